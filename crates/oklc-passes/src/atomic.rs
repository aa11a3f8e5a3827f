//! `atomic`: classifies every `@atomic` statement for the back ends (docs/guide/okl-reference.md).
//!
//! Nested single-statement blocks inside `@atomic { ... }` are unwrapped first, so
//! `@atomic { x += 1; }` is the same as `@atomic x += 1;`. A single expression statement is
//! *basic* (`+=`, `-=`, `++`, `--`), another *assignment* (`=`, `&=`, `*=`, ...) or general;
//! anything else is a general block. Each single-expression atomic is recorded in
//! [`crate::KernelInfo::atomics`] keyed by its expression, with the operand, the operand's
//! type in the kernel's store (followed through `*`, `[]` and pointer/array levels; globals'
//! types are imported from the module store) and whether the operand is `@shared` memory
//! (SYCL then uses `local_space`, docs/conformance.md).
//!
//! The target of every update directly inside an `@atomic` statement must be a modifiable
//! lvalue (OKL0560): `@atomic 3 += 1;` or an update of a `const` variable would otherwise reach
//! the C++ compiler as `#pragma omp atomic` over an ill-formed statement (and, on GPU
//! targets, `atomicAdd(&(3), 1)`). Only targets that are certainly not modifiable are reported.

use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::la_arena::Arena;
use oklc_ir::{
    ArenaExt, AssignOp, BinaryOp, Block, Expr, ExprId, Function, FunctionId, Global, LocalId,
    Module, OklStorage, Quals, Stage, Stmt, TyId, TyKind, UnaryOp,
};
use oklc_span::Span;

use crate::pipeline::{Pass, PassCx};
use crate::util::TakenNames;
use crate::{AtomicBlockRejection, AtomicClass, AtomicInfo, AtomicOp, AtomicValue, Family};

mod blocks;
mod lvalue;
mod value;

pub struct AtomicPass;

impl Pass for AtomicPass {
    fn name(&self) -> &'static str {
        "atomic"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let simt = cx.family == Family::Simt;
        for fid in cx.functions() {
            let mut found = Vec::new();
            let mut updates = Vec::new();
            let mut general = 0;
            let mut rejected = Vec::new();
            let taken = TakenNames::of(cx, fid);
            // The function is taken out of the module while it is walked, so that the module's
            // declarations stay readable without a copy (a copy per function, or per batch of
            // a streamed file, would make the pass quadratic).
            let mut f = std::mem::replace(
                &mut cx.module.functions[fid],
                Function::new("", oklc_ir::FunctionKind::Helper, Default::default()),
            );
            let mut w = Walk {
                found: &mut found,
                updates: &mut updates,
                general: &mut general,
                rejected: &mut rejected,
                simt,
            };
            if let Some(mut body) = f.body.take() {
                walk(&mut f, &mut body, &mut w);
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
                walk(&mut f, &mut body, &mut w);
                if let Some(Expr::Lambda(lambda)) = f.store.exprs.get_mut(id) {
                    lambda.body = body;
                }
            }
            let module = &*cx.module;
            let infos: Vec<(ExprId, AtomicInfo)> =
                found.into_iter().map(|e| (e, classify(module, &mut f, &taken, simt, e))).collect();
            cx.module.functions[fid] = f;
            let Module { functions, store, globals, .. } = &*cx.module;
            let diags: Vec<Diagnostic> = updates
                .into_iter()
                .filter_map(|(e, span)| check_target(functions, store, globals, fid, e, span))
                .collect();
            cx.diagnostics.extend(diags);
            record(cx, fid, infos, general, rejected);
        }
    }
}

