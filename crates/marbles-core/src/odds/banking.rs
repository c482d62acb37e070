//! Throw on or bank: the one rule every reader of the points policy decides by.
//!
//! `odds`, `advise`, `--hints`, the REPL's `odds`, the solved turn and the simulators
//! all ask [`Banking::choose`] (or read the table [`TurnValues`](super::TurnValues)
//! filled with it), so none of them can drift from the others at the winning moment.

use super::Choice;
use crate::rules::{Points, RuleSet};

/// When a turn may bank and when it should, for one player's standing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Banking {
    /// The fewest turn points the rules let bank: something set aside, the minimum
    /// bank, and before opening the opening score.
    from: Points,
    /// The turn points that reach the winning score (`win_at − total`).
    win: Points,
}

/// What throwing on is measured by, against banking.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum ThrowOn {
    /// Throwing on and playing on at best is worth this in expectation.
    Worth(f64),
    /// A threshold strategy throws on below this many turn points.
    Below(Points),
}

impl Banking {
    /// The rules' banking for a player who is `open` (or not) with `total` points.
    pub(crate) fn new(rules: &RuleSet, open: bool, total: Points) -> Banking {
        Banking {
            // The game's own judgement (RuleSet::refuses_bank), and something set aside.
            from: rules.least_bank(open).max(1),
            win: rules.win_at - total,
        }
    }

    /// The fewest turn points from which a bank both is allowed and wins the game: the
    /// winning score, unless the least bank holds the turn back past it (zilch at
    /// 9,800: 200 reaches 10,000 but only 300 may bank). Every state from here on banks,
    /// and below it a turn is played out as any other, however far past the win.
    pub(crate) fn wins_from(&self) -> Points {
        self.win.max(self.from)
    }

    /// Whether the rules let `turn` points bank.
    pub(crate) fn may_bank(&self, turn: Points) -> bool {
        turn >= self.from
    }

    /// What banking `turn` points is worth: all of them up to the winning score. Points
    /// past the win are worth nothing, so no throw-on value can beat a bank that wins.
    pub(crate) fn worth(&self, turn: Points) -> Points {
        turn.min(self.win)
    }

    /// Throw on or bank with `turn` points set aside: bank when the rules allow it and
    /// either banking reaches the winning score or it is worth at least throwing on.
    pub(crate) fn choose(&self, turn: Points, throw_on: ThrowOn) -> Choice {
        if !self.may_bank(turn) {
            return Choice::Throw;
        }
        if turn >= self.win {
            return Choice::Bank;
        }
        match throw_on {
            ThrowOn::Worth(throw) => Choice::between(Some(self.worth(turn) as f64), throw),
            ThrowOn::Below(at) if turn >= at => Choice::Bank,
            ThrowOn::Below(_) => Choice::Throw,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bank_that_reaches_the_win_is_taken_whatever_throwing_on_promises() {
        let banking = Banking::new(&RuleSet::default(), true, 9_000);
        assert_eq!(banking.worth(3_500), 2_000);
        assert_eq!(banking.choose(2_000, ThrowOn::Worth(2_185.0)), Choice::Bank);
        assert_eq!(banking.choose(2_000, ThrowOn::Below(5_000)), Choice::Bank);
        assert_eq!(banking.choose(1_950, ThrowOn::Below(5_000)), Choice::Throw);
    }

    #[test]
    fn nothing_banks_that_the_rules_refuse() {
        let rules = RuleSet::default();
        let closed = Banking::new(&rules, false, 0);
        assert_eq!(closed.choose(650, ThrowOn::Worth(0.0)), Choice::Throw);
        assert_eq!(closed.choose(700, ThrowOn::Worth(0.0)), Choice::Bank);
        let strict = Banking::new(
            &RuleSet {
                min_bank: 300,
                ..rules
            },
            true,
            10_950,
        );
        // Banking would win, but the minimum bank holds the turn back.
        assert_eq!(strict.choose(50, ThrowOn::Worth(0.0)), Choice::Throw);
    }

    #[test]
    fn a_tie_banks() {
        let banking = Banking::new(&RuleSet::default(), true, 0);
        assert_eq!(banking.choose(400, ThrowOn::Worth(400.0)), Choice::Bank);
        assert_eq!(banking.choose(400, ThrowOn::Worth(400.5)), Choice::Throw);
        assert_eq!(banking.choose(400, ThrowOn::Below(400)), Choice::Bank);
    }
}
