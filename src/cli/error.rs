//! Why a subcommand failed, and the exit status that tells scripts which kind.

use std::path::PathBuf;

use thiserror::Error;

use crate::export::ExportError;
use crate::render::count;
use crate::store::StoreError;

use crate::dice::DiceError;
use crate::game::GameError;
use crate::odds::OddsError;
use crate::render::Words;
use crate::rules::RuleError;

/// Why a command failed, and the exit status that tells scripts which kind of failure.
#[derive(Debug, Error)]
pub enum CliError {
    /// `--serve`: the live pad could not open (a port in use, an address not this
    /// machine's); the game was not started.
    #[error(transparent)]
    Serve(#[from] crate::serve::ServeError),
    /// Typed dice were malformed; the message points at the fault in the input.
    #[error("{}", crate::render::dice_error(input, error))]
    Dice {
        /// The dice as typed.
        input: String,
        /// What was wrong.
        error: DiceError,
    },
    /// The rules refused something.
    #[error("{}", _0.words())]
    Rule(RuleError),
    /// The game refused something.
    #[error("{}", _0.words())]
    Game(GameError),
    /// House rules failed to load.
    #[error(transparent)]
    HouseRule(#[from] crate::house_rules::HouseRuleError),
    /// `rules check`: a script failed to load; the message reads `FILE:LINE: message`.
    #[error("{0}")]
    Check(String),
    /// `score`: more dice than the rules play with (Greed plays five).
    #[error("{}", crate::text!("cli-score-too-many-dice", dice = *dice, most = *most))]
    TooManyDice {
        /// Faces typed.
        dice: usize,
        /// The rules' dice in hand.
        most: usize,
    },
    /// `rules check`: examples a script declares do not hold.
    #[error("{}", crate::text!("cli-examples-fail", failed = *failed))]
    Examples {
        /// How many failed.
        failed: usize,
    },
    /// `resume --reload-rules`: the scripts' current text refuses an action of the game.
    #[error("{}", crate::text!("cli-reload-refused", path = crate::render::shown_path(path), index = *index, action = action.as_str(), reason = reason.as_str()))]
    ReloadRefused {
        /// The save.
        path: PathBuf,
        /// The action's position, from 1 (a redo's position after the actions).
        index: usize,
        /// The action, as the table typed it.
        action: String,
        /// Why the current rules refuse it.
        reason: String,
    },
    /// `rules check`: scenarios a script declares do not come out as it says.
    #[error("{}", crate::text!("cli-scenarios-failed", n = *failed))]
    Scenarios {
        /// How many failed.
        failed: usize,
    },
    /// `rules check`: games with computer players stopped on a hook error.
    #[error("{}", crate::text!("cli-check-games-failed", n = *failed))]
    HookErrors {
        /// How many games stopped.
        failed: usize,
    },
    /// Odds, advice or a simulation were refused.
    #[error("{}", _0.words())]
    Odds(OddsError),
    /// Writing the output failed.
    #[error("{}", crate::text!("cli-output", reason = crate::render::os_reason(_0)))]
    Output(#[from] std::io::Error),
    /// Reading the moves from standard input failed.
    #[error("{}", crate::text!("cli-input", reason = crate::render::os_reason(_0)))]
    Input(std::io::Error),
    /// JSON output failed.
    #[error("{}", crate::text!("cli-json", reason = _0.to_string()))]
    Json(#[from] serde_json::Error),
    /// A save could not be loaded, or a file not written.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// `play --save` naming a file that already exists.
    #[error("{}", crate::text!("cli-save-exists", path = crate::render::shown_path(path)))]
    SaveExists {
        /// The file given to `--save`.
        path: std::path::PathBuf,
    },
    /// `play --save` naming a folder, a pipe or a device.
    #[error("{}", crate::text!("cli-save-not-a-file", path = crate::render::shown_path(path), folder = if *folder { "yes" } else { "no" }))]
    SaveNotAFile {
        /// The path given to `--save`.
        path: std::path::PathBuf,
        /// Whether it is a folder (a file in it is the likely intent).
        folder: bool,
    },
    /// A player name holding an invisible format character (a bidi override, a
    /// zero-width space).
    #[error("{}", crate::text!("cli-invisible-in-name", shown = shown.as_str()))]
    InvisibleInName {
        /// The name, its invisible characters shown as escapes.
        shown: String,
    },
    /// A player name with a control character (a tab, newline or escape), which would
    /// split lines or drive the terminal wherever the name is shown.
    #[error("{}", crate::text!("cli-control-in-name", shown = shown.as_str()))]
    ControlInName {
        /// The name, its control characters shown escaped (`\e`).
        shown: String,
    },
    /// A player name longer than a pad column.
    #[error("{}", crate::text!("cli-name-too-long", shown = shown.as_str(), length = *length, most = *most))]
    NameTooLong {
        /// The start of the name.
        shown: String,
        /// Its length in characters.
        length: usize,
        /// The longest name taken.
        most: usize,
    },
    /// A refused line under `--strict`.
    #[error("{}", crate::text!("cli-strict", line = *line))]
    Strict {
        /// The refused line, from 1.
        line: usize,
    },
    /// A step that could not be saved, under `--strict`.
    #[error("{}", crate::text!("cli-strict-unsaved", line = *line, path = crate::render::shown_path(path)))]
    StrictUnsaved {
        /// The line whose step was not saved, from 1.
        line: usize,
        /// The save file.
        path: PathBuf,
    },
    /// A signal (SIGINT, SIGTERM, SIGHUP) stopped a session: it closed as at the end of
    /// the input (the game saved, the farewell said), but the run was cut. Exit status
    /// 128 + the signal's number, as a shell gives a process the signal ended.
    #[error("{}", stopped(*signal, *piped))]
    Stopped {
        /// The signal's number.
        signal: i32,
        /// Piped input: the lines played, and those left unread.
        piped: Option<(usize, crate::repl::Unread)>,
    },
    /// Saves failed during a session: a system failure the exit status must show.
    #[error("{}", if *saved {
        crate::text!("cli-saves-failed-caught-up", saves = count(*failed, "count-save").to_string(), path = crate::render::shown_path(path))
    } else {
        crate::text!("cli-saves-failed-lost", saves = count(*failed, "count-save").to_string(), path = crate::render::shown_path(path))
    })]
    SavesFailed {
        /// The save file.
        path: PathBuf,
        /// How many saves failed.
        failed: usize,
        /// Whether the last save worked.
        saved: bool,
    },
    /// An export could not be rendered.
    #[error(transparent)]
    Export(#[from] ExportError),
    /// `resume N` or `export N` with a number that is not in the history.
    #[error("{}", crate::render::no_such_game(*number, *games))]
    NoSuchGame {
        /// The number given.
        number: usize,
        /// How many games the history lists.
        games: usize,
    },
    /// `stats --since` with something that is not a date.
    #[error("{}", crate::text!("cli-since", reason = source.to_string()))]
    Since {
        /// What was wrong with the date.
        source: crate::clock::ClockError,
    },
    /// `stats --player NAME` with a name no game has, but close to some that games have
    /// (`Ane` for Ann or Anne, `Ase` with both Åse and Äse in the history).
    #[error("{}", crate::text!("cli-stats-player-close", name = crate::render::shown_line(name).into_owned(), close = crate::render::List::or(close).to_string()))]
    StatsPlayer {
        /// The name given.
        name: String,
        /// The names of the history close to it, best first.
        close: Vec<String>,
    },
    /// `stats --player NAME` with a name like none of the history's players.
    #[error("{}", crate::render::stats_no_player(name, known))]
    StatsNoPlayer {
        /// The name given.
        name: String,
        /// The history's players, newest first.
        known: Vec<String>,
    },
    /// `stats --rules RULE` (or `--with-rule`) naming a house rule no game was played
    /// with.
    #[error("{}", crate::render::stats_no_rule(flag, name, close, known))]
    StatsRule {
        /// The flag (`--rules`, `--with-rule`).
        flag: String,
        /// The rule given.
        name: String,
        /// The history's rules close to it.
        close: Vec<String>,
        /// Every house rule the history's games were played with.
        known: Vec<String>,
    },
    /// Several games asked of a format that holds one (HTML, a BG Stats play).
    #[error("{}", crate::text!("cli-one-game-format", format = *format))]
    OneGameFormat {
        /// The format asked for.
        format: &'static str,
    },
    /// `-o FILE` with an extension that names no format, and no `--format`.
    #[error("{}", crate::text!("cli-unknown-format", path = crate::render::shown_path(path)))]
    UnknownFormat {
        /// The output file.
        path: PathBuf,
    },
    /// The config file could not be read, or says something marbles does not accept
    /// (the message names the file and the line).
    #[error(transparent)]
    Config(#[from] crate::config::ConfigError),
    /// A house rule the config file names does not load.
    #[error("{}", crate::text!("config-rule-failed", error = source.to_string(), file = crate::render::shown_path(file)))]
    ConfigRule {
        /// The config file.
        file: PathBuf,
        /// Why the script does not load.
        source: crate::house_rules::HouseRuleError,
    },
    /// `play` with no names and no group remembered.
    #[error("{}", crate::text!("config-no-players"))]
    NoPlayers,
    /// `-o` names the save being exported.
    #[error("{}", crate::text!("cli-output-is-save", path = crate::render::shown_path(path)))]
    OutputIsSave {
        /// The output file, which is the save itself.
        path: PathBuf,
    },
}

/// `stopped by SIGTERM after line 100: 900 lines of the input were left unread`.
fn stopped(signal: i32, piped: Option<(usize, crate::repl::Unread)>) -> String {
    #[cfg(unix)]
    let name = nix::sys::signal::Signal::try_from(signal)
        .map_or_else(|_| format!("signal {signal}"), |s| s.as_str().to_owned());
    #[cfg(not(unix))]
    let name = format!("signal {signal}");
    let Some((line, unread)) = piped else {
        return crate::text!("cli-stopped", signal = name.as_str());
    };
    let signal = name.as_str();
    if unread.open {
        crate::text!(
            "cli-stopped-piped-open",
            signal = signal,
            line = line,
            unread = unread.lines
        )
    } else {
        crate::text!(
            "cli-stopped-piped",
            signal = signal,
            line = line,
            unread = unread.lines
        )
    }
}

impl CliError {
    /// Whether the output's reader went away (`marbles odds --json | head -1`): a reader
    /// that stops early is never an error. Encoders wrap the system's error, so this
    /// looks through them.
    pub(crate) fn is_closed_output(&self) -> bool {
        let kind = match self {
            CliError::Output(err) => Some(err.kind()),
            CliError::Json(err) => err.io_error_kind(),
            _ => None,
        };
        kind == Some(std::io::ErrorKind::BrokenPipe)
    }

    /// 2 for input a person or script should correct, 128 + its number for a signal
    /// that stopped a session, 1 for everything else.
    pub(crate) fn exit_code(&self) -> i32 {
        match self {
            CliError::Stopped { signal, .. } => 128 + signal,
            CliError::Dice { .. }
            | CliError::Rule(_)
            | CliError::Game(_)
            | CliError::HouseRule(_)
            | CliError::Check(_)
            | CliError::Odds(_)
            | CliError::UnknownFormat { .. }
            | CliError::OneGameFormat { .. }
            | CliError::OutputIsSave { .. }
            | CliError::NoSuchGame { .. }
            | CliError::Since { .. }
            | CliError::StatsPlayer { .. }
            | CliError::StatsNoPlayer { .. }
            | CliError::StatsRule { .. }
            | CliError::SaveExists { .. }
            | CliError::SaveNotAFile { .. }
            | CliError::ReloadRefused { .. }
            | CliError::InvisibleInName { .. }
            | CliError::ControlInName { .. }
            | CliError::NameTooLong { .. }
            | CliError::ConfigRule { .. }
            | CliError::TooManyDice { .. }
            | CliError::NoPlayers
            | CliError::Serve(_)
            | CliError::Strict { .. } => 2,
            CliError::Config(err) if err.is_bad_input() => 2,
            CliError::Store(err) if err.is_bad_input() => 2,
            // `< /`: the user gave a folder as the input, like `--rules /`.
            CliError::Input(err) if err.kind() == std::io::ErrorKind::IsADirectory => 2,
            CliError::Output(_)
            | CliError::Input(_)
            | CliError::StrictUnsaved { .. }
            | CliError::SavesFailed { .. }
            | CliError::Json(_)
            | CliError::Examples { .. }
            | CliError::Scenarios { .. }
            | CliError::HookErrors { .. }
            | CliError::Store(_)
            | CliError::Config(_)
            | CliError::Export(_) => 1,
        }
    }
}

// By hand, not `#[from]`: the engine's errors are data without `std::error::Error` (the
// engine crate has no words for them), so they are this error's message, not its source.
impl From<RuleError> for CliError {
    fn from(error: RuleError) -> CliError {
        CliError::Rule(error)
    }
}

impl From<GameError> for CliError {
    fn from(error: GameError) -> CliError {
        CliError::Game(error)
    }
}

impl From<OddsError> for CliError {
    fn from(error: OddsError) -> CliError {
        CliError::Odds(error)
    }
}
