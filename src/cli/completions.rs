//! `marbles completions SHELL`: Tab completion scripts, generated from the same
//! definitions that parse the command line, so they never drift from it.
//!
//! Besides the commands and flags, the scripts offer values: the languages for
//! `--lang`, the strategies for `--strategy`, the formats for `--format`, the shipped
//! house-rule names for `--rules` and `--compare`, and save files for `resume` and
//! `export`. The values are set on a copy of the command made for generation only,
//! as clap's possible values (the parsers that read the real command line stay as
//! they are). clap_complete's dynamic completion is an unstable feature in the
//! version marbles uses, so bash, zsh and fish get a few lines of their own around
//! the generated script: for `resume` and `export` they offer the game numbers
//! `marbles history --numbers` lists, beside save files (elvish and PowerShell offer
//! the files), and for `--rules`, `--compare` and `rules check` the `.lua` files
//! (and folders) beside the shipped names.

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
    let script = String::from_utf8_lossy(&script);
    match shell {
        Shell::Bash => {
            out.write_all(script.as_bytes())?;
            out.write_all(bash_game_numbers(&command).as_bytes())?;
        }
        Shell::Zsh => out.write_all(zsh_scripts_and_games(&script).as_bytes())?,
        Shell::Fish => {
            out.write_all(script.as_bytes())?;
            out.write_all(fish_scripts(&script).as_bytes())?;
            out.write_all(FISH_GAME_NUMBERS.as_bytes())?;
        }
        _ => out.write_all(script.as_bytes())?,
    }
    Ok(())
}

