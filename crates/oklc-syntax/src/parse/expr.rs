//! Expressions: a Pratt table for the unary operators, operator-precedence grouping for the
//! binary ones.
//!
//! Casts are prefix operators (so `(real) x * 2` groups as `((real) x) * 2`); calls, subscripts
//! and member accesses are postfix operators whose operator parser carries the arguments. The
//! binary, assignment and `?:` operators between unary-expressions are collected as a flat list
//! and grouped by [`fold_infix`] (`?:` is right-associative at assignment level, its middle
//! operand riding in the operator). The comma operator is handled outside by [`expr`].

use chumsky::pratt::*;
use chumsky::prelude::*;
use chumsky::span::SimpleSpan;
use oklc_lex::{Keyword, TokKind};
use smol_str::SmolStr;

use super::decl::{
    ellipsis, member_segments, new_type, param_list, qualified_name, starts_decl, starts_template,
    starts_type, starts_variable, template_args, template_kind,
};
use super::{G, P, close_angle, guard, ident, kw, lookahead, p, scalar_literal, string_lit, token};
use crate::ast::*;
use crate::error::{GrammarError, Label};
use crate::state::{Ex, Ext, In, NameKind, St, ex, expr_follows};
use crate::token::Tk;

/// Binding powers, weakest first (C++ [expr] precedence table). The binary operators between
/// assignment and the unary operators take theirs from [`BinaryOp::precedence`].
mod bp {
    pub(super) const ASSIGN: u8 = 2; // = op= ?: (right)
    pub(super) const UNARY: u16 = 15; // prefix ops, casts, sizeof
    pub(super) const POSTFIX: u16 = 16; // calls, subscripts, members, x++ x--
}

/// Every token that starts a binary operator, for messages when none is found.
const OPERATOR_TOKENS: &[Tk] = &[
    Tk::P(TokKind::Star),
    Tk::P(TokKind::Slash),
    Tk::P(TokKind::Percent),
    Tk::P(TokKind::Plus),
    Tk::P(TokKind::Minus),
    Tk::P(TokKind::Shl),
    Tk::P(TokKind::Gt),
    Tk::P(TokKind::Lt),
    Tk::P(TokKind::Le),
    Tk::P(TokKind::Ge),
    Tk::P(TokKind::Spaceship),
    Tk::P(TokKind::EqEq),
    Tk::P(TokKind::BangEq),
    Tk::P(TokKind::Amp),
    Tk::P(TokKind::Caret),
    Tk::P(TokKind::Pipe),
    Tk::P(TokKind::AmpAmp),
    Tk::P(TokKind::PipePipe),
    Tk::P(TokKind::DotStar),
    Tk::P(TokKind::ArrowStar),
];

/// The binary operator (not `,`, not assignment) at the start of `toks` and its token count.
/// `>` followed by the glued half of `>>` is a shift; a lone `>` is greater-than.
fn binary_op(toks: &[Tk]) -> Option<(BinaryOp, usize)> {
    let Some(Tk::P(k)) = toks.first() else { return None };
    let op = match k {
        TokKind::Star => BinaryOp::Mul,
        TokKind::Slash => BinaryOp::Div,
        TokKind::Percent => BinaryOp::Rem,
        TokKind::Plus => BinaryOp::Add,
        TokKind::Minus => BinaryOp::Sub,
        TokKind::Shl => BinaryOp::Shl,
        TokKind::Gt if toks.get(1) == Some(&Tk::GtJoined) => return Some((BinaryOp::Shr, 2)),
        TokKind::Gt => BinaryOp::Gt,
        TokKind::Lt => BinaryOp::Lt,
        TokKind::Le => BinaryOp::Le,
        TokKind::Ge => BinaryOp::Ge,
        TokKind::Spaceship => BinaryOp::Spaceship,
        TokKind::EqEq => BinaryOp::Eq,
        TokKind::BangEq => BinaryOp::Ne,
        TokKind::Amp => BinaryOp::BitAnd,
        TokKind::Caret => BinaryOp::BitXor,
        TokKind::Pipe => BinaryOp::BitOr,
        TokKind::AmpAmp => BinaryOp::And,
        TokKind::PipePipe => BinaryOp::Or,
        TokKind::DotStar => BinaryOp::PtrMem,
        TokKind::ArrowStar => BinaryOp::PtrMemArrow,
        _ => return None,
    };
    Some((op, 1))
}

