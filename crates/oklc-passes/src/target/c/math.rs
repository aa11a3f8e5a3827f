//! `c-math`: C++'s `abs` is overloaded for floating values (`<cmath>`), C's and OpenCL C's
//! takes integers only: an `abs` of a `float` or `double` becomes `fabs`. The `<cmath>` and
//! `<algorithm>` functions OpenCL C has built in lose their `std::` (and explicit template
//! arguments: `std::min<float>(a, b)` is `min(a, b)`, overloaded there too).

use oklc_ir::{ArenaExt, Expr, Stage};

use super::named_calls;
use super::types::arith;
use crate::pipeline::{Pass, PassCx};

pub(super) struct MathPass;

impl Pass for MathPass {
    fn name(&self) -> &'static str {
        "c-math"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for id in cx.functions() {
            let f = &cx.module.functions[id];
            let floating: Vec<_> = named_calls(f)
                .into_iter()
                .filter(|(_, name, args)| {
                    matches!(name.as_str(), "abs" | "std::abs" | "::abs")
                        && args.len() == 1
                        && arith(cx.module, f, args[0]).is_some_and(|a| a.is_floating())
                })
                .map(|(call, _, _)| call)
                .collect();
            let builtins: Vec<(oklc_ir::ExprId, &'static str)> = named_calls(f)
                .into_iter()
                .filter_map(|(call, name, _)| Some((call, opencl_builtin(&name)?)))
                .collect();
            let store = &mut cx.module.functions[id].store;
            for (call, name) in builtins {
                if let Some(Expr::Call { callee, .. }) = store.exprs.get(call) {
                    let callee = *callee;
                    store.exprs[callee] = Expr::Name(name.into());
                }
            }
            for call in floating {
                if let Some(Expr::Call { callee, .. }) = store.exprs.get(call) {
                    let callee = *callee;
                    store.exprs[callee] = Expr::Name("fabs".into());
                }
            }
        }
    }
}

/// The OpenCL C built-in a `std::` function of `<cmath>` or `<algorithm>` is.
fn opencl_builtin(name: &str) -> Option<&'static str> {
    let rest = name.trim_start_matches("::").strip_prefix("std::")?;
    let rest = rest.split('<').next()?.trim();
    BUILTINS.iter().copied().find(|b| *b == rest)
}

const BUILTINS: &[&str] = &[
    "abs", "min", "max", "sqrt", "fabs", "floor", "ceil", "exp", "log", "pow", "sin", "cos", "tan",
    "fma", "fmin", "fmax", "round", "trunc", "exp2", "log2", "log10", "cbrt", "hypot", "tanh",
    "atan", "atan2", "asin", "acos", "sinh", "cosh", "copysign", "fmod", "clamp",
];
