//! Parser state: the AST under construction, the typedef scope, and span mapping.
//!
//! The state implements chumsky's [`Inspector`] so that the typedef scope rolls back when the
//! parser backtracks. The scope is an undo log: a checkpoint is the log length (O(1) to take),
//! and a rewind replays inverse operations. Arena allocations are not rolled back; nodes made by
//! abandoned attempts stay as unreachable orphans. This module does no parsing itself.

use chumsky::extra;
use std::ops::{Range, RangeFrom};
use std::rc::Rc;

use chumsky::input::{Checkpoint, Cursor, ExactSizeInput, Input, MapExtra, ValueInput};
use chumsky::inspector::Inspector;
use chumsky::prelude::*;
use indexmap::IndexMap;
use la_arena::{Arena, ArenaMap};
use oklc_diag::Diagnostic;
use oklc_span::Span;

use crate::ast::*;
use crate::error::GrammarError;
use crate::parse::{Infix, Operand};
use crate::token::{Sym, Tk, TokenSpans};
use crate::{ItemSink, MAX_TREE_DEPTH};

/// The parser's input: the converted tokens, behind an `Rc` so that neither the input nor the
/// grammar built over it borrows anything. That is what lets [`crate::parse`] build the grammar
/// once per thread instead of once per call (chumsky's mutually recursive rules are `Rc`
/// cycles, so a per-call grammar is also a per-call leak). An `Rc<Vec>`, not an `Rc<[Tk]>`:
/// wrapping the vector keeps its buffer, converting it would copy every token at the peak.
#[derive(Clone)]
pub(crate) struct Toks(pub(crate) Rc<Vec<Tk>>);

// chumsky declares the cursor methods of its input traits `unsafe fn` (its own inputs index
// without bounds checks); these implementations check every index and contain no unsafe
// operation, so the workspace-wide `unsafe_code` denial is lifted for exactly these impls.
#[allow(unsafe_code)]
impl<'src> Input<'src> for Toks {
    type Cursor = usize;
    type Span = SimpleSpan;
    type Token = Tk;
    type MaybeToken = Tk;
    type Cache = Rc<Vec<Tk>>;

    #[inline]
    fn begin(self) -> (usize, Rc<Vec<Tk>>) {
        (0, self.0)
    }

    #[inline]
    fn cursor_location(cursor: &usize) -> usize {
        *cursor
    }

    #[inline(always)]
    unsafe fn next_maybe(cache: &mut Rc<Vec<Tk>>, cursor: &mut usize) -> Option<Tk> {
        let t = cache.get(*cursor).copied();
        if t.is_some() {
            *cursor += 1;
        }
        t
    }

    #[inline(always)]
    unsafe fn span(_: &mut Rc<Vec<Tk>>, range: Range<&usize>) -> SimpleSpan {
        (*range.start..*range.end).into()
    }
}

#[allow(unsafe_code)]
impl<'src> ValueInput<'src> for Toks {
    #[inline(always)]
    unsafe fn next(cache: &mut Rc<Vec<Tk>>, cursor: &mut usize) -> Option<Tk> {
        let t = cache.get(*cursor).copied();
        if t.is_some() {
            *cursor += 1;
        }
        t
    }
}

#[allow(unsafe_code)]
impl<'src> ExactSizeInput<'src> for Toks {
    #[inline]
    unsafe fn span_from(cache: &mut Rc<Vec<Tk>>, range: RangeFrom<&usize>) -> SimpleSpan {
        (*range.start..cache.len()).into()
    }
}

pub(crate) type In<'a> = Toks;
/// The parser's extra types over the error type `E` (see [`crate::error::GrammarError`]).
pub(crate) type Ex<'a, E> = extra::Full<E, St, ()>;
pub(crate) type Ext<'a, 'b, E> = MapExtra<'a, 'b, In<'a>, Ex<'a, E>>;

/// What a name denotes in the current scope, as far as parsing cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NameKind {
    Var,
    Type,
    /// A class template: `Name<` starts template arguments in types and expressions.
    TypeTemplate,
    /// A function template: `name<` starts template arguments in expressions.
    FnTemplate,
    /// Never in the scope: what [`St::assumed_template`] makes of a `std::` name the file does
    /// not declare. Its `<` starts template arguments only when they close and the token after
    /// them fits a template-id (see [`type_follows`], [`expr_follows`]); it may be a class, a
    /// function or a variable template, which the context decides.
    AssumedTemplate,
}

