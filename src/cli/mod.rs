//! The command line: argument parsing and the one-shot subcommands.

mod advise;
mod args;
mod error;
mod odds;
mod rules;
mod score;
mod simulate;

pub use args::{Cli, Command};
pub use error::CliError;
pub use simulate::{LoadRules, compare};

use std::io::Write;

use crate::rules::Scorer;

/// Runs a parsed command line, writing to `out`.
pub fn run(cli: Cli, out: &mut dyn Write) -> Result<(), CliError> {
    match cli.command {
        Command::Score(args) => score::run(args, out),
        Command::Rules(args) => rules::run(args, out),
        Command::Odds(args) => odds::run(args, &rules_in_play()?, out),
        Command::Advise(args) => advise::run(args, &rules_in_play()?, out),
        Command::Simulate(args) => simulate::run(args, &rules_in_play()?, out),
    }
}

/// The rules `odds`, `advise` and `simulate` play by: the one place where `--rules FILE`
/// plugs in.
fn rules_in_play() -> Result<Scorer, CliError> {
    Ok(Scorer::standard())
}
