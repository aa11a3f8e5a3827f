//! `c-overloads`: C has no overloading. Helpers that share a name are renamed apart,
//! `_occa_<name>_<n>` for the n-th definition in source order, and each call is renamed to the
//! one C++ would pick where the IR tells: the only one taking that many arguments, else the one
//! whose parameters match the arithmetic classes of the arguments (`int`, `float`, `double`),
//! a record parameter for a record argument and a pointer one for a pointer (or address),
//! and between pointers that differ in `const` only, the non-`const` one for a non-`const`
//! argument. A call oklc cannot resolve keeps the name (and the C compiler then rejects it).
//! Prototypes take the name of the definition with the same parameter types.

use indexmap::{IndexMap, IndexSet};
use oklc_ir::{ArenaExt, Expr, Function, FunctionId, GENERATED_PREFIX, Item, Module, Stage};
use smol_str::SmolStr;

use super::named_calls;
use super::types::{
    arith, expr_pointee_const, expr_shape, local_arith, local_pointee_const, local_shape,
};
use crate::pipeline::{Pass, PassCx};

pub(super) struct OverloadsPass;

impl Pass for OverloadsPass {
    fn name(&self) -> &'static str {
        "c-overloads"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let mut sets: IndexMap<SmolStr, Vec<FunctionId>> = IndexMap::new();
        // Only printed functions: a `constexpr` member is also kept, unlisted, for constant
        // evaluation under the same name.
        let listed: IndexSet<FunctionId> = cx
            .module
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Function(f) => Some(*f),
                _ => None,
            })
            .collect();
        for (id, f) in cx.module.functions.iter() {
            if f.body.is_some()
                && !f.is_kernel()
                && f.template_header.is_none()
                && listed.contains(&id)
            {
                sets.entry(f.name.clone()).or_default().push(id);
            }
        }
        sets.retain(|_, defs| defs.len() > 1);
        if sets.is_empty() {
            return;
        }
        let mut renames: Vec<(FunctionId, SmolStr)> = Vec::new();
        for (name, defs) in &sets {
            for (n, &d) in defs.iter().enumerate() {
                renames.push((d, SmolStr::from(format!("{GENERATED_PREFIX}{name}_{n}"))));
            }
        }
        let new_name =
            |d: FunctionId| renames.iter().find(|(f, _)| *f == d).map(|(_, n)| n.clone());
        // Definitions first, then calls in expression order, each renamed once picked: an
        // argument that is a call already picked (`m[r][0]`) has the type its overload returns.
        let defined: Vec<(FunctionId, SmolStr)> =
            renames.iter().map(|(d, _)| (*d, cx.module.functions[*d].name.clone())).collect();
        for (f, n) in &renames {
            cx.module.functions[*f].name = n.clone();
        }
        for caller in cx.functions() {
            for (call, name, args) in named_calls(&cx.module.functions[caller]) {
                let Some(defs) = sets.get(&name) else { continue };
                let f = &cx.module.functions[caller];
                if let Some(d) = pick(cx.module, f, defs, &args)
                    && let Some(n) = new_name(d)
                    && let Some(Expr::Call { callee, .. }) = f.store.exprs.get(call)
                {
                    let callee = *callee;
                    cx.module.functions[caller].store.exprs[callee] = Expr::Name(n);
                }
            }
        }
        for (f, n) in defined {
            cx.module.functions[f].name = n;
        }
        let prototypes: Vec<(FunctionId, SmolStr)> = cx
            .module
            .functions
            .iter()
            .filter(|(_, f)| f.body.is_none() && !f.is_kernel() && sets.contains_key(&f.name))
            .filter_map(|(id, p)| {
                let defs = &sets[&p.name];
                let d =
                    defs.iter().find(|&&d| same_params(cx.module, p, &cx.module.functions[d]))?;
                Some((id, new_name(*d)?))
            })
            .collect();
        for (f, n) in renames.into_iter().chain(prototypes) {
            cx.module.functions[f].name = n;
        }
    }
}

/// The definition of `defs` a call with `args` (expressions of `caller`) calls.
fn pick(
    module: &Module,
    caller: &Function,
    defs: &[FunctionId],
    args: &[oklc_ir::ExprId],
) -> Option<FunctionId> {
    let viable: Vec<FunctionId> = defs
        .iter()
        .copied()
        .filter(|&d| {
            let f = &module.functions[d];
            let required = f.params.iter().filter(|&&p| f.locals[p].init.is_none()).count();
            (required..=f.params.len()).contains(&args.len())
        })
        .collect();
    if viable.len() <= 1 {
        return viable.first().copied();
    }
    let matching: Vec<FunctionId> = viable
        .into_iter()
        .filter(|&d| {
            let f = &module.functions[d];
            args.iter().zip(&f.params).all(|(&a, &p)| {
                match (arith(module, caller, a), local_arith(module, f, p)) {
                    (Some(x), Some(y)) => x == y,
                    (None, None) => {
                        // A record and a pointer do not convert into each other.
                        let shapes = (expr_shape(module, caller, a), local_shape(module, f, p));
                        if let (Some(x), Some(y)) = shapes
                            && x != y
                        {
                            return false;
                        }
                        // Pointers: `const` must be kept, and is not wanted for a non-`const` one
                        // when an overload without it exists (checked below).
                        !matches!(
                            (
                                expr_pointee_const(module, caller, a),
                                local_pointee_const(module, f, p)
                            ),
                            (Some(true), Some(false))
                        )
                    }
                    _ => false,
                }
            })
        })
        .collect();
    if matching.len() <= 1 {
        return matching.first().copied();
    }
    // Pointer arguments to non-`const` data: the overload without `const` is the exact match.
    let exact: Vec<FunctionId> = matching
        .into_iter()
        .filter(|&d| {
            let f = &module.functions[d];
            args.iter().zip(&f.params).all(|(&a, &p)| {
                match (expr_pointee_const(module, caller, a), local_pointee_const(module, f, p)) {
                    (Some(x), Some(y)) => x == y,
                    _ => true,
                }
            })
        })
        .collect();
    (exact.len() == 1).then(|| exact[0])
}

/// Whether two declarations take parameters of the same types, as the IR dump spells them.
fn same_params(module: &Module, a: &Function, b: &Function) -> bool {
    a.params.len() == b.params.len()
        && a.params.iter().zip(&b.params).all(|(&x, &y)| {
            let tx = oklc_ir::dump::type_to_string(module, Some(a), a.locals[x].ty);
            let ty = oklc_ir::dump::type_to_string(module, Some(b), b.locals[y].ty);
            tx == ty
        })
}
