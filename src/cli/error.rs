use thiserror::Error;

use crate::dice::DiceError;
use crate::game::GameError;
use crate::rules::RuleError;

/// Why a command failed, and the exit status that tells scripts which kind of failure.
#[derive(Debug, Error)]
pub enum CliError {
    /// Typed dice were malformed.
    #[error(transparent)]
    Dice(#[from] DiceError),
    /// The rules refused something.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// The game refused something.
    #[error(transparent)]
    Game(#[from] GameError),
    /// House rules failed to load.
    #[error(transparent)]
    HouseRule(#[from] crate::house_rules::HouseRuleError),
    /// `rules check`: a script failed to load; the message reads `FILE:LINE: message`.
    #[error("{0}")]
    Check(String),
    /// `rules check`: examples a script declares do not hold.
    #[error("{failed} of the declared examples {do_} not hold: fix the script or the example", do_ = if *failed == 1 { "does" } else { "do" })]
    Examples {
        /// How many failed.
        failed: usize,
    },
    /// Writing the output failed.
    #[error("could not write the output: {0}")]
    Output(#[from] std::io::Error),
    /// JSON output failed.
    #[error("could not write JSON: {0}")]
    Json(#[from] serde_json::Error),
}

impl CliError {
    /// 2 for input a person or script should correct, 1 for everything else.
    pub fn exit_code(&self) -> i32 {
        match self {
            CliError::Dice(_)
            | CliError::Rule(_)
            | CliError::Game(_)
            | CliError::HouseRule(_)
            | CliError::Check(_) => 2,
            CliError::Output(_) | CliError::Json(_) | CliError::Examples { .. } => 1,
        }
    }
}
