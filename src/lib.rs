//! marbles: a score-keeper for the dice game Mississippi Marbles.
//!
//! This library is the `marbles` binary, which is one call: [`main`]. The engine
//! (dice, rules, the game as a fold of actions, odds, statistics) is the crate
//! `marbles_core`; here, around it, `house_rules` compiles Lua scripts into the rules
//! in play, `render` words everything people read, `export` lays a game out as files to
//! share, `store` keeps saves and all that marbles remembers on disk, `config` reads the
//! settings file, `clock` is the one reader of the time, `read_now` the one bounded
//! reader of a file someone named, `repl` and `cli` are the front ends, and `serve`
//! shows the pad live on phones. Every module is private: ARCHITECTURE.md maps them,
//! gives the table of which may import which, and states the invariants
//! tests/it/tidy/layers.rs checks.

// The package's API is the binary; its documentation is read with private items
// (`cargo doc --document-private-items`, as `.ci/run` builds it), where a door item's
// links to the private items around it resolve.
#![allow(rustdoc::private_intra_doc_links)]

use marbles_core::{dice, game, odds, rules, stats};

mod cli;
mod clock;
mod config;
mod export;
mod house_rules;
mod json;
mod locale;
mod read_now;
mod render;
mod repl;
mod serve;
mod store;

pub use cli::main;

/// Doors for this repository's own tests, benchmarks and examples, which reach past
/// [`main`] to check what it is made of. Not an API: free to change with any release.
#[doc(hidden)]
pub mod testing {
    /// The front end's command line and commands.
    pub mod cli {
        pub use crate::cli::{Cli, Settings, help, run};
    }
    /// The one reader of the time.
    pub mod clock {
        pub use crate::clock::{Clock, Stamp};
    }
    /// The languages and number styles.
    pub mod locale {
        pub use crate::locale::{AREAS, Lang};
    }
    /// House-rule scripts into the rules in play.
    pub mod house_rules {
        pub use crate::house_rules::{
            DiskCopy, SHIPPED, disk_copy, inspect, load, load_for_throw, load_saved,
        };
    }
    /// The words people read.
    pub mod render {
        pub use crate::render::{Locale, Words, dice_error, rules_table};
    }
    /// Play at the table.
    pub mod repl {
        pub use crate::repl::{COMMANDS, Command, CommandError, Session};
    }
    /// Saves and what marbles remembers on disk.
    pub mod store {
        pub use crate::store::{
            Autosaver, History, MemorySave, Places, Save, StoreError, known_saves_in, load,
            load_game, remember_last_game_in, remember_save_in, to_yaml, write_atomically,
        };
    }
}
