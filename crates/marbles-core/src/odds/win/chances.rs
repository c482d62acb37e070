//! Win chances for a table: exact from the solved table for two players (both playing to
//! win), exact with everyone playing for points for more (race.rs), and the chances a
//! turn under way leaves after banking or throwing on.

use std::collections::HashMap;
use std::sync::Mutex;

use serde::Serialize;

use std::sync::OnceLock;

use super::race::Race;
use super::{Seat, SeatChance, Standing, WinOutlook, WinTurn};
use crate::odds::{OddsError, Policy};
use crate::rules::Points;

/// How a set of win chances was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Method {
    /// Read from a solved two-player table: both play to win.
    Exact,
    /// Estimated by simulation: everyone plays for points. What [`estimate`](super::estimate)
    /// finds; [`chances`] no longer answers with it, as [`Method::Points`] is the same
    /// question without the sampling error.
    Estimate,
    /// Worked out exactly with everyone playing for points (each player's way to the
    /// winning score is their own; odds/win/race.rs).
    Points,
}

/// Each player's chance to win from one standing, the player to throw first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Chances {
    /// How they were found.
    pub method: Method,
    /// Per player, the player to throw first; intervals are 0 when exact.
    pub seats: Vec<SeatChance>,
    /// The widest interval among the players (0 when exact), at
    /// [`CONFIDENCE`](super::CONFIDENCE).
    pub interval: f64,
    /// Games played for an estimate (0 when exact).
    pub games: u64,
    /// Of those, games that reached the round limit with no winner; the chances are
    /// shares of the finished ones, so a reader must see how many did not count.
    pub unfinished: u64,
}

/// Each player's chance to win from `seats` (the first throws next, then the others in
/// order), worked out exactly: for two players when the policy has the rules' table (the
/// shipped one for the standard game, or one attached with [`Policy::with_win_table`])
/// with both playing to win ([`Method::Exact`]); otherwise with everyone playing for
/// points ([`Method::Points`]): the game an [`estimate`](super::estimate) plays, each
/// player's number of turns to the winning score worked out from their own standing
/// (odds/win/race.rs), without its sampling error.
///
/// Rules whose turns neither model plays are refused ([`OddsError::WinUnmodelled`]).
pub fn chances(policy: &Policy, seats: &[Seat]) -> Result<Chances, OddsError> {
    exact_two(policy, seats).unwrap_or_else(|| race_chances(&Race::new(policy), policy, seats))
}

/// The chances of `race` with everyone playing for points.
fn race_chances(race: &Race, policy: &Policy, seats: &[Seat]) -> Result<Chances, OddsError> {
    race.chances(policy, seats).map(|seats| Chances {
        method: Method::Points,
        seats,
        interval: 0.0,
        games: 0,
        unfinished: 0,
    })
}

/// Two players' exact chances when the policy has the rules' table; `None` when the
/// question is for another model.
fn exact_two(policy: &Policy, seats: &[Seat]) -> Option<Result<Chances, OddsError>> {
    if seats.len() != 2 {
        return None;
    }
    match policy.win_play() {
        Ok(play) => Some(
            play.table()
                .chance(&Standing::new(seats[0], seats[1]))
                .map(|first| exact(seats, first)),
        ),
        Err(err @ OddsError::WinUnmodelled { .. }) => Some(Err(err)),
        // No table for these rules: another model still answers.
        Err(_) => None,
    }
}

fn exact(seats: &[Seat], first: f64) -> Chances {
    let wins = [first, 1.0 - first];
    Chances {
        method: Method::Exact,
        seats: seats
            .iter()
            .zip(wins)
            .map(|(&seat, win)| SeatChance {
                seat,
                win,
                interval: 0.0,
            })
            .collect(),
        interval: 0.0,
        games: 0,
        unfinished: 0,
    }
}

