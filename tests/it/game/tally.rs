//! RULES.md 6.14: a turn recorded without its dice (`tally 450`, `tally bust`), the
//! table's escape hatch when someone threw and banked before the typist caught up.
//! Through the engine (every other rule still applies), and through the real binary:
//! piped play, the save, resume and undo, the exports and `stats`.

use crate::common;
use marbles::testing::render::Words;

use std::path::{Path, PathBuf};

use common::cli::{json_of, marbles};
use common::{game, keep, play, refused, throw};
use marbles::testing::house_rules::load;
use marbles::testing::locale::Lang;
use marbles::testing::render::Locale;
use marbles_core::game::{Action, Event, Game, GameError, Outcome, Step, Tally};
use predicates::prelude::*;
use serde_json::Value;

fn tally(points: i64) -> Action {
    Action::Tally(Tally::Banked(points))
}

fn tally_bust() -> Action {
    Action::Tally(Tally::Bust)
}

fn shipped(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("house_rules")
        .join(format!("{name}.lua"))
}

/// A game under these house-rule files, the first player starting.
fn game_under(scripts: &[PathBuf], players: &[&str]) -> Game {
    let rules = load(scripts).expect("the house rules load");
    let names: Vec<String> = players.iter().map(|p| p.to_string()).collect();
    let mut game = Game::new(rules, &names).expect("a game");
    game.apply(Action::First(names[0].clone())).expect("start");
    game
}

// The engine: what a tally is, and the rules it still answers to.

#[test]
fn a_tally_banks_the_turns_points_without_dice_and_the_pad_marks_it() {
    let mut g = game(&["Ann", "Bob"]);
    let events = play(&mut g, &[tally(750)]);
    assert!(events.contains(&Event::Banked {
        player: 0,
        points: 750,
        house_rule: 0,
        total: 750
    }));
    assert!(events.contains(&Event::Opened { player: 0 }));
    let events = play(&mut g, &[tally_bust()]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Bust { player: 1, .. }))
    );
    let state = g.state();
    assert_eq!(state.players[0].total, 750);
    assert!(state.players[0].open);
    assert_eq!(state.players[1].busts, 1);
    let marks: Vec<(Outcome, bool)> = state
        .history
        .iter()
        .map(|r| (r.outcome, r.tallied))
        .collect();
    assert_eq!(
        marks,
        vec![
            (Outcome::Banked { points: 750 }, true),
            (Outcome::Bust { lost: 0 }, true)
        ]
    );
    // A turn played with dice after it is not marked.
    play(&mut g, &[throw("111523"), keep("1"), Action::Bank]);
    assert_eq!(g.state().history.last().map(|r| r.tallied), Some(false));
}

#[test]
fn a_tally_is_a_whole_turn_refused_once_the_turn_has_begun() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &[throw("111523")]);
    let err = refused(&mut g, tally(700));
    assert_eq!(
        err.words().to_string(),
        "`tally` records a whole turn before its first throw, and Ann's turn is under way: go on with the dice, or `undo` back to the turn's start and tally it"
    );
    play(&mut g, &[keep("111")]);
    assert!(matches!(
        refused(&mut g, tally_bust()),
        GameError::TallyMidTurn { .. }
    ));
}

#[test]
fn a_tally_is_a_positive_multiple_of_50() {
    let mut g = game(&["Ann", "Bob"]);
    for points in [0, -50, 725] {
        let err = refused(&mut g, tally(points));
        assert_eq!(err, GameError::TallyPoints { points }, "{points}");
    }
    assert_eq!(
        refused(&mut g, tally(725)).words().to_string(),
        "a tally is the points the turn banked, a positive multiple of 50 (like `tally 450`), not 725; for a turn that busted, `tally bust`"
    );
}

