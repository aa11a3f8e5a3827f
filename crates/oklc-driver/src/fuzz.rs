//! Fuzzing entry points: the cargo-fuzz targets in `fuzz/fuzz_targets/` call exactly these, and
//! `tests/suites/fuzz_regressions.rs` replays saved inputs through them on stable Rust.
//!
//! Each function runs a stage on arbitrary bytes and asserts the invariants every stage promises:
//! it does not panic, every token and diagnostic span lies inside its file
//! ([`SourceDb::is_valid`]), every diagnostic renders in all three formats, and a second run over
//! the same input gives identical output. A broken invariant panics, which is what the fuzzer
//! and the replay test look for.

use std::path::Path;

use oklc_diag::{Diagnostic, render};
use oklc_lex::Token;
use oklc_span::{FileOrigin, SourceDb, Span};

use crate::{Backend, FileLoader, MemoryLoader, Options, Session};

/// The name fuzz inputs get in the source database.
pub const INPUT_NAME: &str = "fuzz.okl";

/// Lexes `data` (decoded lossily) and checks the lexer's invariants.
pub fn lex(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let mut db = SourceDb::new();
    if text.len() > u32::MAX as usize {
        return;
    }
    let file = db.add(INPUT_NAME, text.as_ref(), FileOrigin::Root);
    let first = oklc_lex::lex(file, &text);
    check_tokens(&db, &first.tokens);
    check_diagnostics(&db, &first.diagnostics);
    let second = oklc_lex::lex(file, &text);
    assert_eq!(first.tokens, second.tokens, "lexing twice gave different tokens");
    assert_eq!(first.diagnostics, second.diagnostics, "lexing twice gave different diagnostics");
}

/// Preprocesses `data` as the root file of a session (through the driver, so invalid UTF-8 and
/// expansion chains are handled as for real inputs) and checks the invariants.
pub fn preprocess(data: &[u8]) {
    let first = preprocess_once(data);
    let second = preprocess_once(data);
    assert_eq!(first, second, "preprocessing twice gave different results");
}

/// One run: the rendered translation unit and every diagnostic in every format.
fn preprocess_once(data: &[u8]) -> (String, Vec<String>) {
    // The input may `#include` itself; the preprocessor's depth limit must cope.
    let loader = MemoryLoader::new().with(INPUT_NAME, data);
    let mut session = Session::new(Options::default(), &loader);
    let Ok(out) = session.preprocess(Path::new(INPUT_NAME)) else {
        return (String::new(), Vec::new());
    };
    check_tokens(&session.db, &out.pp.tokens);
    for &span in &out.pp.comments {
        assert_span(&session.db, span, "comment");
    }
    let diagnostics = out.diagnostics.as_slice();
    check_diagnostics(&session.db, diagnostics);
    let rendered = diagnostics
        .iter()
        .map(|d| {
            let mut text = render::human(&session.db, d, false);
            text.push_str(&render::short(&session.db, d));
            text.push_str(&render::json(&session.db, d));
            text
        })
        .collect();
    (out.render(&session.db, true), rendered)
}

/// Preprocesses and parses `data`; checks spans, determinism and, for a clean parse, the
/// normalize round trip.
pub fn parse(data: &[u8]) {
    let first = parse_once(data);
    let second = parse_once(data);
    assert_eq!(first, second, "parsing twice gave different results");
}

/// One run: the AST dump, and whether the input parsed without any diagnostic.
fn parse_once(data: &[u8]) -> (String, bool) {
    let loader = MemoryLoader::new().with(INPUT_NAME, data);
    let mut session = Session::new(Options::default(), &loader);
    let Ok(out) = session.preprocess(Path::new(INPUT_NAME)) else {
        return (String::new(), false);
    };
    let end = session.db.get(out.root).text.len() as u32;
    let parsed = oklc_syntax::parse(&out.pp.tokens, Span::point(out.root, end));
    check_diagnostics(&session.db, &parsed.diagnostics);
    let dump = oklc_syntax::dump(&parsed.unit);
    let clean = parsed.diagnostics.is_empty() && !out.diagnostics.has_errors();
    if clean {
        check_round_trip(&parsed.unit, &dump);
    }
    (dump, clean)
}

