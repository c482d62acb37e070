use crate::rules::Points;

/// A game a script declares about itself with `marbles.scenario`: the players, the lines
/// typed at the table, and what should come of them. `marbles rules check` plays it
/// through the engine, the hooks included.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scenario {
    /// Its name, if it gave one.
    pub name: Option<String>,
    /// The players, in seating order.
    pub players: Vec<String>,
    /// The lines, exactly as a player types them.
    pub lines: Vec<String>,
    /// The totals expected once the lines are played (or at the refused line), by name.
    pub totals: Vec<(String, Points)>,
    /// The line (from 1) expected to be refused; the lines after it are not played.
    pub refused: Option<usize>,
    /// Text the refusal is expected to contain.
    pub says: Option<String>,
    /// `house_rules/NAME.lua:LINE`, where it was declared.
    pub place: String,
}
