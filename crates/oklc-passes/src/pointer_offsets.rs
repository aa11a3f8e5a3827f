//! `pointer-offsets` (SIMT targets): host code that moves a pointer argument of the kernel
//! (`x += 2;`, `++x;` before the `@outer` loops) moves an offset instead, which every device
//! kernel that uses the pointer adds to it.
//!
//! On a GPU target the kernel's host code runs in the launcher, which holds a pointer
//! argument as a handle to device memory: an `occa::modeMemory_t *` in OCCA's launcher, a
//! `cl_mem` in the standalone OpenCL one. Neither supports pointer arithmetic. So
//! ```c
//! x += 2;                                  long long _occa_x_offset = 0;
//! for (...; @outer) {                      _occa_x_offset += 2;
//!   ... x[i] ...                  →        for (...; @outer) {
//! }                                          x += _occa_x_offset;
//!                                            ... x[i] ...
//! ```
//! The offset is a scalar host local the device code only reads, which `split` passes to the
//! device kernel as an extra parameter ([`oklc_ir::DeviceKernel::host_values`]). The device
//! kernel adds it once per work-item, at the top of the `@outer` body, where each work-item
//! has its own copy of the argument.

use oklc_ir::{
    ArenaExt, AssignOp, Block, Builtin, Expr, ExprId, Function, FunctionId, Init, Local, LocalId,
    LocalKind, Stage, Stmt, TyKind, UnaryOp,
};

use crate::pipeline::{Pass, PassCx};
use crate::util::{TakenNames, lit, with_fn_body, with_loop_body};

pub struct PointerOffsetsPass;

impl Pass for PointerOffsetsPass {
    fn name(&self) -> &'static str {
        "pointer-offsets"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for fid in cx.functions() {
            if cx.module.functions[fid].is_kernel() {
                lower(cx, fid);
            }
        }
    }
}

fn lower(cx: &mut PassCx<'_>, fid: FunctionId) {
    let f = &cx.module.functions[fid];
    let Some(body) = &f.body else { return };
    let mut moves = Vec::new();
    host_moves(f, body, &mut moves);
    if moves.is_empty() {
        return;
    }
    let taken = TakenNames::of(cx, fid);
    let f = &mut cx.module.functions[fid];
    let mut offsets: Vec<(LocalId, LocalId)> = Vec::new();
    for (site, param) in moves {
        let offset = match offsets.iter().find(|(p, _)| *p == param) {
            Some(&(_, o)) => o,
            None => {
                let name = taken.fresh(format!("_occa_{}_offset", f.locals[param].name));
                let ty = f.store.builtin(Builtin::LongLong);
                let span = f.locals[param].span;
                let mut local = Local::new(name, ty, LocalKind::Var, span);
                local.init = Some(Init::Assign(lit(&mut f.store, 0, span)));
                let o = f.add_local(local);
                offsets.push((param, o));
                o
            }
        };
        f.store.exprs[site] = Expr::Local(offset);
    }
    with_fn_body(f, |f, body| {
        for (k, &(_, offset)) in offsets.iter().enumerate() {
            body.stmts.insert(k, Stmt::Decl(offset));
            body.spans.insert(k, f.locals[offset].span);
        }
        add_offsets(f, body, &offsets);
    });
}

/// The operands naming a pointer parameter that host statements of `block` move
/// (`p += e`, `p -= e`, `++p`, `p--`, ...), with the parameter.
fn host_moves(f: &Function, block: &Block, out: &mut Vec<(ExprId, LocalId)>) {
    for stmt in &block.stmts {
        match stmt {
            Stmt::Loop(id) => {
                if let Some(lp) =
                    f.loops.get(*id).filter(|l| !l.kind.is_outer() && !l.kind.is_inner())
                {
                    host_moves(f, &lp.body, out);
                }
            }
            Stmt::Expr(e) => oklc_ir::visit::walk_expr(&f.store, *e, |_, node| {
                let target = match node {
                    Expr::Assign { op: AssignOp::Add | AssignOp::Sub, lhs, .. } => *lhs,
                    Expr::Unary {
                        op: UnaryOp::PreInc | UnaryOp::PostInc | UnaryOp::PreDec | UnaryOp::PostDec,
                        arg,
                    } => *arg,
                    _ => return,
                };
                if let Some(Expr::Local(l)) = f.store.exprs.get(target)
                    && pointer_param(f, *l)
                {
                    out.push((target, *l));
                }
            }),
            _ => {
                for b in oklc_ir::visit::child_blocks(stmt) {
                    host_moves(f, b, out);
                }
            }
        }
    }
}

fn pointer_param(f: &Function, l: LocalId) -> bool {
    f.locals.get(l).is_some_and(|local| {
        matches!(local.kind, LocalKind::Param(_))
            && matches!(f.store.types.get(local.ty).map(|t| &t.kind), Some(TyKind::Pointer(_)))
    })
}

/// Starts the body of every top-level `@outer` loop under `block` that uses a moved parameter
/// with `p += offset;`.
fn add_offsets(f: &mut Function, block: &mut Block, offsets: &[(LocalId, LocalId)]) {
    for i in 0..block.stmts.len() {
        if let Stmt::Loop(id) = block.stmts[i] {
            let Some(lp) = f.loops.get(id) else { continue };
            if !lp.kind.is_outer() {
                with_loop_body(f, id, |f, body| add_offsets(f, body, offsets));
                continue;
            }
            let span = block.spans[i];
            let used = uses(f, &Stmt::Loop(id));
            with_loop_body(f, id, |f, body| {
                for &(param, offset) in offsets.iter().rev() {
                    if !used.contains(&param) {
                        continue;
                    }
                    let lhs = f.store.expr(Expr::Local(param), Some(span));
                    let rhs = f.store.expr(Expr::Local(offset), Some(span));
                    let add =
                        f.store.expr(Expr::Assign { op: AssignOp::Add, lhs, rhs }, Some(span));
                    body.stmts.insert(0, Stmt::Expr(add));
                    body.spans.insert(0, span);
                }
            });
            continue;
        }
        let mut stmt = std::mem::replace(&mut block.stmts[i], Stmt::Empty);
        for child in oklc_ir::visit::child_blocks_mut(&mut stmt) {
            add_offsets(f, child, offsets);
        }
        block.stmts[i] = stmt;
    }
}

/// The locals the statement reads or writes, nested statements included.
fn uses(f: &Function, stmt: &Stmt) -> Vec<LocalId> {
    let mut out = Vec::new();
    oklc_ir::visit::walk_stmt(f, stmt, &mut |v| {
        oklc_ir::visit::stmt_exprs(f, v.stmt, |e| {
            out.extend(oklc_ir::visit::locals_in_expr(&f.store, e).into_iter().map(|(_, l)| l));
        });
    });
    out
}
