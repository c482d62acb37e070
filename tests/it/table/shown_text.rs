//! Text that did not come from marbles (a file name, a house rule's name, description,
//! refusal or error, a name in a hand-edited save) reaches a terminal with its control
//! characters escaped (`\e`, `\u{7}`), never as a sequence the terminal would act on,
//! and a path that needs quoting is quoted as a shell needs it.
//!
//! Run under a pseudo-terminal with colour on, as a player sees it: anstream strips
//! escape sequences only off a terminal, so a pipe alone would hide a raw one.

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use crate::common::cli::marbles_process;

/// What a window title change, a bell and a red background look like in a file.
const HOSTILE: &str = "\u{1b}]0;PWNED\u{7}\u{1b}[41m";
/// The same as marbles must show it.
const SHOWN: &str = r"\e]0;PWNED\u{7}\e[41m";

/// `cmd` run with its output on a pseudo-terminal (colour on) and `input` piped in:
/// everything it wrote, as the terminal received it.
fn on_a_terminal(mut cmd: Command, input: &str) -> String {
    let pty = nix::pty::openpty(None, None).expect("a pseudo-terminal");
    let slave = std::fs::File::from(pty.slave);
    cmd.env_remove("NO_COLOR")
        .env("TERM", "xterm-256color")
        .stdin(Stdio::piped())
        .stdout(slave.try_clone().expect("a second handle"))
        .stderr(slave);
    let mut child = cmd.spawn().expect("marbles runs");
    // The command holds the terminal's other end: dropped, the child's exit ends the
    // reading below.
    drop(cmd);
    let mut master = std::fs::File::from(pty.master);
    let reader = std::thread::spawn(move || {
        let mut seen = Vec::new();
        // Linux answers EIO once every writer has closed the terminal.
        let _ = master.read_to_end(&mut seen);
        seen
    });
    let mut stdin = child.stdin.take().expect("piped");
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    child.wait().expect("marbles ends");
    String::from_utf8_lossy(&reader.join().expect("the reader ends")).into_owned()
}

/// `seen` with marbles' own colours taken out, then checked for anything else a
/// terminal would act on.
fn assert_nothing_raw(what: &str, seen: &str) {
    let mut rest = String::new();
    let mut chars = seen.chars().peekable();
    while let Some(c) = chars.next() {
        // Select Graphic Rendition (`\e[…m`) is how marbles colours its own text.
        if c == '\u{1b}' && chars.peek() == Some(&'[') {
            let sequence: String = chars
                .clone()
                .skip(1)
                .take_while(|c| c.is_ascii_digit() || *c == ';')
                .collect();
            let after = chars.clone().nth(1 + sequence.len());
            if after == Some('m') {
                for _ in 0..sequence.len() + 2 {
                    chars.next();
                }
                continue;
            }
        }
        rest.push(c);
    }
    let raw: Vec<char> = rest
        .chars()
        .filter(|c| c.is_control() && !matches!(c, '\n' | '\r'))
        .collect();
    assert!(raw.is_empty(), "{what} wrote {raw:?} raw:\n{seen}");
}

fn marbles_in(dir: &Path) -> Command {
    let mut cmd = marbles_process(dir);
    cmd.current_dir(dir)
        .env("MARBLES_STATE_DIR", dir.join("state"))
        .env("MARBLES_CACHE_DIR", dir.join("cache"));
    cmd
}

#[test]
fn every_field_from_outside_is_shown_escaped_on_a_terminal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let dir = dir.path();
    let rule_name = format!("{HOSTILE}RULE");
    let script = dir.join(format!("{rule_name}.lua"));
    std::fs::write(
        &script,
        r#"marbles.api(2)
marbles.describe("A bank under 1,000 is refused.")
marbles.on("bank", function(event)
    if event.points < 1000 then return {refuse = "too small"} end
end)
marbles.scenario{
    name = "\27]0;PWNED\7\27[41mscenario",
    players = {"Ann", "Bob"},
    lines = {"first Ann", "1 1 1 1 2 3", "keep 1 1 1 1", "bank"},
    totals = {Ann = 1000},
}
"#,
    )
    .expect("script written");
    let save = dir.join(format!("{HOSTILE}game.yaml"));
    let moves =
        "1\n2\n1 1 1 1 2 3\nkeep 1 1 1 1\nbank\n1 1 1 5 5 2\nkeep 1 1 1 5 5\n1\nkeep 1\nbank\n";

    let mut play = marbles_in(dir);
    play.arg("play")
        .args(["Ann", "Bob", "--rules"])
        .arg(&script)
        .arg("--save")
        .arg(&save);
    let seen = on_a_terminal(play, moves);
    assert_nothing_raw("play", &seen);
    assert!(seen.contains(r"too small"), "the hook's refusal:\n{seen}");
    // The save's path is shown as Bash would need it typed.
    assert!(seen.contains("Saved to $'"), "{seen}");
    assert!(seen.contains(r"\e]0;PWNED\x07\e[41mgame.yaml'"), "{seen}");

    let mut check = marbles_in(dir);
    check.args(["rules", "check"]).arg(&script);
    let seen = on_a_terminal(check, "");
    assert_nothing_raw("rules check", &seen);
    assert!(seen.contains(&format!("{SHOWN}scenario")), "{seen}");

    std::fs::create_dir(dir.join("house_rules")).expect("folder");
    std::fs::copy(
        &script,
        dir.join("house_rules").join(format!("{rule_name}.lua")),
    )
    .expect("copied");
    let mut list = marbles_in(dir);
    list.args(["rules", "list"]);
    let seen = on_a_terminal(list, "");
    assert_nothing_raw("rules list", &seen);
    assert!(seen.contains(&format!("{SHOWN}RULE")), "{seen}");

    // A hand-edited save: the rule's name as the save keeps it.
    let text = std::fs::read_to_string(&save).expect("the game was saved");
    let edited: Vec<&str> = text
        .lines()
        .map(|line| {
            if line.starts_with("- name: ") {
                r#"- name: "\e]0;PWNED\a\e[41mEDITED""#
            } else {
                line
            }
        })
        .collect();
    assert_ne!(
        edited.join("\n") + "\n",
        text,
        "the save names its house rule"
    );
    std::fs::write(&save, edited.join("\n") + "\n").expect("edited");

    let mut history = marbles_in(dir);
    history.arg("history");
    let seen = on_a_terminal(history, "");
    assert_nothing_raw("history", &seen);
    assert!(seen.contains(r"\e]0;PWNED\u{7}\e[41mEDITED"), "{seen}");

    let mut resume = marbles_in(dir);
    resume.arg("resume").arg(&save);
    let seen = on_a_terminal(resume, "pad\n");
    assert_nothing_raw("resume", &seen);

    for format in ["html", "md", "csv", "json", "yaml"] {
        let mut export = marbles_in(dir);
        export.arg("export").arg(&save).args(["--format", format]);
        let seen = on_a_terminal(export, "");
        assert_nothing_raw(&format!("export --format {format}"), &seen);
    }

    // A script that fails as it loads, with the sequence in its error.
    let broken = dir.join("broken.lua");
    std::fs::write(
        &broken,
        "marbles.api(2)\nerror(\"\\27]0;PWNED\\7\\27[41mboom\")\n",
    )
    .expect("written");
    let mut check = marbles_in(dir);
    check.args(["rules", "check"]).arg(&broken);
    let seen = on_a_terminal(check, "");
    assert_nothing_raw("a broken script", &seen);
    assert!(seen.contains(&format!("{SHOWN}boom")), "{seen}");
}
