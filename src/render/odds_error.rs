//! How refused odds, advice and simulations read.

use std::fmt;

use super::count;
use crate::odds::{OddsError, TableFault};

impl fmt::Display for OddsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OddsError::DiceInHand { dice } => write!(
                f,
                "{dice} dice in hand: a throw has 1 to 6 dice, give between 1 and 6"
            ),
            OddsError::MoreDiceThanRules { dice, most } => write!(
                f,
                "{} in hand, but under these rules a turn has at most {most}: give between 1 and {most}",
                count(*dice, "count-dice")
            ),
            OddsError::NegativePoints { total, turn } => write!(
                f,
                "turn points {turn} and total {total}: points in a turn or a total are never below 0, give 0 or more"
            ),
            OddsError::TotalBeforeOpening { total } => write!(
                f,
                "a total of {total} for a player who is not open: a player who is not open has a total of 0, so say they are open (--open) or give no total"
            ),
            OddsError::AlreadyWon { total, win_at } => write!(
                f,
                "a total of {total} has already won (the game ends at {win_at}): give a total below {win_at}"
            ),
            OddsError::TooFine { levels, max, step } => write!(
                f,
                "these rules count points in steps of {step}, {levels} steps up to the winning score; exact odds handle at most {max}: give the scoring combinations rounder values or a lower winning score"
            ),
            OddsError::UnknownStrategy { text } => write!(
                f,
                "`{text}` is not a strategy: use `optimal`, `win`, `cautious` or `bank-at:N` (for example `bank-at:1000`)"
            ),
            OddsError::StrategyCount { got, players } => write!(
                f,
                "{got} strategies for {players} players: give one --strategy for everyone or one per player"
            ),
            OddsError::PlayerCount { got, max, min } => f.write_str(&crate::text!(
                "odds-player-count",
                got = *got,
                min = *min,
                max = *max
            )),
            OddsError::NoGames => f.write_str(
                "no games to play: give --games 1 or more",
            ),
            OddsError::UnmodelledFlow { switch } => write!(
                f,
                "the simulator plays the standard turn flow and cannot play `{switch}`: simulate these rules without that switch"
            ),
            OddsError::WinUnmodelled { switch } => write!(
                f,
                "win chances are worked out for the standard turn flow and cannot follow `{switch}`: ask about these rules without that house rule"
            ),
            OddsError::WinPlayers { max, min } => write!(
                f,
                "these rules are for {min} to {max} players, so there is no two-player game to solve: allow two players or estimate the chances by simulation"
            ),
            OddsError::WinTooLarge { max, states, step, win_at } => write!(
                f,
                "these rules make {states} states within turns to solve for win chances (points in steps of {step} up to {win_at}); at most {max} are solved: give the combinations rounder values or a lower winning score"
            ),
            OddsError::WinOffGrid {
                open,
                total,
                step,
                first_open,
                win_at,
            } => write!(
                f,
                "{} total of {total} is never reached under these rules (totals move in steps of {step}; an open total is at least {first_open} and below {win_at}): give a total a game can reach",
                if *open { "an open" } else { "a closed" }
            ),
            OddsError::WinTurnOffGrid { step, turn } => write!(
                f,
                "turn points of {turn} are never reached under these rules (turn points move in steps of {step} from 0): give a multiple of {step}"
            ),
            OddsError::WinTableBytes { reason } => write!(
                f,
                "the win table is not usable ({reason}): solve the rules again to rebuild it"
            ),
            OddsError::WinTableRules { rules, table } => write!(
                f,
                "the win table was solved for other rules (fingerprint {table:016x}, these rules {rules:016x}): solve these rules to get their table"
            ),
            OddsError::NoWinTable => f.write_str(
                "playing to win under these rules needs their win chances, which are not solved yet (only the standard rules ship theirs): solve them first, or choose another strategy",
            ),
            OddsError::WinStrategyPlayers { players } => write!(
                f,
                "the `win` strategy plays two-player games, not {players}: give --players 2, or another strategy"
            ),
            OddsError::WinTotalsCount { totals, players } => write!(
                f,
                "{} for {}: give one total per player, the player to throw first",
                super::count(*totals, "count-total"),
                super::count(*players, "count-player"),
            ),
            OddsError::WinNoSuchPlayer { place, players } => write!(
                f,
                "there is no player {place} at a table of {players}: name players by their place in the list, 1 to {players}"
            ),
            OddsError::WinClosedTotal { place, total } => write!(
                f,
                "player {place} has a total of {} but is not open: a player who has not opened has 0, so list them in --open or give them 0",
                super::points(*total)
            ),
            OddsError::WinPlayer { place, reason } => write!(f, "player {place}: {reason}"),
            OddsError::WinTurnPlayers { players } => write!(
                f,
                "banking against throwing on is worked out for two players, not {players}: leave out --turn and --dice, or give two totals"
            ),
        }
    }
}

impl fmt::Display for TableFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableFault::NotATable => f.write_str("it is not a marbles win table"),
            TableFault::Version { found, reads } => write!(
                f,
                "format version {found}, this marbles reads version {reads}"
            ),
            TableFault::Length => f.write_str("it is cut short or too long"),
            TableFault::Checksum => f.write_str("its checksum does not match"),
            TableFault::Step => f.write_str("its point step is not positive"),
            TableFault::Size => f.write_str("its size does not match its rules"),
        }
    }
}
/// Why the REPL's `odds` has nothing to show when a house rule took the turn or the
/// total below 0 (the command line's `--turn`/`--total` wording does not fit a game).
pub fn no_odds_below_zero(turn: crate::rules::Points, total: crate::rules::Points) -> String {
    format!(
        "no odds for this turn: the odds are worked out for points of 0 or more, and a house rule has put {} (turn {}, total {}); they are back once both are 0 or more",
        if turn < 0 {
            "this turn's points below 0"
        } else {
            "the total below 0"
        },
        super::points(turn),
        super::points(total),
    )
}
