//! Rates and means worked out from a simulation's tally.

use serde::Serialize;

use super::simulation::{Stop, Stops};
use super::{HeuristicUse, Setup, Strategy, Tally, Z_99, share_and_half_width};

/// What a simulation shows people: rates and means worked out from a [`Tally`].
///
/// `R` is how the reasons games were stopped are held: the engine's [`Stop`], or their
/// words once the text layer has worded them ([`Summary::word_refusal`]) for JSON.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary<R = Stop> {
    /// Games played.
    pub games: u64,
    /// The master seed.
    pub seed: u64,
    /// Games that ended with a winner.
    pub(crate) finished: u64,
    /// Games given up after [`MAX_ROUNDS`](super::MAX_ROUNDS) rounds.
    pub unfinished: u64,
    /// Games given up after [`STALL_ROUNDS`](super::STALL_ROUNDS) rounds in which no total
    /// changed (through the engine only): a house rule keeps them from ending.
    pub stalled: u64,
    /// Moves of the computer players a house rule refused, over all games.
    pub refused: u64,
    /// The same per game played (finished, unfinished or stalled).
    pub refused_per_game: f64,
    /// Turns the winner took, over finished games.
    pub turns_to_win: Spread,
    /// Per seat, in playing order (seat 1 starts).
    pub seats: Vec<SeatSummary>,
    /// All seats together: share of turns that busted.
    pub bust_rate: f64,
    /// All seats together: share of turns that flooded.
    pub flood_rate: f64,
    /// All seats together: points banked per turn.
    pub points_per_turn: f64,
    /// Rounds a finished game lasted, on average.
    pub rounds_per_game: f64,
    /// Games a house rule stopped (a hook failed, ran out of its budget, or refused a
    /// computer player's action).
    pub stopped: u64,
    /// Why the first of them stopped.
    pub(crate) stopped_by: Option<R>,
    /// Why they stopped, one entry per fault with its count, in the order of the first
    /// game each stopped.
    pub stops: Vec<Stops<R>>,
    /// Whether the games were played through the engine, hooks and turn flow included,
    /// rather than by the lean simulator (exact for rules without either).
    pub engine: bool,
    /// The decisions taken by a rule of thumb where the best-play policy does not model
    /// the rules, and by which seats; empty when the policy decides everything.
    pub heuristics: Vec<HeuristicUse>,
}

/// Mean and spread of a count.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Spread {
    /// Mean.
    pub mean: f64,
    /// Standard deviation.
    pub sd: f64,
    /// Smallest.
    pub min: u64,
    /// Largest.
    pub max: u64,
}

/// One seat's results.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatSummary {
    /// Seat number from 1; seat 1 throws first.
    pub seat: usize,
    /// How the seat played.
    pub strategy: Strategy,
    /// Share of all games won (ties split).
    pub win_rate: f64,
    /// Half-width of the 99% confidence interval of `win_rate`.
    pub win_rate_99: f64,
    /// Turns played.
    pub(crate) turns: u64,
    /// Share of turns that busted.
    pub bust_rate: f64,
    /// Share of turns that flooded.
    pub flood_rate: f64,
    /// Points banked per turn.
    pub points_per_turn: f64,
    /// Net points per turn: banked less totals lost to Floods, with what house rules'
    /// hooks added to the seat's total or took off it.
    pub net_per_turn: f64,
    /// Times per game a house rule's hook lowered the seat's total (penalties, bumps).
    pub penalties_per_game: f64,
    /// Points per game those hooks took off.
    pub penalty_points_per_game: f64,
    /// Times per game a hook raised the seat's total.
    pub bonuses_per_game: f64,
    /// Turns per game begun by taking over the previous player's dice.
    pub steals_per_game: f64,
    /// Banks per game the next player stole (Cut-Throat).
    pub robbed_per_game: f64,
}

