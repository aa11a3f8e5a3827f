//! Every diagnostic code's minimal example reports the code, and its fix reports no error.
//!
//! The examples are the table in `oklc_diag::codes::examples`, the one `oklc explain` and the
//! diagnostics reference show. Each runs through the `oklc` binary as a user would run it, in a
//! folder of its own with the example's source as `k.okl`, under `--message-format json` so the
//! reported codes can be read back exactly.

use std::path::Path;
use std::process::{Command, Output};

use oklc_diag::codes::{self, examples::Example};
use serde_json::Value;

/// At most this many codes may be marked as impossible to provoke from outside.
const MAX_UNPROVOKABLE: usize = 8;

/// Runs `oklc --message-format json ARGS` where `k.okl` holds `source`.
fn run(dir: &Path, args: &[&str], source: &[u8]) -> Output {
    std::fs::write(dir.join(codes::examples::INPUT), source).expect("write the example");
    Command::new(env!("CARGO_BIN_EXE_oklc"))
        .args(["--message-format", "json"])
        .args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .output()
        .expect("run oklc")
}

/// The `(code, severity)` of every diagnostic on stderr, or the line that is not one.
fn reported(out: &Output) -> Result<Vec<(String, String)>, String> {
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .map(|line| {
            let v: Value = serde_json::from_str(line).map_err(|e| format!("{e}: {line}"))?;
            let field = |k: &str| v[k].as_str().unwrap_or_default().to_string();
            Ok((field("code"), field("severity")))
        })
        .collect()
}

/// What is wrong with the example of `code`, if anything.
fn check(code: codes::Code, example: &Example) -> Option<String> {
    let Example::Shown { args, source, fix_args, fix } = example else {
        return None;
    };
    let name = code.to_string();
    let dir = tempfile::tempdir().expect("tempdir");
    let out = run(dir.path(), args, source);
    let got = match reported(&out) {
        Ok(got) => got,
        Err(e) => return Some(format!("{name}: the example prints a line that is no JSON: {e}")),
    };
    if !got.iter().any(|(c, _)| *c == name) {
        return Some(format!("{name}: the example does not report it; it reports {got:?}"));
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let out = run(dir.path(), fix_args, fix);
    let got = match reported(&out) {
        Ok(got) => got,
        Err(e) => return Some(format!("{name}: the fix prints a line that is no JSON: {e}")),
    };
    if got.iter().any(|(c, s)| *c == name || s == "error") || !out.status.success() {
        return Some(format!(
            "{name}: the fix still fails or reports the code: status {}, {got:?}",
            out.status
        ));
    }
    None
}

#[test]
fn every_code_has_an_example_that_reports_it_and_a_fix_that_does_not() {
    let infos: Vec<_> = codes::all().collect();
    let mut failures: Vec<String> = infos
        .iter()
        .filter(|info| info.code.example().is_none())
        .map(|info| {
            format!(
                "{} ({}) has no example: add one to crates/oklc-diag/src/codes/examples.rs",
                info.code, info.name
            )
        })
        .collect();
    let with_example: Vec<_> =
        infos.iter().filter_map(|info| Some((info.code, info.code.example()?))).collect();
    let chunk = with_example.len().div_ceil(4).max(1);
    std::thread::scope(|scope| {
        let workers: Vec<_> = with_example
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter().filter_map(|(code, ex)| check(*code, ex)).collect::<Vec<_>>()
                })
            })
            .collect();
        for worker in workers {
            failures.extend(worker.join().expect("worker"));
        }
    });
    let unprovokable: Vec<_> = with_example
        .iter()
        .filter_map(|(code, ex)| match ex {
            Example::Unprovokable(why) => Some((*code, *why)),
            Example::Shown { .. } => None,
        })
        .collect();
    for (code, why) in &unprovokable {
        if why.trim().len() < 20 {
            failures.push(format!("{code}: marked unprovokable without a reason"));
        }
    }
    if unprovokable.len() > MAX_UNPROVOKABLE {
        failures.push(format!(
            "{} codes are marked unprovokable (at most {MAX_UNPROVOKABLE}): {unprovokable:?}",
            unprovokable.len()
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
