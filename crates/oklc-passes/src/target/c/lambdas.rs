//! `c-lambdas`: C has no lambdas. A lambda held by a local variable that is only called becomes
//! a helper of its own, `_occa_<function>_<variable>`, declared before the function that held
//! it; each call calls the helper. The helper takes the lambda's parameters, then one parameter
//! per variable of the enclosing function its body names:
//!
//! - captured by reference and written in the body: a pointer to it (`&x` at the call, `*x` in
//!   the body), whose address space the `addrspace` pass infers from the calls;
//! - an array: the array itself (C passes its address), whatever the capture;
//! - captured by copy and written somewhere, or an init-capture (`[k = 0]`): a copy declared
//!   where the lambda was, passed by value, or by pointer for a `mutable` lambda that writes it,
//!   so its state lasts from call to call; a reference init-capture (`[&s = sum]`): a pointer;
//! - anything else: its value at the call.
//!
//! A generic lambda's `auto` parameters get the types of its first call's arguments; the return
//! type is the trailing one or that of the first `return` (a reference result is the
//! `references` pass's to lower, as a helper's). A lambda used other than by calls, capturing
//! `this` or copying an array it writes stays as written.

use oklc_ir::visit::{child_blocks, child_blocks_mut, locals_in_expr, walk, walk_expr};
use oklc_ir::{
    ArenaExt, Block, Builtin, Capture, Expr, ExprId, Function, FunctionId, FunctionKind,
    GENERATED_PREFIX, Init, Item, Lambda, LocalId, LocalKind, Module, OklStorage, Stage, Stmt,
    Store, Ty, TyId, TyKind, UnaryOp,
};
use oklc_span::Span;
use smol_str::SmolStr;

use super::auto::deduce;
use super::types::expr_type;
use crate::pipeline::{Pass, PassCx};
use crate::writes::{any_writes, call_masks};

pub(super) struct LambdasPass;

impl Pass for LambdasPass {
    fn name(&self) -> &'static str {
        "c-lambdas"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let mut work = cx.functions();
        work.reverse();
        while let Some(fid) = work.pop() {
            for (var, lambda) in lambda_decls(&cx.module.functions[fid]) {
                if let Some(helper) = lower(cx.module, fid, var, lambda) {
                    share_atomics(cx, fid, helper);
                    let at = cx
                        .module
                        .items
                        .iter()
                        .position(|i| *i == Item::Function(fid))
                        .unwrap_or(cx.module.items.len());
                    cx.module.items.insert(at, Item::Function(helper));
                    work.push(helper);
                }
            }
        }
    }
}

/// Gives the helper the `atomic` pass's records of the `@atomic` updates in its body (the
/// helper's expressions are those of the function it came from, under the same ids).
fn share_atomics(cx: &mut PassCx<'_>, from: FunctionId, helper: FunctionId) {
    let mut updates = Vec::new();
    if let Some(body) = &cx.module.functions[helper].body {
        atomic_updates(body, false, &mut updates);
    }
    let Some(info) = cx.kernels.get(&from) else { return };
    let found: Vec<_> =
        updates.iter().filter_map(|e| info.atomics.get(e).map(|a| (*e, a.clone()))).collect();
    if !found.is_empty() {
        cx.kernel(helper).atomics.extend(found);
    }
}

/// The expression statements of `block` inside `@atomic` statements.
fn atomic_updates(block: &Block, inside: bool, out: &mut Vec<ExprId>) {
    for stmt in &block.stmts {
        match stmt {
            Stmt::Expr(e) if inside => out.push(*e),
            Stmt::Atomic(b) => atomic_updates(b, true, out),
            _ => child_blocks(stmt).for_each(|b| atomic_updates(b, inside, out)),
        }
    }
}

