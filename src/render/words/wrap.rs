//! Prose fitted to the terminal: the one place long lines are wrapped, at word
//! boundaries, to [`table_width`](crate::render::table_width) (`COLUMNS`, else the terminal,
//! else 80). A number (`11 200`, `61,2 %`), a list of faces (`1 1 5 5`) or a name is
//! never broken: words are only parted at a plain space, and a space between two
//! digits or dice, or before a per cent sign, is not a place to part them.

use textwrap::core::Word;
use textwrap::{Options, WordSeparator, WordSplitter, WrapAlgorithm};
use unicode_width::UnicodeWidthStr;

/// `text` with every line wider than [`table_width`](crate::render::table_width) wrapped at
/// word boundaries; lines that fit (tables among them) are left as they are.
pub(crate) fn wrap(text: &str) -> String {
    wrap_to(text, usize::from(crate::render::table_width()))
}

/// `text` with every line wider than `width` terminal columns wrapped at word
/// boundaries. A wrapped line keeps its indent, and a line laid out as a term and its
/// description (`  bump   Bump: …`) continues under the description. A word wider
/// than `width` stands whole on a line of its own rather than being cut.
pub(crate) fn wrap_to(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / width.max(1));
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if crate::render::display_width(line) <= width {
            out.push_str(line);
            continue;
        }
        let body = line.trim_start_matches(' ');
        let indent = &line[..line.len() - body.len()];
        let hang = " ".repeat(hanging_indent(line, width));
        let options = Options::new(width)
            .break_words(false)
            .word_separator(WordSeparator::Custom(words))
            // `Cut-Throat` is a name: a hyphen is no place to break either.
            .word_splitter(WordSplitter::NoHyphenation)
            // First fit never runs a line past the width to even out the others,
            // which optimal fit does when the next word is long (a path).
            .wrap_algorithm(WrapAlgorithm::FirstFit)
            .initial_indent(indent)
            .subsequent_indent(&hang);
        let wrapped = textwrap::wrap(body, &options);
        for (j, part) in wrapped.iter().enumerate() {
            if j > 0 {
                out.push('\n');
            }
            out.push_str(part.trim_end_matches(' '));
        }
    }
    out
}

/// As much of `text` as fits in `room` columns on one line, ending where a clause
/// ends (at a comma): the prompt's hint, which shares its line with the prompt and
/// must not run onto the next. A hint cut at any word could end "keep (most" or leave
/// a bare "6" of "6 faces thrown", which reads as an instruction of its own; a whole
/// clause still says one thing the prompt takes. Empty when not even the first clause
/// fits.
pub(crate) fn fitting_hint(text: &str, room: usize) -> String {
    if crate::render::display_width(text) <= room {
        return text.to_owned();
    }
    let mut fits = "";
    for (at, _) in text.match_indices(',') {
        let clause = &text[..at];
        if crate::render::display_width(clause) > room {
            break;
        }
        fits = clause;
    }
    fits.to_owned()
}

/// Where the continuation of `line` starts: under the description of a term and its
/// description (two or more spaces after the first word), when that leaves at least
/// half the width; else under the line's own indent.
fn hanging_indent(line: &str, width: usize) -> usize {
    let body = line.trim_start_matches(' ');
    let indent = line.len() - body.len();
    let Some(term_end) = body.find(' ') else {
        return indent;
    };
    let after = &body[term_end..];
    let description = after.trim_start_matches(' ');
    let gap = after.len() - description.len();
    if gap < 2 || description.is_empty() {
        return indent;
    }
    let column = indent + body[..term_end].width() + gap;
    if column * 2 <= width { column } else { indent }
}

