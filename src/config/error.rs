use std::io;
use std::path::PathBuf;

use thiserror::Error;

/// Why the config file could not be read or written. Every message names the file,
/// and the line when the fault is in what it says.
#[derive(Debug, Error)]
pub enum ConfigError {
    /// The file says something marbles does not accept: an unknown key, a bad value,
    /// or TOML that does not parse.
    Invalid {
        /// The config file.
        path: PathBuf,
        /// The line, from 1.
        line: usize,
        /// The column, from 1 (in characters).
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// The file exists but could not be read.
    Read {
        /// The config file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// Writing the file failed; it is as it was.
    Write {
        /// The config file.
        path: PathBuf,
        /// What went wrong.
        reason: String,
    },
    /// No home or config folder could be found.
    NoConfigDir,
}

impl ConfigError {
    /// Whether the fault is the user's to correct: what the file says, or a path that
    /// names a folder or a file that is not text, rather than a failing system.
    pub fn is_bad_input(&self) -> bool {
        match self {
            ConfigError::Invalid { .. } => true,
            ConfigError::Read { source, .. } => matches!(
                source.kind(),
                io::ErrorKind::IsADirectory | io::ErrorKind::InvalidData
            ),
            ConfigError::Write { .. } | ConfigError::NoConfigDir => false,
        }
    }
}
