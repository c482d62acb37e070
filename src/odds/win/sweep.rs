//! The backward sweep through one standing's turn: the heart of every win computation.

use super::model::{HandPlan, Plan};
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
            for class in &hand.classes {
                let first = class.first as usize;
                let mut best = f64::NEG_INFINITY;
                for &offset in &hand.offsets[first..first + class.len as usize] {
                    // Not `f64::max`: its NaN handling doubles the cost of this loop.
                    let v = value[base + offset as usize];
                    if v > best {
                        best = v;
                    }
                }
                sum += class.chance * best;
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
            let mut sum = bust * ends.bust + flood * ends.flood;
            let mut slope = bust;
            for class in &hand.classes {
                let first = class.first as usize;
                let mut best = [f64::NEG_INFINITY, 0.0];
                for &offset in &hand.offsets[first..first + class.len as usize] {
                    let line = lines[base + offset as usize];
                    if line[0] > best[0] {
                        best = line;
                    }
                }
                sum += class.chance * best[0];
                slope += class.chance * best[1];
            }
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
    let scores: f64 = hand.classes.iter().map(|c| c.chance).sum();
    let (bust, flood) = losses(hand, ends);
    scores + bust * ends.bust + flood * ends.flood
}
