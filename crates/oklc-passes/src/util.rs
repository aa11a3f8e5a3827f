//! Small helpers shared by the passes: spans, literals, taking loop bodies out of the arena
//! for mutation, and the text summary of [`crate::ModuleInfo`].

use std::fmt::Write as _;

use oklc_ir::dump::{expr_to_string, local_names};
use oklc_ir::{ArenaExt, Block, Expr, ExprId, Function, Literal, LocalId, LoopId, Module, Store};
use oklc_span::Span;
use smol_str::SmolStr;

use crate::target::simt::split_loops;
use crate::{AtomicClass, LoopCount, ModuleInfo};

/// A set of one function's locals as a dense bit per arena index: membership tests in the hot
/// walks cost an index instead of a hash.
#[derive(Clone, Debug, Default)]
pub(crate) struct LocalSet(Vec<bool>);

impl LocalSet {
    /// An empty set sized for the locals of `f`.
    pub(crate) fn for_function(f: &Function) -> LocalSet {
        LocalSet(vec![false; f.locals.len()])
    }

    /// Adds `l`; `true` when it was not in the set yet.
    pub(crate) fn insert(&mut self, l: LocalId) -> bool {
        let i = u32::from(l.into_raw()) as usize;
        if i >= self.0.len() {
            self.0.resize(i + 1, false);
        }
        !std::mem::replace(&mut self.0[i], true)
    }

    pub(crate) fn contains(&self, l: LocalId) -> bool {
        self.0.get(u32::from(l.into_raw()) as usize).copied().unwrap_or(false)
    }
}

pub(crate) use oklc_ir::GENERATED_PREFIX;

/// The names starting with [`GENERATED_PREFIX`] that the locals of `f` carry or that its
/// expressions refer to by name: run before any pass adds a local, these are the user's.
pub(crate) fn user_generated_names(f: &Function) -> Vec<SmolStr> {
    let mut out: Vec<SmolStr> = f
        .locals
        .values()
        .map(|l| &l.name)
        .filter(|n| n.starts_with(GENERATED_PREFIX))
        .cloned()
        .collect();
    for e in f.store.exprs.values() {
        if let Expr::Name(n) = e
            && n.starts_with(GENERATED_PREFIX)
        {
            out.push(n.clone());
        }
    }
    out
}

/// The names a pass may not give a new local of one function: the user's names in oklc's
/// namespace, in the function and at file scope. A user variable `_occa_tiled_i` next to a
/// `@tile` loop over `i` must keep its meaning, so the block iterator becomes `_occa_tiled_i_1`.
pub(crate) struct TakenNames(Vec<SmolStr>);

impl TakenNames {
    pub(crate) fn of(cx: &crate::pipeline::PassCx<'_>, fid: oklc_ir::FunctionId) -> TakenNames {
        let mut names = cx.user_generated_names.get(&fid).cloned().unwrap_or_default();
        names.extend(cx.file_scope_generated_names.iter().cloned());
        TakenNames(names)
    }

    /// `base`, or `base_1`, `base_2`, ... when the user's code already uses it.
    pub(crate) fn fresh(&self, base: String) -> SmolStr {
        if !self.0.iter().any(|n| *n == base) {
            return base.into();
        }
        (1u32..)
            .map(|k| format!("{base}_{k}"))
            .find(|c| !self.0.iter().any(|n| n == c))
            .unwrap_or(base)
            .into()
    }
}

/// The `@outer` loops among `loops` (a walk's enclosing loops), in the same order.
pub(crate) fn outer_loops(f: &Function, loops: &[LoopId]) -> Vec<LoopId> {
    loops.iter().copied().filter(|l| f.loops.get(*l).is_some_and(|l| l.kind.is_outer())).collect()
}

/// Span of a loop (the function's span when unknown).
pub(crate) fn loop_span(f: &Function, id: LoopId) -> Span {
    f.loop_spans.get(id).copied().unwrap_or(f.span)
}

