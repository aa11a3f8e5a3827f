//! Declarations: specifier sequences, base types, declarators (parsed as a [`Shape`] and turned
//! inside out into [`TypeRef`] chains by [`apply`]), parameters and initializers.
//!
//! Whether an identifier names a type is decided by the typedef scope in the parser state, so
//! `T * x;` is a declaration exactly when `T` is a type in scope.

use chumsky::prelude::*;
use oklc_lex::{Keyword, TokKind};
use smol_str::{SmolStr, SmolStrBuilder};

use super::attr::{passthrough, starts_attr};
use super::{AttrOrPass, G, P, close_angle, guard, ident, kw, lookahead, p, split_attrs, token};
use crate::ast::*;
use crate::error::{GrammarError, Label};
use crate::state::{Ex, Ext, In, NameKind, St, ex, ty, type_follows};
use crate::token::Tk;

#[derive(Clone, Debug)]
pub(crate) enum PtrOp {
    Ptr(Quals),
    /// `S::*`, a pointer to a member of `S`.
    Member(Name, Quals),
    Ref,
    RRef,
}

#[derive(Clone, Debug)]
pub(crate) enum Suffix {
    Array(Option<ExprId>),
    /// `(params) quals` and a trailing return type (`-> T`) when one is written.
    Func {
        params: Vec<Param>,
        variadic: bool,
        quals: Quals,
        trailing: Option<TypeRefId>,
    },
}

/// A declarator before it is applied to its base type.
#[derive(Clone, Debug)]
pub(crate) struct Shape {
    pub(crate) ptrs: Vec<PtrOp>,
    pub(crate) inner: Option<Box<Shape>>,
    pub(crate) name: Option<Name>,
    pub(crate) suffixes: Vec<Suffix>,
    pub(crate) span: SimpleSpan,
    /// OKL attributes written among the pointer operators (`float * @restrict p`, the form of
    /// the OKL reference's `@restrict` example): they belong to the declarator, like the
    /// attributes after its name.
    pub(crate) attrs: Vec<AttrId>,
    /// `...` before the name (or ending an abstract declarator): a function parameter pack,
    /// whose whole type [`apply`] wraps in a [`TypeRef::Pack`].
    pub(crate) pack: bool,
}

impl Shape {
    /// The declared name, looking inside parenthesised groups.
    pub(crate) fn name(&self) -> Option<&Name> {
        match &self.inner {
            Some(inner) => inner.name(),
            None => self.name.as_ref(),
        }
    }

    fn innermost(&self) -> &Shape {
        match &self.inner {
            Some(inner) => inner.innermost(),
            None => self,
        }
    }

    fn innermost_mut(&mut self) -> &mut Shape {
        match self.inner {
            Some(ref mut inner) => inner.innermost_mut(),
            None => self,
        }
    }

    /// The declarator's attributes in source order: those among its pointer operators, then
    /// `trailing` (written after its name).
    pub(crate) fn take_attrs(&mut self, mut trailing: Vec<AttrId>) -> Vec<AttrId> {
        let mut attrs = std::mem::take(&mut self.attrs);
        attrs.append(&mut trailing);
        attrs
    }

    /// Whether this declares a function (`f(params)`, also `(*f(int))(float)`, a function
    /// returning a function pointer), not a pointer to one.
    pub(crate) fn is_function(&self) -> bool {
        let s = self.innermost();
        s.name.is_some() && matches!(s.suffixes.first(), Some(Suffix::Func { .. }))
    }

    /// Removes the name and parameter list of a function declarator, leaving the shape of its
    /// return type.
    #[allow(clippy::type_complexity)]
    pub(crate) fn take_function(
        &mut self,
    ) -> Option<(Name, Vec<Param>, bool, Quals, Option<TypeRefId>)> {
        if !self.is_function() {
            return None;
        }
        let s = self.innermost_mut();
        let Suffix::Func { params, variadic, quals, trailing } = s.suffixes.remove(0) else {
            return None;
        };
        Some((s.name.take().unwrap_or_default(), params, variadic, quals, trailing))
    }
}

/// Wraps `base` in the pointers, arrays and functions of `shape`.
pub(crate) fn apply(st: &mut St, base: TypeRefId, shape: Shape) -> (Option<Name>, TypeRefId) {
    let mut t = base;
    let span = shape.span;
    for op in shape.ptrs {
        let node = match op {
            PtrOp::Ptr(quals) => TypeRef::Pointer { pointee: t, quals, class: None },
            PtrOp::Member(class, quals) => {
                TypeRef::Pointer { pointee: t, quals, class: Some(class) }
            }
            PtrOp::Ref => TypeRef::Reference { referent: t, rvalue: false },
            PtrOp::RRef => TypeRef::Reference { referent: t, rvalue: true },
        };
        t = st.ty(node, span);
    }
    for s in shape.suffixes.into_iter().rev() {
        let node = match s {
            Suffix::Array(size) => TypeRef::Array { elem: t, size },
            Suffix::Func { params, variadic, .. } => TypeRef::Function { ret: t, params, variadic },
        };
        t = st.ty(node, span);
    }
    match shape.inner {
        Some(inner) => apply(st, t, *inner),
        None if shape.pack => (shape.name, st.ty(TypeRef::Pack(t), span)),
        None => (shape.name, t),
    }
}

/// A declarator with what may follow it in a declaration.
#[derive(Clone, Debug)]
pub(crate) struct DeclRaw {
    pub(crate) shape: Shape,
    pub(crate) attrs: Vec<AttrId>,
    pub(crate) pass: Vec<Passthrough>,
    pub(crate) bit_width: Option<ExprId>,
    pub(crate) init: Option<Init>,
    /// The names of a structured binding (the shape then holds only its `&` or `&&`).
    pub(crate) bindings: Option<Vec<Name>>,
}

/// Turns raw declarators into [`Declarator`]s of the base type `base`.
pub(crate) fn build_declarators(
    st: &mut St,
    base: TypeRefId,
    raws: Vec<DeclRaw>,
) -> Vec<Declarator> {
    raws.into_iter()
        .map(|mut r| {
            let attrs = r.shape.take_attrs(r.attrs);
            let (name, t) = apply(st, base, r.shape);
            Declarator {
                name,
                ty: t,
                attrs,
                passthrough: r.pass,
                bit_width: r.bit_width,
                init: r.init,
                bindings: r.bindings,
            }
        })
        .collect()
}

/// Records the names a declaration introduces (types for `typedef`, variables otherwise).
pub(crate) fn register(st: &mut St, spec: &DeclSpec, decls: &[Declarator]) {
    let kind =
        if spec.specifiers.contains(Specifiers::TYPEDEF) { NameKind::Type } else { NameKind::Var };
    for d in decls {
        if let Some(n) = &d.name
            && !n.contains("::")
        {
            st.scope.declare(n, kind);
        }
        for n in d.bindings.iter().flatten() {
            st.scope.declare(n, NameKind::Var);
        }
    }
}

