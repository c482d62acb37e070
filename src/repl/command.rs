//! What a typed line means: dice, or one of the commands in [`COMMANDS`], the table
//! that drives parsing, `help`, Tab completion and "did you mean" suggestions.

use std::fmt;

use crate::dice::{DiceError, Faces, starts_dice};
use crate::export::ExportFormat;
use crate::game::Tally;
use crate::render::PointsTextError;
use crate::rules::MAX_POINTS;

/// What one typed line asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Faces typed: a throw, or in the roll-off a die (read here, once).
    Throw(Faces),
    /// Set dice aside; `None` keeps the most points.
    Keep(Option<Faces>),
    /// Bank the turn.
    Bank,
    /// Take over the last banker's dice (Cut-Throat, Piggy-Back).
    Steal,
    /// A whole turn without its dice: `tally 450` (banked) or `tally bust`.
    Tally(Tally),
    /// Step back this many steps (`undo 5`; `undo` alone is one).
    Undo(usize),
    /// Step forward again this many steps (`redo 5`; `redo` alone is one).
    Redo(usize),
    /// Name the starter.
    First(String),
    /// Show the odds and the best play for where the turn stands; with `all`, every
    /// detail rather than the decision alone.
    Odds {
        /// `odds all`.
        all: bool,
    },
    /// Show the score pad.
    Pad,
    /// Show the fair-dice test of the dice typed in this game.
    DiceTest,
    /// Review the game so far: every decision and throw; with a name, one player's.
    Review(Option<String>),
    /// Show the rules in play.
    Rules,
    /// Write the final table to a file.
    Export {
        /// The file to write, as typed.
        path: String,
        /// The format, if not from the extension.
        format: Option<ExportFormat>,
        /// Replace an existing file (never a save).
        force: bool,
    },
    /// Save the game to a file and keep saving there.
    Save(String),
    /// Open the live pad (at an address, if given), or with `stop` close it.
    Serve(Option<String>),
    /// Help, on everything or one command.
    Help(Option<String>),
    /// List the game's moves, numbered (`log [NAME]`: one player's).
    Log(Option<String>),
    /// Replace moves already played: each `(number from 1, the move as typed)`.
    Amend(Vec<(usize, String)>),
    /// Save and leave.
    Quit,
}

/// A command's name, aliases, arguments and help, in one table that drives parsing,
/// `help`, Tab completion and "did you mean" suggestions.
#[derive(Debug, Clone, Copy)]
pub struct CommandSpec {
    /// Which command this is: parsing matches on it, so a command in the table that
    /// the parser does not handle fails to compile.
    pub(crate) kind: CommandKind,
    /// The full name, in English: typed in every language.
    pub name: &'static str,
    /// The catalogue id of its word in the reader's language (`word-keep`: `keep`,
    /// `behold`), typed there as well as [`name`](Self::name). The `word-…` messages
    /// are the one table of command words per language.
    pub(crate) word: &'static str,
    /// Short forms, typed in every language.
    pub(crate) aliases: &'static [&'static str],
    /// How arguments are written, for help.
    pub usage: &'static str,
    /// The catalogue id of its line in the command list (`help-keep`).
    pub(crate) summary: &'static str,
    /// The catalogue id of more, for `help NAME` (`help-keep-details`); the message
    /// may use `$open_at` and `$win_at`, the thresholds of the rules in play.
    pub(crate) details: &'static str,
}

/// The commands there are, one per entry of [`COMMANDS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CommandKind {
    /// `keep [FACES]`.
    Keep,
    /// `bank`.
    Bank,
    /// `undo`.
    Undo,
    /// `redo`.
    Redo,
    /// `steal`.
    Steal,
    /// `tally POINTS`, `tally bust`.
    Tally,
    /// `first NAME`.
    First,
    /// `odds [all]`.
    Odds,
    /// `pad`.
    Pad,
    /// `dice`: the fair-dice test (a typed throw is [`Command::Throw`]).
    Dice,
    /// `review [NAME]`.
    Review,
    /// `rules`.
    Rules,
    /// `export FILE [--format F] [--force]`.
    Export,
    /// `save FILE`.
    Save,
    /// `serve [ADDR]`, `serve stop`.
    Serve,
    /// `help [COMMAND]`.
    Help,
    /// `log [NAME]`.
    Log,
    /// `amend N MOVE[, N MOVE…]`.
    Amend,
    /// `quit`.
    Quit,
}

