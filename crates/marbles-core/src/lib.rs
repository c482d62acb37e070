//! The engine of marbles, a score-keeper for the dice game Mississippi Marbles.
//!
//! Five modules, each a small façade over private files:
//!
//! - [`dice`]: the faces players type ([`dice::Faces`]) and their counts.
//! - [`rules`]: the rule set as data ([`rules::RuleSet`]) compiled into a
//!   [`rules::Scorer`] that judges a throw and scores a keep.
//! - [`game`]: the game as a fold of [`game::Action`]s: [`game::Game`] applies, undoes
//!   and redoes them, [`game::State`] is what they add up to, [`game::Event`]s say
//!   what happened and [`game::GameError`] why an action was refused.
//! - [`odds`]: exact chances and best play, from one throw to the whole race
//!   ([`odds::win`] solves the two-player game to win).
//! - [`stats`]: what many replayed games say together.
//!
//! Nothing here does I/O or writes prose: the world (files, clock, randomness) comes in
//! as arguments, and every error and event is data for the outer layers to word.

pub mod dice;
pub mod game;
pub mod odds;
pub mod rules;
pub mod stats;
