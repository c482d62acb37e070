//! Scoring combinations: their patterns, values and custom additions.

use std::fmt;
use std::rc::Rc;

use serde::{Serialize, Serializer};

use super::Points;
use crate::dice::{Counts, Face};

/// Index of a combination in a [`Scorer`](super::Scorer)'s list.
pub type ComboId = u16;

/// Which combination a [`Combo`] is: the rule card's by what they are, a house rule's by
/// its author's name. `render` words the card's in the table's language; [`id`] is the
/// identifier scripts and JSON use.
///
/// [`id`]: ComboName::id
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ComboName {
    /// A single 1 or a single 5.
    Single(Face),
    /// Three to six dice of one face.
    OfAKind {
        /// How many dice.
        n: u8,
        /// Their face.
        face: Face,
    },
    /// 1 2 3 4 5 6.
    Straight,
    /// A house rule's own combination, named by its author.
    Scripted(String),
}

impl ComboName {
    /// The identifier scripts (`marbles.remove_combo("three 2s")`) and JSON use:
    /// `single 1`, `three 4s`, `straight`, or the author's name. Never shown as prose.
    pub fn id(&self) -> String {
        match self {
            ComboName::Single(face) => format!("single {face}"),
            ComboName::OfAKind { n, face } => {
                let word = match n {
                    3 => "three",
                    4 => "four",
                    5 => "five",
                    _ => "six",
                };
                format!("{word} {face}s")
            }
            ComboName::Straight => "straight".to_owned(),
            ComboName::Scripted(name) => name.clone(),
        }
    }
}

/// A house rule's combination is named by its author.
impl From<String> for ComboName {
    fn from(name: String) -> ComboName {
        ComboName::Scripted(name)
    }
}

/// A house rule's combination is named by its author.
impl From<&str> for ComboName {
    fn from(name: &str) -> ComboName {
        ComboName::Scripted(name.to_owned())
    }
}

/// As its [`id`](ComboName::id).
impl Serialize for ComboName {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.id())
    }
}

/// A scoring combination: a name, the dice it consumes and its points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Combo {
    /// Which combination it is (`three 4s` as an identifier).
    pub name: ComboName,
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
    pub fn new(name: impl Into<ComboName>, dice: Counts, points: Points) -> Combo {
        Combo {
            name: name.into(),
            nickname: None,
            dice,
            points,
        }
    }

    /// The same combination with the rule card's name for it.
    pub(crate) fn nicknamed(mut self, nickname: &str) -> Combo {
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
    /// Which combination it is.
    pub fn name(&self) -> ComboName {
        match self {
            Pattern::Fixed(combo) => combo.name.clone(),
            Pattern::Custom(custom) => ComboName::Scripted(custom.name().to_owned()),
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
