//! A review of a game played: every decision against the best one, and every throw's
//! luck, in the mover's chance to win, so skill can be told apart from luck.
//!
//! **Chances.** Two players with the rules' win table: the exact chances of the win
//! solve, both playing to win ([`ReviewMethod::Exact`]). Three or more (or two without
//! a table): the race's chances the pad shows, everyone playing for points
//! ([`ReviewMethod::Race`]); within a turn the mover's chance is what the turn's ends
//! under the points play leave (judge.rs).
//!
//! **Definitions**, all from the mover's view:
//!
//! - A throw's *before* is the chance of throwing those dice from where the turn stood
//!   (playing on at best), its *after* the chance once it has landed: with the best move
//!   from there when it scores, else the chance after the bust or the Flood. Its luck is
//!   after − before.
//! - A *decision* follows each scoring throw: the keep, then bank or throw on (a bank
//!   straight after a throw keeps the most points first, as the game reads it). Its
//!   best chance is the throw's after; its made chance is that of the move made, which
//!   is the next throw's before when the mover throws on, and one minus the next
//!   player's before when they bank (two players). Cost = best − made ≥ 0.
//!
//! So for two players the chances chain: the winner's 1 minus their chance before the
//! first throw is their luck − cost, less the other's luck − cost (to the solve's
//! rounding). Tallies (turns typed without dice) break the chain: they have no throws,
//! and are counted as skipped.

mod judge;

#[cfg(test)]
mod tests;

use serde::Serialize;

use self::judge::{Judge, RaceTurn, win_turn};
use super::win::{Forecast, Seat};
use super::{Choice, OddsError, Policy};
use crate::dice::{Counts, Faces};
use crate::game::{Action, Game, State};
use crate::rules::{Assessment, Points, Scorer};

/// A decision that cost at least this much chance to win (2 percentage points) is an
/// inaccuracy.
pub const INACCURACY: f64 = 0.02;
/// A decision that cost at least this much (5 points) is a mistake.
pub const MISTAKE: f64 = 0.05;
/// A decision that cost at least this much (10 points) is a blunder.
pub const BLUNDER: f64 = 0.10;

/// How the review's chances were found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ReviewMethod {
    /// Two players' exact chances, both playing to win.
    Exact,
    /// The race's chances, everyone playing for points.
    Race,
}

/// How costly a decision was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// Cost at least [`INACCURACY`].
    Inaccuracy,
    /// Cost at least [`MISTAKE`].
    Mistake,
    /// Cost at least [`BLUNDER`].
    Blunder,
}

impl Class {
    /// The class of a decision that cost `cost`, if any.
    pub(crate) fn of(cost: f64) -> Option<Class> {
        if cost >= BLUNDER {
            Some(Class::Blunder)
        } else if cost >= MISTAKE {
            Some(Class::Mistake)
        } else if cost >= INACCURACY {
            Some(Class::Inaccuracy)
        } else {
            None
        }
    }
}

/// A move after a scoring throw: the dice kept, then bank or throw on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Move {
    /// The dice set aside.
    pub keep: Counts,
    /// Bank or throw on.
    pub then: Choice,
}

/// One decision: what the mover did after a scoring throw, against the best move.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Decision {
    /// The mover's place.
    pub player: usize,
    /// The round, from 1.
    pub round: u32,
    /// The throw decided on.
    pub throw: Counts,
    /// Turn points set aside before the throw.
    pub(crate) turn: Points,
    /// The move made.
    pub made: Move,
    /// The move with the best chance.
    pub best: Move,
    /// The mover's chance to win with the move made.
    pub chance_made: f64,
    /// The mover's chance to win with the best move.
    pub chance_best: f64,
    /// `chance_best − chance_made`, never negative.
    pub cost: f64,
    /// The expected points of the move made (the points play after it, as `advise`
    /// reads them).
    pub points_made: f64,
    /// The expected points of the best move.
    pub points_best: f64,
    /// How costly it was, if at all.
    pub class: Option<Class>,
}

/// What a typed throw did to the mover's chance.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ThrowLuck {
    /// The thrower's place.
    pub player: usize,
    /// The round, from 1.
    pub round: u32,
    /// The faces thrown.
    pub throw: Counts,
    /// What the throw did.
    pub(crate) landed: Landed,
    /// The chance before it, throwing those dice.
    pub chance_before: f64,
    /// The chance after it (best play from there).
    pub chance_after: f64,
    /// `chance_after − chance_before`.
    pub luck: f64,
}

