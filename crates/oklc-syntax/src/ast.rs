//! The typed, arena-backed syntax tree of one translation unit.
//!
//! Nodes live in the [`AstArenas`] and refer to each other through `FooId = Idx<Foo>` handles;
//! source spans live in the [`AstSpans`] side tables, one `ArenaMap` per arena. The tree is
//! purely syntactic: names are unresolved, types are spelled as written (declarators already
//! turned inside out into [`TypeRef`] chains), and OKL attributes sit on the construct they were
//! written on, both spellings (`@name(args)` and `[[okl_name("(args)")]]`) producing the same
//! [`Attr`]. Recovery leaves `Error`/`Missing` nodes; it never drops the surrounding construct.
//! Arenas may hold orphan nodes from abandoned parse attempts: only what is reachable from
//! [`TranslationUnit::items`] is meaningful.

use la_arena::{Arena, ArenaMap, Idx};
use oklc_span::Span;
use smol_str::SmolStr;

/// An identifier, possibly qualified (`a::b`), as written.
pub type Name = SmolStr;

pub type ItemId = Idx<Item>;
pub type StmtId = Idx<Stmt>;
pub type ExprId = Idx<Expr>;
pub type TypeRefId = Idx<TypeRef>;
pub type AttrId = Idx<Attr>;

/// A parsed file: top-level items plus the arenas they point into.
#[derive(Clone, Debug, Default)]
pub struct TranslationUnit {
    pub items: Vec<ItemId>,
    pub arenas: AstArenas,
    pub spans: AstSpans,
}

/// Node storage.
#[derive(Clone, Debug, Default)]
pub struct AstArenas {
    pub items: Arena<Item>,
    pub stmts: Arena<Stmt>,
    pub exprs: Arena<Expr>,
    pub types: Arena<TypeRef>,
    pub attrs: Arena<Attr>,
}

/// Source spans of nodes, one side table per arena.
#[derive(Clone, Debug, Default)]
pub struct AstSpans {
    pub items: ArenaMap<ItemId, Span>,
    pub stmts: ArenaMap<StmtId, Span>,
    pub exprs: ArenaMap<ExprId, Span>,
    pub types: ArenaMap<TypeRefId, Span>,
    pub attrs: ArenaMap<AttrId, Span>,
    /// The `(…)` header of each `for` statement, by the statement's body (the statement's own
    /// node is made after its parts): diagnostics name a loop by its header, one line, rather
    /// than by the whole loop.
    pub for_heads: ArenaMap<StmtId, Span>,
    /// Each function definition's declaration, from its first token to the last one before
    /// its body (`@kernel void k(int n)`), by the body: where diagnostics name the function.
    pub fn_heads: ArenaMap<StmtId, Span>,
}

impl TranslationUnit {
    /// Drops every item, node and span, keeping the arenas' capacity (the item-by-item parser
    /// reuses it for the next item's tree).
    pub fn clear(&mut self) {
        self.items.clear();
        let (a, s) = (&mut self.arenas, &mut self.spans);
        a.items.clear();
        s.items.clear();
        a.stmts.clear();
        s.stmts.clear();
        a.exprs.clear();
        s.exprs.clear();
        a.types.clear();
        s.types.clear();
        a.attrs.clear();
        s.attrs.clear();
        s.for_heads.clear();
        s.fn_heads.clear();
    }

    pub fn item(&self, id: ItemId) -> &Item {
        &self.arenas.items[id]
    }
    pub fn stmt(&self, id: StmtId) -> &Stmt {
        &self.arenas.stmts[id]
    }
    pub fn expr(&self, id: ExprId) -> &Expr {
        &self.arenas.exprs[id]
    }
    pub fn ty(&self, id: TypeRefId) -> &TypeRef {
        &self.arenas.types[id]
    }
    pub fn attr(&self, id: AttrId) -> &Attr {
        &self.arenas.attrs[id]
    }
}

/// Opaque attribute text kept as written: a non-OKL `[[...]]` or `__attribute__((...))`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Passthrough(pub SmolStr);

