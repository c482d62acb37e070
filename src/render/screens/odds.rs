//! Odds for people: expected values, situations and outlooks in words.

use std::fmt::Write as _;

use comfy_table::{Cell, CellAlignment, Table, presets::UTF8_FULL_CONDENSED};

use crate::odds::{Chance, Choice, Outlook, Situation};
use crate::render::{Style, column, column_width, count, paint, points};
use crate::rules::Points;
use crate::text;

/// `+468.4`: an expected change to the total, signed, one decimal.
pub(crate) fn expected(value: f64) -> String {
    crate::render::numbers().expected(value)
}

/// `6 dice, 300 in the turn, open, total 4,000`.
pub(crate) fn situation_text(situation: &Situation) -> String {
    let dice = count(situation.dice, "count-dice").to_string();
    if situation.open {
        text!(
            "odds-situation-open",
            dice = dice,
            turn = situation.turn,
            total = situation.total
        )
    } else {
        text!("odds-situation-closed", dice = dice, turn = situation.turn)
    }
}

/// `5/324`, grouped like every other count: `1/46,656`.
fn fraction(chance: &Chance) -> String {
    let (numerator, denominator) = chance.reduced();
    if numerator == 0 {
        // "0/1" reads like a typo at the table.
        return "0".to_owned();
    }
    format!(
        "{}/{}",
        points(numerator as Points),
        points(denominator as Points)
    )
}

/// `2.31%` (`2,31 %`): a chance as a percentage, two decimals.
fn percent(chance: &Chance) -> String {
    crate::render::numbers().percent(chance.probability(), 2)
}

/// The decision before a throw, for the table: the situation, the chance to bust and
/// to Flood, throwing on against banking, and the best play. Short enough to stay on
/// a 24-row screen; [`outlook_text`] adds the details.
pub(crate) fn outlook_short(outlook: &Outlook) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        paint(Style::Strong, situation_text(&outlook.situation))
    );
    let throw = &outlook.throw;
    let mut rows = vec![(text!("odds-bust"), &throw.bust, String::new())];
    // No row for a Flood these dice cannot throw (too few dice, or rules without one).
    if throw.flood.count > 0 {
        rows.push((
            text!("odds-flood"),
            &throw.flood,
            if outlook.situation.total > 0 {
                format!(
                    "  {}",
                    text!("odds-flood-washes", total = outlook.situation.total)
                )
            } else {
                String::new()
            },
        ));
    }
    rows.push((text!("odds-scores"), &throw.scores, String::new()));
    let label = column_width(rows.iter().map(|row| row.0.as_str()));
    let shares: Vec<String> = rows.iter().map(|row| fraction(row.1)).collect();
    let share = shares.iter().map(String::len).max().unwrap_or(0);
    for ((name, chance, note), shown) in rows.iter().zip(&shares) {
        let _ = writeln!(
            out,
            "  {}  {:>share$}  {:>8}{note}",
            column(name, label),
            shown,
            percent(chance),
        );
    }
    let bank = match outlook.bank_value {
        Some(bank) => expected(bank as f64),
        None if outlook.situation.turn == 0 => text!("odds-bank-nothing"),
        // Open and still refused: the rules' minimum bank (min_bank).
        None if outlook.situation.open => text!("odds-bank-below-minimum"),
        None => text!("odds-bank-not-open"),
    };
    let _ = writeln!(
        out,
        "{}",
        text!(
            "odds-throw-or-bank",
            throw = expected(outlook.throw_value),
            bank = bank
        )
    );
    let best = match outlook.best {
        Choice::Throw => text!(
            "odds-play-throw",
            // A number, not `count-dice`: Bokmål puts the noun in the definite form.
            n = outlook.situation.dice
        ),
        Choice::Bank => text!("odds-play-bank", points = outlook.situation.turn),
    };
    let _ = writeln!(
        out,
        "{}",
        text!("odds-best-play", play = paint(Style::Good, best))
    );
    out
}

