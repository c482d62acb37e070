//! The config file as a table uses it: house rules always in play, the last group
//! remembered, numbers and language, and a file with a fault named with its line. The
//! real binary, a scrubbed environment, and a config file in a temp folder.

use crate::common;

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use predicates::prelude::*;
use tempfile::TempDir;

/// `marbles` with the data folder and the config file in `dir`.
fn marbles(dir: &TempDir) -> Command {
    let mut cmd = common::cli::marbles(&dir.path().join("data"));
    cmd.env("MARBLES_CONFIG", config(dir))
        .current_dir(dir.path());
    cmd
}

fn config(dir: &TempDir) -> PathBuf {
    dir.path().join("config.toml")
}

fn with_config(text: &str) -> TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(config(&dir), text).expect("write config");
    dir
}

fn stdout(cmd: &mut Command) -> String {
    let output = cmd.output().expect("runs");
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// The one save in the data folder.
fn the_save(dir: &TempDir) -> PathBuf {
    let games: Vec<PathBuf> = std::fs::read_dir(dir.path().join("data").join("games"))
        .expect("games folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    assert_eq!(games.len(), 1, "{games:?}");
    games[0].clone()
}

fn opening(json: &str) -> i64 {
    let value: serde_json::Value = serde_json::from_str(json).expect("JSON");
    value["open_at"].as_i64().expect("an opening score")
}

#[test]
fn config_path_prints_the_file_marbles_reads() {
    let dir = tempfile::tempdir().expect("temp dir");
    let shown = stdout(marbles(&dir).args(["config", "--path"]));
    assert_eq!(shown.trim_end(), config(&dir).display().to_string());
    // Without MARBLES_CONFIG: the XDG config folder.
    let shown = stdout(
        marbles(&dir)
            .env_remove("MARBLES_CONFIG")
            .env("XDG_CONFIG_HOME", dir.path().join("xdg"))
            .args(["config", "--path"]),
    );
    let expected = dir.path().join("xdg").join("marbles").join("config.toml");
    assert_eq!(shown.trim_end(), expected.display().to_string());
}

#[test]
fn config_shows_each_setting_and_where_it_comes_from() {
    let dir = with_config(
        "rules = [\"open_500\"]\nnumbers = \"1 000\"\n\n[players]\nlast = [\"Ann\", \"Bob\"]\n",
    );
    let shown = stdout(marbles(&dir).arg("config").env("LANG", "en_GB.UTF-8"));
    assert!(
        shown.contains(&config(&dir).display().to_string()),
        "{shown}"
    );
    assert!(shown.contains("open_500"), "{shown}");
    assert!(shown.contains("Ann and Bob"), "{shown}");
    assert!(shown.contains("1 000"), "{shown}");
    assert!(shown.contains("from LANG=en_GB.UTF-8"), "{shown}");
    let ignored = stdout(marbles(&dir).args(["config", "--no-config"]));
    assert!(ignored.contains("--no-config"), "{ignored}");
    assert!(!ignored.contains("open_500"), "{ignored}");
}

#[test]
fn the_configs_rules_are_in_play_unless_rules_or_no_config_are_given() {
    let dir = with_config("# our table\nrules = [\"open_500\"]\n");
    let json = stdout(marbles(&dir).args(["rules", "--json"]));
    assert_eq!(opening(&json), 500, "{json}");
    let json = stdout(marbles(&dir).args(["rules", "--json", "--no-config"]));
    assert_eq!(opening(&json), 700, "{json}");
    let json = stdout(marbles(&dir).args(["rules", "--json", "--rules", "final_round"]));
    assert_eq!(opening(&json), 700, "--rules replaces the config's: {json}");
    // And in a game, which carries the rule in its save.
    marbles(&dir)
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("")
        .assert()
        .success();
    let save = std::fs::read_to_string(the_save(&dir)).expect("save");
    assert!(save.contains("open_500"), "{save}");
}

#[test]
fn a_rule_of_the_config_that_does_not_load_is_blamed_on_the_config() {
    let dir = with_config("rules = [\"no_such_rule\"]\n");
    marbles(&dir)
        .args(["score", "111"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no_such_rule"))
        .stderr(predicate::str::contains("config.toml"));
    marbles(&dir)
        .args(["score", "111", "--no-config"])
        .assert()
        .success();
}

#[test]
fn a_bad_config_is_an_error_naming_the_file_and_the_line_for_every_command() {
    let dir = with_config("lang = \"en\"\n\nrules = \"final_round\"\n");
    let at = format!("{}:3:", config(&dir).display());
    for args in [
        &["score", "111"][..],
        &["history"],
        &["stats"],
        &["rules"],
        &["config"],
        &["play", "Ann", "Bob"],
        &["resume"],
        &["odds"],
    ] {
        marbles(&dir)
            .args(args)
            .write_stdin("")
            .assert()
            .code(2)
            .stderr(predicate::str::contains(&at))
            .stderr(predicate::str::contains("fix that line"));
    }
    // --no-config gets past it, and `config --path` finds the file to fix.
    marbles(&dir)
        .args(["--no-config", "score", "111"])
        .assert()
        .success();
    let shown = stdout(marbles(&dir).args(["config", "--path"]));
    assert_eq!(shown.trim_end(), config(&dir).display().to_string());
    assert!(
        !dir.path().join("data").join("games").exists(),
        "no game was started"
    );
}

#[test]
fn a_key_for_a_newer_marbles_is_a_warning_naming_the_file_the_line_and_the_key() {
    let dir = with_config(
        "numbers = \"1 000\"\n\nrulez = [\"final_round\"]\n[players]\nlast = [\"Ann\", \"Bob\"]\nseats = 2\n",
    );
    let file = config(&dir).display().to_string();
    for args in [&["score", "111"][..], &["config"], &["rules", "--json"]] {
        marbles(&dir)
            .args(args)
            .env("LANG", "en_GB.UTF-8")
            .assert()
            .success()
            .stderr(predicate::str::contains(format!(
                "warning: {file}:3:1: `rulez` is not a setting this marbles knows"
            )))
            .stderr(predicate::str::contains(format!(
                "{file}:6:1: `players.seats`"
            )));
    }
    // The rest of the file is in effect: the numbers style and the remembered group.
    let shown = stdout(marbles(&dir).arg("config"));
    assert!(
        shown.contains("1 000") && shown.contains("Ann and Bob"),
        "{shown}"
    );
    // In Bokmål too, once a run (not once for --help's look and again for the command).
    let output = marbles(&dir)
        .args(["--lang", "nb", "score", "111"])
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(stderr.matches("`rulez`").count(), 1, "{stderr}");
    assert!(stderr.contains("advarsel:"), "{stderr}");
    assert!(stderr.contains("denne marbles kjenner"), "{stderr}");
    // `--no-config` reads no file, and warns of nothing.
    marbles(&dir)
        .args(["--no-config", "score", "111"])
        .assert()
        .success()
        .stderr(predicate::str::is_empty());
}

/// The config file is the user's (issue 34): a game leaves it byte for byte and mode
/// for mode as it was (a dotfiles repository stays clean), and the group it learned
/// is kept in the state folder, where `play` with no names finds it.
#[test]
fn a_new_game_leaves_the_config_file_alone_and_keeps_its_players_in_the_state_folder() {
    let before = "# Friday nights\nnumbers = \"1,000\"  # as we write it\n";
    let dir = with_config(before);
    #[cfg(unix)]
    let mode = |path: &Path| {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(path)
            .expect("config")
            .permissions()
            .mode()
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let open = std::fs::Permissions::from_mode(0o644);
        std::fs::set_permissions(config(&dir), open).expect("chmod");
    }
    let modified = std::fs::metadata(config(&dir))
        .and_then(|meta| meta.modified())
        .expect("a time");
    marbles(&dir)
        .args(["play", "Ann", "Bob", "Cy", "--first", "Ann"])
        .write_stdin("")
        .assert()
        .success();
    assert_eq!(
        std::fs::read_to_string(config(&dir)).expect("config"),
        before
    );
    #[cfg(unix)]
    assert_eq!(mode(&config(&dir)) & 0o777, 0o644);
    let after = std::fs::metadata(config(&dir))
        .and_then(|meta| meta.modified())
        .expect("a time");
    assert_eq!(after, modified, "the config file was rewritten");
    // Only the config file beside the data folder: no lock or temp file left.
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["config.toml", "data"]);
    let kept = dir.path().join("data").join("state").join("last-players");
    assert_eq!(
        std::fs::read_to_string(&kept).expect("the group"),
        "Ann\nBob\nCy\n"
    );
    // The group learned wins over a `players.last` an older marbles wrote.
    std::fs::write(config(&dir), "[players]\nlast = [\"Dag\", \"Eva\"]\n").expect("write");
    marbles(&dir)
        .args(["play", "--first", "Bob"])
        .write_stdin("")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Playing with the last group at the table: Ann, Bob and Cy.",
        ));
    let shown = stdout(marbles(&dir).arg("config"));
    assert!(shown.contains("Ann, Bob and Cy"), "{shown}");
    assert!(shown.contains("state folder"), "{shown}");
}

#[test]
fn play_with_no_names_plays_the_last_group_and_says_so() {
    let dir = with_config("[players]\nlast = [\"Ann\", \"Bob\"]\n");
    marbles(&dir)
        .args(["play", "--first", "Bob"])
        .write_stdin("")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Playing with the last group at the table: Ann and Bob.",
        ));
    let save = marbles::testing::store::load(&the_save(&dir)).expect("loads");
    assert_eq!(save.players, ["Ann", "Bob"]);
}

