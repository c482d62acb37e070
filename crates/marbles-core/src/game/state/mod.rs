//! Where the game stands, and how each action moves it on.

mod hand_off;
mod opening;
mod standing;
mod tally;

use serde::Serialize;

use super::{
    Action, Event, GameError, HookEffect, HookEvent, Hooks, Loot, Outcome, Player, RollOff,
    ShortOfOpening, TotalChange, Turn, TurnRecord,
};
use crate::dice::{Counts, Faces};
use crate::rules::{Assessment, HandOff, MAX_POINTS, Opening, Points, RuleSet, Scorer, ShortBank};

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
    /// Every finished turn, and every change a house rule made to a total outside its
    /// player's turn, oldest first: the pad.
    pub history: Vec<TurnRecord>,
    /// Who first reached the winning score, when a final round is being played.
    pub final_round_by: Option<usize>,
    #[serde(skip)]
    end_requested: bool,
    /// The winners a hook named when it ended the game (else the leaders win).
    #[serde(skip)]
    winners_named: Option<Vec<usize>>,
    /// What hooks did to totals during the action in play, put on the pad after the turn
    /// when the action ends it, else at the action's end (empty between actions).
    #[serde(skip)]
    after_turn: Vec<TurnRecord>,
    /// The dice in hand at a turn's start and after hot dice (the rules' `dice`).
    #[serde(skip)]
    dice: usize,
}

impl State {
    /// A game about to begin with the roll-off, whose turns start with the dice of
    /// `rules` (six in the standard game, a house rule's `dice` otherwise). The dice
    /// come from the rules, never a default: a start with six dice under five-dice
    /// rules refuses the game's first throw.
    pub fn new(names: &[String], rules: &RuleSet) -> State {
        let dice = rules.dice;
        let mut state = State {
            players: names.iter().map(|n| Player::new(n)).collect(),
            phase: Phase::RollOff(RollOff::new(names.len())),
            starter: None,
            round: 0,
            history: Vec::new(),
            final_round_by: None,
            end_requested: false,
            winners_named: None,
            after_turn: Vec::new(),
            dice,
        };
        // A lone player (a house rule may allow one) has nobody to roll off against.
        if names.len() == 1 {
            state.start(0, &mut Vec::new());
        }
        state
    }

