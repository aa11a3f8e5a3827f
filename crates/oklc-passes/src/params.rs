//! `params`: per-work-item copies of kernel parameters and OKL loop iterators written inside
//! `@outer` loops (host targets only; docs/passes.md, "Kernel parameters written in a kernel").
//!
//! On a GPU every work-item runs the kernel body with its own copy of each parameter, and
//! computes its own copy of each `@outer`/`@inner` iterator from its group and thread index:
//! code of an `@outer` body outside the `@inner` loops runs uniformly in every work-item of the
//! group, and a work-item's copy carries over from one `@inner` loop to the next. Host targets
//! pass scalars by reference, keep a pointer parameter as one variable and count each loop in
//! its iterator, so without this pass a write would reach the next work-item (serial), race
//! (OpenMP) or end the loop for every work-item. For each parameter written (assigned,
//! `++`/`--`, address taken, bound to a non-`const` reference local or to a non-`const`
//! reference parameter of a function of the module) inside an `@outer` loop `O` (for an
//! iterator: inside its own loop `O`, whose nested `@inner` loops play the part of `O`'s):
//! * a write in `O`'s body outside the `@inner` loops (uniform code) gets a plain local copy
//!   declared first in `O`'s body, initialised from what the parameter means around `O` (the
//!   argument, the iterator, or an enclosing `@outer` loop's copy), so every iteration of `O`
//!   starts afresh;
//! * a write inside an `@inner` loop gets a per-work-item copy declared right before the first
//!   statement of `O`'s body holding such a write: a plain local first in the body of the one
//!   innermost `@inner` loop that holds every later use, when nothing repeats that loop's body
//!   for the same work-item, else an `@exclusive` variable, which the `exclusive` pass and
//!   `target/host` size, index and initialise per work-item like the user's own (for an
//!   `@inner` iterator it is declared in the enclosing `@outer` body and set in `O`'s).
//!
//! The ranges of `@inner` loops keep reading the value from around `O`'s body: GPUs evaluate
//! them with the group's values (they are the launch shape). Any other use outside the
//! `@inner` loops after that point would need the value of every work-item at once and is
//! rejected (`OKL0548`), as is a per-work-item copy whose storage cannot be
//! sized (reported by `exclusive`). Writes to a parameter outside every `@outer` loop stay on
//! the parameter: every GPU work-item would do the same, and the loops then start from the new
//! value. Calls oklc cannot resolve (library and member functions) count as reads.

use std::collections::VecDeque;

use indexmap::IndexMap;
use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::visit::{child_blocks, stmt_exprs, walk, walk_expr};
use oklc_ir::{
    ArenaExt, AssignOp, Block, Expr, ExprId, Function, Init, Local, LocalId, LocalKind, LoopId,
    OklStorage, Quals, Stage, Stmt, Ty, TyId, TyKind,
};
use oklc_span::Span;
use smol_str::SmolStr;

use crate::exclusive::mid_level::has_inner_below;
use crate::pipeline::{Pass, PassCx};
use crate::util::{LocalSet, TakenNames, loop_span, retarget, with_loop_body};
use crate::writes::{CallMasks, KernelWrites, any_writes, call_masks, stmt_written_locals};

pub struct ParamsPass;