/// The players at a table from what a person types: their totals in order (none: all
/// at 0), how many there are, and which have opened by place from 1 (`None`: those with
/// a total above 0). Refuses a count the rules do not seat, totals that do not match it,
/// places not at the table, a total for a player who has not opened, and totals no game
/// under the policy's rules reaches.
pub fn table_seats(
    policy: &Policy,
    totals: &[Points],
    players: Option<usize>,
    open: Option<&[usize]>,
) -> Result<Vec<Seat>, OddsError> {
    let rules = policy.chart().rules();
    let players = players.unwrap_or(if totals.is_empty() { 2 } else { totals.len() });
    if players < rules.min_players || players > rules.max_players {
        return Err(OddsError::PlayerCount {
            got: players,
            min: rules.min_players,
            max: rules.max_players,
        });
    }
    if !totals.is_empty() && totals.len() != players {
        return Err(OddsError::WinTotalsCount {
            totals: totals.len(),
            players,
        });
    }
    if let Some(&place) = open.into_iter().flatten().find(|&&p| p == 0 || p > players) {
        return Err(OddsError::WinNoSuchPlayer { place, players });
    }
    let grid = super::Grid::of_rules(policy.chart().step(), rules);
    (0..players)
        .map(|i| {
            let place = i + 1;
            let total = totals.get(i).copied().unwrap_or(0);
            let is_open = match open {
                Some(open) => open.contains(&place),
                None => total > 0,
            };
            if !is_open && total != 0 {
                return Err(OddsError::WinClosedTotal { place, total });
            }
            if total >= rules.win_at {
                return Err(OddsError::WinPlayer {
                    place,
                    reason: Box::new(OddsError::AlreadyWon {
                        total,
                        win_at: rules.win_at,
                    }),
                });
            }
            let seat = Seat {
                total,
                open: is_open,
            };
            grid.index(seat).map_err(|reason| OddsError::WinPlayer {
                place,
                reason: Box::new(reason),
            })?;
            Ok(seat)
        })
        .collect()
}

/// A two-player turn under way: both players' chances with `turn` points set aside and
/// `dice` in hand, playing on at best, and banking now against throwing on.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TurnChances {
    /// Both players' chances, the thrower first, playing the better way from here.
    pub chances: Chances,
    /// Banking now against throwing on.
    pub outlook: WinOutlook,
}

/// Chances from the middle of a two-player turn (exact only: the policy must have the
/// rules' table).
pub fn turn_chances(
    policy: &Policy,
    seats: [Seat; 2],
    turn: Points,
    dice: usize,
) -> Result<TurnChances, OddsError> {
    let play = policy.win_play()?;
    let win = WinTurn::solve(
        play.model(),
        play.table(),
        Standing::new(seats[0], seats[1]),
    )?;
    let outlook = win.outlook(turn, dice)?;
    let best = match outlook.bank {
        Some(bank) => bank.max(outlook.throw),
        None => outlook.throw,
    };
    Ok(TurnChances {
        chances: exact(&seats, best),
        outlook,
    })
}

/// Win chances kept per standing, for a table that asks after every turn: exact for two
/// players from the table, and for more (or rules without a table) worked out exactly
/// with everyone playing for points ([`Method::Points`]), each player's part kept per
/// standing, so a new turn costs milliseconds. A forecast serves one policy (one table's
/// rules).
#[derive(Debug, Default)]
pub struct Forecast {
    known: Mutex<HashMap<Vec<Seat>, Result<Chances, OddsError>>>,
    race: OnceLock<Race>,
}

impl Forecast {
    /// Nothing worked out yet.
    pub fn new() -> Forecast {
        Forecast::default()
    }

