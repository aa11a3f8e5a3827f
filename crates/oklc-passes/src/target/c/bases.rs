//! `c-bases`: C has no base classes. Lowering gives a record with a base the base's object as
//! its leading member [`BASE_FIELD`] (`LowerOptions::c_language`), so a derived object's
//! address is its base object's. This pass routes what a record inherits through that member:
//! - `d.x`, `p->x` and `this->f(a)` of a member a base declares are `d._occa_base.x`,
//!   `p->_occa_base.x` and `this->_occa_base.f(a)` (the `c-members` pass then calls the base's
//!   member function with the base object's address);
//! - a cast of an object to a reference to a record related to its own by derivation
//!   (`static_cast<const Derived &>(*this)` in a base's member, as the curiously recurring
//!   template pattern writes it) casts the object's address and dereferences it
//!   (`*(const Derived *)&*this`).
//!
//! `c-base-order`: a class template's instance made for a base (`BinaryOp<MaxAbs>`) stands
//! before the record deriving from it, yet its member functions may call that record's (the
//! curiously recurring template pattern). Its functions (the copies of its member templates
//! included) move after the derived record's; a prototype stays where one the derived
//! record's functions call stood. A derived object where its base is taken, by value,
//! reference or pointer (an argument `readScaled(d)`, `f(&d)`, a local's initializer, a value
//! assigned or returned), is the base object it holds (`readScaled(&d._occa_base)` once
//! references are pointers).

use oklc_ir::{
    ArenaExt, BASE_FIELD, Expr, ExprId, FunctionId, GENERATED_PREFIX, Item, Module, NamedRef,
    Stage, StructId, Ty, TyKind, UnaryOp,
};
use smol_str::SmolStr;

use super::types::record_of;
use crate::pipeline::{Pass, PassCx};

/// How many bases deep a member is looked up.
const MAX_DEPTH: u32 = 16;

pub(super) struct BasesPass;

impl Pass for BasesPass {
    fn name(&self) -> &'static str {
        "c-bases"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        if !any_derived(cx.module) {
            return;
        }
        for f in cx.functions() {
            route_members(cx.module, f);
            reference_casts(cx.module, f);
        }
    }
}

pub(super) struct BaseOrderPass;

impl Pass for BaseOrderPass {
    fn name(&self) -> &'static str {
        "c-base-order"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        if !any_derived(cx.module) {
            return;
        }
        let since = cx.since.items.min(cx.module.items.len());
        let derived: Vec<(StructId, StructId)> = cx.module.items[since..]
            .iter()
            .filter_map(|item| match item {
                Item::Struct(d) => base_of(cx.module, *d).map(|b| (*d, b)),
                _ => None,
            })
            .collect();
        for f in cx.functions() {
            upcast_arguments(cx.module, f);
        }
        for &(record, base) in &derived {
            let instance = cx.module.structs[base]
                .name
                .as_deref()
                .is_some_and(|n| n.starts_with(GENERATED_PREFIX));
            if instance && derived.iter().filter(|(_, b)| *b == base).count() == 1 {
                after_derived(cx.module, since, record, base);
            }
        }
    }
}

/// Whether function `f` is a member function of `record`: its first parameter points to one.
fn member_of(module: &Module, f: FunctionId, record: StructId) -> bool {
    let func = &module.functions[f];
    let Some(&this) = func.params.first() else { return false };
    let (store, ty) = oklc_ir::without_typedefs(module, &func.store, func.locals[this].ty);
    let Some(&TyKind::Pointer(object)) = store.types.get(ty).map(|t| &t.kind) else {
        return false;
    };
    let (store, object) = oklc_ir::without_typedefs(module, store, object);
    matches!(
        store.types.get(object).map(|t| &t.kind),
        Some(TyKind::Named { refers: NamedRef::Struct(r), .. }) if *r == record
    )
}

/// Moves the functions of `base` between its record and `record`'s (items from `since` on)
/// after `record`'s last function, leaving prototypes of those `record`'s functions call.
fn after_derived(module: &mut Module, since: usize, record: StructId, base: StructId) {
    let items = &module.items;
    let position = |s: StructId| items.iter().skip(since).position(|i| *i == Item::Struct(s));
    let (Some(start), Some(end)) = (position(base), position(record)) else { return };
    let (start, end) = (since + start, since + end);
    if start >= end {
        return;
    }
    let own = |i: &Item| match i {
        Item::Function(f) => {
            member_of(module, *f, record)
                || module.member_functions.iter().any(|m| m.function == *f && m.record == record)
        }
        _ => false,
    };
    let last = items.iter().rposition(own).filter(|&l| l > end).unwrap_or(end);
    let moving: Vec<FunctionId> = items[start..end]
        .iter()
        .filter_map(|i| match i {
            Item::Function(f) if member_of(module, *f, base) => Some(*f),
            _ => None,
        })
        .collect();
    if moving.is_empty() {
        return;
    }
    let called: Vec<SmolStr> = items[end..=last]
        .iter()
        .filter_map(|i| match i {
            Item::Function(f) => Some(super::named_calls(&module.functions[*f])),
            _ => None,
        })
        .flatten()
        .map(|(_, name, _)| name)
        .collect();
    let mut out = Vec::with_capacity(module.items.len() + moving.len());
    for (at, item) in std::mem::take(&mut module.items).into_iter().enumerate() {
        match item {
            Item::Function(f) if moving.contains(&f) => {
                let func = &module.functions[f];
                if func.template_header.is_none() && called.contains(&func.name) {
                    let mut prototype = func.clone();
                    prototype.body = None;
                    out.push(Item::Function(module.functions.alloc(prototype)));
                }
            }
            item => out.push(item),
        }
        if at == last {
            out.extend(moving.iter().map(|&f| Item::Function(f)));
        }
    }
    module.items = out;
}

