//! Text made safe inside markup: the HTML page and the SVG chart it embeds share one
//! escaping, so neither file needs the other for it.

/// Text made safe for HTML content and attribute values. Control characters (which
/// HTML does not allow, and which would reach a terminal the page is printed to) are
/// shown escaped, as everywhere else marbles shows text from outside.
pub(crate) fn escape(text: &str) -> String {
    let text = crate::render::shown_whole(text);
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// Prose made safe for HTML, with what the catalogues quote in backticks (`` `tally` ``,
/// a command or a rule's name) set as code, as a terminal shows it quoted: a page
/// showed the backticks themselves. A backtick without its pair stays as it is.
pub(crate) fn escape_prose(text: &str) -> String {
    let escaped = escape(text);
    let pieces: Vec<&str> = escaped.split('`').collect();
    // An odd number of pieces is every backtick paired.
    let paired = pieces.len() % 2 == 1;
    let mut out = String::with_capacity(escaped.len() + pieces.len() * 6);
    for (i, piece) in pieces.iter().enumerate() {
        let last = i + 1 == pieces.len();
        if i % 2 == 1 && (paired || !last) {
            out.push_str("<code>");
            out.push_str(piece);
            out.push_str("</code>");
        } else if i % 2 == 1 {
            out.push('`');
            out.push_str(piece);
        } else {
            out.push_str(piece);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backticks_in_prose_become_code_and_a_lone_one_stays() {
        assert_eq!(
            escape_prose("recorded without its dice (`tally`)"),
            "recorded without its dice (<code>tally</code>)"
        );
        assert_eq!(
            escape_prose("under `a<b` and `c`"),
            "under <code>a&lt;b</code> and <code>c</code>"
        );
        assert_eq!(escape_prose("one ` alone"), "one ` alone");
        assert_eq!(escape_prose("`a` and ` b"), "<code>a</code> and ` b");
        assert_eq!(escape_prose("none"), "none");
    }
}
