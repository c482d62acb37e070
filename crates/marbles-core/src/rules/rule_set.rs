//! The rules as plain data; the default is the standard game of RULES.md.

use serde::Serialize;

use super::{Combo, ComboName, Flood, Flow, InvalidRules, MAX_POINTS, OfAKind, Points};
use crate::dice::{Counts, DICE_IN_GAME, Face};

/// The rules in play, as plain data. `RuleSet::default()` is the standard game of the
/// rule card; house rules change fields of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RuleSet {
    /// A single 1.
    pub single_one: Points,
    /// A single 5.
    pub single_five: Points,
    /// Three of a kind, by face (index 0 is three 1s).
    pub three_of_a_kind: [Points; 6],
    /// Four of a kind (never of the face that floods on four).
    pub four_of_a_kind: OfAKind,
    /// Five of a kind.
    pub five_of_a_kind: OfAKind,
    /// Six of a kind.
    pub six_of_a_kind: OfAKind,
    /// 1 2 3 4 5 6 in one throw.
    pub straight: Points,
    /// Names of built-in combinations taken out of play.
    pub removed_combos: Vec<String>,
    /// Further fixed combinations a house rule adds.
    pub extra_combos: Vec<Combo>,
    /// A turn must hold this much before a player who is not open may bank.
    pub open_at: Points,
    /// Every bank must hold at least this much, open or not (Zilch, Ten Thousand
    /// tables); 0 is no minimum.
    pub min_bank: Points,
    /// The dice in hand at the start of a turn and after hot dice (Greed plays five).
    pub dice: usize,
    /// Banking this total or more wins.
    pub win_at: Points,
    /// Fewest players.
    pub min_players: usize,
    /// Most players.
    pub max_players: usize,
    /// What wipes a player's total, if anything does.
    pub flood: Option<Flood>,
    /// How turns run.
    pub flow: Flow,
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet {
            single_one: 100,
            single_five: 50,
            three_of_a_kind: [500, 200, 300, 400, 500, 600],
            four_of_a_kind: OfAKind::Each(1000),
            five_of_a_kind: OfAKind::Each(3000),
            six_of_a_kind: OfAKind::Each(6000),
            straight: 2000,
            removed_combos: Vec::new(),
            extra_combos: Vec::new(),
            open_at: 700,
            min_bank: 0,
            dice: DICE_IN_GAME,
            win_at: 11_000,
            min_players: 2,
            max_players: 6,
            flood: Some(Flood::default()),
            flow: Flow::default(),
        }
    }
}

/// Why the rules refuse a bank: what [`RuleSet::refuses_bank`] found short.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ShortBank {
    /// A player who is not open banks less than the opening score.
    Opening,
    /// Any bank holds less than the least bank (`min_bank`).
    MinBank,
}

impl RuleSet {
    /// Whether these rules refuse a bank of `points` turn points by a player who is
    /// `open` (or not), and why: the one judgement of a bank's size that the game, the
    /// odds, the advice, the computer players and the win chances all go by, so none of
    /// them can count a bank the table refuses (near the win above all, where a least
    /// bank can hold back a turn that already reaches the winning score).
    pub(crate) fn refuses_bank(&self, open: bool, points: Points) -> Option<ShortBank> {
        if !open && points < self.open_at {
            Some(ShortBank::Opening)
        } else if points < self.min_bank {
            Some(ShortBank::MinBank)
        } else {
            None
        }
    }

    /// The fewest turn points a player who is `open` (or not) may bank: exactly the
    /// points from which [`RuleSet::refuses_bank`] lets a bank through.
    pub(crate) fn least_bank(&self, open: bool) -> Points {
        let opening = if open { 0 } else { self.open_at };
        self.min_bank.max(opening)
    }

