//! One accepted move as every viewer is told it: the announcement, the save, the pad
//! and the live view all read this one record, so none of them works out again what
//! the move did.

use super::{Action, Amendment, Event};

/// One accepted move: what was played, taken back, put back or rewritten, with what it
/// did. [`Game::undo`](super::Game::undo) and [`Game::redo`](super::Game::redo) return
/// one; the front end makes one for an action it applied and for an amend it made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// An action was played, with the events it gave.
    Played {
        /// The action as the game keeps it (a starter by the name at the table).
        action: Action,
        /// What it did, in order.
        events: Vec<Event>,
    },
    /// `redo` put an action back, with the events its replay gave.
    Redone {
        /// The action put back.
        action: Action,
        /// What it did again.
        events: Vec<Event>,
    },
    /// `undo` took an action back.
    Undone {
        /// The action taken back.
        action: Action,
    },
    /// Moves already played were rewritten: an amend made, taken back or put back.
    Amended {
        /// The moves rewritten, each with what it was and what it is now.
        amendment: Amendment,
        /// Which way.
        rewrite: Rewrite,
    },
}

/// How an amend changed the moves: made now, or taken back or put back as one step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rewrite {
    /// `amend` made it.
    Made,
    /// `undo` took it back: the moves are what they were.
    TakenBack,
    /// `redo` put it back.
    PutBack,
}
