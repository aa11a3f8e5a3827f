//! What the SIMT backends (CUDA, HIP and OpenCL; Metal and SYCL later) print alike: a kernel
//! becomes one device kernel `_occa_K_N` per top-level `@outer` loop (docs/backends.md), whose body is
//! only that loop, and every `@outer`/`@inner` loop becomes a block that declares its iterator
//! from the work-group or work-item index (docs/passes.md).
//!
//! The launch covers, per axis, the largest iteration count of the loops on that axis, and a
//! loop whose count may be smaller than that keeps its condition as a guard (`if (t < 8) {
//! ... }`), so sibling `@inner` loops of different extents run exactly their own iterations
//! (docs/conformance.md; legacy OCCA launches the first one's extent and drops the rest). The
//! `target/simt` pass decides both ([`oklc_passes::Split::launch`] and
//! [`oklc_passes::Split::guarded`]); this module and the launcher spell them.

use std::cell::RefCell;

use indexmap::{IndexMap, IndexSet};
use oklc_ir::{Builtin, BuiltinVar, Function, FunctionId, LocalKind, Loop, LoopId, Stmt, TyKind};
use oklc_passes::{LoopCount, Split};
use oklc_span::Span;

use crate::printer::expr::{prec, write_expr_at};
use crate::printer::namer::Namer;
use crate::printer::{
    Cx, Writer, get, local_decl, local_name_of, super_write_loop, write_block_stmts,
};

/// What a SIMT dialect's printing needs to remember: the device kernel being printed, if any.
#[derive(Debug, Default)]
pub struct SimtState {
    split: RefCell<Option<SplitState>>,
}

impl SimtState {
    /// Starts printing (or declaring) a device kernel.
    pub fn enter(&self, split: SplitState) {
        *self.split.borrow_mut() = Some(split);
    }

    /// Ends the device kernel started by [`SimtState::enter`].
    pub fn leave(&self) {
        *self.split.borrow_mut() = None;
    }

    /// `N` of the device kernel `_occa_K_N` being printed.
    pub fn index(&self) -> Option<usize> {
        self.split.borrow().as_ref().map(|s| s.index)
    }

    /// The launch bound of the device kernel being printed, when it is known.
    pub fn launch_bound(&self) -> Option<u64> {
        self.split.borrow().as_ref().and_then(|s| s.launch_bound)
    }

    /// The work-group size of the device kernel being printed, when every `@inner` count is a
    /// constant.
    pub fn inner_sizes(&self) -> Option<[i128; 3]> {
        self.split.borrow().as_ref().and_then(|s| s.inner_sizes)
    }

    /// Whether loop `id` keeps its condition as a guard in the device kernel being printed.
    pub fn is_guarded(&self, id: LoopId) -> bool {
        self.split.borrow().as_ref().is_some_and(|s| s.guarded.contains(&id))
    }
}

