//! The command line as clap reads it: every subcommand and its flags.
//!
//! The doc comments here are for readers of the code: what players read in `--help`
//! is in the catalogues (`help-cli-…` in `locales/<tag>/cli.ftl`), set by [`super::help`].

use std::path::PathBuf;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};

use crate::export::ExportFormat;
use crate::locale::Lang;
use crate::odds::Strategy;
use crate::render::PointsTextError;
use crate::render::Words;
use crate::rules::{MAX_POINTS, Points};

/// Marks a command with text after its help (examples, notes): the text itself is in
/// the catalogues (`help-cli-…-examples`), set by [`super::help`].
const IN_CATALOGUE: &str = "help-cli-…-examples";

/// A score-keeper for Mississippi Marbles: type the dice you threw, marbles keeps the pad.
#[derive(Debug, Parser)]
#[command(name = "marbles", version, about, after_help = IN_CATALOGUE)]
pub struct Cli {
    /// The language to speak: en (English) or nb (norsk bokmål). Without it, the
    /// config file's `lang`, else LC_ALL, LC_MESSAGES or LANG decide.
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_lang)]
    pub(crate) lang: Option<Lang>,
    /// Do not read the config file: the standard game and the defaults (marbles never
    /// writes it).
    #[arg(long, global = true)]
    pub(crate) no_config: bool,
    /// What to do.
    #[command(subcommand)]
    pub(crate) command: Command,
}

/// What marbles is asked to do: play, resume, score, odds, export and the rest.
#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Keep the score of a game at the table: type each throw, keep, bank, undo.
    #[command(after_help = IN_CATALOGUE)]
    Play(PlayArgs),
    /// Continue a saved game exactly where it stopped (the most recent one by default).
    #[command(after_help = IN_CATALOGUE)]
    Resume(ResumeArgs),
    /// List every game played, newest first: when, who, house rules, who won.
    #[command(after_help = IN_CATALOGUE)]
    History(HistoryArgs),
    /// Per-player records across games, head to head, luck, and whether the dice are fair.
    #[command(after_help = IN_CATALOGUE)]
    Stats(StatsArgs),
    /// Show what a throw scores: its combinations and the most points, or BUST, or FLOOD.
    #[command(after_help = IN_CATALOGUE)]
    Score(ScoreArgs),
    /// Show the scoring table and the thresholds of the rules in play.
    #[command(after_help = IN_CATALOGUE)]
    Rules(RulesArgs),
    /// Export a saved game's final table and pad as CSV, Markdown, JSON, YAML, HTML or a BG Stats play.
    #[command(after_help = IN_CATALOGUE)]
    Export(ExportArgs),
    /// Review a saved game: every decision against the best one and every throw's luck,
    /// in chances to win.
    #[command(after_help = IN_CATALOGUE)]
    Review(ReviewArgs),
    /// Show the exact odds of throwing now: bust, Flood, throw on versus bank, the best
    /// play, and how often a throw offers each number of points at most.
    #[command(after_help = IN_CATALOGUE)]
    Odds(OddsArgs),
    /// Show every legal keep of a throw with its expected value under the best play.
    #[command(after_help = IN_CATALOGUE)]
    Advise(AdviseArgs),
    /// Play many whole games between computer players and report who wins and how fast.
    #[command(after_help = IN_CATALOGUE)]
    Simulate(SimulateArgs),
    /// Show each player's chance to win from a standing, worked out exactly: both
    /// playing to win for two players, everyone playing for points for more.
    #[command(after_help = IN_CATALOGUE)]
    Win(WinArgs),
    /// Show the settings in effect (house rules, players, numbers, language) and where
    /// each comes from, or the config file's path.
    #[command(after_help = IN_CATALOGUE)]
    Config(ConfigArgs),
    /// Print Tab completion for a shell: bash, zsh, fish, elvish or powershell.
    #[command(after_help = IN_CATALOGUE)]
    Completions(CompletionsArgs),
    /// Print the manual page (roff), for `man`.
    #[command(after_help = IN_CATALOGUE)]
    Man,
}

impl Command {
    /// Whether the command prints text for people, which is wrapped to the terminal's
    /// width, rather than data for programs (JSON, exports, completions, the manual
    /// page, a path), which is printed as it is made. `play` and `resume` print for
    /// themselves.
    pub(crate) fn prints_prose(&self) -> bool {
        match self {
            Command::History(a) => !a.json,
            Command::Stats(a) => !a.json,
            Command::Score(a) => !a.json,
            Command::Rules(a) => !a.json,
            Command::Odds(a) => !a.json,
            Command::Advise(a) => !a.json,
            Command::Simulate(a) => !a.json,
            Command::Win(a) => !a.json,
            Command::Review(a) => !a.json,
            Command::Config(a) => !a.path,
            Command::Play(_)
            | Command::Resume(_)
            | Command::Export(_)
            | Command::Completions(_)
            | Command::Man => false,
        }
    }
}

