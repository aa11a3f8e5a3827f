//! The C preprocessor of oklc, working on [`oklc_lex::Token`]s.
//!
//! Contract (the rest of the pipeline relies on it):
//! - [`preprocess`] never fails and never panics: problems become diagnostics.
//! - The output holds no comments, no newlines and no directives except [`TokKind::Directive`]
//!   tokens for lines that must survive into generated code (`#pragma ...` with macros expanded,
//!   `@directive("#...")`, unresolved system `#include <...>`).
//! - Every output token keeps a real [`Span`]: tokens written in a file keep their own span;
//!   tokens that come out of a macro body get the span of the outermost macro invocation in the
//!   user's file, and their [`Token::expn`] names the expansion in [`Expansions`], from which
//!   "in expansion of macro `X`" notes are built. Tokens from macro arguments keep the span where
//!   the argument was written.
//! - Each `#include` instance is a new [`FileId`] whose [`oklc_span::FileOrigin`] records the
//!   directive, which gives the include stack.
//! - The preprocessor does no I/O: files come through a [`FileLoader`].

use std::path::{Path, PathBuf};

use oklc_diag::Diagnostic;
use oklc_lex::{TokKind, Token};
use oklc_span::{ExpnId, FileId, SourceDb, Span};
use smol_str::SmolStr;

/// How the preprocessor reads `#include`d files.
pub trait FileLoader {
    /// Reads the file at `path`: `Ok(None)` when it does not exist.
    fn load(&self, path: &Path) -> std::io::Result<Option<String>>;
}

/// One command-line macro action, applied in order: `-D NAME`, `-D NAME=VALUE`, `-U NAME`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MacroAction {
    /// `-D NAME[=VALUE]`; `NAME` may carry a parameter list (`-D 'F(x)=((x)*2)'`). Without a
    /// value the macro expands to `1`.
    Define {
        name: String,
        value: Option<String>,
    },
    Undef {
        name: String,
    },
}

/// Settings of one preprocessing run.
#[derive(Clone, Debug, Default)]
pub struct PpOptions {
    /// `-I` folders, searched in order after the including file's folder (for `"..."`).
    pub include_dirs: Vec<PathBuf>,
    pub macros: Vec<MacroAction>,
    /// Value of `OKL_MODE` without quotes, e.g. `SERIAL`, `CUDA` (spec §10.2).
    pub okl_mode: String,
    /// GPU backends define `OCCA_USING_GPU`.
    pub using_gpu: bool,
    /// Value of `OKL_KERNEL_HASH`; `unknown` when absent.
    pub kernel_hash: Option<String>,
}

/// One macro expansion: what produced the tokens whose [`Token::expn`] is its id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpansionData {
    pub macro_name: SmolStr,
    /// The invocation, in the user's file (for nested expansions: the outermost invocation).
    pub call_site: Span,
    /// The `#define` of the macro.
    pub definition: Span,
    /// The expansion this one happened inside ([`ExpnId::ROOT`] when invoked from a file).
    pub parent: ExpnId,
}

/// The expansion table; index 0 is the root and has no data.
#[derive(Clone, Debug, Default)]
pub struct Expansions {
    data: Vec<ExpansionData>,
}

impl Expansions {
    /// Records an expansion and returns its id.
    pub fn push(&mut self, data: ExpansionData) -> ExpnId {
        self.data.push(data);
        ExpnId(self.data.len() as u32)
    }

    pub fn get(&self, id: ExpnId) -> Option<&ExpansionData> {
        if id.is_root() { None } else { self.data.get(id.0 as usize - 1) }
    }

    /// The expansions `id` sits in, outermost first.
    pub fn chain(&self, id: ExpnId) -> Vec<&ExpansionData> {
        let mut chain = Vec::new();
        let mut cur = id;
        while let Some(data) = self.get(cur) {
            chain.push(data);
            if chain.len() > self.data.len() {
                break;
            }
            cur = data.parent;
        }
        chain.reverse();
        chain
    }

    pub fn len(&self) -> usize {
        self.data.len()
    }

    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
}

/// The preprocessed translation unit.
#[derive(Clone, Debug, Default)]
pub struct PpOutput {
    pub tokens: Vec<Token>,
    pub expansions: Expansions,
    /// Spans of the comments of every file read, for printers that keep comments.
    pub comments: Vec<Span>,
    /// Every file that was `#include`d (for build dependency lists), in first-read order.
    pub dependencies: Vec<PathBuf>,
    pub diagnostics: Vec<Diagnostic>,
}

/// Preprocesses the file `root` of `db`. Included files are added to `db`.
pub fn preprocess(
    db: &mut SourceDb,
    root: FileId,
    loader: &dyn FileLoader,
    options: &PpOptions,
) -> PpOutput {
    let _ = (loader, options);
    let lexed = oklc_lex::lex(root, &db.get(root).text.clone());
    let mut out = PpOutput { diagnostics: lexed.diagnostics, ..PpOutput::default() };
    for tok in lexed.tokens {
        if tok.kind.is_comment() {
            out.comments.push(tok.span);
        } else if tok.kind != TokKind::Error {
            out.tokens.push(tok);
        }
    }
    out
}

/// Prints preprocessed tokens as compilable text: one line per source line, a space where the
/// source had whitespace, `#line` markers when `line_markers` is set.
pub fn render(db: &SourceDb, tokens: &[Token], line_markers: bool) -> String {
    let _ = (db, line_markers);
    let mut out = String::new();
    for t in tokens {
        if t.at_line_start() && !out.is_empty() {
            out.push('\n');
        } else if t.has_leading_space() && !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&t.text);
    }
    out.push('\n');
    out
}