/// The device kernel being printed.
#[derive(Clone, Debug, Default)]
pub struct SplitState {
    /// `N` of `_occa_K_N`.
    pub index: usize,
    /// The launch bound (`__launch_bounds__`, `reqd_work_group_size`), when it is known.
    pub launch_bound: Option<u64>,
    /// Loops whose iteration count may be smaller than the launch on their axis.
    pub guarded: IndexSet<LoopId>,
    /// The work-group size per axis when every `@inner` count is a constant (OpenCL's
    /// `reqd_work_group_size`).
    pub inner_sizes: Option<[i128; 3]>,
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

pub use oklc_passes::target::simt::split_loops;

/// The iteration counts per dimension of device kernel `split` as the `target/simt` pass
/// recorded them, non-constant ones spelled (the same spelling once), with whether the
/// constant ones all agree.
pub fn launch_counts(
    w: &mut Writer<'_>,
    cx: &Cx<'_>,
    split: &Split,
) -> IndexMap<Dim, (DimCounts, bool)> {
    let mut dims: IndexMap<Dim, (DimCounts, bool)> = IndexMap::new();
    for d in &split.launch {
        let mut counts = DimCounts { constant: d.constant, dynamic: Vec::new() };
        for count in &d.dynamic {
            let mut text = String::new();
            write_expr_at(w, cx, count.expr, prec::COMMA, &mut text);
            if !counts.dynamic.iter().any(|(t, _)| *t == text) {
                counts.dynamic.push((text, *count));
            }
        }
        dims.insert(Dim { outer: d.outer, axis: d.axis }, (counts, d.constants_agree));
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
        let state = split_state(split);
        if let Some(simt) = d.simt() {
            simt.enter(state);
        }
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
    if let Some(simt) = d.simt() {
        simt.leave();
    }
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

fn split_state(split: &Split) -> SplitState {
    // The work-group size when every `@inner` dimension's count is one constant.
    let mut inner_sizes = Some([1i128; 3]);
    for dim in split.launch.iter().filter(|d| !d.outer) {
        match (dim.constant, dim.dynamic.is_empty(), inner_sizes.as_mut()) {
            (Some((n, _)), true, Some(sizes)) => sizes[usize::from(dim.axis.min(2))] = n,
            _ => inner_sizes = None,
        }
    }
    SplitState {
        index: split.index,
        launch_bound: split.dims.launch_bound(),
        guarded: split.guarded.iter().copied().collect(),
        inner_sizes,
    }
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
    let Some(mut magic) = w.dialect.builtin_var(index) else {
        w.error(
            oklc_diag::codes::codegen::UNSUPPORTED_CONSTRUCT,
            "this backend has no work-item index for an OKL loop",
            span,
        );
        return super_write_loop(w, cx, id, lp, span);
    };
    // The index is an `unsigned int`: `-1 + threadIdx.x` would wrap at 32 bits and not be
    // sign-extended into a 64-bit iterator.
    if is_wide_signed(w, cx, lp.var) {
        magic = format!("({}) {magic}", w.dialect.builtin_spelling(Builtin::LongLong));
    }
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
    // A work-item past the end of a decreasing unsigned loop (a guarded loop, or a tile's
    // element loop in the last tile) has an iterator that wrapped around to a large value,
    // which the comparison with the bound may accept (`i > 0u`): it must also not exceed the
    // start.
    let bounded = w.dialect.simt().is_some_and(|s| s.is_guarded(id));
    let short = bounded || is_tile_element(w, id);
    let wraps = short && !r.step.is_increasing() && may_be_unsigned(w, cx, lp.var);
    if bounded || wraps {
        let mut cond = String::from("if (");
        if bounded {
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
            if wraps {
                cond.push_str(" && ");
            }
        }
        if wraps {
            cond.push_str(var);
            cond.push_str(" <= ");
            write_expr_at(w, cx, r.start, prec::SHIFT, &mut cond);
        }
        cond.push(')');
        w.open(&cond);
    }
    write_block_stmts(w, cx, &lp.body, Some(span));
    if bounded || wraps {
        w.close("");
    }
    w.close("");
}

/// Whether `id` is the element loop of a `@tile`, whose last tile may be partial.
fn is_tile_element(w: &Writer<'_>, id: LoopId) -> bool {
    let kernel = w.current_function.and_then(|f| w.info.kernels.get(&f));
    kernel.is_some_and(|k| k.tiles.iter().any(|t| t.element == id))
}

/// Whether local `var` has a signed type wider than `unsigned int`.
fn is_wide_signed(w: &Writer<'_>, cx: &Cx<'_>, var: oklc_ir::LocalId) -> bool {
    let Some(local) = cx.func.and_then(|f| get(&f.locals, var)) else { return false };
    let (store, ty) = oklc_ir::without_typedefs(w.module, cx.store, local.ty);
    match get(&store.types, ty).map(|t| &t.kind) {
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
fn may_be_unsigned(w: &Writer<'_>, cx: &Cx<'_>, var: oklc_ir::LocalId) -> bool {
    let Some(local) = cx.func.and_then(|f| get(&f.locals, var)) else { return true };
    let (store, ty) = oklc_ir::without_typedefs(w.module, cx.store, local.ty);
    match get(&store.types, ty).map(|t| &t.kind) {
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
