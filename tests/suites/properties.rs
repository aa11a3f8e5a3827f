//! The `properties` suite: invariants checked over kernels from the structure-aware generator
//! (`oklc_gen`) and over damaged versions of the conformance kernels.
//!
//! * every generated program compiles without a diagnostic for serial and OpenMP, never causes
//!   an internal compiler error (which is what an IR verifier failure after a pass becomes) for
//!   any backend, and compiles to byte-identical output twice in a row and on several threads at
//!   once;
//! * the normalize round trip (`print` → parse → `dump`) is exact on generated programs;
//! * every prefix of a conformance kernel compiles without a panic, with every diagnostic span
//!   inside its file;
//! * every generated program's serial and OpenMP outputs compile with g++ (`-Wall -Werror`, the
//!   conformance harness's flags) and compute byte-identical results (differential testing);
//! * so do its CUDA and HIP outputs with their native launchers, run on the CPU emulation of
//!   CUDA and HIP (docs/conformance.md) with the threads of each block in ascending and in
//!   descending order between barriers, and its OpenCL output with the standalone launcher on
//!   pocl.
//!
//! The inputs come from a fixed pseudo-random sequence, so a failure reproduces; its message
//! holds the program's source.

use std::path::{Path, PathBuf};
use std::process::Command;

use oklc_tests::conformance::{
    Backend, GpuApi, OPENCL_DRIVER_HELPERS, Options as HarnessOptions, SIMT_DESCENDING,
    build_emulated, conformance_dir,
};

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn bytes(&mut self, len: usize) -> Vec<u8> {
        (0..len).map(|_| (self.next() >> 24) as u8).collect()
    }
}

/// `count` generator inputs of varied lengths.
fn inputs(seed: u64, count: usize) -> Vec<Vec<u8>> {
    let mut rng = Rng(seed);
    (0..count)
        .map(|k| {
            let len = 16 + (k * 37) % 400;
            rng.bytes(len)
        })
        .collect()
}

#[test]
fn generated_programs_compile_deterministically_for_every_backend() {
    for data in inputs(0x5eed_0001, 40) {
        let program = oklc_gen::program_from_bytes(&data);
        oklc_driver::fuzz::compile_source(program.source.as_bytes(), true);
        for mode in oklc_driver::Backend::ALL {
            oklc_driver::fuzz::compile_once(program.source.as_bytes(), mode);
        }
    }
}

#[test]
fn generated_programs_round_trip_through_the_printer() {
    for data in inputs(0x5eed_0002, 60) {
        let program = oklc_gen::program_from_bytes(&data);
        oklc_driver::fuzz::parse(program.source.as_bytes());
    }
}

/// The fuzz bodies on raw generator bytes (what the `compile` fuzz target does).
#[test]
fn fuzz_compile_body_on_generator_bytes() {
    for data in inputs(0x5eed_0003, 12) {
        oklc_driver::fuzz::compile(&data);
    }
}

#[test]
fn concurrent_compiles_are_byte_identical() {
    let mut sources: Vec<Vec<u8>> = inputs(0x5eed_0004, 6)
        .iter()
        .map(|d| oklc_gen::program_from_bytes(d).source.into_bytes())
        .collect();
    for name in ["16_block_reduce.okl", "20_sem_operator.okl", "32_tiled_matmul.okl"] {
        sources.push(std::fs::read(conformance_dir().join(name)).expect("conformance kernel"));
    }
    for mode in [oklc_driver::Backend::Serial, oklc_driver::Backend::OpenMp] {
        let sequential: Vec<_> =
            sources.iter().map(|s| oklc_driver::fuzz::compile_once(s, mode)).collect();
        let parallel: Vec<Vec<_>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..4)
                .map(|_| {
                    scope.spawn(|| {
                        sources
                            .iter()
                            .map(|s| oklc_driver::fuzz::compile_once(s, mode))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().expect("compile thread panicked")).collect()
        });
        for (t, results) in parallel.iter().enumerate() {
            for (k, (a, b)) in sequential.iter().zip(results).enumerate() {
                assert!(a == b, "{mode}: thread {t} compiled source {k} differently");
            }
        }
    }
}

