//! House-rule scripts on disk: reading one (bounded), and telling whether a saved
//! script's file still holds the text the game was played with.

use std::path::{Path, PathBuf};

use super::HouseRuleError;
use crate::rules::HouseRule;

/// The largest house-rule script read: a script is a few pages of Lua, and the limit
/// keeps a wrong path (`/dev/zero`, a video) from filling the memory.
pub(crate) const SCRIPT_SIZE_LIMIT: u64 = 1024 * 1024;

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

/// Reads a script file; its name is the file name without `.lua`. A file past
/// [`SCRIPT_SIZE_LIMIT`] is refused after reading one byte more than the limit.
pub(crate) fn read(path: &Path) -> Result<HouseRule, HouseRuleError> {
    let failed = |source| HouseRuleError::Read {
        path: path.to_owned(),
        source,
    };
    let source = crate::read_now::read_up_to(path, SCRIPT_SIZE_LIMIT)
        .and_then(|bytes| {
            String::from_utf8(bytes)
                .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))
        })
        .map_err(failed)?;
    if source.len() as u64 > SCRIPT_SIZE_LIMIT {
        return Err(HouseRuleError::TooLarge {
            path: path.to_owned(),
            limit: format!("{} MiB", SCRIPT_SIZE_LIMIT / (1024 * 1024)),
        });
    }
    Ok(HouseRule::new(name_of(path), path, source))
}

/// [`read`] for a file a script names (`marbles.use("./x.lua")`): something other than
/// a regular file (a folder, a pipe, a device) is refused without being opened, where a
/// path given on the command line is the user's to point anywhere.
pub(crate) fn read_regular(path: &Path) -> Result<HouseRule, HouseRuleError> {
    match std::fs::metadata(path) {
        Ok(meta) if !meta.is_file() => Err(HouseRuleError::NotAFile {
            path: path.to_owned(),
        }),
        _ => read(path),
    }
}

/// Whether the file a saved script came from still holds its text (for a warning on
/// resume: the game goes on with the saved text either way), and so do the files it
/// used (`marbles.use("./x.lua")`): one of those changed changes the rules on disk too.
pub fn disk_copy(rule: &HouseRule) -> DiskCopy {
    let here = compare(rule, read(&rule.path));
    // A used file's path comes from the save, which anyone may have edited: only a
    // regular file is opened (`/dev/stdin` would swallow the moves).
    let used_same = rule
        .uses
        .iter()
        .all(|used| compare(used, read_regular(&used.path)) == DiskCopy::Same);
    match here {
        DiskCopy::Same if !used_same => DiskCopy::Changed,
        here => here,
    }
}

/// The files whose text differs from what the save keeps of `rule`: its own file when
/// that changed, then each file it used (`marbles.use("./x.lua")`) that changed, so a
/// warning names the file that was edited rather than the script on top.
pub(crate) fn changed_files(rule: &HouseRule) -> Vec<&Path> {
    let mut changed = Vec::new();
    if compare(rule, read(&rule.path)) == DiskCopy::Changed {
        changed.push(rule.path.as_path());
    }
    for used in &rule.uses {
        if compare(used, read_regular(&used.path)) != DiskCopy::Same {
            changed.push(used.path.as_path());
        }
    }
    changed
}

/// The files a saved script was read from that cannot be found where the save says
/// they are (moved or deleted): its own (a shipped script's name needs none) and each
/// it used (`marbles.use`). The game plays the saved text all the same; this is for
/// saying so, where a changed file is told by [`disk_copy`].
pub(crate) fn gone_files(rule: &HouseRule) -> Vec<PathBuf> {
    let gone = |path: &Path| std::fs::symlink_metadata(path).is_err();
    let own = (gone(&rule.path) && !super::shipped::is_shipped_name(&rule.path))
        .then(|| rule.path.clone());
    own.into_iter()
        .chain(
            rule.uses
                .iter()
                .filter(|used| gone(&used.path))
                .map(|used| used.path.clone()),
        )
        .collect()
}

/// The path a game records for a script named on the command line or in the config
/// file: absolute when it names a file, so that the save means the same file from any
/// folder (`resume --reload-rules` from elsewhere, the files it uses); as given
/// otherwise (a shipped script's name, or a path whose error is worded as typed).
pub(crate) fn recorded_path(path: &Path) -> PathBuf {
    let file = std::fs::metadata(path).is_ok_and(|meta| meta.is_file());
    if path.is_relative()
        && file
        && let Ok(absolute) = std::path::absolute(path)
    {
        return absolute;
    }
    path.to_owned()
}

/// How a saved script compares with what reading its file gave.
fn compare(rule: &HouseRule, disk: Result<HouseRule, HouseRuleError>) -> DiskCopy {
    match disk {
        Ok(disk) if disk.source == rule.source => DiskCopy::Same,
        Ok(_) | Err(HouseRuleError::TooLarge { .. }) => DiskCopy::Changed,
        Err(_) => DiskCopy::Missing,
    }
}

/// A script's name from its path: the file name without `.lua`.
pub(crate) fn name_of(path: &Path) -> String {
    path.file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.to_string_lossy().into_owned())
}
