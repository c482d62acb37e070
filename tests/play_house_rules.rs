//! House rules played through the REPL: scripts loaded with `--rules`, carried in the
//! save, named in the export, and the `steal`, `odds` and `--hints` commands.

mod common;

use std::path::{Path, PathBuf};

use common::cli::marbles;
use predicates::prelude::*;
use serde_json::Value;

fn rules(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("house_rules")
        .join(format!("{name}.lua"))
}

fn play(dir: &Path, args: &[&str], scripts: &[&str], lines: &[&str]) -> assert_cmd::assert::Assert {
    let mut cmd = marbles(dir);
    cmd.arg("play")
        .args(args)
        .arg("--save")
        .arg(dir.join("game.yaml"))
        .arg("--strict");
    for script in scripts {
        cmd.arg("--rules").arg(rules(script));
    }
    cmd.write_stdin(lines.join("\n") + "\n").assert()
}

fn export(dir: &Path) -> Value {
    let out = marbles(dir)
        .args(["export", "--format", "json"])
        .arg(dir.join("game.yaml"))
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    serde_json::from_slice(&out).expect("JSON")
}

fn total(json: &Value, name: &str) -> i64 {
    json["players"]
        .as_array()
        .and_then(|ps| ps.iter().find(|p| p["name"] == name))
        .and_then(|p| p["total"].as_i64())
        .unwrap_or_else(|| panic!("{name} in {json}"))
}

#[test]
fn six_of_a_kind_5000_scores_the_articles_value_in_play() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(
        dir.path(),
        &["Ann", "Bob", "--first", "Ann"],
        &["six_of_a_kind_5000"],
        &["333333", "keep", "bank"],
    )
    .success()
    .stdout(predicate::str::contains("Ann banks 5,000"));
    let json = export(dir.path());
    assert_eq!(total(&json, "Ann"), 5000);
    assert_eq!(json["rules"], serde_json::json!(["six_of_a_kind_5000"]));
}

#[test]
fn cut_throat_offers_a_steal_and_the_thief_takes_the_points() {
    // Ann opens with 1,100 and five dice left; Bob steals them, keeps 1 5 and banks
    // 1,250: under Cut-Throat the points leave Ann's total.
    let dir = tempfile::tempdir().expect("temp dir");
    play(
        dir.path(),
        &["Ann", "Bob", "--first", "Ann"],
        &["cut_throat"],
        &[
            "111555", "keep", "123346", "k 1", "bank", "steal", "15234", "keep", "bank",
        ],
    )
    .success()
    .stdout(predicate::str::contains(
        "Bob may `steal` Ann's 1,100 and throw the 5 dice left",
    ))
    .stdout(predicate::str::contains("Bob steals Ann's 1,100"));
    let json = export(dir.path());
    assert_eq!((total(&json, "Ann"), total(&json, "Bob")), (0, 1250));
}

#[test]
fn steal_is_refused_in_the_standard_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(
        dir.path(),
        &["Ann", "Bob", "--first", "Ann"],
        &[],
        &["steal"],
    )
    .code(2)
    .stderr(predicate::str::contains("there is nothing to steal"));
}

#[test]
fn scripts_combine_six_of_a_kind_5000_with_a_final_round() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Ann reaches 15,000; Bob still gets his last turn, busts, and Ann wins.
    play(
        dir.path(),
        &["Ann", "Bob", "--first", "Ann"],
        &["six_of_a_kind_5000", "final_round"],
        &[
            "111111", "keep", "222222", "keep", "333333", "keep", "bank", "234662",
        ],
    )
    .success()
    .stdout(predicate::str::contains("everyone else finishes the round"))
    .stdout(predicate::str::contains("★ Ann wins with 15,000"));
    let json = export(dir.path());
    assert_eq!(json["winner"], "Ann");
    assert_eq!(
        json["rules"],
        serde_json::json!(["six_of_a_kind_5000", "final_round"])
    );
}

#[test]
fn a_save_carries_its_scripts_and_resume_warns_when_the_file_changed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("five_k.lua");
    std::fs::write(
        &script,
        "marbles.api(1)\nmarbles.rules.six_of_a_kind = 5000\n",
    )
    .expect("write");
    marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann", "--strict", "--save"])
        .arg(dir.path().join("game.yaml"))
        .arg("--rules")
        .arg(&script)
        .write_stdin("333333\nkeep\n")
        .assert()
        .success();
    std::fs::write(&script, "marbles.api(1)\nmarbles.rules.six_of_a_kind = 1\n").expect("edit");
    marbles(dir.path())
        .arg("resume")
        .arg(dir.path().join("game.yaml"))
        .arg("--strict")
        .write_stdin("bank\n")
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "five_k.lua has changed since this game began",
        ))
        .stdout(predicate::str::contains("Ann banks 5,000"));
}

#[test]
fn a_broken_script_is_refused_with_its_line_before_the_game_starts() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("broken.lua");
    std::fs::write(&script, "marbles.api(1)\nmarbles.rules.open_at = \n").expect("write");
    marbles(dir.path())
        .args(["play", "Ann", "Bob", "--rules"])
        .arg(&script)
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("broken.lua:3:"));
}

#[test]
fn odds_in_a_game_show_the_bust_chance_and_the_best_keep() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(
        dir.path(),
        &["Ann", "Bob", "--first", "Ann"],
        &[],
        &["odds", "111523", "odds", "k 1115", "o"],
    )
    .success()
    .stdout(predicate::str::is_match(r"bust +5/162").expect("regex"))
    .stdout(predicate::str::contains("most points"))
    .stdout(predicate::str::is_match(r"bust +4/9").expect("regex"));
}

#[test]
fn hints_give_a_one_line_advice_after_each_throw() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(
        dir.path(),
        &["Ann", "Bob", "--first", "Ann", "--hints"],
        &[],
        &["111523"],
    )
    .success()
    .stdout(predicate::str::contains(
        "hint: keep 1 1 1 (500) then throw 3 dice",
    ));
}
