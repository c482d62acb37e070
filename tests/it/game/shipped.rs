//! The shipped variants of issue 10 played through the binary: whole games of Greed, Ten
//! Thousand and Zilch through the REPL, Bump's reach across the table, and `rules check`
//! playing the scenarios each script declares.

use crate::common;

use std::path::{Path, PathBuf};

use common::cli::{json_of, marbles};
use predicates::prelude::*;
use serde_json::Value;

fn rules(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("house_rules")
        .join(format!("{name}.lua"))
}

fn play(dir: &Path, script: &str, lines: &[&str]) -> assert_cmd::assert::Assert {
    marbles(dir)
        .args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
        .arg(dir.join("game.yaml"))
        .arg("--strict")
        .arg("--rules")
        .arg(rules(script))
        .write_stdin(lines.join("\n") + "\n")
        .assert()
}

fn export(dir: &Path) -> Value {
    serde_json::from_str(&exported(dir, "json")).expect("JSON")
}

/// The game played by [`play`], exported in `format`.
fn exported(dir: &Path, format: &str) -> String {
    let out = marbles(dir)
        .args(["export", "--format", format])
        .arg(dir.join("game.yaml"))
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(out).expect("UTF-8")
}

/// Ann's and Bob's totals (the export lists players by rank).
fn totals(json: &Value) -> [i64; 2] {
    let of = |name: &str| {
        json["players"]
            .as_array()
            .and_then(|ps| ps.iter().find(|p| p["name"] == name))
            .and_then(|p| p["total"].as_i64())
            .unwrap_or_else(|| panic!("{name} in {json}"))
    };
    [of("Ann"), of("Bob")]
}

#[test]
fn greed_plays_a_whole_game_of_five_dice_to_a_final_round() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(
        dir.path(),
        "greed",
        &[
            // Round 1: Ann opens with 350 (hot dice on five); Bob busts.
            "1 5 2 3 4",
            "keep 1 5",
            "2 2 2",
            "keep",
            "bank",
            "2 3 4 6 6",
            // Round 2: five 1s are 1200 each time.
            "11111",
            "keep",
            "11111",
            "keep",
            "bank",
            "5 5 5 1 1",
            "keep",
            "1 2 3 4 6",
            "keep 1",
            "bank",
            // Round 3: Ann reaches 3000, Bob finishes the round and passes her.
            "4 4 4 2 3",
            "keep 4 4 4",
            "bank",
            "6 6 6 1 5",
            "keep",
            "1 1 1 5 5",
            "keep",
            "11111",
            "keep",
            "bank",
        ],
    )
    .success()
    .stdout(predicate::str::contains("Ann has reached 3,000"))
    .stdout(predicate::str::contains("Bob wins"));
    assert_eq!(totals(&export(dir.path())), [3150, 3850]);
}

#[test]
fn ten_thousand_plays_a_whole_game_to_10000() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(
        dir.path(),
        "ten_thousand",
        &[
            "1 1 1 1 1 1",
            "keep",
            "bank",
            "2 2 3 3 4 4",
            "keep",
            "2 3 4 6 6 3",
            "1 1 1 1 1 1",
            "keep",
            "bank",
            "1 2 3 4 5 6",
            "keep",
            "bank",
            "5 5 5 5 2 3",
            "keep 5 5 5 5",
            "1 5",
            "keep",
            "6 6 6 6 6 6",
            "keep",
            "bank",
        ],
    )
    .success()
    .stdout(predicate::str::contains("Ann wins"));
    assert_eq!(totals(&export(dir.path())), [11_550, 1500]);
}

#[test]
fn zilch_plays_a_whole_game_with_the_three_bust_penalty() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(
        dir.path(),
        "zilch",
        &[
            "2 3 4 6 6 3",
            "1 1 1 1 1 1",
            "keep",
            "bank",
            "2 3 4 6 6 3",
            "2 3 4 6 6 3",
            "2 3 4 6 6 3",
            "1 5 2 3 4 6",
            "keep 1",
            "1 1 5 5 2",
            "keep 1 1 5 5",
            "bank",
            "1 1 1 1 1 1",
            "keep",
            "bank",
            "3 3 3 3 3 3",
            "keep",
            "bank",
        ],
    )
    .success()
    .stdout(predicate::str::contains("House rule: Ann −500 → "))
    .stdout(predicate::str::contains("Bob wins"));
    assert_eq!(totals(&export(dir.path())), [7500, 10_800]);
}

