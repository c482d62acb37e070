//! The backward sweep through one standing's turn: the heart of every win computation.

use std::hint::select_unpredictable;

use super::model::{HandPlan, Plan, RunPlan};
use crate::dice::DICE_IN_GAME;

/// What a standing's turn leads to, besides its own states: the thrower's chance to win
/// after banking at each level, after a bust, and after a Flood.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Ends<'a> {
    /// Levels `0..cap` are solved; from `cap` on, banking wins.
    pub(crate) cap: usize,
    /// Per level below the cap: the chance after banking there, or `NEG_INFINITY` where
    /// banking is not allowed.
    pub(crate) bank: &'a [f64],
    /// The chance after a bust: the other player throws from the same totals.
    pub(crate) bust: f64,
    /// The chance after a Flood of an open thrower (their total back to 0).
    pub(crate) flood: f64,
    /// A closed thrower has nothing to lose: a Flood just ends the turn, as a bust does.
    pub(crate) closed: bool,
}

/// Reusable tables for sweeps, one per thread: `(level * 6 + dice - 1)` for the levels
/// below the cap, then a margin of sure wins as deep as one keep can reach.
#[derive(Debug, Clone, Default)]
pub(crate) struct Scratch {
    /// The chance to win from a state: the better of banking and throwing on.
    pub(crate) value: Vec<f64>,
    /// The chance to win by throwing on (below the cap only).
    pub(crate) throw: Vec<f64>,
    /// For [`sweep_with_slope`]: the chance and its derivative with respect to the
    /// chance after a bust, side by side so one load fetches both.
    lines: Vec<[f64; 2]>,
}

/// The chance to win at the turn's start; with `THROW`, the chances of throwing on are
/// kept in `scratch.throw` too.
///
/// Each keep adds points, so a state depends only on states further up: one sweep from
/// the cap down is exact.
pub(crate) fn sweep<const THROW: bool>(plan: &Plan, ends: &Ends<'_>, scratch: &mut Scratch) -> f64 {
    if ends.cap == 0 {
        // Banking wins before anything is thrown; no reachable standing is like that.
        return 1.0;
    }
    let rows = (ends.cap + plan.reach + 1) * DICE_IN_GAME;
    let Scratch { value, throw, .. } = scratch;
    value.clear();
    value.resize(rows, 1.0);
    if THROW {
        throw.clear();
        throw.resize(ends.cap * DICE_IN_GAME, 0.0);
    }
    for level in (0..ends.cap).rev() {
        let bank = ends.bank[level];
        let base = level * DICE_IN_GAME;
        for (d, hand) in plan.hands.iter().enumerate() {
            let (bust, flood) = losses(hand, ends);
            let mut sum = bust * ends.bust + flood * ends.flood;
            let above = &value[base..];
            for run in &hand.runs {
                match run.keeps {
                    1 => add_best::<1>(above, run, &mut sum),
                    2 => add_best::<2>(above, run, &mut sum),
                    3 => add_best::<3>(above, run, &mut sum),
                    4 => add_best::<4>(above, run, &mut sum),
                    5 => add_best::<5>(above, run, &mut sum),
                    6 => add_best::<6>(above, run, &mut sum),
                    _ => add_best_any(above, run, &mut sum),
                }
            }
            if THROW {
                throw[base + d] = sum;
            }
            // Ties bank: the same chance, and the game moves on.
            value[base + d] = if bank >= sum { bank } else { sum };
        }
    }
    value[plan.start - 1]
}

/// The chance to win at the turn's start and its derivative with respect to
/// `ends.bust`, for Newton's method on a bust 2-cycle.
///
/// Under a fixed play every chance is affine in the bust chance, with the slope the
/// chance of the turn ending in a bust; the best play takes maxima of such lines, so the
/// start is a convex, increasing, piecewise-linear function of it. The same sweep as
/// [`sweep`], carrying the slope of the chosen line along.
pub(crate) fn sweep_with_slope(plan: &Plan, ends: &Ends<'_>, scratch: &mut Scratch) -> (f64, f64) {
    if ends.cap == 0 {
        return (1.0, 0.0);
    }
    let rows = (ends.cap + plan.reach + 1) * DICE_IN_GAME;
    let lines = &mut scratch.lines;
    lines.clear();
    lines.resize(rows, [1.0, 0.0]);
    for level in (0..ends.cap).rev() {
        let bank = ends.bank[level];
        let base = level * DICE_IN_GAME;
        for (d, hand) in plan.hands.iter().enumerate() {
            let (bust, flood) = losses(hand, ends);
            let mut line = [bust * ends.bust + flood * ends.flood, bust];
            let above = &lines[base..];
            for run in &hand.runs {
                match run.keeps {
                    1 => add_best_line::<1>(above, run, &mut line),
                    2 => add_best_line::<2>(above, run, &mut line),
                    3 => add_best_line::<3>(above, run, &mut line),
                    4 => add_best_line::<4>(above, run, &mut line),
                    5 => add_best_line::<5>(above, run, &mut line),
                    6 => add_best_line::<6>(above, run, &mut line),
                    _ => add_best_line_any(above, run, &mut line),
                }
            }
            let [sum, slope] = line;
            lines[base + d] = if bank >= sum {
                [bank, 0.0]
            } else {
                [sum, slope]
            };
        }
    }
    let start = lines[plan.start - 1];
    (start[0], start[1])
}

