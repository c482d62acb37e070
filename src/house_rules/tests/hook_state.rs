//! A refused action costs a script without memory no rebuild (memory.rs); every way a
//! script can remember must still be caught, and a refusal then forgotten exactly as a
//! replay forgets it.

use std::rc::Rc;

use crate::dice::Faces;
use crate::game::{Action, Game, HookEvent, Hooks, State};
use crate::house_rules::sandbox::{Allowance, Sandbox};
use crate::house_rules::*;
use crate::render::Words;

fn script(source: &str) -> HouseRule {
    HouseRule::new("test", "house_rules/test.lua", source)
}

/// Whether the bytecode of `source` says it may remember anything between hook calls.
fn remembers(source: &str) -> bool {
    let sandbox = Sandbox::new("house_rules/test.lua", Allowance::new()).expect("sandbox");
    sandbox
        .compile(source, "@house_rules/test.lua")
        .expect("compiles");
    sandbox.remembers()
}

fn names() -> Vec<String> {
    vec!["Ann".into(), "Bob".into()]
}

fn faces(text: &str) -> Faces {
    Faces::parse(text).expect("dice")
}

/// A bank hook that does `body` (which sets `seen`, text) and refuses banks under 1,100
/// with "seen …": two refusals in a row must say the same, the first one forgotten, in a
/// real game (whose hooks reset) and in a simulator's (whose hooks renew), and the game
/// must equal its replay.
fn refusal_is_forgotten(setup: &str, body: &str) {
    let source = format!(
        "marbles.api(2)\n{setup}\nmarbles.on('bank', function(event)\n{body}\nif event.points < 1100 then return {{ refuse = 'seen ' .. tostring(seen) }} end\nend)"
    );
    for simulated in [false, true] {
        let rules = inspect(&[script(&source)])
            .unwrap_or_else(|err| panic!("{err}\n{source}"))
            .rules;
        let mut game = if simulated {
            Game::simulated(rules, &names())
        } else {
            Game::new(rules, &names())
        }
        .expect("a game");
        game.apply(Action::First("Ann".into())).expect("start");
        game.apply(Action::Throw(faces("1 1 1 1 2 3")))
            .expect("throw");
        game.apply(Action::Keep(faces("1111"))).expect("keep");
        let first = game
            .apply(Action::Bank)
            .expect_err("refused")
            .words()
            .to_string();
        let again = game
            .apply(Action::Bank)
            .expect_err("refused")
            .words()
            .to_string();
        assert_eq!(
            first, again,
            "the first refusal is forgotten (simulated: {simulated})\n{source}"
        );
        assert!(first.starts_with("seen "), "{first}");
        let rules = inspect(&[script(&source)]).expect("loads").rules;
        let mut replayed =
            Game::replay(rules, &names(), game.actions().to_vec(), Vec::new()).expect("replays");
        assert_eq!(replayed.state(), game.state());
        let replayed_says = replayed
            .apply(Action::Bank)
            .expect_err("refused")
            .words()
            .to_string();
        assert_eq!(replayed_says, first, "{source}");
    }
}

/// Setups and hook bodies that remember in the bytecode's plain sight.
const WRITES: [(&str, &str); 10] = [
    // A counter in an upvalue.
    ("local n = 0", "n = n + 1 local seen = n"),
    // In a global.
    ("count = 0", "count = count + 1 local seen = count"),
    // In a table the main chunk made.
    ("local t = { n = 0 }", "t.n = t.n + 1 local seen = t.n"),
    // Through a helper function.
    (
        "local n = 0 local function bump() n = n + 1 return n end",
        "local seen = bump()",
    ),
    // Through a helper that writes the table it is given.
    (
        "local log = {} local function add(list, x) list[#list + 1] = x end",
        "add(log, 1) local seen = #log",
    ),
    // In a metatable's __newindex function.
    (
        "local store = {} local proxy = setmetatable({}, { __newindex = function(_, k, v) store[k] = v end, __index = store })",
        "proxy.n = (proxy.n or 0) + 1 local seen = store.n",
    ),
    // In an __index function that counts what it is asked.
    (
        "local asked = 0 local lazy = setmetatable({}, { __index = function() asked = asked + 1 return asked end })",
        "local seen = lazy.anything",
    ),
    // In a string.gsub callback.
    (
        "local n = 0",
        "local s = ('x'):gsub('x', function() n = n + 1 end) local seen = n",
    ),
    // In a table kept inside a kept table.
    (
        "local kept = {}",
        "kept[1] = kept[1] or {} kept[1].n = (kept[1].n or 0) + 1 local seen = kept[1].n",
    ),
    // In the event's own table, which the bytecode cannot tell from one kept (so any
    // write to what a hook was given counts), though the view refuses the write.
    (
        "",
        "local ok = pcall(function() event.extra = 1 end) local seen = tostring(ok)",
    ),
];

