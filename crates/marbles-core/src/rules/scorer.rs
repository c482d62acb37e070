//! The rules compiled into tables, so judging a throw is a lookup.

use std::cell::{OnceCell, RefCell};
use std::rc::Rc;

use super::keep::Part;
use super::table::{MULTISETS, Table, table};
use super::{
    Assessment, Combo, ComboId, ComboName, CustomCombo, InvalidRules, Keep, MAX_POINTS, Pattern,
    Points, RuleError, RuleSet, Split,
};
use crate::dice::{Counts, Faces};

/// The rules compiled into tables: every fact about a multiset of up to six dice is
/// worked out once, the first time it is needed, so scoring a throw is a lookup from
/// then on.
///
/// Custom (scripted) combinations are asked once per multiset, never again: that is
/// the memoisation house-rule scripts rely on. [`Scorer::new`] asks them about every
/// multiset while building, so a script that fails or gives points out of range is
/// refused then; [`Scorer::for_throw`] asks only about the dice of one throw.
///
/// The rest is worked out on first need (`marbles score` needs the facts of one
/// throw's 64 sub-multisets at most, not of all 924: building them all was three
/// quarters of its run). The tables are shared between clones (what is worked out for
/// one is there for all): `stats` and `history` clone one scorer per save replayed.
#[derive(Debug, Clone)]
pub struct Scorer {
    rules: RuleSet,
    patterns: Vec<Pattern>,
    table: &'static Table,
    memo: Rc<Memo>,
}

/// The combinations that are exactly some dice, with their points.
type Matches = Box<[(ComboId, Points)]>;

/// What a scorer has worked out so far, by the multisets' dense ids.
#[derive(Debug)]
struct Memo {
    /// Per multiset: every combination that is exactly these dice, with its points, in
    /// the order of the combinations.
    matches: Box<[OnceCell<Matches>]>,
    /// Per multiset: its best complete split, if it has one.
    splits: Box<[OnceCell<Option<Split>>]>,
    /// Per multiset (as a throw): the dense id of its best keep, if anything scores.
    best_keeps: Box<[OnceCell<Option<u16>>]>,
    /// Per multiset (as a throw): every combination present, on the dice it takes.
    options: Box<[OnceCell<Box<[Part]>>]>,
    /// The first failure of a scripted combination asked after building (only a
    /// scorer built [`Scorer::for_throw`] asks then).
    late_error: RefCell<Option<RuleError>>,
}

impl Memo {
    fn new() -> Memo {
        fn cells<T>() -> Box<[OnceCell<T>]> {
            (0..MULTISETS).map(|_| OnceCell::new()).collect()
        }
        Memo {
            matches: cells(),
            splits: cells(),
            best_keeps: cells(),
            options: cells(),
            late_error: RefCell::new(None),
        }
    }
}

/// Which multisets a scorer asks its scripted combinations about while it is built.
#[derive(Debug, Clone, Copy)]
enum Asked {
    /// All of them.
    Every,
    /// Those within these dice.
    Within(Counts),
}

impl Scorer {
    /// The scorer of the standard game.
    pub fn standard() -> Scorer {
        match Scorer::new(RuleSet::default(), Vec::new()) {
            Ok(scorer) => scorer,
            // The standard rules are fixed data with no scripts: building cannot fail.
            Err(err) => unreachable!("standard rules failed to compile: {err:?}"),
        }
    }

    /// Compiles `rules` and any scripted combinations, asking the scripted ones about
    /// every multiset of up to six dice: any failure is found here.
    pub fn new(rules: RuleSet, custom: Vec<Rc<dyn CustomCombo>>) -> Result<Scorer, RuleError> {
        Scorer::build(rules, custom, Asked::Every)
    }

    /// Compiles `rules` and any scripted combinations for one throw: the scripted ones
    /// are asked only about the dice within `throw` (what judging that throw needs), so
    /// a failure on other dice goes unseen. Asked about other dice later, a scorer asks
    /// then, and keeps the first failure for [`Scorer::late_error`].
    pub fn for_throw(
        rules: RuleSet,
        custom: Vec<Rc<dyn CustomCombo>>,
        throw: &Counts,
    ) -> Result<Scorer, RuleError> {
        Scorer::build(rules, custom, Asked::Within(*throw))
    }

