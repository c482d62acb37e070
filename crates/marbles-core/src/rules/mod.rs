//! The rules in play and the scoring they imply.
//!
//! [`RuleSet`] is plain data (the standard game is `RuleSet::default()`); a [`Scorer`]
//! compiles it, plus any scripted combinations, into lookup tables once, so scoring a
//! throw afterwards is a table lookup.

mod assessment;
mod combo;
mod error;
mod flood;
mod flow;
mod house_rule;
mod keep;
mod of_a_kind;
mod rule_set;
mod scorer;
mod table;

pub use assessment::Assessment;
pub use combo::{Combo, ComboId, ComboName, CustomCombo, Pattern};
pub use error::{InvalidRules, RuleError};
pub use flood::Flood;
pub use flow::{Flow, HandOff, Opening};
pub use house_rule::HouseRule;
pub use keep::Keep;
pub(crate) use keep::Split;
pub use of_a_kind::OfAKind;
pub use rule_set::RuleSet;
pub(crate) use rule_set::ShortBank;
pub use scorer::Scorer;

/// Points: combination values, turn points and totals. Signed because house rules may
/// take points away.
pub type Points = i64;

/// The largest value a combination, threshold or house-rule adjustment may have. Far
/// above any real game, and far enough below `i64::MAX` that no sum of them overflows.
pub const MAX_POINTS: Points = 1_000_000_000;