/// Arguments of `marbles config`.
#[derive(Debug, Args)]
pub(crate) struct ConfigArgs {
    /// Print only the config file's path (even when the file is missing or has a fault).
    #[arg(long)]
    pub(crate) path: bool,
    /// Change the file instead of showing the settings.
    #[command(subcommand)]
    pub(crate) change: Option<ConfigChange>,
}

/// What `marbles config set`/`unset` change in the config file.
#[derive(Debug, Subcommand)]
pub(crate) enum ConfigChange {
    /// Set a key in the config file, keeping the rest of it as written: `lang nb`,
    /// `numbers "1 000"`, `serve 0.0.0.0:8080`, `rules open_500 final_round` (no
    /// rules: the standard game)
    Set {
        /// `rules`, `lang`, `numbers` or `serve`
        #[arg(value_name = "KEY")]
        key: String,
        /// The value (for `rules`, each house rule in order)
        #[arg(value_name = "VALUE")]
        values: Vec<String>,
    },
    /// Take a key out of the config file: its default is in play again
    Unset {
        /// `rules`, `lang`, `numbers` or `serve`
        #[arg(value_name = "KEY")]
        key: String,
    },
}

/// Arguments of `marbles completions`.
#[derive(Debug, Args)]
pub(crate) struct CompletionsArgs {
    /// The shell to complete in.
    #[arg(value_enum)]
    pub(crate) shell: clap_complete::Shell,
}

/// Arguments of `marbles play`.
#[derive(Debug, Args)]
pub(crate) struct PlayArgs {
    /// The players, in seating order (play moves in this order from the starter);
    /// none: the last group that played, as the config file remembers it.
    #[arg(value_name = "NAME")]
    pub(crate) players: Vec<String>,
    /// Skip the roll-off: this player starts.
    #[arg(long, value_name = "NAME")]
    pub(crate) first: Option<String>,
    /// Save the game to FILE (a new file) instead of the data directory.
    #[arg(long, value_name = "FILE")]
    pub(crate) save: Option<PathBuf>,
    /// How the table session runs.
    #[command(flatten)]
    pub(crate) table: TableArgs,
    /// Play by this house-rule script (repeatable; applied in order; instead of the config file's `rules`).
    #[arg(long = "rules", value_name = "FILE")]
    pub(crate) rules: Vec<PathBuf>,
}

/// Options of a table session, shared by `play` and `resume`.
#[derive(Debug, Args)]
pub(crate) struct TableArgs {
    /// For scripts: stop with exit status 2 at the first refused line.
    #[arg(long)]
    pub(crate) strict: bool,
    /// After each throw, show a one-line advice: the keep worth the most in the long run.
    #[arg(long)]
    pub(crate) hints: bool,
    /// Show the pad live on phones at ADDR (IP:PORT; 127.0.0.1:0 when left out, or the config's `serve`); the address to open is printed.
    #[arg(long, value_name = "ADDR", num_args = 0..=1)]
    pub(crate) serve: Option<Option<String>>,
}

/// Arguments of `marbles history`.
#[derive(Debug, Args)]
pub(crate) struct HistoryArgs {
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub(crate) json: bool,
    /// Print only the numbers of the games that load, newest first, one a line, each
    /// with a tab and its players (what the completion scripts offer `resume` and
    /// `export`).
    #[arg(long, conflicts_with = "json")]
    pub(crate) numbers: bool,
}

/// Arguments of `marbles stats`.
#[derive(Debug, Args)]
pub(crate) struct StatsArgs {
    /// Print one JSON object instead of tables.
    #[arg(long)]
    pub(crate) json: bool,
    /// Only games this player played in (repeatable: games they all played in).
    #[arg(long = "player", value_name = "NAME")]
    pub(crate) players: Vec<String>,
    /// Only games started on or after this date (YYYY-MM-DD, local time).
    #[arg(long, value_name = "DATE")]
    pub(crate) since: Option<String>,
    /// Only games played with exactly these house rules (repeatable; `standard` for
    /// games without house rules).
    #[arg(long = "rules", value_name = "RULE")]
    pub(crate) rules: Vec<String>,
    /// Only games played with this house rule, among any others (repeatable: games
    /// with them all): what `--rules` offers when no game had exactly its rules.
    #[arg(long = "with-rule", value_name = "RULE", conflicts_with = "rules")]
    pub(crate) with_rules: Vec<String>,
}

