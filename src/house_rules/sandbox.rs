use std::cell::{Cell, RefCell};
use std::rc::Rc;

use mlua::chunk::ChunkMode;
use mlua::{HookTriggers, Lua, LuaOptions, MultiValue, StdLib, VmState};

/// Memory one script's Lua state may use.
pub const MEMORY_LIMIT: usize = 32 * 1024 * 1024;
/// Lua instructions a script may run when it is loaded.
pub const LOAD_BUDGET: u64 = 10_000_000;
/// Lua instructions one hook or combination call may run.
pub const CALL_BUDGET: u64 = 1_000_000;
/// How often the budget is checked, in instructions.
const CHECK_EVERY: u32 = 1_000;

/// What is left of the instruction budget of the call under way.
#[derive(Debug, Default)]
struct Budget {
    remaining: Cell<u64>,
    granted: Cell<u64>,
    /// Set once the budget is spent: the error every later check raises again.
    spent: RefCell<Option<String>>,
    /// The last script line the budget check saw, to place memory errors.
    last_line: Cell<Option<usize>>,
}

/// One script's Lua state: only table, string, math, utf8 and coroutine; no way to load
/// code, reach files or the OS; bounded memory; and an instruction budget per call from
/// Rust that no `pcall` can outlive.
pub(crate) struct Sandbox {
    lua: Lua,
    budget: Rc<Budget>,
    /// The script's path as loaded, the name every message starts with.
    chunk: String,
}

impl Sandbox {
    /// A fresh sandbox for the script shown to people as `chunk`.
    pub(crate) fn new(chunk: &str) -> Result<Sandbox, String> {
        let fail = |err: mlua::Error| format!("{chunk}: could not set up the Lua sandbox: {err}");
        let libs = StdLib::TABLE | StdLib::STRING | StdLib::MATH | StdLib::UTF8 | StdLib::COROUTINE;
        let lua = Lua::new_with(libs, LuaOptions::default()).map_err(fail)?;
        let budget = Rc::new(Budget::default());
        let sandbox = Sandbox {
            lua,
            budget,
            chunk: chunk.to_owned(),
        };
        sandbox.lock_down().map_err(fail)?;
        Ok(sandbox)
    }

    fn lock_down(&self) -> mlua::Result<()> {
        let lua = &self.lua;
        let globals = lua.globals();
        for name in ["load", "loadfile", "dofile", "collectgarbage", "require"] {
            globals.raw_set(name, mlua::Value::Nil)?;
        }
        // Scripts written for a plain Lua may print; here output goes nowhere.
        globals.raw_set("print", lua.create_function(|_, _: MultiValue| Ok(()))?)?;

        let budget = Rc::clone(&self.budget);
        lua.set_global_hook(
            HookTriggers::new().every_nth_instruction(CHECK_EVERY),
            move |_, debug| {
                if let Some(spent) = budget.spent.borrow().as_ref() {
                    return Err(mlua::Error::runtime(spent));
                }
                let left = budget.remaining.get();
                if left <= u64::from(CHECK_EVERY) {
                    // Only now is the place worth formatting: this runs every
                    // thousand instructions of every script.
                    let source = debug.source();
                    let message = format!(
                        "{}:{}: the script ran {} Lua instructions without finishing: is there an endless loop?",
                        source.short_src.as_deref().unwrap_or("?"),
                        debug.current_line().unwrap_or(0),
                        budget.granted.get()
                    );
                    budget.remaining.set(0);
                    *budget.spent.borrow_mut() = Some(message.clone());
                    return Err(mlua::Error::runtime(message));
                }
                budget.remaining.set(left - u64::from(CHECK_EVERY));
                budget.last_line.set(debug.current_line());
                Ok(VmState::Continue)
            },
        )?;
        let budget = Rc::clone(&self.budget);
        let check = lua.create_function(move |_, ()| match budget.spent.borrow().as_ref() {
            Some(spent) => Err(mlua::Error::runtime(spent)),
            None => Ok(()),
        })?;
        lua.load(include_str!("harden.lua"))
            .set_name("=sandbox")
            .set_mode(ChunkMode::Text)
            .call::<()>(check)?;
        lua.set_memory_limit(MEMORY_LIMIT)?;
        Ok(())
    }

    /// Runs `f` on a fresh budget of `instructions`, turning any failure into one line
    /// that starts with the script's name and, where Lua knows it, the line.
    pub(crate) fn run<R>(
        &self,
        instructions: u64,
        f: impl FnOnce(&Lua) -> mlua::Result<R>,
    ) -> Result<R, String> {
        self.budget.remaining.set(instructions);
        self.budget.granted.set(instructions);
        *self.budget.spent.borrow_mut() = None;
        self.budget.last_line.set(None);
        let result = f(&self.lua);
        *self.budget.spent.borrow_mut() = None;
        result.map_err(|err| self.message(&err))
    }

    /// One line for people: the first line of the innermost error, placed in the script.
    pub(crate) fn message(&self, err: &mlua::Error) -> String {
        let mut err = err;
        while let mlua::Error::CallbackError { cause, .. } = err {
            err = cause;
        }
        let text = match err {
            mlua::Error::SyntaxError { message, .. } | mlua::Error::RuntimeError(message) => {
                message.clone()
            }
            mlua::Error::MemoryError(_) => {
                let place = match self.budget.last_line.get() {
                    Some(line) => format!("{}:{line}", self.chunk),
                    None => self.chunk.clone(),
                };
                format!(
                    "{place}: out of memory: a house rule may use at most {} MiB",
                    MEMORY_LIMIT / (1024 * 1024)
                )
            }
            other => other.to_string(),
        };
        let line = text.lines().next().unwrap_or_default().trim();
        if line.starts_with(&self.chunk) {
            line.to_owned()
        } else {
            format!("{}: {line}", self.chunk)
        }
    }
}
