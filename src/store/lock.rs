//! One writer per save: an OS advisory lock, held for as long as a session (or a single
//! write) may change the file.
//!
//! The lock is taken on a small sidecar file beside the save, `.NAME.lock`, not on the
//! save itself. Saves are replaced by atomic rename, so the save's inode changes with
//! every write; a lock on it would have to be carried from inode to inode, and every
//! contender would have to check that the inode it locked is still the one the path
//! names. The sidecar's inode never changes while it is held, so the protocol stays
//! small: open (creating) the sidecar, `try_lock` it, check that the path still names
//! what was locked (a holder removes the sidecar when it lets go), done. The sidecar also
//! exists before the save does, so a new save's name is claimed before its first byte is
//! written, and every writer of `.NAME.*.tmp` files holds NAME's lock: that is what makes
//! removing stale temp files safe (see [`SaveLock::remove_stale_temps`]).
//!
//! OS locks die with their process, so a session killed by SIGKILL leaves no lock
//! behind (at most an unlocked sidecar, which the next holder takes over).

use std::ffi::OsString;
use std::fs::{File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};

use super::StoreError;

/// The sidecars this process holds. An OS lock taken twice by one process through two
/// opens waits for itself forever (a game saved onto `state/last-game`, which the same
/// session then notes itself in); [`SaveLock::wait`] looks here first and refuses.
static HELD: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn held() -> MutexGuard<'static, Vec<PathBuf>> {
    // The list stays right even if a thread panicked while holding the mutex.
    HELD.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Symbolic links followed before giving up (the kernel's own limit is 40).
const MAX_LINKS: usize = 40;

/// The lock on one save path, held until dropped.
#[derive(Debug)]
pub(crate) struct SaveLock {
    /// The save, with symbolic links resolved: writes go to the file a link points to.
    save: PathBuf,
    /// The sidecar holding the lock.
    sidecar: PathBuf,
    /// Kept open: the lock lives as long as this handle.
    _file: File,
}

impl SaveLock {
    /// Takes the lock for the save at `path` (which need not exist yet), or refuses with
    /// [`StoreError::InUse`] when another session holds it. Symbolic links are resolved
    /// once, here: the session then writes through to the file the link points to.
    pub(crate) fn acquire(path: &Path) -> Result<SaveLock, StoreError> {
        SaveLock::take(path, false)
    }

    /// Like [`acquire`](SaveLock::acquire), but waits for a holder to let go: for
    /// short writes (the `last-game` note) that many sessions make.
    pub(crate) fn wait(path: &Path) -> Result<SaveLock, StoreError> {
        SaveLock::take(path, true)
    }

    fn take(path: &Path, wait: bool) -> Result<SaveLock, StoreError> {
        refuse_sidecar(path)?;
        let save = resolve_links(path);
        refuse_sidecar(&save)?;
        // Before a lock file is made beside it: no lock in `/dev` for a link to
        // `/dev/null`.
        super::check_replaceable(&save)?;
        let dir = folder_of(&save);
        if !dir.is_dir() {
            return Err(StoreError::NoFolder { path: save });
        }
        let sidecar = dir.join(dotted(&save, ".lock"));
        if wait && held().contains(&sidecar) {
            return Err(StoreError::HeldHere { path: save });
        }
        let failed = |source: io::Error| StoreError::Lock {
            path: save.clone(),
            source,
        };
        loop {
            let file = open_sidecar(&sidecar).map_err(failed)?;
            if wait {
                file.lock().map_err(failed)?;
            } else {
                match file.try_lock() {
                    Ok(()) => {}
                    Err(TryLockError::WouldBlock) => {
                        return Err(StoreError::InUse { path: save });
                    }
                    Err(TryLockError::Error(source)) => return Err(failed(source)),
                }
            }
            // A holder removes the sidecar before letting go: a lock taken on a removed
            // sidecar is no lock, so open the path again.
            if names_same_file(&sidecar, &file) {
                held().push(sidecar.clone());
                return Ok(SaveLock {
                    save,
                    sidecar,
                    _file: file,
                });
            }
        }
    }

    /// The save this lock is for, links resolved.
    pub(crate) fn path(&self) -> &Path {
        &self.save
    }

    /// Whether the lock still guards the save: the sidecar path must still name the file
    /// this lock holds. Someone who deletes or replaces `.NAME.lock` (a stale-looking
    /// file after a crash) lets a second session take a new lock on the same save; every
    /// write checks this first, so the older session refuses instead of overwriting the
    /// other's moves.
    pub(crate) fn check(&self) -> Result<(), StoreError> {
        if names_same_file(&self.sidecar, &self._file) {
            Ok(())
        } else {
            Err(StoreError::LockLost {
                path: self.save.clone(),
                sidecar: self.sidecar.clone(),
            })
        }
    }

    /// Refuses a save that has other names (hard links): a write replaces the file at
    /// this path by rename, so the other names would keep the old game, and a session
    /// through another name would not see this lock. Nothing there is fine.
    pub(crate) fn check_single_name(&self) -> Result<(), StoreError> {
        match links_of(&self.save) {
            Some(links) if links > 1 => Err(StoreError::HardLinked {
                path: self.save.clone(),
                links,
            }),
            _ => Ok(()),
        }
    }

    /// Removes the temp files an atomic write of this save left when its process was
    /// killed (`.NAME.XXXXXX.tmp`). Safe because every writer of such files holds this
    /// very lock while it writes: holding it, no live writer can own one. Temp files of
    /// other saves, and any other file, are left alone. Returns how many were removed.
    pub(crate) fn remove_stale_temps(&self) -> usize {
        let dir = folder_of(&self.save);
        let Ok(entries) = std::fs::read_dir(dir) else {
            return 0;
        };
        let prefix = dotted(&self.save, ".");
        let mut removed = 0;
        for entry in entries.flatten() {
            if is_temp_of(&entry.file_name(), &prefix)
                && entry.file_type().is_ok_and(|t| t.is_file())
                && std::fs::remove_file(entry.path()).is_ok()
            {
                removed += 1;
            }
        }
        removed
    }
}

impl Drop for SaveLock {
    fn drop(&mut self) {
        {
            let mut held = held();
            if let Some(at) = held.iter().position(|p| p == &self.sidecar) {
                held.swap_remove(at);
            }
        }
        // Removed while still held, so that whoever opened it meanwhile sees it is gone
        // (see `take`) and tries again; no sidecar outlives a session that ends normally.
        // Only our own: a sidecar put there by another session after ours was deleted
        // is that session's lock.
        #[cfg(unix)]
        if names_same_file(&self.sidecar, &self._file) {
            let _ = std::fs::remove_file(&self.sidecar);
        }
    }
}

/// Opens (creating) a lock file, never through a link and never anything but a regular
/// file: a link or a pipe put where the lock file goes would take the lock elsewhere.
fn open_sidecar(sidecar: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(
            nix::fcntl::OFlag::O_NOFOLLOW.bits() | nix::fcntl::OFlag::O_NONBLOCK.bits(),
        );
    }
    let file = options.open(sidecar)?;
    if !file.metadata()?.is_file() {
        return Err(io::Error::other(format!(
            "{} is not a regular file",
            sidecar.display()
        )));
    }
    Ok(file)
}

