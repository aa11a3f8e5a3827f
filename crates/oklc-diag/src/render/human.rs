//! The human form: a gcc-shaped first line, then an ariadne snippet with carets and labels.
//!
//! The first line is exactly what [`short`](super::short) prints, so `$gcc`-style matchers and
//! `grep` work on terminal output too. ariadne's own header line is dropped (it would repeat
//! the message); its body shows the primary label, secondary labels, notes and help. After it
//! come one line per macro expansion the location sits in ("in expansion of macro `X`", with
//! the call site and the definition) and one per `#include` that brought the file in.
//! Spans are byte offsets, so ariadne runs with [`IndexType::Byte`].

use std::sync::Arc;

use ariadne::{Cache, CharSet, Color, Config, IndexType, Label, Report, ReportKind, Source};
use oklc_span::{FileId, SourceDb, Span};

use super::{clamp, file_name, location_prefix, one_line};
use crate::{Diagnostic, Severity};

const BOLD: &str = "\x1b[1m";
const RESET: &str = "\x1b[0m";

/// Renders `diagnostic` for a terminal; `color` adds ANSI escapes. For many diagnostics use
/// one [`Human`]: this builds the line table of every file it shows again.
pub fn human(db: &SourceDb, diagnostic: &Diagnostic, color: bool) -> String {
    Human::new(db, color).render(diagnostic)
}

/// Renders diagnostics for a terminal, keeping the line tables ariadne needs from one
/// diagnostic to the next: building them per diagnostic read the whole file each time, which
/// made a file with many diagnostics quadratic.
pub struct Human<'a> {
    color: bool,
    /// Snippets drawn with ASCII characters, for a terminal that is not UTF-8.
    ascii: bool,
    cache: DbCache<'a>,
}

impl<'a> Human<'a> {
    /// A renderer for diagnostics whose spans point into `db`; `color` adds ANSI escapes.
    pub fn new(db: &'a SourceDb, color: bool) -> Self {
        Human { color, ascii: false, cache: DbCache { db, sources: Vec::new() } }
    }

    /// Draws snippets with ASCII characters (`-`, `|`, `^`) instead of Unicode boxes.
    pub fn with_ascii(mut self, ascii: bool) -> Self {
        self.ascii = ascii;
        self
    }

    /// Renders one diagnostic, as [`human`] does.
    pub fn render(&mut self, diagnostic: &Diagnostic) -> String {
        render(&mut self.cache, diagnostic, Style { color: self.color, ascii: self.ascii })
    }
}

/// How a snippet is drawn.
#[derive(Clone, Copy)]
struct Style {
    color: bool,
    ascii: bool,
}

fn render(cache: &mut DbCache<'_>, diagnostic: &Diagnostic, style: Style) -> String {
    let color = style.color;
    let db = cache.db;
    let mut out = first_line(db, diagnostic, color);
    out.push('\n');
    let shown = clamp(db, diagnostic.primary.span).filter(|&span| !too_long(db, diagnostic, span));
    if let Some(primary) = shown {
        out.push_str(&snippet(cache, diagnostic, primary, style));
    } else {
        // No source to show: keep the children as plain lines.
        for note in &diagnostic.notes {
            push_child(&mut out, "note", note, color);
        }
        if let Some(help) = &diagnostic.help {
            push_child(&mut out, "help", help, color);
        }
    }
    for frame in &diagnostic.expansion {
        let line = format!(
            "{}: note: in expansion of macro `{}`",
            location_prefix(db, frame.call_site),
            frame.macro_name
        );
        push_line(&mut out, &line);
        let line = format!(
            "{}: note: macro `{}` defined here",
            location_prefix(db, frame.definition),
            frame.macro_name
        );
        push_line(&mut out, &line);
    }
    for edit in diagnostic.fixes.iter().flat_map(|fix| &fix.edits) {
        push_line(&mut out, &super::fix_it_line(db, edit));
    }
    if diagnostic.primary.span.file.index() < db.len() {
        for directive in db.include_stack(diagnostic.primary.span.file) {
            let line = match clamp(db, directive) {
                Some(span) => format!(
                    "note: in file included from {}:{}",
                    file_name(db, span),
                    super::short::start_location(db, span).line
                ),
                None => "note: in file included from <unknown>".to_string(),
            };
            push_line(&mut out, &line);
        }
    }
    out
}

/// Lines longer than this are not shown: a minified or generated file would flood the terminal.
const MAX_SHOWN_LINE: usize = 1000;

