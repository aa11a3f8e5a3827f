//! `host`: the serial/OpenMP lowering of `@exclusive` (spec §7.2, decisions §15.4).
//!
//! For each `@outer` loop `O` that directly encloses (innermost) `@exclusive` declarations:
//! 1. `int _occa_exclusive_index;` becomes the first statement of `O`'s body;
//! 2. each such declaration `T x` becomes `T x[SIZE]` (a leading dimension: `float q[2]` →
//!    `float q[SIZE][2]`), with `SIZE` from the `exclusive` pass;
//! 3. every other reference to `x` becomes `x[_occa_exclusive_index]`;
//! 4. `_occa_exclusive_index = 0;` goes before every top-most `@inner` loop in `O`, and
//!    `++_occa_exclusive_index;` at the end of every innermost `@inner` body in `O`;
//! 5. a scalar initializer is replicated per work-item right after the declaration:
//!    `for (int _occa_exclusive_init = 0; _occa_exclusive_init < SIZE; ++_occa_exclusive_init)
//!    x[_occa_exclusive_init] = init;` — every work-item's copy is initialised at the
//!    declaration point, as on GPUs. (Array initializers are rejected by `exclusive`.)
//!
//! Barriers stay in the tree (`Stmt::Barrier`); host printers spell them as nothing (`;`).
//! Kernels with errors from earlier passes are left alone.

use indexmap::IndexMap;
use oklc_ir::{
    ArenaExt, AssignOp, BinaryOp, Block, Builtin, Expr, ExprId, Function, Init, Local, LocalId,
    LocalKind, LoopId, LoopKind, OklStorage, Stage, Stmt, Ty, TyKind, UnaryOp,
};
use oklc_span::Span;

use crate::exclusive::INDEX_NAME;
use crate::pipeline::{Pass, PassCx};
use crate::util::{lit, loop_span, with_fn_body, with_loop_body};

pub struct HostPass;

impl Pass for HostPass {
    fn name(&self) -> &'static str {
        "host"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for fid in cx.functions() {
            if cx.failed.contains(&fid) {
                continue;
            }
            let Some(info) = cx.kernels.get(&fid) else { continue };
            if info.exclusive_sizes.is_empty() {
                continue;
            }
            let sizes = info.exclusive_sizes.clone();
            lower(&mut cx.module.functions[fid], &sizes);
        }
    }
}

/// The exclusive declarations of `f` grouped by their innermost `@outer` loop.
fn group_by_outer(f: &Function) -> IndexMap<LoopId, Vec<LocalId>> {
    let mut groups: IndexMap<LoopId, Vec<LocalId>> = IndexMap::new();
    if let Some(body) = &f.body {
        oklc_ir::visit::walk(f, body, &mut |v| {
            let Stmt::Decl(l) = v.stmt else { return };
            if f.locals.get(*l).is_none_or(|x| x.storage != OklStorage::Exclusive) {
                return;
            }
            let outer = v
                .loops
                .iter()
                .rev()
                .find(|id| f.loops.get(**id).is_some_and(|x| x.kind.is_outer()));
            if let Some(o) = outer {
                groups.entry(*o).or_default().push(*l);
            }
        });
    }
    groups
}

fn lower(f: &mut Function, sizes: &IndexMap<LocalId, u64>) {
    let groups = group_by_outer(f);
    if groups.values().flatten().any(|l| !sizes.contains_key(l)) {
        return;
    }
    let int = f.store.builtin(Builtin::Int);
    // index local per exclusive variable
    let mut index_of: IndexMap<LocalId, LocalId> = IndexMap::new();
    let mut outers = Vec::new();
    for (o, vars) in &groups {
        let span = loop_span(f, *o);
        let idx = f.add_local(Local::new(INDEX_NAME, int, LocalKind::Synthetic, span));
        for v in vars {
            index_of.insert(*v, idx);
        }
        outers.push((*o, idx));
    }

    // 3. Rewrite uses (every existing `Local(x)` node).
    let ids: Vec<ExprId> = f.store.exprs.iter().map(|(id, _)| id).collect();
    for id in ids {
        let Some(Expr::Local(x)) = f.store.exprs.get(id).cloned() else { continue };
        let Some(&idx) = index_of.get(&x) else { continue };
        let span = f.store.span_of(id);
        let base = f.store.expr(Expr::Local(x), span);
        let index = f.store.expr(Expr::Local(idx), span);
        f.store.exprs[id] = Expr::Index { base, index };
    }

    // 2. Leading dimension.
    for (x, _) in &index_of {
        let Some(&n) = sizes.get(x) else { continue };
        let span = f.locals[*x].span;
        let size = lit(&mut f.store, i128::from(n), span);
        let elem = f.locals[*x].ty;
        f.locals[*x].ty = f.store.ty(Ty::new(TyKind::Array { elem, size: Some(size) }));
        // Now an ordinary array: printers need not know it was `@exclusive`.
        f.locals[*x].storage = OklStorage::Private;
    }

    // 5. Initializers, 1. index declarations, 4. resets and increments.
    with_fn_body(f, |f, body| replicate_inits(f, body, &index_of, sizes, int));
    for (o, idx) in outers {
        let span = loop_span(f, o);
        with_loop_body(f, o, |f, body| {
            count_inner(f, body, idx, span);
            body.insert(0, Stmt::Decl(idx), span);
        });
    }
}