#[test]
fn bump_sends_the_player_landed_on_to_0_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(dir.path(), "bump", &["111555", "bank", "111555", "bank"])
        .success()
        .stdout(predicate::str::contains(
            "House rule: Ann's total goes to 0.",
        ))
        // The bump is told after the bank that caused it.
        .stdout(
            predicate::str::is_match(
                "Bob banks 1,000: total 1,000.\n(.*\n)?House rule: Ann's total goes to 0.",
            )
            .expect("pattern"),
        );
    assert_eq!(totals(&export(dir.path())), [0, 1000]);
}

#[test]
fn rules_check_plays_every_shipped_scenario() {
    let dir = tempfile::tempdir().expect("temp dir");
    for name in ["greed", "ten_thousand", "zilch", "bump"] {
        marbles(dir.path())
            .args(["rules", "check"])
            .arg(rules(name))
            .assert()
            .success()
            .stdout(predicate::str::contains("2 scenarios hold."));
        // A script's expected refusals are English; a Bokmål table checks them as well.
        marbles(dir.path())
            .args(["--lang", "nb", "rules", "check"])
            .arg(rules(name))
            .assert()
            .success();
    }
}

#[test]
fn rules_check_catches_a_broken_hook_before_a_game_does() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("broken.lua");
    std::fs::write(
        &script,
        "marbles.api(2)\n\
         marbles.on('bank', function(event, game)\n\
           return { points = game.turn.point * 2 }\n\
         end)\n\
         marbles.scenario{ players = {'Ann', 'Bob'}, lines = {'first Ann', '111555', 'bank'}, totals = {Ann = 2000} }\n",
    )
    .expect("write");
    marbles(dir.path())
        .args(["rules", "check"])
        .arg(&script)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "broken.lua:5: scenario (unnamed): line 3 (`bank`) was refused: house rule failed:",
        ))
        .stdout(predicate::str::contains("broken.lua:3:"))
        .stderr(predicate::str::contains(
            "1 of the declared scenarios does not come out",
        ));
}

#[test]
fn a_scenario_expecting_other_totals_fails_with_the_difference() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("off.lua");
    std::fs::write(
        &script,
        "marbles.api(2)\n\
         marbles.scenario{ name = 'off', players = {'Ann', 'Bob'}, lines = {'first Ann', '111555', 'bank'}, totals = {Ann = 900, Cy = 0} }\n",
    )
    .expect("write");
    marbles(dir.path())
        .args(["rules", "check"])
        .arg(&script)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "off.lua:2: scenario off: the totals differ: Ann expected 900, has 1,000 and Cy expected 0, but plays no part",
        ));
}

#[test]
fn rules_json_lists_fields_scripted_combinations_and_hooks() {
    let dir = tempfile::tempdir().expect("temp dir");
    let json: Value = json_of(
        marbles(dir.path())
            .args(["rules", "--json", "--rules"])
            .arg(rules("zilch")),
    );
    assert_eq!(json["min_bank"], 300);
    assert_eq!(
        json["five_of_a_kind"],
        serde_json::json!({ "times_three": 4 })
    );
    assert_eq!(json["house_rules"], serde_json::json!(["zilch"]));
    assert_eq!(json["hooks"], serde_json::json!(["bust", "bank"]));
    let pairs = json["combinations"]
        .as_array()
        .and_then(|cs| cs.iter().find(|c| c["name"] == "three pairs"))
        .expect("three pairs");
    assert_eq!(pairs["scripted"], true);
    assert_eq!(pairs["points_by_dice"]["2 2 2 2 3 3"], 1500);
    assert!(pairs["points_by_dice"].get("4 4 4 4 4 4").is_none());
    // The standard game's values stay where they were.
    let json: Value = json_of(marbles(dir.path()).args(["rules", "--json"]));
    assert_eq!(json["four_of_a_kind"], 1000);
    assert_eq!(json["open_at"], 700);
}

#[test]
fn score_under_greed_takes_at_most_five_dice() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args(["score", "111111", "--rules"])
        .arg(rules("greed"))
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains(
            "6 dice typed, but these rules play with 5: type at most 5 faces",
        ));
}

