//! OKL loops in canonical form: `for (T var = start; var CMP bound; step)`.

use la_arena::Idx;

use crate::expr::ExprId;
use crate::func::LocalId;
use crate::stmt::Block;

pub type LoopId = Idx<Loop>;

/// A loop axis 0 (x), 1 (y) or 2 (z); `None` until `loop_dims` numbers it.
pub type Axis = Option<u8>;

/// The loop attribute a `@tile` gives one of the two loops it creates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TileRole {
    Regular,
    Outer(Axis),
    Inner(Axis),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileSpec {
    /// The tile size in index units (not iterations).
    pub size: ExprId,
    /// Attribute of the block loop (`@tile` argument 2).
    pub block: TileRole,
    /// Attribute of the element loop (`@tile` argument 3).
    pub element: TileRole,
    /// Emit the `if (i CMP bound)` bounds check (default true).
    pub check: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoopKind {
    /// A canonical loop without OKL meaning (e.g. the block loop of `@tile(16)`).
    Regular,
    Outer(Axis),
    Inner(Axis),
    /// Removed by the `tile` pass.
    Tile(TileSpec),
}

impl LoopKind {
    pub fn is_outer(&self) -> bool {
        matches!(self, LoopKind::Outer(_))
    }

    pub fn is_inner(&self) -> bool {
        matches!(self, LoopKind::Inner(_))
    }

    pub fn axis(&self) -> Axis {
        match self {
            LoopKind::Outer(a) | LoopKind::Inner(a) => *a,
            _ => None,
        }
    }
}

/// The comparison of the loop condition, normalised so the iterator is on the left
/// (`N > i` is stored as `i < N` with `iter_on_right` set, to print it back as written).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpOp {
    pub fn is_inclusive(self) -> bool {
        matches!(self, CmpOp::Le | CmpOp::Ge)
    }

    pub fn spelling(self) -> &'static str {
        match self {
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }

    /// The same comparison with operands swapped (`a < b` ⇔ `b > a`).
    pub fn flipped(self) -> CmpOp {
        match self {
            CmpOp::Lt => CmpOp::Gt,
            CmpOp::Le => CmpOp::Ge,
            CmpOp::Gt => CmpOp::Lt,
            CmpOp::Ge => CmpOp::Le,
        }
    }
}

/// The update clause.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// `++i` (`post: false`) or `i++`.
    Inc {
        post: bool,
    },
    Dec {
        post: bool,
    },
    /// `i += s`
    Add(ExprId),
    /// `i -= s`
    Sub(ExprId),
}

impl Step {
    /// Whether the iterator grows.
    pub fn is_increasing(self) -> bool {
        matches!(self, Step::Inc { .. } | Step::Add(_))
    }

    pub fn amount(self) -> Option<ExprId> {
        match self {
            Step::Add(e) | Step::Sub(e) => Some(e),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopRange {
    pub start: ExprId,
    pub bound: ExprId,
    /// Comparison with the iterator on the left.
    pub cmp: CmpOp,
    /// The source wrote `bound CMP' iter`; printers restore that orientation.
    pub iter_on_right: bool,
    pub step: Step,
    /// A second condition tested after the first: the loop runs while
    /// `iter CMP bound && guard`. Only the host lowering sets it (see
    /// `oklc-passes/src/target/host.rs`): when it folds an `@inner` body that is entirely
    /// `if (iter < g) { ... }` into the loop (`iter < g`), and in the wrap-safe form of tile
    /// element loops (`_occa_tiled_i - iter < W`); always `None` before that.
    pub guard: Option<ExprId>,
}

/// Loop attributes other than the kind.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LoopAttrs {
    /// `@nobarrier`: no implicit barrier after this loop.
    pub nobarrier: bool,
    /// `@max_inner_dims(x, y, z)` (missing entries are 1).
    pub max_inner_dims: Option<[u32; 3]>,
    /// `@simd_length(n)`.
    pub simd_length: Option<u32>,
}

/// An OKL loop. Its iterator is declared by the loop (`var`, a [`crate::LocalKind::LoopVar`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    pub kind: LoopKind,
    pub var: LocalId,
    pub range: LoopRange,
    pub attrs: LoopAttrs,
    pub body: Block,
    /// Set by `target/simt` on every `@outer`/`@inner` loop of a device kernel: the loop runs
    /// once per work-group or work-item, from its index.
    pub work_item: Option<Box<crate::simt::WorkItem>>,
}
