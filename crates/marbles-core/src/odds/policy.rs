//! The best play of a turn under one rule set, solved on demand and cached.

use std::borrow::Cow;
use std::sync::OnceLock;

use super::OddsError;
use super::turn_values::Play;
use super::win::{WinModel, WinPlay, WinTable};
use super::{ThrowChart, TurnValues};
use crate::rules::{Points, Scorer};

/// The best play of a turn under one rule set, solved lazily and cached per standing.
///
/// It maximises the expected change a turn makes to the player's total: the points it
/// banks, or `−total` on a Flood. A standing (open or not, game total) is solved on first
/// use — every state of the turn in well under a millisecond — and kept, so build one
/// `Policy` per rule set and ask it as often as needed. It can be shared across threads.
///
/// It models the standard turn flow: one-throw turns, opening with ones and fives, point
/// stacking and hand-offs are not taken into account (see [`Policy::unmodelled_flow`]).
#[derive(Debug)]
pub struct Policy {
    chart: ThrowChart,
    closed: OnceLock<TurnValues>,
    /// Open players, by total in grid steps: every total a game can reach.
    open: Vec<OnceLock<TurnValues>>,
    /// The play to win ([`Strategy::Win`](super::Strategy::Win)): attached, or the shipped table on first use.
    win: OnceLock<Result<WinPlay, OddsError>>,
}

impl Policy {
    /// A policy for the rules a chart was built from.
    pub fn new(chart: ThrowChart) -> Policy {
        let rules = chart.rules();
        let totals = if rules.win_at > 0 {
            (rules.win_at + chart.step() - 1) / chart.step()
        } else {
            0
        };
        // Rules too fine for exact odds are refused by `check_size` before anything is
        // solved; the cache never needs more slots than that allows.
        let totals = totals.min(super::outlook::MAX_LEVELS);
        Policy {
            open: (0..totals).map(|_| OnceLock::new()).collect(),
            closed: OnceLock::new(),
            win: OnceLock::new(),
            chart,
        }
    }

    /// The policy with the solved win table of its rules attached, for
    /// [`Strategy::Win`](super::Strategy::Win) under rules whose table does not ship with the binary.
    pub fn with_win_table(self, table: WinTable) -> Result<Policy, OddsError> {
        let play = WinPlay::new(WinModel::new(&self.chart)?, table)?;
        Ok(Policy {
            win: OnceLock::from(Ok(play)),
            ..self
        })
    }

    /// The play to win under these rules: the attached table, or else the shipped one
    /// when the rules are the standard game's.
    pub fn win_play(&self) -> Result<&WinPlay, OddsError> {
        self.win
            .get_or_init(|| {
                let model = WinModel::new(&self.chart)?;
                let table = WinTable::shipped(&model).ok_or(OddsError::NoWinTable)?;
                WinPlay::new(model, table.clone())
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// A policy for the scorer's rules.
    pub fn for_scorer(scorer: &Scorer) -> Policy {
        Policy::new(ThrowChart::new(scorer))
    }

    /// Refuses rules whose point grid is too fine for exact odds: a standing's table
    /// has one row per grid step up to the winning score, and a simulation may solve a
    /// standing per reachable total, so both grow with (winning score ÷ step).
    pub(crate) fn check_size(&self, max_levels: Points) -> Result<(), OddsError> {
        let rules = self.chart.rules();
        let levels = rules.win_at / self.chart.step().max(1);
        if levels > max_levels {
            return Err(OddsError::TooFine {
                levels,
                step: self.chart.step(),
                max: max_levels,
            });
        }
        Ok(())
    }

    /// The throws the policy was built on.
    pub fn chart(&self) -> &ThrowChart {
        &self.chart
    }

    /// The solved turn for a standing, with turn points congruent to `turn` on the grid
    /// (any multiple of the step in a game without point-adjusting hooks).
    ///
    /// Standings a game reaches are cached; anything else is solved on the spot.
    pub fn values(&self, open: bool, total: Points, turn: Points) -> Cow<'_, TurnValues> {
        let offset = turn.rem_euclid(self.chart.step());
        let cached = if offset == 0 {
            self.cached(open, total)
        } else {
            None
        };
        match cached {
            Some(values) => Cow::Borrowed(values),
            None => Cow::Owned(TurnValues::solve(
                &self.chart,
                open,
                total,
                offset,
                Play::Best,
            )),
        }
    }

    /// The values of an on-grid standing the cache holds a place for (solved on first
    /// use), or `None` without solving anything for any other standing (a total off the
    /// grid or below 0, which hooks can make). The simulators' hot path.
    pub(crate) fn cached(&self, open: bool, total: Points) -> Option<&TurnValues> {
        let step = self.chart.step();
        let cell = if total.rem_euclid(step) != 0 {
            None
        } else if !open {
            (total == 0).then_some(&self.closed)
        } else {
            usize::try_from(total / step)
                .ok()
                .and_then(|i| self.open.get(i))
        }?;
        Some(cell.get_or_init(|| TurnValues::solve(&self.chart, open, total, 0, Play::Best)))
    }

    /// Solves every standing a game can reach (what a simulation of whole games needs).
    pub fn solve_all(&self) {
        let _ = self.values(false, 0, 0);
        for i in 0..self.open.len() {
            let _ = self.values(true, i as Points * self.chart.step(), 0);
        }
    }

    #[cfg(test)]
    /// The expected change to the total of a whole turn played with `strategy`, from a
    /// fresh turn: exact, by the same backward induction.
    pub(crate) fn expected_turn(
        &self,
        strategy: super::Strategy,
        open: bool,
        total: Points,
    ) -> f64 {
        let values = match strategy.bank_at() {
            None => self.values(open, total, 0),
            Some(at) => Cow::Owned(TurnValues::solve(
                &self.chart,
                open,
                total,
                0,
                Play::BankAt(at),
            )),
        };
        values.throw_value(0, self.chart.rules().dice)
    }

    /// The first turn-flow switch of the rules that the policy does not model, if any.
    pub fn unmodelled_flow(&self) -> Option<&'static str> {
        let flow = &self.chart.rules().flow;
        if flow.one_throw_when_open {
            Some("one_throw_when_open")
        } else if flow.point_stacking {
            Some("point_stacking")
        } else if flow.opening != crate::rules::Opening::Standard {
            Some("opening")
        } else if flow.hand_off != crate::rules::HandOff::None {
            Some("hand_off")
        } else {
            None
        }
    }
}
