//! Analyses over the syntax tree that catch, while the kernel is written, mistakes the backend
//! compiler would otherwise find later in generated code:
//!
//! - names nothing declares ([`codes::UNDECLARED_NAME`], [`codes::UNDECLARED_FUNCTION`]);
//! - calls to the file's own helpers with the wrong number of arguments
//!   ([`codes::WRONG_ARGUMENT_COUNT`]);
//! - with [`LintOptions::conversion`], implicit conversions that lose precision or promote
//!   `float` arithmetic to `double` ([`codes::LOSSY_CONVERSION`], [`codes::DOUBLE_PROMOTION`]).
//!
//! [`Lint`] receives the top-level items one at a time, like lowering (ADR 0006), and reports at
//! the end of the file, when every declaration has been seen. Whether a name is declared is
//! decided from the preprocessed tokens: a spelling that occurs anywhere other than as a plain
//! name in an expression (a declarator, a type, a member, a macro's argument...) counts as
//! declared. That never reports a name a declaration provides, whatever C++ construct declares
//! it, at the price of missing a name used out of its scope.

mod conversion;
mod known;
mod names;
mod walk;

use indexmap::IndexMap;

use oklc_diag::Diagnostic;
pub use oklc_diag::codes::lint as codes;
use oklc_lex::{TokKind, Token};
use oklc_syntax::ast::{ItemId, TranslationUnit};

/// Which analyses run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LintOptions {
    /// The `conversion` warning group (`-W conversion`; on by default in the language server).
    pub conversion: bool,
}

/// The analyses of one file, fed item by item.
pub struct Lint {
    options: LintOptions,
    /// How often each identifier spelling occurs in the preprocessed tokens.
    occurrences: IndexMap<&'static str, u32>,
    names: names::Names,
    diagnostics: Vec<Diagnostic>,
}

impl Lint {
    /// Starts the analyses of the file whose preprocessed tokens are `tokens`.
    pub fn new(options: LintOptions, tokens: &[Token]) -> Lint {
        let mut occurrences: IndexMap<&'static str, u32> = IndexMap::new();
        for token in tokens {
            if token.kind == TokKind::Ident {
                *occurrences.entry(token.text.as_str()).or_default() += 1;
            }
        }
        Lint { options, occurrences, names: names::Names::default(), diagnostics: Vec::new() }
    }

    /// Analyses one complete top-level item of `unit`.
    pub fn item(&mut self, unit: &TranslationUnit, id: ItemId) {
        self.names.item(unit, id);
        if self.options.conversion {
            conversion::item(unit, id, &mut self.diagnostics);
        }
    }

    /// Analyses every item of a whole parsed file, forgetting any items seen before (a file
    /// streamed in part and then parsed whole).
    pub fn unit(&mut self, unit: &TranslationUnit) {
        self.names = names::Names::default();
        self.diagnostics.clear();
        for &id in &unit.items {
            self.item(unit, id);
        }
    }

    /// Ends the file: the diagnostics of every analysis.
    pub fn finish(self) -> Vec<Diagnostic> {
        let mut out = self.names.finish(&self.occurrences);
        out.extend(self.diagnostics);
        out
    }
}
