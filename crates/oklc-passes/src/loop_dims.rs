//! `loop_dims`: checks the loop-tree shape, numbers axes and computes iteration counts and
//! launch dimensions (docs/passes.md).
//!
//! Shape errors are reported and then *repaired* so that later passes and the verifier see a
//! well-formed tree: an `@outer` loop inside an `@inner` loop, an `@inner` loop outside every
//! `@outer` loop and OKL loops in non-kernel functions are demoted to regular loops. A kernel
//! with such an error (or with mismatched leaf paths) is recorded in [`PassCx::failed`].
//!
//! Axes follow the legacy rule: a loop without an explicit axis gets the largest number of
//! loops of its own kind on any path below it (the innermost `@inner` is x). More than three
//! nested loops of one kind is an error; the axis is then clamped to 2.
//!
//! Iteration counts are IR expressions built with the structure of the iteration-count table (docs/passes.md), so the
//! printed text is fully parenthesised where needed (`(N - (M - 1) + 2 - 1) / 2`); a count
//! that folds to a constant is replaced by that literal (so tile element loops, whose count
//! mentions `_occa_tiled_i` only symbolically, print as `16`). Inner launch sizes per axis are
//! the maximum over all `@inner` loops of that axis under one top-level `@outer` loop.

use indexmap::{IndexMap, IndexSet};
use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::{
    ArenaExt, BinaryOp, Block, CmpOp, Expr, ExprId, Function, FunctionId, FunctionKind, LoopId,
    LoopKind, LoopRange, Stage, Stmt, Store,
};
use oklc_span::Span;
use smol_str::SmolStr;

use crate::fold::{Linear, Term, const_int, eval, linear};
use crate::pipeline::{Pass, PassCx};
use crate::shared::{ConstNames, extent};
use crate::util::{lit, loop_head, loop_span};
use crate::{Family, LaunchDims, LoopCount, Split};

pub struct LoopDimsPass;

impl Pass for LoopDimsPass {
    fn name(&self) -> &'static str {
        "loop_dims"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let module = &cx.module;
        module.pass_memo().with(|k: &mut KernelNames| k.update(module));
        for fid in cx.functions() {
            let f = &cx.module.functions[fid];
            let mut calls = Vec::new();
            // Only calls of kernels and of helpers with OKL loops matter, and few functions
            // have any: a look through the expression arena (every node, reachable or not)
            // decides whether the statement tree needs a walk.
            let calls_one_of = |names: &IndexSet<SmolStr>| {
                f.store.exprs.iter().any(|(_, e)| match e {
                    Expr::Call { callee, .. } => matches!(
                        f.store.exprs.get(*callee),
                        Some(Expr::Name(n)) if names.contains(n)
                    ),
                    _ => false,
                })
            };
            let any = cx.module.pass_memo().with(|k: &mut KernelNames| calls_one_of(&k.names))
                || (f.is_kernel()
                    && cx.module.pass_memo().with(|m: &mut LoopHelpers| calls_one_of(&m.0)));
            if any {
                for_each_named_call(f, &mut |name, span| calls.push((name.clone(), span)));
            }
            let bad: Vec<Diagnostic> = cx.module.pass_memo().with(|k: &mut KernelNames| {
                calls
                    .iter()
                    .filter(|(name, _)| k.names.contains(name))
                    .map(|(name, span)| kernel_call(f, name, *span))
                    .collect()
            });
            if !bad.is_empty() {
                cx.diagnostics.extend(bad);
                cx.failed.insert(fid);
            }
            if cx.family == Family::Simt {
                let throws = device_throws(&cx.module.functions[fid]);
                if !throws.is_empty() {
                    cx.diagnostics.extend(throws);
                    cx.failed.insert(fid);
                }
            }
            if cx.module.functions[fid].is_kernel() {
                // A helper defined earlier holds OKL loops (OKL0516 named it): the loops missing
                // here are that same mistake, not a second one.
                let calls_loop_helper = cx
                    .module
                    .pass_memo()
                    .with(|m: &mut LoopHelpers| calls.iter().any(|(name, _)| m.0.contains(name)));
                kernel(cx, fid, calls_loop_helper);
            } else {
                let f = &cx.module.functions[fid];
                if !okl_tree(f).is_empty() {
                    let name = f.name.clone();
                    cx.module.pass_memo().with(|m: &mut LoopHelpers| m.0.insert(name));
                }
                helper(cx, fid);
            }
        }
    }
}

/// An error for each `throw` in `f`, on a GPU backend: kernels and helpers are device code,
/// which has no exceptions (host backends compile `throw` as the C++ it is).
fn device_throws(f: &Function) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if !f.store.exprs.iter().any(|(_, e)| matches!(e, Expr::Throw(_))) {
        return out;
    }
    let Some(body) = &f.body else { return out };
    oklc_ir::visit::walk(f, body, &mut |v| {
        oklc_ir::visit::stmt_exprs(f, v.stmt, |root| {
            oklc_ir::visit::walk_expr(&f.store, root, |id, e| {
                if matches!(e, Expr::Throw(_)) {
                    let span = f.store.span_of(id).unwrap_or(v.span);
                    out.push(
                        Diagnostic::error(
                            oklc_diag::codes::sema::UNSUPPORTED,
                            "`throw` in device code",
                            span,
                        )
                        .with_primary_message("GPU code has no exceptions")
                        .with_help("report the failure through an output argument; `throw` is accepted only on the serial and OpenMP backends"),
                    );
                }
            });
        });
    });
    out
}

/// The names of the module's kernels, kept between item-by-item runs and brought up to date
/// with the functions added since (rebuilding it every run was quadratic in the kernels of a
/// file).
#[derive(Default)]
struct KernelNames {
    names: IndexSet<SmolStr>,
    /// How many functions of the module have been looked at.
    seen: usize,
}

