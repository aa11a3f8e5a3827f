//! Generic traversal of function bodies: every statement and expression, depth first.

use oklc_syntax::ast::{
    AttrArg, Cond, Expr, ExprId, Init, Item, ItemId, StmtId, StmtKind, TranslationUnit, VarDecl,
};

/// Calls `f` for every expression under `stmt`, parents before children. Lambda bodies are
/// entered; local items (`struct` definitions inside a body) are not.
pub(crate) fn exprs_in_stmt(unit: &TranslationUnit, stmt: StmtId, f: &mut dyn FnMut(ExprId)) {
    let s = unit.stmt(stmt);
    for &attr in &s.attrs {
        for arg in unit.attr(attr).args() {
            if let AttrArg::Expr(e) | AttrArg::Named { value: e, .. } = arg {
                exprs_in_expr(unit, *e, f);
            }
        }
    }
    let sub = |id: StmtId, f: &mut dyn FnMut(ExprId)| exprs_in_stmt(unit, id, f);
    match &s.kind {
        StmtKind::Block(stmts) => stmts.iter().for_each(|&id| sub(id, f)),
        StmtKind::Decl(decl) => exprs_in_decl(unit, decl, f),
        StmtKind::Expr(e) | StmtKind::Case { value: e, .. } => {
            exprs_in_expr(unit, *e, f);
            if let StmtKind::Case { stmt, .. } = &s.kind {
                sub(*stmt, f);
            }
        }
        StmtKind::If { init, cond, then, els, .. } => {
            if let Some(init) = init {
                sub(*init, f);
            }
            exprs_in_cond(unit, cond, f);
            sub(*then, f);
            if let Some(els) = els {
                sub(*els, f);
            }
        }
        StmtKind::For { init, cond, step, body } => {
            if let Some(init) = init {
                sub(*init, f);
            }
            for e in [cond, step].into_iter().flatten() {
                exprs_in_expr(unit, *e, f);
            }
            sub(*body, f);
        }
        StmtKind::RangeFor { decl, range, body } => {
            exprs_in_decl(unit, decl, f);
            exprs_in_expr(unit, *range, f);
            sub(*body, f);
        }
        StmtKind::While { cond, body } => {
            exprs_in_cond(unit, cond, f);
            sub(*body, f);
        }
        StmtKind::DoWhile { body, cond } => {
            sub(*body, f);
            exprs_in_expr(unit, *cond, f);
        }
        StmtKind::Switch { init, cond, body } => {
            if let Some(init) = init {
                sub(*init, f);
            }
            exprs_in_cond(unit, cond, f);
            sub(*body, f);
        }
        StmtKind::Default(stmt) | StmtKind::Label { stmt, .. } => sub(*stmt, f),
        StmtKind::Return(Some(e)) => exprs_in_expr(unit, *e, f),
        StmtKind::Item(_)
        | StmtKind::Goto(_)
        | StmtKind::Break
        | StmtKind::Continue
        | StmtKind::Return(None)
        | StmtKind::Empty
        | StmtKind::AttrOnly
        | StmtKind::Directive(_)
        | StmtKind::Error => {}
    }
}

fn exprs_in_cond(unit: &TranslationUnit, cond: &Cond, f: &mut dyn FnMut(ExprId)) {
    match cond {
        Cond::Expr(e) => exprs_in_expr(unit, *e, f),
        Cond::Decl(decl) => exprs_in_decl(unit, decl, f),
    }
}

/// The initialisers (and array extents are skipped: they are types) of a declaration.
pub(crate) fn exprs_in_decl(unit: &TranslationUnit, decl: &VarDecl, f: &mut dyn FnMut(ExprId)) {
    for d in &decl.declarators {
        match &d.init {
            Some(Init::Assign(e) | Init::Brace(e)) => exprs_in_expr(unit, *e, f),
            Some(Init::Paren(args)) => args.iter().for_each(|&e| exprs_in_expr(unit, e, f)),
            None => {}
        }
    }
}

