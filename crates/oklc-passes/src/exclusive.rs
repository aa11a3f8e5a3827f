//! `exclusive`: placement of `@exclusive` variables (docs/guide/okl-reference.md, shared with `shared`) and the
//! size of their per-work-item storage on host targets (docs/conformance.md).
//!
//! The size is the product of the per-axis maximum inner extents of the top-level `@outer`
//! loop containing the declaration (constant extents only), else the product of that loop's
//! `@max_inner_dims`, else — on host targets, which need it — an error asking for
//! `@max_inner_dims` (legacy OCCA silently used 1024). On host targets an `@exclusive` array
//! with an initializer, and user variables named `_occa_exclusive_*`, are rejected here
//! because `target/host` cannot lower them. A variable whose copies the groups of nested
//! `@outer` loops must not share gets copies for every nested group (`exclusive_groups`),
//! which needs constant iteration counts of those loops.
//!
//! Host targets also check the uses outside the innermost `@inner` loops ([`mid_level`]):
//! `target/host` runs a statement of a non-innermost `@inner` body that uses an `@exclusive`
//! variable once per work-item of the `@inner` loops below, as a GPU does; where that is not
//! expressible the kernel is rejected here.

use indexmap::IndexMap;
use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::visit::{child_blocks, contains_loop, stmt_exprs, walk, walk_expr};
use oklc_ir::{
    ArenaExt, BinaryOp, Block, Expr, ExprId, Function, Local, LocalId, LocalKind, LoopId,
    OklStorage, Stage, Stmt, TyKind,
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
            let mut conflicts = Vec::new();
            let mut widened = IndexMap::new();
            // Per declaring loop: whether `@outer` loops are nested in it (rarely).
            let mut has_nested = IndexMap::new();
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
                        .with_primary_message("clashes with the names oklc generates")
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
                            if let Some((span, bound, tile)) = bound {
                                diag = diag.with_label(
                                    span,
                                    if tile {
                                        "oklc cannot evaluate this tile size as a constant"
                                    } else {
                                        "oklc cannot evaluate this bound as a constant"
                                    },
                                );
                                if let Some(n) = crate::shared::ambiguous_local(f, bound) {
                                    help = crate::shared::ambiguous_help(&n);
                                } else if let Some(n) =
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
                                .with_primary_message("host targets cannot copy it per work-item")
                                .with_help("assign the elements inside the first `@inner` loop instead"),
                        );
                    }
                    if host
                        && !shape_failed
                        && *has_nested
                            .entry(d.outer)
                            .or_insert_with(|| has_nested_outer(f, d.outer))
                        && let Some(nested) = nested_outer_conflict(f, d.local, d.outer)
                    {
                        conflicts.push((d.local, nested));
                    }
                }
            }
            if !conflicts.is_empty() {
                let f = &cx.module.functions[fid];
                let counts = cx.kernels.get(&fid).map(|k| &k.loop_counts);
                for (owner, (_, vars)) in group_by_outer(f) {
                    let Some(&(x, nested)) = conflicts.iter().find(|(x, _)| vars.contains(x))
                    else {
                        continue;
                    };
                    let per_group = vars
                        .iter()
                        .filter_map(|v| sizes.iter().find(|(l, _)| l == v).map(|(_, n)| *n))
                        .max()
                        .unwrap_or(1);
                    match counts.map(|c| nested_group_counts(f, owner, c, per_group)) {
                        Some(Ok(groups)) => {
                            widened.insert(owner, groups);
                        }
                        Some(Err(why)) => diags.push(nested_size_error(f, x, nested, why)),
                        None => {}
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
                k.exclusive_groups.extend(widened);
            }
        }
    }
}

