//! Scenarios as scripts declare them (`marbles.scenario{…}`), read out of the sandbox
//! into plain data for `rules check` to play.

use crate::rules::Points;

/// A game a script declares about itself with `marbles.scenario`: the players, the lines
/// typed at the table, and what should come of them. `marbles rules check` plays it
/// through the engine, the hooks included.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Scenario {
    /// Its name, if it gave one.
    pub(crate) name: Option<String>,
    /// The players, in seating order.
    pub(crate) players: Vec<String>,
    /// The lines, exactly as a player types them.
    pub(crate) lines: Vec<String>,
    /// The totals expected once the lines are played (or at the refused line), by name.
    pub(crate) totals: Vec<(String, Points)>,
    /// The line (from 1) expected to be refused; the lines after it are not played.
    pub(crate) refused: Option<usize>,
    /// Text the refusal is expected to contain.
    pub(crate) says: Option<String>,
    /// `house_rules/NAME.lua:LINE`, where it was declared.
    pub(crate) place: String,
}

/// Why a scenario did not come out as its script said, as data: the text layer
/// (`render`) words it. Lines are counted from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ScenarioFailure {
    /// The players cannot make a game under these rules (the engine's refusal, worded).
    Players(String),
    /// A line that is not a move at the table (`pad`, `odds`, `save`…).
    NotAMove {
        /// The line's number.
        line: usize,
        /// The line as written.
        typed: String,
    },
    /// A line was refused that the scenario expected to be played.
    Refused {
        /// The line's number.
        line: usize,
        /// The line as written.
        typed: String,
        /// The refusal, as the table would see it.
        why: String,
    },
    /// The line the scenario expected to be refused was played.
    NotRefused {
        /// The line's number.
        line: usize,
        /// The line as written.
        typed: String,
    },
    /// The expected line was refused, but not with the expected words.
    RefusedOtherwise {
        /// The line's number.
        line: usize,
        /// The refusal.
        why: String,
        /// The words the scenario expected in it.
        says: String,
    },
    /// Totals other than expected.
    Totals {
        /// Each wrong total: the player's name, what was expected, what the game has
        /// (`None` when nobody of that name plays).
        wrong: Vec<(String, Points, Option<Points>)>,
    },
}
