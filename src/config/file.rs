use std::ops::Range;
use std::path::{Path, PathBuf};

use directories::ProjectDirs;
use serde::Deserialize;
use toml::Spanned;

use super::{ConfigError, ConfigFault, ConfigWarning, ValueKind};
use crate::locale::{Lang, NumberStyle};

/// The environment variable naming the config file, instead of
/// `$XDG_CONFIG_HOME/marbles/config.toml`.
pub(crate) const CONFIG_VAR: &str = "MARBLES_CONFIG";

/// The config file's path: `$MARBLES_CONFIG` when set and not empty, otherwise
/// `config.toml` in the platform's config folder (`$XDG_CONFIG_HOME/marbles/`,
/// `~/.config/marbles/` on Linux). The file need not exist.
pub(crate) fn config_path() -> Result<PathBuf, ConfigError> {
    if let Some(path) = std::env::var_os(CONFIG_VAR).filter(|p| !p.is_empty()) {
        return Ok(PathBuf::from(path));
    }
    ProjectDirs::from("", "", "marbles")
        .map(|dirs| dirs.config_dir().join("config.toml"))
        .ok_or(ConfigError::NoConfigDir)
}

/// The largest config file read: a config is a few lines, and the limit keeps a wrong
/// path (`/dev/zero`, a video) from filling the memory.
const CONFIG_SIZE_LIMIT: u64 = 1024 * 1024;

/// The config file's text, read without waiting on a pipe and no further than
/// [`CONFIG_SIZE_LIMIT`].
pub(crate) fn read_config(path: &Path) -> std::io::Result<String> {
    use std::io::{Error, ErrorKind};
    let bytes = crate::read_now::read_up_to(path, CONFIG_SIZE_LIMIT)?;
    if bytes.len() as u64 > CONFIG_SIZE_LIMIT {
        return Err(Error::new(
            ErrorKind::FileTooLarge,
            "it is over 1 MiB, and a config file is a few lines",
        ));
    }
    String::from_utf8(bytes).map_err(|_| {
        Error::new(
            ErrorKind::InvalidData,
            "it is not UTF-8 text: save it as UTF-8",
        )
    })
}

/// Refuses a config path that is the game's own input (`MARBLES_CONFIG=/dev/stdin`
/// would eat the moves piped in), or a pipe or a device: a config is a file. The null
/// device is "no config", and a folder is refused when it is read.
fn check_readable(path: &Path) -> Result<(), ConfigError> {
    use crate::store::Occupant;
    if crate::store::is_standard_input(path) {
        return Err(ConfigError::IsTheInput {
            path: path.to_owned(),
        });
    }
    let occupant = Occupant::of(path);
    if occupant.is_replaceable()
        || occupant == Occupant::Folder
        || crate::store::is_null_device(path)
    {
        return Ok(());
    }
    Err(ConfigError::NotAFile {
        path: path.to_owned(),
        what: occupant.word(),
    })
}

/// The table's settings, as the config file gives them (the defaults where it is silent).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Config {
    /// House rules always in play at this table, as `--rules` takes them (a script's
    /// path or a shipped rule's name), applied in order. See [`Config::rule_paths`].
    pub(crate) rules: Vec<String>,
    /// `players.last`, a group in seating order: `play` with no names plays it while the
    /// state folder knows no group (marbles 0.1 wrote the last group here; marbles
    /// now keeps it in the state folder and never writes this file).
    pub(crate) last_players: Vec<String>,
    /// How points are grouped by thousands; `None` when the file does not say, and
    /// the language's own style holds.
    pub(crate) numbers: Option<NumberStyle>,
    /// The language marbles speaks; `None` when the file does not say, and `--lang` or
    /// the environment decide ([`Lang::choose`]).
    pub(crate) lang: Option<Lang>,
    /// Where `play --serve` and the REPL's `serve` listen when given no address
    /// (`IP:PORT`); `None`: this machine only, any free port.
    pub(crate) serve: Option<String>,
    /// The file the settings came from, if one was read.
    pub(crate) file: Option<PathBuf>,
    /// What the file says that this marbles left out (keys it does not know), for the
    /// run to warn about: a config written for a newer marbles still works here.
    pub(crate) warnings: Vec<ConfigWarning>,
}

