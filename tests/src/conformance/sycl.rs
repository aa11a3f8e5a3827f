//! The SYCL part of the conformance harness (`sycl_conformance`, docs/testing.md): every case
//! is transpiled in both of the `dpcpp` backend's forms, type-checked against the real SYCL 2020
//! headers of Intel's DPC++ runtime, and its free-function form executed on Intel's CPU device.
//!
//! The cases go in batches of at most [`BATCH`] whose device kernels have distinct names (their
//! `extern "C"` names share a translation unit and a kernel bundle). Per batch, with
//! `<sycl/sycl.hpp>` precompiled once for all:
//! 1. one `g++ -fsyntax-only` call type-checks three translation units, each holding every
//!    case of the batch in a namespace of its own under a `#line` naming the case's file: the
//!    free-function device files (`kernel.cpp`), OCCA's device files (`occa-kernel.cpp`) and
//!    OCCA's launchers (`occa-launcher.cpp`, against the stand-in `<occa/core/kernel.hpp>` of
//!    `tests/data/occa/`). An error names its case's file, so that case is checked alone
//!    (`check.log` in its folder, the case's `Compile` verdict) and the rest again;
//! 2. one host program holds each case's driver and standalone launcher (`driver.hpp`,
//!    `launcher.hpp`) in a namespace; a case whose host code does not compile is found the same
//!    way;
//! 3. the program compiles the batch's device files into one kernel bundle at run time
//!    (`create_kernel_bundle_from_source`, which is what costs time) and runs each case against
//!    its reference, each within the run limit. A case whose device code does not build (the
//!    compiler's first error names its line) is left out of the next run; a case that crashes
//!    the program fails at `Run` and the cases after it run again; a case that fails at `Run`
//!    or `Compare` beside others runs again alone (the same program, only its device code), and
//!    that run gives its verdict.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use super::{
    COMPARE_HELPER, Case, CaseOutcome, DRIVER_HELPERS, GUARD, Options, Ran, Stage, StageResult,
    SuiteReport, Transpiler, check_device_metadata, compile, in_parallel, push_driver_verdict,
    run_logged,
};

/// Intel's SYCL runtime as `.ci/intel-sycl` installs it.
#[derive(Clone, Debug)]
pub struct SyclRuntime {
    /// Holds `sycl/sycl.hpp`.
    pub include: PathBuf,
    /// Holds `libsycl.so` and the libraries it loads.
    pub lib: PathBuf,
    /// The ICD folder naming Intel's CPU OpenCL driver (`OCL_ICD_VENDORS`).
    pub vendors: PathBuf,
}

impl SyclRuntime {
    /// The runtime under `$OKLC_INTEL_SYCL_ROOT`, else under `~/.cache/oklc/intel-sycl`; an
    /// error saying how to install it when it is not there (a failure, never a skip).
    pub fn locate() -> Result<SyclRuntime, String> {
        let root = match std::env::var_os("OKLC_INTEL_SYCL_ROOT") {
            Some(dir) if !dir.is_empty() => PathBuf::from(dir),
            _ => PathBuf::from(std::env::var_os("HOME").unwrap_or_default())
                .join(".cache/oklc/intel-sycl"),
        };
        let rt = SyclRuntime {
            include: root.join("include"),
            lib: root.join("lib"),
            vendors: root.join("vendors"),
        };
        let needed = [
            rt.include.join("sycl/sycl.hpp"),
            rt.lib.join("libsycl.so"),
            rt.vendors.join("intel-cpu.icd"),
        ];
        match needed.iter().find(|p| !p.exists()) {
            None => Ok(rt),
            Some(missing) => Err(format!(
                "Intel's SYCL runtime is not installed at {} ({} is missing): run \
                 `.ci/intel-sycl` (it downloads the runtime from PyPI) or set \
                 OKLC_INTEL_SYCL_ROOT; this is a failure, not a skip",
                root.display(),
                missing.display()
            )),
        }
    }

    /// The flags of every compilation against the headers (the precompiled header's too).
    fn flags(&self) -> Vec<String> {
        vec![
            "-std=c++17".into(),
            "-O1".into(),
            "-DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING".into(),
            format!("-I{}", self.include.display()),
        ]
    }
}

/// Headers every batch program and device bundle includes first, so a case's own
/// `#include <...>` lines (hoisted to the top of the batch) add nothing inside its namespace.
const COMMON_HEADERS: &str = "#include <sycl/sycl.hpp>\n#include <algorithm>\n#include <cfloat>\n#include <climits>\n#include <cmath>\n#include <cstddef>\n#include <cstdint>\n#include <cstdio>\n#include <cstdlib>\n#include <cstring>\n#include <limits>\n#include <type_traits>\n#include <utility>\n#include <vector>\n";

/// Cases per batch.
const BATCH: usize = 48;

/// The files of a case that the batch's type-check translation units hold, in this order.
const CHECKED: [&str; 3] = ["kernel.cpp", "occa-kernel.cpp", "occa-launcher.cpp"];

