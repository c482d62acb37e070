//! What a typed line means: dice, or one of the commands in [`COMMANDS`], the table
//! that drives parsing, `help`, Tab completion and "did you mean" suggestions.

use std::fmt;

use crate::dice::starts_dice;
use crate::export::ExportFormat;

/// What one typed line asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Dice faces: a throw, or roll-off dice.
    Dice(String),
    /// Set dice aside; `None` keeps the best keep.
    Keep(Option<String>),
    /// Bank the turn.
    Bank,
    /// Take over the last banker's dice (Cut-Throat, Piggy-Back).
    Steal,
    /// Step back.
    Undo,
    /// Step forward again.
    Redo,
    /// Name the starter.
    First(String),
    /// Show the odds and the best play for where the turn stands.
    Odds,
    /// Show the score pad.
    Pad,
    /// Show the fair-dice test of the dice typed in this game.
    DiceTest,
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
    /// Help, on everything or one command.
    Help(Option<String>),
    /// Save and leave.
    Quit,
}

/// A command's name, aliases, arguments and help, in one table that drives parsing,
/// `help`, Tab completion and "did you mean" suggestions.
#[derive(Debug, Clone, Copy)]
pub struct CommandSpec {
    /// Which command this is: parsing matches on it, so a command in the table that
    /// the parser does not handle fails to compile.
    pub kind: CommandKind,
    /// The full name.
    pub name: &'static str,
    /// Short forms.
    pub aliases: &'static [&'static str],
    /// How arguments are written, for help.
    pub usage: &'static str,
    /// One line for the command list.
    pub summary: &'static str,
    /// More, for `help NAME`; `{open_at}` and `{win_at}` stand for the thresholds of
    /// the rules in play.
    pub details: &'static str,
}

/// The commands there are, one per entry of [`COMMANDS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommandKind {
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
    /// `first NAME`.
    First,
    /// `odds`.
    Odds,
    /// `pad`.
    Pad,
    /// `dice` (the fair-dice test; a typed throw is [`Command::Dice`]).
    Dice,
    /// `rules`.
    Rules,
    /// `export FILE [--format F] [--force]`.
    Export,
    /// `save FILE`.
    Save,
    /// `help [COMMAND]`.
    Help,
    /// `quit`.
    Quit,
}

/// Every command, in the order `help` lists them.
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        kind: CommandKind::Keep,
        name: "keep",
        aliases: &["k"],
        usage: "keep [FACES]",
        summary: "set dice aside from the last throw (alone: the best keep)",
        details: "`keep 1 5`, `k 15` or `k 1,5` sets those dice aside; every kept die must be part of a combination thrown in that throw. `keep` alone keeps the best keep. One keep per throw: to change it, `undo`.",
    },
    CommandSpec {
        kind: CommandKind::Bank,
        name: "bank",
        aliases: &["b"],
        usage: "bank",
        summary: "add the turn points to your total and pass the dice",
        details: "Banks the turn. Typed straight after a throw it first keeps the best keep and says so. Until you are open, a turn must hold the opening score ({open_at}) to bank.",
    },
    CommandSpec {
        kind: CommandKind::Undo,
        name: "undo",
        aliases: &["u"],
        usage: "undo",
        summary: "take back the last action, across turns, back to the start",
        details: "Takes back the last throw, keep, bank or roll-off die, even into an earlier player's turn. Repeat to go further back; `redo` puts it back.",
    },
    CommandSpec {
        kind: CommandKind::Redo,
        name: "redo",
        aliases: &[],
        usage: "redo",
        summary: "put back what undo took back",
        details: "Puts back the last action taken back by `undo`. Anything new typed after an undo clears what could be redone.",
    },
    CommandSpec {
        kind: CommandKind::Steal,
        name: "steal",
        aliases: &["s"],
        usage: "steal",
        summary: "take over the dice the last player banked with (Cut-Throat, Piggy-Back)",
        details: "Under the Cut-Throat or Piggy-Back house rules, at the start of your turn you may throw the dice the previous player left instead of six fresh ones.",
    },
    CommandSpec {
        kind: CommandKind::First,
        name: "first",
        aliases: &[],
        usage: "first NAME",
        summary: "skip the roll-off: NAME starts",
        details: "During the roll-off, names the starter directly instead of everyone throwing a die.",
    },
    CommandSpec {
        kind: CommandKind::Odds,
        name: "odds",
        aliases: &["o"],
        usage: "odds",
        summary: "the chance to bust or Flood now, throw on versus bank, the best keep",
        details: "Before a throw: the exact chance that throwing the dice in hand busts or Floods, and what throwing on is worth against banking, under the best play. After a throw: every keep with what it is worth in the long run; the most points now is not always the best. Values maximise the points a turn banks (a Flood costs the whole total).",
    },
    CommandSpec {
        kind: CommandKind::Pad,
        name: "pad",
        aliases: &["p"],
        usage: "pad",
        summary: "show the score pad",
        details: "Shows the score pad: a column per player, a row per round, each turn's result and the running total; ★ marks the leader.",
    },
    CommandSpec {
        kind: CommandKind::Dice,
        name: "dice",
        aliases: &[],
        usage: "dice",
        summary: "are the dice fair? the faces typed in this game, tested",
        details: "Counts every die typed in this game (roll-off dice too) and tests the counts against a fair die (a chi-square test): says in plain words whether they give reason to doubt the dice, with the p-value and the number of dice. `marbles stats` does the same across games.",
    },
    CommandSpec {
        kind: CommandKind::Rules,
        name: "rules",
        aliases: &[],
        usage: "rules",
        summary: "show the scoring table and thresholds in play",
        details: "Shows every scoring combination with its points, the Flood, the opening and winning scores, and the house rules in play.",
    },
    CommandSpec {
        kind: CommandKind::Export,
        name: "export",
        aliases: &[],
        usage: "export FILE [--format F] [--force]",
        summary: "write the score table and pad to a file",
        details: "Writes the final table (rank, total, opened, turns, busts, Floods, best turn) and the round-by-round pad. The format (csv, md, json, yaml or html) comes from the file's extension unless --format is given. An existing file is replaced only with --force, and a game's save never.",
    },
    CommandSpec {
        kind: CommandKind::Save,
        name: "save",
        aliases: &[],
        usage: "save FILE",
        summary: "save the game to FILE and keep autosaving there",
        details: "Every action is already saved the moment it is accepted; `save FILE` moves the save to FILE (autosaving there from now on). Continue later with `marbles resume FILE`.",
    },
    CommandSpec {
        kind: CommandKind::Help,
        name: "help",
        aliases: &["h", "?"],
        usage: "help [COMMAND]",
        summary: "list the commands, or explain one",
        details: "`help` lists every command; `help keep` explains one.",
    },
    CommandSpec {
        kind: CommandKind::Quit,
        name: "quit",
        aliases: &["q", "exit"],
        usage: "quit",
        summary: "save and leave (Ctrl-D too)",
        details: "Saves the game and leaves; `marbles resume` continues it exactly where it stopped, undo history included.",
    },
];

