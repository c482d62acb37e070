use super::Seat;
use crate::odds::OddsError;
use crate::rules::{Points, RuleSet};

/// The totals a two-player game can reach, numbered.
///
/// Every keep is worth a multiple of the chart's step, so turn points and totals move on
/// that grid. A closed player's total is 0 (seat 0); an open player banked at least the
/// opening score (and at least one step), so open totals run from the first grid point at
/// or above it up to the last below the winning score (seats 1, 2, …). Nothing else is
/// reachable, which keeps the standings few: 207 × 207 in the standard game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Grid {
    pub(crate) step: Points,
    pub(crate) open_at: Points,
    pub(crate) win_at: Points,
    /// The least any bank may hold (a house rule's `min_bank`; 0: none).
    pub(crate) min_bank: Points,
    /// The smallest open total, in steps.
    pub(crate) first_open: usize,
    /// Seats: the closed one plus every open total.
    pub(crate) seats: usize,
}

impl Grid {
    pub(crate) fn new(step: Points, open_at: Points, win_at: Points) -> Grid {
        let step = step.max(1);
        let first = div_ceil(open_at.max(step), step);
        let last = (win_at - 1).max(0) / step;
        let open = if win_at <= 0 {
            0
        } else {
            (last + 1 - first).max(0)
        };
        Grid {
            step,
            open_at,
            win_at,
            min_bank: 0,
            first_open: usize::try_from(first).unwrap_or(usize::MAX),
            seats: 1 + usize::try_from(open).unwrap_or(0),
        }
    }

    /// The grid of a rule set: a closed player opens by banking at least the opening
    /// score and the least bank, and an open player banks at least the least bank.
    pub(crate) fn of_rules(step: Points, rules: &RuleSet) -> Grid {
        // The game's own judgement of a bank's size (RuleSet::least_bank).
        Grid {
            min_bank: rules.least_bank(true),
            ..Grid::new(step, rules.least_bank(false), rules.win_at)
        }
    }

    /// The seat number of a player, or why no game reaches them.
    pub(crate) fn index(&self, seat: Seat) -> Result<usize, OddsError> {
        let off = || OddsError::WinOffGrid {
            open: seat.open,
            total: seat.total,
            step: self.step,
            first_open: self.first_open_total(),
            win_at: self.win_at,
        };
        if !seat.open {
            return if seat.total == 0 { Ok(0) } else { Err(off()) };
        }
        if seat.total < 0 || seat.total % self.step != 0 || seat.total >= self.win_at {
            return Err(off());
        }
        let steps = usize::try_from(seat.total / self.step).map_err(|_| off())?;
        if steps < self.first_open {
            return Err(off());
        }
        Ok(1 + steps - self.first_open)
    }

    /// The total of seat `index`, in steps.
    pub(crate) fn total_in_steps(&self, index: usize) -> usize {
        if index == 0 {
            0
        } else {
            self.first_open + index - 1
        }
    }

    pub(crate) fn first_open_total(&self) -> Points {
        self.first_open as Points * self.step
    }

    /// The first turn level (turn points in steps) at which the thrower in seat `index`
    /// may bank and wins by banking; every state from there on is a sure win.
    pub(crate) fn cap(&self, index: usize) -> usize {
        let need = if index == 0 {
            self.win_at.max(self.open_at)
        } else {
            (self.win_at - self.total_in_steps(index) as Points * self.step).max(self.min_bank)
        };
        usize::try_from(div_ceil(need.max(0), self.step)).unwrap_or(0)
    }

    /// Where the thrower in seat `index` lands by banking `level` steps below the cap,
    /// or `None` when banking is not allowed there.
    pub(crate) fn banked(&self, index: usize, level: usize) -> Option<usize> {
        if level == 0 {
            return None;
        }
        if index == 0 {
            let turn = level as Points * self.step;
            (turn >= self.open_at && level >= self.first_open).then(|| 1 + level - self.first_open)
        } else {
            (level as Points * self.step >= self.min_bank).then_some(index + level)
        }
    }
}

/// `points / step` rounded up, for the non-negative points and positive steps of a grid.
fn div_ceil(points: Points, step: Points) -> Points {
    (points + step - 1).div_euclid(step)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_game_has_207_seats() {
        let grid = Grid::new(50, 700, 11_000);
        assert_eq!(grid.seats, 207);
        assert_eq!(grid.index(Seat::CLOSED), Ok(0));
        assert_eq!(grid.index(Seat::open(700)), Ok(1));
        assert_eq!(grid.index(Seat::open(10_950)), Ok(206));
        assert!(grid.index(Seat::open(650)).is_err());
        assert!(grid.index(Seat::open(725)).is_err());
        assert!(grid.index(Seat::open(11_000)).is_err());
        assert!(
            grid.index(Seat {
                total: 50,
                open: false
            })
            .is_err()
        );
        assert_eq!(grid.cap(0), 220);
        assert_eq!(grid.cap(1), 206);
        assert_eq!(grid.cap(206), 1);
        assert_eq!(grid.banked(0, 13), None);
        assert_eq!(grid.banked(0, 14), Some(1));
        assert_eq!(grid.banked(5, 0), None);
        assert_eq!(grid.banked(5, 3), Some(8));
    }

    #[test]
    fn odd_thresholds_land_on_the_grid() {
        // Opening at 725 on a 50 grid: the first open total is 750.
        let grid = Grid::new(50, 725, 2_010);
        assert_eq!(grid.first_open_total(), 750);
        assert_eq!(grid.index(Seat::open(2_000)), Ok(26));
        assert_eq!(grid.seats, 27);
        assert_eq!(grid.cap(26), 1);
        assert_eq!(grid.cap(0), 41);
        assert_eq!(grid.banked(0, 14), None);
        assert_eq!(grid.banked(0, 15), Some(1));
        // Opening at 0: any bank opens, at one step or more.
        let grid = Grid::new(50, 0, 1_000);
        assert_eq!(grid.first_open_total(), 50);
        assert_eq!(grid.banked(0, 1), Some(1));
    }

    #[test]
    fn every_bank_holds_the_least_bank() {
        let rules = RuleSet {
            min_bank: 300,
            open_at: 0,
            win_at: 1_000,
            ..RuleSet::default()
        };
        let grid = Grid::of_rules(50, &rules);
        // A closed player opens with 300 at least; an open one banks 300 at least,
        // even 50 short of the win.
        assert_eq!(grid.first_open_total(), 300);
        assert_eq!(grid.banked(0, 5), None);
        assert_eq!(grid.banked(0, 6), Some(1));
        assert_eq!(grid.banked(3, 5), None);
        assert_eq!(grid.banked(3, 6), Some(9));
        let last = grid.index(Seat::open(950)).expect("on the grid");
        assert_eq!(grid.cap(last), 6);
    }
}
