//! The cache folder: things marbles can always work out again (solved win tables),
//! kept so it need not.

use std::path::{Path, PathBuf};

/// The environment variable that moves the cache folder; tests use it.
pub const CACHE_DIR_VAR: &str = "MARBLES_CACHE_DIR";

/// The cache folder: `$MARBLES_CACHE_DIR` when set and not empty, otherwise
/// `$XDG_CACHE_HOME/marbles` (when that is an absolute path, as the XDG rules ask),
/// otherwise `~/.cache/marbles`. `None` when none of them is known: a cache is never
/// needed, so nothing fails for want of one.
pub fn cache_dir() -> Option<PathBuf> {
    cache_dir_from(|name| std::env::var_os(name))
}

fn cache_dir_from(var: impl Fn(&str) -> Option<std::ffi::OsString>) -> Option<PathBuf> {
    let set = |name: &str| {
        var(name)
            .filter(|value| !value.is_empty())
            .map(PathBuf::from)
    };
    if let Some(dir) = set(CACHE_DIR_VAR) {
        return Some(dir);
    }
    if let Some(dir) = set("XDG_CACHE_HOME").filter(|dir| dir.is_absolute()) {
        return Some(dir.join("marbles"));
    }
    set("HOME")
        .filter(|home| home.is_absolute())
        .map(|home| Path::new(&home).join(".cache").join("marbles"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_override_then_xdg_then_home() {
        fn env<'a>(
            pairs: &'a [(&'static str, &'static str)],
        ) -> impl Fn(&str) -> Option<std::ffi::OsString> + 'a {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| std::ffi::OsString::from(v))
            }
        }
        let all = [
            (CACHE_DIR_VAR, "/tmp/c"),
            ("XDG_CACHE_HOME", "/x"),
            ("HOME", "/h"),
        ];
        assert_eq!(cache_dir_from(env(&all)), Some(PathBuf::from("/tmp/c")));
        let xdg = [
            ("XDG_CACHE_HOME", "/x"),
            ("HOME", "/h"),
            (CACHE_DIR_VAR, ""),
        ];
        assert_eq!(cache_dir_from(env(&xdg)), Some(PathBuf::from("/x/marbles")));
        let relative = [("XDG_CACHE_HOME", "x"), ("HOME", "/h")];
        assert_eq!(
            cache_dir_from(env(&relative)),
            Some(PathBuf::from("/h/.cache/marbles"))
        );
        assert_eq!(cache_dir_from(env(&[])), None);
    }
}
