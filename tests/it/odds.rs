//! `marbles odds`, `advise` and `simulate`, run as a user would, with a scrubbed
//! environment so no setting of the machine leaks in.

use assert_cmd::cargo::cargo_bin_cmd;
use predicates::prelude::*;
use serde_json::Value;

fn marbles(args: &[&str]) -> assert_cmd::assert::Assert {
    // An empty config: these commands only read it, and never the real home's.
    cargo_bin_cmd!("marbles")
        .env_clear()
        .env("COLUMNS", crate::common::cli::WIDE)
        .env("MARBLES_CONFIG", "/dev/null")
        .args(args)
        .assert()
}

fn json(args: &[&str]) -> Value {
    let output = marbles(args).success().get_output().stdout.clone();
    serde_json::from_slice(&output).expect("the output is JSON")
}

#[test]
fn odds_of_two_dice_bust_four_times_in_nine() {
    let odds = json(&["odds", "--dice", "2", "--turn", "400", "--open", "--json"]);
    assert_eq!(odds["throw"]["bust"]["fraction"], "4/9");
    assert_eq!(odds["throw"]["bust"]["count"], 16);
    assert_eq!(odds["throw"]["bust"]["outcomes"], 36);
    assert_eq!(odds["bank_value"], 400);
    assert_eq!(odds["best"], "bank");
}

#[test]
fn throwing_on_where_banking_wins_is_worth_what_it_is_worth() {
    // Issue 13: at the cap the policy banks, and throwing on used to be shown as worth
    // the bank (+800) with a 2/3 chance to bust. Issue 19: nor is it worth the points
    // past the win (+291.7). One die: 1/3 to keep a 1 or a 5 and win the 500 left.
    let args = [
        "odds", "--dice", "1", "--turn", "800", "--open", "--total", "10500",
    ];
    let mut with_json = args.to_vec();
    with_json.push("--json");
    let odds = json(&with_json);
    let throw = odds["throw_value"].as_f64().expect("a number");
    assert!((throw - 500.0 / 3.0).abs() < 1e-9, "{throw}");
    assert_eq!(odds["best"], "bank");
    marbles(&args)
        .success()
        .stdout(predicate::str::contains("+166.7"))
        .stdout(predicate::str::contains("+800.0 expected").not());
}

#[test]
fn where_banking_reaches_the_win_odds_say_bank() {
    // Issue 19: points past the win are worth nothing. 6 dice at 9,000 + 2,000 said
    // "Throw on: +2,185.0 expected / Best play: throw the 6 dice in hand".
    let mut cases = vec![("9000", "2000", 6), ("8000", "3500", 6)];
    cases.extend((4..=6).map(|dice| ("10500", "500", dice)));
    cases.extend((2..=6).map(|dice| ("10950", "50", dice)));
    for (total, turn, dice) in cases {
        let dice = dice.to_string();
        let args = [
            "odds", "--dice", &dice, "--turn", turn, "--open", "--total", total,
        ];
        let mut with_json = args.to_vec();
        with_json.push("--json");
        let odds = json(&with_json);
        let case = format!("{dice} dice at {total} + {turn}: {odds}");
        assert_eq!(odds["best"], "bank", "{case}");
        let throw = odds["throw_value"].as_f64().expect("a number");
        let cap = odds["cap"].as_f64().expect("a number");
        assert!(throw <= cap, "{case}");
        marbles(&args)
            .success()
            .stdout(predicate::str::contains("Best play: bank"));
    }
}

#[test]
fn advice_on_a_keep_that_reaches_the_win_is_to_bank_it() {
    // 1,900 in the turn at 9,000: a keep of 100 or more wins the game, and is worth the
    // 2,000 that win, not the points past it (the straight was worth +3,900); the most
    // points break the tie (RULES.md 2.15).
    let advice = json(&[
        "advise", "152346", "--turn", "1900", "--open", "--total", "9000", "--json",
    ]);
    let keeps = advice["keeps"].as_array().expect("keeps");
    assert_eq!(keeps[0]["dice"], serde_json::json!([1, 2, 3, 4, 5, 6]));
    for keep in keeps {
        let value = keep["value"].as_f64().expect("a value");
        assert!(value <= 2000.0, "{keep}");
        if keep["points"].as_i64().expect("points") >= 100 {
            assert_eq!(keep["then"], "bank", "{keep}");
            assert_eq!(value, 2000.0, "{keep}");
        }
    }
}

#[test]
fn odds_of_a_fresh_turn_list_the_flood_and_the_best_keep() {
    marbles(&["odds"])
        .success()
        .stdout(predicate::str::contains("5/162"))
        .stdout(predicate::str::contains("125/15,552"))
        .stdout(predicate::str::contains("Best play: throw"));
}

#[test]
fn a_total_before_opening_is_refused_with_the_fix() {
    marbles(&["odds", "--total", "300"])
        .code(2)
        .stderr(predicate::str::contains("--open"));
    marbles(&["odds", "--dice", "7"]).code(2);
}