enum Undo {
    Declared,
    Pushed,
    /// A scope was closed; its bindings are the last `n` entries of [`Scope::popped`].
    Popped(usize),
}

/// Scoped name table with an undo log. Every identifier the parser meets is looked up here,
/// so names are keyed by their interned symbol (the token's own, no string hashed). The open
/// scopes' names live on one stack, and the bindings closed scopes removed on another, so that
/// opening and closing a block allocates nothing once the stacks have grown.
pub(crate) struct Scope {
    bindings: IndexMap<Sym, Vec<NameKind>, oklc_lex::FastBuild>,
    /// The names declared in the open scopes, innermost scope last.
    names: Vec<Sym>,
    /// Where each open scope's names start in `names`; the file scope's is the first.
    starts: Vec<usize>,
    /// The bindings removed by closing scopes, kept while the undo log can restore them.
    popped: Vec<(Sym, NameKind)>,
    log: Vec<Undo>,
}

/// Type names every kernel may use without declaring them.
const BUILTIN_TYPE_NAMES: &[&str] = &[
    "size_t",
    "ptrdiff_t",
    "intptr_t",
    "uintptr_t",
    "int8_t",
    "int16_t",
    "int32_t",
    "int64_t",
    "uint8_t",
    "uint16_t",
    "uint32_t",
    "uint64_t",
    "half",
    "uchar",
    "ushort",
    "uint",
    "ulong",
];

// No table of `std::` templates: the standard library reaches oklc only through headers it
// passes through unread, so every `std::` name the file does not declare is an assumed template
// when `<` follows (`St::assumed_template`), `std::forward<Ts>(x)` and `std::array<float, 4>`
// alike. The fixed list this replaced (integer_sequence, tuple, forward, get, ...) parsed no
// differently, except that `std::tuple<int, float>(1, 2.f)` is now a call, like every
// `std::X<...>(...)`, which prints the same.

/// OCCA vector type stems; each gets the suffixes 2, 3 and 4.
const VECTOR_STEMS: &[&str] = &[
    "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double", "bool",
    "half",
];

impl Scope {
    fn new() -> Scope {
        let mut s = Scope {
            bindings: IndexMap::default(),
            names: Vec::new(),
            starts: vec![0],
            popped: Vec::new(),
            log: Vec::new(),
        };
        for name in BUILTIN_TYPE_NAMES {
            s.declare(name, NameKind::Type);
        }
        for stem in VECTOR_STEMS {
            for n in 2..=4 {
                s.declare(&format!("{stem}{n}"), NameKind::Type);
            }
        }
        s.forget_undo();
        s
    }

    pub(crate) fn declare(&mut self, name: &str, kind: NameKind) {
        let name = Sym::intern(name);
        self.bindings.entry(name).or_default().push(kind);
        self.names.push(name);
        self.log.push(Undo::Declared);
    }

    pub(crate) fn push(&mut self) {
        self.starts.push(self.names.len());
        self.log.push(Undo::Pushed);
    }

    pub(crate) fn pop(&mut self) {
        if self.starts.len() <= 1 {
            return;
        }
        let start = self.starts.pop().unwrap_or_default();
        let before = self.popped.len();
        for name in self.names.drain(start..).rev() {
            if let Some(kind) = self.bindings.get_mut(&name).and_then(|v| v.pop()) {
                self.popped.push((name, kind));
            }
        }
        self.log.push(Undo::Popped(self.popped.len() - before));
    }

    /// Drops the undo log: nothing can rewind to before this point any more.
    pub(crate) fn forget_undo(&mut self) {
        self.log.clear();
        self.popped.clear();
    }

    pub(crate) fn lookup(&self, name: &str) -> Option<NameKind> {
        self.lookup_sym(Sym::intern(name))
    }

    /// What the name `sym` denotes (an identifier token's symbol).
    pub(crate) fn lookup_sym(&self, sym: Sym) -> Option<NameKind> {
        self.bindings.get(&sym).and_then(|v| v.last().copied())
    }

