use std::cell::RefCell;
use std::path::{Component, Path, PathBuf};
use std::rc::{Rc, Weak};

use mlua::{Function, Lua, Table, Value};

use super::HouseRuleError;
use super::example::{Example, Expected};
use super::file::{name_of, read_regular};
use super::sandbox::{Allowance, CALL_BUDGET, Sandbox};
use super::scenario::Scenario;
use super::shipped::SHIPPED;
use crate::dice::{Counts, DiceError, Face, Faces};
use crate::rules::{Flood, HandOff, HouseRule, OfAKind, Opening, Points, RuleSet};

/// A script run in its own sandbox, with what it declared.
pub(crate) struct Script {
    pub(crate) source: HouseRule,
    pub(crate) sandbox: Rc<Sandbox>,
    pub(crate) description: Option<String>,
    /// The description in other languages, by tag (`nb`), when it gave a table.
    pub(crate) descriptions: std::collections::BTreeMap<String, String>,
    /// Its short name by language tag (`describe`'s `name`), English among them; empty
    /// when it gave none.
    pub(crate) names: std::collections::BTreeMap<String, String>,
    pub(crate) examples: Vec<Example>,
    pub(crate) scenarios: Vec<Scenario>,
    /// The API version the script declared (`marbles.api(N)`).
    pub(crate) api: i64,
    pub(crate) ops: Vec<ComboOp>,
    /// Hook functions by event name, in the order the script gave them.
    pub(crate) handlers: Vec<(String, Vec<Handler>)>,
    /// The rules in play once every script has loaded, as `game.rules` shows them to
    /// this script's hooks (a plain table in its sandbox; the hooks see a read-only
    /// view). `None` until [`Script::see_rules`].
    pub(crate) rules_in_play: Option<Table>,
    /// The files the script reached with `marbles.use("./FILE.lua")`, in the order they
    /// were first used: what a save carries as [`HouseRule::uses`].
    pub(crate) used: Vec<HouseRule>,
    /// What [`Script::rerun`] runs the script again with.
    kept: Kept,
}

/// What a script's run leaves in its sandbox that the next game's run can use again: the
/// API module, the compiled main chunk, and what `marbles.use` compiled and set up.
struct Kept {
    /// The rules as they stood before the script ran.
    rules: RuleSet,
    /// The `marbles` module the script sees.
    module: Module,
    /// The script's main chunk.
    main: Function,
    /// What `marbles.use` made.
    uses: Rc<RefCell<Uses>>,
    /// The helpers the API module calls; `sealed` is set once the script has loaded.
    host: Table,
}

/// One instance of the API module (`api.lua`). Scripts cannot change it, short of
/// `rawset` on its proxies, which [`Module::renew`] clears.
#[derive(Clone)]
struct Module {
    /// The `marbles` table scripts see.
    marbles: Table,
    /// `rebind(state)`: points the module at a new declaration table.
    rebind: Function,
    /// The module's proxies, empty as made.
    proxies: Vec<Table>,
}

impl Module {
    /// The module as `api.lua` makes it for the declaration table `state`.
    fn renew(&self, state: &Table) -> mlua::Result<()> {
        for proxy in &self.proxies {
            proxy.clear()?;
        }
        self.rebind.call::<()>(state)
    }
}

/// What `marbles.use` made in one sandbox, for the next game's rerun of the script.
#[derive(Default)]
struct Uses {
    /// Shipped scripts compiled, by name.
    chunks: Vec<(String, Function)>,
    /// API modules set up for used scripts, in the order the calls made them.
    modules: Vec<Module>,
    /// The next call's place in `modules`.
    next: usize,
    /// Files compiled (`marbles.use("./x.lua")`), by the path they resolved to.
    files: Vec<(PathBuf, Function)>,
    /// The folders of the scripts running, the innermost last: a path a script uses
    /// is resolved against its own folder, not the working directory.
    dirs: Vec<PathBuf>,
    /// What the files read held, in the order first used: what a save keeps.
    read: Vec<HouseRule>,
}

/// A path with its `.` parts dropped and each `..` taking back the part before it,
/// without asking the file system: the same text in, the same path out, so a save's
/// copies are found by the path the script's words resolve to wherever it is resumed.
fn tidy(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir => match out.components().next_back() {
                Some(Component::Normal(_)) => {
                    out.pop();
                }
                Some(Component::RootDir | Component::Prefix(_)) => {}
                _ => out.push(".."),
            },
            other => out.push(other),
        }
    }
    out
}

