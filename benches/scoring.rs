//! Scoring speed: every ordered throw of six dice, building the tables, and the work
//! of a `marbles score` start (issue 23): one throw judged by a fresh scorer, the
//! command line read, three house rules loaded for one throw.

use criterion::{Criterion, criterion_group, criterion_main};
use marbles_core::dice::{Counts, Face};
use marbles_core::rules::{Assessment, Scorer};
use std::hint::black_box;

/// All 46,656 ordered throws of six dice.
fn all_throws() -> Vec<[Face; 6]> {
    let mut throws = Vec::with_capacity(46_656);
    for n in 0..46_656usize {
        let mut rest = n;
        let mut throw = [Face::ALL[0]; 6];
        for slot in throw.iter_mut() {
            *slot = Face::ALL[rest % 6];
            rest /= 6;
        }
        throws.push(throw);
    }
    throws
}

/// Scores every throw, summing something so the work is not optimised away.
fn score_all(scorer: &Scorer, throws: &[[Face; 6]]) -> i64 {
    let mut sum = 0i64;
    for throw in throws {
        let counts: Counts = throw.iter().copied().collect();
        match scorer.assess(black_box(&counts)) {
            Assessment::Scores { options, best } => {
                sum += best.points() + options.len() as i64;
            }
            Assessment::Bust | Assessment::Flood => {}
        }
    }
    sum
}

fn scoring(c: &mut Criterion) {
    let scorer = Scorer::standard();
    let throws = all_throws();
    c.bench_function("score all 46,656 six-dice throws", |b| {
        b.iter(|| score_all(&scorer, &throws))
    });
    let three_pairs = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("house_rules")
        .join("three_pairs.lua");
    let scripted = marbles::testing::house_rules::load(&[three_pairs])
        .expect("three_pairs.lua loads")
        .scorer()
        .clone();
    c.bench_function(
        "score all 46,656 six-dice throws with three_pairs.lua",
        |b| b.iter(|| score_all(&scripted, &throws)),
    );
    c.bench_function("build the standard scoring tables", |b| {
        b.iter(Scorer::standard)
    });
    startup(c);
}

/// What `marbles score 153346` does before it prints, piece by piece (the catalogue's
/// messages are parsed once per process, so their first use is not measured here:
/// `scripts/bench-cli` and callgrind see it).
fn startup(c: &mut Criterion) {
    let throw: Counts = [1, 5, 3, 3, 4, 6]
        .into_iter()
        .filter_map(Face::new)
        .collect();
    c.bench_function("start: a fresh standard scorer judges one throw", |b| {
        b.iter(|| {
            let scorer = Scorer::standard();
            match scorer.assess(black_box(&throw)) {
                Assessment::Scores { best, .. } => best.points(),
                Assessment::Bust | Assessment::Flood => 0,
            }
        })
    });
    let args: Vec<std::ffi::OsString> = ["marbles", "score", "153346"]
        .into_iter()
        .map(Into::into)
        .collect();
    c.bench_function(
        "start: read the command line of marbles score 153346",
        |b| b.iter(|| marbles::testing::cli::help::parse(black_box(&args)).is_ok()),
    );
    let rules: Vec<std::path::PathBuf> = ["three_pairs", "open_500", "six_of_a_kind_5000"]
        .into_iter()
        .map(|name| {
            std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("house_rules")
                .join(format!("{name}.lua"))
        })
        .collect();
    c.bench_function("start: load three house rules to judge one throw", |b| {
        b.iter(|| {
            marbles::testing::house_rules::load_for_throw(black_box(&rules), &throw)
                .map(|rules| rules.scorer().rules().win_at)
                .unwrap_or_default()
        })
    });
}

criterion_group!(benches, scoring);
criterion_main!(benches);
