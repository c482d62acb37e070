//! What an action caused, for the outer layers to announce.

use crate::dice::{Face, Faces};
use crate::rules::Points;

/// Something worth announcing that an action caused. The outer layers render these.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A roll-off die was recorded.
    RollOffThrown {
        /// Who threw.
        player: usize,
        /// What came up.
        face: Face,
    },
    /// The highest roll-off dice tied; these players throw again.
    RollOffTied {
        /// The tied players.
        players: Vec<usize>,
    },
    /// The game begins with this player.
    Starts {
        /// Who throws first in round 1.
        player: usize,
    },
    /// A throw that scores, waiting for a keep.
    Thrown {
        /// Who threw.
        player: usize,
        /// The faces thrown, as typed.
        dice: Faces,
    },
    /// The throw held the Flood.
    Flood {
        /// Who was flooded.
        player: usize,
        /// The total they lost.
        lost: Points,
        /// Whether they had opened (and so must open again).
        opened: bool,
    },
    /// The throw did not score.
    Bust {
        /// Who busted.
        player: usize,
        /// Turn points lost.
        lost: Points,
        /// Whose banked points the buster had stolen (Cut-Throat, Piggy-Back): the
        /// banker keeps those.
        stolen_from: Option<usize>,
        /// A house rule made this turn a bust (a hook's `bust`), with the script's
        /// reason (empty when it gave none); `None` for a throw that did not score.
        house_rule: Option<String>,
    },
    /// Dice set aside.
    Kept {
        /// Who kept.
        player: usize,
        /// The dice set aside.
        dice: Faces,
        /// What they were worth.
        points: Points,
        /// Whether the engine chose them (the best keep, on a bank straight after a throw).
        chosen_for_player: bool,
        /// The turn's points once they are set aside.
        turn: Points,
    },
    /// The opening ran out of dice short of the opening score (the Norwegian opening).
    OutOfDice {
        /// Whose opening failed.
        player: usize,
        /// Turn points lost.
        lost: Points,
    },
    /// Every die has scored: all six come back.
    HotDice {
        /// Whose dice are hot.
        player: usize,
    },
    /// Points banked.
    Banked {
        /// Who banked.
        player: usize,
        /// Points added.
        points: Points,
        /// Of those, what a house rule's `bank` hook added (or took away, when
        /// negative); 0 when none did. Told, so a bonus is not hidden in the sum.
        house_rule: Points,
        /// The new total.
        total: Points,
    },
    /// The player is open from now on.
    Opened {
        /// Who opened.
        player: usize,
    },
    /// Someone reached the winning score and the rest finish the round.
    FinalRound {
        /// Who reached it.
        player: usize,
    },
    /// A house rule adjusted a player's total.
    TotalAdjusted {
        /// Whose total.
        player: usize,
        /// By how much.
        by: Points,
        /// The total after it (`Ann −200 → 800` reads better than a bare change).
        total: Points,
    },
    /// A house rule set a player's total.
    TotalSet {
        /// Whose total.
        player: usize,
        /// What it was.
        was: Points,
        /// What it is now.
        to: Points,
    },
    /// The player took over the dice and points the previous player banked with.
    Stole {
        /// The player taking the dice over.
        player: usize,
        /// Who banked them.
        from: usize,
        /// The points taken over.
        points: Points,
        /// The dice taken over.
        dice: usize,
    },
    /// Cut-Throat: the thief banked, so the points they took over leave the banker's total.
    LostToThief {
        /// The banker who loses the points.
        player: usize,
        /// Who took them.
        thief: usize,
        /// The points lost.
        points: Points,
    },
    /// The dice pass to this player.
    TurnPasses {
        /// The next player.
        player: usize,
    },
    /// The game is over.
    Won {
        /// The winners (several when tied).
        winners: Vec<usize>,
    },
}
