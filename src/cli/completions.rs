//! `marbles completions SHELL`: Tab completion scripts, generated from the same
//! definitions that parse the command line, so they never drift from it.

use std::io::Write;

use clap_complete::Shell;

use super::CliError;
use crate::config::Lang;
use crate::render::Locale;

/// Writes the completion script for `shell` to `out`.
pub(super) fn run(shell: Shell, out: &mut dyn Write) -> Result<(), CliError> {
    // English in every language, as `man` is: the shells show these words beside
    // every name, and a script is generated once, not per reader.
    let mut command = Locale::of(Lang::En).scope(super::help::command);
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "marbles", &mut script);
    out.write_all(&script)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn script(shell: Shell) -> String {
        let mut out = Vec::new();
        run(shell, &mut out).expect("completions");
        String::from_utf8(out).expect("utf-8")
    }

    #[test]
    fn every_shell_gets_a_script_that_knows_the_subcommands() {
        for shell in [
            Shell::Bash,
            Shell::Zsh,
            Shell::Fish,
            Shell::Elvish,
            Shell::PowerShell,
        ] {
            let text = script(shell);
            for word in ["play", "resume", "export", "simulate", "completions"] {
                assert!(text.contains(word), "{shell}: no `{word}` in\n{text}");
            }
        }
    }
}
