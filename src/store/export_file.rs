//! Writing an export: never onto a save, onto another file only with --force, and onto
//! a stream (a device, a FIFO) in place.

use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};

use super::atomic::{Replace, write};
use super::load::is_a_save;
use super::{SaveLock, StoreError};

/// Writes an export (a table made to be shared) to `path`, atomically, and returns the
/// file written (links resolved).
///
/// Never replaces a marbles save, told by its content, not its name (and a save in use
/// is refused by its lock); replaces any other existing file only with `force`. The
/// file is created with mode 0666 less the umask, as other programs' documents are.
///
/// A target that is a stream rather than a file (`-o /dev/stdout` into a pipe, a FIFO,
/// `/dev/null`) is written in place, as `cat > TARGET` would: no lock file beside it, no
/// rename that would put a regular file where the device node was, and no `--force`
/// needed, since nothing is replaced. A FIFO nobody reads is refused rather than waited
/// on. A folder, a block device or a socket is refused.
pub(crate) fn write_export(path: &Path, bytes: &[u8], force: bool) -> Result<PathBuf, StoreError> {
    // A save's lock or temp file is a regular file, so `--force` alone would replace it.
    super::refuse_sidecar(path)?;
    // `metadata` follows links as the kernel does, `/proc/self/fd/1` included, which
    // `resolve_links` (made for files) cannot.
    if let Ok(meta) = std::fs::metadata(path) {
        match Target::of(&meta) {
            Target::File => {}
            Target::Folder => {
                return Err(StoreError::ExportIsFolder {
                    path: path.to_owned(),
                });
            }
            Target::Stream => {
                write_in_place(path, bytes)?;
                return Ok(path.to_owned());
            }
            Target::Other => {
                return Err(StoreError::ExportNotAFile {
                    path: path.to_owned(),
                });
            }
        }
    }
    let lock = SaveLock::acquire(path).map_err(|err| match err {
        // A file that is there, in a folder that takes no lock file beside it (`/proc`,
        // `/sys`): no export can be renamed over it either.
        StoreError::Lock { source, .. } if std::fs::metadata(path).is_ok() => {
            StoreError::ExportNotReplaceable {
                path: path.to_owned(),
                source,
            }
        }
        err => err,
    })?;
    let target = lock.path().to_owned();
    lock.remove_stale_temps();
    let failed = |source| StoreError::ExportWrite {
        path: target.clone(),
        source,
    };
    let exists = match std::fs::symlink_metadata(&target) {
        Ok(meta) if meta.is_dir() => {
            return Err(StoreError::ExportIsFolder { path: target });
        }
        Ok(_) => true,
        Err(e) if e.kind() == ErrorKind::NotFound => false,
        Err(e) => return Err(failed(e)),
    };
    if exists {
        if is_a_save(&target) {
            return Err(StoreError::ExportOntoSave { path: target });
        }
        if !force {
            return Err(StoreError::ExportExists { path: target });
        }
    }
    let replace = if exists { Replace::Yes } else { Replace::No };
    lock.check()?;
    write(&target, bytes, replace, Some(0o666)).map_err(|source| {
        if source.kind() == ErrorKind::AlreadyExists {
            StoreError::ExportExists {
                path: target.clone(),
            }
        } else {
            failed(source)
        }
    })?;
    Ok(target)
}

/// What an existing export target is.
enum Target {
    /// A regular file: replaced atomically (with `--force`).
    File,
    /// A folder.
    Folder,
    /// A character device or a FIFO: written in place.
    Stream,
    /// A block device or a socket: refused.
    Other,
}

impl Target {
    fn of(meta: &std::fs::Metadata) -> Target {
        let kind = meta.file_type();
        if kind.is_file() {
            return Target::File;
        }
        if kind.is_dir() {
            return Target::Folder;
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if kind.is_char_device() || kind.is_fifo() {
                return Target::Stream;
            }
        }
        Target::Other
    }
}

