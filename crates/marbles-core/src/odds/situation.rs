//! Where a player stands in a turn, as far as the odds care.

use serde::Serialize;

use super::OddsError;
use crate::dice::DICE_IN_GAME;
use crate::rules::{Points, RuleSet};

/// Where a player stands in a turn, as far as the odds care: before a throw, or just
/// after a keep while choosing to throw on or bank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Situation {
    /// Dice in hand, 1 to 6.
    pub dice: usize,
    /// Points set aside this turn.
    pub turn: Points,
    /// Whether the player has opened.
    pub open: bool,
    /// The player's game total, which a Flood would wipe.
    pub total: Points,
}

impl Situation {
    /// The start of a turn: six dice, nothing set aside.
    pub fn fresh_turn(open: bool, total: Points) -> Situation {
        Situation {
            dice: DICE_IN_GAME,
            turn: 0,
            open,
            total,
        }
    }

    /// Refuses a situation no game under `rules` can reach.
    pub(crate) fn check(&self, rules: &RuleSet) -> Result<(), OddsError> {
        if self.dice == 0 || self.dice > DICE_IN_GAME {
            return Err(OddsError::DiceInHand { dice: self.dice });
        }
        if self.dice > rules.dice {
            return Err(OddsError::MoreDiceThanRules {
                dice: self.dice,
                most: rules.dice,
            });
        }
        if self.turn < 0 || self.total < 0 {
            return Err(OddsError::NegativePoints {
                turn: self.turn,
                total: self.total,
            });
        }
        if !self.open && self.total != 0 {
            return Err(OddsError::TotalBeforeOpening { total: self.total });
        }
        if self.total >= rules.win_at {
            return Err(OddsError::AlreadyWon {
                total: self.total,
                win_at: rules.win_at,
            });
        }
        Ok(())
    }
}
