//! Why typed dice were refused, as data: the text layer (`render`) words it.

/// Why typed dice were refused. Every message says what is expected instead; the
/// messages are written by the text layer's `Display`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiceError {
    /// Nothing was typed.
    Empty,
    /// A character that is not a face 1–6.
    NotAFace {
        /// The offending character as typed.
        text: String,
        /// Its position in the input, in characters from 0, for pointing at it.
        column: usize,
    },
    /// More or fewer dice than the player holds.
    WrongCount {
        /// Dice typed.
        got: usize,
        /// Dice in hand.
        expected: usize,
    },
    /// More dice than a throw can have.
    TooMany {
        /// Dice typed.
        got: usize,
        /// Dice in the game.
        max: usize,
    },
    /// A number of pips no die has (a save edited by hand holding a 7).
    NoSuchFace {
        /// The pips given.
        pips: u8,
    },
}
