use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
// One item a line: `atomic::{` is how tidy_writes finds a write site.
use std::sync::atomic::AtomicU64;
use std::sync::atomic::Ordering;
use std::time::SystemTime;

use jiff::tz::TimeZone;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use super::cache::Reviews;
use super::index::{FileTime, Record, Summary, digest, read_index, update_index, write_index};
use super::{SAVE_SIZE_LIMIT, Save, StoreError, games_dir, known_saves_in, load_game};
use crate::clock::Stamp;
use crate::game::{Game, RulesInPlay};
use crate::house_rules;
use crate::odds::Policy;
use crate::odds::review::review;
use crate::odds::win::Forecast;
use crate::rules::{HouseRule, Scorer};
use crate::stats::{BustChances, Filter, GameFacts, SeatReview, Stats};

/// Where history looks: the folder of saves and the state folder (with its list of
/// saves kept elsewhere and the index).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Places {
    /// The `games` folder of the data directory.
    pub games: PathBuf,
    /// The state folder.
    pub state: PathBuf,
}

impl Places {
    /// The places the environment gives: [`games_dir`] and
    /// [`state_dir`](super::state_dir()).
    pub(crate) fn here() -> Result<Places, StoreError> {
        Ok(Places {
            games: games_dir()?,
            state: super::state_dir()?,
        })
    }
}

/// Every saved game marbles knows of, newest first: the saves in the `games` folder and
/// those kept elsewhere that marbles was told about
/// ([`remember_save_in`](super::remember_save_in)). A save that does not load is listed
/// with the reason, never an error.
#[derive(Debug)]
pub struct History {
    /// The games, newest first (by start; a save whose start is unknown by its
    /// modification time).
    pub(crate) entries: Vec<HistoryEntry>,
    /// How the index served this listing.
    pub index: IndexReport,
}

/// One save in the history.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct HistoryEntry {
    /// The game's number: 1 for the oldest, counting up with each newer game, so a game
    /// keeps its number as new games are played (`resume 12`, `export 12`). Adding or
    /// removing an older save renumbers the games after it.
    pub(crate) number: usize,
    /// The save.
    pub(crate) file: PathBuf,
    /// When the game started, as its save records it; `None` when the save does not
    /// load or its stamp is not a time.
    pub(crate) started: Option<Stamp>,
    /// When the game finished, as its save says (`finished_at`); `None` while it is
    /// open, for saves from before marbles recorded it, and when the save does not load.
    pub(crate) finished_at: Option<Stamp>,
    /// The game, or why its save does not load.
    pub(crate) game: Result<GameFacts, Problem>,
    /// The hash of the save's bytes when it was read (the index's), which keys its
    /// review in the cache folder.
    digest: u64,
}

/// Why a listed save does not load: the kind, for the text layer, and the loader's
/// own message (which names the file).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Problem {
    /// What kind of problem.
    pub(crate) kind: ProblemKind,
    /// The loader's message.
    pub(crate) reason: String,
}

/// The kinds of [`Problem`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum ProblemKind {
    /// Not YAML, cut short, or edited into something marbles did not write.
    Damaged,
    /// YAML, but not a marbles save.
    NotASave,
    /// A save from a newer marbles.
    Newer,
    /// Larger than any save.
    TooLarge,
    /// Its house-rule scripts no longer load.
    HouseRules,
    /// Its actions no longer replay.
    Replay,
    /// It could not be read (permissions, a disk error): read again every time.
    Unreadable,
}

impl Problem {
    fn of(err: &StoreError) -> Problem {
        let kind = match err {
            StoreError::Corrupt { .. } | StoreError::OddName { .. } => ProblemKind::Damaged,
            StoreError::NotASave { .. } => ProblemKind::NotASave,
            StoreError::NewerVersion { .. } => ProblemKind::Newer,
            StoreError::TooLarge { .. } => ProblemKind::TooLarge,
            StoreError::HouseRules { .. } => ProblemKind::HouseRules,
            StoreError::Replay { .. } => ProblemKind::Replay,
            _ => ProblemKind::Unreadable,
        };
        Problem {
            kind,
            reason: err.to_string(),
        }
    }
}

/// How the index served a listing (for tests, the bench, and a warning).
#[derive(Debug, Default)]
pub struct IndexReport {
    /// Saves whose index record was used.
    pub reused: usize,
    /// Saves read and replayed (new, changed, or not in a usable index).
    pub read: usize,
    /// Whether the index was written.
    pub(crate) written: bool,
    /// Why the index could not be written, if it could not (history is right all the
    /// same; the next listing reads those saves again).
    pub(crate) problem: Option<StoreError>,
    /// The state folder, when something other than a folder is there (a file,
    /// `/dev/null`): the saves kept elsewhere cannot be listed, nor the index kept.
    pub(crate) state_not_a_folder: Option<PathBuf>,
}

impl History {
    /// The history of the places the environment gives ([`Places::here`]).
    pub(crate) fn load() -> Result<History, StoreError> {
        History::load_from(&Places::here()?)
    }

