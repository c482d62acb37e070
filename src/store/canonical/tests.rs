//! The fast path against the YAML library: whatever it reads, the library reads to the
//! same save; what it declines is left to the library. Besides these, debug builds
//! check every save any test loads (`load`'s `debug_assert`).

use proptest::prelude::*;
use proptest::test_runner::RngSeed;

use super::{plain, read};
use crate::clock::Stamp;
use crate::dice::{Face, Faces};
use crate::game::{Action, Tally, scripted};
use crate::rules::HouseRule;
use crate::store::load::{Unread, parse_save_fully};
use crate::store::{SAVE_FORMAT, Save, to_yaml};

/// The fast path agrees with the library on `text`, or declines; whether it read it.
fn agrees(text: &str) -> bool {
    let fast = read(text.as_bytes());
    if let Some(save) = &fast {
        let full = parse_save_fully(text.as_bytes());
        assert_eq!(
            full.as_ref(),
            Ok(save),
            "the fast path read a save the YAML library reads otherwise:\n{text}"
        );
    }
    fast.is_some()
}

/// The fast path reads `save` as written, and the library reads the same.
fn read_as_written(save: &Save) {
    let text = to_yaml(save).expect("yaml");
    assert!(
        agrees(&text),
        "the fast path declined a save marbles wrote:\n{text}"
    );
    assert_eq!(read(text.as_bytes()).as_ref(), Some(save));
}

/// The games the tests play, as saves.
fn scripted_saves() -> Vec<Save> {
    let mut games = vec![
        scripted::two_players(true),
        scripted::two_players(false),
        scripted::three_players(true),
        scripted::three_players(false),
        scripted::six_players(true),
        scripted::six_players(false),
    ];
    let mut undone = scripted::three_players(false);
    scripted::run(&mut undone, "u u u");
    games.push(undone);
    games
        .iter()
        .map(|game| Save::from_game(game, "2026-11-29T14:30:05+01:00"))
        .collect()
}

/// A short game, built once: a scorer takes a while to build in a test build.
static BASE: std::sync::LazyLock<Save> =
    std::sync::LazyLock::new(|| Save::from_game(&scripted::two_players(false), "t"));

#[test]
fn the_saves_of_the_scripted_games_are_read_as_written() {
    for save in scripted_saves() {
        read_as_written(&save);
    }
}

#[test]
fn a_save_with_house_rules_a_tally_and_a_redo_list_is_read_as_written() {
    let mut save = scripted_saves().remove(0);
    save.version = 2;
    save.house_rules = vec![
        HouseRule::new(
            "six_of_a_kind_5000",
            "house_rules/six_of_a_kind_5000.lua",
            "-- the article's value\nmarbles.api(1)\n\n\tmarbles.rules.six_of_a_kind = 5000\n",
        ),
        HouseRule::new("no newline", "/abs/x.lua", "return {}\n  end"),
        HouseRule::new("kept", "./kept.lua", "x\n\n\n"),
    ];
    save.actions.push(Action::Tally(Tally::Banked(1_500)));
    save.actions.push(Action::Tally(Tally::Bust));
    save.undone = vec![Action::Steal, Action::RollOff(face(4)), Action::Bank];
    read_as_written(&save);
}

#[test]
fn the_snapshot_of_the_save_format_is_read_as_the_library_reads_it() {
    let snapshot = include_str!("../snapshots/marbles__store__save__tests__save_file_format.snap");
    let text = snapshot
        .splitn(3, "---\n")
        .nth(2)
        .expect("a snapshot's body");
    // insta keeps the text without its last line feed.
    let text = format!("{}\n", text.trim_end_matches('\n'));
    assert!(agrees(&text), "declined:\n{text}");
}

#[test]
fn the_fixture_from_the_old_yaml_library_is_read_the_same_or_declined() {
    let text = include_str!("../../../tests/fixtures/save-v1-serde-yaml.yaml");
    agrees(text);
}

