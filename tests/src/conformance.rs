//! Execution-verified conformance harness: loads the OKL kernels and case files of
//! `tests/conformance/`, asks a [`Transpiler`] for backend source plus kernel metadata,
//! generates a driver that fills deterministic inputs, calls the transpiled kernel, runs an
//! independent host reference written for the test and compares the checked arrays, then compiles
//! and runs that driver: with `g++` for the host backends (serial/OpenMP), with `nvcc` for CUDA
//! (or, where no `nvcc` is installed, a syntax check of the CUDA files with clang and g++; see
//! [`CudaLevel`]). The case format and the driver layout are described in `docs/conformance.md`.

use std::fmt::Write as _;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde::Deserialize;

pub mod sycl;

/// Output of a transpiler for one OKL file and one backend.
#[derive(Clone, Debug)]
pub struct Transpiled {
    /// Generated backend source (host backends: a C++ translation unit; CUDA: the device file).
    pub source: String,
    /// Metadata JSON (docs/backends.md): `{"dependencies": {}, "metadata": [{"name", "arguments"}, ...]}`.
    pub metadata_json: String,
    /// Host launcher of a GPU backend (CUDA: the native launcher, `--launcher-api native`).
    pub launcher: Option<String>,
}

/// Something that turns an OKL file into backend source (the real compiler, or a stand-in).
pub trait Transpiler: Sync {
    /// Transpiles `okl_path` for `backend` with `-D` values `defines` (`NAME=VALUE` or `NAME`) and
    /// template instantiations `instantiate` (e.g. `scaleT<float>`).
    fn transpile(
        &self,
        okl_path: &Path,
        backend: &str,
        defines: &[String],
        instantiate: &[String],
    ) -> Result<Transpiled, String>;
}

// ---------------------------------------------------------------------------------------------
// Case files
// ---------------------------------------------------------------------------------------------

/// One kernel argument of a case.
#[derive(Clone, Debug, Default)]
pub struct CaseArg {
    /// Parameter name; must equal the kernel parameter name at the same position.
    pub name: String,
    /// C++ type of a scalar, or element type of an array (`float`, `int`, `pt_t`, ...).
    pub ty: String,
    /// Scalar value: a C++ initializer (`1000`, `0.5f`, `{1.0f, 2.0f}`).
    pub value: Option<String>,
    /// Array length: a C++ expression that may use scalar arguments.
    pub len: Option<String>,
    /// Array element initializer: a C++ expression of the index `i` (an `int`).
    pub init: Option<String>,
    /// Compare this array with the reference after the run.
    pub check: bool,
    /// Expected metadata dtype when `ty` is not a builtin: `struct`, `enum`, or a builtin name
    /// (for typedefs such as `real_t` → `float`).
    pub dtype: Option<String>,
}

impl CaseArg {
    /// Whether the argument is an array (passed as a pointer).
    pub fn is_array(&self) -> bool {
        self.len.is_some()
    }
}

/// One conformance case: an OKL file, the kernel to call, its arguments and the reference.
#[derive(Clone, Debug, Default)]
pub struct Case {
    /// Case name (the file stem, e.g. `01_add_vectors`).
    pub name: String,
    /// The OKL source file.
    pub okl_path: PathBuf,
    /// Kernel to call (for templated kernels: the OKL name; the metadata gives the symbol).
    pub kernel: String,
    /// `-D` values for the transpiler.
    pub defines: Vec<String>,
    /// Template instantiations for the transpiler.
    pub instantiate: Vec<String>,
    /// Extra C++ placed after the transpiled source, before the reference.
    pub prelude: String,
    /// Float tolerance: `|got - want| <= tolerance * (1 + |want|)`. Integers compare exactly.
    pub tolerance: f64,
    /// Kernel arguments in parameter order.
    pub args: Vec<CaseArg>,
    /// Body of the reference function; it sees every argument under its own name (arrays as
    /// `T*` to private copies of the inputs, scalars by value).
    pub reference: String,
    /// Backends the case applies to; empty means every backend. Only for features a backend
    /// rejects by specification (e.g. non-basic `@atomic` on CUDA/HIP), never to hide a bug.
    pub backends: Vec<String>,
}

impl Case {
    /// Whether the case applies to `backend`.
    pub fn applies_to(&self, backend: &str) -> bool {
        self.backends.is_empty() || self.backends.iter().any(|b| b == backend)
    }
}

/// A case file as written (`docs/conformance.md`): root keys, then one `[[arg]]` table per
/// kernel argument.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Manifest {
    #[serde(default)]
    kernel: String,
    #[serde(default)]
    defines: Vec<Text>,
    #[serde(default)]
    instantiate: Vec<Text>,
    #[serde(default)]
    backends: Vec<Text>,
    #[serde(default)]
    prelude: String,
    #[serde(default)]
    reference: String,
    tolerance: Option<f64>,
    #[serde(default)]
    arg: Vec<ManifestArg>,
}

/// One `[[arg]]` table.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ManifestArg {
    #[serde(default)]
    name: String,
    #[serde(default, rename = "type")]
    ty: String,
    value: Option<Text>,
    len: Option<Text>,
    init: Option<Text>,
    #[serde(default)]
    check: bool,
    dtype: Option<String>,
}

/// A C++ snippet: a string, or a bare number standing for its own spelling (`len = 12`).
#[derive(Deserialize)]
#[serde(untagged)]
enum Text {
    Str(String),
    Int(i64),
    Float(f64),
}

impl From<Text> for String {
    fn from(t: Text) -> String {
        match t {
            Text::Str(s) => s,
            Text::Int(n) => n.to_string(),
            Text::Float(x) => x.to_string(),
        }
    }
}

fn texts(v: Vec<Text>) -> Vec<String> {
    v.into_iter().map(String::from).collect()
}

fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

impl Case {
    /// Parses the case file text; `okl_path` is the kernel file it belongs to.
    pub fn parse(name: &str, text: &str, file: &str, okl_path: PathBuf) -> Result<Case, String> {
        let m: Manifest = toml::from_str(text).map_err(|e| format!("{file}: {e}"))?;
        let tolerance = m.tolerance.unwrap_or(1e-5);
        if tolerance.is_nan() || tolerance < 0.0 {
            return Err(format!("{file}: `tolerance` must be a number >= 0"));
        }
        let args = m
            .arg
            .into_iter()
            .map(|a| CaseArg {
                name: a.name,
                ty: a.ty,
                value: a.value.map(String::from),
                len: a.len.map(String::from),
                init: a.init.map(String::from),
                check: a.check,
                dtype: a.dtype,
            })
            .collect();
        let case = Case {
            name: name.to_string(),
            okl_path,
            kernel: m.kernel,
            defines: texts(m.defines),
            instantiate: texts(m.instantiate),
            prelude: m.prelude,
            tolerance,
            args,
            reference: m.reference,
            backends: texts(m.backends),
        };
        case.validate(file)?;
        Ok(case)
    }

    fn validate(&self, file: &str) -> Result<(), String> {
        if !is_ident(&self.kernel) {
            return Err(format!("{file}: `kernel` must be an identifier"));
        }
        if self.args.is_empty() {
            return Err(format!("{file}: a case needs at least one `[[arg]]`"));
        }
        if self.reference.trim().is_empty() {
            return Err(format!("{file}: `reference` is missing"));
        }
        for (k, a) in self.args.iter().enumerate() {
            let what = format!("{file}: arg #{} `{}`", k + 1, a.name);
            if !is_ident(&a.name) || a.name.starts_with("oklc_") {
                return Err(format!("{what}: name must be an identifier not starting with oklc_"));
            }
            if self.args[..k].iter().any(|b| b.name == a.name) {
                return Err(format!("{what}: duplicate name"));
            }
            if a.ty.trim().is_empty() {
                return Err(format!("{what}: `type` is missing"));
            }
            if a.is_array() {
                if a.value.is_some() {
                    return Err(format!("{what}: arrays take `len` + `init`, not `value`"));
                }
            } else if a.value.is_none() {
                return Err(format!("{what}: scalars need `value` (arrays need `len`)"));
            } else if a.check || a.init.is_some() {
                return Err(format!("{what}: `check`/`init` only apply to arrays"));
            }
        }
        if !self.args.iter().any(|a| a.check) {
            return Err(format!("{file}: no argument has `check = true`"));
        }
        Ok(())
    }

    /// Loads `<dir>/<stem>.toml` with its kernel `<dir>/<stem>.okl`.
    pub fn load(toml_path: &Path) -> Result<Case, String> {
        let file = toml_path.display().to_string();
        let text = std::fs::read_to_string(toml_path).map_err(|e| format!("{file}: {e}"))?;
        let stem = toml_path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        let okl = toml_path.with_extension("okl");
        if !okl.is_file() {
            return Err(format!("{file}: kernel file {} is missing", okl.display()));
        }
        Case::parse(stem, &text, &file, okl)
    }
}

/// Folder holding the conformance kernels and case files: `$OKLC_CONFORMANCE_DIR` when set (a
/// test binary run from a copy of the repository on another machine), else `tests/conformance`
/// of the source tree the tests were built from.
pub fn conformance_dir() -> PathBuf {
    match std::env::var_os("OKLC_CONFORMANCE_DIR") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => Path::new(env!("CARGO_MANIFEST_DIR")).join("conformance"),
    }
}

/// Number of cases run at once: `$OKLC_CONFORMANCE_JOBS` when set to a positive number, else
/// `default`.
pub fn jobs_from_env(default: usize) -> usize {
    std::env::var("OKLC_CONFORMANCE_JOBS")
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or(default)
}

