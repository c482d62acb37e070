//! `--help`, `-h`, `help COMMAND` and clap's usage errors in the language chosen at
//! start-up.
//!
//! clap's derive gives the shape of the command line; its words come from the
//! catalogues (`help-cli-…` in `locales/<tag>/cli.ftl`): each command's about and the
//! text after its help (examples, notes), each argument's help and value name. They are
//! set on the tree before clap builds it (after `build`, clap no longer finds
//! positionals by id). The doc comments in `args.rs` are for readers of the code.
//!
//! English keeps what clap words itself (headings, `-h`/`--help`, `help`, usage errors):
//! clap's own English. Any other language words those too: the headings and `Usage:`
//! (a help template of its own), the help and version flags and the `help` command
//! (its own, clap's are built in English), `[OPTIONS]`, `[default: …]` and
//! `[possible values: …]`, and each common kind of usage error ([`refusal`]).

use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

use clap::builder::styling::Style as Look;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, ArgMatches, Command, CommandFactory, FromArgMatches};

use super::args::Cli;
use crate::locale::Lang;
use crate::render::{Style, lang, message, paint};

/// What the command line says about the language before clap reads it: `--lang nb`
/// or `--lang=nb`, and `--no-config`, anywhere before a `--`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Early {
    /// `--lang`, when it names a language marbles speaks (clap refuses the rest).
    pub(crate) lang: Option<Lang>,
    /// `--no-config`.
    pub(crate) no_config: bool,
}

impl Early {
    /// Scans the arguments (the program's name first, as `std::env::args_os` gives).
    pub(crate) fn scan(args: &[OsString]) -> Early {
        let mut early = Early::default();
        let mut words = args.iter().skip(1).map(|word| word.to_str());
        while let Some(word) = words.next() {
            let value = match word {
                Some("--") => break,
                Some("--no-config") => {
                    early.no_config = true;
                    continue;
                }
                Some("--lang") => words.next().flatten(),
                Some(word) => word.strip_prefix("--lang="),
                None => None,
            };
            if let Some(lang) = value.and_then(|value| value.parse().ok()) {
                early.lang = Some(lang);
            }
        }
        early
    }
}

/// Reads the command line in the current language. `--help`, `-h`, `help COMMAND` and
/// `--version` print to standard output (exit 0); a usage error is worded on standard
/// error (exit 2). Either way there is nothing left to run: the exit status is returned.
pub fn parse(args: &[OsString]) -> Result<Cli, ExitCode> {
    let args = &help_flag_after_help(args);
    // Words are needed only for help, the version and refusals: a command line that
    // parses is read by the tree as derived, unworded (wording it from the catalogue
    // was four fifths of a `marbles score` run). The worded tree parses the same
    // arguments the same way; it differs only in what is shown. Anything else parses
    // again below, worded, exactly as it always did.
    if let Ok(matches) = Cli::command().try_get_matches_from(args)
        && let Ok(cli) = Cli::from_arg_matches(&matches)
    {
        return Ok(cli);
    }
    // Help wraps where the tables do: COLUMNS, else the terminal, else 80 (the binary
    // sets the width before it parses).
    let width = crate::render::table_width();
    let mut cmd = command().term_width(usize::from(width));
    let matches = match cmd.clone().try_get_matches_from(args) {
        Ok(matches) => matches,
        Err(err) => return Err(report(&with_args_shown(&cmd, args).unwrap_or(err))),
    };
    if lang() != Lang::En
        && let Some(path) = help_asked(&matches)
    {
        return Err(help_of(cmd, &path));
    }
    Cli::from_arg_matches(&matches).map_err(|err| report(&err.format(&mut cmd)))
}

/// The arguments without a `--help` or `-h` that follows the `help` command
/// (`marbles help --help`, `marbles help odds -h`): help is what `help` gives anyway,
/// and clap would refuse the flag as a command's name.
fn help_flag_after_help(args: &[OsString]) -> Vec<OsString> {
    let mut words = args.iter().enumerate().skip(1);
    let mut help_at = None;
    while let Some((at, word)) = words.next() {
        match word.to_str() {
            Some("--no-config") => {}
            Some("--lang") => {
                words.next();
            }
            Some(word) if word.starts_with("--lang=") => {}
            Some("help") => {
                help_at = Some(at);
                break;
            }
            _ => break,
        }
    }
    let Some(help_at) = help_at else {
        return args.to_vec();
    };
    args.iter()
        .enumerate()
        .filter(|(at, word)| *at <= help_at || !matches!(word.to_str(), Some("--help" | "-h")))
        .map(|(_, word)| word.clone())
        .collect()
}

