//! Fuzzed state folders: each file marbles keeps there (`last-game`, `known-saves`,
//! `history-index.json`) and each of their lock files is missing, a file of random
//! bytes, a pipe, a folder, or a symbolic link (to `/dev/null`, a pipe, a folder, a
//! document, nowhere, itself, or another link), all made by the test under a temp
//! folder. marbles then notes a game, lists the history and files a save, as a session
//! does. Nothing hangs or panics, and nothing a link leads to is changed: the pipe is
//! still a pipe, the folder still empty, the document as it was, `/dev/null` still the
//! same device (the test never writes to it), and no lock or temp file appears beside
//! any of them.
//!
//! 32 cases by default; `scripts/fuzz` runs it with many more.

#![cfg(unix)]

use std::os::unix::fs::{FileTypeExt, MetadataExt, symlink};
use std::path::{Path, PathBuf};

use marbles::testing::store::{self, History, Places};
use proptest::prelude::*;

/// A save written by marbles, with a house rule and an undo history.
const REAL: &[u8] = include_bytes!("../../fixtures/save-v1-serde-yaml.yaml");

/// The files of the state folder, and their lock files.
const NAMES: [&str; 6] = [
    "last-game",
    "known-saves",
    "history-index.json",
    ".last-game.lock",
    ".known-saves.lock",
    ".history-index.json.lock",
];

/// 32 cases (or `PROPTEST_CASES`), from a fixed seed unless `PROPTEST_RNG_SEED` is set.
fn config() -> ProptestConfig {
    crate::common::proptest_config(32)
}

/// Where a link leads.
#[derive(Debug, Clone)]
enum Target {
    /// `/dev/null`: the one real device, only looked at.
    DevNull,
    /// A pipe outside the state folder.
    Pipe,
    /// A folder outside the state folder.
    Folder,
    /// A user's document outside the state folder.
    Document,
    /// A path where nothing is.
    Nowhere,
    /// The link itself.
    Itself,
    /// Another link, to this target.
    Link(Box<Target>),
}

/// What stands at one name in the state folder.
#[derive(Debug, Clone)]
enum Entry {
    Missing,
    Bytes(Vec<u8>),
    Pipe,
    Folder,
    Link(Target),
}

fn target() -> impl Strategy<Value = Target> {
    let leaf = prop_oneof![
        Just(Target::DevNull),
        Just(Target::Pipe),
        Just(Target::Folder),
        Just(Target::Document),
        Just(Target::Nowhere),
        Just(Target::Itself),
    ];
    leaf.prop_recursive(3, 4, 1, |inner| {
        inner.prop_map(|t| Target::Link(Box::new(t)))
    })
}

fn entry() -> impl Strategy<Value = Entry> {
    prop_oneof![
        Just(Entry::Missing),
        proptest::collection::vec(any::<u8>(), 0..64).prop_map(Entry::Bytes),
        Just(Entry::Pipe),
        Just(Entry::Folder),
        target().prop_map(Entry::Link),
        target().prop_map(Entry::Link),
    ]
}

/// What the outside things look like; compared before and after.
#[derive(Debug, PartialEq)]
struct Outside {
    pipe_is_pipe: bool,
    folder_entries: usize,
    document: Vec<u8>,
    nowhere_exists: bool,
    null: (u64, u64, bool),
    /// Every name in the outside folder (lock or temp files would show here).
    names: Vec<String>,
}

fn outside(dir: &Path) -> Outside {
    let null = std::fs::metadata("/dev/null").expect("/dev/null");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    Outside {
        pipe_is_pipe: std::fs::metadata(dir.join("pipe")).is_ok_and(|m| m.file_type().is_fifo()),
        folder_entries: std::fs::read_dir(dir.join("folder")).map_or(usize::MAX, Iterator::count),
        document: std::fs::read(dir.join("document")).unwrap_or_default(),
        nowhere_exists: std::fs::symlink_metadata(dir.join("nowhere")).is_ok(),
        null: (null.ino(), null.rdev(), null.file_type().is_char_device()),
        names,
    }
}

