//! THIRD-PARTY-NOTICES.md: every crate built into `marbles` with its licence, made from
//! `cargo metadata` (offline: the crates the build already has) and checked to be
//! current. `MARBLES_UPDATE_NOTICES=1 cargo test --test it notices` writes it anew.
//!
//! The crates are those of the binary on the target the Debian package is built for
//! (`x86_64-unknown-linux-gnu`, whatever machine runs the test, so the file is the same
//! everywhere): the package's normal dependencies and theirs, not dev-dependencies.
//! The crates used only to build it come after, as their licences may still matter
//! (Lua's C source is compiled in from `lua-src`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use serde_json::Value;

/// The target the notices (and the packages) are made for.
const TARGET: &str = "x86_64-unknown-linux-gnu";

/// The file, at the top of the repository.
const FILE: &str = "THIRD-PARTY-NOTICES.md";

/// `cargo metadata` for [`TARGET`], from the crates cargo already has.
fn metadata() -> Value {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let output = std::process::Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--offline", "--locked"])
        .args(["--filter-platform", TARGET])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("cargo metadata's JSON")
}

/// A licence as SPDX writes it: the old `MIT/Apache-2.0` slash is `OR`.
fn spdx(license: &str) -> String {
    license
        .split('/')
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" OR ")
}

/// The crates reachable from `from` over the dependency kinds `kinds` (`None` is a
/// normal dependency), by package id; workspace members are walked but not listed.
fn reach(
    nodes: &BTreeMap<&str, &Value>,
    from: &[&str],
    kinds: &[Option<&str>],
) -> BTreeSet<String> {
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut todo: Vec<String> = from.iter().map(|id| (*id).to_owned()).collect();
    while let Some(id) = todo.pop() {
        let Some(node) = nodes.get(id.as_str()) else {
            continue;
        };
        for dep in node["deps"].as_array().into_iter().flatten() {
            let wanted = dep["dep_kinds"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|kind| kinds.contains(&kind["kind"].as_str()));
            let pkg = dep["pkg"].as_str().expect("a package id").to_owned();
            if wanted && seen.insert(pkg.clone()) {
                todo.push(pkg);
            }
        }
    }
    seen
}

