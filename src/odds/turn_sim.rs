//! One turn played by a computer player on the chart's tables.
//!
//! Whole games go through here rather than through [`Game`](crate::game::Game): the
//! engine validates typed faces, folds actions and emits events for people, which costs
//! far more than the million turns a second a simulation wants. The rules are the same —
//! Flood before bust, bust, keep, hot dice, opening, banking — and the chart is built
//! from the same [`Scorer`](crate::rules::Scorer) the engine uses.

use rand_core::Rng;

use super::banking::{Banking, ThrowOn};
use super::chart::{BUST, FLOOD, KeepOption};
use super::win::{CompactTurn, Seat};
use super::{Choice, Policy, Strategy, ThrowChart};
use crate::rules::Points;

/// How a simulated turn ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnEnd {
    /// Banked these points.
    Banked(Points),
    /// A throw scored nothing.
    Bust,
    /// A throw flooded: the total is lost.
    Flood,
}

/// Plays one turn from six dice for a player with this standing.
///
/// Every strategy banks once the turn reaches `win_at − total`: banking then wins.
/// [`Strategy::Win`] needs the other player's standing too ([`play_turn_against`]);
/// here, without it, it plays as [`Strategy::Optimal`].
pub fn play_turn<R: Rng>(
    policy: &Policy,
    strategy: Strategy,
    open: bool,
    total: Points,
    rng: &mut R,
) -> TurnEnd {
    let chart = policy.chart();
    let rules = chart.rules();
    let values = match strategy {
        Strategy::Optimal | Strategy::Win => policy.cached(open, total),
        _ => None,
    };
    let banking = Banking::new(rules, open, total);
    let (mut turn, mut level, mut dice) = (0, 0usize, rules.dice);
    loop {
        let Some(hand) = chart.hand(dice) else {
            return TurnEnd::Bust;
        };
        let class = match hand.class_of_throw(below(rng, hand.outcomes() as u32)) {
            FLOOD => return TurnEnd::Flood,
            BUST => return TurnEnd::Bust,
            id => hand.class(id),
        };
        let keep: &KeepOption = match values {
            Some(values) => hand.best_option(class, |o| {
                values.at(level + o.steps as usize, o.left as usize)
            }),
            None => hand.most_points(class),
        };
        turn += keep.points;
        level += keep.steps as usize;
        dice = keep.left as usize;
        let banks = match values {
            Some(values) => values.banks_at(level, dice),
            None => {
                let below = ThrowOn::Below(strategy.bank_at().unwrap_or(0));
                banking.choose(turn, below) == Choice::Bank
            }
        };
        if banks {
            return TurnEnd::Banked(turn);
        }
    }
}

/// Plays one turn of a two-player game from six dice for the player in `seat` against
/// the player in `rival`: [`Strategy::Win`] plays to win (reading the policy's
/// [`WinPlay`](super::win::WinPlay), each standing's turn solved on first use); every
/// other strategy ignores the rival. When the rules have no win table, or the standing
/// is one no game reaches, the win strategy plays as [`Strategy::Optimal`].
pub fn play_turn_against<R: Rng>(
    policy: &Policy,
    strategy: Strategy,
    seat: Seat,
    rival: Seat,
    rng: &mut R,
) -> TurnEnd {
    if strategy == Strategy::Win
        && let Ok(win) = policy.win_play()
        && let (Some(i), Some(j)) = (win.index(seat), win.index(rival))
    {
        return play_to_win(policy.chart(), win.turn(i, j), rng);
    }
    play_turn(policy, strategy, seat.open, seat.total, rng)
}

/// The win play's turn: the keep that leaves the best chance, and bank where the solved
/// turn banks (always from the points that win).
fn play_to_win<R: Rng>(chart: &ThrowChart, turn: &CompactTurn, rng: &mut R) -> TurnEnd {
    let (mut points, mut level, mut dice) = (0, 0usize, chart.rules().dice);
    loop {
        let Some(hand) = chart.hand(dice) else {
            return TurnEnd::Bust;
        };
        let class = match hand.class_of_throw(below(rng, hand.outcomes() as u32)) {
            FLOOD => return TurnEnd::Flood,
            BUST => return TurnEnd::Bust,
            id => hand.class(id),
        };
        let keep = hand.best_option(class, |o| {
            f64::from(turn.value(level + o.steps as usize, o.left as usize))
        });
        points += keep.points;
        level += keep.steps as usize;
        dice = keep.left as usize;
        if turn.banks(level, dice) {
            return TurnEnd::Banked(points);
        }
    }
}

/// A uniform number below `bound`, by Lemire's multiply-and-reject: exact, and the same
/// on every platform for the same generator stream.
pub(crate) fn below<R: Rng>(rng: &mut R, bound: u32) -> u32 {
    let mut product = u64::from(rng.next_u32()) * u64::from(bound);
    let mut low = product as u32;
    if low < bound {
        let threshold = bound.wrapping_neg() % bound;
        while low < threshold {
            product = u64::from(rng.next_u32()) * u64::from(bound);
            low = product as u32;
        }
    }
    (product >> 32) as u32
}
