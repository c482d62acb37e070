//! The history index: one record per save (its path, size and modification time, and
//! what `history` and `stats` need from it), kept in the state folder so that thousands
//! of saves are read without replaying them. The saves stay the source of truth: a
//! record is used only while its save's size and time are unchanged, and a missing,
//! damaged or older index is rebuilt, never an error.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use super::{SaveLock, StoreError, write_atomically};
use crate::stats::GameFacts;

/// The index's file name in the state folder.
pub(super) const INDEX_FILE: &str = "history-index.json";

/// The marker at the top of an index, so no other file is taken for one.
const INDEX_FORMAT: &str = "marbles-history-index";

/// Bumped whenever what a record holds, or how it is worked out, changes: an index of
/// another version is rebuilt whole.
const INDEX_VERSION: u32 = 1;

/// How long before the index was written a save must have last changed for its
/// record to be trusted. File times can be coarse (a second on some file systems, two
/// on FAT): a save written in the same tick as the index could change again without
/// its time moving, so such a record is read again next time.
const RACY: Duration = Duration::from_secs(2);

/// A file time as whole seconds and nanoseconds from the Unix epoch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub(super) struct FileTime {
    secs: i64,
    nanos: u32,
}

impl FileTime {
    pub(super) fn of(time: SystemTime) -> FileTime {
        match time.duration_since(UNIX_EPOCH) {
            Ok(after) => FileTime {
                secs: i64::try_from(after.as_secs()).unwrap_or(i64::MAX),
                nanos: after.subsec_nanos(),
            },
            Err(before) => {
                // Before 1970: floor to the second below, nanoseconds counted up from it.
                let before = before.duration();
                let mut secs = -i64::try_from(before.as_secs()).unwrap_or(i64::MAX);
                let mut nanos = 0;
                if before.subsec_nanos() > 0 {
                    secs -= 1;
                    nanos = 1_000_000_000 - before.subsec_nanos();
                }
                FileTime { secs, nanos }
            }
        }
    }

    /// The same time as seconds from the epoch, for ordering saves without a start.
    pub(super) fn seconds(self) -> i64 {
        self.secs
    }

    fn minus(self, span: Duration) -> FileTime {
        let secs = i64::try_from(span.as_secs()).unwrap_or(i64::MAX);
        FileTime {
            secs: self.secs.saturating_sub(secs),
            nanos: self.nanos,
        }
    }
}

/// What the index knows of one save.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(super) struct Record {
    /// The save, as listed.
    pub path: PathBuf,
    /// Its size in bytes when read.
    pub size: u64,
    /// Its modification time when read.
    pub modified: FileTime,
    /// What reading it gave.
    pub summary: Summary,
}

/// A save as `history` and `stats` see it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum Summary {
    /// A game that loads and replays.
    Game {
        /// The save's `created` stamp, as written.
        created: String,
        /// What it contributes to the statistics.
        facts: Box<GameFacts>,
    },
    /// A save that does not load, and why.
    Problem(super::Problem),
}

/// The index file.
#[derive(Debug, Serialize, Deserialize)]
struct IndexFile {
    format: String,
    version: u32,
    /// The marbles that wrote it: another may read saves differently (a newer one
    /// loads what this one refuses), so its records are not trusted.
    marbles: String,
    /// When the saves were last looked at.
    checked_at: FileTime,
    saves: Vec<Record>,
}

/// The records of a usable index by path, or nothing (missing, damaged, another
/// version or another marbles: all rebuilt).
pub(super) fn read_index(state: &Path) -> HashMap<PathBuf, Record> {
    let Ok(bytes) = std::fs::read(state.join(INDEX_FILE)) else {
        return HashMap::new();
    };
    let Ok(index) = serde_json::from_slice::<IndexFile>(&bytes) else {
        return HashMap::new();
    };
    if index.format != INDEX_FORMAT
        || index.version != INDEX_VERSION
        || index.marbles != env!("CARGO_PKG_VERSION")
    {
        return HashMap::new();
    }
    let trusted_until = index.checked_at.minus(RACY);
    index
        .saves
        .into_iter()
        .filter(|record| record.modified < trusted_until)
        .map(|record| (record.path.clone(), record))
        .collect()
}

