//! `shared`: placement of `@shared` variables (spec §5.3) and their shape (§3.4), plus the
//! placement walk that `exclusive` reuses.
//!
//! A `@shared` or `@exclusive` declaration must sit inside an `@outer` loop and not inside an
//! `@inner` loop; every other reference to the variable must be inside an `@inner` loop —
//! including initialisers of other declarations, loop bounds and conditions placed between the
//! loops. `@shared` variables must be arrays whose every extent is a positive constant
//! (typedef'd array types are followed into the module's typedefs). An extent may name
//! `const`/`constexpr` integer variables with constant initialisers, as C++ allows
//! (`constexpr int N = 16; @shared float s[2 * N];`). The extent is printed as written: a
//! backend that moves `@shared` declarations out of their scope (OpenCL's kernel-level
//! `__local`) must print the value instead when the extent names a local.

use std::cell::Cell;

use indexmap::IndexMap;
use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::la_arena::Arena;
use oklc_ir::{
    ArenaExt, BinaryOp, Block, Builtin, EnumDef, Expr, ExprId, Function, FunctionId, Global, Init,
    LocalId, LoopId, LoopKind, Module, NamedRef, OklStorage, Quals, Stage, Stmt, StorageClass,
    Store, TyId, TyKind, Typedef, UnaryOp,
};
use smol_str::SmolStr;

use crate::fold::{IntTy, Types, int_type, resolve};
use crate::pipeline::{Pass, PassCx};
use crate::util::{expr_span, loop_span};

pub struct SharedPass;

impl Pass for SharedPass {
    fn name(&self) -> &'static str {
        "shared"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for fid in cx.functions() {
            let decls = placement(cx, fid, OklStorage::Shared);
            let module = &*cx.module;
            let f = &module.functions[fid];
            for d in &decls {
                let local = &f.locals[d.local];
                match array_shape(module, fid, local.ty) {
                    Shape::NotArray => cx.diagnostics.push(
                        Diagnostic::error(
                            codes::SHARED_NOT_ARRAY,
                            format!("`@shared` variable `{}` is not an array", local.name),
                            local.span,
                        )
                        .with_help(format!(
                            "declare it with constant extents, e.g. `@shared float {}[16];`",
                            local.name
                        )),
                    ),
                    Shape::NoExtent => cx.diagnostics.push(
                        Diagnostic::error(
                            codes::SHARED_SIZE,
                            format!("`@shared` array `{}` has no extent", local.name),
                            local.span,
                        )
                        .with_primary_message("declared with `[]`")
                        .with_help("give every dimension a constant extent, e.g. `[16]`"),
                    ),
                    Shape::NotPositive(span, v) => cx.diagnostics.push(
                        Diagnostic::error(
                            codes::SHARED_SIZE,
                            format!(
                                "extent of `@shared` array `{}` is {v}, not a positive constant",
                                local.name
                            ),
                            span.unwrap_or(local.span),
                        )
                        .with_primary_message(format!("this extent is {v}"))
                        .with_label(local.span, "declared here")
                        .with_help("every extent of a `@shared` array must be at least 1"),
                    ),
                    Shape::NotEvaluated(span) => cx.diagnostics.push(
                        Diagnostic::error(
                            codes::SHARED_SIZE,
                            format!(
                                "oklc cannot evaluate the extent of `@shared` array `{}` as a constant",
                                local.name
                            ),
                            span.unwrap_or(local.span),
                        )
                        .with_primary_message("not a constant oklc can evaluate")
                        .with_label(local.span, "declared here")
                        .with_help(
                            "write the extent with a macro, an enumerator or a `constexpr` integer variable",
                        )
                        .with_note(EVALUATED_NOTE),
                    ),
                    Shape::Ok => {}
                }
            }
            if !decls.is_empty()
                && let Some(k) = cx.kernel_mut(fid)
            {
                k.uses_shared = true;
            }
        }
    }
}

