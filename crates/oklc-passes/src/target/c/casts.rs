//! `c-casts`: C has one cast syntax. Functional casts (`double(x)`, which a template copy makes
//! of `T(x)`) and the named casts (`static_cast<T>(x)`, `reinterpret_cast`, `const_cast`)
//! become `(T) x`, which converts the same for the scalar and pointer types C has. A braced
//! temporary `T{a, b}` (and a record's `T()`) becomes C's compound literal `(T) {a, b}`, and
//! `T(x)` of one argument the cast `(T) x`.

use oklc_ir::{
    AddressSpace, ArenaExt, CastStyle, Expr, InitEntry, NamedRef, Stage, Store, TyId, TyKind,
    UnaryOp,
};

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
                .filter(|(_, e)| match e {
                    Expr::Construct { braces: true, .. } => true,
                    Expr::Construct { args, ty, .. } => {
                        args.len() == 1 || args.is_empty() && is_record(store, *ty)
                    }
                    _ => false,
                })
                .map(|(id, _)| id)
                .collect();
            // A compound literal whose address is taken (a member function's object) is
            // said to be private: OpenCL C gives it no address space of its own.
            let addressed: Vec<_> = store
                .exprs
                .values()
                .filter_map(|e| match e {
                    Expr::Unary { op: UnaryOp::AddrOf, arg } => Some(*arg),
                    _ => None,
                })
                .collect();
            for e in temporaries {
                let Expr::Construct { mut ty, args, braces } = store.exprs[e].clone() else {
                    continue;
                };
                if addressed.contains(&e) {
                    let mut private = store.types[ty].clone();
                    private.space = AddressSpace::Private;
                    ty = store.ty(private);
                }
                let arg = if braces || args.is_empty() {
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

/// Whether `ty` of `store` names a record.
fn is_record(store: &Store, ty: TyId) -> bool {
    matches!(
        store.types.get(ty).map(|t| &t.kind),
        Some(TyKind::Named { refers: NamedRef::Struct(_), .. })
    )
}
