//! Every throw of one to six dice under a rule set, reduced to what the odds, the
//! policy and the simulator need.

use std::collections::HashMap;

use super::chance::gcd;
use crate::dice::{Counts, DICE_IN_GAME};
use crate::rules::{Points, RuleSet, Scorer};

/// Class id of the throws that flood, in [`Hand::class_of_throw`].
pub(crate) const FLOOD: u16 = u16::MAX;
/// Class id of the throws that bust, in [`Hand::class_of_throw`].
pub(crate) const BUST: u16 = u16::MAX - 1;

/// Every throw of one to six dice under a rule set, reduced to what the odds, the policy
/// and the simulator need: how many ordered throws flood, bust, or offer which keeps.
///
/// Built once from a [`Scorer`] by enumerating the multisets of each number of dice with
/// their multinomial weights. It holds no scripts (only their answers), so unlike the
/// scorer it can be shared between threads.
#[derive(Debug, Clone)]
pub struct ThrowChart {
    rules: RuleSet,
    step: Points,
    hands: Vec<Hand>,
}

/// All throws of one number of dice.
#[derive(Debug, Clone)]
pub(crate) struct Hand {
    dice: usize,
    /// The dice that come back when all of these score (the rules' `dice`).
    hot: usize,
    outcomes: u64,
    flood: u64,
    bust: u64,
    classes: Vec<ThrowClass>,
    options: Vec<KeepOption>,
    /// Ordered throw (base-6 digits, first die lowest) → class id, FLOOD or BUST; lets
    /// the simulator turn one uniform number into a judged throw with one lookup.
    ordered: Vec<u16>,
}

/// Throws that offer the same keeps, merged: for each number of dice kept, the same
/// most points. Which dice exactly does not matter to the turn that follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ThrowClass {
    /// Ordered throws in the class.
    pub(crate) weight: u64,
    first: u32,
    len: u8,
    best: u8,
}

/// A keep as the turn sees it: the most points that keeping `dice` dice can take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct KeepOption {
    /// Dice set aside.
    pub(crate) dice: u8,
    /// Their points.
    pub(crate) points: Points,
    /// Dice in hand afterwards: six again on hot dice.
    pub(crate) left: u8,
    /// `points` in units of the chart's step.
    pub(crate) steps: u32,
}

impl ThrowChart {
    /// Enumerates every throw of one to six dice under the scorer's rules.
    ///
    /// A keep worth nothing or less is left out: it can never help a turn, and dropping it
    /// keeps turn points strictly rising, which the policy's backward induction needs.
    pub fn new(scorer: &Scorer) -> ThrowChart {
        let mut hands: Vec<Hand> = (1..=DICE_IN_GAME).map(|n| Hand::new(scorer, n)).collect();
        let step = hands
            .iter()
            .flat_map(|h| h.options.iter())
            .fold(0, |acc, o| gcd(acc, o.points.unsigned_abs()));
        let step = Points::try_from(step).unwrap_or(1).max(1);
        for hand in &mut hands {
            for option in &mut hand.options {
                option.steps = u32::try_from(option.points / step).unwrap_or(u32::MAX);
            }
        }
        ThrowChart {
            rules: scorer.rules().clone(),
            step,
            hands,
        }
    }

    /// The rules the chart was built from.
    pub(crate) fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The largest number every keep's points are a multiple of (50 in the standard game):
    /// turn points move on this grid.
    pub(crate) fn step(&self) -> Points {
        self.step
    }

    /// The throws of `dice` dice (1 to 6).
    pub(crate) fn hand(&self, dice: usize) -> Option<&Hand> {
        dice.checked_sub(1).and_then(|i| self.hands.get(i))
    }
}

impl Hand {
    fn new(scorer: &Scorer, dice: usize) -> Hand {
        let mut hand = Hand {
            dice,
            hot: scorer.rules().dice,
            outcomes: 6u64.pow(dice as u32),
            flood: 0,
            bust: 0,
            classes: Vec::new(),
            options: Vec::new(),
            ordered: Vec::new(),
        };
        let mut class_of: HashMap<Counts, u16> = HashMap::new();
        let mut class_by_keeps: HashMap<[Points; DICE_IN_GAME], u16> = HashMap::new();
        for (throw, weight) in multisets(dice) {
            let class = if scorer.floods(&throw) {
                hand.flood += weight;
                FLOOD
            } else {
                // The first keep of each number of dice in the one order of keeps
                // takes the most points.
                let mut most = [0 as Points; DICE_IN_GAME];
                for keep in scorer.keeps(&throw) {
                    let slot = &mut most[keep.dice.total() - 1];
                    if *slot == 0 {
                        *slot = keep.points();
                    }
                }
                if most.iter().all(|&p| p <= 0) {
                    hand.bust += weight;
                    BUST
                } else {
                    let id = *class_by_keeps
                        .entry(most)
                        .or_insert_with(|| hand.push_class(&most));
                    hand.classes[id as usize].weight += weight;
                    id
                }
            };
            class_of.insert(throw, class);
        }
        hand.ordered = (0..hand.outcomes)
            .map(|code| {
                class_of
                    .get(&ordered_throw(code, dice))
                    .copied()
                    .unwrap_or(BUST)
            })
            .collect();
        hand
    }

