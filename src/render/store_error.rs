//! How the store's refusals read: every message names the file and what to do.

use std::fmt;

use super::bytes;
use crate::store::StoreError;
use crate::text;

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::NotReplaceable { path, occupant } => f.write_str(&text!(
                "store-not-replaceable",
                path = path.display().to_string(),
                what = occupant.word()
            )),
            StoreError::StateLink { path } => f.write_str(&text!(
                "store-state-link",
                path = path.display().to_string()
            )),
            StoreError::Missing { path } => {
                f.write_str(&text!("store-missing", path = path.display().to_string()))
            }
            StoreError::Read { path, source } => f.write_str(&text!(
                "store-read",
                path = path.display().to_string(),
                reason = source.to_string()
            )),
            StoreError::TooLarge { path, limit } => f.write_str(&text!(
                "store-too-large",
                path = path.display().to_string(),
                limit = limit.as_str()
            )),
            StoreError::Corrupt { path, reason } => f.write_str(&text!(
                "store-corrupt",
                path = path.display().to_string(),
                reason = reason.as_str()
            )),
            StoreError::NotASave { path } => f.write_str(&text!(
                "store-not-a-save",
                path = path.display().to_string()
            )),
            StoreError::NotAFile { path } => f.write_str(&text!(
                "store-not-a-file",
                path = path.display().to_string()
            )),
            StoreError::OddName { path, name } => f.write_str(&text!(
                "store-odd-name",
                path = path.display().to_string(),
                shown = super::echo(name)
            )),
            StoreError::NewerVersion {
                path,
                version,
                supported,
            } => f.write_str(&text!(
                "store-newer",
                path = path.display().to_string(),
                version = version.to_string(),
                supported = supported.to_string()
            )),
            StoreError::HouseRules { path, message } => f.write_str(&text!(
                "store-house-rules",
                path = path.display().to_string(),
                reason = message.as_str()
            )),
            StoreError::Replay { path, source } => f.write_str(&text!(
                "store-replay",
                path = path.display().to_string(),
                reason = source.to_string()
            )),
            StoreError::Write { path, source } => f.write_str(&text!(
                "store-write",
                path = path.display().to_string(),
                reason = source.to_string()
            )),
            StoreError::RulesTooLarge { total, limit } => f.write_str(&text!(
                "store-rules-too-large",
                total = bytes(*total),
                limit = bytes(*limit)
            )),
            StoreError::SaveTooLarge { path, size, limit } => f.write_str(&text!(
                "store-save-too-large",
                path = path.display().to_string(),
                size = bytes(*size),
                limit = bytes(*limit)
            )),
            StoreError::InUse { path } => {
                f.write_str(&text!("store-in-use", path = path.display().to_string()))
            }
            StoreError::Lock { path, source } => f.write_str(&text!(
                "store-lock",
                path = path.display().to_string(),
                reason = source.to_string()
            )),
            StoreError::HeldHere { path } => {
                f.write_str(&text!("store-held-here", path = path.display().to_string()))
            }
            StoreError::LockLost { path, sidecar } => f.write_str(&text!(
                "store-lock-lost",
                path = path.display().to_string(),
                sidecar = sidecar.display().to_string()
            )),
            StoreError::HardLinked { path, links } => f.write_str(&text!(
                "store-hard-linked",
                path = path.display().to_string(),
                links = *links
            )),
            StoreError::NoFolder { path } => {
                f.write_str(&text!("store-no-folder", path = path.display().to_string()))
            }
            StoreError::Exists { path } => {
                f.write_str(&text!("store-exists", path = path.display().to_string()))
            }
            StoreError::SidecarLock { path, save } => f.write_str(&text!(
                "store-sidecar-lock",
                path = path.display().to_string(),
                save = save.display().to_string()
            )),
            StoreError::SidecarTemp { path, save } => f.write_str(&text!(
                "store-sidecar-temp",
                path = path.display().to_string(),
                save = save.display().to_string()
            )),
            StoreError::Taken { path } => {
                f.write_str(&text!("store-taken", path = path.display().to_string()))
            }
            StoreError::OldSaveKept { path, source } => f.write_str(&text!(
                "store-old-save-kept",
                path = path.display().to_string(),
                reason = source.to_string()
            )),
            StoreError::ExportExists { path } => f.write_str(&text!(
                "store-export-exists",
                path = path.display().to_string()
            )),
            StoreError::ExportOntoSave { path } => f.write_str(&text!(
                "store-export-onto-save",
                path = path.display().to_string()
            )),
            StoreError::ExportIsFolder { path } => f.write_str(&text!(
                "store-export-is-folder",
                path = path.display().to_string(),
                example = path.join("table.md").display().to_string()
            )),
            StoreError::ExportNotAFile { path } => f.write_str(&text!(
                "store-export-not-a-file",
                path = path.display().to_string()
            )),
            StoreError::ExportNotReplaceable { path, source } => f.write_str(&text!(
                "store-export-not-replaceable",
                path = path.display().to_string(),
                reason = source.to_string()
            )),
            StoreError::ExportNoReader { path } => f.write_str(&text!(
                "store-export-no-reader",
                path = path.display().to_string()
            )),
            StoreError::ExportWrite { path, source } => f.write_str(&text!(
                "store-export-write",
                path = path.display().to_string(),
                reason = source.to_string()
            )),
            StoreError::Encode { path, reason } => f.write_str(&text!(
                "store-encode",
                path = path.display().to_string(),
                reason = reason.as_str()
            )),
            StoreError::NoDataDir => f.write_str(&text!("store-no-data-dir")),
            StoreError::NoSaves { dir } => {
                f.write_str(&text!("store-no-saves", dir = dir.display().to_string()))
            }
            StoreError::List { dir, source } => f.write_str(&text!(
                "store-list",
                dir = dir.display().to_string(),
                reason = source.to_string()
            )),
        }
    }
}
