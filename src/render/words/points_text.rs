//! Points as people type them, the way [`Numbers::points`] writes them: digits, grouped
//! in threes if the typist likes. One reader serves the REPL's `tally` and the command
//! line's point flags, so `1,500` means the same number to both.

use crate::render::Numbers;
use crate::rules::{MAX_POINTS, Points};

/// Why typed text is not a number of points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PointsTextError {
    /// Not digits, or digits grouped otherwise than in threes by one separator the
    /// number style allows (`7,00`, `1_000`, and `4,50` where a comma is the decimal
    /// mark).
    NotPoints,
    /// Digits beyond [`MAX_POINTS`] either way (however many: nothing overflows).
    TooMany,
}

/// A space groups thousands in every style, and no language writes decimals with it:
/// the plain, the no-break and the narrow no-break space.
const SPACES: [char; 3] = [' ', '\u{a0}', '\u{202f}'];

/// The digits of [`MAX_POINTS`]: a number with more of them (leading zeros aside) is
/// larger, however long, so it is refused before it is parsed.
const MAX_DIGITS: usize = MAX_POINTS.ilog10() as usize + 1;

impl Numbers {
    /// Reads points typed as this style writes them: `1500`, `1,500` (where the comma
    /// groups thousands), `1.500` (where the dot does), `1 500` (any style), with an
    /// optional sign. A separator is one kind throughout and groups exactly three
    /// digits, so `7,00`, `1,5` and `1_000` are not points (rather than 700, 15 and
    /// 1000, which nobody typed). The caller says whether a negative number will do.
    pub(crate) fn read_points(self, text: &str) -> Result<Points, PointsTextError> {
        let text = text.trim();
        let (negative, unsigned) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text.strip_prefix('+').unwrap_or(text)),
        };
        let is_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        match unsigned.chars().find(|c| !c.is_ascii_digit()) {
            None if unsigned.is_empty() => return Err(PointsTextError::NotPoints),
            None => {}
            Some(separator) => {
                let allowed = SPACES.contains(&separator)
                    || (self.group == Some(separator) && separator != self.decimal);
                let mut groups = unsigned.split(separator);
                let first = groups.next().unwrap_or_default();
                let grouped = is_digits(first)
                    && first.len() <= 3
                    && groups.all(|group| group.len() == 3 && is_digits(group));
                if !allowed || !grouped {
                    return Err(PointsTextError::NotPoints);
                }
            }
        }
        let digits: String = unsigned.chars().filter(char::is_ascii_digit).collect();
        let significant = digits.trim_start_matches('0');
        if significant.len() > MAX_DIGITS {
            return Err(PointsTextError::TooMany);
        }
        let magnitude: Points = if significant.is_empty() {
            0
        } else {
            significant
                .parse()
                .map_err(|_| PointsTextError::NotPoints)?
        };
        if magnitude > MAX_POINTS {
            return Err(PointsTextError::TooMany);
        }
        Ok(if negative { -magnitude } else { magnitude })
    }
}

#[cfg(test)]
mod tests {
    use super::PointsTextError::{NotPoints, TooMany};
    use super::*;
    use crate::locale::{Lang, NumberStyle};

    #[test]
    fn digits_grouped_in_threes_as_the_language_groups_them() {
        let en = Numbers::of(Lang::En);
        for (typed, points) in [
            ("450", 450),
            ("1,500", 1500),
            ("1 500", 1500),
            ("1\u{a0}500", 1500),
            ("1,000,000", 1_000_000),
            (" 0700 ", 700),
            ("+50", 50),
            ("-50", -50),
            ("0", 0),
        ] {
            assert_eq!(en.read_points(typed), Ok(points), "{typed}");
        }
        let nb = Numbers::of(Lang::Nb);
        assert_eq!(nb.read_points("11 000"), Ok(11_000));
        let dot = en.grouped(NumberStyle::Dot);
        assert_eq!(dot.read_points("1.500"), Ok(1500));
        assert_eq!(dot.read_points("1 500"), Ok(1500));
    }

    #[test]
    fn separators_anywhere_else_are_not_points() {
        let en = Numbers::of(Lang::En);
        for typed in [
            "7,00",
            "4,50",
            "1,5",
            "1_000",
            "1.500",
            "1,500 000",
            ",500",
            "1,",
            "1,5000",
            "",
            "-",
            "+",
            "1e3",
            "٤٥٠",
            "- 50",
            "lots",
        ] {
            assert_eq!(en.read_points(typed), Err(NotPoints), "{typed:?}");
        }
        // In Bokmål the comma is the decimal mark: `4,50` is four and a half.
        let nb = Numbers::of(Lang::Nb);
        for typed in ["4,50", "1,500", "1.500"] {
            assert_eq!(nb.read_points(typed), Err(NotPoints), "{typed}");
        }
        // A dot groups thousands under `numbers = "1.000"`, and the comma is decimal.
        let dot = en.grouped(NumberStyle::Dot);
        assert_eq!(dot.read_points("1,500"), Err(NotPoints));
    }

    #[test]
    fn past_the_most_a_game_holds_is_too_many_however_long() {
        let en = Numbers::of(Lang::En);
        assert_eq!(en.read_points("1,000,000,000"), Ok(MAX_POINTS));
        for typed in [
            "1000000050",
            "2147483650",
            "4294967300",
            "-4294967300",
            "99999999999999999999999999",
        ] {
            assert_eq!(en.read_points(typed), Err(TooMany), "{typed}");
        }
        assert_eq!(en.read_points("0000000000450"), Ok(450));
    }
}
