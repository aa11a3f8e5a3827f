//! Recursion on backends whose device code cannot recurse (Metal; SYCL outside constant
//! evaluation; OpenCL C), reported at the call that closes a cycle of helper calls (`OKL0612`)
//! instead of being printed into code the device compiler rejects (or, pocl, crashes on).
//!
//! Functions are printed, and then released, one top-level item at a time (ADR 0006), so the
//! call graph is built up as they go: a cycle is complete, and reported, when its last
//! function is printed.

use std::cell::RefCell;

use indexmap::IndexMap;
use oklc_diag::Diagnostic;
use oklc_diag::codes::codegen as codes;
use oklc_ir::{Expr, Function};
use oklc_span::Span;
use smol_str::SmolStr;

use crate::printer::{Writer, get};

/// Each printed function's name and the functions it calls by name.
#[derive(Debug, Default)]
pub struct CallGraph {
    calls: RefCell<IndexMap<SmolStr, Vec<SmolStr>>>,
}

impl CallGraph {
    /// Records `f`'s calls and reports the first one through which `f` reaches itself. A
    /// `constexpr` function's recursion is evaluated by the compiler, and a template's calls of
    /// its own name reach other instantiations (`horner(x, cs...)` with one argument fewer):
    /// neither is recursion on the GPU.
    pub fn check(&self, w: &mut Writer<'_>, f: &Function) {
        if f.specs.is_constexpr || f.template_header.is_some() {
            return;
        }
        let calls = calls_of(f);
        if calls.is_empty() {
            return;
        }
        let name = f.name.clone();
        {
            let mut graph = self.calls.borrow_mut();
            let edges = graph.entry(name.clone()).or_default();
            for (callee, _) in &calls {
                if !edges.contains(callee) {
                    edges.push(callee.clone());
                }
            }
        }
        let graph = self.calls.borrow();
        let cycle = calls
            .iter()
            .find_map(|(callee, span)| path_to(&graph, callee, &name).map(|p| (p, *span)));
        drop(graph);
        let Some((path, span)) = cycle else { return };
        let through = if path.len() > 1 {
            let names: Vec<String> =
                path[..path.len() - 1].iter().map(|n| format!("`{n}`")).collect();
            format!(" through {}", names.join(", "))
        } else {
            String::new()
        };
        let backend = w.dialect.backend();
        w.diagnostics.push(
            Diagnostic::error(
                codes::RECURSION,
                format!("`{name}` calls itself{through}, and `{backend}` has no recursion"),
                span,
            )
            .with_primary_message("this call closes the cycle")
            .with_help("rewrite the recursion as a loop"),
        );
    }
}

/// The names of the functions of `module` that a kernel calls, directly or through other
/// functions. On OpenCL, whose output has no `constexpr`, a recursive function whose calls the
/// passes folded to values stays in the file uncalled: only the functions kernels reach are
/// checked. Asked before the first function is printed, while every body is in the module.
pub fn reachable_from_kernels(module: &oklc_ir::Module) -> indexmap::IndexSet<SmolStr> {
    let mut by_name: IndexMap<&str, Vec<&Function>> = IndexMap::new();
    for f in module.functions.values() {
        by_name.entry(f.name.as_str()).or_default().push(f);
    }
    let mut reached = indexmap::IndexSet::new();
    let mut pending: Vec<&Function> = module.functions.values().filter(|f| f.is_kernel()).collect();
    while let Some(f) = pending.pop() {
        for (callee, _) in calls_of(f) {
            if reached.insert(callee.clone()) {
                pending.extend(by_name.get(callee.as_str()).into_iter().flatten());
            }
        }
    }
    reached
}

/// The functions `f` calls by name, with each call's span, in source order.
fn calls_of(f: &Function) -> Vec<(SmolStr, Span)> {
    let mut out = Vec::new();
    let Some(body) = &f.body else { return out };
    oklc_ir::visit::walk(f, body, &mut |v| {
        oklc_ir::visit::stmt_exprs(f, v.stmt, |root| {
            oklc_ir::visit::walk_expr(&f.store, root, |id, expr| {
                if let Expr::Call { callee, .. } = expr
                    && let Some(Expr::Name(name)) = get(&f.store.exprs, *callee)
                    && !name.contains("::")
                {
                    // `twice<float>` calls the template `twice`.
                    let bare = name.split('<').next().unwrap_or(name).trim();
                    let at = f.store.expr_spans.get(id).copied().unwrap_or(v.span);
                    out.push((SmolStr::new(bare), at));
                }
            });
        });
    });
    out
}

/// The functions from `from` to `to` along recorded calls (`from` first, `to` last), if any.
fn path_to(
    graph: &IndexMap<SmolStr, Vec<SmolStr>>,
    from: &SmolStr,
    to: &SmolStr,
) -> Option<Vec<SmolStr>> {
    let mut seen: Vec<&SmolStr> = Vec::new();
    let mut stack: Vec<Vec<SmolStr>> = vec![vec![from.clone()]];
    while let Some(path) = stack.pop() {
        let last = path.last()?;
        if last == to {
            return Some(path);
        }
        if seen.contains(&last) {
            continue;
        }
        let Some((key, edges)) = graph.get_key_value(last) else { continue };
        seen.push(key);
        for next in edges.iter().rev() {
            let mut longer = path.clone();
            longer.push(next.clone());
            stack.push(longer);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_follow_recorded_calls() {
        let mut graph = IndexMap::new();
        graph.insert(SmolStr::new("a"), vec![SmolStr::new("b")]);
        graph.insert(SmolStr::new("b"), vec![SmolStr::new("c"), SmolStr::new("a")]);
        let path = path_to(&graph, &SmolStr::new("b"), &SmolStr::new("a")).expect("a path");
        assert_eq!(path, ["b", "a"]);
        assert!(path_to(&graph, &SmolStr::new("c"), &SmolStr::new("a")).is_none());
    }
}
