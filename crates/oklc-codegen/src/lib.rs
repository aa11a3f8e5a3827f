//! oklc-codegen: prints the IR (after the passes) as backend source, plus the kernel metadata.
//!
//! One C-family printer ([`printer::Writer`]) walks items, statements and expressions once;
//! each backend is a [`Dialect`] that spells the points where C-family languages differ
//! (kernel qualifiers, address spaces, work-item indices, barriers, atomics, restrict).
//! [`generate`] is the entry point: it takes the [`ModuleInfo`] the pass pipeline returns as
//! proof that the passes ran, and never changes the tree it prints.
//!
//! The backends and their facts are those of the registry ([`oklc_target`]). Implemented:
//! serial and OpenMP (the host family), and CUDA, HIP, OpenCL and Metal, whose host side is
//! the [`launcher`]; the others report [`oklc_diag::codes::codegen::BACKEND_NOT_IMPLEMENTED`].

pub mod atomic;
pub mod backend;
pub mod dialect;
pub mod launcher;
pub mod metadata;
pub mod printer;
pub mod recursion;
pub mod testing;

use std::str::FromStr;

use oklc_diag::Diagnostic;
use oklc_ir::{FunctionId, Item, Module};
use oklc_passes::ModuleInfo;
use oklc_span::{SourceDb, Span};

pub use backend::cuda::Cuda;
pub use backend::metal::Metal;
pub use backend::opencl::OpenCl;
pub use backend::openmp::{OpenMp, OpenMpOptions};
pub use backend::serial::{Serial, SerialOptions};
pub use backend::sycl::{Sycl, SyclOptions};
pub use dialect::Dialect;
pub use metadata::KernelMetadataFile;
pub use printer::{Keywords, Writer};

pub use oklc_target::{Backend, BackendInfo, UnknownBackend};

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
    pub sycl: SyclOptions,
    /// Which runtime the host launcher of a SIMT backend calls.
    pub launcher_api: LauncherApi,
}

/// The runtime a SIMT backend's host launcher is written for (docs/backends.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LauncherApi {
    /// OCCA's runtime: `extern "C" void K(occa::modeKernel_t **deviceKernels, ...)`, device
    /// pointers as `occa::modeMemory_t *`, launches through `occa::kernel`.
    #[default]
    Occa,
    /// The vendor's runtime, no OCCA: `extern "C" void K(...)` takes the kernel's parameters
    /// (scalars by value, device pointers) and launches the device kernels itself (CUDA:
    /// `cudaLaunchKernel` on the default stream).
    Native,
}

impl FromStr for LauncherApi {
    type Err = String;

    fn from_str(s: &str) -> Result<LauncherApi, String> {
        match s {
            "occa" => Ok(LauncherApi::Occa),
            "native" => Ok(LauncherApi::Native),
            _ => Err(format!("unknown launcher API `{s}` (expected occa or native)")),
        }
    }
}

/// What [`Artifacts::source`] holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SourceContents {
    /// Host backends: the kernels, which run on the host and need no launcher.
    #[default]
    HostKernels,
    /// The device kernels; the host launcher is [`Artifacts::launcher`].
    Device,
    /// The device kernels and the host code that launches them, in one file (a single-source
    /// model such as SYCL's, where the launch and the kernel body are one function);
    /// [`Artifacts::launcher`] is `None`.
    DeviceAndLauncher,
}

/// What code generation produces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Artifacts {
    /// The generated source file; [`Artifacts::contents`] says what it holds.
    pub source: String,
    pub contents: SourceContents,
    /// The host launcher source of SIMT backends whose device and host code are separate files.
    pub launcher: Option<String>,
    pub metadata: KernelMetadataFile,
    /// The launcher's metadata (OCCA's `launcher_build.json`): SIMT backends with the OCCA
    /// launcher API; the native launcher is called directly and has none.
    pub launcher_metadata: Option<KernelMetadataFile>,
    pub diagnostics: Vec<Diagnostic>,
}

