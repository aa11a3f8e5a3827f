//! The `normalize` suite: `oklc normalize` (crate `oklc-normalize`) over every kernel the project
//! has — the conformance kernels, the test inputs under `tests/data`, the documentation examples
//! and generated programs.
//!
//! * the round trip is exact: converting to C++ attributes and back gives the input byte for byte
//!   (for a file that already mixes in C++ attributes, the same text as converting it to `@attr`
//!   directly, since both spellings come back as `@attr`);
//! * the meaning is kept: the converted file transpiles to byte-identical serial, OpenMP and CUDA
//!   output (and metadata, and launcher), and where it does not compile, it fails with the same
//!   first error code on the same line;
//! * it is C++: every converted conformance kernel passes `clang++ -fsyntax-only -std=c++17
//!   -Wno-unknown-attributes` with `include/okl.hpp` (see [`clang_reads_converted_kernels`] for
//!   the kernels C++ cannot read and why).

use std::path::{Path, PathBuf};
use std::process::Command;

use oklc_driver::{FileLoader, Options, Session};
use oklc_normalize::{Spelling, normalize};
use oklc_span::FileId;
use oklc_tests::conformance::{Case, conformance_dir, load_cases};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn files_under(dir: &Path, exts: &[&str], out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files_under(&path, exts, out);
        } else if path.extension().and_then(|e| e.to_str()).is_some_and(|e| exts.contains(&e)) {
            out.push(path);
        }
    }
}

/// Every kernel source of the project: conformance kernels, test inputs, documentation examples.
fn inputs() -> Vec<PathBuf> {
    let mut out = Vec::new();
    files_under(&conformance_dir(), &["okl"], &mut out);
    files_under(&root().join("tests/data"), &["okl", "h"], &mut out);
    files_under(&root().join("docs/examples"), &["okl", "h"], &mut out);
    assert!(out.len() > 500, "expected the project's kernels, found {}", out.len());
    out
}

fn cxx(text: &str) -> Result<String, Vec<oklc_diag::Diagnostic>> {
    normalize(FileId(0), text, Spelling::Cxx).map(|c| c.text)
}

fn okl(text: &str) -> String {
    normalize(FileId(0), text, Spelling::Okl)
        .expect("`--to okl` never fails on text that lexes")
        .text
}

/// Whether `text` holds spellings `--to okl` converts that `--to cxx` did not write.
fn has_cxx_spellings(text: &str) -> bool {
    text.contains("[[") && text.contains("okl_") || text.contains("OKL(") || text.contains("/*okl:")
}

/// Checks the round trip of one text; `Err` describes a failure. `Ok(false)` when the text is
/// refused (it does not lex, or an argument list does not close).
fn round_trip(name: &str, text: &str) -> Result<bool, String> {
    let converted = match cxx(text) {
        Ok(c) => c,
        Err(errors) => {
            let lexes = oklc_lex::lex(FileId(0), text).diagnostics.iter().all(|d| !d.is_error());
            let why_ok = !lexes
                || errors.iter().any(|d| {
                    d.code == oklc_diag::codes::normalize::UNCLOSED_ATTRIBUTE_ARGUMENTS
                        || d.code == oklc_diag::codes::normalize::UNCONVERTIBLE_ATTRIBUTE
                });
            return if why_ok {
                Ok(false)
            } else {
                Err(format!("{name}: refused without a reason: {errors:?}"))
            };
        }
    };
    let back = okl(&converted);
    let expected = if has_cxx_spellings(text) { okl(text) } else { text.to_string() };
    if back != expected {
        return Err(format!(
            "{name}: round trip differs\n--- converted\n{converted}\n--- back\n{back}\n--- expected\n{expected}"
        ));
    }
    if converted.lines().count() != text.lines().count() {
        return Err(format!("{name}: line count changed"));
    }
    if okl(&cxx(&back).map_err(|e| format!("{name}: {e:?}"))?) != back {
        return Err(format!("{name}: second round trip differs"));
    }
    Ok(true)
}

