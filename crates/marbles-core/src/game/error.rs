//! Why the game refused an action, as data: the text layer (`render`) words it.

use super::{Action, HookError};
use crate::dice::Faces;
use crate::rules::{Points, RuleError};

/// Why the game refused an action. Nothing changes when an action is refused, and every
/// message (written by the text layer's `Display`) says what would be accepted instead.
///
/// Players are named, not numbered: a refusal is read on its own, away from the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// Too few or too many players.
    PlayerCount {
        /// Players named.
        got: usize,
        /// Fewest allowed.
        min: usize,
        /// Most allowed.
        max: usize,
    },
    /// A blank name.
    EmptyName,
    /// Two players with one name (the second, as given).
    DuplicateName(String),
    /// A name that is not at the table.
    UnknownPlayer {
        /// The name given.
        name: String,
        /// The names at the table, in seating order.
        players: Vec<String>,
        /// The names close to it, best first (see
        /// [`match_name`](crate::game::match_name)): what to suggest.
        close: Vec<String>,
    },
    /// A turn action during the roll-off.
    RollOffPending {
        /// Whose roll-off die is awaited.
        player: String,
    },
    /// A roll-off action after the roll-off.
    RollOffOver {
        /// Who started.
        starter: String,
    },
    /// A second throw before a keep.
    ThrowPending {
        /// The throw waiting for its keep.
        throw: Faces,
    },
    /// A keep with no throw.
    NoThrow {
        /// Dice in hand.
        in_hand: usize,
    },
    /// Banking with nothing set aside.
    NothingToBank {
        /// Dice in hand.
        in_hand: usize,
    },
    /// Banking below the opening score.
    NotOpen {
        /// Who tried to bank.
        player: String,
        /// The opening score.
        open_at: Points,
        /// Turn points.
        points: Points,
        /// Still needed.
        missing: Points,
        /// What the player can do instead, from where the turn really stands.
        next: ShortOfOpening,
    },
    /// A keep or bank while opening throws are set aside by the rules.
    SetAsideAutomatically {
        /// Whose opening it is.
        player: String,
        /// The opening score.
        open_at: Points,
        /// Dice in hand.
        in_hand: usize,
    },
    /// Anything after the end.
    GameOver {
        /// The winners' names, in seating order.
        winners: Vec<String>,
    },
    /// Steal when there is nothing to take over.
    NothingToSteal {
        /// Why not.
        reason: NoSteal,
    },
    /// The dice or the keep broke a rule.
    Rule(RuleError),
    /// A house rule refused the action; the script author's message.
    Refused(String),
    /// A house-rule script failed, or took too long on this machine; the action is
    /// refused.
    Hook(HookError),
    /// Refused without asking the hooks: they spent the game's budget on an earlier
    /// action ([`HookError::Spent`], said then).
    HooksSpent,
    /// A hook asked for an adjustment past what any hook may make.
    HookTooLarge {
        /// Asked to add to the event's points.
        points: Points,
        /// Asked to add to the total.
        total: Points,
    },
    /// A hook asked to change a total as the game ends, when no player is acting.
    HookTotalAtGameEnd {
        /// Asked to add to the total.
        total: Points,
    },
    /// A hook asked to take a total past the largest marbles keeps.
    HookTotalOverflow {
        /// Whose total.
        player: String,
        /// Their total before.
        was: Points,
        /// Asked to add.
        by: Points,
    },
    /// A hook named a player the game does not have.
    HookNoSuchPlayer {
        /// The player asked for, counted from 1 as scripts count.
        player: usize,
        /// How many players there are.
        players: usize,
    },
    /// A bank short of the rules' minimum bank (`min_bank`), which every bank must hold.
    BelowMinBank {
        /// Who tried to bank.
        player: String,
        /// The minimum bank.
        min_bank: Points,
        /// Turn points.
        points: Points,
        /// Still needed.
        missing: Points,
        /// What the player can do instead, from where the turn really stands.
        next: ShortOfOpening,
    },
    /// A tally once the turn has begun: a tally is a whole turn, recorded before its
    /// first throw.
    TallyMidTurn {
        /// Whose turn is under way.
        player: String,
    },
    /// A tally of points that no bank can hold: not a positive multiple of 50.
    TallyPoints {
        /// The points given.
        points: Points,
    },
    /// A tally past [`MAX_POINTS`](crate::rules::MAX_POINTS), the most a game holds:
    /// a multiple of 50 or not, too large is the reason to give.
    TallyTooMany {
        /// The points given.
        points: Points,
    },
    /// A turn action when no turn is under way (a state no fold of actions reaches).
    NoTurn,
    /// Undo at the start.
    NothingToUndo,
    /// Redo with nothing undone.
    NothingToRedo,
    /// A saved action that no longer applies (for example, a house rule changed).
    Replay {
        /// Its position, from 1.
        index: usize,
        /// The saved action that the rules now refuse.
        action: Action,
        /// Why it failed.
        reason: Box<GameError>,
    },
    /// `amend` of a move the game does not have.
    NoSuchMove {
        /// The move asked for, from 1.
        number: usize,
        /// How many moves the game has.
        moves: usize,
    },
    /// `amend` of the roll-off or the starter, or to one: an amend may not change who
    /// plays or who starts.
    AmendStart {
        /// The move, from 1.
        number: usize,
    },
    /// A move that no longer applies once the amended moves are in: nothing changed.
    Amend {
        /// Its number, from 1.
        number: usize,
        /// The move.
        action: Action,
        /// Whether it is one of the moves the amend gave.
        amended: bool,
        /// Why it does not apply.
        reason: Box<GameError>,
    },
    /// A save's amends that do not fit its actions (a save edited by hand).
    AmendsBroken,
    /// A saved undo history holding an action that could never be redone (a save edited
    /// by hand, or played under other rules).
    Redo {
        /// Its place in redo order, from 1 (the next redo is 1).
        index: usize,
        /// The undone action that can no longer be played.
        action: Action,
        /// Why it cannot be redone.
        reason: Box<GameError>,
    },
}

/// What a player who may not bank yet can do instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShortOfOpening {
    /// Throw the dice in hand.
    Throw {
        /// Dice in hand.
        in_hand: usize,
    },
    /// Keep from the waiting throw, then throw on: even its best keep leaves the turn
    /// short (the bank that would have kept it was refused with it).
    KeepThenThrow {
        /// The throw's best keep.
        best: Faces,
    },
    /// A tallied turn that could not have been banked: tally what was banked, or a bust.
    Tally,
}

/// Why there is nothing to steal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoSteal {
    /// The rules in play have no Cut-Throat or Piggy-Back.
    NotARule,
    /// The turn has begun: a steal must come first.
    NotFirst,
    /// The previous player did not bank.
    NothingBanked {
        /// The dice in hand to throw instead (the rules' `dice`).
        dice: usize,
    },
    /// The previous player banked with `tally`, which records no dice, so there are
    /// none known to take over.
    Tallied {
        /// The dice in hand to throw instead (the rules' `dice`).
        dice: usize,
    },
}

impl From<RuleError> for GameError {
    fn from(error: RuleError) -> GameError {
        GameError::Rule(error)
    }
}