/// Where a diagnostic names loop `id`: its header, `for (…)` ([`Function::loop_heads`]), else
/// the whole loop.
pub(crate) fn loop_head(f: &Function, id: LoopId) -> Span {
    f.loop_heads.get(id).copied().unwrap_or_else(|| loop_span(f, id))
}

/// Span of an expression, else `fallback`.
pub(crate) fn expr_span(f: &Function, e: ExprId, fallback: Span) -> Span {
    f.store.span_of(e).unwrap_or(fallback)
}

/// The expressions inside `sizeof` operands of `e`. `sizeof(x)` does not evaluate `x`: it is
/// no use of the variable, so a bound or an extent outside the `@inner` loops may ask for the
/// size of one work-item's `@exclusive` copy (on a GPU, a thread's local).
pub(crate) fn sizeof_operands(f: &Function, e: ExprId) -> Vec<ExprId> {
    let mut operands = Vec::new();
    oklc_ir::visit::walk_expr(&f.store, e, |_, node| {
        if let Expr::SizeOfExpr(x) = node {
            operands.push(*x);
        }
    });
    let mut inside = Vec::new();
    for x in operands {
        oklc_ir::visit::walk_expr(&f.store, x, |id, _| inside.push(id));
    }
    inside
}

/// An integer literal.
pub(crate) fn lit(store: &mut Store, v: i128, span: Span) -> ExprId {
    store.expr(Expr::Literal(Literal::int(v)), Some(span))
}

/// Replaces the expression `e` by the integer `v` (`-v` for a negative one).
pub(crate) fn set_int_literal(store: &mut Store, e: ExprId, v: i128) {
    store.exprs[e] = if v < 0 {
        let magnitude = store.expr(Expr::Literal(Literal::int(-v)), None);
        Expr::Unary { op: oklc_ir::UnaryOp::Neg, arg: magnitude }
    } else {
        Expr::Literal(Literal::int(v))
    };
}

/// Runs `f` on the body of loop `id`, taken out of the arena for the duration.
pub(crate) fn with_loop_body<R>(
    func: &mut Function,
    id: LoopId,
    f: impl FnOnce(&mut Function, &mut Block) -> R,
) -> Option<R> {
    let mut body = std::mem::take(&mut func.loops.get_mut(id)?.body);
    let r = f(func, &mut body);
    if let Some(l) = func.loops.get_mut(id) {
        l.body = body;
    }
    Some(r)
}

/// Runs `f` on the function body, taken out for the duration.
pub(crate) fn with_fn_body<R>(
    func: &mut Function,
    f: impl FnOnce(&mut Function, &mut Block) -> R,
) -> Option<R> {
    let mut body = func.body.take()?;
    let r = f(func, &mut body);
    func.body = Some(body);
    Some(r)
}

fn count_text(module: &Module, f: &Function, c: &LoopCount) -> String {
    let text = expr_to_string(module, Some(f), c.expr);
    match c.constant {
        Some(v) if text != v.to_string() => format!("{text} (= {v})"),
        _ => text,
    }
}

