//! A throw for people: what it offers, its keeps and points, and number formatting.

use std::fmt::Write as _;

use serde::Serialize;

use crate::dice::{Counts, Faces};
use crate::render::{Style, paint};
use crate::rules::{Assessment, ComboName, Keep, Points, Scorer};
use crate::text;

/// Points with the current style's thousands separator: `11,000`, `11 000`.
pub(crate) fn points(points: Points) -> String {
    crate::render::numbers().points(points)
}

/// A throw as every screen shows it: its faces lowest first, whatever order they were
/// typed in, so the same throw always reads the same (`1 3 3 4 5 6`).
pub(crate) fn throw_text(throw: &Faces) -> String {
    throw.counts().faces().to_string()
}

/// Faces as a player types them, in their order and without spaces (`153346`): what
/// `amend` reads back, and what a narrow prompt shows where spaced faces would not fit.
pub(crate) fn typed_faces(faces: &Faces) -> String {
    faces.as_slice().iter().map(ToString::to_string).collect()
}

/// A throw judged by the rules, in the shape `marbles score --json` prints.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct ThrowReport {
    /// The faces as typed.
    pub(crate) dice: Vec<u8>,
    /// Whether the throw floods.
    pub(crate) flood: bool,
    /// Whether nothing scores.
    pub(crate) bust: bool,
    /// The keep with the most points (the best keep of rule 2.14), unless a bust or
    /// Flood. Not the best play: `advise` ranks keeps by what they are worth.
    pub(crate) most_points: Option<KeepReport>,
    /// Every combination present in the throw.
    pub(crate) options: Vec<ComboReport>,
}

/// A keep and its split.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct KeepReport {
    /// What the keep scores.
    pub(crate) points: Points,
    /// The kept faces, lowest first.
    pub(crate) keep: Vec<u8>,
    /// The combinations it splits into.
    pub(crate) combos: Vec<ComboReport>,
}

/// One combination on its dice.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct ComboReport {
    /// Which combination (its identifier, `three 1s`, in JSON).
    pub(crate) name: ComboName,
    /// The dice it takes.
    pub(crate) dice: Vec<u8>,
    /// What the combination scores on these dice.
    pub(crate) points: Points,
}

impl ThrowReport {
    /// Judges a throw.
    pub(crate) fn new(scorer: &Scorer, throw: &Faces) -> ThrowReport {
        let counts = throw.counts();
        let assessment = scorer.assess(&counts);
        let (flood, bust, most_points, options) = match &assessment {
            Assessment::Flood => (true, false, None, Vec::new()),
            Assessment::Bust => (false, true, None, Vec::new()),
            Assessment::Scores { options, best } => (
                false,
                false,
                Some(KeepReport::new(scorer, best)),
                options
                    .iter()
                    .map(|part| combo(scorer, part.combo, &part.dice, part.points))
                    .collect(),
            ),
        };
        ThrowReport {
            dice: throw.pips(),
            flood,
            bust,
            most_points,
            options,
        }
    }

    /// The report for people: options, best keep, or the bust or Flood, at a glance.
    pub(crate) fn to_text(&self, scorer: &Scorer) -> String {
        let mut out = String::new();
        if self.flood {
            let flood = scorer.rules().flood.unwrap_or_default();
            let _ = writeln!(
                out,
                "{}  {}",
                paint(Style::Loud, text!("throw-flood-mark")),
                text!(
                    "throw-flood",
                    count = flood.count,
                    face = flood.face.to_string()
                )
            );
            return out;
        }
        if self.bust {
            let _ = writeln!(
                out,
                "{}  {}",
                paint(Style::Bad, text!("throw-bust-mark")),
                text!("throw-bust")
            );
            return out;
        }
        let names: Vec<String> = self
            .options
            .iter()
            .map(|o| crate::render::combo_name(&o.name))
            .collect();
        let width = crate::render::column_width(names.iter().map(String::as_str));
        for (option, name) in self.options.iter().zip(&names) {
            let _ = writeln!(
                out,
                "  {}  {:<11}  {:>6}",
                crate::render::column(name, width),
                faces_text(&option.dice),
                points(option.points),
            );
        }
        if let Some(best) = &self.most_points {
            let parts: Vec<String> = best
                .combos
                .iter()
                .map(|c| {
                    format!(
                        "{} {}",
                        crate::render::combo_name(&c.name),
                        points(c.points)
                    )
                })
                .collect();
            let _ = writeln!(
                out,
                "{}{}",
                text!(
                    "throw-best-keep",
                    keep = paint(Style::Strong, faces_text(&best.keep)),
                    points = paint(Style::Good, points(best.points))
                ),
                if parts.len() > 1 {
                    format!("  ({})", parts.join(" + "))
                } else {
                    String::new()
                },
            );
        }
        out
    }
}

impl KeepReport {
    /// Describes a keep.
    pub(crate) fn new(scorer: &Scorer, keep: &Keep) -> KeepReport {
        KeepReport {
            points: keep.points(),
            keep: keep.dice.faces().pips(),
            combos: keep
                .split
                .parts()
                .map(|part| combo(scorer, part.combo, &part.dice, part.points))
                .collect(),
        }
    }
}

fn combo(scorer: &Scorer, id: u16, dice: &Counts, points: Points) -> ComboReport {
    ComboReport {
        name: scorer.combo_name(id),
        dice: dice.faces().pips(),
        points,
    }
}

fn faces_text(pips: &[u8]) -> String {
    pips.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// A throw of `dice` dice to show how one is typed, digits together: `153346`, or
/// `15334` where a turn has five dice.
pub(crate) fn example_throw(dice: usize) -> String {
    EXAMPLE_FACES.iter().cycle().take(dice.max(1)).collect()
}

/// The faces of the example throw (no combination but a 1 and a 5 among six dice).
const EXAMPLE_FACES: [char; 6] = ['1', '5', '3', '3', '4', '6'];
