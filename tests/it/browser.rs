//! The HTML export and the live pad in a real browser: `scripts/chromium-check.mjs`
//! run on headless Chromium when it and Node are installed, skipped with a message
//! when not (CI machines need not have a browser).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::common::cli::marbles_process;

/// Chromium and Node, or why the test is skipped.
fn browser() -> Result<(), String> {
    let chromium = std::env::var_os("CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"));
    if !chromium.exists() {
        return Err(format!("no Chromium at {}", chromium.display()));
    }
    let node = Command::new("node")
        .arg("--version")
        .stdout(Stdio::null())
        .status();
    if !node.is_ok_and(|status| status.success()) {
        return Err("no node".to_owned());
    }
    Ok(())
}

fn script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/chromium-check.mjs")
}

/// Runs the script; its report is printed, and it must find nothing wrong.
fn check(args: &[&std::ffi::OsStr]) {
    let output = Command::new("node")
        .arg(script())
        .args(args)
        .output()
        .expect("node runs");
    let report = String::from_utf8_lossy(&output.stdout);
    println!("{report}{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "{report}");
}

#[test]
fn a_bokmal_export_fits_a_phone_in_chromium() {
    if let Err(why) = browser() {
        println!("skipped: {why}");
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let save = dir.path().join("game.yaml");
    let page = dir.path().join("game.html");
    // Three players; two bust in the same round; Annabelle wins with 14 000.
    let mut child = marbles_process(dir.path())
        .args(["--lang", "nb", "play", "Annabelle", "Bjørn", "Cy"])
        .args(["--first", "Annabelle", "--save"])
        .arg(&save)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("marbles starts");
    let moves = "111555\nkeep\nbank\n234662\n234662\n111555\nkeep\nbank\n111555\nkeep\nbank\n\
                 111555\nkeep\nbank\n234662\n111555\nkeep\nbank\n234662\n\
                 111111\nkeep\n111111\nkeep\nbank\n";
    std::io::Write::write_all(&mut child.stdin.take().expect("stdin"), moves.as_bytes())
        .expect("typed");
    assert!(child.wait().expect("played").success());
    let exported = marbles_process(dir.path())
        .args(["--lang", "nb", "export"])
        .arg(&save)
        .args(["--format", "html", "--output"])
        .arg(&page)
        .status()
        .expect("exported");
    assert!(exported.success());
    let shots = dir.path().join("shots");
    check(&["export".as_ref(), page.as_os_str(), shots.as_os_str()]);
}

#[test]
fn the_live_page_follows_the_game_without_a_reload_in_chromium() {
    if let Err(why) = browser() {
        println!("skipped: {why}");
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let shots = dir.path().join("shots");
    let marbles = Path::new(env!("CARGO_BIN_EXE_marbles"));
    // The script starts marbles itself; this test's environment has no user config
    // for it to read: point it at the temp dir.
    let output = Command::new("node")
        .arg(script())
        .args(["live".as_ref(), marbles.as_os_str(), shots.as_os_str()])
        .env("MARBLES_DATA_DIR", dir.path())
        .env("MARBLES_CONFIG", dir.path().join("config.toml"))
        .env("HOME", dir.path())
        .env("NO_COLOR", "1")
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("node runs");
    let report = String::from_utf8_lossy(&output.stdout);
    println!("{report}{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "{report}");
}