/// Arguments of `marbles resume`.
#[derive(Debug, Args)]
pub(crate) struct ResumeArgs {
    /// The save file, or a game's number in `marbles history` (a file of that name
    /// wins); the most recently played game when left out.
    #[arg(value_name = "FILE|N")]
    pub(crate) save: Option<PathBuf>,
    /// Replay the game under the house-rule scripts' current text (from their files;
    /// shipped ones from marbles) instead of the text saved with it. If an action no
    /// longer holds, says which and changes nothing.
    #[arg(long)]
    pub(crate) reload_rules: bool,
    /// How the table session runs.
    #[command(flatten)]
    pub(crate) table: TableArgs,
}

/// Arguments of `marbles score`.
#[derive(Debug, Args)]
pub(crate) struct ScoreArgs {
    /// The faces thrown (1 to 6 dice): `1 5 3 3 4 6`, `153346`, `1,5,3` or `⚀⚄⚂`.
    #[arg(required = true, value_name = "DICE", allow_negative_numbers = true)]
    pub(crate) dice: Vec<String>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub(crate) json: bool,
    /// Play with this house-rule script (repeatable; applied in order; instead of the config file's `rules`).
    #[arg(long = "rules", value_name = "FILE")]
    pub(crate) rules: Vec<PathBuf>,
}

/// Arguments of `marbles rules`.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub(crate) struct RulesArgs {
    /// List or check house rules; with none, show the table of the rules in play.
    #[command(subcommand)]
    pub(crate) action: Option<RulesAction>,
    /// Print the rule set as JSON instead of a table.
    #[arg(long)]
    pub(crate) json: bool,
    /// Show the rules with this house-rule script (repeatable; applied in order; instead of the config file's `rules`).
    #[arg(long = "rules", value_name = "FILE")]
    pub(crate) rules: Vec<PathBuf>,
}

/// `marbles rules list` and `marbles rules check`.
#[derive(Debug, Subcommand)]
pub(crate) enum RulesAction {
    /// List the shipped house-rule scripts with a line about each.
    List,
    /// Load house-rule scripts (in order), print the scoring table they make, run the
    /// examples and scenarios they declare, and play games to catch hook errors. Exit 2
    /// if a script does not load, 1 if a check fails.
    #[command(after_help = IN_CATALOGUE)]
    Check {
        /// The scripts to check.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
        /// Play every file's scenarios under all the files together (else each under its own).
        #[arg(long)]
        together: bool,
    },
}

/// Arguments of `marbles export`.
#[derive(Debug, Args)]
pub(crate) struct ExportArgs {
    /// The saved game: a YAML save file, or a game's number in `marbles history` (a file
    /// of that name wins). Several games go into one file (a season: csv, json, yaml
    /// or md).
    #[arg(value_name = "SAVE|N", required_unless_present = "all")]
    pub(crate) save: Vec<PathBuf>,
    /// Every game in `marbles history`, oldest first, in one file.
    #[arg(long, conflicts_with = "save")]
    pub(crate) all: bool,
    /// The format [default: from the extension of FILE, otherwise md].
    #[arg(
        long,
        value_name = "FORMAT",
        value_parser = PossibleValuesParser::new(ExportFormat::NAMES)
            .try_map(|name| name.parse::<ExportFormat>())
    )]
    pub(crate) format: Option<ExportFormat>,
    /// Write to FILE (atomically) instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub(crate) output: Option<PathBuf>,
    /// Replace FILE if it exists (a marbles save is never replaced).
    #[arg(long, requires = "output")]
    pub(crate) force: bool,
    /// CSV for a spreadsheet's double-click: a byte-order mark, the language's list
    /// separator, CRLF [default under Bokmål].
    #[arg(long, conflicts_with = "no_excel")]
    pub(crate) excel: bool,
    /// Plain CSV (commas, LF, English column names) even under Bokmål.
    #[arg(long)]
    pub(crate) no_excel: bool,
}

/// Arguments of `marbles review`.
#[derive(Debug, Args)]
pub(crate) struct ReviewArgs {
    /// The save file, or a game's number in `marbles history` (a file of that name
    /// wins); the most recently played game when left out.
    #[arg(value_name = "FILE|N")]
    pub(crate) game: Option<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub(crate) json: bool,
    /// Only this player's decisions and throws (repeatable).
    #[arg(long = "player", value_name = "NAME")]
    pub(crate) players: Vec<String>,
}

