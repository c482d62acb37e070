//! The screens people read at the table and in reports: the pad, a throw, the
//! odds, the win chances, the review, the history, the rules, what the table is told.

pub(super) mod advice;
pub(super) mod amend;
pub(super) mod announce;
pub(super) mod history;
pub(super) mod odds;
pub(super) mod pad;
pub(super) mod review;
pub(super) mod rules_table;
pub(super) mod scenario;
pub(super) mod table_talk;
pub(super) mod throw;
pub(super) mod win;
