//! Statements, including OKL attribute placements on them: prefix attributes
//! (`@outer for …`, `@barrier;`, `@atomic x += 1;`), the fourth `for` clause
//! (`for (…; …; …; @outer(1))`) and attributes between a `for` header and its body. All three
//! `for` placements end up in the for-statement's attribute list; prefix attributes on a
//! declaration statement move to the declaration itself.

use chumsky::prelude::*;
use oklc_lex::{Keyword, TokKind};

use super::attr::attr_list;
use super::decl::{
    DeclRaw, binding_declarator, build_declarators, init_declarator, register, starts_bindings,
    starts_decl, starts_variable,
};
use super::{AttrOrPass, G, P, directive, guard, ident, kw, p, skip_group, split_attrs, token};
use crate::ast::*;
use crate::error::{GrammarError, Label};
use crate::state::{Ex, Ext, In, St, stmt_of};
use crate::token::Tk;

/// `decl-spec init-declarator-list` (no `;`), or a C++17 structured binding `decl-spec
/// &[a, b] init`, with the names registered in scope.
pub(crate) fn simple_decl<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, VarDecl> {
    let declarators = choice((
        guard(starts_bindings).ignore_then(binding_declarator(g, true)).map(|d| vec![d]),
        guard(|toks, st| !starts_bindings(toks, st))
            .ignore_then(init_declarator(g).separated_by(p(TokKind::Comma)).collect()),
    ));
    g.decl_spec
        .clone()
        .then(declarators)
        .validate(|(spec, raws): (DeclSpec, Vec<DeclRaw>), e, emitter| {
            if raws.iter().any(|r| r.bindings.is_some())
                && let Err(msg) = check_binding_spec(e.state(), &spec)
            {
                emitter.emit(E::custom(e.span(), msg));
            }
            (spec, raws)
        })
        .try_map_with(|(spec, raws), e: &mut Ext<'a, '_, E>| {
            let st = e.state();
            if raws.is_empty() && !matches!(st.arenas.types[spec.ty], TypeRef::Defined(_)) {
                // `int;` declares nothing; also keeps `T(x);` out of the declaration path.
                if !matches!(st.arenas.types[spec.ty], TypeRef::Elaborated { .. }) {
                    return Err(E::custom(e.span(), &"expected declarator"));
                }
            }
            let declarators = build_declarators(st, spec.ty, raws);
            register(st, &spec, &declarators);
            Ok(VarDecl { spec, declarators })
        })
        .boxed()
}

/// What C++17 allows in front of a structured binding: `auto` with cv-qualifiers, `static`
/// and `thread_local` (C++20).
fn check_binding_spec(st: &St, spec: &DeclSpec) -> Result<(), &'static &'static str> {
    let mut ty = spec.ty;
    if let TypeRef::Qualified { inner, .. } = &st.arenas.types[ty] {
        ty = *inner;
    }
    if !matches!(st.arenas.types[ty], TypeRef::Auto) {
        return Err(&BINDING_AUTO);
    }
    let allowed = Specifiers(Specifiers::STATIC.0 | Specifiers::THREAD_LOCAL.0);
    if spec.specifiers.0 & !allowed.0 != 0 {
        return Err(&BINDING_SPECIFIERS);
    }
    Ok(())
}

const BINDING_AUTO: &str = "structured binding declared with a type other than `auto`";
const BINDING_SPECIFIERS: &str =
    "structured binding with a specifier other than `static` or `thread_local`";

fn scope_push<'a, E: GrammarError<'a>>(t: Tk, e: &mut Ext<'a, '_, E>) -> Result<Tk, E> {
    e.state().scope.push();
    Ok(t)
}

fn scope_pop<'a, E: GrammarError<'a>>(t: Tk, e: &mut Ext<'a, '_, E>) -> Result<Tk, E> {
    e.state().scope.pop();
    Ok(t)
}

/// `inner` in a typedef scope of its own (a rewind undoes both ends through the scope's log).
/// Both ends are `try_map_with`: chumsky skips `map_with` closures wherever it only checks a
/// parser (the left side of `ignore_then`, for one), and a push skipped there made every
/// `if`, `for` and `switch` pop its enclosing scope instead.
fn scoped<'a, E: GrammarError<'a>, O: 'a>(
    inner: impl Parser<'a, In<'a>, O, Ex<'a, E>> + Clone + 'a,
) -> P<'a, E, O> {
    empty()
        .try_map_with(|(), e: &mut Ext<'a, '_, E>| {
            e.state().scope.push();
            Ok(())
        })
        .ignore_then(inner)
        .try_map_with(|o, e: &mut Ext<'a, '_, E>| {
            e.state().scope.pop();
            Ok(o)
        })
        .boxed()
}

