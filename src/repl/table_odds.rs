//! What the table is told about the odds and the chances to win: `odds`, the hint
//! after a throw under `--hints`, the chances under the pad and after each turn, and
//! the sparklines of the game so far. [`TableOdds`] keeps what these share (the points
//! policy of the rules, solved on first use, and the chances per standing), so the
//! session only dispatches and saves.

use std::cell::OnceCell;
use std::sync::Arc;

use crate::dice::Faces;
use crate::game::Game;
use crate::odds::win::{Chances, Forecast, Seat, Standing, WinAdvice, WinTurn};
use crate::odds::{Advice, OddsError, Outlook, Policy, Situation, Story, seats_now, story};
use crate::render::Words;
use crate::render::{
    self, ChanceNote, Style, advice_line, advice_table, advice_table_top, chance_cell, chance_note,
    chances_line, estimate_note, flow_note, hook_note, outlook_short, outlook_text, pad_table,
    pad_table_with, paint, sparklines, win_differs_line, win_keep_differs,
};
use crate::store;

/// Keeps shown by `odds` after a throw, best first (`odds all` shows every one): with
/// the most points added when lower down, the screen stays within 24 rows.
const ODDS_KEEPS: usize = 4;

/// The odds and chances of one game at the table, worked out when first asked and kept.
#[derive(Debug)]
pub(crate) struct TableOdds {
    /// Solved on first use (shared with the thread [`TableOdds::warm_up`] starts).
    policy: OnceCell<Arc<Policy>>,
    /// Chances to win per standing, for the pad and the turn summary.
    forecast: Arc<Forecast>,
}

impl Default for TableOdds {
    fn default() -> TableOdds {
        TableOdds::new()
    }
}

impl TableOdds {
    /// Nothing worked out yet.
    pub(crate) fn new() -> TableOdds {
        TableOdds {
            policy: OnceCell::new(),
            forecast: Arc::new(Forecast::new()),
        }
    }

    /// The points policy of the game's rules, with their win table when one is cached.
    pub(crate) fn policy(&self, game: &Game) -> &Policy {
        self.policy.get_or_init(|| {
            Arc::new(store::with_cached_win_table(Policy::for_scorer(
                game.scorer(),
            )))
        })
    }

    /// The policy as a handle of its own, so that a review may replay the game (which
    /// needs it mutably) while reading it.
    fn shared_policy(&self, game: &Game) -> Arc<Policy> {
        Arc::clone(self.policy.get_or_init(|| {
            Arc::new(store::with_cached_win_table(Policy::for_scorer(
                game.scorer(),
            )))
        }))
    }

    /// Starts working out the game's chances on a thread of its own: the first turn
    /// summary of a table of three or more needs every standing's turn (tens of
    /// milliseconds, more on a busy machine), which is then done while the table
    /// plays the roll-off and the first turn. A summary asked for before it is done
    /// waits for it (the forecast works each thing out once), and reads the same:
    /// the chances are exact, so the thread changes when, never what.
    pub(crate) fn warm_up(&self, game: &Game) {
        // A finished game (resumed to look at it) asks for no more chances.
        if game.state().is_over() {
            return;
        }
        let players = game.state().players.len();
        let seats = seats_now(game.state()).map_or_else(|| vec![Seat::CLOSED; players], |s| s.1);
        let policy = Arc::clone(self.policy.get_or_init(|| {
            Arc::new(store::with_cached_win_table(Policy::for_scorer(
                game.scorer(),
            )))
        }));
        let forecast = Arc::clone(&self.forecast);
        // Nothing is lost when no thread can be had: the first summary works it out.
        let _ = std::thread::Builder::new()
            .name("chances".into())
            .spawn(move || {
                let _ = forecast.chances(&policy, &seats);
            });
    }

