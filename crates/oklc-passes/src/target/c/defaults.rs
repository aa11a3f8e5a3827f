//! `c-defaults`: C has no default arguments. Each call of a helper that leaves arguments out
//! gets the defaults written in (copied from the declaration), and the parameters lose them.
//! A default that names a local of the helper cannot be copied to a caller: `OKL0590`.

use oklc_diag::Diagnostic;
use oklc_ir::{ArenaExt, Expr, Function, FunctionId, Init, Stage};

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
        if names_local(defaults, default) {
            let span = defaults.store.span_of(default).unwrap_or(defaults.span);
            cx.report(
                Diagnostic::error(
                    oklc_diag::codes::passes::C_DEFAULT_ARGUMENT,
                    "this default argument names a local of the function",
                    span,
                )
                .with_primary_message(
                    "OpenCL C has no default arguments, and this one cannot be copied to the calls",
                )
                .with_help("pass the argument at every call"),
            );
            return;
        }
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

/// Whether `e` reads a local (another parameter) or holds a lambda.
fn names_local(f: &Function, e: oklc_ir::ExprId) -> bool {
    let mut found = false;
    oklc_ir::visit::walk_expr(&f.store, e, |_, x| {
        found |= matches!(x, Expr::Local(_) | Expr::Lambda(_));
    });
    found
}
