use std::path::PathBuf;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};

use crate::export::ExportFormat;

const EXAMPLES: &str = "\
Examples:
  marbles play Ann Bob Cy                  keep the score of a game at the table
  marbles play Ann Bob --rules house_rules/final_round.lua
  marbles resume                           continue the last game where it stopped
  marbles score 1 1 1 5 2 3                what a throw scores, and the best keep
  marbles score 153346 --json              the same as JSON, for scripts
  marbles rules                            the scoring table and thresholds
  marbles rules list                       the shipped house rules
  marbles rules check my_rule.lua          load a house rule, show its table, run its examples
  marbles export game.yaml -o final.html   a saved game's final table as a web page";

/// A score-keeper for Mississippi Marbles: type the dice you threw, marbles keeps the pad.
#[derive(Debug, Parser)]
#[command(name = "marbles", version, about, after_help = EXAMPLES)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Keep the score of a game at the table: type each throw, keep, bank, undo.
    #[command(
        after_help = "Examples:\n  marbles play Ann Bob Cy               roll off for who starts, then play\n  marbles play Ann Bob --first Bob      Bob starts\n  marbles play Ann Bob --save game.yaml < moves.txt --strict\n\nEvery accepted step is saved at once; `marbles resume` continues the last game."
    )]
    Play(PlayArgs),
    /// Continue a saved game exactly where it stopped (the most recent one by default).
    #[command(
        after_help = "Examples:\n  marbles resume                  the most recently played game\n  marbles resume game.yaml"
    )]
    Resume(ResumeArgs),
    /// Show what a throw scores: its combinations and the best keep, or BUST, or FLOOD.
    #[command(
        after_help = "Examples:\n  marbles score 1 5 3 3 4 6\n  marbles score 153346\n  marbles score ⚀⚄⚂⚂⚃⚅ --json"
    )]
    Score(ScoreArgs),
    /// Show the scoring table and the thresholds of the rules in play.
    Rules(RulesArgs),
    /// Export a saved game's final table and pad as CSV, Markdown, JSON, YAML or HTML.
    #[command(
        after_help = "Examples:\n  marbles export game.yaml                  Markdown on standard output\n  marbles export game.yaml -o scores.csv    the format follows the extension\n  marbles export game.yaml --format json    JSON for scripts"
    )]
    Export(ExportArgs),
}

/// Arguments of `marbles play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The players, in seating order (play moves in this order from the starter).
    #[arg(required = true, value_name = "NAME")]
    pub players: Vec<String>,
    /// Skip the roll-off: this player starts.
    #[arg(long, value_name = "NAME")]
    pub first: Option<String>,
    /// Save the game to FILE (a new file) instead of the data directory.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// For scripts: stop with exit status 2 at the first refused line.
    #[arg(long)]
    pub strict: bool,
}

/// Arguments of `marbles resume`.
#[derive(Debug, Args)]
pub struct ResumeArgs {
    /// The save file; the most recently played game when left out.
    #[arg(value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// For scripts: stop with exit status 2 at the first refused line.
    #[arg(long)]
    pub strict: bool,
}

/// Arguments of `marbles score`.
#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// The faces thrown (1 to 6 dice): `1 5 3 3 4 6`, `153346`, `1,5,3` or `⚀⚄⚂`.
    #[arg(required = true, value_name = "DICE")]
    pub dice: Vec<String>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Play with this house-rule script (repeatable; applied in order).
    #[arg(long = "rules", value_name = "FILE")]
    pub rules: Vec<PathBuf>,
}

/// Arguments of `marbles rules`.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct RulesArgs {
    /// List or check house rules; with none, show the table of the rules in play.
    #[command(subcommand)]
    pub action: Option<RulesAction>,
    /// Print the rule set as JSON instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Show the rules with this house-rule script (repeatable; applied in order).
    #[arg(long = "rules", value_name = "FILE")]
    pub rules: Vec<PathBuf>,
}

/// `marbles rules list` and `marbles rules check`.
#[derive(Debug, Subcommand)]
pub enum RulesAction {
    /// List the shipped house-rule scripts with a line about each.
    List,
    /// Load house-rule scripts (in order), print the scoring table they make, and run
    /// the examples they declare. Exit 2 if a script does not load, 1 if an example is off.
    Check {
        /// The scripts to check.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
    },
}

/// Arguments of `marbles export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The saved game (a YAML save file).
    #[arg(value_name = "SAVE")]
    pub save: PathBuf,
    /// The format [default: from the extension of FILE, otherwise md].
    #[arg(
        long,
        value_name = "FORMAT",
        value_parser = PossibleValuesParser::new(ExportFormat::NAMES)
            .try_map(|name| name.parse::<ExportFormat>())
    )]
    pub format: Option<ExportFormat>,
    /// Write to FILE (atomically) instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::Cli;

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }
}
