//! What people read: styles, throws, tables. Everything here returns strings; callers
//! decide where they go (through `anstream`, which drops colour off a terminal and
//! under `NO_COLOR`).

mod dice_error;
mod pad;
mod rules_table;
mod style;
mod throw;

pub use dice_error::dice_error;
pub use pad::{LEADER_MARK, PAD_WIDTH, marked_players, outcome_text, pad_table, play_order};
pub use rules_table::rules_table;
pub use style::{Style, paint};
pub use throw::{ThrowReport, points};
