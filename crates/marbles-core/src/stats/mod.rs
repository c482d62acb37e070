//! What a table's games say when read together: per-player records, head-to-head
//! records, how often each player busts against the exact chance of it, and whether the
//! dice themselves are fair.
//!
//! Pure and I/O-free, like the engine it reads: a game is replayed once into
//! [`GameFacts`] (the store keeps these in its index, so thousands of saves need not be
//! replayed again), and [`Stats::over`] adds up the facts of the games a [`Filter`]
//! chooses. Nothing here words anything: the text layer does.
//!
//! Players are the same person across games when their names match, trimmed and
//! without regard to case (`Ann`, ` ann ` and `ANN` are one player; see [`player_key`]).

mod bust_chances;
mod dice_test;
mod filter;
mod game_facts;
mod names;
mod totals;

pub use bust_chances::BustChances;
#[cfg(test)]
pub(crate) use dice_test::SOME_REASON_BELOW;
#[cfg(test)]
pub(crate) use dice_test::STRONG_REASON_BELOW;
pub use dice_test::Verdict;
#[cfg(test)]
pub(crate) use dice_test::dice_needed;
pub use dice_test::faces_typed;
#[cfg(test)]
pub(crate) use dice_test::holm;
pub use dice_test::{DiceTest, MIN_DICE};
pub use filter::{Filter, RuleChoice, rule_key};
#[cfg(test)]
pub(crate) use game_facts::SeatFacts;
pub use game_facts::{GameFacts, SeatReview};
pub use names::player_key;
pub use totals::Stats;

#[cfg(test)]
mod tests;
