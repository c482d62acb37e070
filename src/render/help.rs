//! The REPL's `help`: the list of commands and one command explained, with the numbers
//! of the rules in play filled in (`help bank` says 500 under open_500.lua, not 700).
//!
//! The command table (names, aliases, usage, texts) lives with the parser in `repl`;
//! these functions lay it out and fill its placeholders, so a help text that names a
//! threshold reads it from the rules rather than writing it down.

use std::fmt::Write as _;

use super::points;
use crate::rules::RuleSet;

/// One line of the command list: how it is typed, what it does, its short forms.
#[derive(Debug, Clone, Copy)]
pub struct HelpEntry<'a> {
    /// How the command is typed, with its arguments (`keep [FACES]`).
    pub usage: &'a str,
    /// What it does, in a few words.
    pub summary: &'a str,
    /// Its short forms (`k`), shown in brackets.
    pub aliases: &'a [&'a str],
}

/// `help` alone: how to type a throw, then every command, aligned.
pub fn help_list<'a>(entries: &[HelpEntry<'a>]) -> String {
    let mut out = String::from("Type the faces you threw, like `153346` or `1 5 3 3 4 6`.\n");
    let width = entries.iter().map(|e| e.usage.len()).max().unwrap_or(0);
    for entry in entries {
        let aliases = if entry.aliases.is_empty() {
            String::new()
        } else {
            format!(" [{}]", entry.aliases.join(", "))
        };
        let _ = writeln!(out, "  {:<width$}  {}{aliases}", entry.usage, entry.summary);
    }
    out.push_str("`help COMMAND` explains one. Tab completes, ↑ recalls, Ctrl-C clears the line, Ctrl-D saves and quits.\n");
    out
}

/// `help NAME`: the usage and the details, with `{open_at}` and `{win_at}` read from
/// the rules in play.
pub fn help_topic(usage: &str, details: &str, rules: &RuleSet) -> String {
    let details = details
        .replace("{open_at}", &points(rules.open_at))
        .replace("{win_at}", &points(rules.win_at));
    format!("{usage}\n  {details}\n")
}

/// The refusal of `help WORD` for a word that names no command.
pub fn no_help_for(word: &str) -> String {
    format!("no command `{}`: `help` lists them", super::echo(word))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_topic_reads_its_numbers_from_the_rules() {
        let rules = RuleSet {
            open_at: 500,
            ..RuleSet::default()
        };
        assert_eq!(
            help_topic("bank", "needs the opening score ({open_at}).", &rules),
            "bank\n  needs the opening score (500).\n"
        );
    }
}
