//! The two escapings of the conversion: C string literals holding attribute arguments, and the
//! comment that keeps a moved `for` clause. Both decode only what they encode, so text in either
//! form round-trips exactly.

/// Appends `s` escaped for a C string literal: only `\` and `"` need it (a line break never
/// reaches a string, [`crate::scan`] keeps it outside).
pub(crate) fn push_c_string(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            c => out.push(c),
        }
    }
}

/// The value of a plain string literal `"..."` written by [`push_c_string`]; `None` for any
/// other literal (a prefix, or an escape other than `\\` and `\"`), which is left as written.
pub(crate) fn plain_c_string(lit: &str) -> Option<String> {
    let body = lit.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next()? {
                e @ ('\\' | '"') => out.push(e),
                _ => return None,
            }
        } else {
            out.push(c);
        }
    }
    Some(out)
}

/// Escapes `s` for the inside of a block comment: `\` doubles and a `/` after `*` is written
/// `\/`, so the text never holds `*/`.
pub(crate) fn comment_body(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    let mut prev = '\0';
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '/' if prev == '*' => out.push_str("\\/"),
            c => out.push(c),
        }
        prev = c;
    }
    out
}

/// The inverse of [`comment_body`]; `None` for text it cannot have written.
pub(crate) fn from_comment_body(s: &str) -> Option<String> {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next()? {
                e @ ('\\' | '/') => out.push(e),
                _ => return None,
            }
        } else {
            out.push(c);
        }
    }
    Some(out)
}
