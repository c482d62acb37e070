//! Win-chance speed: a table lookup, one standing's turn, the win strategy's turns, a
//! whole solve of a small rule set, and an estimate for three players.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use marbles_core::odds::win::{
    Forecast, Seat, Standing, WinModel, WinTable, WinTurn, chances, estimate, solve,
};
use marbles_core::odds::{Policy, Setup, Strategy, ThrowChart, play_turn_against, simulate};
use marbles_core::rules::{RuleSet, Scorer};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

fn lookups(c: &mut Criterion) {
    let model = WinModel::standard();
    let table = WinTable::standard().expect("the shipped table reads");
    let standings: Vec<Standing> = (0..64)
        .map(|k| Standing::new(Seat::open(700 + 150 * k), Seat::open(10_000 - 150 * k)))
        .collect();
    let mut group = c.benchmark_group("win");
    group
        .sample_size(30)
        .measurement_time(Duration::from_secs(5));
    group.bench_function("table lookup (chance of a standing)", |b| {
        let mut k = 0;
        b.iter(|| {
            k = (k + 1) % standings.len();
            table.chance(black_box(&standings[k]))
        })
    });
    // A closed thrower has the longest turn: 220 levels below 11,000.
    for (name, standing) in [
        (
            "within-turn decision, closed vs 3,000 (longest turn)",
            Standing::new(Seat::CLOSED, Seat::open(3_000)),
        ),
        (
            "within-turn decision, 6,000 vs 6,000",
            Standing::new(Seat::open(6_000), Seat::open(6_000)),
        ),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| {
                let turn = WinTurn::solve(&model, table, black_box(standing)).expect("solves");
                turn.outlook(300, 3).expect("on the grid")
            })
        });
    }
    group.finish();
}

fn turns(c: &mut Criterion) {
    let policy = Policy::for_scorer(&Scorer::standard());
    policy.solve_all();
    let mut group = c.benchmark_group("win strategy");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(5));
    // Whole games: warm every standing they visit first, as a long simulation has.
    let setup = Setup::new(2_000, 2, &[Strategy::Win], 1).expect("a valid setup");
    let turns: u64 = simulate(&policy, &setup, &|_| {})
        .expect("simulates")
        .seats
        .iter()
        .map(|s| s.turns)
        .sum();
    const TURNS: u64 = 100_000;
    group.throughput(Throughput::Elements(TURNS));
    group.bench_function("win turns at 3,000 vs 4,000, one core", |b| {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let (me, rival) = (Seat::open(3_000), Seat::open(4_000));
        b.iter(|| {
            for _ in 0..TURNS {
                black_box(play_turn_against(
                    &policy,
                    Strategy::Win,
                    me,
                    rival,
                    &mut rng,
                ));
            }
        })
    });
    group.throughput(Throughput::Elements(turns));
    group.bench_function("2,000 whole games of 2 win players, all cores", |b| {
        b.iter(|| simulate(&policy, &setup, &|_| {}))
    });
    group.finish();
}

fn solves(c: &mut Criterion) {
    let rules = RuleSet {
        win_at: 2_000,
        open_at: 300,
        ..RuleSet::default()
    };
    let scorer = Scorer::new(rules, Vec::new()).expect("rules compile");
    let model = WinModel::new(&ThrowChart::new(&scorer)).expect("fits the model");
    let policy = Policy::for_scorer(&Scorer::standard());
    let seats = [Seat::open(3_000), Seat::CLOSED, Seat::open(6_000)];
    let mut group = c.benchmark_group("win solve");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function(
        "full solve, 2,000 to win, 300 to open (1,225 standings)",
        |b| b.iter(|| solve(black_box(&model), &|_| {})),
    );
    group.bench_function("3-player estimate, 20,000 games, all cores", |b| {
        b.iter(|| estimate(&policy, black_box(&seats), 20_000, 1))
    });
    group.finish();
}

/// What the table asks after every turn: the pad's row of chances and the turn summary.
fn table(c: &mut Criterion) {
    let policy = Policy::for_scorer(&Scorer::standard());
    policy.solve_all();
    let two = [Seat::open(6_000), Seat::open(7_500)];
    let three = [Seat::open(3_000), Seat::CLOSED, Seat::open(6_000)];
    let mut group = c.benchmark_group("win at the table");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("pad chances, 2 players (exact, from the table)", |b| {
        b.iter(|| chances(&policy, black_box(&two)))
    });
    group.bench_function(
        "win chances, 3 players (the race worked out for a new policy's table)",
        |b| b.iter(|| chances(&policy, black_box(&three))),
    );
    group.bench_function(
        "table chances, 3 players, a new table (every standing's race worked out)",
        |b| b.iter(|| Forecast::new().chances(&policy, black_box(&three))),
    );
    let forecast = Forecast::new();
    forecast.chances(&policy, &three).expect("chances");
    group.bench_function("table chances, 3 players, a standing seen before", |b| {
        b.iter(|| forecast.chances(&policy, black_box(&three)))
    });
    // A standing not seen before at a table of six, the race already worked out: what
    // a turn summary costs after the first. The totals walk through 220^2 standings.
    let mut n: i64 = 0;
    group.bench_function("table chances, 6 players, a new standing", |b| {
        b.iter(|| {
            n += 1;
            let seats = [
                Seat::open(50 * (n % 220)),
                Seat::CLOSED,
                Seat::open(50 * ((n / 220) % 220)),
                Seat::open(3_000),
                Seat::CLOSED,
                Seat::open(6_000),
            ];
            forecast.chances(&policy, black_box(&seats))
        })
    });
    group.finish();
}

criterion_group!(benches, lookups, turns, solves, table);
criterion_main!(benches);