/// Calls `f` for `expr` and every expression inside it.
pub(crate) fn exprs_in_expr(unit: &TranslationUnit, expr: ExprId, f: &mut dyn FnMut(ExprId)) {
    f(expr);
    let each = |ids: &[ExprId], f: &mut dyn FnMut(ExprId)| {
        for &id in ids {
            exprs_in_expr(unit, id, f);
        }
    };
    match unit.expr(expr) {
        Expr::Unary { operand: e, .. }
        | Expr::Cast { expr: e, .. }
        | Expr::SizeofExpr(e)
        | Expr::Expand(e)
        | Expr::Paren(e)
        | Expr::Member { base: e, .. }
        | Expr::Delete { operand: e, .. }
        | Expr::Throw(Some(e)) => each(&[*e], f),
        Expr::Binary { lhs, rhs, .. }
        | Expr::Assign { lhs, rhs, .. }
        | Expr::Index { base: lhs, index: rhs } => each(&[*lhs, *rhs], f),
        Expr::Cond { cond, then, els } => each(&[*cond, *then, *els], f),
        Expr::Call { callee, args } => {
            each(&[*callee], f);
            each(args, f);
        }
        Expr::Construct { args, .. } => each(args, f),
        Expr::Fold { lhs, rhs, .. } => {
            let parts: Vec<ExprId> = [lhs, rhs].into_iter().flatten().copied().collect();
            each(&parts, f);
        }
        Expr::InitList(elems) => {
            let values: Vec<ExprId> = elems.iter().map(|e| e.value).collect();
            each(&values, f);
        }
        Expr::Lambda(lambda) => exprs_in_stmt(unit, lambda.body, f),
        Expr::New(new) => {
            each(&new.placement, f);
            if let Some((args, _)) = &new.init {
                each(args, f);
            }
        }
        Expr::Lit { .. }
        | Expr::Name { .. }
        | Expr::Scoped { .. }
        | Expr::This
        | Expr::SizeofType(_)
        | Expr::SizeofPack(_)
        | Expr::Alignof(_)
        | Expr::Throw(None)
        | Expr::Missing => {}
    }
}

/// The function definitions with bodies in `item`, with whether each is a free function at
/// file scope (not in a class, namespace or template).
pub(crate) fn functions(
    unit: &TranslationUnit,
    item: ItemId,
    top: bool,
    out: &mut Vec<(ItemId, bool)>,
) {
    match unit.item(item) {
        Item::Function(_) => out.push((item, top)),
        Item::Linkage { items, .. } => items.iter().for_each(|&i| functions(unit, i, top, out)),
        Item::Namespace { items, .. } => items.iter().for_each(|&i| functions(unit, i, false, out)),
        Item::Template { item, .. } => functions(unit, *item, false, out),
        Item::Record(record) => {
            for &member in record.members.iter().flatten() {
                functions(unit, member, false, out);
            }
        }
        _ => {}
    }
}

/// Calls `f` for `stmt` and every statement inside it, parents first (lambda bodies excluded).
pub(crate) fn stmts_in(unit: &TranslationUnit, stmt: StmtId, f: &mut dyn FnMut(StmtId)) {
    f(stmt);
    let children: Vec<StmtId> = match &unit.stmt(stmt).kind {
        StmtKind::Block(stmts) => stmts.clone(),
        StmtKind::If { init, then, els, .. } => {
            init.iter().chain([then]).chain(els.iter()).copied().collect()
        }
        StmtKind::For { init, body, .. } => init.iter().chain([body]).copied().collect(),
        StmtKind::Switch { init, body, .. } => init.iter().chain([body]).copied().collect(),
        StmtKind::RangeFor { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. } => vec![*body],
        StmtKind::Case { stmt, .. } | StmtKind::Default(stmt) | StmtKind::Label { stmt, .. } => {
            vec![*stmt]
        }
        _ => Vec::new(),
    };
    for child in children {
        stmts_in(unit, child, f);
    }
}
