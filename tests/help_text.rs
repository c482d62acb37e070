//! `--help`, `-h`, `help <command>` and clap's usage errors, as a player reads them:
//! English pinned byte for byte, Bokmål pinned by snapshot (the guard against English
//! words in Bokmål help is in tests/norsk_guard.rs).

mod common;

use clap::CommandFactory;
use common::cli::marbles;

/// Every subcommand's path, from the top (`[]`) down (`["rules", "list"]`).
fn every_command() -> Vec<Vec<String>> {
    fn walk(cmd: &clap::Command, path: Vec<String>, out: &mut Vec<Vec<String>>) {
        out.push(path.clone());
        for sub in cmd.get_subcommands() {
            let mut next = path.clone();
            next.push(sub.get_name().to_owned());
            walk(sub, next, out);
        }
    }
    let mut out = Vec::new();
    walk(&marbles::cli::Cli::command(), Vec::new(), &mut out);
    out
}

/// `marbles ARGS` at 80 columns: the command, its exit status and both streams.
fn shown(env: &[(&str, &str)], args: &[&str]) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut cmd = marbles(dir.path());
    cmd.env("COLUMNS", "80");
    for (name, value) in env {
        cmd.env(name, value);
    }
    let output = cmd.args(args).output().expect("marbles runs");
    format!(
        "$ marbles {}\nexit {}\n--- stdout\n{}--- stderr\n{}\n",
        args.join(" "),
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr),
    )
}

/// Usage errors of each kind clap reports, the same list in every language.
const USAGE_ERRORS: &[&[&str]] = &[
    &[],
    &["plya"],
    &["play", "Ann", "--frist", "Bob"],
    &["play", "--first"],
    &["--lang", "xx", "rules"],
    &["--lang"],
    &["score"],
    &["odds", "--dice", "9"],
    &["odds", "--turn", "-50"],
    &["export", "game.yaml", "--format", "pdf"],
    &["export", "game.yaml", "--force"],
    &["win", "--turn", "300"],
    &["rules", "list", "--json"],
    &["rules", "lsit"],
    &["history", "extra"],
    &["score", "--json", "--json", "1"],
    &["completions", "tcsh"],
    &["help", "plya"],
    &["--version"],
];

#[test]
fn english_help_and_usage_errors_are_pinned() {
    let mut text = String::new();
    for path in every_command() {
        let path: Vec<&str> = path.iter().map(String::as_str).collect();
        for flag in ["--help", "-h"] {
            let mut args = path.clone();
            args.push(flag);
            text.push_str(&shown(&[], &args));
        }
        if !path.is_empty() && path[0] != "help" {
            let mut args = vec!["help"];
            args.extend(&path);
            text.push_str(&shown(&[], &args));
        }
    }
    for args in USAGE_ERRORS {
        text.push_str(&shown(&[], args));
    }
    insta::assert_snapshot!("english_help", text);
}
