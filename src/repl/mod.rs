//! The table-side REPL: one line per throw or command, announcements the whole table
//! notices, and a save after every accepted step.
//!
//! [`Session`] does the work and returns replies; [`run_terminal`] (rustyline) and
//! [`run_lines`] (piped input, for scripts and tests) only read lines and print.

mod announce;
mod command;
mod editor;
mod prompt;
mod session;

pub use command::{COMMANDS, Command, CommandError, CommandSpec};
pub use editor::TableEditor;
pub use session::{Reply, Session};

use std::io::{BufRead, Write};
use std::path::Path;

use rustyline::error::ReadlineError;
use rustyline::history::FileHistory;
use rustyline::{Config, Editor};

use crate::render::{Style, paint};

/// How a session ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// Input ended or the player quit; the game is saved.
    Finished,
    /// `--strict` and a line was refused; the game is saved as it stood.
    Refused,
}

/// Reads commands line by line from non-terminal input: no prompt, refusals on `err`.
/// With `strict`, the first refusal ends the session.
pub fn run_lines(
    session: &mut Session,
    input: impl BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
    strict: bool,
) -> std::io::Result<Ending> {
    for line in input.lines() {
        let reply = session.execute(&line?);
        out.write_all(reply.output.as_bytes())?;
        out.flush()?;
        if let Some(warning) = &reply.warning {
            writeln!(err, "warning: {warning}")?;
        }
        if let Some(refusal) = &reply.refusal {
            writeln!(err, "error: {refusal}")?;
            if strict {
                return Ok(Ending::Refused);
            }
        }
        if reply.quit {
            return Ok(Ending::Finished);
        }
    }
    finish(session, out, err)?;
    Ok(Ending::Finished)
}

/// The interactive loop on a terminal, with history kept in `history`.
pub fn run_terminal(session: &mut Session, history: Option<&Path>) -> std::io::Result<Ending> {
    let mut out = anstream::stdout();
    let mut err = anstream::stderr();
    let colour = anstream::AutoStream::choice(&std::io::stdout()) != anstream::ColorChoice::Never;
    let config = Config::builder()
        .max_history_size(1000)
        .map_err(std::io::Error::other)?
        .auto_add_history(true)
        .build();
    let mut editor: Editor<TableEditor, FileHistory> =
        Editor::with_config(config).map_err(std::io::Error::other)?;
    editor.set_helper(Some(TableEditor::new(
        session.game().names().to_vec(),
        colour,
    )));
    if let Some(path) = history {
        // A missing history file is the normal first run.
        let _ = editor.load_history(path);
    }
    loop {
        if let Some(helper) = editor.helper_mut() {
            helper.set_expected(session.expected());
        }
        match editor.readline(&session.prompt()) {
            // A paste of several lines arrives as one (bracketed paste): play each.
            Ok(text) => {
                let mut quit = false;
                for line in text.lines() {
                    let reply = session.execute(line);
                    write!(out, "{}", reply.output)?;
                    if let Some(warning) = &reply.warning {
                        writeln!(err, "{} {warning}", paint(Style::Loud, "warning:"))?;
                    }
                    if let Some(refusal) = &reply.refusal {
                        writeln!(err, "{} {refusal}", paint(Style::Bad, "error:"))?;
                    }
                    if reply.quit {
                        quit = true;
                        break;
                    }
                }
                if quit {
                    break;
                }
            }
            // Ctrl-C cancels the line being typed, nothing more.
            Err(ReadlineError::Interrupted) => {
                writeln!(
                    out,
                    "{}",
                    paint(
                        Style::Dim,
                        "(line cleared; `quit` or Ctrl-D saves and leaves)"
                    )
                )?;
            }
            Err(ReadlineError::Eof) => {
                finish(session, &mut out, &mut err)?;
                break;
            }
            Err(other) => {
                finish(session, &mut out, &mut err)?;
                return Err(std::io::Error::other(other));
            }
        }
    }
    if let Some(path) = history
        && let Err(e) = editor.save_history(path)
    {
        writeln!(
            err,
            "{} could not keep the command history in {}: {e}",
            paint(Style::Loud, "warning:"),
            path.display()
        )?;
    }
    Ok(Ending::Finished)
}

/// Saves and says where.
fn finish(session: &Session, out: &mut dyn Write, err: &mut dyn Write) -> std::io::Result<()> {
    match session.save() {
        Ok(()) => write!(out, "{}", session.farewell()),
        Err(e) => writeln!(err, "error: {e}"),
    }
}
