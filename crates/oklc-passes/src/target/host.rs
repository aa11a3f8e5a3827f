//! `host`: the serial/OpenMP lowering of `@exclusive` (docs/backends.md).
//!
//! For each `@outer` loop `O` that directly encloses (innermost) `@exclusive` declarations:
//! 1. `int _occa_exclusive_index;` becomes the first statement of `O`'s body (only the
//!    outermost of nested such loops declares one: they share it);
//! 2. each such declaration `T x` becomes `T x[SIZE]` (a leading dimension: `float q[2]` →
//!    `float q[SIZE][2]`), with `SIZE` from the `exclusive` pass, without a top-level `const`
//!    and with `auto` spelled out ([`storage_elem`]; `OKL0547` where it cannot be);
//! 3. every other reference to `x` becomes `x[_occa_exclusive_index]`;
//! 4. `_occa_exclusive_index = 0;` goes before every top-most `@inner` loop in `O` (and before
//!    the preprocessor lines right above it), and
//!    `_occa_exclusive_index = it0 + E0 * it1 + E0 * E1 * it2;` at the start of every
//!    innermost `@inner` body in `O`, where `itA` is the iteration number of the enclosing
//!    `@inner` loop on axis A and `E` the launch's inner extents (maximum constant extents,
//!    else `@max_inner_dims`). Legacy OCCA put `++_occa_exclusive_index;` at the end of the
//!    body instead; both give the same indices when every inner nest has the same extents, but
//!    only the linear index keeps each work-item's copy when nests differ,
//!    exactly as on GPUs where the copy belongs to the thread `(x, y, z)`;
//! 5. a scalar initializer is replicated per work-item right after the declaration:
//!    `for (int _occa_exclusive_init = 0; _occa_exclusive_init < SIZE; ++_occa_exclusive_init)
//!    x[_occa_exclusive_init] = init;` — every work-item's copy is initialised at the
//!    declaration point, as on GPUs. (Array initializers are rejected by `exclusive`.)
//!
//! A group whose `O` has `@outer` loops nested in it that must not share copies
//! ([`crate::KernelInfo::exclusive_groups`]) keeps a copy per work-item of every nested group:
//! `SIZE` is multiplied by the number of nested groups and the index gains
//! `W * n0 + W * G0 * n1` from the iteration numbers `nA` of the enclosing nested `@outer`
//! loops (`W` the work-items of one group, `GA` the nested groups on axis A).
//!
//! In the body of a non-innermost `@inner` loop `L` (outside the `@inner` loops below it, also
//! inside a regular loop or `if` around them), step 4 also puts each run of consecutive
//! statements that use the group's `@exclusive` variables inside loops over the work-items
//! below `L` (`for (int _occa_exclusive_x = 0; _occa_exclusive_x < E0; ++_occa_exclusive_x)`,
//! one per axis of the `@inner` loops below `L`, `E` the launch's extents), whose body first
//! sets `_occa_exclusive_index` to the work-item's linear index. A GPU runs such a statement
//! once per work-item, each with its own copies; legacy OCCA ran it once with a stale index.
//! `exclusive::mid_level` rejects beforehand what cannot be repeated this way.
//!
//! Before all this, kernels with a `return` in an `@inner` loop that later `@inner` work of the
//! work-item follows get per-work-item "returned" flags, an `@exclusive bool` lowered by the
//! steps above ([`returns`]); `lower_returns` then turns every `return` into a jump.
//!
//! Barriers stay in the tree (`Stmt::Barrier`); host printers spell them as nothing (`;`).
//! Kernels with errors from earlier passes are left alone.
//!
//! Then, with [`crate::Options::inner_guard_bounds`] (OpenMP), an `@inner` loop
//! `for (i = a; i < b; ++i) { if (i < g) { ... } }` whose whole body is that guard gets `g` as
//! its guard condition ([`oklc_ir::LoopRange::guard`]) and the guarded block as its body, when that
//! is provably the same loop: the iterator only grows by one and is not written in the body,
//! and `g` is built from literals, arithmetic and locals that nothing in the body writes and
//! whose address never escapes, of a type whose comparison with the iterator keeps the
//! iterator's order (not an `int` iterator from `-4` against an `unsigned` guard, which C++
//! compares as unsigned: false at `-4`, true at `0`). The loop then stops where the work
//! stops instead of testing every remaining iteration (the block reduction got 12x faster: g++
//! vectorizes the counted loop). Only guards on values computed in the kernel (`if (t < alive)`) are folded; a guard
//! on kernel arguments only (a tile remainder check) is true in almost every iteration, and
//! there g++ if-converts the `if` and vectorizes with masked stores, while a two-exit loop
//! condition stops it vectorizing (axpy measured 1.5x slower).

use indexmap::{IndexMap, IndexSet};
use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::visit::{stmt_exprs, walk, walk_expr};
use oklc_ir::{
    ArenaExt, AssignOp, BinaryOp, Block, Builtin, CastStyle, CmpOp, Expr, ExprId, Function,
    FunctionId, Init, Local, LocalId, LocalKind, LoopId, Module, NamedRef, OklStorage, Quals,
    Stage, Step, Stmt, Ty, TyId, TyKind, UnaryOp,
};
use oklc_span::Span;
use smol_str::SmolStr;

use crate::TileLoops;
use crate::consts::{host_common_type, host_int_type};
use crate::exclusive::mid_level::{Extent, axes_below, has_inner, has_inner_below, launch_extent};
use crate::exclusive::{INDEX_NAME, group_by_outer};
use crate::fold::{IntTy, const_int};
use crate::pipeline::{Pass, PassCx};
use crate::shared::{ConstNames, extent};
use crate::util::{lit, loop_span, retarget, with_fn_body, with_loop_body};

mod returns;

pub struct HostPass;

impl Pass for HostPass {
    fn name(&self) -> &'static str {
        "host"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for fid in cx.functions() {
            if cx.failed.contains(&fid) {
                continue;
            }
            if cx.module.functions[fid].is_kernel() && !returns::flag_late_returns(cx, fid) {
                continue;
            }
            lower_exclusive(cx, fid);
            unconst_iterators(&mut cx.module.functions[fid]);
            if cx.module.functions[fid].is_kernel() {
                lower_returns(&mut cx.module.functions[fid]);
            }
            wrap_safe_tiles(cx, fid, false);
            if cx.options.parallel_outer {
                widen_parallel_iterators(cx, fid);
                drop_parallel_loop_pragmas(cx, fid);
            }
            widen_narrow_iterators(cx, fid);
            if cx.options.inner_guard_bounds {
                fold_inner_guards(cx, fid);
            }
        }
    }
}

/// OKL loop iterators become ordinary counters on the host, so a `const` iterator
/// (`for (const int b = 0; b < n; ++b; @outer)`, fine on a GPU, where each work-item computes
/// it once) loses its top-level `const`: the host loop's `++b` would not compile otherwise.
fn unconst_iterators(f: &mut Function) {
    let loops: Vec<LoopId> = f.loops.iter().map(|(id, _)| id).collect();
    unconst_loop_iterators(f, &loops);
}

/// Removes the top-level `const` of the iterators that loops `loops` declare, for code that
/// runs them as ordinary counters ([`unconst_iterators`]; the SIMT launcher's loops over the
/// ranges a launch size is the largest over).
pub(crate) fn unconst_loop_iterators(f: &mut Function, loops: &[LoopId]) {
    let vars: Vec<LocalId> =
        loops.iter().filter_map(|&id| f.loops.get(id)).map(|l| l.var).collect();
    for v in vars {
        let Some(local) = f.locals.get(v) else { continue };
        if !matches!(local.kind, LocalKind::LoopVar | LocalKind::Synthetic) {
            continue;
        }
        let Some(ty) = f.store.types.get(local.ty) else { continue };
        if !ty.quals.contains(Quals::CONST) {
            continue;
        }
        let mut ty = ty.clone();
        ty.quals.remove(Quals::CONST);
        f.locals[v].ty = f.store.ty(ty);
    }
}

/// Where a `return` inside OKL loops jumps on the host: to the end of the current iteration
/// of the innermost enclosing `@inner` loop (the work-item's iteration), or of the innermost
/// `@outer` loop outside every `@inner` loop (the work-group's). `continue` when no regular
/// loop lies in between (a `switch` does not catch `continue`), else `goto` a label at the end
/// of that loop's body; the body is wrapped in a block first, so the jump never enters the
/// scope of a declaration. Where more of the same work-item could run later, [`returns`] has
/// already flagged the returning work-item and guarded the later `@inner` bodies, so this is
/// exactly what a GPU does. A `return`
/// outside every OKL loop leaves the kernel, as on GPUs (where that code runs on the host).
fn lower_returns(f: &mut Function) {
    let mut labels: IndexMap<LoopId, SmolStr> = IndexMap::new();
    with_fn_body(f, |f, body| jump_returns(f, body, None, &mut labels));
    for (id, name) in labels {
        let span = loop_span(f, id);
        with_loop_body(f, id, |_, body| {
            let old = std::mem::take(body);
            body.push(Stmt::Block(old), span);
            body.push(Stmt::Label(name), span);
        });
    }
}

