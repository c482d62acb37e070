//! What marbles keeps about the saves, in the state folder (`$MARBLES_DATA_DIR/state`
//! when the data folder is moved): the last game played and the saves kept elsewhere,
//! through the real binary.

use crate::common;

use std::path::Path;

use marbles::testing::store;

/// A one-throw game of Cy and Di saved at `save` (or in the games folder).
fn play(data: &Path, save: Option<&Path>) {
    let mut cmd = common::cli::marbles(data);
    cmd.args(["play", "Cy", "Di", "--first", "Cy"]);
    if let Some(save) = save {
        cmd.arg("--save").arg(save);
    }
    cmd.write_stdin("111555\nquit\n").assert().success();
}

#[test]
fn a_game_saved_elsewhere_is_noted_in_the_state_folder_and_resumed_without_a_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    let friday = dir.path().join("friday.yaml");
    play(&data, Some(&friday));
    let state = data.join("state");
    let note = std::fs::read_to_string(state.join("last-game")).expect("the note");
    assert_eq!(note.trim_end(), friday.display().to_string());
    assert_eq!(store::known_saves_in(&state), vec![friday.clone()]);
    assert!(
        !data.join("last-game").exists(),
        "no note in the data folder"
    );

    common::cli::marbles(&data)
        .arg("resume")
        .write_stdin("k111555\nquit\n")
        .assert()
        .success();
    assert_eq!(store::load(&friday).expect("loads").actions.len(), 3);
}

#[test]
fn a_game_in_the_games_folder_is_not_listed_twice() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    play(&data, None);
    assert!(store::known_saves_in(&data.join("state")).is_empty());
}

#[test]
fn the_last_game_noted_by_an_older_marbles_is_resumed_once_more() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    let friday = dir.path().join("friday.yaml");
    play(&data, Some(&friday));
    // A newer game in the games folder, then the state folder as before it existed:
    // only the old note in the data folder names Friday's game.
    play(&data, None);
    std::fs::remove_dir_all(data.join("state")).expect("no state folder");
    std::fs::write(data.join("last-game"), format!("{}\n", friday.display())).expect("old note");

    common::cli::marbles(&data)
        .arg("resume")
        .write_stdin("k111555\nquit\n")
        .assert()
        .success();
    assert_eq!(store::load(&friday).expect("loads").actions.len(), 3);
    assert!(
        !data.join("last-game").exists(),
        "the old note is read once"
    );
    assert!(data.join("state").join("last-game").is_file());
}

/// A state folder that is a file (or `/dev/null`) cannot list the games saved
/// elsewhere: `history` and `stats` say so, once, and list the games folder's games.
#[test]
fn a_state_folder_that_is_a_file_is_warned_about_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    play(&data, None);
    let file = dir.path().join("sf");
    std::fs::write(&file, "").expect("write");
    for state in [file.as_path(), Path::new("/dev/null")] {
        for command in ["history", "stats"] {
            let output = common::cli::marbles(&data)
                .env("MARBLES_STATE_DIR", state)
                .arg(command)
                .output()
                .expect("runs");
            assert!(output.status.success(), "{output:?}");
            let stderr = String::from_utf8(output.stderr).expect("UTF-8");
            let stdout = String::from_utf8(output.stdout).expect("UTF-8");
            assert_eq!(stderr.matches("warning:").count(), 1, "{stderr}");
            assert!(stderr.contains(&state.display().to_string()), "{stderr}");
            assert!(stderr.contains("not a folder"), "{stderr}");
            assert!(stdout.contains("Cy"), "{stdout}");
        }
    }
    assert_eq!(std::fs::read(&file).expect("read"), b"");
}

