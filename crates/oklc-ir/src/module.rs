//! The translation unit: items in source order and the module-level declarations.

use indexmap::IndexMap;
use la_arena::{Arena, Idx};
use oklc_span::Span;
use smol_str::SmolStr;

use crate::expr::ExprId;
use crate::func::{Function, FunctionId, StorageClass};
use crate::ty::{Store, TyId};

pub type GlobalId = Idx<Global>;
pub type StructId = Idx<StructDef>;
pub type EnumId = Idx<EnumDef>;
pub type TypedefId = Idx<Typedef>;

/// How a variable is initialised.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Init {
    /// `= expr` (a brace list is an [`crate::Expr::InitList`]).
    Assign(ExprId),
    /// `T x(a, b)`
    Direct(Vec<ExprId>),
    /// `T x{a, b}`
    Brace(Vec<ExprId>),
}

/// A namespace-scope variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Global {
    pub name: SmolStr,
    /// In [`Module::store`].
    pub ty: TyId,
    pub class: StorageClass,
    pub init: Option<Init>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StructTag {
    Struct,
    Class,
    Union,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: SmolStr,
    /// In [`Module::store`].
    pub ty: TyId,
    pub bit_width: Option<ExprId>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructDef {
    pub tag: StructTag,
    pub name: Option<SmolStr>,
    pub fields: Vec<Field>,
    /// When the record has members oklc does not model (member functions, nested types, access
    /// specifiers): every member, fields included, as source text in declaration order. Printers
    /// then print these instead of `fields`, which still describe the data layout (metadata).
    /// Empty for plain records.
    pub verbatim_members: Vec<SmolStr>,
    /// `template <...>` header, printed verbatim.
    pub template_header: Option<SmolStr>,
    /// Only a forward declaration (`struct S;`).
    pub is_forward: bool,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumDef {
    pub name: Option<SmolStr>,
    pub scoped: bool,
    /// In [`Module::store`].
    pub underlying: Option<TyId>,
    pub enumerators: Vec<(SmolStr, Option<ExprId>)>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Typedef {
    pub name: SmolStr,
    /// In [`Module::store`].
    pub ty: TyId,
    /// Written as `using name = ...;`.
    pub is_using: bool,
    pub span: Span,
}

/// One top-level entry, in source order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Function(FunctionId),
    Global(GlobalId),
    /// A struct/class/union definition (or forward declaration) on its own.
    Struct(StructId),
    Enum(EnumId),
    /// A typedef; a typedef of an anonymous struct prints the struct inline.
    Typedef(TypedefId),
    /// A preprocessor line kept in the output.
    Directive(SmolStr),
    /// Source passed through unmodelled (namespaces, `static_assert`, `using namespace`).
    Verbatim(SmolStr),
}

/// A translation unit in IR form.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Module {
    pub items: Vec<Item>,
    pub functions: Arena<Function>,
    pub globals: Arena<Global>,
    pub structs: Arena<StructDef>,
    pub enums: Arena<EnumDef>,
    pub typedefs: Arena<Typedef>,
    /// Expressions and types of module-level declarations.
    pub store: Store,
    /// Integer constants reached through a scope the IR keeps no declarations of (namespace
    /// `constexpr`s, `static constexpr` members, class-scope and scoped enumerators), by the
    /// qualified name lowering resolved (`cfg::W`, `Block::rows`, `Lanes::count`), so that the
    /// passes can fold extents and bounds that name them.
    pub scoped_consts: IndexMap<SmolStr, i64>,
}

impl Module {
    /// Kernels in source order.
    pub fn kernels(&self) -> impl Iterator<Item = FunctionId> + '_ {
        self.items.iter().filter_map(move |item| match item {
            Item::Function(f)
                if self.functions[*f].is_kernel() && self.functions[*f].body.is_some() =>
            {
                Some(*f)
            }
            _ => None,
        })
    }
}
