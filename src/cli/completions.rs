//! `marbles completions SHELL`: Tab completion scripts, generated from the same
//! definitions that parse the command line, so they never drift from it.
//!
//! Besides the commands and flags, the scripts offer values: the languages for
//! `--lang`, the strategies for `--strategy`, the formats for `--format`, the shipped
//! house-rule names for `--rules` and `--compare`, and save files for `resume` and
//! `export`. The values are set on a copy of the command made for generation only,
//! as clap's possible values (the parsers that read the real command line stay as
//! they are). clap_complete's dynamic completion is an unstable feature in the
//! version marbles uses, so bash and fish get a few lines of their own after the
//! generated script: for `resume` and `export` they offer the game numbers
//! `marbles history --numbers` lists, beside save files (zsh, elvish and PowerShell
//! offer the files).

use std::io::Write;

use clap::builder::{PossibleValue, PossibleValuesParser};
use clap::{Arg, Command, ValueHint};
use clap_complete::Shell;

use super::CliError;
use crate::house_rules::SHIPPED;
use crate::locale::Lang;
use crate::render::Locale;

/// The words `--strategy` is completed with: the strategies `simulate --help` lists.
/// `bank-at:N` takes a number, so it is offered with the one the examples use, for
/// the player to edit (a bare `bank-at:` would get a space after it in bash).
pub(super) const STRATEGY_WORDS: [&str; 4] = ["optimal", "win", "bank-at:350", "cautious"];

/// Writes the completion script for `shell` to `out`.
pub(super) fn run(shell: Shell, out: &mut dyn Write) -> Result<(), CliError> {
    // English in every language, as `man` is: the shells show these words beside
    // every name, and a script is generated once, not per reader.
    let mut command = with_values(Locale::of(Lang::En).scope(super::help::command));
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "marbles", &mut script);
    out.write_all(&script)?;
    match shell {
        Shell::Bash => out.write_all(bash_game_numbers(&command).as_bytes())?,
        Shell::Fish => out.write_all(FISH_GAME_NUMBERS.as_bytes())?,
        _ => {}
    }
    Ok(())
}

/// The commands whose first value may be a game's number in `marbles history`.
const BY_NUMBER: [&str; 2] = ["resume", "export"];

/// Bash: the game numbers `marbles history --numbers` lists, offered beside save files
/// where `resume` and `export` take their game (not after an option that takes a value
/// of its own: `export 3 -o ` wants a file). The generated function is wrapped rather
/// than edited, so it stays clap_complete's.
fn bash_game_numbers(command: &Command) -> String {
    let mut valued: Vec<String> = Vec::new();
    for name in BY_NUMBER {
        let Some(sub) = command.find_subcommand(name) else {
            continue;
        };
        for arg in sub.get_arguments() {
            let takes_value = arg.get_action().takes_values() && !arg.is_positional();
            if takes_value {
                valued.extend(arg.get_long().map(|long| format!("--{long}")));
                valued.extend(arg.get_short().map(|short| format!("-{short}")));
            }
        }
    }
    valued.sort();
    valued.dedup();
    format!(
        r#"
# Game numbers from `marbles history` for `resume` and `export`; files stay the fallback.
_marbles_games() {{
    _marbles "$@"
    local cur="${{COMP_WORDS[COMP_CWORD]}}" word i command="" given=0 after_value=0
    # The command, and whether its game was already given, from the words before.
    for (( i = 1; i < COMP_CWORD; i++ )); do
        word="${{COMP_WORDS[i]}}"
        if (( after_value )); then after_value=0; continue; fi
        case "$word" in
            {valued}) after_value=1 ;;
            -*) ;;
            *) if [[ -z $command ]]; then command=$word; else given=1; fi ;;
        esac
    done
    case "$command" in {commands}) ;; *) return 0 ;; esac
    (( given || after_value )) && return 0
    [[ $cur =~ ^[0-9]*$ ]] || return 0
    local line
    while IFS= read -r line; do
        [[ ${{line%%$'\t'*}} == "$cur"* ]] && COMPREPLY+=("${{line%%$'\t'*}}")
    done < <(command marbles history --numbers 2>/dev/null)
    return 0
}}
if [[ "${{BASH_VERSINFO[0]}}" -eq 4 && "${{BASH_VERSINFO[1]}}" -ge 4 || "${{BASH_VERSINFO[0]}}" -gt 4 ]]; then
    complete -F _marbles_games -o nosort -o bashdefault -o default marbles
