//! Nothing typed is lost (issue 37): lines that reach the terminal while marbles is
//! still answering the one before are all read and played, in order. The line editor
//! reads the terminal in blocks; what it read past one line is kept for the next.
//!
//! Each test runs `marbles play` on a pseudo-terminal (80×24), waits for the first
//! prompt, writes every line in one write, and reads the save once marbles has quit.

#![cfg(unix)]

use std::io::{Read, Write};
use std::os::fd::OwnedFd;
use std::path::Path;
use std::process::Stdio;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use nix::pty::{Winsize, openpty};

use crate::common::cli::marbles_process;

/// How long a run may take before the test gives up on it: a guard against a hang
/// (a lost `quit` leaves marbles waiting), never a measure of speed.
const HANG_GUARD: Duration = Duration::from_secs(120);

/// Runs `marbles play Ann Bob --first Ann --save SAVE EXTRA…` on a pseudo-terminal,
/// writes `lines` (each with its Enter) in one write once the first prompt is shown,
/// and returns the save and everything shown on the screen.
fn played_on_a_terminal(
    dir: &Path,
    env: &[(&str, &str)],
    extra: &[&str],
    lines: &[&str],
) -> (String, String) {
    let size = Winsize {
        ws_row: 24,
        ws_col: 80,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    let pty = openpty(&size, None).expect("a pseudo-terminal");
    let save = dir.join("game.yaml");
    let slave = |fd: &OwnedFd| Stdio::from(fd.try_clone().expect("the terminal's fd"));
    let mut child = marbles_process(dir)
        .env("COLUMNS", "80")
        .env("LINES", "24")
        .env("TERM", "xterm")
        .envs(env.iter().copied())
        .args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
        .arg(&save)
        .args(extra)
        .stdin(slave(&pty.slave))
        .stdout(slave(&pty.slave))
        .stderr(slave(&pty.slave))
        .spawn()
        .expect("marbles starts");
    // Only marbles holds the terminal now: when it leaves, reading the master ends.
    drop(pty.slave);
    let mut master = std::fs::File::from(pty.master);
    let mut screen_reader = master.try_clone().expect("a second handle");
    let (shown_tx, shown) = mpsc::channel::<Vec<u8>>();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        // EIO once the terminal's last user is gone.
        while let Ok(n) = screen_reader.read(&mut buf) {
            if n == 0 || shown_tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let started = Instant::now();
    let mut screen = Vec::new();
    // The editor turns bracketed paste on as it starts reading a line.
    while !String::from_utf8_lossy(&screen).contains("\x1b[?2004h") {
        assert!(
            started.elapsed() < HANG_GUARD,
            "no prompt: {}",
            lossy(&screen)
        );
        if let Ok(bytes) = shown.recv_timeout(Duration::from_millis(100)) {
            screen.extend(bytes);
        }
    }
    let burst: String = lines.iter().map(|line| format!("{line}\r")).collect();
    master.write_all(burst.as_bytes()).expect("one write");
    master.flush().expect("sent");
    let status = loop {
        while let Ok(bytes) = shown.try_recv() {
            screen.extend(bytes);
        }
        if let Some(status) = child.try_wait().expect("waits") {
            break status;
        }
        if started.elapsed() > HANG_GUARD {
            let _ = child.kill();
            let _ = child.wait();
            panic!("marbles did not quit: lines were lost\n{}", lossy(&screen));
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    while let Ok(bytes) = shown.recv_timeout(Duration::from_millis(500)) {
        screen.extend(bytes);
    }
    assert!(status.success(), "{status:?}\n{}", lossy(&screen));
    let saved = std::fs::read_to_string(&save).expect("the save");
    (saved, lossy(&screen))
}

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `tally 800`, forty busts, then `quit`: 42 lines.
fn forty_busts() -> Vec<&'static str> {
    let mut lines = vec!["tally 800"];
    lines.extend(std::iter::repeat_n("234346", 40));
    lines.push("quit");
    lines
}

/// The save's actions after `first`, as the save lists them.
fn moves(saved: &str) -> (usize, usize) {
    let throws = saved.lines().filter(|l| l.trim() == "- throw:").count();
    let tallies = saved.lines().filter(|l| l.trim() == "- tally: 800").count();
    (tallies, throws)
}

#[test]
fn forty_lines_in_one_write_are_all_played() {
    for extra in [
        &[][..],
        &["--lang", "nb"][..],
        &["--hints"][..],
        &["--serve", "127.0.0.1:0"][..],
    ] {
        let dir = tempfile::tempdir().expect("temp dir");
        let (saved, screen) = played_on_a_terminal(dir.path(), &[], extra, &forty_busts());
        assert_eq!(moves(&saved), (1, 40), "{extra:?}: {saved}\n{screen}");
    }
}

#[test]
fn bokmal_from_the_environment_loses_nothing_and_a_refused_line_stops_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut lines = forty_busts();
    lines.insert(1, "7777");
    let (saved, screen) = played_on_a_terminal(dir.path(), &[("LANG", "nb_NO.UTF-8")], &[], &lines);
    assert_eq!(moves(&saved), (1, 40), "{saved}\n{screen}");
    assert!(screen.contains("BOM!"), "{screen}");
    assert!(
        screen.contains("7777"),
        "the refused line is shown: {screen}"
    );
}

#[test]
fn a_pasted_block_plays_line_by_line_and_counts_its_refusals() {
    let dir = tempfile::tempdir().expect("temp dir");
    // As a terminal with bracketed paste sends it, then Enter, then `quit`.
    let paste = "\x1b[200~tally 800\n234346\n7777\n234346\n\x1b[201~";
    let (saved, screen) = played_on_a_terminal(dir.path(), &[], &[], &[paste, "quit"]);
    assert_eq!(moves(&saved), (1, 2), "{saved}\n{screen}");
    assert!(
        screen.contains("pasted 4 lines")
            && screen.contains("1 of the 4 pasted lines was refused (3)"),
        "{screen}"
    );
    // Each line is shown after the prompt it met.
    assert!(
        screen.contains("Ann: 800 · turn 0 · 6 dice > 7777"),
        "{screen}"
    );
}

/// Issue 32: on a 24-row terminal the live pad's code and address are what the screen
/// holds when the first prompt comes: the welcome first, then the code, then the
/// address under it, then the prompt.
#[test]
fn the_live_pads_code_and_address_come_after_the_welcome_and_before_the_prompt() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (_, screen) = played_on_a_terminal(dir.path(), &[], &["--serve", "127.0.0.1:0"], &["quit"]);
    let at = |text: &str| {
        screen
            .find(text)
            .unwrap_or_else(|| panic!("{text:?} not shown:\n{screen}"))
    };
    let welcome = at("Mississippi Marbles");
    let code = at("█");
    let address = at("Live pad for phones: http://127.0.0.1:");
    let prompt = at("\x1b[?2004h");
    assert!(
        welcome < code && code < address && address < prompt,
        "{screen}"
    );
    // The code and the address and its note fit 24 rows with the prompt.
    let from_code = screen[code..prompt].lines().count();
    assert!(from_code <= 24, "{from_code} rows:\n{screen}");
}
