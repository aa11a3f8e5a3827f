//! oklc-syntax: the OKL parser (chumsky 0.13) producing an arena-backed typed AST.
//!
//! [`parse`] takes preprocessed tokens (no comments, no newlines, directives as
//! [`TokKind::Directive`] tokens) and never fails: it returns a [`TranslationUnit`] plus
//! diagnostics, recovering at statement, block and item level. Before chumsky runs, three cheap
//! token passes happen here: conversion to the parser's token type, rewriting of normalised
//! attributes `[[okl_name("(args)")]]` into the same shape as `@name(args)` (the string is lexed
//! in place, its spans mapped into the literal), and a nesting-depth check that replaces any group
//! nested deeper than [`MAX_NESTING`] by an error token, so no input can overflow the stack.
//! [`dump()`] prints a stable tree for golden tests and [`print()`] prints the tree back as source.
//! This crate knows nothing about semantics: names are unresolved and attributes unchecked.

pub mod ast;
mod context;
mod depth;
mod dump;
mod error;
mod parse;
mod print;
mod state;
pub mod testing;
#[cfg(test)]
mod tests;
mod token;

use chumsky::Parser;
use oklc_diag::Diagnostic;
use oklc_diag::codes::parse as codes;
use oklc_lex::{Keyword, TokKind, Token};
use oklc_span::Span;

pub use ast::*;
pub use depth::MAX_TREE_DEPTH;
pub use dump::dump;
pub use print::{
    FunctionHead, HeadKind, print, print_bases, print_expr, print_item, print_item_for_cpp,
    print_item_with_heads, print_stmt_for_cpp, print_template_header, print_type,
};

use std::any::Any;
use std::rc::Rc;

use error::{NoErr, SynErr};
use smol_str::SmolStr;
use state::{St, Toks};
use token::{Sym, Tk, TokenSpans};

/// The deepest nesting of `(`, `[` and `{` the parser accepts.
pub const MAX_NESTING: usize = 256;

/// The result of parsing: always a tree, possibly with `Error` nodes, plus diagnostics.
#[derive(Debug)]
pub struct Parsed {
    pub unit: TranslationUnit,
    pub diagnostics: Vec<Diagnostic>,
}

thread_local! {
    /// The grammar of the first pass, whose errors record nothing (see [`error::GrammarError`]):
    /// built on a thread's first parse and reused, since building it costs more than parsing a
    /// small kernel.
    static FAST: parse::Grammar<'static, NoErr> = parse::grammar();
    /// The grammar whose errors say what was expected, built when a thread first parses a file
    /// that the first pass rejects.
    static FULL: parse::Grammar<'static, SynErr> = parse::grammar();
}

/// Parses a preprocessed token stream. `eoi` is the zero-width span at the end of the file.
pub fn parse(tokens: &[Token], eoi: Span) -> Parsed {
    let unfit = unfit_tokens(tokens);
    let (tks, spans) = token::convert(tokens);
    let (tks, spans, diagnostics) = prepare(tks, spans, unfit);
    parse_whole(tks, spans, eoi, diagnostics)
}

/// Like [`parse`], but takes the tokens by value and frees them once they are converted, so a
/// compilation does not hold the preprocessed tokens and the syntax tree at the same time.
pub fn parse_owned(tokens: Vec<Token>, eoi: Span) -> Parsed {
    let unfit = unfit_tokens(&tokens);
    let (tks, spans) = token::convert_owned(tokens);
    let (tks, spans, diagnostics) = prepare(tks, spans, unfit);
    parse_whole(tks, spans, eoi, diagnostics)
}

/// Receives the top-level items of [`parse_items`] one at a time.
pub trait ItemSink: Any {
    /// `id` is a complete top-level item of `unit`; its nodes are freed when this returns.
    fn item(&mut self, unit: &TranslationUnit, id: ItemId);
}

/// Parses like [`parse_owned`], but hands each top-level item to `sink` as soon as it is
/// parsed and then frees its nodes, so the whole tree of a large file is never alive at once.
///
/// Returns the sink, and `None` when the file parsed without any diagnostic: the sink then saw
/// every item, in order. Otherwise the sink saw some prefix of the items and the file is
/// parsed again as a whole, with the grammar that records what was expected, so the returned [`Parsed`] has exactly the
/// tree and diagnostics of [`parse_owned`] (which name the enclosing function of an error, for
/// instance). Errors are the rare case; a correct file is parsed once.
pub fn parse_items<S: ItemSink>(tokens: Vec<Token>, eoi: Span, sink: S) -> (S, Option<Parsed>) {
    let unfit = unfit_tokens(&tokens);
    let (tks, spans) = token::convert_owned(tokens);
    let (tks, spans, diagnostics) = prepare(tks, spans, unfit);
    if !diagnostics.is_empty() {
        return (sink, Some(parse_full(tks, spans, eoi, diagnostics)));
    }
    let mut st = St::new(tks.clone(), spans, eoi);
    st.sink = Some(Box::new(sink));
    let result = FAST.with(|g| g.unit.parse_with_state(Toks(tks.clone()), &mut st));
    let clean = !result.has_errors() && st.diags.is_empty() && !st.sink_stopped;
    drop(result);
    let sink: Box<dyn Any> = match st.sink.take() {
        Some(sink) => sink,
        None => unreachable!("the parser keeps the sink until it returns"),
    };
    let Ok(sink) = sink.downcast::<S>() else {
        unreachable!("the sink is the one passed in");
    };
    if clean {
        return (*sink, None);
    }
    let spans = std::mem::take(&mut st.tok_spans);
    drop(st);
    (*sink, Some(parse_full(tks, spans, eoi, diagnostics)))
}

