//! Where a syntax error sits: the function it is in ("while parsing kernel `foo`") and a type
//! definition whose `;` is missing before it.
//!
//! A file can report thousands of errors, so nothing here scans the tokens or the items per
//! error: [`ErrorContext`] builds the bracket structure and the list of function spans once,
//! when the first error asks, and answers each question by lookup or binary search.

use std::cell::OnceCell;

use oklc_lex::{Keyword, TokKind};
use oklc_span::Span;
use smol_str::SmolStr;

use crate::ast::*;
use crate::state::St;
use crate::token::Tk;

const NONE: u32 = u32::MAX;

/// What a function-context label says: ("kernel" or "function", its name, the span to label).
pub(crate) type Enclosing = (&'static str, Name, Span);

/// A type definition whose closing `}` lacks its `;`.
pub(crate) struct MissingSemi {
    /// The index of the `}`.
    pub brace: usize,
    /// `struct`, `class`, `union` or `enum`.
    pub what: &'static str,
    /// The type's name: the failed definition never declared it, so later uses of it as a type
    /// are follow-on errors.
    pub tag: Option<SmolStr>,
}

/// Bracket structure of the token stream, from one forward pass.
struct Brackets {
    /// For each token index `k` (and `k == len`), the innermost `{` still open before `k`.
    open_brace_before: Vec<u32>,
    /// For each `}` and `)`, the `{` or `(` (attribute `(` included) it closes.
    opener: Vec<u32>,
}

impl Brackets {
    /// A closer without an opener is ignored, so each answer is what scanning backwards from
    /// the token and counting brackets finds.
    fn of(tks: &[Tk]) -> Brackets {
        let mut braces: Vec<u32> = Vec::new();
        let mut parens: Vec<u32> = Vec::new();
        let mut open_brace_before = Vec::with_capacity(tks.len() + 1);
        let mut opener = vec![NONE; tks.len()];
        for (k, t) in tks.iter().enumerate() {
            open_brace_before.push(braces.last().copied().unwrap_or(NONE));
            match t {
                Tk::P(TokKind::LBrace) => braces.push(k as u32),
                Tk::P(TokKind::RBrace) => opener[k] = braces.pop().unwrap_or(NONE),
                Tk::P(TokKind::LParen) | Tk::AttrLParen => parens.push(k as u32),
                Tk::P(TokKind::RParen) => opener[k] = parens.pop().unwrap_or(NONE),
                _ => {}
            }
        }
        open_brace_before.push(braces.last().copied().unwrap_or(NONE));
        Brackets { open_brace_before, opener }
    }

    fn opener(&self, close: usize) -> Option<usize> {
        self.opener.get(close).filter(|&&o| o != NONE).map(|&o| o as usize)
    }

    fn open_brace_before(&self, k: usize) -> Option<usize> {
        self.open_brace_before.get(k).filter(|&&o| o != NONE).map(|&o| o as usize)
    }
}

/// Answers the context questions of one parse's errors; the tables are built on first use.
pub(crate) struct ErrorContext<'a> {
    tks: &'a [Tk],
    unit: &'a TranslationUnit,
    st: &'a St,
    brackets: OnceCell<Brackets>,
    /// Every function item, sorted by span start; function spans do not overlap.
    functions: OnceCell<Vec<(Span, Enclosing)>>,
}

impl<'a> ErrorContext<'a> {
    pub(crate) fn new(tks: &'a [Tk], unit: &'a TranslationUnit, st: &'a St) -> Self {
        ErrorContext { tks, unit, st, brackets: OnceCell::new(), functions: OnceCell::new() }
    }

    fn brackets(&self) -> &Brackets {
        self.brackets.get_or_init(|| Brackets::of(self.tks))
    }

    /// The function containing `span` in the tree, or else, for an error inside a function
    /// whose item could not be recovered, the one found from the tokens before token `at`.
    pub(crate) fn enclosing_function(&self, span: Span, at: usize) -> Option<Enclosing> {
        self.function_in_tree(span).or_else(|| self.function_by_tokens(at))
    }

    fn function_in_tree(&self, span: Span) -> Option<Enclosing> {
        let functions = self.functions.get_or_init(|| function_spans(self.unit));
        let after = functions.partition_point(|(s, _)| (s.file, s.lo) <= (span.file, span.lo));
        let (s, found) = functions.get(after.checked_sub(1)?)?;
        s.contains(span).then(|| found.clone())
    }

