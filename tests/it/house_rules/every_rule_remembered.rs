//! A game under every shipped house rule, played a few turns through the real binary,
//! is remembered like any other: `history` lists it as a game (not as moves that no
//! longer replay), and `stats` counts it. Issue 19: Greed's five-dice games vanished
//! from both, because the statistics' fold of a game started it with six dice.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::cli::marbles;

/// The shipped scripts, by name, in the folder's order.
fn shipped() -> Vec<(String, PathBuf)> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("house_rules");
    let mut scripts: Vec<(String, PathBuf)> = std::fs::read_dir(&folder)
        .expect("the house_rules folder")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let name = path.file_stem()?.to_str()?.to_owned();
            (path.extension()? == "lua").then_some((name, path))
        })
        .collect();
    scripts.sort();
    scripts
}

/// Two rounds at Ann and Bob's table under `rule`: Ann opens and banks, Bob busts, Ann
/// scores again.
fn two_rounds(rule: &str) -> &'static [&'static str] {
    match rule {
        // Five dice a turn.
        "greed" => &["11155", "keep", "bank", "23466", "11155", "keep", "bank"],
        // The opening sets ones and fives aside and banks itself; once open, a turn is
        // one throw.
        "norwegian" => &["111555", "234662", "111555"],
        _ => &["111555", "keep", "bank", "234662", "111555", "keep", "bank"],
    }
}

fn json_of(dir: &Path, args: &[&str]) -> Value {
    let output = marbles(dir).args(args).output().expect("runs");
    assert!(output.status.success(), "{args:?}: {output:?}");
    serde_json::from_slice(&output.stdout).expect("JSON")
}

#[test]
fn a_game_under_every_shipped_rule_is_in_the_history_and_the_stats() {
    let dir = tempfile::tempdir().expect("temp dir");
    let scripts = shipped();
    assert_eq!(scripts.len(), 14, "the shipped scripts: {scripts:?}");
    for (name, path) in &scripts {
        let lines = two_rounds(name).join("\n") + "\n";
        let output = marbles(dir.path())
            .args([
                "play", "Ann", "Bob", "--first", "Ann", "--strict", "--rules",
            ])
            .arg(path)
            .write_stdin(lines)
            .output()
            .expect("runs");
        assert!(output.status.success(), "{name}: {output:?}");
    }

    let history = json_of(dir.path(), &["history", "--json"]);
    let games = history["games"].as_array().expect("games");
    assert_eq!(games.len(), scripts.len(), "{history}");
    for (name, _) in &scripts {
        let game = games
            .iter()
            .find(|g| g["rules"] == serde_json::json!([name]))
            .unwrap_or_else(|| panic!("{name}'s game in {history}"));
        assert_eq!(game["problem"], Value::Null, "{name}: {game}");
        assert_eq!(game["players"], serde_json::json!(["Ann", "Bob"]), "{name}");
        assert_eq!(game["rounds"], 2, "{name}: {game}");
    }

    let stats = json_of(dir.path(), &["stats", "--json"]);
    assert_eq!(stats["games"], scripts.len(), "{stats}");
    let players = stats["players"].as_array().expect("players");
    for player in players {
        assert_eq!(player["games"], scripts.len(), "{player}");
    }
    for (name, _) in &scripts {
        let one = json_of(dir.path(), &["stats", "--json", "--rules", name]);
        assert_eq!(one["games"], 1, "{name}: {one}");
    }
    // Two players under a house rule whose win table was never solved are counted
    // without a review (a solve takes a minute), and `stats` says how to get one.
    let open_500 = json_of(dir.path(), &["stats", "--json", "--rules", "open_500"]);
    assert_eq!(open_500["games_reviewed"], 0, "{open_500}");
    assert_eq!(
        open_500["players"][0]["average_cost"],
        Value::Null,
        "{open_500}"
    );
    let output = marbles(dir.path())
        .args(["stats", "--rules", "open_500"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("1 game without a review"), "{text}");
    assert!(text.contains("marbles review GAME"), "{text}");
}
