//! The HTML export: one page that stands alone and prints well.

use std::fmt::Write as _;

use super::escape::escape;
use super::{Export, standings_columns};
use crate::render::points;
use crate::text;

/// Where the player's name is among the standings' columns: that cell heads its row.
const PLAYER_COLUMN: usize = 1;

/// Inline so the page stands alone; the print rules drop colour and keep rows whole.
const STYLE: &str = r#"
  body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1d1d1f; }
  h1 { margin-bottom: 0.2rem; }
  p.meta { margin: 0.2rem 0; color: #555; }
  p.headline { font-size: 1.2rem; font-weight: 600; }
  table { border-collapse: collapse; margin: 1rem 0 2rem; }
  th, td { border: 1px solid #c8c8c8; padding: 0.3rem 0.7rem; }
  th { background: #f0ede6; }
  th[scope="row"] { font-weight: 600; text-align: left; }
  th[scope="row"].num { text-align: right; }
  caption { caption-side: top; text-align: left; padding: 0.3rem 0; color: #555; font-size: 0.9rem; }
  div.scroll { overflow-x: auto; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; }
  td.flood { font-weight: 700; color: #b00020; }
  td.bust { color: #7a4b00; }
  tr.winner td, tr.winner th { font-weight: 700; background: #fdf6d8; }
  tr.total td, tr.total th { font-weight: 700; border-top: 2px solid #1d1d1f; }
  svg.story { width: 100%; max-width: 45rem; height: auto; }
  @media (prefers-color-scheme: dark) {
    body { background: #16171a; color: #e6e6e6; }
    p.meta, caption { color: #aaa; }
    th { background: #2a2b30; }
    th, td { border-color: #555; }
    tr.winner td, tr.winner th { background: #3a3420; }
    tr.total td, tr.total th { border-top-color: #e6e6e6; }
    td.flood { color: #ff6b81; }
    td.bust { color: #e0a040; }
  }
  @media print {
    body { background: none; margin: 0; max-width: none; font-size: 10pt; color: #000; }
    th, td { border-color: #000; }
    th, tr.winner td, tr.winner th { background: none; }
    caption { color: #000; }
    div.scroll { overflow: visible; }
    td.flood, td.bust { color: #000; }
    table { page-break-inside: auto; }
    tr { page-break-inside: avoid; }
    thead { display: table-header-group; }
  }
"#;

/// One standalone page: headline, when and who began, rules, the final table, the pad.
pub(super) fn render(export: &Export) -> String {
    let mut out = String::new();
    let title = text!("export-title");
    let _ = writeln!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>",
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
        escape(&title),
        escape(&export.headline())
    );
    let _ = writeln!(out, "<style>{STYLE}</style>\n</head>\n<body>");
    let _ = writeln!(out, "<h1>{}</h1>", escape(&title));
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
        "<h2>{}</h2>\n<div class=\"scroll\">\n<table class=\"final\">\n<caption>{}</caption>",
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
            .map(|(i, (cell, (_, numeric)))| {
                let class = if *numeric { " class=\"num\"" } else { "" };
                // The player's name heads the row, for screen readers reading across.
                if i == PLAYER_COLUMN {
                    format!("<th scope=\"row\"{class}>{}</th>", escape(cell))
                } else {
                    format!("<td{class}>{}</td>", escape(cell))
                }
            })
            .collect();
        let _ = writeln!(out, "<tr{class}>{cells}</tr>");
    }
    let _ = writeln!(out, "</tbody>\n</table>\n</div>");

    let _ = writeln!(
        out,
        "<h2>{}</h2>\n<div class=\"scroll\">\n<table class=\"pad\">\n<caption>{}</caption>\n<thead><tr><th scope=\"col\">{}</th>",
        escape(&text!("export-pad")),
        escape(&text!("export-pad-caption")),
        escape(&text!("pad-round"))
    );
    for name in &export.play_order {
        let _ = write!(out, "<th scope=\"col\">{}</th>", escape(name));
    }
    let _ = writeln!(out, "</tr></thead>\n<tbody>");
    for round in &export.rounds {
        let _ = write!(
            out,
            "<tr><th scope=\"row\" class=\"num\">{}</th>",
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
                "<td class=\"{class}\">{}</td>",
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
        let _ = write!(out, "<td class=\"num\">{}</td>", points(total));
    }
    let _ = writeln!(out, "</tr>\n</tbody>\n</table>\n</div>");
    if let Some(chart) = export.story.as_ref().and_then(super::chart::svg) {
        let _ = writeln!(
            out,
            "<h2>{}</h2>\n{chart}",
            escape(&text!("export-chart-heading"))
        );
        if export
            .story
            .as_ref()
            .is_some_and(|story| story.hooks_unseen)
        {
            let note = crate::render::chance_note(crate::render::ChanceNote::HooksUnseen);
            let _ = writeln!(out, "<p class=\"meta\">{}</p>", escape(&note));
        }
    }
    let _ = writeln!(out, "</body>\n</html>");
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
