//! A guard against English creeping back into Bokmål: every report and a sample of
//! refusals, run through the real binary under `--lang nb` (and one under
//! `LANG=nb_NO.UTF-8`), must hold none of a list of common English words.
//!
//! What is not ours to translate is taken out before the check: the rule card's proper
//! names (Makin' Mud, All the Marbles …), commands and options (`keep`, `--open`),
//! paths, and what house-rule scripts say about themselves.

use crate::common;

use std::path::Path;

use common::cli::marbles;

/// English words a Bokmål screen never needs. Words Bokmål shares with English
/// ("to", "total", "best", "ok", "straight", "standard") are left out on purpose.
const ENGLISH: &[&str] = &[
    "the",
    "and",
    "of",
    "is",
    "not",
    "with",
    "points",
    "point",
    "players",
    "player",
    "dice",
    "die",
    "throw",
    "throws",
    "turn",
    "turns",
    "game",
    "games",
    "wins",
    "keep",
    "expected",
    "bust",
    "busts",
    "chance",
    "chances",
    "rules",
    "seat",
    "luck",
    "lucky",
    "unlucky",
    "none",
    "no",
    "more",
    "than",
    "open",
    "opened",
    "none",
    "could",
    "there",
    "give",
    "house",
    "scripted",
    "varies",
    "note",
    "estimated",
    "exact",
    "started",
    "rounds",
    "round",
    "state",
    "over",
    "won",
    "combination",
    "then",
    "most",
    "faces",
    "typed",
    "strategy",
    "change",
    "these",
    "seed",
    "mean",
];

/// The rule card's names, which stay as the card writes them in every language.
const PROPER_NAMES: &[&str] = &[
    "Makin' Mud",
    "The Delta",
    "Smooth Water",
    "Ridin' the Rapids",
    "Channel Cat",
    "All the Marbles",
    "Big Muddy",
    "A Flood",
    "Point Stacking",
    "Cut-Throat",
    "Piggy-Back",
];

/// The English words left in `screen` once names, commands, options and paths are out.
fn english_in(screen: &str) -> Vec<String> {
    let mut text = screen.to_owned();
    for name in PROPER_NAMES {
        text = text.replace(name, " ");
    }
    // Commands and file names in backticks are typed as they are in every language.
    let mut kept = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 0 {
            kept.push_str(part);
        }
        kept.push(' ');
    }
    kept.split_whitespace()
        // Options, paths, file and script names (`--open`, `open_500`, `tabell.md`).
        // A sentence's last word keeps its full stop out of the way first.
        .map(|token| token.trim_end_matches(['.', ',', ':', ';', '!', '?', ')', '…']))
        .filter(|token| !token.starts_with("--") && !token.contains(['/', '.', '_']))
        .flat_map(|token| token.split(|c: char| !c.is_alphabetic()))
        .map(str::to_lowercase)
        .filter(|word| ENGLISH.contains(&word.as_str()))
        .collect()
}