/// Where the suite's time goes: compiler and program seconds, summed over the workers.
#[derive(Default)]
struct Clock {
    pch: AtomicU64,
    check: AtomicU64,
    host: AtomicU64,
    run: AtomicU64,
}

impl Clock {
    /// Runs `f`, adding its duration to `counter`.
    fn time<T>(counter: &AtomicU64, f: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let value = f();
        counter.fetch_add(start.elapsed().as_millis() as u64, Ordering::Relaxed);
        value
    }

    fn summary(&self) -> String {
        let s = |c: &AtomicU64| c.load(Ordering::Relaxed) as f64 / 1000.0;
        format!(
            "precompiled header {:.1} s, type-checks {:.1} s, host programs {:.1} s, runs (run-time builds included) {:.1} s",
            s(&self.pch),
            s(&self.check),
            s(&self.host),
            s(&self.run)
        )
    }
}

/// Runs every case that applies to `dpcpp`, with `opts.jobs` batches at once. `transpiler`
/// gives for `dpcpp` the free-function form with the standalone launcher, for `dpcpp+occa`
/// OCCA's form.
pub fn run_sycl_suite(
    cases: &[Case],
    transpiler: &dyn Transpiler,
    work_root: &Path,
    opts: &Options,
    rt: &SyclRuntime,
) -> SuiteReport {
    let cases: Vec<&Case> = cases.iter().filter(|c| c.applies_to("dpcpp")).collect();
    let root = work_root.join("dpcpp");
    let clock = Clock::default();
    let pch = Clock::time(&clock.pch, || precompiled_header(&root.join(".pch"), rt, opts));
    let prepared = in_parallel(cases.len(), opts.jobs, |k| {
        prepare_case(cases[k], transpiler, &root.join(&cases[k].name))
    });
    let mut outcomes: Vec<CaseOutcome> = Vec::new();
    let mut runnable: Vec<(usize, Vec<String>)> = Vec::new();
    for (k, result) in prepared.into_iter().enumerate() {
        let failure = match (result, &pch) {
            (Err(e), _) => Some(e),
            (Ok(_), Err(e)) => Some(e.clone()),
            (Ok(names), Ok(_)) => {
                runnable.push((k, names));
                None
            }
        };
        outcomes.push(CaseOutcome {
            case: cases[k].name.clone(),
            backend: "dpcpp".into(),
            failure,
            work_dir: root.join(&cases[k].name),
        });
    }
    if let Ok(pch) = &pch {
        let suite = Suite {
            cases: &cases,
            outcomes: &outcomes,
            root: &root,
            opts,
            rt,
            pch,
            clock: &clock,
            programs: AtomicUsize::new(0),
            runs: AtomicUsize::new(0),
        };
        let batches = batches(&runnable);
        let results = in_parallel(batches.len(), opts.jobs, |b| suite.run_batch(&batches[b]));
        for (k, result) in results.into_iter().flatten() {
            if let Err(failure) = result {
                outcomes[k].failure = Some(failure);
            }
        }
    }
    let _ = writeln!(std::io::stderr(), "dpcpp conformance: {}", clock.summary());
    SuiteReport { backend: "dpcpp".into(), outcomes }
}

