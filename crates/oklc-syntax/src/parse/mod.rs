//! The chumsky grammar, one module per grammar area.
//!
//! The rules are mutually recursive (expressions contain types, lambdas contain statements,
//! declarators contain expressions), so [`grammar`] nests their definitions and hands each module
//! a [`G`] with every rule's handle; each module defines its rules from the others. Every rule is boxed at its boundary
//! to keep compile times sane. Nothing here runs a parse; `lib.rs` does.

mod attr;
mod decl;
mod expr;
mod item;
mod stmt;

use std::cell::RefCell;

use chumsky::prelude::*;
use chumsky::recursive::Direct;
use chumsky::span::SimpleSpan;
use oklc_lex::{Keyword, TokKind};
use smol_str::SmolStr;

use crate::ast::*;
use crate::error::Label;
use crate::error::{Expected, GrammarError};
use crate::state::{Ex, In, St};
use crate::token::{Sym, Tk};

pub(crate) use decl::{Shape, UNKNOWN_TYPE_NAME, UNTYPED_PARAM, template_kind};
pub(crate) use expr::{FOLD_MISMATCH, FOLD_OPERAND, Infix, Operand};

pub(crate) type P<'a, E, O> = Boxed<'a, 'a, In<'a>, O, Ex<'a, E>>;
pub(crate) type R<'a, E, O> = Recursive<Direct<'a, 'a, In<'a>, O, Ex<'a, E>>>;

/// An attribute or an opaque attribute, as found in attribute positions.
#[derive(Clone, Debug)]
pub(crate) enum AttrOrPass {
    Attr(AttrId),
    Pass(Passthrough),
}

pub(crate) fn split_attrs(list: Vec<AttrOrPass>) -> (Vec<AttrId>, Vec<Passthrough>) {
    let mut attrs = Vec::new();
    let mut pass = Vec::new();
    for a in list {
        match a {
            AttrOrPass::Attr(id) => attrs.push(id),
            AttrOrPass::Pass(p) => pass.push(p),
        }
    }
    (attrs, pass)
}

/// The recursive rules shared by all modules.
#[derive(Clone)]
pub(crate) struct G<'a, E: GrammarError<'a>> {
    /// A full expression, comma operator included.
    pub(crate) expr: R<'a, E, ExprId>,
    /// An assignment-expression (no top-level comma).
    pub(crate) assign: R<'a, E, ExprId>,
    /// An expression as a template argument: like `assign`, but a `>` ends it.
    pub(crate) targ: R<'a, E, ExprId>,
    /// `{ … }` initializer list.
    pub(crate) init_list: R<'a, E, ExprId>,
    /// A type-id: specifiers plus an abstract declarator.
    pub(crate) type_name: R<'a, E, TypeRefId>,
    /// A builtin or named type without declarator (functional casts, template arguments).
    pub(crate) simple_type: R<'a, E, TypeRefId>,
    pub(crate) decl_spec: R<'a, E, DeclSpec>,
    /// A declarator (named or abstract), without initializer.
    pub(crate) declarator: R<'a, E, Shape>,
    /// An OKL attribute in either spelling.
    pub(crate) attr: R<'a, E, AttrId>,
    pub(crate) stmt: R<'a, E, StmtId>,
    pub(crate) block: R<'a, E, StmtId>,
    pub(crate) item: R<'a, E, ItemId>,
}

/// Exactly the token `want`. Written with `custom` rather than `just`: a failed `just`
/// checkpoints the parser state and clones the token into its error, and failing is what most
/// attempts do; here a failure is one comparison and a bit in the error's expected set.
pub(crate) fn token<'a, E: GrammarError<'a>>(
    want: Tk,
) -> impl Parser<'a, In<'a>, Tk, Ex<'a, E>> + Clone {
    custom(move |inp| {
        let at = inp.cursor();
        match inp.next() {
            Some(t) if t == want => Ok(t),
            _ => Err(E::expected_token(&want, inp.span_since(&at))),
        }
    })
}

