//! C declarators: printing a type tree around a name (`float *const p`, `int a[3][4]`,
//! `float (*f)(int)`), and the few type questions the printer and the metadata ask.
//!
//! Types whose names refer to typedefs are printed by name, never expanded; only the questions
//! ("is this a pointer once typedefs are looked through?") resolve them.

use oklc_ir::{AddressSpace, Module, NamedRef, Quals, Store, StructTag, TyId, TyKind};

use super::{Cx, Writer, expr, get};

/// Splits the declaration of `inner` with type `ty` into its specifier (`const float`) and
/// declarator (`*__restrict__ x`). `inner` is the declarator built so far (a name, or empty for
/// an abstract declarator). Both strings are built in place (prefixes inserted at the front)
/// rather than formatted anew per type level.
pub fn declarator(w: &mut Writer<'_>, cx: &Cx<'_>, ty: TyId, inner: String) -> (String, String) {
    let mut inner = inner;
    let mut cur = ty;
    // The store `cur` lives in: a typedef'd pointer whose pointee has an address space is
    // printed through its definition in the module's store.
    let module_cx = Cx::module(w.module);
    let mut cx = cx;
    // The address space keyword of the level below (the pointee or the array elements), and a
    // space and qualifiers a typedef'd pointer hands to the pointer level it stands for.
    let mut space: Option<&'static str> = None;
    let mut typedef_level: Option<(AddressSpace, Quals)> = None;
    // The prefix of one pointer level, reused for every level (one allocation per declarator).
    let mut d = String::new();
    // Bounded walk: a well-formed type is a tree, but never trust a handle cycle.
    for _ in 0..256 {
        let Some(t) = get(&cx.store.types, cur) else { break };
        match &t.kind {
            TyKind::Pointer(next) | TyKind::Reference(next) | TyKind::RvalueReference(next) => {
                let (level_space, quals) = match typedef_level.take() {
                    Some((s, q)) => (s, t.quals | q),
                    None => (t.space, t.quals),
                };
                d.clear();
                d.reserve(32);
                d.push_str(match t.kind {
                    TyKind::Pointer(_) => "*",
                    TyKind::Reference(_) => "&",
                    _ => "&&",
                });
                let before = d.len();
                if let Some(kw) = space.take() {
                    d.push_str(kw);
                }
                let after = d.len() > before;
                push_quals(w, &mut d, quals, true, after);
                if d.len() > before && !inner.is_empty() {
                    d.push(' ');
                }
                let wrap = matches!(
                    get(&cx.store.types, *next).map(|n| &n.kind),
                    Some(TyKind::Array { .. } | TyKind::Function { .. })
                );
                if wrap {
                    d.insert(0, '(');
                    inner.push(')');
                }
                inner.insert_str(0, &d);
                space = w.dialect.address_space(level_space);
                cur = *next;
            }
            // `Ts &...xs`: the `...` sits right before the name.
            TyKind::Pack(next) => {
                inner.insert_str(0, "...");
                cur = *next;
            }
            // An array parameter in a space, as the pointer it is adjusted to.
            TyKind::Array { elem, .. }
                if !t.space.is_generic() && w.dialect.array_params_as_pointers() =>
            {
                let wrap = matches!(
                    get(&cx.store.types, *elem).map(|n| &n.kind),
                    Some(TyKind::Array { .. } | TyKind::Function { .. })
                );
                if wrap {
                    inner.insert_str(0, "(*");
                    inner.push(')');
                } else {
                    inner.insert(0, '*');
                }
                space = w.dialect.address_space(t.space);
                cur = *elem;
            }
            TyKind::Array { elem, size } => {
                if space.is_none() {
                    space = w.dialect.address_space(t.space);
                }
                inner.push('[');
                if let Some(e) = size {
                    expr::write_expr_at(w, cx, *e, expr::prec::ASSIGN, &mut inner);
                }
                inner.push(']');
                cur = *elem;
            }
            TyKind::Function { ret, params, variadic } => {
                space = None;
                if !w.enter() {
                    break;
                }
                inner.push('(');
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        inner.push_str(", ");
                    }
                    let param = w.decl(cx, *p, "");
                    inner.push_str(&param);
                }
                w.leave();
                if *variadic {
                    if !params.is_empty() {
                        inner.push_str(", ");
                    }
                    inner.push_str("...");
                }
                inner.push(')');
                cur = *ret;
            }
            // A typedef'd pointer into a space the backend spells: its definition, with the
            // space on its pointee (`__global float *p` for `fp p`).
            TyKind::Named { refers: NamedRef::Typedef(_) | NamedRef::Alias(_), .. }
                if w.dialect.address_space(t.space).is_some() =>
            {
                let (store, next) = oklc_ir::without_typedefs(w.module, cx.store, cur);
                if next == cur {
                    let mut spec = String::with_capacity(24);
                    push_plain(w, cx, cur, &mut spec);
                    return (spec, inner);
                }
                typedef_level = Some((t.space, t.quals));
                if !std::ptr::eq(store, cx.store) {
                    cx = &module_cx;
                }
                cur = next;
            }
            TyKind::Builtin(_) | TyKind::Auto | TyKind::Named { .. } | TyKind::Decltype(_) => {
                let mut spec = String::with_capacity(24);
                if let Some(kw) = space {
                    spec.push_str(kw);
                    spec.push(' ');
                }
                push_plain(w, cx, cur, &mut spec);
                return (spec, inner);
            }
        }
    }
    if !w.nesting_exceeded() {
        super::malformed(w, "type");
    }
    ("int".to_string(), inner)
}

