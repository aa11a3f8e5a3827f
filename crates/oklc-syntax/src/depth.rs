//! The tree-depth limit: cuts subtrees nested deeper than [`MAX_TREE_DEPTH`].
//!
//! Bracket nesting is limited before parsing (see `limit_depth` in `lib.rs`), but some chains
//! nest without brackets: `a + a + … + a`, `- - - x`, `if (c) if (c) …`. Every later stage walks
//! the tree recursively, so after parsing an iterative walk replaces any node deeper than the
//! limit by an error node and reports it once. This module changes nothing in shallower trees.

use oklc_diag::Diagnostic;
use oklc_diag::codes::parse as codes;

use crate::ast::*;

/// The deepest AST nesting later stages are asked to handle.
pub const MAX_TREE_DEPTH: usize = 1024;

#[derive(Clone, Copy)]
enum Node {
    Item(ItemId),
    Stmt(StmtId),
    Expr(ExprId),
    Ty(TypeRefId),
    Attr(AttrId),
}

fn params_children(params: &[Param], out: &mut Vec<Node>) {
    for p in params {
        decl_spec_children(&p.spec, out);
        declarator_children(&p.decl, out);
    }
}

fn decl_spec_children(spec: &DeclSpec, out: &mut Vec<Node>) {
    out.extend(spec.attrs.iter().map(|a| Node::Attr(*a)));
    out.push(Node::Ty(spec.ty));
}

fn declarator_children(d: &Declarator, out: &mut Vec<Node>) {
    out.push(Node::Ty(d.ty));
    out.extend(d.attrs.iter().map(|a| Node::Attr(*a)));
    out.extend(d.bit_width.map(Node::Expr));
    match &d.init {
        Some(Init::Assign(e) | Init::Brace(e)) => out.push(Node::Expr(*e)),
        Some(Init::Paren(args)) => out.extend(args.iter().map(|a| Node::Expr(*a))),
        None => {}
    }
}

fn var_decl_children(v: &VarDecl, out: &mut Vec<Node>) {
    decl_spec_children(&v.spec, out);
    for d in &v.declarators {
        declarator_children(d, out);
    }
}

fn cond_children(c: &Cond, out: &mut Vec<Node>) {
    match c {
        Cond::Expr(e) => out.push(Node::Expr(*e)),
        Cond::Decl(v) => var_decl_children(v, out),
    }
}

fn targs_children(args: &[TemplateArg], out: &mut Vec<Node>) {
    for a in args {
        out.push(match a {
            TemplateArg::Type(t) => Node::Ty(*t),
            TemplateArg::Expr(e) => Node::Expr(*e),
        });
    }
}

