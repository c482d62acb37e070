//! `marbles win`, run as a user would, with a scrubbed environment.

use crate::common;

use predicates::prelude::*;
use serde_json::Value;

fn marbles(args: &[&str]) -> assert_cmd::assert::Assert {
    let dir = tempfile::tempdir().expect("a temp dir");
    common::cli::marbles(dir.path())
        .env("MARBLES_CACHE_DIR", dir.path().join("cache"))
        .args(args)
        .assert()
}

fn json(args: &[&str]) -> Value {
    let output = marbles(args).success().get_output().stdout.clone();
    serde_json::from_slice(&output).expect("the output is JSON")
}

fn win(json: &Value, seat: usize) -> f64 {
    json["players"][seat]["win"].as_f64().expect("a chance")
}

#[test]
fn the_first_player_at_0_0_wins_52_percent_of_two_player_games() {
    let start = json(&["win", "--json"]);
    assert_eq!(start["method"], "exact");
    assert_eq!(start["interval"], 0.0);
    assert_eq!(start["players"][0]["seat"], 1);
    assert_eq!(start["players"][1]["total"], 0);
    assert!((win(&start, 0) - 0.520_167).abs() < 1e-6, "{start}");
    assert!((win(&start, 0) + win(&start, 1) - 1.0).abs() < 1e-9);
    marbles(&["win"])
        .success()
        .stdout(predicate::str::contains("exact: both play to win"))
        .stdout(predicate::str::contains("52.0%"));
}

#[test]
fn the_player_behind_must_gamble_late_in_the_game() {
    let behind = json(&["win", "--totals", "9000,10500", "--json"]);
    assert!(win(&behind, 0) < 0.3, "{behind}");
    let now = json(&[
        "win",
        "--totals",
        "9000,10500",
        "--turn",
        "600",
        "--dice",
        "2",
        "--json",
    ]);
    let turn = &now["turn"];
    assert_eq!(turn["points"], 600);
    assert_eq!(turn["dice"], 2);
    // Banking 600 of the 2,000 needed leaves the leader a turn from home: throw on.
    assert_eq!(turn["best"], "throw");
    assert!(turn["bank"].as_f64() < turn["throw"].as_f64(), "{turn}");
    marbles(&[
        "win",
        "--totals",
        "9000,10500",
        "--turn",
        "600",
        "--dice",
        "2",
    ])
    .success()
    .stdout(predicate::str::contains("bank 600:"))
    .stdout(predicate::str::contains("(best: throw on)"));
}

#[test]
fn three_players_are_worked_out_exactly_playing_for_points() {
    let three = json(&["win", "--totals", "3000,0,1500", "--json"]);
    assert_eq!(three["method"], "exact");
    assert_eq!(three["interval"], 0.0);
    // No sample, so nothing of one: the keys of an estimate stay out.
    for key in ["confidence", "games", "unfinished"] {
        assert_eq!(three.get(key), None, "{three}");
    }
    let sum: f64 = (0..3).map(|i| win(&three, i)).sum();
    assert!((sum - 1.0).abs() < 1e-9, "{three}");
    assert!(win(&three, 0) > win(&three, 2) && win(&three, 2) > win(&three, 1));
    marbles(&["win", "--players", "4"])
        .success()
        .stdout(predicate::str::contains("player 4"))
        .stdout(predicate::str::contains(
            "exact: everyone playing for points",
        ))
        .stdout(predicate::str::contains("confidence").not());
}

#[test]
fn tables_no_game_reaches_are_refused_with_the_fix() {
    let refused = |args: &[&str], says: &str| {
        marbles(args)
            .code(2)
            .stderr(predicate::str::contains(says.to_owned()));
    };
    refused(&["win", "--totals", "1025,0"], "steps of 50");
    refused(
        &["win", "--totals", "0,11000"],
        "player 2: a total of 11000 has already won",
    );
    refused(
        &["win", "--totals", "800,900", "--open", "1"],
        "player 2 has a total of 900 but is not open",
    );
    refused(&["win", "--open", "3"], "no player 3 at a table of 2");
    refused(&["win", "--open", "0"], "counted from 1");
    refused(
        &["win", "--totals", "800,900", "--players", "3"],
        "2 totals for 3 players",
    );
    refused(&["win", "--players", "1"], "give --players between 2 and");
    refused(
        &["win", "--players", "3", "--turn", "300", "--dice", "2"],
        "two players",
    );
    refused(&["win", "--turn", "325", "--dice", "2"], "multiple of 50");
    marbles(&["win", "--turn", "300"])
        .code(2)
        .stderr(predicate::str::contains("--dice"));
}

/// Plays `lines` as a game of `players` with the first one starting, in `dir`.
fn play(dir: &std::path::Path, players: &[&str], lines: &str) -> String {
    play_with(dir, players, &[], lines)
}