/// The locals of `f`'s statements (outside lambdas) initialised with a lambda, in source
/// order, with the lambda expression.
fn lambda_decls(f: &Function) -> Vec<(LocalId, ExprId)> {
    let Some(body) = &f.body else { return Vec::new() };
    let mut out = Vec::new();
    walk(f, body, &mut |v| {
        if let Stmt::Decl(l) = v.stmt
            && let Some(Init::Assign(e)) = f.locals.get(*l).and_then(|l| l.init.as_ref())
            && matches!(f.store.exprs.get(*e), Some(Expr::Lambda(_)))
        {
            out.push((*l, *e));
        }
    });
    out
}

/// How the helper receives one variable of the enclosing function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Passing {
    /// Its value (for an array, its address) at the call.
    Value,
    /// Its address at the call; the body reads and writes it through the pointer.
    Pointer,
}

/// What a call passes for one helper parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    /// The variable itself.
    Variable,
    /// A copy of it declared where the lambda was.
    Copy,
    /// An init-capture, declared where the lambda was with this initializer.
    Init(ExprId),
    /// A reference init-capture (`[&s = sum]`): the object it names, at the call.
    Reference(ExprId),
}

/// One helper parameter for a variable `local` of the enclosing function (the parameter is
/// that local in the helper, a copy of the function).
struct Param {
    local: LocalId,
    source: Source,
    passing: Passing,
}

/// A type in a store of its own.
type Owned = (Store, TyId);

/// Lowers the lambda `expr` that initialises `var` in function `fid`: the helper's id, or
/// `None` (nothing changed) when the lambda stays as written.
fn lower(module: &mut Module, fid: FunctionId, var: LocalId, expr: ExprId) -> Option<FunctionId> {
    let f = &module.functions[fid];
    let Some(Expr::Lambda(lambda)) = f.store.exprs.get(expr) else { return None };
    let lambda: Lambda = (**lambda).clone();
    if lambda.variadic || lambda.captures.iter().any(|c| matches!(c, Capture::This)) {
        return None;
    }
    let calls = calls_of(f, var)?;
    set_init_capture_types(module, fid, &lambda)?;
    let f = &module.functions[fid];
    let params = captured(module, f, var, &lambda)?;
    let first_args = calls.first().map(|(_, a)| a.as_slice()).unwrap_or_default();
    let param_types = param_types(module, f, &lambda, first_args)?;
    let ret = return_type(module, f, &lambda)?;
    let name = helper_name(module, f, var);

    // Copies first, in the enclosing function, so that the helper (a copy of it) has them too.
    let f = &mut module.functions[fid];
    let mut passed = Vec::new();
    let mut decls = Vec::new();
    for p in &params {
        let local = match p.source {
            Source::Variable | Source::Reference(_) => p.local,
            Source::Copy => {
                let mut copy = f.locals[p.local].clone();
                copy.name = SmolStr::from(format!("{name}_{}", copy.name));
                copy.kind = LocalKind::Var;
                copy.init = Some(Init::Assign(f.store.expr(Expr::Local(p.local), None)));
                copy.storage = OklStorage::Private;
                copy.dim = None;
                copy.class = Default::default();
                f.locals.alloc(copy)
            }
            Source::Init(init) => {
                let l = &mut f.locals[p.local];
                l.name = SmolStr::from(format!("{name}_{}", l.name));
                l.kind = LocalKind::Var;
                l.init = Some(Init::Assign(init));
                p.local
            }
        };
        if matches!(p.source, Source::Copy | Source::Init(_)) {
            decls.push(Stmt::Decl(local));
        }
        passed.push(local);
    }

    let mut helper = helper(f, var, &name, &lambda, &params, param_types, ret);
    // Neither function holds the lambda any more.
    for g in [&mut *f, &mut helper] {
        g.store.exprs[expr] = Expr::Literal(oklc_ir::Literal::int(0));
    }

    // The enclosing function: the copies where the lambda was, the calls calling the helper.
    replace_decl(f, var, decls);
    for (call, _) in calls {
        let span = f.store.span_of(call);
        let mut extra = Vec::new();
        for (p, &local) in params.iter().zip(&passed) {
            let mut arg = match p.source {
                Source::Reference(init) => f.store.clone_expr(init),
                _ => f.store.expr(Expr::Local(local), span),
            };
            if p.passing == Passing::Pointer {
                arg = f.store.expr(Expr::Unary { op: UnaryOp::AddrOf, arg }, span);
            }
            extra.push(arg);
        }
        if let Some(Expr::Call { callee, args }) = f.store.exprs.get_mut(call) {
            let callee = *callee;
            args.extend(extra);
            f.store.exprs[callee] = Expr::Name(name.clone());
        }
    }
    Some(module.functions.alloc(helper))
}