/// What a throw came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Landed {
    /// Something scored.
    Scores,
    /// Nothing scored.
    Bust,
    /// Four 2s.
    Flood,
}

/// One player's review.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct PlayerReview {
    /// Decisions reviewed.
    pub decisions: usize,
    /// The sum of their costs.
    pub cost: f64,
    /// Typed throws.
    pub(crate) throws: usize,
    /// The sum of their luck.
    pub luck: f64,
    /// Decisions that were inaccuracies.
    pub inaccuracies: usize,
    /// Decisions that were mistakes.
    pub mistakes: usize,
    /// Decisions that were blunders.
    pub blunders: usize,
    /// The costliest decision (an index in [`Review::decisions`]), when one cost anything.
    pub costliest: Option<usize>,
    /// Turns typed without dice, which the review skips.
    pub tallies: usize,
}

/// The review of a game: every decision and every typed throw, in game order, and each
/// player's sums (by place).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Review {
    /// How the chances were found.
    pub method: ReviewMethod,
    /// One per scoring throw whose move was made.
    pub decisions: Vec<Decision>,
    /// Every typed throw.
    pub throws: Vec<ThrowLuck>,
    /// Per player, by place.
    pub players: Vec<PlayerReview>,
}

impl Review {
    /// The indices of the `n` costliest decisions (cost above 0), costliest first.
    pub(crate) fn costliest(&self, n: usize) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.decisions.len())
            .filter(|&i| self.decisions[i].cost > 0.0)
            .collect();
        order.sort_by(|&a, &b| self.decisions[b].cost.total_cmp(&self.decisions[a].cost));
        order.truncate(n);
        order
    }

    /// The luckiest and the unluckiest throw (indices in [`Review::throws`]).
    pub(crate) fn luck_extremes(&self) -> Option<(usize, usize)> {
        let by_luck = |a: &usize, b: &usize| self.throws[*a].luck.total_cmp(&self.throws[*b].luck);
        let luckiest = (0..self.throws.len()).max_by(by_luck)?;
        let unluckiest = (0..self.throws.len()).min_by(by_luck)?;
        Some((luckiest, unluckiest))
    }
}

/// What a moment of the game is marked for on the story chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HighlightKind {
    /// One of the three costliest decisions: 1 the costliest.
    Costly {
        /// 1, 2 or 3.
        rank: usize,
    },
    /// The luckiest throw.
    Luckiest,
    /// The unluckiest throw.
    Unluckiest,
}

/// A moment of the game the story chart marks.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Highlight {
    /// The round it happened in.
    pub round: u32,
    /// The player, by place in order of play (the story's order).
    pub place: usize,
    /// The player's place at the table.
    pub(crate) player: usize,
    /// Why it is marked.
    pub kind: HighlightKind,
    /// The cost (a decision) or the luck (a throw), in chance to win.
    pub by: f64,
}

/// The three costliest decisions and the luckiest and unluckiest throws of `review`,
/// each placed in `state`'s order of play, costliest first.
pub fn highlights(review: &Review, state: &State) -> Vec<Highlight> {
    let order = state.play_order();
    let place = |player: usize| order.iter().position(|&p| p == player).unwrap_or(0);
    let mut marks: Vec<Highlight> = review
        .costliest(3)
        .into_iter()
        .enumerate()
        .map(|(rank, i)| {
            let d = &review.decisions[i];
            Highlight {
                round: d.round,
                place: place(d.player),
                player: d.player,
                kind: HighlightKind::Costly { rank: rank + 1 },
                by: d.cost,
            }
        })
        .collect();
    if let Some((luckiest, unluckiest)) = review.luck_extremes() {
        for (i, kind) in [
            (luckiest, HighlightKind::Luckiest),
            (unluckiest, HighlightKind::Unluckiest),
        ] {
            let t = &review.throws[i];
            marks.push(Highlight {
                round: t.round,
                place: place(t.player),
                player: t.player,
                kind,
                by: t.luck,
            });
        }
    }
    marks
}

