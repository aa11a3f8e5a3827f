//! `divergence`: explicit group barriers that only some work-items of a group reach.
//!
//! On a GPU every work-item of a group must arrive at each group barrier; one that some
//! work-items skip hangs the group or leaves `@shared` memory undefined. Serial and OpenMP
//! ignore a barrier inside an `@inner` loop, so such a kernel "works" on the host and fails on
//! the device. This pass warns (`OKL0523`, every target) about an explicit `@barrier` (not
//! `"warp"`) that sits
//! * under an `if`, `switch`, loop condition or `@inner` range that reads a value which differs
//!   between work-items, or
//! * after a `break`, `continue`, `return` or `goto` that only some work-items take.
//!
//! A value differs between work-items ("varies") when it is an `@inner` iterator, an
//! `@exclusive` variable, or a private local assigned from a varying value or under varying
//! control; the set grows to a fixpoint over the kernel (a value written late in a loop can
//! reach an earlier condition). `@shared` variables, globals and kernel arguments read the same
//! in every work-item. Memory read through a pointer varies when its index does. Calls are
//! taken as functions of their arguments. The analysis is a lint: it stops after
//! [`MAX_ROUNDS`] rounds (then some warnings may be missing, never wrong ones added), and it
//! does not follow writes through references or pointers. It is flow-insensitive: a private
//! local that varies anywhere varies everywhere (a counter reused for a uniform loop after a
//! varying one is still taken to vary), which only adds warnings.

use indexmap::{IndexMap, IndexSet};
use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::{
    ArenaExt, BinaryOp, Block, BuiltinVar, Expr, ExprId, Function, LocalId, LoopId, LoopKind,
    OklStorage, Stage, Stmt, TyKind, UnaryOp,
};
use oklc_span::Span;
use smol_str::SmolStr;

use crate::TileLoops;
use crate::pipeline::{Pass, PassCx};
use crate::util::{expr_span, loop_head};

pub struct DivergencePass;

/// Rounds of the fixpoint; each round is one walk of the kernel. Real kernels settle in two or
/// three (one more than the longest chain of values carried backwards by a loop).
const MAX_ROUNDS: usize = 16;

/// [`Analysis::order`] of a local whose value is the same in every work-item.
const NOT_VARYING: u32 = u32::MAX;

impl Pass for DivergencePass {
    fn name(&self) -> &'static str {
        "divergence"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for fid in cx.functions() {
            if cx.failed.contains(&fid) {
                continue;
            }
            let f = &cx.module.functions[fid];
            if !f.is_kernel() {
                continue;
            }
            let tiles = cx.kernels.get(&fid).map_or(&[][..], |k| &k.tiles[..]);
            let found = check(f, tiles);
            cx.diagnostics.extend(found);
        }
    }
}

/// Why control at a statement differs between work-items.
#[derive(Clone, Copy, Debug)]
enum Cause {
    /// A condition (or loop range) at `span` that reads `local`, or a work-item index when
    /// `None`.
    Cond { span: Span, local: Option<LocalId> },
    /// A jump at `span` that only some work-items take.
    Exit { span: Span, kind: Exit },
    /// The bounds check of the `@tile` loop whose header is at `span`: in the last tile it
    /// fails for the work-items past the end of the range.
    TileCheck { span: Span },
}

#[derive(Clone, Copy, Debug)]
enum Exit {
    Break,
    Continue,
    Return,
    Goto,
}

/// The divergent jumps out of a statement, by what they leave.
#[derive(Clone, Copy, Default)]
struct Exits {
    /// `break`: leaves the innermost loop or `switch`.
    brk: Option<Cause>,
    /// `continue`: leaves the iteration of the innermost loop.
    cont: Option<Cause>,
    /// `return` or `goto`: leaves everything up to the `@inner` loop (what happens after an
    /// `@inner` loop a work-item returned from is `OKL0522`'s subject).
    ret: Option<Cause>,
}

impl Exits {
    fn merge(&mut self, other: Exits) {
        self.brk = self.brk.or(other.brk);
        self.cont = self.cont.or(other.cont);
        self.ret = self.ret.or(other.ret);
    }

