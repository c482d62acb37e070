use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::{Duration, Instant};

use mlua::chunk::ChunkMode;
use mlua::{FromLuaMulti, VmState};
use mlua::{Function, HookTriggers, IntoLuaMulti, Lua, LuaOptions, MultiValue, StdLib, Table};

use super::births;
use super::budget::{Budget, Doing};
use super::hook_state;

/// Memory one script's Lua state may use, its sandbox's own set-up included. A house
/// rule needs kilobytes; the limit also bounds the work one instruction can do (`..` and
/// string comparison touch every byte of their strings), which no count sees.
pub(crate) const MEMORY_LIMIT: usize = 4 * 1024 * 1024;
/// The most house-rule scripts one game may carry: with [`MEMORY_LIMIT`] it bounds the
/// memory of all of a game's sandboxes together, and with the budgets the work of a load.
pub(crate) const MAX_SCRIPTS: usize = 16;
/// Lua instructions one load of house rules may run: setting up every script's sandbox,
/// every script's main chunk and every call of their combination functions while the
/// scoring tables are built, together.
pub(crate) const LOAD_BUDGET: u64 = 2_000_000;
/// Lua instructions one game event may run: every handler of every script, together.
pub(crate) const EVENT_BUDGET: u64 = 200_000;
/// Lua instructions one hook or combination call may run.
pub(crate) const CALL_BUDGET: u64 = 100_000;
/// Lua instructions the hooks of one game may run in all, from its first action: undo,
/// a refused action and resume replay them all, so this bounds how long that takes.
pub(crate) const GAME_BUDGET: u64 = 20_000_000;
/// Wall-clock time one load may take: only a guard against a hang, for work the
/// instruction count cannot see (joining or comparing long strings over and over). What
/// a load may do is decided by [`LOAD_BUDGET`] alone, on every machine alike: a shipped
/// rule loads in a few milliseconds, so no busy machine comes near this (at 1 second, a
/// loaded machine refused one).
pub(crate) const LOAD_DEADLINE: Duration = Duration::from_secs(60);
/// Wall-clock time one event's handlers may take: like [`LOAD_DEADLINE`], only a guard
/// against a hang. What a hook may do is decided by [`CALL_BUDGET`] and [`GAME_BUDGET`]
/// alone, the same on every machine; a budget's worth of instructions runs in well under
/// a second even on a loaded machine, so no game that replays comes near this (at 1
/// second it could refuse live what replays fine on a quiet machine).
pub(crate) const EVENT_DEADLINE: Duration = Duration::from_secs(30);
/// Wall-clock time the hooks of one game may take in all, from its first action: with
/// [`LOAD_DEADLINE`] it bounds a resume even for work no instruction count sees, and is
/// as generous (a game's budget of instructions runs in a few seconds at worst).
pub(crate) const GAME_DEADLINE: Duration = Duration::from_secs(120);
/// How often the budget is checked, in instructions. Every call counts from zero (the
/// count is started again when a call begins) and is charged what it ran rounded up to
/// this, so nothing a call does depends on the calls before it, and a call too short to
/// be checked still pays: a hundred keeps the rounding a small part of a call's cost.
const CHECK_EVERY: u32 = 100;
/// How far up the Lua stack to look for the script's own line.
const MAX_DEPTH: usize = 1_000;

/// The work house rules are doing: loading, or answering one event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Task {
    /// Running the scripts and their combination functions.
    Load,
    /// Running the handlers of this event.
    Event(&'static str),
}

impl Task {
    fn budget(self) -> u64 {
        match self {
            Task::Load => LOAD_BUDGET,
            Task::Event(_) => EVENT_BUDGET,
        }
    }

    fn deadline(self) -> Duration {
        match self {
            Task::Load => LOAD_DEADLINE,
            #[cfg(test)]
            Task::Event(_) => tests::EVENT_DEADLINE_NOW.get(),
            #[cfg(not(test))]
            Task::Event(_) => EVENT_DEADLINE,
        }
    }
}

/// What the scripts of one set of house rules may still do: per call, and for the load or
/// event under way (every script together), in instructions and in time. Shared by the
/// sandboxes of those scripts, so no script and no number of calls can outrun it.
#[derive(Debug)]
pub(crate) struct Allowance {
    task: Cell<Task>,
    /// Instructions left for the task.
    left: Cell<u64>,
    /// Instructions left for every event of the game, from its first action.
    game_left: Cell<u64>,
    /// Instructions left for the call under way, and what it was given.
    call_left: Cell<u64>,
    call_granted: Cell<u64>,
    deadline: Cell<Instant>,
    /// How long the task was given, for messages.
    time: Cell<Duration>,
    /// Time left for every event of the game, from its first action.
    game_time_left: Cell<Duration>,
    /// Whether the game's time, not the event's own, set the task's deadline.
    game_time_binds: Cell<bool>,
    /// When the task began.
    started: Cell<Instant>,
    /// Set once anything is spent: the error every later check raises again.
    spent: RefCell<Option<String>>,
    /// Whether it was the wall clock that ran out, not an instruction budget.
    slow: Cell<bool>,
    /// Where a load was when the wall clock ran out (`FILE:LINE: `, or empty), for the
    /// message worded in the table's language ([`Allowance::slow_place`]).
    slow_place: RefCell<String>,
    /// Whether the game's own budget ran out (not the task's): no later event can run.
    game_spent: Cell<bool>,
    /// The last script line the budget check saw, to place memory errors.
    last_line: Cell<Option<usize>>,
    /// How many times the scripts have called a library function that changes what a
    /// script can see again (`host.touch` in `harden.lua`): a refused action that adds to
    /// it needs the hooks rebuilt, whatever the scripts' bytecode says.
    touched: Cell<u64>,
}

