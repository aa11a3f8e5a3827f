//! `c-lambdas`: C has no lambdas, nor has the Metal Shading Language (which runs this pass
//! alone, `Options::lower_lambdas`). A lambda held by a local variable that is only called
//! becomes a helper of its own, `_occa_<function>_<variable>`, declared before the function that
//! held it; each call calls the helper. The helper takes the lambda's parameters, then one
//! parameter per variable of the enclosing function its body names:
//!
//! - captured by reference and written in the body: a pointer to it (`&x` at the call, `*x` in
//!   the body), whose address space the `addrspace` pass infers from the calls;
//! - an array: the array itself (C passes its address; C++ binds a reference), whatever the
//!   capture;
//! - captured by copy and written somewhere, or an init-capture (`[k = 0]`): a copy declared
//!   where the lambda was, passed by value, or by pointer for a `mutable` lambda that writes it,
//!   so its state lasts from call to call; a reference init-capture (`[&s = sum]`): a pointer;
//! - anything else: its value at the call.
//!
//! A generic lambda gets one helper per combination of types its calls give its `auto`
//! parameters. The return type is the trailing one or that of the first `return`, deduced in
//! the helper once the lambdas of its body are helpers too; where the IR cannot tell it, the
//! helper returns `auto` (a reference result is the `references` pass's to lower, as a
//! helper's). An immediately invoked lambda is first held by a local declared just before its
//! statement, and a closure factory called once (`auto twice = scale(2.0f);`, `scale`
//! returning a lambda) is replaced by the lambda it returns, with init-captures of the
//! arguments. A lambda used other than by calls, capturing `this` or copying an array it
//! writes stays as written.

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
        let mut helpers = Vec::new();
        // C needs a return type; C++ deduces `auto` as the lambda did.
        let c_language = cx.options.c_language;
        while let Some(fid) = work.pop() {
            inline_factories(&mut cx.module.functions[fid]);
            name_immediate_calls(&mut cx.module.functions[fid]);
            for (var, lambda) in lambda_decls(&cx.module.functions[fid]) {
                for helper in lower(cx.module, fid, var, lambda, c_language) {
                    share_atomics(cx, fid, helper);
                    let at = cx
                        .module
                        .items
                        .iter()
                        .position(|i| *i == Item::Function(fid))
                        .unwrap_or(cx.module.items.len());
                    cx.module.items.insert(at, Item::Function(helper));
                    work.push(helper);
                    helpers.push(helper);
                }
            }
        }
        // Innermost first: a helper's result may be that of a call of a lambda in its body,
        // which is a helper call once that lambda is lowered.
        for &helper in helpers.iter().rev() {
            deduce_return(cx.module, helper, c_language);
        }
    }
}

/// A closure factory called once to initialise a local (`auto scale = [](float f) { return
/// [f](float x) { return f * x; }; };` then `auto twice = scale(2.0f);`): the local holds the
/// lambda the factory returns, whose captures of the factory's parameters become
/// init-captures of the call's arguments (`auto twice = [f = 2.0f](float x) { ... };`), and
/// the factory's declaration goes. A factory called more than once, used otherwise, or
/// whose returned lambda captures its parameters by default stays as written.
fn inline_factories(f: &mut Function) {
    for (factory, outer) in lambda_decls(f) {
        let Some(Expr::Lambda(l1)) = f.store.exprs.get(outer) else { continue };
        let [Stmt::Return(Some(inner))] = l1.body.stmts.as_slice() else { continue };
        let inner = *inner;
        let Some(Expr::Lambda(l2)) = f.store.exprs.get(inner) else { continue };
        let factory_params = l1.params.clone();
        if l2.captures.iter().any(|c| matches!(c, Capture::DefaultCopy | Capture::DefaultRef))
            && l2.uses.iter().any(|&root| {
                locals_in_expr(&f.store, root).iter().any(|(_, l)| factory_params.contains(l))
            })
        {
            continue;
        }
        let Some(calls) = calls_of(f, factory) else { continue };
        let [(call, args)] = calls.as_slice() else { continue };
        if args.len() != factory_params.len() {
            continue;
        }
        // The local the one call initialises.
        let held = f.locals.iter().find_map(|(id, l)| match l.init {
            Some(Init::Assign(e)) if e == *call => Some(id),
            _ => None,
        });
        let Some(held) = held else { continue };
        let mut lambda = l2.as_ref().clone();
        for c in &mut lambda.captures {
            if let Capture::Var { local: Some(p), .. } = c
                && let Some(k) = factory_params.iter().position(|q| q == p)
            {
                *c = Capture::Init { by_ref: false, local: *p, init: args[k] };
            }
        }
        f.store.exprs[inner] = Expr::Lambda(Box::new(lambda));
        f.locals[held].init = Some(Init::Assign(inner));
        f.store.exprs[outer] = Expr::Literal(oklc_ir::Literal::int(0));
        replace_decl(f, factory, Vec::new());
    }
}