/// The `@outer` loop, nested in the body of `@outer` loop `declaring` that declares
/// `@exclusive` variable `x`, whose groups would share `x`'s copies if the host storage held
/// one copy per work-item of one group, set up once per iteration of the declaring loop and
/// reused by every group of the nested loops. Reuse is only right when each group writes its
/// copies before reading them within one run of its nested loop: not with an initializer
/// (each group starts from it on a GPU), nor when a second nested loop at some level, or the
/// same one run again by a regular loop around it, reads the copies of its own work-items
/// (cases 284, 285). `target/host` then gives every group of the nested loops its own copies
/// (`KernelInfo::exclusive_groups`).
fn nested_outer_conflict(f: &Function, x: LocalId, declaring: LoopId) -> Option<LoopId> {
    let mut block = &f.loops.get(declaring)?.body;
    let has_init = f.locals.get(x).is_some_and(|l| l.init.is_some());
    loop {
        let mut found = Vec::new();
        nested_users(f, block, x, false, &mut found);
        match found.as_slice() {
            [] => return None,
            // Below the first level `has_init` is false: an initializer returned there.
            [(first, repeated)] if has_init || *repeated => return Some(*first),
            [(first, _)] => block = &f.loops.get(*first)?.body,
            [(first, _), (second, _), ..] => {
                return Some(if has_init { *first } else { *second });
            }
        }
    }
}

/// Whether an `@outer` loop is nested in the body of loop `id`.
fn has_nested_outer(f: &Function, id: LoopId) -> bool {
    f.loops
        .get(id)
        .is_some_and(|l| l.body.iter().any(|(s, _)| contains_loop(f, s, &|l| l.kind.is_outer())))
}

/// The number of groups per axis of the `@outer` loops nested in `owner` (the largest constant
/// iteration count of each axis; 1 for an axis without one), such that `per_group` copies for
/// each of them still fit.
fn nested_group_counts(
    f: &Function,
    owner: LoopId,
    counts: &IndexMap<LoopId, LoopCount>,
    per_group: u64,
) -> Result<[u64; 3], Unsized> {
    let Some(l) = f.loops.get(owner) else { return Err(Unsized::TooLarge) };
    let mut groups = [1u64; 3];
    let mut unknown = None;
    walk(f, &l.body, &mut |v| {
        let Stmt::Loop(id) = v.stmt else { return };
        let Some(nested) = f.loops.get(*id).filter(|l| l.kind.is_outer()) else { return };
        let axis = usize::from(nested.kind.axis().unwrap_or(0).min(2));
        match counts.get(id).and_then(|c| c.constant).and_then(|c| u64::try_from(c).ok()) {
            Some(n) => groups[axis] = groups[axis].max(n),
            None => {
                unknown.get_or_insert(*id);
            }
        }
    });
    if let Some(id) = unknown {
        return Err(Unsized::Unknown(id));
    }
    let total = groups.iter().try_fold(per_group, |acc, n| acc.checked_mul(*n));
    match total {
        Some(t) if i64::try_from(t).is_ok() => Ok(groups),
        _ => Err(Unsized::TooLarge),
    }
}

/// Why the copies for every nested group cannot be sized.
enum Unsized {
    /// This nested `@outer` loop has no constant iteration count.
    Unknown(LoopId),
    /// The storage would not fit in 64 bits.
    TooLarge,
}

/// `OKL0535` for `@exclusive` variable `x`, whose copies must be kept per group of the nested
/// `@outer` loop `nested`, when they cannot be sized.
fn nested_size_error(f: &Function, x: LocalId, nested: LoopId, why: Unsized) -> Diagnostic {
    let name = f.locals.get(x).map(|l| l.name.as_str()).unwrap_or("?");
    let span = f.locals.get(x).map_or(f.span, |l| l.span);
    let diag = Diagnostic::error(
        codes::EXCLUSIVE_SIZE,
        format!(
            "cannot size the copies of `@exclusive` variable `{name}` for every group of the nested `@outer` loops"
        ),
        span,
    )
    .with_primary_message("declared outside the nested `@outer` loops");
    let diag = match why {
        Unsized::Unknown(at) if at == nested => diag.with_label(
            loop_head(f, nested),
            "each group of this loop needs its own copies, and its iteration count is not constant",
        ),
        Unsized::Unknown(at) => diag
            .with_label(loop_head(f, nested), "each group of this loop needs its own copies")
            .with_label(loop_head(f, at), "the iteration count of this loop is not constant"),
        Unsized::TooLarge => diag.with_label(
            loop_head(f, nested),
            "each group of this loop needs its own copies, too many for one array",
        ),
    };
    diag.with_help("bound the nested `@outer` loops with constants, or declare the variable inside the nested `@outer` loop (each group then starts its own copies)")
        .with_note("on a GPU each group's work-items start from the initializer and keep their copies from one nested `@outer` loop to the next; serial and OpenMP targets keep a copy per work-item of every nested group, which needs the number of groups")
}

