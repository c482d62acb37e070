use thiserror::Error;

use crate::dice::{DiceError, Faces};

/// Why the rules refused something. Messages say what would be accepted.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    /// Typed dice were malformed.
    #[error(transparent)]
    Dice(#[from] DiceError),
    /// Kept dice that were not in the throw.
    #[error("{missing} {was} not thrown: keep only dice from the throw ({throw})", was = if missing.len() == 1 { "was" } else { "were" })]
    NotThrown {
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
