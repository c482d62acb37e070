use std::sync::OnceLock;

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rayon::prelude::*;
use serde::Serialize;

use super::{Grid, Seat};
use crate::odds::turn_sim::TurnOutcomes;
use crate::odds::{MAX_ROUNDS, OddsError, Policy, TurnEnd, Z_95, share_and_half_width};
use crate::rules::Points;

/// The confidence level of [`SeatChance::interval`].
pub const CONFIDENCE: f64 = 0.95;

/// Games played together between merges: enough that the merging costs nothing.
const BLOCK: u64 = 64;

/// Win chances from a standing of any number of players, estimated by playing the rest
/// of the game many times.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Estimate {
    /// Games played.
    pub(crate) games: u64,
    /// Games given up after [`MAX_ROUNDS`] rounds (left out of the chances).
    pub(crate) unfinished: u64,
    /// The confidence level of every interval (0.95).
    pub(crate) confidence: f64,
    /// Per player, the player to throw first.
    pub(crate) seats: Vec<SeatChance>,
}

/// One player's estimated chance to win.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct SeatChance {
    /// Where the player stands.
    pub seat: Seat,
    /// The share of finished games they won.
    pub win: f64,
    /// Half-width of the interval around `win` at [`CONFIDENCE`] (Agresti–Coull, so a
    /// chance seen as 0 or 1 still gets an honest width).
    pub interval: f64,
}

/// Estimates each player's chance to win from `seats` (the first throws next, then the
/// others in order) with every player on the points-maximising [`Policy`], by playing
/// `games` games on all cores. Game `i` draws from stream `i` of ChaCha8 seeded with
/// `seed`, so the same call gives the same answer on every machine.
///
/// Two players have exact chances ([`WinTable`](super::WinTable)); this is for more,
/// or for comparing with how points-maximisers fare.
pub fn estimate(
    policy: &Policy,
    seats: &[Seat],
    games: u64,
    seed: u64,
) -> Result<Estimate, OddsError> {
    if games == 0 {
        return Err(OddsError::NoGames);
    }
    check_table(policy, seats)?;
    let draws = &TurnDraws::new(policy);
    let players = seats.len();
    let blocks = games.div_ceil(BLOCK);
    let wins = (0..blocks)
        .into_par_iter()
        .map(|block| {
            let mut wins = vec![0u64; players + 1];
            for game in block * BLOCK..((block + 1) * BLOCK).min(games) {
                let slot = play_out(policy, draws, seats, seed, game).unwrap_or(players);
                wins[slot] += 1;
            }
            wins
        })
        .reduce(
            || vec![0u64; players + 1],
            |mut a, b| {
                a.iter_mut().zip(b).for_each(|(a, b)| *a += b);
                a
            },
        );
    let unfinished = wins[players];
    let finished = games - unfinished;
    let seats = seats
        .iter()
        .zip(&wins)
        .map(|(&seat, &won)| {
            let (win, interval) = share_and_half_width(won as f64, finished as f64, Z_95);
            SeatChance {
                seat,
                win,
                interval,
            }
        })
        .collect();
    Ok(Estimate {
        games,
        unfinished,
        confidence: CONFIDENCE,
        seats,
    })
}

/// Refuses a table no model of points play plays: a count of players the rules do not
/// seat, rules whose turns it does not play, and totals no game reaches.
pub(crate) fn check_table(policy: &Policy, seats: &[Seat]) -> Result<(), OddsError> {
    let chart = policy.chart();
    let rules = chart.rules();
    let players = seats.len();
    if players < rules.min_players || players > rules.max_players {
        return Err(OddsError::PlayerCount {
            got: players,
            min: rules.min_players,
            max: rules.max_players,
        });
    }
    if rules.flow.final_round {
        return Err(OddsError::WinUnmodelled {
            switch: "final_round",
        });
    }
    if let Some(switch) = policy.unmodelled_flow() {
        return Err(OddsError::WinUnmodelled { switch });
    }
    policy.check_size(2_000)?;
    let grid = Grid::of_rules(chart.step(), rules);
    for &seat in seats {
        grid.index(seat)?;
    }
    Ok(())
}

/// Plays game number `game` from `seats` to the end, each turn drawn from how the
/// points-maximising policy's turn ends; the winner's place in `seats`.
fn play_out(
    policy: &Policy,
    draws: &TurnDraws,
    seats: &[Seat],
    seed: u64,
    game: u64,
) -> Option<usize> {
    let win_at = policy.chart().rules().win_at;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(game);
    let mut seats = seats.to_vec();
    for _ in 0..MAX_ROUNDS {
        for (i, seat) in seats.iter_mut().enumerate() {
            match draws.turn(policy, seat.open, seat.total).draw(&mut rng) {
                TurnEnd::Banked(points) => {
                    *seat = Seat::open(seat.total + points);
                    if seat.total >= win_at {
                        return Some(i);
                    }
                }
                TurnEnd::Bust => {}
                TurnEnd::Flood => *seat = Seat::CLOSED,
            }
        }
    }
    None
}

/// How each standing's turn ends under one policy ([`TurnOutcomes`]), worked out on
/// first use and kept for the rest of the estimate, which meets every total a game
/// reaches many times over.
#[derive(Debug)]
struct TurnDraws {
    step: Points,
    closed: OnceLock<TurnOutcomes>,
    /// Open players, by total in grid steps.
    open: Vec<OnceLock<TurnOutcomes>>,
}

impl TurnDraws {
    /// Nothing worked out yet, for the totals of `policy`'s rules.
    pub(crate) fn new(policy: &Policy) -> TurnDraws {
        let step = policy.chart().step().max(1);
        let win_at = policy.chart().rules().win_at.max(0);
        let totals = usize::try_from(win_at / step + 1).unwrap_or(0);
        TurnDraws {
            step,
            closed: OnceLock::new(),
            open: (0..totals).map(|_| OnceLock::new()).collect(),
        }
    }

    /// How a turn from this standing ends. Totals on no slot (none that an estimate
    /// reaches from checked seats) are worked out each time.
    fn turn(
        &self,
        policy: &Policy,
        open: bool,
        total: Points,
    ) -> std::borrow::Cow<'_, TurnOutcomes> {
        let slot = if !open {
            (total == 0).then_some(&self.closed)
        } else if total.rem_euclid(self.step) == 0 {
            usize::try_from(total / self.step)
                .ok()
                .and_then(|i| self.open.get(i))
        } else {
            None
        };
        match slot {
            Some(slot) => std::borrow::Cow::Borrowed(
                slot.get_or_init(|| TurnOutcomes::new(policy, open, total)),
            ),
            None => std::borrow::Cow::Owned(TurnOutcomes::new(policy, open, total)),
        }
    }
}
