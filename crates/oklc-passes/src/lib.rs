//! The OKL passes over the loop-tree IR, one file per pass, run in order by the pipeline.
//!
//! [`run_pipeline`] is the entry point: it runs `dim`, `tile`, `loop_dims`, `divergence`, `shared`,
//! `params` (host targets only), `ref_params` and `constexpr_calls` (SIMT targets only),
//! `exclusive`, `barrier` (SIMT targets only), `atomic`, `restrict`, `split`,
//! `addrspace` (SIMT targets only) and then the
//! family lowering (`target/host` for serial/OpenMP; `target/simt` for GPU targets) and returns the [`ModuleInfo`] codegen needs together with the user
//! diagnostics. Passes keep going after user errors where that makes sense; a function with a
//! broken loop structure is recorded and skipped by the passes that depend on its shape.
//! See `docs/passes.md` for what each pass does and the decisions behind it.

pub mod addrspace;
pub mod ascii_names;
pub mod atomic;
pub mod barrier;
pub mod constexpr_calls;
mod consts;
pub mod dim;
pub mod divergence;
pub mod exclusive;
pub mod fold;
pub mod loop_dims;
pub mod params;
pub mod pipeline;
pub mod pointer_offsets;
pub mod ref_params;
pub mod regular_loops;
pub mod restrict;
pub mod shared;
pub mod shared_storage;
pub mod split;
pub mod target;
pub mod tile;
mod util;
mod writes;

use indexmap::IndexMap;
use oklc_diag::Diagnostic;
use oklc_ir::{AssignOp, ExprId, FunctionId, LocalId, LoopId, Module, TyId};
use oklc_span::Span;

pub use pipeline::{Pass, PassCx, Pipeline, PipelineOutput, merge_diagnostics};
pub use writes::library_writes;

/// Which family of targets the module is lowered for (the backend registry's).
pub use oklc_target::Family;

/// Options of the pipeline.
#[derive(Clone, Debug)]
pub struct Options {
    /// Insert implicit barriers (`okl/add_barriers`, SIMT only).
    pub add_barriers: bool,
    /// Pass names after which to dump the IR (`--emit ir-after=PASS`); `"all"` dumps after
    /// every pass.
    pub dump_after: Vec<String>,
    /// Verify the IR after every pass (default: in debug and test builds).
    pub verify: bool,
    /// Host family: fold an `@inner` loop whose whole body is a guard computed in the kernel
    /// into a guard condition of the loop (`target/host.rs`). The driver sets it for OpenMP; serial
    /// output keeps the `if`.
    pub inner_guard_bounds: bool,
    /// Host family: top-level `@outer` loops become OpenMP `parallel for` loops, whose trip
    /// count OpenMP computes before the first iteration. They must keep OpenMP's canonical form,
    /// so a tile block loop among them gets no wrap-safe exit (`target/host.rs`); it needs
    /// none there. The driver sets it for OpenMP.
    pub parallel_outer: bool,
    /// SIMT family: every pointer must have one address space (OpenCL, Metal, SYCL's
    /// `atomic_ref`). The `addrspace` pass then infers helper parameters from their call sites,
    /// copies a helper per combination of argument spaces and reports a pointer given two
    /// spaces. Off (CUDA, HIP: generic addressing), such a pointer stays generic and helpers
    /// stay as written. Call-site inference needs the whole module in one run, so a driver
    /// that sets it compiles the file whole rather than item by item.
    pub concrete_address_spaces: bool,
    /// With `concrete_address_spaces`: the pointer and reference parameters of helpers no
    /// call may call (operators, whose uses are not calls; overloads the calls' arguments
    /// pick others of) are private memory rather than generic (Metal, where a pointer must name its memory and private is where locals and
    /// temporaries are).
    pub unreached_helpers_private: bool,
    /// The output is C (OpenCL C): [`Pipeline::for_target`] schedules the passes of
    /// `target/c`, which lower C++ that C cannot say.
    pub c_language: bool,
    /// The output language has no lambda expressions (Metal): [`Pipeline::for_target`]
    /// schedules the lambda lowering of `target/c` (which C backends get with `c_language`).
    pub lower_lambdas: bool,
    /// SIMT family: device code may recurse only in constant evaluation (SYCL), so the
    /// `constexpr_calls` pass folds calls of recursive `constexpr` functions into their values.
    pub fold_recursive_constexpr: bool,
    /// SIMT family: the device cannot construct `@shared` objects (CUDA, HIP: a `__shared__`
    /// variable takes no initialisation), so the `shared_storage` pass declares arrays of
    /// classes with constructors as raw storage and a reference.
    pub raw_shared_storage: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            add_barriers: true,
            dump_after: Vec::new(),
            verify: cfg!(debug_assertions),
            inner_guard_bounds: false,
            parallel_outer: false,
            concrete_address_spaces: false,
            unreached_helpers_private: false,
            c_language: false,
            lower_lambdas: false,
            fold_recursive_constexpr: false,
            raw_shared_storage: false,
        }
    }
}

