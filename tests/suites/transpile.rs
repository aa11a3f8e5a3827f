//! The `transpile` suite: OKL source → generated C++ through the whole pipeline.
//!
//! Every conformance kernel's serial and OpenMP output and its metadata are golden files under
//! `tests/data/codegen/out/{serial,openmp,metadata}/` (refresh with `OKLC_BLESS=1`; the diff is
//! the review), and every golden source compiles with `g++ -std=c++17 -Wall -Werror`, since
//! warnings in generated code are bugs. CUDA's device file and launcher (or its errors) are
//! golden files under `cuda/` too, OpenCL's under `opencl/`, Metal's under `metal/` and SYCL's
//! (OCCA's form) under `dpcpp/`. Further tests cover `#line` directives and comments.

use std::path::Path;
use std::process::Command;

use oklc_tests::conformance::{conformance_dir, load_cases};
use oklc_tests::pipeline::{Fs, defines, transpile_file};
use oklc_tests::{check_absent, check_golden, data_dir, files_with_ext};

fn options(backend: &str, case: &oklc_tests::conformance::Case) -> oklc_driver::Options {
    oklc_driver::Options {
        macros: defines(&case.defines),
        mode: backend.parse().expect("a backend name"),
        instantiate: case.instantiate.clone(),
        ..oklc_driver::Options::default()
    }
}

