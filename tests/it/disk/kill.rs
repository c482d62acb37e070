//! Nothing is lost when the laptop dies: `marbles play` killed with SIGKILL at arbitrary
//! moments always leaves a save that loads and holds a prefix of the actions sent.

use std::io::Write;
use std::process::{Command, Stdio};

use marbles::testing::store;
use marbles_core::game::Action;

const LINES: &[&str] = &[
    "111555", "keep", "123346", "k 1", "b", "234662", "115346", "k 11", "bank", "153346", "k 1",
    "undo", "k 15", "2346", "111111", "keep", "111111", "keep", "bank",
];

fn spawn(save: &std::path::Path, data: &std::path::Path) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_marbles"))
        .args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
        .arg(save)
        .env_clear()
        .env("COLUMNS", crate::common::cli::WIDE)
        .env("MARBLES_DATA_DIR", data)
        .env("MARBLES_CONFIG", data.join("config.toml"))
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("marbles starts")
}

/// The actions of the whole script, played to the end.
fn all_actions(dir: &std::path::Path) -> Vec<Action> {
    let save = dir.join("full.yaml");
    let mut child = spawn(&save, dir);
    let mut stdin = child.stdin.take().expect("stdin");
    stdin
        .write_all((LINES.join("\n") + "\n").as_bytes())
        .expect("write");
    drop(stdin);
    assert!(child.wait().expect("exits").success());
    store::load(&save).expect("the full game loads").actions
}

/// Loads the save if there is one; a file that exists must always load.
fn saved_actions(save: &std::path::Path, run: usize) -> Option<Vec<Action>> {
    if !save.exists() {
        return None;
    }
    let loaded = store::load(save)
        .unwrap_or_else(|e| panic!("run {run} left a save that does not load: {e}"));
    Some(loaded.actions)
}

#[test]
fn a_game_killed_at_any_moment_leaves_a_save_holding_a_prefix_of_the_actions() {
    let dir = tempfile::tempdir().expect("temp dir");
    let full = all_actions(dir.path());
    assert_eq!(
        full.len(),
        18,
        "`first Ann` and 17 moves (one more is undone)"
    );
    let mut kills_with_progress = 0;
    for (run, cut) in (1..=LINES.len()).chain(1..=LINES.len()).enumerate() {
        let save = dir.path().join(format!("run-{run}.yaml"));
        let mut child = spawn(&save, dir.path());
        let mut stdin = child.stdin.take().expect("stdin");
        // The process may already be dead; a broken pipe is part of the test.
        let _ = stdin.write_all((LINES[..cut].join("\n") + "\n").as_bytes());
        let _ = stdin.flush();
        // End of input lets a run whose target is never reached finish by itself.
        drop(stdin);
        // Wait (on what the save holds, not on the clock) until part of the input has
        // been played, a different part each run, then kill while the rest is in flight.
        // Every load on the way must succeed: a reader may open the file at any moment.
        let target = run % cut;
        for _ in 0..100_000 {
            let done = saved_actions(&save, run).is_some_and(|a| a.len() > target);
            if done || child.try_wait().ok().flatten().is_some() {
                break;
            }
            std::thread::yield_now();
        }
        child.kill().ok();
        child.wait().expect("reaped");
        let Some(saved) = saved_actions(&save, run) else {
            continue;
        };
        if saved.len() > 1 {
            kills_with_progress += 1;
        }
        assert!(
            full.starts_with(&saved) || saved_before_undo(&full, &saved),
            "run {run} (cut at {cut}) saved actions that are not a prefix: {saved:?}"
        );
    }
    assert!(
        kills_with_progress > LINES.len(),
        "most runs were killed after some play"
    );
}

/// Before `undo` takes `k 1` back, the save holds it; that is a prefix of what was sent,
/// though not of the final list.
fn saved_before_undo(full: &[Action], saved: &[Action]) -> bool {
    let undone = Action::Keep(marbles_core::dice::Faces::parse("1").expect("dice"));
    let at = 11; // `k 1` follows `first` and ten moves; the undo after it takes it back.
    saved.len() == at + 1 && saved[..at] == full[..at] && saved[at] == undone
}
