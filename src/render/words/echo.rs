//! Typed text shown back in messages, cut to a length a person can read: a pasted
//! 10 MB line is refused with a glance at it, not with all of it again.

use std::borrow::Cow;
use std::path::Path;

use unicode_segmentation::UnicodeSegmentation;
use unicode_width::UnicodeWidthChar;

use crate::game::{emoji_parts, is_invisible_format};

/// The most characters of typed text shown back in a message.
pub(crate) const ECHO_CHARS: usize = 40;

/// Lines of a message longer than this many characters are cut in the middle.
pub(crate) const MESSAGE_LINE_CHARS: usize = 300;

/// `text` as shown back in a message: whole when short, else its first
/// [`ECHO_CHARS`] characters and `…`.
pub(crate) fn echo(text: &str) -> String {
    echo_at(text, 0).0
}

/// `text` cut to [`ECHO_CHARS`] characters around the character at `column` (counted
/// in characters from 0), with `…` where it was cut, and how many terminal columns
/// precede that character in the cut text, so a caret can be put under it.
///
/// Control characters are shown escaped (`\e`, `\u{7}`; a tab as a space), so echoed
/// text cannot move the cursor or colour the terminal; the caret counts wide and
/// zero-width characters (CJK, combining marks) as the terminal draws them.
pub(crate) fn echo_at(text: &str, column: usize) -> (String, usize) {
    let length = text.chars().count();
    let (start, end) = if length <= ECHO_CHARS {
        (0, length)
    } else {
        let start = column
            .saturating_sub(ECHO_CHARS / 2)
            .min(length - ECHO_CHARS);
        let cut = Cuts::of(text);
        (cut.before(start), cut.after(start + ECHO_CHARS))
    };
    let joiners = emoji_parts(text);
    let mut shown = String::new();
    let mut caret = 0;
    if start > 0 {
        shown.push('…');
        caret += 1;
    }
    for (i, (at, c)) in text
        .char_indices()
        .enumerate()
        .skip(start)
        .take(end - start)
    {
        if is_invisible_format(c) && !joiners.contains(&at) {
            // Bidi overrides and zero-width characters would reorder or hide what is
            // shown: name them instead.
            let escape = format!("<U+{:04X}>", u32::from(c));
            if i < column {
                caret += escape.len();
            }
            shown.push_str(&escape);
            continue;
        }
        if c.is_control() && c != '\t' {
            let escape = escaped(c);
            if i < column {
                caret += escape.len();
            }
            shown.push_str(&escape);
            continue;
        }
        let c = if c == '\t' { ' ' } else { c };
        if i < column {
            caret += c.width().unwrap_or(0);
        }
        shown.push(c);
    }
    if end < length {
        shown.push('…');
    }
    (shown, caret)
}

/// Where text may be cut: the starts of its graphemes (in characters), so that a cut
/// never splits 🇳🇴 into two letters, 👍🏽 from its skin tone, or an `e` from its accent.
struct Cuts {
    starts: Vec<usize>,
}

/// The most characters a cut moves to reach a grapheme's edge: one "grapheme" of a
/// letter and ten thousand accents is cut inside rather than shown whole.
const GRAPHEME_SLACK: usize = 16;

impl Cuts {
    fn of(text: &str) -> Cuts {
        let mut starts = Vec::new();
        let mut chars = 0;
        for grapheme in text.graphemes(true) {
            starts.push(chars);
            chars += grapheme.chars().count();
        }
        starts.push(chars);
        Cuts { starts }
    }

    /// The grapheme edge at or before `at` (in characters), if near enough.
    fn before(&self, at: usize) -> usize {
        let edge = match self.starts.binary_search(&at) {
            Ok(i) => self.starts[i],
            Err(i) => self.starts[i.saturating_sub(1)],
        };
        if at - edge <= GRAPHEME_SLACK {
            edge
        } else {
            at
        }
    }

    /// The grapheme edge at or after `at` (in characters), if near enough.
    fn after(&self, at: usize) -> usize {
        let edge = match self.starts.binary_search(&at) {
            Ok(i) => self.starts[i],
            Err(i) => self.starts.get(i).copied().unwrap_or(at),
        };
        if edge - at <= GRAPHEME_SLACK {
            edge
        } else {
            at
        }
    }
}

