//! Exact host lowering of a `return` in an `@inner` loop that later `@inner` work of the same
//! work-item follows (docs/passes.md, "`return` in `@outer` and `@inner` bodies").
//!
//! On GPUs such a `return` ends the work-item; the host runs every `@inner` loop as a C++ loop
//! over all work-items, so ending the work-item's iteration (what `lower_returns` does) would
//! let the later `@inner` loops run for it. For each innermost `@outer` loop `G` that holds such
//! a `return` ([`crate::loop_dims::late_returns`]), this step, run before the `@exclusive`
//! lowering, adds at the start of `G`'s body
//!
//! ```text
//! int _occa_returned_count = 0;          // work-items of the group that returned
//! @exclusive bool _occa_returned = false; // whether this work-item returned
//! ```
//!
//! and rewrites `G`'s body:
//! * every `return` in an innermost `@inner` body becomes
//!   `_occa_returned = true; ++_occa_returned_count; return;` (a value expression is kept as a
//!   statement in front), and `lower_returns` then turns the `return` into the usual jump to
//!   the end of the work-item's iteration;
//! * every innermost `@inner` body that may run after such a `return` (a later loop, or the same
//!   one again from an enclosing regular loop) starts with `if (_occa_returned) return;`, which
//!   `lower_returns` turns into `continue`;
//! * a statement of a non-innermost `@inner` body that uses `@exclusive` variables and may run
//!   after such a `return` becomes `if (!_occa_returned) stmt`: the `@exclusive` lowering runs it
//!   once per work-item below, so it runs for exactly the work-items that have not returned;
//! * after each top-most `@inner` loop that may return, `if (_occa_returned_count == N) return;`
//!   with `N` the group's size (product of the launch's inner extents): when every work-item has
//!   returned, the group ends, as on GPUs, where no work-item is left to run the rest. Without a
//!   computable `N` (an extent computed in the kernel) the check is left out: still exact, as
//!   every later `@inner` body is skipped for every work-item.
//!
//! The `@exclusive` lowering then gives `_occa_returned` one element per work-item, initialised
//! to `false` at each iteration of `G`, and indexes it with the work-item's linear index, which
//! identifies the same work-item in every `@inner` loop of `G` whatever their extents. A returned
//! work-item is counted once: its later bodies, where it could return again, are skipped.

use indexmap::IndexSet;
use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::visit::{child_blocks_mut, stmt_exprs, walk_expr, walk_stmt};
use oklc_ir::{
    ArenaExt, AssignOp, BinaryOp, Block, Builtin, CastStyle, Expr, ExprId, Function, FunctionId,
    Init, LitKind, Literal, Local, LocalId, LocalKind, LoopId, OklStorage, Stmt, UnaryOp,
};
use oklc_span::Span;

use crate::exclusive::mid_level::{Extent, has_inner, has_inner_below, launch_extent};
use crate::pipeline::PassCx;
use crate::util::{TakenNames, lit, loop_head, loop_span, with_loop_body};

/// The locals of one group's lowering.
struct Flags {
    flag: LocalId,
    count: LocalId,
    /// The group's size, when the launch's extents can be spelled.
    size: Option<Vec<Extent>>,
}