/// The errors for preprocessing tokens that are no C++ tokens ([`Tk::Unfit`]): a pp-number
/// that is no valid literal (`0x`, `1.2.3`) and a stray `\`. The preprocessor passes them on,
/// since `##` and `#` may still make tokens of them (C11 6.4.8); here they reach code.
fn unfit_tokens(tokens: &[Token]) -> Vec<Diagnostic> {
    tokens
        .iter()
        .filter(|t| !t.kind.is_comment())
        .enumerate()
        .filter_map(|(i, t)| {
            let d = match t.kind {
                TokKind::PpNumber => oklc_lex::invalid_number(t),
                TokKind::Backslash => oklc_lex::stray_backslash(t),
                _ => return None,
            };
            Some(d.with_token(i as u32))
        })
        .collect()
}

/// The token passes that run before chumsky: unfit tokens dropped (`unfit` reports them),
/// normalised attributes, stray `;` in parentheses and the nesting limit.
fn prepare(
    tks: Vec<Tk>,
    spans: TokenSpans,
    unfit: Vec<Diagnostic>,
) -> (Rc<Vec<Tk>>, TokenSpans, Vec<Diagnostic>) {
    let (tks, spans) = if unfit.is_empty() { (tks, spans) } else { drop_unfit(tks, spans) };
    let mut diagnostics = unfit;
    let (tks, spans) = normalize_attrs(tks, spans, &mut diagnostics);
    let (tks, spans) = drop_semis_in_parens(tks, spans, &mut diagnostics);
    let (tks, spans) = limit_depth(tks, spans, &mut diagnostics);
    (Rc::new(tks), spans, diagnostics)
}

/// Parses prepared tokens into one tree holding every item: once with the grammar whose errors
/// record nothing, and only when that finds an error, again with the one that says what was
/// expected (both build the same tree for input without errors, see [`error::GrammarError`]).
fn parse_whole(
    tks: Rc<Vec<Tk>>,
    spans: TokenSpans,
    eoi: Span,
    mut diagnostics: Vec<Diagnostic>,
) -> Parsed {
    let mut st = St::new(tks.clone(), spans, eoi);
    st.reserve_for_tokens(tks.len());
    let result = FAST.with(|g| g.unit.parse_with_state(Toks(tks.clone()), &mut st));
    if result.has_errors() || !st.diags.is_empty() {
        drop(result);
        let spans = std::mem::take(&mut st.tok_spans);
        drop(st);
        return parse_full(tks, spans, eoi, diagnostics);
    }
    let mut unit = TranslationUnit {
        items: result.into_output().unwrap_or_default(),
        arenas: std::mem::take(&mut st.arenas),
        spans: std::mem::take(&mut st.spans),
    };
    depth::limit_tree_depth(&mut unit, &mut diagnostics, &st.shallow_items);
    diagnostics.sort_by_key(|d| (d.primary.span.file, d.primary.span.lo));
    Parsed { unit, diagnostics }
}

/// Whether the identifier at `i` directly follows `@kernel` and is followed by `(`: a kernel
/// written without its `void`.
fn kernel_without_return_type(tks: &[Tk], i: usize) -> bool {
    matches!(i.checked_sub(1).and_then(|p| tks.get(p)), Some(Tk::Attr(a)) if a.as_str() == "kernel")
        && matches!(tks.get(i + 1), Some(Tk::P(TokKind::LParen)))
}

