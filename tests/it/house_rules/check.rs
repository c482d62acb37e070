//! `marbles rules check` as a script author meets it: scenarios under each file's own
//! rules, games with computer players that catch hook errors, hooks no scenario reached,
//! and `rules --json` documented key by key.

use crate::common;

use predicates::prelude::*;
use serde_json::Value;

fn write(dir: &std::path::Path, name: &str, source: &str) {
    std::fs::write(dir.join(name), source).expect("written");
}

const PLUS_50: &str = "marbles.api(2)
marbles.on('bank', function() return { points = 50 } end)
";

const BUMP_SCENARIO_ONLY: &str = "marbles.api(2)
marbles.describe('bump, checked by a scenario alone')
marbles.use('bump')
marbles.scenario{
  players = { 'Ann', 'Bob' },
  lines = { 'first Ann', '1 1 1 5 5 5', 'bank', '1 1 1 5 5 5', 'bank' },
  totals = { Ann = 0, Bob = 1000 },
}
";

#[test]
fn a_script_with_only_scenarios_is_not_nagged_about_examples() {
    let dir = tempfile::tempdir().expect("a temp dir");
    write(dir.path(), "bumped.lua", BUMP_SCENARIO_ONLY);
    common::cli::marbles(dir.path())
        .current_dir(dir.path())
        .args(["rules", "check", "bumped.lua"])
        .assert()
        .success()
        .stdout(predicate::str::contains("1 scenario holds."))
        .stdout(predicate::str::contains("No examples declared").not())
        .stdout(predicate::str::contains("0 examples hold").not());
}

#[test]
fn each_files_scenarios_play_under_its_own_rules_unless_together() {
    let dir = tempfile::tempdir().expect("a temp dir");
    write(dir.path(), "bumped.lua", BUMP_SCENARIO_ONLY);
    write(dir.path(), "plus_50.lua", PLUS_50);
    common::cli::marbles(dir.path())
        .current_dir(dir.path())
        .args(["rules", "check", "bumped.lua", "plus_50.lua"])
        .assert()
        .success()
        .stdout(predicate::str::contains("1 scenario holds."));
    // Together the layer's 50 comes after the bump's hook: Bob lands on 1,000, not on
    // Ann's 1,050.
    common::cli::marbles(dir.path())
        .current_dir(dir.path())
        .args(["rules", "check", "bumped.lua", "plus_50.lua", "--together"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("FAIL"))
        .stdout(predicate::str::contains("bumped.lua:4"));
}

#[test]
fn games_with_computer_players_catch_a_hook_error_no_scenario_reached() {
    let dir = tempfile::tempdir().expect("a temp dir");
    write(
        dir.path(),
        "late.lua",
        "marbles.api(2)
marbles.on('bank', function(event, game)
  if game.players[event.player].total >= 2000 then error('late in the game') end
end)
marbles.scenario{
  players = { 'Ann', 'Bob' },
  lines = { 'first Ann', '1 1 1 5 5 5', 'bank' },
  totals = { Ann = 1000 },
}
",
    );
    let out = common::cli::marbles(dir.path())
        .current_dir(dir.path())
        .args(["rules", "check", "late.lua"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("1 scenario holds.").not())
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).expect("UTF-8");
    let failed = out
        .lines()
        .find(|line| line.contains("game with seed"))
        .unwrap_or_else(|| panic!("no failed game in:\n{out}"));
    assert!(failed.contains("late.lua:3: late in the game"), "{failed}");
    // The command shown plays the same game again, and stops on the same hook.
    let command = failed
        .split("play it again: ")
        .nth(1)
        .and_then(|rest| rest.strip_suffix(')'))
        .expect("a command");
    let args: Vec<&str> = command.split_whitespace().skip(1).collect();
    common::cli::marbles(dir.path())
        .current_dir(dir.path())
        .args(&args)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("late in the game"));
}

#[test]
fn hooks_no_scenario_exercised_are_listed_with_their_line() {
    let dir = tempfile::tempdir().expect("a temp dir");
    write(
        dir.path(),
        "two_hooks.lua",
        "marbles.api(2)
marbles.on('bank', function() end)
marbles.on('flood', function() end)
marbles.scenario{
  players = { 'Ann', 'Bob' },
  lines = { 'first Ann', '1 1 1 5 5 5', 'bank' },
  totals = { Ann = 1000 },
}
",
    );
    common::cli::marbles(dir.path())
        .current_dir(dir.path())
        .args(["rules", "check", "two_hooks.lua"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "the `flood` hook at two_hooks.lua:3 is not exercised by any scenario",
        ))
        // The `bank` hook is exercised (it may still be warned of for returning nothing).
        .stdout(predicate::str::contains("`bank` hook at two_hooks.lua:2 is not exercised").not());
}

