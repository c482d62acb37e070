//! The exact odds of one throw: bust, Flood, and what the best keep is worth.

use std::collections::BTreeMap;

use serde::Serialize;

use super::{Chance, ThrowChart};
use crate::rules::Points;

/// The exact odds of one throw of some dice: bust, Flood, and what the best keep is worth.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ThrowOdds {
    /// Dice thrown.
    pub(crate) dice: usize,
    /// Nothing scores.
    pub bust: Chance,
    /// The throw floods.
    pub flood: Chance,
    /// Something scores.
    pub scores: Chance,
    /// Points of the keep with the most points, for every scoring throw, lowest first.
    pub best_points: Vec<PointsChance>,
}

/// One value of a distribution of points.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct PointsChance {
    /// A turn's points at this outcome.
    pub points: Points,
    /// Its probability, from 0 to 1.
    pub chance: Chance,
}

impl ThrowOdds {
    /// The odds of throwing `dice` dice, or `None` outside 1 to 6.
    pub fn of(chart: &ThrowChart, dice: usize) -> Option<ThrowOdds> {
        let hand = chart.hand(dice)?;
        let outcomes = hand.outcomes();
        let mut by_points: BTreeMap<Points, u64> = BTreeMap::new();
        for class in hand.classes() {
            *by_points.entry(hand.most_points(class).points).or_default() += class.weight;
        }
        let scoring = outcomes - hand.bust() - hand.flood();
        Some(ThrowOdds {
            dice,
            bust: Chance::new(hand.bust(), outcomes),
            flood: Chance::new(hand.flood(), outcomes),
            scores: Chance::new(scoring, outcomes),
            best_points: by_points
                .into_iter()
                .map(|(points, count)| PointsChance {
                    points,
                    chance: Chance::new(count, outcomes),
                })
                .collect(),
        })
    }
}