fn children(u: &TranslationUnit, n: Node, out: &mut Vec<Node>) {
    let a = &u.arenas;
    match n {
        Node::Item(id) => match &a.items[id] {
            Item::Function(f) => {
                decl_spec_children(&f.spec, out);
                out.push(Node::Ty(f.ret));
                params_children(&f.params, out);
                out.extend(f.attrs.iter().map(|a| Node::Attr(*a)));
                for (_, args, _) in &f.ctor_inits {
                    out.extend(args.iter().map(|a| Node::Expr(*a)));
                }
                out.extend(f.body.map(Node::Stmt));
            }
            Item::Record(r) => {
                out.extend(r.attrs.iter().map(|a| Node::Attr(*a)));
                if let Some(t) = &r.args {
                    targs_children(t, out);
                }
                out.extend(r.bases.iter().map(|(_, t)| Node::Ty(*t)));
                out.extend(r.members.iter().flatten().map(|m| Node::Item(*m)));
            }
            Item::Enum(e) => {
                out.extend(e.underlying.map(Node::Ty));
                out.extend(e.enumerators.iter().flatten().filter_map(|(_, v)| v.map(Node::Expr)));
            }
            Item::Typedef(v) | Item::Var(v) => var_decl_children(v, out),
            Item::Using(UsingDecl::Alias { attrs, ty, .. }) => {
                out.extend(attrs.iter().map(|a| Node::Attr(*a)));
                out.push(Node::Ty(*ty));
            }
            Item::Namespace { items, .. } | Item::Linkage { items, .. } => {
                out.extend(items.iter().map(|i| Node::Item(*i)));
            }
            Item::Template { params, item } => {
                for p in params {
                    match p {
                        TemplateParam::Type { default, .. } => out.extend(default.map(Node::Ty)),
                        TemplateParam::Value { ty, default, .. } => {
                            out.push(Node::Ty(*ty));
                            out.extend(default.map(Node::Expr));
                        }
                    }
                }
                out.push(Node::Item(*item));
            }
            Item::StaticAssert { cond, .. } => out.push(Node::Expr(*cond)),
            _ => {}
        },
        Node::Stmt(id) => {
            let s = &a.stmts[id];
            out.extend(s.attrs.iter().map(|a| Node::Attr(*a)));
            match &s.kind {
                StmtKind::Block(v) => out.extend(v.iter().map(|s| Node::Stmt(*s))),
                StmtKind::Decl(v) => var_decl_children(v, out),
                StmtKind::Item(i) => out.push(Node::Item(*i)),
                StmtKind::Expr(e) => out.push(Node::Expr(*e)),
                StmtKind::If { init, cond, then, els, .. } => {
                    out.extend(init.map(Node::Stmt));
                    cond_children(cond, out);
                    out.push(Node::Stmt(*then));
                    out.extend(els.map(Node::Stmt));
                }
                StmtKind::For { init, cond, step, body } => {
                    out.extend(init.map(Node::Stmt));
                    out.extend(cond.map(Node::Expr));
                    out.extend(step.map(Node::Expr));
                    out.push(Node::Stmt(*body));
                }
                StmtKind::RangeFor { decl, range, body } => {
                    var_decl_children(decl, out);
                    out.push(Node::Expr(*range));
                    out.push(Node::Stmt(*body));
                }
                StmtKind::Switch { init, cond, body } => {
                    out.extend(init.map(Node::Stmt));
                    cond_children(cond, out);
                    out.push(Node::Stmt(*body));
                }
                StmtKind::While { cond, body } => {
                    cond_children(cond, out);
                    out.push(Node::Stmt(*body));
                }
                StmtKind::DoWhile { body, cond } => {
                    out.push(Node::Expr(*cond));
                    out.push(Node::Stmt(*body));
                }
                StmtKind::Case { value, stmt } => {
                    out.push(Node::Expr(*value));
                    out.push(Node::Stmt(*stmt));
                }
                StmtKind::Default(s) | StmtKind::Label { stmt: s, .. } => out.push(Node::Stmt(*s)),
                StmtKind::Return(e) => out.extend(e.map(Node::Expr)),
                _ => {}
            }
        }
        Node::Expr(id) => match &a.exprs[id] {
            Expr::Name { targs: Some(t), .. } => targs_children(t, out),
            Expr::Scoped { scope, .. } => out.push(Node::Ty(*scope)),
            Expr::Unary { operand, .. } => out.push(Node::Expr(*operand)),
            Expr::Binary { lhs, rhs, .. } | Expr::Assign { lhs, rhs, .. } => {
                out.push(Node::Expr(*lhs));
                out.push(Node::Expr(*rhs));
            }
            Expr::Cond { cond, then, els } => {
                out.extend([Node::Expr(*cond), Node::Expr(*then), Node::Expr(*els)]);
            }
            Expr::Call { callee, args } => {
                out.push(Node::Expr(*callee));
                out.extend(args.iter().map(|a| Node::Expr(*a)));
            }
            Expr::Index { base, index } => {
                out.push(Node::Expr(*base));
                out.push(Node::Expr(*index));
            }
            Expr::Member { base, targs, .. } => {
                out.push(Node::Expr(*base));
                if let Some(t) = targs {
                    targs_children(t, out);
                }
            }
            Expr::Cast { ty, expr, .. } => {
                out.push(Node::Ty(*ty));
                out.push(Node::Expr(*expr));
            }
            Expr::Construct { ty, args, .. } => {
                out.push(Node::Ty(*ty));
                out.extend(args.iter().map(|a| Node::Expr(*a)));
            }
            Expr::Fold { lhs, rhs, .. } => {
                out.extend(lhs.iter().chain(rhs).map(|e| Node::Expr(*e)));
            }
            Expr::SizeofExpr(e)
            | Expr::Expand(e)
            | Expr::Paren(e)
            | Expr::Throw(Some(e))
            | Expr::Delete { operand: e, .. } => out.push(Node::Expr(*e)),
            Expr::New(n) => {
                let NewExpr { placement, ty, init, .. } = &**n;
                out.extend(placement.iter().map(|e| Node::Expr(*e)));
                out.push(Node::Ty(*ty));
                out.extend(init.iter().flat_map(|(args, _)| args).map(|e| Node::Expr(*e)));
            }
            Expr::SizeofType(t) | Expr::Alignof(t) => out.push(Node::Ty(*t)),
            Expr::InitList(elems) => {
                for el in elems {
                    for d in &el.designators {
                        if let Designator::Index(i) = d {
                            out.push(Node::Expr(*i));
                        }
                    }
                    out.push(Node::Expr(el.value));
                }
            }
            Expr::Lambda(l) => {
                for c in &l.captures {
                    if let Capture::Var { init: Some(i), .. } = c {
                        out.push(Node::Expr(*i));
                    }
                }
                if let Some(ps) = &l.params {
                    params_children(ps, out);
                }
                out.extend(l.ret.map(Node::Ty));
                out.push(Node::Stmt(l.body));
            }
            _ => {}
        },
        Node::Ty(id) => match &a.types[id] {
            TypeRef::Named { args: Some(t), .. } => targs_children(t, out),
            TypeRef::Defined(i) => out.push(Node::Item(*i)),
            TypeRef::Decltype(e) => out.push(Node::Expr(*e)),
            TypeRef::Qualified { inner: t, .. }
            | TypeRef::Member { scope: t, .. }
            | TypeRef::Pointer { pointee: t, .. }
            | TypeRef::Reference { referent: t, .. }
            | TypeRef::Pack(t) => out.push(Node::Ty(*t)),
            TypeRef::Array { elem, size } => {
                out.push(Node::Ty(*elem));
                out.extend(size.map(Node::Expr));
            }
            TypeRef::Function { ret, params, .. } => {
                out.push(Node::Ty(*ret));
                params_children(params, out);
            }
            _ => {}
        },
        Node::Attr(id) => {
            for arg in a.attrs[id].args() {
                match arg {
                    AttrArg::Expr(e) | AttrArg::Named { value: e, .. } => out.push(Node::Expr(*e)),
                    AttrArg::Nested(v) => out.extend(v.iter().map(|a| Node::Attr(*a))),
                    AttrArg::Str(_) => {}
                }
            }
        }
    }
}

