//! The short form: one gcc-shaped line per diagnostic, `path:line:col: severity: message [code]`,
//! and one `path:line:col: note: message` line per located note, as gcc prints them.
//!
//! Line and column come from codespan-reporting's [`Files`] database, which [`SourceDb`]
//! implements; columns count Unicode scalar values from 1, as gcc does. VS Code's `$gcc`
//! problem matcher and `grep` both read this form.

use codespan_reporting::files::Files;
use oklc_span::{SourceDb, Span};

use super::LineCol;
use crate::Diagnostic;

/// Renders `diagnostic` as one line, with a trailing newline.
pub fn short(db: &SourceDb, diagnostic: &Diagnostic) -> String {
    let mut out = super::gcc_line(db, diagnostic);
    out.push('\n');
    for label in diagnostic.secondary.iter().filter(|label| label.note) {
        out.push_str(&format!(
            "{}: note: {}\n",
            super::location_prefix(db, label.span),
            super::one_line(&label.message)
        ));
    }
    out
}

/// 1-based line and column of the start of a clamped span, via the codespan `Files` database.
pub(crate) fn start_location(db: &SourceDb, span: Span) -> LineCol {
    location(db, span, span.lo)
}

/// 1-based line and column of byte `pos` in the file of `span`.
pub(crate) fn location(db: &SourceDb, span: Span, pos: u32) -> LineCol {
    match db.location(span.file, pos as usize) {
        Ok(loc) => LineCol { line: loc.line_number as u32, col: loc.column_number as u32 },
        Err(_) => LineCol { line: 1, col: 1 },
    }
}