/// Runs `marbles --lang nb ARGS` in `dir` and returns what it said (stdout, stderr).
fn said(dir: &Path, args: &[&str], stdin: &str) -> String {
    let output = marbles(dir)
        .current_dir(dir)
        .args(["--lang", "nb"])
        .args(args)
        .write_stdin(stdin.to_owned())
        .output()
        .expect("marbles runs");
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

fn assert_bokmal(what: &str, screen: &str) {
    let found = english_in(screen);
    assert!(
        found.is_empty(),
        "`marbles --lang nb {what}` holds English words {found:?}:\n{screen}"
    );
}

/// A short game with a bust and the REPL's own `dice` test, so history and stats have
/// a game to show.
const GAME: &str = "111523\nk 1115\n15\nk 15\nbank\n113462\nk 11\nbank\n2346\ndice\n";

#[test]
fn every_report_and_refusal_under_bokmal_is_free_of_english() {
    let dir = tempfile::tempdir().expect("temp dir");
    let dir = dir.path();
    let game = said(dir, &["play", "Ann", "Bob", "--first", "Ann"], GAME);
    assert!(game.contains("Terningene:"), "the dice verdict: {game}");
    assert_bokmal("play … (with `dice`)", &game);

    let reports: &[&[&str]] = &[
        &["score", "1", "1", "1", "5", "2", "3"],
        &["score", "2", "2", "2", "2", "3", "4"],
        &["score", "2", "3", "4", "6", "6", "3"],
        &["rules"],
        &["rules", "--rules", "ten_thousand"],
        &["advise", "1", "5", "2", "3", "4", "4"],
        &[
            "advise", "2", "3", "4", "6", "6", "3", "--turn", "300", "--open",
        ],
        &["simulate", "--games", "40", "--players", "2"],
        &[
            "simulate",
            "--games",
            "40",
            "--players",
            "2",
            "--compare",
            "open_500",
        ],
        &[
            "win",
            "--totals",
            "5000,6000",
            "--turn",
            "300",
            "--dice",
            "3",
        ],
        &["win", "--totals", "3000,0,1500"],
        &["history"],
        &["stats"],
        // Refusals: the odds, the store, the command line, the dice.
        &["win", "--totals", "0,11000"],
        &["simulate", "--games", "10", "--players", "9"],
        &["resume", "no-such-game.yaml"],
        &["export", "7"],
        &["stats", "--since", "yesterday"],
        &["score", "7"],
    ];
    for args in reports {
        assert_bokmal(&args.join(" "), &said(dir, args, ""));
    }

    // `rules list`: its own lines, not the scripts' descriptions of themselves.
    let list = said(dir, &["rules", "list"], "");
    let lines: Vec<&str> = list.lines().collect();
    let ours = format!(
        "{}\n{}",
        lines.first().expect("a heading"),
        lines.last().expect("a closing line")
    );
    assert_bokmal("rules list", &ours);
}

#[test]
fn failed_scenarios_and_resume_warnings_under_bokmal_are_free_of_english() {
    let dir = tempfile::tempdir().expect("temp dir");
    let dir = dir.path();
    // `rules check` words each way a scenario can come out wrong.
    let script = dir.join("skjev.lua");
    std::fs::write(
        &script,
        "marbles.api(2)\n\
         marbles.scenario{ name = 'summer', players = {'Ann', 'Bob'}, lines = {'first Ann', '111555', 'bank'}, totals = {Ann = 900, Cy = 0} }\n\
         marbles.scenario{ name = 'trekk', players = {'Ann', 'Bob'}, lines = {'first Ann', 'pad'}, totals = {Ann = 0} }\n\
         marbles.scenario{ name = 'avvist', players = {'Ann', 'Bob'}, lines = {'first Ann', '111555', 'k 2'}, totals = {Ann = 0} }\n",
    )
    .expect("write");
    let script = script.to_string_lossy().into_owned();
    let check = said(dir, &["rules", "check", &script], "");
    assert!(check.contains("summene stemmer ikke"), "{check}");
    assert!(check.contains("er ikke et trekk"), "{check}");
    assert!(check.contains("ble avvist"), "{check}");
    assert_bokmal("rules check (failed scenarios)", &check);

    // A house rule edited since the game began: resume warns, and plays on.
    let rule = dir.join("fem.lua");
    std::fs::write(
        &rule,
        "marbles.api(1)\nmarbles.rules.six_of_a_kind = 5000\n",
    )
    .expect("write");
    let rule = rule.to_string_lossy().into_owned();
    let save = dir.join("spill.yaml").to_string_lossy().into_owned();
    let args = [
        "play", "Ann", "Bob", "--first", "Ann", "--save", &save, "--rules", &rule,
    ];
    said(dir, &args, "333333\nkeep\n");
    std::fs::write(&rule, "marbles.api(1)\nmarbles.rules.six_of_a_kind = 1\n").expect("edit");
    let resumed = said(dir, &["resume", &save], "bank\n");
    assert!(resumed.contains("advarsel:"), "{resumed}");
    assert_bokmal("resume (a changed house rule)", &resumed);
}

#[test]
fn the_locale_alone_gives_the_same_bokmal_report() {
    let dir = tempfile::tempdir().expect("temp dir");
    let by_locale = marbles(dir.path())
        .env("LANG", "nb_NO.UTF-8")
        .args(["rules"])
        .output()
        .expect("marbles runs");
    let by_locale = String::from_utf8_lossy(&by_locale.stdout).into_owned();
    assert_eq!(by_locale, said(dir.path(), &["rules"], ""));
    assert_bokmal("rules (LANG=nb_NO.UTF-8)", &by_locale);
}

#[test]
fn the_guard_knows_english_when_it_sees_it() {
    // The same reports in English must trip it, or the check proves nothing.
    assert!(!english_in("Throw: 1 1 1 5 2 3\n  three 1s  1 1 1  500").is_empty());
    assert!(english_in("Kast: 1 1 1 5 2 3 (Makin' Mud), `keep`, --open").is_empty());
}

/// A help screen without what is typed as it is in every language: the usage lines,
/// the commands of the examples (their descriptions stay), the names in the list of
/// commands, and the keys of the config file's example.
fn help_prose(help: &str) -> String {
    let mut kept = Vec::new();
    let mut in_commands = false;
    let mut in_usage = false;
    let mut continued = false;
    for line in help.lines() {
        let trimmed = line.trim_start();
        if line.starts_with("Bruk:") {
            in_usage = true;
            continue;
        }
        if in_usage && line.starts_with(' ') {
            continue;
        }
        in_usage = false;
        if line == "Kommandoer:" {
            in_commands = true;
            continue;
        }
        if line.is_empty() {
            in_commands = false;
        }
        if continued {
            continued = line.ends_with('\\');
            continue;
        }
        if let Some(rest) = trimmed.strip_prefix("marbles ") {
            continued = line.ends_with('\\');
            // The description, after the gap that ends the command.
            kept.push(rest.split_once("  ").map_or("", |(_, about)| about));
            continue;
        }
        if in_commands && line.starts_with("  ") && !line.starts_with("   ") {
            kept.push(trimmed.split_once(' ').map_or("", |(_, about)| about));
            continue;
        }
        // `rules = ["final_round"]   # …`, `[players]`: the file's keys.
        if trimmed.starts_with('[') && trimmed.ends_with(']') && !trimmed.contains(' ') {
            continue;
        }
        if let Some((key, rest)) = trimmed.split_once(" = ")
            && key.chars().all(|c| c.is_ascii_lowercase())
        {
            kept.push(rest.split_once('#').map_or("", |(_, comment)| comment));
            continue;
        }
        kept.push(line);
    }
    kept.join("\n")
}

#[test]
fn help_of_every_command_under_bokmal_is_free_of_english() {
    let dir = tempfile::tempdir().expect("temp dir");
    for path in common::cli::every_command() {
        let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
        args.push("--help");
        let by_flag = said(dir.path(), &args, "");
        assert!(!by_flag.contains("Usage:"), "{args:?}:\n{by_flag}");
        assert_bokmal(&args.join(" "), &help_prose(&by_flag));
        let by_locale = marbles(dir.path())
            .env("LANG", "nb_NO.UTF-8")
            .args(&args)
            .output()
            .expect("marbles runs");
        let by_locale = String::from_utf8_lossy(&by_locale.stdout).into_owned();
        assert_eq!(by_locale, by_flag, "{args:?} under LANG=nb_NO.UTF-8");
    }
    // The help command itself, and its help.
    let help = said(dir.path(), &["help"], "");
    assert_bokmal("help", &help_prose(&help));
}

#[test]
fn the_help_guard_keeps_descriptions_and_drops_commands() {
    let help = "Bruk: marbles rules [VALG]\n       marbles rules <KOMMANDO>\n\nKommandoer:\n  list   List the shipped house rules\n\nEksempler:\n  marbles rules list           the shipped house rules\n";
    let prose = help_prose(help);
    assert!(!prose.contains("rules <"), "{prose}");
    assert!(!english_in(&prose).is_empty(), "{prose}");
    assert!(
        english_in(&help_prose(
            "Bruk: marbles rules\n\nKommandoer:\n  rules  Vis reglene\n"
        ))
        .is_empty()
    );
}