/// Where the game's budget stood, for putting it back ([`Allowance::back_to`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Standing {
    game_left: u64,
    game_time_left: Duration,
    touched: u64,
}

impl Allowance {
    /// A fresh allowance, starting a load.
    pub(crate) fn new() -> Rc<Allowance> {
        let allowance = Allowance {
            task: Cell::new(Task::Load),
            left: Cell::new(0),
            game_left: Cell::new(GAME_BUDGET),
            call_left: Cell::new(0),
            call_granted: Cell::new(0),
            deadline: Cell::new(Instant::now()),
            time: Cell::new(Duration::ZERO),
            game_time_left: Cell::new(GAME_DEADLINE),
            game_time_binds: Cell::new(false),
            started: Cell::new(Instant::now()),
            spent: RefCell::new(None),
            slow: Cell::new(false),
            slow_place: RefCell::new(String::new()),
            game_spent: Cell::new(false),
            last_line: Cell::new(None),
            touched: Cell::new(0),
        };
        allowance.begin(Task::Load);
        Rc::new(allowance)
    }

    /// Makes this allowance what [`Allowance::new`] gives, for the next game of a
    /// simulation that keeps its sandboxes: a full game budget and time, starting a load.
    pub(crate) fn renew(&self) {
        self.game_left.set(GAME_BUDGET);
        self.game_spent.set(false);
        self.game_time_left.set(GAME_DEADLINE);
        self.call_left.set(0);
        self.call_granted.set(0);
        self.last_line.set(None);
        self.begin(Task::Load);
    }

    /// Starts `task` with its full budget and deadline.
    pub(crate) fn begin(&self, task: Task) {
        self.begin_with(task, task.budget(), task.deadline());
    }

    /// Starts `task` with the given limits (tests use small ones).
    pub(crate) fn begin_with(&self, task: Task, instructions: u64, time: Duration) {
        self.task.set(task);
        self.left.set(instructions);
        let game_time = self.game_time_left.get();
        let binds = matches!(task, Task::Event(_)) && game_time < time;
        let time = if binds { game_time } else { time };
        self.game_time_binds.set(binds);
        self.time.set(time);
        let now = Instant::now();
        self.started.set(now);
        self.deadline.set(now + time);
        *self.spent.borrow_mut() = None;
        self.slow.set(false);
    }

    /// Ends the event under way: its time counts against the game's.
    pub(crate) fn end_event(&self) {
        if matches!(self.task.get(), Task::Event(_)) {
            let spent = self.started.get().elapsed();
            self.game_time_left
                .set(self.game_time_left.get().saturating_sub(spent));
        }
    }

    /// Counts a call that changed what a script can see again (see [`Allowance::touched`]).
    pub(crate) fn touch(&self) {
        self.touched.set(self.touched.get().wrapping_add(1));
    }

    /// Where the game's budget and the count of [`Allowance::touch`] stand.
    pub(crate) fn standing(&self) -> Standing {
        Standing {
            game_left: self.game_left.get(),
            game_time_left: self.game_time_left.get(),
            touched: self.touched.get(),
        }
    }

    /// Whether no script has touched anything since `standing` was taken.
    pub(crate) fn untouched_since(&self, standing: &Standing) -> bool {
        self.touched.get() == standing.touched
    }

    /// Gives the game back the budget and time it had at `standing`: what a refused
    /// action's events ran no longer counts, as after a rebuild that offers the events
    /// before it again (which costs what they cost the first time).
    pub(crate) fn back_to(&self, standing: &Standing) {
        self.game_left.set(standing.game_left);
        self.game_time_left.set(standing.game_time_left);
    }

    /// Charges a call that has ended for the instructions it ran since the budget was
    /// last checked: fewer than [`CHECK_EVERY`], charged as that many to the task and the
    /// game (never to the call, which has ended), so the charge is the call's own.
    fn settle(&self) {
        let rest = u64::from(CHECK_EVERY);
        self.left.set(self.left.get().saturating_sub(rest));
        if matches!(self.task.get(), Task::Event(_)) {
            self.game_left
                .set(self.game_left.get().saturating_sub(rest));
        }
    }

    /// Instructions left for the task under way.
    pub(crate) fn left(&self) -> u64 {
        self.left.get()
    }

    /// Whether the task failed on the wall-clock backstop: the machine was too slow or too
    /// busy for it, which says nothing about the rules.
    pub(crate) fn too_slow(&self) -> bool {
        self.slow.get()
    }

