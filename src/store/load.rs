//! Reading a save and replaying it into a game, with bounded reads.

use std::io::{ErrorKind, Read};
use std::path::Path;

use serde_json::Value;

use super::yaml::{DEPTH_LIMIT, YamlRefusal, from_yaml};
use super::{SAVE_FORMAT, SAVE_VERSION, Save, StoreError};
use crate::game::{Game, RulesInPlay, hidden_characters};
use crate::house_rules::{self, HouseRuleError};
use crate::rules::HouseRule;

/// The largest save file [`load`] reads: far above any game's (a few hundred actions
/// take tens of KiB), low enough that a wrong path (`/dev/zero`, a video) is refused
/// at once instead of filling the memory.
pub(crate) const SAVE_SIZE_LIMIT: u64 = 8 * 1024 * 1024;

/// Reads a save, refusing with a clear message a file that is missing, damaged, not a
/// marbles save, or from a newer format. Loading never writes.
pub fn load(path: &Path) -> Result<Save, StoreError> {
    let bytes = read_bounded(path)?;
    let corrupt = |reason: String| StoreError::Corrupt {
        path: path.to_owned(),
        reason,
    };
    let save = parse_save(&bytes).map_err(|unread| match unread {
        Unread::Corrupt(reason) => corrupt(reason),
        Unread::NotASave => StoreError::NotASave {
            path: path.to_owned(),
        },
        Unread::Aliases => StoreError::TooManyAliases {
            path: path.to_owned(),
        },
        Unread::Tally(action, value) => StoreError::BadTally {
            path: path.to_owned(),
            action,
            value,
        },
        Unread::Newer(version) => StoreError::NewerVersion {
            path: path.to_owned(),
            version,
            supported: SAVE_VERSION,
        },
    })?;
    // `play` refuses such a name; a save edited by hand must not bring one in, to
    // reach the terminal raw wherever the name is shown (the pad, `history`, exports).
    let odd =
        |name: &&String| name.chars().any(char::is_control) || !hidden_characters(name).is_empty();
    if let Some(name) = save.players.iter().find(odd) {
        return Err(StoreError::OddName {
            path: path.to_owned(),
            name: name.clone(),
        });
    }
    Ok(save)
}

/// Why a file's bytes are no save, before the file is named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Unread {
    /// Not YAML, cut short, or not the shape of a save: the reason.
    Corrupt(String),
    /// YAML without the save marker.
    NotASave,
    /// A save of this newer format version.
    Newer(u64),
    /// More YAML aliases or anchors than any save has.
    Aliases,
    /// An action `tally:` whose value is neither `bust` nor a whole number of points:
    /// the action's number (from 1) and the value as written.
    Tally(usize, String),
}

/// A save's bytes read into a [`Save`]: straight from the lines when they are laid out
/// as marbles writes them ([`canonical`](super::canonical), most of the time), else
/// through the YAML library, which reads the same file to the same save and words
/// every refusal.
fn parse_save(bytes: &[u8]) -> Result<Save, Unread> {
    let text = bytes.strip_prefix(BYTE_ORDER_MARK).unwrap_or(bytes);
    match super::canonical::read(text) {
        Some(save) => {
            // Debug builds read every save both ways: each save a test loads (those the
            // integration tests write through the binary included) checks the fast path.
            debug_assert_eq!(
                Ok(&save),
                parse_save_fully(bytes).as_ref(),
                "the fast path read this save differently from the YAML library"
            );
            Ok(save)
        }
        None => parse_save_fully(bytes),
    }
}

