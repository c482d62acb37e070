//! `marbles history`, `marbles stats` and games found by their number, run as a group
//! would after some games: the real binary, a scrubbed environment, saves written by
//! the library into fresh temp folders.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

use assert_cmd::prelude::*;
use marbles::testing::store::Autosaver;
use tempfile::TempDir;

/// Ann and Bob to the end: an opening, a bust, a Flood, hot dice, Bob's win.
const FINISHED: &str = "first:Ann 111555 k111555 b 234662 222234 111234 k111 155 k155 b \
                        666111 k666111 b 111111 k111111 555551 k555551 b 123456 k123456 b \
                        111115 k111115 b";

/// Cy and Dee, one throw in.
const OPEN: &str = "first:Cy 111555 k111555 b";

fn save_game(path: &Path, names: &[&str], steps: &str, created: &str) {
    let game = common::scripted(names, steps);
    std::fs::create_dir_all(path.parent().expect("a folder")).expect("folder");
    Autosaver::new(
        path,
        created,
        marbles::testing::clock::Clock::fixed(
            marbles::testing::clock::Stamp::parse("2026-11-29T15:42:05+01:00").expect("a stamp"),
        ),
    )
    .expect("new save")
    .save(&game)
    .expect("saved");
}

/// A data folder with, oldest first: Ann and Bob's finished game (Friday), Cy and Dee's
/// open one (Saturday), and a damaged file.
fn table() -> TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    let games = games(&dir);
    save_game(
        &games.join("2026-11-27T20-15-00-ann-bob.yaml"),
        &["Ann", "Bob"],
        FINISHED,
        "2026-11-27T20:15:00+01:00",
    );
    save_game(
        &games.join("2026-11-28T19-00-00-cy-dee.yaml"),
        &["Cy", "Dee"],
        OPEN,
        "2026-11-28T19:00:00+01:00",
    );
    std::fs::write(
        games.join("zz-damaged.yaml"),
        "format: marbles-save\nversion: [",
    )
    .expect("w");
    dir
}

fn games(dir: &TempDir) -> PathBuf {
    dir.path().join("data").join("games")
}

fn marbles(dir: &TempDir) -> Command {
    let mut cmd = Command::cargo_bin("marbles").expect("the marbles binary");
    cmd.env_clear()
        .env("COLUMNS", crate::common::cli::WIDE)
        .env("MARBLES_DATA_DIR", dir.path().join("data"))
        .env("MARBLES_CONFIG", dir.path().join("config.toml"))
        .env("HOME", dir.path())
        .env("TZ", "UTC")
        .env("NO_COLOR", "1")
        .current_dir(dir.path());
    cmd
}

fn json_of(cmd: &mut Command) -> serde_json::Value {
    let output = cmd.output().expect("runs");
    assert!(output.status.success(), "{output:?}");
    serde_json::from_slice(&output.stdout).expect("JSON")
}

#[test]
fn history_lists_every_game_newest_first_and_damaged_files_as_such() {
    let dir = table();
    let json = json_of(marbles(&dir).args(["history", "--json"]));
    assert_eq!(json["schema_version"], 1);
    let list = json["games"].as_array().expect("games");
    assert_eq!(list.len(), 3, "{json}");
    let by = |name: &str| {
        list.iter()
            .find(|g| g["players"][0] == name)
            .expect("the game")
    };
    let saturday = by("Cy");
    assert_eq!(saturday["started"], "2026-11-28T19:00:00+01:00");
    assert_eq!(saturday["players"], serde_json::json!(["Cy", "Dee"]));
    assert_eq!(saturday["finished"], false);
    let friday = by("Ann");
    assert_eq!(friday["players"], serde_json::json!(["Ann", "Bob"]));
    assert_eq!(friday["finished"], true);
    assert_eq!(friday["winners"], serde_json::json!(["Bob"]));
    assert_eq!(friday["rules"], serde_json::json!([]));
    assert_eq!(friday["rounds"], 4);
    assert!(
        friday["file"]
            .as_str()
            .expect("file")
            .ends_with("ann-bob.yaml")
    );
    assert!(list.iter().any(|g| g["problem"].is_object()), "{json}");

    let text = marbles(&dir).arg("history").output().expect("runs");
    assert!(text.status.success(), "{text:?}");
    let text = String::from_utf8(text.stdout).expect("UTF-8");
    assert!(text.contains("Bob won"), "{text}");
    assert!(text.contains("Fri 2026-11-27 20:15"), "{text}");
    assert!(text.contains("damaged"), "{text}");
}

