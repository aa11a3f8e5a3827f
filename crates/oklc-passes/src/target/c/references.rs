//! `c-references`: C has no references. A helper's reference parameter becomes a pointer
//! (`double &r` → `double *r`): its uses read `*r` and its calls pass `&arg`. A `const`
//! reference or an rvalue reference becomes a parameter by value, which reads the same, and a
//! reference to an array becomes the array parameter (C passes its address). A helper that
//! returns a reference returns a pointer: its `return e;` returns `&e` and its calls read
//! `*f(...)`; a `const` reference return becomes a value. Reference variables with an
//! initializer (`float (&row)[6] = s[j];`, `int &r = t;`) become pointers the same way, in
//! kernels too.

use indexmap::IndexMap;
use oklc_ir::visit::walk;
use oklc_ir::{
    ArenaExt, Expr, ExprId, Function, FunctionId, LocalId, Quals, Stage, Stmt, Store, Ty, TyId,
    TyKind, UnaryOp,
};
use smol_str::SmolStr;

use super::{called_helper, named_calls, wrap};
use crate::pipeline::{Pass, PassCx};

pub(super) struct ReferencesPass;

impl Pass for ReferencesPass {
    fn name(&self) -> &'static str {
        "c-references"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let functions = cx.functions();
        // Per helper: the parameters that became pointers, and whether the result did.
        let mut changed: IndexMap<FunctionId, (Vec<usize>, bool)> = IndexMap::new();
        for &id in &functions {
            let f = &cx.module.functions[id];
            if f.template_header.is_some() {
                continue;
            }
            if f.is_kernel() {
                continue;
            }
            let f = &mut cx.module.functions[id];
            let pointers = lower_signature(f);
            let returns_pointer = lower_return(&mut f.store, &mut f.ret);
            if pointers.is_empty() && !returns_pointer {
                continue;
            }
            let locals: Vec<LocalId> = pointers.iter().map(|&i| f.params[i]).collect();
            dereference_uses(&mut f.store, &locals);
            if returns_pointer {
                address_returns(f);
            }
            changed.insert(id, (pointers, returns_pointer));
        }
        if !changed.is_empty() {
            rewrite_calls(cx, &functions, &changed);
        }
        // Reference variables last: a call of a helper that returned a reference reads
        // `*f(...)` now, an object whose address they hold.
        for &id in &functions {
            let f = &mut cx.module.functions[id];
            if f.template_header.is_none() {
                let local_refs = lower_local_references(f);
                dereference_uses(&mut f.store, &local_refs);
            }
        }
    }
}

/// Gives the prototypes of the `changed` helpers their new types, and makes their calls in
/// `functions` pass the addresses and read the results they now take and return.
fn rewrite_calls(
    cx: &mut PassCx<'_>,
    functions: &[FunctionId],
    changed: &IndexMap<FunctionId, (Vec<usize>, bool)>,
) {
    // Prototypes of the changed helpers take the same types.
    let names: IndexMap<SmolStr, FunctionId> =
        changed.keys().map(|&id| (cx.module.functions[id].name.clone(), id)).collect();
    let prototypes: Vec<FunctionId> = cx
        .module
        .functions
        .iter()
        .filter(|(_, f)| f.body.is_none() && !f.is_kernel() && names.contains_key(&f.name))
        .map(|(id, _)| id)
        .collect();
    for id in prototypes {
        let f = &mut cx.module.functions[id];
        lower_signature(f);
        lower_return(&mut f.store, &mut f.ret);
    }
    for &caller in functions {
        let calls = named_calls(&cx.module.functions[caller]);
        for (call, name, args) in calls {
            if !names.contains_key(&name) {
                continue;
            }
            let Some(callee) = called_helper(cx.module, &name, args.len()) else { continue };
            let Some((pointers, returns_pointer)) = changed.get(&callee) else { continue };
            let store = &mut cx.module.functions[caller].store;
            for &i in pointers {
                if let Some(&arg) = args.get(i) {
                    wrap(store, arg, UnaryOp::AddrOf);
                }
            }
            if *returns_pointer {
                wrap(store, call, UnaryOp::Deref);
            }
        }
    }
}