/// The lowering of the module documentation for kernel `fid`. Returns `false` after reporting
/// an error (a group whose per-work-item storage cannot be sized).
pub(super) fn flag_late_returns(cx: &mut PassCx<'_>, fid: FunctionId) -> bool {
    let f = &cx.module.functions[fid];
    let inner: IndexSet<LoopId> = crate::loop_dims::late_returns(f)
        .into_iter()
        .filter(|r| r.above && !r.beyond && !r.mid_level)
        .map(|r| r.inner)
        .collect();
    if inner.is_empty() {
        return true;
    }
    // The innermost `@outer` loop around each of those loops, with its top-level `@outer` loop.
    let mut groups: IndexSet<(LoopId, LoopId)> = IndexSet::new();
    if let Some(body) = &f.body {
        oklc_ir::visit::walk(f, body, &mut |v| {
            let Stmt::Loop(id) = v.stmt else { return };
            if !inner.contains(id) {
                return;
            }
            let outers = crate::util::outer_loops(f, v.loops);
            if let (Some(top), Some(g)) = (outers.first(), outers.last()) {
                groups.insert((*g, *top));
            }
        });
    }
    let taken = TakenNames::of(cx, fid);
    let (flag_name, count_name) =
        (taken.fresh("_occa_returned".into()), taken.fresh("_occa_returned_count".into()));
    for (g, top) in groups {
        let f = &cx.module.functions[fid];
        let dims = cx
            .kernels
            .get(&fid)
            .and_then(|k| k.splits.iter().find(|s| s.loop_id == top))
            .map(|s| s.dims.clone());
        let storage = dims.as_ref().and_then(|d| {
            d.inner_product().or_else(|| {
                d.max_inner_dims.map(|[x, y, z]| u64::from(x) * u64::from(y) * u64::from(z))
            })
        });
        let Some(storage) = storage else {
            cx.report(
                Diagnostic::error(
                    codes::RETURN_IN_INNER,
                    "cannot size the per-work-item `return` flags of this `@outer` loop",
                    loop_head(f, g),
                )
                .with_primary_message("`@inner` extents known only at run time")
                .with_note(
                    "serial and OpenMP remember which work-items returned in an `@inner` loop \
                     that later `@inner` loops follow, one flag per work-item",
                )
                .with_help("add `@max_inner_dims(x, y, z)` to the top-level `@outer` loop"),
            );
            return false;
        };
        let size = dims.as_ref().and_then(|d| {
            (0u8..3)
                .filter(|a| d.inner[usize::from(*a)].is_some())
                .map(|a| launch_extent(f, d, a))
                .collect::<Option<Vec<Extent>>>()
        });
        let f = &mut cx.module.functions[fid];
        let span = loop_span(f, g);
        let bool_ty = f.store.builtin(Builtin::Bool);
        let int_ty = f.store.builtin(Builtin::Int);
        let mut flag = Local::new(flag_name.clone(), bool_ty, LocalKind::Synthetic, span);
        flag.storage = OklStorage::Exclusive;
        let no = f
            .store
            .expr(Expr::Literal(Literal { kind: LitKind::Bool, text: "false".into() }), Some(span));
        flag.init = Some(Init::Assign(no));
        let flag = f.add_local(flag);
        let mut count = Local::new(count_name.clone(), int_ty, LocalKind::Synthetic, span);
        count.init = Some(Init::Assign(lit(&mut f.store, 0, span)));
        let count = f.add_local(count);
        let fl = Flags { flag, count, size };
        with_loop_body(f, g, |f, body| {
            group_block(f, body, &mut false, &fl);
            body.insert(0, Stmt::Decl(flag), span);
            body.insert(0, Stmt::Decl(count), span);
        });
        let k = cx.kernel(fid);
        k.exclusive_sizes.insert(flag, storage);
        k.uses_exclusive = true;
    }
    true
}

/// A block of `G`'s body outside every `@inner` loop; `armed`: a `return` that sets a flag may
/// have run before the current point.
fn group_block(f: &mut Function, block: &mut Block, armed: &mut bool, fl: &Flags) {
    let mut i = 0;
    while i < block.stmts.len() {
        let span = block.spans[i];
        if let Stmt::Loop(id) = block.stmts[i]
            && f.loops.get(id).is_some_and(|l| l.kind.is_inner())
        {
            let returns = returns_in(f, &block.stmts[i]);
            nest(f, id, armed, fl);
            if returns {
                *armed = true;
                if let Some(exit) = early_exit(f, fl, span) {
                    block.insert(i + 1, exit, span);
                    i += 1;
                }
            }
        } else {
            enter(f, &mut block.stmts[i], armed, fl, group_block);
        }
        i += 1;
    }
}

/// The `@inner` loop `id` and the loops below it.
fn nest(f: &mut Function, id: LoopId, armed: &mut bool, fl: &Flags) {
    if has_inner_below(f, id) {
        // The loop's iterations are different work-items: what one returns does not arm the
        // next iteration, only what follows in the same iteration.
        let mut here = *armed;
        with_loop_body(f, id, |f, b| mid_block(f, b, &mut here, fl));
    } else {
        let guard = *armed;
        with_loop_body(f, id, |f, b| {
            flag_returns(f, b, fl);
            if guard {
                let span = b.spans.first().copied().unwrap_or_else(|| loop_span(f, id));
                let cond = f.store.expr(Expr::Local(fl.flag), Some(span));
                let mut then = Block::new();
                then.push(Stmt::Return(None), span);
                b.insert(0, Stmt::If { constexpr: false, cond, then, els: None }, span);
            }
        });
    }
}

/// A block of a non-innermost `@inner` body outside the `@inner` loops below it.
fn mid_block(f: &mut Function, block: &mut Block, armed: &mut bool, fl: &Flags) {
    for i in 0..block.stmts.len() {
        let span = block.spans[i];
        match block.stmts[i] {
            Stmt::Loop(id) if f.loops.get(id).is_some_and(|l| l.kind.is_inner()) => {
                let returns = returns_in(f, &block.stmts[i]);
                nest(f, id, armed, fl);
                *armed |= returns;
            }
            _ if has_inner(f, &block.stmts[i]) => {
                enter(f, &mut block.stmts[i], armed, fl, mid_block);
            }
            _ if *armed && uses_exclusive(f, &block.stmts[i]) => {
                let stmt = std::mem::replace(&mut block.stmts[i], Stmt::Empty);
                let flag = f.store.expr(Expr::Local(fl.flag), Some(span));
                let cond = f.store.expr(Expr::Unary { op: UnaryOp::Not, arg: flag }, Some(span));
                let mut then = Block::new();
                then.push(stmt, span);
                block.stmts[i] = Stmt::If { constexpr: false, cond, then, els: None };
            }
            _ => {}
        }
    }
}

