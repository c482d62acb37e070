//! A fast path for reading saves exactly as marbles writes them.
//!
//! Reading a save through the YAML library builds a tree of values and then a [`Save`]
//! from it, which is most of a cold `stats` over many saves. Nearly every save on disk
//! was written by marbles itself ([`to_yaml`](super::to_yaml)), line by line in one
//! layout: this module reads that layout straight into a [`Save`], and gives up
//! (`None`) at the first line it does not recognise exactly, so that the caller reads
//! the file with the YAML library instead: a comment, other quoting or indentation,
//! flow style, a key out of order or unknown, an escape, a word YAML might read as
//! something other than text (`no`, `~`, `0x10`), a character it might treat
//! specially. Of the words it reads plain, it declines exactly those the writer would
//! have quoted, so whatever name marbles writes takes this path. Anything hand-edited that still fits the layout reads the same both
//! ways.
//!
//! It never refuses a file: every refusal, with its message, is the YAML library's.
//! What it accepts, the library reads to the same [`Save`] (tested against the
//! library over every save the tests write and over generated ones); it is not a
//! second definition of the format.
//!
//! Kept because it is still needed (measured 2026-12-05, `cargo bench --bench history`,
//! 5,000 saves listed and added up cold, 2 cores at load 6): this path 2.55 s;
//! serde-saphyr deserialising straight into [`Save`] 13.9 s; through the value tree
//! 17.9 s. Only this path comes near the goal of a cold `stats` within half a second of
//! processor time per 1,000 saves; the others are five to seven times slower.

use std::path::PathBuf;

use super::{SAVE_FORMAT, SAVE_VERSION, Save};
use crate::clock::Stamp;
use crate::dice::{Face, Faces};
use crate::game::{Action, Tally, is_invisible_format};
use crate::rules::HouseRule;

/// The lines of a save, without their line feeds.
type Lines<'a> = std::iter::Peekable<std::str::Split<'a, char>>;

/// The indentation of a house rule's `source: |` text: under `- name:` (2) and one
/// level in (2).
const SOURCE_INDENT: usize = 4;

/// The save in `text` (a byte-order mark already taken off), when it is laid out
/// exactly as marbles writes one; `None` for anything else, to be read by the YAML
/// library.
pub(super) fn read(text: &[u8]) -> Option<Save> {
    let text = std::str::from_utf8(text).ok()?;
    // A carriage return (`\r\n` line ends) is a layout marbles never writes.
    if text.contains('\r') {
        return None;
    }
    // Split on line feeds alone: a blank line at the end is a layout of its own too.
    let mut lines = text.strip_suffix('\n')?.split('\n').peekable();
    let format = key(lines.next()?, "format")?;
    if format != SAVE_FORMAT {
        return None;
    }
    // One digit, 1 up to the newest version: anything else gets the library's message.
    let version = match key(lines.next()?, "version")?.as_bytes() {
        [digit @ b'1'..=b'9'] => u32::from(digit - b'0'),
        _ => return None,
    };
    if version > SAVE_VERSION {
        return None;
    }
    let created = scalar(key(lines.next()?, "created")?)?;
    let mut next = lines.next()?;
    // Written only once the game is over; a stamp that does not read gets the
    // library's message.
    let finished_at = match key(next, "finished_at") {
        Some(value) => {
            let stamp = Stamp::parse(&scalar(value)?).ok()?;
            next = lines.next()?;
            Some(stamp)
        }
        None => None,
    };
    let players = list(&mut lines, &mut next, "players", |item, _| scalar(item))?;
    let house_rules = house_rules(&mut lines, &mut next)?;
    let actions = action_list(&mut lines, &mut next, "actions")?;
    let undone = action_list(&mut lines, &mut next, "undone")?;
    if key(next, "end")? != SAVE_FORMAT || lines.next().is_some() {
        return None;
    }
    Some(Save {
        format: SAVE_FORMAT.to_owned(),
        version,
        created: created.into(),
        finished_at,
        players,
        house_rules,
        actions,
        undone,
        // A save with amends is read by the YAML library: `amends` is not `end`.
        amends: Vec::new(),
        undone_amends: Vec::new(),
        end: SAVE_FORMAT.to_owned(),
    })
}