    fn undo_to(&mut self, len: usize) {
        while self.log.len() > len {
            match self.log.pop() {
                // Undone in reverse order, so the name is the innermost scope's last.
                Some(Undo::Declared) => {
                    if let Some(name) = self.names.pop()
                        && let Some(v) = self.bindings.get_mut(&name)
                    {
                        v.pop();
                    }
                }
                Some(Undo::Pushed) => {
                    self.starts.pop();
                }
                Some(Undo::Popped(n)) => {
                    self.starts.push(self.names.len());
                    let from = self.popped.len().saturating_sub(n);
                    for (name, kind) in self.popped.drain(from..).rev() {
                        self.bindings.entry(name).or_default().push(kind);
                        self.names.push(name);
                    }
                }
                None => break,
            }
        }
    }
}

/// Everything the parser mutates.
pub(crate) struct St {
    pub(crate) arenas: AstArenas,
    pub(crate) spans: AstSpans,
    pub(crate) scope: Scope,
    /// The input tokens (for guards that look ahead) and their source spans.
    pub(crate) toks: Rc<Vec<Tk>>,
    pub(crate) tok_spans: TokenSpans,
    pub(crate) eoi: Span,
    /// Diagnostics found outside chumsky's error channel (normalised attribute strings).
    pub(crate) diags: Vec<Diagnostic>,
    /// Where finished top-level items go in [`crate::parse_items`]; `None` keeps them all.
    pub(crate) sink: Option<Box<dyn ItemSink>>,
    /// Set once an item had a diagnostic: later items are not handed over.
    pub(crate) sink_stopped: bool,
    /// How many nodes the arenas held when the last top-level item was finished.
    nodes_before_item: usize,
    /// Top-level items, in order, known to be shallower than [`MAX_TREE_DEPTH`] (see
    /// [`St::top_item`]).
    pub(crate) shallow_items: Vec<ItemId>,
    /// Operand and operator stacks for grouping binary operators, kept between expressions.
    pub(crate) infix_stacks: (Vec<Operand>, Vec<Infix>),
    /// The token indices, ascending, of the `(`s whose own level holds a `...` (not the one
    /// of `sizeof...`): the only places a fold expression can start. Empty for nearly every
    /// file, so the fold alternative costs a parenthesised expression one comparison.
    pub(crate) fold_parens: Vec<usize>,
}

/// [`St::fold_parens`] of `toks`: one pass, and none of the bracket bookkeeping when the file
/// has no `...` at all.
fn fold_parens(toks: &[Tk]) -> Vec<usize> {
    use oklc_lex::{Keyword, TokKind};
    let mut found = Vec::new();
    if !toks.contains(&Tk::P(TokKind::Ellipsis)) {
        return found;
    }
    // The open brackets around the current token; `(` with its index, others as `None`.
    let mut open: Vec<Option<usize>> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        match t {
            Tk::P(TokKind::LParen) => open.push(Some(i)),
            Tk::AttrLParen | Tk::P(TokKind::LBracket | TokKind::LBrace) => open.push(None),
            Tk::P(TokKind::RParen | TokKind::RBracket | TokKind::RBrace) => {
                open.pop();
            }
            Tk::P(TokKind::Ellipsis) if i == 0 || toks[i - 1] != Tk::Kw(Keyword::Sizeof) => {
                if let Some(Some(at)) = open.last()
                    && found.last() != Some(at)
                {
                    found.push(*at);
                }
            }
            _ => {}
        }
    }
    found.sort_unstable();
    found.dedup();
    found
}

impl St {
    pub(crate) fn new(toks: Rc<Vec<Tk>>, tok_spans: TokenSpans, eoi: Span) -> St {
        St {
            fold_parens: fold_parens(&toks),
            toks,
            arenas: AstArenas::default(),
            spans: AstSpans::default(),
            scope: Scope::new(),
            tok_spans,
            eoi,
            diags: Vec::new(),
            sink: None,
            sink_stopped: false,
            nodes_before_item: 0,
            shallow_items: Vec::new(),
            infix_stacks: (Vec::new(), Vec::new()),
        }
    }