#[test]
fn advice_prefers_a_lone_one_to_one_and_five() {
    let advice = json(&["advise", "1", "5", "2", "3", "4", "4", "--open", "--json"]);
    assert_eq!(advice["verdict"]["kind"], "scores");
    assert_eq!(advice["keeps"][0]["dice"], serde_json::json!([1]));
    let most = advice["most_points"].as_u64().expect("an index") as usize;
    assert_eq!(advice["keeps"][most]["dice"], serde_json::json!([1, 5]));
    marbles(&["advise", "152344"])
        .success()
        .stdout(predicate::str::contains("most points"))
        .stdout(predicate::str::contains("best"));
}

#[test]
fn advice_on_four_twos_is_the_flood() {
    let advice = json(&["advise", "222234", "--open", "--total", "2500", "--json"]);
    assert_eq!(advice["verdict"]["kind"], "flood");
    assert_eq!(advice["verdict"]["lost"], 2500);
}

#[test]
fn advice_refuses_what_is_not_a_die() {
    marbles(&["advise", "1", "7"])
        .code(2)
        .stderr(predicate::str::contains("faces are 1 to 6"));
}

#[test]
fn a_simulation_reports_every_seat_as_json() {
    let summary = json(&[
        "simulate",
        "--games",
        "300",
        "--players",
        "2",
        "--strategy",
        "optimal",
        "--strategy",
        "bank-at:350",
        "--json",
    ]);
    let seats = summary["seats"].as_array().expect("seats");
    assert_eq!(seats.len(), 2);
    assert_eq!(seats[1]["strategy"], "bank-at:350");
    let wins: f64 = seats
        .iter()
        .map(|s| s["win_rate"].as_f64().expect("a rate"))
        .sum();
    assert!((wins - 1.0).abs() < 1e-9, "win rates add up to {wins}");
    assert!(summary["turns_to_win"]["mean"].as_f64().expect("a mean") > 5.0);
}

#[test]
fn the_same_seed_gives_the_same_simulation() {
    let args = [
        "simulate",
        "--games",
        "500",
        "--players",
        "3",
        "--seed",
        "99",
        "--json",
    ];
    let first = marbles(&args).success().get_output().stdout.clone();
    let second = marbles(&args).success().get_output().stdout.clone();
    assert_eq!(first, second);
    let mut other = args;
    other[6] = "100";
    let third = marbles(&other).success().get_output().stdout.clone();
    assert_ne!(first, third);
}

#[test]
fn a_piped_simulation_draws_no_progress_bar() {
    marbles(&["simulate", "--games", "200", "--players", "2"])
        .success()
        .stderr("")
        .stdout(predicate::str::contains("seat 1 throws first"));
}

#[test]
fn a_strategy_per_seat_must_cover_every_seat() {
    marbles(&[
        "simulate",
        "--games",
        "10",
        "--players",
        "3",
        "--strategy",
        "optimal",
        "--strategy",
        "cautious",
    ])
    .code(2)
    .stderr(predicate::str::contains("one per player"));
    marbles(&["simulate", "--games", "10", "--players", "9"])
        .code(2)
        .stderr(predicate::str::contains("--players between 2 and 6"));
}

/// The policy and odds under the shipped house-rule scripts, loaded as players load them.
mod under_shipped_house_rules {
    use marbles_core::odds::{Policy, ThrowChart, ThrowOdds};
    use marbles_core::rules::{RuleSet, Scorer};
    use std::path::PathBuf;

    fn scripted(name: &str) -> Scorer {
        let path =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("house_rules/{name}.lua"));
        marbles::testing::house_rules::load(&[path])
            .expect("the shipped script loads")
            .scorer()
            .clone()
    }

    fn fresh_turn_value(scorer: &Scorer) -> f64 {
        Policy::for_scorer(scorer)
            .values(true, 0, 0)
            .throw_value(0, 6)
    }

    #[test]
    fn six_of_a_kind_5000_lowers_the_value_of_a_turn_by_exactly_its_own_rule() {
        let standard = fresh_turn_value(&Scorer::standard());
        let script = fresh_turn_value(&scripted("six_of_a_kind_5000"));
        // The same rule set built by hand is the independent reference.
        let by_hand = RuleSet {
            six_of_a_kind: 5000.into(),
            ..Default::default()
        };
        let reference = fresh_turn_value(&Scorer::new(by_hand, Vec::new()).expect("compiles"));
        assert!(script < standard, "{script} should be below {standard}");
        assert!((script - reference).abs() < 1e-9, "{script} vs {reference}");
    }

    #[test]
    fn three_pairs_rescue_exactly_the_busting_throws_that_are_three_pairs() {
        let six = |scorer: &Scorer| {
            ThrowOdds::of(&ThrowChart::new(scorer), 6)
                .expect("six dice")
                .bust
                .count
        };
        let standard = Scorer::standard();
        // Independently: ordered throws of six dice that bust in the standard game and are
        // three different pairs.
        let mut rescued = 0;
        for n in 0..46_656u32 {
            let mut counts = [0u8; 6];
            let mut rest = n;
            for _ in 0..6 {
                counts[(rest % 6) as usize] += 1;
                rest /= 6;
            }
            let throw = marbles_core::dice::Counts::from_array(counts);
            let pairs = counts.iter().filter(|&&c| c == 2).count();
            if pairs == 3 && standard.assess(&throw) == marbles_core::rules::Assessment::Bust {
                rescued += 1;
            }
        }
        assert_eq!(rescued, 360);
        assert_eq!(six(&standard) - six(&scripted("three_pairs")), rescued);
    }
}
