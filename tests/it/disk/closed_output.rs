//! A reader that stops reading costs nothing: a piped game plays and saves every line
//! whether or not anyone reads stdout, and `--json` into a closed pipe is no error.

use crate::common;

use std::io::Write;
use std::process::{Output, Stdio};

use common::cli::marbles_process;

/// Runs `marbles` with stdout a pipe whose reading end is closed at once, `input` on
/// stdin; returns the exit status and stderr.
fn with_closed_stdout(dir: &std::path::Path, args: &[&str], input: &str) -> Output {
    let mut child = marbles_process(dir)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("marbles starts");
    // The only reader goes away: every write marbles makes to stdout fails. (`marbles`
    // is still starting up, far from writing anything; `std::io::pipe`, which would
    // close it before the start, is newer than this crate's minimum Rust.)
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_owned();
    let feeder = std::thread::spawn(move || {
        // marbles may finish (or stop) before reading everything.
        let _ = stdin.write_all(input.as_bytes());
    });
    let output = child.wait_with_output().expect("marbles exits");
    feeder.join().expect("input written");
    output
}

#[test]
fn a_piped_game_plays_and_saves_every_line_when_nobody_reads_its_output() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = dir.path().join("game.yaml");
    let save_arg = save.to_str().expect("UTF-8 temp path");
    // 300 busts, turn after turn: plenty of output, and the game never ends.
    let moves = "234662\n".repeat(300);
    let output = with_closed_stdout(
        dir.path(),
        &[
            "play", "Ann", "Bob", "--first", "Ann", "--strict", "--save", save_arg,
        ],
        &moves,
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert_eq!(stderr, "", "a closed pipe is not an error");
    let actions = marbles::testing::store::load(&save)
        .expect("the save loads")
        .actions;
    assert_eq!(
        actions.len(),
        301,
        "`first Ann` and every one of the 300 busts"
    );
}

#[test]
fn json_into_a_closed_pipe_is_no_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let commands: &[&[&str]] = &[
        &["odds", "--json"],
        &["advise", "1", "5", "2", "3", "4", "4", "--json"],
        &["simulate", "--games", "20", "--players", "2", "--json"],
        &["rules", "--json"],
        &["score", "153346", "--json"],
    ];
    for args in commands {
        let output = with_closed_stdout(dir.path(), args, "");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(0), "marbles {args:?}: {stderr}");
        assert_eq!(stderr, "", "marbles {args:?} says nothing on stderr");
    }
}

/// Runs `marbles args` with standard output on `/dev/full`, where every write fails.
#[cfg(target_os = "linux")]
fn into_a_full_disk(args: &[&str]) -> Output {
    let dir = tempfile::tempdir().expect("temp dir");
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full opens");
    marbles_process(dir.path())
        .args(args)
        .stdin(Stdio::null())
        .stdout(full)
        .stderr(Stdio::piped())
        .output()
        .expect("marbles runs")
}

/// Help and the version that cannot be written fail like any output that cannot be
/// (exit 1 and why), rather than exit 0 with nothing shown anywhere; a closed pipe
/// stays no failure.
#[cfg(target_os = "linux")]
#[test]
fn help_and_the_version_that_cannot_be_written_exit_1_and_say_why() {
    for args in [
        &["--help"][..],
        &["--version"],
        &["-h"],
        &["help", "play"],
        &["play", "--help"],
        &["--lang", "nb", "--help"],
        &["--lang", "nb", "help", "play"],
    ] {
        let output = into_a_full_disk(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        let why = if args.contains(&"nb") {
            "kunne ikke skrive utdata: disken er full"
        } else {
            "could not write the output: the disk is full"
        };
        assert!(stderr.contains(why), "{args:?}: {stderr}");
    }
    let dir = tempfile::tempdir().expect("temp dir");
    for args in [&["--help"][..], &["--version"]] {
        let output = with_closed_stdout(dir.path(), args, "");
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{args:?}");
    }
}
