//! The table-side REPL: one line per throw or command, announcements the whole table
//! notices, and a save after every accepted step.
//!
//! [`Session`] does the work and returns replies; [`run_terminal`] (rustyline) and
//! [`run_lines`] (piped input, for scripts and tests) only read lines and print.

mod command;
mod editor;
mod help;
mod moves;
mod prompt;
pub(crate) mod scenario;
mod session;
mod table_odds;

pub use command::{COMMANDS, Command};
pub(crate) use editor::TableEditor;
pub(crate) use moves::Move;
pub(crate) use session::Reply;
pub use session::Session;

use std::io::{BufRead, Write};
use std::path::Path;
use unicode_width::UnicodeWidthStr;

use rustyline::error::ReadlineError;
use rustyline::history::FileHistory;
use rustyline::{Config, Editor};

use crate::render::{Style, paint};

/// How a session ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ending {
    /// Input ended or the player quit. Whether the game is saved is for the session to
    /// say ([`Session::is_saved`], [`Session::failed_saves`]).
    Finished,
    /// A signal asked marbles to stop (SIGINT, SIGTERM, SIGHUP): the session closed
    /// as at the end of the input, but whoever started marbles must be able to tell a
    /// cut run from a finished one (the binary exits 128 + the signal's number).
    Stopped {
        /// The signal's number (2, 15, 1).
        signal: i32,
        /// Piped input: the lines played before it, and those it left unread. `None`
        /// at a terminal.
        piped: Option<(usize, Unread)>,
    },
    /// `--strict` and this line (counted from 1) was refused; the game is saved as it
    /// stood before it.
    Refused {
        /// The refused line.
        line: usize,
    },
    /// `--strict` and the step on this line could not be saved: the session stops so
    /// that nothing more is played that the file does not hold.
    Unsaved {
        /// The line whose step was not saved.
        line: usize,
    },
}

/// The lines of piped input a signal left unread: counted up to the end of the input,
/// or up to where reading would wait for the writer, which is not waited for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unread {
    /// Whole lines there were to read.
    pub(crate) lines: usize,
    /// Whether the input was still open (more might have come) or too long to count
    /// to its end ([`UNREAD_COUNTED`]): then `lines` is the least there were.
    pub(crate) open: bool,
}

/// The most unread lines counted after a signal: input without end (`yes | marbles
/// play`) is counted this far and no further, so a stopped run still ends within about
/// a second (each line passes from the reader's thread to this one).
pub(crate) const UNREAD_COUNTED: usize = 100_000;

/// Piped input for [`run_lines`]: lines, and whether reading would wait for more.
pub(crate) trait PipedInput: BufRead {
    /// Whether a read now would not wait for the writer (something is buffered or
    /// waiting in the pipe, or its writing end is closed), after waiting up to `wait`
    /// for that. The reader waits for input in such steps, so that after a signal it
    /// counts the lines left unread up to where it would wait, and stops there. `true`
    /// (the default) for input that never waits, as a file or a slice does.
    fn ready(&mut self, wait: std::time::Duration) -> bool {
        let _ = wait;
        true
    }
}

/// How long the reader waits for piped input at a time before it looks whether a
/// signal has asked it to stop: how long counting the unread lines may take at most.
const READ_WAIT_STEP: std::time::Duration = std::time::Duration::from_millis(200);

impl PipedInput for &[u8] {}

/// The longest line read from piped input, in bytes. No throw, keep or command comes
/// near it; a longer line (a pasted file, `/dev/zero`) is refused without being held.
pub(crate) const MAX_LINE_BYTES: usize = 64 * 1024;

