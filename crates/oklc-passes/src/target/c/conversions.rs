//! Conversion functions in C (part of `c-members`): lowering makes `operator double() const`
//! a function of its own ([`MemberKind::Conversion`], returning the type it converts to), and
//! C++ calls it wherever an object of its record stands where another type is needed. Those
//! places call it with the object's address (`Record::operator_to_double(&acc)`): the
//! initializer of a local and the value assigned to an object that is no record, a cast to a
//! type that is no record, an operand of a built-in operator (no operator function of the
//! record took it), a condition, a returned value and an argument of a helper parameter that
//! is no record. Of several conversion functions the one to the same type is called, else
//! the first.

use indexmap::IndexSet;
use oklc_ir::{
    ArenaExt, BinaryOp, Builtin, Expr, ExprId, Function, FunctionId, Init, MemberKind, Module,
    NamedRef, Stmt, Store, TyId, TyKind, UnaryOp, without_typedefs,
};

use super::called_helper;
use super::types::{expr_type, record_of};

/// What an implicit conversion converts to: a built-in type, or any type C++ accepts there
/// (an operand of a built-in operator).
type Target = Option<Builtin>;

/// Calls the conversion functions where function `f` converts an object implicitly or by a
/// cast.
pub(super) fn apply(module: &mut Module, f: FunctionId) {
    if !module.member_functions.iter().any(|m| m.kind == MemberKind::Conversion) {
        return;
    }
    let sites = sites(module, &module.functions[f]);
    let mut done = IndexSet::new();
    for (e, target) in sites {
        if !done.insert(e) {
            continue;
        }
        let func = &module.functions[f];
        let Some(record) = record_of(module, func, e, false) else { continue };
        let Some(conversion) = conversion(module, record, target) else { continue };
        let name = module.functions[conversion].name.clone();
        let store = &mut module.functions[f].store;
        let span = store.span_of(e);
        let object = store.exprs[e].clone();
        let object = store.expr(object, span);
        let address = store.expr(Expr::Unary { op: UnaryOp::AddrOf, arg: object }, span);
        let callee = store.expr(Expr::Name(name), span);
        store.exprs[e] = Expr::Call { callee, args: vec![address] };
    }
}

/// The conversion function of `record` that converts to `target`.
fn conversion(module: &Module, record: oklc_ir::StructId, target: Target) -> Option<FunctionId> {
    let mut candidates = module
        .member_functions
        .iter()
        .filter(|m| m.record == record && m.kind == MemberKind::Conversion)
        .map(|m| m.function)
        .peekable();
    let first = *candidates.peek()?;
    let same = candidates.find(|&c| {
        let g = &module.functions[c];
        target.is_some() && builtin_of(module, &g.store, g.ret) == target
    });
    Some(same.unwrap_or(first))
}

/// The built-in type `ty` names (typedefs and references looked through).
fn builtin_of(module: &Module, store: &Store, ty: TyId) -> Option<Builtin> {
    let (store, ty) = without_typedefs(module, store, ty);
    match store.types.get(ty)?.kind {
        TyKind::Builtin(b) => Some(b),
        TyKind::Reference(inner) => builtin_of(module, store, inner),
        _ => None,
    }
}

/// Whether `ty` is a type an object can stand for through a conversion: a built-in type, an
/// enumeration or a pointer (or a reference to one); never a record, nor a type still to be
/// deduced (`auto`).
fn converts_to(module: &Module, store: &Store, ty: TyId) -> bool {
    let (store, ty) = without_typedefs(module, store, ty);
    match store.types.get(ty).map(|t| &t.kind) {
        Some(TyKind::Builtin(_) | TyKind::Pointer(_)) => true,
        Some(TyKind::Named { refers: NamedRef::Enum(_), .. }) => true,
        Some(TyKind::Reference(inner) | TyKind::RvalueReference(inner)) => {
            converts_to(module, store, *inner)
        }
        _ => false,
    }
}

/// The expressions of `f` that C++ converts to another type, with what they convert to.
fn sites(module: &Module, f: &Function) -> Vec<(ExprId, Target)> {
    let mut found = Vec::new();
    let typed = |found: &mut Vec<(ExprId, Target)>, e: ExprId, store: &Store, ty: TyId| {
        if converts_to(module, store, ty) {
            found.push((e, builtin_of(module, store, ty)));
        }
    };
    for (_, local) in f.locals.iter() {
        if let Some(Init::Assign(e)) = local.init {
            typed(&mut found, e, &f.store, local.ty);
        }
    }
    for (_, e) in f.store.exprs.iter() {
        match e {
            Expr::Assign { lhs, rhs, .. } => {
                if let Some((store, ty)) = expr_type(module, f, *lhs) {
                    typed(&mut found, *rhs, store, ty);
                }
            }
            Expr::Cast { ty, arg, .. } => typed(&mut found, *arg, &f.store, *ty),
            Expr::Binary { op, lhs, rhs } if *op != BinaryOp::Comma => {
                found.push((*lhs, None));
                found.push((*rhs, None));
            }
            Expr::Unary {
                op: UnaryOp::Not | UnaryOp::Neg | UnaryOp::Plus | UnaryOp::BitNot,
                arg,
            } => found.push((*arg, None)),
            Expr::Cond { cond, .. } => found.push((*cond, Some(Builtin::Bool))),
            Expr::Call { callee, args } => {
                let Some(Expr::Name(name)) = f.store.exprs.get(*callee) else { continue };
                let Some(helper) = called_helper(module, name, args.len()) else { continue };
                let g = &module.functions[helper];
                for (&arg, &param) in args.iter().zip(&g.params) {
                    typed(&mut found, arg, &g.store, g.locals[param].ty);
                }
            }
            _ => {}
        }
    }
    if let Some(body) = &f.body {
        oklc_ir::visit::walk(f, body, &mut |v| match v.stmt {
            Stmt::If { cond, .. } | Stmt::While { cond, .. } | Stmt::DoWhile { cond, .. } => {
                found.push((*cond, Some(Builtin::Bool)))
            }
            Stmt::For { cond: Some(cond), .. } => found.push((*cond, Some(Builtin::Bool))),
            Stmt::Return(Some(e)) => typed(&mut found, *e, &f.store, f.ret),
            _ => {}
        });
    }
    found
}
