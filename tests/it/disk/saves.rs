//! Saves as players keep them: files written by earlier builds, two sessions on one save,
//! links, oversized and hostile files, all through the real binary where it matters.

use crate::common;

use std::path::{Path, PathBuf};

use marbles::testing::store;
use predicates::prelude::*;

/// A save written by the marbles of before the moves from serde_yaml to serde_norway and
/// then serde-saphyr
/// (three players, a house rule, quoting in names, an undo history).
fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/save-v1-serde-yaml.yaml")
}

#[test]
fn a_save_written_by_the_serde_yaml_build_loads_and_writes_back_the_same_save() {
    let text = std::fs::read_to_string(fixture()).expect("the fixture");
    let save = store::load(&fixture()).expect("the old save loads");
    assert_eq!(save.players, ["Ann", "O'Neil", "Åse: #1"]);
    assert_eq!(save.house_rule_names(), ["six_of_a_kind_5000"]);
    assert_eq!(save.actions.len(), 10);
    assert_eq!(save.undone.len(), 2);
    // Written back by today's YAML library, the file differs from the old one only
    // in how a string is quoted ('Åse: #1' is now "Åse: #1", and the start time is
    // quoted so a YAML 1.1 reader keeps it a string): line for line the same keys and
    // values, and it loads to the same save.
    let written = store::to_yaml(&save).expect("yaml");
    let unquoted = |text: &str| -> Vec<String> {
        text.lines()
            .map(|line| line.replace(['"', '\''], ""))
            .collect()
    };
    assert_eq!(unquoted(&written), unquoted(&text));
    let dir = tempfile::tempdir().expect("temp dir");
    let again = dir.path().join("again.yaml");
    std::fs::write(&again, &written).expect("write");
    assert_eq!(store::load(&again).expect("loads"), save);
}

#[test]
fn a_save_written_by_the_serde_yaml_build_replays_to_the_same_table() {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = common::cli::marbles(dir.path())
        .args(["export", "--format", "json"])
        .arg(fixture())
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let totals: Vec<(&str, i64)> = json["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| {
            (
                p["name"].as_str().expect("name"),
                p["total"].as_i64().expect("total"),
            )
        })
        .collect();
    assert_eq!(totals, [("Åse: #1", 5000), ("Ann", 1000), ("O'Neil", 0)]);
}

#[test]
fn a_device_that_never_ends_is_refused_as_a_save_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    for command in ["resume", "export"] {
        common::cli::marbles(dir.path())
            .args([command, "/dev/zero"])
            .assert()
            .code(2)
            .stderr(predicates::str::contains("/dev/zero is not a file"));
    }
}

#[test]
fn a_device_that_never_ends_is_refused_as_a_house_rule_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    common::cli::marbles(dir.path())
        .args(["rules", "check", "/dev/zero"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("/dev/zero"))
        .stderr(predicates::str::contains("larger than 1 MiB"));
    common::cli::marbles(dir.path())
        .args(["score", "111", "--rules", "/dev/zero"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("larger than 1 MiB"));
}

#[test]
fn a_house_rule_just_under_the_limit_is_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("long.lua");
    let padding = "-".repeat(1024 * 1024 - 200);
    std::fs::write(
        &script,
        format!("marbles.api(1)\nmarbles.rules.six_of_a_kind = 5000\n{padding}\n"),
    )
    .expect("write");
    common::cli::marbles(dir.path())
        .args(["rules", "check"])
        .arg(&script)
        .assert()
        .success();
}

/// `marbles play Ann Bob --first Ann --save SAVE`, left waiting on its open standard
/// input: a session in another terminal.
fn session_in_another_terminal(save: &Path, data: &Path) -> std::process::Child {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_marbles"))
        .args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
        .arg(save)
        .env_clear()
        .env("COLUMNS", crate::common::cli::WIDE)
        .env("MARBLES_DATA_DIR", data)
        .env("MARBLES_CONFIG", data.join("config.toml"))
        .env("NO_COLOR", "1")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("marbles starts");
    // Wait on the file, not the clock: the session writes its save before reading input.
    for _ in 0..10_000_000 {
        if store::load(save).is_ok() {
            return child;
        }
        std::thread::yield_now();
    }
    child.kill().ok();
    child.wait().ok();
    panic!("the session never wrote its save");
}

