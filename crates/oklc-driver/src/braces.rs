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

/// Turns an "unexpected end of file" error with a block left open into gcc's
/// "expected `}` at end of input", with a note at the `{` that is probably unclosed.
pub(crate) fn label_unclosed_brace(db: &SourceDb, mut d: Diagnostic) -> Diagnostic {
    if d.code != codes::parse::UNEXPECTED_EOF {
        return d;
    }
    let file = d.primary.span.file;
    let text = &db.get(file).text;
    let Some(unclosed) = unclosed_brace(text) else { return d };
    d.message = "expected `}` at end of input".to_string();
    let note = match unclosed.misaligned_close {
        Some(close) => format!(
            "to match this `{{`, probably the one left open: the `}}` on line {} that closes it lines up with an outer block",
            db.get(file).line_col(close as u32).0
        ),
        None => "to match this `{`".to_string(),
    };
    let open = unclosed.open as u32;
    d.with_note_at(Span::new(file, open, open + 1), note)
}

/// The `{` an unbalanced text probably leaves open.
#[derive(Debug, PartialEq, Eq)]
struct Unclosed {
    open: usize,
    /// The `}` that closes `open` but lines up with an outer block, when there is one.
    misaligned_close: Option<usize>,
}

/// The `{` left open at the end of `text`: the one of [`suspicious_pair`] when the indentation
/// points at one, else the innermost brace still open; `None` when every brace is closed.
fn unclosed_brace(text: &str) -> Option<Unclosed> {
    let (pair, innermost) = brace_scan(text);
    let innermost = innermost?;
    Some(match pair {
        Some((open, close)) => Unclosed { open, misaligned_close: Some(close) },
        None => Unclosed { open: innermost, misaligned_close: None },
    })
}

/// The brace pair (offsets of `{` and `}`) whose `}` comes first among those where the `}`
/// starts its line at another indentation than the line of its `{`, when braces are left
/// open at the end of the text (otherwise the text gives no reason to suspect one).
#[cfg(test)]
fn suspicious_pair(text: &str) -> Option<(usize, usize)> {
    brace_scan(text).0
}

/// [`suspicious_pair`] and the innermost `{` still open at the end of the text.
fn brace_scan(text: &str) -> (Option<(usize, usize)>, Option<usize>) {
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
    let innermost = stack.last().map(|(open, _)| *open);
    (if stack.is_empty() { None } else { best }, innermost)
}

/// The number of blanks and tabs that start the line at `start`.
fn indent(b: &[u8], start: usize) -> usize {
    b[start..].iter().take_while(|c| matches!(c, b' ' | b'\t')).count()
}

#[cfg(test)]
mod tests {
    use super::{Unclosed, suspicious_pair, unclosed_brace};

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
    fn the_innermost_open_brace_is_named_when_indentation_says_nothing() {
        let text = "void k() {\n  if (a) {\n  }\n";
        assert_eq!(unclosed_brace(text), Some(Unclosed { open: 9, misaligned_close: None }));
        assert_eq!(unclosed_brace("void k() {}\n"), None);
    }

    #[test]
    fn skips_comments_literals_and_directives() {
        let text =
            "#define OPEN {\nvoid k() { // }\n  /* } */ s = \"}\";\n  if (a) {\n    c = '}';\n}\n";
        assert_eq!(lines(text, suspicious_pair(text)), Some((4, 6)));
    }
}
