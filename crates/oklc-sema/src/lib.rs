//! Semantic rules of OKL over the syntax tree: what each attribute means, where it may be
//! written, which arguments it takes, and the integer constant evaluation those rules need.
//!
//! The rules are a library, not a separate walk: lowering (`oklc-lower`) visits every construct
//! once, asks this crate to decode and check the attributes written on it, and builds the IR
//! with the typed result ([`LoopOkl`], [`DeclOkl`], [`StmtOkl`]). Keeping the checks here keeps
//! the attribute table and its diagnostics in one place; `docs/adr/0003-sema-as-library.md`
//! records why there is no materialised `SemaInfo`.
//!
//! Rules about the loop *tree* (outer inside inner, matching levels, barriers) need the tree
//! after `@tile` expansion and live in `oklc-passes`.

pub mod attrs;
pub mod consteval;
pub mod docs;
pub mod suggest;

pub use attrs::{
    AttrCtx, DeclOkl, FunctionOkl, LoopOkl, LoopOklKind, Placement, StmtOkl, TileRoleSpec,
};
pub use consteval::{ConstEnv, eval_int, parse_int_literal};