#[test]
fn play_with_no_names_and_no_group_remembered_says_what_to_type() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(&dir)
        .arg("play")
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("marbles play Ann Bob"));
    // --no-config forgets the group too.
    let dir = with_config("[players]\nlast = [\"Ann\", \"Bob\"]\n");
    marbles(&dir)
        .args(["play", "--no-config"])
        .write_stdin("")
        .assert()
        .code(2);
    assert!(!dir.path().join("data").join("games").exists());
}

#[test]
fn a_state_folder_that_cannot_be_written_is_a_warning_and_the_game_is_saved() {
    let dir = tempfile::tempdir().expect("temp dir");
    // The state folder is a file: the players cannot be kept.
    std::fs::write(dir.path().join("not-a-folder"), "").expect("write");
    common::cli::marbles(&dir.path().join("data"))
        .env("MARBLES_STATE_DIR", dir.path().join("not-a-folder"))
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("111555\nkeep\nbank\n")
        .assert()
        .success()
        .stderr(predicate::str::contains("warning:"))
        .stderr(predicate::str::contains("not-a-folder"));
    let saves = std::fs::read_dir(dir.path().join("data").join("games"))
        .expect("games")
        .count();
    assert_eq!(saves, 1);
}

#[test]
fn the_number_style_and_the_language_of_the_config_are_used() {
    let dir = with_config("numbers = \"1000\"\n");
    let table = stdout(marbles(&dir).arg("rules"));
    assert!(table.contains("11000"), "{table}");
    assert!(!table.contains("11,000"), "{table}");
    let dir = with_config("lang = \"nb\"\n");
    let said = |cmd: &mut Command| {
        let output = cmd.write_stdin("").output().expect("runs");
        assert_eq!(output.status.code(), Some(2), "{output:?}");
        String::from_utf8(output.stderr).expect("UTF-8")
    };
    let nb = said(marbles(&dir).arg("play"));
    assert!(nb.contains("skriv navnene"), "the config's Bokmål: {nb}");
    // --lang beats the config, and the config beats LANG.
    let flag = said(marbles(&dir).args(["play", "--lang", "en"]));
    assert!(flag.contains("name the players"), "{flag}");
    let env = said(marbles(&dir).arg("play").env("LANG", "en_US.UTF-8"));
    assert_eq!(env, nb);
}