/// Writes the index atomically (under a lock, so two sessions' writes do not mix);
/// `checked_at` is when the saves were looked at. Records whose paths are not UTF-8
/// cannot be written as JSON and are left out: those saves are read every time.
pub(super) fn write_index(
    state: &Path,
    checked_at: SystemTime,
    records: Vec<Record>,
) -> Result<(), StoreError> {
    std::fs::create_dir_all(state).map_err(|source| StoreError::Write {
        path: state.to_owned(),
        source,
    })?;
    let index = IndexFile {
        format: INDEX_FORMAT.to_owned(),
        version: INDEX_VERSION,
        marbles: env!("CARGO_PKG_VERSION").to_owned(),
        checked_at: FileTime::of(checked_at),
        saves: records
            .into_iter()
            .filter(|r| r.path.to_str().is_some())
            .collect(),
    };
    let path = state.join(INDEX_FILE);
    let bytes = serde_json::to_vec(&index).map_err(|e| StoreError::Encode {
        path: path.clone(),
        reason: e.to_string(),
    })?;
    let lock = SaveLock::wait(&path)?;
    lock.remove_stale_temps();
    lock.check()?;
    write_atomically(lock.path(), &bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_times_order_before_and_after_the_epoch() {
        let at = |secs: i64, nanos: u32| {
            let span = Duration::new(secs.unsigned_abs(), nanos);
            if secs < 0 {
                UNIX_EPOCH - span
            } else {
                UNIX_EPOCH + span
            }
        };
        let times = [
            at(-2, 500),
            at(-1, 0),
            at(0, 0),
            at(0, 1),
            at(1_700_000_000, 5),
        ];
        let filed: Vec<FileTime> = times.iter().map(|&t| FileTime::of(t)).collect();
        let mut sorted = filed.clone();
        sorted.sort();
        assert_eq!(filed, sorted);
        assert_eq!(
            FileTime::of(at(-2, 500)),
            FileTime {
                secs: -3,
                nanos: 999_999_500
            }
        );
    }

    #[test]
    fn a_damaged_or_foreign_index_reads_as_empty() {
        let state = tempfile::tempdir().expect("temp dir");
        let path = state.path().join(INDEX_FILE);
        for text in ["", "{", "[]", "{\"format\": \"other\"}", "\u{0}\u{ff}"] {
            std::fs::write(&path, text).expect("write");
            assert!(read_index(state.path()).is_empty(), "{text:?}");
        }
    }

    #[test]
    fn an_index_of_another_version_is_not_trusted() {
        let state = tempfile::tempdir().expect("temp dir");
        let record = Record {
            path: PathBuf::from("/saves/a.yaml"),
            size: 10,
            modified: FileTime::of(UNIX_EPOCH),
            summary: Summary::Problem(super::super::Problem {
                kind: super::super::ProblemKind::NotASave,
                reason: "no".into(),
            }),
        };
        write_index(state.path(), SystemTime::now(), vec![record.clone()]).expect("written");
        assert_eq!(read_index(state.path()).get(&record.path), Some(&record));
        let path = state.path().join(INDEX_FILE);
        let text = std::fs::read_to_string(&path).expect("read");
        let older = text.replace(
            &format!("\"version\":{INDEX_VERSION}"),
            &format!("\"version\":{}", INDEX_VERSION + 1),
        );
        assert_ne!(older, text);
        std::fs::write(&path, older).expect("write");
        assert!(read_index(state.path()).is_empty());
    }

    #[test]
    fn a_record_written_in_the_same_tick_as_its_save_is_not_trusted() {
        let state = tempfile::tempdir().expect("temp dir");
        let now = SystemTime::now();
        let record = |path: &str, modified: SystemTime| Record {
            path: PathBuf::from(path),
            size: 1,
            modified: FileTime::of(modified),
            summary: Summary::Problem(super::super::Problem {
                kind: super::super::ProblemKind::Damaged,
                reason: "x".into(),
            }),
        };
        let records = vec![
            record("/old.yaml", now - Duration::from_secs(60)),
            record("/new.yaml", now - Duration::from_millis(100)),
        ];
        write_index(state.path(), now, records).expect("written");
        let read = read_index(state.path());
        assert!(read.contains_key(Path::new("/old.yaml")));
        assert!(!read.contains_key(Path::new("/new.yaml")));
    }
}
