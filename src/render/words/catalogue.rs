//! The message catalogues: every sentence people read, looked up by id in the
//! language chosen at start-up, with numbers in that language's style.
//!
//! Catalogues are Project Fluent files (`locales/<tag>/<area>.ftl`) embedded in the
//! binary, each message parsed the first time it is shown (`build.rs` indexes where
//! each one is). A message is looked up with [`text!`](crate::text):
//!
//! ```text
//! let said = Locale::of(Lang::Nb).scope(|| text!("count-dice", n = 11000));
//! assert_eq!(said, "11 000 terninger");
//! ```
//!
//! (The module is private to the crate, so the example is a unit test here:
//! `a_message_is_looked_up_in_the_scoped_language`.)
//!
//! The language and the number style are a [`Locale`]: one process default, set once
//! by the binary ([`set_locale`]) and read by every `Display` of an error, and a
//! per-thread override ([`Locale::scope`]) so tests render in a language of their own
//! without touching what other tests read.

use std::cell::Cell;
use std::sync::{Mutex, OnceLock, PoisonError};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::locale::{Lang, NumberStyle};

/// How numbers are written: the character between groups of three digits, the
/// decimal mark, and whether a space comes before `%`.
///
/// Each language has its own ([`Numbers::of`]); the config's `numbers` overrides the
/// grouping ([`Numbers::grouped`]). Machine formats (CSV, JSON, YAML) never use this:
/// they keep plain digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Numbers {
    /// Between groups of three digits (`11,000`, `11 000`), if anything.
    pub(crate) group: Option<char>,
    /// Before the decimals (`61.2`, `61,2`).
    pub(crate) decimal: char,
    /// Whether `%` stands apart from its number (`61,2 %`).
    pub(crate) spaced_percent: bool,
}

impl Numbers {
    /// The language's own style: English `11,000`, `61.2%`; Bokmål `11 000`, `61,2 %`.
    pub(crate) const fn of(lang: Lang) -> Numbers {
        match lang {
            Lang::En => Numbers {
                group: Some(','),
                decimal: '.',
                spaced_percent: false,
            },
            Lang::Nb => Numbers {
                group: Some(' '),
                decimal: ',',
                spaced_percent: true,
            },
        }
    }

    /// This style with the thousands grouped as the config's `numbers` says; a dot
    /// between thousands makes the comma the decimal mark and the other way round.
    pub(crate) const fn grouped(self, style: NumberStyle) -> Numbers {
        let decimal = match style {
            NumberStyle::Comma => '.',
            NumberStyle::Dot => ',',
            NumberStyle::Space | NumberStyle::Plain => self.decimal,
        };
        Numbers {
            group: style.separator(),
            decimal,
            spaced_percent: self.spaced_percent,
        }
    }

    /// This style with a space between thousands made a no-break space, so that
    /// `11 200` never splits across lines (what the exports use; the terminal's
    /// columns are set by hand).
    pub(crate) const fn unbreakable(self) -> Numbers {
        let group = match self.group {
            Some(' ') => Some('\u{a0}'),
            other => other,
        };
        Numbers { group, ..self }
    }

    /// Points and counts: `11,000`, `-350`.
    pub(crate) fn points(self, n: i64) -> String {
        let digits = n.unsigned_abs().to_string();
        let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
        if n < 0 {
            out.push('-');
        }
        self.push_grouped(&mut out, &digits);
        out
    }

    /// A number with `places` decimals: `3,050.0`.
    pub(crate) fn decimal(self, value: f64, places: usize) -> String {
        let fixed = format!("{:.*}", places, value.abs());
        let (whole, fraction) = fixed.split_once('.').unwrap_or((&fixed, ""));
        let mut out = String::with_capacity(fixed.len() + whole.len() / 3 + 1);
        // `-0.0` is shown as `0.0`: no sign on what rounds to nothing. The minus sign,
        // not the hyphen: these are read, never parsed (exports write their own).
        if value < 0.0 && fixed.bytes().any(|b| b.is_ascii_digit() && b != b'0') {
            out.push('−');
        }
        self.push_grouped(&mut out, whole);
        if !fraction.is_empty() {
            out.push(self.decimal);
            out.push_str(fraction);
        }
        out
    }