#[test]
fn a_game_is_exported_and_resumed_by_its_number() {
    let dir = table();
    let json = json_of(marbles(&dir).args(["history", "--json"]));
    let friday = json["games"]
        .as_array()
        .expect("games")
        .iter()
        .find(|g| g["finished"] == true)
        .expect("Friday's game");
    let number = friday["number"].to_string();
    let export = json_of(marbles(&dir).args(["export", &number, "--format", "json"]));
    assert_eq!(export["winner"], "Bob");

    let open = json["games"]
        .as_array()
        .expect("games")
        .iter()
        .find(|g| g["players"][0] == "Cy")
        .expect("Saturday's game")["number"]
        .to_string();
    let input = dir.path().join("lines.txt");
    std::fs::write(&input, "pad\n").expect("input");
    let resumed = marbles(&dir)
        .args(["resume", &open])
        .stdin(std::fs::File::open(&input).expect("input"))
        .output()
        .expect("runs");
    assert!(resumed.status.success(), "{resumed:?}");
    let out = String::from_utf8_lossy(&resumed.stdout);
    assert!(out.contains("Cy") && out.contains("Dee"), "{out}");
}

#[test]
fn a_file_named_like_a_number_wins_over_the_number() {
    let dir = table();
    save_game(
        &dir.path().join("1"),
        &["Eve", "Fay"],
        "first:Eve 111555 k111555 b",
        "2026-11-29T10:00:00Z",
    );
    let export = json_of(marbles(&dir).args(["export", "1", "--format", "json"]));
    let names: Vec<&str> = export["players"]
        .as_array()
        .expect("players")
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert!(names.contains(&"Eve"), "{export}");
}

#[test]
fn a_number_not_in_the_history_says_which_numbers_there_are() {
    let dir = table();
    let output = marbles(&dir).args(["export", "9"]).output().expect("runs");
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("games 1 to 3"), "{err}");
}

#[test]
fn stats_count_wins_busts_and_dice_as_the_export_does() {
    let dir = table();
    let json = json_of(marbles(&dir).args(["stats", "--json"]));
    assert_eq!(json["schema_version"], 1);
    let players = json["players"].as_array().expect("players");
    let bob = players.iter().find(|p| p["name"] == "Bob").expect("Bob");
    assert_eq!(bob["games"], 1);
    assert_eq!(bob["wins"], 1);
    assert_eq!(bob["busts"], 1);
    assert_eq!(bob["floods"], 0);
    assert_eq!(bob["best_turn"], 9_100);
    assert!(bob["expected_busts"].as_f64().expect("a number") > 0.0);
    let ann = players.iter().find(|p| p["name"] == "Ann").expect("Ann");
    assert_eq!(ann["floods"], 1);
    assert_eq!(players[0]["name"], "Bob", "most wins first");
    let dice = &json["dice"];
    let faces: Vec<u64> = dice["faces"]
        .as_array()
        .expect("faces")
        .iter()
        .filter_map(serde_json::Value::as_u64)
        .collect();
    assert_eq!(faces.len(), 6);
    assert_eq!(dice["dice"], faces.iter().sum::<u64>());
    assert!(dice["p_value"].is_number());
    assert!(dice["chi_square"].is_number());

    let only_cy = json_of(marbles(&dir).args(["stats", "--json", "--player", "cy"]));
    let names: Vec<&str> = only_cy["players"]
        .as_array()
        .expect("players")
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert_eq!(names, ["Cy", "Dee"]);

    let since = json_of(marbles(&dir).args(["stats", "--json", "--since", "2026-11-28"]));
    assert_eq!(since["games"], 1);
    // A house rule no game was played with is refused, not counted as no games.
    let ruled = marbles(&dir)
        .args(["stats", "--json", "--rules", "final_round"])
        .output()
        .expect("runs");
    assert_eq!(ruled.status.code(), Some(2), "{ruled:?}");
    let standard = json_of(marbles(&dir).args(["stats", "--json", "--rules", "standard"]));
    assert_eq!(standard["games"], 2);
}