/// Appends the specifier of `ty` and returns `true` when `ty` is a plain type (builtin, `auto`
/// or named: no declarator around the name); otherwise appends nothing and returns `false`.
pub fn push_plain(w: &mut Writer<'_>, cx: &Cx<'_>, ty: TyId, out: &mut String) -> bool {
    let Some(t) = get(&cx.store.types, ty) else { return false };
    let operand;
    let (base, name) = match &t.kind {
        TyKind::Decltype(e) => {
            let mut text = format!("{}(", w.dialect.decltype_keyword());
            expr::write_expr_at(w, cx, *e, expr::prec::ASSIGN, &mut text);
            text.push(')');
            operand = text;
            (operand.as_str(), None)
        }
        TyKind::Builtin(b) => (w.dialect.builtin_spelling(*b), None),
        TyKind::Auto => ("auto", None),
        TyKind::Named { name, keyword: Some(k), .. } => (k.as_str(), Some(name.as_str())),
        TyKind::Named { name, keyword: None, refers: NamedRef::Struct(s), .. }
            if w.dialect.tags_named_types() =>
        {
            let union = get(&w.module.structs, *s).is_some_and(|d| d.tag == StructTag::Union);
            (if union { "union" } else { "struct" }, Some(name.as_str()))
        }
        TyKind::Named { name, keyword: None, refers: NamedRef::Enum(_), .. }
            if w.dialect.tags_named_types() =>
        {
            ("enum", Some(name.as_str()))
        }
        TyKind::Named { name, keyword: None, .. } => match w.dialect.library_name(name) {
            Some(library) => {
                operand = library;
                (operand.as_str(), None)
            }
            None => (name.as_str(), None),
        },
        _ => return false,
    };
    let start = out.len();
    // Lowering puts `RESTRICT` on a named type only when it names a pointer (a typedef), and
    // the qualifier then goes in front, as legacy OCCA prints it: `__restrict__ ptr_t a`.
    let pointer_typedef = matches!(t.kind, TyKind::Named { .. });
    push_quals(w, out, t.quals, pointer_typedef, false);
    if out.len() > start {
        out.push(' ');
    }
    out.push_str(base);
    if let Some(name) = name {
        out.push(' ');
        out.push_str(name);
    }
    true
}

/// Appends `const volatile` (and the restrict spelling on pointers), space separated; `after`
/// says a word is already there, which the first one is separated from.
fn push_quals(w: &Writer<'_>, out: &mut String, quals: Quals, pointer: bool, after: bool) {
    let start = if after { 0 } else { out.len() };
    let word = |out: &mut String, text: &str| {
        if out.len() > start {
            out.push(' ');
        }
        out.push_str(text);
    };
    if quals.contains(Quals::CONST) {
        word(out, "const");
    }
    if quals.contains(Quals::VOLATILE) {
        word(out, "volatile");
    }
    if pointer && quals.contains(Quals::RESTRICT) {
        let kw = w.dialect.restrict_keyword();
        if !kw.is_empty() {
            word(out, kw);
        }
    }
}

/// Whether a kernel argument of this type is passed as an address already (pointers, arrays,
/// references and functions), so the host convention does not add a reference.
pub fn is_indirect(module: &Module, store: &Store, ty: TyId) -> bool {
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    matches!(
        get(&store.types, ty).map(|t| &t.kind),
        Some(
            TyKind::Pointer(_)
                | TyKind::Reference(_)
                | TyKind::RvalueReference(_)
                | TyKind::Array { .. }
                | TyKind::Function { .. }
        )
    )
}

/// Whether the type is a pointer, through typedefs (OCCA passes it as a memory object).
pub fn is_pointer(module: &Module, store: &Store, ty: TyId) -> bool {
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    matches!(get(&store.types, ty).map(|t| &t.kind), Some(TyKind::Pointer(_)))
}

/// Whether the type is a pointer or an array, through typedefs (a parameter passed as an
/// address in device memory).
pub fn is_pointer_or_array(module: &Module, store: &Store, ty: TyId) -> bool {
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    matches!(
        get(&store.types, ty).map(|t| &t.kind),
        Some(TyKind::Pointer(_) | TyKind::Array { .. })
    )
}

/// Whether the type prints as one simple name (usable in a functional cast `T(x)`).
pub fn is_simple_name(store: &Store, ty: TyId) -> bool {
    match get(&store.types, ty) {
        Some(t) if t.quals.is_empty() => match &t.kind {
            TyKind::Builtin(b) => !b.spelling().contains(' '),
            TyKind::Named { keyword: None, .. } => true,
            TyKind::Auto => true,
            _ => false,
        },
        _ => false,
    }
}