pub(crate) fn specifier_of(k: Keyword) -> Option<Specifiers> {
    Some(match k {
        Keyword::Static => Specifiers::STATIC,
        Keyword::Extern => Specifiers::EXTERN,
        Keyword::Inline => Specifiers::INLINE,
        Keyword::Constexpr => Specifiers::CONSTEXPR,
        Keyword::Consteval => Specifiers::CONSTEVAL,
        Keyword::Register => Specifiers::REGISTER,
        Keyword::Mutable => Specifiers::MUTABLE,
        Keyword::Virtual => Specifiers::VIRTUAL,
        Keyword::Explicit => Specifiers::EXPLICIT,
        Keyword::Friend => Specifiers::FRIEND,
        Keyword::ThreadLocal => Specifiers::THREAD_LOCAL,
        Keyword::Typedef => Specifiers::TYPEDEF,
        _ => return None,
    })
}

pub(crate) fn is_cv(k: Keyword) -> bool {
    matches!(
        k,
        Keyword::Const
            | Keyword::Volatile
            | Keyword::Restrict
            | Keyword::RestrictGnu
            | Keyword::RestrictMsvc
    )
}

/// A qualifier keyword, with where it stands.
pub(crate) fn cv_kw<'a, E: GrammarError<'a>>() -> impl Parser<'a, In<'a>, Quals, Ex<'a, E>> + Clone
{
    select! { Tk::Kw(k) if is_cv(k) => k }.map_with(|k, e: &mut Ext<'a, '_, E>| {
        let s = e.span();
        cv_of(k, e.state().src(s)).unwrap_or_default()
    })
}

/// The qualifier keyword `k` written at `span`; none when `k` is no qualifier.
fn cv_of(k: Keyword, span: oklc_span::Span) -> Option<Quals> {
    let mut q = Quals::default();
    match k {
        Keyword::Const => q.is_const = true,
        Keyword::Volatile => q.is_volatile = true,
        Keyword::Restrict | Keyword::RestrictGnu | Keyword::RestrictMsvc => {
            q.restrict = Some(RestrictQual { spelling: k.as_str(), span })
        }
        _ => return None,
    }
    Some(q)
}

pub(crate) fn merge(a: Quals, b: Quals) -> Quals {
    Quals {
        is_const: a.is_const || b.is_const,
        is_volatile: a.is_volatile || b.is_volatile,
        restrict: a.restrict.or(b.restrict),
    }
}

fn is_builtin(k: Keyword) -> bool {
    matches!(
        k,
        Keyword::Void
            | Keyword::Char
            | Keyword::Char8T
            | Keyword::Char16T
            | Keyword::Char32T
            | Keyword::WcharT
            | Keyword::Bool
            | Keyword::Bool_
            | Keyword::Short
            | Keyword::Int
            | Keyword::Long
            | Keyword::Float
            | Keyword::Double
            | Keyword::Signed
            | Keyword::Unsigned
    )
}

/// A builtin type keyword sequence (`long unsigned`), collected as it is read: no list of the
/// keywords and no joined string (every builtin type passes here, and those allocations were
/// a tenth of the parser's malloc calls).
#[derive(Default)]
pub(crate) struct BuiltinWords {
    sign: Option<Keyword>,
    longs: usize,
    short: bool,
    base: Option<&'static str>,
}

impl FromIterator<Keyword> for BuiltinWords {
    fn from_iter<I: IntoIterator<Item = Keyword>>(iter: I) -> BuiltinWords {
        let mut w = BuiltinWords::default();
        for k in iter {
            match k {
                Keyword::Signed | Keyword::Unsigned => w.sign = Some(k),
                Keyword::Long => w.longs += 1,
                Keyword::Short => w.short = true,
                Keyword::Bool_ => w.base = Some("bool"),
                k => w.base = Some(k.as_str()),
            }
        }
        w
    }
}

impl BuiltinWords {
    /// The canonical spelling (`long unsigned` → `unsigned long int`).
    pub(crate) fn spelling(&self) -> SmolStr {
        let mut out = SmolStrBuilder::new();
        let mut word = |w: &str| {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(w);
        };
        match self.sign {
            Some(Keyword::Unsigned) => word("unsigned"),
            Some(_) if self.base == Some("char") => word("signed"),
            _ => {}
        }
        if self.short {
            word("short");
        }
        for _ in 0..self.longs.min(2) {
            word("long");
        }
        word(self.base.unwrap_or("int"));
        out.finish()
    }
}

enum SpecPart {
    Attr(AttrOrPass),
    Spec(Specifiers),
    Cv(Quals),
}

/// One specifier, cv-qualifier or attribute. Lists of them are tried before and after every
/// base type and usually end at once, so a first-token guard ends them without trying each
/// alternative (like [`super::attr::attr_list`]).
fn spec_part<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, SpecPart> {
    let starts = |toks: &[Tk], _: &St| match toks.first() {
        Some(Tk::Kw(k)) => specifier_of(*k).is_some() || is_cv(*k) || starts_attr(toks),
        _ => starts_attr(toks),
    };
    guard(starts)
        .ignore_then(choice((
            cv_kw().map(SpecPart::Cv),
            select! { Tk::Kw(k) if specifier_of(k).is_some() => k }
                .map(|k| SpecPart::Spec(specifier_of(k).unwrap_or_default())),
            g.attr.clone().map(|a| SpecPart::Attr(AttrOrPass::Attr(a))),
            passthrough().map(|p| SpecPart::Attr(AttrOrPass::Pass(p))),
        )))
        .boxed()
}

/// Whether a `...` comes next, consumed when it does. It never fails and expects nothing, so
/// where a pack expansion may follow (every call argument) it costs one token comparison and
/// leaves the messages of code without packs as they were.
pub(crate) fn ellipsis<'a, E: GrammarError<'a>>() -> impl Parser<'a, In<'a>, bool, Ex<'a, E>> + Clone
{
    custom(|inp| {
        let at = *inp.cursor().inner();
        let st: &St = inp.state();
        if st.toks.get(at) == Some(&Tk::P(TokKind::Ellipsis)) {
            inp.next();
            Ok(true)
        } else {
            Ok(false)
        }
    })
}

/// `<` template arguments `>`; an argument followed by `...` is a pack expansion (`Ts...`,
/// `K...`).
pub(crate) fn template_args<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, Vec<TemplateArg>> {
    let targ = choice((
        guard(starts_decl).ignore_then(g.type_name.clone()).then(ellipsis()).map_with(
            |(t, pack), e: &mut Ext<'a, '_, E>| {
                if pack { TemplateArg::Type(ty(TypeRef::Pack(t), e)) } else { TemplateArg::Type(t) }
            },
        ),
        g.targ.clone().then(ellipsis()).map_with(|(x, pack), e: &mut Ext<'a, '_, E>| {
            if pack { TemplateArg::Expr(ex(Expr::Expand(x), e)) } else { TemplateArg::Expr(x) }
        }),
    ));
    targ.separated_by(p(TokKind::Comma))
        .collect::<Vec<_>>()
        .delimited_by(p(TokKind::Lt), close_angle())
        .boxed()
}

