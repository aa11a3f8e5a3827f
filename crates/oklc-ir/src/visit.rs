//! Read-only and structural walking helpers shared by the verifier, the dump and the passes.
//!
//! Statement trees are walked with an explicit stack of enclosing OKL loops ([`walk`]);
//! expression trees are walked iteratively ([`walk_expr`]) so a long operand chain cannot
//! exhaust the call stack. Loop bodies live in the function's loop arena, so "the children of a
//! statement" ([`child_blocks`]) never include an OKL loop's body; [`walk`] follows those.

use crate::expr::{Expr, ExprId};
use crate::func::{Function, Local, LocalId};
use crate::loops::{Loop, LoopId};
use crate::module::Init;
use crate::stmt::{Block, Stmt};
use crate::ty::{Store, TyId, TyKind};

/// Calls `f` on every expression reachable from `root` (pre-order), skipping handles that are
/// out of range. Each node is visited once per path, so a DAG may be visited several times.
pub fn walk_expr(store: &Store, root: ExprId, mut f: impl FnMut(ExprId, &Expr)) {
    let mut budget: u32 = 1 << 20;
    walk_expr_rec(store, root, &mut f, 0, &mut budget);
}

/// Recursion depth up to which [`walk_expr`] uses the call stack; deeper subtrees (long
/// operand chains) continue on a heap stack, so no input can exhaust the call stack while
/// ordinary expressions are walked without allocating.
const WALK_EXPR_RECURSION: u32 = 64;

fn walk_expr_rec(
    store: &Store,
    e: ExprId,
    f: &mut impl FnMut(ExprId, &Expr),
    depth: u32,
    budget: &mut u32,
) {
    if depth >= WALK_EXPR_RECURSION {
        return walk_expr_iter(store, e, f, budget);
    }
    *budget = budget.saturating_sub(1);
    if *budget == 0 {
        return;
    }
    let Some(node) = store.exprs.get(e) else { return };
    f(e, node);
    node.for_each_child(|c| walk_expr_rec(store, c, f, depth + 1, budget));
}

fn walk_expr_iter(
    store: &Store,
    root: ExprId,
    f: &mut impl FnMut(ExprId, &Expr),
    budget: &mut u32,
) {
    let mut stack = vec![root];
    while let Some(e) = stack.pop() {
        *budget = budget.saturating_sub(1);
        if *budget == 0 {
            return;
        }
        let Some(node) = store.exprs.get(e) else { continue };
        f(e, node);
        // Children go on the stack in reverse so the first child is visited next.
        let mark = stack.len();
        node.for_each_child(|c| stack.push(c));
        stack[mark..].reverse();
    }
}

/// Every local referenced by the expression tree at `root`, with the referencing expression.
pub fn locals_in_expr(store: &Store, root: ExprId) -> Vec<(ExprId, LocalId)> {
    let mut out = Vec::new();
    walk_expr(store, root, |id, e| {
        if let Expr::Local(l) = e {
            out.push((id, *l));
        }
    });
    out
}

/// The expressions a statement evaluates itself (not those of nested blocks or loop bodies).
/// A declaration yields its local's initializer, `@dim` sizes and array sizes.
pub fn stmt_exprs(func: &Function, stmt: &Stmt, mut f: impl FnMut(ExprId)) {
    match stmt {
        Stmt::Expr(e) | Stmt::Case(e) => f(*e),
        Stmt::Return(Some(e)) => f(*e),
        Stmt::If { cond, .. }
        | Stmt::While { cond, .. }
        | Stmt::DoWhile { cond, .. }
        | Stmt::Switch { cond, .. } => f(*cond),
        Stmt::For { cond, step, .. } => {
            if let Some(c) = cond {
                f(*c);
            }
            if let Some(s) = step {
                f(*s);
            }
        }
        Stmt::RangeFor { range, .. } => f(*range),
        Stmt::Decl(l) => {
            if let Some(local) = func.locals.get(*l) {
                local_exprs(&func.store, local, f);
            }
        }
        Stmt::Loop(id) => {
            if let Some(l) = func.loops.get(*id) {
                loop_range_exprs(l, f);
            }
        }
        _ => {}
    }
}

/// The root expressions of a lambda body, in source order: what [`crate::Lambda::uses`] holds.
/// The parameters' default arguments and types come first, then each statement's own
/// expressions (a declaration's initializer, `@dim` sizes and array sizes), nested blocks
/// included. Lambda bodies hold no OKL loops (lowering rejects them).
pub fn lambda_uses(
    store: &Store,
    locals: &la_arena::Arena<Local>,
    params: &[LocalId],
    body: &Block,
) -> Vec<ExprId> {
    let mut out = Vec::new();
    for p in params {
        if let Some(local) = locals.get(*p) {
            local_exprs(store, local, |e| out.push(e));
        }
    }
    push_block_uses(store, locals, body, &mut out);
    out
}

