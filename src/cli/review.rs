//! `marbles review [GAME]`: a saved game's decisions against the best ones and its
//! throws' luck, as text or JSON.

use std::io::Write;

use serde::Serialize;

use super::CliError;
use super::args::ReviewArgs;
use crate::dice::Counts;
use crate::game::State;
use crate::house_rules;
use crate::odds::Policy;
use crate::odds::review::{
    BLUNDER, Class, INACCURACY, MISTAKE, Move, Review, ReviewMethod, review,
};
use crate::odds::win::Forecast;
use crate::store;

/// `marbles review [GAME] [--json] [--player NAME]...`
pub(super) fn run(args: ReviewArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let path = match args.game {
        Some(path) => super::history::save_named(path)?,
        None => store::latest_save()?,
    };
    let (_, mut game) = store::load_game(&path, house_rules::load_saved)?;
    let only = args
        .players
        .iter()
        .map(|name| game.state().player_named(name))
        .collect::<Result<Vec<usize>, _>>()?;
    // Two players read the exact chances of the rules' win table (shipped, cached, or
    // solved now and cached as `win` does); more read the race, which needs none.
    let policy = if game.state().players.len() == 2 {
        super::win_table::policy_with_win_table(game.scorer())
    } else {
        Policy::for_scorer(game.scorer())
    };
    let forecast = Forecast::new();
    let review = review(&mut game, &policy, &forecast)?;
    // `stats` adds this review up with the others' without working it out again.
    store::keep_review(&path, &review);
    if args.json {
        let json = ReviewJson::new(&review, game.state(), &only);
        out.write_all(crate::json::pretty(&json)?.as_bytes())?;
    } else {
        out.write_all(crate::render::review_text(&review, game.state(), &only).as_bytes())?;
    }
    Ok(())
}

/// `review --json`: the contract README's "JSON outputs" documents.
#[derive(Debug, Serialize)]
pub(crate) struct ReviewJson {
    method: ReviewMethod,
    thresholds: Thresholds,
    decisions: Vec<DecisionJson>,
    throws: Vec<ThrowJson>,
    players: Vec<PlayerJson>,
}

#[derive(Debug, Serialize)]
struct Thresholds {
    inaccuracy: f64,
    mistake: f64,
    blunder: f64,
}

#[derive(Debug, Serialize)]
struct MoveJson {
    keep: Vec<u8>,
    then: crate::odds::Choice,
}

impl From<&Move> for MoveJson {
    fn from(m: &Move) -> MoveJson {
        MoveJson {
            keep: pips(&m.keep),
            then: m.then,
        }
    }
}

#[derive(Debug, Serialize)]
struct DecisionJson {
    player: String,
    round: u32,
    throw: Vec<u8>,
    made: MoveJson,
    best: MoveJson,
    chance_made: f64,
    chance_best: f64,
    cost: f64,
    points_made: f64,
    points_best: f64,
    class: Option<Class>,
}

#[derive(Debug, Serialize)]
struct ThrowJson {
    player: String,
    round: u32,
    throw: Vec<u8>,
    chance_before: f64,
    chance_after: f64,
    luck: f64,
}

#[derive(Debug, Serialize)]
struct PlayerJson {
    name: String,
    decisions: usize,
    cost: f64,
    luck: f64,
    inaccuracies: usize,
    mistakes: usize,
    blunders: usize,
    /// Turns typed without dice, which the review skipped.
    tallies_skipped: usize,
}

/// Faces lowest first.
fn pips(counts: &Counts) -> Vec<u8> {
    counts.faces().pips()
}

impl ReviewJson {
    /// The review of the game in `state`, for the players in `only` (everyone when
    /// empty).
    pub(crate) fn new(review: &Review, state: &State, only: &[usize]) -> ReviewJson {
        let shown = |player: usize| only.is_empty() || only.contains(&player);
        let name = |player: usize| {
            state
                .players
                .get(player)
                .map_or_else(String::new, |p| p.name.clone())
        };
        ReviewJson {
            method: review.method,
            thresholds: Thresholds {
                inaccuracy: INACCURACY,
                mistake: MISTAKE,
                blunder: BLUNDER,
            },
            decisions: review
                .decisions
                .iter()
                .filter(|d| shown(d.player))
                .map(|d| DecisionJson {
                    player: name(d.player),
                    round: d.round,
                    throw: pips(&d.throw),
                    made: (&d.made).into(),
                    best: (&d.best).into(),
                    chance_made: d.chance_made,
                    chance_best: d.chance_best,
                    cost: d.cost,
                    points_made: d.points_made,
                    points_best: d.points_best,
                    class: d.class,
                })
                .collect(),
            throws: review
                .throws
                .iter()
                .filter(|t| shown(t.player))
                .map(|t| ThrowJson {
                    player: name(t.player),
                    round: t.round,
                    throw: pips(&t.throw),
                    chance_before: t.chance_before,
                    chance_after: t.chance_after,
                    luck: t.luck,
                })
                .collect(),
            players: review
                .players
                .iter()
                .enumerate()
                .filter(|(i, _)| shown(*i))
                .map(|(i, p)| PlayerJson {
                    name: name(i),
                    decisions: p.decisions,
                    cost: p.cost,
                    luck: p.luck,
                    inaccuracies: p.inaccuracies,
                    mistakes: p.mistakes,
                    blunders: p.blunders,
                    tallies_skipped: p.tallies,
                })
                .collect(),
        }
    }
}
