//! A game's final table and pad as data, the one input of every export format.

use serde::Serialize;

use crate::clock::{Stamp, minutes_between};
use crate::game::{Outcome, State, TurnRecord, TurnResult};
use crate::odds::Story;
use crate::render::{List, TALLY_MARK, points, turn_text, turns_by_round};
use crate::rules::Points;
use crate::text;

/// A game's final table and pad as data: what every export format renders.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub(crate) struct Export {
    /// Whether the game is over.
    pub(crate) finished: bool,
    /// The winner's name; `None` while the game is open. When several share the win it
    /// is the first of [`winners`](Export::winners) in seating order.
    pub(crate) winner: Option<String>,
    /// Everyone who shares the win (empty while the game is open).
    pub(crate) winners: Vec<String>,
    /// The names of the house rules in play (empty for the standard game).
    pub(crate) rules: Vec<String>,
    /// The house rules as people read them (their short names in the table's
    /// language), for the pages and tables; empty: [`rules`](Export::rules) is shown.
    #[serde(skip)]
    pub(crate) shown_rules: Vec<String>,
    /// When the game began, in the table's local time (RFC 3339 with its offset);
    /// `None` when the save does not say.
    pub(crate) started: Option<Stamp>,
    /// When the game finished (RFC 3339 with its offset); `None` while it is open and
    /// when the save does not say (saves from before marbles recorded it).
    pub(crate) finished_at: Option<Stamp>,
    /// How long the game lasted, in whole minutes from `started` to `finished_at`;
    /// `None` when either is unknown.
    pub(crate) duration_minutes: Option<u64>,
    /// Who threw first (won the roll-off); `None` while the roll-off is on.
    pub(crate) first_player: Option<String>,
    /// The final table, best first.
    pub(crate) players: Vec<PlayerLine>,
    /// Player names in order of play, from the starter: the pad's columns.
    pub(crate) play_order: Vec<String>,
    /// Player names as they sat at the table (the order they were named in), for
    /// formats that record the seating (a BG Stats play's `seatOrder`).
    #[serde(skip)]
    pub(crate) seating: Vec<String>,
    /// The pad, round by round.
    pub(crate) rounds: Vec<Round>,
    /// Totals and chances to win round by round, for the HTML chart (left out of the
    /// data formats: the chances are worked out, not recorded).
    #[serde(skip)]
    pub(crate) story: Option<Story>,
}

/// One player's line in the final table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct PlayerLine {
    /// 1 for the highest total; tied totals share a rank (1, 1, 3).
    pub(crate) rank: u32,
    /// The player's name.
    pub(crate) name: String,
    /// Game total.
    pub(crate) total: Points,
    /// Whether the player is open at the end (a Flood closes a player again).
    pub(crate) opened: bool,
    /// The round the player first opened in, if ever.
    pub(crate) opened_in_round: Option<u32>,
    /// Turns played.
    pub(crate) turns: u32,
    /// Turns lost to a bust.
    pub(crate) busts: u32,
    /// Floods suffered.
    pub(crate) floods: u32,
    /// The most points banked in one turn.
    pub(crate) best_turn: Points,
}

impl PlayerLine {
    /// The player's standings row as the text formats show it, unescaped, in the order
    /// of [`standings_columns`].
    pub(crate) fn cells(&self) -> [String; 8] {
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
pub(crate) struct Round {
    /// Round number, from 1.
    pub(crate) round: u32,
    /// The turns of the round in order of play.
    pub(crate) results: Vec<RoundResult>,
}

/// One turn on the pad.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct RoundResult {
    /// Whose turn.
    pub(crate) player: String,
    /// How it ended.
    pub(crate) result: TurnResult,
    /// Points banked (0 unless banked).
    pub(crate) points: Points,
    /// Turn points lost to a bust, or the total lost to a Flood (0 when banked).
    pub(crate) lost: Points,
    /// The player's total after the turn.
    pub(crate) total: Points,
    /// The turn was recorded without its dice (`tally`). Exports give no turn's dice,
    /// so no turn has a `dice` key (a tallied one once had `"dice": null` while the
    /// others had none); a tallied turn says `"tallied": true`, and other turns leave
    /// that key out, so a game without a tally exports as it always did.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub(crate) tallied: bool,
    /// The result as the pad shows it.
    #[serde(skip)]
    text: String,
}

impl Export {
    /// The export of a game as it stands; `rules` names the house rules in play.
    pub(crate) fn new(state: &State, rules: &[String]) -> Export {
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
                // A house rule's change between turns stays after the turn that
                // caused it.
                let mut seat = 0;
                let mut results: Vec<(usize, RoundResult)> = records
                    .into_iter()
                    .map(|r| {
                        if !matches!(r.outcome, Outcome::HouseRule { .. }) {
                            seat = order.iter().position(|&p| p == r.player).unwrap_or(0);
                        }
                        (seat, RoundResult::new(name(r.player), r))
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
            shown_rules: Vec::new(),
            started: None,
            finished_at: None,
            duration_minutes: None,
            first_player: state.starter.map(name),
            players,
            play_order: order.into_iter().map(name).collect(),
            seating: state.players.iter().map(|p| p.name.clone()).collect(),
            rounds,
            story: None,
        }
    }

    /// The same export with the game's story, which the HTML page draws as a chart.
    pub(crate) fn with_story(self, story: Story) -> Export {
        Export {
            story: Some(story),
            ..self
        }
    }

    /// A player's turns in a round (usually one), for the pad's cells.
    pub(crate) fn turns_of<'a>(
        &'a self,
        round: &'a Round,
        player: &'a str,
    ) -> impl Iterator<Item = &'a RoundResult> {
        round.results.iter().filter(move |r| r.player == player)
    }

