//! The end-of-game table and the round-by-round pad, for keeping and sharing:
//! CSV, Markdown, JSON, YAML, a printable HTML page and a BG Stats play file. The words of the text formats
//! (Markdown, HTML) are in the current language (`locales/*/exports.ftl`); CSV, JSON
//! and YAML keep English identifiers and plain numbers for programs.
//!
//! Every format renders from one [`Export`], so the formats cannot disagree.

mod bgstats;
mod chart;
mod csv;
mod error;
pub(crate) mod escape;
mod final_table;
mod format;
mod html;
mod markdown;

pub(crate) use crate::game::TurnResult;
pub(crate) use csv::{CsvDialect, SeasonGame};
pub(crate) use error::ExportError;
pub(crate) use escape::escape as escape_html;
pub(crate) use final_table::{Export, standings_columns};
pub(crate) use format::ExportFormat;
pub(crate) use html::{STYLE as HTML_STYLE, head as html_head, sections as html_sections};