/// Lines anyone might write into a save, each to be put in anywhere.
const EDITS: &[&str] = &[
    "# a comment",
    "",
    " ",
    "---",
    "...",
    "notes: bring snacks",
    "- bank",
    "  - 3",
    "- throw: [1, 5]",
    "- {first: Ann}",
    "- first: no",
    "- first: \"Ann\"",
    "- first: 'Ann'",
    "- first: Ann # the host",
    "- tally: 0x10",
    "- tally: 050",
    "- tally: 1_000",
    "- tally: ~",
    "- roll_off: 7",
    "version: 2",
    "players: [Ann, Bob]",
    "house_rules: []",
    "undone: []",
    "  source: |",
    "    return {}",
    "end: marbles-save",
    "\t- bank",
    "- &a bank",
    "- *a",
    "- !!str bank",
];

#[test]
fn a_line_added_removed_or_repeated_anywhere_is_read_the_same_or_declined() {
    for save in scripted_saves().into_iter().take(2) {
        let mut save = save;
        save.house_rules = vec![HouseRule::new("r", "r.lua", "a\n\n  b\n")];
        let text = to_yaml(&save).expect("yaml");
        let lines: Vec<&str> = text.lines().collect();
        for at in 0..=lines.len() {
            for edit in EDITS {
                let mut edited = lines.clone();
                edited.insert(at, edit);
                agrees(&(edited.join("\n") + "\n"));
            }
            if at < lines.len() {
                let mut removed = lines.clone();
                removed.remove(at);
                agrees(&(removed.join("\n") + "\n"));
                let mut repeated = lines.clone();
                repeated.insert(at, lines[at]);
                agrees(&(repeated.join("\n") + "\n"));
            }
        }
        // Cut anywhere, and without its last line feed.
        for cut in 0..text.len() {
            if text.is_char_boundary(cut) {
                agrees(&text[..cut]);
            }
        }
    }
}

fn face(pips: u8) -> Face {
    Face::new(pips).expect("a face")
}

/// Words YAML 1.1 or 1.2 reads as something other than text, and marks that mean
/// something in YAML.
const TRAPS: &[&str] = &[
    "no",
    "No",
    "NO",
    "yes",
    "Y",
    "n",
    "on",
    "Off",
    "true",
    "False",
    "~",
    "null",
    "Null",
    "NULL",
    "0x10",
    "0o17",
    "0b11",
    "1e3",
    "1_000",
    "0755",
    "12",
    "-3",
    "+5",
    ".5",
    "1.",
    ".inf",
    ".NaN",
    "-.inf",
    "nan",
    "inf",
    "2026-12-02",
    "12:30",
    "1:20:30",
    "-",
    ":",
    "?",
    "- x",
    "? x",
    ": x",
    "x:",
    "x: y",
    "x #y",
    "#x",
    "&a",
    "*a",
    "!a",
    "!!str x",
    "%x",
    "@x",
    "`x",
    "|",
    ">",
    "|-",
    "[x]",
    "{x}",
    "x,y",
    "'",
    "\"",
    "''",
    "\"\"",
    "it's",
    "'q'",
    "\"q\"",
    " x",
    "x ",
    "x  y",
    "\tx",
    "x\ty",
    "\\",
    "x\\y",
    "\\n",
    "<<",
    "=",
    "---",
    "...",
    "--- x",
    "... x",
    "",
    "nil",
    "Nil",
    "NONE",
    "Infinity",
    "_1",
    "_.",
    "_1e3",
    "_0x1F",
    "_0b+1",
    "_e3",
];

/// Characters that YAML or Unicode treat specially, and ordinary ones.
const PALETTE: &[char] = &[
    'a',
    'Z',
    'é',
    'Å',
    'ø',
    '1',
    '0',
    '5',
    ' ',
    ' ',
    '-',
    '_',
    '.',
    '/',
    '\'',
    '"',
    ':',
    '#',
    '\\',
    ',',
    '[',
    ']',
    '{',
    '}',
    '&',
    '*',
    '!',
    '|',
    '>',
    '?',
    '%',
    '@',
    '`',
    '=',
    '+',
    '(',
    ')',
    '~',
    '\t',
    '\n',
    '\r',
    '\u{0}',
    '\u{7}',
    '\u{1b}',
    '\u{7f}',
    '\u{85}',
    '\u{a0}',
    '\u{ad}',
    '\u{200b}',
    '\u{200d}',
    '\u{200e}',
    '\u{202e}',
    '\u{2028}',
    '\u{2029}',
    '\u{3000}',
    '\u{feff}',
    '\u{fffd}',
    '\u{fffe}',
    '\u{ffff}',
    '\u{e000}',
    '\u{fe0f}',
    '\u{1f3b2}',
    '\u{1f468}',
    '\u{e0041}',
    '\u{10ffff}',
];