/// The text of the next token, if `accept` takes the token (it returns the token's symbol).
/// A failure expects nothing: the callers' labels say what was wanted.
pub(crate) fn text_of<'a, E: GrammarError<'a>>(
    accept: fn(Tk) -> Option<Sym>,
) -> impl Parser<'a, In<'a>, SmolStr, Ex<'a, E>> + Clone {
    custom(move |inp| {
        let at = inp.cursor();
        match inp.next().and_then(accept) {
            Some(sym) => Ok(SmolStr::new(sym.as_str())),
            None => Err(E::silent(inp.span_since(&at))),
        }
    })
}

/// A string literal token's spelling.
pub(crate) fn string_lit<'a, E: GrammarError<'a>>()
-> impl Parser<'a, In<'a>, SmolStr, Ex<'a, E>> + Clone {
    text_of(|t| if let Tk::Str(s) = t { Some(s) } else { None })
}

/// A directive line's text.
pub(crate) fn directive<'a, E: GrammarError<'a>>()
-> impl Parser<'a, In<'a>, SmolStr, Ex<'a, E>> + Clone {
    text_of(|t| if let Tk::Directive(s) = t { Some(s) } else { None })
}

/// A literal other than a string: its kind and spelling.
pub(crate) fn scalar_literal<'a, E: GrammarError<'a>>()
-> impl Parser<'a, In<'a>, (LitKind, SmolStr), Ex<'a, E>> + Clone {
    custom(|inp| {
        let at = inp.cursor();
        let next = inp.next();
        let lit = match next {
            Some(Tk::Int(s)) => Some((LitKind::Int, SmolStr::new(s.as_str()))),
            Some(Tk::Float(s)) => Some((LitKind::Float, SmolStr::new(s.as_str()))),
            Some(Tk::Char(s)) => Some((LitKind::Char, SmolStr::new(s.as_str()))),
            Some(Tk::Kw(Keyword::True)) => Some((LitKind::Bool, SmolStr::new_static("true"))),
            Some(Tk::Kw(Keyword::False)) => Some((LitKind::Bool, SmolStr::new_static("false"))),
            _ => None,
        };
        lit.ok_or_else(|| E::silent(inp.span_since(&at)))
    })
}

/// The punctuator `k`.
pub(crate) fn p<'a, E: GrammarError<'a>>(
    k: TokKind,
) -> impl Parser<'a, In<'a>, Tk, Ex<'a, E>> + Clone {
    token(Tk::P(k))
}

/// The keyword `k`.
pub(crate) fn kw<'a, E: GrammarError<'a>>(
    k: Keyword,
) -> impl Parser<'a, In<'a>, Tk, Ex<'a, E>> + Clone {
    token(Tk::Kw(k))
}

pub(crate) fn ident<'a, E: GrammarError<'a>>() -> impl Parser<'a, In<'a>, SmolStr, Ex<'a, E>> + Clone
{
    custom(|inp| {
        let at = inp.cursor();
        match inp.next() {
            Some(Tk::Ident(sym)) => Ok(SmolStr::new(sym.as_str())),
            _ => Err(E::expected_label(Label::Identifier, inp.span_since(&at))),
        }
    })
}

/// Succeeds, consuming nothing, when `f` accepts what comes next (the remaining tokens and the
/// parser state). Put in front of an alternative that is costly to try and fail, it lets
/// `choice` skip that alternative in one step. Its failure expects nothing, so it never shows
/// in a message: the alternatives that are tried say what was expected.
pub(crate) fn guard<'a, E: GrammarError<'a>>(
    f: fn(&[Tk], &St) -> bool,
) -> impl Parser<'a, In<'a>, (), Ex<'a, E>> + Clone {
    custom(move |inp| {
        let at = inp.cursor();
        let st: &St = inp.state();
        let rest = st.toks.get(*at.inner()..).unwrap_or(&[]);
        if f(rest, st) { Ok(()) } else { Err(E::silent(next_token_span(rest, *at.inner()))) }
    })
}

/// The span of the token at `at` (`rest` starts there), empty at the end of the input: where
/// an error found without consuming anything points, like one that read the token.
fn next_token_span(rest: &[Tk], at: usize) -> SimpleSpan {
    SimpleSpan::from(at..at + usize::from(!rest.is_empty()))
}

