//! `c-members`: C has no member functions. Lowering makes each member function of a record
//! that C can express a function of its own (`LowerOptions::c_language`,
//! [`oklc_ir::Module::member_functions`]); this pass names it `Record::member` (the
//! `c-namespaces` pass then spells `Record__member`) and rewrites what uses it:
//! - `x.m(a)` and `p->m(a)` call `Record::m(&x, a)` and `Record::m(p, a)`, a static member
//!   `Record::m(a)` (its object not evaluated);
//! - `T(a, b)` and `T{a, b}` call the constructor of that many parameters, `T v(a, b);`,
//!   `T v{a, b};` and `T v;` are initialised with such a call.
//!
//! An object of another address space than the private one is passed like any pointer: the
//! `addrspace` pass gives the member a copy for it.

use oklc_ir::{
    ArenaExt, CastStyle, Expr, ExprId, FunctionId, Init, LocalKind, MemberFunction, MemberKind,
    Module, NamedRef, OklStorage, Stage, StructId, TyKind, UnaryOp,
};

use super::types::record_of;
use crate::pipeline::{Pass, PassCx};

pub(super) struct MembersPass;

impl Pass for MembersPass {
    fn name(&self) -> &'static str {
        "c-members"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        if cx.module.member_functions.is_empty() {
            return;
        }
        let functions = cx.functions();
        for m in cx.module.member_functions.clone() {
            if functions.contains(&m.function) {
                let record = cx.module.structs[m.record].name.clone().unwrap_or_default();
                cx.module.functions[m.function].name = format!("{record}::{}", m.name).into();
            }
        }
        for f in functions {
            rewrite(cx.module, f);
        }
    }
}

/// The member `name` of record `record` of `kinds` taking `args` arguments.
fn member<'m>(
    module: &'m Module,
    record: StructId,
    name: &str,
    args: usize,
    kinds: &[MemberKind],
) -> Option<&'m MemberFunction> {
    module.member_functions.iter().find(|m| {
        m.record == record && m.name == name && m.params == args && kinds.contains(&m.kind)
    })
}

/// The constructor of the record type `ty` (of `f`'s store) taking `args` arguments.
fn constructor(
    module: &Module,
    f: FunctionId,
    ty: oklc_ir::TyId,
    args: usize,
) -> Option<FunctionId> {
    let func = &module.functions[f];
    let (store, ty) = oklc_ir::without_typedefs(module, &func.store, ty);
    let TyKind::Named { refers: NamedRef::Struct(record), .. } = store.types.get(ty)?.kind else {
        return None;
    };
    let name = module.structs[record].name.as_deref()?;
    let last = name.rsplit("::").next().unwrap_or(name);
    member(module, record, last, args, &[MemberKind::Constructor]).map(|m| m.function)
}

/// Rewrites the member calls, constructions and constructed locals of function `f`.
fn rewrite(module: &mut Module, f: FunctionId) {
    let exprs: Vec<ExprId> = module.functions[f].store.exprs.iter().map(|(id, _)| id).collect();
    for e in exprs {
        let func = &module.functions[f];
        let new = match &func.store.exprs[e] {
            Expr::Call { callee, args } => {
                let Expr::Member { base, member: name, arrow } = &func.store.exprs[*callee] else {
                    continue;
                };
                let Some(record) = record_of(module, func, *base, *arrow) else { continue };
                let kinds = [MemberKind::Method, MemberKind::Static];
                let Some(m) = member(module, record, name, args.len(), &kinds) else { continue };
                let (target, kind, base, arrow, args) =
                    (m.function, m.kind, *base, *arrow, args.clone());
                let name = module.functions[target].name.clone();
                let store = &mut module.functions[f].store;
                let span = store.span_of(e);
                let callee = store.expr(Expr::Name(name), span);
                let mut all = Vec::with_capacity(args.len() + 1);
                if kind == MemberKind::Method {
                    all.push(match arrow {
                        true => base,
                        false => store.expr(Expr::Unary { op: UnaryOp::AddrOf, arg: base }, span),
                    });
                }
                all.extend(args);
                Expr::Call { callee, args: all }
            }
            Expr::Construct { ty, args, .. } => {
                let Some(ctor) = constructor(module, f, *ty, args.len()) else { continue };
                let args = args.clone();
                construct(module, f, e, ctor, args)
            }
            Expr::Cast { style: CastStyle::Functional, ty, arg } => {
                let Some(ctor) = constructor(module, f, *ty, 1) else { continue };
                let arg = *arg;
                construct(module, f, e, ctor, vec![arg])
            }
            _ => continue,
        };
        module.functions[f].store.exprs[e] = new;
    }
    let locals: Vec<_> = module.functions[f].locals.iter().map(|(id, _)| id).collect();
    for l in locals {
        let local = &module.functions[f].locals[l];
        if local.kind != LocalKind::Var || local.storage != OklStorage::Private {
            continue;
        }
        let args = match &local.init {
            Some(Init::Direct(args) | Init::Brace(args)) => args.clone(),
            None => Vec::new(),
            Some(Init::Assign(_)) => continue,
        };
        let Some(ctor) = constructor(module, f, local.ty, args.len()) else { continue };
        let span = local.span;
        let name = module.functions[ctor].name.clone();
        let store = &mut module.functions[f].store;
        let callee = store.expr(Expr::Name(name), Some(span));
        let call = store.expr(Expr::Call { callee, args }, Some(span));
        module.functions[f].locals[l].init = Some(Init::Assign(call));
    }
}

/// The call of constructor `ctor` with `args` that replaces expression `e` of `f`.
fn construct(
    module: &mut Module,
    f: FunctionId,
    e: ExprId,
    ctor: FunctionId,
    args: Vec<ExprId>,
) -> Expr {
    let name = module.functions[ctor].name.clone();
    let store = &mut module.functions[f].store;
    let span = store.span_of(e);
    let callee = store.expr(Expr::Name(name), span);
    Expr::Call { callee, args }
}
