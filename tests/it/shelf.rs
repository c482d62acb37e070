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
        .stdout(contains(".TH MARBLES 1"))
        .stdout(contains(".SH \"MARBLES PLAY\""));
}

/// What bash's Tab offers after `words` (the last one being completed), asked of the
/// function the script `marbles completions bash` prints registers with `complete`,
/// sourced in a bash of its own.
fn bash_offers(script: &std::path::Path, words: &[&str]) -> Vec<String> {
    bash_offers_in(script, &[], words)
}

/// [`bash_offers`] with `env` set for the script's own calls of `marbles`.
fn bash_offers_in(
    script: &std::path::Path,
    env: &[(&str, &std::ffi::OsStr)],
    words: &[&str],
) -> Vec<String> {
    // The path and the words reach bash as arguments, not as code.
    let program = "source \"$1\"; shift; COMP_WORDS=(\"$@\"); \
         COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); \
         COMP_LINE=\"${COMP_WORDS[*]}\"; COMP_POINT=${#COMP_LINE}; \
         spec=$(complete -p marbles); f=${spec##*-F }; f=${f%% *}; \
         \"$f\" marbles \"${COMP_WORDS[COMP_CWORD]}\" \"${COMP_WORDS[COMP_CWORD-1]}\"; \
         printf '%s\\n' \"${COMPREPLY[@]}\"";
    let out = std::process::Command::new("bash")
        .env_clear()
        .envs(env.iter().copied())
        .args(["--norc", "--noprofile", "-c", program, "bash"])
        .arg(script)
        .args(words)
        .output()
        .expect("bash runs");
    assert!(out.status.success(), "{words:?}: {out:?}");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|line| !line.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The script `marbles completions bash` prints, written into `data`; `None` (the test
/// skipped, and says so) where there is no bash to source it in.
fn bash_script(data: &std::path::Path) -> Option<std::path::PathBuf> {
    if std::process::Command::new("bash")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("skipped: no bash to source the completion script in");
        return None;
    }
    let out = marbles(data)
        .args(["completions", "bash"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let script = data.join("marbles.bash");
    std::fs::write(&script, out).expect("the script is written");
    Some(script)
}

#[test]
fn bash_completes_languages_strategies_and_house_rules() {
    let data = tempfile::tempdir().expect("temp dir");
    let Some(script) = bash_script(data.path()) else {
        return;
    };
    let offers = |words: &[&str]| bash_offers(&script, words);
    assert_eq!(offers(&["marbles", "--lang", ""]), ["en", "nb"]);
    assert_eq!(offers(&["marbles", "play", "--lang", "n"]), ["nb"]);
    let strategies = offers(&["marbles", "simulate", "--strategy", ""]);
    for strategy in ["optimal", "win", "cautious", "bank-at:350"] {
        assert!(strategies.iter().any(|s| s == strategy), "{strategies:?}");
    }
    assert_eq!(
        offers(&["marbles", "play", "--rules", "six"]),
        ["six_of_a_kind_5000"]
    );
    assert!(
        offers(&["marbles", "simulate", "--compare", ""])
            .iter()
            .any(|s| s == "norwegian")
    );
    assert_eq!(offers(&["marbles", "export", "--format", "ya"]), ["yaml"]);
}

#[test]
fn bash_completes_resume_and_export_with_the_games_numbers() {
    let data = tempfile::tempdir().expect("temp dir");
    for first in ["Ann", "Bob"] {
        marbles(data.path())
            .args(["play", "Ann", "Bob", "--first", first])
            .write_stdin("quit\n")
            .assert()
            .success();
    }
    let Some(script) = bash_script(data.path()) else {
        return;
    };
    let binary = std::path::Path::new(env!("CARGO_BIN_EXE_marbles"));
    let folder = binary.parent().expect("the binary's folder");
    // The binary under test first, then the system's folders (for bash itself).
    let mut path = vec![folder.to_path_buf()];
    path.extend(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    ));
    let path = std::env::join_paths(path).expect("a PATH");
    let config = data.path().join("config.toml");
    let env = [
        ("PATH", path.as_os_str()),
        ("MARBLES_DATA_DIR", data.path().as_os_str()),
        ("MARBLES_CONFIG", config.as_os_str()),
        ("HOME", data.path().as_os_str()),
    ];
    let offers = |words: &[&str]| bash_offers_in(&script, &env, words);

    assert_eq!(offers(&["marbles", "resume", "2"]), ["2"]);
    let numbers = offers(&["marbles", "export", "1"]);
    assert_eq!(
        numbers,
        ["1"],
        "the first game, and no 10 or 11 that is not there"
    );
    assert_eq!(
        offers(&["marbles", "--lang", "nb", "export", "2"]),
        ["2"],
        "a global option before the command"
    );
    assert!(
        offers(&["marbles", "export", "2", "-o", "1"]).is_empty(),
        "after -o a file is wanted, not a game"
    );
    assert!(
        offers(&["marbles", "export", "2", "1"]).is_empty(),
        "the game was already given"
    );
    assert!(
        offers(&["marbles", "simulate", "1"]).is_empty(),
        "only resume and export take a game"
    );

    let listed = marbles(data.path())
        .args(["history", "--numbers"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    assert_eq!(
        String::from_utf8_lossy(&listed),
        "2\tAnn, Bob\n1\tAnn, Bob\n",
        "newest first, each with its players"
    );
}