/// Reviews `game` from its first action (replaying it once) under `policy`, which must
/// be of the game's rules; `forecast` keeps the race's chances per standing.
///
/// Two players are reviewed exactly when the policy has the rules' win table; otherwise
/// by the race. Rules whose turns neither model plays are refused, as `win` refuses
/// them.
pub fn review(game: &mut Game, policy: &Policy, forecast: &Forecast) -> Result<Review, OddsError> {
    if let Some(switch) = policy.unmodelled_flow() {
        return Err(OddsError::WinUnmodelled { switch });
    }
    let players = game.state().players.len();
    let method = match policy.win_play() {
        Ok(_) if players == 2 => ReviewMethod::Exact,
        Err(err @ OddsError::WinUnmodelled { .. }) if players == 2 => return Err(err),
        _ => ReviewMethod::Race,
    };
    let scorer = game.scorer().clone();
    let mut reviewer = Reviewer {
        method,
        policy,
        forecast,
        scorer: &scorer,
        judge: None,
        pending: None,
        review: Review {
            method,
            decisions: Vec::new(),
            throws: Vec::new(),
            players: vec![PlayerReview::default(); players],
        },
        failed: None,
    };
    let replayed = game.retrace(|state, action| {
        if reviewer.failed.is_none()
            && let Err(err) = reviewer.step(state, action)
        {
            reviewer.failed = Some(err);
        }
    });
    if let Err(err) = replayed {
        return Err(OddsError::Replay {
            reason: Box::new(err),
        });
    }
    if let Some(err) = reviewer.failed {
        return Err(err);
    }
    Ok(reviewer.finish())
}

/// A scoring throw waiting for its move.
struct Pending {
    player: usize,
    round: u32,
    throw: Faces,
    turn: Points,
    /// Each legal keep with its chance after banking (if allowed) and by throwing on.
    moves: Vec<(Counts, Points, usize, Option<f64>, f64)>,
    best: Move,
    chance_best: f64,
    /// The keep made, once made.
    kept: Option<Counts>,
    /// The mover's seat, for the expected points.
    seat: Seat,
}

struct Reviewer<'a> {
    method: ReviewMethod,
    policy: &'a Policy,
    forecast: &'a Forecast,
    scorer: &'a Scorer,
    /// The turn under way: its mover, the seats it started from, its chances.
    judge: Option<(usize, Vec<Seat>, Box<dyn Judge>)>,
    pending: Option<Pending>,
    review: Review,
    failed: Option<OddsError>,
}

