//! Why the rules refused something, as data: the text layer (`render`) words it.

use super::Points;
use crate::dice::{Counts, DiceError, Face, Faces};

/// Why the rules refused something. Messages say what would be accepted; they are
/// written by the text layer's `Display`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// Typed dice were malformed.
    Dice(DiceError),
    /// Kept dice that were not in the throw.
    NotThrown {
        /// The dice the player asked to keep.
        kept: Faces,
        /// The kept dice that the throw does not have.
        missing: Faces,
        /// The throw they were to be kept from.
        throw: Faces,
    },
    /// Kept dice that do not all belong to a scoring combination.
    DoesNotScore {
        /// The dice left over by the fullest split.
        stray: Faces,
        /// The best keep of the throw, offered as a suggestion.
        best: Option<Faces>,
    },
    /// Kept dice holding the Flood's count of its face (four 2s): never kept, since
    /// that many is the Flood and no combination (rule 5.5).
    FloodNeverKept {
        /// The Flood's face.
        face: Face,
        /// How many of it make the Flood.
        count: u8,
        /// The best keep of the throw, offered as a suggestion.
        best: Option<Faces>,
    },
    /// A scripted matcher failed while the tables were built.
    Combo {
        /// The combination's name.
        name: String,
        /// What the script said went wrong (the script author's words).
        message: String,
    },
    /// A custom matcher valued some dice outside what a combination may be worth.
    ComboPoints {
        /// The combination's name.
        name: String,
        /// The dice it was asked about.
        dice: Counts,
        /// The points it gave them.
        points: Points,
    },
    /// The rule set does not hold together.
    Invalid(InvalidRules),
}

/// Which setting of a rule set cannot make a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InvalidRules {
    /// No number of players fits `min_players..=max_players`.
    PlayerRange {
        /// `min_players`.
        min: usize,
        /// `max_players`.
        max: usize,
    },
    /// A winning score outside 1 to [`MAX_POINTS`](super::MAX_POINTS).
    WinAt(Points),
    /// An opening score outside 0 to [`MAX_POINTS`](super::MAX_POINTS).
    OpenAt(Points),
    /// A combination value outside 0 to [`MAX_POINTS`](super::MAX_POINTS).
    Value {
        /// The setting or the added combination.
        name: String,
        /// The value given, out of range.
        points: Points,
    },
    /// A minimum bank outside 0 to [`MAX_POINTS`](super::MAX_POINTS).
    MinBank(Points),
    /// Dice in hand outside 1 to 6.
    Dice(usize),
    /// A minimum bank with one-throw turns, which bank themselves whatever they hold.
    MinBankWithOneThrow,
    /// More combinations than a [`ComboId`](super::ComboId) can number.
    TooManyCombos(usize),
}

impl From<DiceError> for RuleError {
    fn from(error: DiceError) -> RuleError {
        RuleError::Dice(error)
    }
}

impl From<InvalidRules> for RuleError {
    fn from(error: InvalidRules) -> RuleError {
        RuleError::Invalid(error)
    }
}