impl KernelNames {
    fn update(&mut self, module: &oklc_ir::Module) {
        for raw in self.seen..module.functions.len() {
            let id = FunctionId::from_raw(oklc_ir::la_arena::RawIdx::from(raw as u32));
            let f = &module.functions[id];
            if f.is_kernel() {
                self.names.insert(f.name.clone());
            }
        }
        self.seen = module.functions.len();
    }
}

/// Names of the helper functions that hold OKL loops, kept between item-by-item runs; only
/// those defined before a kernel count for it, so streaming and whole-module runs agree.
#[derive(Default)]
struct LoopHelpers(IndexSet<SmolStr>);

/// Calls `f` with the name and span of every call of a plain name (`g(...)`) in `func`.
fn for_each_named_call(func: &Function, f: &mut dyn FnMut(&SmolStr, Span)) {
    let Some(body) = &func.body else { return };
    oklc_ir::visit::walk(func, body, &mut |v| {
        oklc_ir::visit::stmt_exprs(func, v.stmt, |e| {
            oklc_ir::visit::walk_expr(&func.store, e, |id, node| {
                let Expr::Call { callee, .. } = node else { return };
                if let Some(Expr::Name(name)) = func.store.exprs.get(*callee) {
                    f(name, func.store.span_of(id).unwrap_or(v.span));
                }
            });
        });
    });
}

/// OKL0524: `caller` calls the kernel `name`.
fn kernel_call(caller: &Function, name: &SmolStr, span: Span) -> Diagnostic {
    let what = if caller.is_kernel() { "kernel" } else { "function" };
    Diagnostic::error(
        codes::KERNEL_CALL,
        format!("`@kernel` `{name}` called from {what} `{}`", caller.name),
        span,
    )
    .with_primary_message("a kernel cannot be called")
    .with_note("kernels are launched by the host; device code cannot call them")
    .with_help(format!(
        "move the body of `{name}` into a function without `@kernel` and call that from both places"
    ))
}

/// Builds the iteration count of a canonical loop (docs/passes.md): positive update
/// `(E) - (S)`, negative `(S) - (E)`, `1 +` in front for inclusive comparisons, and
/// `(base + (s) - 1) / (s)` for `+= s` / `-= s`.
pub fn iteration_count(store: &mut Store, range: &LoopRange, span: Span) -> LoopCount {
    if let Some(c) = constant_count(store, range) {
        return LoopCount { expr: lit(store, c, span), constant: Some(c) };
    }
    let (hi, lo) = if range.step.is_increasing() {
        (range.bound, range.start)
    } else {
        (range.start, range.bound)
    };
    let hi = store.clone_expr(hi);
    let lo = store.clone_expr(lo);
    let hi = if range.cmp.is_inclusive() {
        let one = lit(store, 1, span);
        store.expr(Expr::Binary { op: BinaryOp::Add, lhs: one, rhs: hi }, Some(span))
    } else {
        hi
    };
    let mut count = store.expr(Expr::Binary { op: BinaryOp::Sub, lhs: hi, rhs: lo }, Some(span));
    let diff = linear(store, count);
    // When symbols cancel (`_occa_tiled_i + T - _occa_tiled_i`), print what is left (`T`):
    // the host must be able to evaluate inner counts without the device's iterators. A
    // constant difference (the common case) has nothing left to print, so the operands are
    // only evaluated on their own when symbols remain.
    if let Some(b) = diff.as_ref().filter(|b| !b.terms.is_empty())
        && let (Some(h), Some(l)) = (linear(store, hi), linear(store, lo))
    {
        let mut union: Vec<&Term> = h.terms.iter().map(|(t, _)| t).collect();
        for (t, _) in &l.terms {
            if !union.contains(&t) {
                union.push(t);
            }
        }
        if b.terms.len() < union.len() {
            count = rebuild(store, b, span);
        }
    }
    if let Some(s) = range.step.amount() {
        let s1 = store.clone_expr(s);
        let plus = store.expr(Expr::Binary { op: BinaryOp::Add, lhs: count, rhs: s1 }, Some(span));
        let one = lit(store, 1, span);
        let minus = store.expr(Expr::Binary { op: BinaryOp::Sub, lhs: plus, rhs: one }, Some(span));
        let s2 = store.clone_expr(s);
        count = store.expr(Expr::Binary { op: BinaryOp::Div, lhs: minus, rhs: s2 }, Some(span));
    }
    // Without a step `count` is still the difference (or its rebuilt form, which has terms).
    let constant = match range.step.amount() {
        None => diff.and_then(|b| b.as_constant()),
        Some(_) => const_int(store, count),
    };
    match constant {
        Some(c) => LoopCount { expr: lit(store, c, span), constant: Some(c) },
        None => LoopCount { expr: count, constant: None },
    }
}

/// The count [`iteration_count`] would fold to, computed on the range's own expressions without
/// building the count (whose nodes would be dead once it is replaced by a literal). Every
/// operand is evaluated at the depth where `const_int` meets it inside the built expression
/// `((hi - lo) + s - 1) / s` (or `hi - lo`, with `hi` as `1 + bound` when inclusive), so the
/// answer, depth limit included, is the same.
pub(crate) fn constant_count(store: &Store, range: &LoopRange) -> Option<i128> {
    let (hi, lo) = if range.step.is_increasing() {
        (range.bound, range.start)
    } else {
        (range.start, range.bound)
    };
    let step = range.step.amount();
    // Depth of the difference: the root, or below `/`, `- 1` and `+ s`.
    let d = if step.is_some() { 3 } else { 0 };
    let hi = if range.cmp.is_inclusive() {
        Linear::constant(1).add(eval(store, hi, d + 2)?, 1)?
    } else {
        eval(store, hi, d + 1)?
    };
    let diff = hi.add(eval(store, lo, d + 1)?, -1)?;
    let Some(s) = step else { return diff.as_constant() };
    let plus = diff.add(eval(store, s, d)?, 1)?;
    let minus = plus.add(Linear::constant(1), -1)?;
    minus.as_constant()?.checked_div(eval(store, s, 1)?.as_constant()?)
}

