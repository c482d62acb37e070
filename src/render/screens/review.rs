//! The review of a game for people: each player's decisions, costs and luck, the
//! decisions that cost something, and a verdict in words.

use std::fmt::Write as _;

use comfy_table::{Cell, CellAlignment, Table, presets::UTF8_FULL_CONDENSED};

use crate::game::State;
use crate::odds::Choice;
use crate::odds::review::{
    BLUNDER, Class, Decision, INACCURACY, MISTAKE, Move, Review, ReviewMethod,
};
use crate::text;

/// Percentage points of win chance, one decimal: `4.2`.
fn pp(chance: f64) -> String {
    crate::render::numbers().decimal(chance * 100.0, 1)
}

/// Signed percentage points: `+4.2`, `-1.0`.
fn signed_pp(chance: f64) -> String {
    crate::render::numbers().expected(chance * 100.0)
}

/// The name of a class of decision.
pub(crate) fn class_name(class: Class) -> String {
    match class {
        Class::Inaccuracy => text!("review-class-inaccuracy"),
        Class::Mistake => text!("review-class-mistake"),
        Class::Blunder => text!("review-class-blunder"),
    }
}

/// Bank or throw on, in words.
fn then_word(then: Choice) -> String {
    match then {
        Choice::Bank => text!("advise-then-bank"),
        Choice::Throw => text!("review-then-throw"),
    }
}

/// A move in words: `keep 1 1 5, bank`.
pub(crate) fn move_words(m: &Move) -> String {
    text!(
        "review-move",
        keep = m.keep.to_string(),
        then = then_word(m.then)
    )
}

/// The move made and the better one, in words: only bank or throw on when both kept
/// the same dice.
fn made_and_best(d: &Decision) -> (String, String) {
    if d.made.keep == d.best.keep {
        (then_word(d.made.then), then_word(d.best.then))
    } else {
        (move_words(&d.made), move_words(&d.best))
    }
}

/// The chances the review reads, and the thresholds of its classes.
pub(crate) fn review_method_line(method: ReviewMethod) -> String {
    let title = match method {
        ReviewMethod::Exact => text!("review-title-exact"),
        ReviewMethod::Race => text!("review-title-race"),
    };
    let thresholds = text!(
        "review-thresholds",
        inaccuracy = pp(INACCURACY),
        mistake = pp(MISTAKE),
        blunder = pp(BLUNDER)
    );
    format!("{title}\n{thresholds}")
}

fn right(text: String) -> Cell {
    Cell::new(text).set_alignment(CellAlignment::Right)
}

/// The review of the game in `state` for people, fitted to the table width: the method
/// and thresholds, each player's sums, the decisions that cost at least an inaccuracy,
/// each player's costliest decision and a verdict. `only` names the players to show
/// (their places; empty: everyone).
pub(crate) fn review_text(review: &Review, state: &State, only: &[usize]) -> String {
    let shown = |player: usize| only.is_empty() || only.contains(&player);
    let name = |player: usize| {
        state.players.get(player).map_or_else(String::new, |p| {
            crate::render::shown_line(&p.name).into_owned()
        })
    };
    let mut out = review_method_line(review.method);
    out.push_str("\n\n");
    if review.throws.is_empty() {
        out.push_str(&text!("review-empty"));
        out.push('\n');
        return out;
    }
    let mut players = Table::new();
    players.load_style(UTF8_FULL_CONDENSED);
    players.set_header(vec![
        text!("review-col-player"),
        text!("review-col-decisions"),
        text!("review-col-cost"),
        text!("review-col-inaccuracies"),
        text!("review-col-mistakes"),
        text!("review-col-blunders"),
        text!("review-col-luck"),
    ]);
    for (i, p) in review.players.iter().enumerate().filter(|(i, _)| shown(*i)) {
        players.add_row(vec![
            Cell::new(name(i)),
            right(p.decisions.to_string()),
            right(pp(p.cost)),
            right(p.inaccuracies.to_string()),
            right(p.mistakes.to_string()),
            right(p.blunders.to_string()),
            right(signed_pp(p.luck)),
        ]);
    }
    // Least needed first: the counts of each class, which the list below shows too.
    crate::render::fit_dropping(&mut players, &[3, 4, 5]);
    let _ = writeln!(out, "{players}");
    let notable: Vec<&Decision> = review
        .decisions
        .iter()
        .filter(|d| d.class.is_some() && shown(d.player))
        .collect();
    out.push('\n');
    if notable.is_empty() {
        let _ = writeln!(
            out,
            "{}",
            text!("review-no-notable", inaccuracy = pp(INACCURACY))
        );
    } else {
        let _ = writeln!(
            out,
            "{}",
            text!("review-notable", inaccuracy = pp(INACCURACY))
        );
        let mut table = Table::new();
        table.load_style(UTF8_FULL_CONDENSED);
        table.set_header(vec![
            text!("review-col-round"),
            text!("review-col-player"),
            text!("review-col-throw"),
            text!("review-col-made"),
            text!("review-col-best"),
            text!("review-col-cost"),
            text!("review-col-class"),
        ]);
        for d in notable {
            // The better move's keep only when it is another keep.
            let best = if d.made.keep == d.best.keep {
                then_word(d.best.then)
            } else {
                move_words(&d.best)
            };
            table.add_row(vec![
                right(d.round.to_string()),
                Cell::new(name(d.player)),
                Cell::new(d.throw.to_string()),
                Cell::new(move_words(&d.made)),
                Cell::new(best),
                right(pp(d.cost)),
                Cell::new(d.class.map(class_name).unwrap_or_default()),
            ]);
        }
        // The class repeats the cost in words; the round is the least needed.
        crate::render::fit_dropping(&mut table, &[6, 0]);
        let _ = writeln!(out, "{table}");
    }
    out.push('\n');
    for (i, p) in review.players.iter().enumerate().filter(|(i, _)| shown(*i)) {
        let who = name(i);
        if let Some(d) = p.costliest.and_then(|j| review.decisions.get(j)) {
            let (made, best) = made_and_best(d);
            let _ = writeln!(
                out,
                "{}",
                text!(
                    "review-costliest",
                    player = who.as_str(),
                    round = d.round,
                    throw = d.throw.to_string(),
                    made = made,
                    best = best,
                    cost = pp(d.cost)
                )
            );
        }
        let cost = if p.cost * 100.0 >= 0.05 {
            text!(
                "review-verdict-cost",
                player = who.as_str(),
                cost = pp(p.cost)
            )
        } else {
            text!("review-verdict-clean", player = who.as_str())
        };
        let luck = if p.luck >= 0.0 {
            text!(
                "review-verdict-lucky",
                player = who.as_str(),
                luck = pp(p.luck)
            )
        } else {
            text!(
                "review-verdict-unlucky",
                player = who.as_str(),
                luck = pp(-p.luck)
            )
        };
        let _ = writeln!(out, "{cost} {luck}");
        if p.tallies > 0 {
            let _ = writeln!(
                out,
                "{}",
                text!("review-tallies", player = who.as_str(), turns = p.tallies)
            );
        }
    }
    out
}