#[test]
fn a_tally_past_what_a_game_holds_says_so_not_that_it_is_no_multiple_of_50() {
    let mut g = game(&["Ann", "Bob"]);
    // All three are multiples of 50: being too large is the one thing wrong with them.
    for points in [1_000_000_050, 2_147_483_650, 4_294_967_300] {
        let said = refused(&mut g, tally(points)).words().to_string();
        assert_eq!(
            said,
            format!(
                "a tally of {points} is more than any game holds (at most 1,000,000,000 points): tally the points the turn banked, or `tally bust` for a bust"
            )
        );
    }
    // The most a game holds is itself a tally.
    play(&mut g, &[tally(1_000_000_000)]);
    assert!(g.state().is_over());
}

#[test]
fn a_tally_below_700_is_refused_until_the_player_is_open() {
    let mut g = game(&["Ann", "Bob"]);
    let err = refused(&mut g, tally(450));
    assert_eq!(
        err.words().to_string(),
        "Ann is not open yet: banking needs 700 in the turn, this turn holds 450, 250 more needed; a turn short of that cannot have been banked: tally the points it banked, or `tally bust`"
    );
    // Once open, any bank will do.
    play(&mut g, &[tally(700), tally_bust(), tally(50)]);
    assert_eq!(g.state().players[0].total, 750);
}

#[test]
fn a_tally_can_win_the_game() {
    let mut g = game(&["Ann", "Bob"]);
    let events = play(&mut g, &[tally(11_000)]);
    assert!(events.contains(&Event::Won { winners: vec![0] }));
    assert!(g.state().is_over());
    assert!(matches!(
        refused(&mut g, tally(50)),
        GameError::GameOver { .. }
    ));
}

#[test]
fn a_tally_follows_the_house_rules_min_bank_bust_hooks_and_final_round() {
    // Zilch: every bank holds 300, and three busts in a row cost 500.
    let mut g = game_under(&[shipped("zilch")], &["Ann", "Bob"]);
    assert!(matches!(
        refused(&mut g, tally(250)),
        GameError::BelowMinBank { .. }
    ));
    play(
        &mut g,
        &[
            tally_bust(),
            tally_bust(),
            tally_bust(),
            tally_bust(),
            tally_bust(),
        ],
    );
    assert_eq!(g.state().players[0].total, -500);
    // A final round: a tally that reaches the win starts it rather than ending the game.
    let mut g = game_under(&[shipped("final_round")], &["Ann", "Bob"]);
    let events = play(&mut g, &[tally(11_000)]);
    assert!(events.contains(&Event::FinalRound { player: 0 }));
    assert!(!g.state().is_over());
    play(&mut g, &[tally_bust()]);
    assert_eq!(g.state().winners(), Some(&[0][..]));
    // Cut-Throat: a tally does not say which dice the turn left, so none can be stolen.
    let mut g = game_under(&[shipped("cut_throat")], &["Ann", "Bob"]);
    play(&mut g, &[tally(1_000)]);
    assert!(matches!(
        refused(&mut g, Action::Steal),
        GameError::NothingToSteal { .. }
    ));
}

#[test]
fn a_steal_after_a_tallied_bank_is_refused_for_the_tally_not_for_want_of_a_bank() {
    for rules in ["cut_throat", "piggy_back"] {
        let mut g = game_under(&[shipped(rules)], &["Ann", "Bob", "Cy"]);
        play(&mut g, &[tally(700), tally(700)]);
        let err = refused(&mut g, Action::Steal);
        assert_eq!(
            err.words().to_string(),
            "there is nothing to steal: the previous turn was tallied (`tally`), so nobody knows which dice it left: throw the 6 dice in hand",
            "{rules}"
        );
        let nb = Locale::of(Lang::Nb).scope(|| err.words().to_string());
        assert_eq!(
            nb,
            "det er ingenting å stjele: forrige tur ble ført med `noter`, så ingen vet hvilke terninger den etterlot: kast de 6 terningene på hånden",
            "{rules}"
        );
        // After a bust, nothing was banked: that reason stands.
        play(&mut g, &[tally_bust()]);
        let said = refused(&mut g, Action::Steal).words().to_string();
        assert!(said.contains("the previous player did not bank"), "{said}");
    }
}