#[test]
fn zilch_has_no_opening_to_announce() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(
        dir.path(),
        "zilch",
        &[
            "115234",
            "keep 1 1 5",
            "234",
            "111556",
            "keep 11155",
            "bank",
        ],
    )
    .success()
    .stdout(predicate::str::contains("Bob banks 1,100: total 1,100."))
    .stdout(predicate::str::contains("Bob's turn (total 0)."))
    .stdout(predicate::str::contains("to open").not())
    .stdout(predicate::str::contains("is open!").not());
}

#[test]
fn zilchs_penalty_is_told_after_the_bust_that_earns_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = play(dir.path(), "zilch", &["234662"; 5]).success();
    let out = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    let penalty = out
        .find("House rule: Ann −500 → ")
        .expect("the penalty is told");
    let third_bust = out
        .match_indices("BUST! Nothing scores for Ann.")
        .nth(2)
        .expect("Ann's third bust is told")
        .0;
    assert!(third_bust < penalty, "{out}");
}

#[test]
fn the_pad_shows_where_a_bumped_total_went() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(
        dir.path(),
        "bump",
        &["111555", "bank", "111555", "bank", "234662", "pad"],
    )
    .success()
    // Ann's column adds up: her bank, then the bump, then her bust.
    .stdout(predicate::str::contains("+1,000, house rule -1,000 → 0"))
    .stdout(predicate::str::contains("bust → 0"));
    let csv = exported(dir.path(), "csv");
    assert_eq!(
        csv,
        "round,turn,player,result,points,lost,total\n\
         1,1,Ann,banked,1000,0,1000\n\
         1,2,Bob,banked,1000,0,1000\n\
         1,3,Ann,house_rule,0,1000,0\n\
         2,4,Ann,bust,0,0,0\n"
    );
}

#[test]
fn a_penalty_in_the_players_own_turn_is_a_line_after_that_turn() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(
        dir.path(),
        "zilch",
        &["234662", "234662", "234662", "234662", "234662", "pad"],
    )
    .success()
    .stdout(predicate::str::contains("bust, house rule -500 → -500"));
    let csv = exported(dir.path(), "csv");
    // Every row's total follows from the row before it.
    assert!(
        csv.ends_with(
            "3,5,Ann,bust,0,0,0\n\
             3,6,Ann,house_rule,0,500,-500\n"
        ),
        "{}",
        csv
    );
}

/// Greed plays five dice: hot dice, the advice after it and the help's example say so,
/// in both languages (they said six).
#[test]
fn greed_speaks_of_five_dice_never_six() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = play(dir.path(), "greed", &["help", "1 1 1 5 5", "keep"])
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).expect("UTF-8");
    assert!(
        out.contains("HOT DICE! All five dice come back to Ann."),
        "{out}"
    );
    assert!(out.contains("`15334`"), "{out}");
    assert!(!out.contains("six") && !out.contains("153346"), "{out}");
    marbles(dir.path())
        .args(["advise", "1", "1", "1", "1", "5", "--open", "--rules"])
        .arg(rules("greed"))
        .assert()
        .success()
        .stdout(predicate::str::contains("hot dice, throw 5"))
        .stdout(predicate::str::contains("throw 6").not());
    let out = marbles(dir.path())
        .args([
            "--lang", "nb", "play", "Ann", "Bob", "--first", "Ann", "--rules",
        ])
        .arg(rules("greed"))
        .write_stdin("help\n1 1 1 5 5\nkeep\n")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).expect("UTF-8");
    assert!(out.contains("Alle fem terningene"), "{out}");
    assert!(out.contains("`15334`"), "{out}");
    assert!(!out.contains("seks") && !out.contains("153346"), "{out}");
}

#[test]
fn a_steal_with_nothing_banked_names_the_dice_greed_throws() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann", "--rules"])
        .arg(rules("greed"))
        .arg("--rules")
        .arg(rules("cut_throat"))
        .arg("--save")
        .arg(dir.path().join("game.yaml"))
        .write_stdin("steal\n")
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "the previous player did not bank: throw the 5 dice in hand",
        ));
}

#[test]
fn a_bump_is_told_in_the_tables_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args([
            "--lang", "nb", "play", "Ann", "Bob", "--first", "Ann", "--rules",
        ])
        .arg(rules("bump"))
        .arg("--save")
        .arg(dir.path().join("game.yaml"))
        .write_stdin("111555\nbank\n111555\nbank\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Husregel: totalen til Ann blir 0.",
        ))
        .stdout(predicate::str::contains("House rule").not());
}

