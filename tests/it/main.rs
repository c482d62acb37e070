//! The integration tests, as modules of one test binary: a clean build links the
//! crate once instead of once per file (the way cargo and rust-analyzer lay out theirs).
//! Each module runs the real `marbles` binary or the library as a user of it would.

mod browser;
mod cli_numbers;
mod cli_score;
mod closed_output;
mod common;
mod config;
mod export;
mod failed_save;
mod fuzz_input;
mod fuzz_saves;
mod fuzz_scripts;
mod help_text;
mod hostile_cli;
mod hostile_repl;
mod hostile_saves;
mod house_rules;
mod kill;
mod live;
mod local_time;
mod memory;
mod norsk;
mod norsk_guard;
mod odds;
mod odds_rules;
mod piped_refusals;
mod play;
mod play_house_rules;
mod play_shipped;
mod properties;
mod reload_rules;
mod saves;
mod scoring;
mod shelf;
mod state_folder;
mod table_talk;
mod table_width;
mod tidy_layers;
mod tidy_rules;
mod tidy_text;
mod turns;
mod typed_text;
mod win;
