//! Types as written in declarations, and the [`Store`] that holds types and expressions.
//!
//! Types are small trees allocated next to the expressions that may appear inside them (array
//! sizes), so a type and its size expressions always live in the same [`Store`]. Typedef,
//! struct and enum names keep their spelling ([`TyKind::Named`]) so printers reproduce what the
//! user wrote, while [`NamedRef`] says what the name denotes.

use la_arena::{Arena, ArenaMap, Idx};
use oklc_span::Span;
use smol_str::SmolStr;

use crate::expr::{Expr, ExprId};
use crate::module::{EnumId, StructId, TypedefId};
use crate::visit::ArenaExt;

pub type TyId = Idx<Ty>;

bitflags::bitflags! {
    /// cv- and restrict-qualifiers of one level of a type.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
    pub struct Quals: u8 {
        const CONST = 1;
        const VOLATILE = 2;
        /// `@restrict` or a restrict keyword; printed in the backend's spelling.
        const RESTRICT = 4;
    }
}

/// The memory a pointer points into, for the GPU targets whose pointers say so (OpenCL's
/// `__global`/`__local`/`__constant`/`__private`, Metal's `device`/`threadgroup`/`constant`/
/// `thread`, SYCL's `access::address_space`). `Generic` is what C, C++ and CUDA pointers are:
/// any memory. The `addrspace` pass infers the others ([`Ty::space`]); host and CUDA printers
/// ignore them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AddressSpace {
    #[default]
    Generic,
    /// Device memory the host allocates: kernel buffers, `@globalPtr`.
    Global,
    /// Work-group memory: `@shared`.
    Local,
    /// Read-only device memory: `const` namespace-scope objects.
    Constant,
    /// One work-item's own memory: ordinary locals.
    Private,
}

impl AddressSpace {
    /// The name the IR dump and diagnostics use (`global`, `local`, ...).
    pub fn name(self) -> &'static str {
        match self {
            AddressSpace::Generic => "generic",
            AddressSpace::Global => "global",
            AddressSpace::Local => "local",
            AddressSpace::Constant => "constant",
            AddressSpace::Private => "private",
        }
    }

    pub fn is_generic(self) -> bool {
        self == AddressSpace::Generic
    }
}

/// The C/C++ arithmetic and void types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    Void,
    Bool,
    Char,
    SChar,
    UChar,
    WChar,
    Char16,
    Char32,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    Float,
    Double,
    LongDouble,
}

impl Builtin {
    /// Canonical C++ spelling.
    pub fn spelling(self) -> &'static str {
        match self {
            Builtin::Void => "void",
            Builtin::Bool => "bool",
            Builtin::Char => "char",
            Builtin::SChar => "signed char",
            Builtin::UChar => "unsigned char",
            Builtin::WChar => "wchar_t",
            Builtin::Char16 => "char16_t",
            Builtin::Char32 => "char32_t",
            Builtin::Short => "short",
            Builtin::UShort => "unsigned short",
            Builtin::Int => "int",
            Builtin::UInt => "unsigned int",
            Builtin::Long => "long",
            Builtin::ULong => "unsigned long",
            Builtin::LongLong => "long long",
            Builtin::ULongLong => "unsigned long long",
            Builtin::Float => "float",
            Builtin::Double => "double",
            Builtin::LongDouble => "long double",
        }
    }

    /// The builtin a keyword spelling (`unsigned long long int`, `long int`) names.
    pub fn from_spelling(spelling: &str) -> Option<Builtin> {
        // One-word spellings (nearly all of them) without splitting into words.
        match spelling {
            "int" => return Some(Builtin::Int),
            "float" => return Some(Builtin::Float),
            "double" => return Some(Builtin::Double),
            "void" => return Some(Builtin::Void),
            "char" => return Some(Builtin::Char),
            "bool" => return Some(Builtin::Bool),
            _ => {}
        }
        let mut unsigned = false;
        let mut signed = false;
        let mut longs = 0;
        let mut short = false;
        let mut base = None;
        for word in spelling.split_whitespace() {
            match word {
                "unsigned" => unsigned = true,
                "signed" => signed = true,
                "long" => longs += 1,
                "short" => short = true,
                other => base = Some(other),
            }
        }
        Some(match base.unwrap_or("int") {
            "void" => Builtin::Void,
            "bool" | "_Bool" => Builtin::Bool,
            "char" if unsigned => Builtin::UChar,
            "char" if signed => Builtin::SChar,
            "char" => Builtin::Char,
            "wchar_t" => Builtin::WChar,
            "char16_t" => Builtin::Char16,
            "char32_t" => Builtin::Char32,
            "char8_t" => Builtin::UChar,
            "float" => Builtin::Float,
            "double" if longs > 0 => Builtin::LongDouble,
            "double" => Builtin::Double,
            "int" => match (short, longs, unsigned) {
                (true, _, false) => Builtin::Short,
                (true, _, true) => Builtin::UShort,
                (false, 0, false) => Builtin::Int,
                (false, 0, true) => Builtin::UInt,
                (false, 1, false) => Builtin::Long,
                (false, 1, true) => Builtin::ULong,
                (false, _, false) => Builtin::LongLong,
                (false, _, true) => Builtin::ULongLong,
            },
            _ => return None,
        })
    }

    pub fn is_integer(self) -> bool {
        !matches!(self, Builtin::Void | Builtin::Float | Builtin::Double | Builtin::LongDouble)
    }

    pub fn is_float(self) -> bool {
        matches!(self, Builtin::Float | Builtin::Double | Builtin::LongDouble)
    }

    /// Whether this is an unsigned integer type (`char16_t` and `char32_t` included; `bool`
    /// and plain `char` not).
    pub fn is_unsigned(self) -> bool {
        matches!(
            self,
            Builtin::UChar
                | Builtin::UShort
                | Builtin::UInt
                | Builtin::ULong
                | Builtin::ULongLong
                | Builtin::Char16
                | Builtin::Char32
        )
    }
}

