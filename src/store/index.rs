//! The history index: one record per save (its path, size and modification time, and
//! what `history` and `stats` need from it), kept in the state folder so that thousands
//! of saves are read without replaying them. The saves stay the source of truth: a
//! record is used only while its save's size and time are unchanged (and, for a record
//! taken within [`RACY`] of the save's last change, while its bytes still hash the
//! same), and a missing, damaged or older index is rebuilt, never an error.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hasher};
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
const INDEX_VERSION: u32 = 6;

/// The largest index read; thousands of games take a few MiB. A larger one is not
/// read at all (a 3 GB sparse file would cost a long read) but rebuilt.
pub(super) const INDEX_SIZE_LIMIT: u64 = 64 * 1024 * 1024;

/// How long before its record was taken a save must have last changed for the record
/// to be trusted on size and time alone. File times can be coarse (a second on some
/// file systems, two on FAT): a save written in the same tick as its record could
/// change again without its time moving, so such a record is checked against the
/// save's bytes next time ([`Record::digest`]).
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
    pub(crate) path: PathBuf,
    /// Its size in bytes when read.
    pub(crate) size: u64,
    /// Its modification time when read.
    pub modified: FileTime,
    /// When the record was taken: no later than the save's bytes were read.
    pub(crate) checked: FileTime,
    /// A hash of the save's bytes ([`digest`]), so that a record taken in the same tick
    /// as its save's last change is confirmed by reading the file, not by replaying it.
    pub(crate) digest: u64,
    /// What reading it gave.
    pub(crate) summary: Summary,
}

impl Record {
    /// Whether the record holds on size and time alone: the save last changed well
    /// before the record was taken (see [`RACY`]).
    pub(super) fn trusted(&self) -> bool {
        self.modified < self.checked.minus(RACY)
    }
}

/// The hash a [`Record`] keeps of its save's bytes. std's hasher with fixed keys: the
/// same bytes hash the same within a build, and an index from another build is not
/// used (see `IndexFile::marbles`); a toolchain that hashed differently would only
/// cost a read.
pub(super) fn digest(bytes: &[u8]) -> u64 {
    let mut hasher = DefaultHasher::new();
    hasher.write(bytes);
    hasher.finish()
}

/// A save as `history` and `stats` see it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum Summary {
    /// A game that loads and replays.
    Game {
        /// The save's `created` stamp, as written.
        created: crate::clock::Created,
        /// When the game finished, as the save says (`finished_at`).
        #[serde(default)]
        finished_at: Option<crate::clock::Stamp>,
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
    saves: Vec<Record>,
}

/// The records of a usable index by path, or nothing (missing, damaged, another
/// version or another marbles: all rebuilt). Records that are not
/// [`trusted`](Record::trusted) are in it too, to be confirmed by their digest.
pub(super) fn read_index(state: &Path) -> HashMap<PathBuf, Record> {
    records_in(&state.join(INDEX_FILE))
        .into_iter()
        .map(|record| (record.path.clone(), record))
        .collect()
}

fn records_in(path: &Path) -> Vec<Record> {
    // The state folder is marbles' own, but a pipe or a device put there must not hang
    // `history`; an index past the limit is as good as none (it is rebuilt).
    if std::fs::metadata(path).is_ok_and(|meta| meta.len() > INDEX_SIZE_LIMIT) {
        return Vec::new();
    }
    let Ok(bytes) = crate::read_now::read_up_to(path, INDEX_SIZE_LIMIT) else {
        return Vec::new();
    };
    if bytes.len() as u64 > INDEX_SIZE_LIMIT {
        return Vec::new();
    }
    let Ok(index) = serde_json::from_slice::<IndexFile>(&bytes) else {
        return Vec::new();
    };
    if index.format != INDEX_FORMAT
        || index.version != INDEX_VERSION
        || index.marbles != env!("CARGO_PKG_VERSION")
    {
        return Vec::new();
    }
    index.saves
}

