//! The one rule for every file marbles writes: it writes only where nothing is or where
//! a regular file is, links followed as the kernel follows them. A folder, a pipe, a
//! device or a socket is never replaced by the rename of an atomic write (a link in the
//! state folder to `/dev/null` must not turn `/dev/null` into a file), and no lock file
//! is put beside one.
//!
//! [`write`](super::atomic) checks the target and [`SaveLock`](super::SaveLock) checks
//! it before it makes a lock file, so every writer goes through the rule; `play --save`
//! and the config asks it first to word their own refusals. Exports write a stream in
//! place (`cat > TARGET`), which replaces nothing: `write_export` handles those before
//! the rule.

use std::path::{Path, PathBuf};

use super::StoreError;

/// What stands at a path, links followed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Occupant {
    /// Nothing (or nothing that can be looked at: the write then says why it fails).
    Nothing,
    /// A regular file.
    File,
    /// A folder.
    Folder,
    /// A named pipe (FIFO).
    Pipe,
    /// A character or block device (`/dev/null`, a disk).
    Device,
    /// A socket, or anything else that is not a file.
    Other,
}

impl Occupant {
    /// What is at `path`, links followed as the kernel follows them (so
    /// `/dev/stdout` is the pipe or terminal it leads to).
    pub(crate) fn of(path: &Path) -> Occupant {
        let Ok(meta) = std::fs::metadata(path) else {
            return Occupant::Nothing;
        };
        let kind = meta.file_type();
        if kind.is_file() {
            return Occupant::File;
        }
        if kind.is_dir() {
            return Occupant::Folder;
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if kind.is_fifo() {
                return Occupant::Pipe;
            }
            if kind.is_char_device() || kind.is_block_device() {
                return Occupant::Device;
            }
        }
        Occupant::Other
    }

    /// Whether a file may be written here: nothing is there, or a regular file.
    pub(crate) fn is_replaceable(self) -> bool {
        matches!(self, Occupant::Nothing | Occupant::File)
    }

    /// The word the messages use for it (`folder`, `pipe`, `device`, `other`).
    pub(crate) fn word(self) -> &'static str {
        match self {
            Occupant::Nothing | Occupant::File => "file",
            Occupant::Folder => "folder",
            Occupant::Pipe => "pipe",
            Occupant::Device => "device",
            Occupant::Other => "other",
        }
    }
}

/// Refuses to write at `path` unless [`Occupant::is_replaceable`]: the rule every
/// write of marbles goes through.
pub(crate) fn check_replaceable(path: &Path) -> Result<(), StoreError> {
    let occupant = Occupant::of(path);
    if occupant.is_replaceable() {
        Ok(())
    } else {
        Err(StoreError::NotReplaceable {
            path: path.to_owned(),
            occupant,
        })
    }
}

/// The file `name` in one of marbles' own folders (the state folder, the data folder's
/// typed-line history), for writing: refused when it is a symbolic link. Those folders
/// hold marbles' own notes and caches, and marbles makes no links there; a link (`ln -s
/// /dev/null history-index.json`, to turn the index off, or to a document) leads to a
/// file marbles does not own, so it is left alone rather than written through.
pub(crate) fn own_file(folder: &Path, name: &str) -> Result<PathBuf, StoreError> {
    let path = folder.join(name);
    if std::fs::symlink_metadata(&path).is_ok_and(|meta| meta.is_symlink()) {
        return Err(StoreError::StateLink { path });
    }
    Ok(path)
}

/// Whether `path` is the same file as this process's standard input (`/dev/stdin`,
/// `/proc/self/fd/0`, or the very file piped in): reading it would eat the input.
#[cfg(unix)]
pub(crate) fn is_standard_input(path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    let Ok(meta) = std::fs::metadata(path) else {
        return false;
    };
    // `st_dev` and `st_ino` are not u64 everywhere (macOS: i32 and u64).
    #[allow(clippy::unnecessary_cast)]
    match nix::sys::stat::fstat(std::io::stdin()) {
        Ok(input) => meta.dev() == input.st_dev as u64 && meta.ino() == input.st_ino as u64,
        Err(_) => false,
    }
}

/// Whether `path` is the same file as this process's standard input.
#[cfg(not(unix))]
pub(crate) fn is_standard_input(_path: &Path) -> bool {
    false
}

/// Whether `path` is the null device, the one device marbles reads as a file
/// (`MARBLES_CONFIG=/dev/null`: no config).
pub(crate) fn is_null_device(path: &Path) -> bool {
    #[cfg(unix)]
    let null = Path::new("/dev/null");
    #[cfg(not(unix))]
    let null = Path::new("NUL");
    super::same_file(path, null)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn only_nothing_or_a_file_may_be_replaced() {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = dir.path().join("file");
        std::fs::write(&file, "x").expect("write");
        let fifo = dir.path().join("fifo");
        nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
        let to_null = dir.path().join("to-null");
        std::os::unix::fs::symlink("/dev/null", &to_null).expect("link");
        let to_dir = dir.path().join("to-dir");
        std::os::unix::fs::symlink(dir.path(), &to_dir).expect("link");
        for (path, occupant) in [
            (dir.path().join("none"), Occupant::Nothing),
            (file, Occupant::File),
            (fifo, Occupant::Pipe),
            (to_null, Occupant::Device),
            (to_dir, Occupant::Folder),
        ] {
            assert_eq!(Occupant::of(&path), occupant, "{}", path.display());
            assert_eq!(
                check_replaceable(&path).is_ok(),
                occupant.is_replaceable(),
                "{}",
                path.display()
            );
        }
    }

    #[test]
    fn a_link_in_the_state_folder_is_not_written_through() {
        let dir = tempfile::tempdir().expect("temp dir");
        std::os::unix::fs::symlink("elsewhere", dir.path().join("last-game")).expect("link");
        assert!(matches!(
            own_file(dir.path(), "last-game"),
            Err(StoreError::StateLink { .. })
        ));
        assert!(own_file(dir.path(), "known-saves").is_ok());
    }
}
