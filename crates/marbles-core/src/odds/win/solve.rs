//! Value iteration over turn-start standings.

use rayon::prelude::*;
use serde::Serialize;

use super::sweep::{Ends, LaneEnds, LaneScratch, Scratch, sweep, sweep_turn, sweep_turns};
use super::{Grid, WinModel, WinTable};
use crate::odds::win::model::Plan;

/// Sweeps stop once no chance moves by more than this between two of them. Each sweep
/// shrinks the change about thirtyfold in the standard game, so the chances are then
/// within about 1e-12 of the fixed point. A solve started near the answer also stops
/// once the last two changes show the chances within this of the fixed point (see
/// `Settling::done`), a sweep sooner.
pub const SWEEP_TOLERANCE: f64 = 1e-11;

/// A bust 2-cycle is solved once its fixed-point equation holds to this.
const PAIR_TOLERANCE: f64 = 1e-14;

/// A Newton step this small is taken without solving the pair again to check that the
/// play stayed the same under it. If it did not, the step is off by a fraction of
/// itself, which the next sweep corrects like any other change of its inputs; the last
/// sweep's steps are below [`SWEEP_TOLERANCE`], which bounds what they can miss.
const TRUSTED_STEP: f64 = 1e-2;

/// How a sweep's Newton steps come by the slopes of the pairs' turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stepping {
    /// Every step sweeps the turns for their slopes: a solve from scratch, which keeps
    /// every bit it always had.
    Swept,
    /// A pair's first step takes the slopes kept from the last sweep (see
    /// [`REUSE_SLOPES_BELOW`]), trusted up to [`TRUSTED_STEP`]; after a larger one the
    /// pair is worked out again where it stepped, and the two points give the slopes
    /// (a secant: exact where the play is the same at both).
    Kept,
    /// As `Kept`, but no first step is trusted, so every pair steps by a secant and the
    /// next sweep keeps its slopes: near the answer, where the slopes kept are too far
    /// off (a large change in the last sweep). Two sweeps for chances alone cost two
    /// thirds of one that carries the slopes (open_500's second sweep: 0.6 s, not 1.0).
    Secant,
}

/// In a solve started near the answer, once a sweep changes no chance by more than
/// this, the next sweep's Newton steps reuse the slopes each pair's turns had in the
/// last one, and its turns are swept for their chances alone (a third of the work). The
/// slope is the chance of the turn ending in a bust under its play, so it is exact where
/// the play has not changed; where it has, the step is off by a fraction of itself,
/// which the next sweep corrects, as with [`TRUSTED_STEP`]: the same fixed point to the
/// same tolerance, in different last bits. A sweep that does not halve the change sends
/// the next back to slopes taken afresh ([`Stepping::Secant`]), so kept slopes never
/// hold a solve back. A solve from scratch (the shipped table, the pinned tests) sweeps
/// for the slopes at every step and keeps every bit it always had.
const REUSE_SLOPES_BELOW: f64 = 1e-2;

/// Sweeps after which the solve stops even if it has not settled (it settles in a few
/// dozen; this only bounds a pathological rule set).
const MAX_SWEEPS: u32 = 500;

/// How far a solve has got, for a progress bar.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Progress {
    /// What is being done.
    pub stage: Stage,
    /// Standings done in this stage.
    pub done: u64,
    /// Standings in this stage.
    pub total: u64,
}

/// The stages of a solve.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum Stage {
    /// A sweep over every standing, from the highest totals down.
    Sweep {
        /// Sweeps so far, this one included.
        number: u32,
        /// The most any chance moved in the previous sweep (none before the second).
        change: Option<f64>,
    },
    /// The closing check: one full Bellman update, every standing from the table.
    Check,
}

/// How a solve went: its size and the evidence that it converged.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct SolveReport {
    /// Turn-start standings solved.
    pub(crate) standings: u64,
    /// Within-turn states behind them.
    pub(crate) turn_states: u64,
    /// Sweeps over every standing.
    pub sweeps: u32,
    /// Backward sweeps through one standing's turn, the unit of work.
    pub turn_solves: u64,
    /// The most any chance moved in the last sweep.
    pub change: f64,
    /// The largest difference between the table and one more Bellman update of it
    /// (every standing re-solved with its successors read from the table).
    pub residual: f64,
}

/// Solves every standing of the two-player race: the chance that the player to throw
/// wins when both play to win.
///
/// Banking always raises the sum of the two totals, a bust keeps it, and only a Flood
/// lowers it. So each sweep takes the standings by descending sum: everything banking
/// reaches is final by then, a standing and its swap (a bust hands the same totals to the
/// other player) are solved together as a fixed point by Newton's method on their
/// piecewise-linear turn values (exact once the play stops changing, usually one or two
/// steps), and the chances after a Flood are read from the previous sweep. Sweeps repeat
/// until nothing moves by more than `SWEEP_TOLERANCE`; then one full Bellman update
/// measures the residual that `SolveReport::residual` reports. The table knows the
/// slopes of its turns, for a solve that starts from it ([`solve_table`]).
pub fn solve(model: &WinModel, progress: &(dyn Fn(Progress) + Sync)) -> (WinTable, SolveReport) {
    solve_with(model, None, true, progress)
}

