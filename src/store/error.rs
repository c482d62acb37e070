//! Why a file could not be read, written or found, naming it and what to do.

use std::io;
use std::path::PathBuf;

use thiserror::Error;

use crate::game::GameError;

/// Why a save could not be read, written or found. Every message names the file and
/// what to do; a file that could not be loaded is never written over.
#[derive(Debug, Error)]
pub enum StoreError {
    /// No file at the path.
    #[error("there is no saved game at {}: check the path (saved games are kept in the `games` folder of the data directory, see `MARBLES_DATA_DIR`)", path.display())]
    Missing {
        /// The path tried.
        path: PathBuf,
    },
    /// The file exists but could not be read.
    #[error("could not read {}: {source}; check that the file is readable", path.display())]
    Read {
        /// The file that could not be read.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// Larger than any save marbles writes: read no further.
    #[error("{} is larger than {limit}, more than any marbles save (a long game takes well under 1 MiB); the file was left untouched: check the path", path.display())]
    TooLarge {
        /// The file, too large to be a save.
        path: PathBuf,
        /// The limit, as people read it (`8 MiB`).
        limit: String,
    },
    /// Not YAML, or damaged (cut short, edited by hand).
    #[error("{} is damaged and cannot be loaded ({reason}); the file was left untouched: restore it from a backup, or start a new game", path.display())]
    Corrupt {
        /// The save that does not parse.
        path: PathBuf,
        /// What is wrong with it.
        reason: String,
    },
    /// YAML, but not written by marbles.
    #[error("{} is not a marbles save (it has no `format: marbles-save` line); the file was left untouched: check the path", path.display())]
    NotASave {
        /// The file that is not a save.
        path: PathBuf,
    },
    /// A save format this marbles does not know.
    #[error("{} was written by a newer marbles (save format {version}, this marbles reads up to {supported}): update marbles; the file was left untouched", path.display())]
    NewerVersion {
        /// The save from a newer marbles.
        path: PathBuf,
        /// Its format version.
        version: u64,
        /// The newest version this build reads.
        supported: u32,
    },
    /// The house rules of the save could not be loaded.
    #[error("{}: {message}; the file was left untouched", path.display())]
    HouseRules {
        /// The save whose house rules do not load.
        path: PathBuf,
        /// Why not.
        message: String,
    },
    /// The saved actions no longer replay.
    #[error("{} does not replay: {source}; the file was left untouched", path.display())]
    Replay {
        /// The save whose actions do not replay.
        path: PathBuf,
        /// What the game refused.
        source: GameError,
    },
    /// Writing failed; the old file, if any, is as it was.
    #[error("could not save to {}: {source}; check that the folder exists and is writable (the previous save, if any, is unchanged)", path.display())]
    Write {
        /// The file being written.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// Another session holds the save.
    #[error("{} is in use by another marbles session (in another terminal?): finish that session first, or choose another file; nothing was changed", path.display())]
    InUse {
        /// The save another session holds.
        path: PathBuf,
    },
    /// The lock beside the save could not be taken.
    #[error("could not lock {} against a second session: {source}; check that its folder is writable", path.display())]
    Lock {
        /// The save that could not be locked.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The folder of a file to write does not exist.
    #[error("cannot write {}: its folder does not exist; create the folder first, or choose another path", path.display())]
    NoFolder {
        /// The file whose folder is missing.
        path: PathBuf,
    },
    /// A new save's file appeared before it could be created.
    #[error("{} already exists: choose a new file, so no other game is overwritten (continue that game with `marbles resume {}`)", path.display(), path.display())]
    Exists {
        /// The file that appeared first.
        path: PathBuf,
    },
    /// `save FILE` onto a file that exists: a save is moved only to a new file.
    #[error("{} already exists: choose a new file, so no other game is overwritten", path.display())]
    Taken {
        /// The file asked for.
        path: PathBuf,
    },
    /// After a save moved, the old file could not be removed; the game is safe in the
    /// new one.
    #[error("the old save {} is still there: {source}", path.display())]
    OldSaveKept {
        /// The old save.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// An export onto a file that exists, without `--force`.
    #[error("{} already exists: add --force to replace it, or choose another file", path.display())]
    ExportExists {
        /// The file that is already there.
        path: PathBuf,
    },
    /// An export onto a marbles save.
    #[error("{} is a marbles save, and an export never replaces a game (not even with --force): choose another file", path.display())]
    ExportOntoSave {
        /// The save the export would have replaced.
        path: PathBuf,
    },
    /// Writing an export failed; nothing was written.
    #[error("could not write the export to {}: {source}; check that the folder is writable and has room (nothing was written)", path.display())]
    ExportWrite {
        /// The export that could not be written.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// Encoding the save failed.
    #[error("could not encode the save for {}: {reason}", path.display())]
    Encode {
        /// The file being written.
        path: PathBuf,
        /// What the encoder said.
        reason: String,
    },
    /// No home or data directory could be found.
    #[error(
        "could not find a data directory for saved games: set MARBLES_DATA_DIR to a folder, or pass a save file"
    )]
    NoDataDir,
    /// `resume` with no file and no saved game.
    #[error("there is no saved game in {}: start one with `marbles play NAME NAME`, or give the save file", dir.display())]
    NoSaves {
        /// The folder searched.
        dir: PathBuf,
    },
    /// The folder of saves could not be listed.
    #[error("could not list the saved games in {}: {source}", dir.display())]
    List {
        /// The folder that could not be listed.
        dir: PathBuf,
        /// What the system said.
        source: io::Error,
    },
}

impl StoreError {
    /// Whether the fault is in what the user gave (a path, a file's content) rather than
    /// in the system: scripts tell the two apart by exit status.
    pub fn is_bad_input(&self) -> bool {
        matches!(
            self,
            StoreError::Missing { .. }
                | StoreError::Corrupt { .. }
                | StoreError::TooLarge { .. }
                | StoreError::NotASave { .. }
                | StoreError::NewerVersion { .. }
                | StoreError::HouseRules { .. }
                | StoreError::Replay { .. }
                | StoreError::NoSaves { .. }
                | StoreError::InUse { .. }
                | StoreError::NoFolder { .. }
                | StoreError::Exists { .. }
                | StoreError::Taken { .. }
                | StoreError::ExportExists { .. }
                | StoreError::ExportOntoSave { .. }
        )
    }
}
