//! The catalogue areas, in one file of their own: `build.rs` reads it too (by
//! `#[path]`), so the index it makes and the catalogue the binary embeds list the
//! files in the same order.

/// The catalogue files every language has, by area (`locales/<tag>/<area>.ftl`).
pub const AREAS: [&str; 6] = ["game", "table", "reports", "exports", "cli", "errors"];
