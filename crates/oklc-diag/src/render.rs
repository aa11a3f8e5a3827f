//! Renderers: rich terminal text, the short gcc-shaped line, JSON Lines, and SARIF logs.
//!
//! All three read one [`Diagnostic`] and the [`SourceDb`] its spans point into and return a
//! `String`; none of them prints. [`human`] is for people at a terminal (ariadne snippets under a
//! gcc-shaped first line), [`short`] is that first line alone (codespan-reporting's line
//! database), and [`json`] is one versioned JSON object per diagnostic for editors and tools.
//! Renderers never panic: spans that do not fit their file are clamped, and a span naming a
//! file the database does not hold is printed without a snippet.

pub mod human;
pub mod json;
pub mod sarif;
pub mod short;

use oklc_span::{SourceDb, Span};

use crate::{Diagnostic, Severity};

pub use human::{Human, human};
pub use json::{json, json_unlocated, json_unlocated_with_children};
pub use sarif::Sarif;
pub use short::short;

/// A display position: 1-based line and 1-based column in Unicode scalar values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct LineCol {
    pub(crate) line: u32,
    pub(crate) col: u32,
}

/// A span cut down to fit its file and to fall on character boundaries; `None` when the file
/// is not in the database.
pub(crate) fn clamp(db: &SourceDb, span: Span) -> Option<Span> {
    if span.file.index() >= db.len() {
        return None;
    }
    let text = &db.get(span.file).text;
    let len = text.len() as u32;
    let mut lo = span.lo.min(len);
    let mut hi = span.hi.min(len).max(lo);
    while lo > 0 && !text.is_char_boundary(lo as usize) {
        lo -= 1;
    }
    while (hi as usize) < text.len() && !text.is_char_boundary(hi as usize) {
        hi += 1;
    }
    Some(Span { file: span.file, lo, hi })
}

/// The file name of a span, or a placeholder when the file is unknown.
pub(crate) fn file_name(db: &SourceDb, span: Span) -> &str {
    if span.file.index() < db.len() { &db.get(span.file).name } else { "<unknown>" }
}

/// `path:line:col` of the start of `span`, as gcc prints it.
pub(crate) fn location_prefix(db: &SourceDb, span: Span) -> String {
    match clamp(db, span) {
        Some(span) => {
            let pos = short::start_location(db, span);
            format!("{}:{}:{}", file_name(db, span), pos.line, pos.col)
        }
        None => "<unknown>".to_string(),
    }
}

/// A fix-it as gcc's `-fdiagnostics-parseable-fixits` prints it,
/// `fix-it:"path":{line:col-line:col}:"replacement"` (end column exclusive).
pub(crate) fn fix_it_line(db: &SourceDb, edit: &crate::Edit) -> String {
    let Some(span) = clamp(db, edit.span) else {
        return format!("fix-it:\"<unknown>\":{{0:0-0:0}}:{:?}", edit.text);
    };
    let start = short::start_location(db, span);
    let end = short::location(db, span, span.hi);
    format!(
        "fix-it:{:?}:{{{}:{}-{}:{}}}:{:?}",
        file_name(db, span),
        start.line,
        start.col,
        end.line,
        end.col,
        edit.text
    )
}

/// The gcc-shaped line `path:line:col: severity: message [OKLnnnn]` without a newline.
pub(crate) fn gcc_line(db: &SourceDb, diagnostic: &Diagnostic) -> String {
    format!(
        "{}: {}: {} [{}]",
        location_prefix(db, diagnostic.primary.span),
        diagnostic.severity.as_str(),
        one_line(&diagnostic.message),
        diagnostic.code
    )
}

/// Messages are single lines by convention; a stray newline would break line-oriented tools.
pub(crate) fn one_line(text: &str) -> String {
    if text.contains(['\n', '\r']) { text.replace(['\n', '\r'], " ") } else { text.to_string() }
}

/// The summary line printed after human diagnostics, e.g. `error: 2 errors, 1 warning emitted`;
/// `None` when there is nothing to summarise.
pub fn summary(diagnostics: &[Diagnostic]) -> Option<String> {
    let errors = diagnostics.iter().filter(|d| d.severity == Severity::Error).count();
    let warnings = diagnostics.iter().filter(|d| d.severity == Severity::Warning).count();
    let plural = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
    match (errors, warnings) {
        (0, 0) => None,
        (0, w) => Some(format!("warning: {} emitted", plural(w, "warning"))),
        (e, 0) => Some(format!("error: {} emitted", plural(e, "error"))),
        (e, w) => Some(format!("error: {}, {} emitted", plural(e, "error"), plural(w, "warning"))),
    }
}
