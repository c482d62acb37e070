//! The game as RULES.md states it, played through the real binary: turns, scoring, a
//! turn tallied without its dice, correcting the past, whole games and the shipped
//! variants.

mod amend;
mod play;
mod scoring;
mod shipped;
mod tally;
mod turns;
