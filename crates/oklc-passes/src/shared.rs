//! `shared`: placement of `@shared` variables and their shape (docs/guide/okl-reference.md), plus the
//! placement walk that `exclusive` reuses.
//!
//! A `@shared` or `@exclusive` declaration must sit inside an `@outer` loop and not inside an
//! `@inner` loop; every other reference to the variable must be inside an `@inner` loop —
//! including initialisers of other declarations, loop bounds and conditions placed between the
//! loops (a `sizeof` operand is no reference: it is not evaluated). `@shared` variables must be arrays whose every extent is a positive constant
//! (typedef'd array types are followed into the module's typedefs). An extent may name
//! `const`/`constexpr` integer variables with constant initialisers, as C++ allows
//! (`constexpr int N = 16; @shared float s[2 * N];`). The extent is printed as written, except
//! on the backends that declare `@shared` arrays at the kernel's function scope (OpenCL's
//! `__local`, Metal's `threadgroup`; those with [`crate::Options::concrete_address_spaces`]),
//! where the local it names is not declared yet: there an extent naming a local becomes its
//! value, and a `@shared` array named like a parameter or an earlier `@shared` array of the
//! same device kernel (in a sibling scope) is renamed (`s_1`), since they now share one scope.

use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::{
    ArenaExt, Block, Expr, ExprId, Function, FunctionId, LocalId, LocalKind, LoopId, LoopKind,
    Module, NamedRef, OklStorage, Quals, Stage, Stmt, TyId, TyKind,
};

pub(crate) use crate::consts::{ConstNames, EVALUATED_NOTE, extent};
use crate::pipeline::{Pass, PassCx};
use crate::util::{expr_span, loop_head, sizeof_operands};

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
                // An extent at `at` (else the declaration) that does not give a usable size.
                let extent_error = |message: String,
                                    at: Option<oklc_span::Span>,
                                    primary: String,
                                    help: String| {
                    Diagnostic::error(codes::SHARED_SIZE, message, at.unwrap_or(local.span))
                        .with_primary_message(primary)
                        .with_label(local.span, "declared here")
                        .with_help(help)
                };
                match array_shape(module, fid, local.ty) {
                    Shape::NotArray => cx.diagnostics.push(
                        Diagnostic::error(
                            codes::SHARED_NOT_ARRAY,
                            format!("`@shared` variable `{}` is not an array", local.name),
                            local.span,
                        )
                        .with_primary_message(format!(
                            "has type `{}`",
                            crate::util::type_text(module, f, local.ty)
                        ))
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
                    Shape::NotPositive(span, v) => cx.diagnostics.push(extent_error(
                        format!(
                            "extent of `@shared` array `{}` is {v}, not a positive constant",
                            local.name
                        ),
                        span,
                        format!("this extent is {v}"),
                        "every extent of a `@shared` array must be at least 1".into(),
                    )),
                    Shape::NotEvaluated(span, Some(Unevaluated::RunTime(name, what))) => {
                        cx.diagnostics.push(extent_error(
                            format!(
                                "the extent of `@shared` array `{}` is not a compile-time constant",
                                local.name
                            ),
                            span,
                            format!("`{name}` is {what}, known only at run time"),
                            format!(
                                "`@shared` arrays are sized when the kernel is compiled: use a compile-time constant instead of `{name}` (a macro such as `-D {name}=...` or an OCCA kernel define, an enumerator, or a `constexpr` integer)"
                            ),
                        ))
                    }
                    Shape::NotEvaluated(span, other) => cx.diagnostics.push(
                        extent_error(
                            format!(
                                "oklc cannot evaluate the extent of `@shared` array `{}` as a constant",
                                local.name
                            ),
                            span,
                            "not a constant oklc can evaluate".into(),
                            match other {
                                Some(Unevaluated::Undeclared(n)) => undeclared_help(&n),
                                Some(Unevaluated::Ambiguous(n)) => ambiguous_help(&n),
                                _ => "write the extent with a macro, an enumerator or a `constexpr` integer variable".into(),
                            },
                        )
                        .with_note(EVALUATED_NOTE),
                    ),
                    Shape::Ok => {}
                }
            }
            if cx.options.concrete_address_spaces {
                for d in &decls {
                    fold_local_extents(cx.module, fid, d.local);
                }
                rename_hoisted(&mut cx.module.functions[fid], &decls);
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
    /// An extent oklc cannot evaluate: not a constant, or a constant oklc does not model;
    /// with the reason, when one is known.
    NotEvaluated(Option<oklc_span::Span>, Option<Unevaluated>),
}