/// Why a line could not be read as a command.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    /// An unknown word.
    #[error("unknown command `{word}`{}: type the faces you threw, or `help` for the commands", suggestion.map(|s| format!(" (did you mean `{s}`?)")).unwrap_or_default())]
    Unknown {
        /// What was typed, cut to a readable length.
        word: String,
        /// The closest command.
        suggestion: Option<&'static str>,
    },
    /// A command missing its argument or given a bad one.
    #[error("{message}: usage `{usage}`")]
    Usage {
        /// What is wrong.
        message: String,
        /// How to write it.
        usage: &'static str,
    },
}

impl Command {
    /// Reads one line. `Ok(None)` for a blank line.
    pub fn parse(line: &str) -> Result<Option<Command>, CommandError> {
        let line = line.trim();
        let Some(first) = line.chars().next() else {
            return Ok(None);
        };
        if starts_dice(first) {
            return Ok(Some(Command::Dice(line.to_owned())));
        }
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        // `k15` and `keep115`: the keep glued to its dice, as people type it in a hurry.
        // The prefix is matched on the text as typed: lower-casing first would change
        // byte lengths (`İ` becomes two characters) and the cut would land elsewhere.
        for prefix in ["keep", "k"] {
            let glued = line
                .get(..prefix.len())
                .filter(|head| head.eq_ignore_ascii_case(prefix))
                .and_then(|_| line.get(prefix.len()..));
            if let Some(dice) = glued.filter(|dice| dice.starts_with(starts_dice)) {
                return Ok(Some(Command::Keep(Some(dice.trim().to_owned()))));
            }
        }
        // Command words are ASCII: full Unicode lower-casing would let look-alikes such
        // as the Kelvin sign `K` stand for `k`.
        let word_lower = word.to_ascii_lowercase();
        let Some(spec) = find(&word_lower) else {
            return Err(CommandError::Unknown {
                word: crate::render::echo(word),
                suggestion: suggest(&word_lower),
            });
        };
        let command = match spec.kind {
            CommandKind::Keep => Command::Keep((!rest.is_empty()).then(|| rest.to_owned())),
            CommandKind::Bank => no_args(spec, rest, Command::Bank)?,
            CommandKind::Steal => no_args(spec, rest, Command::Steal)?,
            CommandKind::Undo => no_args(spec, rest, Command::Undo)?,
            CommandKind::Redo => no_args(spec, rest, Command::Redo)?,
            CommandKind::Odds => no_args(spec, rest, Command::Odds)?,
            CommandKind::Pad => no_args(spec, rest, Command::Pad)?,
            CommandKind::Dice => no_args(spec, rest, Command::DiceTest)?,
            CommandKind::Rules => no_args(spec, rest, Command::Rules)?,
            CommandKind::Quit => no_args(spec, rest, Command::Quit)?,
            CommandKind::First => {
                Command::First(required(spec, rest, "name the player who starts")?)
            }
            CommandKind::Save => Command::Save(required(spec, rest, "name the file to save to")?),
            CommandKind::Help => {
                Command::Help((!rest.is_empty()).then(|| rest.to_ascii_lowercase()))
            }
            CommandKind::Export => export(spec, rest)?,
        };
        Ok(Some(command))
    }
}

