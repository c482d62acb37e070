//! How refused odds, advice and simulations read.

use std::fmt;

use crate::render::{Worded, Words};

use crate::odds::{OddsError, Stop, Stops, TableFault};
use crate::render::count;
use crate::text;

impl fmt::Display for Worded<'_, OddsError> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            OddsError::DiceInHand { dice } => {
                f.write_str(&text!("odds-dice-in-hand", dice = dice.to_string()))
            }
            OddsError::MoreDiceThanRules { dice, most } => f.write_str(&text!(
                "odds-more-dice-than-rules",
                dice = count(*dice, "count-dice").to_string(),
                most = most.to_string()
            )),
            OddsError::NegativePoints { total, turn } => f.write_str(&text!(
                "odds-negative-points",
                total = total.to_string(),
                turn = turn.to_string()
            )),
            OddsError::TotalBeforeOpening { total } => f.write_str(&text!(
                "odds-total-before-opening",
                total = total.to_string()
            )),
            OddsError::AlreadyWon { total, win_at } => f.write_str(&text!(
                "odds-already-won",
                total = total.to_string(),
                win_at = win_at.to_string()
            )),
            OddsError::TooFine { levels, max, step } => f.write_str(&text!(
                "odds-too-fine",
                levels = levels.to_string(),
                max = max.to_string(),
                step = step.to_string()
            )),
            OddsError::UnknownStrategy { text } => {
                f.write_str(&text!("odds-unknown-strategy", text = text.as_str()))
            }
            OddsError::StrategyCount { got, players } => f.write_str(&text!(
                "odds-strategy-count",
                got = got.to_string(),
                players = players.to_string()
            )),
            OddsError::PlayerCount { got, max, min } => f.write_str(&text!(
                "odds-player-count",
                got = *got,
                min = *min,
                max = *max
            )),
            OddsError::NoGames => f.write_str(&text!("odds-no-games")),
            OddsError::AllGamesStopped { games, stops } => f.write_str(&text!(
                "odds-all-games-stopped",
                games = *games,
                reason = stops_text(stops)
            )),
            OddsError::GamesNeverEnd { games, rounds } => f.write_str(&text!(
                "odds-games-never-end",
                games = *games,
                rounds = crate::render::points(crate::rules::Points::from(*rounds))
            )),
            OddsError::UnmodelledFlow { switch } => {
                f.write_str(&text!("odds-unmodelled-flow", switch = switch.to_string()))
            }
            OddsError::WinUnmodelled { switch } => {
                f.write_str(&text!("odds-win-unmodelled", switch = switch.to_string()))
            }
            OddsError::WinPlayers { max, min } => f.write_str(&text!(
                "odds-win-players",
                min = min.to_string(),
                max = max.to_string()
            )),
            OddsError::WinTooLarge {
                max,
                states,
                step,
                win_at,
            } => f.write_str(&text!(
                "odds-win-too-large",
                max = max.to_string(),
                states = states.to_string(),
                step = step.to_string(),
                win_at = win_at.to_string()
            )),
            OddsError::WinOffGrid {
                open,
                total,
                step,
                first_open,
                win_at,
            } => {
                let args = (
                    total.to_string(),
                    step.to_string(),
                    first_open.to_string(),
                    win_at.to_string(),
                );
                f.write_str(&if *open {
                    text!(
                        "odds-win-off-grid-open",
                        total = args.0.as_str(),
                        step = args.1.as_str(),
                        first_open = args.2.as_str(),
                        win_at = args.3.as_str()
                    )
                } else {
                    text!(
                        "odds-win-off-grid-closed",
                        total = args.0.as_str(),
                        step = args.1.as_str(),
                        first_open = args.2.as_str(),
                        win_at = args.3.as_str()
                    )
                })
            }
            OddsError::WinTurnOffGrid { step, turn } => f.write_str(&text!(
                "odds-win-turn-off-grid",
                step = step.to_string(),
                turn = turn.to_string()
            )),
            OddsError::WinTableBytes { reason } => f.write_str(&text!(
                "odds-win-table-bytes",
                reason = reason.words().to_string()
            )),
            OddsError::WinTableRules { rules, table } => f.write_str(&text!(
                "odds-win-table-rules",
                rules = format!("{rules:016x}"),
                table = format!("{table:016x}")
            )),
            OddsError::NoWinTable => f.write_str(&text!("odds-no-win-table")),
            OddsError::WinStrategyPlayers { players } => f.write_str(&text!(
                "odds-win-strategy-players",
                players = players.to_string()
            )),
            OddsError::WinTotalsCount { totals, players } => f.write_str(&text!(
                "odds-win-totals-count",
                totals = count(*totals, "count-total").to_string(),
                players = count(*players, "count-player").to_string()
            )),
            OddsError::WinNoSuchPlayer { place, players } => f.write_str(&text!(
                "odds-win-no-such-player",
                place = place.to_string(),
                players = players.to_string()
            )),
            OddsError::WinClosedTotal { place, total } => f.write_str(&text!(
                "odds-win-closed-total",
                place = place.to_string(),
                // Grouped, as the other totals a player reads.
                total = *total
            )),
            OddsError::WinPlayer { place, reason } => f.write_str(&text!(
                "odds-win-player",
                place = place.to_string(),
                reason = reason.words().to_string()
            )),
            OddsError::WinTurnPlayers { players } => f.write_str(&text!(
                "odds-win-turn-players",
                players = players.to_string()
            )),
            // The game's own refusal says what no longer holds.
            OddsError::Replay { reason } => write!(f, "{}", reason.words()),
        }
    }
}

