use std::path::{Path, PathBuf};

use super::{HouseRuleSource, Save, StoreError, check_overwritable, to_yaml, write_atomically};
use crate::game::Game;

/// Keeps a game's save file in step with the table: the REPL calls
/// [`save`](Autosaver::save) after every accepted action.
#[derive(Debug, Clone)]
pub struct Autosaver {
    path: PathBuf,
    house_rules: Vec<HouseRuleSource>,
    created: String,
}

impl Autosaver {
    /// An autosaver writing to `path`. Refuses (with the load error) a path that holds a
    /// file this build cannot load, so a damaged, foreign or newer file is never
    /// overwritten.
    pub fn new(
        path: impl Into<PathBuf>,
        house_rules: Vec<HouseRuleSource>,
        created: impl Into<String>,
    ) -> Result<Autosaver, StoreError> {
        let path = path.into();
        check_overwritable(&path)?;
        Ok(Autosaver {
            path,
            house_rules,
            created: created.into(),
        })
    }

    /// An autosaver that continues a loaded save in the file it came from.
    pub fn resuming(path: impl Into<PathBuf>, save: &Save) -> Autosaver {
        Autosaver {
            path: path.into(),
            house_rules: save.house_rules.clone(),
            created: save.created.clone(),
        }
    }

    /// Where the game is saved.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes the game as it stands, atomically.
    pub fn save(&self, game: &Game) -> Result<(), StoreError> {
        let save = Save::from_game(game, self.house_rules.clone(), self.created.clone());
        let text = to_yaml(&save).map_err(|e| StoreError::Encode {
            path: self.path.clone(),
            reason: e.to_string(),
        })?;
        write_atomically(&self.path, text.as_bytes())
    }
}

impl Autosaver {
    /// The same game saved to another file from now on. Refuses a path holding a file
    /// this build cannot load, as [`new`](Autosaver::new) does.
    pub fn relocate(&self, path: impl Into<PathBuf>) -> Result<Autosaver, StoreError> {
        Autosaver::new(path, self.house_rules.clone(), self.created.clone())
    }
}
