//! The `conformance` suite (see docs/conformance.md): every kernel of `tests/conformance/` is
//! transpiled by oklc for the serial and OpenMP backends, compiled with g++ together with a
//! generated driver, run, and compared with an independent host reference. The harness itself is
//! checked end to end by the `harness_*` tests, which use hand-written translations from
//! `tests/conformance/selftest/` instead of oklc.

use std::path::{Path, PathBuf};

use oklc_tests::conformance::{
    Case, Options, Stage, Transpiled, Transpiler, conformance_dir, load_cases, run_case_with,
    run_suite,
};

/// Calls the real compiler through the driver.
fn oklc_transpile(
    okl_path: &Path,
    backend: &str,
    defines: &[String],
    instantiate: &[String],
) -> Result<Transpiled, String> {
    let options = oklc_driver::Options {
        macros: oklc_tests::pipeline::defines(defines),
        mode: backend.to_string(),
        instantiate: instantiate.to_vec(),
        ..oklc_driver::Options::default()
    };
    let out = oklc_tests::pipeline::transpile_file(okl_path, options)?;
    Ok(Transpiled { source: out.source, metadata_json: out.metadata_json })
}

/// The real compiler as a [`Transpiler`].
struct Oklc;

impl Transpiler for Oklc {
    fn transpile(
        &self,
        okl_path: &Path,
        backend: &str,
        defines: &[String],
        instantiate: &[String],
    ) -> Result<Transpiled, String> {
        oklc_transpile(okl_path, backend, defines, instantiate)
    }
}

/// Folder for drivers and build products (kept for inspection after a failure).
fn work_root(tag: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("conformance").join(tag)
}

fn cases() -> Vec<Case> {
    let cases = load_cases(&conformance_dir()).unwrap_or_else(|e| panic!("bad case files:\n{e}"));
    assert!(cases.len() >= 30, "expected at least 30 conformance cases, found {}", cases.len());
    cases
}

fn run_backend(backend: &str) {
    let cases = cases();
    let report = run_suite(&cases, backend, &Oklc, &work_root("oklc"));
    if let Some(text) = report.failure_report() {
        panic!("{text}");
    }
}

#[test]
fn serial_conformance() {
    run_backend("serial");
}

#[test]
fn openmp_conformance() {
    run_backend("openmp");
}

#[test]
fn case_files_are_valid() {
    for c in cases() {
        assert!(c.okl_path.is_file(), "{}: missing {}", c.name, c.okl_path.display());
    }
}

// ---------------------------------------------------------------------------------------------
// Harness self-test with hand-written translations
// ---------------------------------------------------------------------------------------------

/// Which hand-written translation the stand-in transpiler returns.
#[derive(Clone, Copy)]
enum Flavour {
    /// A correct translation with correct metadata.
    Correct,
    /// A translation computing a wrong result.
    WrongResult,
    /// A correct translation whose metadata marks a pointer argument as a scalar.
    WrongMetadata,
    /// A translation that writes one element past the end of an output array.
    OutOfBounds,
}

/// Returns `selftest/<stem>.<backend>.cpp` (or a variant) and `selftest/<stem>.json`.
struct HandWritten(Flavour);

impl Transpiler for HandWritten {
    fn transpile(
        &self,
        okl_path: &Path,
        backend: &str,
        _defines: &[String],
        _instantiate: &[String],
    ) -> Result<Transpiled, String> {
        let dir = conformance_dir().join("selftest");
        let stem = okl_path.file_stem().and_then(|s| s.to_str()).ok_or("bad path")?;
        let variant = match self.0 {
            Flavour::Correct | Flavour::WrongMetadata => backend.to_string(),
            Flavour::WrongResult => format!("{backend}.wrong"),
            Flavour::OutOfBounds => format!("{backend}.oob"),
        };
        let read =
            |p: PathBuf| std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()));
        let source = read(dir.join(format!("{stem}.{variant}.cpp")))?;
        let mut metadata_json = read(dir.join(format!("{stem}.json")))?;
        if let Flavour::WrongMetadata = self.0 {
            let mut v: serde_json::Value = serde_json::from_str(&metadata_json).unwrap();
            v["metadata"][0]["arguments"][1]["ptr"] = serde_json::Value::Bool(false);
            metadata_json = v.to_string();
        }
        Ok(Transpiled { source, metadata_json })
    }
}

fn selftest_case(stem: &str) -> Case {
    Case::load(&conformance_dir().join(format!("{stem}.toml"))).expect("case loads")
}

const SELFTEST_CASES: [&str; 2] = ["01_add_vectors", "18_exclusive_scalar"];

fn run_selftest(stem: &str, backend: &str, flavour: Flavour, tag: &str) -> Option<(Stage, String)> {
    let case = selftest_case(stem);
    let dir = work_root("selftest").join(tag).join(backend).join(stem);
    run_case_with(&case, backend, &HandWritten(flavour), &dir, &Options::default()).failure
}

