//! The Markdown export: a heading, the winners, the rules, the table and the pad.

use std::fmt::Write as _;

use super::{Export, standings_columns};
use crate::render::points;
use crate::text;

/// A heading, who won, when and who began, the rules, then two tables: the final table
/// and the pad.
pub(super) fn render(export: &Export) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# {}\n", text!("export-title"));
    let _ = writeln!(out, "**{}**  ", escape(&export.headline()));
    let played = export.played_line();
    if !played.is_empty() {
        let _ = writeln!(out, "{}  ", escape(&played));
    }
    let _ = writeln!(out, "{}\n", escape(&export.rules_line()));
    let _ = writeln!(out, "## {}\n", escape(&export.table_title()));
    let columns = standings_columns();
    let header: Vec<String> = columns.iter().map(|(name, _)| escape(name)).collect();
    let _ = writeln!(out, "| {} |", header.join(" | "));
    let align: Vec<&str> = columns
        .iter()
        .map(|(_, numeric)| if *numeric { "---:" } else { ":---" })
        .collect();
    let _ = writeln!(out, "|{}|", align.join("|"));
    for p in &export.players {
        let cells: Vec<String> = p.cells().iter().map(|c| escape(c)).collect();
        let _ = writeln!(out, "| {} |", cells.join(" | "));
    }

    let _ = writeln!(out, "\n## {}\n", escape(&text!("export-pad")));
    let names: Vec<String> = export.play_order.iter().map(|n| escape(n)).collect();
    let _ = writeln!(
        out,
        "| {} | {} |",
        escape(&text!("pad-round")),
        names.join(" | ")
    );
    let _ = writeln!(out, "|---:|{}", "---:|".repeat(names.len()));
    for round in &export.rounds {
        let cells: Vec<String> = export
            .play_order
            .iter()
            .map(|name| escape(&export.cell(round, name)))
            .collect();
        let _ = writeln!(out, "| {} | {} |", round.round, cells.join(" | "));
    }
    let totals: Vec<String> = export
        .play_order
        .iter()
        .map(|name| {
            let total = export
                .players
                .iter()
                .find(|p| &p.name == name)
                .map_or(0, |p| p.total);
            format!("**{}**", points(total))
        })
        .collect();
    let _ = writeln!(
        out,
        "| **{}** | {} |",
        escape(&text!("pad-total")),
        totals.join(" | ")
    );
    if let Some(note) = export.tally_note() {
        let _ = writeln!(out, "\n{}", escape(&note));
    }
    out
}

/// Backslash-escapes what Markdown would read as markup, so a name like `*Ann*` or
/// `A|B` shows as typed and cannot break a table; control characters (a line break too,
/// which would end the table's row) are shown escaped.
fn escape(text: &str) -> String {
    let text = crate::render::shown_line(text);
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_in_names_is_escaped() {
        assert_eq!(escape("*A|B*"), "\\*A\\|B\\*");
        assert_eq!(escape("Ann"), "Ann");
    }
}