    /// `odds`: the decision before a throw (the outlook), or the values of the keeps worth most
    /// after one; `odds all` adds every detail and every keep.
    pub(crate) fn odds(&self, game: &Game, all: bool) -> Result<String, String> {
        let Some((situation, throw)) = situation(game) else {
            return Err(render::no_odds());
        };
        if let Some(why) = render::no_odds_in_game(&situation, game.scorer().rules().win_at) {
            return Err(why);
        }
        let policy = self.policy(game);
        let text = match &throw {
            Some(throw) => {
                Advice::new(game.scorer(), policy, situation, &throw.counts()).map(|advice| {
                    let mut text = if all {
                        advice_table(&advice)
                    } else {
                        advice_table_top(&advice, ODDS_KEEPS)
                    };
                    text.push_str(&self.win_view(game, &advice).unwrap_or_default());
                    if !all && advice.keeps.len() > ODDS_KEEPS {
                        text.push_str(&render::odds_keeps_all_hint(advice.keeps.len()));
                    }
                    text
                })
            }
            None => Outlook::new(policy, situation).map(|outlook| {
                let win = self.win_turn(game).and_then(|win| {
                    let view = win.outlook(situation.turn, situation.dice).ok()?;
                    win_differs_line(situation.turn, &view, outlook.best)
                });
                if all {
                    outlook_text(&outlook) + &win.unwrap_or_default()
                } else {
                    outlook_short(&outlook) + &win.unwrap_or_default() + &render::odds_all_hint()
                }
            }),
        };
        match text {
            Ok(mut text) => {
                if let Some(note) = flow_note(policy) {
                    text.push_str(&note);
                }
                if let Some(note) = hook_note(&game.rules().hooked_events()) {
                    text.push_str(&note);
                }
                Ok(text)
            }
            Err(err) => Err(err.words().to_string()),
        }
    }

    /// Each player's chance to win from where the game stands, the player to throw
    /// first (their places in the game and the chances); `None` with nobody to throw.
    pub(crate) fn chances_now(
        &self,
        game: &Game,
    ) -> Option<(Vec<usize>, Result<Chances, OddsError>)> {
        let (players, seats) = seats_now(game.state())?;
        let chances = self.forecast.chances(self.policy(game), &seats);
        Some((players, chances))
    }

    /// The turn summary's line of chances to win, with what they leave out.
    pub(crate) fn chances_summary(&self, game: &Game) -> Option<String> {
        let (players, chances) = self.chances_now(game)?;
        let mut chances = match chances {
            Ok(chances) => chances,
            // A total the rules reach but the chances do not cover: say so rather than
            // leave the line out without a word.
            Err(err) => return off_grid_note(game, &players, &err).map(|note| note + "\n"),
        };
        let state = game.state();
        // In the order of play, as the pad's columns: from the player to throw, the
        // line would turn by one place every turn.
        let order = state.play_order();
        let mut seats: Vec<usize> = (0..players.len()).collect();
        seats.sort_by_key(|&seat| order.iter().position(|&p| p == players[seat]));
        let names: Vec<&str> = seats
            .iter()
            .map(|&seat| state.players[players[seat]].name.as_str())
            .collect();
        chances.seats = seats.iter().map(|&seat| chances.seats[seat]).collect();
        let hooks = game.rules().has_hooks();
        Some(paint(Style::Dim, chances_line(&names, &chances, hooks)) + "\n")
    }

    /// `pad`: the pad with each player's chance to win under the totals and a sparkline
    /// per player of the chances over the game.
    pub(crate) fn pad(&self, game: &Game) -> String {
        let state = game.state();
        let order = state.play_order();
        let mut shown = false;
        let mut out = match self.chances_now(game) {
            Some((players, Ok(chances))) => {
                shown = true;
                let cells: Vec<String> = order
                    .iter()
                    .map(|p| {
                        let at = players.iter().position(|q| q == p);
                        chance_cell(at.map(|k| chances.seats[k].win))
                    })
                    .collect();
                let mut out = pad_table_with(state, Some((&render::to_win_label(), &cells)));
                if let Some(note) = estimate_note(&chances) {
                    out.push_str(&note);
                    out.push('\n');
                }
                out
            }
            Some((_, Err(OddsError::WinUnmodelled { switch }))) => {
                pad_table(state) + &chance_note(ChanceNote::Unmodelled(switch)) + "\n"
            }
            Some((players, Err(err))) => match off_grid_note(game, &players, &err) {
                Some(note) => pad_table(state) + &note + "\n",
                None => pad_table(state),
            },
            None => pad_table(state),
        };
        let story = self.story_lines(game);
        if shown && story.is_empty() {
            out.push_str(&hooks_note(game));
        }
        out.push_str(&story);
        out
    }