// ---------------------------------------------------------------------------------------------
// Attributes

/// The OKL attributes the compiler knows; anything else is [`AttrKind::Unknown`] and kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AttrKind {
    Kernel,
    Outer,
    Inner,
    Tile,
    Shared,
    Exclusive,
    Atomic,
    Barrier,
    NoBarrier,
    Restrict,
    Dim,
    DimOrder,
    MaxInnerDims,
    SimdLength,
    Directive,
    GlobalPtr,
    ImplicitArg,
    Unknown,
}

impl AttrKind {
    /// The kind of the attribute spelled `@name` (or `[[okl_name(...)]]`).
    pub fn of(name: &str) -> AttrKind {
        match name {
            "kernel" => AttrKind::Kernel,
            "outer" => AttrKind::Outer,
            "inner" => AttrKind::Inner,
            "tile" => AttrKind::Tile,
            "shared" => AttrKind::Shared,
            "exclusive" => AttrKind::Exclusive,
            "atomic" => AttrKind::Atomic,
            "barrier" => AttrKind::Barrier,
            "nobarrier" => AttrKind::NoBarrier,
            "restrict" => AttrKind::Restrict,
            "dim" => AttrKind::Dim,
            "dimOrder" => AttrKind::DimOrder,
            "max_inner_dims" => AttrKind::MaxInnerDims,
            "simd_length" => AttrKind::SimdLength,
            "directive" => AttrKind::Directive,
            "globalPtr" => AttrKind::GlobalPtr,
            "implicitArg" => AttrKind::ImplicitArg,
            _ => AttrKind::Unknown,
        }
    }
}

/// Which spelling an attribute was written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttrSyntax {
    /// `@name(args)`.
    At,
    /// `[[okl_name("(args)")]]`.
    Normalized,
}

/// One OKL attribute. `name` is without `@` / `okl_`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attr {
    pub kind: AttrKind,
    pub name: Name,
    /// `None` for `@name`, `Some(vec![])` for `@name()`.
    pub args: Option<Vec<AttrArg>>,
    pub syntax: AttrSyntax,
}

impl Attr {
    /// The arguments, empty when there was no argument list.
    pub fn args(&self) -> &[AttrArg] {
        self.args.as_deref().unwrap_or(&[])
    }
}

/// One top-level argument of an attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttrArg {
    Expr(ExprId),
    /// An argument made only of attributes, e.g. `@outer` or `@inner(1) @max_inner_dims(4)` in
    /// `@tile(16, @outer, @inner(1) @max_inner_dims(4))`.
    Nested(Vec<AttrId>),
    /// `key = value`, e.g. `check = false`.
    Named {
        key: Name,
        value: ExprId,
    },
    /// A string literal argument (`@barrier("warp")`), spelled as written, quotes included.
    Str(SmolStr),
}

// ---------------------------------------------------------------------------------------------
// Items

/// A top-level or namespace-/class-level construct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A function definition or prototype (`body` is `None` for a prototype).
    Function(FunctionDef),
    /// A struct/class/union definition or forward declaration, possibly with declarators.
    Record(RecordDef),
    Enum(EnumDef),
    Typedef(VarDecl),
    Using(UsingDecl),
    /// Variable declarations (globals, fields).
    Var(VarDecl),
    /// `namespace N { ... }`; `inline namespace N { ... }` makes its members visible in the
    /// enclosing namespace too.
    Namespace {
        name: Option<Name>,
        inline: bool,
        items: Vec<ItemId>,
    },
    /// `namespace la = linalg;`: `la` names the namespace `target`.
    NamespaceAlias {
        name: Name,
        target: Name,
    },
    /// `extern "C" item` (`braced: false`, one item) or `extern "C" { items }`.
    Linkage {
        abi: SmolStr,
        items: Vec<ItemId>,
        braced: bool,
    },
    /// `template <params> item`.
    Template {
        params: Vec<TemplateParam>,
        item: ItemId,
    },
    StaticAssert {
        cond: ExprId,
        message: Option<SmolStr>,
    },
    /// `public:` / `protected:` / `private:` inside a class body.
    Access(Access),
    /// A whole preprocessor line kept in place (`#pragma ...`).
    Directive(SmolStr),
    /// A stray `;` at item level.
    Empty,
    Error,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    Public,
    Protected,
    Private,
}

