//! Evaluation of C++ constant expressions: `@shared` extents, `@inner` bounds and `@tile`
//! sizes (one evaluator for all of them, so that they accept the same forms).
//!
//! Names of `const`/`constexpr` integer variables, unscoped enumerators, elements of `constexpr`
//! integer arrays, calls of `constexpr` functions that return one expression and
//! `sizeof`/`alignof` of the types whose size every target agrees on count as their values.
//!
//! Every value carries its C++ type after integral promotion and operators follow the usual
//! arithmetic conversions: an operand of unsigned type makes the operation unsigned, with
//! wrap-around at its width (`0u - 1` is 4294967295, `-1 < 0u` is false). `size_t` (the type of
//! `sizeof`) is 32 bits wide on 32-bit OpenCL devices and 64 bits elsewhere, so an operation
//! on it is only evaluated when no target wraps (`sizeof(int) - 8` has no value here); the same
//! holds, within `0..=INT_MAX`, for a value whose type oklc does not know. Signed overflow,
//! division by zero and shifts past the width have no value, as in a C++ constant expression.

use std::cell::Cell;

use indexmap::IndexMap;
use oklc_ir::la_arena::Arena;
use oklc_ir::{
    ArenaExt, BinaryOp, Builtin, EnumDef, EnumId, Expr, ExprId, Function, FunctionId, Global, Init,
    LitKind, Module, NamedRef, PassMemo, Quals, StorageClass, Store, TyId, TyKind, Typedef,
    UnaryOp,
};
use smol_str::SmolStr;

use crate::fold::{IntTy, Linear, Term, Types, int_type, resolve};

/// What oklc evaluates in an extent, an `@inner` bound or a tile size, for diagnostics about
/// one it cannot.
pub(crate) const EVALUATED_NOTE: &str = "oklc evaluates literals, integer arithmetic and casts (with C++'s unsigned wrap-around), `sizeof`/`alignof` of builtin types and of their arrays, enumerators, `const`/`constexpr` integer variables and array elements, and calls of `constexpr` functions whose body is one `return`";

/// What constant expressions may name: the module's globals, unscoped enumerators, the
/// scoped constants lowering resolved ([`Module::scoped_consts`]), typedefs and the `constexpr`
/// functions defined before the function being compiled.
#[derive(Clone, Copy)]
pub(crate) struct ConstNames<'a> {
    pub globals: &'a Arena<Global>,
    pub enums: &'a Arena<EnumDef>,
    /// The module's store, where globals' initialisers and enumerator values live.
    pub store: &'a Store,
    pub scoped: &'a IndexMap<SmolStr, i64>,
    /// The module's typedefs: a cast to a user integer typedef folds (`(dlong)N`).
    pub typedefs: &'a Arena<Typedef>,
    /// Functions whose calls may fold (`constexpr`, one `return`: [`Function::constexpr_return`]).
    pub functions: &'a Arena<Function>,
    /// Only functions allocated before this one are called: C++ needs a `constexpr` function
    /// defined before a constant expression calls it, and the item-by-item driver has not
    /// lowered later ones yet (both drivers must agree).
    pub before: FunctionId,
    /// The module's memo, where [`EnumMemo`] lives.
    pub memo: &'a PassMemo,
}

/// The module's enumerators by name and the enums' values, worked out once instead of per use
/// (a `@shared` extent per enumerator of a large enum was quadratic).
#[derive(Default)]
struct EnumMemo {
    /// How many of the module's enums `index` covers: arenas only grow, so each enum is
    /// looked at once (a module that grows one item at a time costs linear time in all).
    scanned: usize,
    /// Every enumerator name, with the first unscoped enum in arena order that declares it
    /// and its first position there (`None` when only scoped enums declare it).
    index: IndexMap<SmolStr, Option<(EnumId, usize)>>,
    values: IndexMap<EnumId, EnumValues>,
}

/// An enum's values as [`Eval::enum_values`] finds them.
#[derive(Clone)]
enum EnumValues {
    /// Being worked out: an enumerator that names one of the same enum is evaluated as before.
    Pending,
    /// They depend on where they are evaluated (see [`Track::context_free`]).
    InContext,
    /// The same wherever they are evaluated, given `depth` levels of depth left below the
    /// evaluation's own and `spent` lookups left: an evaluation with less would have stopped
    /// short, and then the values are worked out again in place.
    Known { values: Vec<Option<Num>>, spent: u32, depth: u32 },
}

impl EnumMemo {
    /// Indexes the enums added since the last call.
    fn catch_up(&mut self, enums: &Arena<EnumDef>) {
        // By index: skipping the enums already seen would step through them one by one.
        for raw in self.scanned..enums.len() {
            let id = EnumId::from_raw(oklc_ir::la_arena::RawIdx::from(raw as u32));
            let Some(def) = enums.get(id) else { continue };
            for (pos, (name, _)) in def.enumerators.iter().enumerate() {
                let entry = self.index.entry(name.clone()).or_insert(None);
                if entry.is_none() && !def.scoped {
                    *entry = Some((id, pos));
                }
            }
        }
        self.scanned = enums.len();
    }
}

impl<'a> ConstNames<'a> {
    /// A name in the expression `e` of `store` that nothing in the file declares (not a
    /// variable, enumerator, scoped constant or called function): in a macro-driven kernel,
    /// nearly always a macro the build did not define (`-D p_Nq=8` missing).
    pub(crate) fn undeclared_name(self, store: &Store, e: ExprId) -> Option<SmolStr> {
        let mut callees = Vec::new();
        let mut names = Vec::new();
        oklc_ir::visit::walk_expr(store, e, |id, x| match x {
            Expr::Call { callee, .. } => callees.push(*callee),
            Expr::Name(n) => names.push((id, n.clone())),
            _ => {}
        });
        names.into_iter().filter(|(id, _)| !callees.contains(id)).map(|(_, n)| n).find(|n| {
            let bare = n.trim_start_matches("::");
            // Only a plain identifier can be a macro of the build (`-D N=...`); a qualified or
            // templated name (`Fix<4>::size`) gets the general help.
            bare.chars().all(|c| c == '_' || c.is_ascii_alphanumeric())
                && !self.scoped.contains_key(bare)
                && !self.declares_enumerator(bare)
                && self.functions.get(self.before).is_none_or(|f| f.local_const(bare).is_none())
                && !self.functions.values().any(|f| f.name == bare)
        })
    }

