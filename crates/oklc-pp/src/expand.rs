//! Macro expansion (C11 6.10.3): argument collection, substitution with `#` and `##`, rescanning
//! and the "blue paint" rule, plus the built-in macros and OKL's `OKL(...)` / `@directive(...)`.
//!
//! The expander is a stack of token contexts, as in gcc's cpplib: expanding a macro pushes its
//! substituted replacement list as a context and disables the macro until that context is
//! exhausted. An identifier naming a disabled macro is painted [`TokFlags::NO_EXPAND`] and never
//! expanded again. Looking for the `(` of a function-like macro may pop finished contexts and
//! read on into the file, which is how `f(2)(9)`-style invocations built from later text work.
//! Arguments are pre-expanded in isolation (a fresh context stack that cannot read past the
//! argument); that is the only recursion, bounded by [`MAX_ARG_DEPTH`].
//!
//! Provenance: tokens from a replacement list get the span of the outermost invocation in the
//! user's file and a new [`ExpnId`]; tokens from arguments keep their own span and `expn`
//! (where the user wrote them); tokens made by `#` or `##` count as replacement-list tokens.

use std::rc::Rc;

use oklc_diag::{Diagnostic, codes::pp as codes};
use oklc_lex::{Sym, TokFlags, TokKind, Token};
use oklc_span::{ExpnId, FileId, Span};

use crate::ExpansionData;
use crate::engine::{Pp, escape_string};
use crate::macros::{Builtin, Macro};

/// Deepest nesting of macro invocations inside arguments of other invocations.
pub(crate) const MAX_ARG_DEPTH: u32 = 200;
/// Deepest context stack (chains of macros expanding to macros).
pub(crate) const MAX_CONTEXT_DEPTH: usize = 100_000;
/// Most tokens one top-level expansion may produce.
pub(crate) const MAX_EXPANSION_TOKENS: u64 = 1_000_000;

const SPACING: TokFlags = TokFlags::AT_LINE_START.union(TokFlags::LEADING_SPACE);

/// One context: tokens being rescanned, and the macro disabled while they are.
pub(crate) struct Ctx {
    toks: Vec<Token>,
    pos: usize,
    macro_name: Option<Sym>,
}

/// The state of one expansion run.
pub(crate) struct ExpState {
    stack: Vec<Ctx>,
    /// Reads on into the files when the stack is empty (the main run).
    from_file: bool,
    /// `#if` mode: `defined` and `__has_include` are operators.
    if_mode: bool,
    /// Spacing of a macro name that goes to the next returned token: `(flags, replace)`.
    carry: Option<(TokFlags, bool)>,
    /// An `@` whose attribute name is still being expanded: it joins the next returned token.
    at: Option<Token>,
}

impl ExpState {
    pub(crate) fn main() -> ExpState {
        ExpState { stack: Vec::new(), from_file: true, if_mode: false, carry: None, at: None }
    }

    /// A run over `toks` alone; `stack` is an empty stack to reuse.
    fn isolated(mut stack: Vec<Ctx>, toks: Vec<Token>, if_mode: bool) -> ExpState {
        stack.push(Ctx { toks, pos: 0, macro_name: None });
        ExpState { stack, from_file: false, if_mode, carry: None, at: None }
    }
}

fn placemarker(span: Span) -> Token {
    Token::with_sym(TokKind::Error, Sym::EMPTY, span)
}

fn is_placemarker(t: &Token) -> bool {
    t.kind == TokKind::Error && t.text == Sym::EMPTY
}

/// The text inside a string literal token (escapes `\\` `\"` `\n` `\t` resolved), any prefix.
pub(crate) fn string_contents(text: &str) -> Option<String> {
    let quote = text.find('"')?;
    let prefix = &text[..quote];
    let rest = &text[quote + 1..];
    if prefix.ends_with('R') {
        let open = rest.find('(')?;
        let delim = &rest[..open];
        let body = rest[open + 1..].strip_suffix('"')?.strip_suffix(delim)?.strip_suffix(')')?;
        return Some(body.to_string());
    }
    let body = rest.strip_suffix('"')?;
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some(c) => out.push(c),
            None => out.push('\\'),
        }
    }
    Some(out)
}

/// Most buffers kept in [`Pp::spare`], and the largest capacity worth keeping.
const SPARE_BUFFERS: usize = 64;
const SPARE_CAPACITY: usize = 4096;

/// Keeps an emptied vector in `pool` for reuse, up to [`SPARE_BUFFERS`] of them.
fn keep_spare<T>(pool: &mut Vec<Vec<T>>, mut v: Vec<T>) {
    if pool.len() < SPARE_BUFFERS {
        v.clear();
        pool.push(v);
    }
}

