use clap::{Args, Parser, Subcommand};

const EXAMPLES: &str = "\
Examples:
  marbles score 1 1 1 5 2 3        what a throw scores, and the best keep
  marbles score 153346 --json      the same as JSON, for scripts
  marbles rules                    the scoring table and thresholds";

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
}

/// Arguments of `marbles rules`.
#[derive(Debug, Args)]
pub struct RulesArgs {
    /// Print the rule set as JSON instead of a table.
    #[arg(long)]
    pub json: bool,
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
