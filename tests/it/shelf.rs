//! What an installable Rust CLI is expected to have, through the real binary: shell
//! completions, a manual page, and a `schema_version` on every JSON shape.

use crate::common;

use common::cli::marbles;
use predicates::str::contains;

fn json(args: &[&str]) -> serde_json::Value {
    let data = tempfile::tempdir().expect("temp dir");
    let out = marbles(data.path())
        .args(args)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    serde_json::from_slice(&out).unwrap_or_else(|e| panic!("{args:?}: not JSON: {e}"))
}

#[test]
fn every_json_output_carries_its_schema_version() {
    for args in [
        &["score", "153346", "--json"][..],
        &["rules", "--json"],
        &["odds", "--dice", "3", "--json"],
        &["advise", "1", "5", "2", "3", "4", "4", "--json"],
        &[
            "simulate",
            "--games",
            "20",
            "--players",
            "2",
            "--seed",
            "1",
            "--json",
        ],
    ] {
        assert_eq!(json(args)["schema_version"], 1, "{args:?}");
    }
}

#[test]
fn completions_are_printed_for_each_shell_clap_knows() {
    let data = tempfile::tempdir().expect("temp dir");
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        marbles(data.path())
            .args(["completions", shell])
            .assert()
            .success()
            .stdout(contains("resume"));
    }
    marbles(data.path())
        .args(["completions", "tcsh"])
        .assert()
        .code(2)
        .stderr(contains("possible values"));
}

#[test]
fn the_manual_page_is_roff_for_man() {
    let data = tempfile::tempdir().expect("temp dir");
    marbles(data.path())
        .arg("man")
        .assert()
        .success()
        .stdout(contains(".TH marbles 1"))
        .stdout(contains(".SH \"MARBLES PLAY\""));
}
