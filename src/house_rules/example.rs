use std::fmt;

use crate::dice::Faces;
use crate::rules::{Assessment, Points, Scorer};

/// What a script says a throw is worth: its best points, a bust or a Flood.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Expected {
    /// The best keep is worth this much.
    Points(Points),
    /// Nothing scores.
    Bust,
    /// The throw floods.
    Flood,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::Points(points) => write!(f, "{points}"),
            Expected::Bust => f.write_str("bust"),
            Expected::Flood => f.write_str("flood"),
        }
    }
}

/// An example a script declares about itself with `marbles.example`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Example {
    /// The throw the example is about.
    pub(crate) dice: Faces,
    /// What the script says it is worth.
    pub(crate) expected: Expected,
    /// `house_rules/NAME.lua:LINE`, where it was declared.
    pub(crate) place: String,
}

impl Example {
    /// What the rules in play make of the throw.
    pub(crate) fn actual(&self, scorer: &Scorer) -> Expected {
        match scorer.assess(&self.dice.counts()) {
            Assessment::Flood => Expected::Flood,
            Assessment::Bust => Expected::Bust,
            Assessment::Scores { best, .. } => Expected::Points(best.points()),
        }
    }

    /// Whether the rules agree with the script, a bust counting as 0 points.
    pub(crate) fn holds(&self, scorer: &Scorer) -> bool {
        let normal = |e: Expected| match e {
            Expected::Bust => Expected::Points(0),
            other => other,
        };
        normal(self.actual(scorer)) == normal(self.expected)
    }
}
