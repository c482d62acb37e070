//! Just enough HTTP/1.1 for a read-only page: the request line of a GET or HEAD and its
//! `Host`, a route chosen by the exact token, and responses that close their
//! connection. Nothing else a viewer sends is read for meaning, so nothing they send
//! can reach the game, a file or the REPL.

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
    /// `/TOKEN` without the final `/`, as an address is often typed: 301 to `/TOKEN/`.
    Redirect,
    /// `/favicon.ico`, which every browser asks for: 204, nothing to show.
    Favicon,
    /// A `Host` that is not an address of this server (a name, as DNS rebinding would
    /// send, or another port): 421, no body, whatever the path.
    Misdirected,
    /// Anything else, and anything without the exact token: 404, no body.
    NotFound,
    /// A method other than GET or HEAD with the right token: 405, no body.
    NotAllowed,
}

impl Route {
    /// Whether the route is served from a slot for those with the token (pages,
    /// streams), rather than answered at once.
    pub(crate) fn is_served(self) -> bool {
        matches!(
            self,
            Route::Page | Route::State | Route::Events | Route::Pad | Route::Style | Route::Script
        )
    }

    /// The HTTP status line's code and reason.
    pub(crate) fn status(self) -> (u16, &'static str) {
        match self {
            Route::NotFound => (404, "Not Found"),
            Route::NotAllowed => (405, "Method Not Allowed"),
            Route::Redirect => (301, "Moved Permanently"),
            Route::Favicon => (204, "No Content"),
            Route::Misdirected => (421, "Misdirected Request"),
            _ => (200, "OK"),
        }
    }
}

/// A request as far as the live view reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Asked {
    /// Where it goes.
    pub(crate) route: Route,
    /// HEAD: the headers without the body.
    pub(crate) head_only: bool,
}

