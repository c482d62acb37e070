//! The YAML library behind one door, with its errors and its budgets.
//!
//! serde-saphyr is pure Rust, forbids unsafe code and bounds what a document may cost
//! (nesting, events, aliases) while it parses, so a hand-edited or hostile save is
//! refused by the parser itself rather than by a scan before it.

use serde::Serialize;
use serde::de::DeserializeOwned;
use thiserror::Error;

/// How deep a save or an export may nest: a marbles save nests four levels (the save,
/// its actions, an action, its faces), so this is far above any file marbles writes and
/// far below what would exhaust the stack.
pub(super) const DEPTH_LIMIT: usize = 64;

/// YAML could not be written.
#[derive(Debug, Error)]
#[error("could not write YAML: {0}")]
pub struct YamlError(String);

/// Any serialisable value as a YAML document: the one door to the YAML library for
/// the other layers (exports), so it can be replaced in one place.
pub fn to_yaml<T: Serialize>(value: &T) -> Result<String, YamlError> {
    serde_saphyr::to_string(value).map_err(|e| YamlError(e.to_string()))
}

/// Why a YAML document was not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum YamlRefusal {
    /// More aliases or anchors than any marbles file has (a "billion laughs" document):
    /// what the budget names, which the text layer words.
    Aliases,
    /// Anything else: the library's reason, in one line.
    Other(String),
}

/// A YAML document read into `T` within the budgets, or why it cannot be.
pub(super) fn from_yaml<T: DeserializeOwned>(text: &[u8]) -> Result<T, YamlRefusal> {
    let budget = serde_saphyr::budget! {
        max_depth: DEPTH_LIMIT,
        flow_nesting_limit: DEPTH_LIMIT,
        // An 8 MiB save of throws is about 1.5 million events.
        max_events: 4_000_000,
        max_nodes: 4_000_000,
        max_aliases: 1_000,
        max_anchors: 1_000,
    };
    let options = serde_saphyr::options! {
        budget: budget,
        with_snippet: false,
    };
    serde_saphyr::from_slice_with_options(text, options).map_err(|e| {
        if alias_breach(&e) {
            YamlRefusal::Aliases
        } else {
            YamlRefusal::Other(one_line(&e.to_string()))
        }
    })
}

/// Whether the library refused the document for its aliases or anchors (the budget's
/// own words, `RecordedAnchorEvents { … }`, are its code's, not a sentence).
fn alias_breach(mut err: &serde_saphyr::Error) -> bool {
    use serde_saphyr::budget::BudgetBreach;
    while let serde_saphyr::Error::AliasError { error, .. }
    | serde_saphyr::Error::WithSnippet { error, .. } = err
    {
        err = error;
    }
    matches!(
        err,
        serde_saphyr::Error::Budget {
            breach: BudgetBreach::Aliases { .. }
                | BudgetBreach::Anchors { .. }
                | BudgetBreach::RecordedAnchorEvents { .. },
            ..
        }
    )
}

/// The first line of a library message: people read it in a sentence of ours.
fn one_line(message: &str) -> String {
    message.lines().next().unwrap_or_default().trim().to_owned()
}
