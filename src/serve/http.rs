//! Just enough HTTP/1.1 for a read-only page: the request line of a GET or HEAD, a route
//! chosen by the exact token, and responses that close their connection. Nothing a
//! viewer sends beyond the request line is read for meaning, so nothing they send can
//! reach the game, a file or the REPL.

use std::io::{self, Read, Write};

use super::token::Token;

/// The longest request head read. A browser's is well under 2 KiB; anything longer is
/// refused without being held.
pub(super) const MAX_HEAD_BYTES: usize = 8 * 1024;

/// What a request gets: a page of the live view, or a refusal that says nothing of why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Route {
    /// `/TOKEN/`: the live page.
    Page,
    /// `/TOKEN/state.json`: the game as `export --format json` writes it, and the turn.
    State,
    /// `/TOKEN/events`: a stream of `state.json` after every accepted action.
    Events,
    /// `/TOKEN/pad`: the page's changing part, for the page's script to swap in.
    Pad,
    /// `/TOKEN/style.css`: the export's style sheet.
    Style,
    /// `/TOKEN/live.js`: the few lines that keep the page up to date.
    Script,
    /// Anything else, and anything without the exact token: 404, no body.
    NotFound,
    /// A method other than GET or HEAD with the right token: 405, no body.
    NotAllowed,
}

impl Route {
    /// The HTTP status line's code and reason.
    pub(crate) fn status(self) -> (u16, &'static str) {
        match self {
            Route::NotFound => (404, "Not Found"),
            Route::NotAllowed => (405, "Method Not Allowed"),
            _ => (200, "OK"),
        }
    }
}

/// A request as far as the live view reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Asked {
    /// Where it goes.
    pub route: Route,
    /// HEAD: the headers without the body.
    pub head_only: bool,
}

/// Routes a request head (the bytes up to the blank line). Only the request line is
/// looked at; a head that is not `METHOD TARGET HTTP/1.x` is not found. The path is
/// compared as sent, never decoded, so `%2e%2e` and `..` name nothing.
pub(super) fn route(token: &Token, head: &[u8]) -> Asked {
    let not_found = Asked {
        route: Route::NotFound,
        head_only: false,
    };
    let line_end = head.iter().position(|&b| b == b'\n').unwrap_or(head.len());
    let Ok(line) = std::str::from_utf8(&head[..line_end]) else {
        return not_found;
    };
    let mut parts = line.trim_end_matches('\r').split(' ');
    let (Some(method), Some(target), Some(version), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return not_found;
    };
    if !version.starts_with("HTTP/1.") {
        return not_found;
    }
    // The query (a cache-buster) and a fragment do not choose the page.
    let path = target.split(['?', '#']).next().unwrap_or_default();
    let Some(rest) = path.strip_prefix('/') else {
        return not_found;
    };
    let (secret, page) = rest.split_once('/').unwrap_or((rest, ""));
    // Without the token, even a wrong method is just not found: nothing says the
    // address is right but the method wrong.
    if !rest.contains('/') || !token.is(secret) {
        return not_found;
    }
    let head_only = match method {
        "GET" => false,
        "HEAD" => true,
        _ => {
            return Asked {
                route: Route::NotAllowed,
                head_only: false,
            };
        }
    };
    let route = match page {
        "" => Route::Page,
        "state.json" => Route::State,
        "events" => Route::Events,
        "pad" => Route::Pad,
        "style.css" => Route::Style,
        "live.js" => Route::Script,
        _ => Route::NotFound,
    };
    Asked { route, head_only }
}

/// Reads a request head up to its blank line, at most [`MAX_HEAD_BYTES`]. `None` when
/// the head is too long or the connection ends first.
pub(super) fn read_head(stream: &mut impl Read) -> io::Result<Option<Vec<u8>>> {
    let mut head = Vec::with_capacity(1024);
    let mut chunk = [0; 1024];
    loop {
        let read = stream.read(&mut chunk)?;
        if read == 0 {
            return Ok(None);
        }
        head.extend_from_slice(&chunk[..read]);
        if head.windows(4).any(|w| w == b"\r\n\r\n") || head.windows(2).any(|w| w == b"\n\n") {
            return Ok(Some(head));
        }
        if head.len() > MAX_HEAD_BYTES {
            return Ok(None);
        }
    }
}

