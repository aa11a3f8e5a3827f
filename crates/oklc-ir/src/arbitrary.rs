//! A structured generator of random, handle-valid modules for fuzzing the passes.
//!
//! [`module_from_bytes`] reads bytes as a sequence of choices (running out of input means
//! "choose 0") and builds kernels and helpers with OKL loops of every kind (tiles with random
//! roles and checks, numbered and unnumbered axes, all comparison and step forms), `@shared`
//! and `@exclusive` declarations, barriers, atomics, `@dim` locals, `break`/`continue`,
//! regular loops and conditionals. The result always passes [`crate::verify`] at
//! [`crate::Stage::Lowered`], but is usually a semantically wrong program: the point is that
//! passes must report, not panic.

use crate::build::FnBuilder;
use crate::expr::{AssignOp, BinaryOp, ExprId, UnaryOp};
use crate::func::{LocalId, OklStorage};
use crate::loops::{CmpOp, LoopAttrs, LoopKind, Step, TileRole, TileSpec};
use crate::module::Module;
use crate::stmt::{BarrierKind, Block, Stmt};
use crate::ty::{Quals, TyKind};
use crate::visit::ArenaExt;
use oklc_span::Span;

struct Bytes<'a> {
    data: &'a [u8],
    pos: usize,
}

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        b
    }

    fn below(&mut self, n: u8) -> u8 {
        if n == 0 { 0 } else { self.byte() % n }
    }

    fn flag(&mut self) -> bool {
        self.byte() & 1 == 1
    }
}

struct Gen<'a> {
    bytes: Bytes<'a>,
    b: FnBuilder,
    ints: Vec<LocalId>,
    arrays: Vec<LocalId>,
    dims: Vec<LocalId>,
    budget: u32,
    /// Bias choices towards well-formed kernels (outer around inner, matched directions).
    tame: bool,
    in_outer: bool,
    in_inner: bool,
}

/// Builds a random module from `data`; always handle-valid.
pub fn module_from_bytes(data: &[u8]) -> Module {
    let mut module = Module::default();
    let mut bytes = Bytes { data, pos: 0 };
    let count = 1 + bytes.below(3);
    for n in 0..count {
        let tame = bytes.below(3) != 0;
        let kernel = n == 0 || tame || bytes.flag();
        let name = format!("f{n}");
        let b = if kernel { FnBuilder::kernel(&name) } else { FnBuilder::helper(&name) };
        let mut g = Gen {
            bytes,
            b,
            ints: Vec::new(),
            arrays: Vec::new(),
            dims: Vec::new(),
            budget: 48,
            tame,
            in_outer: false,
            in_inner: false,
        };
        g.params();
        let body = g.block(0);
        g.b.func.body = Some(body);
        bytes = g.bytes;
        g.b.finish(&mut module);
    }
    module
}