    /// Every fixed combination in play, built-ins first, in the order the scorer lists them.
    ///
    /// A combination worth 0 is left out (an added one too), and so is an n-of-a-kind that
    /// would itself be a Flood (four 2s in the standard game): those dice can never be
    /// kept from one throw.
    pub fn combos(&self) -> Vec<Combo> {
        let one = Face::ALL[0];
        let five = Face::ALL[4];
        let mut combos = vec![
            Combo::new(ComboName::Single(one), of_a_kind(one, 1), self.single_one),
            Combo::new(
                ComboName::Single(five),
                of_a_kind(five, 1),
                self.single_five,
            ),
        ];
        let kinds = [
            (3, "Smooth Water"),
            (4, "Ridin' the Rapids"),
            (5, "Channel Cat"),
            (6, "All the Marbles"),
        ];
        for (n, nickname) in kinds {
            for face in Face::ALL {
                let points = match n {
                    3 => Some(self.three_of_a_kind[face.index()]),
                    4 => self.four_of_a_kind.value(face, &self.three_of_a_kind),
                    5 => self.five_of_a_kind.value(face, &self.three_of_a_kind),
                    _ => self.six_of_a_kind.value(face, &self.three_of_a_kind),
                };
                // `validate` refuses a multiple that overflows; out of play until then.
                let points = points.unwrap_or(0);
                let dice = of_a_kind(face, n);
                if self.flood.is_some_and(|flood| flood.floods(&dice)) {
                    continue;
                }
                combos.push(
                    Combo::new(ComboName::OfAKind { n, face }, dice, points).nicknamed(nickname),
                );
            }
        }
        combos.push(
            Combo::new(
                ComboName::Straight,
                Counts::from_array([1; 6]),
                self.straight,
            )
            .nicknamed("Big Muddy"),
        );
        combos.retain(|c| !self.removed_combos.contains(&c.name.id()));
        combos.extend(self.extra_combos.iter().cloned());
        combos.retain(|c| c.points != 0);
        combos
    }

    /// Refuses settings that cannot make a game.
    pub fn validate(&self) -> Result<(), InvalidRules> {
        if self.min_players < 1 || self.min_players > self.max_players {
            return Err(InvalidRules::PlayerRange {
                min: self.min_players,
                max: self.max_players,
            });
        }
        if !(1..=MAX_POINTS).contains(&self.win_at) {
            return Err(InvalidRules::WinAt(self.win_at));
        }
        if !(0..=MAX_POINTS).contains(&self.open_at) {
            return Err(InvalidRules::OpenAt(self.open_at));
        }
        if !(0..=MAX_POINTS).contains(&self.min_bank) {
            return Err(InvalidRules::MinBank(self.min_bank));
        }
        if !(1..=DICE_IN_GAME).contains(&self.dice) {
            return Err(InvalidRules::Dice(self.dice));
        }
        if self.min_bank > 0 && self.flow.one_throw_when_open {
            return Err(InvalidRules::MinBankWithOneThrow);
        }
        let mut values = vec![
            ("single_one", self.single_one),
            ("single_five", self.single_five),
            ("straight", self.straight),
        ];
        values.extend(self.three_of_a_kind.iter().map(|&v| ("three_of_a_kind", v)));
        for (name, rule) in [
            ("four_of_a_kind", self.four_of_a_kind),
            ("five_of_a_kind", self.five_of_a_kind),
            ("six_of_a_kind", self.six_of_a_kind),
        ] {
            for face in Face::ALL {
                let points = rule
                    .value(face, &self.three_of_a_kind)
                    .unwrap_or(Points::MAX);
                values.push((name, points));
            }
        }
        let extra = self.extra_combos.iter().map(|c| (c.name.id(), c.points));
        for (name, points) in values
            .into_iter()
            .map(|(name, points)| (name.to_owned(), points))
            .chain(extra)
        {
            if !(0..=MAX_POINTS).contains(&points) {
                return Err(InvalidRules::Value { name, points });
            }
        }
        Ok(())
    }
}

/// `n` dice all showing `face`.
pub(crate) fn of_a_kind(face: Face, n: u8) -> Counts {
    let mut counts = [0u8; 6];
    counts[face.index()] = n;
    Counts::from_array(counts)
}

#[cfg(test)]
mod bank_tests {
    use super::*;

    #[test]
    fn the_least_bank_is_where_the_refusals_end() {
        let rules = [
            RuleSet::default(),
            RuleSet {
                open_at: 0,
                min_bank: 300,
                ..RuleSet::default()
            },
            RuleSet {
                open_at: 500,
                min_bank: 300,
                ..RuleSet::default()
            },
        ];
        for rules in rules {
            for open in [false, true] {
                let least = rules.least_bank(open);
                for points in (0..1_000).step_by(50) {
                    assert_eq!(
                        rules.refuses_bank(open, points).is_none(),
                        points >= least,
                        "{points} open {open} under {rules:?}"
                    );
                }
            }
        }
        let zilch_like = RuleSet {
            open_at: 0,
            min_bank: 300,
            ..RuleSet::default()
        };
        assert_eq!(zilch_like.refuses_bank(true, 250), Some(ShortBank::MinBank));
        assert_eq!(
            RuleSet::default().refuses_bank(false, 650),
            Some(ShortBank::Opening)
        );
    }
}
