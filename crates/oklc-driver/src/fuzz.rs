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

use crate::{MemoryLoader, Options, Session};

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
