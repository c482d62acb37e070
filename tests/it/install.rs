//! What a player installs, tried with the real tools where they are installed (each
//! test says so and passes when its tool is missing): `scripts/package`'s archive and
//! Debian package, the manual page through mandoc's lint, and the completion scripts
//! in bash, zsh and fish.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

/// Whether `tool` can be run; when not, says which test it skips.
fn have(tool: &str, test: &str) -> bool {
    let found = Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|out| out.status.success());
    if !found {
        eprintln!("{test}: skipped, {tool} is not installed");
    }
    found
}

fn text(output: std::process::Output) -> String {
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// `marbles ARGS` with a scrubbed environment, its standard output.
fn marbles(args: &[&str]) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    text(
        common::cli::marbles_process(dir.path())
            .args(args)
            .output()
            .expect("runs"),
    )
}

#[test]
fn the_manual_passes_mandocs_lint() {
    if !have("mandoc", "the_manual_passes_mandocs_lint") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let page = dir.path().join("marbles.1");
    std::fs::write(&page, marbles(&["man"])).expect("write");
    let output = Command::new("mandoc")
        .args(["-T", "lint", "-W", "warning"])
        .arg(&page)
        .output()
        .expect("mandoc runs");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success() && said.is_empty(), "{said}");
}

/// A folder to complete in: the shipped scripts under `house_rules/` and a file that
/// is no script, and a data folder holding one game (number 1, Ann and Bob).
struct Table {
    dir: tempfile::TempDir,
}

impl Table {
    fn new() -> Table {
        let dir = tempfile::tempdir().expect("temp dir");
        let rules = dir.path().join("work").join("house_rules");
        std::fs::create_dir_all(&rules).expect("folder");
        for name in ["final_round.lua", "three_pairs.lua", "notes.txt"] {
            std::fs::write(rules.join(name), "-- a script\n").expect("write");
        }
        common::cli::marbles(&dir.path().join("data"))
            .args(["play", "Ann", "Bob", "--first", "Ann"])
            .write_stdin("111555\nkeep\nbank\n")
            .assert()
            .success();
        Table { dir }
    }

    fn script(&self, shell: &str) -> PathBuf {
        let path = self.dir.path().join(format!("completions.{shell}"));
        std::fs::write(&path, marbles(&["completions", shell])).expect("write");
        path
    }

    /// `shell ARGS` in the folder, with `marbles` on the PATH and the table's data.
    fn run(&self, shell: &str, args: &[&str]) -> String {
        let bin = Path::new(env!("CARGO_BIN_EXE_marbles"))
            .parent()
            .expect("a folder");
        let path = format!("{}:/usr/local/bin:/usr/bin:/bin", bin.display());
        text(
            Command::new(shell)
                .args(args)
                .current_dir(self.dir.path().join("work"))
                .env_clear()
                .env("PATH", path)
                .env("HOME", self.dir.path())
                .env("MARBLES_DATA_DIR", self.dir.path().join("data"))
                .env("MARBLES_CONFIG", self.dir.path().join("config.toml"))
                .output()
                .expect("the shell runs"),
        )
    }
}

/// What each case completes to, as the shell gives it, one case a line.
fn words(line: &str) -> Vec<&str> {
    let mut words: Vec<&str> = line.split_whitespace().collect();
    words.sort_unstable();
    words
}

