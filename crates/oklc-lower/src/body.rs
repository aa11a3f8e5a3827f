//! Function bodies: scopes, expressions, statements and declarations.

use std::rc::Rc;

use indexmap::IndexMap;
use la_arena::{Arena, ArenaMap};
use oklc_diag::{Diagnostic, codes::sema as codes};
use oklc_ir::{
    ArenaExt, AssignOp, Attributed, BinaryOp, Block, Capture, CastStyle, Designator, DimSpec, Expr,
    ExprId, FoldOp, InitEntry, Lambda, LitKind, Literal, Local, LocalId, LocalKind, Loop, LoopId,
    NamedRef, OklStorage, Quals, Stmt, StorageClass, Store, TyId, TyKind, UnaryOp,
};
use oklc_sema::attrs::{self, AttrCtx, DeclOkl, Placement, StmtOkl};
use oklc_span::Span;
use oklc_syntax::ast::{
    self, AttrId, DeclSpec, Declarator, Specifiers, StmtId, StmtKind, TypeRef, VarDecl,
};
use smol_str::SmolStr;

use crate::instantiate::Subst;
use crate::{Lowerer, TypedefInfo};

/// What is being lowered: one function's arenas, or the module-level store.
#[derive(Default)]
pub(crate) struct Body {
    pub(crate) store: Store,
    pub(crate) locals: Arena<Local>,
    pub(crate) loops: Arena<Loop>,
    pub(crate) loop_spans: ArenaMap<LoopId, Span>,
    pub(crate) loop_heads: ArenaMap<LoopId, Span>,
    /// The binding each name has now, across all open scopes.
    /// Every name reference of a body is looked up here: a fast hasher (the input is the
    /// user's own source, so flooding resistance buys nothing).
    visible: IndexMap<SmolStr, LocalId, oklc_lex::FastBuild>,
    /// What each `bind` replaced, so closing a scope restores the outer bindings: one map
    /// lookup per name instead of one per open scope, and no map per scope.
    shadowed: Vec<(SmolStr, Option<LocalId>)>,
    /// Length of `shadowed` when each open scope began.
    scopes: Vec<usize>,
    /// Type names declared in the open scopes of a function body, innermost last: a `typedef`
    /// or `using` alias with its type, or `None` for a struct, union or enum defined there
    /// (kept as text, so opaque to oklc). Rare, so searched from the end.
    local_types: Vec<(SmolStr, Option<TyId>)>,
    /// Length of `local_types` when each open scope began.
    type_scopes: Vec<usize>,
    /// Enumerators of the enums defined in the body, for [`oklc_ir::Function::local_consts`].
    pub(crate) local_consts: Vec<(SmolStr, Option<i64>)>,
    /// What the enumerators in `local_consts` hid in the walk's constants while the body is
    /// lowered (attribute arguments such as `@tile(LANES, ...)` may name them), to put back.
    pub(crate) hidden_consts: Vec<(SmolStr, Option<i64>)>,
    /// What each template parameter stands for, while instantiating a template kernel.
    pub(crate) subst: IndexMap<SmolStr, Subst>,
    /// Name of the function, for "while lowering" context in messages.
    pub(crate) function: Option<SmolStr>,
    /// Number of lambda bodies being lowered around the current statement.
    pub(crate) lambda_depth: u32,
}

/// The scope maps of a function body, handed on from function to function: every function
/// would otherwise grow its own from empty.
#[derive(Default)]
pub(crate) struct ScopeMaps {
    visible: IndexMap<SmolStr, LocalId, oklc_lex::FastBuild>,
    shadowed: Vec<(SmolStr, Option<LocalId>)>,
    scopes: Vec<usize>,
}

/// Arena sizes of a lowered function, a capacity hint for the next one.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct BodySizes {
    exprs: usize,
    types: usize,
    locals: usize,
}

impl BodySizes {
    /// A hint never reserves more than this many entries per arena, so one huge function does
    /// not inflate every later one.
    const MAX: usize = 4096;

    pub(crate) fn max(self, other: BodySizes) -> BodySizes {
        BodySizes {
            exprs: self.exprs.max(other.exprs),
            types: self.types.max(other.types),
            locals: self.locals.max(other.locals),
        }
    }

    pub(crate) fn of(b: &Body) -> BodySizes {
        BodySizes {
            exprs: b.store.exprs.len().min(Self::MAX),
            types: b.store.types.len().min(Self::MAX),
            locals: b.locals.len().min(Self::MAX),
        }
    }
}

impl Body {
    /// A function's body with arenas of `sizes` and the scope maps of an earlier one.
    pub(crate) fn with_capacity(sizes: BodySizes, maps: ScopeMaps) -> Body {
        let ScopeMaps { mut visible, mut shadowed, mut scopes } = maps;
        visible.clear();
        shadowed.clear();
        scopes.clear();
        Body {
            store: Store {
                exprs: Arena::with_capacity(sizes.exprs),
                types: Arena::with_capacity(sizes.types),
                expr_spans: ArenaMap::with_capacity(sizes.exprs),
            },
            locals: Arena::with_capacity(sizes.locals),
            visible,
            shadowed,
            scopes,
            ..Body::default()
        }
    }

    /// The scope maps, for the next function's body.
    pub(crate) fn take_scope_maps(&mut self) -> ScopeMaps {
        ScopeMaps {
            visible: std::mem::take(&mut self.visible),
            shadowed: std::mem::take(&mut self.shadowed),
            scopes: std::mem::take(&mut self.scopes),
        }
    }

    /// Gives back the part of the presized arenas this function did not use: the hint is the
    /// largest earlier function, so without this every small function kept a large one's
    /// capacity alive until code generation (about half of the IR's memory on the benchmark).
    pub(crate) fn shrink_to_fit(&mut self) {
        self.store.exprs.shrink_to_fit();
        self.store.types.shrink_to_fit();
        self.store.expr_spans.shrink_to_fit();
        self.locals.shrink_to_fit();
    }

    pub(crate) fn push_scope(&mut self) {
        self.scopes.push(self.shadowed.len());
        self.type_scopes.push(self.local_types.len());
    }

    pub(crate) fn pop_scope(&mut self) {
        if let Some(start) = self.type_scopes.pop() {
            self.local_types.truncate(start);
        }
        let Some(start) = self.scopes.pop() else { return };
        for (name, previous) in self.shadowed.drain(start..).rev() {
            match previous {
                Some(local) => self.visible.insert(name, local),
                None => self.visible.swap_remove(&name),
            };
        }
    }

    /// The type name `name` declared in the function body's open scopes, innermost first:
    /// `Some(aliased)` for an alias, `None` inside for a type kept as text.
    pub(crate) fn local_type(&self, name: &str) -> Option<Option<TyId>> {
        self.local_types.iter().rev().find(|(n, _)| n == name).map(|&(_, ty)| ty)
    }

    /// Declares a type name in the innermost open scope.
    pub(crate) fn declare_type(&mut self, name: SmolStr, aliased: Option<TyId>) {
        if self.scopes.is_empty() {
            self.push_scope();
        }
        self.local_types.push((name, aliased));
    }

