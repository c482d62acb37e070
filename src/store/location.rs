//! Where saves go by default, the newest save, and the last game played.

use std::path::{Path, PathBuf};

use directories::ProjectDirs;

use super::{SaveLock, StoreError};

/// The environment variable that moves marbles' data directory (saved games, history);
/// tests and portable setups use it.
pub(crate) const DATA_DIR_VAR: &str = "MARBLES_DATA_DIR";

/// The data directory: `$MARBLES_DATA_DIR` when set and not empty, otherwise the
/// platform's (`~/.local/share/marbles` on Linux, following XDG).
pub(crate) fn data_dir() -> Result<PathBuf, StoreError> {
    if let Some(dir) = std::env::var_os(DATA_DIR_VAR).filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    ProjectDirs::from("", "", "marbles")
        .map(|dirs| dirs.data_dir().to_owned())
        .ok_or(StoreError::NoDataDir)
}

/// The folder of saved games inside the data directory.
pub(crate) fn games_dir() -> Result<PathBuf, StoreError> {
    Ok(data_dir()?.join("games"))
}

/// Claims a fresh name for a new game's save in [`games_dir`], creating the folder:
/// `2026-11-29T14-30-05-ann-bob.yaml` from the stamp `2026-11-29T14:30:05` and the
/// names. The name comes locked and free; [`Autosaver::create`](super::Autosaver::create)
/// then writes the game there.
pub(crate) fn claim_new_save(stamp: &str, names: &[String]) -> Result<SaveLock, StoreError> {
    claim_new_save_in(&games_dir()?, stamp, names)
}

/// Like [`claim_new_save`], in a given folder.
pub(crate) fn claim_new_save_in(
    dir: &Path,
    stamp: &str,
    names: &[String],
) -> Result<SaveLock, StoreError> {
    std::fs::create_dir_all(dir).map_err(|source| StoreError::Write {
        path: dir.to_owned(),
        source,
    })?;
    // The stamp keeps its case (`T` between date and time); names are lower-cased.
    let mut parts = vec![slug(stamp, false)];
    parts.extend(names.iter().map(|n| slug(n, true)));
    parts.retain(|p| !p.is_empty());
    let stem = parts.join("-");
    let stem = if stem.is_empty() {
        "game".to_owned()
    } else {
        cut_at_char(&stem, MAX_STEM_BYTES)
            .trim_end_matches('-')
            .to_owned()
    };
    // Two games started in the same second by the same players must not share a file:
    // a name is taken only under its lock and while nothing is there, so two sessions
    // racing for it never both get it (checking `exists()` alone would let both in).
    let mut last = None;
    for n in 1..=MAX_NAME_TRIES {
        let path = match n {
            1 => dir.join(format!("{stem}.yaml")),
            n => dir.join(format!("{stem}-{n}.yaml")),
        };
        if std::fs::symlink_metadata(&path).is_ok() {
            continue;
        }
        match SaveLock::acquire(&path) {
            Ok(lock) if std::fs::symlink_metadata(lock.path()).is_err() => return Ok(lock),
            Ok(_) => {}
            Err(err @ StoreError::InUse { .. }) => last = Some(err),
            Err(err) => return Err(err),
        }
    }
    Err(last.unwrap_or(StoreError::Exists {
        path: dir.join(format!("{stem}.yaml")),
    }))
}

/// The longest file-name stem `claim_new_save_in` makes, in bytes: long player names
/// would otherwise pass the system's 255-byte limit on a name, and the numbered names
/// (`-10000.yaml`) and the lock and temp files (`.NAME.lock`, `.NAME.XXXXXX.tmp`) need
/// room too.
const MAX_STEM_BYTES: usize = 100;

