//! `c-casts`: C has one cast syntax. Functional casts (`double(x)`, which a template copy makes
//! of `T(x)`) and the named casts (`static_cast<T>(x)`, `reinterpret_cast`, `const_cast`)
//! become `(T) x`, which converts the same for the scalar and pointer types C has.

use oklc_ir::{CastStyle, Expr, Stage};

use crate::pipeline::{Pass, PassCx};

pub(super) struct CastsPass;

impl Pass for CastsPass {
    fn name(&self) -> &'static str {
        "c-casts"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for id in cx.functions() {
            for (_, e) in cx.module.functions[id].store.exprs.iter_mut() {
                if let Expr::Cast { style, .. } = e
                    && *style != CastStyle::Dynamic
                {
                    *style = CastStyle::C;
                }
            }
        }
    }
}
