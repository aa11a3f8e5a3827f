//! Items: functions (definitions, prototypes, constructors), variables, typedefs, records and
//! enums (through declaration specifiers), templates, namespaces, `using`, `static_assert`,
//! access labels and directive lines; plus item-level error recovery.

use chumsky::prelude::*;
use oklc_lex::{Keyword, TokKind};
use smol_str::SmolStr;

use super::decl::{
    DeclRaw, Suffix, apply, build_declarators, conversion_name, init_declarator, param_list,
    qualified_name, register,
};
use super::{G, P, close_angle, directive, ident, kw, p, split_attrs, string_lit, token};
use crate::ast::*;
use crate::error::{GrammarError, Label};
use crate::state::{Ext, NameKind, St, item as alloc_item};
use crate::token::Tk;

/// Builds the item for `spec declarators` followed by `body` or `;`.
/// `default` or `delete` when initializer `e` is that keyword ([`super::decl`] parses
/// `= default` and `= delete` so).
fn defaulted(st: &St, e: ExprId) -> Option<SmolStr> {
    match &st.arenas.exprs[e] {
        Expr::Name { name, targs: None } if name == "default" || name == "delete" => {
            Some(name.clone())
        }
        _ => None,
    }
}

fn decl_item(
    st: &mut St,
    spec: DeclSpec,
    mut raws: Vec<DeclRaw>,
    body: Option<StmtId>,
    span: SimpleSpan,
) -> Result<ItemId, &'static &'static str> {
    let typedef = spec.specifiers.contains(Specifiers::TYPEDEF);
    if raws.len() == 1 && raws[0].shape.is_function() && !typedef {
        let raw = raws.remove(0);
        let mut shape = raw.shape;
        // `float * @restrict f(...)`: attributes among the return type's pointers.
        let attrs = shape.take_attrs(raw.attrs);
        let Some((name, params, variadic, quals, trailing)) = shape.take_function() else {
            return Err(&"expected function declarator");
        };
        let (_, ret) = apply(st, spec.ty, shape);
        // `auto f(...) -> T`: the return type is `T`.
        let ret = trailing.unwrap_or(ret);
        // `virtual f() = 0;` arrives as an initializer on the function declarator.
        let pure_or_default = match raw.init {
            Some(Init::Assign(e)) if matches!(&st.arenas.exprs[e], Expr::Lit { text, .. } if text == "0") => {
                Some(SmolStr::new("0"))
            }
            Some(Init::Assign(e)) if let Some(d) = defaulted(st, e) => Some(d),
            Some(_) => return Err(&"a function declarator cannot have an initializer"),
            None => None,
        };
        let f = FunctionDef {
            spec,
            name,
            ret,
            params,
            variadic,
            method_quals: quals,
            attrs,
            passthrough: raw.pass,
            pure_or_default,
            ctor_inits: Vec::new(),
            trailing_return: trailing.is_some(),
            body,
        };
        return Ok(st.item(Item::Function(f), span));
    }
    if body.is_some() {
        return Err(&"expected `;`");
    }
    if raws.iter().any(|r| matches!(r.init, Some(Init::Assign(e)) if defaulted(st, e).is_some())) {
        return Err(&"only a function can be `= default` or `= delete`");
    }
    if raws.is_empty()
        && spec.attrs.is_empty()
        && spec.passthrough.is_empty()
        && spec.specifiers.is_empty()
        && let TypeRef::Defined(inner) = st.arenas.types[spec.ty]
    {
        return Ok(inner);
    }
    if raws.is_empty()
        && spec.attrs.is_empty()
        && spec.passthrough.is_empty()
        && spec.specifiers.is_empty()
        && let TypeRef::Elaborated { tag, name } = &st.arenas.types[spec.ty]
        && tag != "enum"
    {
        let kind = match tag.as_str() {
            "class" => RecordKind::Class,
            "union" => RecordKind::Union,
            _ => RecordKind::Struct,
        };
        let rec = RecordDef {
            kind,
            name: Some(name.clone()),
            args: None,
            attrs: Vec::new(),
            passthrough: Vec::new(),
            bases: Vec::new(),
            members: None,
        };
        return Ok(st.item(Item::Record(rec), span));
    }
    let declarators = build_declarators(st, spec.ty, raws);
    register(st, &spec, &declarators);
    let decl = VarDecl { spec, declarators };
    let it = if typedef { Item::Typedef(decl) } else { Item::Var(decl) };
    Ok(st.item(it, span))
}

