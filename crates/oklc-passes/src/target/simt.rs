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
    ArenaExt, BinaryOp, Builtin, BuiltinVar, CastStyle, DeviceKernel, Expr, ExprId, Function,
    FunctionId, LaunchCount, LaunchDim, LocalId, LoopId, Module, Stage, Stmt, TyKind, WorkItem,
};

mod returns;

use crate::consts::{host_common_type, host_int_type};
use crate::fold::IntTy;
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
            if cx.kernels.get(&fid).is_none_or(|k| k.splits.is_empty()) {
                continue;
            }
            returns::flag_late_returns(cx, fid);
            super::host::wrap_safe_tiles(cx, fid, true);
            let Some(info) = cx.kernels.get(&fid) else { continue };
            let wrapping = wrapping_counts(cx.module, fid, info);
            let module = &mut *cx.module;
            let mut f = std::mem::replace(
                &mut module.functions[fid],
                Function::new("", oklc_ir::FunctionKind::Helper, Default::default()),
            );
            lower_kernel(module, &mut f, info, &wrapping);
            module.functions[fid] = f;
        }
    }
}

/// Records the device kernels of kernel `f` and gives its OKL loops their work-item form.
fn lower_kernel(
    module: &Module,
    f: &mut Function,
    info: &KernelInfo,
    wrapping: &IndexMap<LoopId, Wrapping>,
) {
    let types = host_scope_types(f);
    let mut counts = info.loop_counts.clone();
    for (&id, &w) in wrapping {
        if let Some(count) = counts.get_mut(&id) {
            count.expr = zero_unless_entered(f, id, count.expr, w);
        }
    }
    let mut kernels = Vec::with_capacity(info.splits.len());
    for split in &info.splits {
        let launch = launch(module, f, &counts, split.loop_id);
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
            host_values: split.host_values.clone(),
            launch,
            launch_bound: split.dims.launch_bound(),
        });
    }
    f.device_kernels = kernels;
}

/// How the launch count of a loop whose run-time count `hi - lo` is computed in an unsigned
/// type is guarded: C++ compares `int g = lo; g < sz` with a `size_t` `sz` in `size_t`, where a
/// negative `lo` is huge and the loop runs no iteration, while `sz - lo` is small and positive.
#[derive(Clone, Copy)]
struct Wrapping {
    /// The unsigned type the loop's first test compares in.
    common: Builtin,
    /// The start's type is not the iterator's: it is converted to the iterator's type first.
    start_to_iter: bool,
    /// The iterator's type is not `common`.
    start_to_common: bool,
    /// The bound's type is not `common`.
    bound_to_common: bool,
}

/// The OKL loops whose count may wrap around ([`Wrapping`]). A count whose low end is the
/// constant 0 cannot wrap; neither can a signed one, which is negative when the start already
/// fails the condition (no launch).
fn wrapping_counts(
    module: &Module,
    fid: FunctionId,
    info: &KernelInfo,
) -> IndexMap<LoopId, Wrapping> {
    let f = &module.functions[fid];
    let types = Some(crate::fold::Types::of(module));
    let mut wrapping = IndexMap::new();
    for (&id, count) in &info.loop_counts {
        let Some(lp) = f.loops.get(id) else { continue };
        if count.constant.is_some() {
            continue;
        }
        let lo = if lp.range.step.is_increasing() { lp.range.start } else { lp.range.bound };
        if crate::fold::const_int(&f.store, lo) == Some(0) {
            continue;
        }
        let Some(local) = f.locals.get(lp.var) else { continue };
        let Some(iter) = crate::fold::int_type(types, &f.store, local.ty) else { continue };
        let Some(bound) = host_int_type(module, fid, lp.range.bound) else { continue };
        let common = match host_common_type(iter, bound) {
            Some(IntTy::Fixed { bits: 32, signed: false }) => Builtin::UInt,
            Some(IntTy::Fixed { bits: 64, signed: false }) => Builtin::ULongLong,
            _ => continue,
        };
        let common_ty =
            IntTy::Fixed { bits: if common == Builtin::UInt { 32 } else { 64 }, signed: false };
        // A constant start the iterator's type holds needs no conversion (nor does g++ warn).
        let plain = crate::fold::const_int(&f.store, lp.range.start).is_some_and(|v| {
            let IntTy::Fixed { bits, signed } = iter else { return false };
            v >= 0 && v < 1i128 << (bits - u32::from(signed))
        });
        wrapping.insert(
            id,
            Wrapping {
                common,
                start_to_iter: !plain && host_int_type(module, fid, lp.range.start) != Some(iter),
                start_to_common: !plain && iter != common_ty,
                bound_to_common: bound != common_ty,
            },
        );
    }
    wrapping
}