/// A key a config file may have, dotted (`players.last`): the type it takes, a value
/// that would do, and for a list, an item that would. The fields of [`RawConfig`] and
/// [`RawPlayers`], once (a test keeps them in step): what is not here is warned about
/// ([`unknown_keys`]), what is here is checked for its type ([`wrong_type`]).
struct Setting {
    key: &'static str,
    kind: ValueKind,
    example: &'static str,
    item: &'static str,
}

/// Every key this marbles reads.
const SETTINGS: [Setting; 6] = [
    Setting {
        key: "rules",
        kind: ValueKind::List,
        example: "[\"final_round\"]",
        item: "\"final_round\"",
    },
    Setting {
        key: "players",
        kind: ValueKind::Table,
        example: "[players]",
        item: "",
    },
    Setting {
        key: "players.last",
        kind: ValueKind::List,
        example: "[\"Ann\", \"Bob\"]",
        item: "\"Ann\"",
    },
    Setting {
        key: "numbers",
        kind: ValueKind::Text,
        example: "\"1 000\"",
        item: "",
    },
    Setting {
        key: "lang",
        kind: ValueKind::Text,
        example: "\"nb\"",
        item: "",
    },
    Setting {
        key: "serve",
        kind: ValueKind::Text,
        example: "\"0.0.0.0:8080\"",
        item: "",
    },
];

/// The setting a dotted key names, if this marbles reads it.
fn setting_of(key: &str) -> Option<&'static Setting> {
    SETTINGS.iter().find(|setting| setting.key == key)
}

/// Every key of `table` and of its `[players]` table, dotted, with the key's place and
/// its value, in no particular order.
fn keys_of<'t, 'de>(
    table: &'t toml::de::DeTable<'de>,
) -> Vec<(String, Range<usize>, &'t Spanned<toml::de::DeValue<'de>>)> {
    let mut keys = Vec::new();
    for (key, value) in table {
        let name = key.get_ref().as_ref();
        keys.push((name.to_owned(), key.span(), value));
        if name == "players"
            && let Some(players) = value.get_ref().as_table()
        {
            for (inner, value) in players {
                keys.push((format!("players.{}", inner.get_ref()), inner.span(), value));
            }
        }
    }
    keys
}

/// The keys of `table` (and of its `[players]` table) that this marbles does not know,
/// each with its dotted name and where it is. Serde is told to skip them, not to
/// refuse them: a newer marbles' setting must not break an older one. The keys inside
/// an unknown table are not listed: the table's own name says it.
fn unknown_keys(table: &toml::de::DeTable<'_>) -> Vec<(Range<usize>, String)> {
    let mut unknown: Vec<(Range<usize>, String)> = keys_of(table)
        .into_iter()
        .filter(|(key, _, _)| setting_of(key).is_none())
        .map(|(key, span, _)| (span, key))
        .collect();
    // The file's order, whatever order the table keeps its keys in.
    unknown.sort_by_key(|(span, _)| span.start);
    unknown
}

/// The type of a TOML value.
fn kind_of(value: &toml::de::DeValue<'_>) -> ValueKind {
    use toml::de::DeValue;
    match value {
        DeValue::String(_) => ValueKind::Text,
        DeValue::Integer(_) | DeValue::Float(_) => ValueKind::Number,
        DeValue::Boolean(_) => ValueKind::Boolean,
        DeValue::Datetime(_) => ValueKind::Date,
        DeValue::Array(_) => ValueKind::List,
        DeValue::Table(_) => ValueKind::Table,
    }
}

/// A known key whose value (or an item of whose list) has the wrong type, with its
/// place: checked here rather than by serde, whose words ("invalid type: integer `5`,
/// expected a sequence") are English and name Rust's types.
fn wrong_type(table: &toml::de::DeTable<'_>) -> Option<(Range<usize>, ConfigFault)> {
    let check = |key: String, value: &Spanned<toml::de::DeValue<'_>>| {
        let setting = setting_of(&key)?;
        let found = kind_of(value.get_ref());
        if found != setting.kind {
            return Some((
                value.span(),
                ConfigFault::WrongType {
                    key,
                    expected: setting.kind,
                    found,
                    example: setting.example,
                },
            ));
        }
        let items = value.get_ref().as_array()?;
        items.iter().find_map(|entry| {
            let found = kind_of(entry.get_ref());
            (found != ValueKind::Text).then(|| {
                (
                    entry.span(),
                    ConfigFault::ItemNotText {
                        key: key.clone(),
                        found,
                        example: setting.item,
                    },
                )
            })
        })
    };
    // The first in the file, whatever order the table keeps its keys in.
    keys_of(table)
        .into_iter()
        .filter_map(|(key, _, value)| check(key, value))
        .min_by_key(|(span, _)| span.start)
}

