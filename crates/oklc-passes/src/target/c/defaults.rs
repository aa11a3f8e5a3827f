//! `c-defaults`: C has no default arguments. Each call of a helper that leaves arguments out
//! gets the defaults written in (copied from the declaration), and the parameters lose them.
//! Defaults name constants and globals only (C++ forbids naming a parameter there), so the
//! copies mean the same at every call.

use oklc_ir::{ArenaExt, Expr, FunctionId, Init, Stage};

use super::{called_helper, named_calls};
use crate::pipeline::{Pass, PassCx};

pub(super) struct DefaultsPass;

impl Pass for DefaultsPass {
    fn name(&self) -> &'static str {
        "c-defaults"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let functions = cx.functions();
        for &caller in &functions {
            for (call, name, args) in named_calls(&cx.module.functions[caller]) {
                let Some(callee) = called_helper(cx.module, &name, args.len()) else { continue };
                fill_call(cx, caller, callee, call, args.len());
            }
        }
        // Every call now passes every argument: the declarations (prototypes too) drop their
        // defaults.
        for func in cx.module.functions.values_mut().filter(|f| !f.is_kernel()) {
            for p in func.params.clone() {
                func.locals[p].init = None;
            }
        }
    }
}

/// Appends the defaults of `callee`'s parameters from `given` on to the call.
fn fill_call(
    cx: &mut PassCx<'_>,
    caller: FunctionId,
    callee: FunctionId,
    call: oklc_ir::ExprId,
    given: usize,
) {
    let params = cx.module.functions[callee].params.clone();
    for &p in &params[given..] {
        let defaults = &cx.module.functions[callee];
        let Some(Init::Assign(default)) = defaults.locals[p].init.clone() else { return };
        let value = if callee == caller {
            cx.module.functions[caller].store.clone_expr(default)
        } else {
            let from = std::mem::take(&mut cx.module.functions[callee].store);
            let v = cx.module.functions[caller].store.import_expr(&from, default);
            cx.module.functions[callee].store = from;
            v
        };
        if let Some(Expr::Call { args, .. }) = cx.module.functions[caller].store.exprs.get_mut(call)
        {
            args.push(value);
        }
    }
}
