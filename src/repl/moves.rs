//! What a typed line does to the game. The one reading of a line as a move: the table
//! ([`Session`](super::Session)) and a house rule's scenarios
//! ([`scenario::play`](super::scenario::play)) both go through [`Move::of`], so a
//! scenario plays exactly as the table would.

use super::Command;
use crate::dice::Faces;
use crate::game::{Action, Game, Phase, State};
use crate::render;
use crate::rules::Scorer;

/// A line that moves the game on (or back).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Move {
    /// An action for the engine, which may still refuse it.
    Act(Action),
    /// Take back the last this many steps.
    Undo(usize),
    /// Put back this many of the steps taken back.
    Redo(usize),
}

impl Move {
    /// The move `command` makes in `game` as it stands: `None` for a command that only
    /// shows, saves or leaves; a refusal, worded, for dice that cannot be read or a
    /// roll-off line of more than one die.
    pub(crate) fn of(command: &Command, game: &Game) -> Option<Result<Move, String>> {
        Move::of_in(command, game.state(), game.scorer())
    }

    /// The move `command` makes where the game stands at `state` under `scorer`: as
    /// [`Move::of`], for a move read as it would have been read then (`amend`).
    pub(crate) fn of_in(
        command: &Command,
        state: &State,
        scorer: &Scorer,
    ) -> Option<Result<Move, String>> {
        let made = match command {
            Command::Throw(faces) => dice(faces, state),
            Command::Keep(faces) => keep(faces.as_ref(), state, scorer),
            Command::Bank => Ok(Move::Act(Action::Bank)),
            Command::Steal => Ok(Move::Act(Action::Steal)),
            Command::Tally(tally) => Ok(Move::Act(Action::Tally(*tally))),
            Command::First(name) => Ok(Move::Act(Action::First(name.clone()))),
            Command::Undo(steps) => Ok(Move::Undo(*steps)),
            Command::Redo(steps) => Ok(Move::Redo(*steps)),
            Command::Odds { .. }
            | Command::Pad
            | Command::DiceTest
            | Command::Review(_)
            | Command::Rules
            | Command::Export { .. }
            | Command::Save(_)
            | Command::Help(_)
            | Command::Serve(_)
            | Command::Log(_)
            | Command::Amend(_)
            | Command::Quit => return None,
        };
        Some(made)
    }
}

/// Typed dice: a throw, or in the roll-off the die of the player the prompt names.
fn dice(faces: &Faces, state: &State) -> Result<Move, String> {
    if let Phase::RollOff(roll_off) = &state.phase {
        // A roll-off line is the die of the player named in the prompt: a second die
        // on it would be thrown for the next player without them at the keyboard.
        if let [face] = faces.as_slice() {
            return Ok(Move::Act(Action::RollOff(*face)));
        }
        let name = roll_off.next().map(|p| state.players[p].name.as_str());
        return Err(render::one_roll_off_die(faces.len(), name));
    }
    Ok(Move::Act(Action::Throw(faces.clone())))
}

/// `keep FACES`, or `keep` alone for the keep worth the most points.
fn keep(faces: Option<&Faces>, state: &State, scorer: &Scorer) -> Result<Move, String> {
    let faces = match faces {
        Some(faces) => faces.clone(),
        // With no throw to keep from, the engine's refusal of an empty keep says what
        // to do instead.
        None => state
            .best_keep(scorer)
            .map(|keep| keep.dice.faces())
            .unwrap_or_default(),
    };
    Ok(Move::Act(Action::Keep(faces)))
}
