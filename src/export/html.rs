//! The HTML export: one page that stands alone and prints well.

use std::fmt::Write as _;

use super::{Export, STANDINGS_COLUMNS};
use crate::render::points;

/// Inline so the page stands alone; the print rules drop colour and keep rows whole.
const STYLE: &str = r#"
  body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1d1d1f; }
  h1 { margin-bottom: 0.2rem; }
  p.meta { margin: 0.2rem 0; color: #555; }
  p.headline { font-size: 1.2rem; font-weight: 600; }
  table { border-collapse: collapse; margin: 1rem 0 2rem; }
  th, td { border: 1px solid #c8c8c8; padding: 0.3rem 0.7rem; }
  th { background: #f0ede6; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; }
  td.flood { font-weight: 700; color: #b00020; }
  td.bust { color: #7a4b00; }
  tr.winner td { font-weight: 700; background: #fdf6d8; }
  tr.total td { font-weight: 700; border-top: 2px solid #1d1d1f; }
  svg.story { width: 100%; max-width: 45rem; height: auto; }
  @media (prefers-color-scheme: dark) {
    body { background: #16171a; color: #e6e6e6; }
    p.meta { color: #aaa; }
    th { background: #2a2b30; }
    th, td { border-color: #555; }
    tr.winner td { background: #3a3420; }
    tr.total td { border-top-color: #e6e6e6; }
    td.flood { color: #ff6b81; }
    td.bust { color: #e0a040; }
  }
  @media print {
    body { background: none; margin: 0; max-width: none; font-size: 10pt; color: #000; }
    th, td { border-color: #000; }
    th, tr.winner td { background: none; }
    td.flood, td.bust { color: #000; }
    table { page-break-inside: auto; }
    tr { page-break-inside: avoid; }
    thead { display: table-header-group; }
  }
"#;

/// One standalone page: headline, rules, the final table, the pad.
pub(super) fn render(export: &Export) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>");
    let _ = writeln!(out, "<meta charset=\"utf-8\">");
    let _ = writeln!(
        out,
        "<title>Mississippi Marbles — {}</title>",
        escape(&export.headline())
    );
    let _ = writeln!(out, "<style>{STYLE}</style>\n</head>\n<body>");
    let _ = writeln!(out, "<h1>Mississippi Marbles</h1>");
    let _ = writeln!(
        out,
        "<p class=\"meta headline\">{}</p>",
        escape(&export.headline())
    );
    let _ = writeln!(
        out,
        "<p class=\"meta\">{}</p>",
        escape(&export.rules_line())
    );

    let title = if export.finished {
        "Final table"
    } else {
        "Standings"
    };
    let _ = writeln!(out, "<h2>{title}</h2>\n<table class=\"final\">");
    let header: String = STANDINGS_COLUMNS
        .iter()
        .map(|(name, _)| format!("<th>{name}</th>"))
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
            .zip(STANDINGS_COLUMNS)
            .map(|(cell, (_, numeric))| {
                let class = if numeric { " class=\"num\"" } else { "" };
                format!("<td{class}>{}</td>", escape(cell))
            })
            .collect();
        let _ = writeln!(out, "<tr{class}>{cells}</tr>");
    }
    let _ = writeln!(out, "</tbody>\n</table>");

    let _ = writeln!(
        out,
        "<h2>Pad</h2>\n<table class=\"pad\">\n<thead><tr><th>round</th>"
    );
    for name in &export.play_order {
        let _ = write!(out, "<th>{}</th>", escape(name));
    }
    let _ = writeln!(out, "</tr></thead>\n<tbody>");
    for round in &export.rounds {
        let _ = write!(out, "<tr><td class=\"num\">{}</td>", round.round);
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
    let _ = write!(out, "<tr class=\"total\"><td>total</td>");
    for name in &export.play_order {
        let total = export
            .players
            .iter()
            .find(|p| &p.name == name)
            .map_or(0, |p| p.total);
        let _ = write!(out, "<td class=\"num\">{}</td>", points(total));
    }
    let _ = writeln!(out, "</tr>\n</tbody>\n</table>");
    if let Some(chart) = export.story.as_ref().and_then(super::chart::svg) {
        let _ = writeln!(
            out,
            "<h2>{}</h2>\n{chart}",
            crate::render::chart_words::HEADING
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

/// Text made safe for HTML content and attribute values.
pub(super) fn escape(text: &str) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scripted;

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