/// The notices as they should read now.
fn notices() -> String {
    let meta = metadata();
    let packages: BTreeMap<&str, &Value> = meta["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .map(|p| (p["id"].as_str().expect("an id"), p))
        .collect();
    let nodes: BTreeMap<&str, &Value> = meta["resolve"]["nodes"]
        .as_array()
        .expect("nodes")
        .iter()
        .map(|n| (n["id"].as_str().expect("an id"), n))
        .collect();
    let root = packages
        .iter()
        .find(|(_, p)| p["name"] == "mississippi-marbles")
        .map(|(id, _)| *id)
        .expect("the package");
    let ours = |id: &str| packages[id]["source"].is_null();
    let in_binary = reach(&nodes, &[root], &[None]);
    // What builds those: build scripts' dependencies, and everything they need.
    let mut builders: Vec<&str> = vec![root];
    builders.extend(in_binary.iter().map(String::as_str));
    let direct_build = reach_one_step(&nodes, &builders);
    let starts: Vec<&str> = direct_build.iter().map(String::as_str).collect();
    let mut build_only = reach(&nodes, &starts, &[None, Some("build")]);
    build_only.extend(direct_build);
    build_only.retain(|id| !in_binary.contains(id));

    let row = |id: &str| {
        let p = packages[id];
        let license = p["license"].as_str().map_or_else(
            || {
                format!(
                    "see `{}`",
                    p["license_file"].as_str().unwrap_or("its files")
                )
            },
            spdx,
        );
        (
            p["name"].as_str().unwrap_or_default().to_owned(),
            p["version"].as_str().unwrap_or_default().to_owned(),
            license,
        )
    };
    let table = |ids: &BTreeSet<String>| {
        let mut rows: Vec<_> = ids
            .iter()
            .filter(|id| !ours(id))
            .map(|id| row(id))
            .collect();
        rows.sort();
        let mut out = String::from("| Crate | Version | Licence (SPDX) |\n|---|---|---|\n");
        for (name, version, license) in &rows {
            out.push_str(&format!("| {name} | {version} | {license} |\n"));
        }
        (out, rows)
    };
    let (binary_table, binary_rows) = table(&in_binary);
    let (build_table, _) = table(&build_only);
    let named = |spdx_id: &str| {
        binary_rows
            .iter()
            .filter(|(_, _, license)| license.contains(spdx_id))
            .map(|(name, version, license)| format!("- {name} {version} ({license})\n"))
            .collect::<String>()
    };
    let mut licenses: BTreeMap<String, usize> = BTreeMap::new();
    for (_, _, license) in &binary_rows {
        *licenses.entry(license.clone()).or_default() += 1;
    }
    let summary: String = licenses
        .iter()
        .map(|(license, n)| format!("- {license}: {n}\n"))
        .collect();
    format!(
        "# Third-party notices

marbles (MIT, see LICENSE) is built from the Rust crates below, all from crates.io.
Each is used under the licence its authors give in its package (`license` in its
Cargo.toml, shown here as an SPDX expression; where it offers a choice, any one of
them). The licence texts are in each crate's package on crates.io.

Generated from `cargo metadata` for {TARGET} by `tests/it/notices.rs`,
which fails when this file is out of date; `MARBLES_UPDATE_NOTICES=1 cargo test
--test it notices` writes it anew.

## Licences that ask for more than a notice

Under MPL-2.0 (its files, if changed, stay MPL-2.0 and their source available; marbles
uses them unchanged, as published on crates.io):

{mpl}
Under Unicode-3.0 (Unicode's data files and software licence: keep the copyright and
permission notice with copies):

{unicode}
## Licences in the binary

{summary}
## Crates in the binary

Normal dependencies of `marbles` and theirs, on {TARGET}:

{binary_table}
## Crates used only to build it

The build scripts' dependencies: not linked in, except the Lua 5.4 C sources `lua-src`
carries, which are compiled into `marbles` (Lua is MIT, as `lua-src` is):

{build_table}",
        mpl = named("MPL-2.0"),
        unicode = named("Unicode-3.0"),
    )
}

/// The crates that `from`'s build scripts depend on directly.
fn reach_one_step(nodes: &BTreeMap<&str, &Value>, from: &[&str]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for id in from {
        let Some(node) = nodes.get(id) else {
            continue;
        };
        for dep in node["deps"].as_array().into_iter().flatten() {
            let build = dep["dep_kinds"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|kind| kind["kind"].as_str() == Some("build"));
            if build {
                out.insert(dep["pkg"].as_str().expect("a package id").to_owned());
            }
        }
    }
    out
}

#[test]
fn the_third_party_notices_are_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
    let now = notices();
    if std::env::var_os("MARBLES_UPDATE_NOTICES").is_some() {
        std::fs::write(&path, &now).expect("write the notices");
        return;
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        written == now,
        "{FILE} is out of date (a dependency changed): run \
         MARBLES_UPDATE_NOTICES=1 cargo test --test it notices"
    );
}

#[test]
fn the_notices_name_the_licences_that_ask_for_more() {
    let now = notices();
    let section = now
        .split("## Licences in the binary")
        .next()
        .expect("the top");
    for name in ["option-ext", "unicode-ident", "zerovec"] {
        assert!(section.contains(&format!("- {name} ")), "{name} not named");
    }
    assert!(now.contains("| mlua |"), "{now}");
    assert!(now.contains("| lua-src |"), "{now}");
    // Only the binary's crates: no test tools.
    let binary = now
        .split("## Crates in the binary")
        .nth(1)
        .and_then(|rest| rest.split("## Crates used only").next())
        .expect("the binary's table");
    for dev in [
        "| insta |",
        "| proptest |",
        "| criterion |",
        "| assert_cmd |",
    ] {
        assert!(!binary.contains(dev), "{dev} is a dev-dependency");
    }
    assert_eq!(spdx("MIT/Apache-2.0"), "MIT OR Apache-2.0");
}
