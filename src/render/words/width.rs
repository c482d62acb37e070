//! How wide tables may be: the terminal's width when output goes to one, a `COLUMNS`
//! the user set, and 80 columns otherwise, so what a pipe, a file or a test receives
//! does not depend on the window of whoever ran it.
//!
//! Like the locale, one process default is set once by the binary
//! ([`set_table_width`]) and a per-thread override (`with_table_width`, for tests) lets tests
//! render at a width of their own.

use std::cell::Cell;
use std::sync::OnceLock;

use comfy_table::presets::NOTHING;
use comfy_table::{
    ColumnConstraint, ContentArrangement, LineStyle, Table, TableStyle, Width as ComfyWidth,
};

/// The width tables are fitted to when the terminal's is not known.
pub(crate) const DEFAULT_TABLE_WIDTH: u16 = 80;

/// The narrowest width honoured: below it a table's borders leave no room for words.
pub(crate) const MIN_TABLE_WIDTH: u16 = 40;

static DEFAULT: OnceLock<u16> = OnceLock::new();

thread_local! {
    static OVERRIDE: Cell<Option<u16>> = const { Cell::new(None) };
}

/// The width to fit tables to: `COLUMNS` when it is a number, else the terminal's
/// width when standard output is a terminal, else [`DEFAULT_TABLE_WIDTH`]; never below
/// [`MIN_TABLE_WIDTH`].
pub(crate) fn choose_table_width(columns: Option<&str>, terminal: Option<u16>) -> u16 {
    columns
        .and_then(|c| c.trim().parse::<u16>().ok())
        .filter(|&c| c > 0)
        .or(terminal)
        .unwrap_or(DEFAULT_TABLE_WIDTH)
        .max(MIN_TABLE_WIDTH)
}

/// The terminal's width when standard output is a terminal (`None` for a pipe or a
/// file).
pub(crate) fn terminal_width() -> Option<u16> {
    // comfy-table asks the terminal only when standard output is one.
    Table::new().width()
}

/// Sets the process's table width, once, at start-up. A second call changes nothing
/// and returns `false`.
pub(crate) fn set_table_width(width: u16) -> bool {
    DEFAULT.set(width.max(MIN_TABLE_WIDTH)).is_ok()
}

/// The width tables are fitted to now: this thread's override, else the default.
pub(crate) fn table_width() -> u16 {
    OVERRIDE
        .with(Cell::get)
        .or_else(|| DEFAULT.get().copied())
        .unwrap_or(DEFAULT_TABLE_WIDTH)
}

/// Runs `f` with tables fitted to `width` on this thread, then restores the width
/// before (also if `f` panics). For tests; the process default stays.
#[cfg(test)]
pub(crate) fn with_table_width<T>(width: u16, f: impl FnOnce() -> T) -> T {
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
/// the edge, and never part a word or a number ([`fit_dropping`] with no column to
/// spare).
pub(crate) fn fit(table: &mut Table) -> &mut Table {
    fit_dropping(table, &[])
}

/// Fits `table` to [`table_width`] without parting a word, a number or a name. Rows
/// that take one line each come first, with borders or without; then rows of two
/// lines at most, dropping the columns `spare` names (their indices, the least used
/// first) one at a time if need be, since a column dropped reads better than a game's
/// row stretched over five lines; then rows as tall as their words need, the same
/// way; and last, each row as a list of heading and value under the other, which fits
/// any width.
pub(crate) fn fit_dropping<'t>(table: &'t mut Table, spare: &[usize]) -> &'t mut Table {
    let Measures { width, least, most } = Measures::of(table);
    let fits = |table: &Table| {
        table
            .lines()
            .all(|line| crate::render::display_width(&line) <= width)
    };
    // As it is, when nothing needs wrapping.
    table.set_content_arrangement(ContentArrangement::Disabled);
    if fits(table) {
        return table;
    }
    let bordered_style = table.style();
    for (tallest, dropping) in [(1, false), (2, true), (usize::MAX, true)] {
        let mut shown = vec![true; least.len()];
        let mut layouts = vec![(true, shown.clone()), (false, shown.clone())];
        if dropping {
            for &drop in spare {
                if let Some(hidden) = shown.get_mut(drop) {
                    *hidden = false;
                }
                layouts.push((false, shown.clone()));
            }
        }
        // The least each column needs for its rows to take `tallest` lines at most.
        let floor: Vec<u16> = (0..least.len())
            .map(|i| needed_width(table, i, least[i], most.get(i).copied(), tallest))
            .collect();
        for (bordered, shown) in layouts {
            // Without borders: one space between columns.
            table.load_style(if bordered { bordered_style } else { COMPACT });
            if share_out(table, &floor, &most, &shown, width, bordered) {
                return table;
            }
        }
    }
    *table = stacked(table);
    table
}

