//! Each game's review, summed per player, kept in the cache folder
//! (`reviews.json`): what `stats` adds up as decisions, cost and luck.
//!
//! Kept apart from the history index on purpose. A review replays the game against the
//! win chances (3 ms for two players, 30 ms for three): reading 1,000 saves afresh
//! with their reviews took 15 s where the index alone takes 0.15 s. The index is
//! rebuilt whenever it is missing, damaged or from another marbles; the reviews, keyed
//! by the save's bytes, outlive that, so only a game never reviewed costs a review.
//! Being a cache, it may be lost at any time and is then worked out again.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::super::index::digest;
use super::super::{SAVE_SIZE_LIMIT, StoreError, write_atomically};
use super::cache_dir;
use crate::odds::review::Review;
use crate::stats::SeatReview;

/// The file's name in the cache folder.
const REVIEWS_FILE: &str = "reviews.json";

/// The marker at the top of the file, so no other file is taken for it.
const REVIEWS_FORMAT: &str = "marbles-reviews";

/// Bumped whenever what a review sums, or how, changes: a file of another version is
/// worked out again whole.
const REVIEWS_VERSION: u32 = 1;

/// The largest file read (a review is about 200 bytes a game).
const REVIEWS_SIZE_LIMIT: u64 = 64 * 1024 * 1024;

/// The reviews known, by the hash of their save's bytes (the history index's
/// `digest`, as hex).
#[derive(Debug, Default, Serialize, Deserialize)]
pub(in crate::store) struct Reviews {
    format: String,
    version: u32,
    /// The marbles that wrote it: the hash of the bytes is std's, which another
    /// toolchain may compute differently, and another marbles may review differently.
    marbles: String,
    games: HashMap<String, Vec<SeatReview>>,
}

impl Reviews {
    /// Where the file is, when there is a cache folder.
    fn path() -> Option<PathBuf> {
        cache_dir().map(|dir| dir.join(REVIEWS_FILE))
    }

    /// The reviews in the cache folder; none when the file is missing, damaged, too
    /// large or from another marbles (a cache is never an error).
    pub(in crate::store) fn read() -> Reviews {
        let read = Reviews::path()
            .and_then(|path| crate::read_now::read_up_to(&path, REVIEWS_SIZE_LIMIT).ok())
            .filter(|bytes| (bytes.len() as u64) <= REVIEWS_SIZE_LIMIT)
            .and_then(|bytes| serde_json::from_slice::<Reviews>(&bytes).ok());
        match read {
            Some(reviews)
                if reviews.format == REVIEWS_FORMAT
                    && reviews.version == REVIEWS_VERSION
                    && reviews.marbles == env!("CARGO_PKG_VERSION") =>
            {
                reviews
            }
            _ => Reviews::default(),
        }
    }

    /// The review of the save whose bytes hash to `digest`.
    pub(in crate::store) fn get(&self, digest: u64) -> Option<&[SeatReview]> {
        self.games.get(&key(digest)).map(Vec::as_slice)
    }

    /// Keeps the review of the save whose bytes hash to `digest`.
    pub(in crate::store) fn put(&mut self, digest: u64, seats: Vec<SeatReview>) {
        self.games.insert(key(digest), seats);
    }

    /// Lets go of the reviews of saves that hash to none of `kept` (saves gone).
    fn keep_only(&mut self, kept: &[u64]) {
        let kept: std::collections::HashSet<String> = kept.iter().map(|&d| key(d)).collect();
        self.games.retain(|digest, _| kept.contains(digest));
    }

    /// Writes the reviews to the cache folder, atomically; with `kept`, only those of
    /// the saves hashing to one of them (those of saves gone are let go).
    pub(in crate::store) fn write(mut self, kept: Option<&[u64]>) -> Result<(), StoreError> {
        let Some(path) = Reviews::path() else {
            return Ok(());
        };
        if let Some(kept) = kept {
            self.keep_only(kept);
        }
        self.format = REVIEWS_FORMAT.to_owned();
        self.version = REVIEWS_VERSION;
        self.marbles = env!("CARGO_PKG_VERSION").to_owned();
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|source| StoreError::Write {
                path: dir.to_owned(),
                source,
            })?;
        }
        let bytes = serde_json::to_vec(&self).map_err(|err| StoreError::Write {
            path: path.clone(),
            source: std::io::Error::other(err),
        })?;
        write_atomically(&path, &bytes)
    }
}

/// Keeps `review`, the review of the save at `path` as it is now, for `stats`. A
/// cache: when the save cannot be read or the cache not written, `stats` works the
/// review out again.
pub(crate) fn keep_review(path: &Path, review: &Review) {
    let Ok(bytes) = crate::read_now::read_up_to(path, SAVE_SIZE_LIMIT) else {
        return;
    };
    let mut reviews = Reviews::read();
    reviews.put(digest(&bytes), SeatReview::of(review));
    let _ = reviews.write(None);
}

/// A digest as the file's key.
fn key(digest: u64) -> String {
    format!("{digest:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_review_is_found_by_its_digest_and_one_of_a_save_gone_is_let_go() {
        let mut reviews = Reviews::default();
        let seat = SeatReview {
            decisions: 3,
            cost: 0.25,
            luck: -0.5,
        };
        reviews.put(7, vec![seat]);
        reviews.put(9, vec![seat, seat]);
        assert_eq!(reviews.get(7), Some(&[seat][..]));
        assert_eq!(reviews.get(8), None);
        reviews.keep_only(&[9]);
        assert_eq!(reviews.get(7), None);
        assert_eq!(reviews.get(9).map(<[SeatReview]>::len), Some(2));
    }
}
