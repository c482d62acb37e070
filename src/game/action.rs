//! What players do at the table; a game is the list of its accepted actions.

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
