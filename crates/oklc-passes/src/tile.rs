//! `tile`: every `@tile(TS, A1, A2, check=C)` loop becomes a block loop and an element loop
//! (docs/passes.md), and `@outer` block loops of nested tiles are hoisted next to the enclosing
//! `@outer` loop.
//!
//! ```text
//! for (T _occa_tiled_i = S; _occa_tiled_i OP E; BLOCKSTEP)    [A1]
//!   for (T i = _occa_tiled_i; i OP' _occa_tiled_i ± W; STEP)  [A2]
//!     if (i OP E) { B }                                       (when C, the default)
//! ```
//!
//! `BLOCKSTEP` is `+= TS` / `-= TS` for `++`/`--` and `+= TS * s` / `-= TS * s` for `+= s` /
//! `-= s`; `OP'` is `OP` made strict. `W` is `TS` for unit steps and **`TS * s`** for `+= s`:
//! legacy OCCA used `TS` there and skipped indices (docs/conformance.md); oklc visits every index
//! and warns (`OKL0502`) because results differ from legacy OCCA. Orientation (`E > i`) is
//! kept. The element loop keeps the original loop's id, iterator and span; the block loop gets
//! a new `LoopVar` local `_occa_tiled_<name>` of the iterator's type.
//!
//! Hoisting: when a block loop is `@outer` and the chain of statements between it and the
//! nearest enclosing `@outer` loop consists of single-statement blocks (loops, `if`s without
//! `else`, plain blocks), the block loop moves directly under that `@outer` loop and the chain
//! is re-nested inside it. Without that, nested tiles would put an `@outer` loop inside an
//! `@inner` loop.

use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::{
    ArenaExt, BinaryOp, Block, CastStyle, CmpOp, Expr, Function, Local, LocalKind, Loop, LoopAttrs,
    LoopId, LoopKind, LoopRange, Stage, Step, Stmt, TileRole,
};

use crate::TileLoops;
use crate::consts::has_signed_type;
use crate::pipeline::{Pass, PassCx};
use crate::shared::{ConstNames, extent};
use crate::util::{TakenNames, loop_head, loop_span, with_fn_body, with_loop_body};

pub struct TilePass;

impl Pass for TilePass {
    fn name(&self) -> &'static str {
        "tile"
    }

    fn stage(&self) -> Stage {
        Stage::Tiled
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for fid in cx.functions() {
            let taken = TakenNames::of(cx, fid);
            let names = ConstNames::of(cx.module, fid);
            let f = &cx.module.functions[fid];
            // Sizes and steps are evaluated before the rewrite, with the evaluator of `@shared`
            // extents: `@tile((dlong)16)`, `@tile(TILE)`, `@tile(sizeof(double) * 2)`.
            let tiles: Vec<(LoopId, Evaluated)> =
                f.loops
                    .iter()
                    .filter_map(|(id, l)| match &l.kind {
                        LoopKind::Tile(spec) => {
                            let step = l.range.step.amount().map(|s| extent(names, Some(f), s, 0));
                            let size = extent(names, Some(f), spec.size, 0);
                            let unsigned_size =
                                has_signed_type(names, Some(f), spec.size) == Some(false);
                            let unit_step = step.is_none_or(|s| s == Some(1));
                            let unsigned_step =
                                l.range.step.amount().is_some_and(|s| {
                                    has_signed_type(names, Some(f), s) == Some(false)
                                });
                            Some((id, Evaluated { size, unsigned_size, unit_step, unsigned_step }))
                        }
                        _ => None,
                    })
                    .collect();
            if tiles.is_empty() {
                continue;
            }
            let f = &mut cx.module.functions[fid];
            let mut diags = Vec::new();
            let mut created = Vec::new();
            let mut pairs = Vec::new();
            with_fn_body(f, |f, body| {
                let mut out = Expanded {
                    diags: &mut diags,
                    created: &mut created,
                    pairs: &mut pairs,
                    tiles: &tiles,
                };
                expand_block(f, body, &taken, &mut out)
            });
            hoist_all(f, &created);
            let kernel = f.is_kernel();
            cx.diagnostics.extend(diags);
            if kernel {
                cx.kernel(fid).tiles = pairs;
            }
        }
    }
}

/// What the tile pass knows of a tile loop's size and step before rewriting it.
#[derive(Clone, Copy)]
struct Evaluated {
    /// The tile size, when it is a constant: a size oklc cannot evaluate is a run-time tile
    /// size, printed as written (legacy OCCA does the same; docs/guide/okl-reference.md).
    size: Option<i128>,
    /// The size has an unsigned type (`sizeof(int)`, `4u`, a `size_t` argument).
    unsigned_size: bool,
    /// The step is `++`/`--` or a constant 1.
    unit_step: bool,
    /// The step has an unsigned type (`i += 1u`).
    unsigned_step: bool,
}

