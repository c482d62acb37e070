use std::sync::OnceLock;

use super::sweep::{Ends, Scratch, sweep};
use super::{Seat, WinModel, WinTable};
use crate::dice::DICE_IN_GAME;
use crate::odds::OddsError;
use crate::odds::win::solve::fill_banks;

/// The win-maximising play for the simulator: each standing's turn solved on first use
/// and kept in a compact form (a 4-byte chance per state and a bank bit), so a simulation
/// that has met a standing before plays its turns with table lookups only.
///
/// Shared across threads like [`Policy`](crate::odds::Policy). Every standing of the
/// standard game together takes about 110 MB; a simulation meets far fewer.
#[derive(Debug)]
pub struct WinPlay {
    model: WinModel,
    table: WinTable,
    turns: Vec<OnceLock<CompactTurn>>,
}

/// One standing's turn as the simulator reads it.
#[derive(Debug)]
pub(crate) struct CompactTurn {
    cap: usize,
    /// Per `level * 6 + dice - 1` below the cap: the chance to win, playing on at best.
    value: Box<[f32]>,
    /// Per level below the cap: bit `dice - 1` set where the turn banks.
    banks: Box<[u8]>,
}

impl WinPlay {
    /// The play of a model's rules from their solved table.
    pub(crate) fn new(model: WinModel, table: WinTable) -> Result<WinPlay, OddsError> {
        table.check(&model)?;
        let standings = table.standings();
        Ok(WinPlay {
            model,
            table,
            turns: (0..standings).map(|_| OnceLock::new()).collect(),
        })
    }

    /// The table the play reads.
    pub fn table(&self) -> &WinTable {
        &self.table
    }

    /// The rules' model.
    pub fn model(&self) -> &WinModel {
        &self.model
    }

    /// The seat number of a player, when a game under these rules reaches them.
    pub(crate) fn index(&self, seat: Seat) -> Option<usize> {
        self.model.grid.index(seat).ok()
    }

    /// The turn of (thrower, other), solved on first use.
    pub(crate) fn turn(&self, thrower: usize, other: usize) -> &CompactTurn {
        let grid = &self.model.grid;
        self.turns[thrower * grid.seats + other].get_or_init(|| {
            let mut bank = Vec::new();
            fill_banks(grid, &self.table.chances, thrower, other, &mut bank);
            let ends = Ends {
                cap: grid.cap(thrower),
                bank: &bank,
                bust: 1.0 - self.table.at(other, thrower),
                flood: 1.0 - self.table.at(other, 0),
                closed: thrower == 0,
            };
            let mut scratch = Scratch::default();
            sweep::<true>(&self.model.plan, &ends, &mut scratch);
            let solved = ends.cap * DICE_IN_GAME;
            let banks = (0..ends.cap)
                .map(|level| {
                    (0..DICE_IN_GAME).fold(0u8, |bits, d| {
                        let slot = level * DICE_IN_GAME + d;
                        if bank[level] >= scratch.throw[slot] {
                            bits | 1 << d
                        } else {
                            bits
                        }
                    })
                })
                .collect();
            CompactTurn {
                cap: ends.cap,
                value: scratch.value[..solved].iter().map(|&v| v as f32).collect(),
                banks,
            }
        })
    }
}

impl CompactTurn {
    /// The chance to win at (level, dice): a sure win from the cap on.
    pub(crate) fn value(&self, level: usize, dice: usize) -> f32 {
        if level >= self.cap {
            1.0
        } else {
            self.value[level * DICE_IN_GAME + dice - 1]
        }
    }

    /// Whether the turn banks at (level, dice).
    pub(crate) fn banks(&self, level: usize, dice: usize) -> bool {
        level >= self.cap || self.banks[level] & (1 << (dice - 1)) != 0
    }
}
