//! The `conformance` suite (see docs/conformance.md): every kernel of `tests/conformance/` is
//! transpiled by oklc for the serial and OpenMP backends, compiled with g++ together with a
//! generated driver, run, and compared with an independent host reference; for CUDA the same
//! happens with nvcc on a GPU, or, without nvcc, the generated files are syntax-checked with clang
//! and g++; for HIP, hipcc compiles every device file to an AMD device object and g++ checks the
//! launchers against the HIP headers; for Metal, the output passes a structural checker of
//! Metal's rules and clang++ compiles it against a `metal_stdlib` stand-in. The harness itself
//! is checked end to end by the `harness_*` tests, which use hand-written translations from
//! `tests/conformance/selftest/` instead of oklc.
//!
//! To run a test binary built here from a copy of the repository elsewhere (the GPU machine):
//! `OKLC_CONFORMANCE_DIR=<copy>/tests/conformance OKLC_CONFORMANCE_WORK=/tmp/conf
//! ./conformance-<hash> --exact cuda_conformance`; `OKLC_CONFORMANCE_JOBS` sets the cases run at
//! once, `OKLC_CONFORMANCE_CASES=213,316` runs only the cases whose names contain one of the
//! parts.

use std::io::Write as _;
use std::path::{Path, PathBuf};

use oklc_tests::conformance::{
    Case, CudaLevel, OpenClDevice, Options, Stage, Transpiled, Transpiler, conformance_dir,
    jobs_from_env, launch_bound, load_cases, run_case_with, run_suite_with,
};

/// Calls the real compiler through the driver.
fn oklc_transpile(
    okl_path: &Path,
    backend: &str,
    defines: &[String],
    instantiate: &[String],
) -> Result<Transpiled, String> {
    // `dpcpp+occa`: the SYCL backend's OCCA form, which the SYCL cases type-check too.
    let (backend, launcher_api) = match backend.strip_suffix("+occa") {
        Some(backend) => (backend, oklc_codegen::LauncherApi::Occa),
        None => (backend, oklc_codegen::LauncherApi::Native),
    };
    let options = oklc_driver::Options {
        macros: oklc_tests::pipeline::defines(defines),
        mode: backend.parse().expect("a backend name"),
        instantiate: instantiate.to_vec(),
        // GPU backends: the launcher takes device pointers and launches through the vendor's
        // runtime, so the harness's driver needs no OCCA.
        launcher_api,
        ..oklc_driver::Options::default()
    };
    let out = oklc_tests::pipeline::transpile_file(okl_path, options)?;
    Ok(Transpiled { source: out.source, metadata_json: out.metadata_json, launcher: out.launcher })
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

/// Folder for drivers and build products (kept for inspection after a failure):
/// `$OKLC_CONFORMANCE_WORK/<tag>` when set, else `target/tmp/conformance/<tag>`.
fn work_root(tag: &str) -> PathBuf {
    match std::env::var_os("OKLC_CONFORMANCE_WORK") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir).join(tag),
        _ => Path::new(env!("CARGO_TARGET_TMPDIR")).join("conformance").join(tag),
    }
}