/// A name or any short text: a trap, a word of the palette's characters, any text, or
/// an ordinary name.
fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        2 => proptest::sample::select(TRAPS).prop_map(str::to_owned),
        3 => proptest::collection::vec(proptest::sample::select(PALETTE), 0..8)
            .prop_map(|chars| chars.into_iter().collect()),
        1 => any::<String>(),
        3 => "[A-Z][a-zåø]{0,6}( [A-Z][a-z]{0,5})?",
        1 => "[a-z_/][a-z0-9_./+=()'-]{0,8}",
    ]
}

/// A script's text: lines of palette characters, spaces and tabs at their start, blank
/// lines and lines of spaces, with or without a last line feed.
fn source() -> impl Strategy<Value = String> {
    let line = prop_oneof![
        3 => "[a-z =(){}\"'.,#-]{1,12}",
        1 => Just(String::new()),
        1 => " {1,6}",
        1 => "[ \t]{1,3}[a-z]{1,4}",
        1 => proptest::collection::vec(proptest::sample::select(PALETTE), 1..6)
            .prop_map(|chars| chars.into_iter().collect()),
    ];
    (
        proptest::collection::vec(line, 0..6),
        prop_oneof![Just(""), Just("\n"), Just("\n\n"), Just("\n \n")],
    )
        .prop_map(|(lines, end)| lines.join("\n") + end)
}

fn house_rule() -> impl Strategy<Value = HouseRule> {
    (text(), text(), source(), proptest::bool::weighted(0.1)).prop_map(
        |(name, path, source, with_use)| {
            let mut rule = HouseRule::new(name, path, source);
            if with_use {
                rule.uses = vec![HouseRule::new("used", "./used.lua", "return 1\n")];
            }
            rule
        },
    )
}

fn faces() -> impl Strategy<Value = Faces> {
    proptest::collection::vec(1u8..=6, 0..7)
        .prop_map(|pips| Faces::from_vec(pips.into_iter().map(face).collect()))
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        3 => faces().prop_map(Action::Throw),
        3 => faces().prop_map(Action::Keep),
        2 => Just(Action::Bank),
        1 => Just(Action::Steal),
        1 => (1u8..=6).prop_map(|pips| Action::RollOff(face(pips))),
        1 => text().prop_map(Action::First),
        1 => any::<i64>().prop_map(|points| Action::Tally(Tally::Banked(points))),
        1 => (0i64..100).prop_map(|fifties| Action::Tally(Tally::Banked(fifties * 50))),
        1 => Just(Action::Tally(Tally::Bust)),
    ]
}

fn save() -> impl Strategy<Value = Save> {
    (
        prop_oneof![8 => 1u32..=3, 1 => 0u32..=9],
        text(),
        proptest::collection::vec(text(), 0..5),
        proptest::collection::vec(house_rule(), 0..3),
        proptest::collection::vec(action(), 0..12),
        proptest::collection::vec(action(), 0..3),
        proptest::bool::weighted(0.05),
        proptest::option::of(finished_at()),
    )
        .prop_map(
            |(version, created, players, house_rules, actions, undone, foreign, finished_at)| {
                Save {
                    format: if foreign {
                        "other".into()
                    } else {
                        SAVE_FORMAT.into()
                    },
                    version,
                    created: created.into(),
                    finished_at,
                    players,
                    house_rules,
                    actions,
                    undone,
                    amends: Vec::new(),
                    undone_amends: Vec::new(),
                    end: SAVE_FORMAT.into(),
                }
            },
        )
}

/// When a game finished: with its offset, in UTC, and offsets of every width.
fn finished_at() -> impl Strategy<Value = Stamp> {
    proptest::sample::select(vec![
        "2026-11-29T15:42:05+01:00",
        "2026-12-04T05:07:32Z",
        "2026-12-04T05:07:32-09:30",
        "1999-12-31T23:59:59+14:00",
    ])
    .prop_map(|text| Stamp::parse(text).expect("a stamp"))
}

