//! The second hostile pass on the front ends (issue 8): true messages and consistent
//! exit codes for odd paths, odd input and odd numbers, through the real binary.

use crate::common;

use std::path::Path;

use predicates::prelude::*;

fn a_save(dir: &Path, name: &str, rules: &[&Path]) -> std::path::PathBuf {
    let save = dir.join(name);
    let mut cmd = common::cli::marbles(dir);
    cmd.args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
        .arg(&save);
    for rule in rules {
        cmd.arg("--rules").arg(rule);
    }
    cmd.write_stdin("").assert().success();
    save
}

#[test]
fn points_on_the_command_line_are_bounded_by_a_billion() {
    let dir = tempfile::tempdir().expect("temp dir");
    for flag in ["--turn", "--total"] {
        common::cli::marbles(dir.path())
            .args(["advise", "1", "5", "--open", flag, "9223372036854775807"])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("at most 1,000,000,000 points"));
    }
    common::cli::marbles(dir.path())
        .args(["advise", "1", "5", "--open", "--turn", "1000000000"])
        .assert()
        .success();
}

#[test]
fn a_folder_or_a_link_loop_given_as_a_path_exits_2() {
    let dir = tempfile::tempdir().expect("temp dir");
    common::cli::marbles(dir.path())
        .args(["resume", "/"])
        .write_stdin("")
        .assert()
        .code(2);
    #[cfg(unix)]
    {
        let looped = dir.path().join("loop.yaml");
        std::os::unix::fs::symlink(&looped, &looped).expect("a link to itself");
        common::cli::marbles(dir.path())
            .arg("resume")
            .arg(&looped)
            .write_stdin("")
            .assert()
            .code(2)
            .stderr(predicate::str::contains("loop.yaml"));
    }
    let save = a_save(dir.path(), "s.yaml", &[]);
    common::cli::marbles(dir.path())
        .arg("export")
        .arg(&save)
        .args(["-o", "/proc/x.html"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("/proc/x.html"));
}

#[test]
fn a_folder_as_the_input_is_a_read_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let root = std::fs::File::open("/").expect("the root folder");
    common::cli::marbles_process(dir.path())
        .args(["play", "A", "B"])
        .stdin(root)
        .output()
        .map(|out| {
            let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
            assert_eq!(out.status.code(), Some(2), "{stderr}");
            assert!(stderr.contains("could not read the input"), "{stderr}");
            assert!(!stderr.contains("write the output"), "{stderr}");
        })
        .expect("runs");
}

#[test]
fn simple_strategies_simulate_under_a_high_winning_score() {
    let dir = tempfile::tempdir().expect("temp dir");
    let rule = dir.path().join("long.lua");
    std::fs::write(&rule, "marbles.api(1)\nmarbles.rules.win_at = 200000\n").expect("script");
    common::cli::marbles(dir.path())
        .args(["simulate", "--games", "4", "--players", "2"])
        .args(["--strategy", "bank-at:350", "--strategy", "cautious"])
        .arg("--rules")
        .arg(&rule)
        .assert()
        .success()
        .stderr(predicate::str::contains("exact odds").not());
    // The strategy that does need exact odds is still told why not.
    common::cli::marbles(dir.path())
        .args(["simulate", "--games", "4", "--players", "2"])
        .arg("--rules")
        .arg(&rule)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("exact odds"));
}

/// A save played under a house-rule file: its path, its text, and the line naming the
/// rule's path (what a tampered save replaces).
fn a_save_with_a_rule(dir: &Path) -> (std::path::PathBuf, String, String) {
    let rule = dir.join("six.lua");
    std::fs::write(
        &rule,
        "marbles.api(1)\nmarbles.rules.six_of_a_kind = 5000\n",
    )
    .expect("rule");
    let save = a_save(dir, "g.yaml", &[&rule]);
    let text = std::fs::read_to_string(&save).expect("read");
    let rule_line = format!("path: {}", rule.display());
    assert!(text.contains(&rule_line), "{text}");
    (save, text, rule_line)
}

#[cfg(unix)]
#[test]
fn a_tampered_rule_path_in_a_save_is_never_opened_unless_a_regular_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (save, text, rule_line) = a_save_with_a_rule(dir.path());
    let fifo = dir.path().join("afifo");
    nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
    for tampered in [Path::new("/dev/stdin"), fifo.as_path()] {
        std::fs::write(
            &save,
            text.replace(&rule_line, &format!("path: {}", tampered.display())),
        )
        .expect("tampered");
        common::cli::marbles(dir.path())
            .arg("resume")
            .arg(&save)
            .write_stdin("111555\nbank\n")
            .assert()
            .success();
        let saved = std::fs::read_to_string(&save).expect("read");
        assert!(
            saved.contains("- bank"),
            "the moves were swallowed: {saved}"
        );
    }
}

#[cfg(unix)]
#[test]
fn the_last_game_is_found_again_whatever_its_file_name() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    common::cli::marbles(&data)
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("")
        .assert()
        .success();
    let odd = dir.path().join(std::ffi::OsStr::from_bytes(b"\xff.yaml"));
    common::cli::marbles(&data)
        .args(["play", "Cy", "Dee", "--first", "Cy", "--save"])
        .arg(&odd)
        .write_stdin("111555\n")
        .assert()
        .success();
    common::cli::marbles(&data)
        .arg("resume")
        .write_stdin("pad\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Cy"))
        .stdout(predicate::str::contains("Ann").not());
}