/// Why an extent cannot be evaluated, where a name in it tells.
enum Unevaluated {
    /// A name that nothing declares (a macro left undefined?).
    Undeclared(smol_str::SmolStr),
    /// A parameter or variable of the function, and what it is.
    RunTime(smol_str::SmolStr, &'static str),
    /// An enumerator of an enum defined in the function whose name has another value too.
    Ambiguous(smol_str::SmolStr),
}

/// The first parameter or non-`const` variable of `f` that extent `e` reads, and what it is:
/// such an extent is known only when the code runs.
fn run_time_name(f: &Function, e: ExprId) -> Option<Unevaluated> {
    oklc_ir::visit::locals_in_expr(&f.store, e).into_iter().find_map(|(_, l)| {
        let local = f.locals.get(l)?;
        let what = match local.kind {
            LocalKind::Param(_) if f.is_kernel() => "a kernel argument",
            LocalKind::Param(_) => "a function parameter",
            LocalKind::Var | LocalKind::LoopVar
                if !f.store.types.get(local.ty).is_some_and(|t| t.quals.contains(Quals::CONST)) =>
            {
                "a variable"
            }
            _ => return None,
        };
        Some(Unevaluated::RunTime(local.name.clone(), what))
    })
}

/// The help for a constant that names `name`, which nothing in the file declares.
/// The first name in `e` that is an enumerator of an enum defined in `f` with no single value
/// oklc can use (see [`oklc_ir::Function::local_consts`]).
pub(crate) fn ambiguous_local(f: &Function, e: ExprId) -> Option<smol_str::SmolStr> {
    let mut found = None;
    oklc_ir::visit::walk_expr(&f.store, e, |_, x| {
        if let oklc_ir::Expr::Name(n) = x
            && found.is_none()
            && f.local_const(n) == Some(None)
        {
            found = Some(n.clone());
        }
    });
    found
}

pub(crate) fn ambiguous_help(name: &str) -> String {
    format!(
        "`{name}` is an enumerator of an enum defined in this function, and the name has another value elsewhere in the file or the function; oklc evaluates such enumerators per function, not per block: give it a name of its own"
    )
}

pub(crate) fn undeclared_help(name: &str) -> String {
    format!(
        "`{name}` is not declared in this file: if it is a macro of the build, define it (`-D {name}=...`)"
    )
}

/// Replaces each extent of the array type of `local` (in the function's own store) that names
/// a local of the function by its value.
fn fold_local_extents(module: &mut Module, fid: FunctionId, local: LocalId) {
    let f = &module.functions[fid];
    let mut values: Vec<(ExprId, i128)> = Vec::new();
    let mut ty = f.locals[local].ty;
    for _ in 0..256 {
        let Some(TyKind::Array { elem, size }) = f.store.types.get(ty).map(|t| &t.kind) else {
            break;
        };
        if let Some(s) = *size
            && names_local(f, s)
            && let Some(v) = extent(ConstNames::of(module, fid), Some(f), s, 0)
        {
            values.push((s, v));
        }
        ty = *elem;
    }
    let f = &mut module.functions[fid];
    for (e, v) in values {
        if let Some(slot) = f.store.exprs.get_mut(e) {
            *slot = Expr::Literal(oklc_ir::Literal::int(v));
        }
    }
}

/// Gives each `@shared` declaration of `decls` named like a parameter or an earlier one under
/// the same top-level `@outer` loop (one device kernel) a name no local of `f` has.
fn rename_hoisted(f: &mut Function, decls: &[PlacedDecl]) {
    let params: Vec<smol_str::SmolStr> =
        f.params.iter().filter_map(|p| f.locals.get(*p)).map(|l| l.name.clone()).collect();
    let mut taken: Vec<(LoopId, smol_str::SmolStr)> = Vec::new();
    for d in decls {
        let name = f.locals[d.local].name.clone();
        let used = |taken: &[(LoopId, smol_str::SmolStr)], n: &smol_str::SmolStr| {
            params.contains(n) || taken.iter().any(|(top, t)| *top == d.top && t == n)
        };
        if used(&taken, &name) {
            let fresh = (1u32..)
                .map(|k| smol_str::SmolStr::new(format!("{name}_{k}")))
                .find(|n| {
                    !f.locals.values().any(|l| l.name == *n) && !taken.iter().any(|(_, t)| t == n)
                })
                .unwrap_or_else(|| name.clone());
            f.locals[d.local].name = fresh.clone();
            taken.push((d.top, fresh));
        } else {
            taken.push((d.top, name));
        }
    }
}

/// Whether the expression `e` of `f` reads a local.
fn names_local(f: &Function, e: ExprId) -> bool {
    let mut found = false;
    oklc_ir::visit::walk_expr(&f.store, e, |_, node| found |= matches!(node, Expr::Local(_)));
    found
}

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
                    None => {
                        let why = func
                            .and_then(|f| ambiguous_local(f, s))
                            .map(Unevaluated::Ambiguous)
                            .or_else(|| {
                                ConstNames::of(module, fid)
                                    .undeclared_name(st, s)
                                    .map(Unevaluated::Undeclared)
                            })
                            .or_else(|| func.and_then(|f| run_time_name(f, s)));
                        return Shape::NotEvaluated(st.span_of(s), why);
                    }
                }
                cur = (func, *elem);
            }
            Some(TyKind::Named { refers: NamedRef::Typedef(td), .. }) => {
                match module.typedefs.get(*td) {
                    Some(def) => cur = (None, def.ty),
                    None => break,
                }
            }
            Some(TyKind::Named { refers: NamedRef::Alias(aliased), .. }) => cur = (func, *aliased),
            _ => break,
        }
    }
    if arrays == 0 { Shape::NotArray } else { Shape::Ok }
}