/// `text` cut to at most `max` bytes, on a character boundary.
fn cut_at_char(text: &str, max: usize) -> &str {
    let mut end = text.len().min(max);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// How many names `claim_new_save_in` tries before giving up.
const MAX_NAME_TRIES: usize = 10_000;

/// The file in the state folder that names the save of the game last played, so
/// `marbles resume` finds games saved outside [`games_dir`] too. Marbles before the
/// state folder kept it in the data directory, where it is still read until the next
/// game is played.
const LAST_GAME: &str = "last-game";

/// The note holds one path.
const NOTE_SIZE_LIMIT: u64 = 64 * 1024;

/// The save of the game last played (as [`remember_last_game`] recorded it, while that
/// file exists), otherwise the most recently written save in [`games_dir`]: what
/// `marbles resume` continues when given no file.
pub(crate) fn latest_save() -> Result<PathBuf, StoreError> {
    latest_save_from(&data_dir()?, &super::state_dir()?)
}

/// [`latest_save`] with the data and state folders given.
fn latest_save_from(data: &Path, state: &Path) -> Result<PathBuf, StoreError> {
    for note in [state.join(LAST_GAME), data.join(LAST_GAME)] {
        if let Ok(bytes) = crate::read_now::read_up_to(&note, NOTE_SIZE_LIMIT) {
            let path = path_from_note(&bytes);
            if path.is_file() {
                return Ok(path);
            }
        }
    }
    latest_save_in(&data.join("games"))
}

/// Records `save` as the game last played, for [`latest_save`], and, when it is kept
/// outside [`games_dir`], among the saves `history` lists
/// ([`remember_save_in`](super::remember_save_in)).
pub(crate) fn remember_last_game(save: &Path) -> Result<(), StoreError> {
    remember_last_game_in(&data_dir()?, &super::state_dir()?, save)
}

/// [`remember_last_game`] with the data and state folders given.
pub fn remember_last_game_in(data: &Path, state: &Path, save: &Path) -> Result<(), StoreError> {
    std::fs::create_dir_all(state).map_err(|source| StoreError::Write {
        path: state.to_owned(),
        source,
    })?;
    let absolute = std::path::absolute(save).unwrap_or_else(|_| save.to_owned());
    let text = note_of_path(&absolute);
    {
        // Every session writes this note; its lock keeps their temp files theirs.
        let lock = SaveLock::wait(&super::own_file(state, LAST_GAME)?)?;
        lock.remove_stale_temps();
        lock.check()?;
        super::write_atomically(lock.path(), &text)?;
    }
    // The note has moved to the state folder: an old one left behind would only mislead
    // (unless that very file is the game's save).
    let old_note = data.join(LAST_GAME);
    if !super::same_file(&old_note, &absolute) {
        let _ = std::fs::remove_file(old_note);
    }
    if !is_in(&absolute, &data.join("games")) {
        super::remember_save_in(state, &absolute)?;
    }
    Ok(())
}

/// The last-game note's content: the path's bytes as they are (a file name need not be
/// UTF-8 on Unix, and a lossy copy would name another file), then a line break.
fn note_of_path(path: &Path) -> Vec<u8> {
    #[cfg(unix)]
    let mut bytes = std::os::unix::ffi::OsStrExt::as_bytes(path.as_os_str()).to_vec();
    #[cfg(not(unix))]
    let mut bytes = path.to_string_lossy().into_owned().into_bytes();
    bytes.push(b'\n');
    bytes
}

/// The path a last-game note names: its bytes less the one line break at the end.
fn path_from_note(bytes: &[u8]) -> PathBuf {
    let bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    #[cfg(unix)]
    return PathBuf::from(<std::ffi::OsStr as std::os::unix::ffi::OsStrExt>::from_bytes(bytes));
    #[cfg(not(unix))]
    return PathBuf::from(String::from_utf8_lossy(bytes).into_owned());
}

/// Whether `file` is directly inside `folder`, links resolved where they can be.
pub(super) fn is_in(file: &Path, folder: &Path) -> bool {
    let resolved = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_owned());
    file.parent()
        .is_some_and(|parent| resolved(parent) == resolved(folder))
}

/// Like [`latest_save`], in a given folder.
pub(crate) fn latest_save_in(dir: &Path) -> Result<PathBuf, StoreError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(StoreError::NoSaves {
                dir: dir.to_owned(),
            });
        }
        Err(source) => {
            return Err(StoreError::List {
                dir: dir.to_owned(),
                source,
            });
        }
    };
    let mut latest = None;
    for entry in entries.flatten() {
        let path = entry.path();
        let hidden = entry.file_name().to_string_lossy().starts_with('.');
        let yaml = path.extension().is_some_and(|e| e == "yaml" || e == "yml");
        let Ok(meta) = entry.metadata() else { continue };
        if hidden || !yaml || !meta.is_file() {
            continue;
        }
        let Ok(modified) = meta.modified() else {
            continue;
        };
        // The name breaks ties: file times can be coarse, and stamps sort by time.
        let key = (modified, path.clone());
        if latest.as_ref().is_none_or(|best| &key > best) {
            latest = Some(key);
        }
    }
    latest
        .map(|(_, path)| path)
        .ok_or_else(|| StoreError::NoSaves {
            dir: dir.to_owned(),
        })
}