/// The value of `line` when it is `NAME: value` (one space, a value after it).
fn key<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    line.strip_prefix(name)?.strip_prefix(": ")
}

/// A top-level list under `name`: `name: []`, or `name:` and its items (`- item`) on
/// the following lines, each read by `item` (given the item's text and the lines, for
/// items that continue below). `next` is the current line, and is left at the first
/// line after the list.
fn list<'a, T>(
    lines: &mut Lines<'a>,
    next: &mut &'a str,
    name: &str,
    mut item: impl FnMut(&'a str, &mut Lines<'a>) -> Option<T>,
) -> Option<Vec<T>> {
    let rest = next.strip_prefix(name)?;
    let mut items = Vec::new();
    if rest == ": []" {
        *next = lines.next()?;
        return Some(items);
    }
    if rest != ":" {
        return None;
    }
    *next = lines.next()?;
    // An empty block list would be `null`: marbles writes `[]`.
    let mut first = next.strip_prefix("- ")?;
    loop {
        items.push(item(first, lines)?);
        *next = lines.next()?;
        match next.strip_prefix("- ") {
            Some(text) => first = text,
            None => return Some(items),
        }
    }
}

/// `house_rules:` and each rule: `- name: N`, `  path: P`, `  source: S`, where `S`
/// is a scalar or a literal block (`|`, `|-`, `|+`) at [`SOURCE_INDENT`]. A rule with
/// files it used (`uses`) is left to the YAML library.
fn house_rules<'a>(lines: &mut Lines<'a>, next: &mut &'a str) -> Option<Vec<HouseRule>> {
    let rest = next.strip_prefix("house_rules")?;
    let mut rules = Vec::new();
    if rest == ": []" {
        *next = lines.next()?;
        return Some(rules);
    }
    if rest != ":" {
        return None;
    }
    *next = lines.next()?;
    while let Some(first) = next.strip_prefix("- ") {
        let name = scalar(key(first, "name")?)?;
        let path = scalar(key(lines.next()?.strip_prefix("  ")?, "path")?)?;
        let source_line = lines.next()?.strip_prefix("  ")?;
        let (source, after) = match source_line.strip_prefix("source: ") {
            Some("|") => block(lines, Chomp::Clip)?,
            Some("|-") => block(lines, Chomp::Strip)?,
            Some("|+") => block(lines, Chomp::Keep)?,
            Some(text) => (scalar(text)?, lines.next()?),
            None => return None,
        };
        rules.push(HouseRule {
            name,
            path: PathBuf::from(path),
            source,
            uses: Vec::new(),
        });
        *next = after;
    }
    (!rules.is_empty()).then_some(rules)
}

/// What a literal block does with its final line breaks.
#[derive(Clone, Copy)]
enum Chomp {
    /// `|`: one line break kept.
    Clip,
    /// `|-`: none kept.
    Strip,
    /// `|+`: all kept.
    Keep,
}

/// A literal block's text at [`SOURCE_INDENT`], and the first line after it. Only a
/// block whose indentation the YAML library would find by itself: its first line
/// that is not empty starts right at the indentation with a character other than a
/// space, and every line before it is empty.
fn block<'a>(lines: &mut Lines<'a>, chomp: Chomp) -> Option<(String, &'a str)> {
    let indent = " ".repeat(SOURCE_INDENT);
    // Each line of the block with its indentation taken off ("" for an empty one).
    let mut texts: Vec<&str> = Vec::new();
    let mut started = false;
    let after = loop {
        let line = lines.next()?;
        let text = if let Some(text) = line.strip_prefix(indent.as_str()) {
            text
        } else if line.bytes().all(|b| b == b' ') {
            ""
        } else {
            break line;
        };
        if !started {
            if text.is_empty() {
                // A leading line with spaces could set the indentation (or be an
                // error): only truly empty ones.
                if !line.is_empty() {
                    return None;
                }
            } else if text.starts_with(' ') {
                return None;
            } else {
                started = true;
            }
        }
        if !text.chars().all(block_char) {
            return None;
        }
        texts.push(text);
    };
    // A block with no text at all: its indentation is not the library's to find.
    let last = texts.iter().rposition(|text| !text.is_empty())?;
    let trailing = texts.len() - 1 - last;
    let mut source = texts[..=last].join("\n");
    match chomp {
        Chomp::Clip => source.push('\n'),
        Chomp::Strip => {}
        Chomp::Keep => source.extend(std::iter::repeat_n('\n', trailing + 1)),
    }
    Some((source, after))
}

