//! The game's story as numbers: each player's total and chance to win round by round,
//! for the HTML chart and the sparklines under the pad, and the seats the chances see now.

use std::cell::Cell;

use serde::Serialize;

use crate::game::{Outcome, State, TurnResult};
use crate::odds::Policy;
use crate::odds::win::{Forecast, Method, Seat};
use crate::rules::Points;

/// Each player's total and chance to win at the start and after every round (and now,
/// in a round under way), in order of play.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Story {
    /// Player names in order of play.
    pub players: Vec<String>,
    /// The start, then one point per round.
    pub points: Vec<StoryPoint>,
    /// How the chances were found; `None` when the rules fit no model.
    pub method: Option<Method>,
    /// The rule whose turns no model plays (`final_round`…), when that is why there
    /// are no chances: the page says so instead of drawing an empty panel.
    pub unmodelled: Option<&'static str>,
    /// The winning score, the top of the chart.
    pub win_at: Points,
    /// House-rule hooks are at work, which the chances cannot see (the caller knows
    /// the rules in play and sets it).
    pub hooks_unseen: bool,
    /// The review's moments to mark (the costliest decisions, the luckiest and the
    /// unluckiest throws), when the caller reviewed the game
    /// ([`highlights`](crate::odds::review::highlights)).
    pub highlights: Vec<crate::odds::review::Highlight>,
}

/// Where the players stand at one point of the game.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StoryPoint {
    /// The round just played (0 at the start).
    pub round: u32,
    /// Totals in order of play.
    pub totals: Vec<Points>,
    /// How each player's last turn in the round ended (`None` before they threw).
    pub marks: Vec<Option<TurnResult>>,
    /// Chances to win in order of play, when known.
    pub chances: Option<Vec<f64>>,
}

/// The players from the one to throw next, in order of play, as the win chances see
/// them: their places in `state.players` and their seats. `None` when nobody is to
/// throw (the roll-off, or the game is over).
pub fn seats_now(state: &State) -> Option<(Vec<usize>, Vec<Seat>)> {
    if state.is_over() {
        return None;
    }
    let thrower = state.turn()?.player;
    let n = state.players.len();
    let players: Vec<usize> = (0..n).map(|k| (thrower + k) % n).collect();
    let seats = players
        .iter()
        .map(|&p| Seat {
            total: state.players[p].total,
            open: state.players[p].open,
        })
        .collect();
    Some((players, seats))
}

/// The story of a game, its chances from `forecast` under `policy`'s rules.
pub fn story(state: &State, policy: &Policy, forecast: &Forecast) -> Story {
    let order = state.play_order();
    let n = order.len();
    let place = |player: usize| order.iter().position(|&p| p == player).unwrap_or(0);
    let mut totals = vec![0; n];
    let mut open = vec![false; n];
    let mut marks: Vec<Option<TurnResult>> = vec![None; n];
    let method = Cell::new(None);
    let unmodelled = Cell::new(None);
    let chances_from = |totals: &[Points], open: &[bool], next: usize| {
        if unmodelled.get().is_some() {
            return None;
        }
        let seats: Vec<Seat> = (0..n)
            .map(|k| {
                let i = (next + k) % n;
                Seat {
                    total: totals[i],
                    open: open[i],
                }
            })
            .collect();
        match forecast.chances(policy, &seats) {
            Ok(chances) => {
                method.set(Some(chances.method));
                let mut by_place = vec![0.0; n];
                for (k, seat) in chances.seats.iter().enumerate() {
                    by_place[(next + k) % n] = seat.win;
                }
                Some(by_place)
            }
            Err(crate::odds::OddsError::WinUnmodelled { switch }) => {
                unmodelled.set(Some(switch));
                None
            }
            // A total no model reaches (a house rule's hook moved it): no chance here.
            Err(_) => None,
        }
    };
    let mut points = vec![StoryPoint {
        round: 0,
        totals: totals.clone(),
        marks: marks.clone(),
        chances: if state.starter.is_some() {
            chances_from(&totals, &open, 0)
        } else {
            None
        },
    }];
    let last_round = state.history.iter().map(|r| r.round).max().unwrap_or(0);
    for round in 1..=last_round {
        marks.iter_mut().for_each(|m| *m = None);
        let mut next = 0;
        for record in state.history.iter().filter(|r| r.round == round) {
            let i = place(record.player);
            totals[i] = record.total;
            match record.outcome {
                Outcome::Banked { .. } => open[i] = true,
                Outcome::Flood { .. } => open[i] = false,
                _ => {}
            }
            // A house rule's change between turns keeps the round's mark and whose turn
            // is next.
            if let Outcome::HouseRule { .. } = record.outcome {
                marks[i].get_or_insert(TurnResult::HouseRule);
                continue;
            }
            marks[i] = Some(TurnResult::from(&record.outcome));
            next = (i + 1) % n;
        }
        let chances = match state.winners() {
            // The winner is sure at the end, but a chart with no chances before that
            // would be an empty panel with one point.
            Some(winners) if round == last_round && unmodelled.get().is_none() => {
                let share = 1.0 / winners.len().max(1) as f64;
                Some(
                    order
                        .iter()
                        .map(|p| if winners.contains(p) { share } else { 0.0 })
                        .collect(),
                )
            }
            _ => chances_from(&totals, &open, next),
        };
        points.push(StoryPoint {
            round,
            totals: totals.clone(),
            marks: marks.clone(),
            chances,
        });
    }
    Story {
        players: order
            .iter()
            .map(|&p| state.players[p].name.clone())
            .collect(),
        points,
        method: method.get(),
        unmodelled: unmodelled.get(),
        win_at: policy.chart().rules().win_at,
        hooks_unseen: false,
        highlights: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::scripted;
    use crate::rules::Scorer;

    #[test]
    fn a_finished_game_ends_with_the_winner_sure() {
        let game = scripted::two_players(true);
        let policy = Policy::for_scorer(&Scorer::standard());
        let story = story(game.state(), &policy, &Forecast::new());
        assert_eq!(story.method, Some(Method::Exact));
        let start = &story.points[0];
        let first = start.chances.as_ref().expect("chances at the start");
        assert!((first[0] - 0.520_167).abs() < 1e-5, "{first:?}");
        let end = story.points.last().expect("rounds");
        let winner = story
            .players
            .iter()
            .position(|p| p == "Bob")
            .expect("Bob plays");
        assert_eq!(end.chances.as_ref().expect("known")[winner], 1.0);
        assert!(
            story
                .points
                .iter()
                .any(|p| p.marks.contains(&Some(TurnResult::Flood)))
        );
    }
}
