use jiff::Timestamp;

use super::{GameFacts, player_key};

/// Which games the statistics read. Every condition given must hold; the default
/// chooses every game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// Games in which all these players played (names matched by [`player_key`]).
    pub players: Vec<String>,
    /// Games that started at or after this instant (the CLI turns `--since DATE` into
    /// local midnight of that date). A game whose start is not known is left out.
    pub since: Option<Timestamp>,
    /// Games by their house rules.
    pub rules: Option<RuleChoice>,
}

/// Games chosen by the house rules they were played with. Rule names are compared
/// trimmed and without regard to case, a script's path (`house_rules/final_round.lua`)
/// standing for its name (`final_round`); their order does not matter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleChoice {
    /// Exactly these house rules, no more and no fewer: `Exactly(vec![])` is the
    /// standard game only. This is the one to compare like with like (a Flood under
    /// one rule set is not the same risk as under another).
    Exactly(Vec<String>),
    /// At least these house rules, with any others.
    Including(Vec<String>),
}

impl Filter {
    /// Whether a game started at `started` (if known) is chosen.
    pub fn admits(&self, game: &GameFacts, started: Option<Timestamp>) -> bool {
        let keys: Vec<String> = game.players.iter().map(|p| player_key(p)).collect();
        let players = self
            .players
            .iter()
            .all(|wanted| keys.contains(&player_key(wanted)));
        let since = match (self.since, started) {
            (None, _) => true,
            (Some(since), Some(started)) => started >= since,
            (Some(_), None) => false,
        };
        let rules = match &self.rules {
            None => true,
            Some(choice) => {
                let mut played = rule_keys(&game.rules);
                played.dedup();
                match choice {
                    RuleChoice::Exactly(wanted) => {
                        let mut wanted = rule_keys(wanted);
                        wanted.dedup();
                        played == wanted
                    }
                    RuleChoice::Including(wanted) => {
                        rule_keys(wanted).iter().all(|w| played.contains(w))
                    }
                }
            }
        };
        players && since && rules
    }
}

/// A rule name as the filter compares it: trimmed, lower-cased, a script's path
/// standing for its name (`house_rules/final_round.lua` is `final_round`, as the save
/// names it).
pub fn rule_key(name: &str) -> String {
    let name = name.trim();
    let path = std::path::Path::new(name);
    let script = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("lua"));
    let stem = path.file_stem().and_then(|s| s.to_str()).filter(|_| script);
    stem.unwrap_or(name).to_lowercase()
}

/// Rule names as [`rule_key`] gives them, sorted.
fn rule_keys(names: &[String]) -> Vec<String> {
    let mut keys: Vec<String> = names.iter().map(|name| rule_key(name)).collect();
    keys.sort();
    keys
}
