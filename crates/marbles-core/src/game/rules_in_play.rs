//! The rules a game is played by, as one value: the compiled scoring, the house rules'
//! hooks, and the scripts they came from.

use std::collections::BTreeMap;
use std::fmt;

use super::{Hooks, NoHooks};
use crate::rules::{HouseRule, Scorer};

/// The rules in play: the [`Scorer`] (the rule set compiled into tables), the hooks that
/// watch the game, and the house-rule scripts both were built from, in load order.
///
/// Rules with house rules are built only by `house_rules::load` (from paths) and
/// `house_rules::load_saved` (from a save); rules without scripts also come from a
/// [`Scorer`] built in code (`From<Scorer>`: the standard game, tests, and the history,
/// which compiles the standard scorer once for every standard save). Owned by the
/// [`Game`](super::Game) and read from it by everyone else: the save, the REPL's prompt
/// and help, the exports. The scripts' text is held twice: here, for the save and the
/// readers, and by the script hooks, which run it again on every reset.
pub struct RulesInPlay {
    pub(super) scorer: Scorer,
    pub(super) hooks: Box<dyn Hooks>,
    house_rules: Vec<HouseRule>,
    /// Each house rule's short name by language tag, as its script gave it (in load
    /// order; empty maps for scripts that gave none, and none at all for rules built
    /// in code). What tables show rather than the file's name.
    titles: Vec<BTreeMap<String, String>>,
}

impl RulesInPlay {
    /// The standard game: no house rules, no hooks.
    pub fn standard() -> RulesInPlay {
        RulesInPlay::from(Scorer::standard())
    }

    /// Rules compiled from `house_rules` (the loader's job): `scorer` and `hooks` must be
    /// what those scripts make, since a save replays the scripts, not the tables.
    pub fn new(scorer: Scorer, hooks: Box<dyn Hooks>, house_rules: Vec<HouseRule>) -> RulesInPlay {
        RulesInPlay {
            scorer,
            hooks,
            house_rules,
            titles: Vec::new(),
        }
    }

    /// The same rules with each house rule's short name by language tag, in load order
    /// (the loader's, which reads them from the scripts).
    pub fn with_titles(self, titles: Vec<BTreeMap<String, String>>) -> RulesInPlay {
        RulesInPlay { titles, ..self }
    }

    /// Each house rule's short names by language tag, in load order (empty when the
    /// scripts gave none).
    pub fn titles(&self) -> &[BTreeMap<String, String>] {
        &self.titles
    }

    /// The house rules as people read them, in load order: each one's short name in
    /// the language tagged `tag` (`nb`), else its English one, else its file's name.
    pub fn shown_names(&self, tag: &str) -> Vec<String> {
        HouseRule::shown_names(&self.house_rules_names(), &self.titles, tag)
    }

    fn house_rules_names(&self) -> Vec<String> {
        HouseRule::names(&self.house_rules)
    }

    /// The rule set and its scoring tables.
    pub fn scorer(&self) -> &Scorer {
        &self.scorer
    }

    /// The house-rule scripts in load order, with their text; empty for the standard
    /// game and for rule sets built in code.
    pub fn house_rules(&self) -> &[HouseRule] {
        &self.house_rules
    }

    /// Whether house-rule hooks watch the game: they may change points or end a game
    /// in ways the odds and the win chances cannot see.
    pub fn has_hooks(&self) -> bool {
        self.hooks.is_stateful()
    }

    /// The events the house rules' hooks answer, in a fixed order; empty when no hook
    /// could change what the odds say.
    pub fn hooked_events(&self) -> Vec<&'static str> {
        self.hooks.events()
    }

    /// The house rules' names, in load order.
    pub fn names(&self) -> Vec<String> {
        HouseRule::names(&self.house_rules)
    }
}

/// A rule set built in code (tests, benches, the odds): no scripts, so no hooks.
impl From<Scorer> for RulesInPlay {
    fn from(scorer: Scorer) -> RulesInPlay {
        RulesInPlay::new(scorer, Box::new(NoHooks), Vec::new())
    }
}

impl fmt::Debug for RulesInPlay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RulesInPlay")
            .field("rules", self.scorer.rules())
            .field("house_rules", &self.names())
            .finish_non_exhaustive()
    }
}
