//! House rules end to end: the real binary for `score --rules`, `rules list` and
//! `rules check`; the library `Game` for playing each shipped script.

use marbles::testing::render::Words;
use std::path::PathBuf;

use assert_cmd::Command;
use marbles::testing::house_rules::{DiskCopy, disk_copy, load, load_saved};
use marbles_core::dice::Faces;
use marbles_core::game::{Action, Event, Game, Outcome};
use marbles_core::rules::HouseRule;
use predicates::prelude::*;

fn shipped(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("house_rules")
        .join(format!("{name}.lua"))
}

/// The binary in an empty temp dir with a scrubbed environment.
fn marbles(dir: &tempfile::TempDir) -> Command {
    let mut cmd = Command::cargo_bin("marbles").expect("the binary is built");
    cmd.env_clear()
        .env("COLUMNS", crate::common::cli::WIDE)
        .env("MARBLES_CONFIG", dir.path().join("config.toml"))
        .current_dir(dir.path());
    cmd
}

fn temp() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temp dir")
}

#[test]
fn score_with_six_of_a_kind_5000() {
    let dir = temp();
    marbles(&dir)
        .args(["score", "4 4 4 4 4 4", "--rules"])
        .arg(shipped("six_of_a_kind_5000"))
        .assert()
        .success()
        .stdout(predicate::str::contains("for 5,000"));
}