/// [`parse_whole`]'s second pass, and the only one for a file that is known to have errors:
/// the grammar records what each failed alternative expected, for the diagnostics.
fn parse_full(
    tks: Rc<Vec<Tk>>,
    spans: TokenSpans,
    eoi: Span,
    mut diagnostics: Vec<Diagnostic>,
) -> Parsed {
    let input_index = InputIndex::new(&tks, &diagnostics);
    let mut st = St::new(tks.clone(), spans, eoi);
    st.reserve_for_tokens(tks.len());
    let result = FULL.with(|g| g.unit.parse_with_state(Toks(tks.clone()), &mut st));
    let (items, errors) = result.into_output_errors();
    let mut unit = TranslationUnit {
        items: items.unwrap_or_default(),
        arenas: std::mem::take(&mut st.arenas),
        spans: std::mem::take(&mut st.spans),
    };
    if unit.items.is_empty() && !tks.is_empty() && !errors.is_empty() {
        // Nothing could be recovered: keep one error item so the tree is never silently empty.
        let id = unit.arenas.items.alloc(Item::Error);
        unit.spans.items.insert(id, st.src(chumsky::span::SimpleSpan::from(0..tks.len())));
        unit.items.push(id);
    }
    diagnostics.append(&mut st.diags);
    depth::limit_tree_depth(&mut unit, &mut diagnostics, &st.shallow_items);
    let mut seen = indexmap::IndexSet::new();
    let mut broken_tags: Vec<SmolStr> = Vec::new();
    let context = context::ErrorContext::new(&tks, &unit, &st);
    // Token ranges whose errors are follow-ons of an earlier one (see `header_after`).
    let mut shadowed: Vec<std::ops::RangeInclusive<usize>> = Vec::new();
    for e in errors {
        if shadowed.iter().any(|r| r.contains(&e.span().start)) {
            continue;
        }
        let span = st.src(e.span());
        let found = tks.get(e.span().start).map(|t| token::show(*t));
        let (code, message) = match e.message() {
            Some(msg) if msg == parse::UNKNOWN_TYPE_NAME => {
                let found = found.clone().unwrap_or_default();
                (codes::UNEXPECTED_TOKEN, format!("{msg} {found}"))
            }
            Some(msg) if msg == parse::UNTYPED_PARAM => {
                let found = found.clone().unwrap_or_default();
                (codes::UNEXPECTED_TOKEN, format!("parameter {found} has no type"))
            }
            Some(msg) if msg.starts_with("expected") => {
                let found = found.clone().unwrap_or_else(|| "end of file".into());
                (codes::UNEXPECTED_TOKEN, format!("{msg}, found {found}"))
            }
            Some(msg) => (codes::UNEXPECTED_TOKEN, msg.to_string()),
            None => {
                let list = expected_list(&e.expected);
                match &found {
                    Some(f) => (codes::UNEXPECTED_TOKEN, format!("expected {list}, found {f}")),
                    None => (codes::UNEXPECTED_EOF, format!("expected {list}, found end of file")),
                }
            }
        };
        // One diagnostic per position: alternative failures at the same token say the same.
        if !seen.insert((span.file, span.lo)) {
            continue;
        }
        let at = e.span().start;
        // The unknown type's name and its token.
        let unknown_type = match (at.checked_sub(1).and_then(|i| tks.get(i)), tks.get(at)) {
            // `dfloat x` where `dfloat` is not a type: the parser stops at `x`.
            (Some(Tk::Ident(prev)), Some(Tk::Ident(_))) => {
                Some((SmolStr::new(prev.as_str()), at - 1))
            }
            // `const dfloat *x`: the error is at `dfloat`, where a type name was expected.
            (_, Some(Tk::Ident(cur))) if message.contains("type name") => {
                Some((SmolStr::new(cur.as_str()), at))
            }
            _ => None,
        };
        // `foo<float>(x)` with `foo` unknown as a template: the `<` was read as less-than.
        let template_call = if unknown_type.is_none() {
            context::unknown_template_call(&tks, at, &st)
        } else {
            None
        };
        if let Some((_, _, lt, paren)) = template_call {
            // The rest of the template-id fails the same way: one diagnostic says it.
            shadowed.push(lt..=paren);
        }
        let help = if template_call.is_some() {
            None
        } else if let Some((name, i)) = &unknown_type
            && kernel_without_return_type(&tks, *i)
        {
            // `@kernel name(...)` (seen in libParanumal): the name is where the return type goes.
            Some(format!("a `@kernel` function needs its return type: `@kernel void {name}(...)`"))
        } else if let Some((name, _)) = &unknown_type {
            Some(format!(
                "`{name}` is not a type name here; if it should be one, a `typedef`, an \
                 `#include` or a `-D` definition is missing"
            ))
        } else if let Some(h) = binding_help(&message) {
            Some(h.to_string())
        } else if message.starts_with("expected `;` after expression") {
            Some("a `;` is probably missing at the end of the previous statement".to_string())
        } else if code == codes::UNEXPECTED_EOF {
            Some("a closing `}` or `)` is probably missing".to_string())
        } else if message.starts_with("expected")
            && message.contains("`)`")
            && matches!(tks.get(at), Some(Tk::P(TokKind::LBrace)))
        {
            // `for (...; @outer {`: the header's `)` is forgotten before the body.
            Some("a closing `)` is probably missing before this `{`".to_string())
        } else {
            None
        };
        let missing = context.missing_type_semicolon(at);
        let missing_semi = missing.is_some();
        if let Some((name, _)) = &unknown_type
            && broken_tags.contains(name)
        {
            continue;
        }
        // The diagnostic and the token its primary location is at.
        let (mut d, tok) = match missing {
            // `struct P { ... }` without its `;`: the next declaration is where the parser
            // notices, but the `;` belongs after the `}`.
            Some(context::MissingSemi { brace, what, tag }) => {
                broken_tags.extend(tag);
                let after = point_after(&st, brace);
                let d = Diagnostic::error(
                    codes::UNEXPECTED_TOKEN,
                    format!("expected `;` after {what} definition"),
                    after,
                )
                .with_primary_message("add `;` here")
                .with_label(
                    span,
                    format!("the next declaration starts here: {}", found_text(&found)),
                )
                .with_help(format!("a {what} definition ends with `;`: `}};`"));
                (d, brace)
            }
            // A missing `;` is missing after the previous token (gcc's "expected `;` before
            // `}`"): point there, on the line the user has to edit, not at the next statement.
            // `dlong y`: the name that is not a type is the mistake, not a missing `;`.
            None if let Some((name, first, lt, _)) = &template_call => {
                let name_span = st.src(chumsky::span::SimpleSpan::from(*first..*lt));
                let d = Diagnostic::error(
                    code,
                    format!("`{name}` is not known as a template"),
                    name_span,
                )
                .with_primary_message("not declared as a template")
                .with_label(
                    span,
                    format!("{} is unexpected once `<` is read as less-than", found_text(&found)),
                )
                .with_help(format!(
                    "declare `{name}` as a template before this use; if it comes from a \
                         header that oklc does not read (system headers pass through unread, \
                         OKL0118), declare it in this file or give the header's folder with `-I`"
                ));
                (d, *first)
            }
            None if let Some((_, i)) = unknown_type.filter(|(_, i)| *i != at) => {
                let d = Diagnostic::error(
                    code,
                    message,
                    st.src(chumsky::span::SimpleSpan::from(i..i + 1)),
                )
                .with_primary_message("not a type name")
                .with_label(span, format!("{} follows", found_text(&found)));
                (d, i)
            }
            None if message.starts_with("expected `;`") && at > 0 => {
                shadowed.extend(header_after(&tks, at));
                let d = Diagnostic::error(code, message, point_after(&st, at - 1))
                    .with_primary_message("add `;` here")
                    .with_label(span, format!("{} follows", found_text(&found)));
                (d, at - 1)
            }
            // At the end of the file: point after the last token, so the snippet shows a real
            // line (the end of a file with a final newline is on an empty line past the text).
            None if code == codes::UNEXPECTED_EOF && !tks.is_empty() => {
                let d = Diagnostic::error(code, message, point_after(&st, tks.len() - 1))
                    .with_primary_message("the file ends here");
                (d, tks.len() - 1)
            }
            None if e.message() == Some(parse::UNTYPED_PARAM) => {
                let name = found.clone().unwrap_or_default();
                let d = Diagnostic::error(code, message, span)
                    .with_primary_message("no type")
                    .with_help(format!(
                        "write the parameter's type before its name, for example `int {}`",
                        name.trim_matches('`')
                    ));
                (d, at)
            }
            None if e.message() == Some(parse::UNKNOWN_TYPE_NAME) => {
                (Diagnostic::error(code, message, span).with_primary_message("not declared"), at)
            }
            // "expected `(` or `)`, found `{`": the caret says what was expected there.
            None => {
                let d = Diagnostic::error(code, message.clone(), span);
                let d = match message.split_once(", found ") {
                    Some((expected, _)) if expected.len() <= 50 => {
                        d.with_primary_message(expected.to_string())
                    }
                    Some(_) => {
                        d.with_primary_message(format!("{} is not valid here", found_text(&found)))
                    }
                    None => d,
                };
                (d, at)
            }
        };
        // A token out of a nested macro carries the span of the outermost invocation, which
        // does not say which macro wrote it: the caller looks the token up by its index.
        if let Some(i) = input_index.get(tok).filter(|_| tok < tks.len()) {
            d = d.with_token(i);
        }
        if let Some(h) = help {
            d = d.with_help(h);
        }
        // The missing `;` of a struct is no part of the function that follows it.
        let enclosing = context.enclosing_function(span, at).filter(|_| !missing_semi);
        if let Some((what, name, fspan)) = enclosing {
            d = d.with_label(fspan, format!("while parsing {what} `{name}`"));
        }
        diagnostics.push(d);
    }
    diagnostics.sort_by_key(|d| (d.primary.span.file, d.primary.span.lo));
    Parsed { unit, diagnostics }
}

