use std::ffi::OsString;
use std::path::{Path, PathBuf};

use directories::ProjectDirs;

use super::{DATA_DIR_VAR, SaveLock, StoreError};

/// The environment variable that moves marbles' state folder (the history index, the
/// saves marbles was told about, the last game played); tests and portable setups use it.
pub(crate) const STATE_DIR_VAR: &str = "MARBLES_STATE_DIR";

/// The state folder: what marbles keeps about the saves, as opposed to the saves.
///
/// `$MARBLES_STATE_DIR` when set and not empty; otherwise `$MARBLES_DATA_DIR/state` when
/// that is set, so a setup that moves the data (a test, a portable install) keeps
/// everything together; otherwise the platform's state folder (`$XDG_STATE_HOME/marbles`,
/// `~/.local/state/marbles` on Linux), or, where the platform has none (macOS,
/// Windows), a `state` folder in the local data folder.
pub(crate) fn state_dir() -> Result<PathBuf, StoreError> {
    let platform = ProjectDirs::from("", "", "marbles").map(|dirs| {
        dirs.state_dir()
            .map_or_else(|| dirs.data_local_dir().join("state"), Path::to_owned)
    });
    choose_state_dir(
        std::env::var_os(STATE_DIR_VAR),
        std::env::var_os(DATA_DIR_VAR),
        platform,
    )
}

/// [`state_dir`]'s choice, given the two variables and the platform's folder.
fn choose_state_dir(
    state_var: Option<OsString>,
    data_var: Option<OsString>,
    platform: Option<PathBuf>,
) -> Result<PathBuf, StoreError> {
    if let Some(dir) = state_var.filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    if let Some(dir) = data_var.filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir).join("state"));
    }
    platform.ok_or(StoreError::NoDataDir)
}

/// The file in the state folder that lists the saves kept outside the `games` folder
/// that marbles was told about (`play --save`, `resume FILE`, `save FILE`): one
/// absolute path a line.
const KNOWN_SAVES: &str = "known-saves";

/// One path a line; far more saves than a table plays.
const KNOWN_SAVES_SIZE_LIMIT: u64 = 64 * 1024 * 1024;

/// Records a save in the state folder `state` so that `history` lists it wherever it
/// is. Paths are kept absolute and once each, as their bytes (a file name need not be
/// UTF-8 on Unix); a path with a line break in it cannot be a line of the list, and is
/// refused with [`StoreError::NotListable`] so the player is told at once.
pub fn remember_save_in(state: &Path, save: &Path) -> Result<(), StoreError> {
    let absolute = std::path::absolute(save).unwrap_or_else(|_| save.to_owned());
    if line_of(&absolute).is_none_or(|line| line.contains(&b'\n') || line.contains(&b'\r')) {
        return Err(StoreError::NotListable { path: absolute });
    }
    std::fs::create_dir_all(state).map_err(|source| StoreError::Write {
        path: state.to_owned(),
        source,
    })?;
    // Sessions in several terminals record their saves; the lock keeps one list.
    let lock = SaveLock::wait(&super::own_file(state, KNOWN_SAVES)?)?;
    lock.remove_stale_temps();
    let mut known = known_saves_in(state);
    if known.iter().any(|k| k == &absolute) {
        return Ok(());
    }
    known.push(absolute);
    let mut text = Vec::new();
    for line in known.iter().filter_map(|p| line_of(p)) {
        text.extend_from_slice(&line);
        text.push(b'\n');
    }
    lock.check()?;
    super::write_atomically(lock.path(), &text)
}

/// A path as a line of the list: its bytes on Unix, where a name need not be UTF-8;
/// elsewhere its text, `None` when it has none.
fn line_of(path: &Path) -> Option<Vec<u8>> {
    #[cfg(unix)]
    return Some(std::os::unix::ffi::OsStrExt::as_bytes(path.as_os_str()).to_vec());
    #[cfg(not(unix))]
    return path.to_str().map(|text| text.as_bytes().to_vec());
}

/// The path a line of the list names (see [`line_of`]).
fn path_of(line: &[u8]) -> PathBuf {
    #[cfg(unix)]
    return PathBuf::from(<std::ffi::OsStr as std::os::unix::ffi::OsStrExt>::from_bytes(line));
    #[cfg(not(unix))]
    return PathBuf::from(String::from_utf8_lossy(line).into_owned());
}

