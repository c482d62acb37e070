//! The `marbles` binary: parses the command line and reports errors with exit codes.

use std::process::ExitCode;

use clap::Parser;
use marbles::cli::{Cli, run};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut out = anstream::stdout();
    match run(cli, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
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