impl Pp<'_> {
    /// An empty token buffer, reused when one is spare.
    pub(crate) fn take_buf(&mut self) -> Vec<Token> {
        self.spare.pop().unwrap_or_default()
    }

    /// Returns argument buffers, and the list holding them, for reuse (object-like macros have
    /// an unallocated list, which is not worth keeping).
    fn give_args(&mut self, mut args: Vec<Vec<Token>>) {
        if args.capacity() == 0 {
            return;
        }
        for arg in args.drain(..) {
            self.give_buf(arg);
        }
        keep_spare(&mut self.spare_args, args);
    }

    /// Returns a buffer for reuse.
    pub(crate) fn give_buf(&mut self, mut buf: Vec<Token>) {
        if self.spare.len() < SPARE_BUFFERS && buf.capacity() <= SPARE_CAPACITY {
            buf.clear();
            self.spare.push(buf);
        }
    }

    fn pop_ctx(&mut self, st: &mut ExpState) {
        if let Some(c) = st.stack.pop() {
            if let Some(name) = c.macro_name
                && let Some(n) = self.disabled.get_mut(&name)
            {
                *n = n.saturating_sub(1);
            }
            self.give_buf(c.toks);
        }
    }

    /// Drops every context of `st`, re-enabling their macros.
    pub(crate) fn unwind(&mut self, st: &mut ExpState) {
        while !st.stack.is_empty() {
            self.pop_ctx(st);
        }
    }

    /// Pushes a context; `false` (and `blown`) when a limit is hit.
    fn push_ctx(
        &mut self,
        st: &mut ExpState,
        toks: Vec<Token>,
        macro_name: Option<Sym>,
        site: Span,
    ) -> bool {
        self.budget = self.budget.saturating_add(toks.len() as u64 + 1);
        if self.budget > MAX_EXPANSION_TOKENS {
            self.blow(
                codes::EXPANSION_TOO_LARGE,
                format!("macro expansion produces more than {MAX_EXPANSION_TOKENS} tokens"),
                site,
                "this looks like a macro bomb (each level doubling the output); the expansion was abandoned",
            );
            return false;
        }
        if st.stack.len() >= MAX_CONTEXT_DEPTH {
            self.blow(
                codes::EXPANSION_TOO_DEEP,
                format!("macro expansion nested more than {MAX_CONTEXT_DEPTH} levels deep"),
                site,
                "simplify the chain of macros expanding to macros",
            );
            return false;
        }
        if let Some(name) = &macro_name {
            *self.disabled.entry(*name).or_insert(0) += 1;
        }
        st.stack.push(Ctx { toks, pos: 0, macro_name });
        true
    }

    fn blow(&mut self, code: oklc_diag::Code, msg: String, site: Span, help: &str) {
        if !self.blown {
            self.error(
                Diagnostic::error(code, msg, site)
                    .with_primary_message("the limit is reached expanding this")
                    .with_help(help),
            );
        }
        self.blown = true;
    }

    /// The next unexpanded token.
    fn raw_next(&mut self, st: &mut ExpState) -> Option<Token> {
        loop {
            match st.stack.last_mut() {
                Some(c) => {
                    if let Some(&tok) = c.toks.get(c.pos) {
                        c.pos += 1;
                        return Some(tok);
                    }
                    self.pop_ctx(st);
                }
                None => return if st.from_file { self.next_base() } else { None },
            }
        }
    }

    /// The kind of the next unexpanded token, popping finished contexts on the way.
    fn peek_kind(&mut self, st: &mut ExpState) -> Option<TokKind> {
        loop {
            match st.stack.last() {
                Some(c) => {
                    if let Some(t) = c.toks.get(c.pos) {
                        return Some(t.kind);
                    }
                    self.pop_ctx(st);
                }
                None => return if st.from_file { self.peek_base().map(|t| t.kind) } else { None },
            }
        }
    }

    /// Expands `toks` completely in isolation (`#if`, `#include`, `#line`, `#pragma` lines).
    pub(crate) fn expand_line(&mut self, toks: Vec<Token>, if_mode: bool) -> Vec<Token> {
        let saved_budget = std::mem::take(&mut self.budget);
        let was_blown = self.blown;
        let out = self.expand_isolated(toks, if_mode);
        self.budget = saved_budget;
        if !was_blown {
            self.blown = false;
        }
        out
    }

    fn expand_isolated(&mut self, toks: Vec<Token>, if_mode: bool) -> Vec<Token> {
        let stack = self.spare_stacks.pop().unwrap_or_default();
        let mut st = ExpState::isolated(stack, toks, if_mode);
        let mut out = self.take_buf();
        while let Some(t) = self.next_expanded(&mut st) {
            out.push(t);
        }
        self.unwind(&mut st);
        keep_spare(&mut self.spare_stacks, st.stack);
        out
    }

    /// The next fully expanded token of `st`. Kept small, as it runs for every token: most
    /// tokens are returned as read, and names that may expand go to [`Pp::expand_name`].
    pub(crate) fn next_expanded(&mut self, st: &mut ExpState) -> Option<Token> {
        loop {
            if self.blown {
                if st.from_file {
                    self.unwind(st);
                    self.blown = false;
                    st.carry = None;
                } else {
                    return None;
                }
            }
            let Some(mut tok) = self.raw_next(st) else {
                if let Some(at) = st.at.take() {
                    self.attr_without_name(&at, None);
                }
                return None;
            };
            if let Some((flags, replace)) = st.carry.take() {
                if replace {
                    tok.flags = (tok.flags - SPACING) | flags;
                } else {
                    tok.flags |= flags;
                }
            }
            let special = match tok.kind {
                TokKind::Ident => {
                    !tok.flags.contains(TokFlags::NO_EXPAND)
                        && (st.if_mode || self.may_be_macro(tok.text))
                }
                TokKind::Attr => tok.text == self.at_directive || self.attr_may_expand(&tok),
                _ => false,
            };
            if !special && st.at.is_none() {
                return Some(tok);
            }
            if let Some(t) = self.expand_special(st, tok, special) {
                return Some(t);
            }
        }
    }

    /// The slow path of [`Pp::next_expanded`]: a name that may expand, or any token while an
    /// `@` waits for its name.
    #[inline(never)]
    fn expand_special(&mut self, st: &mut ExpState, tok: Token, special: bool) -> Option<Token> {
        let tok = if special { self.expand_name(st, tok)? } else { tok };
        Some(self.join_attr(st, tok))
    }

    /// Whether an attribute token is a lone `@` (a macro parameter's or macro's name follows)
    /// or `@NAME` where `NAME` names a macro: the name is macro-expanded as in C, where `@` and
    /// the name are two tokens (`#define LOOP outer` makes `@LOOP` an `@outer`).
    #[inline(never)]
    fn attr_may_expand(&mut self, tok: &Token) -> bool {
        let i = tok.text.index();
        if self.attr_names.len() <= i {
            self.attr_names.resize(i + 1, None);
        }
        let name = match self.attr_names[i] {
            Some(name) => name,
            None => {
                let name = Sym::intern(tok.attr_name().unwrap_or_default());
                self.attr_names[i] = Some(name);
                name
            }
        };
        name == Sym::EMPTY || (self.may_be_macro(name) && self.macros.contains_key(&name))
    }

    /// The token after a pending `@`: an identifier becomes the attribute `@identifier`.
    fn join_attr(&mut self, st: &mut ExpState, tok: Token) -> Token {
        let Some(at) = st.at.take() else { return tok };
        if tok.kind != TokKind::Ident {
            self.attr_without_name(&at, Some(&tok));
            return tok;
        }
        let mut joined = Token::new(TokKind::Attr, format!("@{}", tok.text.as_str()), at.span);
        if at.span.file == tok.span.file && at.span.lo <= tok.span.lo && at.expn == tok.expn {
            joined.span = at.span.to(tok.span);
        }
        joined.flags = at.flags;
        joined.expn = at.expn;
        joined
    }

    #[cold]
    fn attr_without_name(&mut self, at: &Token, found: Option<&Token>) {
        let what = found.map_or("nothing".to_string(), |t| format!("`{}`", t.text.as_str()));
        self.error(
            Diagnostic::error(
                codes::ATTRIBUTE_NAME_EXPANSION,
                format!(
                    "`@` must be followed by an attribute name, found {what} after macro expansion"
                ),
                at.span,
            )
            .with_primary_message("needs a name such as `outer`")
            .with_help(
                "the macro argument or macro after `@` must expand to a name such as `outer`",
            )
            .with_expansion(self.out.expansions.frames(at.expn)),
        );
    }

    /// An identifier that may name a macro (or be `defined` in `#if`), or `@directive`: the
    /// token to return, or `None` when an expansion was pushed (or failed) and reading goes on.
    #[inline(never)]
    fn expand_name(&mut self, st: &mut ExpState, mut tok: Token) -> Option<Token> {
        if tok.kind == TokKind::Attr {
            if tok.text == self.at_directive {
                if self.peek_kind(st) != Some(TokKind::LParen) {
                    return Some(tok);
                }
                return self.at_directive(st, &tok);
            }
            // `@` then a name to expand: the `@` waits for the first token the name gives.
            let name = tok.attr_name().unwrap_or_default();
            let mut at = tok;
            at.text = Sym::intern("@");
            if let Some(previous) = st.at.replace(at) {
                self.attr_without_name(&previous, Some(&tok));
            }
            if name.is_empty() {
                return None;
            }
            let mut ident = tok;
            ident.kind = TokKind::Ident;
            ident.text = Sym::intern(name);
            ident.flags -= SPACING;
            return self.expand_name(st, ident);
        }
        if st.if_mode && tok.text == "defined" {
            return Some(self.defined_operator(st, tok));
        }
        let Some(m) = self.macros.get(&tok.text).cloned() else { return Some(tok) };
        if m.builtin == Some(Builtin::HasInclude) {
            if st.if_mode {
                return Some(self.has_include(st, tok));
            }
            return Some(tok);
        }
        if self.disabled.get(&tok.text).is_some_and(|&n| n > 0) {
            tok.flags |= TokFlags::NO_EXPAND;
            return Some(tok);
        }
        if m.params.is_some() && self.peek_kind(st) != Some(TokKind::LParen) {
            return Some(tok);
        }
        if st.from_file && st.stack.is_empty() {
            self.budget = 0;
        }
        self.expand_macro(st, tok, &m)
    }

    /// Expands one invocation of `m` named by `name` (its `(` is next for function-like
    /// macros). Pushes the result as a context, or returns a single token for built-ins.
    fn expand_macro(&mut self, st: &mut ExpState, name: Token, m: &Rc<Macro>) -> Option<Token> {
        let spacing = name.flags & SPACING;
        match m.builtin {
            Some(Builtin::File) => {
                let file_name = self
                    .files
                    .last()
                    .map(|f| {
                        f.presumed_name
                            .clone()
                            .unwrap_or_else(|| self.db.get(f.id).name.as_ref().into())
                    })
                    .unwrap_or_else(|| self.db.get(name.span.file).name.as_ref().into());
                return Some(self.builtin_token(
                    &name,
                    TokKind::StrLit,
                    format!("\"{}\"", escape_string(&file_name)),
                ));
            }
            Some(Builtin::Line) => {
                let file = self.db.get(name.span.file);
                let mut line = file.line_index(name.span.lo) as i64 + 1;
                if let Some(f) = self.files.last()
                    && f.id == name.span.file
                {
                    line = line.saturating_add(f.line_delta);
                }
                return Some(self.builtin_token(&name, TokKind::IntLit, line.to_string()));
            }
            Some(Builtin::Counter) => {
                let n = self.counter;
                self.counter = self.counter.saturating_add(1);
                return Some(self.builtin_token(&name, TokKind::IntLit, n.to_string()));
            }
            // Fixed values keep the output reproducible (same input, same bytes).
            Some(Builtin::Date) => {
                return Some(self.builtin_token(&name, TokKind::StrLit, "\"Jan  1 1970\"".into()));
            }
            Some(Builtin::Time) => {
                return Some(self.builtin_token(&name, TokKind::StrLit, "\"00:00:00\"".into()));
            }
            _ => {}
        }
        let params = m.params.as_ref().map_or(0, Vec::len);
        let (args, close) = if m.params.is_some() {
            let (mut args, close) = self.collect_args(st, &name, params, m.variadic)?;
            if params == 0 && args.len() == 1 && args[0].is_empty() {
                args.clear();
            }
            if m.variadic && args.len() + 1 == params {
                args.push(Vec::new());
            }
            if !m.variadic && params > 0 && args.len() == params + 1 && args[params].is_empty() {
                self.extra_empty_arg(&name, close, m);
                args.pop();
            }
            if args.len() != params {
                let site = name.span.to(close);
                let s = |n: usize| if n == 1 { "" } else { "s" };
                self.error(
                    Diagnostic::error(
                        codes::MACRO_ARG_COUNT,
                        format!(
                            "macro `{}` expects {}{} argument{}, but {} given",
                            m.name,
                            if m.variadic { "at least " } else { "" },
                            if m.variadic { params - 1 } else { params },
                            s(params),
                            args.len()
                        ),
                        site,
                    )
                    .with_primary_message(format!("{} argument{} given", args.len(), s(args.len())))
                    .with_label(m.def_span, "macro defined here")
                    .with_help("empty arguments count (`F(a,)` passes two); wrap commas in parentheses to pass them")
                    .with_expansion(self.out.expansions.frames(name.expn)),
                );
                return None;
            }
            (args, Some(close))
        } else {
            (Vec::new(), None)
        };
        let site = match close {
            Some(c) if name.expn.is_root() => name.span.to(c),
            _ => name.span,
        };
        let expn = self.out.expansions.push(ExpansionData {
            macro_name: m.name,
            call_site: site,
            definition: m.def_span,
            parent: name.expn,
        });
        if !m.strays.is_empty() {
            self.stray_backslashes(m, site, expn);
        }
        let result = match m.builtin {
            Some(Builtin::Okl) => {
                let toks = self.okl_builtin(st, args, site, expn)?;
                st.carry = Some((spacing, !toks.is_empty()));
                self.push_ctx(st, toks, Some(m.name), site);
                return None;
            }
            Some(Builtin::Pragma) => {
                self.pragma_operator(st, args, site, expn);
                return None;
            }
            _ if !m.has_ops => {
                let mut toks = self.take_buf();
                toks.extend(m.body.iter().map(|b| {
                    let mut t = b.tok;
                    t.span = site;
                    t.expn = expn;
                    t
                }));
                toks
            }
            _ => self.substitute(m, &args, site, expn, st.if_mode),
        };
        self.give_args(args);
        st.carry = Some((spacing, !result.is_empty()));
        self.push_ctx(st, result, Some(m.name), site);
        None
    }

    /// Warns, once per definition, that the stray `\` tokens of `m`'s replacement list are
    /// dropped from its expansion (legacy OCCA's reading); the primary span is the first of them.
    #[cold]
    fn stray_backslashes(&mut self, m: &Macro, site: Span, expn: ExpnId) {
        if self.warned_strays.contains(&m.def_span) {
            return;
        }
        self.warned_strays.push(m.def_span);
        let n = m.strays.len();
        let mut d = Diagnostic::warning(
            codes::STRAY_BACKSLASH_IN_MACRO,
            format!(
                "stray `\\` in the definition of macro `{}` is dropped from its expansion",
                m.name
            ),
            m.strays[0],
        )
        .with_primary_message(if n == 1 {
            "not at the end of the line, so no line continuation".to_string()
        } else {
            format!("this and {} more `\\` are no line continuation", n - 1)
        })
        .with_help("remove the backslash; only a `\\` at the very end of a line continues it")
        .with_expansion(self.out.expansions.frames(expn));
        for &other in &m.strays[1..] {
            d = d.with_label(other, "also dropped");
        }
        d = d.with_label(site, "expanded here");
        self.error(d);
    }

    /// Warns that the trailing empty argument of `F(a, b, )` (two parameters) is dropped, as
    /// legacy OCCA does (nekRS relies on it); C would reject the invocation. The primary span is
    /// the `)` that ends the empty argument.
    #[cold]
    fn extra_empty_arg(&mut self, name: &Token, close: Span, m: &Macro) {
        let params = m.params.as_ref().map_or(0, Vec::len);
        let s = if params == 1 { "" } else { "s" };
        let mut d = Diagnostic::warning(
            codes::EXTRA_EMPTY_MACRO_ARG,
            format!(
                "macro `{}` takes {params} argument{s}; the trailing empty one is ignored",
                m.name
            ),
            close,
        )
        .with_primary_message(format!("argument {} is empty", params + 1));
        // Inside another macro's body both are that macro's invocation.
        if name.span != close {
            d = d.with_label(name.span, "in this invocation");
        }
        self.error(
            d.with_label(m.def_span, "macro defined here")
                .with_help("remove the trailing comma (C compilers reject this invocation)")
                .with_expansion(self.out.expansions.frames(name.expn)),
        );
    }

    fn builtin_token(&self, name: &Token, kind: TokKind, text: String) -> Token {
        let mut t = Token::new(kind, text, name.span);
        t.flags = name.flags & SPACING;
        t.expn = name.expn;
        t
    }

    /// Collects the arguments of an invocation whose `(` is the next token. Returns the raw
    /// arguments and the span of the closing `)`.
    fn collect_args(
        &mut self,
        st: &mut ExpState,
        name: &Token,
        params: usize,
        variadic: bool,
    ) -> Option<(Vec<Vec<Token>>, Span)> {
        self.raw_next(st)?;
        self.collecting_args += 1;
        let here = self.args_floor();
        let floor = std::mem::replace(&mut self.args_floor, here);
        let mut args = self.spare_args.pop().unwrap_or_default();
        args.push(self.take_buf());
        let mut depth = 0usize;
        let result = loop {
            if self.blown {
                break None;
            }
            let Some(mut t) = self.raw_next(st) else {
                self.error(
                    Diagnostic::error(
                        codes::UNTERMINATED_MACRO_ARGS,
                        format!("unterminated argument list invoking macro `{}`", name.text),
                        name.span,
                    )
                    .with_primary_message("its `(` is never closed")
                    .with_help("add the closing `)`"),
                );
                break None;
            };
            if t.flags.contains(TokFlags::AT_LINE_START) {
                t.flags = (t.flags - TokFlags::AT_LINE_START) | TokFlags::LEADING_SPACE;
            }
            // A name read while its macro is disabled is painted now, even if its context ends
            // before the argument is pre-expanded (gcc does the same).
            if t.kind == TokKind::Ident
                && self.may_be_macro(t.text)
                && self.disabled.get(&t.text).is_some_and(|&n| n > 0)
            {
                t.flags |= TokFlags::NO_EXPAND;
            }
            match t.kind {
                TokKind::LParen => depth += 1,
                TokKind::RParen if depth == 0 => break Some(t.span),
                TokKind::RParen => depth -= 1,
                TokKind::Comma if depth == 0 && !(variadic && args.len() == params) => {
                    let buf = self.take_buf();
                    args.push(buf);
                    continue;
                }
                _ => {}
            }
            if let Some(last) = args.last_mut() {
                last.push(t);
            }
        };
        self.collecting_args -= 1;
        self.args_floor = floor;
        result.map(|close| (args, close))
    }

    /// Fully expands one argument (C11 6.10.3.1).
    fn expand_arg(&mut self, toks: &[Token], if_mode: bool, site: Span) -> Vec<Token> {
        if self.arg_depth >= MAX_ARG_DEPTH {
            self.blow(
                codes::EXPANSION_TOO_DEEP,
                format!(
                    "macro invocations nested more than {MAX_ARG_DEPTH} levels deep in arguments"
                ),
                site,
                "simplify the nesting of macro calls",
            );
            return Vec::new();
        }
        self.arg_depth += 1;
        self.budget = self.budget.saturating_add(toks.len() as u64);
        let mut copy = self.take_buf();
        copy.extend_from_slice(toks);
        let out = self.expand_isolated(copy, if_mode);
        self.arg_depth -= 1;
        out
    }

    /// Substitutes the arguments into the replacement list of `m`, applying `#` and `##`.
    fn substitute(
        &mut self,
        m: &Macro,
        args: &[Vec<Token>],
        site: Span,
        expn: ExpnId,
        if_mode: bool,
    ) -> Vec<Token> {
        let body_tok = |t: &Token| {
            let mut t = *t;
            t.span = site;
            t.expn = expn;
            t
        };
        let function_like = m.params.is_some();
        let va_index = if m.variadic { args.len().checked_sub(1) } else { None };
        // Reused across invocations; a nested invocation finds it taken and makes its own.
        let mut expanded = std::mem::take(&mut self.spare_expanded);
        expanded.resize(args.len(), None);
        let mut out = self.take_buf();
        // The tokens one body item stands for; reused across items.
        let mut operand = self.take_buf();
        let mut paste_next = false;
        // Closing parentheses of `__VA_OPT__(...)` groups whose contents are kept.
        let mut skip_close: Vec<usize> = Vec::new();
        // Spacing of a kept `__VA_OPT__`, given to the first token of its contents.
        let mut va_opt_space: Option<TokFlags> = None;
        let mut i = 0;
        while i < m.body.len() {
            if self.blown {
                return Vec::new();
            }
            if skip_close.last() == Some(&i) {
                skip_close.pop();
                i += 1;
                continue;
            }
            let item = &m.body[i];
            if let Some(va) = va_index
                && item.param.is_none()
                && item.tok.is_ident("__VA_OPT__")
                && let Some(close) = va_opt_close(&m.body, i + 1)
            {
                if expanded[va].is_none() {
                    let raw = args.get(va).map_or(&[][..], Vec::as_slice);
                    expanded[va] = Some(self.expand_arg(raw, if_mode, site));
                }
                if expanded[va].as_ref().is_some_and(|v| !v.is_empty()) {
                    skip_close.push(close);
                    va_opt_space = Some(item.tok.flags & TokFlags::LEADING_SPACE);
                    i += 2;
                    continue;
                }
                // An empty `__VA_OPT__` group is a placemarker (C23 6.10.5.2).
                i = close + 1;
                let pm = placemarker(site);
                if paste_next {
                    paste_next = false;
                    if let Some(lhs) = out.pop() {
                        out.extend(self.paste(lhs, pm, site, expn));
                    }
                } else {
                    out.push(pm);
                }
                continue;
            }
            let next_is_paste = m
                .body
                .get(i + 1)
                .is_some_and(|n| n.param.is_none() && n.tok.kind == TokKind::HashHash);
            operand.clear();
            if item.param.is_none() && item.tok.kind == TokKind::HashHash {
                paste_next = true;
                i += 1;
                continue;
            } else if function_like
                && item.param.is_none()
                && item.tok.kind == TokKind::Hash
                && let Some(p) = m.body.get(i + 1).and_then(|n| n.param)
            {
                let mut s = body_tok(&item.tok);
                s.kind = TokKind::StrLit;
                s.text = stringify(args.get(p).map_or(&[][..], Vec::as_slice)).into();
                operand.push(s);
                i += 2;
            } else if let Some(p) = item.param {
                let raw = args.get(p).map_or(&[][..], Vec::as_slice);
                if paste_next || next_is_paste {
                    if raw.is_empty() {
                        operand.push(placemarker(site));
                    } else {
                        operand.extend_from_slice(raw);
                    }
                    // GNU: `, ## __VA_ARGS__` drops the comma when the variable arguments are
                    // empty, and pastes nothing otherwise.
                    if paste_next
                        && Some(p) == va_index
                        && out.last().is_some_and(|t| t.kind == TokKind::Comma && t.expn == expn)
                    {
                        if raw.is_empty() {
                            out.pop();
                        } else {
                            out.extend_from_slice(raw);
                        }
                        paste_next = false;
                        i += 1;
                        continue;
                    }
                } else {
                    if expanded[p].is_none() {
                        expanded[p] = Some(self.expand_arg(raw, if_mode, site));
                    }
                    operand.extend_from_slice(expanded[p].as_deref().unwrap_or_default());
                }
                if let Some(first) = operand.first_mut() {
                    first.flags =
                        (first.flags - SPACING) | (item.tok.flags & TokFlags::LEADING_SPACE);
                }
                i += 1;
            } else {
                operand.push(body_tok(&item.tok));
                i += 1;
            }
            if let Some(space) = va_opt_space.take()
                && let Some(first) = operand.first_mut()
            {
                first.flags = (first.flags - SPACING) | space;
            }
            if paste_next {
                paste_next = false;
                let mut rest = operand.drain(..);
                match (out.pop(), rest.next()) {
                    (Some(lhs), Some(rhs)) => {
                        let pasted = self.paste(lhs, rhs, site, expn);
                        out.extend(pasted);
                    }
                    (Some(lhs), None) => out.push(lhs),
                    (None, Some(rhs)) => out.push(rhs),
                    (None, None) => {}
                }
                out.extend(rest);
            } else {
                out.append(&mut operand);
            }
        }
        out.retain(|t| !is_placemarker(t));
        self.give_buf(operand);
        for buf in expanded.drain(..).flatten() {
            self.give_buf(buf);
        }
        self.spare_expanded = expanded;
        out
    }

    /// `lhs ## rhs`: one token, or both (after a diagnostic) when they do not form one.
    fn paste(&mut self, lhs: Token, rhs: Token, site: Span, expn: ExpnId) -> Vec<Token> {
        if is_placemarker(&rhs) {
            return vec![lhs];
        }
        if is_placemarker(&lhs) {
            return vec![rhs];
        }
        let (l, r) = (lhs.text.as_str(), rhs.text.as_str());
        let mut text = String::with_capacity(l.len() + r.len());
        text.push_str(l);
        text.push_str(r);
        let lexed = oklc_lex::lex(site.file, &text);
        let valid = lexed.tokens.len() == 1
            && !lexed.tokens[0].kind.is_comment()
            && lexed.diagnostics.is_empty();
        if valid {
            // A pp-number that is no valid literal (`0x`, or `1e` on its way to `1e5`) stays one.
            let kind = lexed.tokens[0].kind;
            let mut t = Token::new(kind, text, site);
            t.flags = lhs.flags & SPACING;
            t.expn = expn;
            return vec![t];
        }
        self.error(
            Diagnostic::error(
                codes::INVALID_PASTE,
                format!("pasting `{}` and `{}` does not give a valid preprocessing token", lhs.text, rhs.text),
                site,
            )
            .with_primary_message(format!("gives `{}{}`", lhs.text, rhs.text))
            .with_help("`##` must form one token, such as an identifier or a number; drop the `##` to keep two tokens")
            .with_expansion(self.out.expansions.frames(expn)),
        );
        vec![lhs, rhs]
    }

    /// `defined X` / `defined(X)` in `#if`.
    fn defined_operator(&mut self, st: &mut ExpState, tok: Token) -> Token {
        let bad = |found: Option<Token>, or: Span| {
            Diagnostic::error(
                codes::INVALID_DEFINED,
                "`defined` must be followed by a macro name",
                found.map_or(or, |t| t.span),
            )
            .with_primary_message(if found.is_some() {
                "not a macro name"
            } else {
                "nothing follows it"
            })
            .with_help("write `defined(NAME)` or `defined NAME`")
        };
        let mut value = false;
        let mut end = tok.span;
        match self.raw_next(st) {
            Some(t) if t.kind == TokKind::Ident => {
                value = self.macros.contains_key(&t.text);
                end = t.span;
            }
            Some(t) if t.kind == TokKind::LParen => match self.raw_next(st) {
                Some(n) if n.kind == TokKind::Ident => {
                    value = self.macros.contains_key(&n.text);
                    end = n.span;
                    match self.raw_next(st) {
                        Some(c) if c.kind == TokKind::RParen => end = c.span,
                        other => {
                            self.error(bad(other, n.span).with_primary_message("expected `)`"))
                        }
                    }
                }
                other => self.error(bad(other, t.span)),
            },
            other => self.error(bad(other, tok.span)),
        }
        let mut t = Token::new(TokKind::IntLit, if value { "1" } else { "0" }, tok.span.to(end));
        t.flags = tok.flags;
        t
    }

    /// `__has_include("x")` / `__has_include(<x>)` in `#if`. An operand that is no header name
    /// is macro-expanded first, as for `#include` (`#define HDR "x.h"`, `__has_include(HDR)`).
    fn has_include(&mut self, st: &mut ExpState, tok: Token) -> Token {
        let mut inner = Vec::new();
        let mut ok = self.raw_next(st).is_some_and(|t| t.kind == TokKind::LParen);
        let mut depth = 0usize;
        if ok {
            loop {
                match self.raw_next(st) {
                    Some(t) if t.kind == TokKind::RParen && depth == 0 => break,
                    Some(t) => {
                        match t.kind {
                            TokKind::LParen => depth += 1,
                            TokKind::RParen => depth -= 1,
                            _ => {}
                        }
                        inner.push(t);
                    }
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
        }
        let mut found = false;
        let header = match ok.then(|| self.header_name(&inner)).flatten() {
            None if ok && !inner.is_empty() => {
                let expanded = self.expand_arg(&inner, false, tok.span);
                self.header_name(&expanded)
            }
            direct => direct,
        };
        match header {
            Some((name, angled)) => {
                found = matches!(self.resolve(&name, angled, tok.span), Ok(Some(_)));
            }
            None => self.error(
                Diagnostic::error(
                    codes::INVALID_HAS_INCLUDE,
                    "`__has_include` expects a header name in parentheses",
                    tok.span,
                )
                .with_primary_message("not followed by `(\"file\")` or `(<file>)`")
                .with_help("write `__has_include(\"file.h\")` or `__has_include(<file.h>)`"),
            ),
        }
        let mut t = Token::new(TokKind::IntLit, if found { "1" } else { "0" }, tok.span);
        t.flags = tok.flags;
        t
    }

    /// The concatenated contents of an argument made of string literals only, and the literal
    /// itself when there is exactly one.
    fn single_string(
        &mut self,
        args: Vec<Vec<Token>>,
        if_mode: bool,
        site: Span,
        code: oklc_diag::Code,
        what: &str,
    ) -> Option<(String, Option<Token>)> {
        let arg = match <[Vec<Token>; 1]>::try_from(args) {
            Ok([arg]) => self.expand_arg(&arg, if_mode, site),
            Err(_) => Vec::new(),
        };
        let mut text = String::new();
        let all_strings = !arg.is_empty()
            && arg.iter().all(|t| {
                t.kind == TokKind::StrLit
                    && string_contents(&t.text).map(|s| text.push_str(&s)).is_some()
            });
        if !all_strings {
            let text = match arg.iter().find(|t| t.kind != TokKind::StrLit) {
                _ if arg.is_empty() => "no string given".to_string(),
                Some(t) => format!("found `{}`", t.text),
                None => "not a plain string literal".to_string(),
            };
            self.error(
                Diagnostic::error(code, format!("`{what}` expects one string literal"), site)
                    .with_primary_message(text)
                    .with_help(format!("write `{what}(\"...\")`")),
            );
            return None;
        }
        let single = if arg.len() == 1 { arg.first().copied() } else { None };
        self.give_buf(arg);
        Some((text, single))
    }

    /// `OKL("source")`: the string's tokens; a `;` right after the call is swallowed. A plain
    /// literal written in a file gives its tokens spans inside the string, as for
    /// `@directive`, so an error in the source points at the word that is wrong.
    fn okl_builtin(
        &mut self,
        st: &mut ExpState,
        args: Vec<Vec<Token>>,
        site: Span,
        expn: ExpnId,
    ) -> Option<Vec<Token>> {
        let (text, lit) =
            self.single_string(args, st.if_mode, site, codes::INVALID_OKL_MACRO, "OKL")?;
        if self.peek_kind(st) == Some(TokKind::Semi) {
            self.raw_next(st);
        }
        let origin = self.literal_origin(&text, lit);
        let place = |span: Span| match origin {
            Some((file, offset, _)) => Span::new(file, span.lo + offset, span.hi + offset),
            None => site,
        };
        let lexed = oklc_lex::lex(site.file, &text);
        if let Some(d) = lexed.diagnostics.first() {
            self.error(
                Diagnostic::error(
                    codes::INVALID_OKL_MACRO,
                    format!("invalid source in `OKL(...)`: {}", d.message),
                    place(d.primary.span),
                )
                .with_primary_message(d.primary.message.clone())
                .with_help("the string must hold valid OKL tokens, e.g. `OKL(\"@outer\")`"),
            );
        }
        let expn = origin.map_or(expn, |(_, _, e)| e);
        Some(
            lexed
                .tokens
                .into_iter()
                .filter(|t| !t.kind.is_comment() && t.kind != TokKind::Error)
                .map(|mut t| {
                    t.span = place(t.span);
                    t.expn = expn;
                    t.flags -= TokFlags::AT_LINE_START;
                    t
                })
                .collect(),
        )
    }

    /// Called before a `)` is written out: when the output ends in the argument of a
    /// normalised attribute, `[[okl_NAME("..." "...")`, its literals become one and the macros
    /// named inside are expanded with the definitions in force here, so that
    /// `[[okl_tile("(p_B,@outer,@inner)")]]` means what `@tile(p_B, @outer, @inner)` means
    /// (the spellings are aliases, docs/guide/okl-reference.md) and `"(" #n ")"` in a macro body builds one.
    /// A single literal that names no macro is left as written, spans and all.
    pub(crate) fn okl_attr_string(&mut self) {
        let toks = &self.out.tokens;
        let n = toks.len();
        let strings = toks.iter().rev().take_while(|t| t.kind == TokKind::StrLit).count();
        let Some(paren) = n.checked_sub(strings + 1) else { return };
        if strings == 0
            || paren < 2
            || toks[paren].kind != TokKind::LParen
            || toks[paren - 1].kind != TokKind::Ident
            || !toks[paren - 1].text.as_str().starts_with("okl_")
            || !in_attribute_group(toks, paren - 1)
        {
            return;
        }
        let mut text = String::new();
        for t in &toks[paren + 1..] {
            // Only plain literals: the syntax stage reports prefixed ones as malformed.
            if !t.text.starts_with('"') {
                return;
            }
            match string_contents(&t.text) {
                Some(s) => text.push_str(&s),
                None => return,
            }
        }
        let first = toks[paren + 1];
        let lexed = oklc_lex::lex(first.span.file, &text);
        let names_macro = lexed.tokens.iter().any(|t| match t.kind {
            TokKind::Ident => self.may_be_macro(t.text) && self.macros.contains_key(&t.text),
            TokKind::Attr => {
                let name = Sym::intern(t.attr_name().unwrap_or_default());
                self.may_be_macro(name) && self.macros.contains_key(&name)
            }
            _ => false,
        });
        if strings == 1 && !names_macro {
            return;
        }
        let mut span = first.span;
        if let Some(last) = toks.last()
            && last.span.file == span.file
            && last.span.lo >= span.lo
        {
            span = span.to(last.span);
        }
        let spelled = if names_macro {
            let mut input = self.take_buf();
            input.extend(
                lexed
                    .tokens
                    .into_iter()
                    .filter(|t| !t.kind.is_comment() && t.kind != TokKind::Error)
                    .map(|mut t| {
                        t.span = span;
                        t.expn = first.expn;
                        t
                    }),
            );
            let expanded = self.expand_isolated(input, false);
            let spelled = crate::render::spell(&expanded);
            self.give_buf(expanded);
            spelled
        } else {
            text
        };
        let mut merged =
            Token::new(TokKind::StrLit, format!("\"{}\"", escape_string(&spelled)), span);
        merged.flags = first.flags;
        merged.expn = first.expn;
        self.out.tokens.truncate(paren + 1);
        self.out.tokens.push(merged);
    }

    /// `@directive("#...")`: the string is run as a directive line where it stands (docs/preprocessor.md;
    /// legacy OCCA tokenizes it and processes it as a `#` line). `None`: reading goes on.
    fn at_directive(&mut self, st: &mut ExpState, tok: &Token) -> Option<Token> {
        let (args, close) = self.collect_args(st, tok, 1, false)?;
        let site = if tok.expn.is_root() { tok.span.to(close) } else { tok.span };
        let (text, lit) =
            self.single_string(args, st.if_mode, site, codes::INVALID_AT_DIRECTIVE, "@directive")?;
        let trimmed = text.trim();
        let mut line = self.lex_injected(&text, lit, site, tok.expn);
        let single_line = !trimmed.contains('\n');
        if !single_line || line.first().is_none_or(|t| t.kind != TokKind::Hash) {
            self.error(
                Diagnostic::error(
                    codes::INVALID_AT_DIRECTIVE,
                    if !single_line {
                        "`@directive` text must be a single line".to_string()
                    } else {
                        format!("`@directive` text must start with `#`, found `{trimmed}`")
                    },
                    site,
                )
                .with_primary_message(match line.first() {
                    _ if !single_line => "spans several lines".to_string(),
                    Some(t) => format!("starts with `{}`, not `#`", t.text),
                    None => "the text is empty".to_string(),
                })
                .with_help("write for example `@directive(\"#pragma unroll 4\")`"),
            );
            return None;
        }
        let hash = line.remove(0).span;
        self.run_injected(st, hash, &line, site, tok.expn);
        None
    }

    /// `_Pragma("x")`: runs `#pragma x` where it stands (C99 6.10.9), so `occa attributes`
    /// injection and the macro expansion of pragma arguments work as for a written line.
    fn pragma_operator(
        &mut self,
        st: &mut ExpState,
        args: Vec<Vec<Token>>,
        site: Span,
        expn: ExpnId,
    ) {
        let code = codes::INVALID_PRAGMA_OPERATOR;
        let Some((text, lit)) = self.single_string(args, st.if_mode, site, code, "_Pragma") else {
            return;
        };
        if text.contains('\n') {
            return self.error(
                Diagnostic::error(code, "`_Pragma` text must be a single line", site)
                    .with_primary_message("spans several lines")
                    .with_help("write the pragma on one line, e.g. `_Pragma(\"unroll 4\")`"),
            );
        }
        let mut line = self.lex_injected(&text, lit, site, expn);
        let start = line.first().map_or(site, |t| Span::point(t.span.file, t.span.lo));
        let mut name = Token::new(TokKind::Ident, "pragma", start);
        name.expn = expn;
        line.insert(0, name);
        self.run_injected(st, start, &line, site, expn);
    }

    /// Runs an injected directive line and pushes what it produces as a context, so that it
    /// comes out where the injection stands.
    fn run_injected(
        &mut self,
        st: &mut ExpState,
        hash: Span,
        line: &[Token],
        site: Span,
        expn: ExpnId,
    ) {
        let mut toks = self.injected_directive(hash, line);
        if toks.is_empty() {
            return;
        }
        for t in &mut toks {
            if t.kind == TokKind::Directive {
                t.expn = expn;
            }
        }
        self.push_ctx(st, toks, None, site);
    }

    /// Where the text of `lit` starts when it is one plain literal spelled in a file (no
    /// escapes or splices, so its bytes are the text's): the file, the offset of its first
    /// character and the literal's own expansion.
    fn literal_origin(&self, text: &str, lit: Option<Token>) -> Option<(FileId, u32, ExpnId)> {
        lit.filter(|l| {
            l.text.starts_with('"')
                && !text.contains('\\')
                && l.span.file.index() < self.db.len()
                && self.db.snippet(l.span) == l.text.as_str()
        })
        .map(|l| (l.span.file, l.span.lo + 1, l.expn))
    }

    /// The tokens of directive text written as a string. When `lit` is one plain literal
    /// spelled in a file (no escapes or splices), they get their spans inside it, so
    /// diagnostics point into the string; otherwise (concatenated or escaped strings, a literal
    /// of a macro body) they stand at `site` in expansion `expn`, like a macro body's tokens.
    fn lex_injected(
        &mut self,
        text: &str,
        lit: Option<Token>,
        site: Span,
        expn: ExpnId,
    ) -> Vec<Token> {
        let in_file = self.literal_origin(text, lit);
        let (file, expn) = match in_file {
            Some((file, _, e)) => (file, e),
            None => (site.file, expn),
        };
        let place = |span: Span| match in_file {
            Some((file, offset, _)) => Span::new(file, span.lo + offset, span.hi + offset),
            None => site,
        };
        let lexed = oklc_lex::lex(file, text);
        for mut d in lexed.diagnostics {
            d.primary.span = place(d.primary.span);
            for label in &mut d.secondary {
                label.span = place(label.span);
            }
            if in_file.is_none() {
                d = d.with_expansion(self.out.expansions.frames(expn));
            }
            self.error(d);
        }
        lexed
            .tokens
            .into_iter()
            .filter(|t| !t.kind.is_comment())
            .map(|mut t| {
                t.span = place(t.span);
                t.expn = expn;
                t
            })
            .collect()
    }
}

/// The index of the `)` closing the `__VA_OPT__(` whose `(` is at `open`.
fn va_opt_close(body: &[crate::macros::BodyTok], open: usize) -> Option<usize> {
    if body.get(open).is_none_or(|b| b.tok.kind != TokKind::LParen) {
        return None;
    }
    let mut depth = 0usize;
    for (j, b) in body.iter().enumerate().skip(open) {
        match b.tok.kind {
            TokKind::LParen => depth += 1,
            TokKind::RParen => {
                depth -= 1;
                if depth == 0 {
                    return Some(j);
                }
            }
            _ => {}
        }
    }
    None
}

/// `#param`: the argument's spelling as a string literal (C11 6.10.3.2).
fn stringify(toks: &[Token]) -> String {
    let mut s = String::from("\"");
    let mut first = true;
    for t in toks {
        if is_placemarker(t) {
            continue;
        }
        if !first && t.flags.intersects(SPACING) {
            s.push(' ');
        }
        first = false;
        if matches!(t.kind, TokKind::StrLit | TokKind::CharLit) {
            s.push_str(&escape_string(&t.text));
        } else {
            s.push_str(&t.text);
        }
    }
    s.push('"');
    s
}

/// Whether the name at `at` stands directly in a `[[ ... ]]` group: the first unmatched
/// bracket before it is `[[`. Looks back a bounded distance; `f(a, okl_x("..."))` is a call.
fn in_attribute_group(toks: &[Token], at: usize) -> bool {
    let mut depth = 0usize;
    for t in toks[..at].iter().rev().take(256) {
        match t.kind {
            TokKind::AttrOpen if depth == 0 => return true,
            TokKind::RParen | TokKind::RBracket | TokKind::RBrace => depth += 1,
            TokKind::LParen | TokKind::LBracket | TokKind::LBrace | TokKind::AttrOpen => {
                let opens = if t.kind == TokKind::AttrOpen { 2 } else { 1 };
                match depth.checked_sub(opens) {
                    Some(d) => depth = d,
                    None => return false,
                }
            }
            TokKind::Semi => return false,
            _ => {}
        }
    }
    false
}