/// Moves each exclusive initializer into a per-element loop after the declaration.
fn replicate_inits(
    f: &mut Function,
    block: &mut Block,
    index_of: &IndexMap<LocalId, LocalId>,
    sizes: &IndexMap<LocalId, u64>,
    int: oklc_ir::TyId,
) {
    let mut i = 0;
    while i < block.stmts.len() {
        match &mut block.stmts[i] {
            Stmt::Decl(x) if index_of.contains_key(x) => {
                let x = *x;
                let span = block.spans[i];
                if let Some(init) = f.locals[x].init.take() {
                    let n = sizes.get(&x).copied().unwrap_or(1);
                    let elem_ty = match f.store.types.get(f.locals[x].ty).map(|t| &t.kind) {
                        Some(TyKind::Array { elem, .. }) => *elem,
                        _ => f.locals[x].ty,
                    };
                    let value = match init {
                        Init::Assign(e) => e,
                        Init::Direct(args) | Init::Brace(args) if args.len() == 1 => args[0],
                        Init::Direct(args) => f
                            .store
                            .expr(Expr::Construct { ty: elem_ty, args, braces: false }, Some(span)),
                        Init::Brace(args) => f
                            .store
                            .expr(Expr::Construct { ty: elem_ty, args, braces: true }, Some(span)),
                    };
                    let stmt = init_loop(f, x, value, n, int, span);
                    block.insert(i + 1, stmt, span);
                    i += 1;
                }
            }
            Stmt::Loop(id) => {
                let id = *id;
                with_loop_body(f, id, |f, b| replicate_inits(f, b, index_of, sizes, int));
            }
            other => {
                for b in oklc_ir::visit::child_blocks_mut(other) {
                    replicate_inits(f, b, index_of, sizes, int);
                }
            }
        }
        i += 1;
    }
}

fn init_loop(
    f: &mut Function,
    x: LocalId,
    value: ExprId,
    n: u64,
    int: oklc_ir::TyId,
    span: Span,
) -> Stmt {
    let k = f.add_local(Local::new("_occa_exclusive_init", int, LocalKind::Synthetic, span));
    let zero = lit(&mut f.store, 0, span);
    f.locals[k].init = Some(Init::Assign(zero));
    let kref = f.store.expr(Expr::Local(k), Some(span));
    let bound = lit(&mut f.store, i128::from(n), span);
    let cond = f.store.expr(Expr::Binary { op: BinaryOp::Lt, lhs: kref, rhs: bound }, Some(span));
    let kref = f.store.expr(Expr::Local(k), Some(span));
    let step = f.store.expr(Expr::Unary { op: UnaryOp::PreInc, arg: kref }, Some(span));
    let base = f.store.expr(Expr::Local(x), Some(span));
    let kref = f.store.expr(Expr::Local(k), Some(span));
    let elem = f.store.expr(Expr::Index { base, index: kref }, Some(span));
    let assign =
        f.store.expr(Expr::Assign { op: AssignOp::Assign, lhs: elem, rhs: value }, Some(span));
    let mut init = Block::new();
    init.push(Stmt::Decl(k), span);
    let mut body = Block::new();
    body.push(Stmt::Expr(assign), span);
    Stmt::For { init, cond: Some(cond), step: Some(step), body }
}

fn is_inner(l: &oklc_ir::Loop) -> bool {
    matches!(l.kind, LoopKind::Inner(_))
}

/// Inserts the resets before top-most `@inner` loops and the increments at the end of
/// innermost `@inner` bodies, below one `@outer` body.
fn count_inner(f: &mut Function, block: &mut Block, idx: LocalId, span: Span) {
    let mut i = 0;
    while i < block.stmts.len() {
        if let Stmt::Loop(id) = block.stmts[i] {
            if f.loops.get(id).is_some_and(is_inner) {
                let r = f.store.expr(Expr::Local(idx), Some(span));
                let zero = lit(&mut f.store, 0, span);
                let reset = f
                    .store
                    .expr(Expr::Assign { op: AssignOp::Assign, lhs: r, rhs: zero }, Some(span));
                block.insert(i, Stmt::Expr(reset), span);
                i += 1;
                increment_innermost(f, id, idx, span);
            } else {
                with_loop_body(f, id, |f, b| count_inner(f, b, idx, span));
            }
        } else {
            for b in oklc_ir::visit::child_blocks_mut(&mut block.stmts[i]) {
                count_inner(f, b, idx, span);
            }
        }
        i += 1;
    }
}

/// Appends `++idx;` to every innermost `@inner` loop at or below `id`.
fn increment_innermost(f: &mut Function, id: LoopId, idx: LocalId, span: Span) {
    let nested: Vec<LoopId> = match f.loops.get(id) {
        Some(l) => {
            let mut v = Vec::new();
            for s in &l.body.stmts {
                oklc_ir::visit::walk_stmt(f, s, &mut |x| {
                    if let Stmt::Loop(n) = x.stmt
                        && f.loops.get(*n).is_some_and(is_inner)
                    {
                        v.push(*n);
                    }
                });
            }
            v
        }
        None => return,
    };
    let innermost = nested.iter().all(|n| *n == id);
    if nested.is_empty() || innermost {
        let r = f.store.expr(Expr::Local(idx), Some(span));
        let inc = f.store.expr(Expr::Unary { op: UnaryOp::PreInc, arg: r }, Some(span));
        f.loops[id].body.push(Stmt::Expr(inc), span);
        return;
    }
    // Only the loops with no inner loop below them get the increment.
    for n in nested {
        let has_nested_inner = f.loops.get(n).is_some_and(|l| {
            l.body.stmts.iter().any(|s| oklc_ir::visit::contains_loop(f, s, &is_inner))
        });
        if !has_nested_inner {
            let r = f.store.expr(Expr::Local(idx), Some(span));
            let inc = f.store.expr(Expr::Unary { op: UnaryOp::PreInc, arg: r }, Some(span));
            f.loops[n].body.push(Stmt::Expr(inc), span);
        }
    }
}