/// Reads commands line by line from non-terminal input: no prompt, refusals on `err`.
/// With `strict`, the first refusal or failed save ends the session.
///
/// Every line is played and saved whether or not anyone reads `out`: once a reader
/// closes its end, output is dropped and the game goes on. Any other failure to write
/// `out` or `err` is returned after the input is played.
///
/// SIGINT, SIGTERM and SIGHUP close the session as the end of the input does (see
/// `hear_stops`), and end it as [`Ending::Stopped`] with the lines left unread: lines
/// are read on a thread of their own, so a signal is heard while the input is waiting
/// for its next line.
pub(crate) fn run_lines(
    session: &mut Session,
    mut input: impl PipedInput + Send + 'static,
    out: &mut dyn Write,
    err: &mut dyn Write,
    strict: bool,
) -> std::io::Result<Ending> {
    let mut out = Output::new(out);
    let mut err = Output::new(err);
    let mut number = 0;
    // The lines refused so far, for the count at the end of a run that went on.
    let mut refused = Vec::new();
    // No line is read ahead of the one being played: a line waits until it is wanted.
    let (heard_tx, heard) = std::sync::mpsc::sync_channel(0);
    hear_stops(&heard_tx);
    // After hear_stops: the chances' thread holds the signals back too.
    session.warm_up();
    // Set after a signal: the reader stops where it would wait for the writer.
    let counting = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let stop_waiting = std::sync::Arc::clone(&counting);
    std::thread::spawn(move || {
        loop {
            let mut keep_waiting = || !stop_waiting.load(std::sync::atomic::Ordering::SeqCst);
            let read = read_line(&mut input, strict, &mut keep_waiting);
            let more = matches!(read, Ok(Some(_)));
            if heard_tx.send(Heard::Read(read)).is_err() || !more {
                break;
            }
        }
    });
    let ending = loop {
        let read = match heard.recv() {
            Ok(Heard::Read(read)) => read,
            // Every sender gone: nothing more can come, as at the end of the input.
            Err(_) => Ok(None),
            Ok(Heard::Stop(signal)) => {
                finish(session, &mut out, &mut err)?;
                counting.store(true, std::sync::atomic::Ordering::SeqCst);
                let unread = count_unread(&heard);
                break Ending::Stopped {
                    signal,
                    piped: Some((number, unread)),
                };
            }
            // The line editor's lines never come here.
            Ok(Heard::Typed(_)) => {
                finish(session, &mut out, &mut err)?;
                break Ending::Finished;
            }
        };
        let Some(line) = read? else {
            finish(session, &mut out, &mut err)?;
            break Ending::Finished;
        };
        number += 1;
        // Whoever reads a piped run's errors afterwards needs the line each one is
        // about: the refusals from reading name it themselves, the rest are told it here.
        let at = number.to_string();
        let reply = match line {
            Line::Text(text) => {
                let mut reply = session.execute(&text);
                reply.refusal = reply
                    .refusal
                    .map(|why| crate::text!("piped-line", line = at.as_str(), message = why));
                reply
            }
            Line::NotText(refusal) | Line::TooLong(refusal) => Reply {
                refusal: Some(refusal.at(number)),
                ..Reply::default()
            },
        };
        out.write_all(reply.output.as_bytes())?;
        out.flush()?;
        if let Some(warning) = &reply.warning {
            writeln!(
                err,
                "{} {}",
                crate::text!("warning-prefix"),
                crate::text!(
                    "piped-line",
                    line = at.as_str(),
                    message = crate::render::shown_whole(warning)
                )
            )?;
        }
        if let Some(unsaved) = &reply.unsaved {
            if strict {
                // What failed, without the advice to go on: the session stops here, and
                // its closing error says what the file holds.
                let failed = unsaved.lines().next().unwrap_or_default();
                writeln!(
                    err,
                    "{} {}\n{}",
                    crate::text!("error-prefix"),
                    crate::text!("piped-line", line = at.as_str(), message = failed),
                    crate::text!("piped-strict-unsaved")
                )?;
                break Ending::Unsaved { line: number };
            }
            writeln!(
                err,
                "{} {}",
                crate::text!("error-prefix"),
                crate::text!("piped-line", line = at.as_str(), message = unsaved.as_str())
            )?;
        }
        if let Some(refusal) = &reply.refusal {
            writeln!(err, "{} {refusal}", crate::text!("error-prefix"))?;
            if strict {
                break Ending::Refused { line: number };
            }
            refused.push(number);
        }
        if reply.quit {
            break Ending::Finished;
        }
    };
    if let Some(summary) = refused_summary(&refused) {
        writeln!(err, "{} {summary}", crate::text!("warning-prefix"))?;
    }
    out.result()?;
    err.result()?;
    Ok(ending)
}