/// Where a player stands, for `odds` and `advise`.
#[derive(Debug, Args)]
pub(crate) struct StandingArgs {
    /// Points set aside so far this turn.
    #[arg(long, value_name = "POINTS", default_value_t = 0, allow_negative_numbers = true, value_parser = parse_points)]
    pub(crate) turn: Points,
    /// The player has opened (banked the opening score).
    #[arg(long)]
    pub(crate) open: bool,
    /// The player's game total, which a Flood would wipe (only for an open player).
    #[arg(long, value_name = "POINTS", default_value_t = 0, allow_negative_numbers = true, value_parser = parse_points)]
    pub(crate) total: Points,
}

/// Arguments of `marbles odds`.
#[derive(Debug, Args)]
pub(crate) struct OddsArgs {
    /// `all`, as the table's `odds all` asks for every detail: taken so the word typed
    /// at the table works here too, where every detail is always shown.
    #[arg(value_name = "all", value_parser = PossibleValuesParser::new(["all"]))]
    pub(crate) all: Option<String>,
    /// Dice in hand [default: the dice a turn starts with, 6 unless a house rule says].
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = parse_dice_in_hand)]
    pub(crate) dice: Option<u8>,
    /// Where the player stands.
    #[command(flatten)]
    pub(crate) standing: StandingArgs,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub(crate) json: bool,
    /// Play by this house-rule script (repeatable; applied in order; instead of the config file's `rules`).
    #[arg(long = "rules", value_name = "FILE")]
    pub(crate) rules: Vec<PathBuf>,
}

/// Arguments of `marbles advise`.
#[derive(Debug, Args)]
pub(crate) struct AdviseArgs {
    /// The faces thrown (1 to 6 dice, all the dice in hand): `1 5 2 3 4 4` or `152344`.
    #[arg(required = true, value_name = "DICE", allow_negative_numbers = true)]
    pub(crate) dice: Vec<String>,
    /// Where the player stood before the throw.
    #[command(flatten)]
    pub(crate) standing: StandingArgs,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub(crate) json: bool,
    /// Play by this house-rule script (repeatable; applied in order; instead of the config file's `rules`).
    #[arg(long = "rules", value_name = "FILE")]
    pub(crate) rules: Vec<PathBuf>,
}

/// Arguments of `marbles simulate`.
#[derive(Debug, Args)]
pub(crate) struct SimulateArgs {
    /// Games to play (at most 10,000,000).
    #[arg(long, value_name = "N", default_value = "10000", allow_negative_numbers = true, value_parser = parse_games)]
    pub(crate) games: u64,
    /// Players at the table; seat 1 throws first in every game.
    #[arg(long, value_name = "K", default_value = "2", allow_negative_numbers = true, value_parser = parse_players)]
    pub(crate) players: usize,
    /// How the computer players play: once for everyone, or once per seat in order.
    #[arg(long = "strategy", value_name = "S", value_parser = parse_strategy)]
    pub(crate) strategies: Vec<Strategy>,
    /// The seed: the same seed gives the same results on every machine.
    #[arg(long, value_name = "SEED", default_value_t = 1, allow_negative_numbers = true, value_parser = parse_seed)]
    pub(crate) seed: u64,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub(crate) json: bool,
    /// Play by this house-rule script (repeatable; applied in order; instead of the config file's `rules`).
    #[arg(long = "rules", value_name = "FILE")]
    pub(crate) rules: Vec<PathBuf>,
    /// Also play the same games under these house rules and compare (repeatable; the
    /// scripts apply together, in order, on top of the --rules ones).
    #[arg(long = "compare", value_name = "FILE")]
    pub(crate) compare: Vec<PathBuf>,
}

/// Arguments of `marbles win`.
#[derive(Debug, Args)]
pub(crate) struct WinArgs {
    /// Each player's game total, in order of play from the player to throw: `3000,4500`
    /// [default: 0 for everyone].
    #[arg(long, value_name = "A,B,…", value_delimiter = ',', allow_negative_numbers = true, value_parser = parse_points)]
    pub(crate) totals: Vec<Points>,
    /// Players at the table [default: one per total, or 2].
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = parse_players)]
    pub(crate) players: Option<usize>,
    /// The players who have opened, by place in the list from 1: `1,3` [default: those
    /// with a total above 0].
    #[arg(long, value_name = "LIST", value_delimiter = ',', allow_negative_numbers = true, value_parser = parse_place)]
    pub(crate) open: Option<Vec<usize>>,
    /// A turn under way: points the first player has set aside (needs --dice).
    #[arg(long, value_name = "POINTS", requires = "dice", allow_negative_numbers = true, value_parser = parse_points)]
    pub(crate) turn: Option<Points>,
    /// A turn under way: dice in the first player's hand (needs --turn).
    #[arg(long, value_name = "N", requires = "turn", allow_negative_numbers = true, value_parser = parse_dice_in_hand)]
    pub(crate) dice: Option<u8>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub(crate) json: bool,
    /// Play by this house-rule script (repeatable; applied in order; instead of the config file's `rules`).
    #[arg(long = "rules", value_name = "FILE")]
    pub(crate) rules: Vec<PathBuf>,
}

