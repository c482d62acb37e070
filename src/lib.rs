//! marbles: a score-keeper for the dice game Mississippi Marbles.
//!
//! The engine layers ([`dice`], [`rules`], [`game`]) do no I/O and print nothing; the
//! outer layers ([`render`], [`cli`]) render and persist.

pub mod cli;
pub mod dice;
pub mod game;
pub mod odds;
pub mod render;
pub mod rules;
