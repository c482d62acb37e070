//! Tidy checks in the spirit of rust-analyzer's: ARCHITECTURE.md's invariants, held by
//! scanning the source rather than by review.
//!
//! - Every top-level module imports only what its row of ARCHITECTURE.md's "Layers"
//!   table allows (every `crate::…` path, `use crate::{…}` group and `text!`, tests
//!   included), every allowed import is used, and the table has no cycle; inside
//!   `src/export`, no two files import each other round a cycle. The compiler already
//!   keeps the engine crate (`crates/marbles-core`) from naming anything outside it;
//!   this holds the order of its modules and of the package's own.
//! - The engine (`dice`, `rules`, `game`, `odds`, `stats` in `crates/marbles-core/src`)
//!   does no I/O: no files, no standard streams, no environment, no processes, no
//!   printing, no clock.
//! - Every source file opens with a module doc comment (`//!`), except the files in
//!   [`UNDOCUMENTED`], a list that only shrinks: a file listed there that gains its
//!   comment, or that is gone, fails the check until it leaves the list.
//!
//! Plain text scanning, comments skipped: a forbidden word in a comment is fine, in
//! code it is not.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The folders that hold the top-level modules: the engine crate's and the package's.
pub(crate) const SOURCES: &[&str] = &["crates/marbles-core/src", "src"];

/// The engine's folders: pure, and free of the outer layers.
const ENGINE: &[&str] = &[
    "crates/marbles-core/src/dice",
    "crates/marbles-core/src/rules",
    "crates/marbles-core/src/game",
    "crates/marbles-core/src/odds",
    "crates/marbles-core/src/stats",
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
    "src/config/file.rs",
    "src/config/error.rs",
    "crates/marbles-core/src/game/state/tests.rs",
    "src/house_rules/combo.rs",
    "src/house_rules/error.rs",
    "src/house_rules/example.rs",
    "src/house_rules/hooks.rs",
    "src/house_rules/sandbox.rs",
    "src/house_rules/script.rs",
    "src/house_rules/shipped.rs",
    "crates/marbles-core/src/odds/win/advice.rs",
    "crates/marbles-core/src/odds/win/estimate.rs",
    "crates/marbles-core/src/odds/win/fingerprint.rs",
    "crates/marbles-core/src/odds/win/grid.rs",
    "crates/marbles-core/src/odds/win/model.rs",
    "crates/marbles-core/src/odds/win/play.rs",
    "crates/marbles-core/src/odds/win/seat.rs",
    "crates/marbles-core/src/odds/win/table.rs",
    "crates/marbles-core/src/odds/win/turn.rs",
    "crates/marbles-core/src/stats/bust_chances.rs",
    "crates/marbles-core/src/stats/dice_test.rs",
    "crates/marbles-core/src/stats/filter.rs",
    "crates/marbles-core/src/stats/game_facts.rs",
    "crates/marbles-core/src/stats/names.rs",
    "crates/marbles-core/src/stats/tests.rs",
    "crates/marbles-core/src/stats/totals.rs",
    "src/store/history.rs",
    "src/store/state_dir.rs",
];

pub(crate) fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`, sorted.
pub(crate) fn rust_files(dir: &Path) -> Vec<PathBuf> {
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

pub(crate) fn relative(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/")
}

/// The code of a line: what comes before a `//` comment. A `//` inside a string
/// (`"http://…"`) is code, and so is what follows it.
pub(crate) fn code(line: &str) -> &str {
    let mut in_string = false;
    let mut escaped = false;
    let mut previous = None;
    for (at, c) in line.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
        } else if c == '"' && previous != Some('\'') {
            in_string = true;
        } else if c == '/' && previous == Some('/') {
            return &line[..at - 1];
        }
        previous = Some(c);
    }
    line
}

