use serde::{Deserialize, Serialize};

use crate::game::{Hooks, NoHooks};
use crate::rules::Scorer;

/// A house-rule script as it was loaded when the game began, source text included.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HouseRuleSource {
    /// The rule's name, as shown to players.
    pub name: String,
    /// Where the script was read from (for messages; the text below is what replays).
    pub path: String,
    /// The script itself.
    pub source: String,
}

/// Builds the rules of a save without house rules: the standard scorer and no hooks.
///
/// This is the seam for house rules: [`load_game`](super::load_game) takes any function
/// of this shape, and the Lua layer provides one that compiles the scripts.
pub fn standard_rules(house_rules: &[HouseRuleSource]) -> Result<(Scorer, Box<dyn Hooks>), String> {
    if house_rules.is_empty() {
        return Ok((Scorer::standard(), Box::new(NoHooks)));
    }
    let names: Vec<&str> = house_rules.iter().map(|r| r.name.as_str()).collect();
    Err(format!(
        "this save uses house rules ({}), and this marbles cannot load house-rule scripts yet: update marbles",
        names.join(", ")
    ))
}