#[test]
fn harness_passes_correct_translations() {
    for stem in SELFTEST_CASES {
        for backend in ["serial", "openmp"] {
            if let Some((stage, log)) = run_selftest(stem, backend, Flavour::Correct, "correct") {
                panic!("{stem} [{backend}]: correct translation failed at {stage:?}:\n{log}");
            }
        }
    }
}

#[test]
fn harness_fails_wrong_results() {
    for stem in SELFTEST_CASES {
        match run_selftest(stem, "serial", Flavour::WrongResult, "wrong") {
            Some((Stage::Compare, log)) => assert!(log.contains("mismatch"), "{log}"),
            other => panic!("{stem}: wrong translation must fail at Compare, got {other:?}"),
        }
    }
}

#[test]
fn harness_fails_wrong_metadata() {
    match run_selftest("01_add_vectors", "serial", Flavour::WrongMetadata, "meta") {
        Some((Stage::Metadata, log)) => assert!(log.contains("ptr=false"), "{log}"),
        other => panic!("wrong metadata must fail at Metadata, got {other:?}"),
    }
}

#[test]
fn harness_fails_out_of_bounds_writes() {
    match run_selftest("01_add_vectors", "serial", Flavour::OutOfBounds, "oob") {
        Some((Stage::Compare, log)) => assert!(log.contains("out-of-bounds"), "{log}"),
        other => panic!("out-of-bounds write must fail at Compare, got {other:?}"),
    }
}

#[test]
fn harness_fails_without_compiler() {
    let case = selftest_case("01_add_vectors");
    let opts = Options { cxx: "oklc-no-such-compiler".into(), ..Options::default() };
    let dir = work_root("selftest").join("nocc");
    let out = run_case_with(&case, "serial", &HandWritten(Flavour::Correct), &dir, &opts);
    match out.failure {
        Some((Stage::Compile, log)) => assert!(log.contains("not found"), "{log}"),
        other => panic!("a missing compiler must fail at Compile, got {other:?}"),
    }
}

#[test]
fn harness_reports_unwired_compiler_as_failure() {
    let case = selftest_case("01_add_vectors");
    let dir = work_root("selftest").join("unwired");
    let out = run_case_with(&case, "serial", &Oklc, &dir, &Options::default());
    if oklc_transpile(&case.okl_path, "serial", &[], &[]).is_err() {
        assert!(matches!(out.failure, Some((Stage::Transpile, _))), "{:?}", out.failure);
    }
}

#[test]
fn metadata_check_catches_dtype_and_name_errors() {
    let case = selftest_case("25_struct_args");
    let arg = |name: &str, ptr: bool, dtype: &str| {
        format!(r#"{{"name":"{name}","const":false,"ptr":{ptr},"dtype":{dtype}}}"#)
    };
    let int = r#"{"type":"builtin","name":"int"}"#;
    let float = r#"{"type":"builtin","name":"float"}"#;
    let strukt = r#"{"type":"struct","fields":[]}"#;
    let json = |args: [String; 5]| {
        format!(
            r#"{{"dependencies":{{}},"metadata":[{{"name":"structArgs","arguments":[{}]}}]}}"#,
            args.join(",")
        )
    };
    let good = json([
        arg("n", false, int),
        arg("shift", false, strukt),
        arg("dt", false, float),
        arg("p", true, strukt),
        arg("energy", true, float),
    ]);
    assert_eq!(oklc_tests::conformance::check_metadata(&case, &good).as_deref(), Ok("structArgs"));
    let bad_dtype = json([
        arg("n", false, float),
        arg("shift", false, float),
        arg("dt", false, float),
        arg("p", true, strukt),
        arg("energy", true, float),
    ]);
    let err = oklc_tests::conformance::check_metadata(&case, &bad_dtype).unwrap_err();
    assert!(err.contains("`n`") && err.contains("`shift`"), "{err}");
    let bad_name = good.replace(r#""name":"dt""#, r#""name":"delta""#);
    assert!(oklc_tests::conformance::check_metadata(&case, &bad_name).is_err());
    assert!(oklc_tests::conformance::check_metadata(&case, "[]").is_err());
}

#[test]
fn case_parser_rejects_malformed_files() {
    let okl = PathBuf::from("x.okl");
    let parse = |text: &str| Case::parse("x", text, "x.toml", okl.clone());
    let ok = "kernel = \"k\"\nreference = '''\ny[0] = 1;\n'''\n[[arg]]\nname = \"y\"\ntype = \"int\"\nlen = \"1\"\ncheck = true\n";
    assert!(parse(ok).is_ok(), "{:?}", parse(ok));
    assert!(parse(&ok.replace("check = true", "")).unwrap_err().contains("check"));
    assert!(parse(&ok.replace("len = \"1\"", "")).unwrap_err().contains("value"));
    assert!(parse(&format!("{ok}bogus = 1\n")).unwrap_err().contains("bogus"));
    assert!(parse("kernel = \"k\n").unwrap_err().contains("unterminated"));
    assert_eq!(oklc_tests::conformance::builtin_dtype("unsigned int"), Some("int"));
    assert_eq!(oklc_tests::conformance::builtin_dtype("const long long"), Some("long"));
    assert_eq!(oklc_tests::conformance::builtin_dtype("real_t"), None);
}
