//! Source provenance in the output: original comments re-emitted where they belong and
//! `#line` directives that point compiler messages back at the OKL file.
//!
//! A comment is printed once, before the first printed statement or item that starts after it
//! inside the same enclosing block; comments inside a statement that no nested block claimed
//! (comments inside expressions) are dropped when that statement is done. Comments left at the
//! end of a block are printed before its closing brace. `#line` is only printed when the
//! output line would otherwise be attributed to the wrong source line.

use oklc_span::{FileId, SourceDb, Span};

use crate::Options;

/// Owns no borrowed data (the source database comes with each call), so a printer can be
/// suspended between the batches of a streamed file and resumed with fresh borrows.
pub(crate) struct SourceTracker {
    line_directives: bool,
    /// Comment spans sorted by position, with a "done" flag.
    comments: Vec<(Span, bool)>,
    /// Skip pointers over printed comments (`skip[i] == i` while comment `i` is pending; one
    /// extra sentinel entry), so every query is amortised near-constant instead of a scan of all
    /// comments per printed statement.
    skip: Vec<usize>,
    /// Lines written so far.
    out_lines: usize,
    /// After a `#line N "f"`: (file, N, output line the directive applies to).
    presumed: Option<(FileId, u32, usize)>,
}

impl SourceTracker {
    pub(crate) fn new(options: &Options<'_>) -> SourceTracker {
        let db = options.source_db;
        let mut comments: Vec<(Span, bool)> = match db {
            Some(db) => options
                .comments
                .iter()
                .filter(|s| db.is_valid(**s) && !s.is_empty())
                .map(|s| (*s, false))
                .collect(),
            None => Vec::new(),
        };
        comments.sort_by_key(|(s, _)| (s.file, s.lo, s.hi));
        comments.dedup_by_key(|(s, _)| *s);
        let skip = (0..=comments.len()).collect();
        SourceTracker {
            line_directives: options.line_directives,
            comments,
            skip,
            out_lines: 0,
            presumed: None,
        }
    }

    pub(crate) fn count_lines(&mut self, text: &str) {
        self.out_lines += text.bytes().filter(|&b| b == b'\n').count();
    }

    fn usable(db: Option<&SourceDb>, span: Span) -> Option<&SourceDb> {
        let db = db?;
        (db.is_valid(span) && !span.is_empty()).then_some(db)
    }

    /// Text to print before a statement or item at `span` (comments, then `#line`).
    pub(crate) fn before(
        &mut self,
        db: Option<&SourceDb>,
        span: Span,
        range: Option<Span>,
        indent: usize,
    ) -> String {
        let Some(db) = Self::usable(db, span) else { return String::new() };
        let mut text = String::new();
        let from = match range {
            Some(r) if r.file == span.file => r.lo,
            Some(_) => return text,
            None => 0,
        };
        let (start, end) = (self.position(span.file, from), self.position(span.file, span.lo));
        let mut i = self.next_pending(start);
        while i < end {
            let c = self.comments[i].0;
            if c.hi <= span.lo && range.is_none_or(|r| r.contains(c)) {
                self.mark(i);
                push_comment(&mut text, db, c, indent);
            }
            i = self.next_pending(i + 1);
        }
        let directive = self.line_directive(db, span, &text);
        text.push_str(&directive);
        self.count_lines(&text);
        text
    }

    /// A `#line` directive for `span` alone, when the presumed line is off.
    pub(crate) fn sync(&mut self, db: Option<&SourceDb>, span: Span) -> String {
        let Some(db) = Self::usable(db, span) else { return String::new() };
        let text = self.line_directive(db, span, "");
        self.count_lines(&text);
        text
    }

    /// The `#line` needed before printing `span` after `pending` (text not yet counted).
    fn line_directive(&mut self, db: &SourceDb, span: Span, pending: &str) -> String {
        let mut text = String::new();
        if self.line_directives {
            let file = db.get(span.file);
            let (line, _) = file.line_col(span.lo);
            let out_line = self.out_lines + pending.bytes().filter(|&b| b == b'\n').count();
            let current = self.presumed.and_then(|(f, n, at)| {
                (f == span.file).then(|| n as usize + out_line.saturating_sub(at))
            });
            if current != Some(line as usize) {
                let name = file.name.replace('\\', "\\\\").replace('"', "\\\"");
                text.push_str(&format!("#line {line} \"{name}\"\n"));
                self.presumed = Some((span.file, line, out_line + 1));
            }
        }
        text
    }

    pub(crate) fn after(&mut self, db: Option<&SourceDb>, span: Span) {
        if Self::usable(db, span).is_none() {
            return;
        }
        let (start, end) = (self.position(span.file, span.lo), self.position(span.file, span.hi));
        let mut i = self.next_pending(start);
        while i < end {
            if span.contains(self.comments[i].0) {
                self.mark(i);
            }
            i = self.next_pending(i + 1);
        }
    }

    /// Index of the first comment at or after `(file, lo)`.
    fn position(&self, file: FileId, lo: u32) -> usize {
        self.comments.partition_point(|(c, _)| (c.file, c.lo) < (file, lo))
    }

    /// The first pending comment at or after `i` (`comments.len()` when none).
    fn next_pending(&mut self, i: usize) -> usize {
        let mut root = i.min(self.comments.len());
        while self.skip[root] != root {
            root = self.skip[root];
        }
        let mut cur = i.min(self.comments.len());
        while self.skip[cur] != root {
            let next = self.skip[cur];
            self.skip[cur] = root;
            cur = next;
        }
        root
    }

    fn mark(&mut self, i: usize) {
        self.comments[i].1 = true;
        self.skip[i] = i + 1;
    }

    /// Comments left inside `range` (or anywhere, at the top level) after its last statement.
    pub(crate) fn trailing(
        &mut self,
        db: Option<&SourceDb>,
        range: Option<Span>,
        indent: usize,
    ) -> String {
        let Some(db) = db else { return String::new() };
        let mut text = String::new();
        let (start, end) = match range {
            Some(r) if !db.is_valid(r) || r.is_empty() => return text,
            Some(r) => (self.position(r.file, r.lo), self.position(r.file, r.hi)),
            None => (0, self.comments.len()),
        };
        let mut i = self.next_pending(start);
        while i < end {
            let c = self.comments[i].0;
            if range.is_none_or(|r| r.contains(c)) {
                self.mark(i);
                push_comment(&mut text, db, c, indent);
            }
            i = self.next_pending(i + 1);
        }
        self.count_lines(&text);
        // The next line no longer matches the presumed source line reliably.
        if !text.is_empty() {
            self.presumed = None;
        }
        text
    }
}

/// Appends comment `c`, its first line indented by `indent` levels (two spaces each).
fn push_comment(text: &mut String, db: &SourceDb, c: Span, indent: usize) {
    for (i, line) in db.snippet(c).lines().enumerate() {
        if i == 0 {
            for _ in 0..indent {
                text.push_str("  ");
            }
            text.push_str(line.trim());
        } else {
            text.push_str(line.trim_end());
        }
        text.push('\n');
    }
}