/// The narrowest column `index` of `table` can be, from `least` (its longest word) up
/// to `most` (its longest line), for each of its cells (the heading too) to wrap into
/// `tallest` lines at most; `least` when any height will do.
fn needed_width(
    table: &Table,
    index: usize,
    least: u16,
    most: Option<usize>,
    tallest: usize,
) -> u16 {
    if tallest == usize::MAX {
        return least;
    }
    let cells: Vec<String> = table
        .header()
        .into_iter()
        .chain(table.row_iter())
        .filter_map(|row| row.cell_iter().nth(index).map(comfy_table::Cell::content))
        .collect();
    let most = u16::try_from(most.unwrap_or(0))
        .unwrap_or(u16::MAX)
        .max(least);
    (least..=most)
        .find(|&width| {
            cells.iter().all(|cell| {
                super::wrap::wrap_to(cell, usize::from(width))
                    .lines()
                    .count()
                    <= tallest
            })
        })
        .unwrap_or(most)
}

/// Fits `table` to [`table_width`] with its borders kept, wrapping long cells at their
/// words; `false` (the table left to be drawn some other way) when even each column's
/// longest word, its padding and the bars between do not fit.
pub(crate) fn fit_bordered(table: &mut Table) -> bool {
    let Measures { width, least, most } = Measures::of(table);
    let shown = vec![true; least.len()];
    share_out(table, &least, &most, &shown, width, true)
}

/// What sharing out a table's width starts from: the width to fit, each column's
/// longest word (the least it can be drawn in) and its longest line (the most it needs).
struct Measures {
    width: usize,
    least: Vec<u16>,
    most: Vec<usize>,
}

impl Measures {
    fn of(table: &Table) -> Self {
        Self {
            width: usize::from(table_width()),
            least: least_widths(table),
            most: table
                .column_max_content_widths()
                .into_iter()
                .map(usize::from)
                .collect(),
        }
    }
}

/// Gives each shown column of `table` its longest word (`least`) and shares what is
/// left of `width` among the columns with more to show (`most`), in order; whether
/// the table drawn so fits (never when even the longest words do not). `bordered`: a bar around and between the columns and a space either side of
/// each; else one space between columns.
fn share_out(
    table: &mut Table,
    least: &[u16],
    most: &[usize],
    shown: &[bool],
    width: usize,
    bordered: bool,
) -> bool {
    let visible: Vec<usize> = (0..least.len()).filter(|&i| shown[i]).collect();
    let count = visible.len();
    let outside = if bordered {
        count * 3 + 1
    } else {
        count.saturating_sub(1)
    };
    let mut widths: Vec<usize> = visible.iter().map(|&i| usize::from(least[i])).collect();
    let used: usize = widths.iter().sum::<usize>() + outside;
    let Some(mut left) = width.checked_sub(used) else {
        return false;
    };
    // What is left goes first to the columns that need least to be shown whole, so a
    // short column (`in play`) is on one line before a long one takes the rest.
    let wants: Vec<usize> = (0..count)
        .map(|k| {
            most.get(visible[k])
                .copied()
                .unwrap_or(0)
                .saturating_sub(widths[k])
        })
        .collect();
    let mut order: Vec<usize> = (0..count).collect();
    order.sort_by_key(|&k| wants[k]);
    for k in order {
        let given = wants[k].min(left);
        widths[k] += given;
        left -= given;
    }
    table.set_content_arrangement(ContentArrangement::Dynamic);
    table.set_width(u16::try_from(width).unwrap_or(u16::MAX));
    for (index, column) in table.column_iter_mut().enumerate() {
        let Some(k) = visible.iter().position(|&i| i == index) else {
            column.set_constraint(ColumnConstraint::Hidden);
            continue;
        };
        // Without borders the space between columns is comfy-table's column
        // separator (drawn where the line under the headings meets itself).
        let padding = if bordered { (1, 1) } else { (0, 0) };
        column.set_padding(padding);
        // comfy-table's widths include the padding.
        let padded = widths[k] + usize::from(padding.0 + padding.1);
        let padded = u16::try_from(padded).unwrap_or(u16::MAX);
        column.set_constraint(ColumnConstraint::Absolute(ComfyWidth::Fixed(padded)));
    }
    table
        .lines()
        .all(|line| crate::render::display_width(&line) <= width)
}

