//! `for` statements: OKL loops in canonical form, other loops as C `for`.

use oklc_diag::{Diagnostic, codes::sema as codes};
use oklc_ir::{
    Block, CmpOp, Local, LocalKind, Loop, LoopAttrs, LoopKind, LoopRange, Step, Stmt, TileRole,
    TileSpec,
};
use oklc_sema::attrs::{self, AttrCtx, LoopOkl, LoopOklKind, TileRoleSpec};
use oklc_span::Span;
use oklc_syntax::ast::{self, Expr, ExprId, StmtId, StmtKind};

use crate::Lowerer;
use crate::body::Body;

fn tile_role(role: TileRoleSpec) -> TileRole {
    match role {
        TileRoleSpec::Regular => TileRole::Regular,
        TileRoleSpec::Outer(a) => TileRole::Outer(a),
        TileRoleSpec::Inner(a) => TileRole::Inner(a),
    }
}

/// The canonical pieces of an OKL loop header, still as syntax.
struct Header<'u> {
    spec: &'u ast::DeclSpec,
    decl: &'u ast::Declarator,
    start: ExprId,
    bound: ExprId,
    cmp: CmpOp,
    iter_on_right: bool,
    step: RawStep,
}

enum RawStep {
    Inc { post: bool },
    Dec { post: bool },
    Add(ExprId),
    Sub(ExprId),
}

impl<'u> Lowerer<'u> {
    fn strip_parens(&self, mut e: ExprId) -> ExprId {
        while let Expr::Paren(inner) = self.unit.expr(e) {
            e = *inner;
        }
        e
    }

    fn is_name(&self, e: ExprId, name: &str) -> bool {
        matches!(self.unit.expr(self.strip_parens(e)), Expr::Name { name: n, targs: None } if n == name)
    }

