//! The `tidy` suite: source-level rules the compiler cannot check.
//!
//! Every Rust file opens with a `//!` paragraph saying what it is for; no test is ignored or
//! expected to panic; no `dbg` macro; no trailing whitespace; no tabs in Rust sources.

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
