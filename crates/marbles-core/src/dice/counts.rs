//! A throw with its order forgotten: how many dice show each face.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{Face, Faces};

/// A multiset of faces: how many dice show each face, order forgotten.
///
/// Scoring depends only on counts, so this is the key every table is built on.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(into = "Faces", from = "Faces")]
pub struct Counts([u8; 6]);

impl Counts {
    /// No dice.
    pub const EMPTY: Counts = Counts([0; 6]);

    /// Counts from a per-face array, index 0 being face 1.
    pub const fn from_array(counts: [u8; 6]) -> Counts {
        Counts(counts)
    }

    /// The per-face array, index 0 being face 1.
    pub const fn as_array(&self) -> [u8; 6] {
        self.0
    }

    /// How many dice show `face`.
    pub const fn of(&self, face: Face) -> u8 {
        self.0[face.index()]
    }

    /// How many dice in all.
    pub fn total(&self) -> usize {
        self.0.iter().map(|&c| c as usize).sum()
    }

    /// Whether there are no dice.
    pub(crate) fn is_empty(&self) -> bool {
        self.0 == [0; 6]
    }

    /// Adds one die.
    pub(crate) fn add(&mut self, face: Face) {
        self.0[face.index()] += 1;
    }

    /// Whether every die of `self` is also in `other`.
    pub fn is_within(&self, other: &Counts) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a <= b)
    }

    /// The dice of `self` that are not in `other` (never below zero per face).
    pub(crate) fn minus(&self, other: &Counts) -> Counts {
        let mut out = [0u8; 6];
        for (i, slot) in out.iter_mut().enumerate() {
            *slot = self.0[i].saturating_sub(other.0[i]);
        }
        Counts(out)
    }

    /// Both multisets together.
    pub fn plus(&self, other: &Counts) -> Counts {
        let mut out = [0u8; 6];
        for (i, slot) in out.iter_mut().enumerate() {
            *slot = self.0[i].saturating_add(other.0[i]);
        }
        Counts(out)
    }

    /// Every sub-multiset, the empty one and `self` included.
    pub fn subsets(&self) -> impl Iterator<Item = Counts> + use<> {
        let limits = self.0;
        let total: usize = limits.iter().map(|&c| c as usize + 1).product();
        (0..total).map(move |mut n| {
            let mut out = [0u8; 6];
            for (i, slot) in out.iter_mut().enumerate() {
                let base = limits[i] as usize + 1;
                *slot = (n % base) as u8;
                n /= base;
            }
            Counts(out)
        })
    }

    /// The faces, lowest first.
    pub fn faces(&self) -> Faces {
        let mut faces = Vec::with_capacity(self.total());
        for face in Face::ALL {
            for _ in 0..self.of(face) {
                faces.push(face);
            }
        }
        Faces::from_vec(faces)
    }
}

impl FromIterator<Face> for Counts {
    fn from_iter<I: IntoIterator<Item = Face>>(iter: I) -> Self {
        let mut counts = Counts::EMPTY;
        for face in iter {
            counts.add(face);
        }
        counts
    }
}

impl From<Faces> for Counts {
    fn from(faces: Faces) -> Counts {
        faces.counts()
    }
}

impl From<Counts> for Faces {
    fn from(counts: Counts) -> Faces {
        counts.faces()
    }
}

impl fmt::Display for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.faces().fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(text: &str) -> Counts {
        Faces::parse(text).expect("valid dice").counts()
    }

    #[test]
    fn subsets_of_a_throw_are_every_choice_of_its_dice() {
        // 1 1 5: ones 0..=2 times five 0..=1 gives 6 sub-multisets.
        assert_eq!(counts("115").subsets().count(), 6);
        assert_eq!(counts("123456").subsets().count(), 64);
    }

    #[test]
    fn minus_and_within_agree() {
        let throw = counts("111523");
        let keep = counts("115");
        assert!(keep.is_within(&throw));
        assert_eq!(throw.minus(&keep), counts("123"));
        assert!(!counts("66").is_within(&throw));
    }
}