#[cfg(unix)]
#[test]
fn a_save_past_the_file_size_limit_is_reported_not_killed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = common::cli::play_past_the_file_size_limit(dir.path(), "");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "killed by a signal? {stderr}");
    assert!(
        stderr.contains("the file is larger than the system allows"),
        "{stderr}"
    );
    assert!(stderr.contains("NOT saved"), "{stderr}");
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    marbles::testing::store::load(&dir.path().join("g.yaml"))
        .expect("the last save that fit loads");
}

#[test]
fn invisible_characters_are_named_in_echoes_and_refused_in_names() {
    let dir = tempfile::tempdir().expect("temp dir");
    common::cli::marbles(dir.path())
        .args(["play", "Ann", "Bo\u{202E}b"])
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("Bo<U+202E>b"))
        .stderr(predicate::str::contains("\u{202E}").not());
    assert!(
        !dir.path().join("games").exists()
            || std::fs::read_dir(dir.path().join("games"))
                .expect("list")
                .next()
                .is_none(),
        "no game was started"
    );
    common::cli::marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("\u{202E}olleh\n12\u{0}456\n")
        .assert()
        .success()
        .stderr(predicate::str::contains("<U+202E>olleh"))
        .stderr(predicate::str::contains("\u{202E}").not())
        .stderr(predicate::str::contains("`` is not a die face").not())
        .stderr(predicate::str::contains("`\u{0}` is not").not());
    // A line separator breaks the pad's row; the fillers and the grapheme joiner are
    // drawn as nothing, so `Ann` and `Ann` + filler would look one name.
    for (odd, shown) in [
        ('\u{2028}', "<U+2028>"),
        ('\u{3164}', "<U+3164>"),
        ('\u{34F}', "<U+034F>"),
        ('\u{115F}', "<U+115F>"),
    ] {
        common::cli::marbles(dir.path())
            .args(["play", "Ann", &format!("Bo{odd}b")])
            .write_stdin("")
            .assert()
            .code(2)
            .stderr(predicate::str::contains(format!("Bo{shown}b")));
    }
}

#[test]
fn a_joined_emoji_is_a_name_and_a_bare_joiner_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let family = "👨\u{200D}👩\u{200D}👧";
    let save = dir.path().join("g.yaml");
    common::cli::marbles(dir.path())
        .args(["play", family, "Bob", "--first", "Bob", "--save"])
        .arg(&save)
        .write_stdin("111555\nk111555\nb\npad\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(family))
        .stdout(predicate::str::contains("<U+200D>").not());
    let save = marbles::testing::store::load(&save).expect("the save loads");
    assert_eq!(save.players[0], family);
    // A joiner between letters hides nothing a reader sees: refused, and named.
    common::cli::marbles(dir.path())
        .args(["play", "A\u{200D}nn", "Bob"])
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("A<U+200D>nn"));
}

#[cfg(unix)]
#[test]
fn a_tampered_rule_path_is_refused_by_reload_rules_unless_a_regular_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (save, text, rule_line) = a_save_with_a_rule(dir.path());
    let fifo = dir.path().join("afifo");
    nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
    for tampered in [Path::new("/dev/stdin"), fifo.as_path()] {
        let tampered_text = text.replace(&rule_line, &format!("path: {}", tampered.display()));
        std::fs::write(&save, &tampered_text).expect("tampered");
        common::cli::marbles(dir.path())
            .args(["resume", "--reload-rules"])
            .arg(&save)
            .write_stdin("marbles.api(1)\nmarbles.rules.six_of_a_kind = 100\n")
            // A hang guard, not a timing check: before the fix the FIFO never opened.
            .timeout(std::time::Duration::from_secs(60))
            .assert()
            .failure()
            .stderr(predicate::str::contains("is not a regular file"));
        let saved = std::fs::read_to_string(&save).expect("read");
        assert_eq!(saved, tampered_text, "nothing is written");
    }
}

#[cfg(unix)]
#[test]
fn a_pipe_named_as_a_rule_or_the_config_is_refused_without_waiting_for_a_writer() {
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("afifo");
    nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
    // Nobody writes to the pipe: it reads as an empty script, which is refused.
    common::cli::marbles(dir.path())
        .args(["--no-config", "score", "111"])
        .arg("--rules")
        .arg(&fifo)
        // A hang guard, not a timing check: before the fix the open never returned.
        .timeout(std::time::Duration::from_secs(60))
        .assert()
        .failure()
        .stderr(predicate::str::contains("marbles.api"));
    // A config is a file: a pipe is refused at once (it could be the game's own input).
    common::cli::marbles(dir.path())
        .env("MARBLES_CONFIG", &fifo)
        .args(["score", "111"])
        .timeout(std::time::Duration::from_secs(60))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("pipe"));
}

#[test]
fn a_name_with_a_control_character_or_longer_than_a_column_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (name, says) in [
        ("X\u{1b}[2J", "holds a control character"),
        ("Ann\nBob", "holds a control character"),
        ("Bell\u{7}", "holds a control character"),
    ] {
        common::cli::marbles(dir.path())
            .args(["play", name, "Cy"])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(says));
    }
    common::cli::marbles(dir.path())
        .args(["play", &"A".repeat(41), "Cy"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "is 41 characters long: a name on the pad has at most 40",
        ));
    assert!(
        !dir.path().join("games").exists(),
        "no game was started, so none was saved"
    );
}

#[test]
fn a_path_with_an_escape_sequence_is_never_sent_to_the_terminal_raw() {
    let dir = tempfile::tempdir().expect("temp dir");
    let assert = common::cli::marbles(dir.path())
        .arg("resume")
        .arg("\u{1b}[2Jgone.yaml")
        .assert()
        .code(2);
    let stderr = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
    assert!(!stderr.contains('\u{1b}'), "{stderr:?}");
    assert!(stderr.contains(r"$'\e[2Jgone.yaml'"), "{stderr:?}");
}