/// A finished one-line session saved at `save`.
fn saved_game(save: &Path, data: &Path) {
    common::cli::marbles(data)
        .args(["play", "Cy", "Di", "--first", "Cy", "--save"])
        .arg(save)
        .write_stdin("111555\nquit\n")
        .assert()
        .success();
}

#[test]
fn a_save_in_use_is_refused_to_every_other_writer_until_its_session_dies() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = dir.path().join("game.yaml");
    let other = dir.path().join("other.yaml");
    saved_game(&other, dir.path());
    let mut first = session_in_another_terminal(&save, dir.path());
    let before = std::fs::read(&save).expect("read");
    let refused = |cmd: &mut assert_cmd::Command| {
        cmd.assert()
            .code(2)
            .stderr(predicates::str::contains("game.yaml"))
            .stderr(predicates::str::contains("in use"));
    };
    refused(
        common::cli::marbles(dir.path())
            .arg("resume")
            .arg(&save)
            .write_stdin("111555\nquit\n"),
    );
    refused(
        common::cli::marbles(dir.path())
            .arg("export")
            .arg(&other)
            .arg("-o")
            .arg(&save)
            .arg("--force"),
    );
    // `play --save` onto it and the REPL's `save FILE` are refused too (the file exists).
    common::cli::marbles(dir.path())
        .args(["play", "Cy", "Di", "--save"])
        .arg(&save)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("game.yaml"));
    common::cli::marbles(dir.path())
        .args(["resume", "--strict"])
        .arg(&other)
        .write_stdin(format!("save {}\n", save.display()))
        .assert()
        .code(2)
        .stderr(predicates::str::contains("game.yaml"));
    assert_eq!(
        std::fs::read(&save).expect("read"),
        before,
        "nothing changed"
    );

    // SIGKILL: the OS lock dies with the process.
    first.kill().expect("killed");
    first.wait().expect("reaped");
    common::cli::marbles(dir.path())
        .arg("resume")
        .arg(&save)
        .write_stdin("111555\nquit\n")
        .assert()
        .success();
    let resumed = store::load(&save).expect("loads");
    assert_eq!(resumed.actions.len(), 2, "`first Ann` and the throw");
}

#[test]
fn games_started_at_once_each_get_their_own_save() {
    let dir = tempfile::tempdir().expect("temp dir");
    let children: Vec<_> = (0..6)
        .map(|_| {
            std::process::Command::new(env!("CARGO_BIN_EXE_marbles"))
                .args(["play", "Ann", "Bob", "--first", "Ann"])
                .env_clear()
                .env("COLUMNS", crate::common::cli::WIDE)
                .env("MARBLES_DATA_DIR", dir.path())
                .env("MARBLES_CONFIG", dir.path().join("config.toml"))
                .env("NO_COLOR", "1")
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .expect("marbles starts")
        })
        .collect();
    // All six are started before any is given its line.
    for mut child in children {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("stdin");
        stdin.write_all(b"111555\nquit\n").expect("write");
        drop(stdin);
        let output = child.wait_with_output().expect("exits");
        assert!(output.status.success(), "{output:?}");
    }
    let games = dir.path().join("games");
    let mut names: Vec<String> = std::fs::read_dir(&games)
        .expect("games folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names.len(), 6, "six saves and nothing else: {names:?}");
    for name in &names {
        let save = store::load(&games.join(name)).expect("each save loads");
        assert_eq!(save.actions.len(), 2, "{name} holds one game");
    }
}

#[test]
fn an_export_replaces_a_file_only_with_force_and_a_save_never() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = dir.path().join("game.yaml");
    let other = dir.path().join("other.yaml");
    saved_game(&save, dir.path());
    saved_game(&other, dir.path());
    let table = dir.path().join("table.md");
    std::fs::write(&table, "notes").expect("write");
    let export = |target: &Path| {
        let mut cmd = common::cli::marbles(dir.path());
        cmd.arg("export").arg(&save).arg("-o").arg(target);
        cmd
    };
    export(&table)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("table.md already exists"))
        .stderr(predicates::str::contains("--force"));
    assert_eq!(std::fs::read_to_string(&table).expect("read"), "notes");
    export(&table).arg("--force").assert().success();
    assert!(
        std::fs::read_to_string(&table)
            .expect("read")
            .contains("Cy")
    );

    // Another game's save, even named like an export and even with --force.
    let disguised = dir.path().join("scores.md");
    std::fs::copy(&other, &disguised).expect("copy");
    let before = std::fs::read(&disguised).expect("read");
    export(&disguised)
        .arg("--force")
        .assert()
        .code(2)
        .stderr(predicates::str::contains("is a marbles save"));
    assert_eq!(std::fs::read(&disguised).expect("read"), before);

    // In the REPL too.
    common::cli::marbles(dir.path())
        .arg("resume")
        .arg(&save)
        .write_stdin(format!(
            "export {}\nexport {} --force\nexport {} --force\nquit\n",
            table.display(),
            table.display(),
            disguised.display()
        ))
        .assert()
        .success()
        .stderr(predicates::str::contains("add --force"))
        .stderr(predicates::str::contains("is a marbles save"))
        .stdout(predicates::str::contains("Exported the table"));
    assert_eq!(std::fs::read(&disguised).expect("read"), before);
}