    fn build(
        rules: RuleSet,
        custom: Vec<Rc<dyn CustomCombo>>,
        asked: Asked,
    ) -> Result<Scorer, RuleError> {
        rules.validate()?;
        let mut patterns: Vec<Pattern> = rules.combos().into_iter().map(Pattern::Fixed).collect();
        patterns.extend(custom.into_iter().map(Pattern::Custom));
        if patterns.len() >= ComboId::MAX as usize {
            return Err(InvalidRules::TooManyCombos(patterns.len()).into());
        }
        let scorer = Scorer {
            rules,
            patterns,
            table: table(),
            memo: Rc::new(Memo::new()),
        };
        if scorer
            .patterns
            .iter()
            .any(|p| matches!(p, Pattern::Custom(_)))
        {
            scorer.ask(asked)?;
        }
        Ok(scorer)
    }

    /// Asks the scripted combinations about the multisets `asked` names, one
    /// combination after the other (each in the numbering's order), and fills those
    /// multisets' matches.
    fn ask(&self, asked: Asked) -> Result<(), RuleError> {
        let multisets = self.table.multisets();
        let ids: Vec<usize> = match asked {
            Asked::Every => (1..multisets.len()).collect(),
            Asked::Within(throw) => (1..multisets.len())
                .filter(|&id| multisets[id].is_within(&throw))
                .collect(),
        };
        let mut found: Vec<Vec<(ComboId, Points)>> = vec![Vec::new(); ids.len()];
        for (combo, pattern) in self.patterns.iter().enumerate() {
            for (at, &id) in ids.iter().enumerate() {
                if let Some(points) = pattern_points(pattern, &multisets[id])? {
                    found[at].push((combo as ComboId, points));
                }
            }
        }
        for (id, found) in ids.into_iter().zip(found) {
            // Nothing has been asked of this scorer yet: every cell is empty.
            let _ = self.memo.matches[id].set(found.into_boxed_slice());
        }
        Ok(())
    }

    /// Every combination that is exactly the dice of multiset `id`, with its points.
    fn matches(&self, id: usize) -> &[(ComboId, Points)] {
        self.memo.matches[id].get_or_init(|| {
            let dice = self.table.multisets()[id];
            if dice.is_empty() {
                return Box::default();
            }
            let mut found = Vec::new();
            for (combo, pattern) in self.patterns.iter().enumerate() {
                let points = match pattern_points(pattern, &dice) {
                    Ok(points) => points,
                    Err(err) => {
                        self.memo.late_error.borrow_mut().get_or_insert(err);
                        None
                    }
                };
                if let Some(points) = points {
                    found.push((combo as ComboId, points));
                }
            }
            found.into_boxed_slice()
        })
    }