/// The saves recorded in the state folder `state` by [`remember_save_in`], oldest
/// first, whether or not they still exist. A missing or unreadable list is an empty
/// one: it only adds to `history`.
pub fn known_saves_in(state: &Path) -> Vec<PathBuf> {
    crate::read_now::read_up_to(&state.join(KNOWN_SAVES), KNOWN_SAVES_SIZE_LIMIT)
        .map(|bytes| {
            bytes
                .split(|&b| b == b'\n')
                // A list edited on Windows ends its lines `\r\n`.
                .map(|line| line.strip_suffix(b"\r").unwrap_or(line))
                .filter(|line| !line.trim_ascii().is_empty())
                .map(path_of)
                .collect()
        })
        .unwrap_or_default()
}

/// The file in the state folder naming the last group at the table, one player a line
/// in seating order: what `play` with no names plays. Learned by marbles, so kept here
/// and not in the config file, which is the user's.
const LAST_PLAYERS: &str = "last-players";

/// A group of players is a few short lines.
const LAST_PLAYERS_SIZE_LIMIT: u64 = 64 * 1024;

/// The REPL's line history in the state folder (it was in the data folder until 0.5).
const LINE_HISTORY: &str = "history.txt";

/// Records `names` (in seating order) as the last group at the table in the state
/// folder `state`. A name is one line: a name with a line break (which `play`
/// refuses) is left out rather than split.
pub(crate) fn remember_players_in(state: &Path, names: &[String]) -> Result<(), StoreError> {
    std::fs::create_dir_all(state).map_err(|source| StoreError::Write {
        path: state.to_owned(),
        source,
    })?;
    // Two sessions starting at once each write a whole group, never half of both.
    let lock = SaveLock::wait(&super::own_file(state, LAST_PLAYERS)?)?;
    lock.remove_stale_temps();
    let mut text = String::new();
    for name in names.iter().filter(|name| !name.contains(['\n', '\r'])) {
        text.push_str(name);
        text.push('\n');
    }
    lock.check()?;
    super::write_atomically(lock.path(), text.as_bytes())
}

