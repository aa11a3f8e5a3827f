//! Diagnostics: one [`Diagnostic`] value per problem, rendered three ways.
//!
//! Every stage returns its result together with a list of diagnostics; none of them prints.
//! A diagnostic has a stable code (`OKLnnnn`, registered in [`codes`]), a severity, a primary
//! label, optional secondary labels, notes and a help line, plus the chain of macro expansions
//! that produced the offending tokens. The [`render`] module turns it into rich terminal text
//! (ariadne), one gcc-shaped line (codespan-reporting's line database) or versioned JSON Lines.

pub mod codes;
pub mod render;
mod warnings;

use oklc_span::Span;
use smol_str::SmolStr;

pub use codes::{Code, CodeInfo};
pub use warnings::{PragmaAction, WarningLevel, WarningPolicy, WarningPragma, pragma_level};

/// How bad a diagnostic is. `-Werror` turns warnings into errors in the driver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

impl Severity {
    /// The word gcc prints for this severity.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// A span with a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub span: Span,
    pub message: String,
    /// A located note (gcc's `note: to match this '{'`): the short and JSON forms give it a
    /// line or child of its own; the human form shows it in the snippet like any label.
    pub note: bool,
}

/// One macro expansion the primary location sits in, outermost first in
/// [`Diagnostic::expansion`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpansionFrame {
    pub macro_name: SmolStr,
    /// Where the macro was invoked.
    pub call_site: Span,
    /// The macro's `#define` (a synthetic file for `-D` and predefined macros).
    pub definition: Span,
}

/// A problem found in the user's input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub code: Code,
    pub severity: Severity,
    /// Sentence-case text without a trailing period, e.g. "`@inner` loop outside an `@outer` loop".
    pub message: String,
    pub primary: Label,
    pub secondary: Vec<Label>,
    pub notes: Vec<String>,
    pub help: Option<String>,
    pub expansion: Vec<ExpansionFrame>,
    /// `expansion` was given by the stage that reported the problem (even when empty: an
    /// invocation at file level), so the driver does not derive one from the primary span.
    pub expansion_given: bool,
    /// The token at the primary location, when the stage that reported the problem knows it:
    /// its index among the non-comment tokens that stage was given (the parser sets it).
    /// Tokens of nested macro expansions all carry the outermost invocation's span, so the
    /// driver looks the token up to name every macro of its chain in `expansion`.
    pub token: Option<u32>,
    /// Edits that resolve the problem, for editors' quick fixes and SARIF `fixes`; the help
    /// line says the same in words.
    /// Boxed: most diagnostics have none, and the type is moved around a lot.
    pub fixes: Box<[Fix]>,
    /// A warning made an error by `-Werror`, `-Werror=OKLnnnn` or a pragma.
    pub promoted: bool,
}

/// One way to resolve a diagnostic: replacements of source text, all applied together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fix {
    /// What the fix does, e.g. "replace with `sqrtf`".
    pub title: String,
    pub edits: Vec<Edit>,
}

/// Replace the text `span` covers (insert, where it is empty) with `text`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    pub span: Span,
    pub text: String,
}

impl Diagnostic {
    pub fn new(
        severity: Severity,
        code: Code,
        message: impl Into<String>,
        span: Span,
    ) -> Diagnostic {
        Diagnostic {
            code,
            severity,
            message: message.into(),
            primary: Label { span, message: String::new(), note: false },
            secondary: Vec::new(),
            notes: Vec::new(),
            help: None,
            expansion: Vec::new(),
            expansion_given: false,
            token: None,
            fixes: Box::default(),
            promoted: false,
        }
    }

    pub fn error(code: Code, message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic::new(Severity::Error, code, message, span)
    }

    pub fn warning(code: Code, message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic::new(Severity::Warning, code, message, span)
    }

    /// Text shown under the primary caret.
    pub fn with_primary_message(mut self, message: impl Into<String>) -> Diagnostic {
        self.primary.message = message.into();
        self
    }

    pub fn with_label(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.secondary.push(Label { span, message: message.into(), note: false });
        self
    }

    /// A note about another place, e.g. the `{` that an "expected `}`" error matches.
    pub fn with_note_at(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.secondary.push(Label { span, message: message.into(), note: true });
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }

    pub fn with_expansion(mut self, expansion: Vec<ExpansionFrame>) -> Diagnostic {
        self.expansion = expansion;
        self.expansion_given = true;
        self
    }

    /// Adds a fix that replaces the text of `span` with `text`.
    pub fn with_fix(
        mut self,
        title: impl Into<String>,
        span: Span,
        text: impl Into<String>,
    ) -> Diagnostic {
        let edits = vec![Edit { span, text: text.into() }];
        let mut fixes = std::mem::take(&mut self.fixes).into_vec();
        fixes.push(Fix { title: title.into(), edits });
        self.fixes = fixes.into_boxed_slice();
        self
    }

    /// Records the token at the primary location (see [`Diagnostic::token`]).
    pub fn with_token(mut self, index: u32) -> Diagnostic {
        self.token = Some(index);
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    pub fn span(&self) -> Span {
        self.primary.span
    }
}

/// The sink stages push into.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diagnostics {
    items: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn new() -> Diagnostics {
        Diagnostics::default()
    }