/// Whether a line any label touches is too long to show.
fn too_long(db: &SourceDb, diagnostic: &Diagnostic, primary: Span) -> bool {
    let spans = std::iter::once(primary)
        .chain(diagnostic.secondary.iter().filter_map(|l| clamp(db, l.span)));
    spans.into_iter().any(|span| {
        let file = db.get(span.file);
        let first = file.line_index(span.lo);
        let last = file.line_index(span.hi);
        (first..=last).any(|line| file.line_text(line).len() > MAX_SHOWN_LINE)
    })
}

fn push_line(out: &mut String, line: &str) {
    out.push_str(line);
    out.push('\n');
}

fn push_child(out: &mut String, kind: &str, text: &str, color: bool) {
    let text = one_line(text);
    if color {
        out.push_str(&format!("  {BOLD}= {kind}:{RESET} {text}\n"));
    } else {
        out.push_str(&format!("  = {kind}: {text}\n"));
    }
}

/// The gcc-shaped line, bold location and coloured severity when `color` is set.
fn first_line(db: &SourceDb, diagnostic: &Diagnostic, color: bool) -> String {
    if !color {
        return super::gcc_line(db, diagnostic);
    }
    let sev = match diagnostic.severity {
        Severity::Error => "\x1b[1;31m",
        Severity::Warning => "\x1b[1;33m",
        Severity::Note => "\x1b[1;36m",
    };
    format!(
        "{BOLD}{}:{RESET} {sev}{}:{RESET} {BOLD}{}{RESET} [{}]",
        location_prefix(db, diagnostic.primary.span),
        diagnostic.severity.as_str(),
        one_line(&diagnostic.message),
        diagnostic.code
    )
}

/// ariadne's report body (everything after its header line).
fn snippet(
    cache: &mut DbCache<'_>,
    diagnostic: &Diagnostic,
    primary: Span,
    style: Style,
) -> String {
    let (db, color) = (cache.db, style.color);
    let kind = match diagnostic.severity {
        Severity::Error => ReportKind::Error,
        Severity::Warning => ReportKind::Warning,
        Severity::Note => ReportKind::Advice,
    };
    let char_set = if style.ascii { CharSet::Ascii } else { CharSet::Unicode };
    let config = Config::default()
        .with_index_type(IndexType::Byte)
        .with_color(color)
        .with_char_set(char_set);
    let primary_color = match diagnostic.severity {
        Severity::Error => Color::Red,
        Severity::Warning => Color::Yellow,
        Severity::Note => Color::Cyan,
    };
    // ariadne starts a new snippet group whenever a label's order goes back to an earlier line,
    // so labels are ordered by position; an empty message still gets its underline.
    let mut labels: Vec<(Span, &str, bool)> = vec![(primary, &diagnostic.primary.message, true)];
    labels.extend(
        diagnostic
            .secondary
            .iter()
            .filter_map(|l| Some((clamp(db, l.span)?, l.message.as_str(), false))),
    );
    labels.sort_by_key(|(span, _, is_primary)| {
        (span.file != primary.file, span.file, span.lo, !is_primary)
    });
    // ariadne walks every line from a snippet's first label to its last, shown or not: labels
    // further apart than `MAX_GAP` lines get snippets of their own (a part of the same file
    // under another cache id), so that a diagnostic costs the lines it shows, not the distance
    // between its labels (each diagnostic inside a long loop, labelled with the loop's header,
    // walked the loop up to it: quadratic).
    let mut parts = Vec::with_capacity(labels.len());
    let mut last: Option<(FileId, usize)> = None;
    let mut part = 0u32;
    for (span, _, _) in &labels {
        let file = db.get(span.file);
        let (first, end) = (file.line_index(span.lo), file.line_index(span.hi));
        match last {
            Some((f, line)) if f == span.file && first <= line + MAX_GAP => {
                last = Some((f, line.max(end)));
            }
            Some(_) => {
                part += 1;
                last = Some((span.file, end));
            }
            None => last = Some((span.file, end)),
        }
        parts.push(part);
    }
    let primary_part = labels
        .iter()
        .zip(&parts)
        .find_map(|((_, _, is_primary), part)| is_primary.then_some(*part))
        .unwrap_or(0);
    let last_part = parts.last().copied().unwrap_or(0);
    // One ariadne report per part: ariadne heads a part that does not hold the report's own
    // span with its first label's offset counted in characters but read as bytes, which is off
    // after non-ASCII text and panics when it lands inside a character. A report's own span is
    // read right, so every part is a report of its own; notes and help close the last one.
    let mut out = String::new();
    let mut labels = labels.into_iter().zip(parts).enumerate().peekable();
    while let Some(&(_, ((first, _, _), part))) = labels.peek() {
        let own = if part == primary_part { primary } else { first };
        let mut report = Report::build(kind, ariadne_span(own, part)).with_config(config);
        while let Some((order, ((span, message, is_primary), _))) =
            labels.next_if(|(_, (_, p))| *p == part)
        {
            let mut label = Label::new(ariadne_span(span, part))
                .with_order(order as i32)
                .with_message(one_line(message));
            if is_primary {
                label = label.with_priority(10);
            }
            if color {
                label = label.with_color(if is_primary { primary_color } else { Color::Blue });
            }
            report.add_label(label);
        }
        if part == last_part {
            for note in &diagnostic.notes {
                report.add_note(one_line(note));
            }
            if let Some(help) = &diagnostic.help {
                report.add_help(one_line(help));
            }
        }
        let mut buf = Vec::new();
        if report.finish().write(&mut *cache, &mut buf).is_err() {
            return String::new();
        }
        // A part without the primary label is headed with our location of its first label.
        let at = (part != primary_part).then(|| location_prefix(db, first));
        push_body(&mut out, &String::from_utf8_lossy(&buf), at.as_deref());
    }
    out
}

