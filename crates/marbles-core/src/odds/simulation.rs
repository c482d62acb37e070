//! Games between computer strategies, played out with seeded dice.

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rayon::prelude::*;
use serde::Serialize;

use super::turn_sim::{TurnEnd, play_turn, play_turn_against};
use super::{OddsError, Policy, Strategy};
use crate::game::GameError;
use crate::rules::Points;

/// Rounds after which a game is given up as unfinished (strategies that never bank).
pub const MAX_ROUNDS: u32 = 10_000;

/// Rounds in which no total changed after which a game played through the engine is
/// given up as one that cannot end (a house rule that refuses every bank): without it
/// such a game would play on to [`MAX_ROUNDS`], a house rule's hooks called all the way.
/// In a game anyone can win, some total changes in a round nearly always (a standard
/// game goes about 20 rounds in all).
pub const STALL_ROUNDS: u32 = 200;

/// Games played together between progress reports: large enough that reporting costs
/// nothing, small enough that a bar moves.
pub(crate) const BLOCK: u64 = 256;

/// Why a house rule stopped a game played through the engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stop {
    /// The game refused an action: a hook failed or ran out of its budget, or the rules
    /// could not be built.
    Failed(GameError),
    /// The house rules refused every move the player had (each keep of the throw, or
    /// throwing on), so the turn could not go on.
    NoMoveLeft {
        /// The throw whose every keep was refused; `None` when throwing on was.
        throw: Option<crate::dice::Faces>,
        /// What the hook said of the player's first choice.
        refusal: String,
    },
}

impl Stop {
    /// Whether two stops are the same fault in different games: equal but for the dice
    /// of the moment (the same hook error on another throw is the same bug).
    pub fn same_fault(&self, other: &Stop) -> bool {
        use crate::game::HookError;
        fn bare(err: &GameError) -> GameError {
            match err {
                GameError::Hook(HookError::In { hook, error, .. }) => {
                    GameError::Hook(HookError::In {
                        hook,
                        dice: None,
                        error: error.clone(),
                    })
                }
                other => other.clone(),
            }
        }
        match (self, other) {
            (Stop::Failed(a), Stop::Failed(b)) => bare(a) == bare(b),
            (Stop::NoMoveLeft { refusal: a, .. }, Stop::NoMoveLeft { refusal: b, .. }) => a == b,
            _ => false,
        }
    }
}

impl From<GameError> for Stop {
    fn from(err: GameError) -> Stop {
        Stop::Failed(err)
    }
}

/// The games stopped for one fault.
///
/// `R` is how the fault is held: the engine's [`Stop`], or its words once the text layer
/// has worded it (JSON shows `{"games": N, "why": "..."}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Stops<R = Stop> {
    /// How many.
    pub games: u64,
    /// The first of them, by game number.
    #[serde(skip)]
    pub(crate) first: u64,
    /// Why the first stopped.
    pub why: R,
}

impl<R> Stops<R> {
    /// The same count with its fault turned by `word` (worded, for JSON).
    pub(crate) fn map_why<T>(self, word: impl FnOnce(R) -> T) -> Stops<T> {
        Stops {
            games: self.games,
            first: self.first,
            why: word(self.why),
        }
    }
}

/// What to simulate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Setup {
    /// Games to play.
    pub games: u64,
    /// One strategy per seat; seat 1 starts every game.
    pub strategies: Vec<Strategy>,
    /// The master seed: game `i` uses stream `i` of ChaCha8 seeded from it, so results do
    /// not depend on threads or platform.
    pub(crate) seed: u64,
}

impl Setup {
    /// `players` seats, each playing `strategies` (one for all, or one per seat).
    pub fn new(
        games: u64,
        players: usize,
        strategies: &[Strategy],
        seed: u64,
    ) -> Result<Setup, OddsError> {
        if games == 0 {
            return Err(OddsError::NoGames);
        }
        let strategies = match strategies {
            [] => vec![Strategy::Optimal; players],
            [one] => vec![*one; players],
            many if many.len() == players => many.to_vec(),
            many => {
                return Err(OddsError::StrategyCount {
                    got: many.len(),
                    players,
                });
            }
        };
        Ok(Setup {
            games,
            strategies,
            seed,
        })
    }
}

/// Raw counts for one seat, summed over games: integers, so adding them up in any order
/// (any thread schedule) gives the same result.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct SeatTally {
    /// Turns played.
    pub turns: u64,
    /// Turns lost to a bust.
    pub(crate) busts: u64,
    /// Turns lost to a Flood.
    pub(crate) floods: u64,
    /// Points banked.
    pub(crate) banked: i64,
    /// Totals washed away by Floods.
    pub(crate) flooded: i64,
    /// Games won, in shares of `Tally::share` (a tie splits a win).
    pub(crate) win_shares: u64,
    /// Times a house rule's hook lowered the seat's total (a penalty, a bump); only
    /// games played through the engine have them.
    pub penalties: u64,
    /// Points those hooks took off the seat's total.
    pub penalty_points: i64,
    /// Times a hook raised the seat's total.
    pub bonuses: u64,
    /// Points those hooks added.
    pub(crate) bonus_points: i64,
    /// Turns that began by taking over the previous player's dice (Cut-Throat,
    /// Piggy-Back).
    pub(crate) steals: u64,
    /// Banks the next player stole (Cut-Throat): the points went to the thief.
    pub(crate) robbed: u64,
}