#[test]
fn round_trip_is_exact_for_every_project_kernel() {
    let mut failures = Vec::new();
    let mut refused = Vec::new();
    let mut converted = 0;
    for path in inputs() {
        let Ok(text) = std::fs::read_to_string(&path) else { continue };
        match round_trip(&path.display().to_string(), &text) {
            Ok(true) => converted += 1,
            Ok(false) => refused.push(path.display().to_string()),
            Err(e) => failures.push(e),
        }
    }
    eprintln!("round trip: {converted} files exact, {} refused (lex errors)", refused.len());
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n\n"));
    assert!(converted > 500, "only {converted} files converted");
    // Refused files are test inputs for bad lexing, not kernels.
    assert!(
        refused.iter().all(|p| !p.contains("conformance") && !p.contains("examples")),
        "{refused:?}"
    );
}

#[test]
fn round_trip_is_exact_for_generated_programs() {
    let mut state = 0x6e6f_726du64;
    for k in 0..200 {
        let data: Vec<u8> = (0..16 + (k * 37) % 600)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                (state >> 24) as u8
            })
            .collect();
        let program = oklc_gen::program_from_bytes(&data);
        assert_eq!(round_trip("generated", &program.source), Ok(true), "{}", program.source);
        let original = compile(&program.source, "<gen>.okl", "serial", &[]);
        let normalized =
            compile(&cxx(&program.source).expect("converts"), "<gen>.okl", "serial", &[]);
        assert_eq!(original, normalized, "meaning changed for\n{}", program.source);
    }
}

/// Serves one in-memory input and reads everything else from disk.
struct Overlay<'a> {
    path: &'a Path,
    text: &'a str,
}

