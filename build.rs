//! Three jobs done once when marbles is built rather than in every run: the catalogue
//! index below, the API module numbered (`number_api`) and marbles' own Lua compiled to
//! bytecode (`compile_trusted_lua`).
//!
//! Indexes the message catalogues (`locales/<tag>/<area>.ftl`) when marbles is built:
//! where each message's entry starts and ends in its file, sorted by id, so a run
//! parses only the messages it shows (`src/render/words/catalogue.rs`) instead of every
//! catalogue file at start-up.
//!
//! An entry starts at a line that begins with a message id and `=`, and runs up to the
//! next line that starts a message, a term or a comment: the lines of a message's
//! pattern are indented, or close a placeable (`}`), or are blank. A test in
//! `src/render/words/catalogue.rs` checks that each indexed entry parses to the very message the
//! whole file gives.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

// The house rules' numbering (see its own docs), to number marbles' API module here
// once rather than in every run that loads a house rule.
#[allow(dead_code)]
#[path = "src/house_rules/births.rs"]
mod births;

// The areas in the order `Lang::catalogue` embeds them: an entry names its file by
// this position. A message defined twice keeps the first, as adding the files to one
// bundle in this order did.
// Public in the library, where the catalogue reads it; here only this script does.
#[allow(unreachable_pub)]
#[path = "src/locale/areas.rs"]
mod areas;
use areas::AREAS;

fn main() {
    index_catalogues();
    let api = number_api();
    compile_trusted_lua(&api);
}

/// Writes `api_numbered.lua`: `src/house_rules/api.lua` as `births::number` gives it,
/// which the sandbox compiles for every set of house rules (numbering its 22 KB was a
/// twentieth of a `score` run with three house rules).
fn number_api() -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let api = root.join("src/house_rules/api.lua");
    println!("cargo:rerun-if-changed={}", api.display());
    println!(
        "cargo:rerun-if-changed={}",
        root.join("src/house_rules/births.rs").display()
    );
    let source = std::fs::read_to_string(&api).expect("src/house_rules/api.lua is readable");
    let numbered = births::number(&source).expect("the API module can be numbered");
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("api_numbered.lua");
    std::fs::write(dest, &numbered).expect("OUT_DIR is writable");
    numbered
}

/// Writes `trusted_lua.rs`: marbles' own Lua chunks as bytecode (`mlua::Function::dump`,
/// with line numbers kept), each beside the chunk name it was compiled under, for the
/// sandbox to load instead of parsing their text (`src/house_rules/sandbox.rs`). The
/// sandbox loads one only for the very name and text it was compiled from, and compiles
/// the text where this Lua's bytecode does not load (a build for another machine).
fn compile_trusted_lua(api_numbered: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |file: &str| {
        let path = root.join("src/house_rules").join(file);
        println!("cargo:rerun-if-changed={}", path.display());
        std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{}: {err}", path.display()))
    };
    // Name, the text the sandbox is given (as Rust includes it), the text compiled: the
    // API module is numbered first, as the sandbox numbers a script (see `births`).
    let chunks = [
        ("=sandbox", "harden.lua", read("harden.lua")),
        ("=hooks", "hook_call.lua", read("hook_call.lua")),
        ("=marbles api", "api.lua", api_numbered.to_owned()),
    ];
    let lua = mlua::Lua::new();
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let mut list = String::from(
        "/// marbles' own Lua chunks compiled when it was built: chunk name, the text the\n\
         /// sandbox is given, its bytecode.\n\
         static TRUSTED_LUA: &[(&str, &str, &[u8])] = &[\n",
    );
    for (index, (name, file, source)) in chunks.iter().enumerate() {
        let function = lua
            .load(source.as_str())
            .set_name(*name)
            .into_function()
            .unwrap_or_else(|err| panic!("marbles' own Lua ({name}) compiles: {err}"));
        let luac = format!("trusted_{index}.luac");
        std::fs::write(out.join(&luac), function.dump(false)).expect("OUT_DIR is writable");
        writeln!(
            list,
            "    ({name:?}, include_str!({text:?}), include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{luac}\"))),",
            text = root.join("src/house_rules").join(file).display(),
        )
        .expect("writes to a string");
    }
    list.push_str("];\n");
    std::fs::write(out.join("trusted_lua.rs"), list).expect("OUT_DIR is writable");
}

/// Writes `catalogue_index.rs` (see the top of this file).
fn index_catalogues() {
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/locale/areas.rs");
    println!("cargo:rerun-if-changed={}", locales.display());
    let mut tags: Vec<String> = std::fs::read_dir(&locales)
        .expect("locales/ is readable")
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.path().is_dir())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    tags.sort();
    let mut out = String::from(
        "/// Per language tag: each message's id, the catalogue file it is in (its place in\n\
         /// `Lang::catalogue`) and the byte range of its entry there, sorted by id.\n\
         static CATALOGUE_INDEX: &[(&str, Entries)] = &[\n",
    );
    for tag in &tags {
        let mut entries: Vec<(String, usize, usize, usize)> = Vec::new();
        for (area, name) in AREAS.iter().enumerate() {
            let path = locales.join(tag).join(format!("{name}.ftl"));
            println!("cargo:rerun-if-changed={}", path.display());
            let Ok(source) = std::fs::read_to_string(&path) else {
                // Lang::catalogue fails the build, naming the file.
                continue;
            };
            for (id, start, end) in index(&source) {
                if !entries.iter().any(|(seen, ..)| *seen == id) {
                    entries.push((id, area, start, end));
                }
            }
        }
        entries.sort();
        writeln!(out, "    ({tag:?}, &[").expect("writes to a string");
        for (id, area, start, end) in entries {
            writeln!(out, "        ({id:?}, {area}, {start}, {end}),").expect("writes to a string");
        }
        writeln!(out, "    ]),").expect("writes to a string");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("catalogue_index.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}

/// The messages of one file: id, and the byte range of the entry.
fn index(source: &str) -> Vec<(String, usize, usize)> {
    let mut found = Vec::new();
    let mut open: Option<(String, usize)> = None;
    let mut at = 0;
    for line in source.split_inclusive('\n') {
        let first = line.bytes().next();
        let starts_entry = matches!(first, Some(b'a'..=b'z' | b'A'..=b'Z' | b'-' | b'#'));
        if starts_entry {
            if let Some((id, start)) = open.take() {
                found.push((id, start, at));
            }
            if let Some(id) = message_id(line) {
                open = Some((id.to_owned(), at));
            }
        }
        at += line.len();
    }
    if let Some((id, start)) = open {
        found.push((id, start, at));
    }
    found
}

/// The id of a line that starts a message (`id = …`).
fn message_id(line: &str) -> Option<&str> {
    let end = line
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(line.len());
    let (id, rest) = line.split_at(end);
    let starts_with_letter = id.bytes().next().is_some_and(|b| b.is_ascii_alphabetic());
    (starts_with_letter && rest.trim_start_matches([' ', '\t']).starts_with('=')).then_some(id)
}