/// `message` with every line longer than [`MESSAGE_LINE_CHARS`] cut in the middle,
/// keeping its start (what was wrong) and its end (what to do instead), and its control
/// and invisible format characters shown as [`echo`] shows them: a refusal may quote
/// what was typed (a player name, a path) without going through `echo`.
pub(crate) fn fit_message(message: &str) -> String {
    let message = &shown_whole(message);
    // Characters, not bytes: a line of Bokmål or emoji is longer in bytes than it reads.
    if message.chars().count() <= MESSAGE_LINE_CHARS {
        return message.to_owned();
    }
    let keep = MESSAGE_LINE_CHARS / 2;
    let lines: Vec<String> = message
        .split('\n')
        .map(|line| {
            let length = line.chars().count();
            if length <= MESSAGE_LINE_CHARS {
                return line.to_owned();
            }
            let cut = Cuts::of(line);
            let head: String = line.chars().take(cut.before(keep)).collect();
            let tail: String = line.chars().skip(cut.after(length - keep)).collect();
            format!("{head} … {tail}")
        })
        .collect();
    lines.join("\n")
}

/// `text` with its line breaks kept and every other control character, and every
/// invisible format character, made visible as in [`echo_at`]: for a message that may
/// quote a path or a name as it was given, whole.
pub(crate) fn shown_whole(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    let joiners = emoji_parts(text);
    for (at, c) in text.char_indices() {
        match c {
            '\n' => shown.push(c),
            '\t' => shown.push(' '),
            '\u{200D}' if joiners.contains(&at) => shown.push(c),
            c => push_visible(&mut shown, c),
        }
    }
    shown
}

/// Text that did not come from marbles (a house rule's name or description, a name in
/// a hand-edited save, a script's refusal) as one line a terminal shows as it is:
/// every control character escaped (`\e`, `\n`, `\u{7}`) and every invisible format
/// character named (`<U+202E>`). On a terminal and in a pipe alike, so what is read is
/// what the file holds, and an escape sequence can neither retitle the window nor
/// vanish silently. Borrowed when there is nothing to show differently.
pub(crate) fn shown_line(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_showing) {
        return Cow::Borrowed(text);
    }
    // The joiners of an emoji sequence (👨‍👩‍👧) are part of the picture, not hidden.
    let joiners = emoji_parts(text);
    if text
        .char_indices()
        .all(|(at, c)| !needs_showing(c) || joiners.contains(&at))
    {
        return Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for (at, c) in text.char_indices() {
        if joiners.contains(&at) {
            shown.push(c);
        } else {
            push_visible(&mut shown, c);
        }
    }
    Cow::Owned(shown)
}

/// Names from outside marbles (house rules) as one comma-separated line, each shown as
/// [`shown_line`] shows it.
pub(crate) fn shown_names(names: &[String]) -> String {
    let shown: Vec<Cow<'_, str>> = names.iter().map(|name| shown_line(name)).collect();
    shown.join(", ")
}

fn needs_showing(c: char) -> bool {
    c.is_control() || is_invisible_format(c)
}

fn push_visible(shown: &mut String, c: char) {
    if is_invisible_format(c) {
        shown.push_str(&format!("<U+{:04X}>", u32::from(c)));
    } else if c.is_control() {
        shown.push_str(&escaped(c));
    } else {
        shown.push(c);
    }
}

/// A control character as Rust and most shells write it in a string: `\e` for the
/// escape that starts every terminal sequence, `\n`, `\r`, `\t`, else `\u{7}`.
fn escaped(c: char) -> String {
    match c {
        '\u{1b}' => "\\e".to_owned(),
        '\n' => "\\n".to_owned(),
        '\r' => "\\r".to_owned(),
        '\t' => "\\t".to_owned(),
        c => format!("\\u{{{:x}}}", u32::from(c)),
    }
}

