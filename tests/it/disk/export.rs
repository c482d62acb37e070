//! `marbles export` run as a user would: the real binary, a scrubbed environment, a save
//! file written by the library into a fresh temp dir.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

use assert_cmd::prelude::*;
use marbles::testing::store::Autosaver;
use predicates::prelude::*;
use tempfile::TempDir;

/// Ann and Bob to the end: an opening, a bust, a Flood, hot dice, Bob's win.
const GAME: &str = "first:Ann 111555 k111555 b 234662 222234 111234 k111 155 k155 b \
                    666111 k666111 b 111111 k111111 555551 k555551 b 123456 k123456 b \
                    111115 k111115 b";

fn save_game(dir: &Path) -> PathBuf {
    let game = common::scripted(&["Ann", "Bob"], GAME);
    let path = dir.join("ann-bob.yaml");
    Autosaver::new(
        &path,
        "2026-11-29T14:30:05",
        marbles::testing::clock::Clock::fixed(
            marbles::testing::clock::Stamp::parse("2026-11-29T15:42:05+01:00").expect("a stamp"),
        ),
    )
    .expect("new save")
    .save(&game)
    .expect("saved");
    path
}

fn marbles(dir: &TempDir) -> Command {
    let mut cmd = Command::cargo_bin("marbles").expect("the marbles binary");
    cmd.env_clear()
        .env("COLUMNS", crate::common::cli::WIDE)
        .env("MARBLES_DATA_DIR", dir.path().join("data"))
        .env("MARBLES_CONFIG", dir.path().join("config.toml"))
        .current_dir(dir.path());
    cmd
}

#[test]
fn json_export_holds_players_winner_rules_and_rounds() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game(dir.path());
    let output = marbles(&dir)
        .args(["export", "--format", "json"])
        .arg(&save)
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["winner"], "Bob");
    assert_eq!(json["rules"], serde_json::json!([]));
    assert_eq!(json["rounds"].as_array().map(Vec::len), Some(4));
    let players = json["players"].as_array().expect("players");
    assert_eq!(players.len(), 2);
    let bob = &players[0];
    assert_eq!(bob["name"], "Bob");
    assert_eq!(bob["rank"], 1);
    assert_eq!(bob["total"], 12_850);
    assert_eq!(bob["opened"], true);
    assert_eq!(bob["opened_in_round"], 2);
    assert_eq!(bob["turns"], 4);
    assert_eq!(bob["busts"], 1);
    assert_eq!(bob["floods"], 0);
    assert_eq!(bob["best_turn"], 9_100);
    assert_eq!(players[1]["floods"], 1);
}

#[test]
fn the_output_extension_picks_csv() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game(dir.path());
    marbles(&dir)
        .arg("export")
        .arg(&save)
        .args(["-o", "out.csv"])
        .assert()
        .success()
        .stdout("");
    let csv = std::fs::read_to_string(dir.path().join("out.csv")).expect("out.csv");
    // Issue 13 item 7 made the CSV one table, the pad with a row per turn (it was the
    // final table, a blank line, then a column per player).
    assert!(
        csv.starts_with("round,turn,player,result,points,lost,total\n"),
        "{csv}"
    );
    assert!(csv.ends_with("\n4,8,Bob,banked,3050,0,12850\n"), "{csv}");
}

/// The game of [`save_game`] saved with a start time in UTC, as older saves have it.
fn save_game_started(dir: &Path) -> PathBuf {
    let path = save_game(dir);
    let text = std::fs::read_to_string(&path).expect("read");
    let text = text.replace("2026-11-29T14:30:05", "2026-11-29T13:30:05Z");
    std::fs::write(&path, text).expect("write");
    path
}

/// The same save as written by a marbles before saves said when a game finished.
fn without_finished_at(path: &Path) {
    let text = std::fs::read_to_string(path).expect("read");
    assert!(text.contains("version: 4\n"), "{text}");
    let text: String = text
        .replace("version: 4\n", "version: 1\n")
        .lines()
        .filter(|line| !line.starts_with("finished_at:"))
        .map(|line| format!("{line}\n"))
        .collect();
    std::fs::write(path, text).expect("write");
}

