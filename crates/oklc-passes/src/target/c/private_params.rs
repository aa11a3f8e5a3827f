//! `c-private-params`: a by-value record parameter that a device kernel writes, or whose
//! address it takes (`Counter__bump(&c)` once member functions are lowered), is copied into a
//! private local first in the kernel (`_occa_private_c`), which the kernel uses instead. OpenCL C gives every work-item the value of a by-value argument, not
//! necessarily a copy of its own: an implementation may let the work-items of a group share
//! the argument's storage (pocl does), and then one work-item would see another's writes.

use oklc_ir::{
    ArenaExt, Expr, ExprId, Function, Init, LocalId, LocalKind, LoopId, Module, NamedRef, Quals,
    Stage, Stmt, TyKind, without_typedefs,
};

use crate::pipeline::{Pass, PassCx};

/// The name of the private copy of kernel parameter `name`.
fn private_name(name: &str) -> String {
    format!("{}private_{name}", oklc_ir::GENERATED_PREFIX)
}

pub(super) struct PrivateParamsPass;

impl Pass for PrivateParamsPass {
    fn name(&self) -> &'static str {
        "c-private-params"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for id in cx.functions() {
            let Some(info) = cx.kernels.get(&id) else { continue };
            let roots: Vec<LoopId> = info.splits.iter().map(|s| s.loop_id).collect();
            let copied = written_records(cx.module, &cx.module.functions[id]);
            let f = &mut cx.module.functions[id];
            for param in copied.into_iter().rev() {
                receive_as_copy(f, param, &roots);
            }
        }
    }
}

/// The non-`const` by-value record parameters of kernel `f` that its body writes, takes the
/// address of or binds to a reference local, in parameter order.
fn written_records(module: &Module, f: &Function) -> Vec<LocalId> {
    let mut used: Vec<LocalId> = Vec::new();
    let mut mark = |e: ExprId| {
        if let Some(l) = root_local(f, e)
            && f.params.contains(&l)
            && !used.contains(&l)
        {
            used.push(l);
        }
    };
    for (_, e) in f.store.exprs.iter() {
        if let Some(op) = e.written_operand() {
            mark(op);
        }
    }
    for (_, local) in f.locals.iter() {
        let reference = matches!(
            f.store.types.get(local.ty).map(|t| &t.kind),
            Some(TyKind::Reference(_) | TyKind::RvalueReference(_))
        );
        match (&local.init, reference) {
            (Some(Init::Assign(e)), true) => mark(*e),
            (Some(Init::Direct(args) | Init::Brace(args)), true) => {
                args.iter().for_each(|a| mark(*a))
            }
            _ => {}
        }
    }
    f.params.iter().copied().filter(|p| used.contains(p) && mutable_record(module, f, *p)).collect()
}

/// Whether parameter `id` of `f` is a record received by value and not declared `const`.
fn mutable_record(module: &Module, f: &Function, id: LocalId) -> bool {
    let Some(local) = f.locals.get(id) else { return false };
    if f.store.types.get(local.ty).is_none_or(|t| t.quals.contains(Quals::CONST)) {
        return false;
    }
    let (store, ty) = without_typedefs(module, &f.store, local.ty);
    store.types.get(ty).is_some_and(|t| {
        !t.quals.contains(Quals::CONST)
            && matches!(t.kind, TyKind::Named { refers: NamedRef::Struct(_), .. })
    })
}

/// Declares a copy of `param`, initialised from it, first in each device kernel's `@outer`
/// loop `roots` (which every work-item runs), and makes every use of `param` use the copy.
/// The parameter keeps its name, which the kernel's metadata reports.
fn receive_as_copy(f: &mut Function, param: LocalId, roots: &[LoopId]) {
    let uses: Vec<ExprId> = f
        .store
        .exprs
        .iter()
        .filter_map(|(id, e)| matches!(e, Expr::Local(l) if *l == param).then_some(id))
        .collect();
    let Some(local) = f.locals.get(param) else { return };
    let mut copy = local.clone();
    copy.name = private_name(&local.name).into();
    copy.kind = LocalKind::Var;
    let span = local.span;
    copy.init = Some(Init::Assign(f.store.expr(Expr::Local(param), Some(span))));
    let copy = f.locals.alloc(copy);
    for e in uses {
        f.store.exprs[e] = Expr::Local(copy);
    }
    for root in roots {
        if let Some(lp) = f.loops.get_mut(*root) {
            lp.body.insert(0, Stmt::Decl(copy), span);
        }
    }
}

/// The local whose object `e` designates a part of (`s`, `s.x`, `s.a[i]`).
fn root_local(f: &Function, mut e: ExprId) -> Option<LocalId> {
    for _ in 0..256 {
        match f.store.exprs.get(e)? {
            Expr::Local(l) => return Some(*l),
            Expr::Member { base, arrow: false, .. } | Expr::Index { base, .. } => e = *base,
            Expr::Cast { arg, .. } => e = *arg,
            _ => return None,
        }
    }
    None
}
