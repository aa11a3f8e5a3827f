//! The rewrite itself: finds the attributes of a token stream and spells each in the other form.
//!
//! The tokens are split into regions: code (everything outside directive lines, one region for
//! the whole file even where directives interrupt it), each `#define` body (with its macro
//! parameters) and each `#pragma occa attributes` line. Other directive lines are left alone.
//! Within a region a stack of parentheses tells which `for` header, if any, a token is in and how
//! many `;` of that header came before it, which is how the trailing loop clause is found.

use std::ops::Range;

use oklc_diag::{Diagnostic, codes::normalize as codes};
use oklc_lex::{Sym, TokKind, Token};
use oklc_span::Span;

use crate::Edit;
use crate::escape::{comment_body, from_comment_body, plain_c_string, push_c_string};

/// The comment that keeps a moved trailing `for` clause (`/*okl:; @outer*/`), and a `##` of
/// attribute arguments in a macro (`/*okl:##*/`).
const MARKER_OPEN: &str = "/*okl:";

/// The attribute names oklc knows. Any other `@name` may be a
/// macro (`@LOOP_KIND` with `#define LOOP_KIND outer`), which the C++ spelling could not expand,
/// so it is left as written.
const KNOWN: &[&str] = oklc_lex::OKL_ATTRIBUTES;

/// Macro parameters of the `#define` whose body is converted (`__VA_ARGS__` for `...`).
#[derive(Clone, Debug, Default)]
struct Params(Option<Vec<Sym>>);

impl Params {
    fn has(&self, t: &Token) -> bool {
        t.kind == TokKind::Ident && self.0.as_ref().is_some_and(|p| p.contains(&t.text))
    }

    fn in_define(&self) -> bool {
        self.0.is_some()
    }
}

/// An open parenthesis; for a `for` header, the keyword and the `;` seen so far.
#[derive(Debug)]
struct Frame {
    for_kw: Option<usize>,
    semis: u32,
    last_semi: usize,
}

/// The part of a file that is converted, with the context its tokens are read in.
#[derive(Debug)]
enum Region {
    /// Code outside directive lines; all code regions share one parenthesis stack.
    Code(Range<usize>),
    /// A `#define` body or a `#pragma occa attributes` line (`Params(None)`).
    Directive(Range<usize>, Params),
}

fn is_comment(t: &Token) -> bool {
    t.kind.is_comment()
}

/// Whether `t` is a cv-qualifier keyword (`restrict` and its GNU spellings included).
fn is_cv(t: &Token) -> bool {
    t.kind == TokKind::Ident
        && matches!(
            t.text.as_str(),
            "const" | "volatile" | "restrict" | "__restrict__" | "__restrict"
        )
}

/// The index of the first token at or after `i` that is not a comment.
fn skip_comments(toks: &[Token], mut i: usize, end: usize) -> usize {
    while i < end && is_comment(&toks[i]) {
        i += 1;
    }
    i
}

/// The regions of a file, and the names it `#define`s anywhere.
fn regions(toks: &[Token]) -> (Vec<Region>, Vec<Sym>) {
    let mut out = Vec::new();
    let mut macros = Vec::new();
    let mut code_start = 0;
    let mut i = 0;
    while i < toks.len() {
        if !(toks[i].kind == TokKind::Hash && toks[i].at_line_start()) {
            i += 1;
            continue;
        }
        if code_start < i {
            out.push(Region::Code(code_start..i));
        }
        let end = (i + 1..toks.len()).find(|&j| toks[j].at_line_start()).unwrap_or(toks.len());
        let name = skip_comments(toks, i + 1, end);
        if name < end && toks[name].is_ident("define") {
            let macro_name = skip_comments(toks, name + 1, end);
            if macro_name < end {
                macros.push(toks[macro_name].text);
            }
            let mut body = macro_name + 1;
            let mut params = Vec::new();
            if body < end && toks[body].kind == TokKind::LParen && !toks[body].has_leading_space() {
                body += 1;
                while body < end && toks[body].kind != TokKind::RParen {
                    match toks[body].kind {
                        TokKind::Ident => params.push(toks[body].text),
                        TokKind::Ellipsis => params.push(Sym::intern("__VA_ARGS__")),
                        _ => {}
                    }
                    body += 1;
                }
                body += 1;
            }
            if body < end {
                out.push(Region::Directive(body..end, Params(Some(params))));
            }
        } else if name < end && toks[name].is_ident("pragma") {
            let occa = skip_comments(toks, name + 1, end);
            let attributes = skip_comments(toks, occa + 1, end);
            if attributes < end
                && toks[occa].is_ident("occa")
                && toks[attributes].is_ident("attributes")
            {
                out.push(Region::Directive(attributes + 1..end, Params(None)));
            }
        }
        i = end;
        code_start = end;
    }
    if code_start < toks.len() {
        out.push(Region::Code(code_start..toks.len()));
    }
    (out, macros)
}