    /// The names visible to constant expressions of `f`.
    pub(crate) fn of(module: &'a Module, f: FunctionId) -> ConstNames<'a> {
        ConstNames {
            globals: &module.globals,
            enums: &module.enums,
            store: &module.store,
            scoped: &module.scoped_consts,
            typedefs: &module.typedefs,
            functions: &module.functions,
            before: f,
            memo: module.pass_memo(),
        }
    }

    /// Whether any enum, scoped or not, has an enumerator `name`.
    fn declares_enumerator(self, name: &str) -> bool {
        self.memo.with(|m: &mut EnumMemo| {
            m.catch_up(self.enums);
            m.index.contains_key(name)
        })
    }

    /// The first unscoped enum (in arena order) with an enumerator `name`, and the position of
    /// its first such enumerator.
    fn unscoped_enumerator(self, name: &str) -> Option<(EnumId, usize)> {
        self.memo.with(|m: &mut EnumMemo| {
            m.catch_up(self.enums);
            m.index.get(name).copied().flatten()
        })
    }

    fn types(self) -> Types<'a> {
        Types { typedefs: self.typedefs, store: self.store }
    }

    /// The `constexpr` function a call of `name` with `arity` arguments calls, when there is
    /// exactly one candidate that can be evaluated and no other overload of that arity.
    fn callee(self, name: &str, arity: usize) -> Option<(&'a Function, ExprId)> {
        let name = name.trim_start_matches("::");
        let before = u32::from(self.before.into_raw());
        let mut found = None;
        for (id, f) in self.functions.iter() {
            if u32::from(id.into_raw()) >= before
                || f.name != name
                || f.params.len() != arity
                || f.is_kernel()
            {
                continue;
            }
            // A prototype of the same function is fine; any other overload is ambiguous here.
            if !f.specs.is_constexpr {
                return None;
            }
            if let Some(e) = f.constexpr_return() {
                if found.is_some() {
                    return None;
                }
                found = Some((f, e));
            }
        }
        found
    }
}

/// The type of a constant after integral promotion, as far as the usual arithmetic conversions
/// need it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Arith {
    /// `int`, `unsigned`, `long`, `unsigned long` (`long long` alike): the same width on every
    /// target OCCA compiles for.
    Fixed { bits: u32, signed: bool },
    /// `size_t` and `uintptr_t`: 32 or 64 bits, depending on the target.
    Size,
    /// A type oklc does not know: a scoped constant, `ptrdiff_t`, a `?:` whose other arm has
    /// no value.
    Unknown,
}

const INT: Arith = Arith::Fixed { bits: 32, signed: true };

impl Arith {
    /// The type `t` promotes to: types narrower than `int` (and `bool`, `char`, `wchar_t`)
    /// become `int`.
    fn promoted(t: IntTy) -> Arith {
        match t {
            IntTy::Fixed { bits, signed } if bits >= 32 => Arith::Fixed { bits, signed },
            _ => INT,
        }
    }

    /// The values every type this stands for holds alike: a value or result outside them has
    /// no value here.
    fn range(self) -> (i128, i128) {
        match self {
            Arith::Fixed { bits, signed: true } => {
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            }
            Arith::Fixed { bits, signed: false } => (0, (1i128 << bits) - 1),
            Arith::Size => (0, i128::from(u32::MAX)),
            Arith::Unknown => (0, i128::from(i32::MAX)),
        }
    }

    /// The result of an arithmetic operation computed exactly as `v`: unsigned types wrap,
    /// anything else must hold it.
    fn wrap(self, v: i128) -> Option<i128> {
        match self {
            Arith::Fixed { bits, signed: false } => Some(v.rem_euclid(1i128 << bits)),
            _ => {
                let (lo, hi) = self.range();
                (lo..=hi).contains(&v).then_some(v)
            }
        }
    }

    /// The usual arithmetic conversions: the type both (promoted) operands convert to.
    fn common(a: Arith, b: Arith) -> Arith {
        match (a, b) {
            (Arith::Unknown, _) | (_, Arith::Unknown) => Arith::Unknown,
            (Arith::Size, _) | (_, Arith::Size) => Arith::Size,
            (Arith::Fixed { bits: x, signed: sx }, Arith::Fixed { bits: y, signed: sy }) => {
                if sx == sy {
                    Arith::Fixed { bits: x.max(y), signed: sx }
                } else {
                    let (ub, sb) = if sx { (y, x) } else { (x, y) };
                    // The unsigned type wins unless the signed one is wider.
                    if ub >= sb {
                        Arith::Fixed { bits: ub, signed: false }
                    } else {
                        Arith::Fixed { bits: sb, signed: true }
                    }
                }
            }
        }
    }
}

/// A constant and its (promoted) type; `v` is always within `ty`'s range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Num {
    v: i128,
    ty: Arith,
}

impl Num {
    fn new(v: i128, ty: Arith) -> Option<Num> {
        let (lo, hi) = ty.range();
        (lo..=hi).contains(&v).then_some(Num { v, ty })
    }

    fn int(v: bool) -> Num {
        Num { v: i128::from(v), ty: INT }
    }

    /// The value converted to `to`, the common type of an operation on it.
    fn to(self, to: Arith) -> Option<i128> {
        match to {
            Arith::Fixed { bits, signed } => IntTy::Fixed { bits, signed }.convert(self.v),
            _ => {
                let (lo, hi) = to.range();
                (lo..=hi).contains(&self.v).then_some(self.v)
            }
        }
    }
}

/// The integer type `ty` is (for conversions) and the type it promotes to, through typedefs.
fn arith_of(types: Types<'_>, store: &Store, ty: TyId) -> Option<(IntTy, Arith)> {
    let to = int_type(Some(types), store, ty)?;
    let named = match &resolve(Some(types), store, ty)?.1.kind {
        TyKind::Named { name, .. } => Some(name.clone()),
        _ => None,
    };
    let arith = match named {
        Some(n) if n.contains("size_t") && !n.contains("ssize") || n.contains("uintptr") => {
            Arith::Size
        }
        Some(n) if n.contains("ptr") || n.contains("size") => Arith::Unknown,
        _ => Arith::promoted(to),
    };
    Some((to, arith))
}

/// The type of an integer literal: the first of `int`, `long` (decimal) or `int`, `unsigned`,
/// `long`, `unsigned long` (other bases) that holds it, as its suffix allows.
fn literal_type(text: &str, v: i128) -> Option<Arith> {
    // Called for every integer literal the passes fold: no lowercase copy, no candidate list.
    let digits = text.trim_end_matches(['u', 'U', 'l', 'L', 'z', 'Z']);
    let suffix = &text.as_bytes()[digits.len()..];
    if suffix.iter().any(|c| c.eq_ignore_ascii_case(&b'z')) {
        return Some(Arith::Size);
    }
    let unsigned = suffix.iter().any(|c| c.eq_ignore_ascii_case(&b'u'));
    let long = suffix.iter().any(|c| c.eq_ignore_ascii_case(&b'l'));
    let decimal = !(digits.len() > 1 && digits.starts_with('0'));
    for bits in [32, 64] {
        if bits == 32 && long {
            continue;
        }
        if !unsigned {
            let t = Arith::Fixed { bits, signed: true };
            if Num::new(v, t).is_some() {
                return Some(t);
            }
        }
        if unsigned || !decimal {
            let t = Arith::Fixed { bits, signed: false };
            if Num::new(v, t).is_some() {
                return Some(t);
            }
        }
    }
    None
}

