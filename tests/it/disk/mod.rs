//! What marbles keeps on disk and how it survives: saves, failed writes, kills and
//! signals, the state folder, history, time stamps, the config file and exports.

mod closed_output;
mod config;
mod export;
mod failed_save;
mod history;
mod kill;
mod local_time;
mod saves;
mod state_folder;
mod stop_signals;
