//! Process-level figures: `oklc transpile` on a small kernel (start-up dominated), `oklc build`
//! on a project of 500 kernel files (cold, warm, `-j` scaling), the legacy `occa translate` comparison when that binary is on PATH, and
//! C++ compilers' front ends on the same code when they are.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::compiler::human;
use crate::workload;

/// The small kernel of the start-up measurement.
pub(crate) const SMALL_KERNEL: &str = include_str!("../kernels/axpy.okl");

/// The `oklc` binary next to this executable (both live in `target/<profile>/`).
pub(crate) fn oklc_binary() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let dir = exe.parent()?;
    let name = format!("oklc{}", std::env::consts::EXE_SUFFIX);
    let path = dir.join(name);
    path.is_file().then_some(path)
}

/// A program on PATH.
pub(crate) fn on_path(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(program)).find(|p| p.is_file())
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// Times `runs` executions of a command; `None` if it fails.
fn time_command(mut make: impl FnMut() -> Command, runs: usize) -> Option<Vec<Duration>> {
    let mut out = Vec::with_capacity(runs);
    for _ in 0..runs {
        let mut cmd = make();
        cmd.stdout(Stdio::null()).stderr(Stdio::null());
        let t = Instant::now();
        let status = cmd.status().ok()?;
        out.push(t.elapsed());
        if !status.success() {
            return None;
        }
    }
    Some(out)
}

pub(crate) fn report(work: &Path, runs: usize) {
    println!();
    println!("Process-level");
    let kernel = work.join("small_axpy.okl");
    std::fs::write(&kernel, SMALL_KERNEL).expect("write the small kernel");
    let out = work.join("small_axpy.cpp");
    match oklc_binary() {
        Some(oklc) => {
            let times = time_command(
                || {
                    let mut c = Command::new(&oklc);
                    c.arg("transpile")
                        .arg(&kernel)
                        .arg("--backend")
                        .arg("serial")
                        .arg("-o")
                        .arg(&out);
                    c
                },
                runs,
            );
            match times {
                Some(t) => {
                    let min = *t.iter().min().expect("runs > 0");
                    let med = median(t);
                    println!(
                        "  oklc transpile small kernel ({} B, serial), {runs} runs: median {:.2} ms, min {:.2} ms (target <= 5 ms)",
                        SMALL_KERNEL.len(),
                        med.as_secs_f64() * 1e3,
                        min.as_secs_f64() * 1e3
                    );
                }
                None => println!("  oklc transpile small kernel: FAILED to run {}", oklc.display()),
            }
        }
        None => println!(
            "  oklc transpile small kernel: `oklc` binary not found next to this executable; build it: cargo build --release -p oklc -p oklc-bench"
        ),
    }
    match oklc_binary() {
        Some(oklc) => build(work, &oklc, runs.clamp(1, 5)),
        None => println!("  oklc build: `oklc` binary not found next to this executable"),
    }
}

/// How many kernel files the `oklc build` figures compile.
pub(crate) const BUILD_KERNELS: usize = 500;

/// `oklc build --mode cuda` of [`BUILD_KERNELS`] generated kernel files, in a tmpfs folder
/// (`/dev/shm`) where there is one, so that the figures are the compiler's and not the disk's,
/// and again in the work folder on disk: cold (empty output folder) and warm (nothing changed:
/// a no-op) with one thread, then cold with 1, 2, 4, ... threads up to the cores available.
/// Each figure is the median of `runs` builds.
fn build(work: &Path, oklc: &Path, runs: usize) {
    let shm = Path::new("/dev/shm");
    let memory = shm.is_dir().then(|| shm.join(format!("oklc-bench-{}", std::process::id())));
    let places: Vec<(&Path, &str)> = match &memory {
        Some(dir) => vec![(dir.as_path(), "tmpfs"), (work, "disk")],
        None => vec![(work, "disk")],
    };
    for (i, (place, kind)) in places.into_iter().enumerate() {
        let _ = std::fs::create_dir_all(place);
        build_in(place, kind, oklc, runs, i == 0);
        if kind == "tmpfs" {
            let _ = std::fs::remove_dir_all(place);
        }
    }
}

