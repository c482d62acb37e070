//! Running the real `marbles` binary with a scrubbed environment.
#![allow(dead_code, missing_docs)]

use assert_cmd::Command;

/// The width the tests' runs of marbles have unless they set `COLUMNS` themselves: wide
/// enough that no message is wrapped, so a test can look for a sentence whole. The
/// narrow widths are tested in tests/it/table/screens.rs and tests/it/table/width.rs.
pub(crate) const WIDE: &str = "1000";

/// `marbles` with no inherited environment, so a user's settings cannot leak in, and a
/// throwaway data directory.
pub(crate) fn marbles(data_dir: &std::path::Path) -> Command {
    Command::from_std(marbles_process(data_dir))
}

/// The same scrubbed `marbles`, as a plain process for tests that wire its streams
/// themselves (a closed pipe, a conversation line by line).
pub(crate) fn marbles_process(data_dir: &std::path::Path) -> std::process::Command {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_marbles"));
    scrub(&mut cmd, data_dir);
    cmd
}

/// What `command` prints on stdout, read as JSON; it must succeed.
pub(crate) fn json_of(command: &mut Command) -> serde_json::Value {
    let out = command.assert().success().get_output().stdout.clone();
    serde_json::from_slice(&out).unwrap_or_else(|err| panic!("stdout is not JSON: {err}"))
}

/// Clears a process's environment but for what a scrubbed run of marbles is given.
fn scrub(cmd: &mut std::process::Command, data_dir: &std::path::Path) {
    cmd.env_clear()
        .env("COLUMNS", WIDE)
        .env("MARBLES_DATA_DIR", data_dir)
        .env("MARBLES_CONFIG", data_dir.join("config.toml"))
        .env("HOME", data_dir)
        .env("NO_COLOR", "1");
}

/// A scrubbed `marbles play Ann Bob --first Ann` with `flags`, saving to `g.yaml` in
/// `dir`, where no file may grow past 8 KiB (`ulimit -f 8`), fed 300 busts: they grow
/// the save far past the limit. Its stdout is dropped.
#[cfg(unix)]
pub(crate) fn play_past_the_file_size_limit(
    dir: &std::path::Path,
    flags: &str,
) -> std::process::Output {
    use std::io::Write;
    use std::process::Stdio;
    let moves = "234662\n".repeat(300);
    let mut cmd = std::process::Command::new("sh");
    cmd.arg("-c")
        .arg(format!(
            "ulimit -f 8 && exec \"$0\" play Ann Bob --first Ann {flags} --save g.yaml"
        ))
        .arg(env!("CARGO_BIN_EXE_marbles"))
        .current_dir(dir);
    scrub(&mut cmd, dir);
    cmd.stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            let mut stdin = child.stdin.take().expect("piped");
            // The process may stop reading; the game's exit status tells the rest.
            let _ = stdin.write_all(moves.as_bytes());
            drop(stdin);
            child.wait_with_output()
        })
        .expect("runs")
}

/// Every subcommand's path, from the top (`[]`) down (`["rules", "list"]`), parents
/// before their subcommands.
pub(crate) fn every_command() -> Vec<Vec<String>> {
    fn walk(cmd: &clap::Command, path: Vec<String>, out: &mut Vec<Vec<String>>) {
        out.push(path.clone());
        for sub in cmd.get_subcommands() {
            let mut next = path.clone();
            next.push(sub.get_name().to_owned());
            walk(sub, next, out);
        }
    }
    let mut out = Vec::new();
    walk(
        &<marbles::testing::cli::Cli as clap::CommandFactory>::command(),
        Vec::new(),
        &mut out,
    );
    out
}