/// `{ stmts }` with its own typedef scope, as a statement kind.
fn block_kind<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, StmtKind> {
    p(TokKind::LBrace)
        .try_map_with(scope_push)
        // The `}` that ends the block is seen by a guard, not by a statement attempt that
        // fails through every alternative (most of the cost of parsing `{ }`).
        .ignore_then(
            guard(|toks, _| toks.first() != Some(&Tk::P(TokKind::RBrace)))
                .ignore_then(g.stmt.clone())
                .repeated()
                .collect::<Vec<_>>(),
        )
        .then_ignore(p(TokKind::RBrace).try_map_with(scope_pop))
        .map(StmtKind::Block)
        .recover_with(via_parser(skip_group(TokKind::LBrace).to(StmtKind::Error)))
        .labelled(Label::Block)
        .boxed()
}

/// `{ stmts }` as a statement node.
pub(super) fn block<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, StmtId> {
    block_kind(g).map_with(stmt_of).boxed()
}

#[derive(Clone)]
enum ForHead {
    Classic {
        init: Option<StmtId>,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        attrs: Vec<AttrOrPass>,
    },
    Range {
        decl: VarDecl,
        range: ExprId,
    },
}

fn for_stmt<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, (StmtKind, Vec<AttrOrPass>)> {
    // A range-for header has no `;`: classic loops (nearly all of them) skip the attempt instead
    // of parsing their declaration twice.
    let plain = g.declarator.clone().then(attr_list(g)).map(|(shape, attrs)| {
        let (attrs, pass) = split_attrs(attrs);
        DeclRaw { shape, attrs, pass, bit_width: None, init: None, bindings: None }
    });
    let declarator = choice((
        guard(starts_bindings).ignore_then(binding_declarator(g, false)),
        guard(|toks, st| !starts_bindings(toks, st)).ignore_then(plain),
    ));
    let range_head = guard(|toks, st| starts_decl(toks, st) && !init_follows(toks, st))
        .ignore_then(g.decl_spec.clone())
        .then(declarator)
        .validate(|(spec, raw), e, emitter| {
            if raw.bindings.is_some()
                && let Err(msg) = check_binding_spec(e.state(), &spec)
            {
                emitter.emit(E::custom(e.span(), msg));
            }
            (spec, raw)
        })
        .then_ignore(p(TokKind::Colon))
        .then(g.expr.clone())
        .map_with(|((spec, raw), range), e: &mut Ext<'a, '_, E>| {
            let st = e.state();
            let declarators = build_declarators(st, spec.ty, vec![raw]);
            register(st, &spec, &declarators);
            ForHead::Range { decl: VarDecl { spec, declarators }, range }
        });
    let classic = init_statement(g)
        .then(g.expr.clone().or_not())
        .then_ignore(p(TokKind::Semi))
        .then(g.expr.clone().or_not())
        .then(p(TokKind::Semi).ignore_then(attr_list(g)).or_not())
        .map(|(((init, cond), step), attrs)| ForHead::Classic {
            init,
            cond,
            step,
            attrs: attrs.unwrap_or_default(),
        });
    // Only `@name` attributes after the header belong to the loop (`for (…) @outer {…}`);
    // `[[…]]` there belongs to the body, as in C++ and in oklt's normalised output.
    let after_header = any()
        .filter(|t: &Tk| matches!(t, Tk::Attr(_)))
        .rewind()
        .ignore_then(g.attr.clone())
        .map(AttrOrPass::Attr)
        .repeated()
        .collect::<Vec<_>>();
    // The header's declarations are visible in the body only (a loop variable may shadow a
    // typedef name without hiding it after the loop).
    let header = choice((range_head, classic))
        .delimited_by(p(TokKind::LParen), p(TokKind::RParen))
        .recover_with(via_parser(skip_parens(ForHead::Classic {
            init: None,
            cond: None,
            step: None,
            attrs: Vec::new(),
        })));
    kw(Keyword::For)
        .ignore_then(scoped(header.map_with(|h, e| (h, e.span())).then(after_header).then(body(g))))
        .map_with(|(((head, parens), after), body), e: &mut Ext<'a, '_, E>| {
            let st = e.state();
            let parens = st.src(parens);
            st.spans.for_heads.insert(body, parens);
            (head, after, body)
        })
        .map(|(head, after, body)| match head {
            ForHead::Classic { init, cond, step, mut attrs } => {
                attrs.extend(after);
                (StmtKind::For { init, cond, step, body }, attrs)
            }
            ForHead::Range { decl, range } => (StmtKind::RangeFor { decl, range, body }, after),
        })
        .boxed()
}