/// [`play`] with more flags.
fn play_with(dir: &std::path::Path, players: &[&str], flags: &[&str], lines: &str) -> String {
    let mut args = vec!["play"];
    args.extend(players);
    args.extend(flags);
    args.extend(["--first", players[0], "--save"]);
    let save = dir.join("game.yaml");
    let save = save.to_str().expect("a UTF-8 path");
    args.push(save);
    let output = common::cli::marbles(dir)
        .env("MARBLES_CACHE_DIR", dir.join("cache"))
        .args(&args)
        .write_stdin(lines)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(output).expect("UTF-8")
}

const TWO_PLAYER_GAME: &str = "111555\nk111555\nb\n234662\n222234\n111234\nk111\n155\nk155\nb\npad\n666111\nk666111\nb\n111111\nk111111\n555551\nk555551\nb\n123456\nk123456\nb\n";

#[test]
fn the_pad_and_the_turn_summary_show_each_players_chance() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let out = play(dir.path(), &["Ann", "Bob"], TWO_PLAYER_GAME);
    // At 0-0 after Ann's Flood, Bob throws first: the opening chance. The line keeps
    // the order of play, as the pad's columns, whoever is to throw.
    assert!(out.contains("To win: Ann 48.0%, Bob 52.0%."), "{out}");
    assert!(!out.contains("To win: Bob"), "{out}");
    assert!(
        out.contains("│ to win ┆          43.9% ┆      56.1% │"),
        "{out}"
    );
    assert!(out.contains("Ann  ▅▅▄  43.9%"), "{out}");
    // Bob at 9,800 against 1,100: nearly sure.
    assert!(out.contains("To win: Ann 2.3%, Bob 97.7%."), "{out}");
}

#[test]
fn three_players_see_their_chances_on_the_pad() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let out = play(
        dir.path(),
        &["Ann", "Bob", "Cy"],
        "111555\nk111555\nb\n234662\n222222\npad\n",
    );
    assert!(out.contains("(everyone playing for points)"), "{out}");
    assert!(
        out.contains("to win: worked out exactly, everyone playing for points"),
        "{out}"
    );
}

/// The HTML export of the game `play` saved in `dir`.
fn html_export(dir: &std::path::Path) -> String {
    let page = common::cli::marbles(dir)
        .args(["export", "--format", "html"])
        .arg(dir.join("game.yaml"))
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(page).expect("UTF-8")
}

#[test]
fn the_html_export_draws_the_game_as_a_chart() {
    let dir = tempfile::tempdir().expect("a temp dir");
    play(dir.path(), &["Ann", "Bob"], TWO_PLAYER_GAME);
    let page = html_export(dir.path());
    assert!(page.contains("<svg class=\"story\""), "{page}");
    assert!(page.contains("Chance to win"), "{page}");
    assert!(!page.contains("<script"), "{page}");
}

#[test]
fn odds_and_hints_show_the_win_view_when_it_differs() {
    let dir = tempfile::tempdir().expect("a temp dir");
    // Ann 9,100 against Bob 9,600, 400 set aside with 3 dice: points bank, the race throws.
    let out = play(
        dir.path(),
        &["Ann", "Bob"],
        "111111\nk111111\n555551\nk555551\nb\n111111\nk111111\n555551\nk555551\n111234\nk111\nb\n444236\nk444\nodds\n",
    );
    assert!(out.contains("Best play: bank 400"), "{out}");
    assert!(
        out.contains(
            "to win, the other way: bank 400: 38.2% to win; throw on: 38.9% (best: throw on)"
        ),
        "{out}"
    );
    let hinted = play_with(
        tempfile::tempdir().expect("a temp dir").path(),
        &["Ann", "Bob"],
        &["--hints"],
        "111111\nk111111\n555551\nk555551\nb\n111111\nk111111\n555551\nk555551\n111234\nk111\nb\n444236\n",
    );
    assert!(
        hinted.contains("hint: best play: keep 4 4 4 (400), then bank"),
        "{hinted}"
    );
    assert!(
        hinted.contains("to win, the other way: keep 4 4 4 (400) then throw 3 dice: 38.9%"),
        "{hinted}"
    );
    // A standing where both views agree shows no win line.
    let calm = play(
        tempfile::tempdir().expect("a temp dir").path(),
        &["Ann", "Bob"],
        "111555\nodds\n",
    );
    assert!(!calm.contains("to win, the other way"), "{calm}");
}

