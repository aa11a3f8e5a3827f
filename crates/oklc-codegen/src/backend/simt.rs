//! What the SIMT backends (CUDA, HIP, OpenCL, Metal and SYCL) print alike: a kernel
//! becomes one device kernel `_occa_K_N` per top-level `@outer` loop (docs/backends.md), whose body is
//! only that loop, and every `@outer`/`@inner` loop becomes a block that declares its iterator
//! from the work-group or work-item index (docs/passes.md).
//!
//! The `target/simt` pass decides all of it and records it in the IR: the device kernels
//! ([`oklc_ir::DeviceKernel`]: hoisted declarations, launch, launch bound) and each loop's
//! work-item form ([`oklc_ir::WorkItem`]: the iterator's value and the guard of a loop whose
//! count may be smaller than the launch). This module and the launcher spell them.

use std::cell::RefCell;

use indexmap::{IndexMap, IndexSet};
use oklc_ir::{
    BinaryOp, DeviceKernel, Expr, ExprId, Function, FunctionId, LaunchCount, LocalKind, Loop,
    LoopId,
};
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
/// with its loop, and every non-constant count with its printed text (deduplicated by it and
/// the loops it runs over).
#[derive(Clone, Debug, Default)]
pub struct DimCounts {
    pub constant: Option<(i128, LoopId)>,
    pub dynamic: Vec<(String, LaunchCount)>,
}

pub use oklc_passes::target::simt::split_loops;

/// The iteration counts per dimension of device kernel `kernel`, non-constant ones spelled
/// (the same spelling once), with whether the constant ones all agree.
pub fn device_launch_counts(
    w: &mut Writer<'_>,
    cx: &Cx<'_>,
    kernel: &DeviceKernel,
) -> IndexMap<Dim, (DimCounts, bool)> {
    let mut dims: IndexMap<Dim, (DimCounts, bool)> = IndexMap::new();
    for d in &kernel.launch {
        let mut counts = DimCounts { constant: d.constant(), dynamic: Vec::new() };
        for count in d.dynamic() {
            let mut text = String::new();
            write_expr_at(w, cx, count.expr, prec::COMMA, &mut text);
            if !counts.dynamic.iter().any(|(t, c)| *t == text && c.over == count.over) {
                counts.dynamic.push((text, count.clone()));
            }
        }
        dims.insert(Dim { outer: d.outer, axis: d.axis }, (counts, d.constants_agree));
    }
    dims
}

/// Prints kernel `id` as its device kernels, one per top-level `@outer` loop.
pub fn write_device_kernels(w: &mut Writer<'_>, id: FunctionId, f: &Function) {
    if f.body.is_none() || f.device_kernels.is_empty() {
        return;
    }
    w.current_function = Some(id);
    let names = Namer::for_function(f, w.dialect.keywords());
    let cx = Cx { store: &f.store, func: Some(f), names: Some(&names) };
    let d = w.dialect;
    for (i, kernel) in f.device_kernels.iter().enumerate() {
        if i > 0 {
            w.raw_line("");
        }
        if let Some(simt) = d.simt() {
            simt.enter(split_state(f, i, kernel));
        }
        let signature = d.kernel_signature(w, &cx, f);
        w.open(&signature);
        d.function_body_start(w, &cx, f);
        write_hoisted_declarations(w, &cx, kernel);
        if let Some(lp) = get(&f.loops, kernel.root) {
            let span = f.loop_spans.get(kernel.root).copied().unwrap_or(f.span);
            d.write_loop(w, &cx, kernel.root, lp, span);
        }
        d.function_body_end(w, &cx, f);
        w.close("");
    }
    if let Some(simt) = d.simt() {
        simt.leave();
    }
    w.current_function = None;
}

/// What the device kernel declares of the kernel's code outside its loop: the types declared
/// there and the `constexpr` locals it uses.
fn write_hoisted_declarations(w: &mut Writer<'_>, cx: &Cx<'_>, kernel: &DeviceKernel) {
    for text in &kernel.types {
        for line in text.lines() {
            w.line(line.trim_end());
        }
    }
    for &id in &kernel.constants {
        w.line_with(|w, text| {
            local_decl(w, cx, id, text);
            text.push(';');
        });
    }
}

/// The printing state of device kernel `index` of `f`.
pub fn split_state(f: &Function, index: usize, kernel: &DeviceKernel) -> SplitState {
    let guarded = split_loops(f, kernel.root)
        .into_iter()
        .filter(|&l| get(&f.loops, l).and_then(|l| l.work_item.as_ref()).is_some_and(|w| w.partial))
        .collect();
    SplitState {
        index,
        launch_bound: kernel.launch_bound,
        guarded,
        inner_sizes: kernel.inner_sizes(),
    }
}

