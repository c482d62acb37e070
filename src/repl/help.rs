//! The REPL's `help`: the list of commands and one command explained, with the numbers
//! of the rules in play filled in (`help bank` says 500 under open_500.lua, not 700).
//!
//! The command table (names, aliases, usage, texts) lives with the parser in `repl`;
//! these functions lay it out and fill its placeholders, so a help text that names a
//! threshold reads it from the rules rather than writing it down.

use std::fmt::Write as _;

use unicode_width::UnicodeWidthStr;

use crate::render::message;
use crate::rules::RuleSet;
use crate::text;

/// One line of the command list: how it is typed, what it does, its short forms.
#[derive(Debug, Clone, Copy)]
pub(crate) struct HelpEntry<'a> {
    /// The catalogue id of the command's word (`word-keep`), shown alone at a
    /// phone's width.
    pub(crate) word: &'a str,
    /// How the command is typed, with its arguments (`keep [FACES]`).
    pub(crate) usage: &'a str,
    /// The catalogue id of what it does, in a few words (`help-keep`).
    pub(crate) summary: &'a str,
    /// Its short forms (`k`), shown in brackets.
    pub(crate) aliases: &'a [&'a str],
}

/// `help` alone: how to type a throw (or, once the game is over, what is left to do),
/// then every command, aligned, each summary wrapped at words within the table width.
pub(crate) fn help_list<'a>(entries: &[HelpEntry<'a>], rules: &RuleSet, over: bool) -> String {
    let width = usize::from(crate::render::table_width());
    let intro = if over {
        text!("help-list-intro-over")
    } else {
        text!(
            "help-list-intro",
            example = crate::render::example_throw(rules.dice),
            spaced = example_spaced(rules.dice)
        )
    };
    let mut out = String::new();
    for line in wrap_words(&intro, width) {
        let _ = writeln!(out, "{line}");
    }
    // The list shows how a command starts; its flags are in `help COMMAND`, so that
    // the list stays within a 24-row screen.
    fn usage(entry: &HelpEntry<'_>) -> String {
        shown_usage(
            entry
                .usage
                .split_once(" [--")
                .map_or(entry.usage, |(start, _)| start),
        )
    }
    let usage_width = entries.iter().map(|e| usage(e).width()).max().unwrap_or(0);
    let indent = 2 + usage_width + 2;
    let aliases = |entry: &HelpEntry<'_>| {
        if entry.aliases.is_empty() {
            String::new()
        } else {
            format!(" [{}]", entry.aliases.join(", "))
        }
    };
    if width < indent + SUMMARY_ROOM {
        // A phone's width: the commands' words side by side in as many columns as fit,
        // their arguments and what each does left to `help COMMAND` (the outro says
        // so). With each summary under its command the list ran 50 lines, twice a
        // 24-row screen.
        let cells: Vec<String> = entries
            .iter()
            .map(|entry| {
                let word = crate::render::message(entry.word, &[]);
                format!("{word}{}", aliases(entry))
            })
            .collect();
        let cell_width = cells.iter().map(|c| c.width()).max().unwrap_or(0) + 2;
        let columns = (width.saturating_sub(2) / cell_width.max(1)).max(1);
        for row in cells.chunks(columns) {
            let mut line = String::from("  ");
            for (i, cell) in row.iter().enumerate() {
                line.push_str(cell);
                if i + 1 < row.len() {
                    line.push_str(&" ".repeat(cell_width - cell.width()));
                }
            }
            let _ = writeln!(out, "{line}");
        }
    } else {
        let room = width - indent;
        for entry in entries {
            let summary = message(entry.summary, &[]) + &aliases(entry);
            for (i, line) in wrap_words(&summary, room).iter().enumerate() {
                if i == 0 {
                    let shown = usage(entry);
                    let shown = shown.as_str();
                    let pad = usage_width - shown.width();
                    let _ = writeln!(out, "  {shown}{:pad$}  {line}", "");
                } else {
                    let _ = writeln!(out, "{:indent$}{line}", "");
                }
            }
        }
    }
    for line in wrap_words(&text!("help-list-outro"), width) {
        let _ = writeln!(out, "{line}");
    }
    out
}

/// The fewest columns a summary beside the usages gets; with less, the list puts each
/// summary under its command.
const SUMMARY_ROOM: usize = 30;

/// `text` broken into lines of at most `width` columns by the one wrapper
/// ([`crate::render::wrap_to`]); a word longer than a line stays whole on its own.
fn wrap_words(text: &str, width: usize) -> Vec<String> {
    crate::render::wrap_to(text, width)
        .lines()
        .map(str::to_owned)
        .collect()
}

/// The same throw with spaces: `1 5 3 3 4 6`.
fn example_spaced(dice: usize) -> String {
    let faces: Vec<String> = crate::render::example_throw(dice)
        .chars()
        .map(String::from)
        .collect();
    faces.join(" ")
}

