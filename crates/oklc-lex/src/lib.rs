//! The lexer: source text to [`Token`]s.
//!
//! It recognises every C/C++ token (literals of all forms, all punctuators, comments) plus
//! OKL attributes natively: `@name` — also written `@ name` — is one [`TokKind::Attr`] token and
//! `[[` is one [`TokKind::AttrOpen`] token, so no text-rewriting step is needed before parsing.
//! Line splices (backslash-newline) are removed before tokenising and token spans are mapped
//! back to the original text. Newlines never become tokens: the first token of each line carries
//! [`TokFlags::AT_LINE_START`], which is what the preprocessor needs to find directive ends.
//! Bad input becomes [`TokKind::Error`] tokens plus diagnostics; lexing never fails.
//!
//! Identifiers include keywords; [`Keyword::of`] classifies them, because the preprocessor must
//! treat `if` or `inline` as ordinary names.

mod fast;
mod kind;
mod number;
mod raw;
mod splice;
mod sym;

use logos::Logos;
use oklc_diag::{Diagnostic, codes::lex as codes};
use std::sync::Arc;

use oklc_span::{ExpnId, FileId, Span};

/// The attribute names OKL defines (`@name` and `[[okl_name("")]]`); any other `@name` is
/// unknown, or a macro that expands to one of these.
pub const OKL_ATTRIBUTES: &[&str] = &[
    "kernel",
    "outer",
    "inner",
    "tile",
    "shared",
    "exclusive",
    "atomic",
    "barrier",
    "nobarrier",
    "restrict",
    "dim",
    "dimOrder",
    "max_inner_dims",
    "simd_length",
    "globalPtr",
    "implicitArg",
    "directive",
];

pub use kind::{Keyword, TokKind};
pub use number::{NumberKind, classify_number};
pub use sym::{FastBuild, FastHasher, Sym, SymMap};

use sym::Local;

bitflags::bitflags! {
    /// Layout facts about a token the preprocessor needs.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
    pub struct TokFlags: u8 {
        /// First token on its (logical) line.
        const AT_LINE_START = 1;
        /// Whitespace or a comment comes before the token.
        const LEADING_SPACE = 2;
        /// The preprocessor must not expand this identifier again (the C "blue paint").
        const NO_EXPAND = 4;
    }
}

/// One token with its spelling and where it came from. 24 bytes and `Copy`: the spelling is an
/// interned [`Sym`], so the preprocessor moves and copies tokens freely.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokKind,
    pub flags: TokFlags,
    /// The spelling, after line splices are removed. For [`TokKind::Attr`] it is `@name` with
    /// no space, whatever the source had between `@` and the name.
    pub text: Sym,
    pub span: Span,
    /// The macro expansion that produced the token ([`ExpnId::ROOT`] straight from a file).
    pub expn: ExpnId,
}

impl Token {
    pub fn new(kind: TokKind, text: impl AsRef<str>, span: Span) -> Token {
        Token::with_sym(kind, Sym::intern(text.as_ref()), span)
    }

    /// A token whose spelling is already interned.
    pub fn with_sym(kind: TokKind, text: Sym, span: Span) -> Token {
        Token { kind, text, span, flags: TokFlags::empty(), expn: ExpnId::ROOT }
    }

    pub fn is(&self, kind: TokKind) -> bool {
        self.kind == kind
    }

    /// An identifier spelled `name` (keywords included).
    pub fn is_ident(&self, name: &str) -> bool {
        self.kind == TokKind::Ident && self.text == name
    }

    pub fn at_line_start(&self) -> bool {
        self.flags.contains(TokFlags::AT_LINE_START)
    }

    pub fn has_leading_space(&self) -> bool {
        self.flags.contains(TokFlags::LEADING_SPACE)
    }

    /// The attribute name of an [`TokKind::Attr`] token, without `@`.
    pub fn attr_name(&self) -> Option<&'static str> {
        (self.kind == TokKind::Attr).then(|| self.text.as_str().get(1..).unwrap_or_default())
    }

    /// The keyword this identifier spells, if any.
    pub fn keyword(&self) -> Option<Keyword> {
        (self.kind == TokKind::Ident).then(|| Keyword::of(self.text.as_str())).flatten()
    }
}

