//! The parser's view of the token stream: [`Tk`], a small value enum chumsky can match on.
//!
//! Conversion from preprocessed [`Token`]s classifies keywords, splits `>>` into two `>` (the
//! second marked [`Tk::GtJoined`] so the expression grammar can still see a shift), and marks a
//! `(` written directly after an attribute name (no [`oklc_lex::TokFlags::LEADING_SPACE`]) as
//! [`Tk::AttrLParen`], which is how `@atomic (*p) += 1;` differs from `@dim(3)`. Token spans become token-index spans; the parser
//! state maps them back to source spans.

use std::fmt;

use oklc_lex::{Keyword, TokKind, Token};
use oklc_span::Span;
use smol_str::SmolStr;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Tk {
    Ident(SmolStr),
    Kw(Keyword),
    P(TokKind),
    /// The second half of a split `>>`.
    GtJoined,
    /// A `(` glued to the preceding attribute token.
    AttrLParen,
    Int(SmolStr),
    Float(SmolStr),
    Char(SmolStr),
    Str(SmolStr),
    /// `@name`; the text is without `@`.
    Attr(SmolStr),
    Directive(SmolStr),
    /// `[[okl_name(` … rewritten by the normaliser: the start of a normalised attribute whose
    /// string argument was lexed in place; [`Tk::NormEnd`] closes it.
    NormAttr(SmolStr),
    NormEnd,
    /// A lexer error token, or a region skipped because it nests too deep.
    Bad,
}

impl fmt::Display for Tk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tk::Ident(s) => write!(f, "`{s}`"),
            Tk::Kw(k) => write!(f, "`{}`", k.as_str()),
            Tk::P(k) => write!(f, "{k}"),
            Tk::GtJoined => f.write_str("`>`"),
            Tk::AttrLParen => f.write_str("`(`"),
            Tk::Int(s) | Tk::Float(s) | Tk::Char(s) | Tk::Str(s) => write!(f, "`{s}`"),
            Tk::Attr(s) => write!(f, "`@{s}`"),
            Tk::Directive(_) => f.write_str("preprocessor directive"),
            Tk::NormAttr(s) => write!(f, "`okl_{s}`"),
            Tk::NormEnd => f.write_str("`]]`"),
            Tk::Bad => f.write_str("invalid token"),
        }
    }
}

/// Converts tokens; returns the parser tokens and the source span of each.
pub(crate) fn convert(tokens: &[Token]) -> (Vec<Tk>, Vec<Span>) {
    let mut out = Vec::with_capacity(tokens.len());
    let mut spans = Vec::with_capacity(tokens.len());
    let mut prev: Option<&Token> = None;
    for t in tokens {
        if t.kind.is_comment() {
            continue;
        }
        let tk = match t.kind {
            TokKind::Ident => match Keyword::of(&t.text) {
                Some(k) => Tk::Kw(k),
                None => Tk::Ident(SmolStr::new(t.text.as_str())),
            },
            TokKind::Attr => Tk::Attr(SmolStr::new(t.text.trim_start_matches('@'))),
            TokKind::IntLit => Tk::Int(SmolStr::new(t.text.as_str())),
            TokKind::FloatLit => Tk::Float(SmolStr::new(t.text.as_str())),
            TokKind::CharLit => Tk::Char(SmolStr::new(t.text.as_str())),
            TokKind::StrLit => Tk::Str(SmolStr::new(t.text.as_str())),
            TokKind::Directive => Tk::Directive(SmolStr::new(t.text.as_str())),
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