/// The lines still to be read after a signal, as the reader thread reads them: up to
/// the end of the input, or to where it would wait for the writer (it then gives up
/// with `WouldBlock`), or [`UNREAD_COUNTED`] of them.
fn count_unread(heard: &std::sync::mpsc::Receiver<Heard>) -> Unread {
    let mut lines = 0;
    loop {
        let open = match heard.recv() {
            Ok(Heard::Read(Ok(Some(_)))) => {
                lines += 1;
                if lines < UNREAD_COUNTED {
                    continue;
                }
                true
            }
            // The end of the input: every line is counted.
            Ok(Heard::Read(Ok(None))) | Err(_) => false,
            // Where the reader would wait, or a line that cannot be read: the count
            // ends where it stands.
            Ok(Heard::Read(Err(_))) => true,
            // Another signal, or the editor: nothing to count.
            Ok(Heard::Stop(_) | Heard::Typed(_)) => continue,
        };
        return Unread { lines, open };
    }
}

/// What a session's loop hears next: a line of input (or its end, or a failure to read
/// it), or a signal to stop.
enum Heard {
    /// What reading the next piped line gave.
    Read(std::io::Result<Option<Line>>),
    /// What the line editor read on the terminal.
    Typed(Result<String, ReadlineError>),
    /// SIGINT, SIGTERM or SIGHUP, by number.
    Stop(i32),
}

/// Makes SIGINT, SIGTERM and SIGHUP end the session through its one close path
/// ([`Session::close`]: the game saved if behind, filed in the history, the farewell
/// said) instead of ending the process where it stands. The signals are blocked on this
/// thread, which the threads it starts from now on inherit, and waited for on a thread
/// of their own, which tells `heard`. Call it before any other thread is started.
/// Where signals cannot be blocked, they end marbles at once, as they always did: every
/// step is saved as it is played.
fn hear_stops(heard: &std::sync::mpsc::SyncSender<Heard>) {
    #[cfg(unix)]
    {
        let stops = stop_signals();
        if stops.thread_block().is_err() {
            return;
        }
        let heard = heard.clone();
        std::thread::spawn(move || {
            while let Ok(signal) = stops.wait() {
                if heard.send(Heard::Stop(signal as i32)).is_err() {
                    break;
                }
            }
        });
    }
    #[cfg(not(unix))]
    let _ = heard;
}

/// Holds back the signals that end a session (SIGINT, SIGTERM, SIGHUP) from this
/// thread and every thread it starts from now on, until the session hears them. A
/// process-wide signal goes to any thread that does not hold it back, so a command
/// that starts threads before its session (`resume N` reads the history on a pool of
/// them) calls this first; a signal that comes meanwhile ends the session at once.
pub(crate) fn hold_stops() {
    #[cfg(unix)]
    {
        // Without it a signal ends marbles where it stands, as it always did.
        let _ = stop_signals().thread_block();
    }
}

#[cfg(unix)]
fn stop_signals() -> nix::sys::signal::SigSet {
    use nix::sys::signal::{SigSet, Signal};
    let mut stops = SigSet::empty();
    for signal in [Signal::SIGINT, Signal::SIGTERM, Signal::SIGHUP] {
        stops.add(signal);
    }
    stops
}

/// The most refused lines named one by one at the end of a run; more are counted.
const REFUSED_NAMED: usize = 12;

/// The note at the end of a pasted block with refused lines: how many of how many,
/// and which (counted from 1 in the block).
fn paste_refused_summary(refused: &[usize], of: usize) -> Option<String> {
    (!refused.is_empty()).then(|| {
        crate::text!(
            "terminal-paste-refused",
            n = refused.len(),
            of = of,
            lines = named_lines(refused)
        )
    })
}

/// The note at the end of a piped run that went on past refused lines: how many, and
/// which, so a script's author can find them without reading every error.
fn refused_summary(refused: &[usize]) -> Option<String> {
    (!refused.is_empty()).then(|| {
        crate::text!(
            "piped-refused",
            n = refused.len(),
            lines = named_lines(refused)
        )
    })
}

/// The refused lines' numbers as a list, the first [`REFUSED_NAMED`] named and the
/// rest counted.
fn named_lines(refused: &[usize]) -> String {
    let mut named: Vec<String> = refused
        .iter()
        .take(REFUSED_NAMED)
        .map(usize::to_string)
        .collect();
    if refused.len() > REFUSED_NAMED {
        named.push(crate::render::count(refused.len() - REFUSED_NAMED, "count-more").to_string());
    }
    crate::render::List::and(&named).to_string()
}

/// One line of piped input.
enum Line {
    /// UTF-8 text, without its line ending.
    Text(String),
    /// Bytes that are not UTF-8.
    NotText(LineRefusal),
    /// More than [`MAX_LINE_BYTES`].
    TooLong(LineRefusal),
}

