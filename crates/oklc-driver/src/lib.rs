//! The driver: runs the compiler's stages over one input and hands back artifacts plus
//! diagnostics.
//!
//! The driver does no I/O. Files come through a caller-supplied [`FileLoader`] (the `oklc`
//! binary reads the filesystem, tests and fuzz targets use [`MemoryLoader`]); nothing is printed
//! and the process is never exited. User errors are [`Diagnostics`]; `Err` is reserved for an
//! input that cannot be read at all ([`DriverError`]).
//!
//! A [`Session`] owns the [`SourceDb`] of one compilation, so the caller can render diagnostics
//! after a run. [`Session::preprocess`] runs lex + preprocess; [`Session::check`] runs every
//! analysis stage (through the passes, no code generation); [`Session::transpile`] runs them all
//! and generates the backend's outputs.

mod braces;
mod device_std;
#[cfg(feature = "fuzz")]
pub mod fuzz;
mod stream;

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use oklc_diag::{Diagnostic, Diagnostics, WarningPolicy, WarningPragma, codes::driver as codes};
use oklc_pp::{Expansions, PpOptions, PpOutput};
use oklc_span::{ExpnId, FileId, FileOrigin, SourceDb, Span};

/// Which headers start serial and OpenMP output (`Options::host_headers`).
pub use oklc_codegen::LauncherApi;
pub use oklc_codegen::SerialOptions as HostHeaders;
pub use oklc_codegen::SyclOptions;
pub use oklc_lint::LintOptions;
pub use oklc_pp::MacroAction;
pub use oklc_target::{Backend, BackendInfo, REGISTRY, UnknownBackend};

/// Where the driver gets file contents from.
pub trait FileLoader {
    /// The bytes of the file at `path`: `Ok(None)` when it does not exist.
    fn load(&self, path: &Path) -> std::io::Result<Option<Vec<u8>>>;
}

/// A [`FileLoader`] over files held in memory, for tests and fuzzing.
#[derive(Clone, Debug, Default)]
pub struct MemoryLoader {
    files: BTreeMap<PathBuf, Vec<u8>>,
}

impl MemoryLoader {
    pub fn new() -> MemoryLoader {
        MemoryLoader::default()
    }

    /// Adds (or replaces) a file.
    pub fn insert(&mut self, path: impl Into<PathBuf>, contents: impl Into<Vec<u8>>) {
        self.files.insert(path.into(), contents.into());
    }

    /// Builder form of [`MemoryLoader::insert`].
    pub fn with(mut self, path: impl Into<PathBuf>, contents: impl Into<Vec<u8>>) -> MemoryLoader {
        self.insert(path, contents);
        self
    }
}

impl FileLoader for MemoryLoader {
    fn load(&self, path: &Path) -> std::io::Result<Option<Vec<u8>>> {
        Ok(self.files.get(path).cloned())
    }
}

/// Settings of one compilation.
#[derive(Clone, Debug)]
pub struct Options {
    /// `-I` folders, in command-line order.
    pub include_dirs: Vec<PathBuf>,
    /// `--include` files, read before each input (OCCA's `includes` property).
    pub forced_includes: Vec<PathBuf>,
    /// `-D` and `-U`, in command-line order (they may interleave).
    pub macros: Vec<MacroAction>,
    /// The backend the kernels are compiled for; its registry entry sets the predefined
    /// `OKL_MODE` and `OCCA_USING_GPU` macros.
    pub mode: Backend,
    /// What becomes of warnings: `-w`, `-Werror`, `-Wno-OKLnnnn`, `-Werror=OKLnnnn`.
    pub warnings: WarningPolicy,
    /// Template kernel instantiations (`--instantiate 'name<float>'`).
    pub instantiate: Vec<String>,
    /// An instantiation naming no template of the input is no error but listed in
    /// [`Compiled::unmatched_instantiations`] (`oklc build`: a request applies to the inputs
    /// that declare its template).
    pub instantiate_where_declared: bool,
    /// Emit `#line` directives pointing back at the OKL source.
    pub line_directives: bool,
    /// Re-emit the source's comments in generated code.
    pub keep_comments: bool,
    /// Standard and OCCA headers in front of serial and OpenMP output (OCCA's
    /// `serial/include_std` and `kernel/include_occa`; both off by default, as in the runtime).
    pub host_headers: HostHeaders,
    /// Compile one top-level item at a time, releasing each item's IR once it is printed, so
    /// the IR of a large file is never alive whole (ADR 0006). `false` runs the passes and
    /// code generation over the whole module; the results are the same (tests and the
    /// `compile` fuzz target compare them). Stage dumps (`--emit`) always use the whole module.
    pub stream: bool,
    /// The runtime the host launcher of a GPU backend calls (`--launcher-api`).
    pub launcher_api: oklc_codegen::LauncherApi,
    /// The `dpcpp` backend's options (`--sycl-legacy-header`).
    pub sycl: oklc_codegen::SyclOptions,
    /// Which of `oklc-lint`'s optional analyses run (`-W conversion`).
    pub lint: oklc_lint::LintOptions,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            include_dirs: Vec::new(),
            forced_includes: Vec::new(),
            macros: Vec::new(),
            mode: Backend::Serial,
            warnings: WarningPolicy::default(),
            instantiate: Vec::new(),
            instantiate_where_declared: false,
            line_directives: false,
            keep_comments: true,
            host_headers: HostHeaders::default(),
            stream: true,
            launcher_api: oklc_codegen::LauncherApi::Occa,
            sycl: oklc_codegen::SyclOptions::default(),
            lint: oklc_lint::LintOptions::default(),
        }
    }
}

