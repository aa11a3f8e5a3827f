//! `@exclusive` variables used outside the innermost `@inner` loops (host targets).
//!
//! On a GPU every work-item runs every statement of every `@inner` body it is in, with its own
//! copy of each `@exclusive` variable, so a statement placed in a non-innermost `@inner` body
//! ("mid level": before, between or after the `@inner` loops below it, possibly inside a
//! regular loop or an `if` around them) runs once per work-item of the levels below. Host
//! targets run such a statement once, so `target/host` puts each run of consecutive mid-level
//! statements that use `@exclusive` variables inside loops over the work-items of the levels
//! below ([`axes_below`], [`launch_extent`]), each iteration setting `_occa_exclusive_index`
//! the way the innermost bodies do.
//!
//! That is exact only when the statements can be repeated in place. [`check`] rejects, on host
//! targets, the uses where it cannot:
//! * in the condition or header of a statement that contains `@inner` loops, or in the range
//!   of a nested `@inner` loop (`OKL0538`): the host runs that control flow once for all
//!   work-items;
//! * in a statement that declares a local (its scope would end inside the generated loop),
//!   writes a local that is not `@exclusive` (on a GPU each work-item has its own copy, on
//!   the host they would share one), jumps out of itself (`break`, `continue`, `return`,
//!   `goto`), or when the number of work-items below is not computable there (`OKL0539`);
//! * in a lambda defined outside the innermost `@inner` loops, anywhere in the kernel
//!   (`OKL0541`): the lambda is created once but called per work-item, and only the innermost
//!   bodies have the per-work-item index that lowered uses inside it need.

use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::visit::{child_blocks, stmt_exprs, walk, walk_expr, walk_stmt};
use oklc_ir::{
    ArenaExt, Block, Expr, ExprId, Function, Local, LocalId, LocalKind, LoopId, Module, OklStorage,
    Stmt,
};
use oklc_span::Span;

use crate::util::{LocalSet, expr_span, loop_head, sizeof_operands};
use crate::{LaunchDims, Split};

/// Whether `stmt` contains an `@inner` loop (its own loop included).
pub(crate) fn has_inner(f: &Function, stmt: &Stmt) -> bool {
    oklc_ir::visit::contains_loop(f, stmt, &|l| l.kind.is_inner())
}

/// Whether loop `id` has `@inner` loops below it (it is not an innermost one).
pub(crate) fn has_inner_below(f: &Function, id: LoopId) -> bool {
    f.loops.get(id).is_some_and(|l| l.body.stmts.iter().any(|s| has_inner(f, s)))
}

/// The axes of the `@inner` loops strictly below loop `id`, lowest first: the coordinates
/// that tell apart the work-items running one statement of `id`'s body.
pub(crate) fn axes_below(f: &Function, id: LoopId) -> Vec<u8> {
    let mut seen = [false; 3];
    if let Some(l) = f.loops.get(id) {
        walk(f, &l.body, &mut |v| {
            if let Stmt::Loop(c) = v.stmt
                && let Some(c) = f.loops.get(*c)
                && c.kind.is_inner()
            {
                seen[usize::from(c.kind.axis().unwrap_or(0).min(2))] = true;
            }
        });
    }
    (0u8..3).filter(|a| seen[usize::from(*a)]).collect()
}

/// The number of work-items along `axis` of a work-group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Extent {
    Const(i128),
    /// The launch's iteration count (in the kernel's store), built from kernel parameters.
    Count(ExprId),
}

/// The work-group size along `axis` as the launch computes it (docs/conformance.md): the constant
/// extent, else the iteration count of the launch when it depends on kernel parameters only
/// (the same value everywhere in the kernel). `None` when the count uses values computed in
/// the kernel, which a statement elsewhere cannot evaluate.
pub(crate) fn launch_extent(f: &Function, dims: &LaunchDims, axis: u8) -> Option<Extent> {
    let count = dims.inner.get(usize::from(axis))?.as_ref()?;
    if let Some(v) = count.constant {
        return Some(Extent::Const(v));
    }
    let mut ok = true;
    walk_expr(&f.store, count.expr, |_, e| match e {
        Expr::Local(l) => {
            ok &= f.locals.get(*l).is_some_and(|l| matches!(l.kind, LocalKind::Param(_)));
        }
        Expr::Verbatim(_) => ok = false,
        _ => {}
    });
    ok.then_some(Extent::Count(count.expr))
}

/// Diagnostics for the mid-level uses of `@exclusive` variables of `f` (module docs).
pub(crate) fn check(module: &Module, f: &Function, splits: &[Split]) -> Vec<Diagnostic> {
    let mut cx = Check { module, f, splits, dims: None, diags: Vec::new() };
    if let Some(body) = &f.body {
        cx.block(body, Level::Outside);
    }
    cx.diags
}

