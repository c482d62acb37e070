//! The integration tests, as modules of one test binary: a clean build links the
//! crate once instead of once per file (the way cargo and rust-analyzer lay out theirs).
//! Each module runs the real `marbles` binary or the library as a user of it would.

mod browser;
mod cli_numbers;
mod cli_score;
mod common;
mod disk;
mod fuzz;
mod game;
mod help_text;
mod hostile;
mod house_rules;
mod install;
mod live;
mod norsk;
mod notices;
mod odds;
mod properties;
mod review;
mod shelf;
mod table;
mod tidy;
mod win;