#[test]
fn stats_finds_a_player_typed_without_the_letters_the_keyboard_lacks() {
    let dir = tempfile::tempdir().expect("temp dir");
    let games = games(&dir);
    save_game(
        &games.join("2026-11-27T20-15-00-ase-bob.yaml"),
        &["Åse", "Bob"],
        OPEN.replace("Cy", "Åse").as_str(),
        "2026-11-27T20:15:00+01:00",
    );
    save_game(
        &games.join("2026-11-28T20-15-00-soren-ann.yaml"),
        &["Søren", "Ann"],
        OPEN.replace("Cy", "Ann").as_str(),
        "2026-11-28T20:15:00+01:00",
    );
    let names = |json: &serde_json::Value| -> Vec<String> {
        let mut names: Vec<String> = json["players"]
            .as_array()
            .expect("players")
            .iter()
            .filter_map(|p| p["name"].as_str().map(str::to_owned))
            .collect();
        names.sort();
        names
    };
    let ase = json_of(marbles(&dir).args(["stats", "--json", "--player", "Ase"]));
    assert_eq!(ase["games"], 1);
    assert_eq!(names(&ase), ["Bob", "Åse"]);
    let soren = json_of(marbles(&dir).args(["stats", "--json", "--player", "soren"]));
    assert_eq!(names(&soren), ["Ann", "Søren"]);
    // Only close: a suggestion, not a guess (exit 2, nothing on standard output).
    let output = marbles(&dir)
        .args(["stats", "--player", "Sor"])
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(stderr.contains("did you mean Søren?"), "{stderr}");
    // A name like none is refused with the names there are (issue 32: it said "no
    // games" and exited 0).
    let output = marbles(&dir)
        .args(["stats", "--json", "--player", "Zed"])
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(
        stderr.contains(
            "no game has a player called `Zed`; the players are `Søren`, `Ann`, `Åse` and `Bob`"
        ),
        "{stderr}"
    );
}

#[test]
fn stats_rules_means_exactly_and_offers_the_games_that_include_a_rule() {
    // Issue 32: `--rules open_500` found nothing when those games had other rules too.
    let dir = tempfile::tempdir().expect("temp dir");
    let play = |args: &[&str]| {
        let input = dir.path().join("lines.txt");
        std::fs::write(&input, "111555\nkeep\nbank\n").expect("input");
        let output = marbles(&dir)
            .args(["play", "Ann", "Bob", "--first", "Ann"])
            .args(args)
            .stdin(std::fs::File::open(&input).expect("input"))
            .output()
            .expect("runs");
        assert!(output.status.success(), "{output:?}");
    };
    play(&[
        "--rules",
        "house_rules/open_500.lua",
        "--rules",
        "house_rules/final_round.lua",
    ]);
    play(&[]);
    let output = marbles(&dir)
        .args(["stats", "--rules", "open_500"])
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let said = String::from_utf8(output.stdout).expect("UTF-8");
    assert_eq!(
        said,
        "No game was played with exactly open_500: `--rules` means exactly these house rules, no others. \
         One game was played with open_500 among others: `marbles stats --with-rule open_500` counts it.\n"
    );
    let including = json_of(marbles(&dir).args(["stats", "--json", "--with-rule", "open_500"]));
    assert_eq!(including["games"], 1);
    let exactly = json_of(marbles(&dir).args([
        "stats",
        "--json",
        "--rules",
        "final_round",
        "--rules",
        "house_rules/open_500.lua",
    ]));
    assert_eq!(exactly["games"], 1);
    // A typo is refused with what it is close to; a rule no game had, with those there are.
    for (rule, told) in [
        (
            "opne_500",
            "--rules: no game was played with a house rule called `opne_500`: did you mean `open_500`?",
        ),
        (
            "zilch",
            "--rules: no game was played with a house rule called `zilch`; the games were played with `open_500` and `final_round`",
        ),
    ] {
        let output = marbles(&dir)
            .args(["stats", "--rules", rule])
            .output()
            .expect("runs");
        assert_eq!(output.status.code(), Some(2), "{output:?}");
        let stderr = String::from_utf8(output.stderr).expect("UTF-8");
        assert!(stderr.contains(told), "{stderr}");
    }
    let output = marbles(&dir)
        .args(["stats", "--with-rule", "final_rund"])
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stderr).contains("did you mean `final_round`?"));
}

#[test]
fn stats_text_is_a_table_with_luck_and_the_dice_verdict() {
    let dir = table();
    let output = marbles(&dir).arg("stats").output().expect("runs");
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(text.contains("luck"), "{text}");
    assert!(text.contains("Head to head"), "{text}");
    assert!(text.contains("Dice:"), "{text}");
}