/// `sycl_pch.hpp` and its precompiled form in `dir`: the header every compilation includes first.
fn precompiled_header(
    dir: &Path,
    rt: &SyclRuntime,
    opts: &Options,
) -> Result<PathBuf, (Stage, String)> {
    let setup = |e: std::io::Error| (Stage::Setup, format!("{}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(setup)?;
    let header = dir.join("sycl_pch.hpp");
    std::fs::write(&header, COMMON_HEADERS).map_err(setup)?;
    let mut args = rt.flags();
    args.extend(["-x", "c++-header", "sycl_pch.hpp", "-o", "sycl_pch.hpp.gch"].map(String::from));
    let needs = "the SYCL cases need g++";
    let slow = Options { compile_timeout: opts.compile_timeout * 3, ..opts.clone() };
    compile(&opts.cxx, &args, dir, "pch.log", needs, &slow)
        .map_err(|(stage, log)| (stage, format!("precompiling <sycl/sycl.hpp>: {log}")))?;
    Ok(header)
}

/// Transpiles `case` in both forms, writes its files to `dir` and checks the metadata; returns
/// the names of its device kernels.
fn prepare_case(
    case: &Case,
    transpiler: &dyn Transpiler,
    dir: &Path,
) -> Result<Vec<String>, (Stage, String)> {
    let setup = |e: std::io::Error| (Stage::Setup, format!("{}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(setup)?;
    let transpile = |form: &str| {
        transpiler.transpile(&case.okl_path, form, &case.defines, &case.instantiate).map_err(|e| {
            (Stage::Transpile, format!("transpiling {} failed:\n{e}", case.okl_path.display()))
        })
    };
    let free = transpile("dpcpp")?;
    let occa = transpile("dpcpp+occa")?;
    let (Some(launcher), Some(occa_launcher)) = (free.launcher.as_deref(), &occa.launcher) else {
        return Err((Stage::Transpile, "a SYCL transpilation has no host launcher".into()));
    };
    std::fs::write(dir.join("kernel.cpp"), &free.source).map_err(setup)?;
    std::fs::write(dir.join("launcher.hpp"), launcher).map_err(setup)?;
    std::fs::write(dir.join("occa-kernel.cpp"), &occa.source).map_err(setup)?;
    std::fs::write(dir.join("occa-launcher.cpp"), occa_launcher).map_err(setup)?;
    std::fs::write(dir.join("metadata.json"), &free.metadata_json).map_err(setup)?;
    let symbol =
        check_device_metadata(case, &free.metadata_json).map_err(|e| (Stage::Metadata, e))?;
    check_device_metadata(case, &occa.metadata_json)
        .map_err(|e| (Stage::Metadata, format!("OCCA form: {e}")))?;
    std::fs::write(dir.join("driver.hpp"), generate_sycl_driver(case, &symbol)).map_err(setup)?;
    let names = serde_json::from_str::<serde_json::Value>(&free.metadata_json)
        .ok()
        .and_then(|v| {
            v["metadata"]
                .as_array()
                .map(|m| m.iter().filter_map(|e| e["name"].as_str().map(str::to_string)).collect())
        })
        .unwrap_or_default();
    Ok(names)
}

/// Groups cases (by index, with their kernels' names) into batches of at most [`BATCH`] in which
/// no two cases define a kernel of the same name (`extern "C"` names share one bundle).
fn batches(runnable: &[(usize, Vec<String>)]) -> Vec<Vec<usize>> {
    let mut out: Vec<(Vec<usize>, BTreeSet<String>)> = Vec::new();
    for (k, names) in runnable {
        let fits = out
            .iter_mut()
            .find(|(cases, taken)| cases.len() < BATCH && names.iter().all(|n| !taken.contains(n)));
        match fits {
            Some((cases, taken)) => {
                cases.push(*k);
                taken.extend(names.iter().cloned());
            }
            None => out.push((vec![*k], names.iter().cloned().collect())),
        }
    }
    out.into_iter().map(|(cases, _)| cases).collect()
}

/// The `#include <...>` lines of `text`, and `text` with each of them blank (so its lines keep
/// their numbers).
fn split_includes(text: &str) -> (Vec<String>, String) {
    let mut includes = Vec::new();
    let mut rest = String::with_capacity(text.len());
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with('#') && t[1..].trim_start().starts_with("include") && t.contains('<') {
            includes.push(t.to_string());
        } else {
            rest.push_str(line);
        }
        rest.push('\n');
    }
    (includes, rest)
}

/// The slot (`dirs`: each slot's case folder) whose file holds the first error of a g++ log:
/// the error's own line, or for an error inside a header, the nearest line above it that names
/// a case's file (`required from here`, `In file included from`); else any line naming one.
fn culprit(log: &str, dirs: &[(usize, String)]) -> Option<usize> {
    let named = |line: &str| dirs.iter().find(|(_, d)| line.contains(d.as_str())).map(|(s, _)| *s);
    let lines: Vec<&str> = log.lines().collect();
    let first = lines.iter().position(|l| l.contains(" error:") || l.contains(" fatal error:"));
    first
        .and_then(|e| lines[..=e].iter().rev().find_map(|l| named(l)))
        .or_else(|| lines.iter().find_map(|l| named(l)))
}

/// The suite's shared state while batches run.
struct Suite<'a> {
    cases: &'a [&'a Case],
    outcomes: &'a [CaseOutcome],
    root: &'a Path,
    opts: &'a Options,
    rt: &'a SyclRuntime,
    pch: &'a Path,
    clock: &'a Clock,
    /// Batch folders handed out.
    programs: AtomicUsize,
    /// Runs of batch programs started (each run's files are numbered, so reruns keep the
    /// earlier ones).
    runs: AtomicUsize,
}

/// Each case's device file of a batch, without its `#include <...>` lines, and those lines.
struct Devices {
    includes: Vec<String>,
    bodies: Vec<String>,
}

impl Suite<'_> {
    /// The folder of case `k`, with a final `/`, as compilers name its files.
    fn case_dir(&self, k: usize) -> String {
        format!("{}/", self.outcomes[k].work_dir.display())
    }

    /// The folder of slot `slot` of `batch`, by slot, for [`culprit`].
    fn slot_dirs(&self, batch: &[usize], active: &[usize]) -> Vec<(usize, String)> {
        active.iter().map(|&s| (s, self.case_dir(batch[s]))).collect()
    }

    /// Runs the cases `batch` (indices into `cases`/`outcomes`); returns each one's result. A
    /// case whose code fails beside others but not alone gets a batch of its own.
    fn run_batch(&self, batch: &[usize]) -> Vec<(usize, StageResult)> {
        if batch.is_empty() {
            return Vec::new();
        }
        let n = self.programs.fetch_add(1, Ordering::SeqCst);
        let dir = self.root.join(".batches").join(n.to_string());
        if let Err(e) = std::fs::create_dir_all(&dir) {
            let failure = (Stage::Setup, format!("{}: {e}", dir.display()));
            return batch.iter().map(|&k| (k, Err(failure.clone()))).collect();
        }
        let mut out = Vec::new();
        let mut alone = Vec::new();
        let mut active: Vec<usize> = (0..batch.len()).collect();
        // Each failed attempt takes out the case it names (or all, when it names none).
        let mut settle = |active: &mut Vec<usize>, log: &str, out: &mut Vec<_>| {
            let suspects = match culprit(log, &self.slot_dirs(batch, active)) {
                Some(slot) => vec![slot],
                None => active.clone(),
            };
            for slot in suspects {
                active.retain(|&s| s != slot);
                match self.check_alone(batch[slot]) {
                    Ok(()) if batch.len() > 1 => alone.push(batch[slot]),
                    Ok(()) => out.push((
                        batch[slot],
                        Err((
                            Stage::Compile,
                            format!("the case compiles alone but not in its batch's files:\n{log}"),
                        )),
                    )),
                    Err(failure) => out.push((batch[slot], Err(failure))),
                }
            }
        };
        while !active.is_empty() {
            match self.check_batch(batch, &active, &dir) {
                Ok(()) => break,
                Err((Stage::Compile, log)) => settle(&mut active, &log, &mut out),
                Err(failure) => {
                    out.extend(active.drain(..).map(|s| (batch[s], Err(failure.clone()))));
                }
            }
        }
        let mut devices = None;
        while !active.is_empty() {
            match self.build_program(batch, &active, &dir) {
                Ok(built) => {
                    devices = Some(built);
                    break;
                }
                Err((Stage::Compile, log)) => settle(&mut active, &log, &mut out),
                Err(failure) => {
                    out.extend(active.drain(..).map(|s| (batch[s], Err(failure.clone()))));
                }
            }
        }
        if let Some(devices) = devices {
            let together = active.len() > 1;
            let ran = self.run_slots(batch, &devices, &dir, active);
            for (slot, result) in ran {
                // A case that fails to run or compare beside others runs again on its own,
                // whose verdict is the case's: one case's launches must not decide another's.
                let result = match result {
                    Err((Stage::Run | Stage::Compare, _)) if together => {
                        let again = self.run_slots(batch, &devices, &dir, vec![slot]);
                        again.into_iter().next().map_or(result, |(_, r)| r)
                    }
                    _ => result,
                };
                out.push((batch[slot], result));
            }
        }
        for k in alone {
            out.extend(self.run_batch(&[k]));
        }
        out
    }

    /// Type-checks the slots `active` of `batch` in three translation units (module docs).
    fn check_batch(&self, batch: &[usize], active: &[usize], dir: &Path) -> StageResult {
        let setup = |e: std::io::Error| (Stage::Setup, format!("{}: {e}", dir.display()));
        let mut args = self.check_args();
        for file in CHECKED {
            let mut includes = Vec::new();
            let mut bodies = String::new();
            for &slot in active {
                let path = self.outcomes[batch[slot]].work_dir.join(file);
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| (Stage::Setup, format!("{}: {e}", path.display())))?;
                let (found, body) = split_includes(&text);
                includes.extend(found);
                let _ = write!(
                    bodies,
                    "namespace oklc_case_{slot} {{\n#line 1 \"{}\"\n{body}}}\n",
                    path.display()
                );
            }
            let mut seen = BTreeSet::new();
            includes.retain(|l| seen.insert(l.clone()));
            let name = format!("check-{file}");
            let text = format!(
                "// Generated by the oklc conformance harness (SYCL); do not edit.\n{}\n{bodies}",
                includes.join("\n")
            );
            std::fs::write(dir.join(&name), text).map_err(setup)?;
            args.push(name);
        }
        Clock::time(&self.clock.check, || {
            compile(
                &self.opts.cxx,
                &args,
                dir,
                "check.log",
                "the SYCL type-check needs g++",
                self.opts,
            )
        })
    }

    /// The type-check's flags up to its files.
    fn check_args(&self) -> Vec<String> {
        let mut args = self.rt.flags();
        args.push(format!("-I{}", crate::data_dir().join("occa").display()));
        args.extend(["-fsyntax-only", "-include"].map(String::from));
        args.push(self.pch.display().to_string());
        args
    }

    /// Case `k`'s own type-check, in its folder: its three files and its driver (which includes
    /// the standalone launcher). Its verdict is the case's `Compile` stage.
    fn check_alone(&self, k: usize) -> StageResult {
        let dir = &self.outcomes[k].work_dir;
        let mut args = self.check_args();
        args.extend(CHECKED.map(String::from));
        args.extend(["-x", "c++", "driver.hpp"].map(String::from));
        Clock::time(&self.clock.check, || {
            compile(
                &self.opts.cxx,
                &args,
                dir,
                "check.log",
                "the SYCL type-check needs g++",
                self.opts,
            )
        })
    }

    /// Writes and compiles the batch program `dir/batch` for the slots `active`; returns the
    /// cases' device code.
    fn build_program(
        &self,
        batch: &[usize],
        active: &[usize],
        dir: &Path,
    ) -> Result<Devices, (Stage, String)> {
        let setup = |e: std::io::Error| (Stage::Setup, format!("{}: {e}", dir.display()));
        let mut devices =
            Devices { includes: Vec::new(), bodies: vec![String::new(); batch.len()] };
        let mut host_includes: Vec<String> = Vec::new();
        let mut host = String::new();
        for &slot in active {
            let case_dir = &self.outcomes[batch[slot]].work_dir;
            let read = |name: &str| {
                std::fs::read_to_string(case_dir.join(name))
                    .map_err(|e| (Stage::Setup, format!("{}: {e}", case_dir.join(name).display())))
            };
            let (includes, body) = split_includes(&read("kernel.cpp")?);
            devices.includes.extend(includes);
            devices.bodies[slot] = body;
            let (includes, _) = split_includes(&read("launcher.hpp")?);
            host_includes.extend(includes);
            let _ = write!(
                host,
                "namespace oklc_case_{slot} {{\n#include \"{}\"\n}}\n\n",
                case_dir.join("driver.hpp").display()
            );
        }
        let mut seen = BTreeSet::new();
        devices.includes.retain(|l| seen.insert(l.clone()));
        let mut seen = BTreeSet::new();
        host_includes.retain(|l| seen.insert(l.clone()));
        let mut main =
            String::from("// Generated by the oklc conformance harness (SYCL); do not edit.\n");
        main.push_str(COMMON_HEADERS);
        main.push_str(
            "#include <fstream>\n#include <optional>\n#include <sstream>\n#include <string>\n#include <unistd.h>\n",
        );
        main.push_str(&host_includes.join("\n"));
        main.push_str("\n\n");
        main.push_str(&host);
        main.push_str(BATCH_MAIN_START);
        for &slot in active {
            let _ = writeln!(
                main,
                "  if (oklc_wanted({slot})) oklc_run(\"{}\", [&] {{ return oklc_case_{slot}::oklc_main(queue, bundle); }});",
                self.cases[batch[slot]].name
            );
        }
        main.push_str("  return 0;\n}\n");
        std::fs::write(dir.join("main.cpp"), main).map_err(setup)?;
        let mut args = self.rt.flags();
        args.extend(["-include".to_string(), self.pch.display().to_string()]);
        args.extend(["main.cpp", "-o", "batch"].map(String::from));
        args.push(format!("-L{}", self.rt.lib.display()));
        args.push("-lsycl".into());
        args.push(format!("-Wl,-rpath,{}", self.rt.lib.display()));
        let slow = Options { compile_timeout: self.opts.compile_timeout * 4, ..self.opts.clone() };
        let needs = "the SYCL cases need g++";
        Clock::time(&self.clock.host, || {
            compile(&self.opts.cxx, &args, dir, "compile.log", needs, &slow)
        })?;
        Ok(devices)
    }

    /// Runs the slots `active` of `batch` with the batch program; returns each one's result.
    /// Each run is given the device code of the slots it runs. A case whose device code does
    /// not build is left out of the next run; the cases after one that crashed the program
    /// run again without it; a group that crashes before any case starts is split in two.
    fn run_slots(
        &self,
        batch: &[usize],
        devices: &Devices,
        dir: &Path,
        active: Vec<usize>,
    ) -> Vec<(usize, StageResult)> {
        let mut out = Vec::new();
        let mut pending: Vec<Vec<usize>> = vec![active];
        while let Some(mut active) = pending.pop() {
            if active.is_empty() {
                continue;
            }
            let attempt = self.runs.fetch_add(1, Ordering::SeqCst);
            let file = format!("device-{attempt}.cpp");
            let lines = match write_device_file(&dir.join(&file), devices, &active) {
                Ok(lines) => lines,
                Err(e) => {
                    let failure = (Stage::Setup, format!("{}: {e}", dir.display()));
                    out.extend(active.iter().map(|&slot| (slot, Err(failure.clone()))));
                    continue;
                }
            };
            let mut run = std::process::Command::new(dir.join("batch"));
            run.current_dir(dir).arg(&file).args(active.iter().map(|s| s.to_string()));
            run.env("OCL_ICD_VENDORS", &self.rt.vendors);
            let limit = self.opts.run_timeout;
            run.env("OKLC_CASE_SECONDS", limit.as_secs().max(1).to_string());
            // The run-time build, then each case within its limit (the program's alarm).
            let timeout = self.opts.compile_timeout * 2
                + limit
                + Duration::from_secs(5 * active.len() as u64);
            let log_name = format!("run-{attempt}.log");
            let ran =
                Clock::time(&self.clock.run, || run_logged(run, &dir.join(&log_name), timeout));
            let (status, log) = match ran {
                Err(e) => {
                    let failure = (Stage::Run, format!("cannot run {}: {e}", dir.display()));
                    out.extend(active.iter().map(|&slot| (slot, Err(failure.clone()))));
                    continue;
                }
                Ok(Ran::TimedOut(log)) => (None, log),
                Ok(Ran::Exited(s, log)) => (Some(s), log),
            };
            if status.is_some_and(|s| s.code() == Some(4)) {
                // The first error's line in the device file names the case it belongs to.
                let failure =
                    (Stage::Compile, format!("building the device code at run time:\n{log}"));
                let named = first_error_line(&log)
                    .and_then(|line| lines.iter().rposition(|&(start, _)| start <= line))
                    .map(|k| lines[k].1);
                let culprits: Vec<usize> = match named {
                    Some(slot) => vec![slot],
                    None => active.clone(),
                };
                out.extend(culprits.iter().map(|&slot| (slot, Err(failure.clone()))));
                active.retain(|slot| !culprits.contains(slot));
                pending.push(active);
                continue;
            }
            // The log has one section per case started, after its `oklc-case: NAME` line.
            let mut sections: Vec<(usize, String)> = Vec::new();
            for part in log.split("oklc-case: ").skip(1) {
                let (name, text) = part.split_once('\n').unwrap_or((part, ""));
                if let Some(&slot) =
                    active.iter().find(|&&s| self.cases[batch[s]].name == name.trim())
                {
                    sections.push((slot, text.to_string()));
                }
            }
            let ended = match status {
                Some(s) if s.success() => None,
                Some(s) if alarmed(s) => {
                    Some(format!("the case ran longer than its limit of {} s", limit.as_secs()))
                }
                Some(s) => Some(format!("the batch program ended abnormally ({s})")),
                None => Some(format!("the batch program timed out after {} s", timeout.as_secs())),
            };
            let last = sections.len().saturating_sub(1);
            for (i, (slot, text)) in sections.iter().enumerate() {
                let result = if text.contains("oklc-conformance: ok") {
                    Ok(())
                } else if text.contains("oklc-conformance: FAILED") {
                    Err((Stage::Compare, text.clone()))
                } else if i == last
                    && let Some(why) = &ended
                {
                    Err((Stage::Run, format!("{why} in this case\n{text}")))
                } else {
                    Err((Stage::Run, format!("the case ended without a verdict\n{text}")))
                };
                out.push((*slot, result));
            }
            if sections.is_empty() {
                if active.len() > 1 {
                    let second = active.split_off(active.len() / 2);
                    pending.push(second);
                    pending.push(active);
                    continue;
                }
                let why = ended.unwrap_or_else(|| "the batch program ran no case".into());
                let failure = (Stage::Run, format!("{why} before the case started\n{log}"));
                out.extend(active.iter().map(|&slot| (slot, Err(failure.clone()))));
                continue;
            }
            let started: BTreeSet<usize> = sections.iter().map(|(slot, _)| *slot).collect();
            active.retain(|slot| !started.contains(slot));
            pending.push(active);
        }
        out
    }
}

