//! `marbles rules`: the rules in play, the shipped house rules, and script checks.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::CliError;
use super::args::{RulesAction, RulesArgs};
use crate::house_rules::{self, SHIPPED};
use crate::render::{Style, count, paint, rules_table};
use crate::rules::HouseRule;

/// `marbles rules`, `marbles rules list`, `marbles rules check FILE...`
pub fn run(args: RulesArgs, out: &mut dyn Write) -> Result<(), CliError> {
    match args.action {
        Some(RulesAction::List) => list(out),
        Some(RulesAction::Check { files }) => check(&files, out),
        None => {
            let rules = house_rules::load(&args.rules)?;
            let scorer = rules.scorer();
            if args.json {
                out.write_all(crate::json::pretty(scorer.rules())?.as_bytes())?;
            } else {
                write!(out, "{}", rules_table(scorer))?;
            }
            Ok(())
        }
    }
}

/// The scripts in `./house_rules/` when there is such a folder, else the copies built
/// into the binary.
fn list(out: &mut dyn Write) -> Result<(), CliError> {
    let folder = Path::new("house_rules");
    let mut sources: Vec<HouseRule> = Vec::new();
    if let Ok(entries) = std::fs::read_dir(folder) {
        let mut paths: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "lua"))
            .collect();
        paths.sort();
        for path in paths {
            sources.push(house_rules::resolve(&path)?);
        }
        writeln!(out, "House rules in {}:", folder.display())?;
    } else {
        sources = SHIPPED
            .iter()
            .map(|s| HouseRule::new(s.name, format!("house_rules/{}.lua", s.name), s.source))
            .collect();
        writeln!(out, "House rules built into marbles:")?;
    }
    let width = sources.iter().map(|s| s.name.len()).max().unwrap_or(0);
    for source in &sources {
        let about = match house_rules::inspect(std::slice::from_ref(source)) {
            Ok(loaded) => loaded.scripts[0]
                .description
                .clone()
                .unwrap_or_else(|| "(no description)".into()),
            Err(err) => paint(Style::Bad, format!("does not load: {}", err.at_path())),
        };
        writeln!(out, "  {:<width$}  {about}", source.name)?;
    }
    writeln!(
        out,
        "Play one with `--rules house_rules/NAME.lua`; see house_rules/README.md to write your own."
    )?;
    Ok(())
}

/// Loads the scripts, prints the table they make and runs their examples.
fn check(files: &[PathBuf], out: &mut dyn Write) -> Result<(), CliError> {
    let loaded = files
        .iter()
        .map(|path| house_rules::resolve(path))
        .collect::<Result<Vec<_>, _>>()
        .and_then(|sources| house_rules::inspect(&sources))
        .map_err(|err| CliError::Check(err.at_path()))?;
    let scorer = loaded.rules.scorer();
    let sources = loaded.rules.house_rules();
    for (info, source) in loaded.scripts.iter().zip(sources) {
        writeln!(
            out,
            "{}: {}",
            paint(Style::Strong, source.path.display()),
            info.description
                .as_deref()
                .unwrap_or("(no description: add marbles.describe(\"...\"))")
        )?;
    }
    write!(out, "{}", rules_table(scorer))?;
    let mut failed = 0;
    let mut total = 0;
    for (info, source) in loaded.scripts.iter().zip(sources) {
        let shown = source.display_name();
        for example in &info.examples {
            total += 1;
            let actual = example.actual(scorer);
            let place = example
                .place
                .strip_prefix(&shown)
                .map_or(example.place.clone(), |line| {
                    format!("{}{line}", source.path.display())
                });
            if example.holds(scorer) {
                writeln!(
                    out,
                    "{}  {}  {}",
                    paint(Style::Good, "ok  "),
                    example.dice,
                    actual
                )?;
            } else {
                failed += 1;
                writeln!(
                    out,
                    "{}  {place}: example {}: expected {}, the rules give {actual}",
                    paint(Style::Bad, "FAIL"),
                    example.dice,
                    example.expected
                )?;
            }
        }
    }
    if total == 0 {
        writeln!(
            out,
            "No examples declared: add marbles.example(\"1 1 1 2 3 4\", 500) lines."
        )?;
    }
    if failed > 0 {
        return Err(CliError::Examples { failed });
    }
    writeln!(out, "{} hold.", count(total, "count-example"))?;
    Ok(())
}