#[test]
fn resume_goes_on_with_the_saves_rules_and_says_when_the_configs_differ() {
    let dir = tempfile::tempdir().expect("temp dir");
    marbles(&dir)
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("")
        .assert()
        .success();
    std::fs::write(config(&dir), "rules = [\"open_500\"]\n").expect("write");
    marbles(&dir)
        .arg("resume")
        .write_stdin("")
        .assert()
        .success()
        .stderr(predicate::str::contains("the config file's (Open at 500)"))
        .stderr(predicate::str::contains("for new games"));
    let save = std::fs::read_to_string(the_save(&dir)).expect("save");
    assert!(
        !save.contains("open_500"),
        "the save keeps its rules: {save}"
    );
}

#[test]
fn tests_never_read_the_real_home() {
    // The shared helper points MARBLES_CONFIG into the temp folder.
    let dir = tempfile::tempdir().expect("temp dir");
    let shown = stdout(common::cli::marbles(dir.path()).args(["config", "--path"]));
    assert!(
        Path::new(shown.trim_end()).starts_with(dir.path()),
        "{shown}"
    );
}

#[test]
fn config_says_when_the_rules_it_lists_do_not_load() {
    let dir = with_config("rules = [\"nope\"]\n");
    let shown = stdout(marbles(&dir).arg("config"));
    assert!(
        shown.contains("These house rules do not load, so every command that uses them will refuse: could not read house rule `nope`"),
        "{shown}"
    );
    let fine = with_config("rules = [\"final_round\"]\n");
    assert!(!stdout(marbles(&fine).arg("config")).contains("do not load"));
}

