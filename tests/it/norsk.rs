//! A whole game in Bokmål through the real binary: chosen by `--lang nb` and by
//! `LANG=nb_NO.UTF-8`, the same transcript, read against a snapshot — Norwegian words,
//! `11 000`-style numbers, a refusal, the pad and an export.

use crate::common;

use std::path::Path;

use common::cli::marbles;
use marbles::testing::locale::Lang;
use marbles::testing::render::Locale;
use marbles::testing::repl::{Command, CommandError};

/// Ann opens with 700, Bob is refused a bank below 700 and busts, Ann throws six ones
/// twice and wins with 12 700; then the pad, an export and a typo of `blokk`.
const LINES: &[&str] = &[
    "111523",
    "k 1115",
    "15",
    "k 15",
    "bank",
    "113462",
    "k 11",
    "bank",
    "2346",
    "111111",
    "keep",
    "111111",
    "keep",
    "bank",
    "pad",
    "export tabell.md",
    "blokkk",
];

/// Everything said (standard output, then standard error) and the export written.
fn transcript(dir: &Path, configure: impl FnOnce(&mut assert_cmd::Command)) -> String {
    let mut cmd = marbles(dir);
    cmd.current_dir(dir);
    configure(&mut cmd);
    let output = cmd
        .args([
            "play",
            "Ann",
            "Bob",
            "--first",
            "Ann",
            "--save",
            "parti.yaml",
        ])
        .write_stdin(LINES.join("\n") + "\n")
        .output()
        .expect("marbles runs");
    assert!(output.status.success(), "{output:?}");
    let export = std::fs::read_to_string(dir.join("tabell.md")).expect("the export is written");
    // The export says when the game was played and how long it lasted: today, by the
    // wall clock, so the snapshot shows marks.
    let export: String = export
        .lines()
        .map(|line| match line.strip_prefix("Spilt ") {
            Some(rest) => {
                let (_, after) = rest.split_once(" · ").expect("the date, then who began");
                // How long it lasted, by the wall clock: seconds, or more on a slow day.
                let (lasted, after) = after
                    .split_once(" · ")
                    .expect("the duration, then who began");
                assert!(lasted.starts_with("varte "), "{lasted}");
                format!("Spilt [dag dato år kl. tid] · varte [varighet] · {after}\n")
            }
            None => format!("{line}\n"),
        })
        .collect();
    format!(
        "--- stdout\n{}--- stderr\n{}--- tabell.md\n{export}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr),
    )
}

#[test]
fn a_whole_game_reads_norwegian_by_flag_and_by_locale() {
    let by_flag_dir = tempfile::tempdir().expect("temp dir");
    let by_flag = transcript(by_flag_dir.path(), |cmd| {
        cmd.arg("--lang").arg("nb");
    });
    let by_locale_dir = tempfile::tempdir().expect("temp dir");
    let by_locale = transcript(by_locale_dir.path(), |cmd| {
        cmd.env("LANG", "nb_NO.UTF-8");
    });
    assert_eq!(
        by_flag, by_locale,
        "--lang nb and LANG=nb_NO.UTF-8 say the same"
    );
    for norwegian in ["setter inn", "BOM!", "vinner med 12 700", "runde", "totalt"] {
        assert!(
            by_flag.contains(norwegian),
            "`{norwegian}` missing:\n{by_flag}"
        );
    }
    insta::assert_snapshot!(by_flag);
}

#[test]
fn the_flag_beats_the_locale_and_c_means_english() {
    let dir = tempfile::tempdir().expect("temp dir");
    let english = marbles(dir.path())
        .env("LANG", "nb_NO.UTF-8")
        .args(["--lang", "en", "play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("12\n")
        .output()
        .expect("marbles runs");
    let said = String::from_utf8_lossy(&english.stdout);
    assert!(said.contains("Saved as game"), "{said}");
    let dir = tempfile::tempdir().expect("temp dir");
    let c = marbles(dir.path())
        .env("LC_ALL", "C")
        .env("LANG", "nb_NO.UTF-8")
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("12\n")
        .output()
        .expect("marbles runs");
    let said = String::from_utf8_lossy(&c.stdout);
    assert!(said.contains("Saved as game"), "{said}");
    let dir = tempfile::tempdir().expect("temp dir");
    let nb = marbles(dir.path())
        .env("LC_MESSAGES", "nb_NO.UTF-8")
        .env("LANG", "en_GB.UTF-8")
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("12\n")
        .output()
        .expect("marbles runs");
    let said = String::from_utf8_lossy(&nb.stdout);
    assert!(said.contains("Lagret som spill"), "{said}");
}

/// The words a message tells the table to type, in each language: every `…` in a
/// backtick at the table (the REPL's messages, the game's refusals, the hints), the
/// placeholders filled with `450`.
fn shown_to_type(lang: Lang) -> Vec<(String, String)> {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    fn flat(pattern: &Pattern<&str>, out: &mut String) {
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => out.push_str(value),
                PatternElement::Placeable { expression } => match expression {
                    Expression::Select { variants, .. } => {
                        if let Some(default) = variants.iter().find(|v| v.default) {
                            flat(&default.value, out);
                        }
                    }
                    Expression::Inline(InlineExpression::StringLiteral { value }) => {
                        out.push_str(value)
                    }
                    Expression::Inline(_) => out.push_str("450"),
                },
            }
        }
    }
    // Where the table is told what to type: not the command line's help, nor a file's.
    let at_the_table = |file: &str, id: &str| {
        file.ends_with("table.ftl")
            || (file.ends_with("errors.ftl")
                && id.starts_with("game-")
                && !["game-amends-broken", "game-redo"].contains(&id))
            || (file.ends_with("reports.ftl") && id.starts_with("hint-"))
    };
    let mut shown = Vec::new();
    for (file, source) in lang.catalogue() {
        let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(r, _)| r);
        for entry in resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let (id, Some(value)) = (message.id.name, &message.value) else {
                continue;
            };
            if !at_the_table(file, id) {
                continue;
            }
            let mut text = String::new();
            flat(value, &mut text);
            for (i, piece) in text.split('`').enumerate() {
                // Odd pieces are inside backticks; a program's command line, a flag, a
                // quoted file name or what was typed echoed back is not typed at the table.
                let typed = i % 2 == 1
                    && !piece.starts_with("marbles")
                    && !piece.starts_with('-')
                    && !piece.starts_with('"')
                    && !piece.starts_with(':')
                    && piece != "450";
                if typed {
                    shown.push((id.to_owned(), piece.to_owned()));
                }
            }
        }
    }
    shown
}

