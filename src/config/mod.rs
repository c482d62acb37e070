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
//! last = ["Ann", "Bob", "Cy"]  # written by marbles after each new game
//! ```
//!
//! A missing file is the default settings. Unknown keys and bad values are refused
//! with the file and the line ([`ConfigError`]), never ignored: a typo silently
//! ignored would change a game's rules without a word. Saving the remembered players
//! keeps the rest of the file as the user wrote it, comments included.

#[allow(clippy::module_inception)]
mod config;
mod error;
mod lang;
mod numbers;

pub use config::{CONFIG_VAR, Config, config_path, remember_players};
pub use error::ConfigError;
pub use lang::{AREAS, Lang, LangSource};
pub use numbers::NumberStyle;
