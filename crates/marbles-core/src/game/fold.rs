//! A game: the rules in play, the actions, undo and redo, and the state they fold to.

use super::amend::settles_the_start;
use super::{
    Action, Amendment, Change, Event, GameError, HookEffect, HookError, HookEvent, Hooks, Outcome,
    Rewrite, RulesInPlay, State, Step, TurnRecord,
};
use crate::rules::Scorer;

/// A game: the players, the rules in play, the accepted actions and the state they
/// fold to.
///
/// Undo drops the last action and refolds from the start; redo puts it back. Folding a
/// few thousand actions takes well under a millisecond, and replay is obviously right
/// where inverse operations would each need their own proof.
pub struct Game {
    rules: RulesInPlay,
    names: Vec<String>,
    actions: Vec<Action>,
    undone: Vec<Action>,
    /// The amends made to the actions, oldest first ([`Amendment::at`]).
    amends: Vec<Amendment>,
    /// The amends taken back and not yet put back, the next to redo last.
    undone_amends: Vec<Amendment>,
    state: State,
    /// Set when the hooks spent the game's budget: every later action is refused at
    /// once rather than replaying the game each time. Cleared by a fold that succeeds
    /// (an undo).
    hooks_spent: bool,
    /// A simulator's game ([`Game::simulated`]): its folds renew the hooks
    /// ([`Hooks::renew`](super::Hooks::renew)) rather than build them again, so a refused
    /// move costs a replay of Lua calls, not new Lua states.
    renew: bool,
    /// Every event the stateful hooks answered for the accepted actions, in order, with
    /// the state it met (its pad left out): a refused action rebuilds the hooks' memory
    /// by offering these again rather than replaying the game, which would make a game
    /// whose hooks refuse often quadratic in its length. Empty when no hook remembers.
    offered: Vec<(HookEvent, State)>,
    /// `offered` matches the accepted actions: false after a fold that failed part-way,
    /// when only a new fold can say what the hooks make of the game.
    offered_whole: bool,
    /// The events the hooks answer ([`Hooks::events`]), the only ones worth keeping.
    answered: Vec<&'static str>,
}

impl Game {
    /// A new game of the standard rules.
    pub fn standard(names: &[String]) -> Result<Game, GameError> {
        Game::new(RulesInPlay::standard(), names)
    }

    /// A new game. Names must be non-empty, distinct, and as many as the rules allow.
    pub fn new(rules: RulesInPlay, names: &[String]) -> Result<Game, GameError> {
        Game::start(rules, names, false)?.with_distinct_names()
    }

    /// [`Game::new`] for a simulator playing game after game on the same rules: the hooks
    /// are renewed ([`Hooks::renew`](super::Hooks::renew)), which reuses the scripts' Lua
    /// states rather than building them again. Real games use [`Game::new`].
    pub fn simulated(rules: RulesInPlay, names: &[String]) -> Result<Game, GameError> {
        Game::start(rules, names, true)?.with_distinct_names()
    }

    /// Refuses two names that are one player's by [`name_key`](super::name_key). A saved
    /// game is not held to it: saves from before the rule took in every script told
    /// names apart by ASCII case only, and they must still load.
    fn with_distinct_names(self) -> Result<Game, GameError> {
        let keys: Vec<String> = self.names.iter().map(|n| super::name_key(n)).collect();
        for (i, key) in keys.iter().enumerate() {
            if keys[..i].contains(key) {
                return Err(GameError::DuplicateName(self.names[i].clone()));
            }
        }
        Ok(self)
    }

