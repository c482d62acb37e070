//! What to keep from a throw: every legal keep with what it is worth in the long run.

use serde::Serialize;

use super::{Choice, OddsError, Policy, Situation};
use crate::dice::Counts;
use crate::rules::{Assessment, Points, Scorer};

/// What to keep from a throw: every legal keep with the expected change to the total
/// when the rest of the turn is played at best.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Advice {
    /// The situation before the throw (its dice are the throw's).
    pub situation: Situation,
    /// The dice thrown.
    pub throw: Counts,
    /// What the throw did.
    pub verdict: Verdict,
    /// Every legal keep, best first.
    pub keeps: Vec<KeepAdvice>,
    /// Where the keep with the most points sits in `keeps` (the scorer's suggestion).
    pub most_points: Option<usize>,
}

/// A throw's fate before any keep.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Verdict {
    /// Something scores: choose a keep.
    Scores,
    /// Nothing scores: the turn's points are lost.
    Bust {
        /// Turn points lost.
        lost: Points,
    },
    /// The Flood: the total is lost.
    Flood {
        /// Total lost.
        lost: Points,
    },
}

/// One legal keep and what it leads to.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct KeepAdvice {
    /// The dice set aside.
    pub dice: Counts,
    /// Their points.
    pub points: Points,
    /// Dice in hand afterwards (six again on hot dice).
    pub left: usize,
    /// Whether every die has now scored.
    pub hot_dice: bool,
    /// Expected change to the total after this keep, playing on at best.
    pub value: f64,
    /// What to do after this keep.
    pub then: Choice,
}

impl Advice {
    /// Judges a throw made in `situation` (whose dice in hand become the throw's).
    pub fn new(
        scorer: &Scorer,
        policy: &Policy,
        situation: Situation,
        throw: &Counts,
    ) -> Result<Advice, OddsError> {
        let situation = Situation {
            dice: throw.total(),
            ..situation
        };
        situation.check(scorer.rules())?;
        policy.check_size(super::outlook::MAX_LEVELS)?;
        let (verdict, most) = match scorer.assess(throw) {
            Assessment::Flood => (
                Verdict::Flood {
                    lost: situation.total,
                },
                None,
            ),
            Assessment::Bust => (
                Verdict::Bust {
                    lost: situation.turn,
                },
                None,
            ),
            Assessment::Scores { best, .. } => (Verdict::Scores, Some(best.dice)),
        };
        let mut keeps = Vec::new();
        if verdict == Verdict::Scores {
            let values = policy.values(situation.open, situation.total, situation.turn);
            keeps = scorer
                .keeps(throw)
                .into_iter()
                .map(|keep| {
                    let left = match situation.dice - keep.dice.total() {
                        0 => scorer.rules().dice,
                        left => left,
                    };
                    let turn = situation.turn + keep.points();
                    KeepAdvice {
                        dice: keep.dice,
                        points: keep.points(),
                        left,
                        hot_dice: keep.dice.total() == situation.dice,
                        value: values.value(turn, left),
                        then: values.choice(turn, left),
                    }
                })
                .collect();
            // A stable sort: keeps worth the same stay in the one order of keeps.
            keeps.sort_by(|a, b| b.value.total_cmp(&a.value));
        }
        let most_points = most.and_then(|most| keeps.iter().position(|k| k.dice == most));
        Ok(Advice {
            situation,
            throw: *throw,
            verdict,
            keeps,
            most_points,
        })
    }

    /// The keep to take, when the throw scores.
    pub fn best(&self) -> Option<&KeepAdvice> {
        self.keeps.first()
    }

    /// The keep with the most points, when the throw scores.
    pub fn most_points(&self) -> Option<&KeepAdvice> {
        self.most_points.and_then(|i| self.keeps.get(i))
    }
}
