//! House rules as their authors and tables meet them: loaded from files, played,
//! checked, reloaded, reaching files beside them, remembered in saves, and advised on.

mod check;
mod end_to_end;
mod every_rule_remembered;
mod odds;
mod played;
mod reload;
mod use_paths;

use std::path::Path;

use crate::common::cli::{json_of, marbles};

/// Ann keeps two 6s and banks them, `--strict`, under the house rule at `rules` (a path
/// from `dir`), in a game saved as `dir/game.yaml`: what `reload` and `use_paths` play
/// before changing the script.
fn ann_banks_two_6s(dir: &Path, rules: &str) {
    marbles(dir)
        .current_dir(dir)
        .args([
            "play", "Ann", "Bob", "--first", "Ann", "--strict", "--rules", rules,
        ])
        .arg("--save")
        .arg(dir.join("game.yaml"))
        .write_stdin("6 6 1 5 2 3\nkeep 6 6\nbank\n")
        .assert()
        .success();
}

/// Ann's total in `dir/game.yaml`, as its JSON export gives it.
fn ann(dir: &Path) -> i64 {
    let json =
        json_of(
            marbles(dir)
                .current_dir(dir)
                .args(["export", "--format", "json", "game.yaml"]),
        );
    json["players"]
        .as_array()
        .and_then(|ps| ps.iter().find(|p| p["name"] == "Ann"))
        .and_then(|p| p["total"].as_i64())
        .expect("Ann")
}