/// [`build`] in one folder; `scaling` adds the `-j` figures.
fn build_in(place: &Path, kind: &str, oklc: &Path, runs: usize, scaling: bool) {
    let src = place.join("build_src");
    let out = place.join("build_out");
    let _ = std::fs::remove_dir_all(&src);
    std::fs::create_dir_all(&src).expect("create the kernel folder");
    let mut bytes = 0;
    for (name, text) in workload::kernel_files(BUILD_KERNELS) {
        bytes += text.len();
        std::fs::write(src.join(name), text).expect("write a kernel");
    }
    let command = |jobs: usize| {
        let mut c = Command::new(oklc);
        c.arg("build").arg(&src).args(["--mode", "cuda", "--out-dir"]).arg(&out);
        c.arg("-j").arg(jobs.to_string());
        c
    };
    let cold = |jobs: usize| {
        time_command(
            || {
                let _ = std::fs::remove_dir_all(&out);
                command(jobs)
            },
            runs,
        )
        .map(median)
    };
    let Some(cold1) = cold(1) else {
        println!("  oklc build: FAILED on the generated kernels ({})", oklc.display());
        return;
    };
    let warm = time_command(|| command(1), runs).map(median);
    let outputs = std::fs::read_dir(&out).map_or(0, |d| d.count());
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "  oklc build, {BUILD_KERNELS} kernel files ({}, cuda, {outputs} outputs) on {kind} ({}), -j 1, median of {runs}: cold {:.1} ms ({:.2} ms per kernel), warm (no-op) {}",
        human(bytes),
        place.display(),
        ms(cold1),
        ms(cold1) / BUILD_KERNELS as f64,
        warm.map_or("FAILED".to_string(), |w| format!(
            "{:.1} ms ({:.3} ms per kernel)",
            ms(w),
            ms(w) / BUILD_KERNELS as f64
        ))
    );
    if !scaling {
        let _ = std::fs::remove_dir_all(&src);
        let _ = std::fs::remove_dir_all(&out);
        return;
    }
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let mut jobs: Vec<usize> =
        std::iter::successors(Some(1), |j| Some(j * 2)).take_while(|&j| j <= cores).collect();
    if !cores.is_power_of_two() {
        jobs.push(cores);
    }
    let mut line = format!("  oklc build -j scaling, cold, on {kind}, {cores} cores available:");
    for j in jobs {
        match if j == 1 { Some(cold1) } else { cold(j) } {
            Some(t) => line.push_str(&format!(
                " -j {j} {:.1} ms ({:.2}x, efficiency {:.0}%);",
                ms(t),
                cold1.as_secs_f64() / t.as_secs_f64(),
                100.0 * cold1.as_secs_f64() / t.as_secs_f64() / j as f64
            )),
            None => line.push_str(&format!(" -j {j} FAILED;")),
        }
    }
    println!("{} (target: scales with cores)", line.trim_end_matches(';'));
    let _ = std::fs::remove_dir_all(&src);
    let _ = std::fs::remove_dir_all(&out);
}

/// Runs the same generated files through `occa translate` when it is installed.
///
/// The files are the workload in the dialect every legacy release accepts: OCCA 1.0 has no
/// `@atomic`, so it is dropped (a translator is timed here, not the program's result), and oklc
/// translates the very same file. Each size gets a deadline, since the legacy translator's time
/// grows faster than linearly; the scaling exponents of both are printed.
pub(crate) fn legacy(work: &Path, sizes: &[usize]) {
    println!();
    println!("Legacy OCCA comparison");
    let Some(occa) = on_path("occa") else {
        println!("  legacy `occa` binary: not found on PATH; no oklc/legacy ratio");
        return;
    };
    println!("  legacy binary: {} (`occa translate -m Serial`)", occa.display());
    let oklc = oklc_binary();
    let limit = Duration::from_secs(300);
    let mut ours_points = Vec::new();
    let mut legacy_points = Vec::new();
    for &bytes in sizes {
        let text = workload::legacy_dialect(&workload::generate(bytes));
        let file = work.join(format!("legacy_{bytes}.okl"));
        std::fs::write(&file, &text).expect("write the workload");
        let t = Instant::now();
        let mut ok = false;
        if let Ok(mut child) = Command::new(&occa)
            .args(["translate", "-m", "Serial"])
            .arg(&file)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
        {
            loop {
                match child.try_wait() {
                    Ok(Some(status)) => {
                        ok = status.success();
                        break;
                    }
                    Ok(None) if t.elapsed() < limit => {
                        std::thread::sleep(Duration::from_millis(5));
                    }
                    _ => {
                        let _ = child.kill();
                        let _ = child.wait();
                        break;
                    }
                }
            }
        }
        let legacy = t.elapsed();
        let ours = oklc.as_ref().and_then(|o| {
            let t = Instant::now();
            let ok = Command::new(o)
                .arg("transpile")
                .arg(&file)
                .args(["--backend", "serial", "-o"])
                .arg(work.join("legacy_out.cpp"))
                .status()
                .is_ok_and(|s| s.success());
            ok.then(|| t.elapsed())
        });
        let size = human(text.len());
        match (ok, ours) {
            (true, Some(ours)) => {
                println!(
                    "  {size:>10}: oklc {:.1} ms, legacy {:.1} ms, oklc/legacy = {:.4} ({:.0}x faster)",
                    ours.as_secs_f64() * 1e3,
                    legacy.as_secs_f64() * 1e3,
                    ours.as_secs_f64() / legacy.as_secs_f64(),
                    legacy.as_secs_f64() / ours.as_secs_f64()
                );
                ours_points.push((text.len() as f64, ours.as_secs_f64()));
                legacy_points.push((text.len() as f64, legacy.as_secs_f64()));
            }
            (false, Some(ours)) if legacy >= limit => println!(
                "  {size:>10}: oklc {:.1} ms; legacy translate did not finish in {} s",
                ours.as_secs_f64() * 1e3,
                limit.as_secs()
            ),
            (false, _) => println!("  {size:>10}: legacy translate failed"),
            (_, None) => println!("  {size:>10}: oklc binary missing or failed"),
        }
        if !ok {
            // Larger files only take longer.
            break;
        }
    }
    if let (Some(a), Some(b)) = (
        crate::compiler::scaling_exponent(&ours_points),
        crate::compiler::scaling_exponent(&legacy_points),
    ) {
        println!("  scaling exponent over these sizes: oklc {a:.2}, legacy {b:.2}");
    }
}