/// The result of lexing one file.
#[derive(Clone, Debug, Default)]
pub struct Lexed {
    /// Tokens in source order, comments included.
    pub tokens: Vec<Token>,
    pub diagnostics: Vec<Diagnostic>,
}

/// A stable one-line-per-token dump for golden tests: `kind "text" lo..hi flags`.
pub fn dump(tokens: &[Token]) -> String {
    let mut out = String::new();
    for t in tokens {
        let mut flags = String::new();
        if t.at_line_start() {
            flags.push_str(" bol");
        }
        if t.has_leading_space() {
            flags.push_str(" space");
        }
        out.push_str(&format!(
            "{:?} {:?} {}..{}{}\n",
            t.kind,
            t.text.as_str(),
            t.span.lo,
            t.span.hi,
            flags
        ));
    }
    out
}

/// Lexes the text of `file`. Never panics; invalid input yields [`TokKind::Error`] tokens and
/// diagnostics.
pub fn lex(file: FileId, text: &str) -> Lexed {
    let spliced = splice::Spliced::new(text);
    let src = spliced.text(text);
    // C source averages well over four bytes per token; capacity that is never written costs
    // address space, not memory.
    let mut out = Lexed {
        tokens: Vec::with_capacity(src.len() / 4 + 1),
        diagnostics: spaced_splices(file, &spliced),
    };
    let mut state = LexState::new();
    sym::with_local(|interner| {
        lex_into(file, src, &spliced, &mut state, usize::MAX, interner, &mut out)
    });
    out
}

/// Lexes a file a chunk of tokens at a time: the preprocessor reads its files through it, so
/// a large file is never held as a whole token vector (tokens are 24 bytes; source text
/// averages about four bytes per token). The tokens and diagnostics are exactly [`lex`]'s.
pub struct Lexer {
    file: FileId,
    source: Arc<str>,
    spliced: splice::Spliced,
    state: LexState,
    /// Warnings about the splices, handed out with the first chunk.
    splice_warnings: Vec<Diagnostic>,
}

impl Lexer {
    pub fn new(file: FileId, source: Arc<str>) -> Lexer {
        let spliced = splice::Spliced::new(&source);
        let splice_warnings = spaced_splices(file, &spliced);
        Lexer { file, source, spliced, state: LexState::new(), splice_warnings }
    }

    /// Appends the next tokens of the file to `out.tokens` (and their diagnostics to
    /// `out.diagnostics`): at least `min` of them unless the file ends first. Returns whether
    /// anything was appended.
    pub fn fill(&mut self, out: &mut Lexed, min: usize) -> bool {
        let before = out.tokens.len();
        out.diagnostics.append(&mut self.splice_warnings);
        if !self.state.done {
            let src = self.spliced.text(&self.source);
            sym::with_local(|interner| {
                lex_into(self.file, src, &self.spliced, &mut self.state, min, interner, out)
            });
        }
        out.tokens.len() > before
    }
}

/// A warning for each backslash that ends a line with whitespace after it.
fn spaced_splices(file: FileId, spliced: &splice::Spliced) -> Vec<Diagnostic> {
    spliced
        .spaced
        .iter()
        .map(|&(at, blanks)| {
            Diagnostic::warning(
                codes::SPACED_LINE_SPLICE,
                "backslash and newline separated by space",
                Span::new(file, at, at + 1),
            )
            .with_primary_message("read as a line continuation")
            .with_help("remove the spaces after the backslash")
            .with_fix(
                "remove the blanks",
                Span::new(file, at + 1, at + 1 + blanks),
                "",
            )
        })
        .collect()
}

/// Where a [`Lexer`] stands between two chunks.
struct LexState {
    /// Position in the spliced text.
    pos: usize,
    /// Whether the previous token was a comment: a comment counts as whitespace before the next.
    after_comment: bool,
    at_line_start: bool,
    done: bool,
}

impl LexState {
    fn new() -> LexState {
        LexState { pos: 0, after_comment: false, at_line_start: true, done: false }
    }
}

