//! The C preprocessor of oklc, working on [`oklc_lex::Token`]s.
//!
//! Contract (the rest of the pipeline relies on it):
//! - [`preprocess`] never fails and never panics: problems become diagnostics.
//! - The output holds no comments, no newlines and no directives except [`oklc_lex::TokKind::Directive`]
//!   tokens for lines that must survive into generated code (`#pragma ...` with macros expanded,
//!   `@directive("#...")`, unresolved system `#include <...>`).
//! - Every output token keeps a real [`Span`]: tokens written in a file keep their own span;
//!   tokens that come out of a macro body get the span of the outermost macro invocation in the
//!   user's file, and their [`Token::expn`] names the expansion in [`Expansions`], from which
//!   "in expansion of macro `X`" notes are built. Tokens from macro arguments keep the span (and
//!   `expn`) where the argument was written, so errors on them point at the user's argument.
//! - Predefined and `-D` macros are defined in the synthetic files `<built-in>` and
//!   `<command line>` of the [`SourceDb`], so every definition span is real.
//! - Each `#include` instance is a new [`FileId`] whose [`oklc_span::FileOrigin`] records the
//!   directive, which gives the include stack.
//! - The crate does no I/O: files come through a [`FileLoader`] the caller supplies
//!   ([`MemLoader`] serves files from memory; the `oklc` binary and the tests read the file
//!   system).
//!
//! Module map: `engine` (files, directives, includes), `expand` (macro expansion), `macros`
//! (definitions), `eval` (`#if` arithmetic), `headers` (standard header names), `render` (text).
//! See `docs/preprocessor.md` for the semantics and limits.

use std::path::{Path, PathBuf};

mod engine;
mod eval;
mod expand;
mod headers;
mod macros;
mod render;

use oklc_diag::{Diagnostic, ExpansionFrame};
use oklc_lex::{Sym, Token};
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
    /// `--include FILE`: files read before the root, after the command-line macros, as if
    /// `#include "FILE"` were the root's first line; a relative name is looked up in the
    /// working folder first, then in the `-I` folders (gcc's `-include`; what OCCA's `includes`
    /// kernel property does by prepending `#include` lines).
    pub forced_includes: Vec<PathBuf>,
    /// Value of `OKL_MODE` without quotes, e.g. `SERIAL`, `CUDA` (docs/preprocessor.md).
    pub okl_mode: String,
    /// GPU backends define `OCCA_USING_GPU`.
    pub using_gpu: bool,
    /// Pass every unresolved `#include` through (with a warning), not only standard headers:
    /// OCCA's `okl/strict_headers: false` (docs/compatibility.md, "Kernel properties").
    pub lenient_headers: bool,
    /// Value of `OKL_KERNEL_HASH` (its first 16 characters are used); `unknown` when absent.
    pub kernel_hash: Option<String>,
}

/// One macro expansion: what produced the tokens whose [`Token::expn`] is its id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpansionData {
    /// Interned: a large file makes tens of thousands of expansions, and a `SmolStr` made each
    /// record 56 bytes instead of 32.
    pub macro_name: Sym,
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

    /// The chain of `id` as diagnostic frames ("in expansion of macro `X`"), outermost first.
    pub fn frames(&self, id: ExpnId) -> Vec<ExpansionFrame> {
        self.chain(id)
            .into_iter()
            .map(|d| ExpansionFrame {
                macro_name: SmolStr::new(d.macro_name.as_str()),
                call_site: d.call_site,
                definition: d.definition,
            })
            .collect()
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
    /// The `#line` directives seen, in order, for printers that report presumed positions.
    pub line_directives: Vec<LineDirective>,
    /// The `#pragma okl diagnostic` lines, in the order they were read (they produce no token).
    pub warning_pragmas: Vec<oklc_diag::WarningPragma>,
}

/// A `#line N ["name"]` directive: from byte `from` of `file` on, the presumed line of a position
/// is its physical line plus `line_delta`, and its presumed file name is `name` when set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineDirective {
    pub file: FileId,
    pub from: u32,
    pub line_delta: i64,
    pub name: Option<SmolStr>,
}

impl PpOutput {
    /// The file name and 1-based line `span` starts at, after `#line` directives.
    pub fn presumed_position(&self, db: &SourceDb, span: Span) -> (String, u64) {
        let file = db.get(span.file);
        let physical = file.line_index(span.lo) as i64 + 1;
        let directive =
            self.line_directives.iter().rev().find(|d| d.file == span.file && d.from <= span.lo);
        let line = physical.saturating_add(directive.map_or(0, |d| d.line_delta)).max(1) as u64;
        let name = directive.and_then(|d| d.name.as_deref()).unwrap_or(&file.name).to_string();
        (name, line)
    }
}

/// Preprocesses the file `root` of `db`. Included files are added to `db`, and so are two
/// synthetic files: `<built-in>` (the predefined macros) and `<command line>` (`-D`/`-U`), so
/// every macro definition has a real span.
pub fn preprocess(
    db: &mut SourceDb,
    root: FileId,
    loader: &dyn FileLoader,
    options: &PpOptions,
) -> PpOutput {
    let mut pp = engine::Pp::new(db, loader, options);
    pp.run(root);
    pp.out
}

/// Prints preprocessed tokens as compilable text: one line per source line, a space where the
/// source had whitespace or where two tokens would otherwise glue into one, directives on their
/// own lines, and gcc-style `# N "file"` line markers when `line_markers` is set. The text lexes
/// back to the same token sequence.
pub fn render(db: &SourceDb, tokens: &[Token], line_markers: bool) -> String {
    render::render(db, tokens, line_markers)
}

/// A [`FileLoader`] over files held in memory (tests, the language server).
#[derive(Clone, Debug, Default)]
pub struct MemLoader {
    pub files: indexmap::IndexMap<PathBuf, String>,
}

impl FileLoader for MemLoader {
    fn load(&self, path: &Path) -> std::io::Result<Option<String>> {
        Ok(self.files.get(path).cloned())
    }
}

#[cfg(test)]
mod tests;