/// A validly placed `@shared`/`@exclusive` declaration.
pub(crate) struct PlacedDecl {
    pub local: LocalId,
    /// The outermost enclosing `@outer` loop.
    pub top: LoopId,
    /// The innermost enclosing `@outer` loop.
    pub outer: LoopId,
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
                    .with_primary_message("belongs in the `@outer` loop body")
                    .with_label(loop_head(f, inner), "inside this `@inner` loop")
                    .with_help("declare it between the `@outer` loop and its `@inner` loops"),
                );
            } else if let (Some(outer), Some(top)) = (cx.outer, cx.top) {
                out.push(PlacedDecl { local: *l, top, outer });
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
                    .with_primary_message("no `@outer` loop encloses it")
                    .with_help("declare it between an `@outer` loop and its `@inner` loops"),
                );
            }
        }
        if cx.inner.is_none() {
            oklc_ir::visit::stmt_exprs(f, stmt, |e| {
                let unevaluated = sizeof_operands(f, e);
                oklc_ir::visit::walk_expr(&f.store, e, |use_id, node| {
                    let Expr::Local(l) = node else { return };
                    if unevaluated.contains(&use_id) {
                        return;
                    }
                    // A helper's `@shared`/`@exclusive` parameter refers to the calling
                    // work-item's view of the kernel's variable: the placement rules are for
                    // declarations in kernels.
                    let Some(local) = f
                        .locals
                        .get(*l)
                        .filter(|x| x.storage == storage && !matches!(x.kind, LocalKind::Param(_)))
                    else {
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
                        .with_primary_message(if cx.outer.is_some() {
                            "runs once per work-group here"
                        } else {
                            "runs once per launch here"
                        })
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
