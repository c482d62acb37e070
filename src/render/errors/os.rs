//! What the operating system said when a file could not be read or written, in the
//! table's language: its own words (`No such file or directory (os error 2)`) are
//! English whatever `LANG` says.

use std::io;

use crate::text;

/// Why a file operation failed, as a reader of this language would say it: the common
/// causes from the catalogue, anything rarer in the system's own words.
pub(crate) fn os_reason(err: &io::Error) -> String {
    // An error marbles made itself (a size limit) says more than its kind. The system's
    // own may come wrapped with the path (tempfile's), and then only its words tell.
    let system = err.raw_os_error().is_some() || err.to_string().contains("(os error ");
    if !system && err.get_ref().is_some() {
        return err.to_string();
    }
    match err.kind() {
        io::ErrorKind::NotFound => text!("os-not-found"),
        io::ErrorKind::PermissionDenied => text!("os-permission-denied"),
        io::ErrorKind::AlreadyExists => text!("os-already-exists"),
        io::ErrorKind::IsADirectory => text!("os-is-a-folder"),
        io::ErrorKind::NotADirectory => text!("os-not-a-folder"),
        io::ErrorKind::StorageFull => text!("os-storage-full"),
        io::ErrorKind::QuotaExceeded => text!("os-quota-exceeded"),
        io::ErrorKind::ReadOnlyFilesystem => text!("os-read-only"),
        io::ErrorKind::FileTooLarge => text!("os-file-too-large"),
        io::ErrorKind::InvalidFilename => text!("os-invalid-name"),
        io::ErrorKind::BrokenPipe => text!("os-broken-pipe"),
        io::ErrorKind::ResourceBusy => text!("os-busy"),
        io::ErrorKind::DirectoryNotEmpty => text!("os-folder-not-empty"),
        io::ErrorKind::AddrInUse => text!("os-address-in-use"),
        io::ErrorKind::AddrNotAvailable => text!("os-address-not-here"),
        _ => err.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Lang;
    use crate::render::Locale;

    #[test]
    fn common_causes_are_said_in_the_tables_language() {
        let missing = io::Error::from(io::ErrorKind::NotFound);
        assert_eq!(
            Locale::of(Lang::En).scope(|| os_reason(&missing)),
            "no such file or folder"
        );
        assert_eq!(
            Locale::of(Lang::Nb).scope(|| os_reason(&missing)),
            "fila eller mappa finnes ikke"
        );
    }

    #[test]
    fn an_address_in_use_is_said_in_bokmal() {
        // What binding a taken port gives, as the live pad meets it.
        let taken = io::Error::from(io::ErrorKind::AddrInUse);
        let said = Locale::of(Lang::Nb).scope(|| os_reason(&taken));
        assert_eq!(said, "adressen er i bruk av et annet program");
        assert!(!said.contains("os error"));
    }

    #[test]
    fn a_rare_cause_keeps_the_systems_words() {
        let odd = io::Error::other("the disk caught fire");
        assert_eq!(os_reason(&odd), "the disk caught fire");
    }
}