/// Whether the program was ended by its alarm (a case past its limit).
fn alarmed(status: std::process::ExitStatus) -> bool {
    use std::os::unix::process::ExitStatusExt as _;
    status.signal() == Some(14)
}

/// The line of the first error the run-time compiler reports (`rtc_0.cpp:619:154: error:`).
fn first_error_line(log: &str) -> Option<usize> {
    log.lines().filter(|l| l.contains(": error:")).find_map(|l| {
        let rest = &l[l.find(".cpp:")? + 5..];
        rest.split(':').next()?.parse().ok()
    })
}

/// Writes the device file of the cases `active` (slots of the batch) to `path`; returns the
/// line where each case's code starts, with its slot, in order.
fn write_device_file(
    path: &Path,
    devices: &Devices,
    active: &[usize],
) -> std::io::Result<Vec<(usize, usize)>> {
    let mut text = format!("{COMMON_HEADERS}{}\n\n", devices.includes.join("\n"));
    let mut lines = Vec::new();
    for &slot in active {
        lines.push((text.lines().count() + 1, slot));
        let _ = write!(text, "namespace oklc_case_{slot} {{\n{}}}\n\n", devices.bodies[slot]);
    }
    std::fs::write(path, text)?;
    Ok(lines)
}

/// The batch program's `main` up to the cases: `oklc_wanted` (the cases to run are the slots
/// `argv[2..]`), the CPU device's in-order queue, the bundle built from the device file named by
/// `argv[1]` (exit code 4 when it does not build), and `oklc_run`, which announces a case and
/// runs it within `$OKLC_CASE_SECONDS` (an alarm ends the program after that), reporting SYCL
/// exceptions.
const BATCH_MAIN_START: &str = r#"static unsigned oklc_case_seconds = 60;