#[test]
fn hooks_see_a_tally_as_a_bank_and_may_refuse_or_add_to_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("bank_rules.lua");
    std::fs::write(
        &script,
        "marbles.api(2)\n\
         marbles.on(\"bank\", function(event)\n\
           if event.points == 800 then return { refuse = \"no 800s here\" } end\n\
           return { points = 100 }\n\
         end)\n",
    )
    .expect("write the script");
    let mut g = game_under(&[script], &["Ann", "Bob"]);
    assert_eq!(
        refused(&mut g, tally(800)),
        GameError::Refused("no 800s here".into())
    );
    let events = play(&mut g, &[tally(700)]);
    assert!(events.contains(&Event::Banked {
        player: 0,
        points: 800,
        house_rule: 100,
        total: 800
    }));
}

#[test]
fn undo_after_a_tally_restores_the_state_and_redo_plays_it_again() {
    let mut g = game(&["Ann", "Bob"]);
    play(
        &mut g,
        &[throw("111555"), keep("111555"), throw("123346"), keep("1")],
    );
    play(&mut g, &[Action::Bank]);
    for action in [tally(1_500), tally_bust()] {
        let before = g.state().clone();
        let events = play(&mut g, std::slice::from_ref(&action));
        let after = g.state().clone();
        assert_eq!(
            g.undo(),
            Ok(Step::Undone {
                action: action.clone()
            })
        );
        assert_eq!(g.state(), &before);
        assert_eq!(g.redo(), Ok(Step::Redone { action, events }));
        assert_eq!(g.state(), &after);
    }
}

// The binary: piped play, the save, resume, exports and stats.

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

    fn play(&self, lines: &[&str]) -> assert_cmd::assert::Assert {
        marbles(self.dir.path())
            .args(["play", "Ann", "Bob", "--first", "Ann", "--save"])
            .arg(self.save())
            .arg("--strict")
            .write_stdin(lines.join("\n") + "\n")
            .assert()
    }

    fn resume(&self, lines: &[&str]) -> assert_cmd::assert::Assert {
        marbles(self.dir.path())
            .arg("resume")
            .arg(self.save())
            .arg("--strict")
            .write_stdin(lines.join("\n") + "\n")
            .assert()
    }

    fn export(&self, format: &str) -> String {
        let out = marbles(self.dir.path())
            .args(["export", "--format", format])
            .arg(self.save())
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        String::from_utf8(out).expect("UTF-8")
    }
}

#[test]
fn tally_in_a_piped_game_is_saved_resumed_and_undone() {
    let table = Table::new();
    table
        .play(&["tally 700", "tally bust", "tally 1,050", "pad"])
        .success()
        .stdout(predicate::str::contains("Ann banks 700: total 700."))
        .stdout(predicate::str::contains("BUST! Nothing scores for Bob."))
        .stdout(predicate::str::contains("+700†"))
        .stdout(predicate::str::contains(
            "† tallied: the turn was recorded without its dice (`tally`)",
        ));
    let saved = std::fs::read_to_string(table.save()).expect("the save");
    assert!(
        saved.starts_with("format: marbles-save\nversion: 2\n"),
        "{saved}"
    );
    assert!(
        saved.contains("- tally: 700\n- tally: bust\n- tally: 1050\n"),
        "{saved}"
    );
    table
        .resume(&["undo", "tally 1100"])
        .success()
        .stdout(predicate::str::contains(
            "Undone: tally 1,050 (a turn without dice).",
        ))
        .stdout(predicate::str::contains("Ann banks 1,100: total 1,800."));
    // Undone to a game without a tally, the save reads as any older marbles reads it.
    table.resume(&["undo", "undo", "undo"]).success();
    let saved = std::fs::read_to_string(table.save()).expect("the save");
    assert!(
        saved.contains("\nversion: 2\n"),
        "the undone tallies can be redone"
    );
}

