//! Before a throw: the chance to bust or Flood, and throwing on against banking.

use serde::Serialize;

use super::{OddsError, Policy, Situation, ThrowOdds};
use crate::rules::Points;

/// The most grid steps one standing's table may have (the standard game has 220): a
/// few hundred thousand cells, solved in well under a second.
pub(super) const MAX_LEVELS: Points = 50_000;

/// Throw on or bank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    /// Throw the dice in hand.
    Throw,
    /// Bank the turn points.
    Bank,
}

impl Choice {
    /// Bank when banking is allowed (`bank` is what it is worth) and worth at least
    /// throwing on: a tie banks, the same worth with nothing left to risk. The one
    /// tie rule, in points ([`Banking`](super::banking::Banking)) and in chances to win.
    pub(crate) fn between(bank: Option<f64>, throw: f64) -> Choice {
        match bank {
            Some(bank) if bank >= throw => Choice::Bank,
            _ => Choice::Throw,
        }
    }
}

/// The odds of a situation: what the next throw may bring, and whether to take it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Outlook {
    /// The situation asked about.
    pub situation: Situation,
    /// The exact odds of throwing the dice in hand.
    pub throw: ThrowOdds,
    /// Expected change to the total if the player throws now and plays on at best,
    /// counting points only up to the winning score: never more than `cap`.
    pub throw_value: f64,
    /// The points banking adds now, when banking is allowed.
    pub bank_value: Option<Points>,
    /// The better of the two: always banking where banking reaches the winning score.
    pub best: Choice,
    /// Turn points from which the policy always banks (`win_at − total`, or the least
    /// bank if that is more).
    pub(crate) cap: Points,
}

impl Outlook {
    /// Works out the odds of a situation under the policy's rules.
    pub fn new(policy: &Policy, situation: Situation) -> Result<Outlook, OddsError> {
        let rules = policy.chart().rules();
        situation.check(rules)?;
        policy.check_size(MAX_LEVELS)?;
        let throw = ThrowOdds::of(policy.chart(), situation.dice).ok_or(OddsError::DiceInHand {
            dice: situation.dice,
        })?;
        let values = policy.values(situation.open, situation.total, situation.turn);
        let throw_value = values.throw_value(situation.turn, situation.dice);
        let bank_value = values
            .banking()
            .may_bank(situation.turn)
            .then_some(situation.turn);
        let best = values.choice(situation.turn, situation.dice);
        Ok(Outlook {
            situation,
            throw,
            throw_value,
            bank_value,
            best,
            cap: values.cap(),
        })
    }
}
