//! The rules compiled into tables, so judging a throw is a lookup.

use std::rc::Rc;

use super::keep::Part;
use super::table::{Table, table};
use super::{
    Assessment, Combo, ComboId, ComboName, CustomCombo, InvalidRules, Keep, MAX_POINTS, Pattern,
    Points, RuleError, RuleSet, Split,
};
use crate::dice::{Counts, Faces};

/// The rules compiled into tables: every fact about every multiset of up to six dice is
/// worked out once, so scoring a throw is a lookup.
///
/// Custom (scripted) combinations are asked once per multiset while building, never
/// again: that is the memoisation house-rule scripts rely on.
///
/// The tables are shared between clones (they never change once built): `stats` and
/// `history` clone one scorer per save replayed, and copying 924 entries with a
/// slice each, per save, was a tenth of a cold listing.
#[derive(Debug, Clone)]
pub struct Scorer {
    rules: RuleSet,
    patterns: Vec<Pattern>,
    table: &'static Table,
    /// Per multiset: its best complete split, if it has one.
    splits: Rc<[Option<Split>]>,
    /// Per multiset (as a throw): the dense id of its best keep, if anything scores.
    best_keeps: Rc<[Option<u16>]>,
    /// Per multiset (as a throw): every combination present, on the dice it takes.
    options: Rc<[Box<[Part]>]>,
}

impl Scorer {
    /// The scorer of the standard game.
    pub fn standard() -> Scorer {
        match Scorer::new(RuleSet::default(), Vec::new()) {
            Ok(scorer) => scorer,
            // The standard rules are fixed data with no scripts: building cannot fail.
            Err(err) => unreachable!("standard rules failed to compile: {err}"),
        }
    }

    /// Compiles `rules` and any scripted combinations.
    pub fn new(rules: RuleSet, custom: Vec<Rc<dyn CustomCombo>>) -> Result<Scorer, RuleError> {
        rules.validate()?;
        let mut patterns: Vec<Pattern> = rules.combos().into_iter().map(Pattern::Fixed).collect();
        patterns.extend(custom.into_iter().map(Pattern::Custom));
        if patterns.len() >= ComboId::MAX as usize {
            return Err(InvalidRules::TooManyCombos(patterns.len()).into());
        }
        let table = table();
        let multisets = table.multisets().to_vec();

        // Every combination that is exactly these dice, with its points.
        let mut matches: Vec<Vec<(ComboId, Points)>> = vec![Vec::new(); multisets.len()];
        for (combo, pattern) in patterns.iter().enumerate() {
            let combo = combo as ComboId;
            match pattern {
                Pattern::Fixed(fixed) => {
                    if let Some(id) = table.id(&fixed.dice).filter(|_| !fixed.dice.is_empty()) {
                        matches[id].push((combo, fixed.points));
                    }
                }
                Pattern::Custom(custom) => {
                    for (id, dice) in multisets.iter().enumerate().skip(1) {
                        let points = custom.points(dice).map_err(|message| RuleError::Combo {
                            name: custom.name().to_owned(),
                            message,
                        })?;
                        match points {
                            Some(points) if (1..=MAX_POINTS).contains(&points) => {
                                matches[id].push((combo, points));
                            }
                            // As for the rule values: 0 takes the combination out of play.
                            Some(0) | None => {}
                            Some(points) => {
                                return Err(RuleError::ComboPoints {
                                    name: custom.name().to_owned(),
                                    dice: *dice,
                                    points,
                                });
                            }
                        }
                    }
                }
            }
        }

        // Best complete split, smaller multisets first (the table is ordered that way).
        let mut splits: Vec<Option<Split>> = vec![None; multisets.len()];
        splits[0] = Some(Split::EMPTY);
        for (id, dice) in multisets.iter().enumerate().skip(1) {
            let mut best: Option<Split> = None;
            for part in dice.subsets().skip(1) {
                let Some(part_id) = table.id(&part) else {
                    continue;
                };
                let Some(rest) = table.id(&dice.minus(&part)).and_then(|r| splits[r]) else {
                    continue;
                };
                for &(combo, points) in &matches[part_id] {
                    let candidate = rest.with(Part {
                        combo,
                        dice: part,
                        points,
                    });
                    if best.is_none_or(|b| candidate.points() > b.points()) {
                        best = Some(candidate);
                    }
                }
            }
            splits[id] = best;
        }

        let mut options = Vec::with_capacity(multisets.len());
        for throw in &multisets {
            let mut present = Vec::new();
            for keep in throw.subsets().skip(1) {
                let Some(keep_id) = table.id(&keep) else {
                    continue;
                };
                for &(combo, points) in &matches[keep_id] {
                    present.push(Part {
                        combo,
                        dice: keep,
                        points,
                    });
                }
            }
            present.sort_by_key(|p| (std::cmp::Reverse(p.points), p.combo));
            options.push(present.into_boxed_slice());
        }
        // The best keep is the first keep in the one order of keeps (rule 2.15).
        let best_keeps = multisets
            .iter()
            .map(|throw| {
                keeps_of(table, &splits, throw)
                    .first()
                    .and_then(|keep| table.id(&keep.dice))
                    .map(|id| id as u16)
            })
            .collect();

        Ok(Scorer {
            rules,
            patterns,
            table,
            splits: splits.into(),
            best_keeps,
            options: options.into(),
        })
    }

