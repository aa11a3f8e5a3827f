//! Source files, byte spans and line/column lookup.
//!
//! Every later stage names source positions with a [`Span`]: a file id plus a half-open byte
//! range. The [`SourceDb`] owns the text of every file the compiler read (including one entry per
//! `#include` instance, so that each instance has its own include stack) and answers line/column
//! questions through codespan-reporting's `files` database. This crate does no I/O.

use std::ops::Range;
use std::sync::Arc;

use codespan_reporting::files::{self, Files};

/// Index of a file in the [`SourceDb`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct FileId(pub u32);

impl FileId {
    /// Position of the file in the database.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A half-open byte range `lo..hi` in one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Span {
    pub file: FileId,
    pub lo: u32,
    pub hi: u32,
}

impl Span {
    pub fn new(file: FileId, lo: u32, hi: u32) -> Span {
        debug_assert!(lo <= hi, "span {lo}..{hi} is reversed");
        Span { file, lo, hi }
    }

    /// A zero-width span at `pos`.
    pub fn point(file: FileId, pos: u32) -> Span {
        Span { file, lo: pos, hi: pos }
    }

    pub fn range(self) -> Range<usize> {
        self.lo as usize..self.hi as usize
    }

    pub fn len(self) -> u32 {
        self.hi - self.lo
    }

    pub fn is_empty(self) -> bool {
        self.lo == self.hi
    }

    /// The smallest span covering both; when the files differ `self` wins, because a construct
    /// that straddles an `#include` boundary is reported where it starts.
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span { file: self.file, lo: self.lo.min(other.lo), hi: self.hi.max(other.hi) }
    }

    pub fn contains(self, other: Span) -> bool {
        self.file == other.file && self.lo <= other.lo && other.hi <= self.hi
    }
}

/// The macro expansion a token came out of; [`ExpnId::ROOT`] for tokens written directly in a
/// file. The preprocessor owns the table these ids index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct ExpnId(pub u32);

impl ExpnId {
    /// Not produced by any macro expansion.
    pub const ROOT: ExpnId = ExpnId(0);

    pub fn is_root(self) -> bool {
        self == ExpnId::ROOT
    }
}

/// How a file entered the compilation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileOrigin {
    /// Named on the command line (or given directly to the driver).
    Root,
    /// Pulled in by the `#include` directive at this span.
    Included { directive: Span },
    /// Text the compiler made up: command-line `-D` definitions, predefined macros.
    Synthetic,
}

/// One source file: its display name, its text and where its lines start.
#[derive(Clone, Debug)]
pub struct SourceFile {
    pub name: Arc<str>,
    pub text: Arc<str>,
    pub origin: FileOrigin,
    line_starts: Arc<[u32]>,
    /// Every byte is ASCII, so a column is a byte distance: a file of one long line (minified or
    /// generated) with many diagnostics must not count characters from the line start for each.
    ascii: bool,
}

impl SourceFile {
    /// Byte offsets where each line starts; line 0 starts at 0.
    pub fn line_starts(&self) -> &[u32] {
        &self.line_starts
    }

    /// 0-based line index containing byte offset `pos` (the end of the file counts as the last
    /// line).
    pub fn line_index(&self, pos: u32) -> usize {
        match self.line_starts.binary_search(&pos) {
            Ok(line) => line,
            Err(next) => next - 1,
        }
    }

    /// 1-based line and 1-based column in Unicode scalar values, as gcc and most editors count.
    pub fn line_col(&self, pos: u32) -> (u32, u32) {
        let pos = pos.min(self.text.len() as u32);
        let line = self.line_index(pos);
        (line as u32 + 1, self.column(line, pos))
    }

