//! Compiler-speed benchmark: per-stage and end-to-end throughput over generated inputs of
//! growing size, peak memory per size (measured in a child process) and the scaling exponent.
//!
//! Each stage is called through its library API on the output of the stage before it, so the
//! figures are the stage's own cost; the end-to-end rows go through `oklc_driver::Session`
//! exactly as `oklc transpile` does (minus file I/O). Small sizes are repeated and the median
//! is reported.

use std::path::Path;
use std::time::{Duration, Instant};

use oklc_codegen::Backend;
use oklc_driver::{MemoryLoader, Session};
use oklc_span::{FileOrigin, SourceDb, Span};

use crate::workload;

/// The rows of the per-stage table, in pipeline order.
pub(crate) const STAGES: &[&str] = &[
    "lex",
    "preprocess (incl. lex)",
    "parse",
    "sema + lower",
    "passes (host)",
    "passes (simt)",
    "codegen serial",
    "codegen openmp",
    "codegen cuda",
    "e2e serial",
    "e2e openmp",
    "e2e cuda",
];

/// Index of the OpenMP end-to-end row (scaling exponent).
pub(crate) const E2E_OPENMP: usize = 10;

/// Index of the CUDA end-to-end row (the 50 MB/s target).
pub(crate) const E2E_CUDA: usize = 11;

/// One run of every stage over one input; durations in [`STAGES`] order.
fn run_stages(text: &str) -> Vec<Duration> {
    let mut out = Vec::with_capacity(STAGES.len());
    let mut db = SourceDb::new();
    let file = db.add("bench.okl", text.to_string(), FileOrigin::Root);

    let t = Instant::now();
    let lexed = oklc_lex::lex(file, text);
    out.push(t.elapsed());
    std::hint::black_box(&lexed);
    drop(lexed);

    let loader = oklc_pp::MemLoader::default();
    let pp_options = pp_options();
    let t = Instant::now();
    let pp = oklc_pp::preprocess(&mut db, file, &loader, &pp_options);
    out.push(t.elapsed());
    assert!(pp.diagnostics.is_empty(), "the generated workload must preprocess cleanly");

    let eoi = Span::point(file, text.len() as u32);
    let t = Instant::now();
    let parsed = oklc_syntax::parse(&pp.tokens, eoi);
    out.push(t.elapsed());
    assert!(parsed.diagnostics.is_empty(), "the generated workload must parse cleanly");

    let lower_options =
        oklc_lower::LowerOptions { instantiate: Vec::new(), file_span: Span::point(file, 0) };
    let t = Instant::now();
    let lowered = oklc_lower::lower(&parsed.unit, &lower_options);
    out.push(t.elapsed());
    drop(parsed);

    let pass_options = oklc_passes::Options::default();
    let mut host = lowered.module.clone();
    let t = Instant::now();
    let host_out =
        oklc_passes::Pipeline::new(oklc_passes::Family::Host).run(&mut host, &pass_options);
    out.push(t.elapsed());
    let mut simt = lowered.module;
    let t = Instant::now();
    let simt_out =
        oklc_passes::Pipeline::new(oklc_passes::Family::Simt).run(&mut simt, &pass_options);
    out.push(t.elapsed());
    let cg_options = oklc_codegen::Options {
        source_db: Some(&db),
        comments: &pp.comments,
        ..oklc_codegen::Options::default()
    };
    for backend in [Backend::Serial, Backend::OpenMp] {
        let t = Instant::now();
        let artifacts = oklc_codegen::generate(&host, &host_out.info, backend, &cg_options);
        out.push(t.elapsed());
        std::hint::black_box(&artifacts.source);
    }
    let t = Instant::now();
    let artifacts = oklc_codegen::generate(&simt, &simt_out.info, Backend::Cuda, &cg_options);
    out.push(t.elapsed());
    std::hint::black_box((&artifacts.source, &artifacts.launcher));
    drop(simt);
    drop(host);
    drop(pp);
    drop(db);

    for mode in ["serial", "openmp", "cuda"] {
        let (elapsed, _) = end_to_end(text, mode);
        out.push(elapsed);
    }
    out
}

