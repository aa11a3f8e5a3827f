//! `exclusive`: placement of `@exclusive` variables (spec §5.3, shared with `shared`) and the
//! size of their per-work-item storage on host targets (spec §15.4).
//!
//! The size is the product of the per-axis maximum inner extents of the top-level `@outer`
//! loop containing the declaration (constant extents only), else the product of that loop's
//! `@max_inner_dims`, else — on host targets, which need it — an error asking for
//! `@max_inner_dims` (legacy OCCA silently used 1024). On host targets an `@exclusive` array
//! with an initializer, and user variables named `_occa_exclusive_*`, are rejected here
//! because `target/host` cannot lower them.
//!
//! Host targets also check the uses outside the innermost `@inner` loops ([`mid_level`]):
//! `target/host` runs a statement of a non-innermost `@inner` body that uses an `@exclusive`
//! variable once per work-item of the `@inner` loops below, as a GPU does; where that is not
//! expressible the kernel is rejected here.

use indexmap::IndexMap;
use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::visit::{child_blocks, stmt_exprs, walk, walk_expr};
use oklc_ir::{
    ArenaExt, Block, Expr, ExprId, Function, Local, LocalId, LocalKind, LoopId, OklStorage, Stage,
    Stmt, TyKind,
};
use oklc_span::Span;

use crate::pipeline::{Pass, PassCx};
use crate::shared::{ConstNames, EVALUATED_NOTE, placement};
use crate::util::loop_head;
use crate::{Family, LoopCount};

pub mod mid_level;

pub struct ExclusivePass;

/// The index variable of the host lowering.
pub const INDEX_NAME: &str = "_occa_exclusive_index";

/// The prefix of every name the host lowering introduces (the index, the initialiser loops'
/// counters and the per-work-item loops' counters).
pub const RESERVED_PREFIX: &str = "_occa_exclusive_";

