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
