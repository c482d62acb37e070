//! How the game's refusals read, and how an action is written back to the player
//! (`throw 1 5 3`, in undo and replay messages).

use std::fmt;

use crate::render::{Worded, Words};

use crate::game::{Action, GameError, HookError, NoSteal, ShortOfOpening, Tally};
use crate::render::List;
use crate::rules::MAX_POINTS;
use crate::text;

/// A hook's failure: the script's message, placed in its hook (and the event's dice).
fn hook_text(err: &HookError) -> String {
    match err {
        HookError::Failed(message) | HookError::TooSlow(message) | HookError::Spent(message) => {
            message.clone()
        }
        HookError::In {
            hook,
            dice: Some(dice),
            error,
        } => text!(
            "hook-failed-in-throw",
            reason = hook_text(error),
            hook = *hook,
            dice = dice.to_string()
        ),
        HookError::In {
            hook,
            dice: None,
            error,
        } => text!("hook-failed-in", reason = hook_text(error), hook = *hook),
    }
}

impl fmt::Display for Worded<'_, GameError> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            GameError::PlayerCount { got, min, max } => f.write_str(&text!(
                "game-player-count",
                got = *got,
                min = *min,
                max = *max
            )),
            GameError::EmptyName => f.write_str(&text!("game-empty-name")),
            GameError::DuplicateName(name) => {
                f.write_str(&text!("game-duplicate-name", name = name.as_str()))
            }
            GameError::UnknownPlayer {
                name,
                players,
                close,
            } if close.is_empty() => f.write_str(&text!(
                "game-unknown-player",
                name = name.as_str(),
                players = List::and(players).to_string()
            )),
            GameError::UnknownPlayer { name, close, .. } => f.write_str(&text!(
                "game-unknown-player-close",
                name = name.as_str(),
                close = List::or(close).to_string()
            )),
            GameError::RollOffPending { player } => {
                f.write_str(&text!("game-roll-off-pending", player = player.to_string()))
            }
            GameError::RollOffOver { starter } => {
                f.write_str(&text!("game-roll-off-over", starter = starter.to_string()))
            }
            GameError::ThrowPending { throw } => f.write_str(&text!(
                "game-throw-pending",
                throw = crate::render::throw_text(throw)
            )),
            GameError::NoThrow { in_hand } => f.write_str(&text!("game-no-throw", dice = *in_hand)),
            GameError::NothingToBank { in_hand } => {
                f.write_str(&text!("game-nothing-to-bank", dice = *in_hand))
            }
            GameError::NotOpen {
                player,
                open_at,
                points,
                missing,
                next,
            } => f.write_str(&text!(
                "game-not-open",
                player = player.to_string(),
                open_at = *open_at,
                points = *points,
                missing = *missing,
                next = next.words().to_string()
            )),
            GameError::SetAsideAutomatically {
                player,
                open_at,
                in_hand,
            } => f.write_str(&text!(
                "game-set-aside-automatically",
                player = player.to_string(),
                open_at = *open_at,
                dice = *in_hand
            )),
            GameError::GameOver { winners } => f.write_str(&text!(
                "game-over",
                winners = List::and(winners).to_string()
            )),
            GameError::NothingToSteal { reason } => f.write_str(&text!(
                "game-nothing-to-steal",
                reason = reason.words().to_string()
            )),
            GameError::Rule(err) => err.words().fmt(f),
            GameError::Refused(message) => f.write_str(message),
            // Not "failed": the same rules may well replay on a less busy machine.
            GameError::Hook(err) if err.is_spent() => f.write_str(err.message()),
            GameError::Hook(err) if err.is_too_slow() => f.write_str(&hook_text(err)),
            GameError::Hook(err) => {
                f.write_str(&text!("game-hook-failed", reason = hook_text(err)))
            }
            GameError::HooksSpent => f.write_str(&text!("game-hooks-spent")),
            GameError::HookTooLarge { points, total } => f.write_str(&text!(
                "game-hook-too-large",
                points = points.to_string(),
                total = total.to_string(),
                max = MAX_POINTS.to_string()
            )),
            GameError::HookTotalAtGameEnd { total } => f.write_str(&text!(
                "game-hook-total-at-game-end",
                total = total.to_string()
            )),
            GameError::HookTotalOverflow { player, was, by } => f.write_str(&text!(
                "game-hook-total-overflow",
                player = player.to_string(),
                was = was.to_string(),
                by = by.to_string()
            )),
            GameError::HookNoSuchPlayer { player, players } => f.write_str(&text!(
                "game-hook-no-such-player",
                player = *player,
                players = *players
            )),
            GameError::BelowMinBank {
                player,
                min_bank,
                points,
                missing,
                next,
            } => f.write_str(&text!(
                "game-below-min-bank",
                player = player.as_str(),
                min_bank = *min_bank,
                points = *points,
                missing = *missing,
                next = next.words().to_string()
            )),
            GameError::TallyMidTurn { player } => {
                f.write_str(&text!("game-tally-mid-turn", player = player.as_str()))
            }
            // Not grouped: the player types the number back as digits.
            GameError::TallyPoints { points } => {
                f.write_str(&text!("game-tally-points", points = points.to_string()))
            }
            GameError::TallyTooMany { points } => f.write_str(&text!(
                "game-tally-too-many",
                points = points.to_string(),
                most = MAX_POINTS
            )),
            GameError::NoTurn => f.write_str(&text!("game-no-turn")),
            GameError::NothingToUndo => f.write_str(&text!("game-nothing-to-undo")),
            GameError::NothingToRedo => f.write_str(&text!("game-nothing-to-redo")),
            GameError::Replay {
                index,
                action,
                reason,
            } if matches!(&**reason, GameError::Hook(err) if err.is_too_slow()) => {
                f.write_str(&text!(
                    "game-replay-too-slow",
                    index = *index,
                    action = action.words().to_string(),
                    reason = reason.words().to_string()
                ))
            }
            // A house rule that answers differently now: its script does not replay the
            // same, or (a shipped script in another marbles) its text changed.
            GameError::Replay {
                index,
                action,
                reason,
            } if matches!(
                &**reason,
                GameError::Hook(_)
                    | GameError::Refused(_)
                    | GameError::HookTooLarge { .. }
                    | GameError::HookTotalAtGameEnd { .. }
                    | GameError::HookTotalOverflow { .. }
                    | GameError::HookNoSuchPlayer { .. }
            ) =>
            {
                f.write_str(&text!(
                    "game-replay-hook",
                    index = *index,
                    action = action.words().to_string(),
                    reason = reason.words().to_string()
                ))
            }
            // The rules refuse the action itself: edited by hand, or other rules.
            GameError::Replay {
                index,
                action,
                reason,
            } => f.write_str(&text!(
                "game-replay",
                index = *index,
                action = action.words().to_string(),
                reason = reason.words().to_string()
            )),
            GameError::NoSuchMove { number, moves } => f.write_str(&text!(
                "game-no-such-move",
                number = number.to_string(),
                moves = *moves
            )),
            GameError::AmendStart { number } => {
                f.write_str(&text!("game-amend-start", number = number.to_string()))
            }
            GameError::Amend {
                number,
                action,
                amended,
                reason,
            } => {
                // Quoted as the player types it (`amend 4 123456` is refused as
                // `123456`, not as the save's `throw 1 2 3 4 5 6`).
                let (number, action, reason) = (
                    number.to_string(),
                    crate::render::screens::amend::typed_move(action),
                    reason.words().to_string(),
                );
                f.write_str(&if *amended {
                    text!(
                        "game-amend-refused",
                        number = number.as_str(),
                        action = action.as_str(),
                        reason = reason.as_str()
                    )
                } else {
                    text!(
                        "game-amend-later",
                        number = number.as_str(),
                        action = action.as_str(),
                        reason = reason.as_str()
                    )
                })
            }
            GameError::AmendsBroken => f.write_str(&text!("game-amends-broken")),
            GameError::Redo {
                index,
                action,
                reason,
            } => f.write_str(&text!(
                "game-redo",
                index = *index,
                action = action.words().to_string(),
                reason = reason.words().to_string()
            )),
        }
    }
}