/// The table [`solve`] finds, without its closing check: the same chances for a ninth
/// less work, for callers that only keep the table (the check changes nothing in it;
/// it measures how far the table is from the fixed point, which tests and the
/// `win_table` example show).
///
/// With `near`, the sweeps start from that table's chances, read at the same share of
/// the way to the winning score (the standard game's table for house rules: the closer
/// their game to it, the fewer sweeps; six of a kind at 5,000 takes six instead of
/// eight). Where that table knows its turns' slopes (the shipped one does), the first
/// sweep's Newton steps start from them instead of sweeping every turn for its slope
/// (six of a kind at 5,000: 3.7 s to 2.4 s); a pair whose step on such slopes is too
/// large to trust is worked out again where it stepped and takes its slopes from the
/// two points, a secant, rather than sweeping its turns for them (open_500: 3.4 s to
/// 2.7 s). The sweeps settle on the same fixed point from anywhere, to the same
/// tolerance; where they start only moves the last bits, so a caller that wants the
/// same bytes every time starts from the same table every time.
pub fn solve_table(
    model: &WinModel,
    near: Option<&WinTable>,
    progress: &(dyn Fn(Progress) + Sync),
) -> WinTable {
    solve_with(model, near, false, progress).0
}

fn solve_with(
    model: &WinModel,
    near: Option<&WinTable>,
    check: bool,
    progress: &(dyn Fn(Progress) + Sync),
) -> (WinTable, SolveReport) {
    let grid = model.grid;
    let seats = grid.seats;
    let groups = groups(&grid);
    let mut chances = near.map_or_else(|| vec![0.5; seats * seats], |near| near.read_onto(&grid));
    // The chance after a Flood, from the start; without one, a first guess: better
    // placed is better off.
    let mut flooded: Vec<f64> = if near.is_some() {
        (0..seats).map(|j| chances[j * seats]).collect()
    } else {
        (0..seats)
            .map(|j| 0.5 + 0.4 * grid.total_in_steps(j) as f64 / grid.cap(0).max(1) as f64)
            .collect()
    };
    let total = model.standings();
    let mut report = SolveReport {
        standings: total,
        turn_states: model.turn_states(),
        sweeps: 0,
        turn_solves: 0,
        change: f64::INFINITY,
        residual: f64::INFINITY,
    };
    // Per standing, the slope of its turn at the last Newton step (NaN before any),
    // or, to start with, the slopes the table started from knew.
    let given = near.and_then(|near| near.slopes_onto(&grid));
    let mut settling = Settling::new(near.is_some(), given.is_some());
    let mut slopes = given.unwrap_or_else(|| vec![f64::NAN; seats * seats]);
    while report.sweeps < MAX_SWEEPS {
        report.sweeps += 1;
        let stage = Stage::Sweep {
            number: report.sweeps,
            change: settling.last,
        };
        let mut done = 0;
        let mut change: f64 = 0.0;
        let stepping = settling.stepping();
        progress(Progress { stage, done, total });
        for group in &groups {
            let inputs = Inputs {
                plan: &model.plan,
                grid: &grid,
                chances: &chances,
                flooded: &flooded,
                stepping,
            };
            // Without a table to start from, the first sweep starts each pair from the
            // neighbour one step up, solved just before.
            let first = report.sweeps == 1 && near.is_none();
            let warm = |(i, j): (usize, usize)| {
                let up = if first { (i + 1).min(seats - 1) } else { i };
                chances[up * seats + j]
            };
            let stale = |(i, j): (usize, usize)| {
                let both = (slopes[i * seats + j], slopes[j * seats + i]);
                (stepping != Stepping::Swept && both.0.is_finite() && both.1.is_finite())
                    .then_some(both)
            };
            // Pairs of two standings side by side, LANES at a time (neighbours in the
            // group, so their turns are about as long); a standing that is its own
            // swap, and what is left over, one by one.
            let (twins, singles): (Vec<Pair>, Vec<Pair>) =
                group.iter().partition(|&&(i, j)| i != j);
            let batches = twins.chunks_exact(LANES);
            let rest = batches.remainder().iter().chain(&singles);
            let mut solved: Vec<(usize, usize, PairSolution)> = batches
                .collect::<Vec<_>>()
                .par_iter()
                .map_init(PairScratch::default, |scratch, batch| {
                    let pairs: [(usize, usize); LANES] = std::array::from_fn(|k| batch[k]);
                    // Kept slopes for every lane, or none.
                    let stale = pairs
                        .iter()
                        .map(|&pair| stale(pair))
                        .collect::<Option<Vec<_>>>()
                        .and_then(|all| <[(f64, f64); LANES]>::try_from(all).ok());
                    let solutions = solve_pairs(&inputs, pairs, pairs.map(&warm), stale, scratch);
                    pairs
                        .into_iter()
                        .zip(solutions)
                        .map(|((i, j), pair)| (i, j, pair))
                        .collect::<Vec<_>>()
                })
                .flatten()
                .collect();
            solved.extend(
                rest.copied()
                    .collect::<Vec<_>>()
                    .par_iter()
                    .map_init(PairScratch::default, |scratch, &(i, j)| {
                        let stale = stale((i, j));
                        (
                            i,
                            j,
                            solve_pair(&inputs, (i, j), warm((i, j)), stale, scratch),
                        )
                    })
                    .collect::<Vec<_>>(),
            );
            for (i, j, pair) in solved {
                change = change
                    .max((pair.x - chances[i * seats + j]).abs())
                    .max((pair.y - chances[j * seats + i]).abs());
                chances[i * seats + j] = pair.x;
                chances[j * seats + i] = pair.y;
                slopes[i * seats + j] = pair.fs;
                slopes[j * seats + i] = pair.gs;
                report.turn_solves += pair.solves;
                done += if i == j { 1 } else { 2 };
            }
            progress(Progress { stage, done, total });
        }
        for (j, flood) in flooded.iter_mut().enumerate() {
            *flood = chances[j * seats];
        }
        report.change = change;
        settling.swept(change);
        if settling.done() {
            break;
        }
    }
    if check {
        progress(Progress {
            stage: Stage::Check,
            done: 0,
            total,
        });
        report.residual = residual(&model.plan, &grid, &chances);
        report.turn_solves += total;
        progress(Progress {
            stage: Stage::Check,
            done: total,
            total,
        });
    }
    let table = WinTable::solved(model.fingerprint(), grid, chances, slopes);
    (table, report)
}