    /// Where the load was when the wall clock stopped it (see [`Allowance::too_slow`]):
    /// `FILE:LINE: `, or empty when no line of a script was running.
    pub(crate) fn slow_place(&self) -> String {
        self.slow_place.borrow().clone()
    }

    /// Whether the task failed because the game's instruction budget is used up.
    pub(crate) fn game_spent(&self) -> bool {
        self.game_spent.get()
    }

    /// Takes `cost` instructions from the call and the task, or spends the allowance and
    /// says why (`what` names the work for the message).
    fn take(&self, cost: u64, lua: &Lua, what: Option<&str>) -> mlua::Result<()> {
        if let Some(spent) = self.spent.borrow().as_ref() {
            return Err(mlua::Error::runtime(spent));
        }
        let (call_left, left) = (self.call_left.get(), self.left.get());
        let event = matches!(self.task.get(), Task::Event(_));
        let game_left = self.game_left.get();
        if cost >= call_left
            || cost >= left
            || (event && cost >= game_left)
            || Instant::now() >= self.deadline.get()
        {
            return Err(self.spend(lua, what, cost));
        }
        self.call_left.set(call_left - cost);
        self.left.set(left - cost);
        if event {
            self.game_left.set(game_left - cost);
        }
        Ok(())
    }

    /// Records why the allowance ran out and returns the error to raise.
    #[cold]
    fn spend(&self, lua: &Lua, what: Option<&str>, cost: u64) -> mlua::Error {
        // Without a line of the script's own, the message still starts with its name.
        let place = user_place(lua)
            .map(|place| format!("{place}: "))
            .unwrap_or_default();
        let task = self.task.get();
        let event = matches!(task, Task::Event(_));
        let (call_left, left, game_left) = (
            self.call_left.get(),
            self.left.get(),
            if event {
                self.game_left.get()
            } else {
                u64::MAX
            },
        );
        let call_binds = call_left <= left && call_left <= game_left;
        let game_binds = game_left < left && game_left < call_left;
        let out_of_time = Instant::now() >= self.deadline.get();
        let doing = match task {
            Task::Load => Doing::Load,
            Task::Event(event) => Doing::Event(event),
        };
        let message = if out_of_time && self.game_time_binds.get() {
            self.slow.set(true);
            Budget::GameTime {
                place: &place,
                time: GAME_DEADLINE,
            }
            .said()
        } else if out_of_time {
            self.slow.set(true);
            *self.slow_place.borrow_mut() = place.clone();
            Budget::TaskTime {
                place: &place,
                task: doing,
                time: self.time.get(),
            }
            .said()
        } else if let Some(what) = what {
            Budget::CallCost {
                place: &place,
                what,
                cost,
                left: call_left.min(left).min(game_left),
            }
            .said()
        } else if game_binds {
            self.game_spent.set(true);
            Budget::GameSpent {
                place: &place,
                budget: GAME_BUDGET,
            }
            .said()
        } else if call_binds {
            Budget::Endless {
                place: &place,
                granted: self.call_granted.get(),
            }
            .said()
        } else {
            Budget::TaskSpent {
                place: &place,
                task: doing,
                budget: task.budget(),
            }
            .said()
        };
        self.call_left.set(0);
        *self.spent.borrow_mut() = Some(message.clone());
        mlua::Error::runtime(message)
    }

    fn is_spent(&self) -> bool {
        self.spent.borrow().is_some()
    }
}

/// `source` as stock Lua reads a script file (`luaL_loadfile`): without a UTF-8
/// byte-order mark (many editors write one), and with a first line starting `#` (a
/// `#!/usr/bin/env lua` line) blanked, its line break kept so the line numbers in error
/// messages stay the author's.
fn as_lua_reads_a_file(source: &str) -> std::borrow::Cow<'_, str> {
    let text = source.strip_prefix('\u{FEFF}').unwrap_or(source);
    if text.starts_with('#') {
        let rest = text.find('\n').map_or("", |at| &text[at..]);
        return std::borrow::Cow::Owned(rest.to_owned());
    }
    std::borrow::Cow::Borrowed(text)
}

/// `path:line` of the innermost frame running a script's own code: script chunks are
/// named `@path`, the sandbox's own code is not.
fn user_place(lua: &Lua) -> Option<String> {
    (0..MAX_DEPTH)
        .map_while(|level| {
            lua.inspect_stack(level, |debug| {
                let source = debug.source();
                source
                    .source
                    .as_deref()
                    .is_some_and(|s| s.starts_with('@'))
                    .then(|| {
                        format!(
                            "{}:{}",
                            source.short_src.as_deref().unwrap_or("?"),
                            debug.current_line().unwrap_or(0)
                        )
                    })
            })
        })
        .flatten()
        .next()
}