/// Loads every case (`*.toml`) of `dir`, sorted by name. All load errors are reported together.
pub fn load_cases(dir: &Path) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    let mut errors = Vec::new();
    for path in crate::files_with_ext(dir, "toml") {
        match Case::load(&path) {
            Ok(c) => cases.push(c),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() { Ok(cases) } else { Err(errors.join("\n")) }
}

// ---------------------------------------------------------------------------------------------
// Backends
// ---------------------------------------------------------------------------------------------

/// How a host backend's output is compiled and run.
#[derive(Clone, Debug)]
pub struct Backend {
    /// Backend name passed to the transpiler (`serial`, `openmp`).
    pub name: String,
    /// Extra compiler flags (e.g. `-fopenmp`).
    pub cxx_flags: Vec<String>,
    /// Extra environment for the run (e.g. `OMP_NUM_THREADS=4`).
    pub run_env: Vec<(String, String)>,
}

impl Backend {
    /// The backends whose output this harness can execute on the host.
    pub fn host(name: &str) -> Option<Backend> {
        match name {
            "serial" => Some(Backend { name: name.into(), cxx_flags: vec![], run_env: Vec::new() }),
            "openmp" => Some(Backend {
                name: name.into(),
                cxx_flags: vec!["-fopenmp".into()],
                run_env: vec![("OMP_NUM_THREADS".into(), "4".into())],
            }),
            _ => None,
        }
    }
}

/// Harness settings: compiler, flags and limits.
#[derive(Clone, Debug)]
pub struct Options {
    /// C++ compiler command.
    pub cxx: String,
    /// Flags used for every backend; `$OKLC_CXX_EXTRA_FLAGS` (split at spaces) is appended, e.g.
    /// `-fsanitize=address,undefined` to catch a kernel or a reference reading out of bounds.
    pub cxx_flags: Vec<String>,
    /// Limit for compiling one driver.
    pub compile_timeout: Duration,
    /// Limit for running one driver.
    pub run_timeout: Duration,
    /// Number of cases run at once.
    pub jobs: usize,
    /// CUDA compiler command (execute and compile levels; `$OKLC_NVCC`, else `nvcc`).
    pub nvcc: String,
    /// Flags for `nvcc` (`$OKLC_NVCC_FLAGS`, split at spaces, replaces the default).
    pub nvcc_flags: Vec<String>,
    /// Clang command for the syntax check of CUDA device files.
    pub clang: String,
    /// How CUDA cases are checked; `None`: detected from the tools on `PATH` ([`CudaLevel::detect`]).
    pub cuda_level: Option<CudaLevel>,
    /// Folder with the stand-in headers of the syntax level (`device.h`, `cuda_runtime.h`).
    pub cuda_shim_dir: PathBuf,
    /// Folder with the CPU emulation of CUDA and HIP (`simt_emu.h`, `cuda_runtime.h`,
    /// `hip/hip_runtime.h`) that runs device code where no GPU is present.
    pub simt_emu_dir: PathBuf,
    /// HIP compiler command.
    pub hipcc: String,
    /// Flags that make `hipcc` compile device files to AMD device objects
    /// (`$OKLC_HIPCC_FLAGS`, split at spaces, replaces the default).
    pub hipcc_flags: Vec<String>,
    /// Device files per `hipcc` call in a suite run; each call parses the HIP headers once per
    /// file but starts the compiler once.
    pub hip_batch: usize,
    /// Clang command for the OpenCL C syntax checks (`-x cl`, CL1.2 and CL3.0).
    pub clang_cl: String,
    /// The OpenCL implementations each OpenCL case runs on, in order.
    pub opencl_devices: Vec<OpenClDevice>,
}

/// One OpenCL implementation the harness runs kernels on.
#[derive(Clone, Debug)]
pub struct OpenClDevice {
    /// Short name for reports (`pocl`, `intel`).
    pub name: String,
    /// A part of the platform's name (`CL_PLATFORM_NAME`) that selects it.
    pub platform: String,
    /// Environment of the run (`OCL_ICD_VENDORS`).
    pub env: Vec<(String, String)>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            cxx: "g++".into(),
            cxx_flags: ["-std=c++17", "-O2", "-Wall", "-Werror"]
                .iter()
                .map(|s| s.to_string())
                .chain(
                    std::env::var("OKLC_CXX_EXTRA_FLAGS")
                        .unwrap_or_default()
                        .split_whitespace()
                        .map(str::to_string),
                )
                .collect(),
            compile_timeout: Duration::from_secs(120),
            run_timeout: Duration::from_secs(60),
            jobs: 2,
            nvcc: std::env::var("OKLC_NVCC")
                .ok()
                .filter(|v| !v.trim().is_empty())
                .unwrap_or_else(|| "nvcc".into()),
            nvcc_flags: match std::env::var("OKLC_NVCC_FLAGS") {
                Ok(flags) if !flags.trim().is_empty() => {
                    flags.split_whitespace().map(str::to_string).collect()
                }
                _ => ["-std=c++17", "-O2", "-arch=native"].iter().map(|s| s.to_string()).collect(),
            },
            clang: "clang++".into(),
            cuda_level: None,
            cuda_shim_dir: conformance_dir().join("cuda-shim"),
            simt_emu_dir: conformance_dir().join("simt-emu"),
            hipcc: "hipcc".into(),
            hipcc_flags: match std::env::var("OKLC_HIPCC_FLAGS") {
                Ok(flags) if !flags.trim().is_empty() => {
                    flags.split_whitespace().map(str::to_string).collect()
                }
                _ => ["-std=c++17", "--offload-arch=gfx90a", "--cuda-device-only", "-c"]
                    .iter()
                    .map(|s| s.to_string())
                    .collect(),
            },
            hip_batch: 24,
            clang_cl: "clang".into(),
            opencl_devices: Vec::new(),
        }
    }
}

/// How the harness checks the CUDA backend's output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CudaLevel {
    /// `nvcc` builds the device file and a CUDA driver, which runs on the GPU and compares with
    /// the reference like the host drivers do.
    Execute,
    /// `nvcc` but no GPU (CI, with nvcc from PyPI, `.ci/cuda-nvcc`): nvcc compiles the device
    /// file to a device binary (`-cubin`, through ptxas), g++ checks the launcher and driver
    /// against the real CUDA runtime headers; then the case runs on the CPU emulation
    /// ([`run_emulated`]) and is compared with the reference.
    Compile,
    /// No CUDA SDK: clang checks the device file (`--cuda-device-only -fsyntax-only` with
    /// `cuda-shim/device.h`) and g++ the launcher and driver (`-fsyntax-only -Wall -Werror` with
    /// `cuda-shim/cuda_runtime.h`); then the case runs on the CPU emulation.
    Syntax,
}

impl CudaLevel {
    /// `Execute` when `opts.nvcc` runs and `nvidia-smi` lists a GPU, `Compile` when `opts.nvcc`
    /// runs without one, else `Syntax` when `opts.clang` runs, else an error saying what to
    /// install (CUDA cases then fail; they are never skipped). `$OKLC_CUDA_LEVEL` (`compile`,
    /// `syntax`) forces a lower level.
    pub fn detect(opts: &Options) -> Result<CudaLevel, String> {
        let runs = |cmd: &str, arg: &str| {
            Command::new(cmd)
                .arg(arg)
                .stdin(Stdio::null())
                .stderr(Stdio::null())
                .output()
                .is_ok_and(|o| o.status.success() && !o.stdout.is_empty())
        };
        let forced = std::env::var("OKLC_CUDA_LEVEL").unwrap_or_default();
        if forced != "syntax" && runs(&opts.nvcc, "--version") {
            if forced != "compile" && runs("nvidia-smi", "-L") {
                Ok(CudaLevel::Execute)
            } else {
                Ok(CudaLevel::Compile)
            }
        } else if runs(&opts.clang, "--version") {
            Ok(CudaLevel::Syntax)
        } else {
            Err(format!(
                "neither `{}` nor `{}` runs here: the CUDA conformance cases need the CUDA \
                 compiler (nvcc: `.ci/cuda-nvcc` installs it from PyPI and prints the path to put \
                 in OKLC_NVCC; with a GPU the cases also run) or clang (`apt-get install clang`, \
                 for the syntax check); this is a failure, not a skip",
                opts.nvcc, opts.clang
            ))
        }
    }

    /// Short description for test output.
    pub fn describe(self) -> &'static str {
        match self {
            CudaLevel::Execute => {
                "execute (nvcc build, run on the GPU, compare with the reference)"
            }
            CudaLevel::Compile => {
                "compile (no GPU: nvcc compiles the device files to sm_90 binaries, g++ checks the \
                 launchers and drivers against the CUDA headers; the cases run on the CPU \
                 emulation of simt-emu)"
            }
            CudaLevel::Syntax => {
                "syntax (no nvcc: clang checks the device files, g++ the launchers and drivers; \
                 the cases run on the CPU emulation of simt-emu)"
            }
        }
    }
}

/// The folder of the CUDA runtime headers that come with `nvcc` (`<bin>/../include`), for
/// checking host code with g++; `nvcc` is a path or a name looked up in `PATH`.
fn cuda_include_dir(nvcc: &str) -> Option<PathBuf> {
    let path = Path::new(nvcc);
    let found = if path.components().count() > 1 {
        Some(path.to_path_buf())
    } else {
        std::env::split_paths(&std::env::var_os("PATH")?)
            .map(|dir| dir.join(nvcc))
            .find(|p| p.is_file())
    };
    let bin = std::fs::canonicalize(found?).ok()?;
    let include = bin.parent()?.parent()?.join("include");
    include.join("cuda_runtime.h").is_file().then_some(include)
}

// ---------------------------------------------------------------------------------------------
// Outcomes
// ---------------------------------------------------------------------------------------------

/// The step at which a case failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Work directory or files could not be written.
    Setup,
    /// The transpiler returned an error.
    Transpile,
    /// The metadata JSON is malformed or disagrees with the case's arguments.
    Metadata,
    /// The driver (transpiled source + generated host code) did not compile.
    Compile,
    /// The driver crashed, timed out or exited abnormally.
    Run,
    /// The kernel's results differ from the reference (or it wrote outside its arrays).
    Compare,
}

/// Result of one case on one backend.
#[derive(Clone, Debug)]
pub struct CaseOutcome {
    /// Case name.
    pub case: String,
    /// Backend name.
    pub backend: String,
    /// `None` when the case passed; otherwise the failing stage and its log.
    pub failure: Option<(Stage, String)>,
    /// Folder holding `kernel.cpp`, `metadata.json`, `driver.cpp` and the logs.
    pub work_dir: PathBuf,
}