/// The dialect of an implemented backend.
pub fn dialect_for(backend: Backend, options: &Options<'_>) -> Option<Box<dyn Dialect>> {
    let dialect: Box<dyn Dialect> = match backend {
        Backend::Serial => Box::new(Serial { options: options.serial.clone() }),
        Backend::OpenMp => Box::new(OpenMp::new(options.openmp.clone())),
        Backend::Cuda | Backend::Hip => Box::new(Cuda::new(backend)),
        Backend::OpenCl => Box::new(OpenCl::default()),
        Backend::Metal => Box::new(Metal::default()),
        Backend::Sycl => Box::new(Sycl::new(options.launcher_api, options.sycl.clone())),
    };
    Some(dialect)
}

/// The launcher dialect of an implemented SIMT backend, whose device dialect is `device`;
/// `None` for host backends, which have no launcher.
fn launcher_for(device: Option<&dyn Dialect>, options: &Options<'_>) -> Option<Box<dyn Dialect>> {
    let device = device.filter(|d| !d.backend().is_host())?;
    Some(Box::new(launcher::Launcher {
        device: device.backend(),
        api: options.launcher_api,
        sycl: options.sycl.clone(),
        keywords: device.keywords(),
        simt: Default::default(),
    }))
}

/// Prints `module` for `backend`. Never panics; problems are reported in
/// [`Artifacts::diagnostics`].
pub fn generate(
    module: &Module,
    info: &ModuleInfo,
    backend: Backend,
    options: &Options<'_>,
) -> Artifacts {
    let mut printer = Printer::new(backend, options);
    printer.print(module, info, options);
    printer.finish(module, info, options)
}

/// [`generate`] for a module that grows while it is printed: each call of [`Printer::print`]
/// prints the items added since the last one. The driver prints every top-level item as soon
/// as the passes are done with it and then releases its functions (ADR 0006), so the IR of a
/// large file is never alive whole; [`generate`] is the same printer with a single batch.
pub struct Printer {
    backend: Backend,
    dialect: Option<Box<dyn Dialect>>,
    state: Option<printer::PrintState>,
    /// The launcher's dialect and text so far (SIMT backends).
    launcher: Option<(Box<dyn Dialect>, printer::PrintState)>,
    metadata: Vec<metadata::KernelMetadata>,
    /// `None` when the backend has no OCCA launcher.
    launcher_metadata: Option<Vec<metadata::KernelMetadata>>,
    /// Items printed so far.
    printed: usize,
    /// Where "backend not implemented" points: the first kernel seen.
    first_kernel: Option<Span>,
}

impl Printer {
    pub fn new(backend: Backend, options: &Options<'_>) -> Printer {
        let dialect = dialect_for(backend, options);
        let launcher = launcher_for(dialect.as_deref(), options);
        Printer {
            backend,
            dialect,
            state: Some(printer::PrintState::new(options)),
            launcher: launcher.map(|d| (d, printer::PrintState::new(options))),
            metadata: Vec::new(),
            launcher_metadata: (!backend.is_host() && options.launcher_api == LauncherApi::Occa)
                .then(Vec::new),
            printed: 0,
            first_kernel: None,
        }
    }

    /// Makes room for `bytes` of generated source before printing starts. Host output is about
    /// as long as the preprocessed input, and a buffer that grows by doubling is copied at each
    /// step, the old block staying resident in the C library's heap: at 1 MB of input that copy
    /// was 5% of the peak. Capacity never written costs address space, not memory.
    pub fn reserve(&mut self, bytes: usize) {
        if let Some(state) = &mut self.state {
            state.reserve(bytes);
        }
    }

