//! A signal to stop (SIGTERM, SIGINT, SIGHUP) ends a session the way `quit` and the
//! end of the input do: the game saved, filed in the history's index, and the farewell
//! said; not the process killed where it stood. Issue 19: one close path for every end.
//! And the run ends 128 + the signal's number, saying how many lines were left unread
//! (issue 31): whoever started it can tell a cut run from a finished one.

#![cfg(unix)]

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, ExitStatus, Stdio};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;

use crate::common::cli::marbles_process;

/// A run of `marbles ARGS` with its input open, which has played a turn and announced
/// the bank (so the game was saved).
struct Banked {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
    pid: Pid,
}

/// Starts `marbles ARGS` in `dir`, plays a turn and waits for the bank's announcement.
fn banked(dir: &Path, args: &[&str]) -> Banked {
    let mut child = marbles_process(dir)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("marbles starts");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(b"111555\nkeep\nbank\n").expect("lines");
    stdin.flush().expect("sent");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let mut line = String::new();
    while !line.contains(" banks ") {
        line.clear();
        let read = stdout.read_line(&mut line).expect("output");
        assert!(read > 0, "the session ended before the bank");
    }
    let pid = Pid::from_raw(i32::try_from(child.id()).expect("a pid"));
    Banked {
        child,
        stdin: Some(stdin),
        stdout,
        pid,
    }
}

impl Banked {
    /// How the run ended, what it printed after the bank and its standard error; its
    /// input, where still held, is left open until it has ended.
    fn ended(mut self) -> (ExitStatus, String, String) {
        let mut rest = String::new();
        self.stdout.read_to_string(&mut rest).expect("the rest");
        let status = self.child.wait().expect("ends");
        drop(self.stdin);
        let mut stderr = String::new();
        self.child
            .stderr
            .take()
            .expect("stderr")
            .read_to_string(&mut stderr)
            .expect("stderr read");
        (status, rest, stderr)
    }
}

/// Runs `marbles ARGS` in `dir` with the input left open, plays a turn, sends `signal`
/// once the bank is announced (so it was saved), checks that the game is filed in the
/// history's index, and returns the exit status, what was printed after the bank and
/// standard error.
fn stopped_by(dir: &Path, args: &[&str], signal: Signal) -> (ExitStatus, String, String) {
    let run = banked(dir, args);
    kill(run.pid, signal).expect("signal sent");
    let ended = run.ended();
    let index =
        std::fs::read_to_string(dir.join("state").join("history-index.json")).unwrap_or_default();
    assert!(
        index.contains("game.yaml"),
        "{signal}: the game is filed in the history: {index}"
    );
    ended
}

#[test]
fn a_signal_to_stop_closes_the_session_as_quit_does() {
    for signal in [Signal::SIGTERM, Signal::SIGINT, Signal::SIGHUP] {
        let dir = tempfile::tempdir().expect("temp dir");
        let save = dir.path().join("game.yaml");
        let play = ["play", "Ann", "Bob", "--first", "Ann", "--save"];
        let args: Vec<&str> = play.into_iter().chain(save.to_str()).collect();
        let (status, said, stderr) = stopped_by(dir.path(), &args, signal);
        assert_eq!(
            status.code(),
            Some(128 + signal as i32),
            "{signal}: {stderr}"
        );
        // The input was left open with nothing in it: no line was waiting.
        assert!(
            stderr.contains(&format!(
                "stopped by {signal} after line 3: no line was waiting to be read, though the input was still open"
            )),
            "{signal}: {stderr}"
        );
        assert!(
            said.contains("Continue with `marbles resume"),
            "{signal}: the farewell: {said}"
        );
        // `resume 1` reads the history on threads of its own before the session starts:
        // the signal still reaches the session.
        let (status, said, stderr) = stopped_by(dir.path(), &["resume", "1"], signal);
        assert_eq!(
            status.code(),
            Some(128 + signal as i32),
            "{signal}, resumed: {stderr}"
        );
        assert!(
            said.contains("Continue with `marbles resume"),
            "{signal}, resumed: the farewell: {said}"
        );
    }
}

/// A signal in the middle of piped input, with lines still to read: the run ends 128 +
/// the signal (with `--strict` too), and standard error says after which line and how
/// many were left, which together are every line given. The process is held still
/// (SIGSTOP) while the rest of the input is written and closed and the signal sent, so
/// the signal comes with lines left however fast the machine is.
#[test]
fn a_signal_mid_input_exits_128_and_counts_the_lines_left_unread() {
    const MORE: usize = 3_000;
    for (signal, strict) in [
        (Signal::SIGTERM, true),
        (Signal::SIGINT, false),
        (Signal::SIGHUP, true),
    ] {
        let dir = tempfile::tempdir().expect("temp dir");
        let save = dir.path().join("game.yaml");
        let mut args = vec!["play", "Ann", "Bob", "--first", "Ann"];
        if strict {
            args.push("--strict");
        }
        args.extend(["--save", save.to_str().expect("UTF-8 temp path")]);
        let mut run = banked(dir.path(), &args);
        let pid = run.pid;
        kill(pid, Signal::SIGSTOP).expect("held");
        // Busts, turn after turn: each one a line the game takes. 3,000 of them fit in
        // a pipe's buffer, so writing them does not wait for marbles.
        let mut stdin = run.stdin.take().expect("still held");
        stdin
            .write_all("234662\n".repeat(MORE).as_bytes())
            .expect("the rest of the input");
        drop(stdin);
        kill(pid, signal).expect("signal sent");
        kill(pid, Signal::SIGCONT).expect("let go");
        let (status, rest, stderr) = run.ended();
        assert_eq!(
            status.code(),
            Some(128 + signal as i32),
            "{signal}: {stderr}"
        );
        let said = stderr
            .lines()
            .find_map(|l| l.split_once(&format!("stopped by {signal} after line ")))
            .map(|(_, said)| said.to_owned())
            .unwrap_or_else(|| panic!("{signal}: {stderr}"));
        let (played, unread) = said.split_once(": ").expect("after line N: ...");
        let played: usize = played.replace(',', "").parse().expect("a line number");
        let unread: usize = match unread {
            "every line of the input was read" => 0,
            "1 line of the input was left unread" => 1,
            other => other
                .strip_suffix(" lines of the input were left unread")
                .unwrap_or_else(|| panic!("{signal}: {stderr}"))
                .replace(',', "")
                .parse()
                .expect("a count"),
        };
        assert_eq!(played + unread, 3 + MORE, "{signal}: {stderr}");
        assert!(
            rest.contains("Continue with `marbles resume"),
            "{signal}: {rest}"
        );
        // The save holds every line played, and only those.
        let actions = marbles::testing::store::load(&save)
            .expect("the save loads")
            .actions;
        assert_eq!(
            actions.len(),
            1 + played,
            "{signal}: `first Ann` and each line played"
        );
    }
}
