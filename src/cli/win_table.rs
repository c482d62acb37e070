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

/// Sweeps a solve is expected to take before the first two say how fast it converges:
/// what the standard game's takes.
const SWEEPS_EXPECTED: u32 = 8;

/// How many sweeps a solve will take in all, from the sweeps done so far and the last
/// two changes (each sweep shrinks the change by about the same factor), never fewer
/// than one more than done: the length of one bar over the whole solve.
fn sweeps_expected(done: u32, changes: (Option<f64>, Option<f64>)) -> u32 {
    let estimate = match changes {
        (Some(before), Some(last)) if last > 0.0 && before > last => {
            let ratio = before / last;
            let left = (last / crate::odds::win::SWEEP_TOLERANCE).ln() / ratio.ln();
            done.saturating_add(left.ceil().clamp(0.0, 100.0) as u32)
        }
        _ => SWEEPS_EXPECTED,
    };
    estimate.max(done + 1)
}

/// Solves the model, with one bar over the whole solve on a terminal (its length the
/// sweeps expected, growing or shrinking as the changes tell how many are left) and a
/// one-line note on any other stderr.
fn solve_with_progress(model: &WinModel) -> WinTable {
    let standings = model.standings();
    let bar = if std::io::stderr().is_terminal() {
        let bar = ProgressBar::with_draw_target(
            Some(standings * u64::from(SWEEPS_EXPECTED)),
            ProgressDrawTarget::stderr(),
        );
        // `wide_bar` takes what the line leaves, so the line never wraps (a wrapped
        // line split `2 926/` from `42 849` and drew the bar again on every update).
        if let Ok(style) = ProgressStyle::with_template("{msg} {wide_bar} {percent:>3}% {elapsed}")
        {
            bar.set_style(style);
        }
        Some(bar)
    } else {
        eprintln!("{}", crate::render::wrap(&solve_note(model.turn_states())));
        None
    };
    // The sweeps done before this one, and the changes of the last two.
    let changes = std::sync::Mutex::new((None::<f64>, None::<f64>));
    // From the standard game's table: house rules near it settle in fewer sweeps, and
    // always the same start, so the same rules always give the same bytes.
    let near = WinTable::standard().ok();
    let table = solve_table(model, near, &|progress: Progress| {
        let Some(bar) = &bar else { return };
        let crate::odds::win::Stage::Sweep { number, change } = progress.stage else {
            return;
        };
        let mut seen = changes
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if change != seen.1 {
            *seen = (seen.1, change);
        }
        let done_before = number.saturating_sub(1);
        let expected = sweeps_expected(done_before, *seen);
        bar.set_length(standings * u64::from(expected));
        bar.set_position(standings * u64::from(done_before) + progress.done);
        bar.set_message(solve_stage(&progress.stage));
    });
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_expects_the_standard_sweeps_then_what_the_changes_say() {
        assert_eq!(sweeps_expected(0, (None, None)), SWEEPS_EXPECTED);
        assert_eq!(sweeps_expected(1, (None, Some(0.5))), SWEEPS_EXPECTED);
        // 122-fold a sweep from 4.1e-3 down to 1e-11: five more after the second.
        assert_eq!(sweeps_expected(2, (Some(0.5), Some(4.1e-3))), 7);
        // Never fewer than one more than done, and never backwards past what is done.
        assert_eq!(sweeps_expected(9, (Some(1e-10), Some(2e-11))), 10);
        assert_eq!(
            sweeps_expected(3, (Some(1e-3), Some(1e-3))),
            SWEEPS_EXPECTED
        );
    }
}
