//! `marbles win`: each player's chance to win from a standing, worked out exactly, as text
//! or JSON.

use std::io::Write;

use serde::Serialize;

use super::CliError;
use super::args::WinArgs;
use crate::game::RulesInPlay;
use crate::odds::win::{CONFIDENCE, Method, WinOutlook, chances, table_seats, turn_chances};
use crate::odds::{OddsError, Policy};
use crate::render::{ChanceNote, chance_note, win_text};
use crate::rules::Points;

/// `marbles win` as JSON.
#[derive(Serialize)]
struct WinJson {
    players: Vec<PlayerJson>,
    method: JsonMethod,
    /// 0 when exact; for an estimate the widest ± half-width at `confidence`.
    interval: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    confidence: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    games: Option<u64>,
    /// For an estimate, the games that reached the round limit with no winner.
    #[serde(skip_serializing_if = "Option::is_none")]
    unfinished: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    turn: Option<TurnJson>,
    /// House-rule hooks the chances cannot see.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    hooks_unseen: bool,
}

/// `exact` or `estimate`, as the JSON has always said: whether the chances carry a
/// sampling error. Which play `exact` assumes follows from the table: both playing to win
/// for two players with the rules' table, everyone playing for points otherwise (the
/// text says which).
#[derive(Serialize)]
#[serde(rename_all = "snake_case")]
enum JsonMethod {
    Exact,
    Estimate,
}

impl From<Method> for JsonMethod {
    fn from(method: Method) -> JsonMethod {
        match method {
            Method::Exact | Method::Points => JsonMethod::Exact,
            Method::Estimate => JsonMethod::Estimate,
        }
    }
}

#[derive(Serialize)]
struct PlayerJson {
    seat: usize,
    total: Points,
    open: bool,
    win: f64,
}

#[derive(Serialize)]
struct TurnJson {
    points: Points,
    dice: usize,
    #[serde(flatten)]
    outlook: WinOutlook,
}

/// `marbles win`
pub(super) fn run(args: WinArgs, rules: &RulesInPlay, out: &mut dyn Write) -> Result<(), CliError> {
    // Check what was typed before any solve: a typo must not cost a minute.
    let plain = Policy::for_scorer(rules.scorer());
    let seats = table_seats(&plain, &args.totals, args.players, args.open.as_deref())?;
    if args.turn.is_some() && seats.len() != 2 {
        return Err(OddsError::WinTurnPlayers {
            players: seats.len(),
        }
        .into());
    }
    let policy = if seats.len() == 2 {
        super::win_table::policy_with_win_table(rules.scorer())
    } else {
        plain
    };
    let (chances, turn) = match (args.turn, args.dice) {
        (Some(turn), Some(dice)) => {
            let [first, second] = seats[..] else {
                return Err(OddsError::WinTurnPlayers {
                    players: seats.len(),
                }
                .into());
            };
            let dice = usize::from(dice);
            let now = turn_chances(&policy, [first, second], turn, dice)?;
            (now.chances, Some((turn, dice, now.outlook)))
        }
        _ => (chances(&policy, &seats)?, None),
    };
    let hooks_unseen = rules.has_hooks();
    if args.json {
        let estimate = chances.method == Method::Estimate;
        let json = WinJson {
            players: chances
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| PlayerJson {
                    seat: i + 1,
                    total: s.seat.total,
                    open: s.seat.open,
                    win: s.win,
                })
                .collect(),
            method: chances.method.into(),
            interval: chances.interval,
            confidence: estimate.then_some(CONFIDENCE),
            games: estimate.then_some(chances.games),
            unfinished: estimate.then_some(chances.unfinished),
            turn: turn.map(|(points, dice, outlook)| TurnJson {
                points,
                dice,
                outlook,
            }),
            hooks_unseen,
        };
        out.write_all(crate::json::pretty(&json)?.as_bytes())?;
    } else {
        let turn = turn.as_ref().map(|(t, d, o)| (*t, *d, o));
        write!(out, "{}", win_text(&chances, turn))?;
        if hooks_unseen {
            writeln!(out, "{}", chance_note(ChanceNote::HooksUnseen))?;
        }
    }
    Ok(())
}