/// `actions:` or `undone:` and each action.
fn action_list<'a>(lines: &mut Lines<'a>, next: &mut &'a str, name: &str) -> Option<Vec<Action>> {
    list(lines, next, name, action)
}

/// One action, its `- ` taken off; the faces of `throw:` and `keep:` follow on their
/// own lines (`  - 3`).
fn action<'a>(item: &'a str, lines: &mut Lines<'a>) -> Option<Action> {
    match item {
        "bank" => return Some(Action::Bank),
        "steal" => return Some(Action::Steal),
        "throw:" => return faces(lines).map(Action::Throw),
        "keep:" => return faces(lines).map(Action::Keep),
        "throw: []" => return Some(Action::Throw(Faces::from_vec(Vec::new()))),
        "keep: []" => return Some(Action::Keep(Faces::from_vec(Vec::new()))),
        _ => {}
    }
    if let Some(name) = key(item, "first") {
        return scalar(name).map(Action::First);
    }
    if let Some(face) = key(item, "roll_off") {
        return self::face(face).map(Action::RollOff);
    }
    match key(item, "tally")? {
        "bust" => Some(Action::Tally(Tally::Bust)),
        points => {
            // Digits only, no leading zero (YAML may read `0755` as octal), within i64.
            let digits = points.bytes().all(|b| b.is_ascii_digit());
            let leading_zero = points.len() > 1 && points.starts_with('0');
            if !digits || leading_zero {
                return None;
            }
            points.parse().ok().map(|p| Action::Tally(Tally::Banked(p)))
        }
    }
}

/// The faces under `- throw:` or `- keep:`, one `  - N` line each (at least one: with
/// none the value would be `null`); the line after them is left for the caller.
fn faces(lines: &mut Lines<'_>) -> Option<Faces> {
    let mut faces = Vec::with_capacity(6);
    while let Some(face) = lines.peek().and_then(|line| line.strip_prefix("  - ")) {
        faces.push(self::face(face)?);
        lines.next();
    }
    (!faces.is_empty()).then(|| Faces::from_vec(faces))
}

/// A die's face: one digit, 1 to 6.
fn face(text: &str) -> Option<Face> {
    match text.as_bytes() {
        [digit @ b'1'..=b'6'] => Face::new(digit - b'0'),
        _ => None,
    }
}

/// A string scalar on one line as marbles writes it: plain when it cannot be read as
/// anything but that text, else in double quotes (no escapes) or single quotes.
fn scalar(text: &str) -> Option<String> {
    if let Some(inner) = text.strip_prefix('"') {
        let inner = inner.strip_suffix('"')?;
        let plain = inner.chars().all(|c| c != '"' && c != '\\' && text_char(c));
        return plain.then(|| inner.to_owned());
    }
    if let Some(inner) = text.strip_prefix('\'') {
        let inner = inner.strip_suffix('\'')?;
        if !inner.chars().all(text_char) {
            return None;
        }
        // Inside single quotes a quote is written twice; a single one would end them.
        let parts: Vec<&str> = inner.split("''").collect();
        return parts
            .iter()
            .all(|part| !part.contains('\''))
            .then(|| parts.join("'"));
    }
    plain(text).then(|| text.to_owned())
}