/// `:: a :: b` after a template-id (`Traits<float>::value_type`), joined as `a::b`.
pub(crate) fn member_segments<'a, E: GrammarError<'a>>() -> P<'a, E, SmolStr> {
    p(TokKind::ColonColon)
        .ignore_then(ident())
        .repeated()
        .at_least(1)
        .collect::<Vec<_>>()
        .map(|segs| SmolStr::new(segs.join("::")))
        .boxed()
}

/// What kind of template `name` is, if any: looked up as written, then by its last segment
/// (`util::cube` is known as `cube`, declared inside `namespace util`, which opens no scope);
/// a `std::` name the file does not declare is an assumed template ([`St::assumed_template`]).
pub(crate) fn template_kind(st: &St, name: &str) -> Option<NameKind> {
    let kind = st.scope.lookup(name).or_else(|| st.scope.lookup(last_segment(name)));
    kind.filter(|k| matches!(k, NameKind::FnTemplate | NameKind::TypeTemplate))
        .or_else(|| st.assumed_template(name).then_some(NameKind::AssumedTemplate))
}

/// Declares the member types of class `class` under their qualified names (`Traits::value_type`),
/// so that `Traits<float>::value_type x;` reads as a declaration: a member typedef, alias,
/// class or enum; a member class template becomes a template name.
pub(crate) fn declare_member_types(st: &mut St, class: &str, members: &[ItemId]) {
    let class = last_segment(class);
    let mut names = Vec::new();
    for &m in members {
        match &st.arenas.items[m] {
            Item::Typedef(d) => names.extend(
                d.declarators.iter().filter_map(|d| d.name.clone()).map(|n| (n, NameKind::Type)),
            ),
            Item::Using(UsingDecl::Alias { name, .. }) => {
                names.push((name.clone(), NameKind::Type))
            }
            Item::Record(RecordDef { name: Some(n), args: None, .. })
            | Item::Enum(EnumDef { name: Some(n), .. }) => names.push((n.clone(), NameKind::Type)),
            Item::Template { item, .. } => {
                if let Item::Record(RecordDef { name: Some(n), args: None, .. }) =
                    &st.arenas.items[*item]
                {
                    names.push((n.clone(), NameKind::TypeTemplate));
                }
            }
            _ => {}
        }
    }
    for (n, kind) in names {
        st.scope.declare(&format!("{class}::{n}"), kind);
    }
}

/// `a::b::c` (with an optional leading `::`), joined with `::`. A plain name, by far the most
/// common, is returned as it is, without building a new string. One primitive rather than a
/// chain of combinators: names are read at every declarator and most primary expressions. A
/// `::` not followed by a name is left for the caller (`S::*`, `S::~S`).
pub(crate) fn qualified_name<'a, E: GrammarError<'a>>() -> P<'a, E, SmolStr> {
    custom(|inp| {
        let at = *inp.cursor().inner();
        let st: &St = inp.state();
        let (len, name) = read_qualified(st.toks.get(at..).unwrap_or(&[]), at);
        for _ in 0..len {
            inp.next();
        }
        name
    })
    .boxed()
}

/// [`qualified_name`] over the tokens at index `at`: how many it spans, and the name or the
/// error a failed `[::] name` reports (the `::` and the name, or the name after a `::`).
fn read_qualified<'a, E: GrammarError<'a>>(toks: &[Tk], at: usize) -> (usize, Result<SmolStr, E>) {
    let lead = toks.first() == Some(&Tk::P(TokKind::ColonColon));
    let mut i = usize::from(lead);
    let Some(Tk::Ident(first)) = toks.get(i) else {
        let span = super::next_token_span(toks.get(i..).unwrap_or(&[]), at + i);
        let mut err = E::expected_label(Label::Identifier, span);
        if !lead {
            err = err.merge(E::expected_token(&Tk::P(TokKind::ColonColon), span));
        }
        return (0, Err(err));
    };
    i += 1;
    if !lead && toks.get(i) != Some(&Tk::P(TokKind::ColonColon)) {
        return (i, Ok(SmolStr::new(first.as_str())));
    }
    let mut s = String::new();
    if lead {
        s.push_str("::");
    }
    s.push_str(first.as_str());
    while let (Some(Tk::P(TokKind::ColonColon)), Some(Tk::Ident(seg))) =
        (toks.get(i), toks.get(i + 1))
    {
        s.push_str("::");
        s.push_str(seg.as_str());
        i += 2;
    }
    (i, Ok(SmolStr::new(s)))
}

/// A conversion function's name, `operator T`, `operator const float *` or `operator
/// ns::V<int> &`: the `operator` keyword and the type's tokens up to the `(` of the parameter
/// list, kept as one name spelled with single spaces between words. Used where a declaration
/// has no declaration specifiers (as constructors), since a conversion function declares none.
pub(crate) fn conversion_name<'a, E: GrammarError<'a>>() -> P<'a, E, SmolStr> {
    // Only `operator` followed by a type word: anything else fails silently, so the messages
    // of declarations that are no conversion functions do not change.
    fn starts_conversion(toks: &[Tk], _: &St) -> bool {
        toks.first() == Some(&Tk::Kw(Keyword::Operator))
            && match toks.get(1) {
                Some(Tk::Ident(_)) | Some(Tk::P(TokKind::ColonColon)) => true,
                Some(Tk::Kw(k)) => is_builtin(*k) || is_cv(*k),
                _ => false,
            }
    }
    super::guard(starts_conversion)
        .ignore_then(custom(|inp| {
            let at = inp.cursor();
            if inp.next() != Some(Tk::Kw(Keyword::Operator)) {
                return Err(E::custom(inp.span_since(&at), &"expected `operator`"));
            }
            let mut text = String::from("operator");
            let mut depth = 0usize;
            let mut words = 0usize;
            loop {
                let tok = inp.peek();
                let piece = match tok {
                    Some(Tk::P(TokKind::LParen)) if depth == 0 => break,
                    Some(Tk::Ident(sym)) => Some(sym.as_str().to_string()),
                    Some(Tk::Kw(k)) if is_builtin(k) || is_cv(k) => Some(k.as_str().into()),
                    Some(Tk::P(TokKind::Lt)) => {
                        depth += 1;
                        None
                    }
                    Some(Tk::P(TokKind::Gt)) if depth > 0 => {
                        depth -= 1;
                        None
                    }
                    Some(Tk::Int(s)) if depth > 0 => Some(s.as_str().to_string()),
                    Some(Tk::P(
                        TokKind::ColonColon | TokKind::Star | TokKind::Amp | TokKind::AmpAmp,
                    )) => None,
                    Some(Tk::P(TokKind::Comma)) if depth > 0 => None,
                    _ => return Err(E::custom(inp.span_since(&at), &"expected a conversion type")),
                };
                let spelling = match (&piece, tok) {
                    (Some(w), _) => w.clone(),
                    (None, Some(Tk::P(k))) => k.punct_spelling().unwrap_or("").to_string(),
                    _ => String::new(),
                };
                // A space between two words and before a pointer or reference operator.
                let prev_word =
                    text.ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '>');
                let glue = matches!(
                    tok,
                    Some(Tk::P(TokKind::ColonColon | TokKind::Lt | TokKind::Gt | TokKind::Comma))
                ) || text.ends_with("::")
                    || text.ends_with('<');
                if !glue && (prev_word || piece.is_none()) {
                    text.push(' ');
                }
                text.push_str(&spelling);
                if piece.is_some() {
                    words += 1;
                }
                inp.next();
            }
            if words == 0 {
                return Err(E::custom(inp.span_since(&at), &"expected a conversion type"));
            }
            Ok(SmolStr::new(text))
        }))
        .boxed()
}

