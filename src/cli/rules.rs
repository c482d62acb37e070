use std::io::Write;

use super::CliError;
use super::args::RulesArgs;
use crate::render::rules_table;
use crate::rules::Scorer;

/// `marbles rules`
pub fn run(args: RulesArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let scorer = Scorer::standard();
    if args.json {
        serde_json::to_writer_pretty(&mut *out, scorer.rules())?;
        writeln!(out)?;
    } else {
        write!(out, "{}", rules_table(&scorer))?;
    }
    Ok(())
}