/// Spells a linear form as an expression: `k1 * t1 + t2 - t3 + c`.
pub(crate) fn rebuild(store: &mut Store, lin: &Linear, span: Span) -> ExprId {
    let mut acc: Option<ExprId> = None;
    for (term, k) in &lin.terms {
        let atom = match term {
            Term::Local(l) => Expr::Local(*l),
            Term::Global(g) => Expr::Global(*g),
            Term::Name(n) => Expr::Name(n.clone()),
        };
        let mut e = store.expr(atom, Some(span));
        if k.unsigned_abs() != 1 {
            let c = lit(store, k.abs(), span);
            e = store.expr(Expr::Binary { op: BinaryOp::Mul, lhs: c, rhs: e }, Some(span));
        }
        acc = Some(match acc {
            None if *k < 0 => {
                store.expr(Expr::Unary { op: oklc_ir::UnaryOp::Neg, arg: e }, Some(span))
            }
            None => e,
            Some(a) => {
                let op = if *k < 0 { BinaryOp::Sub } else { BinaryOp::Add };
                store.expr(Expr::Binary { op, lhs: a, rhs: e }, Some(span))
            }
        });
    }
    match acc {
        None => lit(store, lin.constant, span),
        Some(a) if lin.constant == 0 => a,
        Some(a) => {
            let op = if lin.constant < 0 { BinaryOp::Sub } else { BinaryOp::Add };
            let c = lit(store, lin.constant.abs(), span);
            store.expr(Expr::Binary { op, lhs: a, rhs: c }, Some(span))
        }
    }
}

/// A node of the `@outer`/`@inner` loop tree.
struct Node {
    id: LoopId,
    parent: Option<usize>,
    children: Vec<usize>,
}

/// The `@outer`/`@inner` loops of `f` in pre-order with their nearest OKL parents.
fn okl_tree(f: &Function) -> Vec<Node> {
    let mut nodes: Vec<Node> = Vec::new();
    // Node of each loop by arena index (`usize::MAX`: not an `@outer`/`@inner` loop).
    let mut index: Vec<usize> = vec![usize::MAX; f.loops.len()];
    let Some(body) = &f.body else { return nodes };
    oklc_ir::visit::walk(f, body, &mut |v| {
        let Stmt::Loop(id) = v.stmt else { return };
        let Some(l) = f.loops.get(*id) else { return };
        if !(l.kind.is_outer() || l.kind.is_inner()) {
            return;
        }
        let node_of = |p: &LoopId| index.get(loop_index(*p)).copied().filter(|&n| n != usize::MAX);
        let parent = v.loops.iter().rev().find_map(node_of);
        let n = nodes.len();
        nodes.push(Node { id: *id, parent, children: Vec::new() });
        if let Some(slot) = index.get_mut(loop_index(*id)) {
            *slot = n;
        }
        if let Some(p) = parent {
            nodes[p].children.push(n);
        }
    });
    nodes
}

fn loop_index(id: LoopId) -> usize {
    u32::from(id.into_raw()) as usize
}

fn kind_word(k: &LoopKind) -> &'static str {
    if k.is_outer() { "@outer" } else { "@inner" }
}

fn helper(cx: &mut PassCx<'_>, fid: FunctionId) {
    let f = &mut cx.module.functions[fid];
    misplaced_launch_attrs(f, &[], &mut cx.diagnostics);
    let nodes = okl_tree(f);
    if let Some(first) = nodes.first() {
        let kind = kind_word(&f.loops[first.id].kind);
        // Marking a helper that kernels call `@kernel` would trade this error for OKL0524.
        let d = Diagnostic::error(
            codes::OKL_LOOP_OUTSIDE_KERNEL,
            format!("`{kind}` loop in `{}`, which is not a `@kernel`", f.name),
            loop_head(f, first.id),
        )
        .with_primary_message("only allowed in a `@kernel` function")
        .with_label(f.head_span(), "this function is not a kernel")
        .with_note(format!(
                "OKL loops are only allowed in `@kernel` functions; mark `{}` `@kernel` only if the host launches it",
                f.name
        ))
        .with_help(format!(
            "move the loop into the `@kernel` that calls `{}`, or remove the loop attribute",
            f.name
        ));
        cx.diagnostics.push(d);
        for n in &nodes {
            f.loops[n.id].kind = LoopKind::Regular;
        }
        cx.failed.insert(fid);
    }
}

/// Warns about explicit `@barrier`s outside every `@outer` loop: that code runs once, on the
/// host, before or after the launch, so there are no work-items to synchronise.
fn barriers_outside_outer(f: &Function, diags: &mut Vec<Diagnostic>) {
    let Some(body) = &f.body else { return };
    oklc_ir::visit::walk(f, body, &mut |v| {
        if matches!(v.stmt, Stmt::Barrier { implicit: false, .. })
            && !v.loops.iter().any(|l| f.loops[*l].kind.is_outer())
        {
            diags.push(
                Diagnostic::warning(
                    oklc_diag::codes::sema::ATTRIBUTE_IGNORED,
                    "`@barrier` outside any `@outer` loop has no effect",
                    v.span,
                )
                .with_primary_message("runs once per launch here")
                .with_label(f.head_span(), "in this kernel")
                .with_note("code outside the `@outer` loops runs once per launch, not per work-item")
                .with_help("move the `@barrier` between two `@inner` loops of an `@outer` loop, or remove it"),
            );
        }
    });
}

