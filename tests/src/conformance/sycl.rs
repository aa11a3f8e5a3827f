//! The SYCL part of the conformance harness (`sycl_conformance`, docs/testing.md): every case
//! is transpiled in both of the `dpcpp` backend's forms, type-checked against the real SYCL 2020
//! headers of Intel's DPC++ runtime, and its free-function form executed on Intel's CPU device.
//!
//! Per case, one `g++ -fsyntax-only` call (with a precompiled `<sycl/sycl.hpp>`) checks the
//! free-function device file (`kernel.cpp`), OCCA's device file (`occa-kernel.cpp`) and the
//! driver with the standalone launcher (`driver.hpp`); that is the case's `Compile` stage.
//! The cases that pass it run in batches: one host program per batch (each case's driver in its
//! own namespace) compiles the batch's device files, likewise namespaced, into one kernel
//! bundle at run time (`create_kernel_bundle_from_source`, which is what costs time) and runs
//! each case against its reference. A case whose device code does not build (the compiler's
//! first error names its line) is left out of the next run of the same program; a case that
//! crashes the program fails at `Run` and the cases after it run again.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use super::{
    COMPARE_HELPER, Case, CaseOutcome, DRIVER_HELPERS, GUARD, Options, Ran, Stage, StageResult,
    SuiteReport, Transpiler, check_device_metadata, compile, push_driver_verdict, run_logged,
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

/// A case after its check, with the names of its device kernels.
type Checked = (CaseOutcome, Vec<String>);

/// Cases per batch program.
const BATCH: usize = 32;

/// Runs every case that applies to `dpcpp`, checking with `opts.jobs` compilers at once.
/// `forms` transpiles: `dpcpp` gives the free-function form with the standalone launcher,
/// `dpcpp+occa` OCCA's form.
pub fn run_sycl_suite(
    cases: &[Case],
    transpiler: &dyn Transpiler,
    work_root: &Path,
    opts: &Options,
    rt: &SyclRuntime,
) -> SuiteReport {
    let cases: Vec<&Case> = cases.iter().filter(|c| c.applies_to("dpcpp")).collect();
    let root = work_root.join("dpcpp");
    let pch = precompiled_header(&root.join(".pch"), rt, opts);
    let next = AtomicUsize::new(0);
    let checked: Mutex<Vec<Option<Checked>>> = Mutex::new(vec![None; cases.len()]);
    std::thread::scope(|s| {
        for _ in 0..opts.jobs.max(1) {
            s.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::SeqCst);
                    let Some(&case) = cases.get(k) else { break };
                    let dir = root.join(&case.name);
                    let (failure, names) = match &pch {
                        Ok(pch) => match check_case(case, transpiler, &dir, opts, rt, pch) {
                            Ok(names) => (None, names),
                            Err(e) => (Some(e), Vec::new()),
                        },
                        Err(e) => (Some(e.clone()), Vec::new()),
                    };
                    let outcome = CaseOutcome {
                        case: case.name.clone(),
                        backend: "dpcpp".into(),
                        failure,
                        work_dir: dir,
                    };
                    checked.lock().expect("results lock")[k] = Some((outcome, names));
                }
            });
        }
    });
    let checked: Vec<Checked> =
        checked.into_inner().expect("results lock").into_iter().flatten().collect();
    let mut outcomes: Vec<CaseOutcome> = checked.iter().map(|(o, _)| o.clone()).collect();
    let runnable: Vec<(usize, Vec<String>)> = checked
        .into_iter()
        .enumerate()
        .filter(|(_, (o, _))| o.passed())
        .map(|(k, (_, names))| (k, names))
        .collect();
    let batches = batches(&runnable);
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, StageResult)>> = Mutex::new(Vec::new());
    let programs = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..opts.jobs.max(1) {
            s.spawn(|| {
                loop {
                    let b = next.fetch_add(1, Ordering::SeqCst);
                    let Some(batch) = batches.get(b) else { break };
                    let found = run_batch(batch, &cases, &outcomes, &root, opts, rt, &programs);
                    results.lock().expect("results lock").extend(found);
                }
            });
        }
    });
    for (k, result) in results.into_inner().expect("results lock") {
        if let Err(failure) = result {
            outcomes[k].failure = Some(failure);
        }
    }
    SuiteReport { backend: "dpcpp".into(), outcomes }
}

/// `sycl_pch.hpp` and its precompiled form in `dir`: the header the checks and the batch
/// programs include first.
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