impl CaseOutcome {
    /// Whether the case passed.
    pub fn passed(&self) -> bool {
        self.failure.is_none()
    }
}

/// Outcomes of a suite run.
#[derive(Clone, Debug)]
pub struct SuiteReport {
    /// Backend name.
    pub backend: String,
    /// One outcome per case, in case order.
    pub outcomes: Vec<CaseOutcome>,
}

impl SuiteReport {
    /// Failing outcomes.
    pub fn failures(&self) -> Vec<&CaseOutcome> {
        self.outcomes.iter().filter(|o| !o.passed()).collect()
    }

    /// A report of every failing case with its log, or `None` when all passed.
    pub fn failure_report(&self) -> Option<String> {
        let failures = self.failures();
        if failures.is_empty() {
            return None;
        }
        let mut out = format!(
            "{} of {} conformance cases failed on backend `{}`:\n",
            failures.len(),
            self.outcomes.len(),
            self.backend
        );
        for f in &failures {
            let (stage, _) = f.failure.as_ref().expect("failure");
            let _ = writeln!(out, "  {:<32} {:?}", f.case, stage);
        }
        for f in &failures {
            let (stage, log) = f.failure.as_ref().expect("failure");
            let _ = write!(
                out,
                "\n==== {} [{}] failed at {:?} (files in {})\n{}\n",
                f.case,
                self.backend,
                stage,
                f.work_dir.display(),
                truncate(log, 6000)
            );
        }
        Some(out)
    }
}

fn truncate(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_string();
    }
    let mut cut = max;
    while !s.is_char_boundary(cut) {
        cut -= 1;
    }
    format!("{}\n... ({} more bytes)", &s[..cut], s.len() - cut)
}

// ---------------------------------------------------------------------------------------------
// Metadata cross-check
// ---------------------------------------------------------------------------------------------

/// Builtin metadata dtype name for a C++ type name, as legacy OCCA maps it (docs/backends.md);
/// `None` for non-builtin types (structs, typedefs).
pub fn builtin_dtype(ty: &str) -> Option<&'static str> {
    let words: Vec<&str> =
        ty.split_whitespace().filter(|w| !matches!(*w, "const" | "volatile" | "signed")).collect();
    let words: Vec<&str> = match words.as_slice() {
        ["unsigned"] => vec!["int"],
        ["unsigned", rest @ ..] => rest.to_vec(),
        other => other.to_vec(),
    };
    Some(match words.as_slice() {
        ["bool"] => "bool",
        ["char"] => "char",
        ["short"] | ["short", "int"] => "short",
        ["int"] => "int",
        ["long"] | ["long", "int"] | ["long", "long"] | ["long", "long", "int"] => "long",
        ["float"] => "float",
        ["double"] => "double",
        _ => return None,
    })
}

/// Finds the metadata entry of `case`'s kernel and checks its arguments against the case.
/// Returns the C symbol to call.
pub fn check_metadata(case: &Case, metadata_json: &str) -> Result<String, String> {
    let json: serde_json::Value = serde_json::from_str(metadata_json)
        .map_err(|e| format!("metadata JSON does not parse: {e}"))?;
    if !json.get("dependencies").is_some_and(|d| d.is_object()) {
        return Err("metadata JSON lacks the `dependencies` object".into());
    }
    let entries = json
        .get("metadata")
        .and_then(|m| m.as_array())
        .ok_or("metadata JSON lacks the `metadata` array")?;
    let names: Vec<&str> =
        entries.iter().map(|e| e.get("name").and_then(|n| n.as_str()).unwrap_or("?")).collect();
    let pick = match names.iter().position(|n| *n == case.kernel) {
        Some(k) => k,
        None if !case.instantiate.is_empty() => {
            // Templated kernels are emitted under a mangled name: take the single entry that
            // starts with the OKL name, else the single one containing it, else the only entry.
            let mut hits: Vec<usize> =
                (0..names.len()).filter(|&k| names[k].starts_with(&case.kernel)).collect();
            if hits.is_empty() {
                hits = (0..names.len()).filter(|&k| names[k].contains(&case.kernel)).collect();
            }
            if hits.is_empty() && names.len() == 1 {
                hits.push(0);
            }
            match hits.as_slice() {
                [k] => *k,
                _ => {
                    return Err(format!(
                        "no unique metadata entry for templated kernel `{}`: entries {names:?}",
                        case.kernel
                    ));
                }
            }
        }
        None => {
            return Err(format!(
                "kernel `{}` not found in metadata: entries {names:?}",
                case.kernel
            ));
        }
    };
    let entry = &entries[pick];
    let symbol = names[pick].to_string();
    let args = entry
        .get("arguments")
        .and_then(|a| a.as_array())
        .ok_or_else(|| format!("metadata entry `{symbol}` lacks `arguments`"))?;
    let mut problems = Vec::new();
    if args.len() != case.args.len() {
        problems.push(format!(
            "metadata lists {} arguments, the case has {}",
            args.len(),
            case.args.len()
        ));
    }
    for (k, (meta, arg)) in args.iter().zip(&case.args).enumerate() {
        let mname = meta.get("name").and_then(|v| v.as_str()).unwrap_or("?");
        if mname != arg.name {
            problems.push(format!("argument #{k}: metadata name `{mname}`, case `{}`", arg.name));
        }
        match meta.get("const").and_then(|v| v.as_bool()) {
            Some(_) => {}
            None => problems.push(format!("argument `{mname}`: `const` missing or not a bool")),
        }
        match meta.get("ptr").and_then(|v| v.as_bool()) {
            Some(p) if p == arg.is_array() => {}
            Some(p) => problems.push(format!(
                "argument `{mname}`: metadata ptr={p}, but the case passes {}",
                if arg.is_array() { "an array" } else { "a scalar" }
            )),
            None => problems.push(format!("argument `{mname}`: `ptr` missing or not a bool")),
        }
        let dtype = meta.get("dtype");
        let dkind = dtype.and_then(|d| d.get("type")).and_then(|v| v.as_str());
        let dname = dtype.and_then(|d| d.get("name")).and_then(|v| v.as_str());
        if dkind.is_none() {
            problems.push(format!("argument `{mname}`: dtype missing or without `type`"));
            continue;
        }
        let Some(expected) = builtin_dtype(&arg.ty).or(arg.dtype.as_deref()) else { continue };
        let is_kind = matches!(expected, "struct" | "enum" | "tuple" | "custom");
        let ok = if is_kind {
            dkind == Some(expected)
        } else {
            dkind == Some("builtin") && dname == Some(expected)
        };
        if !ok {
            let got = dtype.map(|d| d.to_string()).unwrap_or_default();
            let want = if is_kind {
                format!("type `{expected}`")
            } else {
                format!("builtin `{expected}`")
            };
            problems.push(format!("argument `{mname}`: dtype {got}, expected {want}"));
        }
    }
    if problems.is_empty() {
        Ok(symbol)
    } else {
        Err(format!("metadata of `{symbol}` disagrees with the case:\n  {}", problems.join("\n  ")))
    }
}

/// [`check_metadata`] for the device metadata of a GPU backend (docs/backends.md): one entry
/// `_occa_K_N` per top-level `@outer` loop of kernel `K`, each with `K`'s parameters. The entries
/// are grouped by `K` (the native launcher's symbol), which must have one argument list, and
/// checked like host metadata. Returns `K`.
pub fn check_device_metadata(case: &Case, metadata_json: &str) -> Result<String, String> {
    let mut json: serde_json::Value = serde_json::from_str(metadata_json)
        .map_err(|e| format!("metadata JSON does not parse: {e}"))?;
    let entries = json
        .get_mut("metadata")
        .and_then(|m| m.as_array_mut())
        .ok_or("metadata JSON lacks the `metadata` array")?;
    let mut kernels: Vec<serde_json::Value> = Vec::new();
    for entry in entries.iter() {
        let name = entry.get("name").and_then(|n| n.as_str()).unwrap_or("?");
        let base = name
            .strip_prefix("_occa_")
            .and_then(|rest| rest.rsplit_once('_'))
            .filter(|(k, n)| {
                !k.is_empty() && !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())
            })
            .map(|(k, _)| k)
            .ok_or_else(|| format!("device metadata entry `{name}` is not named `_occa_K_N`"))?;
        let args = entry.get("arguments").cloned().unwrap_or_default();
        match kernels.iter().find(|k| k["name"] == base) {
            Some(k) if k["arguments"] != args => {
                return Err(format!(
                    "device kernels of `{base}` list different arguments ({name} and an earlier one)"
                ));
            }
            Some(_) => {}
            None => kernels.push(serde_json::json!({ "name": base, "arguments": args })),
        }
    }
    *entries = kernels;
    check_metadata(case, &json.to_string())
}

// ---------------------------------------------------------------------------------------------
// Driver generation
// ---------------------------------------------------------------------------------------------

/// Guard elements placed before and after every array to catch out-of-bounds writes.
const GUARD: usize = 16;

/// Generates `driver.cpp` for `case`, calling the kernel symbol `symbol`.
pub fn generate_driver(case: &Case, symbol: &str) -> String {
    driver_source(case, symbol, None)
}

/// The runtime API of a GPU driver: HIP's functions and constants are CUDA's with `hip` for
/// `cuda`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GpuApi {
    Cuda,
    Hip,
}

impl GpuApi {
    /// The prefix of the API's names (`cudaMalloc`, `hipMalloc`).
    pub fn prefix(self) -> &'static str {
        match self {
            GpuApi::Cuda => "cuda",
            GpuApi::Hip => "hip",
        }
    }

    /// The runtime's name in messages.
    pub fn name(self) -> &'static str {
        match self {
            GpuApi::Cuda => "CUDA",
            GpuApi::Hip => "HIP",
        }
    }

    /// The runtime header a device file or launcher includes, relative to an include folder.
    pub fn header(self) -> &'static str {
        match self {
            GpuApi::Cuda => "cuda_runtime.h",
            GpuApi::Hip => "hip/hip_runtime.h",
        }
    }
}

