//! `marbles simulate`: computer players over many games, to compare strategies.

mod screen;

use std::io::{IsTerminal, Write};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;

use crate::cli::CliError;
use crate::cli::args::SimulateArgs;
use crate::game::RulesInPlay;
use crate::house_rules;
use crate::odds::win::WinModel;
use crate::odds::{
    OddsError, Policy, Setup, Strategy, Summary, ThrowChart, heuristics, lean_plays, simulate,
    simulate_at_table,
};
use crate::render::Words;
use crate::rules::Scorer;
use screen::{comparison_table, simulation_play_note, simulation_table};

/// `marbles simulate`
pub(super) fn run(
    args: SimulateArgs,
    rules: &RulesInPlay,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let scorer = rules.scorer();
    seats_fit(args.players, scorer)?;
    let setup = Setup::new(args.games, args.players, &args.strategies, args.seed)?;
    let summary = play(rules, &setup)?;
    if args.json {
        let summary = summary.word_refusal(|err| err.words().to_string());
        out.write_all(crate::json::pretty(&summary)?.as_bytes())?;
    } else {
        write!(out, "{}", simulation_table(&summary))?;
        write!(out, "{}", simulation_play_note(&summary))?;
    }
    Ok(())
}

/// `marbles simulate ... --compare FILE...`: the same games under `scorer` and under
/// `other`, side by side (JSON: both summaries).
pub(super) fn compare(
    args: SimulateArgs,
    rules: &RulesInPlay,
    other_rules: &RulesInPlay,
    other_name: &str,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let (scorer, other) = (rules.scorer(), other_rules.scorer());
    #[derive(Serialize)]
    struct Comparison<'a> {
        base: &'a Summary<String>,
        other: &'a Summary<String>,
    }
    seats_fit(args.players, scorer)?;
    seats_fit(args.players, other)?;
    let setup = Setup::new(args.games, args.players, &args.strategies, args.seed)?;
    let base = play(rules, &setup)?;
    let changed = play(other_rules, &setup)?;
    if args.json {
        let word = |summary: &Summary| summary.clone().word_refusal(|err| err.words().to_string());
        let both = Comparison {
            base: &word(&base),
            other: &word(&changed),
        };
        out.write_all(crate::json::pretty(&both)?.as_bytes())?;
    } else {
        write!(out, "{}", simulation_table(&base))?;
        writeln!(out, "{}", crate::text!("sim-with", rules = other_name))?;
        write!(out, "{}", simulation_table(&changed))?;
        write!(out, "{}", comparison_table(&base, &changed, other_name))?;
        write!(out, "{}", simulation_play_note(&changed))?;
    }
    Ok(())
}

/// Refuses a table the rules do not seat before anything is set up per seat: a mistyped
/// `--players 100000000000` must be a message, not an allocation that aborts.
fn seats_fit(players: usize, scorer: &Scorer) -> Result<(), OddsError> {
    let rules = scorer.rules();
    if (rules.min_players..=rules.max_players).contains(&players) {
        Ok(())
    } else {
        Err(OddsError::PlayerCount {
            got: players,
            min: rules.min_players,
            max: rules.max_players,
        })
    }
}

/// Plays the games, with a progress bar on stderr when it is a terminal: by the lean
/// simulator where it plays the rules exactly, else through the engine with each worker
/// thread compiling the scripts for itself.
fn play(rules: &RulesInPlay, setup: &Setup) -> Result<Summary, CliError> {
    let scorer = rules.scorer();
    let hooked = rules.has_hooks();
    if setup.strategies.contains(&Strategy::Win) {
        // One refusal, in one sentence, for every rule the play to win cannot model: a
        // turn flow it does not play, or hooks it cannot see (which would otherwise be
        // played as the optimal policy without a word).
        WinModel::new(&ThrowChart::new(scorer))?;
        if hooked {
            return Err(OddsError::WinUnmodelled { switch: "hooks" }.into());
        }
    }
    let lean = lean_plays(&Policy::for_scorer(scorer), hooked);
    let policy = if lean && setup.strategies.contains(&Strategy::Win) && setup.strategies.len() == 2
    {
        crate::cli::win_table::policy_with_win_table(scorer)
    } else {
        Policy::for_scorer(scorer)
    };
    let bar = if std::io::stderr().is_terminal() {
        let bar = ProgressBar::with_draw_target(Some(setup.games), ProgressDrawTarget::stderr());
        let games = crate::text!("sim-progress-games");
        if let Ok(style) =
            ProgressStyle::with_template(&format!("{{bar:40}} {{pos}}/{{len}} {games}  {{eta}}"))
        {
            bar.set_style(style);
        }
        Some(bar)
    } else {
        None
    };
    let progress = |games| {
        if let Some(bar) = &bar {
            bar.inc(games);
        }
    };
    let sources = rules.house_rules();
    let tally = if lean {
        simulate(&policy, setup, &progress)
    } else {
        let make = || house_rules::load_saved(sources).map_err(|err| err.to_string());
        simulate_at_table(&policy, setup, &make, &progress)
    };
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    let summary = Summary::new(setup, &tally?);
    Ok(if lean {
        summary
    } else {
        summary.at_table(heuristics(scorer.rules(), &setup.strategies, hooked))
    })
}
