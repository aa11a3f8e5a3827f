//! `target/simt`: the SIMT lowering (CUDA, HIP, OpenCL and the other SIMT targets).
//!
//! Each top-level `@outer` loop of a kernel becomes a device kernel
//! ([`oklc_ir::DeviceKernel`] on the function, in source order): what it declares in front of
//! its loop (the body's local types and the `constexpr` locals its code uses), its launch and
//! the iterators the launch sizes read. Every `@outer`/`@inner` loop inside it gets a
//! [`oklc_ir::WorkItem`]: its iterator's value from the work-group or work-item index, and the
//! guard its body runs under.
//!
//! The launch covers, per `@outer`/`@inner` dimension, the largest iteration count of the
//! loops on it ([`oklc_ir::LaunchDim`]); a count that reads the iterators of enclosing loops
//! (a triangular `@inner` loop) is the largest over those loops' ranges, which the host runs.
//! A loop whose count may be smaller than the launch keeps its condition as a guard, so sibling `@inner` loops of different extents run
//! exactly their own iterations (spec §15.4). A work-item past the end of a decreasing
//! unsigned loop (a guarded loop, or a tile's element loop in the last tile) has an iterator
//! that wrapped around to a large value, which the comparison with the bound may accept
//! (`i > 0u`): its guard also requires the iterator not to exceed the start.
//!
//! The device printers, the launcher and the metadata print what this pass records; the IR
//! verifier checks it, and `--emit ir-after=simt` shows it.

use indexmap::{IndexMap, IndexSet};
use oklc_ir::{
    ArenaExt, BinaryOp, Builtin, BuiltinVar, CastStyle, DeviceKernel, Expr, Function, LaunchCount,
    LaunchDim, LocalId, LoopId, Module, Stage, Stmt, TyKind, WorkItem,
};

use crate::pipeline::{Pass, PassCx};
use crate::{KernelInfo, LoopCount};

pub struct SimtPass;

impl Pass for SimtPass {
    fn name(&self) -> &'static str {
        "simt"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for fid in cx.functions() {
            if cx.failed.contains(&fid) {
                continue;
            }
            let Some(info) = cx.kernels.get(&fid) else { continue };
            if info.splits.is_empty() {
                continue;
            }
            let module = &mut *cx.module;
            let mut f = std::mem::replace(
                &mut module.functions[fid],
                Function::new("", oklc_ir::FunctionKind::Helper, Default::default()),
            );
            lower_kernel(module, &mut f, info);
            module.functions[fid] = f;
        }
    }
}

/// Records the device kernels of kernel `f` and gives its OKL loops their work-item form.
fn lower_kernel(module: &Module, f: &mut Function, info: &KernelInfo) {
    let types = host_scope_types(f);
    let mut kernels = Vec::with_capacity(info.splits.len());
    for split in &info.splits {
        let launch = launch(module, f, &info.loop_counts, split.loop_id);
        let guarded = guarded(f, &launch, split.loop_id);
        for id in split_loops(f, split.loop_id) {
            let okl = f.loops.get(id).is_some_and(|l| l.kind.is_outer() || l.kind.is_inner());
            if okl {
                let item = work_item(module, f, info, id, guarded.contains(&id));
                f.loops[id].work_item = Some(Box::new(item));
            }
        }
        let over: Vec<LoopId> =
            launch.iter().flat_map(|d| &d.counts).flat_map(|c| c.over.iter().copied()).collect();
        super::host::unconst_loop_iterators(f, &over);
        kernels.push(DeviceKernel {
            root: split.loop_id,
            types: types.clone(),
            constants: split.constants.clone(),
            launch,
            launch_bound: split.dims.launch_bound(),
        });
    }
    f.device_kernels = kernels;
}

/// The OKL loops of the device kernel rooted at `root`, in source order, root first.
pub fn split_loops(f: &Function, root: LoopId) -> Vec<LoopId> {
    let mut loops = vec![root];
    if let Some(lp) = f.loops.get(root) {
        oklc_ir::visit::walk(f, &lp.body, &mut |v| {
            if let Stmt::Loop(id) = v.stmt {
                loops.push(*id);
            }
        });
    }
    loops
}

/// The types the kernel's body declares outside every OKL loop, in source order.
fn host_scope_types(f: &Function) -> Vec<smol_str::SmolStr> {
    let mut types = Vec::new();
    if let Some(body) = &f.body {
        oklc_ir::visit::walk(f, body, &mut |v| {
            if let (Stmt::TypeDecl(text), []) = (v.stmt, v.loops) {
                types.push(text.clone());
            }
        });
    }
    types
}