/// Whether `toks` may start a type: a type keyword, `::`, or a name that the scope says is a
/// type (or that is qualified, which [`named_type`] decides).
pub(crate) fn starts_type(toks: &[Tk], st: &St) -> bool {
    match toks.first() {
        Some(Tk::Kw(k)) => {
            is_builtin(*k)
                || is_cv(*k)
                || matches!(
                    k,
                    Keyword::Typename
                        | Keyword::Struct
                        | Keyword::Class
                        | Keyword::Union
                        | Keyword::Enum
                        | Keyword::Auto
                        | Keyword::Decltype
                )
        }
        Some(Tk::Ident(n)) => {
            matches!(st.scope.lookup_sym(*n), Some(NameKind::Type | NameKind::TypeTemplate))
                || toks.get(1) == Some(&Tk::P(TokKind::ColonColon))
        }
        Some(Tk::P(TokKind::ColonColon)) => true,
        _ => false,
    }
}

/// Whether `toks` may start declaration specifiers: a type, a storage or function specifier,
/// or an attribute.
pub(crate) fn starts_decl(toks: &[Tk], st: &St) -> bool {
    match toks.first() {
        Some(Tk::Kw(k)) if specifier_of(*k).is_some() || *k == Keyword::Attribute => true,
        Some(Tk::Attr(_) | Tk::NormAttr(_) | Tk::P(TokKind::AttrOpen)) => true,
        _ => starts_type(toks, st),
    }
}

/// Whether `toks` starts with the plain name of a variable (or of something the scope does not
/// know): not a type, not a template, not the first part of a qualified name.
pub(crate) fn starts_variable(toks: &[Tk], st: &St) -> bool {
    match toks.first() {
        Some(Tk::Ident(n)) => {
            st.scope.lookup_sym(*n).is_none_or(|k| k == NameKind::Var)
                && !matches!(toks.get(1), Some(Tk::P(TokKind::ColonColon)))
        }
        _ => false,
    }
}

/// Whether `toks` starts a name the scope knows as a template (or a qualified name).
pub(crate) fn starts_template(toks: &[Tk], st: &St) -> bool {
    match toks.first() {
        Some(Tk::Ident(n)) => {
            matches!(st.scope.lookup_sym(*n), Some(NameKind::FnTemplate | NameKind::TypeTemplate))
                || toks.get(1) == Some(&Tk::P(TokKind::ColonColon))
        }
        Some(Tk::P(TokKind::ColonColon)) => true,
        _ => false,
    }
}

fn last_segment(name: &str) -> &str {
    name.rsplit("::").next().unwrap_or(name)
}

/// A name that denotes a type in the current scope, with template arguments when it is a class
/// template.
///
/// After a class template's arguments, `::member` names a member type (`Traits<float>::
/// value_type`) when `typename` precedes or the class declares `member` as a type; otherwise
/// the name fails, so that `Pow<3>::eval(x)` is read as an expression.
///
/// A `std::` name the file does not declare, with arguments, is taken as a class template when
/// the token after its `>` fits a type ([`type_follows`]), or after `::member` when `typename`
/// precedes or a name follows (`std::vector<int>::size_type n`); never a name ending in `_v`,
/// the standard library's spelling of a variable template (`std::is_same_v<T, float>`).
fn named_type<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, TypeRef> {
    kw(Keyword::Typename)
        .or_not()
        .then(qualified_name())
        .then(template_args(g).or_not())
        .then(member_segments().or_not())
        .try_map_with(|(((typename, name), args), member), e: &mut Ext<'a, '_, E>| {
            let s = e.span();
            let st = e.state();
            let kind = st.scope.lookup(&name).or_else(|| st.scope.lookup(last_segment(&name)));
            let first = name.trim_start_matches("::").split("::").next().unwrap_or("");
            let assumed = args.is_some()
                && kind != Some(NameKind::TypeTemplate)
                && st.assumed_template(&name);
            let next = st.toks.get(s.end);
            let ok = match kind {
                _ if assumed => !name.ends_with("_v"),
                Some(NameKind::Type) => args.is_none(),
                Some(NameKind::TypeTemplate) => true,
                _ => name.contains("::") && st.is_type(first) && args.is_none(),
            };
            match member {
                _ if !ok => Err(E::custom(s, &"expected type name")),
                None if assumed && !type_follows(next) => Err(E::custom(s, &"expected type name")),
                None => Ok(TypeRef::Named { name, args }),
                Some(member)
                    if args.is_some()
                        && (typename.is_some()
                            || (assumed && matches!(next, Some(Tk::Ident(_))))
                            || st.is_type(&format!("{}::{member}", last_segment(&name)))) =>
                {
                    let scope = st.ty(TypeRef::Named { name, args }, s);
                    Ok(TypeRef::Member { scope, name: member })
                }
                Some(_) => Err(E::custom(s, &"expected type name")),
            }
        })
        .labelled(Label::TypeName)
        .boxed()
}

/// Builtin keyword sequences and named types.
pub(super) fn simple_type<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, TypeRefId> {
    choice((
        select! { Tk::Kw(k) if is_builtin(k) => k }
            .repeated()
            .at_least(1)
            .collect::<BuiltinWords>()
            .map(|words| TypeRef::Builtin(words.spelling())),
        named_type(g),
    ))
    .map_with(ty)
    .boxed()
}

