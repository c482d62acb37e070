use std::io::Write;

use super::CliError;
use super::args::{OddsArgs, StandingArgs};
use crate::odds::{Outlook, Policy, Situation};
use crate::render::outlook_text;
use crate::rules::Scorer;

/// `marbles odds`
pub fn run(args: OddsArgs, scorer: &Scorer, out: &mut dyn Write) -> Result<(), CliError> {
    let policy = Policy::for_scorer(scorer);
    let situation = situation(&args.standing, usize::from(args.dice));
    let outlook = Outlook::new(&policy, situation)?;
    if args.json {
        serde_json::to_writer_pretty(&mut *out, &outlook)?;
        writeln!(out)?;
    } else {
        write!(out, "{}", outlook_text(&outlook))?;
        if let Some(switch) = policy.unmodelled_flow() {
            writeln!(
                out,
                "note: the expected values assume the standard turn flow, not `{switch}`"
            )?;
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
