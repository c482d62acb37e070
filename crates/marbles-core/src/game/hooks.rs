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
        /// The dice the banker left, which the stealer throws on with.
        dice: usize,
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

impl HookEvent {
    /// The event's name as scripts and [`Hooks::events`] spell it (`"bank"`, `"turn_end"`…).
    pub fn kind(&self) -> &'static str {
        match self {
            HookEvent::Throw { .. } => "throw",
            HookEvent::Keep { .. } => "keep",
            HookEvent::Bust { .. } => "bust",
            HookEvent::Flood { .. } => "flood",
            HookEvent::Bank { .. } => "bank",
            HookEvent::Steal { .. } => "steal",
            HookEvent::TurnEnd { .. } => "turn_end",
            HookEvent::GameEnd { .. } => "game_end",
        }
    }

    /// The player the event belongs to (whose total API version 1's `total` changes);
    /// none for the end of the game.
    pub fn player(&self) -> Option<usize> {
        match self {
            HookEvent::Throw { player, .. }
            | HookEvent::Keep { player, .. }
            | HookEvent::Bust { player, .. }
            | HookEvent::Flood { player, .. }
            | HookEvent::Bank { player, .. }
            | HookEvent::Steal { player, .. }
            | HookEvent::TurnEnd { player } => Some(*player),
            HookEvent::GameEnd { .. } => None,
        }
    }
}

/// What a hook asks for in answer to an event. The default changes nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HookEffect {
    /// Added to the event's points (a keep's value or a bank), when it has points.
    pub points: Points,
    /// Added to the acting player's total (API version 1's `total`).
    pub total: Points,
    /// Changes to any player's total (API version 2), applied after `total` in the
    /// order the hooks gave them.
    pub totals: Vec<TotalChange>,
    /// Refuse the action with this message.
    pub refuse: Option<String>,
    /// End the turn as a bust instead (a `throw` or `keep` hook's `bust`): the turn's
    /// points are lost and the dice pass. The script's reason, empty when it gave none.
    pub bust: Option<String>,
    /// End the game now; the highest total wins, unless `winners` names them.
    pub end_game: bool,
    /// Who wins when the game ends now (from 0, in seating order): a hook's
    /// `end_game = {winners = {...}}`. `None`: the highest total.
    pub winners: Option<Vec<usize>>,
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
    /// One of the above, placed: the event whose hook failed, and its dice when it has
    /// them (`render` words the place in the table's language).
    In {
        /// The event's name (`throw`, `keep`…).
        hook: &'static str,
        /// The dice of the event, for a throw or a keep.
        dice: Option<Faces>,
        /// The failure.
        error: Box<HookError>,
    },
    /// The hooks have run as many instructions as one game allows: no later action can
    /// be answered, so [`Game`](super::Game) refuses them at once. The script's message.
    Spent(String),
}

impl HookError {
    /// The script's message.
    pub fn message(&self) -> &str {
        match self {
            HookError::Failed(message)
            | HookError::TooSlow(message)
            | HookError::Spent(message) => message,
            HookError::In { error, .. } => error.message(),
        }
    }

    /// Whether the game's instruction budget is spent (however the failure is placed).
    pub fn is_spent(&self) -> bool {
        match self {
            HookError::Spent(_) => true,
            HookError::In { error, .. } => error.is_spent(),
            HookError::Failed(_) | HookError::TooSlow(_) => false,
        }
    }

    /// Whether the house rule ran too slow, rather than failed.
    pub fn is_too_slow(&self) -> bool {
        match self {
            HookError::Failed(_) | HookError::Spent(_) => false,
            HookError::TooSlow(_) => true,
            HookError::In { error, .. } => error.is_too_slow(),
        }
    }
}

/// A hook's change to one player's total: a house rule that reaches the whole table
/// ("land on another player's total and they go back to 0").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TotalChange {
    /// Add `by` (negative takes points away).
    Adjust {
        /// Whose total (from 0, in seating order).
        player: usize,
        /// How much.
        by: Points,
    },
    /// Set the total to `to`.
    Set {
        /// Whose total (from 0, in seating order).
        player: usize,
        /// The new total.
        to: Points,
    },
}

impl TotalChange {
    /// Whose total changes.
    pub fn player(&self) -> usize {
        match *self {
            TotalChange::Adjust { player, .. } | TotalChange::Set { player, .. } => player,
        }
    }

    /// The total after the change from `total`, or `None` past what marbles keeps.
    pub fn apply(&self, total: Points) -> Option<Points> {
        match *self {
            TotalChange::Adjust { by, .. } => total.checked_add(by),
            TotalChange::Set { to, .. } => Some(to),
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

    /// [`reset`](Hooks::reset) for a simulator, which plays game after game on the same
    /// hooks and may reuse what it built (the scripts' Lua states) where that is as good
    /// as starting afresh for any script whose results do not hang on the garbage
    /// collector's timing. Real games keep `reset`.
    fn renew(&mut self) -> Result<(), HookError> {
        self.reset()
    }

    /// Whether the hooks remember what they saw. If so, a refused action (which they may
    /// have seen part of) rebuilds them: from a [`reset`](Hooks::reset) (or a
    /// [`renew`](Hooks::renew) in a simulator), the events of the actions that stand are
    /// offered again, each with the state it met then, its pad
    /// ([`State::history`]) left out. So what a stateful implementation remembers must not
    /// hang on the pad (the scripts' snapshot has no pad).
    fn is_stateful(&self) -> bool {
        false
    }

    /// Marks where the hooks' memory stands before an action that may be refused (see
    /// [`Hooks::forget_refused`]). Called by [`Game`](super::Game) before every action of
    /// stateful hooks, so it must cost next to nothing.
    fn checkpoint(&mut self) {}

    /// After a refused action: whether the hooks can prove that what they did since the
    /// last [`checkpoint`](Hooks::checkpoint) left nothing they remember changed, in which
    /// case they put back whatever else the action used (the game's budget) and the game
    /// rebuilds nothing. `false` (the default): the game rebuilds their memory.
    fn forget_refused(&mut self) -> bool {
        false
    }

    /// The events these hooks answer (`"bank"`, `"bust"`…): what the odds, which leave
    /// hooks out, must warn about.
    fn events(&self) -> Vec<&'static str> {
        Vec::new()
    }

    /// Answers one event, seeing the state as it was before the event took effect.
    fn on(&mut self, _event: &HookEvent, _state: &State) -> Result<HookEffect, HookError> {
        Ok(HookEffect::default())
    }
}

/// The standard game: no hooks.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct NoHooks;

impl Hooks for NoHooks {}