/// Rewrites the reference variables of `f` (`T &r = e;`) declared with an initializer:
/// `T *r = &e;` when `e` is an object (a local, global, element, member or dereference),
/// else `const T r = e;` for a `const` reference bound to a value; returns those that became
/// pointers. Structured bindings and `auto` references stay.
fn lower_local_references(f: &mut Function) -> Vec<LocalId> {
    let mut pointers = Vec::new();
    let ids: Vec<LocalId> = f.locals.iter().map(|(id, _)| id).collect();
    for l in ids {
        let local = &f.locals[l];
        if local.kind != oklc_ir::LocalKind::Var || local.bindings.is_some() {
            continue;
        }
        let init = match &local.init {
            Some(oklc_ir::Init::Assign(e)) => *e,
            Some(oklc_ir::Init::Brace(v) | oklc_ir::Init::Direct(v)) if v.len() == 1 => v[0],
            _ => continue,
        };
        let referee = match f.store.types.get(local.ty).map(|t| &t.kind) {
            Some(TyKind::Reference(inner)) => *inner,
            _ => continue,
        };
        if matches!(f.store.types.get(referee).map(|t| &t.kind), Some(TyKind::Auto) | None) {
            continue;
        }
        if super::is_plain_lvalue(&f.store, init) {
            f.locals[l].ty = f.store.ty(Ty::new(TyKind::Pointer(referee)));
            wrap(&mut f.store, init, UnaryOp::AddrOf);
            pointers.push(l);
        } else if let Some((new, false)) = lowered(&mut f.store, local.ty) {
            f.locals[l].ty = new;
        }
    }
    pointers
}

/// Rewrites the reference parameters of `f`; returns the indices of those that became pointers.
fn lower_signature(f: &mut Function) -> Vec<usize> {
    let mut pointers = Vec::new();
    for (i, &p) in f.params.iter().enumerate() {
        let ty = f.locals[p].ty;
        match lowered(&mut f.store, ty) {
            Some((new, is_pointer)) => {
                f.locals[p].ty = new;
                if is_pointer {
                    pointers.push(i);
                }
            }
            None => continue,
        }
    }
    pointers
}

/// A return type `T &` becomes `T *` (`true`); `const T &` and `T &&` become `T`.
fn lower_return(store: &mut Store, ret: &mut TyId) -> bool {
    match lowered(store, *ret) {
        Some((new, is_pointer)) => {
            *ret = new;
            is_pointer
        }
        None => false,
    }
}

/// What a reference type becomes in C, and whether that is a pointer; `None` for any other
/// type.
fn lowered(store: &mut Store, ty: TyId) -> Option<(TyId, bool)> {
    let (inner, rvalue) = match store.types.get(ty)?.kind {
        TyKind::Reference(inner) => (inner, false),
        TyKind::RvalueReference(inner) => (inner, true),
        _ => return None,
    };
    let referee = store.types.get(inner)?;
    if rvalue
        || referee.quals.contains(Quals::CONST)
        || matches!(referee.kind, TyKind::Array { .. })
    {
        return Some((inner, false));
    }
    Some((store.ty(Ty::new(TyKind::Pointer(inner))), true))
}

/// Every read of the parameters `locals` goes through the pointer: `r` becomes `*r`.
fn dereference_uses(store: &mut Store, locals: &[LocalId]) {
    let uses: Vec<ExprId> = store
        .exprs
        .iter()
        .filter(|(_, e)| matches!(e, Expr::Local(l) if locals.contains(l)))
        .map(|(id, _)| id)
        .collect();
    for e in uses {
        wrap(store, e, UnaryOp::Deref);
    }
}

/// `return e;` becomes `return &e;` in a helper that now returns a pointer.
fn address_returns(f: &mut Function) {
    let Some(body) = f.body.as_ref() else { return };
    let mut returned = Vec::new();
    walk(f, body, &mut |v| {
        if let Stmt::Return(Some(e)) = v.stmt {
            returned.push(*e);
        }
    });
    for e in returned {
        wrap(&mut f.store, e, UnaryOp::AddrOf);
    }
}
