//! `c-bindings`: C has neither range-`for` nor structured bindings.
//!
//! - `for (T x : a)` over an array of known extent is `for (int i = 0; i < N; ++i)` whose body
//!   declares `T x = a[i];` (a reference `x` is the `references` pass's to make a pointer, an
//!   `auto` one the `auto` pass's to type).
//! - `auto [x, y] = s;` declares the hidden object `S _occa_x_y = s;` and `auto &[x, y] = s;`
//!   (or `const auto &`, `auto &&`) a pointer to it, `S *_occa_x_y = &s;` (to the first element
//!   of an array); each name then reads its member or element of it (`_occa_x_y->first`,
//!   `_occa_x_y[1]`). Bindings of a struct oklc does not model, or copies of an array, stay as
//!   written.

use oklc_ir::visit::child_blocks_mut;
use oklc_ir::{
    ArenaExt, BinaryOp, Block, Builtin, Expr, ExprId, Function, FunctionId, GENERATED_PREFIX, Init,
    Literal, Local, LocalId, LocalKind, Module, NamedRef, Stage, Stmt, Store, Ty, TyId, TyKind,
    UnaryOp,
};
use smol_str::SmolStr;

use super::types::expr_type;
use crate::pipeline::{Pass, PassCx};

pub(super) struct BindingsPass;

impl Pass for BindingsPass {
    fn name(&self) -> &'static str {
        "c-bindings"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for id in cx.functions() {
            range_fors(cx.module, id);
            let hidden: Vec<LocalId> = cx.module.functions[id]
                .locals
                .iter()
                .filter(|(_, l)| l.bindings.is_some())
                .map(|(l, _)| l)
                .collect();
            for l in hidden {
                bind(cx.module, id, l);
            }
            refresh_lambda_uses(&mut cx.module.functions[id]);
        }
    }
}

/// What a range-`for` iterates: its array's element type and extent, in `f`'s store.
fn array_of(module: &Module, f: &Function, range: ExprId) -> Option<(Store, TyId)> {
    let (store, ty) = expr_type(module, f, range)?;
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    let ty = match store.types[ty].kind {
        TyKind::Reference(inner) => inner,
        _ => ty,
    };
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    match store.types[ty].kind {
        TyKind::Array { size: Some(_), .. } => {
            let mut own = Store::default();
            let ty = own.import_ty(store, ty);
            Some((own, ty))
        }
        _ => None,
    }
}

/// Rewrites the range-`for` statements of function `id` over arrays as counted loops.
fn range_fors(module: &mut Module, id: FunctionId) {
    let f = &module.functions[id];
    let mut arrays: Vec<(ExprId, Store, TyId)> = Vec::new();
    let mut blocks: Vec<&Block> = f.loops.values().map(|lp| &lp.body).collect();
    blocks.extend(f.body.as_ref());
    for e in lambdas(f) {
        if let Some(Expr::Lambda(lambda)) = f.store.exprs.get(e) {
            blocks.push(&lambda.body);
        }
    }
    let mut ranges = Vec::new();
    for b in blocks {
        collect_ranges(b, &mut ranges);
    }
    for range in ranges {
        if let Some((store, ty)) = array_of(module, f, range) {
            arrays.push((range, store, ty));
        }
    }
    if arrays.is_empty() {
        return;
    }
    let f = &mut module.functions[id];
    let mut sizes = Vec::new();
    for (range, store, ty) in arrays {
        let TyKind::Array { size: Some(size), .. } = store.types[ty].kind else { continue };
        sizes.push((range, f.store.import_expr(&store, size)));
    }
    let mut body = f.body.take();
    if let Some(b) = body.as_mut() {
        rewrite_ranges(f, b, &sizes);
    }
    f.body = body;
    for e in lambdas(f) {
        let Some(Expr::Lambda(lambda)) = f.store.exprs.get_mut(e) else { continue };
        let mut b = std::mem::take(&mut lambda.body);
        rewrite_ranges(f, &mut b, &sizes);
        if let Some(Expr::Lambda(lambda)) = f.store.exprs.get_mut(e) {
            lambda.body = b;
        }
    }
    let loops: Vec<_> = f.loops.iter().map(|(l, _)| l).collect();
    for l in loops {
        let mut b = std::mem::take(&mut f.loops[l].body);
        rewrite_ranges(f, &mut b, &sizes);
        f.loops[l].body = b;
    }
}

/// The lambda expressions of `f`, whose bodies are blocks of its own.
fn lambdas(f: &Function) -> Vec<ExprId> {
    f.store.exprs.iter().filter(|(_, e)| matches!(e, Expr::Lambda(_))).map(|(id, _)| id).collect()
}

/// Lists the root expressions of each lambda's body again ([`oklc_ir::Lambda::uses`]) after
/// its statements changed.
fn refresh_lambda_uses(f: &mut Function) {
    for e in lambdas(f) {
        let Some(Expr::Lambda(lambda)) = f.store.exprs.get(e) else { continue };
        let uses = oklc_ir::visit::lambda_uses(&f.store, &f.locals, &lambda.params, &lambda.body);
        if let Some(Expr::Lambda(lambda)) = f.store.exprs.get_mut(e) {
            lambda.uses = uses;
        }
    }
}

fn collect_ranges(block: &Block, out: &mut Vec<ExprId>) {
    for stmt in &block.stmts {
        if let Stmt::RangeFor { range, .. } = stmt {
            out.push(*range);
        }
        for b in oklc_ir::visit::child_blocks(stmt) {
            collect_ranges(b, out);
        }
    }
}