/// Gives each immediately invoked lambda (`[&] { ... }()`) of a declaration's initializer, an
/// expression statement, a `return` or an `if` condition of `f`'s statements (outside other
/// lambdas, whose helpers get theirs) a local of its own, declared just before the statement
/// (`auto lambda = [&] { ... };`) and called there, so that it is lowered as a lambda held by
/// a local: it is made just before its one call, as it was.
fn name_immediate_calls(f: &mut Function) {
    let mut nested = indexmap::IndexSet::new();
    for (_, e) in f.store.exprs.iter() {
        if let Expr::Lambda(lambda) = e {
            for &root in &lambda.uses {
                walk_expr(&f.store, root, |id, _| {
                    nested.insert(id);
                });
            }
        }
    }
    let calls: Vec<(ExprId, ExprId)> = f
        .store
        .exprs
        .iter()
        .filter_map(|(id, e)| match e {
            Expr::Call { callee, .. }
                if !nested.contains(&id)
                    && matches!(f.store.exprs.get(*callee), Some(Expr::Lambda(_))) =>
            {
                Some((id, *callee))
            }
            _ => None,
        })
        .collect();
    if calls.is_empty() {
        return;
    }
    let mut body = f.body.take();
    if let Some(b) = body.as_mut() {
        hoist_immediate_calls(f, b, &calls);
    }
    f.body = body;
    let loops: Vec<_> = f.loops.iter().map(|(id, _)| id).collect();
    for id in loops {
        let mut b = std::mem::take(&mut f.loops[id].body);
        hoist_immediate_calls(f, &mut b, &calls);
        f.loops[id].body = b;
    }
}

/// Declares a local before each statement of `block` (nested blocks included) that calls one
/// of `calls` (`(call, lambda)`) in its own expressions, and calls the lambda through it.
fn hoist_immediate_calls(f: &mut Function, block: &mut Block, calls: &[(ExprId, ExprId)]) {
    let mut k = 0;
    while k < block.stmts.len() {
        for inner in child_blocks_mut(&mut block.stmts[k]) {
            hoist_immediate_calls(f, inner, calls);
        }
        let hoistable = matches!(
            block.stmts[k],
            Stmt::Decl(_) | Stmt::Expr(_) | Stmt::Return(Some(_)) | Stmt::If { .. }
        );
        let mut found = Vec::new();
        if hoistable {
            oklc_ir::visit::stmt_exprs(f, &block.stmts[k], |root| {
                walk_expr(&f.store, root, |id, _| {
                    if let Some(&(_, lambda)) = calls.iter().find(|(c, _)| *c == id) {
                        found.push(lambda);
                    }
                });
            });
        }
        let span = block.spans[k];
        for lambda in found {
            let auto = f.store.ty(Ty::new(TyKind::Auto));
            let mut local = oklc_ir::Local::new("lambda", auto, LocalKind::Var, span);
            let local_id = f.locals.alloc(local.clone());
            let held = std::mem::replace(&mut f.store.exprs[lambda], Expr::Local(local_id));
            let lambda_span = f.store.span_of(lambda);
            local.init = Some(Init::Assign(f.store.expr(held, lambda_span)));
            f.locals[local_id] = local;
            block.stmts.insert(k, Stmt::Decl(local_id));
            block.spans.insert(k, span);
            k += 1;
        }
        k += 1;
    }
}

