//! `marbles rules`: the rules in play, the shipped house rules, and script checks.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::CliError;
use super::args::{RulesAction, RulesArgs};
use crate::house_rules::{self, SHIPPED};
use crate::render::Words;
use crate::render::{Style, column, column_width, lang, paint, rules_table};
use crate::text;
use std::collections::BTreeMap;

use serde::Serialize;

use crate::dice::Counts;
use crate::game::RulesInPlay;
use crate::rules::{Assessment, ComboId, HouseRule, Pattern, Points, RuleSet};

/// `marbles rules`, `marbles rules list`, `marbles rules check FILE...`
pub(super) fn run(args: RulesArgs, out: &mut dyn Write) -> Result<(), CliError> {
    match args.action {
        Some(RulesAction::List) => list(out),
        Some(RulesAction::Check { files, together }) => check(&files, together, out),
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
            text!(
                "rules-list-folder",
                folder = crate::render::shown_path(folder)
            )
        )?;
    } else {
        sources = SHIPPED
            .iter()
            .map(|s| HouseRule::new(s.name, format!("house_rules/{}.lua", s.name), s.source))
            .collect();
        writeln!(out, "{}", text!("rules-list-shipped"))?;
    }
    let names: Vec<_> = sources
        .iter()
        .map(|s| crate::render::shown_line(&s.name))
        .collect();
    let width = column_width(names.iter().map(AsRef::as_ref));
    for (source, name) in sources.iter().zip(&names) {
        let about = match house_rules::inspect(std::slice::from_ref(source)) {
            Ok(loaded) => loaded.scripts[0].description_in(lang().tag()).map_or_else(
                || text!("rules-no-description"),
                |about| crate::render::shown_line(about).into_owned(),
            ),
            Err(err) => paint(
                Style::Bad,
                text!(
                    "rules-does-not-load",
                    error = crate::render::shown_whole(&err.at_path())
                ),
            ),
        };
        let name = column(name, width);
        writeln!(out, "  {name}  {about}")?;
    }
    writeln!(out, "{}", text!("rules-list-outro"))?;
    Ok(())
}

