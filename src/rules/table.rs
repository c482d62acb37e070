//! A dense numbering of every multiset of up to six dice, the tables' index.

use std::sync::LazyLock;

use crate::dice::{Counts, DICE_IN_GAME};

/// Dense numbering of every multiset of at most six dice (924 of them, the empty one
/// included), so per-multiset facts live in small vectors instead of hash maps.
#[derive(Debug, Clone)]
pub(crate) struct Table {
    /// Base-7 code of a multiset → its dense id (`u16::MAX` when over six dice).
    ids: Vec<u16>,
    /// Dense id → multiset, ordered by number of dice so sub-multisets come first.
    multisets: Vec<Counts>,
}

const NONE: u16 = u16::MAX;
const CODES: usize = 7 * 7 * 7 * 7 * 7 * 7;

/// The one numbering, built on first use and shared by every scorer: each scorer built
/// its own (a tenth of a `marbles score` run, most of it walking the 117,649 base-7
/// codes to find the 924 that are multisets).
pub(crate) fn table() -> &'static Table {
    static TABLE: LazyLock<Table> = LazyLock::new(Table::new);
    &TABLE
}

impl Table {
    fn new() -> Table {
        let mut multisets = Vec::with_capacity(924);
        walk(0, DICE_IN_GAME, &mut [0; 6], &mut multisets);
        multisets.sort_by_key(|c| (c.total(), code(c)));
        let mut ids = vec![NONE; CODES];
        for (id, counts) in multisets.iter().enumerate() {
            ids[code(counts)] = id as u16;
        }
        Table { ids, multisets }
    }

    /// The dense id of a multiset, or `None` past six dice.
    pub(crate) fn id(&self, counts: &Counts) -> Option<usize> {
        if counts.as_array().iter().any(|&c| c > 6) {
            return None;
        }
        match self.ids[code(counts)] {
            NONE => None,
            id => Some(id as usize),
        }
    }

    pub(crate) fn multisets(&self) -> &[Counts] {
        &self.multisets
    }
}

fn code(counts: &Counts) -> usize {
    counts
        .as_array()
        .iter()
        .rev()
        .fold(0, |acc, &c| acc * 7 + c as usize)
}

/// Every multiset of at most `left` more dice from face `face` on.
fn walk(face: usize, left: usize, counts: &mut [u8; 6], out: &mut Vec<Counts>) {
    if face == counts.len() {
        out.push(Counts::from_array(*counts));
        return;
    }
    for c in 0..=left {
        counts[face] = c as u8;
        walk(face + 1, left - c, counts, out);
    }
    counts[face] = 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_924_multisets_of_up_to_six_dice() {
        assert_eq!(Table::new().multisets().len(), 924);
    }

    #[test]
    fn ids_round_trip() {
        let table = Table::new();
        for (id, counts) in table.multisets().iter().enumerate() {
            assert_eq!(table.id(counts), Some(id));
        }
        assert_eq!(table.id(&Counts::from_array([7, 0, 0, 0, 0, 0])), None);
        assert_eq!(table.id(&Counts::from_array([4, 3, 0, 0, 0, 0])), None);
    }
}
