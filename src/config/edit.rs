//! `marbles config set KEY VALUE…` and `config unset KEY`: one key of the user's file
//! changed, everything else in it (comments, order, spacing) kept as they wrote it.
//! The file is marbles' to write only when asked like this.

use std::path::Path;

use toml_edit::{Array, DocumentMut, value};

use super::file::line_and_column;
use super::{Config, ConfigError, ConfigFault};

/// The keys `config set` changes, as people write them in the file.
pub(crate) const SETTABLE: [&str; 4] = ["rules", "lang", "numbers", "serve"];

/// `text` (the config file's, empty when there is none) with `key` set to `values`:
/// the list of house rules for `rules` (none for an empty list), else the one value.
/// Checked as `marbles` reads the file, so a value it would refuse (`lang = "xx"`) is
/// refused here, naming what it takes, and nothing is written. Where the file read well
/// before, the fault is the value's ([`ConfigError::Refused`]), not a line's.
pub(crate) fn set(
    path: &Path,
    text: &str,
    key: &str,
    values: &[String],
) -> Result<String, ConfigError> {
    let mut document = document(path, text)?;
    let read_well = Config::from_text(path, text).is_ok();
    match settable(key)? {
        "rules" => {
            let mut rules = Array::new();
            for rule in values {
                rules.push(rule.as_str());
            }
            document["rules"] = value(rules);
        }
        key => match values {
            [one] => document[key] = value(one.as_str()),
            _ => {
                return Err(ConfigError::OneValue {
                    key,
                    given: values.len(),
                });
            }
        },
    }
    checked(path, document).map_err(|err| match err {
        ConfigError::Invalid { path, fault, .. } if read_well => {
            ConfigError::Refused { path, fault }
        }
        other => other,
    })
}

/// `text` without `key` (the default in play again): the lines of its key and value
/// (and the comment at their end) taken out, the comments above it kept, as they may
/// speak of the whole file.
pub(crate) fn unset(path: &Path, text: &str, key: &str) -> Result<String, ConfigError> {
    let key = settable(key)?;
    let parsed =
        toml_edit::Document::parse(text.to_owned()).map_err(|error| refused(path, text, &error))?;
    let spans = parsed
        .as_table()
        .get_key_value(key)
        .and_then(|(k, item)| Some((k.span()?, item.span()?)));
    let Some((key_span, value_span)) = spans else {
        // Not in the file: nothing to take out.
        return Ok(text.to_owned());
    };
    let start = text[..key_span.start].rfind('\n').map_or(0, |i| i + 1);
    let end = text[value_span.end..]
        .find('\n')
        .map_or(text.len(), |i| value_span.end + i + 1);
    let changed = format!("{}{}", &text[..start], &text[end..]);
    Config::from_text(path, &changed)?;
    Ok(changed)
}

/// The key as [`SETTABLE`] spells it, or why the command does not set it.
fn settable(key: &str) -> Result<&'static str, ConfigError> {
    SETTABLE
        .iter()
        .find(|k| k.eq_ignore_ascii_case(key.trim()))
        .copied()
        .ok_or_else(|| ConfigError::NotSettable {
            key: key.to_owned(),
        })
}

/// The file's text as an editable document; a file that does not parse is refused,
/// never replaced by an empty one (that would write away everything in it).
fn document(path: &Path, text: &str) -> Result<DocumentMut, ConfigError> {
    text.parse::<DocumentMut>()
        .map_err(|error| refused(path, text, &error))
}

/// Why a file that does not parse is refused: as marbles reads it when the reader
/// also refuses it (its line and words), else the editor's own fault at its place.
fn refused(path: &Path, text: &str, error: &toml_edit::TomlError) -> ConfigError {
    if let Err(read) = Config::from_text(path, text) {
        return read;
    }
    let (line, column) = line_and_column(text, error.span().map_or(0, |span| span.start));
    ConfigError::Invalid {
        path: path.to_owned(),
        line,
        column,
        fault: ConfigFault::Syntax {
            reason: error.message().trim_end().to_owned(),
        },
    }
}