/// The init statement of `for`, and of C++17's `if`/`switch`, with its `;`: a declaration or an
/// expression (`None` for a bare `;`).
fn init_statement<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, Option<StmtId>> {
    choice((
        guard(starts_decl)
            .ignore_then(simple_decl(g))
            .then_ignore(p(TokKind::Semi))
            .map_with(|d, e: &mut Ext<'a, '_, E>| Some(stmt_of(StmtKind::Decl(d), e))),
        g.expr
            .clone()
            .then_ignore(p(TokKind::Semi))
            .map_with(|x, e: &mut Ext<'a, '_, E>| Some(stmt_of(StmtKind::Expr(x), e))),
        p(TokKind::Semi).to(None),
    ))
    .boxed()
}

/// Whether a `;` comes before the `)` that closes the group the tokens are in: an `if` or
/// `switch` header with an init statement. One scan, so a plain condition is parsed once.
fn init_follows(toks: &[Tk], _: &St) -> bool {
    let mut depth = 0usize;
    for t in toks {
        match t {
            Tk::P(TokKind::LParen | TokKind::LBracket | TokKind::LBrace) | Tk::AttrLParen => {
                depth += 1
            }
            Tk::P(TokKind::RParen | TokKind::RBracket | TokKind::RBrace) => {
                if depth == 0 {
                    return false;
                }
                depth -= 1;
            }
            Tk::P(TokKind::Semi) if depth == 0 => return true,
            _ => {}
        }
    }
    false
}

/// `( [init;] cond )` of `if` and `switch`; a broken header becomes [`Expr::Missing`].
fn cond_head<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, (Option<StmtId>, Cond)> {
    guard(init_follows)
        .ignore_then(init_statement(g))
        .or_not()
        .map(Option::flatten)
        .then(condition(g))
        .delimited_by(p(TokKind::LParen), p(TokKind::RParen))
        .recover_with(via_parser(skip_parens(()).map_with(|_, e: &mut Ext<'a, '_, E>| {
            (None, Cond::Expr(crate::state::ex(Expr::Missing, e)))
        })))
        .boxed()
}

/// The condition of `if`, `switch` and `while`: the declaration of one variable with an
/// initialiser (`int r = n % 4`, `Node *p{next()}`), or else an expression. As in C++, what can
/// be read as such a declaration is one; the attempt is made only where the tokens start a
/// declaration and must end at the `)`.
fn condition<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, Cond> {
    let decl = guard(starts_decl)
        .ignore_then(g.decl_spec.clone())
        .then(init_declarator(g))
        .then_ignore(p(TokKind::RParen).rewind())
        .try_map_with(|(spec, raw): (DeclSpec, DeclRaw), e: &mut Ext<'a, '_, E>| {
            if raw.init.is_none() || raw.bit_width.is_some() {
                return Err(E::custom(e.span(), &"expected `=` or `{` after the declared name"));
            }
            let st = e.state();
            let declarators = build_declarators(st, spec.ty, vec![raw]);
            register(st, &spec, &declarators);
            Ok(Cond::Decl(Box::new(VarDecl { spec, declarators })))
        });
    choice((decl, g.expr.clone().map(Cond::Expr))).boxed()
}

/// Recovery for a broken parenthesised header: skip the balanced group.
fn skip_parens<'a, E: GrammarError<'a>, O: Clone + 'a>(
    fallback: O,
) -> impl Parser<'a, In<'a>, O, Ex<'a, E>> + Clone {
    nested_delimiters(
        Tk::P(TokKind::LParen),
        Tk::P(TokKind::RParen),
        [
            (Tk::P(TokKind::LBracket), Tk::P(TokKind::RBracket)),
            (Tk::P(TokKind::LBrace), Tk::P(TokKind::RBrace)),
            (Tk::AttrLParen, Tk::P(TokKind::RParen)),
        ],
        move |_| fallback.clone(),
    )
}