/// Whether a declarator list is a single function declarator (whose parameters are in scope
/// in the body).
fn single_function(raws: &[DeclRaw]) -> bool {
    raws.len() == 1 && raws[0].shape.is_function()
}

fn decl_or_function<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, ItemId> {
    g.decl_spec
        .clone()
        .then(init_declarator(g).separated_by(p(TokKind::Comma)).collect::<Vec<_>>())
        .try_map_with(|(spec, raws), e: &mut Ext<'a, '_, E>| {
            // Parameters shadow type names inside the body: open a scope holding them.
            let inner = raws.first().map(|r| {
                let mut s = &r.shape;
                while let Some(i) = &s.inner {
                    s = i;
                }
                s
            });
            if single_function(&raws)
                && let Some(Suffix::Func { params, .. }) = inner.and_then(|s| s.suffixes.first())
            {
                let st = e.state();
                st.scope.push();
                for p in params {
                    if let Some(n) = &p.decl.name {
                        st.scope.declare(n, NameKind::Var);
                    }
                }
            }
            Ok((spec, raws))
        })
        .then(choice((g.block.clone().map(Some), p(TokKind::Semi).labelled(Label::Semi).to(None))))
        .try_map_with(|((spec, raws), body), e: &mut Ext<'a, '_, E>| {
            let span = e.span();
            if single_function(&raws) {
                e.state().scope.pop();
            }
            decl_item(e.state(), spec, raws, body, span).map_err(|m| E::custom(span, m))
        })
        .boxed()
}

/// Constructors and destructors: `S(int x) : a(x) {}`, `~S();`, `S::S() {}`.
fn ctor<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, ItemId> {
    let spec = select! { Tk::Kw(k) if super::decl::specifier_of(k).is_some() => k }
        .repeated()
        .collect::<Vec<_>>();
    let name = choice((
        qualified_name()
            .then(
                p(TokKind::ColonColon).ignore_then(p(TokKind::Tilde)).ignore_then(ident()).or_not(),
            )
            .map(|(q, d)| match d {
                Some(d) => SmolStr::new(format!("{q}::~{d}")),
                None => q,
            }),
        p(TokKind::Tilde).ignore_then(ident()).map(|n| SmolStr::new(format!("~{n}"))),
        conversion_name(),
    ));
    let inits = p(TokKind::Colon)
        .ignore_then(
            ident()
                .then(choice((
                    super::expr::arg(g)
                        .separated_by(p(TokKind::Comma))
                        .collect::<Vec<_>>()
                        .delimited_by(p(TokKind::LParen), p(TokKind::RParen))
                        .map(|a| (a, false)),
                    g.init_list.clone().map(|l| (vec![l], true)),
                )))
                .map(|(n, (a, braced))| (n, a, braced))
                .separated_by(p(TokKind::Comma))
                .at_least(1)
                .collect::<Vec<_>>(),
        )
        .or_not()
        .map(Option::unwrap_or_default);
    let tail = choice((
        g.block.clone().map(|b| (None, Some(b))),
        p(TokKind::Eq)
            .ignore_then(select! {
                Tk::Kw(Keyword::Default) => SmolStr::new("default"),
                Tk::Kw(Keyword::Delete) => SmolStr::new("delete"),
            })
            .then_ignore(p(TokKind::Semi))
            .map(|d| (Some(d), None)),
        p(TokKind::Semi).to((None, None)),
    ));
    // `const` after the parameters: a conversion function `operator T() const`.
    let quals = super::decl::cv_kw()
        .repeated()
        .collect::<Vec<_>>()
        .map(|qs| qs.into_iter().fold(Quals::default(), super::decl::merge));
    spec.then(name)
        .then(param_list(g).then(quals))
        .then(inits)
        .then(tail)
        .try_map_with(
            |(
                (((specs, name), ((params, variadic), method_quals)), ctor_inits),
                (pure_or_default, body),
            ),
             e: &mut Ext<'a, '_, E>| {
                let last = name.rsplit("::").next().unwrap_or(&name);
                let ok = last.starts_with('~')
                    || last.starts_with("operator ")
                    || e.state().is_type(last);
                if !ok {
                    return Err(E::custom(e.span(), &"expected declaration"));
                }
                let mut specifiers = Specifiers::default();
                for k in specs {
                    specifiers.insert(super::decl::specifier_of(k).unwrap_or_default());
                }
                let s = e.span();
                let st = e.state();
                let ret = st.ty(TypeRef::Builtin(SmolStr::new("")), s);
                let spec =
                    DeclSpec { attrs: Vec::new(), passthrough: Vec::new(), specifiers, ty: ret };
                let f = FunctionDef {
                    spec,
                    name,
                    ret,
                    params,
                    variadic,
                    method_quals,
                    attrs: Vec::new(),
                    passthrough: Vec::new(),
                    pure_or_default,
                    ctor_inits,
                    trailing_return: false,
                    body,
                };
                Ok(st.item(Item::Function(f), s))
            },
        )
        .boxed()
}