fn lo(t: &Token) -> usize {
    t.span.lo as usize
}

fn hi(t: &Token) -> usize {
    t.span.hi as usize
}

/// Converts the `@attr` spellings of a file to C++ attributes.
/// Attributes that stay as written are reported as warnings.
pub(crate) fn to_cxx(
    text: &str,
    toks: &[Token],
) -> Result<(Vec<Edit>, Vec<Diagnostic>), Vec<Diagnostic>> {
    let (regions, macros) = regions(toks);
    let mut w = Walk {
        text,
        toks,
        edits: Vec::new(),
        diags: Vec::new(),
        warnings: Vec::new(),
        claimed: Vec::new(),
        macros,
    };
    let mut code_frames = Vec::new();
    for region in regions {
        match region {
            Region::Code(r) => w.forward(r, &mut code_frames, &Params::default()),
            Region::Directive(r, params) => w.forward(r, &mut Vec::new(), &params),
        }
    }
    if w.diags.is_empty() { Ok((w.edits, w.warnings)) } else { Err(w.diags) }
}

/// Converts the C++ attributes that [`to_cxx`] writes back to `@attr` spellings.
pub(crate) fn to_okl(text: &str, toks: &[Token]) -> Vec<Edit> {
    let (regions, macros) = regions(toks);
    let mut w = Walk {
        text,
        toks,
        edits: Vec::new(),
        diags: Vec::new(),
        warnings: Vec::new(),
        claimed: Vec::new(),
        macros,
    };
    // Moved clauses first: the attributes they moved are removed, not converted.
    for markers in [true, false] {
        let mut code_frames = Vec::new();
        for region in &regions {
            match region {
                Region::Code(r) => {
                    w.backward(r.clone(), &mut code_frames, &Params::default(), markers);
                }
                Region::Directive(r, params) => {
                    w.backward(r.clone(), &mut Vec::new(), params, markers);
                }
            }
        }
    }
    w.edits
}

struct Walk<'a> {
    text: &'a str,
    toks: &'a [Token],
    edits: Vec<Edit>,
    diags: Vec<Diagnostic>,
    warnings: Vec<Diagnostic>,
    /// Names the file `#define`s.
    macros: Vec<Sym>,
    /// Byte ranges of attributes in front of a `for` that a moved clause accounts for.
    claimed: Vec<Range<usize>>,
}

/// Updates the parenthesis stack for token `k`; `pending_for` is the `for` keyword waiting for
/// its `(`.
fn track(toks: &[Token], k: usize, frames: &mut Vec<Frame>, pending_for: &mut Option<usize>) {
    let t = &toks[k];
    if is_comment(t) {
        return;
    }
    match t.kind {
        TokKind::Ident if t.text == "for" => {
            *pending_for = Some(k);
            return;
        }
        TokKind::LParen => {
            frames.push(Frame { for_kw: pending_for.take(), semis: 0, last_semi: k });
        }
        TokKind::RParen => {
            frames.pop();
        }
        TokKind::Semi => {
            if let Some(f) = frames.last_mut()
                && f.for_kw.is_some()
            {
                f.semis += 1;
                f.last_semi = k;
            }
        }
        _ => {}
    }
    *pending_for = None;
}