/// [`lower_returns`] below `block`; `target` is the loop a `return` ends the iteration of,
/// with whether a regular loop lies between it and `block`.
fn jump_returns(
    f: &mut Function,
    block: &mut Block,
    target: Option<(LoopId, bool)>,
    labels: &mut IndexMap<LoopId, SmolStr>,
) {
    for (stmt, span) in block.stmts.iter_mut().zip(block.spans.iter().copied()) {
        match stmt {
            Stmt::Return(value) => {
                let Some((id, nested)) = target else { continue };
                let jump = if nested {
                    let n = labels.len();
                    let name =
                        labels.entry(id).or_insert_with(|| format!("_occa_return_{n}").into());
                    Stmt::Goto(name.clone())
                } else {
                    Stmt::Continue
                };
                *stmt = match *value {
                    // `return f();` with a `void` f: the call still happens.
                    Some(e) => {
                        let mut b = Block::new();
                        b.push(Stmt::Expr(e), span);
                        b.push(jump, span);
                        Stmt::Block(b)
                    }
                    None => jump,
                };
            }
            Stmt::Loop(id) => {
                let id = *id;
                let okl = f.loops.get(id).is_some_and(|l| l.kind.is_outer() || l.kind.is_inner());
                let t = if okl { Some((id, false)) } else { target.map(|(t, _)| (t, true)) };
                with_loop_body(f, id, |f, b| jump_returns(f, b, t, labels));
            }
            Stmt::For { .. }
            | Stmt::While { .. }
            | Stmt::DoWhile { .. }
            | Stmt::RangeFor { .. } => {
                let t = target.map(|(t, _)| (t, true));
                for b in oklc_ir::visit::child_blocks_mut(stmt) {
                    jump_returns(f, b, t, labels);
                }
            }
            other => {
                for b in oklc_ir::visit::child_blocks_mut(other) {
                    jump_returns(f, b, target, labels);
                }
            }
        }
    }
}

/// Gives the tiles whose index arithmetic could leave the iterator type's range a form that
/// cannot (the plain tile rewrite assumes mathematical integers). For a decreasing tile over an
/// unsigned iterator the last tile start `_occa_tiled_i` may be below the width `W`, and then
/// `_occa_tiled_i - W` wraps around: the element loop `i > _occa_tiled_i - W` runs no iteration
/// and `_occa_tiled_i -= W` starts over near the type's maximum. The wrap-safe form
///
/// ```text
/// for (T _occa_tiled_i = S; _occa_tiled_i OP E; _occa_tiled_i -= W) {
///   for (T i = _occa_tiled_i; i OP E && _occa_tiled_i - i < W; UPD) { B }
///   if (_occa_tiled_i - E <= W) break;     // `<` for `>=`: no further tile
/// }
/// ```
///
/// only computes values the original loop computes too: the element loop ends at the
/// original loop's exit value, and the block loop ends before its update would pass `E` (the
/// bounds `if` is the element loop's condition now, so it goes). Increasing tiles mirror it
/// (`i - _occa_tiled_i < W`, `E - _occa_tiled_i <= W`); signed iterators stop the block loop
/// with `_occa_tiled_i <= E + W` (`>= E - W`), which cannot overflow near the type's limit.
///
/// Decreasing tiles over unsigned iterators take this form unless constant `E` and `W` prove
/// the plain form safe (`E + 1 - W >= 0` for `>`); every other tile only when constant `E` and
/// `W` put the plain form's arithmetic outside the type's range (`i < 4294967295u` on an
/// `unsigned int`, `i > INT_MIN` on an `int`): signed and increasing loops with run-time bounds
/// keep the plain form, which is faster on OpenMP (one loop exit) and exact unless the bound is
/// within one tile of the type's limit. A top-level `@outer` block loop keeps its canonical form
/// with [`crate::Options::parallel_outer`]: OpenMP counts its iterations before the loop.
///
/// On SIMT targets (`device`) only tiles whose element loop stays a loop in device code (an
/// `@outer`-only tile) are rewritten, and only that loop: the block loop is a work-group index.
pub(crate) fn wrap_safe_tiles(cx: &mut PassCx<'_>, fid: FunctionId, device: bool) {
    let Some(info) = cx.kernels.get(&fid) else { return };
    if info.tiles.is_empty() {
        return;
    }
    let parallel: Vec<LoopId> = if cx.options.parallel_outer {
        info.splits.iter().map(|s| s.loop_id).collect()
    } else {
        Vec::new()
    };
    let module = &*cx.module;
    let f = &module.functions[fid];
    let mut rewrite = Vec::new();
    for tile in &info.tiles {
        let Some(block) = f.loops.get(tile.block) else { continue };
        if device && f.loops.get(tile.element).is_none_or(|l| l.kind != oklc_ir::LoopKind::Regular)
        {
            continue;
        }
        let Some(width) = block.range.step.amount() else { continue };
        let Some(range) = f.locals.get(block.var).and_then(|l| int_range(module, f, l.ty)) else {
            continue;
        };
        let names = ConstNames::of(module, fid);
        let bound = extent(names, Some(f), block.range.bound, 0);
        let w = extent(names, Some(f), width, 0);
        let strict = i128::from(matches!(block.range.cmp, CmpOp::Lt | CmpOp::Gt));
        let increasing = block.range.step.is_increasing();
        // The value farthest beyond `E` that the plain form computes: `t - W` for the last
        // tile start `t`, or `t + W`.
        let outside = bound.zip(w).and_then(|(e, w)| {
            let v = if increasing {
                e.checked_sub(strict)?.checked_add(w)?
            } else {
                e.checked_add(strict)?.checked_sub(w)?
            };
            Some(v < range.0 || v > range.1)
        });
        let unsigned_down = range.0 == 0 && !increasing;
        if outside.unwrap_or(unsigned_down) {
            rewrite.push((*tile, range.0 < 0, !device && !parallel.contains(&tile.block)));
        }
    }
    let f = &mut cx.module.functions[fid];
    for (tile, signed, stop) in rewrite {
        wrap_safe_tile(f, tile, signed, stop);
    }
}

/// The rewrite of [`wrap_safe_tiles`] for one tile; `stop` adds the block loop's exit.
fn wrap_safe_tile(f: &mut Function, tile: TileLoops, signed: bool, stop: bool) {
    let Some(block) = f.loops.get(tile.block) else { return };
    let (t, r) = (block.var, block.range.clone());
    let Some(width) = r.step.amount() else { return };
    let Some(i) = f.loops.get(tile.element).map(|l| l.var) else { return };
    let span = loop_span(f, tile.element);
    let increasing = r.step.is_increasing();
    let ty = f.locals[t].ty;
    let s = &mut f.store;
    let bin =
        |s: &mut oklc_ir::Store, op, lhs, rhs| s.expr(Expr::Binary { op, lhs, rhs }, Some(span));
    // A width that is not a constant is cast to the iterator's type: `t - i < W` would
    // otherwise compare unsigned with signed values (g++ -Wsign-compare).
    let width_of = |s: &mut oklc_ir::Store| {
        let w = s.clone_expr(width);
        if const_int(s, w).is_some() {
            w
        } else {
            s.expr(Expr::Cast { style: CastStyle::C, ty, arg: w }, Some(span))
        }
    };

    // Element loop: `i OP E && t - i < W` (`i - t < W` upwards).
    let (ti, ii) = (s.expr(Expr::Local(t), Some(span)), s.expr(Expr::Local(i), Some(span)));
    let offset =
        if increasing { bin(s, BinaryOp::Sub, ii, ti) } else { bin(s, BinaryOp::Sub, ti, ii) };
    let w = width_of(s);
    let in_tile = bin(s, BinaryOp::Lt, offset, w);
    let bound = s.clone_expr(r.bound);

    // Block loop: leave when the next tile start would pass `E`: for `>` when `t - W <= E`.
    let last = stop.then(|| {
        let (tv, e, w) = (s.expr(Expr::Local(t), Some(span)), s.clone_expr(r.bound), width_of(s));
        let op = if matches!(r.cmp, CmpOp::Lt | CmpOp::Gt) { BinaryOp::Le } else { BinaryOp::Lt };
        if signed {
            // `t <= E + W` downwards, `t >= E - W` upwards: no overflow near the limit.
            let (sum, cmp) = match (increasing, op) {
                (false, _) => (BinaryOp::Add, op),
                (true, BinaryOp::Le) => (BinaryOp::Sub, BinaryOp::Ge),
                (true, _) => (BinaryOp::Sub, BinaryOp::Gt),
            };
            let limit = bin(s, sum, e, w);
            bin(s, cmp, tv, limit)
        } else {
            // `t - E <= W` downwards, `E - t <= W` upwards: never negative inside the loop.
            let diff = if increasing {
                bin(s, BinaryOp::Sub, e, tv)
            } else if const_int(s, e) == Some(0) {
                tv
            } else {
                bin(s, BinaryOp::Sub, tv, e)
            };
            bin(s, op, diff, w)
        }
    });

    if let Some(el) = f.loops.get_mut(tile.element) {
        el.range.bound = bound;
        el.range.cmp = r.cmp;
        el.range.iter_on_right = r.iter_on_right;
        el.range.guard = Some(in_tile);
        // The bounds check is part of the loop condition now.
        if let Some(check) = tile.check
            && let Some(k) = el
                .body
                .stmts
                .iter()
                .position(|st| matches!(st, Stmt::If { cond, els: None, .. } if *cond == check))
            && let Stmt::If { then, .. } = el.body.stmts.remove(k)
        {
            el.body.spans.remove(k);
            for (j, (st, sp)) in then.stmts.into_iter().zip(then.spans).enumerate() {
                el.body.insert(k + j, st, sp);
            }
        }
    }
    if let Some(cond) = last
        && let Some(b) = f.loops.get_mut(tile.block)
    {
        let mut brk = Block::new();
        brk.push(Stmt::Break, span);
        b.body.push(Stmt::If { constexpr: false, cond, then: brk, els: None }, span);
    }
}

