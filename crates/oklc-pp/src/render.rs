//! Printing preprocessed tokens as text (`oklc preprocess`): one output line per source line
//! (with the source line's indentation), spaces where the source had them or where two tokens would otherwise lex as one, and
//! optional gcc-style `# N "file"` line markers.

use oklc_lex::{TokFlags, TokKind, Token};
use oklc_span::{FileId, SourceDb};

/// Whether printing `b` right after `a` would lex differently from the two tokens.
pub(crate) fn needs_space(a: &Token, b: &Token) -> bool {
    let (Some(x), Some(y)) = (a.text.chars().next_back(), b.text.chars().next()) else {
        return false;
    };
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == '$' || !c.is_ascii();
    if word(x) && (word(y) || y == '\'' || y == '"') {
        return true;
    }
    if a.kind == TokKind::IntLit || a.kind == TokKind::FloatLit {
        // pp-numbers swallow `.`, `e+`, `p-` and digit separators.
        if y == '.' || y == '\'' || (matches!(x, 'e' | 'E' | 'p' | 'P') && matches!(y, '+' | '-')) {
            return true;
        }
    }
    // `.5`, and `.` `.` `.` which would print as `...`.
    if x == '.' && (y.is_ascii_digit() || y == '.') {
        return true;
    }
    // A literal followed by a name would read as a user-defined literal suffix.
    if matches!(x, '"' | '\'') && word(y) {
        return true;
    }
    if word(x)
        || word(y)
        || matches!(x, '(' | ')' | '{' | '}' | ';' | ',' | '"' | '\'')
        || matches!(y, '(' | ')' | '{' | '}' | ';' | ',' | '"' | '\'')
    {
        return false;
    }
    // Two punctuators: see whether they glue (`+` `+`, `-` `>`, `/` `/`, `[` `[`, `.` `..`).
    let glued = format!("{}{}", a.text, b.text);
    let lexed = oklc_lex::lex(FileId(0), &glued);
    !(lexed.tokens.len() == 2 && lexed.tokens[0].text == a.text && lexed.tokens[1].text == b.text)
}

/// The tokens as one line of text: a space where the source had one or where two tokens
/// would otherwise lex as one.
pub(crate) fn spell(toks: &[Token]) -> String {
    let mut text = String::with_capacity(8 * toks.len());
    let mut prev: Option<&Token> = None;
    for t in toks {
        if let Some(p) = prev
            && (t.flags.intersects(TokFlags::LEADING_SPACE | TokFlags::AT_LINE_START)
                || needs_space(p, t))
        {
            text.push(' ');
        }
        text.push_str(&t.text);
        prev = Some(t);
    }
    text
}

/// The indentation of the source line `t` (or the invocation it came from) starts on.
fn indentation<'d>(db: &'d SourceDb, t: &Token) -> &'d str {
    if t.span.file.index() >= db.len() {
        return "";
    }
    let file = db.get(t.span.file);
    let line = file.line_index(t.span.lo);
    let start = file.line_starts().get(line).copied().unwrap_or(0) as usize;
    let prefix = file.text.get(start..t.span.lo as usize).unwrap_or("");
    let width = prefix.bytes().take_while(|&b| b == b' ' || b == b'\t').count();
    &prefix[..width]
}

fn escape(name: &str) -> String {
    name.replace('\\', "\\\\").replace('"', "\\\"")
}

/// See [`crate::render`].
pub(crate) fn render(db: &SourceDb, tokens: &[Token], line_markers: bool) -> String {
    let mut out = String::new();
    // The file and 1-based line the output is at, for line markers.
    let mut cur: Option<(FileId, usize)> = None;
    let mut prev: Option<&Token> = None;
    for t in tokens {
        let directive = t.kind == TokKind::Directive;
        let new_line = prev.is_none()
            || t.at_line_start()
            || directive
            || prev.is_some_and(|p| p.kind == TokKind::Directive);
        if new_line {
            if prev.is_some() {
                out.push('\n');
            }
            if line_markers && (t.span.file.index()) < db.len() {
                let file = db.get(t.span.file);
                let line = file.line_index(t.span.lo) + 1;
                match cur {
                    Some((f, l)) if f == t.span.file && line > l && line - l <= 8 => {
                        for _ in l + 1..line {
                            out.push('\n');
                        }
                    }
                    Some((f, l)) if f == t.span.file && line == l => {}
                    _ => {
                        out.push_str(&format!("# {line} \"{}\"\n", escape(&file.name)));
                    }
                }
                cur = Some((t.span.file, line));
            }
            if !directive {
                out.push_str(indentation(db, t));
            }
        } else if let Some(p) = prev
            && (t.has_leading_space() || needs_space(p, t))
        {
            out.push(' ');
        }
        out.push_str(&t.text);
        prev = Some(t);
    }
    if !out.is_empty() {
        out.push('\n');
    }
    out
}
