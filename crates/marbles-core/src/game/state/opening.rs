//! The Norwegian article's opening: ones and fives set aside for the player.

use super::State;
use crate::dice::{Counts, Face, Faces};
use crate::game::{Event, GameError, HookEvent, Hooks, Outcome};
use crate::rules::{Opening, Points, Scorer};

impl State {
    /// An opening throw of the Norwegian article: ones and fives are set aside for the
    /// player, the turn banks itself at the opening score, and fails when a throw has
    /// none or the dice run out.
    pub(super) fn opening_throw(
        &mut self,
        scorer: &Scorer,
        hooks: &mut dyn Hooks,
        dice: &Faces,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let rules = scorer.rules();
        let counts = dice.counts();
        let (one, five) = (Face::ALL[0], Face::ALL[4]);
        let (ones, fives) = (counts.of(one), counts.of(five));
        if ones + fives == 0 {
            let lost = self.turn_in_play()?.points;
            return self.bust(hooks, Outcome::Bust { lost }, None, events);
        }
        let points = Points::from(ones / 3) * rules.three_of_a_kind[one.index()]
            + Points::from(ones % 3) * rules.single_one
            + Points::from(fives) * rules.single_five;
        let mut kept = Counts::EMPTY;
        (0..ones).for_each(|_| kept.add(one));
        (0..fives).for_each(|_| kept.add(five));
        let kept = kept.faces();
        let player = self.turn_in_play()?.player;
        let effect = self.hook(
            hooks,
            HookEvent::Keep {
                player,
                dice: kept.clone(),
                points,
            },
            events,
        )?;
        if let Some(why) = effect.bust {
            let lost = self.turn_in_play()?.points;
            return self.bust(hooks, Outcome::Bust { lost }, Some(why), events);
        }
        let points = points + effect.points;
        let turn = self.turn_mut()?;
        turn.points += points;
        turn.in_hand -= kept.len();
        turn.keeps += 1;
        turn.held = turn.held.plus(&kept.counts());
        let (total, in_hand) = (turn.points, turn.in_hand);
        events.push(Event::Kept {
            player,
            dice: kept,
            points,
            chosen_for_player: true,
            turn: total,
        });
        if total >= rules.open_at {
            self.bank_turn(scorer, hooks, events)
        } else if in_hand == 0 {
            self.bust(hooks, Outcome::OutOfDice { lost: total }, None, events)
        } else {
            Ok(())
        }
    }

    /// Keep and bank are not the player's to choose while the rules set the opening
    /// dice aside for them.
    pub(super) fn refuse_during_automatic_opening(
        &self,
        scorer: &Scorer,
        player: usize,
        in_hand: usize,
    ) -> Result<(), GameError> {
        let rules = scorer.rules();
        if rules.flow.opening == Opening::OnesAndFives && !self.players[player].open {
            return Err(GameError::SetAsideAutomatically {
                player: self.players[player].name.clone(),
                open_at: rules.open_at,
                in_hand,
            });
        }
        Ok(())
    }
}
