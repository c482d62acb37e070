//! A turn recorded without its dice (`tally 450`, `tally bust`): the table's escape hatch
//! when someone threw and banked before the typist caught up. Every rule that does not
//! need the dice still applies: the opening, a least bank, the hooks' `bank` and `bust`,
//! the win and the final round.

use super::State;
use crate::game::{Event, GameError, Hooks, Outcome, ShortOfOpening, Tally};
use crate::rules::{MAX_POINTS, Points, Scorer, ShortBank};

/// Every combination scores a multiple of 50 (the single five is the smallest), so a
/// banked turn does too.
const TALLY_STEP: Points = 50;

impl State {
    pub(super) fn tally(
        &mut self,
        scorer: &Scorer,
        hooks: &mut dyn Hooks,
        tally: Tally,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let turn = self.turn_in_play()?;
        let player = turn.player;
        // A tally stands for the whole turn: dice typed (or stolen) this turn would be
        // counted twice.
        if !turn.is_fresh() || turn.throw.is_some() {
            return Err(GameError::TallyMidTurn {
                player: self.players[player].name.clone(),
            });
        }
        match tally {
            Tally::Bust => {
                self.turn_mut()?.tallied = true;
                self.bust(hooks, Outcome::Bust { lost: 0 }, events)
            }
            Tally::Banked(points) => {
                // Too large first: 4294967300 is a multiple of 50, and saying it is
                // not would send the player hunting for the wrong mistake.
                if points > MAX_POINTS {
                    return Err(GameError::TallyTooMany { points });
                }
                if points <= 0 || points % TALLY_STEP != 0 {
                    return Err(GameError::TallyPoints { points });
                }
                let rules = scorer.rules();
                let name = || self.players[player].name.clone();
                match rules.refuses_bank(self.players[player].open, points) {
                    Some(ShortBank::Opening) => {
                        return Err(GameError::NotOpen {
                            player: name(),
                            open_at: rules.open_at,
                            points,
                            missing: rules.open_at - points,
                            next: ShortOfOpening::Tally,
                        });
                    }
                    Some(ShortBank::MinBank) => {
                        return Err(GameError::BelowMinBank {
                            player: name(),
                            min_bank: rules.min_bank,
                            points,
                            missing: rules.min_bank - points,
                            next: ShortOfOpening::Tally,
                        });
                    }
                    None => {}
                }
                let turn = self.turn_mut()?;
                turn.tallied = true;
                turn.points = points;
                turn.keeps = 1;
                self.bank_turn(scorer, hooks, events)
            }
        }
    }
}