impl Options {
    fn print_options(&self) -> stream::PrintOptions {
        stream::PrintOptions {
            line_directives: self.line_directives,
            host_headers: self.host_headers.clone(),
            launcher_api: self.launcher_api,
            sycl: self.sycl.clone(),
        }
    }

    fn pp_options(&self) -> PpOptions {
        let backend = self.mode.info();
        PpOptions {
            include_dirs: self.include_dirs.clone(),
            forced_includes: self.forced_includes.clone(),
            macros: self.macros.clone(),
            okl_mode: backend.okl_mode.to_string(),
            using_gpu: backend.using_gpu(),
            kernel_hash: None,
            lenient_headers: false,
        }
    }
}

/// An input that cannot be compiled at all. Everything else is a diagnostic.
#[derive(Debug)]
pub enum DriverError {
    /// The input file does not exist.
    NotFound { path: PathBuf },
    /// Reading the input failed.
    Io { path: PathBuf, error: std::io::Error },
    /// The input is larger than a 32-bit span can address.
    TooLarge { path: PathBuf, len: usize },
}

impl DriverError {
    /// The diagnostic code the binary reports this error under.
    pub fn code(&self) -> oklc_diag::Code {
        match self {
            DriverError::NotFound { .. } | DriverError::Io { .. } => codes::CANNOT_READ_INPUT,
            DriverError::TooLarge { .. } => codes::INPUT_TOO_LARGE,
        }
    }

    /// The file the error is about.
    pub fn path(&self) -> &Path {
        match self {
            DriverError::NotFound { path }
            | DriverError::Io { path, .. }
            | DriverError::TooLarge { path, .. } => path,
        }
    }
}

impl fmt::Display for DriverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DriverError::NotFound { path } => {
                write!(f, "cannot read `{}`: no such file", path.display())
            }
            DriverError::Io { path, error } => {
                write!(f, "cannot read `{}`: {error}", path.display())
            }
            DriverError::TooLarge { path, len } => write!(
                f,
                "`{}` is too large ({len} bytes; at most {} are supported)",
                path.display(),
                u32::MAX
            ),
        }
    }
}

impl std::error::Error for DriverError {}

/// The result of preprocessing one input.
#[derive(Clone, Debug)]
pub struct Preprocessed {
    /// The input's file in the session's [`SourceDb`].
    pub root: FileId,
    /// Tokens, expansion table, comments and dependencies; its `diagnostics` are moved into
    /// [`Preprocessed::diagnostics`].
    pub pp: PpOutput,
    /// Everything reported so far, with expansion chains filled in.
    pub diagnostics: Diagnostics,
}

impl Preprocessed {
    /// The translation unit as compilable text; `#line` markers only when `line_markers` is set.
    pub fn render(&self, db: &SourceDb, line_markers: bool) -> String {
        oklc_pp::render(db, &self.pp.tokens, line_markers)
    }
}

/// The result of `check`: every analysis stage ran (as far as errors allowed).
#[derive(Clone, Debug)]
pub struct Checked {
    pub root: FileId,
    /// The requested stage dump.
    pub emitted: Option<String>,
    pub diagnostics: Diagnostics,
}

/// One compilation: the options, the loader and the source database.
pub struct Session<'l> {
    options: Options,
    loader: &'l dyn FileLoader,
    /// Every file read so far; spans in diagnostics point into it.
    pub db: SourceDb,
}

