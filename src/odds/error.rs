use thiserror::Error;

use crate::rules::Points;

/// Why odds, advice or a simulation were refused. Every message names the fix.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OddsError {
    /// Dice in hand outside 1 to 6.
    #[error("{dice} dice in hand: a throw has 1 to 6 dice, give between 1 and 6")]
    DiceInHand {
        /// Dice given.
        dice: usize,
    },
    /// Negative turn points or total.
    #[error(
        "turn points {turn} and total {total}: points in a turn or a total are never below 0, give 0 or more"
    )]
    NegativePoints {
        /// Turn points given.
        turn: Points,
        /// Total given.
        total: Points,
    },
    /// A total for a player who has not opened.
    #[error(
        "a total of {total} for a player who is not open: a player who is not open has a total of 0, so say they are open (--open) or give no total"
    )]
    TotalBeforeOpening {
        /// Total given.
        total: Points,
    },
    /// A total that has already won.
    #[error(
        "a total of {total} has already won (the game ends at {win_at}): give a total below {win_at}"
    )]
    AlreadyWon {
        /// Total given.
        total: Points,
        /// The winning score.
        win_at: Points,
    },
    /// Rules whose points move in steps too small for exact odds.
    #[error(
        "these rules count points in steps of {step}, {levels} steps up to the winning score; exact odds handle at most {max}: give the scoring combinations rounder values or a lower winning score"
    )]
    TooFine {
        /// Grid steps between 0 and the winning score.
        levels: Points,
        /// The grid step.
        step: Points,
        /// The most that is solved.
        max: Points,
    },
    /// A strategy name that is not known.
    #[error(
        "`{text}` is not a strategy: use `optimal`, `win`, `cautious` or `bank-at:N` (for example `bank-at:1000`)"
    )]
    UnknownStrategy {
        /// What was given.
        text: String,
    },
    /// Strategies that do not match the seats.
    #[error(
        "{got} strategies for {players} players: give one --strategy for everyone or one per player"
    )]
    StrategyCount {
        /// Strategies given.
        got: usize,
        /// Players.
        players: usize,
    },
    /// Players outside the rules' range.
    #[error(
        "{got} players, but these rules are for {min} to {max}: give --players between {min} and {max}"
    )]
    PlayerCount {
        /// Players asked for.
        got: usize,
        /// Fewest allowed.
        min: usize,
        /// Most allowed.
        max: usize,
    },
    /// No games to simulate.
    #[error("no games to play: give --games 1 or more")]
    NoGames,
    /// A turn-flow switch the simulator does not play.
    #[error(
        "the simulator plays the standard turn flow and cannot play `{switch}`: simulate these rules without that switch"
    )]
    UnmodelledFlow {
        /// The switch in the rules.
        switch: &'static str,
    },
    /// Win chances asked for rules whose turns the exact model does not play.
    #[error(
        "win chances are worked out for the standard turn flow and cannot follow `{switch}`: ask about these rules without that house rule"
    )]
    WinUnmodelled {
        /// The rule the model does not play.
        switch: &'static str,
    },
    /// Exact win chances asked for rules that do not allow a two-player game.
    #[error(
        "these rules are for {min} to {max} players, so there is no two-player game to solve: allow two players or estimate the chances by simulation"
    )]
    WinPlayers {
        /// Fewest players the rules allow.
        min: usize,
        /// Most players the rules allow.
        max: usize,
    },
    /// Rules whose exact two-player solve would be too large to finish in minutes.
    #[error(
        "these rules make {states} states within turns to solve for win chances (points in steps of {step} up to {win_at}); at most {max} are solved: give the combinations rounder values or a lower winning score"
    )]
    WinTooLarge {
        /// Within-turn states of the solve.
        states: u64,
        /// The grid step.
        step: Points,
        /// The winning score.
        win_at: Points,
        /// The most that is solved.
        max: u64,
    },
    /// A total that no game under the rules reaches, so it has no win chance.
    #[error(
        "a {state} total of {total} is never reached under these rules (totals move in steps of {step}; an open total is at least {first_open} and below {win_at}): give a total a game can reach"
    )]
    WinOffGrid {
        /// "open" or "closed".
        state: &'static str,
        /// The total given.
        total: Points,
        /// The grid step.
        step: Points,
        /// The smallest open total.
        first_open: Points,
        /// The winning score.
        win_at: Points,
    },
    /// Turn points that no turn under the rules reaches.
    #[error(
        "turn points of {turn} are never reached under these rules (turn points move in steps of {step} from 0): give a multiple of {step}"
    )]
    WinTurnOffGrid {
        /// The turn points given.
        turn: Points,
        /// The grid step.
        step: Points,
    },
    /// Bytes that are not a win table this version can read.
    #[error("the win table is not usable ({reason}): solve the rules again to rebuild it")]
    WinTableBytes {
        /// What is wrong with the bytes.
        reason: String,
    },
    /// A win table solved for other rules.
    #[error(
        "the win table was solved for other rules (fingerprint {table:016x}, these rules {rules:016x}): solve these rules to get their table"
    )]
    WinTableRules {
        /// The table's fingerprint.
        table: u64,
        /// The rules' fingerprint.
        rules: u64,
    },
    /// Playing to win under rules whose win table has not been solved.
    #[error(
        "playing to win under these rules needs their win chances, which are not solved yet (only the standard rules ship theirs): solve them first, or choose another strategy"
    )]
    NoWinTable,
    /// The win strategy in a game that is not between two players.
    #[error(
        "the `win` strategy plays two-player games, not {players}: give --players 2, or another strategy"
    )]
    WinStrategyPlayers {
        /// Players asked for.
        players: usize,
    },
}
