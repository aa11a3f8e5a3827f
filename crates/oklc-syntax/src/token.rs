//! The parser's view of the token stream: [`Tk`], a small value enum chumsky can match on.
//!
//! Conversion from preprocessed [`Token`]s classifies keywords, splits `>>` into two `>` (the
//! second marked [`Tk::GtJoined`] so the expression grammar can still see a shift), and marks a
//! `(` written directly after an attribute name (no [`oklc_lex::TokFlags::LEADING_SPACE`]) as
//! [`Tk::AttrLParen`], which is how `@atomic (*p) += 1;` differs from `@dim(3)`. Token spans become token-index spans; the parser
//! state maps them back to source spans.

use oklc_lex::{Keyword, TokKind, Token};
use oklc_span::Span;

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
        Tk::Bad => "invalid token".into(),
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
}

/// Converts tokens; returns the parser tokens and the source span of each.
pub(crate) fn convert(tokens: &[Token]) -> (Vec<Tk>, Vec<Span>) {
    convert_after(tokens, None)
}

/// [`convert`] for tokens the caller gives up: they are converted a block at a time from the
/// end, each block's memory handed back before the next, so the 24-byte preprocessor tokens and
/// the 20 bytes per token of the result are never all alive together (ADR 0006). The blocks go
/// into reversed vectors that are turned around in place at the end, rather than being kept
/// and concatenated: that copy held every block and the whole result at once.
pub(crate) fn convert_owned(mut tokens: Vec<Token>) -> (Vec<Tk>, Vec<Span>) {
    const BLOCK: usize = 1 << 16;
    if tokens.len() <= BLOCK {
        return convert_after(&tokens, None);
    }
    let mut out = Vec::with_capacity(tokens.len());
    let mut spans = Vec::with_capacity(tokens.len());
    while !tokens.is_empty() {
        let start = tokens.len().saturating_sub(BLOCK);
        let prev = tokens[..start].iter().rev().find(|t| !t.kind.is_comment()).copied();
        let (block, block_spans) = convert_after(&tokens[start..], prev);
        out.extend(block.into_iter().rev());
        spans.extend(block_spans.into_iter().rev());
        tokens.truncate(start);
        tokens.shrink_to_fit();
    }
    out.reverse();
    spans.reverse();
    (out, spans)
}

/// Converts `tokens`, which follow the token `prev` (the last one before them that is not a
/// comment).
fn convert_after(tokens: &[Token], prev: Option<Token>) -> (Vec<Tk>, Vec<Span>) {
    let mut out = Vec::with_capacity(tokens.len());
    let mut spans = Vec::with_capacity(tokens.len());
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
            assert!(convert_owned(part.clone()) == convert(&part), "skip {skip}");
        }
    }
}