fn push_block_uses(
    store: &Store,
    locals: &la_arena::Arena<Local>,
    block: &Block,
    out: &mut Vec<ExprId>,
) {
    for stmt in &block.stmts {
        match stmt {
            Stmt::Decl(l) | Stmt::RangeFor { var: l, .. } => {
                if let Some(local) = locals.get(*l) {
                    local_exprs(store, local, |e| out.push(e));
                }
                if let Stmt::RangeFor { range, .. } = stmt {
                    out.push(*range);
                }
            }
            Stmt::Expr(e) | Stmt::Case(e) | Stmt::Return(Some(e)) => out.push(*e),
            Stmt::If { cond, .. }
            | Stmt::While { cond, .. }
            | Stmt::DoWhile { cond, .. }
            | Stmt::Switch { cond, .. } => out.push(*cond),
            Stmt::For { init, cond, step, body } => {
                push_block_uses(store, locals, init, out);
                out.extend(cond.iter().chain(step.iter()).copied());
                push_block_uses(store, locals, body, out);
                continue;
            }
            _ => {}
        }
        for b in child_blocks(stmt) {
            push_block_uses(store, locals, b, out);
        }
    }
}

/// Start, bound, guard, step amount and tile size of a loop.
pub fn loop_range_exprs(l: &Loop, mut f: impl FnMut(ExprId)) {
    f(l.range.start);
    f(l.range.bound);
    if let Some(g) = l.range.guard {
        f(g);
    }
    if let Some(s) = l.range.step.amount() {
        f(s);
    }
    if let crate::LoopKind::Tile(t) = &l.kind {
        f(t.size);
    }
}

/// Initializer, `@dim` sizes and array sizes in the type of a local.
pub fn local_exprs(store: &Store, local: &Local, mut f: impl FnMut(ExprId)) {
    match &local.init {
        None => {}
        Some(Init::Assign(e)) => f(*e),
        Some(Init::Direct(args) | Init::Brace(args)) => args.iter().copied().for_each(&mut f),
    }
    if let Some(dim) = &local.dim {
        dim.sizes.iter().copied().for_each(&mut f);
    }
    type_size_exprs(store, local.ty, f);
}

/// Array size expressions of a type tree.
pub fn type_size_exprs(store: &Store, ty: TyId, mut f: impl FnMut(ExprId)) {
    let mut cur = Some(ty);
    let mut budget = 4096;
    while let Some(t) = cur {
        budget -= 1;
        if budget == 0 {
            return;
        }
        cur = match store.types.get(t).map(|t| &t.kind) {
            Some(TyKind::Array { elem, size }) => {
                if let Some(s) = size {
                    f(*s);
                }
                Some(*elem)
            }
            Some(
                TyKind::Pointer(x)
                | TyKind::Reference(x)
                | TyKind::RvalueReference(x)
                | TyKind::Pack(x),
            ) => Some(*x),
            Some(TyKind::Decltype(e)) => {
                f(*e);
                None
            }
            _ => None,
        };
    }
}

/// Nested blocks of a statement (OKL loop bodies excluded: they live in the loop arena).
/// An iterator over at most two blocks, so walks allocate nothing per statement. `walk_one`
/// matches the same statements itself; keep the two in step.
pub fn child_blocks(stmt: &Stmt) -> impl Iterator<Item = &Block> {
    let pair = match stmt {
        Stmt::Block(b) | Stmt::Atomic(b) => [Some(b), None],
        Stmt::Attributed(a) => [Some(&a.body), None],
        Stmt::If { then, els, .. } => [Some(then), els.as_deref()],
        Stmt::For { init, body, .. } => [Some(&**init), Some(&**body)],
        Stmt::RangeFor { body, .. }
        | Stmt::While { body, .. }
        | Stmt::DoWhile { body, .. }
        | Stmt::Switch { body, .. } => [Some(body), None],
        _ => [None, None],
    };
    pair.into_iter().flatten()
}

/// Mutable nested blocks of a statement (OKL loop bodies excluded).
pub fn child_blocks_mut(stmt: &mut Stmt) -> impl Iterator<Item = &mut Block> {
    let pair = match stmt {
        Stmt::Block(b) | Stmt::Atomic(b) => [Some(b), None],
        Stmt::Attributed(a) => [Some(&mut a.body), None],
        Stmt::If { then, els, .. } => [Some(then), els.as_deref_mut()],
        Stmt::For { init, body, .. } => [Some(&mut **init), Some(&mut **body)],
        Stmt::RangeFor { body, .. }
        | Stmt::While { body, .. }
        | Stmt::DoWhile { body, .. }
        | Stmt::Switch { body, .. } => [Some(body), None],
        _ => [None, None],
    };
    pair.into_iter().flatten()
}

/// What [`walk`] reports for each statement.
pub struct Visit<'a> {
    pub stmt: &'a Stmt,
    pub span: oklc_span::Span,
    /// Enclosing OKL loops, outermost first (the statement's own loop excluded).
    pub loops: &'a [LoopId],
}

