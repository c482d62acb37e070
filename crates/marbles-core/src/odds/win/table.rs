use std::sync::OnceLock;

use super::fingerprint::Fingerprint;
use super::{Grid, Standing, WinModel};
use crate::odds::{OddsError, TableFault};
use crate::rules::Points;

/// The table's file format: bump on any change to the layout or to what it means.
pub(crate) const FORMAT_VERSION: u32 = 1;

const MAGIC: &[u8; 8] = b"MMWINTAB";
const HEADER: usize = 56;
/// Chances are stored as fractions of this, so a table is exact to 1.2e-10.
const SCALE: f64 = u32::MAX as f64;

/// The standard rules' table, solved by `examples/win_table.rs` (see the module docs).
static STANDARD: &[u8] = include_bytes!("standard.bin");

/// The chance that the player to throw wins, for every turn-start standing of a
/// two-player game under one rule set, both players playing to win.
///
/// Solve one with [`solve`](super::solve), keep it as bytes with [`WinTable::to_bytes`]
/// and read it back with [`WinTable::from_bytes`]; the standard rules' table ships in
/// the binary ([`WinTable::standard`]).
#[derive(Debug, Clone, PartialEq)]
pub struct WinTable {
    fingerprint: u64,
    pub(crate) grid: Grid,
    /// `thrower * seats + other`.
    pub(crate) chances: Vec<f64>,
}

impl WinTable {
    pub(crate) fn from_chances(fingerprint: u64, grid: Grid, chances: Vec<f64>) -> WinTable {
        WinTable {
            fingerprint,
            grid,
            chances,
        }
    }

