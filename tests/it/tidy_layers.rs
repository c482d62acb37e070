//! Tidy checks in the spirit of rust-analyzer's: ARCHITECTURE.md's invariants, held by
//! scanning the source rather than by review.
//!
//! - The engine (`src/dice`, `src/rules`, `src/game`, `src/odds`) imports no outer layer
//!   and does no I/O: no files, no standard streams, no environment, no processes, no
//!   printing, no clock.
//! - Every `src/**/*.rs` opens with a module doc comment (`//!`), except the files in
//!   [`UNDOCUMENTED`], a list that only shrinks: a file listed there that gains its
//!   comment, or that is gone, fails the check until it leaves the list.
//!
//! Plain text scanning, comments skipped: a forbidden word in a comment is fine, in
//! code it is not.

use std::path::{Path, PathBuf};

/// The engine's folders: pure, and free of the outer layers.
const ENGINE: &[&str] = &["src/dice", "src/rules", "src/game", "src/odds"];

/// Modules outside the engine that the engine must not name.
const OUTER: &[&str] = &[
    "cli",
    "repl",
    "serve",
    "store",
    "export",
    "render",
    "house_rules",
    "config",
    "stats",
    "clock",
];

/// Paths and names that mean I/O, printing, the environment or the clock.
const EFFECTS: &[&str] = &[
    "std::fs",
    "std::env",
    "std::process",
    "std::io::stdin",
    "std::io::stdout",
    "std::io::stderr",
    "stdin()",
    "stdout()",
    "stderr()",
    "print!",
    "println!",
    "eprint!",
    "eprintln!",
    "dbg!",
    "SystemTime",
    "Instant",
];

/// Modules of `std` that are I/O when imported in a `use std::{…}` group.
const EFFECT_MODULES: &[&str] = &["fs", "env", "process"];

/// Files without their module doc comment yet. Only shrinks.
const UNDOCUMENTED: &[&str] = &[
    "src/config/config.rs",
    "src/config/error.rs",
    "src/config/numbers.rs",
    "src/game/state/tests.rs",
    "src/house_rules/combo.rs",
    "src/house_rules/error.rs",
    "src/house_rules/example.rs",
    "src/house_rules/hooks.rs",
    "src/house_rules/sandbox.rs",
    "src/house_rules/script.rs",
    "src/house_rules/shipped.rs",
    "src/house_rules/tests.rs",
    "src/odds/win/advice.rs",
    "src/odds/win/estimate.rs",
    "src/odds/win/fingerprint.rs",
    "src/odds/win/grid.rs",
    "src/odds/win/model.rs",
    "src/odds/win/play.rs",
    "src/odds/win/seat.rs",
    "src/odds/win/table.rs",
    "src/odds/win/turn.rs",
    "src/stats/bust_chances.rs",
    "src/stats/dice_test.rs",
    "src/stats/filter.rs",
    "src/stats/game_facts.rs",
    "src/stats/names.rs",
    "src/stats/tests.rs",
    "src/stats/totals.rs",
    "src/store/history.rs",
    "src/store/state_dir.rs",
];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![dir.to_owned()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("readable source folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn relative(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/")
}

/// The code of a line: what comes before a `//` comment.
fn code(line: &str) -> &str {
    line.split_once("//").map_or(line, |(code, _)| code)
}

/// What in `text` breaks the engine's rules, as `line: reason`.
fn engine_faults(text: &str) -> Vec<String> {
    let mut faults = Vec::new();
    let mut in_group: Option<String> = None;
    for (n, line) in text.lines().enumerate() {
        let code = code(line);
        let at = n + 1;
        for outer in OUTER {
            if code.contains(&format!("crate::{outer}::"))
                || code.contains(&format!("crate::{outer};"))
                || code.contains(&format!("crate::{outer} "))
            {
                faults.push(format!("{at}: imports the outer layer `{outer}`"));
            }
        }
        for effect in EFFECTS {
            if code.contains(effect) {
                faults.push(format!(
                    "{at}: `{effect}` (I/O, printing, environment or clock)"
                ));
            }
        }
        // `use crate::{render, …}` and `use std::{fs, …}` groups, over several lines.
        let trimmed = code.trim();
        if let Some(rest) = trimmed
            .strip_prefix("use crate::{")
            .map(|r| ("crate", r))
            .or_else(|| trimmed.strip_prefix("use std::{").map(|r| ("std", r)))
        {
            in_group = Some(rest.0.to_owned());
            check_group(rest.0, rest.1, at, &mut faults);
        } else if let Some(root) = &in_group {
            check_group(root, trimmed, at, &mut faults);
        }
        if in_group.is_some() && code.contains("};") {
            in_group = None;
        }
    }
    faults
}

/// Checks the names of one line of a `use crate::{…}` or `use std::{…}` group.
fn check_group(root: &str, names: &str, at: usize, faults: &mut Vec<String>) {
    for name in names.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
        let forbidden = match root {
            "crate" => OUTER.contains(&name),
            _ => EFFECT_MODULES.contains(&name),
        };
        if forbidden && !name.is_empty() {
            faults.push(format!("{at}: imports `{root}::{name}` in a group"));
        }
    }
}

#[test]
fn the_engine_imports_no_outer_layer_and_does_no_io() {
    let mut faults = Vec::new();
    for folder in ENGINE {
        for file in rust_files(&root().join(folder)) {
            let text = std::fs::read_to_string(&file).expect("readable source");
            for fault in engine_faults(&text) {
                faults.push(format!("{}:{fault}", relative(&file)));
            }
        }
    }
    assert!(
        faults.is_empty(),
        "the engine must stay pure (ARCHITECTURE.md); move this to an outer layer:\n{}",
        faults.join("\n")
    );
}

#[test]
fn the_check_catches_what_it_is_for() {
    let bad = "use crate::render::points;\nuse std::{collections::HashMap, fs};\nfn f() { println!(\"x\"); }\n// std::fs in a comment is fine\n";
    let faults = engine_faults(bad);
    assert_eq!(faults.len(), 3, "{faults:?}");
    assert!(engine_faults("use crate::{\n    dice::Faces,\n    store::Save,\n};\n").len() == 1);
    assert!(engine_faults("use crate::dice::Faces;\nuse std::fmt;\n").is_empty());
}

#[test]
fn every_source_file_says_what_it_is_for() {
    let mut missing = Vec::new();
    let mut documented_but_listed = Vec::new();
    for file in rust_files(&root().join("src")) {
        let name = relative(&file);
        let text = std::fs::read_to_string(&file).expect("readable source");
        let documented = text.trim_start().starts_with("//!");
        let listed = UNDOCUMENTED.contains(&name.as_str());
        if !documented && !listed {
            missing.push(name);
        } else if documented && listed {
            documented_but_listed.push(name);
        }
    }
    let gone: Vec<&&str> = UNDOCUMENTED
        .iter()
        .filter(|name| !root().join(name).exists())
        .collect();
    assert!(
        missing.is_empty(),
        "give these files a module doc comment (`//!` saying what the module is for):\n{}",
        missing.join("\n")
    );
    assert!(
        documented_but_listed.is_empty() && gone.is_empty(),
        "take these off UNDOCUMENTED in tests/tidy_layers.rs: {documented_but_listed:?} {gone:?}"
    );
}