/// Raw counts over many games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tally {
    /// Games finished.
    pub(crate) finished: u64,
    /// Games given up after [`MAX_ROUNDS`].
    pub(crate) unfinished: u64,
    /// Games played through the engine given up after [`STALL_ROUNDS`] rounds in which no
    /// total changed: games a house rule keeps from ending.
    pub(crate) stalled: u64,
    /// Moves of the computer players a house rule refused (each was undone and another
    /// move made), over all games.
    pub(crate) refused: u64,
    /// Sum over finished games of the winner's turns.
    pub(crate) winner_turns: u64,
    /// Sum of their squares, for the spread.
    pub(crate) winner_turns_squared: u64,
    /// Sum over finished games of the rounds played (the last round counts whole).
    pub(crate) rounds: u64,
    /// Games a house rule stopped: a hook failed or ran out of its budget, or refused
    /// every move a computer player had. They count as neither finished nor unfinished.
    pub stopped: u64,
    /// Why they stopped, one entry per fault (the same hook error in many games is one),
    /// in the order of the first game each stopped: the same on every run.
    #[serde(skip)]
    pub(crate) stops: Vec<Stops>,
    /// Fewest turns a winner took.
    pub(crate) fewest_turns: u64,
    /// Most turns a winner took.
    pub(crate) most_turns: u64,
    /// One win, in shares: divisible by any number of tied winners.
    pub(crate) share: u64,
    /// Per seat.
    pub seats: Vec<SeatTally>,
}

impl Tally {
    pub(crate) fn empty(players: usize) -> Tally {
        Tally {
            finished: 0,
            unfinished: 0,
            stalled: 0,
            refused: 0,
            winner_turns: 0,
            winner_turns_squared: 0,
            rounds: 0,
            stopped: 0,
            stops: Vec::new(),
            fewest_turns: u64::MAX,
            most_turns: 0,
            share: (1..=players as u64).fold(1, |l, n| l / super::chance::gcd(l, n) * n),
            seats: vec![SeatTally::default(); players],
        }
    }

    pub(crate) fn merge(mut self, other: Tally) -> Tally {
        self.finished += other.finished;
        self.unfinished += other.unfinished;
        self.stalled += other.stalled;
        self.refused += other.refused;
        self.winner_turns += other.winner_turns;
        self.winner_turns_squared += other.winner_turns_squared;
        self.rounds += other.rounds;
        self.stopped += other.stopped;
        for stops in other.stops {
            self.stop_for(stops.why, stops.first, stops.games);
        }
        self.fewest_turns = self.fewest_turns.min(other.fewest_turns);
        self.most_turns = self.most_turns.max(other.most_turns);
        self.add_seats(&other.seats);
        self
    }

    /// Counts `games` stopped for `why`, the first of them game number `first`, with
    /// the games stopped for the same fault: the entry keeps the earliest game's reason,
    /// so the tally is the same whatever order workers merge in.
    pub(crate) fn stop_for(&mut self, why: Stop, first: u64, games: u64) {
        match self.stops.iter_mut().find(|s| s.why.same_fault(&why)) {
            Some(stops) => {
                stops.games += games;
                if first < stops.first {
                    stops.first = first;
                    stops.why = why;
                }
            }
            None => self.stops.push(Stops { games, first, why }),
        }
        self.stops.sort_by_key(|s| s.first);
    }

    /// Why the first game stopped (by game number), if any did.
    pub(crate) fn first_stop(&self) -> Option<&Stop> {
        self.stops.first().map(|s| &s.why)
    }

    /// Adds counts seat by seat (one game's, or another worker's).
    pub(crate) fn add_seats(&mut self, seats: &[SeatTally]) {
        for (a, b) in self.seats.iter_mut().zip(seats) {
            a.turns += b.turns;
            a.busts += b.busts;
            a.floods += b.floods;
            a.banked += b.banked;
            a.flooded += b.flooded;
            a.win_shares += b.win_shares;
            a.penalties += b.penalties;
            a.penalty_points += b.penalty_points;
            a.bonuses += b.bonuses;
            a.bonus_points += b.bonus_points;
            a.steals += b.steals;
            a.robbed += b.robbed;
        }
    }
}

