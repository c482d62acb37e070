//! `marbles.use("./FILE.lua")` through the real binary: a file beside the script (not
//! the working directory), kept in the save so a resumed game replays the text it was
//! played with, read anew by `--reload-rules`; cycles, pipes and large files refused.

use crate::common;

use std::path::Path;

use super::ann;
use common::cli::marbles;
use predicates::prelude::*;

fn used(points: u32) -> String {
    format!(
        "marbles.api(2)\nmarbles.rules.open_at = 0\nmarbles.combo{{ name = \"two 6s\", dice = \"6 6\", points = {points} }}\n"
    )
}

/// `rules/main.lua` uses `./tenk.lua` (in `rules/`, not the working directory).
fn write_rules(dir: &Path, main: &str) {
    std::fs::create_dir_all(dir.join("rules")).expect("folder");
    std::fs::write(dir.join("rules/main.lua"), main).expect("write");
}

/// Ann keeps two 6s and banks them, under `rules/main.lua`.
fn played(dir: &Path) {
    write_rules(dir, "marbles.api(2)\nmarbles.use(\"./tenk.lua\")\n");
    std::fs::write(dir.join("rules/tenk.lua"), used(120)).expect("write");
    super::ann_banks_two_6s(dir, "rules/main.lua");
}

#[test]
fn a_used_file_is_kept_in_the_save_and_replayed_until_the_rules_are_reloaded() {
    let dir = tempfile::tempdir().expect("temp dir");
    played(dir.path());
    let saved = std::fs::read_to_string(dir.path().join("game.yaml")).expect("save");
    assert!(
        saved.starts_with("format: marbles-save\nversion: 3\n"),
        "{saved}"
    );
    assert!(saved.contains("uses:"), "{saved}");
    assert_eq!(ann(dir.path()), 120);

    // Changed on disk: the resumed game still plays the saved text, and says the file
    // has changed.
    std::fs::write(dir.path().join("rules/tenk.lua"), used(200)).expect("edit");
    marbles(dir.path())
        .current_dir(dir.path())
        .args(["resume", "game.yaml"])
        .write_stdin("")
        .assert()
        .success()
        .stderr(predicate::str::contains("has changed"));
    assert_eq!(ann(dir.path()), 120, "the saved copy plays");

    // Gone: the saved text plays, and resume names the file it cannot find.
    std::fs::rename(
        dir.path().join("rules/tenk.lua"),
        dir.path().join("tenk.lua.away"),
    )
    .expect("move away");
    marbles(dir.path())
        .current_dir(dir.path())
        .args(["resume", "game.yaml"])
        .write_stdin("")
        .assert()
        .success()
        .stderr(predicate::str::contains("tenk.lua cannot be found"));
    assert_eq!(ann(dir.path()), 120);
    std::fs::rename(
        dir.path().join("tenk.lua.away"),
        dir.path().join("rules/tenk.lua"),
    )
    .expect("move back");

    // Reloaded: the file's new text.
    marbles(dir.path())
        .current_dir(dir.path())
        .args(["resume", "game.yaml", "--reload-rules"])
        .write_stdin("")
        .assert()
        .success();
    assert_eq!(ann(dir.path()), 200, "the save now holds the new text");
    let saved = std::fs::read_to_string(dir.path().join("game.yaml")).expect("save");
    assert!(saved.contains("points = 200"), "{saved}");
}

fn refused(dir: &Path) -> String {
    let out = marbles(dir)
        .current_dir(dir)
        .args(["rules", "check", "rules/main.lua"])
        .assert()
        .failure()
        .get_output()
        .stderr
        .clone();
    String::from_utf8_lossy(&out).into_owned()
}

#[test]
fn a_cycle_of_files_is_refused_on_the_line_that_closes_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    write_rules(dir.path(), "marbles.api(2)\nmarbles.use(\"./a.lua\")\n");
    std::fs::write(
        dir.path().join("rules/a.lua"),
        "marbles.api(2)\nmarbles.use(\"./b.lua\")\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("rules/b.lua"),
        "marbles.api(2)\nmarbles.use(\"./a.lua\")\n",
    )
    .expect("write");
    let why = refused(dir.path());
    assert!(why.contains("rules/b.lua:2:"), "{why}");
    assert!(
        why.contains("main uses rules/a.lua uses rules/b.lua uses rules/a.lua"),
        "{why}"
    );
    assert!(why.contains("a script cannot use itself"), "{why}");
}

#[test]
fn a_missing_file_is_named_by_the_path_it_was_looked_for_at() {
    let dir = tempfile::tempdir().expect("temp dir");
    write_rules(
        dir.path(),
        "marbles.api(2)\n\nmarbles.use(\"./tenk.lua\")\n",
    );
    let why = refused(dir.path());
    assert!(why.contains("rules/main.lua:3:"), "{why}");
    assert!(why.contains("there is no file rules/tenk.lua"), "{why}");
}

#[cfg(unix)]
#[test]
fn a_pipe_is_refused_without_waiting_on_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    write_rules(dir.path(), "marbles.api(2)\nmarbles.use(\"./tenk.lua\")\n");
    nix::unistd::mkfifo(
        &dir.path().join("rules/tenk.lua"),
        nix::sys::stat::Mode::S_IRWXU,
    )
    .expect("mkfifo");
    let why = refused(dir.path());
    assert!(
        why.contains("rules/tenk.lua is not a regular file"),
        "{why}"
    );
}

#[test]
fn a_file_past_the_size_limit_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    write_rules(dir.path(), "marbles.api(2)\nmarbles.use(\"./tenk.lua\")\n");
    let big = format!("marbles.api(2)\n{}", "-".repeat(1024 * 1024));
    std::fs::write(dir.path().join("rules/tenk.lua"), big).expect("write");
    let why = refused(dir.path());
    assert!(why.contains("rules/tenk.lua is larger than 1 MiB"), "{why}");
}

#[test]
fn a_changed_used_file_is_the_file_named_not_the_script_on_top() {
    let dir = tempfile::tempdir().expect("temp dir");
    played(dir.path());
    std::fs::write(dir.path().join("rules/tenk.lua"), used(200)).expect("edit");
    let out = marbles(dir.path())
        .current_dir(dir.path())
        .env("COLUMNS", "400")
        .args(["resume", "game.yaml"])
        .write_stdin("")
        .assert()
        .success()
        .get_output()
        .stderr
        .clone();
    let said = String::from_utf8(out).expect("UTF-8");
    // Both paths are shown absolute (the save records them so).
    assert!(said.contains("rules/tenk.lua, which "), "{said}");
    assert!(
        said.contains("rules/main.lua uses (marbles.use), has changed"),
        "{said}"
    );
    assert!(!said.contains("main.lua has changed"), "{said}");
}

/// The folder of the scripts moved: resume names each file it cannot find (it said
/// nothing before), and the saved text plays.
#[test]
fn resume_names_the_files_of_a_moved_folder() {
    let dir = tempfile::tempdir().expect("temp dir");
    played(dir.path());
    std::fs::rename(dir.path().join("rules"), dir.path().join("moved")).expect("move");
    marbles(dir.path())
        .current_dir(dir.path())
        .args(["resume", "game.yaml"])
        .write_stdin("")
        .assert()
        .success()
        .stderr(predicate::str::contains("main.lua cannot be found"))
        .stderr(predicate::str::contains("tenk.lua cannot be found"));
    assert_eq!(ann(dir.path()), 120);
}
