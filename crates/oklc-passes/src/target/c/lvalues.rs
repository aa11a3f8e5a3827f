//! `c-lvalues`: in C a conditional expression is never an lvalue, so `(c ? a : b) = v` (and
//! `++`, `--` or `&` of one) does not compile. The conditional picks an address instead:
//! `*(c ? &a : &b) = v`, nested conditionals alike.

use oklc_ir::{ArenaExt, Expr, ExprId, Stage, Store, UnaryOp};

use super::wrap;
use crate::pipeline::{Pass, PassCx};

pub(super) struct LvaluesPass;

impl Pass for LvaluesPass {
    fn name(&self) -> &'static str {
        "c-lvalues"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for id in cx.functions() {
            let store = &mut cx.module.functions[id].store;
            let targets: Vec<ExprId> = store
                .exprs
                .values()
                .filter_map(Expr::written_operand)
                .filter(|&e| matches!(store.exprs.get(e), Some(Expr::Cond { .. })))
                .collect();
            for e in targets {
                addresses(store, e);
                wrap(store, e, UnaryOp::Deref);
            }
        }
    }
}

/// Makes each branch of the conditional `e` the address of what it designates.
fn addresses(store: &mut Store, e: ExprId) {
    let Some(&Expr::Cond { then, els, .. }) = store.exprs.get(e) else { return };
    for branch in [then, els] {
        match store.exprs.get(branch) {
            Some(Expr::Cond { .. }) => addresses(store, branch),
            _ => wrap(store, branch, UnaryOp::AddrOf),
        }
    }
}
