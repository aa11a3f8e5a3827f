//! `split`: kernel splitting analysis for SIMT targets (docs/backends.md) and the per-kernel
//! usage flags.
//!
//! Every top-level `@outer` loop of a kernel (source order, `if` branch before `else`) becomes
//! device kernel `_occa_K_<n>`; `loop_dims` already recorded them in
//! [`crate::KernelInfo::splits`] with their launch shapes. Code outside those loops runs on the
//! host, so on SIMT targets this pass reports
//! * a use inside a top-level `@outer` loop (its start and step, everything in its body) of a
//!   local declared outside it — kernel parameters, constants and scalar locals the loop only
//!   reads (passed to the device kernel as extra parameters) excepted — with labels on the use
//!   and the declaration (`OKL0550`);
//! * an `@inner` loop whose non-constant iteration count uses a variable declared inside the
//!   `@outer` loop, which the host cannot evaluate before the launch (`OKL0551`); the
//!   iterators of enclosing OKL loops are the exception, the host runs their ranges
//!   (`target/simt`, [`oklc_ir::LaunchCount::over`]);
//! * host code that reads memory through a pointer argument of the kernel (`lim[0]`, `*p`,
//!   `p->x` outside the `@outer` loops or in a loop's iteration count), which is device memory
//!   there (`OKL0552`).

use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::{ArenaExt, Expr, Function, LocalId, LocalKind, LoopId, OklStorage, Stage, Stmt};

use crate::Family;
use crate::pipeline::{Pass, PassCx};
use crate::util::{LocalSet, expr_span, loop_head};

pub struct SplitPass;

impl Pass for SplitPass {
    fn name(&self) -> &'static str {
        "split"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for fid in cx.functions() {
            let f = &cx.module.functions[fid];
            if !f.is_kernel() {
                continue;
            }
            let mut barriers = false;
            if let Some(body) = &f.body {
                oklc_ir::visit::walk(f, body, &mut |v| {
                    if matches!(v.stmt, Stmt::Barrier { .. }) {
                        barriers = true;
                    }
                });
            }
            let shared = f.locals.iter().any(|(_, l)| l.storage == OklStorage::Shared);
            let exclusive = f.locals.iter().any(|(_, l)| l.storage == OklStorage::Exclusive);
            let mut diags = Vec::new();
            let info = cx.kernels.entry(fid).or_default();
            info.uses_barriers |= barriers;
            info.uses_shared |= shared;
            info.uses_exclusive |= exclusive;
            if cx.family == Family::Simt {
                for split in &mut info.splits {
                    let (constants, host_values) =
                        check_split(cx.module, f, split.loop_id, &info.loop_counts, &mut diags);
                    split.constants = constants;
                    split.host_values = host_values;
                }
                check_host_reads(f, &info.loop_counts, &mut diags);
            }
            cx.diagnostics.extend(diags);
        }
    }
}