fn rewrite_ranges(f: &mut Function, block: &mut Block, sizes: &[(ExprId, ExprId)]) {
    for stmt in &mut block.stmts {
        for b in child_blocks_mut(stmt) {
            rewrite_ranges(f, b, sizes);
        }
        let Stmt::RangeFor { var, range, body } = stmt else { continue };
        let Some(&(_, size)) = sizes.iter().find(|(r, _)| r == range) else { continue };
        let (var, range) = (*var, *range);
        let span = f.locals[var].span;
        let int = f.store.builtin(Builtin::Int);
        let zero = f.store.expr(Expr::Literal(Literal::int(0)), None);
        let mut counter = Local::new(format!("{GENERATED_PREFIX}i"), int, LocalKind::Var, span);
        counter.init = Some(Init::Assign(zero));
        let i = f.locals.alloc(counter);
        let read = |f: &mut Function| f.store.expr(Expr::Local(i), None);
        let (a, b) = (read(f), read(f));
        let bound = f.store.clone_expr(size);
        let cond = f.store.expr(Expr::Binary { op: BinaryOp::Lt, lhs: a, rhs: bound }, None);
        let step = f.store.expr(Expr::Unary { op: UnaryOp::PreInc, arg: b }, None);
        let index = read(f);
        let element = f.store.expr(Expr::Index { base: range, index }, None);
        f.locals[var].init = Some(Init::Assign(element));
        let mut init = Block::new();
        init.push(Stmt::Decl(i), span);
        let mut inner = Block::new();
        inner.push(Stmt::Decl(var), span);
        inner.push(Stmt::Block(std::mem::take(body)), span);
        *stmt = Stmt::For {
            init: Box::new(init),
            cond: Some(cond),
            step: Some(step),
            body: Box::new(inner),
        };
    }
}

/// The result type of a call of a helper of the module, in the helper's store.
fn result_type<'m>(module: &'m Module, f: &Function, e: ExprId) -> Option<(&'m Store, TyId)> {
    let Some(Expr::Call { callee, args }) = f.store.exprs.get(e) else { return None };
    let Some(Expr::Name(name)) = f.store.exprs.get(*callee) else { return None };
    let helper = &module.functions[super::called_helper(module, name, args.len())?];
    Some((&helper.store, helper.ret))
}

/// Lowers the structured binding whose hidden object is `hidden`; leaves it when its
/// initializer's type is not a modelled struct or (by reference) an array.
fn bind(module: &mut Module, id: FunctionId, hidden: LocalId) -> Option<()> {
    let f = &module.functions[id];
    let local = &f.locals[hidden];
    let names = local.bindings.clone()?;
    let init = match &local.init {
        Some(Init::Assign(e)) => *e,
        Some(Init::Brace(v) | Init::Direct(v)) if v.len() == 1 => v[0],
        _ => return None,
    };
    let (by_ref, quals) = match &f.store.types[local.ty].kind {
        TyKind::Reference(inner) | TyKind::RvalueReference(inner) => {
            (true, f.store.types[*inner].quals)
        }
        _ => (false, f.store.types[local.ty].quals),
    };
    let (store, ty) = expr_type(module, f, init).or_else(|| result_type(module, f, init))?;
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    let ty = match store.types[ty].kind {
        TyKind::Reference(inner) | TyKind::RvalueReference(inner) => inner,
        _ => ty,
    };
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    let parts: Vec<Option<SmolStr>> = match &store.types[ty].kind {
        TyKind::Named { refers: NamedRef::Struct(s), .. } => {
            let def = module.structs.get(*s)?;
            if !def.verbatim_members.is_empty() || def.fields.len() != names.len() {
                return None;
            }
            def.fields.iter().map(|fd| Some(fd.name.clone())).collect()
        }
        TyKind::Array { .. } if by_ref => vec![None; names.len()],
        _ => return None,
    };
    let (store, ty) = (store.clone(), ty);
    let f = &mut module.functions[id];
    let object = f.store.import_ty(&store, ty);
    let (hidden_ty, init) = match (&f.store.types[object].kind, by_ref) {
        (TyKind::Array { elem, .. }, _) => {
            let elem = *elem;
            f.store.types[elem].quals |= quals;
            (f.store.ty(Ty::new(TyKind::Pointer(elem))), init)
        }
        (_, true) => {
            f.store.types[object].quals |= quals;
            let pointer = f.store.ty(Ty::new(TyKind::Pointer(object)));
            (pointer, f.store.expr(Expr::Unary { op: UnaryOp::AddrOf, arg: init }, None))
        }
        (_, false) => {
            // A copy is deduced without the initializer's qualifiers.
            f.store.types[object].quals = quals;
            (object, init)
        }
    };
    let words: Vec<SmolStr> = names.iter().map(|n| f.locals[*n].name.clone()).collect();
    let local = &mut f.locals[hidden];
    local.name = SmolStr::new(format!("{GENERATED_PREFIX}{}", words.join("_")));
    local.ty = hidden_ty;
    local.init = Some(Init::Assign(init));
    local.bindings = None;
    let uses: Vec<(ExprId, usize)> = f
        .store
        .exprs
        .iter()
        .filter_map(|(e, x)| match x {
            Expr::Local(l) => names.iter().position(|n| n == l).map(|k| (e, k)),
            _ => None,
        })
        .collect();
    for (e, k) in uses {
        let base = f.store.expr(Expr::Local(hidden), f.store.span_of(e));
        f.store.exprs[e] = match &parts[k] {
            Some(member) => Expr::Member { base, member: member.clone(), arrow: by_ref },
            None => {
                let index = f.store.expr(Expr::Literal(Literal::int(k as i128)), None);
                Expr::Index { base, index }
            }
        };
    }
    Some(())
}
