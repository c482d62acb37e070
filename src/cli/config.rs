//! The config file as one run of `marbles` sees it ([`Settings`]), and `marbles config`,
//! which shows the settings in effect and where each comes from.

use std::io::Write;
use std::path::PathBuf;

use unicode_width::UnicodeWidthStr;

use super::CliError;
use super::args::{Cli, Command, ConfigArgs, ConfigChange};
use crate::config::{Config, ConfigError, config_path};
use crate::locale::{Lang, LangSource, NumberStyle};
use crate::render::{List, Locale};

/// The config file as this run sees it: what it says, and where it is. With
/// `--no-config` there is no file: the defaults, and nothing is written.
#[derive(Debug, Clone, Default)]
pub struct Settings {
    /// The config file; `None` under `--no-config`, or when there is no config folder
    /// to look in (no home, no `XDG_CONFIG_HOME`, no `MARBLES_CONFIG`).
    pub(crate) file: Option<PathBuf>,
    /// Whether `--no-config` was given.
    pub(crate) ignored: bool,
    /// What the file says (the defaults where it is silent, or when it is not read).
    pub(crate) config: Config,
    /// The language in effect and what chose it.
    pub(crate) lang: (Lang, Option<LangSource>),
}

impl Settings {
    /// The defaults, reading and writing no file (`--no-config`, and tests).
    pub fn none() -> Settings {
        Settings::default()
    }

    /// The settings for a parsed command line: the config file read (unless
    /// `--no-config`), and the language chosen from `--lang`, the file and the
    /// environment. A file with a fault is an error naming it and the line, for every
    /// command but `config --path` (which is how one finds the file to fix it).
    pub(crate) fn load(cli: &Cli) -> Result<Settings, CliError> {
        // `config set` reads the file itself, and refuses a fault it would keep.
        let path_only = matches!(
            &cli.command,
            Command::Config(ConfigArgs { path, change, .. }) if *path || change.is_some()
        );
        Settings::read(cli.lang, cli.no_config, path_only)
    }

    /// The settings from `--lang` and `--no-config` alone: [`load`](Settings::load)
    /// once clap has read the line, and [`Settings::locale_at_start`] before it has
    /// (`--help` and clap's refusals are worded before there is a parsed line).
    /// `path_only` is `config --path`, which does not read the file.
    pub(crate) fn read(
        lang: Option<Lang>,
        no_config: bool,
        path_only: bool,
    ) -> Result<Settings, CliError> {
        let env = |name: &str| std::env::var(name).ok();
        let path = match config_path() {
            _ if no_config => None,
            Ok(path) => Some(path),
            // No folder to look in is no file: every command still works.
            Err(ConfigError::NoConfigDir) => None,
            Err(err) => return Err(err.into()),
        };
        let config = match &path {
            Some(path) if !path_only => Config::load(path)?,
            _ => Config::default(),
        };
        let (lang, source) = Lang::choose_from(lang, config.lang, env);
        Ok(Settings {
            file: path,
            ignored: no_config,
            config,
            lang: (lang, Some(source)),
        })
    }

    /// Tells on `err` what the config file says that this marbles left out, one
    /// warning a line (a key it does not know: a newer marbles' setting, or a typo).
    /// Once a run, by `main`, after the settings for the parsed command are read.
    pub(crate) fn warn(&self, err: &mut dyn Write) -> std::io::Result<()> {
        use crate::render::{Style, paint, shown_whole, wrap};
        for warning in &self.config.warnings {
            let line = format!(
                "{} {}",
                paint(Style::Loud, crate::text!("warning-prefix")),
                shown_whole(&warning.to_string())
            );
            writeln!(err, "{}", wrap(&line))?;
        }
        Ok(())
    }

    /// The locale of a run, chosen before clap reads the command line (from what
    /// [`Early`](super::help::Early) found in it): the settings' locale, or, when the
    /// config file cannot be read, `--lang` and the environment's, so that neither
    /// `--help` nor the error naming the file's fault is kept from the language.
    pub(crate) fn locale_at_start(lang: Option<Lang>, no_config: bool) -> Locale {
        match Settings::read(lang, no_config, false) {
            Ok(settings) => settings.locale(),
            Err(_) => Locale::of(Lang::choose(lang, None, |name| std::env::var(name).ok())),
        }
    }

    /// The locale to render in: the language chosen, its numbers grouped as the file
    /// says (the language's own way when it does not).
    pub(crate) fn locale(&self) -> Locale {
        let locale = Locale::of(self.lang.0);
        match self.config.numbers {
            Some(style) => locale.grouped(style),
            None => locale,
        }
    }

    /// The house rules in play for a command: those given with `--rules`, else the
    /// config file's. Says whether they came from the file.
    pub(crate) fn rules(&self, given: &[PathBuf]) -> (Vec<PathBuf>, bool) {
        if given.is_empty() && !self.config.rules.is_empty() {
            (self.config.rule_paths(), true)
        } else {
            (given.to_vec(), false)
        }
    }