/// Checks a kernel; `calls_loop_helper`: it calls a helper with OKL loops (already reported),
/// so missing loops here are that mistake again and not reported twice.
fn kernel(cx: &mut PassCx<'_>, fid: FunctionId, calls_loop_helper: bool) {
    let family = cx.family;
    let mut diags = Vec::new();
    let mut failed = false;
    // The kernel leaves the arena while its counts are built: folding them reads the other
    // functions (`constexpr` helpers) while this one changes.
    let placeholder = Function::new(SmolStr::default(), FunctionKind::Helper, Span::default());
    let mut kernel = std::mem::replace(&mut cx.module.functions[fid], placeholder);
    // Tile element loops and their sizes, by element loop.
    let tile_sizes: IndexMap<LoopId, ExprId> = cx
        .kernels
        .get(&fid)
        .map(|k| k.tiles.iter().map(|t| (t.element, t.size)).collect())
        .unwrap_or_default();
    let f = &mut kernel;
    let names = ConstNames::of(cx.module, fid);

    barriers_outside_outer(f, &mut diags);

    // 1. Demote misplaced loops, in pre-order so a demoted parent no longer counts.
    let nodes = okl_tree(f);
    let mut demoted = false;
    if nodes.is_empty() && !calls_loop_helper {
        diags.push(
            Diagnostic::error(
                codes::KERNEL_WITHOUT_LOOPS,
                format!("kernel `{}` has no `@outer` and `@inner` loops", f.name),
                f.head_span(),
            )
            .with_primary_message("no OKL loop in this kernel")
            .with_help(
                "distribute the work with `for (...; @outer)` around `for (...; @inner)` loops",
            ),
        );
    }
    // An `@inner` loop demoted below is still the loop that an `@outer` loop inside it sits
    // in: OKL0510 judges ancestors by the kinds as written.
    let written: Vec<LoopKind> = nodes.iter().map(|n| f.loops[n.id].kind.clone()).collect();
    // Top-level `@inner` loops that hold an `@outer` loop: the nesting is inverted, which
    // OKL0510 on that `@outer` loop says; OKL0511 on them, or on the `@inner` loops inside
    // that `@outer` loop, would repeat it.
    let mut inverted = vec![false; nodes.len()];
    for (i, n) in nodes.iter().enumerate() {
        if !written[i].is_outer() {
            continue;
        }
        let mut top_inner = None;
        let mut p = n.parent;
        while let Some(pi) = p {
            match written[pi] {
                LoopKind::Inner(_) => top_inner = Some(pi),
                LoopKind::Outer(_) => top_inner = None,
                _ => {}
            }
            p = nodes[pi].parent;
        }
        if let Some(t) = top_inner {
            inverted[t] = true;
        }
    }
    for (i, n) in nodes.iter().enumerate() {
        let kind = f.loops[n.id].kind.clone();
        let mut inner_anc = None;
        let mut written_inner_anc = None;
        let mut outer_anc = false;
        let mut written_outer_anc = false;
        let mut p = n.parent;
        while let Some(pi) = p {
            match f.loops[nodes[pi].id].kind {
                LoopKind::Inner(_) if inner_anc.is_none() => inner_anc = Some(nodes[pi].id),
                LoopKind::Outer(_) => outer_anc = true,
                _ => {}
            }
            if written_inner_anc.is_none() && written[pi].is_inner() {
                written_inner_anc = Some(nodes[pi].id);
            }
            written_outer_anc |= written[pi].is_outer();
            p = nodes[pi].parent;
        }
        if kind.is_outer() {
            if let Some(inner) = written_inner_anc {
                diags.push(
                    Diagnostic::error(
                        codes::OUTER_INSIDE_INNER,
                        "`@outer` loop inside an `@inner` loop",
                        loop_head(f, n.id),
                    )
                    .with_primary_message("must be outside every `@inner` loop")
                    .with_label(loop_head(f, inner), "enclosing `@inner` loop")
                    .with_help(
                        "`@outer` loops must enclose `@inner` loops; move this loop outwards",
                    ),
                );
                f.loops[n.id].kind = LoopKind::Regular;
                demoted = true;
                failed = true;
            }
        } else if !outer_anc {
            if inner_anc.is_none() && !written_outer_anc && !inverted[i] {
                diags.push(
                    Diagnostic::error(
                        codes::INNER_OUTSIDE_OUTER,
                        "`@inner` loop outside any `@outer` loop",
                        loop_head(f, n.id),
                    )
                    .with_primary_message("no `@outer` loop encloses it")
                    .with_label(f.head_span(), "in this kernel")
                    .with_help("wrap the `@inner` loop in an `@outer` loop"),
                );
            }
            f.loops[n.id].kind = LoopKind::Regular;
            demoted = true;
            failed = true;
        }
    }
    // The tree only changes when a loop was demoted.
    let nodes = if demoted { okl_tree(f) } else { nodes };

    // 2. Nesting depth and repeated explicit axes.
    let mut reported_depth = false;
    for n in &nodes {
        let kind = f.loops[n.id].kind.clone();
        let mut same = Vec::new();
        let mut p = n.parent;
        while let Some(pi) = p {
            if f.loops[nodes[pi].id].kind.is_outer() == kind.is_outer() {
                same.push(nodes[pi].id);
            }
            p = nodes[pi].parent;
        }
        if same.len() >= 3 && !reported_depth {
            reported_depth = true;
            failed = true;
            let outermost = *same.last().unwrap_or(&n.id);
            diags.push(
                Diagnostic::error(
                    codes::TOO_MANY_NESTED,
                    format!("more than three nested `{}` loops", kind_word(&kind)),
                    loop_head(f, n.id),
                )
                .with_primary_message(format!(
                    "level {} of nested `{}` loops",
                    same.len() + 1,
                    kind_word(&kind)
                ))
                .with_label(loop_head(f, outermost), "outermost of the nested loops")
                .with_help(
                    "launch shapes have three axes; merge loops or move work into regular loops",
                ),
            );
        }
        if let Some(a) = kind.axis()
            && let Some(dup) = same.iter().find(|s| f.loops[**s].kind.axis() == Some(a))
        {
            failed = true;
            let used: Vec<u8> = same.iter().filter_map(|s| f.loops[*s].kind.axis()).collect();
            let text = match (0..3u8).find(|x| !used.contains(x)) {
                Some(free) => format!("axis {a} again; axis {free} is free"),
                None => "all three axes are used above".to_string(),
            };
            diags.push(
                Diagnostic::error(
                    codes::AXIS_REPEATED,
                    format!("axis {a} is used by two nested `{}` loops", kind_word(&kind)),
                    loop_head(f, n.id),
                )
                .with_primary_message(text)
                .with_label(loop_head(f, *dup), format!("axis {a} already used here"))
                .with_help("give each nested level its own axis, or leave the axes out"),
            );
        }
    }

    // 3. Leaf paths under each top-level `@outer` loop.
    for (ri, root) in nodes.iter().enumerate() {
        if root.parent.is_some() {
            continue;
        }
        let mut paths: Vec<(usize, usize, usize)> = Vec::new(); // (outers, inners, leaf)
        let mut stack = vec![(ri, 0usize, 0usize)];
        while let Some((n, mut o, mut i)) = stack.pop() {
            if f.loops[nodes[n].id].kind.is_outer() {
                o += 1;
            } else {
                i += 1;
            }
            if nodes[n].children.is_empty() {
                paths.push((o, i, n));
            }
            for c in nodes[n].children.iter().rev() {
                stack.push((*c, o, i));
            }
        }
        let root_span = loop_head(f, root.id);
        if let Some(&(_, _, leaf)) = paths.iter().find(|p| p.1 == 0) {
            failed = true;
            if calls_loop_helper {
                continue;
            }
            let mut d = Diagnostic::error(
                codes::MISSING_INNER,
                "`@outer` loop without an `@inner` loop",
                loop_head(f, nodes[leaf].id),
            )
            .with_primary_message("no `@inner` loop inside this one")
            .with_help("add an `@inner` loop inside it; work-items only exist in `@inner` loops");
            d = if leaf != ri {
                d.with_label(root_span, "in this top-level `@outer` loop")
            } else {
                d.with_label(f.head_span(), "in this kernel")
            };
            diags.push(d);
            continue;
        }
        if let Some(&(o0, i0, leaf0)) = paths.first()
            && let Some(&(o, i, leaf)) = paths.iter().find(|p| (p.0, p.1) != (o0, i0))
        {
            failed = true;
            diags.push(
                    Diagnostic::error(
                        codes::LOOP_COUNT_MISMATCH,
                        format!("mismatched OKL loops: {o} `@outer` and {i} `@inner` here, {o0} and {i0} on another path"),
                        loop_head(f, nodes[leaf].id),
                    )
                    .with_primary_message(format!("this path has {o} `@outer` and {i} `@inner` loops"))
                    .with_label(loop_head(f, nodes[leaf0].id), format!("this path has {o0} `@outer` and {i0} `@inner` loops"))
                    .with_label(root_span, "both under this `@outer` loop")
                    .with_help("every path of OKL loops under one `@outer` loop needs the same number of `@outer` and `@inner` loops"),
                );
        }
    }

    // 4. Axis numbering: children come after parents in pre-order.
    let mut height = vec![[0u32; 2]; nodes.len()];
    for n in (0..nodes.len()).rev() {
        let mut h = [0u32; 2];
        for &c in &nodes[n].children {
            let c_outer = f.loops[nodes[c].id].kind.is_outer();
            for (k, slot) in h.iter_mut().enumerate() {
                let is_k = (k == 0) == c_outer;
                *slot = (*slot).max(height[c][k] + u32::from(is_k));
            }
        }
        height[n] = h;
    }
    for (n, node) in nodes.iter().enumerate() {
        let l = &mut f.loops[node.id];
        match &mut l.kind {
            LoopKind::Outer(a) => {
                let v = a.unwrap_or(height[n][0].min(2) as u8);
                *a = Some(v.min(2));
            }
            LoopKind::Inner(a) => {
                let v = a.unwrap_or(height[n][1].min(2) as u8);
                *a = Some(v.min(2));
            }
            _ => {}
        }
    }

    // 5. break / continue directly in an OKL loop; `return` that a work-item cannot take alone.
    if let Some(body) = &f.body {
        break_continue(f, body, None, None, &mut diags);
        report_late_returns(f, family, &mut diags);
    }

    // 6. Loop form and iteration counts of every canonical loop.
    let mut counts = IndexMap::new();
    let all: Vec<LoopId> = reachable_loops(f);
    for id in all {
        // The loop's own span for the counts made here; its header where a diagnostic names it.
        let (whole, span) = (loop_span(f, id), loop_head(f, id));
        let range = f.loops[id].range.clone();
        let okl = f.loops[id].kind.is_outer() || f.loops[id].kind.is_inner();
        let inc = range.step.is_increasing();
        let mismatched = inc != matches!(range.cmp, CmpOp::Lt | CmpOp::Le);
        if mismatched {
            failed = true;
            let (dir, want) =
                if inc { ("increments", "`<` or `<=`") } else { ("decrements", "`>` or `>=`") };
            diags.push(
                Diagnostic::error(
                    codes::LOOP_DIRECTION,
                    format!("loop {dir} its iterator but compares with `{}`", range.cmp.spelling()),
                    span,
                )
                .with_primary_message("runs zero times or never ends")
                .with_label(f.store.span_of(range.bound).unwrap_or(span), "bound compared here")
                .with_help(format!("a loop that {dir} its iterator must compare with {want}")),
            );
        }
        let step_const = range.step.amount().and_then(|s| const_int(&f.store, s));
        let mut count = match tile_sizes.get(&id) {
            // `i < _occa_tiled_i + TS * s` by `s`: exactly `TS` iterations. Unless the count is
            // a constant, the one built from the range may keep `_occa_tiled_i` (a product of
            // run-time values, or `ts << 1`, does not cancel), which the host does not know.
            Some(&size) if constant_count(&f.store, &range).is_none() => {
                let expr = f.store.clone_expr(size);
                LoopCount { expr, constant: const_int(&f.store, expr) }
            }
            _ => iteration_count(&mut f.store, &range, whole),
        };
        // Bounds written with `const`/`constexpr` variables or enumerators (`t < BS`,
        // `t < W * CW`) are constants too: launch sizes and `@exclusive` storage need them.
        if count.constant.is_none()
            && let Some(c) = extent(names, Some(f), count.expr, 0)
        {
            count = LoopCount { expr: lit(&mut f.store, c, whole), constant: Some(c) };
        }
        if !mismatched {
            if let Some(s) = step_const.filter(|s| *s <= 0) {
                failed = true;
                let step_span =
                    range.step.amount().and_then(|e| f.store.span_of(e)).unwrap_or(span);
                diags.push(
                    Diagnostic::error(
                        codes::EMPTY_RANGE,
                        format!("loop step {s} is not positive: the range is empty or infinite"),
                        span,
                    )
                    .with_primary_message(if s == 0 {
                        "the iterator never changes".to_string()
                    } else {
                        format!("moves away from the bound by {}", -s)
                    })
                    .with_label(step_span, "step")
                    .with_help("use `++i`/`i += s` with a positive `s` to count up, `--i`/`i -= s` to count down"),
                );
            } else if let Some(c) = count.constant.filter(|c| *c <= 0) {
                failed = true;
                diags.push(
                    Diagnostic::error(
                        codes::EMPTY_RANGE,
                        format!("OKL loop runs {c} times: the range is empty or infinite"),
                        span,
                    )
                    .with_primary_message("the start already fails the condition")
                    .with_label(f.store.span_of(range.bound).unwrap_or(span), "bound")
                    .with_help("check the start, bound and comparison of the loop"),
                );
            }
        }
        if okl {
            counts.insert(id, count);
        }
    }

    // 7. Launch dimensions per top-level `@outer` loop.
    let mut splits = Vec::new();
    for (ri, root) in nodes.iter().enumerate() {
        if root.parent.is_some() {
            continue;
        }
        let mut dims = LaunchDims {
            max_inner_dims: f.loops[root.id].attrs.max_inner_dims,
            simd_length: f.loops[root.id].attrs.simd_length,
            ..LaunchDims::default()
        };
        let mut stack = vec![ri];
        let mut order = Vec::new();
        while let Some(n) = stack.pop() {
            order.push(n);
            stack.extend(nodes[n].children.iter().rev().copied());
        }
        for n in order {
            let l = &f.loops[nodes[n].id];
            let Some(a) = l.kind.axis() else { continue };
            let Some(c) = counts.get(&nodes[n].id).copied() else { continue };
            let a = usize::from(a.min(2));
            if l.kind.is_outer() {
                dims.outer[a].get_or_insert(c);
            } else {
                match dims.inner[a] {
                    None => dims.inner[a] = Some(c),
                    Some(prev) => {
                        if let (Some(p), Some(v)) = (prev.constant, c.constant) {
                            if p != v {
                                dims.inner_extents_differ = true;
                            }
                            if v > p {
                                dims.inner[a] = Some(c);
                            }
                        } else if prev.constant.is_some() && c.constant.is_none() {
                            // A non-constant extent can be larger than any constant one.
                            dims.inner[a] = Some(c);
                        }
                    }
                }
            }
        }
        if let (Some(max), Some(product)) = (dims.max_inner_dims, dims.inner_product()) {
            let limit = u64::from(max[0]) * u64::from(max[1]) * u64::from(max[2]);
            if product > limit {
                diags.push(
                    Diagnostic::error(
                        codes::MAX_INNER_DIMS,
                        format!("inner loops need {product} work-items but `@max_inner_dims` allows {limit}"),
                        loop_head(f, root.id),
                    )
                    .with_primary_message(format!(
                        "`@inner` extents {} exceed {limit}",
                        dims.inner
                            .iter()
                            .flatten()
                            .filter_map(|c| c.constant)
                            .map(|c| c.to_string())
                            .collect::<Vec<_>>()
                            .join(" x ")
                    ))
                    .with_help("raise `@max_inner_dims` or reduce the `@inner` loop extents"),
                );
            }
        }
        splits.push(Split {
            index: splits.len(),
            loop_id: root.id,
            dims,
            constants: Vec::new(),
            host_values: Vec::new(),
        });
    }

    // Kept until code generation for every kernel: without slack (a `Vec` of these large
    // records starts at four).
    counts.shrink_to_fit();
    splits.shrink_to_fit();
    let roots: Vec<LoopId> = splits.iter().map(|s| s.loop_id).collect();
    misplaced_launch_attrs(f, &roots, &mut diags);
    cx.module.functions[fid] = kernel;
    let info = cx.kernels.entry(fid).or_default();
    info.loop_counts = counts;
    info.splits = splits;
    if failed {
        cx.failed.insert(fid);
    }
    cx.diagnostics.extend(diags);
}

