//! Game speed: refolding a long game, which is what undo does.

use criterion::{Criterion, criterion_group, criterion_main};
use marbles::dice::{Face, Faces};
use marbles::game::{Action, Game};
use marbles::rules::Scorer;

/// A deterministic xorshift, so the benchmarked game is the same on every run.
struct Dice(u64);

impl Dice {
    fn face(&mut self) -> Face {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        Face::ALL[(self.0 % 6) as usize]
    }
}

/// Plays a game of at least `len` actions between players who keep the best dice and
/// bank at 700 or more.
fn long_game(len: usize) -> Game {
    let names: Vec<String> = ["Ann", "Bob", "Cy"].map(String::from).to_vec();
    let rules = marbles::rules::RuleSet {
        win_at: 10_000_000,
        ..Default::default()
    };
    let scorer = Scorer::new(rules, Vec::new()).expect("rules compile");
    let mut game = Game::new(scorer, Box::new(marbles::game::NoHooks), &names).expect("game");
    game.apply(Action::First("Ann".into())).expect("start");
    let mut dice = Dice(0x9E37_79B9_7F4A_7C15);
    while game.actions().len() < len {
        let turn = game.state().turn().expect("a turn is under way").clone();
        let action = match &turn.throw {
            None if turn.points >= 700 => Action::Bank,
            None => Action::Throw(Faces::from_vec(
                (0..turn.in_hand).map(|_| dice.face()).collect(),
            )),
            Some(throw) => {
                let best = game
                    .scorer()
                    .assess(&throw.counts())
                    .best()
                    .map(|k| k.dice.faces());
                Action::Keep(best.expect("a pending throw scores"))
            }
        };
        game.apply(action).expect("a legal action");
    }
    game
}

fn refold(c: &mut Criterion) {
    let mut game = long_game(3_000);
    c.bench_function("refold a 3,000-action game", |b| {
        b.iter(|| game.refold().map(|s| s.history.len()).unwrap_or(0))
    });
}

criterion_group!(benches, refold);
criterion_main!(benches);