/// Storage classes and function specifiers, as a small bit set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Specifiers(pub u16);

impl Specifiers {
    pub const STATIC: Specifiers = Specifiers(1);
    pub const EXTERN: Specifiers = Specifiers(2);
    pub const INLINE: Specifiers = Specifiers(4);
    pub const CONSTEXPR: Specifiers = Specifiers(8);
    pub const REGISTER: Specifiers = Specifiers(16);
    pub const MUTABLE: Specifiers = Specifiers(32);
    pub const VIRTUAL: Specifiers = Specifiers(64);
    pub const EXPLICIT: Specifiers = Specifiers(128);
    pub const FRIEND: Specifiers = Specifiers(256);
    pub const THREAD_LOCAL: Specifiers = Specifiers(512);
    pub const TYPEDEF: Specifiers = Specifiers(1024);
    pub const CONSTEVAL: Specifiers = Specifiers(2048);

    /// Every specifier with its keyword, in printing order.
    pub const ALL: [(Specifiers, &'static str); 12] = [
        (Specifiers::TYPEDEF, "typedef"),
        (Specifiers::FRIEND, "friend"),
        (Specifiers::STATIC, "static"),
        (Specifiers::EXTERN, "extern"),
        (Specifiers::REGISTER, "register"),
        (Specifiers::THREAD_LOCAL, "thread_local"),
        (Specifiers::MUTABLE, "mutable"),
        (Specifiers::VIRTUAL, "virtual"),
        (Specifiers::EXPLICIT, "explicit"),
        (Specifiers::INLINE, "inline"),
        (Specifiers::CONSTEXPR, "constexpr"),
        (Specifiers::CONSTEVAL, "consteval"),
    ];

    pub fn contains(self, other: Specifiers) -> bool {
        self.0 & other.0 == other.0
    }
    pub fn insert(&mut self, other: Specifiers) {
        self.0 |= other.0;
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// Type qualifiers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Quals {
    pub is_const: bool,
    pub is_volatile: bool,
    /// `restrict`, `__restrict__` or `__restrict`, as written: diagnostics name the spelling.
    pub restrict: Option<RestrictQual>,
}

impl Quals {
    pub fn is_empty(self) -> bool {
        !(self.is_const || self.is_volatile || self.is_restrict())
    }

    pub fn is_restrict(self) -> bool {
        self.restrict.is_some()
    }
}

/// A restrict keyword: its spelling and where it stands (the first, if repeated).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RestrictQual {
    pub spelling: &'static str,
    pub span: Span,
}

/// What comes before the declarators of a declaration: attributes, specifiers and base type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeclSpec {
    /// OKL attributes written before or among the specifiers (apply to the whole declaration).
    pub attrs: Vec<AttrId>,
    pub passthrough: Vec<Passthrough>,
    pub specifiers: Specifiers,
    /// The base type with its cv-qualifiers (a [`TypeRef::Qualified`] when it has any).
    pub ty: TypeRefId,
}

/// One declared name with its full type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Declarator {
    /// `None` for abstract declarators (unnamed parameters, type names) and for structured
    /// bindings.
    pub name: Option<Name>,
    /// The names of a C++17 structured binding (`auto &[a, b] = e;`), written where a
    /// declarator's name goes. `ty` is then the type of the hidden object they name parts of:
    /// `auto`, `auto &` or `auto &&` with the declaration's cv-qualifiers. Only block-scope
    /// declarations and range-`for` heads have them.
    pub bindings: Option<Vec<Name>>,
    /// The full type: the base type wrapped in pointers, references, arrays and functions.
    pub ty: TypeRefId,
    /// Attributes written after the declarator (`int *x @dim(3, 4)`, `float s[8] @shared`).
    pub attrs: Vec<AttrId>,
    pub passthrough: Vec<Passthrough>,
    /// `: width` of a bit-field.
    pub bit_width: Option<ExprId>,
    pub init: Option<Init>,
}

