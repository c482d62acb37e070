//! One turn played by a computer player on the chart's tables.
//!
//! Whole games go through here rather than through [`Game`](crate::game::Game): the
//! engine validates typed faces, folds actions and emits events for people, which costs
//! far more than the million turns a second a simulation wants. The rules are the same —
//! Flood before bust, bust, keep, hot dice, opening, banking — and the chart is built
//! from the same [`Scorer`](crate::rules::Scorer) the engine uses.

use rand_core::Rng;

use super::banking::{Banking, ThrowOn};
use super::chart::{BUST, FLOOD, Hand, KeepOption, ThrowClass};
use super::win::{CompactTurn, Seat};
use super::{Choice, Policy, Strategy, ThrowChart, TurnValues};
use crate::dice::DICE_IN_GAME;
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
        let keep = keep_of(hand, class, values, level);
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

/// The keep [`play_turn`] takes from a class of throws at grid `level` of the turn: the
/// best by the solved values, or the most points without them.
fn keep_of<'a>(
    hand: &'a Hand,
    class: &ThrowClass,
    values: Option<&TurnValues>,
    level: usize,
) -> &'a KeepOption {
    match values {
        // The one tie-break of keeps (RULES.md 2.15): worth, then points, then fewer dice.
        Some(values) => hand.best_option(class, |o| {
            values.at(level + o.steps as usize, o.left as usize)
        }),
        None => hand.most_points(class),
    }
}

/// How a turn [`play_turn`] plays with [`Strategy::Optimal`] ends, exactly: the chance of
/// a Flood, of a bust, and of banking each number of points. Drawing from it is one
/// random number where playing the turn is a throw, a lookup and a choice per step, so
/// estimates of whole games draw their turns from it; the games come out the same in
/// distribution.
#[derive(Debug, Clone)]
pub(crate) struct TurnOutcomes {
    /// Cumulative chances: a Flood, then a bust, then each bank of `banked`, in order.
    cumulative: Vec<f64>,
    /// Points banked, for the entries of `cumulative` after the first two.
    banked: Vec<Points>,
}

impl TurnOutcomes {
    /// Works out the turn of a player with this standing, from the states of the turn
    /// reached with any chance (the turn points only rise, so one pass in order of
    /// points reaches each state after everything that leads to it).
    pub(crate) fn new(policy: &Policy, open: bool, total: Points) -> TurnOutcomes {
        let chart = policy.chart();
        let rules = chart.rules();
        let values = policy.cached(open, total);
        // The one rule of banking, as play_turn applies it (odds/banking.rs).
        let banking = Banking::new(rules, open, total);
        let step = chart.step();
        let (mut flood, mut bust) = (0.0, 0.0);
        let mut banked: Vec<(Points, f64)> = Vec::new();
        // Chance of being at (grid level, dice in hand) with the turn going on.
        let mut at: Vec<[f64; DICE_IN_GAME + 1]> = vec![[0.0; DICE_IN_GAME + 1]];
        match at[0].get_mut(rules.dice) {
            Some(start) if rules.dice > 0 => *start = 1.0,
            _ => bust = 1.0,
        }
        let mut level = 0;
        while level < at.len() {
            for dice in 1..=DICE_IN_GAME {
                let chance = at[level][dice];
                if chance == 0.0 {
                    continue;
                }
                let Some(hand) = chart.hand(dice) else {
                    bust += chance;
                    continue;
                };
                let outcomes = hand.outcomes() as f64;
                flood += chance * hand.flood() as f64 / outcomes;
                bust += chance * hand.bust() as f64 / outcomes;
                for class in hand.classes() {
                    let share = chance * class.weight as f64 / outcomes;
                    let keep = keep_of(hand, class, values, level);
                    let next = level + keep.steps as usize;
                    let left = keep.left as usize;
                    let turn = next as Points * step;
                    let banks = match values {
                        Some(values) => values.banks_at(next, left),
                        None => banking.choose(turn, ThrowOn::Below(0)) == Choice::Bank,
                    };
                    if banks {
                        banked.push((turn, share));
                    } else {
                        if at.len() <= next {
                            at.resize(next + 1, [0.0; DICE_IN_GAME + 1]);
                        }
                        at[next][left] += share;
                    }
                }
            }
            level += 1;
        }
        banked.sort_by_key(|&(points, _)| points);
        let mut merged: Vec<(Points, f64)> = Vec::with_capacity(banked.len());
        for (points, share) in banked {
            match merged.last_mut() {
                Some((last, sum)) if *last == points => *sum += share,
                _ => merged.push((points, share)),
            }
        }
        let mut cumulative = Vec::with_capacity(merged.len() + 2);
        let mut sum = flood;
        cumulative.push(sum);
        sum += bust;
        cumulative.push(sum);
        for &(_, share) in &merged {
            sum += share;
            cumulative.push(sum);
        }
        TurnOutcomes {
            cumulative,
            banked: merged.into_iter().map(|(points, _)| points).collect(),
        }
    }

