//! The save the REPL writes after every accepted step, under its lock.

use std::path::Path;

use super::atomic::{Replace, write};
use super::finish::Finish;
use super::history::Places;
use super::{
    SAVE_SIZE_LIMIT, Save, SaveLock, StoreError, check_overwritable, load, load_game, to_yaml,
};
use crate::clock::{Clock, Created, Stamp};
use crate::game::{Game, RulesInPlay};
use crate::house_rules::HouseRuleError;
use crate::rules::HouseRule;

/// The most house-rule source text a new game's save may carry, in bytes: half the
/// [`SAVE_SIZE_LIMIT`], so that however many scripts are in play (16 of up to 1 MiB
/// each load), the actions have at least 4 MiB (well over 100,000 of them) before the
/// save reaches what `resume` reads.
pub(super) const HOUSE_RULES_SAVE_LIMIT: u64 = SAVE_SIZE_LIMIT / 2;

/// Keeps a game's save file in step with the table: the REPL calls
/// [`save`](Autosaver::save) after every accepted action. It holds the save's
/// [`SaveLock`] for its whole life, so no second session writes the same file.
#[derive(Debug)]
pub struct Autosaver {
    lock: SaveLock,
    /// When the game began, as the save records it.
    created: Created,
    /// When the game finished, stamped by the session's clock as a save sees it end.
    finish: Finish,
    /// Where the table's memory (history index, last game, saves kept elsewhere) is
    /// kept; `None`: the folders the environment gives, as a real session has them.
    memory: Option<Places>,
}

impl Autosaver {
    /// When the game began, as the save records it.
    pub(crate) fn created(&self) -> &Created {
        &self.created
    }

    /// The same autosaver keeping the table's memory in `places` rather than in the
    /// folders the environment gives: a test in a process of many threads cannot
    /// change the environment, and must not write into the machine's own folders.
    pub fn remembering_in(mut self, places: Places) -> Autosaver {
        self.memory = Some(places);
        self
    }

    /// Where this session keeps the table's memory.
    pub(super) fn memory(&self) -> Result<Places, StoreError> {
        match &self.memory {
            Some(places) => Ok(places.clone()),
            None => Places::here(),
        }
    }

    /// When the game finished, as the last save (or the save resumed) says.
    pub(crate) fn finished_at(&self) -> Option<Stamp> {
        self.finish.at()
    }

    /// An autosaver writing to `path`, for a new game (nothing at `path`, or a save to
    /// be replaced by it), stamping its end by `clock`. Refuses a save another session
    /// holds, and (with the load error) a path that holds a file this build cannot load,
    /// so a damaged, foreign or newer file is never overwritten.
    pub fn new(
        path: impl AsRef<Path>,
        created: impl Into<Created>,
        clock: Clock,
    ) -> Result<Autosaver, StoreError> {
        let lock = SaveLock::acquire(path.as_ref())?;
        lock.check_single_name()?;
        check_overwritable(lock.path())?;
        lock.remove_stale_temps();
        Ok(Autosaver {
            lock,
            created: created.into(),
            finish: Finish::open(clock),
            memory: None,
        })
    }

    /// A new game's save, created at the locked path with the game as it stands. The
    /// file is created whole and exclusively: it is refused with
    /// [`StoreError::Exists`] when a file is already there, and no reader ever sees it
    /// empty or half written. Its end is stamped by `clock` when a save sees it come.
    pub(crate) fn create(
        lock: SaveLock,
        created: impl Into<Created>,
        clock: Clock,
        game: &Game,
    ) -> Result<Autosaver, StoreError> {
        Autosaver::create_with(lock, created, Finish::new(clock, game, None), game)
    }