    fn start(rules: RulesInPlay, names: &[String], renew: bool) -> Result<Game, GameError> {
        let rule_set = rules.scorer().rules();
        if names.len() < rule_set.min_players || names.len() > rule_set.max_players {
            return Err(GameError::PlayerCount {
                got: names.len(),
                min: rule_set.min_players,
                max: rule_set.max_players,
            });
        }
        let names: Vec<String> = names.iter().map(|n| n.trim().to_owned()).collect();
        for (i, name) in names.iter().enumerate() {
            if name.is_empty() {
                return Err(GameError::EmptyName);
            }
            if names[..i].iter().any(|n| n.eq_ignore_ascii_case(name)) {
                return Err(GameError::DuplicateName(name.clone()));
            }
        }
        let state = State::new(&names, rule_set);
        let mut game = Game {
            rules,
            names,
            actions: Vec::new(),
            undone: Vec::new(),
            amends: Vec::new(),
            undone_amends: Vec::new(),
            state,
            hooks_spent: false,
            renew,
            offered: Vec::new(),
            offered_whole: true,
            answered: Vec::new(),
        };
        if game.rules.hooks.is_stateful() {
            game.answered = game.rules.hooks.events();
        }
        let hooks = game.rules.hooks.as_mut();
        if renew { hooks.renew() } else { hooks.reset() }.map_err(GameError::Hook)?;
        Ok(game)
    }

    /// Rebuilds a saved game: replays `actions`, keeping `undone` for redo. Every undone
    /// action must redo in turn, so a broken history is refused now, not at `redo`.
    pub fn replay(
        rules: RulesInPlay,
        names: &[String],
        actions: Vec<Action>,
        undone: Vec<Action>,
    ) -> Result<Game, GameError> {
        let mut game = Game::start(rules, names, false)?;
        game.actions = actions;
        game.state = game.fold()?;
        if !undone.is_empty() {
            let mut state = game.state.clone();
            for (i, action) in undone.iter().rev().enumerate() {
                state
                    .apply(&game.rules.scorer, game.rules.hooks.as_mut(), action)
                    .map_err(|reason| GameError::Redo {
                        index: i + 1,
                        action: action.clone(),
                        reason: Box::new(reason),
                    })?;
            }
            // The check ran the hooks past the present: rebuild their memory.
            if game.rules.hooks.is_stateful() {
                game.state = game.fold()?;
            }
        }
        game.undone = undone;
        Ok(game)
    }

