use thiserror::Error;

use crate::rules::{Points, RuleError};

/// Why the game refused an action. Nothing changes when an action is refused, and every
/// message says what would be accepted instead.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameError {
    /// Too few or too many players.
    #[error("{got} {players} named, but this game is for {min} to {max}: name between {min} and {max} players", players = if *got == 1 { "player" } else { "players" })]
    PlayerCount {
        /// Players named.
        got: usize,
        /// Fewest allowed.
        min: usize,
        /// Most allowed.
        max: usize,
    },
    /// A blank name.
    #[error("a player's name is empty: give every player a name")]
    EmptyName,
    /// Two players with one name.
    #[error("two players are called `{0}`: give every player a different name")]
    DuplicateName(String),
    /// A name that is not at the table.
    #[error("no player is called `{name}`: the players are {players}")]
    UnknownPlayer {
        /// The name given.
        name: String,
        /// The names at the table.
        players: String,
    },
    /// A turn action during the roll-off.
    #[error(
        "the roll-off is not over: {player} throws one die, type its face (1 to 6), or name the starter with `first NAME`"
    )]
    RollOffPending {
        /// Whose roll-off die is awaited.
        player: String,
    },
    /// A roll-off action after the roll-off.
    #[error("the roll-off is over and {starter} started: type the faces of a throw")]
    RollOffOver {
        /// The starter.
        starter: String,
    },
    /// A second throw before a keep.
    #[error(
        "the throw {throw} is waiting for its keep: `keep` the dice to set aside first, or `undo` to take the throw back"
    )]
    ThrowPending {
        /// The waiting throw.
        throw: String,
    },
    /// A keep with no throw.
    #[error("there is no throw to keep from: throw the {} in hand first", crate::dice::dice_count(*in_hand))]
    NoThrow {
        /// Dice in hand.
        in_hand: usize,
    },
    /// Banking with nothing set aside.
    #[error("nothing to bank yet: throw the {} in hand first", crate::dice::dice_count(*in_hand))]
    NothingToBank {
        /// Dice in hand.
        in_hand: usize,
    },
    /// Banking below the opening score.
    #[error(
        "{player} is not open yet: banking needs {open_at} in the turn, this turn holds {points}, {missing} more needed; {next}"
    )]
    NotOpen {
        /// Who tried to bank.
        player: String,
        /// The opening score.
        open_at: Points,
        /// Turn points.
        points: Points,
        /// Still needed.
        missing: Points,
        /// What to do instead.
        next: String,
    },
    /// A keep or bank while opening throws are set aside by the rules.
    #[error(
        "{player} is opening with ones and fives: they are set aside automatically and the turn banks itself at {open_at}; throw the {} in hand", crate::dice::dice_count(*in_hand)
    )]
    SetAsideAutomatically {
        /// Whose opening it is.
        player: String,
        /// The opening score.
        open_at: Points,
        /// Dice in hand.
        in_hand: usize,
    },
    /// Anything after the end.
    #[error("the game is over ({winners} won): `undo` to take back the last action")]
    GameOver {
        /// The winners' names.
        winners: String,
    },
    /// Steal when there is nothing to take over.
    #[error("there is nothing to steal: {reason}")]
    NothingToSteal {
        /// Why not.
        reason: String,
    },
    /// The dice or the keep broke a rule.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// A house rule refused the action.
    #[error("{0}")]
    Refused(String),
    /// A house-rule script failed; the action is refused.
    #[error("house rule failed: {0}")]
    Hook(String),
    /// Undo at the start.
    #[error("nothing to undo: this is the start of the game")]
    NothingToUndo,
    /// Redo with nothing undone.
    #[error("nothing to redo: redo puts back what `undo` took back, and nothing was")]
    NothingToRedo,
    /// A saved action that no longer applies (for example, a house rule changed).
    #[error(
        "action {index} (`{action}`) no longer applies: {reason}. The rules it was played under have changed; replay it with the marbles and house-rule scripts it was saved with"
    )]
    Replay {
        /// Its position, from 1.
        index: usize,
        /// The action.
        action: String,
        /// Why it failed.
        reason: Box<GameError>,
    },
    /// A saved undo history holding an action that could never be redone (a save edited
    /// by hand, or played under other rules).
    #[error(
        "the undo history cannot be redone: `{action}` (redo {index}) is refused: {reason}. Replay it with the marbles and house-rule scripts it was saved with, or delete the `undone` list to keep the game without its undo history"
    )]
    Redo {
        /// Its place in redo order, from 1 (the next redo is 1).
        index: usize,
        /// The action.
        action: String,
        /// Why it cannot be redone.
        reason: Box<GameError>,
    },
}