/// The error clap gives when every argument is shown as marbles shows typed text
/// (`\e`, `\u{7}`): clap quotes a bad value as given, and raw it would act on the
/// terminal (or vanish in a pipe). `None` when no argument needs it, or when the shown
/// arguments stop at a different fault.
fn with_args_shown(cmd: &Command, args: &[OsString]) -> Option<clap::Error> {
    let shown: Vec<OsString> = args
        .iter()
        .map(|arg| {
            crate::render::shown_line(&arg.to_string_lossy())
                .into_owned()
                .into()
        })
        .collect();
    if shown.as_slice() == args {
        return None;
    }
    let original = cmd.clone().try_get_matches_from(args).err()?;
    let err = cmd.clone().try_get_matches_from(&shown).err()?;
    (err.kind() == original.kind()).then_some(err)
}

/// Prints what clap stopped with: help and version as clap renders them (from the
/// worded tree), a usage error in English as clap words it, in other languages as
/// [`refusal`] words it.
fn report(err: &clap::Error) -> ExitCode {
    let status = ExitCode::from(u8::try_from(err.exit_code()).unwrap_or(2));
    let worded = match err.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => None,
        _ if lang() == Lang::En => None,
        _ => refusal(err),
    };
    match worded {
        Some(text) => {
            // Nothing is left to tell if standard error is gone.
            let text = crate::render::wrap(&text);
            let _ = anstream::stderr().write_all(text.as_bytes());
        }
        // Wrapped like all prose (clap leaves a usage line and a long word as they are).
        None => {
            let text = crate::render::wrap(&err.render().ansi().to_string());
            if err.use_stderr() {
                let _ = anstream::stderr().write_all(text.as_bytes());
            } else {
                return shown(&text, status);
            }
        }
    }
    status
}

/// Prints help or the version on standard output and gives `status`; when it cannot be
/// written (`marbles --help > /dev/full`), says so on standard error and gives 1, as
/// every command does when its output fails. A reader that stopped reading
/// (`marbles --help | head`) is no failure, as for every command.
fn shown(text: &str, status: ExitCode) -> ExitCode {
    let mut out = anstream::stdout();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => status,
        Err(err) if err.kind() == std::io::ErrorKind::BrokenPipe => status,
        Err(err) => {
            let err = super::CliError::Output(err);
            let message = format!(
                "{} {err}\n",
                paint(Style::Bad, crate::text!("error-prefix"))
            );
            // Nothing is left to tell if standard error is gone too.
            let _ = anstream::stderr().write_all(crate::render::wrap(&message).as_bytes());
            ExitCode::from(u8::try_from(err.exit_code()).unwrap_or(1))
        }
    }
}

/// The command line, worded in the current language.
pub(crate) fn command() -> Command {
    if lang() == Lang::En {
        return worded(Cli::command(), &mut Vec::new(), false);
    }
    let cmd = worded(Cli::command(), &mut Vec::new(), true);
    // clap writes `[OPTIONS]` into every usage it makes: make each one (from a built
    // copy, where clap can) and give it back worded.
    let mut built = cmd.clone();
    built.build();
    with_usage(cmd, &mut built)
}

/// Sets each command's usage to the one clap made for its built copy, worded.
fn with_usage(cmd: Command, built: &mut Command) -> Command {
    let mut cmd = cmd.override_usage(usage_body(&built.render_usage().to_string()));
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|sub| sub.get_name().to_owned())
        .collect();
    for name in names {
        if let Some(built_sub) = built.find_subcommand_mut(&name) {
            cmd = cmd.mut_subcommand(&name, |sub| with_usage(sub, built_sub));
        }
    }
    cmd
}

/// Every message id the command tree is worded with, for the tests: they check each
/// is in every catalogue and in `IDS`.
pub fn ids() -> Vec<String> {
    let mut ids = Vec::new();
    collect_ids(&Cli::command(), &mut Vec::new(), &mut ids);
    ids.extend(OWN_WORDS.iter().map(|id| (*id).to_owned()));
    ids.sort();
    ids.dedup();
    ids
}