/// Loads the scripts, prints the table they make, runs their examples and scenarios,
/// and plays games with computer players to catch hook errors no scenario reached.
fn check(files: &[PathBuf], together: bool, out: &mut dyn Write) -> Result<(), CliError> {
    let loaded = files
        .iter()
        .map(|path| house_rules::resolve(path))
        .collect::<Result<Vec<_>, _>>()
        .and_then(|sources| house_rules::inspect(&sources))
        .map_err(|err| CliError::Check(err.at_path()))?;
    let scorer = loaded.rules.scorer();
    let sources = loaded.rules.house_rules();
    for (info, source) in loaded.scripts.iter().zip(sources) {
        let about = info.description_in(lang().tag()).map_or_else(
            || text!("rules-check-no-description"),
            |about| crate::render::shown_line(about).into_owned(),
        );
        writeln!(
            out,
            "{}: {about}",
            paint(Style::Strong, crate::render::shown_path(&source.path)),
        )?;
    }
    write!(out, "{}", rules_table(scorer))?;
    let mut failed = 0;
    let mut total = 0;
    for (info, source) in loaded.scripts.iter().zip(sources) {
        for example in &info.examples {
            total += 1;
            let actual = example.actual(scorer);
            let place = on_disk(&example.place, source);
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
    let declared_scenarios = loaded.scripts.iter().any(|s| !s.scenarios.is_empty());
    // A script that checks itself with scenarios only is not nagged about examples.
    if total == 0 && !declared_scenarios {
        writeln!(out, "{}", text!("rules-no-examples"))?;
    }
    let ((played, broken), called) = house_rules::exercised(|| scenarios(&loaded, together, out));
    let (played, broken) = (played?, broken);
    for (info, source) in loaded.scripts.iter().zip(sources) {
        for (event, place) in &info.hooks {
            if !called.contains(place) {
                writeln!(
                    out,
                    "{}",
                    text!(
                        "rules-hook-unexercised",
                        event = event.as_str(),
                        place = on_disk(place, source)
                    )
                )?;
            }
        }
    }
    for (info, source) in loaded.scripts.iter().zip(sources) {
        for (event, place) in &info.idle_hooks {
            writeln!(
                out,
                "{}",
                text!(
                    "rules-hook-returns-nothing",
                    event = event.as_str(),
                    place = on_disk(place, source)
                )
            )?;
        }
    }
    let stopped = games(&loaded, files, out)?;
    if failed > 0 {
        return Err(CliError::Examples { failed });
    }
    if broken > 0 {
        return Err(CliError::Scenarios { failed: broken });
    }
    if stopped > 0 {
        return Err(CliError::HookErrors { failed: stopped });
    }
    if total > 0 {
        writeln!(
            out,
            "{}",
            text!(
                "rules-examples-hold",
                examples = crate::render::count(total, "count-example").to_string()
            )
        )?;
    }
    if played > 0 {
        writeln!(out, "{}", crate::text!("rules-scenarios-hold", n = played))?;
    }
    Ok(())
}

/// A place a script reports (`house_rules/NAME.lua:LINE`) with the script's name as the
/// file was given, so it can be opened.
fn on_disk(place: &str, source: &HouseRule) -> String {
    place
        .strip_prefix(&source.display_name())
        .map_or(place.to_owned(), |line| {
            format!("{}{line}", crate::render::shown_path(&source.path))
        })
}

/// How many games `rules check` plays with computer players.
const CHECK_GAMES: u64 = 200;

/// Plays [`CHECK_GAMES`] seeded games with computer players under the rules in play,
/// when there are hooks to fail, each on its own seed so that a game a hook stops can
/// be played again with `marbles simulate`. Prints each stopped game; returns how many.
fn games(
    loaded: &house_rules::LoadedRules,
    files: &[PathBuf],
    out: &mut dyn Write,
) -> Result<usize, CliError> {
    use crate::odds::{OddsError, Policy, Setup, Stop, Strategy, simulate_at_table};
    if !loaded.rules.has_hooks() {
        return Ok(0);
    }
    let scorer = loaded.rules.scorer();
    let rules = scorer.rules();
    let policy = Policy::for_scorer(scorer);
    let sources = loaded.rules.house_rules();
    let make = || house_rules::load_saved(sources).map_err(|err| err.to_string());
    // Varied play, none of it needing a solve: banking early, late and in between.
    let plays = [
        Strategy::Cautious,
        Strategy::BankAt(350),
        Strategy::BankAt(1_000),
        Strategy::BankAt(2_000),
    ];
    // One entry per fault: the same hook error in many games is one bug, shown once
    // with how many games it stopped and the first seed.
    struct Fault {
        why: Stop,
        games: u64,
        seed: u64,
        command: String,
    }
    let mut faults: Vec<Fault> = Vec::new();
    let mut stopped = 0;
    for seed in 1..=CHECK_GAMES {
        let players = (2 + (seed as usize % 3)).clamp(rules.min_players, rules.max_players);
        let strategies: Vec<Strategy> = (0..players)
            .map(|seat| plays[(seed as usize + seat) % plays.len()])
            .collect();
        let setup = Setup::new(1, players, &strategies, seed)?;
        let why = match simulate_at_table(&policy, &setup, &make, &|_| {}) {
            Ok(_) => continue,
            Err(OddsError::AllGamesStopped { mut stops, .. }) if !stops.is_empty() => {
                stops.swap_remove(0).why
            }
            Err(other) => {
                // Not a hook error (games that never end, rules too fine to play):
                // said once, and no more games are played.
                writeln!(
                    out,
                    "{}",
                    text!(
                        "rules-games-note",
                        why = crate::render::shown_whole(&other.words().to_string())
                    )
                )?;
                return Ok(stopped);
            }
        };
        stopped += 1;
        if let Some(fault) = faults.iter_mut().find(|f| f.why.same_fault(&why)) {
            fault.games += 1;
            continue;
        }
        let mut command = format!("marbles simulate --games 1 --players {players} --seed {seed}");
        for strategy in &strategies {
            command.push_str(&format!(" --strategy {strategy}"));
        }
        for file in files {
            command.push_str(&format!(" --rules {}", crate::render::shown_path(file)));
        }
        faults.push(Fault {
            why,
            games: 1,
            seed,
            command,
        });
    }
    for fault in faults {
        let reason = crate::render::shown_whole(&fault.why.words().to_string());
        let said = if fault.games == 1 {
            text!(
                "rules-game-failed",
                seed = fault.seed.to_string(),
                reason = reason,
                command = fault.command
            )
        } else {
            text!(
                "rules-games-failed",
                games = fault.games,
                seed = fault.seed.to_string(),
                reason = reason,
                command = fault.command
            )
        };
        writeln!(out, "{}  {said}", fail_mark())?;
    }
    if stopped == 0 {
        writeln!(out, "{}", text!("rules-games-hold", games = CHECK_GAMES))?;
    }
    Ok(stopped)
}

/// Plays every scenario the scripts declare, each under freshly loaded rules (hooks
/// remember what they saw), through the REPL's parser and the engine: under the rules of
/// its own file, or with `together` under all the files. Returns how many were played
/// and how many failed.
fn scenarios(
    loaded: &house_rules::LoadedRules,
    together: bool,
    out: &mut dyn Write,
) -> (Result<usize, CliError>, usize) {
    let sources = loaded.rules.house_rules();
    let (mut played, mut broken) = (0, 0);
    for (info, source) in loaded.scripts.iter().zip(sources) {
        let rules_of = if together {
            sources
        } else {
            std::slice::from_ref(source)
        };
        for scenario in &info.scenarios {
            played += 1;
            let place = on_disk(&scenario.place, source);
            let name = scenario
                .name
                .clone()
                .unwrap_or_else(|| text!("rules-scenario-unnamed"));
            let outcome = match house_rules::inspect(rules_of) {
                Ok(fresh) => crate::repl::scenario::play(fresh.rules, scenario),
                Err(err) => return (Err(CliError::Check(err.at_path())), broken),
            };
            let written = match outcome {
                Ok(()) => writeln!(
                    out,
                    "{}  {}",
                    ok_mark(),
                    text!(
                        "rules-scenario-ok",
                        name = crate::render::shown_line(&name).into_owned()
                    )
                ),
                Err(failure) => {
                    broken += 1;
                    writeln!(
                        out,
                        "{}  {}",
                        fail_mark(),
                        text!(
                            "rules-scenario-failed",
                            place = place,
                            name = crate::render::shown_line(&name).into_owned(),
                            failure = crate::render::shown_whole(&failure.to_string())
                        )
                    )
                }
            };
            if let Err(err) = written {
                return (Err(err.into()), broken);
            }
        }
    }
    (Ok(played), broken)
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
