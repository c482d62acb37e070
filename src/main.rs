//! The `marbles` binary: parses the command line and reports errors with exit codes.

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use marbles::cli::{Cli, run};
use marbles::config::Lang;
use marbles::render::{Locale, choose_table_width, set_locale, set_table_width, terminal_width};

fn main() -> ExitCode {
    keep_writes_past_the_size_limit_alive();
    let cli = Cli::parse();
    // Once, before anything is worded: `Display` of errors reads this default. The
    // config file's `lang` and `numbers` are the hook a settings loader fills in.
    let lang = Lang::choose(cli.lang, None, |name| std::env::var(name).ok());
    set_locale(Locale::of(lang));
    // Tables follow the terminal (or a COLUMNS the user set); a pipe or a file gets 80.
    let columns = std::env::var("COLUMNS").ok();
    set_table_width(choose_table_width(columns.as_deref(), terminal_width()));
    let mut out = anstream::stdout();
    match run(cli, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stopped reading (`marbles rules list | head`) is not a failure,
        // whichever output path noticed it.
        Err(err) if err.is_closed_output() => ExitCode::SUCCESS,
        Err(err) => {
            let _ = out.flush();
            // Nothing is left to tell if standard error is gone too.
            let _ = writeln!(
                anstream::stderr(),
                "{} {err}",
                marbles::render::paint(marbles::render::Style::Bad, marbles::text!("error-prefix"))
            );
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
