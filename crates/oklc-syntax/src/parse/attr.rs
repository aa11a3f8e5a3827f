//! OKL attributes (`@name(args)` and the normalised `[[okl_name("(args)")]]`, which the token
//! normaliser has already turned into `NormAttr … NormEnd`) and opaque passthrough attributes.

use chumsky::prelude::*;
use oklc_lex::{Keyword, TokKind};

use super::{AttrOrPass, G, P, ident, kw, p, spell, string_lit, text_of, token, token_tree};
use crate::ast::*;
use crate::error::{GrammarError, Label};
use crate::state::Ext;
use crate::token::Tk;

fn arg<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, AttrArg> {
    choice((
        g.attr.clone().repeated().at_least(1).collect::<Vec<_>>().map(AttrArg::Nested),
        ident()
            .then_ignore(p(TokKind::Eq))
            .then(g.assign.clone())
            .map(|(key, value)| AttrArg::Named { key, value }),
        string_lit()
            .then_ignore(choice((p(TokKind::Comma), p(TokKind::RParen))).rewind())
            .map(AttrArg::Str),
        g.assign.clone().map(AttrArg::Expr),
    ))
    .labelled(Label::AttrArg)
    .boxed()
}

fn make_attr<'a, E: GrammarError<'a>>(
    ((name, args), syntax): ((smol_str::SmolStr, Option<Vec<AttrArg>>), AttrSyntax),
    e: &mut Ext<'a, '_, E>,
) -> AttrId {
    let s = e.span();
    e.state().attr(Attr { kind: AttrKind::of(&name), name, args, syntax }, s)
}

/// One OKL attribute in either spelling.
pub(super) fn attr<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, AttrId> {
    // An empty argument is an empty attribute list: legacy OCCA accepts `@tile(4, , @inner)`
    // and `@tile(4, @outer, )` (either loop-attribute argument may be empty, giving
    // a plain loop). `()` stays an empty argument list.
    let empty = choice((p(TokKind::Comma), p(TokKind::RParen))).rewind().to(None);
    let args = arg(g)
        .map(Some)
        .or(empty)
        .separated_by(p(TokKind::Comma))
        .collect::<Vec<_>>()
        .map(|args| match args.as_slice() {
            [None] => Vec::new(),
            _ => args.into_iter().map(|a| a.unwrap_or(AttrArg::Nested(Vec::new()))).collect(),
        })
        .delimited_by(token(Tk::AttrLParen), p(TokKind::RParen))
        .recover_with(via_parser(nested_delimiters(
            Tk::AttrLParen,
            Tk::P(TokKind::RParen),
            [
                (Tk::P(TokKind::LParen), Tk::P(TokKind::RParen)),
                (Tk::P(TokKind::LBracket), Tk::P(TokKind::RBracket)),
                (Tk::P(TokKind::LBrace), Tk::P(TokKind::RBrace)),
            ],
            |_| Vec::new(),
        )));
    let at = text_of(|t| if let Tk::Attr(n) = t { Some(n) } else { None })
        .then(args.clone().or_not())
        .map(|x| (x, AttrSyntax::At));
    let norm = text_of(|t| if let Tk::NormAttr(n) = t { Some(n) } else { None })
        .then(args.or_not())
        .then_ignore(token(Tk::NormEnd))
        .map(|x| (x, AttrSyntax::Normalized));
    choice((at, norm)).map_with(make_attr).labelled(Label::Attribute).boxed()
}

/// `[[…]]` that is not an OKL attribute, or `__attribute__((…))`, kept as text.
pub(super) fn passthrough<'a, E: GrammarError<'a>>() -> P<'a, E, Passthrough> {
    let std_attr = p(TokKind::AttrOpen)
        .ignore_then(token_tree().repeated())
        .then_ignore(p(TokKind::RBracket))
        .then_ignore(p(TokKind::RBracket));
    let gnu = kw(Keyword::Attribute).ignore_then(token_tree());
    choice((std_attr, gnu))
        .map_with(|_, e: &mut Ext<'a, '_, E>| {
            let s = e.span();
            let st = e.state();
            Passthrough(spell(st.toks.get(s.start..s.end).unwrap_or(&[])))
        })
        .labelled(Label::Attribute)
        .boxed()
}

/// Zero or more attributes of either kind. Most lists are empty (one is tried before every
/// statement and after every declarator), so a first-token guard ends them without trying
/// both attribute parsers; the price is that "attribute" no longer shows in the expected
/// tokens of an error there.
pub(super) fn attr_list<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, Vec<AttrOrPass>> {
    super::guard(|toks, _| starts_attr(toks))
        .ignore_then(choice((
            g.attr.clone().map(AttrOrPass::Attr),
            passthrough().map(AttrOrPass::Pass),
        )))
        .repeated()
        .collect::<Vec<_>>()
        .boxed()
}

/// Whether `toks` start an attribute of either kind.
pub(super) fn starts_attr(toks: &[Tk]) -> bool {
    matches!(
        toks.first(),
        Some(Tk::Attr(_) | Tk::NormAttr(_) | Tk::P(TokKind::AttrOpen) | Tk::Kw(Keyword::Attribute))
    )
}