    /// The 1-based column, in Unicode scalar values, of byte offset `pos` on the 0-based line
    /// `line` (an offset past the line's end counts to the end).
    pub fn column(&self, line: usize, pos: u32) -> u32 {
        let Some(&start) = self.line_starts.get(line) else { return 1 };
        let line_end = self.line_starts.get(line + 1).map_or(self.text.len(), |&e| e as usize);
        let end = (pos as usize).min(line_end).max(start as usize);
        let start = start as usize;
        let chars = if self.ascii {
            end - start
        } else {
            self.text[start..floor_char_boundary(&self.text, end)].chars().count()
        };
        chars as u32 + 1
    }

    /// 0-based line and 0-based UTF-16 column, as the Language Server Protocol counts.
    pub fn lsp_position(&self, pos: u32) -> (u32, u32) {
        let pos = pos.min(self.text.len() as u32);
        let line = self.line_index(pos);
        let start = self.line_starts[line] as usize;
        let end = floor_char_boundary(&self.text, pos as usize);
        let col = if self.ascii {
            end - start
        } else {
            self.text[start..end].chars().map(char::len_utf16).sum()
        };
        (line as u32, col as u32)
    }

    /// The text of the 0-based line `line`, without its line terminator.
    pub fn line_text(&self, line: usize) -> &str {
        let start = self.line_starts[line] as usize;
        let end = self.line_starts.get(line + 1).map_or(self.text.len(), |&e| e as usize);
        self.text[start..end].trim_end_matches(['\n', '\r'])
    }
}

fn floor_char_boundary(text: &str, mut pos: usize) -> usize {
    while pos > 0 && !text.is_char_boundary(pos) {
        pos -= 1;
    }
    pos
}

fn compute_line_starts(text: &str) -> Arc<[u32]> {
    std::iter::once(0)
        .chain(text.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i as u32 + 1))
        .collect()
}

/// All source text of one compilation, addressed by [`FileId`].
#[derive(Clone, Debug, Default)]
pub struct SourceDb {
    files: Vec<SourceFile>,
}

impl SourceDb {
    pub fn new() -> SourceDb {
        SourceDb::default()
    }

    /// Adds a file and returns its id. Text longer than `u32::MAX` bytes cannot be addressed by a
    /// [`Span`]; callers (the driver) reject such files before adding them.
    pub fn add(
        &mut self,
        name: impl Into<Arc<str>>,
        text: impl Into<Arc<str>>,
        origin: FileOrigin,
    ) -> FileId {
        let text = text.into();
        assert!(text.len() <= u32::MAX as usize, "file too large for a u32 span");
        let id = FileId(self.files.len() as u32);
        let line_starts = compute_line_starts(&text);
        let ascii = text.is_ascii();
        self.files.push(SourceFile { name: name.into(), text, origin, line_starts, ascii });
        id
    }

    /// Adds another instance of an already loaded file (a second `#include` of it), sharing its
    /// text and line table.
    pub fn add_instance(&mut self, of: FileId, origin: FileOrigin) -> FileId {
        let mut file = self.files[of.index()].clone();
        file.origin = origin;
        let id = FileId(self.files.len() as u32);
        self.files.push(file);
        id
    }

    pub fn get(&self, id: FileId) -> &SourceFile {
        &self.files[id.index()]
    }

    pub fn len(&self) -> usize {
        self.files.len()
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files.iter().enumerate().map(|(i, f)| (FileId(i as u32), f))
    }

    /// The text a span covers.
    pub fn snippet(&self, span: Span) -> &str {
        let text = &self.get(span.file).text;
        text.get(span.range()).unwrap_or("")
    }

    /// Whether the span lies inside its file (a fuzzing invariant).
    pub fn is_valid(&self, span: Span) -> bool {
        span.file.index() < self.files.len()
            && span.lo <= span.hi
            && span.hi as usize <= self.get(span.file).text.len()
    }

    /// The chain of `#include` directives that brought `file` in, innermost first.
    pub fn include_stack(&self, file: FileId) -> Vec<Span> {
        let mut stack = Vec::new();
        let mut cur = file;
        while let FileOrigin::Included { directive } = self.get(cur).origin {
            stack.push(directive);
            if stack.len() > self.files.len() {
                break;
            }
            cur = directive.file;
        }
        stack
    }
}