/// Keeps what the walk found in the function's [`crate::KernelInfo`]. On GPU targets a helper
/// gets one too when it holds `@atomic` statements: the backends spell them wherever they are.
fn record(
    cx: &mut PassCx<'_>,
    fid: FunctionId,
    infos: Vec<(ExprId, AtomicInfo)>,
    general: usize,
    rejected: Vec<(Span, AtomicBlockRejection)>,
) {
    let helper_atomics = cx.family == Family::Simt && (!infos.is_empty() || !rejected.is_empty());
    let k = if helper_atomics { Some(cx.kernel(fid)) } else { cx.kernel_mut(fid) };
    if let Some(k) = k {
        k.general_atomics += general;
        k.atomics.extend(infos);
        k.atomic_blocks.extend(rejected);
    }
}

/// Gives `copy`, a copy of function `from` under the same expression ids (a template's
/// instance), the records of `from`'s `@atomic` statements.
pub(crate) fn share(cx: &mut PassCx<'_>, from: FunctionId, copy: FunctionId) {
    let Some(k) = cx.kernels.get(&from) else { return };
    if k.atomics.is_empty() && k.atomic_blocks.is_empty() {
        return;
    }
    let (atomics, blocks) = (k.atomics.clone(), k.atomic_blocks.clone());
    let to = cx.kernel(copy);
    to.atomics.extend(atomics);
    to.atomic_blocks.extend(blocks);
}

/// What [`walk`] collects.
struct Walk<'a> {
    /// Single-expression atomics.
    found: &'a mut Vec<ExprId>,
    /// Every expression statement directly in an `@atomic` statement, with its span.
    updates: &'a mut Vec<(ExprId, Span)>,
    general: &'a mut usize,
    /// Blocks left whole on GPU targets, with the reason.
    rejected: &'a mut Vec<(Span, AtomicBlockRejection)>,
    /// GPU targets: blocks of independent updates become one `@atomic` per update.
    simt: bool,
}

fn walk(f: &mut Function, block: &mut Block, w: &mut Walk<'_>) {
    for (stmt, span) in block.stmts.iter_mut().zip(block.spans.iter().copied()) {
        if let Stmt::Atomic(b) = stmt {
            while b.stmts.len() == 1 && matches!(b.stmts[0], Stmt::Block(_)) {
                if let Some(Stmt::Block(inner)) = b.stmts.pop() {
                    *b = inner;
                }
            }
            if w.simt && !matches!(b.stmts.as_slice(), [Stmt::Expr(_)]) {
                match blocks::independent_updates(f, b) {
                    Ok(lowered) => *stmt = Stmt::Block(lowered),
                    Err(why) => w.rejected.push((span, why)),
                }
            }
        }
        if let Stmt::Atomic(b) = stmt {
            match b.stmts.as_slice() {
                [Stmt::Expr(e)] => w.found.push(*e),
                _ => *w.general += 1,
            }
            for (s, span) in b.iter() {
                if let Stmt::Expr(e) = s {
                    w.updates.push((*e, span));
                }
            }
        }
        if let Stmt::Loop(id) = stmt {
            let id = *id;
            crate::util::with_loop_body(f, id, |f, b| walk(f, b, w));
        }
        for b in oklc_ir::visit::child_blocks_mut(stmt) {
            walk(f, b, w);
        }
    }
}