    /// An expected value, always signed, one decimal: `+3,050.0`, `−12.5`.
    pub(crate) fn expected(self, value: f64) -> String {
        let shown = self.decimal(value, 1);
        if shown.starts_with('−') {
            shown
        } else {
            format!("+{shown}")
        }
    }

    /// A probability (0 to 1) as a percentage with `places` decimals: `61.2%`, `61,2 %`.
    pub(crate) fn percent(self, fraction: f64, places: usize) -> String {
        let gap = if self.spaced_percent { " " } else { "" };
        format!("{}{gap}%", self.decimal(fraction * 100.0, places))
    }

    /// Appends `digits` with the group separator between thousands.
    fn push_grouped(self, out: &mut String, digits: &str) {
        for (i, c) in digits.chars().enumerate() {
            if let Some(separator) = self.group
                && i > 0
                && (digits.len() - i).is_multiple_of(3)
            {
                out.push(separator);
            }
            out.push(c);
        }
    }
}

/// The language and number style text is rendered in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Locale {
    /// Which catalogue messages come from.
    pub(crate) lang: Lang,
    /// How numbers are written.
    pub(crate) numbers: Numbers,
}

impl Locale {
    /// A language with its own number style.
    pub const fn of(lang: Lang) -> Locale {
        Locale {
            lang,
            numbers: Numbers::of(lang),
        }
    }

    /// This locale with the thousands grouped the config's way (the config hook).
    pub(crate) const fn grouped(self, style: NumberStyle) -> Locale {
        Locale {
            lang: self.lang,
            numbers: self.numbers.grouped(style),
        }
    }

    /// This locale with numbers that never split across lines ([`Numbers::unbreakable`]).
    pub(crate) const fn unbreakable(self) -> Locale {
        Locale {
            lang: self.lang,
            numbers: self.numbers.unbreakable(),
        }
    }

    /// Runs `f` with text rendered in this locale on this thread, then restores the
    /// one before (also if `f` panics). Tests use this; the process default stays.
    pub fn scope<T>(self, f: impl FnOnce() -> T) -> T {
        struct Restore(Option<Locale>);
        impl Drop for Restore {
            fn drop(&mut self) {
                OVERRIDE.with(|cell| cell.set(self.0));
            }
        }
        let _restore = Restore(OVERRIDE.with(|cell| cell.replace(Some(self))));
        f()
    }
}

impl Default for Locale {
    fn default() -> Locale {
        Locale::of(Lang::default())
    }
}

/// The process default, set once at start-up.
static DEFAULT: OnceLock<Locale> = OnceLock::new();

thread_local! {
    /// A test's or a renderer's own locale on this thread, over the default.
    static OVERRIDE: Cell<Option<Locale>> = const { Cell::new(None) };
}

/// Sets the process's locale, once, at start-up (the binary does, from `--lang`, the
/// config and the environment). A second call changes nothing and returns `false`.
pub(crate) fn set_locale(locale: Locale) -> bool {
    DEFAULT.set(locale).is_ok()
}

/// The locale text is rendered in now: this thread's override, else the default.
pub(crate) fn locale() -> Locale {
    OVERRIDE
        .with(Cell::get)
        .or_else(|| DEFAULT.get().copied())
        .unwrap_or_default()
}

/// The language text is rendered in now.
pub(crate) fn lang() -> Lang {
    locale().lang
}

/// The number style in use now.
pub(crate) fn numbers() -> Numbers {
    locale().numbers
}

/// One bundle per language, made on its first use and holding only the messages used
/// so far: each is parsed from its entry in the catalogue the first time it is shown
/// ([`entry`]). A run speaks one language and shows a few of its hundreds of messages;
/// parsing every file of the catalogue was two thirds of a `marbles score`.
fn bundle(lang: Lang) -> &'static Mutex<FluentBundle<FluentResource>> {
    static BUNDLES: [OnceLock<Mutex<FluentBundle<FluentResource>>>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    let index = Lang::ALL
        .iter()
        .position(|&l| l == lang)
        .unwrap_or_default();
    BUNDLES[index].get_or_init(|| Mutex::new(build(lang)))
}