impl<'a> Files<'a> for SourceDb {
    type FileId = FileId;
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, id: FileId) -> Result<&'a str, files::Error> {
        self.files.get(id.index()).map(|f| &*f.name).ok_or(files::Error::FileMissing)
    }

    fn source(&'a self, id: FileId) -> Result<&'a str, files::Error> {
        self.files.get(id.index()).map(|f| &*f.text).ok_or(files::Error::FileMissing)
    }

    fn line_index(&'a self, id: FileId, byte_index: usize) -> Result<usize, files::Error> {
        let file = self.files.get(id.index()).ok_or(files::Error::FileMissing)?;
        Ok(file.line_index(byte_index.min(file.text.len()) as u32))
    }

    fn column_number(
        &'a self,
        id: FileId,
        line_index: usize,
        byte_index: usize,
    ) -> Result<usize, files::Error> {
        let file = self.files.get(id.index()).ok_or(files::Error::FileMissing)?;
        let pos = byte_index.min(file.text.len()) as u32;
        Ok(file.column(line_index, pos) as usize)
    }

    fn line_range(&'a self, id: FileId, line_index: usize) -> Result<Range<usize>, files::Error> {
        let file = self.files.get(id.index()).ok_or(files::Error::FileMissing)?;
        let starts = file.line_starts();
        let start = *starts
            .get(line_index)
            .ok_or(files::Error::LineTooLarge { given: line_index, max: starts.len() - 1 })?
            as usize;
        let end = starts.get(line_index + 1).map_or(file.text.len(), |&e| e as usize);
        Ok(start..end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_columns_count_chars_and_utf16() {
        let mut db = SourceDb::new();
        let f = db.add("a.okl", "ab\nλx𝔸y\n", FileOrigin::Root);
        let file = db.get(f);
        assert_eq!(file.line_col(0), (1, 1));
        assert_eq!(file.line_col(3), (2, 1));
        // 'y' sits after λ (2 bytes), x (1), 𝔸 (4 bytes).
        let y = "ab\nλx𝔸".len() as u32;
        assert_eq!(file.line_col(y), (2, 4));
        assert_eq!(file.lsp_position(y), (1, 4));
        assert_eq!(file.line_text(1), "λx𝔸y");
    }

    /// The codespan `Files` view (used by the short format) and `line_col` agree, on ASCII-only
    /// files (byte distances) and on others (characters), at every offset.
    #[test]
    fn files_columns_match_line_col() {
        let mut db = SourceDb::new();
        for text in ["int a;\n\tb = c + d;\n", "x\n// é\tλ\ny = 1;\n"] {
            let f = db.add("c.okl", text, FileOrigin::Root);
            for pos in (0..=text.len()).filter(|&p| text.is_char_boundary(p)) {
                let loc = db.location(f, pos).unwrap();
                let (line, col) = db.get(f).line_col(pos as u32);
                assert_eq!(
                    (loc.line_number as u32, loc.column_number as u32),
                    (line, col),
                    "{pos}"
                );
                let line_start = text[..pos].rfind('\n').map_or(0, |i| i + 1);
                assert_eq!(col as usize, text[line_start..pos].chars().count() + 1);
            }
        }
    }

    #[test]
    fn include_stack_walks_directives() {
        let mut db = SourceDb::new();
        let root = db.add("main.okl", "#include \"a.h\"\n", FileOrigin::Root);
        let a = db.add(
            "a.h",
            "#include \"b.h\"\n",
            FileOrigin::Included { directive: Span::new(root, 0, 14) },
        );
        let b = db.add("b.h", "", FileOrigin::Included { directive: Span::new(a, 0, 14) });
        assert_eq!(db.include_stack(b), vec![Span::new(a, 0, 14), Span::new(root, 0, 14)]);
        assert!(db.include_stack(root).is_empty());
    }
}
