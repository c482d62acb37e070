//! Odds speed: solving the standard policy, and the simulator's turns per second.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use marbles_core::odds::{
    Policy, Setup, Strategy, ThrowChart, play_turn, simulate, simulate_at_table,
};
use marbles_core::rules::Scorer;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

fn policy(c: &mut Criterion) {
    let scorer = Scorer::standard();
    let mut group = c.benchmark_group("policy");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(5));
    group.bench_function("chart of every throw of 1-6 dice", |b| {
        b.iter(|| ThrowChart::new(black_box(&scorer)))
    });
    group.bench_function("chart + one standing (open, total 0)", |b| {
        b.iter(|| {
            let policy = Policy::for_scorer(black_box(&scorer));
            policy.values(true, 0, 0).throw_value(0, 6)
        })
    });
    let scripted = marbles::testing::house_rules::load(&[std::path::PathBuf::from(
        "house_rules/three_pairs.lua",
    )])
    .expect("three_pairs.lua loads")
    .scorer()
    .clone();
    group.bench_function(
        "three_pairs.lua: load, chart + one standing (open, total 0)",
        |b| {
            b.iter(|| {
                // The script's combo is asked once per multiset while its scorer is built,
                // so loading is part of the cost of a first policy under a house rule.
                let scorer = marbles::testing::house_rules::load(&[std::path::PathBuf::from(
                    "house_rules/three_pairs.lua",
                )])
                .expect("three_pairs.lua loads")
                .scorer()
                .clone();
                let policy = Policy::for_scorer(&scorer);
                policy.values(true, 0, 0).throw_value(0, 6)
            })
        },
    );
    group.bench_function(
        "three_pairs.lua: chart + every standing (221 totals)",
        |b| {
            b.iter(|| {
                let policy = Policy::for_scorer(black_box(&scripted));
                policy.solve_all();
                policy
            })
        },
    );
    group.bench_function("chart + every standing (221 totals)", |b| {
        b.iter(|| {
            let policy = Policy::for_scorer(black_box(&scorer));
            policy.solve_all();
            policy
        })
    });
    group.finish();
}

fn simulator(c: &mut Criterion) {
    let policy = Policy::for_scorer(&Scorer::standard());
    policy.solve_all();
    let mut group = c.benchmark_group("simulator");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(5));
    const TURNS: u64 = 100_000;
    group.throughput(Throughput::Elements(TURNS));
    for strategy in [Strategy::Optimal, Strategy::BankAt(350)] {
        group.bench_function(format!("{strategy} turns, one core"), |b| {
            let mut rng = ChaCha8Rng::seed_from_u64(1);
            b.iter(|| {
                for _ in 0..TURNS {
                    black_box(play_turn(&policy, strategy, true, 3_000, &mut rng));
                }
            })
        });
    }
    let setup = Setup::new(2_000, 2, &[Strategy::Optimal], 1).expect("a valid setup");
    let turns: u64 = simulate(&policy, &setup, &|_| {})
        .expect("simulates")
        .seats
        .iter()
        .map(|s| s.turns)
        .sum();
    group.throughput(Throughput::Elements(turns));
    group.bench_function("2,000 whole games of 2 optimal players, all cores", |b| {
        b.iter(|| simulate(&policy, &setup, &|_| {}))
    });
    group.finish();
}

/// Whole games through the game engine, hooks included, on one core (a one-thread pool):
/// the standard game for reference, three_busts.lua's Lua hooks, and zilch.lua's (which
/// also has a scripted combination, through `marbles.use("ten_thousand")`); and a bank
/// hook that refuses banks in odd rounds beside the same hook letting them through, for
/// what a refused move costs. The hook remembers nothing (house_rules/hook_state.rs), so a
/// refusal rebuilds nothing. Issue 22, on a busy 2-core machine: 27 µs a turn here for
/// the refusing hook against 23 µs for the one that lets banks through (`simulate
/// --games 1000`, user time: 12 µs against 7.8 µs, 1.5×; each refusal rebuilt the
/// hooks' memory before, about 165 µs, 16× a round's cost). The refusing games are 2.2
/// times as long (51 rounds against 23), so a whole run takes 2.6 to 3.2 times as long.
fn engine(c: &mut Criterion) {
    let mut group = c.benchmark_group("simulator through the engine");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    let one_core = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a thread pool");
    let setup = Setup::new(200, 2, &[Strategy::Optimal], 1).expect("a valid setup");
    for script in [
        None,
        Some("house_rules/three_busts.lua"),
        Some("house_rules/zilch.lua"),
        Some("tests/fixtures/simulate/bank_odd_rounds.lua"),
        Some("tests/fixtures/simulate/refuse_odd_rounds.lua"),
    ] {
        let paths: Vec<std::path::PathBuf> = script.into_iter().map(Into::into).collect();
        let rules = marbles::testing::house_rules::load(&paths).expect("the rules load");
        let sources = rules.house_rules().to_vec();
        let policy = Policy::for_scorer(rules.scorer());
        let make =
            || marbles::testing::house_rules::load_saved(&sources).map_err(|e| e.to_string());
        let play = || one_core.install(|| simulate_at_table(&policy, &setup, &make, &|_| {}));
        let turns: u64 = play()
            .expect("simulates")
            .seats
            .iter()
            .map(|s| s.turns)
            .sum();
        group.throughput(Throughput::Elements(turns));
        let name = script.unwrap_or("the standard game");
        group.bench_function(format!("200 games of {name}, one core"), |b| b.iter(play));
    }
    group.finish();
}

criterion_group!(benches, policy, simulator, engine);
criterion_main!(benches);
