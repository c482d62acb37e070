use serde::Serialize;

use super::{
    Action, Event, GameError, HookEffect, HookEvent, Hooks, Loot, Outcome, Player, RollOff, Turn,
    TurnRecord,
};
use crate::dice::{Counts, DICE_IN_GAME, Face, Faces};
use crate::rules::{Assessment, HandOff, Opening, Points, Scorer};

/// Where the game stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Finding the starter.
    RollOff(RollOff),
    /// A turn is under way.
    Playing(Turn),
    /// Finished.
    Over {
        /// The winners (several share a tie).
        winners: Vec<usize>,
    },
}

/// The whole game state: a pure fold of the actions so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct State {
    /// The players, in seating order.
    pub players: Vec<Player>,
    /// Where the game stands.
    pub phase: Phase,
    /// Who started, once known.
    pub starter: Option<usize>,
    /// The current round, from 1 (0 during the roll-off).
    pub round: u32,
    /// Every finished turn, oldest first: the pad.
    pub history: Vec<TurnRecord>,
    /// Who first reached the winning score, when a final round is being played.
    pub final_round_by: Option<usize>,
    #[serde(skip)]
    end_requested: bool,
}

impl State {
    /// A game about to begin with the roll-off.
    pub fn new(names: &[String]) -> State {
        State {
            players: names.iter().map(|n| Player::new(n)).collect(),
            phase: Phase::RollOff(RollOff::new(names.len())),
            starter: None,
            round: 0,
            history: Vec::new(),
            final_round_by: None,
            end_requested: false,
        }
    }

    /// The turn under way, if any.
    pub fn turn(&self) -> Option<&Turn> {
        match &self.phase {
            Phase::Playing(turn) => Some(turn),
            _ => None,
        }
    }

    /// The winners, once the game is over.
    pub fn winners(&self) -> Option<&[usize]> {
        match &self.phase {
            Phase::Over { winners } => Some(winners),
            _ => None,
        }
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }

    /// The players with the highest total.
    pub fn leaders(&self) -> Vec<usize> {
        let high = self.players.iter().map(|p| p.total).max().unwrap_or(0);
        (0..self.players.len())
            .filter(|&i| self.players[i].total == high)
            .collect()
    }

    /// Applies one action, returning what to announce. On error the state may be part
    /// changed: [`Game`](super::Game) applies to a copy and keeps it only on success.
    pub fn apply(
        &mut self,
        scorer: &Scorer,
        hooks: &mut dyn Hooks,
        action: &Action,
    ) -> Result<Vec<Event>, GameError> {
        if let Phase::Over { winners } = &self.phase {
            return Err(GameError::GameOver {
                winners: self.names(winners),
            });
        }
        let mut events = Vec::new();
        match action {
            Action::RollOff(face) => {
                let Phase::RollOff(roll_off) = &mut self.phase else {
                    return Err(self.roll_off_over());
                };
                let Some(player) = roll_off.next() else {
                    return Err(self.roll_off_over());
                };
                events.push(Event::RollOffThrown {
                    player,
                    face: *face,
                });
                match roll_off.throw(*face) {
                    Some(starter) => self.start(starter, &mut events),
                    None if roll_off.thrown.is_empty() => events.push(Event::RollOffTied {
                        players: roll_off.contenders.clone(),
                    }),
                    None => {}
                }
            }
            Action::First(name) => {
                if !matches!(self.phase, Phase::RollOff(_)) {
                    return Err(self.roll_off_over());
                }
                let starter = self.player_named(name)?;
                self.start(starter, &mut events);
            }
            Action::Throw(dice) => self.throw(scorer, hooks, dice, &mut events)?,
            Action::Keep(dice) => self.keep(scorer, hooks, dice, false, &mut events)?,
            Action::Bank => self.bank(scorer, hooks, &mut events)?,
            Action::Steal => self.steal(scorer, hooks, &mut events)?,
        }
        if self.end_requested && !self.is_over() {
            let winners = self.leaders();
            self.finish(hooks, winners, &mut events)?;
        }
        Ok(events)
    }