fn collect_ids(cmd: &Command, path: &mut Vec<String>, ids: &mut Vec<String>) {
    let prefix = prefix(path);
    if cmd.get_about().is_some() {
        ids.push(format!("{prefix}-about"));
    }
    if cmd.get_long_about().is_some() {
        ids.push(format!("{prefix}-long-about"));
    }
    if cmd.get_after_help().is_some() {
        ids.push(format!("{prefix}-examples"));
    }
    if cmd.get_after_long_help().is_some() {
        ids.push(format!("{prefix}-long-examples"));
    }
    for arg in cmd.get_arguments() {
        let id = arg_id(&prefix, arg);
        if arg.get_help().is_some() {
            ids.push(id.clone());
        }
        if arg.get_long_help().is_some() {
            ids.push(format!("{id}-long"));
        }
        if let Some(name) = value_name(arg) {
            ids.push(value_name_id(name).unwrap_or(name).to_owned());
        }
    }
    for sub in cmd.get_subcommands() {
        path.push(sub.get_name().to_owned());
        collect_ids(sub, path, ids);
        path.pop();
    }
}

/// The ids of a command: `help-cli` for marbles, `help-cli-rules-check` for
/// `marbles rules check`.
fn prefix(path: &[String]) -> String {
    let below: String = path.iter().map(|name| format!("-{name}")).collect();
    format!("help-cli{below}")
}

/// `help-cli-play-arg-first`; `no_config` is `no-config`.
fn arg_id(prefix: &str, arg: &Arg) -> String {
    format!("{prefix}-arg-{}", arg.get_id().as_str().replace('_', "-"))
}

/// The value name an argument shows (`--first <NAME>`); flags show none.
fn value_name(arg: &Arg) -> Option<&str> {
    if !arg.get_action().takes_values() {
        return None;
    }
    arg.get_value_names()
        .and_then(|names| names.first())
        .map(|name| name.as_str())
}

/// Value names as clap shows them, and the message each is worded by.
const VALUE_NAMES: &[(&str, &str)] = &[
    ("NAME", "help-cli-value-name"),
    ("FILE", "help-cli-value-file"),
    ("FILE|N", "help-cli-value-file-or-n"),
    ("SAVE|N", "help-cli-value-save-or-n"),
    ("LANG", "help-cli-value-lang"),
    ("N", "help-cli-value-n"),
    ("K", "help-cli-value-k"),
    ("S", "help-cli-value-s"),
    ("SEED", "help-cli-value-seed"),
    ("DATE", "help-cli-value-date"),
    ("RULE", "help-cli-value-rule"),
    ("FORMAT", "help-cli-value-format"),
    ("A,B,…", "help-cli-value-totals"),
    ("LIST", "help-cli-value-list"),
    ("DICE", "help-cli-value-dice"),
    ("POINTS", "help-cli-value-points"),
    ("SHELL", "help-cli-value-shell"),
    ("COMMAND", "help-cli-value-command"),
    ("ADDR", "help-cli-value-addr"),
    ("KEY", "help-cli-value-key"),
    ("VALUE", "help-cli-value-value"),
    ("all", "help-cli-value-all"),
];

fn value_name_id(name: &str) -> Option<&'static str> {
    VALUE_NAMES
        .iter()
        .find(|(shown, _)| *shown == name)
        .map(|(_, id)| *id)
}

/// What clap words itself, worded by marbles in every language but English.
const OWN_WORDS: &[&str] = &[
    "help-cli-usage-heading",
    "help-cli-heading-commands",
    "help-cli-heading-arguments",
    "help-cli-heading-options",
    "help-cli-options",
    "help-cli-flag-help",
    "help-cli-flag-help-more",
    "help-cli-flag-help-long",
    "help-cli-flag-version",
    "help-cli-help-about",
    "help-cli-help-arg-subcommand",
    "help-cli-default",
    "help-cli-possible-values",
    "help-cli-value-command",
    "help-cli-value-addr",
];