impl Walk<'_> {
    fn src(&self, t: &Token) -> &str {
        &self.text[lo(t)..hi(t)]
    }

    fn forward(&mut self, r: Range<usize>, frames: &mut Vec<Frame>, params: &Params) {
        let mut pending_for = None;
        // The `)` that closed the last `for` header.
        let mut for_close = None;
        let mut k = r.start;
        while k < r.end {
            if self.toks[k].kind == TokKind::AttrOpen
                && let Some(f) = frames.last()
                && let Some(for_kw) = f.for_kw
                && f.semis == 3
                && let Some(close) = self.clause_end(f.last_semi, k, r.end)
                && self.move_clause(for_kw, f.last_semi, close, params).is_ok()
            {
                k = close;
                continue;
            }
            if self.toks[k].kind != TokKind::Attr {
                if self.toks[k].kind == TokKind::RParen
                    && frames.last().is_some_and(|f| f.for_kw.is_some())
                {
                    for_close = Some(k);
                }
                track(self.toks, k, frames, &mut pending_for);
                k += 1;
                continue;
            }
            pending_for = None;
            let end = match args_end(self.toks, k, r.end) {
                Ok(end) => end,
                Err(d) => {
                    self.diags.push(*d);
                    return;
                }
            };
            let name = self.toks[k].attr_name().unwrap_or_default();
            if !KNOWN.contains(&name) || self.macros.contains(&Sym::intern(name)) {
                self.warnings.push(*unconvertible(
                    self.toks[k].span,
                    format!("`@{name}` is not an OKL attribute name here; left as written"),
                    "it may be a macro, which a C++ attribute name cannot expand",
                ));
                k = end + 1;
                continue;
            }
            if let Some(f) = frames.last()
                && let Some(for_kw) = f.for_kw
                && f.semis == 3
                && let Some(close) = self.clause_end(f.last_semi, k, r.end)
                && self.move_clause(for_kw, f.last_semi, close, params).is_ok()
            {
                k = close;
                continue;
            }
            let run_end = self.run_end(end, r.end);
            if let Some(star) = self.star_before_quals(r.start, k)
                && self.convertible_run(k, run_end)
                && self.move_after_star(star, k, run_end, params).is_ok()
            {
                k = run_end + 1;
                continue;
            }
            let before = (r.start..k).rev().find(|&i| !is_comment(&self.toks[i]));
            if before.is_some() && before == for_close {
                self.warnings.push(*unconvertible(
                    self.toks[k].span,
                    format!("`@{name}` after a `for` header's `)`; left as written"),
                    "oklc reads a C++ attribute here as one on the loop body",
                ));
                k = run_end + 1;
                continue;
            }
            if self.is_list_element(before, run_end, &r) {
                self.warnings.push(*unconvertible(
                    self.toks[k].span,
                    format!("`@{name}` is a whole macro argument or list element; left as written"),
                    "a macro may put it inside another attribute's arguments, where only `@` is read",
                ));
                k = run_end + 1;
                continue;
            }
            let spelled = if name == "directive" && end > k {
                pieces(self.text, self.toks, k..end + 1, params, Layout::Exact)
                    .map(|p| format!("OKL({p})"))
            } else {
                cxx_attr(self.text, self.toks, k, end, params, Layout::Exact)
            };
            match spelled {
                Ok(s) => self.edits.push(Edit {
                    lo: lo(&self.toks[k]),
                    hi: hi(&self.toks[end]),
                    text: s,
                }),
                Err(d) => self.warnings.push(*d),
            }
            k = end + 1;
        }
    }

    /// The last token of the run of attributes whose first ends at `end`.
    fn run_end(&self, mut end: usize, limit: usize) -> usize {
        loop {
            let next = skip_comments(self.toks, end + 1, limit);
            if next >= limit || self.toks[next].kind != TokKind::Attr {
                return end;
            }
            match args_end(self.toks, next, limit) {
                Ok(e) => end = e,
                Err(_) => return end,
            }
        }
    }

    /// Whether the run of attributes after `before`, up to `end`, stands alone between commas
    /// or parentheses, as a macro argument (`TILED(k, n, 4, @outer, @inner)`) or an element of a list a macro body holds
    /// (`#define LOOPS @outer, @inner`): such text may be spliced into another attribute's
    /// arguments (`@tile(16, LOOPS)`), where the C++ spelling would not be read.
    fn is_list_element(&self, before: Option<usize>, end: usize, r: &Range<usize>) -> bool {
        let after = skip_comments(self.toks, end + 1, r.end);
        let kind = |i: usize| self.toks[i].kind;
        let opens = before.is_none_or(|i| matches!(kind(i), TokKind::LParen | TokKind::Comma));
        let closes = after >= r.end || matches!(kind(after), TokKind::RParen | TokKind::Comma);
        let comma = before.is_some_and(|i| kind(i) == TokKind::Comma)
            || (after < r.end && kind(after) == TokKind::Comma);
        let paren = before.is_some_and(|i| kind(i) == TokKind::LParen)
            && after < r.end
            && kind(after) == TokKind::RParen;
        opens && closes && (comma || paren)
    }

    /// The `)` closing a `for` header whose last clause, from the `;` at `semi`, holds only
    /// attributes (from `first` on) and comments; `None` when it holds anything else.
    fn clause_end(&self, semi: usize, first: usize, end: usize) -> Option<usize> {
        if (semi + 1..first).any(|i| !is_comment(&self.toks[i])) {
            return None;
        }
        let mut k = first;
        while k < end {
            let t = &self.toks[k];
            match t.kind {
                TokKind::RParen => return Some(k),
                TokKind::Attr
                    if t.attr_name().is_some_and(|n| n != "directive" && KNOWN.contains(&n))
                        && !self.macros.contains(&Sym::intern(&t.text.as_str()[1..])) =>
                {
                    k = args_end(self.toks, k, end).ok()? + 1;
                }
                TokKind::AttrOpen => k = group_end(self.toks, k, end)? + 1,
                _ if is_comment(t) => k += 1,
                _ => return None,
            }
        }
        None
    }

    /// The `*` of `* const @restrict`: the pointer operator whose cv-qualifiers, one or more,
    /// stand right before the attribute at `k`. C++ takes attributes after the `*`, before the
    /// qualifiers.
    fn star_before_quals(&self, start: usize, k: usize) -> Option<usize> {
        let mut j = k;
        while j > start && is_cv(&self.toks[j - 1]) {
            j -= 1;
        }
        (j < k && j > start && self.toks[j - 1].kind == TokKind::Star).then(|| j - 1)
    }

    /// Whether every attribute of the run `k..=end` is one [`cxx_attr`] may spell.
    fn convertible_run(&self, k: usize, end: usize) -> bool {
        (k..=end).all(|i| {
            let t = &self.toks[i];
            is_comment(t)
                || t.kind != TokKind::Attr
                || t.attr_name().is_some_and(|n| n != "directive" && KNOWN.contains(&n))
                    && !self.macros.contains(&Sym::intern(&t.text.as_str()[1..]))
        })
    }

    /// Moves the attributes `k..=end`, written after the cv-qualifiers of the `*` at `star`,
    /// to right after the `*` and leaves them in a marker comment where they stood:
    /// `*const @restrict p` becomes `*[[okl_restrict("")]] const /*okl:@restrict*/ p`.
    fn move_after_star(
        &mut self,
        star: usize,
        k: usize,
        end: usize,
        params: &Params,
    ) -> Result<(), Box<Diagnostic>> {
        let prefix = prefix(self.text, self.toks, k..end + 1, params)?;
        let at = hi(&self.toks[star]);
        let (from, to) = (lo(&self.toks[k]), hi(&self.toks[end]));
        self.edits.push(Edit { lo: at, hi: at, text: prefix });
        self.edits.push(Edit { lo: from, hi: to, text: marker(&self.text[from..to]) });
        Ok(())
    }

    /// Moves the clause `semi..close` of the `for` at `for_kw` in front of the keyword and leaves
    /// it in a marker comment.
    fn move_clause(
        &mut self,
        for_kw: usize,
        semi: usize,
        close: usize,
        params: &Params,
    ) -> Result<(), Box<Diagnostic>> {
        let prefix = prefix(self.text, self.toks, semi + 1..close, params)?;
        let from = lo(&self.toks[semi]);
        let to = hi(&self.toks[close - 1]);
        let at = lo(&self.toks[for_kw]);
        self.edits.push(Edit { lo: at, hi: at, text: prefix });
        self.edits.push(Edit { lo: from, hi: to, text: marker(&self.text[from..to]) });
        Ok(())
    }

    fn backward(
        &mut self,
        r: Range<usize>,
        frames: &mut Vec<Frame>,
        params: &Params,
        markers: bool,
    ) {
        let mut pending_for = None;
        let mut k = r.start;
        while k < r.end {
            let t = self.toks[k];
            if markers {
                if t.kind == TokKind::BlockComment
                    && let Some(f) = frames.last()
                    && let Some(for_kw) = f.for_kw
                    && f.semis == 2
                {
                    self.restore_clause(for_kw, k, params);
                } else if t.kind == TokKind::BlockComment {
                    self.restore_after_quals(k, params);
                }
                track(self.toks, k, frames, &mut pending_for);
                k += 1;
                continue;
            }
            let converted = match t.kind {
                TokKind::AttrOpen if !self.claimed.iter().any(|c| c.contains(&lo(&t))) => {
                    okl_attr(self.text, self.toks, k, r.end, params)
                }
                TokKind::Ident if t.text == "OKL" => {
                    okl_directive(self.text, self.toks, k, r.end, params)
                }
                _ => None,
            };
            match converted {
                Some((last, s)) => {
                    self.edits.push(Edit { lo: lo(&t), hi: hi(&self.toks[last]), text: s });
                    pending_for = None;
                    k = last + 1;
                }
                None => {
                    track(self.toks, k, frames, &mut pending_for);
                    k += 1;
                }
            }
        }
    }

    /// Puts back the clause kept in the marker comment at `k` when the attributes in front of
    /// the `for` at `for_kw` are the ones it moved there.
    fn restore_clause(&mut self, for_kw: usize, k: usize, params: &Params) {
        let comment = self.src(&self.toks[k]);
        let Some(body) = comment.strip_prefix(MARKER_OPEN).and_then(|c| c.strip_suffix("*/"))
        else {
            return;
        };
        let Some(clause) = from_comment_body(body) else { return };
        let lexed = oklc_lex::lex(self.toks[k].span.file, &clause);
        if lexed.diagnostics.iter().any(Diagnostic::is_error)
            || lexed.tokens.first().map(|t| t.kind) != Some(TokKind::Semi)
        {
            return;
        }
        let n = lexed.tokens.len();
        let Ok(prefix) = prefix(&clause, &lexed.tokens, 1..n, params) else { return };
        let at = lo(&self.toks[for_kw]);
        if !self.text[..at].ends_with(&prefix) {
            return;
        }
        let from = at - prefix.len();
        let clause = self.back_to_okl(&clause, &lexed.tokens, params);
        self.claimed.push(from..at);
        self.edits.push(Edit { lo: from, hi: at, text: String::new() });
        self.edits.push(Edit { lo: lo(&self.toks[k]), hi: hi(&self.toks[k]), text: clause });
    }

    /// `text` (a moved clause or attribute run, lexed into `toks`) with the C++ attributes it
    /// holds back as `@attr`, like every other one.
    fn back_to_okl(&self, text: &str, toks: &[Token], params: &Params) -> String {
        let mut inner = Walk {
            text,
            toks,
            edits: Vec::new(),
            diags: Vec::new(),
            warnings: Vec::new(),
            claimed: Vec::new(),
            macros: self.macros.clone(),
        };
        inner.backward(0..toks.len(), &mut Vec::new(), params, false);
        crate::apply(text, inner.edits)
    }

    /// Puts back the attributes kept in the marker comment at `k` after cv-qualifiers
    /// ([`Walk::move_after_star`]) when the `*` before the qualifiers is followed by the
    /// attributes moved there.
    fn restore_after_quals(&mut self, k: usize, params: &Params) {
        let comment = self.src(&self.toks[k]);
        let Some(body) = comment.strip_prefix(MARKER_OPEN).and_then(|c| c.strip_suffix("*/"))
        else {
            return;
        };
        let Some(run) = from_comment_body(body) else { return };
        let lexed = oklc_lex::lex(self.toks[k].span.file, &run);
        if lexed.diagnostics.iter().any(Diagnostic::is_error)
            || lexed.tokens.first().map(|t| t.kind) != Some(TokKind::Attr)
        {
            return;
        }
        let mut first_cv = k;
        while first_cv > 0 && is_cv(&self.toks[first_cv - 1]) {
            first_cv -= 1;
        }
        if first_cv == k {
            return;
        }
        let n = lexed.tokens.len();
        let Ok(prefix) = prefix(&run, &lexed.tokens, 0..n, params) else { return };
        // The attributes went right after the `*`, before the blanks that led to the qualifiers.
        let before = &self.text[..lo(&self.toks[first_cv])];
        let blanks = before.len() - before.trim_end_matches([' ', '\t']).len();
        let Some(at) = (0..=blanks)
            .map(|b| before.len() - b)
            .find(|&e| before[..e].strip_suffix(prefix.as_str()).is_some_and(|s| s.ends_with('*')))
        else {
            return;
        };
        let from = at - prefix.len();
        let run = self.back_to_okl(&run, &lexed.tokens, params);
        self.claimed.push(from..at);
        self.edits.push(Edit { lo: from, hi: at, text: String::new() });
        self.edits.push(Edit { lo: lo(&self.toks[k]), hi: hi(&self.toks[k]), text: run });
    }
}