/// Every command, in the order `help` lists them.
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        kind: CommandKind::Keep,
        name: "keep",
        word: "word-keep",
        aliases: &["k"],
        usage: "keep [FACES]",
        summary: "help-keep",
        details: "help-keep-details",
    },
    CommandSpec {
        kind: CommandKind::Bank,
        name: "bank",
        word: "word-bank",
        aliases: &["b"],
        usage: "bank",
        summary: "help-bank",
        details: "help-bank-details",
    },
    CommandSpec {
        kind: CommandKind::Undo,
        name: "undo",
        word: "word-undo",
        aliases: &["u"],
        usage: "undo [N]",
        summary: "help-undo",
        details: "help-undo-details",
    },
    CommandSpec {
        kind: CommandKind::Redo,
        name: "redo",
        word: "word-redo",
        aliases: &[],
        usage: "redo [N]",
        summary: "help-redo",
        details: "help-redo-details",
    },
    CommandSpec {
        kind: CommandKind::Steal,
        name: "steal",
        word: "word-steal",
        aliases: &["s"],
        usage: "steal",
        summary: "help-steal",
        details: "help-steal-details",
    },
    CommandSpec {
        kind: CommandKind::Tally,
        name: "tally",
        word: "word-tally",
        aliases: &[],
        usage: "tally POINTS|bust",
        summary: "help-tally",
        details: "help-tally-details",
    },
    CommandSpec {
        kind: CommandKind::First,
        name: "first",
        word: "word-first",
        aliases: &[],
        usage: "first NAME",
        summary: "help-first",
        details: "help-first-details",
    },
    CommandSpec {
        kind: CommandKind::Odds,
        name: "odds",
        word: "word-odds",
        aliases: &["o"],
        usage: "odds [all]",
        summary: "help-odds",
        details: "help-odds-details",
    },
    CommandSpec {
        kind: CommandKind::Pad,
        name: "pad",
        word: "word-pad",
        aliases: &["p"],
        usage: "pad",
        summary: "help-pad",
        details: "help-pad-details",
    },
    CommandSpec {
        kind: CommandKind::Dice,
        name: "dice",
        word: "word-dice",
        aliases: &[],
        usage: "dice",
        summary: "help-dice",
        details: "help-dice-details",
    },
    CommandSpec {
        kind: CommandKind::Review,
        name: "review",
        word: "word-review",
        aliases: &[],
        usage: "review [NAME]",
        summary: "help-review",
        details: "help-review-details",
    },
    CommandSpec {
        kind: CommandKind::Rules,
        name: "rules",
        word: "word-rules",
        aliases: &[],
        usage: "rules",
        summary: "help-rules",
        details: "help-rules-details",
    },
    CommandSpec {
        kind: CommandKind::Export,
        name: "export",
        word: "word-export",
        aliases: &[],
        usage: "export FILE [--format F] [--force]",
        summary: "help-export",
        details: "help-export-details",
    },
    CommandSpec {
        kind: CommandKind::Save,
        name: "save",
        word: "word-save",
        aliases: &[],
        usage: "save FILE",
        summary: "help-save",
        details: "help-save-details",
    },
    CommandSpec {
        kind: CommandKind::Serve,
        name: "serve",
        word: "word-serve",
        aliases: &[],
        usage: "serve [ADDR|stop]",
        summary: "help-serve",
        details: "help-serve-details",
    },
    CommandSpec {
        kind: CommandKind::Log,
        name: "log",
        word: "word-log",
        aliases: &[],
        usage: "log [NAME]",
        summary: "help-log",
        details: "help-log-details",
    },
    CommandSpec {
        kind: CommandKind::Amend,
        name: "amend",
        word: "word-amend",
        aliases: &[],
        usage: "amend N MOVE",
        summary: "help-amend",
        details: "help-amend-details",
    },
    CommandSpec {
        kind: CommandKind::Help,
        name: "help",
        word: "word-help",
        aliases: &["h", "?"],
        usage: "help [COMMAND]",
        summary: "help-help",
        details: "help-help-details",
    },
    CommandSpec {
        kind: CommandKind::Quit,
        name: "quit",
        word: "word-quit",
        aliases: &["q", "exit"],
        usage: "quit",
        summary: "help-quit",
        details: "help-quit-details",
    },
];

