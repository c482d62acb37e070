//! The cache folder: things marbles can always work out again (solved win tables),
//! kept so it need not.

use std::path::PathBuf;

use directories::ProjectDirs;

/// The environment variable that moves the cache folder; tests use it.
pub(crate) const CACHE_DIR_VAR: &str = "MARBLES_CACHE_DIR";

/// The cache folder: `$MARBLES_CACHE_DIR` when set and not empty, otherwise the
/// platform's, found as the data and config folders are (`$XDG_CACHE_HOME/marbles` or
/// `~/.cache/marbles` on Linux, `~/Library/Caches/marbles` on macOS). `None` when
/// none is known: a cache is never needed, so nothing fails for want of one.
pub(crate) fn cache_dir() -> Option<PathBuf> {
    overridden(std::env::var_os(CACHE_DIR_VAR))
        .or_else(|| ProjectDirs::from("", "", "marbles").map(|dirs| dirs.cache_dir().to_owned()))
}

/// The override's folder, when it names one.
fn overridden(value: Option<std::ffi::OsString>) -> Option<PathBuf> {
    value.filter(|value| !value.is_empty()).map(PathBuf::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_override_wins_when_it_names_a_folder() {
        assert_eq!(
            overridden(Some("/tmp/c".into())),
            Some(PathBuf::from("/tmp/c"))
        );
        assert_eq!(overridden(Some("".into())), None);
        assert_eq!(overridden(None), None);
    }
}
