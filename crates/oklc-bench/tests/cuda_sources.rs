//! The CUDA half of the generated-code benchmark, checked without a GPU: clang type-checks the
//! hand-written kernels and drivers (with a test-only stand-in for `<cuda_runtime.h>`, see
//! `tests/cuda_shim/`), and the benchmark's plumbing runs end to end with stand-in `oklc` and
//! `nvcc` scripts. The timings themselves need nvcc and a GPU (`oklc-bench --kernels-cuda`).

use std::path::{Path, PathBuf};
use std::process::Command;

const KERNELS: &[&str] = &["axpy", "stencil", "matmul", "reduce", "sem"];

fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels")
}

fn shim_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cuda_shim")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("oklc-bench-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// clang's CUDA front end, `-fsyntax-only` for host and device (sm_70), with the shim;
/// hand-written sources (`strict`) must also be free of warnings.
fn clang_cuda(file: &Path, include: &[&Path], extra: &[&str], strict: bool) -> Result<(), String> {
    let clang = std::env::var("CLANGXX").unwrap_or_else(|_| "clang++".to_string());
    let mut cmd = Command::new(&clang);
    cmd.args(["-x", "cuda", "-nocudainc", "-nocudalib", "--cuda-gpu-arch=sm_70"])
        .args(["-std=c++17", "-fsyntax-only"])
        .args(if strict { &["-Wall", "-Werror"][..] } else { &[][..] })
        .arg("-I")
        .arg(shim_dir())
        .args(extra);
    for dir in include {
        cmd.arg("-I").arg(dir);
    }
    let out = cmd
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {clang} (install clang, or set CLANGXX): {e}"));
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Each hand-written kernel and its driver in one translation unit: besides the syntax and
/// types of both, clang then checks that the host function the hand file defines has the
/// signature the driver declares (extern "C" functions with conflicting types are an error).
#[test]
fn hand_written_cuda_and_drivers_type_check_together() {
    let dir = scratch("cuda-hand");
    let mut failures = Vec::new();
    for k in KERNELS {
        let tu = dir.join(format!("{k}_tu.cu"));
        std::fs::write(&tu, format!("#include \"{k}_driver.cu\"\n#include \"{k}_hand.cu\"\n"))
            .unwrap();
        if let Err(e) = clang_cuda(&tu, &[&kernels_dir()], &[], true) {
            failures.push(format!("{k}:\n{e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The check above rejects a hand-written host function whose signature differs from the
/// driver's declaration (a `double` alpha for axpy).
#[test]
fn a_signature_that_differs_from_the_driver_is_rejected() {
    let dir = scratch("cuda-bad");
    let hand = std::fs::read_to_string(kernels_dir().join("axpy_hand.cu")).unwrap();
    let bad =
        hand.replace("const float alpha, const float *x", "const double alpha, const float *x");
    assert_ne!(bad, hand, "the axpy host function's signature changed; update this test");
    std::fs::write(dir.join("bad_hand.cu"), bad).unwrap();
    let tu = dir.join("tu.cu");
    std::fs::write(&tu, "#include \"axpy_driver.cu\"\n#include \"bad_hand.cu\"\n").unwrap();
    let err = clang_cuda(&tu, &[&kernels_dir(), &dir], &[], true).unwrap_err();
    assert!(err.contains("conflicting types for 'axpy'"), "{err}");
}

/// oklc's CUDA output for each benchmark kernel (`--backend cuda --launcher-api native`, through
/// the driver library as `oklc transpile` runs it): the device file type-checks on its own (it
/// has no includes; nvcc adds the runtime header, here the shim), and the native launcher
/// type-checks in one translation unit with the benchmark's driver, so the launcher's host
/// function has the signature the driver calls.
#[test]
fn oklc_cuda_output_type_checks_with_the_drivers() {
    let dir = scratch("cuda-oklc");
    let mut failures = Vec::new();
    for k in KERNELS {
        let okl_path = PathBuf::from(format!("{k}.okl"));
        let okl = std::fs::read(kernels_dir().join(&okl_path)).unwrap();
        let loader = oklc_driver::MemoryLoader::new().with(okl_path.clone(), okl);
        let options = oklc_driver::Options {
            mode: oklc_driver::Backend::Cuda,
            launcher_api: oklc_codegen::LauncherApi::Native,
            ..oklc_driver::Options::default()
        };
        let mut session = oklc_driver::Session::new(options, &loader);
        let compiled = session.transpile(&okl_path).unwrap();
        assert!(!compiled.diagnostics.has_errors(), "{k}: {:?}", compiled.diagnostics);
        let artifacts = compiled.artifacts.unwrap();
        let launcher = artifacts.launcher.expect("the CUDA backend writes a launcher");
        let device = dir.join(format!("{k}.cu"));
        std::fs::write(&device, &artifacts.source).unwrap();
        std::fs::write(dir.join(format!("{k}_launcher.cpp")), launcher).unwrap();
        if let Err(e) = clang_cuda(&device, &[], &["-include", "cuda_runtime.h"], false) {
            failures.push(format!("{k}.cu:\n{e}"));
        }
        let tu = dir.join(format!("{k}_tu.cu"));
        std::fs::write(&tu, format!("#include \"{k}_launcher.cpp\"\n#include \"{k}_driver.cu\"\n"))
            .unwrap();
        if let Err(e) = clang_cuda(&tu, &[&dir, &kernels_dir()], &[], false) {
            failures.push(format!("{k}_launcher.cpp with {k}_driver.cu:\n{e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Writes an executable shell script.
fn script(path: &Path, text: &str) {
    std::fs::write(path, text).unwrap();
    let status = Command::new("chmod").arg("+x").arg(path).status().unwrap();
    assert!(status.success());
}

/// `--kernels-cuda` with stand-ins: an `oklc` that checks the transpile command line and writes
/// the two files, and an `nvcc` that checks the flags and sources of each build and produces a
/// program printing what a driver prints (oklc's build twice as slow as the hand build). The
/// table must show every kernel, the ratio, the checksum verdict and the device name.
#[test]
fn cuda_part_builds_runs_and_tabulates_with_stand_in_tools() {
    let dir = scratch("cuda-fake");
    let oklc = dir.join("oklc");
    script(
        &oklc,
        r#"#!/bin/sh
set -e
[ "$1" = transpile ] && [ "$3 $4 $5" = "--backend cuda -o" ] && [ "$7 $9 ${10}" = "--launcher --launcher-api native" ] || { echo "bad oklc args: $*" >&2; exit 1; }
[ -f "$2" ] && [ "$6" = "${2%.okl}.cu" ] && [ "$8" = "${2%.okl}_launcher.cpp" ] || { echo "bad names: $*" >&2; exit 1; }
echo "// device code of $2" > "$6"
echo "// launcher of $2" > "$8"
"#,
    );
    let nvcc = dir.join("nvcc");
    script(
        &nvcc,
        r#"#!/bin/sh
if [ "$1" = --version ]; then echo "nvcc: stand-in"; echo "Cuda compilation tools, release 99.9"; exit 0; fi
[ "$1 $2 $3" = "-O3 -std=c++17 -arch=native" ] || { echo "bad flags: $*" >&2; exit 1; }
shift 3
srcs=""
while [ "$1" != -o ]; do [ -f "$1" ] || { echo "missing $1" >&2; exit 1; }; srcs="$srcs $1"; shift; done
exe="$2"
case "$srcs" in
  *_hand.cu\ *_driver.cu) t=0.001; sum=42 ;;
  *.cu\ *_launcher.cpp\ *_driver.cu) t=0.002; sum=42 ;;
  *) echo "unexpected sources:$srcs" >&2; exit 1 ;;
esac
[ -f bench_cuda.h ] && [ -f bench_common.h ] || { echo "headers missing" >&2; exit 1; }
printf '#!/bin/sh\necho %s %s\necho "device: Stand-in GPU (sm_00)"\n' "$t" "$sum" > "$exe"
chmod +x "$exe"
"#,
    );
    let out = Command::new(env!("CARGO_BIN_EXE_oklc-bench"))
        .arg("--kernels-cuda")
        .arg("--quick")
        .env("OKLC", &oklc)
        .env("NVCC", &nvcc)
        .env_remove("NVCC_ARCH")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(!text.contains("FAILED"), "{text}");
    assert!(!text.contains("OpenMP"), "--kernels-cuda runs only the CUDA part:\n{text}");
    assert!(text.contains("Cuda compilation tools, release 99.9"), "{text}");
    assert!(text.contains("device: Stand-in GPU (sm_00)"), "{text}");
    for k in KERNELS {
        let row = text.lines().find(|l| l.trim_start().starts_with(k)).unwrap_or("");
        let cols: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(cols, [k, "2.000", "1.000", "2.000", "match"], "{text}");
    }
    assert!(text.contains("geometric mean oklc/hand: 2.000; worst: 2.000"), "{text}");
}

/// Without nvcc the CUDA part says so (and nothing else fails).
#[test]
fn cuda_part_reports_a_missing_nvcc() {
    let out = Command::new(env!("CARGO_BIN_EXE_oklc-bench"))
        .arg("--kernels-cuda")
        .env("NVCC", "/nonexistent/nvcc")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("skipped: nvcc not found"), "{text}");
}