/// Plays `setup.games` whole games between computer players under the policy's rules,
/// on all cores, calling `progress` with the number of games just finished now and then.
///
/// The same setup gives the same tally on every machine and thread count.
pub fn simulate(
    policy: &Policy,
    setup: &Setup,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Tally, OddsError> {
    check(policy, setup, setup.strategies.iter().any(Strategy::solves))?;
    let players = setup.strategies.len();
    if let Some(switch) = policy.unmodelled_flow() {
        return Err(OddsError::UnmodelledFlow { switch });
    }
    if setup.strategies.contains(&Strategy::Win) {
        if players != 2 {
            return Err(OddsError::WinStrategyPlayers { players });
        }
        policy.win_play()?;
    }
    if setup.strategies.iter().any(Strategy::solves) {
        policy.solve_all();
    }
    let blocks = setup.games.div_ceil(BLOCK);
    let tally = (0..blocks)
        .into_par_iter()
        .map(|block| {
            let mut tally = Tally::empty(players);
            let games = block * BLOCK..((block + 1) * BLOCK).min(setup.games);
            let count = games.end - games.start;
            for game in games {
                play_game(policy, setup, game, &mut tally);
            }
            progress(count);
            tally
        })
        .reduce(|| Tally::empty(players), Tally::merge);
    Ok(tally)
}

/// Refuses a setup the rules do not seat, or (when `solves`) rules too fine to solve.
pub(crate) fn check(policy: &Policy, setup: &Setup, solves: bool) -> Result<(), OddsError> {
    // Games visit many totals, each a standing to solve: keep the grid coarse. Only the
    // strategies that solve standings need it; bank-at and cautious play by the chart.
    if solves {
        policy.check_size(2_000)?;
    }
    let rules = policy.chart().rules();
    let players = setup.strategies.len();
    if players < rules.min_players || players > rules.max_players {
        return Err(OddsError::PlayerCount {
            got: players,
            min: rules.min_players,
            max: rules.max_players,
        });
    }
    Ok(())
}

#[derive(Debug, Clone, Copy, Default)]
struct Seat {
    total: Points,
    open: bool,
    turns: u64,
}

/// Plays game number `game` and adds it to `tally`.
fn play_game(policy: &Policy, setup: &Setup, game: u64, tally: &mut Tally) {
    let rules = policy.chart().rules();
    let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
    rng.set_stream(game);
    let mut seats = vec![Seat::default(); setup.strategies.len()];
    let mut final_round = false;
    for round in 1..=u64::from(MAX_ROUNDS) {
        for (i, strategy) in setup.strategies.iter().enumerate() {
            // Only the win strategy looks at the other player, in two-player games.
            let rival = (seats.len() == 2).then(|| seats[1 - i]);
            let seat = &mut seats[i];
            let counts = &mut tally.seats[i];
            seat.turns += 1;
            counts.turns += 1;
            let end = match (strategy, rival) {
                (Strategy::Win, Some(rival)) => play_turn_against(
                    policy,
                    Strategy::Win,
                    super::win::Seat {
                        total: seat.total,
                        open: seat.open,
                    },
                    super::win::Seat {
                        total: rival.total,
                        open: rival.open,
                    },
                    &mut rng,
                ),
                _ => play_turn(policy, *strategy, seat.open, seat.total, &mut rng),
            };
            match end {
                TurnEnd::Banked(points) => {
                    seat.total += points;
                    seat.open = true;
                    counts.banked += points;
                    if seat.total >= rules.win_at && !final_round {
                        if rules.flow.final_round {
                            final_round = true;
                        } else {
                            return win(tally, &seats, &[i], round);
                        }
                    }
                }
                TurnEnd::Bust => counts.busts += 1,
                TurnEnd::Flood => {
                    counts.floods += 1;
                    counts.flooded += seat.total;
                    seat.total = 0;
                    seat.open = false;
                }
            }
        }
        if final_round {
            let high = seats.iter().map(|s| s.total).max().unwrap_or(0);
            let winners: Vec<usize> = (0..seats.len())
                .filter(|&i| seats[i].total == high)
                .collect();
            return win(tally, &seats, &winners, round);
        }
    }
    tally.unfinished += 1;
}

fn win(tally: &mut Tally, seats: &[Seat], winners: &[usize], rounds: u64) {
    let turns: Vec<u64> = seats.iter().map(|s| s.turns).collect();
    tally.won(winners, &turns, rounds);
}

impl Tally {
    /// A finished game: `turns` per seat, won by `winners` after `rounds` rounds.
    pub(crate) fn won(&mut self, winners: &[usize], turns: &[u64], rounds: u64) {
        let Some(&first) = winners.first() else {
            return;
        };
        let tally = self;
        let turns = turns[first];
        tally.rounds += rounds;
        tally.finished += 1;
        tally.winner_turns += turns;
        tally.winner_turns_squared += turns * turns;
        tally.fewest_turns = tally.fewest_turns.min(turns);
        tally.most_turns = tally.most_turns.max(turns);
        let share = tally.share / winners.len() as u64;
        for &w in winners {
            tally.seats[w].win_shares += share;
        }
    }
}
