//! The envelope every machine-readable JSON output wears: a `schema_version` beside
//! the object's own keys, so scripts reading `--json` output or a JSON export can tell
//! which shape they hold. README's "JSON outputs" documents each shape.

use serde::Serialize;

/// The version of every JSON shape marbles writes. Raise it when a key is removed or
/// changes meaning; adding a key is not a new version.
pub const SCHEMA_VERSION: u32 = 1;

/// `value`'s keys with `schema_version` first. `value` must serialise as an object.
#[derive(Debug, Serialize)]
pub struct Versioned<'a, T: Serialize> {
    schema_version: u32,
    #[serde(flatten)]
    value: &'a T,
}

impl<'a, T: Serialize> Versioned<'a, T> {
    /// Wraps `value` in the current schema version.
    pub fn new(value: &'a T) -> Self {
        Versioned {
            schema_version: SCHEMA_VERSION,
            value,
        }
    }
}

/// `value` as indented JSON with its schema version, ending in a newline.
pub fn pretty<T: Serialize>(value: &T) -> serde_json::Result<String> {
    let mut text = serde_json::to_string_pretty(&Versioned::new(value))?;
    text.push('\n');
    Ok(text)
}

/// `value` as one line of JSON with its schema version, ending in a newline.
pub fn line<T: Serialize>(value: &T) -> serde_json::Result<String> {
    let mut text = serde_json::to_string(&Versioned::new(value))?;
    text.push('\n');
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    struct Shape {
        dice: u8,
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