    pub fn push(&mut self, diagnostic: Diagnostic) {
        self.items.push(diagnostic);
    }

    pub fn has_errors(&self) -> bool {
        self.items.iter().any(Diagnostic::is_error)
    }

    pub fn error_count(&self) -> usize {
        self.items.iter().filter(|d| d.is_error()).count()
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Diagnostic> {
        self.items.iter()
    }

    pub fn as_slice(&self) -> &[Diagnostic] {
        &self.items
    }

    pub fn into_vec(self) -> Vec<Diagnostic> {
        self.items
    }

    /// Puts the diagnostics in the order of `key` of their primary locations, as compilers print
    /// them in source order: stages report in their own traversal order (a pass's error on a
    /// line can come after a later line's syntax error of another stage). The sort is stable,
    /// so diagnostics at one location keep the order they were reported in; labels, notes and
    /// help belong to their diagnostic and move with it. The driver's key places a header's
    /// diagnostics at its `#include` (`oklc_driver`, `translation_order`).
    pub fn sort_by_position<K: Ord>(&mut self, mut key: impl FnMut(Span) -> K) {
        self.items.sort_by_cached_key(|d| key(d.primary.span));
    }

    /// Turns every warning into an error (`-Werror`).
    pub fn promote_warnings(&mut self) {
        self.apply_warning_levels(|_| WarningLevel::Error);
    }

    /// Drops, keeps or promotes each warning as `level_of` says (`-w`, `-Wno-OKLnnnn`,
    /// `-Werror=OKLnnnn`, `#pragma okl diagnostic`); errors and notes are left alone.
    pub fn apply_warning_levels(&mut self, mut level_of: impl FnMut(&Diagnostic) -> WarningLevel) {
        self.items.retain_mut(|d| {
            if d.severity != Severity::Warning {
                return true;
            }
            match level_of(d) {
                WarningLevel::Ignored => false,
                WarningLevel::Warning => true,
                WarningLevel::Error => {
                    d.severity = Severity::Error;
                    d.promoted = true;
                    true
                }
            }
        });
    }
}

impl Extend<Diagnostic> for Diagnostics {
    fn extend<T: IntoIterator<Item = Diagnostic>>(&mut self, iter: T) {
        self.items.extend(iter);
    }
}

impl From<Vec<Diagnostic>> for Diagnostics {
    fn from(items: Vec<Diagnostic>) -> Diagnostics {
        Diagnostics { items }
    }
}

impl IntoIterator for Diagnostics {
    type Item = Diagnostic;
    type IntoIter = std::vec::IntoIter<Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter()
    }
}

impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = std::slice::Iter<'a, Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}

/// `text` as a message may quote it: control characters (and the Unicode line separators) are
/// written as C escapes (`\x01`, `\n`), so a string the user wrote with escapes reads the same in
/// the message and no raw control character reaches a terminal or a log.
pub fn escape_controls(text: &str) -> std::borrow::Cow<'_, str> {
    let odd = |c: char| c.is_control() || c == '\u{2028}' || c == '\u{2029}';
    if !text.chars().any(odd) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if odd(c) && u32::from(c) < 0x80 => out.push_str(&format!("\\x{:02x}", u32::from(c))),
            c if odd(c) => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagnostic_stays_small() {
        // Diagnostics are moved around a lot; keep them from growing by accident.
        assert!(std::mem::size_of::<Diagnostic>() <= 192, "{}", std::mem::size_of::<Diagnostic>());
    }

    #[test]
    fn sorting_by_position_is_stable_and_keeps_notes_with_their_diagnostic() {
        let at = |file: u32, lo: u32, hi: u32| Span::new(oklc_span::FileId(file), lo, hi);
        let code = Code(307);
        let mut d: Diagnostics = vec![
            Diagnostic::error(code, "b", at(0, 30, 31)).with_note("note of b"),
            Diagnostic::error(code, "header", at(1, 0, 1)),
            Diagnostic::warning(code, "a1", at(0, 10, 12)),
            Diagnostic::error(code, "a2", at(0, 10, 11)).with_note("n1").with_note("n2"),
            Diagnostic::error(code, "c", at(0, 20, 29)).with_label(at(0, 40, 41), "later"),
        ]
        .into();
        d.sort_by_position(|s| (s.file, s.lo));
        let order: Vec<&str> = d.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(order, ["a1", "a2", "c", "b", "header"]);
        assert_eq!(d.as_slice()[1].notes, ["n1", "n2"]);
        assert_eq!(d.as_slice()[3].notes, ["note of b"]);
    }

    #[test]
    fn control_characters_are_quoted_as_c_escapes() {
        assert!(matches!(escape_controls("warp"), std::borrow::Cow::Borrowed("warp")));
        assert_eq!(escape_controls("a\u{1}b"), "a\\x01b");
        assert_eq!(escape_controls("\n\t\r\u{7f}"), "\\n\\t\\r\\x7f");
        assert_eq!(escape_controls("\u{85}\u{2028}é"), "\\u0085\\u2028é");
    }
}
