//! SIMT lowering of a `return` in an `@inner` loop that later work of the same work-item
//! follows (docs/passes.md, "`return` in `@outer` and `@inner` bodies").
//!
//! A GPU ends the work-item that runs `return`, and the group then waits at the next barrier
//! for a work-item that never comes: defined on NVIDIA GPUs (an exited thread no longer counts
//! at `__syncthreads`), undefined in OpenCL, SYCL and Metal, where CPU implementations run the
//! returned work-item's later code or hang. So the work-item stays alive and skips its work
//! instead. For each top-level `@outer` loop holding such a `return`
//! ([`crate::loop_dims::late_returns`]) its body starts with `bool _occa_returned = false;`
//! (private to the work-item, like all `@outer` body locals on a GPU), and
//! * the `return` becomes `_occa_returned = true;`; the rest of the `@inner` body is skipped
//!   with structured control flow only (Metal has no `goto`): inside a loop or `switch` of the
//!   body, `break;` follows it and `if (_occa_returned) break;` follows each nested loop or
//!   `switch` that can return, and at the body's own level the statements after a statement
//!   that can return are wrapped in `if (!_occa_returned) { ... }`;
//! * the body of every top-most `@inner` loop of that `@outer` loop is wrapped in
//!   `if (!_occa_returned) { ... }`, so a returned work-item runs no later `@inner` iteration;
//! * every statement of the `@outer` bodies that holds no `@inner` loop and no barrier (and
//!   declares nothing) is wrapped the same way: a GPU runs that code once per work-item.
//!
//! Barriers of the `@outer` level stay outside every `if`, so the whole group reaches them (a
//! barrier inside an `@inner` body is divergent already: `OKL0523`).

use oklc_ir::visit::{child_blocks_mut, walk_stmt};
use oklc_ir::{
    ArenaExt, AssignOp, Block, Builtin, Expr, ExprId, Function, FunctionId, Init, LitKind, Literal,
    Local, LocalId, LocalKind, LoopId, Stmt, UnaryOp,
};
use oklc_span::Span;

use crate::pipeline::PassCx;
use crate::util::{TakenNames, loop_span, with_loop_body};

/// The lowering of the module documentation for kernel `fid`.
pub(crate) fn flag_late_returns(cx: &mut PassCx<'_>, fid: FunctionId) {
    let f = &cx.module.functions[fid];
    let late = crate::loop_dims::late_returns(f);
    if late.is_empty() {
        return;
    }
    let mut roots: Vec<LoopId> = Vec::new();
    for r in &late {
        let enclosing = oklc_ir::visit::enclosing_loops(f, r.inner).unwrap_or_default();
        let root =
            enclosing.into_iter().find(|l| f.loops.get(*l).is_some_and(|l| l.kind.is_outer()));
        if let Some(root) = root
            && !roots.contains(&root)
        {
            roots.push(root);
        }
    }
    let name = TakenNames::of(cx, fid).fresh("_occa_returned".to_string());
    let f = &mut cx.module.functions[fid];
    for root in roots {
        let span = loop_span(f, root);
        let bool_ty = f.store.builtin(Builtin::Bool);
        let mut flag = Local::new(name.clone(), bool_ty, LocalKind::Synthetic, span);
        flag.init = Some(Init::Assign(boolean(f, false, span)));
        let flag = f.add_local(flag);
        with_loop_body(f, root, |f, body| {
            guard_outer_block(f, body, flag);
            body.insert(0, Stmt::Decl(flag), span);
        });
    }
}

fn boolean(f: &mut Function, value: bool, span: Span) -> ExprId {
    let text = if value { "true" } else { "false" };
    f.store.expr(Expr::Literal(Literal { kind: LitKind::Bool, text: text.into() }), Some(span))
}

/// `!flag`.
fn not_returned(f: &mut Function, flag: LocalId, span: Span) -> ExprId {
    let arg = f.store.expr(Expr::Local(flag), Some(span));
    f.store.expr(Expr::Unary { op: UnaryOp::Not, arg }, Some(span))
}

/// `if (!flag) { block }`.
fn unless_returned(f: &mut Function, flag: LocalId, block: Block, span: Span) -> Stmt {
    let cond = not_returned(f, flag, span);
    Stmt::If { constexpr: false, cond, then: block, els: None }
}

/// Whether `stmt` holds an `@inner` loop or a barrier: code the whole group must reach.
fn holds_group_work(f: &Function, stmt: &Stmt) -> bool {
    let mut found = false;
    walk_stmt(f, stmt, &mut |v| {
        found |= matches!(v.stmt, Stmt::Barrier { .. })
            || matches!(v.stmt, Stmt::Loop(id) if f.loops.get(*id).is_some_and(|l| l.kind.is_inner()));
    });
    found
}

fn holds_return(f: &Function, stmt: &Stmt) -> bool {
    let mut found = false;
    walk_stmt(f, stmt, &mut |v| found |= matches!(v.stmt, Stmt::Return(_)));
    found
}

