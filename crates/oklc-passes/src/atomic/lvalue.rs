//! The locations `@atomic` updates name: lvalues built from one variable by `[]`, `.`, `->`
//! and `*`, compared by structure. Two such lvalues are known apart when they differ in a
//! member name or in a subscript whose difference folds to a non-zero constant; lvalues rooted
//! in different variables are taken to name different memory, as `@restrict` does.

use oklc_ir::{ArenaExt, Expr, ExprId, Store, UnaryOp};
use smol_str::SmolStr;

/// How deep the walks below follow an expression.
const MAX_DEPTH: u32 = 64;

/// One step from a variable towards the location.
#[derive(Clone, Debug)]
enum Step {
    Index(ExprId),
    Member(SmolStr, bool),
    Deref,
}

/// The variable `e` is rooted in (`a` for `a[i].f`, `p` for `*p`), as its expression.
pub(super) fn root_of(store: &Store, e: ExprId) -> Option<&Expr> {
    let mut cur = e;
    for _ in 0..MAX_DEPTH {
        match store.exprs.get(cur)? {
            Expr::Index { base, .. } | Expr::Member { base, .. } => cur = *base,
            Expr::Unary { op: UnaryOp::Deref, arg } => cur = *arg,
            leaf @ (Expr::Local(_) | Expr::Global(_)) => return Some(leaf),
            _ => return None,
        }
    }
    None
}

/// The steps from the root to `e`, root first.
fn path(store: &Store, e: ExprId) -> Option<(&Expr, Vec<Step>)> {
    let mut steps = Vec::new();
    let mut cur = e;
    for _ in 0..MAX_DEPTH {
        match store.exprs.get(cur)? {
            Expr::Index { base, index } => {
                steps.push(Step::Index(*index));
                cur = *base;
            }
            Expr::Member { base, member, arrow } => {
                steps.push(Step::Member(member.clone(), *arrow));
                cur = *base;
            }
            Expr::Unary { op: UnaryOp::Deref, arg } => {
                steps.push(Step::Deref);
                cur = *arg;
            }
            leaf @ (Expr::Local(_) | Expr::Global(_)) => {
                steps.reverse();
                return Some((leaf, steps));
            }
            _ => return None,
        }
    }
    None
}

/// Whether `a` and `b` may name the same memory.
pub(super) fn may_alias(store: &Store, a: ExprId, b: ExprId) -> bool {
    let (Some((ra, pa)), Some((rb, pb))) = (path(store, a), path(store, b)) else { return true };
    if ra != rb {
        return false;
    }
    for (x, y) in pa.iter().zip(&pb) {
        match (x, y) {
            (Step::Index(i), Step::Index(j)) => {
                let difference = crate::fold::linear(store, *i)
                    .zip(crate::fold::linear(store, *j))
                    .and_then(|(i, j)| i.add(j, -1))
                    .and_then(|d| d.as_constant());
                match difference {
                    Some(0) => {}
                    Some(_) => return false,
                    None if store.same_expr(*i, *j) => {}
                    None => return true,
                }
            }
            (Step::Member(m, p), Step::Member(n, q)) => {
                if m != n {
                    return false;
                }
                if p != q {
                    return true;
                }
            }
            (Step::Deref, Step::Deref) => {}
            _ => return true,
        }
    }
    true
}

/// The lvalues `e` reads that are rooted in a variable: each outermost `[]`/`.`/`->`/`*`
/// chain and each variable read on its own, and those inside the subscripts of a chain.
pub(super) fn reads(store: &Store, e: ExprId, out: &mut Vec<ExprId>) {
    fn walk(store: &Store, e: ExprId, out: &mut Vec<ExprId>, depth: u32) {
        if depth > MAX_DEPTH {
            return;
        }
        let Some(node) = store.exprs.get(e) else { return };
        if root_of(store, e).is_some() {
            out.push(e);
            let mut cur = e;
            for _ in 0..MAX_DEPTH {
                match store.exprs.get(cur) {
                    Some(Expr::Index { base, index }) => {
                        walk(store, *index, out, depth + 1);
                        cur = *base;
                    }
                    Some(Expr::Member { base, .. }) => cur = *base,
                    Some(Expr::Unary { op: UnaryOp::Deref, arg }) => cur = *arg,
                    _ => break,
                }
            }
            return;
        }
        node.for_each_child(|c| walk(store, c, out, depth + 1));
    }
    walk(store, e, out, 0);
}

#[cfg(test)]
mod tests {
    use oklc_ir::build::FnBuilder;
    use oklc_ir::{Expr, ExprId, LocalId};

    use super::may_alias;

    /// `v[index]` with `index` built by `make`.
    fn element(
        b: &mut FnBuilder,
        v: LocalId,
        make: impl FnOnce(&mut FnBuilder) -> ExprId,
    ) -> ExprId {
        let base = b.local(v);
        let index = make(b);
        b.index(base, index)
    }

    fn member(b: &mut FnBuilder, base: ExprId, name: &str) -> ExprId {
        b.expr(Expr::Member { base, member: name.into(), arrow: false })
    }

    #[test]
    fn locations_are_told_apart_by_constant_offsets_and_member_names() {
        let mut b = FnBuilder::kernel("k");
        let int = b.int();
        let ptr = b.ptr(int);
        let a = b.param("a", ptr);
        let c = b.param("c", ptr);
        let k = b.var("k", int);
        let a0 = element(&mut b, a, |b| b.lit(0));
        let a1 = element(&mut b, a, |b| b.lit(1));
        let ak = element(&mut b, a, |b| b.local(k));
        let ak4 = element(&mut b, a, |b| {
            let four = b.lit(4);
            let kk = b.local(k);
            b.add(four, kk)
        });
        let ak_again = element(&mut b, a, |b| b.local(k));
        let a8 = element(&mut b, a, |b| b.lit(8));
        let c0 = element(&mut b, c, |b| b.lit(0));
        let ak_x = member(&mut b, ak, "x");
        let ak_y = member(&mut b, ak_again, "y");
        let store = &b.func.store;
        assert!(!may_alias(store, a0, a1), "a[0] and a[1]");
        assert!(!may_alias(store, ak, ak4), "a[k] and a[4 + k]");
        assert!(may_alias(store, ak, ak_again), "a[k] and a[k]");
        assert!(may_alias(store, ak, a8), "a[k] and a[8]: k may be 8");
        assert!(!may_alias(store, a0, c0), "different variables");
        assert!(!may_alias(store, ak_x, ak_y), "a[k].x and a[k].y");
        assert!(may_alias(store, ak, ak_x), "a[k] holds a[k].x");
    }
}
