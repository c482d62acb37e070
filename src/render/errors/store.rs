//! How the store's refusals read: every message names the file and what to do.

use std::fmt;

use crate::render::{Words, bytes};
use crate::store::StoreError;
use crate::text;

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::NotReplaceable { path, occupant } => f.write_str(&text!(
                "store-not-replaceable",
                path = crate::render::shown_path(path),
                what = occupant.word()
            )),
            StoreError::StateLink { path } => f.write_str(&text!(
                "store-state-link",
                path = crate::render::shown_path(path)
            )),
            StoreError::Missing { path } => f.write_str(&text!(
                "store-missing",
                path = crate::render::shown_path(path)
            )),
            StoreError::Read { path, source } => f.write_str(&text!(
                "store-read",
                path = crate::render::shown_path(path),
                reason = crate::render::os_reason(source)
            )),
            StoreError::TooLarge { path, limit } => f.write_str(&text!(
                "store-too-large",
                path = crate::render::shown_path(path),
                limit = limit.as_str()
            )),
            StoreError::Corrupt { path, reason } => f.write_str(&text!(
                "store-corrupt",
                path = crate::render::shown_path(path),
                reason = reason.as_str()
            )),
            StoreError::TooManyAliases { path } => f.write_str(&text!(
                "store-too-many-aliases",
                path = crate::render::shown_path(path)
            )),
            StoreError::BadTally {
                path,
                action,
                value,
            } => f.write_str(&text!(
                "store-bad-tally",
                path = crate::render::shown_path(path),
                action = *action,
                value = crate::render::shown_line(value).into_owned()
            )),
            StoreError::NotASave { path } => f.write_str(&text!(
                "store-not-a-save",
                path = crate::render::shown_path(path)
            )),
            StoreError::NotAFile { path } => f.write_str(&text!(
                "store-not-a-file",
                path = crate::render::shown_path(path)
            )),
            StoreError::OddName { path, name } => f.write_str(&text!(
                "store-odd-name",
                path = crate::render::shown_path(path),
                shown = crate::render::echo(name)
            )),
            StoreError::NewerVersion {
                path,
                version,
                supported,
            } => f.write_str(&text!(
                "store-newer",
                path = crate::render::shown_path(path),
                version = version.to_string(),
                supported = supported.to_string()
            )),
            StoreError::HouseRules { path, message } => f.write_str(&text!(
                "store-house-rules",
                path = crate::render::shown_path(path),
                reason = message.as_str()
            )),
            StoreError::Replay {
                path,
                error: source,
            } => f.write_str(&text!(
                "store-replay",
                path = crate::render::shown_path(path),
                reason = source.words().to_string()
            )),
            StoreError::Write { path, source } => f.write_str(&text!(
                "store-write",
                path = crate::render::shown_path(path),
                reason = crate::render::os_reason(source)
            )),
            StoreError::RulesTooLarge { total, limit } => f.write_str(&text!(
                "store-rules-too-large",
                total = bytes(*total),
                limit = bytes(*limit)
            )),
            StoreError::SaveTooLarge { path, size, limit } => f.write_str(&text!(
                "store-save-too-large",
                path = crate::render::shown_path(path),
                size = bytes(*size),
                limit = bytes(*limit)
            )),
            StoreError::InUse { path } => f.write_str(&text!(
                "store-in-use",
                path = crate::render::shown_path(path)
            )),
            StoreError::Lock { path, source } => f.write_str(&text!(
                "store-lock",
                path = crate::render::shown_path(path),
                reason = crate::render::os_reason(source)
            )),
            StoreError::HeldHere { path } => f.write_str(&text!(
                "store-held-here",
                path = crate::render::shown_path(path)
            )),
            StoreError::LockLost { path, sidecar } => f.write_str(&text!(
                "store-lock-lost",
                path = crate::render::shown_path(path),
                sidecar = crate::render::shown_path(sidecar)
            )),
            StoreError::HardLinked { path, links } => f.write_str(&text!(
                "store-hard-linked",
                path = crate::render::shown_path(path),
                links = *links
            )),
            StoreError::NoFolder { path } => f.write_str(&text!(
                "store-no-folder",
                path = crate::render::shown_path(path)
            )),
            StoreError::Exists { path } => f.write_str(&text!(
                "store-exists",
                path = crate::render::shown_path(path)
            )),
            StoreError::SidecarLock { path, save } => f.write_str(&text!(
                "store-sidecar-lock",
                path = crate::render::shown_path(path),
                save = crate::render::shown_path(save)
            )),
            StoreError::SidecarTemp { path, save } => f.write_str(&text!(
                "store-sidecar-temp",
                path = crate::render::shown_path(path),
                save = crate::render::shown_path(save)
            )),
            StoreError::Taken { path } => f.write_str(&text!(
                "store-taken",
                path = crate::render::shown_path(path)
            )),
            StoreError::OldSaveKept { path, source } => f.write_str(&text!(
                "store-old-save-kept",
                path = crate::render::shown_path(path),
                reason = crate::render::os_reason(source)
            )),
            StoreError::ExportExists { path } => f.write_str(&text!(
                "store-export-exists",
                path = crate::render::shown_path(path)
            )),
            StoreError::ExportOntoSave { path } => f.write_str(&text!(
                "store-export-onto-save",
                path = crate::render::shown_path(path)
            )),
            StoreError::ExportIsFolder { path } => f.write_str(&text!(
                "store-export-is-folder",
                path = crate::render::shown_path(path),
                example = crate::render::shown_path(&path.join("table.md"))
            )),
            StoreError::ExportNotAFile { path } => f.write_str(&text!(
                "store-export-not-a-file",
                path = crate::render::shown_path(path)
            )),
            StoreError::ExportNotReplaceable { path, source } => f.write_str(&text!(
                "store-export-not-replaceable",
                path = crate::render::shown_path(path),
                reason = crate::render::os_reason(source)
            )),
            StoreError::ExportNoReader { path } => f.write_str(&text!(
                "store-export-no-reader",
                path = crate::render::shown_path(path)
            )),
            StoreError::ExportWrite { path, source } => f.write_str(&text!(
                "store-export-write",
                path = crate::render::shown_path(path),
                reason = crate::render::os_reason(source)
            )),
            StoreError::Encode { path, reason } => f.write_str(&text!(
                "store-encode",
                path = crate::render::shown_path(path),
                reason = reason.as_str()
            )),
            StoreError::NoDataDir => f.write_str(&text!("store-no-data-dir")),
            StoreError::NotListable { path } => f.write_str(&text!(
                "store-not-listable",
                path = crate::render::shown_path(path)
            )),
            StoreError::NoSaves { dir } => f.write_str(&text!(
                "store-no-saves",
                dir = crate::render::shown_path(dir)
            )),
            StoreError::List { dir, source } => f.write_str(&text!(
                "store-list",
                dir = crate::render::shown_path(dir),
                reason = crate::render::os_reason(source)
            )),
        }
    }
}
