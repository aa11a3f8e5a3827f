//! Generated-code benchmark: classic kernels written in OKL, transpiled by oklc, and the same
//! algorithms written by hand, each linked with the same driver and compiled with the same
//! flags; prints the time ratio oklc/hand (target: within 5%).
//!
//! Two parts: oklc's OpenMP output vs hand-written C++/OpenMP (g++), and, where `nvcc` is
//! found, oklc's CUDA output with its native launcher vs hand-written CUDA.
//!
//! The sources live in `crates/oklc-bench/kernels/` and are embedded in the binary, so the
//! benchmark runs from any working directory and on a machine without the repository;
//! `--kernels-dir DIR` reads them from DIR instead (to try an edited kernel without cargo).

use std::path::{Path, PathBuf};
use std::process::Command;

use oklc_driver::{MemoryLoader, Session};

/// One kernel: its name and its embedded sources.
struct Kernel {
    name: &'static str,
    okl: &'static str,
    hand: &'static str,
    driver: &'static str,
    hand_cu: &'static str,
    driver_cu: &'static str,
}

macro_rules! kernel {
    ($name:literal) => {
        Kernel {
            name: $name,
            okl: include_str!(concat!("../kernels/", $name, ".okl")),
            hand: include_str!(concat!("../kernels/", $name, "_hand.cpp")),
            driver: include_str!(concat!("../kernels/", $name, "_driver.cpp")),
            hand_cu: include_str!(concat!("../kernels/", $name, "_hand.cu")),
            driver_cu: include_str!(concat!("../kernels/", $name, "_driver.cu")),
        }
    };
}

const KERNELS: &[Kernel] =
    &[kernel!("axpy"), kernel!("stencil"), kernel!("matmul"), kernel!("reduce"), kernel!("sem")];

const COMMON_H: &str = include_str!("../kernels/bench_common.h");
const CUDA_H: &str = include_str!("../kernels/bench_cuda.h");

/// The compiler and flags both variants are built with.
const CXX_FLAGS: &[&str] = &["-O3", "-march=native", "-fopenmp", "-std=c++17"];

/// The nvcc flags both CUDA variants are built with; `-arch=native` unless `NVCC_ARCH` names
/// another (`sm_90`, say).
fn nvcc_flags() -> Vec<String> {
    let arch = std::env::var("NVCC_ARCH").unwrap_or_else(|_| "native".to_string());
    vec!["-O3".into(), "-std=c++17".into(), format!("-arch={arch}")]
}

/// Where the kernel sources come from: embedded, or the files of `--kernels-dir`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Sources {
    pub(crate) dir: Option<PathBuf>,
}

impl Sources {
    /// The text of `file`: read from the folder when one was given, else the embedded copy.
    fn get(&self, file: &str, embedded: &'static str) -> Result<String, String> {
        match &self.dir {
            Some(dir) => std::fs::read_to_string(dir.join(file))
                .map_err(|e| format!("cannot read {}: {e}", dir.join(file).display())),
            None => Ok(embedded.to_string()),
        }
    }

    /// Writes `file` (embedded text or the folder's copy) into `work`.
    fn write(&self, work: &Path, file: &str, embedded: &'static str) -> Result<(), String> {
        let text = self.get(file, embedded)?;
        std::fs::write(work.join(file), text).map_err(|e| format!("cannot write {file}: {e}"))
    }
}