/// A block of an `@outer` body outside every `@inner` loop.
fn guard_outer_block(f: &mut Function, block: &mut Block, flag: LocalId) {
    for i in 0..block.stmts.len() {
        let span = block.spans[i];
        match &mut block.stmts[i] {
            Stmt::Loop(id) => {
                let id = *id;
                let Some(kind) = f.loops.get(id).map(|l| l.kind.clone()) else { continue };
                if kind.is_inner() {
                    guard_inner_body(f, id, flag);
                } else if kind.is_outer() || holds_group_work(f, &block.stmts[i]) {
                    with_loop_body(f, id, |f, b| guard_outer_block(f, b, flag));
                } else {
                    wrap(f, block, i, flag, span);
                }
            }
            Stmt::Expr(_) => wrap(f, block, i, flag, span),
            Stmt::Decl(_)
            | Stmt::Barrier { .. }
            | Stmt::Label(_)
            | Stmt::Goto(_)
            | Stmt::Break
            | Stmt::Continue
            | Stmt::Case(_)
            | Stmt::Default
            | Stmt::Return(_)
            | Stmt::Directive(_)
            | Stmt::TypeDecl(_) => {}
            other => {
                if holds_group_work(f, other) {
                    for b in child_blocks_mut(other) {
                        guard_outer_block(f, b, flag);
                    }
                } else {
                    wrap(f, block, i, flag, span);
                }
            }
        }
    }
}

/// Replaces statement `i` of `block` with `if (!flag) { stmt }`.
fn wrap(f: &mut Function, block: &mut Block, i: usize, flag: LocalId, span: Span) {
    let stmt = std::mem::replace(&mut block.stmts[i], Stmt::Empty);
    let mut inner = Block::new();
    inner.push(stmt, span);
    block.stmts[i] = unless_returned(f, flag, inner, span);
}

/// The body of a top-most `@inner` loop: its returns set the flag, and it runs only for a
/// work-item that has not returned.
fn guard_inner_body(f: &mut Function, id: LoopId, flag: LocalId) {
    let span = loop_span(f, id);
    with_loop_body(f, id, |f, body| {
        skip_after_returns(f, body, flag, false);
        let old = std::mem::take(body);
        body.push(unless_returned(f, flag, old, span), span);
    });
}

/// Rewrites the returns of a block inside an `@inner` body; `breakable`: a loop or `switch` of
/// the body encloses the block, so `break` leaves toward the body's end.
fn skip_after_returns(f: &mut Function, block: &mut Block, flag: LocalId, breakable: bool) {
    let mut i = 0;
    while i < block.stmts.len() {
        if !holds_return(f, &block.stmts[i]) {
            i += 1;
            continue;
        }
        let span = block.spans[i];
        // A `break` inside a loop or `switch` leaves only that statement.
        let stops_break = match &block.stmts[i] {
            Stmt::Loop(id) => f.loops.get(*id).is_some_and(|l| !l.kind.is_inner()),
            stmt => matches!(
                stmt,
                Stmt::For { .. }
                    | Stmt::While { .. }
                    | Stmt::DoWhile { .. }
                    | Stmt::RangeFor { .. }
                    | Stmt::Switch { .. }
            ),
        };
        match &mut block.stmts[i] {
            Stmt::Return(value) => {
                let value = *value;
                let lhs = f.store.expr(Expr::Local(flag), Some(span));
                let rhs = boolean(f, true, span);
                let set = f.store.expr(Expr::Assign { op: AssignOp::Assign, lhs, rhs }, Some(span));
                block.stmts[i] = Stmt::Expr(set);
                if let Some(v) = value {
                    block.insert(i, Stmt::Expr(v), span);
                    i += 1;
                }
                if breakable {
                    block.insert(i + 1, Stmt::Break, span);
                    i += 2;
                    continue;
                }
            }
            Stmt::Loop(id) => {
                let id = *id;
                let inner = f.loops.get(id).is_some_and(|l| l.kind.is_inner());
                // A nested `@inner` loop is a block on SIMT targets: `break` does not stop at it.
                with_loop_body(f, id, |f, b| skip_after_returns(f, b, flag, breakable || !inner));
            }
            stmt @ (Stmt::For { .. }
            | Stmt::While { .. }
            | Stmt::DoWhile { .. }
            | Stmt::RangeFor { .. }
            | Stmt::Switch { .. }) => {
                for b in child_blocks_mut(stmt) {
                    skip_after_returns(f, b, flag, true);
                }
            }
            other => {
                for b in child_blocks_mut(other) {
                    skip_after_returns(f, b, flag, breakable);
                }
            }
        }
        if breakable && !stops_break {
            // The returns inside already `break` toward the body's end.
            i += 1;
        } else if breakable {
            let cond = f.store.expr(Expr::Local(flag), Some(span));
            let mut brk = Block::new();
            brk.push(Stmt::Break, span);
            block.insert(i + 1, Stmt::If { constexpr: false, cond, then: brk, els: None }, span);
            i += 2;
        } else {
            let stmts: Vec<Stmt> = block.stmts.drain(i + 1..).collect();
            let spans: Vec<Span> = block.spans.drain(i + 1..).collect();
            if !stmts.is_empty() {
                let mut rest = Block::new();
                for (s, sp) in stmts.into_iter().zip(spans) {
                    rest.push(s, sp);
                }
                skip_after_returns(f, &mut rest, flag, false);
                block.push(unless_returned(f, flag, rest, span), span);
            }
            return;
        }
    }
}