/// Lexes from `state` on until at least `min` tokens were appended (a chunk never ends inside
/// a run of invalid characters) or the text ends.
fn lex_into(
    file: FileId,
    src: &str,
    spliced: &splice::Spliced,
    state: &mut LexState,
    min: usize,
    interner: &mut Local,
    out: &mut Lexed,
) {
    let bytes = src.as_bytes();
    let LexState { mut pos, mut after_comment, mut at_line_start, .. } = *state;
    let stop_at = out.tokens.len().saturating_add(min);
    // A run of invalid characters becomes one token and one diagnostic, so a binary file does
    // not flood the output: `(token index, start in the spliced text)` of the open run.
    let mut error_run: Option<(usize, usize)> = None;
    // The end of the last token (whitespace after it is no part of an error run).
    let mut last_end = 0usize;
    loop {
        if out.tokens.len() >= stop_at && error_run.is_none() {
            *state = LexState { pos, after_comment, at_line_start, done: false };
            return;
        }
        let prev_end = pos;
        let mut newline = false;
        while let Some(&b) = bytes.get(pos) {
            match b {
                b'\n' => newline = true,
                b' ' | b'\t' | b'\r' | 0x0B | 0x0C => {}
                _ => break,
            }
            pos += 1;
        }
        if pos >= bytes.len() {
            break;
        }
        let spaced = pos > prev_end;
        let scanned = fast::token(bytes, pos);
        // The common case, no invalid characters before: a token the fast scanner knows.
        if error_run.is_none()
            && let Some((fast, end)) = scanned
        {
            at_line_start |= newline;
            let flags = layout_flags(at_line_start, spaced || prev_end == 0 || after_comment);
            let span = Span::new(file, spliced.map(pos), spliced.map_end(end));
            let (kind, text) = match fast {
                fast::Fast::Punct(kind) => (kind, kind.punct_sym().unwrap_or_default()),
                fast::Fast::Raw(kind::RawTok::Ident) => {
                    (TokKind::Ident, interner.intern(src.get(pos..end).unwrap_or("\u{FFFD}")))
                }
                fast::Fast::Raw(raw) => {
                    let slice = src.get(pos..end).unwrap_or("\u{FFFD}");
                    classify(raw, slice, span, interner, &mut out.diagnostics)
                }
            };
            after_comment = kind.is_comment();
            at_line_start &= after_comment;
            out.tokens.push(Token { kind, text, span, flags, expn: ExpnId::ROOT });
            pos = end;
            last_end = end;
            continue;
        }
        let (result, range) = match scanned {
            Some((fast, end)) => (Ok(fast), pos..end),
            None => {
                // `pos` only ever advances over ASCII or to a token end: a char boundary.
                let mut lexer = kind::RawTok::lexer(src.get(pos..).unwrap_or_default());
                let Some(result) = lexer.next() else { break };
                let span = lexer.span();
                if span.start > 0 {
                    // Logos skipped more whitespace (a byte order mark).
                    newline |= src.get(pos..pos + span.start).is_some_and(|g| g.contains('\n'));
                }
                (result.map(fast::Fast::Raw), pos + span.start..pos + span.end)
            }
        };
        // Every token is at least one character long; the guard only rules out a stuck loop.
        pos = if range.end > pos {
            range.end
        } else {
            pos + src.get(pos..).and_then(|r| r.chars().next()).map_or(1, char::len_utf8)
        };
        last_end = range.end;
        let spaced = range.start > prev_end;
        if let Some((index, start)) = error_run {
            if result.is_err() && !spaced {
                let hi = spliced.map_end(range.end);
                out.tokens[index].span.hi = hi;
                if let Some(d) = out.diagnostics.last_mut() {
                    d.primary.span.hi = hi;
                }
                continue;
            }
            finish_error_run(&mut out.tokens, index, src.get(start..prev_end), interner);
            error_run = None;
        }
        at_line_start |= newline;
        let flags = layout_flags(at_line_start, spaced || prev_end == 0 || after_comment);
        let span = Span::new(file, spliced.map(range.start), spliced.map_end(range.end));
        let (kind, text) = match result {
            Ok(fast::Fast::Punct(kind)) => (kind, kind.punct_sym().unwrap_or_default()),
            Ok(fast::Fast::Raw(raw)) => {
                let slice = src.get(range.clone()).unwrap_or("\u{FFFD}");
                classify(raw, slice, span, interner, &mut out.diagnostics)
            }
            Err(_) => {
                let slice = src.get(range.clone()).unwrap_or("\u{FFFD}");
                error_run = Some((out.tokens.len(), range.start));
                report(slice, span, &mut out.diagnostics);
                (TokKind::Error, interner.intern(slice))
            }
        };
        after_comment = kind.is_comment();
        // Comments separate tokens like whitespace (C translation phase 3 replaces each by one
        // space, newlines inside a block comment included), so they neither start nor end a
        // logical line: a directive continues after a multi-line `/* */`.
        if !after_comment {
            at_line_start = false;
        }
        out.tokens.push(Token { kind, text, span, flags, expn: ExpnId::ROOT });
    }
    if let Some((index, start)) = error_run {
        finish_error_run(&mut out.tokens, index, src.get(start..last_end), interner);
    }
    *state = LexState { pos, after_comment, at_line_start, done: true };
}