fn bin<'a, E: GrammarError<'a>>(
    lhs: ExprId,
    op: BinaryOp,
    rhs: ExprId,
    e: &mut Ext<'a, '_, E>,
) -> ExprId {
    ex(Expr::Binary { op, lhs, rhs }, e)
}

/// The comma operator over assignment-expressions.
pub(super) fn expr<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, ExprId> {
    g.assign
        .clone()
        .foldl_with(p(TokKind::Comma).ignore_then(g.assign.clone()).repeated(), |l, r, e| {
            bin(l, BinaryOp::Comma, r, e)
        })
        .boxed()
}

#[derive(Clone)]
enum Post {
    Inc,
    Dec,
    Call(Vec<ExprId>),
    Index(ExprId),
    Member { arrow: bool, template: bool, name: Name, targs: Option<Vec<TemplateArg>> },
}

fn lambda<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, Expr> {
    let capture = choice((
        p(TokKind::Eq).to(Capture::DefaultCopy),
        kw(Keyword::This).to(Capture::This),
        p(TokKind::Amp)
            .or_not()
            .then(ident())
            .then(p(TokKind::Eq).ignore_then(g.assign.clone()).or_not())
            .map(|((r, name), init)| Capture::Var { by_ref: r.is_some(), name, init }),
        p(TokKind::Amp).to(Capture::DefaultRef),
    ));
    let captures = capture
        .separated_by(p(TokKind::Comma))
        .collect::<Vec<_>>()
        .delimited_by(p(TokKind::LBracket), p(TokKind::RBracket));
    captures
        .then(param_list(g).or_not())
        .then(kw(Keyword::Mutable).or_not())
        .then(p(TokKind::Arrow).ignore_then(g.type_name.clone()).or_not())
        .then(g.block.clone())
        .map(|((((captures, params), mutable), ret), body)| {
            let (params, variadic) = match params {
                Some((ps, v)) => (Some(ps), v),
                None => (None, false),
            };
            Expr::Lambda(Box::new(Lambda {
                captures,
                params,
                variadic,
                mutable: mutable.is_some(),
                ret,
                body,
            }))
        })
        .boxed()
}

