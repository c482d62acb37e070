//! Finding a name someone typed among the names there are: the one matcher behind
//! `first NAME`, `play --first`, `stats --player` and a house rule named on the command
//! line, so that each finds (or suggests) a name the same way.
//!
//! A name typed on a keyboard without its letters (`Ase` for `Åse`, `Soren` for
//! `Søren`, `Aeron` for `Æron`) is found when no other name reads the same that way;
//! a name that is only close (`Ane`, a prefix, a slip of a key or two) is suggested,
//! never taken.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

use super::name_key;

/// What a typed name is among a list of names (indices into the list).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameMatch {
    /// The name itself: as written, or the same name by `name_key` (case, spaces
    /// around it, composed or not).
    Same(usize),
    /// The one name that reads as typed once letters are folded to the plain ones a
    /// keyboard has (`fold_key`): `Ase` for `Åse`.
    Folded(usize),
    /// No name, but these are close (best first): several names that fold to what was
    /// typed (`Ase` with both `Åse` and `Äse` at the table), names it begins (`An` for
    /// `Ann`), or names a key or two from it.
    Close(Vec<usize>),
    /// Nothing like it.
    Unknown,
}

impl NameMatch {
    /// The name found, when one was ([`Same`](NameMatch::Same) or
    /// [`Folded`](NameMatch::Folded)).
    pub fn found(&self) -> Option<usize> {
        match self {
            NameMatch::Same(i) | NameMatch::Folded(i) => Some(*i),
            NameMatch::Close(_) | NameMatch::Unknown => None,
        }
    }

    /// Every name worth suggesting: the one found, or the close ones.
    pub fn suggestions(&self) -> Vec<usize> {
        match self {
            NameMatch::Same(i) | NameMatch::Folded(i) => vec![*i],
            NameMatch::Close(close) => close.clone(),
            NameMatch::Unknown => Vec::new(),
        }
    }
}

/// A name as a keyboard without its letters would type it: [`name_key`] (trimmed,
/// lower case), then decomposed with the accents dropped (`é` → `e`, `å` → `a`,
/// `ü` → `u`), and the letters that do not decompose written as they are spelled
/// without them (`ø` → `o`, `æ` → `ae`, `ß` → `ss`, `œ` → `oe`, `ł` → `l`, `đ`/`ð` →
/// `d`, `þ` → `th`).
pub(crate) fn fold_key(name: &str) -> String {
    let mut folded = String::new();
    for c in name_key(name).nfd().filter(|&c| !is_combining_mark(c)) {
        match c {
            'ø' => folded.push('o'),
            'æ' => folded.push_str("ae"),
            'ß' => folded.push_str("ss"),
            'œ' => folded.push_str("oe"),
            'ł' => folded.push('l'),
            'đ' | 'ð' => folded.push('d'),
            'þ' => folded.push_str("th"),
            'ı' => folded.push('i'),
            'ħ' => folded.push('h'),
            c => folded.push(c),
        }
    }
    folded
}

/// The most edits (a letter added, dropped, changed or two swapped) that still make a
/// name close.
const MAX_EDITS: usize = 2;

/// The fewest letters typed before a name they begin is suggested: one letter would
/// suggest half the table.
const MIN_PREFIX: usize = 2;

