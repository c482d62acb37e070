//! Every place marbles writes a file, listed: a new write site fails this check until
//! it is added here with how it keeps the one rule (no folder, pipe or device is ever
//! replaced, and no file of marbles' own folders is written through a link; see
//! `src/store/occupant.rs`).

use super::layers::{code, relative, root, rust_files, source_files};

/// What writes, as it reads in code (`rg "write_atomically|rename|File::create"` and
/// the other ways to make or open a file for writing).
const WRITES: &[&str] = &[
    "write_atomically(",
    "rename(",
    "File::create",
    "OpenOptions::new",
    "fs::write(",
    "fs::copy(",
    "persist",
    "atomic::{",
    "save_history(",
];

/// Each write site (file, what it calls) and why it keeps the rule.
const SITES: &[(&str, &str, &str)] = &[
    (
        "src/store/atomic.rs",
        "write_atomically(",
        "the atomic write itself: check_replaceable first",
    ),
    (
        "src/store/atomic.rs",
        "persist",
        "the rename of write(), reached through write_atomically or after a SaveLock",
    ),
    (
        "src/store/autosave.rs",
        "atomic::{",
        "a new save: write() under a SaveLock, which checked the target",
    ),
    (
        "src/store/autosave.rs",
        "write_atomically(",
        "every later save",
    ),
    (
        "src/store/export_file.rs",
        "atomic::{",
        "an export onto a file: write() under a SaveLock",
    ),
    (
        "src/store/export_file.rs",
        "OpenOptions::new",
        "an export onto a stream, in place: replaces nothing",
    ),
    (
        "src/store/index.rs",
        "write_atomically(",
        "the history index: own_file, then a SaveLock",
    ),
    (
        "src/store/location.rs",
        "write_atomically(",
        "last-game: own_file, then a SaveLock",
    ),
    (
        "src/store/lock.rs",
        "OpenOptions::new",
        "the lock file: O_NOFOLLOW, and a regular file only",
    ),
    ("src/read_now.rs", "OpenOptions::new", "reading only"),
    (
        "src/serve/mod.rs",
        "atomic::{",
        "not a write: std::sync::atomic's counters",
    ),
    (
        "src/store/state_dir.rs",
        "write_atomically(",
        "known-saves and last-players: own_file, then a SaveLock",
    ),
    (
        "src/store/cache/win_tables.rs",
        "write_atomically(",
        "a cached win table",
    ),
    (
        "src/store/live_pads.rs",
        "write_atomically(",
        "the live pads' tokens and ports, under a lock",
    ),
    (
        "src/store/cache/reviews.rs",
        "write_atomically(",
        "the cached reviews stats adds up",
    ),
    (
        "src/repl/mod.rs",
        "save_history(",
        "the typed-line history in the state folder: no link, and Occupant, in cli/play.rs",
    ),
];

#[test]
fn every_write_site_is_listed_with_how_it_keeps_the_rule() {
    let mut found = Vec::new();
    for file in source_files() {
        let name = relative(&file);
        if name.ends_with("tests.rs")
            || name.ends_with("_tests.rs")
            || name.contains("/tests_")
            || name.contains("/tests/")
        {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("readable source");
        for line in text.lines() {
            // Unit tests come last in a file and make files of their own.
            if line.trim_start().starts_with("#[cfg(test)]")
                || line.trim_start().starts_with("#[cfg(all(test")
            {
                break;
            }
            for write in WRITES {
                let site = (name.clone(), (*write).to_owned());
                if code(line).contains(write) && !found.contains(&site) {
                    found.push(site);
                }
            }
        }
    }
    found.sort();
    let mut listed: Vec<(String, String)> = SITES
        .iter()
        .map(|(file, write, _)| ((*file).to_owned(), (*write).to_owned()))
        .collect();
    listed.sort();
    assert_eq!(
        found, listed,
        "a write site was added or removed: list it in SITES with how it keeps the rule"
    );
}

/// Tests write files too: proptest, by default, draws new cases on every run and writes
/// each failure's seed into a `proptest-regressions/` folder beside `lib.rs` or
/// `main.rs`, which nobody keeps and which makes the next run fail for certain. Every
/// property here names its settings (a fixed seed, and a regression file only where one
/// is kept on purpose), and that kept file is in git's care.
#[test]
fn every_property_runs_from_a_fixed_seed_and_writes_only_a_kept_file() {
    let mut faults = Vec::new();
    let files = [
        root().join("src"),
        root().join("tests"),
        root().join("crates"),
    ]
    .iter()
    .flat_map(|dir| rust_files(dir))
    .collect::<Vec<_>>();
    for file in files {
        let name = relative(&file);
        if name == "tests/it/tidy/writes.rs" {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("readable source");
        let blocks = text
            .lines()
            .filter(|l| code(l).contains("proptest! {"))
            .count();
        let configured = text
            .lines()
            .filter(|l| {
                code(l).contains("#![proptest_config(config(")
                    || code(l).contains("#![proptest_config(config())]")
                    || code(l).contains("#![proptest_config(common::proptest_config")
            })
            .count();
        if blocks != configured {
            faults.push(format!(
                "{name}: {blocks} proptest! blocks, {configured} with settings of their own"
            ));
        }
        if blocks > 0
            && !text.contains("RngSeed::Fixed")
            && !text.contains("common::proptest_config")
        {
            faults.push(format!("{name}: properties without a fixed seed"));
        }
    }
    assert!(faults.is_empty(), "{faults:#?}");
    // The one regression file kept: beside its test, where its settings look for it.
    assert!(
        root()
            .join("tests/it/properties.proptest-regressions")
            .is_file()
    );
    assert!(!root().join("proptest-regressions").exists());
    assert!(!root().join("tests/proptest-regressions").exists());
}
