//! Writing an export: never onto a save, onto another file only with --force.

use std::io::{ErrorKind, Read};
use std::path::{Path, PathBuf};

use super::atomic::{Replace, write};
use super::{SAVE_FORMAT, SaveLock, StoreError};

/// How much of an existing file is read to tell whether it is a marbles save: saves
/// begin with their `format: marbles-save` line.
const MARKER_WINDOW: u64 = 64 * 1024;

/// Writes an export (a table made to be shared) to `path`, atomically, and returns the
/// file written (links resolved).
///
/// Never replaces a marbles save, told by its content, not its name (and a save in use
/// is refused by its lock); replaces any other existing file only with `force`. The
/// file is created with mode 0666 less the umask, as other programs' documents are.
pub fn write_export(path: &Path, bytes: &[u8], force: bool) -> Result<PathBuf, StoreError> {
    let lock = SaveLock::acquire(path)?;
    let target = lock.path().to_owned();
    lock.remove_stale_temps();
    let failed = |source| StoreError::ExportWrite {
        path: target.clone(),
        source,
    };
    let exists = match std::fs::metadata(&target) {
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

/// Whether the file carries the save marker among its first lines. A file that cannot
/// be read is treated as a save: when in doubt, an export writes nothing.
fn is_a_save(path: &Path) -> bool {
    let mut head = Vec::new();
    let read =
        std::fs::File::open(path).and_then(|file| file.take(MARKER_WINDOW).read_to_end(&mut head));
    if read.is_err() {
        return true;
    }
    let marker = format!("format: {SAVE_FORMAT}");
    String::from_utf8_lossy(&head)
        .trim_start_matches('\u{feff}')
        .lines()
        .any(|line| line.trim_end() == marker)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scripted;
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