#[test]
fn every_export_gives_how_long_the_game_lasted_when_the_save_says() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game_started(dir.path());
    let export = |format: &str| {
        let output = marbles(&dir)
            .env("TZ", OSLO)
            .args(["export", "--format", format])
            .arg(&save)
            .output()
            .expect("runs");
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    let json = |format: &str| -> serde_json::Value {
        let text = export(format);
        if format == "yaml" {
            serde_saphyr::from_str(&text).expect("YAML")
        } else {
            serde_json::from_str(&text).expect("JSON")
        }
    };
    for format in ["json", "yaml"] {
        let data = json(format);
        assert_eq!(data["finished_at"], "2026-11-29T15:42:05+01:00", "{format}");
        assert_eq!(data["duration_minutes"], 72, "{format}");
    }
    assert_eq!(json("bgstats")["plays"][0]["durationMin"], 72);
    assert!(export("md").contains(" · lasted 1 h 12 min · "));
    // An older save: loaded as it was, the duration unknown.
    without_finished_at(&save);
    for format in ["json", "yaml"] {
        let data = json(format);
        assert!(data["finished_at"].is_null(), "{format}: {data}");
        assert!(data["duration_minutes"].is_null(), "{format}: {data}");
    }
    assert_eq!(json("bgstats")["plays"][0]["durationMin"], 0);
    let page = export("html");
    assert!(
        page.contains("Played Sunday 29 November 2026 at 14:30 · Ann threw first"),
        "{page}"
    );
}

/// Oslo's rules as a POSIX TZ string, so no time zone database is needed.
const OSLO: &str = "CET-1CEST,M3.5.0,M10.5.0/3";

#[test]
fn the_csv_is_one_table_a_spreadsheet_imports() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game(dir.path());
    let output = marbles(&dir)
        .args(["export", "--format", "csv"])
        .arg(&save)
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let mut reader = csv::Reader::from_reader(output.stdout.as_slice());
    let header = reader.headers().expect("a header row").clone();
    assert_eq!(
        header.iter().collect::<Vec<_>>(),
        [
            "round", "turn", "player", "result", "points", "lost", "total"
        ]
    );
    let rows: Vec<csv::StringRecord> = reader
        .records()
        .map(|r| r.expect("a record of the same width"))
        .collect();
    assert_eq!(rows.len(), 8, "four rounds of two turns");
    for row in &rows {
        for column in [0, 1, 4, 5, 6] {
            assert!(
                row[column].parse::<i64>().is_ok(),
                "a plain number in column {column}: {row:?}"
            );
        }
    }
    let ann_total: i64 = rows
        .iter()
        .filter(|r| &r[2] == "Ann")
        .map(|r| r[6].parse::<i64>().expect("a number"))
        .next_back()
        .expect("Ann played");
    assert_eq!(ann_total, 3_100);
}

#[test]
fn the_page_says_when_and_who_began_and_reads_on_a_phone() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game_started(dir.path());
    let output = marbles(&dir)
        .env("TZ", OSLO)
        .args(["export", "--format", "html"])
        .arg(&save)
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let page = String::from_utf8(output.stdout).expect("UTF-8");
    for part in [
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
        "@media (prefers-color-scheme: dark)",
        "<caption>",
        "<th scope=\"col\">total</th>",
        "<th scope=\"row\">Bob</th>",
        "Bob won with 12,850",
        // 13:30 UTC is 14:30 in Oslo in November.
        "Played Sunday 29 November 2026 at 14:30 · lasted 1 h 12 min · Ann threw first",
    ] {
        assert!(page.contains(part), "no {part} in {page}");
    }
}

#[test]
fn the_export_speaks_bokmal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game_started(dir.path());
    let output = marbles(&dir)
        .env("TZ", OSLO)
        .args(["--lang", "nb", "export"])
        .arg(&save)
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    for part in [
        "**Bob vant med 12\u{a0}850**",
        "Spilt søndag 29. november 2026 kl. 14.30 · varte 1 t 12 min · Ann begynte",
        "Regler: standardspillet",
        "## Sluttabell",
        "| plass | spiller | total | åpnet | turer | bom | Flood | beste tur |",
        "| 2 | Ann | 3\u{a0}100 | runde 1 |",
        "## Blokka",
        "| **totalt** |",
    ] {
        assert!(text.contains(part), "no {part} in {text}");
    }
    for english in ["Winner", "Final table", "round", "won with"] {
        assert!(!text.contains(english), "{english} in {text}");
    }
}

#[test]
fn json_says_when_the_game_began_and_who_threw_first() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game_started(dir.path());
    let output = marbles(&dir)
        .env("TZ", OSLO)
        .args(["export", "--format", "json"])
        .arg(&save)
        .output()
        .expect("runs");
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["schema_version"], 1);
    assert_eq!(json["started"], "2026-11-29T14:30:05+01:00");
    assert_eq!(json["first_player"], "Ann");
}

