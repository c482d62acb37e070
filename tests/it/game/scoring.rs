//! RULES.md section 2 (rules 2.1 to 2.14): the scoring combinations, their pad names and
//! the best split of kept dice, with the scoring decisions of section 5 (5.1 to 5.5).
//! Each test is named after the rule it checks; the table at the end of RULES.md maps
//! every rule to its tests, and `tests/tidy_rules.rs` keeps that table honest.

use crate::common;
use marbles::testing::render::Words;

use common::dice;
use marbles_core::dice::Counts;
use marbles_core::rules::{Assessment, RuleError, Scorer};

fn value(kept: &str) -> Option<i64> {
    Scorer::standard()
        .split(&dice(kept).counts())
        .map(|s| s.points())
}

/// The rule card's pad name for a combination, as the scorer lists it.
fn pad_name(combo: &str) -> Option<String> {
    Scorer::standard()
        .fixed_combos()
        .find(|c| c.name.id() == combo)
        .and_then(|c| c.nickname.clone())
}

fn best(throw: &str) -> Option<(Counts, i64)> {
    Scorer::standard()
        .assess(&dice(throw).counts())
        .best()
        .map(|k| (k.dice, k.points()))
}

#[test]
fn a_single_one_scores_100() {
    assert_eq!(value("1"), Some(100));
}

#[test]
fn a_single_five_scores_50() {
    assert_eq!(value("5"), Some(50));
}

#[test]
fn three_ones_score_500_smooth_water() {
    assert_eq!(value("111"), Some(500));
    let scorer = Scorer::standard();
    let three_ones = scorer
        .fixed_combos()
        .find(|c| c.name.id() == "three 1s")
        .expect("listed");
    assert_eq!(three_ones.nickname.as_deref(), Some("Smooth Water"));
}

#[test]
fn three_of_a_kind_of_other_faces_scores_100_times_the_face() {
    assert_eq!(value("222"), Some(200));
    assert_eq!(value("333"), Some(300));
    assert_eq!(value("444"), Some(400));
    assert_eq!(value("555"), Some(500));
    assert_eq!(value("666"), Some(600));
}

#[test]
fn four_of_a_kind_scores_1000_ridin_the_rapids() {
    for kept in ["1111", "3333", "4444", "5555", "6666"] {
        assert_eq!(value(kept), Some(1000), "{kept}");
    }
    assert_eq!(pad_name("four 3s").as_deref(), Some("Ridin' the Rapids"));
}

#[test]
fn four_twos_are_not_four_of_a_kind_but_a_flood() {
    assert_eq!(value("2222"), None);
    assert_eq!(
        Scorer::standard().assess(&dice("222215").counts()),
        Assessment::Flood
    );
}

#[test]
fn a_straight_scores_2000_big_muddy() {
    assert_eq!(value("123456"), Some(2000));
    assert_eq!(best("615243").map(|b| b.1), Some(2000));
    assert_eq!(pad_name("straight").as_deref(), Some("Big Muddy"));
}

#[test]
fn five_of_a_kind_scores_3000_channel_cat() {
    assert_eq!(value("33333"), Some(3000));
    assert_eq!(pad_name("five 3s").as_deref(), Some("Channel Cat"));
}

#[test]
fn six_of_a_kind_scores_6000_all_the_marbles() {
    assert_eq!(value("444444"), Some(6000));
    assert_eq!(pad_name("six 4s").as_deref(), Some("All the Marbles"));
}

#[test]
fn the_flood_is_exactly_four_twos_in_one_throw() {
    let scorer = Scorer::standard();
    assert_eq!(scorer.assess(&dice("222213").counts()), Assessment::Flood);
    assert_eq!(scorer.assess(&dice("2222").counts()), Assessment::Flood);
    assert_ne!(scorer.assess(&dice("222221").counts()), Assessment::Flood);
    assert_ne!(scorer.assess(&dice("222222").counts()), Assessment::Flood);
}

#[test]
fn the_flood_comes_before_anything_else_in_the_throw() {
    // Four 2s beside a 1 and a 5 still flood, though the 1 and 5 would score.
    assert_eq!(
        Scorer::standard().assess(&dice("2 2 1 2 5 2").counts()),
        Assessment::Flood
    );
}

/// RULES.md 5.5: there is no four of a kind of 2s (four 2s in one throw flood), so four
/// 2s cannot be set aside even from a throw of five 2s; all five, or three, can.
#[test]
fn four_twos_cannot_be_kept_even_from_five_twos() {
    let scorer = Scorer::standard();
    let err = scorer
        .keep(&dice("222221"), &dice("2222"))
        .expect_err("four 2s are no combination");
    // Refused by its own rule, so the message can say why (it said "2 does not score").
    assert!(
        matches!(err, RuleError::FloodNeverKept { count: 4, .. }),
        "{err:?}"
    );
    let five = scorer.keep(&dice("222221"), &dice("22222"));
    assert_eq!(five.map(|k| k.points()), Ok(3000));
    let three = scorer.keep(&dice("222221"), &dice("222"));
    assert_eq!(three.map(|k| k.points()), Ok(200));
}

// The examples table of RULES.md 2.12, row by row.

#[test]
fn kept_1111_is_four_of_a_kind_1000() {
    assert_eq!(value("1111"), Some(1000));
}

#[test]
fn kept_11115_is_four_of_a_kind_and_a_five_1050() {
    assert_eq!(value("11115"), Some(1050));
}

#[test]
fn kept_111555_is_three_ones_and_three_fives_1000() {
    assert_eq!(value("111555"), Some(1000));
}

#[test]
fn kept_123456_is_the_straight_2000() {
    assert_eq!(value("123456"), Some(2000));
}