/// The marker comment holding a moved clause.
fn marker(clause: &str) -> String {
    format!("{MARKER_OPEN}{}*/", comment_body(clause))
}

/// The C++ attributes of a trailing clause (its tokens after the `;`), as written in front of
/// the `for`: each attribute followed by one space.
fn prefix(
    text: &str,
    toks: &[Token],
    r: Range<usize>,
    params: &Params,
) -> Result<String, Box<Diagnostic>> {
    let mut out = String::new();
    let mut k = r.start;
    while k < r.end {
        if toks[k].kind == TokKind::Attr {
            let end = args_end(toks, k, r.end)?;
            out.push_str(&cxx_attr(text, toks, k, end, params, Layout::Flat)?);
            out.push(' ');
            k = end + 1;
        } else if toks[k].kind == TokKind::AttrOpen
            && let Some(last) = group_end(toks, k, r.end)
        {
            // Already a C++ attribute: it moves as written, if that keeps the lines.
            let group = &text[lo(&toks[k])..hi(&toks[last])];
            if group.contains('\n') {
                return Err(unconvertible(toks[k].span, "multi-line attribute", "spans lines"));
            }
            out.push_str(group);
            out.push(' ');
            k = last + 1;
        } else {
            k += 1;
        }
    }
    Ok(out)
}

