//! Saves that lose nothing: the YAML save format, atomic writes, the default location,
//! and the autosave the REPL calls after every accepted action.
//!
//! The YAML library (serde-saphyr, pure Rust with parse budgets; it replaced
//! serde_norway's translated libyaml) lives behind this module only (exports reach it through [`to_yaml`]), so changing it again
//! touches one folder.
//!
//! Saved games go to `MARBLES_DATA_DIR/games/` when that variable is set, otherwise to
//! the user's data directory (`~/.local/share/marbles/games/` on Linux). What marbles
//! keeps about the saves (the last game played, saves kept elsewhere, the history
//! index) goes to the state folder ([`state_dir`]).

mod atomic;
mod autosave;
mod cache_dir;
mod canonical;
mod error;
mod export_file;
mod finish;
mod history;
mod index;
mod load;
mod location;
mod lock;
mod occupant;
mod same_file;
mod save;
mod save_target;
mod state_dir;
mod win_cache;
mod yaml;

pub use atomic::write_atomically;
pub use autosave::Autosaver;
pub use cache_dir::{CACHE_DIR_VAR, cache_dir};
pub use error::StoreError;
pub use export_file::write_export;
pub use history::{
    History, HistoryEntry, HistoryGame, HistoryJson, IndexReport, Places, Problem, ProblemKind,
};
pub use load::{SAVE_SIZE_LIMIT, check_overwritable, load, load_game};
pub use location::{
    DATA_DIR_VAR, claim_new_save, claim_new_save_in, data_dir, games_dir, latest_save,
    latest_save_in, remember_last_game, remember_last_game_in,
};
pub use lock::{SaveLock, refuse_sidecar, resolve_links};
pub use occupant::{Occupant, check_replaceable, is_null_device, is_standard_input, own_file};
pub use same_file::same_file;
pub use save::{SAVE_FORMAT, SAVE_VERSION, Save};
pub use save_target::{MemorySave, SaveTarget};
pub use state_dir::{
    STATE_DIR_VAR, known_saves, known_saves_in, remember_save, remember_save_in, state_dir,
};
pub use win_cache::{cache_win_table, cached_win_table, win_table_path, with_cached_win_table};
pub use yaml::{YamlError, to_yaml};