#[test]
fn a_bad_since_date_is_refused_with_the_form_to_use() {
    let dir = table();
    let output = marbles(&dir)
        .args(["stats", "--since", "last friday"])
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stderr).contains("YEAR-MONTH-DAY"));
}

/// Many throws of dice with a heavy six are flagged; the same number of fair-looking
/// throws are not.
#[test]
fn a_heavy_six_is_flagged_after_a_few_games_and_fair_dice_are_not() {
    let dir = tempfile::tempdir().expect("temp dir");
    // A round each: the fair set's throws show every face equally often; the heavy
    // set's a third of the time a six.
    let heavy_turn = "123456 k123456 b 666152 k66615 b";
    let fair_turn = "123456 k123456 b 123456 k123456 b";
    for (i, turn) in [heavy_turn, fair_turn].iter().enumerate() {
        let sub = dir.path().join(format!("t{i}"));
        for g in 0..8 {
            let steps = format!("first:Ann {}", [*turn; 3].join(" "));
            save_game(
                &sub.join("games").join(format!("g{g}.yaml")),
                &["Ann", "Bob"],
                &steps,
                &format!("2026-11-1{g}T20:00:00Z"),
            );
        }
    }
    let verdict = |i: usize| {
        let mut cmd = Command::cargo_bin("marbles").expect("binary");
        cmd.env_clear()
            .env("COLUMNS", crate::common::cli::WIDE)
            .env("MARBLES_DATA_DIR", dir.path().join(format!("t{i}")))
            .env("MARBLES_CONFIG", dir.path().join(format!("t{i}.toml")))
            .env("HOME", dir.path())
            .env("NO_COLOR", "1")
            .arg("stats");
        let output = cmd.output().expect("runs");
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    let heavy = verdict(0);
    assert!(heavy.contains("strong reason to doubt"), "{heavy}");
    let fair = verdict(1);
    assert!(fair.contains("no reason to doubt"), "{fair}");
}

#[test]
fn a_win_rate_is_read_beside_the_finished_games_it_is_over() {
    let dir = table();
    let output = marbles(&dir).arg("stats").output().expect("runs");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(text.contains("finished"), "{text}");
    let cells = |name: &str| -> Vec<String> {
        let row = text
            .lines()
            .find(|line| {
                line.trim_start_matches(['│', '┃', '|', ' '])
                    .starts_with(name)
            })
            .unwrap_or_else(|| panic!("no row for {name}: {text}"));
        row.split(['│', '┆', '|'])
            .map(|cell| cell.trim().to_owned())
            .filter(|cell| !cell.is_empty())
            .collect()
    };
    // Cy played one game, not finished: no win rate, and the row says why.
    assert_eq!(cells("Cy")[1..5], ["1", "0", "0", "–"], "{text}");
    assert_eq!(cells("Bob")[1..5], ["1", "1", "1", "100.0%"], "{text}");
}

/// Plays `lines` at a new table of Ann and Bob, saved in the games folder, and returns
/// the save's file name.
fn play_new_game(dir: &TempDir, lines: &str) -> String {
    let input = dir.path().join("lines.txt");
    std::fs::write(&input, lines).expect("input");
    let output = marbles(dir)
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .stdin(std::fs::File::open(&input).expect("input"))
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let games = std::fs::read_dir(games(dir)).expect("the games folder");
    let mut names: Vec<String> = games
        .filter_map(|entry| Some(entry.ok()?.file_name().to_str()?.to_owned()))
        .filter(|name| name.ends_with(".yaml"))
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");
    names.remove(0)
}

/// The history's index as the last session left it, before any `history` reads it.
fn index(dir: &TempDir) -> String {
    let path = dir
        .path()
        .join("data")
        .join("state")
        .join("history-index.json");
    std::fs::read_to_string(&path).unwrap_or_default()
}

#[test]
fn quit_files_the_game_in_the_history_as_the_end_of_input_does() {
    // Issue 19: the end of input filed the game in the history's index, `quit` did not.
    for ending in ["quit\n", ""] {
        let dir = tempfile::tempdir().expect("temp dir");
        let save = play_new_game(&dir, &format!("111555\nkeep\nbank\n{ending}"));
        let index = index(&dir);
        assert!(index.contains(&save), "{ending:?}: {save} in {index}");
    }
}

/// Issue 25 item 10: one loaded die among fair ones. The table's pooled verdict doubts
/// the dice; each player's verdict says whose: Bob's sixes, not Åse's fair die, also
/// when `--player Åse` chooses the games.
#[test]
fn each_players_dice_get_their_own_verdict_and_the_loaded_one_is_named() {
    let dir = tempfile::tempdir().expect("temp dir");
    let games = games(&dir);
    // Åse's throws show every face equally often; Bob's a six half the time.
    let round = "123456 k123456 b 666152 k66615 b";
    for g in 0..8 {
        save_game(
            &games.join(format!("2026-11-1{g}T20-00-00-ase-bob.yaml")),
            &["Åse", "Bob"],
            &format!("first:Åse {}", [round; 3].join(" ")),
            &format!("2026-11-1{g}T20:00:00Z"),
        );
    }
    let verdict_of = |json: &serde_json::Value, name: &str| {
        let players = json["players"].as_array().expect("players");
        let player = players
            .iter()
            .find(|p| p["name"] == name)
            .expect("the player");
        player["dice"].clone()
    };
    for args in [
        &["stats", "--json"][..],
        &["stats", "--json", "--player", "Ase"],
    ] {
        let json = json_of(marbles(&dir).args(args));
        assert_eq!(json["dice"]["verdict"], "strong_reason", "{json}");
        let (ase, bob) = (verdict_of(&json, "Åse"), verdict_of(&json, "Bob"));
        assert_eq!(ase["dice"], 144, "{ase}");
        assert_eq!(ase["verdict"], "no_reason", "{ase}");
        assert_eq!(bob["dice"], 144, "{bob}");
        assert_eq!(bob["verdict"], "strong_reason", "{bob}");
        assert_eq!(bob["faces"][5], 72, "{bob}");
        // Two players tested: Holm doubles the smaller p-value (at most 1).
        let (p, adjusted) = (&bob["p_value"], &bob["adjusted_p_value"]);
        let (p, adjusted) = (p.as_f64().expect("p"), adjusted.as_f64().expect("p"));
        assert!((adjusted - 2.0 * p).abs() <= 1e-12 * p.max(1e-300), "{bob}");
    }
    let output = marbles(&dir).arg("stats").output().expect("runs");
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(
        text.contains("Dice: strong reason to doubt them."),
        "{text}"
    );
    assert!(text.contains("2 players tested together"), "{text}");
    assert!(text.contains("Holm–Bonferroni"), "{text}");
    assert!(
        text.contains(
            "Åse: no reason to doubt them. 144 dice, p = 1.00; every face came up equally often."
        ),
        "{text}"
    );
    assert!(
        text.contains("Bob: strong reason to doubt them. 144 dice")
            && text.contains("most off: 6 came up 50.0% of the time"),
        "{text}"
    );
}

/// The REPL's `dice` judges the game in play as `stats` judges the table's memory: the
/// dice together, then each player's. Pooled with Åse's fair throws, Bob's sixes (half
/// his dice) pass as fair; his own verdict names them, while the game is still on the table.
#[test]
fn dice_at_the_table_says_whose_die_is_loaded() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut lines = vec!["first Åse".to_owned()];
    // Åse's straights win in the sixth round, before Bob's sixth turn.
    for _ in 0..6 {
        for line in ["123456", "keep", "bank", "666152", "keep", "bank"] {
            lines.push(line.to_owned());
        }
    }
    lines.push("dice".to_owned());
    let input = dir.path().join("lines.txt");
    std::fs::write(&input, lines.join("\n") + "\n").expect("input");
    let output = marbles(&dir)
        .args(["play", "Åse", "Bob"])
        .stdin(std::fs::File::open(&input).expect("input"))
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    for said in [
        "Dice: no reason to doubt them. 66 dice",
        "2 players tested together",
        "Åse: no reason to doubt them. 36 dice",
        "Bob: strong reason to doubt them. 30 dice, p < 0.0001; most off: 6 came up 50.0%",
    ] {
        assert!(text.contains(said), "`{said}` missing:\n{text}");
    }
}