    /// [`create`](Autosaver::create), with what is known of the game's end.
    fn create_with(
        lock: SaveLock,
        created: impl Into<Created>,
        finish: Finish,
        game: &Game,
    ) -> Result<Autosaver, StoreError> {
        let total: u64 = game
            .rules()
            .house_rules()
            .iter()
            .map(HouseRule::text_len)
            .sum();
        if total > HOUSE_RULES_SAVE_LIMIT {
            return Err(StoreError::RulesTooLarge {
                total,
                limit: HOUSE_RULES_SAVE_LIMIT,
            });
        }
        lock.remove_stale_temps();
        let mut autosaver = Autosaver {
            lock,
            created: created.into(),
            finish,
            memory: None,
        };
        let path = autosaver.path().to_owned();
        let text = autosaver.encode(game)?;
        autosaver.lock.check()?;
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
    /// [`load_game`] does. The save's `finished_at` is kept while the game stays over;
    /// an end to come is stamped by `clock`.
    pub(crate) fn resume<F>(
        path: &Path,
        clock: Clock,
        rules_for: F,
    ) -> Result<(Autosaver, Save, Game), StoreError>
    where
        F: FnOnce(&[HouseRule]) -> Result<RulesInPlay, HouseRuleError>,
    {
        // What is no save is refused before a lock file is made beside it.
        load(path)?;
        let lock = SaveLock::acquire(path)?;
        lock.check_single_name()?;
        // Loaded again under the lock: another session may have written it meanwhile.
        let (save, game) = load_game(lock.path(), rules_for)?;
        lock.remove_stale_temps();
        let autosaver = Autosaver {
            lock,
            created: save.created.clone(),
            finish: Finish::new(clock, &game, save.finished_at),
            memory: None,
        };
        Ok((autosaver, save, game))
    }

    /// Where the game is saved (links resolved).
    pub(crate) fn path(&self) -> &Path {
        self.lock.path()
    }

    /// Writes the game as it stands, atomically (with when it finished, if it is over).
    pub fn save(&mut self, game: &Game) -> Result<(), StoreError> {
        let text = self.encode(game)?;
        self.lock.check()?;
        super::write_atomically(self.path(), text.as_bytes())
    }

    /// Files the save in the history index of the places the environment gives, so
    /// that the next `history` or `stats` need not replay it, and returns its number
    /// there (what `marbles resume N` takes) when marbles chose its place, in the
    /// games folder: a file the player named is theirs to name back. The index is a
    /// cache: a failure only means the save is read again then, so it is not
    /// reported.
    pub(crate) fn keep_in_history(&self) -> Option<usize> {
        let places = self.memory().ok()?;
        let _ = super::History::file_save(&places, self.path());
        if !super::is_in(self.path(), &places.games) {
            return None;
        }
        // The index is fresh now: listing the history reads no save again.
        let history = super::History::load_from(&places).ok()?;
        history
            .entries
            .iter()
            .find(|entry| super::same_file(&entry.file, self.path()))
            .map(|entry| entry.number)
    }

    /// The save's text, refused when it would be larger than [`load()`] reads: marbles
    /// never writes a save it cannot load again (the file keeps the last one that can).
    /// The end is worked out first: a save that fails still saw the game end then.
    fn encode(&mut self, game: &Game) -> Result<String, StoreError> {
        let finished_at = self.finish.update(game);
        let save = Save::from_game(game, self.created.clone()).with_finished_at(finished_at);
        let text = to_yaml(&save).map_err(|e| StoreError::Encode {
            path: self.path().to_owned(),
            reason: e.to_string(),
        })?;
        if text.len() as u64 > SAVE_SIZE_LIMIT {
            return Err(StoreError::SaveTooLarge {
                path: self.path().to_owned(),
                size: text.len() as u64,
                limit: SAVE_SIZE_LIMIT,
            });
        }
        Ok(text)
    }

    /// The same game saved to a new file from now on: locks `path`, then creates it
    /// with the game as it stands, as [`create`](Autosaver::create) does (refusing a
    /// path where a file exists).
    pub(crate) fn relocate(&self, path: &Path, game: &Game) -> Result<Autosaver, StoreError> {
        let lock = SaveLock::acquire(path)?;
        let moved = Autosaver::create_with(lock, self.created.clone(), self.finish.clone(), game)?;
        Ok(Autosaver {
            memory: self.memory.clone(),
            ..moved
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Faces;
    use crate::game::Action;

    /// Ann and Bob after `busts` busts in a row.
    fn busts(busts: usize) -> Game {
        let players = vec!["Ann".to_owned(), "Bob".to_owned()];
        let bust = Faces::parse("2 3 4 6 6 2").expect("dice");
        let mut actions = vec![Action::First("Ann".into())];
        actions.extend(std::iter::repeat_n(Action::Throw(bust), busts));
        Game::replay(RulesInPlay::standard(), &players, actions, Vec::new()).expect("replays")
    }

    #[test]
    fn resume_keeps_when_the_game_finished_and_a_move_carries_it() {
        let stamp = |text: &str| Stamp::parse(text).expect("a stamp");
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        let won = crate::game::scripted::two_players(true);
        let ended = stamp("2026-11-29T15:42:05+01:00");
        let mut autosaver =
            Autosaver::new(&path, "2026-11-29T14:30:05+01:00", Clock::fixed(ended)).expect("free");
        autosaver.save(&won).expect("saved");
        assert_eq!(load(&path).expect("loads").finished_at, Some(ended));
        drop(autosaver);
        // Opened again a day later: the end stays what it was.
        let later = Clock::fixed(stamp("2026-11-30T20:00:00+01:00"));
        let (mut resumed, save, game) =
            Autosaver::resume(&path, later, crate::house_rules::load_saved).expect("resumes");
        assert_eq!(save.finished_at, Some(ended));
        assert_eq!(resumed.finished_at(), Some(ended));
        resumed.save(&game).expect("saved again");
        assert_eq!(load(&path).expect("loads").finished_at, Some(ended));
        let moved = resumed
            .relocate(&dir.path().join("moved.yaml"), &game)
            .expect("moved");
        assert_eq!(load(moved.path()).expect("loads").finished_at, Some(ended));
    }

    #[test]
    fn a_save_too_large_to_load_is_never_written() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        let mut autosaver = Autosaver::new(
            &path,
            "t",
            crate::clock::Clock::fixed(
                crate::clock::Stamp::parse("2026-11-29T15:42:05+01:00").expect("a stamp"),
            ),
        )
        .expect("free");
        autosaver.save(&busts(10)).expect("small");
        let before = std::fs::read(&path).expect("read");
        // About 50 bytes a throw: 200,000 make a save of some 10 MB.
        let err = autosaver.save(&busts(200_000)).expect_err("too large");
        assert!(matches!(err, StoreError::SaveTooLarge { .. }), "{err}");
        assert!(err.to_string().contains("at most 8 MiB"), "{err}");
        assert_eq!(
            std::fs::read(&path).expect("read"),
            before,
            "left as it was"
        );
        load(&path).expect("the file on disk still loads");
    }
}