/// A short token sequence recognised by `f` from the tokens ahead: `f` returns the value and
/// how many tokens it spans. One step where a `choice` of single tokens would try each in
/// turn; a failure expects the tokens in `expected`.
pub(crate) fn lookahead<'a, E: GrammarError<'a>, T: 'a, F>(
    expected: &[Tk],
    f: F,
) -> impl Parser<'a, In<'a>, T, Ex<'a, E>> + Clone
where
    F: Fn(&[Tk]) -> Option<(T, usize)> + Clone + 'a,
{
    // Built once with the grammar, not on every failure.
    let expected = Expected::of_tokens(expected);
    custom(move |inp| {
        let at = inp.cursor();
        let st: &St = inp.state();
        let rest = st.toks.get(*at.inner()..).unwrap_or(&[]);
        let found = f(rest);
        let span = next_token_span(rest, *at.inner());
        match found {
            Some((value, len)) => {
                for _ in 0..len {
                    inp.next();
                }
                Ok(value)
            }
            None => Err(E::expected_set(expected, span)),
        }
    })
}

/// `>` closing a template argument list (also the second half of a split `>>`).
pub(crate) fn close_angle<'a, E: GrammarError<'a>>()
-> impl Parser<'a, In<'a>, (), Ex<'a, E>> + Clone {
    choice((p(TokKind::Gt), token(Tk::GtJoined))).ignored().labelled(Label::CloseAngle)
}

/// One balanced token group `( … )`, `[ … ]` or `{ … }`, for skipping and passthrough capture.
pub(crate) fn token_tree<'a, E: GrammarError<'a>>() -> P<'a, E, ()> {
    recursive(|tt| {
        let group = |o: Tk, c: TokKind| tt.clone().repeated().delimited_by(just(o), p(c)).ignored();
        choice((
            group(Tk::P(TokKind::LParen), TokKind::RParen),
            group(Tk::AttrLParen, TokKind::RParen),
            group(Tk::P(TokKind::LBracket), TokKind::RBracket),
            group(Tk::P(TokKind::LBrace), TokKind::RBrace),
            none_of([
                Tk::P(TokKind::LParen),
                Tk::AttrLParen,
                Tk::P(TokKind::RParen),
                Tk::P(TokKind::LBracket),
                Tk::P(TokKind::RBracket),
                Tk::P(TokKind::LBrace),
                Tk::P(TokKind::RBrace),
            ])
            .ignored(),
        ))
    })
    .boxed()
}

