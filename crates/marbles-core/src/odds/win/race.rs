//! Win chances of a table where everyone plays for points, worked out exactly rather
//! than by playing games out.
//!
//! A points player's turn depends on their own standing only (open or not, and their
//! total), never on the others'. So each player's way to the winning score is a Markov
//! chain of their own, and how many of their own turns they need, `T`, is a random
//! number independent of everyone else's. Player `i` (in order of play from the one to
//! throw) wins on their `k`-th turn when they finish then, nobody before them finished
//! within `k` turns and nobody after them within `k − 1`:
//!
//! ```text
//! P(i wins) = Σₖ P(Tᵢ = k) · Πⱼ₍ⱼ<ᵢ₎ P(Tⱼ > k) · Πⱼ₍ⱼ>ᵢ₎ P(Tⱼ > k − 1)
//! ```
//!
//! This is the game [`estimate`](super::estimate) plays, with the same turns
//! ([`TurnOutcomes`]) and the same limit of [`MAX_ROUNDS`] turns a player, without its
//! sampling error. Every standing's distribution of `T` is worked out together, once
//! per table (a few milliseconds, backwards from the win); each question after that is
//! a sum over those distributions.

use std::sync::OnceLock;

use rayon::prelude::*;

use super::estimate::check_table;
use super::{Seat, SeatChance};
use crate::odds::turn_sim::TurnOutcomes;
use crate::odds::{MAX_ROUNDS, OddsError, Policy, TurnEnd};
use crate::rules::Points;

/// The chance left to a player's chain below which their distribution of `T` is cut
/// off: far below the 0.1 percentage points the table shows.
const TAIL: f64 = 1e-12;

/// Where a turn leads in one player's chain, for the transitions: a state, or the win.
const FINISHED: u32 = u32::MAX;

/// One table's race, for one policy: every standing's distribution of `T`, worked out
/// together on first use.
#[derive(Debug)]
pub(crate) struct Race {
    step: Points,
    win_at: Points,
    /// States of one player's chain: 0 is not open, `1 + t / step` is open with total
    /// `t`.
    states: usize,
    /// `P(T = k)` from every state: row `k − 1` holds it for each state.
    finish: OnceLock<Vec<Vec<f64>>>,
}

impl Race {
    /// Nothing worked out yet, for the totals of `policy`'s rules.
    pub(crate) fn new(policy: &Policy) -> Race {
        let step = policy.chart().step().max(1);
        let win_at = policy.chart().rules().win_at.max(0);
        Race {
            step,
            win_at,
            states: usize::try_from(win_at / step + 2).unwrap_or(2),
            finish: OnceLock::new(),
        }
    }

    /// Each player's chance to win from `seats`, the first to throw first, everyone
    /// playing for points; refused as [`estimate`](super::estimate) refuses.
    pub(crate) fn chances(
        &self,
        policy: &Policy,
        seats: &[Seat],
    ) -> Result<Vec<SeatChance>, OddsError> {
        check_table(policy, seats)?;
        let states: Vec<usize> = seats
            .iter()
            .map(|&seat| self.state(seat).ok_or(OddsError::NoGames))
            .collect::<Result<_, _>>()?;
        let finish = self.finish.get_or_init(|| self.solve(policy));
        // P(T > k) for each player, k = 0, 1, …: what their finishing leaves.
        let beyond: Vec<Vec<f64>> = states
            .iter()
            .map(|&s| {
                let mut left = 1.0;
                let mut beyond = Vec::with_capacity(finish.len() + 1);
                beyond.push(left);
                for row in finish {
                    left = (left - row[s]).max(0.0);
                    beyond.push(left);
                }
                beyond
            })
            .collect();
        let mut wins = vec![0.0; seats.len()];
        for (i, win) in wins.iter_mut().enumerate() {
            for (at, row) in finish.iter().enumerate() {
                let k = at + 1;
                let p = row[states[i]];
                if p == 0.0 {
                    continue;
                }
                let mut chance = p;
                for (j, beyond) in beyond.iter().enumerate().filter(|&(j, _)| j != i) {
                    chance *= beyond[if j < i { k } else { k - 1 }];
                }
                *win += chance;
            }
        }
        // The chances are of games someone finishes within the limit, as an estimate's
        // are of its finished games.
        let finished: f64 = wins.iter().sum();
        Ok(seats
            .iter()
            .zip(wins)
            .map(|(&seat, win)| SeatChance {
                seat,
                win: if finished > 0.0 { win / finished } else { 0.0 },
                interval: 0.0,
            })
            .collect())
    }

