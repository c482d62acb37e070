//! Lists worded as a sentence has them: `Ann`, `Ann and Bob`, `Ann, Bob and Cy`.
//!
//! The one place names are joined for people to read. The conjunction is a field, so
//! a second language brings its own word for "and".

use std::fmt;

/// Items joined with commas and a conjunction before the last.
#[derive(Debug, Clone, Copy)]
pub struct List<'a, T> {
    items: &'a [T],
    conjunction: &'static str,
}

impl<'a, T: fmt::Display> List<'a, T> {
    /// `Ann, Bob and Cy`.
    pub fn and(items: &'a [T]) -> List<'a, T> {
        List {
            items,
            conjunction: "and",
        }
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
            write!(f, " {} ", self.conjunction)?;
        }
        write!(f, "{last}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn and(items: &[&str]) -> String {
        List::and(items).to_string()
    }

    #[test]
    fn names_are_joined_as_a_sentence_joins_them() {
        assert_eq!(and(&[]), "");
        assert_eq!(and(&["Ann"]), "Ann");
        assert_eq!(and(&["Ann", "Bob"]), "Ann and Bob");
        assert_eq!(and(&["Ann", "Bob", "Cy"]), "Ann, Bob and Cy");
    }
}
