//! Raw string literals `R"delim( ... )delim"`, which no regular expression can match.

use logos::Lexer;

use crate::kind::RawTok;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RawOutcome {
    Ok,
    Unterminated,
    BadDelimiter,
}

/// Called after the prefix and `R"`; consumes the delimiter, body and closing sequence.
pub(crate) fn lex_raw_string(lex: &mut Lexer<'_, RawTok>) -> RawOutcome {
    let rest = lex.remainder();
    let Some(open) = rest.find('(') else {
        lex.bump(rest.find('\n').unwrap_or(rest.len()));
        return RawOutcome::BadDelimiter;
    };
    let delim = &rest[..open];
    let bad = |c: char| c.is_whitespace() || c.is_control() || matches!(c, '(' | ')' | '\\');
    if delim.len() > 16 || delim.chars().any(bad) {
        lex.bump(rest.find('\n').unwrap_or(rest.len()));
        return RawOutcome::BadDelimiter;
    }
    let close = format!("){delim}\"");
    match rest[open + 1..].find(&close) {
        Some(end) => {
            lex.bump(open + 1 + end + close.len());
            RawOutcome::Ok
        }
        None => {
            lex.bump(rest.len());
            RawOutcome::Unterminated
        }
    }
}