/// Makes a link at `at` leading to `target` (`n` numbers the links of a chain).
fn link(at: &Path, target: &Target, outside: &Path, n: usize) {
    let to: PathBuf = match target {
        Target::DevNull => PathBuf::from("/dev/null"),
        Target::Pipe => outside.join("pipe"),
        Target::Folder => outside.join("folder"),
        Target::Document => outside.join("document"),
        Target::Nowhere => outside.join("nowhere"),
        Target::Itself => at.to_owned(),
        Target::Link(inner) => {
            let hop = outside.join(format!("hop-{n}"));
            link(&hop, inner, outside, n + 1);
            hop
        }
    };
    symlink(to, at).expect("link");
}

fn lay_out(state: &Path, outside_dir: &Path, entries: &[Entry]) {
    for (i, (name, entry)) in NAMES.iter().zip(entries).enumerate() {
        let at = state.join(name);
        match entry {
            Entry::Missing => {}
            Entry::Bytes(bytes) => std::fs::write(&at, bytes).expect("write"),
            Entry::Pipe => {
                nix::unistd::mkfifo(&at, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
            }
            Entry::Folder => std::fs::create_dir(&at).expect("folder"),
            Entry::Link(target) => link(&at, target, outside_dir, 10 * i),
        }
    }
}

/// The kind of each name in the state folder that the case made other than a file.
fn kinds(state: &Path, entries: &[Entry]) -> Vec<(String, Option<std::fs::FileType>)> {
    NAMES
        .iter()
        .zip(entries)
        .filter(|(_, entry)| !matches!(entry, Entry::Missing | Entry::Bytes(_)))
        .map(|(name, _)| {
            let kind = std::fs::symlink_metadata(state.join(name))
                .ok()
                .map(|m| m.file_type());
            ((*name).to_owned(), kind)
        })
        .collect()
}

fn run_case(entries: &[Entry]) -> Result<(), TestCaseError> {
    let dir = tempfile::tempdir().expect("temp dir");
    let outside_dir = dir.path().join("outside");
    std::fs::create_dir(&outside_dir).expect("outside");
    nix::unistd::mkfifo(&outside_dir.join("pipe"), nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
    std::fs::create_dir(outside_dir.join("folder")).expect("folder");
    std::fs::write(outside_dir.join("document"), "a user's notes\n").expect("document");
    let data = dir.path().join("data");
    let places = Places {
        games: data.join("games"),
        state: data.join("state"),
    };
    std::fs::create_dir_all(&places.games).expect("games");
    std::fs::create_dir_all(&places.state).expect("state");
    let in_games = places.games.join("game.yaml");
    std::fs::write(&in_games, REAL).expect("save");
    let elsewhere = dir.path().join("friday.yaml");
    std::fs::write(&elsewhere, REAL).expect("save");
    lay_out(&places.state, &outside_dir, entries);

    let before = outside(&outside_dir);
    let kinds_before = kinds(&places.state, entries);
    // What a session and the history do with the state folder; each may refuse.
    let _ = store::remember_last_game_in(&data, &places.state, &elsewhere);
    let _ = store::remember_save_in(&places.state, &elsewhere);
    let _ = History::load_from(&places);
    let _ = History::file_save(&places, &in_games);
    let _ = History::load_from(&places);

    prop_assert_eq!(outside(&outside_dir), before, "something outside changed");
    prop_assert_eq!(
        kinds(&places.state, entries),
        kinds_before,
        "a link, pipe or folder in the state folder was replaced"
    );
    prop_assert_eq!(std::fs::read(&elsewhere).expect("save"), REAL);
    Ok(())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn nothing_a_state_file_links_to_is_ever_written(
        entries in proptest::collection::vec(entry(), NAMES.len())
    ) {
        run_case(&entries)?;
    }
}

#[test]
fn a_link_to_dev_null_is_left_as_it_is() {
    let mut entries = vec![Entry::Missing; NAMES.len()];
    entries[2] = Entry::Link(Target::DevNull);
    entries[0] = Entry::Link(Target::DevNull);
    run_case(&entries).expect("nothing written through");
}
