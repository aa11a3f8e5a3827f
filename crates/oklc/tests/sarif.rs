//! `--message-format sarif` and `--sarif-file`: one SARIF 2.1.0 log per invocation, validated
//! against OASIS's SARIF 2.1.0 JSON schema (the copy `serde-sarif` ships and generates its types
//! from) and read back through `serde-sarif`'s types.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use serde_json::Value;

const KERNEL: &str = "float twice(float v) { return 2.0f * v; }\n\
@kernel void k(const int n, const float alpha, float *y) {\n\
  for (int i = 0; i < n; ++i; @outer) {\n\
    for (int j = 0; j < 1; ++j; @inner) {\n\
      /* α */ y[i] = twice(y[i], 3) + alpah;\n\
    }\n\
  }\n\
}\n";

fn oklc(args: &[&str], dir: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_oklc")).args(args).current_dir(dir).output().expect("oklc")
}

/// The source folder of the `serde-sarif` package this workspace locks, from `cargo metadata`.
fn serde_sarif_folder() -> PathBuf {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--locked"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(output.status.success(), "cargo metadata: {}", String::from_utf8_lossy(&output.stderr));
    let metadata: Value = serde_json::from_slice(&output.stdout).expect("cargo metadata's JSON");
    let package = metadata["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .find(|p| p["name"] == "serde-sarif")
        .expect("serde-sarif is a dependency of the workspace");
    let manifest = PathBuf::from(package["manifest_path"].as_str().expect("manifest_path"));
    manifest.parent().expect("the package folder").to_path_buf()
}

/// OASIS's SARIF 2.1.0 schema, compiled once.
fn schema() -> &'static jsonschema::Validator {
    static SCHEMA: OnceLock<jsonschema::Validator> = OnceLock::new();
    SCHEMA.get_or_init(|| {
        let path = serde_sarif_folder().join("src/schema.json");
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("the SARIF schema at {}: {e}", path.display()));
        let mut schema: Value = serde_json::from_str(&text).expect("the schema is JSON");
        // The `language` patterns of this copy have an unmatched `]` that only JavaScript's
        // regular expressions accept; they are replaced by what they mean (two letters,
        // optionally a `-` and two more).
        for owner in ["run", "toolComponent"] {
            let language = &mut schema["definitions"][owner]["properties"]["language"]["pattern"];
            if language == "^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$" {
                *language = "^[a-zA-Z]{2}(-[a-zA-Z]{2})?$".into();
            }
        }
        assert_eq!(
            schema["title"],
            "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema",
            "{} is not the SARIF 2.1.0 schema",
            path.display()
        );
        jsonschema::options()
            .should_validate_formats(true)
            .build(&schema)
            .expect("the SARIF schema compiles")
    })
}

/// Checks `text` against the SARIF 2.1.0 schema and types and returns it as JSON.
fn validated(text: &str) -> Value {
    let value: Value = serde_json::from_str(text).expect("JSON");
    let errors: Vec<String> =
        schema().iter_errors(&value).map(|e| format!("{} at {}", e, e.instance_path())).collect();
    assert!(errors.is_empty(), "not valid SARIF 2.1.0:\n{}\n{text}", errors.join("\n"));
    let _: serde_sarif::sarif::Sarif =
        serde_json::from_str(text).unwrap_or_else(|e| panic!("not SARIF 2.1.0: {e}\n{text}"));
    value
}

/// 1-based line and column (Unicode code points) of `needle`.
fn line_col(text: &str, needle: &str) -> (usize, usize) {
    let at = text.find(needle).expect("needle");
    let line = text[..at].matches('\n').count() + 1;
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    (line, text[start..at].chars().count() + 1)
}

