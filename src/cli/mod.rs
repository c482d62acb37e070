//! The command line: argument parsing and the one-shot subcommands.

mod advise;
mod args;
mod completions;
mod config;
mod error;
mod export;
pub mod help;
mod history;
mod man;
mod odds;
mod play;
mod process;
mod review;
mod rules;
mod score;
mod simulate;
mod win;
mod win_table;

pub use args::Cli;
pub(crate) use args::Command;
pub use config::Settings;
pub(crate) use error::CliError;
pub use process::main;
use simulate::compare;

use std::io::Write;
use std::path::PathBuf;

use crate::house_rules;

/// Runs a parsed command line with the settings of the config file ([`Settings::load`],
/// or [`Settings::none`]), writing to `out`. The house rules of the config are in play
/// for every command that takes `--rules`, unless `--rules` is given.
pub fn run(cli: Cli, settings: &Settings, out: &mut dyn Write) -> Result<(), CliError> {
    if !cli.command.prints_prose() {
        return run_command(cli, settings, out);
    }
    let mut fitted = Fitted {
        inner: out,
        pending: Vec::new(),
    };
    let result = run_command(cli, settings, &mut fitted);
    // What was written stands even when the command failed after it.
    let flushed = fitted.flush();
    result?;
    Ok(flushed?)
}

/// Standard output for text people read: each line wrapped to the terminal's width by
/// [`crate::render::wrap`] as it is completed. JSON, exports, completions and the
/// manual page do not go through it: a wrapped line would change what they mean.
struct Fitted<'a> {
    inner: &'a mut dyn Write,
    pending: Vec<u8>,
}

impl Write for Fitted<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(buf);
        if let Some(last) = self.pending.iter().rposition(|&b| b == b'\n') {
            let rest = self.pending.split_off(last + 1);
            let lines = std::mem::replace(&mut self.pending, rest);
            let text = String::from_utf8_lossy(&lines);
            self.inner
                .write_all(crate::render::wrap(&text).as_bytes())?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if !self.pending.is_empty() {
            let rest = std::mem::take(&mut self.pending);
            let text = String::from_utf8_lossy(&rest);
            self.inner
                .write_all(crate::render::wrap(&text).as_bytes())?;
        }
        self.inner.flush()
    }
}

/// Runs the parsed command, writing to `out`.
fn run_command(cli: Cli, settings: &Settings, out: &mut dyn Write) -> Result<(), CliError> {
    match cli.command {
        Command::Score(mut args) => {
            let from_config = settings.fill_rules(&mut args.rules);
            score::run(args, out).map_err(|e| settings.blame(from_config, e))
        }
        Command::Rules(mut args) => {
            // `rules list` and `rules check FILE` are about scripts, not the rules in play.
            let from_config = args.action.is_none() && settings.fill_rules(&mut args.rules);
            rules::run(args, out).map_err(|e| settings.blame(from_config, e))
        }
        Command::Export(args) => export::run(args, out),
        Command::Review(args) => review::run(args, out),
        Command::Play(args) => play::play(args, settings),
        Command::Resume(args) => play::resume(args, settings),
        Command::History(args) => history::history(args, config::number_style(), out),
        // `stats --rules` chooses games by the rules they were played with: the config's
        // rules are for new games, and do not narrow the statistics.
        Command::Stats(args) => history::stats(args, config::number_style(), out),
        Command::Config(args) => config::run(args, settings, out),
        Command::Odds(mut args) => {
            let from_config = settings.fill_rules(&mut args.rules);
            let rules = load_rules(&args.rules, from_config, settings)?;
            odds::run(args, &rules, out)
        }
        Command::Advise(mut args) => {
            let from_config = settings.fill_rules(&mut args.rules);
            let rules = load_rules(&args.rules, from_config, settings)?;
            advise::run(args, &rules, out)
        }
        Command::Completions(args) => completions::run(args.shell, out),
        Command::Man => man::run(out),
        Command::Simulate(mut args) => {
            let from_config = settings.fill_rules(&mut args.rules);
            let rules = load_rules(&args.rules, from_config, settings)?;
            if args.compare.is_empty() {
                return simulate::run(args, &rules, out);
            }
            // The compared scripts go on top of the rules in play, the config's included.
            let both: Vec<PathBuf> = args.rules.iter().chain(&args.compare).cloned().collect();
            let other = house_rules::load(&both)?;
            let name = args
                .compare
                .iter()
                // The rule's name, not its path: a column heading is narrow.
                .map(|p| {
                    p.file_stem()
                        .map_or_else(|| p.display().to_string(), |s| s.to_string_lossy().into())
                })
                .map(|name: String| crate::render::shown_line(&name).into_owned())
                .collect::<Vec<_>>()
                .join(" + ");
            compare(args, &rules, &other, &name, out)
        }
        Command::Win(mut args) => {
            let from_config = settings.fill_rules(&mut args.rules);
            let rules = load_rules(&args.rules, from_config, settings)?;
            win::run(args, &rules, out)
        }
    }
}

/// Loads house rules, a failure blamed on the config file when its rules were used.
fn load_rules(
    paths: &[PathBuf],
    from_config: bool,
    settings: &Settings,
) -> Result<crate::game::RulesInPlay, CliError> {
    house_rules::load(paths).map_err(|e| settings.blame(from_config, e.into()))
}

/// The dice of one throw from command-line words, refused with a caret under the fault.
fn throw_from_args(words: &[String]) -> Result<crate::dice::Faces, CliError> {
    let input = words.join(" ");
    crate::dice::Faces::parse_any_throw(&input).map_err(|error| CliError::Dice { input, error })
}
