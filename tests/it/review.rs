//! `marbles review` and the REPL's `review` run as a user would: the real binary, a
//! scrubbed environment, a save written by the library into a fresh temp dir.

use crate::common;

use std::path::{Path, PathBuf};

use marbles::testing::store::Autosaver;
use serde_json::Value;

use crate::common::cli::marbles;

/// Ann and Bob to the end: an opening, a bust, a Flood, hot dice, Bob's win.
const TWO: &str = "first:Ann 111555 k111555 b 234662 222234 111234 k111 155 k155 b \
                   666111 k666111 b 111111 k111111 555551 k555551 b 123456 k123456 b \
                   111115 k111115 b";

/// Three players, one round and a bit.
const THREE: &str = "first:Ann 111555 k111555 b 234662 523466 k5 23466 111123 k1111 b";

fn save(dir: &Path, names: &[&str], script: &str) -> PathBuf {
    let game = common::scripted(names, script);
    let path = dir.join(format!("{}.yaml", names.join("-")));
    Autosaver::new(
        &path,
        "2026-11-29T14:30:05",
        marbles::testing::clock::Clock::fixed(
            marbles::testing::clock::Stamp::parse("2026-11-29T15:42:05+01:00").expect("a stamp"),
        ),
    )
    .expect("new save")
    .save(&game)
    .expect("saved");
    path
}

fn run(dir: &Path, args: &[&str], save: &Path) -> String {
    let output = marbles(&dir.join("data"))
        .args(args)
        .arg(save)
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

#[test]
fn review_json_has_the_contracted_shape_and_the_chances_add_up() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = save(dir.path(), &["Ann", "Bob"], TWO);
    let json: Value =
        serde_json::from_str(&run(dir.path(), &["review", "--json"], &path)).expect("JSON");
    assert_eq!(json["schema_version"], 1);
    assert_eq!(json["method"], "exact");
    assert_eq!(json["thresholds"]["blunder"], 0.1);
    let decisions = json["decisions"].as_array().expect("decisions");
    assert_eq!(decisions.len(), 8);
    for d in decisions {
        for key in [
            "player",
            "round",
            "throw",
            "made",
            "best",
            "chance_made",
            "chance_best",
            "cost",
            "points_made",
            "points_best",
            "class",
        ] {
            assert!(d.get(key).is_some(), "{key} in {d}");
        }
        assert!(d["made"]["keep"].is_array() && d["best"]["then"].is_string());
        let (made, best, cost) = (
            d["chance_made"].as_f64().expect("a chance"),
            d["chance_best"].as_f64().expect("a chance"),
            d["cost"].as_f64().expect("a cost"),
        );
        assert!(best >= made && (cost - (best - made)).abs() < 1e-12, "{d}");
    }
    // The first decision: 1 1 1 5 5 5 kept, faces lowest first.
    assert_eq!(decisions[0]["throw"], serde_json::json!([1, 1, 1, 5, 5, 5]));
    assert_eq!(decisions[0]["made"]["then"], "bank");
    let throws = json["throws"].as_array().expect("throws");
    // Every typed throw: ten throws, the bust and the Flood among them.
    assert_eq!(throws.len(), 10);
    for t in throws {
        let luck = t["chance_after"].as_f64().expect("after")
            - t["chance_before"].as_f64().expect("before");
        assert!(
            (t["luck"].as_f64().expect("luck") - luck).abs() < 1e-12,
            "{t}"
        );
    }
    let players = json["players"].as_array().expect("players");
    let net = |name: &str| {
        let p = players
            .iter()
            .find(|p| p["name"] == name)
            .expect("a player");
        p["luck"].as_f64().expect("luck") - p["cost"].as_f64().expect("cost")
    };
    // Bob won: his 1 less his chance before the first throw (Ann's) is the sides' net.
    let bob_start = 1.0 - throws[0]["chance_before"].as_f64().expect("before");
    assert!((1.0 - bob_start - (net("Bob") - net("Ann"))).abs() < 1e-6);
    let only_bob: Value = serde_json::from_str(&run(
        dir.path(),
        &["review", "--json", "--player", "bob"],
        &path,
    ))
    .expect("JSON");
    assert!(
        only_bob["decisions"]
            .as_array()
            .expect("decisions")
            .iter()
            .all(|d| d["player"] == "Bob")
    );
    assert_eq!(only_bob["players"].as_array().map(Vec::len), Some(1));
}

#[test]
fn review_text_names_the_method_the_thresholds_and_each_verdict() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = save(dir.path(), &["Ann", "Bob"], TWO);
    let output = marbles(&dir.path().join("data"))
        .env("COLUMNS", "80")
        .arg("review")
        .arg(&path)
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    insta::assert_snapshot!("review_two_players", text);
    let norsk = run(dir.path(), &["--lang", "nb", "review"], &path);
    assert!(norsk.contains("eksakte vinnersjanser"), "{norsk}");
    assert!(norsk.contains("Bob tapte"), "{norsk}");
}

#[test]
fn review_of_three_reads_the_race() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = save(dir.path(), &["Ann", "Bob", "Cy"], THREE);
    let json: Value =
        serde_json::from_str(&run(dir.path(), &["review", "--json"], &path)).expect("JSON");
    assert_eq!(json["method"], "race");
    assert_eq!(json["throws"].as_array().map(Vec::len), Some(5));
    let text = run(dir.path(), &["review"], &path);
    assert!(text.contains("the race's chances"), "{text}");
}

#[test]
fn the_html_chart_marks_the_costliest_decisions_and_the_luck() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = save(dir.path(), &["Ann", "Bob"], TWO);
    let page = run(dir.path(), &["export", "--format", "html"], &path);
    assert!(
        page.contains("Marked on the chart from the review"),
        "{page}"
    );
    assert!(page.contains("decision in round 3"), "{page}");
    assert!(page.contains("luckiest throw of the game"), "{page}");
    assert!(page.contains("unluckiest throw of the game"), "{page}");
}

#[test]
fn review_refuses_a_player_not_in_the_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = save(dir.path(), &["Ann", "Bob"], TWO);
    let output = marbles(&dir.path().join("data"))
        .args(["review", "--player", "Zed"])
        .arg(&path)
        .output()
        .expect("runs");
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("Zed"));
}

#[test]
fn the_table_reviews_the_game_so_far() {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = marbles(&dir.path().join("data"))
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("111555\nkeep 111555\nbank\n234662\nreview\nreview ann\nquit\n")
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(text.contains("in exact chances to win"), "{text}");
    assert!(text.contains("Costliest decision of Ann"), "{text}");
}
