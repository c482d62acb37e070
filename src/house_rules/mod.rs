//! House rules written in Lua: loading scripts, the sandbox they run in, the `marbles`
//! API module they program against, and the hooks and combinations they add to the game.
//!
//! Every script runs in its own sandboxed Lua state. Scripts apply in order on one
//! [`RuleSet`]; their hooks answer game events in the same order. The API is documented
//! for script authors in `house_rules/README.md`.

mod births;
mod budget;
mod combo;
mod error;
mod example;
mod file;
mod hook_state;
mod hooks;
mod sandbox;
mod scenario;
mod script;
mod shipped;

use std::path::PathBuf;
use std::rc::Rc;

pub(crate) use budget::{Budget, Doing, word_budgets_with};
pub(crate) use error::HouseRuleError;
pub(crate) use example::Example;
#[cfg(test)]
pub(crate) use example::Expected;
pub use file::{DiskCopy, disk_copy};
pub(crate) use file::{SCRIPT_SIZE_LIMIT, changed_files, gone_files, recorded_path};
pub(crate) use hooks::{ScriptHooks, exercised};
#[cfg(test)]
pub(crate) use sandbox::EVENT_DEADLINE;
pub(crate) use sandbox::{LOAD_DEADLINE, MAX_SCRIPTS};
pub(crate) use scenario::{Scenario, ScenarioFailure};
pub use shipped::SHIPPED;
pub(crate) use shipped::{resolve, resolve_saved};

use crate::game::RulesInPlay;
use crate::rules::{Combo, CustomCombo, HouseRule, RuleSet, Scorer};
use combo::LuaCombo;
use sandbox::Allowance;
use script::{Added, ComboOp, Script};

/// The longest combination name or nickname a script may give, in characters: the pad
/// and `score` show names in columns.
pub(crate) const MAX_NAME: usize = 80;
/// The longest description a script may give, in characters: one line of `rules list`.
pub(crate) const MAX_DESCRIPTION: usize = 200;

/// House rules compiled, with what each script declares about itself: what
/// `marbles rules check` and `rules list` show. A game needs only
/// [`rules`](LoadedRules::rules).
pub struct LoadedRules {
    /// The rules in play, ready for [`Game::new`](crate::game::Game::new).
    pub rules: RulesInPlay,
    /// What each script declared about itself, in load order.
    pub(crate) scripts: Vec<ScriptInfo>,
}

/// What a script says about itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ScriptInfo {
    /// The script's name.
    pub(crate) name: String,
    /// Its one-line description, if it gave one (in English when it gave several).
    pub(crate) description: Option<String>,
    /// Its description by language tag, when it gave a table (`{en = …, nb = …}`).
    pub(crate) descriptions: std::collections::BTreeMap<String, String>,
    /// Its short name by language tag (`describe`'s `name`), English among them;
    /// empty when it gave none.
    pub(crate) names: std::collections::BTreeMap<String, String>,
    /// The throws it declares with their expected points.
    pub(crate) examples: Vec<Example>,
    /// The games it declares with what should come of them.
    pub(crate) scenarios: Vec<Scenario>,
    /// Its hooks (those of scripts it uses included): the event, and where the handler
    /// is defined (`house_rules/NAME.lua:LINE`), in event order.
    pub(crate) hooks: Vec<(String, String)>,
    /// Those of its hooks that return nothing on any path and keep nothing, so change
    /// nothing: most likely a forgotten `return` (`rules check` warns of them).
    pub(crate) idle_hooks: Vec<(String, String)>,
}

impl ScriptInfo {
    /// Its description in the language tagged `tag` (`nb`) when it gave one, else the
    /// one it gave (English when it gave several).
    pub(crate) fn description_in(&self, tag: &str) -> Option<&str> {
        self.descriptions
            .get(tag)
            .or(self.description.as_ref())
            .map(String::as_str)
    }
}

impl LoadedRules {
    #[cfg(test)]
    /// The declared examples the rules in play disagree with.
    pub(crate) fn failed_examples(&self) -> Vec<(&Example, Expected)> {
        let scorer = self.rules.scorer();
        self.scripts
            .iter()
            .flat_map(|s| &s.examples)
            .filter(|e| !e.holds(scorer))
            .map(|e| (e, e.actual(scorer)))
            .collect()
    }
}

/// The rules in play for these script files, in order; none is the standard game. A
/// path that is not a file but names a shipped script (`house_rules/norwegian.lua` or
/// `norwegian`) loads the copy built into marbles.
pub fn load(paths: &[PathBuf]) -> Result<RulesInPlay, HouseRuleError> {
    let sources = paths
        .iter()
        .map(|path| resolve(path))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(inspect(&sources)?.rules)
}

