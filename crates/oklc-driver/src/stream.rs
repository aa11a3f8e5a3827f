//! The streaming pipeline (ADR 0006): every top-level item goes through lowering, the passes
//! and code generation as soon as the parser hands it over, and its functions are released
//! once printed, so neither the syntax tree nor the IR of a large file is ever alive whole.
//!
//! The result is the one the whole-module pipeline gives (`Options::stream = false`; a test
//! and the `compile` fuzz target compare the two): a stage still only reports when the stages
//! before it found no error, and the passes' diagnostics come in the same order, pass by pass.

use oklc_codegen::{Artifacts, Printer};
use oklc_diag::Diagnostic;
use oklc_ir::{ArenaExt, Checkpoint, Item, Module, VerifyError};
use oklc_lower::{LowerStream, Lowered};
use oklc_passes::Pipeline;
use oklc_span::{SourceDb, Span};
use oklc_syntax::ast::{ItemId, TranslationUnit};

/// The parser's sink: lowers, runs the passes over and prints one top-level item at a time.
pub(crate) struct Stream {
    lower: LowerStream,
    /// The session's source database, lent for the parse: the printer reads comments and
    /// line numbers from it. [`crate::Session::compile`] puts it back.
    pub(crate) db: SourceDb,
    /// Source comments to re-emit; handed back with the database when the file must be
    /// compiled whole after all.
    pub(crate) comments: Vec<Span>,
    print: PrintOptions,
    back: BackEnd,
    /// Lowering diagnostics already looked at for errors.
    lowering_seen: usize,
    /// Set by the first lowering error: the passes do not run on a module with lowering errors.
    lowering_failed: bool,
    /// The analyses of `oklc-lint`, fed the same items; handed back when the file must be
    /// parsed whole after all.
    pub(crate) lint: oklc_lint::Lint,
}

/// The passes and the printer, run over each batch of new items.
struct BackEnd {
    pipeline: Pipeline,
    pass_options: oklc_passes::Options,
    /// What the module held before the items not yet through the passes.
    since: Checkpoint,
    pass_diagnostics: Vec<(usize, Diagnostic)>,
    internal: Option<(Vec<VerifyError>, &'static str)>,
    /// `None` when only checking, and from the first error on.
    printer: Option<Printer>,
}

impl BackEnd {
    /// Runs the passes over the items after `since` and prints them; returns their
    /// `ModuleInfo` while printing goes on.
    fn batch(
        &mut self,
        module: &mut Module,
        options: &oklc_codegen::Options<'_>,
    ) -> Option<oklc_passes::ModuleInfo> {
        let mut out = self.pipeline.run_since(module, &self.since, &self.pass_options);
        self.since = Checkpoint::of(module);
        self.pass_diagnostics.extend(out.take_diagnostics());
        if !out.internal.is_empty() {
            self.internal = Some((out.internal, out.failed_pass.unwrap_or("?")));
        }
        if self.internal.is_some() || self.pass_diagnostics.iter().any(|(_, d)| d.is_error()) {
            self.printer = None;
        }
        let printer = self.printer.as_mut()?;
        printer.print(module, &out.info, options);
        Some(out.info)
    }
}

/// What the streamed compilation of a file found and produced.
pub(crate) struct StreamOutput {
    pub(crate) lowering: Vec<Diagnostic>,
    pub(crate) unmatched_requests: Vec<String>,
    /// In the order of one pipeline run over the whole module.
    pub(crate) passes: Vec<Diagnostic>,
    pub(crate) internal: Option<(Vec<VerifyError>, &'static str)>,
    /// The generated code, when generating and no stage reported an error.
    pub(crate) artifacts: Option<Artifacts>,
    pub(crate) lint: Vec<Diagnostic>,
}

/// How a [`Stream`] is set up.
pub(crate) struct StreamSetup {
    pub(crate) lower: oklc_lower::LowerOptions,
    pub(crate) pipeline: Pipeline,
    pub(crate) pass_options: oklc_passes::Options,
    /// `None` to check only.
    pub(crate) backend: Option<oklc_codegen::Backend>,
    pub(crate) print: PrintOptions,
    /// Bytes of generated source to make room for up front ([`oklc_codegen::Printer::reserve`]).
    pub(crate) output_hint: usize,
}

/// The printing settings that come from the command line.
#[derive(Clone, Debug, Default)]
pub(crate) struct PrintOptions {
    pub(crate) line_directives: bool,
    /// The serial/OpenMP prelude (`serial/include_std`, `kernel/include_occa`).
    pub(crate) host_headers: oklc_codegen::SerialOptions,
    pub(crate) launcher_api: oklc_codegen::LauncherApi,
    pub(crate) sycl: oklc_codegen::SyclOptions,
}

impl Stream {
    pub(crate) fn new(
        setup: StreamSetup,
        db: SourceDb,
        comments: Vec<Span>,
        lint: oklc_lint::Lint,
    ) -> Stream {
        let mut stream = Stream {
            lower: LowerStream::new(setup.lower),
            db,
            comments,
            print: setup.print,
            back: BackEnd {
                pipeline: setup.pipeline,
                pass_options: setup.pass_options,
                since: Checkpoint::default(),
                pass_diagnostics: Vec::new(),
                internal: None,
                printer: None,
            },
            lowering_seen: 0,
            lowering_failed: false,
            lint,
        };
        if let Some(backend) = setup.backend {
            let mut printer = Printer::new(backend, &stream.codegen_options());
            printer.reserve(setup.output_hint);
            stream.back.printer = Some(printer);
        }
        stream
    }

    fn codegen_options(&self) -> oklc_codegen::Options<'_> {
        codegen_options(&self.db, &self.comments, &self.print)
    }

