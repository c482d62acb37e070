//! Whatever a person or a pipe sends gets a reply or a refusal: never a panic, never the
//! end of the session, never a wall of echoed text.

use crate::common;

use common::cli::marbles;
use predicates::prelude::*;

/// `marbles play Ann Bob --first Ann` with `input` piped in, saved to `game.yaml`.
fn play(
    dir: &std::path::Path,
    strict: bool,
    input: impl Into<Vec<u8>>,
) -> assert_cmd::assert::Assert {
    let mut cmd = marbles(dir);
    cmd.args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
        .arg(dir.join("game.yaml"));
    if strict {
        cmd.arg("--strict");
    }
    cmd.write_stdin(input.into()).assert()
}

fn saved_actions(dir: &std::path::Path) -> usize {
    marbles::testing::store::load(&dir.join("game.yaml"))
        .expect("the save loads")
        .actions
        .len()
}

#[test]
fn letters_whose_lower_case_is_longer_are_refused_after_a_glued_keep() {
    let dir = tempfile::tempdir().expect("temp dir");
    // `İ` and `ẞ` change length when lower-cased; `K` is the Kelvin sign.
    play(dir.path(), false, "111555\nk1İİ\n\u{212A}1İİ\nk1ẞẞ\nkeep\n")
        .success()
        .stderr(predicate::str::contains("`İ` is not a die face"))
        .stderr(predicate::str::contains("`ẞ` is not a die face"))
        .stderr(predicate::str::contains("unknown command `\u{212A}1İİ`"))
        .stderr(predicate::str::contains("panicked").not());
    // `first Ann`, the throw and the keep.
    assert_eq!(saved_actions(dir.path()), 3);
}

#[test]
fn a_long_bad_throw_is_echoed_cut_with_the_caret_on_the_fault() {
    let dir = tempfile::tempdir().expect("temp dir");
    let line = format!("{}7{}\n", "1".repeat(20_000), "2".repeat(20_000));
    let assert = play(dir.path(), false, line).success();
    let stderr = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
    assert!(stderr.len() < 400, "{} bytes on stderr", stderr.len());
    let lines: Vec<&str> = stderr.lines().collect();
    assert!(lines[0].contains("`7` is not a die face"), "{stderr}");
    let caret = lines[2].chars().count() - 1;
    assert_eq!(lines[1].chars().nth(caret), Some('7'), "{stderr}");
}

#[test]
fn a_long_unknown_word_is_echoed_cut() {
    let dir = tempfile::tempdir().expect("temp dir");
    let line = format!("{}\nhelp {}\n", "x".repeat(30_000), "y".repeat(30_000));
    let assert = play(dir.path(), false, line).success();
    let stderr = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
    assert!(stderr.len() < 400, "{} bytes on stderr", stderr.len());
    assert!(stderr.contains("unknown command `xxxxxxxx"), "{stderr}");
    assert!(stderr.contains("no command `yyyyyyyy"), "{stderr}");
    assert!(stderr.contains('…'), "{stderr}");
}

#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_next_lines_still_play() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(dir.path(), false, &b"111555\n\xff\xfe k\nkeep\n"[..])
        .success()
        .stderr(predicate::str::contains("line 2 is not UTF-8 text"));
    assert_eq!(saved_actions(dir.path()), 3);
}

#[test]
fn strict_stops_at_a_line_that_is_not_utf8_and_names_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(dir.path(), true, &b"111555\n\xff\xfe k\nkeep\n"[..])
        .code(2)
        .stderr(predicate::str::contains("line 2 is not UTF-8 text"))
        .stderr(predicate::str::contains("stopped at line 2"));
    assert_eq!(saved_actions(dir.path()), 2);
}

#[test]
fn a_line_of_megabytes_is_refused_without_being_echoed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let line = format!("{}\n111555\nkeep\n", "x".repeat(10 << 20));
    let assert = play(dir.path(), false, line).success();
    let stderr = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
    assert!(stderr.len() < 400, "{} bytes on stderr", stderr.len());
    assert!(
        stderr.contains("line 1 is 10,485,760 bytes long"),
        "{stderr}"
    );
    assert_eq!(saved_actions(dir.path()), 3);
}
