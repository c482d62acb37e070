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
            let (bust, flood) = losses(hand, ends.closed);
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

/// One standing's turn: [`sweep_turns`] for one lane.
pub(crate) fn sweep_turn(
    plan: &Plan,
    ends: &Ends<'_>,
    kept: Option<f64>,
    scratch: &mut LaneScratch<1>,
) -> (f64, f64) {
    let ([chance], [slope]) = sweep_turns(plan, &ends.one_lane(), kept.map(|s| [s]), scratch);
    (chance, slope)
}

impl<'a> Ends<'a> {
    /// The same ends as the one lane of a lane sweep.
    fn one_lane(&self) -> LaneEnds<'a, 1> {
        let (bank, _) = self.bank.as_chunks::<1>();
        LaneEnds {
            cap: [self.cap],
            bank,
            bust: [self.bust],
            flood: [self.flood],
            closed: [self.closed],
        }
    }
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

/// The chances of a bust and of a Flood of this hand; a closed thrower has nothing to
/// lose, so a Flood just ends their turn as a bust does.
fn losses(hand: &HandPlan, closed: bool) -> (f64, f64) {
    if closed {
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
    let (bust, flood) = losses(hand, ends.closed);
    scores + bust * ends.bust + flood * ends.flood
}

/// What `L` standings' turns lead to, side by side: [`Ends`] per lane.
#[derive(Debug, Clone, Copy)]
pub(crate) struct LaneEnds<'a, const L: usize> {
    /// Per lane: levels `0..cap` are solved; from `cap` on, a sure win.
    pub(crate) cap: [usize; L],
    /// Per level up to the largest cap, per lane: the chance after banking there
    /// (`NEG_INFINITY` where not allowed or past the lane's cap).
    pub(crate) bank: &'a [[f64; L]],
    /// Per lane: the chance after a bust.
    pub(crate) bust: [f64; L],
    /// Per lane: the chance after a Flood of an open thrower.
    pub(crate) flood: [f64; L],
    /// Per lane: whether the thrower is closed.
    pub(crate) closed: [bool; L],
}

/// Per-thread rows of [`sweep_turns`].
#[derive(Debug, Clone, Default)]
pub(crate) struct LaneScratch<const L: usize> {
    pub(crate) values: Vec<[f64; L]>,
    pub(crate) slopes: Vec<[f64; L]>,
}

/// The chance to win at the start of `L` standings' turns, side by side, and each
/// one's derivative with respect to its chance after a bust, for Newton's method on a
/// bust 2-cycle.
///
/// Under a fixed play every chance is affine in the bust chance, with the slope the
/// chance of the turn ending in a bust; the best play takes maxima of such lines, so the
/// start is a convex, increasing, piecewise-linear function of it. The same sweep as
/// [`sweep`], carrying the slope of the chosen line along. The lanes never mix: each
/// lane's chance and slope are what it would get swept alone, to the last bit.
///
/// Given the slopes `kept` from the last sweep, the turns are swept for their chances
/// alone and those slopes come back instead: the very same chances, to the last bit,
/// for about a third of the time (measured on whole sweeps: 0.33 s against 1.1 s).
pub(crate) fn sweep_turns<const L: usize>(
    plan: &Plan,
    ends: &LaneEnds<'_, L>,
    kept: Option<[f64; L]>,
    scratch: &mut LaneScratch<L>,
) -> ([f64; L], [f64; L]) {
    match kept {
        Some(slopes) => (sweep_lanes::<L, false>(plan, ends, scratch).0, slopes),
        None => sweep_lanes::<L, true>(plan, ends, scratch),
    }
}