/// Prints an `@outer` or `@inner` loop as a block declaring its iterator from the group or
/// work-item index ([`oklc_ir::WorkItem`]), its body under the guard; other loops as `for`
/// loops.
pub fn write_simt_loop(w: &mut Writer<'_>, cx: &Cx<'_>, id: LoopId, lp: &Loop, span: Span) {
    let Some(item) = lp.work_item.as_deref() else {
        if lp.kind.is_outer() || lp.kind.is_inner() {
            w.error(
                oklc_diag::codes::codegen::MALFORMED_IR,
                "an OKL loop the SIMT lowering did not give a work-item index",
                span,
            );
        }
        return super_write_loop(w, cx, id, lp, span);
    };
    w.sync_line(span);
    w.open("");
    let mut text = String::with_capacity(64);
    push_iterator(w, cx, lp.var, &mut text);
    text.push_str(" = ");
    write_index(w, cx, item.index, &mut text);
    text.push(';');
    w.line(&text);
    if let Some(guard) = item.guard {
        let mut cond = String::from("if (");
        write_expr_at(w, cx, guard, prec::COMMA, &mut cond);
        cond.push(')');
        w.open(&cond);
    }
    write_block_stmts(w, cx, &lp.body, Some(span));
    if item.guard.is_some() {
        w.close("");
    }
    w.close("");
}

/// Spells a work-item index `start + (step * index)`: the product in parentheses, a cast of
/// the index as `(T) index`.
fn write_index(w: &mut Writer<'_>, cx: &Cx<'_>, e: ExprId, out: &mut String) {
    match get(&cx.store.exprs, e) {
        Some(Expr::Binary { op: op @ (BinaryOp::Add | BinaryOp::Sub), lhs, rhs }) => {
            write_expr_at(w, cx, *lhs, prec::ADDITIVE, out);
            out.push_str(if *op == BinaryOp::Add { " + " } else { " - " });
            write_index(w, cx, *rhs, out);
        }
        Some(Expr::Binary { op: BinaryOp::Mul, lhs, rhs }) => {
            out.push('(');
            write_expr_at(w, cx, *lhs, prec::MULTIPLICATIVE, out);
            out.push_str(" * ");
            write_index(w, cx, *rhs, out);
            out.push(')');
        }
        Some(Expr::Cast { ty, arg, .. }) => {
            let ty = w.decl(cx, *ty, "");
            out.push('(');
            out.push_str(&ty);
            out.push_str(") ");
            write_expr_at(w, cx, *arg, prec::UNARY, out);
        }
        _ => write_expr_at(w, cx, e, prec::UNARY, out),
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

/// Whether `stmt` declares a `@shared` local of the device kernel being printed, which
/// [`write_kernel_scope_shared`] has declared at its function scope already.
pub fn is_kernel_scope_shared(simt: &SimtState, cx: &Cx<'_>, stmt: &oklc_ir::Stmt) -> bool {
    let oklc_ir::Stmt::Decl(id) = stmt else { return false };
    simt.index().is_some()
        && cx
            .func
            .and_then(|f| get(&f.locals, *id))
            .is_some_and(|l| l.storage == oklc_ir::OklStorage::Shared)
}

/// A preprocessor line of the source as kept on a device language without the C and C++
/// libraries (OpenCL C, Metal): `#include <...>` goes, other lines stay.
pub fn without_library_include(text: &str) -> Option<String> {
    let text = text.trim();
    let include =
        text.strip_prefix('#').map(str::trim_start).and_then(|t| t.strip_prefix("include"));
    match include {
        Some(rest) if rest.trim_start().starts_with('<') => None,
        _ => Some(text.to_string()),
    }
}

/// Declares the `@shared` locals of the device kernel being printed at its function scope, for
/// the languages that allow their work-group memory only there (OpenCL's `__local` on some
/// implementations, Metal's `threadgroup`); the dialect then skips their declarations in place.
pub fn write_kernel_scope_shared(w: &mut Writer<'_>, cx: &Cx<'_>, simt: &SimtState, f: &Function) {
    let Some(root) = simt.index().and_then(|index| f.device_kernels.get(index)).map(|k| k.root)
    else {
        return;
    };
    let mut shared = Vec::new();
    if let Some(lp) = get(&f.loops, root) {
        oklc_ir::visit::walk(f, &lp.body, &mut |v| {
            if let oklc_ir::Stmt::Decl(id) = v.stmt
                && get(&f.locals, *id).is_some_and(|l| l.storage == oklc_ir::OklStorage::Shared)
            {
                shared.push(*id);
            }
        });
    }
    for id in shared {
        w.line_with(|w, text| {
            local_decl(w, cx, id, text);
            text.push(';');
        });
    }
}
