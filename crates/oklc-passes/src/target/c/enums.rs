//! `c-enums`: C has no scoped enums and no enums of a chosen underlying type. A scoped enum
//! becomes a plain one whose enumerators are named as C++ qualifies them (`Norm::One`, which
//! `c-namespaces` then names `Norm__One`); an underlying `int` or `unsigned`, the size of a C
//! enum, is left out (another keeps the enum as written, since its objects would change size).

use oklc_ir::{Builtin, Stage, TyKind};
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
        for e in module.enums.values_mut() {
            if let Some(t) = e.underlying {
                match module.store.types[t].kind {
                    TyKind::Builtin(Builtin::Int | Builtin::UInt) => e.underlying = None,
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
    }
}