/// The record type `ty` of `store` names (or refers to), or points to (`true`).
fn record_type(
    module: &Module,
    store: &oklc_ir::Store,
    ty: oklc_ir::TyId,
) -> Option<(StructId, bool)> {
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    match store.types.get(ty)?.kind {
        TyKind::Named { refers: NamedRef::Struct(r), .. } => Some((r, false)),
        TyKind::Reference(inner) => Some((record_type(module, store, inner)?.0, false))
            .filter(|_| record_type(module, store, inner).is_some_and(|(_, p)| !p)),
        TyKind::Pointer(inner) => match record_type(module, store, inner)? {
            (r, false) => Some((r, true)),
            _ => None,
        },
        _ => None,
    }
}

/// How many bases up from `derived` `base` is (`None`: not a base of it).
fn base_depth(module: &Module, mut derived: StructId, base: StructId) -> Option<u32> {
    for depth in 1..MAX_DEPTH {
        derived = base_of(module, derived)?;
        if derived == base {
            return Some(depth);
        }
    }
    None
}

/// Makes each argument of `f`'s calls, local's initializer, value assigned and value returned
/// that is a derived object (or its address) where a base object (or a pointer to one) is
/// taken the base object it holds.
fn upcast_arguments(module: &mut Module, f: FunctionId) {
    let mut wanted: Vec<(ExprId, StructId, bool)> = Vec::new();
    for (_, name, args) in super::named_calls(&module.functions[f]) {
        let Some(target) = super::called_helper(module, &name, args.len()) else { continue };
        let callee = &module.functions[target];
        for (&arg, &param) in args.iter().zip(&callee.params) {
            if let Some((want, by_pointer)) =
                record_type(module, &callee.store, callee.locals[param].ty)
            {
                wanted.push((arg, want, by_pointer));
            }
        }
    }
    let func = &module.functions[f];
    for (_, local) in func.locals.iter() {
        if let Some(oklc_ir::Init::Assign(init)) = local.init
            && let Some((want, by_pointer)) = record_type(module, &func.store, local.ty)
        {
            wanted.push((init, want, by_pointer));
        }
    }
    for (_, e) in func.store.exprs.iter() {
        if let Expr::Assign { op: oklc_ir::AssignOp::Assign, lhs, rhs } = e
            && let Some((store, ty)) = super::types::expr_type(module, func, *lhs)
            && let Some((want, by_pointer)) = record_type(module, store, ty)
        {
            wanted.push((*rhs, want, by_pointer));
        }
    }
    if let Some(body) = &func.body
        && let Some((want, by_pointer)) = record_type(module, &func.store, func.ret)
    {
        let mut returned = Vec::new();
        returned_values(body, &mut returned);
        wanted.extend(returned.into_iter().map(|e| (e, want, by_pointer)));
    }
    for (arg, want, by_pointer) in wanted {
        upcast(module, f, arg, want, by_pointer);
    }
}

/// The values `block` returns.
fn returned_values(block: &oklc_ir::Block, out: &mut Vec<ExprId>) {
    for stmt in &block.stmts {
        if let oklc_ir::Stmt::Return(Some(value)) = stmt {
            out.push(*value);
        }
        for inner in oklc_ir::visit::child_blocks(stmt) {
            returned_values(inner, out);
        }
    }
}

/// Makes `arg` of `f`, a derived object (or its address, `by_pointer`), the object of record
/// `want` it holds (or its address) when `want` is one of its bases.
fn upcast(module: &mut Module, f: FunctionId, arg: ExprId, want: StructId, by_pointer: bool) {
    let func = &module.functions[f];
    // The object the argument is (`d`), or whose address it is (`&d`, `p`).
    let (object, arrow) = match (by_pointer, func.store.exprs.get(arg)) {
        (true, Some(&Expr::Unary { op: UnaryOp::AddrOf, arg: object })) => (object, false),
        (true, _) => (arg, true),
        (false, _) => (arg, false),
    };
    let Some(have) = record_of(module, func, object, arrow) else { return };
    let Some(depth) = base_depth(module, have, want) else { return };
    let store = &mut module.functions[f].store;
    let span = store.span_of(arg);
    let field = SmolStr::new(BASE_FIELD);
    let moved = store.expr(store.exprs[object].clone(), span);
    let mut held = store.expr(Expr::Member { base: moved, member: field.clone(), arrow }, span);
    for _ in 1..depth {
        held = store.expr(Expr::Member { base: held, member: field.clone(), arrow: false }, span);
    }
    store.exprs[arg] = match by_pointer {
        true => Expr::Unary { op: UnaryOp::AddrOf, arg: held },
        false => store.exprs[held].clone(),
    };
}

