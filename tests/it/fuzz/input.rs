//! Fuzzing every parser a person reaches: the REPL line (`Command::parse`, and
//! `Session::execute` on a live game in every phase), dice text, and command-line
//! numbers. Inputs favour what breaks text handling: letters whose case mapping changes
//! length (İ, K, ẞ, ǅ, ΐ), combining marks, die glyphs, digits and command words.
//!
//! Properties: no input panics, and a refused line leaves the game exactly as it was.
//! `cargo test` runs a few cases; `PROPTEST_CASES` scales them, and `scripts/fuzz`
//! runs them for as long as you like.

use std::path::{Component, Path};

use clap::Parser;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use marbles::testing::cli::Cli;
use marbles::testing::render::dice_error;
use marbles::testing::repl::{Command, Session};
use marbles::testing::store::Autosaver;
use marbles_core::dice::{DiceError, Faces};
use marbles_core::game::Game;
use proptest::prelude::*;
use proptest::sample::select;

/// `cases` by default, or `PROPTEST_CASES` when set, from a fixed seed unless
/// `PROPTEST_RNG_SEED` is set. Failures are not written to a file: the failure message
/// has the minimal input, and `scripts/fuzz` records the seed that found it.
fn config(cases: u32) -> ProptestConfig {
    crate::common::proptest_config(cases)
}

/// Characters that break code which assumes one byte, one character or one column.
const TRICKY: &[char] = &[
    'İ', '\u{212A}', 'ẞ', 'ß', 'ǅ', 'ΐ', 'ﬃ', 'Σ', 'ς', '\u{301}', '\u{300}', '\u{20DD}',
    '\u{200B}', '\u{FEFF}', '\u{0}', '\u{1b}', '\t', '\r', ' ', ',', '-', '+', '.', '好', '🎲',
    '⚀', '⚁', '⚂', '⚃', '⚄', '⚅', '٣', '１', '0', '1', '2', '3', '4', '5', '6', '7', '9',
];

/// Words the REPL knows, in the cases people type them, and words near them.
const WORDS: &[&str] = &[
    "keep",
    "k",
    "KEEP",
    "Keep",
    "bank",
    "b",
    "undo",
    "u",
    "redo",
    "steal",
    "s",
    "first",
    "odds",
    "o",
    "pad",
    "p",
    "rules",
    "export",
    "save",
    "help",
    "h",
    "?",
    "quit",
    "q",
    "exit",
    "--format",
    "-f",
    "--format=json",
    "csv",
    "html",
    "Ann",
    "Bob",
    "bnak",
    "kep",
];

fn tricky_char() -> impl Strategy<Value = char> {
    prop_oneof![3 => select(TRICKY), 1 => any::<char>()]
}

fn tricky_text(max: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(tricky_char(), 0..max).prop_map(|cs| cs.into_iter().collect())
}

/// One token of a line: a command word, dice, or tricky text, maybe glued to the next.
fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => select(WORDS).prop_map(str::to_owned),
        // A command word glued to what follows, as `k15` is.
        2 => (select(WORDS), "[0-9⚀-⚅]{0,2}", tricky_text(3)).prop_map(|(w, d, t)| w.to_owned() + &d + &t),
        3 => "[1-6]{1,6}",
        1 => "[⚀-⚅]{1,6}",
        3 => tricky_text(6),
        1 => any::<String>(),
    ]
}

/// A line as a person or a pipe might send it.
fn line() -> impl Strategy<Value = String> {
    prop::collection::vec((token(), select(&[" ", "", "  ", "\t", ","][..])), 0..5)
        .prop_map(|parts| parts.into_iter().map(|(token, gap)| token + gap).collect())
}

/// Stands for the test's temp dir in generated `save` and `export` lines.
const DIR: &str = "{dir}";

/// Lines that move a game on more often than random text does, mixed with random text.
fn session_line() -> impl Strategy<Value = String> {
    let commands = &[
        "keep",
        "k",
        "bank",
        "b",
        "undo",
        "redo",
        "pad",
        "odds",
        "rules",
        "help",
        "steal",
        "quit",
        "first Ann",
        "first Bob",
    ];
    prop_oneof![
        4 => "[1-6]{1,6}",
        2 => select(&commands[..]).prop_map(str::to_owned),
        2 => ("(k|keep|K|KEEP)", "[1-6]{1,3}", tricky_text(3)).prop_map(|(k, d, t)| k + &d + &t),
        1 => (select(&["save", "export"][..]), tricky_text(4), select(&["", ".csv", ".md", ".json", ".yaml", ".html", " --format json", " -f"][..]))
            .prop_map(|(command, name, tail)| format!("{command} {DIR}/{name}{tail}")),
        3 => line(),
    ]
}

