//! A game's final table and pad as data, the one input of every export format.

use serde::Serialize;

use crate::game::{Outcome, State};
use crate::render::{List, outcome_text, points, turns_by_round};
use crate::rules::Points;

/// A game's final table and pad as data: what every export format renders.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Export {
    /// Whether the game is over.
    pub finished: bool,
    /// The winner's name; `None` while the game is open. When several share the win it
    /// is the first of [`winners`](Export::winners) in seating order.
    pub winner: Option<String>,
    /// Everyone who shares the win (empty while the game is open).
    pub winners: Vec<String>,
    /// The names of the house rules in play (empty for the standard game).
    pub rules: Vec<String>,
    /// The final table, best first.
    pub players: Vec<PlayerLine>,
    /// Player names in order of play, from the starter: the pad's columns.
    pub play_order: Vec<String>,
    /// The pad, round by round.
    pub rounds: Vec<Round>,
    /// Totals and chances to win round by round, for the HTML chart (left out of the
    /// data formats: the chances are worked out, not recorded).
    #[serde(skip)]
    pub story: Option<super::Story>,
}

/// One player's line in the final table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerLine {
    /// 1 for the highest total; tied totals share a rank (1, 1, 3).
    pub rank: u32,
    /// The player's name.
    pub name: String,
    /// Game total.
    pub total: Points,
    /// Whether the player is open at the end (a Flood closes a player again).
    pub opened: bool,
    /// The round the player first opened in, if ever.
    pub opened_in_round: Option<u32>,
    /// Turns played.
    pub turns: u32,
    /// Turns lost to a bust.
    pub busts: u32,
    /// Floods suffered.
    pub floods: u32,
    /// The most points banked in one turn.
    pub best_turn: Points,
}

/// The standings columns the text formats show, in order; numeric ones are right-aligned.
pub const STANDINGS_COLUMNS: [(&str, bool); 8] = [
    ("rank", true),
    ("player", false),
    ("total", true),
    ("opened", false),
    ("turns", true),
    ("busts", true),
    ("Floods", true),
    ("best turn", true),
];

impl PlayerLine {
    /// The player's standings row as the text formats show it, unescaped, in the order
    /// of [`STANDINGS_COLUMNS`].
    pub fn cells(&self) -> [String; 8] {
        [
            self.rank.to_string(),
            self.name.clone(),
            points(self.total),
            self.opened_text(),
            self.turns.to_string(),
            self.busts.to_string(),
            self.floods.to_string(),
            points(self.best_turn),
        ]
    }
}

/// One round of the pad.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Round {
    /// Round number, from 1.
    pub round: u32,
    /// The turns of the round in order of play.
    pub results: Vec<RoundResult>,
}

/// One turn on the pad.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RoundResult {
    /// Whose turn.
    pub player: String,
    /// How it ended.
    pub result: TurnResult,
    /// Points banked (0 unless banked).
    pub points: Points,
    /// Turn points lost to a bust, or the total lost to a Flood (0 when banked).
    pub lost: Points,
    /// The player's total after the turn.
    pub total: Points,
    /// The result as the pad shows it.
    #[serde(skip)]
    text: String,
}

/// How a turn ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnResult {
    /// The turn points were banked.
    Banked,
    /// A throw scored nothing.
    Bust,
    /// A throw flooded.
    Flood,
    /// Banked, then taken by the next player (Cut-Throat).
    Stolen,
    /// The opening ran out of dice (the Norwegian opening).
    OutOfDice,
}

impl Export {
    /// The export of a game as it stands; `rules` names the house rules in play.
    pub fn new(state: &State, rules: &[String]) -> Export {
        let name = |i: usize| state.players[i].name.clone();
        let winners: Vec<String> = state
            .winners()
            .map(|w| {
                let mut w = w.to_vec();
                w.sort_unstable();
                w.into_iter().map(name).collect()
            })
            .unwrap_or_default();
        let mut players: Vec<PlayerLine> = state
            .players
            .iter()
            .map(|p| PlayerLine {
                rank: 1 + state.players.iter().filter(|q| q.total > p.total).count() as u32,
                name: p.name.clone(),
                total: p.total,
                opened: p.open,
                opened_in_round: p.opened_in_round,
                turns: p.turns,
                busts: p.busts,
                floods: p.floods,
                best_turn: p.best_turn,
            })
            .collect();
        // Stable: tied players stay in seating order.
        players.sort_by_key(|p| p.rank);
        let order = state.play_order();
        let rounds = turns_by_round(&state.history)
            .into_iter()
            .zip(1..)
            .map(|(records, round)| {
                let mut results: Vec<(usize, RoundResult)> = records
                    .into_iter()
                    .map(|r| {
                        let seat = order.iter().position(|&p| p == r.player).unwrap_or(0);
                        (seat, RoundResult::new(name(r.player), &r.outcome, r.total))
                    })
                    .collect();
                results.sort_by_key(|(seat, _)| *seat);
                Round {
                    round,
                    results: results.into_iter().map(|(_, r)| r).collect(),
                }
            })
            .collect();
        Export {
            finished: state.is_over(),
            winner: winners.first().cloned(),
            winners,
            rules: rules.to_vec(),
            players,
            play_order: order.into_iter().map(name).collect(),
            rounds,
            story: None,
        }
    }