/// A config path that names a pipe or a device is refused at start (exit status 2),
/// never read and never replaced; `MARBLES_CONFIG=/dev/null` stays "no config".
#[cfg(unix)]
#[test]
fn a_config_that_is_a_pipe_or_a_device_is_refused_and_never_replaced() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("fifo");
    nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
    let link = dir.path().join("link.toml");
    std::os::unix::fs::symlink("fifo", &link).expect("link");
    for config in [fifo.as_path(), link.as_path(), Path::new("/dev/zero")] {
        let output = common::cli::marbles(&dir.path().join("data"))
            .env("MARBLES_CONFIG", config)
            .args(["play", "Ann", "Bob", "--first", "Ann"])
            .write_stdin("")
            .output()
            .expect("runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{}: {stderr}",
            config.display()
        );
        assert!(stderr.contains(&config.display().to_string()), "{stderr}");
        let kind = std::fs::metadata(&fifo).expect("still there").file_type();
        assert!(kind.is_fifo(), "{kind:?}");
    }
    assert!(std::fs::symlink_metadata(&link).expect("link").is_symlink());
    // No lock or temp file beside it, and no game.
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["fifo", "link.toml"]);
    common::cli::marbles(&dir.path().join("data"))
        .env("MARBLES_CONFIG", "/dev/null")
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("")
        .assert()
        .success();
}

/// `MARBLES_CONFIG=/dev/stdin` would read the moves piped in as the config and play
/// nothing: refused at start, and no game is saved.
#[cfg(unix)]
#[test]
fn a_config_that_is_the_games_own_input_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let moves = dir.path().join("moves.txt");
    std::fs::write(&moves, "111555\nquit\n").expect("moves");
    let piped = common::cli::marbles(&dir.path().join("data"))
        .env("MARBLES_CONFIG", "/dev/stdin")
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("111555\nquit\n")
        .output()
        .expect("runs");
    let from_file = common::cli::marbles_process(&dir.path().join("data"))
        .env("MARBLES_CONFIG", "/dev/stdin")
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .stdin(std::fs::File::open(&moves).expect("open"))
        .output()
        .expect("runs");
    for output in [piped, from_file] {
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains("/dev/stdin"), "{stderr}");
        assert!(!dir.path().join("data").join("games").exists(), "{stderr}");
    }
}

/// Every fault of the config file is exit status 2, as the README says: one over the
/// size limit too.
#[test]
fn a_config_over_the_size_limit_exits_2() {
    let dir = with_config(&format!("# {}\n", "x".repeat(1024 * 1024)));
    let output = marbles(&dir).arg("rules").output().expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("over 1 MiB"), "{stderr}");
}

/// A warning is prose like any other: it fits a phone's terminal, broken between words.
#[test]
fn an_unknown_key_warning_fits_a_narrow_terminal() {
    let dir = with_config("colour = \"red\"\n");
    let output = marbles(&dir)
        .env("COLUMNS", "40")
        .args(["score", "1", "5"])
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("colour"), "{stderr}");
    for line in stderr.lines() {
        assert!(line.chars().count() <= 40, "{line:?} in\n{stderr}");
    }
}

#[test]
fn a_wrong_type_in_the_config_is_worded_in_bokmal() {
    // What `history` says under Bokmål with this config; it refuses with status 2.
    let refusal = |dir: &tempfile::TempDir| {
        let output = marbles(dir)
            .env("LANG", "nb_NO.UTF-8")
            .arg("history")
            .output()
            .expect("runs");
        assert_eq!(output.status.code(), Some(2), "{output:?}");
        String::from_utf8(output.stderr).expect("UTF-8")
    };
    let dir = with_config("lang = \"nb\"\n\nrules = 5\n");
    let err = refusal(&dir);
    let at = format!("{}:3:9:", config(&dir).display());
    for part in [
        at.as_str(),
        "`rules` skal være en liste",
        "[\"final_round\"]",
        "ikke et tall",
        "rett den linja",
    ] {
        assert!(err.contains(part), "no {part} in {err}");
    }
    for english in ["invalid type", "expected", "sequence", "integer"] {
        assert!(!err.contains(english), "{english} in {err}");
    }
    // An item of a list, and a table's key, the same way.
    let err = refusal(&with_config("[players]\nlast = [\"Åse\", true]\n"));
    assert!(
        err.contains("hvert element i `players.last` skal være en tekst"),
        "{err}"
    );
    assert!(err.contains("ikke true eller false"), "{err}");
}