#[cfg(test)]
/// Every id the help is worded with, as a list the tidy test reads (ids built from the
/// command tree are not literals in the code); [`ids`] must give exactly these.
pub(crate) const IDS: &[&str] = &[
    "help-cli-about",
    "help-cli-examples",
    "help-cli-arg-lang",
    "help-cli-arg-no-config",
    "help-cli-play-about",
    "help-cli-play-examples",
    "help-cli-play-arg-players",
    "help-cli-play-arg-first",
    "help-cli-play-arg-save",
    "help-cli-play-arg-strict",
    "help-cli-play-arg-hints",
    "help-cli-play-arg-serve",
    "help-cli-play-arg-rules",
    "help-cli-resume-about",
    "help-cli-resume-examples",
    "help-cli-resume-arg-save",
    "help-cli-resume-arg-reload-rules",
    "help-cli-resume-arg-strict",
    "help-cli-resume-arg-hints",
    "help-cli-resume-arg-serve",
    "help-cli-history-about",
    "help-cli-history-examples",
    "help-cli-history-arg-json",
    "help-cli-history-arg-numbers",
    "help-cli-stats-about",
    "help-cli-stats-examples",
    "help-cli-stats-arg-json",
    "help-cli-stats-arg-players",
    "help-cli-stats-arg-since",
    "help-cli-stats-arg-rules",
    "help-cli-stats-arg-with-rules",
    "help-cli-score-about",
    "help-cli-score-examples",
    "help-cli-score-arg-dice",
    "help-cli-score-arg-json",
    "help-cli-score-arg-rules",
    "help-cli-rules-about",
    "help-cli-rules-examples",
    "help-cli-rules-arg-json",
    "help-cli-rules-arg-rules",
    "help-cli-rules-list-about",
    "help-cli-rules-check-about",
    "help-cli-rules-check-examples",
    "help-cli-rules-check-arg-files",
    "help-cli-rules-check-arg-together",
    "help-cli-export-about",
    "help-cli-export-examples",
    "help-cli-export-arg-save",
    "help-cli-export-arg-all",
    "help-cli-export-arg-format",
    "help-cli-export-arg-output",
    "help-cli-export-arg-force",
    "help-cli-export-arg-excel",
    "help-cli-export-arg-no-excel",
    "help-cli-review-about",
    "help-cli-review-examples",
    "help-cli-review-arg-game",
    "help-cli-review-arg-json",
    "help-cli-review-arg-players",
    "help-cli-odds-about",
    "help-cli-odds-examples",
    "help-cli-odds-arg-all",
    "help-cli-odds-arg-dice",
    "help-cli-odds-arg-turn",
    "help-cli-odds-arg-open",
    "help-cli-odds-arg-total",
    "help-cli-odds-arg-json",
    "help-cli-odds-arg-rules",
    "help-cli-advise-about",
    "help-cli-advise-examples",
    "help-cli-advise-arg-dice",
    "help-cli-advise-arg-turn",
    "help-cli-advise-arg-open",
    "help-cli-advise-arg-total",
    "help-cli-advise-arg-json",
    "help-cli-advise-arg-rules",
    "help-cli-simulate-about",
    "help-cli-simulate-examples",
    "help-cli-simulate-arg-games",
    "help-cli-simulate-arg-players",
    "help-cli-simulate-arg-strategies",
    "help-cli-simulate-arg-seed",
    "help-cli-simulate-arg-json",
    "help-cli-simulate-arg-rules",
    "help-cli-simulate-arg-compare",
    "help-cli-win-about",
    "help-cli-win-examples",
    "help-cli-win-arg-totals",
    "help-cli-win-arg-players",
    "help-cli-win-arg-open",
    "help-cli-win-arg-turn",
    "help-cli-win-arg-dice",
    "help-cli-win-arg-json",
    "help-cli-win-arg-rules",
    "help-cli-config-about",
    "help-cli-config-examples",
    "help-cli-config-arg-path",
    "help-cli-config-set-about",
    "help-cli-config-set-arg-key",
    "help-cli-config-set-arg-values",
    "help-cli-config-unset-about",
    "help-cli-config-unset-arg-key",
    "help-cli-completions-about",
    "help-cli-completions-examples",
    "help-cli-completions-arg-shell",
    "help-cli-man-about",
    "help-cli-man-examples",
];

/// A message of the help, in the current language.
fn said(id: &str) -> String {
    message(id, &[])
}

