//! Writes that leave either the old file or the new one, never half of either.

use std::fs::File;
use std::io::{self, Write};
use std::path::Path;

use super::StoreError;
use super::lock::{TEMP_RANDOM_LEN, dotted, folder_of};

/// Writes `bytes` to `path` so that, whenever the process dies, the file holds either
/// its old content or the new, never a mix: temp file in the same folder, flush and
/// fsync, rename over the target, then fsync the folder so the rename itself survives
/// a power cut. Nothing but a regular file is ever replaced
/// ([`check_replaceable`](super::check_replaceable)).
///
/// The temp file is named after its target (`.NAME.XXXXXX.tmp`), so the next holder of
/// NAME's [`SaveLock`](super::SaveLock) can tell a leftover of a killed write from any
/// other file.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    super::check_replaceable(path)?;
    write(path, bytes, Replace::Yes, None).map_err(|source| StoreError::Write {
        path: path.to_owned(),
        source,
    })
}

/// Writes a file of the user's (the config file, when they ask marbles to change it)
/// atomically, with the permissions it had; a new one, and its folder, are made as
/// other programs make their settings (0666 and 0777 less the umask).
pub(crate) fn write_keeping_mode(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let failed = |source| StoreError::Write {
        path: path.to_owned(),
        source,
    };
    super::check_replaceable(path)?;
    if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(failed)?;
    }
    #[cfg(unix)]
    let mode = {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(path).map_or(0o666, |meta| meta.permissions().mode() & 0o7777)
    };
    #[cfg(not(unix))]
    let mode = 0o666;
    write(path, bytes, Replace::Yes, Some(mode)).map_err(failed)
}

/// Whether a write may replace a file already at the target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Replace {
    /// Rename over it.
    Yes,
    /// Fail with `AlreadyExists` instead: the exclusive create of a whole file (the
    /// rename is `RENAME_NOREPLACE`, or link-and-unlink where that is missing).
    No,
}

/// The atomic write, with `mode` for the new file (before the umask) when given;
/// tempfile's own default is 0600.
pub(super) fn write(
    path: &Path,
    bytes: &[u8],
    replace: Replace,
    mode: Option<u32>,
) -> io::Result<()> {
    let dir = folder_of(path);
    // Same folder, so the rename never crosses file systems; the leading dot and the
    // suffix keep leftovers of a crash out of `latest_save`.
    let prefix = dotted(path, ".");
    let mut builder = tempfile::Builder::new();
    builder
        .prefix(&prefix)
        .suffix(".tmp")
        .rand_bytes(TEMP_RANDOM_LEN);
    #[cfg(unix)]
    if let Some(mode) = mode {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(mode));
    }
    #[cfg(not(unix))]
    let _ = mode;
    let mut file = builder.tempfile_in(dir)?;
    file.write_all(bytes)?;
    file.flush()?;
    file.as_file().sync_all()?;
    match replace {
        Replace::Yes => file.persist(path).map_err(|e| e.error)?,
        Replace::No => file.persist_noclobber(path).map_err(|e| e.error)?,
    };
    sync_dir(dir)
}

#[cfg(unix)]
fn sync_dir(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> io::Result<()> {
    // Windows cannot open a folder as a file; its rename is durable once it returns.
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_file_is_written_whole() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        write_atomically(&path, b"hello").expect("written");
        assert_eq!(std::fs::read(&path).expect("read"), b"hello");
    }

    #[test]
    fn an_old_file_is_replaced_and_no_temp_file_is_left() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        std::fs::write(&path, b"old").expect("old file");
        write_atomically(&path, b"new").expect("written");
        assert_eq!(std::fs::read(&path).expect("read"), b"new");
        let files: Vec<_> = std::fs::read_dir(dir.path())
            .expect("list")
            .map(|e| e.expect("entry").file_name())
            .collect();
        assert_eq!(files, vec![std::ffi::OsString::from("game.yaml")]);
    }

    #[test]
    fn an_exclusive_write_never_replaces_a_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        write(&path, b"first", Replace::No, None).expect("a new file");
        let err = write(&path, b"second", Replace::No, None).expect_err("exists");
        assert_eq!(err.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read(&path).expect("read"), b"first");
        assert_eq!(std::fs::read_dir(dir.path()).expect("list").count(), 1);
    }

    #[test]
    fn a_missing_folder_is_reported_with_the_path() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("no-such-folder").join("game.yaml");
        let err = write_atomically(&path, b"x").expect_err("no folder");
        assert!(err.to_string().contains("no-such-folder"), "{err}");
        assert!(matches!(err, StoreError::Write { .. }));
    }
}
