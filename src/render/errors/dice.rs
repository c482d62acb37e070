//! How refused dice read: the message for each [`DiceError`], and the typed input shown
//! again with a caret under a bad face.

use std::fmt;

use crate::render::{Worded, Words};

use crate::dice::{DiceError, FACE_GLYPHS};
use crate::text;

impl fmt::Display for Worded<'_, DiceError> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            DiceError::Empty => f.write_str(&text!("dice-empty")),
            DiceError::NotAFace { text, .. } => f.write_str(&text!(
                "dice-not-a-face",
                text = crate::render::echo(text),
                first = FACE_GLYPHS.start().to_string(),
                last = FACE_GLYPHS.end().to_string()
            )),
            DiceError::WrongCount { got, expected } => {
                f.write_str(&text!("dice-wrong-count", got = *got, expected = *expected))
            }
            DiceError::TooMany { got, max } => {
                f.write_str(&text!("dice-too-many", got = *got, max = *max))
            }
            DiceError::NoSuchFace { pips } => {
                f.write_str(&text!("dice-no-such-face", pips = *pips))
            }
        }
    }
}

/// The error, and for a bad character the input again with a caret under it, so the
/// player sees which of several dice was wrong. A long input is shown cut around the
/// fault.
pub fn dice_error(input: &str, error: &DiceError) -> String {
    match error {
        DiceError::NotAFace { column, .. } => {
            let (shown, caret) = crate::render::echo_at(input, *column);
            format!("{}\n  {shown}\n  {}^", error.words(), " ".repeat(caret))
        }
        _ => error.words().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::{Face, Faces};

    #[test]
    fn the_caret_points_at_the_bad_face() {
        let input = "1 2 7";
        let err = Faces::parse(input).expect_err("7 is no face");
        assert_eq!(
            dice_error(input, &err),
            "`7` is not a die face: faces are 1 to 6 (digits or ⚀–⚅)\n  1 2 7\n      ^"
        );
    }

    #[test]
    fn a_long_input_is_cut_and_the_caret_still_points_at_the_fault() {
        let input = format!("{}7{}", "1".repeat(5_000_000), "2".repeat(5_000_000));
        let err = Faces::parse(&input).expect_err("7 is no face");
        let message = dice_error(&input, &err);
        let lines: Vec<&str> = message.lines().collect();
        assert_eq!(lines.len(), 3, "{message}");
        assert!(lines[1].chars().count() < 60, "{}", lines[1]);
        let caret = lines[2].chars().count() - 1;
        assert_eq!(lines[1].chars().nth(caret), Some('7'), "{message}");
    }

    #[test]
    fn every_dice_refusal_says_what_to_type_instead() {
        let read = |e: DiceError| e.words().to_string();
        assert_eq!(
            read(DiceError::Empty),
            "no dice typed: type the faces that came up, like `1 5 3 3 4 6` or `153346`"
        );
        assert_eq!(
            read(DiceError::WrongCount {
                got: 1,
                expected: 1
            }),
            "1 die typed, but 1 is in hand: type exactly 1 face"
        );
        assert_eq!(
            read(DiceError::TooMany { got: 7, max: 6 }),
            "7 dice typed, but a throw has at most 6: type the faces of one throw"
        );
        assert_eq!(
            Face::try_from(7).map_err(read),
            Err("7 is not a die face: faces are 1 to 6".to_owned())
        );
    }

    #[test]
    fn a_face_that_is_no_face_says_what_faces_are() {
        let err = Faces::parse("1 2 3 7").expect_err("7 is no face");
        assert!(err.words().to_string().contains("faces are 1 to 6"));
    }

    #[test]
    fn a_throw_of_the_wrong_size_says_how_many_are_in_hand() {
        let err = Faces::parse_throw("123", 6).expect_err("three of six");
        assert_eq!(
            err.words().to_string(),
            "3 dice typed, but 6 are in hand: type exactly 6 faces"
        );
    }
}
