//! Where a session's game is saved and its exports go, as a trait: the REPL's session
//! writes through it, so it runs on files ([`Autosaver`]) or in memory ([`MemorySave`],
//! for tests and anything else that must not touch the disk).

use std::cell::RefCell;
use std::io;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use super::finish::Finish;
use super::{Autosaver, Save, StoreError, remember_last_game_in, resolve_links, same_file};
use crate::clock::{Clock, Stamp};
use crate::game::Game;

/// Where a game being played is kept.
pub trait SaveTarget {
    /// The save's path, as the player named it (or as it was chosen).
    fn path(&self) -> &Path;

    /// Whether `path` names this save.
    fn is_at(&self, path: &Path) -> bool;

    /// Writes the whole game.
    fn save(&mut self, game: &Game) -> Result<(), StoreError>;

    /// Moves the save to a new file at `path` and keeps saving there. `Ok` carries a
    /// problem that did not stop the move (the old file could not be removed).
    fn move_to(&mut self, path: &Path, game: &Game) -> Result<Option<StoreError>, StoreError>;

    /// Writes an export, never onto a save and onto another file only with `force`.
    fn write_export(&mut self, path: &Path, bytes: &[u8], force: bool) -> Result<(), StoreError>;

    /// When the game began, as the save records it (`created`); `None` when this
    /// target does not know, or the save's text is no time.
    fn created(&self) -> Option<Stamp> {
        None
    }

    /// When the game finished, as the last save says (`finished_at`); `None` while it
    /// is open, or when this target does not know.
    fn finished_at(&self) -> Option<Stamp> {
        None
    }

    /// The live pad last opened for this save, as the state folder remembers it.
    fn remembered_pad(&self) -> Option<super::PadRecord> {
        None
    }

    /// Remembers the live pad of this save (a convenience: failures are silent).
    fn remember_pad(&mut self, _pad: &super::PadRecord) {}

    /// Files the save, as last written, in the history's index (a cache: failures are
    /// silent); nothing for a target the history does not list. The game's number in
    /// the history, when it has one (`marbles resume N`).
    fn keep_in_history(&mut self) -> Option<usize> {
        None
    }

    /// Removes the save of a game in which nothing was played (leaving at the roll-off
    /// left an empty game in `history`), when it is one marbles chose the place of (in
    /// the games folder); a file the player named is kept. Whether it was removed.
    fn discard(&mut self) -> bool {
        false
    }
}

impl SaveTarget for Autosaver {
    fn path(&self) -> &Path {
        Autosaver::path(self)
    }

    fn is_at(&self, path: &Path) -> bool {
        same_file(path, Autosaver::path(self))
    }

    fn save(&mut self, game: &Game) -> Result<(), StoreError> {
        Autosaver::save(self, game)
    }

    fn move_to(&mut self, path: &Path, game: &Game) -> Result<Option<StoreError>, StoreError> {
        // Before "it exists": the lock file of this very save exists, and is refused
        // for what it is.
        super::refuse_sidecar(path)?;
        if std::fs::symlink_metadata(resolve_links(path)).is_ok() {
            return Err(StoreError::Taken {
                path: path.to_owned(),
            });
        }
        // Locked, then created whole and exclusively (refused if another session holds
        // it or a file appears meanwhile).
        let moved = self.relocate(path, game)?;
        // A move, not a copy: a stale second save would be the one `resume` might find.
        // The old file goes while its lock is still held, then the lock.
        let old = std::mem::replace(self, moved);
        let cleanup = std::fs::remove_file(old.path())
            .map_err(|source| StoreError::OldSaveKept {
                path: old.path().to_owned(),
                source,
            })
            .and_then(|()| {
                let memory = self.memory()?;
                let data = memory.games.parent().unwrap_or(&memory.games);
                remember_last_game_in(data, &memory.state, Autosaver::path(self))
            });
        drop(old);
        Ok(cleanup.err())
    }

    fn write_export(&mut self, path: &Path, bytes: &[u8], force: bool) -> Result<(), StoreError> {
        super::write_export(path, bytes, force).map(|_| ())
    }

    fn created(&self) -> Option<Stamp> {
        Autosaver::created(self).stamp()
    }

    fn finished_at(&self) -> Option<Stamp> {
        Autosaver::finished_at(self)
    }

    fn keep_in_history(&mut self) -> Option<usize> {
        Autosaver::keep_in_history(self)
    }

    fn remembered_pad(&self) -> Option<super::PadRecord> {
        let places = self.memory().ok()?;
        super::live_pads::pad_of_in(&places.state, Autosaver::path(self))
    }

    fn remember_pad(&mut self, pad: &super::PadRecord) {
        if let Ok(places) = self.memory() {
            let _ = super::live_pads::remember_pad_in(&places.state, Autosaver::path(self), pad);
        }
    }

