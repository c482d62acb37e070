//! The HTML export: one page that stands alone and prints well.

use std::fmt::Write as _;

use super::escape::{escape, escape_prose};
use super::{Export, standings_columns};
use crate::render::points;
use crate::text;

/// Where the player's name is among the standings' columns: that cell heads its row.
const PLAYER_COLUMN: usize = 1;

/// The export's look, phone first: at a phone's width every table row is a card with
/// each cell labelled by its column, so nothing scrolls sideways; from 40rem up the
/// tables are tables. Numbers never wrap. Printing keeps the tables, repeats their
/// heads on every page and never splits a row. Inline in the export so the file stands
/// alone; the live page serves the same text as its style sheet.
pub(crate) const STYLE: &str = r#"
  body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; max-width: 60rem; padding: 0.5rem 0.75rem 2rem; color: #1d1d1f; background: #fff; line-height: 1.4; }
  h1 { font-size: 1.5rem; margin: 0.5rem 0 0.2rem; }
  h2 { font-size: 1.2rem; margin: 1.5rem 0 0.4rem; }
  p.meta { margin: 0.2rem 0; color: #555; }
  p.meta.headline { font-size: 1.2rem; font-weight: 600; color: inherit; }
  table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
  th, td { border: 1px solid #c8c8c8; padding: 0.3rem 0.7rem; }
  th { background: #f0ede6; }
  th[scope="row"] { font-weight: 600; text-align: left; overflow-wrap: anywhere; }
  th[scope="row"].num { text-align: right; }
  caption { caption-side: top; text-align: left; padding: 0.3rem 0; color: #555; font-size: 0.9rem; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  td.flood { font-weight: 700; color: #b00020; }
  td.bust { color: #7a4b00; }
  tr.winner td, tr.winner th { font-weight: 700; background: #fdf6d8; }
  tr.total td, tr.total th { font-weight: 700; border-top: 2px solid #1d1d1f; }
  svg.story { display: block; width: 100%; max-width: 32rem; height: auto; }
  p.legend svg { display: inline-block; width: 0.8em; height: 0.8em; vertical-align: -0.05em; }
  p.legend .gap { display: inline-block; width: 1em; }
  code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 0.92em; background: #f0ede6; padding: 0 0.25em; border-radius: 0.2rem; }
  .nowrap { white-space: nowrap; }
  .card-only { display: none; }
  @media screen and (max-width: 40rem) {
    table.cards, table.cards caption, table.cards tbody, table.cards tr, table.cards th, table.cards td { display: block; }
    table.cards thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    table.cards tr { display: flex; flex-direction: column; border: 1px solid #c8c8c8; border-radius: 0.4rem; margin: 0 0 0.6rem; padding: 0.3rem 0.7rem; }
    table.cards th, table.cards td { border: none; background: none; padding: 0.15rem 0; }
    table.cards .card-only { display: inline; }
    table.cards th[scope="row"], table.cards th[scope="row"].num { order: -1; text-align: left; border-bottom: 1px solid #c8c8c8; margin-bottom: 0.2rem; }
    table.cards td { display: flex; justify-content: space-between; gap: 1rem; text-align: right; }
    table.cards td::before { content: attr(data-label); font-weight: 400; color: #555; text-align: left; overflow-wrap: anywhere; white-space: normal; }
    table.cards td:empty { display: none; }
    table.cards tr.winner { background: #fdf6d8; }
    table.cards tr.total { border-top-width: 2px; }
  }
  @media (prefers-color-scheme: dark) {
    body { background: #16171a; color: #e6e6e6; }
    p.meta, caption, table.cards td::before { color: #aaa; }
    th { background: #2a2b30; }
    th, td, table.cards tr, table.cards th[scope="row"] { border-color: #555; }
    tr.winner td, tr.winner th, table.cards tr.winner { background: #3a3420; }
    tr.total td, tr.total th { border-top-color: #e6e6e6; }
    td.flood { color: #ff6b81; }
    td.bust { color: #e0a040; }
    code { background: #2a2b30; }
  }
  @media print {
    body { background: none; margin: 0; max-width: none; padding: 0; font-size: 10pt; color: #000; }
    th, td { border-color: #000; }
    th, tr.winner td, tr.winner th { background: none; }
    caption, p.meta { color: #000; }
    td.flood, td.bust { color: #000; }
    code { background: none; }
    h2 { break-after: avoid; }
    table { break-inside: auto; }
    tr { break-inside: avoid; }
    thead { display: table-header-group; }
    svg.story { break-inside: avoid; }
  }
"#;

/// One standalone page: headline, when and who began, rules, the final table, the pad.
pub(super) fn render(export: &Export) -> String {
    let style = format!("<style>{STYLE}</style>");
    let mut out = head(&text!("export-title"), &export.headline(), "", &style);
    out.push_str(&sections(export));
    let _ = writeln!(out, "</body>\n</html>");
    out
}

/// A page up to its `<body>`, as the export and the live page both open: the table's
/// language, `title — headline` as the title, and `extra` (the page's own style, links
/// or meta) last in the head. `attributes` go on `<html>` (a leading space each).
pub(crate) fn head(title: &str, headline: &str, attributes: &str, extra: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\"{attributes}>\n<head>",
        crate::render::lang().tag()
    );
    let _ = writeln!(out, "<meta charset=\"utf-8\">");
    // Phones lay the page out at their own width rather than a shrunk desktop's.
    let _ = writeln!(
        out,
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
    );
    let _ = writeln!(out, "<meta name=\"color-scheme\" content=\"light dark\">");
    let _ = writeln!(
        out,
        "<title>{} — {}</title>",
        escape(title),
        escape(headline)
    );
    let _ = writeln!(out, "{extra}\n</head>\n<body>");
    out
}

/// The page's content: title, headline, the final table, the pad and the chart. The
/// export wraps it in a page of its own; the live view in its own, under the turn.
pub(crate) fn sections(export: &Export) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "<h1>{}</h1>", escape(&text!("export-title")));
    let _ = writeln!(
        out,
        "<p class=\"meta headline\">{}</p>",
        escape(&export.headline())
    );
    let played = export.played_line();
    if !played.is_empty() {
        let _ = writeln!(out, "<p class=\"meta\">{}</p>", escape(&played));
    }
    let _ = writeln!(
        out,
        "<p class=\"meta\">{}</p>",
        escape(&export.rules_line())
    );

    let _ = writeln!(
        out,
        "<h2>{}</h2>\n<table class=\"final cards\">\n<caption>{}</caption>",
        escape(&export.table_title()),
        escape(&text!("export-final-caption"))
    );
    let columns = standings_columns();
    let header: String = columns
        .iter()
        .map(|(name, _)| format!("<th scope=\"col\">{}</th>", escape(name)))
        .collect();
    let _ = writeln!(out, "<thead><tr>{header}</tr></thead>\n<tbody>");
    for p in &export.players {
        let class = if export.winners.contains(&p.name) {
            " class=\"winner\""
        } else {
            ""
        };
        let cells: String = p
            .cells()
            .iter()
            .zip(&columns)
            .enumerate()
            .map(|(i, (cell, (label, numeric)))| {
                let class = if *numeric { " class=\"num\"" } else { "" };
                // The player's name heads the row, for screen readers reading across
                // and as the card's title on a phone.
                if i == PLAYER_COLUMN {
                    format!("<th scope=\"row\">{}</th>", escape(cell))
                } else {
                    format!(
                        "<td{class} data-label=\"{}\">{}</td>",
                        escape(label),
                        escape(cell)
                    )
                }
            })
            .collect();
        let _ = writeln!(out, "<tr{class}>{cells}</tr>");
    }
    let _ = writeln!(out, "</tbody>\n</table>");

    let round_label = text!("pad-round");
    let _ = writeln!(
        out,
        "<h2>{}</h2>\n<table class=\"pad cards\">\n<caption>{}</caption>\n<thead><tr><th scope=\"col\">{}</th>",
        escape(&text!("export-pad")),
        escape(&text!("export-pad-caption")),
        escape(&round_label)
    );
    for name in &export.play_order {
        let _ = write!(out, "<th scope=\"col\">{}</th>", escape(name));
    }
    let _ = writeln!(out, "</tr></thead>\n<tbody>");
    for round in &export.rounds {
        // On a phone the round's card is headed "Round 3"; in the table, "3".
        let _ = write!(
            out,
            "<tr><th scope=\"row\" class=\"num\"><span class=\"card-only\">{} </span>{}</th>",
            escape(&round_label),
            round.round
        );
        for name in &export.play_order {
            let class = match export.turns_of(round, name).last().map(|t| t.result) {
                Some(super::TurnResult::Flood) => "num flood",
                Some(super::TurnResult::Bust) => "num bust",
                _ => "num",
            };
            let _ = write!(
                out,
                "<td class=\"{class}\" data-label=\"{}\">{}</td>",
                escape(name),
                escape(&export.cell(round, name))
            );
        }
        let _ = writeln!(out, "</tr>");
    }
    let _ = write!(
        out,
        "<tr class=\"total\"><th scope=\"row\">{}</th>",
        escape(&text!("pad-total"))
    );
    for name in &export.play_order {
        let total = export
            .players
            .iter()
            .find(|p| &p.name == name)
            .map_or(0, |p| p.total);
        let _ = write!(
            out,
            "<td class=\"num\" data-label=\"{}\">{}</td>",
            escape(name),
            escape(&points(total))
        );
    }
    let _ = writeln!(out, "</tr>\n</tbody>\n</table>");
    if let Some(note) = export.tally_note() {
        let _ = writeln!(out, "<p class=\"meta\">{}</p>", escape_prose(&note));
    }
    if let Some(story) = &export.story
        && let Some(chart) = super::chart::svg(story)
    {
        let _ = writeln!(
            out,
            "<h2>{}</h2>\n{chart}",
            escape(&text!("export-chart-heading"))
        );
        // The marks' meaning where it can be seen, not only in the chart's description.
        if let Some(legend) = super::chart::marks_legend(story) {
            let _ = writeln!(out, "{legend}");
        }
        // The review's marks, in words under the chart.
        if !story.highlights.is_empty() {
            let words: Vec<String> = story
                .highlights
                .iter()
                .map(|mark| super::chart::highlight_words(story, mark).1)
                .collect();
            let _ = writeln!(
                out,
                "<p class=\"meta\">{}</p>",
                escape_prose(&text!("export-review-marks", marks = words.join("; ")))
            );
        }
        // Where the chances are not worked out, one line says why instead of an empty
        // panel.
        if let Some(switch) = story.unmodelled {
            let note = crate::render::chance_note(crate::render::ChanceNote::Unmodelled(switch));
            let _ = writeln!(out, "<p class=\"meta\">{}</p>", escape_prose(&note));
        } else if story.hooks_unseen {
            let note = crate::render::chance_note(crate::render::ChanceNote::HooksUnseen);
            let _ = writeln!(out, "<p class=\"meta\">{}</p>", escape_prose(&note));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::scripted;

    #[test]
    fn names_are_escaped() {
        assert_eq!(
            escape("<b>Ann & \"Bo\"</b>"),
            "&lt;b&gt;Ann &amp; &quot;Bo&quot;&lt;/b&gt;"
        );
        let game = scripted::play(&["<script>", "Bob"], "first:Bob");
        let page = render(&Export::new(game.state(), &[]));
        assert!(!page.contains("<script>"), "{page}");
        assert!(page.contains("&lt;script&gt;"));
    }

    #[test]
    fn the_page_stands_alone_and_prints() {
        let page = render(&Export::new(scripted::two_players(true).state(), &[]));
        assert!(page.contains("@media print"));
        assert!(!page.contains("http"), "no external assets");
        assert!(!page.contains("<link"));
    }
}
