//! `marbles odds`: the exact odds of throwing each number of dice.

use std::io::Write;

use super::CliError;
use super::args::{OddsArgs, StandingArgs};
use crate::game::RulesInPlay;
use crate::odds::{Outlook, Policy, Situation};
use crate::render::outlook_text;

/// `marbles odds`
pub(super) fn run(
    args: OddsArgs,
    rules: &RulesInPlay,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let scorer = rules.scorer();
    let policy = Policy::for_scorer(scorer);
    let dice = args.dice.map_or(scorer.rules().dice, usize::from);
    let situation = situation(&args.standing, dice);
    let outlook = Outlook::new(&policy, situation)?;
    if args.json {
        out.write_all(crate::json::pretty(&outlook)?.as_bytes())?;
    } else {
        write!(out, "{}", outlook_text(&outlook))?;
        if let Some(note) = crate::render::flow_note(&policy) {
            write!(out, "{note}")?;
        }
        if let Some(note) = crate::render::hook_note(&rules.hooked_events()) {
            write!(out, "{note}")?;
        }
    }
    Ok(())
}

/// The situation the standing flags describe.
pub(super) fn situation(standing: &StandingArgs, dice: usize) -> Situation {
    Situation {
        dice,
        turn: standing.turn,
        open: standing.open,
        total: standing.total,
    }
}