/// The rules in play for these script files, as [`load`] gives them, to judge one
/// throw: scripted combinations are asked only about the dice within `throw` (see
/// [`Scorer::for_throw`]), so a script that fails on other dice is not seen here.
/// `marbles score` asks this: asking every combination about all 923 sets of dice was
/// most of its run with house rules.
pub fn load_for_throw(
    paths: &[PathBuf],
    throw: &crate::dice::Counts,
) -> Result<RulesInPlay, HouseRuleError> {
    let sources = paths
        .iter()
        .map(|path| resolve(path))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(inspect_asking(&sources, Some(throw))?.rules)
}

/// The rules in play a save was played with, from the script text it carries (none is
/// the standard game), so a resumed game replays exactly whatever has happened to the
/// files since.
pub fn load_saved(house_rules: &[HouseRule]) -> Result<RulesInPlay, HouseRuleError> {
    Ok(inspect(house_rules)?.rules)
}

/// Compiles scripts in order into the rules in play, keeping what each declares about
/// itself: the one place house rules are built ([`load`] and [`load_saved`] come here).
pub fn inspect(sources: &[HouseRule]) -> Result<LoadedRules, HouseRuleError> {
    inspect_asking(sources, None)
}

/// [`inspect`], asking scripted combinations only about the dice within `throw` when
/// one is given.
fn inspect_asking(
    sources: &[HouseRule],
    throw: Option<&crate::dice::Counts>,
) -> Result<LoadedRules, HouseRuleError> {
    if sources.is_empty() {
        return Ok(LoadedRules {
            rules: RulesInPlay::standard(),
            scripts: Vec::new(),
        });
    }
    if sources.len() > MAX_SCRIPTS {
        return Err(HouseRuleError::TooMany {
            given: sources.len(),
            limit: MAX_SCRIPTS,
        });
    }
    // Files are refused as they are read; a save's scripts are held to the same limit.
    if let Some(big) = sources
        .iter()
        .flat_map(|s| std::iter::once(s).chain(&s.uses))
        .find(|s| s.source.len() as u64 > SCRIPT_SIZE_LIMIT)
    {
        return Err(HouseRuleError::SavedTooLarge {
            name: big.name.clone(),
            limit: format!("{} MiB", SCRIPT_SIZE_LIMIT / (1024 * 1024)),
        });
    }
    let composed = compose(sources)?;
    // Each script carries the files it used, as read now (or as the save kept them): a
    // save keeps them, and a fresh load of these sources (a refused action's rebuild,
    // undo, a simulator's next game) takes these copies rather than the disk.
    let sources: &[HouseRule] = &sources
        .iter()
        .zip(&composed.scripts)
        .map(|(source, script)| HouseRule {
            uses: script.used.clone(),
            ..source.clone()
        })
        .collect::<Vec<_>>();
    let allowance = Rc::clone(&composed.allowance);
    let customs: Vec<Rc<dyn CustomCombo>> = composed
        .customs
        .into_iter()
        .map(|c| c as Rc<dyn CustomCombo>)
        .collect();
    let scorer = match throw {
        Some(throw) => Scorer::for_throw(composed.rules, customs, throw),
        None => Scorer::new(composed.rules, customs),
    };
    let scorer = scorer.map_err(|source| {
        // A failing scripted combination already names its script and line.
        match source {
            crate::rules::RuleError::Combo { .. } if allowance.too_slow() => {
                HouseRuleError::TooSlow {
                    place: allowance.slow_place(),
                    seconds: LOAD_DEADLINE.as_secs(),
                }
            }
            crate::rules::RuleError::Combo { message, .. } => script_error(sources, message),
            source => HouseRuleError::Rules {
                names: sources
                    .iter()
                    .map(HouseRule::display_name)
                    .collect::<Vec<_>>()
                    .join(", "),
                error: source,
            },
        }
    })?;
    let scripts = composed
        .scripts
        .iter()
        .map(|s| ScriptInfo {
            name: s.source.name.clone(),
            description: s.description.clone(),
            descriptions: s.descriptions.clone(),
            names: s.names.clone(),
            examples: s.examples.clone(),
            scenarios: s.scenarios.clone(),
            hooks: s
                .handlers
                .iter()
                .flat_map(|(event, list)| {
                    list.iter()
                        .map(move |h| (event.clone(), hooks::place(&h.function)))
                })
                .collect(),
            idle_hooks: s
                .handlers
                .iter()
                .flat_map(|(event, list)| {
                    list.iter()
                        .filter(|h| changes_nothing(&h.function))
                        .map(move |h| (event.clone(), hooks::place(&h.function)))
                })
                .collect(),
        })
        .collect();
    // Each source's short names, from its own script (a used file's never stand in).
    let titles = sources
        .iter()
        .map(|source| {
            composed
                .scripts
                .iter()
                .find(|s| s.source.name == source.name && s.source.path == source.path)
                .map(|s| s.names.clone())
                .unwrap_or_default()
        })
        .collect();
    let hooks = ScriptHooks::new(sources.to_vec(), composed.scripts, composed.allowance);
    Ok(LoadedRules {
        rules: RulesInPlay::new(scorer, Box::new(hooks), sources.to_vec()).with_titles(titles),
        scripts,
    })
}

