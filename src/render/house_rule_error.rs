//! How house rules that could not be loaded are worded. A script's own failure reads
//! as the script said it (`house_rules/NAME.lua:LINE: message`).

use std::fmt;

use super::Words;
use crate::house_rules::HouseRuleError;
use crate::text;

impl fmt::Display for HouseRuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HouseRuleError::Read { path, source } => f.write_str(&text!(
                "house-rule-read",
                path = crate::render::shown_path(path),
                reason = super::os_reason(source)
            )),
            HouseRuleError::NoSuchRule { path, close } => {
                let close: Vec<String> = close.iter().map(|name| format!("`{name}`")).collect();
                f.write_str(&text!(
                    "house-rule-no-such",
                    path = crate::render::shown_path(path),
                    close = crate::render::List::or(&close).to_string()
                ))
            }
            HouseRuleError::NotAFile { path } => write!(
                f,
                "house rule `{}` is not a regular file (a pipe or a device such as /dev/stdin would wait or read the game's own input): give the save a path to a .lua file, or resume without --reload-rules to play the text saved with the game",
                super::shown_path(path)
            ),
            HouseRuleError::TooLarge { path, limit } => f.write_str(&text!(
                "house-rule-too-large",
                path = crate::render::shown_path(path),
                limit = limit.as_str()
            )),
            HouseRuleError::SavedTooLarge { name, limit } => f.write_str(&text!(
                "house-rule-saved-too-large",
                name = name.as_str(),
                limit = limit.as_str()
            )),
            HouseRuleError::TooMany { given, limit } => f.write_str(&text!(
                "house-rule-too-many",
                given = *given,
                limit = *limit
            )),
            HouseRuleError::TooSlow { message } => f.write_str(message),
            HouseRuleError::Script { message, .. } => f.write_str(message),
            HouseRuleError::Rules {
                names,
                error: source,
            } => f.write_str(&text!(
                "house-rule-not-playable",
                names = names.as_str(),
                reason = source.words().to_string()
            )),
        }
    }
}
