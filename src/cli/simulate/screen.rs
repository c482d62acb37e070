//! A simulation's results as tables.

use std::fmt::Write as _;

use comfy_table::{Cell, CellAlignment, Table, presets::UTF8_FULL_CONDENSED};

use crate::odds::{Heuristic, Summary};
use crate::render::{List, numbers};
use crate::text;

fn percent(rate: f64) -> String {
    crate::render::numbers().percent(rate, 2)
}

/// A mean or rate with `places` decimals, in the current number style.
fn decimal(value: f64, places: usize) -> String {
    crate::render::numbers().decimal(value, places)
}

fn right(text: String) -> Cell {
    Cell::new(text).set_alignment(CellAlignment::Right)
}

/// A simulation's results for people: one row per seat, then the game as a whole.
pub(crate) fn simulation_table(summary: &Summary) -> String {
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(vec![
        text!("sim-col-seat"),
        text!("sim-col-strategy"),
        text!("sim-col-wins"),
        text!("sim-col-interval"),
        text!("sim-col-bust"),
        "Flood".to_owned(),
        text!("sim-col-points-per-turn"),
        text!("sim-col-net-per-turn"),
    ]);
    for seat in &summary.seats {
        table.add_row(vec![
            right(seat.seat.to_string()),
            Cell::new(seat.strategy),
            right(percent(seat.win_rate)),
            right(percent(seat.win_rate_99)),
            right(percent(seat.bust_rate)),
            right(percent(seat.flood_rate)),
            right(decimal(seat.points_per_turn, 1)),
            right(decimal(seat.net_per_turn, 1)),
        ]);
    }
    // Least needed first: the interval, the Floods, the net points.
    crate::render::fit_dropping(&mut table, &[3, 5, 7]);
    let mut out = format!("{table}\n");
    let spread = &summary.turns_to_win;
    let _ = writeln!(
        out,
        "{}",
        text!(
            "sim-summary",
            games = summary.games,
            seed = summary.seed.to_string(),
            mean = decimal(spread.mean, 2),
            sd = decimal(spread.sd, 2),
            min = spread.min,
            max = spread.max
        )
    );
    let _ = writeln!(
        out,
        "{}",
        text!(
            "sim-all-turns",
            bust = percent(summary.bust_rate),
            flood = percent(summary.flood_rate),
            points = decimal(summary.points_per_turn, 1)
        )
    );
    if summary.unfinished > 0 {
        let _ = writeln!(
            out,
            "{}",
            text!(
                "sim-unfinished",
                games = summary.unfinished,
                rounds = crate::odds::MAX_ROUNDS
            )
        );
    }
    out
}

/// Two simulations of the same players under two rule sets, side by side.
pub(crate) fn comparison_table(base: &Summary, other: &Summary, other_name: &str) -> String {
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(vec![
        String::new(),
        text!("sim-these-rules"),
        other_name.to_owned(),
        text!("sim-change"),
    ]);
    let mut row = |name: String, a: f64, b: f64, show: &dyn Fn(f64) -> String| {
        table.add_row(vec![
            Cell::new(name),
            right(show(a)),
            right(show(b)),
            right(if b >= a {
                format!("+{}", show(b - a))
            } else {
                show(b - a)
            }),
        ]);
    };
    let plain = |v: f64| decimal(v, 2);
    row(
        text!("sim-turns-to-win"),
        base.turns_to_win.mean,
        other.turns_to_win.mean,
        &plain,
    );
    row(
        text!("sim-col-points-per-turn"),
        base.points_per_turn,
        other.points_per_turn,
        &plain,
    );
    row(
        text!("sim-col-bust"),
        base.bust_rate,
        other.bust_rate,
        &percent,
    );
    row("Flood".into(), base.flood_rate, other.flood_rate, &percent);
    row(
        text!("simulate-compare-rounds"),
        base.rounds_per_game,
        other.rounds_per_game,
        &plain,
    );
    // What a rule's hooks and hand-offs did, for the seats where either side has any.
    for (a, b) in base.seats.iter().zip(&other.seats) {
        if a.penalties_per_game > 0.0 || b.penalties_per_game > 0.0 {
            row(
                text!("simulate-compare-penalties", seat = a.seat),
                a.penalties_per_game,
                b.penalties_per_game,
                &plain,
            );
            row(
                text!("simulate-compare-penalty-points", seat = a.seat),
                a.penalty_points_per_game,
                b.penalty_points_per_game,
                &plain,
            );
        }
        if a.steals_per_game > 0.0 || b.steals_per_game > 0.0 {
            row(
                text!("simulate-compare-steals", seat = a.seat),
                a.steals_per_game,
                b.steals_per_game,
                &plain,
            );
        }
    }
    for (a, b) in base.seats.iter().zip(&other.seats) {
        row(
            text!(
                "sim-seat-wins",
                seat = a.seat,
                strategy = a.strategy.to_string()
            ),
            a.win_rate,
            b.win_rate,
            &percent,
        );
    }
    crate::render::fit(&mut table);
    format!("{table}\n")
}