#[derive(Clone, Copy)]
enum Level {
    /// Not inside an `@inner` loop.
    Outside,
    /// In the body of this non-innermost `@inner` loop, outside the `@inner` loops below.
    Mid(LoopId),
    /// Inside an innermost `@inner` loop.
    Innermost,
}

struct Check<'a> {
    module: &'a Module,
    f: &'a Function,
    splits: &'a [Split],
    /// Launch shape of the enclosing top-level `@outer` loop.
    dims: Option<&'a LaunchDims>,
    diags: Vec<Diagnostic>,
}

impl<'a> Check<'a> {
    fn block(&mut self, block: &'a Block, level: Level) {
        for (stmt, span) in block.iter() {
            self.stmt(stmt, span, level);
        }
    }

    fn stmt(&mut self, stmt: &'a Stmt, span: Span, level: Level) {
        let f = self.f;
        // A plain statement of a non-innermost `@inner` body is checked as a whole, anything
        // else statement by statement as the walk reaches it.
        let whole = matches!(level, Level::Mid(_)) && !has_inner(f, stmt);
        if !matches!(level, Level::Innermost) && self.lambda_outside_innermost(stmt, span, whole) {
            return;
        }
        match level {
            Level::Innermost => {}
            Level::Outside => match stmt {
                Stmt::Loop(id) => {
                    let Some(l) = f.loops.get(*id) else { return };
                    let saved = self.dims;
                    if l.kind.is_outer() && self.dims.is_none() {
                        self.dims = self.splits.iter().find(|s| s.loop_id == *id).map(|s| &s.dims);
                    }
                    self.block(&l.body, self.level_of(*id, Level::Outside));
                    self.dims = saved;
                }
                other => child_blocks(other).for_each(|b| self.block(b, level)),
            },
            Level::Mid(_) if has_inner(f, stmt) => {
                self.controls_inner(stmt, span);
                match stmt {
                    Stmt::Loop(id) => {
                        if let Some(l) = f.loops.get(*id) {
                            self.block(&l.body, self.level_of(*id, level));
                        }
                    }
                    // The init block is part of the header, checked above.
                    Stmt::For { body, .. } => self.block(body, level),
                    other => child_blocks(other).for_each(|b| self.block(b, level)),
                }
            }
            Level::Mid(mid) => self.plain(stmt, span, mid),
        }
    }

    /// The level of the body of loop `id` entered from `level`.
    fn level_of(&self, id: LoopId, level: Level) -> Level {
        match self.f.loops.get(id) {
            Some(l) if l.kind.is_inner() => {
                if has_inner_below(self.f, id) {
                    Level::Mid(id)
                } else {
                    Level::Innermost
                }
            }
            _ => level,
        }
    }

    /// `OKL0538` for `@exclusive` variables in the header of a statement that contains
    /// `@inner` loops.
    fn controls_inner(&mut self, stmt: &Stmt, span: Span) {
        let f = self.f;
        let mut roots = Vec::new();
        stmt_exprs(f, stmt, |e| roots.push(e));
        let what = match stmt {
            Stmt::Loop(id) if f.loops.get(*id).is_some_and(|l| l.kind.is_inner()) => None,
            Stmt::For { init, .. } => {
                walk(f, init, &mut |v| stmt_exprs(f, v.stmt, |e| roots.push(e)));
                Some("this loop")
            }
            Stmt::If { .. } => Some("this `if`"),
            Stmt::Switch { .. } => Some("this `switch`"),
            _ => Some("this loop"),
        };
        let Some((use_span, x)) = roots.iter().find_map(|e| self.first_exclusive(*e, span)) else {
            return;
        };
        let stmt_span = match stmt {
            Stmt::Loop(id) => loop_head(f, *id),
            _ => span,
        };
        let name = &f.locals[x].name;
        let message = match what {
            Some(what) => format!(
                "`@exclusive` variable `{name}` decides how the `@inner` loops inside {what} run"
            ),
            None => {
                format!("the range of a nested `@inner` loop uses `@exclusive` variable `{name}`")
            }
        };
        self.diags.push(
            Diagnostic::error(codes::EXCLUSIVE_CONTROLS_INNER, message, use_span)
                .with_primary_message("may differ between work-items")
                .with_label(
                    stmt_span,
                    if what.is_some() { "contains `@inner` loops" } else { "nested `@inner` loop" },
                )
                .with_label(f.locals[x].span, "declared here")
                .with_help(
                    "serial and OpenMP targets run the code around `@inner` loops once for all \
                 work-items: compute this from values every work-item shares (`@shared` memory, \
                 kernel arguments), or move the condition into the innermost `@inner` loop",
                ),
        );
    }