/// One script's Lua state: only table, string, math, utf8 and coroutine; no way to load
/// code, reach files or the OS; bounded memory; an instruction budget no `pcall`,
/// handler, coroutine or library call can outlive; and nothing that differs between
/// processes (see `harden.lua`).
pub(crate) struct Sandbox {
    lua: Lua,
    allowance: Rc<Allowance>,
    /// The script's path as loaded, the name every message starts with.
    chunk: String,
    /// `enter(f, ...)`: calls `f` so that errors name the script's line.
    enter: Function,
    /// `birth(t)`: numbers a table made outside the script, so `pairs` can order it.
    birth: Function,
    /// What compiled chunks receive (see [`Sandbox::chunk_values`]).
    chunk_values: Table,
    /// `renew()`: puts the shared tables back as set up (see `harden.lua`).
    renew: Function,
    /// The library's `setmetatable`, for marbles' own tables (the API module's proxies):
    /// the script's refuses weak tables and has the sandbox collect only at calls.
    library_setmetatable: Function,
    /// `call(handler, ...)`: builds a hook's `event` and `game` tables and calls it (see
    /// `hook_call.lua`).
    hook_call: Function,
    /// Strings handed to the script again and again (event names, player names), made
    /// once: making a string from Rust is a protected call into Lua.
    texts: RefCell<Vec<(Box<str>, mlua::LuaString)>>,
    /// Some script chunk compiled here may remember something between hook calls
    /// ([`hook_state::remembers`]).
    remembers: Cell<bool>,
    /// A script here has given a table a metatable, which could make it weak later
    /// (`mt.__mode = "k"` after `setmetatable`): from then on the collector runs only
    /// when a call begins, a whole cycle, so what a weak table holds at any point is what
    /// the script's own objects make it, never how much garbage came before.
    collect_at_calls: Rc<Cell<bool>>,
}

/// The most strings a sandbox keeps made (see [`Scope::text`]): a game has at most a
/// hundred players and eight events; beyond, the list starts again.
const MAX_TEXTS: usize = 128;

/// What a call into a sandbox may use: the Lua state, and tables numbered for `pairs`.
pub(crate) struct Scope<'a> {
    sandbox: &'a Sandbox,
}

impl Scope<'_> {
    /// The Lua state.
    pub(crate) fn lua(&self) -> &Lua {
        &self.sandbox.lua
    }

    /// A new table the script may see.
    pub(crate) fn table(&self) -> mlua::Result<Table> {
        let table = self.sandbox.lua.create_table()?;
        self.sandbox.birth.call::<()>(&table)?;
        Ok(table)
    }

    /// `text` as a Lua string, made once per sandbox.
    pub(crate) fn text(&self, text: &str) -> mlua::Result<mlua::LuaString> {
        let mut texts = self.sandbox.texts.borrow_mut();
        if let Some((_, made)) = texts.iter().find(|(t, _)| &**t == text) {
            return Ok(made.clone());
        }
        let made = self.sandbox.lua.create_string(text)?;
        if texts.len() >= MAX_TEXTS {
            texts.clear();
        }
        texts.push((text.into(), made.clone()));
        Ok(made)
    }

    /// Calls `handler` with the event and game tables `hook_call.lua` builds from `args`,
    /// placing its errors on the script's line.
    pub(crate) fn call_hook(
        &self,
        handler: &Function,
        mut args: MultiValue,
    ) -> mlua::Result<mlua::Value> {
        // `args` has room for these two in front (see `hook_args`): no copy.
        args.push_front(mlua::Value::Function(handler.clone()));
        args.push_front(mlua::Value::Function(self.sandbox.hook_call.clone()));
        self.sandbox.enter.call(args)
    }

    /// Calls a script's function, placing its errors on the script's line.
    pub(crate) fn call<R: FromLuaMulti>(
        &self,
        function: &Function,
        args: impl IntoLuaMulti,
    ) -> mlua::Result<R> {
        let mut all = args.into_lua_multi(&self.sandbox.lua)?;
        all.push_front(mlua::Value::Function(function.clone()));
        self.sandbox.enter.call(all)
    }
}

impl Sandbox {
    /// A fresh sandbox for the script shown to people as `chunk`, drawing on `allowance`.
    pub(crate) fn new(chunk: &str, allowance: Rc<Allowance>) -> Result<Sandbox, String> {
        let fail = |err: mlua::Error| format!("{chunk}: could not set up the Lua sandbox: {err}");
        let libs = StdLib::TABLE | StdLib::STRING | StdLib::MATH | StdLib::UTF8 | StdLib::COROUTINE;
        let lua = Lua::new_with(libs, LuaOptions::default()).map_err(fail)?;
        // Setting up is the sandbox's work, not the script's, but it is part of the load:
        // a save of many scripts pays for every sandbox it sets up.
        allowance.call_left.set(CALL_BUDGET);
        allowance.call_granted.set(CALL_BUDGET);
        let collect_at_calls = Rc::new(Cell::new(false));
        let exports = lock_down(&lua, &allowance, &collect_at_calls).map_err(fail)?;
        let get = |name: &str| exports.get::<Function>(name).map_err(fail);
        let (enter, birth, renew) = (get("enter")?, get("birth")?, get("renew")?);
        let chunk_values = exports.get::<Table>("chunk").map_err(fail)?;
        let quiet_setmetatable = get("setmetatable")?;
        let hook_call = trusted(&lua, "=hooks", HOOK_CALL)
            .and_then(|chunk| chunk.call::<Function>((&birth, &quiet_setmetatable)))
            .map_err(fail)?;
        Ok(Sandbox {
            lua,
            allowance,
            chunk: chunk.to_owned(),
            enter,
            birth,
            chunk_values,
            renew,
            library_setmetatable: quiet_setmetatable,
            hook_call,
            texts: RefCell::new(Vec::new()),
            remembers: Cell::new(false),
            collect_at_calls,
        })
    }

