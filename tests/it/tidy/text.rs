//! Tidy checks of the message catalogues (`locales/<tag>/<area>.ftl`):
//!
//! - every file parses, with no message defined twice;
//! - every language has the same message ids as English, and the same variables
//!   (a translation may leave out a variable English only uses to choose a plural,
//!   as in `{ $n -> [one] does *[other] do }`: Bokmål verbs do not agree);
//! - every id the code names (`text!("id"…)`, `message("id"…)`, and `"count-…"`
//!   and `"help-…"` literals for `render::count` and the REPL's
//!   command table) is in the English catalogue, and every English
//!   message is named somewhere in the code (no dead messages).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser::parse;
use marbles::testing::locale::{AREAS, Lang};

/// Variables of one message: all of them, and those used other than as a selector.
#[derive(Debug, Default)]
struct Vars {
    all: BTreeSet<String>,
    shown: BTreeSet<String>,
}

/// Message id → its variables, for one language; errors collected as text.
fn catalogue(lang: Lang, errors: &mut Vec<String>) -> BTreeMap<String, Vars> {
    let mut messages = BTreeMap::new();
    for (file, source) in lang.catalogue() {
        let resource = match parse(source) {
            Ok(resource) => resource,
            Err((resource, parse_errors)) => {
                for error in parse_errors {
                    errors.push(format!("locales/{file}: does not parse: {error:?}"));
                }
                resource
            }
        };
        for entry in resource.body {
            match entry {
                Entry::Message(message) => {
                    let mut vars = Vars::default();
                    if let Some(value) = &message.value {
                        pattern_vars(value, &mut vars, false);
                    }
                    for attribute in &message.attributes {
                        pattern_vars(&attribute.value, &mut vars, false);
                    }
                    let id = message.id.name.to_owned();
                    if messages.insert(id.clone(), vars).is_some() {
                        errors.push(format!("locales/{file}: `{id}` is defined twice"));
                    }
                }
                Entry::Junk { content } => {
                    errors.push(format!("locales/{file}: does not parse: {content:?}"))
                }
                _ => {}
            }
        }
    }
    messages
}

fn pattern_vars(pattern: &Pattern<&str>, vars: &mut Vars, selector: bool) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars, selector);
        }
    }
}

fn expression_vars(expression: &Expression<&str>, vars: &mut Vars, selector: bool) {
    match expression {
        Expression::Inline(inline) => inline_vars(inline, vars, selector),
        Expression::Select {
            selector: chooser,
            variants,
        } => {
            inline_vars(chooser, vars, true);
            for variant in variants {
                pattern_vars(&variant.value, vars, selector);
            }
        }
    }
}

fn inline_vars(inline: &InlineExpression<&str>, vars: &mut Vars, selector: bool) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.all.insert(id.name.to_owned());
            if !selector {
                vars.shown.insert(id.name.to_owned());
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars, selector),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_vars(argument, vars, selector);
            }
        }
        _ => {}
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).expect("read src");
    for entry in entries {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The ids named in one source text: after `text!(` and `message(` (the literal that
/// opens the call, possibly on the next line), and every `"count-…"` literal, outside
/// comments.
fn ids_in(source: &str) -> Vec<String> {
    // Comments (doc examples included) name ids that need not exist.
    let code: String = source
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let source = code.as_str();
    let mut ids = Vec::new();
    for opener in ["text!(", "message("] {
        let mut rest = source;
        while let Some(at) = rest.find(opener) {
            rest = &rest[at + opener.len()..];
            let trimmed = rest.trim_start();
            if let Some(literal) = trimmed.strip_prefix('"')
                && let Some(end) = literal.find('"')
            {
                ids.push(literal[..end].to_owned());
            }
        }
    }
    // Ids held as data: count nouns (`render::count`), the REPL's command help
    // (`CommandSpec::summary`, `details` and `word`) and the TOML parser's faults
    // (`TOML_FAULTS`).
    for prefix in ["\"count-", "\"help-", "\"word-", "\"config-toml-"] {
        let mut rest = source;
        while let Some(at) = rest.find(prefix) {
            let literal = &rest[at + 1..];
            if let Some(end) = literal.find('"') {
                ids.push(literal[..end].to_owned());
            }
            rest = &rest[at + 1..];
        }
    }
    ids.retain(|id| {
        id.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            && !id.is_empty()
    });
    ids
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let mut errors = Vec::new();
    let english = catalogue(Lang::En, &mut errors);
    assert!(!english.is_empty(), "the English catalogue is empty");
    for &lang in &Lang::ALL[1..] {
        let other = catalogue(lang, &mut errors);
        for (id, vars) in &english {
            match other.get(id) {
                None => errors.push(format!("`{id}` is in en but not in {lang}")),
                Some(theirs) => {
                    if !theirs.all.is_subset(&vars.all) || !vars.shown.is_subset(&theirs.all) {
                        errors.push(format!(
                            "`{id}`: en uses {:?}, {lang} uses {:?} (a translation shows every variable English shows, and no other)",
                            vars.all, theirs.all
                        ));
                    }
                }
            }
        }
        for id in other.keys() {
            if !english.contains_key(id) {
                errors.push(format!("`{id}` is in {lang} but not in en"));
            }
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

#[test]
fn every_area_has_a_file_in_every_language() {
    for &lang in Lang::ALL {
        let files: Vec<&str> = lang.catalogue().iter().map(|(file, _)| *file).collect();
        for area in AREAS {
            let file = format!("{}/{area}.ftl", lang.tag());
            assert!(files.contains(&file.as_str()), "{file} is missing");
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    for entry in std::fs::read_dir(&root).expect("read locales") {
        let name = entry.expect("entry").file_name();
        let name = name.to_string_lossy();
        assert!(
            Lang::ALL.iter().any(|lang| lang.tag() == name),
            "locales/{name} is not registered: add its line to `languages!` in src/config/lang.rs"
        );
    }
}

#[test]
fn every_id_the_code_names_is_in_the_catalogue_and_every_message_is_used() {
    let mut errors = Vec::new();
    let english = catalogue(Lang::En, &mut errors);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    let mut named = BTreeSet::new();
    for file in &files {
        let source = std::fs::read_to_string(file).expect("read source");
        for id in ids_in(&source) {
            if !english.contains_key(&id) {
                errors.push(format!(
                    "{}: `{id}` is in no catalogue",
                    file.strip_prefix(root).unwrap_or(file).display()
                ));
            }
            named.insert(id);
        }
    }
    for id in english.keys() {
        if !named.contains(id) {
            errors.push(format!(
                "`{id}` is in the catalogues but no code names it: remove it or use it"
            ));
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

#[test]
fn the_scanner_finds_ids_where_the_code_names_them() {
    let source = "let a = text!(\"pad-total\", n = 1);\nlet b = crate::text!(\n    \"throw-bust\"\n);\ncount(3, \"count-dice\"); message(id, &[]);\n/// text!(\"in-a-comment\")";
    assert_eq!(ids_in(source), ["pad-total", "throw-bust", "count-dice"]);
}