/// `print` → parse again gives no diagnostic and the same dump.
pub fn check_round_trip(unit: &oklc_syntax::TranslationUnit, dump: &str) {
    let printed = oklc_syntax::print(unit);
    let mut db = SourceDb::new();
    let file = db.add("printed.okl", printed.as_str(), FileOrigin::Root);
    let (tokens, eoi) = oklc_syntax::testing::tokens_for_tests(file, &printed);
    let again = oklc_syntax::parse(&tokens, eoi);
    let messages: Vec<String> = again.diagnostics.iter().map(|d| render::short(&db, d)).collect();
    assert!(
        again.diagnostics.is_empty(),
        "the printed source does not re-parse cleanly:\n{}\n--- printed ---\n{printed}",
        messages.join("")
    );
    let redump = oklc_syntax::dump(&again.unit);
    assert!(
        redump == dump,
        "the normalize round trip changed the AST\n--- printed ---\n{printed}\n--- first ---\n\
         {dump}\n--- second ---\n{redump}"
    );
}

/// Compiles `data` for every backend (see the module documentation).
pub fn compile(data: &[u8]) {
    if data.windows(7).any(|w| w == b"@kernel") {
        compile_source(data, false);
    } else {
        let program = oklc_gen::program_from_bytes(data);
        compile_source(program.source.as_bytes(), true);
    }
}

/// Compiles `source` for every backend, twice for the host ones; `generated` sources must
/// compile cleanly for the host backends.
pub fn compile_source(source: &[u8], generated: bool) {
    // Serial and OpenMP every time; one GPU backend per input (chosen by its bytes) keeps the
    // fuzzer fast while covering all of them over a run.
    let gpus: Vec<Backend> = Backend::ALL.into_iter().filter(|b| !b.is_host()).collect();
    let gpu = gpus[source.iter().map(|&b| usize::from(b)).sum::<usize>() % gpus.len()];
    lowering_paths_agree(source);
    for mode in [Backend::Serial, Backend::OpenMp, gpu] {
        let loader = MemoryLoader::new().with(INPUT_NAME, source);
        let options = Options { mode, ..Options::default() };
        if let Err(report) = stream_paths_agree(&loader, Path::new(INPUT_NAME), &options) {
            panic!("{report}\n--- source ---\n{}", String::from_utf8_lossy(source));
        }
    }
    for mode in [Backend::Serial, Backend::OpenMp, gpu] {
        let first = compile_once(source, mode);
        let host = mode.is_host();
        if host {
            let second = compile_once(source, mode);
            assert!(first == second, "compiling twice for {mode} gave different results");
        }
        if generated && host {
            assert!(
                first.output.is_some() && first.diagnostics.is_empty(),
                "a generated program does not compile for {mode}:\n{}\n--- source ---\n{}",
                first.diagnostics.join(""),
                String::from_utf8_lossy(source)
            );
        }
    }
}

/// The driver lowers item by item (`parse_items` + `LowerStream`); `oklc_lower::lower` walks
/// the whole tree. For a source that parses cleanly both must give the same IR and
/// diagnostics, and the item-by-item parse must not ask for a re-parse.
pub fn lowering_paths_agree(source: &[u8]) {
    let loader = MemoryLoader::new().with(INPUT_NAME, source);
    let mut session = Session::new(Options::default(), &loader);
    let Ok(pp) = session.preprocess(Path::new(INPUT_NAME)) else { return };
    let end = session.db.get(pp.root).text.len() as u32;
    let eoi = Span::point(pp.root, end);
    let whole = oklc_syntax::parse(&pp.pp.tokens, eoi);
    let lower_options = oklc_lower::LowerOptions::default();
    let stream = oklc_lower::LowerStream::new(lower_options.clone());
    let (stream, reparsed) = oklc_syntax::parse_items(pp.pp.tokens, eoi, stream);
    assert_eq!(
        reparsed.is_none(),
        whole.diagnostics.is_empty(),
        "item-by-item parsing and whole parsing disagree about syntax errors"
    );
    if reparsed.is_some() {
        return;
    }
    let streamed = stream.finish();
    let lowered = oklc_lower::lower(&whole.unit, &lower_options);
    let codes = |l: &oklc_lower::Lowered| -> Vec<(Span, String)> {
        l.diagnostics.iter().map(|d| (d.primary.span, d.message.clone())).collect()
    };
    assert!(
        oklc_ir::dump(&streamed.module) == oklc_ir::dump(&lowered.module)
            && codes(&streamed) == codes(&lowered),
        "item-by-item lowering differs from whole-file lowering
--- source ---
{}",
        String::from_utf8_lossy(source)
    );
}