/// OKL0560 for an update (`=`, a compound assignment, `++`, `--`) inside an `@atomic`
/// statement whose target is certainly not a modifiable lvalue. Targets whose kind oklc does
/// not model pass: members, conditionals, typedef'd types, and calls of functions that may
/// return a reference (a template, a class or typedef'd type; the streaming driver keeps
/// [`Function::returns_lvalue`] of the helpers it releases, so both drivers agree).
fn check_target(
    functions: &Arena<Function>,
    module_store: &oklc_ir::Store,
    globals: &Arena<Global>,
    fid: FunctionId,
    update: ExprId,
    stmt_span: Span,
) -> Option<Diagnostic> {
    let f = &functions[fid];
    let target = match f.store.exprs.get(update)? {
        e @ (Expr::Assign { .. } | Expr::Unary { .. }) => e.written_operand()?,
        _ => return None,
    };
    if matches!(f.store.exprs.get(update), Some(Expr::Unary { op: UnaryOp::AddrOf, .. })) {
        return None;
    }
    let reason = match f.store.exprs.get(target)? {
        Expr::Literal(_) => "it is a literal".to_string(),
        Expr::Unary { op, .. } if op.yields_value() => {
            "it is the value of an operator expression".to_string()
        }
        Expr::Binary { op, .. } if *op != BinaryOp::Comma => {
            "it is the value of an operator expression".to_string()
        }
        Expr::Cast { ty, .. } if !is_reference(&f.store, *ty) => {
            "it is the value of a cast to a non-reference type".to_string()
        }
        Expr::Call { callee, .. } => {
            let Some(Expr::Name(name)) = f.store.exprs.get(*callee) else { return None };
            let name = name.trim_start_matches("::");
            // Every function of that name declared before this one (overloads included)
            // returns a builtin or pointer value: none is an lvalue.
            let before = u32::from(fid.into_raw());
            let mut candidates = functions
                .iter()
                .filter(|(id, g)| u32::from(id.into_raw()) < before && g.name == name)
                .peekable();
            candidates.peek()?;
            if !candidates.all(|(_, g)| g.returns_lvalue() == Some(false)) {
                return None;
            }
            format!("`{name}` returns a value, not a reference")
        }
        Expr::Construct { .. } | Expr::SizeOfType(_) | Expr::SizeOfExpr(_) | Expr::AlignOf(_) => {
            "it is a temporary value".to_string()
        }
        _ => {
            let (name, store, ty) = declared_root(f, module_store, globals, target)?;
            let quals = store.types.get(ty).map(|t| t.quals)?;
            if !quals.contains(Quals::CONST) {
                return None;
            }
            if matches!(f.store.exprs.get(target), Some(Expr::Local(_) | Expr::Global(_))) {
                format!("`{name}` is declared `const`")
            } else {
                format!("it is `const` data reached through `{name}`")
            }
        }
    };
    let span = f.store.span_of(target).unwrap_or(stmt_span);
    Some(
        Diagnostic::error(
            codes::ATOMIC_TARGET,
            format!("the target of this `@atomic` update is not a modifiable lvalue: {reason}"),
            span,
        )
        .with_primary_message("`@atomic` cannot write to this")
        .with_label(stmt_span, "in this `@atomic` statement")
        .with_help(
            "`@atomic` updates memory: a non-`const` variable, an array element, a dereferenced pointer or a member",
        ),
    )
}

fn is_reference(store: &oklc_ir::Store, ty: TyId) -> bool {
    matches!(
        store.types.get(ty).map(|t| &t.kind),
        Some(TyKind::Reference(_) | TyKind::RvalueReference(_))
    )
}

/// The variable an lvalue built by `*` and `[]` starts from, with the store and type of the
/// object the lvalue designates (references stripped), when every level is a pointer or an
/// array of the declared type.
fn declared_root<'s>(
    f: &'s Function,
    module_store: &'s oklc_ir::Store,
    globals: &Arena<Global>,
    target: ExprId,
) -> Option<(String, &'s oklc_ir::Store, TyId)> {
    let mut levels = 0u32;
    let mut cur = target;
    let (name, store, mut ty) = loop {
        if levels > 256 {
            return None;
        }
        match f.store.exprs.get(cur)? {
            Expr::Local(l) => {
                let local = f.locals.get(*l)?;
                break (local.name.to_string(), &f.store, local.ty);
            }
            Expr::Global(g) => {
                let global = globals.get(*g)?;
                break (global.name.to_string(), module_store, global.ty);
            }
            Expr::Unary { op: UnaryOp::Deref, arg } => {
                levels += 1;
                cur = *arg;
            }
            Expr::Index { base, .. } => {
                levels += 1;
                cur = *base;
            }
            _ => return None,
        }
    };
    for _ in 0..512 {
        match &store.types.get(ty)?.kind {
            TyKind::Reference(t) | TyKind::RvalueReference(t) => ty = *t,
            TyKind::Pointer(t) | TyKind::Array { elem: t, .. } if levels > 0 => {
                levels -= 1;
                ty = *t;
            }
            _ if levels == 0 => return Some((name, store, ty)),
            _ => return None,
        }
    }
    None
}

