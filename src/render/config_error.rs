//! How a config file that could not be read or written is worded.

use std::fmt;

use crate::config::{ConfigError, ConfigWarning};
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
                path = crate::render::shown_path(path),
                line = line.to_string(),
                column = column.to_string(),
                reason = message.as_str()
            )),
            ConfigError::NotAFile { path, what } => f.write_str(&text!(
                "config-not-a-file",
                path = crate::render::shown_path(path),
                what = *what
            )),
            ConfigError::IsTheInput { path } => f.write_str(&text!(
                "config-is-the-input",
                path = crate::render::shown_path(path)
            )),
            ConfigError::Read { path, source } => f.write_str(&text!(
                "config-read",
                path = crate::render::shown_path(path),
                reason = super::os_reason(source)
            )),
            ConfigError::Write { path, reason } => f.write_str(&text!(
                "config-write",
                path = crate::render::shown_path(path),
                reason = reason.as_str()
            )),
            ConfigError::NoConfigDir => f.write_str(&text!("config-no-dir")),
        }
    }
}

impl fmt::Display for ConfigWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigWarning::UnknownKey {
                path,
                line,
                column,
                key,
            } => f.write_str(&text!(
                "config-unknown-key",
                path = crate::render::shown_path(path),
                line = line.to_string(),
                column = column.to_string(),
                key = crate::render::shown_line(key).into_owned()
            )),
        }
    }
}
