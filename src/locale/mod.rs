//! The languages marbles speaks and the number styles it writes: a leaf below `config`
//! (which reads the chosen ones from the settings file) and `render` (which looks
//! messages up in them), so that words need no settings and settings no words.

mod areas;
mod lang;
mod numbers;

pub(crate) use lang::LangSource;
pub use lang::{AREAS, Lang};
pub(crate) use numbers::NumberStyle;