/// `count` of loop `id` as `(start CMP bound) ? count : 0`, the first test spelled with the
/// conversions C++ applies ([`Wrapping`]), so the host computes it as the loop does and g++
/// finds no comparison of different signedness.
fn zero_unless_entered(f: &mut Function, id: LoopId, count: ExprId, w: Wrapping) -> ExprId {
    let (range, iter_ty) = (f.loops[id].range.clone(), f.locals[f.loops[id].var].ty);
    let store = &mut f.store;
    let span = store.span_of(count);
    let cast = |store: &mut oklc_ir::Store, ty, arg| {
        store.expr(Expr::Cast { style: CastStyle::C, ty, arg }, span)
    };
    let common = store.builtin(w.common);
    let mut start = store.clone_expr(range.start);
    if w.start_to_iter {
        start = cast(store, iter_ty, start);
    }
    if w.start_to_common {
        start = cast(store, common, start);
    }
    let mut bound = store.clone_expr(range.bound);
    if w.bound_to_common {
        bound = cast(store, common, bound);
    }
    let cond = loop_test(store, &range, start, bound, span);
    let zero = store.expr(Expr::Literal(oklc_ir::Literal::int(0)), span);
    store.expr(Expr::Cond { cond, then: count, els: zero }, span)
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

    let tile = info.tiles.iter().find(|t| t.element == id);
    let short = bounded || tile.is_some();
    let wraps = short && !range.step.is_increasing() && may_be_unsigned(module, f, var);
    // An iterator narrower than `int` wraps when the index is converted to it (`unsigned char
    // j = 200 + threadIdx.x` past 255): the guards test the index itself, as an `int` (the
    // work-item index is unsigned, which would make `127 - 51 * threadIdx.x > -128` false).
    let narrow = short && is_narrow(module, f, var);
    let store = &mut f.store;
    let as_int = narrow.then(|| {
        let ty = store.builtin(Builtin::Int);
        let arg = store.clone_expr(index);
        store.expr(Expr::Cast { style: CastStyle::C, ty, arg }, None)
    });
    let iter = |store: &mut oklc_ir::Store| match as_int {
        Some(e) => store.clone_expr(e),
        None => store.expr(Expr::Local(var), None),
    };
    let mut guards = Vec::new();
    if bounded {
        let iter = iter(store);
        let bound = store.clone_expr(range.bound);
        guards.push(loop_test(store, &range, iter, bound, None));
    }
    if wraps {
        let iter = iter(store);
        let start = store.clone_expr(range.start);
        guards.push(store.expr(Expr::Binary { op: BinaryOp::Le, lhs: iter, rhs: start }, None));
    }
    // The tile's bounds check in the body reads the wrapped iterator: test the index first.
    if let Some((check, e)) = tile.filter(|t| !t.exact).and_then(|t| t.check).zip(as_int) {
        guards.push(replacing_local(store, check, var, e));
    }
    let guard = guards
        .into_iter()
        .reduce(|g, h| store.expr(Expr::Binary { op: BinaryOp::And, lhs: g, rhs: h }, None));
    WorkItem { index, guard, partial: bounded }
}

/// The test of a loop with range `range`, `iter CMP bound` with `iter` and `bound` given, in
/// the orientation the source wrote (`bound CMP' iter` when the iterator was on the right).
fn loop_test(
    store: &mut oklc_ir::Store,
    range: &oklc_ir::LoopRange,
    iter: ExprId,
    bound: ExprId,
    span: Option<oklc_span::Span>,
) -> ExprId {
    let (op, lhs, rhs) = if range.iter_on_right {
        (relational(range.cmp.flipped()), bound, iter)
    } else {
        (relational(range.cmp), iter, bound)
    };
    store.expr(Expr::Binary { op, lhs, rhs }, span)
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

/// Whether local `var` has an integer type that promotes to `int` (`char`, `short`, their
/// unsigned forms, `bool`; `wchar_t` too, harmlessly).
fn is_narrow(module: &Module, f: &Function, var: LocalId) -> bool {
    let Some(local) = f.locals.get(var) else { return false };
    let types = Some(crate::fold::Types::of(module));
    matches!(
        crate::fold::int_type(types, &f.store, local.ty),
        Some(IntTy::Bool | IntTy::Varies | IntTy::Fixed { bits: 1..=16, .. })
    )
}

/// A copy of `e` with every read of local `var` replaced by a copy of `with`.
fn replacing_local(store: &mut oklc_ir::Store, e: ExprId, var: LocalId, with: ExprId) -> ExprId {
    if matches!(store.exprs.get(e), Some(Expr::Local(v)) if *v == var) {
        return store.clone_expr(with);
    }
    let span = store.span_of(e);
    let node = store.exprs[e].clone();
    let mut cx = (&mut *store, var, with);
    let copied = node.map_handles(
        &mut cx,
        |(store, var, with), x| replacing_local(store, x, *var, *with),
        |_, t| t,
    );
    store.expr(copied, span)
}

/// Whether local `var` may have an unsigned type: an unsigned builtin, or a type oklc does not
/// resolve to a signed builtin (`size_t`, a template parameter).
fn may_be_unsigned(module: &Module, f: &Function, var: LocalId) -> bool {
    let Some(local) = f.locals.get(var) else { return true };
    let (store, ty) = oklc_ir::without_typedefs(module, &f.store, local.ty);
    match store.types.get(ty).map(|t| &t.kind) {
        Some(TyKind::Builtin(b)) => *b == Builtin::Bool || b.is_unsigned(),
        Some(TyKind::Named { name, .. }) => !matches!(
            name.trim_start_matches("::").trim_start_matches("std::"),
            "ptrdiff_t" | "ssize_t" | "intptr_t" | "int8_t" | "int16_t" | "int32_t" | "int64_t"
        ),
        _ => false,
    }
}