/// Transpiles OKL text to OpenMP C++ through the driver.
fn transpile(name: &str, okl: &str) -> Result<String, String> {
    let path = format!("{name}.okl");
    let loader = MemoryLoader::new().with(path.clone(), okl.as_bytes().to_vec());
    let options = oklc_driver::Options {
        mode: oklc_driver::Backend::OpenMp,
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

/// Runs `program args...` in `dir`; on failure the error carries its stderr.
fn command(program: &str, dir: &Path, args: &[&str]) -> Result<String, String> {
    let out = Command::new(program)
        .current_dir(dir)
        .args(args)
        .output()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(format!(
            "{program} {} failed:\n{}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim_end()
        ))
    }
}

fn compile(
    cxx: &str,
    flags: &[String],
    dir: &Path,
    sources: &[&str],
    exe: &str,
) -> Result<(), String> {
    let mut args: Vec<&str> = flags.iter().map(String::as_str).collect();
    args.extend_from_slice(sources);
    args.extend_from_slice(&["-o", exe]);
    command(cxx, dir, &args).map(drop)
}

/// What a driver printed: `seconds checksum`, then optional `device: NAME` (CUDA drivers).
#[derive(Debug, PartialEq)]
struct Timing {
    seconds: f64,
    checksum: f64,
    device: Option<String>,
}

fn parse_timing(text: &str) -> Result<Timing, String> {
    let mut lines = text.lines();
    let mut it = lines.next().unwrap_or("").split_whitespace();
    let seconds = it.next().and_then(|s| s.parse().ok()).ok_or("no time printed")?;
    let checksum = it.next().and_then(|s| s.parse().ok()).ok_or("no checksum printed")?;
    let device = lines.find_map(|l| l.strip_prefix("device:")).map(|d| d.trim().to_string());
    Ok(Timing { seconds, checksum, device })
}

/// Runs a driver (OpenMP drivers with `OMP_NUM_THREADS`, one thread unless the caller chose).
fn run(dir: &Path, exe: &str) -> Result<Timing, String> {
    let threads = std::env::var("OMP_NUM_THREADS").unwrap_or_else(|_| "1".to_string());
    let out = Command::new(dir.join(exe))
        .env("OMP_NUM_THREADS", threads)
        .output()
        .map_err(|e| format!("cannot run {exe}: {e}"))?;
    if !out.status.success() {
        return Err(format!("{exe} failed: {}", String::from_utf8_lossy(&out.stderr).trim_end()));
    }
    parse_timing(&String::from_utf8_lossy(&out.stdout))
}

/// Runs the two programs alternately `rounds` times; returns the best time of each and
/// whether every pair of checksums agreed, and the device a CUDA driver named.
fn race(dir: &Path, oklc_exe: &str, hand_exe: &str, rounds: usize) -> Result<Race, String> {
    let mut r = Race { oklc: f64::INFINITY, hand: f64::INFINITY, same: true, device: None };
    for _ in 0..rounds {
        let o = run(dir, oklc_exe)?;
        let h = run(dir, hand_exe)?;
        r.oklc = r.oklc.min(o.seconds);
        r.hand = r.hand.min(h.seconds);
        let tol = 1e-4 * h.checksum.abs().max(1.0);
        r.same &= (o.checksum - h.checksum).abs() <= tol;
        r.device = r.device.or(h.device).or(o.device);
    }
    Ok(r)
}

struct Race {
    oklc: f64,
    hand: f64,
    same: bool,
    device: Option<String>,
}

fn header() {
    println!("  {:<10}{:>14}{:>14}{:>12}  checksum", "kernel", "oklc ms", "hand ms", "oklc/hand");
}

/// Prints one kernel's row; a successful one adds its ratio to `ratios`.
fn row(name: &str, result: &Result<Race, String>, ratios: &mut Vec<f64>) {
    match result {
        Ok(r) => {
            let ratio = r.oklc / r.hand;
            ratios.push(ratio);
            println!(
                "  {:<10}{:>14.3}{:>14.3}{:>12.3}  {}",
                name,
                r.oklc * 1e3,
                r.hand * 1e3,
                ratio,
                if r.same { "match" } else { "MISMATCH" }
            );
        }
        Err(e) => println!("  {name:<10} FAILED: {e}"),
    }
}

fn summary(ratios: &[f64]) {
    if !ratios.is_empty() {
        let geo = (ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len() as f64).exp();
        let worst = ratios.iter().copied().fold(0.0, f64::max);
        println!("  geometric mean oklc/hand: {geo:.3}; worst: {worst:.3} (target <= 1.05)");
    }
}

/// The OpenMP part: oklc's OpenMP output vs hand-written C++/OpenMP.
pub(crate) fn report(work: &Path, rounds: usize, sources: &Sources) {
    println!();
    println!("Generated-code speed: oklc OpenMP output vs hand-written C++/OpenMP");
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "g++".to_string());
    let flags: Vec<String> = CXX_FLAGS.iter().map(|s| s.to_string()).collect();
    // One thread unless the caller chose: the comparison is about the code in one thread, and
    // a shared machine makes multi-threaded timings noisy.
    let threads = std::env::var("OMP_NUM_THREADS").unwrap_or_else(|_| "1".to_string());
    println!(
        "  compiler: {cxx} {}; OMP_NUM_THREADS: {threads}; best of {rounds} alternating runs, each the median of its repetitions",
        CXX_FLAGS.join(" ")
    );
    header();
    let dir = work.join("kernels");
    std::fs::create_dir_all(&dir).expect("create the kernel work folder");
    let mut ratios = Vec::new();
    for k in KERNELS {
        let result = (|| -> Result<Race, String> {
            sources.write(&dir, "bench_common.h", COMMON_H)?;
            let okl = sources.get(&format!("{}.okl", k.name), k.okl)?;
            let generated = transpile(k.name, &okl)?;
            let oklc_cpp = format!("{}_oklc.cpp", k.name);
            let hand_cpp = format!("{}_hand.cpp", k.name);
            let driver_cpp = format!("{}_driver.cpp", k.name);
            std::fs::write(dir.join(&oklc_cpp), generated).map_err(|e| e.to_string())?;
            sources.write(&dir, &hand_cpp, k.hand)?;
            sources.write(&dir, &driver_cpp, k.driver)?;
            let oklc_exe = format!("{}_oklc", k.name);
            let hand_exe = format!("{}_hand", k.name);
            compile(&cxx, &flags, &dir, &[&driver_cpp, &oklc_cpp], &oklc_exe)?;
            compile(&cxx, &flags, &dir, &[&driver_cpp, &hand_cpp], &hand_exe)?;
            race(&dir, &oklc_exe, &hand_exe, rounds)
        })();
        row(k.name, &result, &mut ratios);
    }
    summary(&ratios);
}