/// The top-level `@outer` loops of `fid`: on OpenMP each becomes a `#pragma omp parallel for`.
fn parallel_loops(cx: &PassCx<'_>, fid: FunctionId) -> Vec<LoopId> {
    cx.kernels.get(&fid).map(|k| k.splits.iter().map(|s| s.loop_id).collect()).unwrap_or_default()
}

/// OpenMP's canonical loop form (OpenMP 5.2 §4.4.1) wants the test `var OP b` computed in the
/// type of `var`: g++ narrows a wider bound to an `int` iterator's type (`i < (int)n` for a
/// `long long n`, `i < (int)sz` for a `size_t sz`, as OpenMP 2.5 §2.5.1 specified), where C++
/// compares in the common type, and rejects an iterator narrower than `int`, promoted before
/// the comparison (`(long)b < n`), as an "invalid controlling predicate". So a parallel loop
/// whose test C++ computes in another type than the iterator's ([`wide_test_fits`],
/// [`narrow_count_fits`]) counts with `decltype((T)0 + (bound))`, the type the original
/// comparison is computed in, and the user's iterator keeps its type as a copy declared first
/// in the body: every test and step computes what the serial loop computes (loops whose
/// narrow iterator would wrap count wide on serial too: [`widen_narrow_iterators`]). A start
/// value that is neither a constant in `T`'s range nor of type `T` is converted to `T` first,
/// as the declaration converted it. A tile's block iterator is oklc's own, so it only changes
/// type.
fn widen_parallel_iterators(cx: &mut PassCx<'_>, fid: FunctionId) {
    let tiles: Vec<LoopId> =
        cx.kernels.get(&fid).map(|k| k.tiles.iter().map(|t| t.block).collect()).unwrap_or_default();
    let taken = crate::util::TakenNames::of(cx, fid);
    for id in parallel_loops(cx, fid) {
        let module = &*cx.module;
        let f = &module.functions[fid];
        let Some(lp) = f.loops.get(id) else { continue };
        let var = lp.var;
        let Some(local) = f.locals.get(var) else { continue };
        let ty = local.ty;
        let range = match int_range(module, f, ty) {
            Some(r) => r,
            None if resolved_builtin(module, f, ty) == Some(Builtin::Char) => (0, 127),
            None => continue,
        };
        let it = crate::fold::int_type(Some(crate::fold::Types::of(module)), &f.store, ty);
        let wide = range.0 < i128::from(i32::MIN) || range.1 >= i128::from(i32::MAX);
        let keep = match it {
            Some(it) if wide => wide_test_fits(module, fid, &lp.range, it, range),
            // g++ also computes `bound + 1` of an inclusive test in `T` (`c <= 255` on an
            // `unsigned char` ran no iteration).
            _ => {
                narrow_count_fits(&f.store, &lp.range, range)
                    && narrow_loop_stays_in_type(&f.store, &lp.range, range)
            }
        };
        if keep {
            continue;
        }
        // A start of the iterator's own type (after promotion: `int` for `short` and `int`)
        // needs no conversion.
        let cast_start = const_in(&f.store, lp.range.start, range).is_none()
            && !(wide && it.is_some() && host_int_type(module, fid, lp.range.start) == it);
        let copy = (!tiles.contains(&id)).then(|| taken.fresh(format!("_occa_omp_{}", local.name)));
        count_wide(&mut cx.module.functions[fid], id, ty, cast_start, copy);
    }
}

/// A GPU counts an OKL loop (docs/passes.md) in the arithmetic of its bounds and sets the iterator
/// from the count, while the host runs the loop as written, in the iterator's type: an
/// iterator narrower than `int` can wrap before its test fails (`unsigned char c = 250;
/// c <= 255`, `signed char i = 120; i <= 127; i += 3`, a tile of width 64 up to 255), and the
/// host loop never ends. Such loops count in `decltype((T)0 + (bound))` as OpenMP's parallel
/// loops do, with the user's iterator a copy declared first in the body, unless a constant
/// bound and step prove that the iterator stays in its type ([`narrow_loop_stays_in_type`]).
/// A tile is decided on its block loop (bound and width), or on its element loop when it has
/// the wrap-safe form (whose block loop cannot wrap; it changes type with the element loop so
/// that its test is not a comparison g++ finds always true); a widened block iterator changes
/// type and a widened element loop counts wide, its tile guard and bounds check reading the
/// counter. The parallel loops [`widen_parallel_iterators`] decided are
/// left alone.
fn widen_narrow_iterators(cx: &mut PassCx<'_>, fid: FunctionId) {
    let tiles: Vec<TileLoops> = cx.kernels.get(&fid).map(|k| k.tiles.clone()).unwrap_or_default();
    let parallel = if cx.options.parallel_outer { parallel_loops(cx, fid) } else { Vec::new() };
    let module = &*cx.module;
    let f = &module.functions[fid];
    // (loop, the loop whose range decides, tile bounds check to retarget)
    let mut widen: Vec<(LoopId, TyId, bool)> = Vec::new();
    let mut checks: Vec<(LoopId, Option<ExprId>)> = Vec::new();
    for (id, lp) in f.loops.iter() {
        if parallel.contains(&id) {
            continue;
        }
        let tile_of = tiles.iter().find(|t| t.block == id || t.element == id);
        // A tile in the wrap-safe form of [`wrap_safe_tiles`] has a block loop that stops
        // before passing its bound and an element loop that tests the source's bound itself;
        // otherwise the source's bound and the tile width decide for both loops.
        let wrap_safe =
            |t: &TileLoops| f.loops.get(t.element).is_some_and(|l| l.range.guard.is_some());
        let decider = match tile_of {
            None => id,
            Some(t) if wrap_safe(t) => t.element,
            Some(t) => t.block,
        };
        let Some(ty) = f.locals.get(lp.var).map(|l| l.ty) else { continue };
        let range = match resolved_builtin(module, f, ty) {
            Some(Builtin::Bool) => continue,
            Some(Builtin::Char) => (0, 127),
            _ => match int_range(module, f, ty) {
                Some(r) => r,
                None => continue,
            },
        };
        if range.0 < i128::from(i32::MIN) || range.1 >= i128::from(i32::MAX) {
            continue;
        }
        let Some(decide) = f.loops.get(decider) else { continue };
        if narrow_loop_stays_in_type(&f.store, &decide.range, range) {
            continue;
        }
        let is_block = tile_of.is_some_and(|t| t.block == id);
        // A tile's element loop starts at the block iterator, oklc's own.
        let cast_start = const_in(&f.store, lp.range.start, range).is_none() && tile_of.is_none();
        widen.push((id, ty, cast_start));
        if !is_block {
            checks.push((id, tile_of.and_then(|t| t.check)));
        }
    }
    if widen.is_empty() {
        return;
    }
    let taken = crate::util::TakenNames::of(cx, fid);
    let f = &mut cx.module.functions[fid];
    for (id, ty, cast_start) in widen {
        let Some(var) = f.loops.get(id).map(|l| l.var) else { continue };
        let Some((_, check)) = checks.iter().find(|(l, _)| *l == id) else {
            // A tile's block iterator: oklc's own, so it only changes type.
            count_wide(f, id, ty, false, None);
            continue;
        };
        let name = taken.fresh(format!("_occa_wide_{}", f.locals[var].name));
        count_wide(f, id, ty, cast_start, Some(name));
        let Some(counter) = f.loops.get(id).map(|l| l.var) else { continue };
        // The tile guard and bounds check test the count, not the copy that may have wrapped.
        let roots = f.loops.get(id).and_then(|l| l.range.guard).into_iter().chain(*check);
        let mut uses = Vec::new();
        for root in roots {
            walk_expr(&f.store, root, |e, x| {
                if matches!(x, Expr::Local(l) if *l == var) {
                    uses.push(e);
                }
            });
        }
        retarget(f, &uses, counter);
    }
}

/// Whether a host loop over a narrow iterator of `range` never leaves it: a constant bound and
/// step after which the next value (one step past the last value that passes the test) is still
/// in range, or a constant start past the bound (no iteration). A loop whose step is not positive or goes against its test is left as written
/// (legacy OCCA accepts it; its count is not positive).
fn narrow_loop_stays_in_type(
    store: &oklc_ir::Store,
    r: &oklc_ir::LoopRange,
    range: (i128, i128),
) -> bool {
    let step = match r.step {
        Step::Inc { .. } | Step::Dec { .. } => Some(1),
        Step::Add(e) | Step::Sub(e) => const_int(store, e),
    };
    let (Some(bound), Some(step)) = (const_int(store, r.bound), step) else { return false };
    let up = r.step.is_increasing();
    if step <= 0 || up != matches!(r.cmp, CmpOp::Lt | CmpOp::Le) {
        return true;
    }
    // The last value that passes the test: the bound's side of it, or the last value a constant
    // start reaches in whole steps.
    let mut last = match r.cmp {
        CmpOp::Lt => bound - 1,
        CmpOp::Le | CmpOp::Ge => bound,
        CmpOp::Gt => bound + 1,
    };
    if let Some(start) = const_in(store, r.start, range) {
        let span = if up { last - start } else { start - last };
        if span < 0 {
            return true;
        }
        last = if up { start + span / step * step } else { start - span / step * step };
    }
    if up { last + step <= range.1 } else { last - step >= range.0 }
}

