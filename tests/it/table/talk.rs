//! Follow-up texts that fit where the game stands, and one word for one thing (issue 13,
//! items 1 and 6), through the real binary.

use crate::common;

use common::cli::marbles;
use predicates::prelude::*;

/// A house rule with a game short enough to finish in one turn.
const QUICK: &str = "marbles.api(1)\nmarbles.rules.open_at = 100\nmarbles.rules.win_at = 500\n";

#[test]
fn a_misspelt_export_after_game_over_suggests_export_and_says_the_game_is_over() {
    let dir = tempfile::tempdir().expect("temp dir");
    let quick = dir.path().join("quick.lua");
    std::fs::write(&quick, QUICK).expect("script written");
    marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann", "--rules"])
        .arg(&quick)
        .arg("--save")
        .arg(dir.path().join("game.yaml"))
        .write_stdin("111523\nk 1115\nbank\nexprot x.md\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Ann wins"))
        .stderr(predicate::str::contains(
            "line 4: unknown command `exprot` (did you mean `export`?): the game is over: `export FILE`",
        ))
        .stderr(predicate::str::contains("type the faces you threw").not());
}

#[test]
fn help_bank_follows_the_opening_score_in_play() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args([
            "play", "Ann", "Bob", "--first", "Ann", "--rules", "open_500",
        ])
        .arg("--save")
        .arg(dir.path().join("game.yaml"))
        .write_stdin("help bank\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("the opening score (500)"))
        .stdout(predicate::str::contains("700").not());
}

#[test]
fn one_player_is_one_player_and_the_refusal_says_what_to_give() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args(["simulate", "--players", "1", "--games", "10"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "1 player, but these rules are for 2 to 6 players",
        ))
        .stderr(predicate::str::contains("give --players between 2 and 6"));
}

#[test]
fn a_throw_reads_lowest_first_on_every_screen() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args(["score", "5", "1", "3", "3", "4", "6"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Throw: 1 3 3 4 5 6"));
    // The refusal of a second throw names the waiting one the same way.
    marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
        .arg(dir.path().join("game.yaml"))
        .write_stdin("513346\n222222\n")
        .assert()
        .success()
        .stderr(predicate::str::contains("the throw 1 3 3 4 5 6 is waiting"));
}

#[test]
fn odds_numbers_are_grouped_like_every_other_number() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args(["odds", "--open", "--total", "3050"])
        .assert()
        .success()
        .stdout(predicate::str::contains("out of 46,656 throws"))
        .stdout(predicate::str::contains("46656").not())
        .stdout(predicate::str::contains("total 3,050"));
}

#[test]
fn the_words_best_play_and_most_points_mean_one_thing_each() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Issue 13: after 152344 the best play keeps 1, the most points are 1 5.
    let assert = marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann", "--hints", "--save"])
        .arg(dir.path().join("game.yaml"))
        .write_stdin("152344\nodds\nhelp keep\nkeep\n")
        .assert()
        .success();
    let out = String::from_utf8_lossy(&assert.get_output().stdout).into_owned();
    assert!(out.contains("Most points: 1 5 for 150"), "{out}");
    assert!(out.contains("hint: best play: keep 1 (100)"), "{out}");
    assert!(out.contains("most points: keep 1 5 (150)"), "{out}");
    assert!(
        out.contains("`keep` alone keeps the dice worth the most points"),
        "{out}"
    );
    assert!(out.contains("Kept 1 5 for 150"), "{out}");
    assert!(!out.contains("Best keep"), "{out}");
    assert!(!out.contains("the best keep"), "{out}");
}

/// Under `--lang nb`, `undo` and `redo` name the action in Bokmål.
#[test]
fn undo_and_redo_name_the_action_in_the_players_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args(["--lang", "nb", "play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("1 2 2 2 2 3\nundo\nredo\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Angret: kast 1 2 2 2 2 3."))
        .stdout(predicate::str::contains(
            "Gjort om igjen: kast 1 2 2 2 2 3.",
        ))
        .stdout(predicate::str::contains("throw").not());
}

/// In Bokmål the best play reads "kast de 5 terningene på hånden".
#[test]
fn the_best_play_in_bokmal_names_the_dice_in_hand_in_the_definite_form() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args(["--lang", "nb", "play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("1 2 3 4 6 6\nk 1\nodds\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("kast de 5 terningene på hånden"));
}

/// Four 2s kept from five are refused by their own rule (5.5: they would be the Flood),
/// not as a 2 that does not score.
#[test]
fn four_twos_are_refused_as_never_kept() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("2 2 2 2 2 5\nk 2222\n")
        .assert()
        .success()
        .stderr(predicate::str::contains("four 2s are never kept"))
        .stderr(predicate::str::contains("rule 5.5"))
        .stderr(predicate::str::contains("does not score").not());
}

/// After the game is over, `resume` and `help` say what can be done then, not how to
/// type a throw.
#[test]
fn a_finished_game_is_not_asked_for_throws() {
    let dir = tempfile::tempdir().expect("temp dir");
    let quick = dir.path().join("quick.lua");
    std::fs::write(&quick, QUICK).expect("script written");
    let save = dir.path().join("game.yaml");
    marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann", "--rules"])
        .arg(&quick)
        .arg("--save")
        .arg(&save)
        .write_stdin("111523\nk 1115\nbank\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Ann wins"));
    marbles(dir.path())
        .arg("resume")
        .arg(&save)
        .write_stdin("help\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("This game is over"))
        .stdout(predicate::str::contains("Type the faces").not())
        .stdout(predicate::str::contains("faces you threw").not());
}