/// The largest change one Bellman update makes to `chances`: every standing re-solved
/// with its bust, Flood and banking successors read from `chances` itself.
pub(crate) fn residual(plan: &Plan, grid: &Grid, chances: &[f64]) -> f64 {
    let seats = grid.seats;
    (0..seats * seats)
        .into_par_iter()
        .map_init(PairScratch::default, |scratch, k| {
            let (i, j) = (k / seats, k % seats);
            (bellman(plan, grid, chances, i, j, scratch) - chances[k]).abs()
        })
        .reduce(|| 0.0, f64::max)
}

/// One Bellman update of standing (thrower `i`, other `j`) from `chances`.
pub(crate) fn bellman(
    plan: &Plan,
    grid: &Grid,
    chances: &[f64],
    i: usize,
    j: usize,
    scratch: &mut PairScratch,
) -> f64 {
    let seats = grid.seats;
    fill_banks(grid, chances, i, j, &mut scratch.bank);
    let ends = Ends {
        cap: grid.cap(i),
        bank: &scratch.bank,
        bust: 1.0 - chances[j * seats + i],
        flood: 1.0 - chances[j * seats],
        closed: i == 0,
    };
    sweep::<false>(plan, &ends, &mut scratch.sweep)
}

/// A standing as (thrower's seat, other's seat); with its swap, a pair.
type Pair = (usize, usize);

/// Pairs [`solve_pairs`] solves side by side: four chances fill the vector registers
/// the compiler targets by default (two of two), and measured, four did best
/// (1.76 times the throughput of one pair at a time; eight, 1.04).
const LANES: usize = 4;

/// Per-thread buffers of a pair solve.
#[derive(Debug, Default)]
pub(crate) struct PairScratch {
    sweep: Scratch,
    bank: Vec<f64>,
    swapped_bank: Vec<f64>,
    lane: LaneScratch<1>,
    lanes: LaneScratch<LANES>,
    lane_bank: Vec<[f64; LANES]>,
    lane_swapped_bank: Vec<[f64; LANES]>,
}

/// The thrower's chance after banking at each level below the cap of seat `i` against
/// seat `j`: one minus the other's chance to win, now throwing against the new total.
pub(crate) fn fill_banks(grid: &Grid, chances: &[f64], i: usize, j: usize, bank: &mut Vec<f64>) {
    let seats = grid.seats;
    let cap = grid.cap(i);
    bank.clear();
    bank.extend((0..cap).map(|level| match grid.banked(i, level) {
        Some(k) => 1.0 - chances[j * seats + k],
        None => f64::NEG_INFINITY,
    }));
}