/// `struct/class/union Name : bases { members }` or an elaborated reference.
fn record_spec<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, TypeRef> {
    let kind = select! {
        Tk::Kw(Keyword::Struct) => RecordKind::Struct,
        Tk::Kw(Keyword::Class) => RecordKind::Class,
        Tk::Kw(Keyword::Union) => RecordKind::Union,
    };
    let access = select! {
        Tk::Kw(Keyword::Public) => Access::Public,
        Tk::Kw(Keyword::Protected) => Access::Protected,
        Tk::Kw(Keyword::Private) => Access::Private,
    };
    let base =
        kw(Keyword::Virtual).or_not().ignore_then(access.or_not()).then(g.simple_type.clone());
    let bases = p(TokKind::Colon)
        .ignore_then(base.separated_by(p(TokKind::Comma)).at_least(1).collect::<Vec<_>>())
        .or_not()
        .map(Option::unwrap_or_default);
    // The arguments of a specialization: `struct Pow<0>`.
    let spec_args =
        guard(|toks, _| toks.first() == Some(&Tk::P(TokKind::Lt))).ignore_then(template_args(g));
    let name = qualified_name().then(spec_args.or_not());
    // A class right after a template header (`template <int K> struct Pow`) is a class
    // template from its name on: its body may name `Pow<K - 1>`.
    let kind = kind.map_with(|kind, e: &mut Ext<'a, '_, E>| {
        let at = e.span().start;
        let st = e.state();
        let prev = at.checked_sub(1).and_then(|i| st.toks.get(i));
        (kind, matches!(prev, Some(Tk::P(TokKind::Gt) | Tk::GtJoined)))
    });
    let body = super::item::member_list(g);
    kind.then(super::attr::attr_list(g))
        .then(name.or_not())
        .try_map_with(|(((kind, template), attrs), name), e: &mut Ext<'a, '_, E>| {
            if let Some((n, _)) = &name {
                let named = if template { NameKind::TypeTemplate } else { NameKind::Type };
                e.state().scope.declare(last_segment(n), named);
            }
            Ok((kind, attrs, name))
        })
        .then(bases)
        .then(body_or_none(body))
        .try_map_with(|(((kind, attrs, name), bases), members), e: &mut Ext<'a, '_, E>| {
            let tag = SmolStr::new(kind.as_str());
            let (name, args) = match name {
                Some((name, args)) => (Some(name), args),
                None => (None, None),
            };
            match (members, name) {
                (None, Some(name)) if bases.is_empty() && attrs.is_empty() && args.is_none() => {
                    Ok(TypeRef::Elaborated { tag, name })
                }
                (None, _) => Err(E::custom(e.span(), &"expected `{`")),
                (Some(members), name) => {
                    let (attrs, passthrough) = split_attrs(attrs);
                    if let Some(n) = &name {
                        declare_member_types(e.state(), n, &members);
                    }
                    let rec = RecordDef {
                        kind,
                        name,
                        args,
                        attrs,
                        passthrough,
                        bases,
                        members: Some(members),
                    };
                    let s = e.span();
                    let id = e.state().item(Item::Record(rec), s);
                    Ok(TypeRef::Defined(id))
                }
            }
        })
        .boxed()
}

/// A `{ … }` body of a class or enum, or `None` when no `{` follows. A `{` that does not open
/// a valid body fails the specifier: read as an elaborated name instead, the braces would be
/// parsed again as a function body, twice the work for every nested level of a broken file.
fn body_or_none<'a, E: GrammarError<'a>, O: 'a>(
    body: impl Parser<'a, In<'a>, O, Ex<'a, E>> + Clone + 'a,
) -> impl Parser<'a, In<'a>, Option<O>, Ex<'a, E>> + Clone + 'a {
    choice((
        body.map(Some),
        guard(|toks, _| toks.first() != Some(&Tk::P(TokKind::LBrace))).map(|()| None),
    ))
}

/// `enum [class] Name [: type] { A, B = 1 }` or an elaborated reference.
fn enum_spec<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, TypeRef> {
    let scoped = choice((kw(Keyword::Class), kw(Keyword::Struct))).or_not().map(|x| x.is_some());
    let name = qualified_name().try_map_with(|n, e: &mut Ext<'a, '_, E>| {
        e.state().scope.declare(last_segment(&n), NameKind::Type);
        Ok(n)
    });
    let enumerator = ident().then(p(TokKind::Eq).ignore_then(g.assign.clone()).or_not());
    let body = enumerator
        .separated_by(p(TokKind::Comma))
        .allow_trailing()
        .collect::<Vec<_>>()
        .delimited_by(p(TokKind::LBrace), p(TokKind::RBrace));
    kw(Keyword::Enum)
        .ignore_then(scoped)
        .then(name.or_not())
        .then(p(TokKind::Colon).ignore_then(g.type_name.clone()).or_not())
        .then(body_or_none(body))
        .try_map_with(|(((scoped, name), underlying), enumerators), e: &mut Ext<'a, '_, E>| match (
            enumerators,
            name,
        ) {
            (None, Some(name)) if !scoped && underlying.is_none() => {
                Ok(TypeRef::Elaborated { tag: SmolStr::new("enum"), name })
            }
            (None, None) => Err(E::custom(e.span(), &"expected `{`")),
            (enumerators, name) => {
                let def = EnumDef { scoped, name, underlying, enumerators };
                let s = e.span();
                let id = e.state().item(Item::Enum(def), s);
                Ok(TypeRef::Defined(id))
            }
        })
        .boxed()
}

fn base_type<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, TypeRefId> {
    choice((
        g.simple_type.clone(),
        choice((
            kw(Keyword::Auto).to(TypeRef::Auto),
            kw(Keyword::Decltype)
                .ignore_then(g.expr.clone().delimited_by(p(TokKind::LParen), p(TokKind::RParen)))
                .map(TypeRef::Decltype),
            record_spec(g),
            enum_spec(g),
        ))
        .map_with(ty),
    ))
    .boxed()
}

/// Specifiers, attributes, cv-qualifiers and exactly one base type.
pub(super) fn decl_spec<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, DeclSpec> {
    let parts = spec_part(g).repeated().collect::<Vec<_>>();
    parts
        .clone()
        .then(base_type(g))
        .then(parts)
        .map_with(|((pre, base), post), e: &mut Ext<'a, '_, E>| {
            let mut attrs = Vec::new();
            let mut pass = Vec::new();
            let mut specifiers = Specifiers::default();
            let mut quals = Quals::default();
            for part in pre.into_iter().chain(post) {
                match part {
                    SpecPart::Attr(AttrOrPass::Attr(a)) => attrs.push(a),
                    SpecPart::Attr(AttrOrPass::Pass(p)) => pass.push(p),
                    SpecPart::Spec(s) => specifiers.insert(s),
                    SpecPart::Cv(q) => quals = merge(quals, q),
                }
            }
            let ty = if quals.is_empty() {
                base
            } else {
                let s = e.span();
                e.state().ty(TypeRef::Qualified { quals, inner: base }, s)
            };
            DeclSpec { attrs, passthrough: pass, specifiers, ty }
        })
        .labelled(Label::DeclSpecs)
        .boxed()
}

