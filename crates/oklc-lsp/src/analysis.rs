//! Running the compiler over an open document: its diagnostics, grouped by the file they
//! belong to, and the front end's results (tokens, expansions, syntax tree) the editor features
//! read.

use std::collections::BTreeMap;

use indexmap::IndexMap;
use std::path::{Path, PathBuf};

use lsp_types::{
    DiagnosticRelatedInformation, DiagnosticSeverity, Location, NumberOrString, Range, TextEdit,
    Uri,
};
use oklc_diag::{Diagnostic, Severity};
use oklc_driver::{FileLoader, Options, Session};
use oklc_lex::Token;
use oklc_pp::Expansions;
use oklc_span::{FileId, FileOrigin, SourceDb, Span};
use oklc_syntax::ast::TranslationUnit;

use crate::uri;

/// Reads open documents from the editor's buffers and everything else from the filesystem.
pub(crate) struct Overlay<'a> {
    pub(crate) open: &'a IndexMap<PathBuf, String>,
}

impl FileLoader for Overlay<'_> {
    fn load(&self, path: &Path) -> std::io::Result<Option<Vec<u8>>> {
        if let Some(text) = self.open.get(path) {
            return Ok(Some(text.clone().into_bytes()));
        }
        match std::fs::read(path) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// A quick fix of one published diagnostic.
#[derive(Clone, Debug)]
pub(crate) struct QuickFix {
    /// The document the diagnostic is published on.
    pub(crate) uri: String,
    pub(crate) range: Range,
    pub(crate) code: String,
    pub(crate) title: String,
    pub(crate) edits: IndexMap<Uri, Vec<TextEdit>>,
}

/// The diagnostics of one analysis, by the document they are published on.
#[derive(Default)]
pub(crate) struct Published {
    pub(crate) by_uri: BTreeMap<String, (Uri, Vec<lsp_types::Diagnostic>)>,
    pub(crate) fixes: Vec<QuickFix>,
}

/// Compiles `path` (no code generation) and converts its diagnostics. A diagnostic in a
/// header is published on the header; one in text the compiler made up (a `-D` definition)
/// on the root file at its start.
pub(crate) fn diagnose(path: &Path, options: Options, loader: &Overlay<'_>) -> Published {
    let mut session = Session::new(options, loader);
    let mut published = Published::default();
    let root_uri = uri::from_path(path);
    published.by_uri.insert(root_uri.as_str().to_string(), (root_uri.clone(), Vec::new()));
    let diagnostics = match session.check(path) {
        Ok(checked) => checked.diagnostics.into_vec(),
        Err(e) => {
            let d = lsp_types::Diagnostic {
                range: Range::default(),
                severity: Some(DiagnosticSeverity::ERROR),
                code: Some(NumberOrString::String(e.code().to_string())),
                source: Some("oklc".into()),
                message: e.to_string(),
                ..lsp_types::Diagnostic::default()
            };
            if let Some((_, list)) = published.by_uri.get_mut(root_uri.as_str()) {
                list.push(d);
            }
            return published;
        }
    };
    let db = &session.db;
    for d in &diagnostics {
        let (file_uri, range) = location(db, d.primary.span, &root_uri);
        let lsp = convert(db, d, range, &root_uri);
        for fix in d.fixes.iter() {
            let mut edits: IndexMap<Uri, Vec<TextEdit>> = IndexMap::new();
            for edit in &fix.edits {
                let (edit_uri, range) = location(db, edit.span, &root_uri);
                edits.entry(edit_uri).or_default().push(TextEdit::new(range, edit.text.clone()));
            }
            published.fixes.push(QuickFix {
                uri: file_uri.as_str().to_string(),
                range,
                code: d.code.to_string(),
                title: fix.title.clone(),
                edits,
            });
        }
        published
            .by_uri
            .entry(file_uri.as_str().to_string())
            .or_insert_with(|| (file_uri.clone(), Vec::new()))
            .1
            .push(lsp);
    }
    published
}

fn convert(db: &SourceDb, d: &Diagnostic, range: Range, root: &Uri) -> lsp_types::Diagnostic {
    let mut message = d.message.clone();
    if !d.primary.message.is_empty() {
        message.push_str(&format!(": {}", d.primary.message));
    }
    for note in &d.notes {
        message.push_str(&format!("\nnote: {note}"));
    }
    if let Some(help) = &d.help {
        message.push_str(&format!("\nhelp: {help}"));
    }
    let mut related: Vec<DiagnosticRelatedInformation> = d
        .secondary
        .iter()
        .filter(|label| db.is_valid(label.span))
        .map(|label| {
            let (uri, range) = location(db, label.span, root);
            DiagnosticRelatedInformation {
                location: Location::new(uri, range),
                message: label.message.clone(),
            }
        })
        .collect();
    for frame in &d.expansion {
        if db.is_valid(frame.call_site) {
            let (uri, range) = location(db, frame.call_site, root);
            related.push(DiagnosticRelatedInformation {
                location: Location::new(uri, range),
                message: format!("in expansion of macro `{}`", frame.macro_name),
            });
        }
    }
    lsp_types::Diagnostic {
        range,
        severity: Some(match d.severity {
            Severity::Error => DiagnosticSeverity::ERROR,
            Severity::Warning => DiagnosticSeverity::WARNING,
            Severity::Note => DiagnosticSeverity::INFORMATION,
        }),
        code: Some(NumberOrString::String(d.code.to_string())),
        source: Some("oklc".into()),
        message,
        related_information: (!related.is_empty()).then_some(related),
        ..lsp_types::Diagnostic::default()
    }
}

/// The document and range of a span: a header's own file, the root's start for made-up text.
fn location(db: &SourceDb, span: Span, root: &Uri) -> (Uri, Range) {
    if !db.is_valid(span) {
        return (root.clone(), Range::default());
    }
    let file = db.get(span.file);
    if file.origin == FileOrigin::Synthetic {
        return (root.clone(), Range::default());
    }
    let (l0, c0) = file.lsp_position(span.lo);
    let (l1, c1) = file.lsp_position(span.hi);
    let range = Range::new(lsp_types::Position::new(l0, c0), lsp_types::Position::new(l1, c1));
    (uri::from_path(Path::new(&*file.name)), range)
}

/// What the front end made of a document, for hover, definitions, symbols and tokens.
pub(crate) struct Syntax {
    pub(crate) db: SourceDb,
    pub(crate) root: FileId,
    pub(crate) tokens: Vec<Token>,
    pub(crate) expansions: Expansions,
    pub(crate) unit: TranslationUnit,
    pub(crate) backend: String,
}

impl Syntax {
    /// Preprocesses and parses `path` (diagnostics are not needed here).
    pub(crate) fn of(path: &Path, options: Options, loader: &Overlay<'_>) -> Option<Syntax> {
        let backend = options.mode.to_string();
        let mut session = Session::new(options, loader);
        let pp = session.preprocess(path).ok()?;
        let root = pp.root;
        let tokens = pp.pp.tokens;
        let end = session.db.get(root).text.len() as u32;
        let parsed = oklc_syntax::parse(&tokens, Span::point(root, end));
        Some(Syntax {
            db: session.db,
            root,
            tokens,
            expansions: pp.pp.expansions,
            unit: parsed.unit,
            backend,
        })
    }

    /// The root file's text.
    pub(crate) fn text(&self) -> &str {
        &self.db.get(self.root).text
    }

    /// The document and range of a span.
    pub(crate) fn location(&self, span: Span) -> Location {
        let root = uri::from_path(Path::new(&*self.db.get(self.root).name));
        let (uri, range) = location(&self.db, span, &root);
        Location::new(uri, range)
    }
}
