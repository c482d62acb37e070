//! How a config file that could not be read or written is worded.

use std::fmt;

use crate::config::{ConfigError, ConfigFault, ConfigWarning};

use crate::locale::Lang;
use crate::render::{List, message, shown_line};
use crate::text;

impl fmt::Display for ConfigFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            ConfigFault::Syntax { reason } => {
                text!("config-fault-syntax", reason = toml_reason(reason))
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

/// The TOML parser's descriptions of a fault (English, from `toml_parser` and `toml`),
/// each with its catalogue id, so the fault is worded in the table's language.
const TOML_FAULTS: &[(&str, &str)] = &[
    (
        "`_` may only go between digits",
        "config-toml-underscore-between-digits",
    ),
    ("extra `=`", "config-toml-extra-equals"),
    (
        "extra assignment between key-value pairs",
        "config-toml-extra-assignment-between-key-value-pairs",
    ),
    ("extra comma in array", "config-toml-extra-comma-in-array"),
    (
        "extra comma in inline table",
        "config-toml-extra-comma-in-inline-table",
    ),
    ("invalid basic string", "config-toml-invalid-basic-string"),
    ("invalid binary number", "config-toml-invalid-binary-number"),
    ("invalid boolean", "config-toml-invalid-boolean"),
    (
        "invalid comment character",
        "config-toml-invalid-comment-character",
    ),
    ("invalid date-time", "config-toml-invalid-date-time"),
    ("invalid exponent", "config-toml-invalid-exponent"),
    ("invalid float", "config-toml-invalid-float"),
    ("invalid fraction", "config-toml-invalid-fraction"),
    (
        "invalid hexadecimal number",
        "config-toml-invalid-hexadecimal-number",
    ),
    (
        "invalid inline table element",
        "config-toml-invalid-inline-table-element",
    ),
    (
        "invalid integer number",
        "config-toml-invalid-integer-number",
    ),
    ("invalid key", "config-toml-invalid-key"),
    (
        "invalid key-value pair",
        "config-toml-invalid-key-value-pair",
    ),
    (
        "invalid literal string",
        "config-toml-invalid-literal-string",
    ),
    ("invalid mantissa", "config-toml-invalid-mantissa"),
    (
        "invalid multi-line basic string",
        "config-toml-invalid-multi-line-basic-string",
    ),
    (
        "invalid multi-line literal string",
        "config-toml-invalid-multi-line-literal-string",
    ),
    ("invalid octal number", "config-toml-invalid-octal-number"),
    ("invalid string", "config-toml-invalid-string"),
    ("invalid table", "config-toml-invalid-table"),
    ("invalid unquoted key", "config-toml-invalid-unquoted-key"),
    ("invalid value", "config-toml-invalid-value"),
    ("key with no value", "config-toml-key-with-no-value"),
    ("missing array opening", "config-toml-missing-array-opening"),
    (
        "missing assignment between key-value pairs",
        "config-toml-missing-assignment-between-key-value-pairs",
    ),
    (
        "missing comma between array elements",
        "config-toml-missing-comma-between-array-elements",
    ),
    (
        "missing comma between key-value pairs",
        "config-toml-missing-comma-between-key-value-pairs",
    ),
    ("missing comment start", "config-toml-missing-comment-start"),
    ("missing escaped value", "config-toml-missing-escaped-value"),
    (
        "missing inline table opening",
        "config-toml-missing-inline-table-opening",
    ),
    (
        "missing key for inline table element",
        "config-toml-missing-key-for-inline-table-element",
    ),
    ("missing opening quote", "config-toml-missing-opening-quote"),
    ("missing table open", "config-toml-missing-table-open"),
    ("missing value for key", "config-toml-missing-value-for-key"),
    ("missing value", "config-toml-missing-value"),
    ("unclosed array table", "config-toml-unclosed-array-table"),
    ("unclosed array", "config-toml-unclosed-array"),
    ("unclosed inline table", "config-toml-unclosed-inline-table"),
    ("unclosed table", "config-toml-unclosed-table"),
    (
        "unexpected `=` in array",
        "config-toml-unexpected-equals-in-array",
    ),
    (
        "unexpected content between comment and newline",
        "config-toml-unexpected-content-between-comment-and-newline",
    ),
    ("unexpected content", "config-toml-unexpected-content"),
    (
        "unexpected key or value",
        "config-toml-unexpected-key-or-value",
    ),
    (
        "unexpected leading zero",
        "config-toml-unexpected-leading-zero",
    ),
    ("unexpected sign", "config-toml-unexpected-sign"),
    ("duplicate key", "config-toml-duplicate-key"),
];

/// The TOML parser's words for a fault (`invalid basic string, expected `"``) in the
/// table's language: the description from [`TOML_FAULTS`], and what it expected. A
/// description the table does not know is kept as the parser gave it.
fn toml_reason(reason: &str) -> String {
    let (description, expected) = match reason.split_once(", expected ") {
        Some((description, expected)) => (description, Some(expected)),
        None => (reason, None),
    };
    let mut said = TOML_FAULTS
        .iter()
        .find(|(english, _)| *english == description)
        .map_or_else(|| description.to_owned(), |(_, id)| message(id, &[]));
    // "expected nothing" says only that something is there that should not be.
    if let Some(expected) = expected.filter(|expected| *expected != "nothing") {
        said.push_str(", ");
        said.push_str(&text!("config-toml-expected", what = expected));
    }
    said
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
            ConfigError::Refused { path, fault } => f.write_str(&text!(
                "config-refused",
                path = crate::render::shown_path(path),
                reason = fault.to_string()
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

    #[test]
    fn the_toml_parsers_words_are_said_in_the_tables_language() {
        let fault = |reason: &str| {
            invalid(ConfigFault::Syntax {
                reason: reason.to_owned(),
            })
        };
        let nb = Locale::of(Lang::Nb);
        let said = nb.scope(|| fault("invalid basic string, expected `\"`").to_string());
        assert!(said.contains("ugyldig streng, ventet `\"`"), "{said}");
        let said = nb.scope(|| fault("duplicate key").to_string());
        assert!(said.contains("nøkkelen står to ganger"), "{said}");
        let said =
            nb.scope(|| fault("`_` may only go between digits, expected nothing").to_string());
        assert!(said.contains("`_` står bare mellom sifre;"), "{said}");
        // English as the parser says it; an unknown description as it came.
        let en = Locale::of(Lang::En);
        let said = en.scope(|| fault("invalid basic string, expected `\"`").to_string());
        assert!(
            said.contains("invalid basic string, expected `\"`"),
            "{said}"
        );
        let said = nb.scope(|| fault("something new").to_string());
        assert!(said.contains("something new"), "{said}");
    }

    #[test]
    fn every_toml_fault_has_its_words_in_each_language() {
        for (_, id) in TOML_FAULTS {
            for lang in [Lang::En, Lang::Nb] {
                let said = Locale::of(lang).scope(|| message(id, &[]));
                assert!(!said.is_empty() && !said.contains(id), "{id} in {lang:?}");
            }
        }
    }
}
