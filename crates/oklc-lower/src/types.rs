//! Declarator types: syntax [`TypeRef`] chains to IR [`Ty`] trees.

use oklc_diag::{Diagnostic, codes::sema as codes};
use oklc_ir::{Builtin, NamedRef, Quals, Ty, TyId, TyKind};
use oklc_syntax::ast::{self, TypeRef, TypeRefId};
use smol_str::SmolStr;

use crate::body::Body;
use crate::instantiate::Subst;
use crate::text::type_text;
use crate::{Lowerer, lookup_scoped};

/// The builtin a canonical keyword spelling (`unsigned long long int`) names.
pub(crate) fn builtin_of(spelling: &str) -> Option<Builtin> {
    Builtin::from_spelling(spelling)
}

/// The builtin type `text` spells with builtin-type words only (`unsigned int`, `long long`),
/// without the cv-qualifiers and pointers [`Lowerer::type_from_text`] strips first.
pub(crate) fn builtin_spelled(text: &str) -> Option<Builtin> {
    let words_are_builtin = text.split_whitespace().all(|w| {
        matches!(
            w,
            "unsigned"
                | "signed"
                | "long"
                | "short"
                | "int"
                | "char"
                | "float"
                | "double"
                | "bool"
                | "void"
                | "wchar_t"
                | "char16_t"
                | "char32_t"
        )
    });
    if words_are_builtin && !text.trim().is_empty() { builtin_of(text) } else { None }
}

fn quals_of(q: ast::Quals) -> Quals {
    let mut out = Quals::empty();
    if q.is_const {
        out |= Quals::CONST;
    }
    if q.is_volatile {
        out |= Quals::VOLATILE;
    }
    if q.is_restrict() {
        out |= Quals::RESTRICT;
    }
    out
}

