//! `c-constexpr`: C has no `constexpr`, and a `const` variable is no constant expression there
//! (an array extent naming one declares a variable-length array, which OpenCL C forbids). Array
//! extents and `case` labels that evaluate to a constant become that literal; `constexpr`
//! variables become `const` ones (no longer `static` in a function, which OpenCL C forbids:
//! a constant needs no storage that outlives the call), `constexpr` functions plain ones and
//! `if constexpr` a plain `if` (outside templates both branches compile).

use oklc_ir::visit::{child_blocks_mut, walk};
use oklc_ir::{
    ArenaExt, Block, Expr, ExprId, Function, FunctionId, Module, Quals, Stage, Stmt, Store, Ty,
    TyId, TyKind,
};

use crate::consts::{ConstNames, extent};
use crate::pipeline::{Pass, PassCx};
use crate::util::set_int_literal;

pub(super) struct ConstexprPass;

impl Pass for ConstexprPass {
    fn name(&self) -> &'static str {
        "c-constexpr"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        // Every extent is folded before any function loses `constexpr`: an extent may call a
        // `constexpr` function declared before it.
        let functions = cx.functions();
        let folded: Vec<_> =
            functions.iter().map(|&id| (id, constant_roots(cx.module, id))).collect();
        for (id, folded) in folded {
            let store = &mut cx.module.functions[id].store;
            for (e, v) in folded {
                set_int_literal(store, e, v);
            }
        }
        // File-scope declarations: their extents may call any `constexpr` function.
        if let Some(last) = cx.module.functions.iter().map(|(id, _)| id).next_back() {
            let names = ConstNames::of(cx.module, last);
            let folded: Vec<(ExprId, i128)> = extent_roots(&cx.module.store)
                .into_iter()
                .filter_map(|e| Some((e, extent(names, None, e, 0)?)))
                .collect();
            for (e, v) in folded {
                set_int_literal(&mut cx.module.store, e, v);
            }
        }
        for &id in &functions {
            lower_function(&mut cx.module.functions[id]);
        }
        for g in cx.module.globals.values_mut() {
            if g.class.is_constexpr {
                g.class.is_constexpr = false;
                g.ty = with_const(&mut cx.module.store, g.ty);
            }
        }
    }
}

/// The array extents and `case` labels of `id` with their values.
fn constant_roots(module: &Module, id: FunctionId) -> Vec<(ExprId, i128)> {
    let f = &module.functions[id];
    let mut roots = extent_roots(&f.store);
    let mut visit = |block: &Block| {
        walk(f, block, &mut |v| {
            if let Stmt::Case(e) = v.stmt {
                roots.push(*e);
            }
        })
    };
    if let Some(body) = &f.body {
        visit(body);
    }
    let names = ConstNames::of(module, id);
    roots.into_iter().filter_map(|e| Some((e, extent(names, Some(f), e, 0)?))).collect()
}

/// The size expressions of the array types in `store` that are not literals already.
fn extent_roots(store: &Store) -> Vec<ExprId> {
    store
        .types
        .values()
        .filter_map(|t| match t.kind {
            TyKind::Array { size: Some(e), .. } => Some(e),
            _ => None,
        })
        .filter(|&e| !matches!(store.exprs.get(e), Some(Expr::Literal(_))))
        .collect()
}

/// `constexpr` locals, functions and `if constexpr` of `f` in C's terms.
fn lower_function(f: &mut Function) {
    f.specs.is_constexpr = false;
    let ids: Vec<_> = f.locals.iter().map(|(id, _)| id).collect();
    for l in ids {
        let local = &f.locals[l];
        let constant = local.class.is_constexpr || is_const(&f.store, local.ty);
        if local.class.is_constexpr {
            let ty = with_const(&mut f.store, local.ty);
            f.locals[l].ty = ty;
            f.locals[l].class.is_constexpr = false;
        }
        if constant && f.locals[l].init.is_some() {
            f.locals[l].class.is_static = false;
        }
    }
    let mut blocks: Vec<&mut Block> = f.loops.values_mut().map(|lp| &mut lp.body).collect();
    if let Some(body) = f.body.as_mut() {
        blocks.push(body);
    }
    for block in blocks {
        plain_ifs(block);
    }
}

fn plain_ifs(block: &mut Block) {
    for stmt in &mut block.stmts {
        if let Stmt::If { constexpr, .. } = stmt {
            *constexpr = false;
        }
        for inner in child_blocks_mut(stmt) {
            plain_ifs(inner);
        }
    }
}

/// Whether `ty` is `const` (an array when its elements are).
fn is_const(store: &Store, ty: TyId) -> bool {
    match store.types.get(ty) {
        Some(Ty { kind: TyKind::Array { elem, .. }, .. }) => is_const(store, *elem),
        Some(t) => t.quals.contains(Quals::CONST),
        None => false,
    }
}

/// `ty` made `const` (its elements for an array), on a copy of the changed levels.
fn with_const(store: &mut Store, ty: TyId) -> TyId {
    let Some(t) = store.types.get(ty).cloned() else { return ty };
    if let TyKind::Array { elem, size } = t.kind {
        let elem = with_const(store, elem);
        return store.ty(Ty { kind: TyKind::Array { elem, size }, ..t });
    }
    store.ty(Ty { quals: t.quals | Quals::CONST, ..t })
}