/// Gives each init-capture (`[k = 0]`, `[&s = sum]`) the type of its initializer, which the
/// helper declares; `None` (nothing changed) when one cannot be told.
fn set_init_capture_types(module: &mut Module, fid: FunctionId, lambda: &Lambda) -> Option<()> {
    let f = &module.functions[fid];
    let mut types = Vec::new();
    for c in &lambda.captures {
        if let Capture::Init { by_ref, local, init } = c {
            let (store, ty) = deduce(module, f, *init, true)?;
            types.push((*local, *by_ref, store, ty));
        }
    }
    let f = &mut module.functions[fid];
    for (local, by_ref, store, ty) in types {
        let ty = f.store.import_ty(&store, ty);
        if !by_ref {
            let quals = f.store.types[f.locals[local].ty].quals;
            f.store.types[ty].quals |= quals;
        }
        f.locals[local].ty = ty;
    }
    Some(())
}

/// The calls of the lambda held by `var`, with their arguments; `None` when `var` is used
/// otherwise (copied, passed, returned).
fn calls_of(f: &Function, var: LocalId) -> Option<Vec<(ExprId, Vec<ExprId>)>> {
    let mut calls = Vec::new();
    let mut uses = 0;
    for (id, e) in f.store.exprs.iter() {
        match e {
            Expr::Local(l) if *l == var => uses += 1,
            Expr::Call { callee, args } if matches!(f.store.exprs.get(*callee), Some(Expr::Local(l)) if *l == var) =>
            {
                calls.push((id, args.clone()));
            }
            _ => {}
        }
    }
    (uses == calls.len()).then_some(calls)
}

/// The variables of the enclosing function the lambda's body names, with how the helper
/// receives each; `None` when one cannot be received in C.
fn captured(module: &Module, f: &Function, var: LocalId, lambda: &Lambda) -> Option<Vec<Param>> {
    let masks = call_masks(module);
    let written = |l: LocalId| any_writes(f, &lambda.body, l, Some(&masks));
    let own_state = |l: LocalId| {
        if lambda.mutable && written(l) { Passing::Pointer } else { Passing::Value }
    };
    let mut params: Vec<Param> = Vec::new();
    for c in &lambda.captures {
        if let Capture::Init { by_ref, local, init } = c {
            params.push(match by_ref {
                true => Param {
                    local: *local,
                    source: Source::Reference(*init),
                    passing: Passing::Pointer,
                },
                false => {
                    Param { local: *local, source: Source::Init(*init), passing: own_state(*local) }
                }
            });
        }
    }
    let inner = declared_inside(f, lambda);
    let default_ref = lambda.captures.iter().any(|c| matches!(c, Capture::DefaultRef));
    let mut seen: Vec<LocalId> = params.iter().map(|p| p.local).collect();
    for &root in &lambda.uses {
        for (_, l) in locals_in_expr(&f.store, root) {
            if inner.contains(&l) || seen.contains(&l) || l == var {
                continue;
            }
            seen.push(l);
            let by_ref = lambda
                .captures
                .iter()
                .find_map(|c| match c {
                    Capture::Var { by_ref, local: Some(x), .. } if *x == l => Some(*by_ref),
                    _ => None,
                })
                .unwrap_or(default_ref);
            let ty = &f.store.types[f.locals[l].ty].kind;
            let param = if matches!(ty, TyKind::Array { .. }) {
                if !by_ref && lambda.mutable && written(l) {
                    return None;
                }
                Param { local: l, source: Source::Variable, passing: Passing::Value }
            } else if by_ref {
                let passing = if written(l) { Passing::Pointer } else { Passing::Value };
                if passing == Passing::Pointer
                    && matches!(ty, TyKind::Reference(_) | TyKind::RvalueReference(_))
                {
                    return None;
                }
                Param { local: l, source: Source::Variable, passing }
            } else {
                // A copy holds the value the variable had when the lambda was made.
                let changes = lambda.mutable && written(l)
                    || f.body.as_ref().is_some_and(|b| any_writes(f, b, l, Some(&masks)));
                let source = if changes { Source::Copy } else { Source::Variable };
                Param { local: l, source, passing: own_state(l) }
            };
            params.push(param);
        }
    }
    Some(params)
}

