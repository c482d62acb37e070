use serde::{Deserialize, Serialize};

use super::{BustChances, faces_typed};
use crate::game::{Action, Game, GameError, Outcome, Phase};
use crate::odds::review::Review;
use crate::rules::Points;

/// What one game contributes to the statistics, read off a replay once: small enough
/// to keep in an index for thousands of games.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameFacts {
    /// Player names in seating order, as typed in this game.
    pub players: Vec<String>,
    /// The names of the house rules in play, in load order (empty: the standard game).
    pub rules: Vec<String>,
    /// Each house rule's short name by language tag, in the same order, as its script
    /// gave it: what `history` shows. Empty when no script gave one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub titles: Vec<std::collections::BTreeMap<String, String>>,
    /// Whether the game is over.
    pub finished: bool,
    /// Everyone who won, in seating order (several share a final-round tie; empty while
    /// the game is open).
    pub winners: Vec<String>,
    /// Rounds on the pad (the last round any turn finished in; 0 before the first).
    pub rounds: u32,
    /// Per player, in seating order.
    pub seats: Vec<SeatFacts>,
    /// How many times each face (1 to 6) came up in every die typed: every throw and
    /// every roll-off die among the actions that stand (undone ones left out).
    pub faces: [u64; 6],
}

/// One player's part in one game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeatFacts {
    /// The name as typed in this game.
    pub name: String,
    /// Turns finished.
    pub turns: u32,
    /// Throws made (roll-off dice are not throws of a turn).
    pub throws: u32,
    /// Turns lost to a bust, as the pad and the export count them (running out of dice
    /// in the Norwegian opening and `tally bust` included).
    pub busts: u32,
    /// Of those, the busts of typed dice: all but `tally bust`. Luck sets these against
    /// [`expected_busts`](Self::expected_busts), the chance of the throws made, and a
    /// tally has no throws to set it against.
    pub typed_busts: u32,
    /// The sum, over this player's throws, of the exact chance that a throw of that
    /// many dice busts under the rules in play.
    pub expected_busts: f64,
    /// How many times each face (1 to 6) came up in the dice this player typed: their
    /// throws and their roll-off dice. Whose die is loaded shows here, where the
    /// game's [`faces`](GameFacts::faces) pool everybody's.
    pub(crate) faces: [u64; 6],
    /// Floods suffered.
    pub floods: u32,
    /// Points banked, turn by turn (including what a Flood or a Cut-Throat thief took
    /// away later, and what a house rule added at the bank).
    pub points_banked: Points,
    /// The most points banked in one turn.
    pub best_turn: Points,
    /// The total at the end (or now, while the game is open).
    pub total: Points,
    /// This player's part of the game's review, when it was reviewed (see
    /// [`GameFacts::reviewed`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<SeatReview>,
}

/// One player's decisions and luck in one game, summed from its review
/// ([`Review`]): what `stats` adds up across games.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct SeatReview {
    /// Decisions reviewed.
    pub decisions: u32,
    /// The chance to win they cost, summed (0 to 1 each).
    pub cost: f64,
    /// The luck of this player's typed throws, summed, in chance to win.
    pub luck: f64,
}

impl GameFacts {
    /// Replays `game` from the start once and reads its facts; `rules` names the house
    /// rules in play, `chances` are [`BustChances::of`] the game's scorer (passed in so
    /// that games under the same rules share one).
    pub fn of(
        game: &mut Game,
        rules: Vec<String>,
        chances: &BustChances,
    ) -> Result<GameFacts, GameError> {
        let players = game.names().to_vec();
        let mut throws = vec![0u32; players.len()];
        let mut expected = vec![0.0f64; players.len()];
        let mut typed = vec![[0u64; 6]; players.len()];
        let state = game.retrace(|before, action| {
            if let (Action::Throw(faces), Some(turn)) = (action, before.turn()) {
                let player = turn.player;
                if let (Some(count), Some(seat)) =
                    (throws.get_mut(player), before.players.get(player))
                {
                    *count += 1;
                    expected[player] += chances.of_throw(faces.len(), seat.open);
                }
                if let Some(own) = typed.get_mut(player) {
                    for face in faces.as_slice() {
                        own[face.index()] += 1;
                    }
                }
            }
            // A roll-off die is the awaited contender's.
            if let (Action::RollOff(face), Phase::RollOff(roll_off)) = (action, &before.phase)
                && let Some(own) = roll_off.next().and_then(|p| typed.get_mut(p))
            {
                own[face.index()] += 1;
            }
        })?;
        let mut banked: Vec<Points> = vec![0; players.len()];
        let mut tallied_busts = vec![0u32; players.len()];
        for record in &state.history {
            if let (true, Outcome::Bust { .. }, Some(count)) = (
                record.tallied,
                record.outcome,
                tallied_busts.get_mut(record.player),
            ) {
                *count += 1;
            }
            if let (Outcome::Banked { points } | Outcome::LostToThief { points, .. }, Some(sum)) =
                (record.outcome, banked.get_mut(record.player))
            {
                *sum += points;
            }
        }
        let seats = state
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| SeatFacts {
                name: p.name.clone(),
                turns: p.turns,
                throws: throws[i],
                busts: p.busts,
                typed_busts: p.busts.saturating_sub(tallied_busts[i]),
                expected_busts: expected[i],
                faces: typed[i],
                floods: p.floods,
                points_banked: banked[i],
                best_turn: p.best_turn,
                total: p.total,
                review: None,
            })
            .collect();
        let mut winners: Vec<usize> = state.winners().map(<[usize]>::to_vec).unwrap_or_default();
        winners.sort_unstable();
        Ok(GameFacts {
            finished: state.is_over(),
            winners: winners
                .into_iter()
                .filter_map(|w| state.players.get(w).map(|p| p.name.clone()))
                .collect(),
            rounds: state.history.iter().map(|r| r.round).max().unwrap_or(0),
            players,
            rules,
            titles: if game.rules().titles().iter().all(|t| t.is_empty()) {
                Vec::new()
            } else {
                game.rules().titles().to_vec()
            },
            seats,
            faces: faces_typed(game.actions()),
        })
    }
}

impl SeatReview {
    /// Each player's sums of `review`, by place.
    pub fn of(review: &Review) -> Vec<SeatReview> {
        review
            .players
            .iter()
            .map(|player| SeatReview {
                decisions: u32::try_from(player.decisions).unwrap_or(u32::MAX),
                cost: player.cost,
                luck: player.luck,
            })
            .collect()
    }
}

impl GameFacts {
    /// These facts with each seat's part of the game's review ([`SeatReview::of`] the
    /// same game). A review of another table (another number of players) is not
    /// taken.
    #[must_use]
    pub fn reviewed(mut self, review: &[SeatReview]) -> GameFacts {
        if review.len() == self.seats.len() {
            for (seat, player) in self.seats.iter_mut().zip(review) {
                seat.review = Some(*player);
            }
        }
        self
    }
}
