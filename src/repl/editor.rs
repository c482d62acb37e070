//! Line editing at the table: completion, hints and colours for rustyline.

use std::borrow::Cow;
use std::cell::{Cell, RefCell};

use rustyline::completion::{Completer, Pair};
use rustyline::highlight::{CmdKind, Highlighter};
use rustyline::hint::{Hint, Hinter};
use rustyline::validate::Validator;
use rustyline::{Context, Helper};

use super::command::{
    COMMANDS, CommandKind, ODDS_ALL, SERVE_STOP, TALLY_BUST, arg_word, find, fold,
};
use crate::export::ExportFormat;
use crate::render::{Style, paint};

/// Line editing for the table: Tab completes commands, player names and export formats;
/// a dim hint finishes a command word or, on an empty line, says what is expected.
pub(crate) struct TableEditor {
    names: Vec<String>,
    expected: RefCell<String>,
    /// How many moves the game has, for `amend`'s numbers.
    moves: Cell<usize>,
    colour: bool,
}

impl TableEditor {
    /// An editor for these players; `colour` turns on dim hints and a bold prompt.
    pub(crate) fn new(names: Vec<String>, colour: bool) -> TableEditor {
        TableEditor {
            names,
            expected: RefCell::new(String::new()),
            moves: Cell::new(0),
            colour,
        }
    }

    /// Sets what the empty-line hint says.
    pub(crate) fn set_expected(&self, text: String) {
        *self.expected.borrow_mut() = text;
    }

    /// Sets how many moves the game has: `amend` completes their numbers.
    pub(crate) fn set_moves(&self, moves: usize) {
        self.moves.set(moves);
    }

    /// Candidates for the word ending at `pos`: `(start, words)`. Command words are
    /// offered in the language in use and in English; what follows a command is
    /// known by the command, whichever word typed it.
    pub(crate) fn candidates(&self, line: &str, pos: usize) -> (usize, Vec<String>) {
        let before = &line[..pos];
        // A command of two words (`sett inn`) is completed as one, from the start.
        let typed = before.trim_start();
        if typed.contains(char::is_whitespace) && !typed.ends_with(char::is_whitespace) {
            let folded = fold(typed);
            let whole: Vec<String> = command_words()
                .into_iter()
                .filter(|w| w.contains(' ') && w.starts_with(&folded))
                .collect();
            if !whole.is_empty() {
                return (before.len() - typed.len(), whole);
            }
        }
        let start = before.rfind(char::is_whitespace).map_or(0, |i| i + 1);
        let word = before[start..].to_lowercase();
        let words: Vec<&str> = before[..start].split_whitespace().collect();
        let kind = words.first().and_then(|w| command_at(w, &words));
        let numbers = || -> Vec<String> {
            // The latest first: a correction is most often of a recent move.
            (1..=self.moves.get())
                .rev()
                .map(|n| n.to_string())
                .collect()
        };
        let after = words.len() - kind.map_or(0, |(_, n)| n);
        let pool: Vec<String> = match (kind.map(|(k, _)| k), after, words.last()) {
            (None, _, _) if words.is_empty() => command_words(),
            (_, _, Some(&("--format" | "-f"))) => {
                ExportFormat::NAMES.iter().map(|n| n.to_string()).collect()
            }
            (Some(CommandKind::First | CommandKind::Log | CommandKind::Review), 0, _) => {
                self.names.clone()
            }
            (Some(CommandKind::Amend), 0, _) => numbers(),
            (Some(CommandKind::Amend), _, Some(last)) if last.ends_with(',') => numbers(),
            (Some(CommandKind::Odds), 0, _) => words_for(ODDS_ALL),
            (Some(CommandKind::Tally), 0, _) => words_for(TALLY_BUST),
            (Some(CommandKind::Serve), 0, _) => words_for(SERVE_STOP),
            (Some(CommandKind::Help), 0, _) => command_words(),
            (Some(CommandKind::Export), _, _) if word.starts_with('-') => {
                vec!["--format".to_owned(), "--force".to_owned()]
            }
            // `export game.` offers the file's endings, one per format (the BG Stats
            // app opens `.bgsplay`).
            (Some(CommandKind::Export), 0, _) if word.contains('.') => {
                let stem = &before[start..];
                let stem = stem.rfind('.').map_or(stem, |dot| &stem[..=dot]);
                ExportFormat::NAMES
                    .iter()
                    .map(|&name| if name == "bgstats" { "bgsplay" } else { name })
                    .map(|ext| format!("{stem}{ext}"))
                    .collect()
            }
            _ => Vec::new(),
        };
        let matches = pool
            .into_iter()
            .filter(|c| c.to_lowercase().starts_with(&word))
            .collect();
        (start, matches)
    }
}

