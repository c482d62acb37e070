//! Text primitives every screen is built of: the catalogues' lookups, widths and
//! wrapping, styles, lists, counts, echoes of what was typed.

pub(super) mod catalogue;
pub(super) mod column;
pub(super) mod count;
pub(super) mod echo;
pub(super) mod list;
pub(super) mod points_text;
pub(super) mod size;
pub(super) mod style;
pub(super) mod width;
pub(super) mod worded;
pub(super) mod wrap;