    /// The pad cell of a player in a round: `+650 → 1,350`, or empty if they have not
    /// played it. The arrow is held to both sides by no-break spaces, so a narrow
    /// column never parts a result from its total.
    pub(crate) fn cell(&self, round: &Round, player: &str) -> String {
        let turns: Vec<&RoundResult> = self.turns_of(round, player).collect();
        let Some(last) = turns.last() else {
            return String::new();
        };
        let results: Vec<String> = turns.iter().map(|t| t.text()).collect();
        format!("{}\u{a0}→\u{a0}{}", results.join(", "), points(last.total))
    }

    /// The same export showing the house rules by these names (their short names in
    /// the table's language) where people read them; data formats keep the scripts'
    /// names.
    pub(crate) fn with_shown_rules(self, shown_rules: Vec<String>) -> Export {
        Export {
            shown_rules,
            ..self
        }
    }

    /// The same export with the moment the game began (a save's `created`, already in
    /// the zone it is to be shown in: the caller knows the system's).
    pub(crate) fn with_started(self, started: Option<Stamp>) -> Export {
        Export { started, ..self }.timed()
    }

    /// The same export with the moment the game finished (a save's `finished_at`, in
    /// the zone it is to be shown in). Ignored while the game is open: only a game
    /// that is over has an end.
    pub(crate) fn with_finished_at(self, finished_at: Option<Stamp>) -> Export {
        let finished_at = finished_at.filter(|_| self.finished);
        Export {
            finished_at,
            ..self
        }
        .timed()
    }

    /// The duration worked out again from the start and the end.
    fn timed(self) -> Export {
        Export {
            duration_minutes: minutes_between(self.started.as_ref(), self.finished_at.as_ref()),
            ..self
        }
    }

    /// One line saying who won and with how much, or who leads while the game is open:
    /// `Ann won with 11,250`. Nobody leads a game nobody has scored in.
    pub(crate) fn headline(&self) -> String {
        let total_of = |name: &str| {
            self.players
                .iter()
                .find(|p| p.name == name)
                .map_or(0, |p| p.total)
        };
        match self.winners.as_slice() {
            [] if self.finished => text!("export-headline-over"),
            [] => {
                let top = self.players.iter().map(|p| p.total).max().unwrap_or(0);
                let leaders: Vec<&str> = self
                    .players
                    .iter()
                    .filter(|p| p.rank == 1)
                    .map(|p| p.name.as_str())
                    .collect();
                if top <= 0 {
                    text!("export-headline-unscored")
                } else if leaders.len() == self.players.len() {
                    text!("export-headline-level", points = top)
                } else {
                    text!(
                        "export-headline-leading",
                        names = List::and(&leaders).to_string(),
                        count = leaders.len(),
                        points = top
                    )
                }
            }
            [one] => text!(
                "export-headline-won",
                name = one.as_str(),
                points = total_of(one)
            ),
            many => text!(
                "export-headline-shared",
                names = List::and(many).to_string(),
                points = total_of(&many[0])
            ),
        }
    }

    /// When the game was played, how long it lasted and who threw first, for a line
    /// under the headline: `Played Sunday 29 November 2026 at 14:30 · lasted 1 h 12 min
    /// · Ann threw first`. What is not known is left out (the duration of a game whose
    /// save did not record its end too: saying "unknown" of every older game would
    /// only be noise); empty when nothing is.
    pub(crate) fn played_line(&self) -> String {
        let mut parts = Vec::new();
        if let Some(started) = &self.started {
            parts.push(played_on(started));
        }
        if let Some(minutes) = self.duration_minutes {
            parts.push(lasted(minutes));
        }
        if let Some(first) = &self.first_player {
            parts.push(text!("export-first-player", name = first.as_str()));
        }
        parts.join(" · ")
    }

