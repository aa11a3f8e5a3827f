//! `dim`: `v(a0, ..., ak)` on a `@dim` variable becomes `v[linear index]` (docs/guide/okl-reference.md).
//!
//! With extents `D` and permutation `p` (`@dimOrder`, identity when absent) the index is
//! `a[p[0]] + D[p[0]] * (a[p[1]] + D[p[1]] * (...))`: column-major by default, the first index
//! fastest, and the slowest extent never used. The index is built as an expression tree, so
//! printers parenthesise it correctly whatever the arguments are. Only calls whose callee is
//! directly a local, parameter or global carrying `@dim` are rewritten (not `s.m(i)`). A call with the
//! wrong number of indices, or a variable whose `@dimOrder` is not a permutation of its
//! `@dim`, is reported and left as written.

use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::{ArenaExt, BinaryOp, Expr, ExprId, Stage};

use crate::pipeline::{Pass, PassCx};
use crate::util::expr_span;

pub struct DimPass;

impl Pass for DimPass {
    fn name(&self) -> &'static str {
        "dim"
    }

    fn stage(&self) -> Stage {
        Stage::Lowered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for fid in cx.functions() {
            let oklc_ir::Module { functions, globals, store: module_store, .. } = &mut *cx.module;
            let f = &mut functions[fid];
            // Per function, not per module: the item-by-item driver runs this once per item on
            // a module whose globals keep growing.
            let dim_global = |e: &Expr| matches!(e, Expr::Global(g) if globals.get(*g).is_some_and(|g| g.dim.is_some()));
            if f.locals.values().all(|l| l.dim.is_none()) && !f.store.exprs.values().any(dim_global)
            {
                continue;
            }
            let ids: Vec<ExprId> = f.store.exprs.iter().map(|(id, _)| id).collect();
            for id in ids {
                let Some(Expr::Call { callee, args }) = f.store.exprs.get(id) else { continue };
                // The accessed variable: its name, declaration, `@dim` and the store of the
                // extents (a global's are in the module's store).
                let (name, decl, dim, global) = match f.store.exprs.get(*callee) {
                    Some(&Expr::Local(v)) => match f.locals.get(v) {
                        Some(l) if l.dim.is_some() => {
                            (l.name.clone(), l.span, l.dim.clone(), false)
                        }
                        _ => continue,
                    },
                    Some(&Expr::Global(g)) => match globals.get(g) {
                        Some(g) if g.dim.is_some() => (g.name.clone(), g.span, g.dim.clone(), true),
                        _ => continue,
                    },
                    _ => continue,
                };
                let Some(dim) = dim else { continue };
                let (callee, args) = (*callee, args.clone());
                let span = expr_span(f, id, f.span);
                let k = dim.sizes.len();
                let order: Vec<usize> = if dim.order.is_empty() {
                    (0..k).collect()
                } else {
                    dim.order.iter().map(|&o| o as usize).collect()
                };
                let mut sorted = order.clone();
                sorted.sort_unstable();
                if sorted != (0..k).collect::<Vec<_>>() || k == 0 {
                    cx.diagnostics.push(
                        Diagnostic::error(
                            codes::DIM_ORDER,
                            format!(
                                "`@dimOrder` of `{name}` is not a permutation of its {k} dimensions"
                            ),
                            span,
                        )
                        .with_primary_message(format!(
                            "`{name}` has `@dimOrder({})`",
                            order.iter().map(|o| o.to_string()).collect::<Vec<_>>().join(", ")
                        ))
                        .with_label(decl, "declared here")
                        .with_help(format!("list each of 0..{k} exactly once")),
                    );
                    continue;
                }
                if args.len() != k {
                    let what = if args.len() > k { "too many" } else { "missing" };
                    cx.diagnostics.push(
                        Diagnostic::error(
                            codes::DIM_ARITY,
                            format!(
                                "{what} dimensions: `{name}` has {k} but the call passes {}",
                                args.len()
                            ),
                            span,
                        )
                        .with_primary_message(format!("needs {k} indices"))
                        .with_label(decl, format!("`@dim` with {k} extents declared here")),
                    );
                    continue;
                }
                // idx = a[p[k-1]]; idx = a[p[m]] + D[p[m]] * idx for m = k-2 down to 0.
                let mut idx = args[order[k - 1]];
                for m in (0..k - 1).rev() {
                    let extent = dim.sizes[order[m]];
                    let size = if global {
                        f.store.import_expr(module_store, extent)
                    } else {
                        f.store.clone_expr(extent)
                    };
                    let scaled = f
                        .store
                        .expr(Expr::Binary { op: BinaryOp::Mul, lhs: size, rhs: idx }, Some(span));
                    idx = f.store.expr(
                        Expr::Binary { op: BinaryOp::Add, lhs: args[order[m]], rhs: scaled },
                        Some(span),
                    );
                }
                f.store.exprs[id] = Expr::Index { base: callee, index: idx };
            }
        }
    }
}
