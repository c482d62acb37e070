//! The second hostile pass on the table's session (issue 8): no save that is not
//! needed, `--strict` that stops where it says, and REPL wording that fits the REPL.

use crate::common;

use std::path::Path;

use predicates::prelude::*;

#[cfg(unix)]
fn inode(path: &Path) -> u64 {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).expect("the save").ino()
}

#[cfg(unix)]
#[test]
fn a_session_with_nothing_new_to_save_does_not_write_again_when_it_ends() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = dir.path().join("g.yaml");
    common::cli::marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
        .arg(&save)
        .write_stdin("111555\n")
        .assert()
        .success();
    // Every write replaces the file by rename, so an unneeded one shows as a new inode.
    for input in ["", "pad\nquit\n", "pad\n"] {
        let before = inode(&save);
        common::cli::marbles(dir.path())
            .arg("resume")
            .arg(&save)
            .write_stdin(input)
            .assert()
            .success();
        assert_eq!(inode(&save), before, "saved again on {input:?}");
    }
}

#[test]
fn strict_stops_at_an_endless_first_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let zero = std::fs::File::open("/dev/zero").expect("/dev/zero");
    let out = common::cli::marbles_process(dir.path())
        .args(["play", "Ann", "Bob", "--strict"])
        .stdin(zero)
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("line 1 is longer than 65,536 bytes"),
        "{stderr}"
    );
    assert!(stderr.contains("stopped at line 1"), "{stderr}");
}

#[cfg(unix)]
#[test]
fn strict_with_a_failed_save_does_not_promise_a_next_try() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = common::cli::play_past_the_file_size_limit(dir.path(), "--strict");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("the file is larger than the system allows"),
        "{stderr}"
    );
    assert!(stderr.contains("stopped at line"), "{stderr}");
    assert!(!stderr.contains("every next step"), "{stderr}");
}

#[test]
fn odds_below_zero_in_the_repl_speak_of_the_game_not_of_flags() {
    let dir = tempfile::tempdir().expect("temp dir");
    let rule = dir.path().join("tax.lua");
    std::fs::write(
        &rule,
        "marbles.api(1)\nmarbles.on('keep', function() return { points = -5000 } end)\n",
    )
    .expect("script");
    common::cli::marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann", "--rules"])
        .arg(&rule)
        .write_stdin("111555\nkeep 111555\nodds\n")
        .assert()
        .stderr(predicate::str::contains("no odds for this turn"))
        .stderr(predicate::str::contains("give 0 or more").not());
}

#[test]
fn odds_past_the_win_set_by_a_hook_speak_of_the_game_not_of_flags() {
    let dir = tempfile::tempdir().expect("temp dir");
    let rule = dir.path().join("windfall.lua");
    std::fs::write(
        &rule,
        "marbles.api(2)\nmarbles.on('bank', function(e) return { totals = { [2] = 20000 } } end)\n",
    )
    .expect("script");
    common::cli::marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann", "--rules"])
        .arg(&rule)
        .write_stdin("111555\nkeep 111555\nbank\n111555\nodds\n")
        .assert()
        .stderr(predicate::str::contains("no odds for this turn"))
        .stderr(predicate::str::contains(
            "a house rule has put the total at 20,000",
        ))
        .stderr(predicate::str::contains("give a total below").not());
}

/// Typed input is shown back with its control characters escaped, in every refusal
/// that quotes it (an unknown command, a player name, a path): an escape sequence
/// typed or piped in must not clear the screen. (anstream drops what it takes for an
/// escape sequence when standard error is not a terminal, so a raw echo shows here as
/// the sequence missing.)
#[test]
fn typed_control_characters_are_escaped_in_every_refusal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = common::cli::marbles(dir.path())
        .args(["play", "Ann", "Bob"])
        .write_stdin("\x1b[2J\nfirst B\x1b[2Job\nfirst Ann\nsave nowhere\x1b[2J/x.yaml\n")
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(!stderr.contains('\x1b'), "{stderr}");
    assert!(stderr.contains("unknown command `\\e[2J`"), "{stderr}");
    assert!(stderr.contains("`B\\e[2Job`"), "{stderr}");
    assert!(stderr.contains(r"$'nowhere\e[2J/x.yaml'"), "{stderr}");
}
