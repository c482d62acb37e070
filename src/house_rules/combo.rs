use std::cell::Cell;
use std::rc::Rc;

use mlua::{Function, Value};

use super::sandbox::{CALL_BUDGET, Sandbox};
use crate::dice::{Counts, Face};
use crate::rules::{CustomCombo, MAX_POINTS, Points};

/// A combination whose points a script's Lua function decides from the face counts.
///
/// The scorer asks it once per multiset of up to six dice while it builds its tables,
/// never while scoring a throw.
pub(crate) struct LuaCombo {
    name: String,
    /// `house_rules/NAME.lua:LINE` of the declaration, for messages.
    place: String,
    matcher: Function,
    sandbox: Rc<Sandbox>,
    calls: Cell<usize>,
}

impl LuaCombo {
    pub(crate) fn new(
        name: String,
        place: String,
        matcher: Function,
        sandbox: Rc<Sandbox>,
    ) -> LuaCombo {
        LuaCombo {
            name,
            place,
            matcher,
            sandbox,
            calls: Cell::new(0),
        }
    }

    /// How many times the function has been called.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn calls(&self) -> usize {
        self.calls.get()
    }
}

impl CustomCombo for LuaCombo {
    fn name(&self) -> &str {
        &self.name
    }

    fn points(&self, dice: &Counts) -> Result<Option<Points>, String> {
        self.calls.set(self.calls.get() + 1);
        let answer = self.sandbox.run(CALL_BUDGET, |scope| {
            let counts = scope.table()?;
            for face in Face::ALL {
                counts.raw_set(face.pips(), dice.of(face))?;
            }
            counts.raw_set("n", dice.total())?;
            scope.call::<Value>(&self.matcher, counts)
        });
        // The script's message names its line; which combination and which dice it was
        // asked about are what the author needs to reproduce it.
        let answer = answer.map_err(|err| {
            format!(
                "{err} (in the points function of `{}`, asked about {})",
                self.name,
                the_dice(dice)
            )
        })?;
        let wrong = |what: String, rule: &str| {
            format!(
                "{}: the points function of `{}` returned {what} for {}: {rule}; return nil (or 0) when the dice are not this combination",
                self.place,
                self.name,
                the_dice(dice)
            )
        };
        let whole = "return a whole number of points";
        let range = format!("a combination is worth 1 to {MAX_POINTS} points");
        let points = match answer {
            Value::Nil | Value::Boolean(false) => return Ok(None),
            Value::Integer(points) => points,
            Value::Number(points) if points.is_finite() && points.fract() == 0.0 => {
                if points.abs() > MAX_POINTS as f64 {
                    return Err(wrong(format!("{points}"), &range));
                }
                points as Points
            }
            other => return Err(wrong(describe(&other), whole)),
        };
        match points {
            // As for the rule values: 0 takes the combination out of play.
            0 => Ok(None),
            1..=MAX_POINTS => Ok(Some(points)),
            _ => Err(wrong(points.to_string(), &range)),
        }
    }
}

/// A value's type, as a message names it.
pub(crate) fn describe(value: &Value) -> String {
    match value {
        Value::Number(n) => format!("the number {n}"),
        Value::Integer(n) => format!("the integer {n}"),
        Value::String(s) => format!("the string \"{}\"", s.to_string_lossy()),
        other => with_article(other.type_name()),
    }
}

/// `a single 5` or `the dice 1 1 5`: the dice a message to the script's author names.
/// Like the rest of such a message it is English, not a catalogue message: the Lua
/// around it is English whatever the table's language.
fn the_dice(dice: &Counts) -> String {
    if dice.total() == 1 {
        format!("a single {dice}")
    } else {
        format!("the dice {dice}")
    }
}

/// A type's name after "a" or "an", as English says it: "a table", "an error".
pub(crate) fn with_article(name: &str) -> String {
    let article = if name.starts_with(['a', 'e', 'i', 'o']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {name}")
}