    fn discard(&mut self) -> bool {
        let in_games = self
            .memory()
            .is_ok_and(|places| super::is_in(Autosaver::path(self), &places.games));
        // Removed while the lock is still held, as a move removes the old file.
        in_games && std::fs::remove_file(Autosaver::path(self)).is_ok()
    }
}

/// A save kept in memory: the last save written, the exports, and a switch that makes
/// every write fail, so a session's replies to a full disk can be tested without one.
/// Its clock, which stamps the game's end, is stopped at the Unix epoch unless
/// `with_clock` gives another.
///
/// Clones share what is kept: a test hands one to the session and reads the other.
#[derive(Debug, Clone, Default)]
pub struct MemorySave {
    path: PathBuf,
    kept: Rc<RefCell<Kept>>,
}

/// What a [`MemorySave`] and its clones hold.
#[derive(Debug)]
struct Kept {
    saved: Option<Save>,
    finish: Finish,
    exports: Vec<(PathBuf, Vec<u8>)>,
    taken: Vec<PathBuf>,
    failing: bool,
}

impl Default for Kept {
    fn default() -> Kept {
        let epoch = Stamp::at(jiff::Timestamp::UNIX_EPOCH, &jiff::tz::TimeZone::UTC);
        Kept {
            saved: None,
            finish: Finish::open(Clock::fixed(epoch)),
            exports: Vec::new(),
            taken: Vec::new(),
            failing: false,
        }
    }
}

impl MemorySave {
    /// An empty save that calls itself `path`.
    pub fn new(path: impl Into<PathBuf>) -> MemorySave {
        MemorySave {
            path: path.into(),
            kept: Rc::default(),
        }
    }

    #[cfg(test)]
    /// The same save, stamping the game's end by `clock`.
    pub(crate) fn with_clock(self, clock: Clock) -> MemorySave {
        self.kept.borrow_mut().finish = Finish::open(clock);
        self
    }

    #[cfg(test)]
    /// The game as last saved, if a save has worked.
    pub(crate) fn saved(&self) -> Option<Save> {
        self.kept.borrow().saved.clone()
    }

    #[cfg(test)]
    /// Every export written, in order, with its path.
    pub(crate) fn exports(&self) -> Vec<(PathBuf, Vec<u8>)> {
        self.kept.borrow().exports.clone()
    }

    #[cfg(test)]
    /// Marks `path` as holding some other file: `save` onto it is refused and an
    /// export onto it needs `force`, as on disk.
    pub(crate) fn take(&self, path: impl Into<PathBuf>) {
        self.kept.borrow_mut().taken.push(path.into());
    }

    #[cfg(test)]
    /// While `failing`, every save, move and export fails as on a full disk.
    pub(crate) fn set_failing(&self, failing: bool) {
        self.kept.borrow_mut().failing = failing;
    }

    fn fail(&self, path: &Path) -> Result<(), StoreError> {
        if self.kept.borrow().failing {
            Err(StoreError::Write {
                path: path.to_owned(),
                source: io::Error::new(io::ErrorKind::StorageFull, "no space left on device"),
            })
        } else {
            Ok(())
        }
    }

    fn is_taken(&self, path: &Path) -> bool {
        let kept = self.kept.borrow();
        kept.taken.iter().any(|taken| taken == path) || kept.exports.iter().any(|(p, _)| p == path)
    }
}

impl SaveTarget for MemorySave {
    fn path(&self) -> &Path {
        &self.path
    }

    fn is_at(&self, path: &Path) -> bool {
        path == self.path
    }

    fn save(&mut self, game: &Game) -> Result<(), StoreError> {
        let mut kept = self.kept.borrow_mut();
        // Worked out before the write, as on disk: a failed save still saw the end.
        let finished_at = kept.finish.update(game);
        if kept.failing {
            drop(kept);
            return self.fail(&self.path);
        }
        kept.saved = Some(Save::from_game(game, "in memory").with_finished_at(finished_at));
        Ok(())
    }

    fn move_to(&mut self, path: &Path, game: &Game) -> Result<Option<StoreError>, StoreError> {
        if self.is_taken(path) {
            return Err(StoreError::Taken {
                path: path.to_owned(),
            });
        }
        self.fail(path)?;
        self.path = path.to_owned();
        self.save(game)?;
        Ok(None)
    }

    fn finished_at(&self) -> Option<Stamp> {
        self.kept.borrow().finish.at()
    }

    fn discard(&mut self) -> bool {
        self.kept.borrow_mut().saved.take().is_some()
    }

    fn write_export(&mut self, path: &Path, bytes: &[u8], force: bool) -> Result<(), StoreError> {
        self.fail(path)?;
        if path == self.path {
            return Err(StoreError::ExportOntoSave {
                path: path.to_owned(),
            });
        }
        if self.is_taken(path) && !force {
            return Err(StoreError::ExportExists {
                path: path.to_owned(),
            });
        }
        self.kept
            .borrow_mut()
            .exports
            .push((path.to_owned(), bytes.to_vec()));
        Ok(())
    }
}