/// The length of the random part of a temp file's name.
pub(super) const TEMP_RANDOM_LEN: usize = 6;

/// `.NAME` followed by `suffix`, for the sidecar and temp files of `save`.
pub(super) fn dotted(save: &Path, suffix: &str) -> OsString {
    let mut name = OsString::from(".");
    name.push(save.file_name().unwrap_or(save.as_os_str()));
    name.push(suffix);
    name
}

/// Refuses a path whose file is one of marbles' own sidecars: a save's lock file
/// (`.NAME.lock`) or the temp file of an atomic write (`.NAME.XXXXXX.tmp`). Writing a
/// save or an export there, even with `--force`, would replace the lock a session
/// holds on NAME (every later step of that session then fails to save), or a temp file
/// a write is about to rename into place.
pub(crate) fn refuse_sidecar(path: &Path) -> Result<(), StoreError> {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return Ok(());
    };
    let Some(rest) = name.strip_prefix('.') else {
        return Ok(());
    };
    let save_of = |save: &str| folder_of(path).join(save);
    if let Some(save) = rest.strip_suffix(".lock").filter(|s| !s.is_empty()) {
        return Err(StoreError::SidecarLock {
            path: path.to_owned(),
            save: save_of(save),
        });
    }
    let temp_of = rest
        .strip_suffix(".tmp")
        .and_then(|r| r.rsplit_once('.'))
        .filter(|(save, random)| {
            !save.is_empty()
                && random.len() == TEMP_RANDOM_LEN
                && random.bytes().all(|b| b.is_ascii_alphanumeric())
        });
    if let Some((save, _)) = temp_of {
        return Err(StoreError::SidecarTemp {
            path: path.to_owned(),
            save: save_of(save),
        });
    }
    Ok(())
}