/// Recovery's view of a bracketed group: from the opener `open` at the cursor through its
/// matching closer, every bracket kind counted, or through the end of the input when the group
/// is never closed. One linear scan: recovery built from nested parsers instead re-parsed an
/// unclosed group at every level that failed inside it, so `while (x) {` nested twenty deep
/// without its `}`s took a minute (twice the work per level).
pub(crate) fn skip_group<'a, E: GrammarError<'a>>(
    open: TokKind,
) -> impl Parser<'a, In<'a>, (), Ex<'a, E>> + Clone {
    custom(move |inp| {
        let at = *inp.cursor().inner();
        let st: &St = inp.state();
        let rest = st.toks.get(at..).unwrap_or(&[]);
        if rest.first() != Some(&Tk::P(open)) {
            return Err(E::silent(next_token_span(rest, at)));
        }
        let mut depth = 0usize;
        let mut len = rest.len();
        for (i, t) in rest.iter().enumerate() {
            match t {
                Tk::P(TokKind::LParen | TokKind::LBracket | TokKind::LBrace) | Tk::AttrLParen => {
                    depth += 1
                }
                Tk::P(TokKind::RParen | TokKind::RBracket | TokKind::RBrace) => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        len = i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        for _ in 0..len {
            inp.next();
        }
        Ok(())
    })
}

/// The source spelling of tokens joined by single spaces (for opaque passthrough text).
pub(crate) fn spell(toks: &[Tk]) -> SmolStr {
    let mut out = String::new();
    let no_space_after = |t: &Tk| {
        matches!(
            t,
            Tk::P(TokKind::AttrOpen | TokKind::LParen | TokKind::LBracket | TokKind::ColonColon)
                | Tk::AttrLParen
        )
    };
    let no_space_before = |t: &Tk| {
        matches!(
            t,
            Tk::P(
                TokKind::RParen
                    | TokKind::RBracket
                    | TokKind::Comma
                    | TokKind::LParen
                    | TokKind::ColonColon
            ) | Tk::GtJoined
                | Tk::AttrLParen
        )
    };
    for (i, t) in toks.iter().enumerate() {
        if i > 0 && !no_space_before(t) && !no_space_after(&toks[i - 1]) {
            out.push(' ');
        }
        match t {
            Tk::Ident(s) | Tk::Int(s) | Tk::Float(s) | Tk::Char(s) | Tk::Str(s) => {
                out.push_str(s.as_str())
            }
            Tk::Kw(k) => out.push_str(k.as_str()),
            Tk::P(k) => out.push_str(k.punct_spelling().unwrap_or("?")),
            Tk::GtJoined => out.push('>'),
            Tk::AttrLParen => out.push('('),
            Tk::Attr(s) => {
                out.push('@');
                out.push_str(s.as_str());
            }
            Tk::Directive(s) => out.push_str(s.as_str()),
            Tk::NormAttr(s) => {
                out.push_str("okl_");
                out.push_str(s.as_str());
            }
            Tk::NormEnd | Tk::Bad | Tk::Unfit => {}
        }
    }
    SmolStr::new(out)
}

/// A handle for every rule while [`grammar`] builds: the rules being defined (this closure's
/// and the enclosing ones') as weak handles, the finished inner ones as strong handles.
/// Afterwards it owns every rule (a rule that no enclosing rule uses would otherwise be freed
/// while inner rules still point back to it).
pub(crate) struct RuleSlots<'a, E: GrammarError<'a>> {
    item: Option<R<'a, E, ItemId>>,
    stmt: Option<R<'a, E, StmtId>>,
    block: Option<R<'a, E, StmtId>>,
    expr: Option<R<'a, E, ExprId>>,
    assign: Option<R<'a, E, ExprId>>,
    targ: Option<R<'a, E, ExprId>>,
    init_list: Option<R<'a, E, ExprId>>,
    type_name: Option<R<'a, E, TypeRefId>>,
    decl_spec: Option<R<'a, E, DeclSpec>>,
    declarator: Option<R<'a, E, Shape>>,
    simple_type: Option<R<'a, E, TypeRefId>>,
    attr: Option<R<'a, E, AttrId>>,
}

impl<'a, E: GrammarError<'a>> RuleSlots<'a, E> {
    fn new() -> Self {
        RuleSlots {
            item: None,
            stmt: None,
            block: None,
            expr: None,
            assign: None,
            targ: None,
            init_list: None,
            type_name: None,
            decl_spec: None,
            declarator: None,
            simple_type: None,
            attr: None,
        }
    }

    /// The rule handles a module defines its rules from.
    fn rules(&self) -> G<'a, E> {
        G {
            item: filled(&self.item),
            stmt: filled(&self.stmt),
            block: filled(&self.block),
            expr: filled(&self.expr),
            assign: filled(&self.assign),
            targ: filled(&self.targ),
            init_list: filled(&self.init_list),
            type_name: filled(&self.type_name),
            decl_spec: filled(&self.decl_spec),
            declarator: filled(&self.declarator),
            simple_type: filled(&self.simple_type),
            attr: filled(&self.attr),
        }
    }
}

/// A slot that [`grammar`] has filled (every rule's is, before any rule is defined).
fn filled<T: Clone>(slot: &Option<T>) -> T {
    slot.clone().expect("grammar: every rule's handle is in place before rules are defined")
}