/// The flags of a token that starts a line or follows whitespace or a comment.
#[inline(always)]
fn layout_flags(at_line_start: bool, leading_space: bool) -> TokFlags {
    let mut flags = TokFlags::empty();
    if at_line_start {
        flags |= TokFlags::AT_LINE_START;
    }
    if leading_space {
        flags |= TokFlags::LEADING_SPACE;
    }
    flags
}

/// Gives the token of a finished run of invalid characters its full text.
fn finish_error_run(tokens: &mut [Token], index: usize, text: Option<&str>, interner: &mut Local) {
    if let (Some(text), Some(tok)) = (text, tokens.get_mut(index)) {
        tok.text = interner.intern(text);
    }
}

/// An identifier with universal character names (`caf\u00e9`) spelt with the characters they
/// name (`café`): C++ makes the two spellings one identifier, so every stage compares names by
/// one spelling. A name of no character (a surrogate) stays as written.
fn spell_ucns(slice: &str) -> String {
    let mut out = String::with_capacity(slice.len());
    let mut rest = slice;
    while let Some(at) = rest.find('\\') {
        out.push_str(&rest[..at]);
        let digits = if rest[at + 1..].starts_with('U') { 8 } else { 4 };
        let hex = rest.get(at + 2..at + 2 + digits).unwrap_or_default();
        match u32::from_str_radix(hex, 16).ok().and_then(char::from_u32) {
            Some(c) => out.push(c),
            None => out.push_str(rest.get(at..at + 2 + digits).unwrap_or(&rest[at..])),
        }
        rest = rest.get(at + 2 + digits..).unwrap_or_default();
    }
    out.push_str(rest);
    out
}

