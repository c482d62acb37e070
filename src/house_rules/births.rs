//! Numbering every table and function a script makes, in the order it makes them.
//!
//! Lua orders `pairs` over tables and functions used as keys by their memory addresses,
//! which differ in every process. No library function sees a table being made, so the
//! script's text is rewritten, without moving any line: each table constructor `{…}`
//! becomes `__marbles_birth{…}` and each function `function … end` becomes
//! `__marbles_birth(function … end)`, where `__marbles_birth` numbers its argument and
//! returns it. `pairs` (in `harden.lua`) then orders such keys by that number, which is
//! the same in every process that runs the same script on the same events.
//!
//! The same reading keeps `__close` handlers out of house rules: a hook error raised by
//! the instruction budget unwinds the stack in a way that runs them with the budget's
//! check off, so `local x <close>` is refused, and a generic `for` goes through
//! `__marbles_loop`, which refuses a fourth (to-be-closed) value.

/// The name the rewritten chunk calls to number what it makes; the chunk receives it as
/// the field `birth` of its first value.
const BIRTH: &str = "__marbles_birth";
/// The name a generic `for` passes its values through (the field `loop`).
const LOOP: &str = "__marbles_loop";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind<'a> {
    /// A name that is not a keyword.
    Name(&'a str),
    Keyword(&'a str),
    /// A string literal, short or long.
    Str,
    Number,
    Punct(u8),
}

#[derive(Debug, Clone, Copy)]
struct Token<'a> {
    kind: Kind<'a>,
    start: usize,
    end: usize,
}

const KEYWORDS: [&str; 22] = [
    "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
    "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
];

/// The level of a long bracket `[==[` starting at `at`, if there is one.
fn long_bracket(bytes: &[u8], at: usize) -> Option<usize> {
    if bytes.get(at) != Some(&b'[') {
        return None;
    }
    let level = bytes[at + 1..].iter().take_while(|&&b| b == b'=').count();
    (bytes.get(at + 1 + level) == Some(&b'[')).then_some(level)
}

/// Where the long bracket of `level` opened before `from` closes (just past it).
fn close_long(bytes: &[u8], from: usize, level: usize) -> Option<usize> {
    let mut i = from;
    while i < bytes.len() {
        if bytes[i] == b']' {
            let equals = bytes[i + 1..].iter().take_while(|&&b| b == b'=').count();
            if equals == level && bytes.get(i + 1 + level) == Some(&b']') {
                return Some(i + level + 2);
            }
        }
        i += 1;
    }
    None
}

/// The tokens of `source`, without comments; `None` if a string or comment never ends.
fn tokens(source: &str) -> Option<Vec<Token<'_>>> {
    let bytes = source.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let start = i;
        let kind = match b {
            b' ' | b'\t' | b'\r' | b'\n' | 0x0b | 0x0c => {
                i += 1;
                continue;
            }
            b'-' if bytes.get(i + 1) == Some(&b'-') => {
                i += 2;
                match long_bracket(bytes, i) {
                    Some(level) => i = close_long(bytes, i + level + 2, level)?,
                    None => {
                        while i < bytes.len() && bytes[i] != b'\n' {
                            i += 1;
                        }
                    }
                }
                continue;
            }
            b'[' if long_bracket(bytes, i).is_some() => {
                let level = long_bracket(bytes, i)?;
                i = close_long(bytes, i + level + 2, level)?;
                Kind::Str
            }
            b'"' | b'\'' => {
                i += 1;
                loop {
                    match bytes.get(i)? {
                        b'\\' => i += 2,
                        &c if c == b => {
                            i += 1;
                            break;
                        }
                        _ => i += 1,
                    }
                }
                Kind::Str
            }
            b'0'..=b'9' => {
                i = number_end(bytes, i);
                Kind::Number
            }
            b'.' if bytes.get(i + 1).is_some_and(u8::is_ascii_digit) => {
                i = number_end(bytes, i);
                Kind::Number
            }
            b'A'..=b'Z' | b'a'..=b'z' | b'_' => {
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                let word = &source[start..i];
                if KEYWORDS.contains(&word) {
                    Kind::Keyword(word)
                } else {
                    Kind::Name(word)
                }
            }
            other => {
                // One character, which may take several bytes.
                i += 1;
                while i < bytes.len() && !source.is_char_boundary(i) {
                    i += 1;
                }
                Kind::Punct(other)
            }
        };
        out.push(Token {
            kind,
            start,
            end: i,
        });
    }
    Some(out)
}

