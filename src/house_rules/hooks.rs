use std::cell::RefCell;
use std::collections::BTreeSet;
use std::rc::Rc;

use mlua::{Function, MultiValue, Table, Value};

use super::combo::describe;
use super::compose;
use super::sandbox::{Allowance, CALL_BUDGET, Scope, Standing, Task};
use super::script::{Added, ComboOp, Script};
use crate::game::{HookEffect, HookError, HookEvent, Hooks, State, TotalChange};
use crate::rules::{HouseRule, MAX_POINTS, Points};

/// The hooks of the loaded scripts, answering game events in script order.
///
/// `reset` runs every script again in a fresh sandbox, so hook memory after an undo or a
/// resume is exactly what replaying the actions builds.
pub(crate) struct ScriptHooks {
    sources: Vec<HouseRule>,
    scripts: Vec<Script>,
    /// What the scripts may still do in the event under way, all of them together.
    allowance: Rc<Allowance>,
    /// The scripts are exactly what a reset builds: no event has reached them since they
    /// ran (a new game resets hooks straight after loading them). Scripts with combination
    /// matchers never start fresh: the matchers ran in the same Lua state while the
    /// scorer was built, which a reset does not repeat.
    fresh: bool,
    /// An event or a reset failed part-way: the scripts' memory may match no sequence of
    /// actions, so no event is answered from it until a reset rebuilds it.
    stale: bool,
    /// Where the allowance stood at the last [`Hooks::checkpoint`], while the scripts
    /// that stood then still do.
    standing: Option<Standing>,
}

impl ScriptHooks {
    pub(crate) fn new(
        sources: Vec<HouseRule>,
        scripts: Vec<Script>,
        allowance: Rc<Allowance>,
    ) -> ScriptHooks {
        let matchers = scripts.iter().any(|script| {
            script.ops.iter().any(|op| {
                matches!(
                    op,
                    ComboOp::Add {
                        kind: Added::Matcher(_),
                        ..
                    }
                )
            })
        });
        ScriptHooks {
            sources,
            scripts,
            allowance,
            fresh: !matchers,
            stale: false,
            standing: None,
        }
    }

    /// Whether no script's hooks remember anything between calls (see `memory.rs`).
    fn memoryless(&self) -> bool {
        self.scripts
            .iter()
            .all(|script| !script.sandbox.remembers())
    }

    /// The error for a failure of the task under way: too slow, or the script's own.
    fn failure(&self, message: String) -> HookError {
        if self.allowance.too_slow() {
            HookError::TooSlow(message)
        } else if self.allowance.game_spent() {
            HookError::Spent(message)
        } else {
            HookError::Failed(message)
        }
    }
}

impl Hooks for ScriptHooks {
    fn is_stateful(&self) -> bool {
        self.scripts
            .iter()
            .any(|script| !script.handlers.is_empty())
    }

    fn reset(&mut self) -> Result<(), HookError> {
        if (self.fresh && !self.stale) || !self.is_stateful() {
            return Ok(());
        }
        self.stale = true;
        let composed = compose(&self.sources).map_err(|err| match err {
            // Worded in the table's language, as every load failure is.
            slow @ super::HouseRuleError::TooSlow { .. } => HookError::TooSlow(slow.to_string()),
            other => HookError::Failed(other.to_string()),
        })?;
        self.scripts = composed.scripts;
        self.allowance = composed.allowance;
        self.standing = None;
        self.fresh = true;
        self.stale = false;
        Ok(())
    }

    fn renew(&mut self) -> Result<(), HookError> {
        if (self.fresh && !self.stale) || !self.is_stateful() {
            return Ok(());
        }
        // After a failure part-way the Lua states may hold anything: build them anew.
        if self.stale {
            return self.reset();
        }
        // Combination functions renew like the rest: the scorer asked them while it was
        // built and never asks again, and a rerun, like a reset, does not call them.
        self.stale = true;
        self.standing = None;
        // A new game's budget and time; putting the sandboxes back is part of its load.
        self.allowance.renew();
        for script in &mut self.scripts {
            if !matches!(script.sandbox.renew(), Ok(true)) || script.rerun().is_err() {
                // The full rebuild gives the authoritative answer, error or not.
                return self.reset();
            }
        }
        self.fresh = true;
        self.stale = false;
        Ok(())
    }

    fn checkpoint(&mut self) {
        self.standing = Some(self.allowance.standing());
    }

