//! `marbles export SAVE`: a save replayed and written out in an export format.

use std::io::Write;
use std::path::PathBuf;

use super::CliError;
use super::args::ExportArgs;
use crate::export::{CsvDialect, Export, ExportFormat, SeasonGame};
use crate::house_rules;
use crate::odds::win::Forecast;
use crate::odds::{Policy, review, story};
use crate::store;

/// `marbles export SAVE… [--all] [--format F] [-o FILE]`
pub(super) fn run(args: ExportArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let format = match (args.format, &args.output) {
        (Some(format), _) => format,
        (None, Some(path)) => ExportFormat::from_extension(path)
            .ok_or_else(|| CliError::UnknownFormat { path: path.clone() })?,
        (None, None) => ExportFormat::Markdown,
    };
    let saves = saves_named(&args)?;
    if let Some(path) = &args.output
        && saves.iter().any(|(_, save)| store::same_file(path, save))
    {
        return Err(CliError::OutputIsSave { path: path.clone() });
    }
    // Without a flag, `render` chooses the table language's dialect (one place).
    let dialect = if args.excel {
        Some(CsvDialect::Excel)
    } else if args.no_excel {
        Some(CsvDialect::Plain)
    } else {
        None
    };
    let text = match saves.as_slice() {
        [(_, save)] if !args.all => {
            let (export, _) = export_of(save, format)?;
            match dialect {
                Some(dialect) => format.render_with(&export, dialect)?,
                None => format.render(&export)?,
            }
        }
        _ => {
            let mut games = Vec::with_capacity(saves.len());
            for (game, save) in &saves {
                let (export, date) = export_of(save, format)?;
                let game = SeasonGame {
                    game: game.clone(),
                    date,
                };
                games.push((game, export));
            }
            let dialect = dialect.unwrap_or_else(|| CsvDialect::for_lang(crate::render::lang()));
            format
                .render_season(&games, dialect)
                .ok_or(CliError::OneGameFormat {
                    format: format.name(),
                })??
        }
    };
    match &args.output {
        Some(path) => {
            store::write_export(path, text.as_bytes(), args.force)?;
        }
        None => out.write_all(text.as_bytes())?,
    }
    Ok(())
}

/// The saves to export, each with how a season's rows name it: every game of the
/// history, oldest first (`--all`), or those named (a file, or a history number).
fn saves_named(args: &ExportArgs) -> Result<Vec<(String, PathBuf)>, CliError> {
    if args.all {
        let history = super::history::load()?;
        let mut games: Vec<(usize, PathBuf)> = history
            .entries
            .iter()
            .map(|entry| (entry.number, entry.file.clone()))
            .collect();
        games.sort_by_key(|(number, _)| *number);
        return Ok(games
            .into_iter()
            .map(|(number, file)| (number.to_string(), file))
            .collect());
    }
    let mut games = Vec::with_capacity(args.save.len());
    for arg in &args.save {
        let save = super::history::save_named(arg.clone())?;
        // A number names the game as `history` does; a file, by its name.
        let game = match arg.to_str().map(str::trim) {
            Some(text) if text.parse::<usize>().is_ok() && save != *arg => text.to_owned(),
            _ => save
                .file_name()
                .map_or_else(String::new, |name| name.to_string_lossy().into_owned()),
        };
        games.push((game, save));
    }
    Ok(games)
}

/// One save replayed into the table an export lays out, and the day it began
/// (`2026-12-04`, in this machine's time zone; empty when its stamp is not a time).
fn export_of(path: &std::path::Path, format: ExportFormat) -> Result<(Export, String), CliError> {
    let (save, mut game) = store::load_game(path, house_rules::load_saved)?;
    // A stamp without an offset (older saves) is shown in this machine's time zone; a
    // `created` that is not a time leaves the date out rather than refusing the export.
    let started = save.created.stamp().map(|s| s.here());
    let day = started.map_or_else(String::new, |s| s.wall_clock().date().to_string());
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
    Ok((export, day))
}