/// Replaces nodes deeper than [`MAX_TREE_DEPTH`] by error nodes. One chain usually crosses the
/// limit in several sibling subtrees at once (a long sum cuts its left spine and the operands
/// beside it), so each top-level item reports once, at its first cut in source order.
/// `shallow` lists items known to be shallow enough, in ascending order; they are not walked.
pub(crate) fn limit_tree_depth(
    u: &mut TranslationUnit,
    diags: &mut Vec<Diagnostic>,
    shallow: &[ItemId],
) {
    let mut kids = Vec::new();
    for item in u.items.clone() {
        if shallow.binary_search(&item).is_ok() {
            continue;
        }
        let mut first_cut: Option<oklc_span::Span> = None;
        let mut stack = vec![(Node::Item(item), 1usize)];
        while let Some((n, depth)) = stack.pop() {
            if depth > MAX_TREE_DEPTH {
                let span = cut(u, n);
                if let Some(span) = span
                    && first_cut.is_none_or(|f| (span.file, span.lo) < (f.file, f.lo))
                {
                    first_cut = Some(span);
                }
                continue;
            }
            kids.clear();
            children(u, n, &mut kids);
            stack.extend(kids.iter().map(|k| (*k, depth + 1)));
        }
        if let Some(span) = first_cut {
            diags.push(
                Diagnostic::error(codes::NESTING_TOO_DEEP, "nesting too deep", span)
                    .with_primary_message(format!(
                        "this construct is nested more than {MAX_TREE_DEPTH} levels deep"
                    ))
                    .with_help("split the expression or statement into smaller pieces"),
            );
        }
    }
}

/// Replaces node `n` by an error node; its span, if it had one.
fn cut(u: &mut TranslationUnit, n: Node) -> Option<oklc_span::Span> {
    match n {
        Node::Item(id) => {
            u.arenas.items[id] = Item::Error;
            u.spans.items.get(id).copied()
        }
        Node::Stmt(id) => {
            u.arenas.stmts[id] =
                Stmt { attrs: Vec::new(), passthrough: Vec::new(), kind: StmtKind::Error };
            u.spans.stmts.get(id).copied()
        }
        Node::Expr(id) => {
            u.arenas.exprs[id] = Expr::Missing;
            u.spans.exprs.get(id).copied()
        }
        Node::Ty(id) => {
            u.arenas.types[id] = TypeRef::Error;
            u.spans.types.get(id).copied()
        }
        Node::Attr(id) => {
            u.arenas.attrs[id].args = None;
            u.spans.attrs.get(id).copied()
        }
    }
}
