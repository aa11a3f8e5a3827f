//! The loop-tree IR: what oklc knows about a translation unit once the syntax is gone.
//!
//! # Shape
//!
//! A [`Module`] is the translation unit in source order ([`Module::items`]): kernels and helper
//! [`Function`]s, [`Global`] variables, [`StructDef`]s, [`EnumDef`]s, [`Typedef`]s and the
//! preprocessor lines that survive into the output ([`Item::Directive`]). Every function owns a
//! [`Store`] of expressions and types plus arenas of locals and OKL loops; module-level
//! declarations (globals, struct fields, typedefs, enumerator values) use [`Module::store`].
//! Handles are `la_arena::Idx` aliases (`ExprId = Idx<Expr>`); a handle is only meaningful in the
//! store it came from, and [`verify`] checks that every handle is in range.
//!
//! Statements form a tree ([`Block`] owns its [`Stmt`]s); expressions form a tree of handles into
//! the function's expression arena, evaluated in C++ order when printed. Nothing in the IR
//! refers to the parser: names are resolved ([`Expr::Local`], [`Expr::Global`]) where oklc
//! understands them and kept as text ([`Expr::Name`]) where they belong to the C++ world
//! (`sqrt`, `std::min`, enumerators, template names).
//!
//! # OKL loops
//!
//! A `for` loop that carries `@outer`, `@inner` or `@tile` is a [`Loop`] in canonical form:
//! one iterator [`Local`], a [`LoopRange`] (start, bound, comparison, step and direction) and
//! a [`LoopKind`]. Other `for` loops stay [`Stmt::For`]. The passes turn the tree into what
//! backends print:
//!
//! 1. `dim` rewrites `v(i, j)` on `@dim` variables into subscripts;
//! 2. `tile` replaces every `LoopKind::Tile` by two loops (and the bounds check);
//! 3. `loop_dims` numbers axes, checks the loop-tree shape and computes launch sizes;
//! 4. `exclusive`, `shared`, `barrier`, `atomic`, `restrict` annotate or rewrite storage and
//!    synchronisation;
//! 5. a family lowering (`target/host` or `target/simt`) produces the final tree.
//!
//! After step 2 no `Tile` loop remains; after step 3 every `Outer`/`Inner` loop has an axis.
//! [`verify`] checks these stage invariants when told which stage the module is at.
//!
//! # What it does not hold
//!
//! Formatting, comments and macro provenance: spans ([`oklc_span::Span`]) in side tables lead
//! back to the source for diagnostics and for printers that keep comments.

pub mod arbitrary;
pub mod build;
pub mod dump;
pub mod expr;
pub mod func;
pub mod literal;
pub mod loops;
pub mod module;
pub mod object;
pub mod simt;
pub mod space;
pub mod stmt;
pub mod ty;
pub mod verify;
pub mod visit;

pub use expr::{
    AssignOp, BinaryOp, BuiltinVar, Capture, CastStyle, Designator, Expr, ExprId, FoldOp,
    InitEntry, Lambda, LitKind, Literal, UnaryOp, int_literal_value,
};
pub use func::{
    DimSpec, Function, FunctionId, FunctionKind, KernelAttrs, Local, LocalId, LocalKind,
    OklStorage, Released, StorageClass,
};
/// The arena crate behind every handle, for consumers that build or inspect handles.
pub use la_arena;
pub use loops::{
    Axis, CmpOp, Loop, LoopAttrs, LoopId, LoopKind, LoopRange, Step, TileRole, TileSpec,
};
pub use module::{
    BASE_FIELD, EnumDef, EnumId, Field, FunctionHead, GENERATED_PREFIX, Global, GlobalId, HeadKind,
    Init, Item, MemberFunction, MemberKind, Module, PassMemo, RecordInstance, StructDef, StructId,
    StructTag, Typedef, TypedefId, Verbatim, operator_function_name,
};
pub use object::{Object, object_type, without_typedefs};
pub use simt::{DeviceKernel, LaunchCount, LaunchDim, WorkItem};
pub use space::{Flow, SpaceEnv, object_space, pointer_space};
pub use stmt::{Attributed, BarrierKind, Block, Stmt};
pub use ty::{
    AddressSpace, Builtin, NamedRef, Quals, Store, Ty, TyId, TyKind, is_integer_typedef_name,
};

pub use dump::dump;
pub use verify::{Checkpoint, Stage, VerifyError, verify, verify_since};
pub use visit::ArenaExt;
