//! The command line as clap reads it: every subcommand and its flags.

use std::path::PathBuf;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};

use crate::config::Lang;
use crate::export::ExportFormat;
use crate::odds::Strategy;
use crate::rules::Points;

const EXAMPLES: &str = "\
Examples:
  marbles play Ann Bob Cy                  keep the score at the table
  marbles play Ann Bob --rules house_rules/final_round.lua
  marbles resume                           continue the last game
  marbles history                          every game played, newest first
  marbles resume 3                         continue game 3 of the history
  marbles stats                            who wins, who busts, are dice fair
  marbles score 1 1 1 5 2 3                what a throw scores, most points
  marbles score 153346 --json              the same as JSON, for scripts
  marbles rules                            the scoring table and thresholds
  marbles rules list                       the shipped house rules
  marbles rules check my_rule.lua          load a house rule, run its examples
  marbles export game.yaml -o final.html   a saved game as a web page
  marbles odds --dice 2                    how often two dice bust
  marbles advise 1 5 2 3 4 4               which keep is worth the most
  marbles simulate --games 100000 --players 2   the first player's advantage
  marbles win --totals 9000,10000          each player's chance to win
  marbles completions bash                 Tab completion for your shell
  marbles man                              the manual page";

/// A score-keeper for Mississippi Marbles: type the dice you threw, marbles keeps the pad.
#[derive(Debug, Parser)]
#[command(name = "marbles", version, about, after_help = EXAMPLES)]
pub struct Cli {
    /// The language to speak: en (English) or nb (norsk bokmål). Without it, the
    /// config file's `lang`, else LC_ALL, LC_MESSAGES or LANG decide.
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<Lang>,
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// What marbles is asked to do: play, resume, score, odds, export and the rest.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Keep the score of a game at the table: type each throw, keep, bank, undo.
    #[command(
        after_help = "Examples:\n  marbles play Ann Bob Cy               roll off for who starts, then play\n  marbles play Ann Bob --first Bob      Bob starts\n  marbles play Ann Bob --save game.yaml < moves.txt --strict\n\nEvery accepted step is saved at once; `marbles resume` continues the last game."
    )]
    Play(PlayArgs),
    /// Continue a saved game exactly where it stopped (the most recent one by default).
    #[command(
        after_help = "Examples:\n  marbles resume                  the most recently played game\n  marbles resume game.yaml\n  marbles resume 3                game 3 of `marbles history`\n\nA number is a game's number in `marbles history`, unless a file of that name exists: the file wins."
    )]
    Resume(ResumeArgs),
    /// List every game played, newest first: when, who, house rules, who won.
    #[command(
        after_help = "Games are the saves in the data folder and those saved elsewhere that marbles was told\nabout (play --save, resume FILE, save FILE). Each has a number for `marbles resume N` and\n`marbles export N`. Damaged or foreign files are listed as such.\n\nExamples:\n  marbles history\n  marbles history --json"
    )]
    History(HistoryArgs),
    /// Per-player records across games, head to head, luck, and whether the dice are fair.
    #[command(
        after_help = "Luck is busts against expected busts: the busts fair dice give on average for the same\nthrows. The dice test is a chi-square test of every die typed against a fair die.\n\nExamples:\n  marbles stats\n  marbles stats --player Ann --since 2026-11-01\n  marbles stats --rules final_round    games with exactly that house rule\n  marbles stats --rules standard       games without house rules\n  marbles stats --json"
    )]
    Stats(StatsArgs),
    /// Show what a throw scores: its combinations and the most points, or BUST, or FLOOD.
    #[command(
        after_help = "Examples:\n  marbles score 1 5 3 3 4 6\n  marbles score 153346\n  marbles score ⚀⚄⚂⚂⚃⚅ --json"
    )]
    Score(ScoreArgs),
    /// Show the scoring table and the thresholds of the rules in play.
    #[command(
        after_help = "Examples:\n  marbles rules                                  the standard game's table\n  marbles rules --rules house_rules/open_500.lua the table under a house rule\n  marbles rules list                             the shipped house rules\n  marbles rules check my_rule.lua                load a script, run its examples\n  marbles rules --json                           the table for scripts"
    )]
    Rules(RulesArgs),
    /// Export a saved game's final table and pad as CSV, Markdown, JSON, YAML or HTML.
    #[command(
        after_help = "Examples:\n  marbles export game.yaml                  Markdown on standard output\n  marbles export game.yaml -o scores.csv    the format follows the extension\n  marbles export game.yaml --format json    JSON for scripts\n  marbles export 3 -o game.html             game 3 of `marbles history`"
    )]
    Export(ExportArgs),
    /// Show the exact odds of throwing now: bust, Flood, throw on versus bank, the best
    /// play, and how often a throw offers each number of points at most.
    #[command(
        after_help = "Examples:\n  marbles odds                         a fresh turn, not open yet\n  marbles odds --dice 2 --turn 400 --open --total 3000\n  marbles odds --dice 3 --json"
    )]
    Odds(OddsArgs),
    /// Show every legal keep of a throw with its expected value under the best play.
    #[command(
        after_help = "Examples:\n  marbles advise 1 5 2 3 4 4\n  marbles advise 155 --turn 600 --open --total 8000\n  marbles advise 1 1 5 3 --turn 300 --json"
    )]
    Advise(AdviseArgs),
    /// Play many whole games between computer players and report who wins and how fast.
    #[command(
        after_help = "Strategies: optimal (the best play for the most points per turn), win (the best play for the\nchance to win, given both totals; two players), bank-at:N (keep the most points, bank at N or\nmore), cautious (keep the most points, bank as soon as allowed).\n\nExamples:\n  marbles simulate --games 100000 --players 2\n  # win play against points play:\n  marbles simulate --games 100000 --players 2 --strategy win --strategy optimal\n  marbles simulate --games 20000 --players 3 --strategy optimal \\\n      --strategy bank-at:350 --strategy cautious\n  marbles simulate --games 10000 --players 2 --seed 7 --json"
    )]
    Simulate(SimulateArgs),
    /// Show each player's chance to win from a standing: exact for two players (both
    /// playing to win), an estimate by simulation for more.
    #[command(
        after_help = "Players are listed in order of play, the player to throw first. A player with a total above 0\nis open unless --open lists who is. Estimates give each chance ± its 95% confidence interval.\n\nExamples:\n  marbles win                                   two players at 0-0\n  marbles win --totals 9000,10000               the trailing player throws next\n  marbles win --totals 9000,10000 --turn 600 --dice 2   bank 600, or throw?\n  marbles win --totals 3000,0,1500 --json       three players: an estimate"
    )]
    Win(WinArgs),
    /// Print Tab completion for a shell: bash, zsh, fish, elvish or powershell.
    #[command(
        after_help = "Examples:\n  marbles completions bash > ~/.local/share/bash-completion/completions/marbles\n  marbles completions zsh > ~/.zfunc/_marbles\n  marbles completions fish > ~/.config/fish/completions/marbles.fish"
    )]
    Completions(CompletionsArgs),
    /// Print the manual page (roff), for `man`.
    #[command(
        after_help = "Examples:\n  marbles man > ~/.local/share/man/man1/marbles.1\n  marbles man | man -l -"
    )]
    Man,
}