/// What tells two scripts apart in a cycle check: the file's canonical path (two names
/// of one file are one script, two `x.lua` in two folders are two), or its tidied path
/// when it is not on disk (a save's copy).
fn key_of(path: &Path) -> String {
    std::fs::canonicalize(path)
        .unwrap_or_else(|_| tidy(path))
        .to_string_lossy()
        .into_owned()
}

/// Why a used file could not be read, for a message `marbles.use` raises on its caller's
/// line: the resolved path, so a missing file says where it was looked for.
fn unread(err: &HouseRuleError, shown: &str) -> String {
    match err {
        HouseRuleError::Read { source, .. } if source.kind() == std::io::ErrorKind::NotFound => {
            format!("there is no file {shown}")
        }
        HouseRuleError::Read { source, .. } => format!("cannot read {shown}: {source}"),
        HouseRuleError::NotAFile { .. } => format!(
            "{shown} is not a regular file: a house rule is read from a file, not a folder, pipe or device"
        ),
        HouseRuleError::TooLarge { limit, .. } => {
            format!("{shown} is larger than {limit}, the most a house-rule script may be")
        }
        other => format!("cannot read {shown}: {other}"),
    }
}

/// A hook function, and how many of its arguments (`event`, `game`) it can see.
pub(crate) struct Handler {
    pub(crate) function: Function,
    /// 0, 1 or 2: a Lua function without `...` sees no more arguments than it names, so
    /// the tables it cannot see need not be built for it.
    pub(crate) sees: u8,
}

impl Handler {
    fn new(function: Function) -> Handler {
        let info = function.info();
        let sees = if info.is_vararg {
            2
        } else {
            info.num_params.min(2)
        };
        Handler { function, sees }
    }
}

impl Script {
    /// The script's handlers of the event `kind`, if it has any.
    pub(crate) fn handlers_of(&self, kind: &str) -> Option<&[Handler]> {
        self.handlers
            .iter()
            .find(|(k, list)| k == kind && !list.is_empty())
            .map(|(_, list)| list.as_slice())
    }

    /// Whether the script answers the event `kind`.
    pub(crate) fn handles(&self, kind: &str) -> bool {
        self.handlers_of(kind).is_some()
    }
}

/// A change to the combinations in play, applied in the order the script made them.
pub(crate) enum ComboOp {
    /// Take the named combination out.
    Remove { name: String, place: String },
    /// Put a new one in.
    Add {
        name: String,
        nickname: Option<String>,
        place: String,
        kind: Added,
    },
}

/// A combination a script adds.
pub(crate) enum Added {
    /// Exactly these dice, for these points.
    Fixed { dice: Counts, points: Points },
    /// A Lua function over face counts.
    Matcher(Function),
}