    fn forget_refused(&mut self) -> bool {
        // A handler that failed part-way, a library call that changed something a script
        // sees again, or a script whose bytecode may write what outlives a call: the
        // memory may differ from what the actions that stand built.
        let Some(standing) = self.standing.take() else {
            return false;
        };
        if self.stale || !self.allowance.untouched_since(&standing) || !self.memoryless() {
            return false;
        }
        self.allowance.back_to(&standing);
        true
    }

    fn events(&self) -> Vec<&'static str> {
        const ALL: [&str; 8] = [
            "throw", "keep", "bust", "flood", "bank", "steal", "turn_end", "game_end",
        ];
        ALL.into_iter()
            .filter(|kind| {
                self.scripts.iter().any(|script| {
                    script
                        .handlers
                        .iter()
                        .any(|(k, list)| k == kind && !list.is_empty())
                })
            })
            .collect()
    }

    fn on(&mut self, event: &HookEvent, state: &State) -> Result<HookEffect, HookError> {
        if self.stale {
            return Err(HookError::TooSlow(
                "the house rules could not rebuild their memory of this game in time on this machine, so nothing was changed: type the action again".to_owned(),
            ));
        }
        // An event no script handles runs no Lua, so it needs no budget and no clock, and
        // leaves the scripts as fresh as they were.
        let kind = event_name(event);
        if !self.scripts.iter().any(|script| script.handles(kind)) {
            return Ok(HookEffect::default());
        }
        self.fresh = false;
        // Until every handler has answered, the scripts' memory is part-way through this
        // event; the game rebuilds it by replaying when the action is refused.
        self.stale = true;
        let effect = self.answer(event, state);
        self.allowance.end_event();
        let effect = effect?;
        self.stale = false;
        Ok(effect)
    }
}

impl ScriptHooks {
    fn answer(&self, event: &HookEvent, state: &State) -> Result<HookEffect, HookError> {
        let kind = event_name(event);
        self.allowance.begin(Task::Event(kind));
        let mut effect = HookEffect::default();
        // The totals as the effects so far leave them: each handler's snapshot shows
        // what the handlers before it did.
        let mut totals: Vec<Points> = state.players.iter().map(|p| p.total).collect();
        let acting = event.player();
        let mut acting_sum: Points = 0;
        for script in &self.scripts {
            let Some(handlers) = script.handlers_of(kind) else {
                continue;
            };
            for handler in handlers {
                EXERCISED.with(|seen| {
                    if let Some(places) = seen.borrow_mut().as_mut() {
                        places.insert(place(&handler.function));
                    }
                });
                let answer = script
                    .sandbox
                    .run(CALL_BUDGET, |scope| {
                        let args = hook_args(
                            scope,
                            kind,
                            event,
                            state,
                            Seen {
                                totals: &totals,
                                points: effect.points,
                                rules: &script.rules_in_play,
                            },
                            handler.sees,
                        )?;
                        scope.call_hook(&handler.function, args)
                    })
                    .map_err(|err| HookError::In {
                        hook: kind,
                        dice: event_dice(event).cloned(),
                        error: Box::new(self.failure(err.to_string())),
                    })?;
                // Most hooks answer most events with nothing: that changes nothing, and
                // needs no reading (nor the hook's place, which only messages show).
                if let Value::Nil = answer {
                    continue;
                }
                let place = place(&handler.function);
                let more = read_effect(answer, &place, kind, totals.len(), script.api)?;
                effect.points = sum(effect.points, more.points, "points", &place, kind)?;
                acting_sum = sum(acting_sum, more.total, "total", &place, kind)?;
                let mut changes = more.totals;
                if let Some(player) = acting.filter(|_| more.total != 0) {
                    let by = more.total;
                    changes.insert(0, TotalChange::Adjust { player, by });
                }
                for change in changes {
                    let slot = &mut totals[change.player()];
                    *slot = change.apply(*slot).ok_or_else(|| {
                        format!(
                            "{place}: the `{kind}` hook takes player {}'s total of {slot} past what marbles keeps",
                            change.player() + 1
                        )
                    })?;
                    effect.totals.push(change);
                }
                effect.end_game |= more.end_game;
                if more.winners.is_some() {
                    effect.winners = more.winners;
                }
                if effect.refuse.is_none() {
                    effect.refuse = more.refuse;
                }
                if effect.bust.is_none() {
                    effect.bust = more.bust;
                }
            }
        }
        Ok(effect)
    }
}

