//! Every screen at the table (issue 21): each command's text and `--help`, and a game
//! played through the REPL, in English and Bokmål, fit 40, 60, 80 and 200 columns,
//! and no word or number is split to do it. The real binary, its output piped (so no
//! colour), with `COLUMNS` set.

use std::collections::HashSet;
use std::path::Path;

use crate::common::cli::{every_command, marbles};
use unicode_width::UnicodeWidthStr;

const WIDTHS: [u16; 4] = [40, 60, 80, 200];
const LANGS: [Option<&str>; 2] = [None, Some("nb_NO.UTF-8")];
const NAMES: [&str; 3] = ["Annabelle", "Bartholomew", "Bjørn"];

/// A game played through the REPL: help, odds, the pad, a refusal, and a win.
const GAME: &str = "help\nhelp keep\nhelp odds\nodds\n111555\nk\n123346\nk 1\nbank\n\
                    234662\npad\nxyzzy\n111111\nk\n111111\nk\nbank\n";

/// The commands whose text is checked (`--help` is checked for every command).
fn commands() -> Vec<Vec<String>> {
    let final_round = Path::new(env!("CARGO_MANIFEST_DIR")).join("house_rules/final_round.lua");
    let final_round = final_round.display().to_string();
    let lists: [&[&str]; 17] = [
        &["score", "1", "1", "1", "5", "2", "3"],
        &["score", "9"],
        &["rules"],
        &["rules", "list"],
        &["rules", "check", &final_round],
        &["odds"],
        &[
            "odds", "--dice", "2", "--turn", "400", "--open", "--total", "3000",
        ],
        &["advise", "1", "5", "2", "3", "4", "4"],
        &[
            "simulate",
            "--games",
            "200",
            "--players",
            "3",
            "--seed",
            "7",
        ],
        &[
            "simulate",
            "--games",
            "100",
            "--players",
            "2",
            "--seed",
            "7",
            "--compare",
            &final_round,
        ],
        &["win", "--totals", "9000,10000"],
        &["win", "--totals", "3000,0,1500"],
        &["history"],
        &["stats"],
        &["config"],
        &["nosuch"],
        &["play", "Annabelle", "Bartholomew", "--first", "Annabelle"],
    ];
    lists
        .iter()
        .map(|args| args.iter().map(|a| a.to_string()).collect())
        .collect()
}

/// Standard output and standard error of one run.
fn run(dir: &Path, lang: Option<&str>, columns: u16, args: &[String], input: &str) -> String {
    let mut cmd = marbles(dir);
    if let Some(lang) = lang {
        cmd.env("LANG", lang);
    }
    let output = cmd
        .env("COLUMNS", columns.to_string())
        .args(args)
        .write_stdin(input)
        .output()
        .expect("runs");
    let mut text = String::from_utf8(output.stdout).expect("UTF-8");
    text.push_str(&String::from_utf8(output.stderr).expect("UTF-8"));
    text
}

/// A line wider than the screen is allowed only when it is one word that no layout
/// could fit (a file's path).
fn assert_fits(text: &str, columns: u16, what: &str) {
    for line in text.lines() {
        let one_word = line.split_whitespace().count() <= 1;
        assert!(
            line.width() <= usize::from(columns) || one_word,
            "{what} at {columns}: a line of {}:\n{line}\n---\n{text}",
            line.width()
        );
    }
}

/// Every number of the narrow output stands whole in the wide one, and no name is cut.
fn assert_unsplit(narrow: &str, wide: &str, what: &str) {
    let whole: HashSet<&str> = wide.split_whitespace().collect();
    // The closing line names the game by its number in the history, which grows with
    // each run (a new save each time).
    let kept = narrow
        .split("\nSaved as game")
        .next()
        .and_then(|s| s.split("\nLagret som spill").next())
        .unwrap_or(narrow);
    for token in kept.split_whitespace() {
        // A path differs from run to run (a new save each time) and is never split.
        let path = token.contains('/') && token.chars().any(char::is_alphabetic);
        if token.chars().any(|c| c.is_ascii_digit()) && !path {
            assert!(
                whole.contains(token),
                "{what}: `{token}` is not a whole number of the wide output:\n{narrow}"
            );
        }
        let word = token.trim_matches(|c: char| !c.is_alphanumeric());
        // `Ann` is a name of its own where the wide output has it whole too.
        if whole.contains(token) {
            continue;
        }
        for name in NAMES {
            assert!(
                word.len() < 2
                    || word == name
                    || !name.starts_with(word)
                    || word.len() > name.len(),
                "{what}: `{word}` is part of {name}:\n{narrow}"
            );
        }
    }
}