    /// `OKL0539` when the plain statement `stmt` in the body of `mid` uses an `@exclusive`
    /// variable but cannot be repeated once per work-item below `mid`.
    fn plain(&mut self, stmt: &Stmt, span: Span, mid: LoopId) {
        let f = self.f;
        let mut first = None;
        walk_stmt(f, stmt, &mut |v| {
            if first.is_none() {
                stmt_exprs(f, v.stmt, |e| {
                    if first.is_none() {
                        first = self.first_exclusive(e, span);
                    }
                });
            }
        });
        let Some((use_span, x)) = first else { return };
        let name = f.locals[x].name.clone();
        let problem = if let Stmt::Decl(l) = stmt {
            let local = &f.locals[*l];
            Some((
                format!(
                    "local `{}` is initialised from `@exclusive` variable `{name}` outside the innermost `@inner` loop",
                    local.name
                ),
                local.span,
                "a GPU gives every work-item its own copy of this local",
                format!(
                    "declare `{}` `@exclusive` too and assign it here, or move this declaration into the innermost `@inner` loop",
                    local.name
                ),
            ))
        } else if let Some((jump, at)) = escaping_jump(f, stmt, span, false, false) {
            Some((
                format!(
                    "{jump} in a statement that uses `@exclusive` variable `{name}` outside the innermost `@inner` loop"
                ),
                at,
                "jumps across the statement, which runs once per work-item",
                "move this statement into the innermost `@inner` loop, or write it without the jump"
                    .to_string(),
            ))
        } else if let Some((l, at)) = self.written_local(stmt) {
            let local = &f.locals[l];
            Some((
                format!(
                    "statement using `@exclusive` variable `{name}` outside the innermost `@inner` loop writes local `{}`",
                    local.name
                ),
                at,
                "a GPU gives every work-item its own copy of this local",
                format!(
                    "declare `{}` `@exclusive` (between the `@outer` and `@inner` loops), or move this statement into the innermost `@inner` loop",
                    local.name
                ),
            ))
        } else {
            let dims = self.dims;
            axes_below(f, mid)
                .into_iter()
                .find(|a| dims.and_then(|d| launch_extent(f, d, *a)).is_none())
                .map(|a| {
                    (
                        format!(
                            "cannot run this use of `@exclusive` variable `{name}` once per work-item: the `@inner` extent along {} is computed in the kernel",
                            ["x", "y", "z"][usize::from(a)]
                        ),
                        loop_head(f, mid),
                        "the use is in the body of this `@inner` loop",
                        "bound the `@inner` loops with constants or kernel arguments, or move this statement into the innermost `@inner` loop"
                            .to_string(),
                    )
                })
        };
        let Some((message, at, label, help)) = problem else { return };
        self.diags.push(
            Diagnostic::error(codes::EXCLUSIVE_NOT_REPLICABLE, message, use_span)
                .with_primary_message("one copy per work-item")
                .with_label(at, label)
                .with_label(f.locals[x].span, "declared here")
                .with_note(
                    "on serial and OpenMP targets a statement of a non-innermost `@inner` loop \
                     that uses `@exclusive` variables runs once per work-item of the `@inner` \
                     loops below it",
                )
                .with_help(help),
        );
    }

    /// `OKL0541` for a lambda defined in `stmt` (its own expressions, or its whole subtree when
    /// `whole`) that uses an `@exclusive` variable. Host targets index `@exclusive` storage
    /// with the work-item index of the innermost `@inner` loop, which does not exist where the
    /// lambda is created, and a lambda (unlike a plain statement) cannot be repeated per
    /// work-item where it is defined: it is called elsewhere. Returns whether one was reported.
    fn lambda_outside_innermost(&mut self, stmt: &Stmt, span: Span, whole: bool) -> bool {
        let f = self.f;
        let mut roots = Vec::new();
        if whole {
            walk_stmt(f, stmt, &mut |v| stmt_exprs(f, v.stmt, |e| roots.push(e)));
        } else {
            stmt_exprs(f, stmt, |e| roots.push(e));
        }
        let mut lambdas = Vec::new();
        for root in roots {
            walk_expr(&f.store, root, |id, e| {
                if matches!(e, Expr::Lambda(_)) {
                    lambdas.push(id);
                }
            });
        }
        let Some((lambda, (use_span, x))) =
            lambdas.into_iter().find_map(|l| Some((l, self.first_exclusive(l, span)?)))
        else {
            return false;
        };
        let name = &f.locals[x].name;
        self.diags.push(
            Diagnostic::error(
                codes::EXCLUSIVE_LAMBDA_OUTSIDE_INNER,
                format!("lambda using `@exclusive` variable `{name}` is defined outside the innermost `@inner` loop"),
                use_span,
            )
            .with_primary_message("needs the work-item's own copy")
            .with_label(expr_span(f, lambda, span), "this lambda")
            .with_label(f.locals[x].span, "declared here")
            .with_help("define the lambda inside the innermost `@inner` loop, or pass the value as a parameter"),
        );
        true
    }

