//! The live pads of recent games, in the state folder (`live-pads.json`): each save's
//! pad token, port, address and the last version its phones saw, so that the pad
//! opened again (`serve` after `serve stop`, `resume --serve` after `quit`) keeps its
//! address and phones come back to it without scanning the code again.
//!
//! The token is the key to a game's page, so the file is written as the user's own
//! (0600), like everything in the state folder; it holds the pads of the last
//! [`KEPT`] games only.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::{SaveLock, StoreError, write_atomically};

/// The file's name in the state folder.
const LIVE_PADS: &str = "live-pads.json";

/// A few games' pads are a few hundred bytes.
const LIVE_PADS_SIZE_LIMIT: u64 = 64 * 1024;

/// The pads of this many games are kept, the latest.
const KEPT: usize = 16;

/// What a live pad is known by: its token (32 hex digits), its port, and the last
/// version of the game its phones were sent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PadRecord {
    /// The token in the page's address.
    pub(crate) token: String,
    /// The port it listened on.
    pub(crate) port: u16,
    /// The last version published.
    pub(crate) version: u64,
    /// The whole address (`http://HOST:PORT/TOKEN/`); absent in the first files
    /// written, which the pad then reopens without saying it is the same.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) url: Option<String>,
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct PadsFile {
    /// Oldest first: (the save, as an absolute path, and its pad).
    pads: Vec<(String, PadRecord)>,
}

/// The save's key in the file: its absolute path.
fn key_of(save: &Path) -> String {
    std::path::absolute(save)
        .unwrap_or_else(|_| save.to_owned())
        .to_string_lossy()
        .into_owned()
}

fn read(state: &Path) -> PadsFile {
    crate::read_now::read_up_to(&state.join(LIVE_PADS), LIVE_PADS_SIZE_LIMIT)
        .ok()
        .filter(|bytes| (bytes.len() as u64) <= LIVE_PADS_SIZE_LIMIT)
        .and_then(|bytes| serde_json::from_slice(&bytes).ok())
        .unwrap_or_default()
}

/// The pad last opened for `save`, as the state folder `state` remembers it; `None`
/// when it remembers none (or the file cannot be read: the pad then has a new address).
pub(crate) fn pad_of_in(state: &Path, save: &Path) -> Option<PadRecord> {
    let key = key_of(save);
    read(state)
        .pads
        .into_iter()
        .rev()
        .find(|(saved, _)| *saved == key)
        .map(|(_, pad)| pad)
}

/// Remembers `pad` as the live pad of `save` in the state folder `state`.
pub(crate) fn remember_pad_in(
    state: &Path,
    save: &Path,
    pad: &PadRecord,
) -> Result<(), StoreError> {
    std::fs::create_dir_all(state).map_err(|source| StoreError::Write {
        path: state.to_owned(),
        source,
    })?;
    // Two sessions closing at once each write a whole list, never half of both.
    let lock = SaveLock::wait(&super::own_file(state, LIVE_PADS)?)?;
    lock.remove_stale_temps();
    let key = key_of(save);
    let mut file = read(state);
    file.pads.retain(|(saved, _)| *saved != key);
    file.pads.push((key, pad.clone()));
    let excess = file.pads.len().saturating_sub(KEPT);
    file.pads.drain(..excess);
    let bytes = serde_json::to_vec(&file).map_err(|err| StoreError::Write {
        path: lock.path().to_owned(),
        source: std::io::Error::other(err),
    })?;
    lock.check()?;
    write_atomically(lock.path(), &bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pad(port: u16) -> PadRecord {
        PadRecord {
            token: "0123456789abcdef0123456789abcdef".to_owned(),
            port,
            version: 7,
            url: None,
        }
    }

    #[test]
    fn a_saves_pad_is_remembered_and_the_latest_of_each_save_kept() {
        let state = tempfile::tempdir().expect("temp dir");
        let (a, b) = (Path::new("/games/a.yaml"), Path::new("/games/b.yaml"));
        assert_eq!(pad_of_in(state.path(), a), None);
        remember_pad_in(state.path(), a, &pad(8001)).expect("kept");
        remember_pad_in(state.path(), b, &pad(8002)).expect("kept");
        remember_pad_in(state.path(), a, &pad(8003)).expect("kept");
        assert_eq!(pad_of_in(state.path(), a), Some(pad(8003)));
        assert_eq!(pad_of_in(state.path(), b), Some(pad(8002)));
    }

    #[test]
    fn a_pad_remembered_without_its_address_still_reads() {
        let state = tempfile::tempdir().expect("temp dir");
        let written = r#"{"pads":[["/games/a.yaml",{"token":"0123456789abcdef0123456789abcdef","port":8001,"version":7}]]}"#;
        std::fs::write(state.path().join(LIVE_PADS), written).expect("written");
        assert_eq!(
            pad_of_in(state.path(), Path::new("/games/a.yaml")),
            Some(pad(8001))
        );
        let with_url = PadRecord {
            url: Some("http://127.0.0.1:8002/0123456789abcdef0123456789abcdef/".to_owned()),
            ..pad(8002)
        };
        remember_pad_in(state.path(), Path::new("/games/b.yaml"), &with_url).expect("kept");
        assert_eq!(
            pad_of_in(state.path(), Path::new("/games/b.yaml")),
            Some(with_url)
        );
    }

    #[test]
    fn only_the_latest_games_pads_are_kept() {
        let state = tempfile::tempdir().expect("temp dir");
        for i in 0..KEPT + 3 {
            let save = format!("/games/{i}.yaml");
            remember_pad_in(state.path(), Path::new(&save), &pad(9000)).expect("kept");
        }
        assert_eq!(read(state.path()).pads.len(), KEPT);
        assert_eq!(pad_of_in(state.path(), Path::new("/games/0.yaml")), None);
        assert!(
            pad_of_in(
                state.path(),
                Path::new(&format!("/games/{}.yaml", KEPT + 2))
            )
            .is_some()
        );
    }
}