/// A save's bytes read through the YAML library alone: what [`load`] did before the
/// fast path, and what the fast path is tested against.
pub(super) fn parse_save_fully(bytes: &[u8]) -> Result<Save, Unread> {
    let value = parse_yaml(bytes)?;
    // Check the marker and version before the shape, so a newer save or another YAML
    // file gets the message that names its real problem.
    if !has_save_marker(&value) {
        return Err(Unread::NotASave);
    }
    let version = match value.get("version") {
        None => return Err(Unread::Corrupt("it has no format `version`".into())),
        // Not the value as read: the library reads `04` as 4.0.
        Some(version) => version.as_u64().ok_or_else(|| {
            Unread::Corrupt("its format `version` is not a whole number such as 1".into())
        })?,
    };
    if version > u64::from(SAVE_VERSION) {
        return Err(Unread::Newer(version));
    }
    if version == 0 {
        return Err(Unread::Corrupt(
            "its format `version` is 0, and versions start at 1".into(),
        ));
    }
    if value.get("end").and_then(Value::as_str) != Some(SAVE_FORMAT) {
        return Err(Unread::Corrupt(format!(
            "it was cut short: the last line `end: {SAVE_FORMAT}` is missing"
        )));
    }
    check_tallies(&value)?;
    serde_json::from_value(value).map_err(|e| Unread::Corrupt(e.to_string()))
}