/// A type-id: `const float *`, `int (*)(int)`.
pub(super) fn type_name<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, TypeRefId> {
    g.decl_spec
        .clone()
        .then(g.declarator.clone())
        .try_map_with(|(spec, shape), e: &mut Ext<'a, '_, E>| {
            if shape.name().is_some() {
                return Err(E::custom(e.span(), &"expected abstract declarator"));
            }
            if !shape.attrs.is_empty() {
                return Err(E::custom(e.span(), &"a type name cannot carry attributes"));
            }
            Ok(apply(e.state(), spec.ty, shape).1)
        })
        .labelled(Label::Type)
        .boxed()
}

fn cv_list<'a, E: GrammarError<'a>>() -> P<'a, E, Quals> {
    cv_kw()
        .repeated()
        .collect::<Vec<_>>()
        .map(|qs| qs.into_iter().fold(Quals::default(), merge))
        .boxed()
}

/// `( params )` with optional `...`.
pub(crate) fn param_list<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, (Vec<Param>, bool)> {
    // `f(N, …) {`: a parameter without a type. Kept as a parameter of the error type, so the
    // function is still read as one and this is its only error.
    let untyped = guard(untyped_param_ahead)
        .ignore_then(ident())
        .map_with(|name, e: &mut Ext<'a, '_, E>| (name, e.span()))
        .validate(|(name, span), _, emitter| {
            emitter.emit(E::custom(span, &UNTYPED_PARAM));
            (name, span)
        })
        .map_with(|(name, span), e: &mut Ext<'a, '_, E>| {
            let ty = e.state().ty(TypeRef::Error, span);
            let spec = DeclSpec {
                attrs: Vec::new(),
                passthrough: Vec::new(),
                specifiers: Specifiers::default(),
                ty,
            };
            let decl = Declarator {
                name: Some(name),
                ty,
                attrs: Vec::new(),
                passthrough: Vec::new(),
                bit_width: None,
                init: None,
                bindings: None,
            };
            Param { spec, decl }
        });
    let typed = unknown_param_type()
        .validate(|unknown, _, emitter| {
            if let Some(span) = unknown {
                emitter.emit(E::custom(span, &UNKNOWN_TYPE_NAME));
            }
        })
        .ignore_then(g.decl_spec.clone())
        .then(g.declarator.clone())
        .then(super::attr::attr_list(g))
        .then(p(TokKind::Eq).ignore_then(g.assign.clone()).or_not())
        .map_with(|(((spec, mut shape), attrs), default), e: &mut Ext<'a, '_, E>| {
            let (attrs, passthrough) = split_attrs(attrs);
            let attrs = shape.take_attrs(attrs);
            let (name, t) = apply(e.state(), spec.ty, shape);
            let decl = Declarator {
                name,
                ty: t,
                attrs,
                passthrough,
                bit_width: None,
                init: default.map(Init::Assign),
                bindings: None,
            };
            Param { spec, decl }
        });
    let param = choice((untyped, typed));
    let ellipsis = p(TokKind::Ellipsis).to(());
    let list = choice((
        ellipsis.clone().map(|_| (Vec::new(), true)),
        param
            .separated_by(p(TokKind::Comma))
            .at_least(1)
            .collect::<Vec<_>>()
            .then(p(TokKind::Comma).ignore_then(ellipsis).or_not())
            .map(|(ps, v)| (ps, v.is_some())),
        empty().map(|_| (Vec::new(), false)),
    ));
    list.delimited_by(p(TokKind::LParen), p(TokKind::RParen))
        .map_with(|(params, variadic): (Vec<Param>, bool), e: &mut Ext<'a, '_, E>| {
            // `(void)` declares no parameters.
            let st = e.state();
            let is_void = |p: &Param| {
                p.decl.name.is_none()
                    && p.spec.attrs.is_empty()
                    && p.decl.attrs.is_empty()
                    && p.decl.init.is_none()
                    && matches!(&st.arenas.types[p.decl.ty], TypeRef::Builtin(b) if b == "void")
            };
            if params.len() == 1 && !variadic && is_void(&params[0]) {
                (Vec::new(), false)
            } else {
                (params, variadic)
            }
        })
        .boxed()
}

/// The message of the error [`unknown_param_type`] reports; the diagnostic adds the name.
pub(crate) const UNKNOWN_TYPE_NAME: &str = "unknown type name";

/// The message of the error a parameter without a type gets; the diagnostic adds the name.
pub(crate) const UNTYPED_PARAM: &str = "parameter has no type";

/// A parameter that is a lone name nothing declares (`N` in `void f(N, float *x) {`), in the
/// parameter list of a function definition: no C++ parameter lacks a type, and without this the
/// list would be read as the initialiser of a variable and fail at its first real parameter.
fn untyped_param_ahead(toks: &[Tk], st: &St) -> bool {
    let (Some(Tk::Ident(name)), Some(Tk::P(TokKind::Comma | TokKind::RParen))) =
        (toks.first(), toks.get(1))
    else {
        return false;
    };
    st.scope.lookup_sym(*name).is_none() && closes_definition_list(toks, 1)
}

/// Whether the parameter list that `toks[from..]` is inside closes with `)` followed by `{`,
/// a function definition's (looked for over a bounded number of tokens).
fn closes_definition_list(toks: &[Tk], from: usize) -> bool {
    let mut depth = 0usize;
    for (k, t) in toks.iter().enumerate().skip(from).take(4096) {
        match t {
            Tk::P(TokKind::LParen) | Tk::AttrLParen => depth += 1,
            Tk::P(TokKind::RParen) if depth == 0 => {
                return matches!(toks.get(k + 1), Some(Tk::P(TokKind::LBrace)));
            }
            Tk::P(TokKind::RParen) => depth -= 1,
            Tk::P(TokKind::LBrace | TokKind::RBrace | TokKind::Semi) => return false,
            _ => {}
        }
    }
    false
}

/// In front of a parameter whose type is a name that nothing declares (`dfloat *x` when the
/// `-D dfloat=double` of the build is missing): declares the name a type and returns its
/// token's span, for one "unknown type name" error. The parameter, its function and the later
/// uses of the name then parse as written; otherwise `void f(dfloat *x) {` would be read as a
/// variable initialised with a product, reported at the start of the declaration, and every
/// later `dfloat` would be an error of its own. Nothing is consumed.
fn unknown_param_type<'a, E: GrammarError<'a>>()
-> impl Parser<'a, In<'a>, Option<SimpleSpan>, Ex<'a, E>> + Clone {
    custom(|inp| {
        let at = *inp.cursor().inner();
        let st: &mut St = inp.state();
        let rest = st.toks.get(at..).unwrap_or(&[]);
        let Some(k) = unknown_type_at(rest, st) else { return Ok(None) };
        let Some(Tk::Ident(name)) = rest.get(k).copied() else { return Ok(None) };
        st.scope.declare(name.as_str(), NameKind::Type);
        Ok(Some(SimpleSpan::from(at + k..at + k + 1)))
    })
}