/// A language's bundle, with no messages yet.
fn build(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang.tag().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(format_number));
    bundle
}

/// One language's messages as `build.rs` indexes them: id, the catalogue file (its
/// place in [`Lang::catalogue`]) and the byte range of the entry there, sorted by id.
type Entries = &'static [(&'static str, u8, u32, u32)];

// `CATALOGUE_INDEX`, made by `build.rs` from `locales/`.
include!(concat!(env!("OUT_DIR"), "/catalogue_index.rs"));

/// The source of message `id`'s entry in a language's catalogue, as indexed when
/// marbles was built: the message is the same parsed from here as from its whole file
/// (a test below checks every one).
fn entry(lang: Lang, id: &str) -> Option<&'static str> {
    let (_, index) = CATALOGUE_INDEX.iter().find(|(tag, _)| *tag == lang.tag())?;
    let at = index.binary_search_by(|(key, ..)| (*key).cmp(id)).ok()?;
    let (_, file, start, end) = index[at];
    let (_, source) = lang.catalogue().get(usize::from(file)).copied()?;
    source.get(start as usize..end as usize)
}

/// Adds message `id` to a language's bundle from its catalogue entry, if it is not
/// there yet. An entry that fails to parse keeps what did (the tidy test
/// `tests/it/tidy/text.rs` fails the build on any such error).
fn learn(bundle: &mut FluentBundle<FluentResource>, lang: Lang, id: &str) {
    if bundle.has_message(id) {
        return;
    }
    if let Some(source) = entry(lang, id) {
        let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(ok, _)| ok);
        let _ = bundle.add_resource(resource);
    }
}

/// Whole numbers in placeables are points or counts: grouped in the current style.
/// Anything else (decimals are passed pre-formatted as text) is left to Fluent.
fn format_number<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) if n.value.fract() == 0.0 && n.value.abs() < 9.0e15 => {
            Some(numbers().points(n.value as i64))
        }
        _ => None,
    }
}

/// The message `id` with its variables, in the current language. Use [`text!`](crate::text)
/// rather than calling this: the tidy test finds ids by that macro.
///
/// A missing id or variable is a bug the tidy test and debug builds catch; release
/// builds show the id or Fluent's `{$name}` rather than nothing.
pub(crate) fn message(id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    message_in(lang(), id, args)
}

/// The message `id` in a given language (its number style still the current one).
pub(crate) fn message_in(lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    // A message is formatted from its bundle under the lock; nothing formatting does
    // asks for another message. A panic elsewhere while it was held left the bundle as
    // it was: the messages it has are whole.
    let mut bundle = bundle(lang).lock().unwrap_or_else(PoisonError::into_inner);
    learn(&mut bundle, lang, id);
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        debug_assert!(false, "no message `{id}` in the {lang} catalogue");
        return id.to_owned();
    };
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    debug_assert!(errors.is_empty(), "message `{id}` ({lang}): {errors:?}");
    text.into_owned()
}

