//! `amend` and `log`: what an amend changed, and the game's moves by number.

use unicode_width::UnicodeWidthStr;

use crate::game::{Action, Amendment, Phase, State, Tally};
use crate::render::{List, points, status, typed_faces};
use crate::text;

/// A move as a player types it in the language in use (`234346`, `keep 1 5`,
/// `tally 450`; `behold 1 5`, `noter bom` in Bokmål), which `amend` reads back: never
/// a word the table would refuse. A roll-off die is its face alone, as it was typed.
pub(crate) fn typed_move(action: &Action) -> String {
    match action {
        Action::RollOff(face) => face.to_string(),
        Action::First(name) => format!("{} {name}", text!("word-first")),
        Action::Throw(faces) => typed_faces(faces),
        Action::Keep(faces) => format!("{} {faces}", text!("word-keep")),
        Action::Bank => text!("word-bank"),
        Action::Steal => text!("word-steal"),
        Action::Tally(Tally::Banked(points)) => format!("{} {points}", text!("word-tally")),
        Action::Tally(Tally::Bust) => format!("{} {}", text!("word-tally"), text!("word-bust")),
    }
}

/// Each player's total before → after, in seating order.
fn totals(before: &State, after: &State) -> String {
    let each: Vec<String> = before
        .players
        .iter()
        .zip(&after.players)
        .map(|(was, now)| {
            text!(
                "amend-total",
                name = now.name.as_str(),
                before = points(was.total),
                after = points(now.total)
            )
        })
        .collect();
    text!("amend-totals", totals = List::and(&each).to_string())
}

/// The moves an amend replaced, one a line; `back` when it is taken back.
fn changes(amendment: &Amendment, back: bool) -> String {
    amendment
        .changes
        .iter()
        .map(|change| {
            let (from, to) = if back {
                (&change.now, &change.was)
            } else {
                (&change.was, &change.now)
            };
            text!(
                "amend-change",
                number = change.number.to_string(),
                was = typed_move(from),
                now = typed_move(to)
            ) + "\n"
        })
        .collect()
}

/// An accepted amend: the moves replaced, the totals before → after, where the game
/// stands.
pub(crate) fn amended(amendment: &Amendment, before: &State, after: &State) -> String {
    format!(
        "{}\n{}{}\n{}",
        text!("amend-done", n = amendment.changes.len()),
        changes(amendment, false),
        totals(before, after),
        status(after)
    )
}

/// An amend taken back by `undo` (`back`) or put back by `redo`.
pub(crate) fn amend_stepped(
    amendment: &Amendment,
    back: bool,
    before: &State,
    after: &State,
) -> String {
    format!(
        "{}\n{}{}\n{}",
        if back {
            text!("amend-undone")
        } else {
            text!("amend-redone")
        },
        changes(amendment, back),
        totals(before, after),
        status(after)
    )
}

/// An amend one step of `undo N` took back: the moves put back and the totals
/// before → after; where the game then stands follows once, after the last step.
pub(crate) fn amend_undone(amendment: &Amendment, before: &State, after: &State) -> String {
    format!(
        "{}\n{}{}\n",
        text!("amend-undone"),
        changes(amendment, true),
        totals(before, after)
    )
}

/// An amend that would change nothing: every move already is what it was given.
pub(crate) fn amend_nothing() -> String {
    text!("amend-nothing") + "\n"
}

/// One group of the log: consecutive moves in one turn (or the roll-off).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LogTurn {
    /// The seat whose turn it is; `None` for the roll-off.
    pub(crate) seat: Option<usize>,
    /// The round, from 1.
    pub(crate) round: usize,
    /// The moves: number (from 1) and action.
    pub(crate) moves: Vec<(usize, Action)>,
}

/// The game's moves grouped by turn, from the state each action met: a turn is the
/// moves met by the same seat with the same number of turns finished before them.
pub(crate) fn log_turns(met: &[(State, Action)]) -> Vec<LogTurn> {
    let mut turns: Vec<LogTurn> = Vec::new();
    let mut last_key = None;
    for (i, (state, action)) in met.iter().enumerate() {
        let seats = state.players.len().max(1);
        let finished = state.history.len();
        let (seat, round) = match &state.phase {
            Phase::Playing(turn) => (Some(turn.player), finished / seats + 1),
            _ => (None, 0),
        };
        let key = Some((seat, finished));
        match turns.last_mut() {
            Some(last) if last_key == key => last.moves.push((i + 1, action.clone())),
            _ => turns.push(LogTurn {
                seat,
                round,
                moves: vec![(i + 1, action.clone())],
            }),
        }
        last_key = key;
    }
    turns
}

/// `log`: the turns, each a heading and its numbered moves, wrapped to `width`
/// columns between moves (a move is never split unless it alone is wider).
pub(crate) fn log(state: &State, turns: &[LogTurn], width: usize) -> String {
    if turns.is_empty() {
        return text!("log-empty") + "\n";
    }
    let mut out = String::new();
    for turn in turns {
        let heading = match turn.seat {
            Some(seat) => text!(
                "log-turn",
                name = state.players[seat].name.as_str(),
                round = turn.round
            ),
            None => text!("log-roll-off"),
        };
        let mut line = heading;
        let indent = "    ";
        for (number, action) in &turn.moves {
            let item = format!("{number}: {}", typed_move(action));
            if line.width() + 2 + item.width() > width {
                out.push_str(line.trim_end());
                out.push('\n');
                line = format!("{indent}{item}");
            } else {
                line.push_str("  ");
                line.push_str(&item);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}