impl<'l> Session<'l> {
    pub fn new(options: Options, loader: &'l dyn FileLoader) -> Session<'l> {
        Session { options, loader, db: SourceDb::new() }
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Reads `path` into the database as a root file. Invalid UTF-8 is replaced (lossily) and
    /// reported in `diagnostics`.
    pub fn load_root(
        &mut self,
        path: &Path,
        diagnostics: &mut Diagnostics,
    ) -> Result<FileId, DriverError> {
        let bytes = match self.loader.load(path) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => return Err(DriverError::NotFound { path: path.to_path_buf() }),
            Err(error) => return Err(DriverError::Io { path: path.to_path_buf(), error }),
        };
        self.add_root_bytes(path, &bytes, diagnostics)
    }

    /// Adds in-memory bytes as a root file named `path` (what [`Session::load_root`] does after
    /// reading).
    pub fn add_root_bytes(
        &mut self,
        path: &Path,
        bytes: &[u8],
        diagnostics: &mut Diagnostics,
    ) -> Result<FileId, DriverError> {
        if bytes.len() > u32::MAX as usize {
            return Err(DriverError::TooLarge { path: path.to_path_buf(), len: bytes.len() });
        }
        let (text, bad) = decode(bytes);
        let id = self.db.add(path.to_string_lossy().into_owned(), text, FileOrigin::Root);
        if let Some(pos) = bad {
            diagnostics.push(invalid_utf8(&self.db, id, pos));
        }
        Ok(id)
    }

    /// Lexes and preprocesses `input`.
    pub fn preprocess(&mut self, input: &Path) -> Result<Preprocessed, DriverError> {
        let mut diagnostics = Diagnostics::new();
        let root = self.load_root(input, &mut diagnostics)?;
        Ok(self.preprocess_file(root, diagnostics))
    }

    /// Lexes and preprocesses a file already in the database.
    pub fn preprocess_file(&mut self, root: FileId, mut diagnostics: Diagnostics) -> Preprocessed {
        let loader = PpLoader { inner: self.loader, invalid: RefCell::new(Vec::new()) };
        let mut pp = oklc_pp::preprocess(&mut self.db, root, &loader, &self.options.pp_options());
        device_std::splice(&mut self.db, &mut pp.tokens, self.options.mode);
        // Included files with invalid UTF-8 were decoded lossily by the loader; point at the
        // first bad byte of each instance now that they have file ids.
        for (path, pos) in loader.invalid.into_inner() {
            let name = path.to_string_lossy();
            let ids: Vec<FileId> =
                self.db.iter().filter(|(_, f)| *f.name == *name).map(|(id, _)| id).collect();
            for id in ids {
                diagnostics.push(invalid_utf8(&self.db, id, pos));
            }
        }
        diagnostics.extend(std::mem::take(&mut pp.diagnostics));
        let diagnostics = if diagnostics.is_empty() {
            diagnostics
        } else {
            let mut provenance = TokenProvenance::new(&pp.tokens);
            let warnings = WarningRules::new(&self.options, &self.db, &pp.warning_pragmas);
            let mut diagnostics =
                finish(diagnostics, &mut provenance, &pp.expansions, &warnings, &self.db);
            diagnostics.sort_by_position(|s| translation_order(&self.db, s));
            diagnostics
        };
        Preprocessed { root, pp, diagnostics }
    }

    /// Runs every analysis stage over `input` (no code generation) and reports what they found.
    pub fn check(&mut self, input: &Path) -> Result<Checked, DriverError> {
        self.check_emit(input, None)
    }

    /// [`Session::check`], also returning the requested stage dump.
    pub fn check_emit(
        &mut self,
        input: &Path,
        emit: Option<&Emit>,
    ) -> Result<Checked, DriverError> {
        let compiled = self.compile(input, emit, false)?;
        Ok(Checked {
            root: compiled.root,
            emitted: compiled.emitted,
            diagnostics: compiled.diagnostics,
        })
    }

    /// Compiles `input` for the session's backend: every stage, then code generation when no
    /// stage reported an error.
    pub fn transpile(&mut self, input: &Path) -> Result<Compiled, DriverError> {
        self.compile(input, None, true)
    }

    /// The pipeline. Each stage runs only when the stages before it reported no error, so one
    /// mistake is reported once rather than as a cascade.
    ///
    /// Each stage's big input is dropped as soon as the next stage has its own data: the token
    /// vector after parsing (diagnostics keep what they need of it in a [`TokenProvenance`]),
    /// the syntax tree after lowering. Peak memory is then the largest neighbouring pair of
    /// stages rather than the sum of all of them.
    pub fn compile(
        &mut self,
        input: &Path,
        emit: Option<&Emit>,
        generate: bool,
    ) -> Result<Compiled, DriverError> {
        let mut compiled = self.compile_stages(input, emit, generate)?;
        compiled.diagnostics.sort_by_position(|s| translation_order(&self.db, s));
        Ok(compiled)
    }

    /// [`Session::compile`] before its diagnostics are put in source order.
    fn compile_stages(
        &mut self,
        input: &Path,
        emit: Option<&Emit>,
        generate: bool,
    ) -> Result<Compiled, DriverError> {
        let Preprocessed { root, mut pp, mut diagnostics } = self.preprocess(input)?;
        let backend = self.options.mode;
        let mut out = Compiled {
            root,
            artifacts: None,
            emitted: None,
            dependencies: std::mem::take(&mut pp.dependencies),
            diagnostics: Diagnostics::new(),
            unmatched_instantiations: None,
        };
        match emit {
            Some(Emit::Tokens) => out.emitted = Some(oklc_lex::dump(&pp.tokens)),
            Some(Emit::Pp) => out.emitted = Some(oklc_pp::render(&self.db, &pp.tokens, false)),
            _ => {}
        }
        if diagnostics.has_errors() || matches!(emit, Some(Emit::Tokens | Emit::Pp)) {
            if diagnostics.has_errors() {
                // The parser, which reports preprocessing tokens that are no C++ tokens, does
                // not run: report them here, with the lexer's errors.
                for t in &pp.tokens {
                    let d = match t.kind {
                        oklc_lex::TokKind::PpNumber => oklc_lex::invalid_number(t),
                        oklc_lex::TokKind::Backslash => oklc_lex::stray_backslash(t),
                        _ => continue,
                    };
                    diagnostics.push(d.with_expansion(pp.expansions.frames(t.expn)));
                }
            }
            out.diagnostics = diagnostics;
            return Ok(out);
        }

        let end = self.db.get(root).text.len() as u32;
        let eoi = Span::point(root, end);
        let mut provenance = TokenProvenance::new(&pp.tokens);
        let warnings = WarningRules::new(&self.options, &self.db, &pp.warning_pragmas);
        let lint = oklc_lint::Lint::new(self.options.lint, &pp.tokens);
        let tokens = std::mem::take(&mut pp.tokens);
        let lower_options = oklc_lower::LowerOptions {
            instantiate: self.options.instantiate.clone(),
            file_span: Span::point(root, 0),
            requests_may_miss: self.options.instantiate_where_declared,
            namespaces_as_items: backend.info().c_language,
            c_language: backend.info().c_language,
        };
        let family = backend.family();
        let mut pass_options = oklc_passes::Options {
            inner_guard_bounds: backend == Backend::OpenMp,
            parallel_outer: backend == Backend::OpenMp,
            concrete_address_spaces: backend.info().concrete_address_spaces,
            unreached_helpers_private: backend == Backend::Metal,
            c_language: backend.info().c_language,
            lower_lambdas: backend == Backend::Metal,
            fold_recursive_constexpr: backend.info().recursion_only_in_constants,
            raw_shared_storage: matches!(backend, Backend::Cuda | Backend::Hip),
            ..oklc_passes::Options::default()
        };
        if !self.options.keep_comments {
            pp.comments.clear();
        }
        // Without a dump every stage runs one top-level item at a time (ADR 0006); a file with
        // syntax diagnostics comes back parsed whole, and is then handled like a dump. Helpers
        // whose pointer spaces come from their callers need the whole file.
        let whole = pass_options.concrete_address_spaces;
        let tokens = if self.options.stream && emit.is_none() && !whole {
            let setup = stream::StreamSetup {
                lower: lower_options.clone(),
                pipeline: oklc_passes::Pipeline::new(family),
                pass_options: pass_options.clone(),
                backend: generate.then_some(backend),
                print: self.options.print_options(),
                // The host backends print about as much as the file holds; an eighth more
                // covers macros that expand to more than their invocation.
                output_hint: end as usize + end as usize / 8,
            };
            let db = std::mem::replace(&mut self.db, SourceDb::new());
            let sink = stream::Stream::new(setup, db, std::mem::take(&mut pp.comments), lint);
            match oklc_syntax::parse_items(tokens, eoi, sink) {
                (sink, None) => {
                    let (output, db) = sink.finish();
                    self.db = db;
                    out.unmatched_instantiations = Some(output.unmatched_requests);
                    let mut post = |d: Vec<Diagnostic>| {
                        finish(d.into(), &mut provenance, &pp.expansions, &warnings, &self.db)
                    };
                    diagnostics.extend(post(output.lowering));
                    diagnostics.extend(post(output.lint));
                    if !diagnostics.has_errors() {
                        diagnostics.extend(post(output.passes));
                        if let Some((errors, pass)) = output.internal {
                            diagnostics.push(invalid_ir(root, pass, &errors));
                        }
                        if generate
                            && !diagnostics.has_errors()
                            && let Some(mut artifacts) = output.artifacts
                        {
                            diagnostics.extend(post(std::mem::take(&mut artifacts.diagnostics)));
                            if !diagnostics.has_errors() {
                                out.artifacts = Some(artifacts);
                            }
                        }
                    }
                    out.diagnostics = diagnostics;
                    return Ok(out);
                }
                (sink, Some(parsed)) => {
                    self.db = sink.db;
                    pp.comments = sink.comments;
                    Err((parsed, sink.lint))
                }
            }
        } else {
            Ok((tokens, lint))
        };
        // Otherwise the file is parsed and lowered one top-level item at a time, so its whole
        // syntax tree is never in memory, and the passes and code generation run over the
        // whole module.
        let streamed = match tokens {
            Err(parsed) => Err(parsed),
            Ok((tokens, lint)) if matches!(emit, Some(Emit::Ast)) => {
                Err((oklc_syntax::parse_owned(tokens, eoi), lint))
            }
            Ok((tokens, lint)) => {
                let stream = stream::Linted {
                    inner: oklc_lower::LowerStream::new(lower_options.clone()),
                    lint,
                };
                match oklc_syntax::parse_items(tokens, eoi, stream) {
                    (stream, None) => Ok(stream),
                    (stream, Some(parsed)) => Err((parsed, stream.lint)),
                }
            }
        };
        let (lowered, lint) = match streamed {
            Ok(stream) => (stream.inner.finish(), stream.lint.finish()),
            Err((parsed, mut lint)) => {
                let syntax: Vec<Diagnostic> = parsed
                    .diagnostics
                    .into_iter()
                    .map(|d| braces::label_unclosed_brace(&self.db, d))
                    .collect();
                diagnostics.extend(finish(
                    syntax.into(),
                    &mut provenance,
                    &pp.expansions,
                    &warnings,
                    &self.db,
                ));
                if matches!(emit, Some(Emit::Ast)) {
                    out.emitted = Some(oklc_syntax::dump(&parsed.unit));
                }
                if diagnostics.has_errors() || matches!(emit, Some(Emit::Ast)) {
                    out.diagnostics = diagnostics;
                    return Ok(out);
                }
                lint.unit(&parsed.unit);
                (oklc_lower::lower(&parsed.unit, &lower_options), lint.finish())
            }
        };
        out.unmatched_instantiations = Some(lowered.unmatched_requests);
        diagnostics.extend(finish(
            lowered.diagnostics.into(),
            &mut provenance,
            &pp.expansions,
            &warnings,
            &self.db,
        ));
        diagnostics.extend(finish(
            lint.into(),
            &mut provenance,
            &pp.expansions,
            &warnings,
            &self.db,
        ));
        let mut module = lowered.module;
        if diagnostics.has_errors() {
            out.diagnostics = diagnostics;
            return Ok(out);
        }

        if let Some(Emit::IrAfter(pass)) = emit {
            pass_options.dump_after.push(pass.clone());
        }
        if matches!(emit, Some(Emit::Lowered)) {
            out.emitted = Some(oklc_ir::dump(&module));
        }
        let pipeline = oklc_passes::Pipeline::for_target(
            family,
            pass_options.c_language,
            pass_options.lower_lambdas,
        );
        let passes = pipeline.run(&mut module, &pass_options);
        diagnostics.extend(finish(
            passes.diagnostics.into(),
            &mut provenance,
            &pp.expansions,
            &warnings,
            &self.db,
        ));
        if !passes.internal.is_empty() {
            diagnostics.push(invalid_ir(root, passes.failed_pass.unwrap_or("?"), &passes.internal));
        }
        match emit {
            Some(Emit::Ir) => out.emitted = Some(oklc_ir::dump(&module)),
            Some(Emit::IrAfter(pass)) => {
                let text: String = passes
                    .dumps
                    .iter()
                    .map(|(name, dump)| format!("// after `{name}`\n{dump}"))
                    .collect();
                if text.is_empty() {
                    let known = pipeline.names();
                    diagnostics.push(
                        Diagnostic::error(
                            codes::INVALID_COMMAND_LINE,
                            format!("no pass named `{pass}`"),
                            Span::point(root, 0),
                        )
                        .with_help(format!("passes: {}", known.join(", "))),
                    );
                }
                out.emitted = Some(text);
            }
            Some(Emit::Info) => out.emitted = Some(passes.info.dump(&module)),
            _ => {}
        }
        if !generate || diagnostics.has_errors() {
            out.diagnostics = diagnostics;
            return Ok(out);
        }

        let print = self.options.print_options();
        let codegen_options = stream::codegen_options(&self.db, &pp.comments, &print);
        let mut artifacts =
            oklc_codegen::generate(&module, &passes.info, backend, &codegen_options);
        let codegen_diags = std::mem::take(&mut artifacts.diagnostics);
        diagnostics.extend(finish(
            codegen_diags.into(),
            &mut provenance,
            &pp.expansions,
            &warnings,
            &self.db,
        ));
        if !diagnostics.has_errors() {
            out.artifacts = Some(artifacts);
        }
        out.diagnostics = diagnostics;
        Ok(out)
    }
}

/// A stage dump `--emit` can ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Emit {
    /// Preprocessed tokens, one per line.
    Tokens,
    /// The preprocessed translation unit as text.
    Pp,
    /// The syntax tree.
    Ast,
    /// The IR as lowering produced it, before any pass.
    Lowered,
    /// The IR after every pass.
    Ir,
    /// The IR after the named pass (`all` for every pass).
    IrAfter(String),
    /// What the passes learned (launch dimensions, exclusive sizes, atomics).
    Info,
}