    /// The innermost `{` before token `at` that opens right after `name(…)`.
    fn function_by_tokens(&self, at: usize) -> Option<Enclosing> {
        let (tks, brackets) = (self.tks, self.brackets());
        let mut k = at.min(tks.len());
        loop {
            let open = brackets.open_brace_before(k)?;
            // Skip method qualifiers and trailing attributes between `)` and `{`.
            let mut j = open;
            while j > 0 && matches!(tks[j - 1], Tk::Kw(_) | Tk::Attr(_)) {
                j -= 1;
            }
            if j > 0
                && tks[j - 1] == Tk::P(TokKind::RParen)
                && let Some(lp) = brackets.opener(j - 1)
                && lp > 0
                && let Tk::Ident(name) = &tks[lp - 1]
            {
                let mut q = lp - 1;
                let mut kernel = false;
                while q > 0 {
                    q -= 1;
                    match &tks[q] {
                        Tk::P(TokKind::Semi | TokKind::RBrace | TokKind::LBrace) => break,
                        Tk::Attr(a) | Tk::NormAttr(a) if a.as_str() == "kernel" => kernel = true,
                        _ => {}
                    }
                }
                let what = if kernel { "kernel" } else { "function" };
                let span = self.st.tok_spans.get(lp - 1).unwrap_or(self.st.eoi);
                return Some((what, SmolStr::new(name.as_str()), span));
            }
            k = open;
        }
    }

    /// When the parser failed at token `at` just after the `}` of a `struct`, `class`, `union`
    /// or `enum` body (with only attributes such as `@kernel` between them), the index of that
    /// `}` and the kind of definition: its `;` is missing.
    pub(crate) fn missing_type_semicolon(&self, at: usize) -> Option<MissingSemi> {
        let tks = self.tks;
        let mut j = at.checked_sub(1)?;
        // Skip back over attributes and their argument lists (`} @kernel void k(`) and over
        // specifiers that the parser took as part of the struct's declaration
        // (`} typedef int T;`).
        loop {
            use Keyword as K;
            match tks.get(j)? {
                Tk::Attr(_)
                | Tk::Kw(
                    K::Typedef | K::Static | K::Extern | K::Inline | K::Const | K::Constexpr,
                ) => j = j.checked_sub(1)?,
                Tk::P(TokKind::RParen) => {
                    let open = self.brackets().opener(j)?;
                    if !matches!(tks.get(open), Some(Tk::AttrLParen)) {
                        return None;
                    }
                    j = open.checked_sub(1)?;
                }
                _ => break,
            }
        }
        if j + 1 == at && !matches!(tks.get(at), Some(Tk::Kw(_) | Tk::Attr(_))) {
            // `struct P { } x` is a declarator; only a keyword (`void`, `struct`, `typedef`,
            // ...) right after the `}` shows that a new declaration began.
            return None;
        }
        if !matches!(tks.get(j), Some(Tk::P(TokKind::RBrace))) {
            return None;
        }
        let open = self.brackets().opener(j)?;
        // `struct NAME : base, ... {`: the keyword is a few tokens before the `{`, with no
        // statement or block boundary between.
        for k in (open.saturating_sub(12)..open).rev() {
            let what = match tks[k] {
                Tk::Kw(Keyword::Struct) => "struct",
                Tk::Kw(Keyword::Class) => "class",
                Tk::Kw(Keyword::Union) => "union",
                Tk::Kw(Keyword::Enum) => "enum",
                Tk::P(TokKind::Semi | TokKind::LBrace | TokKind::RBrace | TokKind::RParen)
                | Tk::P(TokKind::Eq) => return None,
                _ => continue,
            };
            let tag = match tks.get(k + 1) {
                Some(Tk::Ident(name)) => Some(SmolStr::new(name.as_str())),
                _ => None,
            };
            return Some(MissingSemi { brace: j, what, tag });
        }
        None
    }
}