    fn push_class(&mut self, most: &[Points; DICE_IN_GAME]) -> u16 {
        let first = self.options.len() as u32;
        let mut best: Option<(Points, usize)> = None;
        for (i, &points) in most.iter().enumerate().filter(|(_, p)| **p > 0) {
            let kept = i + 1;
            let left = if kept == self.dice {
                self.hot
            } else {
                self.dice - kept
            };
            // Most points, then fewest dice: the one order of keeps (RULES.md 2.15).
            if best.is_none_or(|(p, _)| points > p) {
                best = Some((points, self.options.len() - first as usize));
            }
            self.options.push(KeepOption {
                dice: kept as u8,
                points,
                left: left as u8,
                steps: 0,
            });
        }
        let len = self.options.len() as u32 - first;
        self.classes.push(ThrowClass {
            weight: 0,
            first,
            len: len as u8,
            best: best.map_or(0, |(_, i)| i as u8),
        });
        (self.classes.len() - 1) as u16
    }

    /// Dice thrown.
    pub(crate) fn dice(&self) -> usize {
        self.dice
    }

    /// Ordered throws: 6ⁿ.
    pub(crate) fn outcomes(&self) -> u64 {
        self.outcomes
    }

    /// Ordered throws that flood.
    pub(crate) fn flood(&self) -> u64 {
        self.flood
    }

    /// Ordered throws that score nothing.
    pub(crate) fn bust(&self) -> u64 {
        self.bust
    }

    /// The classes of scoring throws.
    pub(crate) fn classes(&self) -> &[ThrowClass] {
        &self.classes
    }

    /// The keeps a class of throws offers, fewest dice first.
    pub(crate) fn options(&self, class: &ThrowClass) -> &[KeepOption] {
        let first = class.first as usize;
        &self.options[first..first + class.len as usize]
    }

    /// The keep with the most points (fewest dice on a tie), as the scorer suggests.
    pub(crate) fn most_points(&self, class: &ThrowClass) -> &KeepOption {
        &self.options[class.first as usize + class.best as usize]
    }

    /// The keep to take from a class of throws when each is worth `worth`: the most
    /// worth, ties broken by the one order of keeps (RULES.md 2.15: more points, then
    /// fewer dice).
    pub(crate) fn best_option(
        &self,
        class: &ThrowClass,
        worth: impl Fn(&KeepOption) -> f64,
    ) -> &KeepOption {
        self.options(class)
            .iter()
            .max_by(|a, b| {
                worth(a)
                    .total_cmp(&worth(b))
                    .then(a.points.cmp(&b.points))
                    .then(b.dice.cmp(&a.dice))
            })
            .unwrap_or_else(|| self.most_points(class))
    }

    /// The class of the ordered throw numbered `code` (0 to 6ⁿ − 1), or FLOOD or BUST.
    pub(crate) fn class_of_throw(&self, code: u32) -> u16 {
        self.ordered[code as usize]
    }

    /// The class with this id.
    pub(crate) fn class(&self, id: u16) -> &ThrowClass {
        &self.classes[id as usize]
    }
}

/// The ordered throw numbered `code`: die `i` shows base-6 digit `i` plus one.
fn ordered_throw(mut code: u64, dice: usize) -> Counts {
    let mut counts = [0u8; 6];
    for _ in 0..dice {
        counts[(code % 6) as usize] += 1;
        code /= 6;
    }
    Counts::from_array(counts)
}

/// Every multiset of `dice` dice with its multinomial weight: how many ordered throws
/// show it.
pub(crate) fn multisets(dice: usize) -> Vec<(Counts, u64)> {
    fn walk(face: usize, left: usize, counts: &mut [u8; 6], out: &mut Vec<(Counts, u64)>) {
        if face == 5 {
            counts[5] = left as u8;
            out.push((Counts::from_array(*counts), 0));
            return;
        }
        for c in 0..=left {
            counts[face] = c as u8;
            walk(face + 1, left - c, counts, out);
        }
    }
    let mut out = Vec::new();
    walk(0, dice, &mut [0; 6], &mut out);
    let factorial = |n: u8| (1..=n as u64).product::<u64>();
    for (counts, weight) in &mut out {
        *weight = counts
            .as_array()
            .iter()
            .fold(factorial(dice as u8), |w, &c| w / factorial(c));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multinomial_weights_add_up_to_every_ordered_throw() {
        for n in 1..=6 {
            let all = multisets(n);
            let weight: u64 = all.iter().map(|(_, w)| w).sum();
            assert_eq!(weight, 6u64.pow(n as u32));
        }
        assert_eq!(multisets(6).len(), 462);
    }

    #[test]
    fn the_standard_grid_is_fifty_points() {
        assert_eq!(ThrowChart::new(&Scorer::standard()).step(), 50);
    }

    #[test]
    fn ordered_throws_land_in_their_class() {
        let chart = ThrowChart::new(&Scorer::standard());
        for n in 1..=6 {
            let hand = chart.hand(n).expect("1 to 6 dice");
            let mut weights = vec![0u64; hand.classes().len()];
            let (mut flood, mut bust) = (0, 0);
            for code in 0..hand.outcomes() as u32 {
                match hand.class_of_throw(code) {
                    FLOOD => flood += 1,
                    BUST => bust += 1,
                    id => weights[id as usize] += 1,
                }
            }
            assert_eq!((flood, bust), (hand.flood(), hand.bust()));
            let expected: Vec<u64> = hand.classes().iter().map(|c| c.weight).collect();
            assert_eq!(weights, expected);
        }
    }
}