impl std::str::FromStr for Emit {
    type Err = String;
    fn from_str(s: &str) -> Result<Emit, String> {
        Ok(match s {
            "tokens" => Emit::Tokens,
            "pp" => Emit::Pp,
            "ast" => Emit::Ast,
            "lowered" => Emit::Lowered,
            "ir" => Emit::Ir,
            "info" => Emit::Info,
            other => match other.strip_prefix("ir-after=") {
                Some(pass) if !pass.is_empty() => Emit::IrAfter(pass.to_string()),
                _ => {
                    return Err(format!(
                        "unknown --emit value `{other}` (tokens, pp, ast, lowered, ir, ir-after=PASS, info)"
                    ));
                }
            },
        })
    }
}

/// The result of compiling one input.
#[derive(Clone, Debug)]
pub struct Compiled {
    pub root: FileId,
    /// Generated code and metadata; `None` when a stage reported an error.
    pub artifacts: Option<oklc_codegen::Artifacts>,
    /// The requested stage dump.
    pub emitted: Option<String>,
    /// Every `#include`d file, for build systems.
    pub dependencies: Vec<PathBuf>,
    pub diagnostics: Diagnostics,
    /// With [`Options::instantiate_where_declared`], the requests that name no template of the
    /// input; `None` when the compilation stopped before lowering finished.
    pub unmatched_instantiations: Option<Vec<String>>,
}

