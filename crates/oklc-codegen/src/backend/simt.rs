//! What the SIMT backends (CUDA today; HIP, OpenCL, Metal and SYCL later) print alike: a kernel
//! becomes one device kernel `_occa_K_N` per top-level `@outer` loop (docs/backends.md), whose body is
//! only that loop, and every `@outer`/`@inner` loop becomes a block that declares its iterator
//! from the work-group or work-item index (docs/passes.md).
//!
//! The launch covers, per axis, the largest iteration count of the loops on that axis
//! ([`launch_counts`], printed by the launcher). A loop whose count may be smaller than that
//! keeps its condition as a guard (`if (t < 8) { ... }`), so sibling `@inner` loops of
//! different extents run exactly their own iterations (docs/conformance.md). Legacy OCCA launches the
//! first one's extent and drops the rest.

use indexmap::{IndexMap, IndexSet};
use oklc_ir::{BuiltinVar, Function, FunctionId, LocalKind, Loop, LoopId, Stmt};
use oklc_passes::{LoopCount, Split};
use oklc_span::Span;

use crate::printer::expr::{prec, write_expr_at};
use crate::printer::namer::Namer;
use crate::printer::{
    Cx, Writer, get, local_decl, local_name_of, super_write_loop, write_block_stmts,
};

/// The device kernel being printed.
#[derive(Clone, Debug, Default)]
pub struct SplitState {
    /// `N` of `_occa_K_N`.
    pub index: usize,
    /// The launch bound (`__launch_bounds__`, `reqd_work_group_size`), when it is known.
    pub launch_bound: Option<u64>,
    /// Loops whose iteration count may be smaller than the launch on their axis.
    pub guarded: IndexSet<LoopId>,
}

/// The loop dimension a count belongs to: `@outer` or `@inner`, and the axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dim {
    pub outer: bool,
    pub axis: u8,
}

/// The distinct iteration counts of one dimension of a device kernel: the largest constant,
/// with its loop, and every non-constant count with its printed text (deduplicated by it).
#[derive(Clone, Debug, Default)]
pub struct DimCounts {
    pub constant: Option<(i128, LoopId)>,
    pub dynamic: Vec<(String, LoopCount)>,
}

impl DimCounts {
    /// Whether every loop of the dimension has the same count.
    fn uniform(&self, all_constants_equal: bool) -> bool {
        match (self.constant, self.dynamic.len()) {
            (Some(_), 0) => all_constants_equal,
            (None, 1) => true,
            _ => false,
        }
    }
}

/// The OKL loops of the device kernel rooted at `root`, in source order, root first.
pub fn split_loops(f: &Function, root: LoopId) -> Vec<LoopId> {
    let mut loops = vec![root];
    if let Some(lp) = get(&f.loops, root) {
        oklc_ir::visit::walk(f, &lp.body, &mut |v| {
            if let Stmt::Loop(id) = v.stmt {
                loops.push(*id);
            }
        });
    }
    loops
}

/// The iteration counts per dimension of the device kernel rooted at `root`, with whether
/// the constant ones all agree.
pub fn launch_counts(
    w: &mut Writer<'_>,
    cx: &Cx<'_>,
    f: &Function,
    counts: &IndexMap<LoopId, LoopCount>,
    root: LoopId,
) -> IndexMap<Dim, (DimCounts, bool)> {
    let mut dims: IndexMap<Dim, (DimCounts, bool)> = IndexMap::new();
    for id in split_loops(f, root) {
        let Some(lp) = get(&f.loops, id) else { continue };
        let outer = lp.kind.is_outer();
        if !outer && !lp.kind.is_inner() {
            continue;
        }
        let Some(count) = counts.get(&id).copied() else { continue };
        let dim = Dim { outer, axis: lp.kind.axis().unwrap_or(0).min(2) };
        let (entry, equal) = dims.entry(dim).or_insert((DimCounts::default(), true));
        match count.constant {
            Some(c) => match entry.constant {
                Some((prev, _)) if prev == c => {}
                Some((prev, _)) => {
                    *equal = false;
                    if c > prev {
                        entry.constant = Some((c, id));
                    }
                }
                None => entry.constant = Some((c, id)),
            },
            None => {
                let mut text = String::new();
                write_expr_at(w, cx, count.expr, prec::COMMA, &mut text);
                if !entry.dynamic.iter().any(|(t, _)| *t == text) {
                    entry.dynamic.push((text, count));
                }
            }
        }
    }
    dims
}

/// Prints kernel `id` as its device kernels, one per top-level `@outer` loop.
pub fn write_device_kernels(w: &mut Writer<'_>, id: FunctionId, f: &Function) {
    let Some(splits) = w.info.kernels.get(&id).map(|k| k.splits.as_slice()) else { return };
    if f.body.is_none() {
        return;
    }
    w.current_function = Some(id);
    let names = Namer::for_function(f, w.dialect.keywords());
    let cx = Cx { store: &f.store, func: Some(f), names: Some(&names) };
    let d = w.dialect;
    for (i, split) in splits.iter().enumerate() {
        if i > 0 {
            w.raw_line("");
        }
        w.split = Some(split_state(w, &cx, f, id, split));
        let signature = d.kernel_signature(w, &cx, f);
        w.open(&signature);
        d.function_body_start(w, &cx, f);
        write_host_scope_declarations(w, &cx, f, split);
        if let Some(lp) = get(&f.loops, split.loop_id) {
            let span = f.loop_spans.get(split.loop_id).copied().unwrap_or(f.span);
            d.write_loop(w, &cx, split.loop_id, lp, span);
        }
        d.function_body_end(w, &cx, f);
        w.close("");
    }
    w.split = None;
    w.current_function = None;
}

