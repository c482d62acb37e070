//! The `marbles` binary: parses the command line and reports errors with exit codes.

use std::process::ExitCode;

use clap::Parser;
use marbles::cli::{Cli, run};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut out = anstream::stdout();
    match run(cli, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stopped reading (`marbles rules list | head`) is not a failure.
        Err(marbles::cli::CliError::Output(err))
            if err.kind() == std::io::ErrorKind::BrokenPipe =>
        {
            ExitCode::SUCCESS
        }
        Err(err) => {
            let _ = std::io::Write::flush(&mut out);
            anstream::eprintln!(
                "{} {err}",
                marbles::render::paint(marbles::render::Style::Bad, "error:")
            );
            ExitCode::from(err.exit_code() as u8)
        }
    }
}