impl PassCx<'_> {
    /// The kernel record of `f` if `f` is a kernel.
    pub(crate) fn kernel_mut(&mut self, f: FunctionId) -> Option<&mut crate::KernelInfo> {
        if self.module.functions.get(f).is_some_and(|f| f.is_kernel()) {
            Some(self.kernel(f))
        } else {
            None
        }
    }
}

enum Shape {
    Ok,
    NotArray,
    /// `[]`.
    NoExtent,
    /// An extent (at this span, when known) evaluates to this value below 1.
    NotPositive(Option<oklc_span::Span>, i128),
    /// An extent oklc cannot evaluate: not a constant, or a constant oklc does not model.
    NotEvaluated(Option<oklc_span::Span>),
}

/// What oklc evaluates in an extent or an `@inner` bound, for diagnostics about one it cannot.
pub(crate) const EVALUATED_NOTE: &str = "oklc evaluates literals, integer arithmetic and casts, `sizeof`/`alignof` of builtin types and of their arrays, enumerators, `const`/`constexpr` integer variables and array elements, and calls of `constexpr` functions whose body is one `return`";

/// The shape of the type `ty` of a local of `f`.
fn array_shape(module: &Module, fid: FunctionId, ty: TyId) -> Shape {
    let f = &module.functions[fid];
    // `Some(f)` while the type lives in the function's store, `None` in the module's.
    let mut cur = (Some(f), ty);
    let mut arrays = 0;
    for _ in 0..256 {
        let (func, t) = cur;
        let st = func.map_or(&module.store, |f| &f.store);
        match st.types.get(t).map(|t| &t.kind) {
            Some(TyKind::Array { elem, size }) => {
                arrays += 1;
                let Some(s) = *size else { return Shape::NoExtent };
                match extent(ConstNames::of(module, fid), func, s, 0) {
                    Some(v) if v >= 1 => {}
                    Some(v) => return Shape::NotPositive(st.span_of(s), v),
                    None => return Shape::NotEvaluated(st.span_of(s)),
                }
                cur = (func, *elem);
            }
            Some(TyKind::Named { refers: NamedRef::Typedef(td), .. }) => {
                match module.typedefs.get(*td) {
                    Some(def) => cur = (None, def.ty),
                    None => break,
                }
            }
            _ => break,
        }
    }
    if arrays == 0 { Shape::NotArray } else { Shape::Ok }
}

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
}

impl<'a> ConstNames<'a> {
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
        }
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

/// The depth a variable's or enumerator's value costs: at most 16 levels of them are followed,
/// since values are not memoised and each level may double the work (`b = a + a; c = b + b;`).
/// A `constexpr` function call costs the same, so recursion stops after 16 calls.
const VARIABLE_COST: u32 = crate::fold::MAX_FOLD_DEPTH / 16;

/// How many values (variables, enumerators, array elements, calls) one constant expression may
/// look up in all: 16 levels of a wide expression would otherwise be exponential work.
const MAX_LOOKUPS: u32 = 1 << 16;

/// The value of the constant expression `e` (in `f`'s store, or the module's when `f` is
/// `None`). Names of `const`/`constexpr` integer variables with a constant initialiser count as
/// their values, through at most a few levels of them, and so do unscoped enumerators, elements
/// of `constexpr` integer arrays, calls of `constexpr` functions that return one expression,
/// and `sizeof`/`alignof` of the types whose size every target agrees on ([`size_of`]).
pub(crate) fn extent(
    names: ConstNames<'_>,
    f: Option<&Function>,
    e: ExprId,
    depth: u32,
) -> Option<i128> {
    let lookups = Cell::new(MAX_LOOKUPS);
    Eval { names, lookups: &lookups }.value(Frame { f, args: &[] }, e, depth)
}

/// Where an expression is evaluated: a function's store (the module's for `None`) and, inside
/// a `constexpr` call, the values of the callee's parameters.
#[derive(Clone, Copy)]
struct Frame<'f> {
    f: Option<&'f Function>,
    args: &'f [i128],
}

#[derive(Clone, Copy)]
struct Eval<'a, 'c> {
    names: ConstNames<'a>,
    lookups: &'c Cell<u32>,
}

