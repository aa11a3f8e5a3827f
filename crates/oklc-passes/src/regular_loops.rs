//! `regular-loops` (SIMT targets): a plain `for` loop inside an `@outer` loop whose iterator an
//! OKL loop's range reads becomes a canonical [`LoopKind::Regular`] loop of the arena.
//!
//! A GPU launches one size per `@inner` dimension, computed by the host before the launch. In
//! ```c
//! for (int r = 0; r < 2; ++r) {
//!   for (int tx = 0; tx < nx - r; ++tx; @inner) { ... }
//! }
//! ```
//! the count `nx - r` differs per iteration of `r`. As an arena loop, `r`'s range is one the
//! host can run like the range of an enclosing OKL loop ([`oklc_ir::LaunchCount::over`]): it
//! launches the largest count and the `@inner` loop keeps its condition as a guard. Without
//! this, `split` reports `OKL0551`.
//!
//! Only loops in canonical form qualify (`for (T r = START; r CMP BOUND; STEP)` with `++`, `--`,
//! `+=` or `-=`), whose body writes neither the iterator nor what the bound and step read, so
//! that the range the host runs is the range the device runs. The loop prints back as written.

use oklc_ir::{
    ArenaExt, AssignOp, BinaryOp, Block, CmpOp, Expr, ExprId, Function, Init, LocalId, LocalKind,
    Loop, LoopAttrs, LoopKind, LoopRange, Stage, Step, Stmt, UnaryOp,
};

use crate::pipeline::{Pass, PassCx};
use crate::util::{LocalSet, with_fn_body};

pub struct RegularLoopsPass;

impl Pass for RegularLoopsPass {
    fn name(&self) -> &'static str {
        "regular-loops"
    }

    fn stage(&self) -> Stage {
        Stage::Tiled
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for fid in cx.functions() {
            let f = &mut cx.module.functions[fid];
            if !f.is_kernel() {
                continue;
            }
            let Some(wanted) = range_reads(f) else { continue };
            with_fn_body(f, |f, body| convert(f, body, &wanted, false));
        }
    }
}

/// The declared locals the range expressions of the function's OKL loops read, if any.
fn range_reads(f: &Function) -> Option<LocalSet> {
    let mut set = LocalSet::for_function(f);
    let mut any = false;
    for (_, lp) in f.loops.iter() {
        oklc_ir::visit::loop_range_exprs(lp, |e| {
            for (_, l) in oklc_ir::visit::locals_in_expr(&f.store, e) {
                if f.locals.get(l).is_some_and(|x| x.kind == LocalKind::Var) {
                    any |= set.insert(l);
                }
            }
        });
    }
    any.then_some(set)
}

/// Converts the qualifying `for` statements of `block`, those inside an `@outer` loop
/// (`in_outer`) only: host code needs no launch size.
fn convert(f: &mut Function, block: &mut Block, wanted: &LocalSet, in_outer: bool) {
    for i in 0..block.stmts.len() {
        if let Stmt::Loop(id) = block.stmts[i] {
            let outer = in_outer || f.loops.get(id).is_some_and(|l| l.kind.is_outer());
            crate::util::with_loop_body(f, id, |f, body| convert(f, body, wanted, outer));
            continue;
        }
        if in_outer && let Some(range) = canonical(f, &block.stmts[i], wanted) {
            let span = block.spans[i];
            let Stmt::For { init, body, .. } = std::mem::replace(&mut block.stmts[i], Stmt::Empty)
            else {
                unreachable!("canonical() accepts `for` statements only")
            };
            let var = match init.stmts.as_slice() {
                [Stmt::Decl(v)] => *v,
                _ => unreachable!("canonical() accepts one declared iterator"),
            };
            if let Some(local) = f.locals.get_mut(var) {
                local.kind = LocalKind::LoopVar;
                local.init = None;
            }
            let lp = Loop {
                kind: LoopKind::Regular,
                var,
                range,
                attrs: LoopAttrs::default(),
                body: *body,
                work_item: None,
            };
            let id = f.loops.alloc(lp);
            f.loop_spans.insert(id, span);
            block.stmts[i] = Stmt::Loop(id);
            crate::util::with_loop_body(f, id, |f, body| convert(f, body, wanted, true));
            continue;
        }
        let mut stmt = std::mem::replace(&mut block.stmts[i], Stmt::Empty);
        for child in oklc_ir::visit::child_blocks_mut(&mut stmt) {
            convert(f, child, wanted, in_outer);
        }
        block.stmts[i] = stmt;
    }
}

/// The range of `stmt` when it is a `for` loop in canonical form over a local in `wanted`
/// whose body writes neither the iterator nor a local its bound or step reads.
fn canonical(f: &Function, stmt: &Stmt, wanted: &LocalSet) -> Option<LoopRange> {
    let Stmt::For { init, cond: Some(cond), step: Some(step), body } = stmt else { return None };
    let [Stmt::Decl(var)] = init.stmts.as_slice() else { return None };
    let var = *var;
    let local = f.locals.get(var)?;
    if !wanted.contains(var) || local.kind != LocalKind::Var || local.dim.is_some() {
        return None;
    }
    let Some(Init::Assign(start)) = local.init else { return None };
    let (cmp, bound, iter_on_right) = match f.store.exprs.get(*cond)? {
        Expr::Binary { op, lhs, rhs } => {
            let cmp = match op {
                BinaryOp::Lt => CmpOp::Lt,
                BinaryOp::Le => CmpOp::Le,
                BinaryOp::Gt => CmpOp::Gt,
                BinaryOp::Ge => CmpOp::Ge,
                _ => return None,
            };
            if is_local(f, *lhs, var) {
                (cmp, *rhs, false)
            } else if is_local(f, *rhs, var) {
                (cmp.flipped(), *lhs, true)
            } else {
                return None;
            }
        }
        _ => return None,
    };
    let step = match f.store.exprs.get(*step)? {
        Expr::Unary { op, arg } if is_local(f, *arg, var) => match op {
            UnaryOp::PreInc => Step::Inc { post: false },
            UnaryOp::PostInc => Step::Inc { post: true },
            UnaryOp::PreDec => Step::Dec { post: false },
            UnaryOp::PostDec => Step::Dec { post: true },
            _ => return None,
        },
        Expr::Assign { op: AssignOp::Add, lhs, rhs } if is_local(f, *lhs, var) => Step::Add(*rhs),
        Expr::Assign { op: AssignOp::Sub, lhs, rhs } if is_local(f, *lhs, var) => Step::Sub(*rhs),
        _ => return None,
    };
    let mut fixed = vec![var];
    for e in [Some(bound), step.amount()].into_iter().flatten() {
        fixed.extend(oklc_ir::visit::locals_in_expr(&f.store, e).into_iter().map(|(_, l)| l));
    }
    let pure = |e| f.store.is_pure_expr(e);
    if writes_any(f, body, &fixed) || !pure(bound) || step.amount().is_some_and(|s| !pure(s)) {
        return None;
    }
    Some(LoopRange { start, bound, cmp, iter_on_right, step, guard: None })
}

fn is_local(f: &Function, e: ExprId, var: LocalId) -> bool {
    matches!(f.store.exprs.get(e), Some(Expr::Local(l)) if *l == var)
}

/// Whether a statement of `body` writes one of `locals` (any call counting as a write).
fn writes_any(f: &Function, body: &Block, locals: &[LocalId]) -> bool {
    let mut found = false;
    oklc_ir::visit::walk(f, body, &mut |v| {
        crate::writes::stmt_written_locals(f, v.stmt, None, &mut |l| found |= locals.contains(&l));
    });
    found
}
