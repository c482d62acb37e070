//! The words for a scenario that did not come out as its script said.

use std::fmt;

use crate::house_rules::ScenarioFailure;
use crate::render::{List, points};
use crate::text;

impl fmt::Display for ScenarioFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = match self {
            ScenarioFailure::Players(why) => text!("scenario-players", why = why.as_str()),
            ScenarioFailure::NotAMove { line, typed } => {
                text!("scenario-not-a-move", line = *line, typed = typed.as_str())
            }
            ScenarioFailure::Refused { line, typed, why } => text!(
                "scenario-refused",
                line = *line,
                typed = typed.as_str(),
                why = why.as_str()
            ),
            ScenarioFailure::NotRefused { line, typed } => {
                text!("scenario-not-refused", line = *line, typed = typed.as_str())
            }
            ScenarioFailure::RefusedOtherwise { line, why, says } => text!(
                "scenario-refused-otherwise",
                line = *line,
                why = why.as_str(),
                says = says.as_str()
            ),
            ScenarioFailure::Totals { wrong } => {
                let each: Vec<String> = wrong
                    .iter()
                    .map(|(name, expected, actual)| match actual {
                        Some(actual) => text!(
                            "scenario-total-wrong",
                            name = name.as_str(),
                            expected = points(*expected),
                            actual = points(*actual)
                        ),
                        None => text!(
                            "scenario-total-absent",
                            name = name.as_str(),
                            expected = points(*expected)
                        ),
                    })
                    .collect();
                text!("scenario-totals", each = List::and(&each).to_string())
            }
        };
        f.write_str(&said)
    }
}