/// Arguments of `marbles completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete in.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
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
    /// How the table session runs.
    #[command(flatten)]
    pub table: TableArgs,
    /// Play by this house-rule script (repeatable; applied in order).
    #[arg(long = "rules", value_name = "FILE")]
    pub rules: Vec<PathBuf>,
}

/// Options of a table session, shared by `play` and `resume`.
#[derive(Debug, Args)]
pub struct TableArgs {
    /// For scripts: stop with exit status 2 at the first refused line.
    #[arg(long)]
    pub strict: bool,
    /// After each throw, show a one-line advice: the keep worth the most in the long run.
    #[arg(long)]
    pub hints: bool,
}

/// Arguments of `marbles history`.
#[derive(Debug, Args)]
pub struct HistoryArgs {
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `marbles stats`.
#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Print one JSON object instead of tables.
    #[arg(long)]
    pub json: bool,
    /// Only games this player played in (repeatable: games they all played in).
    #[arg(long = "player", value_name = "NAME")]
    pub players: Vec<String>,
    /// Only games started on or after this date (YYYY-MM-DD, local time).
    #[arg(long, value_name = "DATE")]
    pub since: Option<String>,
    /// Only games played with exactly these house rules (repeatable; `standard` for
    /// games without house rules).
    #[arg(long = "rules", value_name = "RULE")]
    pub rules: Vec<String>,
}