#[test]
fn every_write_that_outlives_a_hook_call_is_memory_and_is_forgotten_on_a_refusal() {
    for (setup, body) in WRITES {
        let source =
            format!("marbles.api(2)\n{setup}\nmarbles.on('bank', function(event)\n{body}\nend)");
        assert!(remembers(&source), "{source}");
        refusal_is_forgotten(setup, body);
    }
}

/// Setups and hook bodies whose bytecode writes only what each call makes, but which
/// remember through a library function (or the `marbles` module): `harden.lua` counts
/// those calls, so the refusal still rebuilds.
const CALLS: [(&str, &str); 11] = [
    ("local log = {}", "table.insert(log, 1) local seen = #log"),
    (
        "local log = {}",
        "table.insert(log, 1, 'x') table.remove(log) table.insert(log, 1) local seen = #log",
    ),
    (
        "local t = { n = 0 }",
        "rawset(t, 'n', t.n + 1) local seen = t.n",
    ),
    (
        "local store = { n = 0 } local meta = { __newindex = store }",
        "local mine = {} setmetatable(mine, meta) mine.n = (rawget(store, 'n') or 0) + 1 local seen = store.n",
    ),
    (
        "local co = coroutine.wrap(function() local i = 0 while true do i = i + 1 coroutine.yield(i) end end)",
        "local seen = co()",
    ),
    (
        "local co = coroutine.create(function() local i = 0 while true do i = i + 1 coroutine.yield(i) end end)",
        "local _, seen = coroutine.resume(co)",
    ),
    ("", "local seen = math.random(1000000)"),
    ("", "local seen = math.random(1000000) math.randomseed(7)"),
    (
        "local words = ('a b c d e f'):gmatch('%a')",
        "local seen = words()",
    ),
    ("", "local seen = tostring({})"),
    (
        "",
        "local seen = tostring(pcall(marbles.times_three, 2)) marbles.api(1)",
    ),
];

#[test]
fn every_library_call_that_changes_what_a_script_sees_again_is_forgotten_on_a_refusal() {
    for (setup, body) in CALLS {
        let source =
            format!("marbles.api(2)\n{setup}\nmarbles.on('bank', function(event)\n{body}\nend)");
        assert!(
            !remembers(&source),
            "the bytecode alone passes it: {source}"
        );
        refusal_is_forgotten(setup, body);
    }
}

#[test]
fn a_walk_next_keeps_counts_as_a_change() {
    let allowance = Allowance::new();
    let sandbox = Sandbox::new("house_rules/test.lua", Rc::clone(&allowance)).expect("sandbox");
    let run = |body: &str| {
        let source = format!("local t = {{ a = 1, b = 2 }} return function() {body} end");
        let f: mlua::Function = sandbox
            .run(100_000, |scope| {
                let main = sandbox.compile(&source, "@house_rules/test.lua")?;
                scope.call(&main, sandbox.chunk_values().clone())
            })
            .expect("runs");
        let before = allowance.standing();
        sandbox
            .run(100_000, |scope| scope.call::<()>(&f, ()))
            .expect("runs");
        !allowance.untouched_since(&before)
    };
    assert!(run("local k = next(t) next(t, k)"), "a walk kept");
    assert!(!run("local k = next(t)"), "a first step keeps nothing");
    assert!(
        !run("for k, v in pairs(t) do end"),
        "pairs keeps its own walk"
    );
    assert!(!run("local s = tostring(1) .. string.format('%d', 2)"));
    assert!(!run(
        "local t2 = {} t2.x = 1 local s = table.concat({1, 2}, ',')"
    ));
}

