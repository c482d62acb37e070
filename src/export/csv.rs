//! The CSV export: the final table, then the pad, for spreadsheets.

use super::{Export, ExportError};

/// The final table, a blank line, then the pad (`round`, then per player the result and
/// the total after it). Numbers are plain (`12700`) so spreadsheets read them as numbers.
pub(super) fn render(export: &Export) -> Result<String, ExportError> {
    let mut table = writer();
    table
        .write_record([
            "rank",
            "player",
            "total",
            "opened",
            "opened_in_round",
            "turns",
            "busts",
            "floods",
            "best_turn",
        ])
        .map_err(fail)?;
    for p in &export.players {
        table
            .write_record([
                p.rank.to_string(),
                p.name.clone(),
                p.total.to_string(),
                p.opened.to_string(),
                p.opened_in_round.map(|r| r.to_string()).unwrap_or_default(),
                p.turns.to_string(),
                p.busts.to_string(),
                p.floods.to_string(),
                p.best_turn.to_string(),
            ])
            .map_err(fail)?;
    }

    let mut pad = writer();
    let mut header = vec!["round".to_owned()];
    for name in &export.play_order {
        header.push(name.clone());
        header.push(format!("{name} total"));
    }
    pad.write_record(&header).map_err(fail)?;
    for round in &export.rounds {
        let mut row = vec![round.round.to_string()];
        for name in &export.play_order {
            let turns: Vec<_> = export.turns_of(round, name).collect();
            let results: Vec<String> = turns.iter().map(|t| t.text()).collect();
            row.push(results.join(", "));
            row.push(
                turns
                    .last()
                    .map(|t| t.total.to_string())
                    .unwrap_or_default(),
            );
        }
        pad.write_record(&row).map_err(fail)?;
    }

    // Two writers, because the csv crate writes an empty record as `""`, not as the
    // blank line that separates the sections.
    let mut out = finish(table)?;
    out.push('\n');
    out.push_str(&finish(pad)?);
    Ok(out)
}

fn writer() -> csv::Writer<Vec<u8>> {
    csv::WriterBuilder::new().from_writer(Vec::new())
}

fn finish(writer: csv::Writer<Vec<u8>>) -> Result<String, ExportError> {
    let bytes = writer
        .into_inner()
        .map_err(|e| ExportError::Csv(e.to_string()))?;
    String::from_utf8(bytes).map_err(|e| ExportError::Csv(e.to_string()))
}

fn fail(err: csv::Error) -> ExportError {
    ExportError::Csv(err.to_string())
}