    fn any(&self) -> Option<Cause> {
        self.brk.or(self.cont).or(self.ret)
    }
}

/// The warnings for the divergent barriers of kernel `f`, whose `@tile` loops are `tiles`.
fn check(f: &Function, tiles: &[TileLoops]) -> Vec<Diagnostic> {
    let Some(body) = &f.body else { return Vec::new() };
    if !has_explicit_group_barrier(f, body) {
        return Vec::new();
    }
    // The checks of tiles whose element loop is `@inner` (an `@outer` one reads a uniform
    // iterator and is judged like any condition), by condition: the loop and whether it is exact.
    let tile_checks = tiles
        .iter()
        .filter(|t| f.loops.get(t.element).is_some_and(|l| l.kind.is_inner()))
        .filter_map(|t| Some((t.check?, (t.element, t.exact))))
        .collect();
    let mut a = Analysis {
        f,
        tile_checks,
        order: vec![NOT_VARYING; f.locals.len()],
        marked: 0,
        loop_exits: Vec::new(),
        next_loop: 0,
        labels_seen: IndexSet::new(),
        loop_labels: IndexMap::new(),
        changed: false,
        found: Vec::new(),
    };
    for (id, l) in f.locals.iter() {
        if l.storage == OklStorage::Exclusive {
            a.seed(id);
        }
    }
    for (_, l) in f.loops.iter() {
        if l.kind.is_inner() {
            a.seed(l.var);
        }
    }
    for _ in 0..MAX_ROUNDS {
        a.changed = false;
        a.next_loop = 0;
        a.found.clear();
        a.labels_seen.clear();
        a.block(body, None);
        if !a.changed {
            break;
        }
    }
    a.found.into_iter().map(|(span, cause)| diagnostic(f, span, cause)).collect()
}

/// For a loop `for (i = x; i < x + w; ...)` (or `x - w` going down) whose start is a plain
/// local `x`, the width `w`: its trip count depends on `w` and the step only, so a work-item
/// varying `x` (the element loop of `@tile(.., @inner, @inner)`) still runs it as often as the
/// others.
fn offset_bound(f: &Function, l: &oklc_ir::Loop) -> Option<ExprId> {
    let exprs = &f.store.exprs;
    let Expr::Local(x) = exprs.get(l.range.start)? else { return None };
    let Expr::Binary { op: BinaryOp::Add | BinaryOp::Sub, lhs, rhs } = exprs.get(l.range.bound)?
    else {
        return None;
    };
    matches!(exprs.get(*lhs)?, Expr::Local(y) if y == x).then_some(*rhs)
}

fn has_explicit_group_barrier(f: &Function, body: &Block) -> bool {
    let mut found = false;
    oklc_ir::visit::walk(f, body, &mut |v| {
        if let Stmt::Barrier { kind, implicit: false } = v.stmt
            && kind.is_group_wide()
        {
            found = true;
        }
    });
    found
}

fn diagnostic(f: &Function, barrier: Span, cause: Cause) -> Diagnostic {
    let name = |l: LocalId| f.locals.get(l).map_or("?", |l| l.name.as_str()).to_string();
    let mut help = "put the barrier where every work-item reaches it (between two `@inner` loops), or compute the condition from values all work-items share (kernel arguments, `@outer` iterators, `@shared` memory)";
    let (span, label) = match cause {
        Cause::TileCheck { span } => {
            help = "when the range is a multiple of the tile size, say so with `check=false`; otherwise put the barrier outside the tiled loop";
            (span, "this `@tile` checks its bounds: in the last tile, work-items past the end of the range skip the body".to_string())
        }
        Cause::Cond { span, local: Some(l) } => {
            (span, format!("this depends on `{}`, which differs between work-items", name(l)))
        }
        Cause::Cond { span, local: None } => {
            (span, "this depends on the work-item's index".to_string())
        }
        Cause::Exit { span, kind } => {
            let what = match kind {
                Exit::Break => "some work-items leave the loop here",
                Exit::Continue => "some work-items skip the rest of the iteration here",
                Exit::Return => "some work-items return here",
                Exit::Goto => "some work-items jump away here",
            };
            (span, what.to_string())
        }
    };
    Diagnostic::warning(
        codes::DIVERGENT_BARRIER,
        "`@barrier` is reached by only some work-items of a group",
        barrier,
    )
    .with_primary_message("not every work-item of the group gets here")
    .with_label(span, label)
    .with_note("on a GPU every work-item of a group must reach each barrier: one that some of them skip hangs or leaves `@shared` memory undefined; serial and OpenMP ignore barriers inside `@inner` loops, so the kernel behaves differently there")
    .with_help(help)
}