    /// Each player's chance to win from `seats` (the first throws next), worked out once
    /// per standing.
    pub fn chances(&self, policy: &Policy, seats: &[Seat]) -> Result<Chances, OddsError> {
        if let Ok(known) = self.known.lock()
            && let Some(found) = known.get(seats)
        {
            return found.clone();
        }
        let found = exact_two(policy, seats).unwrap_or_else(|| {
            race_chances(self.race.get_or_init(|| Race::new(policy)), policy, seats)
        });
        if let Ok(mut known) = self.known.lock() {
            known.insert(seats.to_vec(), found.clone());
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Scorer;

    #[test]
    fn two_players_play_to_win_and_more_for_points_all_exactly() {
        let policy = Policy::for_scorer(&Scorer::standard());
        let two = chances(&policy, &[Seat::CLOSED, Seat::CLOSED]).expect("two");
        assert_eq!(two.method, Method::Exact);
        assert!((two.seats[0].win - 0.520_167).abs() < 1e-5, "{two:?}");
        assert!((two.seats[0].win + two.seats[1].win - 1.0).abs() < 1e-12);
        assert_eq!(two.interval, 0.0);
        let three = chances(&policy, &three_seats()).expect("three");
        assert_eq!(three.method, Method::Points);
        assert_eq!((three.games, three.interval), (0, 0.0));
        assert!(three.seats[0].win > 0.6, "{three:?}");
        let sum: f64 = three.seats.iter().map(|s| s.win).sum();
        assert!((sum - 1.0).abs() < 1e-9, "{three:?}");
        // What a table's forecast says for the same standing.
        assert_eq!(
            Forecast::new()
                .chances(&policy, &three_seats())
                .expect("forecast"),
            three
        );
    }

    fn three_seats() -> [Seat; 3] {
        [Seat::open(9_000), Seat::CLOSED, Seat::CLOSED]
    }

    #[test]
    fn a_turn_under_way_weighs_banking_against_throwing_on() {
        let policy = Policy::for_scorer(&Scorer::standard());
        let seats = [Seat::open(10_000), Seat::open(10_500)];
        let now = turn_chances(&policy, seats, 1_000, 2).expect("exact");
        // Banking 1,000 at 10,000 wins at once.
        assert_eq!(now.outlook.bank, Some(1.0));
        assert_eq!(now.chances.seats[0].win, 1.0);
        assert!(turn_chances(&policy, seats, 1_025, 2).is_err());
    }

    #[test]
    fn typed_tables_are_checked_player_by_player() {
        let policy = Policy::for_scorer(&Scorer::standard());
        let seats = table_seats(&policy, &[3_000, 0], None, None).expect("fine");
        assert_eq!(seats, [Seat::open(3_000), Seat::CLOSED]);
        assert_eq!(
            table_seats(&policy, &[], Some(3), None).expect("fine"),
            [Seat::CLOSED; 3]
        );
        let refused = |totals: &[Points], players, open: Option<&[usize]>| {
            table_seats(&policy, totals, players, open).expect_err("refused")
        };
        assert!(matches!(
            refused(&[1_000, 0], Some(3), None),
            OddsError::WinTotalsCount {
                totals: 2,
                players: 3
            }
        ));
        assert!(matches!(
            refused(&[1_000, 0], None, Some(&[3])),
            OddsError::WinNoSuchPlayer { place: 3, .. }
        ));
        assert!(matches!(
            refused(&[1_000, 800], None, Some(&[1])),
            OddsError::WinClosedTotal {
                place: 2,
                total: 800
            }
        ));
        assert!(matches!(
            refused(&[1_025, 0], None, None),
            OddsError::WinPlayer { place: 1, .. }
        ));
        assert!(matches!(
            refused(&[0, 11_000], None, None),
            OddsError::WinPlayer { place: 2, .. }
        ));
        assert!(matches!(
            refused(&[], Some(1), None),
            OddsError::PlayerCount { got: 1, .. }
        ));
    }

    #[test]
    fn a_forecast_answers_a_standing_once() {
        let policy = Policy::for_scorer(&Scorer::standard());
        let forecast = Forecast::new();
        let seats = [Seat::open(1_000), Seat::CLOSED, Seat::open(2_000)];
        let first = forecast.chances(&policy, &seats).expect("a race");
        assert_eq!(first.method, Method::Points);
        assert_eq!(forecast.chances(&policy, &seats), Ok(first));
        let kept = |forecast: &Forecast| forecast.known.lock().map(|known| known.len()).ok();
        assert_eq!(kept(&forecast), Some(1), "one standing asked, one kept");
        // Asked again, it answers from what it kept rather than working it out anew: an
        // answer planted in its place comes back.
        let planted = Err(OddsError::NoGames);
        if let Ok(mut known) = forecast.known.lock() {
            known.insert(seats.to_vec(), planted.clone());
        }
        assert_eq!(forecast.chances(&policy, &seats), planted);
        assert_eq!(kept(&forecast), Some(1));
    }
}
