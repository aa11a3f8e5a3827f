//! A hand-written scanner for the tokens that make up nearly all kernel source: ASCII
//! identifiers, numbers, comments and punctuators. It decides exactly as the logos automaton in
//! `kind.rs` would (longest match), and gives up (`None`) on anything else — literals with
//! quotes, attributes, non-ASCII text, invalid characters — which logos then lexes. Logos alone
//! spent most of its time in per-token dispatch overhead; this path is a few byte comparisons.

use crate::TokKind;
use crate::kind::RawTok;

/// What the fast path found: a punctuator needs no further classification.
pub(crate) enum Fast {
    Punct(TokKind),
    Raw(RawTok),
}

/// The token starting at `bytes[pos]` (not whitespace) and its end, or `None` for logos.
/// Inlined: it runs once per token, and its result is matched on right away.
#[inline(always)]
pub(crate) fn token(bytes: &[u8], pos: usize) -> Option<(Fast, usize)> {
    let at = |i: usize| bytes.get(pos + i).copied().unwrap_or(0);
    let c = at(0);
    let (tok, len) = match c {
        b'a'..=b'z' | b'A'..=b'Z' | b'_' | b'$' => {
            return ident(bytes, pos).map(|end| (Fast::Raw(RawTok::Ident), end));
        }
        b'0'..=b'9' => return Some((Fast::Raw(RawTok::Number), number(bytes, pos))),
        b'.' if at(1).is_ascii_digit() => {
            return Some((Fast::Raw(RawTok::Number), number(bytes, pos)));
        }
        b'/' if at(1) == b'/' => {
            let end = memchr_newline(bytes, pos + 2);
            return Some((Fast::Raw(RawTok::LineComment), end));
        }
        b'/' if at(1) == b'*' => {
            let (tok, end) = block_comment(bytes, pos);
            return Some((Fast::Raw(tok), end));
        }
        b'(' => (TokKind::LParen, 1),
        b')' => (TokKind::RParen, 1),
        b'[' if at(1) == b'[' => (TokKind::AttrOpen, 2),
        b'[' => (TokKind::LBracket, 1),
        b']' => (TokKind::RBracket, 1),
        b'{' => (TokKind::LBrace, 1),
        b'}' => (TokKind::RBrace, 1),
        b';' => (TokKind::Semi, 1),
        b',' => (TokKind::Comma, 1),
        b'?' => (TokKind::Question, 1),
        b'~' => (TokKind::Tilde, 1),
        b':' if at(1) == b':' => (TokKind::ColonColon, 2),
        b':' => (TokKind::Colon, 1),
        b'.' if at(1) == b'.' && at(2) == b'.' => (TokKind::Ellipsis, 3),
        b'.' if at(1) == b'*' => (TokKind::DotStar, 2),
        b'.' => (TokKind::Dot, 1),
        b'-' => match at(1) {
            b'>' if at(2) == b'*' => (TokKind::ArrowStar, 3),
            b'>' => (TokKind::Arrow, 2),
            b'-' => (TokKind::MinusMinus, 2),
            b'=' => (TokKind::MinusEq, 2),
            _ => (TokKind::Minus, 1),
        },
        b'+' => match at(1) {
            b'+' => (TokKind::PlusPlus, 2),
            b'=' => (TokKind::PlusEq, 2),
            _ => (TokKind::Plus, 1),
        },
        b'<' => match (at(1), at(2)) {
            (b'=', b'>') => (TokKind::Spaceship, 3),
            (b'<', b'=') => (TokKind::ShlEq, 3),
            (b'<', _) => (TokKind::Shl, 2),
            (b'=', _) => (TokKind::Le, 2),
            _ => (TokKind::Lt, 1),
        },
        b'>' => match (at(1), at(2)) {
            (b'>', b'=') => (TokKind::ShrEq, 3),
            (b'>', _) => (TokKind::Shr, 2),
            (b'=', _) => (TokKind::Ge, 2),
            _ => (TokKind::Gt, 1),
        },
        b'&' => match at(1) {
            b'&' => (TokKind::AmpAmp, 2),
            b'=' => (TokKind::AmpEq, 2),
            _ => (TokKind::Amp, 1),
        },
        b'|' => match at(1) {
            b'|' => (TokKind::PipePipe, 2),
            b'=' => (TokKind::PipeEq, 2),
            _ => (TokKind::Pipe, 1),
        },
        b'#' if at(1) == b'#' => (TokKind::HashHash, 2),
        b'#' => (TokKind::Hash, 1),
        b'*' | b'/' | b'%' | b'^' | b'=' | b'!' => {
            let eq = at(1) == b'=';
            let tok = match (c, eq) {
                (b'*', false) => TokKind::Star,
                (b'*', true) => TokKind::StarEq,
                (b'/', false) => TokKind::Slash,
                (b'/', true) => TokKind::SlashEq,
                (b'%', false) => TokKind::Percent,
                (b'%', true) => TokKind::PercentEq,
                (b'^', false) => TokKind::Caret,
                (b'^', true) => TokKind::CaretEq,
                (b'=', false) => TokKind::Eq,
                (b'=', true) => TokKind::EqEq,
                (b'!', false) => TokKind::Bang,
                _ => TokKind::BangEq,
            };
            (tok, 1 + usize::from(eq))
        }
        _ => return None,
    };
    Some((Fast::Punct(tok), pos + len))
}

