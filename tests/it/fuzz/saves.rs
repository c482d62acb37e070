//! Fuzzed saves: arbitrary bytes, and a real save cut, flipped, nested, prefixed with
//! byte-order marks and given huge numbers. Loading never panics or hangs, and a file
//! it refuses is left byte for byte as it was.
//!
//! 48 cases per property by default (a few seconds under `cargo test`);
//! `PROPTEST_CASES=100000 cargo test --release --test it fuzz::saves::` (or
//! `scripts/fuzz`) for a long run.

use std::path::Path;

use marbles::testing::store::{self, StoreError};
use proptest::prelude::*;

/// A save written by marbles, with a house rule and an undo history.
const REAL: &[u8] = include_bytes!("../../fixtures/save-v1-serde-yaml.yaml");

/// 48 cases (or `PROPTEST_CASES`), from a fixed seed unless `PROPTEST_RNG_SEED` is set.
fn config() -> ProptestConfig {
    crate::common::proptest_config(48)
}

/// Writes `bytes` as a save, loads and replays it, and checks that a refusal left the
/// file as it was and says which file.
fn load_checked(bytes: &[u8]) -> Result<(), TestCaseError> {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.yaml");
    std::fs::write(&path, bytes).expect("write");
    if let Err(err) = store::load_game(&path, marbles::testing::house_rules::load_saved) {
        prop_assert_eq!(std::fs::read(&path).expect("read"), bytes, "file changed");
        prop_assert!(
            names_the_file(&err, &path),
            "the refusal does not name the file: {}",
            err
        );
        // Neither may an autosaver write over what loading refused.
        prop_assert!(
            store::Autosaver::new(
                &path,
                "t",
                marbles::testing::clock::Clock::fixed(
                    marbles::testing::clock::Stamp::parse("2026-11-29T15:42:05+01:00")
                        .expect("a stamp")
                )
            )
            .is_err()
        );
        prop_assert_eq!(std::fs::read(&path).expect("read"), bytes, "file changed");
    }
    Ok(())
}

fn names_the_file(err: &StoreError, path: &Path) -> bool {
    err.to_string().contains(&path.display().to_string())
}

/// Ways to damage a real save.
#[derive(Debug, Clone)]
enum Mutation {
    Truncate(usize),
    Flip(usize, u8),
    Insert(usize, Vec<u8>),
    Nest(usize, usize, bool),
    Boms(usize),
    HugeNumber(usize, String),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let len = REAL.len();
    prop_oneof![
        (0..len).prop_map(Mutation::Truncate),
        (0..len, any::<u8>()).prop_map(|(at, bits)| Mutation::Flip(at, bits)),
        (0..len, proptest::collection::vec(any::<u8>(), 1..16))
            .prop_map(|(at, bytes)| Mutation::Insert(at, bytes)),
        (0..len, 1usize..5000, any::<bool>())
            .prop_map(|(at, depth, closed)| Mutation::Nest(at, depth, closed)),
        (1usize..4).prop_map(Mutation::Boms),
        (
            0..len,
            "[0-9]{15,40}|-[0-9]{15,40}|1e[0-9]{3}|\\.inf|0x[0-9a-f]{17}"
        )
            .prop_map(|(at, n)| Mutation::HugeNumber(at, n)),
    ]
}

fn apply(mutation: &Mutation) -> Vec<u8> {
    let mut bytes = REAL.to_vec();
    match mutation {
        Mutation::Truncate(at) => bytes.truncate(*at),
        Mutation::Flip(at, bits) => bytes[*at] ^= bits | 1,
        Mutation::Insert(at, inserted) => {
            bytes.splice(*at..*at, inserted.iter().copied());
        }
        Mutation::Nest(at, depth, closed) => {
            let mut nest = "[{a: ".repeat(*depth / 2).into_bytes();
            if *closed {
                nest.extend("}]".repeat(*depth / 2).bytes());
            }
            bytes.splice(*at..*at, nest);
        }
        Mutation::Boms(n) => {
            let boms = "\u{feff}".repeat(*n).into_bytes();
            bytes.splice(0..0, boms);
        }
        Mutation::HugeNumber(at, number) => {
            // Put the number where a value is: after the `- ` of the nearest list item.
            let from = bytes[*at..]
                .windows(2)
                .position(|w| w == b"- ")
                .map_or(bytes.len(), |p| at + p + 2);
            let end = bytes[from..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(bytes.len(), |p| from + p);
            bytes.splice(from..end, number.bytes());
        }
    }
    bytes
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn arbitrary_bytes_never_crash_the_loader(bytes in proptest::collection::vec(any::<u8>(), 0..2048)) {
        load_checked(&bytes)?;
    }

    #[test]
    fn arbitrary_text_after_the_save_marker_never_crashes_the_loader(text in "\\PC{0,400}") {
        load_checked(format!("format: marbles-save\nversion: 1\n{text}\nend: marbles-save\n").as_bytes())?;
    }

    #[test]
    fn a_damaged_real_save_loads_or_is_refused_untouched(mutation in mutation()) {
        load_checked(&apply(&mutation))?;
    }
}

#[test]
fn the_real_save_loads_unmutated() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.yaml");
    std::fs::write(&path, REAL).expect("write");
    store::load_game(&path, marbles::testing::house_rules::load_saved).expect("the fixture loads");
    // And behind a byte-order mark.
    std::fs::write(&path, [&b"\xef\xbb\xbf"[..], REAL].concat()).expect("write");
    store::load_game(&path, marbles::testing::house_rules::load_saved).expect("a BOM is fine");
}
