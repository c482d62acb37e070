//! The command line: argument parsing and the one-shot subcommands.

mod advise;
mod args;
mod completions;
mod error;
mod export;
mod man;
mod memory;
mod odds;
mod play;
mod rules;
mod score;
mod simulate;
mod win;
mod win_table;

pub use args::{
    Cli, Command, ExportArgs, HistoryArgs, PlayArgs, ResumeArgs, RulesAction, StatsArgs,
};
pub use error::CliError;
use simulate::compare;

use std::io::Write;
use std::path::PathBuf;

use crate::config::NumberStyle;
use crate::house_rules;

/// Runs a parsed command line, writing to `out`.
pub fn run(cli: Cli, out: &mut dyn Write) -> Result<(), CliError> {
    match cli.command {
        Command::Score(args) => score::run(args, out),
        Command::Rules(args) => rules::run(args, out),
        Command::Export(args) => export::run(args, out),
        Command::Play(args) => play::play(args),
        Command::Resume(args) => play::resume(args),
        Command::History(args) => memory::history(args, NumberStyle::default(), out),
        Command::Stats(args) => memory::stats(args, NumberStyle::default(), out),
        Command::Odds(args) => {
            let rules = house_rules::load(&args.rules)?;
            odds::run(args, &rules, out)
        }
        Command::Advise(args) => {
            let rules = house_rules::load(&args.rules)?;
            advise::run(args, &rules, out)
        }
        Command::Completions(args) => completions::run(args.shell, out),
        Command::Man => man::run(out),
        Command::Simulate(args) => {
            let rules = house_rules::load(&args.rules)?;
            if args.compare.is_empty() {
                return simulate::run(args, &rules, out);
            }
            let both: Vec<PathBuf> = args.rules.iter().chain(&args.compare).cloned().collect();
            let other = house_rules::load(&both)?;
            let name = args
                .compare
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(" + ");
            compare(args, &rules, &other, &name, out)
        }
        Command::Win(args) => {
            let rules = house_rules::load(&args.rules)?;
            win::run(args, &rules, out)
        }
    }
}

/// The dice of one throw from command-line words, refused with a caret under the fault.
fn throw_from_args(words: &[String]) -> Result<crate::dice::Faces, CliError> {
    let input = words.join(" ");
    crate::dice::Faces::parse_any_throw(&input).map_err(|source| CliError::Dice { input, source })
}