/// Whether `name` is a standard integer typedef (`size_t`, `int32_t`, ...) that oklc treats as
/// an integer type without seeing its definition (OKL loop iterators may use them). The `std::`
/// spellings (`std::size_t`) name the same types as the unqualified ones.
pub fn is_integer_typedef_name(name: &str) -> bool {
    let name = name.trim_start_matches("::");
    let name = name.strip_prefix("std::").unwrap_or(name);
    matches!(
        name,
        "size_t"
            | "ptrdiff_t"
            | "ssize_t"
            | "intptr_t"
            | "uintptr_t"
            | "int8_t"
            | "int16_t"
            | "int32_t"
            | "int64_t"
            | "uint8_t"
            | "uint16_t"
            | "uint32_t"
            | "uint64_t"
    )
}

/// What a type name denotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NamedRef {
    Typedef(TypedefId),
    Struct(StructId),
    Enum(EnumId),
    /// A `typedef` or `using` alias declared in a function body: the aliased type, in the same
    /// [`Store`] as the name (module-level typedefs live in [`crate::Module::typedefs`]).
    Alias(TyId),
    /// A name oklc does not model (template parameters, `size_t`, library types); printed as is
    /// and treated as opaque by metadata.
    Opaque,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TyKind {
    Builtin(Builtin),
    /// `auto` (or `decltype(...)`, kept as the `Named` text instead).
    Auto,
    /// A typedef, struct/class/union, enum or opaque name. `keyword` is the elaborated
    /// specifier the user wrote (`struct`, `enum`, ...), if any.
    Named {
        name: SmolStr,
        refers: NamedRef,
        keyword: Option<SmolStr>,
    },
    Pointer(TyId),
    Reference(TyId),
    RvalueReference(TyId),
    /// `elem[size]`; `size` is `None` for `[]`.
    Array {
        elem: TyId,
        size: Option<ExprId>,
    },
    Function {
        ret: TyId,
        params: Vec<TyId>,
        variadic: bool,
    },
    /// A function parameter pack's type, `Ts` in `Ts... xs` (the whole declared type is
    /// expanded: `const Ts &... xs` is a pack of references).
    Pack(TyId),
    /// `decltype(e)`. Only the host lowering builds it, to spell a type oklc does not compute
    /// (a deduced `@exclusive auto`, the wide counter of a narrow OpenMP loop iterator).
    Decltype(ExprId),
}

impl TyKind {
    /// The type one declarator level down: the pointee, the referenced type or the element.
    pub fn declarator_inner(&self) -> Option<TyId> {
        match self {
            TyKind::Pointer(inner)
            | TyKind::Reference(inner)
            | TyKind::RvalueReference(inner)
            | TyKind::Array { elem: inner, .. } => Some(*inner),
            _ => None,
        }
    }
}