/// Maps parser tokens back to the input's tokens, for diagnostics only (built once a file is
/// known to have errors, so correct input pays nothing). Conversion skips comments and splits
/// `>>` in two; the token passes of [`prepare`] may rewrite the stream, and then (they report
/// it, or leave [`Tk::NormAttr`] tokens) no index is given.
struct InputIndex {
    /// Positions of the second halves of split `>>`; `None` when indices are unknown.
    joined: Option<Vec<usize>>,
}

impl InputIndex {
    fn new(tks: &[Tk], prepare_diagnostics: &[Diagnostic]) -> InputIndex {
        let rewritten =
            !prepare_diagnostics.is_empty() || tks.iter().any(|t| matches!(t, Tk::NormAttr(_)));
        let joined = (!rewritten).then(|| {
            tks.iter().enumerate().filter(|(_, t)| **t == Tk::GtJoined).map(|(i, _)| i).collect()
        });
        InputIndex { joined }
    }

    /// The index, among the input's tokens that are not comments, of parser token `i`.
    fn get(&self, i: usize) -> Option<u32> {
        let joined = self.joined.as_ref()?;
        Some((i - joined.partition_point(|&j| j <= i)) as u32)
    }
}

/// A missing `;` before `for (…)`, `while (…)`, `if (…)` or `switch (…)` at token `at`: the
/// parser recovers by skipping to the next `;`, which lies inside that header, and then trips
/// over its rest (`; @inner)` is no statement). The header's tokens, whose errors are follow-ons
/// of the missing `;`.
fn header_after(tks: &[Tk], at: usize) -> Option<std::ops::RangeInclusive<usize>> {
    use oklc_lex::Keyword as K;
    if !matches!(tks.get(at), Some(Tk::Kw(K::For | K::While | K::If | K::Switch))) {
        return None;
    }
    if !matches!(tks.get(at + 1), Some(Tk::P(TokKind::LParen))) {
        return None;
    }
    let mut depth = 0usize;
    for (i, t) in tks.iter().enumerate().skip(at + 1) {
        match t {
            Tk::P(TokKind::LParen) | Tk::AttrLParen => depth += 1,
            Tk::P(TokKind::RParen) => {
                depth -= 1;
                if depth == 0 {
                    return Some(at + 1..=i);
                }
            }
            // A header never holds a block: stop at one rather than shadow a whole body.
            Tk::P(TokKind::LBrace | TokKind::RBrace) => return Some(at + 1..=i - 1),
            _ => {}
        }
    }
    Some(at + 1..=tks.len())
}