    /// Reserves the arenas and span tables for a whole file of `tokens` tokens, from the node
    /// counts per token of the benchmark workload and the corpus (expressions 0.23–0.44,
    /// statements 0.06–0.11, types 0.02–0.12, attributes 0.01–0.06, items 0.005–0.034), so
    /// that a whole-file parse does not copy its arenas each time they double (5% of its
    /// instructions). The item-by-item parser reuses one item's capacity for the next instead.
    pub(crate) fn reserve_for_tokens(&mut self, tokens: usize) {
        let (a, s) = (&mut self.arenas, &mut self.spans);
        a.exprs = Arena::with_capacity(tokens / 2);
        s.exprs = ArenaMap::with_capacity(tokens / 2);
        a.stmts = Arena::with_capacity(tokens / 8);
        s.stmts = ArenaMap::with_capacity(tokens / 8);
        a.types = Arena::with_capacity(tokens / 8);
        s.types = ArenaMap::with_capacity(tokens / 8);
        a.attrs = Arena::with_capacity(tokens / 16);
        s.attrs = ArenaMap::with_capacity(tokens / 16);
        a.items = Arena::with_capacity(tokens / 32);
        s.items = ArenaMap::with_capacity(tokens / 32);
    }

    /// Called once per finished top-level item. Nothing can rewind into an item once the
    /// translation unit's loop has accepted it, so the typedef scope's undo log is dropped
    /// here (it would otherwise grow with every declaration of the file), and with a sink the
    /// item is handed over and its nodes freed (the arenas keep their capacity for the next).
    ///
    /// An item's nodes are all made while it is parsed, children before parents, so no chain
    /// in its tree is longer than the number of nodes made since the previous item: an item
    /// that made at most [`MAX_TREE_DEPTH`] nodes (nearly every one) cannot be too deep, and
    /// the depth walk skips it.
    pub(crate) fn top_item(&mut self, id: ItemId) -> ItemId {
        self.scope.forget_undo();
        let nodes = node_count(&self.arenas);
        let shallow = nodes - self.nodes_before_item.min(nodes) <= MAX_TREE_DEPTH;
        let Some(sink) = self.sink.as_mut() else {
            self.nodes_before_item = nodes;
            if shallow {
                self.shallow_items.push(id);
            }
            return id;
        };
        let mut unit = TranslationUnit {
            items: vec![id],
            arenas: std::mem::take(&mut self.arenas),
            spans: std::mem::take(&mut self.spans),
        };
        if !self.sink_stopped {
            let before = self.diags.len();
            if !shallow {
                crate::depth::limit_tree_depth(&mut unit, &mut self.diags, &[]);
            }
            if self.diags.len() == before {
                sink.item(&unit, id);
            } else {
                self.sink_stopped = true;
            }
        }
        unit.clear();
        self.arenas = unit.arenas;
        self.spans = unit.spans;
        self.nodes_before_item = 0;
        id
    }

    /// The source span covering the tokens `s.start..s.end`.
    pub(crate) fn src(&self, s: SimpleSpan) -> Span {
        let n = self.tok_spans.len();
        if s.start < s.end && s.end <= n {
            self.tok_spans.cover(s.start, s.end - 1)
        } else if s.start < n {
            let first = self.tok_spans.at(s.start);
            Span::point(first.file, first.lo)
        } else {
            self.eoi
        }
    }

    /// Whether `name`, qualified by namespace `std` (`std::…`, `::std::…`, also nested
    /// `std::chrono::…`), is unknown to the scope by that qualified name. The standard library
    /// is known to oklc only through headers it passes through unread (OKL0118), so such a name
    /// followed by `<` is assumed to be a template when its arguments parse and close (see
    /// [`NameKind::AssumedTemplate`]). Unlike other qualified names it is not looked up by its
    /// last segment: a kernel's own variable `max` says nothing about `std::max`. Names of
    /// oklc's device subset (`_occa_std::tuple_size_v`, `oklc_target::DEVICE_STD_NAMESPACE`)
    /// are taken the same way.
    pub(crate) fn assumed_template(&self, name: &str) -> bool {
        let name = name.strip_prefix("::").unwrap_or(name);
        let library = name.split("::").next().filter(|_| name.contains("::"));
        matches!(library, Some("std" | oklc_target::DEVICE_STD_NAMESPACE))
            && self.scope.lookup(name).is_none()
    }

    pub(crate) fn is_type(&self, name: &str) -> bool {
        matches!(self.scope.lookup(name), Some(NameKind::Type | NameKind::TypeTemplate))
    }