/// Makes loop `id`, whose iterator has type `ty`, count in `decltype((T)0 + (bound))`, the
/// type C++ computes its test in. With `copy`, the loop counts in a new local of that name and
/// the user's iterator becomes a copy declared first in the body; without it (a tile's block
/// iterator, oklc's own) the iterator only changes type. `cast_start` converts the start value
/// to `T` first, as the iterator's declaration did.
fn count_wide(f: &mut Function, id: LoopId, ty: TyId, cast_start: bool, copy: Option<SmolStr>) {
    let Some(lp) = f.loops.get(id) else { return };
    let (var, start, bound) = (lp.var, lp.range.start, lp.range.bound);
    let span = f.locals[var].span;
    let s = &mut f.store;
    let zero = lit(s, 0, span);
    let typed_zero = s.expr(Expr::Cast { style: CastStyle::C, ty, arg: zero }, Some(span));
    let b = s.clone_expr(bound);
    let sum = s.expr(Expr::Binary { op: BinaryOp::Add, lhs: typed_zero, rhs: b }, Some(span));
    let wide = s.ty(Ty::new(TyKind::Decltype(sum)));
    if cast_start {
        let cast = s.expr(Expr::Cast { style: CastStyle::C, ty, arg: start }, Some(span));
        if let Some(l) = f.loops.get_mut(id) {
            l.range.start = cast;
        }
    }
    let Some(counter) = copy else {
        f.locals[var].ty = wide;
        return;
    };
    // A loop whose body never reads its iterator (a repeated update) would leave the copy
    // unused, which g++ reports (`-Wunused-variable`); `(void)g;` marks it used.
    let unused =
        f.loops.get(id).is_some_and(|l| !l.body.stmts.iter().any(|st| mentions(f, st, var)));
    let void_use = unused.then(|| {
        let void = f.store.builtin(Builtin::Void);
        let arg = f.store.expr(Expr::Local(var), Some(span));
        f.store.expr(Expr::Cast { style: CastStyle::C, ty: void, arg }, Some(span))
    });
    count_in_copy(f, id, counter, wide);
    if let (Some(l), Some(e)) = (f.loops.get_mut(id), void_use) {
        l.body.insert(1, Stmt::Expr(e), span);
    }
}

/// Makes loop `id` count in a new local `counter` of type `ty` and declares its iterator, now
/// a plain variable initialised from the counter, first in its body: the body may then change
/// or narrow its own copy without touching the count.
fn count_in_copy(f: &mut Function, id: LoopId, counter: SmolStr, ty: TyId) {
    let Some(var) = f.loops.get(id).map(|l| l.var) else { return };
    let span = f.locals[var].span;
    let counter = f.add_local(Local::new(counter, ty, LocalKind::LoopVar, span));
    let value = f.store.expr(Expr::Local(counter), Some(span));
    f.locals[var].kind = LocalKind::Var;
    f.locals[var].init = Some(Init::Assign(value));
    if let Some(l) = f.loops.get_mut(id) {
        l.var = counter;
        l.body.insert(0, Stmt::Decl(var), span);
    }
}

/// Whether g++ counts the parallel loop `r` over a narrow iterator of `range` correctly as
/// written: a constant start and bound in range compare the same in either type, but g++
/// computes the trip count (`bound - start + step - 1`, OpenMP's canonical loop form) in the
/// iterator's own type, so `signed char c = -100; c < 100` (200 does not fit) runs no
/// iteration at all. Only a constant start, bound and step whose distance plus step fits in
/// the type keep the loop as written.
fn narrow_count_fits(store: &oklc_ir::Store, r: &oklc_ir::LoopRange, range: (i128, i128)) -> bool {
    let value = |e| const_in(store, e, range);
    let step = match r.step {
        Step::Inc { .. } | Step::Dec { .. } => Some(1),
        Step::Add(e) | Step::Sub(e) => value(e),
    };
    match (value(r.start), value(r.bound), step) {
        (Some(start), Some(bound), Some(step)) => (bound - start).abs() + step <= range.1,
        _ => false,
    }
}

/// Whether g++ computes the test of the parallel loop `r` over an iterator of type `it` (of
/// `range`, at least as wide as `int`) as the serial loop does: OpenMP converts the bound to
/// `it`, so it must be what the usual arithmetic conversions of `var OP bound` give (`int`
/// against `int`, `unsigned` against `int`), or a constant in `it`'s range compared with values
/// the common type holds unchanged (a signed iterator against an unsigned constant only when
/// it starts at a constant `>= 0`). A bound whose type oklc does not know (a call, a member of
/// a template) is widened: `decltype` spells whatever it is. The step needs nothing: g++
/// converts it to `it` as the serial `var += step` does.
fn wide_test_fits(
    module: &Module,
    fid: FunctionId,
    r: &oklc_ir::LoopRange,
    it: IntTy,
    range: (i128, i128),
) -> bool {
    let f = &module.functions[fid];
    let common = host_int_type(module, fid, r.bound).and_then(|b| host_common_type(it, b));
    if common == Some(it) {
        return true;
    }
    let unsigned = |t: Option<IntTy>| !matches!(t, Some(IntTy::Fixed { signed: true, .. }));
    const_in(&f.store, r.bound, range).is_some()
        && (unsigned(Some(it))
            || !unsigned(common)
            || const_int(&f.store, r.start).is_some_and(|v| v >= 0))
}

/// The value of the constant `e` when it lies in `range` (a narrow iterator type's values).
fn const_in(store: &oklc_ir::Store, e: ExprId, range: (i128, i128)) -> Option<i128> {
    const_int(store, e).filter(|v| (range.0..=range.1).contains(v))
}

/// The builtin type `ty` names, typedefs looked through.
fn resolved_builtin(module: &Module, f: &Function, ty: TyId) -> Option<Builtin> {
    let (mut store, mut t) = (&f.store, ty);
    for _ in 0..64 {
        match &store.types.get(t)?.kind {
            TyKind::Builtin(b) => return Some(*b),
            TyKind::Named { refers: NamedRef::Typedef(td), .. } => {
                t = module.typedefs.get(*td)?.ty;
                store = &module.store;
            }
            TyKind::Named { refers: NamedRef::Alias(aliased), .. } => t = *aliased,
            _ => return None,
        }
    }
    None
}

/// On OpenMP a loop pragma written in front of a top-level `@outer` loop has no place g++
/// accepts: `#pragma omp parallel for` must directly precede its loop, and a loop pragma must
/// directly precede a loop (g++: "'#pragma' is not allowed here", in either order). The
/// pragma is dropped with warning `OKL0546` (also one behind other pragmas in front of the
/// loop, which stay where they are).
fn drop_parallel_loop_pragmas(cx: &mut PassCx<'_>, fid: FunctionId) {
    let loops = parallel_loops(cx, fid);
    if loops.is_empty() {
        return;
    }
    // A set: a kernel with thousands of top-level loops asked a list once per loop.
    let loops: IndexSet<LoopId> = loops.into_iter().collect();
    let mut dropped = Vec::new();
    let f = &mut cx.module.functions[fid];
    with_fn_body(f, |_, body| drop_loop_pragmas(body, &loops, &mut dropped));
    for (text, span) in dropped {
        cx.report(
            Diagnostic::warning(
                codes::OUTER_LOOP_PRAGMA,
                format!("`{text}` in front of a parallel `@outer` loop is dropped on OpenMP"),
                span,
            )
            .with_primary_message("would apply to the loop of `#pragma omp parallel for`")
            .with_help(
                "g++ accepts no pragma between `#pragma omp parallel for` and its loop, nor a \
                 loop pragma in front of it; put the pragma in front of an `@inner` or regular \
                 loop inside the `@outer` loop (the serial backend keeps it here)",
            ),
        );
    }
}

/// [`drop_parallel_loop_pragmas`] in `block` (top-level `@outer` loops are outside OKL loops).
fn drop_loop_pragmas(
    block: &mut Block,
    loops: &IndexSet<LoopId>,
    dropped: &mut Vec<(SmolStr, Span)>,
) {
    let mut i = 0;
    while i < block.stmts.len() {
        match &mut block.stmts[i] {
            Stmt::Loop(id) => {
                // Every loop pragma among the directives right before the loop.
                let parallel = loops.contains(id);
                let mut j = i;
                while parallel && j > 0 {
                    let Stmt::Directive(text) = &block.stmts[j - 1] else { break };
                    j -= 1;
                    if is_loop_pragma(text) {
                        dropped.push((text.clone(), block.spans[j]));
                        block.stmts.remove(j);
                        block.spans.remove(j);
                        i -= 1;
                    }
                }
            }
            other => {
                for b in oklc_ir::visit::child_blocks_mut(other) {
                    drop_loop_pragmas(b, loops, dropped);
                }
            }
        }
        i += 1;
    }
}

/// Whether a pragma applies to the loop after it on g++ or clang (the host compilers).
fn is_loop_pragma(text: &str) -> bool {
    let Some(rest) = text.trim().strip_prefix("#pragma") else { return false };
    let mut words = rest.split_whitespace();
    match words.next() {
        Some("unroll" | "nounroll" | "ivdep" | "omp" | "simd" | "vector" | "loop_count") => true,
        Some("GCC") => matches!(words.next(), Some("unroll" | "ivdep" | "novector")),
        Some("clang") => words.next() == Some("loop"),
        _ => false,
    }
}