fn role_kind(role: TileRole) -> LoopKind {
    match role {
        TileRole::Regular => LoopKind::Regular,
        TileRole::Outer(a) => LoopKind::Outer(a),
        TileRole::Inner(a) => LoopKind::Inner(a),
    }
}

/// What [`expand_block`] produces.
struct Expanded<'a> {
    diags: &'a mut Vec<Diagnostic>,
    created: &'a mut Vec<LoopId>,
    pairs: &'a mut Vec<TileLoops>,
    /// The tile loops with their evaluated sizes, ordered by id.
    tiles: &'a [(LoopId, Evaluated)],
}

/// Expands every tile loop in `block` (and below), top-down.
fn expand_block(f: &mut Function, block: &mut Block, taken: &TakenNames, out: &mut Expanded<'_>) {
    for i in 0..block.stmts.len() {
        if let Stmt::Loop(id) = block.stmts[i] {
            // `tiles` follows the loop arena's order: a binary search keeps a kernel of many
            // tiles linear.
            let evaluated =
                out.tiles.binary_search_by_key(&id, |(t, _)| *t).ok().map(|k| out.tiles[k].1);
            if let Some(pair) = evaluated.and_then(|e| expand(f, id, e, taken, out.diags)) {
                block.stmts[i] = Stmt::Loop(pair.block);
                out.created.push(pair.block);
                out.pairs.push(pair);
                // The element loop is the block loop's only statement; descend through it.
                with_loop_body(f, pair.block, |f, b| expand_block(f, b, taken, out));
            } else {
                with_loop_body(f, id, |f, b| expand_block(f, b, taken, out));
            }
        }
        for b in oklc_ir::visit::child_blocks_mut(&mut block.stmts[i]) {
            expand_block(f, b, taken, out);
        }
    }
}

