//! Calls of function templates that pass a lambda (`forEach([&](float v) {…}, a, b)`), for
//! `c-templates`: C cannot pass a lambda, so a `void` copy whose body is expression statements
//! is written out where it is called, in a block of its own: each parameter a local
//! initialised with its argument (`auto _occa_f = [&](float v) {…};`, `float _occa_v_0 = a;`;
//! an rvalue reference by value), then the body's statements on those locals. The lambda is
//! then held by a local and only called, which `c-lambdas` lowers to a helper.

use oklc_ir::visit::child_blocks_mut;
use oklc_ir::{
    ArenaExt, Block, Builtin, Expr, ExprId, Function, FunctionId, GENERATED_PREFIX, Init, Local,
    LocalId, LocalKind, Module, Stmt, Store, Ty, TyId, TyKind,
};

/// Whether a call with `args` in `f` passes a lambda.
pub(super) fn passes_lambda(f: &Function, args: &[ExprId]) -> bool {
    args.iter().any(|&a| matches!(f.store.exprs.get(a), Some(Expr::Lambda(_))))
}

/// Writes the copy `copy` out in place of the expression statement `call` of `caller`;
/// `false` (nothing changed) when the copy returns a value, has other statements than
/// expressions or a lambda of its own, or the call is not a statement of its own.
pub(super) fn inline(
    module: &mut Module,
    caller: FunctionId,
    call: ExprId,
    copy: FunctionId,
) -> bool {
    let g = module.functions[copy].clone();
    let f = &mut module.functions[caller];
    let Some(Expr::Call { args, .. }) = f.store.exprs.get(call).cloned() else { return false };
    let returns_void = matches!(g.store.types[g.ret].kind, TyKind::Builtin(Builtin::Void));
    let Some(body) = g.body.as_ref() else { return false };
    if !returns_void
        || args.len() != g.params.len()
        || !body.stmts.iter().all(|s| matches!(s, Stmt::Expr(_)))
        || g.store.exprs.values().any(|e| matches!(e, Expr::Lambda(_)))
    {
        return false;
    }
    let span = g.span;
    let mut block = Block::new();
    let mut map: Vec<(LocalId, LocalId)> = Vec::new();
    for (&p, &a) in g.params.iter().zip(&args) {
        let param = &g.locals[p];
        let ty = match f.store.exprs.get(a) {
            Some(Expr::Lambda(_)) => f.store.ty(Ty::new(TyKind::Auto)),
            _ => {
                let ty = by_value(&g.store, param.ty);
                f.store.import_ty(&g.store, ty)
            }
        };
        let name = match param.name.starts_with(GENERATED_PREFIX) {
            true => param.name.clone(),
            false => format!("{GENERATED_PREFIX}{}", param.name).into(),
        };
        let mut local = Local::new(name, ty, LocalKind::Var, param.span);
        local.init = Some(Init::Assign(a));
        let id = f.locals.alloc(local);
        map.push((p, id));
        block.stmts.push(Stmt::Decl(id));
        block.spans.push(span);
    }
    for (stmt, &at) in body.stmts.iter().zip(&body.spans) {
        let Stmt::Expr(e) = stmt else { continue };
        let e = import(&mut f.store, &g.store, *e, &map);
        block.stmts.push(Stmt::Expr(e));
        block.spans.push(at);
    }
    let mut block = Some(block);
    let mut outer = f.body.take();
    if let Some(b) = outer.as_mut() {
        replace(b, call, &mut block);
    }
    f.body = outer;
    let loops: Vec<_> = f.loops.iter().map(|(id, _)| id).collect();
    for id in loops {
        replace(&mut f.loops[id].body, call, &mut block);
    }
    if block.is_some() {
        return false;
    }
    // The call is no longer in the function: nothing may take it for one.
    f.store.exprs[call] = Expr::Literal(oklc_ir::Literal::int(0));
    true
}

/// A parameter's type as the type of a local holding the argument: an rvalue reference (a
/// forwarding one included) as the type it refers to.
fn by_value(store: &Store, ty: TyId) -> TyId {
    match store.types.get(ty).map(|t| &t.kind) {
        Some(TyKind::RvalueReference(inner)) => *inner,
        _ => ty,
    }
}

/// Replaces the expression statement `call` in `block` (nested blocks included) by `with`.
fn replace(block: &mut Block, call: ExprId, with: &mut Option<Block>) {
    for stmt in &mut block.stmts {
        if with.is_none() {
            return;
        }
        if matches!(stmt, Stmt::Expr(e) if *e == call) {
            *stmt = Stmt::Block(with.take().unwrap_or_default());
            return;
        }
        for inner in child_blocks_mut(stmt) {
            replace(inner, call, with);
        }
    }
}

/// Copies the expression `e` of `from` into `to`, each parameter in `map` named by its local.
fn import(to: &mut Store, from: &Store, e: ExprId, map: &[(LocalId, LocalId)]) -> ExprId {
    let span = from.span_of(e);
    let node = match from.exprs[e].clone() {
        Expr::Local(l) => Expr::Local(map.iter().find(|(p, _)| *p == l).map_or(l, |(_, n)| *n)),
        node => {
            let mut cx = (&mut *to, from, map);
            node.map_handles(
                &mut cx,
                |(to, from, map), e| import(to, from, e, map),
                |(to, from, _), t| to.import_ty(from, t),
            )
        }
    };
    to.expr(node, span)
}