/// Writes a line to the test's stderr directly, so it shows even when the test passes (the test
/// harness captures only `print!`/`eprint!`).
fn note(line: &str) {
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// The CUDA level for this machine, announced in the test output; panics (never skips) when
/// neither nvcc nor clang is installed.
fn cuda_level(opts: &Options) -> CudaLevel {
    let level = CudaLevel::detect(opts).unwrap_or_else(|e| panic!("{e}"));
    note(&format!("cuda conformance level: {}", level.describe()));
    level
}

fn cases() -> Vec<Case> {
    let cases = load_cases(&conformance_dir()).unwrap_or_else(|e| panic!("bad case files:\n{e}"));
    assert!(cases.len() >= 30, "expected at least 30 conformance cases, found {}", cases.len());
    cases
}

/// The cases, or with `OKLC_CONFORMANCE_CASES=213,316_cpp` only those whose names contain one
/// of the parts (for re-running a few failures; the run says how many cases it ran).
fn selected_cases() -> Vec<Case> {
    let mut cases = cases();
    if let Ok(filter) = std::env::var("OKLC_CONFORMANCE_CASES") {
        let parts: Vec<&str> = filter.split(',').map(str::trim).filter(|p| !p.is_empty()).collect();
        if !parts.is_empty() {
            cases.retain(|c| parts.iter().any(|p| c.name.contains(p)));
            assert!(!cases.is_empty(), "OKLC_CONFORMANCE_CASES={filter} selects no case");
        }
    }
    cases
}

fn run_backend(backend: &str) {
    let cases = selected_cases();
    let mut opts = Options { jobs: jobs_from_env(2), ..Options::default() };
    let mut level = String::new();
    // Every run checks what the known-bugs rows say, as far as it can see it: below CUDA's
    // execute level the cases run on the CPU emulation, which cannot see a failure that only a
    // GPU shows; the syntax level does not see nvcc's errors either.
    let mut strict = Strictness::All;
    if backend == "cuda" {
        let l = cuda_level(&opts);
        opts.cuda_level = Some(l);
        strict = match l {
            CudaLevel::Execute => Strictness::All,
            CudaLevel::Compile => Strictness::Emulated,
            CudaLevel::Syntax => Strictness::EmulatedRuns,
        };
        level = format!(" (level: {})", l.describe());
        if l == CudaLevel::Execute {
            // nvcc is slow and the GPU machine has cores to spare.
            let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
            opts.jobs = jobs_from_env(cores);
        }
    }
    if backend == "opencl" {
        opts.opencl_devices = opencl_devices();
        let names: Vec<&str> = opts.opencl_devices.iter().map(|d| d.name.as_str()).collect();
        level = format!(" (executed on: {})", names.join(", "));
    }
    let report = run_suite_with(&cases, backend, &Oklc, &work_root("oklc"), &opts);
    let ran = report.outcomes.len();
    note(&format!("{backend} conformance: {ran} cases, {} jobs{level}", opts.jobs));
    check_report(backend, report, &level, strict);
}

/// Which listed cases a run may see pass, and so must fail on. A row whose stage cell names
/// `GPU` (`Run (GPU)`) is a failure only a GPU shows: the CPU emulation cannot see it go.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Strictness {
    /// Every row.
    All,
    /// Every row but those only a GPU shows: the real compiler builds, the emulation runs.
    Emulated,
    /// `Run` and `Compare` rows but those only a GPU shows: the emulation runs, but a syntax
    /// check may pass a case the real compiler rejects.
    EmulatedRuns,
}

/// Fails the test unless every case passed that `known-bugs/BACKEND.md` does not list; a listed
/// case that passes fails it too (its row must go), as far as `strict` says the run can tell.
fn check_report(
    backend: &str,
    mut report: oklc_tests::conformance::SuiteReport,
    level: &str,
    strict: Strictness,
) {
    // Cases `known-bugs/BACKEND.md` lists as failing on this backend (a table row each, with the
    // reason) are run and reported, not required to pass; every other case must pass.
    let rows = known_failure_rows(backend);
    let known: Vec<String> = rows.iter().map(|(name, _)| name.clone()).collect();
    let seen = |case: &str| {
        rows.iter().filter(|(name, _)| name == case).all(|(_, stage)| {
            let runs = stage.starts_with("Run") || stage.starts_with("Compare");
            match strict {
                Strictness::All => true,
                Strictness::Emulated => !stage.contains("GPU"),
                Strictness::EmulatedRuns => runs && !stage.contains("GPU"),
            }
        })
    };
    let (listed, others): (Vec<_>, Vec<_>) =
        report.outcomes.into_iter().partition(|o| known.contains(&o.case));
    let still = listed.iter().filter(|o| !o.passed()).count();
    if !listed.is_empty() {
        note(&format!(
            "{backend} conformance: {still} of {} known failures (known-bugs/{backend}.md) still fail",
            listed.len()
        ));
        let passing: Vec<&str> =
            listed.iter().filter(|o| o.passed()).map(|o| o.case.as_str()).collect();
        let (must_go, unseen): (Vec<&str>, Vec<&str>) = passing.iter().partition(|c| seen(c));
        let text = |cases: &[&str]| {
            format!(
                "{backend} conformance: listed in known-bugs/{backend}.md but passing here: {}",
                cases.join(" ")
            )
        };
        assert!(must_go.is_empty(), "{}: delete their rows{level}", text(&must_go));
        if !unseen.is_empty() {
            note(&format!("{} (this run cannot see their failure)", text(&unseen)));
        }
    }
    report.outcomes = others;
    if let Some(text) = report.failure_report() {
        panic!("{text}{level}");
    }
}