    /// This state as a hook sees it, without the pad (which grows with the game): what
    /// [`Game`](super::Game) keeps of every event offered to stateful hooks, to offer it
    /// again when a refused action has to rebuild their memory.
    pub(crate) fn hook_view(&self) -> State {
        State {
            players: self.players.clone(),
            phase: self.phase.clone(),
            starter: self.starter,
            round: self.round,
            history: Vec::new(),
            final_round_by: self.final_round_by,
            end_requested: self.end_requested,
            winners_named: self.winners_named.clone(),
            after_turn: self.after_turn.clone(),
            dice: self.dice,
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

    /// Applies one action, returning what to announce. On error the state may be part
    /// changed: [`Game`](super::Game) applies to a copy and keeps it only on success.
    pub(crate) fn apply(
        &mut self,
        scorer: &Scorer,
        hooks: &mut dyn Hooks,
        action: &Action,
    ) -> Result<Vec<Event>, GameError> {
        if let Phase::Over { winners } = &self.phase {
            return Err(GameError::GameOver {
                winners: self.names_of(winners),
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
            Action::Keep(dice) => {
                self.keep(scorer, hooks, dice, false, &mut events)?;
            }
            Action::Bank => self.bank(scorer, hooks, &mut events)?,
            Action::Steal => self.steal(scorer, hooks, &mut events)?,
            Action::Tally(tally) => self.tally(scorer, hooks, *tally, &mut events)?,
        }
        if self.end_requested && !self.is_over() {
            let winners = self.winners_named.take().unwrap_or_else(|| self.leaders());
            self.finish(hooks, winners, &mut events)?;
        }
        // What hooks did in an action that did not end the turn goes on the pad now, so
        // the pad adds up between any two actions.
        let notes = std::mem::take(&mut self.after_turn);
        self.history.extend(notes);
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
                throw: throw.clone(),
            });
        }
        dice.expect_count(turn.in_hand)
            .map_err(crate::rules::RuleError::from)?;
        let effect = self.hook(
            hooks,
            HookEvent::Throw {
                player,
                dice: dice.clone(),
            },
            events,
        )?;
        self.turn_mut()?.throws += 1;
        if let Some(why) = effect.bust {
            // A house rule busts the throw whatever it scores (a hook's `bust`).
            let lost = self.turn_in_play()?.points;
            return self.bust(hooks, Outcome::Bust { lost }, Some(why), events);
        }
        let flow = &scorer.rules().flow;
        let open = self.players[player].open;
        match scorer.assess(&dice.counts()) {
            Assessment::Flood => {
                let lost = self.players[player].total;
                self.hook(hooks, HookEvent::Flood { player, lost }, events)?;
                // What hooks did this turn happened before the wipe: on the pad before
                // it, and the Flood takes the total as they left it.
                let notes = std::mem::take(&mut self.after_turn);
                self.history.extend(notes);
                let p = &mut self.players[player];
                let (lost, opened) = (p.total, p.open);
                p.total = 0;
                p.open = false;
                p.floods += 1;
                events.push(Event::Flood {
                    player,
                    lost,
                    opened,
                });
                self.end_turn(hooks, Outcome::Flood { lost }, None, events)
            }
            _ if flow.opening == Opening::OnesAndFives && !open => {
                self.opening_throw(scorer, hooks, dice, events)
            }
            Assessment::Bust => {
                let lost = self.turn_in_play()?.points;
                self.bust(hooks, Outcome::Bust { lost }, None, events)
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

    /// A throw that ends the turn with its points lost; `house_rule` is a hook's reason
    /// when a house rule made it a bust.
    fn bust(
        &mut self,
        hooks: &mut dyn Hooks,
        outcome: Outcome,
        house_rule: Option<String>,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let turn = self.turn_in_play()?;
        let (player, lost) = (turn.player, turn.points);
        let stolen_from = turn.stolen.map(|loot| loot.from);
        // The bust is told before what a hook made of it (a penalty follows the bust).
        let mark = events.len();
        self.hook(hooks, HookEvent::Bust { player, lost }, events)?;
        self.players[player].busts += 1;
        events.insert(
            mark,
            match outcome {
                Outcome::OutOfDice { .. } => Event::OutOfDice { player, lost },
                _ => Event::Bust {
                    player,
                    lost,
                    stolen_from,
                    house_rule,
                },
            },
        );
        self.end_turn(hooks, outcome, None, events)
    }

    /// Sets `dice` aside from the throw; `Ok(false)` when a house rule made the keep a
    /// bust instead (the turn is over).
    fn keep(
        &mut self,
        scorer: &Scorer,
        hooks: &mut dyn Hooks,
        dice: &Faces,
        chosen_for_player: bool,
        events: &mut Vec<Event>,
    ) -> Result<bool, GameError> {
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
        if let Some(why) = effect.bust {
            let lost = self.turn_in_play()?.points;
            self.bust(hooks, Outcome::Bust { lost }, Some(why), events)?;
            return Ok(false);
        }
        let points = value + effect.points;
        let one_throw = flow.one_throw_when_open && self.players[player].open;
        let dice_in_hand = self.dice;
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
            turn.in_hand = dice_in_hand;
            // Point stacking: a full set of six is valued now and the stack starts
            // fresh, so a split never needs more than six dice.
            turn.held = Counts::EMPTY;
            if !one_throw {
                events.push(Event::HotDice { player });
            }
        }
        Ok(true)
    }

    fn bank(
        &mut self,
        scorer: &Scorer,
        hooks: &mut dyn Hooks,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let turn = self.turn_in_play()?;
        self.refuse_during_automatic_opening(scorer, turn.player, turn.in_hand)?;
        let mut kept_for_player = None;
        if let Some(best) = self.best_keep(scorer) {
            let best = best.dice.faces();
            if !self.keep(scorer, hooks, &best, true, events)? {
                // A house rule made the keep a bust: there is no turn left to bank.
                return Ok(());
            }
            kept_for_player = Some(best);
        }
        let turn = self.turn_in_play()?.clone();
        let player = turn.player;
        if turn.keeps == 0 {
            return Err(GameError::NothingToBank {
                in_hand: turn.in_hand,
            });
        }
        let rules = scorer.rules();
        // The one judgement of a bank's size, which the odds and the win chances take too.
        if let Some(short) = rules.refuses_bank(self.players[player].open, turn.points) {
            // The refused bank takes its automatic keep back with it: say what to do
            // from where the player really stands.
            let next = match kept_for_player {
                Some(best) => ShortOfOpening::KeepThenThrow { best },
                None => ShortOfOpening::Throw {
                    in_hand: turn.in_hand,
                },
            };
            let player = self.players[player].name.clone();
            return Err(match short {
                ShortBank::Opening => GameError::NotOpen {
                    player,
                    open_at: rules.open_at,
                    points: turn.points,
                    missing: rules.open_at - turn.points,
                    next,
                },
                ShortBank::MinBank => GameError::BelowMinBank {
                    player,
                    min_bank: rules.min_bank,
                    points: turn.points,
                    missing: rules.min_bank - turn.points,
                    next,
                },
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
        let mark = events.len();
        let effect = self.hook(
            hooks,
            HookEvent::Bank {
                player,
                points: turn.points,
            },
            events,
        )?;
        // What the bank does to other players (a bump) is told after the bank that
        // caused it; changes to the banker's own total stay before, as the bank's total
        // includes them.
        let mut to_others = Vec::new();
        let mut i = mark;
        while i < events.len() {
            if matches!(events[i], Event::TotalAdjusted { player: p, .. } | Event::TotalSet { player: p, .. } if p != player)
            {
                to_others.push(events.remove(i));
            } else {
                i += 1;
            }
        }
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
            house_rule: effect.points,
            total: p.total,
        });
        if !p.open {
            p.open = true;
            p.opened_in_round.get_or_insert(round);
            events.push(Event::Opened { player });
        }
        events.extend(to_others);
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
        // A tally does not say how many dice the turn left, so there is nothing to
        // take over.
        let offer = (rules.flow.hand_off != HandOff::None && !turn.tallied).then_some(Loot {
            from: player,
            points,
            dice: turn.in_hand,
        });
        self.end_turn(hooks, Outcome::Banked { points }, offer, events)?;
        if let Phase::Playing(next) = &mut self.phase {
            next.after_tally = turn.tallied;
        }
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
        let mut turn = Turn::new(next, self.dice);
        turn.offer = offer;
        self.phase = Phase::Playing(turn);
        events.push(Event::TurnPasses { player: next });
        Ok(())
    }

    /// Puts the turn in play on the pad, then what hooks did to totals during it: the
    /// turn's cell shows the total before those changes, each change its own line.
    fn record(&mut self, outcome: Outcome) -> usize {
        let (player, tallied) = self.turn().map_or((0, false), |t| (t.player, t.tallied));
        let after = std::mem::take(&mut self.after_turn);
        let own: Points = after
            .iter()
            .filter(|note| note.player == player)
            .map(note_by)
            .sum();
        let p = &mut self.players[player];
        p.turns += 1;
        let mut total = p.total - own;
        self.history.push(TurnRecord {
            round: self.round,
            player,
            outcome,
            total,
            tallied,
        });
        for mut note in after {
            if note.player == player {
                total += note_by(&note);
                note.total = total;
            }
            self.history.push(note);
        }
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
        self.winners_named = None;
        events.push(Event::Won {
            winners: winners.clone(),
        });
        self.phase = Phase::Over { winners };
        Ok(())
    }

    fn start(&mut self, starter: usize, events: &mut Vec<Event>) {
        self.starter = Some(starter);
        self.round = 1;
        self.phase = Phase::Playing(Turn::new(starter, self.dice));
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
        // Ranges, not `abs()`: the absolute value of i64::MIN does not exist.
        let within = |n: Points| (-MAX_POINTS..=MAX_POINTS).contains(&n);
        let change_within = |c: &TotalChange| match *c {
            TotalChange::Adjust { by, .. } => within(by),
            TotalChange::Set { to, .. } => within(to),
        };
        if !within(effect.points)
            || !within(effect.total)
            || !effect.totals.iter().all(change_within)
        {
            return Err(GameError::HookTooLarge {
                points: effect.points,
                total: effect.total,
            });
        }
        if let Some(message) = effect.refuse.clone() {
            return Err(GameError::Refused(message));
        }
        if effect.total != 0 {
            let Some(player) = event.player() else {
                return Err(GameError::HookTotalAtGameEnd {
                    total: effect.total,
                });
            };
            let p = &mut self.players[player];
            p.total =
                p.total
                    .checked_add(effect.total)
                    .ok_or_else(|| GameError::HookTotalOverflow {
                        player: p.name.clone(),
                        was: p.total,
                        by: effect.total,
                    })?;
            events.push(Event::TotalAdjusted {
                player,
                by: effect.total,
                total: p.total,
            });
            self.note_on_pad(&event, player, effect.total);
        }
        if !effect.totals.is_empty() && event.player().is_none() {
            return Err(GameError::HookTotalAtGameEnd { total: 0 });
        }
        for change in &effect.totals {
            let players = self.players.len();
            let Some(p) = self.players.get_mut(change.player()) else {
                return Err(GameError::HookNoSuchPlayer {
                    player: change.player() + 1,
                    players,
                });
            };
            let was = p.total;
            let to = change
                .apply(was)
                .ok_or_else(|| GameError::HookTotalOverflow {
                    player: p.name.clone(),
                    was,
                    by: match *change {
                        TotalChange::Adjust { by, .. } => by,
                        TotalChange::Set { to, .. } => to.saturating_sub(was),
                    },
                })?;
            p.total = to;
            self.note_on_pad(&event, change.player(), to - was);
            match *change {
                TotalChange::Adjust { player, by } if by != 0 => {
                    events.push(Event::TotalAdjusted {
                        player,
                        by,
                        total: to,
                    });
                }
                TotalChange::Set { player, .. } if was != to => {
                    events.push(Event::TotalSet { player, was, to });
                }
                _ => {}
            }
        }
        self.end_requested |= effect.end_game;
        if let Some(winners) = &effect.winners {
            let players = self.players.len();
            if let Some(&player) = winners.iter().find(|&&w| w >= players) {
                return Err(GameError::HookNoSuchPlayer {
                    player: player + 1,
                    players,
                });
            }
            self.winners_named = Some(winners.clone());
        }
        Ok(effect)
    }

    /// A hook's change to a total gets a line of its own on the pad, so the pad's cells
    /// add up to the totals. A change in an action that ends the turn is put after the
    /// turn (the thrower's with it: the turn's cell shows the total before it), one in
    /// any other action at the action's end, one at the turn's end at once.
    fn note_on_pad(&mut self, event: &HookEvent, player: usize, by: Points) {
        if by == 0 {
            return;
        }
        let note = TurnRecord {
            round: self.round,
            player,
            outcome: Outcome::HouseRule { by },
            total: self.players[player].total,
            tallied: false,
        };
        match event {
            HookEvent::TurnEnd { .. } | HookEvent::GameEnd { .. } => self.history.push(note),
            _ => self.after_turn.push(note),
        }
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
                winners: self.names_of(winners),
            }),
        }
    }

    fn turn_mut(&mut self) -> Result<&mut Turn, GameError> {
        // The same refusal as `turn_in_play`, taken before the mutable borrow.
        let refusal = self.turn_in_play().err();
        match &mut self.phase {
            Phase::Playing(turn) => Ok(turn),
            _ => Err(refusal.unwrap_or(GameError::NoTurn)),
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

    /// The index of the player with this name ([`match_name`](crate::game::match_name):
    /// case does not matter, nor letters typed without the accents a keyboard lacks
    /// when only one player's name reads so); refused with the close names otherwise.
    pub fn player_named(&self, name: &str) -> Result<usize, GameError> {
        let names: Vec<&str> = self.players.iter().map(|p| p.name.as_str()).collect();
        let found = crate::game::match_name(name, &names);
        found.found().ok_or_else(|| GameError::UnknownPlayer {
            name: name.to_owned(),
            players: self.players.iter().map(|p| p.name.clone()).collect(),
            close: found
                .suggestions()
                .into_iter()
                .map(|i| self.players[i].name.clone())
                .collect(),
        })
    }

    /// The names of these players, for a refusal read away from the table.
    fn names_of(&self, players: &[usize]) -> Vec<String> {
        players
            .iter()
            .map(|&i| self.players[i].name.clone())
            .collect()
    }
}

/// The change a house-rule line of the pad records (0 for a turn).
fn note_by(note: &TurnRecord) -> Points {
    match note.outcome {
        Outcome::HouseRule { by } => by,
        _ => 0,
    }
}

#[cfg(test)]
mod tests;
