//! The mover's chance to win from any moment of one turn, as the review reads it: exact
//! from the solved two-player turn ([`WinTurn`]), or from the race everyone plays for
//! points ([`RaceTurn`]) for three or more players.

use super::super::banking::Banking;
use super::super::win::{Forecast, Seat, Standing, WinTurn};
use super::super::{OddsError, Policy, TurnValues};
use crate::dice::DICE_IN_GAME;
use crate::rules::Points;

/// One turn's chances for the player throwing: before a throw, after banking, after a
/// bust or a Flood.
pub(super) trait Judge {
    /// With `turn` points set aside and `dice` in hand: the chance after banking now
    /// (`None` where the rules do not allow it) and the chance by throwing the dice,
    /// playing on from there.
    fn outlook(&self, turn: Points, dice: usize) -> Result<(Option<f64>, f64), OddsError>;
    /// The chance after a bust this turn.
    fn after_bust(&self) -> f64;
    /// The chance after a Flood this turn.
    fn after_flood(&self) -> f64;
}

impl Judge for WinTurn {
    fn outlook(&self, turn: Points, dice: usize) -> Result<(Option<f64>, f64), OddsError> {
        let outlook = WinTurn::outlook(self, turn, dice)?;
        Ok((outlook.bank, outlook.throw))
    }

    fn after_bust(&self) -> f64 {
        WinTurn::after_bust(self)
    }

    fn after_flood(&self) -> f64 {
        WinTurn::after_flood(self)
    }
}

/// The two-player turn of `mover` against the other, solved from the table.
pub(super) fn win_turn(
    policy: &Policy,
    seats: &[Seat],
    mover: usize,
) -> Result<WinTurn, OddsError> {
    let play = policy.win_play()?;
    let other = seats[1 - mover];
    WinTurn::solve(
        play.model(),
        play.table(),
        Standing::new(seats[mover], other),
    )
}

/// One turn of a table of three or more (or of two without a win table), everyone
/// playing for points as the race's chances assume: the mover's chance at each state
/// of the turn is what the turn's ends under the points play give, each end read as the
/// race's chance from the standing it leaves (what the pad shows at the next turn).
pub(super) struct RaceTurn {
    step: Points,
    /// Grid levels below the points that bank a win.
    cap: usize,
    banking: Banking,
    /// Per level below the cap: the chance after banking there.
    bank: Vec<f64>,
    /// Per `level * 6 + dice - 1` below the cap: the chance by throwing on.
    throw: Vec<f64>,
    /// Per dice in hand, at or past the cap: the chance by throwing on anyway.
    past_cap: [f64; DICE_IN_GAME],
    after_bust: f64,
    after_flood: f64,
}

impl RaceTurn {
    /// The turn of `mover` from `seats` (every player's, by place), the next to throw
    /// after the mover being the next place round the table.
    pub(super) fn solve(
        policy: &Policy,
        forecast: &Forecast,
        seats: &[Seat],
        mover: usize,
    ) -> Result<RaceTurn, OddsError> {
        let chart = policy.chart();
        let rules = chart.rules();
        let step = chart.step().max(1);
        let seat = seats[mover];
        let room = rules.win_at - seat.total;
        let cap = usize::try_from((room + step - 1) / step).unwrap_or(0);
        let n = seats.len();
        let next = (mover + 1) % n;
        // The mover's chance with `after` as their seat and the next player to throw.
        let chance_with = |after: Seat| -> Result<f64, OddsError> {
            let order: Vec<usize> = (0..n).map(|k| (next + k) % n).collect();
            let rotated: Vec<Seat> = order
                .iter()
                .map(|&p| if p == mover { after } else { seats[p] })
                .collect();
            let chances = forecast.chances(policy, &rotated)?;
            let at = (mover + n - next) % n;
            Ok(chances.seats.get(at).map_or(0.0, |s| s.win))
        };
        let after_bust = chance_with(seat)?;
        let after_flood = if seat.open {
            chance_with(Seat::CLOSED)?
        } else {
            after_bust
        };
        let banking = Banking::new(rules, seat.open, seat.total);
        let mut bank = vec![f64::NEG_INFINITY; cap];
        for (level, chance) in bank.iter_mut().enumerate() {
            let turn = level as Points * step;
            if banking.may_bank(turn) {
                *chance = chance_with(Seat::open(seat.total + turn))?;
            }
        }
        let values = policy.values(seat.open, seat.total, 0);
        let mut race = RaceTurn {
            step,
            cap,
            banking,
            bank,
            throw: vec![0.0; cap * DICE_IN_GAME],
            past_cap: [0.0; DICE_IN_GAME],
            after_bust,
            after_flood,
        };
        for dice in 1..=DICE_IN_GAME {
            if let Some(hand) = chart.hand(dice) {
                // Past the cap every scoring throw banks the win.
                let scores: u64 = hand.classes().iter().map(|c| c.weight).sum();
                race.past_cap[dice - 1] = (scores as f64
                    + hand.bust() as f64 * after_bust
                    + hand.flood() as f64 * after_flood)
                    / hand.outcomes() as f64;
            }
        }
        // Each keep adds points, so a level depends only on levels above it.
        for level in (0..cap).rev() {
            for dice in 1..=DICE_IN_GAME {
                let Some(hand) = chart.hand(dice) else {
                    continue;
                };
                let mut sum = hand.bust() as f64 * after_bust + hand.flood() as f64 * after_flood;
                for class in hand.classes() {
                    // The keep the points play takes (odds/turn_sim.rs `keep_of`).
                    let keep = hand.best_option(class, |o| {
                        values.at(level + o.steps as usize, o.left as usize)
                    });
                    let next = level + keep.steps as usize;
                    sum += class.weight as f64 * race.after_keep(&values, next, keep.left as usize);
                }
                race.throw[level * DICE_IN_GAME + dice - 1] = sum / hand.outcomes() as f64;
            }
        }
        Ok(race)
    }

    /// The chance at a state just after a keep, the points play deciding to bank.
    fn after_keep(&self, values: &TurnValues, level: usize, dice: usize) -> f64 {
        if level >= self.cap {
            1.0
        } else if values.banks_at(level, dice) {
            self.bank[level]
        } else {
            self.throw[level * DICE_IN_GAME + dice - 1]
        }
    }
}

impl Judge for RaceTurn {
    fn outlook(&self, turn: Points, dice: usize) -> Result<(Option<f64>, f64), OddsError> {
        if dice == 0 || dice > DICE_IN_GAME {
            return Err(OddsError::DiceInHand { dice });
        }
        if turn < 0 || turn % self.step != 0 {
            return Err(OddsError::WinTurnOffGrid {
                turn,
                step: self.step,
            });
        }
        let level = usize::try_from(turn / self.step).unwrap_or(usize::MAX);
        let bank = self.banking.may_bank(turn).then(|| {
            if level >= self.cap {
                1.0
            } else {
                self.bank[level]
            }
        });
        let throw = if level >= self.cap {
            self.past_cap[dice - 1]
        } else {
            self.throw[level * DICE_IN_GAME + dice - 1]
        };
        Ok((bank, throw))
    }

    fn after_bust(&self) -> f64 {
        self.after_bust
    }

    fn after_flood(&self) -> f64 {
        self.after_flood
    }
}