/// The words of `line` for textwrap: parted at plain spaces, except the spaces that
/// hold a number, a list of faces or a percentage together, and those inside a path
/// quoted for the shell (`'friday night.yaml'`, `$'…'`), which is copied whole.
pub(super) fn words(line: &str) -> Box<dyn Iterator<Item = Word<'_>> + '_> {
    let mut start = 0;
    let mut spaces_from = None;
    let mut parts = Vec::new();
    let mut previous = None;
    let mut just_before = None;
    let mut quoted = false;
    for (at, c) in line.char_indices() {
        if c == ' ' {
            if spaces_from.is_none() {
                spaces_from = Some(at);
            }
        } else {
            if let Some(from) = spaces_from.take() {
                let single = at - from == 1;
                let holds = quoted || single && holds_together(previous, c);
                if !holds {
                    parts.push(Word::from(&line[start..at]));
                    start = at;
                }
            }
            if c == '\'' {
                // A quote opens where a word starts (an apostrophe inside one, as in
                // `Ann's`, does not) when another closes it on the line.
                quoted = if quoted {
                    false
                } else {
                    matches!(just_before, None | Some(' ' | '`' | '$' | '('))
                        && line[at + 1..].contains('\'')
                };
            }
            previous = Some(c);
        }
        just_before = Some(c);
    }
    if start < line.len() {
        parts.push(Word::from(&line[start..]));
    }
    Box::new(parts.into_iter())
}

/// Whether one space between `before` and `after` belongs inside a word: digits
/// grouped with spaces (`11 200`), faces (`1 1 5`, `⚀ ⚄`), a spaced per cent sign
/// (`61,2 %`) and a `±` before its number.
fn holds_together(before: Option<char>, after: char) -> bool {
    let die = |c: char| c.is_ascii_digit() || ('\u{2680}'..='\u{2685}').contains(&c);
    match before {
        Some(b) if die(b) && (die(after) || after == '%') => true,
        Some('±') => after.is_ascii_digit(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_that_fit_are_left_alone() {
        let text = "│ a ┆ b │\nshort line\n";
        assert_eq!(wrap_to(text, 20), text);
    }

    #[test]
    fn long_lines_part_at_words_and_keep_numbers_whole() {
        let text = "Bjørn vinner med 11 200 poeng, 61,2 % av gangene, med 1 1 1 5 5 5 (Cut-Throat)";
        let wrapped = wrap_to(text, 20);
        for line in wrapped.lines() {
            assert!(line.width() <= 20, "{line:?}");
        }
        for whole in ["11 200", "61,2 %", "1 1 1 5 5 5", "(Cut-Throat)"] {
            assert!(wrapped.lines().any(|l| l.contains(whole)), "{wrapped}");
        }
    }

    #[test]
    fn a_term_and_its_description_hang_under_the_description() {
        let text = "  bump   Bump: bank onto another player's total exactly";
        assert_eq!(
            wrap_to(text, 34),
            "  bump   Bump: bank onto another\n         player's total exactly"
        );
    }

    #[test]
    fn a_hint_that_does_not_fit_keeps_its_whole_first_clauses_or_nothing() {
        let keep_or_bank = "k FACES, keep (most points) or bank";
        assert_eq!(fitting_hint(keep_or_bank, 40), keep_or_bank);
        assert_eq!(fitting_hint(keep_or_bank, 20), "k FACES");
        assert_eq!(fitting_hint("6 faces, or steal (2 left)", 12), "6 faces");
        assert_eq!(fitting_hint("6 faces thrown", 6), "", "never a bare number");
        assert_eq!(fitting_hint("6 faces thrown", 14), "6 faces thrown");
        assert_eq!(fitting_hint("anything", 0), "");
    }

    #[test]
    fn a_long_word_goes_to_the_next_line_rather_than_past_the_edge() {
        let path = "/tmp/.tmph29o7T/games/2026-12-02T15-55-13-annabelle-bartholomew-3.yaml.";
        let wrapped = wrap_to(&format!("Lagret til {path}"), 80);
        assert_eq!(wrapped, format!("Lagret til\n{path}"));
    }

    #[test]
    fn a_path_quoted_for_the_shell_is_never_parted() {
        let said = "Saved. Continue with `marbles resume 'friday night.yaml'` later.";
        let wrapped = wrap_to(said, 36);
        assert!(wrapped.contains("'friday night.yaml'"), "{wrapped}");
        // An apostrophe is no quote, and a lone quote holds nothing together.
        assert_eq!(
            wrap_to("Ann's turn is over now", 12),
            "Ann's turn\nis over now"
        );
        assert_eq!(wrap_to("a 'lone quote here", 8), "a 'lone\nquote\nhere");
    }

    #[test]
    fn a_word_wider_than_the_line_stands_whole() {
        let path = "/a/very/long/path/that/does/not/fit.yaml";
        let wrapped = wrap_to(&format!("Saved to {path}."), 20);
        assert!(
            wrapped.lines().any(|l| l == format!("{path}.")),
            "{wrapped}"
        );
    }
}