    /// The rules these tables were built from.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// Every combination in play, indexed by [`ComboId`].
    pub fn patterns(&self) -> &[Pattern] {
        &self.patterns
    }

    /// The fixed combinations in play (custom ones are listed by name only).
    pub fn fixed_combos(&self) -> impl Iterator<Item = &Combo> {
        self.patterns.iter().filter_map(|p| match p {
            Pattern::Fixed(combo) => Some(combo),
            Pattern::Custom(_) => None,
        })
    }

    /// Which combination `combo` is.
    pub fn combo_name(&self, combo: ComboId) -> ComboName {
        self.patterns
            .get(combo as usize)
            .map_or_else(|| ComboName::Scripted("?".to_owned()), Pattern::name)
    }

    /// Whether a throw floods under these rules.
    pub fn floods(&self, throw: &Counts) -> bool {
        self.rules.flood.is_some_and(|flood| flood.floods(throw))
    }

    /// Flood, bust, or what the throw offers.
    pub fn assess(&self, throw: &Counts) -> Assessment<'_> {
        if self.floods(throw) {
            return Assessment::Flood;
        }
        let Some(id) = self.table.id(throw) else {
            return Assessment::Bust;
        };
        match self.best_keeps[id] {
            Some(keep_id) => {
                let keep_id = keep_id as usize;
                let dice = self.table.multisets()[keep_id];
                match self.splits[keep_id] {
                    Some(split) => Assessment::Scores {
                        options: &self.options[id],
                        best: Keep { dice, split },
                    },
                    None => Assessment::Bust,
                }
            }
            None => Assessment::Bust,
        }
    }

    /// Every keep `throw` allows, in the one order of keeps (RULES.md 2.15): a keep is
    /// dice of the throw that all belong to combinations and score more than 0; the most
    /// points come first, then the fewest dice, then the higher faces (more 6s, then more
    /// 5s, and so on down to the 1s). The first is the best keep (rule 2.14); advice that
    /// ranks keeps by what they are worth sorts this list stably, so ties keep this order.
    pub fn keeps(&self, throw: &Counts) -> Vec<Keep> {
        keeps_of(self.table, &self.splits, throw)
    }

    /// The best complete split of these dice, if every die can belong to a combination.
    pub fn split(&self, dice: &Counts) -> Option<Split> {
        self.table.id(dice).and_then(|id| self.splits[id])
    }

    /// Checks a keep against its throw and values it.
    ///
    /// Refuses dice that were not thrown, and dice that do not all belong to a
    /// combination; the error names the dice at fault.
    pub fn keep(&self, throw: &Faces, keep: &Faces) -> Result<Keep, RuleError> {
        let throw_counts = throw.counts();
        let keep_counts = keep.counts();
        if !keep_counts.is_within(&throw_counts) {
            return Err(RuleError::NotThrown {
                kept: keep.clone(),
                missing: keep_counts.minus(&throw_counts).faces(),
                throw: throw.clone(),
            });
        }
        match self.split(&keep_counts) {
            Some(split) => Ok(Keep {
                dice: keep_counts,
                split,
            }),
            None => {
                let best = self.assess(&throw_counts).best().map(|b| b.dice.faces());
                // "2 does not score" of four 2s would hide why: they are the Flood.
                if let Some(flood) = self.rules().flood {
                    let kept = keep_counts.of(flood.face);
                    if kept == flood.count || (flood.or_more && kept > flood.count) {
                        return Err(RuleError::FloodNeverKept {
                            face: flood.face,
                            count: kept,
                            best,
                        });
                    }
                }
                Err(RuleError::DoesNotScore {
                    stray: self.stray_dice(&keep_counts).faces(),
                    best,
                })
            }
        }
    }

    /// The dice left over by the split that covers the most of `dice`.
    fn stray_dice(&self, dice: &Counts) -> Counts {
        let covered = dice
            .subsets()
            .filter_map(|s| self.split(&s).map(|split| (s.total(), split.points(), s)))
            .max_by_key(|&(n, points, _)| (n, points))
            .map_or(Counts::EMPTY, |(_, _, s)| s);
        dice.minus(&covered)
    }
}

