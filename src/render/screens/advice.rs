//! Advice for people: every keep of a throw with its value, and the one-line hint.

use std::fmt::Write as _;

use comfy_table::{Cell, CellAlignment, Table, presets::UTF8_FULL_CONDENSED};

use crate::odds::{Advice, Choice, KeepAdvice, Verdict};
use crate::render::count;
use crate::render::screens::odds::{expected, situation_text};
use crate::render::{Style, paint, points};
use crate::text;

/// What happens after a keep: `bank`, `throw 5 dice`, `hot dice, throw 6` (5 under Greed).
fn then(keep: &KeepAdvice) -> String {
    then_words(keep.then, keep.hot_dice, keep.left)
}

/// What a keep leads to, in words; the win view's keeps say it the same way.
pub(super) fn then_words(then: Choice, hot_dice: bool, left: usize) -> String {
    match then {
        Choice::Bank => text!("advise-then-bank"),
        // `left` is the whole hand again: the rules' number of dice.
        Choice::Throw if hot_dice => text!("advise-then-hot-dice", dice = left),
        Choice::Throw => text!(
            "advise-then-throw",
            dice = count(left, "count-dice").to_string()
        ),
    }
}

/// Every legal keep of a throw with its expected value, the best play and the most
/// points marked, for people.
pub(crate) fn advice_table(advice: &Advice) -> String {
    advice_table_top(advice, usize::MAX)
}

/// The first `rows` keeps of [`advice_table`] (best first), and the one with the most
/// points when it is further down: the decision on a screen that stays in view.
pub(crate) fn advice_table_top(advice: &Advice, rows: usize) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        text!(
            "advise-throw",
            throw = paint(Style::Strong, advice.throw),
            situation = situation_text(&advice.situation)
        )
    );
    match advice.verdict {
        Verdict::Flood { lost } => {
            let _ = writeln!(
                out,
                "{}  {}",
                paint(Style::Loud, text!("throw-flood-mark")),
                text!("advise-flood", points = lost)
            );
            return out;
        }
        Verdict::Bust { lost } => {
            let _ = writeln!(
                out,
                "{}  {}",
                paint(Style::Bad, text!("throw-bust-mark")),
                text!("advise-bust", points = lost)
            );
            return out;
        }
        Verdict::Scores => {}
    }
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(vec![
        text!("advise-col-keep"),
        text!("advise-col-points"),
        text!("advise-col-then"),
        text!("advise-col-expected"),
        String::new(),
    ]);
    for (i, keep) in advice.keeps.iter().enumerate() {
        if i >= rows && advice.most_points != Some(i) {
            continue;
        }
        let mut notes = Vec::new();
        if i == 0 {
            notes.push(text!("advise-best"));
        }
        if advice.most_points == Some(i) {
            notes.push(text!("advise-most-points"));
        }
        table.add_row(vec![
            Cell::new(keep.dice),
            Cell::new(points(keep.points)).set_alignment(CellAlignment::Right),
            Cell::new(then(keep)),
            Cell::new(expected(keep.value)).set_alignment(CellAlignment::Right),
            Cell::new(notes.join(", ")),
        ]);
    }
    crate::render::fit(&mut table);
    let _ = writeln!(out, "{table}");
    let _ = writeln!(out, "{}", text!("advise-expected-note"));
    out
}

/// One line of advice after a throw, for `play --hints`.
pub(crate) fn advice_line(advice: &Advice) -> String {
    match advice.verdict {
        Verdict::Flood { lost } => text!("hint-advice-flood", points = lost),
        Verdict::Bust { lost } => text!("hint-advice-bust", points = lost),
        Verdict::Scores => {
            let Some(best) = advice.best() else {
                return String::new();
            };
            let mut line = text!(
                "hint-advice",
                dice = best.dice.to_string(),
                points = best.points,
                then = then(best),
                value = expected(best.value)
            );
            if let Some(most) = advice.most_points().filter(|m| m.dice != best.dice) {
                line.push_str(&text!(
                    "hint-advice-most-points",
                    dice = most.dice.to_string(),
                    points = most.points,
                    value = expected(most.value)
                ));
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
