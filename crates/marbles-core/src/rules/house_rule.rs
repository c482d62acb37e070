//! A house-rule script as a save keeps it: plain data, read and compiled elsewhere.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

/// A house-rule script as loaded: its name, where it came from and its full text. Saves
/// keep this, so a resumed game replays the very source it was played with.
///
/// Reading the file is the loader's job (`house_rules::resolve`), compiling it too
/// (`house_rules::load`): this is only what they agree on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HouseRule {
    /// The script's name: its file name without `.lua` (`six_of_a_kind_5000`).
    pub name: String,
    /// The path it was loaded from, as given.
    pub path: PathBuf,
    /// The Lua source text.
    pub source: String,
    /// The files the script reached with `marbles.use("./FILE.lua")` (those files' own
    /// uses included), in the order they were first used, each with the path it was
    /// resolved to and its text: a resumed game replays these copies, whatever has
    /// happened to the files since. Left out of a save when empty, so a save without
    /// such uses reads as before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub uses: Vec<HouseRule>,
}

impl HouseRule {
    /// A script from its name, path and text.
    pub fn new(
        name: impl Into<String>,
        path: impl Into<PathBuf>,
        source: impl Into<String>,
    ) -> HouseRule {
        HouseRule {
            name: name.into(),
            path: path.into(),
            source: source.into(),
            uses: Vec::new(),
        }
    }

    /// How much script text this rule carries: its own and every file it uses, which a
    /// save keeps alike.
    pub fn text_len(&self) -> u64 {
        self.source.len() as u64 + self.uses.iter().map(HouseRule::text_len).sum::<u64>()
    }

    /// How messages name the script: the path it was loaded from (`house_rules/NAME.lua`
    /// for the shipped ones), so `FILE:LINE` in an error leads to the right file.
    pub fn display_name(&self) -> String {
        self.path.display().to_string()
    }

    /// The names of these scripts, in order: how `stats --rules`, JSON and the save
    /// name the house rules in play.
    pub fn names(rules: &[HouseRule]) -> Vec<String> {
        rules.iter().map(|rule| rule.name.clone()).collect()
    }

    /// Rules named `names` as people read them: each one's short name from `titles`
    /// (by language tag, in the same order) in the language tagged `tag`, else its
    /// English one, else its name as given.
    pub fn shown_names(
        names: &[String],
        titles: &[std::collections::BTreeMap<String, String>],
        tag: &str,
    ) -> Vec<String> {
        names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                titles
                    .get(i)
                    .and_then(|titles| titles.get(tag).or_else(|| titles.get("en")))
                    .unwrap_or(name)
                    .clone()
            })
            .collect()
    }
}