/// OKL0561 for `@max_inner_dims` and `@simd_length` on a loop that is not one of `roots`, the
/// top-level `@outer` loops: launch bounds are read from those only (docs/guide/okl-reference.md; legacy
/// OCCA ignored the attributes elsewhere without a word). Tiles are split by now, and a
/// top-level `@tile(..., @outer, ...)` passed them to its block loop, which is a root.
fn misplaced_launch_attrs(f: &Function, roots: &[LoopId], diags: &mut Vec<Diagnostic>) {
    // A set: a kernel with thousands of top-level loops asked a list once per loop.
    let roots: IndexSet<LoopId> = roots.iter().copied().collect();
    for id in reachable_loops(f) {
        if roots.contains(&id) {
            continue;
        }
        let Some(l) = f.loops.get(id) else { continue };
        let written = [
            (l.attrs.max_inner_dims.is_some(), "@max_inner_dims"),
            (l.attrs.simd_length.is_some(), "@simd_length"),
        ];
        for (_, attr) in written.into_iter().filter(|(on, _)| *on) {
            let (what, text) = if l.kind.is_outer() {
                ("a nested `@outer` loop", "an `@outer` loop encloses this one")
            } else if l.kind.is_inner() {
                ("an `@inner` loop", "only the top-level `@outer` loop sets it")
            } else {
                ("a loop that is not a top-level `@outer` loop", "this is a regular `for` loop")
            };
            diags.push(
                Diagnostic::warning(
                    codes::LAUNCH_ATTR_PLACEMENT,
                    format!("`{attr}` on {what} has no effect"),
                    loop_head(f, id),
                )
                .with_primary_message(text)
                .with_help(format!(
                    "`{attr}` belongs on the outermost `@outer` loop of the kernel's loop nest; move it there"
                )),
            );
        }
    }
}