fn template_item<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, ItemId> {
    let type_param = choice((kw(Keyword::Typename), kw(Keyword::Class)))
        .ignore_then(p(TokKind::Ellipsis).or_not())
        .then(ident().or_not())
        .try_map_with(|(pack, name), e: &mut Ext<'a, '_, E>| {
            if let Some(n) = &name {
                e.state().scope.declare(n, NameKind::Type);
            }
            Ok((pack.is_some(), name))
        })
        .then(p(TokKind::Eq).ignore_then(g.type_name.clone()).or_not())
        .map(|((pack, name), default)| TemplateParam::Type { name, default, pack });
    let value_param = g
        .decl_spec
        .clone()
        .then(p(TokKind::Ellipsis).or_not())
        .then(ident().or_not())
        .then(p(TokKind::Eq).ignore_then(g.assign.clone()).or_not())
        .try_map_with(|(((spec, pack), name), default), e: &mut Ext<'a, '_, E>| {
            if let Some(n) = &name {
                e.state().scope.declare(n, NameKind::Var);
            }
            Ok(TemplateParam::Value { ty: spec.ty, name, default, pack: pack.is_some() })
        });
    let params = choice((type_param, value_param))
        .separated_by(p(TokKind::Comma))
        .collect::<Vec<_>>()
        .delimited_by(p(TokKind::Lt), close_angle());
    kw(Keyword::Template)
        .try_map_with(|t, e: &mut Ext<'a, '_, E>| {
            e.state().scope.push();
            Ok(t)
        })
        .ignore_then(params)
        .then(g.item.clone())
        .try_map_with(|(params, inner), e: &mut Ext<'a, '_, E>| {
            let s = e.span();
            let st = e.state();
            st.scope.pop();
            let registered = match &st.arenas.items[inner] {
                Item::Function(f) => Some((f.name.clone(), NameKind::FnTemplate)),
                Item::Record(r) => r.name.clone().map(|n| (n, NameKind::TypeTemplate)),
                Item::Using(UsingDecl::Alias { name, .. }) => {
                    Some((name.clone(), NameKind::TypeTemplate))
                }
                _ => None,
            };
            if let Some((n, k)) = registered {
                st.scope.declare(&n, k);
            }
            // The class's member types went with the template's scope.
            if let Item::Record(RecordDef { name: Some(n), members: Some(members), .. }) =
                &st.arenas.items[inner]
            {
                let (n, members) = (n.clone(), members.clone());
                super::decl::declare_member_types(st, &n, &members);
            }
            Ok(st.item(Item::Template { params, item: inner }, s))
        })
        .boxed()
}

fn using_item<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, UsingDecl> {
    let alias = ident()
        .then(super::attr::attr_list(g))
        .then_ignore(p(TokKind::Eq))
        .then(g.type_name.clone())
        .try_map_with(|((name, attrs), ty), e: &mut Ext<'a, '_, E>| {
            e.state().scope.declare(&name, NameKind::Type);
            let (attrs, _) = split_attrs(attrs);
            Ok(UsingDecl::Alias { name, attrs, ty })
        });
    kw(Keyword::Using)
        .ignore_then(choice((
            kw(Keyword::Namespace).ignore_then(qualified_name()).map(UsingDecl::Namespace),
            alias,
            qualified_name().map(UsingDecl::Name),
        )))
        .then_ignore(p(TokKind::Semi))
        .boxed()
}

fn static_assert<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, Item> {
    choice((kw(Keyword::StaticAssert), kw(Keyword::StaticAssertC)))
        .ignore_then(
            g.assign
                .clone()
                .then(
                    p(TokKind::Comma)
                        .ignore_then(string_lit().repeated().at_least(1).collect::<Vec<_>>())
                        .or_not(),
                )
                .delimited_by(p(TokKind::LParen), p(TokKind::RParen)),
        )
        .then_ignore(p(TokKind::Semi))
        .map(|(cond, msg)| Item::StaticAssert {
            cond,
            message: msg.map(|m| SmolStr::new(m.join(" "))),
        })
        .boxed()
}

/// Items that may also appear as statements (`using`, `static_assert`).
pub(super) fn local_item<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, ItemId> {
    choice((using_item(g).map(Item::Using), static_assert(g))).map_with(alloc_item).boxed()
}

