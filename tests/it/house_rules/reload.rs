//! `marbles resume --reload-rules`: a game in progress picks up a fixed script, or is
//! told which action the new text refuses, with the save untouched.

use crate::common;

use std::path::Path;

use super::ann;
use common::cli::marbles;
use predicates::prelude::*;

fn script(points: Option<u32>) -> String {
    let combo = points.map_or(String::new(), |p| {
        format!("marbles.combo{{ name = \"two 6s\", dice = \"6 6\", points = {p} }}\n")
    });
    format!("marbles.api(2)\nmarbles.rules.open_at = 0\n{combo}")
}

/// Ann keeps two 6s (action 3) and banks them.
fn played(dir: &Path) {
    std::fs::write(dir.join("mine.lua"), script(Some(120))).expect("write");
    super::ann_banks_two_6s(dir, "mine.lua");
}

/// `marbles resume game.yaml --reload-rules` in `dir`, with nothing more typed.
fn reload(dir: &Path) -> assert_cmd::assert::Assert {
    marbles(dir)
        .current_dir(dir)
        .args(["resume", "game.yaml", "--reload-rules"])
        .write_stdin("")
        .assert()
}

#[test]
fn reload_rules_names_the_action_the_new_text_refuses_and_changes_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    played(dir.path());
    let before = std::fs::read(dir.path().join("game.yaml")).expect("save");
    std::fs::write(dir.path().join("mine.lua"), script(None)).expect("edit");
    reload(dir.path())
        .code(2)
        .stderr(predicate::str::contains(
            "does not replay under the house rules' current text: action 3 (`keep 6 6`) is refused:",
        ))
        .stderr(predicate::str::contains("Nothing was changed"));
    assert_eq!(
        std::fs::read(dir.path().join("game.yaml")).expect("save"),
        before
    );
    // Without the flag the game goes on under the saved text.
    assert_eq!(ann(dir.path()), 120);
}

#[test]
fn reload_rules_goes_on_under_the_new_text_and_says_so() {
    let dir = tempfile::tempdir().expect("temp dir");
    played(dir.path());
    std::fs::write(dir.path().join("mine.lua"), script(Some(200))).expect("edit");
    reload(dir.path())
        .success()
        .stdout(predicate::str::contains(
            "mine.lua: all 4 actions replay, and the game goes on under the current text. Totals now: Ann 120 → 200.",
        ));
    assert_eq!(ann(dir.path()), 200, "the save now holds the new text");
    // Resuming again needs no reload and warns of nothing.
    marbles(dir.path())
        .current_dir(dir.path())
        .args(["resume", "game.yaml"])
        .write_stdin("")
        .assert()
        .success()
        .stderr(predicate::str::contains("has changed").not());
}

#[test]
fn reload_rules_says_so_when_the_current_text_ends_the_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    played(dir.path());
    let ends = format!("{}marbles.rules.win_at = 1000\n", script(Some(5000)));
    std::fs::write(dir.path().join("mine.lua"), ends).expect("edit");
    reload(dir.path())
        .success()
        .stdout(predicate::str::contains(
            "mine.lua: all 4 actions replay, and under the current text the game is over. Totals now: Ann 120 → 5,000.",
        ))
        .stdout(predicate::str::contains("goes on").not());
}

/// The save names the script by where it is, not by where marbles was started: a
/// game played with `--rules mine.lua` in its folder reloads from any other folder.
#[test]
fn reload_rules_finds_the_script_from_another_folder() {
    let dir = tempfile::tempdir().expect("temp dir");
    played(dir.path());
    std::fs::write(dir.path().join("mine.lua"), script(Some(200))).expect("edit");
    let elsewhere = tempfile::tempdir().expect("another folder");
    marbles(dir.path())
        .current_dir(elsewhere.path())
        .args(["resume", "--reload-rules"])
        .arg(dir.path().join("game.yaml"))
        .write_stdin("")
        .assert()
        .success()
        .stdout(predicate::str::contains("Totals now: Ann 120 → 200."));
    assert_eq!(ann(dir.path()), 200);
}

/// The current text that changes nothing on the pad says so too.
#[test]
fn reload_rules_says_when_every_total_is_as_it_was() {
    let dir = tempfile::tempdir().expect("temp dir");
    played(dir.path());
    let same = format!("{}-- a comment changes no score\n", script(Some(120)));
    std::fs::write(dir.path().join("mine.lua"), same).expect("edit");
    reload(dir.path())
        .success()
        .stdout(predicate::str::contains(
            "Every player's total is as it was.",
        ));
}

/// A script's file that is gone (its folder moved) is said at once on resume; the game
/// plays the saved text.
#[test]
fn resume_says_when_a_script_file_is_gone() {
    let dir = tempfile::tempdir().expect("temp dir");
    played(dir.path());
    std::fs::rename(dir.path().join("mine.lua"), dir.path().join("away.lua")).expect("move");
    marbles(dir.path())
        .current_dir(dir.path())
        .args(["resume", "game.yaml"])
        .write_stdin("")
        .assert()
        .success()
        .stderr(predicate::str::contains("mine.lua cannot be found"));
    assert_eq!(ann(dir.path()), 120, "the saved text plays");
}