/// Reports the host locals the device kernel rooted at `root` uses and returns the `constexpr`
/// and recomputable `const` locals ([`is_recomputable`]) declared outside it that it uses
/// (directly or through another one's initializer), which the device kernel declares again.
fn check_split(
    module: &oklc_ir::Module,
    f: &Function,
    root: LoopId,
    counts: &indexmap::IndexMap<LoopId, crate::LoopCount>,
    diags: &mut Vec<Diagnostic>,
) -> (Vec<LocalId>, Vec<LocalId>) {
    let root_stmt = Stmt::Loop(root);
    // What the device kernel writes, computed the first time a host local is met (rare).
    let mut written: Option<LocalSet> = None;
    let written_in_root = || {
        let mut set = LocalSet::for_function(f);
        oklc_ir::visit::walk_stmt(f, &root_stmt, &mut |v| {
            crate::writes::stmt_written_locals(f, v.stmt, None, &mut |l| {
                set.insert(l);
            });
        });
        set
    };
    let mut declared = LocalSet::for_function(f);
    let mut inner_loops = Vec::new();
    oklc_ir::visit::walk_stmt(f, &root_stmt, &mut |v| match v.stmt {
        Stmt::Decl(l) | Stmt::RangeFor { var: l, .. } => {
            for l in oklc_ir::Local::declared(&f.locals, *l) {
                declared.insert(l);
            }
        }
        Stmt::Loop(id) => {
            if let Some(l) = f.loops.get(*id) {
                declared.insert(l.var);
                if l.kind.is_inner() {
                    inner_loops.push(*id);
                }
            }
        }
        _ => {}
    });
    // A lambda's parameters and the locals of its body are only named inside that body, which
    // is checked where the lambda expression stands: they are never host locals.
    for (_, e) in f.store.exprs.iter() {
        let Expr::Lambda(lambda) = e else { continue };
        for &p in &lambda.params {
            declared.insert(p);
        }
        for c in &lambda.captures {
            if let oklc_ir::Capture::Init { local, .. } = c {
                declared.insert(*local);
            }
        }
        oklc_ir::visit::walk(f, &lambda.body, &mut |v| {
            if let Stmt::Decl(l) | Stmt::RangeFor { var: l, .. } = v.stmt {
                for l in oklc_ir::Local::declared(&f.locals, *l) {
                    declared.insert(l);
                }
            }
        });
    }
    let mut reported = LocalSet::for_function(f);
    let mut constants = Vec::new();
    let mut host_values = Vec::new();
    let mut check = |e, fallback, diags: &mut Vec<Diagnostic>| {
        let mut pending = vec![e];
        while let Some(e) = pending.pop() {
            oklc_ir::visit::walk_expr(&f.store, e, |use_id, node| {
                let Expr::Local(l) = *node else { return };
                let Some(local) = f.locals.get(l) else { return };
                if matches!(local.kind, LocalKind::Param(_))
                    || declared.contains(l)
                    || !reported.insert(l)
                {
                    return;
                }
                if local.kind == LocalKind::Var
                    && (is_constant(f, local) || is_recomputable(f, local))
                {
                    constants.push(l);
                    oklc_ir::visit::local_exprs(&f.store, local, |e| pending.push(e));
                    return;
                }
                let written = written.get_or_insert_with(written_in_root);
                if !written.contains(l) && is_scalar(module, f, local) {
                    host_values.push(l);
                    return;
                }
                diags.push(
                Diagnostic::error(
                    codes::HOST_LOCAL_IN_DEVICE,
                    format!("`{}` is declared outside the `@outer` loop, so device code cannot use it", local.name),
                    expr_span(f, use_id, fallback),
                )
                .with_primary_message(if written.contains(l) {
                    "written by device code, where each work-item would change its own copy"
                } else {
                    "not a scalar the launcher can pass to the device kernel"
                })
                .with_label(local.span, "declared here, outside the `@outer` loop")
                .with_label(loop_head(f, root), "this `@outer` loop becomes a separate device kernel")
                .with_help("declare the variable inside the `@outer` loop, or pass it as a kernel argument"),
            );
            });
        }
    };
    oklc_ir::visit::walk_stmt(f, &root_stmt, &mut |v| match v.stmt {
        Stmt::Loop(id) if *id == root => {
            if let Some(l) = f.loops.get(root) {
                check(l.range.start, loop_head(f, root), diags);
                if let Some(s) = l.range.step.amount() {
                    check(s, loop_head(f, root), diags);
                }
            }
        }
        stmt => oklc_ir::visit::stmt_exprs(f, stmt, |e| check(e, v.span, diags)),
    });
    for id in inner_loops {
        let Some(c) = counts.get(&id) else { continue };
        if c.constant.is_some() {
            continue;
        }
        let device = device_local_in_count(f, c.expr, id, &declared);
        if let Some((_, l)) = device {
            let name = f.locals.get(l).map(|x| x.name.clone()).unwrap_or_default();
            diags.push(
                Diagnostic::error(
                    codes::INNER_SIZE_NOT_HOST,
                    format!("the iteration count of this `@inner` loop depends on `{name}`, which the host does not know"),
                    loop_head(f, id),
                )
                .with_primary_message(format!("the launch size would need `{name}`"))
                .with_label(f.locals.get(l).map_or(f.span, |x| x.span), "declared inside the `@outer` loop")
                .with_help("make the `@inner` loop bounds depend only on kernel arguments and constants"),
            );
        }
    }
    constants.sort_by_key(|l| u32::from(l.into_raw()));
    host_values.sort_by_key(|l| u32::from(l.into_raw()));
    (constants, host_values)
}

