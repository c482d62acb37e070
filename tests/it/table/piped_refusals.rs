//! A piped game names the line each refusal is about, and a run that went on past
//! refused lines says at the end how many there were and which (issue 13, item 5).

use crate::common;

use common::cli::marbles;
use predicates::prelude::*;

/// `marbles play Ann Bob --first Ann` with `input` piped in, saved in `dir`.
fn play(dir: &std::path::Path, extra: &[&str], input: &str) -> assert_cmd::assert::Assert {
    marbles(dir)
        .args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
        .arg(dir.join("game.yaml"))
        .args(extra)
        .write_stdin(input)
        .assert()
}

fn stderr(assert: &assert_cmd::assert::Assert) -> String {
    String::from_utf8_lossy(&assert.get_output().stderr).into_owned()
}

#[test]
fn each_refusal_names_its_line_and_the_end_counts_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let assert = play(
        dir.path(),
        &[],
        "111555\nbnak\nkeep\n22\nbank\nfrobnicate\n",
    )
    .success();
    let stderr = stderr(&assert);
    assert!(
        stderr.contains("error: line 2: unknown command `bnak`"),
        "{stderr}"
    );
    assert!(stderr.contains("error: line 4: "), "{stderr}");
    assert!(
        stderr.contains("error: line 6: unknown command `frobnicate`"),
        "{stderr}"
    );
    assert!(
        stderr.contains("3 lines were refused (2, 4 and 6)"),
        "{stderr}"
    );
    // The count comes last, after the refusals it counts.
    let last = stderr.lines().last().unwrap_or_default();
    assert!(last.contains("3 lines were refused"), "{stderr}");
}

#[test]
fn one_refused_line_is_counted_in_the_singular() {
    let dir = tempfile::tempdir().expect("temp dir");
    let assert = play(dir.path(), &[], "111555\nkeep\nbnak\n").success();
    let stderr = stderr(&assert);
    assert!(stderr.contains("1 line was refused (3)"), "{stderr}");
}

#[test]
fn a_clean_run_has_no_count_of_refusals() {
    let dir = tempfile::tempdir().expect("temp dir");
    play(dir.path(), &[], "111555\nkeep\nbank\n")
        .success()
        .stderr(predicate::str::contains("refused").not());
}

#[test]
fn strict_names_the_line_that_stopped_it_and_counts_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let assert = play(dir.path(), &["--strict"], "111555\nkeep\nbnak\nbank\n").code(2);
    let stderr = stderr(&assert);
    assert!(
        stderr.contains("error: line 3: unknown command `bnak`"),
        "{stderr}"
    );
    assert!(stderr.contains("stopped at line 3"), "{stderr}");
    assert!(!stderr.contains("lines were refused"), "{stderr}");
}

#[test]
fn many_refused_lines_are_named_up_to_a_dozen_and_the_rest_counted() {
    let dir = tempfile::tempdir().expect("temp dir");
    let input = "bnak\n".repeat(20);
    let assert = play(dir.path(), &[], &input).success();
    let stderr = stderr(&assert);
    assert!(
        stderr.contains("20 lines were refused (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 8 more)"),
        "{stderr}"
    );
}

#[test]
fn bokmal_says_linje() {
    let dir = tempfile::tempdir().expect("temp dir");
    let assert = play(dir.path(), &["--lang", "nb"], "111555\nbnak\nkeep\nbnak\n").success();
    let stderr = stderr(&assert);
    assert!(
        stderr.contains("feil: linje 2: ukjent kommando `bnak`"),
        "{stderr}"
    );
    assert!(stderr.contains("2 linjer ble avvist (2 og 4)"), "{stderr}");
}