/// One command and those under it, worded; `own_words` also words what clap would.
fn worded(mut cmd: Command, path: &mut Vec<String>, own_words: bool) -> Command {
    let prefix = prefix(path);
    if cmd.get_about().is_some() {
        cmd = cmd.about(said(&format!("{prefix}-about")));
    }
    if cmd.get_long_about().is_some() {
        cmd = cmd.long_about(said(&format!("{prefix}-long-about")));
    }
    if cmd.get_after_help().is_some() {
        cmd = cmd.after_help(said(&format!("{prefix}-examples")));
    }
    if cmd.get_after_long_help().is_some() {
        cmd = cmd.after_long_help(said(&format!("{prefix}-long-examples")));
    }
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|arg| arg.get_id().as_str().to_owned())
        .collect();
    for id in ids {
        cmd = cmd.mut_arg(id, |arg| worded_arg(arg, &prefix, own_words));
    }
    if own_words {
        cmd = own_flags_and_headings(cmd);
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|sub| sub.get_name().to_owned())
        .collect();
    for name in names {
        path.push(name.clone());
        cmd = cmd.mut_subcommand(&name, |sub| worded(sub, path, own_words));
        path.pop();
    }
    if own_words && cmd.has_subcommands() {
        cmd = cmd.disable_help_subcommand(true).subcommand(help_command());
    }
    cmd
}

fn worded_arg(mut arg: Arg, prefix: &str, own_words: bool) -> Arg {
    let id = arg_id(prefix, &arg);
    let mut help = arg.get_help().map(|_| said(&id));
    let mut long_help = arg.get_long_help().map(|_| said(&format!("{id}-long")));
    if let Some(name) = value_name(&arg) {
        let shown = value_name_id(name).map_or_else(|| name.to_owned(), said);
        arg = arg.value_name(shown);
    }
    if own_words {
        // clap would add these after the help in English: say them here instead.
        for note in spec_notes(&mut arg) {
            for text in [&mut help, &mut long_help].into_iter().flatten() {
                text.push(' ');
                text.push_str(&note);
            }
        }
        let heading = if arg.is_positional() {
            "help-cli-heading-arguments"
        } else {
            "help-cli-heading-options"
        };
        arg = arg.help_heading(said(heading));
    }
    if let Some(help) = help {
        arg = arg.help(help);
    }
    if let Some(long_help) = long_help {
        arg = arg.long_help(long_help);
    }
    arg
}

/// `[default: …]` and `[possible values: …]` of an argument that takes values,
/// worded, and hidden from clap, which would word them in English.
fn spec_notes(arg: &mut Arg) -> Vec<String> {
    let mut notes = Vec::new();
    if !arg.get_action().takes_values() {
        return notes;
    }
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|value| value.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && !arg.is_hide_default_value_set() {
        notes.push(crate::text!(
            "help-cli-default",
            value = defaults.join(", ")
        ));
        *arg = arg.clone().hide_default_value(true);
    }
    let values: Vec<String> = arg
        .get_possible_values()
        .iter()
        .filter(|value| !value.is_hide_set())
        .map(|value| value.get_name().to_owned())
        .collect();
    if !values.is_empty() && !arg.is_hide_possible_values_set() {
        notes.push(crate::text!(
            "help-cli-possible-values",
            values = values.join(", ")
        ));
        *arg = arg.clone().hide_possible_values(true);
    }
    notes
}

/// The help and version flags, the headings, `Usage:` and `[OPTIONS]`, worded.
fn own_flags_and_headings(mut cmd: Command) -> Command {
    let long_help = has_long_help(&cmd);
    let (help, long) = if long_help {
        (
            said("help-cli-flag-help-more"),
            said("help-cli-flag-help-long"),
        )
    } else {
        let help = said("help-cli-flag-help");
        (help.clone(), help)
    };
    let options = said("help-cli-heading-options");
    let mut flag = Arg::new("help")
        .short('h')
        .long("help")
        .action(ArgAction::Help)
        .help(help)
        .help_heading(options.clone())
        // Last in the list, where clap puts its own.
        .display_order(999);
    if long_help {
        flag = flag.long_help(long);
    }
    cmd = cmd.disable_help_flag(true).arg(flag);
    if cmd.get_version().is_some() {
        cmd = cmd.disable_version_flag(true).arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(said("help-cli-flag-version"))
                .help_heading(options)
                .display_order(999),
        );
    }
    let template = template(*cmd.get_styles().get_usage());
    cmd.subcommand_help_heading(said("help-cli-heading-commands"))
        .subcommand_value_name(said("help-cli-value-command"))
        .help_template(template)
}

/// clap's own help template with `Usage:` worded (in the usage style clap gives it).
fn template(usage: Look) -> String {
    format!(
        "{{before-help}}{{about-with-newline}}\n{}{}{} {{usage}}\n\n{{all-args}}{{after-help}}",
        usage.render(),
        said("help-cli-usage-heading"),
        usage.render_reset()
    )
}

