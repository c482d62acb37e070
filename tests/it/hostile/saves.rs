//! The second hostile pass on saves and exports (issue 8): a lock file deleted under a
//! live session, hard links, saves in disguise, exports onto devices, FIFOs and folders.
//! Every test runs the real binary.

use crate::common;

use std::io::Write;
use std::path::Path;
use std::process::{Child, Stdio};

use marbles::testing::store;
use predicates::prelude::*;

/// `marbles ARGS` left waiting on its open standard input, as a session in another
/// terminal; standard error is kept to read at the end.
fn live_session(data: &Path, args: &[&str], save: &Path) -> Child {
    common::cli::marbles_process(data)
        .args(args)
        .arg(save)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("marbles starts")
}

/// Waits, on the file system and not the clock, until `done` holds.
fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    for _ in 0..20_000_000 {
        if done() {
            return;
        }
        std::thread::yield_now();
    }
    panic!("never happened: {what}");
}

/// Ends a live session by closing its input, and returns its exit status and stderr.
fn end(mut child: Child, lines: &str) -> (std::process::ExitStatus, String) {
    let mut stdin = child.stdin.take().expect("piped");
    stdin.write_all(lines.as_bytes()).expect("written");
    drop(stdin);
    let out = child.wait_with_output().expect("ends");
    (
        out.status,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn saved_text(save: &Path) -> String {
    std::fs::read_to_string(save).expect("the save")
}

#[test]
fn a_session_whose_lock_file_was_deleted_writes_nothing_more_and_leaves_the_new_lock() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = dir.path().join("g.yaml");
    let sidecar = dir.path().join(".g.yaml.lock");
    let first = live_session(
        dir.path(),
        &["play", "Ann", "Bob", "--first", "Ann", "--save"],
        &save,
    );
    wait_for("the first session saves", || store::load(&save).is_ok());
    // A stale-looking lock file, removed by hand: a second session gets in.
    std::fs::remove_file(&sidecar).expect("removed");
    let second = live_session(dir.path(), &["resume"], &save);
    wait_for("the second session locks", || sidecar.exists());
    let mut second_in = second.stdin.as_ref().expect("piped");
    second_in.write_all(b"111555\nbank\n").expect("written");
    wait_for("the bank is saved", || saved_text(&save).contains("bank"));

    let (status, stderr) = end(first, "234662\n");
    assert!(!status.success(), "{stderr}");
    assert!(
        stderr.contains(".g.yaml.lock was deleted or replaced"),
        "{stderr}"
    );
    assert!(
        saved_text(&save).contains("bank"),
        "the bank was overwritten"
    );
    // The first session left the second's lock in place.
    common::cli::marbles(dir.path())
        .arg("resume")
        .arg(&save)
        .write_stdin("quit\n")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("in use"));
    let (status, stderr) = end(second, "");
    assert!(status.success(), "{stderr}");
    assert!(saved_text(&save).contains("bank"));
}

#[test]
fn a_save_with_a_second_hard_link_is_refused_naming_the_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = dir.path().join("g.yaml");
    let link = dir.path().join("h.yaml");
    common::cli::marbles(dir.path())
        .args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
        .arg(&save)
        .write_stdin("")
        .assert()
        .success();
    std::fs::hard_link(&save, &link).expect("linked");
    let before = std::fs::read(&save).expect("read");
    for path in [&link, &save] {
        common::cli::marbles(dir.path())
            .arg("resume")
            .arg(path)
            .write_stdin("111555\nbank\n")
            .assert()
            .code(2)
            .stderr(predicate::str::contains(path.display().to_string()))
            .stderr(predicate::str::contains("2 names (hard links)"));
    }
    assert_eq!(std::fs::read(&save).expect("read"), before);
}

fn a_save(dir: &Path, name: &str) -> std::path::PathBuf {
    let save = dir.join(name);
    common::cli::marbles(dir)
        .args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
        .arg(&save)
        .write_stdin("")
        .assert()
        .success();
    save
}

