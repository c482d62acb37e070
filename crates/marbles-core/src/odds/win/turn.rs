use serde::Serialize;

use super::sweep::{Ends, Scratch, sweep, throw_past_cap};
use super::{Grid, Standing, WinModel, WinTable};
use crate::dice::DICE_IN_GAME;
use crate::odds::win::solve::fill_banks;
use crate::odds::{Choice, OddsError};
use crate::rules::Points;

/// Every state of one standing's turn, solved for the chance to win: what the players at
/// the table ask mid-turn ("bank now, or throw on?").
///
/// Solved in one backward sweep (well under a millisecond) with every turn-start chance
/// it leads to read from a [`WinTable`].
#[derive(Debug, Clone)]
pub struct WinTurn {
    standing: Standing,
    grid: Grid,
    cap: usize,
    /// The dice a turn starts with under the model's rules.
    start: usize,
    /// Per `level * 6 + dice - 1` below the cap: the better of banking and throwing on.
    value: Vec<f64>,
    /// The same states: the chance by throwing on.
    throw: Vec<f64>,
    /// Per level below the cap: the chance by banking, `NEG_INFINITY` where not allowed.
    bank: Vec<f64>,
    /// Per dice in hand, from the cap on: the chance by throwing on anyway.
    past_cap: [f64; DICE_IN_GAME],
    after_bust: f64,
    after_flood: f64,
}

/// Banking against throwing on, in chances to win.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct WinOutlook {
    /// The chance to win after banking now, when banking is allowed.
    pub bank: Option<f64>,
    /// The chance to win by throwing the dice in hand and playing on to win.
    pub throw: f64,
    /// The better of the two (banking on a tie).
    pub best: Choice,
}

impl WinTurn {
    /// Solves the turn of `standing` under the model's rules, reading the chances it
    /// leads to from `table` (which must be the model's).
    pub fn solve(
        model: &WinModel,
        table: &WinTable,
        standing: Standing,
    ) -> Result<WinTurn, OddsError> {
        table.check(model)?;
        let grid = model.grid;
        let i = grid.index(standing.thrower)?;
        let j = grid.index(standing.other)?;
        let mut bank = Vec::new();
        fill_banks(&grid, &table.chances, i, j, &mut bank);
        let ends = Ends {
            cap: grid.cap(i),
            bank: &bank,
            bust: 1.0 - table.at(j, i),
            flood: 1.0 - table.at(j, 0),
            closed: i == 0,
        };
        let mut scratch = Scratch::default();
        sweep::<true>(&model.plan, &ends, &mut scratch);
        let past_cap = std::array::from_fn(|d| throw_past_cap(&model.plan, &ends, d + 1));
        let solved = ends.cap * DICE_IN_GAME;
        scratch.value.truncate(solved);
        Ok(WinTurn {
            standing,
            grid,
            cap: ends.cap,
            start: model.plan.start,
            value: scratch.value,
            throw: scratch.throw,
            past_cap,
            after_bust: ends.bust,
            after_flood: if i == 0 { ends.bust } else { ends.flood },
            bank,
        })
    }

    /// The standing this turn starts from.
    pub(crate) fn standing(&self) -> Standing {
        self.standing
    }

    /// The dice a turn starts with, and hot dice give back.
    pub(crate) fn dice_per_turn(&self) -> usize {
        self.start
    }

    #[cfg(test)]
    /// The thrower's chance to win from the start of the turn.
    pub(crate) fn chance(&self) -> f64 {
        self.value.get(self.start - 1).copied().unwrap_or(1.0)
    }

    /// Banking against throwing on with `turn` points set aside and `dice` in hand.
    pub fn outlook(&self, turn: Points, dice: usize) -> Result<WinOutlook, OddsError> {
        let (level, slot) = self.state(turn, dice)?;
        let (bank, throw) = if level >= self.cap {
            (Some(1.0), self.past_cap[dice - 1])
        } else {
            let bank = self.bank[level];
            (bank.is_finite().then_some(bank), self.throw[slot])
        };
        let best = Choice::between(bank, throw);
        Ok(WinOutlook { bank, throw, best })
    }

    /// The chance to win with `turn` points set aside and `dice` in hand, playing on at
    /// best: what a keep that leads there is worth.
    pub(crate) fn value(&self, turn: Points, dice: usize) -> Result<f64, OddsError> {
        let (level, slot) = self.state(turn, dice)?;
        Ok(if level >= self.cap {
            1.0
        } else {
            self.value[slot]
        })
    }

    /// The thrower's chance to win after busting this turn.
    pub(crate) fn after_bust(&self) -> f64 {
        self.after_bust
    }

    /// The thrower's chance to win after a Flood this turn (for a player who has not
    /// opened, the same as after a bust).
    pub(crate) fn after_flood(&self) -> f64 {
        self.after_flood
    }

    #[cfg(test)]
    /// Turn points from which banking wins the game.
    pub(crate) fn cap(&self) -> Points {
        self.cap as Points * self.grid.step
    }

    fn state(&self, turn: Points, dice: usize) -> Result<(usize, usize), OddsError> {
        if dice == 0 || dice > DICE_IN_GAME {
            return Err(OddsError::DiceInHand { dice });
        }
        let step = self.grid.step;
        if turn < 0 || turn % step != 0 {
            return Err(OddsError::WinTurnOffGrid { turn, step });
        }
        let level = usize::try_from(turn / step).unwrap_or(usize::MAX);
        Ok((level, level.saturating_mul(DICE_IN_GAME) + dice - 1))
    }
}