#[test]
fn leaving_at_the_roll_off_leaves_no_empty_game_in_the_history() {
    // Issue 32: Ctrl-D (the end of input) at the roll-off left an empty game listed.
    for ending in ["", "quit\n", "4\n"] {
        let dir = tempfile::tempdir().expect("temp dir");
        let input = dir.path().join("lines.txt");
        std::fs::write(&input, ending).expect("input");
        let output = marbles(&dir)
            .args(["play", "Ann", "Bob"])
            .stdin(std::fs::File::open(&input).expect("input"))
            .output()
            .expect("runs");
        assert!(output.status.success(), "{output:?}");
        let said = String::from_utf8_lossy(&output.stdout);
        assert!(
            said.contains("Nothing was played, so no game is kept."),
            "{said}"
        );
        let json = json_of(marbles(&dir).args(["history", "--json"]));
        assert_eq!(
            json["games"].as_array().map(Vec::len),
            Some(0),
            "{ending:?}: {json}"
        );
    }
    // A game past its roll-off is kept as ever.
    let dir = tempfile::tempdir().expect("temp dir");
    play_new_game(&dir, "");
    let json = json_of(marbles(&dir).args(["history", "--json"]));
    assert_eq!(json["games"].as_array().map(Vec::len), Some(1), "{json}");
}

