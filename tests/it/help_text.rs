//! `--help`, `-h`, `help <command>` and clap's usage errors, as a player reads them:
//! English pinned byte for byte, Bokmål pinned by snapshot (the guard against English
//! words in Bokmål help is in tests/norsk_guard.rs).

use crate::common;

use common::cli::marbles;

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
    for path in common::cli::every_command() {
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

/// Standard output of `marbles ARGS` under `env`, which must succeed.
fn stdout(env: &[(&str, &str)], args: &[&str]) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut cmd = marbles(dir.path());
    cmd.env("COLUMNS", "80");
    for (name, value) in env {
        cmd.env(name, value);
    }
    let output = cmd.args(args).output().expect("marbles runs");
    assert!(output.status.success(), "{args:?}: {output:?}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

#[test]
fn bokmal_help_reads_as_pinned() {
    insta::assert_snapshot!("bokmal_help", stdout(&[], &["--lang", "nb", "--help"]));
    insta::assert_snapshot!(
        "bokmal_play_help",
        stdout(&[], &["--lang", "nb", "play", "--help"])
    );
}

#[test]
fn bokmal_usage_errors_read_as_pinned() {
    let mut text = String::new();
    for args in USAGE_ERRORS {
        text.push_str(&shown(&[("LANG", "nb_NO.UTF-8")], args));
    }
    insta::assert_snapshot!("bokmal_usage_errors", text);
}

/// Standard error and exit status of `marbles ARGS` under `env`.
fn refused(env: &[(&str, &str)], args: &[&str]) -> (String, Option<i32>, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut cmd = marbles(dir.path());
    for (name, value) in env {
        cmd.env(name, value);
    }
    let output = cmd.args(args).output().expect("marbles runs");
    (
        String::from_utf8_lossy(&output.stderr).into_owned(),
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    )
}

#[test]
fn usage_errors_under_bokmal_are_bokmal_on_standard_error_with_status_2() {
    let nb = [("LANG", "nb_NO.UTF-8")];
    // An unknown flag, with clap's suggestion and the usage kept.
    let (err, status, out) = refused(&[], &["--lang", "nb", "play", "Ann", "--frist", "Bob"]);
    assert_eq!(status, Some(2), "{err}");
    assert!(out.is_empty(), "{out}");
    assert!(err.starts_with("feil: ukjent argument `--frist`"), "{err}");
    assert!(
        err.contains("tips: et lignende argument finnes: `--first`"),
        "{err}"
    );
    assert!(err.contains("Bruk: marbles play [VALG] [NAVN]..."), "{err}");
    assert!(err.contains("Mer hjelp: prøv `--help`."), "{err}");
    // A bad value for --lang: the language is the environment's.
    let (err, status, _) = refused(&nb, &["--lang", "xx", "rules"]);
    assert_eq!(status, Some(2), "{err}");
    assert!(
        err.contains("ugyldig verdi `xx` for `--lang <SPRÅK>`: `xx` er ikke et språk"),
        "{err}"
    );
    // A missing required argument.
    let (err, status, _) = refused(&nb, &["score"]);
    assert_eq!(status, Some(2), "{err}");
    assert!(
        err.contains("feil: disse argumentene mangler:\n  <TERNINGER>..."),
        "{err}"
    );
    // A value a parser of marbles refuses, worded by it.
    let (err, status, _) = refused(&nb, &["odds", "--turn", "-50"]);
    assert_eq!(status, Some(2), "{err}");
    assert!(err.contains("poeng er aldri under 0"), "{err}");
}

#[test]
fn the_config_files_language_words_the_help_and_a_broken_file_does_not_stop_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "lang = \"nb\"\n").expect("write");
    let by_config = marbles(dir.path())
        .env("COLUMNS", "80")
        .args(["play", "--help"])
        .output()
        .expect("runs");
    let by_config = String::from_utf8(by_config.stdout).expect("UTF-8");
    assert_eq!(by_config, stdout(&[], &["--lang", "nb", "play", "--help"]));
    // A fault in the file: help still comes, in the environment's language.
    std::fs::write(&config, "lang = \n").expect("write");
    let output = marbles(dir.path())
        .env("COLUMNS", "80")
        .env("LANG", "nb_NO.UTF-8")
        .args(["play", "-h"])
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let help = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(help.starts_with("Før poengene"), "{help}");
    // `--no-config` is seen before clap reads the line: the file's `nb` is not read.
    std::fs::write(&config, "lang = \"nb\"\n").expect("write");
    let output = marbles(dir.path())
        .env("COLUMNS", "80")
        .args(["--no-config", "score", "--help"])
        .output()
        .expect("runs");
    let help = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(help.starts_with("Show what a throw scores"), "{help}");
}

#[test]
fn help_for_a_command_and_its_flags_agree_under_bokmal() {
    for path in common::cli::every_command() {
        let path: Vec<&str> = path.iter().map(String::as_str).collect();
        let mut args = vec!["--lang", "nb"];
        args.extend(&path);
        let mut short = args.clone();
        short.push("-h");
        let mut long = args.clone();
        long.push("--help");
        let short = stdout(&[], &short);
        assert_eq!(short, stdout(&[], &long), "{path:?}");
        if !path.is_empty() {
            let mut asked = vec!["--lang", "nb", "help"];
            asked.extend(&path);
            assert_eq!(short, stdout(&[], &asked), "help {path:?}");
        }
    }
    // `help` under a command with commands of its own.
    assert_eq!(
        stdout(&[], &["--lang", "nb", "rules", "help", "check"]),
        stdout(&[], &["--lang", "nb", "rules", "check", "--help"])
    );
    let version = stdout(&[], &["--lang", "nb", "-V"]);
    assert!(version.starts_with("marbles "), "{version}");
}

/// Message ids of one language's catalogue.
fn catalogue_ids(lang: marbles::testing::locale::Lang) -> std::collections::BTreeSet<String> {
    use fluent_syntax::ast::Entry;
    let mut ids = std::collections::BTreeSet::new();
    for (_, source) in lang.catalogue() {
        let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(ok, _)| ok);
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                ids.insert(message.id.name.to_owned());
            }
        }
    }
    ids
}

#[test]
fn every_word_of_the_command_tree_is_in_every_catalogue() {
    // No silent fallback to English: every id the help needs, in every language.
    for &lang in marbles::testing::locale::Lang::ALL {
        let known = catalogue_ids(lang);
        let missing: Vec<String> = marbles::testing::cli::help::ids()
            .into_iter()
            .filter(|id| !known.contains(id))
            .collect();
        assert!(missing.is_empty(), "{lang} has no {missing:?}");
    }
}

#[test]
fn help_asked_of_help_is_help_and_odds_takes_the_tables_all() {
    // Issue 32: `marbles help --help` and `marbles odds all` were usage errors.
    for lang in ["en", "nb"] {
        let top = stdout(&[], &["--lang", lang, "--help"]);
        for args in [&["help", "--help"][..], &["help", "-h"]] {
            let mut with_lang = vec!["--lang", lang];
            with_lang.extend(args);
            assert_eq!(stdout(&[], &with_lang), top, "{with_lang:?}");
        }
        let odds_help = stdout(&[], &["--lang", lang, "odds", "--help"]);
        assert_eq!(
            stdout(&[], &["--lang", lang, "help", "odds", "--help"]),
            odds_help
        );
        assert_eq!(
            stdout(&[], &["--lang", lang, "odds", "all"]),
            stdout(&[], &["--lang", lang, "odds"]),
        );
    }
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(dir.path())
        .args(["odds", "everything"])
        .assert()
        .code(2);
}