/// `( expr )` after `do … while`; a broken condition becomes [`Expr::Missing`].
fn paren<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, ExprId> {
    g.expr
        .clone()
        .delimited_by(p(TokKind::LParen), p(TokKind::RParen))
        .recover_with(via_parser(
            skip_parens(())
                .map_with(|_, e: &mut Ext<'a, '_, E>| crate::state::ex(Expr::Missing, e)),
        ))
        .boxed()
}

/// `( cond )` of `while`; a broken condition becomes [`Expr::Missing`].
fn paren_cond<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, Cond> {
    condition(g)
        .delimited_by(p(TokKind::LParen), p(TokKind::RParen))
        .recover_with(via_parser(
            skip_parens(()).map_with(|_, e: &mut Ext<'a, '_, E>| {
                Cond::Expr(crate::state::ex(Expr::Missing, e))
            }),
        ))
        .boxed()
}

/// The body of a control statement. Directive lines before it (`#pragma unroll` between a
/// `for` header and an inner loop) stay with it: the body becomes a block holding both, which
/// C++ treats the same.
fn body<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, StmtId> {
    let directive =
        directive().map_with(|d, e: &mut Ext<'a, '_, E>| stmt_of(StmtKind::Directive(d), e));
    choice((
        directive.repeated().at_least(1).collect::<Vec<_>>().then(g.stmt.clone()).map_with(
            |(mut stmts, last), e: &mut Ext<'a, '_, E>| {
                stmts.push(last);
                stmt_of(StmtKind::Block(stmts), e)
            },
        ),
        g.stmt.clone(),
    ))
    .boxed()
}