impl Lowerer<'_> {
    pub(crate) fn type_span(&self, t: TypeRefId) -> oklc_span::Span {
        self.unit.spans.types.get(t).copied().unwrap_or(self.options.file_span)
    }

    /// Lowers a type into the body's store.
    pub(crate) fn ty(&mut self, b: &mut Body, t: TypeRefId) -> TyId {
        let unit = self.unit;
        match unit.ty(t) {
            TypeRef::Builtin(spelling) => match builtin_of(spelling) {
                Some(builtin) => b.store.builtin(builtin),
                None => b.store.ty(Ty::new(TyKind::Named {
                    name: spelling.clone(),
                    refers: NamedRef::Opaque,
                    keyword: None,
                })),
            },
            TypeRef::Named { name, args: Some(args) } => {
                if let Some(aliased) = self.alias_instance(b, name, args) {
                    return aliased;
                }
                let text = format!("{name}<{}>", self.targs_substituted(b, args));
                if let Some(instance) = self.record_instance(b, &text) {
                    return instance;
                }
                b.store.ty(Ty::new(TyKind::Named {
                    name: text.into(),
                    refers: NamedRef::Opaque,
                    keyword: None,
                }))
            }
            TypeRef::Member { scope, name } => {
                if let Some(ty) = self.instance_member_type(b, *scope, name) {
                    return ty;
                }
                // A member type of a template-id needs `typename` where the id is dependent,
                // and C++11 allows it on any qualified name, so it is always printed.
                let text = self.scope_substituted(b, t);
                b.store.ty(Ty::new(TyKind::Named {
                    name: text.into(),
                    refers: NamedRef::Opaque,
                    keyword: Some("typename".into()),
                }))
            }
            TypeRef::Named { name, args: None } => {
                if let Some(Subst::Type(arg)) = b.subst.get(name) {
                    let arg = arg.clone();
                    return self.type_from_text(b, &arg);
                }
                // `Op::value_type` with `Op` a template type parameter: the argument's member.
                if name.contains("::") {
                    let text = self.substituted(b, name.to_string());
                    return self.named(b, text.into(), None);
                }
                self.named(b, name.clone(), None)
            }
            TypeRef::Elaborated { tag, name } => self.named(b, name.clone(), Some(tag.clone())),
            // A type defined in a function body is the block's (`local_type_decl`).
            TypeRef::Defined(item) if b.function.is_some() => match unit.item(*item) {
                ast::Item::Record(rec) => {
                    let keyword = SmolStr::new(rec.kind.as_str());
                    self.named(b, rec.name.clone().unwrap_or_default(), Some(keyword))
                }
                ast::Item::Enum(def) => {
                    self.named(b, def.name.clone().unwrap_or_default(), Some("enum".into()))
                }
                _ => self.defined(b, *item, None),
            },
            TypeRef::Defined(item) => self.defined(b, *item, None),
            TypeRef::Auto => b.store.ty(Ty::new(TyKind::Auto)),
            TypeRef::Pack(inner) => {
                let inner = self.ty(b, *inner);
                b.store.ty(Ty::new(TyKind::Pack(inner)))
            }
            // The operand is not evaluated; analyses that read it as a use are only cautious.
            TypeRef::Decltype(e) => {
                let e = self.expr(b, *e);
                b.store.ty(Ty::new(TyKind::Decltype(e)))
            }
            TypeRef::Pointer { class: Some(_), .. } => {
                self.w.diags.push(
                    Diagnostic::error(
                        codes::UNSUPPORTED,
                        format!("`{}` types are not supported", type_text(unit, t)),
                        self.type_span(t),
                    )
                    .with_primary_message("oklc does not lower pointers to members")
                    .with_help("spell the type out"),
                );
                b.store.builtin(Builtin::Int)
            }
            TypeRef::Qualified { quals, inner } => {
                let id = self.ty(b, *inner);
                let mut quals = *quals;
                if let Some(r) = quals.restrict
                    && !self.names_pointer(&b.store, id)
                {
                    self.restrict_keyword_not_pointer(r, *inner);
                    quals.restrict = None;
                }
                b.store.types[id].quals |= quals_of(quals);
                id
            }
            TypeRef::Pointer { pointee, quals, class: None } => {
                let inner = self.ty(b, *pointee);
                b.store.ty(Ty::with_quals(TyKind::Pointer(inner), quals_of(*quals)))
            }
            TypeRef::Reference { referent, rvalue } => {
                let inner = self.ty(b, *referent);
                let kind =
                    if *rvalue { TyKind::RvalueReference(inner) } else { TyKind::Reference(inner) };
                b.store.ty(Ty::new(kind))
            }
            TypeRef::Array { elem, size } => {
                let elem = self.ty(b, *elem);
                let size = size.map(|s| self.expr(b, s));
                b.store.ty(Ty::new(TyKind::Array { elem, size }))
            }
            TypeRef::Function { ret, params, variadic } => {
                let ret = self.ty(b, *ret);
                let params = params.iter().map(|p| self.ty(b, p.decl.ty)).collect();
                b.store.ty(Ty::new(TyKind::Function { ret, params, variadic: *variadic }))
            }
            TypeRef::Error => b.store.builtin(Builtin::Int),
        }
    }

    /// Reports a restrict keyword written before the `*` (`float __restrict__ *p`) or on a
    /// type without one: it qualifies `inner`, a non-pointer, which C++ compilers reject.
    fn restrict_keyword_not_pointer(&mut self, r: ast::RestrictQual, inner: TypeRefId) {
        let spelling = r.spelling;
        let qualified = type_text(self.unit, inner);
        self.w.diags.push(
            Diagnostic::error(
                oklc_diag::codes::passes::RESTRICT_NOT_POINTER,
                format!("`{spelling}` qualifies `{qualified}`, which is not a pointer"),
                r.span,
            )
            .with_primary_message(format!("applies to `{qualified}`"))
            .with_help(format!(
                "`{spelling}` restricts a pointer and follows its `*`: `{qualified} *{spelling} p`; where nothing is a pointer, remove it"
            )),
        );
    }

    /// A type name: typedef, struct, enum or something oklc does not model.
    fn named(&mut self, b: &mut Body, name: SmolStr, keyword: Option<SmolStr>) -> TyId {
        if name.contains('<')
            && let Some(instance) = self.record_instance(b, &name)
        {
            return instance;
        }
        // A type declared in the function body hides file-scope ones.
        if let Some(local) = b.local_type(&name) {
            let refers = local.map_or(NamedRef::Opaque, NamedRef::Alias);
            return b.store.ty(Ty::new(TyKind::Named { name, refers, keyword }));
        }
        let w = &*self.w;
        let scope = &w.consts.scope;
        let enum_ref = |n: &str| w.enums.get(n).map(|&e| NamedRef::Enum(e));
        let struct_ref = |n: &str| w.structs.get(n).map(|&s| NamedRef::Struct(s));
        let refers = if keyword.as_deref() == Some("enum") {
            lookup_scoped(scope, &name, enum_ref)
        } else if keyword.is_some() {
            lookup_scoped(scope, &name, struct_ref)
        } else {
            lookup_scoped(scope, &name, |n| {
                w.typedefs
                    .get(n)
                    .map(|info| NamedRef::Typedef(info.id))
                    .or_else(|| struct_ref(n))
                    .or_else(|| enum_ref(n))
            })
        }
        .unwrap_or(NamedRef::Opaque);
        b.store.ty(Ty::new(TyKind::Named { name, refers, keyword }))
    }

    /// A type spelled as text (a template argument from `--instantiate`).
    pub(crate) fn type_from_text(&mut self, b: &mut Body, text: &str) -> TyId {
        let mut text = text.trim();
        let mut pointers = 0;
        while let Some(rest) = text.strip_suffix('*') {
            pointers += 1;
            text = rest.trim_end();
        }
        let mut quals = Quals::empty();
        for word in ["const", "volatile"] {
            if let Some(rest) = text.strip_prefix(word).filter(|r| r.starts_with(' ')) {
                quals |= if word == "const" { Quals::CONST } else { Quals::VOLATILE };
                text = rest.trim_start();
            }
        }
        let mut id = match builtin_spelled(text) {
            Some(builtin) => b.store.builtin(builtin),
            _ => self.named(b, SmolStr::new(text), None),
        };
        b.store.types[id].quals |= quals;
        for _ in 0..pointers {
            id = b.store.ty(Ty::new(TyKind::Pointer(id)));
        }
        id
    }

    /// A builtin arithmetic type, directly or through typedefs: a `@dim` on it can never index.
    pub(crate) fn is_scalar_ty(&self, store: &oklc_ir::Store, ty: TyId) -> bool {
        match &store.types[ty].kind {
            TyKind::Builtin(_) => true,
            TyKind::Named { refers: NamedRef::Typedef(td), .. } => {
                self.w.typedef_is_scalar.get(td).copied().unwrap_or(false)
            }
            TyKind::Named { refers: NamedRef::Alias(aliased), .. } => {
                self.is_scalar_ty(store, *aliased)
            }
            TyKind::Named { name, refers: NamedRef::Opaque, .. } => {
                oklc_ir::is_integer_typedef_name(name)
            }
            _ => false,
        }
    }

    /// Whether a syntax type is (after typedefs) an integer type, for OKL loop iterators.
    pub(crate) fn is_integer_ty(&self, store: &oklc_ir::Store, ty: TyId) -> bool {
        match &store.types[ty].kind {
            TyKind::Builtin(b) => b.is_integer() && *b != Builtin::Bool,
            TyKind::Named { refers: NamedRef::Typedef(td), .. } => {
                self.w.typedef_is_integer.get(td).copied().unwrap_or(false)
            }
            TyKind::Named { refers: NamedRef::Alias(aliased), .. } => {
                self.is_integer_ty(store, *aliased)
            }
            TyKind::Named { name, refers: NamedRef::Opaque, .. } => {
                oklc_ir::is_integer_typedef_name(name)
            }
            _ => false,
        }
    }
}
