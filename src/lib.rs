//! marbles: a score-keeper for the dice game Mississippi Marbles.
//!
//! The engine layers ([`dice`], [`rules`], [`game`]) do no I/O and print nothing; the
//! outer layers ([`render`], [`store`], [`export`], [`cli`]) render and persist.

pub mod cli;
pub mod clock;
pub mod config;
pub mod dice;
pub mod export;
pub mod game;
pub mod house_rules;
pub mod odds;
pub mod render;
pub mod repl;
pub mod rules;
pub mod stats;
pub mod store;

#[cfg(test)]
mod scripted;