/// Writes to a device or FIFO as it is. The open does not wait: a FIFO with no reader
/// fails at once (ENXIO) instead of hanging; the writes then wait as any writer's do.
fn write_in_place(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let failed = |source: std::io::Error| {
        if source.raw_os_error() == Some(NO_READER) {
            StoreError::ExportNoReader {
                path: path.to_owned(),
            }
        } else {
            StoreError::ExportWrite {
                path: path.to_owned(),
                source,
            }
        }
    };
    let mut options = std::fs::OpenOptions::new();
    options.write(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(nix::fcntl::OFlag::O_NONBLOCK.bits());
    }
    let mut file = options.open(path).map_err(failed)?;
    #[cfg(unix)]
    {
        use nix::fcntl::{FcntlArg, OFlag, fcntl};
        fcntl(&file, FcntlArg::F_SETFL(OFlag::empty()))
            .map_err(|errno| failed(std::io::Error::from(errno)))?;
    }
    file.write_all(bytes).map_err(failed)?;
    file.flush().map_err(failed)
}

/// The error a non-blocking open of a FIFO with no reader gives.
#[cfg(unix)]
const NO_READER: i32 = nix::errno::Errno::ENXIO as i32;
#[cfg(not(unix))]
const NO_READER: i32 = -1;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::scripted;
    use crate::store::{Save, to_yaml};

    #[test]
    fn an_existing_file_is_replaced_only_with_force() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("table.md");
        write_export(&path, b"first", false).expect("a new file");
        let err = write_export(&path, b"second", false).expect_err("exists");
        assert!(matches!(err, StoreError::ExportExists { .. }), "{err}");
        assert!(err.to_string().contains("--force"), "{err}");
        assert_eq!(std::fs::read(&path).expect("read"), b"first");
        write_export(&path, b"second", true).expect("forced");
        assert_eq!(std::fs::read(&path).expect("read"), b"second");
    }

    #[test]
    fn a_save_is_never_replaced_whatever_its_name() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("scores.csv");
        let game = scripted::two_players(true);
        let text = to_yaml(&Save::from_game(&game, "t")).expect("yaml");
        std::fs::write(&path, &text).expect("write");
        let err = write_export(&path, b"rank,player", true).expect_err("a save");
        assert!(matches!(err, StoreError::ExportOntoSave { .. }), "{err}");
        assert_eq!(std::fs::read_to_string(&path).expect("read"), text);
    }

    #[test]
    fn a_save_is_told_by_the_parse_load_uses_not_by_its_first_lines() {
        let dir = tempfile::tempdir().expect("temp dir");
        let game = scripted::two_players(true);
        let text = to_yaml(&Save::from_game(&game, "t")).expect("yaml");
        let quoted = text.replacen("format: marbles-save", "format: \"marbles-save\"", 1);
        let comment = format!("# {}\n{text}", "x".repeat(70 * 1024));
        for (name, text) in [("quoted.yaml", quoted), ("comment.yaml", comment)] {
            let path = dir.path().join(name);
            std::fs::write(&path, &text).expect("write");
            crate::store::load(&path).expect("a save");
            let err = write_export(&path, b"| table |", true).expect_err("a save");
            assert!(
                matches!(err, StoreError::ExportOntoSave { .. }),
                "{name}: {err}"
            );
            assert_eq!(std::fs::read_to_string(&path).expect("read"), text);
        }
    }

    #[test]
    fn a_folder_is_named_as_a_folder() {
        let dir = tempfile::tempdir().expect("temp dir");
        let err = write_export(dir.path(), b"x", true).expect_err("a folder");
        assert!(matches!(err, StoreError::ExportIsFolder { .. }), "{err}");
        assert!(err.to_string().contains("is a folder"), "{err}");
        assert!(err.is_bad_input());
    }

    #[cfg(unix)]
    #[test]
    fn an_export_is_made_to_be_shared() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("table.html");
        write_export(&path, b"<table>", false).expect("written");
        let mode = std::fs::metadata(&path).expect("meta").permissions().mode();
        // Whatever the umask, more than the owner may read it unless the umask forbids it:
        // tempfile's own 0600 would leave the group and others out always.
        let umask = current_umask();
        assert_eq!(
            mode & 0o777,
            0o666 & !umask,
            "mode {mode:o}, umask {umask:o}"
        );
    }

    #[cfg(unix)]
    fn current_umask() -> u32 {
        let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix("Umask:"))
            .and_then(|m| u32::from_str_radix(m.trim(), 8).ok())
            .unwrap_or(0o022)
    }
}