/// The longest refusal a hook may give, in characters: one line for people to read.
pub(crate) const MAX_REFUSAL: usize = 200;

/// The dice an event is about, for a failing hook's message.
fn event_dice(event: &HookEvent) -> Option<&crate::dice::Faces> {
    match event {
        HookEvent::Throw { dice, .. } | HookEvent::Keep { dice, .. } => Some(dice),
        _ => None,
    }
}

/// The running sum of the event's hooks, within what a hook may adjust.
fn sum(so_far: Points, more: Points, key: &str, place: &str, kind: &str) -> Result<Points, String> {
    match so_far.checked_add(more) {
        Some(total) if (-MAX_POINTS..=MAX_POINTS).contains(&total) => Ok(total),
        _ => Err(format!(
            "{place}: with the `{kind}` hooks before it, this hook makes {key} = {so_far} + {more}: the hooks of one event together adjust by at most {MAX_POINTS} either way"
        )),
    }
}

thread_local! {
    /// While [`exercised`] runs: where the handlers called on this thread are defined.
    static EXERCISED: RefCell<Option<BTreeSet<String>>> = const { RefCell::new(None) };
}

/// Runs `f` and returns, besides its answer, where every hook handler it called on this
/// thread is defined (`house_rules/NAME.lua:LINE`): what `rules check`'s scenarios
/// exercised.
pub(crate) fn exercised<T>(f: impl FnOnce() -> T) -> (T, BTreeSet<String>) {
    let before = EXERCISED.with(|seen| seen.borrow_mut().replace(BTreeSet::new()));
    let answer = f();
    let places = EXERCISED.with(|seen| std::mem::replace(&mut *seen.borrow_mut(), before));
    (answer, places.unwrap_or_default())
}

/// `house_rules/NAME.lua:LINE` where a handler is defined.
pub(crate) fn place(handler: &Function) -> String {
    let info = handler.info();
    format!(
        "{}:{}",
        info.short_src.as_deref().unwrap_or("?"),
        info.line_defined.unwrap_or(0)
    )
}

/// The name scripts use for an event in `marbles.on`.
pub(crate) fn event_name(event: &HookEvent) -> &'static str {
    event.kind()
}

/// What the handlers before this one have done to an event, which the next one sees.
struct Seen<'a> {
    /// The totals as they left them.
    totals: &'a [Points],
    /// The points they added to the event's (a keep's or a bank's).
    points: Points,
    /// The rules in play, as `game.rules` shows them (a table in the script's sandbox).
    rules: &'a Option<Table>,
}

