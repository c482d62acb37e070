//! The seam house rules watch the game through: events offered before they take effect.

use super::State;
use crate::dice::Faces;
use crate::rules::Points;

/// A game event offered to house-rule hooks before it takes effect.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HookEvent {
    /// Faces were thrown (not yet judged).
    Throw {
        /// Who threw.
        player: usize,
        /// The faces as typed, before any rule judges them.
        dice: Faces,
    },
    /// Dice are being kept for these points.
    Keep {
        /// Who keeps.
        player: usize,
        /// The dice set aside by this keep.
        dice: Faces,
        /// Their value.
        points: Points,
    },
    /// A throw busted, losing these turn points.
    Bust {
        /// Who busted.
        player: usize,
        /// Turn points lost.
        lost: Points,
    },
    /// A throw flooded, losing this total.
    Flood {
        /// Who was flooded.
        player: usize,
        /// Total lost.
        lost: Points,
    },
    /// The player is taking over the dice the previous player banked with.
    Steal {
        /// The player taking the dice over.
        player: usize,
        /// Who banked.
        from: usize,
        /// The points taken over.
        points: Points,
    },
    /// The turn is being banked for these points.
    Bank {
        /// Who banks.
        player: usize,
        /// Points to bank.
        points: Points,
    },
    /// A turn has ended (after the bank, bust or Flood).
    TurnEnd {
        /// Whose turn ended.
        player: usize,
    },
    /// The game has ended.
    GameEnd {
        /// Who won: several when they share the highest total.
        winners: Vec<usize>,
    },
}

/// What a hook asks for in answer to an event. The default changes nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HookEffect {
    /// Added to the event's points (a keep's value or a bank), when it has points.
    pub points: Points,
    /// Added to the acting player's total.
    pub total: Points,
    /// Refuse the action with this message.
    pub refuse: Option<String>,
    /// End the game now; the highest total wins.
    pub end_game: bool,
}

/// Why hooks could not answer an event; either way the action is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HookError {
    /// The house rule failed: an error, a broken limit, a wrong answer. The script's
    /// message, naming its line.
    Failed(String),
    /// The house rule ran past a wall-clock backstop on this machine before any
    /// instruction budget stopped it. Replaying the same actions on a less busy machine
    /// may succeed: the rules did not change. The script's message.
    TooSlow(String),
}

impl HookError {
    /// The script's message.
    pub fn message(&self) -> &str {
        match self {
            HookError::Failed(message) | HookError::TooSlow(message) => message,
        }
    }
}

impl From<String> for HookError {
    fn from(message: String) -> HookError {
        HookError::Failed(message)
    }
}

/// House-rule code that watches the game. Implementations must be deterministic in the
/// events they see: undo and resume replay the game from a [`reset`](Hooks::reset).
pub trait Hooks {
    /// Forgets everything seen, ready for a replay from the first action.
    fn reset(&mut self) -> Result<(), HookError> {
        Ok(())
    }

    /// Whether the hooks remember what they saw. If so, a refused action (which they may
    /// have seen part of) rebuilds them by replaying the actions that stand.
    fn is_stateful(&self) -> bool {
        false
    }

    /// Answers one event, seeing the state as it was before the event took effect.
    fn on(&mut self, _event: &HookEvent, _state: &State) -> Result<HookEffect, HookError> {
        Ok(HookEffect::default())
    }
}

/// The standard game: no hooks.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoHooks;

impl Hooks for NoHooks {}