template <typename F>
static void oklc_run(const char *name, F run) {
  std::printf("oklc-case: %s\n", name);
  std::fflush(stdout);
  alarm(oklc_case_seconds);
  try {
    run();
  } catch (const sycl::exception &e) {
    std::printf("oklc-conformance: SYCL exception: %s\n", e.what());
  }
  alarm(0);
  std::fflush(stdout);
}

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  if (const char *limit = std::getenv("OKLC_CASE_SECONDS")) {
    oklc_case_seconds = (unsigned)std::atoi(limit);
  }
  // The cases to run: the slots after the device file's name.
  const auto oklc_wanted = [&](int slot) {
    for (int i = 2; i < argc; ++i) {
      if (std::atoi(argv[i]) == slot) return true;
    }
    return false;
  };
  sycl::queue queue{sycl::cpu_selector_v, sycl::property::queue::in_order{}};
  std::printf("oklc-batch: device %s\n",
              queue.get_device().get_info<sycl::info::device::name>().c_str());
  std::ifstream file(argv[1]);
  std::stringstream text;
  text << file.rdbuf();
  namespace syclexp = sycl::ext::oneapi::experimental;
  std::optional<sycl::kernel_bundle<sycl::bundle_state::executable>> built;
  try {
    auto source = syclexp::create_kernel_bundle_from_source(
        queue.get_context(), syclexp::source_language::sycl, text.str());
    built = syclexp::build(source);
  } catch (const sycl::exception &e) {
    std::printf("oklc-batch: the device code does not build:\n%s\n", e.what());
    return 4;
  }
  const auto &bundle = *built;