/// Two games on record (one won, one in play) for `history` and `stats`.
fn played(dir: &Path) {
    for (players, input) in [
        (["Annabelle", "Bartholomew"], "111111\nk\n111111\nk\nbank\n"),
        (
            ["Bjørn", "Annabelle"],
            "111555\nk\n123346\nk 1\nbank\n234662\n",
        ),
    ] {
        marbles(dir)
            .args(["play", players[0], players[1], "--first", players[0]])
            .env("COLUMNS", "200")
            .write_stdin(input)
            .assert()
            .success();
    }
}

#[test]
fn every_command_fits_40_60_80_and_200_columns_without_splitting_a_word() {
    let dir = tempfile::tempdir().expect("temp dir");
    played(dir.path());
    for lang in LANGS {
        for args in commands() {
            let input = if args[0] == "play" { GAME } else { "" };
            let wide = run(dir.path(), lang, 200, &args, input);
            for columns in WIDTHS {
                let text = run(dir.path(), lang, columns, &args, input);
                let what = format!("{lang:?} {}", args.join(" "));
                assert_fits(&text, columns, &what);
                assert_unsplit(&text, &wide, &what);
            }
        }
    }
}

#[test]
fn every_help_fits_40_60_80_and_200_columns_without_splitting_a_word() {
    let dir = tempfile::tempdir().expect("temp dir");
    for lang in LANGS {
        for mut path in every_command() {
            path.push("--help".to_owned());
            let wide = run(dir.path(), lang, 200, &path, "");
            for columns in WIDTHS {
                let text = run(dir.path(), lang, columns, &path, "");
                let what = format!("{lang:?} {}", path.join(" "));
                assert_fits(&text, columns, &what);
                assert_unsplit(&text, &wide, &what);
            }
        }
    }
}

/// A help footer is a paragraph wrapped by width: no line of it ends far short of the
/// width when the next line's first word would have fitted.
#[test]
fn help_paragraphs_are_filled_to_the_width() {
    let dir = tempfile::tempdir().expect("temp dir");
    for lang in LANGS {
        for columns in [40u16, 80] {
            let path = ["history".to_owned(), "--help".to_owned()];
            let help = run(dir.path(), lang, columns, &path, "");
            let lines: Vec<&str> = help.lines().collect();
            for pair in lines.windows(2) {
                let (line, next) = (pair[0], pair[1]);
                if line.starts_with(' ') || next.starts_with(' ') || line.is_empty() {
                    continue;
                }
                let Some(first) = next.split_whitespace().next() else {
                    continue;
                };
                assert!(
                    line.width() + 1 + first.width() > usize::from(columns),
                    "{lang:?} at {columns}: `{first}` fits after `{line}`:\n{help}"
                );
            }
        }
    }
}

/// After the last bank the winner's line is the last thing said, under the pad, and
/// `help` fits a 24-row screen with the prompt.
#[test]
fn the_win_comes_last_and_help_fits_24_rows() {
    let dir = tempfile::tempdir().expect("temp dir");
    let play = |lang: Option<&str>, input: &str| -> String {
        let mut cmd = marbles(dir.path());
        if let Some(lang) = lang {
            cmd.env("LANG", lang);
        }
        let output = cmd
            .env("COLUMNS", "80")
            .args(["play", "Annabelle", "Bjørn", "--first", "Annabelle"])
            .write_stdin(input)
            .output()
            .expect("runs");
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    for lang in LANGS {
        let out = play(lang, "111111\nk\n111111\nk\nbank\n");
        let lines: Vec<&str> = out.lines().collect();
        let won = lines
            .iter()
            .rposition(|l| l.starts_with('★'))
            .unwrap_or_else(|| panic!("{lang:?}: a winner's line:\n{out}"));
        let pad_end = lines
            .iter()
            .rposition(|l| l.starts_with('└'))
            .expect("a pad");
        assert!(pad_end < won, "{lang:?}: the winner after the pad:\n{out}");
        // Only the save's note may follow.
        let next = lines.get(won + 1);
        assert!(
            next.is_none_or(|l| l.starts_with("Saved") || l.starts_with("Lagret")),
            "{lang:?}:\n{out}"
        );

        let out = play(lang, "help\n");
        let rows = out
            .lines()
            .position(|l| l.starts_with("Saved") || l.starts_with("Lagret"))
            .unwrap_or_else(|| panic!("{lang:?}: the save's note:\n{out}"));
        assert!(
            rows > 10 && rows < 24,
            "{lang:?}: help of {rows} rows:\n{out}"
        );
    }
}