/// Transpiles `case` in both forms, writes its files and type-checks them; returns the names
/// of its device kernels.
fn check_case(
    case: &Case,
    transpiler: &dyn Transpiler,
    dir: &Path,
    opts: &Options,
    rt: &SyclRuntime,
    pch: &Path,
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
    let Some(launcher) = free.launcher.as_deref() else {
        return Err((Stage::Transpile, "the SYCL transpilation has no host launcher".into()));
    };
    std::fs::write(dir.join("kernel.cpp"), &free.source).map_err(setup)?;
    std::fs::write(dir.join("launcher.hpp"), launcher).map_err(setup)?;
    std::fs::write(dir.join("occa-kernel.cpp"), &occa.source).map_err(setup)?;
    if let Some(l) = &occa.launcher {
        std::fs::write(dir.join("occa-launcher.cpp"), l).map_err(setup)?;
    }
    std::fs::write(dir.join("metadata.json"), &free.metadata_json).map_err(setup)?;
    let symbol =
        check_device_metadata(case, &free.metadata_json).map_err(|e| (Stage::Metadata, e))?;
    check_device_metadata(case, &occa.metadata_json)
        .map_err(|e| (Stage::Metadata, format!("OCCA form: {e}")))?;
    std::fs::write(dir.join("driver.hpp"), generate_sycl_driver(case, &symbol)).map_err(setup)?;
    let mut args = rt.flags();
    args.extend(["-fsyntax-only", "-include"].map(String::from));
    args.push(pch.display().to_string());
    args.extend(["kernel.cpp", "occa-kernel.cpp", "-x", "c++", "driver.hpp"].map(String::from));
    compile(&opts.cxx, &args, dir, "check.log", "the SYCL type-check needs g++", opts)?;
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

/// The `#include <...>` lines of `text`, and `text` without them.
fn split_includes(text: &str) -> (Vec<String>, String) {
    let mut includes = Vec::new();
    let mut rest = String::with_capacity(text.len());
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with('#') && t[1..].trim_start().starts_with("include") && t.contains('<') {
            includes.push(t.to_string());
        } else {
            rest.push_str(line);
            rest.push('\n');
        }
    }
    (includes, rest)
}

/// Runs the cases `batch` (indices into `cases`/`outcomes`) in one program; returns each one's
/// result. The program is built once; it runs the cases it is told to with the device file it
/// is given, so a case whose device code does not build (the run-time compiler names its line)
/// is left out of the next device file, and the cases after one that crashed the program run
/// again without it. Only a program that does not compile is split and rebuilt. A case that
/// fails at run time or in the comparison is run again alone, and that run gives its verdict.
fn run_batch(
    batch: &[usize],
    cases: &[&Case],
    outcomes: &[CaseOutcome],
    root: &Path,
    opts: &Options,
    rt: &SyclRuntime,
    programs: &AtomicUsize,
) -> Vec<(usize, StageResult)> {
    if batch.is_empty() {
        return Vec::new();
    }
    let n = programs.fetch_add(1, Ordering::SeqCst);
    let dir = root.join(".batches").join(n.to_string());
    let devices = match build_batch(batch, cases, outcomes, &dir, opts, rt) {
        Ok(devices) => devices,
        Err(failure) if batch.len() == 1 => return vec![(batch[0], Err(failure))],
        Err(_) => {
            let (a, b) = batch.split_at(batch.len() / 2);
            let mut out = run_batch(a, cases, outcomes, root, opts, rt, programs);
            out.extend(run_batch(b, cases, outcomes, root, opts, rt, programs));
            return out;
        }
    };
    let mut out = Vec::new();
    // Groups of slots still to run; a group whose program crashes before any case starts (the
    // run-time compiler crashing on one case's code) is split in two.
    let mut pending: Vec<Vec<usize>> = vec![(0..batch.len()).collect()];
    for attempt in 0.. {
        let Some(mut active) = pending.pop() else { break };
        if active.is_empty() {
            continue;
        }
        let file = format!("device-{attempt}.cpp");
        let lines = match write_device_file(&dir.join(&file), &devices, &active) {
            Ok(lines) => lines,
            Err(e) => {
                let failure = (Stage::Setup, format!("{}: {e}", dir.display()));
                out.extend(active.iter().map(|&slot| (batch[slot], Err(failure.clone()))));
                break;
            }
        };
        let mut run = std::process::Command::new(dir.join("batch"));
        run.current_dir(&dir).arg(&file).args(active.iter().map(|s| s.to_string()));
        run.env("OCL_ICD_VENDORS", &rt.vendors);
        let timeout = opts.run_timeout + Duration::from_secs(10 * active.len() as u64);
        let log_name = format!("run-{attempt}.log");
        let (status, log) = match run_logged(run, &dir.join(&log_name), timeout) {
            Err(e) => {
                let failure = (Stage::Run, format!("cannot run {}: {e}", dir.display()));
                out.extend(active.iter().map(|&slot| (batch[slot], Err(failure.clone()))));
                break;
            }
            Ok(Ran::TimedOut(log)) => (None, log),
            Ok(Ran::Exited(s, log)) => (Some(s), log),
        };
        if status.is_some_and(|s| s.code() == Some(4)) {
            // The first error's line in the device file names the case it belongs to.
            let failure = (Stage::Compile, format!("building the device code at run time:\n{log}"));
            let named = first_error_line(&log)
                .and_then(|line| lines.iter().rposition(|&(start, _)| start <= line))
                .map(|k| lines[k].1);
            let culprits: Vec<usize> = match named {
                Some(slot) => vec![slot],
                None => active.clone(),
            };
            out.extend(culprits.iter().map(|&slot| (batch[slot], Err(failure.clone()))));
            active.retain(|slot| !culprits.contains(slot));
            pending.push(active);
            continue;
        }
        // The log has one section per case started, after its `oklc-case: NAME` line.
        let mut sections: Vec<(usize, String)> = Vec::new();
        for part in log.split("oklc-case: ").skip(1) {
            let (name, text) = part.split_once('\n').unwrap_or((part, ""));
            if let Some(&slot) = active.iter().find(|&&s| cases[batch[s]].name == name.trim()) {
                sections.push((slot, text.to_string()));
            }
        }
        let ended = match status {
            Some(s) if s.success() => None,
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
            out.push((batch[*slot], result));
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
            out.extend(active.iter().map(|&slot| (batch[slot], Err(failure.clone()))));
            continue;
        }
        let started: BTreeSet<usize> = sections.iter().map(|(slot, _)| *slot).collect();
        active.retain(|slot| !started.contains(slot));
        pending.push(active);
    }
    if batch.len() == 1 {
        return out;
    }
    // A case that fails to run or compare beside others runs again in a program of its own,
    // whose verdict is the case's: one case's launches must not decide another's.
    out.into_iter()
        .flat_map(|(k, result)| match result {
            Err((Stage::Run | Stage::Compare, _)) => {
                run_batch(&[k], cases, outcomes, root, opts, rt, programs)
            }
            _ => vec![(k, result)],
        })
        .collect()
}