#[test]
fn the_systems_reasons_are_worded_in_bokmal() {
    let dir = tempfile::tempdir().expect("temp dir");
    // A config path that is a folder; a house rule and saves that are not there.
    std::fs::create_dir(config(&dir)).expect("a folder where the config is");
    let output = marbles(&dir)
        .env("LANG", "nb_NO.UTF-8")
        .arg("history")
        .output()
        .expect("runs");
    let err = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(err.contains("det er en mappe"), "{err}");
    for output in [
        marbles(&dir)
            .env("LANG", "nb_NO.UTF-8")
            .args([
                "--no-config",
                "play",
                "Ann",
                "Bob",
                "--rules",
                "nothere.lua",
            ])
            .write_stdin("")
            .output()
            .expect("runs"),
        marbles(&dir)
            .env("LANG", "nb_NO.UTF-8")
            .args(["--no-config", "export", "missing.yaml"])
            .output()
            .expect("runs"),
        marbles(&dir)
            .env("LANG", "nb_NO.UTF-8")
            .args(["--no-config", "resume", "nothere.yaml"])
            .write_stdin("")
            .output()
            .expect("runs"),
    ] {
        assert!(!output.status.success());
        let err = String::from_utf8(output.stderr).expect("UTF-8");
        assert!(err.contains("finnes ikke"), "{err}");
        assert!(!err.contains("os error"), "{err}");
        assert!(!err.contains("No such file"), "{err}");
    }
}

/// Issue 34: the config file is written only when asked, and then one key changes.
#[test]
fn config_set_changes_one_key_and_keeps_the_file_as_written() {
    let dir = with_config("# Friday's table\nrules = [\"final_round\"]  # since May\n");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(config(&dir), std::fs::Permissions::from_mode(0o640))
            .expect("chmod");
    }
    let said = stdout(marbles(&dir).args(["config", "set", "lang", "nb"]));
    assert!(said.contains("`lang` is now \"nb\""), "{said}");
    stdout(marbles(&dir).args(["config", "set", "numbers", "1 000"]));
    let text = std::fs::read_to_string(config(&dir)).expect("config");
    assert!(
        text.starts_with("# Friday's table\nrules = [\"final_round\"]  # since May\n"),
        "{text}"
    );
    assert!(
        text.contains("lang = \"nb\"") && text.contains("numbers = \"1 000\""),
        "{text}"
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(config(&dir))
            .expect("meta")
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o640, "the file's permissions are kept");
    }
    // What the file now says is in play.
    let shown = stdout(marbles(&dir).arg("config"));
    assert!(shown.contains("nb (norsk bokmål)"), "{shown}");

    stdout(marbles(&dir).args(["config", "set", "rules", "open_500", "final_round"]));
    let text = std::fs::read_to_string(config(&dir)).expect("config");
    assert!(
        text.contains("rules = [\"open_500\", \"final_round\"]"),
        "{text}"
    );
    stdout(marbles(&dir).args(["config", "unset", "rules"]));
    let text = std::fs::read_to_string(config(&dir)).expect("config");
    assert!(!text.contains("rules"), "{text}");
    assert!(text.starts_with("# Friday's table\n"), "{text}");
}

#[test]
fn config_set_refuses_what_marbles_would_refuse_and_leaves_the_file_alone() {
    let before = "lang = \"en\"\n";
    let dir = with_config(before);
    for args in [
        &["config", "set", "lang", "xx"][..],
        &["config", "set", "numbers"],
        &["config", "set", "players.last", "Ann"],
        &["config", "unset", "colour"],
        // A house rule that does not load would stop every command.
        &["config", "set", "rules", "no_such_rule"],
    ] {
        marbles(&dir)
            .args(args)
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::is_empty().not());
        assert_eq!(
            std::fs::read_to_string(config(&dir)).expect("config"),
            before,
            "{args:?}"
        );
    }
    // A value refused is the value's fault, not a line's of the file, which read well.
    marbles(&dir)
        .args(["config", "set", "lang", "xx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "`xx` is not a language marbles speaks: write \"en\" (English) or \"nb\"",
        ))
        .stderr(predicate::str::contains("nothing was written to"))
        .stderr(predicate::str::contains("fix that line").not());
    // A config that was not there is made, folder and all.
    let dir = tempfile::tempdir().expect("temp dir");
    let nested = dir.path().join("new").join("config.toml");
    common::cli::marbles(&dir.path().join("data"))
        .env("MARBLES_CONFIG", &nested)
        .args(["config", "set", "serve", "0.0.0.0:8080"])
        .assert()
        .success();
    assert_eq!(
        std::fs::read_to_string(&nested).expect("made"),
        "serve = \"0.0.0.0:8080\"\n"
    );
}