/// The second `]` closing the `[[` at `k`.
fn group_end(toks: &[Token], k: usize, end: usize) -> Option<usize> {
    let mut depth = 0usize;
    for j in k + 1..end {
        match toks[j].kind {
            TokKind::LParen | TokKind::LBracket | TokKind::LBrace => depth += 1,
            TokKind::AttrOpen => depth += 2,
            TokKind::RBracket
                if depth == 0 && toks.get(j + 1).is_some_and(|t| t.kind == TokKind::RBracket) =>
            {
                return (j + 1 < end).then_some(j + 1);
            }
            TokKind::RParen | TokKind::RBracket | TokKind::RBrace => {
                depth = depth.checked_sub(1)?;
            }
            _ => {}
        }
    }
    None
}

/// The last token of the attribute at `k`: its argument list's `)` when a `(` follows the name
/// with nothing between, else the attribute token itself.
fn args_end(toks: &[Token], k: usize, end: usize) -> Result<usize, Box<Diagnostic>> {
    let open = k + 1;
    if open >= end || toks[open].kind != TokKind::LParen || toks[open].has_leading_space() {
        return Ok(k);
    }
    let mut depth = 0usize;
    for (j, t) in toks.iter().enumerate().skip(open) {
        match t.kind {
            TokKind::LParen => depth += 1,
            TokKind::RParen => {
                depth -= 1;
                if depth == 0 {
                    if j < end {
                        return Ok(j);
                    }
                    if toks[end].kind != TokKind::Hash {
                        // The `#define` or `#pragma` line ends inside the arguments.
                        break;
                    }
                    let directive = toks[end].span;
                    return Err(Box::new(
                        Diagnostic::error(
                            codes::UNCONVERTIBLE_ATTRIBUTE,
                            "a preprocessor line inside attribute arguments",
                            toks[open].span,
                        )
                        .with_primary_message("these arguments continue past a directive line")
                        .with_label(
                            Span::new(directive.file, directive.lo, directive.lo + 1),
                            "this line",
                        )
                        .with_help("move the directive out of the argument list"),
                    ));
                }
            }
            _ => {}
        }
    }
    Err(Box::new(
        Diagnostic::error(
            codes::UNCLOSED_ATTRIBUTE_ARGUMENTS,
            format!("the argument list of `{}` does not close", toks[k].text.as_str()),
            toks[open].span,
        )
        .with_primary_message("this `(` has no matching `)`")
        .with_help("close the argument list with `)`"),
    ))
}

