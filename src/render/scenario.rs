//! The words for a scenario that did not come out as its script said.

use std::fmt;

use super::{List, points};
use crate::house_rules::ScenarioFailure;

impl fmt::Display for ScenarioFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScenarioFailure::Players(why) => write!(f, "the players cannot start a game: {why}"),
            ScenarioFailure::NotAMove { line, typed } => write!(
                f,
                "line {line} (`{typed}`) is not a move: a scenario's lines are throws, keeps, `bank`, `steal`, `first NAME`, `undo` and `redo`"
            ),
            ScenarioFailure::Refused { line, typed, why } => {
                write!(f, "line {line} (`{typed}`) was refused: {why}")
            }
            ScenarioFailure::NotRefused { line, typed } => write!(
                f,
                "line {line} (`{typed}`) was expected to be refused, but the game took it"
            ),
            ScenarioFailure::RefusedOtherwise { line, why, says } => write!(
                f,
                "line {line} was refused as expected, but with \"{why}\", which does not say \"{says}\""
            ),
            ScenarioFailure::Totals { wrong } => {
                let each: Vec<String> = wrong
                    .iter()
                    .map(|(name, expected, actual)| match actual {
                        Some(actual) => format!(
                            "{name} expected {}, has {}",
                            points(*expected),
                            points(*actual)
                        ),
                        None => format!("{name} expected {}, but plays no part", points(*expected)),
                    })
                    .collect();
                write!(f, "the totals differ: {}", List::and(&each))
            }
        }
    }
}