/// What `hook_call.lua` builds a hook's `event` and `game` tables from, in the order it
/// takes them: the event's fields, the game's, the turn's, then the dice or winners and
/// six values for each player. The game shows the totals and the event the points as
/// the hooks before left them, so effects add up across handlers.
/// A hook that `sees` fewer than both tables gets none of what it cannot see.
fn hook_args(
    scope: &Scope<'_>,
    kind: &str,
    event: &HookEvent,
    state: &State,
    seen: Seen<'_>,
    sees: u8,
) -> mlua::Result<MultiValue> {
    let totals = seen.totals;
    if sees == 0 {
        let mut args = MultiValue::with_capacity(3);
        args.push_back(Value::Integer(0));
        return Ok(args);
    }
    let int = |n: i64| Value::Integer(n);
    let seat = |p: usize| int(p as i64 + 1);
    let name = |p: usize| -> mlua::Result<Value> {
        Ok(match state.players.get(p) {
            Some(player) => Value::String(scope.text(&player.name)?),
            None => Value::Nil,
        })
    };
    let (mut player, mut who, mut points, mut lost, mut from, mut dice_left) = (
        Value::Nil,
        Value::Nil,
        Value::Nil,
        Value::Nil,
        Value::Nil,
        Value::Nil,
    );
    let so_far = |n: Points| int(n.saturating_add(seen.points));
    let mut listed: Vec<i64> = Vec::new();
    let mut has_list = false;
    let mut acting = |p: usize| -> mlua::Result<()> {
        player = seat(p);
        who = name(p)?;
        Ok(())
    };
    match event {
        HookEvent::Throw { player: p, dice } => {
            acting(*p)?;
            listed.extend(dice.as_slice().iter().map(|f| i64::from(f.pips())));
            has_list = true;
        }
        HookEvent::Keep {
            player: p,
            dice,
            points: n,
        } => {
            acting(*p)?;
            listed.extend(dice.as_slice().iter().map(|f| i64::from(f.pips())));
            has_list = true;
            points = so_far(*n);
        }
        HookEvent::Bust { player: p, lost: n } | HookEvent::Flood { player: p, lost: n } => {
            acting(*p)?;
            lost = int(*n);
        }
        HookEvent::Bank {
            player: p,
            points: n,
        } => {
            acting(*p)?;
            points = so_far(*n);
        }
        HookEvent::Steal {
            player: p,
            from: f,
            points: n,
            dice,
        } => {
            acting(*p)?;
            from = seat(*f);
            points = int(*n);
            dice_left = int(*dice as i64);
        }
        HookEvent::TurnEnd { player: p } => acting(*p)?,
        HookEvent::GameEnd { winners } => {
            listed.extend(winners.iter().map(|w| *w as i64 + 1));
            has_list = true;
        }
    }
    let seat_of = |s: Option<usize>| s.map_or(Value::Nil, seat);
    let game = sees >= 2;
    let players = if game {
        state.players.len().min(totals.len())
    } else {
        0
    };
    // Room for the two values `call_hook` puts in front.
    let mut args = MultiValue::with_capacity(24 + listed.len() + 6 * players);
    args.extend([
        int(i64::from(sees)),
        Value::String(scope.text(kind)?),
        player,
        who,
        points,
        lost,
        from,
        dice_left,
        match seen.rules.as_ref().filter(|_| sees >= 2) {
            Some(rules) => Value::Table(rules.clone()),
            None => Value::Nil,
        },
        if has_list {
            int(listed.len() as i64)
        } else {
            Value::Nil
        },
        int(i64::from(state.round)),
        seat_of(state.starter),
        seat_of(state.final_round_by),
        int(players as i64),
    ]);
    match state.turn().filter(|_| game) {
        Some(turn) => args.extend([
            Value::Boolean(true),
            seat(turn.player),
            int(turn.points),
            int(turn.in_hand as i64),
            int(i64::from(turn.keeps)),
            int(i64::from(turn.throws)),
            Value::Boolean(turn.stolen.is_some()),
        ]),
        None => args.extend([
            Value::Boolean(false),
            Value::Nil,
            Value::Nil,
            Value::Nil,
            Value::Nil,
            Value::Nil,
            Value::Nil,
        ]),
    }
    args.extend(listed.into_iter().map(int));
    for (p, total) in state.players.iter().zip(totals).take(players) {
        args.extend([
            Value::String(scope.text(&p.name)?),
            int(*total),
            Value::Boolean(p.open),
            int(i64::from(p.turns)),
            int(i64::from(p.busts)),
            int(i64::from(p.floods)),
        ]);
    }
    Ok(args)
}