/// Generates the CUDA `driver.cu` (HIP: `driver.cpp`) for `case`: the same inputs, reference,
/// guards and comparison as [`generate_driver`], but the arrays live in device memory (guards
/// included) around a call of the native launcher `symbol`, whose launches are checked with
/// `cudaGetLastError()` and `cudaDeviceSynchronize()`. It includes `launcher.cpp` for the file's
/// types and helpers.
pub fn generate_gpu_driver(case: &Case, symbol: &str, api: GpuApi) -> String {
    driver_source(case, symbol, Some(api))
}

fn driver_source(case: &Case, symbol: &str, gpu: Option<GpuApi>) -> String {
    let mut d = String::new();
    if let Some(api) = gpu {
        let _ = writeln!(
            d,
            "// Generated by the oklc conformance harness ({}); do not edit.",
            api.name()
        );
        d.push_str("#include \"launcher.cpp\"\n\n");
    } else {
        d.push_str("// Generated by the oklc conformance harness; do not edit.\n");
        d.push_str("#include \"kernel.cpp\"\n\n");
    }
    d.push_str(
        "#include <cmath>\n#include <cstdio>\n#include <cstdlib>\n#include <cstring>\n#include <type_traits>\n#include <vector>\n\n",
    );
    match gpu {
        // The helpers are written with CUDA's names.
        Some(api) => d.push_str(
            &GPU_PRELUDE_HELPERS.replace("cuda", api.prefix()).replace("CUDA", api.name()),
        ),
        None => d.push_str(HOST_PRELUDE_HELPERS),
    }
    if !case.prelude.trim().is_empty() {
        let _ = writeln!(d, "// ---- case prelude\n{}\n", case.prelude.trim_end());
    }
    let _ = writeln!(d, "static const int oklc_guard = {GUARD};\n");
    d.push_str(DRIVER_HELPERS);
    d.push_str(COMPARE_HELPER);

    // Reference: same parameter names, arrays as T*, scalars by value.
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

    d.push_str("int main() {\n");
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
        if let Some(api) = gpu {
            // The whole store, guards included, goes to the device and comes back.
            let p = api.prefix();
            let _ = writeln!(d, "  {t} *oklc_dstore_{n} = nullptr;");
            let _ = writeln!(
                d,
                "  oklc_{p}({p}Malloc((void **)&oklc_dstore_{n}, oklc_store_{n}.size() * sizeof({t})), \"{p}Malloc({n})\");"
            );
            let _ = writeln!(
                d,
                "  oklc_{p}({p}Memcpy(oklc_dstore_{n}, oklc_store_{n}.data(), oklc_store_{n}.size() * sizeof({t}), {p}MemcpyHostToDevice), \"{p}Memcpy({n}) to the device\");"
            );
        }
    }
    for a in case.args.iter().filter(|a| !a.is_array()) {
        let _ = writeln!(d, "  {} oklc_ref_{} = {};", a.ty, a.name, a.name);
    }
    let call: Vec<String> = case
        .args
        .iter()
        .map(|a| {
            if gpu.is_some() && a.is_array() {
                format!("oklc_dstore_{} + oklc_guard", a.name)
            } else {
                a.name.clone()
            }
        })
        .collect();
    let _ = writeln!(d, "  {symbol}({});", call.join(", "));
    if let Some(api) = gpu {
        let p = api.prefix();
        let _ = writeln!(d, "  oklc_{p}({p}GetLastError(), \"kernel launch\");");
        let _ = writeln!(d, "  oklc_{p}({p}DeviceSynchronize(), \"kernel execution\");");
        for a in case.args.iter().filter(|a| a.is_array()) {
            let (n, t) = (&a.name, &a.ty);
            let _ = writeln!(
                d,
                "  oklc_{p}({p}Memcpy(oklc_store_{n}.data(), oklc_dstore_{n}, oklc_store_{n}.size() * sizeof({t}), {p}MemcpyDeviceToHost), \"{p}Memcpy({n}) from the device\");"
            );
            let _ = writeln!(d, "  oklc_{p}({p}Free(oklc_dstore_{n}), \"{p}Free({n})\");");
        }
    }
    push_driver_verdict(&mut d, case, |n| {
        format!("oklc_check_guards(\"{n}\", oklc_store_{n}.data(), oklc_len_{n})")
    });
    d
}

/// Generates the OpenCL `driver.cpp` for `case`: the inputs, reference and comparison of
/// [`generate_driver`], but each array lives in an OpenCL buffer with guards around it, and the
/// kernel gets a sub-buffer of its elements (aligned as the device needs). The driver picks the
/// platform whose name contains `$OKLC_OPENCL_PLATFORM`, builds the program with `SYMBOL_setup`
/// from the source embedded in `launcher.cpp`, calls the launcher `SYMBOL` and reports
/// `SYMBOL_error()` (stage Run).
pub fn generate_opencl_driver(case: &Case, symbol: &str) -> String {
    let mut d = String::new();
    d.push_str("// Generated by the oklc conformance harness (OpenCL); do not edit.\n");
    d.push_str("#include \"launcher.cpp\"\n\n");
    d.push_str(
        "#include <cmath>\n#include <cstdio>\n#include <cstdlib>\n#include <cstring>\n#include <type_traits>\n#include <vector>\n\n",
    );
    d.push_str(OPENCL_DRIVER_HELPERS);
    let _ = writeln!(
        d,
        "static void oklc_cl_ready() {{\n  if (oklc_cl_queue) return;\n  oklc_cl_init();\n  if ({symbol}_setup(oklc_cl_queue, nullptr) != CL_SUCCESS) {{\n    std::printf(\"oklc-conformance: %s\\n\", {symbol}_error());\n    std::exit(3);\n  }}\n}}\n\nstatic void oklc_cl_check_launch() {{\n  if (const char *e = {symbol}_error()) {{\n    std::printf(\"oklc-conformance: %s\\n\", e);\n    std::exit(3);\n  }}\n}}\n"
    );
    d.push_str(OPENCL_PRELUDE_HELPERS);
    if !case.prelude.trim().is_empty() {
        let _ = writeln!(d, "// ---- case prelude\n{}\n", case.prelude.trim_end());
    }
    d.push_str(OPENCL_GUARD_HELPERS);
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
    d.push_str("int main() {\n  long oklc_bad = 0;\n  oklc_cl_ready();\n");
    for a in case.args.iter().filter(|a| !a.is_array()) {
        let _ = writeln!(d, "  {} {} = {};", a.ty, a.name, a.value.as_deref().unwrap_or("{}"));
    }
    for a in case.args.iter().filter(|a| a.is_array()) {
        let (n, t) = (&a.name, &a.ty);
        let _ = writeln!(d, "  const long oklc_len_{n} = (long)({});", a.len.as_deref().unwrap());
        let _ = writeln!(d, "  const long oklc_guard_{n} = oklc_cl_guard(sizeof({t}));");
        let _ = writeln!(
            d,
            "  std::vector<{t}> oklc_store_{n}((size_t)(oklc_len_{n} + 2 * oklc_guard_{n}));"
        );
        let _ = writeln!(
            d,
            "  std::memset(static_cast<void *>(oklc_store_{n}.data()), 0xA5, oklc_store_{n}.size() * sizeof({t}));"
        );
        let _ = writeln!(d, "  {t} *{n} = oklc_store_{n}.data() + oklc_guard_{n};");
        let init = a.init.as_deref().unwrap_or("{}");
        let _ = writeln!(d, "  for (int i = 0; i < (int)oklc_len_{n}; ++i) {n}[i] = {init};");
        let _ = writeln!(d, "  std::vector<{t}> oklc_ref_{n}({n}, {n} + oklc_len_{n});");
        let _ = writeln!(
            d,
            "  cl_mem oklc_whole_{n} = oklc_cl_buffer(oklc_store_{n}.data(), oklc_store_{n}.size() * sizeof({t}), \"{n}\");"
        );
        let _ = writeln!(
            d,
            "  cl_mem oklc_dev_{n} = oklc_cl_part(oklc_whole_{n}, oklc_guard_{n} * sizeof({t}), (oklc_len_{n} > 0 ? oklc_len_{n} : 1) * sizeof({t}), \"{n}\");"
        );
    }
    for a in case.args.iter().filter(|a| !a.is_array()) {
        let _ = writeln!(d, "  {} oklc_ref_{} = {};", a.ty, a.name, a.name);
    }
    let call: Vec<String> = case
        .args
        .iter()
        .map(|a| if a.is_array() { format!("oklc_dev_{}", a.name) } else { a.name.clone() })
        .collect();
    let _ = writeln!(d, "  {symbol}({});", call.join(", "));
    d.push_str("  oklc_cl_check_launch();\n");
    d.push_str("  oklc_cl(clFinish(oklc_cl_queue), \"clFinish (kernel execution)\");\n");
    for a in case.args.iter().filter(|a| a.is_array()) {
        let (n, t) = (&a.name, &a.ty);
        let _ = writeln!(
            d,
            "  oklc_cl(clEnqueueReadBuffer(oklc_cl_queue, oklc_whole_{n}, CL_TRUE, 0, oklc_store_{n}.size() * sizeof({t}), oklc_store_{n}.data(), 0, nullptr, nullptr), \"clEnqueueReadBuffer({n})\");"
        );
        let _ = writeln!(
            d,
            "  clReleaseMemObject(oklc_dev_{n});\n  clReleaseMemObject(oklc_whole_{n});"
        );
    }
    push_driver_verdict(&mut d, case, |n| {
        format!(
            "oklc_cl_check_guards(\"{n}\", oklc_store_{n}.data(), oklc_len_{n}, oklc_guard_{n})"
        )
    });
    d
}