    /// Prints the items of `module` after those printed by earlier calls; `info` must cover
    /// their kernels. The options must be the ones the printer was made with.
    pub fn print(&mut self, module: &Module, info: &ModuleInfo, options: &Options<'_>) {
        let range = self.printed.min(module.items.len())..module.items.len();
        self.printed = module.items.len();
        let kernels: Vec<FunctionId> = module.items[range.clone()]
            .iter()
            .filter_map(|item| match item {
                Item::Function(f) => Some(*f),
                _ => None,
            })
            .filter(|f| {
                printer::get(&module.functions, *f)
                    .is_some_and(|f| f.is_kernel() && f.body.is_some())
            })
            .collect();
        let Some(dialect) = self.dialect.as_deref() else {
            if self.first_kernel.is_none() {
                self.first_kernel = kernels
                    .first()
                    .and_then(|k| printer::get(&module.functions, *k))
                    .map(|f| f.span);
            }
            return;
        };
        for k in kernels {
            let Some(f) = printer::get(&module.functions, k) else { continue };
            if self.backend.is_host() {
                self.metadata.push(metadata::kernel_metadata(
                    module,
                    k,
                    dialect.kernel_name(f, None),
                ));
            } else {
                // One entry per device kernel (docs/backends.md).
                let splits = f.device_kernels.len();
                for n in 0..splits {
                    let name = dialect.kernel_name(f, Some(n));
                    self.metadata.push(metadata::kernel_metadata(module, k, name));
                }
                if let Some(launcher) = &mut self.launcher_metadata {
                    let name = dialect.kernel_name(f, None);
                    launcher.push(metadata::launcher_metadata(module, k, name));
                }
            }
        }
        if let Some(state) = self.state.take() {
            let mut w = Writer::resume(dialect, module, info, options, state);
            printer::super_write_items(&mut w, range.clone());
            self.state = Some(w.suspend());
        }
        if let Some((launcher, state)) = self.launcher.take() {
            let mut w = Writer::resume(launcher.as_ref(), module, info, options, state);
            printer::super_write_items(&mut w, range);
            let state = w.suspend();
            self.launcher = Some((launcher, state));
        }
    }

    /// Ends the file: what follows the last item, the metadata, the diagnostics. `module` and
    /// `info` are those of the last [`Printer::print`].
    pub fn finish(
        mut self,
        module: &Module,
        info: &ModuleInfo,
        options: &Options<'_>,
    ) -> Artifacts {
        let Some(dialect) = self.dialect.as_deref() else {
            let backend = self.backend;
            let diagnostic = Diagnostic::error(
                oklc_diag::codes::codegen::BACKEND_NOT_IMPLEMENTED,
                format!("the `{backend}` backend is not implemented yet"),
                self.first_kernel.unwrap_or_default(),
            )
            .with_primary_message(format!("cannot be compiled for `{backend}` yet"))
            .with_help("use the `serial` or `openmp` backend");
            return Artifacts { diagnostics: vec![diagnostic], ..Artifacts::default() };
        };
        let (source, mut diagnostics) = match self.state.take() {
            Some(state) => {
                let mut w = Writer::resume(dialect, module, info, options, state);
                printer::super_write_end(&mut w);
                w.finish()
            }
            None => (String::new(), Vec::new()),
        };
        let launcher = self.launcher.take().map(|(launcher, state)| {
            let mut w = Writer::resume(launcher.as_ref(), module, info, options, state);
            printer::super_write_end(&mut w);
            let (mut text, found) = w.finish();
            if self.backend == Backend::OpenCl && options.launcher_api == LauncherApi::Native {
                text.push_str(&backend::opencl::launcher::embedded_source(&source));
            }
            if self.backend == Backend::Sycl && options.launcher_api == LauncherApi::Native {
                text.push_str(&backend::sycl::launcher::embedded_source(&source));
            }
            // The launcher prints the same items: keep only what the device side did not say.
            for d in found {
                if !diagnostics.iter().any(|e| e.code == d.code && e.primary.span == d.primary.span)
                {
                    diagnostics.push(d);
                }
            }
            text
        });
        let metadata = KernelMetadataFile {
            dependencies: Default::default(),
            metadata: std::mem::take(&mut self.metadata),
        };
        let launcher_metadata = self
            .launcher_metadata
            .take()
            .map(|metadata| KernelMetadataFile { dependencies: Default::default(), metadata });
        let contents = match (self.backend.is_host(), &launcher) {
            (true, _) => SourceContents::HostKernels,
            (false, Some(_)) => SourceContents::Device,
            (false, None) => SourceContents::DeviceAndLauncher,
        };
        Artifacts { source, contents, launcher, metadata, launcher_metadata, diagnostics }
    }
}

#[cfg(test)]
mod tests;