    /// Makes this sandbox again what [`Sandbox::new`] built, for a simulator's next game,
    /// without building a Lua state: the shared tables (globals, libraries, the string
    /// metatable) get back their fields, and `tostring`'s numbering, `next`'s walks and
    /// `math.random` start again. `false` when a script left something that cannot be put
    /// back (a protected metatable): build a new sandbox instead.
    ///
    /// What a script made for itself is dropped with the script's old closures; the one
    /// difference from a new sandbox is what no script's result depends on: how much
    /// garbage there is (a weak table is only ever seen just after a whole collection,
    /// see `collect_at_calls`) and the instruction count (started again at every call).
    pub(crate) fn renew(&self) -> Result<bool, String> {
        self.run(CALL_BUDGET, |scope| scope.call::<bool>(&self.renew, ()))
    }

    /// Compiles trusted or script source with every table and function it makes numbered
    /// at birth (see [`births`]). Call the chunk with [`Sandbox::chunk_values`] first.
    pub(crate) fn compile(&self, source: &str, name: &str) -> mlua::Result<Function> {
        // Only scripts' chunks (named `@path`) are judged: the API module's functions
        // write its own tables, and change nothing a hook could see again once loaded.
        let script = name.starts_with('@');
        if let Some((function, remembers)) = compiled(&self.lua, name, source) {
            if script && remembers {
                self.remembers.set(true);
            }
            return Ok(function);
        }
        let function = self.compile_text(source, name, script)?;
        if remember_compiled(name, source, &function, script) && script {
            self.remembers.set(true);
        }
        Ok(function)
    }

    /// The library's `setmetatable`, for marbles' own Lua code (see the field).
    pub(crate) fn library_setmetatable(&self) -> &Function {
        &self.library_setmetatable
    }

    /// Whether a script chunk run here may remember something between hook calls (see
    /// [`hook_state`]): if not, what its hooks did in a refused action changed nothing.
    pub(crate) fn remembers(&self) -> bool {
        self.remembers.get()
    }

    /// Counts a call that changed what a script can see again (`marbles.api` from a
    /// hook): see [`Allowance::touch`].
    pub(crate) fn touch(&self) {
        self.allowance.touch();
    }

    fn compile_text(&self, source: &str, name: &str, script: bool) -> mlua::Result<Function> {
        let source = as_lua_reads_a_file(source);
        let source = source.as_ref();
        // A script's source as written decides whether it compiles, so syntax errors
        // read as the author wrote it; only then is the numbered copy compiled. marbles'
        // own API module compiles (its tests load it): compiling its 22 KB twice was a
        // fifth of a `score` run with three house rules.
        if script {
            self.lua
                .load(source)
                .set_name(name)
                .set_mode(ChunkMode::Text)
                .into_function()?;
        }
        let numbered = if !script && source == API {
            Ok(API_NUMBERED.to_owned())
        } else {
            births::number(source)
        };
        let numbered = numbered.map_err(|unreadable| {
            mlua::Error::runtime(match unreadable {
                births::Unreadable::Close { line } => format!(
                    "{}:{line}: to-be-closed variables (<close>) are not available in house rules: their __close handler could outrun the instruction budget",
                    self.chunk
                ),
                births::Unreadable::Text => format!(
                    "{}: marbles could not follow this script's text: please report it",
                    self.chunk
                ),
            })
        })?;
        self.lua
            .load(numbered)
            .set_name(name)
            .set_mode(ChunkMode::Text)
            .into_function()
    }

    /// Instructions left for the task under way, all scripts together.
    pub(crate) fn left(&self) -> u64 {
        self.allowance.left()
    }

    /// The first value every compiled chunk is called with: the functions its rewritten
    /// text calls.
    pub(crate) fn chunk_values(&self) -> &Table {
        &self.chunk_values
    }