impl<'a> Eval<'a, '_> {
    /// Spends one lookup; `false` when none are left.
    fn lookup(self) -> bool {
        let left = self.lookups.get();
        self.lookups.set(left.saturating_sub(1));
        left > 0
    }

    fn store<'f>(self, frame: Frame<'f>) -> &'f Store
    where
        'a: 'f,
    {
        frame.f.map_or(self.names.store, |f| &f.store)
    }

    fn value(self, frame: Frame<'_>, e: ExprId, depth: u32) -> Option<i128> {
        if depth > crate::fold::MAX_FOLD_DEPTH {
            return None;
        }
        let store = self.store(frame);
        let sub = |x: ExprId| self.value(frame, x, depth + 1);
        match store.exprs.get(e)? {
            Expr::Local(l) => {
                let f = frame.f?;
                if let Some(i) = f.params.iter().position(|p| p == l) {
                    return frame.args.get(i).copied();
                }
                let local = f.locals.get(*l)?;
                let init = constant_init(&f.store, local.ty, &local.class, local.init.as_ref())?;
                self.variable(Frame { f: Some(f), args: &[] }, init, depth)
            }
            Expr::Global(g) => {
                let global = self.names.globals.get(*g)?;
                let init = constant_init(
                    self.names.store,
                    global.ty,
                    &global.class,
                    global.init.as_ref(),
                )?;
                self.variable(Frame { f: None, args: &[] }, init, depth)
            }
            Expr::Name(n) => {
                let scoped = self.names.scoped.get(n.trim_start_matches("::"));
                self.enumerator(n, depth).or_else(|| scoped.map(|&v| i128::from(v)))
            }
            // `(int)Lanes::count`: a scoped enumerator only converts to an integer with a cast;
            // `(dlong)N`: a user typedef is followed to the integer type it names.
            Expr::Cast { ty, arg, .. } => {
                int_type(Some(self.names.types()), store, *ty)?.convert(sub(*arg)?)
            }
            Expr::Unary { op, arg } => {
                let a = sub(*arg)?;
                match op {
                    UnaryOp::Plus => Some(a),
                    UnaryOp::Neg => a.checked_neg(),
                    UnaryOp::Not => Some(i128::from(a == 0)),
                    UnaryOp::BitNot => Some(!a),
                    _ => None,
                }
            }
            Expr::Cond { cond, then, els } => {
                if sub(*cond)? != 0 {
                    sub(*then)
                } else {
                    sub(*els)
                }
            }
            // Only what C++ evaluates: `n > 0 && 64 / n > 2` is a constant for `n == 0`.
            Expr::Binary { op: BinaryOp::And, lhs, rhs } => {
                Some(i128::from(sub(*lhs)? != 0 && sub(*rhs)? != 0))
            }
            Expr::Binary { op: BinaryOp::Or, lhs, rhs } => {
                Some(i128::from(sub(*lhs)? != 0 || sub(*rhs)? != 0))
            }
            Expr::Binary { op, lhs, rhs } => crate::fold::binary(*op, sub(*lhs)?, sub(*rhs)?),
            Expr::SizeOfType(ty) => self.size_of(frame, *ty, depth, false),
            Expr::AlignOf(ty) => self.size_of(frame, *ty, depth, true),
            Expr::SizeOfExpr(x) => match store.exprs.get(*x)? {
                // A parameter declared as an array is a pointer.
                Expr::Local(l) if !frame.f?.params.contains(l) => {
                    let ty = frame.f?.locals.get(*l)?.ty;
                    self.size_of(Frame { f: frame.f, args: &[] }, ty, depth, false)
                }
                Expr::Global(g) => {
                    let ty = self.names.globals.get(*g)?.ty;
                    self.size_of(Frame { f: None, args: &[] }, ty, depth, false)
                }
                _ => None,
            },
            Expr::Index { base, index } => {
                let i = usize::try_from(sub(*index)?).ok()?;
                self.element(frame, *base, i, depth)
            }
            Expr::Call { callee, args } => {
                let Expr::Name(name) = store.exprs.get(*callee)? else { return None };
                let (callee, body) = self.names.callee(name, args.len())?;
                let mut values = Vec::with_capacity(args.len());
                for (a, p) in args.iter().zip(&callee.params) {
                    let ty = callee.locals.get(*p)?.ty;
                    let to = int_type(Some(self.names.types()), &callee.store, ty)?;
                    values.push(to.convert(sub(*a)?)?);
                }
                let ret = int_type(Some(self.names.types()), &callee.store, callee.ret)?;
                let v = self.variable(Frame { f: Some(callee), args: &values }, body, depth)?;
                ret.convert(v)
            }
            _ => crate::fold::const_int(store, e),
        }
    }

    /// The value of a variable's initialiser, a `constexpr` function's body or an enumerator:
    /// one lookup, [`VARIABLE_COST`] deeper.
    fn variable(self, frame: Frame<'_>, e: ExprId, depth: u32) -> Option<i128> {
        if !self.lookup() {
            return None;
        }
        self.value(frame, e, depth + VARIABLE_COST)
    }

    /// The value of an unscoped enumerator named `name` (`enum { TILE = 8, HALF };`).
    fn enumerator(self, name: &str, depth: u32) -> Option<i128> {
        let module = Frame { f: None, args: &[] };
        for def in self.names.enums.values().filter(|d| !d.scoped) {
            let mut next: Option<i128> = Some(0);
            for (n, value) in &def.enumerators {
                let v = match value {
                    Some(e) => self.variable(module, *e, depth),
                    None => next,
                };
                if n == name {
                    return v;
                }
                next = v.and_then(|v| v.checked_add(1));
            }
        }
        None
    }

    /// Element `i` of the `const`/`constexpr` integer array `base` names (`strides[1]` with
    /// `constexpr int strides[3] = {1, 4, 16};`); elements past the initialisers are 0.
    fn element(self, frame: Frame<'_>, base: ExprId, i: usize, depth: u32) -> Option<i128> {
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
        int_type(Some(self.names.types()), store, elem)?;
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
            Some(size) => usize::try_from(self.value(owner, size, depth + 1)?).ok()?,
            None => items.len(),
        };
        if i >= len {
            return None;
        }
        match items.get(i) {
            Some(x) => self.variable(owner, *x, depth),
            None => Some(0),
        }
    }

    /// `sizeof(ty)` (or `alignof` when `align`), for the types whose layout every OCCA target
    /// shares: see [`scalar_size`]; arrays of them, typedefs of them and enums with a fixed
    /// underlying type.
    fn size_of(self, frame: Frame<'_>, ty: TyId, depth: u32, align: bool) -> Option<i128> {
        let (store, t) = resolve(Some(self.names.types()), self.store(frame), ty)?;
        // The type's array extents live in its store: the function's, or the module's for a
        // typedef's type.
        let frame = if std::ptr::eq(store, self.names.store) {
            Frame { f: None, args: &[] }
        } else {
            frame
        };
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
                self.size_of(Frame { f: None, args: &[] }, underlying, depth + 1, align)
            }
            TyKind::Array { elem, size: Some(size) } => {
                let elem = self.size_of(frame, *elem, depth + 1, align)?;
                if align {
                    return Some(elem);
                }
                let n = self.value(frame, *size, depth + 1)?;
                if n < 1 {
                    return None;
                }
                n.checked_mul(elem)
            }
            _ => None,
        }
    }
}