/// Every loop reachable from the body, in pre-order.
pub(crate) fn reachable_loops(f: &Function) -> Vec<LoopId> {
    let mut out = Vec::new();
    if let Some(body) = &f.body {
        oklc_ir::visit::walk(f, body, &mut |v| {
            if let Stmt::Loop(id) = v.stmt {
                out.push(*id);
            }
        });
    }
    out
}

/// Where `break`/`continue` would jump: a regular construct or an OKL loop.
#[derive(Clone, Copy)]
enum Target {
    Regular,
    Okl(LoopId),
}

fn break_continue(
    f: &Function,
    block: &Block,
    brk: Option<Target>,
    cont: Option<Target>,
    diags: &mut Vec<Diagnostic>,
) {
    for (stmt, span) in block.iter() {
        let target = match stmt {
            Stmt::Break => brk,
            Stmt::Continue => cont,
            _ => None,
        };
        if let Some(Target::Okl(id)) = target {
            let what = if matches!(stmt, Stmt::Break) { "break" } else { "continue" };
            let kind = f.loops.get(id).map_or("OKL", |l| kind_word(&l.kind));
            let unit = if kind == "@outer" { "work-group" } else { "work-item" };
            let text = if what == "break" {
                format!("cannot end the other {unit}s")
            } else {
                format!("each {unit} runs one iteration only")
            };
            diags.push(
                Diagnostic::error(
                    codes::BREAK_IN_OKL_LOOP,
                    format!("`{what}` directly inside an `{kind}` loop"),
                    span,
                )
                .with_primary_message(text)
                .with_label(loop_head(f, id), format!("this `{kind}` loop is not a loop on GPUs"))
                .with_help("guard the rest of the body with an `if` instead"),
            );
        }
        match stmt {
            Stmt::Loop(id) => {
                if let Some(l) = f.loops.get(*id) {
                    let t = if l.kind.is_outer() || l.kind.is_inner() {
                        Target::Okl(*id)
                    } else {
                        Target::Regular
                    };
                    break_continue(f, &l.body, Some(t), Some(t), diags);
                }
            }
            Stmt::For { init, body, .. } => {
                break_continue(f, init, brk, cont, diags);
                break_continue(f, body, Some(Target::Regular), Some(Target::Regular), diags);
            }
            Stmt::While { body, .. } | Stmt::DoWhile { body, .. } | Stmt::RangeFor { body, .. } => {
                break_continue(f, body, Some(Target::Regular), Some(Target::Regular), diags);
            }
            Stmt::Switch { body, .. } => {
                break_continue(f, body, Some(Target::Regular), cont, diags)
            }
            other => {
                for b in oklc_ir::visit::child_blocks(other) {
                    break_continue(f, b, brk, cont, diags);
                }
            }
        }
    }
}