/// Prepares the inputs of `stage` once, then runs that stage `reps` times over copies of them
/// and returns each run's duration (for profiling one stage with `--internal-stage`). Stages:
/// `parse`, `lower`, `passes-host`, `passes-simt`, `codegen-serial`, `codegen-openmp`,
/// `codegen-cuda`.
pub(crate) fn repeat_stage(text: &str, stage: &str, reps: usize) -> Result<Vec<Duration>, String> {
    let mut db = SourceDb::new();
    let file = db.add("bench.okl", text.to_string(), FileOrigin::Root);
    let pp_options = pp_options();
    let pp = oklc_pp::preprocess(&mut db, file, &oklc_pp::MemLoader::default(), &pp_options);
    let eoi = Span::point(file, text.len() as u32);
    let mut times = Vec::with_capacity(reps);
    if stage == "parse" {
        for _ in 0..reps {
            let t = Instant::now();
            let parsed = oklc_syntax::parse(&pp.tokens, eoi);
            times.push(t.elapsed());
            drop(std::hint::black_box(parsed));
        }
        return Ok(times);
    }
    let parsed = oklc_syntax::parse(&pp.tokens, eoi);
    let lower_options =
        oklc_lower::LowerOptions { instantiate: Vec::new(), file_span: Span::point(file, 0) };
    if stage == "lower" {
        for _ in 0..reps {
            let t = Instant::now();
            let lowered = oklc_lower::lower(&parsed.unit, &lower_options);
            times.push(t.elapsed());
            drop(std::hint::black_box(lowered));
        }
        return Ok(times);
    }
    let module = oklc_lower::lower(&parsed.unit, &lower_options).module;
    drop(parsed);
    let pass_options = oklc_passes::Options::default();
    let family = match stage {
        "passes-simt" | "codegen-cuda" => oklc_passes::Family::Simt,
        "passes-host" | "codegen-serial" | "codegen-openmp" => oklc_passes::Family::Host,
        other => return Err(format!("unknown stage `{other}`")),
    };
    if stage.starts_with("passes") {
        for _ in 0..reps {
            let mut m = module.clone();
            let t = Instant::now();
            let out = oklc_passes::Pipeline::new(family).run(&mut m, &pass_options);
            times.push(t.elapsed());
            drop(std::hint::black_box((m, out)));
        }
        return Ok(times);
    }
    let mut host = module;
    let info = oklc_passes::Pipeline::new(family).run(&mut host, &pass_options).info;
    let backend = match stage {
        "codegen-serial" => Backend::Serial,
        "codegen-cuda" => Backend::Cuda,
        _ => Backend::OpenMp,
    };
    let cg_options = oklc_codegen::Options {
        source_db: Some(&db),
        comments: &pp.comments,
        ..oklc_codegen::Options::default()
    };
    for _ in 0..reps {
        let t = Instant::now();
        let artifacts = oklc_codegen::generate(&host, &info, backend, &cg_options);
        times.push(t.elapsed());
        drop(std::hint::black_box(artifacts));
    }
    Ok(times)
}

/// One run of every stage (for profiling with `--internal-e2e`).
pub(crate) fn measure_once(text: &str) -> Vec<Duration> {
    run_stages(text)
}

/// `oklc transpile --mode MODE` over `text` through the driver (for CUDA, the device file and
/// the launcher); returns the time and the size of the generated source.
pub(crate) fn end_to_end(text: &str, mode: &str) -> (Duration, usize) {
    end_to_end_from(&MemoryLoader::new().with("bench.okl", text.as_bytes().to_vec()), mode)
}

/// [`end_to_end`] over a loader that already holds `bench.okl`.
fn end_to_end_from(loader: &MemoryLoader, mode: &str) -> (Duration, usize) {
    let options = oklc_driver::Options {
        mode: mode.parse().expect("a backend name"),
        ..oklc_driver::Options::default()
    };
    let t = Instant::now();
    let mut session = Session::new(options, loader);
    let compiled = session.transpile(Path::new("bench.okl")).expect("the input is in memory");
    let elapsed = t.elapsed();
    let len = compiled.artifacts.as_ref().map_or(0, |a| a.source.len());
    assert!(
        !compiled.diagnostics.has_errors(),
        "the generated workload must transpile cleanly for {mode}"
    );
    (elapsed, len)
}

/// Per-size results: the input length and the median duration of each stage.
pub(crate) struct SizeResult {
    pub bytes: usize,
    pub reps: usize,
    pub stages: Vec<Duration>,
    /// Peak resident memory of a child process that generated and transpiled this size.
    pub peak_rss: Option<u64>,
}

/// How many times to repeat a size: enough for ~8 MB of input, between 1 and 15.
fn reps_for(bytes: usize) -> usize {
    (8_000_000 / bytes.max(1)).clamp(1, 15)
}

pub(crate) fn measure(bytes: usize, rss: bool) -> SizeResult {
    let text = workload::generate(bytes);
    let reps = reps_for(text.len());
    let mut samples: Vec<Vec<Duration>> = vec![Vec::new(); STAGES.len()];
    for _ in 0..reps {
        for (slot, d) in samples.iter_mut().zip(run_stages(&text)) {
            slot.push(d);
        }
    }
    let stages = samples
        .into_iter()
        .map(|mut s| {
            s.sort();
            s[s.len() / 2]
        })
        .collect();
    let peak_rss = if rss { child_peak_rss(bytes) } else { None };
    SizeResult { bytes: text.len(), reps, stages, peak_rss }
}

/// Runs `oklc-bench --internal-rss BYTES` and parses the peak it prints.
fn child_peak_rss(bytes: usize) -> Option<u64> {
    let exe = std::env::current_exe().ok()?;
    let out = std::process::Command::new(exe)
        .arg("--internal-rss")
        .arg(bytes.to_string())
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    String::from_utf8_lossy(&out.stdout).trim().parse().ok()
}

