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

pub(crate) struct SourceTracker<'a> {
    db: Option<&'a SourceDb>,
    line_directives: bool,
    /// Comment spans sorted by position, with a "done" flag.
    comments: Vec<(Span, bool)>,
    /// Lines written so far.
    out_lines: usize,
    /// After a `#line N "f"`: (file, N, output line the directive applies to).
    presumed: Option<(FileId, u32, usize)>,
}

impl<'a> SourceTracker<'a> {
    pub(crate) fn new(options: &Options<'a>) -> SourceTracker<'a> {
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
        SourceTracker {
            db,
            line_directives: options.line_directives,
            comments,
            out_lines: 0,
            presumed: None,
        }
    }

    pub(crate) fn count_lines(&mut self, text: &str) {
        self.out_lines += text.bytes().filter(|&b| b == b'\n').count();
    }

    fn usable(&self, span: Span) -> Option<&'a SourceDb> {
        let db = self.db?;
        (db.is_valid(span) && !span.is_empty()).then_some(db)
    }

    /// Text to print before a statement or item at `span` (comments, then `#line`).
    pub(crate) fn before(&mut self, span: Span, range: Option<Span>, indent: &str) -> String {
        let Some(db) = self.usable(span) else { return String::new() };
        let mut text = String::new();
        for i in 0..self.comments.len() {
            let (c, done) = self.comments[i];
            if done || c.file != span.file || c.hi > span.lo {
                continue;
            }
            if range.is_some_and(|r| !r.contains(c)) {
                continue;
            }
            self.comments[i].1 = true;
            text.push_str(&self.comment_text(db, c, indent));
        }
        let directive = self.line_directive(db, span, &text);
        text.push_str(&directive);
        self.count_lines(&text);
        text
    }

    /// A `#line` directive for `span` alone, when the presumed line is off.
    pub(crate) fn sync(&mut self, span: Span) -> String {
        let Some(db) = self.usable(span) else { return String::new() };
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

    pub(crate) fn after(&mut self, span: Span) {
        if self.usable(span).is_none() {
            return;
        }
        for (c, done) in &mut self.comments {
            if span.contains(*c) {
                *done = true;
            }
        }
    }

    /// Comments left inside `range` (or anywhere, at the top level) after its last statement.
    pub(crate) fn trailing(&mut self, range: Option<Span>, indent: &str) -> String {
        let Some(db) = self.db else { return String::new() };
        let mut text = String::new();
        for i in 0..self.comments.len() {
            let (c, done) = self.comments[i];
            if done || range.is_some_and(|r| !r.contains(c) || !db.is_valid(r) || r.is_empty()) {
                continue;
            }
            self.comments[i].1 = true;
            text.push_str(&self.comment_text(db, c, indent));
        }
        self.count_lines(&text);
        // The next line no longer matches the presumed source line reliably.
        if !text.is_empty() {
            self.presumed = None;
        }
        text
    }

    fn comment_text(&self, db: &SourceDb, c: Span, indent: &str) -> String {
        let mut text = String::new();
        for (i, line) in db.snippet(c).lines().enumerate() {
            if i == 0 {
                text.push_str(indent);
                text.push_str(line.trim());
            } else {
                text.push_str(line.trim_end());
            }
            text.push('\n');
        }
        text
    }
}