/// Why a line could not be read as a command.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    /// An unknown word.
    #[error("{}", match suggestion {
        Some(s) => crate::text!("command-unknown-suggest", word = word.as_str(), suggestion = s.as_str()),
        None => crate::text!("command-unknown", word = word.as_str()),
    })]
    Unknown {
        /// What was typed, cut to a readable length.
        word: String,
        /// The closest command.
        suggestion: Option<String>,
    },
    /// Faces that cannot be read: what was typed, and why.
    #[error("{}", crate::render::dice_error(typed, error))]
    Dice {
        /// The faces as typed.
        typed: String,
        /// What is wrong with them.
        error: DiceError,
    },
    /// A command missing its argument or given a bad one.
    #[error("{}", crate::text!("command-usage", message = message.as_str(), usage = super::help::shown_usage(usage)))]
    Usage {
        /// What is wrong.
        message: String,
        /// How to write it.
        usage: &'static str,
    },
}

/// Faces as typed, read once: the refusal keeps the text and the fault for the words.
fn faces(typed: &str) -> Result<Faces, CommandError> {
    Faces::parse(typed).map_err(|error| CommandError::Dice {
        typed: typed.to_owned(),
        error,
    })
}

impl Command {
    /// Reads one line. `Ok(None)` for a blank line. Command words are read in English
    /// and in the language in use ([`CommandSpec::word`]).
    pub fn parse(line: &str) -> Result<Option<Command>, CommandError> {
        let line = line.trim();
        let Some(first) = line.chars().next() else {
            return Ok(None);
        };
        if starts_dice(first) {
            return faces(line).map(|faces| Some(Command::Throw(faces)));
        }
        let (word, _) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        // `k15` and `keep115`: the keep glued to its dice, as people type it in a hurry.
        // The prefix is matched on the text as typed: lower-casing first would change
        // byte lengths (`İ` becomes two characters) and the cut would land elsewhere.
        let keep_word = word_of(CommandKind::Keep);
        for prefix in ["keep", "k", keep_word.as_str()] {
            let glued = line
                .get(..prefix.len())
                .filter(|head| fold(head) == prefix)
                .and_then(|_| line.get(prefix.len()..));
            if let Some(dice) = glued.filter(|dice| dice.starts_with(starts_dice)) {
                return faces(dice.trim()).map(|faces| Some(Command::Keep(Some(faces))));
            }
        }
        let Some((spec, rest)) = find_at_start(line) else {
            return Err(CommandError::Unknown {
                word: crate::render::echo(word),
                suggestion: suggest(&fold(word), |_| true),
            });
        };
        let rest = rest.trim();
        let command = match spec.kind {
            CommandKind::Keep if rest.is_empty() => Command::Keep(None),
            CommandKind::Keep => Command::Keep(Some(faces(rest)?)),
            CommandKind::Bank => no_args(spec, rest, Command::Bank)?,
            CommandKind::Steal => no_args(spec, rest, Command::Steal)?,
            CommandKind::Tally => tally(spec, rest)?,
            CommandKind::Undo => Command::Undo(steps(spec, rest)?),
            CommandKind::Redo => Command::Redo(steps(spec, rest)?),
            CommandKind::Odds => odds(spec, rest)?,
            CommandKind::Pad => no_args(spec, rest, Command::Pad)?,
            CommandKind::Dice => no_args(spec, rest, Command::DiceTest)?,
            CommandKind::Review => Command::Review((!rest.is_empty()).then(|| rest.to_owned())),
            CommandKind::Rules => no_args(spec, rest, Command::Rules)?,
            CommandKind::Quit => no_args(spec, rest, Command::Quit)?,
            CommandKind::First => {
                Command::First(required(spec, rest, crate::text!("command-name-starter"))?)
            }
            CommandKind::Save => match file_words(spec, rest)?.as_slice() {
                [] => {
                    return Err(CommandError::Usage {
                        message: crate::text!("command-name-save-file"),
                        usage: spec.usage,
                    });
                }
                [file] => Command::Save(file.clone()),
                _ => return Err(one_file(spec)),
            },
            // `serve stop` in either language is one `stop` to the session.
            CommandKind::Serve => Command::Serve(match rest {
                "" => None,
                _ if is_word(rest, SERVE_STOP) => Some(SERVE_STOP.to_owned()),
                _ => Some(rest.to_owned()),
            }),
            CommandKind::Help => Command::Help((!rest.is_empty()).then(|| fold(rest))),
            CommandKind::Export => export(spec, rest)?,
            CommandKind::Log => Command::Log((!rest.is_empty()).then(|| rest.to_owned())),
            CommandKind::Amend => amend(spec, rest)?,
        };
        Ok(Some(command))
    }
}

