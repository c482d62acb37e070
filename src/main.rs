//! The `marbles` binary: parses the command line and reports errors with exit codes.

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use marbles::cli::{Cli, run};

fn main() -> ExitCode {
    let cli = Cli::parse();
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
                marbles::render::paint(marbles::render::Style::Bad, "error:")
            );
            ExitCode::from(err.exit_code() as u8)
        }
    }
}