    fn throw(
        &mut self,
        scorer: &Scorer,
        hooks: &mut dyn Hooks,
        dice: &Faces,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let turn = self.turn_in_play()?;
        let player = turn.player;
        if let Some(throw) = &turn.throw {
            return Err(GameError::ThrowPending {
                throw: throw.to_string(),
            });
        }
        dice.expect_count(turn.in_hand)
            .map_err(crate::rules::RuleError::from)?;
        self.hook(
            hooks,
            HookEvent::Throw {
                player,
                dice: dice.clone(),
            },
            events,
        )?;
        self.turn_mut()?.throws += 1;
        let flow = &scorer.rules().flow;
        let open = self.players[player].open;
        match scorer.assess(&dice.counts()) {
            Assessment::Flood => {
                let lost = self.players[player].total;
                self.hook(hooks, HookEvent::Flood { player, lost }, events)?;
                let p = &mut self.players[player];
                p.total = 0;
                p.open = false;
                p.floods += 1;
                events.push(Event::Flood { player, lost });
                self.end_turn(hooks, Outcome::Flood { lost }, None, events)
            }
            _ if flow.opening == Opening::OnesAndFives && !open => {
                self.opening_throw(scorer, hooks, dice, events)
            }
            Assessment::Bust => {
                let lost = self.turn_in_play()?.points;
                self.bust(hooks, Outcome::Bust { lost }, events)
            }
            Assessment::Scores { .. } => {
                self.turn_mut()?.throw = Some(dice.clone());
                events.push(Event::Thrown {
                    player,
                    dice: dice.clone(),
                });
                if flow.one_throw_when_open && open {
                    // The article's main game: the throw is scored in full and banked.
                    return self.bank(scorer, hooks, events);
                }
                Ok(())
            }
        }
    }

    /// A throw that ends the turn with its points lost.
    fn bust(
        &mut self,
        hooks: &mut dyn Hooks,
        outcome: Outcome,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let turn = self.turn_in_play()?;
        let (player, lost) = (turn.player, turn.points);
        self.hook(hooks, HookEvent::Bust { player, lost }, events)?;
        self.players[player].busts += 1;
        events.push(match outcome {
            Outcome::OutOfDice { .. } => Event::OutOfDice { player, lost },
            _ => Event::Bust { player, lost },
        });
        self.end_turn(hooks, outcome, None, events)
    }