/// Arguments of `marbles resume`.
#[derive(Debug, Args)]
pub struct ResumeArgs {
    /// The save file, or a game's number in `marbles history` (a file of that name
    /// wins); the most recently played game when left out.
    #[arg(value_name = "FILE|N")]
    pub save: Option<PathBuf>,
    /// Replay the game under the house-rule scripts' current text (from their files;
    /// shipped ones from marbles) instead of the text saved with it. If an action no
    /// longer holds, says which and changes nothing.
    #[arg(long)]
    pub reload_rules: bool,
    /// How the table session runs.
    #[command(flatten)]
    pub table: TableArgs,
}

/// Arguments of `marbles score`.
#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// The faces thrown (1 to 6 dice): `1 5 3 3 4 6`, `153346`, `1,5,3` or `⚀⚄⚂`.
    #[arg(required = true, value_name = "DICE", allow_negative_numbers = true)]
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
    /// The saved game: a YAML save file, or a game's number in `marbles history` (a file
    /// of that name wins).
    #[arg(value_name = "SAVE|N")]
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
    /// Replace FILE if it exists (a marbles save is never replaced).
    #[arg(long, requires = "output")]
    pub force: bool,
}

/// Where a player stands, for `odds` and `advise`.
#[derive(Debug, Args)]
pub struct StandingArgs {
    /// Points set aside so far this turn.
    #[arg(long, value_name = "POINTS", default_value_t = 0, allow_negative_numbers = true, value_parser = parse_points)]
    pub turn: Points,
    /// The player has opened (banked the opening score).
    #[arg(long)]
    pub open: bool,
    /// The player's game total, which a Flood would wipe (only for an open player).
    #[arg(long, value_name = "POINTS", default_value_t = 0, allow_negative_numbers = true, value_parser = parse_points)]
    pub total: Points,
}

/// Arguments of `marbles odds`.
#[derive(Debug, Args)]
pub struct OddsArgs {
    /// Dice in hand [default: the dice a turn starts with, 6 unless a house rule says].
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = parse_dice_in_hand)]
    pub dice: Option<u8>,
    /// Where the player stands.
    #[command(flatten)]
    pub standing: StandingArgs,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Play by this house-rule script (repeatable; applied in order).
    #[arg(long = "rules", value_name = "FILE")]
    pub rules: Vec<PathBuf>,
}

/// Arguments of `marbles advise`.
#[derive(Debug, Args)]
pub struct AdviseArgs {
    /// The faces thrown (1 to 6 dice, all the dice in hand): `1 5 2 3 4 4` or `152344`.
    #[arg(required = true, value_name = "DICE", allow_negative_numbers = true)]
    pub dice: Vec<String>,
    /// Where the player stood before the throw.
    #[command(flatten)]
    pub standing: StandingArgs,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Play by this house-rule script (repeatable; applied in order).
    #[arg(long = "rules", value_name = "FILE")]
    pub rules: Vec<PathBuf>,
}

/// Arguments of `marbles simulate`.
#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// Games to play (at most 10,000,000).
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = parse_games)]
    pub games: u64,
    /// Players at the table; seat 1 throws first in every game.
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = parse_players)]
    pub players: usize,
    /// How the computer players play: once for everyone, or once per seat in order.
    #[arg(long = "strategy", value_name = "S", value_parser = parse_strategy)]
    pub strategies: Vec<Strategy>,
    /// The seed: the same seed gives the same results on every machine.
    #[arg(long, value_name = "SEED", default_value_t = 1, allow_negative_numbers = true, value_parser = parse_seed)]
    pub seed: u64,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Play by this house-rule script (repeatable; applied in order).
    #[arg(long = "rules", value_name = "FILE")]
    pub rules: Vec<PathBuf>,
    /// Also play the same games under these house rules and compare (repeatable; the
    /// scripts apply together, in order, on top of the --rules ones).
    #[arg(long = "compare", value_name = "FILE")]
    pub compare: Vec<PathBuf>,
}