/// A command word as it is compared: lower case, the letters of the languages'
/// alphabets only. Full Unicode lower-casing would let look-alikes such as the Kelvin
/// sign `K` stand for `k`; `Ø` is a Norwegian's capital `ø`. Runs of spaces are one.
pub(crate) fn fold(word: &str) -> String {
    let lowered: String = word
        .chars()
        .map(|c| match c {
            'Æ' => 'æ',
            'Ø' => 'ø',
            'Å' => 'å',
            c => c.to_ascii_lowercase(),
        })
        .collect();
    lowered.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The word for `kind` in the language in use (`behold`), from the catalogue.
pub(crate) fn word_of(kind: CommandKind) -> String {
    COMMANDS
        .iter()
        .find(|spec| spec.kind == kind)
        .map_or_else(String::new, CommandSpec::shown)
}

impl CommandSpec {
    /// The word shown for this command in the language in use (`behold`; `keep` in
    /// English).
    pub(crate) fn shown(&self) -> String {
        crate::render::message(self.word, &[])
    }

    /// Every word that types this command now: its English name, its short forms and
    /// its word in the language in use.
    pub(crate) fn typed(&self) -> Vec<String> {
        let mut words: Vec<String> = std::iter::once(self.name)
            .chain(self.aliases.iter().copied())
            .map(str::to_owned)
            .collect();
        let shown = self.shown();
        if !words.contains(&shown) {
            words.push(shown);
        }
        words
    }
}

/// The command with this name, alias or word in the language in use (`sett inn`).
pub(super) fn find(word: &str) -> Option<&'static CommandSpec> {
    let word = fold(word);
    COMMANDS.iter().find(|c| c.typed().contains(&word))
}

/// The command a line starts with, and the rest of the line: the longest word that
/// matches whole words of the line, so that `sett inn` is one word of two.
fn find_at_start(line: &str) -> Option<(&'static CommandSpec, &str)> {
    let mut best: Option<(&'static CommandSpec, usize, &str)> = None;
    for spec in COMMANDS {
        for typed in spec.typed() {
            let n = typed.split(' ').count();
            let Some((head, rest)) = split_words(line, n) else {
                continue;
            };
            if fold(head) == typed && best.is_none_or(|(_, longest, _)| n > longest) {
                best = Some((spec, n, rest));
            }
        }
    }
    best.map(|(spec, _, rest)| (spec, rest))
}

/// The first `n` words of `line` and what follows them, or `None` if it has fewer.
fn split_words(line: &str, n: usize) -> Option<(&str, &str)> {
    let mut end = 0;
    for _ in 0..n {
        let rest = &line[end..];
        let start = end + (rest.len() - rest.trim_start().len());
        if start == line.len() {
            return None;
        }
        let word_len = line[start..]
            .find(char::is_whitespace)
            .unwrap_or(line.len() - start);
        end = start + word_len;
    }
    Some((&line[..end], &line[end..]))
}

/// The command word nearest a typo, among the commands `accepted` lets through (the
/// table leaves out one the game would refuse where it stands): the word itself,
/// English or the language in use, whichever is nearer.
pub(crate) fn suggest(word: &str, accepted: impl Fn(CommandKind) -> bool) -> Option<String> {
    const MAX_EDITS: usize = 2;
    let candidates: Vec<String> = COMMANDS
        .iter()
        .filter(|c| accepted(c.kind))
        .flat_map(|c| {
            let shown = c.shown();
            if shown == c.name {
                vec![shown]
            } else {
                vec![shown, c.name.to_owned()]
            }
        })
        .collect();
    // A word longer than every command by more than the edits allowed is near none of
    // them, and measuring it anyway costs time and memory in proportion to its length
    // (a pasted 10 MB line).
    let longest = candidates
        .iter()
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(0);
    if word.chars().nth(longest + MAX_EDITS).is_some() {
        return None;
    }
    candidates
        .into_iter()
        .map(|name| (strsim::damerau_levenshtein(word, &name), name))
        .filter(|(distance, name)| *distance <= MAX_EDITS && *distance < name.chars().count())
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, name)| name)
}

/// Whether `typed` is the argument word `id` (`word-bust`) in English or in the
/// language in use.
pub(crate) fn is_word(typed: &str, english: &str) -> bool {
    let typed = fold(typed);
    typed == english || typed == arg_word(english)
}

/// An argument word (`bust`, `all`, `stop`) in the language in use (`bom`, `alle`,
/// `stopp`).
pub(crate) fn arg_word(english: &str) -> String {
    match english {
        TALLY_BUST => crate::text!("word-bust"),
        ODDS_ALL => crate::text!("word-all"),
        SERVE_STOP => crate::text!("word-stop"),
        other => other.to_owned(),
    }
}

