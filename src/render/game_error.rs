//! How the game's refusals read, and how an action is written back to the player
//! (`throw 1 5 3`, in undo and replay messages).

use std::fmt;

use super::{List, count};
use crate::game::{Action, GameError, HookError, NoSteal, ShortOfOpening};
use crate::rules::MAX_POINTS;

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::PlayerCount { got, min, max } => write!(
                f,
                "{} named, but this game is for {min} to {max}: name between {min} and {max} players",
                count(*got, "count-player")
            ),
            GameError::EmptyName => {
                f.write_str("a player's name is empty: give every player a name")
            }
            GameError::DuplicateName(name) => write!(
                f,
                "two players are called `{name}`: give every player a different name"
            ),
            GameError::UnknownPlayer { name, players } => write!(
                f,
                "no player is called `{name}`: the players are {}",
                List::and(players)
            ),
            GameError::RollOffPending { player } => write!(
                f,
                "the roll-off is not over: {player} throws one die, type its face (1 to 6), or name the starter with `first NAME`"
            ),
            GameError::RollOffOver { starter } => write!(
                f,
                "the roll-off is over and {starter} started: type the faces of a throw"
            ),
            GameError::ThrowPending { throw } => write!(
                f,
                "the throw {throw} is waiting for its keep: `keep` the dice to set aside first, or `undo` to take the throw back"
            ),
            GameError::NoThrow { in_hand } => write!(
                f,
                "there is no throw to keep from: throw the {} in hand first",
                count(*in_hand, "count-dice")
            ),
            GameError::NothingToBank { in_hand } => write!(
                f,
                "nothing to bank yet: throw the {} in hand first",
                count(*in_hand, "count-dice")
            ),
            GameError::NotOpen {
                player,
                open_at,
                points,
                missing,
                next,
            } => write!(
                f,
                "{player} is not open yet: banking needs {open_at} in the turn, this turn holds {points}, {missing} more needed; {next}"
            ),
            GameError::SetAsideAutomatically {
                player,
                open_at,
                in_hand,
            } => write!(
                f,
                "{player} is opening with ones and fives: they are set aside automatically and the turn banks itself at {open_at}; throw the {} in hand",
                count(*in_hand, "count-dice")
            ),
            GameError::GameOver { winners } => write!(
                f,
                "the game is over ({} won): `undo` to take back the last action",
                List::and(winners)
            ),
            GameError::NothingToSteal { reason } => {
                write!(f, "there is nothing to steal: {reason}")
            }
            GameError::Rule(err) => err.fmt(f),
            GameError::Refused(message) => f.write_str(message),
            GameError::Hook(HookError::Failed(message)) => {
                write!(f, "house rule failed: {message}")
            }
            // Not "failed": the same rules may well replay on a less busy machine.
            GameError::Hook(HookError::TooSlow(message)) => f.write_str(message),
            GameError::HookTooLarge { points, total } => write!(
                f,
                "house rule failed: a hook asked to add {points} points and {total} to the total: a hook adjusts by at most {MAX_POINTS} either way"
            ),
            GameError::HookTotalAtGameEnd { total } => write!(
                f,
                "house rule failed: a hook asked to add {total} to a total as the game ends, but the end of the game has no acting player: change totals in an earlier event"
            ),
            GameError::HookTotalOverflow { player, was, by } => write!(
                f,
                "house rule failed: a hook asked to add {by} to {player}'s total of {was}, which is past the largest total marbles keeps"
            ),
            GameError::NoTurn => f.write_str("no turn is under way"),
            GameError::NothingToUndo => {
                f.write_str("nothing to undo: this is the start of the game")
            }
            GameError::NothingToRedo => f.write_str(
                "nothing to redo: redo puts back what `undo` took back, and nothing was",
            ),
            GameError::Replay {
                index,
                action,
                reason,
            } if matches!(**reason, GameError::Hook(HookError::TooSlow(_))) => write!(
                f,
                "action {index} (`{action}`) could not be replayed: {reason}"
            ),
            GameError::Replay {
                index,
                action,
                reason,
            } => write!(
                f,
                "action {index} (`{action}`) no longer applies: {reason}. The rules it was played under have changed; replay it with the marbles and house-rule scripts it was saved with"
            ),
            GameError::Redo {
                index,
                action,
                reason,
            } => write!(
                f,
                "the undo history cannot be redone: `{action}` (redo {index}) is refused: {reason}. Replay it with the marbles and house-rule scripts it was saved with, or delete the `undone` list to keep the game without its undo history"
            ),
        }
    }
}

impl fmt::Display for ShortOfOpening {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShortOfOpening::Throw { in_hand } => {
                write!(f, "throw the {} in hand", count(*in_hand, "count-dice"))
            }
            ShortOfOpening::KeepThenThrow { best } => write!(
                f,
                "even the best keep ({best}) leaves it short, so keep, then throw on"
            ),
        }
    }
}

impl fmt::Display for NoSteal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NoSteal::NotARule => {
                "taking over the last player's dice is not a rule of this game (Cut-Throat and Piggy-Back house rules allow it)"
            }
            NoSteal::NotFirst => "a steal must come first in a turn, before any throw",
            NoSteal::NothingBanked => "the previous player did not bank: throw the 6 dice in hand",
        })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::RollOff(face) => write!(f, "roll-off {face}"),
            Action::First(name) => write!(f, "first {name}"),
            Action::Throw(faces) => write!(f, "throw {faces}"),
            Action::Keep(faces) => write!(f, "keep {faces}"),
            Action::Bank => f.write_str("bank"),
            Action::Steal => f.write_str("steal"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Faces;

    #[test]
    fn a_refused_bank_says_what_to_do_from_where_the_turn_stands() {
        let not_open = |next| GameError::NotOpen {
            player: "Ann".into(),
            open_at: 700,
            points: 550,
            missing: 150,
            next,
        };
        assert_eq!(
            not_open(ShortOfOpening::Throw { in_hand: 1 }).to_string(),
            "Ann is not open yet: banking needs 700 in the turn, this turn holds 550, 150 more needed; throw the 1 die in hand"
        );
        let best = Faces::parse("1 5").expect("dice");
        assert_eq!(
            not_open(ShortOfOpening::KeepThenThrow { best }).to_string(),
            "Ann is not open yet: banking needs 700 in the turn, this turn holds 550, 150 more needed; even the best keep (1 5) leaves it short, so keep, then throw on"
        );
    }

    #[test]
    fn names_in_a_refusal_are_listed_as_a_sentence_lists_them() {
        let over = GameError::GameOver {
            winners: vec!["Ann".into(), "Bob".into()],
        };
        assert_eq!(
            over.to_string(),
            "the game is over (Ann and Bob won): `undo` to take back the last action"
        );
        let unknown = GameError::UnknownPlayer {
            name: "Di".into(),
            players: vec!["Ann".into(), "Bob".into(), "Cy".into()],
        };
        assert_eq!(
            unknown.to_string(),
            "no player is called `Di`: the players are Ann, Bob and Cy"
        );
    }

    #[test]
    fn a_replayed_action_is_named_as_it_was_typed() {
        let err = GameError::Replay {
            index: 3,
            action: Action::Keep(Faces::parse("1 1 5").expect("dice")),
            reason: Box::new(GameError::NothingToRedo),
        };
        assert!(
            err.to_string()
                .starts_with("action 3 (`keep 1 1 5`) no longer applies"),
            "{err}"
        );
    }
}
