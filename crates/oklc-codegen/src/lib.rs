//! oklc-codegen: prints the IR (after the passes) as backend source, plus the kernel metadata.
//!
//! One C-family printer ([`printer::Writer`]) walks items, statements and expressions once;
//! each backend is a [`Dialect`] that spells the points where C-family languages differ
//! (kernel qualifiers, address spaces, work-item indices, barriers, atomics, restrict).
//! [`generate`] is the entry point: it takes the [`ModuleInfo`] the pass pipeline returns as
//! proof that the passes ran, and never changes the tree it prints.
//!
//! Implemented: serial and OpenMP (the host family). The GPU backends are named in
//! [`Backend`] and report [`oklc_diag::codes::codegen::BACKEND_NOT_IMPLEMENTED`].

pub mod atomic;
pub mod backend;
pub mod dialect;
pub mod metadata;
pub mod printer;
pub mod testing;

use std::fmt;
use std::str::FromStr;

use oklc_diag::Diagnostic;
use oklc_ir::Module;
use oklc_passes::ModuleInfo;
use oklc_span::{SourceDb, Span};

pub use backend::openmp::{OpenMp, OpenMpOptions};
pub use backend::serial::{Serial, SerialOptions};
pub use dialect::Dialect;
pub use metadata::KernelMetadataFile;
pub use printer::Writer;

/// A code generation target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Backend {
    Serial,
    OpenMp,
    Cuda,
    Hip,
    OpenCl,
    Metal,
    Sycl,
}

impl Backend {
    pub const ALL: [Backend; 7] = [
        Backend::Serial,
        Backend::OpenMp,
        Backend::Cuda,
        Backend::Hip,
        Backend::OpenCl,
        Backend::Metal,
        Backend::Sycl,
    ];

    /// The OCCA mode name (`dpcpp` is OCCA's name for SYCL).
    pub fn name(self) -> &'static str {
        match self {
            Backend::Serial => "serial",
            Backend::OpenMp => "openmp",
            Backend::Cuda => "cuda",
            Backend::Hip => "hip",
            Backend::OpenCl => "opencl",
            Backend::Metal => "metal",
            Backend::Sycl => "dpcpp",
        }
    }

    /// Serial and OpenMP keep the loops and run on the host; the rest are SIMT backends.
    pub fn is_host(self) -> bool {
        matches!(self, Backend::Serial | Backend::OpenMp)
    }

    /// Whether this version of oklc can print this backend.
    pub fn is_implemented(self) -> bool {
        self.is_host()
    }
}

impl fmt::Display for Backend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error of parsing an unknown backend name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBackend(pub String);

impl fmt::Display for UnknownBackend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown backend `{}` (expected serial, openmp, cuda, hip, opencl, metal, dpcpp or sycl)",
            self.0
        )
    }
}

impl std::error::Error for UnknownBackend {}

impl FromStr for Backend {
    type Err = UnknownBackend;

    fn from_str(s: &str) -> Result<Backend, UnknownBackend> {
        Ok(match s.to_ascii_lowercase().as_str() {
            "serial" => Backend::Serial,
            "openmp" | "omp" => Backend::OpenMp,
            "cuda" => Backend::Cuda,
            "hip" => Backend::Hip,
            "opencl" => Backend::OpenCl,
            "metal" => Backend::Metal,
            "dpcpp" | "sycl" => Backend::Sycl,
            _ => return Err(UnknownBackend(s.to_string())),
        })
    }
}

/// Options of one code generation run.
#[derive(Clone, Debug, Default)]
pub struct Options<'a> {
    /// The source text behind the IR's spans; needed for `#line` and comments.
    pub source_db: Option<&'a SourceDb>,
    /// Print `#line N "file"` so compiler messages point at the OKL source.
    pub line_directives: bool,
    /// Spans of the source comments to re-emit (in any order; needs `source_db`).
    pub comments: &'a [Span],
    pub serial: SerialOptions,
    pub openmp: OpenMpOptions,
}

/// What code generation produces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Artifacts {
    /// The device (for host backends: the only) source file.
    pub source: String,
    /// The host launcher source of SIMT backends.
    pub launcher: Option<String>,
    pub metadata: KernelMetadataFile,
    pub diagnostics: Vec<Diagnostic>,
}

/// The dialect of an implemented backend.
pub fn dialect_for(backend: Backend, options: &Options<'_>) -> Option<Box<dyn Dialect>> {
    match backend {
        Backend::Serial => Some(Box::new(Serial { options: options.serial.clone() })),
        Backend::OpenMp => Some(Box::new(OpenMp { options: options.openmp.clone() })),
        _ => None,
    }
}

/// Prints `module` for `backend`. Never panics; problems are reported in
/// [`Artifacts::diagnostics`].
pub fn generate(
    module: &Module,
    info: &ModuleInfo,
    backend: Backend,
    options: &Options<'_>,
) -> Artifacts {
    let Some(dialect) = dialect_for(backend, options) else {
        let span = module
            .kernels()
            .next()
            .and_then(|k| printer::get(&module.functions, k))
            .map(|f| f.span)
            .unwrap_or_default();
        let diagnostic = Diagnostic::error(
            oklc_diag::codes::codegen::BACKEND_NOT_IMPLEMENTED,
            format!("the `{backend}` backend is not implemented yet"),
            span,
        )
        .with_help("use the `serial` or `openmp` backend");
        return Artifacts { diagnostics: vec![diagnostic], ..Artifacts::default() };
    };
    let mut w = Writer::new(dialect.as_ref(), module, info, options);
    dialect.write_module(&mut w);
    let (source, diagnostics) = w.finish();
    let metadata = metadata::module_metadata(module, |k| {
        printer::get(&module.functions, k).map(|f| dialect.kernel_name(f)).unwrap_or_default()
    });
    Artifacts { source, launcher: None, metadata, diagnostics }
}

#[cfg(test)]
mod tests;