impl Script {
    /// Runs `source` on top of `rules`, which it changes as the script says, in a new
    /// sandbox drawing on `allowance` for its work.
    pub(crate) fn run(
        source: &HouseRule,
        rules: &mut RuleSet,
        allowance: &Rc<Allowance>,
    ) -> Result<Script, HouseRuleError> {
        let fail = |message: String| {
            if allowance.too_slow() {
                HouseRuleError::TooSlow {
                    place: allowance.slow_place(),
                    seconds: super::LOAD_DEADLINE.as_secs(),
                }
            } else {
                HouseRuleError::Script {
                    name: source.name.clone(),
                    path: source.path.clone(),
                    message,
                }
            }
        };
        let shown = source.display_name();
        let sandbox = Rc::new(Sandbox::new(&shown, Rc::clone(allowance)).map_err(fail)?);
        let seen = rules.clone();
        // The script's main chunk may use what is left of the load, after the set-up.
        let (state, kept) = sandbox
            .run(allowance.left(), |scope| {
                let lua = scope.lua();
                let state = lua.create_table()?;
                state.set("rules", rules_to_lua(lua, rules)?)?;
                let api = sandbox.compile(super::sandbox::API, "=marbles api")?;
                let values = sandbox.chunk_values().clone();
                state.set("using", lua.create_sequence_from([source.name.as_str()])?)?;
                let uses = Rc::new(RefCell::new(Uses {
                    dirs: vec![source.path.parent().map(Path::to_owned).unwrap_or_default()],
                    ..Uses::default()
                }));
                let host = host(lua, source, Rc::downgrade(&sandbox), Rc::clone(&uses))?;
                host.set("setmetatable", sandbox.library_setmetatable())?;
                let (marbles, rebind, proxies): (Table, Function, Table) =
                    scope.call(&api, (values.clone(), state.clone(), &host))?;
                lua.globals().set("marbles", &marbles)?;
                let main = sandbox.compile(&source.source, &format!("@{shown}"))?;
                scope.call::<()>(&main, values)?;
                host.set("sealed", true)?;
                let module = Module {
                    marbles,
                    rebind,
                    proxies: proxies.sequence_values().collect::<mlua::Result<_>>()?,
                };
                let kept = Kept {
                    rules: seen,
                    module,
                    main,
                    uses,
                    host,
                };
                Ok((state, kept))
            })
            .map_err(fail)?;
        let used = kept.uses.borrow().read.clone();
        let read = || -> mlua::Result<Script> {
            let Some(api) = state.get::<Option<i64>>("api")? else {
                return Err(mlua::Error::runtime(format!(
                    "{shown}: no API version declared: start the script with marbles.api(1)"
                )));
            };
            *rules = rules_from_lua(&state.get("rules")?, rules.clone())?;
            Ok(Script {
                source: source.clone(),
                sandbox: Rc::clone(&sandbox),
                description: state.get("description")?,
                descriptions: state
                    .get::<Option<std::collections::BTreeMap<String, String>>>("descriptions")?
                    .unwrap_or_default(),
                names: state
                    .get::<Option<std::collections::BTreeMap<String, String>>>("names")?
                    .unwrap_or_default(),
                examples: examples(&state.get("examples")?)?,
                scenarios: scenarios(&state.get("scenarios")?)?,
                api,
                ops: ops(&state.get("ops")?)?,
                handlers: handlers(&state.get("hooks")?)?,
                rules_in_play: None,
                used: used.clone(),
                kept,
            })
        };
        read().map_err(|err| fail(sandbox.message(&err)))
    }

    /// Runs the script again in its own sandbox, already renewed (see
    /// [`Sandbox::renew`]), for a simulator's next game: what a new [`Script::run`] of the
    /// same source on the same rules gives, without setting up the API module again. Only
    /// the hooks are read back: the rest the script declares is what it was.
    pub(crate) fn rerun(&mut self) -> Result<(), String> {
        let kept = &self.kept;
        let name = self.source.name.as_str();
        let sandbox = &self.sandbox;
        let handlers = sandbox.run(sandbox.left(), |scope| {
            let lua = scope.lua();
            kept.uses.borrow_mut().next = 0;
            for proxy in &kept.module.proxies {
                proxy.clear()?;
            }
            let state = lua.create_table()?;
            state.set("rules", rules_to_lua(lua, &kept.rules)?)?;
            state.set("using", lua.create_sequence_from([name])?)?;
            scope.call::<()>(&kept.module.rebind, &state)?;
            lua.globals().set("marbles", &kept.module.marbles)?;
            kept.host.set("sealed", false)?;
            scope.call::<()>(&kept.main, sandbox.chunk_values())?;
            kept.host.set("sealed", true)?;
            handlers(&state.get("hooks")?)
        })?;
        self.handlers = handlers;
        Ok(())
    }
}

impl Script {
    /// Gives the script's hooks the final rules in play as `game.rules`: what its own
    /// `marbles.rules` cannot show, since later scripts change the rules after it ran.
    pub(crate) fn see_rules(&mut self, rules: &RuleSet) -> Result<(), String> {
        let made = self.sandbox.run(CALL_BUDGET, |scope| {
            let t = scope.lua().create_table()?;
            t.set("win_at", rules.win_at)?;
            t.set("open_at", rules.open_at)?;
            t.set("dice", rules.dice)?;
            t.set("min_bank", rules.min_bank)?;
            let flow = &rules.flow;
            t.set("final_round", flow.final_round)?;
            t.set("point_stacking", flow.point_stacking)?;
            t.set("one_throw_when_open", flow.one_throw_when_open)?;
            t.set("hand_off", hand_off_name(flow.hand_off))?;
            t.set("opening", opening_name(flow.opening))?;
            Ok(t)
        })?;
        self.rules_in_play = Some(made);
        Ok(())
    }
}

