//! oklc-normalize: converts OKL source text between the `@attr` spelling and the C++ attribute
//! spelling of spec §2.3 (`[[okl_tile("(16,@outer,@inner)")]]`), on the text before
//! preprocessing and exactly both ways.
//!
//! The conversion is a token-level rewrite: the file is lexed with `oklc-lex` (comments kept) and
//! only the bytes of attributes change, so comments, whitespace, line breaks and therefore line
//! numbers stay where they were. Attributes are converted wherever they are written: in code, in
//! every `#if` branch, in `#define` bodies, in macro arguments and in `#pragma occa attributes`
//! lines. Text that C++ has no place for is written so that [`Spelling::Okl`] restores it byte for
//! byte (docs/normalize.md):
//!
//! * the argument text is kept as written inside the string; where it holds a line break or a
//!   comment, the string is split there and the break or comment stays outside, between
//!   adjacent literals (which C++ and oklc's preprocessor concatenate);
//! * in a function-like `#define`, a macro parameter in the arguments becomes `#param`, so the
//!   string still receives the macro argument;
//! * the trailing loop form `for (...; ...; ...; @outer)` moves in front of the `for`
//!   (`[[okl_outer("")]] for (...)`) and leaves the clause it came from in a comment,
//!   `/*okl:; @outer*/`, which is what the way back reads;
//! * attributes after a pointer's cv-qualifiers, `*const @restrict p`, move to right after the
//!   `*`, where C++ takes them, and stay in a marker comment where they stood,
//!   `*[[okl_restrict("")]] const /*okl:@restrict*/ p`;
//! * a C++ attribute nested in the arguments goes into the string as written;
//! * in a `#define` body, `a ## b` in the arguments becomes adjacent pieces with the `##` in a
//!   comment, `/*okl:##*/`;
//! * an `@name` that is not an OKL attribute (a macro such as `@LOOP_KIND`, or a macro
//!   parameter) stays as written, with a warning, since a C++ attribute name cannot expand;
//! * `@directive("#...")`, a preprocessor construct and not an attribute, becomes oklc's built-in
//!   macro call `OKL("@directive(\"#...\")")`, which means the same to oklc.
//!
//! The library does no I/O: it maps text to text or to diagnostics.

mod escape;
mod scan;

#[cfg(test)]
mod tests;

use oklc_diag::Diagnostic;
use oklc_span::FileId;

/// The attribute spelling to convert to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spelling {
    /// C++ attributes, `[[okl_name("(args)")]]`: what clang, clangd and other C++ tools read.
    Cxx,
    /// OKL attributes, `@name(args)`.
    Okl,
}

/// A converted file.
#[derive(Debug)]
pub struct Converted {
    pub text: String,
    /// Attributes left in their spelling, because the other one cannot say the same thing.
    pub warnings: Vec<Diagnostic>,
}

/// Converts the attributes of `text` (the contents of `file`) to `to`. Fails, with every problem
/// found, when the text does not lex or an attribute's argument list does not close; then nothing
/// should be written.
pub fn normalize(file: FileId, text: &str, to: Spelling) -> Result<Converted, Vec<Diagnostic>> {
    let lexed = oklc_lex::lex(file, text);
    let errors: Vec<Diagnostic> = lexed.diagnostics.into_iter().filter(|d| d.is_error()).collect();
    if !errors.is_empty() {
        return Err(errors);
    }
    let (edits, warnings) = match to {
        Spelling::Cxx => scan::to_cxx(text, &lexed.tokens)?,
        Spelling::Okl => (scan::to_okl(text, &lexed.tokens), Vec::new()),
    };
    Ok(Converted { text: apply(text, edits), warnings })
}

/// A replacement of the bytes `lo..hi` of the source.
#[derive(Debug)]
struct Edit {
    lo: usize,
    hi: usize,
    text: String,
}

/// Applies non-overlapping edits.
fn apply(text: &str, mut edits: Vec<Edit>) -> String {
    edits.sort_by_key(|e| (e.lo, e.hi));
    let mut out = String::with_capacity(text.len() + edits.len() * 16);
    let mut at = 0;
    for e in edits {
        debug_assert!(e.lo >= at, "overlapping normalize edits");
        out.push_str(&text[at..e.lo]);
        out.push_str(&e.text);
        at = e.hi;
    }
    out.push_str(&text[at..]);
    out
}