#[test]
fn an_export_never_replaces_a_save_with_a_quoted_marker_or_a_long_comment() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = a_save(dir.path(), "s.yaml");
    let text = saved_text(&save);
    let quoted = dir.path().join("q.yaml");
    std::fs::write(
        &quoted,
        text.replacen("format: marbles-save", "format: \"marbles-save\"", 1),
    )
    .expect("write");
    let commented = dir.path().join("c.yaml");
    std::fs::write(&commented, format!("# {}\n{text}", "x".repeat(70_000))).expect("write");
    for target in [&quoted, &commented] {
        let before = std::fs::read(target).expect("read");
        common::cli::marbles(dir.path())
            .args(["export", "--format", "csv"])
            .arg(target)
            .assert()
            .success();
        common::cli::marbles(dir.path())
            .arg("export")
            .arg(&save)
            .arg("-o")
            .arg(target)
            .args(["--force", "--format", "md"])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("is a marbles save"));
        assert_eq!(std::fs::read(target).expect("read"), before);
    }
}

#[test]
fn an_export_onto_a_folder_says_it_is_a_folder() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = a_save(dir.path(), "s.yaml");
    let folder = dir.path().join("somedir");
    std::fs::create_dir(&folder).expect("folder");
    common::cli::marbles(dir.path())
        .arg("export")
        .arg(&save)
        .arg("-o")
        .arg(&folder)
        .args(["--format", "md"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("somedir is a folder"))
        .stderr(predicate::str::contains("is a marbles save").not());
}

#[cfg(unix)]
#[test]
fn an_export_to_standard_output_or_a_device_is_written_in_place() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = a_save(dir.path(), "s.yaml");
    // assert_cmd reads standard output through a pipe: /dev/stdout is that pipe.
    common::cli::marbles(dir.path())
        .arg("export")
        .arg(&save)
        .args(["-o", "/dev/stdout", "--format", "csv"])
        .assert()
        .success()
        // The CSV is the pad (issue 13 item 7): no turn played yet, so only its header.
        .stdout(predicate::str::starts_with("round,turn,player,"));
    common::cli::marbles(dir.path())
        .arg("export")
        .arg(&save)
        .args(["-o", "/dev/null", "--format", "md", "--force"])
        .assert()
        .success();
    use std::os::unix::fs::FileTypeExt;
    let null = std::fs::metadata("/dev/null").expect("/dev/null");
    assert!(null.file_type().is_char_device(), "/dev/null was replaced");
    assert!(
        !Path::new("/dev/.null.lock").exists(),
        "a lock file in /dev"
    );
}

#[cfg(unix)]
#[test]
fn an_export_into_a_fifo_nobody_reads_is_refused_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = a_save(dir.path(), "s.yaml");
    let fifo = dir.path().join("afifo");
    nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
    for force in [false, true] {
        let mut cmd = common::cli::marbles(dir.path());
        cmd.arg("export")
            .arg(&save)
            .arg("-o")
            .arg(&fifo)
            .args(["--format", "md"]);
        if force {
            cmd.arg("--force");
        }
        cmd.assert()
            .code(2)
            .stderr(predicate::str::contains("no program is reading"));
    }
    use std::os::unix::fs::FileTypeExt;
    let meta = std::fs::symlink_metadata(&fifo).expect("still there");
    assert!(meta.file_type().is_fifo(), "the FIFO was replaced");
    assert!(!dir.path().join(".afifo.lock").exists());
}

#[test]
fn a_game_whose_house_rules_would_outgrow_a_save_is_refused_at_the_start() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Five scripts of 1,000,000 bytes each: each under the 1 MiB a script may have,
    // together more than the 4 MiB a save keeps of them.
    let mut rules = Vec::new();
    for i in 1..=5 {
        let path = dir.path().join(format!("r{i}.lua"));
        let padding = format!("-- {}\n", "x".repeat(999_970));
        std::fs::write(&path, format!("marbles.api(1)\n{padding}")).expect("script");
        rules.push(path);
    }
    let save = dir.path().join("big.yaml");
    let mut cmd = common::cli::marbles(dir.path());
    cmd.args(["play", "Ann", "Bob", "--save"]).arg(&save);
    for rule in &rules {
        cmd.arg("--rules").arg(rule);
    }
    cmd.write_stdin("first Ann\n")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("at most 4 MiB"));
    assert!(!save.exists(), "no save that could not be loaded again");
}