#[test]
fn score_with_three_pairs_names_the_scripted_combo() {
    let dir = temp();
    marbles(&dir)
        .args(["score", "223344", "--json", "--rules"])
        .arg(shipped("three_pairs"))
        .assert()
        .success()
        .stdout(predicate::str::contains(r#""name":"three pairs""#))
        .stdout(predicate::str::contains(r#""points":1500"#));
}

#[test]
fn scripts_combine_in_order() {
    let dir = temp();
    marbles(&dir)
        .args(["rules", "--rules"])
        .arg(shipped("six_of_a_kind_5000"))
        .arg("--rules")
        .arg(shipped("open_500"))
        .assert()
        .success()
        .stdout(predicate::str::contains("5,000"))
        .stdout(predicate::str::contains("Open at 500"))
        .stdout(predicate::str::contains("win at 10,000"));
}

#[test]
fn shipped_scripts_resolve_by_name_from_anywhere() {
    let dir = temp();
    marbles(&dir)
        .args(["score", "666666", "--rules", "house_rules/norwegian.lua"])
        .assert()
        .success()
        .stdout(predicate::str::contains("for 5,000"));
}

#[test]
fn rules_list_works_from_anywhere() {
    let dir = temp();
    marbles(&dir)
        .args(["rules", "list"])
        .assert()
        .success()
        .stdout(predicate::str::contains("built into marbles"))
        .stdout(predicate::str::contains("three_pairs"))
        .stdout(predicate::str::contains(
            "Three pairs in one throw are worth 1,500.",
        ));
}

#[test]
fn rules_list_reads_the_local_folder() {
    let dir = temp();
    std::fs::create_dir(dir.path().join("house_rules")).expect("mkdir");
    std::fs::write(
        dir.path().join("house_rules/mine.lua"),
        "marbles.api(1)\nmarbles.describe('Our own rule.')\n",
    )
    .expect("write");
    marbles(&dir)
        .args(["rules", "list"])
        .assert()
        .success()
        .stdout(predicate::str::contains("mine"))
        .stdout(predicate::str::contains("Our own rule."));
}

#[test]
fn rules_check_passes_every_shipped_script() {
    let dir = temp();
    for entry in std::fs::read_dir(shipped("x").parent().expect("folder")).expect("read") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|x| x == "lua") {
            marbles(&dir)
                .args(["rules", "check"])
                .arg(&path)
                .assert()
                .success()
                .stdout(predicate::str::contains("hold."));
        }
    }
}

#[test]
fn rules_check_catches_a_broken_script_on_the_right_line() {
    let dir = temp();
    let path = dir.path().join("broken.lua");
    std::fs::write(&path, "marbles.api(1)\n\nmarbles.rules.open_at = 'soon'\n").expect("write");
    marbles(&dir)
        .args(["rules", "check", "broken.lua"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "broken.lua:3: rules.open_at must be a whole number",
        ));
}

/// What a combination's points function is told about its own wrong answer is English
/// whole at a Bokmål table too, as the Lua around it is: no sentence half in each
/// language. (Where a failing hook failed is placed in the table's language:
/// play_shipped.rs.)
#[test]
fn a_combinations_wrong_points_are_told_in_english_whole_at_a_bokmal_table() {
    use marbles::testing::locale::Lang;
    use marbles::testing::render::Locale;

    let combo = HouseRule::new(
        "big",
        "big.lua",
        "marbles.api(1)\nmarbles.combo{ name = 'big', points = function(c)\n  if c.n == 1 and c[5] == 1 then return -50 end\nend }",
    );
    let err = Locale::of(Lang::Nb).scope(|| match load_saved(&[combo]) {
        Ok(_) => panic!("a combination worth -50 is refused"),
        Err(err) => err.to_string(),
    });
    assert!(err.contains("returned -50 for a single 5: "), "{err}");
}

/// The rules table names the card's combinations in the table's language and a house
/// rule's as its author did, even one whose name reads like the card's: names are not
/// read back into combinations.
#[test]
fn a_bokmal_rules_table_names_the_cards_combinations_in_bokmal_and_a_scripts_as_written() {
    use marbles::testing::locale::Lang;
    use marbles::testing::render::{Locale, rules_table};

    let threes = HouseRule::new(
        "threes",
        "threes.lua",
        "marbles.api(1)\nmarbles.combo{ name = 'single 3', dice = '3', points = 30 }",
    );
    let rules = load_saved(&[threes]).expect("loads");
    let table = Locale::of(Lang::Nb).scope(|| rules_table(rules.scorer()));
    for bokmal in ["én 1-er", "én 5-er", "tre 4-ere"] {
        assert!(table.contains(bokmal), "{bokmal} in\n{table}");
    }
    assert!(table.contains("single 3"), "{table}");
    assert!(!table.contains("én 3-er"), "{table}");
}

#[test]
fn rules_check_fails_on_an_example_that_is_off() {
    let dir = temp();
    let path = dir.path().join("off.lua");
    std::fs::write(
        &path,
        "marbles.api(1)\nmarbles.describe('x')\nmarbles.example('1 1 1 2 3 4', 300)\n",
    )
    .expect("write");
    marbles(&dir)
        .args(["rules", "check", "off.lua"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "off.lua:3: example 1 1 1 2 3 4: expected 300, the rules give 500",
        ));
}

#[test]
fn a_hostile_script_cannot_hang_the_binary() {
    let dir = temp();
    std::fs::write(
        dir.path().join("hang.lua"),
        "marbles.api(1)\nwhile true do pcall(function() while true do end end) end\n",
    )
    .expect("write");
    marbles(&dir)
        .args(["score", "123456", "--rules", "hang.lua"])
        .timeout(std::time::Duration::from_secs(20))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("hang.lua:2: the script ran"))
        .stderr(predicate::str::contains("endless loop"));
}

/// Each of these ran until killed before the sandbox charged library calls and guarded
/// message handlers; the timeout guards against a hang, it times nothing.
#[test]
fn every_escape_from_the_instruction_budget_is_stopped_on_its_line() {
    let dir = temp();
    for (body, needle) in [
        ("string.rep('', math.maxinteger)", "string.rep"),
        ("table.move({}, 1, math.maxinteger - 1, 2)", "table.move"),
        (
            "xpcall(function() while true do end end, function() while true do end end)",
            "endless loop",
        ),
        (
            "local s = string.rep('a', 200) while true do string.find(s, '.-.-b') end",
            "string.find",
        ),
        (
            "do local x <close> = setmetatable({}, { __close = function() while true do end end }) while true do end end",
            "to-be-closed",
        ),
    ] {
        std::fs::write(
            dir.path().join("escape.lua"),
            format!("marbles.api(1)\n{body}\n"),
        )
        .expect("write");
        marbles(&dir)
            .args(["rules", "check", "escape.lua"])
            .timeout(std::time::Duration::from_secs(60))
            .assert()
            .code(2)
            .stderr(predicate::str::contains("escape.lua:2:"))
            .stderr(predicate::str::contains(needle));
    }
}

/// Four combination functions of ~960,000 instructions a call made every load (and so
/// every `resume`) take seconds; the load's budget covers them all together. (Each
/// function now does ~40,000, within the call budget of 100,000.)
#[test]
fn one_load_has_one_budget_for_all_combination_functions() {
    let dir = temp();
    std::fs::write(
        dir.path().join("slow.lua"),
        "marbles.api(1)\nfor n = 1, 4 do\n  marbles.combo{ name = 'slow ' .. n, points = function()\n    local x = 0 for i = 1, 20000 do x = x + i end\n  end }\nend\n",
    )
    .expect("write");
    marbles(&dir)
        .args(["score", "123456", "--rules", "slow.lua"])
        .timeout(std::time::Duration::from_secs(60))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "slow.lua:4: loading the house rules took more than 2000000 Lua instructions",
        ));
}