fn classify(
    module: &Module,
    f: &mut Function,
    taken: &TakenNames,
    simt: bool,
    e: ExprId,
) -> AtomicInfo {
    let (class, operand, value) = match f.store.exprs.get(e) {
        Some(Expr::Assign { op: AssignOp::Add, lhs, rhs }) => {
            (AtomicClass::Basic(AtomicOp::Add), Some(*lhs), Some(*rhs))
        }
        Some(Expr::Assign { op: AssignOp::Sub, lhs, rhs }) => {
            (AtomicClass::Basic(AtomicOp::Sub), Some(*lhs), Some(*rhs))
        }
        Some(Expr::Assign { op, lhs, rhs }) => (AtomicClass::Assign(*op), Some(*lhs), Some(*rhs)),
        Some(Expr::Unary { op, arg }) => match op {
            UnaryOp::PreInc => {
                (AtomicClass::Basic(AtomicOp::Inc { post: false }), Some(*arg), None)
            }
            UnaryOp::PostInc => {
                (AtomicClass::Basic(AtomicOp::Inc { post: true }), Some(*arg), None)
            }
            UnaryOp::PreDec => {
                (AtomicClass::Basic(AtomicOp::Dec { post: false }), Some(*arg), None)
            }
            UnaryOp::PostDec => {
                (AtomicClass::Basic(AtomicOp::Dec { post: true }), Some(*arg), None)
            }
            _ => (AtomicClass::General, None, None),
        },
        _ => (AtomicClass::General, None, None),
    };
    let (operand_ty, root) = match operand {
        Some(o) => operand_type(module, f, o),
        None => (None, None),
    };
    let shared =
        root.and_then(|r| f.locals.get(r)).is_some_and(|l| l.storage == OklStorage::Shared);
    let value = match (operand, value) {
        (Some(o), Some(v)) if simt => value::analyse(f, taken, o, operand_ty, v),
        _ => AtomicValue::Independent,
    };
    AtomicInfo { class, operand, operand_ty, root, shared, value }
}

/// The type of an `@atomic` operand and the local it is rooted in: declared types followed
/// through `*`, `[]` and casts, else [`oklc_ir::object_type`] (members of records).
fn operand_type(
    module: &Module,
    f: &mut Function,
    operand: ExprId,
) -> (Option<TyId>, Option<LocalId>) {
    let (ty, root) = declared_type(f, &module.store, &module.globals, operand);
    if ty.is_some() {
        return (ty, root);
    }
    let root = root.or(match lvalue::root_of(&f.store, operand) {
        Some(Expr::Local(l)) => Some(*l),
        _ => None,
    });
    if let Some(ty) = returned_type(module, f, operand) {
        return (Some(ty), root);
    }
    if let Some((own, ty)) = call_object_type(module, f, operand) {
        let ty = f.store.import_ty(&own, ty);
        return (Some(ty), root);
    }
    let Some(object) = oklc_ir::object_type(module, f, operand) else { return (None, root) };
    let (own, ty) = (std::ptr::eq(object.store, &f.store), object.ty);
    let ty = if own { ty } else { f.store.import_ty(&module.store, ty) };
    (Some(ty), root)
}

