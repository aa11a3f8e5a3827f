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
use crate::util::{TakenNames, loop_span, retarget, with_loop_body};
use crate::writes::{CallMasks, any_writes, call_masks, stmt_writes, written_locals};

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
            let in_outer = |loops: &[LoopId]| {
                loops.iter().any(|l| f.loops.get(*l).is_some_and(|l| l.kind.is_outer()))
            };
            let nest_written =
                f.body.as_ref().map(|b| written_locals(f, b, masks.as_deref(), in_outer));
            let written: Vec<LocalId> = f
                .params
                .iter()
                .copied()
                .filter(|p| copy_type(f, *p).is_some())
                .filter(|p| nest_written.as_ref().is_some_and(|w| w.contains(p)))
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
                    (ours && copy_type(f, l.var).is_some() && any_writes(f, &l.body, l.var, None))
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
            let mut lower = |f: &mut Function, p: LocalId, subject: Subject, loops: Vec<LoopId>| {
                let name = taken.fresh(format!("{}{}", subject.prefix(), f.locals[p].name));
                let Some(ty) = decayed_copy_type(f, p) else { return };
                let mut lw =
                    Lower { masks, p, subject, ty, name, copies: Vec::new(), diags: Vec::new() };
                for o in loops {
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
                let f = &mut cx.module.functions[fid];
                let tops = top_outer_loops(f);
                lower(f, p, Subject::Param, tops);
            }
            // An iterator is each work-item's own like a parameter, from its loop's body on.
            for (id, var, subject) in iterators {
                let f = &mut cx.module.functions[fid];
                if f.loops.get(id).is_some_and(|l| any_writes(f, &l.body, var, Some(masks))) {
                    lower(f, var, subject, vec![id]);
                }
            }
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

/// A use of the parameter found by [`Lower::scan`].
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
/// loops not entered).
#[derive(Default)]
struct Scan {
    uses: Vec<Use>,
    uniform_write: bool,
    inner_write: bool,
    /// The span of the first write inside an `@inner` loop.
    inner_write_at: Option<Span>,
    nested: Vec<LoopId>,
}

struct Lower<'a> {
    masks: &'a CallMasks,
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
        let Some(body) = f.loops.get(o).map(|l| &l.body) else { return };
        if !any_writes(f, body, self.p, Some(self.masks)) {
            if cur != self.p {
                let mut uses = Vec::new();
                all_uses(f, body, self.p, &mut uses);
                retarget(f, &uses, cur);
            }
            return;
        }
        let scans: Vec<(Scan, Span)> = body
            .iter()
            .map(|(stmt, span)| {
                let mut s = Scan::default();
                self.scan(f, stmt, span, None, false, &mut s);
                (s, span)
            })
            .collect();
        let first = scans.iter().position(|(s, _)| s.inner_write);
        let before = first.unwrap_or(scans.len());
        let span = loop_span(f, o);
        // Uniform writes before the per-work-item copy: a plain local copy for the group.
        let uniform = if scans[..before].iter().any(|(s, _)| s.uniform_write) {
            let init = f.store.expr(Expr::Local(cur), Some(span));
            let name = self.copy_name(f, cur);
            let mut l = Local::new(name, self.ty, LocalKind::Synthetic, span);
            l.init = Some(Init::Assign(init));
            Some(f.add_local(l))
        } else {
            None
        };
        let group = uniform.unwrap_or(cur);
        for (s, _) in &scans[..before] {
            let uses: Vec<ExprId> = s.uses.iter().map(|u| u.expr).collect();
            retarget(f, &uses, group);
            for &n in &s.nested {
                self.outer(f, n, group);
            }
        }
        let mut exclusive_at = None;
        if let Some(k) = first {
            let rest = &scans[k..];
            // A use outside the `@inner` loops, now that work-items may differ.
            let outside = rest.iter().find_map(|(s, span)| {
                s.uses
                    .iter()
                    .find(|u| u.inner.is_none() && !u.range)
                    .map(|u| f.store.span_of(u.expr).unwrap_or(*span))
                    .or_else(|| {
                        // An `@outer` loop next to `@inner` ones (rejected by `loop_dims`
                        // anyway) that names the parameter.
                        s.nested
                            .iter()
                            .find(|n| {
                                let mut uses = Vec::new();
                                if let Some(l) = f.loops.get(**n) {
                                    all_uses(f, &l.body, self.p, &mut uses);
                                }
                                !uses.is_empty()
                            })
                            .map(|n| loop_span(f, *n))
                    })
            });
            let written_at = rest[0].0.inner_write_at.unwrap_or(rest[0].1);
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
                rest.iter().flat_map(|(s, _)| &s.uses).partition(|u| u.range);
            let ranges: Vec<ExprId> = ranges.iter().map(|u| u.expr).collect();
            retarget(f, &ranges, group);
            let single = uses.first().and_then(|u| u.inner).filter(|&(l, repeated)| {
                !repeated
                    && !has_inner_below(f, l)
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
                with_loop_body(f, l, |_, b| b.insert(0, Stmt::Decl(copy), written_at));
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
                        with_loop_body(f, outer, |_, b| b.insert(0, Stmt::Decl(copy), written_at));
                        let lhs = f.store.expr(Expr::Local(copy), Some(written_at));
                        let set = Expr::Assign { op: AssignOp::Assign, lhs, rhs: init };
                        Stmt::Expr(f.store.expr(set, Some(written_at)))
                    }
                    None => Stmt::Decl(copy),
                };
                exclusive_at = Some((k, stmt, written_at));
            }
        }
        with_loop_body(f, o, |_, b| {
            if let Some((mut k, stmt, at)) = exclusive_at {
                // Before the directives right above the statement: a `#pragma unroll` must
                // stay next to its loop.
                while k > 0 && matches!(b.stmts[k - 1], Stmt::Directive(_)) {
                    k -= 1;
                }
                b.insert(k, stmt, at);
            }
            if let Some(u) = uniform {
                b.insert(0, Stmt::Decl(u), span);
            }
        });
    }

    /// Collects the uses and writes of the parameter in `stmt`; `inner` as in [`Use`],
    /// `repeated`: a regular loop lies between the `@outer` body and this statement.
    fn scan(
        &self,
        f: &Function,
        stmt: &Stmt,
        span: Span,
        inner: Option<(LoopId, bool)>,
        repeated: bool,
        out: &mut Scan,
    ) {
        let p = self.p;
        let mut roots = Vec::new();
        stmt_exprs(f, stmt, |e| roots.push(e));
        let range =
            matches!(stmt, Stmt::Loop(id) if f.loops.get(*id).is_some_and(|l| l.kind.is_inner()));
        for root in roots {
            walk_expr(&f.store, root, |id, e| {
                if matches!(e, Expr::Local(l) if *l == p) {
                    out.uses.push(Use { expr: id, inner, range });
                }
            });
        }
        if stmt_writes(f, stmt, p, Some(self.masks)) {
            if inner.is_some() {
                out.inner_write = true;
                out.inner_write_at.get_or_insert(span);
            } else {
                out.uniform_write = true;
            }
        }
        let mut block = |b: &Block, inner, repeated| {
            for (s, sp) in b.iter() {
                self.scan(f, s, sp, inner, repeated, out);
            }
        };
        match stmt {
            Stmt::Loop(id) => {
                let Some(l) = f.loops.get(*id) else { return };
                if l.kind.is_outer() {
                    out.nested.push(*id);
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
}

/// Every use of `p` in `block` (nested loops and their ranges included).
fn all_uses(f: &Function, block: &Block, p: LocalId, out: &mut Vec<ExprId>) {
    walk(f, block, &mut |v| {
        stmt_exprs(f, v.stmt, |root| {
            walk_expr(&f.store, root, |id, e| {
                if matches!(e, Expr::Local(l) if *l == p) {
                    out.push(id);
                }
            });
        });
    });
}