/// Whether `name` is `PREFIX` + random letters and digits + `.tmp`, as
/// `write_atomically` names the temp files of the save whose prefix this is.
fn is_temp_of(name: &std::ffi::OsStr, prefix: &std::ffi::OsStr) -> bool {
    let (Some(name), Some(prefix)) = (name.to_str(), prefix.to_str()) else {
        return false;
    };
    name.strip_prefix(prefix)
        .and_then(|rest| rest.strip_suffix(".tmp"))
        .is_some_and(|random| {
            random.len() == TEMP_RANDOM_LEN && random.bytes().all(|b| b.is_ascii_alphanumeric())
        })
}

/// The folder a file is in (`.` for a bare name).
pub(super) fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// `path` with symbolic links in its last part followed (the folders may stay links:
/// a rename in a linked folder lands in the real one). A dangling link gives the path
/// it points to, where a new save is then created.
pub(crate) fn resolve_links(path: &Path) -> PathBuf {
    let mut current = path.to_owned();
    for _ in 0..MAX_LINKS {
        let is_link = std::fs::symlink_metadata(&current).is_ok_and(|m| m.is_symlink());
        let target = match std::fs::read_link(&current) {
            Ok(target) if is_link => target,
            _ => return current,
        };
        current = if target.is_absolute() {
            target
        } else {
            folder_of(&current).join(target)
        };
    }
    current
}

#[cfg(unix)]
fn names_same_file(path: &Path, file: &File) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(path), file.metadata()) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// How many names (hard links) the file at `path` has, if it is there.
#[cfg(unix)]
fn links_of(path: &Path) -> Option<u64> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| m.nlink())
}

#[cfg(not(unix))]
fn links_of(_path: &Path) -> Option<u64> {
    None
}

