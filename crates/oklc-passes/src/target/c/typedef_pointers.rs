//! `c-typedef-pointers`: a local or helper parameter declared with a typedef'd pointer type
//! (`typedef float *fptr; fptr p = s;`) gets the pointer type the typedef names, so that
//! `addrspace` can give it the space of what it points to (`__local float *p`). In C the space
//! belongs to the pointee, which a typedef name hides; kernel parameters keep the name (the
//! printer puts them in global memory).

use oklc_ir::{ArenaExt, Function, LocalKind, Module, Stage, TyId, TyKind, without_typedefs};

use crate::pipeline::{Pass, PassCx};

pub(super) struct TypedefPointersPass;

impl Pass for TypedefPointersPass {
    fn name(&self) -> &'static str {
        "c-typedef-pointers"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for id in cx.functions() {
            let mut f = std::mem::replace(
                &mut cx.module.functions[id],
                Function::new("", oklc_ir::FunctionKind::Helper, Default::default()),
            );
            spell_out(cx.module, &mut f);
            cx.module.functions[id] = f;
        }
    }
}

fn spell_out(module: &Module, f: &mut Function) {
    let kernel = f.is_kernel();
    let ids: Vec<_> = f.locals.iter().map(|(id, _)| id).collect();
    for id in ids {
        let local = &f.locals[id];
        if kernel && matches!(local.kind, LocalKind::Param(_)) {
            continue;
        }
        if let Some(ty) = pointer_behind_typedef(module, &mut f.store, local.ty) {
            f.locals[id].ty = ty;
        }
    }
}

/// The pointer type a typedef name stands for, copied into `store` with the qualifiers written
/// on the name (`const fptr p` is `float *const p`); `None` for any other type.
fn pointer_behind_typedef(module: &Module, store: &mut oklc_ir::Store, ty: TyId) -> Option<TyId> {
    let named = store.types.get(ty)?;
    if !matches!(named.kind, TyKind::Named { .. }) {
        return None;
    }
    let quals = named.quals;
    let (in_module, target) = {
        let (from, target) = without_typedefs(module, store, ty);
        if target == ty || !matches!(from.types.get(target)?.kind, TyKind::Pointer(_)) {
            return None;
        }
        (std::ptr::eq(from, &module.store), target)
    };
    if !in_module {
        // A typedef in the body names a type of this store: shared as is when unqualified.
        return quals.is_empty().then_some(target);
    }
    let copied = store.import_ty(&module.store, target);
    store.types[copied].quals |= quals;
    Some(copied)
}