    /// An opening throw of the Norwegian article: ones and fives are set aside for the
    /// player, the turn banks itself at the opening score, and fails when a throw has
    /// none or the dice run out.
    fn opening_throw(
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
            return self.bust(hooks, Outcome::Bust { lost }, events);
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
            self.bust(hooks, Outcome::OutOfDice { lost: total }, events)
        } else {
            Ok(())
        }
    }

    fn keep(
        &mut self,
        scorer: &Scorer,
        hooks: &mut dyn Hooks,
        dice: &Faces,
        chosen_for_player: bool,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let turn = self.turn_in_play()?;
        let player = turn.player;
        self.refuse_during_automatic_opening(scorer, player, turn.in_hand)?;
        let Some(throw) = &turn.throw else {
            return Err(GameError::NoThrow {
                in_hand: turn.in_hand,
            });
        };
        let keep = scorer.keep(throw, dice)?;
        let flow = &scorer.rules().flow;
        let value = if flow.point_stacking {
            // The held dice are valued together: what this keep adds is the rise in the
            // best split of everything held since the dice were last hot.
            let before = scorer.split(&turn.held).map_or(0, |s| s.points());
            let after = scorer
                .split(&turn.held.plus(&keep.dice))
                .map_or(before + keep.points(), |s| s.points());
            after - before
        } else {
            keep.points()
        };
        let effect = self.hook(
            hooks,
            HookEvent::Keep {
                player,
                dice: dice.clone(),
                points: value,
            },
            events,
        )?;
        let points = value + effect.points;
        let one_throw = flow.one_throw_when_open && self.players[player].open;
        let turn = self.turn_mut()?;
        turn.points += points;
        turn.in_hand -= dice.len();
        turn.keeps += 1;
        turn.throw = None;
        turn.held = turn.held.plus(&keep.dice);
        events.push(Event::Kept {
            player,
            dice: dice.clone(),
            points,
            chosen_for_player,
            turn: turn.points,
        });
        if turn.in_hand == 0 {
            turn.in_hand = DICE_IN_GAME;
            // Point stacking: a full set of six is valued now and the stack starts
            // fresh, so a split never needs more than six dice.
            turn.held = Counts::EMPTY;
            if !one_throw {
                events.push(Event::HotDice { player });
            }
        }
        Ok(())
    }

    /// Keep and bank are not the player's to choose while the rules set the opening
    /// dice aside for them.
    fn refuse_during_automatic_opening(
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

    fn bank(
        &mut self,
        scorer: &Scorer,
        hooks: &mut dyn Hooks,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let turn = self.turn_in_play()?;
        self.refuse_during_automatic_opening(scorer, turn.player, turn.in_hand)?;
        if let Some(throw) = &turn.throw {
            let best = scorer
                .assess(&throw.counts())
                .best()
                .map(|keep| keep.dice.faces());
            if let Some(best) = best {
                self.keep(scorer, hooks, &best, true, events)?;
            }
        }
        let turn = self.turn_in_play()?.clone();
        let player = turn.player;
        if turn.keeps == 0 {
            return Err(GameError::NothingToBank {
                in_hand: turn.in_hand,
            });
        }
        let rules = scorer.rules();
        if !self.players[player].open && turn.points < rules.open_at {
            return Err(GameError::NotOpen {
                player: self.players[player].name.clone(),
                open_at: rules.open_at,
                points: turn.points,
                missing: rules.open_at - turn.points,
                in_hand: turn.in_hand,
            });
        }
        self.bank_turn(scorer, hooks, events)
    }

    /// Adds the turn to the total, settles a steal, and ends the turn or the game.
    fn bank_turn(
        &mut self,
        scorer: &Scorer,
        hooks: &mut dyn Hooks,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let turn = self.turn_in_play()?.clone();
        let player = turn.player;
        let rules = scorer.rules();
        let effect = self.hook(
            hooks,
            HookEvent::Bank {
                player,
                points: turn.points,
            },
            events,
        )?;
        let points = turn.points + effect.points;
        if let Some(loot) = turn
            .stolen
            .filter(|_| rules.flow.hand_off == HandOff::CutThroat)
        {
            self.rob(loot, player, events);
        }
        let round = self.round;
        let p = &mut self.players[player];
        p.total += points;
        p.best_turn = p.best_turn.max(points);
        events.push(Event::Banked {
            player,
            points,
            total: p.total,
        });
        if !p.open {
            p.open = true;
            p.opened_in_round.get_or_insert(round);
            events.push(Event::Opened { player });
        }
        if p.total >= rules.win_at && self.final_round_by.is_none() {
            if rules.flow.final_round {
                self.final_round_by = Some(player);
                events.push(Event::FinalRound { player });
            } else {
                self.record(Outcome::Banked { points });
                self.hook(hooks, HookEvent::TurnEnd { player }, events)?;
                return self.finish(hooks, vec![player], events);
            }
        }
        let offer = (rules.flow.hand_off != HandOff::None).then_some(Loot {
            from: player,
            points,
            dice: turn.in_hand,
        });
        self.end_turn(hooks, Outcome::Banked { points }, offer, events)
    }

    /// Cut-Throat: the thief banked, so the banker loses what was taken over; their pad
    /// cell says so.
    fn rob(&mut self, loot: Loot, thief: usize, events: &mut Vec<Event>) {
        self.players[loot.from].total -= loot.points;
        if let Some(record) = self
            .history
            .iter_mut()
            .rev()
            .find(|r| r.player == loot.from)
            && let Outcome::Banked { points } = record.outcome
        {
            record.outcome = Outcome::LostToThief { points, thief };
            record.total -= loot.points;
        }
        events.push(Event::LostToThief {
            player: loot.from,
            thief,
            points: loot.points,
        });
    }

    /// Takes over the dice and points the previous player banked with.
    fn steal(
        &mut self,
        scorer: &Scorer,
        hooks: &mut dyn Hooks,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let turn = self.turn_in_play()?;
        let player = turn.player;
        let refuse = |reason: &str| {
            Err(GameError::NothingToSteal {
                reason: reason.to_owned(),
            })
        };
        if scorer.rules().flow.hand_off == HandOff::None {
            return refuse(
                "taking over the last player's dice is not a rule of this game (Cut-Throat and Piggy-Back house rules allow it)",
            );
        }
        if !turn.is_fresh() {
            return refuse("a steal must come first in a turn, before any throw");
        }
        let Some(loot) = turn.offer else {
            return refuse("the previous player did not bank: throw the 6 dice in hand");
        };
        self.hook(
            hooks,
            HookEvent::Steal {
                player,
                from: loot.from,
                points: loot.points,
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

    /// Records the turn on the pad and passes the dice (with what may be stolen), or
    /// ends the game when a final round has come back round to the starter.
    fn end_turn(
        &mut self,
        hooks: &mut dyn Hooks,
        outcome: Outcome,
        offer: Option<Loot>,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let player = self.record(outcome);
        self.hook(hooks, HookEvent::TurnEnd { player }, events)?;
        let next = (player + 1) % self.players.len();
        if Some(next) == self.starter {
            if self.final_round_by.is_some() {
                let winners = self.leaders();
                return self.finish(hooks, winners, events);
            }
            self.round += 1;
        }
        let mut turn = Turn::new(next);
        turn.offer = offer;
        self.phase = Phase::Playing(turn);
        events.push(Event::TurnPasses { player: next });
        Ok(())
    }

    fn record(&mut self, outcome: Outcome) -> usize {
        let player = self.turn().map_or(0, |t| t.player);
        let p = &mut self.players[player];
        p.turns += 1;
        self.history.push(TurnRecord {
            round: self.round,
            player,
            outcome,
            total: p.total,
        });
        player
    }

    fn finish(
        &mut self,
        hooks: &mut dyn Hooks,
        winners: Vec<usize>,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        self.hook(
            hooks,
            HookEvent::GameEnd {
                winners: winners.clone(),
            },
            events,
        )?;
        self.end_requested = false;
        events.push(Event::Won {
            winners: winners.clone(),
        });
        self.phase = Phase::Over { winners };
        Ok(())
    }

    fn start(&mut self, starter: usize, events: &mut Vec<Event>) {
        self.starter = Some(starter);
        self.round = 1;
        self.phase = Phase::Playing(Turn::new(starter));
        events.push(Event::Starts { player: starter });
    }

    /// Asks the hooks about an event and applies what they say to totals; the caller
    /// applies `points`. A refusal or a script failure refuses the action.
    fn hook(
        &mut self,
        hooks: &mut dyn Hooks,
        event: HookEvent,
        events: &mut Vec<Event>,
    ) -> Result<HookEffect, GameError> {
        let effect = hooks.on(&event, self).map_err(GameError::Hook)?;
        if let Some(message) = effect.refuse.clone() {
            return Err(GameError::Refused(message));
        }
        if effect.total != 0 {
            let player = hook_player(&event).unwrap_or(0);
            self.players[player].total += effect.total;
            events.push(Event::TotalAdjusted {
                player,
                by: effect.total,
            });
        }
        self.end_requested |= effect.end_game;
        Ok(effect)
    }

    fn turn_in_play(&self) -> Result<&Turn, GameError> {
        match &self.phase {
            Phase::Playing(turn) => Ok(turn),
            Phase::RollOff(roll_off) => Err(GameError::RollOffPending {
                player: roll_off
                    .next()
                    .map(|p| self.players[p].name.clone())
                    .unwrap_or_default(),
            }),
            Phase::Over { winners } => Err(GameError::GameOver {
                winners: self.names(winners),
            }),
        }
    }

    fn turn_mut(&mut self) -> Result<&mut Turn, GameError> {
        self.turn_in_play()?;
        match &mut self.phase {
            Phase::Playing(turn) => Ok(turn),
            _ => Err(GameError::NothingToBank { in_hand: 0 }),
        }
    }

    fn roll_off_over(&self) -> GameError {
        GameError::RollOffOver {
            starter: self
                .starter
                .map(|s| self.players[s].name.clone())
                .unwrap_or_default(),
        }
    }

    /// The index of the player with this name (case does not matter).
    pub fn player_named(&self, name: &str) -> Result<usize, GameError> {
        self.players
            .iter()
            .position(|p| p.name.eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| GameError::UnknownPlayer {
                name: name.to_owned(),
                players: self.names(&(0..self.players.len()).collect::<Vec<_>>()),
            })
    }

    /// Names joined for messages: `Ann, Bob and Cy`.
    pub fn names(&self, players: &[usize]) -> String {
        let names: Vec<&str> = players
            .iter()
            .map(|&i| self.players[i].name.as_str())
            .collect();
        match names.split_last() {
            None => String::new(),
            Some((last, [])) => (*last).to_owned(),
            Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        }
    }

    /// Points a player would still need to bank to open, if not open.
    pub fn to_open(&self, player: usize, open_at: Points) -> Option<Points> {
        let p = self.players.get(player)?;
        if p.open {
            return None;
        }
        let in_turn = self
            .turn()
            .filter(|t| t.player == player)
            .map_or(0, |t| t.points);
        Some((open_at - in_turn).max(0))
    }
}

fn hook_player(event: &HookEvent) -> Option<usize> {
    match event {
        HookEvent::Throw { player, .. }
        | HookEvent::Keep { player, .. }
        | HookEvent::Bust { player, .. }
        | HookEvent::Flood { player, .. }
        | HookEvent::Bank { player, .. }
        | HookEvent::Steal { player, .. }
        | HookEvent::TurnEnd { player } => Some(*player),
        HookEvent::GameEnd { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::NoHooks;
    use crate::rules::{Flow, RuleSet};

    /// A table of players named Ann, Bob, Cy… under `rules`, Ann starting.
    struct Table {
        scorer: Scorer,
        state: State,
    }

    impl Table {
        fn new(rules: RuleSet, players: usize) -> Table {
            let names: Vec<String> = ["Ann", "Bob", "Cy", "Di"][..players]
                .iter()
                .map(|n| n.to_string())
                .collect();
            let scorer = Scorer::new(rules, Vec::new()).expect("rules compile");
            let mut table = Table {
                scorer,
                state: State::new(&names),
            };
            table.play("first Ann").expect("Ann starts");
            table
        }

        fn with_flow(flow: Flow, players: usize) -> Table {
            Table::new(
                RuleSet {
                    flow,
                    ..RuleSet::default()
                },
                players,
            )
        }

        /// Plays `;`-separated actions: `first NAME`, `t DICE`, `k DICE`, `b`, `s`.
        fn play(&mut self, actions: &str) -> Result<Vec<Event>, GameError> {
            let mut events = Vec::new();
            for action in actions.split(';').map(str::trim) {
                let (word, rest) = action.split_once(' ').unwrap_or((action, ""));
                let dice = || Faces::parse(rest).expect("test dice");
                let action = match word {
                    "first" => Action::First(rest.to_owned()),
                    "t" => Action::Throw(dice()),
                    "k" => Action::Keep(dice()),
                    "b" => Action::Bank,
                    "s" => Action::Steal,
                    other => panic!("unknown test action {other}"),
                };
                let mut next = self.state.clone();
                events.extend(next.apply(&self.scorer, &mut NoHooks, &action)?);
                self.state = next;
            }
            Ok(events)
        }

        fn total(&self, player: usize) -> Points {
            self.state.players[player].total
        }

        fn open(&mut self, players: &[usize]) {
            for &p in players {
                self.state.players[p].open = true;
            }
        }

        fn turn(&self) -> &Turn {
            self.state.turn().expect("a turn is under way")
        }
    }

    fn final_round() -> Flow {
        Flow {
            final_round: true,
            ..Flow::default()
        }
    }

    #[test]
    fn reaching_the_winning_score_wins_at_once_in_the_standard_game() {
        let mut t = Table::new(RuleSet::default(), 3);
        t.state.players[0].total = 10_500;
        t.open(&[0]);
        t.play("t 111234; k 111; b").expect("bank");
        assert_eq!(t.state.winners(), Some(&[0][..]));
    }

    #[test]
    fn final_round_lets_the_players_after_the_first_to_win_at_finish_the_round() {
        let mut t = Table::with_flow(final_round(), 3);
        t.open(&[0, 1, 2]);
        t.state.players[0].total = 10_500;
        t.state.players[2].total = 10_900;
        let events = t.play("t 111234; k 111; b").expect("Ann banks 500");
        assert!(events.contains(&Event::FinalRound { player: 0 }));
        assert!(!t.state.is_over());
        t.play("t 234623").expect("Bob busts");
        assert!(!t.state.is_over());
        t.play("t 555234; k 555; b").expect("Cy banks 500");
        // Cy, the last before the starter, finished the round with the highest total.
        assert_eq!(t.state.winners(), Some(&[2][..]));
    }

    #[test]
    fn final_round_ties_on_the_highest_total_share_the_win() {
        let mut t = Table::with_flow(final_round(), 2);
        t.open(&[0, 1]);
        t.state.players[0].total = 10_500;
        t.state.players[1].total = 10_500;
        t.play("t 111234; k 111; b; t 111234; k 111; b")
            .expect("both bank 500");
        assert_eq!(t.state.winners(), Some(&[0, 1][..]));
    }

    #[test]
    fn final_round_ends_at_once_when_the_seat_before_the_starter_reaches_it() {
        let mut t = Table::with_flow(final_round(), 2);
        t.open(&[0, 1]);
        t.state.players[1].total = 10_900;
        t.play("t 234623; t 111234; k 111; b")
            .expect("Ann busts, Bob banks");
        assert_eq!(t.state.winners(), Some(&[1][..]));
    }

    fn stacking() -> Flow {
        Flow {
            point_stacking: true,
            ..Flow::default()
        }
    }

    #[test]
    fn point_stacking_three_ones_kept_over_three_throws_make_500() {
        let mut t = Table::with_flow(stacking(), 2);
        t.open(&[0]);
        t.play("t 123462; k 1; t 12346; k 1; t 1234; k 1")
            .expect("three single ones");
        assert_eq!(t.turn().points, 500);
        t.play("b").expect("bank");
        assert_eq!(t.total(0), 500);
    }

    #[test]
    fn point_stacking_kept_dice_must_still_score_in_their_own_throw() {
        let mut t = Table::with_flow(stacking(), 2);
        t.play("t 113462; k 11").expect("two ones");
        let err = t
            .play("t 1346; k 1 3")
            .expect_err("a 3 alone does not score");
        assert!(matches!(
            err,
            GameError::Rule(crate::rules::RuleError::DoesNotScore { .. })
        ));
    }

    #[test]
    fn point_stacking_values_six_held_dice_at_hot_dice_and_starts_fresh() {
        let mut t = Table::with_flow(stacking(), 2);
        // 1 1 | 1 5 | 5 5: six dice held = three 1s (500) + three 5s (500).
        t.play("t 113462; k 11; t 1546; k 15; t 55; k 55")
            .expect("hot dice");
        assert_eq!(t.turn().points, 1000);
        assert_eq!(t.turn().held, Counts::EMPTY);
        // The fresh stack does not combine with the dice held before.
        t.play("t 123462; k 1").expect("a single one");
        assert_eq!(t.turn().points, 1100);
    }

    fn hand_off(hand_off: HandOff) -> Flow {
        Flow {
            hand_off,
            ..Flow::default()
        }
    }

    #[test]
    fn cut_throat_thief_who_banks_takes_the_bankers_points() {
        let mut t = Table::with_flow(hand_off(HandOff::CutThroat), 2);
        t.open(&[0, 1]);
        t.play("t 111234; k 111; b")
            .expect("Ann banks 500 with 3 left");
        let events = t.play("s").expect("Bob steals");
        assert!(events.contains(&Event::Stole {
            player: 1,
            from: 0,
            points: 500,
            dice: 3
        }));
        assert_eq!(t.turn().in_hand, 3);
        t.play("t 155; k 155; b").expect("Bob keeps 200 and banks");
        assert_eq!(t.total(1), 700);
        assert_eq!(t.total(0), 0);
        assert_eq!(
            t.state.history[0].outcome,
            Outcome::LostToThief {
                points: 500,
                thief: 1
            }
        );
    }

    #[test]
    fn cut_throat_thief_who_busts_gives_the_points_back() {
        let mut t = Table::with_flow(hand_off(HandOff::CutThroat), 2);
        t.open(&[0, 1]);
        t.play("t 111234; k 111; b; s; t 155; k 1; t 34")
            .expect("Bob steals and busts");
        assert_eq!(t.total(0), 500);
        assert_eq!(t.total(1), 0);
        assert_eq!(t.state.history[0].outcome, Outcome::Banked { points: 500 });
    }

    #[test]
    fn piggy_back_banker_keeps_the_points_and_the_thief_starts_from_them() {
        let mut t = Table::with_flow(hand_off(HandOff::PiggyBack), 2);
        t.open(&[0, 1]);
        t.play("t 111234; k 111; b; s; t 155; k 155; b")
            .expect("Bob piggy-backs");
        assert_eq!(t.total(0), 500);
        assert_eq!(t.total(1), 700);
    }

    #[test]
    fn piggy_back_thief_alone_loses_on_a_bust() {
        let mut t = Table::with_flow(hand_off(HandOff::PiggyBack), 2);
        t.open(&[0, 1]);
        t.play("t 111234; k 111; b; s; t 234").expect("Bob busts");
        assert_eq!((t.total(0), t.total(1)), (500, 0));
    }

    #[test]
    fn steal_is_only_the_first_thing_in_a_turn() {
        let mut t = Table::with_flow(hand_off(HandOff::CutThroat), 2);
        t.open(&[0, 1]);
        t.play("t 111234; k 111; b; t 123456").expect("Bob throws");
        assert!(matches!(t.play("s"), Err(GameError::NothingToSteal { .. })));
    }

    #[test]
    fn steal_needs_a_bank_by_the_previous_player() {
        let mut t = Table::with_flow(hand_off(HandOff::CutThroat), 2);
        t.play("t 234623").expect("Ann busts");
        let err = t.play("s").expect_err("nothing banked");
        assert!(err.to_string().contains("did not bank"), "{err}");
    }

    #[test]
    fn steal_is_refused_in_the_standard_game() {
        let mut t = Table::new(RuleSet::default(), 2);
        t.open(&[0, 1]);
        t.play("t 111234; k 111; b").expect("Ann banks");
        assert!(matches!(t.play("s"), Err(GameError::NothingToSteal { .. })));
    }

    #[test]
    fn steal_after_hot_dice_takes_six_dice() {
        let mut t = Table::with_flow(hand_off(HandOff::PiggyBack), 2);
        t.open(&[0, 1]);
        t.play("t 123456; k 123456; b; s").expect("Bob steals");
        assert_eq!((t.turn().in_hand, t.turn().points), (6, 2000));
    }

    fn norwegian_opening() -> Flow {
        Flow {
            opening: Opening::OnesAndFives,
            ..Flow::default()
        }
    }

    #[test]
    fn ones_and_fives_opening_sets_ones_and_fives_aside_for_the_player() {
        let mut t = Table::with_flow(norwegian_opening(), 2);
        t.play("t 153342").expect("a one and a five");
        let turn = t.turn();
        assert_eq!(
            (turn.points, turn.in_hand, turn.throw.clone()),
            (150, 4, None)
        );
    }

    #[test]
    fn ones_and_fives_opening_scores_three_ones_500_and_nothing_else() {
        let mut t = Table::with_flow(norwegian_opening(), 2);
        // Three 4s do not count while opening.
        t.play("t 111444").expect("three ones");
        assert_eq!((t.turn().points, t.turn().in_hand), (500, 3));
    }

    #[test]
    fn ones_and_fives_opening_banks_itself_at_the_opening_score() {
        let mut t = Table::with_flow(norwegian_opening(), 2);
        t.play("t 111534; t 1 5").expect("550 then 150");
        assert_eq!(t.total(0), 700);
        assert!(t.state.players[0].open);
        assert_eq!(t.turn().player, 1);
    }

    #[test]
    fn ones_and_fives_opening_fails_on_a_throw_without_one_or_five() {
        let mut t = Table::with_flow(norwegian_opening(), 2);
        t.play("t 153342; t 3462").expect("150, then nothing");
        assert_eq!(t.total(0), 0);
        assert_eq!(t.state.history[0].outcome, Outcome::Bust { lost: 150 });
    }

    #[test]
    fn ones_and_fives_opening_fails_when_the_dice_run_out() {
        let mut t = Table::with_flow(norwegian_opening(), 2);
        t.play("t 155234; t 152; t 5")
            .expect("the dice run out at 400");
        assert_eq!(t.state.history[0].outcome, Outcome::OutOfDice { lost: 400 });
        assert_eq!(t.turn().player, 1);
    }

    #[test]
    fn ones_and_fives_opening_refuses_keep_and_bank() {
        let mut t = Table::with_flow(norwegian_opening(), 2);
        t.play("t 153342").expect("a one and a five");
        assert!(matches!(
            t.play("k 1"),
            Err(GameError::SetAsideAutomatically { .. })
        ));
        assert!(matches!(
            t.play("b"),
            Err(GameError::SetAsideAutomatically { .. })
        ));
    }

    fn one_throw() -> Flow {
        Flow {
            one_throw_when_open: true,
            ..Flow::default()
        }
    }

    #[test]
    fn one_throw_when_open_scores_the_throw_in_full_and_banks_it() {
        let mut t = Table::with_flow(one_throw(), 2);
        t.open(&[0]);
        t.play("t 111552").expect("one throw");
        assert_eq!(t.total(0), 600);
        assert_eq!(t.turn().player, 1);
    }

    #[test]
    fn one_throw_when_open_busts_a_throw_that_scores_nothing() {
        let mut t = Table::with_flow(one_throw(), 2);
        t.open(&[0]);
        t.play("t 234623").expect("bust");
        assert_eq!(t.state.history[0].outcome, Outcome::Bust { lost: 0 });
    }

    #[test]
    fn one_throw_when_open_leaves_players_who_are_not_open_to_the_opening() {
        let mut t = Table::with_flow(one_throw(), 2);
        t.play("t 111234; k 111").expect("a normal opening turn");
        assert_eq!(t.turn().in_hand, 3);
    }
}