/// Whether `local` has an arithmetic or enumeration type (typedefs looked through): a value the
/// launcher can pass to a device kernel as it is.
fn is_scalar(module: &oklc_ir::Module, f: &Function, local: &oklc_ir::Local) -> bool {
    let (store, ty) = oklc_ir::without_typedefs(module, &f.store, local.ty);
    match store.types.get(ty).map(|t| &t.kind) {
        Some(oklc_ir::TyKind::Builtin(b)) => *b != oklc_ir::Builtin::Void,
        Some(oklc_ir::TyKind::Named { refers: oklc_ir::NamedRef::Enum(_), .. }) => true,
        Some(oklc_ir::TyKind::Named { name, refers: oklc_ir::NamedRef::Opaque, .. }) => {
            oklc_ir::is_integer_typedef_name(name)
        }
        _ => false,
    }
}

/// The first local declared inside the device kernel that the count `count` of `@inner` loop
/// `id` reads and the host cannot run: anything but the iterator of an enclosing OKL loop
/// whose own range the host can run (the launch takes the largest count over those ranges).
fn device_local_in_count(
    f: &Function,
    count: oklc_ir::ExprId,
    id: LoopId,
    declared: &LocalSet,
) -> Option<(oklc_ir::ExprId, LocalId)> {
    let enclosing = oklc_ir::visit::enclosing_loops(f, id).unwrap_or_default();
    let mut pending = oklc_ir::visit::locals_in_expr(&f.store, count);
    let mut seen = LocalSet::for_function(f);
    while let Some((e, l)) = pending.pop() {
        if !declared.contains(l) || !seen.insert(l) {
            continue;
        }
        let Some(lp) = enclosing.iter().filter_map(|&a| f.loops.get(a)).find(|lp| lp.var == l)
        else {
            return Some((e, l));
        };
        let step = lp.range.step.amount();
        for r in [lp.range.start, lp.range.bound].into_iter().chain(step) {
            pending.extend(oklc_ir::visit::locals_in_expr(&f.store, r));
        }
    }
    None
}

/// Reports host code of kernel `f` that reads memory through one of its pointer parameters: the
/// expressions of statements outside every OKL loop, the ranges of top-level `@outer` loops and
/// the iteration counts of the OKL loops, which the launcher evaluates (`OKL0552`).
fn check_host_reads(
    f: &Function,
    counts: &indexmap::IndexMap<LoopId, crate::LoopCount>,
    diags: &mut Vec<Diagnostic>,
) {
    let Some(body) = &f.body else { return };
    let mut host = Vec::new();
    host_exprs(f, body, &mut host);
    for (&id, c) in counts {
        if c.constant.is_none() {
            host.push((c.expr, loop_head(f, id)));
        }
    }
    let mut reported = LocalSet::for_function(f);
    for (e, fallback) in host {
        oklc_ir::visit::walk_expr(&f.store, e, |id, node| {
            let base = match node {
                Expr::Index { base, .. } | Expr::Member { base, arrow: true, .. } => *base,
                Expr::Unary { op: oklc_ir::UnaryOp::Deref, arg } => *arg,
                _ => return,
            };
            let Some(Expr::Local(l)) = f.store.exprs.get(base) else { return };
            let Some(local) = f.locals.get(*l) else { return };
            if !matches!(local.kind, LocalKind::Param(_)) || !is_pointer(f, local.ty) {
                return;
            }
            if !reported.insert(*l) {
                return;
            }
            diags.push(
                Diagnostic::error(
                    codes::HOST_READS_DEVICE_MEMORY,
                    format!("the host reads memory through kernel argument `{}`, which points to device memory", local.name),
                    expr_span(f, id, fallback),
                )
                .with_primary_message("evaluated on the host before the launch")
                .with_label(local.span, "a pointer argument: device memory on GPU targets")
                .with_note("code outside the `@outer` loops and the iteration counts of OKL loops run in the launcher, on the host")
                .with_help("pass the value as a scalar kernel argument, or read it inside the `@outer` loop"),
            );
        });
    }
}