fn atom<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, ExprId> {
    let paren_expr = g.expr.clone().delimited_by(p(TokKind::LParen), p(TokKind::RParen));
    let lit = choice((
        scalar_literal().map(|(kind, text)| Expr::Lit { kind, text }),
        kw(Keyword::Nullptr)
            .to(Expr::Lit { kind: LitKind::Nullptr, text: SmolStr::new_static("nullptr") }),
        kw(Keyword::This).to(Expr::This),
        string_lit()
            .repeated()
            .at_least(1)
            .collect::<Vec<_>>()
            .map(|ss| Expr::Lit { kind: LitKind::Str, text: SmolStr::new(ss.join(" ")) }),
    ));
    let cast_kw = select! {
        Tk::Kw(Keyword::StaticCast) => CastStyle::Static,
        Tk::Kw(Keyword::ReinterpretCast) => CastStyle::Reinterpret,
        Tk::Kw(Keyword::ConstCast) => CastStyle::Const,
        Tk::Kw(Keyword::DynamicCast) => CastStyle::Dynamic,
    };
    let named_cast = cast_kw
        .then(g.type_name.clone().delimited_by(p(TokKind::Lt), close_angle()))
        .then(paren_expr.clone())
        .map(|((style, ty), expr)| Expr::Cast { style, ty, expr });
    let sizeof_kw = choice((kw(Keyword::Sizeof), kw(Keyword::Alignof), kw(Keyword::AlignofC)));
    let sizeof_type = sizeof_kw
        .then(g.type_name.clone().delimited_by(p(TokKind::LParen), p(TokKind::RParen)))
        .map(
            |(k, t)| {
                if k == Tk::Kw(Keyword::Sizeof) { Expr::SizeofType(t) } else { Expr::Alignof(t) }
            },
        );
    let sizeof_pack = kw(Keyword::Sizeof)
        .ignore_then(p(TokKind::Ellipsis))
        .ignore_then(ident().delimited_by(p(TokKind::LParen), p(TokKind::RParen)))
        .map(Expr::SizeofPack);
    let args = arg(g)
        .separated_by(p(TokKind::Comma))
        .collect::<Vec<_>>()
        .delimited_by(p(TokKind::LParen), p(TokKind::RParen));
    let construct = guard(starts_type)
        .ignore_then(g.simple_type.clone())
        .then(choice((args.map(|a| (a, false)), g.init_list.clone().map(|l| (vec![l], true)))))
        .map(|(ty, (args, braced))| Expr::Construct { ty, args, braced });
    // `f<int>`, `util::cube<int>`, and a member of a class template specialization
    // (`Pow<3>::eval`).
    let template_name = guard(starts_template)
        .ignore_then(qualified_name())
        .try_map_with(|n, e: &mut Ext<'a, '_, E>| match template_kind(e.state(), &n) {
            Some(kind) => Ok((n, kind)),
            None => Err(E::custom(e.span(), &"not a template")),
        })
        .then(template_args(g))
        .then(member_segments().or_not())
        .try_map_with(|(((name, kind), targs), member), e: &mut Ext<'a, '_, E>| match member {
            // An assumed `std::` template whose `>` is followed by a possible operand: the `<`
            // is less-than (`std::numbers::pi < a && b > c`).
            None if kind == NameKind::AssumedTemplate && !expr_follows(next_tok(e).as_ref()) => {
                Err(E::custom(e.span(), &"not a template-id"))
            }
            None => Ok(Expr::Name { name, targs: Some(targs) }),
            Some(member) if matches!(kind, NameKind::TypeTemplate | NameKind::AssumedTemplate) => {
                let s = e.span();
                let scope = e.state().ty(TypeRef::Named { name, args: Some(targs) }, s);
                Ok(Expr::Scoped { scope, name: member })
            }
            Some(_) => Err(E::custom(e.span(), &"a function template has no members")),
        });
    let name = qualified_name().map(|name| Expr::Name { name, targs: None });
    let new_init = choice((
        arg(g)
            .separated_by(p(TokKind::Comma))
            .collect::<Vec<_>>()
            .delimited_by(p(TokKind::LParen), p(TokKind::RParen))
            .map(|a| (a, false)),
        g.init_list.clone().map(|l| (vec![l], true)),
    ));
    let placement = g
        .assign
        .clone()
        .separated_by(p(TokKind::Comma))
        .at_least(1)
        .collect::<Vec<_>>()
        .delimited_by(p(TokKind::LParen), p(TokKind::RParen));
    let new = p(TokKind::ColonColon)
        .or_not()
        .then_ignore(kw(Keyword::New))
        .then(placement.or_not())
        .then(new_type(g))
        .then(new_init.or_not())
        .map(|(((global, placement), ty), init)| {
            Expr::New(Box::new(NewExpr {
                global: global.is_some(),
                placement: placement.unwrap_or_default(),
                ty,
                init,
            }))
        });
    let throw = kw(Keyword::Throw).ignore_then(g.assign.clone().or_not()).map(Expr::Throw);
    // Parenthesised expressions are the second most common atom: macro bodies parenthesise
    // every argument. The atoms that start with their own keyword (or `[`, `::new`) are skipped
    // in one step by everything else.
    fn keyword_first(toks: &[Tk], _: &St) -> bool {
        match toks.first() {
            Some(Tk::Kw(k)) => matches!(
                k,
                Keyword::StaticCast
                    | Keyword::ReinterpretCast
                    | Keyword::ConstCast
                    | Keyword::DynamicCast
                    | Keyword::Sizeof
                    | Keyword::Alignof
                    | Keyword::AlignofC
                    | Keyword::Throw
                    | Keyword::New
            ),
            Some(Tk::P(TokKind::LBracket)) => true,
            Some(Tk::P(TokKind::ColonColon)) => toks.get(1) == Some(&Tk::Kw(Keyword::New)),
            _ => false,
        }
    }
    let keyword_atom = guard(keyword_first).ignore_then(choice((
        named_cast,
        sizeof_pack,
        sizeof_type,
        lambda(g),
        throw,
        new,
    )));
    let simple = choice((
        fold(g),
        paren_expr.map(Expr::Paren).recover_with(via_parser(nested_delimiters(
            Tk::P(TokKind::LParen),
            Tk::P(TokKind::RParen),
            [
                (Tk::P(TokKind::LBracket), Tk::P(TokKind::RBracket)),
                (Tk::P(TokKind::LBrace), Tk::P(TokKind::RBrace)),
                (Tk::AttrLParen, Tk::P(TokKind::RParen)),
            ],
            |_| Expr::Missing,
        ))),
        lit,
        keyword_atom,
        construct,
        template_name,
        name,
        token(Tk::Bad).to(Expr::Missing),
    ))
    .map_with(ex);
    choice((variable(), simple, g.init_list.clone())).labelled(Label::Expression).boxed()
}