/// Rewrites tile loop `id` in place into its element loop and adds the block loop.
fn expand(
    f: &mut Function,
    id: LoopId,
    evaluated: Evaluated,
    taken: &TakenNames,
    diags: &mut Vec<Diagnostic>,
) -> Option<TileLoops> {
    let l = f.loops.get(id)?;
    let LoopKind::Tile(spec) = l.kind.clone() else { return None };
    let span = loop_span(f, id);
    let var = l.var;
    let range = l.range.clone();
    let attrs = l.attrs.clone();
    let increasing = range.step.is_increasing();
    let exact = evaluated
        .size
        .zip(crate::loop_dims::constant_count(&f.store, &range))
        .is_some_and(|(ts, count)| ts > 0 && count >= 0 && count % ts == 0);

    // A size that is not positive is reported here, once: the loops are then built with size 1
    // so that `loop_dims` does not report the block loop's step as a second error.
    let mut size = spec.size;
    if let Some(ts) = evaluated.size
        && ts < 1
    {
        let size_span = f.store.span_of(spec.size).unwrap_or(span);
        diags.push(
            Diagnostic::error(
                codes::TILE_SIZE,
                format!("tile size {ts} is not positive"),
                size_span,
            )
            .with_primary_message("must be 1 or more")
            .with_label(loop_head(f, id), "in this `@tile` loop")
            .with_help("use a positive tile size, e.g. `@tile(16, @outer, @inner)`"),
        );
        size = crate::util::lit(&mut f.store, 1, size_span);
    }

    // Block iterator `_occa_tiled_<name>` of the same type, renamed when the user's code
    // already uses that name.
    let old = f.locals.get(var)?.clone();
    let name = taken.fresh(format!("_occa_tiled_{}", old.name));
    let mut tiled = Local::new(name, old.ty, LocalKind::LoopVar, old.span);
    tiled.class = old.class;
    let tiled = f.add_local(tiled);

    // Width of one tile in index units: TS, or TS * s for a `+= s` step (so every index is visited). A
    // size of unsigned type (constant or run-time) is converted to the iterator's type first: with
    // `sizeof(int)` the element loop's `t < _occa_tiled_t + sizeof(int)` compares unsigned
    // (false across zero for negative iterators, and `-Wsign-compare`).
    // An unsigned step (`i += 1u`) is converted too: `TS * 1u` is unsigned.
    let iter_ty = f.store.types.get(old.ty).cloned();
    let size_ty = iter_ty.clone().filter(|_| evaluated.unsigned_size);
    let step_ty = iter_ty.filter(|_| evaluated.unsigned_step);
    let width = |f: &mut Function| -> oklc_ir::ExprId {
        let mut ts = f.store.clone_expr(size);
        if let Some(t) = size_ty.clone() {
            let ty = f.store.ty(t);
            ts = f.store.expr(Expr::Cast { style: CastStyle::C, ty, arg: ts }, Some(span));
        }
        match range.step.amount() {
            Some(s) => {
                let mut s = f.store.clone_expr(s);
                if let Some(t) = step_ty.clone() {
                    let ty = f.store.ty(t);
                    s = f.store.expr(Expr::Cast { style: CastStyle::C, ty, arg: s }, Some(span));
                }
                f.store.expr(Expr::Binary { op: BinaryOp::Mul, lhs: ts, rhs: s }, Some(span))
            }
            None => ts,
        }
    };
    if !evaluated.unit_step {
        // Point at the step (`i += 2`, or the macro that wrote it), not at the whole loop: the
        // header is a label, as for a tile size that is not positive.
        let head = loop_head(f, id);
        let step_span = range.step.amount().and_then(|s| f.store.span_of(s));
        let mut d = Diagnostic::warning(
            codes::TILE_STEP,
            "`@tile` on a loop with a non-unit step",
            step_span.unwrap_or(head),
        );
        if step_span.is_some() {
            d = d.with_primary_message("the step").with_label(head, "in this `@tile` loop");
        } else {
            d = d.with_primary_message("its step is not 1");
        }
        diags.push(
            d.with_note("each tile spans `size * step` index units so that every index is visited; legacy OCCA skipped indices here")
                .with_help("use a unit step and scale the index in the body to match legacy OCCA exactly"),
        );
    }

    let block_step = {
        let w = width(f);
        if increasing { Step::Add(w) } else { Step::Sub(w) }
    };
    let block_start = range.start;
    let block_bound = f.store.clone_expr(range.bound);

    // Element loop: i = _occa_tiled_i; i OP' _occa_tiled_i ± W.
    let start = f.store.expr(Expr::Local(tiled), Some(span));
    let base = f.store.expr(Expr::Local(tiled), Some(span));
    let w = width(f);
    let op = if increasing { BinaryOp::Add } else { BinaryOp::Sub };
    let elem_bound = f.store.expr(Expr::Binary { op, lhs: base, rhs: w }, Some(span));
    let strict = match range.cmp {
        CmpOp::Le => CmpOp::Lt,
        CmpOp::Ge => CmpOp::Gt,
        c => c,
    };

    let (block_attrs, elem_attrs) = split_attrs(&attrs, spec.element);
    let l = f.loops.get_mut(id)?;
    let mut body = std::mem::take(&mut l.body);
    l.kind = role_kind(spec.element);
    l.attrs = elem_attrs;
    l.range = LoopRange {
        start,
        bound: elem_bound,
        cmp: strict,
        iter_on_right: range.iter_on_right,
        step: range.step,
        guard: None,
    };

    let mut check = None;
    if spec.check {
        let it = f.store.expr(Expr::Local(var), Some(span));
        let bound = range.bound;
        let (lhs, rhs, cmp) = if range.iter_on_right {
            (bound, it, range.cmp.flipped())
        } else {
            (it, bound, range.cmp)
        };
        let op = match cmp {
            CmpOp::Lt => BinaryOp::Lt,
            CmpOp::Le => BinaryOp::Le,
            CmpOp::Gt => BinaryOp::Gt,
            CmpOp::Ge => BinaryOp::Ge,
        };
        let cond = f.store.expr(Expr::Binary { op, lhs, rhs }, Some(span));
        check = Some(cond);
        let mut wrapped = Block::new();
        wrapped.push(Stmt::If { constexpr: false, cond, then: body, els: None }, span);
        body = wrapped;
    }
    f.loops[id].body = body;

    let mut block_body = Block::new();
    block_body.push(Stmt::Loop(id), span);
    let block_loop = Loop {
        kind: role_kind(spec.block),
        var: tiled,
        range: LoopRange {
            start: block_start,
            bound: block_bound,
            cmp: range.cmp,
            iter_on_right: range.iter_on_right,
            step: block_step,
            guard: None,
        },
        attrs: block_attrs,
        body: block_body,
        work_item: None,
    };
    let block = f.add_loop(block_loop, span);
    if let Some(head) = f.loop_heads.get(id).copied() {
        f.loop_heads.insert(block, head);
    }
    Some(TileLoops { block, element: id, check, exact, size })
}