    /// `P(T = k)` for k = 1, 2, … from every state at once, backwards: finishing in `k`
    /// turns from a state is one turn to another state and finishing in `k − 1` from
    /// there. Cut off when every state has less than [`TAIL`] left, or at
    /// [`MAX_ROUNDS`] turns, as an estimate gives a game up.
    fn solve(&self, policy: &Policy) -> Vec<Vec<f64>> {
        // Each state's turn is worked out on its own: on all cores.
        let moves: Vec<Vec<(u32, f64)>> = (0..self.states)
            .into_par_iter()
            .map(|state| self.moves(policy, state))
            .collect();
        let mut finish: Vec<Vec<f64>> = Vec::new();
        let mut left = vec![1.0; self.states];
        let mut before = vec![0.0; self.states];
        while left.iter().any(|&l| l > TAIL) && finish.len() < MAX_ROUNDS as usize {
            let row: Vec<f64> = moves
                .iter()
                .map(|to| {
                    to.iter()
                        .map(|&(to, p)| {
                            p * if to == FINISHED {
                                if finish.is_empty() { 1.0 } else { 0.0 }
                            } else {
                                before[to as usize]
                            }
                        })
                        .sum()
                })
                .collect();
            left.iter_mut().zip(&row).for_each(|(l, p)| *l -= p);
            before.clone_from(&row);
            finish.push(row);
        }
        finish
    }

    /// The state of a player at `seat` in the chain, if the chain has one for it.
    fn state(&self, seat: Seat) -> Option<usize> {
        if !seat.open {
            return (seat.total == 0).then_some(0);
        }
        if seat.total < 0 || seat.total >= self.win_at || seat.total % self.step != 0 {
            return None;
        }
        usize::try_from(seat.total / self.step + 1)
            .ok()
            .filter(|&s| s < self.states)
    }

    /// Where a turn from `state` leads: each state with its chance, the Floods and
    /// busts included, and [`FINISHED`] for banking the winning score.
    fn moves(&self, policy: &Policy, state: usize) -> Vec<(u32, f64)> {
        let seat = if state == 0 {
            Seat::CLOSED
        } else {
            Seat::open((state as Points - 1) * self.step)
        };
        let mut to: Vec<(u32, f64)> = Vec::new();
        for (end, p) in TurnOutcomes::new(policy, seat.open, seat.total).ends() {
            let lands = match end {
                TurnEnd::Flood => Some(0),
                TurnEnd::Bust => Some(state as u32),
                TurnEnd::Banked(points) if seat.total + points >= self.win_at => Some(FINISHED),
                TurnEnd::Banked(points) => self
                    .state(Seat::open(seat.total + points))
                    .map(|s| s as u32),
            };
            // A bank off the grid of totals is a total the estimate's checks refuse
            // too; none of the points policy's turns ends there.
            let Some(lands) = lands else { continue };
            match to.iter_mut().find(|(s, _)| *s == lands) {
                Some((_, sum)) => *sum += p,
                None => to.push((lands, p)),
            }
        }
        to
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::odds::win::estimate;
    use crate::rules::Scorer;

    #[test]
    fn the_race_reads_as_a_long_estimate_does() {
        let policy = Policy::for_scorer(&Scorer::standard());
        let race = Race::new(&policy);
        for seats in [
            vec![Seat::CLOSED; 3],
            vec![Seat::open(9_000), Seat::CLOSED, Seat::open(2_000)],
            vec![
                Seat::open(4_000),
                Seat::CLOSED,
                Seat::open(10_500),
                Seat::CLOSED,
            ],
        ] {
            let exact = race.chances(&policy, &seats).expect("a race");
            let sum: f64 = exact.iter().map(|s| s.win).sum();
            assert!((sum - 1.0).abs() < 1e-9, "{exact:?}");
            let played = estimate(&policy, &seats, 20_000, 7).expect("an estimate");
            for (exact, played) in exact.iter().zip(&played.seats) {
                // Within twice the 95% interval: about four standard errors. (Against
                // 2,000,000 games every chance fell within the interval, ±0.03 points.)
                assert!(
                    (exact.win - played.win).abs() <= played.interval * 2.0,
                    "{exact:?} against {played:?}"
                );
            }
        }
    }

    #[test]
    fn a_race_is_refused_as_an_estimate_is() {
        let policy = Policy::for_scorer(&Scorer::standard());
        let race = Race::new(&policy);
        assert!(matches!(
            race.chances(&policy, &[Seat::CLOSED]),
            Err(OddsError::PlayerCount { got: 1, .. })
        ));
        assert!(race.chances(&policy, &[Seat::open(1_025); 3]).is_err());
    }
}
