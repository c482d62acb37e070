//! The live page: the HTML export's page under a header for the turn under way, and
//! the few lines of script that swap in the new pad after each action.

use std::fmt::Write as _;
use std::sync::Arc;

use super::{Hub, LastThrow, lock};
use crate::export::{Export, escape_html as escape, html_head, html_sections};
use crate::game::{Phase, State};
use crate::render::{count, points};
use crate::text;

/// The export's style and the live header's few additions.
pub(super) fn style() -> String {
    format!("{}{LIVE_STYLE}", crate::export::HTML_STYLE)
}

const LIVE_STYLE: &str = r#"
  section.now { border: 2px solid #2f6fd6; border-radius: 0.5rem; padding: 0.4rem 0.8rem; margin: 0.5rem 0 1rem; }
  section.now p { margin: 0.2rem 0; }
  p.turn { font-size: 1.25rem; font-weight: 700; }
  p.stream { font-size: 0.85rem; color: #555; }
  html[data-stream="lost"] p.stream { color: #b00020; font-weight: 600; }
  @media (prefers-color-scheme: dark) {
    section.now { border-color: #6b9cf0; }
    p.stream { color: #aaa; }
    html[data-stream="lost"] p.stream { color: #ff6b81; }
  }
  @media print { section.now, p.stream { display: none; } }
"#;

/// The page's script: listen to the event stream; on a newer version, fetch the pad
/// drawn by the server and put it in place. The browser's `EventSource` reconnects by
/// itself; on each (re)connection the page catches up from `state.json`.
pub(super) const SCRIPT: &str = r#""use strict";
(function () {
  var root = document.documentElement;
  var status = document.getElementById("stream");
  var shown = Number(document.getElementById("live").dataset.version);
  var wanted = shown;
  var busy = false;
  function say(state) {
    root.dataset.stream = state;
    if (status) { status.textContent = status.dataset[state] || ""; }
  }
  function refresh() {
    if (busy || wanted <= shown) { return; }
    busy = true;
    fetch("pad", { cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (html) {
        var box = document.createElement("div");
        box.innerHTML = html;
        var next = box.firstElementChild;
        var version = next ? Number(next.dataset.version) : NaN;
        if (version >= shown) {
          document.getElementById("live").replaceWith(next);
          shown = version;
        }
      })
      .catch(function () { say("lost"); })
      .then(function () { busy = false; refresh(); });
  }
  function seen(state) {
    if (state && state.live && state.live.version > wanted) { wanted = state.live.version; }
    refresh();
  }
  function listen() {
    var events = new EventSource("events");
    events.onopen = function () {
      say("open");
      fetch("state.json", { cache: "no-store" })
        .then(function (r) { return r.json(); })
        .then(seen)
        .catch(function () {});
    };
    events.onmessage = function (e) {
      try { seen(JSON.parse(e.data)); } catch (err) { /* a torn message: the next one heals it */ }
    };
    events.onerror = function () {
      say("lost");
      if (events.readyState === EventSource.CLOSED) {
        setTimeout(listen, 5000);
      }
    };
  }
  listen();
})();
"#;

/// The whole live page as it stands now.
pub(super) fn page(hub: &Hub) -> String {
    crate::render::locale()
        .unbreakable()
        .scope(|| page_here(hub))
}

fn page_here(hub: &Hub) -> String {
    let pad = pad(hub);
    let state = Arc::clone(&lock(&hub.now).state);
    let headline = Export::new(&state, &hub.table.rules).headline();
    // The address holds the secret: no page it links to may be told it.
    let extra = "<meta name=\"referrer\" content=\"no-referrer\">\n\
                 <link rel=\"stylesheet\" href=\"style.css\">\n\
                 <script src=\"live.js\" defer></script>";
    let mut out = html_head(
        &text!("live-title"),
        &headline,
        " data-stream=\"connecting\"",
        extra,
    );
    let _ = writeln!(
        out,
        "<p class=\"stream\" id=\"stream\" data-connecting=\"{}\" data-open=\"{}\" data-lost=\"{}\">{}</p>",
        escape(&text!("live-stream-connecting")),
        escape(&text!("live-stream-open")),
        escape(&text!("live-stream-lost")),
        escape(&text!("live-stream-connecting")),
    );
    out.push_str(&pad);
    let _ = writeln!(out, "</body>\n</html>");
    out
}

/// The page's changing part at the latest version: the header for the turn under way,
/// then the export's sections with the chart. Drawn once per version, on the first
/// viewer's thread that asks; the others wait for it and share it.
pub(super) fn pad(hub: &Hub) -> Arc<str> {
    crate::render::locale()
        .unbreakable()
        .scope(|| pad_here(hub))
}

fn pad_here(hub: &Hub) -> Arc<str> {
    let (version, state, last_throw) = {
        let now = lock(&hub.now);
        (now.version, Arc::clone(&now.state), now.last_throw.clone())
    };
    let mut cached = lock(&hub.pad);
    if let Some((drawn, html)) = cached.as_ref()
        && *drawn >= version
    {
        return Arc::clone(html);
    }
    let mut export = Export::new(&state, &hub.table.rules).with_started(hub.table.started);
    if state.starter.is_some() {
        let mut story = crate::odds::story(&state, &hub.table.policy, &hub.forecast);
        story.hooks_unseen = hub.table.hooks;
        export = export.with_story(story);
    }
    let html: Arc<str> = Arc::from(format!(
        "<div id=\"live\" data-version=\"{version}\">\n{}{}</div>\n",
        header(&state, last_throw.as_ref()),
        html_sections(&export)
    ));
    *cached = Some((version, Arc::clone(&html)));
    html
}

/// Whose turn it is, with the turn's points and dice in hand, and the last throw and
/// what it offered; or what the game waits for.
fn header(state: &State, last_throw: Option<&LastThrow>) -> String {
    let now = match &state.phase {
        Phase::RollOff(roll_off) => match roll_off.next() {
            Some(p) => text!("live-roll-off", name = state.players[p].name.as_str()),
            None => text!("live-roll-off-waiting"),
        },
        Phase::Over { .. } => text!("live-over"),
        Phase::Playing(turn) => {
            let player = &state.players[turn.player];
            text!(
                "live-turn",
                name = player.name.as_str(),
                total = points(player.total),
                points = points(turn.points),
                dice = count(turn.in_hand, "count-dice").to_string()
            )
        }
    };
    let mut out = format!(
        "<section class=\"now\">\n<p class=\"turn\">{}</p>\n",
        escape(&now)
    );
    if let Some(throw) = last_throw {
        let dice: Vec<String> = throw.dice.iter().map(u8::to_string).collect();
        let result = match throw.result {
            "bust" => text!("live-throw-bust"),
            "flood" => text!("live-throw-flood"),
            _ => text!("live-throw-scores", points = points(throw.best)),
        };
        let _ = writeln!(
            out,
            "<p class=\"throw\">{}</p>",
            escape(&text!(
                "live-last-throw",
                name = throw.player.as_str(),
                dice = dice.join(" "),
                result = result
            ))
        );
    }
    out.push_str("</section>\n");
    out
}