"#;

/// What a prelude that calls kernels itself (at start-up, before `oklc_main` has a queue)
/// needs: a queue of its own on the CPU device, the case's device file compiled alone, and
/// `oklc_device(array)`, a USM copy of the array that converts to its pointer and, at the end of
/// the full expression holding the call (the launcher waits for its kernels), is copied back
/// and freed.
const PRELUDE_HELPERS: &str = r#"static sycl::queue &oklc_prelude_queue() {
  static sycl::queue queue{sycl::cpu_selector_v, sycl::property::queue::in_order{}};
  return queue;
}

static const sycl::kernel_bundle<sycl::bundle_state::executable> &oklc_prelude_bundle() {
  static const auto bundle = _occa_sycl_build(oklc_prelude_queue().get_context());
  return bundle;
}

template <typename T>
class oklc_device_copy {
  using value_type = std::remove_const_t<T>;

 public:
  oklc_device_copy(T *host, size_t len, bool back) : host_(host), len_(len), back_(back) {
    dev_ = sycl::malloc_shared<value_type>(len_ + 1, oklc_prelude_queue());
    std::memcpy(static_cast<void *>(dev_), static_cast<const void *>(host_), len_ * sizeof(T));
  }
  oklc_device_copy(const oklc_device_copy &) = delete;
  oklc_device_copy &operator=(const oklc_device_copy &) = delete;
  ~oklc_device_copy() {
    oklc_prelude_queue().wait_and_throw();
    if (back_) {
      std::memcpy(const_cast<value_type *>(host_), static_cast<const void *>(dev_), len_ * sizeof(T));
    }
    sycl::free(dev_, oklc_prelude_queue());
  }
  operator T *() const { return dev_; }

