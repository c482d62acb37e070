//! Writes the lines of a whole standard game, as a table would type them, for timing a
//! piped `marbles play` (scripts/bench-cli):
//!
//! ```text
//! cargo run --release --example table_game -- 3 7 > game.txt
//! marbles play --new Ann Bob Cy < game.txt
//! ```
//!
//! The arguments are the number of players (named Ann, Bob, Cy, …) and a seed. Every
//! player keeps the most points and banks from 350 points (or the opening score); the
//! same seed always writes the same game. A `pad` every round asks for the chances.

use std::process::ExitCode;

use marbles_core::dice::{Face, Faces};
use marbles_core::game::{Action, Game};

/// The names of the players, in seat order.
const NAMES: [&str; 6] = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(players), Some(seed)) = (
        args.first().and_then(|a| a.parse::<usize>().ok()),
        args.get(1).and_then(|a| a.parse::<u64>().ok()),
    ) else {
        eprintln!("usage: cargo run --release --example table_game -- PLAYERS SEED");
        return ExitCode::FAILURE;
    };
    let names: Vec<String> = NAMES.iter().take(players).map(|&n| n.to_owned()).collect();
    let Ok(mut game) = Game::standard(&names) else {
        eprintln!("no game of {players} players");
        return ExitCode::FAILURE;
    };
    let mut dice = Dice(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut lines = vec![format!("first {}", names[0])];
    let played = |game: &mut Game, lines: &mut Vec<String>, line: String, action: Action| {
        let done = game.apply(action).is_ok();
        if done {
            lines.push(line);
        }
        done
    };
    played(
        &mut game,
        &mut lines,
        String::new(),
        Action::First(names[0].clone()),
    );
    let mut turns = 0;
    while !game.state().is_over() && turns < 2_000 {
        let state = game.state();
        let Some(turn) = state.turn() else { break };
        if turn.throw.is_some() {
            let Some(keep) = state.best_keep(game.scorer()) else {
                break;
            };
            played(
                &mut game,
                &mut lines,
                "keep".to_owned(),
                Action::Keep(keep.dice.faces()),
            );
            continue;
        }
        let open_at = game.scorer().rules().open_at;
        let open = state.players[turn.player].open;
        if turn.keeps > 0 && turn.points >= 350.max(if open { 0 } else { open_at }) {
            let first_of_round = (turn.player + 1) % players == 0;
            if played(&mut game, &mut lines, "bank".to_owned(), Action::Bank) && first_of_round {
                lines.push("pad".to_owned());
            }
            turns += 1;
            continue;
        }
        let faces: Vec<Face> = (0..turn.in_hand).map(|_| dice.face()).collect();
        let text: String = faces.iter().map(|f| f.to_string()).collect();
        let before = game.state().history.len();
        played(
            &mut game,
            &mut lines,
            text,
            Action::Throw(Faces::from_vec(faces)),
        );
        turns += usize::from(game.state().history.len() > before);
    }
    lines.retain(|l| !l.is_empty());
    for line in lines {
        println!("{line}");
    }
    ExitCode::SUCCESS
}

/// A small seeded generator (xorshift64*): the example needs no dependency for dice.
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
