//! `marbles rules`: the rules in play, the shipped house rules, and script checks.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::CliError;
use super::args::{RulesAction, RulesArgs};
use crate::house_rules::{self, SHIPPED};
use crate::render::{Style, column, column_width, paint, rules_table};
use crate::text;
use std::collections::BTreeMap;

use serde::Serialize;

use crate::dice::Counts;
use crate::game::RulesInPlay;
use crate::rules::{Assessment, ComboId, HouseRule, Pattern, Points, RuleSet};

/// `marbles rules`, `marbles rules list`, `marbles rules check FILE...`
pub fn run(args: RulesArgs, out: &mut dyn Write) -> Result<(), CliError> {
    match args.action {
        Some(RulesAction::List) => list(out),
        Some(RulesAction::Check { files }) => check(&files, out),
        None => {
            let rules = house_rules::load(&args.rules)?;
            let scorer = rules.scorer();
            if args.json {
                out.write_all(crate::json::pretty(&RulesJson::new(&rules))?.as_bytes())?;
            } else {
                write!(out, "{}", rules_table(scorer))?;
            }
            Ok(())
        }
    }
}

/// `rules --json`: the rule values (as before, at the top level), and everything the
/// scripts changed beyond them: every combination in play, the hooked events, and the
/// scripts in load order.
#[derive(Serialize)]
struct RulesJson<'a> {
    #[serde(flatten)]
    rules: &'a RuleSet,
    house_rules: Vec<String>,
    combinations: Vec<ComboJson>,
    hooks: Vec<&'static str>,
}

/// One combination in play. A fixed one has its dice and points; a scripted one its
/// points for every set of dice it matches (finite: at most six dice).
#[derive(Serialize)]
struct ComboJson {
    name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    nickname: Option<String>,
    scripted: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    dice: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    points: Option<Points>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    points_by_dice: BTreeMap<String, Points>,
}

impl RulesJson<'_> {
    fn new(rules: &RulesInPlay) -> RulesJson<'_> {
        let scorer = rules.scorer();
        let mut scripted: BTreeMap<ComboId, BTreeMap<String, Points>> = BTreeMap::new();
        for dice in multisets() {
            if let Assessment::Scores { options, .. } = scorer.assess(&dice) {
                for part in options.iter().filter(|p| p.dice == dice) {
                    if matches!(
                        scorer.patterns().get(part.combo as usize),
                        Some(Pattern::Custom(_))
                    ) {
                        scripted
                            .entry(part.combo)
                            .or_default()
                            .insert(dice.to_string(), part.points);
                    }
                }
            }
        }
        let combinations = scorer
            .patterns()
            .iter()
            .enumerate()
            .map(|(id, pattern)| match pattern {
                Pattern::Fixed(combo) => ComboJson {
                    name: combo.name.id(),
                    nickname: combo.nickname.clone(),
                    scripted: false,
                    dice: Some(combo.dice.to_string()),
                    points: Some(combo.points),
                    points_by_dice: BTreeMap::new(),
                },
                Pattern::Custom(custom) => ComboJson {
                    name: custom.name().to_owned(),
                    nickname: None,
                    scripted: true,
                    dice: None,
                    points: None,
                    points_by_dice: scripted.remove(&(id as ComboId)).unwrap_or_default(),
                },
            })
            .collect();
        RulesJson {
            rules: scorer.rules(),
            house_rules: rules.names(),
            combinations,
            hooks: rules.hooked_events(),
        }
    }
}

/// Every multiset of one to six dice.
fn multisets() -> Vec<Counts> {
    fn walk(face: usize, left: u8, counts: &mut [u8; 6], out: &mut Vec<Counts>) {
        if face == 6 {
            if counts.iter().sum::<u8>() > 0 {
                out.push(Counts::from_array(*counts));
            }
            return;
        }
        for n in 0..=left {
            counts[face] = n;
            walk(face + 1, left - n, counts, out);
        }
        counts[face] = 0;
    }
    let mut out = Vec::new();
    walk(0, 6, &mut [0; 6], &mut out);
    out
}

/// The scripts in `./house_rules/` when there is such a folder, else the copies built
/// into the binary.
fn list(out: &mut dyn Write) -> Result<(), CliError> {
    let folder = Path::new("house_rules");
    let mut sources: Vec<HouseRule> = Vec::new();
    if let Ok(entries) = std::fs::read_dir(folder) {
        let mut paths: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "lua"))
            .collect();
        paths.sort();
        for path in paths {
            sources.push(house_rules::resolve(&path)?);
        }
        writeln!(
            out,
            "{}",
            text!("rules-list-folder", folder = folder.display().to_string())
        )?;
    } else {
        sources = SHIPPED
            .iter()
            .map(|s| HouseRule::new(s.name, format!("house_rules/{}.lua", s.name), s.source))
            .collect();
        writeln!(out, "{}", text!("rules-list-shipped"))?;
    }
    let width = column_width(sources.iter().map(|s| s.name.as_str()));
    for source in &sources {
        let about = match house_rules::inspect(std::slice::from_ref(source)) {
            Ok(loaded) => loaded.scripts[0]
                .description
                .clone()
                .unwrap_or_else(|| text!("rules-no-description")),
            Err(err) => paint(
                Style::Bad,
                text!("rules-does-not-load", error = err.at_path()),
            ),
        };
        let name = column(&source.name, width);
        writeln!(out, "  {name}  {about}")?;
    }
    writeln!(out, "{}", text!("rules-list-outro"))?;
    Ok(())
}

