//! Why a file could not be read, written or found, as data: `render` words it
//! (render/errors/store.rs), naming the file and what to do.

use std::io;
use std::path::PathBuf;

use thiserror::Error;

use crate::game::GameError;

/// Why a save could not be read, written or found. Every message names the file and
/// what to do; a file that could not be loaded is never written over.
#[derive(Debug, Error)]
pub enum StoreError {
    /// No file at the path.
    Missing {
        /// The path tried.
        path: PathBuf,
    },
    /// The file exists but could not be read.
    Read {
        /// The file that could not be read.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// Larger than any save marbles writes: read no further.
    TooLarge {
        /// The file, too large to be a save.
        path: PathBuf,
        /// The limit, as people read it (`8 MiB`).
        limit: String,
    },
    /// Not YAML, or damaged (cut short, edited by hand).
    Corrupt {
        /// The save that does not parse.
        path: PathBuf,
        /// What is wrong with it.
        reason: String,
    },
    /// More YAML aliases or anchors than any save has (a "billion laughs" file).
    TooManyAliases {
        /// The file refused.
        path: PathBuf,
    },
    /// An action `tally:` whose value is neither `bust` nor a whole number of points.
    BadTally {
        /// The save.
        path: PathBuf,
        /// The action's number, from 1.
        action: usize,
        /// The value as written.
        value: String,
    },
    /// YAML, but not written by marbles.
    NotASave {
        /// The file that is not a save.
        path: PathBuf,
    },
    /// A folder, a pipe or a device where a save was expected.
    NotAFile {
        /// The path that is not a file.
        path: PathBuf,
    },
    /// A write onto something that is not a file (a folder, a pipe, a device), links
    /// followed: marbles never replaces one.
    NotReplaceable {
        /// The path as given.
        path: PathBuf,
        /// What is there.
        occupant: super::Occupant,
    },
    /// A symbolic link where marbles keeps a file of its state folder: left alone.
    StateLink {
        /// The link.
        path: PathBuf,
    },
    /// A player name with a control or invisible format character: a save edited by
    /// hand, since `play` refuses such names.
    OddName {
        /// The save.
        path: PathBuf,
        /// The name as the file has it (`render` makes its odd characters visible).
        name: String,
    },
    /// A save format this marbles does not know.
    NewerVersion {
        /// The save from a newer marbles.
        path: PathBuf,
        /// Its format version.
        version: u64,
        /// The newest version this build reads.
        supported: u32,
    },
    /// The house rules of the save could not be loaded.
    HouseRules {
        /// The save whose house rules do not load.
        path: PathBuf,
        /// Why not.
        message: String,
    },
    /// The saved actions no longer replay.
    Replay {
        /// The save whose actions do not replay.
        path: PathBuf,
        /// What the game refused.
        error: GameError,
    },
    /// Writing failed; the old file, if any, is as it was.
    Write {
        /// The file being written.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// A new game whose house rules would fill most of what a save may hold.
    RulesTooLarge {
        /// The scripts' bytes together.
        total: u64,
        /// The most a save keeps.
        limit: u64,
    },
    /// The game has outgrown what a save may hold; the file keeps the last save.
    SaveTooLarge {
        /// The save.
        path: PathBuf,
        /// The size the save would have.
        size: u64,
        /// The most `load` reads.
        limit: u64,
    },
    /// Another session holds the save.
    InUse {
        /// The save another session holds.
        path: PathBuf,
    },
    /// The lock beside the save could not be taken.
    Lock {
        /// The save that could not be locked.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// A lock this very process holds (a game saved onto one of marbles' own files).
    HeldHere {
        /// The file.
        path: PathBuf,
    },
    /// The lock file beside the save was deleted or replaced while this session held it:
    /// another session may have taken the save meanwhile, so this one no longer writes.
    LockLost {
        /// The save.
        path: PathBuf,
        /// The lock file beside it.
        sidecar: PathBuf,
    },
    /// The save has other names (hard links), which a write would leave with the old game.
    HardLinked {
        /// The save.
        path: PathBuf,
        /// How many names it has.
        links: u64,
    },
    /// The folder of a file to write does not exist.
    NoFolder {
        /// The file whose folder is missing.
        path: PathBuf,
    },
    /// A new save's file appeared before it could be created.
    Exists {
        /// The file that appeared first.
        path: PathBuf,
    },
    /// A save or an export onto a save's lock file: refused even with `--force`.
    SidecarLock {
        /// The lock file named.
        path: PathBuf,
        /// The save it locks.
        save: PathBuf,
    },
    /// A save or an export onto the temp file of a save's atomic write.
    SidecarTemp {
        /// The temp file named.
        path: PathBuf,
        /// The save it is written for.
        save: PathBuf,
    },
    /// `save FILE` onto a file that exists: a save is moved only to a new file.
    Taken {
        /// The file asked for.
        path: PathBuf,
    },
    /// After a save moved, the old file could not be removed; the game is safe in the
    /// new one.
    OldSaveKept {
        /// The old save.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// An export onto a file that exists, without `--force`.
    ExportExists {
        /// The file that is already there.
        path: PathBuf,
    },
    /// An export onto a marbles save.
    ExportOntoSave {
        /// The save the export would have replaced.
        path: PathBuf,
    },
    /// An export onto a folder.
    ExportIsFolder {
        /// The folder.
        path: PathBuf,
    },
    /// An export onto a block device or a socket.
    ExportNotAFile {
        /// The target.
        path: PathBuf,
    },
    /// An export onto a file in a folder where no file can be created beside it (a
    /// kernel file under `/proc`): it cannot be replaced by rename.
    ExportNotReplaceable {
        /// The target.
        path: PathBuf,
        /// Why the file beside it could not be created.
        source: io::Error,
    },
    /// An export into a FIFO that no program is reading.
    ExportNoReader {
        /// The FIFO.
        path: PathBuf,
    },
    /// Writing an export failed; nothing was written.
    ExportWrite {
        /// The export that could not be written.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// Encoding the save failed.
    Encode {
        /// The file being written.
        path: PathBuf,
        /// What the encoder said.
        reason: String,
    },
    /// No home or data directory could be found.
    NoDataDir,
    /// A save outside the `games` folder whose path the list of known saves cannot
    /// hold (a line break in it): `history` and `stats` cannot list it.
    NotListable {
        /// The save.
        path: PathBuf,
    },
    /// `resume` with no file and no saved game.
    NoSaves {
        /// The folder searched.
        dir: PathBuf,
    },
    /// The folder of saves could not be listed.
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
    pub(crate) fn is_bad_input(&self) -> bool {
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
                | StoreError::TooManyAliases { .. }
                | StoreError::BadTally { .. }
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
                | StoreError::NotListable { .. }
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
