//! Advice for people: every keep of a throw with its value, and the one-line hint.

use std::fmt::Write as _;

use comfy_table::{Cell, CellAlignment, Table, presets::UTF8_FULL_CONDENSED};

use super::count;
use super::odds::{expected, situation_text};
use super::{Style, paint, points};
use crate::odds::{Advice, Choice, KeepAdvice, Verdict};

/// What happens after a keep: `bank`, `throw 5 dice`, `hot dice, throw 6`.
fn then(keep: &KeepAdvice) -> String {
    match keep.then {
        Choice::Bank => "bank".to_owned(),
        Choice::Throw if keep.hot_dice => "hot dice, throw 6".to_owned(),
        Choice::Throw => format!("throw {}", count(keep.left, "count-dice")),
    }
}

/// Every legal keep of a throw with its expected value, the best play and the most
/// points marked, for people.
pub fn advice_table(advice: &Advice) -> String {
    advice_table_top(advice, usize::MAX)
}

/// The first `rows` keeps of [`advice_table`] (best first), and the one with the most
/// points when it is further down: the decision on a screen that stays in view.
pub fn advice_table_top(advice: &Advice, rows: usize) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Throw {} ({})",
        paint(Style::Strong, advice.throw),
        situation_text(&advice.situation)
    );
    match advice.verdict {
        Verdict::Flood { lost } => {
            let _ = writeln!(
                out,
                "{}  the total of {} is washed away.",
                paint(Style::Loud, "FLOOD!"),
                points(lost)
            );
            return out;
        }
        Verdict::Bust { lost } => {
            let _ = writeln!(
                out,
                "{}  nothing scores: {} in the turn lost.",
                paint(Style::Bad, "BUST"),
                points(lost)
            );
            return out;
        }
        Verdict::Scores => {}
    }
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    super::fit(&mut table);
    table.set_header(vec!["keep", "points", "then", "expected", ""]);
    for (i, keep) in advice.keeps.iter().enumerate() {
        if i >= rows && advice.most_points != Some(i) {
            continue;
        }
        let mut notes = Vec::new();
        if i == 0 {
            notes.push("best play");
        }
        if advice.most_points == Some(i) {
            notes.push("most points");
        }
        table.add_row(vec![
            Cell::new(keep.dice),
            Cell::new(points(keep.points)).set_alignment(CellAlignment::Right),
            Cell::new(then(keep)),
            Cell::new(expected(keep.value)).set_alignment(CellAlignment::Right),
            Cell::new(notes.join(", ")),
        ]);
    }
    let _ = writeln!(out, "{table}");
    let _ = writeln!(
        out,
        "expected: what the turn adds to the total on average (points already set aside included), playing the best play from then on"
    );
    out
}

/// One line of advice after a throw, for `play --hints`.
pub fn advice_line(advice: &Advice) -> String {
    match advice.verdict {
        Verdict::Flood { lost } => format!("Flood: {} washed away", points(lost)),
        Verdict::Bust { lost } => format!("bust: {} lost", points(lost)),
        Verdict::Scores => {
            let Some(best) = advice.best() else {
                return String::new();
            };
            let mut line = format!(
                "hint: best play: keep {} ({}), then {}: {} expected",
                best.dice,
                points(best.points),
                then(best),
                expected(best.value)
            );
            if let Some(most) = advice.most_points().filter(|m| m.dice != best.dice) {
                let _ = write!(
                    line,
                    "; most points: keep {} ({}): {} expected",
                    most.dice,
                    points(most.points),
                    expected(most.value)
                );
            }
            line
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Faces;
    use crate::odds::{Policy, Situation};
    use crate::rules::Scorer;

    fn advice(dice: &str) -> Advice {
        let scorer = Scorer::standard();
        let policy = Policy::for_scorer(&scorer);
        let throw = Faces::parse(dice).expect("dice").counts();
        Advice::new(&scorer, &policy, Situation::fresh_turn(true, 1_000), &throw).expect("advice")
    }

    #[test]
    fn a_hint_names_the_best_play_and_the_most_points() {
        let line = advice_line(&advice("1 5 2 3 4 4"));
        assert!(
            line.starts_with("hint: best play: keep 1 (100), then throw 5 dice: +"),
            "{line}"
        );
        assert!(line.contains("; most points: keep 1 5 (150): +"), "{line}");
    }

    #[test]
    fn a_hint_after_a_flood_says_what_was_lost() {
        assert_eq!(
            advice_line(&advice("2 2 2 2 3 4")),
            "Flood: 1,000 washed away"
        );
    }
}
