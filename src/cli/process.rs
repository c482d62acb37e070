//! The process around a command: the language and the table width chosen before
//! anything is worded, the command line parsed, the command run, and a failure reported
//! on standard error with its exit status.

use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

use super::help::{self, Early};
use super::{Settings, run};
use crate::render::{
    Style, choose_table_width, paint, set_locale, set_table_width, shown_whole, terminal_width,
    wrap,
};
use crate::text;

/// The whole `marbles` process: the command line in, the exit status out (the binary
/// is this one call).
pub fn main() -> ExitCode {
    keep_writes_past_the_size_limit_alive();
    let args: Vec<OsString> = std::env::args_os().collect();
    // Once, before anything is worded, clap's help and refusals included: `Display` of
    // errors reads this default. The language comes from `--lang`, the config file and
    // the environment as `Settings::load` chooses it; a config file that cannot be read
    // still leaves `--lang` and the environment to word why.
    let early = Early::scan(&args);
    set_locale(Settings::locale_at_start(early.lang, early.no_config));
    // What a house rule runs out of is worded where it runs out, below `render`: in
    // the catalogue's words, in the table's language.
    crate::house_rules::word_budgets_with(crate::render::budget_words);
    // Tables and prose follow the terminal (or a COLUMNS the user set); a pipe or a
    // file gets 80. Before clap parses, so that help and usage errors fit too.
    let columns = std::env::var("COLUMNS").ok();
    set_table_width(choose_table_width(columns.as_deref(), terminal_width()));
    let cli = match help::parse(&args) {
        Ok(cli) => cli,
        // Help, the version or a usage error: printed, nothing left to run.
        Err(status) => return status,
    };
    let settings = Settings::load(&cli);
    if let Ok(settings) = &settings {
        // Nothing to tell if standard error is gone; the command runs all the same.
        let _ = settings.warn(&mut anstream::stderr());
    }
    let mut out = anstream::stdout();
    let result = settings.and_then(|settings| run(cli, &settings, &mut out));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stopped reading (`marbles rules list | head`) is not a failure,
        // whichever output path noticed it.
        Err(err) if err.is_closed_output() => ExitCode::SUCCESS,
        Err(err) => {
            let _ = out.flush();
            // Nothing is left to tell if standard error is gone too.
            // A path or a name in the message is shown as given, but never as a control
            // sequence the terminal would act on.
            // Wrapped at words like all prose, so a long message never splits one.
            let message = format!(
                "{} {}",
                paint(Style::Bad, text!("error-prefix")),
                shown_whole(&err.to_string())
            );
            let _ = writeln!(anstream::stderr(), "{}", wrap(&message));
            ExitCode::from(err.exit_code() as u8)
        }
    }
}

/// Under a file-size limit (`ulimit -f`), a write past it raises SIGXFSZ, which kills the
/// process without a word and leaves a temp file behind. Blocked (before any thread is
/// started, so every thread inherits it), the signal stays pending and the write fails
/// with EFBIG instead, which the failed-save path reports like a full disk. Blocking is
/// nix's safe API; ignoring it would need `unsafe` here.
fn keep_writes_past_the_size_limit_alive() {
    #[cfg(unix)]
    {
        use nix::sys::signal::{SigSet, Signal};
        let mut set = SigSet::empty();
        set.add(Signal::SIGXFSZ);
        // Without it marbles works as before; nothing to tell the player.
        let _ = set.thread_block();
    }
}