/// `{ members }` of a class, with a scope of its own.
pub(crate) fn member_list<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, Vec<ItemId>> {
    p(TokKind::LBrace)
        .try_map_with(|t, e: &mut Ext<'a, '_, E>| {
            e.state().scope.push();
            Ok(t)
        })
        .ignore_then(g.item.clone().repeated().collect::<Vec<_>>())
        .then_ignore(p(TokKind::RBrace).try_map_with(|t, e: &mut Ext<'a, '_, E>| {
            e.state().scope.pop();
            Ok(t)
        }))
        .boxed()
}

fn recovery<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, ()> {
    // A function whose head is broken: skip the head, but parse the body so that errors in it
    // are reported too.
    let head_end = p(TokKind::RParen).then(p(TokKind::LBrace));
    let broken_function =
        none_of([Tk::P(TokKind::Semi), Tk::P(TokKind::LBrace), Tk::P(TokKind::RBrace)])
            .and_is(head_end.not())
            .repeated()
            .then(p(TokKind::RParen))
            .then(g.block.clone())
            .ignored();
    let stop = choice((p(TokKind::Semi), p(TokKind::LBrace), p(TokKind::RBrace)));
    let term = choice((
        p(TokKind::Semi).ignored(),
        super::skip_group(TokKind::LBrace).then_ignore(p(TokKind::Semi).or_not()).ignored(),
    ));
    choice((
        broken_function,
        any().and_is(stop.not()).repeated().at_least(1).then(term.clone().or_not()).ignored(),
        term,
    ))
    .boxed()
}

/// One item.
pub(super) fn item<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, ItemId> {
    let access = select! {
        Tk::Kw(Keyword::Public) => Access::Public,
        Tk::Kw(Keyword::Protected) => Access::Protected,
        Tk::Kw(Keyword::Private) => Access::Private,
    }
    .then_ignore(p(TokKind::Colon))
    .map(Item::Access);
    let namespace = kw(Keyword::Inline)
        .or_not()
        .then_ignore(kw(Keyword::Namespace))
        .then(qualified_name().or_not())
        .then(
            g.item
                .clone()
                .repeated()
                .collect::<Vec<_>>()
                .delimited_by(p(TokKind::LBrace), p(TokKind::RBrace)),
        )
        .map(|((inline, name), items)| Item::Namespace { name, inline: inline.is_some(), items });
    let namespace_alias = kw(Keyword::Namespace)
        .ignore_then(ident())
        .then_ignore(p(TokKind::Eq))
        .then(qualified_name())
        .then_ignore(p(TokKind::Semi))
        .map(|(name, target)| Item::NamespaceAlias { name, target });
    let linkage = kw(Keyword::Extern)
        .ignore_then(string_lit())
        .then(choice((
            g.item
                .clone()
                .repeated()
                .collect::<Vec<_>>()
                .delimited_by(p(TokKind::LBrace), p(TokKind::RBrace))
                .map(|items| (items, true)),
            g.item.clone().map(|i| (vec![i], false)),
        )))
        .map(|(abi, (items, braced))| Item::Linkage { abi, items, braced });
    let simple = choice((
        linkage,
        directive().map(Item::Directive),
        p(TokKind::Semi).to(Item::Empty),
        token(Tk::Bad).then(p(TokKind::Semi).or_not()).to(Item::Error),
        access,
        namespace_alias,
        namespace,
        using_item(g).map(Item::Using),
        static_assert(g),
    ))
    .map_with(alloc_item);
    choice((simple, template_item(g), decl_or_function(g), ctor(g)))
        .labelled(Label::Declaration)
        .recover_with(via_parser(
            recovery(g).map_with(|_, e: &mut Ext<'a, '_, E>| alloc_item(Item::Error, e)),
        ))
        .boxed()
}

/// The whole file.
pub(super) fn translation_unit<'a, E: GrammarError<'a>>(
    item: super::R<'a, E, ItemId>,
) -> P<'a, E, Vec<ItemId>> {
    let stray_close = p(TokKind::RBrace).validate(|t, e, emitter| {
        emitter.emit(E::custom(e.span(), &"unexpected `}` outside any block"));
        t
    });
    choice((item, stray_close.map_with(|_, e: &mut Ext<'a, '_, E>| alloc_item(Item::Error, e))))
        .map_with(|id, e: &mut Ext<'a, '_, E>| e.state().top_item(id))
        .repeated()
        .collect::<Vec<_>>()
        .then_ignore(end())
        .boxed()
}