/// Whether an integer literal has an unsigned type (`16u`, `0xFFFFFFFF`), or none at all.
pub(crate) fn unsigned_literal(text: &str) -> bool {
    let Some(v) = oklc_ir::int_literal_value(text) else { return true };
    !matches!(literal_type(text, i128::from(v)), Some(Arith::Fixed { signed: true, .. }))
}

/// `a op b` under the usual arithmetic conversions (not `&&`/`||`, which short-circuit).
fn binary(op: BinaryOp, a: Num, b: Num) -> Option<Num> {
    match op {
        BinaryOp::Shl | BinaryOp::Shr => {
            // The left operand's type; the count must be below its width on every target.
            let bits = match a.ty {
                Arith::Fixed { bits, .. } => bits,
                _ => 32,
            };
            if !(0..i128::from(bits)).contains(&b.v) {
                return None;
            }
            if op == BinaryOp::Shr {
                return Some(Num { v: a.v >> b.v, ty: a.ty });
            }
            let v = a.v.checked_mul(1i128 << b.v)?;
            match a.ty {
                // A negative operand, or bits shifted past the unsigned counterpart's width,
                // are undefined (C++17).
                Arith::Fixed { bits, signed: true } => {
                    if a.v < 0 || v >= 1i128 << bits {
                        return None;
                    }
                    Some(Num { v: IntTy::Fixed { bits, signed: true }.convert(v)?, ty: a.ty })
                }
                t => Some(Num { v: t.wrap(v)?, ty: t }),
            }
        }
        BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge | BinaryOp::Eq | BinaryOp::Ne => {
            let t = Arith::common(a.ty, b.ty);
            let (x, y) = (a.to(t)?, b.to(t)?);
            let r = crate::fold::binary(op, x, y)?;
            Some(Num::int(r != 0))
        }
        BinaryOp::And | BinaryOp::Or | BinaryOp::Comma => None,
        _ => {
            let t = Arith::common(a.ty, b.ty);
            let r = crate::fold::binary(op, a.to(t)?, b.to(t)?)?;
            Some(Num { v: t.wrap(r)?, ty: t })
        }
    }
}

/// The depth a variable's or enumerator's value costs: at most 16 levels of them are followed,
/// since values are not memoised and each level may double the work (`b = a + a; c = b + b;`).
/// A `constexpr` function call costs the same, so recursion stops after 16 calls.
const VARIABLE_COST: u32 = crate::fold::MAX_FOLD_DEPTH / 16;

/// How many values (variables, enumerators, array elements, calls) one constant expression may
/// look up in all: 16 levels of a wide expression would otherwise be exponential work.
const MAX_LOOKUPS: u32 = 1 << 16;

/// The value of the constant expression `e` (in `f`'s store, or the module's when `f` is
/// `None`). Sums in which the same variable cancels count too, as in a tile's element loop
/// count `_occa_tiled_i + (dlong)16 - _occa_tiled_i`.
pub(crate) fn extent(
    names: ConstNames<'_>,
    f: Option<&Function>,
    e: ExprId,
    depth: u32,
) -> Option<i128> {
    let (lookups, track) = (Cell::new(MAX_LOOKUPS), Cell::new(Track::default()));
    let eval = Eval { names, lookups: &lookups, calls: true, track: &track };
    let (lin, ty) = eval.linear(Frame { f, args: &[] }, e, depth)?;
    let c = lin.as_constant()?;
    // `+`, `-` and `*` wrap the same way whenever they are reduced, so an unsigned sum is
    // reduced once here.
    Num::new(ty.wrap(c)?, ty).map(|n| n.v)
}

/// Whether `e` has a signed integer type (`None` when oklc does not know its type): a tile size
/// of unsigned type (`sizeof(int)`, `4u`, a `size_t` or `unsigned` argument) would make the tile
/// loop's comparisons unsigned. Constants and linear forms over typed variables are known.
pub(crate) fn has_signed_type(
    names: ConstNames<'_>,
    f: Option<&Function>,
    e: ExprId,
) -> Option<bool> {
    let (lookups, track) = (Cell::new(MAX_LOOKUPS), Cell::new(Track::default()));
    let eval = Eval { names, lookups: &lookups, calls: true, track: &track };
    let (_, ty) = eval.linear(Frame { f, args: &[] }, e, 0)?;
    match ty {
        Arith::Fixed { signed, .. } => Some(signed),
        Arith::Size => Some(false),
        Arith::Unknown => None,
    }
}

/// The type of the integer expression `e` of `f` after integral promotion, on an LP64 host
/// (the serial and OpenMP code: `long` and `size_t` have 64 bits), or `None` when oklc does not
/// know it: a call, a member of a record it does not model, a bit-field, a floating, pointer,
/// class or `auto` type, a scoped constant. Only the type is computed, never a value, so any
/// integer expression over typed variables, literals, casts and enumerators is known.
pub(crate) fn host_int_type(module: &Module, fid: FunctionId, e: ExprId) -> Option<IntTy> {
    let f = module.functions.get(fid)?;
    let names = ConstNames::of(module, fid);
    let (lookups, track) = (Cell::new(MAX_LOOKUPS), Cell::new(Track::default()));
    let eval = Eval { names, lookups: &lookups, calls: false, track: &track };
    match (HostTypes { module, f, eval }).arith(e, 0)? {
        Arith::Fixed { bits, signed } => Some(IntTy::Fixed { bits, signed }),
        Arith::Size => Some(IntTy::Fixed { bits: 64, signed: false }),
        Arith::Unknown => None,
    }
}

/// The type the usual arithmetic conversions compute `a op b` in on the host, for operands of
/// integer types `a` and `b` (each promoted first).
pub(crate) fn host_common_type(a: IntTy, b: IntTy) -> Option<IntTy> {
    match Arith::common(Arith::promoted(a), Arith::promoted(b)) {
        Arith::Fixed { bits, signed } => Some(IntTy::Fixed { bits, signed }),
        Arith::Size | Arith::Unknown => None,
    }
}