impl Summary {
    /// Works out the rates of a tally.
    pub fn new(setup: &Setup, tally: &Tally) -> Summary {
        let games = setup.games as f64;
        let finished = tally.finished as f64;
        let mean = ratio(tally.winner_turns as f64, finished);
        let variance = ratio(tally.winner_turns_squared as f64, finished) - mean * mean;
        let played = (tally.finished + tally.unfinished + tally.stalled) as f64;
        let per_game = |n: f64| ratio(n, played);
        let seats = tally
            .seats
            .iter()
            .zip(&setup.strategies)
            .enumerate()
            .map(|(i, (seat, strategy))| {
                let win_rate = ratio(seat.win_shares as f64, tally.share as f64 * games);
                let turns = seat.turns as f64;
                SeatSummary {
                    seat: i + 1,
                    strategy: *strategy,
                    win_rate,
                    win_rate_99: share_and_half_width(win_rate * games, games, Z_99).1,
                    turns: seat.turns,
                    bust_rate: ratio(seat.busts as f64, turns),
                    flood_rate: ratio(seat.floods as f64, turns),
                    points_per_turn: ratio(seat.banked as f64, turns),
                    net_per_turn: ratio(
                        (seat.banked - seat.flooded - seat.penalty_points + seat.bonus_points)
                            as f64,
                        turns,
                    ),
                    penalties_per_game: per_game(seat.penalties as f64),
                    penalty_points_per_game: per_game(seat.penalty_points as f64),
                    bonuses_per_game: per_game(seat.bonuses as f64),
                    steals_per_game: per_game(seat.steals as f64),
                    robbed_per_game: per_game(seat.robbed as f64),
                }
            })
            .collect();
        let sum = |f: fn(&super::SeatTally) -> f64| tally.seats.iter().map(f).sum::<f64>();
        let turns = sum(|s| s.turns as f64);
        Summary {
            games: setup.games,
            seed: setup.seed,
            finished: tally.finished,
            unfinished: tally.unfinished,
            stalled: tally.stalled,
            refused: tally.refused,
            refused_per_game: per_game(tally.refused as f64),
            turns_to_win: Spread {
                mean,
                sd: variance.max(0.0).sqrt(),
                min: if tally.finished == 0 {
                    0
                } else {
                    tally.fewest_turns
                },
                max: tally.most_turns,
            },
            seats,
            bust_rate: ratio(sum(|s| s.busts as f64), turns),
            flood_rate: ratio(sum(|s| s.floods as f64), turns),
            points_per_turn: ratio(sum(|s| s.banked as f64), turns),
            rounds_per_game: ratio(tally.rounds as f64, finished),
            stopped: tally.stopped,
            stopped_by: tally.first_stop().cloned(),
            stops: tally.stops.clone(),
            engine: false,
            heuristics: Vec::new(),
        }
    }

    /// The summary of games played through the engine, with the decisions a rule of
    /// thumb took.
    pub fn at_table(self, heuristics: Vec<HeuristicUse>) -> Summary {
        Summary {
            engine: true,
            heuristics,
            ..self
        }
    }
}

impl<R> Summary<R> {
    /// The same summary with the refusal that stopped a game worded (or otherwise
    /// turned) by `word`: the engine holds refusals as data, JSON shows their words.
    pub fn word_refusal<T>(self, mut word: impl FnMut(R) -> T) -> Summary<T> {
        Summary {
            games: self.games,
            seed: self.seed,
            finished: self.finished,
            unfinished: self.unfinished,
            stalled: self.stalled,
            refused: self.refused,
            refused_per_game: self.refused_per_game,
            turns_to_win: self.turns_to_win,
            seats: self.seats,
            bust_rate: self.bust_rate,
            flood_rate: self.flood_rate,
            points_per_turn: self.points_per_turn,
            rounds_per_game: self.rounds_per_game,
            stopped: self.stopped,
            stopped_by: self.stopped_by.map(&mut word),
            stops: self
                .stops
                .into_iter()
                .map(|stops| stops.map_why(&mut word))
                .collect(),
            engine: self.engine,
            heuristics: self.heuristics,
        }
    }
}

fn ratio(a: f64, b: f64) -> f64 {
    if b == 0.0 { 0.0 } else { a / b }
}
