//! Cut-Throat and Piggy-Back: taking over the dice the last banker left.

use super::State;
use crate::game::{Event, GameError, HookEvent, Hooks, Loot, NoSteal, Outcome};
use crate::rules::{HandOff, Scorer};

impl State {
    /// Cut-Throat: the thief banked, so the banker loses what was taken over; their pad
    /// cell says so.
    pub(super) fn rob(&mut self, loot: Loot, thief: usize, events: &mut Vec<Event>) {
        self.players[loot.from].total -= loot.points;
        let banked = self
            .history
            .iter()
            .rposition(|r| r.player == loot.from && matches!(r.outcome, Outcome::Banked { .. }));
        if let Some(at) = banked
            && let Outcome::Banked { points } = self.history[at].outcome
        {
            self.history[at].outcome = Outcome::LostToThief { points, thief };
            // The bank's points leave every total the pad shows from it on, house-rule
            // lines after it included.
            for record in self.history[at..]
                .iter_mut()
                .chain(self.after_turn.iter_mut())
                .filter(|r| r.player == loot.from)
            {
                record.total -= loot.points;
            }
        }
        events.push(Event::LostToThief {
            player: loot.from,
            thief,
            points: loot.points,
        });
    }

    /// Takes over the dice and points the previous player banked with.
    pub(super) fn steal(
        &mut self,
        scorer: &Scorer,
        hooks: &mut dyn Hooks,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let turn = self.turn_in_play()?;
        let player = turn.player;
        let refuse = |reason: NoSteal| Err(GameError::NothingToSteal { reason });
        if scorer.rules().flow.hand_off == HandOff::None {
            return refuse(NoSteal::NotARule);
        }
        if !turn.is_fresh() {
            return refuse(NoSteal::NotFirst);
        }
        let Some(loot) = turn.offer else {
            let dice = turn.in_hand;
            if turn.after_tally {
                return refuse(NoSteal::Tallied { dice });
            }
            return refuse(NoSteal::NothingBanked { dice });
        };
        self.hook(
            hooks,
            HookEvent::Steal {
                player,
                from: loot.from,
                points: loot.points,
                dice: loot.dice,
            },
            events,
        )?;
        let turn = self.turn_mut()?;
        turn.stolen = Some(loot);
        turn.offer = None;
        turn.points = loot.points;
        turn.in_hand = loot.dice;
        events.push(Event::Stole {
            player,
            from: loot.from,
            points: loot.points,
            dice: loot.dice,
        });
        Ok(())
    }
}