/// `hand_off` as scripts write it.
fn hand_off_name(hand_off: HandOff) -> &'static str {
    match hand_off {
        HandOff::None => "none",
        HandOff::CutThroat => "cut-throat",
        HandOff::PiggyBack => "piggy-back",
    }
}

/// `opening` as scripts write it.
fn opening_name(opening: Opening) -> &'static str {
    match opening {
        Opening::Standard => "standard",
        Opening::OnesAndFives => "ones-and-fives",
    }
}

/// Helpers the API module calls: where the script is, reading dice, and the largest
/// number of points.
fn host(
    lua: &Lua,
    source: &HouseRule,
    sandbox: Weak<Sandbox>,
    uses: Rc<RefCell<Uses>>,
) -> mlua::Result<Table> {
    let host = lua.create_table()?;
    host.set("name", source.display_name())?;
    host.set("key", key_of(&source.path))?;
    // `marbles.use("./x.lua")`: a file beside the calling script. The save's copy when
    // the script came from a save (a resumed game replays the text it was played
    // with), else the file, read as `--rules` reads one but only if it is a regular file.
    let toucher_sandbox = sandbox.clone();
    let compiler = sandbox.clone();
    let files = Rc::clone(&uses);
    let saved = source.uses.clone();
    host.set(
        "file",
        lua.create_function(move |_, name: String| {
            let dir = files.borrow().dirs.last().cloned().unwrap_or_default();
            let path = tidy(&dir.join(&name));
            let shown = path.display().to_string();
            let key = key_of(&path);
            let known = files.borrow().files.iter().position(|(p, _)| *p == path);
            if let Some(at) = known {
                let chunk = files.borrow().files[at].1.clone();
                return Ok((Some(chunk), None, Some(shown), Some(key), Some(at + 1)));
            }
            let text = match saved.iter().find(|copy| copy.path == path) {
                Some(copy) => copy.source.clone(),
                None => match read_regular(&path) {
                    Ok(read) => read.source,
                    Err(err) => return Ok((None, Some(unread(&err, &shown)), None, None, None)),
                },
            };
            let Some(sandbox) = compiler.upgrade() else {
                return Err(mlua::Error::runtime("the sandbox is gone"));
            };
            let chunk = sandbox.compile(&text, &format!("@{shown}"))?;
            let mut files = files.borrow_mut();
            if !files.read.iter().any(|r| r.path == path) {
                files
                    .read
                    .push(HouseRule::new(name_of(&path), path.clone(), text));
            }
            files.files.push((path, chunk.clone()));
            let at = files.files.len();
            Ok((Some(chunk), None, Some(shown), Some(key), Some(at)))
        })?,
    )?;
    // `marbles.use("name")`: shipped scripts, from the copies built into the binary (a
    // path is `file` above). Weak: the sandbox owns the Lua state these live in.
    let compiler = sandbox.clone();
    let chunks = Rc::clone(&uses);
    host.set(
        "shipped",
        lua.create_function(move |_, name: String| {
            if let Some((_, chunk)) = chunks.borrow().chunks.iter().find(|(n, _)| *n == name) {
                return Ok((Some(chunk.clone()), None));
            }
            let Some(shipped) = SHIPPED.iter().find(|s| s.name == name) else {
                let names: Vec<&str> = SHIPPED.iter().map(|s| s.name).collect();
                return Ok((
                    None,
                    Some(format!(
                        "there is no shipped script `{}`: the shipped scripts are {}",
                        name.escape_debug(),
                        names.join(", ")
                    )),
                ));
            };
            let Some(sandbox) = compiler.upgrade() else {
                return Err(mlua::Error::runtime("the sandbox is gone"));
            };
            let chunk = sandbox.compile(
                shipped.source,
                &format!("@house_rules/{}.lua", shipped.name),
            )?;
            chunks.borrow_mut().chunks.push((name, chunk.clone()));
            Ok((Some(chunk), None))
        })?,
    )?;
    host.set(
        "use",
        lua.create_function(
            move |lua, (chunk, sub, host, file): (Function, Table, Table, Option<usize>)| {
                let Some(sandbox) = sandbox.upgrade() else {
                    return Err(mlua::Error::runtime("the sandbox is gone"));
                };
                let values = sandbox.chunk_values().clone();
                // A rerun makes the same calls in the same order: each takes the module the
                // same call made before, pointed at its new declaration table.
                let again = {
                    let mut uses = uses.borrow_mut();
                    let at = uses.next;
                    uses.next += 1;
                    uses.modules.get(at).cloned()
                };
                let module = match again {
                    Some(module) => {
                        module.renew(&sub)?;
                        module.marbles
                    }
                    None => {
                        let api = sandbox.compile(super::sandbox::API, "=marbles api")?;
                        let (marbles, rebind, proxies): (Table, Function, Table) =
                            api.call((values.clone(), sub, host))?;
                        let module = Module {
                            marbles: marbles.clone(),
                            rebind,
                            proxies: proxies.sequence_values().collect::<mlua::Result<_>>()?,
                        };
                        uses.borrow_mut().modules.push(module);
                        marbles
                    }
                };
                // A used file's own uses are resolved against its folder.
                let folder = file.and_then(|at| {
                    let uses = uses.borrow();
                    let (path, _) = uses.files.get(at.checked_sub(1)?)?;
                    Some(path.parent().map(Path::to_owned).unwrap_or_default())
                });
                let pushed = folder.is_some();
                if let Some(folder) = folder {
                    uses.borrow_mut().dirs.push(folder);
                }
                let globals = lua.globals();
                let outer: Value = globals.get("marbles")?;
                globals.set("marbles", module)?;
                let ran = chunk.call::<()>(values);
                if pushed {
                    uses.borrow_mut().dirs.pop();
                }
                globals.set("marbles", outer)?;
                ran
            },
        )?,
    )?;
    // `marbles.api` from a hook changes the module's state: counted, like the library
    // calls `harden.lua` counts, so a refused action that made it rebuilds the hooks.
    let toucher = toucher_sandbox;
    host.set(
        "touch",
        lua.create_function(move |_, ()| {
            if let Some(sandbox) = toucher.upgrade() {
                sandbox.touch();
            }
            Ok(())
        })?,
    )?;
    // Whether text holds a control character: one call, where a loop over the bytes in
    // Lua costs a library call per byte (`within` in the API module).
    host.set(
        "control",
        lua.create_function(|_, text: mlua::LuaString| {
            Ok(text.as_bytes().iter().any(|&b| b < 32 || b == 127))
        })?,
    )?;
    host.set("max_points", crate::rules::MAX_POINTS)?;
    host.set("max_name", super::MAX_NAME)?;
    host.set("max_description", super::MAX_DESCRIPTION)?;
    host.set(
        "where",
        lua.create_function(|lua, level: usize| {
            Ok(lua
                .inspect_stack(level, |debug| {
                    let source = debug.source();
                    format!(
                        "{}:{}",
                        source.short_src.as_deref().unwrap_or("?"),
                        debug.current_line().unwrap_or(0)
                    )
                })
                .unwrap_or_default())
        })?,
    )?;
    host.set(
        "dice",
        lua.create_function(|lua, value: Value| match read_dice(&value) {
            Ok(faces) => Ok((Some(lua.create_sequence_from(faces.pips())?), None)),
            Err(problem) => Ok((None, Some(problem))),
        })?,
    )?;
    Ok(host)
}