/// The file as written, with the spans of the values checked after parsing. Keys it
/// does not name are skipped here and warned about ([`unknown_keys`]); the types of
/// those it does are checked before ([`wrong_type`]).
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct RawConfig {
    rules: Vec<Spanned<String>>,
    players: RawPlayers,
    numbers: Option<Spanned<String>>,
    lang: Option<Spanned<String>>,
    serve: Option<Spanned<String>>,
}

/// A setting read from its text by `read`, or `fault` naming the text at its place
/// (`shift` moves the parser's byte range past a byte-order mark).
fn setting<T>(
    raw: Option<Spanned<String>>,
    shift: impl Fn(Range<usize>) -> Range<usize>,
    read: impl FnOnce(&str) -> Option<T>,
    fault: impl FnOnce(String) -> ConfigFault,
) -> Result<Option<T>, (Range<usize>, ConfigFault)> {
    let Some(raw) = raw else {
        return Ok(None);
    };
    let span = shift(raw.span());
    let text = raw.into_inner();
    match read(&text) {
        Some(value) => Ok(Some(value)),
        None => Err((span, fault(text))),
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct RawPlayers {
    last: Vec<Spanned<String>>,
}

impl Config {
    /// Reads the settings from `path`; a missing file gives the defaults (so does a
    /// path through a file, where no config can be: writing it will say why).
    pub(crate) fn load(path: &Path) -> Result<Config, ConfigError> {
        check_readable(path)?;
        let text = match read_config(path) {
            Ok(text) => text,
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
                ) =>
            {
                return Ok(Config::default());
            }
            Err(source) => {
                return Err(ConfigError::Read {
                    path: path.to_owned(),
                    source,
                });
            }
        };
        Config::from_text(path, &text)
    }

    /// The settings `text` gives, read as the file at `path` is (its faults and
    /// unknown keys named by that path and the line).
    pub(crate) fn from_text(path: &Path, text: &str) -> Result<Config, ConfigError> {
        let (mut config, unknown) = Config::parse(text).map_err(|(span, fault)| {
            let (line, column) = line_and_column(text, span.start);
            ConfigError::Invalid {
                path: path.to_owned(),
                line,
                column,
                fault,
            }
        })?;
        config.warnings = unknown
            .into_iter()
            .map(|(span, key)| {
                let (line, column) = line_and_column(text, span.start);
                ConfigWarning::UnknownKey {
                    path: path.to_owned(),
                    line,
                    column,
                    key,
                }
            })
            .collect();
        config.file = Some(path.to_owned());
        Ok(config)
    }

    /// The settings in `text` and the keys it has that this marbles does not know
    /// (each with its byte range), or what is wrong and where (a byte range).
    #[allow(clippy::type_complexity)]
    fn parse(
        text: &str,
    ) -> Result<(Config, Vec<(Range<usize>, String)>), (Range<usize>, ConfigFault)> {
        // Editors on Windows start UTF-8 files with a byte-order mark.
        let offset = if text.starts_with('\u{feff}') { 3 } else { 0 };
        let shift = |span: Range<usize>| span.start + offset..span.end + offset;
        let toml_error = |e: toml::de::Error| {
            (
                shift(e.span().unwrap_or(0..0)),
                ConfigFault::Syntax {
                    reason: e.message().trim_end().to_owned(),
                },
            )
        };
        // Two passes over one parse: the table with every key's place, for the keys
        // this marbles does not know, then the settings it does.
        let table = toml::de::DeTable::parse(&text[offset..]).map_err(toml_error)?;
        let unknown = unknown_keys(table.get_ref())
            .into_iter()
            .map(|(span, key)| (shift(span), key))
            .collect();
        if let Some((span, fault)) = wrong_type(table.get_ref()) {
            return Err((shift(span), fault));
        }
        let raw =
            RawConfig::deserialize(toml::de::Deserializer::from(table)).map_err(toml_error)?;
        let rules = raw
            .rules
            .into_iter()
            .map(|item| {
                let span = shift(item.span());
                let text = item.into_inner().trim().to_owned();
                if text.is_empty() {
                    Err((span, ConfigFault::EmptyRule))
                } else {
                    Ok(text)
                }
            })
            .collect::<Result<Vec<String>, _>>()?;
        let mut last_players: Vec<String> = Vec::new();
        for (name, span) in raw.players.last.iter().map(|n| (n.get_ref(), n.span())) {
            let name = name.trim();
            if name.is_empty() {
                return Err((shift(span), ConfigFault::EmptyName));
            }
            // The game's own rule for "the same name" (ASCII case only), so that every
            // group a game accepts can be remembered and read back.
            if last_players.iter().any(|n| n.eq_ignore_ascii_case(name)) {
                return Err((
                    shift(span),
                    ConfigFault::NamedTwice {
                        name: name.to_owned(),
                    },
                ));
            }
            last_players.push(name.to_owned());
        }
        let serve = setting(
            raw.serve,
            shift,
            |text| {
                let text = text.trim();
                text.parse::<std::net::SocketAddr>()
                    .is_ok()
                    .then(|| text.to_owned())
            },
            |text| ConfigFault::NotAnAddress {
                text: text.trim().to_owned(),
            },
        )?;
        let numbers = setting(
            raw.numbers,
            shift,
            |text| NumberStyle::try_from(text.to_owned()).ok(),
            |text| ConfigFault::NotANumberStyle { text },
        )?;
        let lang = setting(
            raw.lang,
            shift,
            |text| Lang::try_from(text.to_owned()).ok(),
            |text| ConfigFault::NotALanguage { text },
        )?;
        let config = Config {
            rules,
            last_players,
            numbers,
            lang,
            serve,
            file: None,
            warnings: Vec::new(),
        };
        Ok((config, unknown))
    }

    /// The house rules as paths for the house-rule loader: a relative path that names a
    /// file beside the config file is taken from there (so the config means the same
    /// from any folder); anything else (a shipped rule's name, an absolute path) is
    /// passed on as written.
    pub(crate) fn rule_paths(&self) -> Vec<PathBuf> {
        let folder = self.file.as_deref().and_then(Path::parent);
        self.rules
            .iter()
            .map(|rule| {
                let path = PathBuf::from(rule);
                match folder {
                    Some(folder) if path.is_relative() && folder.join(&path).is_file() => {
                        folder.join(path)
                    }
                    _ => path,
                }
            })
            .collect()
    }
}

/// The line and column (both from 1, the column in characters) of a byte offset.
pub(super) fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    // A byte-order mark starts the text, and no editor shows it as a column.
    let column = before[line_start..]
        .strip_prefix('\u{feff}')
        .unwrap_or(&before[line_start..])
        .chars()
        .count()
        + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes `text` as a config file and loads it.
    fn load(text: &str) -> Result<Config, ConfigError> {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("config.toml");
        std::fs::write(&path, text).expect("write");
        Config::load(&path)
    }

    /// The line of a refused config and what is wrong, checking the file is named.
    fn refused_at(text: &str) -> (usize, ConfigFault) {
        match load(text) {
            Err(ConfigError::Invalid {
                path, line, fault, ..
            }) => {
                assert!(path.ends_with("config.toml"));
                (line, fault)
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn serve_names_an_address_to_listen_on() {
        let (config, _) = Config::parse("serve = \"0.0.0.0:8080\"\n").expect("valid");
        assert_eq!(config.serve.as_deref(), Some("0.0.0.0:8080"));
        let (_, fault) = Config::parse("serve = \"phones\"\n").expect_err("no address");
        assert_eq!(
            fault,
            ConfigFault::NotAnAddress {
                text: "phones".into()
            }
        );
    }

    #[test]
    fn no_file_is_the_defaults() {
        let dir = tempfile::tempdir().expect("temp dir");
        let config = Config::load(&dir.path().join("none.toml")).expect("defaults");
        assert_eq!(config, Config::default());
        // Silent on both: the language and its own number style are chosen elsewhere.
        assert_eq!(config.numbers, None);
        assert_eq!(config.lang, None);
    }

    #[test]
    fn a_path_through_a_file_is_no_file_and_a_folder_is_the_users_fault() {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = dir.path().join("plain");
        std::fs::write(&file, "").expect("write");
        let config = Config::load(&file.join("config.toml")).expect("no config there");
        assert_eq!(config, Config::default());
        let err = Config::load(dir.path()).expect_err("a folder");
        assert!(err.is_bad_input(), "{err}");
    }

    #[test]
    fn every_setting_is_read() {
        let config = load(
            "# our table\nrules = [\"final_round\", \"mine.lua\"]\nnumbers = \"1 000\"\nlang = \"nb\"\n\n[players]\nlast = [\"Ann\", \" Bob \", \"Cy\"]\n",
        )
        .expect("valid");
        assert_eq!(config.rules, ["final_round", "mine.lua"]);
        assert_eq!(config.last_players, ["Ann", "Bob", "Cy"]);
        assert_eq!(config.numbers, Some(NumberStyle::Space));
        assert_eq!(config.lang, Some(Lang::Nb));
        assert!(config.file.is_some());
    }

    /// The unknown keys of a config that loads: (line, column, key) each.
    fn unknown(text: &str) -> Vec<(usize, usize, String)> {
        let config = load(text).expect("loads");
        config
            .warnings
            .into_iter()
            .map(|warning| match warning {
                ConfigWarning::UnknownKey {
                    path,
                    line,
                    column,
                    key,
                } => {
                    assert!(path.ends_with("config.toml"));
                    (line, column, key)
                }
            })
            .collect()
    }

    #[test]
    fn an_unknown_key_is_a_warning_at_its_line_and_the_rest_is_read() {
        let text = "lang = \"nb\"\n\nrulez = [\"final_round\"]\n";
        assert_eq!(unknown(text), [(3, 1, "rulez".to_owned())]);
        assert_eq!(load(text).expect("loads").lang, Some(Lang::Nb));
        assert_eq!(
            unknown("[players]\nlast = [\"Ann\"]\n  first = \"Ann\"\n"),
            [(3, 3, "players.first".to_owned())]
        );
        // A newer marbles' table, a dotted key and an inline table: named as written,
        // in the file's order, and nothing inside them is read.
        assert_eq!(
            unknown(
                "theme.colour = \"blue\"\n[sounds]\non = true\n[players]\nseat = { Ann = 1 }\n"
            ),
            [
                (1, 1, "theme".to_owned()),
                (2, 2, "sounds".to_owned()),
                (5, 1, "players.seat".to_owned()),
            ]
        );
        assert_eq!(unknown("\u{feff}x = 1\n"), [(1, 1, "x".to_owned())]);
    }

    #[test]
    fn every_settings_example_is_read_without_a_fault_or_a_warning() {
        let mut top = String::new();
        let mut players = String::from("[players]\n");
        for setting in &SETTINGS {
            match setting.key.split_once('.') {
                Some((_, inner)) => players += &format!("{inner} = {}\n", setting.example),
                None if setting.kind == ValueKind::Table => {}
                None => top += &format!("{} = {}\n", setting.key, setting.example),
            }
        }
        assert_eq!(unknown(&(top + &players)), []);
    }

    #[test]
    fn every_key_marbles_reads_is_known() {
        let text = "rules = []\nnumbers = \"1000\"\nlang = \"en\"\nserve = \"127.0.0.1:1\"\n[players]\nlast = []\n";
        assert_eq!(unknown(text), []);
    }

    #[test]
    fn a_known_key_of_the_wrong_type_is_still_refused() {
        let wrong = |key: &str, expected, found| (key.to_owned(), expected, found);
        let of = |fault: ConfigFault| match fault {
            ConfigFault::WrongType {
                key,
                expected,
                found,
                ..
            } => (key, expected, found),
            other => panic!("not a wrong type: {other:?}"),
        };
        let (line, fault) = refused_at("rulez = 1\nrules = 1\n");
        assert_eq!(line, 2);
        assert_eq!(
            of(fault),
            wrong("rules", ValueKind::List, ValueKind::Number)
        );
        let (line, fault) = refused_at("players = 3\n");
        assert_eq!(line, 1);
        assert_eq!(
            of(fault),
            wrong("players", ValueKind::Table, ValueKind::Number)
        );
        let (line, fault) = refused_at("[players]\nlast = \"Ann\"\n");
        assert_eq!(line, 2);
        assert_eq!(
            of(fault),
            wrong("players.last", ValueKind::List, ValueKind::Text)
        );
        for (text, key, found) in [
            ("numbers = 3", "numbers", ValueKind::Number),
            ("lang = true", "lang", ValueKind::Boolean),
            ("serve = 2026-11-29", "serve", ValueKind::Date),
            ("serve = [\"a\"]", "serve", ValueKind::List),
            ("lang = { tag = \"nb\" }", "lang", ValueKind::Table),
        ] {
            let (_, fault) = refused_at(&format!("{text}\n"));
            assert_eq!(of(fault), wrong(key, ValueKind::Text, found), "{text}");
        }
        // The first fault in the file is the one named, and an item of a list too.
        let (line, fault) = refused_at("rules = [\"open_500\",\n  7]\nlang = 1\n");
        assert_eq!(line, 2);
        assert!(
            matches!(fault, ConfigFault::ItemNotText { ref key, found: ValueKind::Number, .. } if key == "rules"),
            "{fault:?}"
        );
    }

    #[test]
    fn a_bad_value_is_refused_at_its_line_saying_what_would_do() {
        let (line, fault) = refused_at("lang = \"en\"\nnumbers = \"1'000\"\n");
        assert_eq!(line, 2);
        assert_eq!(
            fault,
            ConfigFault::NotANumberStyle {
                text: "1'000".into()
            }
        );
        let (line, fault) = refused_at("\n\nlang = \"de\"\n");
        assert_eq!(line, 3);
        assert_eq!(fault, ConfigFault::NotALanguage { text: "de".into() });
        let (line, _) = refused_at("rules = \"final_round\"\n");
        assert_eq!(line, 1);
        let (line, fault) = refused_at("[players]\nlast = [\"Ann\",\n  \"ann\"]\n");
        assert_eq!(line, 3);
        assert_eq!(fault, ConfigFault::NamedTwice { name: "ann".into() });
        let (line, fault) = refused_at("rules = [\"a\", \"  \"]\n");
        assert_eq!(line, 1);
        assert_eq!(fault, ConfigFault::EmptyRule);
    }

    #[test]
    fn toml_that_does_not_parse_is_refused_at_its_line() {
        let (line, _) = refused_at("lang = \"en\"\nnumbers = \n");
        assert_eq!(line, 2);
        let err = load("\n\nlang = en\n").expect_err("not TOML");
        let text = err.to_string();
        assert!(text.contains("config.toml:3:"), "{text}");
        assert!(err.is_bad_input());
    }

    #[test]
    fn a_byte_order_mark_is_no_error_and_lines_still_count() {
        let config = load("\u{feff}lang = \"nb\"\n").expect("valid");
        assert_eq!(config.lang, Some(Lang::Nb));
        let (line, _) = refused_at("\u{feff}lang = \"nb\"\nlang = 1\n");
        assert_eq!(line, 2);
    }

    #[test]
    fn a_rule_beside_the_config_file_is_found_from_any_folder() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("config.toml");
        std::fs::write(dir.path().join("mine.lua"), "marbles.api(1)\n").expect("write");
        std::fs::write(&path, "rules = [\"mine.lua\", \"final_round\"]\n").expect("write");
        let config = Config::load(&path).expect("valid");
        assert_eq!(
            config.rule_paths(),
            [dir.path().join("mine.lua"), PathBuf::from("final_round")]
        );
    }

    #[test]
    fn columns_count_characters() {
        assert_eq!(line_and_column("ab\nÅse = x", 8), (2, 5));
        assert_eq!(line_and_column("", 10), (1, 1));
        assert_eq!(line_and_column("\u{feff}x = 1", 3), (1, 1));
    }
}
