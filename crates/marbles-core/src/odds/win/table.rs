use std::borrow::Cow;
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
/// The slopes of its turns, from the same solve ([`WinTable::slopes_to_bytes`]).
static STANDARD_SLOPES: &[u8] = include_bytes!("standard_slopes.bin");

const SLOPES_MAGIC: &[u8; 8] = b"MMSLOPES";
const SLOPES_HEADER: usize = 32;
/// Slopes are stored as fractions of this: a Newton step only needs them roughly.
const SLOPES_SCALE: f64 = u16::MAX as f64;

/// The chance that the player to throw wins, for every turn-start standing of a
/// two-player game under one rule set, both players playing to win.
///
/// Solve one with [`solve`](super::solve), keep it as bytes with [`WinTable::to_bytes`]
/// and read it back with [`WinTable::from_bytes`]; the standard rules' table ships in
/// the binary ([`WinTable::standard`]).
#[derive(Debug, Clone)]
pub struct WinTable {
    fingerprint: u64,
    pub(crate) grid: Grid,
    /// `thrower * seats + other`.
    pub(crate) chances: Vec<f64>,
    /// Where known (a table solved in this process, or the shipped one), per standing
    /// as `chances`: the slope of its turn's chance in the chance after a bust, which
    /// is the chance that the turn, played to win, ends in one. A solve started from
    /// this table takes its first Newton steps with them ([`solve_table`]) instead of
    /// sweeping every turn for its slope first, a third of the work. Not part of the
    /// table's bytes, nor of its equality: a hint for the solver, not a chance.
    ///
    /// [`solve_table`]: super::solve_table
    slopes: Slopes,
}

/// Where a table's turn slopes come from, if anywhere (see [`WinTable::slopes_onto`]).
#[derive(Debug, Clone)]
enum Slopes {
    /// Not known: a table read from bytes.
    Unknown,
    /// Kept from the solve that made the table.
    Solved(Vec<f64>),
    /// The shipped table's, as the binary holds them: read only when a solve starts
    /// from it, not by every run that reads the table's chances.
    Shipped(&'static [u8]),
}

impl PartialEq for WinTable {
    fn eq(&self, other: &WinTable) -> bool {
        (self.fingerprint, self.grid, &self.chances)
            == (other.fingerprint, other.grid, &other.chances)
    }
}

impl WinTable {
    pub(crate) fn solved(
        fingerprint: u64,
        grid: Grid,
        chances: Vec<f64>,
        slopes: Vec<f64>,
    ) -> WinTable {
        WinTable {
            fingerprint,
            grid,
            chances,
            slopes: Slopes::Solved(slopes),
        }
    }

    /// The table shipped for the standard rules, read once (its turns' slopes are read
    /// when a solve asks for them).
    pub fn standard() -> Result<&'static WinTable, OddsError> {
        static TABLE: OnceLock<Result<WinTable, OddsError>> = OnceLock::new();
        TABLE
            .get_or_init(|| {
                let mut table = WinTable::from_bytes(STANDARD)?;
                table.slopes = Slopes::Shipped(STANDARD_SLOPES);
                Ok(table)
            })
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
        self.onto(grid, &self.chances)
    }

    /// The turns' slopes, where known, read onto another grid as [`WinTable::read_onto`]
    /// reads the chances: a start for the first sweep's Newton steps.
    pub(crate) fn slopes_onto(&self, grid: &Grid) -> Option<Vec<f64>> {
        self.slopes().map(|slopes| self.onto(grid, &slopes))
    }

    /// The turns' slopes, where known.
    fn slopes(&self) -> Option<Cow<'_, [f64]>> {
        match &self.slopes {
            Slopes::Unknown => None,
            Slopes::Solved(slopes) => Some(Cow::Borrowed(slopes)),
            Slopes::Shipped(bytes) => self.slopes_from_bytes(bytes).map(Cow::Owned),
        }
    }

    /// Per-standing `values` of this table's grid read onto `grid`.
    fn onto(&self, grid: &Grid, values: &[f64]) -> Vec<f64> {
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
        let width = here.seats;
        seats
            .iter()
            .flat_map(|&i| seats.iter().map(move |&j| values[i * width + j]))
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
            slopes: Slopes::Unknown,
        })
    }

    /// The slopes of the table's turns as bytes, where known (see the field): a 32-byte
    /// header (magic, format version, seats, the table's fingerprint, checksum) then
    /// one little-endian `u16` per standing, the slope in units of 1/(2¹⁶ − 1).
    pub fn slopes_to_bytes(&self) -> Option<Vec<u8>> {
        let slopes = self.slopes()?;
        let values: Vec<u8> = slopes
            .iter()
            .flat_map(|&slope| {
                let slope = if slope.is_finite() {
                    slope.clamp(0.0, 1.0)
                } else {
                    0.0
                };
                ((slope * SLOPES_SCALE).round() as u16).to_le_bytes()
            })
            .collect();
        let mut bytes = Vec::with_capacity(SLOPES_HEADER + values.len());
        bytes.extend_from_slice(SLOPES_MAGIC);
        bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        bytes.extend_from_slice(&(self.grid.seats as u32).to_le_bytes());
        bytes.extend_from_slice(&self.fingerprint.to_le_bytes());
        bytes.extend_from_slice(&checksum(&values).to_le_bytes());
        bytes.extend_from_slice(&values);
        Some(bytes)
    }

    /// This table's slopes from [`WinTable::slopes_to_bytes`]; none where the bytes are
    /// damaged or belong to another table (a solve then sweeps for slopes, as always).
    pub(crate) fn slopes_from_bytes(&self, bytes: &[u8]) -> Option<Vec<f64>> {
        let header = bytes.get(..SLOPES_HEADER)?;
        let values = &bytes[SLOPES_HEADER..];
        let ours = [
            &SLOPES_MAGIC[..],
            &FORMAT_VERSION.to_le_bytes(),
            &(self.grid.seats as u32).to_le_bytes(),
            &self.fingerprint.to_le_bytes(),
            &checksum(values).to_le_bytes(),
        ]
        .concat();
        (header == ours && values.len() == self.chances.len() * 2).then(|| {
            values
                .chunks_exact(2)
                .map(|c| f64::from(u16::from_le_bytes([c[0], c[1]])) / SLOPES_SCALE)
                .collect()
        })
    }
}

fn checksum(values: &[u8]) -> u64 {
    let mut print = Fingerprint::new(b"win table values");
    print.add_bytes(values);
    print.finish()
}
