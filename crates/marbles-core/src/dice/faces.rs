//! Faces in the order they were typed, and the parsing of a typed throw.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{Counts, DiceError, Face};

/// Dice faces in the order they were typed: a throw, or the dice a player keeps.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Faces(Vec<Face>);

impl Faces {
    /// Wraps faces already known to be valid.
    pub fn from_vec(faces: Vec<Face>) -> Faces {
        Faces(faces)
    }

    /// Reads dice as people type them: `1 5 3 3 4 6`, `153346`, `1,5,3,3,4,6` or `⚀⚄⚂⚂⚃⚅`.
    ///
    /// Spaces and commas separate dice but are optional, so runs of digits are read one
    /// die per digit. The error for a bad character carries its position for a caret.
    pub fn parse(text: &str) -> Result<Faces, DiceError> {
        let mut faces = Vec::new();
        for (column, c) in text.chars().enumerate() {
            if c.is_whitespace() || c == ',' {
                continue;
            }
            match Face::from_char(c) {
                Some(face) => faces.push(face),
                None => {
                    return Err(DiceError::NotAFace {
                        text: c.to_string(),
                        column,
                    });
                }
            }
        }
        if faces.is_empty() {
            return Err(DiceError::Empty);
        }
        Ok(Faces(faces))
    }

    /// Reads the dice of any throw: one to six of them.
    pub fn parse_any_throw(text: &str) -> Result<Faces, DiceError> {
        let faces = Faces::parse(text)?;
        if faces.len() > super::DICE_IN_GAME {
            return Err(DiceError::TooMany {
                got: faces.len(),
                max: super::DICE_IN_GAME,
            });
        }
        Ok(faces)
    }

    /// Reads dice and checks there are exactly `in_hand` of them.
    pub fn parse_throw(text: &str, in_hand: usize) -> Result<Faces, DiceError> {
        let faces = Faces::parse(text)?;
        faces.expect_count(in_hand)?;
        Ok(faces)
    }

    /// Refuses anything but exactly `in_hand` dice.
    pub(crate) fn expect_count(&self, in_hand: usize) -> Result<(), DiceError> {
        if self.0.len() == in_hand {
            Ok(())
        } else {
            Err(DiceError::WrongCount {
                got: self.0.len(),
                expected: in_hand,
            })
        }
    }

    /// How many dice.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are no dice.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The faces in typed order.
    pub fn as_slice(&self) -> &[Face] {
        &self.0
    }

    /// The multiset of these faces.
    pub fn counts(&self) -> Counts {
        self.0.iter().copied().collect()
    }

    /// The pips of each face, in typed order (for JSON and scripts).
    pub fn pips(&self) -> Vec<u8> {
        self.0.iter().map(|f| f.pips()).collect()
    }
}

impl fmt::Display for Faces {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, face) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{face}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pips(text: &str) -> Vec<u8> {
        Faces::parse(text).expect("valid dice").pips()
    }

    #[test]
    fn a_throw_can_be_typed_with_spaces() {
        assert_eq!(pips("1 5 3 3 4 6"), vec![1, 5, 3, 3, 4, 6]);
    }

    #[test]
    fn a_throw_can_be_typed_as_one_run_of_digits() {
        assert_eq!(pips("153346"), vec![1, 5, 3, 3, 4, 6]);
    }

    #[test]
    fn a_throw_can_be_typed_with_commas() {
        assert_eq!(pips("1,5,3,3,4,6"), vec![1, 5, 3, 3, 4, 6]);
        assert_eq!(pips("1, 5, 3"), vec![1, 5, 3]);
    }

    #[test]
    fn a_throw_can_be_typed_with_die_faces() {
        assert_eq!(pips("⚀⚄⚂⚂⚃⚅"), vec![1, 5, 3, 3, 4, 6]);
    }

    #[test]
    fn a_seven_is_refused_and_pointed_at() {
        let err = Faces::parse("1 2 7").expect_err("7 is no face");
        assert_eq!(
            err,
            DiceError::NotAFace {
                text: "7".into(),
                column: 4
            }
        );
    }

    #[test]
    fn a_zero_is_refused() {
        assert!(matches!(
            Faces::parse("0"),
            Err(DiceError::NotAFace { column: 0, .. })
        ));
    }

    #[test]
    fn letters_are_refused() {
        assert!(matches!(
            Faces::parse("12a456"),
            Err(DiceError::NotAFace { column: 2, .. })
        ));
    }

    #[test]
    fn nothing_typed_is_refused() {
        assert_eq!(Faces::parse("  , "), Err(DiceError::Empty));
    }

    #[test]
    fn the_number_of_faces_must_match_the_dice_in_hand() {
        let err = Faces::parse_throw("1 2 3", 6).expect_err("too few");
        assert_eq!(
            err,
            DiceError::WrongCount {
                got: 3,
                expected: 6
            }
        );
        assert!(Faces::parse_throw("1234561", 6).is_err());
        assert!(Faces::parse_throw("12", 2).is_ok());
    }
}