/// The token after what `e` has parsed.
fn next_tok<'a, E: GrammarError<'a>>(e: &mut Ext<'a, '_, E>) -> Option<Tk> {
    let end = e.span().end;
    e.state().toks.get(end).copied()
}

/// The operator of a fold expression at the start of `toks` and its token count: a binary
/// operator other than `<=>`, `,`, or an assignment operator.
fn fold_operator(toks: &[Tk]) -> Option<(FoldOp, usize)> {
    if let Some((op, len)) = binary_op(toks) {
        return (op != BinaryOp::Spaceship).then_some((FoldOp::Binary(op), len));
    }
    match toks.first()? {
        Tk::P(TokKind::Comma) => Some((FoldOp::Binary(BinaryOp::Comma), 1)),
        t => assign_op(t).map(|op| (FoldOp::Assign(op), 1)),
    }
}

/// The assignment operator `t` spells: `Some(None)` for `=`, `Some(Some(op))` for `op=`.
fn assign_op(t: &Tk) -> Option<Option<BinaryOp>> {
    let op = match t {
        Tk::P(TokKind::Eq) => None,
        Tk::P(TokKind::PlusEq) => Some(BinaryOp::Add),
        Tk::P(TokKind::MinusEq) => Some(BinaryOp::Sub),
        Tk::P(TokKind::StarEq) => Some(BinaryOp::Mul),
        Tk::P(TokKind::SlashEq) => Some(BinaryOp::Div),
        Tk::P(TokKind::PercentEq) => Some(BinaryOp::Rem),
        Tk::P(TokKind::ShlEq) => Some(BinaryOp::Shl),
        Tk::P(TokKind::ShrEq) => Some(BinaryOp::Shr),
        Tk::P(TokKind::AmpEq) => Some(BinaryOp::BitAnd),
        Tk::P(TokKind::CaretEq) => Some(BinaryOp::BitXor),
        Tk::P(TokKind::PipeEq) => Some(BinaryOp::BitOr),
        _ => return None,
    };
    Some(op)
}

/// The messages of malformed fold expressions (the diagnostics add a hint by the message).
pub(crate) const FOLD_MISMATCH: &str = "the two operators of a binary fold expression differ";
pub(crate) const FOLD_OPERAND: &str = "an operand of a fold expression has a binary operator";

