//! Open documents: their text, kept up to date by full and incremental changes.

use lsp_types::{Position, TextDocumentContentChangeEvent};

/// One open document.
#[derive(Clone, Debug)]
pub(crate) struct Document {
    pub(crate) text: String,
    pub(crate) version: i32,
}

impl Document {
    /// Applies the changes of one `didChange`, in order.
    pub(crate) fn apply(&mut self, version: i32, changes: Vec<TextDocumentContentChangeEvent>) {
        for change in changes {
            match change.range {
                Some(range) => {
                    let (lo, hi) = (offset(&self.text, range.start), offset(&self.text, range.end));
                    self.text.replace_range(lo.min(hi)..hi.max(lo), &change.text);
                }
                None => self.text = change.text,
            }
        }
        self.version = version;
    }
}

/// The byte offset of an LSP position (0-based line, UTF-16 column), clamped to the text.
pub(crate) fn offset(text: &str, position: Position) -> usize {
    let mut line_start = 0;
    for _ in 0..position.line {
        match text[line_start..].find('\n') {
            Some(i) => line_start += i + 1,
            None => return text.len(),
        }
    }
    let mut units = 0;
    for (i, c) in text[line_start..].char_indices() {
        if units >= position.character as usize || c == '\n' {
            return line_start + i;
        }
        units += c.len_utf16();
    }
    text.len()
}

/// The LSP position of a byte offset (the inverse of [`offset`]).
#[cfg(test)]
fn position(text: &str, offset: usize) -> Position {
    let offset = offset.min(text.len());
    let before = &text[..floor(text, offset)];
    let line = before.matches('\n').count();
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    let character: usize = before[start..].chars().map(char::len_utf16).sum();
    Position::new(line as u32, character as u32)
}

#[cfg(test)]
fn floor(text: &str, mut i: usize) -> usize {
    while i > 0 && !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use lsp_types::Range;

    use super::*;

    #[test]
    fn incremental_changes_count_utf16_columns() {
        // `é` is one UTF-16 unit and two bytes, `𝛼` two units and four bytes.
        let mut doc = Document { text: "a é 𝛼 x\nsecond\n".into(), version: 1 };
        let at = |line, character| Position::new(line, character);
        assert_eq!(offset(&doc.text, at(0, 7)), 10);
        assert_eq!(position(&doc.text, 10), at(0, 7));
        doc.apply(
            2,
            vec![TextDocumentContentChangeEvent {
                range: Some(Range::new(at(0, 7), at(0, 8))),
                range_length: None,
                text: "y".into(),
            }],
        );
        assert_eq!(doc.text, "a é 𝛼 y\nsecond\n");
        doc.apply(
            3,
            vec![TextDocumentContentChangeEvent {
                range: Some(Range::new(at(1, 0), at(1, 6))),
                range_length: None,
                text: "2nd".into(),
            }],
        );
        assert_eq!((doc.text.as_str(), doc.version), ("a é 𝛼 y\n2nd\n", 3));
    }
}