/// What the device kernel needs of the kernel's code outside its loop: the types declared
/// there (local `typedef`s, `struct`s, `enum`s, in source order) and the `constexpr` locals it
/// uses ([`Split::constants`]).
fn write_host_scope_declarations(w: &mut Writer<'_>, cx: &Cx<'_>, f: &Function, split: &Split) {
    if let Some(body) = &f.body {
        let mut types = Vec::new();
        oklc_ir::visit::walk(f, body, &mut |v| {
            if let (Stmt::TypeDecl(text), []) = (v.stmt, v.loops) {
                types.push(text.clone());
            }
        });
        for text in types {
            for line in text.lines() {
                w.line(line.trim_end());
            }
        }
    }
    for &id in &split.constants {
        w.line_with(|w, text| {
            local_decl(w, cx, id, text);
            text.push(';');
        });
    }
}

fn split_state(
    w: &mut Writer<'_>,
    cx: &Cx<'_>,
    f: &Function,
    id: FunctionId,
    split: &Split,
) -> SplitState {
    let info = w.info;
    let Some(kernel) = info.kernels.get(&id) else { return SplitState::default() };
    let counts = launch_counts(w, cx, f, &kernel.loop_counts, split.loop_id);
    let mut guarded = IndexSet::new();
    for lp in split_loops(f, split.loop_id) {
        let Some(l) = get(&f.loops, lp) else { continue };
        if !l.kind.is_outer() && !l.kind.is_inner() {
            continue;
        }
        let dim = Dim { outer: l.kind.is_outer(), axis: l.kind.axis().unwrap_or(0).min(2) };
        let Some((c, equal)) = counts.get(&dim) else { continue };
        if c.uniform(*equal) {
            continue;
        }
        // The loop with the largest constant count sets the launch when no count is dynamic.
        let widest = c.constant.filter(|_| c.dynamic.is_empty()).map(|(_, l)| l);
        if Some(lp) != widest {
            guarded.insert(lp);
        }
    }
    SplitState { index: split.index, launch_bound: split.dims.launch_bound(), guarded }
}

/// Prints an `@outer` or `@inner` loop as a block declaring its iterator from the group or
/// work-item index; other loops as `for` loops.
pub fn write_simt_loop(w: &mut Writer<'_>, cx: &Cx<'_>, id: LoopId, lp: &Loop, span: Span) {
    let (outer, inner) = (lp.kind.is_outer(), lp.kind.is_inner());
    if !outer && !inner {
        return super_write_loop(w, cx, id, lp, span);
    }
    let axis = lp.kind.axis().unwrap_or(0).min(2);
    let index = if outer { BuiltinVar::GroupId(axis) } else { BuiltinVar::LocalId(axis) };
    let Some(magic) = w.dialect.builtin_var(index) else {
        w.error(
            oklc_diag::codes::codegen::UNSUPPORTED_CONSTRUCT,
            "this backend has no work-item index for an OKL loop",
            span,
        );
        return super_write_loop(w, cx, id, lp, span);
    };
    w.sync_line(span);
    w.open("");
    let var = local_name_of(cx, lp.var);
    let mut text = String::with_capacity(64);
    push_iterator(w, cx, lp.var, &mut text);
    text.push_str(" = ");
    let r = &lp.range;
    write_expr_at(w, cx, r.start, prec::ADDITIVE, &mut text);
    text.push_str(if r.step.is_increasing() { " + " } else { " - " });
    if let Some(step) = r.step.amount() {
        text.push('(');
        write_expr_at(w, cx, step, prec::MULTIPLICATIVE, &mut text);
        text.push_str(" * ");
        text.push_str(&magic);
        text.push(')');
    } else {
        text.push_str(&magic);
    }
    text.push(';');
    w.line(&text);
    let guarded = w.split.as_ref().is_some_and(|s| s.guarded.contains(&id));
    if guarded {
        let mut cond = String::from("if (");
        if r.iter_on_right {
            write_expr_at(w, cx, r.bound, prec::SHIFT, &mut cond);
            cond.push(' ');
            cond.push_str(r.cmp.flipped().spelling());
            cond.push(' ');
            cond.push_str(var);
        } else {
            cond.push_str(var);
            cond.push(' ');
            cond.push_str(r.cmp.spelling());
            cond.push(' ');
            write_expr_at(w, cx, r.bound, prec::SHIFT, &mut cond);
        }
        cond.push(')');
        w.open(&cond);
    }
    w.outer_depth += u32::from(outer);
    w.inner_depth += u32::from(inner);
    write_block_stmts(w, cx, &lp.body, Some(span));
    w.outer_depth -= u32::from(outer);
    w.inner_depth -= u32::from(inner);
    if guarded {
        w.close("");
    }
    w.close("");
}

/// The left side of an OKL loop iterator's first value: a declaration when the loop declares
/// it, else the name of the variable declared elsewhere.
pub fn push_iterator(w: &mut Writer<'_>, cx: &Cx<'_>, var: oklc_ir::LocalId, out: &mut String) {
    let name = local_name_of(cx, var);
    match cx.func.and_then(|f| get(&f.locals, var)) {
        Some(local) if local.kind == LocalKind::LoopVar || local.kind == LocalKind::Synthetic => {
            w.decl_into(cx, local.ty, name, out);
        }
        _ => out.push_str(name),
    }
}