/// Why a line was refused before it was read as a command; worded with its line
/// number once that is known.
enum LineRefusal {
    /// Longer than [`MAX_LINE_BYTES`], found out before its end (`--strict`).
    LongerThanMost,
    /// This many bytes long, past [`MAX_LINE_BYTES`].
    Long(usize),
    /// Not UTF-8: the first bad byte, counted from 1, and its value.
    NotText { at: usize, byte: u8 },
}

impl LineRefusal {
    fn at(&self, number: usize) -> String {
        let line = number.to_string();
        match *self {
            LineRefusal::LongerThanMost => crate::text!(
                "piped-longer-than-most",
                line = line.as_str(),
                max = MAX_LINE_BYTES
            ),
            LineRefusal::Long(bytes) => crate::text!(
                "piped-too-long",
                line = line.as_str(),
                bytes = bytes,
                max = MAX_LINE_BYTES
            ),
            LineRefusal::NotText { at, byte } => crate::text!(
                "piped-not-text",
                line = line.as_str(),
                at = at,
                byte = format!("0x{byte:02X}")
            ),
        }
    }
}

/// Reads one line as bytes, so a line that is not UTF-8 is one refused line rather than
/// the end of the input; `None` at the end of the input. With `stop_early`, a line is
/// refused as soon as it passes [`MAX_LINE_BYTES`], without reading the rest (which
/// never comes from `/dev/zero`): for `--strict`, which stops there anyway.
///
/// Input that is not there yet is waited for in steps ([`PipedInput::ready`]); after
/// each, `keep_waiting` says whether to go on waiting, and when it says no, reading
/// gives up (`WouldBlock`).
fn read_line(
    input: &mut impl PipedInput,
    stop_early: bool,
    keep_waiting: &mut dyn FnMut() -> bool,
) -> std::io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    // The line's length without its ending, counted in full even when not kept.
    let mut length = 0;
    let mut read_any = false;
    let mut ended = false;
    let mut last_is_cr = false;
    while !ended {
        while !input.ready(READ_WAIT_STEP) {
            if !keep_waiting() {
                return Err(std::io::ErrorKind::WouldBlock.into());
            }
        }
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            break;
        }
        read_any = true;
        let content = match chunk.iter().position(|&b| b == b'\n') {
            Some(at) => {
                ended = true;
                at
            }
            None => chunk.len(),
        };
        if content > 0 {
            last_is_cr = chunk[content - 1] == b'\r';
        }
        // Past the limit the rest of the line is only counted, never kept.
        let room = (MAX_LINE_BYTES + 1).saturating_sub(bytes.len());
        bytes.extend_from_slice(&chunk[..content.min(room)]);
        length += content;
        input.consume(content + usize::from(ended));
        if stop_early && length > MAX_LINE_BYTES && !ended {
            return Ok(Some(Line::TooLong(LineRefusal::LongerThanMost)));
        }
    }
    if !read_any {
        return Ok(None);
    }
    // The line ending is `\n` or `\r\n`, as `BufRead::lines` has it.
    if ended && last_is_cr {
        length -= 1;
        bytes.truncate(length);
    }
    if length > MAX_LINE_BYTES {
        return Ok(Some(Line::TooLong(LineRefusal::Long(length))));
    }
    Ok(Some(match String::from_utf8(bytes) {
        Ok(text) => Line::Text(text),
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let byte = e.as_bytes().get(at).copied().unwrap_or_default();
            Line::NotText(LineRefusal::NotText { at: at + 1, byte })
        }
    }))
}

/// A stream the session writes to. A reader that has gone (a closed pipe) costs only
/// the output: writes are dropped from then on and the game goes on. Any other error
/// also stops the writing, and is kept to report once the input is played.
///
/// Lines are wrapped at words to the terminal's width ([`crate::render::wrap`]) as
/// they are completed: replies, refusals and the farewell alike.
struct Output<'a> {
    inner: &'a mut dyn Write,
    closed: bool,
    failure: Option<std::io::Error>,
    /// What was written since the last newline, kept until the line is complete (or
    /// the stream is flushed) so that it is wrapped as one.
    pending: Vec<u8>,
}

