//! What SYCL device code cannot do, reported at its OKL line instead of being printed into code
//! the SYCL kernel compiler rejects: recursion ([`crate::recursion`], `OKL0612`; recursive
//! `constexpr` functions are folded where they can be, `oklc_passes::constexpr_calls`) and
//! calls through function pointers (`OKL0613`).

use oklc_diag::Diagnostic;
use oklc_diag::codes::codegen as codes;
use oklc_ir::{Expr, ExprId, Function, Store, TyId, TyKind, UnaryOp, without_typedefs};

use crate::printer::{Writer, get};
use crate::recursion::CallGraph;

/// Checks a function as it is printed: whether it closes a cycle of calls, and its first call
/// through a function pointer.
pub fn check_function(w: &mut Writer<'_>, calls: &CallGraph, f: &Function) {
    calls.check(w, f);
    let Some(body) = &f.body else { return };
    let mut found = None;
    oklc_ir::visit::walk(f, body, &mut |v| {
        oklc_ir::visit::stmt_exprs(f, v.stmt, |root| {
            oklc_ir::visit::walk_expr(&f.store, root, |id, expr| {
                if found.is_none()
                    && let Expr::Call { callee, .. } = expr
                    && calls_through_pointer(w, f, *callee)
                {
                    found = Some(f.store.expr_spans.get(id).copied().unwrap_or(v.span));
                }
            });
        });
    });
    let Some(span) = found else { return };
    let backend = w.dialect.backend();
    w.diagnostics.push(
        Diagnostic::error(
            codes::FUNCTION_POINTER_CALL,
            format!("`{backend}` device code cannot call through a function pointer"),
            span,
        )
        .with_primary_message("the function is chosen at run time here")
        .with_help(
            "call the functions by name, choosing among them with `if` or `switch` on a value \
             that says which",
        ),
    );
}

/// Whether the callee `e` of a call is a function pointer held by a variable: the variable
/// itself, an element of an array of them, or either dereferenced (`(*op)(x)`).
fn calls_through_pointer(w: &Writer<'_>, f: &Function, e: ExprId) -> bool {
    let mut e = e;
    let mut elements = 0usize;
    for _ in 0..64 {
        match get(&f.store.exprs, e) {
            Some(Expr::Unary { op: UnaryOp::Deref, arg }) => e = *arg,
            Some(Expr::Index { base, .. }) => {
                elements += 1;
                e = *base;
            }
            Some(Expr::Local(l)) => {
                let Some(local) = get(&f.locals, *l) else { return false };
                return function_pointer(w.module, &f.store, local.ty, elements);
            }
            _ => return false,
        }
    }
    false
}

/// Whether `ty`, with `elements` array (or pointer) levels taken off, is a pointer to a
/// function, through typedefs.
fn function_pointer(module: &oklc_ir::Module, store: &Store, ty: TyId, elements: usize) -> bool {
    let (store, ty) = without_typedefs(module, store, ty);
    match get(&store.types, ty).map(|t| &t.kind) {
        Some(TyKind::Array { elem, .. }) if elements > 0 => {
            function_pointer(module, store, *elem, elements - 1)
        }
        Some(TyKind::Pointer(inner)) if elements > 0 => {
            function_pointer(module, store, *inner, elements - 1)
        }
        Some(TyKind::Pointer(inner)) => {
            let (store, inner) = without_typedefs(module, store, *inner);
            matches!(get(&store.types, inner).map(|t| &t.kind), Some(TyKind::Function { .. }))
        }
        _ => false,
    }
}