/// An internal compiler error as a diagnostic: an oklc bug, reported instead of a panic.
fn internal_error(span: Span, message: String) -> Diagnostic {
    Diagnostic::error(codes::INTERNAL_ERROR, format!("internal compiler error: {message}"), span)
        .with_help("this is a bug in oklc; please report it with the input that triggers it")
}

/// The internal error for IR that fails verification after a pass.
fn invalid_ir(root: FileId, pass: &str, errors: &[oklc_ir::VerifyError]) -> Diagnostic {
    let detail: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    internal_error(
        Span::point(root, 0),
        format!("the IR is invalid after pass `{pass}`: {}", detail.join("; ")),
    )
}

/// Where the macro-produced tokens came from: all that diagnostics need from the token vector,
/// so the driver can drop the tokens once they are parsed.
struct TokenProvenance {
    /// The runs of tokens out of one expansion with one span, in token order.
    runs: Vec<ProvenanceRun>,
    /// The runs' spans and expansions sorted by span, without duplicates: made on first use.
    by_span: Option<Vec<(Span, ExpnId)>>,
}

/// Tokens `first..end` (positions in the preprocessed output, which holds no comments, so they
/// are the parser's) came out of `expn` and carry `span`, its outermost invocation's.
#[derive(Clone, Copy)]
struct ProvenanceRun {
    first: u32,
    end: u32,
    span: Span,
    expn: ExpnId,
}

impl TokenProvenance {
    fn new(tokens: &[oklc_lex::Token]) -> TokenProvenance {
        // Counted first, so the table has its final size: it is built while every token is
        // alive, at the compilation's peak, where doubling would overshoot.
        let mut runs = Vec::with_capacity(provenance_runs(tokens).count());
        runs.extend(provenance_runs(tokens));
        TokenProvenance { runs, by_span: None }
    }

