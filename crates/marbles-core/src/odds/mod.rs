//! Exact odds, the best play of a turn, and whole games played by computer players.
//!
//! Everything is built on a [`Scorer`](crate::rules::Scorer), so house rules change the
//! answers with no further code: a [`ThrowChart`] enumerates every throw of one to six
//! dice once, [`ThrowOdds`] reads exact chances off it, a [`Policy`] solves the turn by
//! backward induction, and [`simulate`] plays games on it. [`win`] works out who is going to
//! win: exact two-player chances when both play to win, estimates for more players.
//! No I/O happens here.

mod advice;
mod banking;
mod chance;
mod chart;
mod error;
mod interval;
mod outlook;
mod policy;
pub mod review;
mod simulation;
mod situation;
mod story;
mod strategy;
mod summary;
mod table_games;
mod throw_odds;
mod turn_sim;
mod turn_values;
pub mod win;

pub use advice::{Advice, KeepAdvice, Verdict};
pub use chance::Chance;
pub use chart::ThrowChart;
pub use error::{OddsError, TableFault};
pub(crate) use interval::{Z_95, Z_99, share_and_half_width};
pub use outlook::{Choice, Outlook};
pub use policy::Policy;
pub(crate) use simulation::SeatTally;
pub use simulation::{MAX_ROUNDS, STALL_ROUNDS, Setup, Stop, Stops, Tally, simulate};
pub use situation::Situation;
pub use story::{Story, seats_now, story};
pub use strategy::Strategy;
pub use summary::Summary;
pub(crate) use table_games::HeuristicUse;
#[doc(hidden)]
pub use table_games::games_one_by_one;
pub use table_games::{Heuristic, heuristics, lean_plays, simulate_at_table};
pub use throw_odds::ThrowOdds;
pub(crate) use turn_sim::TurnEnd;
pub use turn_sim::{play_turn, play_turn_against};
pub(crate) use turn_values::TurnValues;

#[cfg(test)]
mod tests;
