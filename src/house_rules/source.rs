use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::HouseRuleError;

/// A house-rule script as loaded: its name, where it came from and its full text. Saves
/// keep this, so a resumed game replays the very source it was played with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HouseRuleSource {
    /// The script's name: its file name without `.lua` (`six_of_a_kind_5000`).
    pub name: String,
    /// The path it was loaded from, as given.
    pub path: PathBuf,
    /// The Lua source text.
    pub source: String,
}

/// How a saved script compares with the file it was loaded from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiskCopy {
    /// The file holds the same text.
    Same,
    /// The file has been edited since the game began.
    Changed,
    /// The file is gone or unreadable.
    Missing,
}

impl HouseRuleSource {
    /// A script from its name, path and text.
    pub fn new(
        name: impl Into<String>,
        path: impl Into<PathBuf>,
        source: impl Into<String>,
    ) -> HouseRuleSource {
        HouseRuleSource {
            name: name.into(),
            path: path.into(),
            source: source.into(),
        }
    }

    /// Reads a script file; its name is the file name without `.lua`.
    pub fn read(path: &Path) -> Result<HouseRuleSource, HouseRuleError> {
        let source = std::fs::read_to_string(path).map_err(|source| HouseRuleError::Read {
            path: path.to_owned(),
            source,
        })?;
        Ok(HouseRuleSource::new(name_of(path), path, source))
    }

    /// How messages name the script: the path it was loaded from (`house_rules/NAME.lua`
    /// for the shipped ones), so `FILE:LINE` in an error leads to the right file.
    pub fn display_name(&self) -> String {
        self.path.display().to_string()
    }

    /// Whether the file on disk still holds this source (for a warning on resume).
    pub fn disk_copy(&self) -> DiskCopy {
        match std::fs::read_to_string(&self.path) {
            Ok(text) if text == self.source => DiskCopy::Same,
            Ok(_) => DiskCopy::Changed,
            Err(_) => DiskCopy::Missing,
        }
    }
}

/// A script's name from its path: the file name without `.lua`.
pub(crate) fn name_of(path: &Path) -> String {
    path.file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.to_string_lossy().into_owned())
}
