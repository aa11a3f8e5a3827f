//! `@atomic` blocks on GPU targets, which have no critical section: a block whose statements
//! each update one location, and where no statement reads a location another one updates,
//! becomes a plain block in which each update is an `@atomic` statement of its own (legacy
//! OCCA's dpcpp mode does the same, spec §3.6). Updates of one location by several statements
//! must commute (all `+=`/`-=`/`++`/`--`, or all the same one of `*=`, `&=`, `|=`, `^=`), so
//! the final values are those of a critical section in any interleaving.
//!
//! Besides updates the block may declare private locals (and update them, their elements and
//! members without atomics), and hold `if`,
//! `for`, `while` and `do` statements whose conditions read no updated location. `if (c) x = v;`
//! with no `else` is the update `x = c ? v : x` (a maximum written as `if (v > x) x = v;`).
//! Anything else (a call, a `return`, a read of what another statement updates) leaves the
//! block whole, with the reason for the backend's diagnostic.

use oklc_ir::{
    ArenaExt, AssignOp, Block, Expr, ExprId, Function, Init, LocalId, Stmt, TyKind, UnaryOp,
};
use oklc_span::Span;

use super::lvalue::{may_alias, reads, root_of};
use crate::AtomicBlockRejection;

/// The block with each update of a shared location made an `@atomic` statement, or why not.
pub(super) fn independent_updates(
    f: &mut Function,
    block: &Block,
) -> Result<Block, AtomicBlockRejection> {
    let mut scan = Scan::default();
    scan.block(f, block)?;
    scan.check(f)?;
    Ok(lower(f, block, &scan.private))
}

/// How an update combines with others of the same location.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// `+=`, `-=`, `++`, `--`.
    Additive,
    /// `*=`, `&=`, `|=`, `^=`: commute with themselves.
    Commuting(AssignOp),
    /// Anything else (`=`, `/=`, a conditional store): commutes with nothing.
    Other,
}

struct Update {
    target: ExprId,
    kind: Kind,
}

#[derive(Default)]
struct Scan {
    /// Locals declared in the block: each work-item has its own.
    private: Vec<LocalId>,
    updates: Vec<Update>,
    /// Expressions evaluated outside the updates' atomics, with the update they belong to.
    reads: Vec<(Option<usize>, ExprId)>,
}

fn reject(why: impl Into<String>, at: Option<Span>) -> AtomicBlockRejection {
    AtomicBlockRejection { why: why.into(), at }
}

impl Scan {
    fn block(&mut self, f: &Function, block: &Block) -> Result<(), AtomicBlockRejection> {
        for (stmt, span) in block.iter() {
            self.stmt(f, stmt, span)?;
        }
        Ok(())
    }

    fn stmt(&mut self, f: &Function, stmt: &Stmt, span: Span) -> Result<(), AtomicBlockRejection> {
        if let Some((cond, lhs, rhs)) = conditional_store(f, stmt)
            && !self.is_private(f, lhs)
        {
            let id = self.update(f, lhs, Kind::Other, span)?;
            self.read(f, Some(id), cond, span)?;
            return self.read(f, Some(id), rhs, span);
        }
        match stmt {
            Stmt::Decl(l) => {
                self.private.push(*l);
                let init = f.locals.get(*l).and_then(|l| l.init.as_ref());
                let exprs: &[ExprId] = match init {
                    Some(Init::Assign(e)) => std::slice::from_ref(e),
                    Some(Init::Direct(es) | Init::Brace(es)) => es,
                    None => &[],
                };
                for e in exprs {
                    self.read(f, None, *e, span)?;
                }
                Ok(())
            }
            Stmt::Expr(e) => self.expr_stmt(f, *e, span),
            Stmt::If { cond, then, els, .. } => {
                self.read(f, None, *cond, span)?;
                self.block(f, then)?;
                els.as_deref().map_or(Ok(()), |b| self.block(f, b))
            }
            Stmt::For { init, cond, step, body } => {
                for (s, span) in init.iter() {
                    match s {
                        Stmt::Decl(_) => self.stmt(f, s, span)?,
                        Stmt::Expr(e) => self.private_update(f, *e, span)?,
                        _ => {}
                    }
                }
                if let Some(c) = cond {
                    self.read(f, None, *c, span)?;
                }
                if let Some(s) = step {
                    self.private_update(f, *s, span)?;
                }
                self.block(f, body)
            }
            Stmt::While { cond, body } | Stmt::DoWhile { body, cond } => {
                self.read(f, None, *cond, span)?;
                self.block(f, body)
            }
            Stmt::Block(b) => self.block(f, b),
            Stmt::Empty | Stmt::Break | Stmt::Continue => Ok(()),
            _ => Err(reject(
                "it holds a statement other than updates, declarations, `if` and loops",
                Some(span),
            )),
        }
    }

