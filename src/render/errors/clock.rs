//! How a time or date that could not be read is worded.

use std::fmt;

use crate::clock::ClockError;
use crate::text;

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::Stamp { text, reason } => f.write_str(&text!(
                "clock-stamp",
                text = text.as_str(),
                reason = reason.as_str()
            )),
            ClockError::Date { text } => f.write_str(&text!("clock-date", text = text.as_str())),
            ClockError::NoSuchDay { date, reason } => f.write_str(&text!(
                "clock-no-such-day",
                date = date.as_str(),
                reason = reason.as_str()
            )),
        }
    }
}