/// The OpenCL implementations the OpenCL cases run on: pocl's CPU device through the system's
/// ICD files, and Intel's CPU runtime through the ICD folder `.ci/intel-opencl` writes
/// (`$OKLC_INTEL_OPENCL_VENDORS`, else its default cache). A missing runtime fails the test.
fn opencl_devices() -> Vec<OpenClDevice> {
    let intel = match std::env::var_os("OKLC_INTEL_OPENCL_VENDORS") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => PathBuf::from(std::env::var_os("HOME").unwrap_or_default())
            .join(".cache/oklc/intel-opencl/vendors"),
    };
    assert!(
        intel.join("intel-cpu.icd").is_file(),
        "Intel's CPU OpenCL runtime is not installed at {}: run `.ci/intel-opencl` (it downloads \
         it from PyPI) or set OKLC_INTEL_OPENCL_VENDORS; this is a failure, not a skip",
        intel.display()
    );
    let vendors = |dir: &Path| vec![("OCL_ICD_VENDORS".to_string(), dir.display().to_string())];
    vec![
        OpenClDevice {
            name: "pocl".into(),
            platform: "Portable Computing Language".into(),
            env: vendors(Path::new("/etc/OpenCL/vendors")),
        },
        OpenClDevice { name: "intel".into(), platform: "Intel".into(), env: vendors(&intel) },
    ]
}

/// The case names in the first column of `tests/conformance/known-bugs/BACKEND.md`'s table.
fn known_failures(backend: &str) -> Vec<String> {
    known_failure_rows(backend).into_iter().map(|(name, _)| name).collect()
}

/// Each row of `tests/conformance/known-bugs/BACKEND.md`'s table: the case and its stage.
fn known_failure_rows(backend: &str) -> Vec<(String, String)> {
    let path = conformance_dir().join("known-bugs").join(format!("{backend}.md"));
    let Ok(text) = std::fs::read_to_string(&path) else { return Vec::new() };
    text.lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| {
            let (name, rest) = l.split_once('`')?;
            let stage = rest.trim_start_matches([' ', '|']).split('|').next().unwrap_or("");
            Some((name.to_string(), stage.trim().to_string()))
        })
        .collect()
}

/// Every row of a known-bugs list names a case that exists and applies to the list's backend,
/// once: a stale row would hide nothing and mislead the reader.
#[test]
fn known_bugs_rows_name_cases_of_their_backend() {
    let cases = cases();
    let dir = conformance_dir().join("known-bugs");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).expect("tests/conformance/known-bugs") {
        let path = entry.expect("a directory entry").path();
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else { continue };
        if path.extension().is_none_or(|e| e != "md") || stem == "README" {
            continue;
        }
        let mode = if stem == "sycl" { "dpcpp" } else { stem };
        let rows = known_failures(stem);
        for (k, name) in rows.iter().enumerate() {
            let case = cases.iter().find(|c| &c.name == name);
            assert!(case.is_some(), "known-bugs/{stem}.md lists `{name}`, which is no case");
            assert!(
                case.is_some_and(|c| c.applies_to(mode)),
                "known-bugs/{stem}.md lists `{name}`, which does not run on `{mode}`"
            );
            assert!(!rows[..k].contains(name), "known-bugs/{stem}.md lists `{name}` twice");
            checked += 1;
        }
    }
    assert!(checked > 0, "no known-bugs rows found under {}", dir.display());
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
fn cuda_conformance() {
    run_backend("cuda");
}