/// The warning for an attribute that stays in its spelling.
fn unconvertible(span: Span, message: impl Into<String>, primary: &str) -> Box<Diagnostic> {
    Box::new(
        Diagnostic::warning(codes::UNCONVERTIBLE_ATTRIBUTE, message, span)
            .with_primary_message(primary)
            .with_help("the file still compiles with oklc; convert this attribute by hand if C++ tools must read it"),
    )
}

/// `[[okl_name("(args)")]]` for the attribute `k..=end`. The space some write between `@` and
/// the name goes between `[[` and `okl_`, so it comes back.
fn cxx_attr(
    text: &str,
    toks: &[Token],
    k: usize,
    end: usize,
    params: &Params,
    layout: Layout,
) -> Result<String, Box<Diagnostic>> {
    let t = &toks[k];
    let name = t.attr_name().unwrap_or_default();
    let written = &text[lo(t)..hi(t)];
    if params.0.as_ref().is_some_and(|p| p.iter().any(|p| *p == name)) {
        return Err(unconvertible(
            t.span,
            "attribute name is a macro parameter; left as written",
            "the C++ spelling cannot take its name from a macro argument",
        ));
    }
    let Some(gap) = written.strip_suffix(name).and_then(|w| w.strip_prefix('@')) else {
        return Err(unconvertible(
            t.span,
            "line splice inside an attribute name; left as written",
            "a backslash-newline splits this name",
        ));
    };
    let gap = if layout == Layout::Flat && gap.contains('\n') { "" } else { gap };
    let args = if end > k {
        pieces(text, toks, k + 1..end + 1, params, layout)?
    } else {
        "\"\"".to_string()
    };
    Ok(format!("[[{gap}okl_{name}({args})]]"))
}

