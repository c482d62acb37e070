//! Numbers on the command line: a negative number is a value the parser refuses with
//! what to give instead, never "unexpected argument"; sizes that would run for hours or
//! exhaust memory are refused up front.

use crate::common;

use common::cli::marbles;
use predicates::prelude::*;

fn refused(args: &[&str], message: &str) {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args(args)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(message))
        .stderr(predicate::str::contains("unexpected argument").not());
}

#[test]
fn negative_points_reach_the_parser_and_are_refused() {
    refused(
        &["odds", "--turn", "-50"],
        "invalid value '-50' for '--turn <POINTS>': points are never below 0",
    );
    refused(&["odds", "--open", "--total", "-1"], "'--total <POINTS>'");
    refused(
        &["advise", "155", "--turn", "-5"],
        "points are never below 0",
    );
    refused(&["odds", "--dice", "-1"], "a throw has 1 to 6 dice");
}

#[test]
fn negative_counts_for_a_simulation_are_refused() {
    refused(
        &["simulate", "--games", "-5", "--players", "2"],
        "give 1 game or more",
    );
    refused(
        &["simulate", "--games", "5", "--players", "-2"],
        "never below 0",
    );
    refused(
        &["simulate", "--games", "5", "--players", "2", "--seed", "-1"],
        "a seed is 0 to",
    );
}

#[test]
fn negative_dice_are_refused_as_dice() {
    refused(&["score", "-1", "5"], "`-` is not a die face");
}

#[test]
fn a_simulation_of_ten_billion_games_is_refused_with_the_maximum() {
    refused(
        &["simulate", "--games", "10000000000", "--players", "2"],
        "at most 10,000,000 games",
    );
}

#[test]
fn a_table_of_a_hundred_billion_players_is_refused_not_allocated() {
    refused(
        &["simulate", "--games", "1", "--players", "100000000000"],
        "give --players between 2 and 6",
    );
}

#[test]
fn points_flags_read_numbers_as_tally_does_grouped_in_threes_or_not_at_all() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args(["odds", "--dice", "2", "--open", "--turn", "1,500", "--json"])
        .assert()
        .success();
    for typed in ["1_000", "7,00", "1.500"] {
        refused(
            &["odds", "--turn", typed],
            &format!("invalid value '{typed}' for '--turn <POINTS>': points is a whole number"),
        );
    }
    refused(
        &["odds", "--turn", "-99999999999999999999"],
        "points are never below 0",
    );
}