    /// The house rules in play, for a line under the headline.
    pub(crate) fn rules_line(&self) -> String {
        if self.rules.is_empty() {
            text!("export-rules-standard")
        } else {
            let names = if self.shown_rules.len() == self.rules.len() {
                &self.shown_rules
            } else {
                &self.rules
            };
            text!("export-rules-house", names = names.join(", "))
        }
    }

    /// The footnote under the pad saying what the mark of a tallied turn means; `None`
    /// when no turn was tallied.
    pub(crate) fn tally_note(&self) -> Option<String> {
        self.rounds
            .iter()
            .flat_map(|round| &round.results)
            .any(|r| r.tallied)
            .then(|| text!("pad-tally-footnote", mark = TALLY_MARK))
    }

    /// The title over the final table: the final table once the game is over, the
    /// standings while it is open.
    pub(crate) fn table_title(&self) -> String {
        if self.finished {
            text!("export-final-table")
        } else {
            text!("export-standings")
        }
    }
}

/// The standings' column headings in the current language, in the order of
/// [`PlayerLine::cells`], each with whether the column holds numbers (right-aligned).
pub(crate) fn standings_columns() -> [(String, bool); 8] {
    [
        (text!("export-col-rank"), true),
        (text!("export-col-player"), false),
        (text!("export-col-total"), true),
        (text!("export-col-opened"), false),
        (text!("export-col-turns"), true),
        (text!("export-col-busts"), true),
        (text!("export-col-floods"), true),
        (text!("export-col-best-turn"), true),
    ]
}

/// `Played Sunday 29 November 2026 at 14:30`, at the stamp's own offset. The weekday
/// and month are chosen in the catalogue, so each language names them its own way.
fn played_on(started: &Stamp) -> String {
    let clock = started.wall_clock();
    let date = text!(
        "export-date",
        weekday = clock.weekday().to_monday_one_offset(),
        day = clock.day().to_string(),
        month = clock.month(),
        // As text: a year is not a quantity to group (2026, not 2,026).
        year = clock.year().to_string()
    );
    let time = text!(
        "export-time",
        hour = format!("{:02}", clock.hour()),
        minute = format!("{:02}", clock.minute())
    );
    text!("export-played", date = date, time = time)
}

/// `lasted 1 h 12 min`, `lasted 45 min`, `lasted 2 h`, or `lasted under a minute`.
fn lasted(minutes: u64) -> String {
    let (hours, minutes) = (minutes / 60, minutes % 60);
    text!("export-lasted", hours = hours, minutes = minutes)
}

impl PlayerLine {
    /// The opened column for people: `round 2`, `flooded` (opened, then washed out),
    /// or `no`.
    pub(crate) fn opened_text(&self) -> String {
        match (self.opened, self.opened_in_round) {
            (true, Some(round)) => text!("export-opened-round", round = round),
            (true, None) => text!("export-opened-yes"),
            (false, Some(_)) => text!("export-opened-flooded"),
            (false, None) => text!("export-opened-no"),
        }
    }
}

impl RoundResult {
    fn new(player: String, record: &TurnRecord) -> RoundResult {
        let (result, points, lost) = match record.outcome {
            Outcome::Banked { points } => (TurnResult::Banked, points, 0),
            Outcome::Bust { lost } => (TurnResult::Bust, 0, lost),
            Outcome::Flood { lost } => (TurnResult::Flood, 0, lost),
            // Banked and then taken: both, so the row's total follows from the last.
            Outcome::LostToThief { points, .. } => (TurnResult::Stolen, points, points),
            Outcome::OutOfDice { lost } => (TurnResult::OutOfDice, 0, lost),
            Outcome::HouseRule { by } if by >= 0 => (TurnResult::HouseRule, by, 0),
            Outcome::HouseRule { by } => (TurnResult::HouseRule, 0, -by),
        };
        RoundResult {
            player,
            result,
            points,
            lost,
            total: record.total,
            tallied: record.tallied,
            text: turn_text(record),
        }
    }