/// Every kernel's HIP device file compiled to an AMD device object by hipcc (in batches), its
/// native launcher checked by g++ against the HIP headers, then the case run on the CPU
/// emulation (no AMD GPU here) and compared with the reference.
#[test]
fn hip_conformance() {
    let start = std::time::Instant::now();
    run_backend("hip");
    note(&format!("hip conformance: {:.1} s", start.elapsed().as_secs_f64()));
}

#[test]
fn opencl_conformance() {
    run_backend("opencl");
}

/// Every kernel's Metal output: device metadata, the structural checker of Metal's rules and a
/// clang++ compile against the `metal_stdlib` stand-in (`oklc_tests::metal_conformance`).
/// Nothing runs: no Metal compiler or GPU on Linux.
#[test]
fn metal_conformance() {
    let mut cases: Vec<Case> = cases().into_iter().filter(|c| c.applies_to("metal")).collect();
    if let Ok(filter) = std::env::var("OKLC_CONFORMANCE_CASES") {
        let parts: Vec<&str> = filter.split(',').map(str::trim).filter(|p| !p.is_empty()).collect();
        if !parts.is_empty() {
            cases.retain(|c| parts.iter().any(|p| c.name.contains(p)));
            assert!(!cases.is_empty(), "OKLC_CONFORMANCE_CASES={filter} selects no case");
        }
    }
    let transpile = |case: &Case| {
        let options = oklc_driver::Options {
            macros: oklc_tests::pipeline::defines(&case.defines),
            mode: oklc_driver::Backend::Metal,
            instantiate: case.instantiate.clone(),
            ..oklc_driver::Options::default()
        };
        let dir = format!("{}/", conformance_dir().display());
        oklc_tests::pipeline::transpile_file(&case.okl_path, options)
            .map(|out| (out.source, out.metadata_json))
            .map_err(|e| e.replace(&dir, ""))
    };
    let jobs = jobs_from_env(2);
    let outcomes = oklc_tests::metal_conformance::run(&cases, transpile, &work_root("metal"), jobs)
        .unwrap_or_else(|e| panic!("{e}"));
    let known = known_failures("metal");
    let failing: Vec<_> = outcomes.iter().filter(|o| o.failure.is_some()).collect();
    let passing_listed: Vec<&str> = outcomes
        .iter()
        .filter(|o| o.failure.is_none() && known.contains(&o.case))
        .map(|o| o.case.as_str())
        .collect();
    note(&format!(
        "metal conformance: {} cases, {} pass, {} fail ({} listed in known-bugs/metal.md)",
        outcomes.len(),
        outcomes.len() - failing.len(),
        failing.len(),
        failing.iter().filter(|o| known.contains(&o.case)).count()
    ));
    assert!(
        passing_listed.is_empty(),
        "metal conformance: listed in known-bugs/metal.md but passing here: {}: delete their rows",
        passing_listed.join(" ")
    );
    let unexpected: Vec<String> = failing
        .iter()
        .filter(|o| !known.contains(&o.case))
        .filter_map(|o| {
            let (stage, error) = o.failure.as_ref()?;
            Some(format!("| `{}` | {stage} | {} |", o.case, error.replace('|', "\\|")))
        })
        .collect();
    assert!(
        unexpected.is_empty(),
        "{} Metal cases fail and are not in known-bugs/metal.md:\n{}",
        unexpected.len(),
        unexpected.join("\n")
    );
}

