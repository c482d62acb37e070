//! How a computer player plays its turns.

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};

use super::OddsError;
use crate::rules::Points;

/// How a computer player plays its turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// The [`Policy`](super::Policy): the keep and the bank that maximise the expected
    /// change to the total.
    Optimal,
    /// Keep the most points; bank once the turn holds at least this many (and banking is
    /// allowed).
    BankAt(Points),
    /// Keep the most points; bank as soon as allowed.
    Cautious,
    /// The `WinPlay`: the keep and the bank that maximise the
    /// chance to win a two-player game, given both totals.
    Win,
}

impl Strategy {
    /// Whether the strategy plays by solved standings (optimal, win), which a
    /// simulation solves before it starts.
    pub(crate) fn solves(&self) -> bool {
        matches!(self, Strategy::Optimal | Strategy::Win)
    }

    /// The threshold a simple strategy banks at, or `None` for the solved ones (optimal,
    /// win).
    pub(crate) fn bank_at(&self) -> Option<Points> {
        match self {
            Strategy::Optimal | Strategy::Win => None,
            Strategy::BankAt(at) => Some(*at),
            // Banking needs something set aside, so 0 means "as soon as allowed".
            Strategy::Cautious => Some(0),
        }
    }
}

impl FromStr for Strategy {
    type Err = OddsError;

    /// `optimal`, `win`, `cautious` or `bank-at:N`.
    fn from_str(text: &str) -> Result<Strategy, OddsError> {
        let lower = text.trim().to_ascii_lowercase();
        match lower.as_str() {
            "optimal" => Ok(Strategy::Optimal),
            "cautious" => Ok(Strategy::Cautious),
            "win" => Ok(Strategy::Win),
            _ => lower
                .strip_prefix("bank-at:")
                .and_then(|n| n.trim().replace([',', '_'], "").parse::<Points>().ok())
                .filter(|n| *n >= 0)
                .map(Strategy::BankAt)
                .ok_or_else(|| OddsError::UnknownStrategy {
                    text: text.to_owned(),
                }),
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Strategy::Optimal => f.write_str("optimal"),
            Strategy::BankAt(at) => write!(f, "bank-at:{at}"),
            Strategy::Cautious => f.write_str("cautious"),
            Strategy::Win => f.write_str("win"),
        }
    }
}

impl Serialize for Strategy {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strategies_read_as_typed() {
        assert_eq!("optimal".parse(), Ok(Strategy::Optimal));
        assert_eq!("Cautious".parse(), Ok(Strategy::Cautious));
        assert_eq!("win".parse(), Ok(Strategy::Win));
        assert_eq!(Strategy::Win.to_string(), "win");
        assert_eq!("bank-at:1,000".parse(), Ok(Strategy::BankAt(1000)));
        assert!("bank-at:".parse::<Strategy>().is_err());
        assert!("greedy".parse::<Strategy>().is_err());
        assert_eq!(Strategy::BankAt(350).to_string(), "bank-at:350");
    }
}
