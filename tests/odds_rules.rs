//! `odds`, `advise` and `--hints` under house rules of API version 2: the dice in hand
//! and the minimum bank are honoured, and loaded hooks are noted.

mod common;

use std::path::{Path, PathBuf};

use common::cli::marbles;
use predicates::prelude::*;

fn rules(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("house_rules")
        .join(format!("{name}.lua"))
}

#[test]
fn odds_start_from_the_dice_a_turn_has_and_refuse_more() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .arg("odds")
        .arg("--rules")
        .arg(rules("greed"))
        .assert()
        .success()
        .stdout(predicate::str::contains("5 dice, 0 in the turn"))
        .stdout(predicate::str::contains("out of 7,776 throws"));
    marbles(dir.path())
        .args(["odds", "--dice", "6", "--rules"])
        .arg(rules("greed"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "6 dice in hand, but under these rules a turn has at most 5",
        ));
}

#[test]
fn odds_never_offer_a_bank_below_the_minimum_bank() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args([
            "odds", "--dice", "3", "--turn", "250", "--open", "--total", "1000", "--rules",
        ])
        .arg(rules("zilch"))
        .assert()
        .success()
        .stdout(predicate::str::contains("Bank: below the minimum bank"))
        .stdout(predicate::str::contains("Best play: throw"));
    // Advice after a throw: a keep that leaves the turn below 300 cannot bank.
    marbles(dir.path())
        .args([
            "advise", "5", "2", "3", "4", "6", "6", "--open", "--total", "1000", "--json",
            "--rules",
        ])
        .arg(rules("zilch"))
        .assert()
        .success()
        .stdout(predicate::str::contains("\"then\": \"bank\"").not());
}

#[test]
fn odds_and_advice_note_the_hooks_they_leave_out() {
    let dir = tempfile::tempdir().expect("temp dir");
    let note = "note: house-rule hooks on `bust` and `bank` may change what really happens";
    marbles(dir.path())
        .args(["odds", "--rules"])
        .arg(rules("zilch"))
        .assert()
        .success()
        .stdout(predicate::str::contains(note));
    marbles(dir.path())
        .args(["advise", "1", "5", "2", "3", "4", "6", "--rules"])
        .arg(rules("three_busts"))
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "hooks on `bust`, `flood` and `bank`",
        ));
    marbles(dir.path())
        .args(["odds"])
        .assert()
        .success()
        .stdout(predicate::str::contains("house-rule hooks").not());
    marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann", "--hints", "--save"])
        .arg(dir.path().join("g.yaml"))
        .arg("--rules")
        .arg(rules("zilch"))
        .write_stdin("1 5 2 3 4 6\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(note));
}

#[test]
fn simulate_says_which_hooks_it_does_not_play() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args(["simulate", "--games", "200", "--players", "2", "--compare"])
        .arg(rules("zilch"))
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "note: the simulator plays the house rules' values and turn flow, not their hooks on `bust` and `bank`",
        ));
    marbles(dir.path())
        .args(["simulate", "--games", "200", "--players", "2", "--rules"])
        .arg(rules("greed"))
        .assert()
        .success()
        .stdout(predicate::str::contains("hooks").not());
}
