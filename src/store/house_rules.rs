use crate::game::{Hooks, NoHooks};
use crate::house_rules;
use crate::rules::{HouseRule, Scorer};

/// Builds the rules a save was played with from the script text it carries, so a resumed
/// game replays exactly, whatever has happened to the files since.
pub fn saved_rules(sources: &[HouseRule]) -> Result<(Scorer, Box<dyn Hooks>), String> {
    if sources.is_empty() {
        return Ok((Scorer::standard(), Box::new(NoHooks)));
    }
    let (scorer, hooks, _) = house_rules::load_sources(sources)
        .map_err(|err| err.at_path())?
        .into_parts();
    Ok((scorer, hooks))
}
