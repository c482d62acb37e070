use serde::Serialize;

use crate::dice::{DICE_IN_GAME, Faces};
use crate::rules::Points;

/// The turn in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Turn {
    /// Whose turn it is.
    pub player: usize,
    /// Points set aside this turn.
    pub points: Points,
    /// Dice left to throw.
    pub in_hand: usize,
    /// The last throw, while it waits for its keep.
    pub throw: Option<Faces>,
    /// Keeps made this turn.
    pub keeps: u32,
}

impl Turn {
    pub(crate) fn new(player: usize) -> Turn {
        Turn {
            player,
            points: 0,
            in_hand: DICE_IN_GAME,
            throw: None,
            keeps: 0,
        }
    }
}