/// Builds the whole grammar and returns the translation-unit rule.
///
/// The rules are mutually recursive. Declaring them all up front (`Recursive::declare`) makes
/// every reference strong, so the finished grammar is a web of `Rc` cycles that is never
/// freed. Instead each rule is defined inside the `recursive` closure of the rule before it:
/// inside a closure, the rules still being defined (this one and the enclosing ones) are weak
/// handles, the rules already finished (the inner ones) strong. Strong references therefore only
/// point inwards and dropping the outermost rule frees the whole grammar.
pub(crate) fn grammar<'a, E: GrammarError<'a>>() -> Grammar<'a, E> {
    let slots = RefCell::new(RuleSlots::new());
    let item = recursive(|item: R<'a, E, ItemId>| {
        slots.borrow_mut().item = Some(item);
        let stmt = recursive(|stmt: R<'a, E, StmtId>| {
            slots.borrow_mut().stmt = Some(stmt);
            let block = recursive(|block: R<'a, E, StmtId>| {
                slots.borrow_mut().block = Some(block);
                let expr = recursive(|expr: R<'a, E, ExprId>| {
                    slots.borrow_mut().expr = Some(expr);
                    let assign = recursive(|assign: R<'a, E, ExprId>| {
                        slots.borrow_mut().assign = Some(assign);
                        let targ = recursive(|targ: R<'a, E, ExprId>| {
                            slots.borrow_mut().targ = Some(targ);
                            let init_list = recursive(|init_list: R<'a, E, ExprId>| {
                                slots.borrow_mut().init_list = Some(init_list);
                                let type_name = recursive(|type_name: R<'a, E, TypeRefId>| {
                                    slots.borrow_mut().type_name = Some(type_name);
                                    let decl_spec = recursive(|decl_spec: R<'a, E, DeclSpec>| {
                                        slots.borrow_mut().decl_spec = Some(decl_spec);
                                        let declarator =
                                            recursive(|declarator: R<'a, E, Shape>| {
                                                slots.borrow_mut().declarator = Some(declarator);
                                                let simple_type = recursive(
                                                    |simple_type: R<'a, E, TypeRefId>| {
                                                        slots.borrow_mut().simple_type =
                                                            Some(simple_type);
                                                        let attr =
                                                            recursive(|attr: R<'a, E, AttrId>| {
                                                                slots.borrow_mut().attr =
                                                                    Some(attr);
                                                                attr::attr(&slots.borrow().rules())
                                                            });
                                                        slots.borrow_mut().attr = Some(attr);
                                                        decl::simple_type(&slots.borrow().rules())
                                                    },
                                                );
                                                slots.borrow_mut().simple_type = Some(simple_type);
                                                decl::declarator(&slots.borrow().rules())
                                            });
                                        slots.borrow_mut().declarator = Some(declarator);
                                        decl::decl_spec(&slots.borrow().rules())
                                    });
                                    slots.borrow_mut().decl_spec = Some(decl_spec);
                                    decl::type_name(&slots.borrow().rules())
                                });
                                slots.borrow_mut().type_name = Some(type_name);
                                expr::init_list(&slots.borrow().rules())
                            });
                            slots.borrow_mut().init_list = Some(init_list);
                            expr::template_arg(&slots.borrow().rules())
                        });
                        slots.borrow_mut().targ = Some(targ);
                        expr::assign(&slots.borrow().rules())
                    });
                    slots.borrow_mut().assign = Some(assign);
                    expr::expr(&slots.borrow().rules())
                });
                slots.borrow_mut().expr = Some(expr);
                stmt::block(&slots.borrow().rules())
            });
            slots.borrow_mut().block = Some(block);
            stmt::stmt(&slots.borrow().rules())
        });
        slots.borrow_mut().stmt = Some(stmt);
        item::item(&slots.borrow().rules())
    });
    slots.borrow_mut().item = Some(item.clone());
    Grammar { unit: item::translation_unit(item), _rules: slots.into_inner() }
}

/// The translation-unit parser and the rules it is built from.
pub(crate) struct Grammar<'a, E: GrammarError<'a>> {
    pub(crate) unit: P<'a, E, Vec<ItemId>>,
    _rules: RuleSlots<'a, E>,
}