/// Reads what a hook returned, naming the hook's line when it is not an effect.
fn read_effect(
    answer: Value,
    place: &str,
    kind: &str,
    players: usize,
    api: i64,
) -> Result<HookEffect, String> {
    let wrong = |what: String| {
        format!(
            "{place}: the `{kind}` hook returned {what}: return nil, or a table with any of points = N, total = N, adjust = {{[player] = N}}, totals = {{[player] = N}}, refuse = \"why\", bust = \"why\" (a throw or keep), end_game = true (or {{winners = {{player, ...}}}})"
        )
    };
    let table = match answer {
        Value::Nil => return Ok(HookEffect::default()),
        Value::Table(table) => table,
        other => return Err(wrong(describe(&other))),
    };
    // Read in a fixed order, so that of several mistakes the same one is named each time.
    let mut pairs = Vec::new();
    for pair in table.pairs::<Value, Value>() {
        let (key, value) = pair.map_err(|err| wrong(err.to_string()))?;
        let key = match &key {
            Value::String(s) => s.to_string_lossy(),
            other => return Err(wrong(format!("a table with the key {}", describe(other)))),
        };
        pairs.push((key, value));
    }
    pairs.sort_by(|a, b| a.0.cmp(&b.0));
    let mut effect = HookEffect::default();
    for (key, value) in pairs {
        match (key.as_str(), &value) {
            ("points" | "total", v) => {
                let too_far = |n: String| {
                    format!(
                        "{place}: the `{kind}` hook returned {key} = {n}: a hook adjusts by at most {MAX_POINTS} either way"
                    )
                };
                let n = match v {
                    Value::Integer(n) => *n,
                    Value::Number(f) if f.is_finite() && f.fract() == 0.0 => {
                        if f.abs() > MAX_POINTS as f64 {
                            return Err(too_far(f.to_string()));
                        }
                        *f as Points
                    }
                    v => return Err(wrong(format!("{key} = {}", describe(v)))),
                };
                if !(-MAX_POINTS..=MAX_POINTS).contains(&n) {
                    return Err(too_far(n.to_string()));
                }
                if key == "points" && n != 0 && !matches!(kind, "keep" | "bank" | "game_end") {
                    return Err(format!(
                        "{place}: the `{kind}` hook returned points = {n}, but a `{kind}` has no points to add to (only `keep` and `bank` do): return total = N to change the player's total"
                    ));
                }
                if kind == "game_end" && n != 0 {
                    return Err(format!(
                        "{place}: the `game_end` hook returned {key} = {n}, but the end of the game has no acting player or points to change: change totals in the `bank` or `turn_end` hook, or return refuse = \"why\" to stop the game from ending"
                    ));
                }
                if key == "points" {
                    effect.points = n;
                } else {
                    effect.total = n;
                }
            }
            (key @ ("adjust" | "totals"), _) if api < 2 => {
                return Err(format!(
                    "{place}: the `{kind}` hook returned {key}, which needs marbles.api(2): change the script's first line to marbles.api(2)"
                ));
            }
            (key @ ("adjust" | "totals"), Value::Table(by_player)) => {
                if kind == "game_end" {
                    return Err(format!(
                        "{place}: the `game_end` hook returned {key}, but totals no longer change once the game has ended: change them in the `bank` or `turn_end` hook"
                    ));
                }
                let mut changes = Vec::new();
                for pair in by_player.pairs::<Value, Value>() {
                    let (player, value) = pair.map_err(|err| wrong(err.to_string()))?;
                    let player = match player {
                        Value::Integer(p) if p >= 1 && (p as u64) <= players as u64 => {
                            (p - 1) as usize
                        }
                        other => {
                            return Err(format!(
                                "{place}: the `{kind}` hook returned {key}[{}] = {}, but there is no player {}: players are numbered 1 to {players} in seating order (event.player, game.players[i])",
                                as_written(&other),
                                as_written(&value),
                                as_written(&other),
                            ));
                        }
                    };
                    let n = match value {
                        Value::Integer(n) => n,
                        Value::Number(f)
                            if f.is_finite()
                                && f.fract() == 0.0
                                && f.abs() <= MAX_POINTS as f64 =>
                        {
                            f as Points
                        }
                        v => {
                            return Err(wrong(format!("{key}[{}] = {}", player + 1, describe(&v))));
                        }
                    };
                    if !(-MAX_POINTS..=MAX_POINTS).contains(&n) {
                        return Err(format!(
                            "{place}: the `{kind}` hook returned {key}[{}] = {n}: a hook sets or adjusts a total by at most {MAX_POINTS} either way",
                            player + 1
                        ));
                    }
                    changes.push(if key == "adjust" {
                        TotalChange::Adjust { player, by: n }
                    } else {
                        TotalChange::Set { player, to: n }
                    });
                }
                // Players in seating order, adjustments before settings: the same
                // answer every time whatever order the table was built in.
                changes.sort_by_key(|c| c.player());
                effect.totals.extend(changes);
            }
            (key @ ("adjust" | "totals"), v) => {
                return Err(wrong(format!(
                    "{key} = {} (give a table like {{[2] = 0}})",
                    describe(v)
                )));
            }
            ("bust", _) if api < 2 => {
                return Err(format!(
                    "{place}: the `{kind}` hook returned bust, which needs marbles.api(2): change the script's first line to marbles.api(2)"
                ));
            }
            ("bust", Value::Nil | Value::Boolean(false)) => {}
            ("bust", _) if !matches!(kind, "throw" | "keep") => {
                return Err(format!(
                    "{place}: the `{kind}` hook returned bust, but only a `throw` or a `keep` can end the turn as a bust: return refuse = \"why\" to refuse the action, or total = N to change the total"
                ));
            }
            ("bust", Value::Boolean(true)) => effect.bust = Some(String::new()),
            ("bust", Value::String(s)) => {
                effect.bust = Some(one_line(&s.to_string_lossy(), place, kind, "bust reason")?);
            }
            ("bust", v) => {
                return Err(wrong(format!(
                    "bust = {} (give true, or the reason as a string: bust = \"why\")",
                    describe(v)
                )));
            }
            ("refuse", Value::String(s)) => {
                let why = one_line(&s.to_string_lossy(), place, kind, "refusal")?;
                effect.refuse = Some(if why.trim().is_empty() {
                    // A refusal must say something, or the player sees a bare "error:".
                    format!("refused by the `{kind}` hook at {place}, which gave no reason")
                } else {
                    why
                });
            }
            ("refuse", Value::Nil | Value::Boolean(false)) => {}
            ("end_game", Value::Boolean(b)) => effect.end_game = *b,
            ("end_game", Value::Table(spec)) => {
                effect.end_game = true;
                effect.winners = Some(read_winners(spec, place, kind, players)?);
            }
            ("refuse", v) => {
                return Err(wrong(format!(
                    "refuse = {} (the reason is a string: refuse = \"why\")",
                    describe(v)
                )));
            }
            ("end_game", v) => {
                return Err(wrong(format!(
                    "end_game = {} (give true, false or {{winners = {{2}}}})",
                    describe(v)
                )));
            }
            (other, _) => return Err(wrong(format!("a table with the unknown key `{other}`"))),
        }
    }
    Ok(effect)
}