 private:
  T *host_;
  value_type *dev_ = nullptr;
  size_t len_;
  bool back_;
};

// A prelude that calls a kernel passes its arrays through oklc_device().
template <typename T>
inline oklc_device_copy<T> oklc_device(std::vector<T> &v) {
  return oklc_device_copy<T>(v.data(), v.size(), true);
}
template <typename T, size_t N>
inline oklc_device_copy<const T> oklc_device(const T (&a)[N]) {
  return oklc_device_copy<const T>(a, N, false);
}

// The launchers the prelude calls, without the queue and bundle of the standalone form.
"#;

/// The functions a prelude calls with `oklc_device(...)` arguments: per statement holding
/// `oklc_device(`, the first name it calls (the standalone launcher of an instantiation).
fn prelude_launches(prelude: &str) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for (at, _) in prelude.match_indices("oklc_device(") {
        let start = prelude[..at].rfind([';', '{', '}']).map_or(0, |i| i + 1);
        let statement = &prelude[start..at];
        let Some(open) = statement.find('(') else { continue };
        let name = statement[..open].trim();
        let plain = !name.is_empty()
            && name.chars().all(|c| c == '_' || c.is_ascii_alphanumeric())
            && name != "oklc_device";
        if plain && !names.iter().any(|n| n == name) {
            names.push(name.to_string());
        }
    }
    names
}

