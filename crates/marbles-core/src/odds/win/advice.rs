use serde::Serialize;

use super::WinTurn;
use crate::dice::Counts;
use crate::odds::{Choice, OddsError, Verdict};
use crate::rules::{Assessment, Points, Scorer};

/// What to keep from a throw to give the best chance to win: every legal keep with the
/// chance it leaves, best first (the win counterpart of [`Advice`](crate::odds::Advice)).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WinAdvice {
    /// Turn points set aside before the throw.
    pub(crate) turn: Points,
    /// The dice thrown.
    pub(crate) throw: Counts,
    /// What the throw did.
    pub(crate) verdict: Verdict,
    /// After a bust or a Flood: the thrower's chance to win from there.
    pub(crate) after: Option<f64>,
    /// Every legal keep, best chance first.
    pub keeps: Vec<WinKeep>,
    /// Where the keep with the most points sits in `keeps` (the scorer's suggestion).
    pub(crate) most_points: Option<usize>,
}

/// One legal keep and the chance to win it leaves.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct WinKeep {
    /// The dice set aside.
    pub dice: Counts,
    /// Their points.
    pub points: Points,
    /// Dice in hand afterwards (six again on hot dice).
    pub left: usize,
    /// Whether every die has now scored.
    pub hot_dice: bool,
    /// The chance to win after this keep, playing on to win.
    pub chance: f64,
    /// What to do after this keep.
    pub then: Choice,
}

impl WinAdvice {
    /// Judges `throw`, made with `turn` points already set aside in the solved `win`
    /// turn. `scorer` must score the rules the turn was solved under.
    pub fn new(
        scorer: &Scorer,
        win: &WinTurn,
        turn: Points,
        throw: &Counts,
    ) -> Result<WinAdvice, OddsError> {
        let dice = throw.total();
        let dice_per_turn = win.dice_per_turn();
        // Validates the turn points and the dice before anything else.
        win.outlook(turn, dice)?;
        let (verdict, after, most) = match scorer.assess(throw) {
            Assessment::Flood => (
                Verdict::Flood {
                    lost: win.standing().thrower.total,
                },
                Some(win.after_flood()),
                None,
            ),
            Assessment::Bust => (Verdict::Bust { lost: turn }, Some(win.after_bust()), None),
            Assessment::Scores { best, .. } => (Verdict::Scores, None, Some(best.dice)),
        };
        let mut keeps = Vec::new();
        if verdict == Verdict::Scores {
            for keep in scorer.keeps(throw) {
                let points = keep.points();
                let left = match dice - keep.dice.total() {
                    0 => dice_per_turn,
                    left => left,
                };
                let outlook = win.outlook(turn + points, left)?;
                keeps.push(WinKeep {
                    dice: keep.dice,
                    points,
                    left,
                    hot_dice: keep.dice.total() == dice,
                    chance: win.value(turn + points, left)?,
                    then: outlook.best,
                });
            }
            // A stable sort: keeps with the same chance stay in the one order of keeps.
            keeps.sort_by(|a, b| b.chance.total_cmp(&a.chance));
        }
        let most_points = most.and_then(|most| keeps.iter().position(|k| k.dice == most));
        Ok(WinAdvice {
            turn,
            throw: *throw,
            verdict,
            after,
            keeps,
            most_points,
        })
    }

    /// The keep to take, when the throw scores.
    pub fn best(&self) -> Option<&WinKeep> {
        self.keeps.first()
    }
}
