//! Where a `{` was probably left open, for the "found end of file" syntax error.
//!
//! The parser only knows that the file ended inside a block; braces match up from the inside,
//! so the block it names is the outermost one (the kernel), never the `if` whose `}` is missing.
//! People indent, though: the first `}` that closes a block opened on a line indented
//! differently (from the start of its own line) is where the pairing went wrong. This reads the
//! file's text as written, skipping comments, literals and preprocessor lines; it is a hint
//! for a label, never a judgement the compiler relies on.

use oklc_diag::{Diagnostic, codes};
use oklc_span::{SourceDb, Span};

/// Adds to an "unexpected end of file" error a label on the `{` that is probably unclosed.
pub(crate) fn label_unclosed_brace(db: &SourceDb, d: Diagnostic) -> Diagnostic {
    if d.code != codes::parse::UNEXPECTED_EOF {
        return d;
    }
    let file = d.primary.span.file;
    let text = &db.get(file).text;
    let Some((open, close)) = suspicious_pair(text) else { return d };
    let close_line = db.get(file).line_col(close as u32).0;
    d.with_label(
        Span::new(file, open as u32, open as u32 + 1),
        format!(
            "this `{{` is probably the one left open: the `}}` on line {close_line} that closes it lines up with an outer block"
        ),
    )
}

/// The brace pair (offsets of `{` and `}`) whose `}` comes first among those where the `}`
/// starts its line at another indentation than the line of its `{`, when braces are left
/// open at the end of the text (otherwise the text gives no reason to suspect one).
fn suspicious_pair(text: &str) -> Option<(usize, usize)> {
    let b = text.as_bytes();
    // Open braces: offset and the indentation of their line.
    let mut stack: Vec<(usize, usize)> = Vec::new();
    let mut best: Option<(usize, usize)> = None;
    let mut i = 0;
    let mut line_start = 0;
    let mut at_line_start = true; // only white space so far on this line
    while i < b.len() {
        let c = b[i];
        match c {
            b'\n' => {
                line_start = i + 1;
                at_line_start = true;
                i += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                continue;
            }
            // A preprocessor line, with its `\` continuations.
            b'#' if at_line_start => {
                while i < b.len() && b[i] != b'\n' {
                    if b[i] == b'\\' && b.get(i + 1) == Some(&b'\n') {
                        i += 1;
                    }
                    i += 1;
                }
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                    if b[i] == b'\n' {
                        line_start = i + 1;
                    }
                    i += 1;
                }
                i += 2;
                at_line_start = false;
                continue;
            }
            b'"' | b'\'' => {
                i += 1;
                while i < b.len() && b[i] != c && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                at_line_start = false;
                continue;
            }
            b'{' => stack.push((i, indent(b, line_start))),
            b'}' => {
                if let Some((open, open_indent)) = stack.pop()
                    && at_line_start
                    && indent(b, line_start) != open_indent
                    && best.is_none()
                {
                    best = Some((open, i));
                }
            }
            _ => {}
        }
        at_line_start = false;
        i += 1;
    }
    if stack.is_empty() { None } else { best }
}

/// The number of blanks and tabs that start the line at `start`.
fn indent(b: &[u8], start: usize) -> usize {
    b[start..].iter().take_while(|c| matches!(c, b' ' | b'\t')).count()
}

#[cfg(test)]
mod tests {
    use super::suspicious_pair;

    fn lines(text: &str, pair: Option<(usize, usize)>) -> Option<(usize, usize)> {
        let line = |o: usize| text[..o].matches('\n').count() + 1;
        pair.map(|(o, c)| (line(o), line(c)))
    }

    #[test]
    fn finds_the_block_whose_close_is_misindented() {
        let text = "void k() {\n  for (;;) {\n    if (a) {\n      x();\n  }\n}\n";
        assert_eq!(lines(text, suspicious_pair(text)), Some((3, 5)));
    }

    #[test]
    fn balanced_or_consistently_indented_text_gives_nothing() {
        assert_eq!(suspicious_pair("void k() {\n  if (a) {\n  }\n}\n"), None);
        // Open at the end, but every `}` lines up with its `{`: no reason to suspect one.
        assert_eq!(suspicious_pair("void k() {\n  if (a) {\n  }\n"), None);
    }

    #[test]
    fn skips_comments_literals_and_directives() {
        let text =
            "#define OPEN {\nvoid k() { // }\n  /* } */ s = \"}\";\n  if (a) {\n    c = '}';\n}\n";
        assert_eq!(lines(text, suspicious_pair(text)), Some((4, 6)));
    }
}
