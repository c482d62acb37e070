//! Saves as players keep them: files written by earlier builds, two sessions on one save,
//! links, oversized and hostile files, all through the real binary where it matters.

mod common;

use std::path::{Path, PathBuf};

use marbles::store;

/// A save written by the marbles of before the move from serde_yaml to serde_norway
/// (three players, a house rule, quoting in names, an undo history).
fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/save-v1-serde-yaml.yaml")
}

#[test]
fn a_save_written_by_the_serde_yaml_build_loads_and_writes_back_byte_identical() {
    let text = std::fs::read_to_string(fixture()).expect("the fixture");
    let save = store::load(&fixture()).expect("the old save loads");
    assert_eq!(save.players, ["Ann", "O'Neil", "Åse: #1"]);
    assert_eq!(save.house_rule_names(), ["six_of_a_kind_5000"]);
    assert_eq!(save.actions.len(), 10);
    assert_eq!(save.undone.len(), 2);
    assert_eq!(store::to_yaml(&save).expect("yaml"), text);
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
            .stderr(predicates::str::contains("/dev/zero is larger than 8 MiB"));
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