/// Every kernel in SYCL's two forms type-checked against Intel's SYCL 2020 headers, and the
/// free-function form run on Intel's CPU device (tests/src/conformance/sycl.rs).
#[test]
fn sycl_conformance() {
    let start = std::time::Instant::now();
    let rt = oklc_tests::conformance::sycl::SyclRuntime::locate().unwrap_or_else(|e| panic!("{e}"));
    let cases = selected_cases();
    let opts = Options { jobs: jobs_from_env(2), ..Options::default() };
    let report = oklc_tests::conformance::sycl::run_sycl_suite(
        &cases,
        &Oklc,
        &work_root("oklc"),
        &opts,
        &rt,
    );
    note(&format!(
        "dpcpp conformance: {} cases, {:.1} s (type-checked in both forms, executed on Intel's CPU device)",
        report.outcomes.len(),
        start.elapsed().as_secs_f64()
    ));
    // Its known failures are `known-bugs/sycl.md`.
    check_report("sycl", report, "", Strictness::All);
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
    /// A CUDA device file that does not compile.
    DeviceSyntaxError,
    /// A correct CUDA device file with a launcher that calls a misspelt runtime function.
    LauncherError,
}

/// Returns `selftest/<stem>.<backend>.cpp` (or a variant) and `selftest/<stem>.json`; for CUDA
/// `selftest/<stem>.cuda[.variant].cu`, the launcher `selftest/<stem>.cuda.launcher.cpp` and the
/// device metadata `selftest/<stem>.cuda.json`.
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
            Flavour::Correct | Flavour::WrongMetadata | Flavour::LauncherError => {
                backend.to_string()
            }
            Flavour::WrongResult => format!("{backend}.wrong"),
            Flavour::OutOfBounds => format!("{backend}.oob"),
            Flavour::DeviceSyntaxError => format!("{backend}.bad"),
        };
        let read =
            |p: PathBuf| std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()));
        let ext = if backend == "cuda" { "cu" } else { "cpp" };
        let source = read(dir.join(format!("{stem}.{variant}.{ext}")))?;
        let mut launcher = if backend == "cuda" {
            Some(read(dir.join(format!("{stem}.cuda.launcher.cpp")))?)
        } else {
            None
        };
        if let (Flavour::LauncherError, Some(l)) = (self.0, launcher.as_mut()) {
            *l = l.replace("cudaLaunchKernel(", "cudaLaunchKernelMisspelt(");
        }
        // GPU backends' device metadata names the split kernels `_occa_K_N`.
        let meta =
            if backend == "cuda" { format!("{stem}.cuda.json") } else { format!("{stem}.json") };
        let mut metadata_json = read(dir.join(meta))?;
        if let Flavour::WrongMetadata = self.0 {
            let mut v: serde_json::Value = serde_json::from_str(&metadata_json).unwrap();
            v["metadata"][0]["arguments"][1]["ptr"] = serde_json::Value::Bool(false);
            metadata_json = v.to_string();
        }
        Ok(Transpiled { source, metadata_json, launcher })
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

/// A transpiler that reports an error for every input.
struct Refusing;

impl Transpiler for Refusing {
    fn transpile(
        &self,
        _okl_path: &Path,
        _backend: &str,
        _defines: &[String],
        _instantiate: &[String],
    ) -> Result<Transpiled, String> {
        Err("refused".to_string())
    }
}

