//! The table's settings: a TOML file (`$XDG_CONFIG_HOME/marbles/config.toml`, or the
//! file `MARBLES_CONFIG` names) with the house rules always in play, the players last
//! at the table, how numbers are grouped and the language.
//!
//! ```toml
//! rules = ["final_round", "house_rules/six_of_a_kind_5000.lua"]
//! numbers = "1 000"          # "1,000" (the default), "1 000", "1.000" or "1000"
//! lang = "nb"                # "en" (the default) or "nb"
//! serve = "0.0.0.0:8080"     # where `play --serve` shows the live pad
//!
//! [players]
//! last = ["Ann", "Bob", "Cy"]  # `play` with no names, until a game is begun
//! ```
//!
//! A missing file is the default settings. Bad values are refused with the file and
//! the line ([`ConfigError`]). A key this marbles does not know is skipped with a
//! warning naming the file, the line and the key ([`ConfigWarning`]): never silently,
//! since a typo ignored without a word would change a game's rules, but never as an
//! error either, so that a config written for a newer marbles works in an older one. The
//! file is the user's: marbles reads it and writes it only when asked (`marbles config
//! set`/`unset`, which change one key and keep the rest as written); what marbles learns
//! goes to the state folder.

mod edit;
mod error;
mod file;

pub(crate) use edit::{SETTABLE, set, unset};
pub(crate) use error::{ConfigError, ConfigFault, ConfigWarning, ValueKind};
pub(crate) use file::{Config, config_path, read_config};