/// The lines that bring a new game to a phase.
const PHASES: &[&[&str]] = &[
    // The roll-off.
    &[],
    // Before the first throw.
    &["first Ann"],
    // After a throw, waiting for its keep.
    &["first Ann", "111555"],
    // Mid-turn with dice in hand, after a keep.
    &["first Ann", "115234", "k 115"],
    // Game over (six 1s twice, banked).
    &["first Ann", "111111", "keep", "111111", "keep", "bank"],
];

/// Whether a line would write outside `dir` (the fuzzer must not litter the machine):
/// `save` and `export` are played only into the test's temp dir.
fn escapes(line: &str, dir: &Path) -> bool {
    let path = match Command::parse(line) {
        Ok(Some(Command::Save(path))) => path,
        Ok(Some(Command::Export { path, .. })) => path,
        _ => return false,
    };
    let path = Path::new(&path);
    !path.starts_with(dir) || path.components().any(|c| c == Component::ParentDir)
}

/// A session for Ann and Bob, saving into a fresh folder; with `saves_fail`, the folder
/// is then replaced by a file so that every save fails.
fn session(dir: &Path, saves_fail: bool) -> Session {
    let folder = dir.join("table");
    std::fs::create_dir(&folder).expect("table folder");
    let game = Game::standard(&["Ann".to_owned(), "Bob".to_owned()]).expect("two players");
    // The table's memory in the test's folder: `save FILE` and the close write there.
    let mut autosaver = Autosaver::new(
        folder.join("game.yaml"),
        "fuzz",
        marbles::testing::clock::Clock::fixed(
            marbles::testing::clock::Stamp::parse("2026-11-29T15:42:05+01:00").expect("a stamp"),
        ),
    )
    .expect("saver")
    .remembering_in(marbles::testing::store::Places {
        games: dir.join("data").join("games"),
        state: dir.join("state"),
    });
    // As `marbles play` does: the new game is on disk before the first line.
    autosaver.save(&game).expect("the first save");
    if saves_fail {
        std::fs::rename(&folder, dir.join("moved")).expect("move the folder away");
        std::fs::write(&folder, b"").expect("a file where the folder was");
    }
    Session::new(game, autosaver)
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn a_line_never_panics_the_parser(line in line()) {
        let _ = Command::parse(&line);
    }

    #[test]
    fn any_string_never_panics_the_parser(line in any::<String>()) {
        let _ = Command::parse(&line);
    }

    #[test]
    fn dice_text_is_read_or_refused_with_the_caret_on_the_fault(text in tricky_text(12)) {
        match Faces::parse(&text) {
            Ok(faces) => prop_assert!(!faces.is_empty()),
            Err(err) => {
                if let DiceError::NotAFace { column, .. } = &err {
                    prop_assert!(*column < text.chars().count());
                }
                let message = dice_error(&text, &err);
                prop_assert!(!message.is_empty());
            }
        }
        let _ = Faces::parse_any_throw(&text);
        for in_hand in 0..=7 {
            let _ = Faces::parse_throw(&text, in_hand);
        }
    }

    #[test]
    fn bytes_that_are_not_utf8_never_panic_the_parser(bytes in prop::collection::vec(any::<u8>(), 0..40)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = Command::parse(&text);
        let _ = Faces::parse(&text);
    }
}