#[test]
fn a_tally_refused_in_a_piped_game_says_what_is_expected() {
    let table = Table::new();
    table
        .play(&["tally 450"])
        .failure()
        .stderr(predicate::str::contains("Ann is not open yet"))
        .stderr(predicate::str::contains("or `tally bust`"));
    Table::new()
        .play(&["tally lots"])
        .failure()
        .stderr(predicate::str::contains(
            "`lots` is not points: say what the turn banked in digits (`tally 450`, `tally 1,500`), or `tally bust`",
        ));
}

#[test]
fn a_tally_past_what_a_game_holds_is_refused_as_too_large_in_a_piped_game() {
    for typed in ["2147483650", "4294967300"] {
        Table::new()
            .play(&[&format!("tally {typed}")])
            .failure()
            .stderr(predicate::str::contains(format!(
                "`{typed}` is more than a game holds: a turn banks at most 1,000,000,000 points"
            )))
            .stderr(predicate::str::contains("multiple of 50").not());
    }
}

#[test]
fn a_tally_takes_digits_grouped_in_threes_and_echoes_anything_else() {
    for typed in ["7,00", "4,50", "1_000", "1,5", "1.500"] {
        Table::new()
            .play(&[&format!("tally {typed}")])
            .failure()
            .stderr(predicate::str::contains(format!(
                "`{typed}` is not points: say what the turn banked in digits"
            )))
            .stderr(predicate::str::contains("not 15;").not());
    }
    Table::new()
        .play(&["tally 1,500", "tally 1 500"])
        .success()
        .stdout(predicate::str::contains("Ann banks 1,500: total 1,500."))
        .stdout(predicate::str::contains("Bob banks 1,500: total 1,500."));
    // In Bokmål the comma is the decimal mark: `4,50` is not 450.
    let table = Table::new();
    marbles(table.dir.path())
        .args([
            "--lang", "nb", "play", "Ann", "Bob", "--first", "Ann", "--strict",
        ])
        .write_stdin("tally 1 500\ntally 4,50\n")
        .assert()
        .failure()
        .stdout(predicate::str::contains("1 500"))
        .stderr(predicate::str::contains("`4,50` er ikke poeng"));
}

#[test]
fn exports_carry_a_tallied_turn_with_no_dice() {
    let table = Table::new();
    table
        .play(&["tally 700", "113462", "k 11", "2346", "tally bust"])
        .success();
    let json: Value = serde_json::from_str(&table.export("json")).expect("JSON");
    let results = &json["rounds"][0]["results"];
    assert_eq!(results[0]["result"], "banked");
    // No turn has a `dice` key (a tallied one had `"dice": null`, issue 32): a tallied
    // turn says so with `tallied`, which other turns leave out.
    for turn in [&results[0], &results[1], &json["rounds"][1]["results"][0]] {
        assert!(
            !turn.as_object().expect("a turn").contains_key("dice"),
            "{turn}"
        );
    }
    assert_eq!(results[0]["tallied"], true);
    assert!(
        !results[1]
            .as_object()
            .expect("a turn")
            .contains_key("tallied")
    );
    assert_eq!(json["rounds"][1]["results"][0]["tallied"], true);
    let yaml = table.export("yaml");
    assert!(yaml.contains("tallied: true"), "{yaml}");
    assert!(!yaml.contains("dice:"), "{yaml}");
    assert_eq!(
        table.export("csv"),
        "round,turn,player,result,points,lost,total,tallied\n\
         1,1,Ann,banked,700,0,700,true\n\
         1,2,Bob,bust,0,200,0,false\n\
         2,3,Ann,bust,0,0,700,true\n"
    );
    let md = table.export("md");
    assert!(md.contains("+700†"), "{md}");
    assert!(md.contains("† tallied: the turn was recorded"), "{md}");
    let html = table.export("html");
    assert!(html.contains("+700†"), "{html}");
    assert!(html.contains("† tallied: the turn was recorded"), "{html}");
    // Issue 32: the page showed the catalogue's backticks; the chart's marks are
    // explained where they can be seen.
    assert!(html.contains("(<code>tally</code>)"), "{html}");
    assert!(!html.contains('`'), "{html}");
    assert!(html.contains("<p class=\"meta legend\">"), "{html}");
    assert!(html.contains("</svg> a bust</span>"), "{html}");
    assert!(
        !html.contains("a Flood</span>"),
        "no Flood, no Flood mark: {html}"
    );
}

