//! The REPL's `help`: the list of commands and one command explained, with the numbers
//! of the rules in play filled in (`help bank` says 500 under open_500.lua, not 700).
//!
//! The command table (names, aliases, usage, texts) lives with the parser in `repl`;
//! these functions lay it out and fill its placeholders, so a help text that names a
//! threshold reads it from the rules rather than writing it down.

use std::fmt::Write as _;

use super::message;
use crate::rules::RuleSet;
use crate::text;

/// One line of the command list: how it is typed, what it does, its short forms.
#[derive(Debug, Clone, Copy)]
pub struct HelpEntry<'a> {
    /// How the command is typed, with its arguments (`keep [FACES]`).
    pub usage: &'a str,
    /// The catalogue id of what it does, in a few words (`help-keep`).
    pub summary: &'a str,
    /// Its short forms (`k`), shown in brackets.
    pub aliases: &'a [&'a str],
}

/// `help` alone: how to type a throw (with as many faces as the rules' dice), or, once
/// the game is over, what is left to do; then every command, aligned.
pub fn help_list<'a>(entries: &[HelpEntry<'a>], rules: &RuleSet, over: bool) -> String {
    let intro = if over {
        text!("help-list-intro-over")
    } else {
        text!(
            "help-list-intro",
            example = example_throw(rules.dice),
            spaced = example_spaced(rules.dice)
        )
    };
    let mut out = intro + "\n";
    let width = entries.iter().map(|e| e.usage.len()).max().unwrap_or(0);
    for entry in entries {
        let aliases = if entry.aliases.is_empty() {
            String::new()
        } else {
            format!(" [{}]", entry.aliases.join(", "))
        };
        let summary = message(entry.summary, &[]);
        let _ = writeln!(out, "  {:<width$}  {summary}{aliases}", entry.usage);
    }
    out.push_str(&text!("help-list-outro"));
    out.push('\n');
    out
}

/// A throw of `dice` dice to show how one is typed, digits together: `153346`, or
/// `15334` where a turn has five dice.
pub fn example_throw(dice: usize) -> String {
    EXAMPLE_FACES.iter().cycle().take(dice.max(1)).collect()
}

/// The same throw with spaces: `1 5 3 3 4 6`.
fn example_spaced(dice: usize) -> String {
    let faces: Vec<String> = example_throw(dice).chars().map(String::from).collect();
    faces.join(" ")
}

/// The faces of the example throw (no combination but a 1 and a 5 among six dice).
const EXAMPLE_FACES: [char; 6] = ['1', '5', '3', '3', '4', '6'];

/// `help NAME`: the usage and the details (the catalogue id `details`), with
/// `$open_at` and `$win_at` read from the rules in play.
pub fn help_topic(usage: &str, details: &str, rules: &RuleSet) -> String {
    let details = message(
        details,
        &[
            ("open_at", rules.open_at.into()),
            ("win_at", rules.win_at.into()),
            ("dice", rules.dice.into()),
        ],
    );
    format!("{usage}\n  {details}\n")
}

/// The refusal of `help WORD` for a word that names no command.
pub fn no_help_for(word: &str) -> String {
    text!("help-no-command", word = super::echo(word))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_throw_has_the_rules_dice() {
        assert_eq!(example_throw(6), "153346");
        assert_eq!(example_throw(5), "15334");
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