/// The tokens `r` as C string literals holding their text as written. Whitespace that holds a
/// line break, and comments, stay outside the literals (between adjacent ones); in a `#define`
/// body a macro parameter becomes `#param`, one space away from the literals around it.
fn pieces(
    text: &str,
    toks: &[Token],
    r: Range<usize>,
    params: &Params,
    layout: Layout,
) -> Result<String, Box<Diagnostic>> {
    let mut p = Pieces::default();
    let mut prev: Option<&Token> = None;
    let mut pasted = false;
    for t in &toks[r] {
        if is_comment(t) {
            continue;
        }
        if params.in_define() && t.kind == TokKind::HashHash && prev.is_some() {
            // `a ## b` joins the spellings; adjacent pieces join the same text, and the `##`
            // itself goes into a marker comment for the way back.
            pasted = true;
            continue;
        }
        if pasted && let Some(prev) = prev {
            match layout {
                Layout::Exact => p.raw(&marker(&text[hi(prev)..lo(t)])),
                Layout::Flat => p.raw(&marker("##")),
            }
            pasted = false;
        } else if let Some(prev) = prev {
            let gap = &text[hi(prev)..lo(t)];
            if gap.chars().all(|c| c == ' ' || c == '\t') {
                p.text(gap);
            } else if layout == Layout::Flat {
                p.text(" ");
            } else {
                p.raw(gap);
            }
        }
        let written = &text[lo(t)..hi(t)];
        if params.in_define() && matches!(t.kind, TokKind::Hash | TokKind::HashHash) {
            return Err(unconvertible(
                t.span,
                "`#` inside attribute arguments in a macro; left as written",
                "a string cannot hold this operator's result",
            ));
        }
        if written != t.text.as_str() && t.kind != TokKind::Attr {
            return Err(unconvertible(
                t.span,
                "line splice inside a token of attribute arguments; left as written",
                "a backslash-newline splits this token",
            ));
        }
        if params.has(t) {
            p.param(written);
        } else {
            p.text(written);
        }
        prev = Some(t);
    }
    Ok(p.finish())
}

/// How [`pieces`] treats line breaks and comments between argument tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layout {
    /// Kept as written, between string literals: the text the way back restores.
    Exact,
    /// One space in the string: for the copy a moved clause puts in front of its `for`, which
    /// must not add a line (its original stays in the marker comment).
    Flat,
}

/// Builds [`pieces`]' output.
#[derive(Default)]
struct Pieces {
    out: String,
    open: bool,
    after_param: bool,
}

impl Pieces {
    fn text(&mut self, s: &str) {
        if s.is_empty() {
            return;
        }
        if !self.open {
            if self.after_param {
                self.out.push(' ');
            }
            self.out.push('"');
            self.open = true;
        }
        push_c_string(&mut self.out, s);
        self.after_param = false;
    }

    fn param(&mut self, name: &str) {
        if self.open {
            self.out.push_str("\" ");
            self.open = false;
        }
        self.out.push('#');
        self.out.push_str(name);
        self.after_param = true;
    }

    fn raw(&mut self, s: &str) {
        if self.open {
            self.out.push('"');
            self.open = false;
        }
        self.out.push_str(s);
        self.after_param = false;
    }

    fn finish(mut self) -> String {
        if self.open {
            self.out.push('"');
        }
        if self.out.is_empty() {
            self.out.push_str("\"\"");
        }
        self.out
    }
}

/// One item of a string-piece argument: a literal's value or a `#param`.
enum Piece {
    Str(String),
    Param,
}

/// The text that [`pieces`] wrote as the tokens `open+1..` up to the `)` closing `open`: the
/// index of that `)` and the text. `None` when the tokens are not in that form.
fn unpieces(
    text: &str,
    toks: &[Token],
    open: usize,
    end: usize,
    params: &Params,
) -> Option<(usize, String)> {
    let mut out = String::new();
    let mut prev: Option<(usize, bool)> = None; // (end byte, was a parameter)
    let mut k = open + 1;
    loop {
        if k >= end {
            return None;
        }
        let t = &toks[k];
        if is_comment(t) {
            k += 1;
            continue;
        }
        let (piece, last) = match t.kind {
            TokKind::RParen => {
                let gap_ok = prev.map_or(hi(&toks[open]), |p| p.0) == lo(t);
                return (gap_ok && prev.is_some()).then_some((k, out));
            }
            TokKind::StrLit => (Piece::Str(plain_c_string(&text[lo(t)..hi(t)])?), k),
            TokKind::Hash
                if k + 1 < end && params.has(&toks[k + 1]) && lo(&toks[k + 1]) == hi(t) =>
            {
                (Piece::Param, k + 1)
            }
            _ => return None,
        };
        let is_param = matches!(piece, Piece::Param);
        match prev {
            None => {
                if lo(t) != hi(&toks[open]) {
                    return None;
                }
            }
            Some((at, was_param)) => {
                let written = &text[at..lo(t)];
                let paste = written
                    .strip_prefix(MARKER_OPEN)
                    .and_then(|g| g.strip_suffix("*/"))
                    .and_then(from_comment_body)
                    .filter(|g| g.trim() == "##");
                let gap = paste.as_deref().unwrap_or(written);
                let plain = gap.chars().all(|c| c == ' ' || c == '\t');
                if is_param || was_param {
                    if gap != " " && plain {
                        return None;
                    }
                    if !plain {
                        out.push_str(gap);
                    }
                } else {
                    if plain {
                        return None;
                    }
                    out.push_str(gap);
                }
            }
        }
        match piece {
            Piece::Str(s) => out.push_str(&s),
            Piece::Param => out.push_str(toks[last].text.as_str()),
        }
        prev = Some((hi(&toks[last]), is_param));
        k = last + 1;
    }
}

