//! What players do at the table; a game is the list of its accepted actions.

use serde::{Deserialize, Serialize};

use crate::dice::{Face, Faces};
use crate::rules::Points;

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
    /// A whole turn whose dice were not typed (someone threw and banked before the
    /// typist caught up): only what it came to, banked points or a bust.
    Tally(Tally),
}

impl Action {
    /// Whether this is a turn recorded without its dice: a save holding one needs a
    /// marbles that knows them.
    pub fn is_tally(&self) -> bool {
        matches!(self, Action::Tally(_))
    }
}

/// What a turn played without typed dice came to. Saved as the table types it:
/// `tally: 450` or `tally: bust`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "TallyText", into = "TallyText")]
pub enum Tally {
    /// The turn banked these points (a positive multiple of 50).
    Banked(Points),
    /// The turn busted.
    Bust,
}

/// A tally as saved: the points, or the word `bust`.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(untagged)]
enum TallyText {
    Banked(Points),
    Word(BustWord),
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum BustWord {
    Bust,
}

impl From<TallyText> for Tally {
    fn from(text: TallyText) -> Tally {
        match text {
            TallyText::Banked(points) => Tally::Banked(points),
            TallyText::Word(BustWord::Bust) => Tally::Bust,
        }
    }
}

impl From<Tally> for TallyText {
    fn from(tally: Tally) -> TallyText {
        match tally {
            Tally::Banked(points) => TallyText::Banked(points),
            Tally::Bust => TallyText::Word(BustWord::Bust),
        }
    }
}