/// The policy every response carries: the page may load only its own style, script and
/// stream, from its own origin; no frames, forms, plug-ins or base changes.
pub(crate) const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; style-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// Writes a whole response and its body (left out for HEAD). Every response closes its
/// connection, is never cached and may not be sniffed as another type.
pub(super) fn respond(
    out: &mut impl Write,
    route: Route,
    content_type: &str,
    body: &[u8],
    head_only: bool,
) -> io::Result<()> {
    let (code, reason) = route.status();
    let mut head = format!(
        "HTTP/1.1 {code} {reason}\r\nContent-Length: {}\r\n{}",
        body.len(),
        common_headers()
    );
    if code == 200 {
        head.push_str(&format!("Content-Type: {content_type}\r\n"));
    }
    if route == Route::NotAllowed {
        head.push_str("Allow: GET, HEAD\r\n");
    }
    head.push_str("\r\n");
    out.write_all(head.as_bytes())?;
    if !head_only {
        out.write_all(body)?;
    }
    out.flush()
}

/// The head of an event stream, which stays open.
pub(super) fn event_stream_head() -> String {
    format!(
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n{}\r\n",
        common_headers()
    )
}

fn common_headers() -> String {
    format!(
        "Cache-Control: no-store\r\nContent-Security-Policy: {CONTENT_SECURITY_POLICY}\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\nConnection: close\r\n"
    )
}

/// One server-sent event carrying `data` (one line: JSON has no raw newlines).
pub(super) fn event(data: &str) -> String {
    let mut out = String::with_capacity(data.len() + 8);
    for line in data.lines() {
        out.push_str("data: ");
        out.push_str(line);
        out.push('\n');
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn token() -> Token {
        Token::from_bytes([0x5a; 16])
    }

    fn asked(line: &str) -> Asked {
        route(&token(), format!("{line}\r\nHost: x\r\n\r\n").as_bytes())
    }

    #[test]
    fn the_token_opens_the_pages_and_nothing_else_does() {
        let t = token().to_string();
        assert_eq!(asked(&format!("GET /{t}/ HTTP/1.1")).route, Route::Page);
        assert_eq!(
            asked(&format!("GET /{t}/state.json?v=3 HTTP/1.1")).route,
            Route::State
        );
        assert_eq!(
            asked(&format!("GET /{t}/events HTTP/1.1")).route,
            Route::Events
        );
        assert!(asked(&format!("HEAD /{t}/ HTTP/1.0")).head_only);
        for line in [
            "GET / HTTP/1.1".to_owned(),
            format!("GET /{t} HTTP/1.1"),
            format!("GET /{}/ HTTP/1.1", &t[..31]),
            format!("GET /{}0/ HTTP/1.1", &t[..31]),
            format!("GET /{t}/../state.json HTTP/1.1"),
            format!("GET /{t}/%2e%2e/ HTTP/1.1"),
            format!("GET /x/{t}/ HTTP/1.1"),
            format!("GET /{t}/ SPDY/3"),
            "POST /wrong/ HTTP/1.1".to_owned(),
            "garbage".to_owned(),
        ] {
            assert_eq!(asked(&line).route, Route::NotFound, "{line}");
        }
        for method in ["POST", "PUT", "DELETE", "OPTIONS"] {
            assert_eq!(
                asked(&format!("{method} /{t}/ HTTP/1.1")).route,
                Route::NotAllowed
            );
        }
    }

    #[test]
    fn an_event_is_data_lines_and_a_blank_line() {
        assert_eq!(event("{\"a\":1}"), "data: {\"a\":1}\n\n");
    }

    proptest! {
        /// Whatever a viewer sends, the router answers 200, 404 or 405, and 200 only
        /// with the token.
        #[test]
        fn any_request_is_answered_200_404_or_405(
            method in prop_oneof![
                Just("GET".to_owned()),
                Just("HEAD".to_owned()),
                Just("POST".to_owned()),
                "[A-Z]{1,8}",
            ],
            path in "[ -~]{0,80}",
            with_token in any::<bool>(),
            headers in proptest::collection::vec("[ -~]{0,60}", 0..6),
            raw in proptest::collection::vec(any::<u8>(), 0..200),
        ) {
            let t = token().to_string();
            let target = if with_token { format!("/{t}/{path}") } else { format!("/{path}") };
            let mut head = format!("{method} {target} HTTP/1.1\r\n");
            for header in &headers {
                head.push_str(header);
                head.push_str("\r\n");
            }
            head.push_str("\r\n");
            for bytes in [head.as_bytes(), &raw[..]] {
                let asked = route(&token(), bytes);
                let (code, _) = asked.route.status();
                prop_assert!([200, 404, 405].contains(&code));
                if code != 404 {
                    prop_assert!(String::from_utf8_lossy(bytes).contains(&t));
                }
            }
        }
    }
}