/// `ln -s /dev/null history-index.json` ("turn the index off"), and links to a pipe, a
/// folder or a document: marbles writes no file of its state folder through a link.
/// The game is played and saved, `history` lists it with a warning, and what the links
/// lead to is as it was (`/dev/null` is still the device).
#[cfg(unix)]
#[test]
fn links_in_the_state_folder_are_never_written_through() {
    use std::os::unix::fs::{FileTypeExt, MetadataExt, symlink};
    let null_before = std::fs::metadata("/dev/null").expect("/dev/null");
    assert!(null_before.file_type().is_char_device());
    for target in ["/dev/null", "fifo", "folder", "doc.txt"] {
        let dir = tempfile::tempdir().expect("temp dir");
        let data = dir.path().join("data");
        let state = data.join("state");
        std::fs::create_dir_all(&state).expect("state folder");
        let fifo = dir.path().join("fifo");
        nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
        std::fs::create_dir(dir.path().join("folder")).expect("folder");
        std::fs::write(dir.path().join("doc.txt"), "my notes\n").expect("doc");
        let to = if target.starts_with('/') {
            Path::new(target).to_owned()
        } else {
            dir.path().join(target)
        };
        for name in ["last-game", "history-index.json", "known-saves"] {
            symlink(&to, state.join(name)).expect("link");
        }
        play(&data, None);
        let output = common::cli::marbles(&data)
            .arg("history")
            .output()
            .expect("runs");
        assert!(output.status.success(), "{target}: {output:?}");
        let stderr = String::from_utf8(output.stderr).expect("UTF-8");
        assert!(stderr.contains("symbolic link"), "{target}: {stderr}");
        assert!(
            String::from_utf8_lossy(&output.stdout).contains("Cy"),
            "{target}"
        );
        for name in ["last-game", "history-index.json", "known-saves"] {
            let link = std::fs::symlink_metadata(state.join(name)).expect("still there");
            assert!(link.is_symlink(), "{target}: {name} is no longer a link");
        }
        assert!(
            std::fs::metadata(&fifo)
                .expect("fifo")
                .file_type()
                .is_fifo()
        );
        assert!(dir.path().join("folder").is_dir());
        assert_eq!(
            std::fs::read_dir(dir.path().join("folder"))
                .expect("list")
                .count(),
            0,
            "nothing put in the folder"
        );
        assert_eq!(
            std::fs::read_to_string(dir.path().join("doc.txt")).expect("doc"),
            "my notes\n"
        );
        let beside: Vec<String> = std::fs::read_dir(dir.path())
            .expect("list")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .filter(|name| name.starts_with('.'))
            .collect();
        assert!(beside.is_empty(), "{target}: lock or temp files {beside:?}");
    }
    let null_after = std::fs::metadata("/dev/null").expect("/dev/null");
    assert!(null_after.file_type().is_char_device());
    assert_eq!(
        (null_after.ino(), null_after.rdev()),
        (null_before.ino(), null_before.rdev())
    );
}

/// A save whose path is not UTF-8 (a Unix file name may be any bytes) is listed by
/// `history` and counted by `stats`: it went missing from both without a word.
#[cfg(unix)]
#[test]
fn a_game_saved_at_a_path_that_is_not_utf8_is_listed_and_counted() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    let odd = dir
        .path()
        .join(std::ffi::OsStr::from_bytes(b"fredag-\xff.yaml"));
    play(&data, Some(&odd));
    assert_eq!(
        store::known_saves_in(&data.join("state")),
        vec![odd.clone()]
    );
    let out = common::cli::marbles(&data)
        .args(["history", "--numbers"])
        .output()
        .expect("runs");
    assert!(out.status.success(), "{out:?}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1\tCy, Di\n");
    let stats = common::cli::marbles(&data)
        .args(["stats", "--json"])
        .output()
        .expect("runs");
    let json: serde_json::Value = serde_json::from_slice(&stats.stdout).expect("JSON");
    assert_eq!(json["games"], 1, "{json}");
}

/// A save at a path the list of known saves cannot hold (a line break in it) is not
/// left out in silence: `play` says at once that `history` will not list it.
#[cfg(unix)]
#[test]
fn a_game_saved_at_a_path_with_a_line_break_says_it_cannot_be_listed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    let odd = dir.path().join("fre\ndag.yaml");
    common::cli::marbles(&data)
        .args(["play", "Cy", "Di", "--first", "Cy", "--save"])
        .arg(&odd)
        .write_stdin("111555\nquit\n")
        .assert()
        .success()
        .stderr(predicates::str::contains(
            "`history` and `stats` will not list this game",
        ));
}

/// Without its state folder, `history` lists only the games folder, and says so.
#[test]
fn history_says_when_the_state_folder_is_missing() {
    use predicates::prelude::*;
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    play(&data, None);
    play(&data, Some(&dir.path().join("friday.yaml")));
    std::fs::remove_dir_all(data.join("state")).expect("state folder lost");
    common::cli::marbles(&data)
        .arg("history")
        .assert()
        .success()
        .stderr(predicates::str::contains(
            "was not there, and with it the list of games saved outside",
        ));
    // Said once: the listing makes the folder again.
    common::cli::marbles(&data)
        .arg("history")
        .assert()
        .success()
        .stderr(predicates::str::contains("was not there").not());
}
