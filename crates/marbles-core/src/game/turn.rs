//! The turn under way: points, dice in hand, the throw waiting for its keep.

use serde::Serialize;

use crate::dice::{Counts, Faces};
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
    /// Throws made this turn.
    pub throws: u32,
    /// Dice set aside since the turn began or the dice last came back hot.
    pub(crate) held: Counts,
    /// What the previous player banked and left, while it may still be stolen.
    pub offer: Option<Loot>,
    /// What this player took over by stealing, while the turn lasts.
    pub stolen: Option<Loot>,
    /// Whether the turn is being recorded without dice (a tally), so the pad marks it.
    #[serde(skip)]
    pub(crate) tallied: bool,
    /// Whether the previous player banked with a tally: a steal is then refused for
    /// that reason (no dice are known), not as if nothing had been banked.
    #[serde(skip)]
    pub(crate) after_tally: bool,
}

/// The points and dice a banker left behind, which Cut-Throat and Piggy-Back let the
/// next player take over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Loot {
    /// Who banked them.
    pub from: usize,
    /// The points banked.
    pub points: Points,
    /// The dice left in hand (six after hot dice).
    pub dice: usize,
}

impl Turn {
    pub(crate) fn new(player: usize, dice: usize) -> Turn {
        Turn {
            player,
            points: 0,
            in_hand: dice,
            throw: None,
            keeps: 0,
            throws: 0,
            held: Counts::EMPTY,
            offer: None,
            stolen: None,
            tallied: false,
            after_tally: false,
        }
    }

    /// Whether nothing has happened yet this turn (the moment a steal is allowed).
    pub fn is_fresh(&self) -> bool {
        self.throws == 0 && self.keeps == 0 && self.stolen.is_none()
    }
}
