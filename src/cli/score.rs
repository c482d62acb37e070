//! `marbles score DICE...`: what a throw scores, without a game.

use std::io::Write;

use serde::Serialize;

use super::CliError;
use super::args::ScoreArgs;
use crate::house_rules;
use crate::render::{KeepReport, ThrowReport};

/// `marbles score DICE...`
pub(super) fn run(args: ScoreArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let throw = super::throw_from_args(&args.dice)?;
    // Scripted combinations are asked about this throw's dice only.
    let rules = house_rules::load_for_throw(&args.rules, &throw.counts())?;
    let scorer = rules.scorer();
    let most = scorer.rules().dice;
    if throw.len() > most {
        return Err(CliError::TooManyDice {
            dice: throw.len(),
            most,
        });
    }
    let report = ThrowReport::new(scorer, &throw);
    let text = if args.json {
        let json = ScoreJson {
            best: report.most_points.as_ref(),
            report: &report,
        };
        crate::json::line(&json)?
    } else {
        format!(
            "{}\n{}",
            crate::text!("score-throw", throw = crate::render::throw_text(&throw)),
            report.to_text(scorer)
        )
    };
    // Judging and wording the throw ask about nothing beyond its dice; were they to, a
    // script's failure there is still an error, not a silent miss.
    if let Some(err) = scorer.late_error() {
        return Err(err.into());
    }
    out.write_all(text.as_bytes())?;
    // The process ends after one throw: closing the scripts' Lua states, which frees
    // each of their objects one by one, was a twentieth of a run with three house
    // rules, and the system takes the memory back at once.
    std::mem::forget(rules);
    Ok(())
}

/// `score --json`: the report, and `best`, the old name of `most_points`. Deprecated:
/// "best" is the best play in `advise`; the alias goes in the next release.
#[derive(Serialize)]
struct ScoreJson<'a> {
    #[serde(flatten)]
    report: &'a ThrowReport,
    best: Option<&'a KeepReport>,
}
