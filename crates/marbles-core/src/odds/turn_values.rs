//! The expected points a turn banks from each of its states, for one standing: the
//! solved policy.

use super::banking::{Banking, ThrowOn};
use super::chart::Hand;
use super::{Choice, ThrowChart};
use crate::dice::DICE_IN_GAME;
use crate::rules::Points;

/// How a turn is played while its values are worked out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Play {
    /// The keep and the choice to bank that maximise the expected points banked.
    Best,
    #[cfg(test)]
    /// The keep with the most points; bank as soon as allowed at this many points or more.
    BankAt(Points),
}

/// The expected points a turn banks from every state of a turn, for one player's
/// standing (open or not, game total): the solved policy for that standing.
///
/// A state is (turn points, dice in hand) just after a keep. Turn points live on the
/// chart's grid (multiples of its step, plus `offset` when a house rule has moved them
/// off it) and are capped: once a turn holds `win_at − total` and the rules let it bank
/// (a least bank may ask for more), banking wins the game and anything more is worth
/// nothing, so the turn banks there and no state is worth more than `win_at − total`. A
/// Flood is worth `−total`, a bust 0. Whether a state banks is decided by
/// `Banking::choose` (odds/banking.rs), the one rule every reader of the policy goes by.
#[derive(Debug, Clone)]
pub struct TurnValues {
    offset: Points,
    step: Points,
    /// When the rules let the turn bank, and what a bank is worth.
    banking: Banking,
    /// Grid levels below the cap; a level at or past it banks.
    cap: usize,
    /// Per level and dice in hand (`level * 6 + dice - 1`): the best of banking and
    /// throwing on.
    value: Vec<f64>,
    /// The same states: the expected points of throwing on.
    throw: Vec<f64>,
    /// The same states: whether the turn banks there.
    bank: Vec<bool>,
    /// Per dice in hand, throwing on at or past the cap, where every keep banks the win
    /// next: (the chance to score, the expected loss to a Flood), so the value shown for
    /// throwing on there is what it is worth, below the bank's.
    past_cap: [(f64, f64); DICE_IN_GAME],
}

impl TurnValues {
    /// Solves every state by backward induction: each keep adds points, so a state only
    /// depends on states with more turn points, and one sweep from the cap down is exact
    /// (no iteration to convergence is needed, hot dice included).
    pub(crate) fn solve(
        chart: &ThrowChart,
        open: bool,
        total: Points,
        offset: Points,
        play: Play,
    ) -> TurnValues {
        let rules = chart.rules();
        let step = chart.step();
        // Levels from the first bank that is allowed and wins: no sooner, where a least
        // bank holds the turn back past the winning score.
        let banking = Banking::new(rules, open, total);
        let room = banking.wins_from() - offset;
        let cap = if room <= 0 {
            0
        } else {
            usize::try_from((room + step - 1) / step).unwrap_or(0)
        };
        let mut values = TurnValues {
            offset,
            step,
            banking,
            cap,
            value: vec![0.0; cap * DICE_IN_GAME],
            throw: vec![0.0; cap * DICE_IN_GAME],
            bank: vec![false; cap * DICE_IN_GAME],
            past_cap: [(0.0, 0.0); DICE_IN_GAME],
        };
        let hands: Vec<&Hand> = (1..=DICE_IN_GAME).filter_map(|n| chart.hand(n)).collect();
        for hand in &hands {
            let kept: u64 = hand.classes().iter().map(|class| class.weight).sum();
            let outcomes = hand.outcomes() as f64;
            values.past_cap[hand.dice() - 1] = (
                kept as f64 / outcomes,
                hand.flood() as f64 * total as f64 / outcomes,
            );
        }
        for level in (0..cap).rev() {
            let turn = values.points_at(level);
            for hand in &hands {
                let mut sum = 0.0;
                for class in hand.classes() {
                    let chosen = match play {
                        Play::Best => hand
                            .options(class)
                            .iter()
                            .map(|o| values.at(level + o.steps as usize, o.left as usize))
                            .fold(f64::NEG_INFINITY, f64::max),
                        #[cfg(test)]
                        Play::BankAt(_) => {
                            let o = hand.most_points(class);
                            values.at(level + o.steps as usize, o.left as usize)
                        }
                    };
                    sum += class.weight as f64 * chosen;
                }
                let throw = (sum - hand.flood() as f64 * total as f64) / hand.outcomes() as f64;
                let throw_on = match play {
                    Play::Best => ThrowOn::Worth(throw),
                    #[cfg(test)]
                    Play::BankAt(at) => ThrowOn::Below(at),
                };
                let banks = values.banking.choose(turn, throw_on) == Choice::Bank;
                let slot = level * DICE_IN_GAME + hand.dice() - 1;
                values.throw[slot] = throw;
                values.bank[slot] = banks;
                values.value[slot] = if banks {
                    values.banking.worth(turn) as f64
                } else {
                    throw
                };
            }
        }
        values
    }

