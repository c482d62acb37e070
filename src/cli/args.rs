use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

const EXAMPLES: &str = "\
Examples:
  marbles score 1 1 1 5 2 3        what a throw scores, and the best keep
  marbles score 153346 --json      the same as JSON, for scripts
  marbles rules                    the scoring table and thresholds
  marbles rules list               the shipped house rules
  marbles score 666666 --rules house_rules/six_of_a_kind_5000.lua
  marbles rules check my_rule.lua  load a house rule, show its table, run its examples";

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
    /// Show what a throw scores: its combinations and the best keep, or BUST, or FLOOD.
    #[command(
        after_help = "Examples:\n  marbles score 1 5 3 3 4 6\n  marbles score 153346\n  marbles score ⚀⚄⚂⚂⚃⚅ --json"
    )]
    Score(ScoreArgs),
    /// Show the scoring table and the thresholds of the rules in play.
    Rules(RulesArgs),
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

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::Cli;

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }
}