impl Gen<'_> {
    fn params(&mut self) {
        let int = self.b.int();
        let n = self.b.param("N", int);
        self.ints.push(n);
        let float = self.b.float();
        let quals = if self.bytes.flag() { Quals::RESTRICT } else { Quals::empty() };
        let p = self.b.ptr_q(float, quals);
        let a = self.b.param("a", p);
        self.arrays.push(a);
        if !self.tame && self.bytes.flag() {
            let ty = self.b.qualified(TyKind::Builtin(crate::ty::Builtin::Int), Quals::RESTRICT);
            self.b.param("bad", ty);
        }
        if self.bytes.flag() {
            let p = self.b.ptr(float);
            let m = self.b.param("m", p);
            let d0 = self.b.lit(4);
            let d1 = self.b.name("N");
            let order = match self.bytes.below(if self.tame { 2 } else { 4 }) {
                0 => vec![],
                1 => vec![1, 0],
                2 => vec![0],
                _ => vec![0, 0],
            };
            self.b.set_dim(m, vec![d0, d1], order);
            self.dims.push(m);
        }
    }

    fn int_expr(&mut self, depth: u32) -> ExprId {
        match self.bytes.below(if depth > 2 { 3 } else { 6 }) {
            0 => {
                let v = i64::from(self.bytes.below(40)) - 4;
                self.b.lit(v)
            }
            1 => {
                if self.ints.is_empty() {
                    self.b.lit(1)
                } else {
                    let i = self.bytes.below(self.ints.len().min(255) as u8) as usize;
                    let l = self.ints[i];
                    self.b.local(l)
                }
            }
            2 => self.b.name("M"),
            3 => {
                let l = self.int_expr(depth + 1);
                let r = self.int_expr(depth + 1);
                let op =
                    [BinaryOp::Add, BinaryOp::Sub, BinaryOp::Mul, BinaryOp::Div, BinaryOp::Shl]
                        [self.bytes.below(5) as usize];
                self.b.bin(op, l, r)
            }
            4 => {
                let x = self.int_expr(depth + 1);
                self.b.unary(UnaryOp::Neg, x)
            }
            _ => {
                if let Some(&m) = self.dims.first() {
                    let callee = self.b.local(m);
                    let n = if self.tame { 2 } else { 1 + self.bytes.below(3) };
                    let args = (0..n).map(|_| self.int_expr(depth + 1)).collect();
                    self.b.call(callee, args)
                } else {
                    self.b.lit(2)
                }
            }
        }
    }

    fn lvalue(&mut self) -> ExprId {
        let i = self.bytes.below(self.arrays.len().min(255) as u8) as usize;
        let base = self.arrays.get(i).copied();
        match base {
            Some(a) => {
                let base = self.b.local(a);
                let idx = self.int_expr(1);
                let is_array = matches!(
                    self.b.func.store.types.get(self.b.func.locals[a].ty).map(|t| &t.kind),
                    Some(TyKind::Array { .. } | TyKind::Pointer(_))
                );
                if is_array { self.b.index(base, idx) } else { base }
            }
            None => self.b.name("x"),
        }
    }

    fn block(&mut self, depth: u32) -> Block {
        let mut block = Block::new();
        let n = if depth > 5 { 0 } else { 1 + self.bytes.below(3) };
        let saved = (self.ints.len(), self.arrays.len());
        for _ in 0..n {
            if self.budget == 0 {
                break;
            }
            self.budget -= 1;
            for (s, span) in self.stmt(depth) {
                block.push(s, span);
            }
        }
        self.ints.truncate(saved.0);
        self.arrays.truncate(saved.1);
        block
    }

    fn okl_loop(&mut self, depth: u32, kind: LoopKind) -> (Stmt, Span) {
        let var = self.b.loop_var(["i", "j", "k", "t"][self.bytes.below(4) as usize]);
        let (start, bound, cmp) = if self.tame {
            let start = self.b.lit(0);
            let bound = if self.bytes.flag() {
                self.b.lit(i64::from(1 + self.bytes.below(32)))
            } else {
                self.b.name("M")
            };
            (start, bound, if self.bytes.flag() { CmpOp::Lt } else { CmpOp::Le })
        } else {
            let start = self.int_expr(1);
            let bound = self.int_expr(1);
            (
                start,
                bound,
                [CmpOp::Lt, CmpOp::Le, CmpOp::Gt, CmpOp::Ge][self.bytes.below(4) as usize],
            )
        };
        let step = match if self.tame { 5 + self.bytes.below(2) } else { self.bytes.below(6) } {
            0 | 1 => Step::Inc { post: self.bytes.flag() },
            2 => Step::Dec { post: self.bytes.flag() },
            3 => Step::Add(self.int_expr(2)),
            4 => Step::Sub(self.int_expr(2)),
            _ => {
                if matches!(cmp, CmpOp::Gt | CmpOp::Ge) {
                    Step::Dec { post: false }
                } else {
                    Step::Inc { post: false }
                }
            }
        };
        self.ints.push(var);
        let saved = (self.in_outer, self.in_inner);
        match &kind {
            LoopKind::Outer(_) => self.in_outer = true,
            LoopKind::Inner(_) => self.in_inner = true,
            LoopKind::Tile(t) => {
                self.in_outer |= matches!(t.block, TileRole::Outer(_))
                    || matches!(t.element, TileRole::Outer(_));
                self.in_inner |= matches!(t.block, TileRole::Inner(_))
                    || matches!(t.element, TileRole::Inner(_));
            }
            LoopKind::Regular => {}
        }
        let body = self.block(depth + 1);
        (self.in_outer, self.in_inner) = saved;
        self.ints.pop();
        let body: Vec<(Stmt, Span)> = body.stmts.into_iter().zip(body.spans).collect();
        let (id, stmt) = self.b.finish_loop(kind, var, start, cmp, bound, step, body);
        let l = &mut self.b.func.loops[id];
        l.range.iter_on_right = self.bytes.flag();
        l.attrs = LoopAttrs {
            nobarrier: self.bytes.below(4) == 0,
            max_inner_dims: if self.bytes.below(4) == 0 {
                Some([1 + u32::from(self.bytes.below(64)), 1, 1])
            } else {
                None
            },
            simd_length: None,
        };
        stmt
    }

    fn axis(&mut self) -> Option<u8> {
        if self.tame {
            return None;
        }
        match self.bytes.below(5) {
            0 => Some(0),
            1 => Some(1),
            2 => Some(2),
            _ => None,
        }
    }

    fn role(&mut self) -> TileRole {
        match self.bytes.below(3) {
            0 => TileRole::Regular,
            1 => TileRole::Outer(self.axis()),
            _ => TileRole::Inner(self.axis()),
        }
    }

    fn stmt(&mut self, depth: u32) -> Vec<(Stmt, Span)> {
        let choice = if self.tame {
            let r = self.bytes.below(10);
            match (self.in_outer, self.in_inner) {
                (false, _) if r < 7 => [0, 4][usize::from(r % 2)],
                (true, false) if r < 4 => 2,
                (true, false) if r < 6 => 9,
                (true, true) if r < 6 => [7, 12, 11, 6, 17, 16][usize::from(r)],
                _ => [14, 6, 17, 16, 5][usize::from(r % 5)],
            }
        } else {
            self.bytes.below(18)
        };
        match choice {
            0 | 1 => {
                let a = self.axis();
                vec![self.okl_loop(depth, LoopKind::Outer(a))]
            }
            2 | 3 => {
                let a = self.axis();
                vec![self.okl_loop(depth, LoopKind::Inner(a))]
            }
            4 => {
                let size = if self.tame {
                    self.b.lit(i64::from(1 + self.bytes.below(16)))
                } else {
                    self.int_expr(2)
                };
                let spec = TileSpec {
                    size,
                    block: self.role(),
                    element: self.role(),
                    check: self.bytes.flag(),
                };
                vec![self.okl_loop(depth, LoopKind::Tile(spec))]
            }
            5 => vec![self.okl_loop(depth, LoopKind::Regular)],
            6 => {
                let cond = self.int_expr(1);
                let then = self.block(depth + 1);
                let els = if self.bytes.flag() { Some(self.block(depth + 1)) } else { None };
                vec![self.b.stmt(Stmt::If { constexpr: false, cond, then, els: els.map(Box::new) })]
            }
            7 | 8 => {
                let lhs = self.lvalue();
                let rhs = self.int_expr(1);
                let op = if self.bytes.flag() { AssignOp::Assign } else { AssignOp::Add };
                let e = self.b.assign(op, lhs, rhs);
                vec![self.b.expr_stmt(e)]
            }
            9 | 10 => {
                let storage =
                    if self.bytes.flag() { OklStorage::Shared } else { OklStorage::Exclusive };
                let float = self.b.float();
                let ty = if self.bytes.below(3) > 0 {
                    let size = if self.tame || self.bytes.flag() {
                        self.b.lit(16)
                    } else {
                        self.int_expr(2)
                    };
                    self.b.array(float, Some(size))
                } else {
                    float
                };
                let l = self.b.var(["s", "x", "r"][self.bytes.below(3) as usize], ty);
                self.b.func.locals[l].storage = storage;
                if self.bytes.below(3) == 0 {
                    let init = self.int_expr(2);
                    self.b.func.locals[l].init = Some(crate::module::Init::Assign(init));
                }
                self.arrays.push(l);
                vec![self.b.decl(l)]
            }
            11 => {
                let kind = match self.bytes.below(3) {
                    0 => BarrierKind::Group,
                    1 => BarrierKind::Global,
                    _ => BarrierKind::Warp,
                };
                vec![self.b.stmt(Stmt::Barrier { kind, implicit: false })]
            }
            12 => {
                let lhs = self.lvalue();
                let e = match self.bytes.below(3) {
                    0 => self.b.unary(UnaryOp::PostInc, lhs),
                    1 => {
                        let r = self.int_expr(2);
                        self.b.assign(AssignOp::BitOr, lhs, r)
                    }
                    _ => {
                        let r = self.int_expr(2);
                        self.b.assign(AssignOp::Sub, lhs, r)
                    }
                };
                let inner = FnBuilder::block(vec![self.b.expr_stmt(e)]);
                let wrapped = if self.bytes.flag() {
                    let span = self.b.span();
                    let mut outer = Block::new();
                    outer.push(Stmt::Block(inner), span);
                    outer
                } else {
                    inner
                };
                vec![self.b.stmt(Stmt::Atomic(wrapped))]
            }
            13 if !self.tame => {
                vec![self.b.stmt(if self.bytes.flag() { Stmt::Break } else { Stmt::Continue })]
            }
            14 => {
                let int = self.b.int();
                // Sometimes through an alias declared in the block: `typedef int v_t; v_t v`.
                let alias = self.bytes.flag().then(|| {
                    let refers = crate::ty::NamedRef::Alias(int);
                    let named = TyKind::Named { name: "v_t".into(), refers, keyword: None };
                    (
                        self.b.qualified(named, Quals::empty()),
                        Stmt::TypeDecl("typedef int v_t;".into()),
                    )
                });
                let init = self.int_expr(1);
                let ty = alias.as_ref().map_or(int, |&(ty, _)| ty);
                let l = self.b.var_init("v", ty, init);
                self.ints.push(l);
                let decl = self.b.decl(l);
                match alias {
                    Some((_, typedef)) => vec![self.b.stmt(typedef), decl],
                    None => vec![decl],
                }
            }
            15 => {
                let cond = self.int_expr(1);
                let body = self.block(depth + 1);
                vec![self.b.stmt(Stmt::While { cond, body })]
            }
            16 => {
                let int = self.b.int();
                let zero = self.b.lit(0);
                let k = self.b.var_init("q", int, zero);
                let kexpr = self.b.local(k);
                let bound = self.int_expr(1);
                let cond = self.b.bin(BinaryOp::Lt, kexpr, bound);
                let kexpr = self.b.local(k);
                let step = self.b.unary(UnaryOp::PreInc, kexpr);
                self.ints.push(k);
                let body = self.block(depth + 1);
                self.ints.pop();
                let init = FnBuilder::block(vec![self.b.decl(k)]);
                vec![self.b.stmt(Stmt::For {
                    init: Box::new(init),
                    cond: Some(cond),
                    step: Some(step),
                    body: Box::new(body),
                })]
            }
            _ => {
                let body = self.block(depth + 1);
                vec![self.b.stmt(Stmt::Block(body))]
            }
        }
    }
}