#[test]
fn a_game_saved_onto_marbles_own_files_neither_hangs_nor_loses_the_save() {
    let dir = tempfile::tempdir().expect("temp dir");
    let state = dir.path().join("state");
    std::fs::create_dir_all(&state).expect("state folder");
    for save in [state.join("last-game"), dir.path().join("last-game")] {
        common::cli::marbles(dir.path())
            .args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
            .arg(&save)
            .write_stdin("111555\n")
            .assert()
            .success();
        let saved = store::load(&save).expect("the game is saved where asked");
        assert_eq!(saved.actions.len(), 2);
        std::fs::remove_file(&save).expect("removed for the next round");
    }
}

#[cfg(unix)]
#[test]
fn a_pipe_or_a_folder_given_as_a_save_is_refused_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("game.yaml");
    nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
    for path in [fifo.as_path(), dir.path()] {
        common::cli::marbles(dir.path())
            .arg("resume")
            .arg(path)
            .timeout(std::time::Duration::from_secs(60))
            .write_stdin("")
            .assert()
            .code(2)
            .stderr(predicate::str::contains("is not a file"))
            .stderr(predicate::str::contains("give the path of a save"));
    }
    common::cli::marbles(dir.path())
        .args(["play", "Ann", "Bob", "--save"])
        .arg(&fifo)
        .timeout(std::time::Duration::from_secs(60))
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "is not a file (it is a pipe or a device)",
        ));
    common::cli::marbles(dir.path())
        .args(["play", "Ann", "Bob", "--save"])
        .arg(dir.path())
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is a folder"))
        .stderr(predicate::str::contains("game.yaml"));
    use std::os::unix::fs::FileTypeExt;
    let meta = std::fs::symlink_metadata(&fifo).expect("still there");
    assert!(meta.file_type().is_fifo(), "the FIFO was replaced");
}

/// The state folder is marbles' own, but a pipe put in place of one of its notes must
/// not hang a command: it reads as an empty note.
#[cfg(unix)]
#[test]
fn pipes_in_place_of_the_state_folders_notes_do_not_hang_history_or_resume() {
    let dir = tempfile::tempdir().expect("temp dir");
    a_save(dir.path(), "s.yaml");
    let state = dir.path().join("state");
    std::fs::create_dir_all(&state).expect("state folder");
    for note in ["history-index.json", "last-game", "known-saves"] {
        let path = state.join(note);
        let _ = std::fs::remove_file(&path);
        nix::unistd::mkfifo(&path, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
    }
    for args in [&["history"][..], &["stats"][..]] {
        common::cli::marbles(dir.path())
            .args(args)
            .timeout(std::time::Duration::from_secs(60))
            .assert()
            .success();
    }
}

/// A save edited by hand to hold a player name with an escape or a bidi override is
/// refused as `play` refuses such a name, naming the save and the name (its control
/// character shown as �), and left as it was; `history` lists it as damaged, with no
/// raw escape reaching the terminal.
#[test]
fn a_save_with_a_control_character_in_a_name_is_refused_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    let save = dir.path().join("base.yaml");
    common::cli::marbles(&data)
        .args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
        .arg(&save)
        .write_stdin("111555\nkeep\nbank\n")
        .assert()
        .success();
    let text = std::fs::read_to_string(&save).expect("read");
    for (name, shown) in [("\"B\\eob\"", "B\\eob"), ("\"B\\u202Eob\"", "B<U+202E>ob")] {
        let edited = text.replacen("- Bob\n", &format!("- {name}\n"), 1);
        assert_ne!(edited, text);
        std::fs::write(&save, &edited).expect("write");
        for args in [&["resume"][..], &["export"][..]] {
            common::cli::marbles(&data)
                .args(args)
                .arg(&save)
                .write_stdin("history\n")
                .assert()
                .code(2)
                .stdout(predicate::str::contains("\x1b").not())
                .stderr(predicate::str::contains("\x1b").not())
                .stderr(predicate::str::contains("base.yaml"))
                .stderr(predicate::str::contains(format!("`{shown}`")));
        }
        common::cli::marbles(&data)
            .arg("history")
            .assert()
            .success()
            .stdout(predicate::str::contains("\x1b").not())
            .stdout(predicate::str::contains("\u{202e}").not());
        assert_eq!(std::fs::read_to_string(&save).expect("read"), edited);
    }
}

