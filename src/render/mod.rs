//! What people read: styles, throws, tables, in the language chosen at start-up
//! (message catalogues in `text`). Everything here returns strings; callers
//! decide where they go (through `anstream`, which drops colour off a terminal and
//! under `NO_COLOR`).

mod advice;
mod amend;
mod announce;
mod clock_error;
mod column;
mod config_error;
mod count;
mod dice_error;
mod echo;
mod game_error;
mod help;
mod house_rule_error;
mod list;
mod memory;
mod odds;
mod odds_error;
mod os_error;
mod pad;
mod points_text;
mod prompt;
mod review;
mod rule_error;
mod rules_table;
mod scenario;
mod simulation;
mod size;
mod store_error;
mod style;
mod table_talk;
mod text;
mod throw;
mod width;
mod win;
mod worded;
mod wrap;

pub(crate) use advice::{advice_line, advice_table, advice_table_top};
pub(crate) use amend::{
    LogTurn, amend_nothing, amend_stepped, amend_undone, amended, log, log_turns,
};
pub(crate) use announce::announce;
pub(crate) use column::{NAME_COLUMN_MAX, column, column_width, display_width};
pub(crate) use count::{Count, count};
pub use dice_error::dice_error;
#[cfg(test)]
pub(crate) use echo::ECHO_CHARS;
pub(crate) use echo::{
    echo, echo_at, fit_message, shown_line, shown_names, shown_path, shown_whole,
};
pub(crate) use help::{HelpEntry, help_list, help_topic, no_help_for, shown_usage};
pub(crate) use list::List;
pub(crate) use memory::{
    dice_verdicts, history_table, no_such_game, stats_no_player, stats_no_rule, stats_not_exactly,
    stats_text,
};
pub(crate) use odds::{
    flow_note, hook_note, odds_all_hint, odds_keeps_all_hint, outlook_short, outlook_text,
};
pub(crate) use odds_error::no_odds_in_game;
pub(crate) use os_error::os_reason;
pub(crate) use pad::{TALLY_MARK, pad_table, pad_table_with, turn_text, turns_by_round};
pub(crate) use points_text::PointsTextError;
pub(crate) use prompt::{prompt, prompt_hint, unknown_command};
pub(crate) use review::review_text;
pub(crate) use rules_table::combo_name;
pub use rules_table::rules_table;
pub(crate) use simulation::{comparison_table, simulation_play_note, simulation_table};
pub(crate) use size::bytes;
pub(crate) use style::{Style, paint};
pub(crate) use table_talk::{
    action_words, export_onto_save, exported, farewell, no_odds, not_saved, nothing_kept,
    one_roll_off_die, quit_unsaved, redo_cleared, redone, rules_in_play, save_moved, saved_again,
    saved_to, serving, serving_already, status, step_unsaved, steps_short, undone,
    unknown_export_format, welcome,
};
pub use text::Locale;
pub(crate) use text::{Numbers, lang, locale, message, numbers, set_locale};
pub(crate) use throw::{KeepReport, ThrowReport, points, throw_text};
#[cfg(test)]
pub(crate) use width::with_table_width;
pub(crate) use width::{
    choose_table_width, fit, fit_dropping, set_table_width, table_width, terminal_width,
};
pub(crate) use win::{
    ChanceNote, cache_note, chance_cell, chance_note, chances_line, estimate_note, progress_count,
    solve_note, solve_stage, sparklines, to_win_label, win_differs_line, win_keep_differs,
    win_percent, win_text,
};
pub(crate) use worded::Worded;
pub use worded::Words;
pub(crate) use wrap::{fitting_hint, wrap, wrap_to};

/// A value a message's variable takes: whole numbers (grouped and pluralised by the
/// catalogue), and text (`&str`, `String`).
pub(crate) type Arg<'a> = fluent_bundle::FluentValue<'a>;

/// The house rules in play as people read them: each one's short name in the table's
/// language, else its English one, else its file's name (`three_pairs`).
pub(crate) fn house_rules_shown(rules: &crate::game::RulesInPlay) -> Vec<String> {
    rules.shown_names(lang().tag())
}