/// Walks the blocks of a statement that is not an `@inner` loop with `walk`; a loop whose body
/// may return is armed from its start, as its next iteration runs after the `return`.
fn enter(
    f: &mut Function,
    stmt: &mut Stmt,
    armed: &mut bool,
    fl: &Flags,
    walk: fn(&mut Function, &mut Block, &mut bool, &Flags),
) {
    let repeats = matches!(
        stmt,
        Stmt::Loop(_)
            | Stmt::For { .. }
            | Stmt::While { .. }
            | Stmt::DoWhile { .. }
            | Stmt::RangeFor { .. }
    );
    if repeats && returns_in(f, stmt) {
        *armed = true;
    }
    match stmt {
        Stmt::Loop(id) => {
            let id = *id;
            with_loop_body(f, id, |f, b| walk(f, b, armed, fl));
        }
        // The init block belongs to the header: no `@inner` loop there.
        Stmt::For { body, .. } => walk(f, body, armed, fl),
        other => {
            for b in child_blocks_mut(other) {
                walk(f, b, armed, fl);
            }
        }
    }
}

/// Whether `stmt` holds a `return`.
fn returns_in(f: &Function, stmt: &Stmt) -> bool {
    let mut found = false;
    walk_stmt(f, stmt, &mut |v| found |= matches!(v.stmt, Stmt::Return(_)));
    found
}

/// Whether `stmt` refers to an `@exclusive` variable.
fn uses_exclusive(f: &Function, stmt: &Stmt) -> bool {
    let mut found = false;
    walk_stmt(f, stmt, &mut |v| {
        stmt_exprs(f, v.stmt, |e| {
            walk_expr(&f.store, e, |_, n| {
                found |= matches!(n, Expr::Local(l)
                    if f.locals.get(*l).is_some_and(|l| l.storage == OklStorage::Exclusive));
            });
        });
    });
    found
}

/// Every `return` of an innermost `@inner` body also sets the work-item's flag and counts it
/// (the statements take the `return`'s place in its block).
fn flag_returns(f: &mut Function, block: &mut Block, fl: &Flags) {
    let mut i = 0;
    while i < block.stmts.len() {
        let span = block.spans[i];
        match &mut block.stmts[i] {
            Stmt::Return(value) => {
                // `return f();` with a `void` f: the call still happens, first.
                let call = value.take();
                let lhs = f.store.expr(Expr::Local(fl.flag), Some(span));
                let yes = f.store.expr(
                    Expr::Literal(Literal { kind: LitKind::Bool, text: "true".into() }),
                    Some(span),
                );
                let set =
                    f.store.expr(Expr::Assign { op: AssignOp::Assign, lhs, rhs: yes }, Some(span));
                let n = f.store.expr(Expr::Local(fl.count), Some(span));
                let inc = f.store.expr(Expr::Unary { op: UnaryOp::PreInc, arg: n }, Some(span));
                let mut stmts = vec![Stmt::Expr(set), Stmt::Expr(inc)];
                if let Some(e) = call {
                    stmts.insert(0, Stmt::Expr(e));
                }
                for s in stmts {
                    block.insert(i, s, span);
                    i += 1;
                }
            }
            Stmt::Loop(id) => {
                let id = *id;
                with_loop_body(f, id, |f, b| flag_returns(f, b, fl));
            }
            other => {
                for b in child_blocks_mut(other) {
                    flag_returns(f, b, fl);
                }
            }
        }
        i += 1;
    }
}

/// `if (_occa_returned_count == N) return;`, or nothing without a known group size.
fn early_exit(f: &mut Function, fl: &Flags, span: Span) -> Option<Stmt> {
    let extents = fl.size.as_ref()?;
    let mut constant: i128 = 1;
    let mut terms: Vec<ExprId> = Vec::new();
    for e in extents {
        match *e {
            Extent::Const(v) => constant = constant.checked_mul(v)?,
            Extent::Count(e) => terms.push(match crate::fold::linear(&f.store, e) {
                Some(lin) => crate::loop_dims::rebuild(&mut f.store, &lin, span),
                None => f.store.clone_expr(e),
            }),
        }
    }
    let mut n = (constant != 1 || terms.is_empty()).then(|| lit(&mut f.store, constant, span));
    for t in terms {
        n = Some(match n {
            None => t,
            Some(acc) => {
                f.store.expr(Expr::Binary { op: BinaryOp::Mul, lhs: acc, rhs: t }, Some(span))
            }
        });
    }
    let mut n = n?;
    if !extents.iter().all(|e| matches!(e, Extent::Const(_))) {
        // The count is an `int`: compare in `int`, not in the extents' type (maybe unsigned).
        let int = f.store.builtin(Builtin::Int);
        n = f.store.expr(Expr::Cast { style: CastStyle::C, ty: int, arg: n }, Some(span));
    }
    let count = f.store.expr(Expr::Local(fl.count), Some(span));
    let cond = f.store.expr(Expr::Binary { op: BinaryOp::Eq, lhs: count, rhs: n }, Some(span));
    let mut then = Block::new();
    then.push(Stmt::Return(None), span);
    Some(Stmt::If { constexpr: false, cond, then, els: None })
}
