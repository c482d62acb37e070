use std::io;
use std::path::PathBuf;

use thiserror::Error;

/// Why the config file could not be read or written. Every message names the file,
/// and the line when the fault is in what it says.
#[derive(Debug, Error)]
pub enum ConfigError {
    /// The file says something marbles does not accept: a bad value or type,
    /// or TOML that does not parse.
    Invalid {
        /// The config file.
        path: PathBuf,
        /// The line, from 1.
        line: usize,
        /// The column, from 1 (in characters).
        column: usize,
        /// What is wrong.
        fault: ConfigFault,
    },
    /// The file exists but could not be read.
    Read {
        /// The config file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The path names a pipe or a device, not a file.
    NotAFile {
        /// The config path.
        path: PathBuf,
        /// What is there (`pipe`, `device`, `other`).
        what: &'static str,
    },
    /// The path is this very run's standard input.
    IsTheInput {
        /// The config path.
        path: PathBuf,
    },
    /// No home or config folder could be found.
    NoConfigDir,
    /// `config set` or `unset` of a key marbles does not let the command set.
    NotSettable {
        /// The key given.
        key: String,
    },
    /// `config set` of a value marbles would refuse in the file, which reads well
    /// without it: the command's value is at fault, not a line of the file.
    Refused {
        /// The config file, left as it was.
        path: PathBuf,
        /// What is wrong with the value.
        fault: ConfigFault,
    },
    /// `config set` of a key that takes one value, with none or several.
    OneValue {
        /// The key.
        key: &'static str,
        /// How many values were given.
        given: usize,
    },
    /// The changed file could not be written.
    Write {
        /// The config file.
        path: PathBuf,
        /// Why, as the store words it.
        reason: String,
    },
}

impl ConfigError {
    /// Whether the fault is the user's to correct (exit status 2, as the README says of
    /// every config error): what the file says, or a config path that cannot be read as
    /// one (a folder, a pipe, a device, a file over the size limit, one not readable).
    /// Only a system with no config folder is not.
    pub(crate) fn is_bad_input(&self) -> bool {
        match self {
            ConfigError::Invalid { .. }
            | ConfigError::Read { .. }
            | ConfigError::NotAFile { .. }
            | ConfigError::IsTheInput { .. }
            | ConfigError::NotSettable { .. }
            | ConfigError::Refused { .. }
            | ConfigError::OneValue { .. } => true,
            ConfigError::NoConfigDir | ConfigError::Write { .. } => false,
        }
    }
}

/// What is wrong at a place in the config file, as data (`render` words it in the
/// table's language).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConfigFault {
    /// TOML that does not parse, in the TOML parser's own words (English).
    Syntax {
        /// What the parser said.
        reason: String,
    },
    /// A setting this marbles knows, given a value of another type (`rules = 5`).
    WrongType {
        /// The key, dotted under its table (`players.last`).
        key: String,
        /// What the setting takes.
        expected: ValueKind,
        /// What the file gives.
        found: ValueKind,
        /// A value that would do, as TOML (`["final_round"]`).
        example: &'static str,
    },
    /// An item of a list setting that is not text (`rules = ["final_round", 3]`).
    ItemNotText {
        /// The key, dotted under its table.
        key: String,
        /// What the item is.
        found: ValueKind,
        /// An item that would do, as TOML.
        example: &'static str,
    },
    /// An empty house rule in `rules`.
    EmptyRule,
    /// An empty name in `players.last`.
    EmptyName,
    /// A name twice in `players.last` (ASCII case aside).
    NamedTwice {
        /// The name, as written the second time.
        name: String,
    },
    /// `serve` is not `IP:PORT`.
    NotAnAddress {
        /// As written.
        text: String,
    },
    /// `numbers` is none of the four styles.
    NotANumberStyle {
        /// As written.
        text: String,
    },
    /// `lang` names no language marbles speaks.
    NotALanguage {
        /// As written.
        text: String,
    },
}

/// The types a TOML value can have, as a [`ConfigFault`] names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueKind {
    /// A string.
    Text,
    /// An integer or a float.
    Number,
    /// `true` or `false`.
    Boolean,
    /// A date or time.
    Date,
    /// An array.
    List,
    /// A table.
    Table,
}

impl ValueKind {
    /// The kind's name in the catalogues' selectors.
    pub(crate) fn id(self) -> &'static str {
        match self {
            ValueKind::Text => "text",
            ValueKind::Number => "number",
            ValueKind::Boolean => "boolean",
            ValueKind::Date => "date",
            ValueKind::List => "list",
            ValueKind::Table => "table",
        }
    }
}

/// Something in the config file this marbles left out and went on without, to be told
/// as a warning naming the file and the line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ConfigWarning {
    /// A key this marbles does not know: a newer marbles' setting, or a typo. Skipped,
    /// so that a config written for a newer marbles does not stop an older one.
    UnknownKey {
        /// The config file.
        path: PathBuf,
        /// The key's line, from 1.
        line: usize,
        /// The key's column, from 1 (in characters).
        column: usize,
        /// The key as written, dotted under its table (`players.first`).
        key: String,
    },
}