/// The error for a message that starts with a script's display name.
fn script_error(sources: &[HouseRule], message: String) -> HouseRuleError {
    let source = sources
        .iter()
        .find(|s| message.starts_with(&s.display_name()))
        .or(sources.last());
    HouseRuleError::Script {
        name: source.map(|s| s.name.clone()).unwrap_or_default(),
        path: source.map(|s| s.path.clone()).unwrap_or_default(),
        message,
    }
}

/// The scripts run in order on the standard rules.
pub(crate) struct Composed {
    rules: RuleSet,
    customs: Vec<Rc<LuaCombo>>,
    scripts: Vec<Script>,
    /// What the scripts may still do; the load under way continues while the scorer
    /// asks the combination functions.
    allowance: Rc<Allowance>,
}

/// Runs the scripts in order, each in a fresh sandbox, starting one load.
pub(crate) fn compose(sources: &[HouseRule]) -> Result<Composed, HouseRuleError> {
    let allowance = Allowance::new();
    let mut rules = RuleSet::default();
    let mut customs: Vec<Rc<LuaCombo>> = Vec::new();
    let mut scripts = Vec::new();
    let builtin: Vec<String> = RuleSet {
        flood: None,
        ..RuleSet::default()
    }
    .combos()
    .into_iter()
    .map(|c| c.name.id())
    .collect();
    for source in sources {
        let script = Script::run(source, &mut rules, &allowance)?;
        let fail = |message: String| HouseRuleError::Script {
            name: source.name.clone(),
            path: source.path.clone(),
            message,
        };
        for op in &script.ops {
            match op {
                ComboOp::Remove { name, place } => {
                    if let Some(i) = rules.extra_combos.iter().position(|c| c.name.id() == *name) {
                        rules.extra_combos.remove(i);
                    } else if let Some(i) = customs.iter().position(|c| c.name() == name) {
                        customs.remove(i);
                    } else if builtin.contains(name) {
                        if !rules.removed_combos.contains(name) {
                            rules.removed_combos.push(name.clone());
                        }
                    } else {
                        let mut names: Vec<String> =
                            rules.combos().into_iter().map(|c| c.name.id()).collect();
                        names.extend(customs.iter().map(|c| c.name().to_owned()));
                        return Err(fail(format!(
                            "{place}: there is no combination `{name}` to remove: the combinations are {}",
                            names.join(", ")
                        )));
                    }
                }
                ComboOp::Add {
                    name,
                    nickname,
                    place,
                    kind,
                } => {
                    let taken = rules.combos().iter().any(|c| c.name.id() == *name)
                        || customs.iter().any(|c| c.name() == name);
                    if taken {
                        return Err(fail(format!(
                            "{place}: there is already a combination `{name}`: use marbles.replace_combo(\"{name}\", ...) to change it"
                        )));
                    }
                    match kind {
                        Added::Fixed { dice, points } => {
                            let mut combo = Combo::new(name.clone(), *dice, *points);
                            combo.nickname = nickname.clone();
                            rules.extra_combos.push(combo);
                        }
                        Added::Matcher(matcher) => customs.push(Rc::new(LuaCombo::new(
                            name.clone(),
                            place.clone(),
                            matcher.clone(),
                            Rc::clone(&script.sandbox),
                        ))),
                    }
                }
            }
        }
        scripts.push(script);
    }
    for script in &mut scripts {
        script
            .see_rules(&rules)
            .map_err(|message| HouseRuleError::Script {
                name: script.source.name.clone(),
                path: script.source.path.clone(),
                message,
            })?;
    }
    Ok(Composed {
        rules,
        customs,
        scripts,
        allowance,
    })
}

#[cfg(test)]
mod tests;

/// Whether a hook returns nothing on any path and keeps nothing (see
/// [`hook_state::changes_nothing`]); `false` when its bytecode cannot be had.
fn changes_nothing(function: &mlua::Function) -> bool {
    let dumped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| function.dump(false)));
    dumped.is_ok_and(|bytecode| hook_state::changes_nothing(&bytecode))
}
