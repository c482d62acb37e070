//! A keep and the split of its dice into combinations.

use serde::Serialize;

use super::{ComboId, Points};
use crate::dice::Counts;

/// One combination used in a split: which, on which dice, for how much.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Part {
    /// Which combination of the rule set.
    pub combo: ComboId,
    /// The dice it takes.
    pub dice: Counts,
    /// What it is worth here.
    pub points: Points,
}

/// A complete split of kept dice into combinations, at most six parts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split {
    parts: [Option<Part>; 6],
    points: Points,
}

impl Split {
    /// The split of no dice.
    pub(crate) const EMPTY: Split = Split {
        parts: [None; 6],
        points: 0,
    };

    /// This split with one more part in front.
    pub(crate) fn with(&self, part: Part) -> Split {
        let mut parts = [None; 6];
        parts[0] = Some(part);
        parts[1..].copy_from_slice(&self.parts[..5]);
        Split {
            parts,
            points: self.points + part.points,
        }
    }

    /// The parts, biggest combination first.
    pub fn parts(&self) -> impl Iterator<Item = &Part> {
        self.parts.iter().flatten()
    }

    /// Total points.
    pub fn points(&self) -> Points {
        self.points
    }
}

/// Dice set aside from a throw and what they are worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Keep {
    /// The kept dice.
    pub dice: Counts,
    /// Their best complete split.
    pub split: Split,
}

impl Keep {
    /// Points of the kept dice.
    pub fn points(&self) -> Points {
        self.split.points()
    }
}
