//! Scoring speed: every ordered throw of six dice, and building the tables.

use criterion::{Criterion, criterion_group, criterion_main};
use marbles::dice::{Counts, Face};
use marbles::rules::{Assessment, Scorer};
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
    let scripted = marbles::house_rules::load(&[three_pairs])
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
}

criterion_group!(benches, scoring);
criterion_main!(benches);