/// Where `toks` (a parameter) starts with qualifiers and attributes, then a name nothing
/// declares, then `*`, `&` or qualifiers, then the parameter's name: the index of the unknown
/// name. `dfloat x` can only be a declaration (no expression has two names in a row);
/// `dfloat *x` could be a product initialising a variable, so there the list must be that of a
/// function definition (`)` followed by `{`, looked for over a bounded number of tokens).
fn unknown_type_at(toks: &[Tk], st: &St) -> Option<usize> {
    let qualifier = |t: Option<&Tk>| {
        matches!(
            t,
            Some(Tk::Kw(
                Keyword::Const
                    | Keyword::Volatile
                    | Keyword::Restrict
                    | Keyword::RestrictGnu
                    | Keyword::RestrictMsvc
            ))
        )
    };
    let mut i = 0;
    while qualifier(toks.get(i)) || matches!(toks.get(i), Some(Tk::Attr(_))) {
        i += 1;
    }
    let Some(Tk::Ident(name)) = toks.get(i) else { return None };
    if st.scope.lookup_sym(*name).is_some()
        || matches!(toks.get(i + 1), Some(Tk::P(TokKind::ColonColon)))
    {
        return None;
    }
    let mut j = i + 1;
    while qualifier(toks.get(j))
        || matches!(
            toks.get(j),
            Some(Tk::P(TokKind::Star | TokKind::Amp | TokKind::AmpAmp) | Tk::Attr(_))
        )
    {
        j += 1;
    }
    if !matches!(toks.get(j), Some(Tk::Ident(_))) {
        return None;
    }
    if j == i + 1 {
        return Some(i);
    }
    closes_definition_list(toks, j).then_some(i)
}

fn declarator_name<'a, E: GrammarError<'a>>() -> P<'a, E, SmolStr> {
    let op_tok = select! { Tk::P(k) if k.punct_spelling().is_some() && !matches!(k, TokKind::LParen | TokKind::LBracket) => k };
    let op_name = kw(Keyword::Operator).ignore_then(choice((
        p(TokKind::LParen).then(p(TokKind::RParen)).to(SmolStr::new("operator()")),
        p(TokKind::LBracket).then(p(TokKind::RBracket)).to(SmolStr::new("operator[]")),
        p(TokKind::Gt).then(token(Tk::GtJoined)).to(SmolStr::new("operator>>")),
        op_tok.map(|k| SmolStr::new(format!("operator{}", k.punct_spelling().unwrap_or("")))),
    )));
    choice((
        qualified_name(),
        op_name,
        p(TokKind::Tilde).ignore_then(ident()).map(|n| SmolStr::new(format!("~{n}"))),
    ))
    .boxed()
}

/// `*` with qualifiers (and OKL attributes, returned alongside), `&`, `&&`, or `S::*` (pointer
/// to member).
fn ptr_op<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, (PtrOp, Vec<AttrId>)> {
    // `qualified_name` stops before a `::` that no name follows: here, the `::*`.
    let member = qualified_name()
        .then_ignore(p(TokKind::ColonColon))
        .then_ignore(p(TokKind::Star))
        .then(cv_list())
        .map(|(name, quals)| (PtrOp::Member(name, quals), Vec::new()));
    // Tried after every declarator's specifiers, where it nearly always fails: one look at the
    // tokens decides whether any alternative can match.
    fn starts_ptr_op(toks: &[Tk], _: &St) -> bool {
        match toks.first() {
            Some(Tk::P(TokKind::Star | TokKind::AmpAmp | TokKind::Amp)) => true,
            // `[::] a :: b :: *`
            Some(Tk::P(TokKind::ColonColon) | Tk::Ident(_)) => {
                let mut i = usize::from(toks[0] == Tk::P(TokKind::ColonColon));
                while let (Some(Tk::Ident(_)), Some(Tk::P(TokKind::ColonColon))) =
                    (toks.get(i), toks.get(i + 1))
                {
                    if toks.get(i + 2) == Some(&Tk::P(TokKind::Star)) {
                        return true;
                    }
                    i += 2;
                }
                false
            }
            _ => false,
        }
    }
    let cv_or_attr = choice((cv_kw().map(Ok), g.attr.clone().map(Err)));
    let star =
        p(TokKind::Star).ignore_then(cv_or_attr.repeated().collect::<Vec<_>>()).map(|parts| {
            let mut quals = Quals::default();
            let mut attrs = Vec::new();
            for part in parts {
                match part {
                    Ok(q) => quals = merge(quals, q),
                    Err(a) => attrs.push(a),
                }
            }
            (PtrOp::Ptr(quals), attrs)
        });
    guard(starts_ptr_op)
        .ignore_then(choice((
            star,
            p(TokKind::AmpAmp).to((PtrOp::RRef, Vec::new())),
            p(TokKind::Amp).to((PtrOp::Ref, Vec::new())),
            member,
        )))
        .boxed()
}

/// The type of a `new` expression: specifiers, pointer operators and array bounds, but no
/// function declarator, so that `new T(x)` keeps `(x)` as the initializer.
pub(super) fn new_type<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, TypeRefId> {
    let bound = g
        .expr
        .clone()
        .delimited_by(p(TokKind::LBracket), p(TokKind::RBracket))
        .map(|e| Suffix::Array(Some(e)));
    g.decl_spec
        .clone()
        .then(ptr_op(g).repeated().collect::<Vec<_>>())
        .then(bound.repeated().collect::<Vec<_>>())
        .try_map_with(|((spec, ptrs), suffixes), e: &mut Ext<'a, '_, E>| {
            let (ptrs, attrs) = split_ptr_attrs(ptrs);
            if !attrs.is_empty() {
                return Err(E::custom(e.span(), &"a type name cannot carry attributes"));
            }
            let span = e.span();
            let shape = Shape { ptrs, inner: None, name: None, suffixes, span, attrs, pack: false };
            Ok(apply(e.state(), spec.ty, shape).1)
        })
        .boxed()
}