/// Whether some `return` sits inside an `@outer` or `@inner` loop (most kernels have none, and
/// then [`late_returns`] need not look at every statement).
fn has_return_in_okl_loop(f: &Function, body: &Block) -> bool {
    let mut found = false;
    oklc_ir::visit::walk(f, body, &mut |v| {
        found |= matches!(v.stmt, Stmt::Return(_))
            && v.loops.iter().any(|l| f.loops.get(*l).is_some_and(|l| !is_regular(&l.kind)));
    });
    found
}

fn is_regular(kind: &LoopKind) -> bool {
    !kind.is_outer() && !kind.is_inner()
}

/// What may still run for the work-item at the current point of a walk, within the same
/// top-level `@outer` iteration.
#[derive(Clone, Copy, Default)]
struct Later {
    in_outer: bool,
    /// The innermost `@inner` loop around the current point.
    inner: Option<LoopId>,
    /// Outside `inner`'s body, within the innermost `@outer` iteration, an `@inner` loop or a
    /// barrier may run later (or a regular loop may run `inner` again).
    above: bool,
    /// Outside the innermost `@outer` loop around the current point (nested `@outer` loops),
    /// an `@inner` loop or a barrier may run later in the top-level `@outer` iteration.
    beyond: bool,
    /// Since the innermost `@inner` body began (or the top-level `@outer` body, outside every
    /// `@inner` loop): an `@inner` loop may run later.
    inner_later: bool,
    /// Since that body began: a barrier may run later.
    barrier_later: bool,
}

/// A `return` inside an `@inner` loop after which something of the same work-item may still
/// run in the same top-level `@outer` iteration ([`late_returns`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct LateReturn {
    pub span: Span,
    /// The innermost `@inner` loop around the `return`.
    pub inner: LoopId,
    /// An `@inner` loop or barrier outside `inner`'s body may run later within the innermost
    /// `@outer` iteration (or a regular loop may run `inner` again): the host lowering needs
    /// the work-item's "returned" flag.
    pub above: bool,
    /// Such work lies outside the innermost `@outer` loop around the `return`.
    pub beyond: bool,
    /// `inner` has `@inner` loops below it: the `return` ends every work-item below at once.
    pub mid_level: bool,
}