/// A C++17 fold expression: `(xs op ...)`, `(... op xs)` or `(init op ... op xs)`. Tried only
/// at a `(` whose own level holds a `...` ([`St::fold_parens`], found once per file), so
/// every other parenthesised expression skips it in one step. The operands are parsed as
/// assignment-expressions, which stop before `op ...`; an operand with a binary operator at
/// its top, which C++ does not allow there, and two different operators are reported
/// without failing, so a malformed fold gets one clear message.
fn fold<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, Expr> {
    fn starts_fold(toks: &[Tk], st: &St) -> bool {
        toks.first() == Some(&Tk::P(TokKind::LParen))
            && st.fold_parens.binary_search(&(st.toks.len() - toks.len())).is_ok()
    }
    let op = lookahead(OPERATOR_TOKENS, fold_operator);
    let left = p(TokKind::Ellipsis)
        .ignore_then(op.clone())
        .then(g.assign.clone())
        .map(|(op, rhs)| (None, op, None, Some(rhs)));
    let right = g
        .assign
        .clone()
        .then(op.clone())
        .then_ignore(p(TokKind::Ellipsis))
        .then(op.then(g.assign.clone()).or_not())
        .map(|((lhs, op), init)| match init {
            Some((second, rhs)) => (Some(lhs), op, Some(second), Some(rhs)),
            None => (Some(lhs), op, None, None),
        });
    guard(starts_fold)
        .ignore_then(choice((left, right)).delimited_by(p(TokKind::LParen), p(TokKind::RParen)))
        .validate(|(lhs, op, second, rhs), e, emitter| {
            let span = e.span();
            if second.is_some_and(|s| s != op) {
                emitter.emit(E::custom(span, &FOLD_MISMATCH));
            }
            let exprs = &e.state().arenas.exprs;
            let loose = |x: &Option<ExprId>| {
                x.is_some_and(|x| {
                    matches!(
                        exprs[x],
                        Expr::Binary { .. }
                            | Expr::Assign { .. }
                            | Expr::Cond { .. }
                            | Expr::Throw(_)
                    )
                })
            };
            if loose(&lhs) || loose(&rhs) {
                emitter.emit(E::custom(span, &FOLD_OPERAND));
            }
            Expr::Fold { op, lhs, rhs }
        })
        .boxed()
}

/// The most common atom, a plain variable name, as one primitive that also makes its node: it
/// is tried first at every operand, and a chain of combinators costs more than the name.
fn variable<'a, E: GrammarError<'a>>() -> impl Parser<'a, In<'a>, ExprId, Ex<'a, E>> + Clone {
    custom(|inp| {
        let at = *inp.cursor().inner();
        let st: &mut St = inp.state();
        let rest = st.toks.get(at..).unwrap_or(&[]);
        let name = match rest.first() {
            Some(Tk::Ident(sym)) if starts_variable(rest, st) => SmolStr::new(sym.as_str()),
            _ => return Err(E::silent(super::next_token_span(rest, at))),
        };
        let id = st.expr(Expr::Name { name, targs: None }, SimpleSpan::from(at..at + 1));
        inp.next();
        Ok(id)
    })
}

/// An argument of a call or constructor, or an element of a braced list: an
/// assignment-expression, made a pack expansion (`h(xs)...`) when `...` follows.
pub(super) fn arg<'a, E: GrammarError<'a>>(
    g: &G<'a, E>,
) -> impl Parser<'a, In<'a>, ExprId, Ex<'a, E>> + Clone + use<'a, E> {
    g.assign.clone().then(ellipsis()).map_with(
        |(x, pack), e: &mut Ext<'a, '_, E>| {
            if pack { ex(Expr::Expand(x), e) } else { x }
        },
    )
}

/// An assignment-expression.
pub(super) fn assign<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, ExprId> {
    infix(g, false)
}

/// An expression as a template argument (C++ [temp.names]: the first non-nested `>` ends the
/// argument list): binary operators other than `>` and `>>`, no assignment and no `?:`, so
/// that `Pow<K - 1>` reads `K - 1` and stops at the `>`. `(a > b)` needs its parentheses.
pub(super) fn template_arg<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, ExprId> {
    infix(g, true)
}