/// The line of the first error the run-time compiler reports (`rtc_0.cpp:619:154: error:`).
fn first_error_line(log: &str) -> Option<usize> {
    log.lines().filter(|l| l.contains(": error:")).find_map(|l| {
        let rest = &l[l.find(".cpp:")? + 5..];
        rest.split(':').next()?.parse().ok()
    })
}

/// Each case's device file of a batch, without its `#include <...>` lines, and those lines.
struct Devices {
    includes: Vec<String>,
    bodies: Vec<String>,
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

/// Writes and compiles batch program `dir/batch`; returns the cases' device code.
fn build_batch(
    batch: &[usize],
    cases: &[&Case],
    outcomes: &[CaseOutcome],
    dir: &Path,
    opts: &Options,
    rt: &SyclRuntime,
) -> Result<Devices, (Stage, String)> {
    let setup = |e: std::io::Error| (Stage::Setup, format!("{}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(setup)?;
    let mut devices = Devices { includes: Vec::new(), bodies: Vec::new() };
    let mut host_includes: Vec<String> = Vec::new();
    let mut host = String::new();
    for (slot, &k) in batch.iter().enumerate() {
        let case_dir = &outcomes[k].work_dir;
        let read = |name: &str| {
            std::fs::read_to_string(case_dir.join(name))
                .map_err(|e| (Stage::Setup, format!("{}: {e}", case_dir.join(name).display())))
        };
        let (includes, body) = split_includes(&read("kernel.cpp")?);
        devices.includes.extend(includes);
        devices.bodies.push(body);
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
        "#include <fstream>\n#include <optional>\n#include <sstream>\n#include <string>\n",
    );
    main.push_str(&host_includes.join("\n"));
    main.push_str("\n\n");
    main.push_str(&host);
    main.push_str(BATCH_MAIN_START);
    for (slot, &k) in batch.iter().enumerate() {
        let _ = writeln!(
            main,
            "  if (oklc_wanted({slot})) oklc_run(\"{}\", [&] {{ return oklc_case_{slot}::oklc_main(queue, bundle); }});",
            cases[k].name
        );
    }
    main.push_str("  return 0;\n}\n");
    std::fs::write(dir.join("main.cpp"), main).map_err(setup)?;
    let mut args = rt.flags();
    args.extend(
        ["-include", &dir.join("../../.pch/sycl_pch.hpp").display().to_string()].map(String::from),
    );
    args.extend(["main.cpp", "-o", "batch"].map(String::from));
    args.push(format!("-L{}", rt.lib.display()));
    args.push("-lsycl".into());
    args.push(format!("-Wl,-rpath,{}", rt.lib.display()));
    let slow = Options { compile_timeout: opts.compile_timeout * 4, ..opts.clone() };
    compile(&opts.cxx, &args, dir, "compile.log", "the SYCL cases need g++", &slow)?;
    Ok(devices)
}

/// The batch program's `main` up to the cases: `oklc_wanted` (the cases to run are the slots
/// `argv[2..]`), the CPU device's in-order queue, the bundle built from the device file named by
/// `argv[1]` (exit code 4 when it does not build), and `oklc_run`, which announces a case and
/// runs it, reporting SYCL exceptions.
const BATCH_MAIN_START: &str = r#"template <typename F>
static void oklc_run(const char *name, F run) {
  std::printf("oklc-case: %s\n", name);
  std::fflush(stdout);
  try {
    run();
  } catch (const sycl::exception &e) {
    std::printf("oklc-conformance: SYCL exception: %s\n", e.what());
  }
  std::fflush(stdout);
}

int main(int argc, char **argv) {
  if (argc < 2) return 2;
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
