//! How the rules' refusals read: a keep that takes dice the throw does not have, dice
//! that do not score, rule sets that cannot make a game.

use std::fmt;

use super::count;
use crate::dice::{Counts, Face, Faces};
use crate::rules::{InvalidRules, MAX_POINTS, RuleError};

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::Dice(err) => err.fmt(f),
            RuleError::NotThrown {
                kept,
                missing,
                throw,
            } => write!(
                f,
                "keeping {kept} takes dice the throw does not have: it has {} (the throw is {throw})",
                shortfall(missing, throw)
            ),
            RuleError::DoesNotScore { stray, best } => {
                write!(
                    f,
                    "{stray} {} not score: every kept die must be part of a combination",
                    count(stray.len(), "does", "do").word()
                )?;
                match best {
                    Some(best) => write!(f, " (the best keep here is {best})"),
                    None => Ok(()),
                }
            }
            RuleError::Combo { name, message } => write!(f, "combination `{name}`: {message}"),
            RuleError::ComboPoints { name, dice, points } => write!(
                f,
                "combination `{name}`: {} {} given {points} points: a combination is worth 1 to {MAX_POINTS} (return nil, or 0, when the dice are not the combination)",
                the_dice(dice),
                count(dice.total(), "was", "were").word()
            ),
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
    format!(
        "{} {dice}",
        count(dice.total(), "a single", "the dice").word()
    )
}

/// `only three 1s and no 6`: what the throw has of each face kept beyond it.
fn shortfall(missing: &Faces, throw: &Faces) -> String {
    const WORDS: [&str; 7] = ["no", "one", "two", "three", "four", "five", "six"];
    let missing = missing.counts();
    let throw = throw.counts();
    let parts: Vec<String> = Face::ALL
        .iter()
        .filter(|&&face| missing.of(face) > 0)
        .map(|&face| match throw.of(face) {
            0 => format!("no {face}"),
            1 => format!("only one {face}"),
            n => format!("only {} {face}s", WORDS[usize::from(n).min(6)]),
        })
        .collect();
    parts.join(" and ")
}