/// The odds of a situation for people: [`outlook_short`], then how often each number
/// of points is the most a throw offers.
pub(crate) fn outlook_text(outlook: &Outlook) -> String {
    let mut out = outlook_short(outlook);
    let throw = &outlook.throw;
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(vec![
        text!("odds-most-points"),
        text!("odds-throws"),
        text!("odds-chance"),
        "%".to_owned(),
    ]);
    for entry in &throw.best_points {
        table.add_row(vec![
            Cell::new(points(entry.points)).set_alignment(CellAlignment::Right),
            Cell::new(points(entry.chance.count as Points)).set_alignment(CellAlignment::Right),
            Cell::new(fraction(&entry.chance)).set_alignment(CellAlignment::Right),
            Cell::new(crate::render::numbers().decimal(entry.chance.percent(), 2))
                .set_alignment(CellAlignment::Right),
        ]);
    }
    let _ = writeln!(
        out,
        "{}",
        text!(
            "odds-most-points-heading",
            outcomes = throw.bust.outcomes as Points
        )
    );
    crate::render::fit(&mut table);
    let _ = writeln!(out, "{table}");
    out
}

/// A note when the rules switch on a turn flow the policy does not model.
pub(crate) fn hook_note(events: &[&str]) -> Option<String> {
    if events.is_empty() {
        return None;
    }
    let named: Vec<String> = events.iter().map(|e| format!("`{e}`")).collect();
    Some(
        text!(
            "odds-hook-note",
            events = crate::render::List::and(&named).to_string()
        ) + "\n",
    )
}

/// The last line of the short `odds` before a throw: where the details are.
pub(crate) fn odds_all_hint() -> String {
    paint(Style::Dim, text!("odds-all-hint")) + "\n"
}

/// The last line of the short `odds` after a throw, when it leaves keeps out.
pub(crate) fn odds_keeps_all_hint(keeps: usize) -> String {
    paint(Style::Dim, text!("odds-keeps-all-hint", keeps = keeps)) + "\n"
}

/// A note when the rules' turn flow is one the expected values do not model.
pub(crate) fn flow_note(policy: &crate::odds::Policy) -> Option<String> {
    policy
        .unmodelled_flow()
        .map(|switch| text!("odds-flow-note", switch = switch) + "\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Lang;
    use crate::odds::Policy;
    use crate::render::Locale;
    use crate::rules::Scorer;

    /// The short `odds` of a situation in a language, without colour.
    fn short(lang: Lang, situation: Situation) -> String {
        let policy = Policy::for_scorer(&Scorer::standard());
        let outlook = Outlook::new(&policy, situation).expect("odds");
        let text = Locale::of(lang).scope(|| outlook_short(&outlook) + &odds_all_hint());
        anstream::adapter::strip_str(&text).to_string()
    }

    /// Open with 3,000 banked and 300 set aside, five dice in hand: the Flood matters.
    const OPEN: Situation = Situation {
        dice: 5,
        turn: 300,
        open: true,
        total: 3_000,
    };

    /// Not open, 100 set aside: banking is not allowed yet.
    const CLOSED: Situation = Situation {
        dice: 5,
        turn: 100,
        open: false,
        total: 0,
    };

    #[test]
    fn the_short_odds_lead_with_the_decision_in_english() {
        let open = short(Lang::En, OPEN);
        assert!(open.lines().count() <= 12, "{open}");
        insta::assert_snapshot!("odds_short_open_en", open);
        insta::assert_snapshot!("odds_short_closed_en", short(Lang::En, CLOSED));
    }

    #[test]
    fn the_short_odds_lead_with_the_decision_in_bokmal() {
        let open = short(Lang::Nb, OPEN);
        assert!(open.lines().count() <= 12, "{open}");
        insta::assert_snapshot!("odds_short_open_nb", open);
        insta::assert_snapshot!("odds_short_closed_nb", short(Lang::Nb, CLOSED));
    }
}