/// One level of a type with its qualifiers (`const float` = Builtin(Float) + CONST;
/// `float *const` = Pointer(float) + CONST).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ty {
    pub kind: TyKind,
    pub quals: Quals,
    /// Where the memory this level designates lives: on a [`TyKind::Pointer`] level the
    /// pointee's space (`__global float *` is a `Pointer` level with `Global`); on a
    /// reference level the referred object's space (Metal's `threadgroup float &`); on an
    /// [`TyKind::Array`] level of a parameter (which C adjusts to a pointer) the elements'
    /// space; on a [`TyKind::Named`] level that names a pointer type (`typedef float *fp;`)
    /// the space that pointer points into, so a typedef'd pointer keeps its spelling.
    /// [`AddressSpace::Generic`] everywhere else; the verifier checks that.
    pub space: AddressSpace,
}

impl Ty {
    pub fn new(kind: TyKind) -> Ty {
        Ty { kind, quals: Quals::empty(), space: AddressSpace::Generic }
    }

    pub fn with_quals(kind: TyKind, quals: Quals) -> Ty {
        Ty { kind, quals, space: AddressSpace::Generic }
    }

    /// Whether this level may carry a non-generic [`Ty::space`].
    pub fn may_have_space(&self) -> bool {
        matches!(
            self.kind,
            TyKind::Pointer(_)
                | TyKind::Reference(_)
                | TyKind::RvalueReference(_)
                | TyKind::Array { .. }
                | TyKind::Named { .. }
        )
    }
}

/// Expressions and types of one function (or of the module's top-level declarations), with
/// their source spans in side tables.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Store {
    pub exprs: Arena<Expr>,
    pub types: Arena<Ty>,
    pub expr_spans: ArenaMap<ExprId, Span>,
}

impl Store {
    pub fn expr(&mut self, expr: Expr, span: Option<Span>) -> ExprId {
        let id = self.exprs.alloc(expr);
        if let Some(span) = span {
            self.expr_spans.insert(id, span);
        }
        id
    }

    pub fn ty(&mut self, ty: Ty) -> TyId {
        self.types.alloc(ty)
    }

    /// A builtin type without qualifiers.
    pub fn builtin(&mut self, builtin: Builtin) -> TyId {
        self.ty(Ty::new(TyKind::Builtin(builtin)))
    }

    /// The type the declaration specifiers wrote, under every pointer, reference and array of
    /// the declarator (typedef names are not looked through).
    pub fn declared_base(&self, ty: TyId) -> TyId {
        let mut t = ty;
        for _ in 0..64 {
            match self.types.get(t).and_then(|n| n.kind.declarator_inner()) {
                Some(inner) => t = inner,
                None => break,
            }
        }
        t
    }

    /// [`Ty::space`] of the outermost level of `ty` (`Generic` for a handle out of range).
    pub fn space_of(&self, ty: TyId) -> AddressSpace {
        self.types.get(ty).map_or(AddressSpace::Generic, |t| t.space)
    }

    pub fn span_of(&self, expr: ExprId) -> Option<Span> {
        self.expr_spans.get(expr).copied()
    }

    /// Copies a type tree (and its size expressions) from another store into this one.
    pub fn import_ty(&mut self, from: &Store, ty: TyId) -> TyId {
        let src = from.types[ty].clone();
        let kind = match src.kind {
            TyKind::Pointer(t) => TyKind::Pointer(self.import_ty(from, t)),
            TyKind::Reference(t) => TyKind::Reference(self.import_ty(from, t)),
            TyKind::RvalueReference(t) => TyKind::RvalueReference(self.import_ty(from, t)),
            TyKind::Pack(t) => TyKind::Pack(self.import_ty(from, t)),
            TyKind::Array { elem, size } => TyKind::Array {
                elem: self.import_ty(from, elem),
                size: size.map(|s| self.import_expr(from, s)),
            },
            TyKind::Function { ret, params, variadic } => TyKind::Function {
                ret: self.import_ty(from, ret),
                params: params.iter().map(|&p| self.import_ty(from, p)).collect(),
                variadic,
            },
            TyKind::Decltype(e) => TyKind::Decltype(self.import_expr(from, e)),
            TyKind::Named { name, refers: NamedRef::Alias(t), keyword } => {
                TyKind::Named { name, refers: NamedRef::Alias(self.import_ty(from, t)), keyword }
            }
            other => other,
        };
        self.ty(Ty { kind, quals: src.quals, space: src.space })
    }