    /// The history of these places: every save listed, read through the index, and the
    /// index brought up to date. Fails only when the `games` folder exists and cannot
    /// be listed.
    pub fn load_from(places: &Places) -> Result<History, StoreError> {
        let checked = FileTime::of(SystemTime::now());
        let saves = list_saves(places)?;
        let mut index = read_index(&places.state);
        let mut report = IndexReport {
            state_not_a_folder: std::fs::metadata(&places.state)
                .is_ok_and(|meta| !meta.is_dir())
                .then(|| places.state.clone()),
            ..IndexReport::default()
        };
        let mut records: Vec<Option<Record>> = Vec::with_capacity(saves.len());
        // Saves to read, each with its record when that matches on size and time but
        // was taken too soon after the save's last change to hold on them alone.
        let mut stale: Vec<(usize, &Listed, Option<Record>)> = Vec::new();
        for (i, save) in saves.iter().enumerate() {
            match index.remove(&save.path) {
                Some(record) if record.size == save.size && record.modified == save.modified => {
                    if record.trusted() {
                        report.reused += 1;
                        records.push(Some(record));
                    } else {
                        stale.push((i, save, Some(record)));
                        records.push(None);
                    }
                }
                _ => {
                    stale.push((i, save, None));
                    records.push(None);
                }
            }
        }
        // Replaying is the slow part (and a Lua load for house rules): spread it over
        // the cores, each with its own scorers, which cannot be shared between threads.
        // A record confirmed by its save's bytes is kept without a replay.
        let listing = LISTINGS.fetch_add(1, Ordering::Relaxed);
        let read: Vec<(usize, Record, bool)> = stale
            .into_par_iter()
            .map(|(i, save, known)| {
                let digest = crate::read_now::read_up_to(&save.path, SAVE_SIZE_LIMIT)
                    .map(|bytes| digest(&bytes));
                if let (Some(known), Ok(digest)) = (known, &digest)
                    && known.digest == *digest
                {
                    return (i, Record { checked, ..known }, true);
                }
                let record = Record {
                    path: save.path.clone(),
                    size: save.size,
                    modified: save.modified,
                    checked,
                    digest: digest.unwrap_or(0),
                    summary: Readers::with(listing, |readers| readers.read(&save.path)),
                };
                (i, record, false)
            })
            .collect();
        // What each thread built for this listing (scorers, house rules' Lua) is let go.
        rayon::broadcast(|_| Readers::let_go());
        let changed = !read.is_empty() || !index.is_empty();
        for (i, record, confirmed) in read {
            if confirmed {
                report.reused += 1;
            } else {
                report.read += 1;
            }
            records[i] = Some(record);
        }
        let records: Vec<Record> = records.into_iter().flatten().collect();
        if changed {
            // A save that could not be read is tried again next time, whatever its time.
            let kept = records
                .iter()
                .filter(|r| {
                    !matches!(&r.summary, Summary::Problem(p) if p.kind == ProblemKind::Unreadable)
                })
                .cloned()
                .collect();
            match write_index(&places.state, kept) {
                Ok(()) => report.written = true,
                Err(err) => report.problem = Some(err),
            }
        }
        Ok(History {
            entries: entries(records),
            index: report,
        })
    }

    /// Files one save's record in the index of these places, as a session does when it
    /// has saved a game (at its end, and when the session closes), so that the next
    /// `history` or `stats` need not replay it. The save is read back as a listing would
    /// read it, so its record is the one a rebuild makes. Nothing is written when the
    /// history does not list the save (a file outside the games folder that marbles was
    /// not told about).
    pub fn file_save(places: &Places, save: &Path) -> Result<(), StoreError> {
        let checked = FileTime::of(SystemTime::now());
        let name = save.file_name();
        let Some(listed) = list_saves(places)?
            .into_iter()
            .find(|listed| listed.path.file_name() == name && super::same_file(&listed.path, save))
        else {
            return Ok(());
        };
        let bytes =
            crate::read_now::read_up_to(&listed.path, SAVE_SIZE_LIMIT).map_err(|source| {
                StoreError::Read {
                    path: listed.path.clone(),
                    source,
                }
            })?;
        let summary = Readers::default().read(&listed.path);
        update_index(
            &places.state,
            Record {
                digest: digest(&bytes),
                path: listed.path,
                size: listed.size,
                modified: listed.modified,
                checked,
                summary,
            },
        )
    }

    /// The game with this number (see [`HistoryEntry::number`]).
    pub(crate) fn by_number(&self, number: usize) -> Option<&HistoryEntry> {
        self.entries.iter().find(|e| e.number == number)
    }

