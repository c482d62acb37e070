//! What a throw offers before the player chooses a keep.

use super::{Keep, keep::Part};

/// What a throw offers, before the player chooses a keep.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Assessment<'s> {
    /// The throw holds the Flood: the player's total is wiped.
    Flood,
    /// Nothing in the throw scores.
    Bust,
    /// At least one combination is there.
    Scores {
        /// Every combination present in the throw, each on the dice it would take.
        options: &'s [Part],
        /// The keep worth the most points (fewest dice on a tie).
        best: Keep,
    },
}

impl Assessment<'_> {
    /// The best keep, when the throw scores.
    pub fn best(&self) -> Option<&Keep> {
        match self {
            Assessment::Scores { best, .. } => Some(best),
            _ => None,
        }
    }
}