#[test]
fn hooks_that_write_only_what_they_make_are_memoryless() {
    for source in [
        include_str!("../../../tests/fixtures/simulate/refuse_odd_rounds.lua"),
        include_str!("../../../house_rules/bump.lua"),
        "marbles.api(2)\nlocal limit = 1100\nlocal function over(n) return n >= limit end\nmarbles.on('bank', function(event, game)\n  local t = {}\n  for i, p in ipairs(game.players) do t[#t + 1] = p.name end\n  local s = {x = 1}\n  s.y = 2\n  local function inner() local u = {} u[1] = 2 return u end\n  local v = inner()\n  if not over(event.points) then return { refuse = table.concat(t, ',') .. v[1] } end\nend)",
        "marbles.api(2)\nmarbles.on('keep', function(event)\n  local best = nil\n  for _, d in ipairs(event.dice) do if best == nil or d > best then best = d end end\n  local out = best and { points = 0 } or nil\n  while true do break end\n  return out\nend)",
    ] {
        assert!(!remembers(source), "{source}");
    }
    // Shipped scripts that count or remember.
    for name in ["three_busts", "zilch"] {
        let shipped = SHIPPED.iter().find(|s| s.name == name).expect("shipped");
        assert!(remembers(shipped.source), "{name}");
    }
}

#[test]
fn a_script_that_could_reach_the_numbering_is_not_followed() {
    // Naming the numbering function, or reading the main chunk's `...` (whose `birth`
    // the chunks it then uses would call), could make `{}` something kept.
    for source in [
        "marbles.api(2)\nlocal __marbles_birth = function(t) return t end\nmarbles.on('bank', function() local t = {} t.x = 1 end)",
        "marbles.api(2)\nlocal values = ...\nmarbles.on('bank', function() local t = {} t.x = 1 end)",
    ] {
        assert!(remembers(source), "{source}");
    }
    // Nor is a chunk the reader cannot read.
    assert!(memory_of_garbage());
}

fn memory_of_garbage() -> bool {
    crate::house_rules::hook_state::remembers(b"\x1bLua\x54\x00 not a chunk", "")
}

/// The hooks of `source` as a game would have them.
fn hooks_of(source: &str) -> ScriptHooks {
    let sources = [script(source)];
    let composed = compose(&sources).expect("loads");
    ScriptHooks::new(sources.to_vec(), composed.scripts, composed.allowance)
}

#[test]
fn a_refusal_by_a_script_without_memory_needs_no_rebuild_and_one_with_memory_does() {
    let source = include_str!("../../../tests/fixtures/simulate/refuse_odd_rounds.lua");
    let mut state = State::new(&names(), &crate::rules::RuleSet::default());
    state.round = 1;
    let mut hooks = hooks_of(source);
    hooks.checkpoint();
    let bank = HookEvent::Bank {
        player: 0,
        points: 500,
    };
    let effect = hooks.on(&bank, &state).expect("answers");
    assert!(effect.refuse.is_some(), "round 1 is odd");
    assert!(hooks.forget_refused(), "nothing to rebuild");
    // A counting script cannot.
    let mut hooks = hooks_of(
        "marbles.api(2)\nlocal n = 0\nmarbles.on('bank', function() n = n + 1 return { refuse = 'no' } end)",
    );
    hooks.checkpoint();
    hooks.on(&bank, &state).expect("answers");
    assert!(!hooks.forget_refused());
    // Nor a memoryless one whose handler failed part-way.
    let mut hooks = hooks_of("marbles.api(2)\nmarbles.on('bank', function() error('no') end)");
    hooks.checkpoint();
    assert!(hooks.on(&bank, &state).is_err());
    assert!(!hooks.forget_refused());
}