/// Writes the index atomically (under a lock, so two sessions' writes do not mix).
/// Records whose paths are not UTF-8 cannot be written as JSON and are left out: those
/// saves are read every time.
pub(super) fn write_index(state: &Path, records: Vec<Record>) -> Result<(), StoreError> {
    let lock = lock_index(state)?;
    lock.check()?;
    write_records(&lock, records)
}

/// Puts one save's record into the index (replacing the save's old one), as a session
/// that has just saved a game does: the rest of the index is kept as it is. A record
/// written here and another session's whole rewrite may cross; either way each record
/// still holds only while its save is unchanged, so the worst is one save read again.
pub(super) fn update_index(state: &Path, record: Record) -> Result<(), StoreError> {
    let lock = lock_index(state)?;
    let mut records = records_in(lock.path());
    records.retain(|r| r.path != record.path);
    records.push(record);
    lock.check()?;
    write_records(&lock, records)
}

fn lock_index(state: &Path) -> Result<SaveLock, StoreError> {
    std::fs::create_dir_all(state).map_err(|source| StoreError::Write {
        path: state.to_owned(),
        source,
    })?;
    let lock = SaveLock::wait(&super::own_file(state, INDEX_FILE)?)?;
    lock.remove_stale_temps();
    Ok(lock)
}

fn write_records(lock: &SaveLock, records: Vec<Record>) -> Result<(), StoreError> {
    let index = IndexFile {
        format: INDEX_FORMAT.to_owned(),
        version: INDEX_VERSION,
        marbles: env!("CARGO_PKG_VERSION").to_owned(),
        saves: records
            .into_iter()
            .filter(|r| r.path.to_str().is_some())
            .collect(),
    };
    let bytes = serde_json::to_vec(&index).map_err(|e| StoreError::Encode {
        path: lock.path().to_owned(),
        reason: e.to_string(),
    })?;
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
            checked: FileTime::of(SystemTime::now()),
            digest: 7,
            summary: Summary::Problem(super::super::Problem {
                kind: super::super::ProblemKind::NotASave,
                reason: "no".into(),
            }),
        };
        write_index(state.path(), vec![record.clone()]).expect("written");
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
            checked: FileTime::of(now),
            digest: 7,
            summary: Summary::Problem(super::super::Problem {
                kind: super::super::ProblemKind::Damaged,
                reason: "x".into(),
            }),
        };
        let records = vec![
            record("/old.yaml", now - Duration::from_secs(60)),
            record("/new.yaml", now - Duration::from_millis(100)),
        ];
        write_index(state.path(), records).expect("written");
        let read = read_index(state.path());
        // Kept, but only the old one holds on its size and time alone.
        assert!(read[Path::new("/old.yaml")].trusted());
        assert!(!read[Path::new("/new.yaml")].trusted());
    }

    #[test]
    fn an_update_replaces_one_record_and_keeps_the_rest() {
        let state = tempfile::tempdir().expect("temp dir");
        let now = FileTime::of(SystemTime::now());
        let record = |path: &str, size: u64| Record {
            path: PathBuf::from(path),
            size,
            modified: FileTime::of(UNIX_EPOCH),
            checked: now,
            digest: digest(path.as_bytes()),
            summary: Summary::Problem(super::super::Problem {
                kind: super::super::ProblemKind::Damaged,
                reason: "x".into(),
            }),
        };
        // Into no index at all, then over an old record of the same save.
        update_index(state.path(), record("/a.yaml", 1)).expect("written");
        write_index(
            state.path(),
            vec![record("/a.yaml", 1), record("/b.yaml", 2)],
        )
        .expect("written");
        update_index(state.path(), record("/b.yaml", 3)).expect("written");
        let read = read_index(state.path());
        assert_eq!(read.len(), 2);
        assert_eq!(read[Path::new("/a.yaml")], record("/a.yaml", 1));
        assert_eq!(read[Path::new("/b.yaml")].size, 3);
    }
}
