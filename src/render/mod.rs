//! What people read: styles, throws, tables. Everything here returns strings; callers
//! decide where they go (through `anstream`, which drops colour off a terminal and
//! under `NO_COLOR`).

mod advice;
mod count;
mod dice_error;
mod echo;
mod game_error;
mod list;
mod odds;
mod odds_error;
mod pad;
mod rule_error;
mod rules_table;
mod scenario;
mod simulation;
mod style;
mod throw;

pub use advice::{advice_line, advice_table};
pub use count::{Count, count};
pub use dice_error::dice_error;
pub use echo::{ECHO_CHARS, MESSAGE_LINE_CHARS, echo, echo_at, fit_message};
pub use list::List;
pub use odds::{
    expected, flow_note, hook_note, outlook_text, simulation_hook_note, situation_text,
};
pub use pad::{LEADER_MARK, PAD_WIDTH, outcome_text, pad_table};
pub use rule_error::the_dice;
pub use rules_table::rules_table;
pub use simulation::{comparison_table, simulation_table};
pub use style::{Style, paint};
pub use throw::{ThrowReport, points};
