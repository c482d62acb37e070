//! What people read: styles, throws, tables. Everything here returns strings; callers
//! decide where they go (through `anstream`, which drops colour off a terminal and
//! under `NO_COLOR`).

mod advice;
mod odds;
mod rules_table;
mod simulation;
mod style;
mod throw;

pub use advice::{advice_line, advice_table};
pub use odds::{expected, outlook_text, situation_text};
pub use rules_table::rules_table;
pub use simulation::{comparison_table, simulation_table};
pub use style::{Style, paint};
pub use throw::{ThrowReport, points};
