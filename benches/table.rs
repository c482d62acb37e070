//! The table's own figures of issue 23, in the library: `bank` → reply at a table of
//! three and of six (the turn summary's chances of a standing not seen before), and a
//! whole piped three-player game through [`Session::execute`], every line's reply and
//! save included (in memory: the disk's fsyncs are the autosave bench's business).
//!
//! `cargo bench --bench table`

use std::time::Duration;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use marbles::testing::repl::Session;
use marbles::testing::store::MemorySave;
use marbles_core::dice::{Face, Faces};
use marbles_core::game::{Action, Game};

/// The names of the players, in seat order.
const NAMES: [&str; 6] = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"];

/// A small seeded generator (xorshift64*), as examples/table_game.rs uses.
struct Dice(u64);

impl Dice {
    fn face(&mut self) -> Face {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let n = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32;
        Face::ALL[(n % 6) as usize]
    }
}

/// The lines of a whole standard game as examples/table_game.rs writes them (keep the
/// most points, bank from 350 or the opening score, `pad` every round): the first
/// line `first Ann`.
fn table_game(players: usize, seed: u64) -> Vec<String> {
    let names: Vec<String> = NAMES.iter().take(players).map(|&n| n.to_owned()).collect();
    let mut game = Game::standard(&names).expect("a standard game");
    let mut dice = Dice(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    game.apply(Action::First(names[0].clone()))
        .expect("Ann starts");
    let mut lines = vec![format!("first {}", names[0])];
    while !game.state().is_over() {
        let state = game.state();
        let turn = state.turn().expect("a turn").clone();
        if turn.throw.is_some() {
            let keep = state.best_keep(game.scorer()).expect("a throw that scores");
            game.apply(Action::Keep(keep.dice.faces())).expect("a keep");
            lines.push("keep".to_owned());
            continue;
        }
        let open_at = game.scorer().rules().open_at;
        let open = state.players[turn.player].open;
        if turn.keeps > 0 && turn.points >= 350.max(if open { 0 } else { open_at }) {
            game.apply(Action::Bank).expect("a bank");
            lines.push("bank".to_owned());
            if (turn.player + 1).is_multiple_of(players) {
                lines.push("pad".to_owned());
            }
            continue;
        }
        let faces: Vec<Face> = (0..turn.in_hand).map(|_| dice.face()).collect();
        lines.push(faces.iter().map(|f| f.to_string()).collect());
        game.apply(Action::Throw(Faces::from_vec(faces)))
            .expect("a throw");
    }
    lines
}

/// A session that has played `lines`.
fn session(players: usize, lines: &[String]) -> Session {
    let names: Vec<String> = NAMES.iter().take(players).map(|&n| n.to_owned()).collect();
    let game = Game::standard(&names).expect("a standard game");
    let mut session = Session::new(game, MemorySave::new("bench.yaml"));
    for line in lines {
        session.execute(line);
    }
    session
}

/// `bank` → reply in round 3 (a standing no turn summary has met): the game up to
/// that bank is played in the setup, which also works out the race's distributions
/// (the first turn summary of a game does).
fn bank(c: &mut Criterion) {
    let mut group = c.benchmark_group("table");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(5));
    for players in [3, 6] {
        let lines = table_game(players, 7);
        let at = lines
            .iter()
            .enumerate()
            .filter(|(_, l)| *l == "bank")
            .nth(3 * players - 1)
            .map(|(i, _)| i)
            .expect("three rounds of banks");
        group.bench_function(
            format!("bank → reply at a {players}-player table, round 3"),
            |b| {
                b.iter_batched(
                    || session(players, &lines[..at]),
                    |mut session| session.execute("bank"),
                    BatchSize::PerIteration,
                )
            },
        );
    }
    let lines = table_game(3, 7);
    group.bench_function(
        format!("a piped 3-player game of {} lines", lines.len()),
        |b| b.iter(|| session(3, &lines)),
    );
    group.finish();
}

criterion_group!(benches, bank);
criterion_main!(benches);
