//! How a config file that could not be read or written is worded.

use std::fmt;

use crate::config::ConfigError;
use crate::text;

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Invalid {
                path,
                line,
                column,
                message,
            } => f.write_str(&text!(
                "config-invalid",
                path = path.display().to_string(),
                line = line.to_string(),
                column = column.to_string(),
                reason = message.as_str()
            )),
            ConfigError::NotAFile { path, what } => f.write_str(&text!(
                "config-not-a-file",
                path = path.display().to_string(),
                what = *what
            )),
            ConfigError::IsTheInput { path } => f.write_str(&text!(
                "config-is-the-input",
                path = path.display().to_string()
            )),
            ConfigError::Read { path, source } => f.write_str(&text!(
                "config-read",
                path = path.display().to_string(),
                reason = source.to_string()
            )),
            ConfigError::Write { path, reason } => f.write_str(&text!(
                "config-write",
                path = path.display().to_string(),
                reason = reason.as_str()
            )),
            ConfigError::NoConfigDir => f.write_str(&text!("config-no-dir")),
        }
    }
}