#[test]
fn a_bgsplay_file_is_a_bg_stats_play_in_local_time() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game_started(dir.path());
    marbles(&dir)
        .env("TZ", OSLO)
        .arg("export")
        .arg(&save)
        .args(["-o", "game.bgsplay"])
        .assert()
        .success();
    let text = std::fs::read_to_string(dir.path().join("game.bgsplay")).expect("game.bgsplay");
    let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(json["games"][0]["name"], "Mississippi Marbles");
    let play = &json["plays"][0];
    assert_eq!(play["playDate"], "2026-11-29 14:30:05");
    assert_eq!(play["rounds"], 4);
    let scores = play["playerScores"].as_array().expect("scores");
    assert_eq!(scores[0]["score"], "12850");
    assert_eq!(scores[0]["winner"], true);
    assert_eq!(scores[0]["rank"], 1);
    let starter = scores
        .iter()
        .find(|s| s["startPlayer"] == true)
        .expect("a starter");
    let names = json["players"].as_array().expect("players");
    let starter_name = names
        .iter()
        .find(|p| p["id"] == starter["playerRefId"])
        .map(|p| p["name"].clone());
    assert_eq!(starter_name, Some(serde_json::json!("Ann")));
}

#[test]
fn markdown_is_the_default_on_standard_output() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game(dir.path());
    marbles(&dir)
        .arg("export")
        .arg(&save)
        .assert()
        .success()
        .stdout(predicate::str::contains("| 1 | Bob | 12,850 |"))
        .stdout(predicate::str::contains("## Pad"));
}

#[test]
fn an_unknown_extension_asks_for_a_format() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game(dir.path());
    marbles(&dir)
        .arg("export")
        .arg(&save)
        .args(["-o", "out.txt"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--format"));
    assert!(!dir.path().join("out.txt").exists());
}

#[test]
fn a_damaged_save_is_refused_and_left_as_it_was() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game(dir.path());
    let text = std::fs::read(&save).expect("read");
    let cut = &text[..text.len() / 2];
    std::fs::write(&save, cut).expect("cut short");
    marbles(&dir)
        .arg("export")
        .arg(&save)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("ann-bob.yaml"))
        .stderr(predicate::str::contains("left untouched"));
    assert_eq!(std::fs::read(&save).expect("read"), cut);
}

#[test]
fn the_export_never_replaces_the_save() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game(dir.path());
    let before = std::fs::read(&save).expect("read");
    marbles(&dir)
        .arg("export")
        .arg(&save)
        .arg("-o")
        .arg(&save)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("choose another output file"));
    assert_eq!(std::fs::read(&save).expect("read"), before);
}

#[test]
fn a_missing_save_names_the_path() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(&dir)
        .args(["export", "nope.yaml"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no saved game at nope.yaml"));
}

/// A save's lock file and its temp files are marbles' own: an export onto one (even
/// with --force) would break the lock of the session playing that save.
#[test]
fn an_export_never_replaces_a_saves_lock_or_temp_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game(dir.path());
    for name in [".ann-bob.yaml.lock", ".ann-bob.yaml.a1B2c3.tmp"] {
        let target = dir.path().join(name);
        std::fs::write(&target, "").expect("write");
        marbles(&dir)
            .arg("export")
            .arg(&save)
            .args(["-o", name, "--force", "--format", "md"])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(name))
            .stderr(predicate::str::contains("marbles keeps"));
        assert_eq!(std::fs::read(&target).expect("read"), b"", "{name}");
        // Nor one that is not there yet: the session would take it as its lock.
        std::fs::remove_file(&target).expect("remove");
        marbles(&dir)
            .arg("export")
            .arg(&save)
            .args(["-o", name, "--format", "md"])
            .assert()
            .code(2);
        assert!(!target.exists(), "{name}");
    }
}

/// Inside a session, `export` onto the session's own lock file is refused, and the
/// game goes on saving.
#[test]
fn a_session_cannot_export_onto_its_own_lock_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    assert_cmd::Command::from_std(marbles(&dir))
        .args([
            "play",
            "Ann",
            "Bob",
            "--first",
            "Ann",
            "--save",
            "base.yaml",
        ])
        .write_stdin("export .base.yaml.lock --force --format md\n111555\nkeep\nbank\n")
        .assert()
        .success()
        .stderr(predicate::str::contains(".base.yaml.lock"))
        .stderr(predicate::str::contains("marbles keeps"))
        .stderr(predicate::str::contains("could not").not());
    let save = marbles::testing::store::load(&dir.path().join("base.yaml")).expect("loads");
    assert_eq!(save.actions.len(), 4, "{:?}", save.actions);
    assert!(!dir.path().join(".base.yaml.lock").exists());
    // `save FILE` onto a lock file name is refused the same way.
    assert_cmd::Command::from_std(marbles(&dir))
        .args(["play", "Ann", "Bob", "--first", "Ann", "--save", "two.yaml"])
        .write_stdin("save .two.yaml.lock\n")
        .assert()
        .success()
        .stderr(predicate::str::contains("marbles keeps"));
    assert!(dir.path().join("two.yaml").exists());
}

/// What `export --format csv` writes under these global and export arguments.
fn csv_with(global: &[&str], args: &[&str]) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game(dir.path());
    let output = marbles(&dir)
        .args(global)
        .args(["export", "--format", "csv"])
        .args(args)
        .arg(&save)
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