/// A path as a message shows it: as a shell would need it typed, so that `marbles
/// resume PATH` can be copied from the message. Plain paths are shown as they are,
/// a path with a space or a shell character in single quotes (`'friday night.yaml'`),
/// and a path with a control or invisible character, or bytes that are not UTF-8, in
/// Bash's `$'…'` with them escaped (`$'\e[31m.yaml'`, `$'raw\x9b.yaml'`), never raw
/// and never replaced. A relative path that starts with `-` is shown as `./-…`, or
/// the command would read it as an option.
///
/// Hand-written rather than `shlex::try_quote`: that quotes every non-ASCII name
/// (`'Åse.yaml'`) and passes control characters through raw.
pub(crate) fn shown_path(path: &Path) -> String {
    let bytes = path.as_os_str().as_encoded_bytes();
    let dash = if bytes.first() == Some(&b'-') {
        "./"
    } else {
        ""
    };
    let plain_utf8 = std::str::from_utf8(bytes).ok();
    match plain_utf8 {
        Some(text) if !text.chars().any(needs_showing) => {
            let plain = |c: char| !c.is_whitespace() && !SHELL_SPECIAL.contains(c);
            if !text.is_empty() && text.chars().all(plain) && !text.starts_with('~') {
                format!("{dash}{text}")
            } else {
                format!("'{dash}{}'", text.replace('\'', "'\\''"))
            }
        }
        _ => {
            let mut quoted = format!("$'{dash}");
            for chunk in bytes.utf8_chunks() {
                for c in chunk.valid().chars() {
                    match c {
                        '\\' => quoted.push_str("\\\\"),
                        '\'' => quoted.push_str("\\'"),
                        '\u{1b}' | '\n' | '\r' | '\t' => quoted.push_str(&escaped(c)),
                        // Bytes, not `\u`: Bash reads `\u` only in a UTF-8 locale.
                        c if needs_showing(c) => {
                            let mut utf8 = [0; 4];
                            for byte in c.encode_utf8(&mut utf8).bytes() {
                                quoted.push_str(&format!("\\x{byte:02x}"));
                            }
                        }
                        c => quoted.push(c),
                    }
                }
                for byte in chunk.invalid() {
                    quoted.push_str(&format!("\\x{byte:02x}"));
                }
            }
            quoted.push('\'');
            quoted
        }
    }
}

