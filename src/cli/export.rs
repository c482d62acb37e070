//! `marbles export SAVE`: a save replayed and written out in an export format.

use std::io::Write;

use super::CliError;
use super::args::ExportArgs;
use crate::clock::Stamp;
use crate::export::{CsvDialect, Export, ExportFormat};
use crate::house_rules;
use crate::odds::win::Forecast;
use crate::odds::{Policy, review, story};
use crate::store;

/// `marbles export SAVE [--format F] [-o FILE]`
pub(super) fn run(mut args: ExportArgs, out: &mut dyn Write) -> Result<(), CliError> {
    args.save = super::history::save_named(args.save)?;
    let format = match (args.format, &args.output) {
        (Some(format), _) => format,
        (None, Some(path)) => ExportFormat::from_extension(path)
            .ok_or_else(|| CliError::UnknownFormat { path: path.clone() })?,
        (None, None) => ExportFormat::Markdown,
    };
    if let Some(path) = &args.output
        && store::same_file(path, &args.save)
    {
        return Err(CliError::OutputIsSave { path: path.clone() });
    }
    let (save, mut game) = store::load_game(&args.save, house_rules::load_saved)?;
    // A stamp without an offset (older saves) is shown in this machine's time zone; a
    // `created` that is not a time leaves the date out rather than refusing the export.
    let started = Stamp::parse(&save.created).ok().map(|s| s.here());
    let finished_at = save.finished_at.map(|s| s.here());
    let story = (format == ExportFormat::Html).then(|| {
        // The chart's chances: exact for two players playing to win, and for more
        // playing for points; the review's moments marked on them.
        let policy = Policy::for_scorer(game.scorer());
        let forecast = Forecast::new();
        let mut story = story(game.state(), &policy, &forecast);
        story.hooks_unseen = game.rules().has_hooks();
        if let Ok(review) = review::review(&mut game, &policy, &forecast) {
            story.highlights = review::highlights(&review, game.state());
        }
        story
    });
    let mut export = Export::new(game.state(), &game.rules().names())
        .with_shown_rules(crate::render::house_rules_shown(game.rules()))
        .with_started(started)
        .with_finished_at(finished_at);
    if let Some(story) = story {
        export = export.with_story(story);
    }
    // Without a flag, `render` chooses the table language's dialect (one place).
    let text = if args.excel {
        format.render_with(&export, CsvDialect::Excel)?
    } else if args.no_excel {
        format.render_with(&export, CsvDialect::Plain)?
    } else {
        format.render(&export)?
    };
    match &args.output {
        Some(path) => {
            store::write_export(path, text.as_bytes(), args.force)?;
        }
        None => out.write_all(text.as_bytes())?,
    }
    Ok(())
}