    /// The games the filter chooses (saves that do not load left out), newest first.
    fn chosen<'a>(
        &'a self,
        filter: &'a Filter,
    ) -> impl Iterator<Item = (&'a HistoryEntry, &'a GameFacts)> {
        self.entries.iter().filter_map(|entry| {
            let game = entry.game.as_ref().ok()?;
            filter
                .admits(game, entry.started.map(|s| s.instant()))
                .then_some((entry, game))
        })
    }

    /// How many games the filter chooses.
    pub(crate) fn count(&self, filter: &Filter) -> usize {
        self.chosen(filter).count()
    }

    /// The statistics of the games the filter chooses (saves that do not load left
    /// out), read newest first, so a player's name is spelled as in their latest game.
    /// Each game's review comes from the cache folder, or is worked out now (on every
    /// core) and kept there; a game that cannot be reviewed without solving its win
    /// table is counted without one (see `Readers::review_of`).
    pub fn stats(&self, filter: &Filter) -> Stats {
        let mut reviews = Reviews::read();
        // Copies of one save (the same bytes) are reviewed once.
        let mut asked: HashSet<u64> = HashSet::new();
        let missing: Vec<&HistoryEntry> = self
            .chosen(filter)
            .filter(|(entry, _)| reviews.get(entry.digest).is_none() && asked.insert(entry.digest))
            .map(|(entry, _)| entry)
            .collect();
        let listing = LISTINGS.fetch_add(1, Ordering::Relaxed);
        let worked: Vec<(u64, Vec<SeatReview>)> = missing
            .into_par_iter()
            .filter_map(|entry| {
                Readers::with(listing, |readers| {
                    readers.review_of(&entry.file, entry.digest)
                })
                .map(|seats| (entry.digest, seats))
            })
            .collect();
        rayon::broadcast(|_| Readers::let_go());
        let fresh = !worked.is_empty();
        for (digest, seats) in worked {
            reviews.put(digest, seats);
        }
        let facts: Vec<GameFacts> = self
            .chosen(filter)
            .map(|(entry, game)| match reviews.get(entry.digest) {
                Some(seats) => game.clone().reviewed(seats),
                None => game.clone(),
            })
            .collect();
        if fresh {
            // A cache: when it cannot be kept, the next `stats` works them out again.
            let kept: Vec<u64> = self.entries.iter().map(|entry| entry.digest).collect();
            let _ = reviews.write(Some(&kept));
        }
        Stats::over(&facts)
    }

    /// The listing as `history --json` prints it; starts whose offset was not recorded
    /// (saves from before local times) are given in `zone`.
    pub(crate) fn to_json(&self, zone: &TimeZone) -> HistoryJson {
        HistoryJson {
            games: self
                .entries
                .iter()
                .map(|entry| {
                    let started = entry.started.map(|s| s.in_zone(zone));
                    let finished_at = entry.finished_at.map(|s| s.in_zone(zone));
                    let file = entry.file.display().to_string();
                    match &entry.game {
                        Ok(game) => HistoryGame {
                            number: entry.number,
                            file,
                            started,
                            finished_at,
                            players: game.players.clone(),
                            rules: game.rules.clone(),
                            finished: game.finished,
                            winners: game.winners.clone(),
                            rounds: game.rounds,
                            problem: None,
                        },
                        Err(problem) => HistoryGame {
                            number: entry.number,
                            file,
                            started,
                            finished_at: None,
                            players: Vec::new(),
                            rules: Vec::new(),
                            finished: false,
                            winners: Vec::new(),
                            rounds: 0,
                            problem: Some(problem.clone()),
                        },
                    }
                })
                .collect(),
        }
    }
}

/// `history --json`: `{"games": [...]}`, newest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct HistoryJson {
    /// The games, newest first.
    pub(crate) games: Vec<HistoryGame>,
}

/// One game of `history --json`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct HistoryGame {
    /// Its number (see [`HistoryEntry::number`]).
    pub(crate) number: usize,
    /// The save.
    pub(crate) file: String,
    /// When it started: RFC 3339 with its UTC offset; `null` when not known.
    pub(crate) started: Option<Stamp>,
    /// When it finished: RFC 3339 with its UTC offset; `null` while the game is open
    /// and when its save does not say (saves from before marbles recorded it).
    pub(crate) finished_at: Option<Stamp>,
    /// Players in seating order (empty when the save does not load).
    pub(crate) players: Vec<String>,
    /// House rules in play.
    pub(crate) rules: Vec<String>,
    /// Whether the game is over.
    pub(crate) finished: bool,
    /// Everyone who won, in seating order.
    pub(crate) winners: Vec<String>,
    /// Rounds on the pad.
    pub(crate) rounds: u32,
    /// Why the save does not load; `null` for a game.
    pub(crate) problem: Option<Problem>,
}

/// A save found, with what the index checks it by.
#[derive(Debug)]
struct Listed {
    path: PathBuf,
    size: u64,
    modified: FileTime,
}