/// What one sweep reads: everything but the pair being solved.
struct Inputs<'a> {
    plan: &'a Plan,
    grid: &'a Grid,
    chances: &'a [f64],
    /// Per seat j: the chance of j to throw against a closed player, from the last
    /// sweep; a Flood of the thrower leads there.
    flooded: &'a [f64],
    /// How the Newton steps come by the turns' slopes.
    stepping: Stepping,
}

impl Inputs<'_> {
    fn ends<'a>(&self, bank: &'a [f64], thrower: usize, other: usize, bust: f64) -> Ends<'a> {
        Ends {
            cap: self.grid.cap(thrower),
            bank,
            bust,
            flood: 1.0 - self.flooded[other],
            closed: thrower == 0,
        }
    }
}

/// How a solve's sweeps are settling, which decides when they stop and, in a solve
/// started near the answer, whether a sweep reuses the slopes of the last (see
/// [`REUSE_SLOPES_BELOW`]).
#[derive(Debug, Clone, Copy)]
struct Settling {
    /// Only a solve started near the answer takes the shortcuts: one from scratch keeps
    /// every bit it always had.
    near: bool,
    /// Whether the table the solve started from came with its turns' slopes, which the
    /// first sweep then reuses.
    given: bool,
    /// The changes of the last sweep and of the one before, where there were such.
    last: Option<f64>,
    before: Option<f64>,
}

impl Settling {
    fn new(near: bool, given: bool) -> Settling {
        Settling {
            near,
            given: near && given,
            last: None,
            before: None,
        }
    }

    /// A sweep is done that changed no chance by more than `change`.
    fn swept(&mut self, change: f64) {
        self.before = self.last;
        self.last = Some(change);
    }

    /// The last change over the one before: how much a sweep shrinks the change.
    fn rate(&self) -> Option<f64> {
        Some(self.last? / self.before?)
    }

    /// Whether the next sweep reuses the slopes: near the answer, once the sweeps have
    /// settled, or from the first sweep with slopes given. Kept slopes too far off for
    /// some pair could stop the sweeps settling, so a sweep that does not halve the
    /// change sends the next back to slopes taken afresh.
    fn reuse_slopes(&self) -> bool {
        let halving = self.rate().is_none_or(|rate| rate < 0.5);
        self.near
            && halving
            && self
                .last
                .map_or(self.given, |last| last < REUSE_SLOPES_BELOW)
    }

    /// How the next sweep's steps come by the slopes: swept from scratch; near the
    /// answer kept where [`Settling::reuse_slopes`] says so, else by secants.
    fn stepping(&self) -> Stepping {
        if !self.near {
            Stepping::Swept
        } else if self.reuse_slopes() {
            Stepping::Kept
        } else {
            Stepping::Secant
        }
    }

    /// Whether the sweeps are done: no chance moved by more than [`SWEEP_TOLERANCE`],
    /// or, near the answer, the chances are within it of the fixed point by the last two
    /// changes. Sweeps that shrink each change by the rate ρ leave at most ρ/(1 − ρ)
    /// times the last change to go; ρ is taken at twice the last rate seen, as the
    /// rate wanders from sweep to sweep (by 0.017 to 0.054 in the sweeps of open_500).
    /// This saves the one sweep that would only have confirmed the answer.
    fn done(&self) -> bool {
        let Some(last) = self.last else {
            return false;
        };
        if last <= SWEEP_TOLERANCE {
            return true;
        }
        match self.rate() {
            Some(rate) if self.near && rate < 0.25 => {
                let rate = 2.0 * rate;
                last * rate / (1.0 - rate) <= SWEEP_TOLERANCE
            }
            _ => false,
        }
    }
}

/// A solved pair: both chances, the turn sweeps it took, and the slopes of the
/// standing's turn and of its swap's at the last step (for [`REUSE_SLOPES_BELOW`]).
#[derive(Debug, Clone, Copy)]
struct PairSolution {
    x: f64,
    y: f64,
    solves: u64,
    fs: f64,
    gs: f64,
}

