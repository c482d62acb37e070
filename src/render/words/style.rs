//! The few looks marbles uses (strong, good, bad, loud, dim), so colours mean one thing.

use anstyle::{AnsiColor, Effects};

/// The handful of looks marbles uses, so colours mean the same everywhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Style {
    /// Points gained, a good outcome.
    Good,
    /// A bust or a refusal.
    Bad,
    /// The Flood and the win: things the whole table must notice.
    Loud,
    /// Names and headings.
    Strong,
    /// Secondary detail.
    Dim,
}

impl Style {
    fn anstyle(self) -> anstyle::Style {
        match self {
            Style::Good => AnsiColor::Green.on_default(),
            Style::Bad => AnsiColor::Red.on_default(),
            Style::Loud => AnsiColor::Yellow.on_default().effects(Effects::BOLD),
            Style::Strong => anstyle::Style::new().effects(Effects::BOLD),
            Style::Dim => anstyle::Style::new().effects(Effects::DIMMED),
        }
    }
}

/// `text` wrapped in the style's escape codes (stripped later where colour is off).
pub(crate) fn paint(style: Style, text: impl std::fmt::Display) -> String {
    let style = style.anstyle();
    format!("{style}{text}{style:#}")
}