    /// The expansion of the token at `index` ([`ExpnId::ROOT`]: written in a file).
    fn expansion_of_token(&self, index: u32) -> ExpnId {
        let after = self.runs.partition_point(|r| r.first <= index);
        match after.checked_sub(1).map(|k| self.runs[k]) {
            Some(r) if index < r.end => r.expn,
            _ => ExpnId::ROOT,
        }
    }

    /// The spans and expansions sorted by span, without duplicates.
    fn by_span(&mut self) -> &[(Span, ExpnId)] {
        self.by_span.get_or_insert_with(|| {
            let mut index: Vec<(Span, ExpnId)> =
                self.runs.iter().map(|r| (r.span, r.expn)).collect();
            index.sort();
            index.dedup();
            index
        })
    }
}

/// The runs of macro-produced tokens of `tokens` (see [`ProvenanceRun`]).
fn provenance_runs(tokens: &[oklc_lex::Token]) -> impl Iterator<Item = ProvenanceRun> + '_ {
    let mut i = 0;
    std::iter::from_fn(move || {
        while tokens.get(i)?.expn.is_root() {
            i += 1;
        }
        let (first, t) = (i, &tokens[i]);
        i += 1;
        while tokens.get(i).is_some_and(|u| u.expn == t.expn && u.span == t.span) {
            i += 1;
        }
        Some(ProvenanceRun { first: first as u32, end: i as u32, span: t.span, expn: t.expn })
    })
}

/// The warning options and `#pragma okl diagnostic` lines of one compilation.
#[derive(Default)]
struct WarningRules {
    policy: WarningPolicy,
    /// The pragmas with their [`translation_order`], in the order they were read.
    pragmas: Vec<((u32, Vec<u32>), WarningPragma)>,
}

impl WarningRules {
    fn new(options: &Options, db: &SourceDb, pragmas: &[WarningPragma]) -> WarningRules {
        let pragmas = pragmas
            .iter()
            .map(|p| (translation_order(db, Span::point(p.file, p.offset)), p.clone()))
            .collect();
        WarningRules { policy: options.warnings.clone(), pragmas }
    }

    /// Drops, keeps or promotes the warnings: the pragmas read before a warning's position
    /// decide for their codes, the command line for the others.
    fn apply(&self, diagnostics: &mut Diagnostics, db: &SourceDb) {
        if self.policy.is_default() && self.pragmas.is_empty() {
            return;
        }
        diagnostics.apply_warning_levels(|d| {
            let at = (!self.pragmas.is_empty()).then(|| translation_order(db, d.primary.span));
            let before = self.pragmas.iter().take_while(|(order, _)| Some(order) <= at.as_ref());
            oklc_diag::pragma_level(before.map(|(_, p)| p), d.code)
                .unwrap_or_else(|| self.policy.level(d.code))
        });
    }
}

/// Applies the session-wide post-processing to a stage's diagnostics: expansion chains from
/// token provenance, then the warning options and pragmas.
fn finish(
    diagnostics: Diagnostics,
    provenance: &mut TokenProvenance,
    expansions: &Expansions,
    warnings: &WarningRules,
    db: &SourceDb,
) -> Diagnostics {
    // Nothing to annotate: skip sorting the token index.
    if diagnostics.is_empty() {
        return diagnostics;
    }
    provenance.by_span();
    let provenance = &*provenance;
    let index = provenance.by_span.as_deref().unwrap_or_default();
    let mut out: Diagnostics = diagnostics
        .into_iter()
        .map(|mut d| {
            if d.expansion_given || !d.expansion.is_empty() {
                return d;
            }
            match d.token.map(|i| provenance.expansion_of_token(i)) {
                // The stage named the token: its expansion's chain is exact, however deep.
                Some(expn) if !expn.is_root() => d.expansion = expansions.frames(expn),
                // A token the user wrote may still sit in a macro argument (the span finds the
                // invocation); otherwise only the span is known.
                _ => {
                    if let Some(expn) = expansion_of(index, expansions, d.primary.span) {
                        d.expansion = expansions.frames(expn);
                    }
                }
            }
            d
        })
        .collect::<Vec<_>>()
        .into();
    warnings.apply(&mut out, db);
    out
}

/// The expansion of the macro-produced token whose span equals `span`, or else of the first one
/// that contains it, or else of the one `span` starts with: a construct that begins inside an
/// expansion and runs past it (`SETUP(tmp);` with its `;`, a loop header written by a macro
/// with its body) starts there, as gcc's caret does.
///
/// Every token of nested expansions carries the span of the outermost invocation, so a span
/// can match several expansions (`OUTER`'s own tokens and those of the `INNER` it calls).
/// Without the token itself (stages after the parser only have spans) the answer is the deepest
/// expansion all of them sit in: the chain may then stop short of the macro that wrote the
/// token, but it never names one that did not.
fn expansion_of(index: &[(Span, ExpnId)], expansions: &Expansions, span: Span) -> Option<ExpnId> {
    let start = index.partition_point(|(s, _)| (s.file, s.lo) < (span.file, span.lo));
    let found = match index.get(start) {
        Some((s, _)) if *s == span => Some(*s),
        // Token spans of one file do not nest, so a containing span starts at or before `span`.
        _ => index[..start]
            .iter()
            .rev()
            .take(8)
            .map(|(s, _)| *s)
            .find(|s| s.contains(span))
            .or_else(|| {
                index.get(start).map(|(s, _)| *s).filter(|s| s.file == span.file && s.lo == span.lo)
            }),
    }?;
    // Every expansion that left tokens at the span found.
    let lo = index.partition_point(|(s, _)| *s < found);
    let mut at = index[lo..].iter().take_while(|(s, _)| *s == found).map(|&(_, e)| e);
    let first = at.next()?;
    Some(at.fold(first, |a, b| common_expansion(expansions, a, b)))
}

