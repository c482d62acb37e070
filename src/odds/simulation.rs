//! Games between computer strategies, played out with seeded dice.

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rayon::prelude::*;
use serde::Serialize;

use super::turn_sim::{TurnEnd, play_turn, play_turn_against};
use super::{OddsError, Policy, Strategy};
use crate::rules::Points;

/// Rounds after which a game is given up as unfinished (strategies that never bank).
pub const MAX_ROUNDS: u32 = 10_000;

/// Games played together between progress reports: large enough that reporting costs
/// nothing, small enough that a bar moves.
const BLOCK: u64 = 256;

/// What to simulate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Setup {
    /// Games to play.
    pub games: u64,
    /// One strategy per seat; seat 1 starts every game.
    pub strategies: Vec<Strategy>,
    /// The master seed: game `i` uses stream `i` of ChaCha8 seeded from it, so results do
    /// not depend on threads or platform.
    pub seed: u64,
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
    pub busts: u64,
    /// Turns lost to a Flood.
    pub floods: u64,
    /// Points banked.
    pub banked: i64,
    /// Totals washed away by Floods.
    pub flooded: i64,
    /// Games won, in shares of `Tally::share` (a tie splits a win).
    pub win_shares: u64,
}

/// Raw counts over many games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tally {
    /// Games finished.
    pub finished: u64,
    /// Games given up after [`MAX_ROUNDS`].
    pub unfinished: u64,
    /// Sum over finished games of the winner's turns.
    pub winner_turns: u64,
    /// Sum of their squares, for the spread.
    pub winner_turns_squared: u64,
    /// Fewest turns a winner took.
    pub fewest_turns: u64,
    /// Most turns a winner took.
    pub most_turns: u64,
    /// One win, in shares: divisible by any number of tied winners.
    pub share: u64,
    /// Per seat.
    pub seats: Vec<SeatTally>,
}

impl Tally {
    fn empty(players: usize) -> Tally {
        Tally {
            finished: 0,
            unfinished: 0,
            winner_turns: 0,
            winner_turns_squared: 0,
            fewest_turns: u64::MAX,
            most_turns: 0,
            share: (1..=players as u64).fold(1, |l, n| l / super::chance::gcd(l, n) * n),
            seats: vec![SeatTally::default(); players],
        }
    }

    fn merge(mut self, other: Tally) -> Tally {
        self.finished += other.finished;
        self.unfinished += other.unfinished;
        self.winner_turns += other.winner_turns;
        self.winner_turns_squared += other.winner_turns_squared;
        self.fewest_turns = self.fewest_turns.min(other.fewest_turns);
        self.most_turns = self.most_turns.max(other.most_turns);
        for (a, b) in self.seats.iter_mut().zip(other.seats) {
            a.turns += b.turns;
            a.busts += b.busts;
            a.floods += b.floods;
            a.banked += b.banked;
            a.flooded += b.flooded;
            a.win_shares += b.win_shares;
        }
        self
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
    // Games visit many totals, each a standing to solve: keep the grid coarse. Only the
    // strategies that solve standings need it; bank-at and cautious play by the chart.
    if setup
        .strategies
        .iter()
        .any(|s| matches!(s, Strategy::Optimal | Strategy::Win))
    {
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
    if let Some(switch) = policy.unmodelled_flow() {
        return Err(OddsError::UnmodelledFlow { switch });
    }
    if setup.strategies.contains(&Strategy::Win) {
        if players != 2 {
            return Err(OddsError::WinStrategyPlayers { players });
        }
        policy.win_play()?;
    }
    if setup
        .strategies
        .iter()
        .any(|s| matches!(s, Strategy::Optimal | Strategy::Win))
    {
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
    for _ in 0..MAX_ROUNDS {
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
                            return win(tally, &seats, &[i]);
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
            return win(tally, &seats, &winners);
        }
    }
    tally.unfinished += 1;
}

fn win(tally: &mut Tally, seats: &[Seat], winners: &[usize]) {
    let Some(&first) = winners.first() else {
        return;
    };
    let turns = seats[first].turns;
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