    /// The first `@exclusive` variable referenced in the expression tree `e`, with the span of
    /// the reference.
    fn first_exclusive(&self, e: ExprId, fallback: Span) -> Option<(Span, LocalId)> {
        let f = self.f;
        let mut found = None;
        let unevaluated = sizeof_operands(f, e);
        walk_expr(&f.store, e, |id, node| {
            if found.is_none()
                && !unevaluated.contains(&id)
                && let Expr::Local(l) = node
                && f.locals.get(*l).is_some_and(|l| l.storage == OklStorage::Exclusive)
            {
                found = Some((expr_span(f, id, fallback), *l));
            }
        });
        found
    }

    /// A local declared outside `stmt`, neither `@exclusive` nor `@shared`, that `stmt` assigns, increments,
    /// takes the address of or passes to a non-`const` reference parameter of a function of
    /// the module; with the span of the write.
    fn written_local(&self, stmt: &Stmt) -> Option<(LocalId, Span)> {
        let f = self.f;
        let mut own = LocalSet::for_function(f);
        walk_stmt(f, stmt, &mut |v| match v.stmt {
            Stmt::Decl(l) | Stmt::RangeFor { var: l, .. } => {
                for l in Local::declared(&f.locals, *l) {
                    own.insert(l);
                }
            }
            Stmt::Loop(id) => {
                if let Some(l) = f.loops.get(*id) {
                    own.insert(l.var);
                }
            }
            _ => {}
        });
        let mut found = None;
        walk_stmt(f, stmt, &mut |v| {
            let mut roots = Vec::new();
            stmt_exprs(f, v.stmt, |e| roots.push(e));
            for root in roots {
                walk_expr(&f.store, root, |id, e| {
                    let Some(target) = e.written_operand() else { return };
                    if found.is_none()
                        && let Some(l) = self.lvalue_local(target)
                        && !own.contains(l)
                        && f.locals.get(l).is_some_and(|l| l.storage == OklStorage::Private)
                    {
                        found = Some((l, expr_span(f, id, v.span)));
                    }
                });
            }
        });
        found
    }

    /// The local whose own storage the lvalue `e` designates: `x`, `a[i]` and `s.m` of locals
    /// `x`, `a` (not a pointer) and `s`; `None` for memory reached through a pointer.
    fn lvalue_local(&self, mut e: ExprId) -> Option<LocalId> {
        let f = self.f;
        for _ in 0..256 {
            match f.store.exprs.get(e)? {
                Expr::Local(l) => return Some(*l),
                Expr::Index { base, .. } => {
                    if let Some(Expr::Local(l)) = f.store.exprs.get(*base)
                        && let Some(local) = f.locals.get(*l)
                        && crate::restrict::is_pointer(self.module, &f.store, local.ty)
                    {
                        return None;
                    }
                    e = *base;
                }
                Expr::Member { base, arrow: false, .. } => e = *base,
                _ => return None,
            }
        }
        None
    }
}

/// A `break`, `continue`, `return`, `goto` or label in `stmt` that leaves it (or is entered
/// from outside), with its name and span. `in_loop`/`in_switch`: whether a loop or `switch`
/// inside `stmt` encloses the current position.
fn escaping_jump(
    f: &Function,
    stmt: &Stmt,
    span: Span,
    in_loop: bool,
    in_switch: bool,
) -> Option<(&'static str, Span)> {
    let inside = |b: &Block, in_loop: bool, in_switch: bool| {
        b.iter().find_map(|(s, sp)| escaping_jump(f, s, sp, in_loop, in_switch))
    };
    match stmt {
        Stmt::Break if !in_loop && !in_switch => Some(("`break`", span)),
        Stmt::Continue if !in_loop => Some(("`continue`", span)),
        Stmt::Return(_) => Some(("`return`", span)),
        Stmt::Goto(_) => Some(("`goto`", span)),
        Stmt::Label(_) => Some(("a label", span)),
        Stmt::For { init, body, .. } => {
            inside(init, in_loop, in_switch).or_else(|| inside(body, true, in_switch))
        }
        Stmt::RangeFor { body, .. } | Stmt::While { body, .. } | Stmt::DoWhile { body, .. } => {
            inside(body, true, in_switch)
        }
        Stmt::Switch { body, .. } => inside(body, in_loop, true),
        Stmt::Loop(id) => f.loops.get(*id).and_then(|l| inside(&l.body, true, in_switch)),
        other => child_blocks(other).find_map(|b| inside(b, in_loop, in_switch)),
    }
}
