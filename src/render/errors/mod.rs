//! The engine's and the outer layers' errors in the table's words: one file per
//! error type, each naming the fix.

pub(super) mod clock;
pub(super) mod config;
pub(super) mod dice;
pub(super) mod game;
pub(super) mod house_rule;
pub(super) mod odds;
pub(super) mod os;
pub(super) mod rule;
pub(super) mod store;