/// What the passes learned about each kernel; codegen requires it, and only the pipeline can
/// build it (`#[non_exhaustive]`: no struct literal outside this crate, and no `Default`), so
/// the type system guarantees that the passes ran before printing.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct ModuleInfo {
    pub kernels: IndexMap<FunctionId, KernelInfo>,
    pub family: Family,
}

impl ModuleInfo {
    pub(crate) fn new(family: Family, kernels: IndexMap<FunctionId, KernelInfo>) -> ModuleInfo {
        ModuleInfo { kernels, family }
    }

    /// An info without kernel facts, for printer tests that build IR by hand in its final form
    /// (no pass would accept it unchanged). Compilation always gets its info from
    /// [`run_pipeline`]; nothing but tests may call this.
    #[doc(hidden)]
    pub fn for_printer_tests(family: Family) -> ModuleInfo {
        ModuleInfo { kernels: IndexMap::new(), family }
    }

    /// A stable text summary for snapshots.
    pub fn dump(&self, module: &Module) -> String {
        util::dump_info(self, module)
    }
}

/// An iteration count (docs/passes.md), built as an IR expression in the kernel's store so
/// printers can spell it; `constant` when it folds (then `expr` is that literal).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoopCount {
    pub expr: ExprId,
    pub constant: Option<i128>,
}

/// Launch shape of one top-level `@outer` loop.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LaunchDims {
    /// Work-group counts by axis (x, y, z).
    pub outer: [Option<LoopCount>; 3],
    /// Work-group sizes by axis: the largest constant extent over all `@inner` loops of that
    /// axis, or the first non-constant one.
    pub inner: [Option<LoopCount>; 3],
    /// Inner loops of one axis have different constant extents (the maximum is used; docs/conformance.md
    /// item 5).
    pub inner_extents_differ: bool,
    /// `@max_inner_dims` of the top-level loop.
    pub max_inner_dims: Option<[u32; 3]>,
    /// `@simd_length` of the top-level loop.
    pub simd_length: Option<u32>,
}

impl LaunchDims {
    /// Constant work-group size per axis (missing axes are 1), if every present axis is known.
    pub fn inner_constant(&self) -> Option<[u64; 3]> {
        let mut out = [1u64; 3];
        for (slot, c) in out.iter_mut().zip(&self.inner) {
            if let Some(c) = c {
                *slot = u64::try_from(c.constant?).ok()?;
            }
        }
        Some(out)
    }

    /// Product of [`LaunchDims::inner_constant`].
    pub fn inner_product(&self) -> Option<u64> {
        let [x, y, z] = self.inner_constant()?;
        x.checked_mul(y)?.checked_mul(z)
    }

    /// Work-group size bound for launch-bounds annotations: `@max_inner_dims` wins, else the
    /// constant product, else unknown.
    pub fn launch_bound(&self) -> Option<u64> {
        match self.max_inner_dims {
            Some([x, y, z]) => u64::from(x).checked_mul(u64::from(y))?.checked_mul(u64::from(z)),
            None => self.inner_product(),
        }
    }
}

/// One device kernel of a split kernel (`_occa_K_<index>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Split {
    pub index: usize,
    /// The top-level `@outer` loop.
    pub loop_id: LoopId,
    pub dims: LaunchDims,
    /// `constexpr` locals declared outside the loop that its code uses (SIMT): the device
    /// kernel declares them again, in declaration order.
    pub constants: Vec<LocalId>,
    /// Scalar host locals that its code only reads (SIMT): extra device kernel parameters
    /// ([`oklc_ir::DeviceKernel::host_values`]).
    pub host_values: Vec<LocalId>,
}

/// The update of a basic atomic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    Add,
    Sub,
    Inc { post: bool },
    Dec { post: bool },
}

/// Classification of one `@atomic` statement (docs/guide/okl-reference.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicClass {
    /// `+=`, `-=`, `++`, `--`.
    Basic(AtomicOp),
    /// Another (compound) assignment: `=`, `&=`, `*=`, ...
    Assign(AssignOp),
    /// Anything else: a block of several statements or a non-assignment expression.
    General,
}

/// One classified `@atomic`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AtomicInfo {
    pub class: AtomicClass,
    /// The assigned or incremented operand (`*p` in `*p += v`).
    pub operand: Option<ExprId>,
    /// The operand's type in the kernel's store, when oklc can tell it.
    pub operand_ty: Option<TyId>,
    /// The local the operand is rooted in, if any.
    pub root: Option<LocalId>,
    /// The operand lives in `@shared` memory.
    pub shared: bool,
    /// What the update's value reads of the operand.
    pub value: AtomicValue,
}

/// Why an `@atomic` block is not a set of independent updates (`atomic` pass, SIMT family).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AtomicBlockRejection {
    /// Completes "the block cannot be made atomic update by update: ...".
    pub why: String,
    /// The expression or statement that is the reason.
    pub at: Option<Span>,
}

