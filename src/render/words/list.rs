//! Lists worded as a sentence has them: `Ann`, `Ann and Bob`, `Ann, Bob og Cy`.
//!
//! The one place names are joined for people to read. The conjunction is the
//! catalogue's `list-and` (or `list-or`), so each language brings its own word.

use std::fmt;

use crate::text;

/// Items joined with commas and a conjunction before the last.
#[derive(Debug, Clone, Copy)]
pub(crate) struct List<'a, T> {
    items: &'a [T],
    /// Whether the word before the last item is "or" rather than "and".
    or: bool,
}

impl<'a, T: fmt::Display> List<'a, T> {
    /// `Ann, Bob and Cy` (`Ann, Bob og Cy`).
    pub(crate) fn and(items: &'a [T]) -> List<'a, T> {
        List { items, or: false }
    }

    /// `Ann, Bob or Cy` (`Ann, Bob eller Cy`): the names a suggestion offers.
    pub(crate) fn or(items: &'a [T]) -> List<'a, T> {
        List { items, or: true }
    }
}

impl<T: fmt::Display> fmt::Display for List<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some((last, rest)) = self.items.split_last() else {
            return Ok(());
        };
        for (i, item) in rest.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{item}")?;
        }
        if !rest.is_empty() {
            let conjunction = if self.or {
                text!("list-or")
            } else {
                text!("list-and")
            };
            write!(f, " {conjunction} ")?;
        }
        write!(f, "{last}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Lang;
    use crate::render::Locale;

    fn and(items: &[&str]) -> String {
        Locale::of(Lang::En).scope(|| List::and(items).to_string())
    }

    #[test]
    fn names_are_joined_as_a_sentence_joins_them() {
        assert_eq!(and(&[]), "");
        assert_eq!(and(&["Ann"]), "Ann");
        assert_eq!(and(&["Ann", "Bob"]), "Ann and Bob");
        assert_eq!(and(&["Ann", "Bob", "Cy"]), "Ann, Bob and Cy");
    }

    #[test]
    fn bokmal_joins_with_og() {
        let joined = Locale::of(Lang::Nb).scope(|| List::and(&["Ann", "Bob", "Cy"]).to_string());
        assert_eq!(joined, "Ann, Bob og Cy");
        let joined = Locale::of(Lang::Nb).scope(|| List::or(&["Ann", "Bob"]).to_string());
        assert_eq!(joined, "Ann eller Bob");
    }

    #[test]
    fn a_choice_is_joined_with_or() {
        let joined = Locale::of(Lang::En).scope(|| List::or(&["Ann", "Bob", "Cy"]).to_string());
        assert_eq!(joined, "Ann, Bob or Cy");
    }
}