/// Every command word, in the language in use and in English, each once, in the
/// order `help` lists the commands.
fn command_words() -> Vec<String> {
    let mut words = Vec::new();
    for spec in COMMANDS {
        for word in [spec.shown(), spec.name.to_owned()] {
            if !words.contains(&word) {
                words.push(word);
            }
        }
    }
    words
}

/// An argument word in the language in use and in English (`bom`, `bust`).
fn words_for(english: &str) -> Vec<String> {
    let shown = arg_word(english);
    if shown == english {
        vec![shown]
    } else {
        vec![shown, english.to_owned()]
    }
}

/// The command the words before the cursor start with, and how many words it took
/// (two for `sett inn`).
fn command_at(first: &str, words: &[&str]) -> Option<(CommandKind, usize)> {
    if let [a, b, ..] = words
        && let Some(spec) = find(&format!("{a} {b}"))
    {
        return Some((spec.kind, 2));
    }
    find(first).map(|spec| (spec.kind, 1))
}

/// An inline hint; only command completions can be accepted with →.
pub(crate) struct TableHint {
    display: String,
    completion: Option<String>,
}

impl Hint for TableHint {
    fn display(&self) -> &str {
        &self.display
    }

    fn completion(&self) -> Option<&str> {
        self.completion.as_deref()
    }
}

impl Completer for TableEditor {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let (start, words) = self.candidates(line, pos);
        let pairs = words
            .into_iter()
            .map(|w| Pair {
                display: w.clone(),
                replacement: format!("{w} "),
            })
            .collect();
        Ok((start, pairs))
    }
}

impl Hinter for TableEditor {
    type Hint = TableHint;

    fn hint(&self, line: &str, pos: usize, _: &Context<'_>) -> Option<TableHint> {
        if line.is_empty() {
            let expected = self.expected.borrow();
            return (!expected.is_empty()).then(|| TableHint {
                display: format!("  {expected}"),
                completion: None,
            });
        }
        // A pasted block waits for Enter: say what it will do.
        let lines = line.lines().filter(|l| !l.trim().is_empty()).count();
        if lines > 1 && pos == line.len() {
            return Some(TableHint {
                display: format!("  {}", crate::text!("terminal-paste-enter", n = lines)),
                completion: None,
            });
        }
        if pos < line.len() || line.contains(char::is_whitespace) {
            return None;
        }
        let (_, words) = self.candidates(line, pos);
        match words.as_slice() {
            [only] if only.len() > line.len() => {
                let rest = only[line.len()..].to_owned();
                Some(TableHint {
                    display: rest.clone(),
                    completion: Some(rest),
                })
            }
            _ => None,
        }
    }
}

impl Highlighter for TableEditor {
    fn highlight_prompt<'b, 's: 'b, 'p: 'b>(
        &'s self,
        prompt: &'p str,
        _default: bool,
    ) -> Cow<'b, str> {
        if self.colour {
            Cow::Owned(paint(Style::Strong, prompt))
        } else {
            Cow::Borrowed(prompt)
        }
    }

    fn highlight_hint<'h>(&self, hint: &'h str) -> Cow<'h, str> {
        if self.colour {
            Cow::Owned(paint(Style::Dim, hint))
        } else {
            Cow::Borrowed(hint)
        }
    }

    fn highlight_char(&self, _line: &str, _pos: usize, _kind: CmdKind) -> bool {
        false
    }
}