    /// The result as the pad shows it: `+650`, `bust` or `FLOOD` (`+450†` tallied).
    pub(crate) fn text(&self) -> String {
        self.text.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::scripted;
    use crate::locale::Lang;
    use crate::render::Locale;

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

    fn en<T>(f: impl FnOnce() -> T) -> T {
        Locale::of(Lang::En).scope(f)
    }

    #[test]
    fn nobody_leads_a_game_nobody_has_scored_in() {
        for script in ["", "first:Ann", "first:Ann 234662 234662"] {
            let game = scripted::play(&["Ann", "Bob"], script);
            let headline = en(|| Export::new(game.state(), &[]).headline());
            assert_eq!(
                headline, "Game in progress: nobody has scored yet",
                "{script}"
            );
        }
        let level = scripted::play(
            &["Ann", "Bob"],
            "first:Ann 111555 k111555 b 111555 k111555 b",
        );
        let headline = en(|| Export::new(level.state(), &[]).headline());
        assert_eq!(headline, "Game in progress: all level on 1,000");
        let open = scripted::two_players(false);
        let headline = en(|| Export::new(open.state(), &[]).headline());
        assert!(
            headline.starts_with("Game in progress: Bob leads with "),
            "{headline}"
        );
    }

    #[test]
    fn the_headline_gives_the_winners_score() {
        let export = Export::new(scripted::two_players(true).state(), &[]);
        assert_eq!(en(|| export.headline()), "Bob won with 12,850");
        let nb = Locale::of(Lang::Nb).scope(|| export.headline());
        assert_eq!(nb, "Bob vant med 12 850");
    }

    #[test]
    fn the_export_says_when_the_game_was_played_and_who_threw_first() {
        let game = scripted::two_players(true);
        let stamp = Stamp::parse("2026-11-29T14:30:05+01:00").expect("a stamp");
        let export = Export::new(game.state(), &[]).with_started(Some(stamp));
        assert_eq!(export.first_player.as_deref(), Some("Ann"));
        assert_eq!(
            en(|| export.played_line()),
            "Played Sunday 29 November 2026 at 14:30 · Ann threw first"
        );
        let nb = Locale::of(Lang::Nb).scope(|| export.played_line());
        assert_eq!(nb, "Spilt søndag 29. november 2026 kl. 14.30 · Ann begynte");
        // Before the roll-off is settled and with no date, there is nothing to say.
        let unplayed = scripted::play(&["Ann", "Bob"], "");
        assert_eq!(Export::new(unplayed.state(), &[]).played_line(), "");
    }

    #[test]
    fn the_export_says_how_long_a_finished_game_lasted() {
        let game = scripted::two_players(true);
        let stamp = |text: &str| Stamp::parse(text).expect("a stamp");
        let started = stamp("2026-11-29T14:30:05+01:00");
        let export = |end: &str| {
            Export::new(game.state(), &[])
                .with_finished_at(Some(stamp(end)))
                .with_started(Some(started))
        };
        let long = export("2026-11-29T15:42:59+01:00");
        assert_eq!(long.duration_minutes, Some(72));
        assert_eq!(
            en(|| long.played_line()),
            "Played Sunday 29 November 2026 at 14:30 · lasted 1 h 12 min · Ann threw first"
        );
        let nb = Locale::of(Lang::Nb).scope(|| long.played_line());
        assert_eq!(
            nb,
            "Spilt søndag 29. november 2026 kl. 14.30 · varte 1 t 12 min · Ann begynte"
        );
        let said = |end: &str| en(|| lasted(export(end).duration_minutes.expect("known")));
        assert_eq!(said("2026-11-29T14:30:35+01:00"), "lasted under a minute");
        assert_eq!(said("2026-11-29T15:15:05+01:00"), "lasted 45 min");
        assert_eq!(said("2026-11-29T16:30:05+01:00"), "lasted 2 h");
        let nb = |end: &str| {
            Locale::of(Lang::Nb).scope(|| lasted(export(end).duration_minutes.expect("known")))
        };
        assert_eq!(nb("2026-11-29T14:30:35+01:00"), "varte under ett minutt");
        assert_eq!(nb("2026-11-29T16:30:05+01:00"), "varte 2 t");
        // Unknown: nothing said, and the data formats say null.
        let unknown = Export::new(game.state(), &[]).with_started(Some(started));
        assert_eq!(unknown.duration_minutes, None);
        assert!(!en(|| unknown.played_line()).contains("lasted"));
        // An open game has no end, whatever it is given.
        let open = Export::new(scripted::two_players(false).state(), &[])
            .with_started(Some(started))
            .with_finished_at(Some(stamp("2026-11-29T15:42:05+01:00")));
        assert_eq!((open.finished_at, open.duration_minutes), (None, None));
    }

    #[test]
    fn a_flooded_player_shows_as_flooded_until_they_open_again() {
        let export = Export::new(scripted::three_players(true).state(), &[]);
        let cy = export.players.iter().find(|p| p.name == "Cy").expect("Cy");
        assert_eq!(en(|| cy.opened_text()), "flooded");
        assert_eq!(cy.opened_in_round, Some(1));
        assert_eq!(cy.floods, 1);
    }
}