/// The locals declared in the lambda (parameters, body declarations, init-captures), nested
/// lambdas included.
fn declared_inside(f: &Function, lambda: &Lambda) -> Vec<LocalId> {
    let mut out = Vec::new();
    let add = |l: &Lambda, out: &mut Vec<LocalId>| {
        out.extend(l.params.iter().copied());
        for c in &l.captures {
            if let Capture::Init { local, .. } = c {
                out.push(*local);
            }
        }
        block_decls(f, &l.body, out);
    };
    add(lambda, &mut out);
    for &root in &lambda.uses {
        walk_expr(&f.store, root, |_, e| {
            if let Expr::Lambda(inner) = e {
                add(inner, &mut out);
            }
        });
    }
    out
}

fn block_decls(f: &Function, block: &Block, out: &mut Vec<LocalId>) {
    for stmt in &block.stmts {
        if let Stmt::Decl(l) | Stmt::RangeFor { var: l, .. } = stmt {
            out.extend(oklc_ir::Local::declared(&f.locals, *l));
        }
        for b in child_blocks(stmt) {
            block_decls(f, b, out);
        }
    }
}

/// The types of the lambda's parameters the helper declares otherwise: an `auto` parameter
/// (`auto`, `const auto &`) gets the type of the call's argument. `None` when one cannot be
/// told.
fn param_types(
    module: &Module,
    f: &Function,
    lambda: &Lambda,
    args: &[ExprId],
) -> Option<Vec<Option<Owned>>> {
    let mut out = Vec::new();
    for (k, &p) in lambda.params.iter().enumerate() {
        let ty = &f.store.types[f.locals[p].ty];
        let (reference, auto) = match ty.kind {
            TyKind::Auto => (false, ty),
            TyKind::Reference(inner) => (true, &f.store.types[inner]),
            _ => {
                out.push(None);
                continue;
            }
        };
        if !matches!(auto.kind, TyKind::Auto) {
            out.push(None);
            continue;
        }
        let quals = auto.quals;
        let arg = *args.get(k)?;
        let (mut store, ty) = if reference {
            let (store, ty) = expr_type(module, f, arg)?;
            let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
            let ty = match store.types[ty].kind {
                TyKind::Reference(inner) => inner,
                _ => ty,
            };
            let mut own = Store::default();
            let ty = own.import_ty(store, ty);
            (own, ty)
        } else {
            deduce(module, f, arg, true)?
        };
        store.types[ty].quals |= quals;
        store.types[ty].space = Default::default();
        let ty = if reference { store.ty(Ty::new(TyKind::Reference(ty))) } else { ty };
        out.push(Some((store, ty)));
    }
    Some(out)
}

/// The helper's return type: the trailing one, or that of the first `return` with a value
/// (`void` without one). `None` for a reference or a type the IR does not say.
fn return_type(module: &Module, f: &Function, lambda: &Lambda) -> Option<Owned> {
    if let Some(ret) = lambda.ret {
        let mut own = Store::default();
        let ty = own.import_ty(&f.store, ret);
        return Some((own, ty));
    }
    match first_return(&lambda.body) {
        Some(e) => deduce(module, f, e, true),
        None => {
            let mut own = Store::default();
            let ty = own.builtin(Builtin::Void);
            Some((own, ty))
        }
    }
}