    /// Runs `f` with a fresh call budget of `instructions` (within what is left of the
    /// task), turning any failure into one line that starts with the script's name and,
    /// where Lua knows it, the line.
    pub(crate) fn run<R>(
        &self,
        instructions: u64,
        f: impl FnOnce(&Scope<'_>) -> mlua::Result<R>,
    ) -> Result<R, String> {
        let allowance = &self.allowance;
        allowance.call_left.set(instructions);
        allowance.call_granted.set(instructions);
        allowance.last_line.set(None);
        if self.collect_at_calls.get() {
            // The one point the collector runs at (see `collect_at_calls`). A failure
            // here is the memory limit's, which the call itself would meet at once.
            let _ = self.lua.gc_collect();
        }
        // The count starts from zero: where the last call left it must not decide where
        // this one is stopped.
        let counted = watch_budget(&self.lua, allowance);
        // Once anything is spent it stays spent until the next task begins: the task has
        // failed, and every later call of it fails at once.
        let answer = counted
            .and_then(|()| f(&Scope { sandbox: self }))
            .map_err(|err| self.message(&err));
        allowance.settle();
        answer
    }

    /// One line for people: the first line of the innermost error, placed in the script.
    pub(crate) fn message(&self, err: &mlua::Error) -> String {
        let mut err = err;
        while let mlua::Error::CallbackError { cause, .. } = err {
            err = cause;
        }
        let out_of_memory = || {
            let place = match self.allowance.last_line.get() {
                Some(line) => format!("{}:{line}", self.chunk),
                None => self.chunk.clone(),
            };
            Budget::Memory {
                place: &place,
                mib: MEMORY_LIMIT / (1024 * 1024),
            }
            .said()
        };
        let text = match err {
            mlua::Error::SyntaxError { message, .. } | mlua::Error::RuntimeError(message) => {
                message.clone()
            }
            mlua::Error::MemoryError(_) => out_of_memory(),
            other => other.to_string(),
        };
        // What the script said, without the traceback mlua adds below it; a line break
        // the script put in its message is kept, shown as `\n`, so no word of it is
        // lost and it stays one line among marbles' own.
        let said = text
            .split("\nstack traceback:")
            .next()
            .unwrap_or_default()
            .trim();
        let line = said.replace('\r', "\\r").replace('\n', "\\n");
        // A memory error rethrown by Lua code arrives as Lua's own text.
        if line == "not enough memory" || line.ends_with(": not enough memory") {
            return out_of_memory();
        }
        if line.starts_with(&self.chunk) {
            line
        } else {
            format!("{}: {line}", self.chunk)
        }
    }
}

const HARDEN: &str = include_str!("harden.lua");
/// marbles' API module, as scripts load it.
pub(crate) const API: &str = include_str!("api.lua");
/// [`API`] numbered by [`births::number`] when marbles was built (`build.rs`).
const API_NUMBERED: &str = include_str!(concat!(env!("OUT_DIR"), "/api_numbered.lua"));
const HOOK_CALL: &str = include_str!("hook_call.lua");

/// Chunks this thread has compiled, as Lua bytecode with their chunk name and source
/// text, and whether they may remember anything between calls ([`hook_state::remembers`]):
/// a new game resets its hooks by building every sandbox again, and a simulation plays
/// thousands of games, so the same few scripts would be parsed (and their tables
/// numbered, see [`births`]) thousands of times. Only bytecode this process compiled
/// itself, or the build compiled into it (`TRUSTED_LUA`), from the very same name and
/// text, is ever loaded: never bytes from outside. A list, not a map keyed by the text:
/// hashing (and copying, to look up) 26 KB of `harden.lua` at every sandbox cost more
/// than comparing names, then texts, of the few chunks there are.
type CompiledChunks = Vec<Compiled>;

/// One chunk compiled before.
struct Compiled {
    name: String,
    source: String,
    bytecode: Vec<u8>,
    remembers: bool,
}

/// The most chunks kept per thread: a game has at most [`MAX_SCRIPTS`] scripts and the
/// API module; anything beyond is rare and simply compiled again.
const MAX_COMPILED: usize = 64;

thread_local! {
    static COMPILED: RefCell<CompiledChunks> = const { RefCell::new(Vec::new()) };
}

// marbles' own chunks, compiled by `build.rs` with the Lua this binary embeds.
include!(concat!(env!("OUT_DIR"), "/trusted_lua.rs"));

/// The chunk compiled before from exactly this name and text, loaded into `lua`, and
/// whether it may remember anything: marbles' own as the build compiled them (they
/// remember nothing a hook could see again), else this thread's.
fn compiled(lua: &Lua, name: &str, source: &str) -> Option<(Function, bool)> {
    let load = |bytecode: &[u8]| {
        lua.load(bytecode)
            .set_name(name)
            .set_mode(ChunkMode::Binary)
            .into_function()
            .ok()
    };
    let built = TRUSTED_LUA
        .iter()
        .find(|(built_name, text, _)| *built_name == name && *text == source);
    // Bytecode this Lua cannot read (a build for another kind of machine) is compiled
    // from its text instead, like any other chunk.
    if let Some(function) = built.and_then(|(_, _, bytecode)| load(bytecode)) {
        return Some((function, false));
    }
    COMPILED.with_borrow(|chunks| {
        let chunk = chunks
            .iter()
            .find(|chunk| chunk.name == name && chunk.source == source)?;
        Some((load(&chunk.bytecode)?, chunk.remembers))
    })
}

/// Keeps a freshly compiled chunk's bytecode for [`compiled`]; returns whether the chunk
/// may remember anything between calls (true when it cannot be read). Only a script's
/// chunk is read for that (`script`); marbles' own are taken as they are (`false`).
fn remember_compiled(name: &str, source: &str, function: &Function, script: bool) -> bool {
    // Dumping cannot fail for a function just compiled short of a broken Lua state; if it
    // does, the chunk is compiled from its text next time, as it always was.
    let dumped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| function.dump(false)));
    let Ok(bytecode) = dumped else {
        return true;
    };
    let remembers = script && hook_state::remembers(&bytecode, source);
    COMPILED.with_borrow_mut(|chunks| {
        if chunks.len() >= MAX_COMPILED {
            chunks.clear();
        }
        chunks.push(Compiled {
            name: name.to_owned(),
            source: source.to_owned(),
            bytecode,
            remembers,
        });
    });
    remembers
}

