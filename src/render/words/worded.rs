//! The engine's errors and actions in words: the engine crate keeps them as data and
//! writes no prose, so their `Display` belongs to this wrapper, written beside each
//! kind's wording (`dice_error.rs`, `rule_error.rs`, `game_error.rs`, `odds_error.rs`).

use crate::dice::DiceError;
use crate::game::{Action, GameError, NoSteal, ShortOfOpening};
use crate::odds::{OddsError, Stop, TableFault};
use crate::rules::{InvalidRules, RuleError};

/// An engine value shown in the table's language: `err.words()` where a message needs
/// it, `err.words().to_string()` for the text alone.
pub struct Worded<'a, T: ?Sized>(pub(crate) &'a T);

/// What the text layer can word (the engine's errors and actions).
pub trait Words {
    /// This value, to be shown in the table's language.
    fn words(&self) -> Worded<'_, Self> {
        Worded(self)
    }
}

impl Words for DiceError {}
impl Words for RuleError {}
impl Words for InvalidRules {}
impl Words for GameError {}
impl Words for ShortOfOpening {}
impl Words for NoSteal {}
impl Words for Action {}
impl Words for OddsError {}
impl Words for TableFault {}
impl Words for Stop {}