/// The saves in the `games` folder (visible `.yaml`/`.yml` files, as `resume` looks
/// for) and the known saves elsewhere that are still files, each once.
fn list_saves(places: &Places) -> Result<Vec<Listed>, StoreError> {
    // Absolute, so that a listed file (and the index's key) means the same from any
    // folder, as `resume N` needs.
    let folder = std::path::absolute(&places.games).unwrap_or_else(|_| places.games.clone());
    let mut paths: Vec<PathBuf> = Vec::new();
    match std::fs::read_dir(&folder) {
        Ok(entries) => {
            for entry in entries.flatten() {
                let name = entry.file_name();
                let hidden = name.to_string_lossy().starts_with('.');
                let path = entry.path();
                let yaml = path.extension().is_some_and(|e| e == "yaml" || e == "yml");
                if !hidden && yaml {
                    paths.push(path);
                }
            }
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(source) => {
            return Err(StoreError::List {
                dir: places.games.clone(),
                source,
            });
        }
    }
    paths.extend(known_saves_in(&places.state));
    let mut seen: HashSet<PathBuf> = HashSet::new();
    let mut listed = Vec::with_capacity(paths.len());
    let games = std::fs::canonicalize(&folder).ok();
    for path in paths {
        // The games folder is resolved once; a save elsewhere on its own (links).
        let identity = match (&games, path.parent(), path.file_name()) {
            (Some(games), Some(parent), Some(name)) if parent == folder => games.join(name),
            _ => std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone()),
        };
        let Ok(meta) = std::fs::metadata(&path) else {
            continue;
        };
        if !meta.is_file() || !seen.insert(identity) {
            continue;
        }
        listed.push(Listed {
            path,
            size: meta.len(),
            modified: FileTime::of(meta.modified().unwrap_or(std::time::UNIX_EPOCH)),
        });
    }
    Ok(listed)
}

/// What one thread needs to read saves: the standard scorer, and the bust chances and
/// the reviewers of each set of house rules met, built once each.
#[derive(Default)]
struct Readers {
    standard: Option<Scorer>,
    chances: HashMap<Vec<String>, BustChances>,
    /// By the rules' sources and whether the game has two players (who are reviewed
    /// with the win table): the policy and the race's forecast, which remember the
    /// standings they have worked out for the next game.
    reviewers: HashMap<(Vec<String>, bool), (Policy, Forecast)>,
}

/// Listings begun, to tell one listing's [`Readers`] from the next's.
static LISTINGS: AtomicU64 = AtomicU64::new(0);

thread_local! {
    /// This thread's readers, and the listing they were built for. Kept by the thread
    /// rather than by rayon's `map_init`, whose value lives for one of rayon's jobs
    /// only: a cold listing of 1,000 saves built the standard scorer and its bust
    /// chances 16 to 37 times on two threads, a fifth of its time.
    static READERS: RefCell<Option<(u64, Readers)>> = const { RefCell::new(None) };
}

impl Readers {
    /// Runs `f` with this thread's readers for `listing`, made afresh when they were
    /// built for another; with fresh ones when they are in use (a read that waits for
    /// other work may be handed another save on the same thread).
    fn with<T>(listing: u64, f: impl FnOnce(&mut Readers) -> T) -> T {
        READERS.with(|slot| match slot.try_borrow_mut() {
            Ok(mut slot) => {
                let fresh = !matches!(&*slot, Some((built_for, _)) if *built_for == listing);
                if fresh {
                    *slot = Some((listing, Readers::default()));
                }
                match &mut *slot {
                    Some((_, readers)) => f(readers),
                    None => f(&mut Readers::default()),
                }
            }
            Err(_) => f(&mut Readers::default()),
        })
    }

    /// Drops this thread's readers, when it has any not in use.
    fn let_go() {
        READERS.with(|slot| {
            if let Ok(mut slot) = slot.try_borrow_mut() {
                *slot = None;
            }
        });
    }

    /// Loads a save with this thread's scorers.
    fn load(&mut self, path: &Path) -> Result<(Save, Game), StoreError> {
        let standard = self.standard.get_or_insert_with(Scorer::standard).clone();
        load_game(path, |sources: &[HouseRule]| {
            if sources.is_empty() {
                Ok(RulesInPlay::from(standard))
            } else {
                house_rules::load_saved(sources)
            }
        })
    }

    /// Loads, replays and summarises a save.
    fn read(&mut self, path: &Path) -> Summary {
        let (save, mut game) = match self.load(path) {
            Ok(loaded) => loaded,
            Err(err) => return Summary::Problem(Problem::of(&err)),
        };
        let key: Vec<String> = save.house_rules.iter().map(|s| s.source.clone()).collect();
        let chances = self
            .chances
            .entry(key)
            .or_insert_with(|| BustChances::of(game.scorer()));
        match GameFacts::of(&mut game, save.house_rule_names(), chances) {
            Ok(facts) => Summary::Game {
                facts: Box::new(facts),
                created: save.created,
                finished_at: save.finished_at,
            },
            Err(error) => Summary::Problem(Problem::of(&StoreError::Replay {
                path: path.to_owned(),
                error,
            })),
        }
    }

