//! Finished turns as the pad records them.

use serde::Serialize;

use crate::rules::Points;

/// How a turn ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Outcome {
    /// Banked these points.
    Banked {
        /// Points added to the total.
        points: Points,
    },
    /// A throw that did not score lost the turn's points.
    Bust {
        /// Turn points lost.
        lost: Points,
    },
    /// Banked these points, then (Cut-Throat) the next player stole them and banked.
    LostToThief {
        /// Points banked and then lost.
        points: Points,
        /// Who took them.
        thief: usize,
    },
    /// The opening ran out of dice before reaching the opening score (the Norwegian
    /// article's opening): the turn's points are lost.
    OutOfDice {
        /// Turn points lost.
        lost: Points,
    },
    /// Four 2s: the total was wiped.
    Flood {
        /// Total lost.
        lost: Points,
    },
    /// Not a turn: a house rule changed the total outside the player's own turn (a bump
    /// when another player banks), so the pad shows where the total went.
    HouseRule {
        /// The change to the total.
        by: Points,
    },
}

/// How a turn ended, without its points: the mark exports and the story show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnResult {
    /// The turn points were banked.
    Banked,
    /// A throw scored nothing.
    Bust,
    /// A throw flooded.
    Flood,
    /// Banked, then taken by the next player (Cut-Throat).
    Stolen,
    /// The opening ran out of dice (the Norwegian opening).
    OutOfDice,
    /// Not a turn: a house rule changed the total outside the player's turn (a bump).
    HouseRule,
}

impl From<&Outcome> for TurnResult {
    fn from(outcome: &Outcome) -> TurnResult {
        match outcome {
            Outcome::Banked { .. } => TurnResult::Banked,
            Outcome::Bust { .. } => TurnResult::Bust,
            Outcome::Flood { .. } => TurnResult::Flood,
            Outcome::LostToThief { .. } => TurnResult::Stolen,
            Outcome::OutOfDice { .. } => TurnResult::OutOfDice,
            Outcome::HouseRule { .. } => TurnResult::HouseRule,
        }
    }
}

/// One cell of the pad: a finished turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TurnRecord {
    /// Round number, from 1.
    pub round: u32,
    /// Index of the player.
    pub player: usize,
    /// What happened.
    pub outcome: Outcome,
    /// The player's total after the turn.
    pub total: Points,
    /// The turn was recorded without its dice (`tally`): what it came to is known, its
    /// throws are not, so odds, luck and the fair-dice test leave it out.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub tallied: bool,
}