#[test]
fn kept_33331_is_four_of_a_kind_and_a_one_1100() {
    assert_eq!(value("33331"), Some(1100));
}

#[test]
fn kept_666655_is_four_of_a_kind_and_two_fives_1100() {
    assert_eq!(value("666655"), Some(1100));
}

#[test]
fn kept_222333_is_two_threes_of_a_kind_500() {
    assert_eq!(value("222333"), Some(500));
}

#[test]
fn kept_22222_is_five_of_a_kind_3000_not_a_flood() {
    assert_eq!(value("22222"), Some(3000));
    assert_ne!(
        Scorer::standard().assess(&dice("222221").counts()),
        Assessment::Flood
    );
}

#[test]
fn kept_11_from_111463_is_two_single_ones_200() {
    let scorer = Scorer::standard();
    let keep = scorer
        .keep(&dice("111463"), &dice("11"))
        .expect("two ones may be kept");
    assert_eq!(keep.points(), 200);
}

#[test]
fn kept_33_is_not_allowed_two_threes_score_nothing() {
    let scorer = Scorer::standard();
    let err = scorer
        .keep(&dice("331462"), &dice("33"))
        .expect_err("33 scores nothing");
    assert!(matches!(err, RuleError::DoesNotScore { .. }));
    assert_eq!(
        err.words().to_string(),
        "3 3 do not score: every kept die must be part of a combination (for the most points here, keep 1)"
    );
}

#[test]
fn a_kept_set_is_worth_its_best_complete_split() {
    // 1 1 1 1 5 5 5 could be read many ways; the best is four 1s + three 5s.
    assert_eq!(value("111155"), Some(1100));
    assert_eq!(value("115"), Some(250));
}

#[test]
fn every_kept_die_must_belong_to_a_combination() {
    let scorer = Scorer::standard();
    let err = scorer
        .keep(&dice("111463"), &dice("114"))
        .expect_err("the 4 scores nothing");
    assert_eq!(
        err,
        RuleError::DoesNotScore {
            stray: dice("4"),
            best: Some(dice("111"))
        }
    );
}

#[test]
fn dice_that_were_not_thrown_cannot_be_kept() {
    let scorer = Scorer::standard();
    let err = scorer
        .keep(&dice("111463"), &dice("1115"))
        .expect_err("no 5 was thrown");
    assert_eq!(
        err.words().to_string(),
        "keeping 1 1 1 5 takes dice the throw does not have: it has no 5 (the throw is 1 1 1 3 4 6)"
    );
    let err = scorer
        .keep(&dice("111523"), &dice("1111"))
        .expect_err("only three 1s");
    assert_eq!(
        err.words().to_string(),
        "keeping 1 1 1 1 takes dice the throw does not have: it has only three 1s (the throw is 1 1 1 2 3 5)"
    );
}

#[test]
fn a_throw_with_no_scoring_subset_is_a_bust() {
    assert_eq!(
        Scorer::standard().assess(&dice("234663").counts()),
        Assessment::Bust
    );
    assert_eq!(
        Scorer::standard().assess(&dice("2").counts()),
        Assessment::Bust
    );
}

#[test]
fn the_best_keep_takes_the_most_points() {
    assert_eq!(best("111523"), Some((dice("1115").counts(), 550)));
    assert_eq!(best("555223"), Some((dice("555").counts(), 500)));
}

#[test]
fn a_combination_counts_only_within_one_throw() {
    // Two 1s kept from one throw and a 1 from the next are three single ones (300), not
    // three 1s (500): each keep is valued against its own throw.
    let scorer = Scorer::standard();
    let first = scorer.keep(&dice("113462"), &dice("11")).expect("two ones");
    let second = scorer.keep(&dice("1346"), &dice("1")).expect("one");
    assert_eq!(first.points() + second.points(), 300);
}

#[test]
fn the_options_list_every_combination_in_the_throw() {
    let scorer = Scorer::standard();
    let Assessment::Scores { options, .. } = scorer.assess(&dice("111523").counts()) else {
        panic!("111523 scores");
    };
    let names: Vec<String> = options
        .iter()
        .map(|p| scorer.combo_name(p.combo).id())
        .collect();
    assert_eq!(names, vec!["three 1s", "single 1", "single 5"]);
}

/// A matcher answering the same for every set of dice of one size.
struct Answer {
    dice: usize,
    points: i64,
}

impl marbles_core::rules::CustomCombo for Answer {
    fn name(&self) -> &str {
        "answer"
    }

    fn points(&self, dice: &Counts) -> Result<Option<i64>, String> {
        Ok((dice.total() == self.dice).then_some(self.points))
    }
}

fn with_answer(dice: usize, points: i64) -> Result<Scorer, RuleError> {
    Scorer::new(
        marbles_core::rules::RuleSet::default(),
        vec![std::rc::Rc::new(Answer { dice, points })],
    )
}

#[test]
fn a_custom_combination_worth_0_is_out_of_play_like_a_rule_value_of_0() {
    let scorer = with_answer(2, 0).expect("0 means not this combination");
    assert_eq!(
        scorer.assess(&dice("2 3").counts()),
        Assessment::Bust,
        "2 3 is worth nothing"
    );
}

#[test]
fn a_custom_combination_out_of_range_names_the_dice_in_a_sentence() {
    let err = with_answer(1, -5).expect_err("refused").words().to_string();
    assert!(
        err.starts_with("combination `answer`: a single 1 was given -5 points"),
        "{err}"
    );
    let err = with_answer(2, i64::MAX)
        .expect_err("refused")
        .words()
        .to_string();
    assert!(
        err.starts_with("combination `answer`: the dice 1 1 were given 9223372036854775807 points"),
        "{err}"
    );
}