/// The values of an integer iterator type, when oklc knows its width (an LP64 host: `long` has
/// 64 bits; `char`, whose signedness depends on the target, is unknown).
fn int_range(module: &Module, f: &Function, ty: TyId) -> Option<(i128, i128)> {
    crate::fold::int_type(Some(crate::fold::Types::of(module)), &f.store, ty)?.range()
}

/// Steps 1-5 of the module documentation for one function.
fn lower_exclusive(cx: &mut PassCx<'_>, fid: FunctionId) {
    let Some(info) = cx.kernels.get(&fid) else { return };
    if info.exclusive_sizes.is_empty() {
        return;
    }
    let sizes = info.exclusive_sizes.clone();
    let nested = info.exclusive_groups.clone();
    let f = &cx.module.functions[fid];
    let shapes: IndexMap<LoopId, Shape> = info
        .splits
        .iter()
        .filter_map(|s| {
            let e = s
                .dims
                .inner_constant()
                .or_else(|| s.dims.max_inner_dims.map(|m| m.map(u64::from)))?;
            let extents = [0, 1, 2].map(|a| launch_extent(f, &s.dims, a));
            Some((s.loop_id, Shape { strides: [1, e[0], e[0].saturating_mul(e[1])], extents }))
        })
        .collect();
    let mut elems = IndexMap::new();
    let mut spelled = true;
    let Module { functions, typedefs, store, .. } = &mut *cx.module;
    let f = &mut functions[fid];
    for &x in sizes.keys() {
        match storage_elem(typedefs, store, f, x) {
            Ok(Some(ty)) => {
                elems.insert(x, ty);
            }
            Ok(None) => {}
            Err(span) => {
                let name = f.locals[x].name.clone();
                cx.diagnostics.push(
                    Diagnostic::error(
                        codes::EXCLUSIVE_AUTO,
                        format!(
                            "the type of `@exclusive auto` variable `{name}` cannot be spelled \
                             on serial and OpenMP targets"
                        ),
                        span,
                    )
                    .with_primary_message("type deduced from this")
                    .with_help(
                        "these targets store an `@exclusive` variable as an array with one \
                         element per work-item, which cannot be declared `auto`; oklc spells \
                         the type of an arithmetic, logical or cast initializer or of a \
                         variable, not of this one: write the type instead of `auto`",
                    ),
                );
                spelled = false;
            }
        }
    }
    if spelled {
        lower(f, &sizes, &nested, &shapes, &elems);
    }
}

/// The element type of the host storage of `@exclusive` variable `x` when it differs from
/// its declared type (step 2): the per-work-item copies are assigned after the declaration
/// (step 5), so a top-level `const`, also one a typedef hides (whose type is then spelled
/// out), is dropped (GPU targets keep it: only they reject a kernel that writes the variable).
/// `auto` is deduced as the declaration would: `decltype(init)` for an initializer that is a
/// value (arithmetic, logical, cast; its `decltype` is its type, without reference or `const`),
/// the type of a variable initializer without reference and `const`. `Err` with the span to
/// report for an `auto` whose type oklc cannot spell that way.
fn storage_elem(
    defs: &la_arena::Arena<oklc_ir::Typedef>,
    mstore: &oklc_ir::Store,
    f: &mut Function,
    x: LocalId,
) -> Result<Option<TyId>, Span> {
    let ty = f.locals[x].ty;
    if !has_auto(&f.store, ty) {
        return Ok(has_const(defs, mstore, &f.store, ty, 0)
            .then(|| strip_const(defs, mstore, &mut f.store, ty, 0)));
    }
    let span = f.locals[x].span;
    let value = match &f.locals[x].init {
        Some(Init::Assign(e)) => *e,
        Some(Init::Direct(args) | Init::Brace(args)) if args.len() == 1 => args[0],
        _ => return Err(span),
    };
    let at = f.store.span_of(value).unwrap_or(span);
    let deduced = match f.store.exprs.get(value) {
        Some(Expr::Local(l)) => {
            let mut t = f.locals.get(*l).map(|l| l.ty).ok_or(at)?;
            if let Some(TyKind::Reference(r) | TyKind::RvalueReference(r)) =
                f.store.types.get(t).map(|t| &t.kind)
            {
                t = *r;
            }
            match f.store.types.get(t).map(|t| t.kind.clone()) {
                Some(TyKind::Array { elem, .. }) => f.store.ty(Ty::new(TyKind::Pointer(elem))),
                _ if has_auto(&f.store, t) => return Err(at),
                _ => {
                    let mut plain = f.store.types[t].clone();
                    plain.quals.remove(Quals::VOLATILE);
                    let plain = f.store.ty(plain);
                    strip_const(defs, mstore, &mut f.store, plain, 0)
                }
            }
        }
        Some(e) if is_value(&f.store, e) => {
            let operand = f.store.clone_expr(value);
            f.store.ty(Ty::new(TyKind::Decltype(operand)))
        }
        _ => return Err(at),
    };
    Ok(Some(deduced))
}

/// Whether `decltype(e)` is the type `auto` deduces from `e`: `e` is a prvalue of a type that
/// is not `const` (`decltype` of an lvalue is a reference).
fn is_value(store: &oklc_ir::Store, e: &Expr) -> bool {
    match e {
        Expr::Literal(l) => l.kind != oklc_ir::LitKind::Str,
        Expr::Binary { op, .. } => *op != BinaryOp::Comma,
        Expr::Unary { op, .. } => op.yields_value(),
        Expr::Cast { ty, .. } => store.types.get(*ty).is_some_and(|t| {
            t.quals.is_empty()
                && !matches!(t.kind, TyKind::Reference(_) | TyKind::RvalueReference(_))
        }),
        Expr::SizeOfType(_) | Expr::SizeOfExpr(_) | Expr::AlignOf(_) => true,
        _ => false,
    }
}

/// Whether the type (through pointers, references and arrays) is deduced: `auto`, `auto *`.
fn has_auto(store: &oklc_ir::Store, ty: TyId) -> bool {
    store.types.get(store.declared_base(ty)).is_some_and(|t| t.kind == TyKind::Auto)
}

/// Whether the type is `const` at the top (an array's elements count), typedefs looked
/// through (`mstore` holds their types).
fn has_const(
    defs: &la_arena::Arena<oklc_ir::Typedef>,
    mstore: &oklc_ir::Store,
    store: &oklc_ir::Store,
    ty: TyId,
    depth: u32,
) -> bool {
    let Some(t) = store.types.get(ty) else { return false };
    if depth > 64 {
        return false;
    }
    t.quals.contains(Quals::CONST)
        || match &t.kind {
            TyKind::Array { elem, .. } => has_const(defs, mstore, store, *elem, depth + 1),
            TyKind::Named { refers: NamedRef::Typedef(td), .. } => {
                defs.get(*td).is_some_and(|d| has_const(defs, mstore, mstore, d.ty, depth + 1))
            }
            TyKind::Named { refers: NamedRef::Alias(aliased), .. } => {
                has_const(defs, mstore, store, *aliased, depth + 1)
            }
            _ => false,
        }
}

/// `ty` without the top-level `const` of [`has_const`]; a typedef that hides one is replaced
/// by its type (copied into `store`), since C++ cannot take the `const` off a typedef name.
fn strip_const(
    defs: &la_arena::Arena<oklc_ir::Typedef>,
    mstore: &oklc_ir::Store,
    store: &mut oklc_ir::Store,
    ty: TyId,
    depth: u32,
) -> TyId {
    let Some(mut t) = store.types.get(ty).cloned() else { return ty };
    if depth > 64 {
        return ty;
    }
    t.quals.remove(Quals::CONST);
    t.kind = match t.kind {
        TyKind::Array { elem, size } => {
            TyKind::Array { elem: strip_const(defs, mstore, store, elem, depth + 1), size }
        }
        TyKind::Named { refers: NamedRef::Typedef(td), .. }
            if defs.get(td).is_some_and(|d| has_const(defs, mstore, mstore, d.ty, depth + 1)) =>
        {
            let imported = store.import_ty(mstore, defs[td].ty);
            let inner = strip_const(defs, mstore, store, imported, depth + 1);
            let mut spelled = store.types[inner].clone();
            spelled.quals |= t.quals;
            return store.ty(spelled);
        }
        TyKind::Named { refers: NamedRef::Alias(aliased), .. }
            if has_const(defs, mstore, store, aliased, depth + 1) =>
        {
            let inner = strip_const(defs, mstore, store, aliased, depth + 1);
            let mut spelled = store.types[inner].clone();
            spelled.quals |= t.quals;
            return store.ty(spelled);
        }
        kind => kind,
    };
    store.ty(t)
}

/// The work-group shape of a top-level `@outer` loop as the exclusive index sees it.
#[derive(Clone, Copy)]
struct Shape {
    /// Index stride of each axis: `1, E0, E0 * E1`.
    strides: [u64; 3],
    /// Number of work-items along each axis, where computable.
    extents: [Option<Extent>; 3],
}

/// The exclusive variables of one innermost `@outer` loop share this index.
#[derive(Clone, Copy)]
struct Group {
    idx: LocalId,
    shape: Shape,
    /// Index stride of the iteration number of a nested `@outer` loop on each axis, when the
    /// storage holds copies for every group of the nested loops (`exclusive_groups`):
    /// `W, W * G0, W * G0 * G1`, `W` the work-items of one group, `G` the groups per axis.
    nested: Option<[u64; 3]>,
    span: Span,
}