/// A C++ compiler's front end, given the program and its version line.
struct FrontEnd {
    name: &'static str,
    path: PathBuf,
    version: String,
}

fn front_ends() -> Vec<FrontEnd> {
    let candidates: [(&'static str, &[&str]); 2] = [
        (
            "clang++",
            &[
                "clang++",
                "clang++-19",
                "clang++-18",
                "clang++-17",
                "clang++-16",
                "clang++-15",
                "clang++-14",
            ],
        ),
        ("g++", &["g++"]),
    ];
    let mut found = Vec::new();
    for (name, programs) in candidates {
        let Some(path) = programs.iter().find_map(|p| on_path(p)) else { continue };
        let version = Command::new(&path)
            .arg("--version")
            .output()
            .ok()
            .and_then(|o| String::from_utf8(o.stdout).ok())
            .and_then(|s| s.lines().next().map(str::to_string))
            .unwrap_or_default();
        found.push(FrontEnd { name, path, version });
    }
    found
}

/// The fastest of `runs` timings of a command, or `None` if it fails.
fn best_of(make: impl FnMut() -> Command, runs: usize) -> Option<Duration> {
    time_command(make, runs)?.into_iter().min()
}

/// Times `oklc transpile --backend serial` on the workload against `-fsyntax-only` of the
/// installed C++ compilers on oklc's output for it.
///
/// A transpiler built on Clang (OCCA's newer one is) parses and type-checks the kernel source
/// with Clang's front end before it rewrites anything, so Clang's `-fsyntax-only` on the same
/// code is a lower bound of its time. The compilers get oklc's output, which is the workload
/// with its macros expanded: that spares them the preprocessing of the original, so the bound
/// stays conservative. Each figure is the best of three runs, process start included.
pub(crate) fn compilers(work: &Path, sizes: &[usize]) {
    println!();
    println!("C++ front ends on the same code (lower bound of a Clang-based transpiler)");
    let Some(oklc) = oklc_binary() else {
        println!("  `oklc` binary not found next to this executable; no comparison");
        return;
    };
    let fronts = front_ends();
    if fronts.is_empty() {
        println!("  neither clang++ nor g++ is on PATH; no comparison");
        return;
    }
    for f in &fronts {
        println!("  {}: {} ({})", f.name, f.path.display(), f.version);
    }
    for &bytes in sizes {
        let file = work.join(format!("fe_{bytes}.okl"));
        let out = work.join(format!("fe_{bytes}.cpp"));
        std::fs::write(&file, workload::generate(bytes)).expect("write the workload");
        let transpile = || {
            let mut c = Command::new(&oklc);
            c.arg("transpile").arg(&file).args(["--backend", "serial", "-o"]).arg(&out);
            c
        };
        let Some(ours) = best_of(transpile, 3) else {
            println!("  {:>10}: oklc transpile failed", human(bytes));
            continue;
        };
        let mut line = format!(
            "  {:>10}: oklc transpile {:.1} ms ({:.1} MB/s)",
            human(bytes),
            ours.as_secs_f64() * 1e3,
            bytes as f64 / 1e6 / ours.as_secs_f64()
        );
        for f in &fronts {
            let syntax = || {
                let mut c = Command::new(&f.path);
                c.args(["-std=c++17", "-fsyntax-only", "-w"]).arg(&out);
                c
            };
            match best_of(syntax, 3) {
                Some(t) => line.push_str(&format!(
                    "; {} -fsyntax-only {:.1} ms (oklc {:.1}x faster)",
                    f.name,
                    t.as_secs_f64() * 1e3,
                    t.as_secs_f64() / ours.as_secs_f64()
                )),
                None => line.push_str(&format!("; {} -fsyntax-only failed", f.name)),
            }
        }
        println!("{line}");
    }
}