/// A hook's text for people (a refusal, a bust's reason): one line of at most
/// [`MAX_REFUSAL`] characters, so it cannot pass for marbles' own lines.
fn one_line(why: &str, place: &str, kind: &str, what: &str) -> Result<String, String> {
    let length = why.chars().count();
    if length > MAX_REFUSAL {
        return Err(format!(
            "{place}: the `{kind}` hook's {what} is {length} characters long: a {what} is one line of at most {MAX_REFUSAL}"
        ));
    }
    if why.chars().any(char::is_control) {
        return Err(format!(
            "{place}: the `{kind}` hook's {what} contains a control character (a newline, tab or the like): a {what} is one line of text"
        ));
    }
    Ok(why.to_owned())
}

/// A value as a script would write it (`0`, `1.5`, `"two"`, `true`), or its type when
/// it has no short literal ("a table").
fn as_written(value: &Value) -> String {
    match value {
        Value::Nil => "nil".to_owned(),
        Value::Boolean(b) => b.to_string(),
        Value::Integer(n) => n.to_string(),
        Value::Number(n) => n.to_string(),
        // Debug quotes it with control characters escaped (`"zilch\0"`).
        Value::String(s) => format!("{:?}", s.to_string_lossy()),
        other => describe(other),
    }
}

/// The players a hook's `end_game = {winners = {...}}` names, from 0, in seating order
/// and each once.
fn read_winners(
    spec: &Table,
    place: &str,
    kind: &str,
    players: usize,
) -> Result<Vec<usize>, String> {
    let wrong = |what: String| {
        format!(
            "{place}: the `{kind}` hook returned end_game = {what}: give end_game = true (the highest total wins) or end_game = {{winners = {{2}}}}, players numbered 1 to {players} in seating order"
        )
    };
    let mut winners = Vec::new();
    for pair in spec.pairs::<Value, Value>() {
        let (key, value) = pair.map_err(|err| wrong(err.to_string()))?;
        match (&key, value) {
            (Value::String(k), Value::Table(list)) if k.as_bytes().as_ref() == b"winners" => {
                for player in list.sequence_values::<Value>() {
                    match player.map_err(|err| wrong(err.to_string()))? {
                        Value::Integer(p) if p >= 1 && (p as u64) <= players as u64 => {
                            winners.push((p - 1) as usize);
                        }
                        other => {
                            return Err(wrong(format!(
                                "{{winners = {{..., {}, ...}}}}",
                                describe(&other)
                            )));
                        }
                    }
                }
            }
            (Value::String(k), other) if k.as_bytes().as_ref() == b"winners" => {
                return Err(wrong(format!("{{winners = {}}}", describe(&other))));
            }
            (other, _) => {
                return Err(wrong(format!("a table with the key {}", describe(other))));
            }
        }
    }
    winners.sort_unstable();
    winners.dedup();
    if winners.is_empty() {
        return Err(wrong("{winners = {}}".to_owned()));
    }
    Ok(winners)
}
