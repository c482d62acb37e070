//! A signal to stop (SIGTERM, SIGINT, SIGHUP) ends a session the way `quit` and the
//! end of the input do: the game saved, filed in the history's index, and the farewell
//! said; not the process killed where it stood. Issue 19: one close path for every end.

#![cfg(unix)]

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::Stdio;

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;

use crate::common::cli::marbles_process;

/// Runs `marbles ARGS` in `dir` with the input left open, plays a turn, sends `signal`
/// once the bank is announced (so it was saved), checks that the game is filed in the
/// history's index, and returns the exit status and what was printed after the bank.
fn stopped_by(dir: &Path, args: &[&str], signal: Signal) -> (std::process::ExitStatus, String) {
    let mut child = marbles_process(dir)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
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
    kill(pid, signal).expect("signal sent");
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).expect("the rest");
    let status = child.wait().expect("ends");
    drop(stdin);
    let index =
        std::fs::read_to_string(dir.join("state").join("history-index.json")).unwrap_or_default();
    assert!(
        index.contains("game.yaml"),
        "{signal}: the game is filed in the history: {index}"
    );
    (status, rest)
}

#[test]
fn a_signal_to_stop_closes_the_session_as_quit_does() {
    for signal in [Signal::SIGTERM, Signal::SIGINT, Signal::SIGHUP] {
        let dir = tempfile::tempdir().expect("temp dir");
        let save = dir.path().join("game.yaml");
        let play = ["play", "Ann", "Bob", "--first", "Ann", "--save"];
        let args: Vec<&str> = play.into_iter().chain(save.to_str()).collect();
        let (status, said) = stopped_by(dir.path(), &args, signal);
        assert!(status.success(), "{signal}: {status:?}");
        assert!(
            said.contains("Continue with `marbles resume"),
            "{signal}: the farewell: {said}"
        );
        // `resume 1` reads the history on threads of its own before the session starts:
        // the signal still reaches the session.
        let (status, said) = stopped_by(dir.path(), &["resume", "1"], signal);
        assert!(status.success(), "{signal}, resumed: {status:?}");
        assert!(
            said.contains("Continue with `marbles resume"),
            "{signal}, resumed: the farewell: {said}"
        );
    }
}
