//! Who is going to win: exact two-player win chances when both play to win, the play
//! itself, and estimates by simulation for more players.
//!
//! The two-player race is a Markov decision process. A turn starts from a [`Standing`]
//! (each player's total and whether they have opened, and whose turn it is); within the
//! turn a state is (turn points, dice in hand) as in the points policy. Banking moves to
//! the other player's turn with a higher total (or wins at once at the winning score), a
//! bust hands the same standing to the other player, a Flood sends the thrower back to 0
//! and closed. [`solve`] finds every standing's chance by value iteration (see its docs
//! for how and how we know it converged), [`WinTurn`] solves one standing's turn from
//! the table for questions asked mid-turn (bank or throw on, and with [`WinAdvice`]
//! which keep), `WinPlay` lets the simulator play to win
//! ([`Strategy::Win`](crate::odds::Strategy::Win)), and [`estimate`] handles three or
//! more players by simulation. [`chances`] picks between them for any table, and
//! [`Forecast`] keeps them per standing for a game in play, where three or more
//! players' chances are worked out exactly with everyone playing for points (race.rs).
//!
//! [`WinModel`] says which rules fit the model. Nothing here does I/O: tables go in and
//! out as bytes ([`WinTable::to_bytes`], [`WinTable::from_bytes`]), keyed by
//! [`WinModel::fingerprint`] for a cache.
//!
//! # The shipped table
//!
//! `standard.bin` beside this file holds the standard rules' table (42,849 standings,
//! about 168 KiB), compiled into the binary so a fresh install answers at once, and
//! `standard_slopes.bin` the slopes of its turns (84 KiB), from which a solve of house
//! rules takes its first steps. A test fails when the standard rules change without
//! them. Regenerate both with
//!
//! ```text
//! cargo run --release --example win_table -- crates/marbles-core/src/odds/win/standard.bin
//! ```
//!
//! which solves from scratch and prints the state counts, sweeps, residual and time.

mod advice;
mod chances;
mod estimate;
mod fingerprint;
mod grid;
mod model;
mod play;
mod race;
mod seat;
mod solve;
mod sweep;
mod table;
mod turn;

pub use advice::{WinAdvice, WinKeep};
pub use chances::{Chances, Forecast, Method, chances, table_seats, turn_chances};
pub use estimate::{CONFIDENCE, SeatChance, estimate};
pub use model::WinModel;
pub(crate) use play::WinPlay;
pub use seat::{Seat, Standing};
pub use solve::Progress;
pub use solve::SWEEP_TOLERANCE;
pub use solve::{Stage, solve, solve_table};
pub use table::WinTable;
pub use turn::{WinOutlook, WinTurn};

pub(crate) use grid::Grid;
pub(crate) use play::CompactTurn;

#[cfg(test)]
mod tests;
