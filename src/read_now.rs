//! Reading a file a user named without waiting on it, bounded: the one way marbles
//! reads the files people name (saves, house-rule scripts, the config), below every
//! layer that reads one.
//!
//! Opening a named pipe for reading blocks until something writes to it, so `--rules`
//! or `MARBLES_CONFIG` pointing at a FIFO would hang the command with nothing on screen.
//! Opened without blocking, a pipe nobody writes to reads as empty instead, and one that
//! is written to reads as usual.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

/// Reads at most `limit + 1` bytes of `path`, so a caller can tell "larger than the
/// limit" from "exactly the limit" without reading a huge file (or `/dev/zero`) whole.
pub(crate) fn read_up_to(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    let file = open_now(path)?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Opens `path` for reading without waiting for a pipe's writer, then reads block as
/// usual (a writer that is there is waited for, as `cat` would).
pub(crate) fn open_now(path: &Path) -> io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(nix::fcntl::OFlag::O_NONBLOCK.bits());
    }
    let file = options.open(path)?;
    #[cfg(unix)]
    {
        use nix::fcntl::{FcntlArg, OFlag, fcntl};
        fcntl(&file, FcntlArg::F_SETFL(OFlag::empty())).map_err(io::Error::from)?;
    }
    Ok(file)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_pipe_nobody_writes_to_reads_as_empty() {
        let dir = tempfile::tempdir().expect("temp dir");
        let fifo = dir.path().join("fifo");
        nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
        assert_eq!(read_up_to(&fifo, 10).expect("read"), b"");
    }

    #[test]
    fn a_file_is_read_up_to_one_byte_past_the_limit() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("f");
        std::fs::write(&path, b"abcdef").expect("write");
        assert_eq!(read_up_to(&path, 3).expect("read"), b"abcd");
        assert_eq!(read_up_to(&path, 10).expect("read"), b"abcdef");
    }
}