/// Characters a POSIX shell treats specially anywhere in a word.
const SHELL_SPECIAL: &str = "'\"\\$`;&|<>()*?[]{}#!";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_never_splits_a_flag_a_skin_tone_or_a_family() {
        for emoji in ["🇳🇴", "👍🏽", "👨\u{200D}👩\u{200D}👧", "e\u{301}"] {
            for pad in 0..6 {
                let text = format!("{}{}", "x".repeat(ECHO_CHARS - pad), emoji.repeat(8));
                let (shown, _) = echo_at(&text, 0);
                let kept = shown.trim_end_matches('…').trim_start_matches('x');
                assert!(
                    kept.is_empty() || kept.split(emoji).all(str::is_empty),
                    "{emoji} cut: {shown}"
                );
                assert!(!shown.contains("<U+"), "{shown}");
            }
        }
        // A joiner outside an emoji is still named.
        assert_eq!(echo("A\u{200D}nn"), "A<U+200D>nn");
        assert_eq!(shown_line("👨\u{200D}👩 \u{200D}"), "👨\u{200D}👩 <U+200D>");
        assert_eq!(shown_whole("👨\u{200D}👩"), "👨\u{200D}👩");
    }

    #[test]
    fn a_message_is_measured_in_characters_and_cut_between_graphemes() {
        // 200 characters, 400 bytes: short enough to show whole.
        let norsk = "ø".repeat(200);
        assert_eq!(fit_message(&norsk), norsk);
        let flags = "🇳🇴".repeat(MESSAGE_LINE_CHARS);
        let fitted = fit_message(&flags);
        let (head, tail) = fitted.split_once(" … ").expect("cut in the middle");
        assert!(head.split("🇳🇴").all(str::is_empty), "{head}");
        assert!(tail.split("🇳🇴").all(str::is_empty), "{tail}");
    }

    #[test]
    fn short_text_is_shown_whole() {
        assert_eq!(echo_at("1 2 7", 4), ("1 2 7".to_owned(), 4));
        assert_eq!(echo("bnak"), "bnak");
    }

    #[test]
    fn long_text_is_cut_around_the_fault() {
        let text = format!("{}7{}", "1".repeat(1000), "2".repeat(1000));
        let (shown, caret) = echo_at(&text, 1000);
        assert_eq!(shown.chars().count(), ECHO_CHARS + 2);
        assert!(shown.starts_with('…') && shown.ends_with('…'), "{shown}");
        assert_eq!(shown.chars().nth(caret), Some('7'));
    }

    #[test]
    fn a_fault_near_either_end_keeps_that_end() {
        let text = format!("7{}", "1".repeat(1000));
        let (shown, caret) = echo_at(&text, 0);
        assert_eq!((shown.chars().next(), caret), (Some('7'), 0));
        assert!(shown.ends_with('…'));
        let text = format!("{}7", "1".repeat(1000));
        let (shown, caret) = echo_at(&text, 1000);
        assert!(shown.starts_with('…') && shown.ends_with('7'), "{shown}");
        assert_eq!(caret, ECHO_CHARS);
    }

    #[test]
    fn the_caret_counts_columns_as_the_terminal_draws_them() {
        // `好` takes two columns, the combining acute none.
        assert_eq!(echo_at("好e\u{301}7", 3).1, 3);
    }

    #[test]
    fn control_characters_are_not_echoed() {
        assert_eq!(echo("a\u{1b}[2Jb\tc\u{7}"), "a\\e[2Jb c\\u{7}");
    }

    #[test]
    fn invisible_format_characters_are_named() {
        assert_eq!(echo("ab\u{202E}cd"), "ab<U+202E>cd");
        assert_eq!(echo("\u{200B}"), "<U+200B>");
        // The caret still lands under the character after the escape.
        let (shown, caret) = echo_at("\u{202E}7", 1);
        assert_eq!(&shown[caret..], "7");
    }

    #[test]
    fn a_message_shows_no_control_character_but_its_line_breaks() {
        assert_eq!(
            fit_message("no player is called `B\u{1b}[2Job`\nthe \u{202E}players"),
            "no player is called `B\\e[2Job`\nthe <U+202E>players"
        );
    }

    #[test]
    fn outside_text_shows_every_control_character_escaped() {
        assert_eq!(shown_line("six 5000"), "six 5000");
        assert!(matches!(shown_line("Åse"), Cow::Borrowed(_)));
        assert_eq!(
            shown_line("\u{1b}]0;PWNED\u{7}\u{1b}[41mRULE\nx"),
            "\\e]0;PWNED\\u{7}\\e[41mRULE\\nx"
        );
        assert_eq!(shown_line("a\u{202E}b\u{9b}"), "a<U+202E>b\\u{9b}");
    }

    #[test]
    fn paths_are_shown_as_a_shell_needs_them() {
        let shown = |p: &str| shown_path(Path::new(p));
        assert_eq!(shown("games/Åse.yaml"), "games/Åse.yaml");
        assert_eq!(shown("friday night.yaml"), "'friday night.yaml'");
        assert_eq!(shown("it's.yaml"), "'it'\\''s.yaml'");
        assert_eq!(shown("~/g.yaml"), "'~/g.yaml'");
        assert_eq!(shown(""), "''");
        assert_eq!(shown("\u{1b}[31m.yaml"), "$'\\e[31m.yaml'");
        assert_eq!(shown("a\u{7}'b\\"), "$'a\\x07\\'b\\\\'");
        assert_eq!(shown("c1\u{9b}.yaml"), "$'c1\\xc2\\x9b.yaml'");
        assert_eq!(shown("-dash.yaml"), "./-dash.yaml");
        assert_eq!(shown("-my game.yaml"), "'./-my game.yaml'");
        assert_eq!(shown("/abs/-x"), "/abs/-x");
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStrExt;
            let raw = Path::new(std::ffi::OsStr::from_bytes(b"raw\x9b.yaml"));
            assert_eq!(shown_path(raw), "$'raw\\x9b.yaml'");
        }
    }

    #[test]
    fn long_message_lines_keep_their_start_and_end() {
        let message = format!(
            "no player is called `{}`: the players are Ann, Bob\nshort",
            "x".repeat(10_000)
        );
        let fitted = fit_message(&message);
        assert!(fitted.starts_with("no player is called `xxx"), "{fitted}");
        assert!(
            fitted.ends_with("the players are Ann, Bob\nshort"),
            "{fitted}"
        );
        assert!(fitted.len() < 2 * MESSAGE_LINE_CHARS, "{}", fitted.len());
    }
}
