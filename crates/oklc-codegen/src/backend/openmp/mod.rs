//! The OpenMP backend: serial output plus `#pragma omp parallel for` before every top-level
//! `@outer` loop, and `@atomic` as `#pragma omp atomic` (single read-modify-write statements)
//! or `#pragma omp critical` (everything else).
//!
//! An `@inner` loop whose whole body is `if (iter < bound2) { ... }` with `bound2` computed in
//! the kernel (`if (t < alive)` in reductions) prints the guard in the loop condition instead,
//! when that is provably the same loop: the iterator only grows by one and is not written in
//! the body, and `bound2` is built from literals and locals the body does not write. The loop
//! then stops where the work stops instead of testing every remaining iteration. Guards on
//! kernel arguments only (tile remainder checks) keep their `if`, which g++ vectorizes better.
//!
//! Exclusive arrays are declared by the host lowering inside the outer loop body, so they are
//! private to the thread running that iteration; nothing here needs a `private` clause.

pub mod keywords;

use oklc_ir::visit::{ArenaExt, stmt_exprs, walk, walk_expr};
use oklc_ir::{
    BinaryOp, Block, CmpOp, Expr, ExprId, Function, LocalId, LocalKind, Loop, LoopId, Step, Stmt,
    TyKind, UnaryOp,
};
use oklc_span::Span;

use crate::Backend;
use crate::atomic::{AtomicClass, classify};
use crate::backend::serial::{SerialOptions, host_directive, host_prelude};
use crate::dialect::Dialect;
use crate::printer::{Cx, Writer, loop_head, super_write_loop, write_braced};

/// Options of the OpenMP backend.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpenMpOptions {
    /// The serial prelude options, which OpenMP shares.
    pub host: SerialOptions,
}

/// The OpenMP dialect.
#[derive(Clone, Debug, Default)]
pub struct OpenMp {
    pub options: OpenMpOptions,
}

impl Dialect for OpenMp {
    fn backend(&self) -> Backend {
        Backend::OpenMp
    }

    fn keywords(&self) -> &'static [&'static str] {
        keywords::KEYWORDS
    }

    fn prelude(&self, w: &mut Writer<'_>) {
        host_prelude(w, &self.options.host)
    }

    fn directive(&self, text: &str) -> Option<String> {
        host_directive(text)
    }

    fn before_loop(&self, w: &mut Writer<'_>, _cx: &Cx<'_>, _id: LoopId, lp: &Loop) {
        if lp.kind.is_outer() && w.outer_depth == 0 {
            w.line("#pragma omp parallel for");
        }
    }

    fn write_loop(&self, w: &mut Writer<'_>, cx: &Cx<'_>, id: LoopId, lp: &Loop, span: Span) {
        let Some((guard, then)) = hoistable_guard(cx, lp) else {
            return super_write_loop(w, cx, id, lp, span);
        };
        self.before_loop(w, cx, id, lp);
        w.sync_line(span);
        let head = loop_head(w, cx, lp);
        let var = w.local_name(cx, lp.var);
        let guard_text = w.expr(cx, guard, crate::printer::expr::prec::SHIFT);
        // `for (init; cond; step)`: the step holds no `; `, so the last one ends the condition.
        let Some(at) = head.rfind("; ") else {
            return super_write_loop(w, cx, id, lp, span);
        };
        let head = format!("{} && {var} < {guard_text}{}", &head[..at], &head[at..]);
        w.inner_depth += 1;
        write_braced(w, cx, &head, then, span, "");
        w.inner_depth -= 1;
    }

    fn write_atomic(&self, w: &mut Writer<'_>, cx: &Cx<'_>, block: &Block, span: Span) {
        match classify(cx.store, block) {
            AtomicClass::Update(e) => {
                w.line("#pragma omp atomic");
                w.sync_line(span);
                let text = w.full_expr(cx, e);
                w.line(&format!("{text};"));
            }
            AtomicClass::General => {
                w.line("#pragma omp critical");
                w.sync_line(span);
                write_braced(w, cx, "", block, span, "");
            }
        }
    }
}

/// For an `@inner` loop `for (i = a; i < b; ++i) { if (i < g) { body } }` whose guard can move
/// into the loop condition: `g` and the guarded block. The guard's first false value ends every
/// later iteration's work too, because `i` only grows and `g` cannot change inside the loop.
fn hoistable_guard<'a>(cx: &Cx<'a>, lp: &'a Loop) -> Option<(ExprId, &'a Block)> {
    let func = cx.func?;
    if !lp.kind.is_inner()
        || lp.range.iter_on_right
        || !matches!(lp.range.cmp, CmpOp::Lt | CmpOp::Le)
        || !matches!(lp.range.step, Step::Inc { .. })
    {
        return None;
    }
    let [Stmt::If { cond, then, els: None }] = lp.body.stmts.as_slice() else { return None };
    let Expr::Binary { op: BinaryOp::Lt, lhs, rhs } = cx.store.exprs.get(*cond)? else {
        return None;
    };
    if !matches!(cx.store.exprs.get(*lhs)?, Expr::Local(v) if *v == lp.var) {
        return None;
    }
    let mut written = written_locals(cx, func, then)?;
    // A local whose address escapes anywhere in the function may be written through it.
    written.extend(escaped_locals(cx, func));
    if written.contains(&lp.var) || !invariant(cx, func, *rhs, &written) {
        return None;
    }
    // A guard on kernel arguments only (`if (i < N)`, a tile remainder check) is true in
    // almost every iteration: there g++ if-converts the branch and vectorizes with masked
    // stores, while a two-exit loop condition stops it vectorizing (measured: axpy 1.5x
    // slower). A guard on a value computed in the kernel (`if (t < alive)` in a reduction)
    // usually switches most iterations off, and the shorter loop wins (reduce: 25x).
    let mut computed = false;
    walk_expr(cx.store, *rhs, |_, e| {
        if let Expr::Local(l) = e {
            computed |= func.locals.get(*l).is_some_and(|l| !matches!(l.kind, LocalKind::Param(_)));
        }
    });
    if !computed {
        return None;
    }
    Some((*rhs, then))
}