/// Refuses a `tally:` the save's reader cannot take, naming the action and what a tally
/// must be, before the library would say only that no variant of its type matched.
fn check_tallies(value: &Value) -> Result<(), Unread> {
    let Some(actions) = value.get("actions").and_then(Value::as_array) else {
        return Ok(());
    };
    for (i, action) in actions.iter().enumerate() {
        let Some(tally) = action.get("tally") else {
            continue;
        };
        let fits = tally.as_i64().is_some() || tally.as_str() == Some("bust");
        if !fits {
            let shown = match tally {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            return Err(Unread::Tally(i + 1, shown));
        }
    }
    Ok(())
}

/// What editors on Windows start UTF-8 files with.
const BYTE_ORDER_MARK: &[u8] = "\u{feff}".as_bytes();

/// The YAML of a file, read as [`load`] reads it; the reason when it is none.
fn parse_yaml(bytes: &[u8]) -> Result<Value, Unread> {
    // Editors on Windows start UTF-8 files with a byte-order mark; the YAML library would
    // take it for the start of a second document.
    let text = bytes.strip_prefix(BYTE_ORDER_MARK).unwrap_or(bytes);
    from_yaml(text).map_err(|refusal| {
        let reason = match refusal {
            YamlRefusal::Aliases => return Unread::Aliases,
            YamlRefusal::Other(reason) => reason,
        };
        let too_deep = ["recursion limit", "depth", "nesting"]
            .iter()
            .any(|limit| reason.contains(limit));
        if too_deep {
            // The library's own words ("recursion limit exceeded") name its limit, not
            // the file's problem; its place in the file is worth keeping.
            let place = reason
                .find(" at line ")
                .map_or("", |start| &reason[start..]);
            Unread::Corrupt(format!(
                "its YAML is nested more than {DEPTH_LIMIT} levels deep{place}, and a marbles save nests a few"
            ))
        } else {
            Unread::Corrupt(format!("not valid YAML: {reason}"))
        }
    })
}

/// Whether parsed YAML carries the save marker, however it is quoted.
fn has_save_marker(value: &Value) -> bool {
    value.get("format").and_then(Value::as_str) == Some(SAVE_FORMAT)
}

/// Whether the file at `path` is, or was, a marbles save: what an export must never
/// replace. Decided by the parse [`load`] uses (so quoting and comments of any length
/// do not hide a save); a file that is not YAML any more (a save damaged by an editor)
/// still counts when a line of it is the marker. A file that cannot be read counts too:
/// when in doubt, nothing is replaced.
pub(super) fn is_a_save(path: &Path) -> bool {
    let mut bytes = Vec::new();
    let read = crate::read_now::open_now(path)
        .and_then(|file| file.take(SAVE_SIZE_LIMIT + 1).read_to_end(&mut bytes));
    match read {
        Ok(_) => {}
        Err(e) => return e.kind() != ErrorKind::NotFound,
    }
    let parsed = if bytes.len() as u64 > SAVE_SIZE_LIMIT {
        Err(Unread::NotASave)
    } else {
        parse_yaml(&bytes)
    };
    match parsed {
        Ok(value) => has_save_marker(&value),
        Err(_) => String::from_utf8_lossy(&bytes).lines().any(|line| {
            let line = line.trim().trim_start_matches('\u{feff}');
            line.strip_prefix("format:")
                .is_some_and(|rest| rest.trim().trim_matches(['"', '\'']) == SAVE_FORMAT)
        }),
    }
}

/// The file's bytes, refused past [`SAVE_SIZE_LIMIT`] after reading one byte more.
fn read_bounded(path: &Path) -> Result<Vec<u8>, StoreError> {
    let failed = |source: std::io::Error| match source.kind() {
        ErrorKind::NotFound => StoreError::Missing {
            path: path.to_owned(),
        },
        _ => StoreError::Read {
            path: path.to_owned(),
            source,
        },
    };
    // A pipe or a device at a save's path would hang the read (or never end): a save is
    // a file, and it is written back to the same path.
    let file = crate::read_now::open_now(path).map_err(failed)?;
    if !file.metadata().map_err(failed)?.is_file() {
        return Err(StoreError::NotAFile {
            path: path.to_owned(),
        });
    }
    let mut bytes = Vec::new();
    file.take(SAVE_SIZE_LIMIT + 1)
        .read_to_end(&mut bytes)
        .map_err(failed)?;
    if bytes.len() as u64 > SAVE_SIZE_LIMIT {
        return Err(StoreError::TooLarge {
            path: path.to_owned(),
            limit: format!("{} MiB", SAVE_SIZE_LIMIT / (1024 * 1024)),
        });
    }
    Ok(bytes)
}

/// Loads a save and replays it into a game under the rules `rules_for` builds from the
/// save's house-rule scripts: [`house_rules::load_saved`] (a reader of many saves may
/// pass its own, to reuse what it has built before).
pub fn load_game<F>(path: &Path, rules_for: F) -> Result<(Save, Game), StoreError>
where
    F: FnOnce(&[HouseRule]) -> Result<RulesInPlay, HouseRuleError>,
{
    let save = load(path)?;
    let rules = rules_for(&save.house_rules).map_err(|err| StoreError::HouseRules {
        path: path.to_owned(),
        message: err.at_path(),
    })?;
    let game = save.to_game(rules).map_err(|error| StoreError::Replay {
        path: path.to_owned(),
        error,
    })?;
    Ok((save, game))
}

/// Whether a save may be written at `path`: yes when nothing is there or when it holds a
/// save this build can load and replay; otherwise the load error, so a damaged, foreign
/// or newer file, or one whose house rules no longer load, is never overwritten.
pub(crate) fn check_overwritable(path: &Path) -> Result<(), StoreError> {
    match load_game(path, house_rules::load_saved) {
        Ok(_) | Err(StoreError::Missing { .. }) => Ok(()),
        Err(err) => Err(err),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::scripted;
    use crate::house_rules::load_saved;
    use crate::store::{Autosaver, to_yaml};

    /// Writes `text`, expects the load to fail, and checks the file is unchanged.
    fn refused(text: &[u8]) -> StoreError {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        std::fs::write(&path, text).expect("write");
        let err = load(&path).expect_err("must not load");
        assert!(
            err.to_string().contains(&path.display().to_string()),
            "the message names the file: {err}"
        );
        // Neither the check nor an autosaver may write over it.
        assert!(check_overwritable(&path).is_err());
        assert!(Autosaver::new(&path, "t", crate::clock::Clock::stopped()).is_err());
        assert_eq!(std::fs::read(&path).expect("read"), text, "file untouched");
        err
    }

    fn saved_text() -> String {
        let game = scripted::two_players(true);
        to_yaml(&Save::from_game(&game, "t")).expect("yaml")
    }

    /// Words a YAML 1.1 reader turns into booleans, nulls, numbers or dates, and
    /// characters that mean something in YAML: each must come back as the text it was.
    const YAML_1_1_TRAPS: [&str; 13] = [
        "no",
        "yes",
        "on",
        "~",
        "null",
        "0x10",
        "1e3",
        "1_000",
        "2026-12-02",
        "-",
        ":",
        " leading space",
        "0755",
    ];

    #[test]
    fn names_and_texts_yaml_1_1_would_mangle_come_back_as_typed() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        let mut save = Save::from_game(&scripted::two_players(true), "2026-12-02");
        save.players = YAML_1_1_TRAPS.iter().map(|s| s.to_string()).collect();
        save.house_rules = YAML_1_1_TRAPS
            .iter()
            .map(|s| HouseRule::new(*s, *s, format!("-- {s}\nreturn {{}}\n")))
            .collect();
        let text = to_yaml(&save).expect("yaml");
        std::fs::write(&path, &text).expect("write");
        let loaded = load(&path).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(loaded, save, "{text}");
    }

    #[test]
    fn a_save_cut_short_is_refused_as_damaged() {
        let text = saved_text();
        for cut in [text.len() / 3, text.len() / 2, text.len() - 5] {
            let err = refused(&text.as_bytes()[..cut]);
            assert!(
                matches!(err, StoreError::Corrupt { .. }),
                "cut at {cut}: {err}"
            );
            assert!(err.to_string().contains("left untouched"), "{err}");
        }
    }

    #[test]
    fn an_end_that_is_not_a_time_is_refused_naming_finished_at() {
        let text = saved_text().replacen("\nplayers:", "\nfinished_at: \"garbage\"\nplayers:", 1);
        let err = refused(text.as_bytes()).to_string();
        assert!(
            err.contains("`garbage`") && err.contains("`finished_at`"),
            "{err}"
        );
    }

    #[test]
    fn a_version_that_is_not_a_whole_number_is_refused_as_such() {
        for version in ["04", "-1", "1.0", "\"4\""] {
            let text = saved_text().replacen("version: 1\n", &format!("version: {version}\n"), 1);
            let err = refused(text.as_bytes()).to_string();
            assert!(err.contains("not a whole number"), "{version}: {err}");
        }
        let text = saved_text().replacen("version: 1\n", "", 1);
        assert!(
            refused(text.as_bytes())
                .to_string()
                .contains("has no format `version`")
        );
    }

    #[test]
    fn garbage_is_refused_as_damaged_yaml() {
        let err = refused(b"format: marbles-save\nversion: [1\n\x00\xff");
        assert!(matches!(err, StoreError::Corrupt { .. }), "{err}");
        assert!(err.to_string().contains("damaged"), "{err}");
        assert!(err.to_string().contains("left untouched"), "{err}");
    }

    #[test]
    fn a_save_with_a_broken_action_is_refused_as_damaged() {
        let text = saved_text().replacen("- 5\n", "- 7\n", 1);
        let err = refused(text.as_bytes());
        assert!(matches!(err, StoreError::Corrupt { .. }), "{err}");
    }

    #[test]
    fn an_undo_history_that_cannot_be_redone_is_refused_naming_the_action() {
        // The game is over: a bank in the redo list can never be put back, so loading
        // must say so now rather than at `redo`.
        let text = saved_text().replace("undone: []\n", "undone:\n- bank\n- bank\n");
        assert!(text.contains("undone:\n- bank"), "{text}");
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        std::fs::write(&path, &text).expect("write");
        let Err(err) = load_game(&path, load_saved) else {
            panic!("a save whose redo list cannot be redone was loaded");
        };
        assert!(matches!(err, StoreError::Replay { .. }), "{err}");
        let message = err.to_string();
        assert!(message.contains("`bank`"), "names the action: {message}");
        assert!(
            message.contains("redo"),
            "says it is the redo list: {message}"
        );
        assert!(message.contains("left untouched"), "{message}");
        assert_eq!(std::fs::read_to_string(&path).expect("read"), text);
    }

    #[test]
    fn a_save_larger_than_the_limit_is_refused_saying_the_limit() {
        let mut text = saved_text().into_bytes();
        let limit = usize::try_from(SAVE_SIZE_LIMIT).expect("fits");
        text.resize(limit + 1, b'\n');
        let err = refused(&text);
        assert!(matches!(err, StoreError::TooLarge { .. }), "{err}");
        assert!(err.to_string().contains("8 MiB"), "{err}");
        assert!(err.is_bad_input());
    }

    #[test]
    fn a_save_starting_with_a_byte_order_mark_loads() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        let text = saved_text();
        std::fs::write(&path, format!("\u{feff}{text}")).expect("write");
        let save = load(&path).expect("a BOM is no second document");
        assert_eq!(to_yaml(&save).expect("yaml"), text);
    }

    #[test]
    fn deeply_nested_yaml_is_refused_by_the_parsers_budget() {
        let deep = format!("{}{}", "[".repeat(200_000), "]".repeat(200_000));
        let text = saved_text().replace("undone: []", &format!("undone: {deep}"));
        let err = refused(text.as_bytes());
        assert!(matches!(err, StoreError::Corrupt { .. }), "{err}");
        assert!(err.to_string().contains("nested more than 64"), "{err}");
    }

    #[test]
    fn an_unknown_key_is_refused_naming_it() {
        let text = saved_text().replace("players:\n", "notes: bring snacks\nplayers:\n");
        let err = refused(text.as_bytes());
        assert!(matches!(err, StoreError::Corrupt { .. }), "{err}");
        assert!(err.to_string().contains("unknown field `notes`"), "{err}");
    }

    #[test]
    fn other_yaml_is_not_a_marbles_save() {
        let err = refused(b"name: my shopping list\nitems: [eggs, milk]\n");
        assert!(matches!(err, StoreError::NotASave { .. }), "{err}");
        assert!(err.to_string().contains("is not a marbles save"), "{err}");
    }

    #[test]
    fn a_newer_version_asks_for_a_newer_marbles() {
        let text = saved_text().replace("version: 1\n", "version: 99\n");
        let err = refused(text.as_bytes());
        assert!(
            matches!(err, StoreError::NewerVersion { version: 99, .. }),
            "{err}"
        );
        assert!(
            err.to_string()
                .contains("written by a newer marbles (save format 99, this marbles reads up to 5): update marbles"),
            "{err}"
        );
    }

    #[test]
    fn a_missing_file_is_reported_as_missing() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("nope.yaml");
        let err = load(&path).expect_err("missing");
        assert!(matches!(err, StoreError::Missing { .. }));
        assert!(err.is_bad_input());
        assert!(check_overwritable(&path).is_ok());
    }

    #[test]
    fn a_save_replays_with_the_house_rule_text_it_carries() {
        let dir = tempfile::tempdir().expect("temp dir");
        let game = scripted::two_players(false);
        let save_with = |file: &str, source: &str| {
            let path = dir.path().join(file);
            // Written as an earlier session would have: only the script's text counts.
            let mut save = Save::from_game(&game, "t");
            save.house_rules = vec![HouseRule::new("mine", "house_rules/mine.lua", source)];
            std::fs::write(&path, to_yaml(&save).expect("yaml")).expect("saved");
            path
        };
        let good = save_with(
            "good.yaml",
            "marbles.api(1)\nmarbles.rules.six_of_a_kind = 5000\n",
        );
        let (_, loaded) = load_game(&good, load_saved).expect("the saved script loads");
        assert_eq!(loaded.scorer().rules().six_of_a_kind, 5000);

        let broken = save_with("broken.yaml", "return {}");
        let Err(err) = load_game(&broken, load_saved) else {
            panic!("a save whose script does not load was replayed without it");
        };
        assert!(matches!(err, StoreError::HouseRules { .. }), "{err}");
        assert!(err.to_string().contains("house_rules/mine.lua"), "{err}");
    }

    #[test]
    fn an_autosaved_game_loads_back_where_it_stood() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        let mut game = scripted::play(&["Ann", "Bob"], "first:Ann");
        let mut autosaver =
            Autosaver::new(&path, "t", crate::clock::Clock::stopped()).expect("new file");
        for step in ["111555", "k111555", "b", "234662"] {
            scripted::run(&mut game, step);
            autosaver.save(&game).expect("saved");
            let (save, loaded) = load_game(&path, load_saved).expect("loads");
            assert_eq!(loaded.state(), game.state());
            assert_eq!(save.actions, game.actions());
        }
        // A valid save may be written over: that is how autosave continues a game
        // (once the session writing it has let go: one writer per save).
        assert!(matches!(
            Autosaver::new(&path, "t", crate::clock::Clock::stopped()),
            Err(StoreError::InUse { .. })
        ));
        drop(autosaver);
        assert!(Autosaver::new(&path, "t", crate::clock::Clock::stopped()).is_ok());
    }
}
