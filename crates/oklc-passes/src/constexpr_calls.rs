//! `constexpr_calls`: on a backend whose device code may recurse only in constant evaluation
//! ([`crate::Options::fold_recursive_constexpr`], SYCL), a call of a recursive `constexpr`
//! function (or of one that calls such a function) outside another `constexpr` function
//! becomes its value, when [`crate::consts`] can compute it.
//!
//! C++ need not evaluate `pw(3, 2)` at compile time outside a constant expression (an
//! initializer of a non-`constexpr` variable, an operand of `*`), and the SYCL device compiler
//! rejects any call of a recursive function it may have to run ("SYCL kernel cannot call a
//! recursive function"); a call in a constant context (an array extent, a `constexpr`
//! variable) it accepts. The value is the integer literal, cast to the function's return type
//! when that is not `int`. A call whose value oklc cannot compute stays as written.

use indexmap::{IndexMap, IndexSet};
use oklc_ir::{ArenaExt, Builtin, CastStyle, Expr, ExprId, Stage, Ty, TyKind};
use smol_str::SmolStr;

use crate::consts::{ConstNames, extent};
use crate::pipeline::{Pass, PassCx};
use crate::util::set_int_literal;

pub struct ConstexprCallsPass;

impl Pass for ConstexprCallsPass {
    fn name(&self) -> &'static str {
        "constexpr_calls"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        if !cx.options.fold_recursive_constexpr {
            return;
        }
        let recursive = recursive_constexpr(cx.module);
        if recursive.is_empty() {
            return;
        }
        for fid in cx.functions() {
            let module = &*cx.module;
            let f = &module.functions[fid];
            if f.specs.is_constexpr {
                continue;
            }
            let names = ConstNames::of(module, fid);
            let folded: Vec<(ExprId, i128, Option<Builtin>)> = f
                .store
                .exprs
                .iter()
                .filter_map(|(id, e)| {
                    let Expr::Call { callee, .. } = e else { return None };
                    let Some(Expr::Name(name)) = f.store.exprs.get(*callee) else { return None };
                    let ret = *recursive.get(name.as_str())?;
                    Some((id, extent(names, Some(f), id, 0)?, ret))
                })
                .collect();
            let store = &mut cx.module.functions[fid].store;
            for (e, v, ret) in folded {
                set_int_literal(store, e, v);
                if let Some(b) = ret.filter(|b| *b != Builtin::Int) {
                    let value = store.expr(store.exprs[e].clone(), store.span_of(e));
                    let ty = store.ty(Ty::new(TyKind::Builtin(b)));
                    store.exprs[e] = Expr::Cast { style: CastStyle::C, ty, arg: value };
                }
            }
        }
    }
}

/// The `constexpr` functions of the module from which a chain of calls by name reaches a
/// cycle, with their return type when it is a builtin integer (`None`: no value is folded).
fn recursive_constexpr(module: &oklc_ir::Module) -> IndexMap<SmolStr, Option<Builtin>> {
    let mut calls: IndexMap<SmolStr, IndexSet<SmolStr>> = IndexMap::new();
    let mut returns: IndexMap<SmolStr, Option<Builtin>> = IndexMap::new();
    for (_, f) in module.functions.iter() {
        if !f.specs.is_constexpr || f.template_header.is_some() || f.body.is_none() {
            continue;
        }
        let ret = match f.store.types.get(f.ret).map(|t| &t.kind) {
            Some(TyKind::Builtin(b)) if b.is_integer() => Some(*b),
            _ => None,
        };
        returns.insert(f.name.clone(), ret);
        let callees = calls.entry(f.name.clone()).or_default();
        for (_, e) in f.store.exprs.iter() {
            if let Expr::Call { callee, .. } = e
                && let Some(Expr::Name(name)) = f.store.exprs.get(*callee)
            {
                callees.insert(name.clone());
            }
        }
    }
    let reaches_cycle = |start: &SmolStr| {
        // Depth-first over the calls; a name met again on the current path closes a cycle.
        let mut stack: Vec<(SmolStr, Vec<SmolStr>)> = vec![(start.clone(), Vec::new())];
        let mut done: IndexSet<SmolStr> = IndexSet::new();
        while let Some((name, path)) = stack.pop() {
            if path.contains(&name) {
                return true;
            }
            if !done.insert(name.clone()) && !path.is_empty() {
                continue;
            }
            let Some(next) = calls.get(&name) else { continue };
            let mut longer = path.clone();
            longer.push(name.clone());
            for callee in next {
                stack.push((callee.clone(), longer.clone()));
            }
        }
        false
    };
    returns.into_iter().filter(|(name, _)| reaches_cycle(name)).collect()
}

#[cfg(test)]
mod tests {
    use oklc_ir::Module;
    use oklc_ir::build::FnBuilder;

    use super::recursive_constexpr;

    /// A `constexpr` helper named `name` whose body calls each of `callees`.
    fn helper(module: &mut Module, name: &str, callees: &[&str]) {
        let mut b = FnBuilder::helper(name);
        b.func.specs.is_constexpr = true;
        b.func.ret = b.int();
        for callee in callees {
            let callee = b.name(callee);
            let call = b.call(callee, vec![]);
            let stmt = b.expr_stmt(call);
            b.push(vec![stmt]);
        }
        b.finish(module);
    }

    /// Functions on a cycle and those that reach one are recursive; a function that only
    /// calls non-recursive ones is not.
    #[test]
    fn functions_reaching_a_cycle_are_recursive() {
        let mut module = Module::default();
        helper(&mut module, "leaf", &[]);
        helper(&mut module, "pw", &["pw"]);
        helper(&mut module, "even", &["odd"]);
        helper(&mut module, "odd", &["even", "leaf"]);
        helper(&mut module, "span", &["leaf", "pw"]);
        helper(&mut module, "plain", &["leaf"]);
        let found = recursive_constexpr(&module);
        let names: Vec<&str> = found.keys().map(|n| n.as_str()).collect();
        assert_eq!(names, ["pw", "even", "odd", "span"]);
        assert!(found.values().all(|ret| *ret == Some(oklc_ir::Builtin::Int)));
    }
}
