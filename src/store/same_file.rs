//! Whether two paths name one file: the one answer every "is that the save?" check
//! asks (an export onto the save, `save FILE` naming the save already in use).

use std::path::{Path, PathBuf};

use super::resolve_links;

/// Whether `a` and `b` name the same file: the same inode when both exist (hard links
/// too), otherwise the same place once links, `.` and `..` are resolved, a missing
/// file by its folder. A path that resolves nowhere is compared as written.
pub(crate) fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return x.dev() == y.dev() && x.ino() == y.ino();
        }
    }
    place(a) == place(b)
}

/// Where a path leads: its canonical form, or for a file not there (yet) its folder's
/// canonical form joined with its name.
fn place(path: &Path) -> PathBuf {
    let path = resolve_links(path);
    if let Ok(canonical) = path.canonicalize() {
        return canonical;
    }
    let (Some(folder), Some(name)) = (path.parent(), path.file_name()) else {
        return path;
    };
    let folder = if folder.as_os_str().is_empty() {
        Path::new(".")
    } else {
        folder
    };
    match folder.canonicalize() {
        Ok(folder) => folder.join(name),
        Err(_) => path,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_file_spelled_two_ways_is_the_same_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let save = dir.path().join("game.yaml");
        std::fs::write(&save, "x").expect("write");
        let roundabout = dir.path().join(".").join("game.yaml");
        assert!(same_file(&save, &roundabout));
        assert!(!same_file(&save, &dir.path().join("other.yaml")));
    }

    #[test]
    fn a_missing_file_is_placed_by_its_folder() {
        let dir = tempfile::tempdir().expect("temp dir");
        let a = dir.path().join("gone.yaml");
        let b = dir.path().join("sub").join("..").join("gone.yaml");
        std::fs::create_dir(dir.path().join("sub")).expect("sub");
        assert!(same_file(&a, &b));
        assert!(!same_file(&a, &dir.path().join("other.yaml")));
    }

    #[cfg(unix)]
    #[test]
    fn a_link_to_the_file_is_the_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let save = dir.path().join("game.yaml");
        std::fs::write(&save, "x").expect("write");
        let soft = dir.path().join("soft.yaml");
        std::os::unix::fs::symlink(&save, &soft).expect("symlink");
        let hard = dir.path().join("hard.yaml");
        std::fs::hard_link(&save, &hard).expect("hard link");
        assert!(same_file(&soft, &save));
        assert!(same_file(&hard, &save));
    }
}