impl fmt::Display for Worded<'_, ShortOfOpening> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            ShortOfOpening::Throw { in_hand } => {
                f.write_str(&text!("game-short-throw", dice = *in_hand))
            }
            ShortOfOpening::KeepThenThrow { best } => f.write_str(&text!(
                "game-short-keep-then-throw",
                best = best.to_string()
            )),
            ShortOfOpening::Tally => f.write_str(&text!("game-short-tally")),
        }
    }
}

impl fmt::Display for Worded<'_, NoSteal> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self.0 {
            NoSteal::NotARule => text!("game-no-steal-not-a-rule"),
            NoSteal::NotFirst => text!("game-no-steal-not-first"),
            NoSteal::NothingBanked { dice } => {
                text!("game-no-steal-nothing-banked", dice = *dice)
            }
            NoSteal::Tallied { dice } => text!("game-no-steal-tallied", dice = *dice),
        })
    }
}

impl fmt::Display for Worded<'_, Action> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Action::RollOff(face) => write!(f, "roll-off {face}"),
            Action::First(name) => write!(f, "first {name}"),
            Action::Throw(faces) => write!(f, "throw {}", crate::render::throw_text(faces)),
            Action::Keep(faces) => write!(f, "keep {faces}"),
            Action::Bank => f.write_str("bank"),
            Action::Steal => f.write_str("steal"),
            Action::Tally(Tally::Banked(points)) => write!(f, "tally {points}"),
            Action::Tally(Tally::Bust) => f.write_str("tally bust"),
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
            not_open(ShortOfOpening::Throw { in_hand: 1 })
                .words()
                .to_string(),
            "Ann is not open yet: banking needs 700 in the turn, this turn holds 550, 150 more needed; throw the 1 die in hand"
        );
        let best = Faces::parse("1 5").expect("dice");
        assert_eq!(
            not_open(ShortOfOpening::KeepThenThrow { best })
                .words()
                .to_string(),
            "Ann is not open yet: banking needs 700 in the turn, this turn holds 550, 150 more needed; even keeping the most points (1 5) leaves it short, so keep, then throw on"
        );
    }

    #[test]
    fn names_in_a_refusal_are_listed_as_a_sentence_lists_them() {
        let over = GameError::GameOver {
            winners: vec!["Ann".into(), "Bob".into()],
        };
        assert_eq!(
            over.words().to_string(),
            "the game is over (Ann and Bob won): `undo` to take back the last action"
        );
        let unknown = GameError::UnknownPlayer {
            name: "Di".into(),
            players: vec!["Ann".into(), "Bob".into(), "Cy".into()],
            close: Vec::new(),
        };
        assert_eq!(
            unknown.words().to_string(),
            "no player is called `Di`: the players are Ann, Bob and Cy"
        );
        let close = GameError::UnknownPlayer {
            name: "Ase".into(),
            players: vec!["Åse".into(), "Äse".into()],
            close: vec!["Åse".into(), "Äse".into()],
        };
        assert_eq!(
            close.words().to_string(),
            "no player is called `Ase`: did you mean Åse or Äse?"
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
            err.words()
                .to_string()
                .starts_with("action 3 (`keep 1 1 5`) is one the rules refuse"),
            "{err:?}"
        );
    }

    #[test]
    fn a_replay_failure_says_what_failed_not_always_that_the_rules_changed() {
        use crate::game::HookError;
        let keep = Action::Keep(Faces::parse("1 1 5").expect("dice"));
        // A hand-edited action the rules refuse.
        let edited = GameError::Replay {
            index: 3,
            action: keep.clone(),
            reason: Box::new(GameError::NoThrow { in_hand: 6 }),
        };
        let said = edited.words().to_string();
        assert!(said.contains("is one the rules refuse"), "{said}");
        assert!(said.contains("edited by hand"), "{said}");
        assert!(
            !said.contains("The rules it was played under have changed"),
            "{said}"
        );
        // A hook that answers differently on replay.
        let hook = GameError::Replay {
            index: 3,
            action: keep,
            reason: Box::new(GameError::Hook(HookError::Failed("x.lua:2: no".into()))),
        };
        let said = hook.words().to_string();
        assert!(said.contains("does not replay as it was played"), "{said}");
        assert!(said.contains("does not replay the same"), "{said}");
    }
}
