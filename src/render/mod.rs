//! What people read: styles, throws, tables, in the language chosen at start-up
//! (message catalogues in `text`). Everything here returns strings; callers
//! decide where they go (through `anstream`, which drops colour off a terminal and
//! under `NO_COLOR`).

mod advice;
mod announce;
mod count;
mod dice_error;
mod echo;
mod game_error;
mod help;
mod list;
mod odds;
mod odds_error;
mod pad;
mod prompt;
mod rule_error;
mod rules_table;
mod simulation;
mod style;
mod table_talk;
mod text;
mod throw;

pub use advice::{advice_line, advice_table};
pub use announce::announce;
pub use count::{Count, count};
pub use dice_error::dice_error;
pub use echo::{ECHO_CHARS, MESSAGE_LINE_CHARS, echo, echo_at, fit_message};
pub use help::{HelpEntry, help_list, help_topic, no_help_for};
pub use list::List;
pub use odds::{expected, flow_note, outlook_text, situation_text};
pub use pad::{LEADER_MARK, PAD_WIDTH, outcome_text, pad_table};
pub use prompt::{prompt, prompt_hint};
pub use rule_error::the_dice;
pub use rules_table::rules_table;
pub use simulation::{comparison_table, simulation_table};
pub use style::{Style, paint};
pub use table_talk::{
    export_onto_save, exported, farewell, no_odds, not_saved, quit_unsaved, redone, rules_in_play,
    save_moved, saved_again, saved_to, status, step_unsaved, too_many_roll_off_dice, undone,
    unknown_export_format, welcome,
};
pub use text::{Locale, Numbers, lang, locale, message, message_in, numbers, set_locale};
pub use throw::{ThrowReport, points};

/// A value a message's variable takes: whole numbers (grouped and pluralised by the
/// catalogue), and text (`&str`, `String`).
pub type Arg<'a> = fluent_bundle::FluentValue<'a>;
