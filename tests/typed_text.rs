//! Whatever a person or a pipe sends gets a reply or a refusal: never a panic, never the
//! end of the session, never a wall of echoed text.

mod common;

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
    marbles::store::load(&dir.join("game.yaml"))
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
