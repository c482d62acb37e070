//! A player's standing: name, total, open or not, and their counters.

use serde::Serialize;

use unicode_normalization::UnicodeNormalization;

use crate::rules::Points;

/// What makes two names one player (RULES.md 1.2: `Ann` and `ann` are the same name):
/// trimmed, composed (an `é` typed as `e` and an accent is the `é` typed as one) and
/// lower-cased in every script (`Åse` is `åse`).
pub fn name_key(name: &str) -> String {
    name.trim()
        .nfc()
        .collect::<String>()
        .to_lowercase()
        .nfc()
        .collect()
}

/// Whether `c` is an invisible format character (Unicode's Cf that text shows: bidi
/// embeddings, overrides and isolates, zero-width spaces and joiners, the soft hyphen,
/// the byte-order mark), a line or paragraph separator, or a character drawn as
/// nothing (the combining grapheme joiner, the Hangul fillers): it changes how the
/// text around it is drawn, or breaks its line, without being seen, which is why a
/// player's name may not hold one (`play` refuses it, a save is refused).
pub fn is_invisible_format(c: char) -> bool {
    matches!(
        c,
        '\u{AD}'
            | '\u{34F}'
            | '\u{61C}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{2028}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF9}'..='\u{FFFB}'
    )
}

/// A player's line on the pad.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Player {
    /// Name as entered.
    pub name: String,
    /// Game total.
    pub total: Points,
    /// Whether they have opened (and not been flooded since).
    pub open: bool,
    /// The round they first opened in.
    pub opened_in_round: Option<u32>,
    /// Turns played.
    pub turns: u32,
    /// Turns lost to a bust.
    pub busts: u32,
    /// Floods suffered.
    pub floods: u32,
    /// The most points banked in one turn.
    pub best_turn: Points,
}

impl Player {
    pub(crate) fn new(name: &str) -> Player {
        Player {
            name: name.to_owned(),
            total: 0,
            open: false,
            opened_in_round: None,
            turns: 0,
            busts: 0,
            floods: 0,
            best_turn: 0,
        }
    }
}