/// Just past a numeral starting at `i` (its exact end does not matter here, only that
/// no brace or keyword is taken into it).
fn number_end(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() {
        let c = bytes[i];
        let exponent_sign =
            (c == b'+' || c == b'-') && matches!(bytes[i - 1], b'e' | b'E' | b'p' | b'P');
        if c.is_ascii_alphanumeric() || c == b'.' || c == b'_' || exponent_sign {
            i += 1;
        } else {
            break;
        }
    }
    i
}

/// What an open `{` or block needs at its close.
enum Open {
    /// A table constructor; `call` if it was a call's argument (`f{…}`), which is
    /// rewritten `f(__marbles_birth{…})`.
    Brace { call: bool },
    /// `do`, `if`, or a function; `wrapped` if its `end` closes `__marbles_birth(`.
    Block { wrapped: bool },
}

/// Why a script's text cannot be numbered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Unreadable {
    /// A to-be-closed variable (`local x <close>`) on this line. Its `__close` handler
    /// could run where the instruction budget cannot stop it, so house rules have none.
    Close {
        /// The line, from 1.
        line: usize,
    },
    /// Text Lua accepts that this reading does not follow (a string or comment that
    /// never ends, brackets or blocks that do not pair up).
    Text,
}

/// `source` with every table and function numbered at birth, every line where it was,
/// and every generic `for` refusing a to-be-closed fourth value. Callers compile a
/// script's source as written first, so [`Unreadable::Text`] only comes from text Lua
/// accepts and this reading does not (marbles' API module is numbered by `build.rs`).
pub(crate) fn number(source: &str) -> Result<String, Unreadable> {
    let tokens = tokens(source).ok_or(Unreadable::Text)?;
    let mut out = String::with_capacity(source.len() + source.len() / 4 + 64);
    out.push_str(&format!(
        "local {BIRTH}, {LOOP} = (...).birth, (...).loop; "
    ));
    let mut stack: Vec<Open> = Vec::new();
    // Each `for` under way: how deep it stands, and whether its `in` has been seen.
    let mut fors: Vec<(usize, bool)> = Vec::new();
    let mut copied = 0;
    // A `local function NAME` or `function a.b:c` statement being rewritten: the text to
    // put before its parameter list, and whether to add `self`.
    let mut pending: Option<(String, bool)> = None;
    let kind_at = |i: usize| tokens.get(i).map(|t| t.kind);
    let next_is_paren = |i: usize| kind_at(i + 1) == Some(Kind::Punct(b'('));
    for (i, token) in tokens.iter().enumerate() {
        // Text between tokens (spaces, newlines, comments) is kept as it is.
        out.push_str(&source[copied..token.start]);
        copied = token.end;
        let text = &source[token.start..token.end];
        let previous = i.checked_sub(1).and_then(kind_at);
        match token.kind {
            Kind::Punct(b'{') => {
                let call = matches!(
                    previous,
                    Some(
                        Kind::Name(_)
                            | Kind::Str
                            | Kind::Punct(b')')
                            | Kind::Punct(b']')
                            | Kind::Punct(b'}')
                    )
                );
                if call {
                    out.push('(');
                }
                out.push_str(BIRTH);
                out.push('{');
                stack.push(Open::Brace { call });
            }
            Kind::Punct(b'}') => {
                let Some(Open::Brace { call }) = stack.pop() else {
                    return Err(Unreadable::Text);
                };
                out.push('}');
                if call {
                    out.push(')');
                } else if next_is_paren(i) {
                    // `{…}` cannot be called, so a `(` after it starts a statement; after
                    // a call it would continue the expression.
                    out.push(';');
                }
            }
            Kind::Keyword("function") => {
                match (kind_at(i + 1), previous) {
                    (Some(Kind::Punct(b'(')), _) => {
                        out.push_str(BIRTH);
                        out.push_str("(function");
                    }
                    // `local function f(…)` is `local f; f = function(…)`: the keyword
                    // goes, the name stays, the rest comes before the parameters.
                    (Some(Kind::Name(name)), Some(Kind::Keyword("local"))) => {
                        pending = Some((format!("; {name} = {BIRTH}(function"), false));
                    }
                    // `function a.b:c(…)` is `a.b.c = function(self, …)`.
                    (Some(Kind::Name(_)), _) => {
                        pending = Some((format!(" = {BIRTH}(function"), false));
                    }
                    _ => return Err(Unreadable::Text),
                }
                stack.push(Open::Block { wrapped: true });
            }
            Kind::Keyword("local") => {
                if let Some(line) = closes(&tokens, i, source) {
                    return Err(Unreadable::Close { line });
                }
                out.push_str(text);
            }
            Kind::Keyword("for") => {
                fors.push((stack.len(), false));
                out.push_str(text);
            }
            Kind::Keyword("in") => {
                out.push_str(text);
                match fors.last_mut() {
                    Some((depth, seen)) if *depth == stack.len() => {
                        *seen = true;
                        out.push(' ');
                        out.push_str(LOOP);
                        out.push('(');
                    }
                    _ => {}
                }
            }
            Kind::Keyword("do") => {
                if let Some(&(depth, seen)) = fors.last()
                    && depth == stack.len()
                {
                    fors.pop();
                    if seen {
                        out.push(')');
                    }
                }
                out.push_str(text);
                stack.push(Open::Block { wrapped: false });
            }
            Kind::Keyword("if") => {
                out.push_str(text);
                stack.push(Open::Block { wrapped: false });
            }
            Kind::Keyword("end") => {
                let Some(Open::Block { wrapped }) = stack.pop() else {
                    return Err(Unreadable::Text);
                };
                out.push_str("end");
                if wrapped {
                    out.push(')');
                    if next_is_paren(i) {
                        out.push(';');
                    }
                }
            }
            Kind::Punct(b':') if pending.is_some() => {
                out.push('.');
                if let Some((_, method)) = pending.as_mut() {
                    *method = true;
                }
            }
            Kind::Punct(b'(') if pending.is_some() => {
                let (before, method) = pending.take().unwrap_or_default();
                out.push_str(&before);
                out.push('(');
                if method {
                    out.push_str("self");
                    if kind_at(i + 1) != Some(Kind::Punct(b')')) {
                        out.push_str(", ");
                    }
                }
            }
            _ => out.push_str(text),
        }
    }
    out.push_str(&source[copied..]);
    if stack.is_empty() && fors.is_empty() && pending.is_none() {
        Ok(out)
    } else {
        Err(Unreadable::Text)
    }
}