/// The last group at the table recorded in the state folder `state` by
/// [`remember_players_in`]; empty when there is none (or the file cannot be read: it
/// only saves typing the names).
pub(crate) fn last_players_in(state: &Path) -> Vec<String> {
    crate::read_now::read_up_to(&state.join(LAST_PLAYERS), LAST_PLAYERS_SIZE_LIMIT)
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .map(|text| {
            text.lines()
                .filter(|name| !name.trim().is_empty())
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

/// Where the REPL keeps its line history: `history.txt` in the state folder `state`,
/// and the file to read it from, which is the old place (`history.txt` in the data
/// folder `data`, before 0.5) once, while the new file does not exist yet.
pub(crate) fn line_history_in(state: &Path, data: Option<&Path>) -> (PathBuf, PathBuf) {
    let new = state.join(LINE_HISTORY);
    let read = match data.map(|dir| dir.join(LINE_HISTORY)) {
        Some(old) if std::fs::symlink_metadata(&new).is_err() && old.is_file() => old,
        _ => new.clone(),
    };
    (new, read)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_state_variable_wins_then_the_data_variable_then_the_platform() {
        let platform = Some(PathBuf::from("/home/ann/.local/state/marbles"));
        let chosen = |state: Option<&str>, data: Option<&str>| {
            choose_state_dir(
                state.map(OsString::from),
                data.map(OsString::from),
                platform.clone(),
            )
            .expect("a folder")
        };
        assert_eq!(chosen(Some("/s"), Some("/d")), PathBuf::from("/s"));
        assert_eq!(chosen(None, Some("/d")), PathBuf::from("/d/state"));
        assert_eq!(chosen(Some(""), Some("")), platform.clone().expect("set"));
        assert_eq!(chosen(None, None), platform.clone().expect("set"));
        assert!(matches!(
            choose_state_dir(None, None, None),
            Err(StoreError::NoDataDir)
        ));
    }

    #[test]
    fn a_save_is_remembered_once_and_absolute() {
        let state = tempfile::tempdir().expect("temp dir");
        let dir = state.path().join("state");
        let save = state.path().join("friday.yaml");
        remember_save_in(&dir, &save).expect("recorded");
        remember_save_in(&dir, &save).expect("recorded again");
        let other = state.path().join("saturday.yaml");
        remember_save_in(&dir, &other).expect("recorded");
        assert_eq!(known_saves_in(&dir), vec![save, other]);
        // Only the list is left in the folder: no lock, no temp file.
        let names: Vec<_> = std::fs::read_dir(&dir)
            .expect("list")
            .map(|e| e.expect("entry").file_name())
            .collect();
        assert_eq!(names, vec![OsString::from(KNOWN_SAVES)]);
    }

    #[test]
    fn a_relative_save_is_recorded_from_the_working_folder() {
        let state = tempfile::tempdir().expect("temp dir");
        remember_save_in(state.path(), Path::new("game.yaml")).expect("recorded");
        let known = known_saves_in(state.path());
        assert_eq!(known.len(), 1);
        assert!(known[0].is_absolute(), "{known:?}");
        assert!(known[0].ends_with("game.yaml"));
    }

    #[test]
    fn no_list_is_an_empty_list() {
        let state = tempfile::tempdir().expect("temp dir");
        assert!(known_saves_in(&state.path().join("nowhere")).is_empty());
    }

    #[test]
    fn a_path_with_a_line_break_is_refused_with_why() {
        let state = tempfile::tempdir().expect("temp dir");
        let refused = remember_save_in(state.path(), Path::new("/tmp/a\nb.yaml"));
        assert!(
            matches!(refused, Err(StoreError::NotListable { .. })),
            "{refused:?}"
        );
        assert!(known_saves_in(state.path()).is_empty());
    }

    /// A file name need not be UTF-8 on Unix: the list keeps its bytes, so `history`
    /// finds the very file (a lossy copy named another, and the game went missing).
    #[cfg(unix)]
    #[test]
    fn a_path_that_is_not_utf8_is_recorded_as_its_bytes() {
        use std::os::unix::ffi::OsStrExt;
        let state = tempfile::tempdir().expect("temp dir");
        let save = state
            .path()
            .join(std::ffi::OsStr::from_bytes(b"fredag-\xff\xfe.yaml"));
        let other = state.path().join("saturday.yaml");
        remember_save_in(state.path(), &save).expect("recorded");
        remember_save_in(state.path(), &other).expect("recorded");
        remember_save_in(state.path(), &save).expect("recorded once");
        assert_eq!(known_saves_in(state.path()), vec![save, other]);
    }

    #[test]
    fn the_last_group_is_kept_in_seating_order_and_replaced_whole() {
        let state = tempfile::tempdir().expect("temp dir");
        let dir = state.path().join("state");
        assert!(last_players_in(&dir).is_empty());
        let names = |list: &[&str]| list.iter().map(|n| (*n).to_owned()).collect::<Vec<_>>();
        remember_players_in(&dir, &names(&["Cy", "Åse", "Bob"])).expect("kept");
        assert_eq!(last_players_in(&dir), ["Cy", "Åse", "Bob"]);
        // Names a game accepts read back as they were typed.
        let odd = names(&["Åse \"the Ace\"", "O'Neil", "[players]", "a\\b = 1 # c"]);
        crate::game::Game::standard(&odd).expect("the game accepts them");
        remember_players_in(&dir, &odd).expect("kept");
        assert_eq!(last_players_in(&dir), odd);
        remember_players_in(&dir, &names(&["Ann", "Bob"])).expect("kept");
        assert_eq!(last_players_in(&dir), ["Ann", "Bob"]);
        // No lock or temp file left beside it.
        let files: Vec<_> = std::fs::read_dir(&dir)
            .expect("list")
            .map(|e| e.expect("entry").file_name())
            .collect();
        assert_eq!(files, vec![OsString::from(LAST_PLAYERS)]);
    }

    #[test]
    fn the_line_history_is_read_from_the_data_folder_once() {
        let root = tempfile::tempdir().expect("temp dir");
        let (state, data) = (root.path().join("state"), root.path().join("data"));
        // Nowhere yet: the new place, for both.
        let (write, read) = line_history_in(&state, Some(&data));
        assert_eq!((&write, &read), (&state.join(LINE_HISTORY), &write));
        // Only the old file: read from there, written to the new place.
        std::fs::create_dir_all(&data).expect("folder");
        std::fs::write(data.join(LINE_HISTORY), "bank\n").expect("write");
        let (write, read) = line_history_in(&state, Some(&data));
        assert_eq!(write, state.join(LINE_HISTORY));
        assert_eq!(read, data.join(LINE_HISTORY));
        // Once the new file exists, the old one is not read again.
        std::fs::create_dir_all(&state).expect("folder");
        std::fs::write(state.join(LINE_HISTORY), "undo\n").expect("write");
        let (write, read) = line_history_in(&state, Some(&data));
        assert_eq!(read, write);
    }
}