impl Pass for ParamsPass {
    fn name(&self) -> &'static str {
        "params"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let mut masks: Option<std::sync::Arc<CallMasks>> = None;
        for fid in cx.functions() {
            if cx.failed.contains(&fid) || !cx.module.functions[fid].is_kernel() {
                continue;
            }
            let f = &cx.module.functions[fid];
            // Before the call masks exist, any call naming a local counts as a write: they are
            // built only for kernels that might write a parameter or iterator through a call.
            let Some(pre) = f.body.as_ref().map(|b| KernelWrites::of(f, b, masks.as_deref()))
            else {
                continue;
            };
            let written: Vec<LocalId> = f
                .params
                .iter()
                .copied()
                .filter(|p| copy_type(f, *p).is_some() && pre.in_outer.contains(p))
                .collect();
            let iterators: Vec<(LoopId, LocalId, Subject)> = f
                .loops
                .iter()
                .filter_map(|(id, l)| {
                    let subject = if l.kind.is_outer() {
                        Subject::OuterIterator
                    } else if l.kind.is_inner() {
                        Subject::InnerIterator
                    } else {
                        return None;
                    };
                    let ours = f.locals.get(l.var).is_some_and(|v| v.kind == LocalKind::LoopVar);
                    (ours && copy_type(f, l.var).is_some() && pre.iterators.contains(&id))
                        .then_some((id, l.var, subject))
                })
                .collect();
            if written.is_empty() && iterators.is_empty() {
                continue;
            }
            let masks: &CallMasks = masks.get_or_insert_with(|| call_masks(cx.module));
            let taken = TakenNames::of(cx, fid);
            let mut copies = IndexMap::new();
            let mut diags = Vec::new();
            let mut scans = Scans::new(f, &written);
            let mut inserts = Inserts::default();
            let tops = top_outer_loops(f);
            let mut lower = |f: &mut Function, p: LocalId, subject: Subject, loops: &[LoopId]| {
                let name = taken.fresh(format!("{}{}", subject.prefix(), f.locals[p].name));
                let Some(ty) = decayed_copy_type(f, p) else { return };
                let mut lw = Lower {
                    masks,
                    scans: &mut scans,
                    inserts: &mut inserts,
                    p,
                    subject,
                    ty,
                    name,
                    copies: Vec::new(),
                    diags: Vec::new(),
                };
                for &o in loops {
                    lw.outer(f, o, p);
                }
                if lw.diags.is_empty() {
                    copies.extend(lw.copies.into_iter().map(|c| (c, p)));
                }
                diags.append(&mut lw.diags);
            };
            // In reverse, so that the copies, each inserted first in its block, keep the
            // parameters' order.
            for p in written.into_iter().rev() {
                lower(&mut cx.module.functions[fid], p, Subject::Param, &tops);
            }
            // An iterator is each work-item's own like a parameter, from its loop's body on.
            for (id, var, subject) in iterators {
                let f = &mut cx.module.functions[fid];
                if f.loops.get(id).is_some_and(|l| any_writes(f, &l.body, var, Some(masks))) {
                    lower(f, var, subject, &[id]);
                }
            }
            inserts.apply(&mut cx.module.functions[fid]);
            if !diags.is_empty() {
                cx.failed.insert(fid);
            }
            cx.diagnostics.extend(diags);
            cx.kernel(fid).param_copies.extend(copies);
        }
    }
}

/// What the pass copies per work-item.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Subject {
    Param,
    OuterIterator,
    InnerIterator,
}

impl Subject {
    fn prefix(self) -> &'static str {
        match self {
            Subject::Param => "_occa_param_",
            Subject::OuterIterator | Subject::InnerIterator => "_occa_iter_",
        }
    }

    /// How diagnostics name a local of this kind.
    fn noun(self) -> &'static str {
        match self {
            Subject::Param => "kernel parameter",
            Subject::OuterIterator => "`@outer` iterator",
            Subject::InnerIterator => "`@inner` iterator",
        }
    }
}

/// The type of a copy of parameter `p`, when it is one this pass copies: not a reference, not
/// `const` at the top (it cannot be written); an array parameter is a pointer.
fn copy_type(f: &Function, p: LocalId) -> Option<TyId> {
    let local = f.locals.get(p)?;
    let ty = f.store.types.get(local.ty)?;
    match ty.kind {
        TyKind::Reference(_) | TyKind::RvalueReference(_) => None,
        _ if ty.quals.contains(Quals::CONST) => None,
        _ => Some(local.ty),
    }
}

/// [`copy_type`], an array parameter's type spelled as the pointer it is.
fn decayed_copy_type(f: &mut Function, p: LocalId) -> Option<TyId> {
    let ty = copy_type(f, p)?;
    match f.store.types.get(ty).map(|t| &t.kind) {
        Some(TyKind::Array { elem, .. }) => {
            let elem = *elem;
            Some(f.store.ty(Ty::new(TyKind::Pointer(elem))))
        }
        _ => Some(ty),
    }
}

/// The top-level `@outer` loops of `f` (those outside every OKL loop).
fn top_outer_loops(f: &Function) -> Vec<LoopId> {
    let mut out = Vec::new();
    if let Some(body) = &f.body {
        walk(f, body, &mut |v| {
            if let Stmt::Loop(id) = v.stmt
                && v.loops.is_empty()
                && f.loops.get(*id).is_some_and(|l| l.kind.is_outer())
            {
                out.push(*id);
            }
        });
    }
    out
}

