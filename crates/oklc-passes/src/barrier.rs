//! `barrier`: implicit `@barrier` insertion for SIMT targets, by the conservative rule of
//! spec §6.1 (fixing §12 item 21).
//!
//! After a *top-most* `@inner` loop `L` (no `@inner` ancestor) a group barrier
//! (`Stmt::Barrier { kind: Group, implicit: true }`) is inserted when
//! 1. `L` is not `@nobarrier`,
//! 2. `L`'s subtree references a `@shared` variable, and
//! 3. another `@inner` loop can run after `L` in the same outer iteration: a later statement
//!    of any enclosing block up to the top-level `@outer` loop contains an `@inner` loop, or
//!    `L` sits inside a regular loop (`for`, `while`, `do`, a non-OKL canonical loop) within
//!    the `@outer` loop, whose next iteration runs `L` again.
//!
//! Unlike legacy OCCA, "later" is not limited to `L`'s own block, so an `@inner` loop inside an
//! `if` followed by one outside it gets its barrier. No barrier is inserted right before an
//! explicit group `@barrier`. Host targets do not run this pass (their barriers are no-ops).

use indexmap::IndexSet;
use oklc_ir::{ArenaExt, BarrierKind, Block, Function, LocalId, LoopKind, OklStorage, Stage, Stmt};

use crate::pipeline::{Pass, PassCx};
use crate::util::{loop_span, with_fn_body, with_loop_body};

pub struct BarrierPass;

impl Pass for BarrierPass {
    fn name(&self) -> &'static str {
        "barrier"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        if !cx.options.add_barriers {
            return;
        }
        for fid in cx.functions() {
            let f = &mut cx.module.functions[fid];
            if !f.is_kernel() {
                continue;
            }
            let shared: IndexSet<LocalId> = f
                .locals
                .iter()
                .filter(|(_, l)| l.storage == OklStorage::Shared)
                .map(|(id, _)| id)
                .collect();
            if shared.is_empty() {
                continue;
            }
            with_fn_body(f, |f, body| {
                walk(f, body, Ctx { in_outer: false, after: false }, &shared)
            });
        }
    }
}

#[derive(Clone, Copy)]
struct Ctx {
    /// Inside a top-level `@outer` loop.
    in_outer: bool,
    /// Some `@inner` loop may run after this block within the same outer iteration.
    after: bool,
}

fn is_inner(l: &oklc_ir::Loop) -> bool {
    l.kind.is_inner()
}

fn uses_shared(f: &Function, stmt: &Stmt, shared: &IndexSet<LocalId>) -> bool {
    let mut found = false;
    oklc_ir::visit::walk_stmt(f, stmt, &mut |v| {
        oklc_ir::visit::stmt_exprs(f, v.stmt, |e| {
            if oklc_ir::visit::locals_in_expr(&f.store, e).iter().any(|(_, l)| shared.contains(l)) {
                found = true;
            }
        });
    });
    found
}

fn walk(f: &mut Function, block: &mut Block, cx: Ctx, shared: &IndexSet<LocalId>) {
    let has_inner: Vec<bool> =
        block.stmts.iter().map(|s| oklc_ir::visit::contains_loop(f, s, &is_inner)).collect();
    let mut inserts = Vec::new();
    for i in 0..block.stmts.len() {
        let later = has_inner[i + 1..].iter().any(|x| *x);
        let after_i = cx.after || later;
        match &mut block.stmts[i] {
            Stmt::Loop(id) => {
                let id = *id;
                let Some(l) = f.loops.get(id) else { continue };
                match l.kind {
                    LoopKind::Outer(_) => {
                        let after = cx.in_outer && after_i;
                        with_loop_body(f, id, |f, b| {
                            walk(f, b, Ctx { in_outer: true, after }, shared)
                        });
                    }
                    LoopKind::Inner(_) => {
                        if cx.in_outer
                            && !l.attrs.nobarrier
                            && after_i
                            && uses_shared(f, &block.stmts[i], shared)
                            && !matches!(
                                block.stmts.get(i + 1),
                                Some(Stmt::Barrier { kind: BarrierKind::Group, .. })
                            )
                        {
                            inserts.push((i + 1, loop_span(f, id)));
                        }
                    }
                    _ => {
                        let cx2 = Ctx { in_outer: cx.in_outer, after: cx.in_outer || after_i };
                        with_loop_body(f, id, |f, b| walk(f, b, cx2, shared));
                    }
                }
            }
            Stmt::For { body, .. }
            | Stmt::While { body, .. }
            | Stmt::DoWhile { body, .. }
            | Stmt::RangeFor { body, .. } => {
                walk(f, body, Ctx { in_outer: cx.in_outer, after: cx.in_outer || after_i }, shared);
            }
            other => {
                for b in oklc_ir::visit::child_blocks_mut(other) {
                    walk(f, b, Ctx { in_outer: cx.in_outer, after: after_i }, shared);
                }
            }
        }
    }
    for (at, span) in inserts.into_iter().rev() {
        block.insert(at, Stmt::Barrier { kind: BarrierKind::Group, implicit: true }, span);
    }
}