#[test]
fn a_bokmal_table_gets_csv_that_opens_in_excel_unless_told_otherwise() {
    let excel = csv_with(&["--lang", "nb"], &[]);
    assert!(excel.starts_with("\u{feff}runde;tur;spiller;"), "{excel}");
    // Values in Bokmål too, as the game says them.
    assert!(excel.contains("\r\n1;1;Ann;satte inn;"), "{excel}");
    assert!(excel.contains(";bom;"), "{excel}");
    let plain = csv_with(&["--lang", "nb"], &["--no-excel"]);
    assert!(plain.starts_with("round,turn,player,"), "{plain}");
    assert!(!plain.contains('\r'), "{plain}");
}

#[test]
fn an_english_table_gets_plain_csv_and_excel_when_asked() {
    let plain = csv_with(&[], &[]);
    assert!(
        plain.starts_with("round,turn,player,result,points,lost,total\n"),
        "{plain}"
    );
    let excel = csv_with(&["--lang", "en"], &[]);
    assert_eq!(excel, plain);
    let dir = tempfile::tempdir().expect("temp dir");
    let save = save_game(dir.path());
    let output = marbles(&dir)
        .args(["export", "--format", "csv", "--excel"])
        .arg(&save)
        .output()
        .expect("runs");
    let asked = String::from_utf8(output.stdout).expect("UTF-8");
    // An English spreadsheet's list separator is the comma: `;` would put the whole
    // table in one column.
    assert!(asked.starts_with("\u{feff}round,turn,player,"), "{asked}");
    assert!(asked.contains("\r\n1,1,Ann,banked,"), "{asked}");
}

/// Issue 34: a season, not just a game. `export --all` and `export 2 1` write several
/// games in one file: CSV one table with each game's number and day first, JSON a list
/// of the games' objects, BG Stats a play each; one game is written as it always was,
/// and a format that holds one game (HTML) says so.
#[test]
fn several_games_or_the_whole_history_go_into_one_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (names, lines) in [
        (["Ann", "Bob"], "tally 800\n234346\nquit\n"),
        (["Cy", "Dee"], "tally 750\ntally bust\nquit\n"),
    ] {
        assert_cmd::Command::from_std(marbles(&dir))
            .args(["play", names[0], names[1], "--first", names[0]])
            .write_stdin(lines)
            .assert()
            .success();
    }
    let stdout = |args: &[&str]| {
        let output = marbles(&dir).args(args).output().expect("runs");
        assert!(output.status.success(), "{args:?}: {output:?}");
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    let csv = stdout(&["export", "--all", "--format", "csv", "--no-excel"]);
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(
        rows[0],
        "game,date,round,turn,player,result,points,lost,total,tallied"
    );
    assert_eq!(rows.len(), 5, "{csv}");
    let games: Vec<&str> = rows[1..].iter().map(|row| &row[..1]).collect();
    assert_eq!(games, ["1", "1", "2", "2"], "oldest first: {csv}");
    let date = rows[1].split(',').nth(1).expect("a date");
    assert!(
        date.len() == 10 && date.as_bytes()[4] == b'-' && date.as_bytes()[7] == b'-',
        "{date}"
    );
    assert!(
        rows[3].contains(",Cy,") || rows[3].contains(",Dee,"),
        "{csv}"
    );

    let json: serde_json::Value =
        serde_json::from_str(&stdout(&["export", "2", "1", "--format", "json"])).expect("JSON");
    let list = json.as_array().expect("a list of games");
    assert_eq!(list.len(), 2);
    assert_eq!(list[0]["schema_version"], 1);
    assert_eq!(list[0]["first_player"], "Cy");
    assert_eq!(list[1]["first_player"], "Ann");

    // One game is one game's file, as before.
    assert!(stdout(&["export", "1", "--format", "csv", "--no-excel"]).starts_with("round,"));
    marbles(&dir)
        .args(["export", "--all", "--format", "html"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("holds one game"));

    // BG Stats takes a season as one file, a play a game; the same game exported again
    // is the same play (its uuid), so a second import is recognised.
    let bgstats =
        |args: &[&str]| -> serde_json::Value { serde_json::from_str(&stdout(args)).expect("JSON") };
    let season = bgstats(&["export", "--all", "--format", "bgstats"]);
    let plays = season["plays"].as_array().expect("plays");
    assert_eq!(plays.len(), 2, "{season}");
    assert_eq!(season["players"].as_array().map(Vec::len), Some(4));
    let alone = bgstats(&["export", "2", "--format", "bgstats"]);
    assert_eq!(alone["plays"][0]["uuid"], plays[1]["uuid"]);
    assert_ne!(plays[0]["uuid"], plays[1]["uuid"]);
}
