//! The YAML library behind one door, with its errors.

use serde::Serialize;
use thiserror::Error;

/// YAML could not be written.
#[derive(Debug, Error)]
#[error("could not write YAML: {0}")]
pub struct YamlError(String);

/// Any serialisable value as a YAML document: the one door to the YAML library for
/// the other layers (exports), so it can be replaced in one place.
pub fn to_yaml<T: Serialize + ?Sized>(value: &T) -> Result<String, YamlError> {
    serde_norway::to_string(value).map_err(|e| YamlError(e.to_string()))
}