impl<'a> Output<'a> {
    fn new(inner: &'a mut dyn Write) -> Output<'a> {
        Output {
            inner,
            closed: false,
            failure: None,
            pending: Vec::new(),
        }
    }

    fn stopped(&mut self, error: std::io::Error) {
        self.closed = true;
        if error.kind() != std::io::ErrorKind::BrokenPipe {
            self.failure.get_or_insert(error);
        }
    }

    /// The first failure other than a closed pipe, if there was one.
    fn result(mut self) -> std::io::Result<()> {
        // Never fails: a failure is kept in `failure`.
        let _ = self.flush();
        self.failure.map_or(Ok(()), Err)
    }

    /// Writes `bytes` wrapped to the terminal's width, or notes why it could not.
    fn emit(&mut self, bytes: &[u8]) {
        if self.closed || bytes.is_empty() {
            return;
        }
        let text = crate::render::wrap(&String::from_utf8_lossy(bytes));
        if let Err(e) = self.inner.write_all(text.as_bytes()) {
            self.stopped(e);
        }
    }
}

impl Write for Output<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.closed {
            return Ok(buf.len());
        }
        self.pending.extend_from_slice(buf);
        if let Some(last) = self.pending.iter().rposition(|&b| b == b'\n') {
            let rest = self.pending.split_off(last + 1);
            let lines = std::mem::replace(&mut self.pending, rest);
            self.emit(&lines);
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let rest = std::mem::take(&mut self.pending);
        self.emit(&rest);
        if self.closed {
            return Ok(());
        }
        if let Err(e) = self.inner.flush() {
            self.stopped(e);
        }
        Ok(())
    }
}

