//! The Flood: how many of which face wash a total away.

use serde::{Deserialize, Serialize};

use crate::dice::{Counts, Face};

/// What makes a throw a Flood: a number of one face in a single throw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Flood {
    /// The face that floods (2 in the standard game).
    pub face: Face,
    /// How many of it flood (4 in the standard game).
    pub count: u8,
    /// Whether more than `count` also floods (the standard game: exactly four, so no).
    pub or_more: bool,
}

impl Flood {
    /// Whether a throw with these counts floods.
    pub(crate) fn floods(&self, throw: &Counts) -> bool {
        let n = throw.of(self.face);
        if self.or_more {
            n >= self.count
        } else {
            n == self.count
        }
    }
}

impl Default for Flood {
    fn default() -> Self {
        Flood {
            face: Face::ALL[1],
            count: 4,
            or_more: false,
        }
    }
}
