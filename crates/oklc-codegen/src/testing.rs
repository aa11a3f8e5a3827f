//! A small builder for hand-written IR, used by this crate's tests and the `codegen` suite
//! (the pipeline from source is not needed to test printing).
//!
//! It favours brevity over checking: it allocates what it is told to, with empty spans unless
//! a span is given.

use oklc_ir::{
    AssignOp, BinaryOp, Block, Builtin, CmpOp, Expr, ExprId, Function, FunctionKind, Init,
    KernelAttrs, LitKind, Literal, Local, LocalId, LocalKind, Loop, LoopAttrs, LoopKind, LoopRange,
    Quals, Step, Stmt, Store, Ty, TyId, TyKind, UnaryOp,
};
use oklc_span::Span;

/// Builds a [`Block`] with empty spans.
pub fn block(stmts: Vec<Stmt>) -> Block {
    let mut b = Block::new();
    for s in stmts {
        b.push(s, Span::default());
    }
    b
}

/// Type and expression constructors over one [`Store`].
pub trait StoreBuilder {
    fn store(&mut self) -> &mut Store;

    fn ty(&mut self, kind: TyKind) -> TyId {
        self.store().ty(Ty::new(kind))
    }
    fn ty_q(&mut self, kind: TyKind, quals: Quals) -> TyId {
        self.store().ty(Ty::with_quals(kind, quals))
    }
    fn builtin(&mut self, b: Builtin) -> TyId {
        self.ty(TyKind::Builtin(b))
    }
    fn int(&mut self) -> TyId {
        self.builtin(Builtin::Int)
    }
    fn float(&mut self) -> TyId {
        self.builtin(Builtin::Float)
    }
    /// `const T` for a builtin.
    fn const_builtin(&mut self, b: Builtin) -> TyId {
        self.ty_q(TyKind::Builtin(b), Quals::CONST)
    }
    fn ptr(&mut self, to: TyId) -> TyId {
        self.ty(TyKind::Pointer(to))
    }
    fn ptr_q(&mut self, to: TyId, quals: Quals) -> TyId {
        self.ty_q(TyKind::Pointer(to), quals)
    }
    fn array(&mut self, elem: TyId, size: Option<ExprId>) -> TyId {
        self.ty(TyKind::Array { elem, size })
    }
    fn named(&mut self, name: &str, refers: oklc_ir::NamedRef) -> TyId {
        self.ty(TyKind::Named { name: name.into(), refers, keyword: None })
    }
    fn e(&mut self, expr: Expr) -> ExprId {
        self.store().expr(expr, None)
    }
    /// A literal; the kind is guessed from the spelling.
    fn lit(&mut self, text: &str) -> ExprId {
        let kind = if text.starts_with('\'') {
            LitKind::Char
        } else if text.starts_with('"') {
            LitKind::Str
        } else if text == "true" || text == "false" {
            LitKind::Bool
        } else if text.contains(['.', 'e']) && !text.starts_with("0x") {
            LitKind::Float
        } else {
            LitKind::Int
        };
        self.e(Expr::Literal(Literal { kind, text: text.into() }))
    }
    fn name(&mut self, n: &str) -> ExprId {
        self.e(Expr::Name(n.into()))
    }
    fn bin(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.e(Expr::Binary { op, lhs, rhs })
    }
    fn assign(&mut self, op: AssignOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.e(Expr::Assign { op, lhs, rhs })
    }
    fn un(&mut self, op: UnaryOp, arg: ExprId) -> ExprId {
        self.e(Expr::Unary { op, arg })
    }
    fn index(&mut self, base: ExprId, index: ExprId) -> ExprId {
        self.e(Expr::Index { base, index })
    }
    fn member(&mut self, base: ExprId, member: &str) -> ExprId {
        self.e(Expr::Member { base, member: member.into(), arrow: false })
    }
    fn call(&mut self, callee: &str, args: Vec<ExprId>) -> ExprId {
        let callee = self.name(callee);
        self.e(Expr::Call { callee, args })
    }
    fn cond(&mut self, cond: ExprId, then: ExprId, els: ExprId) -> ExprId {
        self.e(Expr::Cond { cond, then, els })
    }
}

