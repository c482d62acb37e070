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

pub use advice::{advice_line, advice_table, advice_table_top};
pub use amend::{LogTurn, amend_nothing, amend_stepped, amended, log, log_turns, typed_move};
pub use announce::announce;
pub use column::{NAME_COLUMN_MAX, column, column_width, display_width};
pub use count::{Count, count};
pub use dice_error::dice_error;
pub use echo::{
    ECHO_CHARS, MESSAGE_LINE_CHARS, echo, echo_at, fit_message, shown_line, shown_names,
    shown_path, shown_whole,
};
pub use help::{HelpEntry, help_list, help_topic, no_help_for, shown_usage};
pub use list::List;
pub use memory::{dice_verdicts, history_table, no_such_game, stats_text};
pub use odds::{
    expected, flow_note, hook_note, odds_all_hint, odds_keeps_all_hint, outlook_short,
    outlook_text, simulation_hook_note, situation_text,
};
pub use odds_error::no_odds_in_game;
pub use os_error::os_reason;
pub use pad::{
    LEADER_MARK, TALLY_MARK, outcome_text, pad_table, pad_table_with, tally_footnote, turn_text,
    turns_by_round,
};
pub use points_text::PointsTextError;
pub use prompt::{prompt, prompt_hint, unknown_command};
pub use review::{class_name, move_words, review_method_line, review_text};
pub use rule_error::the_dice;
pub use rules_table::{combo_name, rules_table};
pub use simulation::{comparison_table, simulation_play_note, simulation_table};
pub use size::bytes;
pub use style::{Style, paint};
pub use table_talk::{
    action_words, export_onto_save, exported, farewell, no_odds, not_saved, one_roll_off_die,
    quit_unsaved, redo_cleared, redone, rules_in_play, save_moved, saved_again, saved_to, serving,
    serving_already, status, step_unsaved, undone, unknown_export_format, welcome,
};
pub use text::{Locale, Numbers, lang, locale, message, message_in, numbers, set_locale};
pub use throw::{KeepReport, ThrowReport, points, throw_text};
pub use width::{
    DEFAULT_TABLE_WIDTH, MIN_TABLE_WIDTH, choose_table_width, fit, fit_dropping, set_table_width,
    table_width, terminal_width, with_table_width,
};
pub use win::{
    ChanceNote, SPARK_POINTS, cache_note, chance_cell, chance_note, chances_line, estimate_note,
    progress_count, solve_note, solve_stage, sparklines, to_win_label, win_differs_line,
    win_keep_differs, win_percent, win_text, win_view,
};
pub use worded::{Worded, Words};
pub use wrap::{fitting_hint, wrap, wrap_to};

/// A value a message's variable takes: whole numbers (grouped and pluralised by the
/// catalogue), and text (`&str`, `String`).
pub type Arg<'a> = fluent_bundle::FluentValue<'a>;