fn lower(
    f: &mut Function,
    sizes: &IndexMap<LocalId, u64>,
    nested: &IndexMap<LoopId, [u64; 3]>,
    shapes: &IndexMap<LoopId, Shape>,
    elems: &IndexMap<LocalId, TyId>,
) {
    let groups = group_by_outer(f);
    let mut sizes = sizes.clone();
    if groups.values().flat_map(|(_, v)| v).any(|l| !sizes.contains_key(l))
        || groups.values().any(|(top, _)| !shapes.contains_key(top))
    {
        return;
    }
    let int = f.store.builtin(Builtin::Int);
    // index local per exclusive variable
    let mut index_of: IndexMap<LocalId, LocalId> = IndexMap::new();
    let mut outers = Vec::new();
    for (o, (top, vars)) in &groups {
        let span = loop_span(f, *o);
        let idx = f.add_local(Local::new(INDEX_NAME, int, LocalKind::Synthetic, span));
        for v in vars {
            index_of.insert(*v, idx);
        }
        // Copies for every nested group: group `g` of the nested loops owns the elements
        // `g * W .. (g + 1) * W` (the `exclusive` pass checked that they fit).
        let nested = nested.get(o).map(|&[g0, g1, g2]| {
            let per_group = vars.iter().filter_map(|v| sizes.get(v)).copied().max().unwrap_or(1);
            for v in vars {
                if let Some(n) = sizes.get_mut(v) {
                    *n = n.saturating_mul(g0).saturating_mul(g1).saturating_mul(g2);
                }
            }
            [
                per_group,
                per_group.saturating_mul(g0),
                per_group.saturating_mul(g0).saturating_mul(g1),
            ]
        });
        outers.push((*o, Group { idx, shape: shapes[top], nested, span }));
    }

    // 3. Rewrite uses (every existing `Local(x)` node). `decltype(x)` names the declared type,
    // which `decltype(x[_occa_exclusive_index])` (a reference) would not: it is spelled out.
    let decltypes: Vec<(TyId, LocalId)> = f
        .store
        .types
        .iter()
        .filter_map(|(t, ty)| match ty.kind {
            TyKind::Decltype(e) => match f.store.exprs.get(e) {
                Some(&Expr::Local(x)) if index_of.contains_key(&x) => Some((t, x)),
                _ => None,
            },
            _ => None,
        })
        .collect();
    for (t, x) in decltypes {
        // A deduced `@exclusive auto` has its element type spelled by now.
        let declared = elems.get(&x).copied().unwrap_or(f.locals[x].ty);
        let declared = f.store.types[declared].clone();
        if !matches!(declared.kind, TyKind::Auto) {
            let quals = f.store.types[t].quals | declared.quals;
            f.store.types[t] = Ty::with_quals(declared.kind, quals);
        }
    }
    let ids: Vec<ExprId> = f.store.exprs.iter().map(|(id, _)| id).collect();
    for id in ids {
        let Some(&Expr::Local(x)) = f.store.exprs.get(id) else { continue };
        let Some(&idx) = index_of.get(&x) else { continue };
        let span = f.store.span_of(id);
        let base = f.store.expr(Expr::Local(x), span);
        let index = f.store.expr(Expr::Local(idx), span);
        f.store.exprs[id] = Expr::Index { base, index };
    }

    // 2. Leading dimension.
    for (x, _) in &index_of {
        let Some(&n) = sizes.get(x) else { continue };
        let span = f.locals[*x].span;
        let size = lit(&mut f.store, i128::from(n), span);
        let elem = elems.get(x).copied().unwrap_or(f.locals[*x].ty);
        f.locals[*x].ty = f.store.ty(Ty::new(TyKind::Array { elem, size: Some(size) }));
        // Now an ordinary array: printers need not know it was `@exclusive`.
        f.locals[*x].storage = OklStorage::Private;
    }

    // 5. Initializers, 1. index declarations, 4. resets and index assignments.
    with_fn_body(f, |f, body| replicate_inits(f, body, &index_of, &sizes, int));
    for (o, g) in outers {
        with_loop_body(f, o, |f, body| {
            index_inner(f, body, &g, &mut Vec::new());
            body.insert(0, Stmt::Decl(g.idx), g.span);
        });
    }
}

/// Moves each exclusive initializer into a per-element loop after the declaration. A block
/// that declares such a variable is rebuilt rather than inserted into (one insertion per
/// declaration was quadratic in bodies with thousands of them); every other block is only
/// searched.
fn replicate_inits(
    f: &mut Function,
    block: &mut Block,
    index_of: &IndexMap<LocalId, LocalId>,
    sizes: &IndexMap<LocalId, u64>,
    int: oklc_ir::TyId,
) {
    let replicated = |f: &Function, stmt: &Stmt| match stmt {
        Stmt::Decl(x) => index_of.contains_key(x) && f.locals[*x].init.is_some(),
        _ => false,
    };
    let count = block.stmts.iter().filter(|s| replicated(f, s)).count();
    if count == 0 {
        for stmt in &mut block.stmts {
            replicate_nested(f, stmt, index_of, sizes, int);
        }
        return;
    }
    let old = std::mem::replace(
        block,
        Block {
            stmts: Vec::with_capacity(block.stmts.len() + count),
            spans: Vec::with_capacity(block.stmts.len() + count),
        },
    );
    for (mut stmt, span) in old.stmts.into_iter().zip(old.spans) {
        let mut after = None;
        if let Stmt::Decl(x) = stmt
            && index_of.contains_key(&x)
            && let Some(init) = f.locals[x].init.take()
        {
            let n = sizes.get(&x).copied().unwrap_or(1);
            let elem_ty = match f.store.types.get(f.locals[x].ty).map(|t| &t.kind) {
                Some(TyKind::Array { elem, .. }) => *elem,
                _ => f.locals[x].ty,
            };
            let value = match init {
                Init::Assign(e) => e,
                Init::Direct(args) | Init::Brace(args) if args.len() == 1 => args[0],
                Init::Direct(args) => {
                    f.store.expr(Expr::Construct { ty: elem_ty, args, braces: false }, Some(span))
                }
                Init::Brace(args) => {
                    f.store.expr(Expr::Construct { ty: elem_ty, args, braces: true }, Some(span))
                }
            };
            after = Some(init_loop(f, x, value, n, int, span));
        } else {
            replicate_nested(f, &mut stmt, index_of, sizes, int);
        }
        block.push(stmt, span);
        if let Some(init) = after {
            block.push(init, span);
        }
    }
}

/// [`replicate_inits`] in the blocks nested in `stmt`, OKL loop bodies included.
fn replicate_nested(
    f: &mut Function,
    stmt: &mut Stmt,
    index_of: &IndexMap<LocalId, LocalId>,
    sizes: &IndexMap<LocalId, u64>,
    int: oklc_ir::TyId,
) {
    match stmt {
        Stmt::Loop(id) => {
            let id = *id;
            with_loop_body(f, id, |f, b| replicate_inits(f, b, index_of, sizes, int));
        }
        other => {
            for b in oklc_ir::visit::child_blocks_mut(other) {
                replicate_inits(f, b, index_of, sizes, int);
            }
        }
    }
}

fn init_loop(
    f: &mut Function,
    x: LocalId,
    value: ExprId,
    n: u64,
    int: oklc_ir::TyId,
    span: Span,
) -> Stmt {
    let k = f.add_local(Local::new("_occa_exclusive_init", int, LocalKind::Synthetic, span));
    let base = f.store.expr(Expr::Local(x), Some(span));
    let kref = f.store.expr(Expr::Local(k), Some(span));
    let elem = f.store.expr(Expr::Index { base, index: kref }, Some(span));
    let assign =
        f.store.expr(Expr::Assign { op: AssignOp::Assign, lhs: elem, rhs: value }, Some(span));
    let mut body = Block::new();
    body.push(Stmt::Expr(assign), span);
    let bound = lit(&mut f.store, i128::from(n), span);
    counted_loop(f, k, bound, body, span)
}

/// `for (int k = 0; k < bound; ++k) body` over the `int` local `k`.
fn counted_loop(f: &mut Function, k: LocalId, bound: ExprId, body: Block, span: Span) -> Stmt {
    let zero = lit(&mut f.store, 0, span);
    f.locals[k].init = Some(Init::Assign(zero));
    let kref = f.store.expr(Expr::Local(k), Some(span));
    let cond = f.store.expr(Expr::Binary { op: BinaryOp::Lt, lhs: kref, rhs: bound }, Some(span));
    let kref = f.store.expr(Expr::Local(k), Some(span));
    let step = f.store.expr(Expr::Unary { op: UnaryOp::PreInc, arg: kref }, Some(span));
    let mut init = Block::new();
    init.push(Stmt::Decl(k), span);
    Stmt::For { init: Box::new(init), cond: Some(cond), step: Some(step), body: Box::new(body) }
}

