//! File sizes as people read them in messages.

const MIB: u64 = 1024 * 1024;
const KIB: u64 = 1024;

/// `8 MiB`, `8.3 MiB`, `512 KiB`, `100 bytes`: whole units when exact, otherwise one
/// decimal (cut, not rounded, so a size just over a limit never reads as the limit).
pub(crate) fn bytes(n: u64) -> String {
    let (unit, name) = match n {
        n if n >= MIB => (MIB, "MiB"),
        n if n >= KIB => (KIB, "KiB"),
        n => return crate::text!("size-bytes", count = n),
    };
    let whole = n / unit;
    let tenths = (n % unit) * 10 / unit;
    if n.is_multiple_of(unit) {
        format!("{whole} {name}")
    } else if tenths == 0 {
        crate::text!("size-just-over", size = format!("{whole} {name}"))
    } else {
        // Tenths are cut, not rounded: a decimal of them is exact.
        let size = crate::render::numbers().decimal(whole as f64 + tenths as f64 / 10.0, 1);
        format!("{size} {name}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_in_the_largest_whole_unit() {
        assert_eq!(bytes(8 * MIB), "8 MiB");
        assert_eq!(bytes(8 * MIB + MIB / 3), "8.3 MiB");
        assert_eq!(bytes(8 * MIB + 1), "just over 8 MiB");
        assert_eq!(bytes(512 * KIB), "512 KiB");
        assert_eq!(bytes(100), "100 bytes");
    }
}
