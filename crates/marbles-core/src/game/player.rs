//! A player's standing: name, total, open or not, and their counters.

use serde::Serialize;

use unicode_normalization::UnicodeNormalization;

use crate::rules::Points;

/// What makes two names one player (RULES.md 1.2: `Ann` and `ann` are the same name):
/// trimmed, composed (an `é` typed as `e` and an accent is the `é` typed as one) and
/// lower-cased in every script (`Åse` is `åse`).
pub(crate) fn name_key(name: &str) -> String {
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
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{2800}'
            | '\u{E0000}'..='\u{E007F}'
    )
}

/// The byte offsets of the invisible characters in `text` that are part of an emoji:
/// the zero-width joiners of a sequence (👨‍👩‍👧 is three people and two joiners; 🏳️‍🌈 a
/// flag, a joiner and a rainbow) and the tags of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿 is a black
/// flag, five tag letters and a cancel tag). They are drawn as part of the picture, not
/// hidden. Unicode keeps a joiner inside one grapheme only when a pictograph follows it
/// (rule GB11), so a joiner that is not the last character of its grapheme is one of
/// these, and any other joiner (between letters, at the end) is not; tags count only
/// after the black flag that begins their grapheme.
pub fn emoji_parts(text: &str) -> Vec<usize> {
    use unicode_segmentation::UnicodeSegmentation;
    let mut parts = Vec::new();
    for (start, grapheme) in text.grapheme_indices(true) {
        let last = grapheme.char_indices().last().map_or(0, |(i, _)| i);
        let flag = grapheme.starts_with('\u{1F3F4}');
        parts.extend(
            grapheme
                .char_indices()
                .filter(|&(i, c)| {
                    (c == '\u{200D}' && i != last)
                        || (flag && i > 0 && ('\u{E0020}'..='\u{E007F}').contains(&c))
                })
                .map(|(i, _)| start + i),
        );
    }
    parts
}

/// The invisible format characters of `text` ([`is_invisible_format`]) that hide
/// something, with their byte offsets: every one but those of an emoji
/// ([`emoji_parts`]). A name holding one is refused; bidi overrides and a bare
/// zero-width joiner or space always are.
pub fn hidden_characters(text: &str) -> Vec<(usize, char)> {
    let parts = emoji_parts(text);
    text.char_indices()
        .filter(|&(i, c)| is_invisible_format(c) && !parts.contains(&i))
        .collect()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_joiner_inside_an_emoji_is_part_of_it_and_any_other_hides() {
        let family = "👨\u{200D}👩\u{200D}👧";
        assert_eq!(emoji_parts(family).len(), 2);
        assert!(hidden_characters(family).is_empty());
        assert!(hidden_characters("Ann 🏳\u{FE0F}\u{200D}🌈").is_empty());
        assert!(hidden_characters("👍🏽 🇳🇴").is_empty());
        // Between letters, at the end, or after an emoji with nothing joined: hidden.
        assert_eq!(hidden_characters("A\u{200D}nn"), [(1, '\u{200D}')]);
        assert_eq!(hidden_characters("Ann\u{200D}").len(), 1);
        assert_eq!(hidden_characters("👨\u{200D}").len(), 1);
        assert_eq!(hidden_characters("👨\u{200D}x").len(), 1);
        // Other invisible characters stay refused, inside an emoji or not.
        assert_eq!(hidden_characters("👨\u{200B}👩").len(), 1);
        assert_eq!(hidden_characters("\u{202E}nnA").len(), 1);
        assert_eq!(hidden_characters("A\u{200C}nn").len(), 1);
    }

    #[test]
    fn the_tags_of_a_subdivision_flag_are_part_of_it_and_tags_anywhere_else_hide() {
        // Scotland: a black flag, the tags g b s c t, a cancel tag.
        let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}";
        assert_eq!(emoji_parts(scotland).len(), 6);
        assert!(hidden_characters(&format!("Ann {scotland}")).is_empty());
        // A tag after a letter makes "Ann" look like "Ann": two players alike.
        assert_eq!(hidden_characters("Ann\u{E0041}"), [(3, '\u{E0041}')]);
        assert_eq!(hidden_characters("🏳\u{E0041}").len(), 1, "not a black flag");
        // Blanks that draw nothing: the Braille blank and Khmer's inherent vowels.
        for blank in ['\u{2800}', '\u{17B4}', '\u{17B5}'] {
            assert_eq!(
                hidden_characters(&format!("Ann{blank}")).len(),
                1,
                "{blank:?}"
            );
        }
    }
}