proptest! {
    #![proptest_config(config(48))]

    #[test]
    fn a_session_in_any_phase_replies_to_every_line_and_a_refusal_changes_nothing(
        start in select(PHASES),
        lines in prop::collection::vec(session_line(), 1..24),
        saves_fail in prop::bool::weighted(0.75),
    ) {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut session = session(dir.path(), saves_fail);
        for line in start {
            let reply = session.execute(line);
            prop_assert!(reply.refusal.is_none(), "`{}` sets up the phase: {:?}", line, reply.refusal);
        }
        let mut all_saved = !saves_fail;
        // A `save FILE` that worked moves the save to a folder that works.
        let mut moved = false;
        for line in &lines {
            let line = line.replace(DIR, &dir.path().display().to_string());
            if escapes(&line, dir.path()) {
                continue;
            }
            let is_save = matches!(Command::parse(&line), Ok(Some(Command::Save(_))));
            let state = session.game().state().clone();
            let actions = session.game().actions().to_vec();
            let undone = session.game().undone().to_vec();
            let reply = session.execute(&line);
            moved |= is_save && reply.refusal.is_none();
            if reply.refusal.is_some() {
                prop_assert_eq!(session.game().state(), &state, "`{}` was refused but changed the state", line);
                prop_assert_eq!(session.game().actions(), &actions[..], "`{}` was refused but changed the actions", line);
                prop_assert_eq!(session.game().undone(), &undone[..], "`{}` was refused but changed what can be redone", line);
            }
            if saves_fail && !moved && session.game().actions() != &actions[..] {
                prop_assert!(reply.unsaved.is_some(), "`{}` was not saved and did not say so", line);
            }
            all_saved &= reply.unsaved.is_none();
            // What the prompt and hints show must not panic either.
            let _ = session.prompt();
            let _ = session.expected();
        }
        if !moved {
            prop_assert_eq!(session.is_saved(), !saves_fail || session.failed_saves() == 0);
        }
        if all_saved {
            // Nothing accepted is lost: the save holds every action, and what was undone.
            let saved = marbles::testing::store::load(session.save_path()).expect("the save loads");
            prop_assert_eq!(&saved.actions[..], session.game().actions());
        }
    }
}

/// Values for number flags: numbers of every size and sign, and text that is almost one.
fn number_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<i64>().prop_map(|n| n.to_string()),
        any::<i128>().prop_map(|n| n.to_string()),
        (-10i64..=10).prop_map(|n| n.to_string()),
        select(
            &[
                "-0",
                "+5",
                "1e9",
                " 5",
                "5 ",
                "٣",
                "１",
                "0x10",
                "-",
                "--",
                "",
                "9999999999999999999999999999999999999999"
            ][..]
        )
        .prop_map(str::to_owned),
        tricky_text(5),
    ]
}

fn argument_vector() -> impl Strategy<Value = Vec<String>> {
    let odds_flag = select(&["--dice", "--turn", "--total"][..]);
    let simulate_flag = select(&["--games", "--players", "--seed"][..]);
    prop_oneof![
        (odds_flag, number_text()).prop_map(|(flag, n)| vec!["odds".into(), flag.into(), n]),
        (select(&["--turn", "--total"][..]), number_text()).prop_map(|(flag, n)| {
            vec![
                "advise".into(),
                "155".into(),
                "--open".into(),
                flag.into(),
                n,
            ]
        }),
        (simulate_flag, number_text()).prop_map(|(flag, n)| {
            let mut args: Vec<String> = vec![
                "simulate".into(),
                "--games".into(),
                "1".into(),
                "--players".into(),
                "2".into(),
            ];
            args.extend([flag.to_owned(), n]);
            args
        }),
        prop::collection::vec(prop_oneof![number_text(), tricky_text(6)], 1..4).prop_map(|dice| {
            let mut args = vec!["score".to_owned()];
            args.extend(dice);
            args
        }),
    ]
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn command_line_numbers_are_parsed_or_refused_never_taken_for_flags(args in argument_vector()) {
        let argv = std::iter::once("marbles".to_owned()).chain(args.iter().cloned());
        if let Err(err) = Cli::try_parse_from(argv)
            && err.kind() == ErrorKind::UnknownArgument
        {
            let taken = match err.get(ContextKind::InvalidArg) {
                Some(ContextValue::String(arg)) => arg.clone(),
                _ => String::new(),
            };
            // A whole argument that is a number is never an unknown flag (`-0x` may
            // be read as the short flags `-0 -x`: that is not a number).
            let whole_number = args.contains(&taken) && taken.parse::<i128>().is_ok();
            prop_assert!(
                !whole_number,
                "the number {} in {:?} was taken for a flag: {}", taken, args, err
            );
        }
    }

    #[test]
    fn score_answers_any_dice_text(dice in prop::collection::vec(tricky_text(8), 1..3)) {
        let argv = ["marbles", "score"].into_iter().map(str::to_owned).chain(dice);
        if let Ok(cli) = Cli::try_parse_from(argv) {
            let _ = marbles::testing::cli::run(cli, &marbles::testing::cli::Settings::none(), &mut Vec::new());
        }
    }
}