/// marbles' own Lua `source`, compiled as written (not renumbered: it numbers what it
/// makes itself), from this thread's cache when it can.
fn trusted(lua: &Lua, name: &str, source: &str) -> mlua::Result<Function> {
    if let Some((function, _)) = compiled(lua, name, source) {
        return Ok(function);
    }
    let function = lua
        .load(source)
        .set_name(name)
        .set_mode(ChunkMode::Text)
        .into_function()?;
    remember_compiled(name, source, &function, false);
    Ok(function)
}

/// Checks the budget every [`CHECK_EVERY`] instructions from now, the count started
/// from zero.
fn watch_budget(lua: &Lua, allowance: &Rc<Allowance>) -> mlua::Result<()> {
    let budget = Rc::clone(allowance);
    lua.set_global_hook(
        HookTriggers::new().every_nth_instruction(CHECK_EVERY),
        move |lua, debug| {
            // The normal path formats nothing: this runs every hundred instructions.
            budget.take(u64::from(CHECK_EVERY), lua, None)?;
            // Only the script's own lines place a later memory error; the sandbox's
            // wrappers run often enough to hide them otherwise.
            if debug
                .source()
                .source
                .is_some_and(|source| source.starts_with('@'))
            {
                budget.last_line.set(debug.current_line());
            }
            Ok(VmState::Continue)
        },
    )
}