/// A declarator (possibly abstract): pointer operators, a name or parenthesised declarator,
/// then array and function suffixes.
pub(super) fn declarator<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, Shape> {
    let ptr_op = ptr_op(g);
    let group = ptr_op
        .clone()
        .repeated()
        .at_least(1)
        .collect::<Vec<_>>()
        .then(g.declarator.clone())
        .delimited_by(p(TokKind::LParen), p(TokKind::RParen))
        .map(|(ptrs, mut inner)| {
            let (mut all, mut attrs) = split_ptr_attrs(ptrs);
            all.append(&mut inner.ptrs);
            inner.ptrs = all;
            attrs.append(&mut inner.attrs);
            inner.attrs = attrs;
            inner
        });
    // Tried after every declarator name; a failure still lists `[` and `(` as expected.
    const OPENS: &[Tk] = &[Tk::P(TokKind::LBracket), Tk::P(TokKind::LParen)];
    let suffix = lookahead(OPENS, |toks: &[Tk]| {
        toks.first().is_some_and(|t| OPENS.contains(t)).then_some(((), 0))
    })
    .ignore_then(choice((
        g.expr
            .clone()
            .or_not()
            .delimited_by(p(TokKind::LBracket), p(TokKind::RBracket))
            .map(Suffix::Array),
        param_list(g)
            .then(cv_list())
            .then(p(TokKind::Arrow).ignore_then(g.type_name.clone()).or_not())
            .map(|(((params, variadic), quals), trailing)| Suffix::Func {
                params,
                variadic,
                quals,
                trailing,
            }),
    )));
    enum Direct {
        Name(SmolStr),
        Group(Shape),
    }
    let direct = choice((declarator_name().map(Direct::Name), group.map(Direct::Group))).or_not();
    ptr_op
        .repeated()
        .collect::<Vec<_>>()
        .then(ellipsis())
        .then(direct)
        .then(suffix.repeated().collect::<Vec<_>>())
        .try_map_with(|(((ptrs, pack), direct), suffixes), e: &mut Ext<'a, '_, E>| {
            let span = e.span();
            let (ptrs, mut attrs) = split_ptr_attrs(ptrs);
            let (name, inner) = match direct {
                Some(Direct::Name(n)) => (Some(n), None),
                // C++ puts a pack's `...` right before its name: `T (&... a)[N]`.
                Some(Direct::Group(_)) if pack => {
                    return Err(E::custom(span, &"expected the parameter pack's name after `...`"));
                }
                Some(Direct::Group(mut s)) => {
                    attrs.append(&mut s.attrs);
                    (None, Some(Box::new(s)))
                }
                None => (None, None),
            };
            Ok(Shape { ptrs, inner, name, suffixes, span, attrs, pack })
        })
        .boxed()
}

fn split_ptr_attrs(ptrs: Vec<(PtrOp, Vec<AttrId>)>) -> (Vec<PtrOp>, Vec<AttrId>) {
    let mut ops = Vec::with_capacity(ptrs.len());
    let mut attrs = Vec::new();
    for (op, mut a) in ptrs {
        ops.push(op);
        attrs.append(&mut a);
    }
    (ops, attrs)
}

/// An initializer: `= e`, `= {…}`, `{…}` or `(args)`. A function declarator's `= default` and
/// `= delete` arrive as `= e` with the keyword as a name (`decl_item` takes them from there).
fn initializer<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, Init> {
    let special = select! {
        Tk::Kw(Keyword::Default) => "default",
        Tk::Kw(Keyword::Delete) => "delete",
    }
    .then_ignore(p(TokKind::Semi).rewind())
    .map_with(|text, e: &mut Ext<'a, '_, E>| {
        let span = e.span();
        e.state().expr(Expr::Name { name: SmolStr::new(text), targs: None }, span)
    });
    choice((
        p(TokKind::Eq)
            .ignore_then(choice((g.init_list.clone(), g.assign.clone(), special)))
            .map(Init::Assign),
        g.init_list
            .clone()
            .then_ignore(choice((p(TokKind::Comma), p(TokKind::Semi), p(TokKind::RParen))).rewind())
            .map(Init::Brace),
        super::expr::arg(g)
            .separated_by(p(TokKind::Comma))
            .collect::<Vec<_>>()
            .delimited_by(p(TokKind::LParen), p(TokKind::RParen))
            .map(Init::Paren),
    ))
    .boxed()
}

/// Whether a structured binding follows a declaration's specifiers: `[`, `&[` or `&&[` (not
/// `[[`, an attribute). No other declarator of a simple declaration starts so.
pub(crate) fn starts_bindings(toks: &[Tk], _: &St) -> bool {
    let at = match toks.first() {
        Some(Tk::P(TokKind::Amp | TokKind::AmpAmp)) => 1,
        _ => 0,
    };
    toks.get(at) == Some(&Tk::P(TokKind::LBracket))
        && toks.get(at + 1) != Some(&Tk::P(TokKind::LBracket))
}

/// The messages of broken structured bindings (their diagnostics add a hint by the message).
const BINDING_NAMES: &str = "structured binding with a missing name";
const BINDING_INIT: &str = "structured binding without an initializer";

/// A C++17 structured binding declarator, `&[a, b]`, with its attributes and, when `init`, its
/// initializer (required: a range-`for` head has none).
pub(crate) fn binding_declarator<'a, E: GrammarError<'a>>(
    g: &G<'a, E>,
    init: bool,
) -> P<'a, E, DeclRaw> {
    let reference = choice((p(TokKind::AmpAmp).to(PtrOp::RRef), p(TokKind::Amp).to(PtrOp::Ref)));
    let names = ident()
        .or_not()
        .separated_by(p(TokKind::Comma))
        .collect::<Vec<Option<SmolStr>>>()
        .delimited_by(p(TokKind::LBracket), p(TokKind::RBracket));
    // Checked here rather than by the grammar, and reported without failing, so that `[]` and
    // `[a,]` get one clear message over the whole list.
    let shape = reference.or_not().then(names).validate(|(r, names), e, emitter| {
        let span = e.span();
        if names.is_empty() || names.iter().any(Option::is_none) {
            emitter.emit(E::custom(span, &BINDING_NAMES));
        }
        let ptrs = r.into_iter().collect();
        let shape = Shape {
            ptrs,
            inner: None,
            name: None,
            suffixes: Vec::new(),
            span,
            attrs: vec![],
            pack: false,
        };
        (shape, names.into_iter().flatten().collect::<Vec<Name>>())
    });
    let init_part = if init {
        initializer(g)
            .or_not()
            .validate(|i, e, emitter| {
                if i.is_none() {
                    let at = e.span().start;
                    emitter.emit(E::custom(SimpleSpan::from(at..at + 1), &BINDING_INIT));
                }
                i
            })
            .boxed()
    } else {
        empty().to(None).boxed()
    };
    shape
        .then(super::attr::attr_list(g))
        .then(init_part)
        .map(|(((shape, names), attrs), init)| {
            let (attrs, pass) = split_attrs(attrs);
            DeclRaw { shape, attrs, pass, bit_width: None, init, bindings: Some(names) }
        })
        .boxed()
}

/// A declarator with trailing attributes, bit-field width and initializer.
pub(crate) fn init_declarator<'a, E: GrammarError<'a>>(g: &G<'a, E>) -> P<'a, E, DeclRaw> {
    let init = initializer(g);
    g.declarator
        .clone()
        .try_map_with(|s: Shape, e: &mut Ext<'a, '_, E>| {
            if s.name().is_some() {
                Ok(s)
            } else {
                Err(E::custom(e.span(), &"expected declarator"))
            }
        })
        .labelled(Label::Declarator)
        .then(super::attr::attr_list(g))
        .then(p(TokKind::Colon).ignore_then(g.assign.clone()).or_not())
        .then(init.or_not())
        .map(|(((shape, attrs), bit_width), init)| {
            let (attrs, pass) = split_attrs(attrs);
            DeclRaw { shape, attrs, pass, bit_width, init, bindings: None }
        })
        .boxed()
}