impl StoreBuilder for Store {
    fn store(&mut self) -> &mut Store {
        self
    }
}

/// A function under construction.
pub struct FnBuilder {
    pub f: Function,
}

impl StoreBuilder for FnBuilder {
    fn store(&mut self) -> &mut Store {
        &mut self.f.store
    }
}

impl FnBuilder {
    /// A `@kernel` named `name`.
    pub fn kernel(name: &str) -> FnBuilder {
        let attrs = KernelAttrs { source_name: name.into(), template_args: None };
        FnBuilder { f: Function::new(name, FunctionKind::Kernel(attrs), Span::default()) }
    }

    /// A helper function returning `void` (change `f.ret`).
    pub fn helper(name: &str) -> FnBuilder {
        FnBuilder { f: Function::new(name, FunctionKind::Helper, Span::default()) }
    }

    pub fn param(&mut self, name: &str, ty: TyId) -> LocalId {
        let n = self.f.params.len() as u32;
        let id = self.f.add_local(Local::new(name, ty, LocalKind::Param(n), Span::default()));
        self.f.params.push(id);
        id
    }

    /// Declares a variable; push `Stmt::Decl(id)` where it is declared.
    pub fn var(&mut self, name: &str, ty: TyId, init: Option<ExprId>) -> LocalId {
        let mut local = Local::new(name, ty, LocalKind::Var, Span::default());
        local.init = init.map(Init::Assign);
        self.f.add_local(local)
    }

    /// Declares a variable with full control over the [`Local`].
    pub fn local_with(&mut self, local: Local) -> LocalId {
        self.f.add_local(local)
    }

    /// An expression naming a local.
    pub fn l(&mut self, id: LocalId) -> ExprId {
        self.e(Expr::Local(id))
    }

    /// A loop variable of type `int`.
    pub fn loop_var(&mut self, name: &str) -> LocalId {
        let ty = self.int();
        self.f.add_local(Local::new(name, ty, LocalKind::LoopVar, Span::default()))
    }

    /// An OKL loop `for (int var = start; var < bound; ++var)` with the given kind and body.
    pub fn simple_loop(
        &mut self,
        kind: LoopKind,
        var: LocalId,
        start: ExprId,
        bound: ExprId,
        body: Block,
    ) -> Stmt {
        let range = LoopRange {
            start,
            bound,
            cmp: CmpOp::Lt,
            iter_on_right: false,
            step: Step::Inc { post: false },
            guard: None,
        };
        self.okl_loop(kind, var, range, body)
    }

    /// An OKL loop with an explicit range.
    pub fn okl_loop(
        &mut self,
        kind: LoopKind,
        var: LocalId,
        range: LoopRange,
        body: Block,
    ) -> Stmt {
        let l = Loop { kind, var, range, attrs: LoopAttrs::default(), body, work_item: None };
        Stmt::Loop(self.f.add_loop(l, Span::default()))
    }

    /// Sets the body and returns the function.
    pub fn finish(mut self, body: Block) -> Function {
        self.f.body = Some(body);
        self.f
    }
}

/// Prints one expression of `f` as the serial backend would (for precedence tests).
pub fn expr_text(f: &Function, e: ExprId) -> String {
    let module = oklc_ir::Module::default();
    let info = oklc_passes::ModuleInfo::for_printer_tests(oklc_passes::Family::Host);
    let options = crate::Options::default();
    let dialect = crate::Serial::default();
    let mut w = crate::Writer::new(&dialect, &module, &info, &options);
    let names = crate::printer::Namer::for_function(f, crate::Dialect::keywords(&dialect));
    let cx = crate::printer::Cx { store: &f.store, func: Some(f), names: Some(&names) };
    w.full_expr(&cx, e)
}