    pub(crate) fn expr(&mut self, e: Expr, s: SimpleSpan) -> ExprId {
        let sp = self.src(s);
        let id = self.arenas.exprs.alloc(e);
        self.spans.exprs.insert(id, sp);
        id
    }
    pub(crate) fn stmt(&mut self, st: Stmt, s: SimpleSpan) -> StmtId {
        let sp = self.src(s);
        let id = self.arenas.stmts.alloc(st);
        self.spans.stmts.insert(id, sp);
        id
    }
    /// A statement node whose span [`St::set_stmt_span`] gives once it is known.
    pub(crate) fn stmt_unspanned(&mut self, st: Stmt) -> StmtId {
        self.arenas.stmts.alloc(st)
    }
    pub(crate) fn set_stmt_span(&mut self, id: StmtId, s: SimpleSpan) {
        let sp = self.src(s);
        self.spans.stmts.insert(id, sp);
    }
    pub(crate) fn item(&mut self, it: Item, s: SimpleSpan) -> ItemId {
        let sp = self.src(s);
        if let Item::Function(FunctionDef { body: Some(body), .. }) = &it
            && let Some(&body_span) = self.spans.stmts.get(*body)
        {
            // The body's tokens end the item: the first of them is found walking back.
            let first = (s.start..s.end.min(self.tok_spans.len()))
                .rev()
                .find(|&t| self.tok_spans.starts_with(t, body_span));
            if let Some(first) = first.filter(|&t| t > s.start) {
                let head = self.src(SimpleSpan::from(s.start..first));
                self.spans.fn_heads.insert(*body, head);
            }
        }
        let id = self.arenas.items.alloc(it);
        self.spans.items.insert(id, sp);
        id
    }
    pub(crate) fn ty(&mut self, t: TypeRef, s: SimpleSpan) -> TypeRefId {
        let sp = self.src(s);
        let id = self.arenas.types.alloc(t);
        self.spans.types.insert(id, sp);
        id
    }
    pub(crate) fn attr(&mut self, a: Attr, s: SimpleSpan) -> AttrId {
        let sp = self.src(s);
        let id = self.arenas.attrs.alloc(a);
        self.spans.attrs.insert(id, sp);
        id
    }
}

impl<'a> Inspector<'a, In<'a>> for St {
    type Checkpoint = usize;

    fn on_token(&mut self, _: &Tk) {}

    #[inline]
    fn on_save<'parse>(&self, _: &Cursor<'a, 'parse, In<'a>>) -> usize {
        self.scope.log.len()
    }

    #[inline]
    fn on_rewind<'parse>(&mut self, marker: &Checkpoint<'a, 'parse, In<'a>, usize>) {
        // Most rewinds undo nothing: keep that case a comparison.
        if self.scope.log.len() > *marker.inspector() {
            self.scope.undo_to(*marker.inspector());
        }
    }
}

/// Whether `next`, the token after the `>` of an assumed template's arguments, lets them be a
/// type (a declaration's specifiers, a parameter, a cast, a template argument, `sizeof`): a
/// declarator (a name, `*`, `&`, `&&`, `...`, `const`, an attribute), or what ends a type-id
/// (`)`, `,`, `>`, the second `>` of `>>`, `;`, `=` of a default argument, `{` of a braced
/// construction, `[` of `new T[n]`). Not `(`: there the name is read as an expression, a call
/// (`std::min<float>(a, b)`), which prints the same as a functional cast.
pub(crate) fn type_follows(next: Option<&Tk>) -> bool {
    use oklc_lex::{Keyword, TokKind};
    match next {
        Some(Tk::Ident(_) | Tk::GtJoined | Tk::Attr(_) | Tk::NormAttr(_)) => true,
        Some(Tk::Kw(k)) => matches!(k, Keyword::Const | Keyword::Volatile | Keyword::Operator),
        Some(Tk::P(k)) => matches!(
            k,
            TokKind::Star
                | TokKind::Amp
                | TokKind::AmpAmp
                | TokKind::Ellipsis
                | TokKind::RParen
                | TokKind::Comma
                | TokKind::Gt
                | TokKind::Semi
                | TokKind::Eq
                | TokKind::LBrace
                | TokKind::LBracket
                | TokKind::AttrOpen
        ),
        _ => false,
    }
}