impl FileLoader for Overlay<'_> {
    fn load(&self, path: &Path) -> std::io::Result<Option<Vec<u8>>> {
        if path == self.path {
            return Ok(Some(self.text.as_bytes().to_vec()));
        }
        match std::fs::read(path) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// What a transpilation produced: the outputs, or the codes and lines of its errors.
#[derive(Debug, PartialEq)]
enum Outcome {
    Artifacts { source: String, metadata: String, launcher: Option<String> },
    Errors(Vec<(String, usize)>),
    Unreadable(String),
}

fn compile(text: &str, name: &str, mode: &str, case: &[String]) -> Outcome {
    compile_with(text, Path::new(name), mode, case, &[])
}

fn compile_with(
    text: &str,
    path: &Path,
    mode: &str,
    defines: &[String],
    instantiate: &[String],
) -> Outcome {
    let options = Options {
        macros: oklc_tests::pipeline::defines(defines),
        mode: mode.parse().expect("a backend name"),
        instantiate: instantiate.to_vec(),
        launcher_api: oklc_codegen::LauncherApi::Native,
        ..Options::default()
    };
    let loader = Overlay { path, text };
    let mut session = Session::new(options, &loader);
    let compiled = match session.transpile(path) {
        Ok(c) => c,
        Err(e) => return Outcome::Unreadable(e.to_string()),
    };
    let errors: Vec<(String, usize)> = compiled
        .diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(|d| {
            let line = session.db.get(d.primary.span.file).line_col(d.primary.span.lo).0;
            (d.code.to_string(), line as usize)
        })
        .collect();
    match compiled.artifacts {
        Some(a) if errors.is_empty() => Outcome::Artifacts {
            source: a.source,
            metadata: a.metadata.to_json(),
            launcher: a.launcher,
        },
        _ => Outcome::Errors(errors),
    }
}

/// Whether two outcomes mean the same: identical outputs, or failures whose first error has the
/// same code on the same line (error recovery after it may differ with the spelling).
fn same_meaning(a: &Outcome, b: &Outcome) -> bool {
    match (a, b) {
        (Outcome::Errors(x), Outcome::Errors(y)) => x.first() == y.first(),
        _ => a == b,
    }
}

fn cases() -> Vec<Case> {
    load_cases(&conformance_dir()).unwrap_or_else(|e| panic!("bad case files:\n{e}"))
}

#[test]
fn converted_conformance_kernels_transpile_to_identical_output() {
    let mut failures = Vec::new();
    for case in cases() {
        let text = std::fs::read_to_string(&case.okl_path).expect("kernel readable");
        let converted = cxx(&text).expect("conformance kernels convert");
        for mode in ["serial", "openmp", "cuda"] {
            let a = compile_with(&text, &case.okl_path, mode, &case.defines, &case.instantiate);
            let b =
                compile_with(&converted, &case.okl_path, mode, &case.defines, &case.instantiate);
            if a != b {
                failures.push(format!("{} ({mode}): {a:?}\n  vs {b:?}", case.name));
            }
        }
    }
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn converted_test_inputs_keep_outputs_and_error_lines() {
    let mut failures = Vec::new();
    let mut compared = 0;
    for path in inputs().into_iter().filter(|p| !p.starts_with(conformance_dir())) {
        let Ok(text) = std::fs::read_to_string(&path) else { continue };
        let Ok(converted) = cxx(&text) else { continue };
        if converted == text {
            continue;
        }
        for mode in ["serial", "openmp", "cuda"] {
            let a = compile_with(&text, &path, mode, &[], &[]);
            let b = compile_with(&converted, &path, mode, &[], &[]);
            compared += 1;
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            let recovery_differs = RECOVERY_DIFFERS.iter().any(|(n, _)| *n == name)
                && matches!((&a, &b), (Outcome::Errors(_), Outcome::Errors(_)));
            if !same_meaning(&a, &b) && !recovery_differs {
                failures.push(format!("{} ({mode}): {a:?}\n  vs {b:?}", path.display()));
            }
        }
    }
    assert!(compared > 300, "only {compared} compilations compared");
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
}

/// Test inputs with syntax errors whose first error oklc finds elsewhere once the attributes are
/// C++ attributes (both spellings fail).
const RECOVERY_DIFFERS: &[(&str, &str)] = &[
    (
        "0013_struct_missing_semicolon.okl",
        "a struct without its `;`: `@kernel` cannot continue the declaration, `[[okl_kernel(\"\")]]` can, so the error shows two lines later",
    ),
    (
        "sem_operator.okl",
        "a pp-only corpus input with `dlong`/`dfloat` undefined: the parser recovers differently after `[[ okl_restrict(\"\")]] const dlong *`",
    ),
];

/// The converted conformance kernels are C++ to clang with the project's `include/okl.hpp`.
/// Kernels whose OKL meaning C++ cannot state are listed with the reason; everything else must
/// pass, and the list must stay true (a listed kernel that passes is a failure too).
#[test]
fn clang_reads_converted_kernels() {
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("normalize-clang");
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).expect("work folder");
    let header = root().join("include/okl.hpp");
    // Headers and included kernels are converted too, so `#include "x.h"` finds the C++ form
    // next to the including file.
    let mut sources = Vec::new();
    files_under(&conformance_dir(), &["okl", "h"], &mut sources);
    for path in &sources {
        let text = std::fs::read_to_string(path).expect("kernel readable");
        let converted = cxx(&text).expect("conformance kernels convert");
        let name = path.strip_prefix(conformance_dir()).expect("under the conformance folder");
        let file = work.join(name);
        std::fs::create_dir_all(file.parent().expect("folder")).expect("work folder");
        std::fs::write(&file, converted).expect("write converted kernel");
    }
    let mut jobs = Vec::new();
    for case in cases() {
        let file = work.join(case.okl_path.file_name().expect("kernel file name"));
        let mut args = vec![
            "-fsyntax-only".to_string(),
            "-std=c++17".into(),
            "-Wno-unknown-attributes".into(),
            "-include".into(),
            header.display().to_string(),
            "-x".into(),
            "c++".into(),
        ];
        args.extend(case.defines.iter().map(|d| format!("-D{d}")));
        args.push(file.display().to_string());
        jobs.push((case.name.clone(), args));
    }
    let results = run_parallel(jobs);
    let mut failures = Vec::new();
    for (name, ok, stderr) in results {
        let expected_to_fail = NOT_CXX.iter().any(|(n, _)| *n == name);
        if ok == expected_to_fail {
            failures
                .push(format!("{name}: clang {}\n{stderr}", if ok { "passed" } else { "failed" }));
        }
    }
    assert!(failures.is_empty(), "{} kernels:\n{}", failures.len(), failures.join("\n"));
}

/// Why a kernel that indexes `@dim` arrays is not C++.
const DIM_CALL: &str = "called object: `@dim` arrays are indexed with a call, `a(i, j)`, which C++ reads as calling a pointer or array";

/// Conformance kernels that are OKL and not C++ even with their attributes converted, and why.
const NOT_CXX: &[(&str, &str)] = &[
    ("350_cxx_attrs_ellipticAx", DIM_CALL),
    ("111_dim_order_compound", DIM_CALL),
    (
        "114_macro_loop_chains",
        "a macro argument lands in the trailing `for` clause, which only macro expansion builds, so there is nothing in the source to move",
    ),
    ("132_lambda_dim_index", DIM_CALL),
    ("160_dim_4d_restrict_helpers", DIM_CALL),
    (
        "166_pp_chains_pasting",
        "a macro argument lands in the trailing `for` clause, which only macro expansion builds, so there is nothing in the source to move",
    ),
    ("172_dim_order_typedef_locals", DIM_CALL),
    ("177_dim_typedef_helpers_templates", DIM_CALL),
    ("179_dim_nested_shadowed", DIM_CALL),
    ("183_dim_global_arrays", DIM_CALL),
    (
        "208_macro_built_kernel_flat",
        "a macro argument lands in the trailing `for` clause, which only macro expansion builds, so there is nothing in the source to move",
    ),
    ("222_exclusive_dim_lambdas", DIM_CALL),
    ("223_shared_dim_typedef_blocks", DIM_CALL),
    ("232_exclusive_dim_typedef_helpers", DIM_CALL),
    (
        "235_macro_built_kernel_pieces",
        "a macro argument lands in the trailing `for` clause, which only macro expansion builds, so there is nothing in the source to move",
    ),
    ("24_dim", DIM_CALL),
    (
        "277_tile_inner_runtime_max_dims",
        "a macro defined with `@directive(\"#define ...\")`, which C++ does not see",
    ),
    ("282_unrolled_exclusive_mid_levels", DIM_CALL),
    ("352_cxx_attrs_from_macros", DIM_CALL),
    ("353_dim_params_permuted", DIM_CALL),
    ("354_shared_exclusive_dims", DIM_CALL),
    ("356_atomic_members_dims_blocks", DIM_CALL),
    (
        "357_launch_attrs_gradient",
        "a macro defined with `@directive(\"#define ...\")`, which C++ does not see",
    ),
    ("360_cxx_dim_typedefs", DIM_CALL),
    ("366_pragma_lines_host", "a macro-expanded `#pragma` line, an oklc preprocessor extension"),
    ("383_pp_builtins", "`__has_include` with a macro argument, an oklc preprocessor extension"),
    (
        "386_legacy_pp_forms",
        "legacy OCCA's preprocessor forms (`=` in `#if`, a stray `\\` in a macro), which C++ rejects",
    ),
    (
        "44_const_iterators_barrier_types",
        "a `const` loop iterator, which OKL allows and C++ cannot increment",
    ),
    ("53_dim_expressions", DIM_CALL),
    (
        "78_macro_built_attributes",
        "a trailing empty macro argument (`MAKE(scaled, 3, )`), which oklc accepts as legacy OCCA does",
    ),
    (
        "80_directive_define",
        "a macro defined with `@directive(\"#define ...\")`, which C++ does not see",
    ),
    ("90_lambda_okl", DIM_CALL),
    ("92_okl_macro_attributes", DIM_CALL),
    ("99_dim_exclusive_macros", DIM_CALL),
];

/// Runs clang jobs a few at a time: `(name, passed, stderr)`.
fn run_parallel(jobs: Vec<(String, Vec<String>)>) -> Vec<(String, bool, String)> {
    let clang = std::env::var("CLANGXX").unwrap_or_else(|_| "clang++".into());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(2, 8);
    let jobs = std::sync::Mutex::new(jobs.into_iter());
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let Some((name, args)) = jobs.lock().expect("queue").next() else { break };
                    let out = Command::new(&clang)
                        .args(&args)
                        .output()
                        .unwrap_or_else(|e| panic!("cannot run {clang}: {e}"));
                    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
                    results.lock().expect("results").push((name, out.status.success(), stderr));
                }
            });
        }
    });
    let mut results = results.into_inner().expect("results");
    results.sort();
    results
}
