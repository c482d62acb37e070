use std::path::{Path, PathBuf};

use super::HouseRuleError;
use super::file::{name_of, read};
use crate::rules::HouseRule;

/// A script shipped with marbles, built into the binary so it works from anywhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShippedScript {
    /// Its name: the file name without `.lua`.
    pub name: &'static str,
    /// The Lua text, built into the binary.
    pub source: &'static str,
}

macro_rules! shipped {
    ($($name:literal),* $(,)?) => {
        &[$(ShippedScript {
            name: $name,
            source: include_str!(concat!("../../house_rules/", $name, ".lua")),
        }),*]
    };
}

/// Every script in `house_rules/`, as built into this binary.
pub const SHIPPED: &[ShippedScript] = shipped![
    "bump",
    "bump_bonus",
    "cut_throat",
    "final_round",
    "greed",
    "norwegian",
    "open_500",
    "piggy_back",
    "point_stacking",
    "six_of_a_kind_5000",
    "ten_thousand",
    "three_busts",
    "three_pairs",
    "zilch",
];

/// [`resolve`] for a path read from a save, which anyone may have edited: something
/// other than a regular file (a FIFO would hang, `/dev/stdin` swallow the game's input)
/// is refused without being opened.
pub(crate) fn resolve_saved(path: &Path) -> Result<HouseRule, HouseRuleError> {
    match std::fs::metadata(path) {
        Ok(meta) if !meta.is_file() => Err(HouseRuleError::NotAFile {
            path: path.to_owned(),
        }),
        _ => resolve(path),
    }
}

/// Whether [`resolve`] serves `path` from the copy built into marbles when no file is
/// there (`house_rules/zilch.lua`, `zilch.lua`, `zilch`): such a script needs no file.
pub(super) fn is_shipped_name(path: &Path) -> bool {
    in_shipped_folder(path) && SHIPPED.iter().any(|s| s.name == name_of(path))
}

/// Whether `path` stands where a shipped script's name may: bare, or in `house_rules/`.
fn in_shipped_folder(path: &Path) -> bool {
    path.parent()
        .is_none_or(|p| p.as_os_str().is_empty() || p.ends_with("house_rules"))
}

/// Reads the script at `path`; when there is no such file but the path names a shipped
/// script (`house_rules/norwegian.lua`, `norwegian.lua` or `norwegian`), the copy built
/// into marbles.
pub(crate) fn resolve(path: &Path) -> Result<HouseRule, HouseRuleError> {
    match read(path) {
        Ok(source) => Ok(source),
        Err(err) => {
            let in_shipped_folder = in_shipped_folder(path);
            let name = name_of(path);
            match SHIPPED.iter().find(|s| s.name == name) {
                Some(shipped) if in_shipped_folder && !path.exists() => Ok(HouseRule::new(
                    shipped.name,
                    PathBuf::from(format!("house_rules/{}.lua", shipped.name)),
                    shipped.source,
                )),
                None if in_shipped_folder && !path.exists() => Err(suggested(path, &name, err)),
                _ => Err(err),
            }
        }
    }
}

/// A missing script named like a shipped one (`six_of_a_kind`, `Norwegian`): the
/// shipped names close to it, found by the one name matcher
/// ([`match_name`](crate::game::match_name)), never loaded in its place (a guessed
/// rule would change the game). `err` when none is close.
fn suggested(path: &Path, name: &str, err: HouseRuleError) -> HouseRuleError {
    let names: Vec<&str> = SHIPPED.iter().map(|s| s.name).collect();
    let close: Vec<String> = crate::game::match_name(name, &names)
        .suggestions()
        .into_iter()
        .map(|i| names[i].to_owned())
        .collect();
    if close.is_empty() {
        err
    } else {
        HouseRuleError::NoSuchRule {
            path: path.to_owned(),
            close,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(given: &str) -> Vec<String> {
        match resolve(Path::new(given)) {
            Err(HouseRuleError::NoSuchRule { close, .. }) => close,
            other => panic!("{given}: {other:?}"),
        }
    }

    #[test]
    fn a_shipped_name_typed_short_or_wrong_is_suggested_not_loaded() {
        assert_eq!(close("six_of_a_kind"), ["six_of_a_kind_5000"]);
        assert_eq!(
            close("house_rules/six_of_a_kind.lua"),
            ["six_of_a_kind_5000"]
        );
        assert_eq!(close("norwgian"), ["norwegian"]);
        assert_eq!(close("Norwegian"), ["norwegian"]);
        assert_eq!(close("three"), ["three_busts", "three_pairs"]);
        // Nothing close: the file system's word, as before.
        assert!(matches!(
            resolve(Path::new("no_such_rule")),
            Err(HouseRuleError::Read { .. })
        ));
        assert!(resolve(Path::new("six_of_a_kind_5000")).is_ok());
    }
}