    /// The same export with the game's story, which the HTML page draws as a chart.
    pub fn with_story(self, story: super::Story) -> Export {
        Export {
            story: Some(story),
            ..self
        }
    }

    /// A player's turns in a round (usually one), for the pad's cells.
    pub fn turns_of<'a>(
        &'a self,
        round: &'a Round,
        player: &'a str,
    ) -> impl Iterator<Item = &'a RoundResult> {
        round.results.iter().filter(move |r| r.player == player)
    }

    /// The pad cell of a player in a round: `+650 → 1,350`, or empty if they have not
    /// played it.
    pub fn cell(&self, round: &Round, player: &str) -> String {
        let turns: Vec<&RoundResult> = self.turns_of(round, player).collect();
        let Some(last) = turns.last() else {
            return String::new();
        };
        let results: Vec<String> = turns.iter().map(|t| t.text()).collect();
        format!("{} → {}", results.join(", "), points(last.total))
    }

    /// One line saying who won, or who leads while the game is open.
    pub fn headline(&self) -> String {
        match self.winners.as_slice() {
            [] => {
                let leaders: Vec<&str> = self
                    .players
                    .iter()
                    .filter(|p| p.rank == 1)
                    .map(|p| p.name.as_str())
                    .collect();
                format!("Game in progress; leading: {}", List::and(&leaders))
            }
            [one] => format!("Winner: {one}"),
            many => format!("Winners: {} (shared)", List::and(many)),
        }
    }

    /// The house rules in play, for a line under the headline.
    pub fn rules_line(&self) -> String {
        if self.rules.is_empty() {
            "Rules: the standard game".to_owned()
        } else {
            format!("House rules: {}", self.rules.join(", "))
        }
    }
}

impl PlayerLine {
    /// The opened column for people: `round 2`, `flooded` (opened, then washed out),
    /// or `no`.
    pub fn opened_text(&self) -> String {
        match (self.opened, self.opened_in_round) {
            (true, Some(round)) => format!("round {round}"),
            (true, None) => "yes".to_owned(),
            (false, Some(_)) => "flooded".to_owned(),
            (false, None) => "no".to_owned(),
        }
    }
}

impl RoundResult {
    fn new(player: String, outcome: &Outcome, total: Points) -> RoundResult {
        let (result, points, lost) = match *outcome {
            Outcome::Banked { points } => (TurnResult::Banked, points, 0),
            Outcome::Bust { lost } => (TurnResult::Bust, 0, lost),
            Outcome::Flood { lost } => (TurnResult::Flood, 0, lost),
            Outcome::LostToThief { points, .. } => (TurnResult::Stolen, 0, points),
            Outcome::OutOfDice { lost } => (TurnResult::OutOfDice, 0, lost),
        };
        RoundResult {
            player,
            result,
            points,
            lost,
            total,
            text: outcome_text(outcome),
        }
    }

    /// The result as the pad shows it: `+650`, `bust` or `FLOOD`.
    pub fn text(&self) -> String {
        self.text.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scripted;

    #[test]
    fn a_long_game_is_grouped_by_round_in_one_pass() {
        // 200,000 busts make 100,000 rounds: scanning the history once per round (as
        // before) takes minutes here; one pass takes a moment. No time is asserted.
        let players = vec!["Ann".to_owned(), "Bob".to_owned()];
        let bust = crate::dice::Faces::parse("2 3 4 6 6 2").expect("dice");
        let mut actions = vec![crate::game::Action::First("Ann".into())];
        actions.extend(std::iter::repeat_n(
            crate::game::Action::Throw(bust),
            200_000,
        ));
        let game = crate::game::Game::replay(
            crate::game::RulesInPlay::standard(),
            &players,
            actions,
            Vec::new(),
        )
        .expect("replays");
        let export = Export::new(game.state(), &[]);
        assert_eq!(export.rounds.len(), 100_000);
        assert!(export.rounds.iter().all(|r| r.results.len() == 2));
        assert_eq!(export.rounds[99_999].round, 100_000);
    }

    #[test]
    fn tied_totals_share_a_rank() {
        let game = scripted::play(
            &["Ann", "Bob", "Cy"],
            "first:Ann 111555 k111555 b 111555 k111555 b 333444 k333444 b",
        );
        let export = Export::new(game.state(), &[]);
        let ranks: Vec<(u32, &str)> = export
            .players
            .iter()
            .map(|p| (p.rank, p.name.as_str()))
            .collect();
        assert_eq!(ranks, vec![(1, "Ann"), (1, "Bob"), (3, "Cy")]);
        assert_eq!(export.winner, None);
        assert!(export.headline().contains("Ann and Bob"));
    }

    #[test]
    fn the_winner_is_named_once_the_game_is_over() {
        let export = Export::new(scripted::two_players(true).state(), &[]);
        assert!(export.finished);
        assert_eq!(export.winner.as_deref(), Some("Bob"));
        assert_eq!(export.winners, vec!["Bob"]);
        assert_eq!(export.players[0].name, "Bob");
    }

    #[test]
    fn a_flooded_player_shows_as_flooded_until_they_open_again() {
        let export = Export::new(scripted::three_players(true).state(), &[]);
        let cy = export.players.iter().find(|p| p.name == "Cy").expect("Cy");
        assert_eq!(cy.opened_text(), "flooded");
        assert_eq!(cy.opened_in_round, Some(1));
        assert_eq!(cy.floods, 1);
    }
}