    /// Fills an empty `--rules` list with the config file's rules; returns whether it
    /// did, so that a script that fails to load is reported as the config's.
    pub(crate) fn fill_rules(&self, given: &mut Vec<PathBuf>) -> bool {
        let (rules, from_config) = self.rules(given);
        *given = rules;
        from_config
    }

    /// A house-rule error, said to come from the config file when its rules were used.
    pub(crate) fn blame(&self, from_config: bool, err: CliError) -> CliError {
        match (err, &self.file) {
            (CliError::HouseRule(source), Some(file)) if from_config => CliError::ConfigRule {
                file: file.clone(),
                source,
            },
            (err, _) => err,
        }
    }
}

/// The numbers style in effect now, as the config would name it (for renderers that
/// take a [`NumberStyle`]).
pub(super) fn number_style() -> NumberStyle {
    NumberStyle::of_separator(crate::render::numbers().group)
}

/// `marbles config [--path]`
pub(super) fn run(
    args: ConfigArgs,
    settings: &Settings,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    if let Some(change) = args.change {
        return changed(change, settings, out);
    }
    if args.path {
        let path = match &settings.file {
            Some(path) => path.clone(),
            // `--no-config --path`: where the file would be all the same.
            None => config_path()?,
        };
        // As it is, for `$(marbles config --path)`; only a control character, which
        // would act on the terminal, is shown escaped.
        writeln!(
            out,
            "{}",
            crate::render::shown_line(&path.to_string_lossy())
        )?;
        return Ok(());
    }
    out.write_all(shown(settings).as_bytes())?;
    Ok(())
}

/// `marbles config set KEY VALUE…` / `unset KEY`: the file changed, atomically and
/// with its permissions kept, and one line saying what changed.
fn changed(change: ConfigChange, settings: &Settings, out: &mut dyn Write) -> Result<(), CliError> {
    let path = match &settings.file {
        Some(path) => path.clone(),
        None => config_path()?,
    };
    let text = match crate::config::read_config(&path) {
        Ok(text) => text,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(source) => return Err(ConfigError::Read { path, source }.into()),
    };
    let (text, said) = match &change {
        ConfigChange::Set { key, values } => {
            let text = crate::config::set(&path, &text, key, values)?;
            if key.trim().eq_ignore_ascii_case("rules") {
                // Rules that do not load would stop every command until the file is
                // fixed: they are refused now, the file left as it was.
                crate::house_rules::load(&Config::from_text(&path, &text)?.rule_paths())?;
            }
            let shown = values
                .iter()
                .map(|v| format!("\"{v}\""))
                .collect::<Vec<_>>()
                .join(", ");
            let shown = if key.trim().eq_ignore_ascii_case("rules") {
                format!("[{shown}]")
            } else {
                shown
            };
            let said = crate::text!(
                "config-was-set",
                key = key.trim().to_ascii_lowercase(),
                value = shown,
                path = crate::render::shown_path(&path)
            );
            (text, said)
        }
        ConfigChange::Unset { key } => {
            let text = crate::config::unset(&path, &text, key)?;
            let said = crate::text!(
                "config-was-unset",
                key = key.trim().to_ascii_lowercase(),
                path = crate::render::shown_path(&path)
            );
            (text, said)
        }
    };
    crate::store::write_keeping_mode(&path, text.as_bytes()).map_err(|err| ConfigError::Write {
        path: path.clone(),
        reason: err.to_string(),
    })?;
    writeln!(out, "{said}")?;
    Ok(())
}

/// The settings in effect as `marbles config` shows them: the file, then one line per
/// setting with its value and where it came from.
fn shown(settings: &Settings) -> String {
    let config = &settings.config;
    let mut out = match &settings.file {
        None if settings.ignored => crate::text!("config-file-ignored"),
        None => crate::text!("config-file-nowhere"),
        Some(path) if config.file.is_some() => {
            crate::text!("config-file", path = crate::render::shown_path(path))
        }
        Some(path) => crate::text!(
            "config-file-missing",
            path = crate::render::shown_path(path)
        ),
    };
    out.push_str("\n\n");
    let from_file = || crate::text!("config-from-file");
    let rules = if config.rules.is_empty() {
        (
            crate::text!("config-rules-none"),
            crate::text!("config-from-default"),
        )
    } else {
        (crate::render::shown_names(&config.rules), from_file())
    };
    let players = match last_group(settings) {
        None => (crate::text!("config-players-none"), String::new()),
        Some((names, from)) => (
            List::and(
                &names
                    .iter()
                    .map(|name| crate::render::shown_line(name).into_owned())
                    .collect::<Vec<_>>(),
            )
            .to_string(),
            match from {
                GroupFrom::State => crate::text!("config-from-play"),
                GroupFrom::Config => from_file(),
            },
        ),
    };
    let (lang, source) = &settings.lang;
    let numbers = match config.numbers {
        Some(style) => (style.example().to_owned(), from_file()),
        None => (
            number_style().example().to_owned(),
            crate::text!("config-from-lang-style", lang = lang.name()),
        ),
    };
    let lang_source = match source {
        Some(LangSource::Flag) => crate::text!("config-from-flag"),
        Some(LangSource::Config) => from_file(),
        Some(LangSource::Environment { name, value }) => {
            crate::text!(
                "config-from-env",
                var = *name,
                value = crate::render::shown_line(value).into_owned()
            )
        }
        Some(LangSource::Unspoken { name, value }) => {
            crate::text!(
                "config-from-unspoken",
                var = *name,
                value = crate::render::shown_line(value).into_owned()
            )
        }
        Some(LangSource::Default) | None => crate::text!("config-from-default"),
    };
    let rows = [
        (crate::text!("config-rules"), rules),
        (crate::text!("config-players"), players),
        (crate::text!("config-numbers"), numbers),
        (
            crate::text!("config-lang"),
            (format!("{} ({})", lang.tag(), lang.name()), lang_source),
        ),
    ];
    let label_width = rows.iter().map(|(l, _)| l.width()).max().unwrap_or(0);
    let value_width = rows.iter().map(|(_, (v, _))| v.width()).max().unwrap_or(0);
    for (label, (value, source)) in rows {
        let line = format!(
            "  {label}{}  {value}{}  {source}",
            " ".repeat(label_width - label.width()),
            " ".repeat(value_width - value.width()),
        );
        out.push_str(line.trim_end());
        out.push('\n');
    }
    // Listed is not loaded: say now what every command would refuse.
    if !config.rules.is_empty()
        && let Err(err) = crate::house_rules::load(&config.rule_paths())
    {
        out.push('\n');
        out.push_str(&crate::text!(
            "config-rules-broken",
            error = err.to_string()
        ));
        out.push('\n');
    }
    out
}