/// `@max_inner_dims`/`@simd_length` go to the block loop; `@nobarrier` to the `@inner` loop
/// (the element loop when it is `@inner`, else the block loop).
fn split_attrs(attrs: &LoopAttrs, element: TileRole) -> (LoopAttrs, LoopAttrs) {
    let elem_inner = matches!(element, TileRole::Inner(_));
    let block = LoopAttrs {
        nobarrier: attrs.nobarrier && !elem_inner,
        max_inner_dims: attrs.max_inner_dims,
        simd_length: attrs.simd_length,
    };
    let elem = LoopAttrs {
        nobarrier: attrs.nobarrier && elem_inner,
        max_inner_dims: None,
        simd_length: None,
    };
    (block, elem)
}

/// One step of the single-statement chain below an `@outer` loop.
enum Link {
    Loop(LoopId),
    If,
    Block,
}

/// Hoists tile-created `@outer` loops, top-down, until nothing moves.
fn hoist_all(f: &mut Function, created: &[LoopId]) {
    // Bounded: each hoist moves one loop strictly upwards.
    for _ in 0..f.loops.len() + 1 {
        let outers: Vec<LoopId> =
            f.loops.iter().filter(|(_, l)| l.kind.is_outer()).map(|(id, _)| id).collect();
        let mut moved = false;
        for o in outers {
            if hoist_once(f, o, created) {
                moved = true;
            }
        }
        if !moved {
            return;
        }
    }
}

/// If the body of `@outer` loop `o` is a single-statement chain ending in an `@outer` loop `p`
/// created as a tile block loop, re-nests: `o { p { chain { p's body } } }`.
fn hoist_once(f: &mut Function, o: LoopId, created: &[LoopId]) -> bool {
    let mut links = Vec::new();
    let mut found = None;
    {
        let Some(l) = f.loops.get(o) else { return false };
        let mut cur = &l.body;
        for _ in 0..256 {
            if cur.stmts.len() != 1 {
                break;
            }
            match &cur.stmts[0] {
                Stmt::Loop(id) => {
                    let Some(inner) = f.loops.get(*id) else { break };
                    if inner.kind.is_outer() {
                        if !links.is_empty() && created.contains(id) {
                            found = Some(*id);
                        }
                        break;
                    }
                    links.push(Link::Loop(*id));
                    cur = &inner.body;
                }
                Stmt::If { then, els: None, .. } => {
                    links.push(Link::If);
                    cur = then;
                }
                Stmt::Block(b) => {
                    links.push(Link::Block);
                    cur = b;
                }
                _ => break,
            }
        }
    }
    let Some(p) = found else { return false };
    // Never move a loop whose range uses an iterator of the chain it would leave.
    let chain_vars: Vec<oklc_ir::LocalId> = links
        .iter()
        .filter_map(|l| match l {
            Link::Loop(id) => f.loops.get(*id).map(|x| x.var),
            _ => None,
        })
        .collect();
    if let Some(pl) = f.loops.get(p) {
        let mut uses_chain = false;
        oklc_ir::visit::loop_range_exprs(pl, |e| {
            uses_chain |= oklc_ir::visit::locals_in_expr(&f.store, e)
                .iter()
                .any(|(_, v)| chain_vars.contains(v));
        });
        if uses_chain {
            return false;
        }
    }
    // The container that holds `Loop(p)`: the last loop in the chain (or `o`), then the
    // if/block steps after it.
    let last_loop = links.iter().rposition(|l| matches!(l, Link::Loop(_)));
    let (root, steps) = match last_loop {
        Some(i) => match links[i] {
            Link::Loop(id) => (id, &links[i + 1..]),
            _ => return false,
        },
        None => (o, &links[..]),
    };
    let p_body = match f.loops.get_mut(p) {
        Some(l) => std::mem::take(&mut l.body),
        None => return false,
    };
    let Some(rl) = f.loops.get_mut(root) else { return false };
    let mut cur = &mut rl.body;
    for step in steps {
        let Some(stmt) = cur.stmts.get_mut(0) else { return false };
        cur = match (step, stmt) {
            (Link::If, Stmt::If { then, .. }) => then,
            (Link::Block, Stmt::Block(b)) => b,
            _ => return false,
        };
    }
    // `cur` holds `Loop(p)`: it takes p's body instead.
    *cur = p_body;
    let chain = std::mem::take(&mut f.loops[o].body);
    let span = loop_span(f, p);
    f.loops[p].body = chain;
    let mut new_body = Block::new();
    new_body.push(Stmt::Loop(p), span);
    f.loops[o].body = new_body;
    true
}