/// [`host_int_type`]'s walk: [`Arith::Size`] stands for the host's 64-bit `size_t`.
#[derive(Clone, Copy)]
struct HostTypes<'a, 'c> {
    module: &'a Module,
    f: &'a Function,
    eval: Eval<'a, 'c>,
}

impl<'a> HostTypes<'a, '_> {
    fn arith(self, e: ExprId, depth: u32) -> Option<Arith> {
        if depth > crate::fold::MAX_FOLD_DEPTH {
            return None;
        }
        let sub = |x: ExprId| self.arith(x, depth + 1);
        let store = &self.f.store;
        let t = match store.exprs.get(e)? {
            Expr::Literal(l) => match l.kind {
                LitKind::Int => {
                    let v = i128::from(oklc_ir::int_literal_value(&l.text)?);
                    literal_type(&l.text, v)?
                }
                // `U'x'` is a `char32_t`, which promotes to `unsigned`; other characters and
                // `bool` promote to `int`.
                LitKind::Char if l.text.starts_with('U') => {
                    Arith::Fixed { bits: 32, signed: false }
                }
                LitKind::Char | LitKind::Bool => INT,
                _ => return None,
            },
            Expr::Name(n) => {
                let (id, pos) = self.eval.names.unscoped_enumerator(n)?;
                self.eval.enumerator(id, pos, depth)?.ty
            }
            Expr::Local(_)
            | Expr::Global(_)
            | Expr::Member { .. }
            | Expr::Index { .. }
            | Expr::Unary { op: UnaryOp::Deref, .. } => {
                let (store, ty) = self.object_type(e)?;
                let types = Types::of(self.module);
                Arith::promoted(int_type(Some(types), store, ty)?)
            }
            Expr::Cast { ty, .. } => {
                Arith::promoted(int_type(Some(Types::of(self.module)), store, *ty)?)
            }
            Expr::Unary { op: UnaryOp::Plus | UnaryOp::Neg | UnaryOp::BitNot, arg } => sub(*arg)?,
            Expr::Unary { op: UnaryOp::Not, .. } => INT,
            Expr::Binary { op, lhs, rhs } => match op {
                BinaryOp::Mul
                | BinaryOp::Div
                | BinaryOp::Rem
                | BinaryOp::Add
                | BinaryOp::Sub
                | BinaryOp::BitAnd
                | BinaryOp::BitXor
                | BinaryOp::BitOr => Arith::common(sub(*lhs)?, sub(*rhs)?),
                BinaryOp::Shl | BinaryOp::Shr => sub(*lhs)?,
                BinaryOp::Lt
                | BinaryOp::Gt
                | BinaryOp::Le
                | BinaryOp::Ge
                | BinaryOp::Eq
                | BinaryOp::Ne
                | BinaryOp::And
                | BinaryOp::Or => INT,
                BinaryOp::Comma => sub(*rhs)?,
                BinaryOp::Spaceship | BinaryOp::PtrMemDot | BinaryOp::PtrMemArrow => return None,
            },
            Expr::Cond { then, els, .. } => Arith::common(sub(*then)?, sub(*els)?),
            Expr::SizeOfType(_) | Expr::SizeOfExpr(_) | Expr::AlignOf(_) => Arith::Size,
            _ => return None,
        };
        Some(t)
    }

    /// The declared type of the object `e` names (a variable, an element, a field), with the
    /// store it lives in; `None` through a bit-field or a record oklc does not model.
    fn object_type(self, e: ExprId) -> Option<(&'a Store, TyId)> {
        let o = oklc_ir::object_type(self.module, self.f, e).filter(|o| o.exact)?;
        Some((o.store, o.ty))
    }
}

/// Where an expression is evaluated: a function's store (the module's for `None`) and, inside
/// a `constexpr` call, the values of the callee's parameters.
#[derive(Clone, Copy)]
struct Frame<'f> {
    f: Option<&'f Function>,
    args: &'f [Num],
}

/// Looks `name` up as C++ does from the body of the frame's function: a function of a
/// namespace (lowered under its qualified name, `util::pad`) sees its scopes' names first,
/// innermost first, then the file's.
fn in_scopes<T>(
    frame: Frame<'_>,
    name: &str,
    mut find: impl FnMut(&str) -> Option<T>,
) -> Option<T> {
    let bare = name.trim_start_matches("::");
    if let Some(f) = frame.f
        && !name.starts_with("::")
    {
        let mut scope = f.name.as_str();
        while let Some((outer, _)) = scope.rsplit_once("::") {
            if let Some(found) = find(&format!("{outer}::{bare}")) {
                return Some(found);
            }
            scope = outer;
        }
    }
    find(bare)
}

#[derive(Clone, Copy)]
struct Eval<'a, 'c> {
    names: ConstNames<'a>,
    lookups: &'c Cell<u32>,
    /// Whether `constexpr` calls are evaluated: not in the arm a `?:` does not take, which is
    /// only evaluated for its type and would otherwise recurse past a recursive function's base
    /// case.
    calls: bool,
    track: &'c Cell<Track>,
}

/// What an evaluation met that ties its result to where it ran; an enum's values are only
/// memoised ([`EnumValues::Known`]) when they met none of it.
#[derive(Clone, Copy, Default)]
struct Track {
    /// The deepest level a step started at.
    deepest: u32,
    /// A step stopped at the depth or lookup limit; a call was met (the functions it may call
    /// depend on the function being compiled, and calls are off in a `?:` arm not taken); or
    /// a name that is not an unscoped enumerator with a value was met (a scoped constant, or
    /// an enum lowered later, could give it one).
    depends: bool,
}