/// Whether `--help` shows more than `-h` (clap's rule, without the cases marbles
/// does not use: hidden arguments, possible values with help of their own).
fn has_long_help(cmd: &Command) -> bool {
    cmd.get_long_about().is_some()
        || cmd.get_after_long_help().is_some()
        || cmd.get_arguments().any(|arg| arg.get_long_help().is_some())
}

/// `marbles help [COMMAND]…`, worded (clap's own is built in English).
fn help_command() -> Command {
    let help = Command::new("help");
    let template = template(*help.get_styles().get_usage());
    help.about(said("help-cli-help-about"))
        .help_template(template)
        .disable_help_flag(true)
        .disable_version_flag(true)
        .arg(
            Arg::new("subcommand")
                .action(ArgAction::Append)
                .num_args(..)
                .value_name(said("help-cli-value-command"))
                .help(said("help-cli-help-arg-subcommand"))
                .help_heading(said("help-cli-heading-arguments")),
        )
}

/// The path of the command whose help `marbles … help A B` asks for, if it does.
fn help_asked(matches: &ArgMatches) -> Option<Vec<String>> {
    let mut path = Vec::new();
    let mut matches = matches;
    while let Some((name, sub)) = matches.subcommand() {
        if name == "help" {
            path.extend(
                sub.get_many::<String>("subcommand")
                    .into_iter()
                    .flatten()
                    .cloned(),
            );
            return Some(path);
        }
        path.push(name.to_owned());
        matches = sub;
    }
    None
}

/// Prints the long help of the command at `path` (exit 0), or refuses a name that is
/// not a command (exit 2), as clap's `help` command does.
fn help_of(mut cmd: Command, path: &[String]) -> ExitCode {
    cmd.build();
    let mut at = &mut cmd;
    for name in path {
        let Some(position) = at
            .get_subcommands()
            .position(|sub| sub.get_name() == name || sub.get_all_aliases().any(|a| a == name))
        else {
            let usage = at.render_usage().to_string();
            let text = format!(
                "{} {}\n\n{}\n\n{}\n",
                paint(Style::Bad, crate::text!("error-prefix")),
                crate::text!("help-error-invalid-subcommand", command = name.as_str()),
                usage_line(&usage),
                more_help("--help"),
            );
            let text = crate::render::wrap(&text);
            let _ = anstream::stderr().write_all(text.as_bytes());
            return ExitCode::from(2);
        };
        let Some(sub) = at.get_subcommands_mut().nth(position) else {
            return ExitCode::from(2);
        };
        at = sub;
    }
    let help = if has_long_help(at) {
        at.render_long_help()
    } else {
        at.render_help()
    };
    let text = crate::render::wrap(&help.ansi().to_string());
    shown(&text, ExitCode::SUCCESS)
}

/// clap's usage (`Usage: marbles play [OPTIONS] …`) with the heading and `[OPTIONS]`
/// worded.
fn usage_line(usage: &str) -> String {
    format!("{} {}", said("help-cli-usage-heading"), usage_body(usage))
}