/// Routes a request head (the bytes up to the blank line) for a server on `port`.
/// Only the request line and `Host` are looked at; a head that is not
/// `METHOD TARGET HTTP/1.x` is not found, and one whose `Host` is not an address of
/// this server is misdirected. The path is compared as sent, never decoded, so
/// `%2e%2e` and `..` name nothing.
pub(super) fn route(token: &Token, head: &[u8], port: u16) -> Asked {
    let not_found = Asked {
        route: Route::NotFound,
        head_only: false,
    };
    if !host_is_ours(host(head), port) {
        return Asked {
            route: Route::Misdirected,
            head_only: false,
        };
    }
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
    let head_only = match method {
        "GET" => Some(false),
        "HEAD" => Some(true),
        _ => None,
    };
    if rest == "favicon.ico"
        && let Some(head_only) = head_only
    {
        return Asked {
            route: Route::Favicon,
            head_only,
        };
    }
    let (secret, page) = rest.split_once('/').unwrap_or((rest, ""));
    // Without the token, even a wrong method is just not found: nothing says the
    // address is right but the method wrong.
    if !token.is(secret) {
        return not_found;
    }
    let Some(head_only) = head_only else {
        return Asked {
            route: Route::NotAllowed,
            head_only: false,
        };
    };
    if !rest.contains('/') {
        return Asked {
            route: Route::Redirect,
            head_only,
        };
    }
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

/// The `Host` header's value, if the head has one (the first, as sent).
fn host(head: &[u8]) -> Option<&str> {
    let text = std::str::from_utf8(head).ok()?;
    text.split('\n').skip(1).find_map(|line| {
        let (name, value) = line.split_once(':')?;
        name.eq_ignore_ascii_case("host")
            .then(|| value.trim_matches([' ', '\t', '\r']))
    })
}

/// Whether a request's `Host` names this server: an IP address (or `localhost`) and
/// this server's port. A name is refused, so a page on another site whose name was
/// pointed at this machine (DNS rebinding) is never answered; every browser sends
/// `Host`, so a request without one is refused too.
fn host_is_ours(host: Option<&str>, port: u16) -> bool {
    let Some(host) = host else {
        return false;
    };
    let (name, given_port) = match host.rsplit_once(':') {
        // `[::1]:8080`, `127.0.0.1:8080`, `localhost:8080`; a bare IPv6 address has
        // colons of its own but no brackets.
        Some((name, p)) if !name.contains(':') || name.ends_with(']') => (name, Some(p)),
        _ => (host, None),
    };
    let port_ok = match given_port {
        Some(p) => p.parse::<u16>() == Ok(port),
        None => port == 80,
    };
    let name_ok = name.eq_ignore_ascii_case("localhost")
        || name.parse::<std::net::Ipv4Addr>().is_ok()
        || name
            .strip_prefix('[')
            .and_then(|n| n.strip_suffix(']'))
            .is_some_and(|n| n.parse::<std::net::Ipv6Addr>().is_ok());
    port_ok && name_ok
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
pub(super) const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; style-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// Writes a whole response and its body (left out for HEAD), with `location` for a
/// redirect. Every response closes its connection, is never cached and may not be
/// sniffed as another type.
pub(super) fn respond(
    out: &mut impl Write,
    route: Route,
    content_type: &str,
    body: &[u8],
    head_only: bool,
    location: Option<&str>,
) -> io::Result<()> {
    let (code, reason) = route.status();
    let mut head = format!("HTTP/1.1 {code} {reason}\r\n{}", common_headers());
    // A 204 has no body and may not say how long it is.
    if code != 204 {
        head.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    if code == 200 {
        head.push_str(&format!("Content-Type: {content_type}\r\n"));
    }
    if route == Route::NotAllowed {
        head.push_str("Allow: GET, HEAD\r\n");
    }
    if let Some(location) = location {
        head.push_str(&format!("Location: {location}\r\n"));
    }
    head.push_str("\r\n");
    out.write_all(head.as_bytes())?;
    if !head_only {
        out.write_all(body)?;
    }
    out.flush()
}

/// The head of an event stream, which stays open, and the stream's first line: how
/// long a browser waits before it reconnects by itself (the page's own backoff
/// usually reconnects first).
pub(super) fn event_stream_head() -> String {
    format!(
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n{}\r\nretry: {RETRY_MS}\n\n",
        common_headers()
    )
}

/// The reconnection delay an event stream asks of the browser, in milliseconds.
const RETRY_MS: u32 = 3000;

fn common_headers() -> String {
    format!(
        "Cache-Control: no-store\r\nContent-Security-Policy: {CONTENT_SECURITY_POLICY}\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\nConnection: close\r\n"
    )
}

/// One server-sent event carrying `data` (one line: JSON has no raw newlines).
pub(super) fn event(data: &str) -> String {
    named_event(None, data)
}

/// One server-sent event of the type `name` (`pad`, `closed`), else a plain message,
/// carrying `data` over as many `data:` lines as it has lines.
pub(super) fn named_event(name: Option<&str>, data: &str) -> String {
    let mut out = String::with_capacity(data.len() + 32);
    if let Some(name) = name {
        out.push_str("event: ");
        out.push_str(name);
        out.push('\n');
    }
    if data.is_empty() {
        out.push_str("data:\n");
    }
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
        route(
            &token(),
            format!("{line}\r\nHost: 192.168.1.20:8080\r\n\r\n").as_bytes(),
            8080,
        )
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
        assert_eq!(asked(&format!("GET /{t} HTTP/1.1")).route, Route::Redirect);
        assert_eq!(asked("GET /favicon.ico HTTP/1.1").route, Route::Favicon);
        for line in [
            "GET / HTTP/1.1".to_owned(),
            format!("GET /{}1 HTTP/1.1", &t[..31]),
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
    fn only_an_ip_address_and_this_port_are_a_host_of_ours() {
        let t = token().to_string();
        let with_host = |host: &str| {
            let head = format!("GET /{t}/ HTTP/1.1\r\nHOST: {host}\r\n\r\n");
            route(&token(), head.as_bytes(), 8080).route
        };
        for host in [
            "127.0.0.1:8080",
            "192.168.1.20:8080",
            "[::1]:8080",
            "localhost:8080",
        ] {
            assert_eq!(with_host(host), Route::Page, "{host}");
        }
        for host in [
            "attacker.example:8080",
            "127.0.0.1.nip.io:8080",
            "127.0.0.1:8081",
            "127.0.0.1",
            "::1",
            "",
        ] {
            assert_eq!(with_host(host), Route::Misdirected, "{host}");
        }
        let no_host = format!("GET /{t}/ HTTP/1.1\r\n\r\n");
        assert_eq!(
            route(&token(), no_host.as_bytes(), 8080).route,
            Route::Misdirected
        );
        assert!(host_is_ours(Some("10.0.0.2"), 80));
    }

    #[test]
    fn an_event_is_data_lines_and_a_blank_line() {
        assert_eq!(event("{\"a\":1}"), "data: {\"a\":1}\n\n");
        assert_eq!(
            named_event(Some("pad"), "<p>\n</p>"),
            "event: pad\ndata: <p>\ndata: </p>\n\n"
        );
        assert_eq!(named_event(Some("closed"), ""), "event: closed\ndata:\n\n");
    }

    /// 256 cases, the same on every run unless `PROPTEST_RNG_SEED` asks for others, so
    /// a clean `cargo test` cannot pass one run and fail the next; no regression file is
    /// written into the checkout (a failure prints its minimal input for a named test).
    fn config() -> ProptestConfig {
        let mut config = ProptestConfig {
            cases: 256,
            failure_persistence: None,
            ..ProptestConfig::default()
        };
        if config.rng_seed == proptest::test_runner::RngSeed::Random {
            config.rng_seed = proptest::test_runner::RngSeed::Fixed(31);
        }
        config
    }

    proptest! {
        #![proptest_config(config())]

        /// Whatever a viewer sends, the router answers 200, 204, 301, 404, 405 or
        /// 421, and 200, 301 or 405 only with the token.
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
            let mut head = format!("{method} {target} HTTP/1.1\r\nHost: 10.1.2.3:8080\r\n");
            for header in &headers {
                head.push_str(header);
                head.push_str("\r\n");
            }
            head.push_str("\r\n");
            for bytes in [head.as_bytes(), &raw[..]] {
                let asked = route(&token(), bytes, 8080);
                let (code, _) = asked.route.status();
                prop_assert!([200, 204, 301, 404, 405, 421].contains(&code));
                if [200, 301, 405].contains(&code) {
                    prop_assert!(String::from_utf8_lossy(bytes).contains(&t));
                }
            }
        }
    }
}