#[test]
fn a_missing_script_names_the_fix() {
    let dir = temp();
    marbles(&dir)
        .args(["score", "123456", "--rules", "nowhere.lua"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("rules list"));
}

#[test]
fn a_shipped_rule_named_short_is_suggested_not_guessed() {
    let dir = temp();
    marbles(&dir)
        .args(["score", "111111", "--rules", "six_of_a_kind"])
        .assert()
        .code(2)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains(
            "there is no house rule `six_of_a_kind`",
        ))
        .stderr(predicate::str::contains(
            "did you mean `six_of_a_kind_5000`?",
        ));
    marbles(&dir)
        .args(["--lang", "nb", "rules", "--rules", "norwgian"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("mente du `norwegian`?"));
}

// Playing the shipped scripts through game actions.

fn game(scripts: &[&str], players: &[&str]) -> Game {
    let paths: Vec<PathBuf> = scripts.iter().map(|s| shipped(s)).collect();
    let rules = load(&paths).expect("loads");
    let names: Vec<String> = players.iter().map(|p| p.to_string()).collect();
    let mut game = Game::new(rules, &names).expect("a game");
    game.apply(Action::First(names[0].clone())).expect("start");
    game
}

fn play(game: &mut Game, actions: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for action in actions.split(';').map(str::trim) {
        let (word, rest) = action.split_once(' ').unwrap_or((action, ""));
        let dice = || Faces::parse(rest).expect("dice");
        let action = match word {
            "t" => Action::Throw(dice()),
            "k" => Action::Keep(dice()),
            "b" => Action::Bank,
            "s" => Action::Steal,
            other => panic!("unknown action {other}"),
        };
        let shown = action.words().to_string();
        events.extend(
            game.apply(action)
                .unwrap_or_else(|e| panic!("{shown}: {e:?}")),
        );
    }
    events
}

fn total(game: &Game, player: usize) -> i64 {
    game.state().players[player].total
}

#[test]
fn six_of_a_kind_5000_in_a_game() {
    let mut g = game(&["six_of_a_kind_5000"], &["Ann", "Bob"]);
    play(&mut g, "t 333333; b");
    assert_eq!(total(&g, 0), 5000);
}

#[test]
fn final_round_in_a_game() {
    let mut g = game(&["final_round", "open_500"], &["Ann", "Bob", "Cy"]);
    // Ann reaches 10,000 over two straights-and-sixes turns; Bob and Cy still play.
    play(&mut g, "t 666666; k 666666; t 666666; b"); // 12,000
    assert_eq!(g.state().final_round_by, Some(0));
    assert!(!g.state().is_over());
    play(&mut g, "t 234623"); // Bob busts
    play(&mut g, "t 111111; k 111111; t 111111; b"); // Cy 12,000 too
    assert_eq!(g.state().winners(), Some(&[0, 2][..]), "ties share the win");
}

#[test]
fn norwegian_in_a_game() {
    let mut g = game(&["norwegian"], &["Ann", "Bob"]);
    play(&mut g, "t 111534; t 1 5"); // opening: 550, then 150: banks itself at 700
    assert_eq!(total(&g, 0), 700);
    play(&mut g, "t 153342; t 3462"); // Bob: 150 then nothing: the opening fails
    assert_eq!(total(&g, 1), 0);
    play(&mut g, "t 222234"); // Ann is open: one throw, four 2s = 1000, no Flood
    assert_eq!(total(&g, 0), 1700);
    play(&mut g, "t 155234; t 152; t 5"); // Bob runs out of dice
    assert_eq!(
        g.state().history.last().map(|r| r.outcome),
        Some(Outcome::OutOfDice { lost: 400 })
    );
    play(&mut g, "t 444444"); // six of a kind 5000 in one throw
    assert_eq!(total(&g, 0), 6700);
}

#[test]
fn point_stacking_in_a_game() {
    let mut g = game(&["point_stacking"], &["Ann", "Bob"]);
    play(
        &mut g,
        "t 123462; k 1; t 12346; k 1; t 1234; k 1; t 155; k 155; b",
    );
    // Three ones over three throws (500) + the hot-dice set 1 1 1 1 5 5 valued whole.
    assert_eq!(total(&g, 0), 1100);
}

#[test]
fn cut_throat_in_a_game() {
    let mut g = game(&["cut_throat"], &["Ann", "Bob"]);
    play(&mut g, "t 111234; k 111; t 155; k 155"); // Ann: 700 with hot dice
    play(&mut g, "b");
    assert_eq!(total(&g, 0), 700);
    let events = play(&mut g, "s; t 123456; k 123456; b");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::LostToThief { .. }))
    );
    assert_eq!((total(&g, 0), total(&g, 1)), (0, 2700));
}