/// The first of `NVCC`, `nvcc` on `PATH`, `$CUDA_HOME/bin/nvcc`, `/usr/local/cuda/bin/nvcc`
/// that answers `--version`, with the version's last line.
fn find_nvcc() -> Option<(String, String)> {
    let mut candidates = Vec::new();
    if let Ok(n) = std::env::var("NVCC") {
        candidates.push(n);
    } else {
        candidates.push("nvcc".to_string());
        if let Ok(home) = std::env::var("CUDA_HOME") {
            candidates.push(format!("{home}/bin/nvcc"));
        }
        candidates.push("/usr/local/cuda/bin/nvcc".to_string());
    }
    candidates.into_iter().find_map(|nvcc| {
        let out = Command::new(&nvcc).arg("--version").output().ok()?;
        let text = String::from_utf8_lossy(&out.stdout);
        let version = text.lines().rfind(|l| !l.trim().is_empty()).unwrap_or("").trim();
        out.status.success().then(|| (nvcc.clone(), version.to_string()))
    })
}

/// The `oklc` binary: `OKLC`, else the one next to this executable.
fn find_oklc() -> Result<PathBuf, String> {
    if let Ok(p) = std::env::var("OKLC") {
        return Ok(PathBuf::from(p));
    }
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let oklc = exe.with_file_name(format!("oklc{}", std::env::consts::EXE_SUFFIX));
    if oklc.is_file() {
        Ok(oklc)
    } else {
        Err(format!(
            "{} not found (build it: cargo build --release -p oklc, or set OKLC)",
            oklc.display()
        ))
    }
}

