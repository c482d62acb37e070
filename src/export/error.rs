//! Why an export could not be rendered.

use thiserror::Error;

use crate::store::YamlError;

/// Why an export could not be rendered.
#[derive(Debug, Error)]
pub enum ExportError {
    /// The CSV writer failed.
    #[error("{}", crate::text!("export-csv", reason = _0.as_str()))]
    Csv(String),
    /// The JSON writer failed.
    #[error("{}", crate::text!("cli-json", reason = _0.to_string()))]
    Json(#[from] serde_json::Error),
    /// The YAML writer failed.
    #[error(transparent)]
    Yaml(#[from] YamlError),
}
