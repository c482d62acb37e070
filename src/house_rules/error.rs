use std::path::PathBuf;

use thiserror::Error;

use crate::rules::RuleError;

/// Why house rules could not be loaded. Script failures read
/// `house_rules/NAME.lua:LINE: message`.
#[derive(Debug, Error)]
pub enum HouseRuleError {
    /// The script file could not be read.
    Read {
        /// The path given.
        path: PathBuf,
        /// What the file system said.
        source: std::io::Error,
    },
    /// No such file, and no shipped script by that name, but shipped scripts with names
    /// close to it (`six_of_a_kind` for `six_of_a_kind_5000`).
    NoSuchRule {
        /// The path given.
        path: PathBuf,
        /// The shipped scripts' names close to it, best first.
        close: Vec<String>,
    },
    /// A saved script's path names something other than a regular file (a pipe, a
    /// device, `/dev/stdin`): reading it could hang or swallow the game's input.
    NotAFile {
        /// The path in the save.
        path: PathBuf,
    },
    /// The script file is larger than any house rule: read no further.
    TooLarge {
        /// The path given.
        path: PathBuf,
        /// The limit, as people read it (`1 MiB`).
        limit: String,
    },
    /// A script carried by a save is larger than any script file marbles reads.
    SavedTooLarge {
        /// The script's name.
        name: String,
        /// The limit, as people read it (`1 MiB`).
        limit: String,
    },
    /// More scripts than one game may carry.
    TooMany {
        /// How many were given.
        given: usize,
        /// The most a game may carry.
        limit: usize,
    },
    /// Loading ran past the wall-clock guard ([`LOAD_DEADLINE`](super::LOAD_DEADLINE))
    /// before its instruction budget stopped it: the script does work no count sees.
    TooSlow {
        /// `house_rules/NAME.lua:LINE: ` where the load was, or empty.
        place: String,
        /// The guard, in whole seconds.
        seconds: u64,
    },
    /// The script failed to load or run: a syntax error, a runtime error, a broken limit.
    Script {
        /// The script's name.
        name: String,
        /// Where it came from.
        path: PathBuf,
        /// `house_rules/NAME.lua:LINE: message`, one line.
        message: String,
    },
    /// The scripts ran, but together they do not make a game the engine can play.
    Rules {
        /// The scripts loaded, by name.
        names: String,
        /// What the rules refused.
        error: RuleError,
    },
}

impl HouseRuleError {
    /// The message with the script named by the path it was loaded from, as
    /// `FILE:LINE: message` (for `marbles rules check FILE`).
    pub(crate) fn at_path(&self) -> String {
        match self {
            HouseRuleError::Script {
                name,
                path,
                message,
            } => {
                // Chunks are named by their path, so the message already leads with it;
                // a message from elsewhere gets the script named in front.
                let shown = path.display().to_string();
                if message.starts_with(&shown) {
                    message.clone()
                } else {
                    format!("{shown} ({name}): {message}")
                }
            }
            other => other.to_string(),
        }
    }
}
