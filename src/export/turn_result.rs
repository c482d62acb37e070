//! How a turn ended, as the pad's cells, the chart and the story tell it: its own file,
//! so the game's export and its story both use it without knowing each other.

use serde::Serialize;

/// How a turn ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnResult {
    /// The turn points were banked.
    Banked,
    /// A throw scored nothing.
    Bust,
    /// A throw flooded.
    Flood,
    /// Banked, then taken by the next player (Cut-Throat).
    Stolen,
    /// The opening ran out of dice (the Norwegian opening).
    OutOfDice,
    /// Not a turn: a house rule changed the total outside the player's turn (a bump).
    HouseRule,
}
