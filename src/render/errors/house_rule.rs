//! How house rules that could not be loaded are worded. A script's own failure reads
//! as the script said it (`house_rules/NAME.lua:LINE: message`).

use std::fmt;

use crate::house_rules::{Budget, Doing, HouseRuleError};
use crate::render::Words;
use crate::text;

/// What a house rule ran out of, in the table's language: the wording the binary
/// registers with `house_rules::word_budgets_with` at start-up. Counts are written
/// as plain digits, as the script's author compares them with the limits.
pub(crate) fn budget_words(budget: &Budget<'_>) -> String {
    let doing = |task: &Doing| match task {
        Doing::Load => text!("house-budget-doing-load"),
        Doing::Event(event) => text!("house-budget-doing-event", event = *event),
    };
    let seconds = |time: std::time::Duration| {
        let n = time.as_secs_f64();
        text!("house-budget-seconds", n = n, shown = n.to_string())
    };
    match budget {
        Budget::GameTime { place, time } => text!(
            "house-budget-game-time",
            place = *place,
            time = seconds(*time)
        ),
        Budget::TaskTime { place, task, time } => text!(
            "house-budget-task-time",
            place = *place,
            doing = doing(task),
            time = seconds(*time)
        ),
        Budget::CallCost {
            place,
            what,
            cost,
            left,
        } => text!(
            "house-budget-call-cost",
            place = *place,
            what = *what,
            cost = cost.to_string(),
            left = left.to_string()
        ),
        Budget::GameSpent { place, budget } => text!(
            "house-budget-game-spent",
            place = *place,
            budget = budget.to_string()
        ),
        Budget::Endless { place, granted } => text!(
            "house-budget-endless",
            place = *place,
            granted = granted.to_string()
        ),
        Budget::TaskSpent {
            place,
            task: task @ Doing::Load,
            budget,
        } => text!(
            "house-budget-load-spent",
            place = *place,
            doing = doing(task),
            budget = budget.to_string()
        ),
        Budget::TaskSpent {
            place,
            task: task @ Doing::Event(_),
            budget,
        } => text!(
            "house-budget-event-spent",
            place = *place,
            doing = doing(task),
            budget = budget.to_string()
        ),
        Budget::Memory { place, mib } => {
            text!("house-budget-memory", place = *place, mib = mib.to_string())
        }
    }
}

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
    use super::budget_words;
    use crate::house_rules::{Budget, Doing, HouseRuleError, LOAD_DEADLINE};
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

    #[test]
    fn every_budget_reads_in_english_as_the_sandbox_words_it_and_in_bokmal_in_norwegian() {
        use std::time::Duration;
        let place = "house_rules/x.lua:2: ";
        let budgets = [
            Budget::GameTime {
                place,
                time: Duration::from_secs(20),
            },
            Budget::TaskTime {
                place,
                task: Doing::Load,
                time: Duration::from_millis(2500),
            },
            Budget::TaskTime {
                place,
                task: Doing::Event("bank"),
                time: Duration::from_secs(1),
            },
            Budget::CallCost {
                place,
                what: "string.rep",
                cost: 5_000_000,
                left: 1_000,
            },
            Budget::GameSpent {
                place,
                budget: 2_000_000_000,
            },
            Budget::Endless {
                place,
                granted: 1_992_500,
            },
            Budget::TaskSpent {
                place,
                task: Doing::Load,
                budget: 20_000_000,
            },
            Budget::TaskSpent {
                place,
                task: Doing::Event("bank"),
                budget: 2_000_000,
            },
            Budget::Memory {
                place: "house_rules/x.lua:3",
                mib: 4,
            },
        ];
        for budget in &budgets {
            let en = Locale::of(Lang::En).scope(|| budget_words(budget));
            assert_eq!(en, budget.english(), "{budget:?}");
            let nb = Locale::of(Lang::Nb).scope(|| budget_words(budget));
            assert_ne!(nb, en, "{budget:?}");
            assert!(nb.starts_with("house_rules/x.lua:"), "{nb}");
        }
    }
}