/// The hint for a broken C++17 structured binding or fold expression, by the grammar's message.
fn binding_help(message: &str) -> Option<&'static str> {
    let help = match message {
        m if m.starts_with("structured binding with a missing name") => {
            "a structured binding names one variable per element, separated by commas: `auto [a, b] = e;`"
        }
        m if m.starts_with("structured binding without an initializer") => {
            "a structured binding takes its values from an initializer: `auto [a, b] = e;`, `auto &[a, b]{e};` or `auto [a, b](e);`"
        }
        m if m.starts_with("structured binding declared with a type") => {
            "write `auto`, `auto &` or `const auto &` in front of `[`: the types of the names come from the initializer"
        }
        m if m.starts_with("structured binding with a specifier") => {
            "remove the specifier: a structured binding may only be `static` or `thread_local`"
        }
        m if m == parse::FOLD_MISMATCH => {
            "a binary fold repeats one operator on both sides of `...`: `(init + ... + xs)`"
        }
        m if m == parse::FOLD_OPERAND => {
            "the operands of a fold expression are cast-expressions: parenthesise the operand, as in `((xs * 2) + ...)`"
        }
        _ => return None,
    };
    Some(help)
}

/// The zero-width span just after token `i`.
fn point_after(st: &St, i: usize) -> Span {
    let s = st.src(chumsky::span::SimpleSpan::from(i..i + 1));
    Span::point(s.file, s.hi)
}

fn found_text(found: &Option<String>) -> String {
    found.clone().unwrap_or_else(|| "end of file".into())
}

fn expected_list(expected: &error::Expected) -> String {
    let mut items = expected.describe();
    items.sort();
    // Operators that could continue an expression are summarised: listing twenty of them buries
    // the `;` or `)` the user most likely forgot.
    let is_operator = |s: &str| {
        s.len() >= 3
            && s.starts_with('`')
            && s.ends_with('`')
            && !matches!(s, "`;`" | "`,`" | "`)`" | "`]`" | "`}`" | "`{`" | "`:`")
            && s[1..s.len() - 1].chars().all(|c| "&|^<>=!+-*/%?.([~".contains(c))
    };
    // `?` can follow any complete expression, so it marks an expression context (a declarator
    // followed by `=`, `(` or `[` is not one).
    if items.iter().any(|s| s == "`?`") && items.iter().filter(|s| is_operator(s)).count() >= 3 {
        items.retain(|s| !is_operator(s));
        for closer in ["`;`", "`)`", "`]`"] {
            if items.iter().any(|s| s == closer) {
                return format!("{closer} after expression");
            }
        }
        items.push("an operator".into());
    }
    match items.len() {
        0 => "something else".into(),
        1 => items.remove(0),
        _ => {
            let last = items.pop().unwrap_or_default();
            format!("{} or {last}", items.join(", "))
        }
    }
}

/// Rewrites `[[okl_a("(x)"), okl_b("")]]` into `NormAttr(a) ( x ) NormEnd NormAttr(b) NormEnd`.
/// Other entries of a group that holds an `okl_` entry become passthrough groups of their own
/// (`[[other]]`); groups without `okl_` entries are left alone.
fn normalize_attrs(
    tks: Vec<Tk>,
    spans: TokenSpans,
    diags: &mut Vec<Diagnostic>,
) -> (Vec<Tk>, TokenSpans) {
    if !tks.contains(&Tk::P(TokKind::AttrOpen)) {
        return (tks, spans);
    }
    let mut out = Vec::with_capacity(tks.len());
    let mut out_spans = TokenSpans::with_capacity(spans.len());
    let mut i = 0;
    while i < tks.len() {
        if tks[i] == Tk::P(TokKind::AttrOpen)
            && let Some((close, entries)) = split_attr_group(&tks, i)
            && entries.iter().any(|&(a, _)| is_okl_name(tks[a]))
        {
            for (a, b) in entries {
                let entry = &tks[a..b];
                let okl = is_okl_name(entry[0]);
                let well_formed = entry.len() == 4
                    && entry[1] == Tk::P(TokKind::LParen)
                    && matches!(entry[2], Tk::Str(s) if s.as_str().starts_with('"'))
                    && entry[3] == Tk::P(TokKind::RParen);
                if okl && well_formed && entry[0] == Tk::Ident(Sym::intern("okl_directive")) {
                    // `@directive("#...")` is run by the preprocessor (docs/guide/okl-reference.md); the
                    // normalised attribute names have no `okl_directive`.
                    let text = match entry[2] {
                        Tk::Str(s) => s.as_str().to_string(),
                        _ => String::new(),
                    };
                    diags.push(
                        Diagnostic::error(
                            codes::BAD_NORMALIZED_ATTR,
                            "`okl_directive` is not a normalised OKL attribute",
                            spans.at(a).to(spans.at(b - 1)),
                        )
                        .with_primary_message("`@directive` is a preprocessor construct")
                        .with_help(format!(
                            "write `@directive({text})`, or the directive line itself, where the directive belongs"
                        )),
                    );
                    continue;
                }
                if okl && well_formed {
                    let Tk::Ident(n) = entry[0] else { continue };
                    out.push(Tk::NormAttr(Sym::intern(&n.as_str()[4..])));
                    out_spans.push(spans.at(a));
                    let arg = tks[a + 2];
                    lex_attr_string(arg, spans.at(a + 2), &mut out, &mut out_spans, diags);
                    out.push(Tk::NormEnd);
                    out_spans.push(spans.at(a + 3));
                    continue;
                }
                if okl {
                    diags.push(
                        Diagnostic::error(
                            codes::BAD_NORMALIZED_ATTR,
                            "malformed normalised OKL attribute",
                            spans.at(a).to(spans.at(b - 1)),
                        )
                        .with_primary_message("expected one string argument")
                        .with_help("write it as `okl_name(\"(args)\")`, e.g. `[[okl_tile(\"(16,@outer,@inner)\")]]`"),
                    );
                }
                out.push(Tk::P(TokKind::AttrOpen));
                out_spans.push(spans.at(i));
                out.extend(entry.iter().copied());
                out_spans.extend_from(&spans, a..b);
                out.push(Tk::P(TokKind::RBracket));
                out_spans.push(spans.at(close));
                out.push(Tk::P(TokKind::RBracket));
                out_spans.push(spans.at(close + 1));
            }
            i = close + 2;
            continue;
        }
        out.push(tks[i]);
        out_spans.push(spans.at(i));
        i += 1;
    }
    (out, out_spans)
}

