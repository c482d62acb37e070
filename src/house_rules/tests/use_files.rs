//! `marbles.use("./FILE.lua")`: files beside the calling script, read with the checks a
//! `--rules` file gets, cycles told by canonical path, and the text kept for saves.

use std::path::Path;

use crate::house_rules::*;

const TENK: &str = "marbles.api(2)\nmarbles.rules.win_at = 10000\n";

fn write(path: &Path, text: &str) {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).expect("folder");
    }
    std::fs::write(path, text).expect("write");
}

fn main_using(dir: &Path, used: &str) -> HouseRule {
    let path = dir.join("rules/main.lua");
    write(
        &path,
        &format!("marbles.api(2)\nmarbles.use({used:?})\nmarbles.rules.open_at = 500\n"),
    );
    resolve(&path).expect("reads")
}

fn failure(sources: &[HouseRule]) -> String {
    match inspect(sources) {
        Ok(_) => panic!("should fail to load"),
        Err(err) => err.at_path(),
    }
}

#[test]
fn a_path_is_read_from_the_calling_scripts_folder_and_kept_for_the_save() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(&dir.path().join("rules/tenk.lua"), TENK);
    let main = main_using(dir.path(), "./tenk.lua");
    let loaded = inspect(std::slice::from_ref(&main)).expect("loads");
    assert_eq!(loaded.rules.scorer().rules().win_at, 10_000);
    assert_eq!(loaded.rules.scorer().rules().open_at, 500);
    let kept = loaded.rules.house_rules();
    assert_eq!(kept[0].uses.len(), 1);
    assert_eq!(kept[0].uses[0].path, dir.path().join("rules/tenk.lua"));
    assert_eq!(kept[0].uses[0].source, TENK);
    assert_eq!(kept[0].uses[0].name, "tenk");

    // The save's copy, not the file: changed or gone, the game loads as it was played.
    write(
        &dir.path().join("rules/tenk.lua"),
        "marbles.api(2)\nmarbles.rules.win_at = 5000\n",
    );
    let again = load_saved(kept).expect("loads from the save");
    assert_eq!(again.scorer().rules().win_at, 10_000);
    std::fs::remove_file(dir.path().join("rules/tenk.lua")).expect("remove");
    let again = load_saved(kept).expect("loads without the file");
    assert_eq!(again.scorer().rules().win_at, 10_000);
    assert_eq!(again.house_rules(), kept);
}

#[test]
fn a_used_file_uses_files_from_its_own_folder() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        &dir.path().join("common/tenk.lua"),
        "marbles.api(2)\nmarbles.use('./win.lua')\n",
    );
    write(&dir.path().join("common/win.lua"), TENK);
    let main = main_using(dir.path(), "../common/tenk.lua");
    let loaded = inspect(std::slice::from_ref(&main)).expect("loads");
    assert_eq!(loaded.rules.scorer().rules().win_at, 10_000);
    let uses: Vec<_> = loaded.rules.house_rules()[0]
        .uses
        .iter()
        .map(|u| u.path.clone())
        .collect();
    assert_eq!(
        uses,
        [
            dir.path().join("common/tenk.lua"),
            dir.path().join("common/win.lua")
        ]
    );
}

#[test]
fn a_missing_file_is_named_by_its_resolved_path_on_the_callers_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let main = main_using(dir.path(), "./nowhere.lua");
    let why = failure(&[main]);
    let caller = dir.path().join("rules/main.lua").display().to_string();
    let missing = dir.path().join("rules/nowhere.lua").display().to_string();
    assert!(why.starts_with(&format!("{caller}:2: ")), "{why}");
    assert!(
        why.contains(&format!("there is no file {missing}")),
        "{why}"
    );
}

#[test]
fn a_bare_name_stays_a_shipped_name() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(&dir.path().join("rules/tenk.lua"), TENK);
    let why = failure(&[main_using(dir.path(), "tenk.lua")]);
    assert!(why.contains("there is no shipped script `tenk`"), "{why}");
}

