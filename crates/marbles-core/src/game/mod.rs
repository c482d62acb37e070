//! The game as a state machine: players, roll-off, turns, opening, hot dice, busts, the
//! Flood and winning.
//!
//! The state is a pure fold of the accepted [`Action`]s; [`Game`] keeps the list and
//! gets undo and redo by refolding. Nothing here does I/O: every step returns the
//! [`Event`]s for the outer layers to announce.

mod action;
mod amend;
mod error;
mod event;
mod fold;
mod hooks;
mod name_match;
mod player;
mod record;
mod roll_off;
mod rules_in_play;
#[doc(hidden)]
pub mod scripted;
mod state;
mod step;
mod turn;

pub use action::{Action, Tally};
pub use amend::Amendment;
pub(crate) use amend::Change;
pub use error::{GameError, NoSteal, ShortOfOpening};
pub use event::Event;
pub use fold::Game;
pub(crate) use hooks::NoHooks;
pub use hooks::{HookEffect, HookError, HookEvent, Hooks, TotalChange};
pub use name_match::{NameMatch, match_name};
pub(crate) use player::name_key;
pub use player::{Player, emoji_parts, hidden_characters, is_invisible_format};
pub use record::{Outcome, TurnRecord, TurnResult};
pub(crate) use roll_off::RollOff;
pub use rules_in_play::RulesInPlay;
pub use state::{Phase, State};
pub use step::{Rewrite, Step};
pub(crate) use turn::{Loot, Turn};
