//! marbles: a score-keeper for the dice game Mississippi Marbles.
//!
//! The engine ([`dice`], [`rules`], [`game`], [`odds`]) does no I/O and writes no
//! prose; [`stats`] adds up what replayed games say, just as pure. Around it,
//! [`house_rules`] compiles Lua scripts into the rules in play, [`render`] words
//! everything people read, [`export`] lays a finished game out as files to share,
//! [`store`] keeps saves and all that marbles remembers on disk, [`config`] reads the
//! settings file, [`clock`] is the one reader of the time, [`read_now`] the one bounded
//! reader of a file someone named, [`repl`] and [`cli`] are the front ends, and
//! [`serve`] shows the pad live on phones. ARCHITECTURE.md maps them, gives the table
//! of which may import which, and states the invariants tests/it/tidy_layers.rs checks.

use marbles_core::{dice, game, odds, rules, stats};

pub mod cli;
pub mod clock;
pub mod config;
pub mod export;
pub mod house_rules;
pub mod json;
pub mod read_now;
pub mod render;
pub mod repl;
pub mod serve;
pub mod store;