/// Inserts the resets before top-most `@inner` loops and, below them, the index assignments
/// and per-work-item loops of [`lower_level`] (one `@outer` body; `outers`: the `@outer`
/// loops nested in it around `block`, whose groups own copies when `g.nested` is set).
fn index_inner(f: &mut Function, block: &mut Block, g: &Group, outers: &mut Vec<LoopId>) {
    let mut i = 0;
    while i < block.stmts.len() {
        if let Stmt::Loop(id) = block.stmts[i] {
            if f.loops.get(id).is_some_and(|l| l.kind.is_inner()) {
                let r = f.store.expr(Expr::Local(g.idx), Some(g.span));
                let zero = lit(&mut f.store, 0, g.span);
                let reset = f
                    .store
                    .expr(Expr::Assign { op: AssignOp::Assign, lhs: r, rhs: zero }, Some(g.span));
                // Before the directives right above the loop: a `#pragma unroll` must stay
                // next to the loop it applies to.
                let mut at = i;
                while at > 0 && matches!(block.stmts[at - 1], Stmt::Directive(_)) {
                    at -= 1;
                }
                block.insert(at, Stmt::Expr(reset), g.span);
                i += 1;
                lower_inner(f, id, &mut outers.clone(), g);
            } else {
                // A plain block loop of a `@tile(.., , @inner)` is no group.
                let outer = f.loops.get(id).is_some_and(|l| l.kind.is_outer());
                if outer {
                    outers.push(id);
                }
                with_loop_body(f, id, |f, b| index_inner(f, b, g, outers));
                if outer {
                    outers.pop();
                }
            }
        } else {
            for b in oklc_ir::visit::child_blocks_mut(&mut block.stmts[i]) {
                index_inner(f, b, g, outers);
            }
        }
        i += 1;
    }
}

/// The `@inner` loop `id` below the `@inner` loops in `chain`: sets the index at the start of
/// its body if it is innermost, else lowers its body with [`lower_level`].
fn lower_inner(f: &mut Function, id: LoopId, chain: &mut Vec<LoopId>, g: &Group) {
    chain.push(id);
    if has_inner_below(f, id) {
        // Before the body leaves the arena for the duration of the walk.
        let axes = axes_below(f, id);
        with_loop_body(f, id, |f, b| lower_level(f, b, chain, &axes, g));
    } else {
        let value = work_item_index(f, chain, &[], g);
        let r = f.store.expr(Expr::Local(g.idx), Some(g.span));
        let assign =
            f.store.expr(Expr::Assign { op: AssignOp::Assign, lhs: r, rhs: value }, Some(g.span));
        if let Some(l) = f.loops.get_mut(id) {
            l.body.insert(0, Stmt::Expr(assign), g.span);
        }
    }
    chain.pop();
}

/// A block in the body of the non-innermost `@inner` loop that ends `chain`, outside the
/// `@inner` loops below it (step 4b), whose axes are `axes`: lowers those loops, and runs each
/// run of consecutive statements that use the group's index once per work-item below.
fn lower_level(
    f: &mut Function,
    block: &mut Block,
    chain: &mut Vec<LoopId>,
    axes: &[u8],
    g: &Group,
) {
    let mut i = 0;
    while i < block.stmts.len() {
        if has_inner(f, &block.stmts[i]) {
            match &mut block.stmts[i] {
                Stmt::Loop(id) if f.loops.get(*id).is_some_and(|l| l.kind.is_inner()) => {
                    let id = *id;
                    lower_inner(f, id, chain, g);
                }
                Stmt::Loop(id) => {
                    let id = *id;
                    with_loop_body(f, id, |f, b| lower_level(f, b, chain, axes, g));
                }
                // The init block belongs to the loop header (no `@exclusive` there).
                Stmt::For { body, .. } => lower_level(f, body, chain, axes, g),
                other => {
                    for b in oklc_ir::visit::child_blocks_mut(other) {
                        lower_level(f, b, chain, axes, g);
                    }
                }
            }
            i += 1;
            continue;
        }
        let mut end = i;
        while end < block.stmts.len()
            && !has_inner(f, &block.stmts[end])
            && mentions(f, &block.stmts[end], g.idx)
        {
            end += 1;
        }
        if end == i {
            i += 1;
            continue;
        }
        let mut run = Block::new();
        run.stmts.extend(block.stmts.drain(i..end));
        run.spans.extend(block.spans.drain(i..end));
        let span = run.spans[0];
        let stmt = per_work_item(f, run, chain, axes, g, span);
        block.insert(i, stmt, span);
        i += 1;
    }
}

/// Whether the subtree of `stmt` refers to local `l`.
fn mentions(f: &Function, stmt: &Stmt, l: LocalId) -> bool {
    let mut found = false;
    oklc_ir::visit::walk_stmt(f, stmt, &mut |v| {
        stmt_exprs(f, v.stmt, |e| {
            walk_expr(&f.store, e, |_, n| found |= matches!(n, Expr::Local(x) if *x == l));
        });
    });
    found
}

/// `run` inside one loop per axis in `axes` over that axis's work-items, highest axis
/// outermost, the body first setting the index to the work-item's linear index. Axes without
/// a computable extent (rejected by `exclusive::mid_level`) get no loop.
fn per_work_item(
    f: &mut Function,
    run: Block,
    chain: &[LoopId],
    axes: &[u8],
    g: &Group,
    span: Span,
) -> Stmt {
    let int = f.store.builtin(Builtin::Int);
    let mut items = Vec::new();
    for &a in axes {
        let Some(extent) = g.shape.extents[usize::from(a)] else { continue };
        let name = ["_occa_exclusive_x", "_occa_exclusive_y", "_occa_exclusive_z"][usize::from(a)];
        let k = f.add_local(Local::new(name, int, LocalKind::Synthetic, span));
        items.push((a, k, extent));
    }
    let terms: Vec<(u8, LocalId)> = items.iter().rev().map(|(a, k, _)| (*a, *k)).collect();
    let value = work_item_index(f, chain, &terms, g);
    let r = f.store.expr(Expr::Local(g.idx), Some(span));
    let assign =
        f.store.expr(Expr::Assign { op: AssignOp::Assign, lhs: r, rhs: value }, Some(span));
    let mut body = Block::new();
    body.push(Stmt::Expr(assign), span);
    body.append(run);
    for (_, k, extent) in items {
        let bound = match extent {
            Extent::Const(v) => lit(&mut f.store, v, span),
            // `nx - 0` (the iteration count of `tx = 0; tx < nx`) reads better as `nx`.
            Extent::Count(e) => match crate::fold::linear(&f.store, e) {
                Some(lin) => crate::loop_dims::rebuild(&mut f.store, &lin, span),
                None => f.store.clone_expr(e),
            },
        };
        let lp = counted_loop(f, k, bound, body, span);
        body = Block::new();
        body.push(lp, span);
    }
    match body.stmts.pop() {
        Some(stmt) if body.stmts.is_empty() => stmt,
        Some(stmt) => {
            body.stmts.push(stmt);
            Stmt::Block(body)
        }
        None => Stmt::Empty,
    }
}

/// The linear index `it0 + E0 * it1 + E0 * E1 * it2` of a work-item: `itA` is the iteration
/// number of the loop of `chain` on axis A (`i - (S)`, `((S) - i) / (s)`, ...) or the local
/// of `items` on axis A, exactly the work-item a GPU would run, whatever the extents of
/// other inner loops. `chain` starts with the nested `@outer` loops, whose iteration numbers
/// select the group's copies (strides `g.nested`; no term without them).
fn work_item_index(
    f: &mut Function,
    chain: &[LoopId],
    items: &[(u8, LocalId)],
    g: &Group,
) -> ExprId {
    let span = g.span;
    let strides = g.shape.strides;
    let mut terms: Vec<(u64, ExprId)> = Vec::new();
    for &c in chain {
        let Some(l) = f.loops.get(c) else { continue };
        let axis = usize::from(l.kind.axis().unwrap_or(0).min(2));
        let stride = match g.nested {
            _ if !l.kind.is_outer() => strides[axis],
            Some(nested) => nested[axis],
            None => continue,
        };
        let (var, range) = (l.var, l.range.clone());
        let it = f.store.expr(Expr::Local(var), Some(span));
        let zero_start = crate::fold::const_int(&f.store, range.start) == Some(0);
        let mut n = if zero_start && range.step.is_increasing() {
            it
        } else {
            let start = f.store.clone_expr(range.start);
            let (lhs, rhs) = if range.step.is_increasing() { (it, start) } else { (start, it) };
            f.store.expr(Expr::Binary { op: BinaryOp::Sub, lhs, rhs }, Some(span))
        };
        if let Some(step) = range.step.amount() {
            let step = f.store.clone_expr(step);
            n = f.store.expr(Expr::Binary { op: BinaryOp::Div, lhs: n, rhs: step }, Some(span));
        }
        terms.push((stride, n));
    }
    for &(a, k) in items {
        let n = f.store.expr(Expr::Local(k), Some(span));
        terms.push((strides[usize::from(a)], n));
    }
    let mut sum: Option<ExprId> = None;
    for (stride, mut n) in terms {
        if stride != 1 {
            let k = lit(&mut f.store, i128::from(stride), span);
            n = f.store.expr(Expr::Binary { op: BinaryOp::Mul, lhs: k, rhs: n }, Some(span));
        }
        sum = Some(match sum {
            None => n,
            Some(acc) => {
                f.store.expr(Expr::Binary { op: BinaryOp::Add, lhs: acc, rhs: n }, Some(span))
            }
        });
    }
    sum.unwrap_or_else(|| lit(&mut f.store, 0, span))
}