/// `sizeof` (and `alignof`) of a builtin type, where every target OCCA compiles for agrees:
/// LP64 hosts (the serial and OpenMP code), CUDA, HIP, OpenCL, Metal and SYCL devices. `bool`
/// (implementation-defined in OpenCL C), `wchar_t` (2 or 4 bytes), `long double` (8 to 16) and
/// `void` are left alone, and so are pointers (4 bytes on 32-bit OpenCL devices).
fn scalar_size(b: Builtin) -> Option<i128> {
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

/// A validly placed `@shared`/`@exclusive` declaration.
pub(crate) struct PlacedDecl {
    pub local: LocalId,
    /// The outermost enclosing `@outer` loop.
    pub top: LoopId,
}

#[derive(Clone, Copy, Default)]
struct Ctx {
    outer: Option<LoopId>,
    top: Option<LoopId>,
    inner: Option<LoopId>,
}

/// Checks placement of `storage` variables in `fid` and returns the well-placed declarations.
pub(crate) fn placement(
    cx: &mut PassCx<'_>,
    fid: FunctionId,
    storage: OklStorage,
) -> Vec<PlacedDecl> {
    let f = &cx.module.functions[fid];
    let mut out = Vec::new();
    let mut diags = Vec::new();
    // The walk only reports declarations and uses of `storage` variables.
    if !f.locals.values().any(|l| l.storage == storage) {
        return out;
    }
    if let Some(body) = &f.body {
        walk(f, body, Ctx::default(), storage, &mut out, &mut diags);
    }
    if !diags.is_empty() {
        cx.failed.insert(fid);
    }
    cx.diagnostics.extend(diags);
    out
}

fn storage_word(s: OklStorage) -> &'static str {
    match s {
        OklStorage::Shared => "@shared",
        OklStorage::Exclusive => "@exclusive",
        OklStorage::Private => "private",
    }
}

