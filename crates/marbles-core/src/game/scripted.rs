//! Games played from short scripts, for the tests of `game` and of every layer above it.
//!
//! A script is whitespace-separated steps: `first:NAME`, a throw as digits (`111555`),
//! `kDIGITS` to keep, `b` to bank, `u` to undo; `|` is ignored and marks turns.

use crate::dice::Faces;
use crate::game::{Action, Game};

/// A standard game of these players after the script.
pub fn play(names: &[&str], script: &str) -> Game {
    let names: Vec<String> = names.iter().map(|&n| n.to_owned()).collect();
    let mut game = Game::standard(&names).expect("valid players");
    run(&mut game, script);
    game
}

/// Plays more of a script on a game.
pub fn run(game: &mut Game, script: &str) {
    for step in script.split_whitespace() {
        let action = match step {
            "|" => continue,
            "u" => {
                game.undo().expect("undo");
                continue;
            }
            "b" => Action::Bank,
            _ if step.starts_with("first:") => Action::First(step["first:".len()..].to_owned()),
            _ if step.starts_with('k') => Action::Keep(faces(&step[1..])),
            _ => Action::Throw(faces(step)),
        };
        if let Err(err) = game.apply(action) {
            panic!("step `{step}` refused: {err:?}");
        }
    }
}

fn faces(text: &str) -> Faces {
    Faces::parse(text).expect("faces")
}

/// Ann and Bob: opening, a bust, a Flood after opening, hot dice; Bob wins when
/// `finished`.
pub fn two_players(finished: bool) -> Game {
    let mut game = play(
        &["Ann", "Bob"],
        "first:Ann
         | 111555 k111555 b
         | 234662
         | 222234
         | 111234 k111 155 k155 b
         | 666111 k666111 b
         | 111111 k111111 555551 k555551 b
         | 123456 k123456 b",
    );
    if finished {
        run(&mut game, "| 111115 k111115 b");
    }
    game
}

/// Ann, Bob and Cy, Bob starting: a bust after hot dice, a Flood; Bob wins when
/// `finished`, otherwise his turn is under way.
pub fn three_players(finished: bool) -> Game {
    let mut game = play(
        &["Ann", "Bob", "Cy"],
        "first:Bob
         | 115234 k11 5534 k55 11 k11 346623
         | 111456 k1115 15 k15 b
         | 444412 k44441 b
         | 555123 k555 146 k1 55 k55 b
         | 222236
         | 123456 k123456 b
         | 666666 k666666",
    );
    if finished {
        run(&mut game, "111111 k111111 b");
    }
    game
}

/// Six players with long names and five-digit totals; Annabelle wins when `finished`.
pub fn six_players(finished: bool) -> Game {
    let big_turn =
        "| 111111 k111111 666664 k66666 1 k1 155234 k155 111 k111 152336 k15 1155 k1155 b ";
    let mut game = play(
        &[
            "Annabelle",
            "Bartholomew",
            "Cy",
            "Dee",
            "Ezekiel",
            "Florence",
        ],
        &format!("first:Annabelle {}", big_turn.repeat(6)),
    );
    if finished {
        run(&mut game, "| 111111 k111111 b");
    }
    game
}
