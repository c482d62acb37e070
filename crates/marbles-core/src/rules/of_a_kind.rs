//! Four, five and six of a kind: one value, a value per face, or a multiple of the
//! three of a kind — the three shapes a rule set may give them.

use serde::{Deserialize, Serialize};

use super::Points;
use crate::dice::Face;

/// What four, five or six of a kind are worth: one value for every face (the rule
/// card), a value per face, or a multiple of the three of a kind of the same face
/// ("twice the three of a kind"), which follows whatever the three of a kind is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum OfAKind {
    /// The same value whatever the face.
    Each(Points),
    /// A value per face (index 0 is the 1s).
    ByFace([Points; 6]),
    /// This many times the three of a kind of the same face.
    TimesThree {
        /// The multiple.
        times_three: Points,
    },
}

impl OfAKind {
    /// The value of this many of `face` when three of them are worth `three`; `None`
    /// when a multiple does not fit in a number of points.
    pub(crate) fn value(&self, face: Face, three: &[Points; 6]) -> Option<Points> {
        match self {
            OfAKind::Each(points) => Some(*points),
            OfAKind::ByFace(points) => Some(points[face.index()]),
            OfAKind::TimesThree { times_three } => three[face.index()].checked_mul(*times_three),
        }
    }
}

impl Default for OfAKind {
    fn default() -> Self {
        OfAKind::Each(0)
    }
}

impl From<Points> for OfAKind {
    fn from(points: Points) -> OfAKind {
        OfAKind::Each(points)
    }
}

/// A single value compares with a number, so `rules.six_of_a_kind == 5000` reads as
/// it did when the values were plain numbers.
impl PartialEq<Points> for OfAKind {
    fn eq(&self, other: &Points) -> bool {
        *self == OfAKind::Each(*other)
    }
}