fn walk(
    f: &Function,
    block: &Block,
    cx: Ctx,
    storage: OklStorage,
    out: &mut Vec<PlacedDecl>,
    diags: &mut Vec<Diagnostic>,
) {
    let word = storage_word(storage);
    for (stmt, span) in block.iter() {
        if let Stmt::Decl(l) = stmt
            && let Some(local) = f.locals.get(*l).filter(|x| x.storage == storage)
        {
            if let Some(inner) = cx.inner {
                diags.push(
                    Diagnostic::error(
                        codes::STORAGE_IN_INNER,
                        format!(
                            "`{word}` variable `{}` declared inside an `@inner` loop",
                            local.name
                        ),
                        local.span,
                    )
                    .with_label(loop_span(f, inner), "inside this `@inner` loop")
                    .with_help("declare it between the `@outer` loop and its `@inner` loops"),
                );
            } else if let (Some(_), Some(top)) = (cx.outer, cx.top) {
                out.push(PlacedDecl { local: *l, top });
            } else {
                diags.push(
                    Diagnostic::error(
                        codes::STORAGE_OUTSIDE_OUTER,
                        format!(
                            "`{word}` variable `{}` declared outside any `@outer` loop",
                            local.name
                        ),
                        local.span,
                    )
                    .with_help("declare it between an `@outer` loop and its `@inner` loops"),
                );
            }
        }
        if cx.inner.is_none() {
            oklc_ir::visit::stmt_exprs(f, stmt, |e| {
                oklc_ir::visit::walk_expr(&f.store, e, |use_id, node| {
                    let Expr::Local(l) = node else { return };
                    let Some(local) = f.locals.get(*l).filter(|x| x.storage == storage) else {
                        return;
                    };
                    diags.push(
                        Diagnostic::error(
                            codes::STORAGE_USE_OUTSIDE_INNER,
                            format!(
                                "`{word}` variable `{}` used outside an `@inner` loop",
                                local.name
                            ),
                            expr_span(f, use_id, span),
                        )
                        .with_label(local.span, "declared here")
                        .with_help("only `@inner` loop bodies may read or write it"),
                    );
                });
            });
        }
        match stmt {
            Stmt::Loop(id) => {
                if let Some(l) = f.loops.get(*id) {
                    let mut inner_cx = cx;
                    match l.kind {
                        LoopKind::Outer(_) => {
                            inner_cx.outer = Some(*id);
                            inner_cx.top.get_or_insert(*id);
                        }
                        LoopKind::Inner(_) => {
                            inner_cx.inner.get_or_insert(*id);
                        }
                        _ => {}
                    }
                    walk(f, &l.body, inner_cx, storage, out, diags);
                }
            }
            other => {
                for b in oklc_ir::visit::child_blocks(other) {
                    walk(f, b, cx, storage, out, diags);
                }
            }
        }
    }
}
