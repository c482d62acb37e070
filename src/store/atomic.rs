use std::fs::File;
use std::io::{self, Write};
use std::path::Path;

use super::StoreError;

/// Writes `bytes` to `path` so that, whenever the process dies, the file holds either
/// its old content or the new, never a mix: temp file in the same folder, flush and
/// fsync, rename over the target, then fsync the folder so the rename itself survives
/// a power cut.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let failed = |source: io::Error| StoreError::Write {
        path: path.to_owned(),
        source,
    };
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    // Same folder, so the rename never crosses file systems; the dot and suffix keep
    // leftovers of a crash out of `latest_save`.
    let mut file = tempfile::Builder::new()
        .prefix(".marbles-")
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(failed)?;
    file.write_all(bytes).map_err(failed)?;
    file.flush().map_err(failed)?;
    file.as_file().sync_all().map_err(failed)?;
    file.persist(path).map_err(|e| failed(e.error))?;
    sync_dir(dir).map_err(failed)
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
    fn a_missing_folder_is_reported_with_the_path() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("no-such-folder").join("game.yaml");
        let err = write_atomically(&path, b"x").expect_err("no folder");
        assert!(err.to_string().contains("no-such-folder"), "{err}");
        assert!(matches!(err, StoreError::Write { .. }));
    }
}