    /// The review of the save at `path`, summed per player, when its bytes still hash
    /// to `digest` and `review` can give it without solving: two players need their
    /// rules' win table shipped or cached (a solve takes a minute; `marbles review`
    /// solves and caches it), more players read the race. `None` also when the save
    /// no longer loads or its rules are ones neither model plays.
    fn review_of(&mut self, path: &Path, digest: u64) -> Option<Vec<SeatReview>> {
        let bytes = crate::read_now::read_up_to(path, SAVE_SIZE_LIMIT).ok()?;
        if super::index::digest(&bytes) != digest {
            return None;
        }
        let (save, mut game) = self.load(path).ok()?;
        let rules: Vec<String> = save.house_rules.iter().map(|s| s.source.clone()).collect();
        let two = game.state().players.len() == 2;
        let (policy, forecast) = self.reviewers.entry((rules, two)).or_insert_with(|| {
            let policy = Policy::for_scorer(game.scorer());
            let policy = if two {
                super::with_cached_win_table(policy)
            } else {
                policy
            };
            (policy, Forecast::new())
        });
        if two && policy.win_play().is_err() {
            return None;
        }
        let review = review(&mut game, policy, forecast).ok()?;
        Some(SeatReview::of(&review))
    }
}

/// The entries of these records: numbered from the oldest, listed newest first.
fn entries(records: Vec<Record>) -> Vec<HistoryEntry> {
    let mut entries: Vec<(i64, HistoryEntry)> = records
        .into_iter()
        .map(|record| {
            let (started, finished_at, game) = match record.summary {
                Summary::Game {
                    created,
                    finished_at,
                    facts,
                } => (created.stamp(), finished_at, Ok(*facts)),
                Summary::Problem(problem) => (None, None, Err(problem)),
            };
            let when = started.map_or(record.modified.seconds(), |s| s.instant().as_second());
            let entry = HistoryEntry {
                number: 0,
                file: record.path,
                started,
                finished_at,
                game,
                digest: record.digest,
            };
            (when, entry)
        })
        .collect();
    // Oldest first to number them; the file name breaks ties, as stamps sort by time.
    entries.sort_by(|(a, x), (b, y)| a.cmp(b).then_with(|| x.file.cmp(&y.file)));
    let mut numbered: Vec<HistoryEntry> = entries
        .into_iter()
        .enumerate()
        .map(|(i, (_, mut entry))| {
            entry.number = i + 1;
            entry
        })
        .collect();
    numbered.reverse();
    numbered
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::game::scripted;
    use crate::store::{Save, remember_save_in, to_yaml};

    /// A games folder and a state folder in a temp dir.
    struct Table {
        dir: tempfile::TempDir,
        places: Places,
    }

    impl Table {
        fn new() -> Table {
            let dir = tempfile::tempdir().expect("temp dir");
            let places = Places {
                games: dir.path().join("games"),
                state: dir.path().join("state"),
            };
            std::fs::create_dir_all(&places.games).expect("games folder");
            Table { dir, places }
        }

        /// Writes a file into the games folder, dated a minute back so the index
        /// trusts it.
        fn put(&self, name: &str, text: &str) -> PathBuf {
            let path = self.places.games.join(name);
            write_dated(&path, text);
            path
        }

        fn history(&self) -> History {
            History::load_from(&self.places).expect("history")
        }
    }

    fn write_dated(path: &Path, text: &str) {
        std::fs::write(path, text).expect("write");
        let past = SystemTime::now() - Duration::from_secs(60);
        std::fs::File::options()
            .write(true)
            .open(path)
            .and_then(|f| f.set_modified(past))
            .expect("set time");
    }

    fn save_text(game: &crate::game::Game, created: &str) -> String {
        to_yaml(&Save::from_game(game, created)).expect("yaml")
    }

    #[test]
    fn games_are_listed_newest_first_numbered_from_the_oldest() {
        let table = Table::new();
        let friday = table.put(
            "friday.yaml",
            &save_text(&scripted::two_players(true), "2026-11-27T20:00:00+01:00"),
        );
        let monday = table.put(
            "monday.yaml",
            &save_text(&scripted::three_players(false), "2026-11-30T19:00:00+01:00"),
        );
        let old = table.put(
            "old.yml",
            &save_text(&scripted::two_players(false), "2026-11-01T18:00:00Z"),
        );
        table.put("notes.txt", "not a save");
        table.put(".hidden.yaml", "format: marbles-save");
        let history = table.history();
        let files: Vec<&Path> = history.entries.iter().map(|e| e.file.as_path()).collect();
        assert_eq!(files, [monday.as_path(), friday.as_path(), old.as_path()]);
        let numbers: Vec<usize> = history.entries.iter().map(|e| e.number).collect();
        assert_eq!(numbers, [3, 2, 1]);
        assert_eq!(history.by_number(2).map(|e| e.file.clone()), Some(friday));
        assert!(history.by_number(4).is_none());
        let fri = history
            .by_number(2)
            .and_then(|e| e.game.as_ref().ok())
            .expect("a game");
        assert!(fri.finished);
        assert_eq!(fri.winners, ["Bob"]);
        let mon = history
            .by_number(3)
            .and_then(|e| e.game.as_ref().ok())
            .expect("a game");
        assert!(!mon.finished);
        assert!(mon.winners.is_empty());
        assert_eq!(mon.players, ["Ann", "Bob", "Cy"]);
    }

    #[test]
    fn damaged_and_foreign_files_are_listed_with_the_reason() {
        let table = Table::new();
        table.put(
            "good.yaml",
            &save_text(&scripted::two_players(true), "2026-11-27T20:00:00Z"),
        );
        let cut = save_text(&scripted::two_players(true), "t");
        table.put("cut.yaml", &cut[..cut.len() / 2]);
        table.put("list.yaml", "name: shopping\nitems: [eggs]\n");
        let newer =
            save_text(&scripted::two_players(true), "t").replace("version: 1\n", "version: 9\n");
        table.put("newer.yaml", &newer);
        let history = table.history();
        assert_eq!(history.entries.len(), 4);
        let kind = |name: &str| {
            let entry = history
                .entries
                .iter()
                .find(|e| e.file.ends_with(name))
                .expect("listed");
            entry
                .game
                .as_ref()
                .err()
                .map(|p| (p.kind, p.reason.clone()))
        };
        assert_eq!(kind("good.yaml"), None);
        let (cut_kind, reason) = kind("cut.yaml").expect("a problem");
        assert_eq!(cut_kind, ProblemKind::Damaged);
        assert!(reason.contains("cut.yaml"), "{reason}");
        assert_eq!(kind("list.yaml").map(|k| k.0), Some(ProblemKind::NotASave));
        assert_eq!(kind("newer.yaml").map(|k| k.0), Some(ProblemKind::Newer));
        // The damaged ones are in the JSON too, with their problem.
        let json = serde_json::to_value(history.to_json(&TimeZone::UTC)).expect("json");
        let problems = json["games"]
            .as_array()
            .expect("games")
            .iter()
            .filter(|g| !g["problem"].is_null())
            .count();
        assert_eq!(problems, 3);
    }

    #[test]
    fn a_save_kept_elsewhere_is_listed_once() {
        let table = Table::new();
        let elsewhere = table.dir.path().join("friday.yaml");
        write_dated(
            &elsewhere,
            &save_text(&scripted::two_players(true), "2026-11-27T20:00:00Z"),
        );
        let inside = table.put(
            "monday.yaml",
            &save_text(&scripted::two_players(false), "2026-11-30T20:00:00Z"),
        );
        remember_save_in(&table.places.state, &elsewhere).expect("recorded");
        remember_save_in(&table.places.state, &inside).expect("recorded");
        remember_save_in(&table.places.state, &table.dir.path().join("gone.yaml"))
            .expect("recorded");
        let history = table.history();
        let files: Vec<&Path> = history.entries.iter().map(|e| e.file.as_path()).collect();
        assert_eq!(files, [inside.as_path(), elsewhere.as_path()]);
    }

    #[test]
    fn the_index_is_used_while_the_saves_are_unchanged_and_a_changed_save_alone_is_read_again() {
        let table = Table::new();
        for day in 1..=5 {
            let game = scripted::two_players(day % 2 == 0);
            table.put(
                &format!("day{day}.yaml"),
                &save_text(&game, &format!("2026-11-0{day}T20:00:00Z")),
            );
        }
        let first = table.history();
        assert_eq!((first.index.read, first.index.reused), (5, 0));
        assert!(first.index.written);
        let second = table.history();
        assert_eq!((second.index.read, second.index.reused), (0, 5));
        assert!(!second.index.written, "nothing changed, nothing written");
        assert_eq!(second.entries, first.entries);

        // The game of day 2 goes on: that save alone is replayed.
        let mut game = scripted::two_players(false);
        scripted::run(&mut game, "234662");
        table.put("day2.yaml", &save_text(&game, "2026-11-02T20:00:00Z"));
        let third = table.history();
        assert_eq!((third.index.read, third.index.reused), (1, 4));
        let day2 = third
            .entries
            .iter()
            .find(|e| e.file.ends_with("day2.yaml"))
            .expect("listed");
        let facts = day2.game.as_ref().expect("a game");
        assert_eq!(facts.seats[1].busts, game.state().players[1].busts);

        // A deleted save leaves the index.
        std::fs::remove_file(table.places.games.join("day5.yaml")).expect("remove");
        let fourth = table.history();
        assert_eq!((fourth.index.read, fourth.index.reused), (0, 4));
        assert!(fourth.index.written);
    }

    #[test]
    fn a_damaged_index_is_rebuilt() {
        let table = Table::new();
        table.put(
            "a.yaml",
            &save_text(&scripted::two_players(true), "2026-11-27T20:00:00Z"),
        );
        let first = table.history();
        let index = table.places.state.join(super::super::index::INDEX_FILE);
        std::fs::write(
            &index,
            "{\"format\": \"marbles-history-index\", \"version\": [",
        )
        .expect("damage");
        let again = table.history();
        assert_eq!((again.index.read, again.index.reused), (1, 0));
        assert!(again.index.written);
        assert_eq!(again.entries, first.entries);
        assert!(
            serde_json::from_slice::<serde_json::Value>(&std::fs::read(&index).expect("read"))
                .is_ok()
        );
    }

    #[test]
    fn an_index_that_cannot_be_written_is_no_error() {
        let mut table = Table::new();
        table.put(
            "a.yaml",
            &save_text(&scripted::two_players(true), "2026-11-27T20:00:00Z"),
        );
        let blocked = table.dir.path().join("blocked");
        std::fs::write(&blocked, "a file where the state folder should be").expect("write");
        table.places.state = blocked;
        let history = table.history();
        assert_eq!(history.entries.len(), 1);
        assert!(history.entries[0].game.is_ok());
        assert!(!history.index.written);
        assert!(history.index.problem.is_some());
    }

    #[test]
    fn no_games_folder_is_an_empty_history() {
        let dir = tempfile::tempdir().expect("temp dir");
        let places = Places {
            games: dir.path().join("nowhere"),
            state: dir.path().join("state"),
        };
        let history = History::load_from(&places).expect("empty");
        assert!(history.entries.is_empty());
    }

    #[test]
    fn the_json_has_the_fields_the_issue_names_with_local_offsets() {
        let table = Table::new();
        table.put(
            "a.yaml",
            &save_text(&scripted::two_players(true), "2026-11-27T19:00:00Z"),
        );
        table.put(
            "b.yaml",
            &save_text(&scripted::two_players(false), "2026-11-28T20:00:00-05:00"),
        );
        let ended = Stamp::parse("2026-11-27T20:12:00+01:00").expect("a stamp");
        table.put(
            "c.yaml",
            &to_yaml(
                &Save::from_game(&scripted::two_players(true), "2026-11-26T19:00:00+01:00")
                    .with_finished_at(Some(ended)),
            )
            .expect("yaml"),
        );
        let oslo = TimeZone::posix("CET-1CEST,M3.5.0,M10.5.0/3").expect("zone");
        let json = serde_json::to_value(table.history().to_json(&oslo)).expect("json");
        let games = json["games"].as_array().expect("games");
        assert_eq!(games[2]["finished_at"], "2026-11-27T20:12:00+01:00");
        // Unknown: an open game, and a save from before marbles recorded the end.
        assert!(games[0]["finished_at"].is_null() && games[1]["finished_at"].is_null());
        for field in [
            "file",
            "started",
            "finished_at",
            "players",
            "rules",
            "finished",
            "winners",
            "rounds",
        ] {
            assert!(games[0].get(field).is_some(), "{field} in {}", games[0]);
        }
        // The old UTC stamp in local time; the recorded offset kept as it was.
        assert_eq!(games[1]["started"], "2026-11-27T20:00:00+01:00");
        assert_eq!(games[0]["started"], "2026-11-28T20:00:00-05:00");
        assert_eq!(games[1]["winners"], serde_json::json!(["Bob"]));
        assert_eq!(games[1]["finished"], true);
    }

    #[test]
    fn stats_from_history_match_the_counts_of_the_games() {
        let table = Table::new();
        let games = [scripted::two_players(true), scripted::three_players(true)];
        for (i, game) in games.iter().enumerate() {
            table.put(
                &format!("g{i}.yaml"),
                &save_text(game, &format!("2026-11-2{i}T20:00:00Z")),
            );
        }
        let stats = table.history().stats(&Filter::default());
        assert_eq!(stats.games, 2);
        for name in ["Ann", "Bob", "Cy"] {
            let line = stats.player(name).expect("a player");
            let lines: Vec<_> = games
                .iter()
                .flat_map(|g| g.state().players.iter())
                .filter(|p| p.name == name)
                .collect();
            assert_eq!(line.games as usize, lines.len());
            assert_eq!(
                line.busts,
                lines.iter().map(|p| p.busts).sum::<u32>(),
                "{name}"
            );
            assert_eq!(
                line.floods,
                lines.iter().map(|p| p.floods).sum::<u32>(),
                "{name}"
            );
            assert_eq!(
                line.turns,
                lines.iter().map(|p| p.turns).sum::<u32>(),
                "{name}"
            );
            assert_eq!(
                line.best_turn,
                lines.iter().map(|p| p.best_turn).max().unwrap_or(0)
            );
        }
        assert_eq!(stats.player("Bob").map(|p| p.wins), Some(2));
        let since = Filter {
            since: Some("2026-11-21T00:00:00Z".parse().expect("instant")),
            ..Filter::default()
        };
        assert_eq!(table.history().stats(&since).games, 1);
    }

    /// The index's records, as the next listing finds them.
    fn index_of(table: &Table) -> HashMap<PathBuf, Record> {
        read_index(&table.places.state)
    }

    #[test]
    fn a_save_filed_as_played_is_the_record_a_rebuild_makes_and_is_not_replayed() {
        let table = Table::new();
        table.put(
            "older.yaml",
            &save_text(&scripted::two_players(false), "2026-11-01T20:00:00Z"),
        );
        assert_eq!(table.history().index.read, 1);
        // A game played to its end now, as `play` saves it: written this very moment.
        let path = table.places.games.join("tonight.yaml");
        let mut autosaver = crate::store::Autosaver::new(
            &path,
            "2026-11-27T20:00:00+01:00",
            crate::clock::Clock::stopped(),
        )
        .expect("a new save");
        autosaver.save(&scripted::two_players(true)).expect("saved");
        History::file_save(&table.places, autosaver.path()).expect("filed");
        let filed = index_of(&table);
        assert_eq!(filed.len(), 2, "the older record is kept");

        // The next listing takes the record without replaying the save (its bytes
        // confirm it: it was filed in the same tick as the save was written).
        let next = table.history();
        assert_eq!((next.index.read, next.index.reused), (0, 2));

        // A rebuild from nothing gives the same facts, and the same record but for
        // when it was taken.
        std::fs::remove_file(table.places.state.join(super::super::index::INDEX_FILE))
            .expect("remove the index");
        let rebuilt = table.history();
        assert_eq!((rebuilt.index.read, rebuilt.index.reused), (2, 0));
        assert_eq!(rebuilt.entries, next.entries);
        let key = std::path::absolute(&path).expect("absolute");
        let (was, now) = (&filed[&key], &index_of(&table)[&key]);
        assert_eq!(
            Record {
                checked: now.checked,
                ..was.clone()
            },
            *now
        );
    }

    #[test]
    fn a_save_outside_the_history_is_not_filed() {
        let table = Table::new();
        let elsewhere = table.dir.path().join("elsewhere.yaml");
        let mut autosaver =
            crate::store::Autosaver::new(&elsewhere, "t", crate::clock::Clock::stopped())
                .expect("a new save");
        autosaver.save(&scripted::two_players(true)).expect("saved");
        History::file_save(&table.places, autosaver.path()).expect("nothing to do");
        assert!(index_of(&table).is_empty());
        // Once marbles is told about it, it is.
        remember_save_in(&table.places.state, &elsewhere).expect("remembered");
        History::file_save(&table.places, autosaver.path()).expect("filed");
        assert_eq!(index_of(&table).len(), 1);
    }

    #[test]
    fn a_save_changed_in_the_tick_its_record_was_taken_is_read_again() {
        let table = Table::new();
        let path = table.places.games.join("tonight.yaml");
        let text = save_text(&scripted::two_players(true), "2026-11-27T20:00:00Z");
        std::fs::write(&path, &text).expect("write");
        History::file_save(&table.places, &path).expect("filed");
        let modified = std::fs::metadata(&path)
            .and_then(|m| m.modified())
            .expect("a time");
        // Changed to the same size, its time put back: only its bytes tell.
        let changed = text.replace("2026-11-27T20:00:00Z", "2026-11-28T20:00:00Z");
        assert_eq!(changed.len(), text.len());
        std::fs::write(&path, &changed).expect("write");
        std::fs::File::options()
            .write(true)
            .open(&path)
            .and_then(|f| f.set_modified(modified))
            .expect("set time");
        let history = table.history();
        assert_eq!((history.index.read, history.index.reused), (1, 0));
        let started = history.entries[0].started.expect("a start");
        assert_eq!(
            started.instant(),
            "2026-11-28T20:00:00Z"
                .parse::<jiff::Timestamp>()
                .expect("instant")
        );
    }

    #[test]
    fn a_rebuild_on_many_threads_is_the_rebuild_on_one() {
        let table = Table::new();
        for day in 1..=9 {
            let game = scripted::two_players(day % 3 != 0);
            table.put(
                &format!("day{day}.yaml"),
                &save_text(&game, &format!("2026-11-0{day}T20:00:00Z")),
            );
        }
        table.put("damaged.yaml", "format: marbles-save\nversion: [");
        let index = table.places.state.join(super::super::index::INDEX_FILE);
        let on = |threads: usize| {
            let _ = std::fs::remove_file(&index);
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .expect("a pool");
            let history = pool.install(|| table.history());
            assert_eq!(history.index.read, 10);
            (history.entries, index_of(&table))
        };
        let (one, one_index) = on(1);
        let (four, four_index) = on(4);
        assert_eq!(one, four);
        let same = |a: &Record, b: &Record| {
            Record {
                checked: b.checked,
                ..a.clone()
            } == *b
        };
        assert_eq!(one_index.len(), four_index.len());
        for (path, record) in &one_index {
            assert!(same(record, &four_index[path]), "{}", path.display());
        }
    }

    #[test]
    fn an_index_over_the_limit_is_not_read_but_rebuilt() {
        let table = Table::new();
        table.put(
            "day1.yaml",
            &save_text(&scripted::two_players(true), "2026-11-01T20:00:00Z"),
        );
        assert!(table.history().index.written);
        // The index as written, padded with spaces (still valid JSON) past the limit.
        let index = table.places.state.join(super::super::index::INDEX_FILE);
        let mut text = std::fs::read(&index).expect("index");
        let limit = usize::try_from(super::super::index::INDEX_SIZE_LIMIT).expect("fits");
        text.resize(limit + 1, b' ');
        std::fs::write(&index, text).expect("padded");
        let history = table.history();
        assert_eq!((history.index.read, history.index.reused), (1, 0));
        assert!(history.index.written);
        let size = std::fs::metadata(&index).expect("rebuilt").len();
        assert!(size < 64 * 1024, "{size}");
    }
}