/// The command with this name or alias.
pub fn find(word: &str) -> Option<&'static CommandSpec> {
    COMMANDS
        .iter()
        .find(|c| c.name == word || c.aliases.contains(&word))
}

fn suggest(word: &str) -> Option<&'static str> {
    const MAX_EDITS: usize = 2;
    // A word longer than every command by more than the edits allowed is near none of
    // them, and measuring it anyway costs time and memory in proportion to its length
    // (a pasted 10 MB line).
    let longest = COMMANDS.iter().map(|c| c.name.len()).max().unwrap_or(0);
    if word.chars().nth(longest + MAX_EDITS).is_some() {
        return None;
    }
    COMMANDS
        .iter()
        .map(|c| (strsim::damerau_levenshtein(word, c.name), c.name))
        .filter(|&(distance, name)| distance <= MAX_EDITS && distance < name.len())
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, name)| name)
}

fn no_args(spec: &CommandSpec, rest: &str, command: Command) -> Result<Command, CommandError> {
    if rest.is_empty() {
        Ok(command)
    } else {
        Err(CommandError::Usage {
            message: format!("`{}` takes nothing after it", spec.name),
            usage: spec.usage,
        })
    }
}

fn required(spec: &CommandSpec, rest: &str, what: &str) -> Result<String, CommandError> {
    if rest.is_empty() {
        Err(CommandError::Usage {
            message: what.to_owned(),
            usage: spec.usage,
        })
    } else {
        Ok(rest.to_owned())
    }
}

fn export(spec: &CommandSpec, rest: &str) -> Result<Command, CommandError> {
    let mut path = None;
    let mut format = None;
    let mut force = false;
    let mut words = rest.split_whitespace();
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
                        return Err(CommandError::Usage {
                            message: "give one file".into(),
                            usage: spec.usage,
                        });
                    }
                    continue;
                }
            },
        };
        let parsed = value.and_then(|v| v.parse::<ExportFormat>().ok());
        if parsed.is_none() {
            return Err(CommandError::Usage {
                message: format!(
                    "the format must be one of {}",
                    ExportFormat::NAMES.join(", ")
                ),
                usage: spec.usage,
            });
        }
        format = parsed;
    }
    let Some(path) = path else {
        return Err(CommandError::Usage {
            message: "name the file to write".into(),
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

    #[test]
    fn faces_are_a_throw() {
        assert_eq!(parse("153346"), Command::Dice("153346".into()));
        assert_eq!(parse(" 1 5 3 "), Command::Dice("1 5 3".into()));
        assert_eq!(parse("⚀⚄"), Command::Dice("⚀⚄".into()));
    }

    #[test]
    fn commands_have_short_aliases() {
        assert_eq!(parse("k 15"), Command::Keep(Some("15".into())));
        assert_eq!(parse("keep"), Command::Keep(None));
        assert_eq!(parse("k15"), Command::Keep(Some("15".into())));
        assert_eq!(parse("Keep1 5"), Command::Keep(Some("1 5".into())));
        assert_eq!(parse("b"), Command::Bank);
        assert_eq!(parse("U"), Command::Undo);
        assert_eq!(parse("p"), Command::Pad);
        assert_eq!(parse("q"), Command::Quit);
        assert_eq!(parse("s"), Command::Steal);
    }

    #[test]
    fn a_glued_keep_is_cut_on_the_text_as_typed() {
        // Lower-casing `İ` or `ẞ` changes its length; the cut must not move with it.
        assert_eq!(parse("k1İİ"), Command::Keep(Some("1İİ".into())));
        assert_eq!(parse("k1ẞẞ"), Command::Keep(Some("1ẞẞ".into())));
        assert_eq!(parse("KEEP1İ 5"), Command::Keep(Some("1İ 5".into())));
        assert_eq!(parse("keep⚀ǅ"), Command::Keep(Some("⚀ǅ".into())));
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
                suggestion: Some("keep"),
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
        assert_eq!(suggest("exprot"), Some("export"));
        assert_eq!(suggest("exporter"), Some("export"));
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
    fn commands_without_arguments_refuse_them() {
        assert!(Command::parse("bank 500").is_err());
    }
}