/// The innermost `@outer` loop around loop `id`.
fn enclosing_outer(f: &Function, id: LoopId) -> Option<LoopId> {
    let mut found = None;
    if let Some(body) = &f.body {
        walk(f, body, &mut |v| {
            if matches!(v.stmt, Stmt::Loop(l) if *l == id) {
                found = v
                    .loops
                    .iter()
                    .rev()
                    .find(|l| f.loops.get(**l).is_some_and(|l| l.kind.is_outer()))
                    .copied();
            }
        });
    }
    found
}

/// What the top-level statements of each `@outer` body do with the written kernel
/// parameters, worked out in one walk per loop for all of them. Scanning the body again for
/// each parameter was quadratic in kernels that write thousands of parameters. The tables
/// stay valid while the rewrites run: nothing is inserted until the kernel is done
/// ([`Inserts`]), and the uses a rewrite retargets are its own parameter's.
struct Scans {
    tracked: LocalSet,
    by_loop: IndexMap<LoopId, BodyScans>,
    /// Whether each `@inner` loop asked about has `@inner` loops below it.
    inner_below: IndexMap<LoopId, bool>,
}

/// Per local: a [`Scan`] of each top-level statement that names it, with the statement's span
/// and index in the body, in order.
type BodyScans = IndexMap<LocalId, Vec<(Scan, Span, usize)>>;

impl Scans {
    fn new(f: &Function, params: &[LocalId]) -> Scans {
        let mut tracked = LocalSet::for_function(f);
        for &p in params {
            tracked.insert(p);
        }
        Scans { tracked, by_loop: IndexMap::new(), inner_below: IndexMap::new() }
    }

    /// The scans of the statements of loop `o`'s body that name `p`. A local that is not
    /// tracked (an iterator) gets a walk of its own.
    fn of(
        &mut self,
        f: &Function,
        o: LoopId,
        p: LocalId,
        masks: &CallMasks,
    ) -> Vec<(Scan, Span, usize)> {
        let Some(body) = f.loops.get(o).map(|l| &l.body) else { return Vec::new() };
        let table = if self.tracked.contains(p) {
            let tracked = &self.tracked;
            self.by_loop.entry(o).or_insert_with(|| Scanner { f, tracked, masks }.body(body))
        } else {
            let mut only = LocalSet::for_function(f);
            only.insert(p);
            &Scanner { f, tracked: &only, masks }.body(body)
        };
        table.get(&p).cloned().unwrap_or_default()
    }

    /// [`has_inner_below`], asked once per loop.
    fn has_inner_below(&mut self, f: &Function, l: LoopId) -> bool {
        *self.inner_below.entry(l).or_insert_with(|| has_inner_below(f, l))
    }
}

/// Collects what statements do with each of the `tracked` locals.
struct Scanner<'a> {
    f: &'a Function,
    tracked: &'a LocalSet,
    masks: &'a CallMasks,
}

