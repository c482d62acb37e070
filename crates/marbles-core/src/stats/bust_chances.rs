use serde::{Deserialize, Serialize};

use crate::dice::{Counts, DICE_IN_GAME, Face};
use crate::odds::{ThrowChart, ThrowOdds};
use crate::rules::{Opening, Scorer};

/// The exact chance that a throw of one to six dice busts under a game's rules: what
/// `expected_busts` adds up, one throw at a time. A Flood is not a bust.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BustChances {
    /// By dice thrown (index 0 for one die): any throw the rules judge in full.
    judged: [f64; DICE_IN_GAME],
    /// By dice thrown, for a player not yet open when the rules set ones and fives aside
    /// for them (the Norwegian opening): such a throw busts when it has neither.
    opening: Option<[f64; DICE_IN_GAME]>,
}

impl BustChances {
    /// Works the chances out from the odds layer's exact tables for these rules.
    pub fn of(scorer: &Scorer) -> BustChances {
        let chart = ThrowChart::new(scorer);
        let judged = std::array::from_fn(|i| {
            ThrowOdds::of(&chart, i + 1).map_or(0.0, |odds| odds.bust.probability())
        });
        let opening = (scorer.rules().flow.opening == Opening::OnesAndFives)
            .then(|| std::array::from_fn(|i| opening_bust(scorer, i + 1)));
        BustChances { judged, opening }
    }

    /// The chance that throwing `dice` dice busts, for a player who is `open` or not;
    /// 0 outside one to six dice.
    pub fn of_throw(&self, dice: usize, open: bool) -> f64 {
        let table = match &self.opening {
            Some(opening) if !open => opening,
            _ => &self.judged,
        };
        dice.checked_sub(1)
            .and_then(|i| table.get(i))
            .copied()
            .unwrap_or(0.0)
    }
}

/// The chance that an opening throw of `dice` dice has no one and no five and does not
/// flood, counted over every ordered throw (6⁶ at most).
fn opening_bust(scorer: &Scorer, dice: usize) -> f64 {
    let outcomes = 6u64.pow(dice as u32);
    let mut busts = 0u64;
    for mut code in 0..outcomes {
        let mut counts = Counts::EMPTY;
        for _ in 0..dice {
            counts.add(Face::ALL[(code % 6) as usize]);
            code /= 6;
        }
        let (one, five) = (Face::ALL[0], Face::ALL[4]);
        if counts.of(one) + counts.of(five) == 0 && !scorer.floods(&counts) {
            busts += 1;
        }
    }
    busts as f64 / outcomes as f64
}