#[test]
fn rules_check_help_describes_scenarios_and_games() {
    let dir = tempfile::tempdir().expect("a temp dir");
    common::cli::marbles(dir.path())
        .current_dir(dir.path())
        .args(["rules", "check", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Scenarios (marbles.scenario)"))
        .stdout(predicate::str::contains("--together"))
        .stdout(predicate::str::contains(
            "seeded games with computer players",
        ));
}

/// Every key of a JSON value, nested ones included.
fn keys(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map {
                out.push(key.clone());
                // Its keys are sets of dice, data rather than names.
                if key != "points_by_dice" {
                    keys(inner, out);
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|item| keys(item, out)),
        _ => {}
    }
}

#[test]
fn the_readme_lists_every_key_of_rules_json() {
    let readme =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
            .expect("README.md");
    let row = readme
        .lines()
        .find(|line| line.starts_with("| `rules --json` |"))
        .expect("the README's rules --json row");
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut all = Vec::new();
    for rules in [
        "house_rules/zilch.lua",
        "house_rules/three_pairs.lua",
        "house_rules/ten_thousand.lua",
    ] {
        let json: Value = common::cli::json_of(
            common::cli::marbles(dir.path())
                .current_dir(dir.path())
                .args(["rules", "--json", "--rules", rules]),
        );
        keys(&json, &mut all);
    }
    // Extra combinations keyed by their own fields.
    write(
        dir.path(),
        "extra.lua",
        "marbles.api(2)\nmarbles.combo{ name = 'two 6s', dice = '6 6', points = 120, nickname = 'boxcars' }\nmarbles.remove_combo('straight')\n",
    );
    keys(
        &common::cli::json_of(
            common::cli::marbles(dir.path())
                .current_dir(dir.path())
                .args(["rules", "--json", "--rules", "extra.lua"]),
        ),
        &mut all,
    );
    all.sort();
    all.dedup();
    let missing: Vec<&String> = all
        .iter()
        .filter(|key| *key != "schema_version" && !row.contains(&format!("`{key}`")))
        .collect();
    assert!(
        missing.is_empty(),
        "README's rules --json row lacks {missing:?}"
    );
}

/// A hook with one bug that shows on many throws: `game.nothing` is nil.
const ONE_BUG: &str = "marbles.api(2)
marbles.on('keep', function(event, game)
  if event.dice[1] == 6 then return { points = game.nothing.x } end
end)
";

#[test]
fn one_hook_error_in_many_games_is_one_block_with_its_count() {
    let dir = tempfile::tempdir().expect("a temp dir");
    write(dir.path(), "one_bug.lua", ONE_BUG);
    let out = common::cli::marbles(dir.path())
        .current_dir(dir.path())
        .args(["rules", "check", "one_bug.lua"])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).expect("UTF-8");
    // The same error on other dice is the same bug: one block, with its count.
    assert_eq!(out.matches("FAIL").count(), 1, "{out}");
    assert!(
        out.contains("games stopped on the same fault; the first, game with seed"),
        "{out}"
    );
}

/// The README's example as it stood: a refusal that leaves a lone 5 nothing to keep.
const LONE_FIVE_REFUSED: &str = "marbles.api(1)
marbles.on('keep', function(event)
  if #event.dice == 1 and event.dice[1] == 5 then
    return { refuse = 'keep more than a lone 5' }
  end
end)
";

#[test]
fn hooks_that_leave_no_legal_move_are_named_as_the_reason_games_stopped() {
    let dir = tempfile::tempdir().expect("a temp dir");
    write(dir.path(), "lone_five.lua", LONE_FIVE_REFUSED);
    common::cli::marbles(dir.path())
        .current_dir(dir.path())
        .args(["rules", "check", "lone_five.lua"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "the house rules refused every keep of",
        ))
        .stdout(predicate::str::contains("only undo was left"));
    common::cli::marbles(dir.path())
        .current_dir(dir.path())
        .args(["simulate", "--games", "20", "--rules", "lone_five.lua"])
        .assert()
        .failure()
        .stderr(predicate::str::contains(
            "the house rules refused every keep of",
        ))
        .stderr(predicate::str::contains("bust"));
}

#[test]
fn the_readme_lone_five_rule_busts_and_every_game_ends() {
    let readme = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("house_rules/README.md"),
    )
    .expect("house_rules/README.md");
    // The README's own hook, as printed there.
    let start = readme
        .find("marbles.on(\"keep\", function(event)\n  if #event.dice == 1")
        .expect("the README's lone-5 example");
    let end = start + readme[start..].find("end)\n").expect("its end") + 4;
    let hook = &readme[start..end];
    assert!(hook.contains("bust ="), "{hook}");
    let dir = tempfile::tempdir().expect("a temp dir");
    write(
        dir.path(),
        "lone_five.lua",
        &format!("marbles.api(2)\n{hook}\n"),
    );
    common::cli::marbles(dir.path())
        .current_dir(dir.path())
        .args(["simulate", "--games", "20", "--rules", "lone_five.lua"])
        .assert()
        .success()
        .stdout(predicate::str::contains("stopped").not());
    common::cli::marbles(dir.path())
        .current_dir(dir.path())
        .args(["rules", "check", "lone_five.lua"])
        .assert()
        .success()
        .stdout(predicate::str::contains("no hook error"));
}

#[test]
fn a_hook_that_forgot_its_return_is_warned_of_and_one_that_remembers_is_not() {
    let dir = tempfile::tempdir().expect("a temp dir");
    write(
        dir.path(),
        "forgot.lua",
        "marbles.api(2)
local seen = {}
marbles.on('bank', function(event)
  if event.points >= 3000 then
    local bonus = { points = 500 }
  end
end)
marbles.on('throw', function(event) seen[#seen + 1] = event.player end)
marbles.on('keep', function(event) if #seen > 1e9 then return { points = 1 } end end)
",
    );
    let out = common::cli::marbles(dir.path())
        .current_dir(dir.path())
        .args(["rules", "check", "forgot.lua"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).expect("UTF-8");
    assert!(
        out.contains("warning: the `bank` hook at forgot.lua:3 returns nothing on any path"),
        "{out}"
    );
    assert_eq!(out.matches("warning:").count(), 1, "{out}");
}