/// A usage without its heading, `[OPTIONS]` worded, and further lines (a command with
/// subcommands has two) indented to stand under the first after the worded heading.
fn usage_body(usage: &str) -> String {
    let usage = usage.strip_prefix("Usage:").unwrap_or(usage).trim_start();
    let pad = " ".repeat(said("help-cli-usage-heading").chars().count() + 1);
    let options = said("help-cli-options");
    usage
        .lines()
        .enumerate()
        .map(|(i, line)| {
            let line = line.replace("[OPTIONS]", &options);
            if i == 0 {
                line
            } else {
                format!("{pad}{}", line.trim_start())
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn more_help(flag: &str) -> String {
    crate::text!("help-error-more", flag = flag)
}

/// A context value as text: one string, or several joined with `, `.
fn context(err: &clap::Error, kind: ContextKind) -> Option<String> {
    match err.get(kind)? {
        ContextValue::String(text) => Some(text.clone()),
        ContextValue::Strings(texts) => Some(texts.join(", ")),
        ContextValue::StyledStr(text) => Some(text.to_string()),
        ContextValue::StyledStrs(texts) => Some(
            texts
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ContextValue::Number(n) => Some(n.to_string()),
        ContextValue::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

/// A context value as a list of strings.
fn context_list(err: &clap::Error, kind: ContextKind) -> Vec<String> {
    match err.get(kind) {
        Some(ContextValue::String(text)) => vec![text.clone()],
        Some(ContextValue::Strings(texts)) => texts.clone(),
        _ => Vec::new(),
    }
}

fn quoted(items: &[String]) -> String {
    items
        .iter()
        .map(|item| format!("`{item}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A usage error worded in the current language, as clap lays it out: what was wrong,
/// the tips (a similar name, how to pass a value), the usage, where more help is.
/// `None` for a kind not worded here: clap's English text stands (README, "Norsk").
pub(crate) fn refusal(err: &clap::Error) -> Option<String> {
    let arg = || context(err, ContextKind::InvalidArg).unwrap_or_default();
    let value = || context(err, ContextKind::InvalidValue).unwrap_or_default();
    let mut what = match err.kind() {
        ErrorKind::UnknownArgument => {
            crate::text!("help-error-unknown-argument", arg = arg())
        }
        ErrorKind::InvalidSubcommand => crate::text!(
            "help-error-invalid-subcommand",
            command = context(err, ContextKind::InvalidSubcommand).unwrap_or_default()
        ),
        ErrorKind::InvalidValue if value().is_empty() => {
            crate::text!("help-error-value-required", arg = arg())
        }
        ErrorKind::InvalidValue => {
            crate::text!("help-error-invalid-value", value = value(), arg = arg())
        }
        ErrorKind::ValueValidation => {
            let what = crate::text!("help-error-invalid-value", value = value(), arg = arg());
            match std::error::Error::source(err) {
                Some(source) => format!("{what}: {source}"),
                None => what,
            }
        }
        ErrorKind::MissingRequiredArgument => {
            let mut what = crate::text!("help-error-missing-required");
            for missing in context_list(err, ContextKind::InvalidArg) {
                what.push_str(&format!("\n  {missing}"));
            }
            what
        }
        ErrorKind::MissingSubcommand => crate::text!(
            "help-error-missing-subcommand",
            command = context(err, ContextKind::InvalidSubcommand).unwrap_or_default()
        ),
        ErrorKind::TooManyValues => {
            crate::text!("help-error-too-many-values", value = value(), arg = arg())
        }
        ErrorKind::NoEquals => crate::text!("help-error-no-equals", arg = arg()),
        ErrorKind::ArgumentConflict => {
            let prior = err.get(ContextKind::PriorArg);
            match (err.get(ContextKind::InvalidArg), prior) {
                (Some(ContextValue::String(invalid)), Some(ContextValue::String(prior)))
                    if invalid == prior =>
                {
                    crate::text!("help-error-used-twice", arg = invalid.as_str())
                }
                (Some(ContextValue::String(invalid)), Some(ContextValue::String(prior))) => {
                    crate::text!(
                        "help-error-conflict",
                        arg = invalid.as_str(),
                        other = format!("`{prior}`")
                    )
                }
                (Some(ContextValue::String(invalid)), Some(ContextValue::Strings(prior))) => {
                    crate::text!(
                        "help-error-conflict",
                        arg = invalid.as_str(),
                        other = quoted(prior)
                    )
                }
                (Some(ContextValue::String(invalid)), _) => {
                    crate::text!("help-error-conflict-others", arg = invalid.as_str())
                }
                _ => match context(err, ContextKind::InvalidSubcommand) {
                    Some(command) => {
                        crate::text!("help-error-conflict-command", command = command)
                    }
                    None => return None,
                },
            }
        }
        _ => return None,
    };
    let possible = match err.kind() {
        ErrorKind::MissingSubcommand => context_list(err, ContextKind::ValidSubcommand),
        _ => context_list(err, ContextKind::ValidValue),
    };
    if !possible.is_empty() {
        let list = possible.join(", ");
        let note = match err.kind() {
            ErrorKind::MissingSubcommand => crate::text!("help-error-subcommands", list = list),
            _ => crate::text!("help-error-possible-values", list = list),
        };
        what.push_str(&format!("\n  {note}"));
    }
    let mut tips = Vec::new();
    for (kind, id) in [
        (
            ContextKind::SuggestedSubcommand,
            "help-error-similar-command",
        ),
        (ContextKind::SuggestedArg, "help-error-similar-argument"),
        (ContextKind::SuggestedValue, "help-error-similar-value"),
    ] {
        let similar = context_list(err, kind);
        if !similar.is_empty() {
            let n = similar.len() as i64;
            let names = quoted(&similar);
            tips.push(match id {
                "help-error-similar-command" => {
                    crate::text!("help-error-similar-command", n = n, names = names)
                }
                "help-error-similar-argument" => {
                    crate::text!("help-error-similar-argument", n = n, names = names)
                }
                _ => crate::text!("help-error-similar-value", n = n, names = names),
            });
        }
    }
    if let Some(ContextValue::StyledStrs(suggested)) = err.get(ContextKind::Suggested) {
        tips.extend(suggested.iter().map(|tip| suggestion(&tip.to_string())));
    }
    let mut text = format!(
        "{} {what}\n",
        paint(Style::Bad, crate::text!("error-prefix"))
    );
    if !tips.is_empty() {
        text.push('\n');
        for tip in tips {
            text.push_str(&format!(
                "  {} {tip}\n",
                paint(Style::Good, crate::text!("help-error-tip"))
            ));
        }
    }
    if let Some(usage) = context(err, ContextKind::Usage) {
        text.push('\n');
        text.push_str(&usage_line(&usage));
        text.push('\n');
    }
    text.push('\n');
    text.push_str(&more_help("--help"));
    text.push('\n');
    Some(text)
}

/// One of clap's tips, worded: the three clap gives, known by their English shape;
/// any other stays as clap wrote it.
fn suggestion(tip: &str) -> String {
    // "to pass '-x' as a value, use '-- -x'"
    if let Some(rest) = tip.strip_prefix("to pass '")
        && let Some((given, rest)) = rest.split_once("' as a value, use '")
    {
        let typed = rest.strip_suffix('\'').unwrap_or(rest);
        return crate::text!("help-error-pass-as-value", arg = given, typed = typed);
    }
    // "subcommand 'play' exists; to use it, remove the '--' before it"
    if let Some(rest) = tip.strip_prefix("subcommand '")
        && let Some((command, _)) = rest.split_once("' exists; to use it")
    {
        return crate::text!("help-error-remove-dashes", command = command);
    }
    // "'rules --json' exists"
    if let Some(rest) = tip.strip_prefix('\'')
        && let Some(command) = rest.strip_suffix("' exists")
    {
        return crate::text!("help-error-exists", command = command);
    }
    tip.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Locale;

    fn args(words: &[&str]) -> Vec<OsString> {
        std::iter::once("marbles")
            .chain(words.iter().copied())
            .map(OsString::from)
            .collect()
    }

    #[test]
    fn the_scan_finds_the_language_and_no_config_where_clap_would() {
        let nb = Some(Lang::Nb);
        assert_eq!(Early::scan(&args(&["--lang", "nb", "rules"])).lang, nb);
        assert_eq!(Early::scan(&args(&["play", "Ann", "--lang=nb"])).lang, nb);
        assert_eq!(
            Early::scan(&args(&["play", "--", "--lang", "nb"])).lang,
            None
        );
        assert_eq!(Early::scan(&args(&["--lang", "xx"])).lang, None);
        assert_eq!(Early::scan(&args(&["--lang"])), Early::default());
        assert!(Early::scan(&args(&["config", "--no-config"])).no_config);
    }

    #[test]
    fn every_id_of_the_tree_is_listed_and_every_listed_id_is_used() {
        let walked: Vec<String> = ids();
        let mut listed: Vec<String> = IDS
            .iter()
            .chain(OWN_WORDS)
            .map(|id| (*id).to_owned())
            .chain(VALUE_NAMES.iter().map(|(_, id)| (*id).to_owned()))
            .collect();
        listed.sort();
        listed.dedup();
        assert_eq!(walked, listed);
    }

    #[test]
    fn the_worded_tree_is_well_formed_in_every_language() {
        for &lang in Lang::ALL {
            Locale::of(lang).scope(command).debug_assert();
        }
    }

    #[test]
    fn clap_tips_are_worded_and_others_kept() {
        Locale::of(Lang::Nb).scope(|| {
            assert!(suggestion("to pass '-x' as a value, use '-- -x'").contains("`-- -x`"));
            assert!(suggestion("'rules --json' exists").contains("`rules --json`"));
            assert_eq!(suggestion("something new"), "something new");
        });
    }
}