/// Records a new game's players as the last group at the table, in the state folder:
/// marbles learned it, so it is not written into the config file, which is the
/// user's. A folder that cannot be written is a warning: the game is saved all the
/// same.
pub(super) fn remember_players(names: &[String]) {
    let kept = crate::store::state_dir()
        .and_then(|state| crate::store::remember_players_in(&state, names));
    if let Err(err) = kept {
        let _ = writeln!(
            anstream::stderr(),
            "{} {}",
            crate::text!("warning-prefix"),
            crate::text!("config-players-not-remembered", error = err.to_string())
        );
    }
}

/// Where the last group at the table was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum GroupFrom {
    /// The state folder, where marbles keeps the players of the last game begun.
    State,
    /// The config file's `players.last`: set by its user, or written there by marbles
    /// before 0.5.
    Config,
}

/// The last group at the table, for `play` with no names: the state folder's, else
/// the config file's `players.last` (the file marbles 0.1 wrote it to); `None` when
/// neither has one.
pub(super) fn last_group(settings: &Settings) -> Option<(Vec<String>, GroupFrom)> {
    let learned = crate::store::state_dir()
        .map(|state| crate::store::last_players_in(&state))
        .unwrap_or_default();
    if !learned.is_empty() {
        return Some((learned, GroupFrom::State));
    }
    let written = &settings.config.last_players;
    (!written.is_empty()).then(|| (written.clone(), GroupFrom::Config))
}

/// The house rules of the config file, when it names any and they load, for telling a
/// resumed game's own rules from them.
pub(super) fn config_house_rules(settings: &Settings) -> Option<Vec<crate::rules::HouseRule>> {
    if settings.file.is_none() || settings.config.rules.is_empty() {
        return None;
    }
    crate::house_rules::load(&settings.config.rule_paths())
        .ok()
        .map(|rules| rules.house_rules().to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Lang;

    fn settings(text: &str) -> Settings {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("config.toml");
        std::fs::write(&path, text).expect("write");
        let config = Config::load(&path).expect("valid");
        Settings {
            file: Some(path),
            ignored: false,
            lang: (config.lang.unwrap_or_default(), Some(LangSource::Config)),
            config,
        }
    }

    #[test]
    fn given_rules_replace_the_configs() {
        let settings = settings("rules = [\"final_round\"]\n");
        assert_eq!(
            settings.rules(&[]),
            (vec![PathBuf::from("final_round")], true)
        );
        let given = vec![PathBuf::from("open_500")];
        assert_eq!(settings.rules(&given), (given.clone(), false));
        assert_eq!(Settings::none().rules(&[]), (Vec::new(), false));
    }

    #[test]
    fn the_number_style_overrides_the_languages_own() {
        let plain = settings("lang = \"nb\"\nnumbers = \"1000\"\n");
        assert_eq!(plain.locale().numbers.points(11_000), "11000");
        let own = settings("lang = \"nb\"\n");
        assert_eq!(own.locale().numbers.points(11_000), "11 000");
        assert_eq!(own.locale().lang, Lang::Nb);
    }

    #[test]
    fn the_settings_say_where_each_comes_from() {
        let settings =
            settings("rules = [\"final_round\"]\n[players]\nlast = [\"Ann\", \"Bob\"]\n");
        let text = Locale::of(Lang::En).scope(|| shown(&settings));
        assert!(text.contains("final_round"), "{text}");
        assert!(text.contains("Ann and Bob"), "{text}");
        assert!(text.contains("1,000"), "{text}");
    }
}