/// The end of a GPU driver's `main`: the reference call, the guard check of each array
/// (`guard_check` spells it for the array's name), the comparisons and the verdict.
fn push_driver_verdict(d: &mut String, case: &Case, guard_check: impl Fn(&str) -> String) {
    let ref_call: Vec<String> = case
        .args
        .iter()
        .map(|a| {
            if a.is_array() {
                format!("oklc_ref_{}.data()", a.name)
            } else {
                format!("oklc_ref_{}", a.name)
            }
        })
        .collect();
    let _ = writeln!(d, "  oklc_reference({});", ref_call.join(", "));
    for a in case.args.iter().filter(|a| a.is_array()) {
        let _ = writeln!(d, "  oklc_bad += {};", guard_check(&a.name));
    }
    for a in case.args.iter().filter(|a| a.check) {
        let n = &a.name;
        let _ = writeln!(
            d,
            "  oklc_bad += oklc_compare(\"{n}\", {n}, oklc_ref_{n}.data(), oklc_len_{n}, {:e});",
            case.tolerance
        );
    }
    d.push_str(
        "  if (oklc_bad != 0) {\n    std::printf(\"oklc-conformance: FAILED\\n\");\n    return 1;\n  }\n",
    );
    d.push_str("  std::printf(\"oklc-conformance: ok\\n\");\n  return 0;\n}\n");
}

/// The OpenCL context of an OpenCL driver: the first device of the platform whose name
/// contains `$OKLC_OPENCL_PLATFORM`, an in-order queue, and buffers made from host arrays.
/// What an OpenCL driver needs before `main`: `oklc_cl_init()` (the platform named by
/// `$OKLC_OPENCL_PLATFORM`), `oklc_cl_queue`, `oklc_cl(err, what)`, `oklc_cl_buffer`.
pub const OPENCL_DRIVER_HELPERS: &str = r#"static cl_device_id oklc_cl_device;
static cl_context oklc_cl_context;
static cl_command_queue oklc_cl_queue;

static void oklc_cl(cl_int err, const char *what) {
  if (err != CL_SUCCESS) {
    std::printf("oklc-conformance: OpenCL error %d in %s\n", (int) err, what);
    std::exit(3);
  }
}

static void oklc_cl_init() {
  const char *want = std::getenv("OKLC_OPENCL_PLATFORM");
  cl_platform_id platforms[16];
  cl_uint count = 0;
  oklc_cl(clGetPlatformIDs(16, platforms, &count), "clGetPlatformIDs");
  cl_platform_id chosen = nullptr;
  char name[256] = "";
  for (cl_uint p = 0; p < count && p < 16 && !chosen; ++p) {
    oklc_cl(clGetPlatformInfo(platforms[p], CL_PLATFORM_NAME, sizeof name, name, nullptr),
            "clGetPlatformInfo");
    if (!want || std::strstr(name, want)) chosen = platforms[p];
  }
  if (!chosen) {
    std::printf("oklc-conformance: no OpenCL platform named like `%s` (%u platforms)\n",
                want ? want : "", (unsigned) count);
    std::exit(3);
  }
  oklc_cl(clGetDeviceIDs(chosen, CL_DEVICE_TYPE_ALL, 1, &oklc_cl_device, nullptr), "clGetDeviceIDs");
  cl_int err = CL_SUCCESS;
  oklc_cl_context = clCreateContext(nullptr, 1, &oklc_cl_device, nullptr, nullptr, &err);
  oklc_cl(err, "clCreateContext");
  oklc_cl_queue = clCreateCommandQueue(oklc_cl_context, oklc_cl_device, 0, &err);
  oklc_cl(err, "clCreateCommandQueue");
  std::printf("oklc-conformance: OpenCL platform %s\n", name);
}

static cl_mem oklc_cl_buffer(void *host, size_t bytes, const char *what) {
  cl_int err = CL_SUCCESS;
  cl_mem m = clCreateBuffer(oklc_cl_context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                            bytes > 0 ? bytes : 1, host, &err);
  oklc_cl(err, what);
  return m;
}

static cl_mem oklc_cl_part(cl_mem whole, size_t offset, size_t bytes, const char *what) {
  cl_buffer_region region = {offset, bytes};
  cl_int err = CL_SUCCESS;
  cl_mem m = clCreateSubBuffer(whole, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
  oklc_cl(err, what);
  return m;
}

"#;

/// `oklc_device(array)` for preludes that call kernels: a buffer holding a copy of the array
/// that converts to `cl_mem` and, at the end of the full expression holding the call, is read
/// back (after the kernel) and released.
const OPENCL_PRELUDE_HELPERS: &str = r#"
template <typename T>
class oklc_device_copy {
 public:
  oklc_device_copy(T *host, size_t len, bool back) : host_(host), len_(len), back_(back) {
    oklc_cl_ready();
    mem_ = oklc_cl_buffer((void *) host_, len_ * sizeof(T), "clCreateBuffer (prelude)");
  }
  oklc_device_copy(const oklc_device_copy &) = delete;
  oklc_device_copy &operator=(const oklc_device_copy &) = delete;
  ~oklc_device_copy() {
    oklc_cl_check_launch();
    if (back_ && len_ > 0) {
      oklc_cl(clEnqueueReadBuffer(oklc_cl_queue, mem_, CL_TRUE, 0, len_ * sizeof(T), (void *) host_, 0, nullptr, nullptr),
              "clEnqueueReadBuffer (prelude)");
    }
    oklc_cl(clFinish(oklc_cl_queue), "kernel execution (prelude)");
    clReleaseMemObject(mem_);
  }
  operator cl_mem() const { return mem_; }

 private:
  T *host_;
  cl_mem mem_ = nullptr;
  size_t len_;
  bool back_;
};

// A prelude that calls a kernel passes its arrays through oklc_device().
template <typename T>
inline oklc_device_copy<T> oklc_device(std::vector<T> &v) {
  return oklc_device_copy<T>(v.data(), v.size(), true);
}
template <typename T, size_t N>
inline oklc_device_copy<T> oklc_device(const T (&a)[N]) {
  return oklc_device_copy<T>(const_cast<T *>(a), N, false);
}

"#;

/// Guards sized for the device's sub-buffer alignment, and the comparison of the results.
const OPENCL_GUARD_HELPERS: &str = r#"// Guard elements before an array: at least 16, and a multiple of the device's alignment for
// sub-buffers.
static long oklc_cl_guard(size_t elem) {
  cl_uint bits = 0;
  oklc_cl(clGetDeviceInfo(oklc_cl_device, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof bits, &bits, nullptr),
          "clGetDeviceInfo(CL_DEVICE_MEM_BASE_ADDR_ALIGN)");
  const size_t align = bits >= 8 ? bits / 8 : 1;
  long g = 16;
  while ((g * elem) % align != 0) ++g;
  return g;
}

template <typename T>
static long oklc_cl_check_guards(const char *name, const T *store, long len, long guard) {
  const unsigned char *bytes = reinterpret_cast<const unsigned char *>(store);
  const size_t guard_bytes = sizeof(T) * guard;
  const unsigned char *after = reinterpret_cast<const unsigned char *>(store + guard + len);
  for (size_t b = 0; b < guard_bytes; ++b) {
    if (bytes[b] != 0xA5 || after[b] != 0xA5) {
      std::printf("oklc-conformance: out-of-bounds write into the guard area of `%s`\n", name);
      return 1;
    }
  }
  return 0;
}

"#;

/// `oklc_device(array)` for preludes that call kernels themselves: host backends take host
/// pointers as they are.
const HOST_PRELUDE_HELPERS: &str = r#"// A prelude that calls a kernel passes its arrays through oklc_device().
template <typename T>
inline T *oklc_device(std::vector<T> &v) { return v.data(); }
template <typename T, size_t N>
inline const T *oklc_device(const T (&a)[N]) { return a; }

"#;

/// CUDA error checks, and `oklc_device(array)` for preludes that call kernels: a temporary
/// device copy of the array that converts to the device pointer and, at the end of the full
/// expression holding the call, is copied back (the copy waits for the kernel) and freed.
const GPU_PRELUDE_HELPERS: &str = r#"static void oklc_cuda(cudaError_t err, const char *what) {
  if (err != cudaSuccess) {
    std::printf("oklc-conformance: CUDA error in %s: %s\n", what, cudaGetErrorString(err));
    std::exit(3);
  }
}

template <typename T>
class oklc_device_copy {
 public:
  oklc_device_copy(T *host, size_t len, bool back) : host_(host), len_(len), back_(back) {
    oklc_cuda(cudaMalloc((void **)&dev_, (len_ + 1) * sizeof(T)), "cudaMalloc (prelude)");
    oklc_cuda(cudaMemcpy((void *)dev_, (const void *)host_, len_ * sizeof(T), cudaMemcpyHostToDevice),
              "cudaMemcpy to the device (prelude)");
  }
  oklc_device_copy(const oklc_device_copy &) = delete;
  oklc_device_copy &operator=(const oklc_device_copy &) = delete;
  ~oklc_device_copy() {
    oklc_cuda(cudaGetLastError(), "kernel launch (prelude)");
    if (back_) {
      oklc_cuda(cudaMemcpy((void *)host_, (const void *)dev_, len_ * sizeof(T), cudaMemcpyDeviceToHost),
                "cudaMemcpy from the device (prelude)");
    }
    oklc_cuda(cudaDeviceSynchronize(), "kernel execution (prelude)");
    oklc_cuda(cudaFree((void *)dev_), "cudaFree (prelude)");
  }
  operator T *() const { return dev_; }