/// The CUDA part: `oklc transpile --backend cuda --launcher-api native` vs hand-written CUDA,
/// both linked with `NAME_driver.cu` and built by nvcc with the same flags.
pub(crate) fn report_cuda(work: &Path, rounds: usize, sources: &Sources) {
    println!();
    println!("Generated-code speed: oklc CUDA output vs hand-written CUDA");
    let Some((nvcc, version)) = find_nvcc() else {
        println!(
            "  skipped: nvcc not found (set NVCC, put nvcc on PATH or install the CUDA toolkit under /usr/local/cuda)"
        );
        return;
    };
    let oklc = match find_oklc() {
        Ok(p) => p,
        Err(e) => {
            println!("  skipped: {e}");
            return;
        }
    };
    let flags = nvcc_flags();
    println!(
        "  compiler: {nvcc} {} ({version}); best of {rounds} alternating runs, each the median of its cudaEvent-timed repetitions",
        flags.join(" ")
    );
    let dir = work.join("cuda");
    std::fs::create_dir_all(&dir).expect("create the CUDA work folder");
    let oklc = oklc.to_string_lossy().into_owned();
    let mut results = Vec::new();
    for k in KERNELS {
        eprintln!("  building and running {} (CUDA) ...", k.name);
        let result = (|| -> Result<Race, String> {
            sources.write(&dir, "bench_common.h", COMMON_H)?;
            sources.write(&dir, "bench_cuda.h", CUDA_H)?;
            let okl = format!("{}.okl", k.name);
            let oklc_cu = format!("{}.cu", k.name);
            let launcher = format!("{}_launcher.cpp", k.name);
            let hand_cu = format!("{}_hand.cu", k.name);
            let driver_cu = format!("{}_driver.cu", k.name);
            sources.write(&dir, &okl, k.okl)?;
            sources.write(&dir, &hand_cu, k.hand_cu)?;
            sources.write(&dir, &driver_cu, k.driver_cu)?;
            command(
                &oklc,
                &dir,
                &[
                    "transpile",
                    &okl,
                    "--backend",
                    "cuda",
                    "-o",
                    &oklc_cu,
                    "--launcher",
                    &launcher,
                    "--launcher-api",
                    "native",
                ],
            )?;
            let oklc_exe = format!("{}_oklc_cuda", k.name);
            let hand_exe = format!("{}_hand_cuda", k.name);
            compile(&nvcc, &flags, &dir, &[&oklc_cu, &launcher, &driver_cu], &oklc_exe)?;
            compile(&nvcc, &flags, &dir, &[&hand_cu, &driver_cu], &hand_exe)?;
            race(&dir, &oklc_exe, &hand_exe, rounds)
        })();
        results.push((k.name, result));
    }
    let device = results.iter().find_map(|(_, r)| r.as_ref().ok()?.device.clone());
    println!("  device: {}", device.as_deref().unwrap_or("unknown (no driver ran)"));
    header();
    let mut ratios = Vec::new();
    for (name, result) in &results {
        row(name, result, &mut ratios);
    }
    summary(&ratios);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timing_line_and_device_line() {
        let t = parse_timing("0.000125000 1234.5\ndevice: NVIDIA H100 (sm_90)\n").unwrap();
        assert_eq!(
            t,
            Timing {
                seconds: 0.000125,
                checksum: 1234.5,
                device: Some("NVIDIA H100 (sm_90)".to_string())
            }
        );
        let host = parse_timing("0.5 -3\n").unwrap();
        assert_eq!((host.seconds, host.checksum, host.device), (0.5, -3.0, None));
        assert!(parse_timing("0.5\n").is_err());
        assert!(parse_timing("").is_err());
    }

    #[test]
    fn sources_come_from_the_folder_when_one_is_given() {
        let dir = std::env::temp_dir().join(format!("oklc-bench-src-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("axpy.okl"), "edited").unwrap();
        let from_dir = Sources { dir: Some(dir.clone()) };
        assert_eq!(from_dir.get("axpy.okl", KERNELS[0].okl).unwrap(), "edited");
        assert!(from_dir.get("missing.okl", "x").is_err());
        assert_eq!(Sources::default().get("axpy.okl", KERNELS[0].okl).unwrap(), KERNELS[0].okl);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
