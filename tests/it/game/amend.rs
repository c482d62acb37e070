//! Correcting the past (issue 32): `log` numbers the moves as the save does, `amend`
//! replaces moves and replays the rest as one step that undo and redo take whole, also
//! across a resume, and the save keeps what was replaced.

use std::path::PathBuf;

use unicode_width::UnicodeWidthStr;

use crate::common::cli::marbles;
use crate::common::{game, keep, open_with_1100, play, throw};
use marbles_core::game::{Action, GameError, Step};

/// Ann opens with 1,100 (moves 2–6), Bob busts (7), Ann keeps 1 5 and banks 150 (8–10).
const OPENING: &[&str] = &[
    "111555", "keep", "123346", "keep 1", "bank", "234346", "155223", "keep 1 5", "bank",
];

struct Table {
    dir: tempfile::TempDir,
}

impl Table {
    fn new() -> Table {
        Table {
            dir: tempfile::tempdir().expect("temp dir"),
        }
    }

    fn save(&self) -> PathBuf {
        self.dir.path().join("game.yaml")
    }

    fn saved(&self) -> String {
        std::fs::read_to_string(self.save()).expect("the save")
    }

    /// Plays `lines` (not strict: a refused line goes on) and returns stdout, stderr.
    fn run(&self, args: &[&str], lines: &[&str]) -> (String, String) {
        let out = marbles(self.dir.path())
            .args(args)
            .write_stdin(lines.join("\n") + "\n")
            .output()
            .expect("marbles runs");
        assert!(out.status.success(), "{out:?}");
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    fn play(&self, lines: &[&str]) -> (String, String) {
        let save = self.save();
        let save = save.to_str().expect("a UTF-8 path");
        self.run(
            &["play", "Ann", "Bob", "--first", "Ann", "--save", save],
            lines,
        )
    }

    fn resume(&self, lines: &[&str]) -> (String, String) {
        let save = self.save();
        let save = save.to_str().expect("a UTF-8 path");
        self.run(&["resume", save], lines)
    }
}

#[test]
fn log_numbers_the_moves_as_the_save_does_grouped_by_turn() {
    let table = Table::new();
    let mut lines = OPENING.to_vec();
    lines.extend(["log", "log bob"]);
    let (out, err) = table.play(&lines);
    assert_eq!(err, "");
    assert!(out.contains("Roll-off:  1: first Ann"), "{out}");
    assert!(
        out.contains(
            "Ann · round 1:  2: 111555  3: keep 1 1 1 5 5 5  4: 123346  5: keep 1  6: bank"
        ),
        "{out}"
    );
    assert!(
        out.contains("Bob · round 1:  7: 234346\nAnn · round 2:  8: 155223"),
        "{out}"
    );
    // `log bob`: Bob's turn alone, once more after the whole log.
    assert_eq!(out.matches("Bob · round 1:").count(), 2, "{out}");
    assert_eq!(out.matches("Ann · round 2:").count(), 1, "{out}");
}

/// In Bokmål the log and an amend's refusal show each move in the words a Bokmål
/// player types (`behold`, `sett inn`, `noter bom`), and each of them, typed back with
/// `rett`, is read as the very move it shows: never a word the table refuses.
#[test]
fn in_bokmal_every_move_the_log_shows_is_typed_back_as_shown() {
    let table = Table::new();
    let mut lines = OPENING.to_vec();
    lines.extend(["tally bust", "log", "amend 3 123456"]);
    let (out, err) = table.run(
        &["--lang", "nb", "play", "Ann", "Bob", "--first", "Ann"],
        &lines,
    );
    assert!(out.contains("Startkast:  1: først Ann"), "{out}");
    assert!(
        out.contains("2: 111555  3: behold 1 1 1 5 5 5  4: 123346  5: behold 1  6: sett inn"),
        "{out}"
    );
    assert!(out.contains("11: noter bom"), "{out}");
    assert!(
        err.contains("trekk 3 slik det er rettet (`123456`)"),
        "{err}"
    );
    // Each move typed back as the log shows it is that very move: nothing to amend.
    let shown = [
        "2 111555",
        "3 behold 1 1 1 5 5 5",
        "6 sett inn",
        "11 noter bom",
    ];
    let again: Vec<String> = shown.iter().map(|m| format!("rett {m}")).collect();
    let mut lines = OPENING.to_vec();
    lines.push("tally bust");
    lines.extend(again.iter().map(String::as_str));
    let (out, err) = table.run(
        &["--lang", "nb", "play", "Ann", "Bob", "--first", "Ann"],
        &lines,
    );
    assert!(!err.contains("feil:"), "{err}");
    assert_eq!(out.matches("Ingenting å rette").count(), 4, "{out}");
}

#[test]
fn log_fits_every_width_from_40_to_200_columns() {
    let table = Table::new();
    let mut lines = OPENING.to_vec();
    lines.push("log");
    for columns in [40, 57, 80, 120, 200] {
        let out = marbles(table.dir.path())
            .env("COLUMNS", columns.to_string())
            .args(["play", "Ann", "Bob", "--first", "Ann"])
            .write_stdin(lines.join("\n") + "\n")
            .output()
            .expect("runs");
        let out = String::from_utf8_lossy(&out.stdout).into_owned();
        let log: Vec<&str> = out
            .lines()
            .skip_while(|l| !l.starts_with("Roll-off:"))
            .take_while(|l| !l.starts_with("Saved"))
            .collect();
        assert!(log.len() >= 4, "{columns}: {out}");
        for line in &log {
            assert!(line.width() <= columns, "{columns}: {line:?}");
        }
        // Every move is there, each whole.
        for number in 1..=10 {
            assert!(
                log.iter().any(|l| l.contains(&format!("{number}: "))),
                "{columns}: move {number}: {log:#?}"
            );
        }
    }
}

#[test]
fn an_amend_replays_the_rest_says_the_totals_and_undo_and_redo_take_it_whole_across_a_resume() {
    let table = Table::new();
    let mut lines = OPENING.to_vec();
    lines.push("amend 4 155346, 5 keep 1 5 5");
    let (out, err) = table.play(&lines);
    assert_eq!(err, "");
    assert!(
        out.contains("move 4: 123346 → 155346\nmove 5: keep 1 → keep 1 5 5\nTotals: Ann 1,250 → 1,350 and Bob 0 → 0."),
        "{out}"
    );
    let saved = table.saved();
    assert!(
        saved.starts_with("format: marbles-save\nversion: 5\n"),
        "{saved}"
    );
    // What was replaced is kept.
    assert!(
        saved.contains("amends:\n- at: 10\n  changes:\n  - move: 4\n    was:"),
        "{saved}"
    );

    let (out, err) = table.resume(&["undo", "pad"]);
    assert_eq!(err, "");
    assert!(out.contains("Undone: the amend."), "{out}");
    assert!(
        out.contains("Totals: Ann 1,350 → 1,250 and Bob 0 → 0."),
        "{out}"
    );
    let saved = table.saved();
    assert!(saved.contains("undone_amends:"), "{saved}");

    let (out, err) = table.resume(&["redo"]);
    assert_eq!(err, "");
    assert!(out.contains("Redone: the amend."), "{out}");
    assert!(out.contains("Ann 1,250 → 1,350"), "{out}");
    // Undo once more takes the amend back, then Bob's bust: actions undo as before.
    let (out, _) = table.resume(&["undo", "undo", "undo"]);
    assert!(out.contains("Undone: the amend."), "{out}");
    assert!(out.contains("Undone: bank."), "{out}");
}

#[test]
fn a_refused_amend_changes_nothing_and_names_the_first_move_that_no_longer_applies() {
    let table = Table::new();
    let mut lines = OPENING.to_vec();
    lines.extend([
        // Move 4 becomes a bust: move 5's keep no longer applies.
        "amend 4 234346",
        // Move 3 is a keep: a throw there is refused where it stands.
        "amend 3 123456",
        "amend 1 first Bob",
        "amend 11 bank",
        "amend 0 bank",
        "amend 4 pad",
        "amend 4",
        "amend 4 777",
    ]);
    let amends = lines.len() - OPENING.len();
    let (out, err) = table.play(&lines);
    assert!(!out.contains("Amended"), "{out}");
    let refusals: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(refusals.len(), amends, "{err}");
    assert!(
        err.contains(
            "move 5 (`keep 1`) no longer applies after the amend: there is no throw to keep from"
        ),
        "{err}"
    );
    assert!(
        err.contains("move 3 as amended (`123456`) is refused there"),
        "{err}"
    );
    assert!(err.contains("move 1 settles who starts"), "{err}");
    assert!(
        err.contains("there is no move 11: the game has 10 moves"),
        "{err}"
    );
    assert!(err.contains("there is no move 0"), "{err}");
    assert!(err.contains("`pad` is not a move"), "{err}");
    let saved = table.saved();
    assert!(!saved.contains("amends"), "{saved}");
    assert!(
        saved.starts_with("format: marbles-save\nversion: 1\n"),
        "{saved}"
    );
}

#[test]
fn amend_speaks_bokmal() {
    let table = Table::new();
    let save = table.save();
    let save = save.to_str().expect("a UTF-8 path");
    let mut lines = OPENING.to_vec();
    lines.extend(["amend 4 155346, 5 keep 1 5 5", "amend 4 234346", "log"]);
    let (out, err) = table.run(
        &[
            "play", "Ann", "Bob", "--first", "Ann", "--lang", "nb", "--save", save,
        ],
        &lines,
    );
    assert!(out.contains("Rettet 2 trekk"), "{out}");
    assert!(
        out.contains("Summer: Ann 1 250 → 1 350 og Bob 0 → 0."),
        "{out}"
    );
    assert!(out.contains("Ann · runde 1:"), "{out}");
    assert!(err.contains("gjelder ikke lenger etter rettelsen"), "{err}");
}

// The engine's side.

#[test]
fn several_moves_are_amended_as_one_step() {
    let mut game = game(&["Ann", "Bob"]);
    play(&mut game, &open_with_1100());
    // Move 4 is 123346, move 5 `keep 1`: amend both as one.
    let amended = game
        .amend(&[(4, throw("155346")), (5, keep("155"))])
        .expect("applies")
        .expect("changes something");
    assert_eq!(amended.changes.len(), 2);
    assert_eq!(game.state().players[0].total, 1200);
    match game.undo().expect("undo") {
        Step::Amended { amendment, .. } => assert_eq!(amendment, amended),
        other => panic!("{other:?}"),
    }
    assert_eq!(game.state().players[0].total, 1100);
    assert_eq!(game.actions()[3], throw("123346"));
}

#[test]
fn an_amend_may_not_change_who_starts() {
    let mut game = game(&["Ann", "Bob"]);
    play(&mut game, &open_with_1100());
    let err = game
        .amend(&[(1, Action::First("Bob".into()))])
        .expect_err("refused");
    assert!(
        matches!(err, GameError::AmendStart { number: 1 }),
        "{err:?}"
    );
    let err = game
        .amend(&[(2, Action::First("Bob".into()))])
        .expect_err("refused");
    assert!(
        matches!(err, GameError::AmendStart { number: 2 }),
        "{err:?}"
    );
}

#[test]
fn a_new_move_after_an_undone_amend_drops_it_from_redo() {
    let mut game = game(&["Ann", "Bob"]);
    play(&mut game, &open_with_1100());
    game.amend(&[(4, throw("155346"))])
        .expect("applies")
        .expect("a change");
    game.undo().expect("undo the amend");
    assert_eq!(game.undone_amends().len(), 1);
    play(&mut game, &[throw("234346")]);
    assert!(game.undone_amends().is_empty());
    assert!(matches!(game.redo(), Err(GameError::NothingToRedo)));
}