/// The value of the first `return` of `block` that has one (nested lambdas not entered).
fn first_return(block: &Block) -> Option<ExprId> {
    block.stmts.iter().find_map(|s| match s {
        Stmt::Return(Some(e)) => Some(*e),
        _ => child_blocks(s).find_map(first_return),
    })
}

/// `_occa_<function>_<variable>`, unless a function of the module already has that name.
fn helper_name(module: &Module, f: &Function, var: LocalId) -> SmolStr {
    let owner = f.name.trim_start_matches(GENERATED_PREFIX);
    let base = format!("{GENERATED_PREFIX}{owner}_{}", f.locals[var].name);
    let taken = |n: &str| module.functions.iter().any(|(_, g)| g.name == n);
    if !taken(&base) {
        return base.into();
    }
    (2u32..).map(|k| format!("{base}_{k}")).find(|n| !taken(n)).unwrap_or(base).into()
}

/// The helper: a copy of `f` whose body is the lambda's, with its parameters then one per
/// captured variable.
fn helper(
    f: &Function,
    var: LocalId,
    name: &SmolStr,
    lambda: &Lambda,
    params: &[Param],
    param_types: Vec<Option<Owned>>,
    ret: Owned,
) -> Function {
    let mut g = f.clone();
    g.name = name.clone();
    g.kind = FunctionKind::Helper;
    g.template_header = None;
    g.specs = Default::default();
    g.variadic = false;
    g.loops = Default::default();
    g.loop_spans = Default::default();
    g.loop_heads = Default::default();
    g.device_kernels.clear();
    g.head = None;
    g.released = None;
    g.span = f.locals[var].span;
    for p in std::mem::take(&mut g.params) {
        g.locals[p].kind = LocalKind::Var;
    }
    for (&p, ty) in lambda.params.iter().zip(param_types) {
        if let Some((store, ty)) = ty {
            g.locals[p].ty = g.store.import_ty(&store, ty);
        }
        g.locals[p].kind = LocalKind::Param(g.params.len() as u32);
        g.params.push(p);
    }
    for p in params {
        let local = &mut g.locals[p.local];
        local.kind = LocalKind::Param(g.params.len() as u32);
        local.init = None;
        local.storage = OklStorage::Private;
        local.dim = None;
        local.class = Default::default();
        local.implicit_arg = false;
        if p.passing == Passing::Pointer {
            let pointee = local.ty;
            local.ty = g.store.ty(Ty::new(TyKind::Pointer(pointee)));
            let mut uses: Vec<ExprId> = Vec::new();
            for &root in &lambda.uses {
                for (e, l) in locals_in_expr(&g.store, root) {
                    if l == p.local && !uses.contains(&e) {
                        uses.push(e);
                    }
                }
            }
            for e in uses {
                super::wrap(&mut g.store, e, UnaryOp::Deref);
            }
        }
        g.params.push(p.local);
    }
    g.ret = g.store.import_ty(&ret.0, ret.1);
    g.body = Some(lambda.body.clone());
    g
}

/// Puts `decls` where `var` was declared (in the body or an OKL loop's).
fn replace_decl(f: &mut Function, var: LocalId, decls: Vec<Stmt>) {
    let mut decls = Some(decls);
    if let Some(body) = f.body.as_mut()
        && replace_in(body, var, &mut decls)
    {
        return;
    }
    for (_, l) in f.loops.iter_mut() {
        if replace_in(&mut l.body, var, &mut decls) {
            return;
        }
    }
}

fn replace_in(block: &mut Block, var: LocalId, decls: &mut Option<Vec<Stmt>>) -> bool {
    if let Some(k) = block.stmts.iter().position(|s| *s == Stmt::Decl(var)) {
        let stmts = decls.take().unwrap_or_default();
        let span: Span = block.spans[k];
        let n = stmts.len();
        block.stmts.splice(k..=k, stmts);
        block.spans.splice(k..=k, std::iter::repeat_n(span, n));
        return true;
    }
    block.stmts.iter_mut().any(|s| child_blocks_mut(s).any(|b| replace_in(b, var, decls)))
}