/// Whether `next`, the token after the `>` of an assumed template's arguments, lets them be an
/// expression's template-id: `(` of a call (`std::min<float>(a, b)`), or a token that no
/// operand can start, so that reading the `<` as less-than and the `>` as greater-than could
/// not parse (`std::is_same_v<T, float> && n > 0`, `)`, `,`, `;`, `]`, `}`, `?`, `:`, `==`,
/// `!=`, `||`, `...`, a closing `>`). A name, literal, unary operator or `(` after the `>`
/// could be its right operand; of those only `(` is taken, by choice: `std::X<a>(b)` is a
/// call far more often than `(std::X < a) > (b)`.
pub(crate) fn expr_follows(next: Option<&Tk>) -> bool {
    use oklc_lex::TokKind;
    match next {
        Some(Tk::GtJoined) => true,
        Some(Tk::P(k)) => matches!(
            k,
            TokKind::LParen
                | TokKind::RParen
                | TokKind::Comma
                | TokKind::Semi
                | TokKind::RBracket
                | TokKind::RBrace
                | TokKind::Gt
                | TokKind::Question
                | TokKind::Colon
                | TokKind::EqEq
                | TokKind::BangEq
                | TokKind::AmpAmp
                | TokKind::PipePipe
                | TokKind::Ellipsis
        ),
        _ => false,
    }
}

/// The number of nodes in all arenas.
fn node_count(a: &AstArenas) -> usize {
    a.items.len() + a.stmts.len() + a.exprs.len() + a.types.len() + a.attrs.len()
}

/// Allocation helpers with their types written out (chumsky cannot infer closure types that
/// touch the state inside `choice`/`pratt`).
pub(crate) fn ex<'a, E: GrammarError<'a>>(e: Expr, x: &mut Ext<'a, '_, E>) -> ExprId {
    let s = x.span();
    x.state().expr(e, s)
}
pub(crate) fn ty<'a, E: GrammarError<'a>>(t: TypeRef, x: &mut Ext<'a, '_, E>) -> TypeRefId {
    let s = x.span();
    x.state().ty(t, s)
}
pub(crate) fn stmt_of<'a, E: GrammarError<'a>>(kind: StmtKind, x: &mut Ext<'a, '_, E>) -> StmtId {
    let s = x.span();
    x.state().stmt(Stmt { attrs: Vec::new(), passthrough: Vec::new(), kind }, s)
}
pub(crate) fn item<'a, E: GrammarError<'a>>(it: Item, x: &mut Ext<'a, '_, E>) -> ItemId {
    let s = x.span();
    x.state().item(it, s)
}

#[cfg(test)]
mod tests {
    use super::{NameKind, Scope};

    /// A rewind restores the scopes exactly, also across a scope that was closed after the
    /// checkpoint (the parser backtracks over whole blocks of a lambda or a statement).
    #[test]
    fn rewind_restores_closed_scopes() {
        let mut s = Scope::new();
        s.declare("T", NameKind::Type);
        let (outer, file_names) = (s.log.len(), s.names.len());
        s.push();
        s.declare("T", NameKind::Var);
        s.declare("u", NameKind::Var);
        let inner = s.log.len();
        s.pop();
        assert_eq!(s.lookup("T"), Some(NameKind::Type));
        assert_eq!(s.lookup("u"), None);
        s.declare("w", NameKind::Type);

        s.undo_to(inner);
        assert_eq!(s.lookup("w"), None);
        assert_eq!(s.lookup("T"), Some(NameKind::Var), "the closed scope is open again");
        assert_eq!(s.lookup("u"), Some(NameKind::Var));
        // The reopened scope closes like the original: its names, and only they, go.
        s.pop();
        assert_eq!(s.lookup("T"), Some(NameKind::Type));
        assert_eq!(s.lookup("u"), None);

        s.undo_to(outer);
        assert_eq!(s.lookup("T"), Some(NameKind::Type));
        assert_eq!(s.lookup("u"), None);
        assert_eq!(s.names.len(), file_names);
        assert_eq!(s.starts.len(), 1, "only the file scope is open");
        assert!(s.popped.is_empty(), "nothing left to restore");
    }
}
