//! `marbles advise DICE...`: what to keep from a throw typed on the command line.

use std::io::Write;

use super::CliError;
use super::args::AdviseArgs;
use super::odds::situation;
use crate::game::RulesInPlay;
use crate::odds::{Advice, Policy};
use crate::render::advice_table;

/// `marbles advise DICE...`
pub(super) fn run(
    args: AdviseArgs,
    rules: &RulesInPlay,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let scorer = rules.scorer();
    let throw = super::throw_from_args(&args.dice)?;
    let policy = Policy::for_scorer(scorer);
    let situation = situation(&args.standing, throw.len());
    let advice = Advice::new(scorer, &policy, situation, &throw.counts())?;
    if args.json {
        out.write_all(crate::json::pretty(&advice)?.as_bytes())?;
    } else {
        write!(out, "{}", advice_table(&advice))?;
        if let Some(note) = crate::render::flow_note(&policy) {
            write!(out, "{note}")?;
        }
        if let Some(note) = crate::render::hook_note(&rules.hooked_events()) {
            write!(out, "{note}")?;
        }
    }
    Ok(())
}
