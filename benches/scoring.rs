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

fn scoring(c: &mut Criterion) {
    let scorer = Scorer::standard();
    let throws = all_throws();
    c.bench_function("score all 46,656 six-dice throws", |b| {
        b.iter(|| {
            let mut sum = 0i64;
            for throw in &throws {
                let counts: Counts = throw.iter().copied().collect();
                match scorer.assess(black_box(&counts)) {
                    Assessment::Scores { options, best } => {
                        sum += best.points() + options.len() as i64;
                    }
                    Assessment::Bust | Assessment::Flood => {}
                }
            }
            sum
        })
    });
    c.bench_function("build the standard scoring tables", |b| {
        b.iter(Scorer::standard)
    });
}

criterion_group!(benches, scoring);
criterion_main!(benches);
