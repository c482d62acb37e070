//! The scoring table and thresholds of the rules in play.

use comfy_table::{Cell, CellAlignment, Table, presets::UTF8_FULL_CONDENSED};

use crate::render::points;
use crate::rules::{ComboName, HandOff, Opening, Pattern, Scorer};
use crate::text;

/// A combination's name as people read it: the rule card's in the current language, a
/// house rule's as its author wrote it.
pub(crate) fn combo_name(name: &ComboName) -> String {
    match name {
        ComboName::Single(face) => text!("combo-single", face = face.to_string()),
        ComboName::OfAKind { n, face } => text!(
            "combo-of-a-kind",
            n = usize::from(*n),
            face = face.to_string()
        ),
        ComboName::Straight => text!("combo-straight"),
        ComboName::Scripted(name) => name.clone(),
    }
}

/// The scoring table and thresholds of the rules in play.
pub fn rules_table(scorer: &Scorer) -> String {
    let rules = scorer.rules();
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(vec![
        text!("rules-col-combination"),
        text!("rules-col-dice"),
        text!("rules-col-points"),
        text!("rules-col-nickname"),
    ]);
    let mut patterns = scorer.patterns().iter().peekable();
    while let Some(pattern) = patterns.next() {
        if let Some((n, face)) = of_a_kind(pattern).filter(|&(n, _)| n >= 4) {
            // Four, five and six of a kind pay the same for every face: one row each,
            // as on the rule card, naming the faces left out (the Flood's 2s).
            let Pattern::Fixed(first) = pattern else {
                continue;
            };
            let mut faces = vec![face];
            while let Some(next) = patterns.peek() {
                match (of_a_kind(next), next) {
                    (Some((m, f)), Pattern::Fixed(c))
                        if m == n && c.points == first.points && c.nickname == first.nickname =>
                    {
                        faces.push(f);
                        patterns.next();
                    }
                    _ => break,
                }
            }
            let missing: Vec<String> = (1..=6u8)
                .filter(|p| !faces.contains(p))
                .map(|p| p.to_string())
                .collect();
            let dice = match missing.len() {
                0 => vec!["x"; n].join(" "),
                _ => format!("{} (x ≠ {})", vec!["x"; n].join(" "), missing.join(", ")),
            };
            if faces.len() > 1 {
                table.add_row(vec![
                    Cell::new(text!("combo-any-of-a-kind", n = n)),
                    Cell::new(dice),
                    Cell::new(points(first.points)).set_alignment(CellAlignment::Right),
                    Cell::new(first.nickname.as_deref().unwrap_or("")),
                ]);
                continue;
            }
        }
        match pattern {
            Pattern::Fixed(combo) => table.add_row(vec![
                Cell::new(combo_name(&combo.name)),
                Cell::new(combo.dice.to_string()),
                Cell::new(points(combo.points)).set_alignment(CellAlignment::Right),
                Cell::new(combo.nickname.as_deref().unwrap_or("")),
            ]),
            Pattern::Custom(custom) => table.add_row(vec![
                Cell::new(custom.name()),
                Cell::new(text!("rules-scripted")),
                Cell::new(text!("rules-varies")).set_alignment(CellAlignment::Right),
                Cell::new(""),
            ]),
        };
    }
    if let Some(flood) = rules.flood {
        let dice = if flood.or_more {
            text!(
                "rules-flood-dice-or-more",
                count = flood.count,
                face = flood.face.to_string()
            )
        } else {
            text!(
                "rules-flood-dice",
                count = flood.count,
                face = flood.face.to_string()
            )
        };
        table.add_row(vec![
            Cell::new("Flood"),
            Cell::new(dice),
            Cell::new(text!("rules-flood-points")).set_alignment(CellAlignment::Right),
            Cell::new("A Flood"),
        ]);
    }
    // The pad's names are colour: on a narrow screen the scores matter more than a
    // row three lines tall.
    crate::render::fit_dropping(&mut table, &[3]);
    let mut out = table.to_string();
    out.push('\n');
    let mut facts = vec![
        text!("rules-open-at", points = rules.open_at),
        text!("rules-win-at", points = rules.win_at),
        text!(
            "rules-players",
            min = rules.min_players,
            max = rules.max_players
        ),
    ];
    if rules.min_bank > 0 {
        facts.insert(1, text!("rules-min-bank", points = rules.min_bank));
    }
    if rules.dice != crate::dice::DICE_IN_GAME {
        facts.push(text!("rules-dice-a-turn", n = rules.dice));
    }
    let flow = &rules.flow;
    if flow.final_round {
        facts.push(text!("rules-final-round"));
    }
    if flow.point_stacking {
        facts.push(text!("rules-point-stacking"));
    }
    match flow.hand_off {
        HandOff::None => {}
        HandOff::CutThroat => facts.push("Cut-Throat".into()),
        HandOff::PiggyBack => facts.push("Piggy-Back".into()),
    }
    if flow.opening == Opening::OnesAndFives {
        facts.push(text!("rules-ones-and-fives"));
    }
    if flow.one_throw_when_open {
        facts.push(text!("rules-one-throw"));
    }
    out.push_str(&facts.join(", "));
    out.push('\n');
    out
}

/// `(n, face)` when the pattern is n dice of one face.
fn of_a_kind(pattern: &Pattern) -> Option<(usize, u8)> {
    let Pattern::Fixed(combo) = pattern else {
        return None;
    };
    let counts = combo.dice.as_array();
    let mut faces = (1..=6u8).zip(counts).filter(|&(_, c)| c > 0);
    match (faces.next(), faces.next()) {
        (Some((face, n)), None) => Some((n as usize, face)),
        _ => None,
    }
}