/// Every function item of `unit` (through namespaces, linkage blocks, templates and records)
/// with its span and the span of its declaration, sorted by where it starts.
fn function_spans(unit: &TranslationUnit) -> Vec<(Span, Enclosing)> {
    let mut out = Vec::new();
    let mut stack: Vec<ItemId> = unit.items.clone();
    while let Some(id) = stack.pop() {
        let Some(&s) = unit.spans.items.get(id) else { continue };
        match &unit.arenas.items[id] {
            Item::Function(f) => {
                let kernel = f
                    .spec
                    .attrs
                    .iter()
                    .chain(&f.attrs)
                    .any(|a| unit.arenas.attrs[*a].kind == AttrKind::Kernel);
                let what = if kernel { "kernel" } else { "function" };
                // The label names the function by its declaration, not by its whole body,
                // as the later stages' labels do.
                let head = f.body.and_then(|b| unit.spans.fn_heads.get(b)).copied().unwrap_or(s);
                out.push((s, (what, f.name.clone(), head)));
            }
            Item::Namespace { items, .. } | Item::Linkage { items, .. } => {
                stack.extend(items.iter().copied())
            }
            Item::Template { item, .. } => stack.push(*item),
            Item::Record(r) => stack.extend(r.members.iter().flatten().copied()),
            _ => {}
        }
    }
    out.sort_by_key(|(s, _)| (s.file, s.lo));
    out
}

/// How far [`unknown_template_call`] looks around an error, in tokens.
const TEMPLATE_CALL_REACH: usize = 64;

/// A call with explicit template arguments, `name<args>(`, whose `name` the file does not know
/// as a template and that is not a `std::` name (those are assumed templates, see
/// [`St::assumed_template`]), around the error at token `at`: the `<` was read as less-than,
/// which is why the parse failed between it and the `(`. The name, and the indices of its first
/// token, of the `<` and of the `(`. Bounded scans, so a file with many errors stays linear.
pub(crate) fn unknown_template_call(
    tks: &[Tk],
    at: usize,
    st: &St,
) -> Option<(SmolStr, usize, usize, usize)> {
    let lo = at.saturating_sub(TEMPLATE_CALL_REACH);
    for lt in (lo.max(1)..=at.min(tks.len().saturating_sub(1))).rev() {
        if tks[lt] != Tk::P(TokKind::Lt) || !matches!(tks[lt - 1], Tk::Ident(_)) {
            continue;
        }
        // The qualified name ending before the `<`.
        let mut first = lt - 1;
        while first >= 2
            && tks[first - 1] == Tk::P(TokKind::ColonColon)
            && matches!(tks[first - 2], Tk::Ident(_))
        {
            first -= 2;
        }
        if first >= 1 && tks[first - 1] == Tk::P(TokKind::ColonColon) {
            first -= 1;
        }
        // A member (`p.as<float>(x)`) or `template` name has rules of its own.
        if first >= 1
            && matches!(
                tks[first - 1],
                Tk::P(TokKind::Dot | TokKind::Arrow) | Tk::Kw(Keyword::Template)
            )
        {
            continue;
        }
        let name = crate::parse::spell(&tks[first..lt]);
        if crate::parse::template_kind(st, &name).is_some() {
            continue;
        }
        if let Some(paren) = call_paren(tks, lt, at) {
            return Some((name, first, lt, paren));
        }
    }
    None
}

/// The `(` directly after the `>` matching the `<` at `lt` (nested `<` counted, bracketed
/// groups skipped), when the error at `at` is no later than that `(`.
fn call_paren(tks: &[Tk], lt: usize, at: usize) -> Option<usize> {
    let mut angles = 0usize;
    let mut groups = 0usize;
    for (k, t) in tks.iter().enumerate().skip(lt).take(TEMPLATE_CALL_REACH) {
        match t {
            Tk::P(TokKind::LParen | TokKind::LBracket) => groups += 1,
            Tk::P(TokKind::RParen | TokKind::RBracket) if groups > 0 => groups -= 1,
            Tk::P(TokKind::Lt) if groups == 0 => angles += 1,
            Tk::P(TokKind::Gt) | Tk::GtJoined if groups == 0 => {
                angles -= 1;
                if angles == 0 {
                    let call = at <= k + 1 && tks.get(k + 1) == Some(&Tk::P(TokKind::LParen));
                    return call.then_some(k + 1);
                }
            }
            Tk::P(TokKind::RParen | TokKind::RBracket | TokKind::Semi | TokKind::LBrace)
            | Tk::P(TokKind::RBrace) => return None,
            _ => {}
        }
    }
    None
}