/// The interactive loop on a terminal, with history kept in `history`: read from there,
/// or from `read_from` when the history moves (the first session after the move reads
/// the old file, and writes the new one).
///
/// The line editor reads on a thread of its own, asked for one line at a time, so that
/// SIGINT, SIGTERM and SIGHUP are heard while it waits (`hear_stops`) and end the
/// session as Ctrl-D does, with the terminal's settings put back first.
pub(crate) fn run_terminal(
    session: &mut Session,
    history: Option<&Path>,
    read_from: Option<&Path>,
) -> std::io::Result<Ending> {
    let mut stdout = anstream::stdout();
    let mut stderr = anstream::stderr();
    let mut out = Output::new(&mut stdout);
    let mut err = Output::new(&mut stderr);
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
    if let Some(path) = read_from.or(history) {
        // A missing history file is the normal first run.
        let _ = editor.load_history(path);
    }
    let terminal = TerminalMode::now();
    // Whatever ends this function (a panic too) leaves the terminal as it found it:
    // between lines it is held quiet (below).
    let _restore = Restore(&terminal);
    let quiet = terminal.quiet();
    let (heard_tx, heard) = std::sync::mpsc::sync_channel(0);
    // Before the editor's thread starts, so that it holds the signals back too.
    hear_stops(&heard_tx);
    // After hear_stops: the chances' thread holds the signals back too.
    session.warm_up();
    let (ask, asked) = std::sync::mpsc::channel::<(String, String, usize)>();
    let original = terminal.clone();
    let reader = std::thread::spawn(move || {
        while let Ok((prompt, expected, moves)) = asked.recv() {
            if let Some(helper) = editor.helper_mut() {
                // The hint shares the prompt's line (after two spaces, before the
                // cursor's column): cut at a word, it never runs onto the next line.
                let prompt_width = prompt.lines().last().map_or(0, |l| l.width());
                let room =
                    usize::from(crate::render::table_width()).saturating_sub(prompt_width + 3);
                helper.set_expected(crate::render::fitting_hint(&expected, room));
                helper.set_moves(moves);
            }
            // The editor takes the terminal's own settings as the ones to put back.
            original.restore();
            let typed = editor.readline(&prompt);
            // While marbles answers, what is typed ahead waits unechoed and unedited,
            // as the editor reads it: the kernel would otherwise echo it into the
            // answer, and the editor shows it again at its prompt. Nothing is flushed.
            quiet.restore();
            if heard_tx.send(Heard::Typed(typed)).is_err() {
                break;
            }
        }
        editor
    });
    // Set by a Ctrl-D whose save failed: the next one leaves anyway.
    let mut leave_unsaved = false;
    let mut stopped = false;
    let mut signal = None;
    loop {
        // Whatever is held for wrapping is shown before the prompt.
        out.flush()?;
        err.flush()?;
        let moves = session.game().actions().len();
        if ask
            .send((session.prompt(), session.expected(), moves))
            .is_err()
        {
            break;
        }
        let heard = heard.recv();
        let Ok(Heard::Typed(typed)) = heard else {
            // A signal to stop (or the editor gone): the editor is left mid-line, in
            // its raw mode, so the terminal is put back before anything is said.
            terminal.restore();
            // The editor's bracketed paste is turned off as it would turn it off.
            writeln!(out, "{BRACKETED_PASTE_OFF}")?;
            finish(session, &mut out, &mut err)?;
            stopped = true;
            if let Ok(Heard::Stop(number)) = heard {
                signal = Some(number);
            }
            break;
        };
        match typed {
            // A paste of several lines arrives as one (bracketed paste): each is played
            // in turn as if typed, shown after the prompt it meets, and a refused line
            // stops nothing after it (as in piped input); the refusals are counted at
            // the end of the block. Lines typed ahead arrive one by one instead: the
            // editor keeps what it read past a line for the next (its `buffer-redux`).
            Ok(text) => {
                leave_unsaved = false;
                let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
                let pasted = lines.len() > 1;
                if pasted {
                    writeln!(
                        out,
                        "{}",
                        paint(
                            Style::Dim,
                            crate::text!("terminal-paste-lines", n = lines.len())
                        )
                    )?;
                }
                let mut refused = Vec::new();
                let mut quit = false;
                for (at, line) in lines.iter().enumerate() {
                    if pasted {
                        writeln!(out, "{}{line}", session.prompt())?;
                    }
                    let reply = session.execute(line);
                    // The code first and the address under it, so that both stay
                    // on the screen.
                    if let Some(code) = &reply.qr_code {
                        writeln!(out, "{code}")?;
                    }
                    write!(out, "{}", reply.output)?;
                    if let Some(warning) = &reply.warning {
                        writeln!(
                            err,
                            "{} {}",
                            paint(Style::Loud, crate::text!("warning-prefix")),
                            crate::render::shown_whole(warning)
                        )?;
                    }
                    for refusal in reply.unsaved.iter().chain(&reply.refusal) {
                        writeln!(
                            err,
                            "{} {refusal}",
                            paint(Style::Bad, crate::text!("error-prefix"))
                        )?;
                    }
                    if reply.refusal.is_some() {
                        refused.push(at + 1);
                    }
                    if reply.quit {
                        quit = true;
                        break;
                    }
                }
                if pasted && let Some(summary) = paste_refused_summary(&refused, lines.len()) {
                    writeln!(
                        err,
                        "{} {summary}",
                        paint(Style::Loud, crate::text!("warning-prefix"))
                    )?;
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
                    paint(Style::Dim, crate::text!("terminal-line-cleared"))
                )?;
            }
            Err(ReadlineError::Eof) if leave_unsaved => break,
            Err(ReadlineError::Eof) => {
                if finish(session, &mut out, &mut err)? {
                    break;
                }
                // Like `quit`, stay while the game is not saved: `save FILE` may work.
                writeln!(err, "{}", crate::text!("terminal-stays-open"))?;
                leave_unsaved = true;
            }
            Err(other) => {
                finish(session, &mut out, &mut err)?;
                return Err(std::io::Error::other(other));
            }
        }
    }
    drop(ask);
    // A stopped editor is still waiting for its line: its history is not kept.
    let editor = if stopped { None } else { reader.join().ok() };
    if let (Some(path), Some(mut editor)) = (history, editor)
        && let Err(e) = editor.save_history(path)
    {
        writeln!(
            err,
            "{} {}",
            paint(Style::Loud, crate::text!("warning-prefix")),
            crate::text!(
                "terminal-history-not-kept",
                path = crate::render::shown_path(path),
                error = e.to_string()
            )
        )?;
    }
    out.result()?;
    err.result()?;
    Ok(match signal {
        Some(signal) => Ending::Stopped {
            signal,
            piped: None,
        },
        None => Ending::Finished,
    })
}

/// Turns off the bracketed paste the line editor turns on while it reads a line.
const BRACKETED_PASTE_OFF: &str = "\x1b[?2004l";

/// The terminal's settings as they were before the line editor changed them, to put
/// back when a signal ends the session while the editor holds the terminal in raw mode.
#[derive(Clone)]
struct TerminalMode {
    #[cfg(unix)]
    settings: Option<nix::sys::termios::Termios>,
}

/// Puts a terminal's settings back when dropped.
struct Restore<'a>(&'a TerminalMode);

impl Drop for Restore<'_> {
    fn drop(&mut self) {
        self.0.restore();
    }
}