struct Analysis<'f> {
    f: &'f Function,
    tile_checks: IndexMap<ExprId, (LoopId, bool)>,
    /// Per local, when its value started to differ between work-items: 0 for `@inner`
    /// iterators and `@exclusive` variables, then in marking order (to name the root of a chain
    /// in the warning); [`NOT_VARYING`] for the others.
    order: Vec<u32>,
    marked: u32,
    /// Per regular loop, in walk order: a divergent `break`, `return` or `goto` inside it, so
    /// that only some work-items run its later iterations.
    loop_exits: Vec<Option<Cause>>,
    next_loop: usize,
    /// Labels met so far in this round's walk (a `goto` to one of them jumps backwards).
    labels_seen: IndexSet<SmolStr>,
    /// Labels that a divergent `goto` jumps back to: the statements after such a label form a
    /// loop that only some work-items run again.
    loop_labels: IndexMap<SmolStr, Cause>,
    changed: bool,
    /// The barriers under divergent control in this round, with the reason.
    found: Vec<(Span, Cause)>,
}

impl Analysis<'_> {
    fn block(&mut self, block: &Block, mut ctrl: Option<Cause>) -> Exits {
        let mut exits = Exits::default();
        for (stmt, span) in block.iter() {
            let e = self.stmt(stmt, span, ctrl);
            // After a jump some work-items took, the rest of the block runs for the others.
            if ctrl.is_none() {
                ctrl = e.any();
            }
            if let Stmt::Label(l) = stmt
                && ctrl.is_none()
            {
                ctrl = self.loop_labels.get(l).copied();
            }
            exits.merge(e);
        }
        exits
    }

    fn stmt(&mut self, stmt: &Stmt, span: Span, ctrl: Option<Cause>) -> Exits {
        let f = self.f;
        let jump = |kind| ctrl.map(|_| Cause::Exit { span, kind });
        match stmt {
            Stmt::Block(b) | Stmt::Atomic(b) => self.block(b, ctrl),
            Stmt::Attributed(a) => self.block(&a.body, ctrl),
            Stmt::Decl(l) => {
                if let Some(local) = f.locals.get(*l) {
                    let mut varies = ctrl.is_some();
                    oklc_ir::visit::local_exprs(&f.store, local, |e| {
                        self.writes(e, ctrl);
                        varies |= self.reads(e).is_some();
                    });
                    if varies {
                        self.mark(*l);
                    }
                }
                Exits::default()
            }
            Stmt::Expr(e) => {
                self.writes(*e, ctrl);
                Exits::default()
            }
            Stmt::Return(e) => {
                if let Some(e) = e {
                    self.writes(*e, ctrl);
                }
                Exits { ret: jump(Exit::Return), ..Exits::default() }
            }
            Stmt::Goto(l) => {
                let cause = jump(Exit::Goto);
                if let Some(c) = cause
                    && self.labels_seen.contains(l)
                    && !self.loop_labels.contains_key(l)
                {
                    self.loop_labels.insert(l.clone(), c);
                    self.changed = true;
                }
                Exits { ret: cause, ..Exits::default() }
            }
            Stmt::Label(l) => {
                self.labels_seen.insert(l.clone());
                Exits::default()
            }
            Stmt::Break => Exits { brk: jump(Exit::Break), ..Exits::default() },
            Stmt::Continue => Exits { cont: jump(Exit::Continue), ..Exits::default() },
            Stmt::If { cond, then, els, .. } => {
                let inner = match self.tile_checks.get(cond) {
                    Some(&(_, true)) => ctrl,
                    Some(&(element, false)) => {
                        ctrl.or(Some(Cause::TileCheck { span: loop_head(f, element) }))
                    }
                    None => ctrl.or_else(|| self.cond(*cond, span)),
                };
                let mut exits = self.block(then, inner);
                if let Some(els) = els {
                    exits.merge(self.block(els, inner));
                }
                exits
            }
            Stmt::Switch { cond, body } => {
                let inner = ctrl.or_else(|| self.cond(*cond, span));
                let exits = self.block(body, inner);
                Exits { brk: None, ..exits }
            }
            Stmt::While { cond, body } | Stmt::DoWhile { body, cond } => {
                self.regular_loop(ctrl, &[*cond], &[], span, |a, c| a.block(body, c))
            }
            Stmt::For { init, cond, step, body } => {
                self.block(init, ctrl);
                self.regular_loop(ctrl, cond.as_slice(), step.as_slice(), span, |a, c| {
                    a.block(body, c)
                })
            }
            Stmt::RangeFor { var, range, body } => {
                if ctrl.is_some() || self.reads(*range).is_some() {
                    self.mark(*var);
                }
                self.regular_loop(ctrl, &[*range], &[], span, |a, c| a.block(body, c))
            }
            Stmt::Loop(id) => {
                let Some(l) = f.loops.get(*id) else { return Exits::default() };
                let mut range = ctrl;
                let offset = offset_bound(f, l);
                oklc_ir::visit::loop_range_exprs(l, |e| {
                    self.writes(e, ctrl);
                    // `x .. x + w` runs w / step times whatever `x` is: only the width counts.
                    let e = match offset {
                        Some(_) if e == l.range.start => return,
                        Some(width) if e == l.range.bound => width,
                        _ => e,
                    };
                    if range.is_none() {
                        range = self.cond(e, span);
                    }
                });
                let inner = match l.kind {
                    // Every work-item runs an `@outer` body alike; its range is the group's.
                    LoopKind::Outer(_) => ctrl,
                    _ => range,
                };
                // `break`/`continue` in OKL loops are errors (OKL0515); what follows an `@inner`
                // loop some work-items returned from is OKL0522's subject.
                self.block(&l.body, inner);
                Exits::default()
            }
            Stmt::Barrier { kind, implicit: false } if kind.is_group_wide() => {
                if let Some(cause) = ctrl {
                    self.found.push((span, cause));
                }
                Exits::default()
            }
            Stmt::Barrier { .. }
            | Stmt::Case(_)
            | Stmt::Default
            | Stmt::Directive(_)
            | Stmt::TypeDecl(_)
            | Stmt::Empty
            | Stmt::AttrEmpty(_) => Exits::default(),
        }
    }

    /// A `while`, `do`, `for` or range-`for` loop with header expressions `heads` (tested before
    /// iterations) and `steps` (run between them), and the body walk `body`.
    fn regular_loop(
        &mut self,
        ctrl: Option<Cause>,
        heads: &[ExprId],
        steps: &[ExprId],
        span: Span,
        body: impl FnOnce(&mut Self, Option<Cause>) -> Exits,
    ) -> Exits {
        let k = self.next_loop;
        self.next_loop += 1;
        if self.loop_exits.len() <= k {
            self.loop_exits.push(None);
        }
        let mut inner = ctrl.or(self.loop_exits[k]);
        for &h in heads {
            self.writes(h, inner);
            if inner.is_none() {
                inner = self.cond(h, span);
            }
        }
        let exits = body(self, inner);
        for &s in steps {
            self.writes(s, inner);
        }
        // Some work-items left early: the later iterations run for the others only.
        if let Some(c) = exits.brk.or(exits.ret)
            && self.loop_exits[k].is_none()
        {
            self.loop_exits[k] = Some(c);
            self.changed = true;
        }
        Exits { ret: exits.ret, ..Exits::default() }
    }

    /// The cause when `cond` (a condition at statement `span`) reads a varying value.
    fn cond(&self, cond: ExprId, span: Span) -> Option<Cause> {
        self.reads(cond).map(|local| Cause::Cond { span: expr_span(self.f, cond, span), local })
    }

    /// The varying value `e` reads that became varying first (the root of a chain, so that
    /// `k < r` names `r`, not the `k` that varies because of it): `Some(Some(local))`, or
    /// `Some(None)` for a work-item index builtin.
    fn reads(&self, e: ExprId) -> Option<Option<LocalId>> {
        let mut found: Option<(u32, Option<LocalId>)> = None;
        oklc_ir::visit::walk_expr(&self.f.store, e, |_, node| {
            let hit = match node {
                Expr::Local(l) if self.order_of(*l) != NOT_VARYING => (self.order_of(*l), Some(*l)),
                Expr::Builtin(BuiltinVar::LocalId(_)) => (0, None),
                _ => return,
            };
            if found.is_none_or(|(order, _)| hit.0 < order) {
                found = Some(hit);
            }
        });
        found.map(|(_, l)| l)
    }

    fn order_of(&self, l: LocalId) -> u32 {
        self.order.get(u32::from(l.into_raw()) as usize).copied().unwrap_or(NOT_VARYING)
    }

    /// Marks the private locals that `e` assigns from varying values or under varying control.
    fn writes(&mut self, e: ExprId, ctrl: Option<Cause>) {
        let store = &self.f.store;
        let mut targets = Vec::new();
        // Operands that only some work-items evaluate: the branches of `c ? a : b` and the right
        // side of `c && a` / `c || a` when `c` varies.
        let mut guarded = Vec::new();
        oklc_ir::visit::walk_expr(store, e, |id, node| match node {
            Expr::Assign { lhs, rhs, .. } => targets.push((id, *lhs, Some(*rhs))),
            Expr::Unary {
                op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                arg,
            } => targets.push((id, *arg, None)),
            Expr::Cond { cond, then, els } if self.reads(*cond).is_some() => {
                guarded.extend([*then, *els]);
            }
            Expr::Binary { op: BinaryOp::And | BinaryOp::Or, lhs, rhs }
                if self.reads(*lhs).is_some() =>
            {
                guarded.push(*rhs);
            }
            _ => {}
        });
        let mut under_guard = IndexSet::new();
        for g in guarded {
            oklc_ir::visit::walk_expr(store, g, |id, _| {
                under_guard.insert(id);
            });
        }
        for (id, lhs, rhs) in targets {
            let Some(target) = self.written_local(lhs) else { continue };
            // `x[t] = 0` changes an element that varies (reading `lhs` finds `t`).
            let varies = ctrl.is_some()
                || under_guard.contains(&id)
                || rhs.is_some_and(|r| self.reads(r).is_some())
                || self.reads(lhs).is_some();
            if varies {
                self.mark(target);
            }
        }
    }

    /// The private local whose value an assignment to `lhs` changes: `x`, a member of `x`, an
    /// element of array `x` or of a member of `x` (taken to be an array: a pointer member is
    /// then counted as part of `x`, which only adds warnings); `None` for memory reached
    /// through a pointer.
    fn written_local(&self, mut lhs: ExprId) -> Option<LocalId> {
        let store = &self.f.store;
        let mut indexed = false;
        for _ in 0..256 {
            match store.exprs.get(lhs)? {
                Expr::Local(l) => {
                    let local = self.f.locals.get(*l)?;
                    if local.storage == OklStorage::Shared {
                        return None;
                    }
                    let is_array = matches!(
                        store.types.get(local.ty).map(|t| &t.kind),
                        Some(TyKind::Array { .. })
                    );
                    return (!indexed || is_array).then_some(*l);
                }
                Expr::Index { base, .. } => {
                    indexed = true;
                    lhs = *base;
                }
                Expr::Member { base, arrow: false, .. } => {
                    indexed = false;
                    lhs = *base;
                }
                _ => return None,
            }
        }
        None
    }

    fn seed(&mut self, l: LocalId) {
        if let Some(slot) = self.order.get_mut(u32::from(l.into_raw()) as usize) {
            *slot = 0;
        }
    }

    fn mark(&mut self, l: LocalId) {
        let shared = self.f.locals.get(l).is_some_and(|l| l.storage == OklStorage::Shared);
        let Some(slot) = self.order.get_mut(u32::from(l.into_raw()) as usize) else { return };
        if !shared && *slot == NOT_VARYING {
            self.marked += 1;
            *slot = self.marked;
            self.changed = true;
        }
    }
}