/// Generates the SYCL `driver.hpp` for `case`: the inputs, reference, guards and comparison of
/// the other drivers in `oklc_main(queue, bundle)`, with each array (guards included) in USM
/// shared memory around a call of the standalone launcher `symbol`.
pub fn generate_sycl_driver(case: &Case, symbol: &str) -> String {
    let mut d = String::new();
    d.push_str("// Generated by the oklc conformance harness (SYCL); do not edit.\n");
    d.push_str("#include \"launcher.hpp\"\n\n");
    d.push_str(
        "#include <cmath>\n#include <cstdio>\n#include <cstdlib>\n#include <cstring>\n#include <type_traits>\n#include <vector>\n\n",
    );
    if !case.prelude.trim().is_empty() {
        let launches = prelude_launches(&case.prelude);
        if !launches.is_empty() {
            d.push_str(PRELUDE_HELPERS);
            for name in &launches {
                let _ = writeln!(
                    d,
                    "static constexpr auto oklc_launch_{name} = &{name};\ntemplate <typename... A>\nstatic void {name}(A &&...args) {{\n  oklc_launch_{name}(oklc_prelude_queue(), oklc_prelude_bundle(), std::forward<A>(args)...);\n}}\n"
                );
            }
        }
        let _ = writeln!(d, "// ---- case prelude\n{}\n", case.prelude.trim_end());
    }
    let _ = writeln!(d, "static const int oklc_guard = {GUARD};\n");
    d.push_str(DRIVER_HELPERS);
    d.push_str(COMPARE_HELPER);
    let params: Vec<String> = case
        .args
        .iter()
        .map(|a| {
            if a.is_array() {
                format!("{} *{}", a.ty, a.name)
            } else {
                format!("{} {}", a.ty, a.name)
            }
        })
        .collect();
    let _ = writeln!(
        d,
        "// ---- independent reference written for the test\nstatic void oklc_reference({}) {{\n{}\n}}\n",
        params.join(", "),
        case.reference.trim_end()
    );
    d.push_str(
        "[[maybe_unused]] static int oklc_main(sycl::queue &oklc_queue,\n    const sycl::kernel_bundle<sycl::bundle_state::executable> &oklc_bundle) {\n",
    );
    d.push_str("  long oklc_bad = 0;\n");
    for a in case.args.iter().filter(|a| !a.is_array()) {
        let _ = writeln!(d, "  {} {} = {};", a.ty, a.name, a.value.as_deref().unwrap_or("{}"));
    }
    for a in case.args.iter().filter(|a| a.is_array()) {
        let (n, t) = (&a.name, &a.ty);
        let _ = writeln!(d, "  const long oklc_len_{n} = (long)({});", a.len.as_deref().unwrap());
        let _ = writeln!(
            d,
            "  std::vector<{t}> oklc_store_{n}((size_t)oklc_len_{n} + 2 * oklc_guard);"
        );
        let _ = writeln!(
            d,
            "  std::memset(static_cast<void *>(oklc_store_{n}.data()), 0xA5, oklc_store_{n}.size() * sizeof({t}));"
        );
        let _ = writeln!(d, "  {t} *{n} = oklc_store_{n}.data() + oklc_guard;");
        let init = a.init.as_deref().unwrap_or("{}");
        let _ = writeln!(d, "  for (int i = 0; i < (int)oklc_len_{n}; ++i) {n}[i] = {init};");
        let _ = writeln!(d, "  std::vector<{t}> oklc_ref_{n}({n}, {n} + oklc_len_{n});");
        let _ = writeln!(
            d,
            "  {t} *oklc_dstore_{n} = sycl::malloc_shared<{t}>(oklc_store_{n}.size(), oklc_queue);"
        );
        let _ = writeln!(
            d,
            "  std::memcpy(static_cast<void *>(oklc_dstore_{n}), static_cast<const void *>(oklc_store_{n}.data()), oklc_store_{n}.size() * sizeof({t}));"
        );
    }
    for a in case.args.iter().filter(|a| !a.is_array()) {
        let _ = writeln!(d, "  {} oklc_ref_{} = {};", a.ty, a.name, a.name);
    }
    let mut call = vec!["oklc_queue".to_string(), "oklc_bundle".to_string()];
    call.extend(case.args.iter().map(|a| {
        if a.is_array() { format!("oklc_dstore_{} + oklc_guard", a.name) } else { a.name.clone() }
    }));
    let _ = writeln!(d, "  {symbol}({});", call.join(", "));
    d.push_str("  oklc_queue.wait_and_throw();\n");
    for a in case.args.iter().filter(|a| a.is_array()) {
        let (n, t) = (&a.name, &a.ty);
        let _ = writeln!(
            d,
            "  std::memcpy(static_cast<void *>(oklc_store_{n}.data()), static_cast<const void *>(oklc_dstore_{n}), oklc_store_{n}.size() * sizeof({t}));"
        );
        let _ = writeln!(d, "  sycl::free(oklc_dstore_{n}, oklc_queue);");
    }
    push_driver_verdict(&mut d, case, |n| {
        format!("oklc_check_guards(\"{n}\", oklc_store_{n}.data(), oklc_len_{n})")
    });
    d
}

#[cfg(test)]
mod tests {
    use super::prelude_launches;

    /// The launchers are the calls whose arguments pass arrays through `oklc_device`, each named
    /// once; other calls and declarations are not.
    #[test]
    fn prelude_launches_are_the_calls_given_device_copies() {
        let prelude = "static int check() {\n  std::vector<int> in(4), out(4);\n  \
                       for (int i = 0; i < 4; ++i) in[i] = i;\n  \
                       sum_int_4(4, oklc_device(in), oklc_device(out));\n  \
                       if (out[0] != 1) std::abort();\n  sum_int_4(2, oklc_device(in), oklc_device(out));\n  \
                       return 1;\n}\nstatic const int checked = check();\n";
        assert_eq!(prelude_launches(prelude), ["sum_int_4"]);
        assert!(prelude_launches("static const int n = count(3);").is_empty());
    }
}
