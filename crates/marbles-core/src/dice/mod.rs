//! Dice as players type them: faces, typed throws, and face counts.
//!
//! This layer only parses and validates; it knows nothing of scoring.

mod counts;
mod error;
mod face;
mod faces;

pub use counts::Counts;
pub use error::DiceError;
pub use face::{FACE_GLYPHS, Face, starts_dice};
pub use faces::Faces;

/// How many dice a player holds at the start of a turn.
pub const DICE_IN_GAME: usize = 6;
