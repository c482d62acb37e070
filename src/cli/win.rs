//! `marbles win`: each player's chance to win from a standing, exact or estimated, as text or JSON.

use std::io::{IsTerminal, Write};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use serde::Serialize;

use super::CliError;
use super::args::WinArgs;
use crate::game::RulesInPlay;
use crate::odds::win::{
    CONFIDENCE, Chances, ESTIMATE_GAMES, Method, Seat, WinOutlook, chances, table_seats,
    turn_chances,
};
use crate::odds::{OddsError, Policy};
use crate::render::{ChanceNote, chance_note, estimating_note, win_text};
use crate::rules::Points;

/// The seed of `marbles win`'s estimates: the same question gets the same answer.
const SEED: u64 = 1;

/// `marbles win` as JSON.
#[derive(Serialize)]
struct WinJson {
    players: Vec<PlayerJson>,
    method: Method,
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
pub fn run(args: WinArgs, rules: &RulesInPlay, out: &mut dyn Write) -> Result<(), CliError> {
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
        _ => (estimate_with_spinner(&policy, &seats)?, None),
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
            method: chances.method,
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

/// The chances from `seats`, with a spinner on a terminal while they are worked out: an
/// estimate plays its games out, which under odd rules takes long enough to look hung.
fn estimate_with_spinner(policy: &Policy, seats: &[Seat]) -> Result<Chances, OddsError> {
    let spinner = std::io::stderr().is_terminal().then(|| {
        let spinner = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
        if let Ok(style) = ProgressStyle::with_template("{spinner} {msg}  {elapsed}") {
            spinner.set_style(style);
        }
        spinner.set_message(estimating_note(ESTIMATE_GAMES));
        spinner.enable_steady_tick(Duration::from_millis(120));
        spinner
    });
    let answer = chances(policy, seats, ESTIMATE_GAMES, SEED);
    if let Some(spinner) = spinner {
        spinner.finish_and_clear();
    }
    answer
}