impl Scanner<'_> {
    fn body(&self, body: &Block) -> BodyScans {
        let mut table = BodyScans::new();
        let mut scans = IndexMap::new();
        for (i, (stmt, span)) in body.iter().enumerate() {
            self.stmt(stmt, span, None, false, &mut scans);
            for (l, scan) in scans.drain(..) {
                table.entry(l).or_default().push((scan, span, i));
            }
        }
        table
    }

    /// Adds the uses and writes of the tracked locals in `stmt`; `inner` as in [`Use`],
    /// `repeated`: a regular loop lies between the `@outer` body and this statement.
    fn stmt(
        &self,
        stmt: &Stmt,
        span: Span,
        inner: Option<(LoopId, bool)>,
        repeated: bool,
        out: &mut IndexMap<LocalId, Scan>,
    ) {
        let f = self.f;
        let range =
            matches!(stmt, Stmt::Loop(id) if f.loops.get(*id).is_some_and(|l| l.kind.is_inner()));
        stmt_exprs(f, stmt, |root| {
            walk_expr(&f.store, root, |id, e| {
                if let Expr::Local(l) = e
                    && self.tracked.contains(*l)
                {
                    out.entry(*l).or_default().uses.push(Use { expr: id, inner, range });
                }
            });
        });
        stmt_written_locals(f, stmt, Some(self.masks), &mut |l| {
            if self.tracked.contains(l) {
                let s = out.entry(l).or_default();
                if inner.is_some() {
                    s.inner_write = true;
                    s.inner_write_at.get_or_insert(span);
                } else {
                    s.uniform_write = true;
                }
            }
        });
        let mut block = |b: &Block, inner, repeated| {
            for (s, sp) in b.iter() {
                self.stmt(s, sp, inner, repeated, out);
            }
        };
        match stmt {
            Stmt::Loop(id) => {
                let Some(l) = f.loops.get(*id) else { return };
                if l.kind.is_outer() {
                    self.nested(*id, &l.body, out);
                } else if l.kind.is_inner() {
                    block(&l.body, Some((*id, repeated)), repeated);
                } else {
                    block(&l.body, inner, true);
                }
            }
            Stmt::For { init, body, .. } => {
                block(init, inner, repeated);
                block(body, inner, true);
            }
            Stmt::While { body, .. } | Stmt::DoWhile { body, .. } | Stmt::RangeFor { body, .. } => {
                block(body, inner, true);
            }
            other => child_blocks(other).for_each(|b| block(b, inner, repeated)),
        }
    }

    /// A nested `@outer` loop `id`: its own rewrite scans it; the enclosing one needs to know
    /// which locals its body uses or writes, and where it uses them.
    fn nested(&self, id: LoopId, body: &Block, out: &mut IndexMap<LocalId, Scan>) {
        let f = self.f;
        let mut named = |l: LocalId, used: Option<ExprId>, written: bool| {
            let s = out.entry(l).or_default();
            match s.nested.last_mut() {
                Some(last) if last.id == id => last.used |= used.is_some(),
                _ => s.nested.push(Nested { id, used: used.is_some() }),
            }
            s.nested_uses.extend(used);
            s.nested_write |= written;
        };
        walk(f, body, &mut |v| {
            stmt_exprs(f, v.stmt, |root| {
                walk_expr(&f.store, root, |e, x| {
                    if let Expr::Local(l) = x
                        && self.tracked.contains(*l)
                    {
                        named(*l, Some(e), false);
                    }
                });
            });
            stmt_written_locals(f, v.stmt, Some(self.masks), &mut |l| {
                if self.tracked.contains(l) {
                    named(l, None, true);
                }
            });
        });
    }
}

/// Where an inserted statement goes among the statements a body had before the pass.
#[derive(Clone, Copy)]
enum Place {
    /// First in the body, before what was inserted there earlier.
    First,
    /// Right before statement `j`, after what was inserted there earlier.
    Before(usize),
}

/// The statements the rewrites of one kernel insert, put in place when all are done (each
/// body rebuilt once) in the order that inserting them one by one would give.
#[derive(Default)]
struct Inserts(IndexMap<LoopId, Vec<(Place, Stmt, Span)>>);

impl Inserts {
    fn push(&mut self, l: LoopId, place: Place, stmt: Stmt, span: Span) {
        self.0.entry(l).or_default().push((place, stmt, span));
    }

    fn apply(self, f: &mut Function) {
        for (l, list) in self.0 {
            with_loop_body(f, l, |_, body| {
                let n = body.len();
                let mut slots: Vec<VecDeque<(Stmt, Span)>> = Vec::new();
                slots.resize_with(n + 1, VecDeque::new);
                for (place, stmt, span) in list {
                    match place {
                        Place::First => slots[0].push_front((stmt, span)),
                        Place::Before(j) => slots[j.min(n)].push_back((stmt, span)),
                    }
                }
                let old = std::mem::take(body);
                let mut slots = slots.into_iter();
                for (stmt, span) in old.stmts.into_iter().zip(old.spans) {
                    for (s, sp) in slots.next().into_iter().flatten() {
                        body.push(s, sp);
                    }
                    body.push(stmt, span);
                }
                for (s, sp) in slots.flatten() {
                    body.push(s, sp);
                }
            });
        }
    }
}