/// An initializer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Init {
    /// `= expr` (the expression may be an [`Expr::InitList`] for `= {…}`).
    Assign(ExprId),
    /// `{…}` directly after the declarator (an [`Expr::InitList`]).
    Brace(ExprId),
    /// `(args)` constructor-style.
    Paren(Vec<ExprId>),
}

/// A declaration of one or more variables (also used for typedefs and class fields).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VarDecl {
    pub spec: DeclSpec,
    pub declarators: Vec<Declarator>,
}

/// A function parameter (also the parameters of function types).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    pub spec: DeclSpec,
    /// Name, full type, trailing attributes; `init` is the default argument.
    pub decl: Declarator,
}

/// A function definition or prototype.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionDef {
    /// Attributes, specifiers and the base return type as written before the name.
    pub spec: DeclSpec,
    /// The name, possibly qualified (`A::f`, `operator+`, `~A`).
    pub name: Name,
    /// The full return type (the base type plus pointers written before the name).
    pub ret: TypeRefId,
    pub params: Vec<Param>,
    pub variadic: bool,
    /// `const` etc. after the parameter list of a member function.
    pub method_quals: Quals,
    /// Attributes written after the parameter list.
    pub attrs: Vec<AttrId>,
    pub passthrough: Vec<Passthrough>,
    /// `= 0`, `= default`, `= delete` spelled as written.
    pub pure_or_default: Option<SmolStr>,
    /// The constructor initializer list `: a(x), b{y}`: member name, arguments, and whether
    /// they were braced (`b{y}` holds the one init-list expression `{y}`, printed without
    /// parentheses: `b({y})` is ill-formed for arrays and scalars).
    pub ctor_inits: Vec<(Name, Vec<ExprId>, bool)>,
    /// Written `auto f(...) -> T`: `ret` is the trailing type `T`, printed after the
    /// parameters (it may name them, as in `-> decltype(a * b)`).
    pub trailing_return: bool,
    pub body: Option<StmtId>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RecordKind {
    Struct,
    Class,
    Union,
}

impl RecordKind {
    pub fn as_str(self) -> &'static str {
        match self {
            RecordKind::Struct => "struct",
            RecordKind::Class => "class",
            RecordKind::Union => "union",
        }
    }
}

/// A struct/class/union definition. Written with declarators (`struct S {…} a, *b;`) it is the
/// base type ([`TypeRef::Defined`]) of an [`Item::Var`] or [`Item::Typedef`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordDef {
    pub kind: RecordKind,
    pub name: Option<Name>,
    /// The arguments of an explicit or partial specialization: `<0>` in `struct Pow<0>`.
    pub args: Option<Vec<TemplateArg>>,
    pub attrs: Vec<AttrId>,
    pub passthrough: Vec<Passthrough>,
    /// `: public Base, Other`.
    pub bases: Vec<(Option<Access>, TypeRefId)>,
    /// `None` for a forward declaration.
    pub members: Option<Vec<ItemId>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumDef {
    /// `enum class` / `enum struct`.
    pub scoped: bool,
    pub name: Option<Name>,
    pub underlying: Option<TypeRefId>,
    pub enumerators: Option<Vec<(Name, Option<ExprId>)>>,
}

/// `using` at item level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UsingDecl {
    /// `using Name = type;`
    Alias { name: Name, attrs: Vec<AttrId>, ty: TypeRefId },
    /// `using namespace a::b;`
    Namespace(Name),
    /// `using a::b;`
    Name(Name),
}

/// A template parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TemplateParam {
    /// `typename T = default` / `class T`.
    Type { name: Option<Name>, default: Option<TypeRefId>, pack: bool },
    /// `int N = default`.
    Value { ty: TypeRefId, name: Option<Name>, default: Option<ExprId>, pack: bool },
}

