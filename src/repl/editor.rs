//! Line editing at the table: completion, hints and colours for rustyline.

use std::borrow::Cow;
use std::cell::{Cell, RefCell};

use rustyline::completion::{Completer, Pair};
use rustyline::highlight::{CmdKind, Highlighter};
use rustyline::hint::{Hint, Hinter};
use rustyline::validate::Validator;
use rustyline::{Context, Helper};

use super::command::{COMMANDS, ODDS_ALL};
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

    /// Candidates for the word ending at `pos`: `(start, words)`.
    pub(crate) fn candidates(&self, line: &str, pos: usize) -> (usize, Vec<String>) {
        let before = &line[..pos];
        let start = before.rfind(char::is_whitespace).map_or(0, |i| i + 1);
        let word = before[start..].to_lowercase();
        let words: Vec<&str> = before[..start].split_whitespace().collect();
        let pool: Vec<String> = match words.as_slice() {
            [] => COMMANDS.iter().map(|c| c.name.to_owned()).collect(),
            ["first" | "log"] => self.names.clone(),
            // The latest first: a correction is most often of a recent move.
            ["amend"] => (1..=self.moves.get())
                .rev()
                .map(|n| n.to_string())
                .collect(),
            ["amend", .., last] if last.ends_with(',') => (1..=self.moves.get())
                .rev()
                .map(|n| n.to_string())
                .collect(),
            ["odds" | "o"] => vec![ODDS_ALL.to_owned()],
            ["help"] => COMMANDS.iter().map(|c| c.name.to_owned()).collect(),
            [.., "--format" | "-f"] => ExportFormat::NAMES.iter().map(|n| n.to_string()).collect(),
            ["export", ..] if word.starts_with('-') => vec!["--format".to_owned()],
            _ => Vec::new(),
        };
        let matches = pool
            .into_iter()
            .filter(|c| c.to_lowercase().starts_with(&word))
            .collect();
        (start, matches)
    }
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
            vec!["--format".to_owned()]
        );
    }
}