/// What is wrong with dice a script gave as text, in the script author's words (English,
/// as every message of the script API is; the table's catalogues are for players).
fn dice_problem(error: &DiceError) -> String {
    match error {
        DiceError::Empty => "no dice given: give faces like \"1 5 3 3 4 6\"".to_owned(),
        DiceError::NotAFace { text, .. } => format!("`{text}` is not a die face: faces are 1 to 6"),
        DiceError::WrongCount { got, expected } => format!("{got} dice given, {expected} expected"),
        DiceError::TooMany { got, max } => {
            format!("{got} dice given, but a throw has at most {max}")
        }
        DiceError::NoSuchFace { pips } => format!("{pips} is not a die face: faces are 1 to 6"),
    }
}

/// Dice typed as text (`"2 2 2 5"`) or given as a list of faces (`{2, 2, 2, 5}`).
fn read_dice(value: &Value) -> Result<Faces, String> {
    match value {
        Value::String(text) => {
            Faces::parse_any_throw(&text.to_string_lossy()).map_err(|err| dice_problem(&err))
        }
        Value::Table(list) => {
            let mut faces = Vec::new();
            for pips in list.sequence_values::<Value>() {
                let face = match pips {
                    Ok(Value::Integer(n)) => u8::try_from(n).ok().and_then(Face::new),
                    _ => None,
                };
                faces.push(face.ok_or("faces are whole numbers 1 to 6")?);
            }
            if faces.is_empty() || faces.len() > crate::dice::DICE_IN_GAME {
                return Err("give 1 to 6 dice".into());
            }
            Ok(Faces::from_vec(faces))
        }
        _ => Err("give dice as text like \"2 2 2 5\" or a list like {2, 2, 2, 5}".into()),
    }
}