    /// A sparkline per player of their chance to win over the game so far, with a note
    /// when house-rule hooks are at work; nothing before the first round or when no
    /// model fits the rules.
    pub(crate) fn story_lines(&self, game: &Game) -> String {
        let story = story(game.state(), self.policy(game), &self.forecast);
        if story.method.is_none() || story.points.len() < 2 {
            return String::new();
        }
        let series: Vec<Vec<Option<f64>>> = (0..story.players.len())
            .map(|i| {
                story
                    .points
                    .iter()
                    .map(|p| p.chances.as_ref().map(|c| c[i]))
                    .collect()
            })
            .collect();
        sparklines(&story.players, &series) + &hooks_note(game)
    }

    /// The one-line advice after a throw, under `--hints`.
    pub(crate) fn hint(&self, game: &Game) -> Option<String> {
        let (situation, throw) = situation(game)?;
        let advice = Advice::new(
            game.scorer(),
            self.policy(game),
            situation,
            &throw?.counts(),
        )
        .ok()?;
        let mut line = paint(Style::Dim, advice_line(&advice)) + "\n";
        if let Some(win) = self.win_view(game, &advice) {
            line.push_str(&paint(Style::Dim, win.trim_end()));
            line.push('\n');
        }
        line.push_str(&hook_note(&game.rules().hooked_events()).unwrap_or_default());
        Some(line)
    }

    /// The turn under way solved for the chance to win: two players under rules with a
    /// table and no hooks (hooks change what the table cannot see).
    fn win_turn(&self, game: &Game) -> Option<WinTurn> {
        if game.rules().has_hooks() {
            return None;
        }
        let (_, seats) = seats_now(game.state())?;
        let [thrower, other] = seats[..] else {
            return None;
        };
        let play = self.policy(game).win_play().ok()?;
        WinTurn::solve(play.model(), play.table(), Standing::new(thrower, other)).ok()
    }

    /// After a throw: what playing to win keeps, when it differs from the points advice.
    fn win_view(&self, game: &Game, advice: &Advice) -> Option<String> {
        let best = advice.best()?;
        let win = self.win_turn(game)?;
        let throw = advice.throw;
        let win = WinAdvice::new(game.scorer(), &win, advice.situation.turn, &throw).ok()?;
        win_keep_differs(&win, (best.dice, best.then))
    }

    /// `review` and `review NAME`: the game so far, every decision and throw (one
    /// player's with a name), in the chances the table reads, with the hooks note when
    /// house-rule hooks are at work.
    pub(crate) fn review(&self, game: &mut Game, name: Option<&str>) -> Result<String, String> {
        let only = match name {
            Some(name) => vec![
                game.state()
                    .player_named(name)
                    .map_err(|err| err.words().to_string())?,
            ],
            None => Vec::new(),
        };
        let policy = self.shared_policy(game);
        let review = crate::odds::review::review(game, &policy, &self.forecast)
            .map_err(|err| err.words().to_string())?;
        Ok(render::review_text(&review, game.state(), &only) + &hooks_note(game))
    }

    /// The game's story for an export's chart, from the same chances as the table's,
    /// with the review's moments marked (none when the game cannot be reviewed).
    pub(crate) fn story(&self, game: &mut Game) -> Story {
        let policy = self.shared_policy(game);
        let mut story = story(game.state(), &policy, &self.forecast);
        story.hooks_unseen = game.rules().has_hooks();
        if let Ok(review) = crate::odds::review::review(game, &policy, &self.forecast) {
            story.highlights = crate::odds::review::highlights(&review, game.state());
        }
        story
    }
}