impl Pass for ExclusivePass {
    fn name(&self) -> &'static str {
        "exclusive"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for fid in cx.functions() {
            // A kernel with a broken loop tree has no trustworthy extents: do not pile on.
            let shape_failed = cx.failed.contains(&fid);
            let decls = placement(cx, fid, OklStorage::Exclusive);
            if decls.is_empty() {
                continue;
            }
            let host = cx.family == Family::Host;
            let mut diags = Vec::new();
            let mut sizes = Vec::new();
            {
                let f = &cx.module.functions[fid];
                let splits = cx.kernels.get(&fid).map(|k| k.splits.clone()).unwrap_or_default();
                let counts = cx.kernels.get(&fid).map(|k| &k.loop_counts);
                if host
                    && let Some((_, clash)) = f.locals.iter().find(|(_, l)| {
                        l.name.starts_with(RESERVED_PREFIX) && l.kind != LocalKind::Synthetic
                    })
                {
                    diags.push(
                        Diagnostic::error(
                            codes::EXCLUSIVE_RESERVED,
                            format!(
                                "`{}` is reserved by the `@exclusive` lowering (names starting with `{RESERVED_PREFIX}`)",
                                clash.name
                            ),
                            clash.span,
                        )
                        .with_help("rename this variable"),
                    );
                }
                for d in &decls {
                    let local = &f.locals[d.local];
                    let dims = splits.iter().find(|s| s.loop_id == d.top).map(|s| &s.dims);
                    let size = dims.and_then(|d| d.inner_product()).or_else(|| {
                        dims.and_then(|d| d.max_inner_dims)
                            .map(|[x, y, z]| u64::from(x) * u64::from(y) * u64::from(z))
                    });
                    match size {
                        Some(n) => sizes.push((d.local, n)),
                        None if host && !shape_failed => {
                            if let Some(param) =
                                cx.kernels.get(&fid).and_then(|k| k.param_copies.get(&d.local))
                            {
                                diags.push(param_size_error(
                                    &f.locals[*param],
                                    local.span,
                                    loop_head(f, d.top),
                                ));
                                continue;
                            }
                            let mut diag = Diagnostic::error(codes::EXCLUSIVE_SIZE, format!("cannot size the per-work-item storage of `@exclusive` variable `{}`", local.name), local.span)
                                .with_primary_message("one copy per work-item")
                                .with_label(loop_head(f, d.top), "the `@inner` extents of this loop are not constant");
                            let bound = counts.and_then(|c| unknown_inner_bound(f, d.top, c));
                            let mut help = "add `@max_inner_dims(x, y, z)` to this `@outer` loop, or bound its `@inner` loops with constants (a macro, an enumerator or a `constexpr` integer variable)".to_string();
                            if let Some((span, bound)) = bound {
                                diag = diag.with_label(
                                    span,
                                    "oklc cannot evaluate this bound as a constant",
                                );
                                if let Some(n) =
                                    ConstNames::of(cx.module, fid).undeclared_name(&f.store, bound)
                                {
                                    help = crate::shared::undeclared_help(&n);
                                }
                            }
                            diags.push(diag.with_help(help).with_note(EVALUATED_NOTE));
                        }
                        None => {}
                    }
                    // Through typedefs: `row_t r{1, 2}` with `typedef int row_t[2]` would be
                    // replicated as an array assignment. A braced list for a scalar or a
                    // struct is assignable (`x[k] = {1, 2};`) and replicated like any value.
                    let types = crate::fold::Types::of(cx.module);
                    let is_array = matches!(
                        crate::fold::resolve(Some(types), &f.store, local.ty).map(|(_, t)| &t.kind),
                        Some(TyKind::Array { .. })
                    );
                    if host && local.init.is_some() && is_array {
                        diags.push(
                            Diagnostic::error(codes::EXCLUSIVE_INIT, format!("initializer of `@exclusive` array `{}` is not supported on host targets", local.name), local.span)
                                .with_help("assign the elements inside the first `@inner` loop instead"),
                        );
                    }
                    if host
                        && !shape_failed
                        && let Some(nested) = nested_outer_conflict(f, d.local)
                    {
                        diags.push(
                            Diagnostic::error(codes::EXCLUSIVE_SIZE, format!("cannot keep a copy of `@exclusive` variable `{}` per work-item of every group of a nested `@outer` loop", local.name), local.span)
                                .with_primary_message("declared outside the nested `@outer` loop")
                                .with_label(loop_head(f, nested), "each group of this loop needs its own copies")
                                .with_help("declare it inside the nested `@outer` loop (each group then starts its own copies), or keep the value in global memory")
                                .with_note("on host targets the storage holds one copy per work-item of one group; on a GPU each group's work-items start from the initializer and keep their copies from one nested `@outer` loop to the next"),
                        );
                    }
                }
            }
            if host && !shape_failed && diags.is_empty() {
                let f = &cx.module.functions[fid];
                let splits = cx.kernels.get(&fid).map(|k| k.splits.as_slice()).unwrap_or_default();
                diags.extend(mid_level::check(cx.module, f, splits));
            }
            if !diags.is_empty() {
                cx.failed.insert(fid);
            }
            cx.diagnostics.extend(diags);
            if let Some(k) = cx.kernel_mut(fid) {
                k.uses_exclusive = true;
                k.exclusive_sizes.extend(sizes);
            }
        }
    }
}

/// The `@outer` loop, nested in the `@outer` body declaring `@exclusive` variable `x`, whose
/// groups would share `x`'s host storage where GPU work-items do not: the storage holds one
/// copy per work-item of one group, set up once per iteration of the declaring loop and
/// rewritten by every group of a nested loop. That is only right when each group writes its
/// copies before reading them in one nested loop that runs once: not with an initializer
/// (each group starts from it on a GPU), nor when a second nested loop, or the same one run
/// again by a regular loop around it, reads the copies of its own work-items (cases 284, 285).
fn nested_outer_conflict(f: &Function, x: LocalId) -> Option<LoopId> {
    let body = f.body.as_ref()?;
    let is_outer = |l: &LoopId| f.loops.get(*l).is_some_and(|l| l.kind.is_outer());
    let mut declaring = None;
    walk(f, body, &mut |v| {
        if matches!(v.stmt, Stmt::Decl(l) if *l == x) {
            declaring = v.loops.iter().rev().find(|l| is_outer(l)).copied();
        }
    });
    let declaring = f.loops.get(declaring?)?;
    let mut found = Vec::new();
    nested_users(f, &declaring.body, x, false, &mut found);
    let has_init = f.locals.get(x).is_some_and(|l| l.init.is_some());
    match found.as_slice() {
        [] => None,
        [(first, repeated)] => (has_init || *repeated).then_some(*first),
        [(first, _), (second, _), ..] => Some(if has_init { *first } else { *second }),
    }
}