    /// Applies an action. On error nothing changes.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, GameError> {
        // A starter named as typed (`ase` for Åse) is kept by the name at the table, so
        // the save says who started in the words any marbles reads.
        let action = match action {
            Action::First(name) => match self.state.player_named(&name) {
                Ok(seat) => Action::First(self.state.players[seat].name.clone()),
                Err(_) => Action::First(name),
            },
            action => action,
        };
        let events = self.try_apply(&action)?;
        self.actions.push(action);
        self.undone.clear();
        self.undone_amends.clear();
        Ok(events)
    }

    /// Puts back a saved game's amends (after [`Game::replay`]): `amends` made to its
    /// actions, `undone` taken back. Only their places are checked here; undo and redo
    /// replay them.
    pub fn with_amends(
        mut self,
        amends: Vec<Amendment>,
        undone: Vec<Amendment>,
    ) -> Result<Game, GameError> {
        // An amend's moves were among the actions when it was made: at most `at` of
        // them for one made, all there are (played or undone) for one taken back.
        let all = self.actions.len() + self.undone.len();
        let fits = |list: &[Amendment], len: usize, made: bool| {
            list.windows(2).all(|w| w[0].at <= w[1].at)
                && list.iter().all(|a| {
                    let most = if made { a.at } else { all };
                    a.at <= len
                        && !a.changes.is_empty()
                        && a.changes.iter().all(|c| (1..=most).contains(&c.number))
                })
        };
        if !fits(&amends, self.actions.len(), true) || !fits(&undone, self.undone.len(), false) {
            return Err(GameError::AmendsBroken);
        }
        self.amends = amends;
        self.undone_amends = undone;
        Ok(self)
    }

    /// Replaces moves already played (`(number from 1, new action)`) and replays every
    /// move after them: one step, which [`Game::undo`] takes back whole. The first move
    /// that no longer applies is refused ([`GameError::Amend`]) and nothing changes.
    /// `None` when every move already is what it would become: nothing to record.
    pub fn amend(&mut self, changes: &[(usize, Action)]) -> Result<Option<Amendment>, GameError> {
        let mut amended = self.actions.clone();
        let mut made = Vec::new();
        for (number, now) in changes {
            let Some(was) = number.checked_sub(1).and_then(|i| amended.get(i)).cloned() else {
                return Err(GameError::NoSuchMove {
                    number: *number,
                    moves: self.actions.len(),
                });
            };
            if settles_the_start(&was) || settles_the_start(now) {
                return Err(GameError::AmendStart { number: *number });
            }
            if was != *now {
                amended[number - 1] = now.clone();
                made.push(Change {
                    number: *number,
                    was,
                    now: now.clone(),
                });
            }
        }
        if made.is_empty() {
            return Ok(None);
        }
        let given: Vec<usize> = made.iter().map(|c| c.number).collect();
        self.fold_instead(amended)
            .map_err(|err| amend_error(err, &given))?;
        let amendment = Amendment {
            at: self.actions.len(),
            changes: made,
        };
        self.amends.push(amendment.clone());
        self.undone.clear();
        self.undone_amends.clear();
        Ok(Some(amendment))
    }

    /// The state move `number` (from 1) would meet with `changes` made before it: what
    /// a move given to [`Game::amend`] is read against.
    pub fn state_before(
        &mut self,
        changes: &[(usize, Action)],
        number: usize,
    ) -> Result<State, GameError> {
        let mut before: Vec<Action> = self
            .actions
            .iter()
            .take(number.saturating_sub(1))
            .cloned()
            .collect();
        for (at, now) in changes {
            if let Some(slot) = at.checked_sub(1).and_then(|i| before.get_mut(i)) {
                *slot = now.clone();
            }
        }
        let kept = std::mem::replace(&mut self.actions, before);
        let given: Vec<usize> = changes.iter().map(|(at, _)| *at).collect();
        let met = self.fold().map_err(|err| amend_error(err, &given));
        self.actions = kept;
        // The hooks' memory is the present's again.
        self.state = self.fold()?;
        met
    }

    /// Folds `actions` in place of the game's: on success they are the game's, on
    /// failure the game is as it was.
    fn fold_instead(&mut self, actions: Vec<Action>) -> Result<(), GameError> {
        let kept = std::mem::replace(&mut self.actions, actions);
        match self.fold() {
            Ok(state) => {
                self.state = state;
                Ok(())
            }
            Err(err) => {
                self.actions = kept;
                self.state = self.fold()?;
                Err(err)
            }
        }
    }

    /// The actions with an amend's changes taken back (`back`) or made.
    fn amended(&self, amendment: &Amendment, back: bool) -> Vec<Action> {
        let mut actions = self.actions.clone();
        let changes: Vec<&Change> = if back {
            amendment.changes.iter().rev().collect()
        } else {
            amendment.changes.iter().collect()
        };
        for change in changes {
            if let Some(slot) = actions.get_mut(change.number - 1) {
                *slot = if back { &change.was } else { &change.now }.clone();
            }
        }
        actions
    }

    fn try_apply(&mut self, action: &Action) -> Result<Vec<Event>, GameError> {
        if self.hooks_spent {
            return Err(GameError::HooksSpent);
        }
        // Applying to a copy keeps a refused action from changing anything, but the pad
        // grows with the game: copying it for every action would make a game quadratic in
        // its length (simulations play millions). The copy leaves the pad out; an action
        // only appends to the pad and rewrites the last round's records (a steal marks
        // the victim's bank), so the pad is put back from its length and that tail.
        let pad = std::mem::take(&mut self.state.history);
        let mut next = self.state.clone();
        let tail_from = last_turns_from(&pad, self.state.players.len());
        let tail: Vec<TurnRecord> = pad[tail_from..].to_vec();
        let length = pad.len();
        next.history = pad;
        let offered = self.offered.len();
        let stateful = self.rules.hooks.is_stateful();
        if stateful {
            self.rules.hooks.checkpoint();
        }
        let mut hooks = Offering {
            hooks: self.rules.hooks.as_mut(),
            answered: &self.answered,
            offered: &mut self.offered,
            reached: false,
        };
        let applied = next.apply(&self.rules.scorer, &mut hooks, action);
        let reached = hooks.reached;
        match applied {
            Ok(events) => {
                self.state = next;
                Ok(events)
            }
            Err(err) => {
                self.offered.truncate(offered);
                let mut pad = std::mem::take(&mut next.history);
                pad.truncate(length);
                pad[tail_from..].copy_from_slice(&tail);
                self.state.history = pad;
                if matches!(&err, GameError::Hook(hook) if hook.is_spent()) {
                    // Rebuilding the hooks' memory would replay the whole game for
                    // nothing: no action can be answered until one is undone.
                    self.hooks_spent = true;
                    return Err(err);
                }
                // Hooks may have seen part of the refused action (a bank refused after its
                // automatic keep was shown to them): rebuild their memory from the actions
                // that stand, so it matches the game again.
                // An action refused before any event they answer (a move the rules do
                // not allow) left them untouched, and so did one whose hooks can prove
                // they remember nothing of it (scripts that write only what they make
                // in each call: see `Hooks::forget_refused`).
                if reached && stateful && !self.rules.hooks.forget_refused() {
                    self.rebuild_hooks()?;
                }
                Err(err)
            }
        }
    }

    /// Gives the hooks back the memory the accepted actions build: fresh hooks offered
    /// again every event they answered (`offered`), which costs a few Lua calls per
    /// hooked event rather than a fold of every action. Should that fail (a backstop on a
    /// busy machine), or `offered` not match the actions, the fold decides.
    fn rebuild_hooks(&mut self) -> Result<(), GameError> {
        if self.offered_whole {
            let hooks = self.rules.hooks.as_mut();
            let fresh = if self.renew {
                hooks.renew()
            } else {
                hooks.reset()
            };
            if fresh.is_ok()
                && self
                    .offered
                    .iter()
                    .all(|(event, state)| hooks.on(event, state).is_ok())
            {
                return Ok(());
            }
        }
        self.state = self.fold()?;
        Ok(())
    }

    /// Takes back the last step: the last action, or the last amend when none was
    /// played since it.
    pub fn undo(&mut self) -> Result<Step, GameError> {
        let played = self.actions.len();
        if let Some(amendment) = self.amends.pop_if(|a| a.at == played) {
            let back = self.amended(&amendment, true);
            return match self.fold_instead(back) {
                Ok(()) => {
                    self.undone_amends.push(Amendment {
                        at: self.undone.len(),
                        ..amendment.clone()
                    });
                    Ok(Step::Amended {
                        amendment,
                        rewrite: Rewrite::TakenBack,
                    })
                }
                Err(err) => {
                    self.amends.push(amendment);
                    Err(err)
                }
            };
        }
        let action = self.actions.pop().ok_or(GameError::NothingToUndo)?;
        match self.fold() {
            Ok(state) => {
                self.state = state;
                self.undone.push(action.clone());
                Ok(Step::Undone { action })
            }
            Err(err) => {
                self.actions.push(action);
                Err(err)
            }
        }
    }

    /// Puts back the last step taken back, with the events an action's replay gave.
    pub fn redo(&mut self) -> Result<Step, GameError> {
        let taken_back = self.undone.len();
        if let Some(amendment) = self.undone_amends.pop_if(|a| a.at == taken_back) {
            let again = self.amended(&amendment, false);
            return match self.fold_instead(again) {
                Ok(()) => {
                    let amendment = Amendment {
                        at: self.actions.len(),
                        ..amendment
                    };
                    self.amends.push(amendment.clone());
                    Ok(Step::Amended {
                        amendment,
                        rewrite: Rewrite::PutBack,
                    })
                }
                Err(err) => {
                    self.undone_amends.push(amendment);
                    Err(err)
                }
            };
        }
        let action = self.undone.pop().ok_or(GameError::NothingToRedo)?;
        match self.try_apply(&action) {
            Ok(events) => {
                self.actions.push(action.clone());
                Ok(Step::Redone { action, events })
            }
            Err(err) => {
                self.undone.push(action);
                Err(err)
            }
        }
    }

    /// The state the actions fold to, from a fresh start and fresh hooks.
    fn fold(&mut self) -> Result<State, GameError> {
        self.fold_showing(|_, _| {})
    }

    /// The one fold of a game: from the start under the rules in play (their dice in
    /// hand) and fresh hooks, every action applied in turn, `each` shown every action
    /// with the state it met. Replay, undo, redo's check, `refold` and `retrace` all
    /// come here, so whoever reads a game (resume, history, stats, export) reads the
    /// same state the table played.
    fn fold_showing(&mut self, mut each: impl FnMut(&State, &Action)) -> Result<State, GameError> {
        // The log is rebuilt with the fold, and is whole only once every action is in.
        self.offered.clear();
        self.offered_whole = false;
        let hooks = self.rules.hooks.as_mut();
        if self.renew {
            hooks.renew()
        } else {
            hooks.reset()
        }
        .map_err(GameError::Hook)?;
        self.hooks_spent = false;
        let mut state = State::new(&self.names, self.rules.scorer.rules());
        let mut hooks = Offering {
            hooks: self.rules.hooks.as_mut(),
            answered: &self.answered,
            offered: &mut self.offered,
            reached: false,
        };
        for (i, action) in self.actions.iter().enumerate() {
            each(&state, action);
            state
                .apply(&self.rules.scorer, &mut hooks, action)
                .map_err(|reason| GameError::Replay {
                    index: i + 1,
                    action: action.clone(),
                    reason: Box::new(reason),
                })?;
        }
        self.offered_whole = true;
        Ok(state)
    }

    /// Refolds every action from scratch and returns the result (for checks and benches).
    pub fn refold(&mut self) -> Result<&State, GameError> {
        self.state = self.fold()?;
        Ok(&self.state)
    }

    /// Refolds every action like [`refold`](Game::refold), showing `each` every action
    /// with the state it met. Statistics read a game this way: who threw how many dice,
    /// open or not, is known only part way through the fold.
    pub fn retrace(&mut self, each: impl FnMut(&State, &Action)) -> Result<&State, GameError> {
        self.state = self.fold_showing(each)?;
        Ok(&self.state)
    }

    /// The amends made to the actions, oldest first.
    pub fn amends(&self) -> &[Amendment] {
        &self.amends
    }

    /// The amends taken back and not yet put back, the next to redo last.
    pub fn undone_amends(&self) -> &[Amendment] {
        &self.undone_amends
    }

    /// The rules in play, taken back from a game that is done with (a simulation plays
    /// game after game on one set of scripts; [`Game::new`] resets their hooks).
    pub fn into_rules(self) -> RulesInPlay {
        self.rules
    }

    /// The current state.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The rules in play: scoring, hooks and the house-rule scripts.
    pub fn rules(&self) -> &RulesInPlay {
        &self.rules
    }

    /// The scorer of the rules in play (`rules().scorer()`), which nearly every reader
    /// of a game wants.
    pub fn scorer(&self) -> &Scorer {
        self.rules.scorer()
    }

    /// Player names in seating order.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The accepted actions, oldest first.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The actions undone and not yet redone, the next to redo last.
    pub fn undone(&self) -> &[Action] {
        &self.undone
    }
}