/// Gives every `@inner` loop of `f` whose whole body is a foldable guard (see the module
/// documentation) that guard as its bound, and the guarded block as its body.
fn fold_inner_guards(cx: &mut PassCx<'_>, fid: FunctionId) {
    let module = &*cx.module;
    let f = &module.functions[fid];
    // Most inner loops are not a lone `if`: only those justify the whole-function escape walk.
    let inner: Vec<LoopId> = f
        .loops
        .iter()
        .filter(|(_, l)| l.kind.is_inner() && matches!(l.body.stmts.as_slice(), [Stmt::If { .. }]))
        .map(|(id, _)| id)
        .collect();
    if inner.is_empty() {
        return;
    }
    // Folding moves a comparison of locals into a loop bound: no address escapes or appears.
    let escaped = escaped_locals(f);
    let folds: Vec<(LoopId, ExprId)> = inner
        .into_iter()
        .filter_map(|id| Some((id, foldable_guard(module, fid, id, &escaped)?)))
        .collect();
    let f = &mut cx.module.functions[fid];
    for (id, guard) in folds {
        let Some(l) = f.loops.get_mut(id) else { continue };
        if let [Stmt::If { then, .. }] = l.body.stmts.as_mut_slice() {
            l.body = std::mem::take(then);
            l.range.guard = Some(guard);
        }
    }
}

/// For an `@inner` loop `for (i = a; i < b; ++i) { if (i < g) { body } }` whose guard can move
/// into the loop condition: the guard `i < g`. Its first false value ends every later
/// iteration's work too, because `i` only grows and `g` cannot change inside the loop, and
/// the comparison keeps `i`'s order ([`guard_keeps_order`]).
fn foldable_guard(
    module: &Module,
    fid: FunctionId,
    id: LoopId,
    escaped: &[LocalId],
) -> Option<ExprId> {
    let f = &module.functions[fid];
    let lp = f.loops.get(id)?;
    if !lp.kind.is_inner()
        || lp.range.guard.is_some()
        || lp.range.iter_on_right
        || !matches!(lp.range.cmp, CmpOp::Lt | CmpOp::Le)
        || !matches!(lp.range.step, Step::Inc { .. })
    {
        return None;
    }
    let [Stmt::If { constexpr: false, cond, then, els: None }] = lp.body.stmts.as_slice() else {
        return None;
    };
    let Expr::Binary { op: BinaryOp::Lt, lhs, rhs } = f.store.exprs.get(*cond)? else {
        return None;
    };
    if !matches!(f.store.exprs.get(*lhs)?, Expr::Local(v) if *v == lp.var) {
        return None;
    }
    let mut written = written_locals(f, then)?;
    // A local whose address escapes anywhere in the function may be written through it.
    written.extend_from_slice(escaped);
    if written.contains(&lp.var) {
        return None;
    }
    // The loop itself writes its iterator: `if (t < 2 * t - k)` is not monotone in `t`.
    written.push(lp.var);
    if !invariant(f, *rhs, &written) || !guard_keeps_order(module, fid, lp, *rhs) {
        return None;
    }
    // Only guards on values computed in the kernel (see the module documentation).
    let mut computed = false;
    walk_expr(&f.store, *rhs, |_, e| {
        if let Expr::Local(l) = e {
            computed |= f.locals.get(*l).is_some_and(|l| !matches!(l.kind, LocalKind::Param(_)));
        }
    });
    computed.then_some(*cond)
}

/// Whether `i < g` (C++ compares in the common type of `i` and `g`) is false from the first
/// `i` where it is false on: a signed iterator converted to an unsigned common type (`int t`
/// against an `unsigned` `g`) turns negative values into the largest ones, so `t < g` can be
/// false at `t = -4` and true at `t = 0`. The order holds when the common type is signed, when
/// the iterator is unsigned, or when it starts at a constant `>= 0` (it only grows). A `g`
/// whose type oklc does not know is left alone.
fn guard_keeps_order(module: &Module, fid: FunctionId, lp: &oklc_ir::Loop, g: ExprId) -> bool {
    let f = &module.functions[fid];
    let Some(ty) = f.locals.get(lp.var).map(|l| l.ty) else { return false };
    let types = crate::fold::Types::of(module);
    let Some(it) = crate::fold::int_type(Some(types), &f.store, ty) else { return false };
    let Some(common) = host_int_type(module, fid, g).and_then(|g| host_common_type(it, g)) else {
        return false;
    };
    matches!(common, IntTy::Fixed { signed: true, .. })
        || matches!(it, IntTy::Fixed { signed: false, .. })
        || const_int(&f.store, lp.range.start).is_some_and(|v| v >= 0)
}

/// Locals the block may write: assigned, incremented, address taken or passed to a call
/// (anything under those operators counts). `None` when the block holds something this check
/// does not model (atomics, gotos, verbatim text).
fn written_locals(f: &Function, block: &Block) -> Option<Vec<LocalId>> {
    let mut out = Vec::new();
    let mut unknown = false;
    walk(f, block, &mut |v| {
        if matches!(v.stmt, Stmt::Atomic(_) | Stmt::Goto(_) | Stmt::Label(_) | Stmt::Directive(_)) {
            unknown = true;
        }
        let mut roots = Vec::new();
        stmt_exprs(f, v.stmt, |e| roots.push(e));
        if let Stmt::Loop(id) = v.stmt
            && let Some(l) = f.loops.get(*id)
        {
            out.push(l.var);
            oklc_ir::visit::loop_range_exprs(l, |e| roots.push(e));
        }
        for root in roots {
            walk_expr(&f.store, root, |_, e| {
                let target = match e {
                    Expr::Assign { .. } | Expr::Unary { .. } | Expr::Fold { .. } => {
                        e.written_operand()
                    }
                    Expr::Call { args, .. } => {
                        for a in args {
                            push_locals(f, *a, &mut out);
                        }
                        None
                    }
                    // A lambda's body runs when it is called, maybe later in the block: what
                    // it writes is not modelled.
                    Expr::Verbatim(_) | Expr::Lambda(_) => {
                        unknown = true;
                        None
                    }
                    _ => None,
                };
                if let Some(t) = target {
                    written_by(f, t, &mut out);
                }
            });
        }
    });
    (!unknown).then_some(out)
}

/// Every local mentioned in the expression tree at `e`.
fn push_locals(f: &Function, e: ExprId, out: &mut Vec<LocalId>) {
    walk_expr(&f.store, e, |_, n| {
        if let Expr::Local(l) = n {
            out.push(*l);
        }
    });
}

/// Locals whose address may escape in `f`: operands of `&`, call arguments (reference
/// parameters) and initializers of reference variables.
fn escaped_locals(f: &Function) -> Vec<LocalId> {
    let mut out = Vec::new();
    for (_, local) in f.locals.iter() {
        if matches!(
            f.store.types.get(local.ty).map(|t| &t.kind),
            Some(TyKind::Reference(_) | TyKind::RvalueReference(_))
        ) {
            oklc_ir::visit::local_exprs(&f.store, local, |e| push_locals(f, e, &mut out));
        }
    }
    let Some(body) = &f.body else { return out };
    walk(f, body, &mut |v| {
        let mut roots = Vec::new();
        stmt_exprs(f, v.stmt, |e| roots.push(e));
        if let Stmt::Loop(id) = v.stmt
            && let Some(l) = f.loops.get(*id)
        {
            oklc_ir::visit::loop_range_exprs(l, |e| roots.push(e));
        }
        for root in roots {
            walk_expr(&f.store, root, |id, e| match e {
                Expr::Unary { op: UnaryOp::AddrOf, arg } => push_locals(f, *arg, &mut out),
                // A lambda may capture by reference what its body names, and be called anywhere.
                Expr::Lambda(_) => push_locals(f, id, &mut out),
                Expr::Call { args, .. } => args.iter().for_each(|a| push_locals(f, *a, &mut out)),
                _ => {}
            });
        }
    });
    out
}

/// The locals a write through the lvalue `e` may change: `a[i]` and `s.f` write `a` and `s`
/// (not `i`), `*p` and `p->f` write memory rather than a local; anything else counts every
/// local it mentions.
fn written_by(f: &Function, mut e: ExprId, out: &mut Vec<LocalId>) {
    loop {
        match f.store.exprs.get(e) {
            Some(Expr::Local(l)) => return out.push(*l),
            Some(Expr::Index { base, .. }) | Some(Expr::Member { base, arrow: false, .. }) => {
                e = *base;
            }
            Some(Expr::Unary { op: UnaryOp::Deref, .. } | Expr::Member { arrow: true, .. }) => {
                return;
            }
            _ => return push_locals(f, e, out),
        }
    }
}

/// Whether `e` is built only from literals, arithmetic and locals that are not written and not
/// references (kernel parameters count as values: OCCA passes each by its own copy).
fn invariant(f: &Function, e: ExprId, written: &[LocalId]) -> bool {
    let mut ok = true;
    walk_expr(&f.store, e, |_, node| match node {
        Expr::Literal(_) => {}
        Expr::Binary { op, .. } => {
            ok &= matches!(
                op,
                BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div | BinaryOp::Rem
            );
        }
        Expr::Unary { op, .. } => ok &= matches!(op, UnaryOp::Plus | UnaryOp::Neg),
        Expr::Local(l) => {
            let Some(local) = f.locals.get(*l) else {
                ok = false;
                return;
            };
            let by_value = matches!(local.kind, LocalKind::Param(_))
                || !matches!(
                    f.store.types.get(local.ty).map(|t| &t.kind),
                    Some(TyKind::Reference(_) | TyKind::RvalueReference(_)) | None
                );
            ok &= by_value && !written.contains(l);
        }
        _ => ok = false,
    });
    ok
}