/// The `@outer` loops of `block` (not below another one) whose bodies use `x`, each with
/// whether a loop between `block` and it runs it more than once.
fn nested_users(
    f: &Function,
    block: &Block,
    x: LocalId,
    repeated: bool,
    out: &mut Vec<(LoopId, bool)>,
) {
    for stmt in &block.stmts {
        match stmt {
            Stmt::Loop(id) => {
                let Some(l) = f.loops.get(*id) else { continue };
                if l.kind.is_outer() {
                    if uses_local(f, &l.body, x) {
                        out.push((*id, repeated));
                    }
                } else {
                    nested_users(f, &l.body, x, true, out);
                }
            }
            Stmt::For { .. }
            | Stmt::While { .. }
            | Stmt::DoWhile { .. }
            | Stmt::RangeFor { .. } => {
                for b in child_blocks(stmt) {
                    nested_users(f, b, x, true, out);
                }
            }
            other => {
                for b in child_blocks(other) {
                    nested_users(f, b, x, repeated, out);
                }
            }
        }
    }
}

/// Whether a statement of `block` (nested loops included) names `x`.
fn uses_local(f: &Function, block: &Block, x: LocalId) -> bool {
    let mut used = false;
    walk(f, block, &mut |v| {
        stmt_exprs(f, v.stmt, |root| {
            walk_expr(&f.store, root, |_, e| used |= matches!(e, Expr::Local(l) if *l == x));
        });
    });
    used
}

/// `OKL0548` for the per-work-item copies of `original`, a kernel parameter or loop iterator
/// (`params` pass), written
/// at `at`, that the `@inner` extents of `top` cannot size.
fn param_size_error(original: &Local, at: Span, top: Span) -> Diagnostic {
    let name = &original.name;
    let noun = match original.kind {
        LocalKind::LoopVar => "loop iterator",
        _ => "kernel parameter",
    };
    Diagnostic::error(
        codes::PARAM_PER_WORK_ITEM,
        format!("cannot size the per-work-item copies of {noun} `{name}`"),
        at,
    )
    .with_primary_message("written per work-item here")
    .with_label(top, "the `@inner` extents of this loop are not constant")
    .with_note(
        "on GPUs every work-item has its own copy of each kernel parameter and loop iterator; \
         serial and OpenMP targets keep one copy per work-item when a later `@inner` loop reads \
         the written value",
    )
    .with_help(format!(
        "add `@max_inner_dims(x, y, z)` to this `@outer` loop, or copy `{name}` into a local \
             inside the `@inner` loop and write that"
    ))
}

/// The bound of the first `@inner` loop under `top` whose iteration count is not a constant,
/// and its span.
fn unknown_inner_bound(
    f: &Function,
    top: LoopId,
    counts: &IndexMap<LoopId, LoopCount>,
) -> Option<(Span, ExprId)> {
    let mut found = None;
    oklc_ir::visit::walk(f, &f.loops.get(top)?.body, &mut |v| {
        if let Stmt::Loop(id) = v.stmt
            && found.is_none()
            && f.loops.get(*id).is_some_and(|l| l.kind.is_inner())
            && counts.get(id).is_some_and(|c| c.constant.is_none())
        {
            let bound = f.loops[*id].range.bound;
            found = f.store.span_of(bound).map(|s| (s, bound));
        }
    });
    found
}
