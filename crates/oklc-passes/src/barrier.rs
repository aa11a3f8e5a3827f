//! `barrier`: implicit `@barrier` insertion for SIMT targets, by the conservative rule of
//! docs/passes.md.
//!
//! After a *top-most* `@inner` loop `L` (no `@inner` ancestor) a group barrier
//! (`Stmt::Barrier { kind: Group, implicit: true }`) is inserted when
//! 1. `L` is not `@nobarrier`,
//! 2. `L`'s subtree references a `@shared` variable, or it writes memory (through an index,
//!    a pointer or `->`) and the statement right after it tests memory itself (the condition
//!    of a regular loop or an `if` around later `@inner` loops: `for (; flag[b] > 0;)` after
//!    an `@inner` loop that sets `flag[b]`), which every work-item must see written, and
//! 3. another `@inner` loop can run after `L` in the same outer iteration: a later statement
//!    of any enclosing block up to the top-level `@outer` loop contains an `@inner` loop, or
//!    `L` sits inside a regular loop (`for`, `while`, `do`, a non-OKL canonical loop) within
//!    the `@outer` loop, whose next iteration runs `L` again.
//!
//! Unlike legacy OCCA, "later" is not limited to `L`'s own block, so an `@inner` loop inside an
//! `if` followed by one outside it gets its barrier. No barrier is inserted right before an
//! explicit group `@barrier`. Host targets do not run this pass (their barriers are no-ops).

use oklc_ir::{
    ArenaExt, BarrierKind, Block, Expr, Function, LoopKind, OklStorage, Stage, Stmt, UnaryOp,
};

use crate::pipeline::{Pass, PassCx};
use crate::util::{LocalSet, loop_span, with_fn_body, with_loop_body};

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
            let mut shared = LocalSet::for_function(f);
            for (id, l) in f.locals.iter() {
                if l.storage == OklStorage::Shared {
                    shared.insert(id);
                }
            }
            let inner_below = inner_below(f);
            let sets = Sets { shared: &shared, inner_below: &inner_below };
            with_fn_body(f, |f, body| walk(f, body, Ctx { in_outer: false, after: false }, &sets));
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

/// What the walk looks things up in: the `@shared` locals, and per loop (by arena index)
/// whether it is or contains an `@inner` loop.
struct Sets<'a> {
    shared: &'a LocalSet,
    inner_below: &'a [bool],
}

/// For every loop of `f`, whether it is or contains an `@inner` loop; computed once per
/// function (inserting barriers does not change it) instead of one subtree walk per statement
/// of every block.
fn inner_below(f: &Function) -> Vec<bool> {
    let mut out = vec![false; f.loops.len()];
    if let Some(body) = &f.body {
        oklc_ir::visit::walk(f, body, &mut |v| {
            if let Stmt::Loop(id) = v.stmt
                && f.loops.get(*id).is_some_and(|l| l.kind.is_inner())
            {
                for l in v.loops.iter().chain(std::iter::once(id)) {
                    if let Some(slot) = out.get_mut(u32::from(l.into_raw()) as usize) {
                        *slot = true;
                    }
                }
            }
        });
    }
    out
}

/// Whether `stmt` is or contains an `@inner` loop.
fn contains_inner(stmt: &Stmt, inner_below: &[bool]) -> bool {
    match stmt {
        Stmt::Loop(id) => inner_below.get(u32::from(id.into_raw()) as usize).copied() == Some(true),
        other => oklc_ir::visit::child_blocks(other)
            .any(|b| b.stmts.iter().any(|s| contains_inner(s, inner_below))),
    }
}

fn uses_shared(f: &Function, stmt: &Stmt, shared: &LocalSet) -> bool {
    let mut found = false;
    oklc_ir::visit::walk_stmt(f, stmt, &mut |v| {
        oklc_ir::visit::stmt_exprs(f, v.stmt, |e| {
            oklc_ir::visit::walk_expr(&f.store, e, |_, node| {
                if let Expr::Local(l) = node {
                    found |= shared.contains(*l);
                }
            });
        });
    });
    found
}

/// Whether `stmt` assigns to, increments or decrements an object reached through an index, a
/// pointer or `->` (memory other work-items may read), anywhere inside it.
fn writes_memory(f: &Function, stmt: &Stmt) -> bool {
    let mut found = false;
    oklc_ir::visit::walk_stmt(f, stmt, &mut |v| {
        oklc_ir::visit::stmt_exprs(f, v.stmt, |e| {
            oklc_ir::visit::walk_expr(&f.store, e, |_, node| {
                let target = match node {
                    Expr::Assign { lhs, .. } => *lhs,
                    Expr::Unary {
                        op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                        arg,
                    } => *arg,
                    _ => return,
                };
                found |= reaches_memory(f, target);
            });
        });
    });
    found
}

/// Whether the expressions `stmt` evaluates itself (a condition, not nested blocks) read
/// through an index, a pointer or `->`.
fn tests_memory(f: &Function, stmt: &Stmt) -> bool {
    if matches!(stmt, Stmt::Expr(_) | Stmt::Decl(_) | Stmt::Return(_)) {
        return false;
    }
    let mut found = false;
    oklc_ir::visit::stmt_exprs(f, stmt, |e| found |= reaches_memory(f, e));
    found
}

fn reaches_memory(f: &Function, e: oklc_ir::ExprId) -> bool {
    let mut found = false;
    oklc_ir::visit::walk_expr(&f.store, e, |_, node| {
        found |= matches!(
            node,
            Expr::Index { .. }
                | Expr::Unary { op: UnaryOp::Deref, .. }
                | Expr::Member { arrow: true, .. }
        );
    });
    found
}

fn walk(f: &mut Function, block: &mut Block, cx: Ctx, sets: &Sets<'_>) {
    let has_inner: Vec<bool> =
        block.stmts.iter().map(|s| contains_inner(s, sets.inner_below)).collect();
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
                            walk(f, b, Ctx { in_outer: true, after }, sets)
                        });
                    }
                    LoopKind::Inner(_) => {
                        if cx.in_outer
                            && !l.attrs.nobarrier
                            && after_i
                            && (uses_shared(f, &block.stmts[i], sets.shared)
                                || (block.stmts.get(i + 1).is_some_and(|n| tests_memory(f, n))
                                    && writes_memory(f, &block.stmts[i])))
                            && !matches!(
                                block.stmts.get(i + 1),
                                Some(Stmt::Barrier { kind, .. }) if kind.is_group_wide()
                            )
                        {
                            inserts.push((i + 1, loop_span(f, id)));
                        }
                    }
                    _ => {
                        let cx2 = Ctx { in_outer: cx.in_outer, after: cx.in_outer || after_i };
                        with_loop_body(f, id, |f, b| walk(f, b, cx2, sets));
                    }
                }
            }
            Stmt::For { body, .. } => {
                walk(f, body, Ctx { in_outer: cx.in_outer, after: cx.in_outer || after_i }, sets);
            }
            Stmt::While { body, .. } | Stmt::DoWhile { body, .. } | Stmt::RangeFor { body, .. } => {
                walk(f, body, Ctx { in_outer: cx.in_outer, after: cx.in_outer || after_i }, sets);
            }
            other => {
                for b in oklc_ir::visit::child_blocks_mut(other) {
                    walk(f, b, Ctx { in_outer: cx.in_outer, after: after_i }, sets);
                }
            }
        }
    }
    for (at, span) in inserts.into_iter().rev() {
        block.insert(at, Stmt::Barrier { kind: BarrierKind::Group, implicit: true }, span);
    }
}