const SHORT_GAME: &str = "marbles.api(1)
marbles.describe(\"A short game: open at 300, win at 3,000.\")
marbles.rules.open_at = 300
marbles.rules.win_at = 3000
";

#[test]
fn house_rules_that_fit_are_solved_once_and_cached() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let rules = dir.path().join("short.lua");
    std::fs::write(&rules, SHORT_GAME).expect("written");
    let cache = dir.path().join("cache");
    let run = || {
        common::cli::marbles(dir.path())
            .env("MARBLES_CACHE_DIR", &cache)
            .args(["win", "--json", "--rules"])
            .arg(&rules)
            .assert()
            .success()
    };
    // Not a terminal: one line on stderr says a solve is running.
    let first = run().stderr(predicate::str::contains("Solving the win chances"));
    let first: Value = serde_json::from_slice(&first.get_output().stdout).expect("JSON");
    assert_eq!(first["method"], "exact");
    let tables: Vec<_> = std::fs::read_dir(cache.join("win"))
        .expect("the cache folder")
        .map(|entry| entry.expect("an entry").path())
        .collect();
    assert_eq!(tables.len(), 1, "{tables:?}");
    assert_eq!(tables[0].extension().and_then(|e| e.to_str()), Some("bin"));
    // From the cache: no solve, the same answer.
    let again = run().stderr(predicate::str::is_empty());
    let again: Value = serde_json::from_slice(&again.get_output().stdout).expect("JSON");
    assert_eq!(again, first);
    // A damaged cache file is solved again, never fatal.
    std::fs::write(&tables[0], b"not a table").expect("damaged");
    let mended = run().stderr(predicate::str::contains("Solving the win chances"));
    let mended: Value = serde_json::from_slice(&mended.get_output().stdout).expect("JSON");
    assert_eq!(mended, first);
    assert!(
        std::fs::read(&tables[0])
            .expect("rewritten")
            .starts_with(b"MMWINTAB")
    );
}

#[test]
fn rules_the_model_cannot_follow_are_named_and_hooks_are_noted() {
    marbles(&["win", "--rules", "house_rules/final_round.lua"])
        .code(2)
        .stderr(predicate::str::contains("cannot follow `final_round`"));
    marbles(&["win", "--rules", "house_rules/three_busts.lua"])
        .success()
        .stdout(predicate::str::contains("52.0%"))
        .stdout(predicate::str::contains(
            "do not see what the house rules' hooks do",
        ));
    let hooked = json(&["win", "--json", "--rules", "house_rules/three_busts.lua"]);
    assert_eq!(hooked["hooks_unseen"], true);
    assert_eq!(json(&["win", "--json"]).get("hooks_unseen"), None);
}

#[test]
fn win_play_beats_points_play_head_to_head() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let summary: Value = common::cli::json_of(common::cli::marbles(dir.path()).args([
        "simulate",
        "--games",
        "4000",
        "--players",
        "2",
        "--strategy",
        "win",
        "--strategy",
        "optimal",
        "--json",
    ]));
    assert_eq!(summary["seats"][0]["strategy"], "win");
    assert_eq!(summary["seats"][1]["strategy"], "optimal");
}

#[test]
fn the_pad_says_what_the_chances_leave_out() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let hooked = play_with(
        dir.path(),
        &["Ann", "Bob"],
        &["--rules", "house_rules/three_busts.lua"],
        "pad\n111555\nk111555\nb\npad\n",
    );
    assert!(hooked.contains("│ to win"), "{hooked}");
    assert_eq!(
        hooked
            .matches("do not see what the house rules' hooks do")
            .count(),
        2,
        "{hooked}"
    );
    assert!(
        hooked.contains("(house-rule hooks not counted)."),
        "{hooked}"
    );
    let page = html_export(dir.path());
    assert!(page.contains("<svg class=\"story\""), "{page}");
    assert!(page.contains("hooks do during play"), "{page}");
    let dir = tempfile::tempdir().expect("a temp dir");
    let final_round = play_with(
        dir.path(),
        &["Ann", "Bob"],
        &["--rules", "house_rules/final_round.lua"],
        "pad\n",
    );
    assert!(!final_round.contains("│ to win"), "{final_round}");
    assert!(
        final_round.contains("no chances to win under `final_round`"),
        "{final_round}"
    );
}

/// A short race under a script that sets `extra`, for a solve that takes moments.
fn short_rules_with(dir: &std::path::Path, extra: &str) -> std::path::PathBuf {
    let rules = dir.join("short_v2.lua");
    let source = format!(
        "marbles.api(2)\nmarbles.rules.open_at = 300\nmarbles.rules.win_at = 3000\n{extra}\n"
    );
    std::fs::write(&rules, source).expect("written");
    rules
}

#[test]
fn fewer_dice_and_a_least_bank_are_solved_exactly() {
    for extra in ["marbles.rules.dice = 5", "marbles.rules.min_bank = 300"] {
        let dir = tempfile::tempdir().expect("a temp dir");
        let rules = short_rules_with(dir.path(), extra);
        let answer: Value = common::cli::json_of(
            common::cli::marbles(dir.path())
                .env("MARBLES_CACHE_DIR", dir.path().join("cache"))
                .args(["win", "--json", "--rules"])
                .arg(&rules),
        );
        assert_eq!(answer["method"], "exact", "{extra}: {answer}");
        assert!((win(&answer, 0) + win(&answer, 1) - 1.0).abs() < 1e-9);
    }
}

#[test]
fn the_win_strategy_refuses_every_rule_it_cannot_model_in_one_sentence() {
    let dir = tempfile::tempdir().expect("a temp dir");
    for rules in ["house_rules/greed.lua", "house_rules/zilch.lua"] {
        common::cli::marbles(dir.path())
            .args([
                "simulate",
                "--games",
                "10",
                "--strategy",
                "win",
                "--rules",
                rules,
            ])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(
                "win chances are worked out for the standard turn flow and cannot follow",
            ));
    }
}
