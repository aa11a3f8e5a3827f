//! The parser's view of the token stream: [`Tk`], a small value enum chumsky can match on.
//!
//! Conversion from preprocessed [`Token`]s classifies keywords, splits `>>` into two `>` (the
//! second marked [`Tk::GtJoined`] so the expression grammar can still see a shift), and marks a
//! `(` written directly after an attribute name (no [`oklc_lex::TokFlags::LEADING_SPACE`]) as
//! [`Tk::AttrLParen`], which is how `@atomic (*p) += 1;` differs from `@dim(3)`. Token spans become token-index spans; the parser
//! state maps them back to source spans.

use indexmap::IndexMap;
use oklc_lex::{Keyword, TokKind, Token};
use oklc_span::{FileId, Span};

pub(crate) use oklc_lex::Sym;

/// How a token reads in a message.
pub(crate) fn show(t: Tk) -> String {
    match t {
        Tk::Ident(s) | Tk::Int(s) | Tk::Float(s) | Tk::Char(s) | Tk::Str(s) => {
            format!("`{}`", s.as_str())
        }
        Tk::Kw(k) => format!("`{}`", k.as_str()),
        Tk::P(k) => k.to_string(),
        Tk::GtJoined => "`>`".into(),
        Tk::AttrLParen => "`(`".into(),
        Tk::Attr(s) => format!("`@{}`", s.as_str()),
        Tk::Directive(_) => "preprocessor directive".into(),
        Tk::NormAttr(s) => format!("`okl_{}`", s.as_str()),
        Tk::NormEnd => "`]]`".into(),
        Tk::Bad | Tk::Unfit => "invalid token".into(),
    }
}

/// A parser token: eight bytes, `Copy`, so that chumsky can pass tokens by value and
/// backtracking never touches reference counts. Texts are the lexer's interned [`Sym`]s.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Tk {
    Ident(Sym),
    Kw(Keyword),
    P(TokKind),
    /// The second half of a split `>>`.
    GtJoined,
    /// A `(` glued to the preceding attribute token.
    AttrLParen,
    Int(Sym),
    Float(Sym),
    Char(Sym),
    Str(Sym),
    /// `@name`; the text is without `@`.
    Attr(Sym),
    Directive(Sym),
    /// `[[okl_name(` … rewritten by the normaliser: the start of a normalised attribute whose
    /// string argument was lexed in place; [`Tk::NormEnd`] closes it.
    NormAttr(Sym),
    NormEnd,
    /// A lexer error token, or a region skipped because it nests too deep.
    Bad,
    /// A preprocessing token that is no C++ token (an invalid number, a stray `\\`): reported
    /// and dropped before parsing.
    Unfit,
}

/// The source span of every parser token, in eight bytes where a [`Span`] takes twelve. The
/// token vectors are alive through the whole parse, so the four bytes saved per token lower
/// the peak by 1.1 MB at 1 MB of input. A token whose file id or length does not fit in
/// 16 bits (a string literal over 64 KiB) keeps its span in a side table.
#[derive(Clone, Debug, Default)]
pub(crate) struct TokenSpans {
    packed: Vec<PackedSpan>,
    wide: IndexMap<u32, Span>,
}

#[derive(Clone, Copy, Debug)]
struct PackedSpan {
    lo: u32,
    len: u16,
    /// [`PackedSpan::WIDE`]: the span is in [`TokenSpans::wide`].
    file: u16,
}

impl PackedSpan {
    const WIDE: u16 = u16::MAX;
}

impl TokenSpans {
    pub(crate) fn with_capacity(n: usize) -> TokenSpans {
        TokenSpans { packed: Vec::with_capacity(n), wide: IndexMap::default() }
    }

    pub(crate) fn len(&self) -> usize {
        self.packed.len()
    }

    #[inline]
    pub(crate) fn push(&mut self, span: Span) {
        let len = span.hi.wrapping_sub(span.lo);
        // One test for both fields: each is below `WIDE` exactly when their bitwise or is.
        if (span.file.0 | len) < u32::from(PackedSpan::WIDE) {
            self.packed.push(PackedSpan { lo: span.lo, len: len as u16, file: span.file.0 as u16 });
        } else {
            self.push_wide(span);
        }
    }

    #[cold]
    fn push_wide(&mut self, span: Span) {
        self.wide.insert(self.packed.len() as u32, span);
        self.packed.push(PackedSpan { lo: span.lo, len: 0, file: PackedSpan::WIDE });
    }

    /// The span of token `i`; `None` past the end.
    pub(crate) fn get(&self, i: usize) -> Option<Span> {
        (i < self.packed.len()).then(|| self.at(i))
    }