/// The word after `serve` that closes the live pad.
pub(crate) const SERVE_STOP: &str = "stop";

fn no_args(spec: &CommandSpec, rest: &str, command: Command) -> Result<Command, CommandError> {
    if rest.is_empty() {
        Ok(command)
    } else {
        Err(CommandError::Usage {
            message: crate::text!("command-takes-nothing", name = spec.shown()),
            usage: spec.usage,
        })
    }
}

fn required(spec: &CommandSpec, rest: &str, what: String) -> Result<String, CommandError> {
    if rest.is_empty() {
        Err(CommandError::Usage {
            message: what,
            usage: spec.usage,
        })
    } else {
        Ok(rest.to_owned())
    }
}

/// `amend 12 155346, 13 keep 1 5 5`: moves by number, each with its new text. A comma
/// starts the next only before `NUMBER TEXT` (faces may be typed `1,5,5`).
fn amend(spec: &CommandSpec, rest: &str) -> Result<Command, CommandError> {
    let usage = |message: String| CommandError::Usage {
        message,
        usage: spec.usage,
    };
    let numbered = |piece: &str| -> Option<(usize, String)> {
        let (number, text) = piece.trim().split_once(char::is_whitespace)?;
        let number = number.parse::<usize>().ok()?;
        let text = text.trim();
        (!text.is_empty()).then(|| (number, text.to_owned()))
    };
    let mut items: Vec<(usize, String)> = Vec::new();
    for piece in rest.split(',') {
        match (numbered(piece), items.last_mut()) {
            (Some(item), _) => items.push(item),
            (None, Some((_, text))) if !piece.trim().is_empty() => {
                text.push(',');
                text.push_str(piece.trim_end());
            }
            _ => return Err(usage(crate::text!("command-amend-what"))),
        }
    }
    if items.is_empty() {
        return Err(usage(crate::text!("command-amend-what")));
    }
    Ok(Command::Amend(items))
}

/// The word `tally` takes for a turn that busted.
pub(super) const TALLY_BUST: &str = "bust";

/// `tally 450` or `tally bust`. Only the shape is read here: whether the points can be
/// a bank (a positive multiple of 50, the opening) is the engine's to say. The number
/// is read as the pad writes it ([`Numbers::read_points`](crate::render::Numbers::read_points),
/// the command line's reader too), and a refusal shows it as typed.
fn tally(spec: &CommandSpec, rest: &str) -> Result<Command, CommandError> {
    if is_word(rest, TALLY_BUST) {
        return Ok(Command::Tally(Tally::Bust));
    }
    if rest.is_empty() {
        return Err(CommandError::Usage {
            message: crate::text!("command-tally-what"),
            usage: spec.usage,
        });
    }
    let numbers = crate::render::numbers();
    let message = match numbers.read_points(rest) {
        Ok(points) => return Ok(Command::Tally(Tally::Banked(points))),
        Err(PointsTextError::NotPoints) => crate::text!(
            "command-tally-not-points",
            given = crate::render::echo(rest),
            example = numbers.points(1500)
        ),
        Err(PointsTextError::TooMany) => crate::text!(
            "command-tally-too-many",
            given = crate::render::echo(rest),
            most = MAX_POINTS
        ),
    };
    Err(CommandError::Usage {
        message,
        usage: spec.usage,
    })
}

/// The one word `odds` takes after it, for every detail.
pub(super) const ODDS_ALL: &str = "all";

fn odds(spec: &CommandSpec, rest: &str) -> Result<Command, CommandError> {
    if rest.is_empty() {
        Ok(Command::Odds { all: false })
    } else if is_word(rest, ODDS_ALL) {
        Ok(Command::Odds { all: true })
    } else {
        Err(CommandError::Usage {
            message: crate::text!("command-odds-all"),
            usage: spec.usage,
        })
    }
}

/// How many steps `undo N` or `redo N` asks for: one when none is given.
fn steps(spec: &CommandSpec, rest: &str) -> Result<usize, CommandError> {
    if rest.is_empty() {
        return Ok(1);
    }
    match rest.parse::<usize>() {
        Ok(steps) if steps > 0 => Ok(steps),
        _ => Err(CommandError::Usage {
            message: crate::text!(
                "command-steps-what",
                name = spec.name,
                given = crate::render::echo(rest)
            ),
            usage: spec.usage,
        }),
    }
}

/// The words after `save` or `export` as a shell reads them, so a file name with a
/// space is typed as marbles shows it (`"friday night.yaml"`, `'friday night.yaml'`,
/// `friday\ night.yaml`).
fn file_words(spec: &CommandSpec, rest: &str) -> Result<Vec<String>, CommandError> {
    shlex::split(rest).ok_or_else(|| CommandError::Usage {
        message: crate::text!("command-unclosed-quote"),
        usage: spec.usage,
    })
}