    /// The best complete split of multiset `id`, if every die can belong to a
    /// combination (smaller multisets are worked out first, as needed).
    fn split_of(&self, id: usize) -> Option<Split> {
        *self.memo.splits[id].get_or_init(|| {
            let dice = self.table.multisets()[id];
            if dice.is_empty() {
                return Some(Split::EMPTY);
            }
            let mut best: Option<Split> = None;
            for part in dice.subsets().skip(1) {
                let Some(part_id) = self.table.id(&part) else {
                    continue;
                };
                let matches = self.matches(part_id);
                if matches.is_empty() {
                    continue;
                }
                let Some(rest) = self
                    .table
                    .id(&dice.minus(&part))
                    .and_then(|r| self.split_of(r))
                else {
                    continue;
                };
                for &(combo, points) in matches {
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
            best
        })
    }

    /// Every combination present in the throw `id`, on the dice it takes, the most
    /// points first.
    fn options_of(&self, id: usize) -> &[Part] {
        self.memo.options[id].get_or_init(|| {
            let throw = self.table.multisets()[id];
            let mut present = Vec::new();
            for keep in throw.subsets().skip(1) {
                let Some(keep_id) = self.table.id(&keep) else {
                    continue;
                };
                for &(combo, points) in self.matches(keep_id) {
                    present.push(Part {
                        combo,
                        dice: keep,
                        points,
                    });
                }
            }
            present.sort_by_key(|p| (std::cmp::Reverse(p.points), p.combo));
            present.into_boxed_slice()
        })
    }

    /// The dense id of the best keep of the throw `id`: the first keep in the one
    /// order of keeps (rule 2.15).
    fn best_keep_of(&self, id: usize) -> Option<usize> {
        let best = self.memo.best_keeps[id].get_or_init(|| {
            let throw = self.table.multisets()[id];
            self.keeps(&throw)
                .first()
                .and_then(|keep| self.table.id(&keep.dice))
                .map(|id| id as u16)
        });
        best.map(usize::from)
    }

    /// The first failure of a scripted combination asked after building: `None` for a
    /// scorer built with [`Scorer::new`] (it asked about everything then), and for one
    /// built [`Scorer::for_throw`] as long as only that throw was judged.
    pub fn late_error(&self) -> Option<RuleError> {
        self.memo.late_error.borrow().clone()
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
        match self.best_keep_of(id) {
            Some(keep_id) => {
                let dice = self.table.multisets()[keep_id];
                match self.split_of(keep_id) {
                    Some(split) => Assessment::Scores {
                        options: self.options_of(id),
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
    pub(crate) fn keeps(&self, throw: &Counts) -> Vec<Keep> {
        let mut keeps: Vec<Keep> = throw
            .subsets()
            .skip(1)
            .filter_map(|dice| {
                let split = self.split(&dice)?;
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

    /// The best complete split of these dice, if every die can belong to a combination.
    pub fn split(&self, dice: &Counts) -> Option<Split> {
        self.table.id(dice).and_then(|id| self.split_of(id))
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

/// What `pattern` gives exactly these dice: the one reading of a combination, whether
/// a scorer asks while it is built or on first need.
fn pattern_points(pattern: &Pattern, dice: &Counts) -> Result<Option<Points>, RuleError> {
    match pattern {
        Pattern::Fixed(fixed) => Ok((fixed.dice == *dice).then_some(fixed.points)),
        Pattern::Custom(custom) => asked_points(custom.as_ref(), dice),
    }
}

/// What a scripted combination gives these dice: `None` when they are not it (or it
/// gives 0, which takes it out of play, as for the rule values); an error when it fails
/// or gives points out of range.
fn asked_points(custom: &dyn CustomCombo, dice: &Counts) -> Result<Option<Points>, RuleError> {
    let points = custom.points(dice).map_err(|message| RuleError::Combo {
        name: custom.name().to_owned(),
        message,
    })?;
    match points {
        Some(points) if (1..=MAX_POINTS).contains(&points) => Ok(Some(points)),
        Some(0) | None => Ok(None),
        Some(points) => Err(RuleError::ComboPoints {
            name: custom.name().to_owned(),
            dice: *dice,
            points,
        }),
    }
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

    /// Any three dice of one face but 2 are worth 1,000; three 2s fail.
    struct Triples;

    impl CustomCombo for Triples {
        fn name(&self) -> &str {
            "triples"
        }

        fn points(&self, dice: &Counts) -> Result<Option<Points>, String> {
            match dice.faces().pips()[..] {
                [2, 2, 2] => Err("no twos".to_owned()),
                [a, b, c] if a == b && b == c => Ok(Some(1_000)),
                _ => Ok(None),
            }
        }
    }

    #[test]
    fn a_scorer_for_one_throw_judges_it_as_the_whole_scorer_does() {
        let triples = || -> Vec<Rc<dyn CustomCombo>> { vec![Rc::new(Triples)] };
        // The whole scorer asks about every multiset, three 2s included.
        assert!(Scorer::new(RuleSet::default(), triples()).is_err());
        for text in ["111345", "333456", "666", "123456", "5", "444555"] {
            let throw = Faces::parse(text).expect("dice").counts();
            let one = Scorer::for_throw(RuleSet::default(), triples(), &throw).expect("builds");
            let standard = Scorer::standard();
            let judged = one.keeps(&throw);
            assert!(!judged.is_empty(), "{text}");
            assert_eq!(
                one.late_error(),
                None,
                "{text}: nothing outside it was asked"
            );
            // Triples beat the card's three of a kind where they score more.
            let best = judged[0].points();
            assert!(best >= standard.keeps(&throw)[0].points(), "{text}");
        }
        // A throw holding the failing dice is refused while the scorer is built.
        let twos = Faces::parse("222345").expect("dice").counts();
        assert!(Scorer::for_throw(RuleSet::default(), triples(), &twos).is_err());
        // Asked later about dice outside its throw, the failure is kept, not lost.
        let throw = Faces::parse("111").expect("dice").counts();
        let one = Scorer::for_throw(RuleSet::default(), triples(), &throw).expect("builds");
        let _ = one.keeps(&twos);
        assert!(one.late_error().is_some());
    }
}
