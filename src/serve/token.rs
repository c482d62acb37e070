//! The secret in the live page's address: 128 bits from the operating system's random
//! source, written as 32 hex digits, and compared in constant time so that how long a
//! refusal takes tells nothing about how much of a guess was right.

use std::fmt;

/// Bytes of randomness in a token: 128 bits.
const TOKEN_BYTES: usize = 16;

/// The secret path segment every request must carry.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Token([u8; TOKEN_BYTES]);

impl Token {
    /// A fresh token from the operating system's random source.
    pub(crate) fn new() -> Result<Token, getrandom::Error> {
        let mut bytes = [0; TOKEN_BYTES];
        getrandom::fill(&mut bytes)?;
        Ok(Token(bytes))
    }

    /// The token written as `text` (32 hex digits, as [`Display`](fmt::Display) writes
    /// it): a pad's token remembered from an earlier session.
    pub(crate) fn parse(text: &str) -> Option<Token> {
        let text = text.as_bytes();
        if text.len() != TOKEN_BYTES * 2 {
            return None;
        }
        let mut bytes = [0; TOKEN_BYTES];
        for (byte, pair) in bytes.iter_mut().zip(text.chunks_exact(2)) {
            let pair = std::str::from_utf8(pair).ok()?;
            *byte = u8::from_str_radix(pair, 16).ok()?;
        }
        Some(Token(bytes))
    }

    /// A token with these bytes, for tests that need a known address.
    #[cfg(test)]
    pub(crate) fn from_bytes(bytes: [u8; TOKEN_BYTES]) -> Token {
        Token(bytes)
    }

    /// Whether `text` is this token's hex form, compared in constant time: every byte is
    /// looked at whatever the first difference, and only the length (public: always 32)
    /// ends the comparison early.
    pub(crate) fn is(&self, text: &str) -> bool {
        let shown = self.to_string();
        let (a, b) = (shown.as_bytes(), text.as_bytes());
        if a.len() != b.len() {
            return false;
        }
        let difference = a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y));
        // Kept from being folded into an early exit by the optimiser.
        std::hint::black_box(difference) == 0
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for byte in self.0 {
            write!(f, "{byte:02x}")?;
        }
        Ok(())
    }
}

/// Never shown in logs or debug output: the token is the key to the page.
impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(…)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_128_bits_in_hex_and_fresh_each_time() {
        let a = Token::new().expect("random");
        let b = Token::new().expect("random");
        assert_eq!(a.to_string().len(), 32);
        assert!(a.to_string().bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        assert_eq!(format!("{a:?}"), "Token(…)");
    }

    #[test]
    fn only_the_exact_token_matches() {
        let token = Token::from_bytes([0xab; 16]);
        let text = token.to_string();
        assert!(token.is(&text));
        assert!(!token.is(&text.to_uppercase()));
        assert!(!token.is(&text[..31]));
        assert!(!token.is(&format!("{text}0")));
        assert!(!token.is(""));
        let mut one_off = text.clone().into_bytes();
        one_off[31] = b'c';
        assert!(!token.is(&String::from_utf8(one_off).expect("hex")));
    }

    #[test]
    fn a_token_reads_back_from_its_hex_form_and_nothing_else_does() {
        let token = Token::new().expect("random");
        assert_eq!(Token::parse(&token.to_string()), Some(token));
        assert_eq!(Token::parse("0123"), None);
        assert_eq!(Token::parse(&"zz".repeat(16)), None);
        assert_eq!(Token::parse(&"é".repeat(16)), None);
    }
}
