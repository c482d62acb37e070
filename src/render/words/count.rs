//! Counts worded with the plural their number asks for: `1 die`, `3 dice`, `3 terninger`.
//!
//! The noun is a catalogue message (`count-dice = { $n -> [one] { $n } die *[other]
//! { $n } dice }`), so each language brings its own plural rules and number style; no
//! message tests `n == 1` itself.

use std::fmt;

use crate::render::words::catalogue::message;

/// A number with the noun it counts, shown as `1 die` or `3 dice` in the current
/// language. The id names a catalogue message taking `$n`; ids start with `count-`
/// (`tests/it/tidy/text.rs` checks every such literal is in every catalogue).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Count {
    /// The number counted.
    pub(crate) n: usize,
    /// The catalogue message that words it (`count-dice`).
    pub(crate) id: &'static str,
}

/// `count(3, "count-dice")` shows as `3 dice` (`3 terninger` in Bokmål).
pub(crate) fn count(n: usize, id: &'static str) -> Count {
    Count { n, id }
}

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&message(self.id, &[("n", self.n.into())]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Lang;
    use crate::render::Locale;

    #[test]
    fn one_is_singular_and_every_other_number_plural() {
        Locale::of(Lang::En).scope(|| {
            assert_eq!(count(1, "count-dice").to_string(), "1 die");
            assert_eq!(count(0, "count-dice").to_string(), "0 dice");
            assert_eq!(count(6, "count-dice").to_string(), "6 dice");
            assert_eq!(count(1200, "count-player").to_string(), "1,200 players");
        });
    }

    #[test]
    fn bokmal_has_its_own_words_and_grouping() {
        Locale::of(Lang::Nb).scope(|| {
            assert_eq!(count(1, "count-dice").to_string(), "1 terning");
            assert_eq!(count(2000, "count-player").to_string(), "2 000 spillere");
        });
    }
}
