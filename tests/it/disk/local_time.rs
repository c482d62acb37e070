//! Time as the table reads it: a new game's save records its start in local time with
//! the UTC offset (RFC 3339) and is named by that wall clock; saves from before, with
//! UTC `Z` stamps, still load, list and resume. The time zone is fixed with `TZ`.

use crate::common;

use std::path::PathBuf;

use assert_cmd::Command;

/// Five hours east of UTC all year, as a POSIX TZ string (no time zone database needed).
const EAST_5: &str = "XXX-5";

fn marbles(dir: &tempfile::TempDir, tz: &str) -> Command {
    let mut cmd = common::cli::marbles(dir.path());
    cmd.env("TZ", tz);
    cmd
}

fn saves(dir: &tempfile::TempDir) -> Vec<PathBuf> {
    std::fs::read_dir(dir.path().join("games"))
        .expect("games folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect()
}

#[test]
fn a_new_save_records_local_time_with_its_offset_and_is_named_by_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(&dir, EAST_5)
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("")
        .assert()
        .success();
    let saves = saves(&dir);
    assert_eq!(saves.len(), 1, "{saves:?}");
    let save = marbles::testing::store::load(&saves[0]).expect("loads");
    let created = save.created.as_str().to_owned();
    assert!(created.ends_with("+05:00"), "{created}");
    let stamp = marbles::testing::clock::Stamp::parse(&created).expect("RFC 3339");
    let name = saves[0]
        .file_name()
        .expect("a name")
        .to_string_lossy()
        .into_owned();
    // `2026-11-29T19-30-05-ann-bob.yaml`: the wall clock at +05:00, not UTC.
    assert_eq!(name, format!("{}-ann-bob.yaml", stamp.file_stem()));
    assert_eq!(&name[..10], &created[..10]);
    assert_eq!(&name[11..13], &created[11..13], "the hour is local: {name}");
    // And `history` gives the same start, with its offset.
    let json = marbles(&dir, EAST_5)
        .args(["history", "--json"])
        .output()
        .expect("runs");
    let json: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(json["games"][0]["started"], created.as_str());
}

/// An Ann and Bob game saved with `created` as its start, listed by `history --json`
/// and resumed once (five hours east of UTC): its history entry, and its save as it
/// reads afterwards.
fn listed_and_resumed(created: &str) -> (serde_json::Value, marbles::testing::store::Save) {
    let dir = tempfile::tempdir().expect("temp dir");
    let games = dir.path().join("games");
    std::fs::create_dir_all(&games).expect("folder");
    let game =
        marbles_core::game::Game::standard(&["Ann".to_owned(), "Bob".to_owned()]).expect("players");
    let path = games.join("2026-11-27T19-15-00-ann-bob.yaml");
    marbles::testing::store::Autosaver::new(
        &path,
        created,
        marbles::testing::clock::Clock::fixed(
            marbles::testing::clock::Stamp::parse("2026-11-29T15:42:05+01:00").expect("a stamp"),
        ),
    )
    .expect("a new save")
    .save(&game)
    .expect("saved");
    let json = marbles(&dir, EAST_5)
        .args(["history", "--json"])
        .output()
        .expect("runs");
    assert!(json.status.success(), "{json:?}");
    let json: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    marbles(&dir, EAST_5)
        .args(["resume", "1"])
        .write_stdin("first Ann\n")
        .assert()
        .success();
    let save = marbles::testing::store::load(&path).expect("still loads");
    (json["games"][0].clone(), save)
}

#[test]
fn an_old_save_with_a_utc_stamp_still_loads_lists_and_resumes() {
    let (listed, save) = listed_and_resumed("2026-11-27T19:15:00Z");
    // Shown in the reader's local time, the instant unchanged.
    assert_eq!(listed["started"], "2026-11-28T00:15:00+05:00");
    assert!(listed["problem"].is_null(), "{listed}");
    assert_eq!(save.created, "2026-11-27T19:15:00Z", "the stamp is kept");
}

#[test]
fn a_save_whose_start_is_no_time_still_loads_lists_and_resumes_and_keeps_it() {
    let (listed, save) = listed_and_resumed("last Friday");
    // Listed, its start unknown, and no problem with the save.
    assert!(listed["started"].is_null(), "{listed}");
    assert!(listed["problem"].is_null(), "{listed}");
    assert_eq!(save.created, "last Friday", "the text is kept as written");
}