/// The hooks of a game as the engine offers them events: each event they answer is kept,
/// with the state it met, in the game's `offered`.
struct Offering<'a> {
    hooks: &'a mut dyn Hooks,
    answered: &'a [&'static str],
    offered: &'a mut Vec<(HookEvent, State)>,
    /// An event they answer has been offered (whatever came of it): their memory may
    /// have changed.
    reached: bool,
}

impl Hooks for Offering<'_> {
    fn on(&mut self, event: &HookEvent, state: &State) -> Result<HookEffect, HookError> {
        let answers = self.answered.contains(&event.kind());
        self.reached |= answers;
        let effect = self.hooks.on(event, state)?;
        if answers {
            self.offered.push((event.clone(), state.hook_view()));
        }
        Ok(effect)
    }
}

/// Where the pad's last `turns` turns begin (a house rule's change between turns is not
/// a turn): a steal rewrites the previous turn's record, which is among them.
fn last_turns_from(pad: &[TurnRecord], turns: usize) -> usize {
    let mut counted = 0;
    for (i, record) in pad.iter().enumerate().rev() {
        if !matches!(record.outcome, Outcome::HouseRule { .. }) {
            counted += 1;
            if counted >= turns {
                return i;
            }
        }
    }
    0
}

/// A move that failed in the fold of an amended game, said as the amend's: `given` are
/// the moves the amend replaced.
fn amend_error(err: GameError, given: &[usize]) -> GameError {
    match err {
        GameError::Replay {
            index,
            action,
            reason,
        } => GameError::Amend {
            number: index,
            action,
            amended: given.contains(&index),
            reason,
        },
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Faces;
    use crate::game::{HookEffect, HookError, HookEvent, Hooks, Outcome, TotalChange};
    use crate::rules::{Flow, HandOff, RuleSet};

    /// Refuses the end of Bob's turns: a refusal that comes after a steal has already
    /// marked Ann's bank on the pad as lost to the thief.
    struct RefuseBobsTurnEnd;

    impl Hooks for RefuseBobsTurnEnd {
        fn on(&mut self, event: &HookEvent, _state: &State) -> Result<HookEffect, HookError> {
            Ok(HookEffect {
                refuse: matches!(event, HookEvent::TurnEnd { player: 1 })
                    .then(|| "not yet".to_owned()),
                ..HookEffect::default()
            })
        }
    }

    fn faces(text: &str) -> Faces {
        Faces::parse(text).expect("dice")
    }

    /// Ann and Bob at Cut-Throat with no opening score, under `hooks`.
    fn cut_throat_game(hooks: Box<dyn Hooks>) -> Game {
        let rules = RuleSet {
            open_at: 0,
            flow: Flow {
                hand_off: HandOff::CutThroat,
                ..Flow::default()
            },
            ..RuleSet::default()
        };
        let scorer = Scorer::new(rules, Vec::new()).expect("rules compile");
        let names = ["Ann".to_owned(), "Bob".to_owned()];
        Game::new(RulesInPlay::new(scorer, hooks, Vec::new()), &names).expect("a game")
    }

    #[test]
    fn a_starter_typed_without_the_accent_is_kept_by_the_name_at_the_table() {
        let names = ["Ann".to_owned(), "Åse".to_owned()];
        let mut game = Game::standard(&names).expect("a game");
        game.apply(Action::First("ase".into())).expect("Åse starts");
        assert_eq!(game.actions(), [Action::First("Åse".into())]);
        assert_eq!(game.state().starter, Some(1));
        // Two names that fold alike: neither is guessed, both are offered.
        let names = ["Åse".to_owned(), "Äse".to_owned()];
        let mut game = Game::standard(&names).expect("a game");
        let err = game
            .apply(Action::First("Ase".into()))
            .expect_err("ambiguous");
        assert!(
            matches!(&err, GameError::UnknownPlayer { close, .. } if close.len() == 2),
            "{err:?}"
        );
        assert!(game.actions().is_empty());
    }

    #[test]
    fn a_refused_action_leaves_the_pad_as_it_was_even_after_a_steal() {
        let mut game = cut_throat_game(Box::new(RefuseBobsTurnEnd));
        game.apply(Action::First("Ann".into())).expect("Ann starts");
        game.apply(Action::Throw(faces("1 1 1 2 3 4")))
            .expect("throw");
        game.apply(Action::Keep(faces("1 1 1"))).expect("keep");
        game.apply(Action::Bank).expect("bank");
        game.apply(Action::Steal).expect("Bob steals");
        game.apply(Action::Throw(faces("5 2 3"))).expect("throw");
        game.apply(Action::Keep(faces("5"))).expect("keep");
        let before = game.state().clone();
        assert!(game.apply(Action::Bank).is_err(), "the hook refuses");
        assert_eq!(game.state(), &before);
        assert_eq!(
            game.state().history[0].outcome,
            Outcome::Banked { points: 500 }
        );
    }

    #[test]
    fn a_game_of_five_dice_retraces_and_refolds_to_the_state_it_was_played_to() {
        // Issue 19: `retrace` (which stats read) started every game with six dice, so
        // a five-dice game's first throw of five no longer applied.
        let rules = RuleSet {
            dice: 5,
            open_at: 0,
            ..RuleSet::default()
        };
        let scorer = Scorer::new(rules, Vec::new()).expect("rules compile");
        let names = ["Ann".to_owned(), "Bob".to_owned()];
        let rules = RulesInPlay::new(scorer, Box::new(crate::game::NoHooks), Vec::new());
        let mut game = Game::new(rules, &names).expect("a game");
        for action in [
            Action::First("Ann".into()),
            Action::Throw(faces("1 1 1 5 5")),
            Action::Keep(faces("1 1 1 5 5")),
            Action::Bank,
            Action::Throw(faces("2 3 4 6 6")),
        ] {
            game.apply(action).expect("played");
        }
        let played = game.state().clone();
        let mut throws = Vec::new();
        let retraced = game
            .retrace(|before, action| {
                if let (Action::Throw(_), Some(turn)) = (action, before.turn()) {
                    throws.push(turn.in_hand);
                }
            })
            .expect("retraces")
            .clone();
        assert_eq!(retraced, played);
        assert_eq!(throws, [5, 5], "each turn starts with five dice");
        assert_eq!(game.refold().expect("refolds"), &played);
    }

    /// Cut-Throat with a hook that, at the end of Ann's turns, adds 10 to both totals
    /// (house-rule lines on the pad after her turn), and refuses the end of Bob's turns.
    struct FeedBothAtAnnsTurnEnd;

    impl Hooks for FeedBothAtAnnsTurnEnd {
        fn on(&mut self, event: &HookEvent, state: &State) -> Result<HookEffect, HookError> {
            Ok(HookEffect {
                totals: match event {
                    HookEvent::TurnEnd { player: 0 } => vec![
                        TotalChange::Adjust { player: 0, by: 10 },
                        TotalChange::Adjust { player: 1, by: 10 },
                    ],
                    _ => Vec::new(),
                },
                ..RefuseBobsTurnEnd.on(event, state)?
            })
        }
    }

    #[test]
    fn a_refused_action_leaves_the_pad_as_it_was_after_a_steal_past_house_rule_lines() {
        let mut game = cut_throat_game(Box::new(FeedBothAtAnnsTurnEnd));
        game.apply(Action::First("Ann".into())).expect("Ann starts");
        for action in [
            Action::Throw(faces("1 1 1 2 3 4")),
            Action::Keep(faces("1 1 1")),
            Action::Bank,
            Action::Steal,
            Action::Throw(faces("5 2 3")),
            Action::Keep(faces("5")),
            Action::Throw(faces("5 2")),
            Action::Keep(faces("5")),
        ] {
            game.apply(action).expect("played");
        }
        let outcomes: Vec<Outcome> = game.state().history.iter().map(|r| r.outcome).collect();
        assert_eq!(
            outcomes,
            [
                Outcome::Banked { points: 500 },
                Outcome::HouseRule { by: 10 },
                Outcome::HouseRule { by: 10 },
            ]
        );
        let before = game.state().clone();
        assert!(game.apply(Action::Bank).is_err(), "the hook refuses");
        assert_eq!(game.state(), &before);
    }
}