    fn lookup(&self, name: &str) -> Option<LocalId> {
        self.visible.get(name).copied()
    }

    /// The local or parameter `name` in scope.
    pub(crate) fn lookup_local(&self, name: &str) -> Option<LocalId> {
        self.lookup(name)
    }

    /// Whether `name` is a local or parameter in scope.
    pub(crate) fn is_local(&self, name: &str) -> bool {
        self.visible.contains_key(name)
    }

    pub(crate) fn bind(&mut self, name: SmolStr, local: LocalId) {
        if self.scopes.is_empty() {
            self.push_scope();
        }
        let previous = self.visible.insert(name.clone(), local);
        self.shadowed.push((name, previous));
    }
}

fn unary(op: ast::UnaryOp) -> UnaryOp {
    match op {
        ast::UnaryOp::Plus => UnaryOp::Plus,
        ast::UnaryOp::Neg => UnaryOp::Neg,
        ast::UnaryOp::Not => UnaryOp::Not,
        ast::UnaryOp::BitNot => UnaryOp::BitNot,
        ast::UnaryOp::Deref => UnaryOp::Deref,
        ast::UnaryOp::AddrOf => UnaryOp::AddrOf,
        ast::UnaryOp::PreInc => UnaryOp::PreInc,
        ast::UnaryOp::PreDec => UnaryOp::PreDec,
        ast::UnaryOp::PostInc => UnaryOp::PostInc,
        ast::UnaryOp::PostDec => UnaryOp::PostDec,
    }
}

fn binary(op: ast::BinaryOp) -> BinaryOp {
    match op {
        ast::BinaryOp::Mul => BinaryOp::Mul,
        ast::BinaryOp::Div => BinaryOp::Div,
        ast::BinaryOp::Rem => BinaryOp::Rem,
        ast::BinaryOp::Add => BinaryOp::Add,
        ast::BinaryOp::Sub => BinaryOp::Sub,
        ast::BinaryOp::Shl => BinaryOp::Shl,
        ast::BinaryOp::Shr => BinaryOp::Shr,
        ast::BinaryOp::Spaceship => BinaryOp::Spaceship,
        ast::BinaryOp::Lt => BinaryOp::Lt,
        ast::BinaryOp::Gt => BinaryOp::Gt,
        ast::BinaryOp::Le => BinaryOp::Le,
        ast::BinaryOp::Ge => BinaryOp::Ge,
        ast::BinaryOp::Eq => BinaryOp::Eq,
        ast::BinaryOp::Ne => BinaryOp::Ne,
        ast::BinaryOp::BitAnd => BinaryOp::BitAnd,
        ast::BinaryOp::BitXor => BinaryOp::BitXor,
        ast::BinaryOp::BitOr => BinaryOp::BitOr,
        ast::BinaryOp::And => BinaryOp::And,
        ast::BinaryOp::Or => BinaryOp::Or,
        ast::BinaryOp::Comma => BinaryOp::Comma,
        ast::BinaryOp::PtrMem => BinaryOp::PtrMemDot,
        ast::BinaryOp::PtrMemArrow => BinaryOp::PtrMemArrow,
    }
}

fn assign(op: Option<ast::BinaryOp>) -> Option<AssignOp> {
    Some(match op {
        None => AssignOp::Assign,
        Some(ast::BinaryOp::Add) => AssignOp::Add,
        Some(ast::BinaryOp::Sub) => AssignOp::Sub,
        Some(ast::BinaryOp::Mul) => AssignOp::Mul,
        Some(ast::BinaryOp::Div) => AssignOp::Div,
        Some(ast::BinaryOp::Rem) => AssignOp::Rem,
        Some(ast::BinaryOp::Shl) => AssignOp::Shl,
        Some(ast::BinaryOp::Shr) => AssignOp::Shr,
        Some(ast::BinaryOp::BitAnd) => AssignOp::BitAnd,
        Some(ast::BinaryOp::BitXor) => AssignOp::BitXor,
        Some(ast::BinaryOp::BitOr) => AssignOp::BitOr,
        Some(_) => return None,
    })
}

fn lit_kind(kind: ast::LitKind) -> LitKind {
    match kind {
        ast::LitKind::Int => LitKind::Int,
        ast::LitKind::Float => LitKind::Float,
        ast::LitKind::Char => LitKind::Char,
        ast::LitKind::Str => LitKind::Str,
        ast::LitKind::Bool => LitKind::Bool,
        ast::LitKind::Nullptr => LitKind::Nullptr,
    }
}

pub(crate) fn storage_class(spec: Specifiers) -> StorageClass {
    StorageClass {
        is_static: spec.contains(Specifiers::STATIC),
        is_extern: spec.contains(Specifiers::EXTERN),
        is_constexpr: spec.contains(Specifiers::CONSTEXPR),
        is_register: spec.contains(Specifiers::REGISTER),
        is_thread_local: spec.contains(Specifiers::THREAD_LOCAL),
    }
}

