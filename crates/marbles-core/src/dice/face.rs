//! One die's face, and what a typed face looks like (digits and the glyphs ⚀–⚅).

use std::fmt;
use std::ops::RangeInclusive;

use serde::{Deserialize, Deserializer, Serialize, de};

use super::DiceError;

/// The Unicode die faces, ⚀ (one pip) to ⚅ (six): typed, they read as their pips.
pub const FACE_GLYPHS: RangeInclusive<char> = '\u{2680}'..='\u{2685}';

/// Whether typed text that starts with `c` is meant as dice: a digit or a die glyph. A
/// digit that is no face (`7`, `0`) still starts dice, so it is refused as a face with
/// a caret under it rather than as an unknown word.
pub fn starts_dice(c: char) -> bool {
    c.is_ascii_digit() || FACE_GLYPHS.contains(&c)
}

/// One die's face, always 1 to 6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(into = "u8")]
pub struct Face(u8);

impl Face {
    /// All six faces, lowest first.
    pub const ALL: [Face; 6] = [Face(1), Face(2), Face(3), Face(4), Face(5), Face(6)];

    /// The face showing `pips`, if that is 1 to 6.
    pub const fn new(pips: u8) -> Option<Face> {
        if pips >= 1 && pips <= 6 {
            Some(Face(pips))
        } else {
            None
        }
    }

    /// The number of pips, 1 to 6.
    pub const fn pips(self) -> u8 {
        self.0
    }

    /// Zero-based position, for indexing per-face tables.
    pub(crate) const fn index(self) -> usize {
        self.0 as usize - 1
    }

    /// Reads one typed character: a digit 1–6 or a Unicode die face ⚀–⚅.
    pub(crate) fn from_char(c: char) -> Option<Face> {
        match c {
            '1'..='6' => Face::new(c as u8 - b'0'),
            _ if FACE_GLYPHS.contains(&c) => {
                Face::new((u32::from(c) - u32::from(*FACE_GLYPHS.start()) + 1) as u8)
            }
            _ => None,
        }
    }
}

impl TryFrom<u8> for Face {
    type Error = DiceError;

    fn try_from(pips: u8) -> Result<Self, Self::Error> {
        Face::new(pips).ok_or(DiceError::NoSuchFace { pips })
    }
}

// Read by hand rather than through `TryFrom`: serde would word a refused face with the
// error's `Display`, and the engine's errors have no words of their own.
impl<'de> Deserialize<'de> for Face {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Face, D::Error> {
        let pips = u8::deserialize(deserializer)?;
        Face::new(pips).ok_or_else(|| {
            de::Error::invalid_value(de::Unexpected::Unsigned(pips.into()), &"a die face, 1 to 6")
        })
    }
}

impl From<Face> for u8 {
    fn from(face: Face) -> u8 {
        face.0
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_are_one_to_six() {
        assert_eq!(Face::new(0), None);
        assert_eq!(Face::new(7), None);
        assert_eq!(Face::new(6).map(Face::pips), Some(6));
    }

    #[test]
    fn unicode_die_faces_read_as_their_pips() {
        let read: Vec<u8> = "⚀⚁⚂⚃⚄⚅"
            .chars()
            .filter_map(Face::from_char)
            .map(Face::pips)
            .collect();
        assert_eq!(read, vec![1, 2, 3, 4, 5, 6]);
    }

    #[test]
    fn digits_and_die_glyphs_start_dice_and_letters_do_not() {
        for c in ['1', '7', '0', '⚀', '⚅'] {
            assert!(starts_dice(c), "{c}");
        }
        for c in ['k', ' ', '⚆', '⚿'] {
            assert!(!starts_dice(c), "{c}");
        }
    }
}