/// The deepest expansion both `a` and `b` sit in (each counts as sitting in itself).
fn common_expansion(expansions: &Expansions, a: ExpnId, b: ExpnId) -> ExpnId {
    let (ca, cb) = (expansions.chain(a), expansions.chain(b));
    let shared = ca.iter().zip(&cb).take_while(|(x, y)| std::ptr::eq(**x, **y)).count();
    let mut id = a;
    for _ in shared..ca.len() {
        id = expansions.get(id).map_or(ExpnId::ROOT, |d| d.parent);
    }
    id
}

/// Decodes bytes as UTF-8, lossily; also returns the offset of the first invalid byte.
fn decode(bytes: &[u8]) -> (String, Option<u32>) {
    match std::str::from_utf8(bytes) {
        Ok(text) => (text.to_string(), None),
        Err(e) => (String::from_utf8_lossy(bytes).into_owned(), Some(e.valid_up_to() as u32)),
    }
}

/// The warning for a file that is not valid UTF-8; `pos` is the offset of the first bad byte,
/// which is also where its U+FFFD replacement starts in the decoded text.
/// Where `span` lies in the order the compiler read the text: the input (or `--include` file)
/// it comes from, then the offsets of the `#include` directives that led to its file, outermost
/// first, then its own offset. A header's diagnostics thus sort at its `#include`, as gcc prints
/// them; text the compiler made up (`-D` definitions) sorts first.
fn translation_order(db: &SourceDb, span: Span) -> (u32, Vec<u32>) {
    let mut offsets = vec![span.lo];
    let mut file = span.file;
    // Include depth is limited by the preprocessor; the bound only guards a malformed chain.
    for _ in 0..4096 {
        if file.index() >= db.len() {
            break;
        }
        match db.get(file).origin {
            FileOrigin::Included { directive } => {
                offsets.push(directive.lo);
                file = directive.file;
            }
            FileOrigin::Root => {
                offsets.reverse();
                return (file.0.saturating_add(1), offsets);
            }
            FileOrigin::Synthetic => break,
        }
    }
    offsets.reverse();
    (0, offsets)
}

fn invalid_utf8(db: &SourceDb, file: FileId, pos: u32) -> Diagnostic {
    let len = db.get(file).text.len() as u32;
    let lo = pos.min(len);
    let hi = (lo + '\u{FFFD}'.len_utf8() as u32).min(len);
    Diagnostic::warning(
        codes::INVALID_UTF8,
        "source file is not valid UTF-8",
        Span::new(file, lo, hi),
    )
    .with_primary_message("first invalid byte here")
    .with_note("invalid byte sequences were replaced with U+FFFD")
    .with_help("save the file as UTF-8")
}

/// Adapts the caller's byte loader to the preprocessor's text loader, remembering files that
/// were not valid UTF-8.
struct PpLoader<'l> {
    inner: &'l dyn FileLoader,
    invalid: RefCell<Vec<(PathBuf, u32)>>,
}

impl oklc_pp::FileLoader for PpLoader<'_> {
    fn load(&self, path: &Path) -> std::io::Result<Option<String>> {
        let Some(bytes) = self.inner.load(path)? else { return Ok(None) };
        if bytes.len() > u32::MAX as usize {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                "file too large (more than 4 GiB)",
            ));
        }
        let (text, bad) = decode(&bytes);
        if let Some(pos) = bad {
            let mut invalid = self.invalid.borrow_mut();
            if !invalid.iter().any(|(p, _)| p == path) {
                invalid.push((path.to_path_buf(), pos));
            }
        }
        Ok(Some(text))
    }
}

#[cfg(test)]
mod tests {
    use oklc_lex::{TokKind, Token};
    use oklc_pp::ExpansionData;

    use super::*;

    #[test]
    fn expansion_chains_come_from_token_provenance() {
        let mut db = SourceDb::new();
        let f = db.add("m.okl", "#define A B\n#define B `\nA\n", FileOrigin::Root);
        let mut expansions = Expansions::default();
        let call = Span::new(f, 24, 25);
        let outer = expansions.push(ExpansionData {
            macro_name: "A".into(),
            call_site: call,
            definition: Span::new(f, 8, 11),
            parent: ExpnId::ROOT,
        });
        let inner = expansions.push(ExpansionData {
            macro_name: "B".into(),
            call_site: call,
            definition: Span::new(f, 20, 23),
            parent: outer,
        });
        let mut token = Token::new(TokKind::Error, "`", call);
        token.expn = inner;
        let diags: Diagnostics =
            vec![Diagnostic::error(oklc_diag::codes::lex::INVALID_CHARACTER, "bad", call)].into();
        let mut provenance = TokenProvenance::new(&[token]);
        let out =
            finish(diags, &mut provenance, &expansions, &WarningRules::default(), &SourceDb::new());
        let names: Vec<&str> = out.as_slice()[0].expansion.iter().map(|f| &*f.macro_name).collect();
        assert_eq!(names, ["A", "B"]);
    }

