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

use indexmap::IndexMap;
use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::la_arena::Arena;
use oklc_ir::{
    ArenaExt, BinaryOp, Block, EnumDef, Expr, ExprId, Function, FunctionId, Global, Init, LocalId,
    LoopId, LoopKind, Module, NamedRef, OklStorage, Quals, Stage, Stmt, StorageClass, Store, TyId,
    TyKind, Typedef, UnaryOp,
};
use smol_str::SmolStr;

use crate::fold::{Types, const_int, int_type};
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
                match array_shape(module, f, local.ty) {
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
                    Shape::BadSize(span) => cx.diagnostics.push(
                        Diagnostic::error(
                            codes::SHARED_SIZE,
                            format!(
                                "extent of `@shared` array `{}` is not a positive constant",
                                local.name
                            ),
                            span.unwrap_or(local.span),
                        )
                        .with_label(local.span, "declared here"),
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
    BadSize(Option<oklc_span::Span>),
}

/// The shape of the type `ty` of a local of `f`.
fn array_shape(module: &Module, f: &Function, ty: TyId) -> Shape {
    // `Some(f)` while the type lives in the function's store, `None` in the module's.
    let mut cur = (Some(f), ty);
    let mut arrays = 0;
    for _ in 0..256 {
        let (func, t) = cur;
        let st = func.map_or(&module.store, |f| &f.store);
        match st.types.get(t).map(|t| &t.kind) {
            Some(TyKind::Array { elem, size }) => {
                arrays += 1;
                let Some(s) = *size else { return Shape::BadSize(None) };
                match extent(ConstNames::of(module), func, s, 0) {
                    Some(v) if v >= 1 => {}
                    _ => return Shape::BadSize(st.span_of(s)),
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

/// What constant expressions may name: the module's globals, unscoped enumerators and the
/// scoped constants lowering resolved ([`Module::scoped_consts`]).
#[derive(Clone, Copy)]
pub(crate) struct ConstNames<'a> {
    pub globals: &'a Arena<Global>,
    pub enums: &'a Arena<EnumDef>,
    /// The module's store, where globals' initialisers and enumerator values live.
    pub store: &'a Store,
    pub scoped: &'a IndexMap<SmolStr, i64>,
    /// The module's typedefs: a cast to a user integer typedef folds (`(dlong)N`).
    pub typedefs: &'a Arena<Typedef>,
}

impl<'a> ConstNames<'a> {
    pub(crate) fn of(module: &'a Module) -> ConstNames<'a> {
        ConstNames {
            globals: &module.globals,
            enums: &module.enums,
            store: &module.store,
            scoped: &module.scoped_consts,
            typedefs: &module.typedefs,
        }
    }

    fn types(self) -> Types<'a> {
        Types { typedefs: self.typedefs, store: self.store }
    }

    /// The value of an unscoped enumerator named `name` (`enum { TILE = 8, HALF };`).
    fn enumerator(self, name: &str, depth: u32) -> Option<i128> {
        for def in self.enums.values().filter(|d| !d.scoped) {
            let mut next: Option<i128> = Some(0);
            for (n, value) in &def.enumerators {
                let v = match value {
                    Some(e) => extent(self, None, *e, depth + VARIABLE_COST),
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
}

/// The depth a variable's or enumerator's value costs: at most 16 levels of them are followed,
/// since values are not memoised and each level may double the work (`b = a + a; c = b + b;`).
const VARIABLE_COST: u32 = crate::fold::MAX_FOLD_DEPTH / 16;

/// The value of the constant expression `e` (in `f`'s store, or the module's when `f` is
/// `None`). Names of `const`/`constexpr` integer variables with a constant initialiser count as
/// their values, through at most a few levels of them, and so do unscoped enumerators.
pub(crate) fn extent(
    names: ConstNames<'_>,
    f: Option<&Function>,
    e: ExprId,
    depth: u32,
) -> Option<i128> {
    if depth > crate::fold::MAX_FOLD_DEPTH {
        return None;
    }
    let store = f.map_or(names.store, |f| &f.store);
    let sub = |x: ExprId| extent(names, f, x, depth + 1);
    match store.exprs.get(e)? {
        Expr::Local(l) => {
            let f = f?;
            let local = f.locals.get(*l)?;
            let init = constant_init(&f.store, local.ty, &local.class, local.init.as_ref())?;
            extent(names, Some(f), init, depth + VARIABLE_COST)
        }
        Expr::Global(g) => {
            let global = names.globals.get(*g)?;
            let init = constant_init(names.store, global.ty, &global.class, global.init.as_ref())?;
            extent(names, None, init, depth + VARIABLE_COST)
        }
        Expr::Name(n) => {
            let scoped = names.scoped.get(n.trim_start_matches("::"));
            names.enumerator(n, depth).or_else(|| scoped.map(|&v| i128::from(v)))
        }
        // `(int)Lanes::count`: a scoped enumerator only converts to an integer with a cast;
        // `(dlong)N`: a user typedef is followed to the integer type it names.
        Expr::Cast { ty, arg, .. } => {
            int_type(Some(names.types()), store, *ty)?.convert(sub(*arg)?)
        }
        Expr::Unary { op: UnaryOp::Neg, arg } => sub(*arg)?.checked_neg(),
        Expr::Unary { op: UnaryOp::Plus, arg } => sub(*arg),
        Expr::Cond { cond, then, els } => {
            if sub(*cond)? != 0 {
                sub(*then)
            } else {
                sub(*els)
            }
        }
        Expr::Binary { op, lhs, rhs } => {
            let (a, b) = (sub(*lhs)?, sub(*rhs)?);
            match op {
                BinaryOp::Add => a.checked_add(b),
                BinaryOp::Sub => a.checked_sub(b),
                BinaryOp::Mul => a.checked_mul(b),
                BinaryOp::Div => a.checked_div(b),
                BinaryOp::Rem => a.checked_rem(b),
                BinaryOp::Lt => Some(i128::from(a < b)),
                BinaryOp::Le => Some(i128::from(a <= b)),
                BinaryOp::Gt => Some(i128::from(a > b)),
                BinaryOp::Ge => Some(i128::from(a >= b)),
                BinaryOp::Eq => Some(i128::from(a == b)),
                BinaryOp::Ne => Some(i128::from(a != b)),
                _ => const_int(store, e),
            }
        }
        _ => const_int(store, e),
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
