//! Game speed on a long game: refolding it, undoing (and redoing) its last action, and
//! autosaving it. The target is under 10 ms for each of undo and autosave on a
//! 3,000-action game, so a player never waits for either.

use criterion::{Criterion, criterion_group, criterion_main};
use marbles::testing::store::{Autosaver, Save, to_yaml, write_atomically};
use marbles_core::dice::{Face, Faces};
use marbles_core::game::{Action, Game};
use marbles_core::rules::Scorer;

/// A save's creation stamp; the library never reads the clock, so any string will do.
const CREATED: &str = "2025-01-01T00:00:00Z";

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
    let rules = marbles_core::rules::RuleSet {
        win_at: 10_000_000,
        ..Default::default()
    };
    let scorer = Scorer::new(rules, Vec::new()).expect("rules compile");
    let mut game = Game::new(scorer.into(), &names).expect("game");
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

/// What a player's `undo` costs: the last action is dropped and the other 2,999 refold.
/// The redo puts it back (one action applied), so every iteration undoes the same game.
fn undo(c: &mut Criterion) {
    let mut game = long_game(3_000);
    c.bench_function("undo on a 3,000-action game", |b| {
        b.iter(|| {
            game.undo().expect("an action to undo");
            game.redo().expect("the action to redo");
            game.actions().len()
        })
    });
}

/// What every accepted action costs in the REPL: the whole save rewritten atomically,
/// fsyncs of the file and of its folder included. The fsyncs make the figure that of
/// TMPDIR's disk, and noisy while anything else writes to it (a build, say).
fn autosave(c: &mut Criterion) {
    let game = long_game(3_000);
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut saver = Autosaver::new(
        dir.path().join("game.yaml"),
        CREATED,
        marbles::testing::clock::Clock::fixed(
            marbles::testing::clock::Stamp::parse(CREATED).expect("a stamp"),
        ),
    )
    .expect("a fresh path is writable");
    c.bench_function("autosave a 3,000-action game", |b| {
        b.iter(|| saver.save(&game).expect("the save is written"))
    });
    // The two halves of an autosave, so a slow figure says whether to look at the
    // encoder or at the disk.
    let save = Save::from_game(&game, CREATED);
    c.bench_function("autosave, encoding only: YAML of 3,000 actions", |b| {
        b.iter(|| to_yaml(&save).expect("the save encodes").len())
    });
    let text = to_yaml(&save).expect("the save encodes");
    let path = dir.path().join("bytes.yaml");
    c.bench_function(
        "autosave, writing only: write_atomically with fsyncs",
        |b| b.iter(|| write_atomically(&path, text.as_bytes()).expect("the file is written")),
    );
}

criterion_group!(benches, refold, undo, autosave);
criterion_main!(benches);
