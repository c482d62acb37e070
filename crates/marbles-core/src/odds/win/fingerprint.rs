/// FNV-1a, 64 bits: stable across platforms, compilers and releases (unlike std's
/// `DefaultHasher`), which a fingerprint stored in a file needs.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Fingerprint(u64);

const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const PRIME: u64 = 0x0100_0000_01b3;

impl Fingerprint {
    /// Starts a hash with a label naming what is hashed.
    pub(crate) fn new(label: &[u8]) -> Fingerprint {
        let mut print = Fingerprint(OFFSET);
        print.add_bytes(label);
        print
    }

    pub(crate) fn add_bytes(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(PRIME);
        }
    }

    pub(crate) fn add_u64(&mut self, value: u64) {
        self.add_bytes(&value.to_le_bytes());
    }

    pub(crate) fn add_i64(&mut self, value: i64) {
        self.add_bytes(&value.to_le_bytes());
    }

    pub(crate) fn finish(self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_is_fnv_1a() {
        // The published FNV-1a 64 test vector for "a".
        let mut print = Fingerprint(OFFSET);
        print.add_bytes(b"a");
        assert_eq!(print.finish(), 0xaf63_dc4c_8601_ec8c);
    }
}