#[test]
fn every_prefix_of_a_conformance_kernel_is_handled() {
    for name in ["16_block_reduce.okl", "19_exclusive_array.okl", "29_template_float.okl"] {
        let text = std::fs::read(conformance_dir().join(name)).expect("conformance kernel");
        let step = (text.len() / 40).max(1);
        for end in (0..text.len()).step_by(step) {
            for mode in [
                oklc_driver::Backend::Serial,
                oklc_driver::Backend::OpenMp,
                oklc_driver::Backend::Cuda,
            ] {
                oklc_driver::fuzz::compile_once(&text[..end], mode);
            }
        }
    }
}

/// Where the differential test writes its drivers and executables.
fn work_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("properties")
}

/// Transpiles, builds and runs `program` for a host backend; returns the run's stdout.
fn run_host(program: &oklc_gen::Program, backend: &str, dir: &Path, n: usize) -> String {
    let compiled = oklc_driver::fuzz::compile_once(
        program.source.as_bytes(),
        backend.parse().expect("a backend name"),
    );
    let Some((source, _metadata)) = compiled.output else {
        panic!(
            "{backend}: generated program does not compile:\n{}\n{}",
            compiled.diagnostics.join(""),
            program.source
        );
    };
    let be = Backend::host(backend).expect("host backend");
    let harness = HarnessOptions::default();
    std::fs::create_dir_all(dir).expect("work dir");
    std::fs::write(dir.join("kernel.okl"), &program.source).expect("write");
    std::fs::write(dir.join("kernel.cpp"), &source).expect("write");
    std::fs::write(dir.join("driver.cpp"), oklc_gen::host_driver(program, "kernel.cpp", n))
        .expect("write");
    let out = Command::new(&harness.cxx)
        .current_dir(dir)
        .args(&harness.cxx_flags)
        .args(&be.cxx_flags)
        .args(["driver.cpp", "-o", "driver"])
        .output()
        .unwrap_or_else(|e| panic!("cannot run {} (g++ is required): {e}", harness.cxx));
    assert!(
        out.status.success(),
        "{backend}: g++ rejected the output for {}:\n{}",
        dir.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let mut run = Command::new(dir.join("driver"));
    for (k, v) in &be.run_env {
        run.env(k, v);
    }
    let out = run.output().expect("run driver");
    assert!(out.status.success(), "{backend}: driver in {} failed: {}", dir.display(), out.status);
    String::from_utf8(out.stdout).expect("ascii output")
}

#[test]
fn serial_and_openmp_compute_the_same_results() {
    let sizes = [1, 37, 100, 257];
    for (k, data) in inputs(0x5eed_0005, 8).iter().enumerate() {
        let program = oklc_gen::program_from_bytes(data);
        let n = sizes[k % sizes.len()];
        let dir = work_dir().join(format!("p{k}"));
        let serial = run_host(&program, "serial", &dir.join("serial"), n);
        let openmp = run_host(&program, "openmp", &dir.join("openmp"), n);
        assert!(serial.lines().count() > n, "driver printed too little:\n{serial}");
        if serial != openmp {
            let diff: Vec<String> = serial
                .lines()
                .zip(openmp.lines())
                .filter(|(a, b)| a != b)
                .take(10)
                .map(|(a, b)| format!("serial {a} / openmp {b}"))
                .collect();
            panic!(
                "serial and OpenMP results differ (N = {n}, files in {}):\n{}\n--- source ---\n{}",
                dir.display(),
                diff.join("\n"),
                program.source
            );
        }
    }
}

/// Transpiles `program` for CUDA or HIP with the native launcher, builds it on the CPU emulation
/// and runs it with the threads of each block in ascending, then descending order; returns the
/// output, which must be the same both times.
fn run_emulated_gpu(program: &oklc_gen::Program, api: GpuApi, dir: &Path, n: usize) -> String {
    std::fs::create_dir_all(dir).expect("work dir");
    let okl = dir.join("kernel.okl");
    std::fs::write(&okl, &program.source).expect("write");
    let options = oklc_driver::Options {
        mode: api.prefix().parse().expect("a backend name"),
        launcher_api: oklc_codegen::LauncherApi::Native,
        ..oklc_driver::Options::default()
    };
    let out = oklc_tests::pipeline::transpile_file(&okl, options).unwrap_or_else(|e| {
        panic!("{api:?}: generated program does not compile:\n{e}\n{}", program.source)
    });
    let device = if api == GpuApi::Cuda { "kernel.cu" } else { "kernel.hip.cpp" };
    std::fs::write(dir.join(device), &out.source).expect("write");
    std::fs::write(dir.join("launcher.cpp"), out.launcher.expect("a native launcher"))
        .expect("write");
    std::fs::write(
        dir.join("driver.cpp"),
        oklc_gen::gpu_driver(program, "launcher.cpp", api.prefix(), n),
    )
    .expect("write");
    let harness = HarnessOptions::default();
    if let Err((stage, log)) =
        build_emulated(api, Path::new(device), "driver.cpp", &out.metadata_json, dir, &harness)
    {
        panic!("{api:?}: {stage:?} failed in {}:\n{log}", dir.display());
    }
    let run = |descending: bool| {
        let mut cmd = Command::new(dir.join("driver"));
        if descending {
            cmd.env(SIMT_DESCENDING.0, SIMT_DESCENDING.1);
        }
        let out = cmd.output().expect("run driver");
        let text = String::from_utf8(out.stdout).expect("ascii output");
        assert!(
            out.status.success(),
            "{api:?}: driver in {} failed: {}\n{text}",
            dir.display(),
            out.status
        );
        text
    };
    let ascending = run(false);
    assert!(
        ascending == run(true),
        "{api:?}: the thread order changes the results (files in {})",
        dir.display()
    );
    ascending
}

/// The lines where two drivers' outputs differ, at most ten.
fn first_differences(a: &str, b: &str, names: (&str, &str)) -> String {
    a.lines()
        .zip(b.lines())
        .filter(|(x, y)| x != y)
        .take(10)
        .map(|(x, y)| format!("{} {x} / {} {y}", names.0, names.1))
        .collect::<Vec<_>>()
        .join("\n")
}

/// For `count` programs generated from `seed`: builds and runs the serial output, then `check`s
/// another backend's results against it, given the program, its size and its folder
/// (`target/tmp/properties/<tag><k>/`).
fn against_serial(
    seed: u64,
    count: usize,
    tag: &str,
    check: impl Fn(&oklc_gen::Program, usize, &Path, &str),
) {
    let sizes = [1, 37, 100, 257, 64, 5];
    for (k, data) in inputs(seed, count).iter().enumerate() {
        let program = oklc_gen::program_from_bytes(data);
        let n = sizes[k % sizes.len()];
        let dir = work_dir().join(format!("{tag}{k}"));
        let serial = run_host(&program, "serial", &dir.join("serial"), n);
        assert!(serial.lines().count() > n, "driver printed too little:\n{serial}");
        check(&program, n, &dir, &serial);
    }
}

/// Fails with the first differing lines and the program when `got` is not `serial`.
fn assert_same(serial: &str, got: &str, backend: &str, n: usize, dir: &Path, source: &str) {
    assert!(
        serial == got,
        "serial and {backend} results differ (N = {n}, files in {}):\n{}\n--- source ---\n{source}",
        dir.display(),
        first_differences(serial, got, ("serial", backend)),
    );
}

#[test]
fn serial_cuda_and_hip_compute_the_same_results() {
    against_serial(0x5eed_0006, 12, "g", |program, n, dir, serial| {
        for api in [GpuApi::Cuda, GpuApi::Hip] {
            let gpu = run_emulated_gpu(program, api, &dir.join(api.prefix()), n);
            assert_same(serial, &gpu, api.prefix(), n, dir, &program.source);
        }
    });
}

/// The vectors every generated kernel takes, in parameter order after `N`.
const VECTORS: [&str; 6] = ["x", "xi", "y", "yi", "acc", "iacc"];

/// A driver for the standalone OpenCL launcher: the inputs of [`oklc_gen::host_driver`] in
/// buffers, every kernel built and launched, the outputs read back and printed alike.
fn opencl_driver(program: &oklc_gen::Program, n: usize) -> String {
    let mut s = String::from(
        "#include \"launcher.cpp\"\n#include <cstdio>\n#include <cstdlib>\n#include <cstring>\n\
         #include <vector>\n\n",
    );
    s.push_str(OPENCL_DRIVER_HELPERS);
    s.push_str("int main() {\n");
    oklc_gen::push_inputs(&mut s, n);
    // The helpers' sub-buffers serve the conformance drivers' guards, not this driver.
    s.push_str("  (void)oklc_cl_part;\n  oklc_cl_init();\n");
    for k in &program.kernels {
        s.push_str(&format!(
            "  if ({k}_setup(oklc_cl_queue, nullptr) != CL_SUCCESS) {{\n    \
             std::printf(\"%s\\n\", {k}_error());\n    return 3;\n  }}\n"
        ));
    }
    for v in VECTORS {
        s.push_str(&format!(
            "  cl_mem d_{v} = oklc_cl_buffer({v}.data(), {v}.size() * sizeof({v}[0]), \"{v}\");\n"
        ));
    }
    let args: Vec<String> = VECTORS.iter().map(|v| format!("d_{v}")).collect();
    for k in &program.kernels {
        s.push_str(&format!(
            "  {k}(N, {});\n  if (const char *e = {k}_error()) {{\n    \
             std::printf(\"%s\\n\", e);\n    return 3;\n  }}\n",
            args.join(", ")
        ));
    }
    s.push_str("  oklc_cl(clFinish(oklc_cl_queue), \"clFinish\");\n");
    for v in VECTORS {
        s.push_str(&format!(
            "  oklc_cl(clEnqueueReadBuffer(oklc_cl_queue, d_{v}, CL_TRUE, 0, {v}.size() * \
             sizeof({v}[0]), {v}.data(), 0, nullptr, nullptr), \"read {v}\");\n"
        ));
    }
    oklc_gen::push_outputs(&mut s);
    s
}

/// Transpiles `program` for OpenCL with the standalone launcher, builds its driver with g++ and
/// runs it on pocl's CPU device; returns the printed results.
fn run_opencl(program: &oklc_gen::Program, dir: &Path, n: usize) -> String {
    std::fs::create_dir_all(dir).expect("work dir");
    let okl = dir.join("kernel.okl");
    std::fs::write(&okl, &program.source).expect("write");
    let options = oklc_driver::Options {
        mode: oklc_driver::Backend::OpenCl,
        launcher_api: oklc_codegen::LauncherApi::Native,
        ..oklc_driver::Options::default()
    };
    let out = oklc_tests::pipeline::transpile_file(&okl, options).unwrap_or_else(|e| {
        panic!("OpenCL: generated program does not compile:\n{e}\n{}", program.source)
    });
    std::fs::write(dir.join("kernel.cl"), &out.source).expect("write");
    std::fs::write(dir.join("launcher.cpp"), out.launcher.expect("a standalone launcher"))
        .expect("write");
    std::fs::write(dir.join("driver.cpp"), opencl_driver(program, n)).expect("write");
    let harness = HarnessOptions::default();
    let built = Command::new(&harness.cxx)
        .current_dir(dir)
        .args(&harness.cxx_flags)
        .args(["driver.cpp", "-o", "driver", "-lOpenCL"])
        .output()
        .unwrap_or_else(|e| panic!("cannot run {} (g++ is required): {e}", harness.cxx));
    assert!(
        built.status.success(),
        "OpenCL: g++ rejected the driver in {}:\n{}",
        dir.display(),
        String::from_utf8_lossy(&built.stderr)
    );
    let ran = Command::new(dir.join("driver"))
        .env("OCL_ICD_VENDORS", "/etc/OpenCL/vendors")
        .env("OKLC_OPENCL_PLATFORM", "Portable Computing Language")
        .output()
        .expect("run driver");
    let text = String::from_utf8(ran.stdout).expect("ascii output");
    assert!(
        ran.status.success(),
        "OpenCL: driver in {} failed on pocl (pocl-opencl-icd is required): {}\n{text}",
        dir.display(),
        ran.status
    );
    text.lines().filter(|l| !l.starts_with("oklc-conformance:")).map(|l| format!("{l}\n")).collect()
}

#[test]
fn serial_and_opencl_compute_the_same_results() {
    against_serial(0x5eed_0007, 10, "c", |program, n, dir, serial| {
        let opencl = run_opencl(program, &dir.join("opencl"), n);
        assert_same(serial, &opencl, "opencl", n, dir, &program.source);
    });
}