/// The player named `name` in a JSON list of players.
fn player<'a>(json: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    json["players"]
        .as_array()
        .and_then(|players| players.iter().find(|p| p["name"] == name))
        .unwrap_or_else(|| panic!("{name} in {json}"))
}

#[test]
fn stats_add_up_each_games_review_decisions_cost_and_luck() {
    let dir = table();
    // Ann and Bob's finished game is the history's first: its review, then the stats
    // of that game alone say the same.
    let review = json_of(marbles(&dir).args(["review", "1", "--json"]));
    let stats = json_of(marbles(&dir).args(["stats", "--json", "--player", "Ann"]));
    assert_eq!(stats["games_reviewed"], 1, "{stats}");
    for name in ["Ann", "Bob"] {
        let (reviewed, counted) = (player(&review, name), player(&stats, name));
        assert_eq!(counted["games_reviewed"], 1, "{counted}");
        assert_eq!(counted["decisions"], reviewed["decisions"], "{name}");
        let decisions = reviewed["decisions"].as_f64().expect("a count");
        let cost = reviewed["cost"].as_f64().expect("a cost");
        let luck = |v: &serde_json::Value| v["luck"].as_f64().expect("luck");
        assert!((luck(counted) - luck(reviewed)).abs() < 1e-6, "{name}");
        assert!(
            (counted["average_cost"].as_f64().expect("a cost") - cost / decisions).abs() < 1e-6,
            "{name}: {counted}"
        );
    }
    // Every game of the table is reviewed (the standard game's table is shipped), the
    // second time from the cache folder, the same.
    let all = json_of(marbles(&dir).args(["stats", "--json"]));
    assert_eq!(all["games_reviewed"], 2, "{all}");
    assert_eq!(json_of(marbles(&dir).args(["stats", "--json"])), all);
    let text = marbles(&dir).arg("stats").output().expect("runs");
    let text = String::from_utf8(text.stdout).expect("UTF-8");
    assert!(text.contains("cost/decision"), "{text}");
    assert!(text.contains("percentage points"), "{text}");
}

#[test]
fn a_game_saved_in_the_games_folder_is_named_by_its_number_at_the_end() {
    // Issue 32: the closing line took three lines of a path at 40 columns.
    let dir = table();
    let piped = |text: &str| {
        let input = dir.path().join("lines.txt");
        std::fs::write(&input, text).expect("input");
        std::fs::File::open(&input).expect("input")
    };
    let output = marbles(&dir)
        .args(["play", "Eve", "Finn", "--first", "Eve"])
        .stdin(piped("111555\nkeep\nbank\nquit\n"))
        .output()
        .expect("runs");
    let said = String::from_utf8_lossy(&output.stdout);
    let number = json_of(marbles(&dir).args(["history", "--json"]))["games"]
        .as_array()
        .and_then(|games| games.iter().find(|g| g["players"][0] == "Eve"))
        .and_then(|game| game["number"].as_u64())
        .expect("Eve's game in the history");
    assert!(
        said.contains(&format!(
            "Saved as game {number} of `marbles history`. Continue with `marbles resume {number}`."
        )),
        "{said}"
    );
    let resumed = marbles(&dir)
        .args(["resume", &number.to_string()])
        .stdin(piped("pad\n"))
        .output()
        .expect("runs");
    assert!(resumed.status.success(), "{resumed:?}");
    assert!(String::from_utf8_lossy(&resumed.stdout).contains("Eve"));
}