#[test]
fn a_cycle_through_files_is_refused_naming_the_chain() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        &dir.path().join("rules/a.lua"),
        "marbles.api(2)\nmarbles.use('./b.lua')\n",
    );
    write(
        &dir.path().join("rules/b.lua"),
        "marbles.api(2)\n\nmarbles.use('../rules/a.lua')\n",
    );
    let why = failure(&[main_using(dir.path(), "./a.lua")]);
    let b = dir.path().join("rules/b.lua").display().to_string();
    assert!(why.contains(&format!("{b}:3: ")), "{why}");
    assert!(why.contains("a script cannot use itself"), "{why}");
    assert!(why.contains("a.lua uses"), "{why}");

    // The script itself, reached by a path: the same file, whatever the name.
    let why = failure(&[main_using(dir.path(), "./main.lua")]);
    assert!(why.contains("a script cannot use itself"), "{why}");
}

#[test]
fn the_same_file_used_twice_is_no_cycle() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(&dir.path().join("rules/tenk.lua"), TENK);
    write(
        &dir.path().join("rules/main.lua"),
        "marbles.api(2)\nmarbles.use('./tenk.lua')\nmarbles.use('./tenk.lua')\n",
    );
    let main = resolve(&dir.path().join("rules/main.lua")).expect("reads");
    let loaded = inspect(&[main]).expect("loads");
    assert_eq!(loaded.rules.house_rules()[0].uses.len(), 1);
}

#[test]
fn a_folder_a_fifo_and_a_large_file_are_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir_all(dir.path().join("rules/folder.lua")).expect("folder");
    let why = failure(&[main_using(dir.path(), "./folder.lua")]);
    assert!(why.contains("is not a regular file"), "{why}");

    #[cfg(unix)]
    {
        let fifo = dir.path().join("rules/fifo.lua");
        nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
        let why = failure(&[main_using(dir.path(), "./fifo.lua")]);
        assert!(why.contains("fifo.lua is not a regular file"), "{why}");
    }

    let big = dir.path().join("rules/big.lua");
    let mut text = String::from("marbles.api(2)\n");
    text.push_str(&"-".repeat(SCRIPT_SIZE_LIMIT as usize));
    write(&big, &text);
    let why = failure(&[main_using(dir.path(), "./big.lua")]);
    assert!(why.contains("big.lua is larger than 1 MiB"), "{why}");
}

#[test]
fn a_saved_copy_past_the_size_limit_is_refused() {
    let mut main = HouseRule::new(
        "main",
        "main.lua",
        "marbles.api(2)\nmarbles.use('./x.lua')\n",
    );
    main.uses.push(HouseRule::new(
        "x",
        "x.lua",
        "-".repeat(SCRIPT_SIZE_LIMIT as usize + 1),
    ));
    assert!(matches!(
        inspect(&[main]),
        Err(HouseRuleError::SavedTooLarge { .. })
    ));
}

#[test]
fn a_used_file_changed_or_gone_makes_the_disk_copy_changed_without_opening_a_pipe() {
    let dir = tempfile::tempdir().expect("temp dir");
    let tenk = dir.path().join("rules/tenk.lua");
    write(&tenk, TENK);
    let main = main_using(dir.path(), "./tenk.lua");
    let loaded = inspect(std::slice::from_ref(&main)).expect("loads");
    let saved = &loaded.rules.house_rules()[0];
    assert_eq!(disk_copy(saved), DiskCopy::Same);
    write(&tenk, "marbles.api(2)\n");
    assert_eq!(disk_copy(saved), DiskCopy::Changed);
    std::fs::remove_file(&tenk).expect("remove");
    assert_eq!(disk_copy(saved), DiskCopy::Changed);
    #[cfg(unix)]
    {
        nix::unistd::mkfifo(&tenk, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
        assert_eq!(disk_copy(saved), DiskCopy::Changed);
    }
}