/// The counts per dimension of the device kernel rooted at `root`, in the order the
/// dimensions are first met: the largest constant first, then the non-constant counts, those
/// that are the same expression once.
fn launch(
    module: &Module,
    f: &Function,
    counts: &IndexMap<LoopId, LoopCount>,
    root: LoopId,
) -> Vec<LaunchDim> {
    let mut dims: Vec<LaunchDim> = Vec::new();
    let mut texts: Vec<Vec<String>> = Vec::new();
    for id in split_loops(f, root) {
        let Some(lp) = f.loops.get(id) else { continue };
        let outer = lp.kind.is_outer();
        if !outer && !lp.kind.is_inner() {
            continue;
        }
        let Some(count) = counts.get(&id).copied() else { continue };
        let axis = lp.kind.axis().unwrap_or(0).min(2);
        let k = match dims.iter().position(|d| d.outer == outer && d.axis == axis) {
            Some(k) => k,
            None => {
                dims.push(LaunchDim { outer, axis, counts: Vec::new(), constants_agree: true });
                texts.push(Vec::new());
                dims.len() - 1
            }
        };
        let dim = &mut dims[k];
        let over = if count.constant.is_some() { Vec::new() } else { runs_over(f, count.expr, id) };
        let this = LaunchCount { expr: count.expr, constant: count.constant, of: id, over };
        match count.constant {
            Some(c) => match dim.constant() {
                Some((prev, _)) if prev == c => {}
                Some((prev, _)) => {
                    dim.constants_agree = false;
                    if c > prev {
                        dim.counts[0] = this;
                    }
                }
                None => dim.counts.insert(0, this),
            },
            None => {
                // Sibling loops may have iterators of the same name: the same text over other
                // loops is another count.
                let mut text = oklc_ir::dump::expr_to_string(module, Some(f), count.expr);
                for l in &this.over {
                    text.push_str(&format!(" over {}", u32::from(l.into_raw())));
                }
                if !texts[k].contains(&text) {
                    texts[k].push(text);
                    dim.counts.push(this);
                }
            }
        }
    }
    dims
}

/// Whether every loop of a dimension has the same count.
fn uniform(dim: &LaunchDim) -> bool {
    if dim.counts.iter().any(|c| !c.over.is_empty()) {
        return false;
    }
    match (dim.constant(), dim.dynamic().count()) {
        (Some(_), 0) => dim.constants_agree,
        (None, 1) => true,
        _ => false,
    }
}

/// The loops whose count may be smaller than the launch on their dimension: all of a
/// dimension whose counts differ, except the one with the largest constant count when that
/// sets the launch alone.
fn guarded(f: &Function, launch: &[LaunchDim], root: LoopId) -> IndexSet<LoopId> {
    let mut guarded = IndexSet::new();
    for id in split_loops(f, root) {
        let Some(lp) = f.loops.get(id) else { continue };
        if !lp.kind.is_outer() && !lp.kind.is_inner() {
            continue;
        }
        let (outer, axis) = (lp.kind.is_outer(), lp.kind.axis().unwrap_or(0).min(2));
        let Some(dim) = launch.iter().find(|d| d.outer == outer && d.axis == axis) else {
            continue;
        };
        if uniform(dim) {
            continue;
        }
        let widest = dim.constant().filter(|_| dim.dynamic().next().is_none()).map(|(_, l)| l);
        if Some(id) != widest {
            guarded.insert(id);
        }
    }
    guarded
}