/// The type of the object a call of a helper returns a reference to (`slot(a, i) += 1`), when
/// every helper of that name returns the same one and none is a template.
fn returned_type(module: &Module, f: &mut Function, call: ExprId) -> Option<TyId> {
    let Some(Expr::Call { callee, .. }) = f.store.exprs.get(call) else { return None };
    let Some(Expr::Name(name)) = f.store.exprs.get(*callee) else { return None };
    let name = name.trim_start_matches("::");
    let mut found: Option<(&oklc_ir::Store, TyId)> = None;
    for (_, g) in module.functions.iter().filter(|(_, g)| g.name == name) {
        if g.template_header.is_some() {
            return None;
        }
        let TyKind::Reference(t) = g.store.types.get(g.ret)?.kind else { return None };
        let referred = &g.store.types.get(t)?.kind;
        if found.is_some_and(|(s, u)| s.types.get(u).map(|x| &x.kind) != Some(referred)) {
            return None;
        }
        found = Some((&g.store, t));
    }
    let (store, ty) = found?;
    Some(f.store.import_ty(store, ty))
}

/// The type of an object reached through a call's result: the object a member function or a
/// function template instance returns a reference to (`h.at(i)`, `elem<float>(a, i)`), a field
/// of one (`cellOf(c, i).n`) and what a returned pointer points to (`*ptrOf(a, i)`), in a
/// store of its own.
fn call_object_type(module: &Module, f: &Function, e: ExprId) -> Option<(oklc_ir::Store, TyId)> {
    let (own, ret) = match f.store.exprs.get(e)? {
        Expr::Unary { op: UnaryOp::Deref, arg } | Expr::Index { base: arg, .. } => {
            call_result(module, f, *arg)?
        }
        Expr::Member { base, arrow: false, .. } => call_result(module, f, *base)?,
        _ => call_result(module, f, e)?,
    };
    let store = &own;
    let (store, ty) = match f.store.exprs.get(e)?.clone() {
        Expr::Call { .. } => match store.types.get(ret)?.kind {
            TyKind::Reference(t) => (store, t),
            _ => return None,
        },
        Expr::Unary { op: UnaryOp::Deref, .. } | Expr::Index { .. } => {
            let (store, ret) = oklc_ir::without_typedefs(module, store, ret);
            match store.types.get(ret)?.kind {
                TyKind::Pointer(t) => (store, t),
                _ => return None,
            }
        }
        Expr::Member { member, arrow: false, .. } => {
            let (store, mut ty) = oklc_ir::without_typedefs(module, store, ret);
            if let TyKind::Reference(t) = store.types.get(ty)?.kind {
                ty = t;
            }
            let (_, ty) = oklc_ir::without_typedefs(module, store, ty);
            let TyKind::Named { refers: oklc_ir::NamedRef::Struct(record), .. } =
                store.types.get(ty)?.kind
            else {
                return None;
            };
            let field = module.structs.get(record)?.fields.iter().find(|x| x.name == member)?;
            (&module.store, field.ty)
        }
        _ => return None,
    };
    let mut result = oklc_ir::Store::default();
    let ty = result.import_ty(store, ty);
    Some((result, ty))
}