/// A use of the parameter found by [`Scanner::stmt`].
#[derive(Clone)]
struct Use {
    expr: ExprId,
    /// The innermost `@inner` loop whose body holds the use, and whether a statement that
    /// repeats its body for the same work-item (a regular loop) lies between `O`'s body and it.
    inner: Option<(LoopId, bool)>,
    /// In the range of an `@inner` loop: GPUs evaluate it with the group's value (the launch
    /// shape), so it reads what the parameter means around `O`'s body, never a copy.
    range: bool,
}

/// What one top-level statement of an `@outer` body does with the parameter (nested `@outer`
/// loops only looked into for [`Nested`] and the fields named after them).
#[derive(Clone, Default)]
struct Scan {
    uses: Vec<Use>,
    uniform_write: bool,
    inner_write: bool,
    /// The span of the first write inside an `@inner` loop.
    inner_write_at: Option<Span>,
    /// The nested `@outer` loops whose bodies name the parameter, in order.
    nested: Vec<Nested>,
    /// The uses in those bodies.
    nested_uses: Vec<ExprId>,
    /// Whether one of those bodies writes the parameter.
    nested_write: bool,
}

/// A nested `@outer` loop whose body names the parameter.
#[derive(Clone)]
struct Nested {
    id: LoopId,
    /// It uses the parameter (not only writes it).
    used: bool,
}

struct Lower<'a> {
    masks: &'a CallMasks,
    scans: &'a mut Scans,
    inserts: &'a mut Inserts,
    p: LocalId,
    subject: Subject,
    ty: TyId,
    name: SmolStr,
    /// The `@exclusive` copies made.
    copies: Vec<LocalId>,
    diags: Vec<Diagnostic>,
}

