use std::fmt;

use serde::{Deserialize, Serialize};

use crate::dice::{Face, Faces};

/// Something a player did at the table, already parsed. A game is a list of these.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// The single die thrown in the roll-off by the player whose throw is awaited.
    RollOff(Face),
    /// Skip the roll-off: this player starts.
    First(String),
    /// The faces thrown.
    Throw(Faces),
    /// The dice set aside from the last throw.
    Keep(Faces),
    /// Add the turn points to the total and pass the dice.
    Bank,
    /// Take over the dice the previous player banked with (Cut-Throat, Piggy-Back).
    Steal,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::RollOff(face) => write!(f, "roll-off {face}"),
            Action::First(name) => write!(f, "first {name}"),
            Action::Throw(faces) => write!(f, "throw {faces}"),
            Action::Keep(faces) => write!(f, "keep {faces}"),
            Action::Bank => f.write_str("bank"),
            Action::Steal => f.write_str("steal"),
        }
    }
}
