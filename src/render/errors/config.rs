//! How a config file that could not be read or written is worded.

use std::fmt;

use crate::config::{ConfigError, ConfigFault, ConfigWarning};

use crate::locale::Lang;
use crate::render::{List, shown_line};
use crate::text;

impl fmt::Display for ConfigFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            ConfigFault::Syntax { reason } => {
                text!("config-fault-syntax", reason = reason.as_str())
            }
            ConfigFault::WrongType {
                key,
                expected,
                found,
                example,
            } => text!(
                "config-fault-type",
                key = shown_line(key).into_owned(),
                expected = expected.id(),
                found = found.id(),
                example = *example
            ),
            ConfigFault::ItemNotText {
                key,
                found,
                example,
            } => text!(
                "config-fault-item",
                key = shown_line(key).into_owned(),
                found = found.id(),
                example = *example
            ),
            ConfigFault::EmptyRule => text!("config-fault-empty-rule"),
            ConfigFault::EmptyName => text!("config-fault-empty-name"),
            ConfigFault::NamedTwice { name } => text!(
                "config-fault-named-twice",
                name = shown_line(name).into_owned()
            ),
            ConfigFault::NotAnAddress { text } => {
                text!("config-fault-address", text = shown_line(text).into_owned())
            }
            ConfigFault::NotANumberStyle { text } => {
                text!("config-fault-numbers", text = shown_line(text).into_owned())
            }
            ConfigFault::NotALanguage { text } => {
                let known: Vec<String> = Lang::ALL
                    .iter()
                    .map(|lang| format!("\"{}\" ({})", lang.tag(), lang.name()))
                    .collect();
                text!(
                    "config-fault-lang",
                    text = shown_line(text).into_owned(),
                    languages = List::or(&known).to_string()
                )
            }
        })
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Invalid {
                path,
                line,
                column,
                fault,
            } => f.write_str(&text!(
                "config-invalid",
                path = crate::render::shown_path(path),
                line = line.to_string(),
                column = column.to_string(),
                reason = fault.to_string()
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
                reason = crate::render::os_reason(source)
            )),
            ConfigError::NoConfigDir => f.write_str(&text!("config-no-dir")),
            ConfigError::NotSettable { key } => f.write_str(&text!(
                "config-not-settable",
                key = crate::render::shown_line(key).into_owned(),
                keys = crate::config::SETTABLE.join(", ")
            )),
            ConfigError::OneValue { key, given } => {
                f.write_str(&text!("config-one-value", key = *key, given = *given))
            }
            ConfigError::Write { path, reason } => f.write_str(&text!(
                "config-write",
                path = crate::render::shown_path(path),
                reason = reason.as_str()
            )),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::ValueKind;
    use crate::render::Locale;

    fn invalid(fault: ConfigFault) -> ConfigError {
        ConfigError::Invalid {
            path: "config.toml".into(),
            line: 1,
            column: 9,
            fault,
        }
    }

    #[test]
    fn a_wrong_type_is_worded_in_the_tables_language() {
        let err = invalid(ConfigFault::WrongType {
            key: "rules".into(),
            expected: ValueKind::List,
            found: ValueKind::Number,
            example: "[\"final_round\"]",
        });
        assert_eq!(
            Locale::of(Lang::En).scope(|| err.to_string()),
            "config.toml:1:9: `rules` takes a list, such as [\"final_round\"], not a number; \
             fix that line, or move the file away to use the defaults"
        );
        assert_eq!(
            Locale::of(Lang::Nb).scope(|| err.to_string()),
            "config.toml:1:9: `rules` skal være en liste, for eksempel [\"final_round\"], ikke \
             et tall; rett den linja, eller flytt fila bort for å bruke standardverdiene"
        );
        let item = ConfigFault::ItemNotText {
            key: "players.last".into(),
            found: ValueKind::Boolean,
            example: "\"Ann\"",
        };
        assert_eq!(
            Locale::of(Lang::Nb).scope(|| item.to_string()),
            "hvert element i `players.last` skal være en tekst i anførselstegn, for eksempel \
             \"Ann\", ikke true eller false"
        );
        let lang = ConfigFault::NotALanguage { text: "fr".into() };
        assert_eq!(
            Locale::of(Lang::Nb).scope(|| lang.to_string()),
            "`fr` er ikke et språk marbles snakker: skriv \"en\" (English) eller \"nb\" (norsk bokmål)"
        );
    }
}