/// How the games were played: through the engine (and which decisions a rule of thumb
/// took), the rounds a game lasted, what hooks and steals did per seat, and games a
/// house rule stopped. Empty for the lean simulator's games beyond the rounds line.
pub(crate) fn simulation_play_note(summary: &Summary) -> String {
    let mut out = String::new();
    let decimal = |v: f64| numbers().decimal(v, 2);
    let _ = writeln!(
        out,
        "{}",
        text!("simulate-rounds", rounds = decimal(summary.rounds_per_game))
    );
    if summary.engine {
        let _ = writeln!(out, "{}", text!("simulate-engine"));
    }
    for used in &summary.heuristics {
        let what = match used.decision {
            Heuristic::Steal => text!("simulate-heuristic-steal"),
            Heuristic::Stacking => text!("simulate-heuristic-stacking"),
            Heuristic::Hooks => text!("simulate-heuristic-hooks"),
            Heuristic::WinAsOptimal => text!("simulate-heuristic-win"),
        };
        let _ = writeln!(
            out,
            "{}",
            text!(
                "simulate-heuristic",
                count = used.seats.len(),
                seats = List::and(&used.seats).to_string(),
                what = what,
            )
        );
    }
    for seat in &summary.seats {
        if seat.penalties_per_game > 0.0 || seat.bonuses_per_game > 0.0 {
            let _ = writeln!(
                out,
                "{}",
                text!(
                    "simulate-seat-hooks",
                    seat = seat.seat,
                    penalties = decimal(seat.penalties_per_game),
                    points = decimal(seat.penalty_points_per_game),
                    bonuses = decimal(seat.bonuses_per_game),
                )
            );
        }
        if seat.steals_per_game > 0.0 || seat.robbed_per_game > 0.0 {
            let _ = writeln!(
                out,
                "{}",
                text!(
                    "simulate-seat-steals",
                    seat = seat.seat,
                    steals = decimal(seat.steals_per_game),
                    robbed = decimal(seat.robbed_per_game),
                )
            );
        }
    }
    if summary.refused > 0 {
        let _ = writeln!(
            out,
            "{}",
            text!(
                "simulate-refused",
                count = summary.refused,
                per_game = decimal(summary.refused_per_game)
            )
        );
    }
    if summary.stalled > 0 {
        let _ = writeln!(
            out,
            "{}",
            text!(
                "simulate-stalled",
                games = summary.stalled,
                rounds = crate::odds::STALL_ROUNDS
            )
        );
    }
    if summary.stopped > 0 {
        let why = crate::render::stops_text(&summary.stops);
        let _ = writeln!(
            out,
            "{}",
            text!("simulate-stopped", count = summary.stopped, why = why)
        );
    }
    out
}
