//! The command line: argument parsing and the one-shot subcommands.

mod advise;
mod args;
mod error;
mod export;
mod odds;
mod play;
mod rules;
mod score;
mod simulate;

pub use args::{Cli, Command, ExportArgs, PlayArgs, ResumeArgs, RulesAction};
pub use error::CliError;
pub use simulate::{LoadRules, compare};

use std::io::Write;

use crate::rules::Scorer;

/// Runs a parsed command line, writing to `out`.
pub fn run(cli: Cli, out: &mut dyn Write) -> Result<(), CliError> {
    match cli.command {
        Command::Score(args) => score::run(args, out),
        Command::Rules(args) => rules::run(args, out),
        Command::Export(args) => export::run(args, out),
        Command::Play(args) => play::play(args),
        Command::Resume(args) => play::resume(args),
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

/// The dice of one throw from command-line words, refused with a caret under the fault.
fn throw_from_args(words: &[String]) -> Result<crate::dice::Faces, CliError> {
    let input = words.join(" ");
    crate::dice::Faces::parse_any_throw(&input).map_err(|source| CliError::Dice { input, source })
}
