use thiserror::Error;

use crate::dice::{DiceError, Faces};

/// Why the rules refused something. Messages say what would be accepted.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    /// Typed dice were malformed.
    #[error(transparent)]
    Dice(#[from] DiceError),
    /// Kept dice that were not in the throw.
    #[error(
        "keeping {kept} takes dice the throw does not have: it has {} (the throw is {throw})",
        shortfall(missing, throw)
    )]
    NotThrown {
        /// The dice the player asked to keep.
        kept: Faces,
        /// The kept dice that the throw does not have.
        missing: Faces,
        /// The throw.
        throw: Faces,
    },
    /// Kept dice that do not all belong to a scoring combination.
    #[error("{stray} {does} not score: every kept die must be part of a combination{hint}", does = if stray.len() == 1 { "does" } else { "do" }, hint = hint(best))]
    DoesNotScore {
        /// The dice left over by the fullest split.
        stray: Faces,
        /// The best keep of the throw, offered as a suggestion.
        best: Option<Faces>,
    },
    /// A combination or scripted matcher failed while the tables were built.
    #[error("combination `{name}`: {message}")]
    Combo {
        /// The combination's name.
        name: String,
        /// What went wrong.
        message: String,
    },
    /// The rule set does not hold together.
    #[error("{0}")]
    Invalid(String),
}

fn hint(best: &Option<Faces>) -> String {
    match best {
        Some(best) => format!(" (the best keep here is {best})"),
        None => String::new(),
    }
}

/// `only three 1s and no 6`: what the throw has of each face kept beyond it.
fn shortfall(missing: &Faces, throw: &Faces) -> String {
    const WORDS: [&str; 7] = ["no", "one", "two", "three", "four", "five", "six"];
    let missing = missing.counts();
    let throw = throw.counts();
    let parts: Vec<String> = crate::dice::Face::ALL
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