    /// Runs the passes over the items lowered since the last call, prints them and releases
    /// their functions.
    fn advance(&mut self) {
        let new = &self.lower.diagnostics()[self.lowering_seen..];
        self.lowering_seen += new.len();
        if new.iter().any(Diagnostic::is_error) {
            // What the passes found so far is not reported either.
            self.lowering_failed = true;
            self.back.printer = None;
            self.back.pass_diagnostics.clear();
        }
        if self.lowering_failed || self.back.internal.is_some() {
            return;
        }
        let options = codegen_options(&self.db, &self.comments, &self.print);
        let back = &mut self.back;
        self.lower.with_module(|module| {
            let first = back.since.items;
            if module.items.len() > first {
                back.batch(module, &options);
                release(module, first);
            }
        });
    }

    /// Ends the file: lowering's file-level checks, the last items, the generated code. Also
    /// returns the lent database.
    pub(crate) fn finish(mut self) -> (StreamOutput, SourceDb) {
        let Lowered { mut module, diagnostics: lowering, unmatched_requests } = self.lower.finish();
        let lowering_failed =
            self.lowering_failed || lowering[self.lowering_seen..].iter().any(Diagnostic::is_error);
        let mut artifacts = None;
        if lowering_failed {
            self.back.pass_diagnostics.clear();
        } else if self.back.internal.is_none() {
            // Lowering's end adds no items; the run gives the `ModuleInfo` printing needs.
            let options = codegen_options(&self.db, &self.comments, &self.print);
            if let Some(info) = self.back.batch(&mut module, &options)
                && let Some(printer) = self.back.printer.take()
            {
                artifacts = Some(printer.finish(&module, &info, &options));
            }
        }
        let output = StreamOutput {
            lowering,
            unmatched_requests,
            passes: oklc_passes::merge_diagnostics(self.back.pass_diagnostics),
            internal: self.back.internal,
            artifacts,
            lint: self.lint.finish(),
        };
        (output, self.db)
    }
}

impl oklc_syntax::ItemSink for Stream {
    fn item(&mut self, unit: &TranslationUnit, id: ItemId) {
        self.lint.item(unit, id);
        self.lower.item(unit, id);
        self.advance();
    }
}

/// Lowering one item at a time with `oklc-lint` fed the same items: the sink of the
/// whole-module pipeline.
pub(crate) struct Linted {
    pub(crate) inner: LowerStream,
    pub(crate) lint: oklc_lint::Lint,
}

impl oklc_syntax::ItemSink for Linted {
    fn item(&mut self, unit: &TranslationUnit, id: ItemId) {
        self.lint.item(unit, id);
        self.inner.item(unit, id);
    }
}

/// The code generation options of a compilation.
pub(crate) fn codegen_options<'a>(
    db: &'a SourceDb,
    comments: &'a [Span],
    print: &PrintOptions,
) -> oklc_codegen::Options<'a> {
    oklc_codegen::Options {
        source_db: Some(db),
        line_directives: print.line_directives,
        comments,
        serial: print.host_headers.clone(),
        openmp: oklc_codegen::OpenMpOptions { host: print.host_headers.clone() },
        launcher_api: print.launcher_api,
        sycl: print.sycl.clone(),
    }
}

/// Frees the bodies of the functions of the items from `first` on: they are printed. A
/// `constexpr` function that returns one expression is kept: later extents and loop bounds may
/// call it (`@shared float s[sq(4)]`), and the passes evaluate such calls.
fn release(module: &mut Module, first: usize) {
    let Module { items, functions, .. } = module;
    for item in &items[first.min(items.len())..] {
        if let Item::Function(f) = item
            && let Some(f) = functions.get_mut(*f)
            && f.constexpr_return().is_none()
        {
            f.release();
        }
    }
}

#[cfg(test)]
mod tests {
    use oklc_span::FileOrigin;

    use super::*;

    /// Every function is printed and then released before the file ends; the output holds all
    /// of them.
    #[test]
    fn functions_are_released_once_printed() {
        let text = "float twice(float x) { return 2 * x; }\n\
                    @kernel void k(int n, float *a) {\n\
                    \x20 for (int i = 0; i < n; ++i; @outer) {\n\
                    \x20   for (int j = 0; j < 4; ++j; @inner) { a[i] = twice(a[i]); }\n\
                    \x20 }\n\
                    }\n";
        let mut db = SourceDb::new();
        let file = db.add("r.okl", text, FileOrigin::Root);
        let (tokens, eoi) = oklc_syntax::testing::tokens_for_tests(file, text);
        let lint = oklc_lint::Lint::new(oklc_lint::LintOptions::default(), &tokens);
        let setup = StreamSetup {
            lower: oklc_lower::LowerOptions::default(),
            pipeline: Pipeline::new(oklc_passes::Family::Host),
            pass_options: oklc_passes::Options::default(),
            backend: Some(oklc_codegen::Backend::Serial),
            print: PrintOptions::default(),
            output_hint: 0,
        };
        let (mut sink, reparsed) =
            oklc_syntax::parse_items(tokens, eoi, Stream::new(setup, db, Vec::new(), lint));
        assert!(reparsed.is_none());
        let bodies = sink.lower.with_module(|m| {
            assert_eq!(m.functions.len(), 2);
            m.functions.iter().filter(|(_, f)| f.body.is_some() || !f.locals.is_empty()).count()
        });
        assert_eq!(bodies, 0, "a printed function kept its IR");
        let (output, _) = sink.finish();
        assert!(output.lowering.is_empty() && output.passes.is_empty());
        let source = output.artifacts.expect("generated").source;
        assert!(source.contains("float twice(float x)") && source.contains("void k("), "{source}");
    }
}
