//! How wide tables may be: the terminal's width when output goes to one, a `COLUMNS`
//! the user set, and 80 columns otherwise, so what a pipe, a file or a test receives
//! does not depend on the window of whoever ran it.
//!
//! Like the locale, one process default is set once by the binary
//! ([`set_table_width`]) and a per-thread override ([`with_table_width`]) lets tests
//! render at a width of their own.

use std::cell::Cell;
use std::sync::OnceLock;

use comfy_table::{ContentArrangement, Table};

/// The width tables are fitted to when the terminal's is not known.
pub const DEFAULT_TABLE_WIDTH: u16 = 80;

/// The narrowest width honoured: below it a table's borders leave no room for words.
pub const MIN_TABLE_WIDTH: u16 = 40;

static DEFAULT: OnceLock<u16> = OnceLock::new();

thread_local! {
    static OVERRIDE: Cell<Option<u16>> = const { Cell::new(None) };
}

/// The width to fit tables to: `COLUMNS` when it is a number, else the terminal's
/// width when standard output is a terminal, else [`DEFAULT_TABLE_WIDTH`]; never below
/// [`MIN_TABLE_WIDTH`].
pub fn choose_table_width(columns: Option<&str>, terminal: Option<u16>) -> u16 {
    columns
        .and_then(|c| c.trim().parse::<u16>().ok())
        .filter(|&c| c > 0)
        .or(terminal)
        .unwrap_or(DEFAULT_TABLE_WIDTH)
        .max(MIN_TABLE_WIDTH)
}

/// The terminal's width when standard output is a terminal (`None` for a pipe or a
/// file).
pub fn terminal_width() -> Option<u16> {
    // comfy-table asks the terminal only when standard output is one.
    Table::new().width()
}

/// Sets the process's table width, once, at start-up. A second call changes nothing
/// and returns `false`.
pub fn set_table_width(width: u16) -> bool {
    DEFAULT.set(width.max(MIN_TABLE_WIDTH)).is_ok()
}

/// The width tables are fitted to now: this thread's override, else the default.
pub fn table_width() -> u16 {
    OVERRIDE
        .with(Cell::get)
        .or_else(|| DEFAULT.get().copied())
        .unwrap_or(DEFAULT_TABLE_WIDTH)
}

/// Runs `f` with tables fitted to `width` on this thread, then restores the width
/// before (also if `f` panics). For tests; the process default stays.
pub fn with_table_width<T>(width: u16, f: impl FnOnce() -> T) -> T {
    struct Restore(Option<u16>);
    impl Drop for Restore {
        fn drop(&mut self) {
            OVERRIDE.with(|cell| cell.set(self.0));
        }
    }
    let _restore = Restore(OVERRIDE.with(|cell| cell.replace(Some(width))));
    f()
}

/// Fits `table` to [`table_width`]: columns wrap their words rather than run past
/// the edge.
pub fn fit(table: &mut Table) -> &mut Table {
    table
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(table_width())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_then_the_terminal_then_80() {
        assert_eq!(choose_table_width(Some("120"), Some(100)), 120);
        assert_eq!(choose_table_width(None, Some(100)), 100);
        assert_eq!(choose_table_width(None, None), 80);
        assert_eq!(choose_table_width(Some("wide"), None), 80);
        assert_eq!(choose_table_width(Some("0"), Some(90)), 90);
        assert_eq!(choose_table_width(Some("10"), None), MIN_TABLE_WIDTH);
    }

    #[test]
    fn a_scope_sets_the_width_and_restores_the_one_before() {
        let outer = table_width();
        let inner = with_table_width(60, || {
            assert_eq!(with_table_width(120, table_width), 120);
            table_width()
        });
        assert_eq!(inner, 60);
        assert_eq!(table_width(), outer);
    }
}
