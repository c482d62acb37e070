use serde::Serialize;

use crate::rules::Points;

/// One player's place in the race, as far as the win chances care: their game total and
/// whether they have opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Seat {
    /// The game total.
    pub total: Points,
    /// Whether the player has opened (banked the opening score).
    pub open: bool,
}

impl Seat {
    /// A player who has not opened: their total is 0.
    pub const CLOSED: Seat = Seat {
        total: 0,
        open: false,
    };

    /// An open player with this total.
    pub const fn open(total: Points) -> Seat {
        Seat { total, open: true }
    }
}

/// Two players at the start of a turn: the one about to throw and the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Standing {
    /// The player to throw.
    pub(crate) thrower: Seat,
    /// The other player.
    pub(crate) other: Seat,
}

impl Standing {
    /// `thrower` to throw against `other`.
    pub const fn new(thrower: Seat, other: Seat) -> Standing {
        Standing { thrower, other }
    }

    /// The start of a game: nobody has opened.
    pub const START: Standing = Standing::new(Seat::CLOSED, Seat::CLOSED);

    #[cfg(test)]
    /// The same totals with the other player to throw: where a bust leads.
    pub(crate) const fn swapped(&self) -> Standing {
        Standing::new(self.other, self.thrower)
    }
}
