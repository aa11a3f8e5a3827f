//! The `tidy` suite: source-level rules the compiler cannot check.
//!
//! Every Rust file opens with a `//!` paragraph saying what it is for; no test is ignored or
//! expected to panic; no `dbg` macro; no trailing whitespace; no tabs in Rust sources; and the
//! architecture invariants: the shipped binary does not link the fuzz generator, `oklc-pp` does
//! no I/O.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().to_string();
        if path.is_dir() {
            if name != "target" && !name.starts_with('.') && name != "data" {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
}

#[test]
fn sources_follow_the_house_rules() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in ["crates", "tests", "fuzz"] {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 50, "found only {} Rust files", files.len());
    let mut problems = Vec::new();
    // Spelled in pieces so this file does not trip its own checks.
    let banned =
        [["#[", "ignore"].concat(), ["#[", "should_panic"].concat(), ["dbg", "!("].concat()];
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let shown = file.strip_prefix(&root).unwrap_or(&file).display().to_string();
        if !text.trim_start().starts_with("//!") {
            problems.push(format!("{shown}: does not start with a `//!` module comment"));
        }
        for (i, line) in text.lines().enumerate() {
            if line.ends_with(' ') || line.ends_with('\t') {
                problems.push(format!("{shown}:{}: trailing whitespace", i + 1));
            }
            if line.contains('\t') {
                problems.push(format!("{shown}:{}: tab character", i + 1));
            }
            for b in &banned {
                if line.contains(b.as_str()) {
                    problems.push(format!("{shown}:{}: `{b}` is not allowed", i + 1));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The normal (non-optional, non-dev) dependencies of the workspace crate `name`, as written in
/// its `Cargo.toml`.
fn normal_dependencies(root: &Path, name: &str) -> Vec<String> {
    let path = root.join("crates").join(name).join("Cargo.toml");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let manifest: toml::Table = text.parse().unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let Some(deps) = manifest.get("dependencies").and_then(|d| d.as_table()) else {
        return Vec::new();
    };
    deps.iter()
        .filter(|(_, spec)| {
            !spec
                .as_table()
                .and_then(|t| t.get("optional"))
                .and_then(|o| o.as_bool())
                .unwrap_or(false)
        })
        .map(|(dep, _)| dep.clone())
        .collect()
}

/// Architecture invariants (docs/architecture.md): the shipped binary does not link the fuzz
/// generator, and the preprocessor does no I/O.
#[test]
fn architecture_invariants_hold() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    // Everything `oklc` links by default, following the workspace crates.
    let mut linked = vec!["oklc".to_string()];
    let mut k = 0;
    while k < linked.len() {
        let name = linked[k].clone();
        k += 1;
        if !name.starts_with("oklc") {
            continue;
        }
        for dep in normal_dependencies(&root, &name) {
            if !linked.contains(&dep) {
                linked.push(dep);
            }
        }
    }
    assert!(linked.iter().any(|d| d == "oklc-pp"), "the walk missed the pipeline: {linked:?}");
    for fuzz_only in ["oklc-gen", "arbitrary"] {
        assert!(
            !linked.iter().any(|d| d == fuzz_only),
            "the oklc binary depends on `{fuzz_only}`; keep it behind oklc-driver's `fuzz` feature"
        );
    }

    let mut files = Vec::new();
    rust_files(&root.join("crates/oklc-pp/src"), &mut files);
    assert!(!files.is_empty());
    // Spelled in pieces so this file does not trip its own checks.
    let io = [
        ["std::", "fs"].concat(),
        ["File", "::"].concat(),
        ["std::", "net"].concat(),
        ["std::", "process"].concat(),
        ["std", "in()"].concat(),
        ["env::", "var"].concat(),
    ];
    let mut problems = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for (i, line) in text.lines().enumerate() {
            for api in &io {
                if line.contains(api.as_str()) && !line.trim_start().starts_with("//") {
                    problems.push(format!("{}:{}: `{api}`", file.display(), i + 1));
                }
            }
        }
    }
    assert!(problems.is_empty(), "oklc-pp must do no I/O:\n{}", problems.join("\n"));
}
