//! What the `target/simt` lowering adds to a kernel (docs/ir.md, "SIMT lowering"): its device
//! kernels, their launch records, and the work-item index of every `@outer`/`@inner` loop.
//!
//! A SIMT kernel runs as one device kernel per top-level `@outer` loop ([`DeviceKernel`]): the
//! host runs the kernel's code outside those loops and launches device kernel `N` where loop
//! `N` stands, with the sizes of its [`LaunchDim`]s. Inside a device kernel an `@outer` or
//! `@inner` loop runs no iterations of its own: each work-group and work-item computes its
//! iterator from its index ([`WorkItem::index`]) and runs the body once, under
//! [`WorkItem::guard`] where the launch may exceed the loop's count.

use smol_str::SmolStr;

use crate::expr::ExprId;
use crate::func::LocalId;
use crate::loops::LoopId;

/// One device kernel of a SIMT kernel: the top-level `@outer` loop it runs and what it
/// declares in front of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceKernel {
    /// The top-level `@outer` loop; the kernel's body keeps it, and host code launches the
    /// device kernel where it stands.
    pub root: LoopId,
    /// Types declared in the kernel's body outside every OKL loop (`typedef`, `struct`, as
    /// [`crate::Stmt::TypeDecl`] text), in source order: the device kernel declares them again.
    pub types: Vec<SmolStr>,
    /// `constexpr` locals declared outside the loop that its code uses, and `const` locals
    /// computed from `const` parameters only: the device kernel declares them again, in
    /// declaration order.
    pub constants: Vec<LocalId>,
    /// Scalar locals of the host code that its code reads and never writes (a regular loop's
    /// iterator around the `@outer` loop, a value computed before it): the device kernel takes
    /// each as one more parameter, after the kernel's own, and the launcher passes its value
    /// at the launch.
    pub host_values: Vec<LocalId>,
    /// The launch: per `@outer` (work-groups) and `@inner` (work-items) axis, in the order the
    /// dimensions are first met.
    pub launch: Vec<LaunchDim>,
    /// The number of work-items per group when it is known (`__launch_bounds__`).
    pub launch_bound: Option<u64>,
}

impl DeviceKernel {
    /// The work-group size per axis when every `@inner` dimension has one constant count.
    pub fn inner_sizes(&self) -> Option<[i128; 3]> {
        let mut sizes = [1i128; 3];
        for dim in self.launch.iter().filter(|d| !d.outer) {
            match dim.counts.as_slice() {
                [LaunchCount { constant: Some(n), .. }] => {
                    sizes[usize::from(dim.axis.min(2))] = *n;
                }
                _ => return None,
            }
        }
        Some(sizes)
    }
}

/// The size of one launch dimension: the largest of `counts`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaunchDim {
    /// Work-groups (`@outer`) or work-items per group (`@inner`).
    pub outer: bool,
    pub axis: u8,
    /// The largest constant count first (if any), then every distinct non-constant count in
    /// loop order.
    pub counts: Vec<LaunchCount>,
    /// Every loop on the dimension with a constant count has the same one.
    pub constants_agree: bool,
}

impl LaunchDim {
    /// The constant count, with the loop it is the count of.
    pub fn constant(&self) -> Option<(i128, LoopId)> {
        self.counts.iter().find_map(|c| c.constant.map(|n| (n, c.of)))
    }

    /// The counts that are not constants.
    pub fn dynamic(&self) -> impl Iterator<Item = &LaunchCount> {
        self.counts.iter().filter(|c| c.constant.is_none())
    }
}

/// One loop's iteration count on a launch dimension.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaunchCount {
    /// The count, an expression of the kernel's function; it may read the iterators of the
    /// loops in `over`.
    pub expr: ExprId,
    /// Its value, when it is a constant.
    pub constant: Option<i128>,
    /// The loop it counts.
    pub of: LoopId,
    /// Loops enclosing `of` whose iterators the count reads (directly or through the ranges of
    /// other loops in the list), outermost first. A triangular `@inner` loop
    /// (`for (k = 0; k <= r; ++k; @inner)`) has a count that differs per iteration of the
    /// `@outer` loop over `r`: the host runs these loops' ranges and launches the largest
    /// count, and the loop keeps its condition as a guard. Empty for a count that reads only
    /// kernel arguments and constants.
    pub over: Vec<LoopId>,
}

/// How an `@outer` or `@inner` loop inside a device kernel runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorkItem {
    /// The iterator's value: the loop's start plus (or minus) its step times the
    /// work-group or work-item index ([`crate::Expr::Builtin`]).
    pub index: ExprId,
    /// The condition under which the body runs, where the work-item may lie past the loop's
    /// last iteration (its count is smaller than the launch, or it is a tile's last, partial
    /// tile of a decreasing unsigned iterator).
    pub guard: Option<ExprId>,
    /// The launch on the loop's dimension may exceed its count: the guard includes the loop's
    /// condition.
    pub partial: bool,
}
