//! What a house rule ran out of, as data, and who words it.
//!
//! The sandbox raises these inside Lua (as the error of the call that overran), so the
//! words are made where the budget runs out, below `render`. The outer layer registers
//! the catalogue's wording once at start-up ([`word_budgets_with`]); until it does
//! (unit tests, the engine alone), the English below is used.

use std::sync::OnceLock;
use std::time::Duration;

/// What a house rule ran out of. `place` is `file.lua:LINE: ` (or the file alone), or
/// empty when no script is to blame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Budget<'a> {
    /// The hooks of one game took their time budget in all.
    GameTime {
        /// Where.
        place: &'a str,
        /// The budget.
        time: Duration,
    },
    /// A load or an event took longer than its time, within its instructions.
    TaskTime {
        /// Where.
        place: &'a str,
        /// What was under way.
        task: Doing,
        /// The time it had.
        time: Duration,
    },
    /// One call would cost more instructions than are left.
    CallCost {
        /// Where.
        place: &'a str,
        /// The call (`string.rep`).
        what: &'a str,
        /// What it would cost.
        cost: u64,
        /// What was left.
        left: u64,
    },
    /// The hooks of one game ran their instructions in all.
    GameSpent {
        /// Where.
        place: &'a str,
        /// The game's budget.
        budget: u64,
    },
    /// One call ran its instructions without finishing.
    Endless {
        /// Where.
        place: &'a str,
        /// The instructions it was given.
        granted: u64,
    },
    /// A load or an event ran its instructions (every script together).
    TaskSpent {
        /// Where.
        place: &'a str,
        /// What was under way.
        task: Doing,
        /// Its budget.
        budget: u64,
    },
    /// A script used more memory than one may.
    Memory {
        /// Where (`file.lua:LINE`), without the trailing `: `.
        place: &'a str,
        /// The limit in MiB.
        mib: usize,
    },
}

/// What the house rules were doing when a budget ran out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Doing {
    /// Loading the scripts.
    Load,
    /// Answering a game event (`bank`).
    Event(&'static str),
}

/// The wording registered by the outer layer.
static WORDS: OnceLock<fn(&Budget<'_>) -> String> = OnceLock::new();

/// Registers how budgets are worded (the catalogue's, in the table's language); once,
/// at start-up. A second call changes nothing.
pub(crate) fn word_budgets_with(words: fn(&Budget<'_>) -> String) {
    let _ = WORDS.set(words);
}

impl Budget<'_> {
    /// The budget in words: the registered wording, else English.
    pub(crate) fn said(&self) -> String {
        match WORDS.get() {
            Some(words) => words(self),
            None => self.english(),
        }
    }

    /// The English words, for a run that registered none.
    pub(crate) fn english(&self) -> String {
        let doing = |task: &Doing| match task {
            Doing::Load => "loading the house rules".to_owned(),
            Doing::Event(event) => format!("answering the `{event}` event"),
        };
        match self {
            Budget::GameTime { place, time } => format!(
                "{place}the hooks of this game have taken {} in all on this machine, though within their instruction budget: the machine may be very busy, or the scripts join or compare long strings over and over; try again, or make the house rules do less",
                seconds(*time)
            ),
            Budget::TaskTime { place, task, time } => format!(
                "{place}{} took longer than {} on this machine, though within its instruction budget: the machine may be very busy, or the script joins or compares long strings over and over; try again, or make the house rule do less",
                doing(task),
                seconds(*time)
            ),
            Budget::CallCost {
                place,
                what,
                cost,
                left,
            } => format!(
                "{place}{what}: this call's work counts as {cost} Lua instructions, more than the {left} left of the budget: is there an endless loop, or a number far too large?"
            ),
            Budget::GameSpent { place, budget } => format!(
                "{place}the hooks of this game have run {budget} Lua instructions in all, as many as one game allows (undo and resume replay them all), so the house rules have used up their budget for this game and no further action is accepted: quit (the game is saved), make the hooks do less work, and go on with `marbles resume --reload-rules` and the cheaper script"
            ),
            Budget::Endless { place, granted } => format!(
                "{place}the script ran {granted} Lua instructions without finishing: is there an endless loop?"
            ),
            Budget::TaskSpent {
                place,
                task: task @ Doing::Load,
                budget,
            } => format!(
                "{place}{} took more than {budget} Lua instructions (all scripts and their combination functions together): is there an endless loop, or a combination function that does too much?",
                doing(task)
            ),
            Budget::TaskSpent {
                place,
                task: task @ Doing::Event(_),
                budget,
            } => format!(
                "{place}{} took more than {budget} Lua instructions (all its handlers together): is there an endless loop?",
                doing(task)
            ),
            Budget::Memory { place, mib } => {
                format!("{place}: out of memory: a house rule may use at most {mib} MiB")
            }
        }
    }
}

/// `1 second`, `2.5 seconds`.
pub(crate) fn seconds(time: Duration) -> String {
    let n = time.as_secs_f64();
    if n == 1.0 {
        "1 second".to_owned()
    } else {
        format!("{n} seconds")
    }
}