impl Reviewer<'_> {
    fn step(&mut self, state: &State, action: &Action) -> Result<(), OddsError> {
        match action {
            Action::Throw(faces) => {
                if let Some(pending) = self.pending.take() {
                    self.decide(pending, Choice::Throw);
                }
                self.throw(state, faces)
            }
            Action::Keep(faces) => {
                if let Some(pending) = &mut self.pending
                    && let Ok(keep) = self.scorer.keep(&pending.throw, faces)
                {
                    pending.kept = Some(keep.dice);
                }
                Ok(())
            }
            Action::Bank => {
                if let Some(mut pending) = self.pending.take() {
                    if pending.kept.is_none() {
                        // A bank straight after a throw keeps the most points first.
                        pending.kept = state.best_keep(self.scorer).map(|keep| keep.dice);
                    }
                    self.decide(pending, Choice::Bank);
                }
                Ok(())
            }
            Action::Tally(_) => {
                self.pending = None;
                if let Some(turn) = state.turn()
                    && let Some(player) = self.review.players.get_mut(turn.player)
                {
                    player.tallies += 1;
                }
                Ok(())
            }
            Action::RollOff(_) | Action::First(_) | Action::Steal => Ok(()),
        }
    }

    /// The seats of every player, by place.
    fn seats(state: &State) -> Vec<Seat> {
        state
            .players
            .iter()
            .map(|p| Seat {
                total: p.total,
                open: p.open,
            })
            .collect()
    }

    fn throw(&mut self, state: &State, faces: &Faces) -> Result<(), OddsError> {
        let Some(turn) = state.turn() else {
            return Ok(());
        };
        let mover = turn.player;
        let seats = Self::seats(state);
        let fresh = !matches!(&self.judge, Some((m, s, _)) if *m == mover && *s == seats);
        if fresh {
            let judge: Box<dyn Judge> = match self.method {
                ReviewMethod::Exact => Box::new(win_turn(self.policy, &seats, mover)?),
                ReviewMethod::Race => {
                    Box::new(RaceTurn::solve(self.policy, self.forecast, &seats, mover)?)
                }
            };
            self.judge = Some((mover, seats.clone(), judge));
        }
        let Some((_, _, judge)) = &self.judge else {
            return Ok(());
        };
        let (_, before) = judge.outlook(turn.points, turn.in_hand)?;
        let counts = faces.counts();
        let (landed, after) = match self.scorer.assess(&counts) {
            Assessment::Flood => (Landed::Flood, judge.after_flood()),
            Assessment::Bust => (Landed::Bust, judge.after_bust()),
            Assessment::Scores { .. } => {
                let dice_per_turn = self.scorer.rules().dice;
                let mut moves = Vec::new();
                for keep in self.scorer.keeps(&counts) {
                    let points = keep.points();
                    let left = match faces.len() - keep.dice.total() {
                        0 => dice_per_turn,
                        left => left,
                    };
                    let (bank, throw) = judge.outlook(turn.points + points, left)?;
                    moves.push((keep.dice, points, left, bank, throw));
                }
                let mut best: Option<(Move, f64)> = None;
                for &(keep, _, _, bank, throw) in &moves {
                    let then = Choice::between(bank, throw);
                    let chance = match then {
                        Choice::Bank => bank.unwrap_or(throw),
                        Choice::Throw => throw,
                    };
                    // The first of equal keeps in the one order of keeps.
                    if best.is_none_or(|(_, c)| chance > c) {
                        best = Some((Move { keep, then }, chance));
                    }
                }
                let Some((best, chance_best)) = best else {
                    return Ok(());
                };
                self.pending = Some(Pending {
                    player: mover,
                    round: state.round,
                    throw: faces.clone(),
                    turn: turn.points,
                    moves,
                    best,
                    chance_best,
                    kept: None,
                    seat: seats[mover],
                });
                (Landed::Scores, chance_best)
            }
        };
        self.review.throws.push(ThrowLuck {
            player: mover,
            round: state.round,
            throw: counts,
            landed,
            chance_before: before,
            chance_after: after,
            luck: after - before,
        });
        Ok(())
    }

    /// Closes a decision with the move made.
    fn decide(&mut self, pending: Pending, then: Choice) {
        let Some(keep) = pending.kept else {
            return;
        };
        let Some(&(_, _, _, bank, throw)) = pending.moves.iter().find(|m| m.0 == keep) else {
            return;
        };
        let chance_made = match then {
            // The game took the bank, so the rules allow it.
            Choice::Bank => bank.unwrap_or(throw),
            Choice::Throw => throw,
        };
        let made = Move { keep, then };
        let cost = if made == pending.best {
            0.0
        } else {
            (pending.chance_best - chance_made).max(0.0)
        };
        let points = |m: &Move| self.points(&pending, m);
        let decision = Decision {
            player: pending.player,
            round: pending.round,
            throw: pending.throw.counts(),
            turn: pending.turn,
            made,
            best: pending.best,
            chance_made,
            chance_best: pending.chance_best,
            cost,
            points_made: points(&made),
            points_best: points(&pending.best),
            class: Class::of(cost),
        };
        self.review.decisions.push(decision);
    }

    /// The expected points of a move, the points play after it.
    fn points(&self, pending: &Pending, m: &Move) -> f64 {
        let Some(&(_, points, left, _, _)) = pending.moves.iter().find(|x| x.0 == m.keep) else {
            return 0.0;
        };
        let turn = pending.turn + points;
        let values = self
            .policy
            .values(pending.seat.open, pending.seat.total, turn);
        match m.then {
            Choice::Bank => {
                let win = self.scorer.rules().win_at - pending.seat.total;
                turn.min(win) as f64
            }
            Choice::Throw => values.throw_value(turn, left),
        }
    }

    fn finish(mut self) -> Review {
        let review = &mut self.review;
        for (i, decision) in review.decisions.iter().enumerate() {
            let Some(player) = review.players.get_mut(decision.player) else {
                continue;
            };
            player.decisions += 1;
            player.cost += decision.cost;
            match decision.class {
                Some(Class::Inaccuracy) => player.inaccuracies += 1,
                Some(Class::Mistake) => player.mistakes += 1,
                Some(Class::Blunder) => player.blunders += 1,
                None => {}
            }
            let costlier = match player.costliest {
                None => decision.cost > 0.0,
                Some(j) => decision.cost > review.decisions[j].cost,
            };
            if costlier {
                player.costliest = Some(i);
            }
        }
        for throw in &review.throws {
            if let Some(player) = review.players.get_mut(throw.player) {
                player.throws += 1;
                player.luck += throw.luck;
            }
        }
        self.review
    }
}
