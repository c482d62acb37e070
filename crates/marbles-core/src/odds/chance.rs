//! Exact probabilities as counts of equally likely throws.

use std::fmt;

use serde::{Serialize, Serializer, ser::SerializeStruct};

/// An exact probability: `count` of `outcomes` equally likely ordered throws.
///
/// Kept as integers so `4/9` stays `4/9`; floats appear only when shown as a percentage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chance {
    /// Favourable ordered throws.
    pub count: u64,
    /// All ordered throws (6ⁿ for n dice).
    pub outcomes: u64,
}

impl Chance {
    /// `count` out of `outcomes`.
    pub(crate) const fn new(count: u64, outcomes: u64) -> Chance {
        Chance { count, outcomes }
    }

    /// The fraction in lowest terms, as `(numerator, denominator)`.
    pub fn reduced(&self) -> (u64, u64) {
        let divisor = gcd(self.count, self.outcomes).max(1);
        (self.count / divisor, self.outcomes / divisor)
    }

    /// As a number from 0 to 1.
    pub fn probability(&self) -> f64 {
        if self.outcomes == 0 {
            0.0
        } else {
            self.count as f64 / self.outcomes as f64
        }
    }

    /// As a percentage from 0 to 100.
    pub fn percent(&self) -> f64 {
        self.probability() * 100.0
    }
}

/// `4/9`, in lowest terms.
impl fmt::Display for Chance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (numerator, denominator) = self.reduced();
        if numerator == 0 {
            // "0/1" reads like a typo at the table.
            return f.write_str("0");
        }
        write!(f, "{numerator}/{denominator}")
    }
}

/// Serialised with the raw count, the reduced fraction and the percentage, so scripts
/// need not redo the arithmetic.
impl Serialize for Chance {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Chance", 4)?;
        s.serialize_field("count", &self.count)?;
        s.serialize_field("outcomes", &self.outcomes)?;
        s.serialize_field("fraction", &self.to_string())?;
        s.serialize_field("percent", &self.percent())?;
        s.end()
    }
}

pub(crate) fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chance_shows_in_lowest_terms() {
        assert_eq!(Chance::new(16, 36).to_string(), "4/9");
        assert_eq!(Chance::new(0, 6).to_string(), "0");
        assert!((Chance::new(1, 4).percent() - 25.0).abs() < 1e-12);
    }
}
