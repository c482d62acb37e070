//! The save the REPL writes after every accepted step, under its lock.

use std::path::Path;

use super::atomic::{Replace, write};
use super::{Save, SaveLock, StoreError, check_overwritable, load, load_game, to_yaml};
use crate::game::{Game, RulesInPlay};
use crate::house_rules::HouseRuleError;
use crate::rules::HouseRule;

/// Keeps a game's save file in step with the table: the REPL calls
/// [`save`](Autosaver::save) after every accepted action. It holds the save's
/// [`SaveLock`] for its whole life, so no second session writes the same file.
#[derive(Debug)]
pub struct Autosaver {
    lock: SaveLock,
    /// When the game began, as the save records it.
    created: String,
}

impl Autosaver {
    /// An autosaver writing to `path`. Refuses a save another session holds, and (with
    /// the load error) a path that holds a file this build cannot load, so a damaged,
    /// foreign or newer file is never overwritten.
    pub fn new(
        path: impl AsRef<Path>,
        created: impl Into<String>,
    ) -> Result<Autosaver, StoreError> {
        let lock = SaveLock::acquire(path.as_ref())?;
        check_overwritable(lock.path())?;
        lock.remove_stale_temps();
        Ok(Autosaver {
            lock,
            created: created.into(),
        })
    }

    /// A new game's save, created at the locked path with the game as it stands. The
    /// file is created whole and exclusively: it is refused with
    /// [`StoreError::Exists`] when a file is already there, and no reader ever sees it
    /// empty or half written.
    pub fn create(
        lock: SaveLock,
        created: impl Into<String>,
        game: &Game,
    ) -> Result<Autosaver, StoreError> {
        lock.remove_stale_temps();
        let autosaver = Autosaver {
            lock,
            created: created.into(),
        };
        let path = autosaver.path().to_owned();
        let text = autosaver.encode(game)?;
        write(&path, text.as_bytes(), Replace::No, None).map_err(|source| {
            if source.kind() == std::io::ErrorKind::AlreadyExists {
                StoreError::Exists { path }
            } else {
                StoreError::Write { path, source }
            }
        })?;
        Ok(autosaver)
    }

    /// Opens a saved game to continue it: takes the save's lock (refusing a save in
    /// use), then loads and replays it under the rules `rules_for` builds, as
    /// [`load_game`] does.
    pub fn resume<F>(path: &Path, rules_for: F) -> Result<(Autosaver, Save, Game), StoreError>
    where
        F: FnOnce(&[HouseRule]) -> Result<RulesInPlay, HouseRuleError>,
    {
        // What is no save is refused before a lock file is made beside it.
        load(path)?;
        let lock = SaveLock::acquire(path)?;
        // Loaded again under the lock: another session may have written it meanwhile.
        let (save, game) = load_game(lock.path(), rules_for)?;
        lock.remove_stale_temps();
        let autosaver = Autosaver {
            lock,
            created: save.created.clone(),
        };
        Ok((autosaver, save, game))
    }

    /// Where the game is saved (links resolved).
    pub fn path(&self) -> &Path {
        self.lock.path()
    }

    /// Writes the game as it stands, atomically.
    pub fn save(&self, game: &Game) -> Result<(), StoreError> {
        let text = self.encode(game)?;
        super::write_atomically(self.path(), text.as_bytes())
    }

    fn encode(&self, game: &Game) -> Result<String, StoreError> {
        let save = Save::from_game(game, self.created.clone());
        to_yaml(&save).map_err(|e| StoreError::Encode {
            path: self.path().to_owned(),
            reason: e.to_string(),
        })
    }

    /// The same game saved to a new file from now on: locks `path`, then creates it
    /// with the game as it stands, as [`create`](Autosaver::create) does (refusing a
    /// path where a file exists).
    pub fn relocate(&self, path: &Path, game: &Game) -> Result<Autosaver, StoreError> {
        let lock = SaveLock::acquire(path)?;
        Autosaver::create(lock, self.created.clone(), game)
    }
}