    fn points_at(&self, level: usize) -> Points {
        self.offset + level as Points * self.step
    }

    /// The value of a state by grid level; at or past the cap the turn banks the win
    /// (the cap is where a bank is both allowed and wins, `Banking::wins_from`).
    pub(crate) fn at(&self, level: usize, dice: usize) -> f64 {
        if level >= self.cap {
            self.banking.worth(self.points_at(level)) as f64
        } else {
            self.value[level * DICE_IN_GAME + dice - 1]
        }
    }

    /// The expected points of throwing on, by grid level; at or past the cap, one more
    /// throw and a bank that wins (points past the win are worth nothing).
    pub(crate) fn throw_at(&self, level: usize, dice: usize) -> f64 {
        if level >= self.cap {
            let (scores, flood_loss) = self.past_cap[dice - 1];
            scores * self.banking.worth(self.points_at(level)) as f64 - flood_loss
        } else {
            self.throw[level * DICE_IN_GAME + dice - 1]
        }
    }

    /// Whether the turn banks at this grid level: as [`Banking::choose`] decided while
    /// solving, and always at or past the cap, where a bank is allowed and wins.
    pub(crate) fn banks_at(&self, level: usize, dice: usize) -> bool {
        if level >= self.cap {
            true
        } else {
            self.bank[level * DICE_IN_GAME + dice - 1]
        }
    }

    fn level(&self, turn: Points) -> usize {
        usize::try_from((turn - self.offset).max(0) / self.step).unwrap_or(0)
    }

    /// The expected points the turn banks from `turn` points with `dice` in hand, playing
    /// the best of banking and throwing on (a Flood counting `−total`).
    pub(crate) fn value(&self, turn: Points, dice: usize) -> f64 {
        self.at(self.level(turn), dice.clamp(1, DICE_IN_GAME))
    }

    /// The expected points the turn banks if the player throws `dice` dice now.
    pub fn throw_value(&self, turn: Points, dice: usize) -> f64 {
        self.throw_at(self.level(turn), dice.clamp(1, DICE_IN_GAME))
    }

    /// Whether banking now is the better play.
    pub(crate) fn banks(&self, turn: Points, dice: usize) -> bool {
        self.banks_at(self.level(turn), dice.clamp(1, DICE_IN_GAME))
    }

    /// Throw on or bank with `turn` points set aside and `dice` in hand: what `odds`,
    /// `advise`, the hints and the simulators all read.
    pub(crate) fn choice(&self, turn: Points, dice: usize) -> Choice {
        if self.banks(turn, dice) {
            Choice::Bank
        } else {
            Choice::Throw
        }
    }

    /// When the rules let this standing's turn bank, and what a bank is worth.
    pub(crate) fn banking(&self) -> &Banking {
        &self.banking
    }

    /// The turn points from which the turn always banks: `win_at − total`, or the least
    /// bank if that is more, on the grid.
    pub(crate) fn cap(&self) -> Points {
        self.points_at(self.cap)
    }
}