/// Appends ariadne's report body to `out`: its header is dropped (it repeats the message the
/// gcc-shaped line already shows), trailing blanks too (the text diffs cleanly in golden
/// files), and `at`, when given, replaces the location in the snippet's heading.
fn push_body(out: &mut String, text: &str, at: Option<&str>) {
    let body = text.split_once('\n').map_or("", |(_, body)| body);
    let mut at = at;
    for line in body.lines() {
        let line = line.trim_end_matches(' ');
        let plain = strip_ansi(line);
        // The heading `╭─[ file:line:col ]`, or `,-[ ... ]` in ASCII.
        let shown = plain
            .trim_start()
            .strip_prefix('╭')
            .and_then(|r| r.strip_prefix("─[ "))
            .or_else(|| plain.trim_start().strip_prefix(",-[ "));
        match (shown.and_then(|r| r.strip_suffix(" ]")), at) {
            (Some(shown), Some(ours)) => {
                out.push_str(&line.replacen(shown, ours, 1));
                at = None;
            }
            _ => out.push_str(line),
        }
        out.push('\n');
    }
}

/// `line` without ANSI colour escapes.
fn strip_ansi(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            chars.by_ref().find(|c| *c == 'm');
        } else {
            out.push(c);
        }
    }
    out
}

/// How many lines may lie between two labels of one snippet.
const MAX_GAP: usize = 50;

/// A span as ariadne takes it: the cache id is the file and the snippet's part of it.
fn ariadne_span(span: Span, part: u32) -> ((FileId, u32), std::ops::Range<usize>) {
    ((span.file, part), span.range())
}

/// The text ariadne shows: control characters would reach the terminal as they are (an escape
/// sequence in a source file could rewrite the screen), and ariadne breaks lines at more
/// characters than `\n`, which would shift its line numbers against ours. Each such character
/// is replaced by one of the same UTF-8 length, so byte offsets stay valid.
fn sanitize(text: &Arc<str>) -> Arc<str> {
    let odd =
        |c: char| (c.is_control() && c != '\n' && c != '\t') || c == '\u{2028}' || c == '\u{2029}';
    if !text.chars().any(odd) {
        return text.clone();
    }
    text.chars()
        .map(|c| match c {
            c if !odd(c) => c,
            c if c.len_utf8() == 1 => ' ',
            c if c.len_utf8() == 2 => '\u{00B7}',
            _ => '\u{FFFD}',
        })
        .collect::<String>()
        .into()
}

/// Feeds ariadne the files of the database, building its line tables on first use.
struct DbCache<'a> {
    db: &'a SourceDb,
    sources: Vec<Option<Source<Arc<str>>>>,
}

/// Every part of a file is the whole file: only the id differs.
impl Cache<(FileId, u32)> for DbCache<'_> {
    type Storage = Arc<str>;

    fn fetch(
        &mut self,
        (id, _): &(FileId, u32),
    ) -> Result<&Source<Arc<str>>, impl std::fmt::Debug> {
        let idx = id.index();
        if idx >= self.db.len() {
            return Err(format!("no file {idx}"));
        }
        if self.sources.len() <= idx {
            self.sources.resize_with(idx + 1, || None);
        }
        let db = self.db;
        Ok(self.sources[idx].get_or_insert_with(|| Source::from(sanitize(&db.get(*id).text))))
    }

    fn display<'b>(&self, (id, _): &'b (FileId, u32)) -> Option<impl std::fmt::Display + 'b> {
        (id.index() < self.db.len()).then(|| self.db.get(*id).name.to_string())
    }
}
