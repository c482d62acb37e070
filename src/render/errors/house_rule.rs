//! How house rules that could not be loaded are worded. A script's own failure reads
//! as the script said it (`house_rules/NAME.lua:LINE: message`).

use std::fmt;

use crate::house_rules::HouseRuleError;
use crate::render::Words;
use crate::text;

impl fmt::Display for HouseRuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HouseRuleError::Read { path, source } => f.write_str(&text!(
                "house-rule-read",
                path = crate::render::shown_path(path),
                reason = crate::render::os_reason(source)
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
                crate::render::shown_path(path)
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
            HouseRuleError::TooSlow { place, seconds } => f.write_str(&text!(
                "house-rule-load-too-slow",
                place = place.as_str(),
                seconds = *seconds
            )),
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

#[cfg(test)]
mod tests {
    use crate::house_rules::{HouseRuleError, LOAD_DEADLINE};
    use crate::locale::Lang;
    use crate::render::Locale;

    /// The wall clock only guards a load against a hang: a shipped rule loads in a few
    /// milliseconds, and at 1 second a busy machine refused one. Its refusal is worded
    /// in the table's language, as every other is.
    #[test]
    fn the_load_guard_is_far_above_any_real_load_and_worded_in_the_tables_language() {
        assert!(LOAD_DEADLINE >= std::time::Duration::from_secs(30));
        let slow = HouseRuleError::TooSlow {
            place: "house_rules/mine.lua:3: ".to_owned(),
            seconds: 60,
        };
        let en = Locale::of(Lang::En).scope(|| slow.to_string());
        assert!(
            en.starts_with(
                "house_rules/mine.lua:3: loading the house rules was stopped after 60 seconds"
            ),
            "{en}"
        );
        let nb = Locale::of(Lang::Nb).scope(|| slow.to_string());
        assert!(
            nb.starts_with(
                "house_rules/mine.lua:3: innlastingen av husreglene ble stoppet etter 60 sekunder"
            ),
            "{nb}"
        );
    }
}