#[test]
fn piggy_back_in_a_game() {
    let mut g = game(&["piggy_back"], &["Ann", "Bob"]);
    play(&mut g, "t 111234; k 111; t 155; k 155; b");
    play(&mut g, "s; t 123456; k 123456; b");
    assert_eq!((total(&g, 0), total(&g, 1)), (700, 2700));
}

#[test]
fn three_pairs_in_a_game() {
    let mut g = game(&["three_pairs"], &["Ann", "Bob"]);
    play(&mut g, "t 224466; k 224466; t 111234; k 111; b");
    assert_eq!(total(&g, 0), 2000);
}

#[test]
fn three_busts_in_a_game_survives_undo() {
    let mut g = game(&["three_busts"], &["Ann", "Bob"]);
    play(&mut g, "t 123456; b");
    play(&mut g, "t 234623; t 234623; t 234623; t 234623; t 234623");
    assert_eq!(total(&g, 0), 2000);
    play(&mut g, "t 234623"); // Ann's third bust in a row
    assert_eq!(total(&g, 0), 1000);
    g.undo().expect("undo");
    assert_eq!(total(&g, 0), 2000);
    g.redo().expect("redo");
    assert_eq!(total(&g, 0), 1000);
}

#[test]
fn open_500_in_a_game() {
    let mut g = game(&["open_500"], &["Ann", "Bob"]);
    play(&mut g, "t 111234; b");
    assert!(g.state().players[0].open);
}

#[test]
fn saved_sources_replay_and_a_changed_file_is_noticed() {
    let dir = temp();
    let path = dir.path().join("rule.lua");
    std::fs::write(
        &path,
        "marbles.api(1)\nmarbles.rules.six_of_a_kind = 5000\n",
    )
    .expect("write");
    let loaded = load(std::slice::from_ref(&path)).expect("loads");
    let saved: Vec<HouseRule> = loaded.house_rules().to_vec();
    assert_eq!(disk_copy(&saved[0]), DiskCopy::Same);
    std::fs::write(
        &path,
        "marbles.api(1)\nmarbles.rules.six_of_a_kind = 9000\n",
    )
    .expect("write");
    assert_eq!(disk_copy(&saved[0]), DiskCopy::Changed);
    let replayed = load_saved(&saved).expect("the saved text still loads");
    assert_eq!(replayed.scorer().rules().six_of_a_kind, 5000);
}

/// A combination name of 65,536 bytes once panicked the renderer (width past u16::MAX):
/// such names are refused at load, on their line.
#[test]
fn an_over_long_combination_name_is_refused_not_a_crash() {
    let dir = temp();
    std::fs::write(
        dir.path().join("cn.lua"),
        "marbles.api(1)\nmarbles.combo{ name = string.rep(\"N\", 65536), dice = \"1 1\", points = 5 }\n",
    )
    .expect("write");
    marbles(&dir)
        .args(["score", "1 1 2 3 4 6", "--rules", "cn.lua"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "cn.lua:2: a combination's name is 65536 characters long: at most 80 are allowed",
        ));
}
