//! The live page: a scoreboard and the HTML export's sections under a header for the
//! turn under way, and the few lines of script that put in the new pad the event
//! stream brings after each action.

use std::fmt::Write as _;
use std::sync::Arc;

use super::{Happened, Hub, LastThrow, ThrowResult, lock};
use crate::export::{Export, escape_html as escape, html_head, html_sections};
use crate::game::{Phase, State};
use crate::render::{List, count, points, win_percent};
use crate::text;

/// The export's style and the live page's additions.
pub(super) fn style() -> String {
    format!("{}{LIVE_STYLE}", crate::export::HTML_STYLE)
}

const LIVE_STYLE: &str = r#"
  section.now { border: 2px solid #2f6fd6; border-radius: 0.5rem; padding: 0.3rem 0.7rem; margin: 0.4rem 0 0.6rem; }
  section.now p { margin: 0.15rem 0; }
  p.turn { font-size: 1.2rem; font-weight: 700; }
  p.happened { font-weight: 600; }
  p.stream { font-size: 0.85rem; color: #555; margin: 0.2rem 0; }
  html[data-stream="lost"] p.stream, html[data-stream="closed"] p.stream { color: #b00020; font-weight: 600; }
  table.board { width: 100%; margin: 0 0 1rem; }
  table.board caption { padding: 0 0 0.2rem; }
  table.board th, table.board td { padding: 0.25rem 0.4rem; }
  table.board td.needs { font-size: 0.85rem; }
  table.board td.needs span { display: block; white-space: nowrap; }
  table.board tr.turn th, table.board tr.turn td { background: #e3ecfb; }
  table.board .mark { display: inline-block; min-width: 1.1em; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  @media (prefers-color-scheme: dark) {
    section.now { border-color: #6b9cf0; }
    p.stream { color: #aaa; }
    html[data-stream="lost"] p.stream, html[data-stream="closed"] p.stream { color: #ff6b81; }
    table.board tr.turn th, table.board tr.turn td { background: #1f2a44; }
  }
  @media print { section.now, p.stream { display: none; } }
"#;

/// The page's script: listen to the event stream and put in each newer pad it brings
/// (an event `pad`). On a failure it waits before trying again, a second at first and
/// longer each time, never in step with the other phones; it says "Live" again once
/// the page is current, and stops for good when the table closes the pad.
pub(super) const SCRIPT: &str = r#""use strict";
(function () {
  var root = document.documentElement;
  var status = document.getElementById("stream");
  var said = document.getElementById("said");
  var live = document.getElementById("live");
  var shown = Number(live.dataset.version);
  var run = live.dataset.run;
  var failures = 0;
  var timer = null;
  var closed = false;
  function say(state) {
    root.dataset.stream = state;
    if (status) { status.textContent = status.dataset[state] || ""; }
  }
  function swap(html) {
    var box = document.createElement("div");
    box.innerHTML = html;
    var next = box.firstElementChild;
    var version = next ? Number(next.dataset.version) : NaN;
    // Versions count within one run of the server: a table that opens the pad again
    // after its laptop died may count from lower than the phones last saw.
    var again = next && next.dataset.run !== run;
    if (!again && !(version >= shown)) { return; }
    document.getElementById("live").replaceWith(next);
    shown = version;
    run = next.dataset.run;
    var now = next.querySelector("section.now");
    if (said && now) { said.textContent = now.textContent.replace(/\s+/g, " ").trim(); }
  }
  function current() {
    failures = 0;
    say("open");
  }
  // A second at first, doubling to half a minute; each wait drawn between half and
  // all of that, so that phones do not come back all at once.
  function retry() {
    if (closed || timer !== null) { return; }
    var ceiling = Math.min(30000, 1000 * Math.pow(2, failures));
    failures += 1;
    timer = setTimeout(function () { timer = null; listen(); }, ceiling / 2 + Math.random() * ceiling / 2);
  }
  function listen() {
    var events = new EventSource("events");
    events.onmessage = current;
    events.addEventListener("pad", function (e) { swap(e.data); current(); });
    events.addEventListener("closed", function () {
      closed = true;
      events.close();
      say("closed");
    });
    events.onerror = function () {
      // The page's own backoff reconnects, never the browser's at its own pace.
      events.close();
      if (closed) { return; }
      say("lost");
      retry();
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
    let (_, pad) = pad(hub);
    let state = Arc::clone(&lock(&hub.now).state);
    let headline = Export::new(&state, &hub.table.rules)
        .with_shown_rules(hub.table.shown_rules.clone())
        .headline();
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
        "<header>\n<p class=\"stream\" id=\"stream\" role=\"status\" data-connecting=\"{}\" data-open=\"{}\" data-lost=\"{}\" data-closed=\"{}\">{}</p>\n</header>",
        escape(&text!("live-stream-connecting")),
        escape(&text!("live-stream-open")),
        escape(&text!("live-stream-lost")),
        escape(&text!("live-stream-closed")),
        escape(&text!("live-stream-connecting")),
    );
    // What each new pad's header says, read out by screen readers as it changes (the
    // pad itself is replaced whole, which a live region would not announce).
    let _ = writeln!(
        out,
        "<p id=\"said\" class=\"visually-hidden\" role=\"status\" aria-live=\"polite\"></p>\n<main>"
    );
    out.push_str(&pad);
    let _ = writeln!(out, "</main>\n</body>\n</html>");
    out
}

/// The page's changing part at the latest version, and that version: the header for
/// the turn under way, the scoreboard, then the export's sections with the chart.
/// Drawn once per version, on the first viewer's thread that asks; the others wait
/// for it and share it.
pub(super) fn pad(hub: &Hub) -> (u64, Arc<str>) {
    crate::render::locale()
        .unbreakable()
        .scope(|| pad_here(hub))
}

fn pad_here(hub: &Hub) -> (u64, Arc<str>) {
    let (version, state, last_throw, happened) = {
        let now = lock(&hub.now);
        (
            now.version,
            Arc::clone(&now.state),
            now.last_throw.clone(),
            Arc::clone(&now.happened),
        )
    };
    let mut cached = lock(&hub.pad);
    if let Some((drawn, html)) = cached.as_ref()
        && *drawn >= version
    {
        return (*drawn, Arc::clone(html));
    }
    let mut export = Export::new(&state, &hub.table.rules)
        .with_shown_rules(hub.table.shown_rules.clone())
        .with_started(hub.table.started);
    if state.starter.is_some() {
        let mut story = crate::odds::story(&state, &hub.table.policy, &hub.forecast);
        story.hooks_unseen = hub.table.hooks;
        export = export.with_story(story);
    }
    let html: Arc<str> = Arc::from(format!(
        "<div id=\"live\" data-version=\"{version}\" data-run=\"{:016x}\">\n{}{}{}</div>\n",
        hub.run,
        header(&state, last_throw.as_ref(), &happened),
        scoreboard(hub, &state),
        html_sections(&export)
    ));
    *cached = Some((version, Arc::clone(&html)));
    (version, html)
}

/// Whose turn it is and what they do next (throw, or keep from the throw waiting), or
/// who won; what the last step did, in words; and the last throw while its turn lasts.
fn header(state: &State, last_throw: Option<&LastThrow>, happened: &[Happened]) -> String {
    let (now, detail) = match &state.phase {
        Phase::RollOff(roll_off) => match roll_off.next() {
            Some(p) => (
                text!("live-roll-off", name = state.players[p].name.as_str()),
                None,
            ),
            None => (text!("live-roll-off-waiting"), None),
        },
        Phase::Over { .. } => (winners(state), None),
        Phase::Playing(turn) => {
            let name = state.players[turn.player].name.as_str();
            let dice = count(turn.in_hand, "count-dice").to_string();
            let detail = text!(
                "live-turn-points",
                points = points(turn.points),
                dice = dice
            );
            match &turn.throw {
                Some(throw) => (
                    text!(
                        "live-keeps-from",
                        name = name,
                        dice = crate::render::throw_text(throw)
                    ),
                    Some(detail),
                ),
                None => (text!("live-turn", name = name), Some(detail)),
            }
        }
    };
    let mut out = format!(
        "<section class=\"now\">\n<p class=\"turn\">{}</p>\n",
        escape(&now)
    );
    if let Some(detail) = detail {
        let _ = writeln!(out, "<p class=\"detail\">{}</p>", escape(&detail));
    }
    let said: Vec<String> = happened.iter().filter_map(happened_words).collect();
    if !said.is_empty() {
        let _ = writeln!(
            out,
            "<p class=\"happened\">{}</p>",
            escape(&said.join(" · "))
        );
    }
    // The last throw leaves with its turn: the line above says how that turn ended.
    let own_turn = state.turn().is_some_and(|turn| {
        turn.throws > 0 && state.players[turn.player].name == last_throw.map_or("", |t| &t.player)
    });
    if let Some(throw) = last_throw.filter(|_| own_turn) {
        let dice: Vec<String> = throw.dice.iter().map(u8::to_string).collect();
        let result = match throw.result {
            ThrowResult::Bust => text!("live-throw-bust"),
            ThrowResult::Flood => text!("live-throw-flood"),
            ThrowResult::Scores => text!("live-throw-scores", points = points(throw.best)),
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

/// "Ann wins with 10,250", or the names sharing the win.
fn winners(state: &State) -> String {
    let Some(winners) = state.winners().filter(|w| !w.is_empty()) else {
        return text!("live-over");
    };
    let names: Vec<&str> = winners
        .iter()
        .filter_map(|&p| state.players.get(p).map(|pl| pl.name.as_str()))
        .collect();
    let total = winners
        .first()
        .and_then(|&p| state.players.get(p))
        .map_or(0, |p| p.total);
    text!(
        "live-won",
        names = List::and(&names).to_string(),
        count = names.len(),
        points = points(total)
    )
}

/// One thing a step did, in words; `None` for what the header says already (the win).
fn happened_words(happened: &Happened) -> Option<String> {
    Some(match happened {
        Happened::Banked { player, points: p } => {
            text!("live-banked", name = player.as_str(), points = points(*p))
        }
        Happened::Bust { player } => text!("live-bust", name = player.as_str()),
        Happened::Flood { player, lost } => {
            text!("live-flood", name = player.as_str(), points = points(*lost))
        }
        Happened::OutOfDice { player } => text!("live-out-of-dice", name = player.as_str()),
        Happened::Won { .. } => return None,
        Happened::Undone(action) => {
            text!("live-undone", action = crate::render::action_words(action))
        }
    })
}

/// Every player in seating order: total, what they need to open and to win, and their
/// chance to win; whose turn it is and who leads marked.
fn scoreboard(hub: &Hub, state: &State) -> String {
    let over = state.is_over();
    let chances = chances(hub, state);
    let lead = state.players.iter().map(|p| p.total).max().unwrap_or(0);
    let thrower = state.turn().map(|turn| turn.player);
    let mut out = format!(
        "<table class=\"board\">\n<caption>{}</caption>\n<thead><tr><th scope=\"col\">{}</th><th scope=\"col\" class=\"num\">{}</th>",
        escape(&text!("live-board-caption")),
        escape(&text!("live-board-player")),
        escape(&text!("live-board-total")),
    );
    if !over {
        let _ = write!(
            out,
            "<th scope=\"col\">{}</th><th scope=\"col\" class=\"num\">{}</th>",
            escape(&text!("live-board-needs")),
            escape(&text!("live-board-chance")),
        );
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for (p, player) in state.players.iter().enumerate() {
        let to_throw = thrower == Some(p);
        let leads = lead > 0 && player.total == lead;
        let class = match (to_throw, leads) {
            (true, true) => " class=\"turn leader\"",
            (true, false) => " class=\"turn\"",
            (false, true) => " class=\"leader\"",
            (false, false) => "",
        };
        let turn_mark = if to_throw {
            format!(
                "<span class=\"mark\" role=\"img\" aria-label=\"{0}\" title=\"{0}\">▶</span>",
                escape(&text!("live-board-to-throw"))
            )
        } else {
            "<span class=\"mark\"></span>".to_owned()
        };
        let lead_mark = if leads {
            format!(
                " <span role=\"img\" aria-label=\"{0}\" title=\"{0}\">★</span>",
                escape(&text!("live-board-leads"))
            )
        } else {
            String::new()
        };
        let _ = write!(
            out,
            "<tr{class}><th scope=\"row\">{turn_mark}{}{lead_mark}</th><td class=\"num\">{}</td>",
            escape(&player.name),
            escape(&points(player.total)),
        );
        if !over {
            let mut needs = String::new();
            if !player.open && hub.table.open_at > 0 {
                let _ = write!(
                    needs,
                    "<span>{}</span>",
                    escape(&text!(
                        "live-needs-open",
                        points = points(hub.table.open_at)
                    ))
                );
            }
            if player.total < hub.table.win_at {
                let _ = write!(
                    needs,
                    "<span>{}</span>",
                    escape(&text!(
                        "live-needs-win",
                        points = points(hub.table.win_at - player.total)
                    ))
                );
            }
            let chance = chances
                .as_ref()
                .and_then(|c| c.get(p).copied().flatten())
                .map(|win| win_percent(win, 1))
                .unwrap_or_default();
            let _ = write!(
                out,
                "<td class=\"needs\">{needs}</td><td class=\"num\">{}</td>",
                escape(&chance)
            );
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n");
    out
}

/// Each player's chance to win now, by seat, as the REPL's "To win:" line gives it;
/// `None` when nobody is to throw or the rules fit no model.
fn chances(hub: &Hub, state: &State) -> Option<Vec<Option<f64>>> {
    let (players, seats) = crate::odds::seats_now(state)?;
    let chances = hub.forecast.chances(&hub.table.policy, &seats).ok()?;
    let mut by_seat = vec![None; state.players.len()];
    for (player, seat) in players.iter().zip(&chances.seats) {
        if let Some(slot) = by_seat.get_mut(*player) {
            *slot = Some(seat.win);
        }
    }
    Some(by_seat)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The WCAG relative luminance of `#rgb` or `#rrggbb`.
    fn luminance(hex: &str) -> f64 {
        let hex = hex.trim_start_matches('#');
        let full: String = if hex.len() == 3 {
            hex.chars().flat_map(|c| [c, c]).collect()
        } else {
            hex.to_owned()
        };
        let channel = |i: usize| {
            let c = f64::from(u8::from_str_radix(&full[i..i + 2], 16).expect("hex")) / 255.0;
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
    }

    fn contrast(a: &str, b: &str) -> f64 {
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    /// The `@media QUERY { … }` blocks of `css`, and the rest of it.
    fn split_media(css: &str, query: &str) -> (Vec<String>, String) {
        let (mut inside, mut rest) = (Vec::new(), String::new());
        let mut text = css;
        while let Some(at) = text.find(query) {
            rest.push_str(&text[..at]);
            let open = at + text[at..].find('{').expect("a block");
            let mut depth = 0;
            let mut end = open;
            for (i, c) in text[open..].char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                if depth == 0 {
                    end = open + i;
                    break;
                }
            }
            inside.push(text[open + 1..end].to_owned());
            text = &text[end + 1..];
        }
        rest.push_str(text);
        (inside, rest)
    }

    /// The `#hex` values of `property: #hex` in `css` (`color` not as part of
    /// `border-color`).
    fn colours(css: &str, property: &str) -> Vec<String> {
        let needle = format!("{property}: #");
        css.match_indices(&needle)
            .filter(|(at, _)| !css[..*at].ends_with('-'))
            .map(|(at, _)| {
                let start = at + needle.len() - 1;
                css[start..]
                    .chars()
                    .take_while(|c| *c == '#' || c.is_ascii_hexdigit())
                    .collect()
            })
            .collect()
    }

    #[test]
    fn every_text_colour_keeps_a_contrast_of_4_5_on_every_background_in_both_schemes() {
        let css = style();
        let (_, screen) = split_media(&css, "@media print");
        let (dark, light) = split_media(&screen, "@media (prefers-color-scheme: dark)");
        let dark = dark.join("\n");
        for (scheme, css) in [("light", light.as_str()), ("dark", dark.as_str())] {
            let texts = colours(css, "color");
            let backgrounds = colours(css, "background");
            assert!(
                texts.len() >= 3 && backgrounds.len() >= 3,
                "{scheme}: {css}"
            );
            for text in &texts {
                for background in &backgrounds {
                    let ratio = contrast(text, background);
                    assert!(
                        ratio >= 4.5,
                        "{scheme}: {text} on {background} is {ratio:.2}:1, under 4.5:1"
                    );
                }
            }
        }
    }
}