/// The `return`s inside `@inner` loops of `f` after which a later `@inner` loop, a regular loop
/// running the `@inner` loop again, or a barrier may still run for the work-item. A `return` in
/// an `@outer` body outside every `@inner` loop is taken by every work-item of the group alike
/// and is not one of them.
pub(crate) fn late_returns(f: &Function) -> Vec<LateReturn> {
    let mut out = Vec::new();
    if let Some(body) = &f.body
        && has_return_in_okl_loop(f, body)
    {
        work_item_returns(f, body, Later::default(), &mut out);
    }
    out
}

/// The diagnostics for [`late_returns`] (`RETURN_IN_INNER`): none on SIMT targets, where
/// `target/simt` turns a late `return` into a per-work-item flag that skips the work-item's
/// later work while it still reaches every barrier. On host targets `target/host` makes a late `return` in an
/// innermost `@inner` body exact with a per-work-item flag; what it cannot lower is an error: a
/// `return` in a non-innermost `@inner` body (it would have to flag every work-item below it)
/// and one after which `@inner` loops of an enclosing `@outer` loop's body still run.
fn report_late_returns(f: &Function, family: Family, diags: &mut Vec<Diagnostic>) {
    for r in late_returns(f) {
        let label = (loop_head(f, r.inner), "in this `@inner` loop");
        match family {
            // `target/simt/returns.rs` keeps the work-item alive with a flag.
            Family::Simt => {}
            Family::Host if r.beyond => diags.push(
                Diagnostic::error(
                    codes::RETURN_IN_INNER,
                    "`return` ends this work-item, but `@inner` loops of an enclosing `@outer` loop's body would still run for it",
                    r.span,
                )
                .with_primary_message("not tracked past the innermost `@outer` loop")
                .with_label(label.0, label.1)
                .with_note("serial and OpenMP track returned work-items per iteration of the innermost `@outer` loop")
                .with_help("guard the rest of the work-item's code with an `if` instead of returning"),
            ),
            Family::Host if r.above && r.mid_level => diags.push(
                Diagnostic::error(
                    codes::RETURN_IN_INNER,
                    "`return` outside the innermost `@inner` loop ends several work-items, but a later `@inner` loop would still run for them",
                    r.span,
                )
                .with_primary_message("not in an innermost `@inner` loop")
                .with_label(label.0, label.1)
                .with_note("serial and OpenMP track returned work-items in the innermost `@inner` loops only")
                .with_help("move the `return` into the innermost `@inner` loop, or guard the rest of the work-items' code with an `if`"),
            ),
            Family::Host => {}
        }
    }
}

/// Collects [`late_returns`] below `block`.
fn work_item_returns(f: &Function, block: &Block, cx: Later, out: &mut Vec<LateReturn>) {
    let contains_inner = |s: &Stmt| oklc_ir::visit::contains_loop(f, s, &|l| l.kind.is_inner());
    let contains_barrier = |s: &Stmt| {
        let mut found = false;
        oklc_ir::visit::walk_stmt(f, s, &mut |v| found |= matches!(v.stmt, Stmt::Barrier { .. }));
        found
    };
    let inner: Vec<bool> = block.stmts.iter().map(contains_inner).collect();
    let barrier: Vec<bool> = block.stmts.iter().map(contains_barrier).collect();
    for (i, (stmt, span)) in block.iter().enumerate() {
        let later = Later {
            inner_later: cx.inner_later || inner[i + 1..].contains(&true),
            barrier_later: cx.barrier_later || barrier[i + 1..].contains(&true),
            ..cx
        };
        match stmt {
            Stmt::Return(_) => {
                let Some(inner) = cx.inner else { continue };
                if cx.in_outer && (cx.above || cx.beyond || cx.barrier_later) {
                    out.push(LateReturn {
                        span,
                        inner,
                        above: cx.above,
                        beyond: cx.beyond,
                        mid_level: crate::exclusive::mid_level::has_inner_below(f, inner),
                    });
                }
            }
            Stmt::Loop(id) => {
                let Some(l) = f.loops.get(*id) else { continue };
                let cx2 = match l.kind {
                    LoopKind::Outer(_) if !cx.in_outer => {
                        Later { in_outer: true, ..Later::default() }
                    }
                    // A nested `@outer` loop: what follows it in the enclosing body is beyond.
                    LoopKind::Outer(_) => Later {
                        in_outer: true,
                        beyond: cx.beyond || later.inner_later || later.barrier_later,
                        ..Later::default()
                    },
                    LoopKind::Inner(_) => Later {
                        inner: Some(*id),
                        above: cx.above || later.inner_later || later.barrier_later,
                        inner_later: false,
                        barrier_later: false,
                        ..cx
                    },
                    // A regular loop may run its whole body again.
                    _ => Later {
                        inner_later: later.inner_later || inner[i],
                        barrier_later: later.barrier_later || barrier[i],
                        ..cx
                    },
                };
                work_item_returns(f, &l.body, cx2, out);
            }
            Stmt::For { .. }
            | Stmt::While { .. }
            | Stmt::DoWhile { .. }
            | Stmt::RangeFor { .. } => {
                let cx2 = Later {
                    inner_later: later.inner_later || inner[i],
                    barrier_later: later.barrier_later || barrier[i],
                    ..cx
                };
                for b in oklc_ir::visit::child_blocks(stmt) {
                    work_item_returns(f, b, cx2, out);
                }
            }
            other => {
                for b in oklc_ir::visit::child_blocks(other) {
                    work_item_returns(f, b, later, out);
                }
            }
        }
    }
}