/// Adds each class of `run` to `sum`: its chance times its best keep's value, the keeps
/// read from `above` (the states from the current level up). `N` is the run's number
/// of keeps, so the search for the best is unrolled (which took a third off the
/// solve's time); every comparison and addition comes in the order of the plain loop
/// in [`add_best_any`], so the chances are the same to the last bit.
#[inline(always)]
fn add_best<const N: usize>(above: &[f64], run: &RunPlan, sum: &mut f64) {
    let (classes, _) = run.offsets.as_chunks::<N>();
    for (&chance, keeps) in run.chances.iter().zip(classes) {
        let mut best = f64::NEG_INFINITY;
        for &offset in keeps {
            // Not `f64::max`: its NaN handling doubles the cost of this loop.
            let v = above[offset as usize];
            best = select_unpredictable(v > best, v, best);
        }
        *sum += chance * best;
    }
}

/// [`add_best`] for a run of any length.
fn add_best_any(above: &[f64], run: &RunPlan, sum: &mut f64) {
    for (k, &chance) in run.chances.iter().enumerate() {
        let mut best = f64::NEG_INFINITY;
        for &offset in &run.offsets[k * run.keeps..(k + 1) * run.keeps] {
            let v = above[offset as usize];
            if v > best {
                best = v;
            }
        }
        *sum += chance * best;
    }
}

/// [`add_best`] carrying the slope of each best keep's line into `line[1]`: that of
/// the first keep with the highest chance, as the plain loop found it. Which keep is
/// best changes from state to state, so it is chosen without a branch.
#[inline(always)]
fn add_best_line<const N: usize>(above: &[[f64; 2]], run: &RunPlan, line: &mut [f64; 2]) {
    let (classes, _) = run.offsets.as_chunks::<N>();
    for (&chance, keeps) in run.chances.iter().zip(classes) {
        let mut best = f64::NEG_INFINITY;
        // Where the best keep leads; none (past every state) while nothing beat -∞.
        let mut at = usize::MAX;
        for &offset in keeps {
            let offset = offset as usize;
            let v = above[offset][0];
            let take = v > best;
            at = select_unpredictable(take, offset, at);
            best = select_unpredictable(take, v, best);
        }
        line[0] += chance * best;
        line[1] += chance * above.get(at).map_or(0.0, |best| best[1]);
    }
}

/// [`add_best_line`] for a run of any length.
fn add_best_line_any(above: &[[f64; 2]], run: &RunPlan, line: &mut [f64; 2]) {
    for (k, &chance) in run.chances.iter().enumerate() {
        let mut best = f64::NEG_INFINITY;
        let mut slope = 0.0;
        for &offset in &run.offsets[k * run.keeps..(k + 1) * run.keeps] {
            let [v, s] = above[offset as usize];
            if v > best {
                best = v;
                slope = s;
            }
        }
        line[0] += chance * best;
        line[1] += chance * slope;
    }
}

/// The chances of a bust and of a Flood of this hand; a closed thrower has nothing to
/// lose, so a Flood just ends their turn as a bust does.
fn losses(hand: &HandPlan, ends: &Ends<'_>) -> (f64, f64) {
    if ends.closed {
        (hand.bust + hand.flood, 0.0)
    } else {
        (hand.bust, hand.flood)
    }
}

/// The chance to win by throwing `dice` dice from any level at or past the cap, where
/// every keep is a sure win: the chance the throw scores, plus what a bust or a Flood
/// leaves.
pub(crate) fn throw_past_cap(plan: &Plan, ends: &Ends<'_>, dice: usize) -> f64 {
    let Some(hand) = plan.hands.get(dice.wrapping_sub(1)) else {
        return 0.0;
    };
    let scores: f64 = hand.runs.iter().flat_map(|run| &run.chances).sum();
    let (bust, flood) = losses(hand, ends);
    scores + bust * ends.bust + flood * ends.flood
}