 private:
  T *host_;
  T *dev_ = nullptr;
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

"#;

/// The comparison of a checked array with the reference, shared by every driver.
const COMPARE_HELPER: &str = r#"template <typename T>
static long oklc_compare(const char *name, const T *got, const T *want, long len, double tol) {
  long bad = 0;
  for (long i = 0; i < len; ++i) {
    bool ok;
    if constexpr (std::is_floating_point<T>::value) {
      const double x = (double)got[i], y = (double)want[i];
      ok = std::fabs(x - y) <= tol * (1.0 + std::fabs(y));
      if (!ok && bad < 10) {
        std::printf("  %s[%ld]: got %.9g, expected %.9g\n", name, i, x, y);
      }
    } else {
      ok = got[i] == want[i];
      if (!ok && bad < 10) {
        std::printf("  %s[%ld]: got %lld, expected %lld\n", name, i, (long long)got[i],
                    (long long)want[i]);
      }
    }
    if (!ok) ++bad;
  }
  if (bad != 0) {
    std::printf("oklc-conformance: mismatch: %ld of %ld elements of `%s` differ (tolerance %g)\n",
                bad, len, name, tol);
  }
  return bad;
}

"#;

const DRIVER_HELPERS: &str = r#"template <typename T>
static long oklc_check_guards(const char *name, const T *store, long len) {
  const unsigned char *bytes = reinterpret_cast<const unsigned char *>(store);
  const size_t guard_bytes = sizeof(T) * oklc_guard;
  const unsigned char *after = reinterpret_cast<const unsigned char *>(store + oklc_guard + len);
  for (size_t b = 0; b < guard_bytes; ++b) {
    if (bytes[b] != 0xA5 || after[b] != 0xA5) {
      std::printf("oklc-conformance: out-of-bounds write into the guard area of `%s`\n", name);
      return 1;
    }
  }
  return 0;
}

"#;

// ---------------------------------------------------------------------------------------------
// Running
// ---------------------------------------------------------------------------------------------

enum Ran {
    Exited(ExitStatus, String),
    TimedOut(String),
}

/// Runs `cmd` with stdout+stderr sent to `log_path`, killing it after `timeout`.
fn run_logged(mut cmd: Command, log_path: &Path, timeout: Duration) -> Result<Ran, std::io::Error> {
    let log = File::create(log_path)?;
    let log2 = log.try_clone()?;
    let mut child = cmd.stdin(Stdio::null()).stdout(log).stderr(log2).spawn()?;
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if start.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let text = std::fs::read_to_string(log_path).unwrap_or_default();
    Ok(match status {
        Some(s) => Ran::Exited(s, text),
        None => Ran::TimedOut(text),
    })
}

/// Runs one case on one backend with default [`Options`].
pub fn run_case(
    case: &Case,
    backend: &str,
    transpiler: &dyn Transpiler,
    work_dir: &Path,
) -> CaseOutcome {
    run_case_with(case, backend, transpiler, work_dir, &Options::default())
}

/// Runs one case on one backend: transpile, check metadata, generate the driver, compile, run.
/// `work_dir` is the case's own folder (created; previous content is overwritten).
pub fn run_case_with(
    case: &Case,
    backend: &str,
    transpiler: &dyn Transpiler,
    work_dir: &Path,
    opts: &Options,
) -> CaseOutcome {
    let failure = run_case_inner(case, backend, transpiler, work_dir, opts).err();
    CaseOutcome {
        case: case.name.clone(),
        backend: backend.to_string(),
        failure,
        work_dir: work_dir.to_path_buf(),
    }
}

fn run_case_inner(
    case: &Case,
    backend: &str,
    transpiler: &dyn Transpiler,
    work_dir: &Path,
    opts: &Options,
) -> Result<(), (Stage, String)> {
    if backend == "cuda" {
        return run_cuda_case(case, transpiler, work_dir, opts);
    }
    if backend == "hip" {
        let device = run_hip_case(case, transpiler, work_dir, opts)?;
        hip_device_objects(std::slice::from_ref(&device), work_dir, opts)
            .pop()
            .unwrap_or(Ok(()))?;
        return run_hip_emulated(&case.name, work_dir, opts);
    }
    if backend == "opencl" {
        return run_opencl_case(case, transpiler, work_dir, opts);
    }
    let setup = |e: std::io::Error| (Stage::Setup, format!("{}: {e}", work_dir.display()));
    let Some(be) = Backend::host(backend) else {
        return Err((
            Stage::Setup,
            format!("backend `{backend}` cannot be executed by this harness"),
        ));
    };
    std::fs::create_dir_all(work_dir).map_err(setup)?;
    let out =
        transpiler.transpile(&case.okl_path, backend, &case.defines, &case.instantiate).map_err(
            |e| (Stage::Transpile, format!("transpiling {} failed:\n{e}", case.okl_path.display())),
        )?;
    std::fs::write(work_dir.join("kernel.cpp"), &out.source).map_err(setup)?;
    std::fs::write(work_dir.join("metadata.json"), &out.metadata_json).map_err(setup)?;
    let symbol = check_metadata(case, &out.metadata_json).map_err(|e| (Stage::Metadata, e))?;
    std::fs::write(work_dir.join("driver.cpp"), generate_driver(case, &symbol)).map_err(setup)?;

    let mut args = opts.cxx_flags.clone();
    args.extend(be.cxx_flags.iter().cloned());
    args.extend(["driver.cpp", "-o", "driver"].map(String::from));
    let missing = "the conformance suite needs g++ (with OpenMP) to execute kernels";
    compile(&opts.cxx, &args, work_dir, "compile.log", missing, opts)?;
    run_driver(work_dir, &be.run_env, opts)
}

/// Runs `compiler args` in `work_dir`, logging to `log_name`; a missing compiler is a `Compile`
/// failure whose message ends with `needs`.
fn compile(
    compiler: &str,
    args: &[String],
    work_dir: &Path,
    log_name: &str,
    needs: &str,
    opts: &Options,
) -> Result<(), (Stage, String)> {
    let mut cc = Command::new(compiler);
    cc.current_dir(work_dir).args(args);
    let line = format!("{compiler} {}", args.join(" "));
    match run_logged(cc, &work_dir.join(log_name), opts.compile_timeout) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err((
            Stage::Compile,
            format!("compiler `{compiler}` not found: {needs}; this is a failure, not a skip"),
        )),
        Err(e) => Err((Stage::Compile, format!("cannot run `{compiler}`: {e}"))),
        Ok(Ran::TimedOut(log)) => Err((Stage::Compile, format!("`{line}` timed out\n{log}"))),
        Ok(Ran::Exited(s, log)) if !s.success() => {
            Err((Stage::Compile, format!("`{line}` failed ({s})\n{log}")))
        }
        Ok(Ran::Exited(..)) => Ok(()),
    }
}

/// Runs `work_dir/driver` and classifies its end: `ok` line → pass, `FAILED` line with exit
/// code 1 → `Compare`, anything else (crash, timeout, CUDA error) → `Run`.
fn run_driver(
    work_dir: &Path,
    env: &[(String, String)],
    opts: &Options,
) -> Result<(), (Stage, String)> {
    run_driver_logged(work_dir, env, opts, "run.log")
}

/// [`run_driver`] logging to `log_name`.
fn run_driver_logged(
    work_dir: &Path,
    env: &[(String, String)],
    opts: &Options,
    log_name: &str,
) -> Result<(), (Stage, String)> {
    let exe = work_dir.join("driver");
    let mut run = Command::new(&exe);
    run.current_dir(work_dir);
    for (k, v) in env {
        run.env(k, v);
    }
    match run_logged(run, &work_dir.join(log_name), opts.run_timeout) {
        Err(e) => Err((Stage::Run, format!("cannot run {}: {e}", exe.display()))),
        Ok(Ran::TimedOut(log)) => Err((
            Stage::Run,
            format!("driver timed out after {} s\n{log}", opts.run_timeout.as_secs()),
        )),
        Ok(Ran::Exited(s, log)) if s.success() && log.contains("oklc-conformance: ok") => Ok(()),
        Ok(Ran::Exited(s, log))
            if s.code() == Some(1) && log.contains("oklc-conformance: FAILED") =>
        {
            Err((Stage::Compare, log))
        }
        Ok(Ran::Exited(s, log)) => {
            Err((Stage::Run, format!("driver ended abnormally ({s})\n{log}")))
        }
    }
}

/// One case on the CUDA backend: the device file goes to `kernel.cu`, the native launcher to
/// `launcher.cpp`, the driver to `driver.cu` (it includes `launcher.cpp`). At
/// [`CudaLevel::Execute`]: `nvcc <nvcc_flags> kernel.cu driver.cu -o driver`, then run. At
/// [`CudaLevel::Compile`]: nvcc compiles `kernel.cu` to a device binary (`device.log`), g++
/// checks `driver.cu` with the launcher against nvcc's headers (`host.log`). At
/// [`CudaLevel::Syntax`]: clang checks `kernel.cu` (`device.log`), g++ checks `driver.cu` with
/// the launcher against the shim (`host.log`). Below the execute level the case then runs on the
/// CPU emulation ([`run_emulated`]).
fn run_cuda_case(
    case: &Case,
    transpiler: &dyn Transpiler,
    work_dir: &Path,
    opts: &Options,
) -> Result<(), (Stage, String)> {
    let setup = |e: std::io::Error| (Stage::Setup, format!("{}: {e}", work_dir.display()));
    let level = match opts.cuda_level {
        Some(level) => level,
        None => CudaLevel::detect(opts).map_err(|e| (Stage::Compile, e))?,
    };
    std::fs::create_dir_all(work_dir).map_err(setup)?;
    let out =
        transpiler.transpile(&case.okl_path, "cuda", &case.defines, &case.instantiate).map_err(
            |e| (Stage::Transpile, format!("transpiling {} failed:\n{e}", case.okl_path.display())),
        )?;
    let Some(launcher) = out.launcher.as_deref() else {
        return Err((Stage::Transpile, "the CUDA transpilation has no host launcher".into()));
    };
    std::fs::write(work_dir.join("kernel.cu"), &out.source).map_err(setup)?;
    std::fs::write(work_dir.join("launcher.cpp"), launcher).map_err(setup)?;
    std::fs::write(work_dir.join("metadata.json"), &out.metadata_json).map_err(setup)?;
    let symbol =
        check_device_metadata(case, &out.metadata_json).map_err(|e| (Stage::Metadata, e))?;
    std::fs::write(work_dir.join("driver.cu"), generate_gpu_driver(case, &symbol, GpuApi::Cuda))
        .map_err(setup)?;

    match level {
        CudaLevel::Execute => {
            let mut args = opts.nvcc_flags.clone();
            args.extend(["kernel.cu", "driver.cu", "-o", "driver"].map(String::from));
            let needs = "the CUDA conformance cases need the CUDA SDK";
            compile(&opts.nvcc, &args, work_dir, "compile.log", needs, opts)?;
            return run_driver(work_dir, &[], opts);
        }
        CudaLevel::Compile => {
            let include = cuda_include_dir(&opts.nvcc).ok_or_else(|| {
                let e = format!("no CUDA runtime headers beside `{}` (../include)", opts.nvcc);
                (Stage::Setup, e)
            })?;
            let device_args: Vec<String> =
                ["-std=c++17", "-O2", "-arch=sm_90", "-cubin", "-o", "kernel.cubin", "kernel.cu"]
                    .map(String::from)
                    .to_vec();
            let needs = "the CUDA compile check needs nvcc (`.ci/cuda-nvcc`)";
            compile(&opts.nvcc, &device_args, work_dir, "device.log", needs, opts)?;
            let mut host_args = opts.cxx_flags.clone();
            host_args.extend(
                ["-fsyntax-only".to_string(), format!("-I{}", include.display())]
                    .into_iter()
                    .chain(["-x", "c++", "driver.cu"].map(String::from)),
            );
            let needs = "the CUDA compile check needs g++ for the launcher and driver";
            compile(&opts.cxx, &host_args, work_dir, "host.log", needs, opts)?;
        }
        CudaLevel::Syntax => {
            let shim = std::fs::canonicalize(&opts.cuda_shim_dir).map_err(|e| {
                (Stage::Setup, format!("CUDA shim folder {}: {e}", opts.cuda_shim_dir.display()))
            })?;
            let device_args: Vec<String> = [
                "-x",
                "cuda",
                "--cuda-device-only",
                "-nocudainc",
                "-nocudalib",
                "--cuda-gpu-arch=sm_70",
                // As nvcc without `--expt-relaxed-constexpr`: a `constexpr` function is a host
                // function (clang makes it host and device by default).
                "-Xclang",
                "-fno-cuda-host-device-constexpr",
                "-std=c++17",
                "-fsyntax-only",
                "-include",
            ]
            .iter()
            .map(|s| s.to_string())
            .chain([shim.join("device.h").display().to_string(), "kernel.cu".into()])
            .collect();
            let needs = "the CUDA syntax check needs clang (`apt-get install clang`)";
            compile(&opts.clang, &device_args, work_dir, "device.log", needs, opts)?;
            let mut host_args = opts.cxx_flags.clone();
            host_args.extend(
                ["-fsyntax-only".to_string(), format!("-I{}", shim.display())]
                    .into_iter()
                    .chain(["-x", "c++", "driver.cu"].map(String::from)),
            );
            let needs = "the CUDA syntax check needs g++ for the launcher and driver";
            compile(&opts.cxx, &host_args, work_dir, "host.log", needs, opts)?;
        }
    }
    // Below the execute level the case runs on the CPU emulation.
    run_emulated(
        GpuApi::Cuda,
        Path::new("kernel.cu"),
        "driver.cu",
        &out.metadata_json,
        work_dir,
        opts,
    )
}