/// Where the current player stands, for the odds, and the throw waiting for its
/// keep, if there is one.
fn situation(game: &Game) -> Option<(Situation, Option<Faces>)> {
    let state = game.state();
    let turn = state.turn()?;
    let player = &state.players[turn.player];
    let situation = Situation {
        dice: turn.in_hand,
        turn: turn.points,
        open: player.open,
        total: player.total,
    };
    Some((situation, turn.throw.clone()))
}

/// The note that house-rule hooks are at work, when they are.
/// The note for chances refused because a player stands where the chances have no
/// figures though the rules lead there (a hook's bump to 0 while open, a penalty below
/// 0): which player, at what total. `None` for any other refusal.
fn off_grid_note(game: &Game, players: &[usize], err: &OddsError) -> Option<String> {
    let (total, open, first_open, win_at) = match err {
        OddsError::WinOffGrid {
            open,
            total,
            first_open,
            win_at,
            ..
        } => (*total, *open, *first_open, *win_at),
        OddsError::WinPlayer { reason, .. } => match reason.as_ref() {
            OddsError::WinOffGrid {
                open,
                total,
                first_open,
                win_at,
                ..
            } => (*total, *open, *first_open, *win_at),
            _ => return None,
        },
        _ => return None,
    };
    let state = game.state();
    let player = players
        .iter()
        .filter_map(|&p| state.players.get(p))
        .find(|p| p.total == total && p.open == open)?;
    Some(chance_note(ChanceNote::OffGrid {
        player: player.name.clone(),
        total,
        first_open,
        win_at,
    }))
}

fn hooks_note(game: &Game) -> String {
    if game.rules().has_hooks() {
        chance_note(ChanceNote::HooksUnseen) + "\n"
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::scripted;
    use crate::odds::win::Method;
    use crate::render::Locale;

    #[test]
    fn chances_are_for_the_player_to_throw_first_and_none_once_the_game_is_over() {
        let odds = TableOdds::new();
        let game = scripted::two_players(false);
        let (players, chances) = odds.chances_now(&game).expect("a turn under way");
        let thrower = game.state().turn().expect("a turn").player;
        assert_eq!(players[0], thrower);
        let chances = chances.expect("the standard game has a model");
        assert_eq!(chances.method, Method::Exact);
        assert!((chances.seats.iter().map(|s| s.win).sum::<f64>() - 1.0).abs() < 1e-9);
        assert!(odds.chances_now(&scripted::two_players(true)).is_none());
    }

    #[test]
    fn a_table_of_three_reads_the_same_chances_at_the_pad_and_in_the_summary() {
        Locale::of(crate::locale::Lang::En).scope(|| {
            let odds = TableOdds::new();
            let game = scripted::three_players(false);
            let (_, chances) = odds.chances_now(&game).expect("a turn under way");
            let chances = chances.expect("chances");
            assert_eq!(chances.method, Method::Points);
            assert!((chances.seats.iter().map(|s| s.win).sum::<f64>() - 1.0).abs() < 1e-9);
            let summary = odds.chances_summary(&game).expect("a line");
            let pad = odds.pad(&game);
            for seat in &chances.seats {
                let cell = chance_cell(Some(seat.win));
                assert!(summary.contains(&cell), "{summary}");
                assert!(pad.contains(&cell), "{pad}");
            }
        });
    }

    #[test]
    fn odds_need_a_turn_and_a_hint_needs_a_throw() {
        let odds = TableOdds::new();
        let game = scripted::play(&["Ann", "Bob"], "");
        assert!(odds.odds(&game, false).is_err());
        assert!(odds.hint(&game).is_none());
        let game = scripted::play(&["Ann", "Bob"], "first:Ann 111555");
        assert!(odds.odds(&game, false).is_ok());
        assert!(odds.hint(&game).is_some());
        let game = scripted::play(&["Ann", "Bob"], "first:Ann");
        assert!(odds.odds(&game, true).is_ok());
        assert!(odds.hint(&game).is_none());
    }
}