/// Every keep of `throw` that scores, in the one order of keeps (see [`Scorer::keeps`]).
fn keeps_of(table: &Table, splits: &[Option<Split>], throw: &Counts) -> Vec<Keep> {
    let mut keeps: Vec<Keep> = throw
        .subsets()
        .skip(1)
        .filter_map(|dice| {
            let split = table.id(&dice).and_then(|id| splits[id])?;
            (split.points() > 0).then_some(Keep { dice, split })
        })
        .collect();
    keeps.sort_by_key(|keep| {
        let mut high_faces_first = keep.dice.as_array();
        high_faces_first.reverse();
        (
            std::cmp::Reverse(keep.points()),
            keep.dice.total(),
            std::cmp::Reverse(high_faces_first),
        )
    });
    keeps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Faces;

    fn keeps(throw: &str) -> Vec<(String, Points)> {
        let throw = Faces::parse(throw).expect("dice").counts();
        Scorer::standard()
            .keeps(&throw)
            .iter()
            .map(|keep| (keep.dice.faces().to_string(), keep.points()))
            .collect()
    }

    #[test]
    fn keeps_come_most_points_first_then_fewest_dice() {
        let keeps = keeps("112223");
        let order: Vec<&str> = keeps.iter().map(|(dice, _)| dice.as_str()).collect();
        assert_eq!(order[..2], ["1 1 2 2 2", "1 2 2 2"]);
        // 1 1 and 2 2 2 both score 200: the two dice come first.
        let one_one = order.iter().position(|d| *d == "1 1");
        let twos = order.iter().position(|d| *d == "2 2 2");
        assert!(one_one < twos, "{keeps:?}");
        assert!(keeps.windows(2).all(|w| w[0].1 >= w[1].1), "{keeps:?}");
    }

    #[test]
    fn keeps_of_equal_points_and_dice_take_the_higher_faces_first() {
        // 1 5 5 and 2 2 2: three dice, 200 points each. More 5s come first.
        let keeps = keeps("122255");
        let order: Vec<&str> = keeps.iter().map(|(dice, _)| dice.as_str()).collect();
        let high = order.iter().position(|d| *d == "1 5 5");
        let low = order.iter().position(|d| *d == "2 2 2");
        assert!(high.is_some() && high < low, "{keeps:?}");
    }

    #[test]
    fn the_best_keep_is_the_first_keep() {
        let scorer = Scorer::standard();
        // The Flood comes before any keep (rule 3.2).
        for throw in table().multisets().iter().filter(|t| !scorer.floods(t)) {
            let first = scorer.keeps(throw).first().map(|keep| keep.dice);
            assert_eq!(
                scorer.assess(throw).best().map(|b| b.dice),
                first,
                "{throw:?}"
            );
        }
    }
}
