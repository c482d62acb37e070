//! The command line: argument parsing and the one-shot subcommands.

mod args;
mod error;
mod export;
mod play;
mod rules;
mod score;

pub use args::{Cli, Command, ExportArgs, PlayArgs, ResumeArgs, RulesAction};
pub use error::CliError;

use std::io::Write;

/// Runs a parsed command line, writing to `out`.
pub fn run(cli: Cli, out: &mut dyn Write) -> Result<(), CliError> {
    match cli.command {
        Command::Score(args) => score::run(args, out),
        Command::Rules(args) => rules::run(args, out),
        Command::Export(args) => export::run(args, out),
        Command::Play(args) => play::play(args),
        Command::Resume(args) => play::resume(args),
    }
}