fn rules_to_lua(lua: &Lua, rules: &RuleSet) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set("single_one", rules.single_one)?;
    t.set("single_five", rules.single_five)?;
    t.set(
        "three_of_a_kind",
        lua.create_sequence_from(rules.three_of_a_kind)?,
    )?;
    t.set(
        "four_of_a_kind",
        of_a_kind_to_lua(lua, rules.four_of_a_kind)?,
    )?;
    t.set(
        "five_of_a_kind",
        of_a_kind_to_lua(lua, rules.five_of_a_kind)?,
    )?;
    t.set("six_of_a_kind", of_a_kind_to_lua(lua, rules.six_of_a_kind)?)?;
    t.set("min_bank", rules.min_bank)?;
    t.set("dice", rules.dice)?;
    t.set("straight", rules.straight)?;
    t.set("open_at", rules.open_at)?;
    t.set("win_at", rules.win_at)?;
    t.set("min_players", rules.min_players)?;
    t.set("max_players", rules.max_players)?;
    match rules.flood {
        Some(flood) => {
            let f = lua.create_table()?;
            f.set("face", flood.face.pips())?;
            f.set("count", flood.count)?;
            f.set("or_more", flood.or_more)?;
            t.set("flood", f)?;
        }
        None => t.set("flood", false)?,
    }
    let flow = &rules.flow;
    t.set("final_round", flow.final_round)?;
    t.set("point_stacking", flow.point_stacking)?;
    t.set("one_throw_when_open", flow.one_throw_when_open)?;
    t.set("hand_off", hand_off_name(flow.hand_off))?;
    t.set("opening", opening_name(flow.opening))?;
    Ok(t)
}

/// An n-of-a-kind value as the API module keeps it: a number, a list of six by face,
/// or `{times_three = N}`.
fn of_a_kind_to_lua(lua: &Lua, value: OfAKind) -> mlua::Result<Value> {
    Ok(match value {
        OfAKind::Each(points) => Value::Integer(points),
        OfAKind::ByFace(points) => Value::Table(lua.create_sequence_from(points)?),
        OfAKind::TimesThree { times_three } => {
            let t = lua.create_table()?;
            t.set("times_three", times_three)?;
            Value::Table(t)
        }
    })
}

fn of_a_kind_from_lua(value: Value) -> mlua::Result<OfAKind> {
    Ok(match value {
        Value::Table(t) => match t.get::<Option<Points>>("times_three")? {
            Some(times_three) => OfAKind::TimesThree { times_three },
            None => {
                let mut points = [0; 6];
                for (i, slot) in points.iter_mut().enumerate() {
                    *slot = t.get(i + 1)?;
                }
                OfAKind::ByFace(points)
            }
        },
        Value::Integer(points) => OfAKind::Each(points),
        other => {
            return Err(mlua::Error::runtime(format!(
                "an n-of-a-kind value read back as {}",
                other.type_name()
            )));
        }
    })
}