/// The lane sweep, carrying the slopes along with `SLOPE` (else they come back 0).
fn sweep_lanes<const L: usize, const SLOPE: bool>(
    plan: &Plan,
    ends: &LaneEnds<'_, L>,
    scratch: &mut LaneScratch<L>,
) -> ([f64; L], [f64; L]) {
    let top = ends.cap.iter().copied().max().unwrap_or(0);
    let rows = (top + plan.reach + 1) * DICE_IN_GAME;
    let LaneScratch { values, slopes } = scratch;
    values.clear();
    values.resize(rows, [1.0; L]);
    slopes.clear();
    if SLOPE {
        slopes.resize(rows, [0.0; L]);
    }
    // Each hand's chances of a bust and of a Flood, per lane.
    let hand_losses: Vec<([f64; L], [f64; L])> = plan
        .hands
        .iter()
        .map(|hand| {
            let both = ends.closed.map(|closed| losses(hand, closed));
            (both.map(|(bust, _)| bust), both.map(|(_, flood)| flood))
        })
        .collect();
    for level in (0..top).rev() {
        let bank = ends.bank[level];
        let base = level * DICE_IN_GAME;
        for (d, hand) in plan.hands.iter().enumerate() {
            let (bust, flood) = hand_losses[d];
            let mut sum = [0.0; L];
            let mut slope = [0.0; L];
            for k in 0..L {
                sum[k] = bust[k] * ends.bust[k] + flood[k] * ends.flood[k];
                slope[k] = bust[k];
            }
            let above_v = &values[base..];
            let above_s = if SLOPE { &slopes[base..] } else { &[] };
            for run in &hand.runs {
                match run.keeps {
                    1 => add_best_lanes::<1, L, SLOPE>(above_v, above_s, run, &mut sum, &mut slope),
                    2 => add_best_lanes::<2, L, SLOPE>(above_v, above_s, run, &mut sum, &mut slope),
                    3 => add_best_lanes::<3, L, SLOPE>(above_v, above_s, run, &mut sum, &mut slope),
                    4 => add_best_lanes::<4, L, SLOPE>(above_v, above_s, run, &mut sum, &mut slope),
                    5 => add_best_lanes::<5, L, SLOPE>(above_v, above_s, run, &mut sum, &mut slope),
                    6 => add_best_lanes::<6, L, SLOPE>(above_v, above_s, run, &mut sum, &mut slope),
                    _ => {
                        add_best_lanes_any::<L, SLOPE>(above_v, above_s, run, &mut sum, &mut slope)
                    }
                }
            }
            let (mut v, mut s) = ([0.0; L], [0.0; L]);
            for k in 0..L {
                let past = level >= ends.cap[k];
                let banks = bank[k] >= sum[k];
                v[k] = if past {
                    1.0
                } else if banks {
                    bank[k]
                } else {
                    sum[k]
                };
                s[k] = if past || banks { 0.0 } else { slope[k] };
            }
            values[base + d] = v;
            if SLOPE {
                slopes[base + d] = s;
            }
        }
    }
    let (mut v, mut s) = ([1.0; L], [0.0; L]);
    for k in 0..L {
        if ends.cap[k] > 0 {
            v[k] = values[plan.start - 1][k];
            if SLOPE {
                s[k] = slopes[plan.start - 1][k];
            }
        }
    }
    (v, s)
}

/// [`add_best`] for `L` lanes, carrying each best keep's slope: per lane, the first
/// keep with the highest chance and its slope, chosen without a branch.
#[inline(always)]
fn add_best_lanes<const N: usize, const L: usize, const SLOPE: bool>(
    values: &[[f64; L]],
    slopes: &[[f64; L]],
    run: &RunPlan,
    sum: &mut [f64; L],
    slope: &mut [f64; L],
) {
    let (classes, _) = run.offsets.as_chunks::<N>();
    for (&chance, keeps) in run.chances.iter().zip(classes) {
        let mut best = [f64::NEG_INFINITY; L];
        let mut best_slope = [0.0; L];
        for &offset in keeps {
            let v = values[offset as usize];
            if SLOPE {
                let s = slopes[offset as usize];
                for k in 0..L {
                    let take = v[k] > best[k];
                    best[k] = if take { v[k] } else { best[k] };
                    best_slope[k] = if take { s[k] } else { best_slope[k] };
                }
            } else {
                for k in 0..L {
                    best[k] = select_unpredictable(v[k] > best[k], v[k], best[k]);
                }
            }
        }
        for k in 0..L {
            sum[k] += chance * best[k];
            if SLOPE {
                slope[k] += chance * best_slope[k];
            }
        }
    }
}