/// No borders, a line under the headings.
pub(crate) const COMPACT: TableStyle =
    TableStyle::new().header_separator(LineStyle::none().fill('─').junction('─'));

/// `table`'s rows as lists of heading and value, a blank line between rows: what a
/// table too wide for any layout of its columns becomes.
fn stacked(table: &Table) -> Table {
    let headings: Vec<String> = table
        .header()
        .map(|h| h.cell_iter().map(|c| c.content()).collect())
        .unwrap_or_default();
    let mut out = Table::new();
    out.load_style(NOTHING)
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(table_width());
    for (i, row) in table.row_iter().enumerate() {
        if i > 0 {
            out.add_row(vec![String::new(), String::new()]);
        }
        for (j, cell) in row.cell_iter().enumerate() {
            let heading = headings.get(j).cloned().unwrap_or_default();
            out.add_row(vec![heading, cell.content()]);
        }
    }
    if let Some(first) = out.column_mut(0) {
        first.set_padding((0, 1));
    }
    if let Some(second) = out.column_mut(1) {
        second.set_padding((0, 0));
    }
    out
}

/// The narrowest each column of `table` can be without parting a word: its longest
/// word, where a number (`11 200`, `61,2 %`) or a face list counts as one.
fn least_widths(table: &Table) -> Vec<u16> {
    let mut least: Vec<u16> = Vec::new();
    let rows = table.header().into_iter().chain(table.row_iter());
    for row in rows {
        for (index, cell) in row.cell_iter().enumerate() {
            let content = cell.content();
            let widest = content
                .lines()
                .flat_map(crate::render::words::wrap::words)
                .map(|word| word.width)
                .max()
                .unwrap_or(0);
            let widest = u16::try_from(widest).unwrap_or(u16::MAX);
            if least.len() <= index {
                least.resize(index + 1, 0);
            }
            least[index] = least[index].max(widest);
        }
    }
    least
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

    /// A history-like table: a long list of names, a long list of rules, a short state.
    fn games() -> Table {
        let mut table = Table::new();
        table.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
        table.set_header(vec!["#", "started", "players", "rules", "state", "rounds"]);
        table.add_row(vec![
            "2",
            "Sat 2026-12-05 04:13",
            "Annabelle, Bartholomew, Cyrille, Dee",
            "Final round, Six of a kind 5,000",
            "in play",
            "1",
        ]);
        table.add_row(vec![
            "1",
            "Sat 2026-12-05 04:13",
            "Ann, Bob",
            "standard",
            "won by Ann",
            "14",
        ]);
        table
    }

    fn lines(table: &Table) -> Vec<String> {
        table.lines().map(|l| l.trim_end().to_owned()).collect()
    }

    #[test]
    fn a_row_takes_two_lines_at_most_where_columns_can_be_shared_so() {
        let text = with_table_width(80, || lines(fit_dropping(&mut games(), &[5, 3, 1])));
        // The headings, the rule under them, and each game in two lines at most (the
        // first game took five before).
        assert!(text.len() <= 6, "{text:#?}");
        assert!(
            text.iter().all(|l| crate::render::display_width(l) <= 80),
            "{text:#?}"
        );
        // Every column is kept, and the short state is whole on the game's first line.
        assert!(
            text[0].contains("rules") && text[0].contains("rounds"),
            "{text:#?}"
        );
        assert!(text[2].contains("in play"), "{text:#?}");
    }

    #[test]
    fn a_spare_column_is_dropped_before_a_row_runs_past_two_lines() {
        let text = with_table_width(50, || lines(fit_dropping(&mut games(), &[5, 3, 1])));
        assert!(!text[0].contains("rules"), "{text:#?}");
        assert!(text.len() <= 6, "{text:#?}");
        // Without a column to spare, the words wrap as far as they must.
        let text = with_table_width(50, || lines(fit(&mut games())));
        assert!(text.len() > 6, "{text:#?}");
        assert!(
            text.iter().all(|l| crate::render::display_width(l) <= 50),
            "{text:#?}"
        );
    }
}