    /// `#define B(x) x +` and `#define A(x) B(x) * 2` with `A(y)`: the tokens of both
    /// expansions carry the span of `A(y)`, the argument `y` keeps its own.
    fn nested_macros() -> (SourceDb, Expansions, Vec<Token>, [Span; 2]) {
        let mut db = SourceDb::new();
        let text = "#define B(x) x +\n#define A(x) B(x) * 2\nA(y)\n";
        let f = db.add("m.okl", text, FileOrigin::Root);
        let lo = text.find("A(y)").expect("call") as u32;
        let (call, arg) = (Span::new(f, lo, lo + 4), Span::new(f, lo + 2, lo + 3));
        let mut expansions = Expansions::default();
        let outer = expansions.push(ExpansionData {
            macro_name: "A".into(),
            call_site: call,
            definition: Span::new(f, 25, 38),
            parent: ExpnId::ROOT,
        });
        let inner = expansions.push(ExpansionData {
            macro_name: "B".into(),
            call_site: call,
            definition: Span::new(f, 8, 16),
            parent: outer,
        });
        let tok = |text: &str, span: Span, expn: ExpnId| {
            let mut t = Token::new(TokKind::Ident, text, span);
            t.expn = expn;
            t
        };
        let tokens = vec![
            tok("y", arg, ExpnId::ROOT),
            tok("+", call, inner),
            tok("*", call, outer),
            tok("2", call, outer),
        ];
        (db, expansions, tokens, [call, arg])
    }

    fn chain_names(d: Diagnostic, tokens: &[Token], expansions: &Expansions) -> Vec<String> {
        let mut provenance = TokenProvenance::new(tokens);
        let out = finish(
            vec![d].into(),
            &mut provenance,
            expansions,
            &WarningRules::default(),
            &SourceDb::new(),
        );
        out.as_slice()[0].expansion.iter().map(|f| f.macro_name.to_string()).collect()
    }

    #[test]
    fn the_token_expansion_of_a_diagnostic_names_every_macro_of_the_chain() {
        let (_db, expansions, tokens, [call, arg]) = nested_macros();
        let code = oklc_diag::codes::parse::UNEXPECTED_TOKEN;
        // The parser names the failing token `+`, which came from `B`.
        let d = Diagnostic::error(code, "bad", call).with_token(1);
        assert_eq!(chain_names(d, &tokens, &expansions), ["A", "B"]);
        // A token of `A` itself, at the same span.
        let d = Diagnostic::error(code, "bad", call).with_token(2);
        assert_eq!(chain_names(d, &tokens, &expansions), ["A"]);
        // Only the span: `A` and `B` both left tokens there, so the chain stops at `A`.
        let d = Diagnostic::error(code, "bad", call);
        assert_eq!(chain_names(d, &tokens, &expansions), ["A"]);
        // A token the user wrote in the argument: the invocation around it is named.
        let d = Diagnostic::error(code, "bad", arg).with_token(0);
        assert_eq!(chain_names(d, &tokens, &expansions), ["A"]);
        // A chain given by the stage is kept.
        let d = Diagnostic::error(code, "bad", call).with_expansion(Vec::new()).with_token(1);
        assert!(chain_names(d, &tokens, &expansions).is_empty());
    }

    #[test]
    fn werror_promotes_and_invalid_utf8_is_reported_at_the_first_bad_byte() {
        let loader = MemoryLoader::new().with("u.okl", b"int a; // caf\xe9\n".to_vec());
        let warnings =
            WarningPolicy { all: Some(oklc_diag::WarningLevel::Error), codes: Vec::new() };
        let options = Options { warnings, ..Options::default() };
        let mut session = Session::new(options, &loader);
        let out = session.check(Path::new("u.okl")).expect("readable");
        let d = &out.diagnostics.as_slice()[0];
        assert_eq!(d.code, codes::INVALID_UTF8);
        assert!(d.is_error());
        assert_eq!(d.primary.span.lo, 13);
        assert_eq!(session.db.snippet(d.primary.span), "\u{FFFD}");
    }

    #[test]
    fn a_header_s_diagnostics_sort_at_its_include() {
        // The header's error comes from a pass, long after the preprocessor's warnings.
        let header = b"@kernel void k(int *x) { x[0] = 1; }\n".to_vec();
        let root = b"#warning one\n#include \"h.okl\"\n#warning three\n".to_vec();
        let loader = MemoryLoader::new().with("r.okl", root).with("h.okl", header);
        let mut session = Session::new(Options::default(), &loader);
        let out = session.check(Path::new("r.okl")).expect("readable");
        let files: Vec<String> = out
            .diagnostics
            .iter()
            .map(|d| format!("{}:{}", session.db.get(d.primary.span.file).name, d.message))
            .collect();
        assert_eq!(files.len(), 3, "{files:?}");
        assert!(files[0].starts_with("r.okl:") && files[0].contains("one"), "{files:?}");
        assert!(files[1].starts_with("h.okl:"), "{files:?}");
        assert!(files[2].starts_with("r.okl:") && files[2].contains("three"), "{files:?}");
    }

    #[test]
    fn missing_input_is_an_error_value() {
        let loader = MemoryLoader::new();
        let mut session = Session::new(Options::default(), &loader);
        let err = session.check(Path::new("nope.okl")).expect_err("missing");
        assert_eq!(err.code(), codes::CANNOT_READ_INPUT);
        assert_eq!(err.path(), Path::new("nope.okl"));
    }

    #[test]
    fn modes_set_predefined_macros() {
        let options = Options { mode: Backend::Cuda, ..Options::default() };
        let pp = options.pp_options();
        assert_eq!(pp.okl_mode, "CUDA");
        assert!(pp.using_gpu);
        assert!(!Options::default().pp_options().using_gpu);
    }
}