/// A stage's result: `Err` names the failing stage and its log.
type StageResult = Result<(), (Stage, String)>;

/// Builds a case's device file and driver against the CPU emulation of CUDA and HIP
/// ([`build_emulated`]) and runs it like a host driver, twice: with the blocks and the threads
/// of a block in ascending order between barriers (`run.log`), then in descending order
/// (`run-descending.log`), so that a missing barrier shows whichever thread writes.
pub fn run_emulated(
    api: GpuApi,
    device: &Path,
    driver: &str,
    metadata_json: &str,
    work_dir: &Path,
    opts: &Options,
) -> StageResult {
    build_emulated(api, device, driver, metadata_json, work_dir, opts)?;
    run_driver(work_dir, &[], opts)?;
    let descending = [(SIMT_DESCENDING.0.to_string(), SIMT_DESCENDING.1.to_string())];
    run_driver_logged(work_dir, &descending, opts, "run-descending.log").map_err(|(stage, log)| {
        let order = "with the blocks and the threads of each block in descending order";
        (stage, format!("{order} (OKLC_SIMT_ORDER=descending):\n{log}"))
    })
}

/// The environment that runs the blocks, and the threads of each block between barriers, in
/// descending order on the CPU emulation.
pub const SIMT_DESCENDING: (&str, &str) = ("OKLC_SIMT_ORDER", "descending");

/// Builds `work_dir/driver` from a GPU device file and a driver on the CPU emulation of CUDA and
/// HIP (`opts.simt_emu_dir`, docs/conformance.md). The device file is compiled on its own
/// (`emulate.log`) with a registration of every kernel the metadata names, so that a launch
/// finds the kernel by its address as the GPU runtimes do, and refuses more threads per block
/// than the kernel's `__launch_bounds__`; its other strong definitions are made local
/// (`objcopy`), as nvcc and hipcc keep device entities apart from the host's same-named ones.
/// The driver is compiled and linked with it (`emulate.log`).
pub fn build_emulated(
    api: GpuApi,
    device: &Path,
    driver: &str,
    metadata_json: &str,
    work_dir: &Path,
    opts: &Options,
) -> StageResult {
    let setup = |e: std::io::Error| (Stage::Setup, format!("{}: {e}", work_dir.display()));
    let emu = std::fs::canonicalize(&opts.simt_emu_dir).map_err(|e| {
        (Stage::Setup, format!("SIMT emulation folder {}: {e}", opts.simt_emu_dir.display()))
    })?;
    let json: serde_json::Value = serde_json::from_str(metadata_json)
        .map_err(|e| (Stage::Metadata, format!("metadata JSON does not parse: {e}")))?;
    let kernels: Vec<&str> = json["metadata"]
        .as_array()
        .map(|entries| entries.iter().filter_map(|e| e["name"].as_str()).collect())
        .unwrap_or_default();
    let text = std::fs::read_to_string(work_dir.join(device)).map_err(setup)?;
    let mut unit = format!("#include \"{}\"\n", device.display());
    for (i, kernel) in kernels.iter().enumerate() {
        let bound = launch_bound(&text, kernel).unwrap_or(0);
        // Before any other static initialiser, which may launch a kernel.
        let _ = writeln!(
            unit,
            "static oklc_simt::Registration oklc_kernel_{i} \
             __attribute__((init_priority(200)))(&{kernel}, {bound});"
        );
    }
    std::fs::write(work_dir.join("emulate.cpp"), unit).map_err(setup)?;
    let header = api.header();
    // Unoptimised: the cases run in milliseconds, and compiling is most of the time.
    let common: Vec<String> =
        ["-std=c++17".to_string(), "-O0".to_string(), format!("-I{}", emu.display())].to_vec();
    let needs = "the emulated run needs g++";
    let mut args = common.clone();
    args.extend(
        ["-include", header, "-c", "-x", "c++", "emulate.cpp", "-o", "emulate.o"].map(String::from),
    );
    compile(&opts.cxx, &args, work_dir, "emulate.log", needs, opts)?;
    let strong = Command::new("nm")
        .current_dir(work_dir)
        .args(["-g", "--defined-only", "emulate.o"])
        .output()
        .map_err(|e| (Stage::Compile, format!("cannot run `nm` (binutils): {e}")))?;
    let local: String = String::from_utf8_lossy(&strong.stdout)
        .lines()
        .filter_map(|line| {
            let mut fields = line.split_whitespace().rev();
            let (name, kind) = (fields.next()?, fields.next()?);
            // Upper-case kinds other than weak ones (`V`, `W`) are strong definitions.
            let strong = kind.len() == 1
                && kind.chars().all(|c| c.is_ascii_uppercase())
                && !matches!(kind, "U" | "V" | "W");
            (strong && !kernels.contains(&name)).then(|| format!("{name}\n"))
        })
        .collect();
    if !local.is_empty() {
        // objcopy refuses an empty list.
        std::fs::write(work_dir.join("emulate.local"), local).map_err(setup)?;
        let args: Vec<String> =
            ["--localize-symbols=emulate.local", "emulate.o"].map(String::from).to_vec();
        let needs = "the emulated run needs objcopy (binutils)";
        compile("objcopy", &args, work_dir, "emulate.log", needs, opts)?;
    }
    let mut args = common;
    args.extend(["-x", "c++", driver, "-x", "none", "emulate.o", "-o", "driver"].map(String::from));
    compile(&opts.cxx, &args, work_dir, "emulate.log", needs, opts)
}

/// The host half of one case on the HIP backend: the device file goes to `<case>.hip.cpp`, the
/// native launcher to `launcher.cpp`, which g++ checks against the real HIP headers
/// (`host.log`). Returns the device file, which [`hip_device_objects`] compiles.
fn run_hip_case(
    case: &Case,
    transpiler: &dyn Transpiler,
    work_dir: &Path,
    opts: &Options,
) -> Result<PathBuf, (Stage, String)> {
    let setup = |e: std::io::Error| (Stage::Setup, format!("{}: {e}", work_dir.display()));
    std::fs::create_dir_all(work_dir).map_err(setup)?;
    let out =
        transpiler.transpile(&case.okl_path, "hip", &case.defines, &case.instantiate).map_err(
            |e| (Stage::Transpile, format!("transpiling {} failed:\n{e}", case.okl_path.display())),
        )?;
    let Some(launcher) = out.launcher.as_deref() else {
        return Err((Stage::Transpile, "the HIP transpilation has no host launcher".into()));
    };
    let device = work_dir.join(format!("{}.hip.cpp", case.name));
    std::fs::write(&device, &out.source).map_err(setup)?;
    std::fs::write(work_dir.join("launcher.cpp"), launcher).map_err(setup)?;
    std::fs::write(work_dir.join("metadata.json"), &out.metadata_json).map_err(setup)?;
    let symbol =
        check_device_metadata(case, &out.metadata_json).map_err(|e| (Stage::Metadata, e))?;
    std::fs::write(work_dir.join("driver.cpp"), generate_gpu_driver(case, &symbol, GpuApi::Hip))
        .map_err(setup)?;
    let mut host_args = opts.cxx_flags.clone();
    host_args.extend(
        ["-fsyntax-only", "-D__HIP_PLATFORM_AMD__", "-x", "c++", "launcher.cpp"].map(String::from),
    );
    let needs =
        "the HIP launcher check needs g++ and the HIP headers (`apt-get install libamdhip64-dev`)";
    compile(&opts.cxx, &host_args, work_dir, "host.log", needs, opts)?;
    Ok(device)
}

