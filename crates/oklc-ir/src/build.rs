//! A small builder for writing IR by hand: tests, the fuzz generator and passes that synthesise
//! code use it instead of spelling out arena allocations.
//!
//! Every node the builder creates gets its own synthetic span (`file 0`, increasing offsets), so
//! tests can assert that a diagnostic points at a particular expression, local or loop.

use oklc_span::{FileId, Span};
use smol_str::SmolStr;

use crate::expr::{AssignOp, BinaryOp, Expr, ExprId, LitKind, Literal, UnaryOp};
use crate::func::{DimSpec, Function, FunctionKind, KernelAttrs, Local, LocalId, LocalKind};
use crate::loops::{CmpOp, Loop, LoopAttrs, LoopId, LoopKind, LoopRange, Step};
use crate::module::{Init, Item, Module};
use crate::stmt::{Block, Stmt};
use crate::ty::{Builtin, Quals, Ty, TyId, TyKind};

/// Builds one [`Function`]; [`FnBuilder::finish`] adds it to a module.
#[derive(Debug)]
pub struct FnBuilder {
    pub func: Function,
    next_span: u32,
}

impl FnBuilder {
    /// A kernel named `name`.
    pub fn kernel(name: &str) -> FnBuilder {
        let attrs = KernelAttrs { source_name: name.into(), template_args: None };
        FnBuilder::with_kind(name, FunctionKind::Kernel(attrs))
    }

    /// A helper function named `name`.
    pub fn helper(name: &str) -> FnBuilder {
        FnBuilder::with_kind(name, FunctionKind::Helper)
    }

    fn with_kind(name: &str, kind: FunctionKind) -> FnBuilder {
        let mut b =
            FnBuilder { func: Function::new(name, kind, Span::point(FileId(0), 0)), next_span: 1 };
        b.func.span = b.span();
        b.func.body = Some(Block::new());
        b
    }

    /// A fresh synthetic span, distinct from every other span this builder made.
    pub fn span(&mut self) -> Span {
        let lo = self.next_span;
        self.next_span = self.next_span.saturating_add(2);
        Span::new(FileId(0), lo, lo + 1)
    }

    // ---- types ----

    pub fn builtin(&mut self, b: Builtin) -> TyId {
        self.func.store.builtin(b)
    }

    pub fn int(&mut self) -> TyId {
        self.builtin(Builtin::Int)
    }

    pub fn float(&mut self) -> TyId {
        self.builtin(Builtin::Float)
    }

    pub fn ptr(&mut self, to: TyId) -> TyId {
        self.func.store.ty(Ty::new(TyKind::Pointer(to)))
    }

    pub fn ptr_q(&mut self, to: TyId, quals: Quals) -> TyId {
        self.func.store.ty(Ty::with_quals(TyKind::Pointer(to), quals))
    }

    pub fn qualified(&mut self, kind: TyKind, quals: Quals) -> TyId {
        self.func.store.ty(Ty::with_quals(kind, quals))
    }

    pub fn array(&mut self, elem: TyId, size: Option<ExprId>) -> TyId {
        self.func.store.ty(Ty::new(TyKind::Array { elem, size }))
    }

    // ---- expressions ----

    pub fn expr(&mut self, e: Expr) -> ExprId {
        let span = self.span();
        self.func.store.expr(e, Some(span))
    }

    pub fn lit(&mut self, v: i64) -> ExprId {
        self.expr(Expr::Literal(Literal { kind: LitKind::Int, text: v.to_string().into() }))
    }

    pub fn lit_text(&mut self, kind: LitKind, text: &str) -> ExprId {
        self.expr(Expr::Literal(Literal { kind, text: text.into() }))
    }

    pub fn name(&mut self, n: &str) -> ExprId {
        self.expr(Expr::Name(n.into()))
    }

    pub fn local(&mut self, l: LocalId) -> ExprId {
        self.expr(Expr::Local(l))
    }

    pub fn bin(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.expr(Expr::Binary { op, lhs, rhs })
    }

    pub fn add(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.bin(BinaryOp::Add, lhs, rhs)
    }

    pub fn sub(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.bin(BinaryOp::Sub, lhs, rhs)
    }

    pub fn mul(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.bin(BinaryOp::Mul, lhs, rhs)
    }

    pub fn assign(&mut self, op: AssignOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.expr(Expr::Assign { op, lhs, rhs })
    }

    pub fn unary(&mut self, op: UnaryOp, arg: ExprId) -> ExprId {
        self.expr(Expr::Unary { op, arg })
    }