fn parse_place(text: &str) -> Result<usize, String> {
    match whole_number(text, || crate::text!("arg-what-place"))? {
        n if n < 1 => Err(crate::text!("arg-place-from-one")),
        n => usize::try_from(n).map_err(|_| crate::text!("arg-place-too-big")),
    }
}

fn parse_strategy(text: &str) -> Result<Strategy, String> {
    text.parse()
        .map_err(|err: crate::odds::OddsError| err.words().to_string())
}

/// `--lang`: the config file's names, refused in the language already chosen.
fn parse_lang(text: &str) -> Result<Lang, String> {
    text.parse().map_err(|_| {
        let known: Vec<String> = Lang::ALL
            .iter()
            .map(|lang| format!("\"{}\" ({})", lang.tag(), lang.name()))
            .collect();
        crate::text!(
            "arg-lang-unknown",
            given = text,
            known = known.join(&format!(" {} ", crate::text!("arg-lang-or")))
        )
    })
}

/// The most games one `simulate` runs. Ten million games measure a win rate to within
/// about 0.02 percentage points (one standard error); more only makes the run long.
pub(super) const MAX_GAMES: u64 = 10_000_000;

// Number flags take negative numbers as values (`allow_negative_numbers`), so a `-50`
// reaches these parsers and is refused with what to give instead, not taken for a flag.
// They run after the language is chosen (src/main.rs), so they word refusals in it.

/// A whole number from a flag; `what` names it in the message.
fn whole_number(text: &str, what: impl Fn() -> String) -> Result<i128, String> {
    text.trim()
        .parse::<i128>()
        .map_err(|_| crate::text!("arg-not-whole", what = what()))
}

/// `--turn`, `--total`, `--totals`: points as the REPL's `tally` reads them (digits,
/// grouped in threes as the language groups them: `1,500`, `1 500`), at most
/// [`MAX_POINTS`]: no game reaches it (scripts may not give more either), and sums of
/// such numbers stay far from overflowing.
fn parse_points(text: &str) -> Result<Points, String> {
    match crate::render::numbers().read_points(text) {
        Ok(n) if n < 0 => Err(crate::text!("arg-points-below-zero")),
        Ok(n) => Ok(n),
        // `-99999999999` is first of all below zero.
        Err(PointsTextError::TooMany) if text.trim_start().starts_with('-') => {
            Err(crate::text!("arg-points-below-zero"))
        }
        Err(PointsTextError::TooMany) => Err(crate::text!(
            "arg-points-too-many",
            most = crate::render::points(MAX_POINTS)
        )),
        Err(PointsTextError::NotPoints) => Err(crate::text!(
            "arg-not-whole",
            what = crate::text!("arg-what-points")
        )),
    }
}

fn parse_dice_in_hand(text: &str) -> Result<u8, String> {
    match whole_number(text, || crate::text!("arg-what-dice"))? {
        n @ 1..=6 => Ok(n as u8),
        _ => Err(crate::text!("arg-dice-range")),
    }
}

fn parse_games(text: &str) -> Result<u64, String> {
    match whole_number(text, || crate::text!("arg-what-games"))? {
        n if n < 1 => Err(crate::text!("arg-games-too-few")),
        n if n > i128::from(MAX_GAMES) => Err(crate::text!(
            "arg-games-too-many",
            most = crate::render::points(MAX_GAMES as Points)
        )),
        n => Ok(n as u64),
    }
}

fn parse_players(text: &str) -> Result<usize, String> {
    match whole_number(text, || crate::text!("arg-what-players"))? {
        n if n < 0 => Err(crate::text!("arg-players-below-zero")),
        n => usize::try_from(n).map_err(|_| crate::text!("arg-players-too-many")),
    }
}

fn parse_seed(text: &str) -> Result<u64, String> {
    let range = || crate::text!("arg-seed-range", most = u64::MAX.to_string());
    match whole_number(text, || crate::text!("arg-what-seed"))? {
        n if n < 0 => Err(range()),
        n => u64::try_from(n).map_err(|_| range()),
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
