//! `marbles history` and `marbles stats`: the table's memory read through the store's
//! history (and its index), and games found by their number in it.

use std::io::Write;
use std::path::PathBuf;

use jiff::tz::TimeZone;

use super::CliError;
use super::args::{HistoryArgs, StatsArgs};
use crate::clock::start_of_day_here;
use crate::locale::NumberStyle;
use crate::render;
use crate::stats::{Filter, RuleChoice};
use crate::store::History;

/// `marbles history [--json | --numbers]`
pub(super) fn history(
    args: HistoryArgs,
    style: NumberStyle,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let history = load()?;
    let zone = TimeZone::system();
    if args.numbers {
        for entry in &history.entries {
            if let Ok(game) = &entry.game {
                // A tab or line break in a name would split the line the shells read.
                let players = game.players.join(", ").replace(['\t', '\n', '\r'], " ");
                writeln!(out, "{}\t{players}", entry.number)?;
            }
        }
    } else if args.json {
        out.write_all(crate::json::pretty(&history.to_json(&zone))?.as_bytes())?;
    } else {
        out.write_all(render::history_table(&history, &zone, style).as_bytes())?;
    }
    Ok(())
}

/// `marbles stats [--json] [--player NAME] [--since DATE] [--rules RULE]`
pub(super) fn stats(
    args: StatsArgs,
    style: NumberStyle,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let since = match &args.since {
        Some(date) => Some(start_of_day_here(date).map_err(|source| CliError::Since { source })?),
        None => None,
    };
    let history = load()?;
    let rules = if !args.with_rules.is_empty() {
        Some(RuleChoice::Including(rules_named(
            &history,
            &args.with_rules,
            "--with-rule",
        )?))
    } else if args.rules.is_empty() {
        None
    } else {
        // `standard` alone is the game without house rules.
        let named: Vec<String> = args
            .rules
            .iter()
            .filter(|r| !r.trim().eq_ignore_ascii_case("standard"))
            .cloned()
            .collect();
        Some(RuleChoice::Exactly(rules_named(
            &history, &named, "--rules",
        )?))
    };
    let filter = Filter {
        players: players_named(&history, &args.players)?,
        since,
        rules,
    };
    let stats = history.stats(&filter);
    if args.json {
        out.write_all(crate::json::pretty(&stats)?.as_bytes())?;
        return Ok(());
    }
    // `--rules open_500` means open_500 alone: when no game had exactly that but some
    // had it among others, say so and how to count those (issue 32).
    if stats.games == 0
        && let Some(RuleChoice::Exactly(named)) = &filter.rules
        && !named.is_empty()
    {
        let including = Filter {
            rules: Some(RuleChoice::Including(named.clone())),
            ..filter.clone()
        };
        let games = u32::try_from(history.count(&including)).unwrap_or(u32::MAX);
        if games > 0 {
            out.write_all(render::stats_not_exactly(named, games).as_bytes())?;
            return Ok(());
        }
    }
    out.write_all(render::stats_text(&stats, style).as_bytes())?;
    Ok(())
}

/// The house rules `stats --rules` (or `--with-rule`, named by `flag`) names, each
/// checked against the rules the history's games were played with: a name no game
/// had is refused, with the names close to it or else those there are.
fn rules_named(history: &History, wanted: &[String], flag: &str) -> Result<Vec<String>, CliError> {
    use crate::stats::rule_key;
    let mut known: Vec<&str> = Vec::new();
    for entry in &history.entries {
        let Ok(game) = &entry.game else { continue };
        for rule in &game.rules {
            if !known.iter().any(|k| rule_key(k) == rule_key(rule)) {
                known.push(rule);
            }
        }
    }
    for name in wanted {
        let key = rule_key(name);
        if known.iter().any(|k| rule_key(k) == key) {
            continue;
        }
        let close: Vec<String> = known
            .iter()
            .filter(|k| strsim::damerau_levenshtein(&rule_key(k), &key) <= 2)
            .map(|k| (*k).to_owned())
            .collect();
        return Err(CliError::StatsRule {
            flag: flag.to_owned(),
            name: name.clone(),
            close,
            known: known.iter().map(|k| (*k).to_owned()).collect(),
        });
    }
    Ok(wanted.to_vec())
}

