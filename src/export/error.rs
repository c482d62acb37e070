//! Why an export could not be rendered.

use thiserror::Error;

use crate::store::YamlError;

/// Why an export could not be rendered.
#[derive(Debug, Error)]
pub enum ExportError {
    /// The CSV writer failed.
    #[error("could not write CSV: {0}")]
    Csv(String),
    /// The JSON writer failed.
    #[error("could not write JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// The YAML writer failed.
    #[error(transparent)]
    Yaml(#[from] YamlError),
}
