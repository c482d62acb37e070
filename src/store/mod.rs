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
//! index) goes to the state folder ([`state_dir()`]).

mod atomic;
mod autosave;
mod cache;
mod canonical;
mod error;
mod export_file;
mod finish;
mod history;
mod index;
mod live_pads;
mod load;
mod location;
mod lock;
mod occupant;
mod same_file;
mod save;
mod save_target;
mod state_dir;
mod yaml;

pub use atomic::write_atomically;
pub(crate) use atomic::write_keeping_mode;
pub use autosave::Autosaver;
pub(crate) use cache::keep_review;
pub(crate) use cache::{cache_win_table, with_cached_win_table};
pub use error::StoreError;
pub(crate) use export_file::write_export;
pub use history::{History, Places};
pub(crate) use history::{HistoryEntry, Problem, ProblemKind};
pub(crate) use live_pads::PadRecord;
pub(crate) use load::{SAVE_SIZE_LIMIT, check_overwritable};
pub use load::{load, load_game};
use location::is_in;
pub use location::remember_last_game_in;
pub(crate) use location::{
    DATA_DIR_VAR, claim_new_save, data_dir, games_dir, latest_save, remember_last_game,
};
pub(crate) use lock::{SaveLock, refuse_sidecar, resolve_links};
pub(crate) use occupant::{
    Occupant, check_replaceable, is_null_device, is_standard_input, own_file,
};
pub(crate) use same_file::same_file;
pub use save::Save;
pub(crate) use save::{SAVE_FORMAT, SAVE_VERSION};
pub use save_target::MemorySave;
pub(crate) use save_target::SaveTarget;
pub(crate) use state_dir::{
    STATE_DIR_VAR, last_players_in, line_history_in, remember_players_in, state_dir,
};
pub use state_dir::{known_saves_in, remember_save_in};
pub(crate) use yaml::YamlError;
pub use yaml::to_yaml;