    /// The span of token `i`, which must exist.
    #[inline]
    pub(crate) fn at(&self, i: usize) -> Span {
        let p = self.packed[i];
        if p.file == PackedSpan::WIDE {
            return self.wide[&(i as u32)];
        }
        Span { file: FileId(u32::from(p.file)), lo: p.lo, hi: p.lo + u32::from(p.len) }
    }

    /// `self.at(first).to(self.at(last))`, the span of a parsed node, without building either
    /// span when both tokens are packed in one file (the parser asks once per node).
    #[inline]
    pub(crate) fn cover(&self, first: usize, last: usize) -> Span {
        let (a, b) = (self.packed[first], self.packed[last]);
        if a.file == b.file && a.file != PackedSpan::WIDE {
            let hi = (a.lo + u32::from(a.len)).max(b.lo + u32::from(b.len));
            return Span { file: FileId(u32::from(a.file)), lo: a.lo.min(b.lo), hi };
        }
        self.at(first).to(self.at(last))
    }

    /// Whether token `i` starts at `span`'s start.
    #[inline]
    pub(crate) fn starts_with(&self, i: usize, span: Span) -> bool {
        let p = self.packed[i];
        p.lo == span.lo
            && if p.file == PackedSpan::WIDE {
                self.at(i).file == span.file
            } else {
                u32::from(p.file) == span.file.0
            }
    }

    /// Every span in order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = Span> + '_ {
        (0..self.len()).map(|i| self.at(i))
    }

    /// Appends `other` back to front (a block of a vector built from its end).
    fn append_reversed(&mut self, other: TokenSpans) {
        let base = self.packed.len() as u32;
        let last = other.packed.len() as u32;
        self.packed.extend(other.packed.into_iter().rev());
        for (i, span) in other.wide {
            self.wide.insert(base + last - 1 - i, span);
        }
    }

    /// Appends the spans of tokens `range` of `other`.
    pub(crate) fn extend_from(&mut self, other: &TokenSpans, range: std::ops::Range<usize>) {
        for i in range {
            self.push(other.at(i));
        }
    }

    /// Turns the sequence around, for a vector built from its end.
    fn reverse(&mut self) {
        self.packed.reverse();
        if !self.wide.is_empty() {
            let last = self.packed.len() as u32 - 1;
            self.wide =
                std::mem::take(&mut self.wide).into_iter().map(|(i, s)| (last - i, s)).collect();
        }
    }
}

#[cfg(test)]
impl From<Vec<Span>> for TokenSpans {
    fn from(spans: Vec<Span>) -> TokenSpans {
        let mut out = TokenSpans::with_capacity(spans.len());
        for s in spans {
            out.push(s);
        }
        out
    }
}

/// Converts tokens; returns the parser tokens and the source span of each.
pub(crate) fn convert(tokens: &[Token]) -> (Vec<Tk>, TokenSpans) {
    convert_after(tokens, None)
}

/// [`convert`] for tokens the caller gives up: they are converted a block at a time from the
/// end, each block's memory handed back before the next, so the 24-byte preprocessor tokens and
/// the 16 bytes per token of the result are never all alive together (ADR 0006). The blocks go
/// into reversed vectors that are turned around in place at the end, rather than being kept
/// and concatenated: that copy held every block and the whole result at once.
pub(crate) fn convert_owned(mut tokens: Vec<Token>) -> (Vec<Tk>, TokenSpans) {
    const BLOCK: usize = 1 << 16;
    if tokens.len() <= BLOCK {
        return convert_after(&tokens, None);
    }
    let mut out = Vec::with_capacity(tokens.len());
    let mut spans = TokenSpans::with_capacity(tokens.len());
    while !tokens.is_empty() {
        let start = tokens.len().saturating_sub(BLOCK);
        let prev = tokens[..start].iter().rev().find(|t| !t.kind.is_comment()).copied();
        let (block, block_spans) = convert_after(&tokens[start..], prev);
        out.extend(block.into_iter().rev());
        spans.append_reversed(block_spans);
        tokens.truncate(start);
        tokens.shrink_to_fit();
    }
    out.reverse();
    spans.reverse();
    (out, spans)
}