/// The driver runs every stage one top-level item at a time ([`Options::stream`], ADR 0006);
/// with `stream` off the passes and code generation see the whole module. Both must give the
/// same code, metadata and diagnostics (in the same order); `Err` describes the difference.
pub fn stream_paths_agree(
    loader: &dyn FileLoader,
    input: &Path,
    options: &Options,
) -> Result<(), String> {
    let run = |stream: bool| {
        let options = Options { stream, ..options.clone() };
        let mut session = Session::new(options, loader);
        match session.transpile(input) {
            Ok(out) => {
                let diagnostics: Vec<String> =
                    out.diagnostics.iter().map(|d| render::short(&session.db, d)).collect();
                let output = out.artifacts.map(|a| (a.source, a.metadata.to_json()));
                (output, diagnostics)
            }
            Err(e) => (None, vec![e.to_string()]),
        }
    };
    let (streamed, whole) = (run(true), run(false));
    if streamed == whole {
        return Ok(());
    }
    Err(format!(
        "streamed and whole-module compilation differ for {}:\n--- streamed ---\n{:?}\n--- whole ---\n{:?}",
        options.mode, streamed, whole
    ))
}

/// Everything one compilation produced, rendered.
#[derive(Debug, PartialEq, Eq)]
pub struct CompileResult {
    /// Generated source and metadata JSON, when the compile succeeded.
    pub output: Option<(String, String)>,
    /// Every diagnostic, in the short format.
    pub diagnostics: Vec<String>,
}

/// Compiles `source` once for `mode` and checks the diagnostics' invariants (valid spans,
/// registered codes, every format renders, no internal compiler error).
pub fn compile_once(source: &[u8], mode: Backend) -> CompileResult {
    let loader = MemoryLoader::new().with(INPUT_NAME, source);
    let options = Options { mode, ..Options::default() };
    let mut session = Session::new(options, &loader);
    let Ok(compiled) = session.transpile(Path::new(INPUT_NAME)) else {
        return CompileResult { output: None, diagnostics: vec!["unreadable".into()] };
    };
    let diagnostics = compiled.diagnostics.as_slice();
    check_diagnostics(&session.db, diagnostics);
    let rendered: Vec<String> = diagnostics
        .iter()
        .map(|d| {
            let _ = render::human(&session.db, d, false);
            let _ = render::json(&session.db, d);
            render::short(&session.db, d)
        })
        .collect();
    if let Some(d) = diagnostics.iter().find(|d| d.code == oklc_diag::codes::driver::INTERNAL_ERROR)
    {
        panic!(
            "internal compiler error for {mode}: {}\n--- source ---\n{}",
            render::short(&session.db, d),
            String::from_utf8_lossy(source)
        );
    }
    let output = compiled.artifacts.map(|a| (a.source, a.metadata.to_json()));
    CompileResult { output, diagnostics: rendered }
}

fn check_tokens(db: &SourceDb, tokens: &[Token]) {
    for token in tokens {
        assert_span(db, token.span, "token");
    }
}

fn check_diagnostics(db: &SourceDb, diagnostics: &[Diagnostic]) {
    for d in diagnostics {
        assert_span(db, d.primary.span, "diagnostic");
        for label in &d.secondary {
            assert_span(db, label.span, "secondary label");
        }
        for frame in &d.expansion {
            assert_span(db, frame.call_site, "expansion call site");
            assert_span(db, frame.definition, "macro definition");
        }
        assert!(d.code.info().is_some(), "{} is not registered", d.code);
    }
}

fn assert_span(db: &SourceDb, span: Span, what: &str) {
    assert!(db.is_valid(span), "{what} span {span:?} lies outside its file");
}
