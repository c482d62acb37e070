//! RULES.md promises that every numbered rule has a test named after it, and its last
//! table names those tests. These checks keep that promise true: they fail when a cited
//! test is renamed or removed, when a rule cites no test, and when RULES.md, a test, a
//! script or the README cites a section or rule RULES.md does not have.
//!
//! Plain text scanning, no Markdown parser: RULES.md is written so that a rule is a line
//! starting `**N.M` or a table row starting `| N.M |`, and a test is cited as
//! `` `path/to/file.rs: test_name` ``.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The heading of RULES.md's last section, which maps rules to tests.
const MAP_HEADING: &str = "## Rules and their tests";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn rules_md() -> String {
    std::fs::read_to_string(root().join("RULES.md")).expect("RULES.md is in the repository root")
}

/// RULES.md split into the rules themselves and the map of their tests.
fn body_and_map() -> (String, String) {
    let text = rules_md();
    let (body, map) = text
        .split_once(MAP_HEADING)
        .unwrap_or_else(|| panic!("RULES.md has no `{MAP_HEADING}` section"));
    (body.to_owned(), map.to_owned())
}

/// A rule number: `3.2`, `2.10`. Sorted by section, then by number within it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Rule(u32, u32);

impl Rule {
    fn parse(text: &str) -> Option<Rule> {
        let (section, n) = text.split_once('.')?;
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        if !digits(section) || !digits(n) {
            return None;
        }
        Some(Rule(section.parse().ok()?, n.parse().ok()?))
    }
}

impl std::fmt::Display for Rule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.0, self.1)
    }
}

/// The first cell of a table row, trimmed: `| 2.4 | …` gives `2.4`.
fn first_cell(line: &str) -> Option<&str> {
    let rest = line.trim().strip_prefix('|')?;
    rest.split('|').next().map(str::trim)
}

/// The rules RULES.md defines, in the order it defines them.
fn defined_rules(body: &str) -> Vec<Rule> {
    body.lines()
        .filter_map(|line| {
            let line = line.trim();
            if let Some(rest) = line.strip_prefix("**") {
                let number: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_digit() || *c == '.')
                    .collect();
                Rule::parse(number.trim_end_matches('.'))
            } else {
                first_cell(line).and_then(Rule::parse)
            }
        })
        .collect()
}

/// The section numbers RULES.md has: `## 3. A turn` gives 3.
fn sections(body: &str) -> BTreeSet<u32> {
    body.lines()
        .filter_map(|line| line.strip_prefix("## "))
        .filter_map(|title| title.split_once(". "))
        .filter_map(|(n, _)| n.parse().ok())
        .collect()
}

/// A test cited as `` `tests/turns.rs: one_keep_per_throw` ``.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Citation {
    file: String,
    test: String,
}

/// Every test cited in `text`: backtick spans of the form `FILE.rs: NAME`.
fn citations(text: &str) -> Vec<Citation> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter_map(|span| {
            let (file, test) = span.split_once(": ")?;
            let is_name = !test.is_empty() && test.chars().all(|c| c.is_alphanumeric() || c == '_');
            (file.ends_with(".rs") && is_name).then(|| Citation {
                file: file.to_owned(),
                test: test.to_owned(),
            })
        })
        .collect()
}

/// The map's rows: each rule with the tests cited for it.
fn map_rows(map: &str) -> Vec<(Rule, Vec<Citation>)> {
    map.lines()
        .filter_map(|line| {
            let rule = first_cell(line).and_then(Rule::parse)?;
            Some((rule, citations(line)))
        })
        .collect()
}

/// Whether `source` has a `#[test]` function called `name`.
fn has_test(source: &str, name: &str) -> bool {
    let lines: Vec<&str> = source.lines().collect();
    lines.iter().enumerate().any(|(i, line)| {
        let Some(after) = line.trim_start().strip_prefix("fn ") else {
            return false;
        };
        let Some(rest) = after.strip_prefix(name) else {
            return false;
        };
        if !rest.starts_with('(') {
            return false;
        }
        // Walk up over the function's attributes and doc comments looking for #[test].
        lines[..i]
            .iter()
            .rev()
            .map(|l| l.trim())
            .take_while(|l| l.starts_with("#[") || l.starts_with("//"))
            .any(|l| l == "#[test]")
    })
}

