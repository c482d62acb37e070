use std::io::Write;

use super::CliError;
use super::args::AdviseArgs;
use super::odds::situation;
use crate::game::RulesInPlay;
use crate::odds::{Advice, Policy};
use crate::render::advice_table;

/// `marbles advise DICE...`
pub fn run(args: AdviseArgs, rules: &RulesInPlay, out: &mut dyn Write) -> Result<(), CliError> {
    let scorer = rules.scorer();
    let throw = super::throw_from_args(&args.dice)?;
    let policy = Policy::for_scorer(scorer);
    let situation = situation(&args.standing, throw.len());
    let advice = Advice::new(scorer, &policy, situation, &throw.counts())?;
    if args.json {
        serde_json::to_writer_pretty(&mut *out, &advice)?;
        writeln!(out)?;
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