/// Whether `text` is a plain scalar that YAML reads as this very text: it starts with a
/// letter (or `_`, `/`, `./`, `../`, or a character beyond ASCII), holds only letters, digits,
/// single inner spaces and a few marks that mean nothing in YAML (`- _ . / ' ( ) + =`),
/// and is none of the words the writer quotes because YAML 1.1 reads them as a
/// boolean, a null or a number. Of such text, exactly what the writer leaves plain
/// (`Nil`, `None`, `Infinity` are plain; `No`, `NULL`, `_1e3` are quoted): a save
/// marbles writes never falls to the slow path for a name (tested against the writer).
fn plain(text: &str) -> bool {
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    let starts = first.is_ascii_alphabetic()
        || matches!(first, '_' | '/')
        || wide_char(first)
        || text.starts_with("./")
        || text.starts_with("../");
    let inner = |c: char| {
        c.is_ascii_alphanumeric()
            || matches!(
                c,
                ' ' | '-' | '_' | '.' | '/' | '\'' | '(' | ')' | '+' | '='
            )
            || wide_char(c)
    };
    starts
        && chars.all(inner)
        && !text.ends_with(' ')
        && !text.contains("  ")
        && !SPECIAL_WORDS
            .iter()
            .any(|word| text.eq_ignore_ascii_case(word))
        && (first != '_' || !number(&text.replace('_', "")))
}

/// Plain words YAML 1.1 reads as a boolean, a null or a number, compared without case:
/// the words of this module's characters that the writer (serde-saphyr, in its YAML
/// 1.1 mode) quotes, neither more nor fewer. `nil`, `none` and `infinity` are not
/// among them: neither YAML nor the library reads them as anything but text.
const SPECIAL_WORDS: &[&str] = &[
    "y", "n", "yes", "no", "true", "false", "on", "off", "null", "nan", "inf",
];

/// Whether YAML 1.1 reads `text` (underscores already taken out, as the library takes
/// them out of a plain scalar that starts with one) as a number: `1`, `+1.5`, `.`,
/// `1e3`, `0x1f`, `0o17`, `0b11`. The writer quotes these, so `_1e3` is written `'_1e3'`.
fn number(text: &str) -> bool {
    let digits = |s: &str, radix: u32| !s.is_empty() && s.chars().all(|c| c.is_digit(radix));
    let unsigned = text.strip_prefix(['+', '-']).unwrap_or(text);
    let radix = match unsigned.get(..2).map(str::to_ascii_lowercase).as_deref() {
        Some("0b") => Some(2),
        Some("0o") => Some(8),
        Some("0x") => Some(16),
        _ => None,
    };
    if let Some(radix) = radix {
        let rest = &unsigned[2..];
        // The library lets a sign follow an unsigned, lower-case `0b` or `0o` (Go's reading).
        let rest = match radix {
            2 | 8 if text.starts_with("0b") || text.starts_with("0o") => {
                rest.strip_prefix(['+', '-']).unwrap_or(rest)
            }
            _ => rest,
        };
        return digits(rest, radix);
    }
    let mantissa = match unsigned.split_once(['e', 'E']) {
        Some((mantissa, exponent)) => {
            if !digits(exponent.strip_prefix(['+', '-']).unwrap_or(exponent), 10) {
                return false;
            }
            mantissa
        }
        None => unsigned,
    };
    match mantissa.split_once('.') {
        Some((whole, fraction)) => {
            (whole.is_empty() || digits(whole, 10))
                && fraction.chars().all(|c| c.is_ascii_digit() || c == '.')
        }
        None => digits(mantissa, 10),
    }
}

/// A character of a quoted scalar: printable, no tab or line break of any kind.
fn text_char(c: char) -> bool {
    if c.is_ascii() {
        c == ' ' || c.is_ascii_graphic()
    } else {
        wide_char(c)
    }
}

/// A character beyond ASCII that YAML treats as an ordinary printable one: no space,
/// control, line or paragraph separator, invisible format character, byte-order mark,
/// or the non-characters and specials at the end of the Basic Multilingual Plane.
fn wide_char(c: char) -> bool {
    !c.is_ascii()
        && !c.is_whitespace()
        && !c.is_control()
        && !is_invisible_format(c)
        && !matches!(c, '\u{2000}'..='\u{206F}' | '\u{FFF0}'..='\u{FFFF}' | '\u{E0000}'..='\u{E007F}')
}

/// A character of a literal block: a tab or any printable character.
fn block_char(c: char) -> bool {
    c == '\t' || text_char(c)
}

#[cfg(test)]
mod tests;
