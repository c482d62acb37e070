//! A whole game in Bokmål through the real binary: chosen by `--lang nb` and by
//! `LANG=nb_NO.UTF-8`, the same transcript, read against a snapshot — Norwegian words,
//! `11 000`-style numbers, a refusal, the pad and an export.

use crate::common;

use std::path::Path;

use common::cli::marbles;

/// Ann opens with 700, Bob is refused a bank below 700 and busts, Ann throws six ones
/// twice and wins with 12 700; then the pad, an export and a word that is no command.
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
    "hjelp",
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
    assert!(said.contains("Saved to"), "{said}");
    let dir = tempfile::tempdir().expect("temp dir");
    let c = marbles(dir.path())
        .env("LC_ALL", "C")
        .env("LANG", "nb_NO.UTF-8")
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("12\n")
        .output()
        .expect("marbles runs");
    let said = String::from_utf8_lossy(&c.stdout);
    assert!(said.contains("Saved to"), "{said}");
    let dir = tempfile::tempdir().expect("temp dir");
    let nb = marbles(dir.path())
        .env("LC_MESSAGES", "nb_NO.UTF-8")
        .env("LANG", "en_GB.UTF-8")
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("12\n")
        .output()
        .expect("marbles runs");
    let said = String::from_utf8_lossy(&nb.stdout);
    assert!(said.contains("Lagret til"), "{said}");
}
