//! Running the real `marbles` binary with a scrubbed environment.
#![allow(dead_code, missing_docs)]

use assert_cmd::Command;

/// `marbles` with no inherited environment, so a user's settings cannot leak in, and a
/// throwaway data directory.
pub fn marbles(data_dir: &std::path::Path) -> Command {
    let mut cmd = Command::cargo_bin("marbles").expect("the marbles binary is built");
    cmd.env_clear()
        .env("MARBLES_DATA_DIR", data_dir)
        .env("HOME", data_dir)
        .env("NO_COLOR", "1");
    cmd
}