    /// An expression statement: an update, of a shared location or of a private local.
    fn expr_stmt(
        &mut self,
        f: &Function,
        e: ExprId,
        span: Span,
    ) -> Result<(), AtomicBlockRejection> {
        let (target, kind, value) = match f.store.exprs.get(e) {
            Some(Expr::Assign { op, lhs, rhs }) => {
                let kind = match op {
                    AssignOp::Add | AssignOp::Sub => Kind::Additive,
                    AssignOp::Mul | AssignOp::BitAnd | AssignOp::BitOr | AssignOp::BitXor => {
                        Kind::Commuting(*op)
                    }
                    _ => Kind::Other,
                };
                (*lhs, kind, Some(*rhs))
            }
            Some(Expr::Unary {
                op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                arg,
            }) => (*arg, Kind::Additive, None),
            Some(Expr::Call { .. }) => {
                return Err(reject(
                    "it calls a function, whose effects oklc cannot see",
                    f.store.span_of(e).or(Some(span)),
                ));
            }
            _ => {
                return Err(reject(
                    "a statement in it is not an update (`x op= v`, `x = v`, `++x`, `--x`)",
                    f.store.span_of(e).or(Some(span)),
                ));
            }
        };
        if self.is_private(f, target) {
            return value.map_or(Ok(()), |v| self.read(f, None, v, span));
        }
        let id = self.update(f, target, kind, span)?;
        value.map_or(Ok(()), |v| self.read(f, Some(id), v, span))
    }

    /// An expression of a `for` header: an update of a private local, or no update at all.
    fn private_update(
        &mut self,
        f: &Function,
        e: ExprId,
        span: Span,
    ) -> Result<(), AtomicBlockRejection> {
        let target = match f.store.exprs.get(e) {
            Some(Expr::Assign { lhs, .. }) => *lhs,
            Some(Expr::Unary {
                op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                arg,
            }) => *arg,
            _ => return self.read(f, None, e, span),
        };
        if !self.is_private(f, target) {
            return Err(reject(
                "a loop header in it updates a variable declared outside the block",
                f.store.span_of(e).or(Some(span)),
            ));
        }
        let mut ok = true;
        f.store.exprs[e].for_each_child(|c| ok = ok && f.store.is_pure_expr(c));
        if ok { Ok(()) } else { Err(side_effect(f, e, span)) }
    }

    /// Records the update of `target`, returning its number.
    fn update(
        &mut self,
        f: &Function,
        target: ExprId,
        kind: Kind,
        span: Span,
    ) -> Result<usize, AtomicBlockRejection> {
        let at = f.store.span_of(target).or(Some(span));
        if root_of(&f.store, target).is_none() {
            return Err(reject("an update in it is not of an element or member of a variable", at));
        }
        if !f.store.is_pure_expr(target) {
            return Err(side_effect(f, target, span));
        }
        let id = self.updates.len();
        self.updates.push(Update { target, kind });
        let mut inner = Vec::new();
        reads(&f.store, target, &mut inner);
        self.reads.extend(inner.into_iter().filter(|r| *r != target).map(|r| (Some(id), r)));
        Ok(id)
    }

    fn read(
        &mut self,
        f: &Function,
        owner: Option<usize>,
        e: ExprId,
        span: Span,
    ) -> Result<(), AtomicBlockRejection> {
        if !f.store.is_pure_expr(e) {
            return Err(side_effect(f, e, span));
        }
        let mut found = Vec::new();
        reads(&f.store, e, &mut found);
        self.reads.extend(found.into_iter().map(|r| (owner, r)));
        Ok(())
    }

    /// A target that is a local declared in the block.
    fn is_private(&self, f: &Function, target: ExprId) -> bool {
        private_target(f, &self.private, target)
    }

    /// No statement reads what another updates, and the updates of one location commute.
    fn check(&self, f: &Function) -> Result<(), AtomicBlockRejection> {
        let store = &f.store;
        for (owner, read) in &self.reads {
            for (id, u) in self.updates.iter().enumerate() {
                if *owner != Some(id) && may_alias(store, *read, u.target) {
                    return Err(reject(
                        "a statement in it reads a location that another statement of the \
                         block updates",
                        store.span_of(*read),
                    ));
                }
            }
        }
        for (i, u) in self.updates.iter().enumerate() {
            for v in &self.updates[i + 1..] {
                let commute = match (u.kind, v.kind) {
                    (Kind::Additive, Kind::Additive) => true,
                    (Kind::Commuting(a), Kind::Commuting(b)) => a == b,
                    _ => false,
                };
                if !commute && may_alias(store, u.target, v.target) {
                    return Err(reject(
                        "two of its statements update one location with operations that do \
                         not commute",
                        store.span_of(v.target),
                    ));
                }
            }
        }
        Ok(())
    }
}

