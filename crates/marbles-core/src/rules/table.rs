//! A dense numbering of every multiset of up to six dice, the tables' index.

use crate::dice::{Counts, DICE_IN_GAME};

/// How many multisets of at most six dice there are, the empty one included.
pub(crate) const MULTISETS: usize = 924;

/// Dense numbering of every multiset of at most six dice (924 of them, the empty one
/// included), so per-multiset facts live in small vectors instead of hash maps.
#[derive(Debug)]
pub(crate) struct Table {
    /// Base-7 code of a multiset → its dense id (`u16::MAX` when over six dice).
    ids: [u16; CODES],
    /// Dense id → multiset, ordered by number of dice so sub-multisets come first (then
    /// by code).
    multisets: [Counts; MULTISETS],
}

const NONE: u16 = u16::MAX;
const CODES: usize = 7 * 7 * 7 * 7 * 7 * 7;

/// The one numbering, worked out when marbles is compiled: building it at run time
/// walked the 117,649 base-7 codes and sorted the 924 multisets, a fifteenth of a
/// `marbles score` run.
static TABLE: Table = Table::new();

/// The numbering every scorer shares.
pub(crate) fn table() -> &'static Table {
    &TABLE
}

impl Table {
    /// The numbering: the multisets of 0 dice, then of 1, and so on, each size in
    /// ascending code (face 6 the most significant digit).
    const fn new() -> Table {
        let mut table = Table {
            ids: [NONE; CODES],
            multisets: [Counts::EMPTY; MULTISETS],
        };
        let mut next = 0;
        let mut total = 0;
        while total <= DICE_IN_GAME {
            next = table.number(&mut [0; 6], 5, total, next);
            total += 1;
        }
        assert!(next == MULTISETS);
        table
    }

    /// Numbers from `next` on every multiset of `counts` above `face` with `left` more
    /// dice on faces `face` and below, in ascending code; returns the next free id.
    const fn number(
        &mut self,
        counts: &mut [u8; 6],
        face: usize,
        left: usize,
        next: usize,
    ) -> usize {
        if face == 0 {
            counts[0] = left as u8;
            let multiset = Counts::from_array(*counts);
            self.multisets[next] = multiset;
            self.ids[code(&multiset)] = next as u16;
            counts[0] = 0;
            return next + 1;
        }
        let mut next = next;
        let mut here = 0;
        while here <= left {
            counts[face] = here as u8;
            next = self.number(counts, face - 1, left - here, next);
            here += 1;
        }
        counts[face] = 0;
        next
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

const fn code(counts: &Counts) -> usize {
    let counts = counts.as_array();
    let mut code = 0;
    let mut face = counts.len();
    while face > 0 {
        face -= 1;
        code = code * 7 + counts[face] as usize;
    }
    code
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_924_multisets_of_up_to_six_dice() {
        // Counted apart from the table: every way to give six faces 0 to 6 dice each,
        // six dice at most (C(12, 6) = 924).
        let counted = (0..7usize.pow(6))
            .filter(|&code| {
                let mut rest = code;
                let mut dice = 0;
                for _ in 0..6 {
                    dice += rest % 7;
                    rest /= 7;
                }
                dice <= 6
            })
            .count();
        assert_eq!(counted, 924);
        assert_eq!(table().multisets().len(), counted);
    }

    #[test]
    fn ids_round_trip() {
        let table = table();
        for (id, counts) in table.multisets().iter().enumerate() {
            assert_eq!(table.id(counts), Some(id));
        }
        assert_eq!(table.id(&Counts::from_array([7, 0, 0, 0, 0, 0])), None);
        assert_eq!(table.id(&Counts::from_array([4, 3, 0, 0, 0, 0])), None);
    }

    /// The numbering as it was built at run time: every multiset found by walking the
    /// faces, sorted by size and code. The scorer's order of work and saved tables of
    /// chances depend on these ids.
    #[test]
    fn the_compiled_numbering_is_the_walked_one() {
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
        let mut walked = Vec::new();
        walk(0, DICE_IN_GAME, &mut [0; 6], &mut walked);
        walked.sort_by_key(|c| (c.total(), code(c)));
        assert_eq!(table().multisets(), &walked[..]);
        let mut ids = vec![NONE; CODES];
        for (id, counts) in walked.iter().enumerate() {
            ids[code(counts)] = id as u16;
        }
        assert!(table().ids[..] == ids[..]);
    }
}
