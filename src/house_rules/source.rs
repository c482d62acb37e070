use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::HouseRuleError;

/// The largest house-rule script read: a script is a few pages of Lua, and the limit
/// keeps a wrong path (`/dev/zero`, a video) from filling the memory.
pub const SCRIPT_SIZE_LIMIT: u64 = 1024 * 1024;

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

    /// Reads a script file; its name is the file name without `.lua`. A file past
    /// [`SCRIPT_SIZE_LIMIT`] is refused after reading one byte more than the limit.
    pub fn read(path: &Path) -> Result<HouseRuleSource, HouseRuleError> {
        let failed = |source| HouseRuleError::Read {
            path: path.to_owned(),
            source,
        };
        let mut source = String::new();
        File::open(path)
            .and_then(|file| file.take(SCRIPT_SIZE_LIMIT + 1).read_to_string(&mut source))
            .map_err(failed)?;
        if source.len() as u64 > SCRIPT_SIZE_LIMIT {
            return Err(HouseRuleError::TooLarge {
                path: path.to_owned(),
                limit: format!("{} MiB", SCRIPT_SIZE_LIMIT / (1024 * 1024)),
            });
        }
        Ok(HouseRuleSource::new(name_of(path), path, source))
    }

    /// How messages name the script: the path it was loaded from (`house_rules/NAME.lua`
    /// for the shipped ones), so `FILE:LINE` in an error leads to the right file.
    pub fn display_name(&self) -> String {
        self.path.display().to_string()
    }

    /// Whether the file on disk still holds this source (for a warning on resume).
    pub fn disk_copy(&self) -> DiskCopy {
        match HouseRuleSource::read(&self.path) {
            Ok(disk) if disk.source == self.source => DiskCopy::Same,
            Ok(_) | Err(HouseRuleError::TooLarge { .. }) => DiskCopy::Changed,
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