fn side_effect(f: &Function, e: ExprId, span: Span) -> AtomicBlockRejection {
    reject(
        "an expression in it calls a function or has a side effect oklc cannot see",
        f.store.span_of(e).or(Some(span)),
    )
}

/// Whether `target` is a local declared in the block, or part of one that holds it by value:
/// `s.f` of a record, `a[i]` of an array, `a[i].f` (no pointer on the way leads elsewhere), so
/// each work-item has its own.
fn private_target(f: &Function, private: &[LocalId], target: ExprId) -> bool {
    let Some(Expr::Local(l)) = root_of(&f.store, target) else { return false };
    let kind = f.locals.get(*l).and_then(|local| f.store.types.get(local.ty)).map(|t| &t.kind);
    if !private.contains(l) {
        return false;
    }
    // From the target down: members first, then subscripts right on the array variable.
    let mut indexed = false;
    let mut cur = target;
    loop {
        match f.store.exprs.get(cur) {
            Some(Expr::Local(_)) => {
                return match kind {
                    Some(TyKind::Array { .. }) => true,
                    Some(
                        TyKind::Pointer(_) | TyKind::Reference(_) | TyKind::RvalueReference(_),
                    ) => false,
                    _ => !indexed,
                };
            }
            Some(Expr::Member { base, arrow: false, .. }) if !indexed => cur = *base,
            Some(Expr::Index { base, .. }) => {
                indexed = true;
                cur = *base;
            }
            _ => return false,
        }
    }
}

/// `if (cond) lhs = rhs;` without `else`, as `(cond, lhs, rhs)`.
fn conditional_store(f: &Function, stmt: &Stmt) -> Option<(ExprId, ExprId, ExprId)> {
    let Stmt::If { constexpr: false, cond, then, els: None } = stmt else { return None };
    let mut body = then;
    while let [Stmt::Block(inner)] = body.stmts.as_slice() {
        body = inner;
    }
    let [Stmt::Expr(e)] = body.stmts.as_slice() else { return None };
    match f.store.exprs.get(*e)? {
        Expr::Assign { op: AssignOp::Assign, lhs, rhs } => Some((*cond, *lhs, *rhs)),
        _ => None,
    }
}

/// `block` with each update of a location that is not private an `@atomic` statement.
fn lower(f: &mut Function, block: &Block, private: &[LocalId]) -> Block {
    let is_private = |f: &Function, e: ExprId| private_target(f, private, e);
    let mut out = Block::new();
    for (stmt, span) in block.iter() {
        let atomic = |e: ExprId| {
            let mut b = Block::new();
            b.push(Stmt::Expr(e), span);
            Stmt::Atomic(b)
        };
        let lowered = if let Some((cond, lhs, rhs)) = conditional_store(f, stmt)
            && !is_private(f, lhs)
        {
            // `x = cond ? v : x`, its own copy of `x` on the right.
            let keep = f.store.clone_expr(lhs);
            let at = f.store.span_of(lhs).or(Some(span));
            let value = f.store.expr(Expr::Cond { cond, then: rhs, els: keep }, at);
            atomic(f.store.expr(Expr::Assign { op: AssignOp::Assign, lhs, rhs: value }, Some(span)))
        } else {
            match stmt {
                Stmt::Expr(e) => match f.store.exprs.get(*e) {
                    Some(Expr::Assign { lhs: t, .. } | Expr::Unary { arg: t, .. })
                        if !is_private(f, *t) =>
                    {
                        atomic(*e)
                    }
                    _ => stmt.clone(),
                },
                Stmt::If { constexpr, cond, then, els } => Stmt::If {
                    constexpr: *constexpr,
                    cond: *cond,
                    then: lower(f, then, private),
                    els: els.as_deref().map(|b| Box::new(lower(f, b, private))),
                },
                Stmt::For { init, cond, step, body } => Stmt::For {
                    init: init.clone(),
                    cond: *cond,
                    step: *step,
                    body: Box::new(lower(f, body, private)),
                },
                Stmt::While { cond, body } => {
                    Stmt::While { cond: *cond, body: lower(f, body, private) }
                }
                Stmt::DoWhile { body, cond } => {
                    Stmt::DoWhile { body: lower(f, body, private), cond: *cond }
                }
                Stmt::Block(b) => Stmt::Block(lower(f, b, private)),
                _ => stmt.clone(),
            }
        };
        out.push(lowered, span);
    }
    out
}