impl Validator for TableEditor {}

impl Helper for TableEditor {}

#[cfg(test)]
mod tests {
    use super::*;

    fn editor() -> TableEditor {
        TableEditor::new(vec!["Ann".into(), "Bob".into()], false)
    }

    #[test]
    fn tab_completes_command_names() {
        assert_eq!(editor().candidates("ba", 2), (0, vec!["bank".to_owned()]));
        let (_, all) = editor().candidates("", 0);
        assert_eq!(all.len(), COMMANDS.len());
    }

    #[test]
    fn tab_completes_player_names_after_first() {
        assert_eq!(
            editor().candidates("first a", 7),
            (6, vec!["Ann".to_owned()])
        );
    }

    #[test]
    fn tab_completes_move_numbers_after_amend_and_its_commas() {
        let editor = editor();
        editor.set_moves(12);
        assert_eq!(
            editor.candidates("amend 1", 7),
            (6, ["12", "11", "10", "1"].map(str::to_owned).to_vec())
        );
        let line = "amend 12 155346, ";
        assert_eq!(editor.candidates(line, line.len()).1.len(), 12);
        assert_eq!(editor.candidates("amend 12 1", 10).1, Vec::<String>::new());
    }

    #[test]
    fn tab_completes_the_words_of_the_language_in_use_and_english() {
        use crate::locale::Lang;
        use crate::render::Locale;
        Locale::of(Lang::Nb).scope(|| {
            assert_eq!(editor().candidates("beh", 3).1, vec!["behold".to_owned()]);
            assert_eq!(
                editor().candidates("se", 2).1,
                vec!["sett inn".to_owned(), "serve".to_owned()]
            );
            assert_eq!(
                editor().candidates("sett i", 6),
                (0, vec!["sett inn".to_owned()])
            );
            assert_eq!(
                editor().candidates("noter b", 7).1,
                vec!["bom".to_owned(), "bust".to_owned()]
            );
            assert_eq!(
                editor().candidates("tally b", 7).1,
                vec!["bom".to_owned(), "bust".to_owned()]
            );
            assert_eq!(editor().candidates("først a", 8).1, vec!["Ann".to_owned()]);
            assert_eq!(
                editor().candidates("hjelp beh", 9).1,
                vec!["behold".to_owned()]
            );
        });
        let (_, all) = editor().candidates("", 0);
        assert_eq!(all.len(), COMMANDS.len(), "in English each word once");
    }

    #[test]
    fn tab_after_a_file_name_and_a_dot_offers_the_formats() {
        let line = "export g.";
        let (start, offered) = editor().candidates(line, line.len());
        assert_eq!(start, 7);
        assert_eq!(
            offered,
            ["g.csv", "g.md", "g.json", "g.yaml", "g.html", "g.bgsplay"].map(str::to_owned)
        );
        let line = "export g.h";
        assert_eq!(
            editor().candidates(line, line.len()).1,
            vec!["g.html".to_owned()]
        );
    }

    #[test]
    fn tab_completes_odds_all() {
        assert_eq!(
            editor().candidates("odds a", 6),
            (5, vec!["all".to_owned()])
        );
        assert_eq!(editor().candidates("o ", 2), (2, vec!["all".to_owned()]));
    }

    #[test]
    fn tab_completes_export_formats() {
        let line = "export t --format h";
        assert_eq!(
            editor().candidates(line, line.len()).1,
            vec!["html".to_owned()]
        );
        let line = "export t --f";
        assert_eq!(
            editor().candidates(line, line.len()).1,
            vec!["--format".to_owned(), "--force".to_owned()]
        );
    }
}