#[test]
fn every_test_rules_md_cites_exists_in_the_file_it_names() {
    let mut missing = BTreeSet::new();
    for Citation { file, test } in citations(&rules_md()) {
        match std::fs::read_to_string(root().join(&file)) {
            Ok(source) if has_test(&source, &test) => {}
            Ok(_) => {
                missing.insert(format!("{file}: {test} (no #[test] fn {test} in {file})"));
            }
            Err(err) => {
                missing.insert(format!("{file}: {test} ({file}: {err})"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "RULES.md cites tests that do not exist; rename the citation to the test's new name \
         or file, or restore the test:\n  {}",
        Vec::from_iter(missing).join("\n  ")
    );
}

#[test]
fn every_numbered_rule_cites_at_least_one_test() {
    let (body, map) = body_and_map();
    let tested: BTreeSet<Rule> = map_rows(&map)
        .into_iter()
        .filter(|(_, cited)| !cited.is_empty())
        .map(|(rule, _)| rule)
        .collect();
    let untested: Vec<String> = defined_rules(&body)
        .into_iter()
        .filter(|rule| !tested.contains(rule))
        .map(|rule| rule.to_string())
        .collect();
    assert!(
        untested.is_empty(),
        "rules with no test in RULES.md's `{MAP_HEADING}` table: {}; write a test that reads \
         like the rule and add a row `| N.M | `tests/it/FILE.rs: test_name` |`",
        untested.join(", ")
    );
}

#[test]
fn the_map_names_only_rules_that_exist_once_each() {
    let (body, map) = body_and_map();
    let defined: BTreeSet<Rule> = defined_rules(&body).into_iter().collect();
    let mut seen = BTreeSet::new();
    let mut wrong = Vec::new();
    for (rule, _) in map_rows(&map) {
        if !defined.contains(&rule) {
            wrong.push(format!(
                "{rule} is mapped but RULES.md defines no rule {rule}"
            ));
        }
        if !seen.insert(rule) {
            wrong.push(format!("{rule} has two rows: merge them into one"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn rule_numbers_are_unique_and_in_order() {
    let (body, _) = body_and_map();
    let rules = defined_rules(&body);
    let known = sections(&body);
    for pair in rules.windows(2) {
        assert!(
            pair[0] < pair[1],
            "RULES.md defines {} after {}: numbers are citations, so give a new rule the next \
             free number of its section instead of renumbering",
            pair[1],
            pair[0]
        );
    }
    for rule in &rules {
        assert!(
            known.contains(&rule.0),
            "rule {rule} is outside RULES.md's sections {known:?}"
        );
    }
}

/// The numbers listed at the start of `text`: `3.2, 3.5 and 5.1`, `1.3 to 1.5`, `5`.
fn numbers_at(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    loop {
        let end = rest
            .char_indices()
            .find(|&(i, c)| {
                !(c.is_ascii_digit()
                    || c == '.' && rest[i + 1..].starts_with(|d: char| d.is_ascii_digit()))
            })
            .map_or(rest.len(), |(i, _)| i);
        if end == 0 {
            return found;
        }
        found.push(rest[..end].to_owned());
        rest = &rest[end..];
        let Some(next) = [", ", " and ", " to ", "–", "-"]
            .iter()
            .find_map(|sep| rest.strip_prefix(sep))
            .filter(|next| next.starts_with(|d: char| d.is_ascii_digit()))
        else {
            return found;
        };
        rest = next;
    }
}

/// Every section or rule number cited after `marker` in `text`, e.g. after `RULES.md `:
/// `section 3`, `sections 1, 3 and 5`, `3.2`.
fn cited_numbers(text: &str, marker: &str) -> Vec<String> {
    text.match_indices(marker)
        .flat_map(|(i, _)| {
            let after = &text[i + marker.len()..];
            let after = ["sections ", "section ", "rules ", "rule "]
                .iter()
                .find_map(|word| after.strip_prefix(word))
                .unwrap_or(after);
            numbers_at(after)
        })
        .collect()
}

fn exists(number: &str, sections: &BTreeSet<u32>, rules: &BTreeSet<Rule>) -> bool {
    match Rule::parse(number) {
        Some(rule) => rules.contains(&rule),
        None => number.parse().is_ok_and(|n| sections.contains(&n)),
    }
}

/// The files that may cite RULES.md: sources, tests, scripts and documentation.
fn citing_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name.starts_with('.') || name == "target" {
            continue;
        }
        if path.is_dir() {
            citing_files(&path, out);
        } else if ["rs", "md", "lua"]
            .iter()
            .any(|ext| path.extension().is_some_and(|e| e == *ext))
        {
            out.push(path);
        }
    }
}

#[test]
fn citations_of_rules_md_point_at_sections_and_rules_that_exist() {
    let (body, _) = body_and_map();
    let known_sections = sections(&body);
    let known_rules: BTreeSet<Rule> = defined_rules(&body).into_iter().collect();
    let mut files = Vec::new();
    citing_files(root(), &mut files);
    let mut wrong = BTreeSet::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a readable source file");
        let shown = path.strip_prefix(root()).unwrap_or(&path).display();
        // RULES.md cites its own rules as "rule 3.9"; everything else as "RULES.md 3.9".
        let (cited, how) = if path.ends_with("RULES.md") {
            let mut numbers = cited_numbers(&body, "rule ");
            numbers.extend(cited_numbers(&body, "rules "));
            (numbers, "rule")
        } else {
            (cited_numbers(&text, "RULES.md "), "RULES.md")
        };
        for number in cited {
            if !exists(&number, &known_sections, &known_rules) {
                wrong.insert(format!(
                    "{shown} cites {how} {number}, which does not exist"
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{}\n(RULES.md has sections {known_sections:?}; cite a section or rule that exists)",
        Vec::from_iter(wrong).join("\n")
    );
}

#[test]
fn the_checks_read_rules_md_the_way_it_is_written() {
    // The parser's own rules, on a small document of the same shape.
    let doc = "## 1. Setup\n\n**1.1 Dice.** Six.\n\n| rule | a |\n|---|---|\n| 1.2 | x |\n\n\
               ## 2. Scoring\n\n**2.10 Flood.** See rule 1.1 and rules 1.2 to 2.10.\n";
    assert_eq!(
        defined_rules(doc),
        vec![Rule(1, 1), Rule(1, 2), Rule(2, 10)]
    );
    assert_eq!(sections(doc), BTreeSet::from([1, 2]));
    assert_eq!(cited_numbers(doc, "rules "), vec!["1.2", "2.10"]);
    assert_eq!(cited_numbers(doc, "rule "), vec!["1.1"]);
    assert_eq!(
        cited_numbers(
            "see RULES.md sections 1, 3 and 5. Also RULES.md's map",
            "RULES.md "
        ),
        vec!["1", "3", "5"]
    );
    assert_eq!(
        citations("| 3.5 | `tests/turns.rs: one_keep_per_throw`, `a: b c`, `x.rs: y` |"),
        vec![
            Citation {
                file: "tests/turns.rs".into(),
                test: "one_keep_per_throw".into()
            },
            Citation {
                file: "x.rs".into(),
                test: "y".into()
            }
        ]
    );
    let source = "#[test]\n/// Doc.\nfn a_rule() {}\nfn helper() {}\n#[test]\nfn a_rule_too() {}";
    assert!(has_test(source, "a_rule"));
    assert!(has_test(source, "a_rule_too"));
    assert!(!has_test(source, "helper"));
    assert!(!has_test(source, "a_rul"));
}