// ---------------------------------------------------------------------------------------------
// Types

/// A type as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeRef {
    /// A builtin type in canonical spelling: `int`, `unsigned long long int`, `float`, `void`…
    Builtin(SmolStr),
    /// A named type, possibly qualified, with template arguments (`Vec<float, 3>`).
    Named {
        name: Name,
        args: Option<Vec<TemplateArg>>,
    },
    /// A member type of a class template specialization: `Traits<float>::value_type` is `name`
    /// `value_type` in the `scope` `Traits<float>` (a [`TypeRef::Named`] with arguments).
    Member {
        scope: TypeRefId,
        name: Name,
    },
    /// `struct S`, `enum E` used as a type.
    Elaborated {
        tag: SmolStr,
        name: Name,
    },
    /// An inline struct/enum definition used as a base type (`typedef struct {…} T;`).
    Defined(ItemId),
    /// `auto`.
    Auto,
    Decltype(ExprId),
    /// cv-qualifiers on the type inside.
    Qualified {
        quals: Quals,
        inner: TypeRefId,
    },
    /// A pointer with its own qualifiers (`float *const __restrict__ p`); with `class`, a
    /// pointer to a member of that class (`int S::*p`).
    Pointer {
        pointee: TypeRefId,
        quals: Quals,
        class: Option<Name>,
    },
    Reference {
        referent: TypeRefId,
        rvalue: bool,
    },
    Array {
        elem: TypeRefId,
        size: Option<ExprId>,
    },
    Function {
        ret: TypeRefId,
        params: Vec<Param>,
        variadic: bool,
    },
    /// A pack expansion of a type: the type of a function parameter pack (`Ts... xs`,
    /// `const Ts &... xs`: the whole declared type is expanded) or a template argument `Ts...`.
    Pack(TypeRefId),
    Error,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TemplateArg {
    Type(TypeRefId),
    Expr(ExprId),
}

// ---------------------------------------------------------------------------------------------
// Statements

/// A statement with the OKL attributes and passthrough attributes written on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stmt {
    /// For `for` loops this includes attributes from all three placements.
    pub attrs: Vec<AttrId>,
    pub passthrough: Vec<Passthrough>,
    pub kind: StmtKind,
}

