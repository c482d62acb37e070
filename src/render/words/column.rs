//! Columns of text that comes from data (combination names, script names): measured
//! and cut by display width, never passed to `{:<width$}`, which pads by characters
//! and panics past a width of 65,535.

use unicode_segmentation::UnicodeSegmentation;
use unicode_width::UnicodeWidthStr;

/// The widest a column of names grows, in terminal columns: longer names are cut
/// with `…`, so one long name cannot push every row off the screen.
pub(crate) const NAME_COLUMN_MAX: usize = 40;

/// The columns `text` takes on a terminal, as the tables measure it: by grapheme, so
/// a family emoji (👨‍👩‍👧) is two columns rather than its three faces' six, and colour
/// codes take none. Every check of a line against the screen's width uses this one
/// measure, so a table drawn by comfy-table is never judged too wide (or narrow enough)
/// by a different count.
pub(crate) fn display_width(text: &str) -> usize {
    if !text.contains('\x1b') {
        return text.width();
    }
    let mut plain = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\x1b' {
            plain.push(c);
            continue;
        }
        // A control sequence (`ESC [ … m`) runs to its final byte.
        if chars.clone().next() == Some('[') {
            chars.next();
            for c in chars.by_ref() {
                if ('\x40'..='\x7e').contains(&c) {
                    break;
                }
            }
        }
    }
    plain.width()
}

/// The width of a column holding `texts`: the widest of them, at most
/// [`NAME_COLUMN_MAX`].
pub(crate) fn column_width<'a>(texts: impl IntoIterator<Item = &'a str>) -> usize {
    texts
        .into_iter()
        .map(UnicodeWidthStr::width)
        .max()
        .unwrap_or(0)
        .min(NAME_COLUMN_MAX)
}

/// `text` in a column `width` terminal columns wide: cut with `…` when wider, padded
/// with spaces when narrower.
pub(crate) fn column(text: &str, width: usize) -> String {
    let mut shown = String::new();
    let mut used = 0;
    if text.width() <= width {
        shown.push_str(text);
        used = text.width();
    } else {
        let room = width.saturating_sub(1);
        // By grapheme: a flag (🇳🇴), a skin tone (👍🏽) or an accent is kept whole or
        // left out whole, never cut in two.
        for grapheme in text.graphemes(true) {
            let w = grapheme.width();
            if used + w > room {
                break;
            }
            shown.push_str(grapheme);
            used += w;
        }
        if width > 0 {
            shown.push('…');
            used += 1;
        }
    }
    shown.extend(std::iter::repeat_n(' ', width.saturating_sub(used)));
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_joined_emoji_is_two_columns_and_colour_is_none() {
        assert_eq!(display_width("👨\u{200d}👩\u{200d}👧 Bjørn"), 8);
        assert_eq!(display_width("\x1b[1;32mÅse\x1b[0m"), 3);
        assert_eq!(display_width("漢字"), 4);
    }

    #[test]
    fn a_column_pads_and_cuts_by_display_width() {
        assert_eq!(column("ab", 4), "ab  ");
        assert_eq!(column("漢字", 5), "漢字 ");
        assert_eq!(column("abcdef", 4), "abc…");
        assert_eq!(column("漢字漢字", 4), "漢… ");
        assert_eq!(column("ab🇳🇴🇳🇴", 5), "ab🇳🇴…");
        assert_eq!(column("ab🇳🇴🇳🇴", 4), "ab… ");
        assert_eq!(column("a👍🏽👍🏽", 4), "a👍🏽…");
        assert_eq!(column("e\u{301}e\u{301}e\u{301}", 2), "e\u{301}…");
        assert_eq!(column("", 0), "");
    }

    #[test]
    fn a_huge_name_makes_a_bounded_column() {
        let huge = "N".repeat(70_000);
        let width = column_width([huge.as_str(), "x"]);
        assert_eq!(width, NAME_COLUMN_MAX);
        assert_eq!(column(&huge, width).chars().count(), NAME_COLUMN_MAX);
    }
}
