//! Counts worded with the plural their number asks for: `1 die`, `3 dice`.
//!
//! The one place English chooses between singular and plural: no message tests
//! `n == 1` itself. A language with other plural rules then has one place to change
//! (the message catalogues of the text layer select the form by the number).

use std::fmt;

/// A number with the word it counts, shown as `1 die` or `3 dice`; [`word`](Count::word)
/// gives the form alone, for a word that agrees with the number (`is`/`are`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count {
    /// The number counted, shown before the word.
    pub n: usize,
    /// The form for exactly one.
    pub one: &'static str,
    /// The form for any other number, 0 included.
    pub many: &'static str,
}

/// `count(3, "die", "dice")` shows as `3 dice`.
pub fn count(n: usize, one: &'static str, many: &'static str) -> Count {
    Count { n, one, many }
}

impl Count {
    /// The form the number asks for, without the number: `die` or `dice`.
    pub fn word(&self) -> &'static str {
        if self.n == 1 { self.one } else { self.many }
    }
}

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.n, self.word())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_is_singular_and_every_other_number_plural() {
        assert_eq!(count(1, "die", "dice").to_string(), "1 die");
        assert_eq!(count(0, "die", "dice").to_string(), "0 dice");
        assert_eq!(count(6, "die", "dice").to_string(), "6 dice");
    }

    #[test]
    fn the_word_alone_agrees_with_the_number() {
        assert_eq!(count(1, "is", "are").word(), "is");
        assert_eq!(count(2, "is", "are").word(), "are");
    }
}