fn one_file(spec: &CommandSpec) -> CommandError {
    CommandError::Usage {
        message: crate::text!("command-one-file"),
        usage: spec.usage,
    }
}

fn export(spec: &CommandSpec, rest: &str) -> Result<Command, CommandError> {
    let mut path = None;
    let mut format = None;
    let mut force = false;
    let words = file_words(spec, rest)?;
    let mut words = words.iter().map(String::as_str);
    while let Some(word) = words.next() {
        let value = match word {
            "--force" => {
                force = true;
                continue;
            }
            "--format" | "-f" => words.next(),
            _ => match word.strip_prefix("--format=") {
                Some(value) => Some(value),
                None => {
                    if path.replace(word.to_owned()).is_some() {
                        return Err(one_file(spec));
                    }
                    continue;
                }
            },
        };
        let parsed = value.and_then(|v| v.parse::<ExportFormat>().ok());
        if parsed.is_none() {
            return Err(CommandError::Usage {
                message: crate::text!(
                    "command-format-one-of",
                    names = ExportFormat::NAMES.join(", ")
                ),
                usage: spec.usage,
            });
        }
        format = parsed;
    }
    let Some(path) = path else {
        return Err(CommandError::Usage {
            message: crate::text!("command-name-export-file"),
            usage: spec.usage,
        });
    };
    Ok(Command::Export {
        path,
        format,
        force,
    })
}

