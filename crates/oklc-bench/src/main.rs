//! `oklc-bench`: the compiler-speed and generated-code-speed benchmarks of oklc.
//!
//! Run it with `cargo build --release -p oklc -p oklc-bench && target/release/oklc-bench`
//! (see `docs/performance.md`). It prints figures and never fails on a slow result: speed goals
//! are measured here, not asserted in tests.
//!
//! Options: `--quick` (sizes up to 10 MB, fewer process runs), `--compiler` / `--kernels` (only
//! one of the two benchmarks), `--process` (only the compiler benchmark's process-level figures:
//! small-kernel transpile, `oklc build`), `--kernels-cuda` (only the CUDA half of the generated-code
//! benchmark), `--kernels-dir DIR` (read the kernel sources from DIR instead of the copies
//! embedded in the binary), `--sizes 10000,100000` (explicit sizes in bytes). The internal
//! `--internal-rss BYTES` is the child side of the peak-memory measurement; `--internal-e2e BYTES`
//! times every stage once; `--internal-workload BYTES` prints the generated input (for profiling
//! `oklc` itself); `--internal-kernel-files DIR` writes the kernel files of the `oklc build`
//! figures into DIR; `--internal-stage STAGE BYTES REPS` prepares the inputs of one stage
//! (`parse`, `lower`, `passes-host`, `passes-simt`, `codegen-serial`, `codegen-openmp`,
//! `codegen-cuda`) once and runs it
//! REPS times, printing the median and minimum, so a profiler sees mostly that stage.

mod compiler;
mod kernels;
mod process;
mod workload;

use std::path::PathBuf;

struct Args {
    quick: bool,
    compiler: bool,
    /// The process-level figures (also part of `compiler`).
    process: bool,
    /// The OpenMP half of the generated-code benchmark.
    kernels: bool,
    /// The CUDA half of the generated-code benchmark.
    kernels_cuda: bool,
    kernel_sources: kernels::Sources,
    sizes: Option<Vec<usize>>,
}

/// Which benchmarks a selecting flag runs.
#[derive(Clone, Copy)]
enum Only {
    Compiler,
    Process,
    Kernels,
    KernelsCuda,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        quick: false,
        compiler: true,
        process: true,
        kernels: true,
        kernels_cuda: true,
        kernel_sources: kernels::Sources::default(),
        sizes: None,
    };
    let mut only = None;
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        match a.as_str() {
            "--quick" => args.quick = true,
            "--compiler" => only = Some(Only::Compiler),
            "--process" => only = Some(Only::Process),
            "--kernels" => only = Some(Only::Kernels),
            "--kernels-cuda" => only = Some(Only::KernelsCuda),
            "--kernels-dir" => {
                let dir = it.next().ok_or("--kernels-dir needs a folder")?;
                args.kernel_sources.dir = Some(PathBuf::from(dir));
            }
            "--sizes" => {
                let list = it.next().ok_or("--sizes needs a list")?;
                let sizes: Result<Vec<usize>, _> = list.split(',').map(str::parse).collect();
                args.sizes = Some(sizes.map_err(|e| format!("bad --sizes: {e}"))?);
            }
            "--internal-rss" => {
                let n = it.next().and_then(|s| s.parse().ok()).ok_or("--internal-rss BYTES")?;
                compiler::internal_rss(n);
                std::process::exit(0);
            }
            "--internal-workload" => {
                let n =
                    it.next().and_then(|s| s.parse().ok()).ok_or("--internal-workload BYTES")?;
                print!("{}", workload::generate(n));
                std::process::exit(0);
            }
            "--internal-kernel-files" => {
                let dir = PathBuf::from(it.next().ok_or("--internal-kernel-files DIR")?);
                std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
                for (name, text) in workload::kernel_files(process::BUILD_KERNELS) {
                    std::fs::write(dir.join(name), text).map_err(|e| e.to_string())?;
                }
                std::process::exit(0);
            }
            "--internal-e2e" => {
                let n = it.next().and_then(|s| s.parse().ok()).ok_or("--internal-e2e BYTES")?;
                let text = workload::generate(n);
                let stages = compiler::measure_once(&text);
                for (name, d) in compiler::STAGES.iter().zip(stages) {
                    println!("{name:<24} {:>10.2} ms", d.as_secs_f64() * 1e3);
                }
                std::process::exit(0);
            }
            "--internal-stage" => {
                let stage = it.next().ok_or("--internal-stage STAGE BYTES REPS")?;
                let n = it.next().and_then(|s| s.parse().ok()).ok_or("--internal-stage BYTES")?;
                let reps: usize =
                    it.next().and_then(|s| s.parse().ok()).ok_or("--internal-stage REPS")?;
                let text = workload::generate(n);
                let mut times = compiler::repeat_stage(&text, &stage, reps.max(1))?;
                times.sort();
                println!(
                    "{stage}: median {:.2} ms, min {:.2} ms over {} runs",
                    times[times.len() / 2].as_secs_f64() * 1e3,
                    times[0].as_secs_f64() * 1e3,
                    times.len()
                );
                std::process::exit(0);
            }
            "-h" | "--help" => {
                println!(
                    "usage: oklc-bench [--quick] [--compiler | --process | --kernels | --kernels-cuda] [--kernels-dir DIR] [--sizes B1,B2,...]"
                );
                std::process::exit(0);
            }
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    if let Some(only) = only {
        args.compiler = matches!(only, Only::Compiler);
        args.process = matches!(only, Only::Compiler | Only::Process);
        args.kernels = matches!(only, Only::Kernels);
        args.kernels_cuda = matches!(only, Only::Kernels | Only::KernelsCuda);
    }
    Ok(args)
}

fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|s| s.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".to_string());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    format!("{cpu}, {cores} cores available, {} {}", std::env::consts::OS, std::env::consts::ARCH)
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("oklc-bench: {e}");
            std::process::exit(2);
        }
    };
    if cfg!(debug_assertions) {
        println!("WARNING: a debug build; figures are meaningless. Use --release.");
    }
    println!("oklc-bench on {}", machine());
    let work: PathBuf = std::env::temp_dir().join(format!("oklc-bench-{}", std::process::id()));
    std::fs::create_dir_all(&work).expect("create the work folder");

    let sizes = args.sizes.clone().unwrap_or_else(|| {
        let mut s = vec![10_000, 100_000, 1_000_000, 10_000_000];
        if !args.quick {
            s.push(50_000_000);
        }
        s
    });
    if args.compiler {
        println!();
        println!("Compiler speed: generated macro-heavy OKL (crates/oklc-bench/src/workload.rs)");
        let mut results = Vec::new();
        for &bytes in &sizes {
            eprintln!("  measuring {} ...", compiler::human(bytes));
            let r = compiler::measure(bytes, true);
            eprintln!(
                "    e2e openmp {:.1} MB/s",
                r.bytes as f64 / 1e6 / r.stages[compiler::E2E_OPENMP].as_secs_f64()
            );
            results.push(r);
        }
        compiler::report(&results);
        if let Some(r) = results.last() {
            let mbs = r.bytes as f64 / 1e6 / r.stages[compiler::E2E_OPENMP].as_secs_f64();
            let cuda = r.bytes as f64 / 1e6 / r.stages[compiler::E2E_CUDA].as_secs_f64();
            println!();
            println!(
                "Headline at {}: e2e cuda {cuda:.1} MB/s (target >= 50 MB/s on one core); e2e openmp {mbs:.1} MB/s",
                compiler::human(r.bytes),
            );
        }
    }
    if args.process {
        process::report(&work, if args.quick { 20 } else { 50 });
    }
    if args.compiler {
        // The legacy translator needs minutes per megabyte (its time grows about quadratically).
        let legacy_max = if args.quick { 1_000_000 } else { 10_000_000 };
        let legacy_sizes: Vec<usize> = sizes.iter().copied().filter(|&s| s <= legacy_max).collect();
        process::legacy(&work, &legacy_sizes);
        // A C++ front end needs about half a second per megabyte.
        let cxx_sizes: Vec<usize> = sizes.iter().copied().filter(|&s| s <= 10_000_000).collect();
        process::compilers(&work, &cxx_sizes);
    }
    let rounds = if args.quick { 3 } else { 5 };
    if args.kernels {
        kernels::report(&work, rounds, &args.kernel_sources);
    }
    if args.kernels_cuda {
        kernels::report_cuda(&work, rounds, &args.kernel_sources);
    }
    let _ = std::fs::remove_dir_all(&work);
}
