//! Generated-code benchmark: classic kernels written in OKL, transpiled to OpenMP by oklc, and
//! the same algorithms hand-written in C++/OpenMP, each linked with the same driver and compiled
//! with the same flags; prints the time ratio oklc/hand (target: within 5%).
//!
//! The sources live in `crates/oklc-bench/kernels/` and are embedded in the binary, so the
//! benchmark runs from any working directory.

use std::path::Path;
use std::process::Command;

use oklc_driver::{MemoryLoader, Session};

/// One kernel: name, OKL source, hand-written C++, driver.
struct Kernel {
    name: &'static str,
    okl: &'static str,
    hand: &'static str,
    driver: &'static str,
}

macro_rules! kernel {
    ($name:literal) => {
        Kernel {
            name: $name,
            okl: include_str!(concat!("../kernels/", $name, ".okl")),
            hand: include_str!(concat!("../kernels/", $name, "_hand.cpp")),
            driver: include_str!(concat!("../kernels/", $name, "_driver.cpp")),
        }
    };
}

const KERNELS: &[Kernel] =
    &[kernel!("axpy"), kernel!("stencil"), kernel!("matmul"), kernel!("reduce"), kernel!("sem")];

const COMMON_H: &str = include_str!("../kernels/bench_common.h");

/// The compiler and flags both variants are built with.
const CXX_FLAGS: &[&str] = &["-O3", "-march=native", "-fopenmp", "-std=c++17"];

/// Transpiles OKL text to OpenMP C++ through the driver.
fn transpile(name: &str, okl: &str) -> Result<String, String> {
    let path = format!("{name}.okl");
    let loader = MemoryLoader::new().with(path.clone(), okl.as_bytes().to_vec());
    let options = oklc_driver::Options {
        mode: "openmp".to_string(),
        keep_comments: false,
        ..oklc_driver::Options::default()
    };
    let mut session = Session::new(options, &loader);
    let compiled = session.transpile(Path::new(&path)).map_err(|e| e.to_string())?;
    match compiled.artifacts {
        Some(a) if !compiled.diagnostics.has_errors() => Ok(a.source),
        _ => Err(format!("{name}: oklc reported errors: {:?}", compiled.diagnostics)),
    }
}

fn compile(cxx: &str, dir: &Path, sources: &[&str], exe: &str) -> Result<(), String> {
    let out = Command::new(cxx)
        .current_dir(dir)
        .args(CXX_FLAGS)
        .args(sources)
        .arg("-o")
        .arg(exe)
        .output()
        .map_err(|e| format!("cannot run {cxx}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!("{cxx} failed on {sources:?}:\n{}", String::from_utf8_lossy(&out.stderr)))
    }
}

/// Runs a driver; returns `(seconds, checksum)`.
fn run(dir: &Path, exe: &str) -> Result<(f64, f64), String> {
    let threads = std::env::var("OMP_NUM_THREADS").unwrap_or_else(|_| "1".to_string());
    let out = Command::new(dir.join(exe))
        .env("OMP_NUM_THREADS", threads)
        .output()
        .map_err(|e| format!("cannot run {exe}: {e}"))?;
    if !out.status.success() {
        return Err(format!("{exe} failed"));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let mut it = text.split_whitespace();
    let secs = it.next().and_then(|s| s.parse().ok()).ok_or("no time printed")?;
    let sum = it.next().and_then(|s| s.parse().ok()).ok_or("no checksum printed")?;
    Ok((secs, sum))
}

pub(crate) fn report(work: &Path, rounds: usize) {
    println!();
    println!("Generated-code speed: oklc OpenMP output vs hand-written C++/OpenMP");
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "g++".to_string());
    // One thread unless the caller chose: the comparison is about the code in one thread, and
    // a shared machine makes multi-threaded timings noisy.
    let threads = std::env::var("OMP_NUM_THREADS").unwrap_or_else(|_| "1".to_string());
    println!(
        "  compiler: {cxx} {}; OMP_NUM_THREADS: {threads}; best of {rounds} alternating runs, each the median of its repetitions",
        CXX_FLAGS.join(" ")
    );
    println!("  {:<10}{:>14}{:>14}{:>12}  checksum", "kernel", "oklc ms", "hand ms", "oklc/hand");
    let dir = work.join("kernels");
    std::fs::create_dir_all(&dir).expect("create the kernel work folder");
    std::fs::write(dir.join("bench_common.h"), COMMON_H).expect("write bench_common.h");
    let mut ratios = Vec::new();
    for k in KERNELS {
        let result = (|| -> Result<(f64, f64, bool), String> {
            let generated = transpile(k.name, k.okl)?;
            let oklc_cpp = format!("{}_oklc.cpp", k.name);
            let hand_cpp = format!("{}_hand.cpp", k.name);
            let driver_cpp = format!("{}_driver.cpp", k.name);
            std::fs::write(dir.join(&oklc_cpp), generated).map_err(|e| e.to_string())?;
            std::fs::write(dir.join(&hand_cpp), k.hand).map_err(|e| e.to_string())?;
            std::fs::write(dir.join(&driver_cpp), k.driver).map_err(|e| e.to_string())?;
            let oklc_exe = format!("{}_oklc", k.name);
            let hand_exe = format!("{}_hand", k.name);
            compile(&cxx, &dir, &[&driver_cpp, &oklc_cpp], &oklc_exe)?;
            compile(&cxx, &dir, &[&driver_cpp, &hand_cpp], &hand_exe)?;
            let (mut best_oklc, mut best_hand) = (f64::INFINITY, f64::INFINITY);
            let mut same = true;
            for _ in 0..rounds {
                let (t_oklc, s_oklc) = run(&dir, &oklc_exe)?;
                let (t_hand, s_hand) = run(&dir, &hand_exe)?;
                best_oklc = best_oklc.min(t_oklc);
                best_hand = best_hand.min(t_hand);
                let tol = 1e-4 * s_hand.abs().max(1.0);
                same &= (s_oklc - s_hand).abs() <= tol;
            }
            Ok((best_oklc, best_hand, same))
        })();
        match result {
            Ok((o, h, same)) => {
                let ratio = o / h;
                ratios.push(ratio);
                println!(
                    "  {:<10}{:>14.3}{:>14.3}{:>12.3}  {}",
                    k.name,
                    o * 1e3,
                    h * 1e3,
                    ratio,
                    if same { "match" } else { "MISMATCH" }
                );
            }
            Err(e) => println!("  {:<10} FAILED: {e}", k.name),
        }
    }
    if !ratios.is_empty() {
        let geo = (ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len() as f64).exp();
        let worst = ratios.iter().copied().fold(0.0, f64::max);
        println!("  geometric mean oklc/hand: {geo:.3}; worst: {worst:.3} (target <= 1.05)");
    }
    println!("  CUDA output vs hand-written CUDA: n/a (the CUDA backend does not exist yet)");
}