/// The work-item form of `@outer`/`@inner` loop `id`.
fn work_item(
    module: &Module,
    f: &mut Function,
    info: &KernelInfo,
    id: LoopId,
    bounded: bool,
) -> WorkItem {
    let lp = &f.loops[id];
    let (var, range, kind) = (lp.var, lp.range.clone(), lp.kind.clone());
    let axis = kind.axis().unwrap_or(0).min(2);
    let which = if kind.is_outer() { BuiltinVar::GroupId(axis) } else { BuiltinVar::LocalId(axis) };
    // The index is an `unsigned int`: `-1 + threadIdx.x` would wrap at 32 bits and not be
    // sign-extended into a 64-bit iterator.
    let wide = is_wide_signed(module, f, var);
    let store = &mut f.store;
    let mut index = store.expr(Expr::Builtin(which), None);
    if wide {
        let ty = store.builtin(Builtin::LongLong);
        index = store.expr(Expr::Cast { style: CastStyle::C, ty, arg: index }, None);
    }
    if let Some(step) = range.step.amount() {
        let step = store.clone_expr(step);
        index = store.expr(Expr::Binary { op: BinaryOp::Mul, lhs: step, rhs: index }, None);
    }
    let start = store.clone_expr(range.start);
    let op = if range.step.is_increasing() { BinaryOp::Add } else { BinaryOp::Sub };
    let index = store.expr(Expr::Binary { op, lhs: start, rhs: index }, None);

    let short = bounded || info.tiles.iter().any(|t| t.element == id);
    let wraps = short && !range.step.is_increasing() && may_be_unsigned(module, f, var);
    let store = &mut f.store;
    let mut guard = None;
    if bounded {
        let iter = store.expr(Expr::Local(var), None);
        let bound = store.clone_expr(range.bound);
        let (op, lhs, rhs) = if range.iter_on_right {
            (relational(range.cmp.flipped()), bound, iter)
        } else {
            (relational(range.cmp), iter, bound)
        };
        guard = Some(store.expr(Expr::Binary { op, lhs, rhs }, None));
    }
    if wraps {
        let iter = store.expr(Expr::Local(var), None);
        let start = store.clone_expr(range.start);
        let within = store.expr(Expr::Binary { op: BinaryOp::Le, lhs: iter, rhs: start }, None);
        guard = Some(match guard {
            Some(g) => store.expr(Expr::Binary { op: BinaryOp::And, lhs: g, rhs: within }, None),
            None => within,
        });
    }
    WorkItem { index, guard, partial: bounded }
}

fn relational(cmp: oklc_ir::CmpOp) -> BinaryOp {
    match cmp {
        oklc_ir::CmpOp::Lt => BinaryOp::Lt,
        oklc_ir::CmpOp::Le => BinaryOp::Le,
        oklc_ir::CmpOp::Gt => BinaryOp::Gt,
        oklc_ir::CmpOp::Ge => BinaryOp::Ge,
    }
}

/// The loops enclosing loop `id` whose iterators its count `expr` reads, directly or through
/// the ranges of other such loops, outermost first ([`LaunchCount::over`]).
fn runs_over(f: &Function, expr: oklc_ir::ExprId, id: LoopId) -> Vec<LoopId> {
    let reads = |e| oklc_ir::visit::locals_in_expr(&f.store, e).into_iter().map(|(_, l)| l);
    let mut needed: IndexSet<LocalId> = reads(expr).collect();
    let mut over = Vec::new();
    for anc in oklc_ir::visit::enclosing_loops(f, id).unwrap_or_default().into_iter().rev() {
        let Some(lp) = f.loops.get(anc) else { continue };
        if needed.contains(&lp.var) {
            over.push(anc);
            needed.extend(reads(lp.range.start));
            needed.extend(reads(lp.range.bound));
            if let Some(step) = lp.range.step.amount() {
                needed.extend(reads(step));
            }
        }
    }
    over.reverse();
    over
}

/// Whether local `var` has a signed type wider than `unsigned int`.
fn is_wide_signed(module: &Module, f: &Function, var: LocalId) -> bool {
    let Some(local) = f.locals.get(var) else { return false };
    let (store, ty) = oklc_ir::without_typedefs(module, &f.store, local.ty);
    match store.types.get(ty).map(|t| &t.kind) {
        Some(TyKind::Builtin(b)) => matches!(b, Builtin::Long | Builtin::LongLong),
        Some(TyKind::Named { name, .. }) => matches!(
            name.trim_start_matches("::").trim_start_matches("std::"),
            "ptrdiff_t" | "ssize_t" | "intptr_t" | "int64_t"
        ),
        _ => false,
    }
}

/// Whether local `var` may have an unsigned type: an unsigned builtin, or a type oklc does not
/// resolve to a signed builtin (`size_t`, a template parameter).
fn may_be_unsigned(module: &Module, f: &Function, var: LocalId) -> bool {
    let Some(local) = f.locals.get(var) else { return true };
    let (store, ty) = oklc_ir::without_typedefs(module, &f.store, local.ty);
    match store.types.get(ty).map(|t| &t.kind) {
        Some(TyKind::Builtin(b)) => matches!(
            b,
            Builtin::Bool
                | Builtin::UChar
                | Builtin::UShort
                | Builtin::UInt
                | Builtin::ULong
                | Builtin::ULongLong
                | Builtin::Char16
                | Builtin::Char32
        ),
        Some(TyKind::Named { name, .. }) => !matches!(
            name.trim_start_matches("::").trim_start_matches("std::"),
            "ptrdiff_t" | "ssize_t" | "intptr_t" | "int8_t" | "int16_t" | "int32_t" | "int64_t"
        ),
        _ => false,
    }
}
