//! Odds for people: expected values, situations and outlooks in words.

use std::fmt::Write as _;

use comfy_table::{Cell, CellAlignment, Table, presets::UTF8_FULL_CONDENSED};

use super::{Style, count, paint, points};
use crate::odds::{Choice, Outlook, Situation};

/// `+468.4`: an expected change to the total, signed, one decimal.
pub fn expected(value: f64) -> String {
    super::numbers().expected(value)
}

/// `6 dice, 300 in the turn, open, total 4,000`.
pub fn situation_text(situation: &Situation) -> String {
    let dice = count(situation.dice, "count-dice").to_string();
    if situation.open {
        crate::text!(
            "situation-open",
            dice = dice,
            turn = situation.turn,
            total = situation.total
        )
    } else {
        crate::text!("situation-not-open", dice = dice, turn = situation.turn)
    }
}

/// The odds of a situation for people: bust and Flood chances, throw on versus bank, and
/// the distribution of the best keep's points.
pub fn outlook_text(outlook: &Outlook) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        paint(Style::Strong, situation_text(&outlook.situation))
    );
    let throw = &outlook.throw;
    let _ = writeln!(
        out,
        "  bust    {:>10}  {:>6.2}%",
        throw.bust.to_string(),
        throw.bust.percent()
    );
    let _ = writeln!(
        out,
        "  Flood   {:>10}  {:>6.2}%{}",
        throw.flood.to_string(),
        throw.flood.percent(),
        if outlook.situation.total > 0 && throw.flood.count > 0 {
            format!(
                "  (washes away the total of {})",
                points(outlook.situation.total)
            )
        } else {
            String::new()
        }
    );
    let _ = writeln!(
        out,
        "  scores  {:>10}  {:>6.2}%",
        throw.scores.to_string(),
        throw.scores.percent()
    );
    let _ = writeln!(
        out,
        "Throw on: {} expected   Bank: {}",
        expected(outlook.throw_value),
        match outlook.bank_value {
            Some(bank) => expected(bank as f64),
            None if outlook.situation.turn == 0 => "nothing set aside yet".to_owned(),
            // Open and still refused: the rules' minimum bank (min_bank).
            None if outlook.situation.open => "below the minimum bank".to_owned(),
            None => "not allowed before opening".to_owned(),
        }
    );
    let best = match outlook.best {
        Choice::Throw => format!(
            "throw the {} in hand",
            count(outlook.situation.dice, "count-dice")
        ),
        Choice::Bank => format!("bank {}", points(outlook.situation.turn)),
    };
    let _ = writeln!(out, "Best play: {}", paint(Style::Good, best));
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(vec!["best keep", "throws", "chance", "%"]);
    for entry in &throw.best_points {
        table.add_row(vec![
            Cell::new(points(entry.points)).set_alignment(CellAlignment::Right),
            Cell::new(entry.chance.count).set_alignment(CellAlignment::Right),
            Cell::new(entry.chance.to_string()).set_alignment(CellAlignment::Right),
            Cell::new(format!("{:.2}", entry.chance.percent())).set_alignment(CellAlignment::Right),
        ]);
    }
    let _ = writeln!(
        out,
        "Points of the best keep, out of {} throws:",
        throw.bust.outcomes
    );
    let _ = writeln!(out, "{table}");
    out
}

/// A note when the rules switch on a turn flow the policy does not model.
pub fn hook_note(events: &[&str]) -> Option<String> {
    if events.is_empty() {
        return None;
    }
    let named: Vec<String> = events.iter().map(|e| format!("`{e}`")).collect();
    Some(crate::text!("note-hooks", events = super::List::and(&named).to_string()) + "\n")
}

/// A note under a simulation whose house rules have hooks, which the simulator does not
/// play.
pub fn simulation_hook_note(events: &[&str]) -> Option<String> {
    if events.is_empty() {
        return None;
    }
    let named: Vec<String> = events.iter().map(|e| format!("`{e}`")).collect();
    Some(
        crate::text!(
            "note-simulation-hooks",
            events = super::List::and(&named).to_string()
        ) + "\n",
    )
}

/// A note when the rules' turn flow is one the expected values do not model.
pub fn flow_note(policy: &crate::odds::Policy) -> Option<String> {
    policy
        .unmodelled_flow()
        .map(|switch| crate::text!("note-flow", switch = switch) + "\n")
}
