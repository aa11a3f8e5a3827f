//! Test support: turning source text into the token stream [`crate::parse`] expects without the
//! real preprocessor.
//!
//! Comments are dropped and every line starting with `#` becomes one [`TokKind::Directive`]
//! token holding the line's text, as the preprocessor does for `#pragma`. Nothing is expanded,
//! so inputs must not rely on macros. Not meant for production use.

use oklc_lex::{TokKind, Token};
use oklc_span::{FileId, Span};

/// Lexes `text` as file `file`; returns the tokens and the end-of-input span.
pub fn tokens_for_tests(file: FileId, text: &str) -> (Vec<Token>, Span) {
    let lexed = oklc_lex::lex(file, text);
    let toks: Vec<Token> = lexed.tokens.into_iter().filter(|t| !t.kind.is_comment()).collect();
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        if toks[i].kind == TokKind::Hash && toks[i].at_line_start() {
            let mut j = i + 1;
            while j < toks.len() && !toks[j].at_line_start() {
                j += 1;
            }
            let span = toks[i].span.to(toks[j - 1].span);
            let line = text.get(span.range()).unwrap_or("").to_string();
            let mut t = Token::new(TokKind::Directive, line, span);
            t.flags = toks[i].flags;
            out.push(t);
            i = j;
        } else {
            out.push(toks[i]);
            i += 1;
        }
    }
    let end = text.len() as u32;
    (out, Span::point(file, end))
}

/// Lexes and parses `text` (see [`tokens_for_tests`]).
pub fn parse_for_tests(text: &str) -> crate::Parsed {
    let (toks, eoi) = tokens_for_tests(FileId(0), text);
    crate::parse(&toks, eoi)
}
