//! Solved win tables kept in the cache folder, one file per rule set:
//! `win/<fingerprint>.bin`, so rules solved once answer at once after that.

use std::path::PathBuf;

use super::super::{StoreError, write_atomically};
use super::cache_dir;
use crate::odds::Policy;
use crate::odds::win::{WinModel, WinTable};

/// The largest cached table read (the standard game's is 171 KB).
const WIN_TABLE_SIZE_LIMIT: u64 = 64 * 1024 * 1024;

/// Where the table of rules with this fingerprint is kept, when there is a cache folder.
pub(crate) fn win_table_path(fingerprint: u64) -> Option<PathBuf> {
    cache_dir().map(|dir| dir.join("win").join(format!("{fingerprint:016x}.bin")))
}

/// The cached table of a model's rules, if one is there and sound: a missing, damaged
/// or foreign file is as good as none (the caller solves again and replaces it).
pub(crate) fn cached_win_table(model: &WinModel) -> Option<WinTable> {
    let path = win_table_path(model.fingerprint())?;
    let bytes = crate::read_now::read_up_to(&path, WIN_TABLE_SIZE_LIMIT).ok()?;
    let table = WinTable::from_bytes(&bytes).ok()?;
    table.check(model).ok()?;
    Some(table)
}

/// Keeps a solved table in the cache folder (atomically: a reader never sees half a
/// file), creating the folder; the path it went to.
pub(crate) fn cache_win_table(table: &WinTable) -> Result<Option<PathBuf>, StoreError> {
    let Some(path) = win_table_path(table.fingerprint()) else {
        return Ok(None);
    };
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|source| StoreError::Write {
            path: dir.to_owned(),
            source,
        })?;
    }
    write_atomically(&path, &table.to_bytes())?;
    Ok(Some(path))
}

/// The policy of `policy`'s rules with their cached win table attached, when they have
/// no shipped table and one is in the cache; otherwise `policy` as it was.
pub(crate) fn with_cached_win_table(policy: Policy) -> Policy {
    let Ok(model) = WinModel::new(policy.chart()) else {
        return policy;
    };
    if WinTable::shipped(&model).is_some() {
        return policy;
    }
    match cached_win_table(&model) {
        Some(table) => {
            // Checked against the model above, so attaching cannot fail; keep the
            // plain policy if it somehow does.
            let plain = Policy::new(policy.chart().clone());
            policy.with_win_table(table).unwrap_or(plain)
        }
        None => policy,
    }
}