/// One statement.
pub(super) fn stmt<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, StmtId> {
    let semi = || p(TokKind::Semi).labelled(Label::Semi);
    let plain = |x: StmtKind| (x, Vec::<AttrOrPass>::new());
    // C++17's init statement opens a scope around the whole `if`/`switch` (its names are gone
    // after it).
    let if_stmt = kw(Keyword::If)
        .ignore_then(kw(Keyword::Constexpr).or_not().map(|c| c.is_some()))
        .then(scoped(
            cond_head(g).then(body(g)).then(kw(Keyword::Else).ignore_then(body(g)).or_not()),
        ))
        .map(move |(constexpr, (((init, cond), then), els))| {
            plain(StmtKind::If { constexpr, init, cond, then, els })
        });
    // A variable declared in the condition is visible in the body only.
    let while_stmt = kw(Keyword::While)
        .ignore_then(scoped(paren_cond(g).then(body(g))))
        .map(move |(cond, body)| plain(StmtKind::While { cond, body }));
    let do_stmt = kw(Keyword::Do)
        .ignore_then(body(g))
        .then_ignore(kw(Keyword::While))
        .then(paren(g))
        .then_ignore(semi())
        .map(move |(body, cond)| plain(StmtKind::DoWhile { body, cond }));
    let switch_stmt = kw(Keyword::Switch)
        .ignore_then(scoped(cond_head(g).then(g.stmt.clone())))
        .map(move |((init, cond), body)| plain(StmtKind::Switch { init, cond, body }));
    let case_stmt = kw(Keyword::Case)
        .ignore_then(g.expr.clone())
        .then_ignore(p(TokKind::Colon))
        .then(g.stmt.clone())
        .map(move |(value, stmt)| plain(StmtKind::Case { value, stmt }));
    let default_stmt = kw(Keyword::Default)
        .ignore_then(p(TokKind::Colon))
        .ignore_then(g.stmt.clone())
        .map(move |s| plain(StmtKind::Default(s)));
    let label = ident()
        .then_ignore(p(TokKind::Colon))
        .then(g.stmt.clone())
        .map(move |(name, stmt)| plain(StmtKind::Label { name, stmt }));
    let jumps = choice((
        kw(Keyword::Return)
            .ignore_then(choice((g.init_list.clone(), g.expr.clone())).or_not())
            .then_ignore(semi())
            .map(StmtKind::Return),
        p(TokKind::Semi).to(StmtKind::Empty),
        kw(Keyword::Break).then(semi()).to(StmtKind::Break),
        kw(Keyword::Continue).then(semi()).to(StmtKind::Continue),
        kw(Keyword::Goto).ignore_then(ident()).then_ignore(semi()).map(StmtKind::Goto),
        directive().map(StmtKind::Directive),
        token(Tk::Bad).then(p(TokKind::Semi).or_not()).to(StmtKind::Error),
    ))
    .map(plain);
    let decl_stmt = guard(starts_decl)
        .ignore_then(simple_decl(g))
        .then_ignore(semi())
        .map(move |d| plain(StmtKind::Decl(d)));
    let local_item = super::item::local_item(g).map(move |i| plain(StmtKind::Item(i)));
    let expr_stmt = g.expr.clone().then_ignore(semi()).map(move |x| plain(StmtKind::Expr(x)));
    let block = block_kind(g).map(plain);
    // The most common statements first: an expression statement that starts with a variable's
    // name (not a label), behind a one-step guard, and a declaration (its own guard asks the
    // typedef scope). Every statement that starts with its own keyword, `{` or `;` sits behind
    // one guard, so other statements skip them in one step; among them the frequent ones come
    // first. No construct is tried twice: the last alternative takes only the expression
    // statements the first did not (a broken class nested in a function body was once parsed
    // twice per level).
    fn var_first(toks: &[Tk], st: &St) -> bool {
        starts_variable(toks, st) && toks.get(1) != Some(&Tk::P(TokKind::Colon))
    }
    fn keyword_first(toks: &[Tk], _: &St) -> bool {
        matches!(
            toks.first(),
            Some(
                Tk::P(TokKind::LBrace | TokKind::Semi)
                    | Tk::Directive(_)
                    | Tk::Bad
                    | Tk::Kw(
                        Keyword::For
                            | Keyword::If
                            | Keyword::Return
                            | Keyword::Break
                            | Keyword::Continue
                            | Keyword::Goto
                            | Keyword::While
                            | Keyword::Do
                            | Keyword::Switch
                            | Keyword::Case
                            | Keyword::Default
                            | Keyword::Using
                            | Keyword::StaticAssert
                            | Keyword::StaticAssertC
                    )
            )
        )
    }
    let keyword_stmt = guard(keyword_first).ignore_then(choice((
        block,
        for_stmt(g),
        if_stmt,
        jumps,
        while_stmt,
        do_stmt,
        switch_stmt,
        case_stmt,
        default_stmt,
        local_item,
    )));
    // The node is made here, without its span (the statement's span starts at its prefix
    // attributes, which the caller adds): a statement kind is large, and chumsky moves a
    // value through every layer above this one.
    let core = choice((
        guard(var_first).ignore_then(expr_stmt.clone()),
        decl_stmt,
        keyword_stmt,
        label,
        guard(|toks, st| !var_first(toks, st)).ignore_then(expr_stmt),
    ))
    .map_with(|(kind, extra), e: &mut Ext<'a, '_, E>| {
        let (attrs, passthrough) = split_attrs(extra);
        e.state().stmt_unspanned(Stmt { attrs, passthrough, kind })
    })
    .labelled(Label::Statement)
    .boxed();
    // Skip to the next `;` (consumed) or up to the closing `}` of the enclosing block, taking
    // braced groups whole.
    let recovery = choice((
        skip_group(TokKind::LBrace),
        none_of([Tk::P(TokKind::Semi), Tk::P(TokKind::LBrace), Tk::P(TokKind::RBrace)]).ignored(),
    ))
    .repeated()
    .at_least(1)
    .then(p(TokKind::Semi).or_not())
    .map_with(|_, e: &mut Ext<'a, '_, E>| {
        e.state().stmt_unspanned(Stmt {
            attrs: Vec::new(),
            passthrough: Vec::new(),
            kind: StmtKind::Error,
        })
    });
    attr_list(g)
        .then(core.recover_with(via_parser(recovery)))
        .map_with(|(prefix, id), e: &mut Ext<'a, '_, E>| {
            let s = e.span();
            let st = e.state();
            if !prefix.is_empty() {
                let (mut attrs, mut pass) = split_attrs(prefix);
                let stmt = &mut st.arenas.stmts[id];
                match &mut stmt.kind {
                    StmtKind::Decl(d) => {
                        attrs.append(&mut d.spec.attrs);
                        pass.append(&mut d.spec.passthrough);
                        d.spec.attrs = std::mem::take(&mut attrs);
                        d.spec.passthrough = std::mem::take(&mut pass);
                    }
                    StmtKind::Empty if !attrs.is_empty() => stmt.kind = StmtKind::AttrOnly,
                    _ => {}
                }
                attrs.append(&mut stmt.attrs);
                pass.append(&mut stmt.passthrough);
                stmt.attrs = attrs;
                stmt.passthrough = pass;
            }
            st.set_stmt_span(id, s);
            id
        })
        .labelled(Label::Statement)
        .boxed()
}