/// The condition of `if`, `switch` and `while`: an expression, or the declaration of one
/// initialised variable whose value is tested and which is in scope in the branches or the loop
/// body (`if (int r = n % 4)`, `while (Node *p = next())`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cond {
    Expr(ExprId),
    /// One declarator, with its initialiser.
    Decl(Box<VarDecl>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StmtKind {
    Block(Vec<StmtId>),
    Decl(VarDecl),
    /// A local struct/enum/typedef/using/static_assert.
    Item(ItemId),
    Expr(ExprId),
    /// `if constexpr (init; cond) then else els`; C++17's `constexpr` and init statement are
    /// optional.
    If {
        constexpr: bool,
        init: Option<StmtId>,
        cond: Cond,
        then: StmtId,
        els: Option<StmtId>,
    },
    For {
        init: Option<StmtId>,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: StmtId,
    },
    /// `for (decl : range) body`.
    RangeFor {
        decl: VarDecl,
        range: ExprId,
        body: StmtId,
    },
    While {
        cond: Cond,
        body: StmtId,
    },
    DoWhile {
        body: StmtId,
        cond: ExprId,
    },
    /// `switch (init; cond) body`; the init statement (C++17) is optional.
    Switch {
        init: Option<StmtId>,
        cond: Cond,
        body: StmtId,
    },
    Case {
        value: ExprId,
        stmt: StmtId,
    },
    Default(StmtId),
    Label {
        name: Name,
        stmt: StmtId,
    },
    Goto(Name),
    Break,
    Continue,
    Return(Option<ExprId>),
    /// `;` with no attributes.
    Empty,
    /// Attributes followed by `;`: `@barrier;`, `@barrier("warp");`.
    AttrOnly,
    Directive(SmolStr),
    Error,
}

// ---------------------------------------------------------------------------------------------
// Expressions

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LitKind {
    Int,
    Float,
    Char,
    /// One or more adjacent string literals.
    Str,
    Bool,
    Nullptr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    Plus,
    Neg,
    Not,
    BitNot,
    Deref,
    AddrOf,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

impl UnaryOp {
    pub fn as_str(self) -> &'static str {
        match self {
            UnaryOp::Plus => "+",
            UnaryOp::Neg => "-",
            UnaryOp::Not => "!",
            UnaryOp::BitNot => "~",
            UnaryOp::Deref => "*",
            UnaryOp::AddrOf => "&",
            UnaryOp::PreInc | UnaryOp::PostInc => "++",
            UnaryOp::PreDec | UnaryOp::PostDec => "--",
        }
    }
    pub fn is_postfix(self) -> bool {
        matches!(self, UnaryOp::PostInc | UnaryOp::PostDec)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Spaceship,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    And,
    Or,
    Comma,
    /// `.*`
    PtrMem,
    /// `->*`
    PtrMemArrow,
}

impl BinaryOp {
    /// Binding strength, weakest first (C++ [expr]): 1 for `,` up to 14 for `.*` and `->*`;
    /// assignment and `?:` sit at 2, unary operators at 15, postfix ones at 16.
    pub fn precedence(self) -> u8 {
        match self {
            BinaryOp::Comma => 1,
            BinaryOp::Or => 3,
            BinaryOp::And => 4,
            BinaryOp::BitOr => 5,
            BinaryOp::BitXor => 6,
            BinaryOp::BitAnd => 7,
            BinaryOp::Eq | BinaryOp::Ne => 8,
            BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge => 9,
            BinaryOp::Spaceship => 10,
            BinaryOp::Shl | BinaryOp::Shr => 11,
            BinaryOp::Add | BinaryOp::Sub => 12,
            BinaryOp::Mul | BinaryOp::Div | BinaryOp::Rem => 13,
            BinaryOp::PtrMem | BinaryOp::PtrMemArrow => 14,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            BinaryOp::Mul => "*",
            BinaryOp::Div => "/",
            BinaryOp::Rem => "%",
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Shl => "<<",
            BinaryOp::Shr => ">>",
            BinaryOp::Spaceship => "<=>",
            BinaryOp::Lt => "<",
            BinaryOp::Gt => ">",
            BinaryOp::Le => "<=",
            BinaryOp::Ge => ">=",
            BinaryOp::Eq => "==",
            BinaryOp::Ne => "!=",
            BinaryOp::BitAnd => "&",
            BinaryOp::BitXor => "^",
            BinaryOp::BitOr => "|",
            BinaryOp::And => "&&",
            BinaryOp::Or => "||",
            BinaryOp::Comma => ",",
            BinaryOp::PtrMem => ".*",
            BinaryOp::PtrMemArrow => "->*",
        }
    }
}

/// The operator of a fold expression: one of the 32 binary operators C++17 allows in folds
/// (every binary and assignment operator but `<=>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FoldOp {
    Binary(BinaryOp),
    /// `=` (`None`) or a compound assignment such as `+=`.
    Assign(Option<BinaryOp>),
}

impl FoldOp {
    pub fn as_str(self) -> &'static str {
        match self {
            FoldOp::Binary(op) => op.as_str(),
            FoldOp::Assign(None) => "=",
            FoldOp::Assign(Some(op)) => match op {
                BinaryOp::Add => "+=",
                BinaryOp::Sub => "-=",
                BinaryOp::Mul => "*=",
                BinaryOp::Div => "/=",
                BinaryOp::Rem => "%=",
                BinaryOp::Shl => "<<=",
                BinaryOp::Shr => ">>=",
                BinaryOp::BitAnd => "&=",
                BinaryOp::BitXor => "^=",
                BinaryOp::BitOr => "|=",
                _ => "=",
            },
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastStyle {
    /// `(T)e`
    C,
    Static,
    Reinterpret,
    Const,
    Dynamic,
}

/// One element of a brace initializer list: `.x = 1`, `[2] = 3` or just a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InitElem {
    pub designators: Vec<Designator>,
    pub value: ExprId,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Designator {
    Field(Name),
    Index(ExprId),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Capture {
    /// `=`
    DefaultCopy,
    /// `&`
    DefaultRef,
    This,
    /// `x`, `&x`, `x = init`, `&x = init`.
    Var {
        by_ref: bool,
        name: Name,
        init: Option<ExprId>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lambda {
    pub captures: Vec<Capture>,
    pub params: Option<Vec<Param>>,
    pub variadic: bool,
    pub mutable: bool,
    pub ret: Option<TypeRefId>,
    pub body: StmtId,
}

/// A `new` expression: the type includes any array bounds; `init` holds the initializer
/// arguments and whether they were braced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewExpr {
    pub global: bool,
    pub placement: Vec<ExprId>,
    pub ty: TypeRefId,
    pub init: Option<(Vec<ExprId>, bool)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// A literal spelled as written (adjacent strings joined with a space).
    Lit {
        kind: LitKind,
        text: SmolStr,
    },
    /// A possibly qualified name with optional template arguments (`f<float>`).
    Name {
        name: Name,
        targs: Option<Vec<TemplateArg>>,
    },
    /// A member of a class template specialization: `Pow<3>::eval`, `Traits<int>::scale`
    /// (`scope` is a [`TypeRef::Named`] with arguments, `name` may be qualified further).
    Scoped {
        scope: TypeRefId,
        name: Name,
    },
    This,
    Unary {
        op: UnaryOp,
        operand: ExprId,
    },
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `lhs = rhs` (`op: None`) or a compound assignment such as `+=` (`op: Some(Add)`).
    Assign {
        op: Option<BinaryOp>,
        lhs: ExprId,
        rhs: ExprId,
    },
    Cond {
        cond: ExprId,
        then: ExprId,
        els: ExprId,
    },
    Call {
        callee: ExprId,
        args: Vec<ExprId>,
    },
    Index {
        base: ExprId,
        index: ExprId,
    },
    /// `base.name`, `base->name`; a member template with explicit arguments is
    /// `p.as<float>` (`template` when written: `p.template as<T>`).
    Member {
        base: ExprId,
        arrow: bool,
        template: bool,
        name: Name,
        targs: Option<Vec<TemplateArg>>,
    },
    Cast {
        style: CastStyle,
        ty: TypeRefId,
        expr: ExprId,
    },
    /// Functional cast / construction: `float(x)`, `int2(a, b)`, `T{a, b}`.
    Construct {
        ty: TypeRefId,
        args: Vec<ExprId>,
        braced: bool,
    },
    SizeofExpr(ExprId),
    SizeofType(TypeRefId),
    /// `sizeof...(pack)`
    SizeofPack(Name),
    /// A pack expansion `pattern...` in a call's or constructor's arguments, a braced list or
    /// a template argument list (`g(h(xs)...)`, `{xs...}`, `index_sequence<K...>`).
    Expand(ExprId),
    /// A C++17 fold expression, its parentheses included: `(xs + ...)` has only `lhs`,
    /// `(... + xs)` only `rhs`, `(init + ... + xs)` both (one operator, written twice).
    Fold {
        op: FoldOp,
        lhs: Option<ExprId>,
        rhs: Option<ExprId>,
    },
    Alignof(TypeRefId),
    /// A parenthesised expression (kept so printing reproduces the source grouping).
    Paren(ExprId),
    InitList(Vec<InitElem>),
    Lambda(Box<Lambda>),
    Throw(Option<ExprId>),
    /// `new T`, `::new (place) T[n]`, `new T(args)`, `new T{…}`. Boxed, like lambdas, so that
    /// rare expressions do not make every node bigger.
    New(Box<NewExpr>),
    /// `delete p`, `delete[] p`, `::delete p`.
    Delete {
        global: bool,
        array: bool,
        operand: ExprId,
    },
    /// Where an expression was required but could not be parsed.
    Missing,
}
