//! How the rules' refusals read: a keep that takes dice the throw does not have, dice
//! that do not score, rule sets that cannot make a game.

use std::fmt;

use crate::dice::{Counts, Face, Faces};
use crate::rules::{InvalidRules, MAX_POINTS, RuleError};
use crate::text;

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::Dice(err) => err.fmt(f),
            RuleError::NotThrown {
                kept,
                missing,
                throw,
            } => f.write_str(&text!(
                "rule-not-thrown",
                kept = kept.to_string(),
                has = shortfall(missing, throw),
                throw = throw.to_string()
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
            RuleError::Combo { name, message } => write!(f, "combination `{name}`: {message}"),
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
            RuleError::Invalid(invalid) => invalid.fmt(f),
        }
    }
}

impl fmt::Display for InvalidRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InvalidRules::PlayerRange { min, max } => write!(
                f,
                "player range {min}–{max} is empty: min_players must be at least 1 and at most max_players"
            ),
            InvalidRules::WinAt(points) => {
                write!(f, "win_at is {points}: it must be from 1 to {MAX_POINTS}")
            }
            InvalidRules::OpenAt(points) => {
                write!(f, "open_at is {points}: it must be from 0 to {MAX_POINTS}")
            }
            InvalidRules::Value { name, points } => write!(
                f,
                "{name} is worth {points}: a combination is worth 1 to {MAX_POINTS} points (0 takes it out of play)"
            ),
            InvalidRules::MinBank(points) => {
                write!(f, "min_bank is {points}: it must be from 0 to {MAX_POINTS}")
            }
            InvalidRules::Dice(dice) => write!(
                f,
                "dice is {dice}: a turn starts with 1 to {} dice",
                crate::dice::DICE_IN_GAME
            ),
            InvalidRules::MinBankWithOneThrow => write!(
                f,
                "min_bank does not combine with one_throw_when_open: a one-throw turn banks itself whatever it holds; set one of them back"
            ),
            InvalidRules::TooManyCombos(n) => write!(f, "{n} combinations are too many"),
        }
    }
}

/// `a single 5` or `the dice 1 1 5`: dice named in a message about a combination.
pub fn the_dice(dice: &Counts) -> String {
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