/// Bytes that continue an ASCII identifier: `[0-9A-Za-z_$]`. A table lookup is one load per
/// byte where the range tests were several compares.
static IDENT_CONTINUE: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
        b += 1;
    }
    t
};

/// An ASCII identifier, unless it goes on with non-ASCII text or a `\` (a universal character
/// name), which may continue it, or is
/// the encoding prefix of a character or string literal.
fn ident(bytes: &[u8], pos: usize) -> Option<usize> {
    let mut end = pos + 1;
    while bytes.get(end).is_some_and(|&b| IDENT_CONTINUE[usize::from(b)]) {
        end += 1;
    }
    match bytes.get(end) {
        Some(&b) if b >= 0x80 || b == b'\\' => return None,
        Some(b'\'' | b'"') => {
            let word = &bytes[pos..end];
            let next = bytes[end];
            let prefix = matches!(word, b"u8" | b"u" | b"U" | b"L")
                || (next == b'"' && matches!(word, b"R" | b"u8R" | b"uR" | b"UR" | b"LR"));
            if prefix {
                return None;
            }
        }
        _ => {}
    }
    Some(end)
}

/// A preprocessing number: `\.?[0-9]([0-9a-zA-Z_.]|[eEpP][+-]|'[0-9a-zA-Z_])*`.
fn number(bytes: &[u8], pos: usize) -> usize {
    let mut end = pos + 1;
    if bytes[pos] == b'.' {
        end += 1;
    }
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    while let Some(&b) = bytes.get(end) {
        if matches!(b, b'e' | b'E' | b'p' | b'P') && matches!(bytes.get(end + 1), Some(b'+' | b'-'))
        {
            end += 2;
        } else if word(b) || b == b'.' {
            end += 1;
        } else if b == b'\'' && bytes.get(end + 1).is_some_and(|&n| word(n)) {
            end += 2;
        } else {
            break;
        }
    }
    end
}

fn memchr_newline(bytes: &[u8], from: usize) -> usize {
    bytes
        .get(from..)
        .and_then(|rest| rest.iter().position(|&b| b == b'\n'))
        .map_or(bytes.len(), |i| from + i)
}

/// `/* ... */`, or to the end of the text when unterminated.
fn block_comment(bytes: &[u8], pos: usize) -> (RawTok, usize) {
    let body = bytes.get(pos + 2..).unwrap_or_default();
    match body.windows(2).position(|w| w == b"*/") {
        Some(i) => (RawTok::BlockComment(true), pos + 2 + i + 2),
        None => (RawTok::BlockComment(false), bytes.len()),
    }
}