#[test]
fn fish_completes_scripts_names_and_games() {
    if !have("fish", "fish_completes_scripts_names_and_games") {
        return;
    }
    let table = Table::new();
    let script = table.script("fish");
    let source = format!("source {}", script.display());
    let complete = |line: &str| {
        let out = table.run(
            "fish",
            &[
                "--no-config",
                "-c",
                &format!("{source}; complete -C '{line}'"),
            ],
        );
        out.lines()
            .map(|l| l.split('\t').next().unwrap_or_default().to_owned())
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(
        words(&complete("marbles play --rules house_rules/")),
        ["house_rules/final_round.lua", "house_rules/three_pairs.lua"]
    );
    assert_eq!(
        words(&complete("marbles simulate --compare house_rules/t")),
        ["house_rules/three_pairs.lua"]
    );
    assert_eq!(
        words(&complete("marbles rules check house_rules/f")),
        ["house_rules/final_round.lua"]
    );
    assert_eq!(
        words(&complete("marbles play --rules fin")),
        ["final_round"]
    );
    assert!(complete("marbles play --rules ").contains("house_rules/"));
    // `stats --rules` chooses games by the names saved with them: names only.
    assert!(complete("marbles stats --rules ").contains("standard"));
    assert!(!complete("marbles stats --rules ").contains("house_rules/"));
    assert!(words(&complete("marbles resume ")).contains(&"1"));
    assert!(words(&complete("marbles export ")).contains(&"1"));
}

#[test]
fn bash_completes_scripts_names_and_games() {
    if !have("bash", "bash_completes_scripts_names_and_games") {
        return;
    }
    let table = Table::new();
    let script = table.script("bash");
    // What bash-completion does on Tab: the words so far, then the function.
    let complete = |words: &str| {
        let program = format!(
            "source {}\nCOMP_WORDS=({words}); COMP_CWORD=$(( ${{#COMP_WORDS[@]}} - 1 ))\n\
             COMP_LINE=\"${{COMP_WORDS[*]}}\"; COMP_POINT=${{#COMP_LINE}}; COMPREPLY=()\n\
             _marbles_games marbles \"${{COMP_WORDS[COMP_CWORD]}}\" \"${{COMP_WORDS[COMP_CWORD-1]}}\"\n\
             printf '%s\\n' \"${{COMPREPLY[@]}}\"",
            script.display()
        );
        table.run("bash", &["--norc", "--noprofile", "-c", &program])
    };
    assert_eq!(
        words(&complete("marbles play --rules house_rules/")),
        ["house_rules/final_round.lua", "house_rules/three_pairs.lua"]
    );
    assert_eq!(
        words(&complete("marbles rules check house_rules/t")),
        ["house_rules/three_pairs.lua"]
    );
    assert_eq!(
        words(&complete("marbles play --rules fin")),
        ["final_round"]
    );
    assert_eq!(
        words(&complete("marbles stats --rules house")),
        Vec::<&str>::new()
    );
    assert!(words(&complete("marbles resume ''")).contains(&"1"));
}

/// zsh completes only inside its line editor; the script's own functions are run
/// with the completion system's builtins standing in, which shows what they offer.
#[test]
fn zsh_offers_scripts_names_and_games() {
    if !have("zsh", "zsh_offers_scripts_names_and_games") {
        return;
    }
    let table = Table::new();
    let script = table.script("zsh");
    let syntax = table.run("zsh", &["-n", &script.to_string_lossy()]);
    assert!(syntax.is_empty(), "{syntax}");
    let program = format!(
        "_describe() {{ print -r -- \"offer ${{@[-1]}}: ${{(P)${{@[-1]}}}}\"; }}\n\
         _files() {{ print -r -- \"files $*\"; }}\ncompdef() {{ :; }}\n\
         source {}\n_marbles_rules\n_marbles_saves\n",
        script.display()
    );
    let out = table.run("zsh", &["-f", "-c", &program]);
    assert!(out.contains("offer shipped: bump "), "{out}");
    assert!(out.contains("files -g *.lua(-.)"), "{out}");
    assert!(out.contains("offer games: 1:Ann, Bob"), "{out}");
    let text = std::fs::read_to_string(&script).expect("read");
    for line in text.lines().filter(|l| l.starts_with("'*--rules=[Play")) {
        assert!(line.ends_with(":_marbles_rules' \\"), "{line}");
    }
    let saves = text
        .lines()
        .filter(|l| l.contains(":_marbles_saves'"))
        .count();
    assert_eq!(saves, 2, "resume and export");
}

/// `scripts/package` with the debug binary (the layout is what is tested; a release
/// build would take minutes): the archive always, the Debian package where dpkg-deb is.
#[test]
fn the_package_holds_what_a_player_installs() {
    if !have("tar", "the_package_holds_what_a_player_installs") {
        return;
    }
    let out = tempfile::tempdir().expect("temp dir");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let made = Command::new(root.join("scripts").join("package"))
        .arg(out.path())
        .env("MARBLES_BINARY", env!("CARGO_BIN_EXE_marbles"))
        .output()
        .expect("scripts/package runs");
    assert!(made.status.success(), "{made:?}");
    let version = env!("CARGO_PKG_VERSION");
    let archive = std::fs::read_dir(out.path())
        .expect("list")
        .map(|e| e.expect("entry").path())
        .find(|p| p.to_string_lossy().ends_with(".tar.gz"))
        .expect("an archive");
    let name = archive
        .file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.strip_suffix(".tar.gz"))
        .expect("a name")
        .to_owned();
    assert!(name.starts_with(&format!("marbles-{version}-")), "{name}");
    let listed = text(
        Command::new("tar")
            .arg("tzf")
            .arg(&archive)
            .output()
            .expect("tar"),
    );
    for file in [
        "marbles",
        "marbles.1",
        "completions/marbles.bash",
        "completions/_marbles",
        "completions/marbles.fish",
        "completions/marbles.elv",
        "completions/_marbles.ps1",
        "README.md",
        "LICENSE",
        "CHANGELOG.md",
        "THIRD-PARTY-NOTICES.md",
    ] {
        let path = format!("{name}/{file}");
        assert!(listed.lines().any(|l| l == path), "no {path} in\n{listed}");
    }
    if !have(
        "dpkg-deb",
        "the_package_holds_what_a_player_installs (the .deb part)",
    ) {
        return;
    }
    let deb = std::fs::read_dir(out.path())
        .expect("list")
        .map(|e| e.expect("entry").path())
        .find(|p| p.extension().is_some_and(|e| e == "deb"))
        .expect("a Debian package");
    let contents = text(
        Command::new("dpkg-deb")
            .arg("-c")
            .arg(&deb)
            .output()
            .expect("dpkg-deb"),
    );
    for path in [
        "./usr/bin/marbles",
        "./usr/share/man/man1/marbles.1.gz",
        "./usr/share/bash-completion/completions/marbles",
        "./usr/share/zsh/vendor-completions/_marbles",
        "./usr/share/fish/vendor_completions.d/marbles.fish",
        "./usr/share/doc/marbles/copyright",
        "./usr/share/doc/marbles/changelog.gz",
        "./usr/share/doc/marbles/README.md",
        "./usr/share/doc/marbles/THIRD-PARTY-NOTICES.md",
    ] {
        let found = contents
            .lines()
            .any(|line| line.split_whitespace().last() == Some(path));
        assert!(found, "no {path} in\n{contents}");
    }
    assert!(contents.contains("-rwxr-xr-x root/root"), "{contents}");
    let fields = text(
        Command::new("dpkg-deb")
            .arg("-f")
            .arg(&deb)
            .args(["Package", "Version"])
            .output()
            .expect("dpkg-deb"),
    );
    assert_eq!(fields, format!("Package: marbles\nVersion: {version}\n"));
}