impl<'a> Eval<'a, '_> {
    /// Spends one lookup; `false` when none are left.
    fn lookup(self) -> bool {
        let left = self.lookups.get();
        self.lookups.set(left.saturating_sub(1));
        if left == 0 {
            self.depends();
        }
        left > 0
    }

    fn depends(self) {
        self.track.set(Track { depends: true, ..self.track.get() });
    }

    /// Records a step at `depth`; `false` past the depth limit.
    fn reach(self, depth: u32) -> bool {
        let t = self.track.get();
        self.track.set(Track { deepest: t.deepest.max(depth), ..t });
        if depth > crate::fold::MAX_FOLD_DEPTH {
            self.depends();
            return false;
        }
        true
    }

    fn store<'f>(self, frame: Frame<'f>) -> &'f Store
    where
        'a: 'f,
    {
        frame.f.map_or(self.names.store, |f| &f.store)
    }

    /// `e` as a linear form over the variables that have no constant value, with its type.
    fn linear(self, frame: Frame<'_>, e: ExprId, depth: u32) -> Option<(Linear, Arith)> {
        if !self.reach(depth) {
            return None;
        }
        let store = self.store(frame);
        let sub = |x: ExprId| self.linear(frame, x, depth + 1);
        let symbolic = |lin: &Linear| !lin.terms.is_empty();
        match store.exprs.get(e)? {
            Expr::Binary { op: op @ (BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul), lhs, rhs } => {
                let (l, lt) = sub(*lhs)?;
                let (r, rt) = sub(*rhs)?;
                if !symbolic(&l) && !symbolic(&r) {
                    let n = binary(*op, Num::new(l.constant, lt)?, Num::new(r.constant, rt)?)?;
                    return Some((Linear::constant(n.v), n.ty));
                }
                let t = Arith::common(lt, rt);
                let lin = match op {
                    BinaryOp::Add => l.add(r, 1)?,
                    BinaryOp::Sub => l.add(r, -1)?,
                    _ => match (l.as_constant(), r.as_constant()) {
                        (Some(c), _) => r.scale(c)?,
                        (_, Some(c)) => l.scale(c)?,
                        _ => return None,
                    },
                };
                Some((lin, t))
            }
            Expr::Unary { op: UnaryOp::Neg, arg } => {
                let (a, t) = sub(*arg)?;
                match a.as_constant() {
                    Some(c) => Some((Linear::constant(t.wrap(-c)?), t)),
                    None => Some((a.scale(-1)?, t)),
                }
            }
            Expr::Unary { op: UnaryOp::Plus, arg } => sub(*arg),
            Expr::Local(_) | Expr::Global(_) | Expr::Name(_) => {
                if let Some(n) = self.value(frame, e, depth) {
                    return Some((Linear::constant(n.v), n.ty));
                }
                let (term, ty) = match store.exprs.get(e)? {
                    Expr::Local(l) => {
                        let f = frame.f?;
                        (
                            Term::Local(*l),
                            arith_of(self.names.types(), &f.store, f.locals.get(*l)?.ty)?.1,
                        )
                    }
                    Expr::Global(g) => {
                        let ty = self.names.globals.get(*g)?.ty;
                        (Term::Global(*g), arith_of(self.names.types(), self.names.store, ty)?.1)
                    }
                    Expr::Name(n) => (Term::Name(n.clone()), Arith::Unknown),
                    _ => return None,
                };
                Some((Linear::term(term), ty))
            }
            // A symbolic value keeps its form through a cast (`(int)(_occa_tiled_i + 16)`).
            Expr::Cast { ty, arg, .. } => {
                let (to, t) = arith_of(self.names.types(), store, *ty)?;
                let (a, _) = sub(*arg)?;
                match a.as_constant() {
                    Some(c) => Some((Linear::constant(to.convert(c)?), t)),
                    None => (to != IntTy::Bool).then_some((a, t)),
                }
            }
            _ => self.value(frame, e, depth).map(|n| (Linear::constant(n.v), n.ty)),
        }
    }

    fn value(self, frame: Frame<'_>, e: ExprId, depth: u32) -> Option<Num> {
        if !self.reach(depth) {
            return None;
        }
        let store = self.store(frame);
        let types = self.names.types();
        let sub = |x: ExprId| self.value(frame, x, depth + 1);
        match store.exprs.get(e)? {
            Expr::Literal(l) => {
                let v = crate::fold::const_int(store, e)?;
                match l.kind {
                    LitKind::Int => Num::new(v, literal_type(&l.text, v)?),
                    // `bool` and `char` promote to `int`.
                    _ => Num::new(v, INT),
                }
            }
            Expr::Local(l) => {
                let f = frame.f?;
                if let Some(i) = f.params.iter().position(|p| p == l) {
                    return frame.args.get(i).copied();
                }
                let local = f.locals.get(*l)?;
                let init = constant_init(&f.store, local.ty, &local.class, local.init.as_ref())?;
                let v = self.variable(Frame { f: Some(f), args: &[] }, init, depth)?;
                convert(types, &f.store, local.ty, v)
            }
            Expr::Global(g) => {
                let global = self.names.globals.get(*g)?;
                let init = constant_init(
                    self.names.store,
                    global.ty,
                    &global.class,
                    global.init.as_ref(),
                )?;
                let v = self.variable(Frame { f: None, args: &[] }, init, depth)?;
                convert(types, self.names.store, global.ty, v)
            }
            Expr::Name(n) => {
                // An enumerator of an enum defined in the function's body hides file-scope names.
                if let Some(local) = frame.f.and_then(|f| f.local_const(n)) {
                    self.depends();
                    return Num::new(i128::from(local?), Arith::Unknown);
                }
                let enumerator = self.names.unscoped_enumerator(n);
                match enumerator.and_then(|(id, pos)| self.enumerator(id, pos, depth)) {
                    Some(v) => Some(v),
                    None => {
                        self.depends();
                        let v = in_scopes(frame, n, |name| self.names.scoped.get(name))?;
                        Num::new(i128::from(*v), Arith::Unknown)
                    }
                }
            }
            // `(int)Lanes::count`: a scoped enumerator only converts to an integer with a cast;
            // `(dlong)N`: a user typedef is followed to the integer type it names.
            Expr::Cast { ty, arg, .. } => convert(types, store, *ty, sub(*arg)?),
            Expr::Unary { op, arg } => {
                let a = sub(*arg)?;
                match op {
                    UnaryOp::Plus => Some(a),
                    UnaryOp::Neg => Num::new(a.ty.wrap(-a.v)?, a.ty),
                    UnaryOp::Not => Some(Num::int(a.v == 0)),
                    UnaryOp::BitNot => match a.ty {
                        Arith::Fixed { .. } => Num::new(a.ty.wrap(!a.v)?, a.ty),
                        // Depends on the width.
                        _ => None,
                    },
                    _ => None,
                }
            }
            Expr::Cond { cond, then, els } => {
                let (taken, other) = if sub(*cond)?.v != 0 { (*then, *els) } else { (*els, *then) };
                let a = sub(taken)?;
                // The result has the arms' common type; an arm not taken need not be a
                // constant, and then the type is not known.
                let ty = match (Eval { calls: false, ..self }).value(frame, other, depth + 1) {
                    Some(b) => Arith::common(a.ty, b.ty),
                    None => Arith::Unknown,
                };
                Num::new(a.to(ty)?, ty)
            }
            // Only what C++ evaluates: `n > 0 && 64 / n > 2` is a constant for `n == 0`.
            Expr::Binary { op: BinaryOp::And, lhs, rhs } => {
                Some(Num::int(sub(*lhs)?.v != 0 && sub(*rhs)?.v != 0))
            }
            Expr::Binary { op: BinaryOp::Or, lhs, rhs } => {
                Some(Num::int(sub(*lhs)?.v != 0 || sub(*rhs)?.v != 0))
            }
            Expr::Binary { op, lhs, rhs } => binary(*op, sub(*lhs)?, sub(*rhs)?),
            Expr::SizeOfType(ty) => self.size_of(frame, *ty, depth, false),
            Expr::AlignOf(ty) => self.size_of(frame, *ty, depth, true),
            Expr::SizeOfExpr(x) => {
                let (frame, ty) = self.object_type(frame, *x, depth)?;
                self.size_of(frame, ty, depth, false)
            }
            Expr::Index { base, index } => {
                let i = usize::try_from(sub(*index)?.v).ok()?;
                self.element(frame, *base, i, depth)
            }
            Expr::Call { callee, args } if self.calls => {
                self.depends();
                let Expr::Name(name) = store.exprs.get(*callee)? else { return None };
                let (callee, body) = in_scopes(frame, name, |n| self.names.callee(n, args.len()))?;
                let mut values = Vec::with_capacity(args.len());
                for (a, p) in args.iter().zip(&callee.params) {
                    let ty = callee.locals.get(*p)?.ty;
                    values.push(convert(types, &callee.store, ty, sub(*a)?)?);
                }
                let v = self.variable(Frame { f: Some(callee), args: &values }, body, depth)?;
                convert(types, &callee.store, callee.ret, v)
            }
            Expr::Call { .. } => {
                self.depends();
                None
            }
            _ => None,
        }
    }

    /// The value of a variable's initialiser, a `constexpr` function's body or an enumerator:
    /// one lookup, [`VARIABLE_COST`] deeper.
    fn variable(self, frame: Frame<'_>, e: ExprId, depth: u32) -> Option<Num> {
        if !self.lookup() {
            return None;
        }
        self.value(frame, e, depth + VARIABLE_COST)
    }

    /// The value of enumerator `pos` of the unscoped enum `id` (`enum { TILE = 8, HALF };`),
    /// from the enum's memoised values where they hold here, else worked out in place.
    fn enumerator(self, id: EnumId, pos: usize, depth: u32) -> Option<Num> {
        let def = self.names.enums.get(id)?;
        let memo = |m: &mut EnumMemo| match m.values.get(&id) {
            Some(EnumValues::Known { values, spent, depth }) => {
                Some(Some((values.get(pos).copied().flatten(), *spent, *depth)))
            }
            Some(_) => Some(None),
            None => None,
        };
        let known = match self.names.memo.with(memo) {
            Some(known) => known,
            None => {
                // Worked out once, from depth 0 with every lookup left, and kept when nothing
                // tied the values to that.
                self.names.memo.with(|m: &mut EnumMemo| m.values.insert(id, EnumValues::Pending));
                let (lookups, track) = (Cell::new(MAX_LOOKUPS), Cell::new(Track::default()));
                let fresh = Eval { lookups: &lookups, track: &track, ..self };
                let values = fresh.enum_values(def, 0);
                let t = track.get();
                let entry = if t.depends {
                    EnumValues::InContext
                } else {
                    let spent = MAX_LOOKUPS - lookups.get();
                    EnumValues::Known { values, spent, depth: t.deepest }
                };
                self.names.memo.with(|m: &mut EnumMemo| {
                    m.values.insert(id, entry);
                    memo(m)
                })?
            }
        };
        if let Some((v, spent, need)) = known {
            let left = self.lookups.get();
            if depth.saturating_add(need) <= crate::fold::MAX_FOLD_DEPTH && left >= spent {
                // Exactly what working them out here would spend and reach.
                self.lookups.set(left - spent);
                self.reach(depth + need);
                return v;
            }
        }
        self.enum_values(def, depth).get(pos).copied().flatten()
    }

    /// The values of an enum's enumerators, each of the type its enumeration promotes to: the
    /// fixed underlying type, else the first of `int`, `unsigned`, `long`, `unsigned long`
    /// that holds every enumerator.
    fn enum_values(self, def: &EnumDef, depth: u32) -> Vec<Option<Num>> {
        let module = Frame { f: None, args: &[] };
        let mut values = Vec::with_capacity(def.enumerators.len());
        let mut next: Option<i128> = Some(0);
        for (_, value) in &def.enumerators {
            let v = match value {
                Some(e) => self.variable(module, *e, depth).map(|n| n.v),
                None => next,
            };
            values.push(v);
            next = v.and_then(|v| v.checked_add(1));
        }
        if let Some(u) = def.underlying {
            let Some((to, ty)) = arith_of(self.names.types(), self.names.store, u) else {
                return vec![None; values.len()];
            };
            return values.iter().map(|v| Num::new(to.convert((*v)?)?, ty)).collect();
        }
        let ty = if values.iter().all(Option::is_some) {
            [(32, true), (32, false), (64, true), (64, false)]
                .into_iter()
                .map(|(bits, signed)| Arith::Fixed { bits, signed })
                .find(|t| values.iter().flatten().all(|v| Num::new(*v, *t).is_some()))
        } else {
            Some(Arith::Unknown)
        };
        values.iter().map(|v| Num::new((*v)?, ty?)).collect()
    }

    /// Element `i` of the `const`/`constexpr` integer array `base` names (`strides[1]` with
    /// `constexpr int strides[3] = {1, 4, 16};`); elements past the initialisers are 0.
    fn element(self, frame: Frame<'_>, base: ExprId, i: usize, depth: u32) -> Option<Num> {
        let (owner, ty, class, init) = match self.store(frame).exprs.get(base)? {
            Expr::Local(l) => {
                let f = frame.f?;
                if f.params.contains(l) {
                    return None;
                }
                let local = f.locals.get(*l)?;
                (Frame { f: Some(f), args: &[] }, local.ty, &local.class, local.init.as_ref()?)
            }
            Expr::Global(g) => {
                let g = self.names.globals.get(*g)?;
                (Frame { f: None, args: &[] }, g.ty, &g.class, g.init.as_ref()?)
            }
            _ => return None,
        };
        let store = self.store(owner);
        let TyKind::Array { elem, size } = store.types.get(ty)?.kind else { return None };
        let elem_ty = store.types.get(elem)?;
        if !(class.is_constexpr || elem_ty.quals.contains(Quals::CONST)) {
            return None;
        }
        arith_of(self.names.types(), store, elem)?;
        let items: Vec<ExprId> = match init {
            Init::Assign(list) => match store.exprs.get(*list)? {
                Expr::InitList(entries) => {
                    if entries.iter().any(|x| !x.designators.is_empty()) {
                        return None;
                    }
                    entries.iter().map(|x| x.value).collect()
                }
                _ => return None,
            },
            Init::Brace(args) => args.clone(),
            Init::Direct(_) => return None,
        };
        // `int a[] = {1, 2}` has as many elements as initialisers.
        let len = match size {
            Some(size) => usize::try_from(self.value(owner, size, depth + 1)?.v).ok()?,
            None => items.len(),
        };
        if i >= len {
            return None;
        }
        let v = match items.get(i) {
            Some(x) => self.variable(owner, *x, depth)?,
            None => Num::int(false),
        };
        convert(self.names.types(), store, elem, v)
    }

    /// The type of the object `sizeof x` measures, with the frame whose store holds it: a
    /// local or a global array, or elements of one (`sizeof(w[0])`, `sizeof w[1][0]`), so
    /// that `sizeof(w) / sizeof(w[0])` counts elements.
    fn object_type<'f>(self, frame: Frame<'f>, x: ExprId, depth: u32) -> Option<(Frame<'f>, TyId)>
    where
        'a: 'f,
    {
        if !self.reach(depth) {
            return None;
        }
        match self.store(frame).exprs.get(x)? {
            // A parameter declared as an array is a pointer.
            Expr::Local(l) if !frame.f?.params.contains(l) => {
                Some((Frame { f: frame.f, args: &[] }, frame.f?.locals.get(*l)?.ty))
            }
            Expr::Global(g) => Some((Frame { f: None, args: &[] }, self.names.globals.get(*g)?.ty)),
            Expr::Index { base, .. } => {
                let (frame, ty) = self.object_type(frame, *base, depth + 1)?;
                let (store, t) = resolve(Some(self.names.types()), self.store(frame), ty)?;
                let frame = self.frame_holding(frame, store);
                match &t.kind {
                    TyKind::Array { elem, .. } => Some((frame, *elem)),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The frame whose store `store` is: a resolved type's array extents live in its store,
    /// the function's, or the module's for a typedef's type.
    fn frame_holding<'f>(self, frame: Frame<'f>, store: &Store) -> Frame<'f> {
        if std::ptr::eq(store, self.names.store) { Frame { f: None, args: &[] } } else { frame }
    }

    /// `sizeof(ty)` (or `alignof` when `align`), of type `size_t`, for the types whose layout
    /// every OCCA target shares: see [`scalar_size`]; arrays of them, typedefs of them and
    /// enums with a fixed underlying type.
    fn size_of(self, frame: Frame<'_>, ty: TyId, depth: u32, align: bool) -> Option<Num> {
        let v = self.size_value(frame, ty, depth, align)?;
        Num::new(v, Arith::Size)
    }

    fn size_value(self, frame: Frame<'_>, ty: TyId, depth: u32, align: bool) -> Option<i128> {
        let (store, t) = resolve(Some(self.names.types()), self.store(frame), ty)?;
        let frame = self.frame_holding(frame, store);
        match &t.kind {
            TyKind::Builtin(b) => scalar_size(*b),
            TyKind::Named { name, refers: NamedRef::Opaque | NamedRef::Typedef(_), .. } => {
                match IntTy::of_standard_name(name)? {
                    // `size_t`, `ptrdiff_t`, `intptr_t` have the width of a pointer, which is
                    // 4 bytes on 32-bit OpenCL devices.
                    IntTy::Fixed { bits, .. } if name.contains("int") && !name.contains("ptr") => {
                        Some(i128::from(bits / 8))
                    }
                    _ => None,
                }
            }
            TyKind::Named { refers: NamedRef::Enum(id), .. } => {
                let underlying = self.names.enums.get(*id)?.underlying?;
                self.size_value(Frame { f: None, args: &[] }, underlying, depth + 1, align)
            }
            TyKind::Array { elem, size: Some(size) } => {
                let elem = self.size_value(frame, *elem, depth + 1, align)?;
                if align {
                    return Some(elem);
                }
                let n = self.value(frame, *size, depth + 1)?.v;
                if n < 1 {
                    return None;
                }
                n.checked_mul(elem)
            }
            _ => None,
        }
    }
}

/// `(ty)n`: `n` converted to the integer type `ty` (of `store`), with the type it promotes to.
fn convert(types: Types<'_>, store: &Store, ty: TyId, n: Num) -> Option<Num> {
    let (to, arith) = arith_of(types, store, ty)?;
    Num::new(to.convert(n.v)?, arith)
}

/// `sizeof` (and `alignof`) of a builtin type, where every target OCCA compiles for agrees:
/// LP64 hosts (the serial and OpenMP code), CUDA, HIP, OpenCL, Metal and SYCL devices. `bool`
/// (implementation-defined in OpenCL C), `wchar_t` (2 or 4 bytes), `long double` (8 to 16) and
/// `void` are left alone, and so are pointers (4 bytes on 32-bit OpenCL devices).
pub(crate) fn scalar_size(b: Builtin) -> Option<i128> {
    match b {
        Builtin::Char | Builtin::SChar | Builtin::UChar => Some(1),
        Builtin::Short | Builtin::UShort | Builtin::Char16 => Some(2),
        Builtin::Int | Builtin::UInt | Builtin::Char32 | Builtin::Float => Some(4),
        Builtin::Long
        | Builtin::ULong
        | Builtin::LongLong
        | Builtin::ULongLong
        | Builtin::Double => Some(8),
        Builtin::Bool | Builtin::WChar | Builtin::LongDouble | Builtin::Void => None,
    }
}

/// The initialiser of a variable that C++ lets appear in a constant expression: `const` or
/// `constexpr`, of integer type, initialised with one expression.
fn constant_init(
    store: &Store,
    ty: TyId,
    class: &StorageClass,
    init: Option<&Init>,
) -> Option<ExprId> {
    let t = store.types.get(ty)?;
    let TyKind::Builtin(b) = t.kind else { return None };
    if !b.is_integer() || !(t.quals.contains(Quals::CONST) || class.is_constexpr) {
        return None;
    }
    match init? {
        Init::Assign(e) => Some(*e),
        Init::Direct(args) | Init::Brace(args) if args.len() == 1 => Some(args[0]),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const UINT: Arith = Arith::Fixed { bits: 32, signed: false };
    const LONG: Arith = Arith::Fixed { bits: 64, signed: true };
    const ULONG: Arith = Arith::Fixed { bits: 64, signed: false };

    fn num(v: i128, ty: Arith) -> Num {
        Num::new(v, ty).unwrap()
    }

    #[test]
    fn literals_have_cpp_types() {
        assert_eq!(literal_type("7", 7), Some(INT));
        assert_eq!(literal_type("7u", 7), Some(UINT));
        assert_eq!(literal_type("7ul", 7), Some(ULONG));
        assert_eq!(literal_type("3000000000", 3_000_000_000), Some(LONG));
        assert_eq!(literal_type("0xFFFFFFFF", 0xFFFF_FFFF), Some(UINT));
        assert_eq!(literal_type("7z", 7), Some(Arith::Size));
        assert!(unsigned_literal("0x80000000") && !unsigned_literal("0x7FFFFFFF"));
    }

    #[test]
    fn host_comparisons_use_the_usual_arithmetic_conversions() {
        let t = |bits, signed| IntTy::Fixed { bits, signed };
        let (short, int, uint, long, ulong) =
            (t(16, true), t(32, true), t(32, false), t(64, true), t(64, false));
        // `int` against `int` and `unsigned` against `int` keep the iterator's type.
        assert_eq!(host_common_type(int, int), Some(int));
        assert_eq!(host_common_type(uint, int), Some(uint));
        // A wider bound or an unsigned one of equal rank changes it (OpenMP would narrow it).
        assert_eq!(host_common_type(int, long), Some(long));
        assert_eq!(host_common_type(int, uint), Some(uint));
        assert_eq!(host_common_type(uint, long), Some(long));
        assert_eq!(host_common_type(long, ulong), Some(ulong));
        // Narrow types promote to `int`; `char` (of either signedness) too.
        assert_eq!(host_common_type(short, short), Some(int));
        assert_eq!(host_common_type(IntTy::Varies, IntTy::Bool), Some(int));
    }

    #[test]
    fn unsigned_operands_wrap_and_convert() {
        let sub = |a, b| binary(BinaryOp::Sub, a, b);
        // `0u - 1`, `-1 < 0u`, `(0u - 1) / 2`.
        assert_eq!(sub(num(0, UINT), num(1, INT)), Some(num(0xFFFF_FFFF, UINT)));
        assert_eq!(binary(BinaryOp::Lt, num(-1, INT), num(0, UINT)), Some(Num::int(false)));
        assert_eq!(
            binary(BinaryOp::Div, num(0xFFFF_FFFF, UINT), num(2, INT)).unwrap().v,
            0x7FFF_FFFF
        );
        // `-1L + 0u` is a `long`: it holds every `unsigned` value.
        assert_eq!(binary(BinaryOp::Add, num(-1, LONG), num(0, UINT)), Some(num(-1, LONG)));
        // `size_t` wraps at 32 or 64 bits: no value.
        assert_eq!(sub(num(4, Arith::Size), num(8, INT)), None);
        assert_eq!(binary(BinaryOp::Mul, num(4, Arith::Size), num(-1, INT)), None);
        assert_eq!(sub(num(8, Arith::Size), num(4, INT)), Some(num(4, Arith::Size)));
        // Signed overflow and oversized shifts have no value.
        assert_eq!(binary(BinaryOp::Add, num(i128::from(i32::MAX), INT), num(1, INT)), None);
        assert_eq!(binary(BinaryOp::Shl, num(1, INT), num(32, INT)), None);
        assert_eq!(binary(BinaryOp::Shl, num(1, INT), num(31, INT)), Some(num(-(1 << 31), INT)));
        assert_eq!(binary(BinaryOp::Shl, num(1, UINT), num(35, INT)), None);
    }

    fn name(m: &mut Module, n: &str) -> ExprId {
        m.store.expr(Expr::Name(n.into()), None)
    }

    fn int(m: &mut Module, v: i128) -> ExprId {
        m.store.expr(Expr::Literal(oklc_ir::Literal::int(v)), None)
    }

    fn add_enum(m: &mut Module, scoped: bool, enumerators: Vec<(&str, Option<ExprId>)>) {
        let enumerators = enumerators.into_iter().map(|(n, v)| (n.into(), v)).collect();
        let span = oklc_span::Span::default();
        m.enums.alloc(EnumDef { name: None, scoped, underlying: None, enumerators, span });
    }

    /// The value of the name `n` as an extent, evaluated `depth` levels deep.
    fn value_of(m: &mut Module, n: &str, depth: u32) -> Option<i128> {
        let e = name(m, n);
        if m.functions.is_empty() {
            let span = oklc_span::Span::default();
            m.functions.alloc(Function::new("k", oklc_ir::FunctionKind::Helper, span));
        }
        let f = m.functions.iter().map(|(f, _)| f).next()?;
        extent(ConstNames::of(m, f), None, e, depth)
    }

    /// Enumerators resolve as before the memo: the first unscoped enum declaring a name wins,
    /// scoped enums are skipped, an enumerator naming one of its own enum still has its value,
    /// and a name no enum declares yet gets the value of an enum added later (the item-by-item
    /// driver grows the module between uses). Every name is asked twice, the second time from
    /// the memo, which also keeps the depth limit.
    #[test]
    fn enumerators_resolve_the_same_from_the_memo() {
        let mut m = Module::default();
        let (four, a, two) = (int(&mut m, 4), name(&mut m, "A"), int(&mut m, 2));
        let twice = m.store.expr(Expr::Binary { op: BinaryOp::Mul, lhs: a, rhs: two }, None);
        add_enum(&mut m, false, vec![("A", Some(four)), ("B", None), ("C", Some(twice))]);
        let nine = int(&mut m, 9);
        add_enum(&mut m, true, vec![("D", Some(nine))]);
        let (hundred, seven) = (int(&mut m, 100), int(&mut m, 7));
        add_enum(&mut m, false, vec![("A", Some(hundred)), ("D", Some(seven))]);
        let later = name(&mut m, "L");
        add_enum(&mut m, false, vec![("X", Some(later))]);
        for (n, v) in [("A", 4), ("B", 5), ("C", 8), ("D", 7)] {
            for _ in 0..2 {
                assert_eq!(value_of(&mut m, n, 0), Some(v), "{n}");
            }
        }
        // A literal enumerator's value is one variable deeper: from the memo too.
        let deepest = crate::fold::MAX_FOLD_DEPTH - VARIABLE_COST;
        for (n, v) in [("A", 4), ("D", 7)] {
            assert_eq!(value_of(&mut m, n, deepest), Some(v), "{n}");
            assert_eq!(value_of(&mut m, n, deepest + 1), None, "{n}");
        }
        assert_eq!(value_of(&mut m, "X", 0), None);
        let three = int(&mut m, 3);
        add_enum(&mut m, false, vec![("L", Some(three))]);
        assert_eq!(value_of(&mut m, "X", 0), Some(3));
        assert_eq!(value_of(&mut m, "L", 0), Some(3));
    }
}