/// Converts `tokens`, which follow the token `prev` (the last one before them that is not a
/// comment).
fn convert_after(tokens: &[Token], prev: Option<Token>) -> (Vec<Tk>, TokenSpans) {
    let mut out = Vec::with_capacity(tokens.len());
    let mut spans = TokenSpans::with_capacity(tokens.len());
    let mut prev: Option<&Token> = prev.as_ref();
    for t in tokens {
        if t.kind.is_comment() {
            continue;
        }
        let tk = match t.kind {
            TokKind::Ident => match Keyword::of(&t.text) {
                Some(k) => Tk::Kw(k),
                None => Tk::Ident(t.text),
            },
            TokKind::Attr => Tk::Attr(Sym::intern(t.text.trim_start_matches('@'))),
            TokKind::IntLit => Tk::Int(t.text),
            TokKind::FloatLit => Tk::Float(t.text),
            TokKind::CharLit => Tk::Char(t.text),
            TokKind::StrLit => Tk::Str(t.text),
            TokKind::Directive => Tk::Directive(t.text),
            // Reported by `unfit_tokens`; read as a number, so the statement parses on.
            TokKind::PpNumber => Tk::Int(t.text),
            TokKind::Backslash => Tk::Unfit,
            TokKind::Error | TokKind::LineComment | TokKind::BlockComment => Tk::Bad,
            // Decided by the token's LEADING_SPACE flag, not by spans: tokens from a macro body
            // all carry the invocation's span.
            TokKind::LParen
                if !t.has_leading_space() && prev.is_some_and(|p| p.kind == TokKind::Attr) =>
            {
                Tk::AttrLParen
            }
            TokKind::Shr => {
                let mid = t.span.lo + 1;
                out.push(Tk::P(TokKind::Gt));
                spans.push(Span { file: t.span.file, lo: t.span.lo, hi: mid.min(t.span.hi) });
                out.push(Tk::GtJoined);
                spans.push(Span { file: t.span.file, lo: mid.min(t.span.hi), hi: t.span.hi });
                prev = Some(t);
                continue;
            }
            k => Tk::P(k),
        };
        out.push(tk);
        spans.push(t.span);
        prev = Some(t);
    }
    (out, spans)
}

#[cfg(test)]
mod tests {
    use oklc_span::FileId;

    use super::*;

    /// Converting block by block from the end gives what one pass gives, with `>>` split and
    /// `@attr(` joined across block boundaries.
    #[test]
    fn owned_conversion_matches_borrowed_conversion() {
        let unit = "@dim(2, 3) x >> y; a<b<c>> z; /* c */ @outer(0) ";
        let text = unit.repeat(30_000);
        let tokens = oklc_lex::lex(FileId(0), &text).tokens;
        assert!(tokens.len() > 3 << 16);
        for skip in [0, 1, 5] {
            let part = tokens[skip..].to_vec();
            let (owned, owned_spans) = convert_owned(part.clone());
            let (tks, spans) = convert(&part);
            assert!(owned == tks, "skip {skip}");
            assert!(owned_spans.iter().eq(spans.iter()), "skip {skip}");
        }
    }

    /// Spans that do not fit eight bytes (a file id or a length of 16 bits or more) come back
    /// whole, also after the sequence is turned around.
    #[test]
    fn token_spans_keep_wide_spans() {
        let spans = vec![
            Span { file: FileId(3), lo: 10, hi: 14 },
            Span { file: FileId(70_000), lo: 5, hi: 6 },
            Span { file: FileId(2), lo: 100, hi: 100 + 70_000 },
            Span { file: FileId(u32::from(u16::MAX)), lo: 1, hi: 2 },
            Span { file: FileId(u32::from(u16::MAX) - 1), lo: u32::MAX - 1, hi: u32::MAX },
        ];
        let mut packed = TokenSpans::from(spans.clone());
        let read = |t: &TokenSpans| (0..t.len()).map(|i| t.at(i)).collect::<Vec<_>>();
        assert_eq!(read(&packed), spans);
        assert_eq!(packed.get(spans.len()), None);
        packed.reverse();
        assert_eq!(read(&packed), spans.iter().rev().copied().collect::<Vec<_>>());
        assert_eq!(std::mem::size_of::<PackedSpan>(), 8);
        for (i, j) in [(0, 0), (0, 3), (1, 2), (2, 4), (3, 4), (4, 4)] {
            let (first, last) = (packed.len() - 1 - j, packed.len() - 1 - i);
            assert_eq!(packed.cover(first, last), spans[j].to(spans[i]), "{i}..{j}");
        }
        let same_file = TokenSpans::from(vec![
            Span { file: FileId(1), lo: 20, hi: 25 },
            Span { file: FileId(1), lo: 3, hi: 9 },
        ]);
        assert_eq!(same_file.cover(0, 1), Span { file: FileId(1), lo: 3, hi: 25 });
        assert!(packed.starts_with(packed.len() - 2, spans[1]));
        assert!(!packed.starts_with(packed.len() - 2, Span { file: FileId(4), ..spans[1] }));
        assert!(packed.starts_with(0, spans[4]) && !packed.starts_with(0, spans[3]));
    }
}