/// The child side of the peak-memory measurement: generate, reset the high-water mark, run the
/// OpenMP end to end once, print `VmHWM` in bytes. The input text stays resident, so the figure
/// is what a compiler holding its input in memory needs.
pub(crate) fn internal_rss(bytes: usize) {
    // The text moves into the loader, which stands for the file on disk: one copy, as with
    // `oklc transpile FILE` (a second one here overstated the peak by 1x the input).
    let loader = MemoryLoader::new().with("bench.okl", workload::generate(bytes));
    // Linux: writing 5 to clear_refs resets VmHWM to the current RSS, so the generator's own
    // transient buffers are not counted. Best effort.
    let _ = std::fs::write("/proc/self/clear_refs", "5");
    let _ = end_to_end_from(&loader, "openmp");
    if let Some(hwm) = vm_hwm() {
        println!("{hwm}");
    }
}

/// `VmHWM` of this process in bytes.
pub(crate) fn vm_hwm() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// Least-squares slope of ln(time) against ln(bytes).
pub(crate) fn scaling_exponent(points: &[(f64, f64)]) -> Option<f64> {
    let pts: Vec<(f64, f64)> = points
        .iter()
        .filter(|(x, y)| *x > 0.0 && *y > 0.0)
        .map(|(x, y)| (x.ln(), y.ln()))
        .collect();
    if pts.len() < 2 {
        return None;
    }
    let n = pts.len() as f64;
    let mx = pts.iter().map(|p| p.0).sum::<f64>() / n;
    let my = pts.iter().map(|p| p.1).sum::<f64>() / n;
    let sxy: f64 = pts.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    let sxx: f64 = pts.iter().map(|p| (p.0 - mx) * (p.0 - mx)).sum();
    (sxx > 0.0).then(|| sxy / sxx)
}

/// Human size: `10 KB`, `1.0 MB`.
pub(crate) fn human(bytes: usize) -> String {
    if bytes >= 1_000_000 {
        format!("{:.1} MB", bytes as f64 / 1e6)
    } else {
        format!("{:.0} KB", bytes as f64 / 1e3)
    }
}

/// Prints the tables for a set of sizes and returns the end-to-end OpenMP throughput of the
/// largest size (MB/s) and its scaling exponent.
pub(crate) fn report(results: &[SizeResult]) {
    println!();
    println!("Throughput, MB/s (median of the repetitions; ns per input byte in parentheses)");
    print!("{:<24}", "stage");
    for r in results {
        print!("{:>20}", format!("{} x{}", human(r.bytes), r.reps));
    }
    println!("{:>10}", "exponent");
    for (i, name) in STAGES.iter().enumerate() {
        print!("{name:<24}");
        let mut points = Vec::new();
        for r in results {
            let secs = r.stages[i].as_secs_f64();
            let mbs = r.bytes as f64 / 1e6 / secs;
            let ns = secs * 1e9 / r.bytes as f64;
            print!("{:>20}", format!("{mbs:.1} ({ns:.1})"));
            points.push((r.bytes as f64, secs));
        }
        match scaling_exponent(&points) {
            Some(e) => println!("{e:>10.3}"),
            None => println!("{:>10}", "-"),
        }
    }
    // The exponent over the sizes of 1 MB and more, where fixed costs no longer flatter it.
    let big: Vec<&SizeResult> = results.iter().filter(|r| r.bytes >= 1_000_000).collect();
    if big.len() >= 2 {
        let points: Vec<(f64, f64)> =
            big.iter().map(|r| (r.bytes as f64, r.stages[E2E_OPENMP].as_secs_f64())).collect();
        if let Some(e) = scaling_exponent(&points) {
            println!("scaling exponent of e2e openmp over sizes >= 1 MB: {e:.3} (target <= 1.1)");
        }
    }
    println!();
    println!(
        "Peak RSS of `transpile --backend openmp` (child process per size; input stays resident)"
    );
    for r in results {
        match r.peak_rss {
            Some(p) => println!(
                "  {:>10}: {:>8.1} MB  = {:>7.1} x input (target <= 20x)",
                human(r.bytes),
                p as f64 / 1e6,
                p as f64 / r.bytes as f64
            ),
            None => println!("  {:>10}: not measured", human(r.bytes)),
        }
    }
}

/// The preprocessor options every stage measurement uses (what `oklc transpile` sets for the
/// serial backend with no `-D` or `-I`).
fn pp_options() -> oklc_pp::PpOptions {
    oklc_pp::PpOptions {
        include_dirs: Vec::new(),
        forced_includes: Vec::new(),
        macros: Vec::new(),
        okl_mode: "SERIAL".to_string(),
        using_gpu: false,
        lenient_headers: false,
        kernel_hash: None,
    }
}
