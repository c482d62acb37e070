use std::cell::Cell;
use std::rc::Rc;

use mlua::{Function, Value};

use super::sandbox::{CALL_BUDGET, Sandbox};
use crate::dice::{Counts, Face};
use crate::rules::{CustomCombo, Points};

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
        })?;
        match answer {
            Value::Nil | Value::Boolean(false) => Ok(None),
            Value::Integer(points) => Ok(Some(points)),
            Value::Number(points) if points.fract() == 0.0 && points.abs() < 2f64.powi(53) => {
                Ok(Some(points as Points))
            }
            other => Err(format!(
                "{}: the points function of `{}` returned {} for {dice}: return a whole number of points, or nil when the dice are not this combination",
                self.place,
                self.name,
                describe(&other)
            )),
        }
    }
}

/// A value's type, as a message names it.
pub(crate) fn describe(value: &Value) -> String {
    match value {
        Value::Number(n) => format!("the number {n}"),
        Value::String(s) => format!("the string \"{}\"", s.to_string_lossy()),
        other => format!("a {}", other.type_name()),
    }
}
