//! Correcting the past: an amend replaces moves already played and replays every move
//! after them. It is one step of the game's history, taken back whole by undo.

use serde::{Deserialize, Serialize};

use super::Action;

/// One `amend` command: the moves it replaced, and where in the game's history it was
/// made. Kept in the save with what it replaced, so nothing typed is ever lost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Amendment {
    /// How long the list it sits beside was when it was made: among the amends, the
    /// number of actions then; among the undone amends, the number of undone actions.
    /// Undo (redo) takes it back (puts it back) when that list is that long again.
    pub(crate) at: usize,
    /// The moves replaced, in the order they were given.
    pub changes: Vec<Change>,
}

/// One move replaced.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Change {
    /// The move's number in the actions, from 1.
    #[serde(rename = "move")]
    pub number: usize,
    /// What it was.
    pub was: Action,
    /// What it is now.
    pub now: Action,
}

/// Whether an action settles who plays or who starts, which an amend may not change.
pub(crate) fn settles_the_start(action: &Action) -> bool {
    matches!(action, Action::RollOff(_) | Action::First(_))
}