/// The command words of a language's table (`word-…` in its catalogue).
fn command_words(lang: Lang) -> std::collections::BTreeMap<String, String> {
    use fluent_syntax::ast::{Entry, PatternElement};
    let mut words = std::collections::BTreeMap::new();
    for (_, source) in lang.catalogue() {
        let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(r, _)| r);
        for entry in resource.body {
            if let Entry::Message(message) = entry
                && let Some(id) = message.id.name.strip_prefix("word-")
                && let Some(value) = &message.value
                && let [PatternElement::TextElement { value }] = value.elements.as_slice()
            {
                words.insert(id.to_owned(), (*value).to_owned());
            }
        }
    }
    words
}

#[test]
fn every_word_a_message_tells_the_table_to_type_is_taken_and_in_its_language() {
    let english = command_words(Lang::En);
    assert!(english.contains_key("keep"), "{english:?}");
    let mut errors = Vec::new();
    for &lang in Lang::ALL {
        let own = command_words(lang);
        let shown = shown_to_type(lang);
        assert!(shown.len() > 40, "{lang}: only {} found", shown.len());
        Locale::of(lang).scope(|| {
            for (id, typed) in &shown {
                // A shape (`amend …, 13 MOVE`) is not typed as it stands, and a command
                // named alone (`tally`) may want what follows it.
                let alone = !typed.contains(char::is_whitespace);
                match Command::parse(typed) {
                    Ok(Some(_)) => {}
                    // The word was taken; only the stand-in for faces (`FACES`, the
                    // `450` a variable is filled with here) is no faces.
                    Err(CommandError::Dice { .. }) => {}
                    _ if typed.contains('…') => {}
                    Err(CommandError::Usage { .. }) if alone => {}
                    other => errors.push(format!("{lang} `{id}`: `{typed}` is {other:?}")),
                }
                // Under Bokmål, a command word English has and Bokmål words otherwise
                // is not the one shown (the English word still works, but the table
                // reads the words of its language).
                let first = typed.split_whitespace().next().unwrap_or_default();
                for (what, word) in &english {
                    if first == word && own.get(what).is_some_and(|theirs| theirs != word) {
                        errors.push(format!(
                            "{lang} `{id}`: `{typed}` shows the English `{word}`, not `{}`",
                            own[what]
                        ));
                    }
                }
            }
        });
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

#[test]
fn the_bokmal_words_the_game_shows_are_taken_and_english_still_works() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = [
        "111523",
        "behold 1 1 1 5",
        "15",
        "sett inn",
        "tally bom",
        "angre",
        "gjør om",
        "noter 450",
        "blokk",
        "bnak",
        "hjelp sett inn",
        "avslutt",
    ];
    let output = marbles(dir.path())
        .args(["--lang", "nb", "play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin(lines.join("\n") + "\n")
        .output()
        .expect("marbles runs");
    let said = String::from_utf8_lossy(&output.stdout);
    let refused = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("Ann setter inn 700"), "{said}");
    assert!(said.contains("Angret: noter bom"), "{said}");
    assert!(said.contains("Gjort om igjen: noter bom"), "{said}");
    assert!(said.contains("sett inn\n  Setter inn turen."), "{said}");
    // `bnak` at the start of Ann's turn, where nothing may be banked: no `bank` offered.
    assert!(refused.contains("ukjent kommando `bnak`"), "{refused}");
    assert!(!refused.contains("mente du"), "{refused}");
    // Only `bnak` was refused.
    assert_eq!(refused.matches("ukjent").count(), 1, "{refused}");
}

/// One Bokmål word per concept: for each, the word the catalogues use and the others
/// a player met for the same thing.
const ONE_WORD: &[(&str, &[&str])] = &[
    // A die's face, and its number: `behold 1 5`, `skriv øyetallene`.
    ("øyetall", &["øyne", "øynene"]),
    // The pad: feminine, as in `poengblokka`.
    ("blokka", &["blokken"]),
    // The config file.
    ("innstillingsfila", &["config-fil", "oppsettet"]),
    // The live pad (`del`, `play --serve`).
    ("direkteblokka", &["levende poengblokk"]),
    // The throws that choose who begins, also when they are thrown again.
    ("startkast", &["omkast"]),
];

#[test]
fn bokmal_says_one_word_for_each_concept() {
    let mut errors = Vec::new();
    for (file, source) in Lang::Nb.catalogue() {
        for (number, line) in source.lines().enumerate() {
            // A message's id is no word a reader sees.
            let text = line
                .split_once(" = ")
                .filter(|(id, _)| !id.starts_with([' ', '#']))
                .map_or(line, |(_, text)| text);
            let lower = text.to_lowercase();
            for (word, others) in ONE_WORD {
                for other in *others {
                    if lower.contains(other) {
                        errors.push(format!(
                            "locales/{file}:{}: `{other}` where the catalogues say `{word}`: {line}",
                            number + 1
                        ));
                    }
                }
            }
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}