/// Whether a record of `module` holds a base object.
fn any_derived(module: &Module) -> bool {
    module.structs.values().any(|s| s.fields.first().is_some_and(is_base))
}

fn is_base(field: &oklc_ir::Field) -> bool {
    field.name == BASE_FIELD
}

/// The base record of `record`, held in its leading member.
fn base_of(module: &Module, record: StructId) -> Option<StructId> {
    let field = module.structs.get(record)?.fields.first().filter(|f| is_base(f))?;
    let (store, ty) = oklc_ir::without_typedefs(module, &module.store, field.ty);
    match store.types.get(ty)?.kind {
        TyKind::Named { refers: NamedRef::Struct(base), .. } => Some(base),
        _ => None,
    }
}

/// Whether `record` itself declares the field or member function `name`.
fn declares(module: &Module, record: StructId, name: &str) -> bool {
    module.structs.get(record).is_some_and(|s| s.fields.iter().any(|f| f.name == name))
        || module.member_functions.iter().any(|m| m.record == record && m.name == name)
}

/// How many bases up from `record` the member `name` is declared (`0`: in `record` or nowhere).
fn inherited_depth(module: &Module, mut record: StructId, name: &str) -> u32 {
    for depth in 0..MAX_DEPTH {
        if declares(module, record, name) {
            return depth;
        }
        match base_of(module, record) {
            Some(base) => record = base,
            None => return 0,
        }
    }
    0
}

/// Whether `derived` derives from `base`, directly or through other bases.
fn derives(module: &Module, mut derived: StructId, base: StructId) -> bool {
    for _ in 0..MAX_DEPTH {
        match base_of(module, derived) {
            Some(b) if b == base => return true,
            Some(b) => derived = b,
            None => return false,
        }
    }
    false
}

/// Routes the uses of inherited members in `f` through the base members that hold them.
fn route_members(module: &mut Module, f: FunctionId) {
    let exprs: Vec<ExprId> = module.functions[f].store.exprs.iter().map(|(id, _)| id).collect();
    for e in exprs {
        let func = &module.functions[f];
        let Expr::Member { base, member, arrow } = &func.store.exprs[e] else { continue };
        let (base, arrow) = (*base, *arrow);
        // `x.fold<float>` names the member template `fold`.
        let name = member.split('<').next().unwrap_or(member).trim();
        let Some(record) = record_of(module, func, base, arrow) else { continue };
        let depth = inherited_depth(module, record, name);
        if depth == 0 {
            continue;
        }
        let store = &mut module.functions[f].store;
        let span = store.span_of(e);
        let field = SmolStr::new(BASE_FIELD);
        let mut object = store.expr(Expr::Member { base, member: field.clone(), arrow }, span);
        for _ in 1..depth {
            object = store
                .expr(Expr::Member { base: object, member: field.clone(), arrow: false }, span);
        }
        if let Expr::Member { base, arrow, .. } = &mut store.exprs[e] {
            *base = object;
            *arrow = false;
        }
    }
}

/// Makes the casts in `f` of an object to a reference to a record related to its own by
/// derivation casts of its address, dereferenced.
fn reference_casts(module: &mut Module, f: FunctionId) {
    let exprs: Vec<ExprId> = module.functions[f].store.exprs.iter().map(|(id, _)| id).collect();
    for e in exprs {
        let func = &module.functions[f];
        let Expr::Cast { style, ty, arg } = func.store.exprs[e] else { continue };
        let Some(&TyKind::Reference(target)) = func.store.types.get(ty).map(|t| &t.kind) else {
            continue;
        };
        let (store, named) = oklc_ir::without_typedefs(module, &func.store, target);
        let Some(TyKind::Named { refers: NamedRef::Struct(to), .. }) =
            store.types.get(named).map(|t| &t.kind)
        else {
            continue;
        };
        let to = *to;
        let Some(from) = record_of(module, func, arg, false) else { continue };
        if from == to || !derives(module, to, from) && !derives(module, from, to) {
            continue;
        }
        let store = &mut module.functions[f].store;
        let span = store.span_of(e);
        let pointer = store.ty(Ty::new(TyKind::Pointer(target)));
        let address = store.expr(Expr::Unary { op: UnaryOp::AddrOf, arg }, span);
        let cast = store.expr(Expr::Cast { style, ty: pointer, arg: address }, span);
        store.exprs[e] = Expr::Unary { op: UnaryOp::Deref, arg: cast };
    }
}