/// Unary-expressions joined by binary operators: an assignment-expression, or with
/// `in_targs` a template argument.
fn infix<'a, E: GrammarError<'a>>(g: &G<'a, E>, in_targs: bool) -> P<'a, E, ExprId> {
    let post = guard(|toks, _| {
        matches!(
            toks.first(),
            Some(Tk::P(
                TokKind::PlusPlus
                    | TokKind::MinusMinus
                    | TokKind::LParen
                    | TokKind::LBracket
                    | TokKind::Dot
                    | TokKind::Arrow
            ))
        )
    })
    // Most frequent first.
    .ignore_then(choice((
        g.expr.clone().delimited_by(p(TokKind::LBracket), p(TokKind::RBracket)).map(Post::Index),
        arg(g)
            .separated_by(p(TokKind::Comma))
            .collect::<Vec<_>>()
            .delimited_by(p(TokKind::LParen), p(TokKind::RParen))
            .map(Post::Call),
        choice((p(TokKind::Dot).to(false), p(TokKind::Arrow).to(true)))
            .then(choice((
                kw(Keyword::Template)
                    .ignore_then(qualified_name())
                    .then(template_args(g).or_not())
                    .map(|(name, targs)| (true, name, targs)),
                // Without the object's type, `p.x < 0 && q.y > (n)` could read as a call of
                // a member template: explicit arguments without `template` are taken only when
                // each is a type or a literal and a call follows the `>` (`p.as<float>(x)`,
                // `v.get<2>()`).
                qualified_name()
                    .then(
                        guard(|toks, _| toks.first() == Some(&Tk::P(TokKind::Lt)))
                            .ignore_then(template_args(g))
                            .then_ignore(p(TokKind::LParen).rewind())
                            .try_map_with(|targs, e: &mut Ext<'a, '_, E>| {
                                let exprs = &e.state().arenas.exprs;
                                let plain = targs.iter().all(|a| match a {
                                    TemplateArg::Type(_) => true,
                                    TemplateArg::Expr(x) => matches!(exprs[*x], Expr::Lit { .. }),
                                });
                                if plain {
                                    Ok(targs)
                                } else {
                                    Err(E::custom(e.span(), &"not template arguments"))
                                }
                            })
                            .or_not(),
                    )
                    .map(|(name, targs)| (false, name, targs)),
                p(TokKind::Tilde)
                    .ignore_then(ident())
                    .map(|n| (false, SmolStr::new(format!("~{n}")), None)),
            )))
            .map(|(arrow, (template, name, targs))| Post::Member { arrow, template, name, targs }),
        p(TokKind::PlusPlus).to(Post::Inc),
        p(TokKind::MinusMinus).to(Post::Dec),
    )));
    let unary = select! {
        Tk::P(TokKind::Plus) => UnaryOp::Plus,
        Tk::P(TokKind::Minus) => UnaryOp::Neg,
        Tk::P(TokKind::Bang) => UnaryOp::Not,
        Tk::P(TokKind::Tilde) => UnaryOp::BitNot,
        Tk::P(TokKind::Star) => UnaryOp::Deref,
        Tk::P(TokKind::Amp) => UnaryOp::AddrOf,
        Tk::P(TokKind::PlusPlus) => UnaryOp::PreInc,
        Tk::P(TokKind::MinusMinus) => UnaryOp::PreDec,
    };
    let cast = p(TokKind::LParen)
        .ignore_then(guard(starts_decl))
        .ignore_then(g.type_name.clone())
        .then_ignore(p(TokKind::RParen))
        .map(Pre::Cast);
    // `sizeof (type)` is an atom; the prefix form must not claim it (its operand would recover
    // from `(int)` as a broken parenthesised expression).
    let sizeof_expr = kw(Keyword::Sizeof)
        .then_ignore(
            g.type_name.clone().delimited_by(p(TokKind::LParen), p(TokKind::RParen)).not().rewind(),
        )
        .to(Pre::Sizeof);
    let delete = p(TokKind::ColonColon)
        .or_not()
        .then_ignore(kw(Keyword::Delete))
        .then(p(TokKind::LBracket).then(p(TokKind::RBracket)).or_not())
        .map(|(global, array)| Pre::Delete { global: global.is_some(), array: array.is_some() });
    // All prefix operators bind alike, so they are one Pratt operator, tried only in front of a
    // token that can start one (`(` only when a type follows: a cast).
    let pre = guard(|toks, st| {
        if toks.first() == Some(&Tk::P(TokKind::LParen)) {
            return starts_decl(&toks[1..], st);
        }
        matches!(
            toks.first(),
            Some(
                Tk::P(
                    TokKind::Plus
                        | TokKind::Minus
                        | TokKind::Bang
                        | TokKind::Tilde
                        | TokKind::Star
                        | TokKind::Amp
                        | TokKind::PlusPlus
                        | TokKind::MinusMinus
                        | TokKind::ColonColon
                ) | Tk::Kw(Keyword::Sizeof | Keyword::Delete)
            )
        )
    })
    .ignore_then(choice((cast, unary.map(Pre::Unary), delete, sizeof_expr)));
    let unary_expr = atom(g).pratt((
        postfix(bp::POSTFIX, post, |l, op, e: &mut Ext<'a, '_, E>| {
            let node = match op {
                Post::Inc => Expr::Unary { op: UnaryOp::PostInc, operand: l },
                Post::Dec => Expr::Unary { op: UnaryOp::PostDec, operand: l },
                Post::Call(args) => Expr::Call { callee: l, args },
                Post::Index(index) => Expr::Index { base: l, index },
                Post::Member { arrow, template, name, targs } => {
                    Expr::Member { base: l, arrow, template, name, targs }
                }
            };
            ex(node, e)
        }),
        prefix(bp::UNARY, pre, |op, x, e: &mut Ext<'a, '_, E>| {
            let node = match op {
                Pre::Cast(ty) => Expr::Cast { style: CastStyle::C, ty, expr: x },
                Pre::Unary(op) => Expr::Unary { op, operand: x },
                Pre::Delete { global, array } => Expr::Delete { global, array, operand: x },
                Pre::Sizeof => Expr::SizeofExpr(x),
            };
            ex(node, e)
        }),
    ));
    let operand = unary_expr.map_with(|id, e: &mut Ext<'a, '_, E>| Operand { id, span: e.span() });
    let binary = lookahead(OPERATOR_TOKENS, move |toks: &[Tk]| {
        if in_targs {
            return binary_op(toks)
                .filter(|(op, _)| !matches!(op, BinaryOp::Gt | BinaryOp::Shr))
                .map(|(op, len)| (Infix::Binary(op), len));
        }
        binary_op(toks)
            .map(|(op, len)| (Infix::Binary(op), len))
            .or_else(|| Some((Infix::Assign(assign_op(toks.first()?)?), 1)))
    });
    let ternary = p(TokKind::Question)
        .ignore_then(g.expr.clone())
        .then_ignore(p(TokKind::Colon))
        .map(Infix::Cond);
    let op = if in_targs { binary.boxed() } else { choice((binary, ternary)).boxed() };
    operand
        .clone()
        .then(op.then(operand).repeated().collect::<Tail>())
        .map_with(|(first, rest), e: &mut Ext<'a, '_, E>| fold_infix(first, rest, e.state()))
        .boxed()
}

/// The operators and operands after an expression's first operand. Most expressions have
/// none or one, and those are kept inline: a `Vec` here was an allocation per expression.
pub(crate) enum Tail {
    Empty,
    One(Infix, Operand),
    Many(Vec<(Infix, Operand)>),
}

impl FromIterator<(Infix, Operand)> for Tail {
    fn from_iter<I: IntoIterator<Item = (Infix, Operand)>>(iter: I) -> Tail {
        let mut iter = iter.into_iter();
        let Some((op, rhs)) = iter.next() else { return Tail::Empty };
        let Some(second) = iter.next() else { return Tail::One(op, rhs) };
        let mut all = Vec::with_capacity(4);
        all.push((op, rhs));
        all.push(second);
        all.extend(iter);
        Tail::Many(all)
    }
}

/// A prefix operator.
#[derive(Clone)]
enum Pre {
    Cast(TypeRefId),
    Unary(UnaryOp),
    Delete { global: bool, array: bool },
    Sizeof,
}

/// A binary operator of the assignment-expression grammar; `?:` carries its middle operand.
#[derive(Clone, Copy)]
pub(crate) enum Infix {
    Binary(BinaryOp),
    Assign(Option<BinaryOp>),
    Cond(ExprId),
}

impl Infix {
    /// Binding power and whether a run of equal powers groups to the right.
    fn power(&self) -> (u8, bool) {
        match self {
            Infix::Binary(op) => (op.precedence(), false),
            Infix::Assign(_) | Infix::Cond(_) => (bp::ASSIGN, true),
        }
    }
}

/// A unary-expression and the tokens it spans.
#[derive(Clone, Copy)]
pub(crate) struct Operand {
    id: ExprId,
    span: SimpleSpan,
}

/// Groups `first op operand op operand ...` by the C++ precedence table (operator-precedence
/// parsing over the flat list the grammar collected). A Pratt table with one operator per
/// precedence level tried every level after every operand; here each operand costs one token
/// test. Nodes are created in the order the Pratt parser created them, with the same spans.
fn fold_infix(first: Operand, rest: Tail, st: &mut St) -> ExprId {
    let join = |lhs: Operand, op: Infix, rhs: Operand, st: &mut St| {
        let node = match op {
            Infix::Binary(op) => Expr::Binary { op, lhs: lhs.id, rhs: rhs.id },
            Infix::Assign(op) => Expr::Assign { op, lhs: lhs.id, rhs: rhs.id },
            Infix::Cond(then) => Expr::Cond { cond: lhs.id, then, els: rhs.id },
        };
        let span = SimpleSpan::from(lhs.span.start..rhs.span.end);
        Operand { id: st.expr(node, span), span }
    };
    // Most expressions have no operator or one: no stacks for them.
    let rest = match rest {
        Tail::Empty => return first.id,
        Tail::One(op, rhs) => return join(first, op, rhs, st).id,
        Tail::Many(rest) => rest,
    };
    // The stacks are the parser state's, reused from one expression to the next (nothing
    // parses while an expression is grouped, so one pair serves every nesting level).
    let (mut operands, mut ops) = std::mem::take(&mut st.infix_stacks);
    operands.push(first);
    let reduce = |operands: &mut Vec<Operand>, ops: &mut Vec<Infix>, st: &mut St| {
        let (rhs, lhs) = (operands.pop(), operands.pop());
        let (Some(rhs), Some(lhs), Some(op)) = (rhs, lhs, ops.pop()) else { return };
        operands.push(join(lhs, op, rhs, st));
    };
    for (op, rhs) in rest {
        let (power, right) = op.power();
        while let Some(top) = ops.last() {
            let (top_power, _) = top.power();
            if top_power > power || (top_power == power && !right) {
                reduce(&mut operands, &mut ops, st);
            } else {
                break;
            }
        }
        ops.push(op);
        operands.push(rhs);
    }
    while !ops.is_empty() {
        reduce(&mut operands, &mut ops, st);
    }
    let id = operands.pop().map_or(first.id, |o| o.id);
    operands.clear();
    st.infix_stacks = (operands, ops);
    id
}

/// `{ a, .x = b, [2] = c, }`.
pub(super) fn init_list<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, ExprId> {
    let designator = choice((
        p(TokKind::Dot).ignore_then(ident()).map(Designator::Field),
        g.expr
            .clone()
            .delimited_by(p(TokKind::LBracket), p(TokKind::RBracket))
            .map(Designator::Index),
    ));
    let elem = designator
        .repeated()
        .at_least(1)
        .collect::<Vec<_>>()
        .then_ignore(p(TokKind::Eq))
        .or_not()
        .then(arg(g))
        .map(|(d, value)| InitElem { designators: d.unwrap_or_default(), value });
    elem.separated_by(p(TokKind::Comma))
        .allow_trailing()
        .collect::<Vec<_>>()
        .delimited_by(p(TokKind::LBrace), p(TokKind::RBrace))
        .map_with(|elems, e: &mut Ext<'a, '_, E>| ex(Expr::InitList(elems), e))
        .boxed()
}
