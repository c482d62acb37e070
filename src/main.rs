//! The `marbles` binary: everything it does is the library's [`marbles::main`].

use std::process::ExitCode;

fn main() -> ExitCode {
    marbles::main()
}