#[test]
fn an_export_into_a_missing_folder_says_so_and_exits_2() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = dir.path().join("game.yaml");
    saved_game(&save, dir.path());
    common::cli::marbles(dir.path())
        .arg("export")
        .arg(&save)
        .args(["-o", "/nonexistent/x.html"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("/nonexistent/x.html"))
        .stderr(predicates::str::contains("folder does not exist"))
        .stderr(predicates::str::contains("previous save").not());
}

#[cfg(unix)]
#[test]
fn an_export_follows_the_umask_like_any_document() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let save = dir.path().join("game.yaml");
    saved_game(&save, dir.path());
    let table = dir.path().join("table.html");
    common::cli::marbles(dir.path())
        .arg("export")
        .arg(&save)
        .arg("-o")
        .arg(&table)
        .assert()
        .success();
    let mode = std::fs::metadata(&table)
        .expect("meta")
        .permissions()
        .mode();
    assert_ne!(
        mode & 0o044,
        0,
        "readable beyond the owner under a usual umask: {mode:o}"
    );
}

#[cfg(unix)]
#[test]
fn saving_through_a_link_writes_the_file_it_points_to() {
    let dir = tempfile::tempdir().expect("temp dir");
    let real = dir.path().join("real.yaml");
    let link = dir.path().join("link.yaml");
    saved_game(&real, dir.path());
    std::os::unix::fs::symlink("real.yaml", &link).expect("link");
    common::cli::marbles(dir.path())
        .arg("resume")
        .arg(&link)
        .write_stdin("k111555\nbank\nquit\n")
        .assert()
        .success();
    assert!(
        std::fs::symlink_metadata(&link).expect("meta").is_symlink(),
        "the link is still a link"
    );
    assert_eq!(store::load(&real).expect("loads").actions.len(), 4);

    // `play --save` through a link to a file not there yet creates that file.
    let new_link = dir.path().join("next.yaml");
    std::os::unix::fs::symlink("target.yaml", &new_link).expect("link");
    common::cli::marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
        .arg(&new_link)
        .write_stdin("111555\nquit\n")
        .assert()
        .success();
    assert!(
        std::fs::symlink_metadata(&new_link)
            .expect("meta")
            .is_symlink()
    );
    assert_eq!(
        store::load(&dir.path().join("target.yaml"))
            .expect("loads")
            .actions
            .len(),
        2
    );
    // A link to an existing save is an existing save.
    common::cli::marbles(dir.path())
        .args(["play", "Ann", "Bob", "--save"])
        .arg(&link)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("already exists"));
}

#[test]
fn a_session_clears_the_temp_files_killed_writes_left_of_its_save_and_no_other() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = dir.path().join("game.yaml");
    saved_game(&save, dir.path());
    let stale = dir.path().join(".game.yaml.a1b2c3.tmp");
    let others = [
        dir.path().join(".other.yaml.a1b2c3.tmp"),
        dir.path().join(".marbles-a1b2c3.tmp"),
    ];
    for path in others.iter().chain([&stale]) {
        std::fs::write(path, "half a save").expect("write");
    }
    common::cli::marbles(dir.path())
        .arg("resume")
        .arg(&save)
        .write_stdin("quit\n")
        .assert()
        .success();
    assert!(!stale.exists(), "the leftover of this save is gone");
    for path in others {
        assert!(path.exists(), "{} is not this save's", path.display());
    }
}