/// Arguments of `marbles win`.
#[derive(Debug, Args)]
pub struct WinArgs {
    /// Each player's game total, in order of play from the player to throw: `3000,4500`
    /// [default: 0 for everyone].
    #[arg(long, value_name = "A,B,…", value_delimiter = ',', allow_negative_numbers = true, value_parser = parse_points)]
    pub totals: Vec<Points>,
    /// Players at the table [default: one per total, or 2].
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = parse_players)]
    pub players: Option<usize>,
    /// The players who have opened, by place in the list from 1: `1,3` [default: those
    /// with a total above 0].
    #[arg(long, value_name = "LIST", value_delimiter = ',', allow_negative_numbers = true, value_parser = parse_place)]
    pub open: Option<Vec<usize>>,
    /// A turn under way: points the first player has set aside (needs --dice).
    #[arg(long, value_name = "POINTS", requires = "dice", allow_negative_numbers = true, value_parser = parse_points)]
    pub turn: Option<Points>,
    /// A turn under way: dice in the first player's hand (needs --turn).
    #[arg(long, value_name = "N", requires = "turn", allow_negative_numbers = true, value_parser = parse_dice_in_hand)]
    pub dice: Option<u8>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Play by this house-rule script (repeatable; applied in order).
    #[arg(long = "rules", value_name = "FILE")]
    pub rules: Vec<PathBuf>,
}

fn parse_place(text: &str) -> Result<usize, String> {
    match whole_number(text, "a player's place")? {
        n if n < 1 => Err("players are counted from 1: give 1 for the player to throw".into()),
        n => usize::try_from(n).map_err(|_| "give a player's place in the list".into()),
    }
}

fn parse_strategy(text: &str) -> Result<Strategy, crate::odds::OddsError> {
    text.parse()
}

/// The most games one `simulate` runs. Ten million games measure a win rate to within
/// about 0.02 percentage points (one standard error); more only makes the run long.
pub const MAX_GAMES: u64 = 10_000_000;

// Number flags take negative numbers as values (`allow_negative_numbers`), so a `-50`
// reaches these parsers and is refused with what to give instead, not taken for a flag.

/// A whole number from a flag; `what` names it in the messages.
fn whole_number(text: &str, what: &str) -> Result<i128, String> {
    text.trim()
        .parse::<i128>()
        .map_err(|_| format!("{what} is a whole number, like 1000"))
}

/// The most points `--turn` and `--total` take: no game reaches it (scripts may not
/// give more either), and sums of such numbers stay far from overflowing.
const MAX_POINTS_ARG: i128 = 1_000_000_000;

fn parse_points(text: &str) -> Result<Points, String> {
    match whole_number(text, "points")? {
        n if n < 0 => Err("points are never below 0: give 0 or more".into()),
        n if n > MAX_POINTS_ARG => Err(format!(
            "give at most {} points: no game comes near more",
            crate::render::points(MAX_POINTS_ARG as Points)
        )),
        n => Points::try_from(n).map_err(|_| format!("give at most {} points", Points::MAX)),
    }
}

fn parse_dice_in_hand(text: &str) -> Result<u8, String> {
    match whole_number(text, "the dice in hand")? {
        n @ 1..=6 => Ok(n as u8),
        _ => Err("a throw has 1 to 6 dice: give between 1 and 6".into()),
    }
}

fn parse_games(text: &str) -> Result<u64, String> {
    match whole_number(text, "the number of games")? {
        n if n < 1 => Err("give 1 game or more".into()),
        n if n > i128::from(MAX_GAMES) => Err(format!(
            "at most {} games in one run; they already measure a win rate to about 0.02 percentage points: for more, run again with other --seed values",
            crate::render::points(MAX_GAMES as Points)
        )),
        n => Ok(n as u64),
    }
}

fn parse_players(text: &str) -> Result<usize, String> {
    match whole_number(text, "the number of players")? {
        n if n < 0 => Err(
            "a number of players is never below 0: give the players at the table, like 2".into(),
        ),
        n => usize::try_from(n).map_err(|_| "give the players at one table".into()),
    }
}

fn parse_seed(text: &str) -> Result<u64, String> {
    match whole_number(text, "the seed")? {
        n if n < 0 => Err(format!("a seed is 0 to {}", u64::MAX)),
        n => u64::try_from(n).map_err(|_| format!("a seed is 0 to {}", u64::MAX)),
    }
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