/// The expressions of `block`'s statements outside every OKL loop, with their statements'
/// spans; an OKL loop contributes its own range, which the launcher evaluates.
fn host_exprs(
    f: &Function,
    block: &oklc_ir::Block,
    out: &mut Vec<(oklc_ir::ExprId, oklc_span::Span)>,
) {
    for (stmt, span) in block.iter() {
        oklc_ir::visit::stmt_exprs(f, stmt, |e| out.push((e, span)));
        match stmt {
            Stmt::Loop(id) => {
                if let Some(lp) =
                    f.loops.get(*id).filter(|l| !l.kind.is_outer() && !l.kind.is_inner())
                {
                    host_exprs(f, &lp.body, out);
                }
            }
            _ => {
                for b in oklc_ir::visit::child_blocks(stmt) {
                    host_exprs(f, b, out);
                }
            }
        }
    }
}

/// Whether `ty` is a pointer or an array (a parameter's array decays to a pointer).
fn is_pointer(f: &Function, ty: oklc_ir::TyId) -> bool {
    matches!(
        f.store.types.get(ty).map(|t| &t.kind),
        Some(oklc_ir::TyKind::Pointer(_) | oklc_ir::TyKind::Array { .. })
    )
}

/// A `const` local of the host code whose initializer the device kernel can evaluate again to
/// the same value: it reads only `const` kernel parameters (which nothing writes), other such
/// locals and constants, through operators, casts and `.` members, and calls nothing
/// (`const int half = n / 2;`). The device kernel declares it again, as it does constants.
fn is_recomputable(f: &Function, local: &oklc_ir::Local) -> bool {
    let Some(oklc_ir::Init::Assign(init)) = local.init else { return false };
    let top_const = |ty: oklc_ir::TyId| {
        f.store.types.get(ty).is_some_and(|t| {
            t.quals.contains(oklc_ir::Quals::CONST)
                && !matches!(t.kind, oklc_ir::TyKind::Reference(_) | oklc_ir::TyKind::Array { .. })
        })
    };
    if !top_const(local.ty) || local.class.is_static {
        return false;
    }
    let mut ok = true;
    oklc_ir::visit::walk_expr(&f.store, init, |_, node| match node {
        Expr::Local(l) => {
            let Some(other) = f.locals.get(*l) else {
                ok = false;
                return;
            };
            ok &= match other.kind {
                LocalKind::Param(_) => top_const(other.ty),
                LocalKind::Var => top_const(other.ty) && other.init.is_some(),
                _ => false,
            };
        }
        Expr::Literal(_)
        | Expr::Binary { .. }
        | Expr::Cond { .. }
        | Expr::Cast { .. }
        | Expr::Member { arrow: false, .. } => {}
        Expr::Unary { op, .. } => {
            ok &= matches!(
                op,
                oklc_ir::UnaryOp::Plus
                    | oklc_ir::UnaryOp::Neg
                    | oklc_ir::UnaryOp::Not
                    | oklc_ir::UnaryOp::BitNot
            );
        }
        _ => ok = false,
    });
    ok
}

/// A local whose value is fixed at compile time, which a device kernel can declare again:
/// `constexpr`, or `static const` (a constant table).
fn is_constant(f: &Function, local: &oklc_ir::Local) -> bool {
    if local.class.is_constexpr {
        return true;
    }
    if !local.class.is_static || local.init.is_none() {
        return false;
    }
    let mut ty = local.ty;
    for _ in 0..64 {
        let Some(t) = f.store.types.get(ty) else { return false };
        if t.quals.contains(oklc_ir::Quals::CONST) {
            return true;
        }
        match &t.kind {
            oklc_ir::TyKind::Array { elem, .. } => ty = *elem,
            _ => return false,
        }
    }
    false
}