/// `@name(args)` for the group `[[okl_name(...)]]` opening at `k`, when it has the form
/// [`cxx_attr`] writes: the index of its last `]` and the text.
fn okl_attr(
    text: &str,
    toks: &[Token],
    k: usize,
    end: usize,
    params: &Params,
) -> Option<(usize, String)> {
    let name = toks.get(k + 1).filter(|_| k + 1 < end)?;
    let spelled = name.text.as_str();
    if name.kind != TokKind::Ident
        || !spelled.starts_with("okl_")
        || spelled.len() <= 4
        || spelled == "okl_directive"
    {
        return None;
    }
    let open = k + 2;
    if open >= end || toks[open].kind != TokKind::LParen || lo(&toks[open]) != hi(name) {
        return None;
    }
    let (close, args) = unpieces(text, toks, open, end, params)?;
    let (b1, b2) = (toks.get(close + 1)?, toks.get(close + 2)?);
    if close + 2 >= end
        || b1.kind != TokKind::RBracket
        || b2.kind != TokKind::RBracket
        || lo(b1) != hi(&toks[close])
        || lo(b2) != hi(b1)
    {
        return None;
    }
    if !lexes_balanced(&args) {
        // As `@name(...)` the text would not lex or its parentheses would not match.
        return None;
    }
    let gap = &text[hi(&toks[k])..lo(name)];
    let args = nested_to_okl(&args, params);
    Some((close + 2, format!("@{gap}{}{}", &spelled[4..], okl_args(&args))))
}

/// Argument text with the C++ attributes it holds (`(8, [[okl_outer("")]], @inner)`) back as
/// `@attr`, as everywhere else in a file that mixes the spellings.
fn nested_to_okl(args: &str, params: &Params) -> String {
    if !args.contains("[[") {
        return args.to_string();
    }
    let lexed = oklc_lex::lex(oklc_span::FileId(0), args);
    let walk = Walk {
        text: args,
        toks: &lexed.tokens,
        edits: Vec::new(),
        diags: Vec::new(),
        warnings: Vec::new(),
        claimed: Vec::new(),
        macros: Vec::new(),
    };
    walk.back_to_okl(args, &lexed.tokens, params)
}

/// The argument list as written after `@name`: nothing for an empty string, the text itself when
/// it is one parenthesised group (what [`cxx_attr`] writes), else the text in parentheses (oklc
/// reads such a string the same way).
fn okl_args(args: &str) -> String {
    if args.is_empty() {
        return String::new();
    }
    let lexed = oklc_lex::lex(oklc_span::FileId(0), args);
    let toks = &lexed.tokens;
    let mut depth = 0usize;
    let mut closes_at = None;
    for (i, t) in toks.iter().enumerate() {
        match t.kind {
            TokKind::LParen => depth += 1,
            TokKind::RParen => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    closes_at = Some(i);
                    break;
                }
            }
            _ => {}
        }
    }
    let one_group = toks.first().is_some_and(|t| t.kind == TokKind::LParen && t.span.lo == 0)
        && closes_at.is_some_and(|i| i + 1 == toks.len() && hi(&toks[i]) == args.len());
    if one_group { args.to_string() } else { format!("({args})") }
}

/// Whether `text` lexes without errors with balanced parentheses.
fn lexes_balanced(text: &str) -> bool {
    let lexed = oklc_lex::lex(oklc_span::FileId(0), text);
    let mut depth = 0i64;
    lexed.diagnostics.iter().all(|d| !d.is_error())
        && lexed.tokens.iter().all(|t| {
            depth += match t.kind {
                TokKind::LParen => 1,
                TokKind::RParen => -1,
                _ => 0,
            };
            depth >= 0
        })
        && depth == 0
}

/// `@directive(...)` for the call `OKL("@directive(...)")` at `k` that [`Walk::forward`] writes.
fn okl_directive(
    text: &str,
    toks: &[Token],
    k: usize,
    end: usize,
    params: &Params,
) -> Option<(usize, String)> {
    let open = k + 1;
    if open >= end || toks[open].kind != TokKind::LParen || lo(&toks[open]) != hi(&toks[k]) {
        return None;
    }
    let (close, content) = unpieces(text, toks, open, end, params)?;
    if !lexes_balanced(&content) {
        return None;
    }
    let lexed = oklc_lex::lex(oklc_span::FileId(0), &content);
    let first = lexed.tokens.first()?;
    (first.attr_name() == Some("directive") && first.span.lo == 0).then_some((close, content))
}
