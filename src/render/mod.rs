//! What people read: styles, throws, tables. Everything here returns strings; callers
//! decide where they go (through `anstream`, which drops colour off a terminal and
//! under `NO_COLOR`).

mod advice;
mod column;
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
mod simulation;
mod size;
mod style;
mod throw;

pub use advice::{advice_line, advice_table};
pub use column::{NAME_COLUMN_MAX, column, column_width};
pub use count::{Count, count};
pub use dice_error::dice_error;
pub use echo::{ECHO_CHARS, MESSAGE_LINE_CHARS, echo, echo_at, fit_message, is_invisible_format};
pub use list::List;
pub use odds::{expected, flow_note, outlook_text, situation_text};
pub use odds_error::no_odds_below_zero;
pub use pad::{LEADER_MARK, PAD_WIDTH, outcome_text, pad_table, turns_by_round};
pub use rule_error::the_dice;
pub use rules_table::rules_table;
pub use simulation::{comparison_table, simulation_table};
pub use size::bytes;
pub use style::{Style, paint};
pub use throw::{ThrowReport, points};