/// The players `stats --player` names, each as the history spells them: `Ase` is Åse
/// when no one else in it reads so (the one matcher, [`crate::game::match_name`]); a
/// name only close to some is refused with them, and a name like none with the names
/// there are (it would choose no game: a typo, not a question).
fn players_named(history: &History, wanted: &[String]) -> Result<Vec<String>, CliError> {
    use crate::game::{NameMatch, match_name};
    use crate::stats::player_key;
    // Each player once, spelled as in their newest game (the history is newest first).
    let mut names: Vec<&str> = Vec::new();
    let mut keys: Vec<String> = Vec::new();
    for entry in &history.entries {
        let Ok(game) = &entry.game else { continue };
        for name in &game.players {
            let key = player_key(name);
            if !keys.contains(&key) {
                keys.push(key);
                names.push(name);
            }
        }
    }
    wanted
        .iter()
        .map(|name| match match_name(name, &names) {
            NameMatch::Same(i) | NameMatch::Folded(i) => Ok(names[i].to_owned()),
            NameMatch::Close(close) => Err(CliError::StatsPlayer {
                name: name.clone(),
                close: close.into_iter().map(|i| names[i].to_owned()).collect(),
            }),
            NameMatch::Unknown => Err(CliError::StatsNoPlayer {
                name: name.clone(),
                known: names.iter().map(|n| (*n).to_owned()).collect(),
            }),
        })
        .collect()
}

/// The history, with a warning when its index could not be kept (the listing is right
/// all the same).
pub(super) fn load() -> Result<History, CliError> {
    // Before the listing, which makes the folder for its index: a state folder that is
    // not there (lost, or never made here) lists no save kept outside the games folder.
    let state_missing = crate::store::state_dir()
        .ok()
        .filter(|state| std::fs::symlink_metadata(state).is_err());
    let history = History::load()?;
    if let Some(state) = state_missing
        && !history.entries.is_empty()
    {
        let games = crate::store::games_dir().unwrap_or_default();
        let _ = writeln!(
            anstream::stderr(),
            "{} {}",
            crate::text!("warning-prefix"),
            crate::text!(
                "history-state-missing",
                state = crate::render::shown_path(&state),
                games = crate::render::shown_path(&games)
            )
        );
    }
    // One warning: a state folder that is not one is also why the index was not kept.
    if let Some(state) = &history.index.state_not_a_folder {
        let _ = writeln!(
            anstream::stderr(),
            "{} {}",
            crate::text!("warning-prefix"),
            crate::text!(
                "history-state-not-a-folder",
                path = crate::render::shown_path(state),
                var = crate::store::STATE_DIR_VAR
            )
        );
    } else if let Some(problem) = &history.index.problem {
        let _ = writeln!(
            anstream::stderr(),
            "{} {}",
            crate::text!("warning-prefix"),
            crate::text!("history-index-not-kept", reason = problem.to_string())
        );
    }
    Ok(history)
}

/// The save a `resume` or `export` argument names: the file when it exists, otherwise,
/// when it is a number, that game of the history.
pub(super) fn save_named(arg: PathBuf) -> Result<PathBuf, CliError> {
    if std::fs::symlink_metadata(&arg).is_ok() {
        return Ok(arg);
    }
    let Some(number) = arg
        .to_str()
        .and_then(|text| text.trim().parse::<usize>().ok())
    else {
        return Ok(arg);
    };
    let history = load()?;
    match history.by_number(number) {
        Some(entry) => Ok(entry.file.clone()),
        None => Err(CliError::NoSuchGame {
            number,
            games: history.entries.len(),
        }),
    }
}
