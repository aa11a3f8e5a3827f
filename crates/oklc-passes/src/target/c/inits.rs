//! `c-inits`: C initialises a variable with `=` only. `T x{a, b};` (a record, an array or a
//! scalar) becomes `T x = {a, b};`, and `T x(a);` of a scalar or pointer `T x = a;`; a
//! parenthesised initializer of a record (a constructor call) stays as written.

use oklc_ir::{ArenaExt, Expr, Init, InitEntry, Stage, Store, TyId, TyKind};

use crate::pipeline::{Pass, PassCx};

pub(super) struct InitsPass;

impl Pass for InitsPass {
    fn name(&self) -> &'static str {
        "c-inits"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for id in cx.functions() {
            let f = &mut cx.module.functions[id];
            for local in f.locals.values_mut() {
                if let Some(init) = local.init.take() {
                    local.init = Some(assigned(&mut f.store, local.ty, init));
                }
            }
        }
        let module = &mut *cx.module;
        for g in module.globals.values_mut() {
            if let Some(init) = g.init.take() {
                g.init = Some(assigned(&mut module.store, g.ty, init));
            }
        }
    }
}

/// `init` of a variable of type `ty` written with `=`.
fn assigned(store: &mut Store, ty: TyId, init: Init) -> Init {
    match init {
        Init::Brace(values) => {
            let entries =
                values.into_iter().map(|value| InitEntry { designators: Vec::new(), value });
            Init::Assign(store.expr(Expr::InitList(entries.collect()), None))
        }
        Init::Direct(values) if values.len() == 1 && scalar(store, ty) => Init::Assign(values[0]),
        other => other,
    }
}

/// Whether `ty` is a builtin, enum or pointer type (which a parenthesised initializer copies).
fn scalar(store: &Store, ty: TyId) -> bool {
    matches!(store.types.get(ty).map(|t| &t.kind), Some(TyKind::Builtin(_) | TyKind::Pointer(_)))
}