else
    complete -F _marbles_games -o bashdefault -o default marbles
fi
"#,
        commands = BY_NUMBER.join("|"),
        valued = valued.join("|"),
    )
}

/// Fish: the game numbers with their players as the description, beside files.
const FISH_GAME_NUMBERS: &str = "
# Game numbers from `marbles history` for `resume` and `export`; files stay offered.
complete -c marbles -n '__fish_seen_subcommand_from resume export' -a '(command marbles history --numbers 2>/dev/null)'
";

/// The command with the values each shell should offer, for generation only.
fn with_values(cmd: Command) -> Command {
    let langs: Vec<PossibleValue> = Lang::ALL
        .iter()
        .map(|lang| PossibleValue::new(lang.tag()).help(lang.name()))
        .collect();
    let strategies: Vec<PossibleValue> =
        STRATEGY_WORDS.into_iter().map(PossibleValue::new).collect();
    let scripts: Vec<PossibleValue> = SHIPPED
        .iter()
        .map(|script| PossibleValue::new(script.name))
        .collect();
    // `stats --rules` filters by the names saved with games: the shipped ones and
    // `standard`, the name of a game without house rules.
    let mut rule_names = scripts.clone();
    rule_names.push(PossibleValue::new("standard"));
    let mut cmd = cmd;
    // `--lang` is global: set on every command, since clap may already have copied it
    // to the subcommands.
    cmd = each_arg(cmd, &mut |path, arg| match (path, arg.get_id().as_str()) {
        (_, "lang") => arg.value_parser(PossibleValuesParser::new(langs.clone())),
        (_, "strategies") => arg.value_parser(PossibleValuesParser::new(strategies.clone())),
        (["stats"], "rules") => arg.value_parser(PossibleValuesParser::new(rule_names.clone())),
        // A shipped script's name, or (bash's fallback, `-o default`, when no name
        // matches) any file; zsh and fish offer the names only. No file hint: with one,
        // clap_complete's bash splits the names on line breaks only, so offers none.
        (_, "rules" | "compare") | (["rules", "check"], "files") => {
            arg.value_parser(PossibleValuesParser::new(scripts.clone()))
        }
        (["resume" | "export"], "save") => arg.value_hint(ValueHint::FilePath),
        _ => arg,
    });
    cmd
}

/// Applies `change` to every argument of `cmd` and its subcommands, given the path of
/// subcommand names down to the argument's command.
fn each_arg(cmd: Command, change: &mut dyn FnMut(&[&str], Arg) -> Arg) -> Command {
    fn walk(
        cmd: Command,
        path: &mut Vec<String>,
        change: &mut dyn FnMut(&[&str], Arg) -> Arg,
    ) -> Command {
        let ids: Vec<String> = cmd
            .get_arguments()
            .map(|arg| arg.get_id().to_string())
            .collect();
        let names: Vec<String> = cmd
            .get_subcommands()
            .map(|sub| sub.get_name().to_owned())
            .collect();
        let mut cmd = cmd;
        for id in ids {
            let here: Vec<&str> = path.iter().map(String::as_str).collect();
            cmd = cmd.mut_arg(&id, |arg| change(&here, arg));
        }
        for name in names {
            path.push(name.clone());
            cmd = cmd.mut_subcommand(&name, |sub| walk(sub, path, change));
            path.pop();
        }
        cmd
    }
    walk(cmd, &mut Vec::new(), change)
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

    #[test]
    fn the_strategy_words_are_strategies() {
        for word in STRATEGY_WORDS {
            assert!(
                word.parse::<crate::odds::Strategy>().is_ok(),
                "{word} is not a strategy"
            );
        }
    }

    #[test]
    fn the_scripts_offer_languages_strategies_and_shipped_rules() {
        for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
            let text = script(shell);
            for word in ["nb", "cautious", "bank-at", "six_of_a_kind_5000", "bgstats"] {
                assert!(text.contains(word), "{shell}: no `{word}` in\n{text}");
            }
        }
    }

    #[test]
    fn bash_and_fish_ask_the_history_for_game_numbers() {
        for shell in [Shell::Bash, Shell::Fish] {
            assert!(
                script(shell).contains("marbles history --numbers"),
                "{shell}"
            );
        }
    }
}