/// `help NAME`: the usage and the details (the catalogue id `details`), with
/// `$open_at` and `$win_at` read from the rules in play.
pub(crate) fn help_topic(usage: &str, details: &str, rules: &RuleSet) -> String {
    let details = message(
        details,
        &[
            ("open_at", rules.open_at.into()),
            ("win_at", rules.win_at.into()),
            ("dice", rules.dice.into()),
        ],
    );
    format!("{}\n  {details}\n", shown_usage(usage))
}

/// A command's usage (`keep [FACES]`) in the reader's language (`behold [ØYETALL]`): the
/// command word and the words it takes (`bust`, `all`, `stop`) as they are typed
/// there, what stands for a value named as the help's sentences name it; flags are
/// typed as they are in every language.
pub(crate) fn shown_usage(usage: &str) -> String {
    let mut shown = String::with_capacity(usage.len());
    let mut word = String::new();
    let mut first = true;
    let mut flush = |word: &mut String, shown: &mut String| {
        if word.is_empty() {
            return;
        }
        let command = first.then(|| super::command::find(word)).flatten();
        first = false;
        shown.push_str(&match word.as_str() {
            _ if let Some(spec) = command => spec.shown(),
            "bust" | "all" | "stop" => super::command::arg_word(word),
            "FACES" => text!("usage-faces"),
            "POINTS" => text!("usage-points"),
            "NAME" => text!("usage-name"),
            "FILE" => text!("usage-file"),
            "ADDR" => text!("usage-address"),
            "COMMAND" => text!("usage-command"),
            "MOVE" => text!("usage-move"),
            _ => word.clone(),
        });
        word.clear();
    };
    for c in usage.chars() {
        if c.is_ascii_alphanumeric() {
            word.push(c);
        } else {
            flush(&mut word, &mut shown);
            shown.push(c);
        }
    }
    flush(&mut word, &mut shown);
    shown
}

/// The refusal of `help WORD` for a word that names no command.
pub(crate) fn no_help_for(word: &str) -> String {
    text!("help-no-command", word = crate::render::echo(word))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_usage_names_its_values_in_the_readers_language() {
        use crate::locale::Lang;
        use crate::render::Locale;
        let nb = |usage| Locale::of(Lang::Nb).scope(|| shown_usage(usage));
        assert_eq!(nb("keep [FACES]"), "behold [ØYETALL]");
        assert_eq!(nb("save FILE"), "lagre FIL");
        assert_eq!(nb("tally POINTS|bust"), "noter POENG|bom");
        assert_eq!(nb("serve [ADDR|stop]"), "del [ADR|stopp]");
        assert_eq!(nb("bank"), "sett inn");
        assert_eq!(
            nb("export FILE [--format F] [--force]"),
            "eksporter FIL [--format F] [--force]"
        );
        let en = Locale::of(Lang::En).scope(|| shown_usage("first NAME"));
        assert_eq!(en, "first NAME");
    }

    #[test]
    fn words_wrap_whole_within_the_width() {
        assert_eq!(
            wrap_words("throw on or bank, the best play", 12),
            ["throw on or", "bank, the", "best play"]
        );
        assert_eq!(
            wrap_words("unbreakable-word x", 5),
            ["unbreakable-word", "x"]
        );
    }

    #[test]
    fn on_a_phone_the_commands_stand_side_by_side() {
        let entries = [
            HelpEntry {
                word: "word-serve",
                usage: "serve [ADDR|stop]",
                summary: "help-serve",
                aliases: &[],
            },
            HelpEntry {
                word: "word-help",
                usage: "help [COMMAND]",
                summary: "help-help",
                aliases: &["h", "?"],
            },
        ];
        let rules = RuleSet::default();
        let list =
            |width| crate::render::with_table_width(width, || help_list(&entries, &rules, false));
        let narrow = list(40);
        assert!(narrow.lines().all(|l| l.width() <= 40), "{narrow}");
        // Side by side, their arguments and what they do left to `help COMMAND`.
        assert!(
            narrow
                .lines()
                .any(|l| l.starts_with("  serve ") && l.ends_with("help [h, ?]")),
            "{narrow}"
        );
        assert!(!narrow.contains("show the pad"), "{narrow}");
        // With room, beside it.
        let wide = list(80);
        assert!(
            wide.contains("\n  serve [ADDR|stop]  show the pad"),
            "{wide}"
        );
    }

    #[test]
    fn the_example_throw_has_the_rules_dice() {
        assert_eq!(crate::render::example_throw(6), "153346");
        assert_eq!(crate::render::example_throw(5), "15334");
        assert_eq!(example_spaced(5), "1 5 3 3 4");
    }

    #[test]
    fn a_topic_reads_its_numbers_from_the_rules() {
        let rules = RuleSet {
            open_at: 500,
            ..RuleSet::default()
        };
        let topic = help_topic("bank", "help-bank-details", &rules);
        assert!(topic.starts_with("bank\n  Banks the turn."), "{topic}");
        assert!(topic.contains("the opening score (500)"), "{topic}");
    }
}
