//! `c-enums`: C has no scoped enums and no enums of a chosen underlying type. A scoped enum
//! becomes a plain one whose enumerators are named as C++ qualifies them (`Norm::One`, which
//! `c-namespaces` then names `Norm__One`); an underlying `int` or `unsigned`, the size of a C
//! enum, is left out. An enum of another underlying type (`enum class Norm : unsigned char`)
//! keeps its enumerators as constants, and its objects, which must keep their size, are of the
//! underlying type.

use oklc_ir::{Builtin, EnumId, NamedRef, Stage, Store, TyKind};
use smol_str::SmolStr;

use crate::pipeline::{Pass, PassCx};

pub(super) struct EnumsPass;

impl Pass for EnumsPass {
    fn name(&self) -> &'static str {
        "c-enums"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let module = &mut *cx.module;
        let mut sized: Vec<(EnumId, TyKind)> = Vec::new();
        for (id, e) in module.enums.iter_mut() {
            if let Some(t) = e.underlying {
                match &module.store.types[t].kind {
                    TyKind::Builtin(Builtin::Int | Builtin::UInt) => e.underlying = None,
                    kind @ (TyKind::Builtin(_) | TyKind::Named { .. }) => {
                        sized.push((id, kind.clone()));
                        e.underlying = None;
                    }
                    _ => continue,
                }
            }
            if !e.scoped {
                continue;
            }
            e.scoped = false;
            let Some(name) = e.name.clone() else { continue };
            for (n, _) in &mut e.enumerators {
                *n = SmolStr::new(format!("{name}::{n}"));
            }
        }
        if sized.is_empty() {
            return;
        }
        as_underlying(&mut module.store, &sized);
        for f in module.functions.values_mut() {
            as_underlying(&mut f.store, &sized);
        }
    }
}

/// The types of `store` that name one of the `sized` enums as its underlying type.
fn as_underlying(store: &mut Store, sized: &[(EnumId, TyKind)]) {
    for t in store.types.values_mut() {
        if let TyKind::Named { refers: NamedRef::Enum(e), .. } = t.kind
            && let Some((_, kind)) = sized.iter().find(|(id, _)| *id == e)
        {
            t.kind = kind.clone();
        }
    }
}