/// What the value of an `@atomic` update (the right side of `x op= v` or `x = v`) reads of
/// the location `x` the update writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicValue {
    /// Nothing (and `++`/`--` have no value): one atomic operation can apply it.
    Independent,
    /// `x` itself, as in `x = x > v ? x : v`: `value` is the right side with each read of `x`
    /// replaced by the local `old`, a [`oklc_ir::LocalKind::Synthetic`] local that no
    /// statement declares. A compare-and-swap loop declares it, holding the value it read.
    ReadsTarget { value: ExprId, old: LocalId },
    /// Memory oklc cannot tell apart from `x` (`a[i] += a[j]`, or any memory when `x` is a
    /// call's result): no atomic operation applies it.
    MayRead,
}

/// The two loops one `@tile` became (`tile` pass): the block loop keeps the original start,
/// bound and comparison and steps by the tile width; the element loop keeps the original loop's
/// id, iterator and step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileLoops {
    pub block: LoopId,
    pub element: LoopId,
    /// The condition of the bounds check `if (i CMP bound)` around the element loop's body, when
    /// the tile has one (`check`, the default).
    pub check: Option<ExprId>,
    /// The constant tile size divides the constant iteration count, so the check never fails.
    pub exact: bool,
    /// The tile size as written (`1` after a size that is not positive was reported): the
    /// element loop runs exactly this many iterations whatever the step, since a tile spans
    /// `size * step` index units. Its launch size is this (spec §4.5; legacy OCCA's too).
    pub size: ExprId,
}

/// Per-kernel results of the passes.
#[derive(Clone, Debug, Default)]
pub struct KernelInfo {
    /// Top-level `@outer` loops in source order with their launch shapes.
    pub splits: Vec<Split>,
    /// Iteration count of every `@outer`/`@inner` loop.
    pub loop_counts: IndexMap<LoopId, LoopCount>,
    /// Elements of each `@exclusive` variable's per-work-item storage (host family).
    pub exclusive_sizes: IndexMap<LocalId, u64>,
    /// `@outer` loops (keys of the host's `@exclusive` groups) whose `@exclusive` storage keeps
    /// a copy per work-item of every group of the `@outer` loops nested in them, with the number
    /// of those groups per axis (host family; the sizes above are per group).
    pub exclusive_groups: IndexMap<LoopId, [u64; 3]>,
    /// The `@exclusive` per-work-item copies the `params` pass made of kernel parameters
    /// written in `@inner` loops, with the parameter of each (host family).
    pub param_copies: IndexMap<LocalId, LocalId>,
    /// `@atomic` statements that are one expression statement, keyed by that expression.
    pub atomics: IndexMap<ExprId, AtomicInfo>,
    /// Number of `@atomic` blocks that stay general.
    pub general_atomics: usize,
    /// The `@atomic` blocks the SIMT family cannot lower as independent updates, by the span
    /// of their statement, with the reason.
    pub atomic_blocks: Vec<(Span, AtomicBlockRejection)>,
    pub uses_shared: bool,
    pub uses_exclusive: bool,
    pub uses_barriers: bool,
    /// Every `@tile` of the kernel, in expansion order.
    pub tiles: Vec<TileLoops>,
}

/// Runs every pass for `family` over `module`.
pub fn run_pipeline(
    module: &mut Module,
    family: Family,
    options: &Options,
) -> (ModuleInfo, Vec<Diagnostic>) {
    let out = Pipeline::new(family).run(module, options);
    (out.info, out.diagnostics)
}

/// The body of the `ir` fuzz target: a random module goes through verify → pipeline → verify
/// for both families. Panics only on an oklc bug (a verifier failure after a pass).
pub fn fuzz_ir(data: &[u8]) {
    let module = oklc_ir::arbitrary::module_from_bytes(data);
    if let Err(errors) = oklc_ir::verify(&module, oklc_ir::Stage::Lowered) {
        panic!("generator produced invalid IR: {errors:?}");
    }
    // SIMT twice: with generic pointers (CUDA, HIP) and with one space per pointer (OpenCL).
    for (family, concrete) in [(Family::Host, false), (Family::Simt, false), (Family::Simt, true)] {
        let mut m = module.clone();
        let options =
            Options { verify: true, concrete_address_spaces: concrete, ..Options::default() };
        let out = Pipeline::new(family).run(&mut m, &options);
        if !out.internal.is_empty() {
            panic!(
                "IR invalid after `{}`: {:?}\n{}",
                out.failed_pass.unwrap_or("?"),
                out.internal,
                oklc_ir::dump(&m)
            );
        }
        if let Err(errors) = oklc_ir::verify(&m, oklc_ir::Stage::Numbered) {
            panic!("IR invalid after the pipeline: {errors:?}");
        }
        let _ = out.info.dump(&m);
        let _ = oklc_ir::dump(&m);
    }
}