/// Removes what a house rule must not reach, installs the budget and runs `harden.lua`;
/// returns what it exports (`enter`, `birth`, and `chunk`, what chunks receive).
/// `collect_at_calls` is set when a script first gives a table a metatable.
fn lock_down(
    lua: &Lua,
    allowance: &Rc<Allowance>,
    collect_at_calls: &Rc<Cell<bool>>,
) -> mlua::Result<Table> {
    let globals = lua.globals();
    for name in ["load", "loadfile", "dofile", "collectgarbage", "require"] {
        globals.raw_set(name, mlua::Value::Nil)?;
    }
    // Scripts written for a plain Lua may print or warn; here output goes nowhere.
    let quiet = lua.create_function(|_, _: MultiValue| Ok(()))?;
    globals.raw_set("print", quiet.clone())?;
    globals.raw_set("warn", quiet)?;

    watch_budget(lua, allowance)?;
    let host = lua.create_table()?;
    let collect = Rc::clone(collect_at_calls);
    host.set(
        "collect_at_calls",
        lua.create_function(move |lua, ()| {
            // Stopped now, in the middle of the call that made the metatable: from here
            // on no cycle runs but the one at the start of each call.
            collect.set(true);
            lua.gc_stop();
            Ok(())
        })?,
    )?;
    let budget = Rc::clone(allowance);
    host.set(
        "check",
        lua.create_function(move |_, ()| match budget.spent.borrow().as_ref() {
            Some(spent) => Err(mlua::Error::runtime(spent)),
            None => Ok(()),
        })?,
    )?;
    let budget = Rc::clone(allowance);
    host.set(
        "spent",
        lua.create_function(move |_, ()| Ok(budget.is_spent()))?,
    )?;
    let budget = Rc::clone(allowance);
    host.set(
        "charge",
        lua.create_function(move |lua, (cost, what): (f64, String)| {
            // NaN and negatives cost nothing; anything past u64 saturates.
            let cost = if cost > 0.0 { cost.ceil() as u64 } else { 0 };
            budget.take(cost, lua, Some(&what))
        })?,
    )?;
    let budget = Rc::clone(allowance);
    host.set(
        "touch",
        lua.create_function(move |_, ()| {
            budget.touch();
            Ok(())
        })?,
    )?;
    host.set(
        "place",
        lua.create_function(|lua, ()| {
            Ok(user_place(lua)
                .map(|place| format!("{place}: "))
                .unwrap_or_default())
        })?,
    )?;
    let harden = trusted(lua, "=sandbox", HARDEN)?;
    let exports: Table = harden.call(host)?;
    lua.set_memory_limit(MEMORY_LIMIT)?;
    Ok(exports)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn the_api_module_numbered_at_build_is_as_numbered_now() {
        assert_eq!(births::number(API).as_deref(), Ok(API_NUMBERED));
    }

    #[test]
    fn marbles_own_lua_runs_as_the_build_compiled_it_from_the_very_same_text() {
        let lua = Lua::new();
        let asked = [
            ("=sandbox", HARDEN),
            ("=hooks", HOOK_CALL),
            ("=marbles api", API),
        ];
        assert_eq!(TRUSTED_LUA.len(), asked.len());
        for (name, text) in asked {
            let (_, _, built) = TRUSTED_LUA
                .iter()
                .find(|(built_name, built_text, _)| *built_name == name && *built_text == text)
                .unwrap_or_else(|| panic!("{name} was compiled when marbles was built"));
            // What compiling the text here gives, byte for byte (the API module is
            // numbered before it compiles, as a script is).
            let compiled_text = if text == API { API_NUMBERED } else { text };
            let here = lua
                .load(compiled_text)
                .set_name(name)
                .into_function()
                .expect("marbles' own Lua compiles");
            assert!(
                here.dump(false) == *built,
                "{name}: the build's bytecode differs"
            );
            assert!(compiled(&lua, name, text).is_some_and(|(_, remembers)| !remembers));
        }
        // Another text under one of those names is compiled from that text, never
        // given the build's bytecode.
        let other = trusted(&lua, "=sandbox", "return 42").expect("compiles");
        assert_eq!(other.call::<i64>(()).expect("runs"), 42);
    }

    thread_local! {
        /// The event backstop in this test thread, so a test can make it fire at will.
        pub(crate) static EVENT_DEADLINE_NOW: Cell<Duration> = const { Cell::new(EVENT_DEADLINE) };
    }

    fn sandbox() -> (Sandbox, Rc<Allowance>) {
        let allowance = Allowance::new();
        let sandbox = Sandbox::new("house_rules/test.lua", Rc::clone(&allowance)).expect("sandbox");
        (sandbox, allowance)
    }

    fn run_script(sandbox: &Sandbox, source: &str) -> Result<mlua::Value, String> {
        sandbox.run(CALL_BUDGET, |scope| {
            let main = sandbox.compile(source, "@house_rules/test.lua")?;
            scope.call(&main, sandbox.chunk_values().clone())
        })
    }

    #[test]
    fn the_deadline_stops_work_the_instruction_count_cannot_see() {
        let (sandbox, allowance) = sandbox();
        // A deadline already past, so the test does not depend on the machine's speed
        // (under load, 50 ms let the game's instruction budget run out first).
        allowance.begin_with(Task::Event("bank"), u64::MAX, Duration::ZERO);
        let err = sandbox
            .run(u64::MAX, |scope| {
                let main = sandbox.compile("while true do end", "@house_rules/test.lua")?;
                scope.call::<()>(&main, sandbox.chunk_values().clone())
            })
            .expect_err("stopped");
        assert!(
            err.starts_with("house_rules/test.lua:1: answering the `bank` event took longer than"),
            "{err}"
        );
    }

    #[test]
    fn the_hooks_of_one_game_share_one_backstop() {
        let (sandbox, allowance) = sandbox();
        allowance.game_time_left.set(Duration::ZERO);
        allowance.begin(Task::Event("throw"));
        let err = sandbox
            .run(CALL_BUDGET, |scope| {
                let main = sandbox.compile("while true do end", "@house_rules/test.lua")?;
                scope.call::<()>(&main, sandbox.chunk_values().clone())
            })
            .expect_err("stopped");
        assert!(
            err.starts_with("house_rules/test.lua:1: the hooks of this game have taken 120 seconds in all on this machine"),
            "{err}"
        );
        assert!(allowance.too_slow());
    }

    #[test]
    fn setting_up_a_sandbox_is_charged_to_the_load() {
        let allowance = Allowance::new();
        Sandbox::new("house_rules/test.lua", Rc::clone(&allowance)).expect("sandbox");
        assert!(
            allowance.left.get() < LOAD_BUDGET,
            "{}",
            allowance.left.get()
        );
    }

    #[test]
    fn a_task_budget_spans_every_call_of_the_task() {
        let (sandbox, allowance) = sandbox();
        allowance.begin_with(Task::Event("keep"), 30_000, EVENT_DEADLINE);
        let main = sandbox
            .run(CALL_BUDGET, |_| {
                sandbox.compile(
                    "return function() for i = 1, 2000 do end end",
                    "@house_rules/test.lua",
                )
            })
            .expect("compiles");
        let spin: Function = sandbox
            .run(CALL_BUDGET, |scope| {
                scope.call(&main, sandbox.chunk_values().clone())
            })
            .expect("runs");
        let mut err = None;
        for _ in 0..100 {
            if let Err(e) = sandbox.run(CALL_BUDGET, |scope| scope.call::<()>(&spin, ())) {
                err = Some(e);
                break;
            }
        }
        let err = err.expect("the task's budget runs out");
        assert!(
            err.contains("answering the `keep` event took more than"),
            "{err}"
        );
        let again = sandbox
            .run(CALL_BUDGET, |scope| scope.call::<()>(&spin, ()))
            .expect_err("spent for the rest of the task");
        assert!(again.contains("took more than"), "{again}");
        allowance.begin(Task::Event("keep"));
        sandbox
            .run(CALL_BUDGET, |scope| scope.call::<()>(&spin, ()))
            .expect("a new event has a new budget");
        let _ = run_script;
    }
}
