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
    /// A new game whose house rules would fill most of what a save may hold.
    #[error("the house rules in play hold {} of script text, and a game's save keeps at most {} of it (so that the save can always be loaded again): play with fewer or shorter scripts", crate::render::bytes(*total), crate::render::bytes(*limit))]
    RulesTooLarge {
        /// The scripts' bytes together.
        total: u64,
        /// The most a save keeps.
        limit: u64,
    },
    /// The game has outgrown what a save may hold; the file keeps the last save.
    #[error("the game no longer fits in a save: it would take {} and marbles loads saves of at most {}, so {} keeps the game as of the last step that fit; finish this game, or start a new one with `marbles play`", crate::render::bytes(*size), crate::render::bytes(*limit), path.display())]
    SaveTooLarge {
        /// The save.
        path: PathBuf,
        /// The size the save would have.
        size: u64,
        /// The most `load` reads.
        limit: u64,
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
    /// A lock this very process holds (a game saved onto one of marbles' own files).
    #[error("{} is held by this marbles session itself (is the game saved onto one of marbles' own files?): choose another file for the game", path.display())]
    HeldHere {
        /// The file.
        path: PathBuf,
    },
    /// The lock file beside the save was deleted or replaced while this session held it:
    /// another session may have taken the save meanwhile, so this one no longer writes.
    #[error("{} was deleted or replaced while this session held {}, so another session may be writing that game now: nothing was written (finish the other session; `save FILE` keeps this game in another file)", sidecar.display(), path.display())]
    LockLost {
        /// The save.
        path: PathBuf,
        /// The lock file beside it.
        sidecar: PathBuf,
    },
    /// The save has other names (hard links), which a write would leave with the old game.
    #[error("{} has {links} names (hard links): saving replaces the file under one name, so the others would keep the old game; copy it to a file of its own (`cp`) and continue that, or use a symbolic link; nothing was changed", path.display())]
    HardLinked {
        /// The save.
        path: PathBuf,
        /// How many names it has.
        links: u64,
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
    /// An export onto a folder.
    #[error("{} is a folder: give a file name for the export (such as {}), or leave out -o to print it", path.display(), path.join("table.md").display())]
    ExportIsFolder {
        /// The folder.
        path: PathBuf,
    },
    /// An export onto a block device or a socket.
    #[error("{} is neither a file nor a stream marbles can write to (a disk device or a socket?): choose a file", path.display())]
    ExportNotAFile {
        /// The target.
        path: PathBuf,
    },
    /// An export into a FIFO that no program is reading.
    #[error("no program is reading {}, so the export was not written: start the reader first, or choose a file", path.display())]
    ExportNoReader {
        /// The FIFO.
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
        // A path the file system refuses as such (a folder given as a save, a link
        // loop, a folder that is not one, a name too long, a place marbles may not
        // write) is the user's to correct, like `--rules /`; a full disk or a failing
        // device is not.
        let refused_path = |source: &io::Error| {
            is_link_loop(source)
                || matches!(
                    source.kind(),
                    io::ErrorKind::IsADirectory
                        | io::ErrorKind::NotADirectory
                        | io::ErrorKind::InvalidFilename
                        | io::ErrorKind::NotFound
                        | io::ErrorKind::PermissionDenied
                        | io::ErrorKind::ReadOnlyFilesystem
                )
        };
        if let StoreError::Read { source, .. } | StoreError::Lock { source, .. } = self {
            return refused_path(source);
        }
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
                | StoreError::HardLinked { .. }
                | StoreError::HeldHere { .. }
                | StoreError::RulesTooLarge { .. }
                | StoreError::NoFolder { .. }
                | StoreError::Exists { .. }
                | StoreError::Taken { .. }
                | StoreError::ExportExists { .. }
                | StoreError::ExportOntoSave { .. }
                | StoreError::ExportIsFolder { .. }
                | StoreError::ExportNotAFile { .. }
                | StoreError::ExportNoReader { .. }
        )
    }
}

/// Whether the system said "too many levels of symbolic links" (its error kind is not
/// stable in std yet).
fn is_link_loop(source: &io::Error) -> bool {
    #[cfg(unix)]
    return source.raw_os_error() == Some(nix::errno::Errno::ELOOP as i32);
    #[cfg(not(unix))]
    return {
        let _ = source;
        false
    };
}