/// What in `text` is I/O, printing, the environment or the clock, as `line: reason`.
fn engine_faults(text: &str) -> Vec<String> {
    let mut faults = Vec::new();
    let mut in_group = false;
    for (n, line) in text.lines().enumerate() {
        let code = code(line);
        let at = n + 1;
        for effect in EFFECTS {
            if code.contains(effect) {
                faults.push(format!(
                    "{at}: `{effect}` (I/O, printing, environment or clock)"
                ));
            }
        }
        // `use std::{fs, …}` groups, over several lines.
        let trimmed = code.trim();
        if let Some(rest) = trimmed.strip_prefix("use std::{") {
            in_group = true;
            check_group(rest, at, &mut faults);
        } else if in_group {
            check_group(trimmed, at, &mut faults);
        }
        if in_group && code.contains("};") {
            in_group = false;
        }
    }
    faults
}

/// Checks the names of one line of a `use std::{…}` group.
fn check_group(names: &str, at: usize, faults: &mut Vec<String>) {
    for name in names.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
        if EFFECT_MODULES.contains(&name) {
            faults.push(format!("{at}: imports `std::{name}` in a group"));
        }
    }
}

#[test]
fn the_engine_does_no_io() {
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
fn the_io_check_catches_what_it_is_for() {
    let bad = "use std::{collections::HashMap, fs};\nfn f() { println!(\"x\"); }\n// std::fs in a comment is fine\n";
    let faults = engine_faults(bad);
    assert_eq!(faults.len(), 2, "{faults:?}");
    assert!(engine_faults("use crate::dice::Faces;\nuse std::fmt;\n").is_empty());
}

/// The folders whose files must not import each other round a cycle.
const FILES_WITHOUT_CYCLES: &[&str] = &["src/export"];

/// ARCHITECTURE.md's "Layers" table: each top-level module and the modules it may
/// import.
fn layer_table() -> BTreeMap<String, BTreeSet<String>> {
    let text = std::fs::read_to_string(root().join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let section = text
        .split("\n## Layers\n")
        .nth(1)
        .expect("ARCHITECTURE.md has a `## Layers` section")
        .split("\n## ")
        .next()
        .unwrap_or_default();
    let names = |cell: &str| -> BTreeSet<String> {
        cell.split(',')
            .map(|name| name.trim().trim_matches('`').to_owned())
            .filter(|name| !name.is_empty())
            .collect()
    };
    let mut table = BTreeMap::new();
    for row in section.lines().filter(|line| line.starts_with("| `")) {
        let cells: Vec<&str> = row.trim_matches('|').split('|').collect();
        let [module, allowed] = cells[..] else {
            panic!("a Layers row has two cells: {row}");
        };
        table.insert(module.trim().trim_matches('`').to_owned(), names(allowed));
    }
    table
}

/// The top-level modules under the source folders (folders and files, not `lib.rs` or
/// `main.rs`).
fn top_modules() -> BTreeSet<String> {
    SOURCES
        .iter()
        .flat_map(|folder| std::fs::read_dir(root().join(folder)).expect("a source folder"))
        .map(|entry| entry.expect("an entry").path())
        .filter_map(|path| {
            let name = path.file_stem()?.to_string_lossy().into_owned();
            let module = path.is_dir() || path.extension().is_some_and(|e| e == "rs");
            (module && name != "lib" && name != "main").then_some(name)
        })
        .collect()
}

/// Every `.rs` file of both source folders.
pub(crate) fn source_files() -> Vec<PathBuf> {
    SOURCES
        .iter()
        .flat_map(|folder| rust_files(&root().join(folder)))
        .collect()
}

/// `text` without its `//` comments (doc comments too).
fn without_comments(text: &str) -> String {
    text.lines().map(code).collect::<Vec<_>>().join("\n")
}

/// The identifier at the start of `text`.
fn ident(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The names at the top level of a `{…}` group that starts `text` (after its `{`).
fn group_names(text: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut depth = 0;
    let mut start = true;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' => depth -= 1,
            ',' if depth == 0 => start = true,
            c if start && (c.is_alphanumeric() || c == '_') => {
                names.push(ident(&text[i..]));
                start = false;
            }
            c if !c.is_whitespace() => start = false,
            _ => {}
        }
    }
    names
}

/// The top-level modules `code` names through `root` (`crate` or `super`): `root::x`
/// paths and the names of `root::{x, y::z}` groups.
fn named_through<'a>(code: &'a str, root: &str) -> BTreeSet<&'a str> {
    let mut named = BTreeSet::new();
    let prefix = format!("{root}::");
    for (at, _) in code.match_indices(&prefix) {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &code[at + prefix.len()..];
        match rest.strip_prefix('{') {
            Some(group) => named.extend(group_names(group)),
            None => {
                named.insert(ident(rest));
            }
        }
    }
    named
}