#[cfg(not(unix))]
fn names_same_file(_path: &Path, _file: &File) -> bool {
    // Sidecars are never removed here (see `Drop`), so the path always names the file.
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_lock_on_one_save_is_refused_naming_the_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        let first = SaveLock::acquire(&path).expect("free");
        let err = SaveLock::acquire(&path).expect_err("held");
        assert!(matches!(err, StoreError::InUse { .. }), "{err}");
        assert!(err.to_string().contains("game.yaml"), "{err}");
        drop(first);
        let again = SaveLock::acquire(&path).expect("free again");
        drop(again);
        let left: Vec<_> = std::fs::read_dir(dir.path()).expect("list").collect();
        assert!(left.is_empty(), "the sidecar goes with the lock");
    }

    #[test]
    fn many_threads_racing_for_one_save_get_one_lock_at_a_time() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        let holders = std::sync::atomic::AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..8 {
                scope.spawn(|| {
                    for _ in 0..200 {
                        if let Ok(lock) = SaveLock::acquire(&path) {
                            let now = holders.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                            assert_eq!(now, 0, "two holders at once");
                            holders.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
                            drop(lock);
                        }
                    }
                });
            }
        });
    }

    #[cfg(unix)]
    #[test]
    fn a_link_is_locked_and_written_as_the_file_it_points_to() {
        let dir = tempfile::tempdir().expect("temp dir");
        let real = dir.path().join("real.yaml");
        let link = dir.path().join("link.yaml");
        std::os::unix::fs::symlink("real.yaml", &link).expect("link");
        let lock = SaveLock::acquire(&link).expect("free");
        assert_eq!(lock.path(), real);
        let err = SaveLock::acquire(&real).expect_err("the same save");
        assert!(matches!(err, StoreError::InUse { .. }), "{err}");
    }

    #[cfg(unix)]
    #[test]
    fn a_lock_whose_sidecar_was_replaced_says_so_and_leaves_the_new_one() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        let first = SaveLock::acquire(&path).expect("free");
        first.check().expect("still ours");
        let sidecar = dir.path().join(".game.yaml.lock");
        std::fs::remove_file(&sidecar).expect("deleted by hand");
        let second = SaveLock::acquire(&path).expect("a new sidecar, a new lock");
        let err = first.check().expect_err("no longer ours");
        assert!(matches!(err, StoreError::LockLost { .. }), "{err}");
        assert!(err.to_string().contains(".game.yaml.lock"), "{err}");
        drop(first);
        assert!(
            sidecar.exists(),
            "the other session's sidecar is left alone"
        );
        second.check().expect("the second holds it");
        assert!(matches!(
            SaveLock::acquire(&path),
            Err(StoreError::InUse { .. })
        ));
    }

    #[cfg(unix)]
    #[test]
    fn a_save_with_two_names_is_refused() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        std::fs::write(&path, "x").expect("write");
        SaveLock::acquire(&path)
            .expect("free")
            .check_single_name()
            .expect("one name");
        std::fs::hard_link(&path, dir.path().join("copy.yaml")).expect("link");
        let err = SaveLock::acquire(&path)
            .expect("free")
            .check_single_name()
            .expect_err("two names");
        assert!(
            matches!(err, StoreError::HardLinked { links: 2, .. }),
            "{err}"
        );
        assert!(err.is_bad_input());
    }

    #[test]
    fn waiting_for_a_lock_this_process_holds_is_refused_not_a_deadlock() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("last-game");
        let first = SaveLock::acquire(&path).expect("free");
        let err = SaveLock::wait(&path).expect_err("held here");
        assert!(matches!(err, StoreError::HeldHere { .. }), "{err}");
        drop(first);
        drop(SaveLock::wait(&path).expect("free again"));
    }

    #[test]
    fn only_this_saves_temp_files_are_removed() {
        let dir = tempfile::tempdir().expect("temp dir");
        let stale = [".game.yaml.a1B2c3.tmp", ".game.yaml.zzzzzz.tmp"];
        let kept = [
            ".game.yaml.x.a1B2c3.tmp",
            ".game.yaml.x.tmp",
            ".other.yaml.a1B2c3.tmp",
            ".marbles-a1B2c3.tmp",
            "game.yaml",
            ".game.yaml.a1B2c3.tmp.bak",
        ];
        for name in stale.iter().chain(&kept) {
            std::fs::write(dir.path().join(name), "x").expect("write");
        }
        let lock = SaveLock::acquire(&dir.path().join("game.yaml")).expect("free");
        assert_eq!(lock.remove_stale_temps(), 2);
        for name in kept {
            assert!(dir.path().join(name).exists(), "{name} was removed");
        }
    }

    #[test]
    fn a_saves_lock_and_temp_files_are_never_taken_as_saves() {
        let dir = tempfile::tempdir().expect("temp dir");
        for name in [".game.yaml.lock", ".game.yaml.a1B2c3.tmp"] {
            let err = SaveLock::acquire(&dir.path().join(name)).expect_err("a sidecar");
            assert!(
                matches!(
                    err,
                    StoreError::SidecarLock { .. } | StoreError::SidecarTemp { .. }
                ),
                "{err}"
            );
            assert!(err.to_string().contains("game.yaml"), "{err}");
            assert!(err.is_bad_input());
        }
        for name in [
            ".lock",
            ".game.yaml.x.tmp",
            ".tmp",
            "game.lock",
            ".game.yaml",
        ] {
            refuse_sidecar(&dir.path().join(name)).expect("not a sidecar");
        }
        assert_eq!(std::fs::read_dir(dir.path()).expect("list").count(), 0);
    }

    #[test]
    fn a_missing_folder_is_named_as_such() {
        let dir = tempfile::tempdir().expect("temp dir");
        let err =
            SaveLock::acquire(&dir.path().join("nope").join("game.yaml")).expect_err("no folder");
        assert!(matches!(err, StoreError::NoFolder { .. }), "{err}");
        assert!(err.is_bad_input());
    }
}