    /// Checks the OKL loop form (docs/passes.md) and returns its pieces, reporting what is wrong.
    fn header(
        &mut self,
        for_span: Span,
        init: Option<StmtId>,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        what: &str,
    ) -> Option<Header<'u>> {
        let unit: &'u ast::TranslationUnit = self.unit;
        let init_decl = init.and_then(|s| match &unit.stmt(s).kind {
            StmtKind::Decl(decl) => Some((s, decl)),
            _ => None,
        });
        let help_form = "write `for (int i = START; i < END; ++i)`";
        let Some((init_stmt, decl)) = init_decl else {
            let span = init.map_or(for_span, |s| self.stmt_span(s));
            self.w.diags.push(
                Diagnostic::error(
                    codes::LOOP_INIT,
                    format!("{what} loop must declare its iterator"),
                    span,
                )
                .with_primary_message("expected a declaration such as `int i = 0`")
                .with_help(help_form),
            );
            return None;
        };
        let init_span = self.stmt_span(init_stmt);
        let [d] = decl.declarators.as_slice() else {
            self.w.diags.push(
                Diagnostic::error(
                    codes::LOOP_INIT,
                    format!("{what} loop must declare exactly one iterator"),
                    init_span,
                )
                .with_primary_message(format!("declares {} variables", decl.declarators.len()))
                .with_help(help_form),
            );
            return None;
        };
        let (Some(name), Some(ast::Init::Assign(start))) = (&d.name, &d.init) else {
            self.w.diags.push(
                Diagnostic::error(
                    codes::LOOP_INIT,
                    format!("{what} loop iterator needs an initial value"),
                    init_span,
                )
                .with_primary_message("expected `= START`")
                .with_help(help_form),
            );
            return None;
        };
        let Some(cond) = cond else {
            self.w.diags.push(
                Diagnostic::error(
                    codes::LOOP_CONDITION,
                    format!("{what} loop needs a condition"),
                    for_span,
                )
                .with_primary_message("no condition in this header")
                .with_help(format!("compare the iterator with the bound: `{name} < N`")),
            );
            return None;
        };
        let cond_span = self.expr_span(cond);
        let (cmp, bound, iter_on_right) = match unit.expr(self.strip_parens(cond)) {
            Expr::Binary { op, lhs, rhs } => {
                let cmp = match op {
                    ast::BinaryOp::Lt => Some(CmpOp::Lt),
                    ast::BinaryOp::Le => Some(CmpOp::Le),
                    ast::BinaryOp::Gt => Some(CmpOp::Gt),
                    ast::BinaryOp::Ge => Some(CmpOp::Ge),
                    _ => None,
                };
                match cmp {
                    Some(cmp) if self.is_name(*lhs, name) => (cmp, *rhs, false),
                    Some(cmp) if self.is_name(*rhs, name) => (cmp.flipped(), *lhs, true),
                    Some(_) => {
                        self.w.diags.push(
                            Diagnostic::error(
                                codes::LOOP_CONDITION,
                                format!(
                                    "{what} loop condition does not test the iterator `{name}`"
                                ),
                                cond_span,
                            )
                            .with_primary_message(format!("does not compare `{name}`"))
                            .with_help(format!("compare `{name}` with the bound: `{name} < N`")),
                        );
                        return None;
                    }
                    None => {
                        self.w.diags.push(
                            Diagnostic::error(
                                codes::LOOP_CONDITION,
                                format!("{what} loop condition must use `<`, `<=`, `>` or `>=`"),
                                cond_span,
                            )
                            .with_primary_message(format!("compares with `{}`", op.as_str()))
                            .with_help(format!(
                                "OKL needs the iteration count up front: `{name} < N`"
                            )),
                        );
                        return None;
                    }
                }
            }
            _ => {
                self.w.diags.push(
                    Diagnostic::error(
                        codes::LOOP_CONDITION,
                        format!("{what} loop condition must compare the iterator with a bound"),
                        cond_span,
                    )
                    .with_primary_message(format!("not a comparison such as `{name} < N`"))
                    .with_help(format!("write `{name} < N`")),
                );
                return None;
            }
        };
        // Only formatted when reported: every OKL loop passes through here.
        let step_help = || {
            format!(
                "use `++{name}`, `{name}++`, `--{name}`, `{name}--`, `{name} += STEP` or `{name} -= STEP`"
            )
        };
        let Some(step) = step else {
            self.w.diags.push(
                Diagnostic::error(
                    codes::LOOP_UPDATE,
                    format!("{what} loop needs an update"),
                    for_span,
                )
                .with_primary_message("no update in this header")
                .with_help(step_help()),
            );
            return None;
        };
        let step_span = self.expr_span(step);
        let raw = match unit.expr(self.strip_parens(step)) {
            Expr::Unary { op, operand } if self.is_name(*operand, name) => match op {
                ast::UnaryOp::PreInc => Some(RawStep::Inc { post: false }),
                ast::UnaryOp::PostInc => Some(RawStep::Inc { post: true }),
                ast::UnaryOp::PreDec => Some(RawStep::Dec { post: false }),
                ast::UnaryOp::PostDec => Some(RawStep::Dec { post: true }),
                _ => None,
            },
            Expr::Assign { op: Some(ast::BinaryOp::Add), lhs, rhs } if self.is_name(*lhs, name) => {
                Some(RawStep::Add(*rhs))
            }
            Expr::Assign { op: Some(ast::BinaryOp::Sub), lhs, rhs } if self.is_name(*lhs, name) => {
                Some(RawStep::Sub(*rhs))
            }
            _ => None,
        };
        let Some(step) = raw else {
            let changes_iterator = match unit.expr(self.strip_parens(step)) {
                Expr::Unary { operand, .. } => self.is_name(*operand, name),
                Expr::Assign { lhs, .. } => self.is_name(*lhs, name),
                _ => false,
            };
            self.w.diags.push(
                Diagnostic::error(
                    codes::LOOP_UPDATE,
                    format!("invalid update in {what} loop"),
                    step_span,
                )
                .with_primary_message(if changes_iterator {
                    "only `++`, `--`, `+=` and `-=` are allowed".to_string()
                } else {
                    format!("does not update `{name}`")
                })
                .with_help(step_help()),
            );
            return None;
        };
        Some(Header { spec: &decl.spec, decl: d, start: *start, bound, cmp, iter_on_right, step })
    }

    /// Lowers a `for` statement: an OKL loop when it carries `@outer`, `@inner` or `@tile`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn for_stmt(
        &mut self,
        b: &mut Body,
        s: StmtId,
        init: Option<StmtId>,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: StmtId,
        out: &mut Block,
    ) {
        let span = self.stmt_span(s);
        // Diagnostics name the loop by its header: `for (…)`, from `for` (or an attribute
        // before it) to the `)`.
        let head = match self.unit.spans.for_heads.get(body) {
            Some(parens) if span.contains(*parens) => Span { hi: parens.hi, ..span },
            _ => span,
        };
        let okl: LoopOkl = {
            let mut cx = AttrCtx { unit: self.unit, env: &self.w.consts, diags: &mut self.w.diags };
            attrs::loop_attrs(&mut cx, &self.unit.stmt(s).attrs)
        };
        if okl.is_okl() {
            let what = match okl.kind {
                LoopOklKind::Outer(_) => "`@outer`",
                LoopOklKind::Inner(_) => "`@inner`",
                _ => "`@tile`",
            };
            if self.reject_in_lambda(b, format_args!("{what} loop"), head) {
                // Lowered as the plain loop it is without the attribute.
            } else if let Some(header) = self.header(head, init, cond, step, what) {
                self.okl_loop(b, header, okl, body, (span, head), out);
                return;
            }
        } else {
            self.launch_attrs_on_regular_loop(&okl, head);
        }
        b.push_scope();
        let mut init_block = Block::new();
        if let Some(init) = init {
            self.stmt(b, init, &mut init_block);
        }
        let cond = cond.map(|c| self.expr(b, c));
        let step = step.map(|e| self.expr(b, e));
        let body = self.block_of(b, body);
        b.pop_scope();
        let (init, body) = (Box::new(init_block), Box::new(body));
        out.push(Stmt::For { init, cond, step, body }, span);
    }

    /// OKL0561: a regular `for` loop keeps no OKL attributes, so its `@max_inner_dims` and
    /// `@simd_length` would vanish; the passes warn about the same on nested OKL loops.
    fn launch_attrs_on_regular_loop(&mut self, okl: &LoopOkl, span: Span) {
        let written = [
            (okl.max_inner_dims.is_some(), "@max_inner_dims"),
            (okl.simd_length.is_some(), "@simd_length"),
        ];
        for (_, attr) in written.into_iter().filter(|(on, _)| *on) {
            self.w.diags.push(
                Diagnostic::warning(
                    oklc_diag::codes::passes::LAUNCH_ATTR_PLACEMENT,
                    format!("`{attr}` on a loop that is not a top-level `@outer` loop has no effect"),
                    span,
                )
                .with_primary_message("this is a regular `for` loop")
                .with_help(format!(
                    "`{attr}` belongs on the outermost `@outer` loop of the kernel's loop nest; move it there"
                )),
            );
        }
    }

    fn okl_loop(
        &mut self,
        b: &mut Body,
        h: Header<'_>,
        okl: LoopOkl,
        body: StmtId,
        (span, head): (Span, Span),
        out: &mut Block,
    ) {
        // The start value is evaluated before the iterator is in scope.
        let start = self.expr(b, h.start);
        b.push_scope();
        let ty = self.ty(b, h.decl.ty);
        if !self.is_integer_ty(&b.store, ty) {
            self.w.diags.push(
                Diagnostic::error(
                    codes::LOOP_ITERATOR_TYPE,
                    "OKL loop iterators must have an integer type",
                    head,
                )
                .with_primary_message({
                    let name = h.decl.name.as_deref().unwrap_or("the iterator");
                    match b.store.types[ty].kind {
                        oklc_ir::TyKind::Decltype(_) | oklc_ir::TyKind::Auto => {
                            format!("oklc does not deduce the type of `{name}`")
                        }
                        _ => format!("`{name}` is not an integer"),
                    }
                })
                .with_help(
                    "declare the iterator as `int`, `long`, `size_t` or another integer type",
                ),
            );
        }
        let name = h.decl.name.clone().unwrap_or_default();
        let mut local = Local::new(name.clone(), ty, LocalKind::LoopVar, span);
        local.class = crate::body::storage_class(h.spec.specifiers);
        let var = b.locals.alloc(local);
        self.check_not_template_param(b, &name, head);
        b.bind(name, var);
        let bound = self.expr(b, h.bound);
        let step = match h.step {
            RawStep::Inc { post } => Step::Inc { post },
            RawStep::Dec { post } => Step::Dec { post },
            RawStep::Add(e) => Step::Add(self.expr(b, e)),
            RawStep::Sub(e) => Step::Sub(self.expr(b, e)),
        };
        let kind = match okl.kind {
            LoopOklKind::Outer(axis) => LoopKind::Outer(axis),
            LoopOklKind::Inner(axis) => LoopKind::Inner(axis),
            LoopOklKind::Tile { size, block, element, check } => LoopKind::Tile(TileSpec {
                size: self.expr(b, size),
                block: tile_role(block),
                element: tile_role(element),
                check,
            }),
            LoopOklKind::Regular => LoopKind::Regular,
        };
        let body = self.block_of(b, body);
        b.pop_scope();
        let l = Loop {
            kind,
            var,
            range: LoopRange {
                start,
                bound,
                cmp: h.cmp,
                iter_on_right: h.iter_on_right,
                step,
                guard: None,
            },
            attrs: LoopAttrs {
                nobarrier: okl.nobarrier,
                max_inner_dims: okl.max_inner_dims,
                simd_length: okl.simd_length,
            },
            body,
            work_item: None,
        };
        let id = b.loops.alloc(l);
        b.loop_spans.insert(id, span);
        b.loop_heads.insert(id, head);
        out.push(Stmt::Loop(id), span);
    }
}
