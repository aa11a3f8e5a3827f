//! Statements and blocks.

use oklc_span::Span;
use smol_str::SmolStr;

use crate::expr::ExprId;
use crate::func::LocalId;
use crate::loops::LoopId;

/// A sequence of statements with a parallel vector of their spans.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub spans: Vec<Span>,
}

impl Block {
    pub fn new() -> Block {
        Block::default()
    }

    pub fn push(&mut self, stmt: Stmt, span: Span) {
        self.stmts.push(stmt);
        self.spans.push(span);
    }

    /// Moves `other`'s statements, with their spans, to the end of this block.
    pub fn append(&mut self, other: Block) {
        self.stmts.extend(other.stmts);
        self.spans.extend(other.spans);
    }

    pub fn insert(&mut self, index: usize, stmt: Stmt, span: Span) {
        self.stmts.insert(index, stmt);
        self.spans.insert(index, span);
    }

    pub fn len(&self) -> usize {
        self.stmts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.stmts.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&Stmt, Span)> {
        self.stmts.iter().zip(self.spans.iter().copied())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BarrierKind {
    /// Work-group barrier on local memory (`@barrier`, also spelled `@barrier("local")`).
    Group,
    /// `@barrier("global")`: a work-group barrier that also orders global memory (OpenCL's
    /// `CLK_GLOBAL_MEM_FENCE`); wherever a backend has one barrier for both, it is `Group`'s.
    Global,
    /// `@barrier("warp")`.
    Warp,
}

impl BarrierKind {
    /// Whether all work-items of the group wait (every kind but `Warp`).
    pub fn is_group_wide(self) -> bool {
        !matches!(self, BarrierKind::Warp)
    }
}

/// The `for` blocks and the `else` block are boxed: they are rare, and inline they made every
/// statement 112 bytes instead of 64 (statements are a large part of the IR's memory).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    Block(Block),
    /// Declares one local (its initializer is on the [`crate::Local`]).
    Decl(LocalId),
    Expr(ExprId),
    /// `if (cond)`, or C++17's `if constexpr (cond)` (its untaken branch is discarded at
    /// template instantiation, so the keyword must survive).
    If {
        constexpr: bool,
        cond: ExprId,
        then: Block,
        els: Option<Box<Block>>,
    },
    /// A `for` loop that is not an OKL loop. `init` holds declarations and expressions.
    For {
        init: Box<Block>,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: Box<Block>,
    },
    RangeFor {
        var: LocalId,
        range: ExprId,
        body: Block,
    },
    /// An OKL loop.
    Loop(LoopId),
    While {
        cond: ExprId,
        body: Block,
    },
    DoWhile {
        body: Block,
        cond: ExprId,
    },
    Switch {
        cond: ExprId,
        body: Block,
    },
    Case(ExprId),
    Default,
    Label(SmolStr),
    Goto(SmolStr),
    Break,
    Continue,
    Return(Option<ExprId>),
    /// `@barrier`; `implicit` when inserted by the barrier pass.
    Barrier {
        kind: BarrierKind,
        implicit: bool,
    },
    /// `@atomic` on an expression statement or a block.
    Atomic(Block),
    /// A preprocessor line kept in the output (`#pragma unroll 8`).
    Directive(SmolStr),
    /// A type declared in a function body (`struct P {…};`, `typedef float real;`,
    /// `using idx = int;`), as C++ text: it declares no object, so analyses step over it, and
    /// the names it declares are resolved by lowering ([`crate::NamedRef::Alias`]).
    TypeDecl(SmolStr),
    Empty,
    /// A null statement with standard attributes, as written: `[[fallthrough]];`.
    AttrEmpty(SmolStr),
    /// Standard attributes written in front of a statement (`[[likely]] x = 1;`,
    /// `[[maybe_unused]] done:`); boxed, as it is rare.
    Attributed(Box<Attributed>),
}

/// A statement with the standard attributes written in front of it. `body` holds the statement
/// (one as lowered; a pass may replace it by several). It is no scope of its own: lowering
/// never puts a declaration there (those keep their attributes on the [`crate::Local`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attributed {
    /// The attribute groups as written (`[[likely]]`, `__attribute__((cold))`).
    pub attrs: SmolStr,
    pub body: Block,
}