/// Compiles HIP device files to AMD device objects, as many per `hipcc` call as given, in
/// `work_dir` (`device.log`). `hipcc` stops at the first file that fails: that file's result
/// is the log, and the files after it are compiled by the next call. One result per file.
fn hip_device_objects(files: &[PathBuf], work_dir: &Path, opts: &Options) -> Vec<StageResult> {
    let mut results = Vec::with_capacity(files.len());
    let needs = "the HIP conformance cases need hipcc (`apt-get install hipcc libamdhip64-dev`)";
    while results.len() < files.len() {
        let rest = &files[results.len()..];
        let mut args = opts.hipcc_flags.clone();
        args.extend(rest.iter().map(|f| f.display().to_string()));
        // The time limit is per file.
        let files_opts = Options {
            compile_timeout: opts.compile_timeout * rest.len().max(1) as u32,
            ..opts.clone()
        };
        match compile(&opts.hipcc, &args, work_dir, "device.log", needs, &files_opts) {
            Ok(()) => results.extend(rest.iter().map(|_| Ok(()))),
            Err((stage, log)) => {
                // The first file the errors name failed; those before it compiled.
                let named = |f: &PathBuf| log.contains(&format!("{}:", f.display()));
                let first = rest.iter().position(|f| named(f) && log.contains("error"));
                let failed = first.unwrap_or(rest.len() - 1);
                let mut failure = log.clone();
                if first.is_none() {
                    failure
                        .push_str("\n(the log names none of the files; counted against the last)");
                }
                results.extend((0..failed).map(|_| Ok(())));
                results.push(Err((stage, failure)));
            }
        }
    }
    results
}

/// One case on the OpenCL backend: the OpenCL C goes to `kernel.cl`, the standalone launcher to
/// `launcher.cpp`, the driver to `driver.cpp` (it includes `launcher.cpp`). clang checks
/// `kernel.cl` at CL1.2 (`cl12.log`) and CL3.0 (`cl30.log`); g++ builds the driver against the
/// OpenCL ICD loader once, and it runs on each of `opts.opencl_devices` (`run-NAME.log`), which
/// build the program from the source embedded in the launcher.
fn run_opencl_case(
    case: &Case,
    transpiler: &dyn Transpiler,
    work_dir: &Path,
    opts: &Options,
) -> Result<(), (Stage, String)> {
    let setup = |e: std::io::Error| (Stage::Setup, format!("{}: {e}", work_dir.display()));
    if opts.opencl_devices.is_empty() {
        return Err((Stage::Setup, "no OpenCL implementation to run the case on".into()));
    }
    std::fs::create_dir_all(work_dir).map_err(setup)?;
    let out =
        transpiler.transpile(&case.okl_path, "opencl", &case.defines, &case.instantiate).map_err(
            |e| (Stage::Transpile, format!("transpiling {} failed:\n{e}", case.okl_path.display())),
        )?;
    let Some(launcher) = out.launcher.as_deref() else {
        return Err((Stage::Transpile, "the OpenCL transpilation has no host launcher".into()));
    };
    std::fs::write(work_dir.join("kernel.cl"), &out.source).map_err(setup)?;
    std::fs::write(work_dir.join("launcher.cpp"), launcher).map_err(setup)?;
    std::fs::write(work_dir.join("metadata.json"), &out.metadata_json).map_err(setup)?;
    let symbol =
        check_device_metadata(case, &out.metadata_json).map_err(|e| (Stage::Metadata, e))?;
    std::fs::write(work_dir.join("driver.cpp"), generate_opencl_driver(case, &symbol))
        .map_err(setup)?;
    for (std, log) in [("CL1.2", "cl12.log"), ("CL3.0", "cl30.log")] {
        let args: Vec<String> = [
            "-x",
            "cl",
            &format!("-cl-std={std}"),
            "-Xclang",
            "-finclude-default-header",
            "-fsyntax-only",
            "kernel.cl",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let needs = "the OpenCL syntax check needs clang (`apt-get install clang`)";
        compile(&opts.clang_cl, &args, work_dir, log, needs, opts)?;
    }
    let mut args = opts.cxx_flags.clone();
    args.extend(["driver.cpp", "-o", "driver", "-lOpenCL"].map(String::from));
    let needs = "the OpenCL cases need g++ and the OpenCL ICD loader (`ocl-icd-opencl-dev`)";
    compile(&opts.cxx, &args, work_dir, "compile.log", needs, opts)?;
    for device in &opts.opencl_devices {
        let mut env = device.env.clone();
        env.push(("OKLC_OPENCL_PLATFORM".into(), device.platform.clone()));
        run_driver_logged(work_dir, &env, opts, &format!("run-{}.log", device.name))
            .map_err(|(stage, log)| (stage, format!("on {}: {log}", device.name)))?;
    }
    Ok(())
}

/// Runs every case that applies to `backend`, `opts.jobs` at a time; case `c` works in
/// `work_root/<backend>/<c>`.
pub fn run_suite_with(
    cases: &[Case],
    backend: &str,
    transpiler: &dyn Transpiler,
    work_root: &Path,
    opts: &Options,
) -> SuiteReport {
    let cases: Vec<&Case> = cases.iter().filter(|c| c.applies_to(backend)).collect();
    // Detect the CUDA level once, not per case (a failed detection fails every case).
    let mut resolved = opts.clone();
    if backend == "cuda" && opts.cuda_level.is_none() {
        resolved.cuda_level = CudaLevel::detect(opts).ok();
    }
    let opts = &resolved;
    let mut outcomes = in_parallel(cases.len(), opts.jobs, |k| {
        let case = cases[k];
        let dir = work_root.join(backend).join(&case.name);
        if backend == "hip" {
            // The device files are compiled in batches afterwards.
            let failure = run_hip_case(case, transpiler, &dir, opts).err();
            CaseOutcome {
                case: case.name.clone(),
                backend: backend.to_string(),
                failure,
                work_dir: dir,
            }
        } else {
            run_case_with(case, backend, transpiler, &dir, opts)
        }
    });
    if backend == "hip" {
        compile_hip_batches(&mut outcomes, work_root, opts);
        emulate_hip(&mut outcomes, opts);
    }
    SuiteReport { backend: backend.to_string(), outcomes }
}

/// The device half of a HIP suite run: the device files of the cases whose host half passed,
/// `opts.hip_batch` per `hipcc` call, `opts.jobs` calls at once, each in its own folder under
/// `work_root/hip/.batches`.
fn compile_hip_batches(outcomes: &mut [CaseOutcome], work_root: &Path, opts: &Options) {
    let pending: Vec<usize> = (0..outcomes.len()).filter(|&k| outcomes[k].passed()).collect();
    let batches: Vec<&[usize]> = pending.chunks(opts.hip_batch.max(1)).collect();
    let files: Vec<PathBuf> =
        outcomes.iter().map(|o| o.work_dir.join(format!("{}.hip.cpp", o.case))).collect();
    let results = in_parallel(batches.len(), opts.jobs, |b| {
        let batch = batches[b];
        let dir = work_root.join("hip").join(".batches").join(b.to_string());
        let batch_files: Vec<PathBuf> = batch.iter().map(|&k| files[k].clone()).collect();
        match std::fs::create_dir_all(&dir) {
            Ok(()) => hip_device_objects(&batch_files, &dir, opts),
            Err(e) => batch
                .iter()
                .map(|_| Err((Stage::Setup, format!("{}: {e}", dir.display()))))
                .collect(),
        }
    });
    for (batch, results) in batches.iter().zip(results) {
        for (&k, result) in batch.iter().zip(results) {
            if let Err(failure) = result {
                outcomes[k].failure = Some(failure);
            }
        }
    }
}

/// The thread count of `__launch_bounds__(N)` just before `void kernel(` in a device file.
pub fn launch_bound(device: &str, kernel: &str) -> Option<u32> {
    let at = device.find(&format!("void {kernel}("))?;
    let before = device[..at].trim_end().strip_suffix(')')?;
    let (_, args) = before.rsplit_once("__launch_bounds__(")?;
    args.split(',').next()?.trim().parse().ok()
}

/// The last step of a HIP case: its device file and `driver.cpp` run on the CPU emulation.
fn run_hip_emulated(case: &str, work_dir: &Path, opts: &Options) -> StageResult {
    let metadata = std::fs::read_to_string(work_dir.join("metadata.json"))
        .map_err(|e| (Stage::Setup, format!("{}: {e}", work_dir.display())))?;
    let device = PathBuf::from(format!("{case}.hip.cpp"));
    run_emulated(GpuApi::Hip, &device, "driver.cpp", &metadata, work_dir, opts)
}

/// The cases of a HIP suite run whose device files compiled run on the CPU emulation,
/// `opts.jobs` at once.
fn emulate_hip(outcomes: &mut [CaseOutcome], opts: &Options) {
    let pending: Vec<usize> = (0..outcomes.len()).filter(|&k| outcomes[k].passed()).collect();
    let shared: &[CaseOutcome] = outcomes;
    let results = in_parallel(pending.len(), opts.jobs, |i| {
        let outcome = &shared[pending[i]];
        run_hip_emulated(&outcome.case, &outcome.work_dir, opts)
    });
    for (k, result) in pending.into_iter().zip(results) {
        if let Err(failure) = result {
            outcomes[k].failure = Some(failure);
        }
    }
}

/// `f(0..n)` on `jobs` threads, in index order.
pub(crate) fn in_parallel<T: Send>(n: usize, jobs: usize, f: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<T>>> = Mutex::new((0..n).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::SeqCst);
                    if k >= n {
                        break;
                    }
                    let value = f(k);
                    results.lock().expect("results lock")[k] = Some(value);
                }
            });
        }
    });
    results.into_inner().expect("results lock").into_iter().flatten().collect()
}

/// [`run_suite_with`] with default [`Options`].
pub fn run_suite(
    cases: &[Case],
    backend: &str,
    transpiler: &dyn Transpiler,
    work_root: &Path,
) -> SuiteReport {
    run_suite_with(cases, backend, transpiler, work_root, &Options::default())
}