/// Letters and digits (lower-cased if asked), runs of anything else as one `-`.
fn slug(text: &str, lower: bool) -> String {
    let mut out = String::new();
    let chars: Vec<char> = if lower {
        text.chars().flat_map(char::to_lowercase).collect()
    } else {
        text.chars().collect()
    };
    for c in chars {
        if c.is_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(names: &[&str]) -> Vec<String> {
        names.iter().map(|&n| n.to_owned()).collect()
    }

    #[test]
    fn a_save_is_named_from_the_stamp_and_the_players() {
        let dir = tempfile::tempdir().expect("temp dir");
        let lock = claim_new_save_in(dir.path(), "2026-11-29T14:30:05", &names(&["Ann", "Bob"]))
            .expect("path");
        let path = lock.path();
        assert_eq!(
            path.file_name().and_then(|n| n.to_str()),
            Some("2026-11-29T14-30-05-ann-bob.yaml")
        );
    }

    #[test]
    fn odd_characters_in_names_become_dashes() {
        assert_eq!(slug("Mary Jo / O'Neil", true), "mary-jo-o-neil");
        assert_eq!(slug("Åse", true), "åse");
        assert_eq!(slug("../..", true), "");
    }

    #[test]
    fn a_second_game_in_the_same_second_gets_its_own_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let names = names(&["Ann", "Bob"]);
        let first = claim_new_save_in(dir.path(), "s", &names).expect("path");
        std::fs::write(first.path(), "x").expect("write");
        let first = first.path().to_owned();
        let second = claim_new_save_in(dir.path(), "s", &names).expect("path");
        let second = second.path();
        assert_ne!(first, second);
        assert!(second.to_string_lossy().ends_with("s-ann-bob-2.yaml"));
    }

    #[test]
    fn a_name_claimed_by_a_live_session_is_passed_over_before_its_file_exists() {
        let dir = tempfile::tempdir().expect("temp dir");
        let names = names(&["Ann", "Bob"]);
        let first = claim_new_save_in(dir.path(), "s", &names).expect("path");
        let second = claim_new_save_in(dir.path(), "s", &names).expect("path");
        assert!(first.path().ends_with("s-ann-bob.yaml"));
        assert!(second.path().ends_with("s-ann-bob-2.yaml"));
    }

    #[test]
    fn many_games_created_at_once_each_get_their_own_file() {
        use crate::store::{Autosaver, load};
        let dir = tempfile::tempdir().expect("temp dir");
        let players = names(&["Ann", "Bob"]);
        let paths: Vec<PathBuf> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..16)
                .map(|i| {
                    let (dir, players) = (dir.path(), &players);
                    scope.spawn(move || {
                        let mut game = crate::game::Game::standard(players).expect("players");
                        let first = players[i % 2].clone();
                        game.apply(crate::game::Action::First(first))
                            .expect("first");
                        let lock = claim_new_save_in(dir, "s", players).expect("a name");
                        let saver = Autosaver::create(
                            lock,
                            format!("{i}"),
                            crate::clock::Clock::stopped(),
                            &game,
                        )
                        .expect("created");
                        saver.path().to_owned()
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("no panic"))
                .collect()
        });
        let mut distinct = paths.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), 16, "{paths:?}");
        for (i, path) in paths.iter().enumerate() {
            let save = load(path).expect("every new game loads");
            assert_eq!(
                save.created.as_str(),
                format!("{i}"),
                "{}: another game's save",
                path.display()
            );
        }
    }

    #[test]
    fn the_latest_save_is_the_last_written_and_temp_files_are_ignored() {
        let dir = tempfile::tempdir().expect("temp dir");
        let old = dir.path().join("a.yaml");
        let new = dir.path().join("b.yaml");
        std::fs::write(&old, "x").expect("write");
        std::fs::write(&new, "x").expect("write");
        std::fs::write(dir.path().join(".marbles-x.tmp"), "x").expect("write");
        std::fs::write(dir.path().join("notes.txt"), "x").expect("write");
        let long_ago = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1);
        std::fs::File::options()
            .write(true)
            .open(&new)
            .and_then(|f| f.set_modified(long_ago))
            .expect("set time");
        assert_eq!(latest_save_in(dir.path()).expect("latest"), old);
    }

    #[test]
    fn the_last_game_is_noted_in_the_state_folder_and_an_old_note_is_read_until_then() {
        let dir = tempfile::tempdir().expect("temp dir");
        let (data, state) = (dir.path().join("data"), dir.path().join("state"));
        let games = data.join("games");
        std::fs::create_dir_all(&games).expect("games folder");
        let newest = games.join("b.yaml");
        let upgraded = dir.path().join("friday.yaml");
        for save in [&newest, &upgraded] {
            std::fs::write(save, "x").expect("write");
        }
        // A note left by a marbles from before the state folder.
        std::fs::write(data.join(LAST_GAME), format!("{}\n", upgraded.display())).expect("note");
        assert_eq!(latest_save_from(&data, &state).expect("latest"), upgraded);

        remember_last_game_in(&data, &state, &newest).expect("noted");
        assert!(!data.join(LAST_GAME).exists(), "the old note is gone");
        assert!(state.join(LAST_GAME).is_file());
        assert_eq!(latest_save_from(&data, &state).expect("latest"), newest);
        // A save in the games folder is listed by history anyway: not recorded.
        assert!(crate::store::known_saves_in(&state).is_empty());

        remember_last_game_in(&data, &state, &upgraded).expect("noted");
        assert_eq!(latest_save_from(&data, &state).expect("latest"), upgraded);
        assert_eq!(crate::store::known_saves_in(&state), vec![upgraded.clone()]);
        // Only the note and the list are left: no lock, no temp file.
        let mut names: Vec<_> = std::fs::read_dir(&state)
            .expect("list")
            .map(|e| e.expect("entry").file_name())
            .collect();
        names.sort();
        assert_eq!(names, ["known-saves", "last-game"]);
    }

    #[test]
    fn long_names_make_a_file_name_of_at_most_100_bytes_cut_on_a_character() {
        let dir = tempfile::tempdir().expect("temp dir");
        let lock = claim_new_save_in(
            dir.path(),
            "2026-11-29T14-30-05",
            &names(&[&"Å".repeat(120), &"B".repeat(120)]),
        )
        .expect("a name");
        let name = lock
            .path()
            .file_name()
            .and_then(|n| n.to_str())
            .expect("UTF-8");
        let stem = name.strip_suffix(".yaml").expect("yaml");
        assert!(stem.len() <= MAX_STEM_BYTES, "{stem}");
        assert!(stem.starts_with("2026-11-29T14-30-05-åå"), "{stem}");
    }

    #[cfg(unix)]
    #[test]
    fn a_last_game_whose_name_is_not_utf8_is_found_again() {
        use std::os::unix::ffi::OsStrExt;
        let dir = tempfile::tempdir().expect("temp dir");
        let (data, state) = (dir.path().join("data"), dir.path().join("state"));
        std::fs::create_dir_all(data.join("games")).expect("games folder");
        let newer = data.join("games").join("newer.yaml");
        let odd = dir
            .path()
            .join(std::ffi::OsStr::from_bytes(b"\xff\nodd.yaml"));
        std::fs::write(&odd, "x").expect("write");
        // Noted as the last game, though the list `history` reads cannot hold a path
        // with a line break: that is said, not left silent.
        let noted = remember_last_game_in(&data, &state, &odd);
        assert!(
            matches!(noted, Err(crate::store::StoreError::NotListable { .. })),
            "{noted:?}"
        );
        std::fs::write(&newer, "x").expect("write");
        assert_eq!(latest_save_from(&data, &state).expect("latest"), odd);
    }

    #[test]
    fn no_saves_says_how_to_start_one() {
        let dir = tempfile::tempdir().expect("temp dir");
        let err = latest_save_in(&dir.path().join("games")).expect_err("none");
        assert!(err.to_string().contains("marbles play"), "{err}");
    }
}