/// `typed` among `names`: the name itself, the one name that folds to it, the close
/// ones, or none. A name matching as written comes first (a save from before names
/// were one player's in every script may hold both `Åse` and `åse`).
pub fn match_name<S: AsRef<str>>(typed: &str, names: &[S]) -> NameMatch {
    let trimmed = typed.trim();
    if let Some(i) = names.iter().position(|n| n.as_ref() == trimmed) {
        return NameMatch::Same(i);
    }
    let key = name_key(typed);
    if let Some(i) = names.iter().position(|n| name_key(n.as_ref()) == key) {
        return NameMatch::Same(i);
    }
    let folded = fold_key(typed);
    if folded.is_empty() {
        return NameMatch::Unknown;
    }
    let keys: Vec<String> = names.iter().map(|n| fold_key(n.as_ref())).collect();
    let same: Vec<usize> = (0..keys.len()).filter(|&i| keys[i] == folded).collect();
    match same.as_slice() {
        [one] => return NameMatch::Folded(*one),
        [] => {}
        _ => return NameMatch::Close(same),
    }
    let typed_length = folded.chars().count();
    let mut close: Vec<(usize, usize)> = keys
        .iter()
        .enumerate()
        .filter_map(|(i, key)| {
            let length = key.chars().count();
            if typed_length >= MIN_PREFIX && key.starts_with(&folded) {
                return Some((0, i));
            }
            // Measuring a pasted paragraph against every name costs time for nothing:
            // a length this far off is more edits than allowed.
            if typed_length.abs_diff(length) > MAX_EDITS {
                return None;
            }
            let edits = strsim::damerau_levenshtein(&folded, key);
            // An edit in a three-letter name is a third of it: `Cy` is not `Ca`.
            (edits <= MAX_EDITS && edits * 3 <= typed_length.max(length)).then_some((edits, i))
        })
        .collect();
    close.sort();
    if close.is_empty() {
        NameMatch::Unknown
    } else {
        NameMatch::Close(close.into_iter().map(|(_, i)| i).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_a_keyboard_lacks_fold_to_the_ones_it_has() {
        assert_eq!(fold_key(" Åse "), "ase");
        assert_eq!(fold_key("Søren"), "soren");
        assert_eq!(fold_key("ÆRON"), "aeron");
        assert_eq!(fold_key("José"), "jose");
        assert_eq!(fold_key("Jose\u{301}"), "jose");
        assert_eq!(fold_key("Strauß"), "strauss");
        assert_eq!(fold_key("Łukasz"), "lukasz");
        assert_eq!(fold_key("Björk"), "bjork");
        // Scripts with no plain form are kept as they are.
        assert_eq!(fold_key("Ярослав"), "ярослав");
        assert_eq!(fold_key("陈"), "陈");
    }

    #[test]
    fn the_name_itself_comes_first_then_the_one_it_folds_to() {
        let names = ["Ann", "Åse", "Søren"];
        assert_eq!(match_name("Ann", &names), NameMatch::Same(0));
        assert_eq!(match_name(" ANN ", &names), NameMatch::Same(0));
        assert_eq!(match_name("åse", &names), NameMatch::Same(1));
        assert_eq!(match_name("Ase", &names), NameMatch::Folded(1));
        assert_eq!(match_name("soren", &names), NameMatch::Folded(2));
        assert_eq!(match_name("Ase", &names).found(), Some(1));
        // As written beats the same by key: an old save may hold `Åse` and `åse`.
        assert_eq!(match_name("åse", &["Åse", "åse"]), NameMatch::Same(1));
    }

    #[test]
    fn two_names_that_fold_alike_are_suggested_not_chosen() {
        let names = ["Åse", "Äse", "Bob"];
        assert_eq!(match_name("Ase", &names), NameMatch::Close(vec![0, 1]));
        assert_eq!(match_name("Ase", &names).found(), None);
        // Typed with its own letter, each is found.
        assert_eq!(match_name("äse", &names), NameMatch::Same(1));
    }

    #[test]
    fn a_name_begun_or_mistyped_is_suggested() {
        let names = ["Ann", "Anne", "Bob", "Cy"];
        assert_eq!(match_name("An", &names), NameMatch::Close(vec![0, 1]));
        assert_eq!(match_name("Bbo", &names), NameMatch::Close(vec![2]));
        assert_eq!(match_name("Annie", &names), NameMatch::Close(vec![1]));
        assert_eq!(match_name("Ca", &names), NameMatch::Unknown);
        assert_eq!(match_name("A", &names), NameMatch::Unknown);
        assert_eq!(match_name("", &names), NameMatch::Unknown);
        assert_eq!(match_name(&"x".repeat(100_000), &names), NameMatch::Unknown);
        let rules = ["six_of_a_kind_5000", "three_pairs", "norwegian"];
        assert_eq!(
            match_name("six_of_a_kind", &rules),
            NameMatch::Close(vec![0])
        );
        assert_eq!(match_name("norwgian", &rules), NameMatch::Close(vec![2]));
        assert_eq!(match_name("Norwegian", &rules).suggestions(), [2]);
    }
}