#[test]
fn harness_reports_transpiler_errors_at_transpile() {
    let case = selftest_case("01_add_vectors");
    let dir = work_root("selftest").join("refusing");
    let out = run_case_with(&case, "serial", &Refusing, &dir, &Options::default());
    match out.failure {
        Some((Stage::Transpile, log)) => assert!(log.contains("refused"), "{log}"),
        other => panic!("a transpiler error must fail at Transpile, got {other:?}"),
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

/// Every key and every string form of a case file reaches the field it names, spelt exactly.
#[test]
fn case_parser_reads_every_key_and_string_form() {
    let text = r#"
# a comment
kernel = "scaleT"
defines = ["N=4", 'M']
instantiate = ["scaleT<float>"]
backends = ["serial", "openmp"]
tolerance = 0
prelude = """
struct pt_t { float x; };\n"""
reference = '''
out[0] = "\n";
'''

[[arg]]
name = "n"   # trailing comment
type = "int"
value = 12

[[arg]]
name = "out"
type = "real_t"
len = "n * 2"
init = 'i % 3'
check = true
dtype = "float"
"#;
    let case = Case::parse("c", text, "c.toml", PathBuf::from("c.okl")).expect("parses");
    assert_eq!(case.name, "c");
    assert_eq!(case.kernel, "scaleT");
    assert_eq!(case.defines, ["N=4", "M"]);
    assert_eq!(case.instantiate, ["scaleT<float>"]);
    assert_eq!(case.backends, ["serial", "openmp"]);
    assert_eq!(case.tolerance, 0.0);
    assert_eq!(case.prelude, "struct pt_t { float x; };\n");
    assert_eq!(case.reference, "out[0] = \"\\n\";\n");
    assert_eq!(case.args.len(), 2);
    let n = &case.args[0];
    assert_eq!((n.name.as_str(), n.ty.as_str(), n.value.as_deref()), ("n", "int", Some("12")));
    assert!(n.len.is_none() && n.init.is_none() && !n.check && n.dtype.is_none());
    let out = &case.args[1];
    assert_eq!(out.ty, "real_t");
    assert_eq!(out.len.as_deref(), Some("n * 2"));
    assert_eq!(out.init.as_deref(), Some("i % 3"));
    assert!(out.check && out.value.is_none());
    assert_eq!(out.dtype.as_deref(), Some("float"));
    // Without `tolerance` the default applies.
    let plain = Case::parse("c", &text.replace("tolerance = 0\n", ""), "c.toml", "c.okl".into())
        .expect("parses");
    assert_eq!(plain.tolerance, 1e-5);
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
    let err = parse("kernel = \"k\n").unwrap_err();
    assert!(err.starts_with("x.toml: ") && err.contains("line 1"), "{err}");
    assert!(parse(&ok.replace("[[arg]]", "[arg]")).is_err());
    assert_eq!(oklc_tests::conformance::builtin_dtype("unsigned int"), Some("int"));
    assert_eq!(oklc_tests::conformance::builtin_dtype("const long long"), Some("long"));
    assert_eq!(oklc_tests::conformance::builtin_dtype("real_t"), None);
}

// ---------------------------------------------------------------------------------------------
// Harness self-test of the CUDA path (hand-written device files and native launchers)
// ---------------------------------------------------------------------------------------------

fn run_cuda_selftest(stem: &str, flavour: Flavour, tag: &str) -> Option<(Stage, String)> {
    let opts = Options { cuda_level: Some(cuda_level(&Options::default())), ..Options::default() };
    let case = selftest_case(stem);
    let dir = work_root("selftest").join(tag).join("cuda").join(stem);
    run_case_with(&case, "cuda", &HandWritten(flavour), &dir, &opts).failure
}

#[test]
fn harness_cuda_passes_correct_translations() {
    for stem in SELFTEST_CASES {
        if let Some((stage, log)) = run_cuda_selftest(stem, Flavour::Correct, "correct") {
            panic!("{stem} [cuda]: correct translation failed at {stage:?}:\n{log}");
        }
    }
}

#[test]
fn harness_cuda_fails_device_errors() {
    match run_cuda_selftest("01_add_vectors", Flavour::DeviceSyntaxError, "bad") {
        Some((Stage::Compile, log)) => assert!(log.contains("undeclared_name"), "{log}"),
        other => panic!("a device file that does not compile must fail at Compile, got {other:?}"),
    }
}

#[test]
fn harness_cuda_fails_launcher_errors() {
    match run_cuda_selftest("18_exclusive_scalar", Flavour::LauncherError, "launcher") {
        Some((Stage::Compile, log)) => assert!(log.contains("cudaLaunchKernelMisspelt"), "{log}"),
        other => panic!("a launcher that does not compile must fail at Compile, got {other:?}"),
    }
}

/// A wrong result is found by running: on the GPU at the execute level, on the CPU emulation
/// below it.
#[test]
fn harness_cuda_finds_wrong_results() {
    let level = cuda_level(&Options::default());
    let failure = run_cuda_selftest("01_add_vectors", Flavour::WrongResult, "wrong");
    match (level, failure) {
        (_, Some((Stage::Compare, log))) => assert!(log.contains("mismatch"), "{log}"),
        (level, other) => panic!("wrong CUDA translation at level {level:?}: got {other:?}"),
    }
}

#[test]
fn harness_cuda_fails_without_compilers() {
    let opts = Options {
        nvcc: "oklc-no-such-nvcc".into(),
        clang: "oklc-no-such-clang".into(),
        ..Options::default()
    };
    let err = CudaLevel::detect(&opts).unwrap_err();
    assert!(err.contains("apt-get install clang") && err.contains("nvcc"), "{err}");
    let case = selftest_case("01_add_vectors");
    let dir = work_root("selftest").join("nocuda");
    let out = run_case_with(&case, "cuda", &HandWritten(Flavour::Correct), &dir, &opts);
    match out.failure {
        Some((Stage::Compile, log)) => assert!(log.contains("not a skip"), "{log}"),
        other => panic!("missing CUDA compilers must fail at Compile, got {other:?}"),
    }
}

#[test]
fn harness_cuda_fails_wrong_metadata() {
    match run_cuda_selftest("01_add_vectors", Flavour::WrongMetadata, "meta") {
        Some((Stage::Metadata, log)) => assert!(log.contains("ptr=false"), "{log}"),
        other => panic!("wrong CUDA metadata must fail at Metadata, got {other:?}"),
    }
}

#[test]
fn device_metadata_groups_split_kernels() {
    use oklc_tests::conformance::check_device_metadata;
    let case = selftest_case("01_add_vectors");
    let good = std::fs::read_to_string(conformance_dir().join("selftest/01_add_vectors.cuda.json"))
        .expect("selftest metadata");
    assert_eq!(check_device_metadata(&case, &good).as_deref(), Ok("addVectors"));
    // A second device kernel of the same launcher with the same arguments is fine.
    let mut v: serde_json::Value = serde_json::from_str(&good).unwrap();
    let mut second = v["metadata"][0].clone();
    second["name"] = "_occa_addVectors_1".into();
    v["metadata"].as_array_mut().unwrap().push(second.clone());
    assert_eq!(check_device_metadata(&case, &v.to_string()).as_deref(), Ok("addVectors"));
    // ... but not with other arguments.
    v["metadata"][1]["arguments"][0]["name"] = "n".into();
    let err = check_device_metadata(&case, &v.to_string()).unwrap_err();
    assert!(err.contains("different arguments"), "{err}");
    // Host-style names are not device metadata.
    let host = std::fs::read_to_string(conformance_dir().join("selftest/01_add_vectors.json"))
        .expect("selftest metadata");
    let err = check_device_metadata(&case, &host).unwrap_err();
    assert!(err.contains("_occa_K_N"), "{err}");
}

/// Builds `selftest/simt_emu.cu` against the CPU emulation's CUDA or HIP header and runs one of
/// its scenarios; returns the exit code and the output.
fn simt_selftest(hip: bool, scenario: &str, descending: bool) -> (Option<i32>, String) {
    use std::sync::OnceLock;
    static BUILT: [OnceLock<PathBuf>; 2] = [OnceLock::new(), OnceLock::new()];
    let exe = BUILT[usize::from(hip)].get_or_init(|| {
        let dir = work_root("selftest").join(if hip { "simt-emu-hip" } else { "simt-emu-cuda" });
        std::fs::create_dir_all(&dir).unwrap();
        let exe = dir.join("simt_emu");
        let mut cc = std::process::Command::new("g++");
        cc.args(["-std=c++17", "-O1", "-Wall", "-Werror", "-o"]).arg(&exe);
        if hip {
            cc.arg("-DOKLC_SELFTEST_HIP");
        }
        cc.arg(format!("-I{}", conformance_dir().join("simt-emu").display()))
            .args(["-x", "c++"])
            .arg(conformance_dir().join("selftest").join("simt_emu.cu"));
        let out = cc.output().expect("g++ runs (the emulation self-test needs it)");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        exe
    });
    let mut run = std::process::Command::new(exe);
    run.arg(scenario);
    if descending {
        run.env("OKLC_SIMT_ORDER", "descending");
    }
    let out = run.output().expect("the emulation self-test runs");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code(), text)
}

/// A barrier orders a write and another thread's read; without it, the stale value shows in
/// ascending and in descending thread order. Threads that returned and, at AMD's wave barrier,
/// lanes a branch left out are not waited for.
#[test]
fn simt_emulation_barriers_order_shared_memory() {
    for hip in [false, true] {
        for descending in [false, true] {
            let (code, out) = simt_selftest(hip, "reverse", descending);
            assert_eq!(code, Some(0), "{out}");
            assert!(out.contains("launch: no error\nwrong: 0\n"), "{out}");
            let (code, out) = simt_selftest(hip, "reverse-unfenced", descending);
            assert_eq!(code, Some(0), "{out}");
            assert!(!out.contains("wrong: 0\n") && out.contains("wrong: "), "{out}");
        }
        let (_, out) = simt_selftest(hip, "early-exit", false);
        assert!(out.contains("out: 2 0 2 0 2 0 2 0\n"), "{out}");
        // 0 + 1 + ... + 63.
        let (code, out) = simt_selftest(hip, "wave-branch", false);
        assert_eq!(code, Some(0), "{out}");
        assert!(out.contains("launch: no error\nsum: 2016\n"), "{out}");
    }
}

/// Thread and block coordinates in three dimensions, the launch's shape, the warp size of each
/// API, the order of blocks, atomic functions, and launches the runtimes refuse (over the
/// kernel's launch bound too).
#[test]
fn simt_emulation_indices_atomics_errors() {
    for hip in [false, true] {
        let (code, out) = simt_selftest(hip, "coordinates", false);
        assert_eq!(code, Some(0), "{out}");
        let warp = if hip { 64 } else { 32 };
        assert!(out.contains(&format!("wrong: 0\nshape: 5 7 {warp}\n")), "{out}");
        let (_, out) = simt_selftest(hip, "atomics", false);
        // 99 increments of a counter that wraps after 9; the first thread wins the CAS.
        assert!(out.contains("sum: 99 wrap: 9 winner: 0\n"), "{out}");
        let (_, out) = simt_selftest(hip, "bounds", false);
        assert!(
            out.contains(
                "at the bound: no error\nover the bound: too many resources requested for launch\n"
            ),
            "{out}"
        );
        // Blocks run in ascending, then descending order: a block reading what another writes
        // gets the other's value in one order only.
        let (_, out) = simt_selftest(hip, "chain", false);
        assert!(out.contains("chain: 1 2 3 4\n"), "{out}");
        let (_, out) = simt_selftest(hip, "chain", true);
        assert!(out.contains("chain: 1 0 0 0\n"), "{out}");
        let (_, out) = simt_selftest(hip, "errors", false);
        assert!(
            out.contains(
                "too many threads: invalid configuration argument\nafter reading: no error\n\
                 not a kernel: invalid device function\n"
            ),
            "{out}"
        );
    }
}

/// Threads that wait at barriers no group can complete end the program with status 3.
#[test]
fn simt_emulation_finds_deadlocks() {
    for hip in [false, true] {
        let (code, out) = simt_selftest(hip, "deadlock", false);
        assert_eq!(code, Some(3), "{out}");
        assert!(out.contains("simt-emu: deadlock in block (0, 0, 0)"), "{out}");
    }
}

/// The emulation refuses launches over a kernel's bound, which the harness reads from the
/// device file.
#[test]
fn launch_bounds_are_read_from_device_files() {
    let device = "extern \"C\" __global__ __launch_bounds__(256) void _occa_k_0(int *a) {}\n\
                  extern \"C\" __global__ void _occa_k_1(int *a) {}\n\
                  extern \"C\" __global__ __launch_bounds__(64, 2) void _occa_k_2(int *a) {}\n";
    assert_eq!(launch_bound(device, "_occa_k_0"), Some(256));
    assert_eq!(launch_bound(device, "_occa_k_1"), None);
    assert_eq!(launch_bound(device, "_occa_k_2"), Some(64));
    assert_eq!(launch_bound(device, "_occa_k_3"), None);
}
