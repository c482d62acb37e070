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
    #[error("{}", crate::text!("store-missing", path = path.display().to_string()))]
    Missing {
        /// The path tried.
        path: PathBuf,
    },
    /// The file exists but could not be read.
    #[error("{}", crate::text!("store-read", path = path.display().to_string(), reason = source.to_string()))]
    Read {
        /// The file that could not be read.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// Larger than any save marbles writes: read no further.
    #[error("{}", crate::text!("store-too-large", path = path.display().to_string(), limit = limit.as_str()))]
    TooLarge {
        /// The file, too large to be a save.
        path: PathBuf,
        /// The limit, as people read it (`8 MiB`).
        limit: String,
    },
    /// Not YAML, or damaged (cut short, edited by hand).
    #[error("{}", crate::text!("store-corrupt", path = path.display().to_string(), reason = reason.as_str()))]
    Corrupt {
        /// The save that does not parse.
        path: PathBuf,
        /// What is wrong with it.
        reason: String,
    },
    /// YAML, but not written by marbles.
    #[error("{}", crate::text!("store-not-a-save", path = path.display().to_string()))]
    NotASave {
        /// The file that is not a save.
        path: PathBuf,
    },
    /// A folder, a pipe or a device where a save was expected.
    #[error("{}", crate::text!("store-not-a-file", path = path.display().to_string()))]
    NotAFile {
        /// The path that is not a file.
        path: PathBuf,
    },
    /// A write onto something that is not a file (a folder, a pipe, a device), links
    /// followed: marbles never replaces one.
    #[error("{}", crate::text!("store-not-replaceable", path = path.display().to_string(), what = occupant.word()))]
    NotReplaceable {
        /// The path as given.
        path: PathBuf,
        /// What is there.
        occupant: super::Occupant,
    },
    /// A symbolic link where marbles keeps a file of its state folder: left alone.
    #[error("{}", crate::text!("store-state-link", path = path.display().to_string()))]
    StateLink {
        /// The link.
        path: PathBuf,
    },
    /// A player name with a control or invisible format character: a save edited by
    /// hand, since `play` refuses such names.
    #[error("{}", crate::text!("store-odd-name", path = path.display().to_string(), shown = shown.as_str()))]
    OddName {
        /// The save.
        path: PathBuf,
        /// The name, its odd characters made visible.
        shown: String,
    },
    /// A save format this marbles does not know.
    #[error("{}", crate::text!("store-newer", path = path.display().to_string(), version = version.to_string(), supported = supported.to_string()))]
    NewerVersion {
        /// The save from a newer marbles.
        path: PathBuf,
        /// Its format version.
        version: u64,
        /// The newest version this build reads.
        supported: u32,
    },
    /// The house rules of the save could not be loaded.
    #[error("{}", crate::text!("store-house-rules", path = path.display().to_string(), reason = message.as_str()))]
    HouseRules {
        /// The save whose house rules do not load.
        path: PathBuf,
        /// Why not.
        message: String,
    },
    /// The saved actions no longer replay.
    #[error("{}", crate::text!("store-replay", path = path.display().to_string(), reason = source.to_string()))]
    Replay {
        /// The save whose actions do not replay.
        path: PathBuf,
        /// What the game refused.
        source: GameError,
    },
    /// Writing failed; the old file, if any, is as it was.
    #[error("{}", crate::text!("store-write", path = path.display().to_string(), reason = source.to_string()))]
    Write {
        /// The file being written.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// A new game whose house rules would fill most of what a save may hold.
    #[error("{}", crate::text!("store-rules-too-large", total = crate::render::bytes(*total), limit = crate::render::bytes(*limit)))]
    RulesTooLarge {
        /// The scripts' bytes together.
        total: u64,
        /// The most a save keeps.
        limit: u64,
    },
    /// The game has outgrown what a save may hold; the file keeps the last save.
    #[error("{}", crate::text!("store-save-too-large", path = path.display().to_string(), size = crate::render::bytes(*size), limit = crate::render::bytes(*limit)))]
    SaveTooLarge {
        /// The save.
        path: PathBuf,
        /// The size the save would have.
        size: u64,
        /// The most `load` reads.
        limit: u64,
    },
    /// Another session holds the save.
    #[error("{}", crate::text!("store-in-use", path = path.display().to_string()))]
    InUse {
        /// The save another session holds.
        path: PathBuf,
    },
    /// The lock beside the save could not be taken.
    #[error("{}", crate::text!("store-lock", path = path.display().to_string(), reason = source.to_string()))]
    Lock {
        /// The save that could not be locked.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// A lock this very process holds (a game saved onto one of marbles' own files).
    #[error("{}", crate::text!("store-held-here", path = path.display().to_string()))]
    HeldHere {
        /// The file.
        path: PathBuf,
    },
    /// The lock file beside the save was deleted or replaced while this session held it:
    /// another session may have taken the save meanwhile, so this one no longer writes.
    #[error("{}", crate::text!("store-lock-lost", path = path.display().to_string(), sidecar = sidecar.display().to_string()))]
    LockLost {
        /// The save.
        path: PathBuf,
        /// The lock file beside it.
        sidecar: PathBuf,
    },
    /// The save has other names (hard links), which a write would leave with the old game.
    #[error("{}", crate::text!("store-hard-linked", path = path.display().to_string(), links = *links))]
    HardLinked {
        /// The save.
        path: PathBuf,
        /// How many names it has.
        links: u64,
    },
    /// The folder of a file to write does not exist.
    #[error("{}", crate::text!("store-no-folder", path = path.display().to_string()))]
    NoFolder {
        /// The file whose folder is missing.
        path: PathBuf,
    },
    /// A new save's file appeared before it could be created.
    #[error("{}", crate::text!("store-exists", path = path.display().to_string()))]
    Exists {
        /// The file that appeared first.
        path: PathBuf,
    },
    /// A save or an export onto a save's lock file: refused even with `--force`.
    #[error("{}", crate::text!("store-sidecar-lock", path = path.display().to_string(), save = save.display().to_string()))]
    SidecarLock {
        /// The lock file named.
        path: PathBuf,
        /// The save it locks.
        save: PathBuf,
    },
    /// A save or an export onto the temp file of a save's atomic write.
    #[error("{}", crate::text!("store-sidecar-temp", path = path.display().to_string(), save = save.display().to_string()))]
    SidecarTemp {
        /// The temp file named.
        path: PathBuf,
        /// The save it is written for.
        save: PathBuf,
    },
    /// `save FILE` onto a file that exists: a save is moved only to a new file.
    #[error("{}", crate::text!("store-taken", path = path.display().to_string()))]
    Taken {
        /// The file asked for.
        path: PathBuf,
    },
    /// After a save moved, the old file could not be removed; the game is safe in the
    /// new one.
    #[error("{}", crate::text!("store-old-save-kept", path = path.display().to_string(), reason = source.to_string()))]
    OldSaveKept {
        /// The old save.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// An export onto a file that exists, without `--force`.
    #[error("{}", crate::text!("store-export-exists", path = path.display().to_string()))]
    ExportExists {
        /// The file that is already there.
        path: PathBuf,
    },
    /// An export onto a marbles save.
    #[error("{}", crate::text!("store-export-onto-save", path = path.display().to_string()))]
    ExportOntoSave {
        /// The save the export would have replaced.
        path: PathBuf,
    },
    /// An export onto a folder.
    #[error("{}", crate::text!("store-export-is-folder", path = path.display().to_string(), example = path.join("table.md").display().to_string()))]
    ExportIsFolder {
        /// The folder.
        path: PathBuf,
    },
    /// An export onto a block device or a socket.
    #[error("{}", crate::text!("store-export-not-a-file", path = path.display().to_string()))]
    ExportNotAFile {
        /// The target.
        path: PathBuf,
    },
    /// An export onto a file in a folder where no file can be created beside it (a
    /// kernel file under `/proc`): it cannot be replaced by rename.
    #[error("{}", crate::text!("store-export-not-replaceable", path = path.display().to_string(), reason = source.to_string()))]
    ExportNotReplaceable {
        /// The target.
        path: PathBuf,
        /// Why the file beside it could not be created.
        source: io::Error,
    },
    /// An export into a FIFO that no program is reading.
    #[error("{}", crate::text!("store-export-no-reader", path = path.display().to_string()))]
    ExportNoReader {
        /// The FIFO.
        path: PathBuf,
    },
    /// Writing an export failed; nothing was written.
    #[error("{}", crate::text!("store-export-write", path = path.display().to_string(), reason = source.to_string()))]
    ExportWrite {
        /// The export that could not be written.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// Encoding the save failed.
    #[error("{}", crate::text!("store-encode", path = path.display().to_string(), reason = reason.as_str()))]
    Encode {
        /// The file being written.
        path: PathBuf,
        /// What the encoder said.
        reason: String,
    },
    /// No home or data directory could be found.
    #[error("{}", crate::text!("store-no-data-dir"))]
    NoDataDir,
    /// `resume` with no file and no saved game.
    #[error("{}", crate::text!("store-no-saves", dir = dir.display().to_string()))]
    NoSaves {
        /// The folder searched.
        dir: PathBuf,
    },
    /// The folder of saves could not be listed.
    #[error("{}", crate::text!("store-list", dir = dir.display().to_string(), reason = source.to_string()))]
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
                | StoreError::NotAFile { .. }
                | StoreError::NotReplaceable { .. }
                | StoreError::StateLink { .. }
                | StoreError::OddName { .. }
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
                | StoreError::SidecarLock { .. }
                | StoreError::SidecarTemp { .. }
                | StoreError::ExportExists { .. }
                | StoreError::ExportOntoSave { .. }
                | StoreError::ExportIsFolder { .. }
                | StoreError::ExportNotAFile { .. }
                | StoreError::ExportNotReplaceable { .. }
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