#[test]
fn a_stolen_bank_exports_as_banked_and_lost_so_the_rows_add_up() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(
        dir.path(),
        "cut_throat",
        &["111555", "bank", "steal", "1 5 2 3 4 6", "keep 1", "bank"],
    )
    .success();
    let csv = exported(dir.path(), "csv");
    assert!(csv.contains("1,1,Ann,stolen,1000,1000,0\n"), "{csv}");
}

#[test]
fn a_flood_after_a_steal_tells_the_robbed_player_to_open_again() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(
        dir.path(),
        "cut_throat",
        &[
            "111555",
            "bank",
            "steal",
            "1 5 2 3 4 6",
            "keep 1",
            "bank",
            "2 2 2 2 3 4",
        ],
    )
    .success()
    .stdout(predicate::str::contains(
        "Ann had nothing to lose, but must open again.",
    ))
    .stdout(predicate::str::contains("nothing to lose yet").not());
}

#[test]
fn a_failing_hook_is_placed_in_the_tables_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("boom.lua");
    std::fs::write(
        &script,
        "marbles.api(2)\nmarbles.on(\"throw\", function(e, g) error(\"boom\") end)\n",
    )
    .expect("script");
    marbles(dir.path())
        .args([
            "--lang", "nb", "play", "Ann", "Bob", "--first", "Ann", "--rules",
        ])
        .arg(&script)
        .arg("--save")
        .arg(dir.path().join("game.yaml"))
        .write_stdin("111555\n")
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "(i kroken `throw`, terninger 1 1 1 5 5 5)",
        ))
        .stderr(predicate::str::contains("in the `throw` hook").not());
}

#[test]
fn a_house_rules_bonus_in_a_bank_is_told() {
    // Issue 32: `Ann banks 1,050` hid bump_bonus's 50 inside the sum.
    let dir = tempfile::tempdir().expect("temp dir");
    play(dir.path(), "bump_bonus", &["111555", "keep", "bank"])
        .success()
        .stdout(predicate::str::contains(
            "Ann banks 1,050 (1,000 +50 by a house rule): total 1,050.",
        ));
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args([
            "--lang", "nb", "play", "Ann", "Bob", "--first", "Ann", "--save",
        ])
        .arg(dir.path().join("game.yaml"))
        .arg("--rules")
        .arg(rules("bump_bonus"))
        .write_stdin("111555\nkeep\nbank\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Ann setter inn 1 050 (1 000 +50 fra en husregel): totalt 1 050.",
        ));
}

#[test]
fn house_rules_are_shown_by_their_short_names_in_the_tables_language() {
    // Issue 32: banner, history, HTML and the resume note showed `final_round,
    // six_of_a_kind_5000`; data (JSON, the save, `stats --rules`) keeps those names.
    let dir = tempfile::tempdir().expect("temp dir");
    let rules_args = [
        "--rules".into(),
        rules("final_round").into_os_string(),
        "--rules".into(),
        rules("six_of_a_kind_5000").into_os_string(),
    ];
    marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
        .arg(dir.path().join("game.yaml"))
        .args(&rules_args)
        .write_stdin("111555\nkeep\nbank\nrules\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "House rules: Final round, Six of a kind 5,000\n",
        ));
    let html = exported(dir.path(), "html");
    assert!(
        html.contains("House rules: Final round, Six of a kind 5,000</p>"),
        "{html}"
    );
    assert_eq!(
        export(dir.path())["rules"],
        serde_json::json!(["final_round", "six_of_a_kind_5000"])
    );
    marbles(dir.path())
        .args(["--lang", "nb", "resume"])
        .arg(dir.path().join("game.yaml"))
        .write_stdin("rules\nquit\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Husregler: Siste runde, Seks like 5 000\n",
        ));
    for (lang, shown) in [
        ("en", "Final round, Six of a kind 5,000"),
        ("nb", "Siste runde, Seks like 5 000"),
    ] {
        marbles(dir.path())
            .args(["--lang", lang, "history"])
            .assert()
            .success()
            .stdout(predicate::str::contains(shown));
    }
    // The config's other rules, by their short names too.
    std::fs::write(
        dir.path().join("config.toml"),
        format!("rules = [{:?}]\n", rules("open_500").display().to_string()),
    )
    .expect("config");
    marbles(dir.path())
        .arg("resume")
        .arg(dir.path().join("game.yaml"))
        .write_stdin("quit\n")
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "(Final round, Six of a kind 5,000); the config file's (Open at 500)",
        ));
}