/// The declared return type of the call `call` of `f`, in a store of its own: of the one
/// helper of its name, of a member function lowered as a helper (`x.m(...)`), or of a function
/// template whose result is its type parameter, given explicitly (`elem<float>(...)`).
fn call_result(module: &Module, f: &Function, call: ExprId) -> Option<(oklc_ir::Store, TyId)> {
    let copy = |store: &oklc_ir::Store, ty: TyId| {
        let mut own = oklc_ir::Store::default();
        let ty = own.import_ty(store, ty);
        (own, ty)
    };
    let Expr::Call { callee, .. } = f.store.exprs.get(call)? else { return None };
    match f.store.exprs.get(*callee)?.clone() {
        Expr::Member { base, member, arrow } => {
            let object = oklc_ir::object_type(module, f, base)?;
            let (store, mut ty) = (object.store, object.ty);
            if arrow {
                let (s, t) = oklc_ir::without_typedefs(module, store, ty);
                let TyKind::Pointer(inner) = s.types.get(t)?.kind else { return None };
                ty = inner;
            }
            let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
            let TyKind::Named { refers: oklc_ir::NamedRef::Struct(record), .. } =
                store.types.get(ty)?.kind
            else {
                return None;
            };
            let m = module.member_functions.iter().find(|m| {
                m.record == record && m.name == member && m.kind == oklc_ir::MemberKind::Method
            });
            match m {
                Some(m) => {
                    let g = &module.functions[m.function];
                    Some(copy(&g.store, g.ret))
                }
                None => verbatim_member_result(module, record, &member),
            }
        }
        Expr::Name(name) => {
            let name = name.trim_start_matches("::");
            let (base, targs) = match name.split_once('<') {
                Some((base, rest)) => (base.trim(), Some(rest.strip_suffix('>')?)),
                None => (name, None),
            };
            let mut found = module.functions.values().filter(|g| g.name == base && !g.is_kernel());
            let g = found.next()?;
            if found.next().is_some() {
                return None;
            }
            let Some(header) = g.template_header.as_deref() else {
                return Some(copy(&g.store, g.ret));
            };
            // `template <typename T> T &elem(...)` called as `elem<float>`.
            let params = template_type_params(header);
            let args: Vec<&str> = targs?.split(',').map(str::trim).collect();
            let (store, referred) = match g.store.types.get(g.ret)?.kind {
                TyKind::Reference(t) => (&g.store, t),
                _ => return None,
            };
            let TyKind::Named { name: param, .. } = &store.types.get(referred)?.kind else {
                return None;
            };
            let k = params.iter().position(|p| p == param)?;
            let builtin = crate::target::c::builtin_named(args.get(k)?)?;
            let quals = store.types.get(referred)?.quals;
            let mut own = oklc_ir::Store::default();
            let arg = own.ty(oklc_ir::Ty::with_quals(TyKind::Builtin(builtin), quals));
            let ret = own.ty(oklc_ir::Ty::new(TyKind::Reference(arg)));
            Some((own, ret))
        }
        _ => None,
    }
}

/// The result of member function `name` of a record whose members are kept as text, where
/// every definition of that name returns a reference to one arithmetic type (`int &at(int i)`
/// and its `const` twin `const int &at(int i) const`): that reference, without the `const`.
fn verbatim_member_result(
    module: &Module,
    record: oklc_ir::StructId,
    name: &str,
) -> Option<(oklc_ir::Store, TyId)> {
    let mut found = None;
    for member in &module.structs.get(record)?.verbatim_members {
        if member.member_function_name() != Some(name) {
            continue;
        }
        let referred = member.member_result_text()?.strip_suffix('&')?.trim_end();
        let referred = referred.strip_prefix("const ").unwrap_or(referred).trim();
        let builtin = crate::target::c::builtin_named(referred)?;
        if found.is_some_and(|b| b != builtin) {
            return None;
        }
        found = Some(builtin);
    }
    let mut own = oklc_ir::Store::default();
    let referred = own.ty(oklc_ir::Ty::new(TyKind::Builtin(found?)));
    let ret = own.ty(oklc_ir::Ty::new(TyKind::Reference(referred)));
    Some((own, ret))
}

/// The names of the type parameters of a template header (`template <typename T, int N>`:
/// `T`; a value parameter keeps its place, named by nothing).
fn template_type_params(header: &str) -> Vec<&str> {
    let inner = header.split_once('<').and_then(|(_, r)| r.rsplit_once('>')).map_or("", |(i, _)| i);
    inner
        .split(',')
        .map(|p| {
            let p = p.split('=').next().unwrap_or("").trim();
            match p.strip_prefix("typename").or_else(|| p.strip_prefix("class")) {
                Some(name) => name.trim(),
                None => "",
            }
        })
        .collect()
}

/// The type of an lvalue built from a variable by `*`, `[]` and parentheses.
fn declared_type(
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