/// Walks every statement of `block` in source order, following OKL loop bodies through the
/// loop arena. A loop reached twice (invalid IR) is not entered again.
pub fn walk(func: &Function, block: &Block, f: &mut dyn FnMut(Visit<'_>)) {
    let mut stack = Vec::new();
    let mut seen = Seen::new(func.loops.len());
    walk_inner(func, block, &mut stack, &mut seen, f);
}

/// The OKL loops enclosing loop `id` in `func`'s body, outermost first; `None` when the body
/// does not contain the loop.
pub fn enclosing_loops(func: &Function, id: LoopId) -> Option<Vec<LoopId>> {
    let body = func.body.as_ref()?;
    let mut found = None;
    walk(func, body, &mut |v| {
        if found.is_none() && matches!(v.stmt, Stmt::Loop(l) if *l == id) {
            found = Some(v.loops.to_vec());
        }
    });
    found
}

/// The loops a walk has entered: bits on the stack for functions with at most 128 loops
/// (nearly all), so a walk allocates nothing for it; the passes walk every function many times.
struct Seen {
    len: usize,
    bits: u128,
    more: Vec<bool>,
}

impl Seen {
    fn new(len: usize) -> Seen {
        let more = if len > 128 { vec![false; len] } else { Vec::new() };
        Seen { len, bits: 0, more }
    }

    /// Marks loop `idx` entered; `false` when it is out of range or was entered before.
    fn enter(&mut self, idx: usize) -> bool {
        if idx >= self.len {
            return false;
        }
        if self.len <= 128 {
            let bit = 1u128 << idx;
            let fresh = self.bits & bit == 0;
            self.bits |= bit;
            fresh
        } else {
            !std::mem::replace(&mut self.more[idx], true)
        }
    }
}

fn walk_inner(
    func: &Function,
    block: &Block,
    stack: &mut Vec<LoopId>,
    seen: &mut Seen,
    f: &mut dyn FnMut(Visit<'_>),
) {
    for (stmt, span) in block.iter() {
        walk_one(func, stmt, span, stack, seen, f);
    }
}

fn walk_one(
    func: &Function,
    stmt: &Stmt,
    span: oklc_span::Span,
    stack: &mut Vec<LoopId>,
    seen: &mut Seen,
    f: &mut dyn FnMut(Visit<'_>),
) {
    f(Visit { stmt, span, loops: stack });
    if let Stmt::Loop(id) = stmt {
        let idx = u32::from(id.into_raw()) as usize;
        if let Some(l) = func.loops.get(*id)
            && seen.enter(idx)
        {
            stack.push(*id);
            walk_inner(func, &l.body, stack, seen, f);
            stack.pop();
        }
    }
    // The blocks of [`child_blocks`], matched here: this runs for every statement of every walk
    // (the passes walk each function many times), and the iterator over an array of two
    // options cost as much as the rest of the step.
    match stmt {
        Stmt::Block(b) | Stmt::Atomic(b) => walk_inner(func, b, stack, seen, f),
        Stmt::Attributed(a) => walk_inner(func, &a.body, stack, seen, f),
        Stmt::If { then, els, .. } => {
            walk_inner(func, then, stack, seen, f);
            if let Some(els) = els {
                walk_inner(func, els, stack, seen, f);
            }
        }
        Stmt::For { init, body, .. } => {
            walk_inner(func, init, stack, seen, f);
            walk_inner(func, body, stack, seen, f);
        }
        Stmt::RangeFor { body, .. }
        | Stmt::While { body, .. }
        | Stmt::DoWhile { body, .. }
        | Stmt::Switch { body, .. } => walk_inner(func, body, stack, seen, f),
        _ => {}
    }
}

/// Walks one statement and its subtree like [`walk`].
pub fn walk_stmt(func: &Function, stmt: &Stmt, f: &mut dyn FnMut(Visit<'_>)) {
    let mut stack = Vec::new();
    let mut seen = Seen::new(func.loops.len());
    walk_one(func, stmt, oklc_span::Span::point(oklc_span::FileId(0), 0), &mut stack, &mut seen, f);
}

/// Whether the subtree of `stmt` (following loop bodies) contains a loop satisfying `pred`,
/// the statement's own loop included.
pub fn contains_loop(func: &Function, stmt: &Stmt, pred: &dyn Fn(&Loop) -> bool) -> bool {
    let mut found = false;
    walk_stmt(func, stmt, &mut |v| {
        if let Stmt::Loop(id) = v.stmt
            && func.loops.get(*id).is_some_and(pred)
        {
            found = true;
        }
    });
    found
}

/// Checked access to `la_arena` arenas (which only offer panicking indexing).
pub trait ArenaExt<T> {
    fn get(&self, idx: la_arena::Idx<T>) -> Option<&T>;
    fn get_mut(&mut self, idx: la_arena::Idx<T>) -> Option<&mut T>;
}

impl<T> ArenaExt<T> for la_arena::Arena<T> {
    fn get(&self, idx: la_arena::Idx<T>) -> Option<&T> {
        if (u32::from(idx.into_raw()) as usize) < self.len() { Some(&self[idx]) } else { None }
    }

    fn get_mut(&mut self, idx: la_arena::Idx<T>) -> Option<&mut T> {
        if (u32::from(idx.into_raw()) as usize) < self.len() { Some(&mut self[idx]) } else { None }
    }
}