    /// Every way the turn ends with its chance: a Flood, a bust, then each bank.
    pub(crate) fn ends(&self) -> impl Iterator<Item = (TurnEnd, f64)> + '_ {
        let total = self.cumulative.last().copied().unwrap_or(1.0);
        let ends = [TurnEnd::Flood, TurnEnd::Bust]
            .into_iter()
            .chain(self.banked.iter().map(|&points| TurnEnd::Banked(points)));
        let mut before = 0.0;
        ends.zip(&self.cumulative).map(move |(end, &upto)| {
            let chance = (upto - before) / total;
            before = upto;
            (end, chance)
        })
    }

    /// One turn's end, drawn with one 53-bit uniform number.
    pub(crate) fn draw<R: Rng>(&self, rng: &mut R) -> TurnEnd {
        let total = self.cumulative.last().copied().unwrap_or(1.0);
        let u = (rng.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64) * total;
        match self.cumulative.partition_point(|&c| c <= u) {
            0 => TurnEnd::Flood,
            1 => TurnEnd::Bust,
            i => TurnEnd::Banked(self.banked[(i - 2).min(self.banked.len().saturating_sub(1))]),
        }
    }
}

/// Plays one turn of a two-player game from six dice for the player in `seat` against
/// the player in `rival`: [`Strategy::Win`] plays to win (reading the policy's
/// `WinPlay`, each standing's turn solved on first use); every
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

#[cfg(test)]
mod tests {
    use rand_chacha::ChaCha8Rng;
    use rand_core::SeedableRng;

    use super::*;
    use crate::rules::Scorer;

    /// How `turns` turns ended: Floods, busts, and the points banked in all.
    fn tally(mut turn: impl FnMut(&mut ChaCha8Rng) -> TurnEnd, turns: u32) -> [f64; 3] {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut seen = [0.0; 3];
        for _ in 0..turns {
            match turn(&mut rng) {
                TurnEnd::Flood => seen[0] += 1.0,
                TurnEnd::Bust => seen[1] += 1.0,
                TurnEnd::Banked(points) => seen[2] += points as f64,
            }
        }
        seen.map(|s| s / f64::from(turns))
    }

    #[test]
    fn a_drawn_turn_ends_as_a_played_turn_does() {
        let policy = Policy::for_scorer(&Scorer::standard());
        for (open, total) in [(false, 0), (true, 0), (true, 4_000), (true, 10_600)] {
            let outcomes = TurnOutcomes::new(&policy, open, total);
            let sum = outcomes.cumulative.last().copied().unwrap_or_default();
            assert!((sum - 1.0).abs() < 1e-9, "chances add up to {sum}");
            // The exact value of the turn is the policy's own, which counts points past
            // the win for nothing (odds/banking.rs).
            let room = policy.chart().rules().win_at - total;
            let banked: f64 = outcomes
                .banked
                .iter()
                .zip(outcomes.cumulative.windows(2).skip(1))
                .map(|(&points, c)| points.min(room) as f64 * (c[1] - c[0]))
                .sum();
            let change = banked - total as f64 * outcomes.cumulative[0];
            let exact = policy.expected_turn(Strategy::Optimal, open, total);
            assert!((change - exact).abs() < 1e-6, "{change} against {exact}");
            let turns = 40_000;
            let played = tally(
                |rng| play_turn(&policy, Strategy::Optimal, open, total, rng),
                turns,
            );
            let drawn = tally(|rng| outcomes.draw(rng), turns);
            assert!((played[0] - drawn[0]).abs() < 0.01, "{played:?} {drawn:?}");
            assert!((played[1] - drawn[1]).abs() < 0.015, "{played:?} {drawn:?}");
            assert!(
                (played[2] - drawn[2]).abs() < 0.03 * played[2].max(100.0),
                "{played:?} {drawn:?}"
            );
        }
    }
}