/// The top-level modules `text` imports, out of `modules`. `text!` is `render`'s.
fn imports(text: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let code = without_comments(text);
    let mut found: BTreeSet<String> = named_through(&code, "crate")
        .into_iter()
        .filter(|name| modules.contains(*name))
        .map(str::to_owned)
        .collect();
    if code.contains("text!(") {
        found.insert("render".to_owned());
    }
    found
}

/// A cycle in `graph`, as its nodes in order, the first repeated at the end.
fn cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        done: &mut BTreeSet<String>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut found = path[at..].to_vec();
            found.push(node.to_owned());
            return Some(found);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, done, path) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut done, &mut Vec::new()))
}

/// What the top-level module of a file under a source folder is.
fn module_of(file: &Path) -> String {
    let name = relative(file);
    let inside = SOURCES
        .iter()
        .find_map(|folder| name.strip_prefix(&format!("{folder}/")))
        .unwrap_or(&name);
    let first = inside.split('/').next().unwrap_or(inside);
    first.strip_suffix(".rs").unwrap_or(first).to_owned()
}

#[test]
fn every_layer_imports_only_what_the_layer_table_allows() {
    let table = layer_table();
    let modules = top_modules();
    let listed: BTreeSet<String> = table.keys().cloned().collect();
    assert_eq!(
        listed, modules,
        "ARCHITECTURE.md's Layers table must have one row per top-level module of the source folders"
    );
    let mut used: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut faults = Vec::new();
    for file in source_files() {
        let module = module_of(&file);
        if !modules.contains(&module) {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("readable source");
        for import in imports(&text, &modules) {
            if import == module || words_engine_errors_in_a_test(&file, &text, &import) {
                continue;
            }
            if !table[&module].contains(&import) {
                faults.push(format!(
                    "{} imports `{import}`, which `{module}` may not: move what it needs to the layer it belongs to",
                    relative(&file)
                ));
            }
            used.entry(module.clone()).or_default().insert(import);
        }
    }
    for (module, allowed) in &table {
        for unused in allowed.difference(used.get(module).unwrap_or(&BTreeSet::new())) {
            faults.push(format!(
                "ARCHITECTURE.md lets `{module}` import `{unused}`, but nothing does: take it off the row"
            ));
        }
    }
    assert!(
        faults.is_empty(),
        "the layers (ARCHITECTURE.md, Layers):\n{}",
        faults.join("\n")
    );
    assert_eq!(cycle(&table), None, "the Layers table has a cycle");
}

/// Whether `file` is a test file that imports `render` only to read the engine's errors
/// in words (`render::Words`), as players read them: the engine's errors have no
/// `Display` of their own, and such a test checks a wording, not a layer.
fn words_engine_errors_in_a_test(file: &Path, text: &str, import: &str) -> bool {
    let name = relative(file);
    let test_file = name.ends_with("/tests.rs")
        || name.ends_with("_tests.rs")
        || name.contains("/tests_")
        || name.contains("/tests/");
    let code = without_comments(text);
    test_file
        && import == "render"
        && code.matches("crate::render").count() == 1
        && code.contains("use crate::render::Words;")
        && !code.contains("text!(")
}

/// Each file of `folder` (by module name) and the sibling files it names through
/// `super::` (a file by its name, or an item by the file `mod.rs` re-exports it from).
fn file_graph(folder: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(folder).expect("a source folder") {
        let path = entry.expect("an entry").path();
        let Some(stem) = path.file_stem().map(|s| s.to_string_lossy().into_owned()) else {
            continue;
        };
        if path.extension().is_some_and(|e| e == "rs") {
            files.insert(stem, path);
        } else if path.join("mod.rs").exists() {
            files.insert(stem, path.join("mod.rs"));
        }
    }
    let mod_rs = files
        .remove("mod")
        .map(|path| std::fs::read_to_string(path).expect("mod.rs"));
    // `pub use file::{A, B};` in mod.rs: which file each re-exported name lives in.
    let mut home: BTreeMap<String, String> = BTreeMap::new();
    for statement in without_comments(mod_rs.as_deref().unwrap_or_default()).split(';') {
        let Some((_, path)) = statement.split_once("use ") else {
            continue;
        };
        let path = path.trim();
        let file = ident(path);
        if let Some(rest) = path[file.len()..].strip_prefix("::") {
            let names = match rest.strip_prefix('{') {
                Some(group) => group_names(group),
                None => vec![ident(rest)],
            };
            for name in names {
                home.insert(name.to_owned(), file.to_owned());
            }
        }
    }
    let mut graph = BTreeMap::new();
    for (name, path) in &files {
        let code = without_comments(&std::fs::read_to_string(path).expect("readable source"));
        let named: BTreeSet<String> = named_through(&code, "super")
            .into_iter()
            .filter_map(|item| {
                if files.contains_key(item) {
                    Some(item.to_owned())
                } else {
                    home.get(item).cloned()
                }
            })
            .filter(|file| file != name)
            .collect();
        graph.insert(name.clone(), named);
    }
    graph
}

#[test]
fn no_files_import_each_other_round_a_cycle() {
    for folder in FILES_WITHOUT_CYCLES {
        let graph = file_graph(&root().join(folder));
        assert!(graph.len() > 1, "{folder} has its files");
        if let Some(cycle) = cycle(&graph) {
            panic!(
                "the files of {folder} import each other round a cycle: {}; move what both need to a file of its own",
                cycle.join(" -> ")
            );
        }
    }
}

#[test]
fn the_layer_check_catches_what_it_is_for() {
    let modules: BTreeSet<String> = ["dice", "store", "render", "game"]
        .into_iter()
        .map(str::to_owned)
        .collect();
    let names = |text: &str| -> Vec<String> { imports(text, &modules).into_iter().collect() };
    assert_eq!(
        names("use crate::{\n    dice::Faces,\n    store::{Save, load},\n};\n"),
        ["dice", "store"]
    );
    assert_eq!(names("let x = crate::game::Game::new();"), ["game"]);
    assert_eq!(names("f.write_str(&text!(\"id\"))"), ["render"]);
    assert_eq!(
        names("pub(crate) fn f() {} // crate::store::x in a comment"),
        [] as [&str; 0]
    );
    assert_eq!(names("use crate::game::scripted;"), ["game"]);
    assert_eq!(
        names("let page = \"http://x\"; let s = crate::store::load(page);"),
        ["store"]
    );
    let graph = |edges: &[(&str, &str)]| {
        let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (from, to) in edges {
            graph
                .entry((*from).to_owned())
                .or_default()
                .insert((*to).to_owned());
        }
        graph
    };
    assert_eq!(cycle(&graph(&[("a", "b"), ("b", "c")])), None);
    assert_eq!(
        cycle(&graph(&[("a", "b"), ("b", "c"), ("c", "a")])),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
}

#[test]
fn every_source_file_says_what_it_is_for() {
    let mut missing = Vec::new();
    let mut documented_but_listed = Vec::new();
    for file in source_files() {
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
        "take these off UNDOCUMENTED in tests/it/tidy/layers.rs: {documented_but_listed:?} {gone:?}"
    );
}

/// ARCHITECTURE.md: `Session::execute` returns data (`Reply`) and the front ends print,
/// so the piped and the terminal front end say the same: the session never writes to a
/// stream itself.
#[test]
fn the_session_prints_nothing() {
    let file = root().join("src/repl/session.rs");
    let text = std::fs::read_to_string(&file).expect("readable source");
    let code = without_comments(&text);
    let printing: Vec<&str> = [
        "print!",
        "println!",
        "eprint!",
        "eprintln!",
        "stdout()",
        "stderr()",
        "dbg!",
    ]
    .into_iter()
    .filter(|word| code.contains(word))
    .collect();
    assert!(
        printing.is_empty(),
        "src/repl/session.rs writes to a stream ({printing:?}): return it in the Reply"
    );
}