/// Solves standing (i, j) and its swap (j, i) together, given everything they bank into
/// and the chances after a Flood, by Newton's method from `x`.
///
/// With x the chance of (i, j), its swap's chance is y = G(1 − x) and x must equal
/// H(x) = F(1 − y); both F and G are increasing, piecewise-linear and less steep than 1
/// (a turn can always do something other than bust), so H − x falls strictly and has one
/// root in [0, 1]. Newton's method, kept inside a shrinking bracket, finds it; its steps
/// are exact as long as the play does not change on the way, and a step no larger than
/// [`TRUSTED_STEP`] is taken without solving again (in late sweeps, one solve of each
/// turn is all a pair costs). With `stale` slopes (the standing's turn's and its swap's
/// from the last sweep, see [`REUSE_SLOPES_BELOW`]) the turns are swept for their
/// chances alone: the first step takes those slopes, later ones the secant through the
/// last two points, and `inputs.stepping` says how far the first is trusted
/// ([`Stepping`]).
fn solve_pair(
    inputs: &Inputs<'_>,
    (i, j): (usize, usize),
    x: f64,
    stale: Option<(f64, f64)>,
    scratch: &mut PairScratch,
) -> PairSolution {
    fill_banks(inputs.grid, inputs.chances, i, j, &mut scratch.bank);
    if i != j {
        fill_banks(inputs.grid, inputs.chances, j, i, &mut scratch.swapped_bank);
    }
    let mut newton = Newton::from(x, i == j, inputs.stepping);
    for _ in 0..100 {
        let x = newton.x;
        // H(x), its slope, the swap's chance y on the way and both turns' slopes.
        let settled = if i == j {
            let (v, fs) = sweep_turn(
                inputs.plan,
                &inputs.ends(&scratch.bank, i, j, 1.0 - x),
                stale.map(|(fs, _)| fs),
                &mut scratch.lane,
            );
            newton.step(v, v, fs, fs, stale.is_some())
        } else {
            let (y, gs) = sweep_turn(
                inputs.plan,
                &inputs.ends(&scratch.swapped_bank, j, i, 1.0 - x),
                stale.map(|(_, gs)| gs),
                &mut scratch.lane,
            );
            let (v, fs) = sweep_turn(
                inputs.plan,
                &inputs.ends(&scratch.bank, i, j, 1.0 - y),
                stale.map(|(fs, _)| fs),
                &mut scratch.lane,
            );
            newton.step(v, y, fs, gs, stale.is_some())
        };
        if settled {
            break;
        }
    }
    newton.last
}

/// [`solve_pair`] for [`LANES`] pairs of distinct seats at once: each lane takes the
/// very steps `solve_pair` takes for its pair (the same [`Newton`], the lanes' turns
/// swept side by side with the single sweep's arithmetic), so each chance is the same
/// to the last bit; the lanes sweep on together until the last of them has settled.
fn solve_pairs(
    inputs: &Inputs<'_>,
    pairs: [(usize, usize); LANES],
    warm: [f64; LANES],
    stale: Option<[(f64, f64); LANES]>,
    scratch: &mut PairScratch,
) -> [PairSolution; LANES] {
    let grid = inputs.grid;
    // Thrower and other of each lane's turn, and of its swap's.
    let turns = pairs;
    let swaps = pairs.map(|(i, j)| (j, i));
    let fill = |lanes: &mut Vec<[f64; LANES]>, bank: &mut Vec<f64>, turns: [Pair; LANES]| {
        lanes.clear();
        for (k, (thrower, other)) in turns.into_iter().enumerate() {
            fill_banks(grid, inputs.chances, thrower, other, bank);
            if lanes.len() < bank.len() {
                lanes.resize(bank.len(), [f64::NEG_INFINITY; LANES]);
            }
            for (level, &chance) in bank.iter().enumerate() {
                lanes[level][k] = chance;
            }
        }
    };
    fill(&mut scratch.lane_bank, &mut scratch.bank, turns);
    fill(
        &mut scratch.lane_swapped_bank,
        &mut scratch.swapped_bank,
        swaps,
    );
    let ends = |bank, turns: [Pair; LANES], bust: [f64; LANES]| LaneEnds {
        cap: turns.map(|(thrower, _)| grid.cap(thrower)),
        bank,
        bust,
        flood: turns.map(|(_, other)| 1.0 - inputs.flooded[other]),
        closed: turns.map(|(thrower, _)| thrower == 0),
    };
    let mut newton = warm.map(|x| Newton::from(x, false, inputs.stepping));
    for _ in 0..100 {
        let x = newton.each_ref().map(|n| n.x);
        let swap_ends = ends(&scratch.lane_swapped_bank, swaps, x.map(|x| 1.0 - x));
        let (y, gs) = sweep_turns(
            inputs.plan,
            &swap_ends,
            stale.map(|slopes| slopes.map(|(_, gs)| gs)),
            &mut scratch.lanes,
        );
        let (hx, fs) = sweep_turns(
            inputs.plan,
            &ends(&scratch.lane_bank, turns, y.map(|y| 1.0 - y)),
            stale.map(|slopes| slopes.map(|(fs, _)| fs)),
            &mut scratch.lanes,
        );
        for (k, lane) in newton.iter_mut().enumerate() {
            if !lane.settled {
                lane.step(hx[k], y[k], fs[k], gs[k], stale.is_some());
            }
        }
        if newton.iter().all(|lane| lane.settled) {
            break;
        }
    }
    newton.map(|lane| lane.last)
}