/// Looks up a message in the current language: `text!("pad-total", name = name,
/// points = 11000)`. Whole numbers are grouped in the current number style and pick
/// plurals (`{ $n -> [one] … *[other] … }`); pass decimals formatted already
/// ([`Numbers::expected`], [`Numbers::percent`]) and anything else with `Display` as
/// `x.to_string()`.
///
/// The id must be a string literal: `tests/it/tidy/text.rs` reads the ids out of the
/// source to check that every one is in every catalogue.
#[macro_export]
macro_rules! text {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::render::message(
            $id,
            &[$((stringify!($name), $crate::render::Arg::from($value))),*],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_looked_up_in_the_scoped_language() {
        let said = Locale::of(Lang::Nb).scope(|| crate::text!("count-dice", n = 11000));
        assert_eq!(said, "11 000 terninger");
    }

    #[test]
    fn each_language_writes_numbers_its_way() {
        let en = Numbers::of(Lang::En);
        let nb = Numbers::of(Lang::Nb);
        assert_eq!(en.points(11_000), "11,000");
        assert_eq!(nb.points(11_000), "11 000");
        assert_eq!(en.points(-1_234_567), "-1,234,567");
        assert_eq!(en.points(950), "950");
        assert_eq!(en.percent(0.612, 1), "61.2%");
        assert_eq!(nb.percent(0.612, 1), "61,2 %");
        assert_eq!(en.expected(3050.0), "+3,050.0");
        assert_eq!(nb.expected(3050.0), "+3 050,0");
        assert_eq!(en.expected(-12.46), "−12.5");
        assert_eq!(en.expected(-0.01), "+0.0");
        assert_eq!(en.decimal(1234.5678, 2), "1,234.57");
    }

    #[test]
    fn exports_group_with_a_space_that_does_not_break() {
        let nb = Numbers::of(Lang::Nb).unbreakable();
        assert_eq!(nb.points(11_200), "11\u{a0}200");
        assert_eq!(nb.percent(0.612, 1), "61,2 %");
        assert_eq!(Numbers::of(Lang::En).unbreakable().points(11_200), "11,200");
    }

    #[test]
    fn the_config_overrides_the_grouping() {
        let nb = Numbers::of(Lang::Nb);
        assert_eq!(nb.grouped(NumberStyle::Plain).points(46_656), "46656");
        assert_eq!(nb.grouped(NumberStyle::Dot).expected(3050.0), "+3.050,0");
        let en = Numbers::of(Lang::En).grouped(NumberStyle::Dot);
        assert_eq!(en.decimal(3050.25, 2), "3.050,25");
    }

    #[test]
    fn a_scope_renders_in_its_language_and_restores_the_one_before() {
        let nb = Locale::of(Lang::Nb).scope(|| {
            let inner = Locale::of(Lang::En).scope(lang);
            assert_eq!(inner, Lang::En);
            crate::text!("count-dice", n = 11_000)
        });
        assert_eq!(nb, "11 000 terninger");
        let en = Locale::of(Lang::En).scope(|| crate::text!("count-dice", n = 1));
        assert_eq!(en, "1 die");
    }

    /// A message as parsed, without the comment above it (not part of its entry).
    fn shape(message: &fluent_syntax::ast::Message<&str>) -> String {
        format!(
            "{:?} {:?} {:?}",
            message.id, message.value, message.attributes
        )
    }

    /// Every message parsed alone from its indexed entry is the message the whole
    /// catalogue gives (how it was read before messages were parsed one by one), and
    /// the index has every message of the catalogue, and nothing else.
    #[test]
    fn each_indexed_entry_is_its_message_in_the_whole_catalogue() {
        use fluent_bundle::FluentResource;
        use fluent_syntax::ast::Entry;
        for &lang in Lang::ALL {
            let mut whole = std::collections::BTreeMap::new();
            for (_, source) in lang.catalogue() {
                let resource =
                    FluentResource::try_new(source.to_owned()).unwrap_or_else(|(ok, _)| ok);
                for entry in resource.entries() {
                    if let Entry::Message(message) = entry {
                        whole
                            .entry(message.id.name.to_owned())
                            .or_insert_with(|| shape(message));
                    }
                }
            }
            let (_, index) = CATALOGUE_INDEX
                .iter()
                .find(|(tag, _)| *tag == lang.tag())
                .expect("every language is indexed");
            let indexed: Vec<&str> = index.iter().map(|(id, ..)| *id).collect();
            let expected: Vec<&str> = whole.keys().map(String::as_str).collect();
            assert_eq!(indexed, expected, "{lang}: the index's ids");
            for (id, message) in &whole {
                let source = entry(lang, id).expect("indexed");
                let alone = FluentResource::try_new(source.to_owned())
                    .unwrap_or_else(|(_, errors)| panic!("{lang} {id}: {errors:?}"));
                let entries: Vec<String> = alone
                    .entries()
                    .filter_map(|entry| match entry {
                        Entry::Message(message) => Some(shape(message)),
                        _ => None,
                    })
                    .collect();
                assert_eq!(entries, std::slice::from_ref(message), "{lang} {id}");
            }
        }
    }

    #[test]
    fn plurals_follow_the_number() {
        Locale::of(Lang::Nb).scope(|| {
            assert_eq!(crate::text!("count-dice", n = 1), "1 terning");
            assert_eq!(crate::text!("count-dice", n = 0), "0 terninger");
        });
    }
}