/// The shipped house rules' names, as the generated scripts list them (space apart).
fn shipped_names() -> String {
    SHIPPED
        .iter()
        .map(|script| script.name)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Zsh: `--rules`, `--compare` and `rules check` offer `.lua` files (and folders to
/// find them in) beside the shipped names, through `_marbles_rules`; `resume` and
/// `export` offer the game numbers `marbles history --numbers` lists (their players
/// as the description) beside save files, through `_marbles_saves`. clap_complete's
/// specs are pointed at these functions, defined before the script's last lines run
/// it.
fn zsh_scripts_and_games(script: &str) -> String {
    let names = shipped_names();
    // Only the lists that are exactly the shipped names: `stats --rules` (names
    // saved with games, `standard` among them) chooses games, not files.
    let script = script.replace(&format!(":({names})'"), ":_marbles_rules'");
    let mut lines: Vec<String> = Vec::new();
    for line in script.lines() {
        let save = line.starts_with("'::save -- ")
            || line.starts_with("':save -- ")
            || line.starts_with("'*::save -- ");
        lines.push(if save {
            line.replacen(":_files'", ":_marbles_saves'", 1)
        } else {
            line.to_owned()
        });
    }
    let mut script = lines.join("\n");
    script.push('\n');
    let functions = format!(
        r#"# House-rule scripts: the shipped names, and `.lua` files (and folders to find them in).
(( $+functions[_marbles_rules] )) ||
_marbles_rules() {{
    local -a shipped
    shipped=({names})
    local ret=1
    _describe -t shipped 'shipped house rule' shipped && ret=0
    _files -g '*.lua(-.)' && ret=0
    return ret
}}
# Game numbers from `marbles history` (their players as the description), and save files.
(( $+functions[_marbles_saves] )) ||
_marbles_saves() {{
    local -a games
    local line
    for line in ${{(f)"$(command marbles history --numbers 2>/dev/null)"}}; do
        [[ -n $line ]] && games+=("${{line%%$'\t'*}}:${{line#*$'\t'}}")
    done
    local ret=1
    (( $#games )) && _describe -t games 'game in marbles history' games && ret=0
    _files && ret=0
    return ret
}}

"#
    );
    const RUN: &str = "if [ \"$funcstack[1]\" = \"_marbles\" ]; then";
    match script.rfind(RUN) {
        Some(at) => format!("{}{functions}{}", &script[..at], &script[at..]),
        None => format!("{functions}{script}"),
    }
}

/// Fish: `.lua` files (and folders) beside the shipped names wherever the generated
/// script offers the names for a script (`--rules`, `--compare`), and for the files
/// `rules check` takes, which clap_complete's fish script leaves without values.
fn fish_scripts(script: &str) -> String {
    const LINE: &str = "complete -c marbles -n \"";
    // fish's own `__fish_complete_suffix` lists the other files after the matching
    // ones (for `complete -k`): kept to the scripts and the folders to find them in.
    let mut out = String::from(
        r#"
# House-rule scripts: `.lua` files (and folders) beside the shipped names.
function __marbles_lua_files
    __fish_complete_suffix .lua | string match -r -- '^.*(?:\.lua|/)$'
end
"#,
    );
    let mut check = None;
    for (at, _) in script.match_indices(LINE) {
        let rest = &script[at + LINE.len()..];
        let Some((condition, rest)) = rest.split_once('"') else {
            continue;
        };
        if check.is_none() && condition.ends_with("and __fish_seen_subcommand_from check") {
            check = Some(condition.to_owned());
        }
        for long in ["rules", "compare"] {
            let Some(rest) = rest.strip_prefix(&format!(" -l {long} ")) else {
                continue;
            };
            // The values offered: the shipped names, not `stats --rules`' (`standard`).
            let values = rest
                .split_once(" -a \"")
                .and_then(|(_, v)| v.split_once('"'));
            if values.is_some_and(|(values, _)| !values.contains("standard")) {
                out.push_str(&format!(
                    "{LINE}{condition}\" -l {long} -r -f -a \"(__marbles_lua_files)\"\n"
                ));
            }
        }
    }
    if let Some(condition) = check {
        out.push_str(&format!(
            "{LINE}{condition}\" -f -a \"(__marbles_lua_files) {}\"\n",
            shipped_names()
        ));
    }
    out
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
# House-rule scripts (`.lua` files, and folders to find them in) beside the shipped
# names for `--rules`, `--compare` and `rules check`.
_marbles_lua() {{
    local file
    compopt -o filenames 2>/dev/null
    while IFS= read -r file; do
        if [[ -d $file || $file == *.lua ]]; then COMPREPLY+=("$file"); fi
    done < <(compgen -f -- "$1")
}}
# Game numbers from `marbles history` for `resume` and `export`; files stay the fallback.
_marbles_games() {{
    _marbles "$@"
    local cur="${{COMP_WORDS[COMP_CWORD]}}" prev="" word i command="" second="" given=0 after_value=0
    (( COMP_CWORD > 0 )) && prev="${{COMP_WORDS[COMP_CWORD-1]}}"
    # The command, and whether its game was already given, from the words before.
    for (( i = 1; i < COMP_CWORD; i++ )); do
        word="${{COMP_WORDS[i]}}"
        if (( after_value )); then after_value=0; continue; fi
        case "$word" in
            {valued}) after_value=1 ;;
            -*) ;;
            *) if [[ -z $command ]]; then command=$word; else given=1; [[ -n $second ]] || second=$word; fi ;;
        esac
    done
    # `stats --rules` chooses games by the names saved with them: names only.
    case "$prev" in
        --rules|--compare) [[ $command == stats ]] || _marbles_lua "$cur"; return 0 ;;
    esac
    if [[ $command == rules && $second == check && $cur != -* ]]; then
        _marbles_lua "$cur"
        return 0
    fi
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

    /// Issue 34: `--rules house_rules/<Tab>` offered nothing in zsh and fish (only the
    /// shipped names); `tests/it/install.rs` tries the scripts in the shells.
    #[test]
    fn every_shell_offers_lua_files_for_a_script_and_names_only_for_stats() {
        let zsh = script(Shell::Zsh);
        let play = zsh
            .lines()
            .find(|l| l.starts_with("'*--rules=[Play by"))
            .expect("play --rules");
        assert!(play.ends_with(":_marbles_rules' \\"), "{play}");
        let stats = zsh
            .lines()
            .find(|l| l.starts_with("'*--rules=[Only games"))
            .expect("stats --rules");
        assert!(stats.contains("standard)"), "{stats}");
        assert!(zsh.contains("_files -g '*.lua(-.)'"));
        let before_run = zsh
            .split("if [ \"$funcstack[1]\"")
            .next()
            .expect("a script");
        assert!(
            before_run.contains("_marbles_rules() {"),
            "defined before it runs"
        );
        let fish = script(Shell::Fish);
        assert!(fish.contains(
            "complete -c marbles -n \"__fish_marbles_using_subcommand play\" -l rules -r -f -a \"(__marbles_lua_files)\""
        ));
        assert!(!fish.contains("using_subcommand stats\" -l rules -r -f -a \"(__marbles_lua"));
        assert!(
            fish.contains("__fish_seen_subcommand_from check\" -f -a \"(__marbles_lua_files) bump")
        );
        assert!(
            script(Shell::Bash)
                .contains("--rules|--compare) [[ $command == stats ]] || _marbles_lua")
        );
    }

    #[test]
    fn every_shell_asks_the_history_for_game_numbers() {
        for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
            assert!(
                script(shell).contains("marbles history --numbers"),
                "{shell}"
            );
        }
    }
}