/// Newton's method on one pair's fixed point x = H(x), kept inside a shrinking
/// bracket (see [`solve_pair`]): the one copy of its steps, for a pair solved alone
/// and for pairs solved side by side.
#[derive(Debug, Clone, Copy)]
struct Newton {
    /// Where H is to be worked out next.
    x: f64,
    low: f64,
    high: f64,
    /// A standing that is its own swap (i = j): one turn, y is x.
    alone: bool,
    /// The answer so far, and the turn sweeps it took.
    last: PairSolution,
    settled: bool,
    /// The last point worked out, H there and y there: for a secant.
    before: Option<(f64, f64, f64)>,
    /// Up to which size a step on kept slopes is trusted (see [`Stepping`]).
    kept_trust: f64,
}

impl Newton {
    fn from(warm: f64, alone: bool, stepping: Stepping) -> Newton {
        let x = warm.clamp(0.0, 1.0);
        Newton {
            x,
            low: 0.0,
            high: 1.0,
            alone,
            last: PairSolution {
                x,
                y: x,
                solves: 0,
                fs: f64::NAN,
                gs: f64::NAN,
            },
            settled: false,
            before: None,
            kept_trust: if stepping == Stepping::Secant {
                0.0
            } else {
                TRUSTED_STEP
            },
        }
    }

    /// One step from what the turns gave at `self.x`: H(x), the swap's chance y, and
    /// the slopes of the standing's turn (`fs`) and of its swap's (`gs`), as swept or,
    /// with `kept`, as kept from before. Whether the pair has settled.
    fn step(&mut self, hx: f64, y: f64, fs: f64, gs: f64, kept: bool) -> bool {
        let x = self.x;
        let (fs, gs, trusted) = match (kept, self.before) {
            (false, _) => (fs, gs, TRUSTED_STEP),
            (true, None) => (fs, gs, self.kept_trust),
            (true, Some(before)) => {
                let (fs, gs) = self.secant(before, (x, hx, y), (fs, gs));
                (fs, gs, TRUSTED_STEP)
            }
        };
        self.before = Some((x, hx, y));
        let (dh, dy) = if self.alone {
            (-fs, -fs)
        } else {
            (fs * gs, -gs)
        };
        let h = hx - x;
        self.last = PairSolution {
            x: hx,
            y,
            solves: self.last.solves + if self.alone { 1 } else { 2 },
            fs,
            gs,
        };
        if h.abs() <= PAIR_TOLERANCE {
            self.settled = true;
            return true;
        }
        if h > 0.0 {
            self.low = self.low.max(x);
        } else {
            self.high = self.high.min(x);
        }
        let next = x - h / (dh - 1.0);
        if next > self.low && next < self.high {
            if (next - x).abs() <= trusted {
                // Exact under the play just solved; see TRUSTED_STEP.
                self.last.x = next;
                self.last.y = if self.alone {
                    next
                } else {
                    y + dy * (next - x)
                };
                self.settled = true;
                return true;
            }
            self.x = next;
        } else {
            self.x = 0.5 * (self.low + self.high);
        }
        false
    }

    /// The turns' slopes between two points worked out, `(x, H(x), y)` each: what
    /// the sweeps there say of them without carrying slopes, exact where the play is
    /// the same at both. A slope is a turn's chance of ending in a bust, so `kept`
    /// stands where the points say something else (the same point twice, or a change
    /// of play between them lost in rounding).
    fn secant(
        &self,
        (x0, h0, y0): (f64, f64, f64),
        (x1, h1, y1): (f64, f64, f64),
        kept: (f64, f64),
    ) -> (f64, f64) {
        let slope = |rise: f64, run: f64, fallback: f64| {
            let slope = rise / run;
            if (0.0..=1.0).contains(&slope) {
                slope
            } else {
                fallback
            }
        };
        if self.alone {
            // H(x) = F(1 − x).
            let fs = slope(h0 - h1, x1 - x0, kept.0);
            (fs, fs)
        } else {
            // y = G(1 − x) and H = F(1 − y).
            (
                slope(h0 - h1, y1 - y0, kept.0),
                slope(y0 - y1, x1 - x0, kept.1),
            )
        }
    }
}