impl Lowerer<'_> {
    pub(crate) fn expr_span(&self, e: ast::ExprId) -> Span {
        self.unit.spans.exprs.get(e).copied().unwrap_or(self.options.file_span)
    }

    pub(crate) fn stmt_span(&self, s: StmtId) -> Span {
        self.unit.spans.stmts.get(s).copied().unwrap_or(self.options.file_span)
    }

    fn unsupported(&mut self, what: &str, span: Span, text: &str, help: &str) {
        self.w.diags.push(
            Diagnostic::error(codes::UNSUPPORTED, format!("{what} is not supported"), span)
                .with_primary_message(text)
                .with_help(help.to_string()),
        );
    }

    /// Lowers an expression into the body's store.
    pub(crate) fn expr(&mut self, b: &mut Body, e: ast::ExprId) -> ExprId {
        let unit = self.unit;
        let span = self.expr_span(e);
        let node = match unit.expr(e) {
            ast::Expr::Lit { kind, text } => {
                Expr::Literal(Literal { kind: lit_kind(*kind), text: text.clone() })
            }
            ast::Expr::Name { name, targs: None } => {
                if let Some(local) = b.lookup(name) {
                    Expr::Local(local)
                } else if let Some(Subst::Value(arg)) = b.subst.get(name) {
                    let arg = arg.clone();
                    return self.value_arg_expr(b, &arg, span);
                } else if let Some(member) = self.implicit_member(b, name, span) {
                    member
                } else if let Some(&global) = self.w.globals.get(name) {
                    Expr::Global(global)
                } else if name.contains("::") {
                    // `Op::identity` with `Op` a template parameter names the argument's member.
                    Expr::Name(self.substituted(b, name.to_string()).into())
                } else {
                    Expr::Name(name.clone())
                }
            }
            ast::Expr::Name { name, targs: Some(args) } => {
                Expr::Name(format!("{name}<{}>", self.targs_substituted(b, args)).into())
            }
            ast::Expr::Scoped { scope, name } => {
                // `Pow<3>::eval` of a kept class template names the instance's member.
                let scope = self.scope_substituted(b, *scope);
                let scope = self.record_instance_name(b, &scope).unwrap_or(scope);
                Expr::Name(format!("{scope}::{name}").into())
            }
            ast::Expr::This => match b.lookup("this") {
                Some(this) if self.w.member.is_some() => Expr::Local(this),
                _ => Expr::Name("this".into()),
            },
            ast::Expr::Unary { op, operand } => {
                Expr::Unary { op: unary(*op), arg: self.expr(b, *operand) }
            }
            ast::Expr::Binary { op, lhs, rhs } => {
                let lhs = self.expr(b, *lhs);
                Expr::Binary { op: binary(*op), lhs, rhs: self.expr(b, *rhs) }
            }
            ast::Expr::Assign { op, lhs, rhs } => {
                let lhs = self.expr(b, *lhs);
                let rhs = self.expr(b, *rhs);
                match assign(*op) {
                    Some(op) => Expr::Assign { op, lhs, rhs },
                    None => {
                        self.unsupported(
                            "this compound assignment",
                            span,
                            "oklc has no lowering for this operator",
                            "write the assignment out",
                        );
                        Expr::Assign { op: AssignOp::Assign, lhs, rhs }
                    }
                }
            }
            ast::Expr::Cond { cond, then, els } => {
                let cond = self.expr(b, *cond);
                let then = self.expr(b, *then);
                Expr::Cond { cond, then, els: self.expr(b, *els) }
            }
            ast::Expr::Call { callee, args } => {
                let callee = self.expr(b, *callee);
                Expr::Call { callee, args: args.iter().map(|a| self.expr(b, *a)).collect() }
            }
            ast::Expr::Index { base, index } => {
                let base = self.expr(b, *base);
                Expr::Index { base, index: self.expr(b, *index) }
            }
            ast::Expr::Member { base, arrow, template, name, targs } => {
                let kw = if *template { "template " } else { "" };
                let member = match targs {
                    Some(args) => format!("{kw}{name}<{}>", self.targs_substituted(b, args)).into(),
                    None if *template => format!("{kw}{name}").into(),
                    None => name.clone(),
                };
                Expr::Member { base: self.expr(b, *base), member, arrow: *arrow }
            }
            ast::Expr::Cast { style, ty, expr } => {
                let style = match style {
                    ast::CastStyle::C => CastStyle::C,
                    ast::CastStyle::Static => CastStyle::Static,
                    ast::CastStyle::Reinterpret => CastStyle::Reinterpret,
                    ast::CastStyle::Const => CastStyle::Const,
                    ast::CastStyle::Dynamic => CastStyle::Dynamic,
                };
                let ty = self.ty(b, *ty);
                Expr::Cast { style, ty, arg: self.expr(b, *expr) }
            }
            ast::Expr::Construct { ty, args, braced } => {
                let ty = self.ty(b, *ty);
                if args.len() == 1 && !braced {
                    Expr::Cast { style: CastStyle::Functional, ty, arg: self.expr(b, args[0]) }
                } else if let Some(elems) = braced_elements(unit, args) {
                    // The AST keeps `T{a, b}` as one `InitList` argument; the IR's braced
                    // construction holds the elements, the printer adds the braces.
                    Expr::Construct {
                        ty,
                        args: elems.iter().map(|el| self.expr(b, el.value)).collect(),
                        braces: true,
                    }
                } else if *braced {
                    // `T{.x = a}`: the designators have no place among construction arguments;
                    // `T({.x = a})` initialises the same aggregate (g++ and clang accept it).
                    Expr::Construct {
                        ty,
                        args: args.iter().map(|a| self.expr(b, *a)).collect(),
                        braces: false,
                    }
                } else {
                    Expr::Construct {
                        ty,
                        args: args.iter().map(|a| self.expr(b, *a)).collect(),
                        braces: *braced,
                    }
                }
            }
            ast::Expr::SizeofExpr(inner) => Expr::SizeOfExpr(self.expr(b, *inner)),
            ast::Expr::SizeofType(ty) => Expr::SizeOfType(self.ty(b, *ty)),
            ast::Expr::SizeofPack(name) => {
                // A function parameter pack is a local (renaming it renames it here too); a
                // template parameter pack keeps its name.
                let pack = match b.lookup(name) {
                    Some(local) => Expr::Local(local),
                    None => Expr::Name(name.clone()),
                };
                Expr::SizeOfPack(b.store.expr(pack, Some(span)))
            }
            ast::Expr::Expand(pattern) => Expr::Expand(self.expr(b, *pattern)),
            ast::Expr::Fold { op, lhs, rhs } => {
                let lhs = lhs.map(|x| self.expr(b, x));
                let rhs = rhs.map(|x| self.expr(b, x));
                let op = match op {
                    ast::FoldOp::Binary(op) => FoldOp::Binary(binary(*op)),
                    ast::FoldOp::Assign(op) => {
                        FoldOp::Assign(assign(*op).unwrap_or(AssignOp::Assign))
                    }
                };
                Expr::Fold { op, lhs, rhs }
            }
            ast::Expr::Alignof(ty) => Expr::AlignOf(self.ty(b, *ty)),
            ast::Expr::Paren(inner) => return self.expr(b, *inner),
            ast::Expr::InitList(elems) => Expr::InitList(
                elems
                    .iter()
                    .map(|elem| InitEntry {
                        designators: elem
                            .designators
                            .iter()
                            .map(|d| match d {
                                ast::Designator::Field(f) => Designator::Field(f.clone()),
                                ast::Designator::Index(i) => Designator::Index(self.expr(b, *i)),
                            })
                            .collect(),
                        value: self.expr(b, elem.value),
                    })
                    .collect(),
            ),
            ast::Expr::Lambda(lambda) if b.function.is_some() => {
                let node = self.lambda(b, lambda, span);
                return b.store.expr(node, Some(span));
            }
            // At file scope no OKL variable is visible: the lambda is passed through as
            // written (a module-level store has no locals to lower its parameters into).
            ast::Expr::Lambda(_) => {
                let text = oklc_syntax::print_expr(unit, e);
                // One line, so it sits inside the surrounding statement's indentation.
                let one_line: Vec<&str> =
                    text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
                Expr::Verbatim(self.substituted(b, one_line.join(" ")).into())
            }
            ast::Expr::New(_) | ast::Expr::Delete { .. } => {
                self.unsupported(
                    "`new` and `delete` in device code",
                    span,
                    "device code cannot allocate memory",
                    "allocate memory on the host and pass it to the kernel as an argument",
                );
                Expr::Literal(Literal { kind: LitKind::Int, text: "0".into() })
            }
            // Valid C++ on host backends; the passes reject it on GPU backends.
            ast::Expr::Throw(operand) => Expr::Throw(operand.map(|e| self.expr(b, e))),
            // The parser reported the missing expression already.
            ast::Expr::Missing => Expr::Literal(Literal { kind: LitKind::Int, text: "0".into() }),
        };
        b.store.expr(node, Some(span))
    }

    /// Lowers a lambda inside a function body like a nested block: its init-captures,
    /// parameters and body locals become locals of the enclosing function, visible in the body
    /// only. OKL that has no meaning inside a lambda is rejected while the body is lowered
    /// ([`Lowerer::reject_in_lambda`]).
    fn lambda(&mut self, b: &mut Body, l: &ast::Lambda, span: Span) -> Expr {
        let mut captures = Vec::with_capacity(l.captures.len());
        let mut init_captures = Vec::new();
        for c in &l.captures {
            captures.push(match c {
                ast::Capture::DefaultCopy => Capture::DefaultCopy,
                ast::Capture::DefaultRef => Capture::DefaultRef,
                ast::Capture::This => Capture::This,
                ast::Capture::Var { by_ref, name, init: None } => {
                    Capture::Var { by_ref: *by_ref, local: b.lookup(name), name: name.clone() }
                }
                ast::Capture::Var { by_ref, name, init: Some(e) } => {
                    // Evaluated in the enclosing scope, before the new name is visible.
                    let init = self.expr(b, *e);
                    let auto = b.store.ty(oklc_ir::Ty::new(TyKind::Auto));
                    let local =
                        b.locals.alloc(Local::new(name.clone(), auto, LocalKind::Var, span));
                    init_captures.push((name.clone(), local));
                    Capture::Init { by_ref: *by_ref, local, init }
                }
            });
        }
        b.push_scope();
        for (name, local) in init_captures {
            b.bind(name, local);
        }
        b.lambda_depth += 1;
        let params: Vec<LocalId> = l
            .params
            .iter()
            .flatten()
            .map(|p| self.declare(b, &p.spec, &p.decl, LocalKind::Var, span))
            .collect();
        let ret = l.ret.map(|t| self.ty(b, t));
        let body = self.block_of(b, l.body);
        b.lambda_depth -= 1;
        b.pop_scope();
        let uses = oklc_ir::visit::lambda_uses(&b.store, &b.locals, &params, &body);
        let lambda =
            Lambda { captures, params, variadic: l.variadic, mutable: l.mutable, ret, body, uses };
        if !lambda.has_default_capture() {
            self.check_listed_captures(b, &lambda, span);
        }
        Expr::Lambda(Box::new(lambda))
    }

    /// A lambda without a default capture may not use an `@exclusive` variable or a `@dim`
    /// accessor: their lowering needs names the capture list cannot name (the host targets'
    /// per-work-item index, the locals in the `@dim` extents).
    fn check_listed_captures(&mut self, b: &Body, lambda: &Lambda, span: Span) {
        // The first use: the variable's name, the using expression, and whether it is a call.
        let mut found: Option<(&str, ExprId, bool)> = None;
        for root in &lambda.uses {
            oklc_ir::visit::walk_expr(&b.store, *root, |id, e| {
                let local = match e {
                    Expr::Local(l) => b
                        .locals
                        .get(*l)
                        .filter(|l| l.storage == OklStorage::Exclusive)
                        .map(|l| (l, false)),
                    Expr::Call { callee, .. } => match b.store.exprs.get(*callee) {
                        Some(Expr::Local(l)) => {
                            b.locals.get(*l).filter(|l| l.dim.is_some()).map(|l| (l, true))
                        }
                        _ => None,
                    },
                    _ => None,
                };
                if found.is_none()
                    && let Some((local, call)) = local
                {
                    found = Some((local.name.as_str(), id, call));
                }
            });
        }
        let Some((name, at, call)) = found else { return };
        let at = b.store.span_of(at).unwrap_or(span);
        let what = if call { "`@dim` accessor" } else { "`@exclusive` variable" };
        self.w.diags.push(
            Diagnostic::error(
                codes::OKL_IN_LAMBDA,
                format!("{what} `{name}` used in a lambda without a default capture"),
                at,
            )
            .with_primary_message("needs names the capture list cannot hold")
            .with_label(span, "this lambda lists its captures")
            .with_help("capture by default with `[&]` or `[=]`: lowering the use needs names the list cannot hold"),
        );
    }

    /// Reports `what` (an OKL loop, `@barrier`, an `@shared`/`@exclusive` declaration) when it
    /// appears inside a lambda body, where it has no meaning: a lambda runs inside one
    /// work-item, whenever it is called. Returns whether it was rejected. `what` is formatted
    /// only when reported: every OKL loop and `@shared`/`@exclusive` declaration asks.
    pub(crate) fn reject_in_lambda(
        &mut self,
        b: &Body,
        what: std::fmt::Arguments<'_>,
        span: Span,
    ) -> bool {
        if b.lambda_depth == 0 {
            return false;
        }
        self.w.diags.push(
            Diagnostic::error(codes::OKL_IN_LAMBDA, format!("{what} inside a lambda"), span)
                .with_primary_message("a lambda runs inside one work-item")
                .with_help("a lambda runs inside one work-item: move this out of the lambda body"),
        );
        true
    }

    /// The typedef a declaration's base type names, if any.
    fn base_typedef(&self, base: ast::TypeRefId) -> Option<&TypedefInfo> {
        match self.unit.ty(base) {
            TypeRef::Qualified { inner, .. } => self.base_typedef(*inner),
            TypeRef::Named { name, args: None } => self.w.typedefs.get(name),
            _ => None,
        }
    }

    /// Decodes the attributes of one declarator (whole-declaration ones first), merged with
    /// what its typedef carries. The second value is the tree that the `@dim` extents are
    /// expressions of, when that is not the one being lowered (they came from a typedef).
    pub(crate) fn decl_okl(
        &mut self,
        spec: &DeclSpec,
        d: &Declarator,
        placement: Placement,
    ) -> (DeclOkl, Option<Rc<ast::TranslationUnit>>) {
        let all: Vec<AttrId> = spec.attrs.iter().chain(d.attrs.iter()).copied().collect();
        let mut cx = AttrCtx { unit: self.unit, env: &self.w.consts, diags: &mut self.w.diags };
        let own = attrs::decl_attrs(&mut cx, &all, placement);
        let (okl, dims_in) = match self.base_typedef(spec.ty) {
            Some(base) => {
                let dims_in = if own.dim.is_none() { base.dims_in.clone() } else { None };
                (own.inherit(&base.okl), dims_in)
            }
            None => (own, None),
        };
        okl.check(&mut self.w.diags);
        (okl, dims_in)
    }

    /// Lowers the `@dim` extents of `okl` into `b` (from `dims_in`, the typedef's tree, when they
    /// came from a typedef), with its `@dimOrder` (identity when absent or of the wrong length).
    pub(crate) fn dim_spec(
        &mut self,
        b: &mut Body,
        okl: &DeclOkl,
        dims_in: Option<&ast::TranslationUnit>,
    ) -> Option<Box<DimSpec>> {
        let (sizes, _) = okl.dim.as_ref()?;
        let sizes: Vec<ExprId> = match dims_in {
            Some(unit) => {
                let mut from = Lowerer { unit, options: self.options, w: &mut *self.w };
                sizes.iter().map(|s| from.expr(b, *s)).collect()
            }
            None => sizes.iter().map(|s| self.expr(b, *s)).collect(),
        };
        // An order that is no permutation of the extents was reported by `DeclOkl::check`.
        let n = sizes.len() as i64;
        let order = match &okl.dim_order {
            Some((order, _)) if order.len() == sizes.len() && order.iter().all(|v| *v < n) => {
                order.iter().map(|v| *v as u8).collect()
            }
            _ => (0..sizes.len() as u8).collect(),
        };
        Some(Box::new(DimSpec { sizes, order }))
    }

    /// Puts `@restrict` on the outermost pointer level of `ty`.
    pub(crate) fn apply_restrict(&mut self, store: &mut Store, ty: TyId, span: Span) {
        if self.restrict_applies(store, ty, span) {
            store.types[ty].quals |= Quals::RESTRICT;
        }
    }

    /// Whether `ty` is a pointer, directly or through typedefs and aliases.
    pub(crate) fn names_pointer(&self, store: &Store, ty: TyId) -> bool {
        // Aliases declared in the body are followed (they are acyclic: each names an earlier type).
        let mut t = ty;
        loop {
            match &store.types[t].kind {
                TyKind::Pointer(_) => return true,
                TyKind::Named { refers: NamedRef::Typedef(td), .. } => {
                    return self.w.typedef_is_pointer.get(td).copied().unwrap_or(false);
                }
                TyKind::Named { refers: NamedRef::Alias(aliased), .. } => t = *aliased,
                _ => return false,
            }
        }
    }

    /// Whether `ty` is a pointer `@restrict` can qualify; warns when it is not.
    pub(crate) fn restrict_applies(&mut self, store: &Store, ty: TyId, span: Span) -> bool {
        let is_pointer = self.names_pointer(store, ty);
        if !is_pointer {
            self.w.diags.push(
                Diagnostic::warning(codes::ATTRIBUTE_IGNORED, "`@restrict` on a non-pointer has no effect", span)
                    .with_primary_message("the declared type is not a pointer")
                    .with_help("`@restrict` promises that a pointer is the only way to reach its data; remove it here"),
            );
        }
        is_pointer
    }

    /// Creates a local (or parameter) for one declarator and binds its name.
    pub(crate) fn declare(
        &mut self,
        b: &mut Body,
        spec: &DeclSpec,
        d: &Declarator,
        kind: LocalKind,
        span: Span,
    ) -> LocalId {
        let (okl, dims_in) = self.decl_okl(spec, d, Placement::Variable);
        let ty = self.ty(b, d.ty);
        if let Some(rspan) = okl.restrict {
            self.apply_restrict(&mut b.store, ty, rspan);
        }
        let mut dim = self.dim_spec(b, &okl, dims_in.as_deref());
        // `v(i, j)` becomes `v[i + n * j]`: on a scalar that subscript can never compile.
        if let Some((_, dspan)) = &okl.dim
            && self.is_scalar_ty(&b.store, ty)
        {
            let name = d.name.clone().unwrap_or_default();
            self.w.diags.push(
                Diagnostic::error(
                    codes::ATTRIBUTE_PLACEMENT,
                    format!("`@dim` on `{name}`, which is neither a pointer nor an array"),
                    *dspan,
                )
                .with_primary_message(format!("`{name}(i, j)` would subscript a scalar"))
                .with_label(self.type_span(d.ty), "this type cannot be subscripted")
                .with_help(format!(
                    "`@dim` makes `{name}(i, j)` index a flat array: declare `{name}` as a pointer or an array, or remove `@dim`"
                )),
            );
            dim = None;
        }
        let mut local = Local::new(d.name.clone().unwrap_or_default(), ty, kind, span);
        local.storage = if okl.shared.is_some() {
            OklStorage::Shared
        } else if okl.exclusive.is_some() {
            OklStorage::Exclusive
        } else {
            OklStorage::Private
        };
        if local.storage != OklStorage::Private {
            let what =
                if local.storage == OklStorage::Shared { "`@shared`" } else { "`@exclusive`" };
            if self.reject_in_lambda(b, format_args!("{what} declaration"), span) {
                local.storage = OklStorage::Private;
            }
        }
        local.class = storage_class(spec.specifiers);
        local.dim = dim;
        local.global_ptr = okl.global_ptr;
        local.implicit_arg = okl.implicit_arg;
        local.attrs = spec.passthrough.iter().chain(&d.passthrough).map(|p| p.0.clone()).collect();
        let id = b.locals.alloc(local);
        if let Some(name) = &d.name {
            let at = match kind {
                LocalKind::Param(_) => self.type_span(d.ty),
                _ => span,
            };
            self.check_not_template_param(b, name, at);
            b.bind(name.clone(), id);
        }
        if let Some(init) = &d.init {
            let init = self.init(b, init);
            b.locals[id].init = Some(init);
        }
        id
    }

    /// Creates the hidden local of a C++17 structured binding (`auto &[a, b] = e;`) and one
    /// local per name, and binds the names. The initializer is lowered before the names are
    /// in scope (C++ does not let it name them). OKL attributes are rejected: a binding names
    /// parts of one object, which cannot be `@shared` or `@exclusive` part by part, and
    /// `@exclusive` on it would be silently per work-item anyway.
    fn declare_bindings(
        &mut self,
        b: &mut Body,
        spec: &DeclSpec,
        d: &Declarator,
        names: &[SmolStr],
        span: Span,
    ) -> LocalId {
        for &a in spec.attrs.iter().chain(&d.attrs) {
            let attr = self.unit.attr(a);
            let at = self.unit.spans.attrs.get(a).copied().unwrap_or(span);
            self.w.diags.push(
                Diagnostic::error(
                    codes::ATTRIBUTE_PLACEMENT,
                    format!("`@{}` on a structured binding", attr.name),
                    at,
                )
                .with_primary_message("the bound names are not variables of their own")
                .with_label(span, "this declaration binds names to the parts of one object")
                .with_help(
                    "declare the object itself with the attribute (`@exclusive Pair p;`) and bind its parts inside the `@inner` loop",
                ),
            );
        }
        let ty = self.ty(b, d.ty);
        let mut hidden = Local::new(format!("[{}]", names.join(", ")), ty, LocalKind::Var, span);
        hidden.class = storage_class(spec.specifiers);
        hidden.attrs = spec.passthrough.iter().chain(&d.passthrough).map(|p| p.0.clone()).collect();
        hidden.init = d.init.as_ref().map(|init| self.init(b, init));
        let hidden = b.locals.alloc(hidden);
        let auto = b.store.ty(oklc_ir::Ty::new(TyKind::Auto));
        let mut bound = Vec::with_capacity(names.len());
        for name in names {
            let id = b.locals.alloc(Local::new(name.clone(), auto, LocalKind::Var, span));
            self.check_not_template_param(b, name, span);
            b.bind(name.clone(), id);
            bound.push(id);
        }
        b.locals[hidden].bindings = Some(bound.into());
        hidden
    }

    pub(crate) fn init(&mut self, b: &mut Body, init: &ast::Init) -> oklc_ir::Init {
        match init {
            ast::Init::Assign(e) => oklc_ir::Init::Assign(self.expr(b, *e)),
            ast::Init::Brace(e) => match self.unit.expr(*e) {
                ast::Expr::InitList(elems) if elems.iter().all(|el| el.designators.is_empty()) => {
                    oklc_ir::Init::Brace(elems.iter().map(|el| self.expr(b, el.value)).collect())
                }
                _ => oklc_ir::Init::Assign(self.expr(b, *e)),
            },
            ast::Init::Paren(args) => {
                oklc_ir::Init::Direct(args.iter().map(|a| self.expr(b, *a)).collect())
            }
        }
    }

    /// A `typedef`, or a declaration that defines a struct, union or enum, in a function body.
    /// C++ scopes the type to its block, so it is printed where it was written, as text
    /// ([`Stmt::TypeDecl`]), and its names are resolved in the block: an alias to the type it
    /// names (the iterator of `typedef int idx;` is an integer), a defined type to an opaque
    /// name. Variables declared with a named definition are lowered as usual; those of an
    /// unnamed one stay in the text.
    fn local_type_decl(
        &mut self,
        b: &mut Body,
        s: StmtId,
        decl: &VarDecl,
        span: Span,
        out: &mut Block,
    ) {
        let unit = self.unit;
        let defined = match unit.ty(decl.spec.ty) {
            TypeRef::Defined(item) => Some(*item),
            _ => None,
        };
        let defined_name = defined.and_then(|item| self.declare_local_definition(b, item));
        let typedef = decl.spec.specifiers.contains(Specifiers::TYPEDEF);
        if typedef || (defined.is_some() && defined_name.is_none()) {
            // The whole declaration is text: a typedef, or variables of an unnamed type.
            for d in &decl.declarators {
                let (okl, _) = self.decl_okl(&decl.spec, d, Placement::Variable);
                if okl.shared.is_some()
                    || okl.exclusive.is_some()
                    || okl.restrict.is_some()
                    || okl.dim.is_some()
                    || okl.dim_order.is_some()
                {
                    let (what, help) = if typedef {
                        (
                            "a typedef with OKL attributes inside a function",
                            "declare the typedef at file scope, where the variables declared with it take its attributes",
                        )
                    } else {
                        (
                            "a variable of an unnamed local type with OKL attributes",
                            "name the type (`struct Name { ... } var;`) or define it at file scope",
                        )
                    };
                    self.unsupported(what, span, "oklc keeps this declaration as text", help);
                    return;
                }
                let Some(name) = d.name.clone() else { continue };
                if typedef && defined.is_none() {
                    let aliased = self.ty(b, d.ty);
                    b.declare_type(name, Some(aliased));
                } else if typedef {
                    b.declare_type(name, None);
                }
            }
            let text = oklc_syntax::print_stmt_for_cpp(unit, s);
            out.push(Stmt::TypeDecl(self.substituted(b, text).into()), span);
            return;
        }
        if let Some(item) = defined {
            let text = oklc_syntax::print_item_for_cpp(unit, item);
            out.push(Stmt::TypeDecl(self.substituted(b, text).into()), span);
        }
        self.decl_stmt(b, decl, span, out);
    }

    /// A `using` declaration written as a statement (the only items the parser takes there,
    /// besides `static_assert`): an alias is declared in the block, and all are kept as text.
    fn local_item(&mut self, b: &mut Body, item: ast::ItemId, span: Span, out: &mut Block) {
        let unit = self.unit;
        match unit.item(item) {
            ast::Item::Using(ast::UsingDecl::Alias { name, attrs, ty }) => {
                self.no_local_attrs(attrs);
                let aliased = self.ty(b, *ty);
                b.declare_type(name.clone(), Some(aliased));
            }
            ast::Item::Using(_) => {}
            _ => {
                self.unsupported(
                    "this declaration inside a function",
                    span,
                    "oklc lowers such declarations at file scope only",
                    "move it to file scope",
                );
                return;
            }
        }
        let text = oklc_syntax::print_item_for_cpp(unit, item);
        out.push(Stmt::TypeDecl(self.substituted(b, text).into()), span);
    }

    /// Declares the name of a struct, union or enum defined in a function body (none for an
    /// unnamed one) as an opaque type of the block, and returns it.
    fn declare_local_definition(&mut self, b: &mut Body, item: ast::ItemId) -> Option<SmolStr> {
        let name = match self.unit.item(item) {
            ast::Item::Record(rec) => {
                self.no_local_attrs(&rec.attrs);
                rec.name.clone()
            }
            ast::Item::Enum(def) => {
                self.local_enumerators(b, def);
                def.name.clone()
            }
            _ => None,
        }?;
        b.declare_type(name.clone(), None);
        Some(name)
    }

    /// Records the values of an enum's enumerators defined in a function body: for the passes
    /// ([`oklc_ir::Function::local_consts`]) and, until the body ends, for the attribute
    /// arguments lowering evaluates. The values are per body, not per block: a name given two
    /// values in one body, or one other than a file-scope constant of that name, is left
    /// unevaluated rather than resolved in the wrong block.
    fn local_enumerators(&mut self, b: &mut Body, def: &ast::EnumDef) {
        let mut next = Some(0i64);
        for (name, value) in def.enumerators.iter().flatten() {
            let own = match value {
                Some(e) => oklc_sema::eval_int(self.unit, *e, &self.w.consts),
                None => next,
            };
            next = own.and_then(|v| v.checked_add(1));
            // `E::A` for any named enum; `A` alone only for an unscoped one.
            let qualified = def.name.as_ref().map(|e| SmolStr::new(format!("{e}::{name}")));
            let bare = (!def.scoped).then(|| name.clone());
            for name in qualified.iter().chain(bare.iter()) {
                self.local_enumerator(b, name, own);
            }
        }
    }

    /// One enumerator name of [`Self::local_enumerators`] with its value `own`.
    fn local_enumerator(&mut self, b: &mut Body, name: &SmolStr, own: Option<i64>) {
        let outside = match b.hidden_consts.iter().find(|(n, _)| n == name) {
            Some(&(_, hidden)) => hidden,
            None => {
                let current = self.w.consts.values.get(name).copied();
                b.hidden_consts.push((name.clone(), current));
                current
            }
        };
        let earlier = b.local_consts.iter().find(|(n, _)| n == name).map(|&(_, v)| v);
        let v = match (earlier, outside) {
            (Some(e), _) if e != own => None,
            (_, Some(o)) if Some(o) != own => None,
            _ => own,
        };
        b.local_consts.retain(|(n, _)| n != name);
        b.local_consts.push((name.clone(), v));
        match v {
            Some(v) => self.w.consts.values.insert(name.clone(), v),
            None => self.w.consts.values.swap_remove(name),
        };
    }

    /// Puts back the walk's constants a body's enumerators hid ([`Self::local_enumerators`]).
    pub(crate) fn restore_consts(&mut self, b: &mut Body) {
        for (name, previous) in b.hidden_consts.drain(..).rev() {
            match previous {
                Some(v) => self.w.consts.values.insert(name, v),
                None => self.w.consts.values.swap_remove(&name),
            };
        }
    }

    /// OKL attributes on a type declared in a function body are rejected, as at file scope.
    fn no_local_attrs(&mut self, list: &[AttrId]) {
        let mut cx = AttrCtx { unit: self.unit, env: &self.w.consts, diags: &mut self.w.diags };
        attrs::no_attrs(&mut cx, list, Placement::Declaration);
    }

    fn decl_stmt(&mut self, b: &mut Body, decl: &VarDecl, span: Span, out: &mut Block) {
        for d in &decl.declarators {
            let local = match &d.bindings {
                Some(names) => self.declare_bindings(b, &decl.spec, d, names, span),
                None => self.declare(b, &decl.spec, d, LocalKind::Var, span),
            };
            out.push(Stmt::Decl(local), span);
        }
    }

    /// Lowers a statement used as the body of a compound statement into its own block.
    pub(crate) fn block_of(&mut self, b: &mut Body, s: StmtId) -> Block {
        let mut block = Block::new();
        b.push_scope();
        match &self.unit.stmt(s).kind {
            StmtKind::Block(stmts)
                if self.unit.stmt(s).attrs.is_empty()
                    && self.unit.stmt(s).passthrough.is_empty() =>
            {
                block.stmts.reserve(stmts.len());
                block.spans.reserve(stmts.len());
                for &inner in stmts {
                    self.stmt(b, inner, &mut block);
                }
            }
            _ => self.stmt(b, s, &mut block),
        }
        b.pop_scope();
        block
    }

    fn stmt_attrs(&mut self, attrs: &[AttrId], placement: Placement) -> Option<StmtOkl> {
        let mut cx = AttrCtx { unit: self.unit, env: &self.w.consts, diags: &mut self.w.diags };
        attrs::stmt_attrs(&mut cx, attrs, placement)
    }

    /// Lowers `then` into `out`, or, for C++17's `if (init; cond)` / `switch (init; cond)` and
    /// a condition that declares a variable, into a block that holds the init statement first:
    /// the block is the scope C++ gives those names, and every backend can print it.
    fn with_init(
        &mut self,
        b: &mut Body,
        init: Option<StmtId>,
        cond: &ast::Cond,
        span: Span,
        out: &mut Block,
        then: impl FnOnce(&mut Self, &mut Body, &mut Block),
    ) {
        if init.is_none() && matches!(cond, ast::Cond::Expr(_)) {
            return then(self, b, out);
        }
        b.push_scope();
        let mut block = Block::new();
        if let Some(init) = init {
            self.stmt(b, init, &mut block);
        }
        then(self, b, &mut block);
        b.pop_scope();
        out.push(Stmt::Block(block), span);
    }

    /// Lowers the condition of `if`, `switch` or `while`. A variable declared there is declared
    /// in `out`, the block around the statement, and the condition reads it: `if (int r = e)`
    /// becomes `{ int r = e; if (r) … }`, which C++ treats the same.
    fn cond(&mut self, b: &mut Body, cond: &ast::Cond, span: Span, out: &mut Block) -> ExprId {
        let decl = match cond {
            ast::Cond::Expr(e) => return self.expr(b, *e),
            ast::Cond::Decl(decl) => decl,
        };
        // The parser gives a condition exactly one declarator.
        let read = match decl.declarators.first() {
            Some(d) => {
                let local = self.declare(b, &decl.spec, d, LocalKind::Var, span);
                out.push(Stmt::Decl(local), span);
                Expr::Local(local)
            }
            None => Expr::Literal(Literal::int(0)),
        };
        b.store.expr(read, Some(span))
    }

    /// Lowers one statement, appending the result to `out`, with the standard attributes
    /// written in front of it kept as a [`Stmt::Attributed`] around it (declarations and null
    /// statements keep theirs themselves). On a `case`, `default` or named label they stay on
    /// the label. A statement holding an OKL loop or barrier is restructured by the passes, so
    /// its attributes are dropped with a warning.
    pub(crate) fn stmt(&mut self, b: &mut Body, s: StmtId, out: &mut Block) {
        let stmt = self.unit.stmt(s);
        let attributable = !stmt.passthrough.is_empty()
            && !matches!(
                stmt.kind,
                StmtKind::Decl(_)
                    | StmtKind::Empty
                    | StmtKind::AttrOnly
                    | StmtKind::Item(_)
                    | StmtKind::Directive(_)
                    | StmtKind::Error
            );
        if !attributable {
            return self.stmt_unattributed(b, s, out);
        }
        let span = self.stmt_span(s);
        let attrs: SmolStr =
            stmt.passthrough.iter().map(|p| p.0.as_str()).collect::<Vec<_>>().join(" ").into();
        let label = matches!(
            stmt.kind,
            StmtKind::Case { .. } | StmtKind::Default(_) | StmtKind::Label { .. }
        );
        let mut inner = Block::new();
        self.stmt_unattributed(b, s, &mut inner);
        if inner.is_empty() {
            return;
        }
        let mut rest = Block::new();
        if label {
            rest.stmts = inner.stmts.split_off(1);
            rest.spans = inner.spans.split_off(1);
        }
        if has_okl_construct(&inner) {
            self.w.diags.push(
                Diagnostic::warning(
                    codes::ATTRIBUTE_IGNORED,
                    format!(
                        "`{attrs}` in front of a statement with OKL loops or barriers is dropped"
                    ),
                    span,
                )
                .with_primary_message("oklc rewrites this statement")
                .with_help("oklc restructures such statements; attribute a statement inside the loop instead"),
            );
            out.append(inner);
        } else {
            out.push(Stmt::Attributed(Box::new(Attributed { attrs, body: inner })), span);
        }
        out.append(rest);
    }

    fn stmt_unattributed(&mut self, b: &mut Body, s: StmtId, out: &mut Block) {
        let unit = self.unit;
        let stmt = unit.stmt(s);
        let span = self.stmt_span(s);
        let attrs = &stmt.attrs;
        match &stmt.kind {
            StmtKind::Block(stmts) => {
                let okl = self.stmt_attrs(attrs, Placement::BlockStatement);
                let mut block = Block::new();
                block.stmts.reserve(stmts.len());
                block.spans.reserve(stmts.len());
                b.push_scope();
                for &inner in stmts {
                    self.stmt(b, inner, &mut block);
                }
                b.pop_scope();
                if okl == Some(StmtOkl::Atomic) {
                    out.push(Stmt::Atomic(block), span);
                } else {
                    out.push(Stmt::Block(block), span);
                }
            }
            StmtKind::Decl(decl) => {
                // Declaration attributes are decoded per declarator.
                let typedef = decl.spec.specifiers.contains(Specifiers::TYPEDEF);
                if typedef || matches!(self.unit.ty(decl.spec.ty), TypeRef::Defined(_)) {
                    self.local_type_decl(b, s, decl, span, out);
                } else {
                    self.decl_stmt(b, decl, span, out);
                }
            }
            // A static assertion is checked by the C++ compiler, as at file scope.
            StmtKind::Item(item)
                if matches!(self.unit.item(*item), ast::Item::StaticAssert { .. }) =>
            {
                self.stmt_attrs(attrs, Placement::Declaration);
                if self.static_assertion_checked(*item, span) {
                    return;
                }
                let text = oklc_syntax::print_item(self.unit, *item);
                let text = text.trim_end().trim_end_matches(';');
                let e = b
                    .store
                    .expr(Expr::Verbatim(self.substituted(b, text.to_string()).into()), Some(span));
                out.push(Stmt::Expr(e), span);
            }
            StmtKind::Item(item) => {
                self.stmt_attrs(attrs, Placement::Declaration);
                self.local_item(b, *item, span, out);
            }
            StmtKind::Expr(e) => {
                let okl = self.stmt_attrs(attrs, Placement::ExprStatement);
                let e = self.expr(b, *e);
                if okl == Some(StmtOkl::Atomic) {
                    let mut block = Block::new();
                    block.push(Stmt::Expr(e), span);
                    out.push(Stmt::Atomic(block), span);
                } else {
                    out.push(Stmt::Expr(e), span);
                }
            }
            StmtKind::If { constexpr, init, cond, then, els } => {
                self.stmt_attrs(attrs, Placement::Statement("an `if` statement"));
                self.with_init(b, *init, cond, span, out, |lw, b, out| {
                    let cond = lw.cond(b, cond, span, out);
                    let then = lw.block_of(b, *then);
                    let els = els.map(|e| lw.block_of(b, e));
                    let constexpr = *constexpr;
                    out.push(Stmt::If { constexpr, cond, then, els: els.map(Box::new) }, span);
                });
            }
            StmtKind::For { init, cond, step, body } => {
                self.for_stmt(b, s, *init, *cond, *step, *body, out)
            }
            StmtKind::RangeFor { decl, range, body } => {
                self.stmt_attrs(attrs, Placement::Statement("a range-based `for` loop"));
                b.push_scope();
                let range = self.expr(b, *range);
                let Some(d) = decl.declarators.first() else {
                    b.pop_scope();
                    return;
                };
                let var = match &d.bindings {
                    Some(names) => self.declare_bindings(b, &decl.spec, d, names, span),
                    None => self.declare(b, &decl.spec, d, LocalKind::Var, span),
                };
                let body = self.block_of(b, *body);
                b.pop_scope();
                out.push(Stmt::RangeFor { var, range, body }, span);
            }
            StmtKind::While { cond: ast::Cond::Expr(cond), body } => {
                self.stmt_attrs(attrs, Placement::Statement("a `while` loop"));
                let cond = self.expr(b, *cond);
                let body = self.block_of(b, *body);
                out.push(Stmt::While { cond, body }, span);
            }
            // The variable is declared afresh before each test: `while (true) { T x = e; if
            // (!x) break; body }`, where a `continue` in the body also comes back to the test.
            StmtKind::While { cond, body } => {
                self.stmt_attrs(attrs, Placement::Statement("a `while` loop"));
                b.push_scope();
                let mut each = Block::new();
                let read = self.cond(b, cond, span, &mut each);
                let test = b.store.expr(Expr::Unary { op: UnaryOp::Not, arg: read }, Some(span));
                let mut leave = Block::new();
                leave.push(Stmt::Break, span);
                each.push(Stmt::If { constexpr: false, cond: test, then: leave, els: None }, span);
                let body = self.block_of(b, *body);
                each.append(body);
                b.pop_scope();
                let always = Expr::Literal(Literal { kind: LitKind::Bool, text: "true".into() });
                let cond = b.store.expr(always, Some(span));
                out.push(Stmt::While { cond, body: each }, span);
            }
            StmtKind::DoWhile { body, cond } => {
                self.stmt_attrs(attrs, Placement::Statement("a `do` loop"));
                let body = self.block_of(b, *body);
                let cond = self.expr(b, *cond);
                out.push(Stmt::DoWhile { body, cond }, span);
            }
            StmtKind::Switch { init, cond, body } => {
                self.stmt_attrs(attrs, Placement::Statement("a `switch` statement"));
                self.with_init(b, *init, cond, span, out, |lw, b, out| {
                    let cond = lw.cond(b, cond, span, out);
                    let body = lw.block_of(b, *body);
                    out.push(Stmt::Switch { cond, body }, span);
                });
            }
            StmtKind::Case { value, stmt } => {
                let value = self.expr(b, *value);
                out.push(Stmt::Case(value), span);
                self.stmt(b, *stmt, out);
            }
            StmtKind::Default(stmt) => {
                out.push(Stmt::Default, span);
                self.stmt(b, *stmt, out);
            }
            StmtKind::Label { name, stmt } => {
                out.push(Stmt::Label(name.clone()), span);
                self.stmt(b, *stmt, out);
            }
            StmtKind::Goto(name) => out.push(Stmt::Goto(name.clone()), span),
            StmtKind::Break => {
                self.stmt_attrs(attrs, Placement::Statement("a `break` statement"));
                out.push(Stmt::Break, span);
            }
            StmtKind::Continue => {
                self.stmt_attrs(attrs, Placement::Statement("a `continue` statement"));
                out.push(Stmt::Continue, span);
            }
            StmtKind::Return(value) => {
                self.stmt_attrs(attrs, Placement::Statement("a `return` statement"));
                let value = value.map(|v| self.expr(b, v));
                out.push(Stmt::Return(value), span);
            }
            StmtKind::Empty | StmtKind::AttrOnly => {
                match self.stmt_attrs(attrs, Placement::EmptyStatement) {
                    Some(StmtOkl::Barrier(_))
                        if self.reject_in_lambda(b, format_args!("`@barrier`"), span) => {}
                    Some(StmtOkl::Barrier(kind)) => {
                        out.push(Stmt::Barrier { kind, implicit: false }, span);
                    }
                    // `[[fallthrough]];`: the attributes are the statement.
                    _ if !stmt.passthrough.is_empty() => {
                        let text = stmt.passthrough.iter().map(|p| p.0.as_str());
                        out.push(Stmt::AttrEmpty(text.collect::<Vec<_>>().join(" ").into()), span);
                    }
                    _ if matches!(stmt.kind, StmtKind::Empty) => out.push(Stmt::Empty, span),
                    _ => {}
                }
            }
            StmtKind::Directive(text) => out.push(Stmt::Directive(text.clone()), span),
            // The parser reported it.
            StmtKind::Error => {}
        }
    }
}

/// Whether `block` holds an OKL loop or a barrier at any depth.
fn has_okl_construct(block: &Block) -> bool {
    block.stmts.iter().any(|s| {
        matches!(s, Stmt::Loop(_) | Stmt::Barrier { .. })
            || oklc_ir::visit::child_blocks(s).any(has_okl_construct)
    })
}

/// The elements of the braced list of a list-initialised temporary `T{a, b}`, when none of them
/// is designated.
fn braced_elements<'u>(
    unit: &'u ast::TranslationUnit,
    args: &[ast::ExprId],
) -> Option<&'u [ast::InitElem]> {
    match args {
        [list] => match unit.expr(*list) {
            ast::Expr::InitList(elems) if elems.iter().all(|el| el.designators.is_empty()) => {
                Some(elems)
            }
            _ => None,
        },
        _ => None,
    }
}