impl TerminalMode {
    fn now() -> TerminalMode {
        TerminalMode {
            #[cfg(unix)]
            settings: nix::sys::termios::tcgetattr(std::io::stdin()).ok(),
        }
    }

    /// These settings with neither echo nor line editing (as the line editor reads):
    /// what arrives is kept, byte for byte, for the editor's next line. Signals
    /// (Ctrl-C) and output are as they were.
    fn quiet(&self) -> TerminalMode {
        #[cfg(unix)]
        {
            use nix::sys::termios::{InputFlags, LocalFlags};
            let settings = self.settings.clone().map(|mut quiet| {
                quiet.local_flags &= !(LocalFlags::ECHO
                    | LocalFlags::ECHONL
                    | LocalFlags::ICANON
                    | LocalFlags::IEXTEN);
                quiet.input_flags &= !InputFlags::ICRNL;
                quiet
            });
            TerminalMode { settings }
        }
        #[cfg(not(unix))]
        TerminalMode {}
    }

    /// Puts the settings in place; a terminal that cannot be set is left as it is.
    /// Never with TCSAFLUSH: what was typed ahead stays to be read.
    fn restore(&self) {
        #[cfg(unix)]
        if let Some(settings) = &self.settings {
            use nix::sys::termios::{SetArg, tcsetattr};
            let _ = tcsetattr(std::io::stdin(), SetArg::TCSANOW, settings);
        }
    }
}

/// Closes the session ([`Session::close`]) and says where the game is, or says plainly
/// that it could not be saved. Whether it was saved.
fn finish(
    session: &mut Session,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> std::io::Result<bool> {
    match session.close() {
        Ok(farewell) => {
            write!(out, "{farewell}")?;
            Ok(true)
        }
        Err(e) => {
            writeln!(err, "{} {e}", crate::text!("error-prefix"))?;
            writeln!(err, "{}", session.not_saved())?;
            Ok(false)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<Result<String, String>> {
        let mut input = input;
        let mut read = Vec::new();
        while let Some(line) =
            read_line(&mut input, false, &mut || true).expect("reading a slice works")
        {
            read.push(match line {
                Line::Text(text) => Ok(text),
                Line::NotText(why) | Line::TooLong(why) => Err(why.at(read.len() + 1)),
            });
        }
        read
    }

    #[test]
    fn lines_end_at_newlines_with_or_without_a_carriage_return() {
        assert_eq!(
            lines(b"111555\r\nkeep\n\nbank"),
            vec![
                Ok("111555".to_owned()),
                Ok("keep".to_owned()),
                Ok(String::new()),
                Ok("bank".to_owned())
            ]
        );
        assert_eq!(lines(b"a\r"), vec![Ok("a\r".to_owned())]);
    }

    #[test]
    fn a_line_that_is_not_utf8_is_one_refused_line() {
        let read = lines(b"keep\n\xff\xfe\nbank\n");
        assert_eq!(read.len(), 3);
        assert_eq!(read[2], Ok("bank".to_owned()));
        let refusal = read[1].clone().expect_err("not UTF-8");
        assert!(
            refusal.starts_with("line 2 is not UTF-8 text (byte 1 is 0xFF)"),
            "{refusal}"
        );
    }

    #[test]
    fn an_overlong_line_is_counted_not_kept() {
        let mut input = vec![b'1'; MAX_LINE_BYTES + 10];
        input.extend_from_slice(b"\r\nbank\n");
        let read = lines(&input);
        assert_eq!(read.len(), 2);
        let refusal = read[0].clone().expect_err("too long");
        assert!(refusal.contains("is 65,546 bytes long"), "{refusal}");
        assert_eq!(read[1], Ok("bank".to_owned()));
        // A line of exactly the limit is read.
        let exact = vec![b'1'; MAX_LINE_BYTES];
        assert!(lines(&exact)[0].is_ok());
    }

    /// A reader that has gone away.
    struct Closed;

    impl Write for Closed {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::ErrorKind::BrokenPipe.into())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Err(std::io::ErrorKind::BrokenPipe.into())
        }
    }

    #[test]
    fn output_to_a_closed_pipe_is_dropped_without_an_error() {
        let mut closed = Closed;
        let mut out = Output::new(&mut closed);
        writeln!(out, "Ann threw 1 1 1 5 5 5").expect("dropped, not failed");
        out.flush().expect("dropped, not failed");
        assert!(out.result().is_ok());
    }
}