pub(crate) fn dump_info(info: &ModuleInfo, module: &Module) -> String {
    let mut s = String::new();
    for (fid, k) in &info.kernels {
        let Some(f) = module.functions.get(*fid) else { continue };
        let names = local_names(f);
        let loop_name = |id: LoopId| {
            f.loops
                .get(id)
                .and_then(|l| names.get(l.var))
                .map_or("?".to_string(), |n| n.to_string())
        };
        let _ = writeln!(s, "kernel {}", f.name);
        for split in &k.splits {
            let _ =
                writeln!(s, "  split _occa_K_{} (loop {})", split.index, loop_name(split.loop_id));
            for (what, counts) in [("outer", &split.dims.outer), ("inner", &split.dims.inner)] {
                for (axis, c) in counts.iter().enumerate() {
                    if let Some(c) = c {
                        let _ = writeln!(s, "    {what}[{axis}] = {}", count_text(module, f, c));
                    }
                }
            }
            if split.dims.inner_extents_differ {
                let _ = writeln!(s, "    inner extents differ (maximum used)");
            }
            if let Some(m) = split.dims.max_inner_dims {
                let _ = writeln!(s, "    max_inner_dims = {m:?}");
            }
            match split.dims.launch_bound() {
                Some(b) => {
                    let _ = writeln!(s, "    launch bound = {b}");
                }
                None => {
                    let _ = writeln!(s, "    launch bound unknown");
                }
            }
            let device = f.device_kernels.get(split.index).filter(|d| d.root == split.loop_id);
            for d in device.map(|d| d.launch.as_slice()).unwrap_or_default() {
                let what = if d.outer { "outer" } else { "inner" };
                let counts: Vec<String> = d
                    .counts
                    .iter()
                    .map(|c| match c.constant {
                        Some(n) => n.to_string(),
                        None => count_text(module, f, &LoopCount { expr: c.expr, constant: None }),
                    })
                    .collect();
                let _ = writeln!(s, "    launch {what}[{}] = max({})", d.axis, counts.join(", "));
            }
            for l in split_loops(f, split.loop_id) {
                if f.loops.get(l).and_then(|l| l.work_item.as_ref()).is_some_and(|w| w.partial) {
                    let _ = writeln!(s, "    guarded loop {}", loop_name(l));
                }
            }
        }
        for (id, c) in &k.loop_counts {
            let _ = writeln!(s, "  count {} = {}", loop_name(*id), count_text(module, f, c));
        }
        for (l, n) in &k.exclusive_sizes {
            let name = names.get(*l).map_or("?".to_string(), |n| n.to_string());
            let _ = writeln!(s, "  exclusive {name}[{n}]");
        }
        for (e, a) in &k.atomics {
            let class = match a.class {
                AtomicClass::Basic(op) => format!("basic {op:?}"),
                AtomicClass::Assign(op) => format!("assign {}", oklc_ir::dump::assign_spelling(op)),
                AtomicClass::General => "general".to_string(),
            };
            let operand = a.operand.map(|o| expr_to_string(module, Some(f), o)).unwrap_or_default();
            let ty = a.operand_ty.map(|t| type_text(module, f, t)).unwrap_or_else(|| "?".into());
            let value = match a.value {
                crate::AtomicValue::Independent => String::new(),
                crate::AtomicValue::ReadsTarget { value, .. } => {
                    format!(", new value `{}`", expr_to_string(module, Some(f), value))
                }
                crate::AtomicValue::MayRead => ", value may read the operand".to_string(),
            };
            let _ = writeln!(
                s,
                "  atomic `{}`: {class}, operand `{operand}` of type {ty}{}{value}",
                expr_to_string(module, Some(f), *e),
                if a.shared { ", shared" } else { "" }
            );
        }
        for (_, why) in &k.atomic_blocks {
            let _ = writeln!(s, "  atomic block left whole: {}", why.why);
        }
        if k.general_atomics > 0 {
            let _ = writeln!(s, "  general atomic blocks: {}", k.general_atomics);
        }
        let _ = writeln!(
            s,
            "  uses: shared={} exclusive={} barriers={}",
            k.uses_shared, k.uses_exclusive, k.uses_barriers
        );
    }
    s
}

/// Spelling of a type in `f`'s store.
pub(crate) fn type_text(module: &Module, f: &Function, ty: oklc_ir::TyId) -> String {
    oklc_ir::dump::type_to_string(module, Some(f), ty)
}

/// Makes each of `uses` (`Local` nodes of one variable) name `to`.
pub(crate) fn retarget(f: &mut Function, uses: &[ExprId], to: LocalId) {
    for &id in uses {
        if let Some(e) = f.store.exprs.get_mut(id) {
            *e = Expr::Local(to);
        }
    }
}
