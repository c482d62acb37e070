//! The hostile passes: the front ends, the table's session and the saves, tried as
//! someone out to break them would.

mod cli;
mod repl;
mod saves;
