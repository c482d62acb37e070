//! A player's standing: name, total, open or not, and their counters.

use serde::Serialize;

use crate::rules::Points;

/// A player's line on the pad.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Player {
    /// Name as entered.
    pub name: String,
    /// Game total.
    pub total: Points,
    /// Whether they have opened (and not been flooded since).
    pub open: bool,
    /// The round they first opened in.
    pub opened_in_round: Option<u32>,
    /// Turns played.
    pub turns: u32,
    /// Turns lost to a bust.
    pub busts: u32,
    /// Floods suffered.
    pub floods: u32,
    /// The most points banked in one turn.
    pub best_turn: Points,
}

impl Player {
    pub(crate) fn new(name: &str) -> Player {
        Player {
            name: name.to_owned(),
            total: 0,
            open: false,
            opened_in_round: None,
            turns: 0,
            busts: 0,
            floods: 0,
            best_turn: 0,
        }
    }
}
