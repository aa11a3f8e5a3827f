//! Process-level figures: `oklc transpile` on a small kernel (start-up dominated), `oklc build`
//! (not available yet), and the legacy `occa translate` comparison when that binary is on PATH.

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
    println!(
        "  oklc build, 500 kernels cold / warm (no-op): not available (`oklc build` does not exist yet)"
    );
    println!("  oklc build -j scaling with cores: not available (`oklc build` does not exist yet)");
}

/// Runs the same generated files through `occa translate` when it is installed.
pub(crate) fn legacy(work: &Path, sizes: &[usize]) {
    println!();
    println!("Legacy OCCA comparison");
    let Some(occa) = on_path("occa") else {
        println!("  legacy `occa` binary: not found on PATH; no oklc/legacy ratio");
        return;
    };
    println!("  legacy binary: {}", occa.display());
    let oklc = oklc_binary();
    for &bytes in sizes {
        let text = workload::generate(bytes);
        let file = work.join(format!("legacy_{bytes}.okl"));
        std::fs::write(&file, &text).expect("write the workload");
        // The legacy transpiler never finishes some long files: give it a deadline.
        let limit = Duration::from_secs(120);
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
                        println!(
                            "  {:>10}: legacy translate did not finish in {} s",
                            human(text.len()),
                            limit.as_secs()
                        );
                        break;
                    }
                }
            }
        }
        let legacy = t.elapsed();
        if !ok && legacy >= limit {
            continue;
        }
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
        match (ok, ours) {
            (true, Some(ours)) => println!(
                "  {:>10}: oklc {:.1} ms, legacy {:.1} ms, oklc/legacy = {:.3}",
                human(text.len()),
                ours.as_secs_f64() * 1e3,
                legacy.as_secs_f64() * 1e3,
                ours.as_secs_f64() / legacy.as_secs_f64()
            ),
            (false, _) => println!("  {:>10}: legacy translate failed", human(text.len())),
            (_, None) => println!("  {:>10}: oklc binary missing or failed", human(text.len())),
        }
    }
}