    /// Copies an expression tree from another store. Expressions that name locals keep their
    /// [`crate::LocalId`]s, so this is only meaningful between stores of the same function or
    /// for expressions without locals (module-level constants).
    pub fn import_expr(&mut self, from: &Store, expr: ExprId) -> ExprId {
        let span = from.span_of(expr);
        let mut ctx = (self, from);
        let copied = from.exprs[expr].clone().map_handles(
            &mut ctx,
            |(this, from), e| this.import_expr(from, e),
            |(this, from), t| this.import_ty(from, t),
        );
        let this = ctx.0;
        let id = this.exprs.alloc(copied);
        if let Some(span) = span {
            this.expr_spans.insert(id, span);
        }
        id
    }

    /// Whether `a` and `b` are the same expression tree: the same variables, literals, members,
    /// operators and casts (for side-effect-free expressions: the same value or object).
    /// Trees deeper than 64 levels are never the same.
    pub fn same_expr(&self, a: ExprId, b: ExprId) -> bool {
        self.same_expr_at(a, b, 0)
    }

    fn same_expr_at(&self, a: ExprId, b: ExprId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let same = |x, y| self.same_expr_at(x, y, depth + 1);
        let (Some(x), Some(y)) = (self.exprs.get(a), self.exprs.get(b)) else { return false };
        match (x, y) {
            (Expr::Local(p), Expr::Local(q)) => p == q,
            (Expr::Global(p), Expr::Global(q)) => p == q,
            (Expr::Name(p), Expr::Name(q)) => p == q,
            (Expr::Literal(p), Expr::Literal(q)) => p == q,
            (Expr::Index { base: b1, index: i1 }, Expr::Index { base: b2, index: i2 }) => {
                same(*b1, *b2) && same(*i1, *i2)
            }
            (
                Expr::Member { base: b1, member: m1, arrow: r1 },
                Expr::Member { base: b2, member: m2, arrow: r2 },
            ) => m1 == m2 && r1 == r2 && same(*b1, *b2),
            (Expr::Unary { op: o1, arg: a1 }, Expr::Unary { op: o2, arg: a2 }) => {
                o1 == o2 && same(*a1, *a2)
            }
            (
                Expr::Binary { op: o1, lhs: l1, rhs: r1 },
                Expr::Binary { op: o2, lhs: l2, rhs: r2 },
            ) => o1 == o2 && same(*l1, *l2) && same(*r1, *r2),
            (Expr::Cast { ty: t1, arg: a1, .. }, Expr::Cast { ty: t2, arg: a2, .. }) => {
                t1 == t2 && same(*a1, *a2)
            }
            _ => false,
        }
    }

    /// Whether `e` has no assignment, increment, call, lambda, `throw` or text oklc does not
    /// model anywhere inside: evaluating it has no side effect. Trees deeper than 64 levels are
    /// not pure.
    pub fn is_pure_expr(&self, e: ExprId) -> bool {
        self.is_pure_at(e, 0)
    }

    fn is_pure_at(&self, e: ExprId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        match self.exprs.get(e) {
            None
            | Some(
                Expr::Assign { .. }
                | Expr::Call { .. }
                | Expr::Verbatim(_)
                | Expr::Lambda(_)
                | Expr::Throw(_)
                | Expr::Fold { op: crate::FoldOp::Assign(_), .. },
            ) => false,
            Some(Expr::Unary {
                op:
                    crate::UnaryOp::PreInc
                    | crate::UnaryOp::PreDec
                    | crate::UnaryOp::PostInc
                    | crate::UnaryOp::PostDec,
                ..
            }) => false,
            Some(node) => {
                let mut ok = true;
                node.for_each_child(|c| ok = ok && self.is_pure_at(c, depth + 1));
                ok
            }
        }
    }

    /// Deep-copies an expression inside this store (passes duplicate bounds and steps).
    pub fn clone_expr(&mut self, expr: ExprId) -> ExprId {
        let span = self.span_of(expr);
        let node = self.exprs[expr].clone();
        let copied = node.map_handles(self, |this, e| this.clone_expr(e), |_, t| t);
        self.expr(copied, span)
    }
}