#[test]
fn check_prints_one_sarif_log_with_rules_regions_related_locations_and_fixes() {
    let dir = tempfile::tempdir().expect("temporary folder");
    std::fs::write(dir.path().join("k.okl"), KERNEL).expect("write");
    let output = oklc(&["--message-format", "sarif", "check", "k.okl"], dir.path());
    assert_eq!(output.status.code(), Some(1), "the argument count is an error");
    assert!(output.stderr.is_empty(), "{}", String::from_utf8_lossy(&output.stderr));
    let log = validated(&String::from_utf8_lossy(&output.stdout));
    assert_eq!(log["version"], "2.1.0");
    let run = &log["runs"][0];
    assert_eq!(run["tool"]["driver"]["name"], "oklc");
    assert_eq!(run["tool"]["driver"]["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(run["columnKind"], "unicodeCodePoints");

    let docs =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/diagnostics.md"))
            .expect("docs/diagnostics.md");
    let rules = run["tool"]["driver"]["rules"].as_array().expect("rules");
    for rule in rules {
        let uri = rule["helpUri"].as_str().expect("helpUri");
        let anchor = uri.rsplit_once('#').expect("an anchor").1;
        assert!(docs.contains(&format!("id=\"{anchor}\"")), "no entry for {uri}");
        assert!(rule["shortDescription"]["text"].as_str().is_some_and(|t| !t.is_empty()));
    }
    let results = run["results"].as_array().expect("results");
    let find = |code: &str| {
        results.iter().find(|r| r["ruleId"] == code).unwrap_or_else(|| panic!("{code}: {log}"))
    };
    let undeclared = find("OKL0700");
    assert_eq!(undeclared["level"], "warning");
    assert_eq!(rules[undeclared["ruleIndex"].as_u64().expect("index") as usize]["id"], "OKL0700");
    let region = &undeclared["locations"][0]["physicalLocation"]["region"];
    let (line, col) = line_col(KERNEL, "alpah");
    assert_eq!(
        (region["startLine"].as_u64(), region["startColumn"].as_u64()),
        (Some(line as u64), Some(col as u64))
    );
    assert_eq!(region["endColumn"].as_u64(), Some(col as u64 + 5));
    let fix = &undeclared["fixes"][0]["artifactChanges"][0];
    assert_eq!(fix["artifactLocation"]["uri"], "k.okl");
    assert_eq!(fix["replacements"][0]["insertedContent"]["text"], "alpha");
    assert_eq!(fix["replacements"][0]["deletedRegion"], *region);

    let arity = find("OKL0702");
    assert_eq!(arity["level"], "error");
    let related = &arity["relatedLocations"][0]["physicalLocation"]["region"];
    assert_eq!(related["startLine"], 1, "the helper's definition: {arity}");
}

#[test]
fn transpile_writes_the_log_to_sarif_file() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let clean = KERNEL.replace("twice(y[i], 3)", "twice(y[i])");
    std::fs::write(dir.path().join("k.okl"), clean).expect("write");
    let output =
        oklc(&["transpile", "k.okl", "-o", "k.cpp", "--sarif-file", "k.sarif"], dir.path());
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("OKL0700"), "stderr keeps its format: {stderr}");
    let text = std::fs::read_to_string(dir.path().join("k.sarif")).expect("the log");
    let log = validated(&text);
    let results = log["runs"][0]["results"].as_array().expect("results");
    assert_eq!(results.len(), 1, "{log}");
    assert!(dir.path().join("k.cpp").exists());

    // The log goes to stdout only where stdout is free.
    let output = oklc(&["--message-format", "sarif", "transpile", "k.okl"], dir.path());
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn the_schema_check_rejects_logs_that_break_sarif() {
    let dir = tempfile::tempdir().expect("temporary folder");
    std::fs::write(dir.path().join("k.okl"), KERNEL).expect("write");
    let output = oklc(&["--message-format", "sarif", "check", "k.okl"], dir.path());
    let log = validated(&String::from_utf8_lossy(&output.stdout));
    let broken = |edit: &dyn Fn(&mut Value)| {
        let mut copy = log.clone();
        edit(&mut copy);
        schema().iter_errors(&copy).count()
    };
    assert!(broken(&|v| v["version"] = "2.0.0".into()) > 0, "an unknown version");
    assert!(broken(&|v| v["runs"][0]["results"][0]["level"] = "fatal".into()) > 0, "a level");
    assert!(
        broken(
            &|v| v["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] =
                0.into()
        ) > 0,
        "lines are 1-based"
    );
    assert!(broken(&|v| v["runs"][0]["tool"]["driver"]["unknownField"] = 1.into()) > 0);
}
