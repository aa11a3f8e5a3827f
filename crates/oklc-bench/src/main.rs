//! `oklc-bench`: the compiler-speed and generated-code-speed benchmarks of oklc.
//!
//! Run it with `cargo build --release -p oklc -p oklc-bench && target/release/oklc-bench`
//! (see `docs/performance.md`). It prints figures and never fails on a slow result: speed goals
//! are measured here, not asserted in tests.
//!
//! `oklc-bench --help` lists the options. The hidden internal ones:
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

use clap::{ArgGroup, Parser};

/// The benchmarks to run and their settings (see `docs/performance.md`).
#[derive(Parser)]
#[command(
    name = "oklc-bench",
    version,
    about = "Compiler-speed and generated-code-speed benchmarks of oklc."
)]
#[command(group(ArgGroup::new("only").multiple(false)))]
struct Cli {
    /// Sizes up to 10 MB and fewer repetitions.
    #[arg(long)]
    quick: bool,
    /// Only the compiler-speed benchmark (with its process-level figures).
    #[arg(long, group = "only")]
    compiler: bool,
    /// Only the process-level figures: small-kernel transpile, `oklc build`, other tools.
    #[arg(long, group = "only")]
    process: bool,
    /// Only the generated-code benchmark (OpenMP, then CUDA).
    #[arg(long, group = "only")]
    kernels: bool,
    /// Only the CUDA half of the generated-code benchmark.
    #[arg(long, group = "only")]
    kernels_cuda: bool,
    /// Read the benchmark kernels from DIR instead of the copies built into the binary.
    #[arg(long, value_name = "DIR")]
    kernels_dir: Option<PathBuf>,
    /// Input sizes of the compiler benchmark, in bytes.
    #[arg(long, value_name = "B1,B2,...", value_delimiter = ',')]
    sizes: Option<Vec<usize>>,
    /// Child side of the peak-memory measurement: transpile a generated input, print the peak.
    #[arg(long, value_name = "BYTES", hide = true)]
    internal_rss: Option<usize>,
    /// Print the generated workload (for profiling `oklc` itself).
    #[arg(long, value_name = "BYTES", hide = true)]
    internal_workload: Option<usize>,
    /// Write the kernel files of the `oklc build` figures into DIR.
    #[arg(long, value_name = "DIR", hide = true)]
    internal_kernel_files: Option<PathBuf>,
    /// Time every stage once.
    #[arg(long, value_name = "BYTES", hide = true)]
    internal_e2e: Option<usize>,
    /// Run one stage REPS times on a generated input, for a profiler.
    #[arg(long, num_args = 3, value_names = ["STAGE", "BYTES", "REPS"], hide = true)]
    internal_stage: Option<Vec<String>>,
}

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

/// Runs an internal subcommand when one was asked for: `Ok(true)` when it ran.
fn run_internal(cli: &Cli) -> Result<bool, String> {
    if let Some(n) = cli.internal_rss {
        compiler::internal_rss(n);
    } else if let Some(n) = cli.internal_workload {
        print!("{}", workload::generate(n));
    } else if let Some(dir) = &cli.internal_kernel_files {
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
        for (name, text) in workload::kernel_files(process::BUILD_KERNELS) {
            std::fs::write(dir.join(name), text).map_err(|e| e.to_string())?;
        }
    } else if let Some(n) = cli.internal_e2e {
        let text = workload::generate(n);
        let stages = compiler::measure_once(&text);
        for (name, d) in compiler::STAGES.iter().zip(stages) {
            println!("{name:<24} {:>10.2} ms", d.as_secs_f64() * 1e3);
        }
    } else if let Some([stage, bytes, reps]) = cli.internal_stage.as_deref() {
        let n: usize = bytes.parse().map_err(|e| format!("--internal-stage BYTES: {e}"))?;
        let reps: usize = reps.parse().map_err(|e| format!("--internal-stage REPS: {e}"))?;
        let text = workload::generate(n);
        let mut times = compiler::repeat_stage(&text, stage, reps.max(1))?;
        times.sort();
        println!(
            "{stage}: median {:.2} ms, min {:.2} ms over {} runs",
            times[times.len() / 2].as_secs_f64() * 1e3,
            times[0].as_secs_f64() * 1e3,
            times.len()
        );
    } else {
        return Ok(false);
    }
    Ok(true)
}

impl Args {
    fn from_cli(cli: Cli) -> Args {
        let all = !(cli.compiler || cli.process || cli.kernels || cli.kernels_cuda);
        Args {
            quick: cli.quick,
            compiler: all || cli.compiler,
            process: all || cli.compiler || cli.process,
            kernels: all || cli.kernels,
            kernels_cuda: all || cli.kernels || cli.kernels_cuda,
            kernel_sources: kernels::Sources { dir: cli.kernels_dir },
            sizes: cli.sizes,
        }
    }
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
    let cli = Cli::parse();
    match run_internal(&cli) {
        Ok(true) => return,
        Ok(false) => {}
        Err(e) => {
            eprintln!("oklc-bench: {e}");
            std::process::exit(2);
        }
    }
    let args = Args::from_cli(cli);
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
