//! What people read: styles, throws, tables, in the language chosen at start-up
//! (message catalogues in `words/catalogue.rs`). Three rooms: `words` (text primitives),
//! `errors` (each error type in words) and `screens` (what a command shows); a screen
//! with one user lives beside it (help and the prompt in `repl`, the simulation in `cli`). Everything here returns strings; callers
//! decide where they go (through `anstream`, which drops colour off a terminal and
//! under `NO_COLOR`).

mod errors;
mod screens;
mod words;

pub use errors::dice::dice_error;
pub(crate) use errors::house_rule::budget_words;
pub(crate) use errors::odds::{no_odds_in_game, stops_text};
pub(crate) use errors::os::os_reason;
pub(crate) use screens::advice::{advice_line, advice_table, advice_table_top};
pub(crate) use screens::amend::{
    LogTurn, amend_nothing, amend_stepped, amend_undone, amended, log, log_turns,
};
pub(crate) use screens::announce::announce;
pub(crate) use screens::history::{
    dice_verdicts, history_table, no_such_game, stats_no_player, stats_no_rule, stats_not_exactly,
    stats_text,
};
pub(crate) use screens::odds::{
    flow_note, hook_note, odds_all_hint, odds_keeps_all_hint, outlook_short, outlook_text,
};
pub(crate) use screens::pad::{
    COMPACT_BELOW, TALLY_MARK, pad_table, pad_table_with, turn_text, turns_by_round,
};
pub(crate) use screens::review::review_text;
pub(crate) use screens::rules_table::combo_name;
pub use screens::rules_table::rules_table;
pub(crate) use screens::table_talk::serving_again;
pub(crate) use screens::table_talk::{
    action_words, export_onto_save, exported, farewell, no_odds, not_saved, nothing_kept,
    one_roll_off_die, quit_unsaved, redo_cleared, redone, rules_in_play, save_moved, saved_again,
    saved_to, serving, serving_already, status, step_unsaved, steps_short, undone,
    unknown_export_format, welcome,
};
pub(crate) use screens::throw::{
    KeepReport, ThrowReport, example_throw, points, throw_text, typed_faces,
};
pub(crate) use screens::win::{
    ChanceNote, cache_note, chance_cell, chance_note, chances_line, estimate_note, solve_note,
    solve_stage, sparklines, to_win_label, win_differs_line, win_keep_differs, win_percent,
    win_text,
};
pub use words::catalogue::Locale;
pub(crate) use words::catalogue::{Numbers, lang, locale, message, numbers, set_locale};
pub(crate) use words::column::{NAME_COLUMN_MAX, column, column_width, display_width};
pub(crate) use words::count::{Count, count};
#[cfg(test)]
pub(crate) use words::echo::ECHO_CHARS;
pub(crate) use words::echo::{
    echo, echo_at, fit_message, shown_line, shown_names, shown_path, shown_whole,
};
pub(crate) use words::list::List;
pub(crate) use words::points_text::PointsTextError;
pub(crate) use words::size::bytes;
pub(crate) use words::style::{Style, paint};
#[cfg(test)]
pub(crate) use words::width::with_table_width;
pub(crate) use words::width::{
    choose_table_width, fit, fit_dropping, set_table_width, table_width, terminal_width,
};
pub(crate) use words::worded::Worded;
pub use words::worded::Words;
pub(crate) use words::wrap::{fitting_hint, wrap, wrap_to};

/// A value a message's variable takes: whole numbers (grouped and pluralised by the
/// catalogue), and text (`&str`, `String`).
pub(crate) type Arg<'a> = fluent_bundle::FluentValue<'a>;

/// The house rules in play as people read them: each one's short name in the table's
/// language, else its English one, else its file's name (`three_pairs`).
pub(crate) fn house_rules_shown(rules: &crate::game::RulesInPlay) -> Vec<String> {
    rules.shown_names(lang().tag())
}
