//! `c-auto`: C has no `auto` type. A variable declared `auto` (or `const auto`, `auto &`) with
//! an initializer whose type the IR says (a typed local, element, member or cast, a literal or an
//! arithmetic expression, [`super::types`]) gets that type; qualifiers written with `auto` are
//! kept, those of the initializer's type dropped, as deduction does (`c-references` then makes
//! `T &x = e;` a pointer). Variables holding lambdas stay `auto`. A variable of type
//! `decltype(e)` gets the type of `e` the same way, and so does a function's return type written
//! `auto` or `-> decltype(e)`, from `e` or its first returned value.

use oklc_ir::{
    ArenaExt, Builtin, ExprId, Function, Init, LocalId, Module, NamedRef, Stage, Stmt, Store,
    TyKind,
};

use super::types::{Arith, arith, expr_type, is_int};
use crate::pipeline::{Pass, PassCx};

pub(super) struct AutoPass;

impl Pass for AutoPass {
    fn name(&self) -> &'static str {
        "c-auto"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for id in cx.functions() {
            let f = &cx.module.functions[id];
            let mut deduced: Vec<(LocalId, Store, oklc_ir::TyId, Option<oklc_ir::TyId>)> =
                Vec::new();
            for (l, local) in f.locals.iter() {
                let kind = |t: oklc_ir::TyId| f.store.types.get(t).map(|t| &t.kind);
                // `auto &x = e;`: the `auto` level under the reference.
                let by_ref = match kind(local.ty) {
                    Some(TyKind::Reference(inner))
                        if matches!(kind(*inner), Some(TyKind::Auto)) =>
                    {
                        Some(*inner)
                    }
                    _ => None,
                };
                // `decltype(p.lo) v;`: the declared type of the operand (C has no `decltype`).
                if let Some(TyKind::Decltype(operand)) = kind(local.ty) {
                    if let Some((own, ty)) = deduce(cx.module, f, *operand, false) {
                        deduced.push((l, own, ty, None));
                    }
                    continue;
                }
                let is_auto = by_ref.is_some() || matches!(kind(local.ty), Some(TyKind::Auto));
                let init = match &local.init {
                    Some(Init::Assign(e)) => *e,
                    Some(Init::Brace(v) | Init::Direct(v)) if v.len() == 1 => v[0],
                    _ => continue,
                };
                if !is_auto || local.bindings.is_some() {
                    continue;
                }
                let Some((own, ty)) = deduce(cx.module, f, init, false) else { continue };
                deduced.push((l, own, ty, by_ref));
            }
            let returned = deduce_return(cx.module, f);
            let f = &mut cx.module.functions[id];
            if let Some((own, ty)) = returned {
                f.ret = f.store.import_ty(&own, ty);
                f.specs.trailing_return = false;
            }
            for (l, own, ty, by_ref) in deduced {
                let quals = f.store.types[by_ref.unwrap_or(f.locals[l].ty)].quals;
                let new = f.store.import_ty(&own, ty);
                f.store.types[new].quals = quals;
                f.store.types[new].space = Default::default();
                f.locals[l].ty = match by_ref {
                    Some(_) => f.store.ty(oklc_ir::Ty::new(TyKind::Reference(new))),
                    None => new,
                };
            }
        }
    }
}

/// The return type of `f` when it is written `auto` or `-> decltype(e)` (text the C compiler
/// cannot read): the type of `e` where the IR holds it, else of the first `return` value.
fn deduce_return(module: &Module, f: &Function) -> Option<(Store, oklc_ir::TyId)> {
    match &f.store.types.get(f.ret)?.kind {
        TyKind::Auto => {}
        TyKind::Decltype(operand) => {
            if let Some(found) = deduce(module, f, *operand, false) {
                return Some(found);
            }
        }
        TyKind::Named { name, refers: NamedRef::Opaque, .. }
            if f.specs.trailing_return && name.starts_with("decltype") => {}
        _ => return None,
    }
    let mut returned = None;
    oklc_ir::visit::walk(f, f.body.as_ref()?, &mut |v| {
        if let (Stmt::Return(Some(e)), None) = (v.stmt, returned) {
            returned = Some(*e);
        }
    });
    deduce(module, f, returned?, false)
}

/// The type `auto x = init;` deduces, in a store of its own: the declared type of `init` where
/// the IR says it (references dropped; `None` for an array, which would decay), else `float` or
/// `double` for floating arithmetic, and `int` for integer arithmetic of `int` operands
/// ([`super::types::is_int`]) or, when `integers` is set, for any integer arithmetic
/// (deduction may also give a wider type, which only a caller that can tell accepts).
pub(super) fn deduce(
    module: &Module,
    f: &Function,
    init: ExprId,
    integers: bool,
) -> Option<(Store, oklc_ir::TyId)> {
    let mut own = Store::default();
    let ty = match expr_type(module, f, init) {
        Some((store, ty)) => {
            let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
            let ty = match store.types.get(ty).map(|t| &t.kind) {
                Some(TyKind::Reference(inner)) => *inner,
                Some(TyKind::Array { .. }) | Some(TyKind::Auto) | None => return None,
                _ => ty,
            };
            own.import_ty(store, ty)
        }
        None => {
            // A decimal literal without suffix that `int` holds is an `int`.
            let plain_int = matches!(
                f.store.exprs.get(init),
                Some(oklc_ir::Expr::Literal(lit)) if lit.kind == oklc_ir::LitKind::Int
                    && lit.text.chars().all(|c| c.is_ascii_digit())
                    && lit.text.parse::<i32>().is_ok()
            );
            let b = match arith(module, f, init)? {
                Arith::Integer if integers || plain_int || is_int(module, f, init) => Builtin::Int,
                Arith::Integer => return None,
                Arith::Float => Builtin::Float,
                Arith::Double => Builtin::Double,
            };
            own.builtin(b)
        }
    };
    Some((own, ty))
}