fn is_okl_name(t: Tk) -> bool {
    matches!(t, Tk::Ident(n) if n.as_str().len() > 4 && n.as_str().starts_with("okl_"))
}

/// Splits the `[[ … ]]` group opening at `i` into its top-level comma-separated entries
/// (index ranges, all non-empty); returns the index of the first closing `]` and the entries.
fn split_attr_group(tks: &[Tk], i: usize) -> Option<(usize, Vec<(usize, usize)>)> {
    let mut depth = 0usize;
    let mut entries = Vec::new();
    let mut start = i + 1;
    let mut j = i + 1;
    while j < tks.len() {
        match &tks[j] {
            Tk::P(TokKind::LParen | TokKind::LBracket | TokKind::LBrace) | Tk::AttrLParen => {
                depth += 1;
            }
            Tk::P(TokKind::AttrOpen) => depth += 2,
            Tk::P(TokKind::RBracket)
                if depth == 0 && tks.get(j + 1) == Some(&Tk::P(TokKind::RBracket)) =>
            {
                if start < j {
                    entries.push((start, j));
                }
                return Some((j, entries));
            }
            Tk::P(TokKind::RParen | TokKind::RBracket | TokKind::RBrace) => {
                depth = depth.checked_sub(1)?;
            }
            Tk::P(TokKind::Comma) if depth == 0 => {
                if start < j {
                    entries.push((start, j));
                }
                start = j + 1;
            }
            _ => {}
        }
        j += 1;
    }
    None
}

/// The value of a normalised attribute's string literal, decoded as C++ decodes it (clang hands
/// oklt the literal's value): simple escapes, octal, `\x`, `\u`/`\U`; an unknown escape keeps its
/// character (as GCC does). A control character written as an escape stays that character, and
/// messages quoting it escape it again ([`oklc_diag::escape_controls`]). The second result maps
/// each byte offset of the value (and its end) to the offset in `body` it was written at, so
/// carets cover an escape as written.
fn unescape(body: &str) -> (String, Vec<u32>) {
    let mut out = String::with_capacity(body.len());
    let mut at = Vec::with_capacity(body.len() + 1);
    let mut chars = body.char_indices().peekable();
    let code = |v: u32| char::from_u32(v).unwrap_or(char::REPLACEMENT_CHARACTER);
    while let Some((from, c)) = chars.next() {
        let before = out.len();
        decode_one(c, &mut chars, &mut out, code);
        let from = u32::try_from(from).unwrap_or(u32::MAX);
        at.resize(out.len().max(before), from);
    }
    at.push(u32::try_from(body.len()).unwrap_or(u32::MAX));
    (out, at)
}

/// Appends the character that `c` (and, for an escape, what follows it) stands for.
fn decode_one(
    c: char,
    chars: &mut std::iter::Peekable<std::str::CharIndices<'_>>,
    out: &mut String,
    code: impl Fn(u32) -> char,
) {
    if c != '\\' {
        out.push(c);
        return;
    }
    match chars.next().map(|(_, c)| c) {
        Some('n') => out.push('\n'),
        Some('t') => out.push('\t'),
        Some('r') => out.push('\r'),
        Some('a') => out.push('\u{7}'),
        Some('b') => out.push('\u{8}'),
        Some('f') => out.push('\u{c}'),
        Some('v') => out.push('\u{b}'),
        Some(d @ '0'..='7') => {
            let mut v = d.to_digit(8).unwrap_or(0);
            for _ in 0..2 {
                match chars.peek().and_then(|(_, c)| c.to_digit(8)) {
                    Some(x) => {
                        v = v * 8 + x;
                        chars.next();
                    }
                    None => break,
                }
            }
            out.push(code(v));
        }
        Some(e @ ('x' | 'u' | 'U')) => {
            let most = match e {
                'u' => 4,
                'U' => 8,
                _ => usize::MAX,
            };
            let mut v = 0u32;
            let mut digits = 0;
            while digits < most {
                match chars.peek().and_then(|(_, c)| c.to_digit(16)) {
                    Some(x) => {
                        v = v.saturating_mul(16).saturating_add(x);
                        digits += 1;
                        chars.next();
                    }
                    None => break,
                }
            }
            if digits == 0 {
                out.push(e);
            } else {
                out.push(code(v));
            }
        }
        Some(c) => out.push(c),
        None => {}
    }
}

