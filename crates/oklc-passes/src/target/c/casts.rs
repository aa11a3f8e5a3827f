//! `c-casts`: C has one cast syntax. Functional casts (`double(x)`, which a template copy makes
//! of `T(x)`) and the named casts (`static_cast<T>(x)`, `reinterpret_cast`, `const_cast`)
//! become `(T) x`, which converts the same for the scalar and pointer types C has. A braced
//! temporary `T{a, b}` becomes C's compound literal `(T) {a, b}`, and `T(x)` of one argument
//! the cast `(T) x`.

use oklc_ir::{CastStyle, Expr, InitEntry, Stage};

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
            let store = &mut cx.module.functions[id].store;
            let temporaries: Vec<_> = store
                .exprs
                .iter()
                .filter(|(_, e)| {
                    matches!(e, Expr::Construct { braces: true, .. })
                        || matches!(e, Expr::Construct { braces: false, args, .. } if args.len() == 1)
                })
                .map(|(id, _)| id)
                .collect();
            for e in temporaries {
                let Expr::Construct { ty, args, braces } = store.exprs[e].clone() else { continue };
                let arg = if braces {
                    let entries = args
                        .into_iter()
                        .map(|value| InitEntry { designators: Vec::new(), value })
                        .collect();
                    let span = store.span_of(e);
                    store.expr(Expr::InitList(entries), span)
                } else {
                    args[0]
                };
                store.exprs[e] = Expr::Cast { style: CastStyle::C, ty, arg };
            }
            for (_, e) in store.exprs.iter_mut() {
                if let Expr::Cast { style, .. } = e
                    && *style != CastStyle::Dynamic
                {
                    *style = CastStyle::C;
                }
            }
        }
    }
}
