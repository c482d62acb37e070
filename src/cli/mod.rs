//! The command line: argument parsing and the one-shot subcommands.

mod args;
mod error;
mod rules;
mod score;

pub use args::{Cli, Command, RulesAction};
pub use error::CliError;

use std::io::Write;

/// Runs a parsed command line, writing to `out`.
pub fn run(cli: Cli, out: &mut dyn Write) -> Result<(), CliError> {
    match cli.command {
        Command::Score(args) => score::run(args, out),
        Command::Rules(args) => rules::run(args, out),
    }
}
