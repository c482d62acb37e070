//! What marbles keeps to answer sooner, all of it safe to delete: the cache folder, the
//! win tables solved for house rules, and the games' reviews.

mod dir;
mod reviews;
mod win_tables;

pub(crate) use dir::cache_dir;
pub(super) use reviews::Reviews;
pub(crate) use reviews::keep_review;
pub(crate) use win_tables::{cache_win_table, with_cached_win_table};