/// Reads the values back; the API module has already checked their types and ranges.
fn rules_from_lua(t: &Table, mut rules: RuleSet) -> mlua::Result<RuleSet> {
    rules.single_one = t.get("single_one")?;
    rules.single_five = t.get("single_five")?;
    let three: Table = t.get("three_of_a_kind")?;
    for (i, slot) in rules.three_of_a_kind.iter_mut().enumerate() {
        *slot = three.get(i + 1)?;
    }
    rules.four_of_a_kind = of_a_kind_from_lua(t.get("four_of_a_kind")?)?;
    rules.five_of_a_kind = of_a_kind_from_lua(t.get("five_of_a_kind")?)?;
    rules.six_of_a_kind = of_a_kind_from_lua(t.get("six_of_a_kind")?)?;
    rules.min_bank = t.get("min_bank")?;
    rules.dice = t.get("dice")?;
    rules.straight = t.get("straight")?;
    rules.open_at = t.get("open_at")?;
    rules.win_at = t.get("win_at")?;
    rules.min_players = t.get("min_players")?;
    rules.max_players = t.get("max_players")?;
    rules.flood = match t.get::<Value>("flood")? {
        Value::Table(f) => Some(Flood {
            face: Face::new(f.get("face")?).unwrap_or(Face::ALL[1]),
            count: f.get("count")?,
            or_more: f.get("or_more")?,
        }),
        _ => None,
    };
    rules.flow.final_round = t.get("final_round")?;
    rules.flow.point_stacking = t.get("point_stacking")?;
    rules.flow.one_throw_when_open = t.get("one_throw_when_open")?;
    rules.flow.hand_off = match t.get::<String>("hand_off")?.as_str() {
        "cut-throat" => HandOff::CutThroat,
        "piggy-back" => HandOff::PiggyBack,
        _ => HandOff::None,
    };
    rules.flow.opening = match t.get::<String>("opening")?.as_str() {
        "ones-and-fives" => Opening::OnesAndFives,
        _ => Opening::Standard,
    };
    Ok(rules)
}

fn faces_of(list: &Table) -> mlua::Result<Faces> {
    let faces = list
        .sequence_values::<u8>()
        .filter_map(|pips| pips.ok().and_then(Face::new))
        .collect();
    Ok(Faces::from_vec(faces))
}

fn examples(list: &Table) -> mlua::Result<Vec<Example>> {
    let mut out = Vec::new();
    for example in list.sequence_values::<Table>() {
        let example = example?;
        let expected = match example.get::<Value>("expected")? {
            Value::Integer(points) => Expected::Points(points),
            Value::String(s) if s.to_string_lossy() == "flood" => Expected::Flood,
            _ => Expected::Bust,
        };
        out.push(Example {
            dice: faces_of(&example.get("dice")?)?,
            expected,
            place: example.get("where")?,
        });
    }
    Ok(out)
}

fn scenarios(list: &Table) -> mlua::Result<Vec<Scenario>> {
    let mut out = Vec::new();
    for scenario in list.sequence_values::<Table>() {
        let scenario = scenario?;
        let texts = |key: &str| -> mlua::Result<Vec<String>> {
            scenario
                .get::<Table>(key)?
                .sequence_values::<String>()
                .collect()
        };
        let mut totals = Vec::new();
        for total in scenario.get::<Table>("totals")?.sequence_values::<Table>() {
            let total = total?;
            totals.push((total.get("name")?, total.get("points")?));
        }
        totals.sort();
        out.push(Scenario {
            name: scenario.get("name")?,
            players: texts("players")?,
            lines: texts("lines")?,
            totals,
            refused: scenario.get("refused")?,
            says: scenario.get("says")?,
            place: scenario.get("where")?,
        });
    }
    Ok(out)
}

fn ops(list: &Table) -> mlua::Result<Vec<ComboOp>> {
    let mut out = Vec::new();
    for op in list.sequence_values::<Table>() {
        let op = op?;
        let name: String = op.get("name")?;
        let place: String = op.get("where")?;
        if op.get::<String>("op")? == "remove" {
            out.push(ComboOp::Remove { name, place });
            continue;
        }
        let kind = match op.get::<Option<Function>>("matcher")? {
            Some(matcher) => Added::Matcher(matcher),
            None => Added::Fixed {
                dice: faces_of(&op.get("dice")?)?.counts(),
                points: op.get("points")?,
            },
        };
        out.push(ComboOp::Add {
            name,
            nickname: op.get("nickname")?,
            place,
            kind,
        });
    }
    Ok(out)
}

fn handlers(hooks: &Table) -> mlua::Result<Vec<(String, Vec<Handler>)>> {
    let mut out = Vec::new();
    for pair in hooks.pairs::<String, Table>() {
        let (event, list) = pair?;
        let functions = list
            .sequence_values::<Function>()
            .map(|function| function.map(Handler::new))
            .collect::<mlua::Result<Vec<_>>>()?;
        out.push((event, functions));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(out)
}