#[test]
fn a_game_without_a_tally_exports_and_saves_as_before() {
    let table = Table::new();
    table.play(&["113462", "k 11", "2346"]).success();
    let saved = std::fs::read_to_string(table.save()).expect("the save");
    assert!(saved.contains("\nversion: 1\n"), "{saved}");
    assert!(!table.export("json").contains("\"dice\""));
    assert!(!table.export("csv").contains("tallied"));
    assert!(!table.export("md").contains('†'));
}

#[test]
fn stats_count_a_tallied_bust_but_leave_it_out_of_luck_and_the_fair_dice_test() {
    let table = Table::new();
    table
        .play(&["tally bust", "113462", "k 11", "2346", "tally bust", "quit"])
        .success();
    let json: Value = json_of(marbles(table.dir.path()).args(["stats", "--json"]));
    let player = |name: &str| {
        json["players"]
            .as_array()
            .and_then(|ps| ps.iter().find(|p| p["name"] == name))
            .cloned()
            .unwrap_or_else(|| panic!("{name} in {json}"))
    };
    // Busts are the exports' busts, tallied ones included.
    assert_eq!(player("Ann")["busts"], 2);
    assert_eq!(player("Ann")["throws"], 0);
    assert_eq!(player("Bob")["busts"], 1);
    assert_eq!(player("Bob")["throws"], 2);
    // Only the typed dice reach the fair-dice test.
    assert_eq!(json["dice"]["dice"], 10);
}

#[test]
fn stats_and_exports_count_the_same_busts_and_luck_sets_only_typed_ones_against_throws() {
    let table = Table::new();
    table
        .play(&["tally bust", "tally bust", "tally 700", "tally 11000"])
        .success();
    let stats = |args: &[&str]| {
        let out = marbles(table.dir.path())
            .arg("stats")
            .args(args)
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        String::from_utf8(out).expect("UTF-8")
    };
    let json: Value = serde_json::from_str(&stats(&["--json"])).expect("JSON");
    let export: Value = serde_json::from_str(&table.export("json")).expect("JSON");
    for name in ["Ann", "Bob"] {
        let busts = |doc: &Value| {
            doc["players"]
                .as_array()
                .and_then(|ps| ps.iter().find(|p| p["name"] == name))
                .map(|p| p["busts"].clone())
                .unwrap_or_else(|| panic!("{name} in {doc}"))
        };
        assert_eq!(busts(&json), 1, "{name}");
        assert_eq!(busts(&json), busts(&export), "{name}");
    }
    assert!(!json.to_string().contains("typed"), "{json}");
    // The table: one bust each, and luck as expected, as no throw was made to bust.
    let text = stats(&[]);
    let luck_rows: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("Ann") || l.contains("Bob"))
        .filter(|l| l.contains("as expected") || l.contains("lucky"))
        .collect();
    assert_eq!(luck_rows.len(), 2, "{text}");
    for row in luck_rows {
        let cells: Vec<&str> = row.split('┆').map(str::trim).collect();
        assert_eq!(cells.get(2), Some(&"1"), "{row}");
        assert!(row.contains("as expected"), "{row}");
    }
}
