//! What people read: styles, throws, tables. Everything here returns strings; callers
//! decide where they go (through `anstream`, which drops colour off a terminal and
//! under `NO_COLOR`).

mod dice_error;
mod rules_table;
mod style;
mod throw;

pub use dice_error::dice_error;
pub use rules_table::rules_table;
pub use style::{Style, paint};
pub use throw::{ThrowReport, points};
