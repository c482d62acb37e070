//! How the rules' refusals read: a keep that takes dice the throw does not have, dice
//! that do not score, rule sets that cannot make a game.

use std::fmt;

use crate::render::{Worded, Words};

use crate::dice::{Counts, Face, Faces};
use crate::rules::{InvalidRules, MAX_POINTS, RuleError};
use crate::text;

impl fmt::Display for Worded<'_, RuleError> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            RuleError::Dice(err) => err.words().fmt(f),
            RuleError::NotThrown {
                kept,
                missing,
                throw,
            } => f.write_str(&text!(
                "rule-not-thrown",
                kept = kept.to_string(),
                has = shortfall(missing, throw),
                throw = crate::render::throw_text(throw)
            )),
            RuleError::DoesNotScore { stray, best } => {
                let (stray, n) = (stray.to_string(), stray.len());
                f.write_str(&match best {
                    Some(best) => text!(
                        "rule-does-not-score-best",
                        stray = stray,
                        n = n,
                        best = best.to_string()
                    ),
                    None => text!("rule-does-not-score", stray = stray, n = n),
                })
            }
            RuleError::FloodNeverKept { face, count, best } => {
                let (face, count) = (face.to_string(), *count);
                f.write_str(&match best {
                    Some(best) => text!(
                        "rule-flood-never-kept-best",
                        face = face,
                        count = count,
                        best = best.to_string()
                    ),
                    None => text!("rule-flood-never-kept", face = face, count = count),
                })
            }
            RuleError::Combo { name, message } => f.write_str(&text!(
                "rule-combo",
                name = name.as_str(),
                reason = message.as_str()
            )),
            RuleError::ComboPoints { name, dice, points } => f.write_str(&text!(
                "rule-combo-points",
                name = name.as_str(),
                dice = the_dice(dice),
                n = dice.total(),
                // What the script returned, verbatim: it may be beyond what a
                // message's number keeps exactly.
                points = points.to_string(),
                max = MAX_POINTS
            )),
            RuleError::Invalid(invalid) => invalid.words().fmt(f),
        }
    }
}

impl fmt::Display for Worded<'_, InvalidRules> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            // The values are shown as the script set them (ungrouped), beside the
            // setting's own name.
            InvalidRules::PlayerRange { min, max } => f.write_str(&text!(
                "rules-invalid-player-range",
                min = min.to_string(),
                max = max.to_string()
            )),
            InvalidRules::WinAt(points) => f.write_str(&text!(
                "rules-invalid-win-at",
                points = points.to_string(),
                max = MAX_POINTS.to_string()
            )),
            InvalidRules::OpenAt(points) => f.write_str(&text!(
                "rules-invalid-open-at",
                points = points.to_string(),
                max = MAX_POINTS.to_string()
            )),
            InvalidRules::Value { name, points } => f.write_str(&text!(
                "rules-invalid-value",
                name = name.as_str(),
                points = points.to_string(),
                max = MAX_POINTS.to_string()
            )),
            InvalidRules::MinBank(points) => f.write_str(&text!(
                "rules-invalid-min-bank",
                points = points.to_string(),
                max = MAX_POINTS.to_string()
            )),
            InvalidRules::Dice(dice) => f.write_str(&text!(
                "rules-invalid-dice",
                dice = dice.to_string(),
                max = crate::dice::DICE_IN_GAME
            )),
            InvalidRules::MinBankWithOneThrow => {
                f.write_str(&text!("rules-invalid-min-bank-with-one-throw"))
            }
            InvalidRules::TooManyCombos(n) => {
                f.write_str(&text!("rules-invalid-too-many-combos", n = n.to_string()))
            }
        }
    }
}

/// `a single 5` or `the dice 1 1 5`: dice named in a message about a combination.
pub(crate) fn the_dice(dice: &Counts) -> String {
    text!("rule-the-dice", n = dice.total(), dice = dice.to_string())
}

/// `only three 1s and no 6`: what the throw has of each face kept beyond it.
fn shortfall(missing: &Faces, throw: &Faces) -> String {
    let missing = missing.counts();
    let throw = throw.counts();
    let parts: Vec<String> = Face::ALL
        .iter()
        .filter(|&&face| missing.of(face) > 0)
        .map(|&face| {
            text!(
                "rule-shortfall",
                has = throw.of(face),
                face = face.to_string()
            )
        })
        .collect();
    parts.join(&format!(" {} ", text!("list-and")))
}