    /// The table shipped for the standard rules, read once.
    pub fn standard() -> Result<&'static WinTable, OddsError> {
        static TABLE: OnceLock<Result<WinTable, OddsError>> = OnceLock::new();
        TABLE
            .get_or_init(|| WinTable::from_bytes(STANDARD))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The table of a model's rules when it ships with the binary (the standard rules).
    pub fn shipped(model: &WinModel) -> Option<&'static WinTable> {
        WinTable::standard()
            .ok()
            .filter(|table| table.fingerprint == model.fingerprint())
    }

    /// The chance that the player to throw wins from a turn-start standing (the other
    /// player's is one minus it).
    pub fn chance(&self, standing: &Standing) -> Result<f64, OddsError> {
        let i = self.grid.index(standing.thrower)?;
        let j = self.grid.index(standing.other)?;
        Ok(self.at(i, j))
    }

    /// By seat numbers: the simulator's and the sweeps' hot path.
    pub(crate) fn at(&self, thrower: usize, other: usize) -> f64 {
        self.chances[thrower * self.grid.seats + other]
    }

    /// This table's chances read onto another grid of seats: each seat takes the
    /// chances of the seat here at the same share of the way to the winning score
    /// (nearest on this grid), closed with closed. A starting point for a solve of
    /// rules like these ([`solve_table`](super::solve_table)).
    pub(crate) fn read_onto(&self, grid: &Grid) -> Vec<f64> {
        let here = &self.grid;
        let seat_here = |seat: usize| -> usize {
            if seat == 0 || here.seats < 2 {
                return 0;
            }
            let share = (grid.total_in_steps(seat) as f64 * grid.step as f64) / grid.win_at as f64;
            let steps = (share * here.win_at as f64 / here.step as f64).round();
            let steps = if steps.is_finite() && steps > 0.0 {
                steps as usize
            } else {
                0
            };
            (1 + steps.saturating_sub(here.first_open)).clamp(1, here.seats - 1)
        };
        let seats: Vec<usize> = (0..grid.seats).map(seat_here).collect();
        seats
            .iter()
            .flat_map(|&i| seats.iter().map(move |&j| self.at(i, j)))
            .collect()
    }

    /// The fingerprint of the rules the table was solved for
    /// ([`WinModel::fingerprint`]).
    pub fn fingerprint(&self) -> u64 {
        self.fingerprint
    }

    /// Refuses a table solved for other rules than the model's.
    pub fn check(&self, model: &WinModel) -> Result<(), OddsError> {
        // The bytes keep the grid of seats (step, opening and winning scores); the least
        // bank, which moves no seat, is in the fingerprint.
        let seats_of = |grid: Grid| Grid {
            min_bank: 0,
            ..grid
        };
        if self.fingerprint != model.fingerprint() || seats_of(self.grid) != seats_of(model.grid) {
            return Err(OddsError::WinTableRules {
                table: self.fingerprint,
                rules: model.fingerprint(),
            });
        }
        Ok(())
    }

    /// Turn-start standings in the table.
    pub(crate) fn standings(&self) -> usize {
        self.chances.len()
    }

    /// The table as bytes, to keep in a file or a cache: a 56-byte header (magic,
    /// format version, seats, fingerprint, step, opening and winning scores, checksum)
    /// then one little-endian `u32` per standing, the chance in units of 1/(2³² − 1).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut values = Vec::with_capacity(self.chances.len() * 4);
        for &chance in &self.chances {
            let fixed = (chance.clamp(0.0, 1.0) * SCALE).round() as u32;
            values.extend_from_slice(&fixed.to_le_bytes());
        }
        let mut bytes = Vec::with_capacity(HEADER + values.len());
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        bytes.extend_from_slice(&(self.grid.seats as u32).to_le_bytes());
        bytes.extend_from_slice(&self.fingerprint.to_le_bytes());
        for value in [self.grid.step, self.grid.open_at, self.grid.win_at] {
            bytes.extend_from_slice(&value.to_le_bytes());
        }
        bytes.extend_from_slice(&checksum(&values).to_le_bytes());
        bytes.extend_from_slice(&values);
        bytes
    }

    /// Reads a table written by [`WinTable::to_bytes`], refusing anything damaged or
    /// of another format version. Check it against the rules with [`WinTable::check`].
    pub fn from_bytes(bytes: &[u8]) -> Result<WinTable, OddsError> {
        let bad = |reason: TableFault| OddsError::WinTableBytes { reason };
        if bytes.len() < HEADER || &bytes[..8] != MAGIC {
            return Err(bad(TableFault::NotATable));
        }
        let word = |at: usize| -> u32 {
            let mut b = [0; 4];
            b.copy_from_slice(&bytes[at..at + 4]);
            u32::from_le_bytes(b)
        };
        let long = |at: usize| -> u64 {
            let mut b = [0; 8];
            b.copy_from_slice(&bytes[at..at + 8]);
            u64::from_le_bytes(b)
        };
        let version = word(8);
        if version != FORMAT_VERSION {
            return Err(bad(TableFault::Version {
                found: version,
                reads: FORMAT_VERSION,
            }));
        }
        let seats = word(12) as usize;
        let fingerprint = long(16);
        let [step, open_at, win_at] = [24, 32, 40].map(|at| long(at) as Points);
        let values = &bytes[HEADER..];
        if seats.checked_mul(seats).and_then(|n| n.checked_mul(4)) != Some(values.len()) {
            return Err(bad(TableFault::Length));
        }
        if checksum(values) != long(48) {
            return Err(bad(TableFault::Checksum));
        }
        if step < 1 {
            return Err(bad(TableFault::Step));
        }
        let grid = Grid::new(step, open_at, win_at);
        if grid.seats != seats {
            return Err(bad(TableFault::Size));
        }
        let chances = values
            .chunks_exact(4)
            .map(|c| f64::from(u32::from_le_bytes([c[0], c[1], c[2], c[3]])) / SCALE)
            .collect();
        Ok(WinTable {
            fingerprint,
            grid,
            chances,
        })
    }
}

fn checksum(values: &[u8]) -> u64 {
    let mut print = Fingerprint::new(b"win table values");
    print.add_bytes(values);
    print.finish()
}