/// `--save /dev/stdout` names a pipe (or a terminal): refused as not a file, before any
/// lock is tried on the kernel's `pipe:[…]` name.
#[cfg(unix)]
#[test]
fn a_save_onto_standard_output_is_refused_as_not_a_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    common::cli::marbles(dir.path())
        .args([
            "play",
            "Ann",
            "Bob",
            "--first",
            "Ann",
            "--save",
            "/dev/stdout",
        ])
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "/dev/stdout is not a file (it is a pipe or a device)",
        ))
        .stderr(predicate::str::contains("lock").not())
        .stderr(predicate::str::contains("pipe:[").not());
}

/// A kernel file (`/proc/self/status`) is a regular file in a folder that takes no new
/// file: the export says it cannot replace it, not that a lock failed.
#[cfg(target_os = "linux")]
#[test]
fn an_export_onto_a_kernel_file_says_it_cannot_replace_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = a_save(dir.path(), "s.yaml");
    common::cli::marbles(dir.path())
        .arg("export")
        .arg(&save)
        .args(["-o", "/proc/self/status", "--force", "--format", "md"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "/proc/self/status is not a file an export can replace",
        ))
        .stderr(predicate::str::contains("second session").not());
}

/// A save of one tallied turn, written by the binary.
fn tallied_save(dir: &Path) -> String {
    let save = dir.join("t.yaml");
    common::cli::marbles(dir)
        .args(["play", "Ann", "Bob", "--save"])
        .arg(&save)
        .write_stdin("first Ann\ntally 750\n")
        .assert()
        .success();
    let text = std::fs::read_to_string(&save).expect("the save");
    assert!(text.contains("- tally: 750\n"), "{text}");
    text
}

#[test]
fn a_tally_too_large_for_any_turn_names_the_action_and_what_a_tally_is() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let text = tallied_save(dir.path());
    let save = dir.path().join("bad.yaml");
    std::fs::write(
        &save,
        text.replace("- tally: 750\n", "- tally: 18446744073709551615\n"),
    )
    .expect("written");
    common::cli::marbles(dir.path())
        .args(["export", "--format", "csv"])
        .arg(&save)
        .assert()
        .failure()
        .stderr(predicate::str::contains("action 2 is `tally:"))
        .stderr(predicate::str::contains("a tally is `bust` or the points"))
        .stderr(predicate::str::contains("untagged").not())
        .stderr(predicate::str::contains("TallyText").not());
}

#[test]
fn a_billion_laughs_save_is_refused_in_words_not_the_librarys_budget() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let text = tallied_save(dir.path());
    let mut laughs = String::from("a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for (prev, name) in ('a'..='h').zip('b'..='i') {
        let row = vec![format!("*{prev}"); 9].join(", ");
        laughs.push_str(&format!("{name}: &{name} [{row}]\n"));
    }
    let save = dir.path().join("laughs.yaml");
    std::fs::write(&save, format!("{laughs}{text}")).expect("written");
    common::cli::marbles(dir.path())
        .args(["export", "--format", "csv"])
        .arg(&save)
        .assert()
        .failure()
        .stderr(predicate::str::contains("more YAML aliases and anchors"))
        .stderr(predicate::str::contains("budget breached").not())
        .stderr(predicate::str::contains("RecordedAnchorEvents").not());
}