/// [`add_best_lanes`] for a run of any length.
fn add_best_lanes_any<const L: usize, const SLOPE: bool>(
    values: &[[f64; L]],
    slopes: &[[f64; L]],
    run: &RunPlan,
    sum: &mut [f64; L],
    slope: &mut [f64; L],
) {
    for (c, &chance) in run.chances.iter().enumerate() {
        let mut best = [f64::NEG_INFINITY; L];
        let mut best_slope = [0.0; L];
        for &offset in &run.offsets[c * run.keeps..(c + 1) * run.keeps] {
            let v = values[offset as usize];
            for k in 0..L {
                if v[k] > best[k] {
                    best[k] = v[k];
                    if SLOPE {
                        best_slope[k] = slopes[offset as usize][k];
                    }
                }
            }
        }
        for k in 0..L {
            sum[k] += chance * best[k];
            if SLOPE {
                slope[k] += chance * best_slope[k];
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::odds::win::WinModel;

    #[test]
    fn lanes_sweep_each_turn_as_it_is_swept_alone_to_the_last_bit() {
        let model = WinModel::standard();
        let (plan, grid) = (&model.plan, model.grid);
        // Turns of different lengths side by side (a closed thrower's is the longest),
        // banks that differ per lane, and one lane that has already won.
        let seats = [0, 20, 23, grid.seats - 1];
        let caps = seats.map(|seat| grid.cap(seat));
        let banks: Vec<Vec<f64>> = (0..4)
            .map(|k| {
                (0..caps[k])
                    .map(|level| match grid.banked(seats[k], level) {
                        Some(_) => 1.0 - 0.5 * (-(level as f64) / (40.0 + k as f64)).exp(),
                        None => f64::NEG_INFINITY,
                    })
                    .collect()
            })
            .collect();
        let top = caps.iter().copied().max().unwrap_or(0);
        let mut lane_bank = vec![[f64::NEG_INFINITY; 4]; top];
        for (k, bank) in banks.iter().enumerate() {
            for (level, &chance) in bank.iter().enumerate() {
                lane_bank[level][k] = chance;
            }
        }
        let ends = LaneEnds::<4> {
            cap: caps,
            bank: &lane_bank,
            bust: [0.40, 0.41, 0.42, 0.43],
            flood: [0.30, 0.31, 0.32, 0.33],
            closed: seats.map(|seat| seat == 0),
        };
        let mut scratch = LaneScratch::<4>::default();
        let (chance, slope) = sweep_turns(plan, &ends, None, &mut scratch);
        // Swept for the chances alone (slopes kept from before): the same chances.
        let kept = [0.1, 0.2, 0.3, 0.4];
        let (alone_chance, kept_back) = sweep_turns(plan, &ends, Some(kept), &mut scratch);
        assert_eq!(kept_back, kept);
        assert_eq!(alone_chance.map(f64::to_bits), chance.map(f64::to_bits));
        for k in 0..4 {
            let alone = Ends {
                cap: caps[k],
                bank: &banks[k],
                bust: ends.bust[k],
                flood: ends.flood[k],
                closed: ends.closed[k],
            };
            let (c, s) = sweep_turn(plan, &alone, None, &mut LaneScratch::default());
            assert_eq!(
                c.to_bits(),
                chance[k].to_bits(),
                "lane {k}: {c} {}",
                chance[k]
            );
            assert_eq!(
                s.to_bits(),
                slope[k].to_bits(),
                "lane {k}: {s} {}",
                slope[k]
            );
        }
    }
}
