//! Tables and `--help` that fit the terminal: the real binary, its output piped (not a
//! terminal, so 80 columns unless `COLUMNS` says otherwise).

use crate::common;

use common::cli::marbles;
use unicode_width::UnicodeWidthStr;

/// The lines of a table (its borders and rows), not the prose around it.
fn table_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| l.starts_with(['┌', '│', '├', '╞', '└', '╭', '╰', '┆', '+', '|', '─']))
        .collect()
}

/// Runs `marbles ARGS` with `COLUMNS` set (or not) and returns standard output.
fn run(columns: Option<u16>, args: &[&str]) -> String {
    run_in(None, columns, args)
}

/// Runs `marbles ARGS` in a language (`LANG`), or the default.
fn run_in(lang: Option<&str>, columns: Option<u16>, args: &[&str]) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut cmd = marbles(dir.path());
    if let Some(lang) = lang {
        cmd.env("LANG", lang);
    }
    match columns {
        Some(columns) => cmd.env("COLUMNS", columns.to_string()),
        // No COLUMNS at all: a pipe gets 80.
        None => cmd.env_remove("COLUMNS"),
    };
    let output = cmd.args(args).output().expect("runs");
    assert!(output.status.success(), "{args:?}: {output:?}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

#[test]
fn rules_advise_and_simulate_tables_fit_60_and_80_columns() {
    let commands: [&[&str]; 4] = [
        &["rules"],
        &["advise", "1", "5", "2", "3", "4", "4"],
        &[
            "simulate",
            "--games",
            "200",
            "--players",
            "3",
            "--seed",
            "7",
        ],
        &[
            "simulate",
            "--games",
            "200",
            "--players",
            "2",
            "--seed",
            "7",
            "--strategy",
            "bank-at:350",
            "--strategy",
            "cautious",
        ],
    ];
    for args in commands {
        for (columns, width) in [(Some(60), 60), (None, 80)] {
            let out = run(columns, args);
            let lines = table_lines(&out);
            assert!(!lines.is_empty(), "{args:?} printed a table:\n{out}");
            // The table and the prose around it.
            for line in out.lines() {
                assert!(
                    line.width() <= width,
                    "{args:?} at {width}: a line of {}:\n{out}",
                    line.width()
                );
            }
        }
    }
}

#[test]
fn the_pad_in_a_piped_game_fits_60_columns() {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = marbles(dir.path())
        .env("COLUMNS", "60")
        .args([
            "play",
            "Ann",
            "Bartholomew",
            "Cy",
            "Dorothea",
            "Ed",
            "Florentina",
            "--first",
            "Ann",
            "--save",
        ])
        .arg(dir.path().join("g.yaml"))
        .write_stdin("111555\nk111555\nb\npad\n")
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let out = String::from_utf8(output.stdout).expect("UTF-8");
    let lines = table_lines(&out);
    assert!(!lines.is_empty(), "{out}");
    for line in lines {
        assert!(line.width() <= 60, "a line of {}:\n{out}", line.width());
    }
}

#[test]
fn help_examples_read_as_commands_at_80_columns() {
    // English, and Bokmål with its own heading for the examples.
    for (lang, heading) in [(None, "Examples:"), (Some("nb_NO.UTF-8"), "Eksempler:")] {
        help_examples_read_as_commands(lang, heading);
    }
}

fn help_examples_read_as_commands(lang: Option<&str>, heading: &str) {
    for path in common::cli::every_command() {
        let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
        args.push("--help");
        let help = run_in(lang, Some(80), &args);
        // A command with examples in English has them in every language, under the
        // language's own heading (or the checks below would look at nothing).
        let english = run(Some(80), &args);
        if english.lines().any(|line| line == "Examples:") {
            assert!(
                help.lines().any(|line| line == heading),
                "{lang:?} {path:?} --help has no {heading:?}:\n{help}"
            );
        }
        for line in help.lines() {
            assert!(line.width() <= 80, "{path:?} --help: {line:?}");
        }
        // An example block: each line a command (or a comment, or a command's
        // continuation after a `\`), none a wrapped description read as a command.
        let mut in_examples = false;
        let mut continued = false;
        for line in help.lines() {
            if line == heading {
                in_examples = true;
                continue;
            }
            if line.is_empty() {
                in_examples = false;
                continue;
            }
            if in_examples {
                assert!(
                    line.starts_with("  marbles ") || line.starts_with("  # ") || continued,
                    "{path:?} --help: {line:?} reads as a command but is not one"
                );
                continued = line.ends_with('\\');
            }
        }
    }
}

#[test]
fn rules_help_has_examples() {
    let help = run(Some(80), &["rules", "--help"]);
    assert!(help.contains("Examples:\n  marbles rules"), "{help}");
}

/// `stats` fits 80 columns (it was 118 wide), and the REPL's `help` list wraps at words,
/// not mid-word, keeping each summary in its column.
#[test]
fn stats_and_the_help_list_fit_80_columns() {
    let dir = tempfile::tempdir().expect("temp dir");
    for lines in ["111555\nk\nbank\n234662\n", "1 2 3 4 5 6\nk\nbank\n"] {
        marbles(dir.path())
            .args(["play", "Annabelle", "Bartholomew", "--first", "Annabelle"])
            .env("COLUMNS", "80")
            .write_stdin(lines)
            .assert()
            .success();
    }
    for columns in [60u16, 80] {
        let output = marbles(dir.path())
            .env("COLUMNS", columns.to_string())
            .arg("stats")
            .output()
            .expect("runs");
        let stats = String::from_utf8(output.stdout).expect("UTF-8");
        let lines = table_lines(&stats);
        assert!(!lines.is_empty(), "{stats}");
        for line in lines {
            assert!(line.width() <= usize::from(columns), "{line}\n{stats}");
        }
        for word in ["Annabelle", "Bartholomew", "busts", "Floods"] {
            assert!(stats.contains(word), "{word}: {stats}");
        }
    }
    let output = marbles(dir.path())
        .env("COLUMNS", "80")
        .args(["play", "Ann", "Bob", "--first", "Ann"])
        .write_stdin("help\n")
        .output()
        .expect("runs");
    let out = String::from_utf8(output.stdout).expect("UTF-8");
    let help: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("Type the faces you threw"))
        .take_while(|l| !l.starts_with("`help COMMAND`"))
        .collect();
    assert!(help.len() > 10, "{out}");
    for line in &help {
        assert!(line.width() <= 80, "{line}\n{out}");
    }
    let text = help.join("\n");
    for words in ["throw on or bank,", "the best play [o]"] {
        assert!(text.contains(words), "words stay whole: {text}");
    }
    // A wrapped summary goes on under its own column.
    let odds = help
        .iter()
        .position(|l| l.contains("odds [all]"))
        .expect("odds");
    let column = help[odds].find("the decision").expect("summary");
    assert!(help[odds + 1].starts_with(&" ".repeat(column)), "{text}");
}

#[test]
fn help_wraps_where_the_tables_do_and_at_80_with_no_terminal() {
    for (columns, widest) in [(None, 80), (Some(60), 60)] {
        for lang in [None, Some("nb_NO.UTF-8")] {
            let help = run_in(lang, columns, &["play", "--help"]);
            let longest = help.lines().map(|l| l.chars().count()).max().unwrap_or(0);
            assert!(longest <= widest, "{lang:?} {columns:?}: {longest}\n{help}");
        }
    }
}