impl fmt::Display for CommandSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.usage)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Command {
        Command::parse(line).expect("parses").expect("not blank")
    }

    fn faces(text: &str) -> Faces {
        Faces::parse(text).expect("faces")
    }

    #[test]
    fn faces_are_a_throw() {
        assert_eq!(parse("153346"), Command::Throw(faces("153346")));
        assert_eq!(parse(" 1 5 3 "), Command::Throw(faces("1 5 3")));
        assert_eq!(parse("⚀⚄"), Command::Throw(faces("⚀⚄")));
    }

    #[test]
    fn faces_are_read_once_and_a_bad_face_is_refused_with_what_was_typed() {
        for line in ["1537", "keep 17", "k1x"] {
            match Command::parse(line) {
                Err(CommandError::Dice { typed, .. }) => {
                    assert!(line.ends_with(typed.as_str()), "{line}: {typed}");
                }
                other => panic!("{line}: {other:?}"),
            }
        }
        assert_eq!(parse("keep"), Command::Keep(None));
    }

    #[test]
    fn tally_takes_points_as_the_pad_writes_them_or_bust() {
        assert_eq!(parse("tally 450"), Command::Tally(Tally::Banked(450)));
        assert_eq!(parse("TALLY 1,500"), Command::Tally(Tally::Banked(1500)));
        assert_eq!(parse("tally 1 500"), Command::Tally(Tally::Banked(1500)));
        assert_eq!(parse("tally Bust"), Command::Tally(Tally::Bust));
        // The engine says what a tally must be; the parser only reads the number.
        assert_eq!(parse("tally -50"), Command::Tally(Tally::Banked(-50)));
        for line in ["tally", "tally lots", "tally 99999999999999999999"] {
            assert!(
                matches!(Command::parse(line), Err(CommandError::Usage { .. })),
                "{line}"
            );
        }
    }

    fn refusal(line: &str) -> String {
        match Command::parse(line) {
            Err(CommandError::Usage { message, .. }) => message,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn tally_refuses_separators_that_do_not_group_thousands_and_echoes_them() {
        use crate::locale::{Lang, NumberStyle};
        use crate::render::Locale;
        Locale::of(Lang::En).scope(|| {
            for typed in ["7,00", "4,50", "1_000", "1,5", "1.500"] {
                assert_eq!(
                    refusal(&format!("tally {typed}")),
                    format!(
                        "`{typed}` is not points: say what the turn banked in digits (`tally 450`, `tally 1,500`), or `tally bust`"
                    )
                );
            }
        });
        Locale::of(Lang::Nb).scope(|| {
            assert_eq!(parse("tally 1 500"), Command::Tally(Tally::Banked(1500)));
            // A Norwegian `4,50` is four and a half, not 450.
            assert!(refusal("tally 4,50").starts_with("`4,50` er ikke poeng"));
            assert!(refusal("tally 1,500").contains("`noter 1 500`"));
        });
        Locale::of(Lang::En).grouped(NumberStyle::Dot).scope(|| {
            assert_eq!(parse("tally 1.500"), Command::Tally(Tally::Banked(1500)));
            assert!(matches!(
                Command::parse("tally 1,500"),
                Err(CommandError::Usage { .. })
            ));
        });
    }

    #[test]
    fn tally_past_what_a_game_holds_says_so_naming_the_limit() {
        crate::render::Locale::of(crate::locale::Lang::En).scope(|| {
            for typed in ["2147483650", "4294967300", "99999999999999999999"] {
                let said = refusal(&format!("tally {typed}"));
                assert_eq!(
                    said,
                    format!(
                        "`{typed}` is more than a game holds: a turn banks at most 1,000,000,000 points; say what it banked, or `tally bust`"
                    )
                );
            }
        });
    }

    #[test]
    fn commands_have_short_aliases() {
        assert_eq!(parse("k 15"), Command::Keep(Some(faces("15"))));
        assert_eq!(parse("keep"), Command::Keep(None));
        assert_eq!(parse("k15"), Command::Keep(Some(faces("15"))));
        assert_eq!(parse("Keep1 5"), Command::Keep(Some(faces("1 5"))));
        assert_eq!(parse("b"), Command::Bank);
        assert_eq!(parse("U"), Command::Undo(1));
        assert_eq!(parse("p"), Command::Pad);
        assert_eq!(parse("q"), Command::Quit);
        assert_eq!(parse("s"), Command::Steal);
    }

    #[test]
    fn a_glued_keep_is_cut_on_the_text_as_typed() {
        // Lower-casing `İ` or `ẞ` changes its length; the cut must not move with it.
        // The faces after the cut are what the refusal names: exactly what was typed.
        let typed = |line: &str| match Command::parse(line) {
            Err(CommandError::Dice { typed, .. }) => typed,
            other => panic!("{line}: {other:?}"),
        };
        assert_eq!(typed("k1İİ"), "1İİ");
        assert_eq!(typed("k1ẞẞ"), "1ẞẞ");
        assert_eq!(typed("KEEP1İ 5"), "1İ 5");
        assert_eq!(typed("keep⚀ǅ"), "⚀ǅ");
        assert_eq!(parse("KEEP1 5"), Command::Keep(Some(faces("1 5"))));
    }

    #[test]
    fn look_alike_letters_are_not_command_words() {
        // The Kelvin sign lower-cases to `k`, but nobody types it meaning `keep`.
        assert!(matches!(
            Command::parse("\u{212A}1İİ"),
            Err(CommandError::Unknown { .. })
        ));
        assert_eq!(
            Command::parse("\u{212A}eep"),
            Err(CommandError::Unknown {
                word: "\u{212A}eep".into(),
                suggestion: Some("keep".into()),
            })
        );
    }

    #[test]
    fn a_long_unknown_word_is_cut_and_gets_no_suggestion() {
        let word = "x".repeat(10_000_000);
        let Err(CommandError::Unknown { word, suggestion }) = Command::parse(&word) else {
            panic!("an unknown command");
        };
        assert_eq!(word, format!("{}…", "x".repeat(crate::render::ECHO_CHARS)));
        assert_eq!(suggestion, None);
        assert_eq!(suggest("exprot", |_| true).as_deref(), Some("export"));
        assert_eq!(suggest("exporter", |_| true).as_deref(), Some("export"));
    }

    #[test]
    fn every_command_in_the_table_is_named_after_its_kind() {
        for spec in COMMANDS {
            assert_eq!(
                format!("{:?}", spec.kind).to_ascii_lowercase(),
                spec.name,
                "{spec:?}"
            );
        }
    }

    #[test]
    fn the_words_of_the_language_in_use_are_taken_beside_the_english() {
        use crate::locale::Lang;
        use crate::render::Locale;
        Locale::of(Lang::Nb).scope(|| {
            assert_eq!(parse("behold 1 5"), Command::Keep(Some(faces("1 5"))));
            assert_eq!(parse("Behold15"), Command::Keep(Some(faces("15"))));
            assert_eq!(parse("sett inn"), Command::Bank);
            assert_eq!(parse("SETT   INN"), Command::Bank);
            assert_eq!(parse("bank"), Command::Bank);
            assert_eq!(parse("angre"), Command::Undo(1));
            assert_eq!(parse("angre 5"), Command::Undo(5));
            assert_eq!(parse("gjør om"), Command::Redo(1));
            assert_eq!(parse("GJØR OM"), Command::Redo(1));
            assert_eq!(parse("gjør om 2"), Command::Redo(2));
            assert_eq!(parse("tally bom"), Command::Tally(Tally::Bust));
            assert_eq!(parse("noter bust"), Command::Tally(Tally::Bust));
            assert_eq!(parse("noter 1 500"), Command::Tally(Tally::Banked(1500)));
            assert_eq!(parse("odds alle"), Command::Odds { all: true });
            assert_eq!(parse("del stopp"), Command::Serve(Some("stop".into())));
            assert_eq!(parse("serve stop"), Command::Serve(Some("stop".into())));
            assert_eq!(
                parse("hjelp Sett Inn"),
                Command::Help(Some("sett inn".into()))
            );
            assert_eq!(
                find("sett inn").map(|spec| spec.kind),
                Some(CommandKind::Bank)
            );
            // `sett` alone is no command: the word is both.
            assert!(matches!(
                Command::parse("sett"),
                Err(CommandError::Unknown { .. })
            ));
            let err = Command::parse("sett inn 500").expect_err("bank takes nothing");
            assert_eq!(
                err.to_string(),
                "`sett inn` tar ikke noe etter seg: bruk `sett inn`"
            );
            assert_eq!(suggest("behodl", |_| true).as_deref(), Some("behold"));
            assert_eq!(suggest("bnak", |_| true).as_deref(), Some("bank"));
            assert_eq!(
                suggest("bnak", |kind| kind != CommandKind::Bank).as_deref(),
                None
            );
        });
        // English reads only English words.
        crate::render::Locale::of(crate::locale::Lang::En).scope(|| {
            assert!(Command::parse("behold 1").is_err());
        });
    }

    #[test]
    fn every_command_word_names_one_command_in_every_language() {
        for &lang in crate::locale::Lang::ALL {
            crate::render::Locale::of(lang).scope(|| {
                for spec in COMMANDS {
                    for word in spec.typed() {
                        assert_eq!(
                            find(&word).map(|found| found.kind),
                            Some(spec.kind),
                            "{lang}: `{word}`"
                        );
                    }
                }
                assert_ne!(arg_word(TALLY_BUST), "");
            });
        }
        crate::render::Locale::of(crate::locale::Lang::En).scope(|| {
            for spec in COMMANDS {
                assert_eq!(spec.shown(), spec.name, "the English word is the name");
            }
        });
    }

    #[test]
    fn blank_lines_are_nothing() {
        assert_eq!(Command::parse("   "), Ok(None));
    }

    #[test]
    fn an_unknown_command_gets_a_suggestion() {
        let err = Command::parse("bnak").expect_err("unknown");
        assert_eq!(
            err.to_string(),
            "unknown command `bnak` (did you mean `bank`?): type the faces you threw, or `help` for the commands"
        );
        assert!(matches!(
            Command::parse("xyzzy"),
            Err(CommandError::Unknown {
                suggestion: None,
                ..
            })
        ));
    }

    #[test]
    fn export_takes_a_file_and_an_optional_format() {
        assert_eq!(
            parse("export out.csv"),
            Command::Export {
                path: "out.csv".into(),
                format: None,
                force: false,
            }
        );
        assert_eq!(
            parse("export out --format json"),
            Command::Export {
                path: "out".into(),
                format: Some(ExportFormat::Json),
                force: false,
            }
        );
        assert_eq!(
            parse("export out.md --force"),
            Command::Export {
                path: "out.md".into(),
                format: None,
                force: true,
            }
        );
        assert!(Command::parse("export").is_err());
        assert!(Command::parse("export a.txt --format pdf").is_err());
    }

    #[test]
    fn file_names_are_read_as_a_shell_reads_them() {
        for typed in [
            "save \"friday night.yaml\"",
            "save 'friday night.yaml'",
            "save friday\\ night.yaml",
        ] {
            assert_eq!(
                parse(typed),
                Command::Save("friday night.yaml".into()),
                "{typed}"
            );
        }
        assert_eq!(
            parse("export 'my out.md' --force"),
            Command::Export {
                path: "my out.md".into(),
                format: None,
                force: true,
            }
        );
        // Two words unquoted are two files, not one name with a space.
        let err = Command::parse("save my game.yaml").expect_err("two files");
        assert!(err.to_string().contains("give one file"), "{err}");
        let err = Command::parse("save \"my game.yaml").expect_err("unclosed");
        assert!(err.to_string().contains("a quote is not closed"), "{err}");
    }

    #[test]
    fn commands_without_arguments_refuse_them() {
        assert!(Command::parse("bank 500").is_err());
    }
}