/// The exclusive declarations of `f` grouped by the `@outer` loop whose body declares their
/// index, with the top-level `@outer` loop of each group: the innermost `@outer` loop around
/// the declaration, or the outermost `@outer` loop around it that declares `@exclusive`
/// variables too. Nested groups share one index (their values agree: one top-level loop gives
/// both the strides), so a statement using variables of both is indexed, and run per
/// work-item, once. `target/host` lowers each group; a group with copies for every nested
/// `@outer` group (`KernelInfo::exclusive_groups`) is keyed by the same loop.
pub(crate) fn group_by_outer(f: &Function) -> IndexMap<LoopId, (LoopId, Vec<LocalId>)> {
    // Each declaration with the `@outer` loops around it, outermost first.
    let mut decls: Vec<(LocalId, Vec<LoopId>)> = Vec::new();
    if let Some(body) = &f.body {
        walk(f, body, &mut |v| {
            let Stmt::Decl(l) = v.stmt else { return };
            if f.locals.get(*l).is_none_or(|x| x.storage != OklStorage::Exclusive) {
                return;
            }
            let outers = crate::util::outer_loops(f, v.loops);
            if !outers.is_empty() {
                decls.push((*l, outers));
            }
        });
    }
    let declaring: Vec<LoopId> = decls.iter().filter_map(|(_, o)| o.last().copied()).collect();
    let mut groups: IndexMap<LoopId, (LoopId, Vec<LocalId>)> = IndexMap::new();
    for (l, outers) in decls {
        let Some(&owner) = outers.iter().find(|o| declaring.contains(o)) else { continue };
        groups.entry(owner).or_insert_with(|| (outers[0], Vec::new())).1.push(l);
    }
    groups
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
) -> Option<(Span, ExprId, bool)> {
    let mut found = None;
    oklc_ir::visit::walk(f, &f.loops.get(top)?.body, &mut |v| {
        if let Stmt::Loop(id) = v.stmt
            && found.is_none()
            && f.loops.get(*id).is_some_and(|l| l.kind.is_inner())
            && counts.get(id).is_some_and(|c| c.constant.is_none())
        {
            let bound = f.loops[*id].range.bound;
            // A tile's block loop has no constant count when its size or the source's bound
            // has none: blame the size only when it is the unknown one.
            found = match tile_size_in(f, *id) {
                Some(size) if crate::fold::const_int(&f.store, size).is_none() => {
                    f.store.span_of(size).map(|s| (s, size, true))
                }
                _ => f.store.span_of(bound).map(|s| (s, bound, false)),
            };
        }
    });
    found
}

/// The tile size of a loop the `tile` pass made, where that size is what has no constant value:
/// the block loop `_occa_tiled_i += W` (its bound is the source's) or the element loop
/// `i < _occa_tiled_i + W`. `W` is the size, maybe cast to the iterator's type and multiplied
/// by the step; the nodes the pass made carry the loop's span, the size keeps its own.
fn tile_size_in(f: &Function, id: LoopId) -> Option<ExprId> {
    let tiled =
        |local: LocalId| f.locals.get(local).is_some_and(|l| l.name.starts_with("_occa_tiled_"));
    let l = f.loops.get(id)?;
    let mut w = if tiled(l.var) {
        l.range.step.amount()?
    } else {
        let Expr::Binary { op: BinaryOp::Add | BinaryOp::Sub, lhs, rhs } =
            f.store.exprs.get(l.range.bound)?
        else {
            return None;
        };
        let Expr::Local(base) = f.store.exprs.get(*lhs)? else { return None };
        if !tiled(*base) {
            return None;
        }
        *rhs
    };
    let made = crate::util::loop_span(f, id);
    while f.store.span_of(w).is_none_or(|s| s == made) {
        w = match f.store.exprs.get(w)? {
            Expr::Cast { arg, .. } => *arg,
            Expr::Binary { op: BinaryOp::Mul, lhs, .. } => *lhs,
            _ => return None,
        };
    }
    Some(w)
}