/// Gives a helper whose return type is still `auto` the type of its first `return`, where
/// the IR can tell it (C++ backends print `auto`, which deduces the same; for C, integer
/// arithmetic is taken as `int`).
fn deduce_return(module: &mut Module, helper: FunctionId, c_language: bool) {
    let g = &module.functions[helper];
    if !matches!(g.store.types[g.ret].kind, TyKind::Auto) {
        return;
    }
    let Some(e) = g.body.as_ref().and_then(first_return) else { return };
    if let Some((store, ty)) = deduce(module, g, e, c_language) {
        let g = &mut module.functions[helper];
        g.ret = g.store.import_ty(&store, ty);
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

/// The types one helper of a lambda gives its parameters (`None`: as declared), and the calls
/// that call it.
type Instance = (Vec<Option<Owned>>, Vec<ExprId>);

/// Lowers the lambda `expr` that initialises `var` in function `fid`: the helpers' ids, one
/// per combination of types its calls give its `auto` parameters, or none (nothing changed)
/// when the lambda stays as written.
fn lower(
    module: &mut Module,
    fid: FunctionId,
    var: LocalId,
    expr: ExprId,
    c_language: bool,
) -> Vec<FunctionId> {
    lower_helpers(module, fid, var, expr, c_language).unwrap_or_default()
}

fn lower_helpers(
    module: &mut Module,
    fid: FunctionId,
    var: LocalId,
    expr: ExprId,
    c_language: bool,
) -> Option<Vec<FunctionId>> {
    let f = &module.functions[fid];
    let Some(Expr::Lambda(lambda)) = f.store.exprs.get(expr) else { return None };
    let lambda: Lambda = (**lambda).clone();
    if lambda.variadic || lambda.captures.iter().any(|c| matches!(c, Capture::This)) {
        return None;
    }
    // A lambda that returns a lambda (a closure factory) would return it from the helper.
    if first_return(&lambda.body)
        .is_some_and(|e| matches!(f.store.exprs.get(e), Some(Expr::Lambda(_))))
    {
        return None;
    }
    let calls = calls_of(f, var)?;
    set_init_capture_types(module, fid, &lambda)?;
    let f = &module.functions[fid];
    let params = captured(module, f, var, &lambda)?;
    let groups = instantiations(module, f, &lambda, &calls)?;
    let ret = return_type(module, f, &lambda, c_language);

    // Copies first, in the enclosing function, so that the helper (a copy of it) has them too.
    let name = helper_name(module, f, var, 0);
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
    replace_decl(f, var, decls);

    let mut helpers = Vec::new();
    for (k, (types, group_calls)) in groups.into_iter().enumerate() {
        let f = &module.functions[fid];
        let name = helper_name(module, f, var, k);
        let parts = Parts { name: &name, lambda: &lambda, params: &params, ret: ret.as_ref() };
        let mut helper = helper(module, f, var, &parts, types, c_language);
        // The helper does not hold the lambda.
        helper.store.exprs[expr] = Expr::Literal(oklc_ir::Literal::int(0));
        // The calls of this combination call the helper.
        let f = &mut module.functions[fid];
        for call in group_calls {
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
        helpers.push(module.functions.alloc(helper));
    }
    // The enclosing function does not hold the lambda any more.
    module.functions[fid].store.exprs[expr] = Expr::Literal(oklc_ir::Literal::int(0));
    Some(helpers)
}

/// The calls of the lambda grouped by the types they give its `auto` parameters (one group
/// for a lambda without any), each with those types; one group without calls for a lambda
/// that is never called. `None` when a type cannot be told.
fn instantiations(
    module: &Module,
    f: &Function,
    lambda: &Lambda,
    calls: &[(ExprId, Vec<ExprId>)],
) -> Option<Vec<Instance>> {
    let mut probe = f.clone();
    let mut groups: Vec<(String, Vec<Option<Owned>>, Vec<ExprId>)> = Vec::new();
    for (call, args) in calls {
        let types = param_types(module, f, lambda, args)?;
        let key: Vec<String> = types
            .iter()
            .map(|t| match t {
                Some((store, ty)) => {
                    let ty = probe.store.import_ty(store, *ty);
                    oklc_ir::dump::type_to_string(module, Some(&probe), ty)
                }
                None => String::new(),
            })
            .collect();
        let key = key.join(", ");
        match groups.iter_mut().find(|g| g.0 == key) {
            Some(group) => group.2.push(*call),
            None => groups.push((key, types, vec![*call])),
        }
    }
    if groups.is_empty() {
        groups.push((String::new(), param_types(module, f, lambda, &[])?, Vec::new()));
    }
    Some(groups.into_iter().map(|(_, types, calls)| (types, calls)).collect())
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
        } else if let Some(b) = integer_literal_type(f, arg) {
            let mut own = Store::default();
            let ty = own.builtin(b);
            (own, ty)
        } else {
            deduce(module, f, arg, true)?
        };
        // By value, the argument's own `const` does not carry over (as C++ deduces `auto`).
        if reference {
            store.types[ty].quals |= quals;
        } else {
            store.types[ty].quals = quals;
        }
        store.types[ty].space = Default::default();
        let ty = if reference { store.ty(Ty::new(TyKind::Reference(ty))) } else { ty };
        out.push(Some((store, ty)));
    }
    Some(out)
}

/// The type of an integer literal with a suffix (`2L`, `3u`, `4ull`), which a generic lambda's
/// parameter takes as C++ deduces it.
fn integer_literal_type(f: &Function, e: ExprId) -> Option<Builtin> {
    let Some(Expr::Literal(lit)) = f.store.exprs.get(e) else { return None };
    if lit.kind != oklc_ir::LitKind::Int {
        return None;
    }
    let suffix: String = lit
        .text
        .chars()
        .rev()
        .take_while(|c| matches!(c, 'u' | 'U' | 'l' | 'L'))
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let unsigned = suffix.contains('u');
    Some(match (suffix.matches('l').count(), unsigned) {
        (0, false) => return None,
        (0, true) => Builtin::UInt,
        (1, false) => Builtin::Long,
        (1, true) => Builtin::ULong,
        (_, false) => Builtin::LongLong,
        (_, true) => Builtin::ULongLong,
    })
}

/// The helper's return type: the trailing one, or that of the first `return` with a value
/// (`void` without one). `None` where the IR does not say it here (a reference, a type that
/// depends on an `auto` parameter or a nested lambda): the helper returns `auto` until
/// [`deduce_return`] can tell.
fn return_type(module: &Module, f: &Function, lambda: &Lambda, c_language: bool) -> Option<Owned> {
    if let Some(ret) = lambda.ret {
        let mut own = Store::default();
        let ty = own.import_ty(&f.store, ret);
        return Some((own, ty));
    }
    match first_return(&lambda.body) {
        Some(e) => deduce(module, f, e, c_language),
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

/// `_occa_<function>_<variable>` (with `_<k+1>` for the `k`th instantiation after the
/// first), unless a function of the module already has that name.
fn helper_name(module: &Module, f: &Function, var: LocalId, k: usize) -> SmolStr {
    let owner = f.name.trim_start_matches(GENERATED_PREFIX);
    let base = format!("{GENERATED_PREFIX}{owner}_{}", f.locals[var].name);
    let taken = |n: &str| module.functions.iter().any(|(_, g)| g.name == n);
    if k == 0 && !taken(&base) {
        return base.into();
    }
    (2u32..).map(|k| format!("{base}_{k}")).find(|n| !taken(n)).unwrap_or(base).into()
}

/// The helper: a copy of `f` whose body is the lambda's, with its parameters then one per
/// captured variable.
/// What every helper of one lambda shares.
struct Parts<'a> {
    name: &'a SmolStr,
    lambda: &'a Lambda,
    params: &'a [Param],
    /// The return type, `None` while the IR cannot tell it (the helper returns `auto`).
    ret: Option<&'a Owned>,
}

fn helper(
    module: &Module,
    f: &Function,
    var: LocalId,
    parts: &Parts<'_>,
    param_types: Vec<Option<Owned>>,
    c_language: bool,
) -> Function {
    let Parts { name, lambda, params, ret } = *parts;
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
        // C passes an array as its address; C++ binds a reference to it, so that the body
        // still sees an array (its extent, range-`for` over it).
        if !c_language && matches!(g.store.types[local.ty].kind, TyKind::Array { .. }) {
            let array = local.ty;
            local.ty = g.store.ty(Ty::new(TyKind::Reference(array)));
        }
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
    g.ret = match ret {
        Some((store, ty)) => g.store.import_ty(store, *ty),
        None => g.store.ty(Ty::new(TyKind::Auto)),
    };
    g.body = Some(lambda.body.clone());
    if ret.is_none() {
        let deduced = first_return(&lambda.body).and_then(|e| deduce(module, &g, e, c_language));
        if let Some((store, ty)) = deduced {
            g.ret = g.store.import_ty(&store, ty);
        }
    }
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