/// The document's text, once marbles reads it without a fault.
fn checked(path: &Path, document: DocumentMut) -> Result<String, ConfigError> {
    let text = document.to_string();
    Config::from_text(path, &text)?;
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str =
        "# our table\nrules = [\"final_round\"]  # Fridays\n\n[players]\nlast = [\"Ann\"]\n";

    fn path() -> &'static Path {
        Path::new("config.toml")
    }

    #[test]
    fn setting_a_key_keeps_the_rest_of_the_file_as_written() {
        let text = set(path(), FILE, "lang", &["nb".to_owned()]).expect("set");
        assert!(
            text.starts_with("# our table\nrules = [\"final_round\"]  # Fridays\n"),
            "{text}"
        );
        assert!(text.contains("lang = \"nb\""), "{text}");
        assert!(text.contains("[players]\nlast = [\"Ann\"]"), "{text}");
        let config = Config::from_text(path(), &text).expect("reads");
        assert_eq!(config.lang, Some(crate::locale::Lang::Nb));
    }

    #[test]
    fn rules_take_a_list_and_none_is_the_standard_game() {
        let text = set(
            path(),
            "",
            "rules",
            &["open_500".to_owned(), "final_round".to_owned()],
        )
        .expect("set");
        assert_eq!(
            Config::from_text(path(), &text).expect("reads").rules,
            ["open_500", "final_round"]
        );
        let text = set(path(), FILE, "rules", &[]).expect("set");
        assert!(
            Config::from_text(path(), &text)
                .expect("reads")
                .rules
                .is_empty()
        );
    }

    #[test]
    fn unset_takes_the_key_away_and_leaves_the_rest() {
        let text = unset(path(), FILE, "rules").expect("unset");
        assert_eq!(text, "# our table\n\n[players]\nlast = [\"Ann\"]\n");
    }

    #[test]
    fn a_value_marbles_would_refuse_is_refused_and_names_the_fault() {
        let err = set(path(), FILE, "lang", &["xx".to_owned()]).expect_err("refused");
        assert!(
            matches!(
                err,
                ConfigError::Refused {
                    fault: ConfigFault::NotALanguage { .. },
                    ..
                }
            ),
            "{err:?}"
        );
        // In a file already at fault elsewhere, the file's fault is named, at its line.
        let broken = "numbers = \"x\"\n";
        let err = set(path(), broken, "lang", &["nb".to_owned()]).expect_err("refused");
        assert!(
            matches!(err, ConfigError::Invalid { line: 1, .. }),
            "{err:?}"
        );
        let err = set(path(), FILE, "numbers", &["1".to_owned(), "000".to_owned()])
            .expect_err("two values");
        assert!(
            matches!(err, ConfigError::OneValue { given: 2, .. }),
            "{err:?}"
        );
        let err = set(path(), FILE, "players.last", &["Ann".to_owned()]).expect_err("not settable");
        assert!(matches!(err, ConfigError::NotSettable { .. }), "{err:?}");
    }

    #[test]
    fn a_file_that_does_not_parse_is_refused_at_its_line_not_written_over() {
        let broken = "# ours\nrules = [\"final_round\"\nlang = \"nb\"\n";
        for err in [
            set(path(), broken, "numbers", &["1 000".to_owned()]).expect_err("set refused"),
            unset(path(), broken, "lang").expect_err("unset refused"),
        ] {
            assert!(
                matches!(err, ConfigError::Invalid { line: 2.., .. }),
                "{err:?}"
            );
        }
    }

    #[test]
    fn a_file_that_starts_with_a_byte_order_mark_is_edited_at_the_right_key() {
        let text = format!("\u{feff}{FILE}");
        let unset = unset(path(), &text, "rules").expect("unset");
        assert!(
            unset.ends_with("# our table\n\n[players]\nlast = [\"Ann\"]\n"),
            "{unset:?}"
        );
        let set = set(path(), &text, "lang", &["nb".to_owned()]).expect("set");
        assert_eq!(
            Config::from_text(path(), &set).expect("reads").lang,
            Some(crate::locale::Lang::Nb)
        );
    }
}