    pub fn index(&mut self, base: ExprId, index: ExprId) -> ExprId {
        self.expr(Expr::Index { base, index })
    }

    pub fn call(&mut self, callee: ExprId, args: Vec<ExprId>) -> ExprId {
        self.expr(Expr::Call { callee, args })
    }

    /// `v[i]` for two locals.
    pub fn at(&mut self, v: LocalId, i: LocalId) -> ExprId {
        let base = self.local(v);
        let index = self.local(i);
        self.index(base, index)
    }

    // ---- locals ----

    pub fn param(&mut self, name: &str, ty: TyId) -> LocalId {
        let n = self.func.params.len() as u32;
        let span = self.span();
        let id = self.func.add_local(Local::new(name, ty, LocalKind::Param(n), span));
        self.func.params.push(id);
        id
    }

    pub fn var(&mut self, name: &str, ty: TyId) -> LocalId {
        let span = self.span();
        self.func.add_local(Local::new(name, ty, LocalKind::Var, span))
    }

    pub fn var_init(&mut self, name: &str, ty: TyId, init: ExprId) -> LocalId {
        let id = self.var(name, ty);
        self.func.locals[id].init = Some(Init::Assign(init));
        id
    }

    pub fn set_dim(&mut self, l: LocalId, sizes: Vec<ExprId>, order: Vec<u8>) {
        self.func.locals[l].dim = Some(Box::new(DimSpec { sizes, order }));
    }

    // ---- statements ----

    pub fn decl(&mut self, l: LocalId) -> (Stmt, Span) {
        (Stmt::Decl(l), self.func.locals[l].span)
    }

    pub fn expr_stmt(&mut self, e: ExprId) -> (Stmt, Span) {
        let span = self.func.store.span_of(e).unwrap_or_else(|| self.span());
        (Stmt::Expr(e), span)
    }

    pub fn stmt(&mut self, s: Stmt) -> (Stmt, Span) {
        let span = self.span();
        (s, span)
    }

    /// Collects statements into a block.
    pub fn block(stmts: Vec<(Stmt, Span)>) -> Block {
        let mut b = Block::new();
        for (s, span) in stmts {
            b.push(s, span);
        }
        b
    }

    /// Appends statements to the function body.
    pub fn push(&mut self, stmts: Vec<(Stmt, Span)>) {
        let body = self.func.body.get_or_insert_with(Block::new);
        for (s, span) in stmts {
            body.push(s, span);
        }
    }

    // ---- loops ----

    /// Declares a loop iterator first so the body can refer to it; complete it with
    /// [`FnBuilder::finish_loop`].
    pub fn loop_var(&mut self, name: &str) -> LocalId {
        let ty = self.int();
        let span = self.span();
        self.func.add_local(Local::new(name, ty, LocalKind::LoopVar, span))
    }

    /// Allocates the loop for an iterator made by [`FnBuilder::loop_var`] and returns the
    /// statement that uses it.
    #[allow(clippy::too_many_arguments)]
    pub fn finish_loop(
        &mut self,
        kind: LoopKind,
        var: LocalId,
        start: ExprId,
        cmp: CmpOp,
        bound: ExprId,
        step: Step,
        body: Vec<(Stmt, Span)>,
    ) -> (LoopId, (Stmt, Span)) {
        let span = self.span();
        let l = Loop {
            kind,
            var,
            range: LoopRange { start, bound, cmp, iter_on_right: false, step, guard: None },
            attrs: LoopAttrs::default(),
            body: FnBuilder::block(body),
            work_item: None,
        };
        let id = self.func.add_loop(l, span);
        (id, (Stmt::Loop(id), span))
    }

    /// `for (int var = 0; var < bound; ++var)` of `kind` over `body`.
    pub fn simple_loop(
        &mut self,
        kind: LoopKind,
        var: LocalId,
        bound: ExprId,
        body: Vec<(Stmt, Span)>,
    ) -> (LoopId, (Stmt, Span)) {
        let zero = self.lit(0);
        self.finish_loop(kind, var, zero, CmpOp::Lt, bound, Step::Inc { post: false }, body)
    }

    /// Adds the function to `module` (after its other items) and returns its id.
    pub fn finish(self, module: &mut Module) -> crate::func::FunctionId {
        let id = module.functions.alloc(self.func);
        module.items.push(Item::Function(id));
        id
    }
}

/// A module-level directive or verbatim item, for completeness of hand-written modules.
pub fn directive(module: &mut Module, text: &str) {
    module.items.push(Item::Directive(SmolStr::from(text)));
}