/// Locals the block may write: assigned, incremented, address taken or passed to a call
/// (anything under those operators counts). `None` when the block holds something this check
/// does not model (atomics, gotos, verbatim text).
fn written_locals(cx: &Cx<'_>, func: &Function, block: &Block) -> Option<Vec<LocalId>> {
    let mut out = Vec::new();
    let mut unknown = false;
    walk(func, block, &mut |v| {
        if matches!(v.stmt, Stmt::Atomic(_) | Stmt::Goto(_) | Stmt::Label(_) | Stmt::Directive(_)) {
            unknown = true;
        }
        let mut roots = Vec::new();
        stmt_exprs(func, v.stmt, |e| roots.push(e));
        if let Stmt::Loop(id) = v.stmt
            && let Some(l) = func.loops.get(*id)
        {
            out.push(l.var);
            oklc_ir::visit::loop_range_exprs(l, |e| roots.push(e));
        }
        for root in roots {
            walk_expr(cx.store, root, |_, e| {
                let target = match e {
                    Expr::Assign { lhs, .. } => Some(*lhs),
                    Expr::Unary {
                        op:
                            UnaryOp::PreInc
                            | UnaryOp::PreDec
                            | UnaryOp::PostInc
                            | UnaryOp::PostDec
                            | UnaryOp::AddrOf,
                        arg,
                    } => Some(*arg),
                    Expr::Call { args, .. } => {
                        for a in args {
                            walk_expr(cx.store, *a, |_, e| {
                                if let Expr::Local(l) = e {
                                    out.push(*l);
                                }
                            });
                        }
                        None
                    }
                    Expr::Verbatim(_) => {
                        unknown = true;
                        None
                    }
                    _ => None,
                };
                if let Some(t) = target {
                    written_by(cx, t, &mut out);
                }
            });
        }
    });
    (!unknown).then_some(out)
}

/// Locals whose address may escape in `func`: operands of `&`, call arguments (reference
/// parameters) and initializers of reference variables.
fn escaped_locals(cx: &Cx<'_>, func: &Function) -> Vec<LocalId> {
    let mut out = Vec::new();
    let push_all = |e: ExprId, out: &mut Vec<LocalId>| {
        walk_expr(cx.store, e, |_, n| {
            if let Expr::Local(l) = n {
                out.push(*l);
            }
        });
    };
    for (_, local) in func.locals.iter() {
        if matches!(
            cx.store.types.get(local.ty).map(|t| &t.kind),
            Some(TyKind::Reference(_) | TyKind::RvalueReference(_))
        ) {
            oklc_ir::visit::local_exprs(cx.store, local, |e| push_all(e, &mut out));
        }
    }
    let Some(body) = &func.body else { return out };
    walk(func, body, &mut |v| {
        let mut roots = Vec::new();
        stmt_exprs(func, v.stmt, |e| roots.push(e));
        if let Stmt::Loop(id) = v.stmt
            && let Some(l) = func.loops.get(*id)
        {
            oklc_ir::visit::loop_range_exprs(l, |e| roots.push(e));
        }
        for root in roots {
            walk_expr(cx.store, root, |_, e| match e {
                Expr::Unary { op: UnaryOp::AddrOf, arg } => push_all(*arg, &mut out),
                Expr::Call { args, .. } => args.iter().for_each(|a| push_all(*a, &mut out)),
                _ => {}
            });
        }
    });
    out
}

/// The locals a write through the lvalue `e` may change: `a[i]` and `s.f` write `a` and `s`
/// (not `i`), `*p` and `p->f` write memory rather than a local; anything else counts every
/// local it mentions.
fn written_by(cx: &Cx<'_>, mut e: ExprId, out: &mut Vec<LocalId>) {
    loop {
        match cx.store.exprs.get(e) {
            Some(Expr::Local(l)) => return out.push(*l),
            Some(Expr::Index { base, .. }) | Some(Expr::Member { base, arrow: false, .. }) => {
                e = *base;
            }
            Some(Expr::Unary { op: UnaryOp::Deref, .. } | Expr::Member { arrow: true, .. }) => {
                return;
            }
            _ => {
                return walk_expr(cx.store, e, |_, n| {
                    if let Expr::Local(l) = n {
                        out.push(*l);
                    }
                });
            }
        }
    }
}

/// Whether `e` is built only from literals, arithmetic and locals that are not written and not
/// references (kernel parameters count as values: OCCA passes each by its own copy).
fn invariant(cx: &Cx<'_>, func: &Function, e: ExprId, written: &[LocalId]) -> bool {
    let mut ok = true;
    walk_expr(cx.store, e, |_, node| match node {
        Expr::Literal(_) => {}
        Expr::Binary { op, .. } => {
            ok &= matches!(
                op,
                BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div | BinaryOp::Rem
            );
        }
        Expr::Unary { op, .. } => ok &= matches!(op, UnaryOp::Plus | UnaryOp::Neg),
        Expr::Local(l) => {
            let Some(local) = func.locals.get(*l) else {
                ok = false;
                return;
            };
            let by_value = matches!(local.kind, LocalKind::Param(_))
                || !matches!(
                    cx.store.types.get(local.ty).map(|t| &t.kind),
                    Some(TyKind::Reference(_) | TyKind::RvalueReference(_)) | None
                );
            ok &= by_value && !written.contains(l);
        }
        _ => ok = false,
    });
    ok
}
