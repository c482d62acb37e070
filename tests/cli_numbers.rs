//! Numbers on the command line: a negative number is a value the parser refuses with
//! what to give instead, never "unexpected argument".

mod common;

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
