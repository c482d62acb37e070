//! The envelope every machine-readable JSON output wears: a `schema_version` beside
//! the object's own keys, so scripts reading `--json` output or a JSON export can tell
//! which shape they hold. README's "JSON outputs" documents each shape.

use serde::Serialize;

use crate::game::is_invisible_format;

/// The version of every JSON shape marbles writes. Raise it when a key is removed or
/// changes meaning; adding a key is not a new version.
pub(crate) const SCHEMA_VERSION: u32 = 1;

/// `value`'s keys with `schema_version` first. `value` must serialise as an object.
#[derive(Debug, Serialize)]
pub(crate) struct Versioned<'a, T: Serialize> {
    schema_version: u32,
    #[serde(flatten)]
    value: &'a T,
}

impl<'a, T: Serialize> Versioned<'a, T> {
    /// Wraps `value` in the current schema version.
    pub(crate) fn new(value: &'a T) -> Self {
        Versioned {
            schema_version: SCHEMA_VERSION,
            value,
        }
    }
}

/// `value` as indented JSON with its schema version, ending in a newline.
pub(crate) fn pretty<T: Serialize>(value: &T) -> serde_json::Result<String> {
    let mut text = shown(serde_json::to_string_pretty(&Versioned::new(value))?);
    text.push('\n');
    Ok(text)
}

/// `values` as an indented JSON list of objects, each with its schema version, ending
/// in a newline: a season's games in one file.
pub(crate) fn pretty_list<T: Serialize>(values: &[T]) -> serde_json::Result<String> {
    let versioned: Vec<Versioned<'_, T>> = values.iter().map(Versioned::new).collect();
    let mut text = shown(serde_json::to_string_pretty(&versioned)?);
    text.push('\n');
    Ok(text)
}

/// `value` as indented JSON without a schema version, ending in a newline: for a
/// format that is another program's, not marbles' (a BG Stats play file).
pub(crate) fn pretty_foreign<T: Serialize>(value: &T) -> serde_json::Result<String> {
    let mut text = shown(serde_json::to_string_pretty(value)?);
    text.push('\n');
    Ok(text)
}

/// `value` as one line of JSON with its schema version, ending in a newline.
pub(crate) fn line<T: Serialize>(value: &T) -> serde_json::Result<String> {
    let mut text = shown(serde_json::to_string(&Versioned::new(value))?);
    text.push('\n');
    Ok(text)
}

/// `json` with the characters serde leaves raw that a terminal acts on or hides (the
/// C1 controls such as U+009B, which some terminals read as an escape, and invisible
/// format characters such as U+202E) written as `\uXXXX`: the same string to a JSON
/// reader, harmless printed. They can only occur inside strings, where the escape is
/// valid.
fn shown(json: String) -> String {
    if !json.chars().any(needs_escape) {
        return json;
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        if needs_escape(c) {
            let mut units = [0; 2];
            for unit in c.encode_utf16(&mut units) {
                out.push_str(&format!("\\u{unit:04x}"));
            }
        } else {
            out.push(c);
        }
    }
    out
}

fn needs_escape(c: char) -> bool {
    c.is_control() && !matches!(c, '\n' | '\t' | '\r') || is_invisible_format(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    struct Shape {
        dice: u8,
    }

    #[test]
    fn characters_a_terminal_would_act_on_are_escaped_and_read_back_the_same() {
        #[derive(Serialize)]
        struct Named {
            name: &'static str,
        }
        let text = line(&Named {
            name: "a\u{9b}b\u{202e}c\u{1b}",
        })
        .expect("json");
        assert_eq!(
            text,
            "{\"schema_version\":1,\"name\":\"a\\u009bb\\u202ec\\u001b\"}\n"
        );
        let back: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
        assert_eq!(back["name"], "a\u{9b}b\u{202e}c\u{1b}");
    }

    #[test]
    fn the_version_comes_first_beside_the_objects_own_keys() {
        assert_eq!(
            line(&Shape { dice: 6 }).expect("json"),
            "{\"schema_version\":1,\"dice\":6}\n"
        );
    }

    #[test]
    fn a_value_that_is_not_an_object_is_refused_not_mangled() {
        assert!(line(&[1, 2]).is_err());
    }
}
