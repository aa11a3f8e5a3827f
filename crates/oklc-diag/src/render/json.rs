//! The JSON Lines form: one versioned object per diagnostic, for editors and tools.
//!
//! The structs here are the serialisation boundary: only they derive `Serialize`, and their
//! shape is documented in `docs/diagnostics.md`. Every object carries `"schema": 1`; fields are
//! only ever added under the same schema number, never renamed or removed. Positions come twice:
//! 1-based line and column (Unicode scalar values, as in the other renderings) plus byte offsets,
//! and a ready-made Language Server Protocol `range` (0-based lines, UTF-16 code unit columns).

use oklc_span::{SourceDb, Span};
use serde::Serialize;

use super::{clamp, one_line};
use crate::{Code, Diagnostic, Severity};

/// The version of the JSON shape, the `schema` field of every object.
pub const SCHEMA: u32 = 1;

/// Renders `diagnostic` as one JSON object on one line, with a trailing newline.
pub fn json(db: &SourceDb, diagnostic: &Diagnostic) -> String {
    let expansion = diagnostic
        .expansion
        .iter()
        .filter_map(|frame| {
            Some(JsonExpansion {
                macro_name: frame.macro_name.to_string(),
                call_site: location(db, frame.call_site)?,
                definition: location(db, frame.definition),
            })
        })
        .collect();
    let include_stack = if diagnostic.primary.span.file.index() < db.len() {
        db.include_stack(diagnostic.primary.span.file)
            .into_iter()
            .filter_map(|span| location(db, span))
            .collect()
    } else {
        Vec::new()
    };
    let mut children: Vec<JsonChild> = diagnostic
        .secondary
        .iter()
        .filter(|label| label.note)
        .map(|label| JsonChild {
            kind: "note",
            message: one_line(&label.message),
            location: location(db, label.span),
        })
        .collect();
    children.extend(diagnostic.notes.iter().map(|note| JsonChild {
        kind: "note",
        message: one_line(note),
        location: None,
    }));
    if let Some(help) = &diagnostic.help {
        children.push(JsonChild { kind: "help", message: one_line(help), location: None });
    }
    let value = JsonDiagnostic {
        schema: SCHEMA,
        code: diagnostic.code.to_string(),
        severity: diagnostic.severity.as_str(),
        promoted_from: diagnostic.promoted.then_some("warning"),
        message: one_line(&diagnostic.message),
        location: location(db, diagnostic.primary.span),
        label: (!diagnostic.primary.message.is_empty())
            .then(|| one_line(&diagnostic.primary.message)),
        labels: diagnostic
            .secondary
            .iter()
            .filter(|label| !label.note)
            .filter_map(|label| {
                Some(JsonLabel {
                    message: one_line(&label.message),
                    location: location(db, label.span)?,
                })
            })
            .collect(),
        children,
        expansion,
        include_stack,
        fixes: diagnostic
            .fixes
            .iter()
            .flat_map(|fix| &fix.edits)
            .filter_map(|edit| {
                Some(JsonFix { replacement: edit.text.clone(), location: location(db, edit.span)? })
            })
            .collect(),
    };
    finish(&value)
}

/// Renders a problem that has no source location (an unreadable input, an unknown code given
/// to `oklc explain`): the same object without the location fields.
pub fn json_unlocated(code: Code, severity: Severity, message: &str) -> String {
    json_unlocated_with_children(code, severity, message, &[])
}

/// [`json_unlocated`] with children: `("note" | "help", text)`, e.g. a command-line error's
/// valid values.
pub fn json_unlocated_with_children(
    code: Code,
    severity: Severity,
    message: &str,
    children: &[(&'static str, String)],
) -> String {
    let value = JsonDiagnostic {
        schema: SCHEMA,
        code: code.to_string(),
        severity: severity.as_str(),
        promoted_from: None,
        message: one_line(message),
        location: None,
        label: None,
        labels: Vec::new(),
        children: children
            .iter()
            .map(|(kind, message)| JsonChild { kind, message: one_line(message), location: None })
            .collect(),
        expansion: Vec::new(),
        include_stack: Vec::new(),
        fixes: Vec::new(),
    };
    finish(&value)
}

fn finish(value: &JsonDiagnostic) -> String {
    // Serialising plain strings and integers cannot fail; keep the stream valid regardless.
    let mut line = serde_json::to_string(value).unwrap_or_else(|_| {
        format!("{{\"schema\":{SCHEMA},\"code\":\"OKL0000\",\"severity\":\"error\",\"message\":\"unserialisable diagnostic\"}}")
    });
    line.push('\n');
    line
}

fn location(db: &SourceDb, span: Span) -> Option<JsonLocation> {
    let span = clamp(db, span)?;
    let file = db.get(span.file);
    let (line, column) = file.line_col(span.lo);
    let (end_line, end_column) = file.line_col(span.hi);
    let (lsp_line, lsp_char) = file.lsp_position(span.lo);
    let (lsp_end_line, lsp_end_char) = file.lsp_position(span.hi);
    Some(JsonLocation {
        file: file.name.to_string(),
        line,
        column,
        end_line,
        end_column,
        byte_start: span.lo,
        byte_end: span.hi,
        range: JsonRange {
            start: JsonPosition { line: lsp_line, character: lsp_char },
            end: JsonPosition { line: lsp_end_line, character: lsp_end_char },
        },
    })
}

#[derive(Serialize)]
struct JsonDiagnostic {
    schema: u32,
    code: String,
    severity: &'static str,
    /// `"warning"` for a warning made an error (`-Werror`, `-Werror=OKLnnnn`, a pragma).
    #[serde(skip_serializing_if = "Option::is_none")]
    promoted_from: Option<&'static str>,
    message: String,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    location: Option<JsonLocation>,
    /// The primary label's text, if it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    label: Option<String>,
    labels: Vec<JsonLabel>,
    children: Vec<JsonChild>,
    expansion: Vec<JsonExpansion>,
    include_stack: Vec<JsonLocation>,
    /// Fix-its: edits that resolve the problem, applied together; absent when there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    fixes: Vec<JsonFix>,
}

#[derive(Serialize)]
struct JsonFix {
    /// The text that replaces the location's range (empty: delete it).
    replacement: String,
    #[serde(flatten)]
    location: JsonLocation,
}

#[derive(Serialize)]
struct JsonLocation {
    file: String,
    line: u32,
    column: u32,
    end_line: u32,
    end_column: u32,
    byte_start: u32,
    byte_end: u32,
    range: JsonRange,
}

#[derive(Serialize)]
struct JsonRange {
    start: JsonPosition,
    end: JsonPosition,
}

#[derive(Serialize)]
struct JsonPosition {
    line: u32,
    character: u32,
}

#[derive(Serialize)]
struct JsonLabel {
    message: String,
    #[serde(flatten)]
    location: JsonLocation,
}

#[derive(Serialize)]
struct JsonChild {
    kind: &'static str,
    message: String,
    /// Where a located note points (`Label::note`).
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    location: Option<JsonLocation>,
}

#[derive(Serialize)]
struct JsonExpansion {
    #[serde(rename = "macro")]
    macro_name: String,
    call_site: JsonLocation,
    #[serde(skip_serializing_if = "Option::is_none")]
    definition: Option<JsonLocation>,
}
