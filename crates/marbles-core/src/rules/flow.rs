//! How a turn runs beyond scoring values (opening, hand-offs); all off is standard.

use serde::{Deserialize, Serialize};

/// Switches for how a turn runs, beyond scoring values. All off is the standard game.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Flow {
    /// When someone reaches the winning score, the players after them finish the round;
    /// the highest total wins and ties share the win.
    pub final_round: bool,
    /// Kept dice must score within their own throw, but the turn is worth the best split
    /// of all dice held (valued when the six are complete, or at the bank).
    pub point_stacking: bool,
    /// Whether the next player may take over the dice a banker left.
    pub hand_off: HandOff,
    /// How a player who is not yet open plays their turn.
    pub opening: Opening,
    /// Once open, a turn is a single throw of all six dice, scored in full and banked.
    pub one_throw_when_open: bool,
}

/// Taking over the previous player's dice (the rule card's Cut-Throat and Piggy-Back).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HandOff {
    /// No taking over.
    #[default]
    None,
    /// The taker plays on with the banker's points held in escrow: a bust gives them back.
    CutThroat,
    /// The taker starts from the banker's points; the banker keeps theirs whatever happens.
    PiggyBack,
}

/// How the opening turns are played.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Opening {
    /// As any turn; banking needs the opening score.
    #[default]
    Standard,
    /// The Norwegian article: only ones, fives and three ones score; they are set aside
    /// automatically; the turn banks as soon as it reaches the opening score and fails when
    /// a throw has none or the dice run out.
    OnesAndFives,
}
