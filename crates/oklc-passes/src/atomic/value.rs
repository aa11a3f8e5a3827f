//! What the value of an `@atomic` update reads of the location it updates
//! ([`crate::AtomicValue`]). `x = x > v ? x : v` and `x *= x` read it: GPU targets lower them
//! as compare-and-swap loops that compute the new value from the old one, so the value is
//! copied with each read of `x` replaced by a local holding the old value.

use oklc_ir::{
    ArenaExt, Expr, ExprId, Function, Local, LocalKind, Store, Ty, TyId, TyKind, UnaryOp,
};

use super::lvalue::root_of;
use crate::AtomicValue;
use crate::util::TakenNames;

/// How deep the walks below follow an expression.
const MAX_DEPTH: u32 = 64;

/// The [`AtomicValue`] of `value`, the right side of an update of `target`.
pub(super) fn analyse(
    f: &mut Function,
    taken: &TakenNames,
    target: ExprId,
    target_ty: Option<TyId>,
    value: ExprId,
) -> AtomicValue {
    let store = &f.store;
    let Some(root) = root_of(store, target).cloned() else {
        // A target reached through a call's result: only a value that reads no memory is
        // certainly not a read of it.
        return if reads_memory(f, value, 0) {
            AtomicValue::MayRead
        } else {
            AtomicValue::Independent
        };
    };
    let mut hits = Vec::new();
    if !find_reads(store, value, target, &root, &mut hits, 0) {
        return AtomicValue::MayRead;
    }
    if hits.is_empty() {
        return AtomicValue::Independent;
    }
    if !store.is_pure_expr(target) || !store.is_pure_expr(value) {
        return AtomicValue::MayRead;
    }
    let ty = match target_ty {
        Some(ty) => ty,
        None => f.store.ty(Ty::new(TyKind::Auto)),
    };
    let span = f.store.span_of(target).unwrap_or(f.span);
    let name = taken.fresh("_occa_value".to_string());
    let old = f.locals.alloc(Local::new(name, ty, LocalKind::Synthetic, span));
    let value = copy_replacing(&mut (&mut f.store, &hits[..], old), value);
    AtomicValue::ReadsTarget { value, old }
}

/// Collects in `hits` the places `e` reads `target`; false when it mentions `root` in any
/// other way (another element of the same array, the pointer itself).
fn find_reads(
    store: &Store,
    e: ExprId,
    target: ExprId,
    root: &Expr,
    hits: &mut Vec<ExprId>,
    depth: u32,
) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    let Some(node) = store.exprs.get(e) else { return false };
    if store.same_expr(e, target) {
        hits.push(e);
        return true;
    }
    if node == root || matches!(node, Expr::Lambda(_) | Expr::Verbatim(_)) {
        return false;
    }
    let mut ok = true;
    node.for_each_child(|c| ok = ok && find_reads(store, c, target, root, hits, depth + 1));
    ok
}

/// Whether evaluating `e` may read memory: anything but literals, locals that are not
/// references, and operators on them.
fn reads_memory(f: &Function, e: ExprId, depth: u32) -> bool {
    if depth > MAX_DEPTH {
        return true;
    }
    match f.store.exprs.get(e) {
        Some(Expr::Literal(_) | Expr::SizeOfType(_) | Expr::AlignOf(_)) => false,
        Some(Expr::Local(l)) => f.locals.get(*l).is_none_or(|l| {
            matches!(
                f.store.types.get(l.ty).map(|t| &t.kind),
                None | Some(TyKind::Reference(_) | TyKind::RvalueReference(_))
            )
        }),
        Some(Expr::Unary { op, arg })
            if op.yields_value()
                && !matches!(op, UnaryOp::AddrOf | UnaryOp::PostInc | UnaryOp::PostDec) =>
        {
            reads_memory(f, *arg, depth + 1)
        }
        Some(node @ (Expr::Binary { .. } | Expr::Cond { .. } | Expr::Cast { .. })) => {
            let mut any = false;
            node.for_each_child(|c| any = any || reads_memory(f, c, depth + 1));
            any
        }
        _ => true,
    }
}

/// A copy of the expression tree `e` in which each expression of `hits` is the local `old`.
fn copy_replacing(cx: &mut (&mut Store, &[ExprId], oklc_ir::LocalId), e: ExprId) -> ExprId {
    let span = cx.0.span_of(e);
    if cx.1.contains(&e) {
        return cx.0.expr(Expr::Local(cx.2), span);
    }
    let node = cx.0.exprs[e].clone();
    let copied = node.map_handles(cx, copy_replacing, |_, t| t);
    cx.0.expr(copied, span)
}
