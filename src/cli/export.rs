use std::io::Write;
use std::path::Path;

use super::CliError;
use super::args::ExportArgs;
use crate::export::{Export, ExportFormat};
use crate::store;

/// `marbles export SAVE [--format F] [-o FILE]`
pub fn run(args: ExportArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let format = match (args.format, &args.output) {
        (Some(format), _) => format,
        (None, Some(path)) => ExportFormat::from_extension(path)
            .ok_or_else(|| CliError::UnknownFormat { path: path.clone() })?,
        (None, None) => ExportFormat::Markdown,
    };
    if let Some(path) = &args.output
        && same_file(path, &args.save)
    {
        return Err(CliError::OutputIsSave { path: path.clone() });
    }
    // The house-rule seam: the Lua layer's loader replaces `saved_rules` here.
    let (save, game) = store::load_game(&args.save, store::saved_rules)?;
    let text = format.render(&Export::new(game.state(), &save.house_rule_names()))?;
    match &args.output {
        Some(path) => {
            store::write_export(path, text.as_bytes(), args.force)?;
        }
        None => out.write_all(text.as_bytes())?,
    }
    Ok(())
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}
