//! The Metal conformance run (docs/testing.md). Nothing runs a Metal kernel on Linux, so each
//! conformance kernel's Metal output is checked three ways: its device metadata as for every
//! GPU backend, the structural checker ([`crate::metal_check`]) for Metal's own rules, and a
//! compile with clang++ against the project's `metal_stdlib` stand-in (`tests/data/metal/`),
//! which type-checks the C++ and the address spaces. The stand-in compile runs in batches of
//! files, one clang++ per batch.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::conformance::{Case, check_device_metadata};

/// One case's verdict: `None` when it passed, else the stage that failed and its first error.
#[derive(Clone, Debug)]
pub struct MetalOutcome {
    pub case: String,
    pub failure: Option<(String, String)>,
}

/// The folder of the `metal_stdlib` and `metal_compute` stand-ins.
pub fn stand_in_dir() -> PathBuf {
    crate::data_dir().join("metal")
}

/// `source` as the stand-in compile sees it: `threadgroup` variables, which clang cannot give
/// an address space as automatic variables, become `static` (still one per kernel, which is
/// what the type check needs).
pub fn for_stand_in(source: &str) -> String {
    let mut out = String::with_capacity(source.len() + 64);
    for line in source.split_inclusive('\n') {
        let code = line.trim_start();
        let head = code.split(['[', '=', ';']).next().unwrap_or("");
        if code.starts_with("threadgroup ") && !head.contains('*') && !head.contains('&') {
            out.push_str(&line[..line.len() - code.len()]);
            out.push_str("static ");
            out.push_str(code);
        } else {
            out.push_str(line);
        }
    }
    out
}

/// Compiles `files` (Metal sources prepared by [`for_stand_in`]) with clang++ against the
/// stand-in in one invocation; returns each file's first error, `None` for the files that
/// compiled. A missing clang++ is an error that says how to install it.
pub fn stand_in_compile(files: &[PathBuf]) -> Result<Vec<Option<String>>, String> {
    if files.is_empty() {
        return Ok(Vec::new());
    }
    let out = Command::new("clang++")
        .args(["-x", "c++", "-std=c++14", "-fsyntax-only", "-Wno-unknown-attributes"])
        .args(["-Wno-c++17-extensions", "-ferror-limit=1", "-fno-color-diagnostics"])
        .arg("-I")
        .arg(stand_in_dir())
        .args(files)
        .output()
        .map_err(|e| {
            format!("cannot run clang++ (install clang, e.g. `apt-get install clang`): {e}")
        })?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut errors: Vec<Option<String>> = vec![None; files.len()];
    for line in stderr.lines() {
        if !line.contains(": error: ") && !line.contains(": fatal error: ") {
            continue;
        }
        for (k, file) in files.iter().enumerate() {
            let prefix = format!("{}:", file.display());
            if line.starts_with(&prefix) && errors[k].is_none() {
                errors[k] = Some(line[prefix.len()..].to_string());
            }
        }
    }
    if !out.status.success() && errors.iter().all(Option::is_none) {
        return Err(format!("clang++ failed without naming a file:\n{stderr}"));
    }
    Ok(errors)
}

/// What a case's transpilation produced, for [`run`].
pub type Transpiled = Result<(String, String), String>;

/// Checks every case: `transpile(case)` gives the Metal source and the metadata JSON (or the
/// rendered errors); sources that pass the metadata check and the structural checker are
/// written under `work` and compiled against the stand-in, `jobs` batches at once.
pub fn run(
    cases: &[Case],
    transpile: impl Fn(&Case) -> Transpiled,
    work: &Path,
    jobs: usize,
) -> Result<Vec<MetalOutcome>, String> {
    std::fs::create_dir_all(work).map_err(|e| format!("{}: {e}", work.display()))?;
    let mut outcomes = Vec::new();
    let mut to_compile: Vec<(usize, PathBuf)> = Vec::new();
    for case in cases {
        let failure = match transpile(case) {
            Err(e) => Some(("Transpile".to_string(), first_error(&e))),
            Ok((source, metadata)) => match check_device_metadata(case, &metadata) {
                Err(e) => Some(("Metadata".to_string(), e)),
                Ok(_) => match crate::metal_check::check(&source).first() {
                    Some(p) => Some(("Structure".to_string(), p.clone())),
                    None => {
                        let path = work.join(format!("{}.metal", case.name));
                        std::fs::write(&path, for_stand_in(&source))
                            .map_err(|e| format!("{}: {e}", path.display()))?;
                        to_compile.push((outcomes.len(), path));
                        None
                    }
                },
            },
        };
        outcomes.push(MetalOutcome { case: case.name.clone(), failure });
    }
    let per_batch = to_compile.len().div_ceil(jobs.max(1)).max(1);
    let batches: Vec<&[(usize, PathBuf)]> = to_compile.chunks(per_batch).collect();
    let results = std::thread::scope(|s| {
        let handles: Vec<_> = batches
            .iter()
            .map(|batch| {
                s.spawn(move || {
                    let files: Vec<PathBuf> = batch.iter().map(|(_, p)| p.clone()).collect();
                    stand_in_compile(&files)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err("clang++ thread".into())))
            .collect::<Vec<_>>()
    });
    for (batch, result) in batches.iter().zip(results) {
        for ((k, _), error) in batch.iter().zip(result?) {
            if let Some(e) = error {
                outcomes[*k].failure = Some(("Compile (clang++ stand-in)".to_string(), e));
            }
        }
    }
    Ok(outcomes)
}

/// The first error line of rendered diagnostics.
fn first_error(rendered: &str) -> String {
    rendered
        .lines()
        .find(|l| l.contains(": error"))
        .unwrap_or(rendered.lines().next().unwrap_or(""))
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::for_stand_in;

    #[test]
    fn threadgroup_variables_become_static_and_pointers_stay() {
        let text = "  threadgroup float s[8 * 2];\n  threadgroup float *p = s;\n  float x;\n";
        assert_eq!(
            for_stand_in(text),
            "  static threadgroup float s[8 * 2];\n  threadgroup float *p = s;\n  float x;\n"
        );
    }
}
