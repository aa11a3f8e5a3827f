//! `restrict`: `@restrict` must qualify a pointer (docs/guide/okl-reference.md).
//!
//! Lowering records `@restrict` and the restrict keywords as [`oklc_ir::Quals::RESTRICT`] on
//! the type level they apply to, and reports a keyword that qualifies a non-pointer itself,
//! where its spelling and position are known. This pass holds every module to the same rule,
//! however its IR was built: any level other than a pointer (or a typedef naming a pointer)
//! carrying the qualifier is reported at the variable's declaration (or the function, for its
//! return type).

use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::{ArenaExt, Module, NamedRef, Quals, Stage, Store, TyId, TyKind};

use crate::pipeline::{Pass, PassCx};

pub struct RestrictPass;

impl Pass for RestrictPass {
    fn name(&self) -> &'static str {
        "restrict"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for fid in cx.functions() {
            let module = &*cx.module;
            let f = &module.functions[fid];
            if misplaced_restrict(module, &f.store, f.ret) {
                cx.diagnostics.push(
                    Diagnostic::error(
                        codes::RESTRICT_NOT_POINTER,
                        format!(
                            "`@restrict` on the return type of `{}`, which is not a pointer",
                            f.name
                        ),
                        f.head_span(),
                    )
                    .with_primary_message(format!(
                        "returns `{}`",
                        crate::util::type_text(module, f, f.ret)
                    ))
                    .with_help("`@restrict` applies to pointers, e.g. `float *@restrict f(...)`"),
                );
            }
            for (_, local) in f.locals.iter() {
                if misplaced_restrict(module, &f.store, local.ty) {
                    cx.diagnostics.push(
                        Diagnostic::error(
                            codes::RESTRICT_NOT_POINTER,
                            format!("`@restrict` on `{}`, which is not a pointer", local.name),
                            local.span,
                        )
                        .with_primary_message(format!(
                            "has type `{}`",
                            crate::util::type_text(module, f, local.ty)
                        ))
                        .with_help("`@restrict` applies to pointers, e.g. `float *@restrict p`"),
                    );
                }
            }
        }
    }
}

pub(crate) fn is_pointer(module: &Module, store: &Store, ty: TyId) -> bool {
    match store.types.get(ty).map(|t| &t.kind) {
        Some(TyKind::Pointer(_)) => true,
        Some(TyKind::Named { refers: NamedRef::Typedef(td), .. }) => {
            module.typedefs.get(*td).is_some_and(|d| {
                matches!(module.store.types.get(d.ty).map(|t| &t.kind), Some(TyKind::Pointer(_)))
            })
        }
        Some(TyKind::Named { refers: NamedRef::Alias(aliased), .. }) => {
            matches!(store.types.get(*aliased).map(|t| &t.kind), Some(TyKind::Pointer(_)))
        }
        _ => false,
    }
}

fn misplaced_restrict(module: &Module, store: &Store, ty: TyId) -> bool {
    let mut cur = Some(ty);
    let mut budget = 256;
    while let (Some(t), true) = (cur, budget > 0) {
        budget -= 1;
        let Some(node) = store.types.get(t) else { return false };
        if node.quals.contains(Quals::RESTRICT) && !is_pointer(module, store, t) {
            return true;
        }
        cur = match &node.kind {
            TyKind::Pointer(x) | TyKind::Reference(x) | TyKind::RvalueReference(x) => Some(*x),
            TyKind::Array { elem, .. } => Some(*elem),
            _ => None,
        };
    }
    false
}