impl Lower<'_> {
    /// The name of a copy initialised from `from`: a copy made from another copy (a group's
    /// copy, or the copy of an enclosing `@outer` body) needs a name of its own, since C++
    /// brings a declared name into scope before its initializer (`int c = c;` reads itself) and
    /// the per-work-item `@exclusive` copy shares a block with the group's copy. `__` keeps
    /// it apart from the copies of other parameters (no user name may contain it).
    fn copy_name(&self, f: &Function, from: LocalId) -> SmolStr {
        if from == self.p {
            return self.name.clone();
        }
        let level = f.locals[from]
            .name
            .strip_prefix(self.name.as_str())
            .and_then(|rest| rest.strip_prefix("__"))
            .and_then(|k| k.parse::<u32>().ok())
            .unwrap_or(1);
        format!("{}__{}", self.name, level + 1).into()
    }

    /// Rewrites `@outer` loop `o`, around which the parameter is `cur` (itself or a copy).
    fn outer(&mut self, f: &mut Function, o: LoopId, cur: LocalId) {
        // Only the statements that name the parameter, each with its index in the body.
        let scans = self.scans.of(f, o, self.p, self.masks);
        if !scans.iter().any(|(s, ..)| s.uniform_write || s.inner_write || s.nested_write) {
            if cur != self.p {
                let uses: Vec<ExprId> = scans
                    .iter()
                    .flat_map(|(s, ..)| s.uses.iter().map(|u| u.expr).chain(s.nested_uses.clone()))
                    .collect();
                retarget(f, &uses, cur);
            }
            return;
        }
        let first = scans.iter().position(|(s, ..)| s.inner_write);
        let before = first.unwrap_or(scans.len());
        let span = loop_span(f, o);
        // Uniform writes before the per-work-item copy: a plain local copy for the group.
        let uniform = if scans[..before].iter().any(|(s, ..)| s.uniform_write) {
            let init = f.store.expr(Expr::Local(cur), Some(span));
            let name = self.copy_name(f, cur);
            let mut l = Local::new(name, self.ty, LocalKind::Synthetic, span);
            l.init = Some(Init::Assign(init));
            Some(f.add_local(l))
        } else {
            None
        };
        let group = uniform.unwrap_or(cur);
        for (s, ..) in &scans[..before] {
            let uses: Vec<ExprId> = s.uses.iter().map(|u| u.expr).collect();
            retarget(f, &uses, group);
            for n in &s.nested {
                self.outer(f, n.id, group);
            }
        }
        let mut exclusive_at = None;
        if let Some(k) = first {
            let rest = &scans[k..];
            // A use outside the `@inner` loops, now that work-items may differ.
            let outside = rest.iter().find_map(|(s, span, _)| {
                s.uses
                    .iter()
                    .find(|u| u.inner.is_none() && !u.range)
                    .map(|u| f.store.span_of(u.expr).unwrap_or(*span))
                    .or_else(|| {
                        // An `@outer` loop next to `@inner` ones (rejected by `loop_dims`
                        // anyway) that names the parameter.
                        s.nested.iter().find(|n| n.used).map(|n| loop_span(f, n.id))
                    })
            });
            let written_at = rest[0].0.inner_write_at.unwrap_or(rest[0].1);
            let at_stmt = rest[0].2;
            if let Some(at) = outside {
                let pname = &f.locals[self.p].name;
                let noun = self.subject.noun();
                let region = match self.subject {
                    Subject::InnerIterator => "the nested `@inner` loops after one of them",
                    _ => "the `@inner` loops after an `@inner` loop",
                };
                self.diags.push(
                    Diagnostic::error(
                        codes::PARAM_PER_WORK_ITEM,
                        format!("{noun} `{pname}` is used outside {region} wrote it"),
                        at,
                    )
                    .with_primary_message("each work-item has its own value here")
                    .with_label(written_at, "written per work-item here")
                    .with_note(
                        "on GPUs every work-item has its own copy of each kernel parameter and \
                         loop iterator; serial and OpenMP targets run the code around `@inner` \
                         loops once for all work-items",
                    )
                    .with_help(format!(
                        "copy `{pname}` into a local inside the `@inner` loop and write that, \
                         or keep this use inside an `@inner` loop"
                    )),
                );
                return;
            }
            let (ranges, uses): (Vec<&Use>, Vec<&Use>) =
                rest.iter().flat_map(|(s, ..)| &s.uses).partition(|u| u.range);
            let ranges: Vec<ExprId> = ranges.iter().map(|u| u.expr).collect();
            retarget(f, &ranges, group);
            let single = uses.first().and_then(|u| u.inner).filter(|&(l, repeated)| {
                !repeated
                    && !self.scans.has_inner_below(f, l)
                    && uses.iter().all(|u| u.inner == Some((l, false)))
            });
            let ids: Vec<ExprId> = uses.iter().map(|u| u.expr).collect();
            let init = f.store.expr(Expr::Local(group), Some(written_at));
            let name = self.copy_name(f, group);
            let mut copy = Local::new(name, self.ty, LocalKind::Synthetic, written_at);
            copy.init = Some(Init::Assign(init));
            if let Some((l, _)) = single {
                let copy = f.add_local(copy);
                retarget(f, &ids, copy);
                self.inserts.push(l, Place::First, Stmt::Decl(copy), written_at);
            } else {
                copy.storage = OklStorage::Exclusive;
                // `@exclusive` variables are declared in an `@outer` body: the copy of an
                // `@inner` iterator is declared first in the enclosing one, and set from the
                // iterator where the declaration would have been.
                let hoist = f
                    .loops
                    .get(o)
                    .is_some_and(|l| l.kind.is_inner())
                    .then(|| enclosing_outer(f, o))
                    .flatten();
                if hoist.is_some() {
                    copy.init = None;
                }
                let copy = f.add_local(copy);
                retarget(f, &ids, copy);
                self.copies.push(copy);
                let stmt = match hoist {
                    Some(outer) => {
                        self.inserts.push(outer, Place::First, Stmt::Decl(copy), written_at);
                        let lhs = f.store.expr(Expr::Local(copy), Some(written_at));
                        let set = Expr::Assign { op: AssignOp::Assign, lhs, rhs: init };
                        Stmt::Expr(f.store.expr(set, Some(written_at)))
                    }
                    None => Stmt::Decl(copy),
                };
                exclusive_at = Some((at_stmt, stmt, written_at));
            }
        }
        if let Some((mut k, stmt, at)) = exclusive_at {
            // Before the directives right above the statement: a `#pragma unroll` must stay
            // next to its loop.
            if let Some(l) = f.loops.get(o) {
                while k > 0 && matches!(l.body.stmts[k - 1], Stmt::Directive(_)) {
                    k -= 1;
                }
            }
            self.inserts.push(o, Place::Before(k), stmt, at);
        }
        if let Some(u) = uniform {
            self.inserts.push(o, Place::First, Stmt::Decl(u), span);
        }
    }
}
