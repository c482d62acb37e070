//! The win table of the rules in play for one-shot commands: shipped, cached, or solved
//! now with a progress bar and kept in the cache for next time.

use std::io::IsTerminal;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::odds::Policy;
use crate::odds::win::{Progress, WinModel, WinTable, solve_table};
use crate::render::{solve_note, solve_stage};
use crate::rules::Scorer;
use crate::store;

/// The policy for `scorer`'s rules with their win table attached when the two-player
/// race fits the model: the shipped table, a cached one, or one solved now (about a
/// minute on two cores) and cached. Rules that do not fit get the plain policy, whose
/// win play then says why.
pub(super) fn policy_with_win_table(scorer: &Scorer) -> Policy {
    let policy = store::with_cached_win_table(Policy::for_scorer(scorer));
    let Ok(model) = WinModel::new(policy.chart()) else {
        return policy;
    };
    if policy.win_play().is_ok() {
        return policy;
    }
    let solved = solve_with_progress(&model);
    // Answer from the table as the cache keeps it, so this run and every later one
    // read the same numbers.
    let table = WinTable::from_bytes(&solved.to_bytes()).unwrap_or(solved);
    if let Err(err) = store::cache_win_table(&table) {
        // A cache is a convenience: the answer stands without it.
        eprintln!("{}", crate::render::cache_note(&err));
    }
    let plain = Policy::new(policy.chart().clone());
    Policy::new(policy.chart().clone())
        .with_win_table(table)
        .unwrap_or(plain)
}

/// Solves the model, with a bar on a terminal and a one-line note on any other stderr.
fn solve_with_progress(model: &WinModel) -> WinTable {
    let bar = if std::io::stderr().is_terminal() {
        let bar =
            ProgressBar::with_draw_target(Some(model.standings()), ProgressDrawTarget::stderr());
        let standings = crate::text!("win-progress-standings");
        if let Ok(style) = ProgressStyle::with_template(&format!(
            "{{msg:24}} {{bar:40}} {{prefix}} {standings}  {{elapsed}}"
        )) {
            bar.set_style(style);
        }
        Some(bar)
    } else {
        eprintln!("{}", solve_note(model.turn_states()));
        None
    };
    let table = solve_table(model, &|progress: Progress| {
        if let Some(bar) = &bar {
            bar.set_length(progress.total);
            bar.set_position(progress.done);
            bar.set_message(solve_stage(&progress.stage));
            bar.set_prefix(crate::render::progress_count(progress.done, progress.total));
        }
    });
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    table
}