impl fmt::Display for Worded<'_, TableFault> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            TableFault::NotATable => f.write_str(&text!("odds-table-not-a-table")),
            TableFault::Version { found, reads } => f.write_str(&text!(
                "odds-table-version",
                found = found.to_string(),
                reads = reads.to_string()
            )),
            TableFault::Length => f.write_str(&text!("odds-table-length")),
            TableFault::Checksum => f.write_str(&text!("odds-table-checksum")),
            TableFault::Step => f.write_str(&text!("odds-table-step")),
            TableFault::Size => f.write_str(&text!("odds-table-size")),
        }
    }
}
/// Why the REPL's `odds` has nothing to show where a house rule put the player (a turn
/// or total below 0, a total at or past the winning score, a total before opening), if
/// it has nothing: the command line's `--turn`/`--total` wording does not fit a game.
pub(crate) fn no_odds_in_game(
    situation: &crate::odds::Situation,
    win_at: crate::rules::Points,
) -> Option<String> {
    let (turn, total) = (situation.turn, situation.total);
    Some(if turn < 0 {
        text!("odds-below-zero-turn", turn = turn, total = total)
    } else if total < 0 {
        text!("odds-below-zero-total", turn = turn, total = total)
    } else if total >= win_at {
        text!("odds-in-game-past-win", total = total, win_at = win_at)
    } else if !situation.open && total != 0 {
        text!("odds-in-game-total-before-opening", total = total)
    } else {
        return None;
    })
}

impl fmt::Display for Worded<'_, Stop> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Stop::Failed(err) => err.words().fmt(f),
            Stop::NoMoveLeft {
                throw: Some(throw),
                refusal,
            } => f.write_str(&text!(
                "sim-no-move-left-keep",
                dice = throw.to_string(),
                refusal = refusal.as_str()
            )),
            Stop::NoMoveLeft {
                throw: None,
                refusal,
            } => f.write_str(&text!("sim-no-move-left-throw", refusal = refusal.as_str())),
        }
    }
}

/// Why games stopped, fault by fault: the one reason alone, or each with its count of
/// games (the same hook error in 29 games is said once, with 29).
pub(crate) fn stops_text(stops: &[Stops]) -> String {
    match stops {
        [one] => one.why.words().to_string(),
        several => several
            .iter()
            .map(|s| {
                text!(
                    "sim-stop-reason",
                    games = s.games,
                    why = s.why.words().to_string()
                )
            })
            .collect::<Vec<_>>()
            .join(&text!("sim-stop-reason-between")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_win_table_says_what_is_wrong_with_it() {
        let said = |fault: TableFault| fault.words().to_string();
        assert!(said(TableFault::Checksum).contains("checksum"));
        assert!(said(TableFault::Length).contains("cut short"));
        assert!(said(TableFault::NotATable).contains("not a marbles"));
        assert!(said(TableFault::Version { found: 2, reads: 1 }).contains("format version 2"));
    }
}