/// Turns a raw logos token into a kind and spelling, checking literals on the way.
fn classify(
    raw: kind::RawTok,
    slice: &str,
    span: Span,
    interner: &mut Local,
    diags: &mut Vec<Diagnostic>,
) -> (TokKind, Sym) {
    use kind::RawTok;
    let kind = match raw {
        RawTok::Ident if slice.contains('\\') => {
            return (TokKind::Ident, interner.intern(&spell_ucns(slice)));
        }
        RawTok::Ident => TokKind::Ident,
        RawTok::Number => match classify_number(slice) {
            Ok(NumberKind::Int) => TokKind::IntLit,
            Ok(NumberKind::Float) => TokKind::FloatLit,
            Err(_) => TokKind::PpNumber,
        },
        RawTok::Attr => {
            let name = slice.get(1..).unwrap_or_default().trim_start();
            let text = if name.len() + 1 == slice.len() {
                interner.intern(slice)
            } else {
                interner.intern(&format!("@{name}"))
            };
            return (TokKind::Attr, text);
        }
        RawTok::Char => {
            if slice.ends_with("''") && !slice.ends_with("\\''") {
                diags.push(
                    Diagnostic::error(codes::EMPTY_CHAR, "empty character literal", span)
                        .with_primary_message("no character between the quotes")
                        .with_help("write '\\0' for the null character"),
                );
                TokKind::Error
            } else {
                TokKind::CharLit
            }
        }
        RawTok::UnterminatedChar => {
            diags.push(
                Diagnostic::error(codes::UNTERMINATED_CHAR, "unterminated character literal", span)
                    .with_primary_message("this literal has no closing `'`")
                    .with_help("close the literal with `'`"),
            );
            TokKind::Error
        }
        RawTok::Str => TokKind::StrLit,
        RawTok::UnterminatedStr => {
            diags.push(
                Diagnostic::error(codes::UNTERMINATED_STRING, "unterminated string literal", span)
                    .with_primary_message("this string has no closing `\"`")
                    .with_help("close the string with `\"` before the end of the line"),
            );
            TokKind::Error
        }
        RawTok::RawStr(raw::RawOutcome::Ok) => TokKind::StrLit,
        RawTok::RawStr(raw::RawOutcome::Unterminated) => {
            diags.push(
                Diagnostic::error(
                    codes::UNTERMINATED_RAW_STRING,
                    "unterminated raw string literal",
                    Span::new(
                        span.file,
                        span.lo,
                        span.lo + slice.find('"').map_or(1, |q| q as u32 + 1),
                    ),
                )
                .with_primary_message("raw string starts here")
                .with_help("end it with `)` followed by its delimiter and `\"`"),
            );
            TokKind::Error
        }
        RawTok::RawStr(raw::RawOutcome::BadDelimiter) => {
            diags.push(
                Diagnostic::error(codes::INVALID_RAW_DELIMITER, "invalid raw string delimiter", span)
                    .with_primary_message(raw_delimiter_problem(slice))
                    .with_help("a delimiter is at most 16 characters, without spaces, parentheses or backslashes"),
            );
            TokKind::Error
        }
        RawTok::BlockComment(true) => TokKind::BlockComment,
        RawTok::BlockComment(false) => {
            diags.push(
                Diagnostic::error(
                    codes::UNTERMINATED_COMMENT,
                    "unterminated block comment",
                    Span::new(span.file, span.lo, span.lo + 2),
                )
                .with_primary_message("comment starts here and runs to the end of the file")
                .with_help("close the comment with `*/`"),
            );
            TokKind::BlockComment
        }
        RawTok::StrayAt => {
            diags.push(
                Diagnostic::error(codes::STRAY_AT, "stray `@` without an attribute name", span)
                    .with_primary_message("expected a name such as `outer` after it")
                    .with_help(
                        "OKL attributes are written `@name`, for example `@outer` or `@ restrict`",
                    ),
            );
            TokKind::Error
        }
        other => {
            let kind = other.simple_kind();
            if let Some(text) = kind.punct_sym() {
                return (kind, text);
            }
            kind
        }
    };
    (kind, interner.intern(slice))
}

/// What is wrong with the delimiter of the raw string `slice` (`R"delim(`...).
fn raw_delimiter_problem(slice: &str) -> String {
    let after = slice.find('"').map_or("", |q| &slice[q + 1..]);
    let Some(open) = after.find('(') else {
        return "no `(` after the delimiter".to_string();
    };
    let delim = &after[..open];
    match delim.chars().find(|c| c.is_whitespace() || matches!(c, ')' | '\\')) {
        Some(c) => format!("`{}` is not allowed in a delimiter", c.escape_debug()),
        None => format!("the delimiter has {} characters", delim.chars().count()),
    }
}

/// The error for a [`TokKind::PpNumber`] that reaches code (or `#if`): it is no literal.
pub fn invalid_number(tok: &Token) -> Diagnostic {
    let slice = tok.text.as_str();
    let why = classify_number(slice).err().unwrap_or("not a valid literal");
    Diagnostic::error(codes::INVALID_NUMBER, format!("invalid numeric literal `{slice}`"), tok.span)
        .with_primary_message(why)
        .with_help("C++ accepts decimal, 0x hex, 0b binary and 0 octal integers, decimal and hex floats, with suffixes such as u, l, ll, f")
}

/// The error for a [`TokKind::Backslash`] that reaches code.
pub fn stray_backslash(tok: &Token) -> Diagnostic {
    Diagnostic::error(codes::INVALID_CHARACTER, "invalid character '\\' in source", tok.span)
        .with_primary_message("a backslash outside literals continues a line only at its end")
        .with_help("remove it, or move it to the end of the line to continue the line")
}

fn report(slice: &str, span: Span, diags: &mut Vec<Diagnostic>) {
    let shown: String = slice.chars().flat_map(char::escape_debug).collect();
    diags.push(
        Diagnostic::error(
            codes::INVALID_CHARACTER,
            format!("invalid character '{shown}' in source"),
            span,
        )
        .with_primary_message(match slice.chars().next() {
            Some(c) => format!("U+{:04X} outside strings and comments", u32::from(c)),
            None => "outside strings and comments".to_string(),
        })
        .with_help("remove it, or move it into a string literal or comment"),
    );
}

#[cfg(test)]
mod tests;
