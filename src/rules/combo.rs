//! Scoring combinations: their patterns, values and custom additions.

use std::fmt;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::Points;
use crate::dice::Counts;

/// Index of a combination in a [`Scorer`](super::Scorer)'s list.
pub type ComboId = u16;

/// A scoring combination: a name, the dice it consumes and its points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combo {
    /// What `score` and the pad call it, e.g. `three 4s`.
    pub name: String,
    /// The rule card's name for it, e.g. `Smooth Water`, if it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nickname: Option<String>,
    /// Exactly the dice the combination consumes.
    pub dice: Counts,
    /// What it is worth.
    pub points: Points,
}

impl Combo {
    /// A combination of exactly these dice.
    pub fn new(name: impl Into<String>, dice: Counts, points: Points) -> Combo {
        Combo {
            name: name.into(),
            nickname: None,
            dice,
            points,
        }
    }

    /// The same combination with the rule card's name for it.
    pub fn nicknamed(mut self, nickname: &str) -> Combo {
        self.nickname = Some(nickname.to_owned());
        self
    }
}

/// A matcher that decides, for any multiset of dice, what those exact dice are worth as
/// one combination: `Ok(None)` when they are not one.
pub trait CustomCombo {
    /// The combination's name.
    fn name(&self) -> &str;
    /// The points of exactly these dice as this combination, if they form it.
    fn points(&self, dice: &Counts) -> Result<Option<Points>, String>;
}

/// What a combination matches: fixed dice, or a custom matcher (a house-rule script).
#[derive(Clone)]
pub enum Pattern {
    /// Exactly these dice.
    Fixed(Combo),
    /// Any multiset the matcher accepts.
    Custom(Rc<dyn CustomCombo>),
}

impl Pattern {
    /// The combination's name.
    pub fn name(&self) -> &str {
        match self {
            Pattern::Fixed(combo) => &combo.name,
            Pattern::Custom(custom) => custom.name(),
        }
    }
}

impl fmt::Debug for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pattern::Fixed(combo) => combo.fmt(f),
            Pattern::Custom(custom) => write!(f, "Custom({:?})", custom.name()),
        }
    }
}
