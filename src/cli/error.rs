use thiserror::Error;

use crate::dice::DiceError;
use crate::game::GameError;
use crate::odds::OddsError;
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
    /// Odds, advice or a simulation were refused.
    #[error(transparent)]
    Odds(#[from] OddsError),
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
            CliError::Dice(_) | CliError::Rule(_) | CliError::Game(_) | CliError::Odds(_) => 2,
            CliError::Output(_) | CliError::Json(_) => 1,
        }
    }
}
