//! `c-aliases`: C has no alias declarations. A file-scope `using T = U;` is printed as the
//! typedef it means, and one in a function body (kept as text, [`oklc_ir::Stmt::TypeDecl`]) is rewritten
//! `typedef U T;` when `U` is a plain type name (no declarator, template or scope to reorder).
//! A `@shared` variable is declared at the kernel's scope in OpenCL C, before the aliases of
//! the body it was written in: its type names what such an alias stands for.

use oklc_ir::{ArenaExt, LocalKind, OklStorage, Stage, Store, Ty, TyId, TyKind};
use smol_str::SmolStr;

use crate::pipeline::{Pass, PassCx};

pub(super) struct AliasesPass;

impl Pass for AliasesPass {
    fn name(&self) -> &'static str {
        "c-aliases"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for td in cx.module.typedefs.values_mut() {
            td.is_using = false;
        }
        super::rewrite_type_decls(cx, as_typedef);
        for id in cx.functions() {
            let f = &mut cx.module.functions[id];
            let shared: Vec<_> = f
                .locals
                .iter()
                .filter(|(_, l)| l.kind == LocalKind::Var && l.storage == OklStorage::Shared)
                .map(|(l, _)| l)
                .collect();
            for l in shared {
                f.locals[l].ty = unaliased(&mut f.store, f.locals[l].ty, 0);
            }
        }
    }
}

/// `ty` with the aliases declared in function bodies replaced by the types they stand for, at
/// every level (new levels only where one changes).
fn unaliased(store: &mut Store, ty: TyId, depth: u32) -> TyId {
    let Some(t) = store.types.get(ty).cloned() else { return ty };
    if depth > 64 {
        return ty;
    }
    let kind = match t.kind {
        TyKind::Named { refers: oklc_ir::NamedRef::Alias(inner), .. } => {
            let inner = unaliased(store, inner, depth + 1);
            let mut aliased = store.types[inner].clone();
            aliased.quals |= t.quals;
            return store.ty(aliased);
        }
        TyKind::Pointer(inner) => TyKind::Pointer(unaliased(store, inner, depth + 1)),
        TyKind::Array { elem, size } => {
            TyKind::Array { elem: unaliased(store, elem, depth + 1), size }
        }
        _ => return ty,
    };
    if kind == t.kind {
        return ty;
    }
    store.ty(Ty { kind, ..t })
}

/// `using T = U;` as `typedef U T;`; `None` for any other declaration, or when `U` is more than
/// words (`int[4]`, `float (*)(int)`, `Vec<float>`, `ns::T`).
fn as_typedef(text: &str) -> Option<SmolStr> {
    let rest = text.trim().strip_prefix("using")?;
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let (name, aliased) = rest.split_once('=')?;
    let name = name.trim();
    let aliased = aliased.trim().strip_suffix(';')?.trim();
    let word = |c: char| c.is_alphanumeric() || c == '_';
    if name.is_empty() || !name.chars().all(word) || aliased.is_empty() {
        return None;
    }
    if !aliased.chars().all(|c| word(c) || c == ' ' || c == '*') {
        return None;
    }
    Some(SmolStr::from(format!("typedef {aliased} {name};")))
}

#[cfg(test)]
mod tests {
    use super::as_typedef;

    #[test]
    fn plain_aliases_in_bodies_are_typedefs() {
        assert_eq!(as_typedef("using real = float;").as_deref(), Some("typedef float real;"));
        assert_eq!(
            as_typedef("using u = unsigned long *;").as_deref(),
            Some("typedef unsigned long * u;")
        );
        assert_eq!(as_typedef("using row = int[4];"), None);
        assert_eq!(as_typedef("using v = Vec<float>;"), None);
        assert_eq!(as_typedef("using std::min;"), None);
        assert_eq!(as_typedef("typedef float real;"), None);
        assert_eq!(as_typedef("usingx = int;"), None);
    }
}
