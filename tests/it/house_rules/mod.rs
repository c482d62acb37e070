//! House rules as their authors and tables meet them: loaded from files, played,
//! checked, reloaded, reaching files beside them, remembered in saves, and advised on.

mod check;
mod end_to_end;
mod every_rule_remembered;
mod odds;
mod played;
mod reload;
mod use_paths;
