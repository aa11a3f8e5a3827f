//! `atomic`: classifies every `@atomic` statement for the back ends (spec §3.6).
//!
//! Nested single-statement blocks inside `@atomic { ... }` are unwrapped first, so
//! `@atomic { x += 1; }` is the same as `@atomic x += 1;`. A single expression statement is
//! *basic* (`+=`, `-=`, `++`, `--`), another *assignment* (`=`, `&=`, `*=`, ...) or general;
//! anything else is a general block. Each single-expression atomic is recorded in
//! [`crate::KernelInfo::atomics`] keyed by its expression, with the operand, the operand's
//! type in the kernel's store (followed through `*`, `[]` and pointer/array levels; globals'
//! types are imported from the module store) and whether the operand is `@shared` memory
//! (SYCL then uses `local_space`, spec §12 item 10).

use oklc_ir::la_arena::Arena;
use oklc_ir::{
    ArenaExt, AssignOp, Block, Expr, ExprId, Function, FunctionId, Global, LocalId, Module,
    OklStorage, Stage, Stmt, TyId, TyKind, UnaryOp,
};

use crate::pipeline::{Pass, PassCx};
use crate::{AtomicClass, AtomicInfo, AtomicOp};

pub struct AtomicPass;

impl Pass for AtomicPass {
    fn name(&self) -> &'static str {
        "atomic"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for fid in cx.functions() {
            let mut found = Vec::new();
            let mut general = 0;
            // Borrowed field by field, never copied: a copy of the module store or the globals
            // per function (or per batch of a streamed file) would make the pass quadratic.
            let Module { functions, store, globals, .. } = &mut *cx.module;
            let f = &mut functions[fid];
            if let Some(mut body) = f.body.take() {
                walk(f, &mut body, &mut found, &mut general);
                f.body = Some(body);
            }
            // Lambda bodies are expressions of the function's store, outside its statements.
            let lambdas: Vec<ExprId> = f
                .store
                .exprs
                .iter()
                .filter(|(_, e)| matches!(e, Expr::Lambda(_)))
                .map(|(id, _)| id)
                .collect();
            for id in lambdas {
                let Some(Expr::Lambda(lambda)) = f.store.exprs.get_mut(id) else { continue };
                let mut body = std::mem::take(&mut lambda.body);
                walk(f, &mut body, &mut found, &mut general);
                if let Some(Expr::Lambda(lambda)) = f.store.exprs.get_mut(id) {
                    lambda.body = body;
                }
            }
            let infos: Vec<(ExprId, AtomicInfo)> =
                found.into_iter().map(|e| (e, classify(f, store, globals, e))).collect();
            record(cx, fid, infos, general);
        }
    }
}

fn record(cx: &mut PassCx<'_>, fid: FunctionId, infos: Vec<(ExprId, AtomicInfo)>, general: usize) {
    if let Some(k) = cx.kernel_mut(fid) {
        k.general_atomics += general;
        k.atomics.extend(infos);
    }
}

fn walk(f: &mut Function, block: &mut Block, found: &mut Vec<ExprId>, general: &mut usize) {
    for stmt in &mut block.stmts {
        if let Stmt::Atomic(b) = stmt {
            while b.stmts.len() == 1 && matches!(b.stmts[0], Stmt::Block(_)) {
                if let Some(Stmt::Block(inner)) = b.stmts.pop() {
                    *b = inner;
                }
            }
            match b.stmts.as_slice() {
                [Stmt::Expr(e)] => found.push(*e),
                _ => *general += 1,
            }
        }
        if let Stmt::Loop(id) = stmt {
            let id = *id;
            crate::util::with_loop_body(f, id, |f, b| walk(f, b, found, general));
        }
        for b in oklc_ir::visit::child_blocks_mut(stmt) {
            walk(f, b, found, general);
        }
    }
}

fn classify(
    f: &mut Function,
    module_store: &oklc_ir::Store,
    globals: &Arena<Global>,
    e: ExprId,
) -> AtomicInfo {
    let (class, operand) = match f.store.exprs.get(e) {
        Some(Expr::Assign { op: AssignOp::Add, lhs, .. }) => {
            (AtomicClass::Basic(AtomicOp::Add), Some(*lhs))
        }
        Some(Expr::Assign { op: AssignOp::Sub, lhs, .. }) => {
            (AtomicClass::Basic(AtomicOp::Sub), Some(*lhs))
        }
        Some(Expr::Assign { op, lhs, .. }) => (AtomicClass::Assign(*op), Some(*lhs)),
        Some(Expr::Unary { op, arg }) => match op {
            UnaryOp::PreInc => (AtomicClass::Basic(AtomicOp::Inc { post: false }), Some(*arg)),
            UnaryOp::PostInc => (AtomicClass::Basic(AtomicOp::Inc { post: true }), Some(*arg)),
            UnaryOp::PreDec => (AtomicClass::Basic(AtomicOp::Dec { post: false }), Some(*arg)),
            UnaryOp::PostDec => (AtomicClass::Basic(AtomicOp::Dec { post: true }), Some(*arg)),
            _ => (AtomicClass::General, None),
        },
        _ => (AtomicClass::General, None),
    };
    let (operand_ty, root) = match operand {
        Some(o) => operand_type(f, module_store, globals, o),
        None => (None, None),
    };
    let shared =
        root.and_then(|r| f.locals.get(r)).is_some_and(|l| l.storage == OklStorage::Shared);
    AtomicInfo { class, operand, operand_ty, root, shared }
}

/// The type of an lvalue built from a variable by `*`, `[]` and parentheses.
fn operand_type(
    f: &mut Function,
    module_store: &oklc_ir::Store,
    globals: &Arena<Global>,
    operand: ExprId,
) -> (Option<TyId>, Option<LocalId>) {
    let mut levels = 0u32;
    let mut cur = operand;
    let (ty, root) = loop {
        if levels > 256 {
            return (None, None);
        }
        match f.store.exprs.get(cur) {
            Some(Expr::Local(l)) => match f.locals.get(*l) {
                Some(local) => break (local.ty, Some(*l)),
                None => return (None, None),
            },
            Some(Expr::Global(g)) => {
                let Some(global) = globals.get(*g) else {
                    return (None, None);
                };
                break (f.store.import_ty(module_store, global.ty), None);
            }
            Some(Expr::Unary { op: UnaryOp::Deref, arg }) => {
                levels += 1;
                cur = *arg;
            }
            Some(Expr::Index { base, .. }) => {
                levels += 1;
                cur = *base;
            }
            Some(Expr::Cast { ty, .. }) if levels == 0 => return (Some(*ty), None),
            _ => return (None, None),
        }
    };
    let mut ty = ty;
    let mut budget = 256;
    loop {
        budget -= 1;
        if budget == 0 {
            return (None, root);
        }
        match f.store.types.get(ty).map(|t| t.kind.clone()) {
            Some(TyKind::Reference(t) | TyKind::RvalueReference(t)) => ty = t,
            Some(TyKind::Pointer(t)) | Some(TyKind::Array { elem: t, .. }) if levels > 0 => {
                levels -= 1;
                ty = t;
            }
            _ if levels == 0 => return (Some(ty), root),
            _ => return (None, root),
        }
    }
}