/// Lexes the argument string of a normalised attribute and appends `( args )` (glued) tokens.
fn lex_attr_string(
    tok: Tk,
    span: Span,
    out: &mut Vec<Tk>,
    out_spans: &mut TokenSpans,
    diags: &mut Vec<Diagnostic>,
) {
    let Tk::Str(s) = tok else { return };
    let s = s.as_str();
    let body = s.strip_prefix('"').and_then(|b| b.strip_suffix('"')).unwrap_or("");
    let (text, written_at) = unescape(body);
    if text.trim().is_empty() {
        return;
    }
    let lexed = oklc_lex::lex(span.file, &text);
    let (mut sub, sub_spans) = token::convert(&lexed.tokens);
    let base = span.lo + 1;
    let written = |o: u32| {
        let o = written_at.get(o as usize).or(written_at.last()).copied().unwrap_or(0);
        base.saturating_add(o)
    };
    let map = |s: Span| {
        let lo = written(s.lo).min(span.hi);
        let hi = written(s.hi).min(span.hi).max(lo);
        Span::new(span.file, lo, hi)
    };
    let raw_spans: Vec<Span> = sub_spans.iter().collect();
    let mut sub_spans: Vec<Span> = raw_spans.iter().copied().map(map).collect();
    if let Some(bad) = sub.iter().position(|t| matches!(t, Tk::Bad | Tk::Unfit)) {
        // The caret goes to the offending characters inside the string.
        let at = sub_spans.get(bad).copied().unwrap_or(span);
        let found = raw_spans.get(bad).and_then(|r| text.get(r.lo as usize..r.hi as usize));
        let what = match found {
            Some(t) if t.contains('`') => "a backquote is not an OKL token".to_string(),
            Some(t) if !t.trim().is_empty() => {
                format!("`{}` is not an OKL token", oklc_diag::escape_controls(t.trim()))
            }
            _ => "not an OKL token".to_string(),
        };
        diags.push(
            Diagnostic::error(
                codes::BAD_NORMALIZED_ATTR,
                "invalid token in normalised attribute arguments",
                at,
            )
            .with_primary_message(what)
            .with_label(span, "in this attribute string")
            .with_help(
                "the string must hold a parenthesised argument list such as \"(16,@outer)\"",
            ),
        );
    }
    // A normalised attribute among the arguments (`"(8, [[okl_outer(\"\")]], @inner)"`) reads
    // as it does in `@tile(8, [[okl_outer("")]], @inner)`.
    if sub.contains(&Tk::P(TokKind::AttrOpen)) {
        let mut spans = TokenSpans::with_capacity(sub_spans.len());
        for s in &sub_spans {
            spans.push(*s);
        }
        let (nested, nested_spans) = normalize_attrs(sub, spans, diags);
        sub = nested;
        sub_spans = nested_spans.iter().collect();
    }
    let mut depth = 0i32;
    let balanced = sub.iter().all(|t| {
        depth += match t {
            Tk::P(TokKind::RParen | TokKind::RBracket | TokKind::RBrace) => -1,
            t => is_open(t) as i32,
        };
        depth >= 0
    }) && depth == 0;
    if !balanced {
        diags.push(
            Diagnostic::error(
                codes::BAD_NORMALIZED_ATTR,
                "unbalanced brackets in normalised attribute arguments",
                span,
            )
            .with_primary_message(if depth == 1 {
                "a bracket is left open".to_string()
            } else if depth > 1 {
                format!("{depth} brackets are left open")
            } else {
                "a bracket closes before it opens".to_string()
            })
            .with_help(
                "the string must hold a parenthesised argument list such as \"(16,@outer)\"",
            ),
        );
        return;
    }
    // The argument list must be one parenthesised group; otherwise wrap it in one.
    let one_group = sub.first() == Some(&Tk::P(TokKind::LParen)) && {
        let mut depth = 0i32;
        let mut closes_at_end = false;
        for (k, t) in sub.iter().enumerate() {
            match t {
                Tk::P(TokKind::LParen) | Tk::AttrLParen => depth += 1,
                Tk::P(TokKind::RParen) => {
                    depth -= 1;
                    if depth == 0 {
                        closes_at_end = k + 1 == sub.len();
                        break;
                    }
                }
                _ => {}
            }
        }
        closes_at_end
    };
    if one_group {
        sub[0] = Tk::AttrLParen;
    } else {
        sub.insert(0, Tk::AttrLParen);
        sub_spans.insert(0, Span::point(span.file, base));
        sub.push(Tk::P(TokKind::RParen));
        sub_spans.push(Span::point(span.file, span.hi.saturating_sub(1)));
    }
    out.extend(sub);
    for span in sub_spans {
        out_spans.push(span);
    }
}

fn is_open(t: &Tk) -> usize {
    match t {
        Tk::P(TokKind::LParen | TokKind::LBracket | TokKind::LBrace) | Tk::AttrLParen => 1,
        Tk::P(TokKind::AttrOpen) => 2,
        _ => 0,
    }
}

fn is_close(t: &Tk) -> bool {
    matches!(t, Tk::P(TokKind::RParen | TokKind::RBracket | TokKind::RBrace))
}

/// The tokens without the [`Tk::Unfit`] ones.
fn drop_unfit(tks: Vec<Tk>, spans: TokenSpans) -> (Vec<Tk>, TokenSpans) {
    let mut out = Vec::with_capacity(tks.len());
    let mut out_spans = TokenSpans::with_capacity(tks.len());
    for (i, t) in tks.into_iter().enumerate() {
        if t != Tk::Unfit {
            out.push(t);
            out_spans.push(spans.at(i));
        }
    }
    (out, out_spans)
}