/// Compiles `source` with g++ (syntax and warnings only); a missing g++ is a failure.
fn gxx_syntax_check(source: &str, openmp: bool, dir: &Path, name: &str) -> Result<(), String> {
    let file = dir.join(format!("{name}.cpp"));
    std::fs::write(&file, source).map_err(|e| e.to_string())?;
    let mut cmd = Command::new("g++");
    cmd.args([
        "-std=c++17",
        "-Wall",
        "-Wextra",
        "-Werror",
        "-Wno-unused-parameter",
        "-fsyntax-only",
    ]);
    if openmp {
        cmd.arg("-fopenmp");
    }
    let out = cmd.arg(&file).output().map_err(|e| format!("cannot run g++ (install it): {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!("{name}: g++ rejected the output:\n{}", String::from_utf8_lossy(&out.stderr)))
    }
}

#[test]
fn conformance_kernels_have_golden_host_outputs_that_compile_cleanly() {
    let cases = load_cases(&conformance_dir()).expect("conformance cases load");
    assert!(cases.len() >= 30, "expected the conformance kernels, found {}", cases.len());
    let out_dir = data_dir().join("codegen/out");
    let tmp = tempfile::tempdir().expect("tempdir");
    let mut failures = Vec::new();
    for case in &cases {
        for backend in ["serial", "openmp"] {
            let output = match transpile_file(&case.okl_path, options(backend, case)) {
                Ok(output) => output,
                Err(e) => {
                    failures.push(format!("{} [{backend}]: {e}", case.name));
                    continue;
                }
            };
            if let Err(e) = check_golden(
                &out_dir.join(backend).join(format!("{}.cpp", case.name)),
                &output.source,
            ) {
                failures.push(e);
            }
            if backend == "serial"
                && let Err(e) = check_golden(
                    &out_dir.join("metadata").join(format!("{}.json", case.name)),
                    &output.metadata_json,
                )
            {
                failures.push(e);
            }
            if let Err(e) = gxx_syntax_check(
                &output.source,
                backend == "openmp",
                tmp.path(),
                &format!("{}_{backend}", case.name),
            ) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

/// CUDA output under review like the host outputs: the device file and the launcher of every
/// conformance kernel, or the errors of those CUDA refuses (`known-bugs/cuda.md`). The files
/// are compiled by the `cuda_conformance` suite.
#[test]
fn conformance_kernels_have_golden_cuda_outputs() {
    gpu_goldens(oklc_driver::Backend::Cuda);
}

/// HIP's goldens, as CUDA's; the `hip_conformance` suite compiles them with hipcc.
#[test]
fn conformance_kernels_have_golden_hip_outputs() {
    gpu_goldens(oklc_driver::Backend::Hip);
}

/// Metal's goldens (the device file and the OCCA launcher), as CUDA's; the `metal_conformance`
/// suite checks their structure and compiles them against the `metal_stdlib` stand-in.
#[test]
fn conformance_kernels_have_golden_metal_outputs() {
    gpu_goldens(oklc_driver::Backend::Metal);
}

/// SYCL's goldens in OCCA's form (the `dpcpp` device file and the OCCA launcher); the
/// `sycl_conformance` suite type-checks them and runs the free-function form.
#[test]
fn conformance_kernels_have_golden_dpcpp_outputs() {
    gpu_goldens(oklc_driver::Backend::Sycl);
}

/// The device file (with the registry's extension) and the launcher of every conformance
/// kernel for a GPU backend, under `codegen/out/<mode>`.
fn gpu_goldens(backend: oklc_driver::Backend) {
    let mode = backend.name();
    let cases = load_cases(&conformance_dir()).expect("conformance cases load");
    let out_dir = data_dir().join("codegen/out").join(mode);
    let dir = format!("{}/", conformance_dir().display());
    let mut failures = Vec::new();
    for case in cases.iter().filter(|c| c.applies_to(mode)) {
        let golden = |ext: &str| out_dir.join(format!("{}.{ext}", case.name));
        let (source, launcher, errors) =
            (golden(backend.info().extension), golden("launcher.cpp"), golden("err"));
        // A kernel has outputs or errors, never both: the other kind's goldens are stale.
        let checks = match transpile_file(&case.okl_path, options(mode, case)) {
            Ok(output) => vec![
                check_golden(&source, &output.source),
                check_golden(&launcher, output.launcher.as_deref().unwrap_or("")),
                check_absent(&errors),
            ],
            Err(e) => vec![
                check_golden(&errors, &e.replace(&dir, "")),
                check_absent(&source),
                check_absent(&launcher),
            ],
        };
        failures.extend(checks.into_iter().filter_map(Result::err));
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

/// OpenCL's goldens (the OpenCL C and the OCCA launcher), as CUDA's; the `opencl_conformance`
/// suite compiles and runs them.
#[test]
fn conformance_kernels_have_golden_opencl_outputs() {
    gpu_goldens(oklc_driver::Backend::OpenCl);
}

/// The host program of docs/backends.md (`docs/examples/opencl/saxpy_host.c`, C) builds against
/// the standalone OpenCL launcher of `saxpy.okl` and runs on pocl, with the embedded source and
/// with the source read from a path; a path that does not exist is an error message naming the
/// kernel and the failing step, not an abort.
#[test]
fn standalone_opencl_launcher_runs_the_documented_host_program() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/examples/opencl");
    let tmp = tempfile::tempdir().expect("tempdir");
    let options = oklc_driver::Options {
        mode: oklc_driver::Backend::OpenCl,
        launcher_api: oklc_codegen::LauncherApi::Native,
        ..oklc_driver::Options::default()
    };
    let output = transpile_file(&root.join("saxpy.okl"), options).expect("saxpy.okl transpiles");
    let cl = tmp.path().join("saxpy.cl");
    std::fs::write(&cl, &output.source).unwrap();
    std::fs::write(tmp.path().join("saxpy.cpp"), output.launcher.expect("a launcher")).unwrap();
    let run = |cmd: &mut Command| {
        let out =
            cmd.current_dir(tmp.path()).env("OCL_ICD_VENDORS", "/etc/OpenCL/vendors").output();
        let out = out.unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        (out.status.success(), text)
    };
    let built =
        run(Command::new("g++").args(["-std=c++17", "-Wall", "-Werror", "-c", "saxpy.cpp"]));
    assert!(built.0, "the launcher does not compile:\n{}", built.1);
    let host = root.join("saxpy_host.c");
    let linked = run(Command::new("gcc")
        .args(["-std=c99", "-Wall", "-Werror"])
        .arg(&host)
        .args(["saxpy.o", "-o", "saxpy", "-lOpenCL", "-lstdc++"]));
    assert!(linked.0, "the host program does not build:\n{}", linked.1);
    let embedded = run(&mut Command::new(tmp.path().join("saxpy")));
    assert!(embedded.0 && embedded.1.contains("y[10] = 21, y[999] = 1999"), "{}", embedded.1);
    let from_path = run(Command::new(tmp.path().join("saxpy")).arg(&cl));
    assert!(from_path.0 && from_path.1.contains("y[10] = 21"), "{}", from_path.1);
    let missing = run(Command::new(tmp.path().join("saxpy")).arg("no-such.cl"));
    assert!(
        !missing.0
            && missing.1.contains("kernel `saxpy`: reading the OpenCL source `no-such.cl` failed"),
        "{}",
        missing.1
    );
}

#[test]
fn line_directives_point_cxx_errors_at_the_okl_source() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let okl = tmp.path().join("broken.okl");
    // `undefined_helper` is a C++ name oklc passes through; g++ must blame line 4 of the .okl.
    std::fs::write(
        &okl,
        "@kernel void k(const int n, float *x) {\n  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {\n    // scale\n    x[i] = undefined_helper(x[i]);\n  }\n}\n",
    )
    .unwrap();
    let options = oklc_driver::Options { line_directives: true, ..oklc_driver::Options::default() };
    let output = transpile_file(&okl, options).expect("oklc accepts the kernel");
    assert!(output.source.contains("#line"), "no #line directive in:\n{}", output.source);
    assert!(output.source.contains("// scale"), "the comment was not kept:\n{}", output.source);
    let cpp = tmp.path().join("broken.cpp");
    std::fs::write(&cpp, &output.source).unwrap();
    let out = Command::new("g++")
        .args(["-std=c++17", "-fsyntax-only"])
        .arg(&cpp)
        .output()
        .expect("g++ runs");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("broken.okl:4:"), "g++ did not point at broken.okl:4:\n{stderr}");
}

#[test]
fn operator_precedence_survives_transpilation() {
    // Bounds and expressions whose grouping differs from left-to-right reading; the run checks
    // the results against values computed here by hand.
    let tmp = tempfile::tempdir().expect("tempdir");
    let okl = tmp.path().join("prec.okl");
    std::fs::write(
        &okl,
        "@kernel void prec(const int N, const int M, int *out) {\n  for (int i = N; i > M - 1; i -= 2; @outer) {\n    for (int j = 0; j < 1; ++j; @inner) {\n      out[(N - i) / 2] = N - (M - i) - (i - (1 - M)) * (2 << 1 >> 1) + (i & 3 | 4) - -i;\n    }\n  }\n}\n",
    )
    .unwrap();
    let output = transpile_file(&okl, oklc_driver::Options::default()).expect("transpiles");
    let driver = format!(
        "{}\n#include <cstdio>\nint main() {{\n  int N = 10, M = 3;\n  int out[8] = {{0}};\n  prec(N, M, out);\n  for (int k = 0; k < 8; ++k) {{\n    std::printf(\"%d \", out[k]);\n  }}\n  return 0;\n}}\n",
        output.source
    );
    let src = tmp.path().join("prec.cpp");
    let exe = tmp.path().join("prec");
    std::fs::write(&src, driver).unwrap();
    let built = Command::new("g++")
        .args(["-std=c++17", "-O2", "-Wall", "-Werror"])
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("g++ runs");
    assert!(built.status.success(), "{}", String::from_utf8_lossy(&built.stderr));
    let run = Command::new(&exe).output().expect("runs");
    let got = String::from_utf8_lossy(&run.stdout).to_string();
    // i = 10, 8, 6, 4, 2 (i > M - 1 = 2 excludes 2): value = N-(M-i)-(i-(1-M))*2+((i&3)|4)+i.
    let expected: String = [10, 8, 6, 4]
        .iter()
        .map(|&i: &i32| 10 - (3 - i) - (i - (1 - 3)) * 2 + ((i & 3) | 4) + i)
        .chain(std::iter::repeat_n(0, 4))
        .map(|v| format!("{v} "))
        .collect();
    assert_eq!(got, expected);
}

#[test]
fn unmodelled_cpp_passes_through_and_compiles() {
    // Namespaces, static_assert, classes with member functions and lambdas are C++ oklc does not
    // model; they must reach the C++ compiler intact.
    let path = data_dir().join("sema/ok/0003_cpp_passthrough.okl");
    let tmp = tempfile::tempdir().expect("tempdir");
    for backend in ["serial", "openmp"] {
        let options = oklc_driver::Options {
            mode: backend.parse().expect("a backend name"),
            ..oklc_driver::Options::default()
        };
        let output = transpile_file(&path, options).expect("transpiles");
        for needle in
            ["namespace util", "static_assert", "float add(float v)", "public:", "[](float v)"]
        {
            assert!(output.source.contains(needle), "{needle} missing:\n{}", output.source);
        }
        gxx_syntax_check(&output.source, backend == "openmp", tmp.path(), backend).unwrap();
    }
}

/// The driver compiles one top-level item at a time and releases each function's IR once it is
/// printed (ADR 0006). Turning that off (`Options::stream = false`) must not change any output:
/// code, metadata, diagnostics and their order, for every conformance kernel (host and GPU
/// modes, `#line` and `-Werror` variants) and every OKL test input (broken ones included).
#[test]
fn streamed_compilation_matches_whole_module_compilation() {
    let mut failures = Vec::new();
    let mut compared = 0;
    let mut check = |path: &Path, options: oklc_driver::Options| {
        compared += 1;
        if let Err(report) = oklc_driver::fuzz::stream_paths_agree(&Fs, path, &options) {
            failures.push(format!("{}: {report}", path.display()));
        }
    };
    for case in &load_cases(&conformance_dir()).expect("conformance cases load") {
        for backend in ["serial", "openmp", "cuda", "hip"] {
            check(&case.okl_path, options(backend, case));
        }
        let variant = oklc_driver::Options {
            line_directives: true,
            warnings: oklc_diag::WarningPolicy {
                all: Some(oklc_diag::WarningLevel::Error),
                codes: Vec::new(),
            },
            ..options("openmp", case)
        };
        check(&case.okl_path, variant);
    }
    let root = data_dir();
    let examples = root.join("../../docs/examples");
    let mut dirs = vec![examples];
    for area in [
        "sema/ok",
        "sema/err",
        "diagnostics",
        "parse/ok",
        "parse/err",
        "parse/corpus",
        "pp/ok",
        "pp/err",
        "pp/corpus",
    ] {
        dirs.push(root.join(area));
    }
    for dir in dirs {
        for file in files_with_ext(&dir, "okl") {
            for backend in ["serial", "openmp"] {
                let options = oklc_driver::Options {
                    mode: backend.parse().expect("a backend name"),
                    include_dirs: vec![dir.clone()],
                    ..oklc_driver::Options::default()
                };
                check(&file, options);
            }
        }
    }
    assert!(compared > 300, "only {compared} compilations compared");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The passes report pass by pass, each pass over the functions in source order. Streamed, a
/// later kernel's `tile` warning still comes before an earlier kernel's `loop_dims` errors.
#[test]
fn streamed_pass_diagnostics_keep_the_whole_module_order() {
    let source = "\
@kernel void first(int n, float *a) {
  for (int i = 0; i < n; ++i; @outer) {
    for (int k = 0; k < 4; ++k; @inner) {
      for (int j = 0; j < n; ++j; @outer) { a[j] = k; }
    }
  }
}
@kernel void second(int n, float *a) {
  for (int i = 0; i < n; i += 2; @tile(16, @outer, @inner)) { a[i] = 0; }
}
";
    let loader = oklc_driver::MemoryLoader::new().with("order.okl", source);
    let options = oklc_driver::Options::default();
    oklc_driver::fuzz::stream_paths_agree(&loader, Path::new("order.okl"), &options)
        .unwrap_or_else(|report| panic!("{report}"));
    let mut session = oklc_driver::Session::new(options, &loader);
    let out = session.transpile(Path::new("order.okl")).expect("readable");
    let lines: Vec<u32> = out
        .diagnostics
        .iter()
        .map(|d| session.db.get(d.primary.span.file).line_col(d.primary.span.lo).0)
        .collect();
    assert!(out.artifacts.is_none());
    // The driver prints them in source order, whichever pass found them: the
    // first kernel's errors, then the second kernel's tile warning.
    assert!(lines.windows(2).all(|w| w[0] <= w[1]), "in line order: {lines:?}");
    assert_eq!(lines.last(), Some(&9), "the tile warning comes last: {lines:?}");
    assert!(lines.len() >= 2 && lines[0] < 9, "after the first kernel's errors: {lines:?}");
}

/// CUDA: one device kernel per top-level `@outer` loop; a smaller sibling `@inner` loop keeps
/// its bound as a guard while the launch covers the larger one; the native launcher launches
/// each device kernel with the largest count, after the host code between the loops; the
/// streamed and whole-module paths agree.
#[test]
fn cuda_splits_guards_and_native_launcher() {
    let source = "\
float tap(const float *x, int i) { return x[i]; }
@kernel void smooth(const int n, const float *x, float *y) {
  for (int b = 0; b < n; b += 64; @outer) {
    @shared float s[64];
    for (int t = 0; t < 64; ++t; @inner) { s[t] = tap(x, b + t); }
    for (int t = 0; t < 32; ++t; @inner) { @atomic y[b] += s[t]; }
  }
  int half = n / 2;
  for (int g = 0; g < half; ++g; @outer) {
    for (int t = 0; t < 4; ++t; @inner) { y[g * 4 + t] -= 1; }
  }
}
";
    let loader = oklc_driver::MemoryLoader::new().with("smooth.okl", source);
    let options = oklc_driver::Options {
        mode: oklc_driver::Backend::Cuda,
        launcher_api: oklc_codegen::LauncherApi::Native,
        ..oklc_driver::Options::default()
    };
    oklc_driver::fuzz::stream_paths_agree(&loader, Path::new("smooth.okl"), &options)
        .unwrap_or_else(|report| panic!("{report}"));
    let mut session = oklc_driver::Session::new(options, &loader);
    let out = session.transpile(Path::new("smooth.okl")).expect("readable");
    assert!(!out.diagnostics.has_errors(), "{:?}", out.diagnostics);
    let a = out.artifacts.expect("artifacts");
    let device = &a.source;
    assert!(device.contains("static __device__ float tap("), "{device}");
    assert!(
        device.contains(
            "extern \"C\" __global__ __launch_bounds__(64) void _occa_smooth_0(const int n, const float *x, float *y)"
        ),
        "{device}"
    );
    assert!(device.contains("void _occa_smooth_1("), "{device}");
    assert!(device.contains("int b = 0 + (64 * blockIdx.x);"), "{device}");
    assert!(device.contains("__shared__ float s[64];"), "{device}");
    assert!(device.contains("if (t < 32) {"), "the smaller loop is guarded:\n{device}");
    assert!(!device.contains("if (t < 64)"), "the widest loop needs no guard:\n{device}");
    assert!(device.contains("__syncthreads();"), "{device}");
    assert!(device.contains("atomicAdd(&y[b], s[t]);"), "{device}");
    assert!(!device.contains("half"), "host code stays in the launcher:\n{device}");
    let launcher = a.launcher.expect("launcher");
    assert!(launcher.starts_with("#include <cuda_runtime.h>"), "{launcher}");
    assert!(
        launcher
            .contains("extern \"C\" void _occa_smooth_1(const int n, const float *x, float *y);")
    );
    assert!(launcher.contains("extern \"C\" void smooth(const int n, const float *x, float *y) {"));
    assert!(launcher.contains("const long long _occa_inner_x = 64;"), "{launcher}");
    assert!(launcher.contains("int half = n / 2;"), "{launcher}");
    let first = launcher.find("&_occa_smooth_0").expect("first launch");
    let between = launcher.find("int half").expect("host code");
    let second = launcher.find("&_occa_smooth_1").expect("second launch");
    assert!(first < between && between < second, "launches in source order:\n{launcher}");
    let names: Vec<&str> = a.metadata.metadata.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["_occa_smooth_0", "_occa_smooth_1"]);
}

/// OpenCL prints C: the passes of `target/c` copy templates, rename overloads, fill default
/// arguments, turn references into pointers and `abs` of a float into `fabs`, and clang
/// accepts the result as OpenCL C. CUDA, which prints C++, keeps the C++ as written.
#[test]
fn opencl_output_lowers_cpp_to_c() {
    let source = r#"
template <typename T>
T twice(T v) { return v + v; }
int pick(int a, int b = 10) { return a + b; }
float scale(float x) { return 2.0f * x; }
float scale(float x, float y) { return x * y; }
void accumulate(double &r, double v) { r += v; }
@kernel void lowered(const int n, const float *x, double *y, int *z) {
  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {
    double r = 0;
    accumulate(r, twice(x[i]));
    const float f = scale(x[i]) + scale(x[i], 3.0f);
    y[i] = r + abs(f - 1.0f) + static_cast<double>(twice(i));
    z[i] = pick(i);
  }
}
"#;
    let tmp = tempfile::tempdir().expect("tempdir");
    let path = tmp.path().join("lowered.okl");
    std::fs::write(&path, source).expect("write the kernel");
    let opencl = |mode: &str| {
        let options = oklc_driver::Options {
            mode: mode.parse().expect("a backend name"),
            ..oklc_driver::Options::default()
        };
        transpile_file(&path, options).expect("transpiles").source
    };
    let cl = opencl("opencl");
    for needle in [
        "float _occa_twice_float(float v)",
        "int _occa_twice_int(int v)",
        "_occa_scale_0(",
        "_occa_scale_1(",
        "void accumulate(double *r, double v)",
        "*r += v",
        "accumulate(&r, ",
        "pick(i, 10)",
        "fabs(",
        "(double)_occa_twice_int(i)",
    ] {
        assert!(cl.contains(needle), "`{needle}` missing from the OpenCL C:\n{cl}");
    }
    for cpp in ["template", "double &", "static_cast", "int b = 10"] {
        assert!(!cl.contains(cpp), "`{cpp}` left in the OpenCL C:\n{cl}");
    }
    let cl_path = tmp.path().join("lowered.cl");
    std::fs::write(&cl_path, &cl).expect("write the OpenCL C");
    for std in ["CL1.2", "CL3.0"] {
        let out = Command::new("clang")
            .args(["-x", "cl", &format!("-cl-std={std}"), "-fsyntax-only"])
            .arg(&cl_path)
            .output()
            .expect("clang is needed for OpenCL C checks (apt-get install clang)");
        assert!(
            out.status.success(),
            "clang -cl-std={std} rejects the output:\n{}\n{cl}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let cuda = opencl("cuda");
    for needle in ["template <typename T>", "double &r", "static_cast<double>", "int b = 10"] {
        assert!(cuda.contains(needle), "`{needle}` missing from the CUDA output:\n{cuda}");
    }
}

/// OpenCL C keeps program-scope variables in constant memory: one the kernel never writes is
/// `__constant` (a pointer after its `*`), and each assignment to one is OKL0610 at its line.
#[test]
fn opencl_program_scope_variables_are_constant_and_writes_are_reported() {
    let source = "\
int limit = 3;
static const char *tag = \"ab\";
int counter = 0;
@kernel void k(const int n, int *x) {
  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {
    x[i] = limit + tag[1];
    counter += 1;
  }
}
";
    let loader = oklc_driver::MemoryLoader::new().with("globals.okl", source);
    let options = oklc_driver::Options { mode: oklc_driver::Backend::OpenCl, ..Default::default() };
    let mut session = oklc_driver::Session::new(options, &loader);
    let out = session.transpile(Path::new("globals.okl")).expect("readable");
    let found: Vec<(usize, String)> = out
        .diagnostics
        .iter()
        .map(|d| {
            let (line, _) = session.db.get(d.primary.span.file).line_col(d.primary.span.lo);
            (line as usize, format!("{:?} {}", d.code, d.message))
        })
        .collect();
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, 7, "{found:?}");
    assert!(found[0].1.contains("610") && found[0].1.contains("`counter`"), "{found:?}");
    let read_only = source.replace("    counter += 1;\n", "");
    let loader = oklc_driver::MemoryLoader::new().with("globals.okl", read_only);
    let options = oklc_driver::Options { mode: oklc_driver::Backend::OpenCl, ..Default::default() };
    let mut session = oklc_driver::Session::new(options, &loader);
    let out = session.transpile(Path::new("globals.okl")).expect("readable");
    assert!(!out.diagnostics.has_errors(), "{:?}", out.diagnostics);
    let cl = out.artifacts.expect("artifacts").source;
    assert!(cl.contains("__constant int limit = 3;"), "{cl}");
    assert!(cl.contains("static __constant const char *__constant tag = \"ab\";"), "{cl}");
    clang_accepts_opencl_c(&cl);
}

/// OpenCL C has no wide characters: a `wchar_t` local and a wide string literal are OKL0610 at
/// their lines; `u8` and raw strings become C strings of the same bytes and prefixed character
/// literals their typed values, which clang accepts.
#[test]
fn opencl_spells_narrow_literals_in_c_and_reports_wide_ones() {
    let transpile = |source: &str| {
        let loader = oklc_driver::MemoryLoader::new().with("lit.okl", source);
        let options =
            oklc_driver::Options { mode: oklc_driver::Backend::OpenCl, ..Default::default() };
        let mut session = oklc_driver::Session::new(options, &loader);
        let out = session.transpile(Path::new("lit.okl")).expect("readable");
        let lines: Vec<(u32, String)> = out
            .diagnostics
            .iter()
            .map(|d| {
                let (line, _) = session.db.get(d.primary.span.file).line_col(d.primary.span.lo);
                (line, format!("{:?} {}", d.code, d.message))
            })
            .collect();
        (out, lines)
    };
    let kernel = |body: &str| {
        format!(
            "@kernel void k(const int n, int *x) {{\n  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {{\n{body}\n  }}\n}}\n"
        )
    };
    let (_, found) = transpile(&kernel("    wchar_t c = 1;\n    x[i] = c;"));
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, 3, "{found:?}");
    assert!(found[0].1.contains("610") && found[0].1.contains("wchar_t"), "{found:?}");
    let (_, found) = transpile(&kernel("    const char16_t *w = u\"ab\";\n    x[i] = w[0];"));
    assert!(found.iter().any(|(l, m)| *l == 3 && m.contains("wide string")), "{found:?}");
    let (out, found) = transpile(&kernel(
        "    const char *s = u8\"\\u00e9?\" R\"(a\\\"b)\";\n    x[i] = s[i % 4] + L'\\t' + u'\\u00e9' + U'z';",
    ));
    assert!(found.is_empty(), "{found:?}");
    let cl = out.artifacts.expect("artifacts").source;
    assert!(cl.contains(r#""\303\251\077a\\\"b""#), "{cl}");
    assert!(cl.contains("((int)9) + ((ushort)233) + ((uint)122)"), "{cl}");
    clang_accepts_opencl_c(&cl);
}

/// Records in OpenCL C: a nested struct and a member typedef become file-scope types named
/// `Outer__Inner`, default member initializers apply where objects are made (a designated
/// initializer, in constructors too), an operator outside the class may take the record
/// second, a compound assignment whose value is returned yields the object, a program-scope
/// constant built by a constructor is the initializer it amounts to, an alias template is the
/// type it names, a conditional is assigned through the address it picks, an enum of a narrow
/// underlying type types its objects with it; clang accepts the C.
#[test]
fn opencl_lowers_record_features_to_c() {
    let source = r#"
struct Cell {
  typedef unsigned int count_t;
  struct Stats { float sum = 1.5f; count_t n; } stats;
  float w = 2.0f;
  Cell() {}
  Cell(float v) : w(v) {}
};
inline Cell operator*(float s, const Cell &c) { return Cell(s * c.w); }
struct Acc {
  float v;
  Acc(float a) : v(a) {}
  Acc &operator+=(const Acc &o) { v += o.v; return *this; }
};
inline Acc operator+(Acc a, const Acc &b) { return a += b; }
const Acc ONE = Acc(1.0f);
template <typename T> using Pair = T[2];
enum class Mode : unsigned char { Plain = 1, Wide = 2 };
@kernel void k(const int n, float *x) {
  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {
    Cell a;
    Cell b = 2.0f * a;
    Cell::Stats s;
    Cell::count_t m = 1;
    int p = 0, q = 0;
    (i % 2 ? p : q) = 3;
    const Mode mode = static_cast<Mode>(1 + i % 2);
    Pair<float> two;
    two[0] = (ONE + Acc(2.0f)).v;
    two[1] = 0.5f;
    x[i] = b.w + s.sum + a.stats.sum + m + p + q + (mode == Mode::Wide ? 1 : 0) + two[0];
  }
}
"#;
    let loader = oklc_driver::MemoryLoader::new().with("records.okl", source);
    let options = oklc_driver::Options { mode: oklc_driver::Backend::OpenCl, ..Default::default() };
    let mut session = oklc_driver::Session::new(options, &loader);
    let out = session.transpile(Path::new("records.okl")).expect("readable");
    assert!(!out.diagnostics.has_errors(), "{:?}", out.diagnostics);
    let cl = out.artifacts.expect("artifacts").source;
    for needle in [
        "typedef unsigned int Cell__count_t;",
        "struct Cell__Stats {",
        "struct Cell__Stats stats;",
        "struct Cell _occa_self = {.stats = {.sum = 1.5f}, .w = 2.0f};",
        "struct Cell__Stats s = {.sum = 1.5f};",
        "operator_mul(2.0f, a)",
        "*(i % 2 ? &p : &q) = 3;",
        "const unsigned char mode = (unsigned char)(1 + i % 2);",
        "return Acc__operator_add_assign(&a, b), a;",
        "__constant const struct Acc ONE = {.v = 1.0f};",
        "float two[2];",
    ] {
        assert!(
            cl.contains(needle),
            "`{needle}` missing from the OpenCL C:
{cl}"
        );
    }
    clang_accepts_opencl_c(&cl);
}

/// A function template that names a class template with its own parameters (`Box<T>`,
/// `std::complex<T>`) gets, per copy, the record made for the arguments, and deduces them from
/// such a record; a member function applied to a returned record goes through its by-value
/// twin.
#[test]
fn opencl_copies_function_templates_over_class_template_instances() {
    let source = r#"
template <typename T> struct Box {
  T v;
  Box(T a) : v(a) {}
  Box operator*(const Box &o) const { return Box(v * o.v); }
  Box operator+(const Box &o) const { return Box(v + o.v); }
  T get() const { return v; }
};
template <typename T> Box<T> boxed(T a) { return Box<T>(a); }
template <typename T> T unbox(const Box<T> &b) { return b.v; }
@kernel void k(const int n, float *x) {
  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {
    Box<float> b = boxed(x[i]);
    std::complex<float> z(x[i], 1.0f);
    std::pair<int, float> p = std::make_pair(i, x[i]);
    x[i] = unbox(b * b + b) + (b + b).get() + std::norm(std::conj(z)) + p.second;
  }
}
"#;
    let loader = oklc_driver::MemoryLoader::new().with("instances.okl", source);
    let options = oklc_driver::Options { mode: oklc_driver::Backend::OpenCl, ..Default::default() };
    let mut session = oklc_driver::Session::new(options, &loader);
    let out = session.transpile(Path::new("instances.okl")).expect("readable");
    assert!(!out.diagnostics.has_errors(), "{:?}", out.diagnostics);
    let cl = out.artifacts.expect("artifacts").source;
    for needle in [
        "struct _occa_Box_float _occa_boxed_float(float a) {",
        "float _occa_unbox_float(const struct _occa_Box_float b) {",
        "_occa_Box_float__operator_add_by_value(_occa_Box_float__operator_mul(&b, b), b)",
        "_occa_Box_float__get_by_value(_occa_Box_float__operator_add(&b, b))",
        "struct _occa__occa_std__complex_float _occa_std__conj_float(",
        "_occa_std__norm_float(_occa_std__conj_float(z))",
        "struct _occa__occa_std__pair_int_float p = _occa_std__make_pair_int_float(i, x[i]);",
    ] {
        assert!(cl.contains(needle), "`{needle}` missing from the OpenCL C:\n{cl}");
    }
    assert!(!cl.contains("template"), "{cl}");
    // Each copy follows the record it returns.
    let record = cl.find("struct _occa__occa_std__pair_int_float {").expect("the pair record");
    let copy = cl.find("_occa_std__make_pair_int_float(int a").expect("the make_pair copy");
    assert!(record < copy, "{cl}");
    clang_accepts_opencl_c(&cl);
}

/// A function template's copy that needs a class template instance no declaration names has
/// no record to use: `OKL0610` at the call, not C that clang rejects.
#[test]
fn opencl_reports_an_instance_no_declaration_names() {
    let source = r#"
@kernel void k(const int n, float *x) {
  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {
    auto p = std::make_pair(i, x[i]);
    x[i] = p.second;
  }
}
"#;
    let loader = oklc_driver::MemoryLoader::new().with("unnamed.okl", source);
    let options = oklc_driver::Options { mode: oklc_driver::Backend::OpenCl, ..Default::default() };
    let mut session = oklc_driver::Session::new(options, &loader);
    let out = session.transpile(Path::new("unnamed.okl")).expect("readable");
    let error = out.diagnostics.iter().find(|d| d.is_error()).expect("an error");
    assert_eq!(error.code, oklc_diag::codes::codegen::UNSUPPORTED_TYPE, "{error:?}");
    assert!(error.message.contains("`std::make_pair` needs `std::pair<int, float>`"), "{error:?}");
    let span = error.primary.span;
    let (line, col) = session.db.get(span.file).line_col(span.lo);
    assert_eq!((line, col), (4, 14), "{error:?}");
}

/// clang accepts `cl` as OpenCL C 1.2 and 3.0.
fn clang_accepts_opencl_c(cl: &str) {
    let tmp = tempfile::tempdir().expect("tempdir");
    let path = tmp.path().join("k.cl");
    std::fs::write(&path, cl).expect("write the OpenCL C");
    for std in ["CL1.2", "CL3.0"] {
        let out = Command::new("clang")
            .args(["-x", "cl", &format!("-cl-std={std}"), "-fsyntax-only"])
            .arg(&path)
            .output()
            .expect("clang is needed for OpenCL C checks (apt-get install clang)");
        assert!(
            out.status.success(),
            "clang -cl-std={std} rejects the output:\n{}\n{cl}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// GPU targets make an `@atomic` block atomic update by update when its updates are
/// independent (updates of the block's own array stay plain), and report a block that is not,
/// saying why, at the `@atomic` statement.
#[test]
fn gpu_atomic_blocks_split_into_updates_or_say_why_not() {
    let source = "\
void note(int *p) { p[0] = 1; }
@kernel void blocks(const int n, int *a, int *m, int *b, int *c, int *d) {
  for (int g = 0; g < n; ++g; @outer) {
    for (int t = 0; t < 8; ++t; @inner) {
      @atomic {
        const int k = t % 4; int own[2] = {0, 0}; own[k % 2] += t;
        a[k] += 1;
        a[4 + k] += t;
        if (t > m[0]) m[0] = t;
      }
      @atomic {
        b[0] += 1;
        b[1] = b[0];
      }
      @atomic {
        c[0] += 1;
        c[0] *= 2;
      }
      @atomic {
        d[0] += 1;
        note(d);
      }
    }
  }
}
";
    let loader = oklc_driver::MemoryLoader::new().with("blocks.okl", source);
    for backend in [
        oklc_driver::Backend::Cuda,
        oklc_driver::Backend::OpenCl,
        oklc_driver::Backend::Sycl,
        oklc_driver::Backend::Metal,
    ] {
        let options = oklc_driver::Options { mode: backend, ..oklc_driver::Options::default() };
        let mut session = oklc_driver::Session::new(options, &loader);
        let out = session.transpile(Path::new("blocks.okl")).expect("readable");
        let found: Vec<(usize, String)> = out
            .diagnostics
            .iter()
            .map(|d| {
                let (line, _) = session.db.get(d.primary.span.file).line_col(d.primary.span.lo);
                (line as usize, d.message.clone())
            })
            .collect();
        let reasons: Vec<(usize, &str)> = found
            .iter()
            .map(|(line, m)| (*line, m.split(": ").nth(1).unwrap_or_default()))
            .collect();
        assert_eq!(
            reasons,
            [
                (
                    11,
                    "a statement in it reads a location that another statement of the block updates"
                ),
                (
                    15,
                    "two of its statements update one location with operations that do not commute"
                ),
                (19, "it calls a function, whose effects oklc cannot see"),
            ],
            "{backend:?}: {found:?}"
        );
        assert!(found.iter().all(|(_, m)| m.contains("has no atomic operation for this block")));
    }
    // Alone, the first block transpiles: one atomic per update, the maximum a loop.
    let first: String =
        source.lines().take(10).chain(["    }", "  }", "}"]).collect::<Vec<_>>().join("\n");
    let loader = oklc_driver::MemoryLoader::new().with("first.okl", first);
    let options = oklc_driver::Options {
        mode: oklc_driver::Backend::Cuda,
        ..oklc_driver::Options::default()
    };
    let mut session = oklc_driver::Session::new(options, &loader);
    let out = session.transpile(Path::new("first.okl")).expect("readable");
    assert!(!out.diagnostics.has_errors(), "{:?}", out.diagnostics);
    let device = out.artifacts.expect("artifacts").source;
    assert!(device.contains("atomicAdd(&a[k], 1);"), "{device}");
    assert!(device.contains("atomicAdd(&a[4 + k], t);"), "{device}");
    assert!(device.contains("own[k % 2] += t;") && !device.contains("&own"), "{device}");
    assert!(device.contains("int _occa_value = (int) _occa_seen;"), "{device}");
    assert!(device.contains("t > _occa_value ? t : _occa_value"), "{device}");
}

/// OpenCL C has no recursion: a recursive helper a kernel calls is `OKL0612` at the call that
/// closes the cycle, while a recursive `constexpr` function whose calls fold to values stays in
/// the output uncalled, and clang accepts the file.
#[test]
fn opencl_reports_recursion_that_kernels_reach() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let source = |body: &str| {
        format!(
            "int fact(int n) {{ return n <= 1 ? 1 : n * fact(n - 1); }}\n\
             constexpr int pw(int n) {{ return n == 0 ? 1 : 2 * pw(n - 1); }}\n\
             @kernel void k(int *o) {{\n\
             \x20 for (int b = 0; b < 4; ++b; @outer) {{\n\
             \x20   for (int t = 0; t < pw(2); ++t; @inner) {{\n\
             \x20     o[b * 4 + t] = {body};\n\
             \x20   }}\n\
             \x20 }}\n\
             }}\n"
        )
    };
    let transpile = |name: &str, body: &str| {
        let path = tmp.path().join(name);
        std::fs::write(&path, source(body)).unwrap();
        let options = oklc_driver::Options {
            mode: oklc_driver::Backend::OpenCl,
            ..oklc_driver::Options::default()
        };
        transpile_file(&path, options)
    };
    let Err(err) = transpile("runtime.okl", "fact(t) + pw(3)") else {
        panic!("recursion on OpenCL transpiled");
    };
    assert!(err.contains("OKL0612") && err.contains("`fact` calls itself"), "{err}");
    assert!(err.contains("runtime.okl:1:"), "reported at the recursive call: {err}");
    let out = transpile("folded.okl", "pw(3)").expect("folded constexpr calls transpile");
    assert!(out.source.contains("o[b * 4 + t] = 8;"), "{}", out.source);
    let cl = tmp.path().join("folded.cl");
    std::fs::write(&cl, &out.source).unwrap();
    let clang = Command::new("clang")
        .args(["-x", "cl", "-cl-std=CL1.2", "-fsyntax-only"])
        .arg(&cl)
        .output()
        .expect("clang runs (apt-get install clang)");
    assert!(clang.status.success(), "{}", String::from_utf8_lossy(&clang.stderr));
}

/// A member type of a dependent template-id (`typename Id<T>::type`) keeps `typename` in a
/// function template, where C++ needs it, and g++ compiles the serial output.
#[test]
fn dependent_member_types_keep_typename() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let path = tmp.path().join("dependent.okl");
    std::fs::write(
        &path,
        "template <class T> struct Id { using type = T; };\n\
         template <class T> typename Id<T>::type twice(T x) {\n\
         \x20 typename Id<T>::type y = x;\n\
         \x20 return y + y;\n\
         }\n\
         @kernel void k(int *o) {\n\
         \x20 for (int b = 0; b < 4; ++b; @outer) {\n\
         \x20   for (int t = 0; t < 4; ++t; @inner) {\n\
         \x20     o[b * 4 + t] = twice(t);\n\
         \x20   }\n\
         \x20 }\n\
         }\n",
    )
    .unwrap();
    let options = oklc_driver::Options {
        mode: oklc_driver::Backend::Serial,
        ..oklc_driver::Options::default()
    };
    let out = transpile_file(&path, options).unwrap_or_else(|e| panic!("{e}"));
    assert!(out.source.contains("typename Id<T>::type twice(T x)"), "{}", out.source);
    assert!(out.source.contains("typename Id<T>::type y = x;"), "{}", out.source);
    gxx_syntax_check(&out.source, false, tmp.path(), "dependent").unwrap_or_else(|e| panic!("{e}"));
}