/// `cases` per property (or `PROPTEST_CASES`), the same cases on every run unless
/// `PROPTEST_RNG_SEED` asks for others, so that `cargo test` cannot pass one run and fail
/// the next; and no regression file written into the checkout: a failure prints its
/// minimal case, which belongs in a named test here (as `Nil` is).
fn config(cases: u32) -> ProptestConfig {
    let mut config = ProptestConfig {
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    if std::env::var_os("PROPTEST_CASES").is_none() {
        config.cases = cases;
    }
    if config.rng_seed == RngSeed::Random {
        config.rng_seed = RngSeed::Fixed(31);
    }
    config
}

/// A save of two players, the first named `name`, who also names the house rule and
/// its path and throws first.
fn save_naming(name: &str) -> Save {
    let mut save = BASE.clone();
    save.players = vec![name.to_owned(), "Bob".to_owned()];
    save.house_rules = vec![HouseRule::new(name, name, "marbles.api(1)\n")];
    save.actions = vec![Action::First(name.to_owned()), Action::Bank];
    save.undone = Vec::new();
    save
}

#[test]
fn a_player_named_nil_or_none_takes_the_fast_path() {
    // The writer leaves these plain; the fast path took them for reserved words and
    // declined, one clean `cargo test` in twenty.
    for name in [
        "Nil", "nil", "NIL", "None", "none", "Infinity", "_e3", "_x1",
    ] {
        read_as_written(&save_naming(name));
    }
    // And words the writer quotes are read from their quotes.
    for name in [
        "No", "NULL", "Yes", "oN", "Nan", "INF", "y", "_1", "_1e3", "_.", "_0b+1",
    ] {
        read_as_written(&save_naming(name));
    }
}

/// Words YAML or either reader treats specially.
const SPECIAL: &[&str] = &[
    "true",
    "false",
    "yes",
    "no",
    "on",
    "off",
    "y",
    "n",
    "null",
    "~",
    "nil",
    "none",
    "nan",
    "inf",
    "infinity",
    "1e3",
    "1E-3",
    "0x1",
    "0X1f",
    "0o7",
    "0b1",
    "0b+1",
    ".inf",
    ".nan",
    ".5",
    "1.",
    "1_000",
    "0755",
    "12:30",
    "2026-12-02",
    "<<",
    "=",
    "---",
    "...",
    "Ann",
];
/// What may stand before such a word.
const BEFORE: &[&str] = &[
    "", "", "", "-", "?", ":", "#", "_", "__", ".", "+", "./", "!", "&", "*", "%", "@", "'", "\"",
    "- ", "? ", ": ", "x ", "x",
];
/// What may follow it.
const AFTER: &[&str] = &[
    "", "", "", "_", "1", "e5", ".", ":", "#", " #", " x", "x", "'", "-",
];

/// A special word in any mix of cases, with marks or digits around it.
fn special_name() -> impl Strategy<Value = String> {
    (
        proptest::sample::select(BEFORE),
        proptest::sample::select(SPECIAL),
        proptest::collection::vec(any::<bool>(), 12),
        proptest::sample::select(AFTER),
    )
        .prop_map(|(before, word, upper, after)| {
            let cased: String = word
                .chars()
                .zip(upper.iter().cycle())
                .map(|(c, &up)| {
                    if up {
                        c.to_ascii_uppercase()
                    } else {
                        c.to_ascii_lowercase()
                    }
                })
                .collect();
            format!("{before}{cased}{after}")
        })
}

/// Whether the writer writes `text` plain, as a list item.
fn written_plain(text: &str) -> bool {
    to_yaml(&vec![text]).expect("yaml") == format!("- {text}\n")
}

proptest! {
    #![proptest_config(config(500))]

    /// Whatever a player is called among the words YAML reads otherwise: the YAML
    /// library reads the save as written, the fast path reads it the same or declines,
    /// and it declines no name of letters, digits and `_` that starts with a letter or
    /// `_` (quoted or not); of the text it reads plain, it takes exactly what the writer
    /// leaves plain.
    #[test]
    fn special_words_in_any_case_are_read_as_written_by_both_readers(name in special_name()) {
        let save = save_naming(&name);
        let text = to_yaml(&save).expect("yaml");
        let full = parse_save_fully(text.as_bytes());
        prop_assert_eq!(full.as_ref(), Ok(&save), "{}", text);
        let fast = read(text.as_bytes());
        if let Some(fast) = &fast {
            prop_assert_eq!(fast, &save, "{}", text);
        }
        let ordinary = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        prop_assert!(!ordinary || fast.is_some(), "declined {:?}:\n{}", name, text);
        if ordinary {
            prop_assert_eq!(plain(&name), written_plain(&name), "{:?}", name);
        }
    }
}

proptest! {
    #![proptest_config(config(2_000))]

    /// Any save written: the fast path reads it as the library does, or declines.
    #[test]
    fn any_save_written_is_read_as_the_library_reads_it_or_declined(save in save()) {
        let text = to_yaml(&save).expect("yaml");
        if let Some(fast) = read(text.as_bytes()) {
            prop_assert_eq!(parse_save_fully(text.as_bytes()), Ok(fast.clone()), "{}", text);
            // What it reads is what was written (the library's round trip is its own).
            prop_assert_eq!(fast, save, "{}", text);
        }
    }

    /// A script's text of any lines, the part of a save most like a hand-written file.
    #[test]
    fn any_script_is_read_as_the_library_reads_it_or_declined(
        sources in proptest::collection::vec(source(), 1..3),
    ) {
        let mut save = BASE.clone();
        save.house_rules = sources
            .into_iter()
            .map(|source| HouseRule::new("mine", "house_rules/mine.lua", source))
            .collect();
        let text = to_yaml(&save).expect("yaml");
        if let Some(fast) = read(text.as_bytes()) {
            prop_assert_eq!(parse_save_fully(text.as_bytes()), Ok(fast.clone()), "{}", text);
            prop_assert_eq!(fast, save, "{}", text);
        }
    }

    /// A save with a character changed, added or removed anywhere.
    #[test]
    fn a_save_edited_by_one_character_is_read_the_same_or_declined(
        save in save(),
        at in any::<proptest::sample::Index>(),
        edit in 0..3u8,
        with in proptest::sample::select(PALETTE),
    ) {
        let text = to_yaml(&save).expect("yaml");
        let mut chars: Vec<char> = text.chars().collect();
        let at = at.index(chars.len());
        match edit {
            0 => chars[at] = with,
            1 => chars.insert(at, with),
            _ => {
                chars.remove(at);
            }
        }
        let edited: String = chars.into_iter().collect();
        if let Some(fast) = read(edited.as_bytes()) {
            prop_assert_eq!(parse_save_fully(edited.as_bytes()), Ok(fast), "{}", edited);
        }
    }

    /// Saves of ordinary names and scripts, as marbles writes them, take the fast path.
    #[test]
    fn ordinary_saves_take_the_fast_path(
        players in proptest::collection::vec("[A-Z][a-z]{1,6}( [A-Z][a-z]{1,6})?", 1..7),
        actions in proptest::collection::vec(action().prop_filter("no text", |a| {
            !matches!(a, Action::First(_) | Action::Tally(Tally::Banked(_)))
        }), 0..40),
        finished in proptest::bool::ANY,
    ) {
        let save = Save {
            format: SAVE_FORMAT.into(),
            version: 1,
            created: "2026-12-04T05:07:32+00:00".into(),
            finished_at: finished.then(|| Stamp::parse("2026-12-04T06:12:09+00:00").expect("a stamp")),
            players: players.clone(),
            house_rules: vec![HouseRule::new(
                "open_500",
                "house_rules/open_500.lua",
                "marbles.api(1)\n\n-- open at 500\nmarbles.rules.opening = 500\n",
            )],
            actions: std::iter::once(Action::First(players[0].clone()))
                .chain(actions)
                .collect(),
            undone: Vec::new(),
            amends: Vec::new(),
            undone_amends: Vec::new(),
            end: SAVE_FORMAT.into(),
        };
        let text = to_yaml(&save).expect("yaml");
        prop_assert_eq!(read(text.as_bytes()), Some(save), "{}", text);
        prop_assert_eq!(parse_save_fully(text.as_bytes()).map(|_| ()), Ok::<(), Unread>(()));
    }
}
