//! Typed text shown back in messages, cut to a length a person can read: a pasted
//! 10 MB line is refused with a glance at it, not with all of it again.

use std::borrow::Cow;
use std::path::Path;

use unicode_width::UnicodeWidthChar;

use crate::game::is_invisible_format;

/// The most characters of typed text shown back in a message.
pub const ECHO_CHARS: usize = 40;

/// Lines of a message longer than this many characters are cut in the middle.
pub const MESSAGE_LINE_CHARS: usize = 300;

/// `text` as shown back in a message: whole when short, else its first
/// [`ECHO_CHARS`] characters and `…`.
pub fn echo(text: &str) -> String {
    echo_at(text, 0).0
}

/// `text` cut to [`ECHO_CHARS`] characters around the character at `column` (counted
/// in characters from 0), with `…` where it was cut, and how many terminal columns
/// precede that character in the cut text, so a caret can be put under it.
///
/// Control characters are shown escaped (`\e`, `\u{7}`; a tab as a space), so echoed
/// text cannot move the cursor or colour the terminal; the caret counts wide and
/// zero-width characters (CJK, combining marks) as the terminal draws them.
pub fn echo_at(text: &str, column: usize) -> (String, usize) {
    let length = text.chars().count();
    let (start, end) = if length <= ECHO_CHARS {
        (0, length)
    } else {
        let start = column
            .saturating_sub(ECHO_CHARS / 2)
            .min(length - ECHO_CHARS);
        (start, start + ECHO_CHARS)
    };
    let mut shown = String::new();
    let mut caret = 0;
    if start > 0 {
        shown.push('…');
        caret += 1;
    }
    for (i, c) in text.chars().enumerate().skip(start).take(end - start) {
        if is_invisible_format(c) {
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

/// `message` with every line longer than [`MESSAGE_LINE_CHARS`] cut in the middle,
/// keeping its start (what was wrong) and its end (what to do instead), and its control
/// and invisible format characters shown as [`echo`] shows them: a refusal may quote
/// what was typed (a player name, a path) without going through `echo`.
pub fn fit_message(message: &str) -> String {
    let message = &shown_whole(message);
    if message.len() <= MESSAGE_LINE_CHARS {
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
            let head: String = line.chars().take(keep).collect();
            let tail: String = line.chars().skip(length - keep).collect();
            format!("{head} … {tail}")
        })
        .collect();
    lines.join("\n")
}

/// `text` with its line breaks kept and every other control character, and every
/// invisible format character, made visible as in [`echo_at`]: for a message that may
/// quote a path or a name as it was given, whole.
pub fn shown_whole(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' => shown.push(c),
            '\t' => shown.push(' '),
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
pub fn shown_line(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_showing) {
        return Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        push_visible(&mut shown, c);
    }
    Cow::Owned(shown)
}

/// Names from outside marbles (house rules) as one comma-separated line, each shown as
/// [`shown_line`] shows it.
pub fn shown_names(names: &[String]) -> String {
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
pub fn shown_path(path: &Path) -> String {
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