/// Loads the scripts, prints the table they make and runs their examples.
fn check(files: &[PathBuf], out: &mut dyn Write) -> Result<(), CliError> {
    let loaded = files
        .iter()
        .map(|path| house_rules::resolve(path))
        .collect::<Result<Vec<_>, _>>()
        .and_then(|sources| house_rules::inspect(&sources))
        .map_err(|err| CliError::Check(err.at_path()))?;
    let scorer = loaded.rules.scorer();
    let sources = loaded.rules.house_rules();
    for (info, source) in loaded.scripts.iter().zip(sources) {
        let about = info
            .description
            .clone()
            .unwrap_or_else(|| text!("rules-check-no-description"));
        writeln!(
            out,
            "{}: {about}",
            paint(Style::Strong, source.path.display()),
        )?;
    }
    write!(out, "{}", rules_table(scorer))?;
    let mut failed = 0;
    let mut total = 0;
    for (info, source) in loaded.scripts.iter().zip(sources) {
        let shown = source.display_name();
        for example in &info.examples {
            total += 1;
            let actual = example.actual(scorer);
            let place = example
                .place
                .strip_prefix(&shown)
                .map_or(example.place.clone(), |line| {
                    format!("{}{line}", source.path.display())
                });
            if example.holds(scorer) {
                writeln!(out, "{}  {}  {}", ok_mark(), example.dice, actual)?;
            } else {
                failed += 1;
                writeln!(
                    out,
                    "{}  {}",
                    fail_mark(),
                    text!(
                        "rules-example-failed",
                        place = place,
                        dice = example.dice.to_string(),
                        expected = example.expected.to_string(),
                        actual = actual.to_string()
                    )
                )?;
            }
        }
    }
    if total == 0 {
        writeln!(out, "{}", text!("rules-no-examples"))?;
    }
    let (played, broken) = scenarios(&loaded, out)?;
    if failed > 0 {
        return Err(CliError::Examples { failed });
    }
    if broken > 0 {
        return Err(CliError::Scenarios { failed: broken });
    }
    writeln!(
        out,
        "{}",
        text!(
            "rules-examples-hold",
            examples = crate::render::count(total, "count-example").to_string()
        )
    )?;
    if played > 0 {
        writeln!(out, "{}", crate::text!("rules-scenarios-hold", n = played))?;
    }
    Ok(())
}

/// Plays every scenario the scripts declare, each under freshly loaded rules (hooks
/// remember what they saw), through the REPL's parser and the engine. Returns how many
/// were played and how many failed.
fn scenarios(
    loaded: &house_rules::LoadedRules,
    out: &mut dyn Write,
) -> Result<(usize, usize), CliError> {
    let sources = loaded.rules.house_rules();
    let (mut played, mut broken) = (0, 0);
    for (info, source) in loaded.scripts.iter().zip(sources) {
        let shown = source.display_name();
        for scenario in &info.scenarios {
            played += 1;
            let place = scenario
                .place
                .strip_prefix(&shown)
                .map_or(scenario.place.clone(), |line| {
                    format!("{}{line}", source.path.display())
                });
            let name = scenario
                .name
                .clone()
                .unwrap_or_else(|| text!("rules-scenario-unnamed"));
            let outcome = house_rules::inspect(sources)
                .map_err(|err| CliError::Check(err.at_path()))
                .map(|fresh| crate::repl::scenario::play(fresh.rules, scenario))?;
            match outcome {
                Ok(()) => writeln!(
                    out,
                    "{}  {}",
                    ok_mark(),
                    text!("rules-scenario-ok", name = name.as_str())
                )?,
                Err(failure) => {
                    broken += 1;
                    writeln!(
                        out,
                        "{}  {}",
                        fail_mark(),
                        text!(
                            "rules-scenario-failed",
                            place = place,
                            name = name.as_str(),
                            failure = failure.to_string()
                        )
                    )?;
                }
            }
        }
    }
    Ok((played, broken))
}

/// The mark before a check that holds, as wide as the mark of one that fails.
fn ok_mark() -> String {
    paint(Style::Good, column(&text!("rules-check-ok"), mark_width()))
}

/// The mark before a check that fails.
fn fail_mark() -> String {
    paint(Style::Bad, column(&text!("rules-check-fail"), mark_width()))
}

/// How wide the two marks are, so checks line up in any language.
fn mark_width() -> usize {
    column_width([
        text!("rules-check-ok").as_str(),
        text!("rules-check-fail").as_str(),
    ])
}
