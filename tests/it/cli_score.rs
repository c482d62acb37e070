//! `marbles score` and `marbles rules`, run as a new user would.

use crate::common;

use common::cli::marbles;
use predicates::prelude::*;
use serde_json::Value;

fn run(args: &[&str]) -> assert_cmd::assert::Assert {
    let home = tempfile::tempdir().expect("temp dir");
    marbles(home.path()).args(args).assert()
}

#[test]
fn score_shows_the_best_keep_of_1_1_1_5_2_3_as_550() {
    run(&["score", "1", "1", "1", "5", "2", "3"])
        .success()
        .stdout(predicate::str::contains("Most points: 1 1 1 5 for 550"))
        .stdout(predicate::str::contains("three 1s"));
}

#[test]
fn score_says_flood_for_four_twos() {
    run(&["score", "2", "2", "2", "2", "1", "5"])
        .success()
        .stdout(predicate::str::contains("FLOOD"));
}

#[test]
fn score_says_bust_when_nothing_scores() {
    run(&["score", "2", "3", "4", "6", "6", "3"])
        .success()
        .stdout(predicate::str::contains("BUST"));
}

#[test]
fn score_shows_the_straight_for_2000() {
    run(&["score", "123456"])
        .success()
        .stdout(predicate::str::contains("straight"))
        .stdout(predicate::str::contains(
            "Most points: 1 2 3 4 5 6 for 2,000",
        ));
}

#[test]
fn score_accepts_commas_and_die_faces() {
    run(&["score", "1,5,3,3,4,6"])
        .success()
        .stdout(predicate::str::contains("for 150"));
    run(&["score", "⚀⚄⚂⚂⚃⚅"])
        .success()
        .stdout(predicate::str::contains("for 150"));
}

#[test]
fn score_refuses_a_seven_naming_the_token_with_exit_status_2() {
    run(&["score", "1", "2", "7"])
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("`7` is not a die face"))
        .stderr(predicate::str::contains("  1 2 7\n      ^"));
}

#[test]
fn score_refuses_letters_and_too_many_dice() {
    run(&["score", "12x"])
        .code(2)
        .stderr(predicate::str::contains("`x` is not a die face"));
    run(&["score", "1234561"])
        .code(2)
        .stderr(predicate::str::contains(
            "7 dice typed, but a throw has at most 6",
        ));
}

#[test]
fn score_json_has_the_documented_fields() {
    let out = run(&["score", "--json", "1", "1", "1", "5", "2", "3"])
        .success()
        .get_output()
        .stdout
        .clone();
    let json: Value = serde_json::from_slice(&out).expect("one JSON object");
    assert_eq!(json["dice"], serde_json::json!([1, 1, 1, 5, 2, 3]));
    assert_eq!(json["flood"], false);
    assert_eq!(json["bust"], false);
    assert_eq!(json["most_points"]["points"], 550);
    assert_eq!(json["most_points"]["keep"], serde_json::json!([1, 1, 1, 5]));
    assert_eq!(json["most_points"]["combos"][0]["name"], "three 1s");
    assert_eq!(
        json["most_points"]["combos"][0]["dice"],
        serde_json::json!([1, 1, 1])
    );
    assert_eq!(json["most_points"]["combos"][0]["points"], 500);
}

#[test]
fn score_json_names_the_most_points_keep_most_points_and_best_is_its_old_alias() {
    // "best" is the best play in `advise`; in `score` it was the most points. The old
    // key stays one release, the same object, after the others.
    let out = run(&["score", "--json", "1", "5", "2", "3", "4", "4"])
        .success()
        .get_output()
        .stdout
        .clone();
    let json: Value = serde_json::from_slice(&out).expect("one JSON object");
    assert_eq!(json["most_points"]["keep"], serde_json::json!([1, 5]));
    assert_eq!(json["best"], json["most_points"]);
    let text = String::from_utf8(out).expect("UTF-8");
    let most = text.find("\"most_points\"").expect("most_points");
    let alias = text.find("\"best\"").expect("best");
    assert!(most < alias, "{text}");
}

#[test]
fn score_json_of_a_bust_or_flood_has_no_best_keep() {
    for (dice, field) in [("234663", "bust"), ("222215", "flood")] {
        let out = run(&["score", "--json", dice])
            .success()
            .get_output()
            .stdout
            .clone();
        let json: Value = serde_json::from_slice(&out).expect("JSON");
        assert_eq!(json[field], true, "{dice}");
        assert!(json["most_points"].is_null(), "{dice}");
        assert!(json["best"].is_null(), "{dice}");
    }
}

#[test]
fn rules_prints_the_scoring_table_and_thresholds() {
    run(&["rules"])
        .success()
        .stdout(predicate::str::contains("Smooth Water"))
        .stdout(predicate::str::contains("Open at 700"))
        .stdout(predicate::str::contains("win at 11,000"));
}

#[test]
fn help_shows_examples_and_version_is_printed() {
    run(&["--help"])
        .success()
        .stdout(predicate::str::contains("Examples:"));
    run(&["--version"])
        .success()
        .stdout(predicate::str::contains("marbles"));
}

fn stdout_of(args: &[&str]) -> String {
    String::from_utf8(run(args).success().get_output().stdout.clone()).expect("UTF-8")
}

#[test]
fn the_rules_table_reads_like_the_rule_card() {
    insta::assert_snapshot!("rules_table", stdout_of(&["rules"]));
}

#[test]
fn the_score_report_reads_at_a_glance() {
    insta::assert_snapshot!("score_111523", stdout_of(&["score", "1 1 1 5 2 3"]));
    insta::assert_snapshot!("score_flood", stdout_of(&["score", "222215"]));
    insta::assert_snapshot!("score_bust", stdout_of(&["score", "234663"]));
}
