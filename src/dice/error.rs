use thiserror::Error;

/// Why typed dice were refused. Every message says what is expected instead.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DiceError {
    /// Nothing was typed.
    #[error("no dice typed: type the faces that came up, like `1 5 3 3 4 6` or `153346`")]
    Empty,
    /// A character that is not a face 1–6.
    #[error("`{text}` is not a die face: faces are 1 to 6 (digits or ⚀–⚅)")]
    NotAFace {
        /// The offending character as typed.
        text: String,
        /// Its position in the input, in characters from 0, for pointing at it.
        column: usize,
    },
    /// More or fewer dice than the player holds.
    #[error("{got} {dice} typed, but {expected} {are} in hand: type exactly {expected} {faces}", dice = plural(*got, "die", "dice"), faces = plural(*expected, "face", "faces"), are = if *expected == 1 { "is" } else { "are" })]
    WrongCount {
        /// Dice typed.
        got: usize,
        /// Dice in hand.
        expected: usize,
    },
    /// More dice than a throw can have.
    #[error("{got} dice typed, but a throw has at most {max}: type the faces of one throw")]
    TooMany {
        /// Dice typed.
        got: usize,
        /// Dice in the game.
        max: usize,
    },
}

fn plural(n: usize, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 { one } else { many }
}
