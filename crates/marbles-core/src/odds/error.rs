//! Why odds, advice or a simulation were refused, as data: the text layer (`render`)
//! words it.

use crate::game::GameError;
use crate::rules::Points;

/// Why odds, advice or a simulation were refused. Every message (written by the text
/// layer's `Display`) names the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OddsError {
    /// Dice in hand outside 1 to 6.
    DiceInHand {
        /// Dice given.
        dice: usize,
    },
    /// More dice in hand than the rules' turns start with (Greed plays five).
    MoreDiceThanRules {
        /// Dice given.
        dice: usize,
        /// The rules' `dice`.
        most: usize,
    },
    /// Negative turn points or total.
    NegativePoints {
        /// Turn points given.
        turn: Points,
        /// Total given.
        total: Points,
    },
    /// A total for a player who has not opened.
    TotalBeforeOpening {
        /// Total given.
        total: Points,
    },
    /// A total that has already won.
    AlreadyWon {
        /// Total given.
        total: Points,
        /// The winning score.
        win_at: Points,
    },
    /// Rules whose points move in steps too small for exact odds.
    TooFine {
        /// Grid steps between 0 and the winning score.
        levels: Points,
        /// The grid step.
        step: Points,
        /// The most that is solved.
        max: Points,
    },
    /// A strategy name that is not known.
    UnknownStrategy {
        /// What was given.
        text: String,
    },
    /// Strategies that do not match the seats.
    StrategyCount {
        /// Strategies given.
        got: usize,
        /// Players.
        players: usize,
    },
    /// Players outside the rules' range.
    PlayerCount {
        /// Players asked for.
        got: usize,
        /// Fewest allowed.
        min: usize,
        /// Most allowed.
        max: usize,
    },
    /// No games to simulate.
    NoGames,
    /// The first games under these house rules all reached the round limit with no
    /// winner: the rules (a hook) never let a game end, and the rest would take hours.
    GamesNeverEnd {
        /// Games tried.
        games: u64,
        /// The round limit each reached.
        rounds: u32,
    },
    /// A house rule stopped every game: there is nothing to report.
    AllGamesStopped {
        /// Games played.
        games: u64,
        /// Why the first was stopped.
        reason: Box<GameError>,
    },
    /// A turn-flow switch the simulator does not play.
    UnmodelledFlow {
        /// The switch in the rules.
        switch: &'static str,
    },
    /// Win chances asked for rules whose turns the exact model does not play.
    WinUnmodelled {
        /// The rule the model does not play.
        switch: &'static str,
    },
    /// Exact win chances asked for rules that do not allow a two-player game.
    WinPlayers {
        /// Fewest players the rules allow.
        min: usize,
        /// Most players the rules allow.
        max: usize,
    },
    /// Rules whose exact two-player solve would be too large to finish in minutes.
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
    WinOffGrid {
        /// Whether the total is an open player's.
        open: bool,
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
    WinTurnOffGrid {
        /// The turn points given.
        turn: Points,
        /// The grid step.
        step: Points,
    },
    /// Bytes that are not a win table this version can read.
    WinTableBytes {
        /// What is wrong with the bytes.
        reason: TableFault,
    },
    /// A win table solved for other rules.
    WinTableRules {
        /// The table's fingerprint.
        table: u64,
        /// The rules' fingerprint.
        rules: u64,
    },
    /// Playing to win under rules whose win table has not been solved.
    NoWinTable,
    /// The win strategy in a game that is not between two players.
    WinStrategyPlayers {
        /// Players asked for.
        players: usize,
    },
    /// Totals for another number of players than the table seats.
    WinTotalsCount {
        /// Totals given.
        totals: usize,
        /// Players at the table.
        players: usize,
    },
    /// A player named by place who is not at the table.
    WinNoSuchPlayer {
        /// The place given, from 1.
        place: usize,
        /// Players at the table.
        players: usize,
    },
    /// A total for a player who has not opened.
    WinClosedTotal {
        /// The player's place, from 1.
        place: usize,
        /// The total given.
        total: Points,
    },
    /// A player's total that no game reaches.
    WinPlayer {
        /// The player's place, from 1.
        place: usize,
        /// Why the total is refused.
        reason: Box<OddsError>,
    },
    /// Banking against throwing on, asked of a table that is not two players.
    WinTurnPlayers {
        /// Players at the table.
        players: usize,
    },
    /// A game under review did not replay (its actions no longer hold).
    Replay {
        /// Why the replay stopped.
        reason: Box<crate::game::GameError>,
    },
}

/// What is wrong with bytes offered as a win table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableFault {
    /// They do not start with the win table's marker.
    NotATable,
    /// Another format version.
    Version {
        /// The table's version.
        found: u32,
        /// The version this build reads.
        reads: u32,
    },
    /// Fewer or more values than the header says.
    Length,
    /// The values do not match their checksum.
    Checksum,
    /// The header's point step is 0 or below.
    Step,
    /// The header's rules make a grid of another size.
    Size,
}