/// The line of a `<close>` attribute in the `local` statement at token `at`, if any.
fn closes(tokens: &[Token<'_>], at: usize, source: &str) -> Option<usize> {
    let mut i = at + 1;
    while matches!(tokens.get(i).map(|t| t.kind), Some(Kind::Name(_))) {
        i += 1;
        let attribute = (
            tokens.get(i).map(|t| t.kind),
            tokens.get(i + 1).map(|t| t.kind),
            tokens.get(i + 2).map(|t| t.kind),
        );
        if let (Some(Kind::Punct(b'<')), Some(Kind::Name(name)), Some(Kind::Punct(b'>'))) =
            attribute
        {
            if name == "close" {
                return Some(source[..tokens[i].start].matches('\n').count() + 1);
            }
            i += 3;
        }
        if tokens.get(i).map(|t| t.kind) != Some(Kind::Punct(b',')) {
            break;
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use mlua::{Lua, Value};
    use proptest::prelude::*;

    /// Runs `source` as written and as numbered (with `birth` and `loop` that change
    /// nothing) and returns both results as text.
    fn both(source: &str) -> (String, String) {
        let run = |text: &str, numbered: bool| -> String {
            let lua = Lua::new();
            let values = lua.create_table().expect("table");
            values
                .set(
                    "birth",
                    lua.load("return function(v) return v end")
                        .eval::<mlua::Function>()
                        .expect("birth"),
                )
                .expect("set");
            values
                .set(
                    "loop",
                    lua.load("return function(f, s, c) return f, s, c end")
                        .eval::<mlua::Function>()
                        .expect("loop"),
                )
                .expect("set");
            let chunk = lua.load(text).into_function().unwrap_or_else(|err| {
                panic!(
                    "{} does not compile: {err}\n{text}",
                    if numbered { "numbered" } else { "original" }
                )
            });
            match chunk.call::<Value>(values) {
                Ok(value) => format!("{value:?}"),
                Err(err) => format!("error: {err}"),
            }
        };
        let numbered = number(source).expect("numbered");
        (run(source, false), run(&numbered, true))
    }

    #[test]
    fn numbered_scripts_do_what_the_scripts_did() {
        for source in [
            "local function f(t) return t[1] end return f{7}",
            "local t = {1, {2, {3}}} return t[2][2][1]",
            "local s = 0 local t = {f = function(x) return x + 1 end} s = t.f(1)\n(function() s = s + 10 end)() return s",
            "local x = {1}\n(function() end)() return x[1]",
            "local o = {v = 5} function o:get(a) return self.v + (a or 0) end function o.twice(n) return 2 * n end return o:get(1) + o.twice(3)",
            "local a = {b = {}} function a.b.c() return 'c' end return a.b.c()",
            "local function fact(n) if n < 2 then return 1 end return n * fact(n - 1) end return fact(5)",
            "local s = '{' .. \"}\" .. [[{]] .. [==[ end ]] }]==] -- { function\n--[[ { ]] return s",
            "local n = 0 for k, v in pairs{a = 1, b = 2} do n = n + v end for i = 1, 3 do n = n + i end return n",
            "local n = 0 for _, f in ipairs({function() return 1 end, function() return 2 end}) do n = n + f() end return n",
            "local t = {} for k in (function() local i = 0 return function() i = i + 1 if i < 3 then return i end end end)() do t[#t + 1] = k end return #t",
            "local x <const> = {5} return x[1]",
            "goto skip ::skip:: local t = {[{}] = 1} return next(t) ~= nil",
            "return select('#', {}, {}, function() end)",
            "local f = function(...) return {...} end return #f(1, 2, 3)",
            "local s = ('x'):rep(3) return #{s:byte(1, -1)}",
            "local t = setmetatable({}, {__index = function(_, k) return k * 2 end}) return t[21]",
            "local v = 0x1e+1 return v",
            "return (function() do return {1} end end)()[1]",
            "while true do local t = {} break end repeat local t = {} until true return 1",
        ] {
            let (original, numbered) = both(source);
            assert_eq!(original, numbered, "{source}");
        }
    }

    #[test]
    fn numbering_keeps_every_line_where_it_was() {
        let sources = [
            include_str!("api.lua"),
            "local a = {\n1,\n2}\nfunction f()\nend\n",
        ];
        for source in sources {
            let numbered = number(source).expect("numbered");
            assert_eq!(numbered.lines().count(), source.lines().count());
        }
        for script in super::super::SHIPPED {
            let numbered = number(script.source).expect("numbered");
            assert_eq!(
                numbered.lines().count(),
                script.source.lines().count(),
                "{}",
                script.name
            );
        }
    }

    #[test]
    fn to_be_closed_variables_are_found_with_their_line() {
        assert_eq!(
            number("local a = 1\nlocal b <const>, c <close> = 2, nil"),
            Err(Unreadable::Close { line: 2 })
        );
        assert!(number("local close = 1 local x = close > 0").is_ok());
        assert_eq!(number("local t = {"), Err(Unreadable::Text));
        assert_eq!(number("x = 'never ends"), Err(Unreadable::Text));
        // Characters of several bytes are read whole, wherever they stand.
        assert_eq!(
            number("Ⱥ9⃩ É"),
            Ok(format!(
                "local {BIRTH}, {LOOP} = (...).birth, (...).loop; Ⱥ9⃩ É"
            ))
        );
    }

    /// 256 cases, the same on every run unless `PROPTEST_RNG_SEED` asks for others, so
    /// a clean `cargo test` cannot pass one run and fail the next; no regression file is
    /// written into the checkout (a failure prints its minimal input for a named test).
    fn config() -> ProptestConfig {
        let mut config = ProptestConfig {
            cases: 256,
            failure_persistence: None,
            ..ProptestConfig::default()
        };
        if config.rng_seed == proptest::test_runner::RngSeed::Random {
            config.rng_seed = proptest::test_runner::RngSeed::Fixed(31);
        }
        config
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn any_text_is_numbered_or_refused_without_a_panic(text in "\\PC{0,200}") {
            let _ = number(&text);
        }

        #[test]
        fn lua_like_text_is_numbered_or_refused_without_a_panic(
            parts in proptest::collection::vec(
                proptest::sample::select(vec![
                    "{", "}", "(", ")", "function", "end", "do", "if", "then", "for", "in",
                    "local", "x", ":", ".", ",", "=", "'s'", "[[", "]]", "--", "\n", " ",
                    "<close>", "1e+", "0x", "[=[", "]=]", "\"", "\\",
                ]),
                0..40,
            )
        ) {
            let _ = number(&parts.concat());
        }
    }
}
