//! C declarators: printing a type tree around a name (`float *const p`, `int a[3][4]`,
//! `float (*f)(int)`), and the few type questions the printer and the metadata ask.
//!
//! Types whose names refer to typedefs are printed by name, never expanded; only the questions
//! ("is this a pointer once typedefs are looked through?") resolve them.

use oklc_ir::{Module, NamedRef, Quals, Store, TyId, TyKind};

use super::{Cx, Writer, expr, get};

/// Splits the declaration of `inner` with type `ty` into its specifier (`const float`) and
/// declarator (`*__restrict__ x`). `inner` is the declarator built so far (a name, or empty for
/// an abstract declarator).
pub fn declarator(w: &mut Writer<'_>, cx: &Cx<'_>, ty: TyId, inner: String) -> (String, String) {
    let mut inner = inner;
    let mut cur = ty;
    // Bounded walk: a well-formed type is a tree, but never trust a handle cycle.
    for _ in 0..256 {
        let Some(t) = get(&cx.store.types, cur) else { break };
        match &t.kind {
            TyKind::Pointer(next) | TyKind::Reference(next) | TyKind::RvalueReference(next) => {
                let mut d = match t.kind {
                    TyKind::Pointer(_) => "*".to_string(),
                    TyKind::Reference(_) => "&".to_string(),
                    _ => "&&".to_string(),
                };
                let q = quals_text(w, t.quals, true);
                d.push_str(&q);
                if !q.is_empty() && !inner.is_empty() {
                    d.push(' ');
                }
                d.push_str(&inner);
                let wrap = matches!(
                    get(&cx.store.types, *next).map(|n| &n.kind),
                    Some(TyKind::Array { .. } | TyKind::Function { .. })
                );
                inner = if wrap { format!("({d})") } else { d };
                cur = *next;
            }
            TyKind::Array { elem, size } => {
                let size = match size {
                    Some(e) => w.expr(cx, *e, expr::prec::ASSIGN),
                    None => String::new(),
                };
                inner = format!("{inner}[{size}]");
                cur = *elem;
            }
            TyKind::Function { ret, params, variadic } => {
                if !w.enter() {
                    break;
                }
                let mut ps: Vec<String> = params.iter().map(|p| w.decl(cx, *p, "")).collect();
                w.leave();
                if *variadic {
                    ps.push("...".to_string());
                }
                inner = format!("{inner}({})", ps.join(", "));
                cur = *ret;
            }
            TyKind::Builtin(b) => return (with_quals(w, t.quals, b.spelling()), inner),
            TyKind::Auto => return (with_quals(w, t.quals, "auto"), inner),
            TyKind::Named { name, keyword, .. } => {
                let base = match keyword {
                    Some(k) => format!("{k} {name}"),
                    None => name.to_string(),
                };
                return (with_quals(w, t.quals, &base), inner);
            }
        }
    }
    if !w.nesting_exceeded() {
        super::malformed(w, "type");
    }
    ("int".to_string(), inner)
}

fn with_quals(w: &Writer<'_>, quals: Quals, base: &str) -> String {
    let q = quals_text(w, quals, false);
    if q.is_empty() { base.to_string() } else { format!("{q} {base}") }
}

/// `const volatile` (and the restrict spelling on pointers), space separated.
fn quals_text(w: &Writer<'_>, quals: Quals, pointer: bool) -> String {
    let mut words = Vec::new();
    if quals.contains(Quals::CONST) {
        words.push("const");
    }
    if quals.contains(Quals::VOLATILE) {
        words.push("volatile");
    }
    if pointer && quals.contains(Quals::RESTRICT) {
        let kw = w.dialect.restrict_keyword();
        if !kw.is_empty() {
            words.push(kw);
        }
    }
    words.join(" ")
}

/// A type with typedef names looked through: the store it lives in and its id.
pub fn resolve<'a>(module: &'a Module, store: &'a Store, ty: TyId) -> (&'a Store, TyId) {
    let (mut store, mut ty) = (store, ty);
    for _ in 0..64 {
        match get(&store.types, ty).map(|t| &t.kind) {
            Some(TyKind::Named { refers: NamedRef::Typedef(id), .. }) => {
                match get(&module.typedefs, *id) {
                    Some(td) => {
                        store = &module.store;
                        ty = td.ty;
                    }
                    None => break,
                }
            }
            _ => break,
        }
    }
    (store, ty)
}

/// Whether a kernel argument of this type is passed as an address already (pointers, arrays,
/// references and functions), so the host convention does not add a reference.
pub fn is_indirect(module: &Module, store: &Store, ty: TyId) -> bool {
    let (store, ty) = resolve(module, store, ty);
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