/// Drops each `;` that stands directly inside a pair of parentheses which closes before the
/// enclosing brace or bracket does, other than a `for`, `if` or `switch` header, with a
/// warning: legacy OCCA reads `w * ((a + b);\n +(c + d))` as `w * ((a + b) + (c + d))` and
/// shipped kernels rely on it. A `(` that never closes keeps its `;`, so a missing `)` is
/// still the syntax error it was.
fn drop_semis_in_parens(
    tks: Vec<Tk>,
    spans: TokenSpans,
    diags: &mut Vec<Diagnostic>,
) -> (Vec<Tk>, TokenSpans) {
    // An open group: `Some(semis)` for parentheses whose `;` would be dropped, `None` for
    // braces, brackets and statement headers.
    let mut open: Vec<Option<Vec<usize>>> = Vec::new();
    let mut stray: Vec<usize> = Vec::new();
    for (i, t) in tks.iter().enumerate() {
        match t {
            Tk::P(TokKind::LParen) | Tk::AttrLParen => {
                let kw = |back: usize| match i.checked_sub(back).map(|j| &tks[j]) {
                    Some(Tk::Kw(k)) => Some(*k),
                    _ => None,
                };
                let header = matches!(kw(1), Some(Keyword::For | Keyword::If | Keyword::Switch))
                    || (kw(1) == Some(Keyword::Constexpr) && kw(2) == Some(Keyword::If));
                open.push((!header).then(Vec::new));
            }
            Tk::P(TokKind::LBracket | TokKind::LBrace | TokKind::AttrOpen) => open.push(None),
            Tk::P(TokKind::Semi) => {
                if let Some(Some(semis)) = open.last_mut() {
                    semis.push(i);
                }
            }
            Tk::P(TokKind::RParen) => match open.last() {
                Some(Some(_)) => {
                    if let Some(Some(semis)) = open.pop() {
                        stray.extend(semis);
                    }
                }
                // `)` closing a header, or a mismatch: parentheses still open inside lose
                // nothing, since none is open here.
                _ => {
                    open.pop();
                }
            },
            Tk::P(TokKind::RBracket | TokKind::RBrace) => {
                // Parentheses still open here never close: their `;` stay.
                while let Some(Some(_)) = open.last() {
                    open.pop();
                }
                open.pop();
            }
            _ => {}
        }
    }
    if stray.is_empty() {
        return (tks, spans);
    }
    stray.sort_unstable();
    for &i in &stray {
        let span = spans.at(i);
        diags.push(
            Diagnostic::warning(
                codes::STRAY_SEMI_IN_PARENS,
                "stray `;` inside parentheses is ignored",
                span,
            )
            .with_primary_message("the parenthesis opened before it is still open")
            .with_help(
                "remove the `;`; legacy OCCA drops it, and so does oklc (`-Werror` rejects it)",
            )
            .with_fix("remove the `;`", span, ""),
        );
    }
    let mut out = Vec::with_capacity(tks.len() - stray.len());
    let mut out_spans = TokenSpans::with_capacity(tks.len() - stray.len());
    let mut next = stray.iter().peekable();
    for (i, t) in tks.into_iter().enumerate() {
        if next.peek() == Some(&&i) {
            next.next();
            continue;
        }
        out.push(t);
        out_spans.push(spans.at(i));
    }
    (out, out_spans)
}

/// Replaces every group that would nest deeper than [`MAX_NESTING`] by one [`Tk::Bad`].
fn limit_depth(
    tks: Vec<Tk>,
    spans: TokenSpans,
    diags: &mut Vec<Diagnostic>,
) -> (Vec<Tk>, TokenSpans) {
    // Real files never come near the limit: copy only when a group must be replaced.
    let mut depth = 0usize;
    let too_deep = tks.iter().any(|t| {
        let open = is_open(t);
        if open > 0 && depth + open > MAX_NESTING {
            return true;
        }
        depth += open;
        if is_close(t) {
            depth = depth.saturating_sub(1);
        }
        false
    });
    if !too_deep {
        return (tks, spans);
    }
    let mut depth = 0usize;
    let mut out = Vec::with_capacity(tks.len());
    let mut out_spans = TokenSpans::with_capacity(spans.len());
    let mut i = 0;
    while i < tks.len() {
        let open = is_open(&tks[i]);
        if open > 0 && depth + open > MAX_NESTING {
            let mut d = 0usize;
            let mut j = i;
            while j < tks.len() {
                d += is_open(&tks[j]);
                if is_close(&tks[j]) {
                    d = d.saturating_sub(1);
                }
                if d == 0 {
                    break;
                }
                j += 1;
            }
            let j = j.min(tks.len() - 1);
            diags.push(
                Diagnostic::error(codes::NESTING_TOO_DEEP, "nesting too deep", spans.at(i))
                    .with_primary_message(format!(
                        "this group is nested more than {MAX_NESTING} levels deep"
                    ))
                    .with_help("split the expression or block into smaller pieces"),
            );
            out.push(Tk::Bad);
            out_spans.push(spans.at(i).to(spans.at(j)));
            i = j + 1;
            continue;
        }
        depth += open;
        if is_close(&tks[i]) {
            depth = depth.saturating_sub(1);
        }
        out.push(tks[i]);
        out_spans.push(spans.at(i));
        i += 1;
    }
    (out, out_spans)
}