/// Unordered pairs of seats {i ≤ j}, grouped by the sum of their totals, highest first:
/// a group depends only on the groups before it (and on Floods, from the last sweep).
fn groups(grid: &Grid) -> Vec<Vec<(usize, usize)>> {
    let seats = grid.seats;
    let mut pairs: Vec<(usize, usize, usize)> = (0..seats)
        .flat_map(|i| (i..seats).map(move |j| (i, j)))
        .map(|(i, j)| (grid.total_in_steps(i) + grid.total_in_steps(j), i, j))
        .collect();
    pairs.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    let mut groups: Vec<Vec<(usize, usize)>> = Vec::new();
    let mut key = None;
    for (sum, i, j) in pairs {
        if key != Some(sum) {
            groups.push(Vec::new());
            key = Some(sum);
        }
        if let Some(group) = groups.last_mut() {
            group.push((i, j));
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::odds::win::tests::{model_of, small_rules};

    /// How a solve settles after sweeps of these changes, started near the answer or
    /// not, with slopes given or not.
    fn after(near: bool, given: bool, changes: &[f64]) -> Settling {
        let mut settling = Settling::new(near, given);
        for &change in changes {
            settling.swept(change);
        }
        settling
    }

    #[test]
    fn slopes_are_reused_only_near_the_answer_once_sweeps_settle() {
        let reuse = |near: bool, changes: &[f64]| after(near, false, changes).reuse_slopes();
        // A solve from scratch never reuses, however settled.
        assert!(!reuse(false, &[1e-3, 1e-5, 1e-7]));
        // Near the answer: not before a sweep, nor after a large change; once the
        // change is below REUSE_SLOPES_BELOW, yes.
        assert!(!reuse(true, &[]));
        assert!(!reuse(true, &[0.08]));
        assert!(reuse(true, &[0.08, 1e-3]));
        assert!(reuse(true, &[2.7e-4]));
        // A sweep that does not halve the change sends the next back to new slopes,
        // and one that halves it again brings the reuse back.
        assert!(!reuse(true, &[1e-3, 6e-4]));
        assert!(reuse(true, &[1e-3, 6e-4, 1e-4]));
    }

    #[test]
    fn slopes_given_with_the_start_are_reused_from_the_first_sweep() {
        assert!(after(true, true, &[]).reuse_slopes());
        // Then as any slopes: a large first change sends the second sweep to new ones.
        assert!(!after(true, true, &[0.08]).reuse_slopes());
        assert!(after(true, true, &[0.08, 1e-3]).reuse_slopes());
        // A solve from scratch has no start to be given them by.
        assert!(!after(false, true, &[]).reuse_slopes());
    }

    #[test]
    fn near_the_answer_slopes_are_kept_or_taken_by_secants_and_from_scratch_swept() {
        assert_eq!(
            after(false, true, &[0.08, 1e-3]).stepping(),
            Stepping::Swept
        );
        assert_eq!(after(true, true, &[]).stepping(), Stepping::Kept);
        assert_eq!(after(true, true, &[0.08]).stepping(), Stepping::Secant);
        assert_eq!(after(true, true, &[0.08, 2e-3]).stepping(), Stepping::Kept);
        assert_eq!(after(true, false, &[]).stepping(), Stepping::Secant);
    }

    /// A pair whose turns are lines in what a bust leaves: the standing's F(b) =
    /// 0.3 + 0.25 b, its swap's G(b) = 0.2 + 0.4 b, as under a play that never changes.
    fn linear_pair(x: f64) -> (f64, f64) {
        let y = 0.2 + 0.4 * (1.0 - x);
        (0.3 + 0.25 * (1.0 - y), y)
    }

    #[test]
    fn a_secant_through_two_points_of_one_play_gives_its_slopes_and_fixed_point() {
        // The fixed point of x = F(1 − G(1 − x)): x = 0.3 + 0.25 (0.8 − 0.4 + 0.4 x).
        let answer = 0.4 / 0.9;
        // Slopes kept from before, far off: the first step lands elsewhere, is not
        // trusted, and the secant through the two points steps onto the answer.
        let mut newton = Newton::from(0.45, false, Stepping::Secant);
        let mut points = 0;
        while !newton.settled && points < 10 {
            let (hx, y) = linear_pair(newton.x);
            newton.step(hx, y, 0.9, 0.05, true);
            points += 1;
        }
        assert_eq!(points, 2, "one step on kept slopes, one by the secant");
        assert!((newton.last.x - answer).abs() < 1e-15, "{}", newton.last.x);
        assert!((newton.last.fs - 0.25).abs() < 1e-12, "{}", newton.last.fs);
        assert!((newton.last.gs - 0.4).abs() < 1e-12, "{}", newton.last.gs);
        // With the slopes kept and trusted, the same far-off slopes take one step,
        // off by a fraction of itself, for the next sweep to correct.
        let mut kept = Newton::from(0.45, false, Stepping::Kept);
        let (hx, y) = linear_pair(kept.x);
        assert!(kept.step(hx, y, 0.9, 0.05, true));
        assert!((kept.last.x - answer).abs() > 1e-4, "{}", kept.last.x);
        // Two points that say no chance: the kept slopes stand.
        let points = Newton::from(0.5, false, Stepping::Secant);
        let same = (0.5, 0.45, 0.4);
        assert_eq!(points.secant(same, same, (0.3, 0.2)), (0.3, 0.2));
        let rising = (0.6, 0.9, 0.1);
        assert_eq!(points.secant(same, rising, (0.3, 0.2)), (0.3, 0.2));
        // A standing that is its own swap: x = F(1 − x).
        let mut alone = Newton::from(0.9, true, Stepping::Secant);
        while !alone.settled {
            let hx = 0.3 + 0.25 * (1.0 - alone.x);
            alone.step(hx, hx, 0.9, 0.9, true);
        }
        assert!(
            (alone.last.x - 0.55 / 1.25).abs() < 1e-15,
            "{}",
            alone.last.x
        );
        assert!((alone.last.fs - 0.25).abs() < 1e-12, "{}", alone.last.fs);
    }

    #[test]
    fn sweeps_stop_at_the_tolerance_or_near_the_answer_when_the_rate_says_it_is_reached() {
        // Any solve: once nothing moves by more than the tolerance, and not before.
        assert!(!after(false, false, &[]).done());
        assert!(after(false, false, &[0.1, SWEEP_TOLERANCE]).done());
        assert!(!after(false, false, &[1e-9, 2e-11]).done());
        // Near the answer: 2e-11 after 1e-9 is a rate of 0.02, taken as 0.04, which
        // leaves at most 2e-11 * 0.04 / 0.96 < 1e-12 to go.
        assert!(after(true, false, &[1e-9, 2e-11]).done());
        // The sweeps of open_500: 1.8e-10 after 3.0e-9 (0.06, taken as 0.12) leaves up
        // to 2.5e-11, too much; the next, 1.0e-11 after it, is done.
        assert!(!after(true, true, &[3.0e-9, 1.8e-10]).done());
        assert!(after(true, true, &[3.0e-9, 1.8e-10, 1.02e-11]).done());
        // A slow rate proves nothing, however small the change.
        assert!(!after(true, false, &[4e-11, 2e-11]).done());
        // One change alone gives no rate.
        assert!(!after(true, false, &[2e-11]).done());
    }

    #[test]
    fn pairs_solved_side_by_side_are_each_solved_as_alone_to_the_last_bit() {
        let model = model_of(small_rules());
        let grid = model.grid;
        let seats = grid.seats;
        // Any chances will do: what matters is that both ways read the same.
        let chances: Vec<f64> = (0..seats * seats)
            .map(|k| 0.3 + 0.4 * ((k * 7919) % 101) as f64 / 101.0)
            .collect();
        let flooded: Vec<f64> = (0..seats).map(|j| chances[j * seats]).collect();
        let inputs = Inputs {
            plan: &model.plan,
            grid: &grid,
            chances: &chances,
            flooded: &flooded,
            stepping: Stepping::Swept,
        };
        let group = groups(&grid)
            .into_iter()
            .map(|group| {
                group
                    .into_iter()
                    .filter(|&(i, j)| i != j)
                    .collect::<Vec<_>>()
            })
            // A closed thrower among them.
            .find(|group| group.len() >= LANES && group[0].0 == 0)
            .expect("a group of four pairs, one with a closed player");
        let pairs: [(usize, usize); LANES] = std::array::from_fn(|k| group[k]);
        // Warm starts far from the answer, so the lanes take different steps.
        let warm = [0.0, 0.9, 0.5, 1.0];
        let mut scratch = PairScratch::default();
        let fresh = solve_pairs(&inputs, pairs, warm, None, &mut scratch);
        // And from slopes kept from a solve before (here, that one's, off by a little),
        // as a late sweep starts, trusted or stepped on by secants.
        let stale = fresh.map(|lane| (lane.fs * 0.99, lane.gs * 1.01));
        let ways = [
            (Stepping::Swept, None),
            (Stepping::Kept, Some(stale)),
            (Stepping::Secant, Some(stale)),
        ];
        for (stepping, stale) in ways {
            let inputs = Inputs { stepping, ..inputs };
            let side_by_side = solve_pairs(&inputs, pairs, warm, stale, &mut scratch);
            for k in 0..LANES {
                let alone = solve_pair(
                    &inputs,
                    pairs[k],
                    warm[k],
                    stale.map(|s| s[k]),
                    &mut scratch,
                );
                let lane = &side_by_side[k];
                assert_eq!(alone.x.to_bits(), lane.x.to_bits(), "{:?}", pairs[k]);
                assert_eq!(alone.y.to_bits(), lane.y.to_bits(), "{:?}", pairs[k]);
                assert_eq!(alone.fs.to_bits(), lane.fs.to_bits(), "{:?}", pairs[k]);
                assert_eq!(alone.gs.to_bits(), lane.gs.to_bits(), "{:?}", pairs[k]);
                assert_eq!(alone.solves, lane.solves, "{:?}", pairs[k]);
            }
        }
    }
}
