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
    let mut cmd = Command::cargo_bin("marbles").expect("the marbles binary is built");
    cmd.env_clear()
        .env("COLUMNS", WIDE)
        .env("MARBLES_DATA_DIR", data_dir)
        .env("MARBLES_CONFIG", data_dir.join("config.toml"))
        .env("HOME", data_dir)
        .env("NO_COLOR", "1");
    cmd
}

/// The same scrubbed `marbles`, as a plain process for tests that wire its streams
/// themselves (a closed pipe, a conversation line by line).
pub(crate) fn marbles_process(data_dir: &std::path::Path) -> std::process::Command {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_marbles"));
    cmd.env_clear()
        .env("COLUMNS", WIDE)
        .env("MARBLES_DATA_DIR", data_dir)
        .env("MARBLES_CONFIG", data_dir.join("config.toml"))
        .env("HOME", data_dir)
        .env("NO_COLOR", "1");
    cmd
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
